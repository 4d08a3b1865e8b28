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

mod codes;
mod convert;
mod file;
mod index;
mod memory;
mod opening;
mod pack;
mod pair;
mod placing;
mod sanity;
mod sectors;
mod solve;
mod solving;
mod stats;
mod value;
mod verify;
mod wdl;
mod whole;
mod whole_game;

use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, RwLock};

use crate::files;

use morris_core::{Color, Move, PointSet, Position, RuleOption, Rules};

pub use convert::{Converted, Converter, MOST_NODES, MOST_PLIES};
pub use file::DbError;
pub use opening::Wdl;
pub use pack::Packed;
pub use pair::{Pair, ParsePairError};
pub use placing::{PlacingCounts, covers_opening};
pub use sectors::{Sector, SectorEvent, SectorsSolved, covers_sectors, sectors};
pub use solve::Progress;
pub use solving::SolveEvent;
pub use stats::Stats;
pub use value::DbValue;
pub use whole_game::covers_whole_game;

use index::{Orbits, PairIndex};
use solving::solver_error;

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
    /// The sectors of the placing phase opened, as the packs.
    sectors: RwLock<HashMap<Sector, Option<Arc<pack::Pack>>>>,
}

impl fmt::Debug for Databases {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Databases")
            .field("dir", &self.dir)
            .field("rules", &self.rules)
            .finish_non_exhaustive()
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
            sectors: RwLock::new(HashMap::new()),
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

    /// The tables of `pairs` that are solved, to be looked up without the
    /// map's lock and hashing in the solver's inner loop.
    fn loaded(&self, pairs: &[(usize, usize)]) -> Vec<((usize, usize), Arc<Table>)> {
        pairs
            .iter()
            .filter_map(|&(a, b)| Some(((a, b), self.resident_table(a, b).ok()?)))
            .collect()
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
    use crate::stop::StopFlag;

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
}
