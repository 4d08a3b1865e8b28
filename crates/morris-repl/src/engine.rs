//! `morris engine`: the engine protocol (UCI-like, as mill engines speak it)
//! on stdin and stdout, so other programs and tournament scripts can use
//! the AI.
//!
//! The session reads one line at a time ([`EngineSession::handle`]); a
//! search runs on a worker thread and a printer thread writes its `info`
//! lines and the closing `bestmove`, so `stop`, `isready` and `quit` are
//! answered while it thinks. A line that is unknown or malformed gets
//! `info string error: ...` and changes nothing.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use morris_ai::db::{Databases, DbValue};
use morris_ai::search::{Limits, StopFlag};
use morris_ai::{Ai, Event, Level, Score, Thinker};
use morris_core::{Game, Move, Position, Preset, RuleOption, Rules, Setup};

use crate::store::DataDir;

/// Whether the session goes on after a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    /// Read the next line.
    Continue,
    /// `quit`: exit now.
    Quit,
}

/// A search in progress: its stop flag and the printer thread, which hands
/// the AI back when the search ends.
struct Search {
    stop: StopFlag,
    printer: JoinHandle<Ai>,
    /// Raised just before `bestmove` is written: from then on the engine is
    /// idle for the client, though the printer thread may still be ending.
    answered: Arc<AtomicBool>,
}

/// The engine's state between lines.
pub struct EngineSession<W: Write + Send + 'static> {
    out: Arc<Mutex<W>>,
    rules: Rules,
    game: Game,
    ai: Option<Ai>,
    search: Option<Search>,
    level: Level,
    movetime: u64,
    hash_mib: usize,
    seed: u64,
    databases: Option<Arc<Databases>>,
}

/// The endgame databases of `rules` in the data directory, if any pair of
/// them is solved.
fn databases_for(rules: Rules) -> Option<Arc<Databases>> {
    let dir = DataDir::locate()?.databases_dir();
    let dbs = Databases::new(dir, rules);
    dbs.dir().is_dir().then(|| Arc::new(dbs))
}

impl<W: Write + Send + 'static> std::fmt::Debug for EngineSession<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EngineSession")
            .field("rules", &self.rules)
            .field("level", &self.level)
            .finish_non_exhaustive()
    }
}

/// Options that are not rules.
const ENGINE_OPTIONS: [&str; 6] = ["Level", "Rules", "MoveTime", "Threads", "Hash", "Seed"];

impl<W: Write + Send + 'static> EngineSession<W> {
    /// A session writing to `out`, at full strength under the `nine` rules.
    pub fn new(out: W) -> EngineSession<W> {
        let rules = Rules::default();
        let databases = databases_for(rules);
        let mut ai = Ai::new(Level::MAX, 1);
        ai.set_databases(databases.clone());
        EngineSession {
            out: Arc::new(Mutex::new(out)),
            rules,
            game: Game::new(rules),
            ai: Some(ai),
            search: None,
            level: Level::MAX,
            movetime: 1000,
            hash_mib: morris_ai::DEFAULT_HASH_MIB,
            seed: 1,
            databases,
        }
    }

    /// The writer, shared with the printer thread.
    pub fn output(&self) -> Arc<Mutex<W>> {
        Arc::clone(&self.out)
    }

    fn say(&self, line: &str) {
        say(&self.out, line);
    }

    fn error(&self, message: &str) {
        self.say(&format!("info string error: {message}"));
    }

    /// Handles one line of input.
    pub fn handle(&mut self, line: &str) -> Control {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = words.split_first() else {
            return Control::Continue;
        };
        match command {
            "uci" => self.uci(),
            "isready" => self.say("readyok"),
            "setoption" => self.set_option(args),
            "ucinewgame" => self.new_game(),
            "position" => self.position(args),
            "go" => self.go(args),
            "stop" => self.finish_search(),
            "quit" => {
                if let Some(search) = &self.search {
                    search.stop.stop();
                }
                return Control::Quit;
            }
            other => {
                let shown: String = other.chars().take(40).collect();
                self.error(&format!("unknown command {shown:?}"));
            }
        }
        Control::Continue
    }

    /// Waits until no search runs (for scripts and tests).
    pub fn wait(&mut self) {
        if let Some(search) = self.search.take() {
            self.ai = search.printer.join().ok();
        }
    }

    fn uci(&self) {
        let mut lines = vec![
            format!("id name Morris {}", env!("CARGO_PKG_VERSION")),
            "id author The Morris developers".to_owned(),
            "option name Level type spin default 10 min 1 max 10".to_owned(),
            format!(
                "option name Rules type combo default nine{}",
                Preset::ALL
                    .iter()
                    .map(|p| format!(" var {p}"))
                    .collect::<String>()
            ),
        ];
        let nine = Rules::default();
        for option in RuleOption::ALL {
            lines.push(match option {
                RuleOption::Pieces => {
                    "option name Pieces type spin default 9 min 9 max 12".to_owned()
                }
                RuleOption::NMove => {
                    "option name NMove type spin default 50 min 0 max 10000".to_owned()
                }
                _ => format!(
                    "option name {} type combo default {}{}",
                    option.tag(),
                    nine.get(option),
                    option
                        .values()
                        .iter()
                        .map(|v| format!(" var {v}"))
                        .collect::<String>()
                ),
            });
        }
        lines.extend([
            "option name MoveTime type spin default 1000 min 1 max 3600000".to_owned(),
            "option name Threads type spin default 1 min 1 max 1".to_owned(),
            "option name Hash type spin default 64 min 1 max 4096".to_owned(),
            "option name Seed type spin default 1 min 0 max 4294967295".to_owned(),
            "uciok".to_owned(),
        ]);
        for line in lines {
            self.say(&line);
        }
    }

    /// Refuses a command that needs the engine idle while it searches.
    fn busy(&self) -> bool {
        if self
            .search
            .as_ref()
            .is_some_and(|s| !s.answered.load(Ordering::SeqCst))
        {
            self.error("searching; send stop first");
            return true;
        }
        false
    }

    fn set_option(&mut self, args: &[&str]) {
        if self.busy() {
            return;
        }
        self.wait();
        // setoption name NAME value VALUE
        let (Some(&"name"), Some(value_at)) =
            (args.first(), args.iter().position(|w| *w == "value"))
        else {
            self.error("expected setoption name NAME value VALUE");
            return;
        };
        let name = args[1..value_at].join(" ");
        let value = args[value_at + 1..].join(" ");
        if name.is_empty() || value.is_empty() {
            self.error("expected setoption name NAME value VALUE");
            return;
        }
        let number = |max: u64| value.parse::<u64>().ok().filter(|&n| n <= max);
        match ENGINE_OPTIONS
            .iter()
            .find(|o| o.eq_ignore_ascii_case(&name))
            .copied()
        {
            Some("Level") => match value.parse::<Level>() {
                Ok(level) => {
                    self.level = level;
                    if let Some(ai) = &mut self.ai {
                        ai.set_level(level);
                    }
                }
                Err(e) => self.error(&e.to_string()),
            },
            Some("Rules") => match value.parse::<Preset>() {
                Ok(preset) => self.set_rules(Rules::preset(preset)),
                Err(e) => self.error(&e.to_string()),
            },
            Some("MoveTime") => match number(3_600_000).filter(|&n| n > 0) {
                Some(ms) => self.movetime = ms,
                None => self.error("MoveTime is a number of milliseconds from 1 to 3600000"),
            },
            Some("Threads") => {
                if value != "1" {
                    self.error("this engine searches with one thread");
                }
            }
            Some("Hash") => match number(4096).filter(|&n| n > 0) {
                Some(mib) => {
                    self.hash_mib = mib as usize;
                    self.ai = Some(self.new_ai());
                }
                None => self.error("Hash is a number of MiB from 1 to 4096"),
            },
            Some("Seed") => match number(u64::from(u32::MAX)) {
                Some(seed) => {
                    self.seed = seed;
                    if let Some(ai) = &mut self.ai {
                        ai.set_seed(seed);
                    }
                }
                None => self.error("Seed is a number from 0 to 4294967295"),
            },
            _ => match RuleOption::from_tag(&name) {
                Some(option) => {
                    let mut rules = self.rules;
                    match rules.set(option, &value) {
                        Ok(()) => self.set_rules(rules),
                        Err(e) => self.error(&e.to_string()),
                    }
                }
                None => {
                    let shown: String = name.chars().take(40).collect();
                    self.error(&format!("unknown option {shown:?}"));
                }
            },
        }
    }

    fn new_ai(&self) -> Ai {
        let mut ai = Ai::with_hash(self.level, self.seed, self.hash_mib);
        ai.set_databases(self.databases.clone());
        ai
    }

    fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
        self.game = Game::new(rules);
        self.databases = databases_for(rules);
        if let Some(ai) = &mut self.ai {
            ai.set_databases(self.databases.clone());
        }
    }

    fn new_game(&mut self) {
        if self.busy() {
            return;
        }
        self.wait();
        if let Some(ai) = &mut self.ai {
            ai.new_game();
            ai.set_seed(self.seed);
        }
        self.game = Game::new(self.rules);
    }

    fn position(&mut self, args: &[&str]) {
        if self.busy() {
            return;
        }
        self.wait();
        let moves_at = args.iter().position(|w| *w == "moves");
        let (head, moves) = match moves_at {
            Some(i) => (&args[..i], &args[i + 1..]),
            None => (args, &[][..]),
        };
        let start = match head {
            ["startpos"] => Position::new(self.rules),
            ["fen", fields @ ..] if !fields.is_empty() => {
                let text = fields.join(" ");
                let setup = match text.parse::<Setup>() {
                    Ok(setup) => setup,
                    Err(e) => return self.error(&e.to_string()),
                };
                match Position::from_setup(&setup, self.rules) {
                    Ok(pos) => pos,
                    Err(e) => return self.error(&format!("bad position: {e}")),
                }
            }
            _ => {
                return self.error(
                    "expected position startpos [moves ...] or position fen TEXT [moves ...]",
                );
            }
        };
        let mut game = Game::from_position(start);
        // Removals may stand apart: `d6-d5 xa7`.
        let mut tokens: Vec<String> = Vec::new();
        for word in moves {
            match tokens.last_mut() {
                Some(last) if word.starts_with(['x', 'X']) => last.push_str(word),
                _ => tokens.push((*word).to_owned()),
            }
        }
        for token in &tokens {
            let m: Move = match token.parse() {
                Ok(m) => m,
                Err(e) => return self.error(&format!("move {token:?}: {e}")),
            };
            if let Err(e) = game.play(m) {
                return self.error(&e.to_string());
            }
        }
        self.game = game;
    }

    fn go(&mut self, args: &[&str]) {
        if self.busy() {
            return;
        }
        self.wait();
        let mut limits = Limits::default();
        let mut movetime = None;
        let mut clock: [Option<u64>; 2] = [None, None];
        let mut increment: [u64; 2] = [0, 0];
        let mut infinite = false;
        let mut i = 0;
        while i < args.len() {
            let value = args.get(i + 1).and_then(|v| v.parse::<u64>().ok());
            let needs_value = |name: &str| format!("go {name} needs a number");
            match args[i] {
                "infinite" => {
                    infinite = true;
                    i += 1;
                    continue;
                }
                "depth" => match value.filter(|&d| (1..=100).contains(&d)) {
                    Some(d) => limits.depth = Some(d as u32),
                    None => return self.error("go depth needs a number from 1 to 100"),
                },
                "nodes" => match value.filter(|&n| n > 0) {
                    Some(n) => limits.nodes = Some(n),
                    None => return self.error(&needs_value("nodes")),
                },
                "movetime" => match value.filter(|&n| n > 0) {
                    Some(n) => movetime = Some(n),
                    None => return self.error(&needs_value("movetime")),
                },
                "wtime" | "btime" | "winc" | "binc" | "movestogo" => match value {
                    Some(n) => match args[i] {
                        "wtime" => clock[0] = Some(n),
                        "btime" => clock[1] = Some(n),
                        "winc" => increment[0] = n,
                        "binc" => increment[1] = n,
                        _ => {}
                    },
                    None => return self.error(&needs_value(args[i])),
                },
                other => {
                    let shown: String = other.chars().take(20).collect();
                    return self.error(&format!("unknown go parameter {shown:?}"));
                }
            }
            i += 2;
        }
        let side = usize::from(self.game.position().side_to_move() == morris_core::Color::Black);
        let time = if infinite {
            None
        } else if let Some(ms) = movetime {
            Some(ms)
        } else if let Some(remaining) = clock[side] {
            // A share of the clock: a mill game lasts some 40 more moves at
            // most, and the increment comes back every move.
            Some((remaining / 30 + increment[side] * 3 / 4).clamp(1, remaining.max(1)))
        } else if limits.depth.is_some() || limits.nodes.is_some() {
            None
        } else {
            Some(self.movetime)
        };
        let ai = self.ai.take().unwrap_or_else(|| self.new_ai());
        let thinker = Thinker::start(
            ai,
            self.game.clone(),
            limits,
            time.map(Duration::from_millis),
        );
        let stop = thinker.stop_flag();
        let out = Arc::clone(&self.out);
        let answered = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&answered);
        let printer = std::thread::spawn(move || print_search(thinker, &out, &flag));
        self.search = Some(Search {
            stop,
            printer,
            answered,
        });
    }

    /// `stop`: ends the search, which prints its `bestmove`.
    fn finish_search(&mut self) {
        if let Some(search) = &self.search {
            search.stop.stop();
        }
        self.wait();
    }
}

fn say<W: Write>(out: &Mutex<W>, line: &str) {
    let mut out = match out.lock() {
        Ok(out) => out,
        Err(poisoned) => poisoned.into_inner(),
    };
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// The protocol's form of a score: `win N` and `loss N` in plies, `draw`
/// for a database draw, else `cp N`.
fn score_text(score: Score, exact: Option<DbValue>) -> String {
    if let Some(value) = exact {
        return value.to_string();
    }
    match (score.is_win(), score.plies_to_end()) {
        (true, Some(n)) => format!("win {n}"),
        (false, Some(n)) => format!("loss {n}"),
        _ => format!("cp {}", score.raw()),
    }
}

/// Prints the search's `info` lines and its `bestmove`, then hands the AI
/// back.
fn print_search<W: Write>(thinker: Thinker, out: &Mutex<W>, answered: &AtomicBool) -> Ai {
    let start = Instant::now();
    let report = |event: Event| -> bool {
        match event {
            Event::Info(info) => {
                let ms = start.elapsed().as_millis().max(1) as u64;
                let pv: Vec<String> = info.pv.iter().map(Move::to_string).collect();
                say(
                    out,
                    &format!(
                        "info depth {} score {} nodes {} nps {} time {} pv {}",
                        info.depth,
                        score_text(info.score, info.exact),
                        info.nodes,
                        info.nodes * 1000 / ms,
                        ms,
                        pv.join(" ")
                    ),
                );
                false
            }
            Event::Done(choice) => {
                let best = choice.map_or("none".to_owned(), |c| c.mv.to_string());
                answered.store(true, Ordering::SeqCst);
                say(out, &format!("bestmove {best}"));
                true
            }
        }
    };
    loop {
        if let Some(event) = thinker.wait_event(Duration::from_millis(20)) {
            if report(event) {
                break;
            }
        } else if thinker.is_finished() {
            // The worker sends its choice before it ends; read what is left.
            let mut done = false;
            while let Some(event) = thinker.poll() {
                done |= report(event);
            }
            if !done {
                answered.store(true, Ordering::SeqCst);
                say(out, "bestmove none");
            }
            break;
        }
    }
    thinker.join().1
}
