//! The AI off the frontend's thread: at most one search at a time (an AI
//! player's move or a hint), polled or waited for, stopped early (the best
//! move so far is played) or cancelled (its answer is dropped).
//!
//! Each side keeps its own [`Ai`] between moves, so its transposition table
//! carries over. A cancelled search is stopped through its flag and set
//! aside; once its thread ends, the [`Ai`] comes back for the next move.
//! Every search carries the version of the session it started on, so an
//! answer that arrives after the game changed is known to be stale.
//!
//! Full strength (level 10, and every hint) reads the endgame databases of
//! the game's rules when they cover the position ([`DatabaseCache`]).

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use morris_ai::db::Databases;
use morris_ai::search::Limits;
use morris_ai::{Ai, Choice, Event, Level, Score, Thinker};
use morris_core::{ByColor, Color, Game, Rules};
use rand::RngExt;

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

/// How long a search may go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Depth and node limits (scripts use a node budget, so that the same
    /// input gives the same game).
    pub limits: Limits,
    /// Thinking time, for full strength and hints; `None` for no time limit.
    pub time: Option<Duration>,
}

impl Budget {
    /// Thinking for `time`.
    #[must_use]
    pub const fn time(time: Duration) -> Budget {
        Budget {
            limits: Limits {
                depth: None,
                nodes: None,
            },
            time: Some(time),
        }
    }

    /// Searching `nodes` nodes, whatever the time.
    #[must_use]
    pub const fn nodes(nodes: u64) -> Budget {
        Budget {
            limits: Limits::nodes(nodes),
            time: None,
        }
    }
}

/// Where the AI's random choices come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seeds {
    /// Fresh from the system each search: games differ.
    Random,
    /// White's AI from this seed, Black's from the next, the hint's from the
    /// one after, each new game starting over: the same input gives the same
    /// game.
    Fixed(u64),
}

/// A search in progress.
#[derive(Debug)]
pub struct Job {
    /// What it is for.
    pub purpose: Purpose,
    /// The session's version it started on: a result for another version is
    /// stale.
    pub version: u64,
    /// When it started.
    pub started: Instant,
    /// The depth of the last finished iteration.
    pub depth: u32,
    /// The score of the last finished iteration, for the side to move.
    pub score: Option<Score>,
    thinker: Thinker,
    /// The tablebase server's answer to come, asked beside the search.
    remote: Option<crate::tablebase::Pending>,
    /// The search's answer, while the server's is awaited.
    searched: Option<Option<Choice>>,
}

impl Job {
    /// A handle that stops the search from another thread (a Ctrl-C
    /// handler); it then answers with the best move found so far.
    #[must_use]
    pub fn stop_flag(&self) -> morris_ai::search::StopFlag {
        self.thinker.stop_flag()
    }
}

/// A finished search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finished {
    /// What it was for.
    pub purpose: Purpose,
    /// The session's version it started on.
    pub version: u64,
    /// The move chosen, with its score; `None` when the game was over.
    pub choice: Option<Choice>,
    /// What the tablebase server had to do with it: `None` when it was
    /// not asked.
    pub remote: Option<Remote>,
}

/// What came of asking the tablebase server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Remote {
    /// Its exact value decided (the choice is perfect, its value the
    /// server's).
    Answered,
    /// It did not know the position; the search decided.
    Unknown,
    /// It could not be asked or did not answer in time (why); the
    /// search decided.
    Failed(String),
}

/// The endgame databases of the rules in play, looked for once per rules.
#[derive(Debug, Default)]
pub struct DatabaseCache {
    dir: Option<PathBuf>,
    cached: Option<(Rules, Option<Arc<Databases>>)>,
}

impl DatabaseCache {
    /// Databases under `dir` (the data directory's `databases`, where
    /// `morris solve` puts them), or none.
    #[must_use]
    pub fn new(dir: Option<PathBuf>) -> DatabaseCache {
        DatabaseCache { dir, cached: None }
    }

    /// The databases of `rules`, if any pair was solved for them. Nothing
    /// is read until a search needs a position.
    pub fn get(&mut self, rules: Rules) -> Option<Arc<Databases>> {
        match &self.cached {
            Some((cached, dbs)) if *cached == rules => dbs.clone(),
            _ => {
                let dbs = self.dir.as_ref().and_then(|dir| {
                    let dbs = Databases::new(dir, rules);
                    dbs.dir().is_dir().then(|| Arc::new(dbs))
                });
                self.cached = Some((rules, dbs.clone()));
                dbs
            }
        }
    }

    /// Forgets what was found, so newly solved databases are seen.
    pub fn refresh(&mut self) {
        self.cached = None;
    }
}

/// The AI players and their searches.
#[derive(Debug)]
pub struct Brains {
    players: ByColor<Option<Ai>>,
    hint: Option<Ai>,
    job: Option<Job>,
    /// Cancelled searches whose threads have not ended yet.
    stopping: Vec<(Purpose, Thinker)>,
    seeds: Seeds,
    threads: usize,
    databases: DatabaseCache,
    /// A server to ask for perfect play where the databases do not reach.
    tablebase: Option<crate::tablebase::Tablebase>,
}

impl Brains {
    /// No AI yet; each is made when first needed. Full strength searches
    /// with `threads` threads.
    #[must_use]
    pub fn new(seeds: Seeds, threads: usize, databases: DatabaseCache) -> Brains {
        Brains {
            players: ByColor::default(),
            hint: None,
            job: None,
            stopping: Vec::new(),
            seeds,
            threads: threads.max(1),
            databases,
            tablebase: None,
        }
    }

    /// Asks `tablebase` (or no server) for the hint's and level 10's
    /// turns where the databases do not know the position.
    pub fn set_tablebase(&mut self, tablebase: Option<crate::tablebase::Tablebase>) {
        self.tablebase = tablebase;
    }

    /// The tablebase server asked, if any.
    #[must_use]
    pub fn tablebase(&self) -> Option<&crate::tablebase::Tablebase> {
        self.tablebase.as_ref()
    }

    /// Every core of this machine, for full strength in play.
    #[must_use]
    pub fn all_cores() -> usize {
        std::thread::available_parallelism().map_or(1, usize::from)
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

    /// The endgame databases of `rules`, for hints and the draw policy.
    pub fn databases(&mut self, rules: Rules) -> Option<Arc<Databases>> {
        self.databases.get(rules)
    }

    /// Forgets which databases were found, so newly solved ones are used.
    pub fn refresh_databases(&mut self) {
        self.databases.refresh();
    }

    /// Starts a search on `game` for `purpose`: the AI's move at `level`
    /// or a hint at full strength, within `budget` (levels 1 to 9 keep
    /// their own budget and ignore the time). A search in progress is
    /// cancelled.
    pub fn start(
        &mut self,
        purpose: Purpose,
        level: Level,
        game: &Game,
        budget: Budget,
        version: u64,
    ) {
        self.cancel();
        let databases = self.databases.get(*game.rules());
        // The server, where full strength plays and our own databases do
        // not know the position.
        let remote = self
            .tablebase
            .as_ref()
            .filter(|_| level == Level::MAX || purpose == Purpose::Hint)
            .filter(|_| !game.is_over())
            .filter(|_| {
                databases
                    .as_ref()
                    .is_none_or(|dbs| dbs.probe(game.position()).is_none())
            })
            .map(|t| t.ask_later(*game.position()));
        let mut ai = self.take_ai(purpose);
        ai.set_level(level);
        ai.set_databases(databases);
        ai.set_threads(self.threads);
        if let Seeds::Random = self.seeds {
            ai.set_seed(rand::rng().random());
        }
        if purpose == Purpose::Hint {
            // The same position gets the same hint, whatever came before.
            ai.new_game();
        }
        let time = if level == Level::MAX {
            budget.time
        } else {
            None
        };
        let thinker = Thinker::start(ai, game.clone(), budget.limits, time);
        self.job = Some(Job {
            purpose,
            version,
            started: Instant::now(),
            depth: 0,
            score: None,
            thinker,
            remote,
            searched: None,
        });
    }

    /// Asks the search in progress to finish now with the best move found
    /// so far (its answer still comes, through [`Brains::poll`]).
    pub fn hurry(&self) {
        if let Some(job) = &self.job {
            job.thinker.stop();
        }
    }

    /// Stops the search in progress at once, if any; its answer is dropped.
    pub fn cancel(&mut self) {
        if let Some(job) = self.job.take() {
            job.thinker.stop();
            self.stopping.push((job.purpose, job.thinker));
        }
    }

    /// Forgets what the AIs learned: a new game begins. Cancels any search;
    /// with fixed seeds, the AIs start over from them.
    pub fn new_game(&mut self) {
        self.cancel();
        if let Seeds::Fixed(_) = self.seeds {
            self.players = ByColor::default();
            self.hint = None;
            return;
        }
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

    /// Takes the progress reports and the answer of the search in progress,
    /// without waiting. Returns the answer once the search has finished.
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
        if let Some(choice) = done {
            job.searched = Some(choice);
        }
        job.searched.as_ref()?;
        // The server's answer, if it may still come in time.
        let answer = match &job.remote {
            Some(pending) => Some(pending.poll()?),
            None => None,
        };
        let choice = job.searched.take().flatten();
        self.finish(choice, answer)
    }

    /// Waits up to `timeout` for the answer of the search in progress.
    pub fn wait(&mut self, timeout: Duration) -> Option<Finished> {
        let deadline = Instant::now() + timeout;
        loop {
            let job = self.job.as_mut()?;
            let left = deadline.saturating_duration_since(Instant::now());
            match job.thinker.wait_event(left) {
                Some(Event::Info(info)) => {
                    job.depth = info.depth;
                    job.score = Some(info.score);
                }
                Some(Event::Done(choice)) => {
                    let answer = job.remote.as_ref().map(crate::tablebase::Pending::wait);
                    return self.finish(choice, answer);
                }
                None => return None,
            }
            if Instant::now() >= deadline {
                return None;
            }
        }
    }

    /// Waits for the answer of the search in progress, however long it
    /// takes (scripts and tests).
    pub fn wait_for_answer(&mut self) -> Option<Finished> {
        while self.job.is_some() {
            if let Some(finished) = self.wait(Duration::from_secs(3600)) {
                return Some(finished);
            }
        }
        None
    }

    fn finish(
        &mut self,
        choice: Option<Choice>,
        answer: Option<Result<morris_protocol::TablebaseAnswer, String>>,
    ) -> Option<Finished> {
        let job = self.job.take()?;
        let (choice, remote) = match (choice, answer) {
            (choice, None) => (choice, None),
            (None, Some(_)) => (None, None),
            (Some(choice), Some(Err(why))) => (Some(choice), Some(Remote::Failed(why))),
            (Some(choice), Some(Ok(answer))) => match crate::tablebase::perfect(&choice, &answer) {
                Some(perfect) => (Some(perfect), Some(Remote::Answered)),
                None => (Some(choice), Some(Remote::Unknown)),
            },
        };
        let finished = Finished {
            purpose: job.purpose,
            version: job.version,
            choice,
            remote,
        };
        // The worker sent its last event; joining only waits for it to return.
        let (_, ai) = job.thinker.join();
        self.put_ai(job.purpose, ai);
        Some(finished)
    }

    /// The AI for `purpose`: its own when it is back, else a new one.
    fn take_ai(&mut self, purpose: Purpose) -> Ai {
        let seed = match self.seeds {
            Seeds::Random => rand::rng().random(),
            Seeds::Fixed(seed) => match purpose {
                Purpose::Move(Color::White) => seed,
                Purpose::Move(Color::Black) => seed.wrapping_add(1),
                Purpose::Hint => seed.wrapping_add(2),
            },
        };
        let slot = match purpose {
            Purpose::Move(color) => &mut self.players[color],
            Purpose::Hint => &mut self.hint,
        };
        slot.take().unwrap_or_else(|| match purpose {
            Purpose::Move(_) => Ai::new(Level::DEFAULT, seed),
            Purpose::Hint => Ai::with_hash(Level::MAX, seed, HINT_HASH_MIB),
        })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_answers_with_its_version_and_fixed_seeds_repeat() {
        let game = Game::new(Rules::default());
        let play = || {
            let mut brains = Brains::new(Seeds::Fixed(5), 1, DatabaseCache::new(None));
            brains.start(
                Purpose::Move(Color::White),
                Level::new(4).unwrap(),
                &game,
                Budget::nodes(5000),
                7,
            );
            assert!(brains.is_thinking());
            let finished = brains.wait_for_answer().unwrap();
            assert!(!brains.is_thinking());
            finished
        };
        let a = play();
        assert_eq!(a.version, 7);
        assert_eq!(a.purpose, Purpose::Move(Color::White));
        assert!(game.position().is_legal(a.choice.as_ref().unwrap().mv));
        assert_eq!(a, play());
    }

    #[test]
    fn a_cancelled_search_gives_no_answer_and_a_hurried_one_does() {
        let game = Game::new(Rules::default());
        let mut brains = Brains::new(Seeds::Random, 2, DatabaseCache::new(None));
        brains.start(
            Purpose::Hint,
            Level::MAX,
            &game,
            Budget::time(Duration::from_secs(60)),
            1,
        );
        brains.cancel();
        assert!(brains.poll().is_none());
        assert!(!brains.is_thinking());
        brains.start(
            Purpose::Hint,
            Level::MAX,
            &game,
            Budget::time(Duration::from_secs(60)),
            2,
        );
        std::thread::sleep(Duration::from_millis(50));
        brains.hurry();
        let finished = brains.wait(Duration::from_secs(10)).unwrap();
        assert_eq!(finished.version, 2);
        assert!(finished.choice.is_some());
    }
}
