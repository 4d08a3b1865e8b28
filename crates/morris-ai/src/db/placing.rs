//! The large board's placing phase over the databases: the search with the
//! databases at its leaves ([`opening`]), its table, and the book that
//! keeps what it learned about the first placements.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;

use morris_core::{Color, Move, Position, RuleOption, Rules};

use super::{Databases, DbError, Wdl, covers, opening, rules_key};
use crate::stop::StopFlag;

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
pub(crate) fn placing_key(rules: &Rules) -> String {
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

/// The placing phase of the large board.
impl Databases {
    /// Whether the search over the placing phase of these databases
    /// values positions of `rules`: they are the databases' rules as far
    /// as the databases and the placing phase go, and
    /// [`covers_opening`] holds.
    pub(super) fn values_placing_of(&self, rules: &Rules) -> bool {
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
    pub(super) fn value_placings_from(
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
