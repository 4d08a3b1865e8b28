//! Endgame databases: every position of the moving and flying phases with
//! given piece counts, solved backwards on the user's machine, stored one
//! byte a position, and read by the search for exact values.
//!
//! A *pair* `a-b` holds the positions where the side to move has `a` pieces
//! and the other side `b`, none in hand. Solving `a-b` also solves `b-a`
//! (they move into each other) and first every smaller pair a removal leads
//! to. Like the published solutions of the game, the databases count a
//! repeated position as a draw and know no N-move rule.
//!
//! ```no_run
//! use morris_ai::db::{Databases, Pair};
//! use morris_core::Rules;
//!
//! let dbs = Databases::new("/tmp/morris-db", Rules::default());
//! let pair: Pair = "3-3".parse()?;
//! dbs.solve(pair, &|_| {})?;
//! let stats = dbs.stats(pair)?;
//! println!("{stats}");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod convert;
mod file;
mod index;
mod opening;
mod pack;
mod sanity;
mod solve;
mod value;
mod verify;
mod whole;

use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, RwLock};

use crate::files;
use crate::stop::StopFlag;

use morris_core::{Color, Move, PointSet, Position, Removals, RuleOption, Rules};

pub use convert::{Converted, Converter, MOST_NODES, MOST_PLIES};
pub use file::DbError;
pub use opening::Wdl;
pub use pack::Packed;
pub use solve::Progress;
pub use value::DbValue;

use index::{Orbits, PairIndex};

/// A pair of piece counts, `A-B`: the side to move has `A` pieces on the
/// board and the other side `B`, none in hand.
///
/// ```
/// use morris_ai::db::Pair;
///
/// let pair: Pair = "5-4".parse()?;
/// assert_eq!((pair.to_move, pair.other), (5, 4));
/// assert_eq!(pair.to_string(), "5-4");
/// assert_eq!(pair.swapped(), Pair::new(4, 5));
/// assert!("2-3".parse::<Pair>().is_err());
/// # Ok::<(), morris_ai::db::ParsePairError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pair {
    /// The pieces of the side to move.
    pub to_move: usize,
    /// The pieces of the other side.
    pub other: usize,
}

impl Pair {
    /// The pair `to_move-other`.
    #[must_use]
    pub const fn new(to_move: usize, other: usize) -> Pair {
        Pair { to_move, other }
    }

    /// The pair seen from the other side.
    #[must_use]
    pub const fn swapped(self) -> Pair {
        Pair::new(self.other, self.to_move)
    }
}

impl fmt::Display for Pair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.to_move, self.other)
    }
}

/// The text is not a pair like `3-3` with 3 to 12 pieces a side.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ParsePairError {
    /// The text given.
    pub text: String,
}

impl fmt::Display for ParsePairError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "expected a pair like 3-3 or 5-4 (3 to 12 pieces a side), got {:?}",
            self.text
        )
    }
}

impl std::error::Error for ParsePairError {}

impl std::str::FromStr for Pair {
    type Err = ParsePairError;

    fn from_str(s: &str) -> Result<Pair, ParsePairError> {
        let bad = || ParsePairError {
            text: s.trim().to_owned(),
        };
        let (a, b) = s.trim().split_once('-').ok_or_else(bad)?;
        let (a, b): (usize, usize) = (a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?);
        if (3..=12).contains(&a) && (3..=12).contains(&b) {
            Ok(Pair::new(a, b))
        } else {
            Err(bad())
        }
    }
}

/// A loaded pair.
struct Table {
    index: PairIndex,
    codes: file::Codes,
}

impl Table {
    /// Every value, when they are in memory.
    fn memory(&self) -> Option<&[u8]> {
        self.codes.memory()
    }
}

/// The largest pair kept in memory when it is read for play (a probe, the
/// hints, the search over the placing phase): 64 MiB, every pair up to ten
/// pieces in all. Larger pairs are left in their files and read a value
/// at a time, so that a game with the whole game's databases does not hold
/// gigabytes; a solve, a check and the statistics read them whole.
const RESIDENT_MOST: u64 = 64 << 20;

/// Loaded pairs by their counts; `None` marks a pair found missing or
/// unusable.
type Tables = HashMap<(usize, usize), Option<Arc<Table>>>;

/// The endgame databases of one set of rules in one directory.
pub struct Databases {
    dir: PathBuf,
    rules: Rules,
    /// The largest pair kept in memory for play ([`RESIDENT_MOST`]).
    resident_most: u64,
    tables: RwLock<Tables>,
    orbits: RwLock<HashMap<usize, Arc<Orbits>>>,
    /// The whole game's solution (small boards): `None` until looked for,
    /// then the table or `None` when it is missing or unusable.
    whole: RwLock<Option<Option<Arc<whole::WholeTable>>>>,
    /// Files found but not trusted, not yet told (see
    /// [`Databases::take_refusals`]).
    refusals: Mutex<Vec<String>>,
    /// The opening search's table, kept from one search to the next, with
    /// its size (as a power of two); made on first use, the book loaded.
    opening: Mutex<Option<(u32, Arc<opening::Table>)>>,
    /// The packs opened ([`Databases::wdl`]), or `None` where missing or
    /// refused.
    packs: RwLock<pack::Packs>,
}

impl fmt::Debug for Databases {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Databases")
            .field("dir", &self.dir)
            .field("rules", &self.rules)
            .finish_non_exhaustive()
    }
}

/// A pair's statistics: every arrangement of pieces counted, with the
/// side to move holding the first count, and the canonical states (one
/// for each class of positions the board's 16 symmetries map into each
/// other), as published solutions count them and `morris solve PAIR
/// --stats` prints them.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Positions the side to move wins.
    pub wins: u64,
    /// Positions the side to move loses.
    pub losses: u64,
    /// Drawn positions.
    pub draws: u64,
    /// Canonical states the side to move wins.
    pub canonical_wins: u64,
    /// Canonical states the side to move loses.
    pub canonical_losses: u64,
    /// Drawn canonical states.
    pub canonical_draws: u64,
    /// The longest win, in plies (0 when there is none).
    pub longest_win: u16,
    /// The longest loss, in plies (0 when there is none).
    pub longest_loss: u16,
}

impl Stats {
    /// The canonical states, won, lost and drawn.
    #[must_use]
    pub fn canonical(&self) -> u64 {
        self.canonical_wins + self.canonical_losses + self.canonical_draws
    }
}

impl fmt::Display for Stats {
    /// The five lines of `morris solve PAIR --stats`: the canonical
    /// states won, lost and drawn by the side to move, as published
    /// solutions count them, and the longest win and loss.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "wins {}", self.canonical_wins)?;
        writeln!(f, "losses {}", self.canonical_losses)?;
        writeln!(f, "draws {}", self.canonical_draws)?;
        writeln!(f, "longest-win {}", self.longest_win)?;
        write!(f, "longest-loss {}", self.longest_loss)
    }
}

/// The rule options a database depends on, as a directory name: each
/// option's value as [`Rules::get`] spells it, dashes dropped, so a value
/// added to the rules gets a directory of its own
/// (`std-fly-on-any-one`, `std-fly-both-none-permill`).
fn rules_key(rules: &Rules) -> String {
    let value = |option| rules.get(option).replace('-', "");
    // The small boards' files have directories of their own; the large
    // board's names stay as they were.
    let board = match rules.board() {
        morris_core::Board::TwentyFour => String::new(),
        _ => format!("board{}-", value(RuleOption::Board)),
    };
    format!(
        "{board}{}-fly-{}-{}-{}",
        if rules.diagonals() { "diag" } else { "std" },
        value(RuleOption::Flying),
        value(RuleOption::AllInMills),
        value(RuleOption::Removals),
    )
}

/// Whether endgame databases can be solved for `rules`: not when a mill
/// counts once or not at all depending on earlier turns (one-time mills,
/// restricted repeated mills), which a position of the database does not
/// hold, nor when pieces in mills may always be removed (`remove-from-mills`), which
/// the solver's un-moves do not know, nor under intervention capture,
/// where a move removes without closing a mill. What mills do while placing
/// (`placing-mills`) and removals due on a full board or as placing ends
/// never touch a position of the moving phase with its few pieces, so
/// they do not matter here. The databases index the large board's 24
/// points: the small boards of Six and Three Men's Morris are not covered.
#[must_use]
pub fn covers(rules: &Rules) -> bool {
    rules.board() == morris_core::Board::TwentyFour
        && !(rules.one_time_mills()
            || rules.restrict_repeated_mills()
            || rules.remove_from_mills()
            || rules.intervention())
}

/// Whether the search over the placing phase ([`Databases::opening_value`])
/// can value the positions of `rules` exactly: the databases cover the
/// rules ([`covers`]), and the placing phase ends in one of their
/// positions. So not when pieces may move while placing (a placing
/// position could then come again), nor when a mill while placing does
/// anything but remove at once (marked pieces, pieces taken from the
/// hand, removals counted until placing ends), nor when removals fall due
/// as placing ends, which a position of the databases does not hold.
#[must_use]
pub fn covers_opening(rules: &Rules) -> bool {
    covers(rules)
        && !rules.has_memory()
        && !rules.moves_in_placing()
        && rules.placing_mills() == morris_core::PlacingMills::Remove
}

/// The placing rules a book of the opening search was made under, as a
/// name: the options the databases' directory does not spell and the
/// placing phase depends on (`pieces9-firstwhite-fullboarddraw-defenderfirstoff`).
fn placing_key(rules: &Rules) -> String {
    [
        RuleOption::Pieces,
        RuleOption::First,
        RuleOption::FullBoard,
        RuleOption::DefenderFirst,
    ]
    .iter()
    .map(|&option| format!("{}{}", option.key(), rules.get(option)).replace('-', ""))
    .collect::<Vec<_>>()
    .join("-")
}

impl Databases {
    /// The databases of `rules` under `dir` (in a subdirectory named after
    /// the rules that matter). No file is read until needed; the temporary
    /// files of writes killed half-way are swept from the directory
    /// ([`files::remove_leftovers`]).
    pub fn new(dir: impl AsRef<Path>, rules: Rules) -> Databases {
        let dir = dir.as_ref().join(rules_key(&rules));
        files::remove_leftovers(&dir);
        Databases {
            dir,
            rules,
            resident_most: RESIDENT_MOST,
            tables: RwLock::new(HashMap::new()),
            orbits: RwLock::new(HashMap::new()),
            whole: RwLock::new(None),
            refusals: Mutex::new(Vec::new()),
            opening: Mutex::new(None),
            packs: RwLock::new(HashMap::new()),
        }
    }

    /// The directory holding the files.
    #[must_use]
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The rules of the databases.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    fn path(&self, a: usize, b: usize) -> PathBuf {
        self.dir.join(format!("{a}-{b}.mdb"))
    }

    fn orbits(&self, k: usize) -> Arc<Orbits> {
        if let Some(o) = self.orbits.read().ok().and_then(|m| m.get(&k).cloned()) {
            return o;
        }
        let o = Arc::new(Orbits::new(k));
        if let Ok(mut m) = self.orbits.write() {
            m.insert(k, Arc::clone(&o));
        }
        o
    }

    /// Whether `a` and `b` make a pair a database can hold under the rules.
    fn valid_pair(&self, a: usize, b: usize) -> bool {
        let max = usize::from(self.rules.pieces());
        (3..=max).contains(&a) && (3..=max).contains(&b) && a + b <= 24
    }

    /// The loaded table of a pair, reading it on first use; `None` when the
    /// pair is not solved or its file is damaged or foreign.
    fn table(&self, a: usize, b: usize) -> Option<Arc<Table>> {
        if let Some(entry) = self.cached(a, b) {
            return entry;
        }
        let loaded = match self.load(a, b, false) {
            Ok(table) => Some(Arc::new(table)),
            Err(e) => {
                self.refused(&e);
                None
            }
        };
        if let Ok(mut t) = self.tables.write() {
            t.insert((a, b), loaded.clone());
        }
        loaded
    }

    /// What was made of the pair's file when it was first asked for: the
    /// table, or `None` when it was refused; `None` if it was not asked
    /// for yet.
    fn cached(&self, a: usize, b: usize) -> Option<Option<Arc<Table>>> {
        self.tables
            .read()
            .ok()
            .and_then(|t| t.get(&(a, b)).cloned())
    }

    /// Keeps why a file was not used, to be told once: a file that is
    /// there but damaged, foreign or unreadable is worth telling; one not
    /// solved yet is not.
    fn refused(&self, e: &DbError) {
        if !matches!(e, DbError::Missing(_) | DbError::NoSuchPair(_))
            && let Ok(mut refusals) = self.refusals.lock()
        {
            // Two threads may have read it at once.
            let why = e.to_string();
            if !refusals.contains(&why) {
                refusals.push(why);
            }
        }
    }

    /// The files found since the last call but not used, each with why in
    /// one short sentence naming the file (damaged, inconsistent, made for
    /// other rules or by an older version, not a regular file,
    /// unreadable): a file is refused once and told once; a pair not
    /// solved yet is not a refusal.
    pub fn take_refusals(&self) -> Vec<String> {
        self.refusals
            .lock()
            .map(|mut r| std::mem::take(&mut *r))
            .unwrap_or_default()
    }

    /// Reads and checks the file of a pair: its values in memory when
    /// `resident` or when the pair is small ([`RESIDENT_MOST`]), else left
    /// in the file. Checked by the file itself (header, size, checksum),
    /// then against what is known without it ([`sanity`]).
    fn load(&self, a: usize, b: usize, resident: bool) -> Result<Table, DbError> {
        if !self.valid_pair(a, b) {
            return Err(DbError::NoSuchPair(Pair::new(a, b)));
        }
        let index = PairIndex::new(a, b, self.orbits(a));
        let resident = resident || index.len() <= self.resident_most;
        let (codes, longest) =
            file::read(&self.path(a, b), &self.rules, a, b, index.len(), resident)?;
        let table = Table { index, codes };
        self.check_sanity(a, b, &table, longest)?;
        Ok(table)
    }

    /// The table of a pair with every value in memory, as the solver and
    /// the check read them: the loaded one when it is, else read again and
    /// kept in its place.
    fn resident_table(&self, a: usize, b: usize) -> Result<Arc<Table>, DbError> {
        let loaded = self
            .tables
            .read()
            .ok()
            .and_then(|t| t.get(&(a, b)).cloned());
        if let Some(Some(table)) = loaded
            && table.memory().is_some()
        {
            return Ok(table);
        }
        let table = Arc::new(self.load(a, b, true)?);
        if let Ok(mut t) = self.tables.write() {
            t.insert((a, b), Some(Arc::clone(&table)));
        }
        Ok(table)
    }

    /// Whether the pair is solved and its file sound.
    #[must_use]
    pub fn is_solved(&self, pair: Pair) -> bool {
        self.table(pair.to_move, pair.other).is_some()
    }

    /// Checks the file of a pair: `Ok` when it is sound, the reason when it
    /// is missing, damaged, inconsistent with what is known without it or
    /// made for other rules.
    ///
    /// # Errors
    /// Why the file cannot be used.
    pub fn verify(&self, pair: Pair) -> Result<(), DbError> {
        self.load(pair.to_move, pair.other, false).map(|_| ())
    }

    /// The pieces of the side to move and of the other side, when `pos` is
    /// in the moving phase under these databases' rules.
    fn pair_of(&self, pos: &Position) -> Option<(usize, usize)> {
        if !pos.is_moving_phase() || !covers(&self.rules) {
            return None;
        }
        // The same rules are the common case, and a search's leaves ask
        // millions of times: the keys (strings) are made only when the
        // rules differ in what the databases do not depend on.
        if pos.rules() != &self.rules
            && (!covers(pos.rules()) || rules_key(pos.rules()) != rules_key(&self.rules))
        {
            return None;
        }
        let us = pos.side_to_move();
        let (a, b) = (pos.pieces(us).len(), pos.pieces(us.other()).len());
        self.valid_pair(a, b).then_some((a, b))
    }

    /// The exact value of `pos` for its side to move, if a solved database
    /// covers it.
    #[must_use]
    pub fn probe(&self, pos: &Position) -> Option<DbValue> {
        if let Some(table) = self.whole_for(pos) {
            return table.probe(pos);
        }
        let (a, b) = self.pair_of(pos)?;
        let table = self.table(a, b)?;
        let us = pos.side_to_move();
        let i = table.index.index(pos.pieces(us), pos.pieces(us.other()));
        match table.codes.get(i) {
            Some(code) => Some(DbValue::from_byte(code)),
            None => {
                // A file that could no longer be read: told, and not asked
                // again.
                self.refused(&DbError::Io(
                    self.path(a, b),
                    std::io::Error::other("a value could not be read"),
                ));
                if let Ok(mut t) = self.tables.write() {
                    t.insert((a, b), None);
                }
                None
            }
        }
    }

    /// The value of every legal move of `pos` for the side that plays it,
    /// best first, if databases cover the position and all it leads to.
    #[must_use]
    pub fn move_values(&self, pos: &Position) -> Option<Vec<(Move, DbValue)>> {
        let whole = self.whole_for(pos);
        if whole.is_none() {
            self.pair_of(pos)?;
        }
        let mut values = Vec::new();
        for m in pos.legal_moves() {
            let mut child = *pos;
            let _ = child.play_unchecked(m);
            let value = match child.rule_outcome() {
                Some(o) if o.winner == Some(pos.side_to_move()) => DbValue::Win(1),
                Some(o) if o.winner.is_none() => DbValue::Draw,
                Some(_) => DbValue::Loss(1),
                None => {
                    let value = match &whole {
                        Some(table) => table.probe(&child)?,
                        None => self.probe(&child)?,
                    };
                    whole::through(pos, &child, value)
                }
            };
            values.push((m, value));
        }
        values.sort_by(|x, y| {
            if x.1.better_than(y.1) {
                std::cmp::Ordering::Less
            } else if y.1.better_than(x.1) {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        });
        Some(values)
    }

    /// The classes (as their pairs) that solving `a-b` needs first: the
    /// pairs removals lead to.
    fn dependencies(&self, a: usize, b: usize) -> Vec<(usize, usize)> {
        let most = match self.rules.removals() {
            Removals::One => 1,
            // A rule not known here yet: every pair up to three removals
            // down, which is all a turn can remove (solving more is safe).
            _ => 3,
        };
        let mut deps = Vec::new();
        for r in 1..=most {
            for (x, y) in [(b, a), (a, b)] {
                if x >= 3 + r {
                    deps.push((x - r, y));
                }
            }
        }
        deps
    }

    /// Solves the pair `a-b` (with `b-a`) and, first, every smaller pair it
    /// needs, skipping pairs already solved: a pair counts as solved only
    /// when its file is loaded and checked, by itself and against what is
    /// known without it (the pair's longest distance where it is written
    /// down, and a sample of its positions against their moves), so a
    /// damaged or inconsistent one is solved again; a file written is read
    /// back and checked alike. Files are written whole and renamed into
    /// place ([`files::write_atomically_with`]), so an interrupted solve
    /// leaves no half file: run again, it starts the unfinished pair over
    /// and sweeps the killed write's temporary file.
    ///
    /// # Errors
    /// A pair the rules cannot have, a file that cannot be written, or one
    /// written that its check refuses.
    pub fn solve(&self, pair: Pair, progress: &(dyn Fn(SolveEvent) + Sync)) -> Result<(), DbError> {
        self.solve_until(pair, progress, &StopFlag::new())
    }

    /// As [`Databases::solve`], given up when `cancel` is raised: the pairs
    /// written so far stay, the one under way is dropped, and a later solve
    /// goes on from it.
    ///
    /// # Errors
    /// As [`Databases::solve`], and [`DbError::Cancelled`].
    pub fn solve_until(
        &self,
        pair: Pair,
        progress: &(dyn Fn(SolveEvent) + Sync),
        cancel: &StopFlag,
    ) -> Result<(), DbError> {
        self.solve_with(pair, progress, cancel, &mut Vec::new())
    }

    /// Whether the file of `a-b` is sound, read and checked if it is not
    /// loaded already (and then not kept: a long solve checks many
    /// files it does not read from).
    ///
    /// # Errors
    /// The file was made by a newer version of the program: it is not
    /// solved again over it.
    fn sound(&self, a: usize, b: usize) -> Result<bool, DbError> {
        if let Some(Some(_)) = self
            .tables
            .read()
            .ok()
            .and_then(|t| t.get(&(a, b)).cloned())
        {
            return Ok(true);
        }
        match self.load(a, b, false) {
            Ok(_) => Ok(true),
            Err(e @ DbError::Newer(_)) => Err(e),
            Err(e) => {
                self.refused(&e);
                Ok(false)
            }
        }
    }

    /// [`Databases::solve_until`], with the pairs found sound during this
    /// solve in `sound`, so each file is checked once.
    fn solve_with(
        &self,
        pair: Pair,
        progress: &(dyn Fn(SolveEvent) + Sync),
        cancel: &StopFlag,
        sound: &mut Vec<(usize, usize)>,
    ) -> Result<(), DbError> {
        if cancel.is_stopped() {
            return Err(DbError::Cancelled);
        }
        if !covers(&self.rules) {
            let why = if self.rules.board() == morris_core::Board::TwentyFour {
                "they remember earlier mills, remove pieces from mills or take by intervention"
            } else {
                "they index the 24 points of the large board, and these rules play on a small one"
            };
            return Err(DbError::Solve(format!(
                "the endgame databases do not cover these rules ({}): {why}",
                self.rules
            )));
        }
        let (a, b) = (pair.to_move, pair.other);
        if !self.valid_pair(a, b) {
            return Err(DbError::NoSuchPair(pair));
        }
        if sound.contains(&(a, b)) {
            return Ok(());
        }
        if self.sound(a, b)? && self.sound(b, a)? {
            sound.extend([(a, b), (b, a)]);
            return Ok(());
        }
        for (x, y) in self.dependencies(a, b) {
            self.solve_with(Pair::new(x, y), progress, cancel, sound)?;
        }
        // Only what this class reads stays in memory.
        let needed = self.dependencies(a, b);
        self.keep_only(&needed);
        let tables = self.loaded(&needed);
        progress(SolveEvent::Start { pair });
        let lookup = |x: usize, y: usize, mover, other| code_in(&tables, x, y, mover, other);
        let report = |p: Progress| progress(SolveEvent::Progress { pair, progress: p });
        let solved =
            solve::solve_class(self.rules, a, b, &lookup, &report, cancel).map_err(solver_error)?;
        std::fs::create_dir_all(&self.dir).map_err(|e| DbError::Io(self.dir.clone(), e))?;
        // A solve killed while writing (it may have run for minutes) left
        // its temporary file here.
        files::remove_leftovers(&self.dir);
        for s in &solved {
            file::write(&self.path(s.a, s.b), &self.rules, s.a, s.b, &s.codes)?;
            if let Ok(mut t) = self.tables.write() {
                t.remove(&(s.a, s.b));
            }
        }
        // What was written counts as done once it is read back and
        // checked as a file found on disk is.
        for s in &solved {
            self.load(s.a, s.b, false)?;
            sound.push((s.a, s.b));
        }
        progress(SolveEvent::Done { pair });
        Ok(())
    }

    /// Solves every pair with at most `total` pieces in all.
    ///
    /// # Errors
    /// As [`Databases::solve`].
    pub fn solve_up_to(
        &self,
        total: usize,
        progress: &(dyn Fn(SolveEvent) + Sync),
    ) -> Result<(), DbError> {
        self.solve_up_to_until(total, progress, &StopFlag::new())
    }

    /// As [`Databases::solve_up_to`], given up when `cancel` is raised (see
    /// [`Databases::solve_until`]).
    ///
    /// # Errors
    /// As [`Databases::solve`], and [`DbError::Cancelled`].
    pub fn solve_up_to_until(
        &self,
        total: usize,
        progress: &(dyn Fn(SolveEvent) + Sync),
        cancel: &StopFlag,
    ) -> Result<(), DbError> {
        let mut sound = Vec::new();
        for (a, b) in self.pairs_up_to(total) {
            self.solve_with(Pair::new(a, b), progress, cancel, &mut sound)?;
        }
        Ok(())
    }

    /// Solves every pair of the rules: each side from 3 pieces up to the
    /// rules' number (all 28 classes of Nine Men's Morris), fewer pieces
    /// first, going on from the pairs already solved.
    ///
    /// # Errors
    /// As [`Databases::solve_up_to_until`].
    pub fn solve_all_until(
        &self,
        progress: &(dyn Fn(SolveEvent) + Sync),
        cancel: &StopFlag,
    ) -> Result<(), DbError> {
        self.solve_up_to_until(self.most_pieces(), progress, cancel)
    }

    /// The most pieces a position of the databases has, both sides'.
    fn most_pieces(&self) -> usize {
        (2 * usize::from(self.rules.pieces())).min(24)
    }

    /// The classes (a pair with its swap, solved together) with at most
    /// `total` pieces in all, in the order they are solved (fewer pieces
    /// first), each named by its pair with the smaller count first.
    #[must_use]
    pub fn classes_up_to(&self, total: usize) -> Vec<Pair> {
        self.pairs_up_to(total)
            .into_iter()
            .map(|(a, b)| Pair::new(a, b))
            .collect()
    }

    /// Every class of the rules' databases, in the order they are solved.
    #[must_use]
    pub fn all_classes(&self) -> Vec<Pair> {
        self.classes_up_to(self.most_pieces())
    }

    /// The entries of a class's files (the pair and its swap), a byte
    /// each: the measure of the work of solving it.
    #[must_use]
    pub fn class_entries(&self, pair: Pair) -> u64 {
        let swapped = pair.swapped();
        let other = if swapped == pair {
            0
        } else {
            self.pair_entries(swapped)
        };
        self.pair_entries(pair) + other
    }

    /// The entries of a pair's file, a byte each: its canonical states
    /// and their few twins (see [`Stats`]).
    #[must_use]
    pub fn pair_entries(&self, pair: Pair) -> u64 {
        // Cheap: the index's tables are made on first use.
        PairIndex::new(pair.to_move, pair.other, self.orbits(pair.to_move)).len()
    }

    /// Whether both files of a class are there as regular files (not
    /// read).
    #[must_use]
    pub fn has_class_files(&self, pair: Pair) -> bool {
        let (a, b) = (pair.to_move, pair.other);
        self.path(a, b).is_file() && self.path(b, a).is_file()
    }

    /// The pairs (smaller count first) with at most `total` pieces in all.
    fn pairs_up_to(&self, total: usize) -> Vec<(usize, usize)> {
        let mut pairs = Vec::new();
        for sum in 6..=total {
            for a in 3..=sum - 3 {
                let b = sum - a;
                if a <= b && self.valid_pair(a, b) {
                    pairs.push((a, b));
                }
            }
        }
        pairs
    }

    /// Whether the files of every pair with at most `total` pieces in all
    /// are there as regular files (not read: cheap enough to ask every
    /// frame).
    #[must_use]
    pub fn has_files_up_to(&self, total: usize) -> bool {
        self.classes_up_to(total)
            .into_iter()
            .all(|class| self.has_class_files(class))
    }

    /// Whether the files of every pair the placing phase of `pos` may end
    /// in are there (not read): each side with up to the pieces it has on
    /// the board and in hand. What [`Databases::opening_value`] needs.
    #[must_use]
    pub fn has_files_for_placing(&self, pos: &Position) -> bool {
        if !self.values_placing_of(pos.rules()) {
            return false;
        }
        let most = |c: Color| pos.pieces(c).len() + usize::from(pos.in_hand(c));
        let (w, b) = (most(Color::White), most(Color::Black));
        (3..=w).all(|x| {
            (3..=b).all(|y| {
                let pair = Pair::new(x, y);
                self.has_class_files(pair) || self.has_class_packs(pair)
            })
        })
    }

    /// Whether every pair with at most `total` pieces in all is solved.
    #[must_use]
    pub fn is_solved_up_to(&self, total: usize) -> bool {
        self.pairs_up_to(total)
            .iter()
            .all(|&(a, b)| self.is_solved(Pair::new(a, b)) && self.is_solved(Pair::new(b, a)))
    }

    /// The statistics of a solved pair: every arrangement counted, and
    /// every canonical state once.
    ///
    /// # Errors
    /// The pair is not solved or its file is unusable.
    pub fn stats(&self, pair: Pair) -> Result<Stats, DbError> {
        use rayon::prelude::*;
        let table = self.load(pair.to_move, pair.other, true)?;
        const CHUNK: usize = 1 << 16;
        let s = table
            .memory()
            .ok_or_else(not_in_memory)?
            .par_chunks(CHUNK)
            .enumerate()
            .map(|(c, codes)| {
                let mut s = Stats::default();
                for (j, &code) in codes.iter().enumerate() {
                    let i = (c * CHUNK + j) as u64;
                    let weight = table.index.weight(i);
                    let canonical = u64::from(table.index.is_canonical(i));
                    match DbValue::from_byte(code) {
                        DbValue::Win(d) => {
                            s.wins += weight;
                            s.canonical_wins += canonical;
                            s.longest_win = s.longest_win.max(d);
                        }
                        DbValue::Loss(d) => {
                            s.losses += weight;
                            s.canonical_losses += canonical;
                            s.longest_loss = s.longest_loss.max(d);
                        }
                        DbValue::Draw => {
                            s.draws += weight;
                            s.canonical_draws += canonical;
                        }
                    }
                }
                s
            })
            .reduce(Stats::default, |x, y| Stats {
                wins: x.wins + y.wins,
                losses: x.losses + y.losses,
                draws: x.draws + y.draws,
                canonical_wins: x.canonical_wins + y.canonical_wins,
                canonical_losses: x.canonical_losses + y.canonical_losses,
                canonical_draws: x.canonical_draws + y.canonical_draws,
                longest_win: x.longest_win.max(y.longest_win),
                longest_loss: x.longest_loss.max(y.longest_loss),
            });
        Ok(s)
    }

    /// Checks every stored value of a solved pair against the values of
    /// what its moves lead to (the pair itself, its swap and the smaller
    /// pairs removals reach), walking forwards with the core's moves,
    /// apart from the solver's un-moves: the number of positions that
    /// disagree, 0 for a sound pair. The file is checked first, as
    /// [`Databases::verify`] does.
    ///
    /// # Errors
    /// The pair or one its moves lead to is not solved or unusable, or
    /// [`DbError::Cancelled`].
    pub fn verify_values(
        &self,
        pair: Pair,
        progress: &(dyn Fn(SolveEvent) + Sync),
        cancel: &StopFlag,
    ) -> Result<u64, DbError> {
        let (a, b) = (pair.to_move, pair.other);
        let mut needed = self.dependencies(a, b);
        needed.extend([(a, b), (b, a)]);
        self.keep_only(&needed);
        for &(x, y) in &needed {
            // Why not, as the file's check says it.
            self.resident_table(x, y)?;
        }
        let table = self.resident_table(a, b)?;
        let swap = self.resident_table(b, a)?;
        let tables = self.loaded(&needed);
        let lookup = |x: usize, y: usize, mover, other| code_in(&tables, x, y, mover, other);
        progress(SolveEvent::Start { pair });
        let report = |p: Progress| progress(SolveEvent::Progress { pair, progress: p });
        let bad = verify::verify_pair(
            self.rules,
            &table.index,
            table.memory().ok_or_else(not_in_memory)?,
            verify::Stored {
                index: &swap.index,
                codes: &swap.codes,
            },
            &lookup,
            &report,
            cancel,
        )
        .map_err(solver_error)?;
        progress(SolveEvent::Done { pair });
        Ok(bad)
    }

    /// The tables of `pairs` that are solved, to be looked up without the
    /// map's lock and hashing in the solver's inner loop.
    fn loaded(&self, pairs: &[(usize, usize)]) -> Vec<((usize, usize), Arc<Table>)> {
        pairs
            .iter()
            .filter_map(|&(a, b)| Some(((a, b), self.resident_table(a, b).ok()?)))
            .collect()
    }

    /// Whether the search over the placing phase of these databases
    /// values positions of `rules`: they are the databases' rules as far
    /// as the databases and the placing phase go, and
    /// [`covers_opening`] holds.
    fn values_placing_of(&self, rules: &Rules) -> bool {
        covers_opening(rules)
            && rules_key(rules) == rules_key(&self.rules)
            && placing_key(rules) == placing_key(&self.rules)
    }

    /// The value with perfect play of a position of the placing phase (or
    /// any position the databases reach): win, draw or loss for the side
    /// to move, by an alpha-beta search over the placements with the
    /// databases at its leaves, and how many positions it searched. With
    /// every pair solved ([`Databases::solve_all_until`]) the empty
    /// board's value is the game's. What a search from the first eight
    /// placements learns is kept in a book beside the databases
    /// (`opening-RULES.mob`), and every later search starts from it, so that a
    /// position the book knows is valued at once; a damaged book is told
    /// by [`Databases::take_refusals`] and not used.
    ///
    /// # Errors
    /// A pair the search reaches is not solved, or
    /// [`DbError::Cancelled`].
    pub fn opening_value(&self, pos: &Position, cancel: &StopFlag) -> Result<(Wdl, u64), DbError> {
        self.with_opening_search(pos, cancel, u64::MAX, true, |search| search.value(pos))
    }

    /// [`Databases::opening_value`] without adding to the book: for many
    /// searches in a row (each move of a position), followed by one
    /// [`Databases::save_opening_book`], so that stopping them is quick.
    ///
    /// # Errors
    /// As [`Databases::opening_value`].
    pub fn opening_value_unsaved(
        &self,
        pos: &Position,
        cancel: &StopFlag,
    ) -> Result<(Wdl, u64), DbError> {
        self.with_opening_search(pos, cancel, u64::MAX, false, |search| search.value(pos))
    }

    /// Values every position after the first `placements` placements (one
    /// of each class under the symmetries) exactly and keeps the values in
    /// the book, so that these positions, which a search from the empty
    /// board only bounds, are answered at once later, as Malom's sectors
    /// with pieces in hand are. `progress(done, total)` follows; the book
    /// is saved at least once a minute and at the end, also when
    /// cancelled (so a later run goes on from there). Returns how many
    /// positions are won, drawn and lost for their side to move.
    ///
    /// # Errors
    /// As [`Databases::opening_value`].
    pub fn value_placings(
        &self,
        placements: u32,
        progress: &(dyn Fn(usize, usize) + Sync),
        cancel: &StopFlag,
    ) -> Result<PlacingCounts, DbError> {
        self.value_placings_from(&Position::new(self.rules), placements, progress, cancel)
    }

    /// [`Databases::value_placings`] from `start`.
    fn value_placings_from(
        &self,
        start: &Position,
        placements: u32,
        progress: &(dyn Fn(usize, usize) + Sync),
        cancel: &StopFlag,
    ) -> Result<PlacingCounts, DbError> {
        let classes = opening::placing_classes(start, placements);
        let mut counts = PlacingCounts::default();
        let mut saved = std::time::Instant::now();
        progress(0, classes.len());
        for (i, pos) in classes.iter().enumerate() {
            let value = self.opening_value_unsaved(pos, cancel);
            if saved.elapsed() >= std::time::Duration::from_secs(60) || value.is_err() {
                self.save_opening_book();
                saved = std::time::Instant::now();
            }
            match value?.0 {
                Wdl::Win => counts.wins += 1,
                Wdl::Draw => counts.draws += 1,
                Wdl::Loss => counts.losses += 1,
            }
            progress(i + 1, classes.len());
        }
        self.save_opening_book();
        Ok(counts)
    }

    /// Adds what the searches over the placing phase learned of the first
    /// placements to the book (merged with what it holds; a book that
    /// cannot be read or was made by a newer version is not touched, and
    /// told by [`Databases::take_refusals`]).
    pub fn save_opening_book(&self) {
        let kept = self
            .opening
            .lock()
            .map(|k| k.as_ref().map(|(_, table)| Arc::clone(table)))
            .ok()
            .flatten();
        if let Some(table) = kept {
            self.add_to_book(&table);
        }
    }

    /// The value with perfect play of every legal move of a position of
    /// the placing phase, for the side that plays it, best first, and how
    /// many positions the search took: as [`Databases::opening_value`]
    /// with its book, the search's favourite first among moves of the same
    /// value. A search that would take more than `max_positions` positions
    /// gives up with [`DbError::Cancelled`].
    ///
    /// # Errors
    /// As [`Databases::opening_value`].
    pub fn opening_move_values(
        &self,
        pos: &Position,
        cancel: &StopFlag,
        max_positions: u64,
    ) -> Result<(Vec<(Move, Wdl)>, u64), DbError> {
        self.with_opening_search(pos, cancel, max_positions, false, |search| {
            search.move_values(pos)
        })
    }

    /// The opening search's table, large enough for a search with `left`
    /// placements left: the one kept, or a new one (bigger) with the book
    /// loaded.
    fn opening_table(&self, left: u32) -> Arc<opening::Table> {
        // 2^12 slots for the last placements, up to 2^25 (512 MiB) from
        // the empty board.
        let bits = (left + 7).clamp(12, OPENING_TABLE_BITS);
        let mut kept = self.opening.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((size, table)) = &*kept
            && *size >= bits
        {
            return Arc::clone(table);
        }
        let table = Arc::new(opening::Table::new(bits));
        table.load(&self.opening_book().0);
        *kept = Some((bits, Arc::clone(&table)));
        table
    }

    /// The book of the rules' placing phase, beside the pairs.
    fn opening_book_path(&self) -> PathBuf {
        self.dir
            .join(format!("opening-{}.mob", placing_key(&self.rules)))
    }

    /// The book's entries, none when it is missing or unusable (told by
    /// [`Databases::take_refusals`]), and whether it may be written: not
    /// when it could not be read or was made by a newer version of the
    /// program, so that a book that cannot be used now is never lost.
    fn opening_book(&self) -> (Vec<(u64, u64)>, bool) {
        match opening::read_book(&self.opening_book_path(), &placing_key(&self.rules)) {
            Ok(entries) => (entries, true),
            Err(DbError::Missing(_)) => (Vec::new(), true),
            Err(e) => {
                self.refused(&e);
                let writable = matches!(e, DbError::Outdated(_) | DbError::Damaged(..));
                (Vec::new(), writable)
            }
        }
    }

    /// Runs `f` with an opening search from `pos` on the kept table, and
    /// (when `learn`) adds what a long search learned of the first
    /// placements to the book, also when it was cancelled: every bound in
    /// the table is sound, so the next search goes on from there.
    fn with_opening_search<R>(
        &self,
        pos: &Position,
        cancel: &StopFlag,
        max_positions: u64,
        learn: bool,
        f: impl FnOnce(&opening::Search<'_>) -> Result<R, DbError>,
    ) -> Result<(R, u64), DbError> {
        if !self.values_placing_of(pos.rules()) {
            return Err(DbError::Solve(format!(
                "the placing phase of {} cannot be valued from the endgame databases \
                 (pieces that move or mills that wait while placing, or removals due when it ends)",
                pos.rules().closest_preset().0
            )));
        }
        let left = u32::from(pos.in_hand(Color::White)) + u32::from(pos.in_hand(Color::Black));
        let table = self.opening_table(left);
        let search = opening::Search::new(self, cancel, Arc::clone(&table), max_positions);
        let value = f(&search);
        if learn && left >= u32::from(BOOK_FROM) && search.nodes() >= BOOK_WORTH {
            self.add_to_book(&table);
        }
        Ok((value?, search.nodes()))
    }

    /// Adds the table's entries of the first placements to the book, each
    /// merged with what the book knew of its position.
    fn add_to_book(&self, table: &opening::Table) {
        let (book, writable) = self.opening_book();
        if !writable {
            return;
        }
        let mut kept: HashMap<u64, u64> = book.into_iter().collect();
        let mut changed = false;
        for (key, data) in table.entries_from(BOOK_FROM) {
            let known = kept.entry(key).or_insert(0);
            let now = if *known == 0 {
                data
            } else {
                opening::merged(*known, data)
            };
            changed |= now != *known;
            *known = now;
        }
        if !changed {
            return;
        }
        let mut entries: Vec<(u64, u64)> = kept.into_iter().collect();
        let path = self.opening_book_path();
        if let Err(e) = opening::write_book(&path, &placing_key(&self.rules), &mut entries) {
            self.refused(&e);
        }
    }

    /// Drops the loaded tables other than `pairs`, so that a long solve or
    /// check holds only what its step reads.
    fn keep_only(&self, pairs: &[(usize, usize)]) {
        if let Ok(mut t) = self.tables.write() {
            t.retain(|k, v| v.is_none() || pairs.contains(k));
        }
    }

    /// Every solved-and-sound pair on disk.
    #[must_use]
    pub fn solved_pairs(&self) -> Vec<Pair> {
        let max = usize::from(self.rules.pieces());
        let mut pairs = Vec::new();
        for a in 3..=max {
            for b in 3..=max {
                let pair = Pair::new(a, b);
                if self.path(a, b).exists() && self.is_solved(pair) {
                    pairs.push(pair);
                }
            }
        }
        pairs
    }
}

/// The opening search's table: `2^25` slots of 16 bytes, 512 MiB.
const OPENING_TABLE_BITS: u32 = 25;

/// The placing positions [`Databases::value_placings`] valued, by their
/// value for the side to move (one position of each class).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PlacingCounts {
    /// Won for the side to move.
    pub wins: u64,
    /// Drawn.
    pub draws: u64,
    /// Lost for the side to move.
    pub losses: u64,
}

/// The book keeps the positions with at least this many placements left:
/// the first eight placements.
const BOOK_FROM: u8 = 10;

/// A search of this many positions or more is worth adding to the book.
const BOOK_WORTH: u64 = 10_000;

/// Whether the whole game of `rules` can be solved, from the empty board
/// on: the small boards (Three and Six Men's Morris), under rules that keep
/// no memory of earlier turns. Such a solution values every position of
/// the game, the placing phase too.
#[must_use]
pub fn covers_whole_game(rules: &Rules) -> bool {
    whole::covers(rules)
}

/// The whole game's solution, for the small boards.
impl Databases {
    fn whole_path(&self) -> PathBuf {
        self.dir
            .join(format!("whole-{}.mwg", whole::rules_key(&self.rules)))
    }

    /// The solved whole game, read on first use; `None` when it is not
    /// solved or its file is unusable (told once by
    /// [`Databases::take_refusals`]).
    fn whole_table(&self) -> Option<Arc<whole::WholeTable>> {
        if let Some(entry) = self.whole.read().ok().and_then(|w| w.clone()) {
            return entry;
        }
        let loaded = match whole::read(&self.whole_path(), &self.rules) {
            Ok(table) => Some(Arc::new(table)),
            Err(e) => {
                self.refused(&e);
                None
            }
        };
        if let Ok(mut w) = self.whole.write() {
            *w = Some(loaded.clone());
        }
        loaded
    }

    /// The whole game's table when it values `pos`: a game of these rules
    /// (up to the draw rules, which it does not know).
    fn whole_for(&self, pos: &Position) -> Option<Arc<whole::WholeTable>> {
        if !whole::covers(&self.rules) || !whole::same_game(pos.rules(), &self.rules) {
            return None;
        }
        self.whole_table()
    }

    /// Whether the whole game is solved and its file sound.
    #[must_use]
    pub fn is_whole_game_solved(&self) -> bool {
        whole::covers(&self.rules) && self.whole_table().is_some()
    }

    /// The value of the empty board for the first player, when the whole
    /// game is solved.
    #[must_use]
    pub fn whole_game_value(&self) -> Option<DbValue> {
        self.whole_table()?.probe(&Position::new(self.rules))
    }

    /// Solves the whole game from the empty board (if it is not solved
    /// yet) and writes it atomically; returns the empty board's value for
    /// the first player. Progress is reported under the pair of the
    /// pieces a side has at the start.
    ///
    /// # Errors
    /// Rules that [`covers_whole_game`] refuses, a file that cannot be
    /// written, or [`DbError::Cancelled`].
    pub fn solve_whole_game(
        &self,
        progress: &(dyn Fn(SolveEvent) + Sync),
        cancel: &StopFlag,
    ) -> Result<DbValue, DbError> {
        if !whole::covers(&self.rules) {
            return Err(DbError::Solve(format!(
                "the whole game of {} cannot be solved here: only the small boards' games \
                 (three, six), under rules that keep no memory of earlier turns",
                self.rules
            )));
        }
        if let Some(value) = self.whole_game_value() {
            return Ok(value);
        }
        let n = usize::from(self.rules.pieces());
        let pair = Pair::new(n, n);
        progress(SolveEvent::Start { pair });
        let report = |p: Progress| progress(SolveEvent::Progress { pair, progress: p });
        let table = whole::solve(self.rules, &report, cancel).map_err(solver_error)?;
        std::fs::create_dir_all(&self.dir).map_err(|e| DbError::Io(self.dir.clone(), e))?;
        files::remove_leftovers(&self.dir);
        whole::write(&self.whole_path(), &self.rules, &table)?;
        let value = table
            .probe(&Position::new(self.rules))
            .ok_or_else(|| DbError::Solve("the start is missing from its own solution".into()))?;
        if let Ok(mut w) = self.whole.write() {
            *w = Some(Some(Arc::new(table)));
        }
        progress(SolveEvent::Done { pair });
        Ok(value)
    }

    /// The whole game's statistics: its positions reachable from the
    /// empty board as wins, losses and draws for the side to move, counted
    /// as they stand (each image under the board's symmetries once) and
    /// up to symmetry (the canonical counts), and the longest win and loss.
    ///
    /// # Errors
    /// The game is not solved or its file is unusable.
    pub fn whole_game_stats(&self) -> Result<Stats, DbError> {
        let table = whole::read(&self.whole_path(), &self.rules)?;
        Ok(table.stats(&self.rules))
    }

    /// Checks every stored value of the whole game against its children's
    /// stored values, walking the game forwards from the empty board with
    /// the core's moves: the number of positions that do not agree (or are
    /// missing), 0 for a sound solution.
    ///
    /// # Errors
    /// The game is not solved or its file is unusable.
    pub fn verify_whole_game(&self) -> Result<u64, DbError> {
        let table = whole::read(&self.whole_path(), &self.rules)?;
        Ok(whole::verify(&table, self.rules))
    }
}

/// The stored code of a position of the pair `a-b` among `tables`, if it
/// is there.
fn code_in(
    tables: &[((usize, usize), Arc<Table>)],
    a: usize,
    b: usize,
    mover: PointSet,
    other: PointSet,
) -> Option<u8> {
    let (_, table) = tables.iter().find(|(pair, _)| *pair == (a, b))?;
    table.codes.get(table.index.index(mover, other))
}

/// The error of a table read whole that is not in memory (never: such
/// tables are read with `resident`).
fn not_in_memory() -> DbError {
    DbError::Solve("a table to be read whole is not in memory".to_owned())
}

/// The error of a solver's message: a cancel, or why it could not go on.
fn solver_error(why: String) -> DbError {
    if why == solve::CANCELLED {
        DbError::Cancelled
    } else {
        DbError::Solve(why)
    }
}

/// What [`Databases::solve`] reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SolveEvent {
    /// Solving the class of a pair begins.
    Start {
        /// The pair (solved with its swap).
        pair: Pair,
    },
    /// Progress within the class.
    Progress {
        /// The pair.
        pair: Pair,
        /// How far it is.
        progress: Progress,
    },
    /// The class is solved and written.
    Done {
        /// The pair.
        pair: Pair,
    },
}

/// Who wins a position of a solved pair, for tests and tools: the colour of
/// the side to move when it wins, the other colour when it loses.
#[must_use]
pub fn winner(pos: &Position, value: DbValue) -> Option<Color> {
    match value {
        DbValue::Win(_) => Some(pos.side_to_move()),
        DbValue::Loss(_) => Some(pos.side_to_move().other()),
        DbValue::Draw => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table holding one entry of ten placements left.
    fn one_entry() -> opening::Table {
        let table = opening::Table::new(4);
        let entry = (7u64, 1u64 | 1 << 2 | 10 << 34 | 1 << 42);
        table.load(&[entry]);
        table
    }

    #[test]
    fn a_book_that_cannot_be_used_now_is_never_written_over() {
        let dir = tempfile::tempdir().unwrap();
        let dbs = Databases::new(dir.path(), Rules::default());
        std::fs::create_dir_all(dbs.dir()).unwrap();
        let path = dbs.opening_book_path();
        let key = placing_key(&Rules::default());
        assert_eq!(
            key, "pieces9-firstwhite-fullboarddraw-defenderfirstoff",
            "the name of nine's placing rules"
        );

        // None yet: written.
        dbs.add_to_book(&one_entry());
        let written = opening::read_book(&path, &key).unwrap();
        assert_eq!(written.len(), 1);

        // Made by a newer version, or under other placing rules: kept as
        // it is, and told.
        for (at, byte) in [(8, 0xff), (10, 0x5a)] {
            let mut bytes = std::fs::read(&path).unwrap();
            bytes[at] ^= byte;
            std::fs::write(&path, &bytes).unwrap();
            dbs.add_to_book(&one_entry());
            assert_eq!(std::fs::read(&path).unwrap(), bytes, "byte {at}");
            assert_eq!(dbs.take_refusals().len(), 1);
            bytes[at] ^= byte;
            std::fs::write(&path, &bytes).unwrap();
        }

        // Damaged: made again from what the search knows.
        let mut bytes = std::fs::read(&path).unwrap();
        *bytes.last_mut().unwrap() ^= 1;
        std::fs::write(&path, &bytes).unwrap();
        dbs.add_to_book(&one_entry());
        assert_eq!(opening::read_book(&path, &key).unwrap(), written);
    }

    #[test]
    fn pairs_left_on_disk_give_the_values_of_pairs_in_memory() {
        let dir = tempfile::tempdir().unwrap();
        let rules = Rules::default();
        let mut on_disk = Databases::new(dir.path(), rules);
        on_disk.resident_most = 0;
        on_disk.solve(Pair::new(4, 3), &|_| {}).unwrap();
        let in_memory = Databases::new(dir.path(), rules);
        let (table, resident) = (on_disk.table(4, 3).unwrap(), in_memory.table(4, 3).unwrap());
        assert!(table.memory().is_none() || !file::READ_AT);
        let values = resident.memory().unwrap();
        for (i, &code) in values.iter().enumerate() {
            assert_eq!(table.codes.get(i as u64), Some(code), "{i}");
        }
        // A check reads it whole, and keeps it so.
        assert_eq!(
            on_disk
                .verify_values(Pair::new(4, 3), &|_| {}, &StopFlag::new())
                .unwrap(),
            0
        );
        assert!(on_disk.table(4, 3).unwrap().memory().is_some());
    }

    #[test]
    fn books_of_other_placing_rules_have_names_of_their_own() {
        let nine = Rules::default();
        let mut black_first = nine;
        black_first.set_first(Color::Black);
        let twelve = Rules::preset(morris_core::Preset::Twelve);
        let keys = [
            placing_key(&nine),
            placing_key(&black_first),
            placing_key(&twelve),
        ];
        assert_ne!(keys[0], keys[1]);
        assert_ne!(keys[0], keys[2]);
        assert_ne!(keys[1], keys[2]);
    }
}
