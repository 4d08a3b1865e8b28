//! Building the endgame databases in the background while the player
//! plays: how far to go (with the size and time measured on this kind of
//! machine), the progress, cancelling, and going on later from where a
//! cancelled or interrupted build stopped (each pair is written whole, so
//! the pairs done stay done).

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use morris_ai::db::{Databases, DbError, Pair, Progress, SolveEvent};
use morris_ai::search::StopFlag;
use morris_core::{Position, Rules};

mod estimate;

pub use estimate::{Estimate, estimate, measured_pace};

/// How far a build may go: every pair with at most `pieces` pieces on the
/// board in all, and what that took on a two-core machine of the kind the
/// project is built on (the standard rules; release build).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Extent {
    /// Pieces in all, both sides.
    pub pieces: usize,
    /// The files' size in bytes.
    pub bytes: u64,
    /// The time the whole build took.
    pub time: Duration,
}

/// The extents offered, smallest first (measured with `morris solve
/// --up-to 10` on this two-core machine, 5 December 2026, each extent's
/// time the classes up to its pieces; see docs/measurements/databases.md). The last, 18 pieces in all on the large board, is the
/// whole game: with it level 10, the hint and the analysis play and value
/// every phase perfectly.
pub const EXTENTS: [Extent; 6] = [
    Extent {
        pieces: 6,
        bytes: 214_268,
        time: Duration::from_millis(200),
    },
    Extent {
        pieces: 7,
        bytes: 2_022_942,
        time: Duration::from_millis(700),
    },
    Extent {
        pieces: 8,
        bytes: 11_648_115,
        time: Duration::from_secs(3),
    },
    Extent {
        pieces: 9,
        bytes: 50_087_147,
        time: Duration::from_secs(12),
    },
    Extent {
        pieces: 10,
        bytes: 172_644_387,
        time: Duration::from_secs(48),
    },
    // The whole game: every pair, 3 to 9 pieces a side, 28 classes
    // (`morris solve --all`, on both cores).
    Extent {
        pieces: 18,
        bytes: 9_193_627_975,
        time: Duration::from_secs(WHOLE_GAME_SECONDS),
    },
];

/// The extents offered for `rules`: the measured ones up to ten pieces,
/// and the whole game where its size and time were measured (nine pieces
/// a side); not the small boards, whose whole game is
/// [`whole_game_extent`].
pub fn extents_for(rules: &Rules) -> impl Iterator<Item = &'static Extent> {
    let whole = 2 * usize::from(rules.pieces());
    EXTENTS
        .iter()
        .filter(move |e| e.pieces <= 10 || e.pieces == whole)
}

/// The measured time of the whole game's build (release build, this
/// two-core machine): `morris solve --all` from an empty directory, 3,831 s
/// (7 December 2026), then the empty board's value, 95 s, and the book of
/// the first two placements, 234 s (docs/measurements/databases.md): 1 h
/// 9 min.
const WHOLE_GAME_SECONDS: u64 = 3_831 + 95 + 234;

/// The whole game of a small board (Three or Six Men's Morris, solved
/// from the first placement): its file's size and the solve's time,
/// measured with `morris solve --all` (release build, this kind of
/// machine); `None` where the whole game is not solved (the large board,
/// rules that remember earlier turns). Its `pieces` are both sides' at
/// the start.
#[must_use]
pub fn whole_game_extent(rules: &Rules) -> Option<Extent> {
    if !morris_ai::db::covers_whole_game(rules) {
        return None;
    }
    let pieces = 2 * usize::from(rules.pieces());
    Some(match rules.board() {
        morris_core::Board::Nine => Extent {
            pieces,
            bytes: 7_635,
            time: Duration::from_secs(1),
        },
        _ => Extent {
            pieces,
            bytes: 53_172_116,
            time: Duration::from_secs(12),
        },
    })
}

/// Where a build stands.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BuildProgress {
    /// The pair being solved.
    pub pair: Option<Pair>,
    /// How far that pair is, from 0 to 1.
    pub within: f32,
    /// How far the whole build is, from 0 to 1: the work of the classes
    /// done over the work of all it solves (a large class weighs more).
    pub share: f32,
    /// The time left, at the pace this build measured (or, in its first
    /// second, the pace the last build measured here); `None` before
    /// either is known.
    pub left: Option<Duration>,
    /// Pairs finished in this build (already solved ones are skipped, not
    /// counted).
    pub finished: usize,
    /// Every pair is built and the search over the placing phase values
    /// the empty board, keeping what it learns of the first placements.
    pub opening: bool,
    /// After the empty board, the positions after the first
    /// [`BOOK_PLACEMENTS`] placements are valued into the book: how far,
    /// from 0 to 1.
    pub placings: Option<f32>,
}

/// How many first placements the whole game's build values into the
/// opening book, as `morris solve --opening --placements 2` does: 46
/// classes of positions in Nine Men's Morris, 234 s on this machine, and
/// a game's review from the empty board takes seconds rather than
/// minutes (docs/measurements/review.md).
pub const BOOK_PLACEMENTS: u32 = 2;

/// How a build ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildEnd {
    /// Every pair is solved.
    Done,
    /// It was stopped; the finished pairs stay.
    Cancelled,
    /// It could not go on (a file that could not be written), and why.
    Failed(String),
}

/// A build in the background.
#[derive(Debug)]
pub struct DbBuild {
    pieces: usize,
    whole: bool,
    pair: Option<Pair>,
    cancel: StopFlag,
    progress: Arc<Mutex<BuildProgress>>,
    thread: Option<JoinHandle<Result<(), DbError>>>,
    result: Option<BuildEnd>,
}

impl DbBuild {
    /// Starts building every pair of `rules` with at most `pieces` pieces in
    /// all under `dir` (the data directory's `databases`), on threads of
    /// its own; on a small board, the whole game
    /// ([`Databases::solve_whole_game`]), whatever `pieces` says.
    #[must_use]
    pub fn start(dir: PathBuf, rules: Rules, pieces: usize) -> DbBuild {
        DbBuild::spawn(dir, rules, pieces, None)
    }

    /// Starts building one pair of `rules` (with its mirror, and every pair
    /// its removals lead to first) under `dir`, as `morris solve 4-3` does,
    /// on threads of its own.
    #[must_use]
    pub fn start_pair(dir: PathBuf, rules: Rules, pair: Pair) -> DbBuild {
        DbBuild::spawn(dir, rules, pair.to_move + pair.other, Some(pair))
    }

    fn spawn(dir: PathBuf, rules: Rules, pieces: usize, pair: Option<Pair>) -> DbBuild {
        let cancel = StopFlag::new();
        let progress = Arc::new(Mutex::new(BuildProgress::default()));
        let (flag, shared) = (cancel.clone(), Arc::clone(&progress));
        let thread = thread::spawn(move || {
            let dbs = Databases::new(&dir, rules);
            // A small board's game is solved in one step: its share is
            // that step's.
            let whole = morris_ai::db::covers_whole_game(&rules);
            let timing = Mutex::new((
                if whole {
                    estimate::Plan::default()
                } else {
                    estimate::Plan::new(&dbs, pieces, pair)
                },
                estimate::Clock::new(estimate::measured_pace(&dir)),
            ));
            let report = |event: SolveEvent| {
                let (Ok(mut p), Ok(mut timing)) = (shared.lock(), timing.lock()) else {
                    return;
                };
                let (plan, clock) = &mut *timing;
                match event {
                    SolveEvent::Start { pair } => {
                        p.pair = Some(pair);
                        p.within = 0.0;
                        if !whole {
                            clock.start(plan.weight(&dbs, pair));
                        }
                    }
                    SolveEvent::Progress { progress, .. } => {
                        // Generating is the first half of the work, resolving
                        // the second.
                        let (done, total) = match progress {
                            Progress::Generating { done, total } => (done, 2 * total),
                            Progress::Resolving { done, total, .. } => (total + done, 2 * total),
                            Progress::Checking { done, total } => (done, total),
                        };
                        p.within = (done as f32 / total.max(1) as f32).clamp(0.0, 1.0);
                        clock.progress(f64::from(p.within));
                    }
                    SolveEvent::Done { .. } => {
                        p.finished += 1;
                        p.within = 1.0;
                        clock.done();
                        if let Some(pace) = clock.pace() {
                            estimate::keep_pace(&dir, pace);
                        }
                    }
                }
                (p.share, p.left) = if whole {
                    (p.within, None)
                } else {
                    clock.share_and_left(plan.total())
                };
            };
            // A small board's game is solved whole, whatever the extent:
            // it is smaller than the large board's smallest.
            if whole {
                return dbs.solve_whole_game(&report, &flag).map(|_| ());
            }
            match pair {
                Some(pair) => dbs.solve_until(pair, &report, &flag),
                None => {
                    dbs.solve_up_to_until(pieces, &report, &flag)?;
                    // Every pair of the game: the search over the placing
                    // phase values the empty board and keeps what it
                    // learns in its book, so that the first placements are
                    // valued at once in play and analysis.
                    let start = Position::new(rules);
                    if pieces >= 2 * usize::from(rules.pieces())
                        && dbs.has_files_for_placing(&start)
                    {
                        if let Ok(mut p) = shared.lock() {
                            p.opening = true;
                        }
                        // The pairs are built whatever this search does: a
                        // cancel keeps what it learned, and an error (told
                        // by the databases' refusals) is no failed build.
                        if let Err(DbError::Cancelled) = dbs.opening_value(&start, &flag) {
                            return Err(DbError::Cancelled);
                        }
                        // Then every position after two placements, kept in
                        // the book: a review or an analysis of a game from
                        // the empty board then values its first turns in
                        // seconds rather than minutes.
                        if let Ok(mut p) = shared.lock() {
                            p.placings = Some(0.0);
                        }
                        let placed = |done: usize, total: usize| {
                            if let Ok(mut p) = shared.lock() {
                                p.placings = Some(done as f32 / total.max(1) as f32);
                            }
                        };
                        if let Err(DbError::Cancelled) =
                            dbs.value_placings(BOOK_PLACEMENTS, &placed, &flag)
                        {
                            return Err(DbError::Cancelled);
                        }
                    }
                    Ok(())
                }
            }
        });
        DbBuild {
            pieces,
            whole: morris_ai::db::covers_whole_game(&rules),
            pair,
            cancel,
            progress,
            thread: Some(thread),
            result: None,
        }
    }

    /// How far the build goes: pieces in all (for a pair, its two counts
    /// together).
    #[must_use]
    pub fn pieces(&self) -> usize {
        self.pieces
    }

    /// Whether the build solves a small board's whole game.
    #[must_use]
    pub fn is_whole_game(&self) -> bool {
        self.whole
    }

    /// The pair built, when the build is of one pair
    /// ([`DbBuild::start_pair`]) rather than up to a number of pieces.
    #[must_use]
    pub fn pair(&self) -> Option<Pair> {
        self.pair
    }

    /// Where it stands.
    #[must_use]
    pub fn progress(&self) -> BuildProgress {
        self.progress.lock().map(|p| p.clone()).unwrap_or_default()
    }

    /// Asks the build to stop; the pair under way is dropped, the finished
    /// ones stay.
    pub fn cancel(&self) {
        self.cancel.stop();
    }

    /// Whether it was asked to stop.
    #[must_use]
    pub fn is_cancelled(&self) -> bool {
        self.cancel.is_stopped()
    }

    /// The build's end, once it has ended.
    pub fn poll(&mut self) -> Option<&BuildEnd> {
        if self.thread.as_ref().is_some_and(JoinHandle::is_finished) {
            self.join();
        }
        self.result.as_ref()
    }

    /// Waits for the build to end (cancel first to end it soon).
    pub fn wait(&mut self) -> &BuildEnd {
        self.join();
        self.result.get_or_insert(BuildEnd::Done)
    }

    /// Takes the thread's result, waiting for it if need be.
    fn join(&mut self) {
        if let Some(thread) = self.thread.take() {
            self.result = Some(match thread.join() {
                Ok(Ok(())) => BuildEnd::Done,
                Ok(Err(DbError::Cancelled)) => BuildEnd::Cancelled,
                Ok(Err(e)) => BuildEnd::Failed(e.to_string()),
                Err(_) => BuildEnd::Failed("the build stopped unexpectedly".to_owned()),
            });
        }
    }
}

impl Drop for DbBuild {
    /// A build dropped (the app closed) stops soon; what it finished stays
    /// for the next build.
    fn drop(&mut self) {
        self.cancel.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_build_reports_its_pairs_and_can_be_cancelled_and_resumed() {
        let dir = tempfile::tempdir().unwrap();
        let rules = Rules::default();
        let mut build = DbBuild::start(dir.path().to_path_buf(), rules, 6);
        assert_eq!(build.wait(), &BuildEnd::Done);
        assert_eq!(build.progress().finished, 1);
        assert_eq!(build.progress().pair, Some(Pair::new(3, 3)));
        assert_eq!(build.progress().share, 1.0);
        let dbs = Databases::new(dir.path(), rules);
        assert!(dbs.is_solved_up_to(6));

        // Cancelled at once: nothing more is solved, and it says so.
        let mut build = DbBuild::start(dir.path().to_path_buf(), rules, 7);
        build.cancel();
        assert_eq!(build.wait(), &BuildEnd::Cancelled);
        assert!(!dbs.is_solved_up_to(7));
        // Again, to the end: 3-3 is kept, 3-4 solved.
        let mut build = DbBuild::start(dir.path().to_path_buf(), rules, 7);
        assert_eq!(build.wait(), &BuildEnd::Done);
        assert_eq!(build.progress().finished, 1);
        assert!(Databases::new(dir.path(), rules).is_solved_up_to(7));
        assert_eq!(build.pair(), None);
        assert!(EXTENTS.windows(2).all(|w| {
            w[0].pieces < w[1].pieces && w[0].bytes < w[1].bytes && w[0].time < w[1].time
        }));
    }

    #[test]
    fn a_build_on_a_small_board_solves_its_whole_game() {
        let dir = tempfile::tempdir().unwrap();
        let mut rules = Rules::preset(morris_core::Preset::Three);
        rules.set_diagonals(true);
        let mut build = DbBuild::start(dir.path().to_path_buf(), rules, 6);
        assert!(build.is_whole_game());
        assert_eq!(build.wait(), &BuildEnd::Done);
        assert_eq!(build.progress().finished, 1);
        let dbs = Databases::new(dir.path(), rules);
        assert!(dbs.is_whole_game_solved());
        assert_eq!(dbs.whole_game_value(), Some(morris_ai::db::DbValue::Win(9)));
        assert!(!DbBuild::start(dir.path().to_path_buf(), Rules::default(), 6).is_whole_game());
    }

    #[test]
    fn a_build_of_one_pair_solves_it_and_what_it_needs_and_nothing_more() {
        let dir = tempfile::tempdir().unwrap();
        let rules = Rules::default();
        let mut build = DbBuild::start_pair(dir.path().to_path_buf(), rules, Pair::new(4, 3));
        assert_eq!((build.pair(), build.pieces()), (Some(Pair::new(4, 3)), 7));
        assert_eq!(build.wait(), &BuildEnd::Done);
        // 3-3 first (a removal in 4-3 leads there), then 4-3 with 3-4.
        assert_eq!(build.progress().finished, 2);
        assert_eq!(build.progress().pair, Some(Pair::new(4, 3)));
        let dbs = Databases::new(dir.path(), rules);
        for pair in [Pair::new(3, 3), Pair::new(4, 3), Pair::new(3, 4)] {
            assert!(dbs.is_solved(pair), "{pair}");
        }
        assert!(!dbs.is_solved(Pair::new(4, 4)), "nothing beyond the pair");
        // A pair the rules have no room for fails, saying why.
        let mut build = DbBuild::start_pair(dir.path().to_path_buf(), rules, Pair::new(10, 3));
        assert!(matches!(build.wait(), BuildEnd::Failed(_)));
    }
}
