//! The transposition table: search results by position hash, in a fixed
//! amount of memory, shared by the threads of a parallel search.
//!
//! Each entry is three atomic words: the key mixed with the two data words
//! (`key ^ data ^ score`), the data (move, depth, bound, generation) and
//! the score. A reader recomputes the key from what it read, so an entry
//! torn by a writer on another thread reads as a miss, never as another
//! position's result (the lockless scheme of chess engines, with no unsafe
//! code).

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

use morris_core::{Move, Point, PointSet};

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
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
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

/// The origin written for a placement (no point has this index).
const NO_ORIGIN: u64 = 31;

/// The packed form of a move: origin (31 for none), destination, removals
/// (25 bits, every board's points) and a bit saying a move is there. A
/// turn of removals alone is packed with its destination as its origin,
/// as [`Move::slide`] reads it back.
fn pack_move(m: Option<Move>) -> u64 {
    let Some(m) = m else { return 0 };
    let from = match m.from() {
        Some(p) => p.index() as u64,
        None if m.is_removal_only() => m.to().index() as u64,
        None => NO_ORIGIN,
    };
    let to = m.to().index() as u64;
    from | to << 5 | u64::from(m.removals().bits()) << 10 | 1 << 35
}

fn unpack_move(bits: u64) -> Option<Move> {
    if bits & 1 << 35 == 0 {
        return None;
    }
    let to = Point::from_index((bits >> 5 & 31) as usize)?;
    let base = match Point::from_index((bits & 31) as usize) {
        Some(from) => Move::slide(from, to),
        None => Move::place(to),
    };
    Some(base.with_removals(PointSet::from_bits((bits >> 10) as u32 & 0x1FF_FFFF)))
}

impl Entry {
    fn pack(&self) -> (u64, u64) {
        let bound = match self.bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let data = pack_move(self.best)
            | u64::from(self.depth) << 36
            | bound << 44
            | u64::from(self.generation) << 46
            | 1 << 54;
        (data, u64::from(self.score.raw() as u32))
    }

    fn unpack(data: u64, score: u64) -> Option<Entry> {
        if data & 1 << 54 == 0 {
            return None;
        }
        let bound = match data >> 44 & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Entry {
            best: unpack_move(data),
            score: Score::from_raw(score as u32 as i32),
            depth: (data >> 36) as u8,
            bound,
            generation: (data >> 46) as u8,
        })
    }
}

/// One entry's three words.
#[derive(Debug, Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
    score: AtomicU64,
}

impl Slot {
    fn load(&self, key: u64) -> Option<Entry> {
        let data = self.data.load(Ordering::Relaxed);
        let score = self.score.load(Ordering::Relaxed);
        let check = self.check.load(Ordering::Relaxed);
        if check ^ data ^ score != key {
            return None;
        }
        Entry::unpack(data, score)
    }

    /// The entry and its key, whatever the key is (for replacement).
    fn peek(&self) -> Option<(u64, Entry)> {
        let data = self.data.load(Ordering::Relaxed);
        let score = self.score.load(Ordering::Relaxed);
        let check = self.check.load(Ordering::Relaxed);
        Entry::unpack(data, score).map(|e| (check ^ data ^ score, e))
    }

    fn save(&self, key: u64, entry: &Entry) {
        let (data, score) = entry.pack();
        self.data.store(data, Ordering::Relaxed);
        self.score.store(score, Ordering::Relaxed);
        self.check.store(key ^ data ^ score, Ordering::Relaxed);
    }

    fn clear(&self) {
        self.check.store(0, Ordering::Relaxed);
        self.data.store(0, Ordering::Relaxed);
        self.score.store(0, Ordering::Relaxed);
    }
}

/// A table of `Entry` by hash, two entries per bucket: one replaced by
/// depth, one always. All methods take `&self`: threads share it.
#[derive(Debug)]
pub struct Table {
    buckets: Vec<[Slot; 2]>,
    generation: AtomicU32,
}

impl Table {
    /// A table using at most `mib` MiB (at least one bucket).
    #[must_use]
    pub fn new(mib: usize) -> Table {
        let bucket = std::mem::size_of::<[Slot; 2]>();
        let count = (mib.saturating_mul(1 << 20) / bucket).max(1);
        let mut buckets = Vec::with_capacity(count);
        buckets.resize_with(count, Default::default);
        Table {
            buckets,
            generation: AtomicU32::new(0),
        }
    }

    /// The memory the table holds, in bytes.
    #[must_use]
    pub fn bytes(&self) -> usize {
        self.buckets.len() * std::mem::size_of::<[Slot; 2]>()
    }

    /// Forgets everything.
    pub fn clear(&self) {
        for bucket in &self.buckets {
            for slot in bucket {
                slot.clear();
            }
        }
        self.generation.store(0, Ordering::Relaxed);
    }

    /// Marks the start of a new search: older entries are replaced first.
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Ordering::Relaxed);
    }

    fn generation(&self) -> u8 {
        self.generation.load(Ordering::Relaxed) as u8
    }

    fn bucket(&self, key: u64) -> &[Slot; 2] {
        // The high bits pick the bucket; the whole key is checked on probe.
        &self.buckets[((u128::from(key) * self.buckets.len() as u128) >> 64) as usize]
    }

    /// The entry stored for `key`, if any.
    #[must_use]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.bucket(key).iter().find_map(|slot| slot.load(key))
    }

    /// Stores a result.
    pub fn store(&self, key: u64, best: Option<Move>, score: Score, depth: u32, bound: Bound) {
        let generation = self.generation();
        let bucket = self.bucket(key);
        // Keep a best move we knew when the new result has none.
        let best = best.or_else(|| bucket.iter().find_map(|s| s.load(key)).and_then(|e| e.best));
        let entry = Entry {
            best,
            score,
            depth: depth.min(255) as u8,
            bound,
            generation,
        };
        let replace_deep = match bucket[0].peek() {
            None => true,
            Some((old_key, old)) => {
                old_key == key || old.generation != generation || old.depth <= entry.depth
            }
        };
        if replace_deep {
            bucket[0].save(key, &entry);
        } else {
            bucket[1].save(key, &entry);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_probes() {
        let t = Table::new(1);
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
        let t = Table::new(1);
        let m = Move::place(Point::D6);
        t.store(9, Some(m), Score::heuristic(7), 3, Bound::Exact);
        t.store(9, None, Score::heuristic(-5), 4, Bound::Upper);
        assert_eq!(t.probe(9).unwrap().best, Some(m));
    }

    #[test]
    fn every_move_and_score_survives_packing() {
        let moves = [
            Move::place(Point::A7),
            Move::slide(Point::G1, Point::A7).with_removals(PointSet::FULL),
            "d6-d5xa7xg1".parse().unwrap(),
            // The small board's centre, as origin, destination and removal.
            Move::place(Point::D4),
            Move::slide(Point::D4, Point::C4),
            Move::slide(Point::C4, Point::D4).with_removals(PointSet::EVERY),
            // Turns of removals alone (removals due, the own pieces of a
            // full board): once packed as placements, which no position
            // with removals due takes, so the search lost its best one.
            Move::removal(Point::F6),
            "xd3xf6".parse().unwrap(),
            "xa1xd4xg7".parse().unwrap(),
        ];
        for m in moves {
            assert_eq!(unpack_move(pack_move(Some(m))), Some(m));
        }
        assert_eq!(unpack_move(pack_move(None)), None);
        let t = Table::new(1);
        for (i, score) in [
            Score::win_in(3),
            Score::loss_in(90),
            Score::heuristic(-12345),
        ]
        .into_iter()
        .enumerate()
        {
            t.store(i as u64 + 1, None, score, 200, Bound::Lower);
            let e = t.probe(i as u64 + 1).unwrap();
            assert_eq!((e.score, e.depth, e.bound), (score, 200, Bound::Lower));
        }
    }

    #[test]
    fn a_torn_entry_reads_as_a_miss() {
        let t = Table::new(1);
        t.store(
            5,
            Some(Move::place(Point::D6)),
            Score::heuristic(1),
            2,
            Bound::Exact,
        );
        let slot = &t.bucket(5)[0];
        // Another thread's write half done: new data, old check word.
        slot.data.fetch_xor(1 << 36, Ordering::Relaxed);
        assert!(t.probe(5).is_none());
    }
}
