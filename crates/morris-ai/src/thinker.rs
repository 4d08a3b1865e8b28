//! Thinking on a worker thread: a frontend starts an [`Ai`] on a game and
//! polls for progress and the move, never blocking its own thread. A time
//! budget is kept by a timer that raises the search's stop flag; the search
//! itself never reads a clock.
//!
//! ```
//! use std::time::Duration;
//! use morris_ai::{Ai, Event, Level, Thinker};
//! use morris_ai::search::Limits;
//! use morris_core::{Game, Rules};
//!
//! let game = Game::new(Rules::default());
//! let thinker = Thinker::start(Ai::new(Level::MAX, 1), game.clone(), Limits::default(),
//!     Some(Duration::from_millis(100)));
//! let (choice, _ai) = thinker.join();
//! assert!(game.position().is_legal(choice.unwrap().mv));
//! ```

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use morris_core::Game;

use crate::player::{Ai, Choice};
use crate::search::{Limits, SearchInfo};
use crate::stop::StopFlag;

/// What a thinking AI reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// An iteration finished.
    Info(SearchInfo),
    /// The AI chose (or, when the game is over, could not).
    Done(Option<Choice>),
}

/// An AI thinking on its own thread.
#[derive(Debug)]
pub struct Thinker {
    events: Receiver<Event>,
    stop: StopFlag,
    worker: Option<JoinHandle<(Option<Choice>, Ai)>>,
    /// Dropping this wakes the timer so it ends without stopping anything.
    _timer_cancel: Option<Sender<()>>,
}

impl Thinker {
    /// Starts `ai` thinking about the side to move in `game`, within
    /// `limits` and, if given, `time`.
    #[must_use]
    pub fn start(mut ai: Ai, game: Game, limits: Limits, time: Option<Duration>) -> Thinker {
        let stop = StopFlag::new();
        let (tx, events) = mpsc::channel();
        let worker_stop = stop.clone();
        let worker = thread::spawn(move || {
            let info_tx = tx.clone();
            let choice = ai.choose(&game, limits, &worker_stop, |info| {
                let _ = info_tx.send(Event::Info(info.clone()));
            });
            let _ = tx.send(Event::Done(choice.clone()));
            (choice, ai)
        });
        let timer_cancel = time.map(|budget| {
            let (cancel, cancelled) = mpsc::channel::<()>();
            let timer_stop = stop.clone();
            thread::spawn(move || {
                if let Err(RecvTimeoutError::Timeout) = cancelled.recv_timeout(budget) {
                    timer_stop.stop();
                }
            });
            cancel
        });
        Thinker {
            events,
            stop,
            worker: Some(worker),
            _timer_cancel: timer_cancel,
        }
    }

    /// The next report, if one is waiting.
    #[must_use]
    pub fn poll(&self) -> Option<Event> {
        self.events.try_recv().ok()
    }

    /// Waits up to `timeout` for the next report.
    #[must_use]
    pub fn wait_event(&self, timeout: Duration) -> Option<Event> {
        self.events.recv_timeout(timeout).ok()
    }

    /// Asks the AI to stop now and play the best move found so far.
    pub fn stop(&self) {
        self.stop.stop();
    }

    /// A handle that stops this thinker from another thread.
    #[must_use]
    pub fn stop_flag(&self) -> StopFlag {
        self.stop.clone()
    }

    /// Whether the AI has finished.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.worker.as_ref().is_none_or(JoinHandle::is_finished)
    }

    /// Waits for the AI to finish and returns its choice and the AI itself,
    /// with what it learned, for the next move.
    #[must_use]
    pub fn join(mut self) -> (Option<Choice>, Ai) {
        let worker = self.worker.take();
        match worker.map(JoinHandle::join) {
            Some(Ok(result)) => result,
            // The worker cannot panic short of a bug; a fresh AI keeps the
            // frontend going.
            _ => (None, Ai::new(crate::Level::DEFAULT, 0)),
        }
    }
}

impl Drop for Thinker {
    /// A thinker dropped while thinking is stopped, so no thread lingers.
    fn drop(&mut self) {
        self.stop.stop();
    }
}
