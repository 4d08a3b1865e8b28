//! The transposition table: search results by position hash, in a fixed
//! amount of memory.

use morris_core::Move;

use crate::Score;

/// What a stored score says about the true value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true value.
    Exact,
    /// The true value is at least this (a beta cutoff).
    Lower,
    /// The true value is at most this (no move raised alpha).
    Upper,
}

/// One stored search result.
#[derive(Copy, Clone, Debug)]
pub struct Entry {
    key: u64,
    /// The best move found, if any.
    pub best: Option<Move>,
    /// The score, relative to the stored node (see `Score::to_table`).
    pub score: Score,
    /// The depth searched.
    pub depth: u8,
    /// What the score bounds.
    pub bound: Bound,
    generation: u8,
}

/// A table of `Entry` by hash, two entries per bucket: one replaced by
/// depth, one always.
#[derive(Debug)]
pub struct Table {
    buckets: Vec<[Option<Entry>; 2]>,
    generation: u8,
}

impl Table {
    /// A table using at most `mib` MiB (at least one bucket).
    #[must_use]
    pub fn new(mib: usize) -> Table {
        let bucket = std::mem::size_of::<[Option<Entry>; 2]>();
        let count = (mib.saturating_mul(1 << 20) / bucket).max(1);
        Table {
            buckets: vec![[None, None]; count],
            generation: 0,
        }
    }

    /// The memory the table holds, in bytes.
    #[must_use]
    pub fn bytes(&self) -> usize {
        self.buckets.len() * std::mem::size_of::<[Option<Entry>; 2]>()
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.buckets.fill([None, None]);
        self.generation = 0;
    }

    /// Marks the start of a new search: older entries are replaced first.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    fn index(&self, key: u64) -> usize {
        // The high bits pick the bucket; the whole key is checked on probe.
        ((u128::from(key) * self.buckets.len() as u128) >> 64) as usize
    }

    /// The entry stored for `key`, if any.
    #[must_use]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let bucket = &self.buckets[self.index(key)];
        bucket.iter().flatten().find(|e| e.key == key).copied()
    }

    /// Stores a result.
    pub fn store(&mut self, key: u64, best: Option<Move>, score: Score, depth: u32, bound: Bound) {
        let generation = self.generation;
        let i = self.index(key);
        let bucket = &mut self.buckets[i];
        let entry = Entry {
            key,
            best,
            score,
            depth: depth.min(255) as u8,
            bound,
            generation,
        };
        // Keep a best move we knew when the new result has none.
        let entry = match (best, bucket.iter().flatten().find(|e| e.key == key)) {
            (None, Some(old)) => Entry {
                best: old.best,
                ..entry
            },
            _ => entry,
        };
        let deep_slot = &mut bucket[0];
        let replace_deep = match deep_slot {
            None => true,
            Some(old) => old.key == key || old.generation != generation || old.depth <= entry.depth,
        };
        if replace_deep {
            *deep_slot = Some(entry);
        } else {
            bucket[1] = Some(entry);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::Point;

    #[test]
    fn stores_and_probes() {
        let mut t = Table::new(1);
        assert!(t.bytes() <= 1 << 20);
        let m = Move::place(Point::D6);
        t.store(42, Some(m), Score::heuristic(7), 3, Bound::Exact);
        let e = t.probe(42).unwrap();
        assert_eq!(e.best, Some(m));
        assert_eq!(e.score, Score::heuristic(7));
        assert_eq!(e.depth, 3);
        assert!(t.probe(43).is_none());
        t.clear();
        assert!(t.probe(42).is_none());
    }

    #[test]
    fn keeps_the_best_move_when_the_new_result_has_none() {
        let mut t = Table::new(1);
        let m = Move::place(Point::D6);
        t.store(9, Some(m), Score::heuristic(7), 3, Bound::Exact);
        t.store(9, None, Score::heuristic(-5), 4, Bound::Upper);
        assert_eq!(t.probe(9).unwrap().best, Some(m));
    }
}
