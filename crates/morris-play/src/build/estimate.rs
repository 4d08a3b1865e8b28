//! How long a build of the endgame databases takes on this computer: the
//! work of the classes still to solve, timed by the reference figures
//! ([`EXTENTS`], measured on the project's two-core machine) and scaled by
//! this computer's pace, measured by its own builds and kept beside the
//! databases.

use std::path::Path;
use std::time::Duration;

use morris_ai::db::{Databases, Pair};

use super::EXTENTS;

/// The file, in the databases' directory, that keeps this computer's pace.
const PACE_FILE: &str = "pace.txt";

/// A pace is believed only between these bounds (a damaged file, a clock
/// that jumped).
const PACES: std::ops::RangeInclusive<f64> = 0.01..=1000.0;

/// How long a build would take here.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Estimate {
    /// The time left: of the classes not built yet.
    pub time: Duration,
    /// Whether it comes from this computer's measured pace (otherwise the
    /// reference machine's times, as they were measured there).
    pub measured: bool,
}

/// The reference machine's seconds per entry of a class of `pieces`
/// pieces in all: the time the extents took between the one below and the
/// one holding it, over the entries they added.
fn reference_rate(pieces: usize) -> f64 {
    let mut below: (u64, f64) = (0, 0.0);
    for extent in &EXTENTS {
        let (bytes, secs) = (extent.bytes, extent.time.as_secs_f64());
        if pieces <= extent.pieces {
            return (secs - below.1) / (bytes - below.0).max(1) as f64;
        }
        below = (bytes, secs);
    }
    below.1 / below.0.max(1) as f64
}

/// The reference machine's seconds for solving `class`.
fn reference_secs(dbs: &Databases, class: Pair) -> f64 {
    dbs.class_entries(class) as f64 * reference_rate(class.to_move + class.other)
}

/// The classes a build still has to solve, each with its time on the
/// reference machine.
#[derive(Clone, Debug, Default)]
pub(super) struct Plan {
    classes: Vec<(Pair, f64)>,
}

impl Plan {
    /// The classes not built yet of a build up to `pieces` in all, or of
    /// one pair and the classes below it.
    pub(super) fn new(dbs: &Databases, pieces: usize, pair: Option<Pair>) -> Plan {
        let classes = dbs
            .classes_up_to(pieces)
            .into_iter()
            .filter(|&c| match pair {
                // What a pair's removals lead to: no side more than it has.
                Some(p) => {
                    let (small, large) = (p.to_move.min(p.other), p.to_move.max(p.other));
                    c.to_move.min(c.other) <= small && c.to_move.max(c.other) <= large
                }
                None => true,
            })
            .filter(|&c| !dbs.has_class_files(c))
            .map(|c| (c, reference_secs(dbs, c)))
            .collect();
        Plan { classes }
    }

    /// The reference seconds of `pair`'s class, adding it when it was not
    /// foreseen.
    pub(super) fn weight(&mut self, dbs: &Databases, pair: Pair) -> f64 {
        let found = self
            .classes
            .iter()
            .find(|(c, _)| *c == pair || c.swapped() == pair);
        if let Some(&(_, secs)) = found {
            return secs;
        }
        let secs = reference_secs(dbs, pair);
        self.classes.push((pair, secs));
        secs
    }

    /// The reference seconds of the whole build.
    pub(super) fn total(&self) -> f64 {
        self.classes.iter().map(|(_, s)| s).sum()
    }
}

/// Where a build stands in time: the reference seconds of the classes
/// finished, of the one under way, and the real time they took.
#[derive(Clone, Debug)]
pub(super) struct Clock {
    started: std::time::Instant,
    finished: f64,
    current: f64,
    within: f64,
    kept: Option<f64>,
}

impl Clock {
    /// A clock starting now, with the pace measured before (if any).
    pub(super) fn new(kept: Option<f64>) -> Clock {
        Clock {
            started: std::time::Instant::now(),
            finished: 0.0,
            current: 0.0,
            within: 0.0,
            kept,
        }
    }

    /// A class of `secs` reference seconds begins.
    pub(super) fn start(&mut self, secs: f64) {
        self.current = secs;
        self.within = 0.0;
    }

    /// The class under way is `within` (0 to 1) done.
    pub(super) fn progress(&mut self, within: f64) {
        self.within = within.clamp(0.0, 1.0);
    }

    /// The class under way is finished.
    pub(super) fn done(&mut self) {
        self.finished += self.current;
        self.current = 0.0;
        self.within = 0.0;
    }

    /// The reference seconds done.
    fn work_done(&self) -> f64 {
        self.finished + self.current * self.within
    }

    /// This build's pace so far: real seconds per reference second, once
    /// a second of work is behind it (a shorter time says little).
    pub(super) fn pace(&self) -> Option<f64> {
        self.pace_after(self.started.elapsed())
    }

    /// [`Clock::pace`], `real` time after the start.
    fn pace_after(&self, real: Duration) -> Option<f64> {
        let real = real.as_secs_f64();
        let work = self.work_done();
        (real >= 1.0 && work > 0.0)
            .then(|| real / work)
            .filter(|p| PACES.contains(p))
    }

    /// The share of `total` reference seconds done, and the time left at
    /// the pace measured (this build's, or the one kept).
    pub(super) fn share_and_left(&self, total: f64) -> (f32, Option<Duration>) {
        self.share_and_left_after(total, self.started.elapsed())
    }

    /// [`Clock::share_and_left`], `real` time after the start.
    fn share_and_left_after(&self, total: f64, real: Duration) -> (f32, Option<Duration>) {
        let done = self.work_done();
        let share = if total > 0.0 {
            (done / total).clamp(0.0, 1.0)
        } else {
            1.0
        };
        let left = self
            .pace_after(real)
            .or(self.kept)
            .map(|pace| Duration::from_secs_f64(((total - done).max(0.0)) * pace));
        (share as f32, left)
    }
}

/// This computer's pace, as its last build measured it: real seconds per
/// second of the reference machine (2.0: twice as slow). `None` before any
/// build, or when the file does not say a believable one.
#[must_use]
pub fn measured_pace(dir: &Path) -> Option<f64> {
    let text = std::fs::read_to_string(dir.join(PACE_FILE)).ok()?;
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|p| PACES.contains(p))
}

/// Keeps `pace` as this computer's, atomically; a failure only loses the
/// estimate.
pub(super) fn keep_pace(dir: &Path, pace: f64) {
    if !PACES.contains(&pace) || std::fs::create_dir_all(dir).is_err() {
        return;
    }
    let _ = crate::store::write_atomically(&dir.join(PACE_FILE), format!("{pace:.4}\n").as_bytes());
}

/// How long building every pair of `dbs`'s rules up to `pieces` in all
/// would take here, for the classes not built yet: at this computer's
/// measured pace when a build measured it, otherwise at the reference
/// machine's. `dir` is the databases' directory (the one given to
/// [`Databases::new`]).
#[must_use]
pub fn estimate(dir: &Path, dbs: &Databases, pieces: usize) -> Estimate {
    let reference = Plan::new(dbs, pieces, None).total();
    let pace = measured_pace(dir);
    Estimate {
        time: Duration::from_secs_f64(reference * pace.unwrap_or(1.0)),
        measured: pace.is_some(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::Rules;

    #[test]
    fn the_reference_rates_add_up_to_the_extents_times() {
        let dir = tempfile::tempdir().unwrap();
        let dbs = Databases::new(dir.path(), Rules::default());
        // The classes up to each extent take its measured time (within
        // the rounding of the figures: the extents' bytes are their
        // files', a header each more than their entries).
        for extent in EXTENTS.iter().filter(|e| e.pieces <= 10) {
            let secs = Plan::new(&dbs, extent.pieces, None).total();
            let want = extent.time.as_secs_f64();
            assert!(
                (secs - want).abs() < 0.02 * want,
                "{}: {secs} s against {want} s",
                extent.pieces
            );
        }
    }

    #[test]
    fn the_pace_is_kept_read_back_and_damaged_files_are_not_believed() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(measured_pace(dir.path()), None);
        keep_pace(dir.path(), 2.5);
        assert_eq!(measured_pace(dir.path()), Some(2.5));
        let dbs = Databases::new(dir.path(), Rules::default());
        let at_home = estimate(dir.path(), &dbs, 8);
        assert!(at_home.measured);
        let reference = Plan::new(&dbs, 8, None).total();
        assert!((at_home.time.as_secs_f64() - 2.5 * reference).abs() < 1e-3);
        for bad in ["", "fast", "-1", "NaN", "1e9"] {
            std::fs::write(dir.path().join(PACE_FILE), bad).unwrap();
            assert_eq!(measured_pace(dir.path()), None, "{bad:?}");
        }
        assert!(!estimate(dir.path(), &dbs, 8).measured);
    }

    #[test]
    fn the_share_counts_the_work_not_the_classes() {
        let mut clock = Clock::new(Some(3.0));
        clock.start(1.0);
        clock.progress(1.0);
        clock.done();
        clock.start(3.0);
        clock.progress(0.5);
        // 1 + 1.5 of 4 reference seconds: whatever the real time was.
        let (share, left) = clock.share_and_left_after(4.0, Duration::from_millis(300));
        assert!((share - 0.625).abs() < 1e-6);
        // Under a second of real time: the kept pace says the time left.
        assert_eq!(left, Some(Duration::from_secs_f64(1.5 * 3.0)));
        // After 5 s for 2.5 reference seconds: twice as slow as the
        // reference, so 3 s for the 1.5 left.
        let (_, left) = clock.share_and_left_after(4.0, Duration::from_secs(5));
        assert_eq!(left, Some(Duration::from_secs_f64(3.0)));
        assert_eq!(
            Clock::new(None).share_and_left_after(4.0, Duration::ZERO).1,
            None
        );
        // A plan of one pair covers the pairs below it and no other.
        let dir = tempfile::tempdir().unwrap();
        let dbs = Databases::new(dir.path(), Rules::default());
        let mut plan = Plan::new(&dbs, 7, Some(Pair::new(4, 3)));
        let classes: Vec<Pair> = plan.classes.iter().map(|(c, _)| *c).collect();
        assert_eq!(classes, vec![Pair::new(3, 3), Pair::new(3, 4)]);
        let before = plan.total();
        assert!(plan.weight(&dbs, Pair::new(4, 3)) > 0.0);
        assert_eq!(plan.total(), before, "the mirror is the same class");
    }
}
