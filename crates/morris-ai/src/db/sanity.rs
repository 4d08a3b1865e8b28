//! What a pair's file must agree with beyond its own header, size and
//! checksum, checked each time a pair is loaded (for play, a check, the
//! statistics or a solve deciding whether the pair is done): facts known
//! without the file. A file whose header and checksum were made to agree
//! with wrong values (every value a loss in 254 plies, say) passes the
//! file's own checks ([`super::file`]); it does not pass these.
//!
//! - The longest distance of each pair of Nine Men's Morris, as solved
//!   and published ([`NINE`]): the header's, which one of the values
//!   reaches, must be the pair's.
//! - A fixed sample of [`SAMPLES`] positions spread over the pair, each
//!   stored value checked against the values of what its moves lead to,
//!   with the per-position check of `morris solve --verify`
//!   ([`verify::by_moves`]). The children's values are read from the
//!   other files of the class (their headers checked, their values not:
//!   that is done when they are loaded themselves), so that the check
//!   reads a few thousand values and no file whole.

use std::sync::Arc;

use morris_core::{PointSet, Preset, Rules};

use super::file::{self, DbError};
use super::index::PairIndex;
use super::verify::{self, Scratch, Stored};
use super::{Databases, DbValue, Table, code_in, rules_key};

/// The longest win and the longest loss of each pair of Nine Men's Morris
/// in plies (0 when there is none), as `(to move, other, win, loss)`:
/// the standard rules' databases, flying with three pieces, any piece
/// removable when all are in mills, one removal a mill. From the table
/// "Every pair's statistics" of docs/measurements/databases.md (`morris
/// solve --all --stats`, 2026-12-04, commit 4fb9623, again 2026-12-05,
/// commit 6414ce9), which equals the published solver's
/// (eigenraum/solving-nine-mens-morris, RESULTS.md) line by line. The
/// pairs 3-3, 3-4 and 4-3 are solved again by this module's test and
/// compared.
const NINE: [(u8, u8, u16, u16); 49] = [
    (3, 3, 25, 26),
    (3, 4, 33, 0),
    (4, 3, 1, 32),
    (3, 5, 31, 2),
    (5, 3, 3, 0),
    (4, 4, 9, 8),
    (3, 6, 0, 6),
    (6, 3, 7, 0),
    (4, 5, 5, 28),
    (5, 4, 29, 4),
    (3, 7, 0, 30),
    (7, 3, 31, 0),
    (4, 6, 3, 156),
    (6, 4, 157, 2),
    (5, 5, 57, 56),
    (3, 8, 0, 34),
    (8, 3, 33, 0),
    (4, 7, 3, 112),
    (7, 4, 111, 2),
    (5, 6, 53, 162),
    (6, 5, 163, 48),
    (3, 9, 0, 30),
    (9, 3, 25, 0),
    (4, 8, 3, 112),
    (8, 4, 111, 2),
    (5, 7, 51, 160),
    (7, 5, 159, 50),
    (6, 6, 167, 166),
    (4, 9, 3, 110),
    (9, 4, 103, 2),
    (5, 8, 33, 160),
    (8, 5, 153, 20),
    (6, 7, 171, 184),
    (7, 6, 185, 170),
    (5, 9, 21, 114),
    (9, 5, 113, 20),
    (6, 8, 171, 186),
    (8, 6, 185, 170),
    (7, 7, 181, 180),
    (6, 9, 173, 170),
    (9, 6, 167, 172),
    (7, 8, 183, 204),
    (8, 7, 203, 182),
    (7, 9, 185, 202),
    (9, 7, 201, 184),
    (8, 8, 195, 196),
    (8, 9, 189, 202),
    (9, 8, 201, 188),
    (9, 9, 191, 190),
];

/// How many positions of a pair are checked against their moves when it
/// is loaded (all of a smaller pair): spread evenly over the index.
pub(crate) const SAMPLES: u64 = 256;

/// The longest win and loss of the pair `a-b` under `rules`, when they
/// are known without its file: the databases of Nine Men's Morris (any
/// rules that share their directory, which the values depend on only).
fn known(rules: &Rules, a: usize, b: usize) -> Option<(u16, u16)> {
    if rules_key(rules) != rules_key(&Rules::preset(Preset::Nine)) {
        return None;
    }
    NINE.iter()
        .find(|&&(x, y, _, _)| (usize::from(x), usize::from(y)) == (a, b))
        .map(|&(_, _, win, loss)| (win, loss))
}

/// What the sample found: the positions checked (those whose children
/// could all be read) and the first that disagrees, if any.
#[derive(Debug, Default, PartialEq, Eq)]
struct Sampled {
    checked: u64,
    disagree: u64,
    /// The entry, its stored value and the value by its moves.
    first: Option<(u64, DbValue, DbValue)>,
}

/// Checks the entries [`SAMPLES`] spread over `table` against the values
/// of their moves' children: those that remove nothing in `swap`, the
/// others with `lookup` (as [`verify::by_moves`] reads them). Twins and
/// entries that are no position of the game are passed over, and so are
/// positions whose children cannot all be read.
fn sample(
    rules: Rules,
    table: &Table,
    swap: Stored<'_>,
    lookup: &(dyn Fn(usize, usize, PointSet, PointSet) -> Option<u8> + Sync),
) -> Sampled {
    let n = table.index.len();
    let samples = SAMPLES.min(n);
    let mut scratch = Scratch::default();
    let mut found = Sampled::default();
    for k in 0..samples {
        let i = k * n / samples;
        if !table.index.is_canonical(i) {
            continue;
        }
        let Some(code) = table.codes.get(i) else {
            continue;
        };
        let stored = DbValue::from_byte(code);
        let (mover, other) = table.index.position(i);
        let Some(Some(value)) = verify::by_moves(rules, mover, other, swap, lookup, &mut scratch)
        else {
            continue;
        };
        found.checked += 1;
        if value != stored {
            found.disagree += 1;
            found.first.get_or_insert((i, stored, value));
        }
    }
    found
}

impl Databases {
    /// Checks the loaded values of the pair `a-b` (its header's longest
    /// distance `longest`, which one of them reaches) against what is
    /// known without its file: the pair's longest distance where it is
    /// written down ([`NINE`]), and a sample of its positions against
    /// their moves ([`SAMPLES`]).
    ///
    /// # Errors
    /// [`DbError::Inconsistent`], saying what disagrees.
    pub(super) fn check_sanity(
        &self,
        a: usize,
        b: usize,
        table: &Table,
        longest: u16,
    ) -> Result<(), DbError> {
        let inconsistent = |why: String| DbError::Inconsistent(self.path(a, b), why);
        if let Some((win, loss)) = known(&self.rules, a, b)
            && longest != win.max(loss)
        {
            return Err(inconsistent(format!(
                "its longest distance is {longest} plies, where {a}-{b}'s is {} plies",
                win.max(loss)
            )));
        }
        let swapped;
        let swap = if a == b {
            Stored {
                index: &table.index,
                codes: &table.codes,
            }
        } else {
            // Without it no position of this pair with a move can be
            // checked; its own load says why it is not there.
            let Some(found) = self.peek(b, a) else {
                return Ok(());
            };
            swapped = found;
            Stored {
                index: &swapped.index,
                codes: &swapped.codes,
            }
        };
        let mut needed = self.dependencies(a, b);
        needed.sort_unstable();
        needed.dedup();
        let tables: Vec<_> = needed
            .into_iter()
            .filter_map(|(x, y)| Some(((x, y), self.peek(x, y)?)))
            .collect();
        let lookup = |x: usize, y: usize, mover, other| code_in(&tables, x, y, mover, other);
        let found = sample(self.rules, table, swap, &lookup);
        match found.first {
            None => Ok(()),
            Some((entry, stored, value)) => Err(inconsistent(format!(
                "{} of the {} positions sampled disagree with the values their moves lead to; \
                 entry {entry} holds {stored} where its moves give {value}",
                found.disagree, found.checked
            ))),
        }
    }

    /// The values of the pair `a-b` for [`Databases::check_sanity`] to
    /// read: the loaded table, else the file with its header checked
    /// ([`file::open`]), not kept; `None` when the pair is missing, or
    /// its file or header is unusable (its own load says why).
    fn peek(&self, a: usize, b: usize) -> Option<Arc<Table>> {
        if !self.valid_pair(a, b) {
            return None;
        }
        if let Some(entry) = self.cached(a, b) {
            return entry;
        }
        let index = PairIndex::new(a, b, self.orbits(a));
        let codes = file::open(&self.path(a, b), &self.rules, a, b, index.len()).ok()?;
        Some(Arc::new(Table { index, codes }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::Pair;

    #[test]
    fn the_figures_of_nine_are_every_pair_once_and_those_solved_here() {
        let mut pairs: Vec<(u8, u8)> = NINE.iter().map(|&(a, b, _, _)| (a, b)).collect();
        pairs.sort_unstable();
        pairs.dedup();
        assert_eq!(pairs.len(), 49, "every pair of 3 to 9 pieces a side once");
        for &(a, b, win, loss) in &NINE {
            // Sides alternate: a win at an odd distance, a loss at an even one.
            assert!(win % 2 == 1 || win == 0, "{a}-{b}");
            assert!(loss.is_multiple_of(2), "{a}-{b}");
            assert!(known(&Rules::default(), a.into(), b.into()).is_some());
        }
        let dir = tempfile::tempdir().expect("a directory");
        let rules = Rules::default();
        let dbs = Databases::new(dir.path(), rules);
        dbs.solve(Pair::new(4, 3), &|_| {}).expect("solved");
        for (a, b) in [(3, 3), (3, 4), (4, 3)] {
            let stats = dbs.stats(Pair::new(a, b)).expect("solved");
            assert_eq!(
                known(&rules, a, b),
                Some((stats.longest_win, stats.longest_loss)),
                "{a}-{b}"
            );
            // A loaded sound pair passes its sample, most of it checked.
            let table = dbs.load(a, b, false).expect("sound");
            let swap = dbs.load(b, a, false).expect("sound");
            let smaller = dbs.loaded(&[(3, 3)]);
            let lookup = |x: usize, y: usize, mover, other| code_in(&smaller, x, y, mover, other);
            let found = sample(
                rules,
                &table,
                Stored {
                    index: &swap.index,
                    codes: &swap.codes,
                },
                &lookup,
            );
            assert_eq!(found.disagree, 0, "{a}-{b}");
            assert!(found.checked > 0, "{a}-{b}: {found:?}");
        }
        // Other rules have no figures written down.
        let mut no_flying = rules;
        no_flying.set_flying(morris_core::Flying::Off);
        assert_eq!(known(&no_flying, 3, 3), None);
        assert_eq!(known(&rules, 10, 3), None);
    }
}
