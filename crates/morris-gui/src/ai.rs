//! The AI off the UI thread: at most one search at a time (the AI's move or
//! a hint), polled each frame, cancelled at once by undo or a new game.
//!
//! Each side keeps its own [`Ai`] between moves, so its transposition table
//! carries over. A search that is cancelled is stopped through its flag and
//! set aside; once its thread ends, the [`Ai`] comes back for the next move.
//!
//! Full strength (level 10, and every hint) reads the endgame databases
//! when they cover the position, so it plays them perfectly and a hint
//! gives the exact value; reading them happens on the worker thread too.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use morris_ai::db::Databases;
use morris_ai::search::Limits;
use morris_ai::{Ai, Choice, Event, Level, Score, Thinker};
use morris_core::{ByColor, Color, Game, Rules};

/// The size of the hint's transposition table, in MiB: hints are short.
const HINT_HASH_MIB: usize = 16;

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The AI's move for this side.
    Move(Color),
    /// A hint for the player to move.
    Hint,
}

/// A search in progress.
#[derive(Debug)]
pub struct Job {
    /// What it is for.
    pub purpose: Purpose,
    /// The game's version it started on: a result for another version is
    /// stale.
    pub version: u64,
    /// When it started.
    pub started: Instant,
    /// The depth of the last finished iteration.
    pub depth: u32,
    /// The score of the last finished iteration, for the side to move.
    pub score: Option<Score>,
    thinker: Thinker,
}

/// A finished search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finished {
    /// What it was for.
    pub purpose: Purpose,
    /// The game's version it started on.
    pub version: u64,
    /// The move chosen, with its score; `None` when the game was over.
    pub choice: Option<Choice>,
}

/// The AI players and their searches.
#[derive(Debug, Default)]
pub struct Brains {
    players: ByColor<Option<Ai>>,
    hint: Option<Ai>,
    job: Option<Job>,
    /// Cancelled searches whose threads have not ended yet.
    stopping: Vec<(Purpose, Thinker)>,
}

impl Brains {
    /// No AI yet; each is made when first needed.
    #[must_use]
    pub fn new() -> Brains {
        Brains::default()
    }

    /// The search in progress, if any.
    #[must_use]
    pub fn job(&self) -> Option<&Job> {
        self.job.as_ref()
    }

    /// Whether a search is in progress.
    #[must_use]
    pub fn is_thinking(&self) -> bool {
        self.job.is_some()
    }

    /// Starts a search on `game` for `purpose`: the AI's move at `level`
    /// (level 10 thinks for `time`; the others keep their own budget) or a
    /// hint at full strength for `time`, with the endgame `databases` of
    /// the game's rules if there are any. A search in progress is
    /// cancelled.
    pub fn start(
        &mut self,
        purpose: Purpose,
        level: Level,
        game: &Game,
        time: Duration,
        version: u64,
        databases: Option<Arc<Databases>>,
    ) {
        self.cancel();
        let mut ai = self.take_ai(purpose);
        ai.set_level(level);
        ai.set_databases(databases);
        ai.set_seed(seed());
        let time = (level == Level::MAX).then_some(time);
        let thinker = Thinker::start(ai, game.clone(), Limits::default(), time);
        self.job = Some(Job {
            purpose,
            version,
            started: Instant::now(),
            depth: 0,
            score: None,
            thinker,
        });
    }

    /// Stops the search in progress at once, if any; its result is dropped.
    pub fn cancel(&mut self) {
        if let Some(job) = self.job.take() {
            job.thinker.stop();
            self.stopping.push((job.purpose, job.thinker));
        }
    }

    /// Forgets what the AIs learned: a new game begins. Cancels any search.
    pub fn new_game(&mut self) {
        self.cancel();
        for ai in [
            &mut self.players.white,
            &mut self.players.black,
            &mut self.hint,
        ]
        .into_iter()
        .flatten()
        {
            ai.new_game();
        }
    }

    /// Takes the progress reports and the result of the search in progress,
    /// without waiting. Returns the result once the search has finished.
    pub fn poll(&mut self) -> Option<Finished> {
        self.reclaim_stopped();
        let job = self.job.as_mut()?;
        let mut done = None;
        while let Some(event) = job.thinker.poll() {
            match event {
                Event::Info(info) => {
                    job.depth = info.depth;
                    job.score = Some(info.score);
                }
                Event::Done(choice) => done = Some(choice),
            }
        }
        let choice = done?;
        let job = self.job.take()?;
        let finished = Finished {
            purpose: job.purpose,
            version: job.version,
            choice,
        };
        // The worker sent its last event; joining only waits for it to return.
        let (_, ai) = job.thinker.join();
        self.put_ai(job.purpose, ai);
        Some(finished)
    }

    /// The AI for `purpose`: its own when it is back, else a new one.
    fn take_ai(&mut self, purpose: Purpose) -> Ai {
        let slot = match purpose {
            Purpose::Move(color) => &mut self.players[color],
            Purpose::Hint => &mut self.hint,
        };
        let mut ai = slot.take().unwrap_or_else(|| match purpose {
            Purpose::Move(_) => Ai::new(Level::DEFAULT, seed()),
            Purpose::Hint => Ai::with_hash(Level::MAX, seed(), HINT_HASH_MIB),
        });
        // Full strength thinks on every core.
        ai.set_threads(std::thread::available_parallelism().map_or(1, usize::from));
        ai
    }

    fn put_ai(&mut self, purpose: Purpose, ai: Ai) {
        let slot = match purpose {
            Purpose::Move(color) => &mut self.players[color],
            Purpose::Hint => &mut self.hint,
        };
        if slot.is_none() {
            *slot = Some(ai);
        }
    }

    /// Takes back the AIs of cancelled searches whose threads have ended.
    fn reclaim_stopped(&mut self) {
        let (ended, running): (Vec<_>, Vec<_>) = std::mem::take(&mut self.stopping)
            .into_iter()
            .partition(|(_, thinker)| thinker.is_finished());
        self.stopping = running;
        for (purpose, thinker) in ended {
            let (_, ai) = thinker.join();
            self.put_ai(purpose, ai);
        }
    }
}

/// The endgame databases of `rules` under `dir` (the data directory's
/// `databases`, where `morris solve` puts them), if any were solved for
/// these rules. Nothing is read until a search needs a position.
#[must_use]
pub fn databases(dir: &Path, rules: Rules) -> Option<Arc<Databases>> {
    let dbs = Databases::new(dir, rules);
    dbs.dir().is_dir().then(|| Arc::new(dbs))
}

/// A seed for the AI's random choices (and the coin toss), different each
/// time.
pub(crate) fn seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    // Fold the 128 bits; the low ones change fastest.
    (nanos as u64) ^ ((nanos >> 64) as u64)
}
