//! Which puzzle comes next: the daily puzzle of a date, a puzzle near a
//! player's rating, and the rising ladder of a streak or a rush.
//!
//! Every choice is a function of its inputs (the set, the date, a seed),
//! so the daily puzzle is the same for everyone with the same set, and a
//! frontend's tests can name the puzzle they will get.

use super::{Puzzle, Theme};
use crate::rng::Rng;

/// The ratings the daily puzzle is chosen among: neither the easiest nor
/// the hardest, a puzzle most players can solve with some thought.
pub const DAILY_RATINGS: std::ops::RangeInclusive<u16> = 1000..=1800;

/// The first rating of a streak's or a rush's ladder.
pub const LADDER_START: u16 = 900;
/// How much the ladder rises a step.
pub const LADDER_STEP: u16 = 60;
/// The width of a ladder step's band of ratings.
pub const LADDER_BAND: u16 = 120;

/// The index in `puzzles` of the daily puzzle of `date` (any text that
/// names a day, `2026-12-07` by convention): an FNV-1a hash of the date
/// picks among the puzzles rated in [`DAILY_RATINGS`] (among all when
/// none is). `None` for an empty set.
#[must_use]
pub fn daily(puzzles: &[Puzzle], date: &str) -> Option<usize> {
    let fitting: Vec<usize> = (0..puzzles.len())
        .filter(|&i| DAILY_RATINGS.contains(&puzzles[i].rating()))
        .collect();
    let hash = fnv1a(format!("daily;{date}").as_bytes());
    if fitting.is_empty() {
        let n = u64::try_from(puzzles.len()).ok().filter(|&n| n > 0)?;
        return usize::try_from(hash % n).ok();
    }
    let n = u64::try_from(fitting.len()).ok()?;
    fitting.get(usize::try_from(hash % n).ok()?).copied()
}

/// What a choice may take.
#[derive(Clone, Copy, Default)]
pub struct Filter<'a> {
    /// Only puzzles with this theme.
    pub theme: Option<Theme>,
    /// Puzzles not to take (already tried), by index.
    pub skip: Option<&'a dyn Fn(usize) -> bool>,
}

impl std::fmt::Debug for Filter<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Filter")
            .field("theme", &self.theme)
            .field("skip", &self.skip.is_some())
            .finish()
    }
}

impl Filter<'_> {
    fn takes(&self, puzzles: &[Puzzle], i: usize) -> bool {
        self.theme.is_none_or(|t| puzzles[i].themes().contains(&t))
            && self.skip.is_none_or(|skip| !skip(i))
    }
}

/// The index of a puzzle the filter takes near `rating`: drawn by `seed`
/// among those within 100 of it, or, when none is, within 50 of the
/// nearest. `None` when the filter takes none.
#[must_use]
pub fn near(puzzles: &[Puzzle], rating: f64, filter: Filter<'_>, seed: u64) -> Option<usize> {
    let distance = |i: usize| (f64::from(puzzles[i].rating()) - rating).abs();
    let taken: Vec<usize> = (0..puzzles.len())
        .filter(|&i| filter.takes(puzzles, i))
        .collect();
    let nearest = taken.iter().map(|&i| distance(i)).reduce(f64::min)?;
    let band = if nearest <= 100.0 {
        100.0
    } else {
        nearest + 50.0
    };
    let within: Vec<usize> = taken.into_iter().filter(|&i| distance(i) <= band).collect();
    within.get(Rng::new(seed).below(within.len())).copied()
}

/// The lowest rating of the ladder's step `step` (from 0).
#[must_use]
pub fn ladder_rating(step: usize) -> u16 {
    let step = u16::try_from(step).unwrap_or(u16::MAX);
    LADDER_START.saturating_add(LADDER_STEP.saturating_mul(step))
}

/// The index of the puzzle for step `step` of a ladder: drawn by `seed`
/// among those the filter takes rated in the step's band
/// (`ladder_rating(step)` and [`LADDER_BAND`] above), else the one the
/// filter takes whose rating is nearest the band's bottom. `None` when
/// the filter takes none.
#[must_use]
pub fn ladder(puzzles: &[Puzzle], step: usize, filter: Filter<'_>, seed: u64) -> Option<usize> {
    let low = ladder_rating(step);
    let high = low.saturating_add(LADDER_BAND);
    let band: Vec<usize> = (0..puzzles.len())
        .filter(|&i| filter.takes(puzzles, i) && (low..high).contains(&puzzles[i].rating()))
        .collect();
    if !band.is_empty() {
        return Some(band[Rng::new(seed).below(band.len())]);
    }
    (0..puzzles.len())
        .filter(|&i| filter.takes(puzzles, i))
        .min_by_key(|&i| puzzles[i].rating().abs_diff(low))
}

/// FNV-1a, 64 bits.
fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}
