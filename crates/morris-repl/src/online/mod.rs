//! `morris online host`, `join` and `rejoin`: a game with a friend through
//! `morris serve`, in the terminal. The game is the [`Session`]'s, the same
//! REPL as `morris play` with its table online (one command grammar, the
//! board, the prompt); this module feeds it lines and the server's news,
//! keeps the seat for a rejoin, and saves the record at the end.
//!
//! From a pipe, a line waits for its moment: a turn until it is ours, an
//! answer until there is a question, so that two scripts can play one game
//! against each other. At the end of the input the program stays while the
//! friend is to move, and leaves once it is our turn or the game is over.

mod terminal;

pub use terminal::run;

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Duration;

use morris_i18n::tr;
use morris_play::online::Question;

use crate::command::Command;
use crate::session::{Completions, Session};

/// How the player's lines are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// Typed at a terminal: a line is done at once or refused.
    Typed,
    /// From a pipe: a line waits for its moment.
    Piped,
}

/// How often the server's news are looked at while no line comes.
const POLL: Duration = Duration::from_millis(30);

/// What the terminal is told: text, or an error (stderr).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Said<'a> {
    /// Text for stdout, perhaps several lines.
    Text(&'a str),
    /// An error, one line.
    Error(&'a str),
}

/// The terminal side of an online game.
#[derive(Debug)]
pub struct OnlineRepl {
    /// The game, online ([`Session::go_online`]).
    session: Session,
    input: Input,
    /// Lines waiting for their moment (piped input).
    held: VecDeque<String>,
    /// Where the record goes at the end.
    save_at_end: Option<PathBuf>,
    /// The room's game and turn count when "Your turn" was last said.
    said_turn: Option<(u32, usize)>,
    /// The server's answer count when a request was sent, until it grows.
    asked: Option<u64>,
    /// Where the seat is kept for `morris online rejoin`, with the
    /// certificates trusted; whether it was kept.
    seat_dir: Option<PathBuf>,
    ca: Option<PathBuf>,
    seat_kept: bool,
}

enum Step {
    Done,
    Wait,
    Quit,
}

impl OnlineRepl {
    /// A terminal game over `session`, which plays online.
    #[must_use]
    pub fn new(session: Session, input: Input) -> OnlineRepl {
        OnlineRepl {
            session,
            input,
            held: VecDeque::new(),
            save_at_end: None,
            said_turn: None,
            asked: None,
            seat_dir: None,
            ca: None,
            seat_kept: false,
        }
    }

    /// Keeps the seat in `dir` while the game goes on, so that
    /// `morris online rejoin` can come back to it.
    pub fn keep_seat(&mut self, dir: Option<PathBuf>, ca: Option<PathBuf>) {
        self.seat_dir = dir;
        self.ca = ca;
    }

    /// Writes the record to `path` when the program ends.
    pub fn save_at_end(&mut self, path: Option<PathBuf>) {
        self.save_at_end = path;
    }

    /// The prompt for the next line, and what Tab completes there.
    #[must_use]
    pub fn prompt(&self) -> (String, Completions) {
        (self.session.prompt(), self.session.completions())
    }

    /// Runs until `quit`, the end of the input (see the module), or a
    /// connection gone for good. `say` prints; `ready` is called whenever
    /// a line has been taken and the next may be read (with the prompt).
    ///
    /// # Errors
    /// The connection failed (the server unreachable, the invite refused).
    pub fn run(
        &mut self,
        lines: &Receiver<String>,
        say: &mut dyn FnMut(Said<'_>),
        ready: &mut dyn FnMut(&OnlineRepl),
    ) -> Result<(), String> {
        let mut input_open = true;
        ready(self);
        loop {
            let news = self.session.tick();
            if !news.is_empty() {
                say(Said::Text(&news));
            }
            if let Some(view) = self.session.take_view() {
                say(Said::Text(&format!("\n{view}")));
            }
            if let Some(reason) = self.session.online_failure() {
                let reason = reason.to_owned();
                self.finish(say);
                return Err(reason);
            }
            self.keep_seat_once(say);
            let Some(online) = self.session.online() else {
                return Ok(());
            };
            if self.asked.is_some_and(|n| online.answers() > n) {
                self.asked = None;
            }
            self.say_whose_turn(say);
            // Held lines first, in order, each when its moment comes.
            while let Some(line) = self.held.front().cloned() {
                match self.try_line(&line, say) {
                    Step::Done => {
                        self.held.pop_front();
                    }
                    Step::Wait => break,
                    Step::Quit => {
                        self.finish(say);
                        return Ok(());
                    }
                }
            }
            if !self.held.is_empty() || !input_open {
                std::thread::sleep(POLL);
            } else {
                match lines.recv_timeout(POLL) {
                    Ok(line) => {
                        let step = self.take_line(&line, say);
                        ready(self);
                        if matches!(step, Step::Quit) {
                            self.finish(say);
                            return Ok(());
                        }
                    }
                    Err(RecvTimeoutError::Timeout) => {}
                    Err(RecvTimeoutError::Disconnected) => input_open = false,
                }
            }
            if !input_open && self.held.is_empty() && self.asked.is_none() && self.may_leave() {
                if self.session.online().is_some_and(|o| o.outcome().is_none()) {
                    say(Said::Text(&tr!(
                        self.session.localizer(),
                        "online-input-ended"
                    )));
                }
                self.finish(say);
                return Ok(());
            }
        }
    }

    /// A line read: done, or held for its moment.
    fn take_line(&mut self, line: &str, say: &mut dyn FnMut(Said<'_>)) -> Step {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            return Step::Done;
        }
        match self.try_line(trimmed, say) {
            Step::Wait => {
                self.held.push_back(trimmed.to_owned());
                Step::Done
            }
            step => step,
        }
    }

    /// With no more input: leave when nothing more can come to us, i.e.
    /// the game is over, or it is our turn, or a question waits for us.
    fn may_leave(&self) -> bool {
        let Some(online) = self.session.online() else {
            return true;
        };
        if online.is_broken() || online.outcome().is_some() {
            return true;
        }
        online.unconfirmed().is_none()
            && online.color().is_some()
            && online.has_opponent()
            && (online.is_our_turn() || online.pending_question().is_some())
    }

    fn keep_seat_once(&mut self, say: &mut dyn FnMut(Said<'_>)) {
        if self.seat_kept {
            return;
        }
        let (Some(dir), Some(seat)) = (
            &self.seat_dir,
            self.session
                .online()
                .and_then(|o| o.kept_seat(self.ca.as_deref())),
        ) else {
            return;
        };
        self.seat_kept = true;
        if let Err(e) = seat.save(dir) {
            say(Said::Error(&tr!(
                self.session.localizer(),
                "online-seat-not-kept",
                reason = e.to_string()
            )));
        }
    }

    fn finish(&mut self, say: &mut dyn FnMut(Said<'_>)) {
        if let (Some(dir), true, Some(online)) =
            (&self.seat_dir, self.seat_kept, self.session.online())
        {
            if online.outcome().is_some() {
                morris_play::online::KeptSeat::forget(dir);
            } else if !online.is_broken() {
                say(Said::Text(&tr!(
                    self.session.localizer(),
                    "online-seat-kept"
                )));
            }
        }
        if let Some(path) = self.save_at_end.take() {
            let reply = self.session.execute(&format!("save {}", path.display()));
            say(Said::Text(&reply.text));
            if let Some(error) = &reply.error {
                say(Said::Error(error));
            }
        }
    }

    fn say_whose_turn(&mut self, say: &mut dyn FnMut(Said<'_>)) {
        let Some(online) = self.session.online() else {
            return;
        };
        let Some(state) = online.state() else {
            return;
        };
        let key = (state.game, state.moves.len());
        if self.said_turn == Some(key) || !self.session.our_turn_on_board() {
            return;
        }
        self.said_turn = Some(key);
        if self.input == Input::Typed {
            say(Said::Text(&tr!(
                self.session.localizer(),
                "online-your-turn"
            )));
        }
    }

    /// Whether a piped line must wait: a turn until it is ours and our last
    /// turn or request is answered, an answer until there is a question.
    fn must_wait(&self, command: &Command) -> bool {
        let Some(online) = self.session.online() else {
            return false;
        };
        let busy = online.unconfirmed().is_some() || self.asked.is_some();
        let open = online.outcome().is_none() && !online.is_broken();
        let pending = online.pending_question();
        match command {
            Command::Play(_) | Command::Remove(_) => {
                busy || (open && !self.session.our_turn_on_board())
            }
            Command::Accept | Command::Decline => pending.is_none() && !online.is_broken(),
            Command::Draw => pending != Some(Question::Draw) && busy,
            Command::Rematch => pending != Some(Question::Rematch) && open,
            Command::Resign(_) | Command::Undo | Command::Save(..) | Command::Claim => busy,
            _ => false,
        }
    }

    fn try_line(&mut self, line: &str, say: &mut dyn FnMut(Said<'_>)) -> Step {
        let command = line.parse::<Command>().ok();
        if self.input == Input::Piped
            && let Some(command) = &command
            && self.must_wait(command)
        {
            return Step::Wait;
        }
        let answers = self.session.online().map(|o| o.answers());
        // `undo` drops a move waiting for its removal, asking nothing.
        let drops = self.session.pending().is_some();
        let reply = self.session.execute(line);
        say(Said::Text(&reply.text));
        if let Some(error) = &reply.error {
            say(Said::Error(error));
        }
        if reply.quit {
            return Step::Quit;
        }
        // A request sent waits for the server's answer.
        let request = matches!(
            command,
            Some(
                Command::Draw
                    | Command::Resign(_)
                    | Command::Rematch
                    | Command::Claim
                    | Command::Accept
                    | Command::Decline
            )
        ) || (command == Some(Command::Undo) && !drops);
        if request && reply.error.is_none() {
            self.asked = answers;
        }
        Step::Done
    }
}
