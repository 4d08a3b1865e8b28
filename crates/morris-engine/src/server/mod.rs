//! `morris engine`: the engine protocol (UCI-like, as mill engines speak it)
//! on stdin and stdout, so other programs and tournament scripts can use
//! the AI.
//!
//! The session reads one line at a time ([`EngineSession::handle`]); a
//! search runs on a worker thread and a printer thread writes its `info`
//! lines and, last of all, its `bestmove`.
//!
//! Commands are taken in the order they come. `isready`, `uci` and `quit`
//! are answered at once, even during a search; `stop` and `ponderhit` act
//! on the running search at once, and when a `go` waits they wait too, to
//! act on its search as well. Every other command (`position`, `go`,
//! `setoption`, `ucinewgame`) that arrives while a search runs waits in a
//! queue and is carried out, in order, the moment that search has printed
//! its `bestmove`: nothing is refused for being early and nothing is
//! dropped, and every `go` gets exactly one `bestmove`. A line that is
//! unknown or malformed gets one `info string error: ...` line and changes
//! nothing.

mod go;
mod split;
mod stdio;

use std::collections::VecDeque;
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use morris_ai::db::Databases;
use morris_ai::search::StopFlag;
use morris_ai::{Ai, Level, Thinker};
use morris_core::{Game, Move, PartialTurn, Position, Preset, RuleOption, Rules, Setup};

use go::Gate;
pub use go::GoRequest;
pub use stdio::serve;

/// How the engine writes a turn that removes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Notation {
    /// The whole turn: `bestmove d6-d5xa7`.
    Turn,
    /// The move, then each removal after its own `go`: `bestmove d6-d5`,
    /// then `bestmove xa7`.
    Split,
}

/// Whether the session goes on after a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    /// Read the next line.
    Continue,
    /// `quit`: exit now.
    Quit,
}

/// A search in progress: its stop flag, the gate its `bestmove` waits at,
/// and the printer thread, which hands the AI back when the search ends.
struct Search {
    stop: StopFlag,
    printer: JoinHandle<(Ai, Option<Move>)>,
    /// The hash of the position searched.
    root: u64,
    gate: Arc<Gate>,
    /// Raised by the printer once `bestmove` is written: the search is over
    /// and its thread about to end.
    over: Arc<AtomicBool>,
    /// A `go ponder` not yet hit: its request, whose time starts at
    /// `ponderhit`, and the side it searches for.
    ponder: Option<(GoRequest, morris_core::Color)>,
    /// Dropping this ends the timer `ponderhit` starts, without stopping.
    _timer: Option<Sender<()>>,
}

/// What the printer calls when a search is over, so the session carries
/// out what waited for it (see [`EngineSession::set_waker`]).
type Waker = Arc<dyn Fn() + Send + Sync>;

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
    threads: usize,
    seed: u64,
    /// Where the endgame databases of every rule set live, if anywhere.
    databases_root: Option<PathBuf>,
    databases: Option<Arc<Databases>>,
    notation: Notation,
    /// A turn the history ends in that still waits for removals.
    pending: Option<PartialTurn>,
    /// The last turn this engine chose and the position it chose it in.
    last_choice: Option<(u64, Move)>,
    /// Commands that came while a search ran, in order.
    queue: VecDeque<String>,
    waker: Option<Waker>,
}

/// The endgame databases of `rules` under `root`, if any pair of them is
/// solved.
fn databases_for(root: Option<&PathBuf>, rules: Rules) -> Option<Arc<Databases>> {
    let dbs = Databases::new(root?.clone(), rules);
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

/// The most search threads the engine takes.
const MAX_THREADS: usize = 64;

/// Options that are not rules.
const ENGINE_OPTIONS: [&str; 7] = [
    "Level", "Rules", "MoveTime", "Threads", "Hash", "Seed", "Notation",
];

impl<W: Write + Send + 'static> EngineSession<W> {
    /// A session writing to `out`, at full strength under the `nine` rules,
    /// with no endgame databases.
    pub fn new(out: W) -> EngineSession<W> {
        EngineSession::with_databases(out, None)
    }

    /// A session writing to `out` that uses the endgame databases under
    /// `root` (the directory that holds one directory per rule set, as
    /// `morris solve` writes them), when there are any for its rules.
    pub fn with_databases(out: W, root: Option<PathBuf>) -> EngineSession<W> {
        let rules = Rules::default();
        let databases = databases_for(root.as_ref(), rules);
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
            threads: 1,
            seed: 1,
            databases_root: root,
            databases,
            notation: Notation::Turn,
            pending: None,
            last_choice: None,
            queue: VecDeque::new(),
            waker: None,
        }
    }

    /// Sets what the printer thread calls once a search has printed its
    /// `bestmove`; the caller should then call [`EngineSession::tick`] on
    /// the thread that owns the session, so commands that waited for the
    /// search are carried out at once.
    pub fn set_waker(&mut self, waker: impl Fn() + Send + Sync + 'static) {
        self.waker = Some(Arc::new(waker));
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

    /// Handles one line of input: at once when it may be, else after the
    /// running search (see the module's documentation).
    pub fn handle(&mut self, line: &str) -> Control {
        match line.split_whitespace().next() {
            None => {}
            Some("isready") => self.say("readyok"),
            Some("uci") => self.uci(),
            Some("quit") => {
                self.quit();
                return Control::Quit;
            }
            // `stop` and `ponderhit` act on the running search at once; when
            // a `go` waits, they wait too and act on its search as well.
            Some("stop" | "ponderhit") => {
                self.run(line);
                if self.go_queued() {
                    self.queue.push_back(line.to_owned());
                }
            }
            Some(_) => self.queue.push_back(line.to_owned()),
        }
        self.tick();
        Control::Continue
    }

    /// Whether a `go` waits in the queue.
    fn go_queued(&self) -> bool {
        self.queue
            .iter()
            .any(|l| l.split_whitespace().next() == Some("go"))
    }

    /// Carries out what waited for a search that has ended. Cheap when
    /// nothing waits; [`EngineSession::handle`] calls it too.
    pub fn tick(&mut self) {
        loop {
            if self
                .search
                .as_ref()
                .is_some_and(|s| s.over.load(Ordering::SeqCst) || s.printer.is_finished())
            {
                self.reap();
            }
            let Some(line) = self.queue.front() else {
                return;
            };
            let acts_on_search =
                matches!(line.split_whitespace().next(), Some("stop" | "ponderhit"));
            if self.search.is_some() && !acts_on_search {
                return;
            }
            if let Some(line) = self.queue.pop_front() {
                self.run(&line);
            }
        }
    }

    /// Waits until no search runs and nothing waits (for scripts and
    /// tests). A `go infinite` or `go ponder` must have been stopped, or
    /// this waits for ever.
    pub fn wait(&mut self) {
        loop {
            self.reap();
            self.tick();
            if self.search.is_none() && self.queue.is_empty() {
                return;
            }
        }
    }

    /// The end of input: every search, running or waiting, is stopped at
    /// once and answered, and what else waited is carried out.
    pub fn finish(&mut self) {
        loop {
            if let Some(search) = &self.search {
                search.stop.stop();
                search.gate.open();
            }
            self.reap();
            let Some(line) = self.queue.pop_front() else {
                return;
            };
            self.run(&line);
        }
    }

    /// `quit`: the running search is stopped and answered; what waited is
    /// dropped.
    fn quit(&mut self) {
        self.queue.clear();
        if let Some(search) = &self.search {
            search.stop.stop();
            search.gate.open();
        }
        self.reap();
    }

    /// Joins an ended (or stopping) search and takes the AI back. Options
    /// are only set with no search running, so the AI needs nothing more.
    fn reap(&mut self) {
        if let Some(search) = self.search.take()
            && let Ok((ai, chosen)) = search.printer.join()
        {
            self.ai = Some(ai);
            self.last_choice = chosen.map(|m| (search.root, m));
        }
    }

    /// Carries out one command with no search in the way (or `stop` and
    /// `ponderhit`, which act on it).
    fn run(&mut self, line: &str) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = words.split_first() else {
            return;
        };
        match command {
            "setoption" => self.set_option(args),
            "ucinewgame" => self.new_game(),
            "position" => self.position(args),
            "go" => self.go(args),
            "stop" => self.finish_search(),
            "ponderhit" => self.ponder_hit(),
            other => {
                self.error(&format!("unknown command {:?}", shown(other)));
            }
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
            format!("option name Threads type spin default 1 min 1 max {MAX_THREADS}"),
            "option name Hash type spin default 64 min 1 max 4096".to_owned(),
            "option name Seed type spin default 1 min 0 max 4294967295".to_owned(),
            "option name Notation type combo default turn var turn var split".to_owned(),
            "uciok".to_owned(),
        ]);
        for line in lines {
            self.say(&line);
        }
    }

    fn set_option(&mut self, args: &[&str]) {
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
            Some("Threads") => match number(MAX_THREADS as u64).filter(|&n| n > 0) {
                Some(n) => {
                    self.threads = n as usize;
                    if let Some(ai) = &mut self.ai {
                        ai.set_threads(self.threads);
                    }
                }
                None => self.error(&format!("Threads is a number from 1 to {MAX_THREADS}")),
            },
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
            Some("Notation") => match value.to_ascii_lowercase().as_str() {
                "turn" => self.notation = Notation::Turn,
                "split" => self.notation = Notation::Split,
                _ => self.error("Notation is turn (d6-d5xa7) or split (d6-d5, then xa7)"),
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
                    self.error(&format!("unknown option {:?}", shown(&name)));
                }
            },
        }
    }

    fn new_ai(&self) -> Ai {
        let mut ai = Ai::with_hash(self.level, self.seed, self.hash_mib);
        ai.set_databases(self.databases.clone());
        ai.set_threads(self.threads);
        ai
    }

    fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
        self.game = Game::new(rules);
        self.pending = None;
        self.databases = databases_for(self.databases_root.as_ref(), rules);
        if let Some(ai) = &mut self.ai {
            ai.set_databases(self.databases.clone());
        }
    }

    fn new_game(&mut self) {
        if let Some(ai) = &mut self.ai {
            ai.new_game();
            ai.set_seed(self.seed);
        }
        self.game = Game::new(self.rules);
        self.pending = None;
        self.last_choice = None;
    }

    fn position(&mut self, args: &[&str]) {
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
        match split::replay(start, moves) {
            Ok((game, pending)) => {
                self.game = game;
                self.pending = pending;
            }
            Err(message) => self.error(&message),
        }
    }

    fn go(&mut self, args: &[&str]) {
        let request = match go::GoRequest::parse(args) {
            Ok(request) => request,
            Err(message) => return self.error(&message),
        };
        let gate = Arc::new(Gate::new(!request.holds_answer()));
        let over = Arc::new(AtomicBool::new(false));
        let out = Arc::clone(&self.out);
        let waker = self.waker.clone();
        let done = Arc::clone(&over);
        // Runs on the printer thread once `bestmove` is out.
        let finished = move || {
            done.store(true, Ordering::SeqCst);
            if let Some(wake) = waker {
                wake();
            }
        };
        let side = self.game.position().side_to_move();
        let mut ai = self.ai.take().unwrap_or_else(|| self.new_ai());
        let (stop, printer) = if let Some(turn) = self.pending {
            // A turn begun in the history waits for its next removal: a
            // short search, answered as any other.
            let chosen = self
                .last_choice
                .filter(|(hash, _)| *hash == turn.position().hash())
                .map(|(_, m)| m);
            let point = split::next_removal(&turn, chosen, &self.game, &mut ai);
            let gate = Arc::clone(&gate);
            let printer = std::thread::spawn(move || {
                gate.wait();
                say(&out, &format!("bestmove x{point}"));
                finished();
                (ai, chosen)
            });
            (StopFlag::new(), printer)
        } else {
            // A ponder search has no time until `ponderhit`.
            let time = if request.ponder {
                None
            } else {
                request.time_for(side, self.movetime)
            };
            let thinker = Thinker::start(
                ai,
                self.game.clone(),
                request.limits,
                time.map(Duration::from_millis),
            );
            let stop = thinker.stop_flag();
            let gate = Arc::clone(&gate);
            let split = self.notation == Notation::Split;
            let databases = self.databases.clone();
            let root = *self.game.position();
            let printer = std::thread::spawn(move || {
                let answer =
                    go::print_search(thinker, &out, &gate, split, databases.as_deref(), &root);
                finished();
                answer
            });
            (stop, printer)
        };
        let root = match self.pending {
            Some(turn) => turn.position().hash(),
            None => self.game.position().hash(),
        };
        self.search = Some(Search {
            stop,
            printer,
            root,
            gate,
            over,
            ponder: request.ponder.then(|| (request.clone(), side)),
            _timer: None,
        });
    }

    /// `stop`: ends the search, which prints its `bestmove` before this
    /// returns.
    fn finish_search(&mut self) {
        if let Some(search) = &self.search {
            search.stop.stop();
            search.gate.open();
        }
        self.reap();
    }

    /// `ponderhit`: the move pondered on was played; the search goes on as
    /// an ordinary one, its time counted from now, and its `bestmove` is
    /// printed when it ends (at once, if it already has). Ignored when no
    /// ponder search runs.
    fn ponder_hit(&mut self) {
        let movetime = self.movetime;
        let Some(search) = &mut self.search else {
            return;
        };
        let Some((request, side)) = search.ponder.take() else {
            return;
        };
        if let Some(ms) = request.time_for(side, movetime) {
            let (cancel, cancelled) = mpsc::channel::<()>();
            let stop = search.stop.clone();
            std::thread::spawn(move || {
                if let Err(RecvTimeoutError::Timeout) =
                    cancelled.recv_timeout(Duration::from_millis(ms))
                {
                    stop.stop();
                }
            });
            search._timer = Some(cancel);
        }
        search.gate.open();
    }
}

/// A word of the client's as an error line quotes it: at most 40
/// characters, so a huge token does not make a huge line.
fn shown(word: &str) -> String {
    const MAX: usize = 40;
    if word.chars().count() <= MAX {
        word.to_owned()
    } else {
        word.chars().take(MAX).chain(['…']).collect()
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
