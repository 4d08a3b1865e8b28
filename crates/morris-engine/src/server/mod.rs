//! The engine: the protocol (UCI-like, as mill engines speak it) answered
//! by our AI, so other programs and tournament scripts can use it.
//! [`serve`] runs it on stdin and stdout for `morris engine`.
//!
//! The session reads one line at a time ([`EngineSession::handle`]); a
//! search runs on a worker thread and a printer thread writes its `info`
//! lines and, last of all, its `bestmove`.
//!
//! Commands are taken in the order they come. `isready`, `uci` and `quit`
//! are answered at once, even during a search; `stop` and `ponderhit` act
//! on the running search at once, and when a `go` waits they wait too, to
//! act on its search as well (a `stop` also on every waiting `go infinite`
//! or `go ponder` before the last `go`, so none of them holds the rest).
//! Every other command (`position`, `go`, `setoption`, `ucinewgame`) that
//! arrives while a search runs waits in a
//! queue and is carried out, in order, the moment that search has printed
//! its `bestmove`: nothing is refused for being early and nothing is
//! dropped, and every `go` gets exactly one `bestmove`, even when `quit`
//! or the end of input comes while it waits. A line that is
//! unknown or malformed gets one `info string error: ...` line and changes
//! nothing.

mod go;
mod options;
pub mod oracle;
mod removal;
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
use morris_core::{Game, Move, PartialTurn, Position, Rules};

use crate::message::{Answer, Command, GoParams, Info, ParseCommandError, Start};
use crate::notation::{self, Notation, Ply};
use go::Gate;
pub use stdio::{serve, serve_with};

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
    ponder: Option<(GoParams, morris_core::Color)>,
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
    /// Perfect play asked beside the search (`setoption name Tablebase`).
    oracle: Option<Arc<dyn oracle::Oracle>>,
    /// What turns the option's value into an oracle, if this program can.
    oracle_maker: Option<oracle::OracleMaker>,
    /// Commands that came while a search ran, in order, each as it was
    /// read: a line that cannot be read is refused in its turn.
    queue: VecDeque<Result<Command, ParseCommandError>>,
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
            oracle: None,
            oracle_maker: None,
            queue: VecDeque::new(),
            waker: None,
        }
    }

    /// Lets `setoption name Tablebase value URL` ask a tablebase server:
    /// `maker` turns the address into an [`oracle::Oracle`].
    pub fn set_oracle_maker(&mut self, maker: oracle::OracleMaker) {
        self.oracle_maker = Some(maker);
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

    fn say(&self, answer: &Answer) {
        say(&self.out, answer);
    }

    fn error(&self, message: &str) {
        self.say(&Answer::Info(Info::String(format!("error: {message}"))));
    }

    /// Handles one line of input: at once when it may be, else after the
    /// running search (see the module's documentation).
    pub fn handle(&mut self, line: &str) -> Control {
        match line.parse::<Command>() {
            Err(ParseCommandError::Empty) => {}
            Ok(Command::IsReady) => self.say(&Answer::ReadyOk),
            Ok(Command::Uci) => self.uci(),
            Ok(Command::Quit) => {
                self.quit();
                return Control::Quit;
            }
            // `stop` and `ponderhit` act on the running search at once; when
            // a `go` waits, they wait too and act on its search as well.
            Ok(command @ (Command::Stop | Command::PonderHit)) => {
                self.run(Ok(command.clone()));
                if self.go_queued() {
                    if command == Command::Stop {
                        self.stop_held_gos();
                    }
                    self.queue.push_back(Ok(command));
                }
            }
            other => self.queue.push_back(other),
        }
        self.tick();
        Control::Continue
    }

    /// A `stop` while `go`s wait: it acts on the last of them (queued
    /// after it), and on every one before that would wait for a stop (`go
    /// infinite`, `go ponder`), so that no search asked for before the
    /// `stop` keeps the ones behind it waiting for ever.
    fn stop_held_gos(&mut self) {
        let old = std::mem::take(&mut self.queue);
        let is_go = |c: &Result<Command, ParseCommandError>| matches!(c, Ok(Command::Go(_)));
        let last_go = old.iter().rposition(is_go);
        for (i, command) in old.iter().enumerate() {
            self.queue.push_back(command.clone());
            let held = matches!(command, Ok(Command::Go(go)) if go.holds_answer());
            let stopped = matches!(old.get(i + 1), Some(Ok(Command::Stop)));
            if held && Some(i) != last_go && !stopped {
                self.queue.push_back(Ok(Command::Stop));
            }
        }
    }

    /// Whether a `go` waits in the queue.
    fn go_queued(&self) -> bool {
        self.queue.iter().any(|c| matches!(c, Ok(Command::Go(_))))
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
            let Some(command) = self.queue.front() else {
                return;
            };
            let acts_on_search = matches!(command, Ok(Command::Stop | Command::PonderHit));
            if self.search.is_some() && !acts_on_search {
                return;
            }
            if let Some(command) = self.queue.pop_front() {
                self.run(command);
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
            let Some(command) = self.queue.pop_front() else {
                return;
            };
            self.run(command);
        }
    }

    /// `quit`: as the end of input ([`EngineSession::finish`]), every
    /// search, running or waiting, is stopped and answered, so that every
    /// `go` gets its `bestmove` before the engine exits.
    fn quit(&mut self) {
        self.finish();
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
    /// `ponderhit`, which act on it), or refuses a line that could not be
    /// read.
    fn run(&mut self, command: Result<Command, ParseCommandError>) {
        match command {
            Err(e) => self.error(&e.to_string()),
            Ok(Command::SetOption { name, value }) => self.set_option(&name, &value),
            Ok(Command::UciNewGame) => self.new_game(),
            Ok(Command::Position { start, moves }) => self.position(start, &moves),
            Ok(Command::Go(params)) => self.go(params),
            Ok(Command::Stop) => self.finish_search(),
            Ok(Command::PonderHit) => self.ponder_hit(),
            // Answered as they come, never queued.
            Ok(Command::Uci) => self.uci(),
            Ok(Command::IsReady) => self.say(&Answer::ReadyOk),
            Ok(Command::Quit) => {}
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

    fn position(&mut self, start: Start, moves: &[Ply]) {
        let start = match start {
            Start::StartPos => Position::new(self.rules),
            Start::Fen(setup) => match Position::from_setup(&setup, self.rules) {
                Ok(pos) => pos,
                Err(e) => return self.error(&format!("bad position: {e}")),
            },
        };
        match notation::replay(start, moves) {
            Ok((game, pending)) => {
                self.game = game;
                self.pending = pending;
            }
            Err(e) => self.error(&e.to_string()),
        }
    }

    fn go(&mut self, request: GoParams) {
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
            let point = removal::next_removal(&turn, chosen, &self.game, &mut ai);
            let gate = Arc::clone(&gate);
            let printer = std::thread::spawn(move || {
                gate.wait();
                let best = crate::message::BestMove::Ply(Ply::Removal(point));
                say(&out, &Answer::BestMove { best, ponder: None });
                finished();
                (ai, chosen)
            });
            (StopFlag::new(), printer)
        } else {
            // A ponder search has no time until `ponderhit`.
            let time = if request.ponder {
                None
            } else {
                go::time_for(&request, side, self.movetime)
            };
            let thinker = Thinker::start(
                ai,
                self.game.clone(),
                request.limits,
                time.map(Duration::from_millis),
            );
            let stop = thinker.stop_flag();
            let gate = Arc::clone(&gate);
            let notation = self.notation;
            let databases = self.databases.clone();
            let root = *self.game.position();
            // The oracle, where the databases here do not know the root.
            let asked = self
                .oracle
                .as_ref()
                .filter(|_| {
                    databases
                        .as_ref()
                        .is_none_or(|dbs| dbs.probe(&root).is_none())
                })
                .map(|o| o.ask(&root));
            let printer = std::thread::spawn(move || {
                let answer = go::print_search(
                    thinker,
                    &out,
                    &gate,
                    notation,
                    (databases.as_deref(), asked),
                    &root,
                );
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
        if let Some(ms) = go::time_for(&request, side, movetime) {
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

/// Writes one line and flushes it; a closed output is not an error.
fn say<W: Write>(out: &Mutex<W>, line: &Answer) {
    let mut out = match out.lock() {
        Ok(out) => out,
        Err(poisoned) => poisoned.into_inner(),
    };
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}
