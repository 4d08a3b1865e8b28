//! Puzzles as a player trains with them, for both frontends: the shipped
//! sets, the modes (rated, the daily puzzle, a streak, a rush), a theme to
//! choose, the player's Glicko-2 rating kept in the data directory, and
//! each turn judged against the puzzle's certified line
//! ([`morris_ai::puzzles`]; docs/PUZZLES.md says the rules of each mode).
//!
//! Time comes in as an [`Instant`] from the frontend, as the [`Table`]'s
//! does, so a rush can be tested without waiting.
//!
//! [`Table`]: crate::Table

pub mod record;

use std::collections::HashSet;
use std::sync::Arc;
use std::time::{Duration, Instant};

use morris_ai::db::{Databases, DbValue};
use morris_ai::puzzles::choose::{self, Filter};
use morris_ai::puzzles::rating::{self, Glicko2Rating};
use morris_ai::puzzles::{Puzzle, Solving, Theme, Verdict, shipped};
use morris_core::{IllegalMoveError, Move, Point, Preset};

pub use record::{Keeper, Rating, Record, Trouble};

use crate::store::DataDir;

/// How a player goes through puzzles.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// One puzzle after another near the player's rating, each first
    /// attempt rated.
    Rated,
    /// The puzzle of the day (the same for everyone with this set on this
    /// date), rated as any first attempt.
    Daily,
    /// Puzzles of rising rating until the first miss; not rated.
    Streak,
    /// As many puzzles of rising rating as can be solved in this many
    /// minutes; a miss moves on, the third ends the rush; not rated.
    Rush {
        /// The minutes: 3 or 5 in the frontends.
        minutes: u8,
    },
}

/// How many misses end a rush.
pub const RUSH_MISSES: u8 = 3;

/// A rule set without a shipped set of puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoPuzzles(pub Preset);

impl std::fmt::Display for NoPuzzles {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let have: Vec<&str> = shipped::PRESETS.iter().map(|p| p.name()).collect();
        write!(
            f,
            "no puzzles for {}: there are puzzles for {}",
            self.0.name(),
            have.join(", ")
        )
    }
}

impl std::error::Error for NoPuzzles {}

/// A player's rating before and after a first attempt.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct RatingChange {
    /// Before.
    pub before: f64,
    /// After.
    pub after: f64,
}

/// A streak or a rush that ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RunEnd {
    /// Puzzles solved in it.
    pub solved: u32,
    /// The best so far, this one counted.
    pub best: u32,
    /// Whether this one is the new best.
    pub new_best: bool,
}

/// What a turn tried (or the answer shown) came to.
#[derive(Clone, Debug, PartialEq)]
pub struct Tried {
    /// The judgement.
    pub verdict: Verdict,
    /// A wrong turn's exact value for the solver, when databases hold it.
    pub value_after: Option<DbValue>,
    /// The rating, when this decided a rated first attempt.
    pub rated: Option<RatingChange>,
    /// The streak or rush, when this ended it.
    pub ended: Option<RunEnd>,
    /// A rush moved on to the next puzzle after a miss.
    pub moved_on: bool,
}

/// Puzzles as a player trains with them.
#[derive(Debug)]
pub struct Trainer {
    preset: Preset,
    puzzles: Arc<Vec<Puzzle>>,
    theme: Option<Theme>,
    mode: Mode,
    keeper: Keeper,
    record: Record,
    solving: Option<Solving>,
    /// Whether the first attempt at the puzzle shown is still to be
    /// decided (and counts for the rating: rated modes, never tried).
    undecided: bool,
    /// The puzzles shown in this sitting, by index.
    seen: HashSet<usize>,
    /// The streak's or rush's step (solved so far) and misses.
    step: usize,
    misses: u8,
    /// When the rush ends.
    ends: Option<Instant>,
    /// Whether the streak or rush is over.
    over: bool,
    seed: u64,
    draws: u64,
    databases: Option<Arc<Databases>>,
    date: String,
}

impl Trainer {
    /// A trainer for `preset`'s shipped set, the record read from `dir`
    /// (none: kept in memory only), choices drawn from `seed`; in rated
    /// mode with no puzzle yet ([`Trainer::next`] shows one). Also what
    /// was wrong with the record's file.
    ///
    /// # Errors
    /// When no set is shipped for `preset`.
    pub fn new(
        dir: Option<DataDir>,
        preset: Preset,
        seed: u64,
    ) -> Result<(Trainer, Option<Trouble>), NoPuzzles> {
        let puzzles = load(preset)?;
        let (keeper, record, trouble) = Keeper::open(dir);
        let trainer = Trainer {
            preset,
            puzzles,
            theme: None,
            mode: Mode::Rated,
            keeper,
            record,
            solving: None,
            undecided: false,
            seen: HashSet::new(),
            step: 0,
            misses: 0,
            ends: None,
            over: false,
            seed,
            draws: 0,
            databases: None,
            date: today(),
        };
        Ok((trainer, trouble))
    }

    /// Gives the trainer endgame databases, to say a wrong turn's exact
    /// value (`None`: without).
    pub fn set_databases(&mut self, databases: Option<Arc<Databases>>) {
        self.databases =
            databases.filter(|d| d.rules() == &morris_core::Rules::preset(self.preset));
    }

    /// Sets the date the daily puzzle is chosen by (`2026-12-07`; the
    /// local date by default).
    pub fn set_date(&mut self, date: &str) {
        date.clone_into(&mut self.date);
    }

    /// The rule set.
    #[must_use]
    pub const fn preset(&self) -> Preset {
        self.preset
    }

    /// Changes the rule set; the puzzle shown is put away.
    ///
    /// # Errors
    /// When no set is shipped for `preset`; nothing changes.
    pub fn set_preset(&mut self, preset: Preset) -> Result<(), NoPuzzles> {
        self.puzzles = load(preset)?;
        self.preset = preset;
        self.seen.clear();
        self.solving = None;
        self.undecided = false;
        Ok(())
    }

    /// The set's puzzles.
    #[must_use]
    pub fn puzzles(&self) -> &[Puzzle] {
        &self.puzzles
    }

    /// The theme chosen; `None`: any.
    #[must_use]
    pub const fn theme(&self) -> Option<Theme> {
        self.theme
    }

    /// Chooses a theme (`None`: any) for the puzzles to come.
    pub fn set_theme(&mut self, theme: Option<Theme>) {
        self.theme = theme;
    }

    /// How many puzzles of the set have `theme`.
    #[must_use]
    pub fn count_with(&self, theme: Theme) -> usize {
        self.puzzles
            .iter()
            .filter(|p| p.themes().contains(&theme))
            .count()
    }

    /// The mode.
    #[must_use]
    pub const fn mode(&self) -> Mode {
        self.mode
    }

    /// The puzzle being solved.
    #[must_use]
    pub const fn solving(&self) -> Option<&Solving> {
        self.solving.as_ref()
    }

    /// The player's record.
    #[must_use]
    pub const fn record(&self) -> &Record {
        &self.record
    }

    /// The player's rating at this rule set's puzzles.
    #[must_use]
    pub fn rating(&self) -> Rating {
        self.record.rating(self.preset.name())
    }

    /// Puzzles solved in the streak or rush under way.
    #[must_use]
    pub fn run_solved(&self) -> u32 {
        u32::try_from(self.step).unwrap_or(u32::MAX)
    }

    /// Misses in the rush under way.
    #[must_use]
    pub const fn misses(&self) -> u8 {
        self.misses
    }

    /// Whether the streak or rush is over.
    #[must_use]
    pub const fn is_over(&self) -> bool {
        self.over
    }

    /// The time left in the rush; `None` in the other modes.
    #[must_use]
    pub fn time_left(&self, now: Instant) -> Option<Duration> {
        self.ends.map(|end| end.saturating_duration_since(now))
    }

    /// Whether the puzzle shown counts for the rating at its first attempt.
    #[must_use]
    pub const fn is_rated(&self) -> bool {
        self.undecided
    }

    /// Starts `mode` and shows its first puzzle; `false` when there is
    /// none to show (every puzzle of the theme tried).
    pub fn start(&mut self, mode: Mode, now: Instant) -> bool {
        self.mode = mode;
        self.step = 0;
        self.misses = 0;
        self.over = false;
        self.ends = match mode {
            Mode::Rush { minutes } => Some(now + Duration::from_secs(60 * u64::from(minutes))),
            _ => None,
        };
        self.next(now)
    }

    /// Shows the next puzzle of the mode (a finished streak or rush starts
    /// again); `false` when there is none.
    pub fn next(&mut self, now: Instant) -> bool {
        if self.over || self.time_left(now).is_some_and(|t| t.is_zero()) {
            return self.start(self.mode, now);
        }
        let Some(i) = self.choose() else {
            return false;
        };
        self.show_puzzle(i);
        true
    }

    /// Shows the puzzle of `id`, rated in rated mode; `false` when the set
    /// has none of that id.
    pub fn open(&mut self, id: &str) -> bool {
        let Some(i) = self.puzzles.iter().position(|p| p.id() == id) else {
            return false;
        };
        self.mode = Mode::Rated;
        self.over = false;
        self.ends = None;
        self.show_puzzle(i);
        true
    }

    /// Judges `turn` in the puzzle shown, and says what it came to.
    ///
    /// # Errors
    /// Why the turn is not legal there (or no puzzle is shown); nothing
    /// changes.
    pub fn try_turn(&mut self, turn: Move, now: Instant) -> Result<Tried, IllegalMoveError> {
        let Some(solving) = self.solving.as_mut() else {
            let side = morris_core::Color::White;
            return Err(IllegalMoveError {
                mv: turn,
                side,
                reason: morris_core::IllegalReason::GameOver,
            });
        };
        let verdict = solving.try_turn(turn)?;
        // A wrong turn changed nothing: the position is still the one it
        // was tried at.
        let value_after = match (&verdict, &self.databases) {
            (Verdict::Wrong { .. }, Some(dbs)) => solving.value_after(dbs, turn),
            _ => None,
        };
        Ok(self.after(verdict, value_after, now))
    }

    /// Shows the answer (plays the line's turn and the reply); a first
    /// attempt still undecided is a miss. `None` when nothing is shown.
    pub fn show(&mut self, now: Instant) -> Option<Tried> {
        let verdict = self.solving.as_mut()?.show()?;
        // Showing is a miss: decide it as a wrong turn would.
        let mut tried = self.after(verdict, None, now);
        if tried.rated.is_none() && tried.ended.is_none() {
            tried.rated = self.decide(false);
            tried.ended = self.miss();
        }
        Some(tried)
    }

    /// A hint: the point to move from (or place at, or remove).
    #[must_use]
    pub fn hint(&self) -> Option<Point> {
        self.solving.as_ref()?.hint()
    }

    /// Ends a rush whose time is up; the end once, then `None`.
    pub fn tick(&mut self, now: Instant) -> Option<RunEnd> {
        if self.over || !self.time_left(now).is_some_and(|t| t.is_zero()) {
            return None;
        }
        Some(self.end_run())
    }

    fn after(&mut self, verdict: Verdict, value_after: Option<DbValue>, now: Instant) -> Tried {
        let mut tried = Tried {
            verdict,
            value_after,
            rated: None,
            ended: None,
            moved_on: false,
        };
        if let Some(end) = self.tick(now) {
            tried.ended = Some(end);
            return tried;
        }
        let failed = self.solving.as_ref().is_some_and(Solving::failed);
        match &tried.verdict {
            Verdict::Wrong { .. } => {
                tried.rated = self.decide(false);
                tried.ended = self.miss();
                if matches!(self.mode, Mode::Rush { .. }) && !self.over {
                    tried.moved_on = self.next(now);
                }
            }
            Verdict::Right { solved: true, .. } => {
                if !failed {
                    tried.rated = self.decide(true);
                    if matches!(self.mode, Mode::Streak | Mode::Rush { .. }) && !self.over {
                        self.step += 1;
                    }
                }
            }
            Verdict::Right { .. } => {}
        }
        tried
    }

    /// Decides the first attempt at the puzzle shown, once: rated, the
    /// player's rating moves and is kept.
    fn decide(&mut self, solved: bool) -> Option<RatingChange> {
        if !std::mem::take(&mut self.undecided) {
            return None;
        }
        let puzzle = self.solving.as_ref()?.puzzle();
        let rules = self.preset.name();
        let before = self.record.rating(rules);
        let (after, _) = rating::after_attempt(
            &Glicko2Rating::from(before),
            &rating::puzzle_start(puzzle.rating()),
            solved,
        );
        let attempt = record::Attempt {
            date: self.date.clone(),
            rules: rules.to_owned(),
            id: puzzle.id().to_owned(),
            solved,
            rating: after.rating,
        };
        self.record.push(attempt, after.into());
        self.save();
        Some(RatingChange {
            before: before.rating,
            after: after.rating,
        })
    }

    /// A miss in a streak or a rush: the streak ends, a rush counts it.
    fn miss(&mut self) -> Option<RunEnd> {
        if self.over {
            return None;
        }
        match self.mode {
            Mode::Streak => Some(self.end_run()),
            Mode::Rush { .. } => {
                self.misses += 1;
                (self.misses >= RUSH_MISSES).then(|| self.end_run())
            }
            Mode::Rated | Mode::Daily => None,
        }
    }

    fn end_run(&mut self) -> RunEnd {
        self.over = true;
        let key = match self.mode {
            Mode::Rush { minutes } => format!("{}-{minutes}", self.preset.name()),
            _ => self.preset.name().to_owned(),
        };
        let bests = match self.mode {
            Mode::Rush { .. } => &mut self.record.best_rush,
            _ => &mut self.record.best_streak,
        };
        let solved = u32::try_from(self.step).unwrap_or(u32::MAX);
        let old = bests.get(&key).copied().unwrap_or(0);
        let new_best = solved > old;
        if new_best {
            bests.insert(key, solved);
            self.save();
        }
        RunEnd {
            solved,
            best: old.max(solved),
            new_best,
        }
    }

    fn save(&self) {
        // A record that cannot be written stays in memory; the frontend
        // hears of the data directory's trouble from the autosave.
        let _ = self.keeper.save(&self.record);
    }

    fn choose(&mut self) -> Option<usize> {
        self.draws += 1;
        let seed = self.seed ^ self.draws.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let rules = self.preset.name();
        let puzzles = Arc::clone(&self.puzzles);
        match self.mode {
            Mode::Daily => choose::daily(&puzzles, &self.date),
            Mode::Rated => {
                // Once per choice: the record's history may be thousands
                // long, the set ten thousand.
                let tried: HashSet<&str> = self
                    .record
                    .history
                    .iter()
                    .filter(|a| a.rules == rules)
                    .map(|a| a.id.as_str())
                    .collect();
                let seen = &self.seen;
                let skip = |i: usize| seen.contains(&i) || tried.contains(puzzles[i].id());
                let filter = Filter {
                    theme: self.theme,
                    skip: Some(&skip),
                };
                let rating = self.record.rating(rules).rating;
                choose::near(&puzzles, rating, filter, seed)
            }
            Mode::Streak | Mode::Rush { .. } => {
                let seen = &self.seen;
                let skip = |i: usize| seen.contains(&i);
                let filter = Filter {
                    theme: self.theme,
                    skip: Some(&skip),
                };
                choose::ladder(&puzzles, self.step, filter, seed)
            }
        }
    }

    fn show_puzzle(&mut self, i: usize) {
        self.seen.insert(i);
        let puzzle = self.puzzles[i].clone();
        self.undecided = matches!(self.mode, Mode::Rated | Mode::Daily)
            && !self.record.attempted(self.preset.name(), puzzle.id());
        self.solving = Some(Solving::new(puzzle));
    }

    /// Starts the puzzle shown again from its position (after a wrong
    /// turn or a shown answer); its first attempt stays decided.
    pub fn retry(&mut self) {
        if let Some(s) = self.solving.as_mut() {
            s.restart();
        }
    }
}

/// The shipped set of `preset`, loaded once per process.
fn load(preset: Preset) -> Result<Arc<Vec<Puzzle>>, NoPuzzles> {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static SETS: OnceLock<Mutex<HashMap<Preset, Arc<Vec<Puzzle>>>>> = OnceLock::new();
    let sets = SETS.get_or_init(|| Mutex::new(HashMap::new()));
    let mut sets = sets
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(set) = sets.get(&preset) {
        return Ok(Arc::clone(set));
    }
    let loaded = shipped::load(preset).ok_or(NoPuzzles(preset))?;
    let set = Arc::new(loaded.puzzles);
    sets.insert(preset, Arc::clone(&set));
    Ok(set)
}

/// Today's local date as the daily puzzle is chosen by: `2026-12-07`.
#[must_use]
pub fn today() -> String {
    jiff::Zoned::now().strftime("%Y-%m-%d").to_string()
}

#[cfg(test)]
mod tests;
