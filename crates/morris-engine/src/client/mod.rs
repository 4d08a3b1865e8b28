//! Another program speaking the engine protocol, as the referee of `morris
//! match` drives it: started as a child process ([`EngineProcess`]), asked
//! for one turn at a time ([`EngineClient`]), never trusted. Every answer is checked by the core; a crash, silence past
//! the timeout or an answer that is not a move is reported, not believed.
//!
//! Two dialects are spoken. In ours a turn is one move with its removals
//! (`d6-d5xa7`). In the other, spoken by several mill engines, a removal is
//! a ply of its own: the engine answers `d6-d5`, is asked again with that
//! move in the history, and answers `xa7`; its history carries removals as
//! separate tokens (`position startpos moves d6 f4 ... d6-d5 xa7`). Our own
//! engine reads that history form too, so `auto` sends it and accepts both
//! kinds of answer.
//!
//! Whatever the engine prints, every wait ends at its deadline (it is
//! checked after every line, not only when the engine is silent), lines
//! are cut at [`process::MAX_LINE`] bytes, and a reason quotes at most
//! [`QUOTED`] characters of what the engine said. A `bestmove` that comes
//! when no `go` waits for one (a second answer to one `go`) is dropped and
//! noted in [`EngineClient::remarks`]: before each `go` the client asks
//! `isready` and drops every `bestmove` that comes before `readyok`.

mod process;

use std::collections::VecDeque;
use std::fmt;
use std::process::Stdio;
use std::str::FromStr;
use std::time::{Duration, Instant};

use morris_core::{Game, IllegalMoveError, Move, PlayError, Rules};

use crate::message::{Answer, BestMove, Command, GoParams, Info, ParseAnswerError, Start};
use crate::notation::{Notation, Ply, PlyGame, ReplayError};
pub use process::{EngineProcess, Heard, MAX_LINE, QUEUED_LINES, Silence};

/// How long an engine may take to answer `uci` or `isready`.
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a program whose output closed is given to exit, so that its
/// status can be told.
const EXIT_GRACE: Duration = Duration::from_millis(100);
/// How long an engine told to `quit` is given before it is ended.
const QUIT_GRACE: Duration = Duration::from_millis(200);
/// How many of the engine's last `info string` lines are kept to explain a
/// failure.
const KEPT_REMARKS: usize = 3;
/// How many characters of an engine's words a reason or remark quotes.
pub const QUOTED: usize = 80;

/// At most [`QUOTED`] characters of `text`, with `...` when cut.
fn quote(text: &str) -> String {
    match text.char_indices().nth(QUOTED) {
        Some((end, _)) => format!("{}...", &text[..end]),
        None => text.to_owned(),
    }
}

/// An answer that is not a move, quoted short.
fn garbled(text: &str) -> EngineFailure {
    EngineFailure::Garbled(quote(text))
}

/// Whether a line the engine wrote is (or tries to be) a `bestmove`.
fn is_bestmove(answer: &Result<Answer, ParseAnswerError>) -> bool {
    matches!(
        answer,
        Ok(Answer::BestMove { .. }) | Err(ParseAnswerError::NoMove | ParseAnswerError::BadMove(_))
    )
}

/// How an engine writes removals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Dialect {
    /// Send removals apart in the history; accept answers of either kind.
    #[default]
    Auto,
    /// A turn is one move with its removals: `d6-d5xa7`.
    Turn,
    /// A removal is a ply of its own, asked for with its own `go`.
    Split,
}

impl FromStr for Dialect {
    type Err = String;

    fn from_str(s: &str) -> Result<Dialect, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "auto" => Ok(Dialect::Auto),
            "turn" => Ok(Dialect::Turn),
            "split" => Ok(Dialect::Split),
            other => Err(format!("expected auto, turn or split, got {other:?}")),
        }
    }
}

impl Dialect {
    /// How histories are written to an engine of this dialect: whole turns
    /// for [`Dialect::Turn`], else removals apart (which our engine reads
    /// too).
    #[must_use]
    pub fn history_notation(self) -> Notation {
        match self {
            Dialect::Turn => Notation::Turn,
            Dialect::Auto | Dialect::Split => Notation::Split,
        }
    }
}

impl fmt::Display for Dialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Dialect::Auto => "auto",
            Dialect::Turn => "turn",
            Dialect::Split => "split",
        })
    }
}

/// What went wrong with an engine. Each loses the game it happens in.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum EngineFailure {
    /// The program could not be started or did not finish the handshake.
    Start(String),
    /// The program ended or closed its output.
    Crashed(String),
    /// No `bestmove` within the time allowed.
    Timeout(Duration),
    /// An answer that is not a move (at most [`QUOTED`] characters of it).
    Garbled(String),
    /// A move the rules forbid.
    Illegal(IllegalMoveError),
    /// `bestmove none` or a draw claim in a game that goes on.
    ClaimedGameOver(String),
}

impl fmt::Display for EngineFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineFailure::Start(why) if why.is_empty() => write!(f, "could not start"),
            EngineFailure::Start(why) => write!(f, "could not start: {why}"),
            EngineFailure::Crashed(why) if why.is_empty() => write!(f, "crashed"),
            EngineFailure::Crashed(why) => write!(f, "crashed: {why}"),
            EngineFailure::Timeout(t) => write!(f, "no answer within {} ms", t.as_millis()),
            EngineFailure::Garbled(answer) => write!(f, "answered {answer:?}, which is not a move"),
            EngineFailure::Illegal(e) => write!(f, "{e}"),
            EngineFailure::ClaimedGameOver(answer) => {
                write!(f, "answered bestmove {answer} while the game goes on")
            }
        }
    }
}

/// The program to run: its path and arguments, split as a shell would.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineCommand {
    /// The words: the program first.
    pub words: Vec<String>,
}

impl FromStr for EngineCommand {
    type Err = String;

    fn from_str(s: &str) -> Result<EngineCommand, String> {
        let words = shlex::split(s).ok_or_else(|| format!("unbalanced quotes in {s:?}"))?;
        if words.is_empty() {
            return Err("the engine command is empty".to_owned());
        }
        Ok(EngineCommand { words })
    }
}

impl EngineCommand {
    /// The process to start, its error output dropped; `None` when there
    /// are no words.
    #[must_use]
    pub fn command(&self) -> Option<std::process::Command> {
        let (program, args) = self.words.split_first()?;
        let mut command = std::process::Command::new(program);
        command.args(args).stderr(Stdio::null());
        Some(command)
    }
}

impl fmt::Display for EngineCommand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&shlex::try_join(self.words.iter().map(String::as_str)).unwrap_or_default())
    }
}

/// How to start and set up an engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineSetup {
    /// The program.
    pub command: EngineCommand,
    /// How it writes removals.
    pub dialect: Dialect,
    /// `setoption` name and value pairs, sent after the handshake.
    pub options: Vec<(String, String)>,
    /// The rules, sent as our rule options when the engine lists them.
    pub rules: Rules,
}

/// A running engine, set up and ready for a game.
pub struct EngineClient {
    process: EngineProcess,
    name: String,
    dialect: Dialect,
    /// The engine's last `info string` lines.
    remarks: VecDeque<String>,
}

impl fmt::Debug for EngineClient {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("EngineClient")
            .field("name", &self.name)
            .field("dialect", &self.dialect)
            .finish_non_exhaustive()
    }
}

impl EngineClient {
    /// Starts the engine, shakes hands (`uci`, options, `isready`).
    ///
    /// # Errors
    /// [`EngineFailure::Start`] when the program does not start or does not
    /// answer the handshake in time.
    pub fn start(setup: &EngineSetup) -> Result<EngineClient, EngineFailure> {
        let program = setup.command.words.first().cloned().unwrap_or_default();
        let command = setup
            .command
            .command()
            .ok_or_else(|| EngineFailure::Start("the engine command is empty".to_owned()))?;
        let process = EngineProcess::spawn(command)
            .map_err(|e| EngineFailure::Start(format!("{program}: {e}")))?;
        let mut client = EngineClient {
            process,
            name: program,
            dialect: setup.dialect,
            remarks: VecDeque::new(),
        };
        let start = |e: EngineFailure| EngineFailure::Start(e.to_string());
        client.send(&Command::Uci).map_err(start)?;
        let mut advertised = Vec::new();
        let mut id_name = None;
        client
            .wait_for(HANDSHAKE_TIMEOUT, |answer| {
                match answer {
                    Ok(Answer::UciOk) => return true,
                    Ok(Answer::IdName(name)) => id_name = Some(name),
                    Ok(Answer::Option(spec)) => advertised.push(spec.name),
                    // An option line out of form still names an option.
                    Err(ParseAnswerError::Option(Some(name))) => advertised.push(name),
                    _ => {}
                }
                false
            })
            .map_err(start)?;
        if let Some(name) = id_name.filter(|n| !n.is_empty()) {
            client.name = name;
        }
        let offers = |name: &str| advertised.iter().any(|o| o.eq_ignore_ascii_case(name));
        for (name, value) in rule_options(setup.rules, offers) {
            client.set_option(&name, &value).map_err(start)?;
        }
        for (name, value) in &setup.options {
            client.set_option(name, value).map_err(start)?;
        }
        client.ready().map_err(start)?;
        Ok(client)
    }

    /// The engine's name, from its `id name` line (else the program).
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Tells the engine a new game starts and waits until it is ready.
    ///
    /// # Errors
    /// When it crashed or does not answer `isready` in time.
    pub fn new_game(&mut self) -> Result<(), EngineFailure> {
        self.send(&Command::UciNewGame)?;
        self.ready()
    }

    /// Asks the engine for its turn in `game`, `movetime` for each `go`,
    /// waiting at most `timeout` for each answer, and checks the answer
    /// against the rules.
    ///
    /// # Errors
    /// An [`EngineFailure`] when the engine crashed, timed out, answered
    /// something that is not a move or a move the rules forbid.
    pub fn turn(
        &mut self,
        game: &Game,
        movetime: Duration,
        timeout: Duration,
    ) -> Result<Move, EngineFailure> {
        let go = GoParams::movetime(movetime.as_millis().max(1) as u64);
        let notation = self.dialect.history_notation();
        let first = match self.best_move(&notation.history(game.moves()), &go, timeout)? {
            // Removals due begin with a removal.
            Ply::Removal(point) if game.position().removals_due() > 0 => Ply::Removal(point),
            removal @ Ply::Removal(_) => return Err(garbled(&removal.to_string())),
            other => other,
        };
        let whole = match first {
            Ply::Move(m) if !m.removals().is_empty() || self.dialect == Dialect::Turn => Some(m),
            Ply::Removal(point) if self.dialect == Dialect::Turn => Some(Move::removal(point)),
            _ => None,
        };
        if let Some(m) = whole {
            game.position().check(m).map_err(EngineFailure::Illegal)?;
            return Ok(m);
        }
        // The split dialect: each removal is asked for on its own.
        let m = match first {
            Ply::Move(m) => m,
            Ply::Removal(point) => Move::removal(point),
        };
        let mut plies = PlyGame::from_game(game.clone());
        plies.play(first).map_err(refused)?;
        while let Some(turn) = plies.pending().copied() {
            let point = match self.best_move(&plies.history(notation), &go, timeout) {
                // An engine may end the turn where its first removals
                // decide the game (Sanmill's does): the rest are made for
                // it, as they change nothing.
                Err(EngineFailure::ClaimedGameOver(_)) if turn.is_decided() => {
                    return turn.completed().ok_or_else(|| garbled("bestmove none"));
                }
                answer => answer?,
            };
            let point = match point {
                Ply::Removal(point) => point,
                // A removal written as the bare point.
                Ply::Move(m) if m.is_placement() && m.removals().is_empty() => m.to(),
                other @ Ply::Move(_) => return Err(garbled(&other.to_string())),
            };
            plies.play(Ply::Removal(point)).map_err(refused)?;
        }
        Ok(plies.game().moves().last().copied().unwrap_or(m))
    }

    /// The engine's last `info string` lines and notes of the `bestmove`s
    /// dropped because no `go` waited for them, for a report of what went
    /// wrong.
    #[must_use]
    pub fn remarks(&self) -> Vec<String> {
        self.remarks.iter().cloned().collect()
    }

    /// Sends the position after `history` from the start and `go`, and
    /// returns the ply the engine answers within `timeout`. First it asks
    /// `isready`, and a `bestmove` that comes before `readyok` answers no
    /// `go` of this one: it is dropped (and noted in the remarks).
    ///
    /// # Errors
    /// When the engine crashed or timed out, claims the game is over or
    /// answers something that is not a move.
    pub fn best_move(
        &mut self,
        history: &[Ply],
        go: &GoParams,
        timeout: Duration,
    ) -> Result<Ply, EngineFailure> {
        let deadline = Instant::now() + timeout;
        self.send(&Command::IsReady)?;
        self.wait_until(deadline, false, |answer| {
            matches!(answer, Ok(Answer::ReadyOk))
        })
        .map_err(|e| timed_out(e, timeout))?;
        self.send(&Command::Position {
            start: Start::StartPos,
            moves: history.to_vec(),
        })?;
        self.send(&Command::Go(go.clone()))?;
        let mut best = None;
        self.wait_until(deadline, true, |answer| match answer {
            Ok(Answer::BestMove { best: b, .. }) => {
                best = Some(match b {
                    BestMove::Ply(ply) => Ok(ply),
                    other => Err(EngineFailure::ClaimedGameOver(other.to_string())),
                });
                true
            }
            Err(ParseAnswerError::NoMove) => {
                best = Some(Err(garbled("bestmove")));
                true
            }
            Err(ParseAnswerError::BadMove(e)) => {
                best = Some(Err(garbled(e.word())));
                true
            }
            _ => false,
        })
        .map_err(|e| timed_out(e, timeout))?;
        best.unwrap_or_else(|| Err(garbled("bestmove")))
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineFailure> {
        self.send(&Command::SetOption {
            name: name.to_owned(),
            value: value.to_owned(),
        })
    }

    fn ready(&mut self) -> Result<(), EngineFailure> {
        self.send(&Command::IsReady)?;
        self.wait_for(HANDSHAKE_TIMEOUT, |answer| {
            matches!(answer, Ok(Answer::ReadyOk))
        })
    }

    /// Writes one command.
    ///
    /// # Errors
    /// [`EngineFailure::Crashed`] when the engine no longer reads.
    pub fn send(&mut self, command: &Command) -> Result<(), EngineFailure> {
        self.process.send(command).map_err(|_| self.crashed())
    }

    /// Reads answers until `done` says so, for at most `timeout`; lines
    /// that are no answer are passed on as errors. No `go` waits: a
    /// `bestmove` is dropped.
    fn wait_for(
        &mut self,
        timeout: Duration,
        done: impl FnMut(Result<Answer, ParseAnswerError>) -> bool,
    ) -> Result<(), EngineFailure> {
        self.wait_until(Instant::now() + timeout, false, done)
            .map_err(|e| timed_out(e, timeout))
    }

    /// Reads answers until `done` says so or `deadline` passes, however
    /// fast the engine prints: the deadline is checked after every line.
    /// A `bestmove` goes to `done` only when a `go` waits (`go_waits`);
    /// else it is dropped and noted in the remarks. A timeout is told as
    /// `Timeout(0)`, for the caller to say how long it waited.
    fn wait_until(
        &mut self,
        deadline: Instant,
        go_waits: bool,
        mut done: impl FnMut(Result<Answer, ParseAnswerError>) -> bool,
    ) -> Result<(), EngineFailure> {
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(EngineFailure::Timeout(Duration::ZERO));
            }
            match self.process.next(left) {
                Ok(heard) => {
                    let answer = heard.answer();
                    if let Ok(Answer::Info(Info::String(remark))) = &answer {
                        self.remark(quote(remark));
                    }
                    if !go_waits && is_bestmove(&answer) {
                        self.remark(format!("dropped {:?}: no go waited", quote(&heard.line)));
                    } else if done(answer) {
                        return Ok(());
                    }
                }
                Err(Silence::Timeout) => return Err(EngineFailure::Timeout(Duration::ZERO)),
                Err(Silence::Closed) => return Err(self.crashed()),
            }
        }
    }

    /// Keeps a remark, the oldest dropped past [`KEPT_REMARKS`].
    fn remark(&mut self, remark: String) {
        if self.remarks.len() == KEPT_REMARKS {
            self.remarks.pop_front();
        }
        self.remarks.push_back(remark);
    }

    /// Describes how the program ended.
    fn crashed(&mut self) -> EngineFailure {
        // Give a dying process a moment to be reaped with its status.
        match self.process.wait_exit(EXIT_GRACE) {
            Ok(Some(status)) => EngineFailure::Crashed(format!("the program exited ({status})")),
            _ => EngineFailure::Crashed("the program closed its output".to_owned()),
        }
    }
}

impl Drop for EngineClient {
    /// Asks the engine to quit, and ends it if it does not.
    fn drop(&mut self) {
        let _ = self.process.send(&Command::Quit);
        if !matches!(self.process.wait_exit(QUIT_GRACE), Ok(Some(_))) {
            self.process.kill();
        }
    }
}

/// A timeout from [`EngineClient::wait_until`] told with the time waited.
fn timed_out(e: EngineFailure, waited: Duration) -> EngineFailure {
    match e {
        EngineFailure::Timeout(_) => EngineFailure::Timeout(waited),
        other => other,
    }
}

/// A history the engine refused to take back, as the failure it is.
fn refused(e: ReplayError) -> EngineFailure {
    match e {
        ReplayError::Illegal(e) | ReplayError::Play(PlayError::Illegal(e)) => {
            EngineFailure::Illegal(e)
        }
        other => garbled(&other.to_string()),
    }
}

/// The rule options to send to an engine that lists them by our names:
/// the preset (`Rules`) and then every option, so nothing is left at the
/// engine's own default.
fn rule_options(rules: Rules, offers: impl Fn(&str) -> bool) -> Vec<(String, String)> {
    let mut options = Vec::new();
    let (preset, _) = rules.closest_preset();
    if offers("Rules") {
        options.push(("Rules".to_owned(), preset.name().to_owned()));
    }
    for option in morris_core::RuleOption::ALL {
        if offers(option.tag()) {
            options.push((option.tag().to_owned(), rules.get(option)));
        }
    }
    options
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_split_as_a_shell_would() {
        let c: EngineCommand = r#"/opt/my engine/tgf "uci""#.parse().unwrap();
        assert_eq!(c.words, ["/opt/my", "engine/tgf", "uci"]);
        let c: EngineCommand = r#"'/opt/my engine/tgf' uci"#.parse().unwrap();
        assert_eq!(c.words, ["/opt/my engine/tgf", "uci"]);
        assert!("".parse::<EngineCommand>().is_err());
        assert!("'open".parse::<EngineCommand>().is_err());
    }

    #[test]
    fn quotes_are_short() {
        assert_eq!(quote("d6"), "d6");
        let long = "é".repeat(200);
        assert_eq!(quote(&long), format!("{}...", "é".repeat(QUOTED)));
        assert_eq!(quote(&"x".repeat(QUOTED)), "x".repeat(QUOTED));
    }

    #[test]
    fn dialects_parse() {
        assert_eq!("Split".parse::<Dialect>(), Ok(Dialect::Split));
        assert!("both".parse::<Dialect>().is_err());
    }

    #[test]
    fn rule_options_go_only_to_engines_that_list_them() {
        let rules = Rules::preset(morris_core::Preset::Twelve);
        let ours = rule_options(rules, |_| true);
        assert_eq!(ours[0], ("Rules".to_owned(), "twelve".to_owned()));
        assert!(ours.contains(&("Pieces".to_owned(), "12".to_owned())));
        assert!(rule_options(rules, |name| name == "PiecesCount").is_empty());
    }
}
