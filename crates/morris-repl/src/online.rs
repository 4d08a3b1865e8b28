//! `morris online host` and `morris online join`: a game with a friend
//! through `morris serve`, in the terminal. Lines come from the player (or
//! a pipe), events from the server; both are worded here, the game is
//! [`morris_play::online::OnlineGame`]'s.
//!
//! From a pipe, a line waits for its moment: a turn until it is ours, an
//! answer until there is a question, so that two scripts can play one game
//! against each other. At the end of the input the program stays while the
//! friend is to move, and leaves once it is our turn or the game is over.

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::Duration;

use morris_core::{Color, Move};
use morris_i18n::{Localizer, records, tr, words};
use morris_play::online::{ErrorCode, OnlineEvent, OnlineGame, PlayRefusal, Question};

use crate::board;

/// How the player's lines are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// Typed at a terminal: a line is done at once or refused.
    Typed,
    /// From a pipe: a line waits for its moment.
    Piped,
}

/// What a line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Line {
    Turn(Move),
    Resign,
    Draw,
    Accept,
    Decline,
    TakeBack,
    Rematch,
    Claim,
    Show,
    Moves,
    Record,
    Save(PathBuf),
    Help,
    Quit,
}

fn parse(line: &str) -> Result<Line, String> {
    let mut words = line.split_whitespace();
    let first = words.next().unwrap_or_default();
    let rest: Vec<&str> = words.collect();
    let word = first.to_ascii_lowercase();
    let plain = |l: Line| {
        if rest.is_empty() {
            Ok(l)
        } else {
            Err(first.to_owned())
        }
    };
    match word.as_str() {
        "resign" => plain(Line::Resign),
        "draw" => plain(Line::Draw),
        "accept" | "yes" | "y" => plain(Line::Accept),
        "decline" | "no" | "n" => plain(Line::Decline),
        "takeback" | "take-back" | "undo" => plain(Line::TakeBack),
        "rematch" => plain(Line::Rematch),
        "claim" => plain(Line::Claim),
        "show" | "board" => plain(Line::Show),
        "moves" | "history" => plain(Line::Moves),
        "record" => plain(Line::Record),
        "help" | "?" => plain(Line::Help),
        "quit" | "exit" => plain(Line::Quit),
        "save" if rest.len() == 1 => Ok(Line::Save(PathBuf::from(rest[0]))),
        _ => line
            .trim()
            .parse::<Move>()
            .map(Line::Turn)
            .map_err(|_| first.to_owned()),
    }
}

/// The terminal side of an online game.
#[derive(Debug)]
pub struct OnlineRepl {
    online: OnlineGame,
    loc: Localizer,
    input: Input,
    color: bool,
    /// Lines waiting for their moment (piped input).
    held: VecDeque<String>,
    /// The turn count when our last turn was sent, until the server
    /// answers.
    awaiting: Option<usize>,
    /// Where the record goes at the end.
    save_at_end: Option<PathBuf>,
    said_turn: Option<(u32, usize)>,
    /// The server's answer count when a request was sent, until it grows.
    asked: Option<u64>,
    /// A resignation or a claim was sent: the end, or a refusal, is awaited.
    ending: bool,
    /// Where the seat is kept for `morris online rejoin`, with the
    /// certificates trusted; whether it was kept.
    seat_dir: Option<PathBuf>,
    ca: Option<PathBuf>,
    seat_kept: bool,
}

impl OnlineRepl {
    /// A terminal game over `online`.
    #[must_use]
    pub fn new(online: OnlineGame, loc: Localizer, input: Input, color: bool) -> OnlineRepl {
        OnlineRepl {
            online,
            loc,
            input,
            color,
            held: VecDeque::new(),
            awaiting: None,
            save_at_end: None,
            said_turn: None,
            asked: None,
            ending: false,
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

    /// Runs until `quit`, the end of the input (see the module), or a
    /// connection gone for good; `say` prints a line.
    ///
    /// # Errors
    /// The connection failed (the server unreachable, the invite refused).
    pub fn run(
        &mut self,
        lines: &Receiver<String>,
        say: &mut dyn FnMut(&str),
    ) -> Result<(), String> {
        let mut input_open = true;
        let result = loop {
            for event in self.online.poll(Duration::from_millis(30)) {
                if let OnlineEvent::Failed(reason) = &event {
                    let reason = reason.clone();
                    say(&self.word(event));
                    return Err(reason);
                }
                let text = self.word(event);
                if !text.is_empty() {
                    say(&text);
                }
            }
            if !self.seat_kept
                && let (Some(dir), Some(seat)) =
                    (&self.seat_dir, self.online.kept_seat(self.ca.as_deref()))
            {
                self.seat_kept = true;
                if let Err(e) = seat.save(dir) {
                    say(&tr!(
                        self.loc,
                        "online-seat-not-kept",
                        reason = e.to_string()
                    ));
                }
            }
            // Our turn is answered once the server's state holds it.
            if let (Some(sent), Some(state)) = (self.awaiting, self.online.state())
                && (state.moves.len() > sent || state.outcome.is_some())
            {
                self.awaiting = None;
            }
            if self.asked.is_some_and(|n| self.online.answers() > n) {
                self.asked = None;
            }
            if self.online.outcome().is_some() || self.online.is_broken() {
                self.ending = false;
            }
            self.say_whose_turn(say);
            // Held lines first, in order, each when its moment comes.
            let mut quit = false;
            while let Some(line) = self.held.front().cloned() {
                match self.try_line(&line, say) {
                    Step::Done => {
                        self.held.pop_front();
                    }
                    Step::Wait => break,
                    Step::Quit => {
                        quit = true;
                        break;
                    }
                }
            }
            if quit {
                break Ok(());
            }
            if self.held.is_empty() && input_open {
                match lines.try_recv() {
                    Ok(line) => {
                        let trimmed = line.trim();
                        if trimmed.is_empty() || trimmed.starts_with('#') {
                            continue;
                        }
                        match self.try_line(trimmed, say) {
                            Step::Done => {}
                            Step::Wait => self.held.push_back(trimmed.to_owned()),
                            Step::Quit => break Ok(()),
                        }
                    }
                    Err(TryRecvError::Empty) => {}
                    Err(TryRecvError::Disconnected) => input_open = false,
                }
            }
            if !input_open
                && self.held.is_empty()
                && self.awaiting.is_none()
                && self.asked.is_none()
                && !self.ending
                && self.may_leave()
            {
                if self.online.outcome().is_none() {
                    say(&tr!(self.loc, "online-input-ended"));
                }
                break Ok(());
            }
        };
        self.finish(say);
        result
    }

    /// With no more input: leave when nothing more can come to us, i.e.
    /// the game is over, or it is our turn, or a question waits for us.
    fn may_leave(&self) -> bool {
        if self.online.is_broken() {
            return true;
        }
        match self.online.outcome() {
            // No more input: a rematch asked cannot be answered by us.
            Some(_) => true,
            None => {
                self.online.color().is_some()
                    && self.online.has_opponent()
                    && (self.online.is_our_turn() || self.online.pending_question().is_some())
            }
        }
    }

    fn finish(&mut self, say: &mut dyn FnMut(&str)) {
        if let (Some(dir), true) = (&self.seat_dir, self.seat_kept) {
            if self.online.outcome().is_some() {
                morris_play::online::KeptSeat::forget(dir);
            } else if !self.online.is_broken() {
                say(&tr!(self.loc, "online-seat-kept"));
            }
        }
        if let Some(path) = self.save_at_end.take() {
            self.save(&path, say);
        }
    }

    fn save(&self, path: &Path, say: &mut dyn FnMut(&str)) {
        let Some(text) = self.online.record_text() else {
            say(&tr!(self.loc, "online-not-seated"));
            return;
        };
        match morris_play::store::write_atomically(path, text.as_bytes()) {
            Ok(()) => say(&tr!(self.loc, "saved", file = path.display().to_string())),
            Err(e) => say(&tr!(
                self.loc,
                "error-save",
                file = path.display().to_string(),
                reason = e.to_string()
            )),
        }
    }

    fn say_whose_turn(&mut self, say: &mut dyn FnMut(&str)) {
        let Some(state) = self.online.state() else {
            return;
        };
        let key = (state.game, state.moves.len());
        if self.said_turn == Some(key)
            || self.online.outcome().is_some()
            || !self.online.has_opponent()
        {
            return;
        }
        if self.online.is_our_turn() && self.awaiting.is_none() {
            self.said_turn = Some(key);
            if self.input == Input::Typed {
                say(&tr!(self.loc, "online-your-turn"));
            }
        }
    }

    fn try_line(&mut self, line: &str, say: &mut dyn FnMut(&str)) -> Step {
        let piped = self.input == Input::Piped;
        let parsed = match parse(line) {
            Ok(l) => l,
            Err(word) => {
                say(&tr!(self.loc, "online-unknown", word = word));
                return Step::Done;
            }
        };
        let over = self.online.outcome().is_some();
        match parsed {
            Line::Turn(mv) => {
                if piped && (self.awaiting.is_some() || self.asked.is_some()) {
                    return Step::Wait;
                }
                if piped && !over && !self.online.is_broken() && !self.online.is_our_turn() {
                    return Step::Wait;
                }
                match self.online.play(mv) {
                    Ok(()) => {
                        self.awaiting = self.online.game().map(|g| g.moves().len());
                    }
                    Err(refusal) => say(&self.refusal(mv, &refusal)),
                }
            }
            Line::Accept | Line::Decline => {
                let accept = parsed == Line::Accept;
                match self.online.pending_question() {
                    Some(q) => {
                        self.online.answer(q, accept);
                        self.asked = Some(self.online.answers());
                    }
                    None if piped && !self.online.is_broken() => return Step::Wait,
                    None => say(&tr!(self.loc, "online-no-question")),
                }
            }
            Line::Draw => match self.online.pending_question() {
                Some(Question::Draw) => {
                    self.online.answer(Question::Draw, true);
                    self.asked = Some(self.online.answers());
                }
                _ if over => say(&tr!(self.loc, "online-game-over")),
                _ => {
                    if piped && (self.awaiting.is_some() || self.asked.is_some()) {
                        return Step::Wait;
                    }
                    self.online.offer_draw();
                    self.asked = Some(self.online.answers());
                    say(&tr!(self.loc, "online-draw-sent"));
                }
            },
            Line::Resign => {
                if piped && (self.awaiting.is_some() || self.asked.is_some()) {
                    return Step::Wait;
                }
                if over {
                    say(&tr!(self.loc, "online-game-over"));
                } else {
                    self.online.resign();
                    self.asked = Some(self.online.answers());
                    self.ending = true;
                }
            }
            Line::TakeBack => {
                if piped && (self.awaiting.is_some() || self.asked.is_some()) {
                    return Step::Wait;
                }
                self.online.ask_take_back();
                self.asked = Some(self.online.answers());
                say(&tr!(self.loc, "online-takeback-sent"));
            }
            Line::Rematch => match self.online.pending_question() {
                Some(Question::Rematch) => {
                    self.online.answer(Question::Rematch, true);
                    self.asked = Some(self.online.answers());
                }
                _ => {
                    if piped && !over && !self.online.is_broken() {
                        return Step::Wait;
                    }
                    self.online.ask_rematch();
                    self.asked = Some(self.online.answers());
                    say(&tr!(self.loc, "online-rematch-sent"));
                }
            },
            Line::Claim => {
                self.online.claim_win();
                self.asked = Some(self.online.answers());
                self.ending = true;
            }
            Line::Show => {
                if let Some(game) = self.online.game() {
                    say(&board::render(
                        game.position(),
                        game.moves().last().copied(),
                        self.color,
                    ));
                }
            }
            Line::Moves => {
                if let Some(game) = self.online.game() {
                    say(&game.move_list());
                }
            }
            Line::Record => {
                if let Some(text) = self.online.record_text() {
                    say(text.trim_end());
                }
            }
            Line::Save(path) => {
                if piped && (self.awaiting.is_some() || self.asked.is_some()) {
                    return Step::Wait;
                }
                self.save(&path, say);
            }
            Line::Help => say(&tr!(self.loc, "online-help")),
            Line::Quit => return Step::Quit,
        }
        Step::Done
    }

    fn refusal(&self, mv: Move, refusal: &PlayRefusal) -> String {
        let loc = &self.loc;
        match refusal {
            PlayRefusal::NotSeated => tr!(loc, "online-not-seated"),
            PlayRefusal::NoOpponent => tr!(loc, "online-no-opponent"),
            PlayRefusal::NotOurTurn => tr!(loc, "online-not-your-turn", name = self.them()),
            PlayRefusal::Over(_) => tr!(loc, "online-game-over"),
            PlayRefusal::Illegal(reason) => tr!(
                loc,
                "illegal-move",
                mv = mv.to_string(),
                reason = records::illegal_reason(loc, reason)
            ),
            _ => tr!(loc, "online-game-over"),
        }
    }

    fn them(&self) -> String {
        self.online.opponent_name().unwrap_or("?").to_owned()
    }

    fn color_name(&self, color: Color) -> String {
        words::color(&self.loc, color)
    }

    fn word(&mut self, event: OnlineEvent) -> String {
        let loc = &self.loc;
        match event {
            OnlineEvent::Seated {
                invite,
                link,
                watch,
                color,
            } => {
                let mut lines = Vec::new();
                if let Some(code) = invite {
                    // This line is the contract of `morris online host`.
                    lines.push(format!("Invite code: {code}"));
                }
                if let Some(link) = link {
                    lines.push(tr!(loc, "online-link", link = link));
                }
                if let Some(watch) = watch {
                    lines.push(tr!(loc, "online-watch", code = watch));
                }
                lines.push(tr!(loc, "online-you-play", color = self.color_name(color)));
                if !self.online.has_opponent() {
                    lines.push(tr!(loc, "online-waiting"));
                }
                lines.join("\n")
            }
            OnlineEvent::Joined { name } => tr!(loc, "online-joined", name = name),
            OnlineEvent::Played { side, mv, .. } => {
                tr!(
                    loc,
                    "online-played",
                    color = self.color_name(side),
                    mv = mv.to_string()
                )
            }
            OnlineEvent::Over(outcome) => {
                let rules = self.online.state().map(|s| s.rules).unwrap_or_default();
                tr!(
                    loc,
                    "online-over",
                    result = records::outcome(loc, outcome, &rules)
                )
            }
            OnlineEvent::DrawOffered { ours: true }
            | OnlineEvent::TakeBackAsked { ours: true }
            | OnlineEvent::RematchAsked { ours: true } => String::new(),
            OnlineEvent::DrawOffered { ours: false } => {
                tr!(loc, "online-draw-offered", name = self.them())
            }
            OnlineEvent::DrawDeclined => tr!(loc, "online-draw-declined"),
            OnlineEvent::TakeBackAsked { ours: false } => {
                tr!(loc, "online-takeback-asked", name = self.them())
            }
            OnlineEvent::TookBack { turns } => tr!(loc, "online-took-back", turns = turns),
            OnlineEvent::TakeBackDeclined => tr!(loc, "online-takeback-declined"),
            OnlineEvent::RematchAsked { ours: false } => {
                tr!(loc, "online-rematch-asked", name = self.them())
            }
            OnlineEvent::RematchDeclined => tr!(loc, "online-rematch-declined"),
            OnlineEvent::NewGame { color } => {
                tr!(loc, "online-new-game", color = self.color_name(color))
            }
            OnlineEvent::OpponentAway if self.online.outcome().is_some() => {
                tr!(loc, "online-left", name = self.them())
            }
            OnlineEvent::OpponentAway => {
                let minutes = self
                    .online
                    .state()
                    .map_or(2, |s| s.away_limit_ms.div_ceil(60_000));
                tr!(loc, "online-away", name = self.them(), minutes = minutes)
            }
            OnlineEvent::OpponentBack => tr!(loc, "online-back", name = self.them()),
            OnlineEvent::Refused(e) => {
                // A refused turn is answered: the next line need not wait.
                self.awaiting = None;
                self.ending = false;
                tr!(
                    loc,
                    "online-refused",
                    reason = refusal_words(loc, e.code, &e.message)
                )
            }
            OnlineEvent::Reconnecting { attempt } => {
                tr!(loc, "online-reconnecting", attempt = attempt)
            }
            OnlineEvent::Reconnected => tr!(loc, "online-reconnected"),
            OnlineEvent::Record(text) => text,
            OnlineEvent::Failed(reason) => tr!(loc, "online-failed", reason = reason),
            _ => String::new(),
        }
    }
}

enum Step {
    Done,
    Wait,
    Quit,
}

/// A server's refusal in the player's words; the server's own sentence
/// for a code without words of ours.
fn refusal_words(loc: &Localizer, code: ErrorCode, message: &str) -> String {
    morris_play::online::refusal_message(code).map_or_else(|| message.to_owned(), |id| loc.text(id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_commands_or_turns() {
        assert_eq!(parse("RESIGN"), Ok(Line::Resign));
        assert_eq!(
            parse("d6-d5xa7"),
            Ok(Line::Turn("d6-d5xa7".parse().unwrap()))
        );
        assert_eq!(parse("save a b"), Err("save".to_owned()));
        assert_eq!(parse("save g.pgn"), Ok(Line::Save("g.pgn".into())));
        assert_eq!(parse("resign now"), Err("resign".to_owned()));
        assert_eq!(parse("d9"), Err("d9".to_owned()));
    }
}
