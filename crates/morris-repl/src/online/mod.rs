//! `morris online host`, `join` and `rejoin`: a game with a friend through
//! `morris serve`, in the terminal. The game is the [`Session`]'s, the same
//! REPL as `morris play` with its table online (one command grammar, the
//! board, the prompt); this module feeds it lines and the server's news,
//! and at the end forgets the seat of a game over and saves the record.
//!
//! From a pipe, a line waits for its moment: a turn until it is ours, an
//! answer until there is a question, so that two scripts can play one game
//! against each other. At the end of the input the program stays while the
//! friend is to move, and leaves once it is our turn or the game is over.

mod terminal;

pub use terminal::run;

use std::collections::VecDeque;
use std::io::Write as _;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

use morris_i18n::tr;
use morris_play::online::{KeptSeat, Question};

use crate::command::Command;
use crate::session::{Completions, Reply, Session};

/// How often the server's news are looked at while no line comes.
const POLL: Duration = Duration::from_millis(30);

/// Something that prints over the line editor's prompt.
type Printer = Box<dyn rustyline::ExternalPrinter + Send>;

/// The terminal side of an online game.
struct OnlineRepl {
    /// The game, online ([`Session::go_online`]).
    session: Session,
    /// Whether the lines are typed at a terminal (done at once or
    /// refused), else piped (each waits for its moment).
    typed: bool,
    /// Lines waiting for their moment (piped input).
    held: VecDeque<String>,
    /// Where the record goes at the end.
    save_at_end: Option<PathBuf>,
    /// Where the game keeps its seat, to forget it once the game is over.
    seat_dir: Option<PathBuf>,
    /// The room's game and turn count when "Your turn" was last said.
    said_turn: Option<(u32, usize)>,
    /// At a terminal: the line editor's printer, and where the prompt and
    /// its completions go when the next line may be read.
    printer: Option<Printer>,
    prompts: Option<Sender<(String, Completions)>>,
}

enum Step {
    Done,
    Wait,
    Quit,
}

impl OnlineRepl {
    /// Runs until `quit`, the end of the input (see the module), or a
    /// connection gone for good.
    ///
    /// # Errors
    /// The connection failed (the server unreachable, the invite refused).
    fn run(&mut self, lines: &Receiver<String>) -> Result<(), String> {
        let mut input_open = true;
        self.ready();
        loop {
            let news = self.session.tick();
            self.say(&news);
            if let Some(view) = self.session.take_view() {
                self.say(&format!("\n{view}"));
            }
            let Some(online) = self.session.online() else {
                return Ok(());
            };
            if let Some(reason) = online.failure() {
                // A refusal in the player's language; a connection lost
                // in the words it came with.
                let reason = online.turned_away().map_or_else(
                    || reason.to_owned(),
                    |e| morris_i18n::words::online::refusal_reason(self.session.localizer(), e),
                );
                return self.finish(Err(reason));
            }
            self.say_whose_turn();
            // Held lines first, in order, each when its moment comes.
            while let Some(line) = self.held.front().cloned() {
                match self.try_line(&line) {
                    Step::Done => {
                        self.held.pop_front();
                    }
                    Step::Wait => break,
                    Step::Quit => return self.finish(Ok(())),
                }
            }
            if !self.held.is_empty() || !input_open {
                std::thread::sleep(POLL);
            } else {
                match lines.recv_timeout(POLL) {
                    Ok(line) => {
                        let step = self.take_line(&line);
                        self.ready();
                        if matches!(step, Step::Quit) {
                            return self.finish(Ok(()));
                        }
                    }
                    Err(RecvTimeoutError::Timeout) => {}
                    Err(RecvTimeoutError::Disconnected) => input_open = false,
                }
            }
            if !input_open && self.held.is_empty() && self.may_leave() {
                if self.session.online().is_some_and(|o| o.outcome().is_none()) {
                    self.say(&tr!(self.session.localizer(), "online-input-ended"));
                }
                return self.finish(Ok(()));
            }
        }
    }

    /// A line read: done, or held for its moment.
    fn take_line(&mut self, line: &str) -> Step {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            return Step::Done;
        }
        match self.try_line(trimmed) {
            Step::Wait => {
                self.held.push_back(trimmed.to_owned());
                Step::Done
            }
            step => step,
        }
    }

    /// With no more input: leave when nothing more can come to us, i.e.
    /// no request of ours waits for its answer, and the game is over, or
    /// it is our turn, or a question waits for us.
    fn may_leave(&self) -> bool {
        let Some(online) = self.session.online() else {
            return true;
        };
        if online.is_asking() {
            return false;
        }
        if online.is_broken() || online.outcome().is_some() {
            return true;
        }
        online.unconfirmed().is_none()
            && online.color().is_some()
            && online.has_opponent()
            && (online.is_our_turn() || online.pending_question().is_some())
    }

    /// Ends the run with `result`: the seat of a game over is forgotten,
    /// else said to stay open, and the record is saved when asked.
    fn finish(&mut self, result: Result<(), String>) -> Result<(), String> {
        if let (Some(dir), Some(online)) = (&self.seat_dir, self.session.online())
            && online.kept_seat().is_some()
        {
            if online.outcome().is_some() {
                KeptSeat::forget(dir);
            } else if !online.is_broken() {
                self.say(&tr!(self.session.localizer(), "online-seat-kept"));
            }
        }
        if let Some(path) = self.save_at_end.take() {
            let reply = self.session.execute(&format!("save {}", path.display()));
            self.show(&reply);
        }
        result
    }

    fn say_whose_turn(&mut self) {
        let Some(state) = self.session.online().and_then(|o| o.state()) else {
            return;
        };
        let key = (state.game, state.moves.len());
        if self.said_turn == Some(key) || !self.session.our_turn_on_board() {
            return;
        }
        self.said_turn = Some(key);
        if self.typed {
            self.say(&tr!(self.session.localizer(), "online-your-turn"));
        }
    }

    /// Whether a piped line must wait: a turn until it is ours and our last
    /// turn or request is answered, an answer until there is a question.
    fn must_wait(&self, command: &Command) -> bool {
        let Some(online) = self.session.online() else {
            return false;
        };
        let busy = online.unconfirmed().is_some() || online.is_asking();
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

    fn try_line(&mut self, line: &str) -> Step {
        if !self.typed
            && let Ok(command) = line.parse::<Command>()
            && self.must_wait(&command)
        {
            return Step::Wait;
        }
        let reply = self.session.execute(line);
        self.show(&reply);
        if reply.quit { Step::Quit } else { Step::Done }
    }

    /// The next line may be read: at a terminal, with the prompt and the
    /// completions of now.
    fn ready(&self) {
        if let Some(prompts) = &self.prompts {
            let _ = prompts.send((self.session.prompt(), self.session.completions()));
        }
    }

    /// Prints `text`, if any: over the line editor's prompt at a terminal,
    /// else on stdout (a closed stdout is not an error).
    fn say(&mut self, text: &str) {
        if text.is_empty() || self.over_prompt(text) {
            return;
        }
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
    }

    /// Prints a reply: its text, then its error (on stderr from a pipe).
    fn show(&mut self, reply: &Reply) {
        self.say(&reply.text);
        if let Some(error) = &reply.error
            && !self.over_prompt(error)
        {
            eprintln!("{error}");
        }
    }

    /// Prints `text` over the line editor's prompt; whether it could.
    fn over_prompt(&mut self, text: &str) -> bool {
        self.printer
            .as_mut()
            .is_some_and(|printer| printer.print(text.to_owned()).is_ok())
    }
}
