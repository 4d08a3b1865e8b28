//! Another program speaking the engine protocol, driven by the referee of
//! `morris match`: started as a child process, asked for one turn at a time,
//! never trusted. Every answer is checked by the core; a crash, silence past
//! the timeout or an answer that is not a move is reported, not believed.
//!
//! Two dialects are spoken. In ours a turn is one move with its removals
//! (`d6-d5xa7`). In the other, spoken by several mill engines, a removal is
//! a ply of its own: the engine answers `d6-d5`, is asked again with that
//! move in the history, and answers `xa7`; its history carries removals as
//! separate tokens (`position startpos moves d6 f4 ... d6-d5 xa7`). Our own
//! engine reads that history form too, so `auto` sends it and accepts both
//! kinds of answer.

use std::collections::VecDeque;
use std::fmt;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::str::FromStr;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use morris_core::{Game, IllegalMoveError, Move, Point, Rules};

/// How long an engine may take to answer `uci` or `isready`.
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);
/// How many of the engine's last `info string` lines are kept to explain a
/// failure.
const KEPT_REMARKS: usize = 3;

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
    /// An answer that is not a move.
    Garbled(String),
    /// A move the rules forbid.
    Illegal(IllegalMoveError),
    /// `bestmove none` or a draw claim in a game that goes on.
    ClaimedGameOver(String),
}

impl fmt::Display for EngineFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineFailure::Start(why) => write!(f, "could not start: {why}"),
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

/// A running engine.
pub struct EngineClient {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
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
        let words = &setup.command.words;
        let mut child = Command::new(&words[0])
            .args(&words[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| EngineFailure::Start(format!("{}: {e}", words[0])))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(EngineFailure::Start("no pipes to the program".to_owned()));
        };
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut bytes = Vec::new();
            loop {
                bytes.clear();
                match reader.read_until(b'\n', &mut bytes) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        let line = String::from_utf8_lossy(&bytes).trim().to_owned();
                        if tx.send(line).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        let mut client = EngineClient {
            child,
            stdin,
            lines,
            name: words[0].clone(),
            dialect: setup.dialect,
            remarks: VecDeque::new(),
        };
        let start = |e: EngineFailure| EngineFailure::Start(e.to_string());
        client.send("uci").map_err(start)?;
        let mut advertised = Vec::new();
        let mut id_name = None;
        client
            .wait_for(HANDSHAKE_TIMEOUT, |line| {
                let words: Vec<&str> = line.split_whitespace().collect();
                match words.as_slice() {
                    ["uciok", ..] => return true,
                    ["id", "name", name @ ..] => id_name = Some(name.join(" ")),
                    ["option", "name", rest @ ..] => {
                        let end = rest.iter().position(|w| *w == "type").unwrap_or(rest.len());
                        advertised.push(rest[..end].join(" "));
                    }
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
        self.send("ucinewgame")?;
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
        let pos = game.position();
        let history = self.history(game);
        let answer = self.ask(&history, movetime, timeout)?;
        if answer.starts_with(['x', 'X']) {
            return Err(EngineFailure::Garbled(answer));
        }
        let m: Move = answer
            .parse()
            .map_err(|_| EngineFailure::Garbled(answer.clone()))?;
        if !m.removals().is_empty() || self.dialect == Dialect::Turn {
            pos.check(m).map_err(EngineFailure::Illegal)?;
            return Ok(m);
        }
        let mut turn = pos
            .begin_turn(m.from(), m.to())
            .map_err(EngineFailure::Illegal)?;
        // The split dialect: each removal is asked for on its own.
        while !turn.is_complete() {
            let mut steps = history.clone();
            steps.push(turn.base().to_string());
            steps.extend(turn.removed().iter().map(|r| format!("x{r}")));
            let answer = self.ask(&steps, movetime, timeout)?;
            let point: Point = answer
                .strip_prefix(['x', 'X'])
                .unwrap_or(&answer)
                .parse()
                .map_err(|_| EngineFailure::Garbled(answer.clone()))?;
            turn.remove(point).map_err(EngineFailure::Illegal)?;
        }
        Ok(turn.to_move().unwrap_or(m))
    }

    /// The engine's last `info string` lines, for a report of what went
    /// wrong.
    #[must_use]
    pub fn remarks(&self) -> Vec<String> {
        self.remarks.iter().cloned().collect()
    }

    /// The moves of `game` as the dialect writes them in `position`.
    fn history(&self, game: &Game) -> Vec<String> {
        let mut words = Vec::new();
        for m in game.moves() {
            if self.dialect == Dialect::Turn {
                words.push(m.to_string());
            } else {
                words.push(m.base().to_string());
                words.extend(m.removals().iter().map(|r| format!("x{r}")));
            }
        }
        words
    }

    /// Sends the position and `go`, and returns the word after `bestmove`.
    fn ask(
        &mut self,
        moves: &[String],
        movetime: Duration,
        timeout: Duration,
    ) -> Result<String, EngineFailure> {
        let position = if moves.is_empty() {
            "position startpos".to_owned()
        } else {
            format!("position startpos moves {}", moves.join(" "))
        };
        self.send(&position)?;
        self.send(&format!("go movetime {}", movetime.as_millis().max(1)))?;
        let mut best = None;
        self.wait_for(timeout, |line| {
            // Some engines end an `info` line with `bestmove`: look anywhere.
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.iter().position(|w| *w == "bestmove") {
                Some(i) => {
                    best = Some(words.get(i + 1).copied().unwrap_or("").to_owned());
                    true
                }
                None => false,
            }
        })?;
        let best = best.unwrap_or_default();
        match best.as_str() {
            "" => Err(EngineFailure::Garbled("bestmove".to_owned())),
            "none" | "(none)" | "0000" | "draw" | "resign" => {
                Err(EngineFailure::ClaimedGameOver(best))
            }
            _ => Ok(best),
        }
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineFailure> {
        self.send(&format!("setoption name {name} value {value}"))
    }

    fn ready(&mut self) -> Result<(), EngineFailure> {
        self.send("isready")?;
        self.wait_for(HANDSHAKE_TIMEOUT, |line| line == "readyok")
    }

    fn send(&mut self, line: &str) -> Result<(), EngineFailure> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|_| self.crashed())
    }

    /// Reads lines until `done` says so, for at most `timeout`.
    fn wait_for(
        &mut self,
        timeout: Duration,
        mut done: impl FnMut(&str) -> bool,
    ) -> Result<(), EngineFailure> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    if let Some(remark) = line.strip_prefix("info string ") {
                        if self.remarks.len() == KEPT_REMARKS {
                            self.remarks.pop_front();
                        }
                        self.remarks.push_back(remark.to_owned());
                    }
                    if done(&line) {
                        return Ok(());
                    }
                }
                Err(RecvTimeoutError::Timeout) => return Err(EngineFailure::Timeout(timeout)),
                Err(RecvTimeoutError::Disconnected) => return Err(self.crashed()),
            }
        }
    }

    /// Describes how the program ended.
    fn crashed(&mut self) -> EngineFailure {
        // Give a dying process a moment to be reaped with its status.
        for _ in 0..20 {
            if let Ok(Some(status)) = self.child.try_wait() {
                return EngineFailure::Crashed(format!("the program exited ({status})"));
            }
            thread::sleep(Duration::from_millis(5));
        }
        EngineFailure::Crashed("the program closed its output".to_owned())
    }
}

impl Drop for EngineClient {
    /// Asks the engine to quit, and ends it if it does not.
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit").and_then(|()| self.stdin.flush());
        for _ in 0..50 {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(4));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
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
