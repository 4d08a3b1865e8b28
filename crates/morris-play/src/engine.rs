//! Another program speaking the engine protocol, as a player at the
//! table: started on a thread of its own, asked for one turn at a time,
//! its answers checked by the core. When it cannot be started, crashes,
//! falls silent or answers what is not a legal move, the table says so and
//! a person takes over its side.

use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use morris_core::{Game, Move, Rules};
use morris_engine::{Dialect, EngineClient, EngineCommand, EngineFailure, EngineSetup};

/// How long past its own time an engine may take before it counts as
/// silent.
const GRACE: Duration = Duration::from_secs(5);

/// A request to the engine's thread.
enum Request {
    Turn {
        game: Game,
        version: u64,
        movetime: Duration,
    },
    NewGame,
}

/// What the engine's thread reports.
#[derive(Debug)]
enum Report {
    /// The engine is set up: its name.
    Started(String),
    /// Its turn for the game at a version.
    Moved { version: u64, mv: Move },
    /// It failed, and why; its thread has ended.
    Failed(EngineFailure),
}

/// What an engine seat has to say after a poll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatNews {
    /// The engine answered its turn for the game at `version`.
    Moved {
        /// The session version the turn was asked on.
        version: u64,
        /// The move, legal in that position.
        mv: Move,
    },
    /// The engine failed (it could not start, crashed, fell silent, or
    /// answered garbage or an illegal move), and why; the seat is dead.
    Failed(EngineFailure),
}

/// An engine playing one side, on its own thread.
#[derive(Debug)]
pub struct EngineSeat {
    requests: Sender<Request>,
    reports: Receiver<Report>,
    thread: Option<JoinHandle<()>>,
    name: Option<String>,
    /// The version of the turn asked for and not answered yet, and when
    /// it was asked.
    asked: Option<u64>,
    asked_at: Option<std::time::Instant>,
    dead: bool,
}

impl std::fmt::Debug for Request {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Request::Turn { version, .. } => write!(f, "Turn({version})"),
            Request::NewGame => f.write_str("NewGame"),
        }
    }
}

impl EngineSeat {
    /// Starts `command` for a game under `rules`; the handshake runs on the
    /// seat's thread (a failure comes with the next poll).
    #[must_use]
    pub fn start(command: EngineCommand, rules: Rules) -> EngineSeat {
        let (requests, inbox) = mpsc::channel::<Request>();
        let (outbox, reports) = mpsc::channel();
        let thread = thread::spawn(move || {
            let setup = EngineSetup {
                command,
                dialect: Dialect::Auto,
                options: Vec::new(),
                rules,
            };
            let mut client = match EngineClient::start(&setup) {
                Ok(client) => client,
                Err(e) => {
                    let _ = outbox.send(Report::Failed(e));
                    return;
                }
            };
            let _ = outbox.send(Report::Started(client.name().to_owned()));
            // Ends when the seat is dropped (the channel closes).
            while let Ok(request) = inbox.recv() {
                let result = match request {
                    Request::NewGame => client.new_game().map(|()| None),
                    Request::Turn {
                        game,
                        version,
                        movetime,
                    } => client
                        .turn(&game, movetime, movetime + GRACE)
                        .map(|mv| Some(Report::Moved { version, mv })),
                };
                match result {
                    Ok(Some(report)) => {
                        if outbox.send(report).is_err() {
                            return;
                        }
                    }
                    Ok(None) => {}
                    Err(e) => {
                        let _ = outbox.send(Report::Failed(e));
                        return;
                    }
                }
            }
        });
        EngineSeat {
            requests,
            reports,
            thread: Some(thread),
            name: None,
            asked: None,
            asked_at: None,
            dead: false,
        }
    }

    /// The engine's name, once it has answered the handshake.
    #[must_use]
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// When the turn being thought about was asked for.
    #[must_use]
    pub fn thinking_since(&self) -> Option<std::time::Instant> {
        self.asked.and(self.asked_at)
    }

    /// Whether a turn was asked for and not answered yet.
    #[must_use]
    pub fn is_thinking(&self) -> bool {
        self.asked.is_some()
    }

    /// Whether the engine failed; the seat plays no more.
    #[must_use]
    pub fn is_dead(&self) -> bool {
        self.dead
    }

    /// Asks for the turn of `game` (at session `version`), thinking
    /// `movetime`.
    pub fn ask(&mut self, game: &Game, version: u64, movetime: Duration) {
        let request = Request::Turn {
            game: game.clone(),
            version,
            movetime,
        };
        if self.requests.send(request).is_ok() {
            self.asked = Some(version);
            self.asked_at = Some(std::time::Instant::now());
        }
    }

    /// Forgets the turn asked for: its answer, when it comes, is dropped.
    pub fn forget(&mut self) {
        self.asked = None;
    }

    /// Tells the engine a new game begins.
    pub fn new_game(&mut self) {
        self.asked = None;
        let _ = self.requests.send(Request::NewGame);
    }

    /// What the engine said since the last poll, without waiting.
    pub fn poll(&mut self) -> Option<SeatNews> {
        loop {
            let report = match self.reports.try_recv() {
                Ok(report) => report,
                Err(TryRecvError::Empty) => return None,
                Err(TryRecvError::Disconnected) if self.dead => return None,
                Err(TryRecvError::Disconnected) => {
                    self.dead = true;
                    return Some(SeatNews::Failed(EngineFailure::Crashed(String::new())));
                }
            };
            if let Some(news) = self.take(report) {
                return Some(news);
            }
        }
    }

    /// Waits up to `timeout` for what the engine says next.
    pub fn wait(&mut self, timeout: Duration) -> Option<SeatNews> {
        let deadline = std::time::Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            let report = match self.reports.recv_timeout(left) {
                Ok(report) => report,
                Err(mpsc::RecvTimeoutError::Timeout) => return None,
                Err(mpsc::RecvTimeoutError::Disconnected) => return self.poll(),
            };
            if let Some(news) = self.take(report) {
                return Some(news);
            }
        }
    }

    fn take(&mut self, report: Report) -> Option<SeatNews> {
        match report {
            Report::Started(name) => {
                self.name = Some(name);
                None
            }
            Report::Moved { version, mv } => {
                if self.asked != Some(version) {
                    return None;
                }
                self.asked = None;
                Some(SeatNews::Moved { version, mv })
            }
            Report::Failed(e) => {
                self.dead = true;
                self.asked = None;
                Some(SeatNews::Failed(e))
            }
        }
    }
}

impl Drop for EngineSeat {
    fn drop(&mut self) {
        // Closing the requests channel ends the thread's loop once the
        // engine's answer in progress (bounded by its timeout) is in; the
        // client quits the engine when it is dropped. Not joined, so that
        // closing a game never waits for a slow engine.
        drop(self.thread.take());
    }
}
