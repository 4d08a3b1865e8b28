//! The placing phase valued exactly: an alpha-beta search over the
//! placements with the endgame databases at its leaves (every position
//! once both hands are empty is one of theirs), on three values (win, draw
//! or loss for the side to move).
//!
//! The search asks only yes-or-no questions ("is the value at least a
//! draw?"), each a null window, and answers the value with at most two.
//! Its table of bounds is shared by the threads, lock-free, and keyed by
//! the position's class under the board's 16 symmetries, so that the eight
//! first placements on a square's corners are searched once. Below the
//! first placements the later brothers of a node's first child are searched
//! in parallel (young brothers wait), since by then the node is likely one
//! whose children must all be searched.

use std::sync::atomic::{AtomicI8, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

use morris_core::{Color, Move, Point, PointSet, Position, Symmetry};
use rayon::prelude::*;

mod book;

pub use super::wdl::Wdl;
use super::{Databases, DbError, DbValue, Pair};
use crate::stop::StopFlag;
pub(crate) use book::{read_book, write_book};

/// What the table knows of a position: its value lies in `lower..=upper`,
/// and the move that last decided it (in the class's frame).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Bounds {
    lower: i8,
    upper: i8,
    best: Option<(Point, PointSet)>,
}

impl Bounds {
    const UNKNOWN: Bounds = Bounds {
        lower: -1,
        upper: 1,
        best: None,
    };

    /// Bits 0-1 and 2-3: the bounds plus one; 4-8: the best move's point
    /// plus one (0 for none); 9-33: its removals; 34-41: the weight; 42:
    /// set, so that no entry is 0, which marks an empty slot.
    fn pack(self, weight: u8) -> u64 {
        let (to, removals) = match self.best {
            Some((to, removals)) => (to.index() as u64 + 1, u64::from(removals.bits())),
            None => (0, 0),
        };
        (self.lower + 1) as u64
            | ((self.upper + 1) as u64) << 2
            | to << 4
            | removals << 9
            | u64::from(weight) << 34
            | 1 << 42
    }

    fn unpack(data: u64) -> (Bounds, u8) {
        let to = (data >> 4) & 31;
        let best = (to != 0)
            .then(|| Point::ALL.get(to as usize - 1).copied())
            .flatten()
            .map(|p| (p, PointSet::from_bits(((data >> 9) & 0x1FF_FFFF) as u32)));
        let bounds = Bounds {
            lower: (data & 3) as i8 - 1,
            upper: ((data >> 2) & 3) as i8 - 1,
            best,
        };
        (bounds, ((data >> 34) & 0xFF) as u8)
    }
}

/// The table of bounds: pairs of slots, each slot a key and its data kept
/// as `key ^ data` beside `data`, so that a slot torn by two writers at
/// once reads as empty rather than as another position's bounds.
pub(crate) struct Table {
    slots: Vec<[AtomicU64; 2]>,
}

impl Table {
    /// A table of `2^bits` slots (16 bytes each).
    pub(crate) fn new(bits: u32) -> Table {
        Table {
            slots: (0..1usize << bits)
                .map(|_| [AtomicU64::new(0), AtomicU64::new(0)])
                .collect(),
        }
    }

    fn bucket(&self, key: u64) -> usize {
        (key as usize) & (self.slots.len() - 1) & !1
    }

    fn get(&self, key: u64) -> Option<Bounds> {
        let b = self.bucket(key);
        self.slots[b..b + 2].iter().find_map(|[check, data]| {
            let d = data.load(Ordering::Relaxed);
            (d != 0 && check.load(Ordering::Relaxed) ^ d == key).then(|| Bounds::unpack(d).0)
        })
    }

    /// Stores `bounds` for `key`: in its own slot if it has one, else in
    /// the slot of the pair with the less work behind it.
    fn put(&self, key: u64, bounds: Bounds, weight: u8) {
        let b = self.bucket(key);
        let pair = &self.slots[b..b + 2];
        let read = |i: usize| {
            let d = pair[i][1].load(Ordering::Relaxed);
            (pair[i][0].load(Ordering::Relaxed) ^ d, d)
        };
        let (k0, d0) = read(0);
        let (k1, d1) = read(1);
        let i = if d0 != 0 && k0 == key {
            0
        } else if d1 != 0 && k1 == key {
            1
        } else if d0 == 0 || (d1 != 0 && Bounds::unpack(d0).1 <= Bounds::unpack(d1).1) {
            0
        } else {
            1
        };
        let data = bounds.pack(weight);
        pair[i][1].store(data, Ordering::Relaxed);
        pair[i][0].store(key ^ data, Ordering::Relaxed);
    }
}

impl Table {
    /// Puts every entry of a book ([`read_book`]) into the table.
    pub(crate) fn load(&self, book: &[(u64, u64)]) {
        for &(key, data) in book {
            let (bounds, weight) = Bounds::unpack(data);
            self.put(key, bounds, weight);
        }
    }

    /// The entries of the positions with at least `left` placements left,
    /// as a book keeps them.
    pub(crate) fn entries_from(&self, left: u8) -> Vec<(u64, u64)> {
        self.slots
            .iter()
            .filter_map(|[check, data]| {
                let d = data.load(Ordering::Relaxed);
                (d != 0 && Bounds::unpack(d).1 >= left)
                    .then(|| (check.load(Ordering::Relaxed) ^ d, d))
            })
            .collect()
    }
}

/// One entry that knows what two entries of the same position know: the
/// tighter of each bound, and the move and weight of the one with more
/// work behind it. Two entries that contradict each other cannot both be
/// right; the second (the newer) is kept then.
pub(crate) fn merged(first: u64, second: u64) -> u64 {
    let ((a, wa), (b, wb)) = (Bounds::unpack(first), Bounds::unpack(second));
    let (lower, upper) = (a.lower.max(b.lower), a.upper.min(b.upper));
    if lower > upper {
        return second;
    }
    let (best, weight) = if wa > wb {
        (a.best.or(b.best), wa)
    } else {
        (b.best.or(a.best), wb)
    };
    Bounds { lower, upper, best }.pack(weight)
}

/// The symmetry that undoes each of the 16.
fn inverses() -> &'static [Symmetry; 16] {
    static INVERSES: OnceLock<[Symmetry; 16]> = OnceLock::new();
    INVERSES.get_or_init(|| Symmetry::ALL.map(Symmetry::inverse))
}

fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The key of a position's class under the symmetries, and a symmetry
/// that takes the position to the class's image. The key is the least
/// image of both sets (25 bits each: the points' indexes, with the small
/// boards' centre) with the hands (5 bits each) and the side to move
/// packed into 61 bits, then mixed by a bijection, so two
/// classes never share a key.
fn class_key(pos: &Position) -> (u64, Symmetry) {
    let (white, black) = (pos.pieces(Color::White), pos.pieces(Color::Black));
    let mut least = (u64::MAX, Symmetry::IDENTITY);
    for &s in pos.geometry().symmetries() {
        let image =
            u64::from(s.apply_set(white).bits()) << 25 | u64::from(s.apply_set(black).bits());
        if image < least.0 {
            least = (image, s);
        }
    }
    let packed = least.0
        | u64::from(pos.in_hand(Color::White) & 31) << 50
        | u64::from(pos.in_hand(Color::Black) & 31) << 55
        | u64::from(pos.side_to_move() == Color::Black) << 60;
    // Only the packed 0 (no piece anywhere) mixes to 0, which marks an
    // empty slot; no placing position packs to it.
    (mix(packed).max(1), least.1)
}

/// One position of each class (under the symmetries) of the positions
/// `placements` turns after `start` that are still in the placing phase
/// and not over, in the order they are first met.
pub(crate) fn placing_classes(start: &Position, placements: u32) -> Vec<Position> {
    let mut level = vec![*start];
    for _ in 0..placements {
        let mut seen = std::collections::HashSet::new();
        let mut next = Vec::new();
        for pos in &level {
            for m in pos.legal_moves() {
                let mut child = *pos;
                let _ = child.play_unchecked(m);
                if child.outcome().is_none()
                    && !child.is_moving_phase()
                    && seen.insert(class_key(&child).0)
                {
                    next.push(child);
                }
            }
        }
        level = next;
    }
    level
}

/// One search, shared by the threads that run it.
pub(crate) struct Search<'a> {
    dbs: &'a Databases,
    cancel: &'a StopFlag,
    table: Arc<Table>,
    /// Positions searched (not answered by the table).
    nodes: AtomicU64,
    /// Placements left from which later brothers run in parallel.
    parallel_from: u8,
    /// The most positions to search before giving up.
    max_nodes: u64,
    /// The pairs the leaves read, by `to_move * PAIRS + other`, each asked
    /// of the databases once: a leaf then reads its value without their
    /// lock (millions of leaves, all threads at once).
    pairs: Vec<OnceLock<Option<Arc<super::Table>>>>,
}

/// The stride of [`Search::pairs`]: more than any side's pieces.
const PAIRS: usize = 25;

/// Placements left at which a node's later children are searched in
/// parallel: below this the subtrees are too small to be worth a task.
const PARALLEL_FROM: u8 = 7;

impl<'a> Search<'a> {
    pub(crate) fn new(
        dbs: &'a Databases,
        cancel: &'a StopFlag,
        table: Arc<Table>,
        max_nodes: u64,
    ) -> Search<'a> {
        Search {
            max_nodes,
            dbs,
            cancel,
            table,
            nodes: AtomicU64::new(0),
            parallel_from: PARALLEL_FROM,
            pairs: (0..PAIRS * PAIRS).map(|_| OnceLock::new()).collect(),
        }
    }

    /// The value of a position of the moving phase from its pair's table,
    /// or (a pair missing, a value that could not be read) as the
    /// databases' probe answers and tells it.
    fn probe(&self, pos: &Position) -> Option<DbValue> {
        let us = pos.side_to_move();
        let (mover, other) = (pos.pieces(us), pos.pieces(us.other()));
        let read = self
            .pairs
            .get(mover.len() * PAIRS + other.len())
            .and_then(|slot| {
                slot.get_or_init(|| self.dbs.table(mover.len(), other.len()))
                    .as_ref()
            })
            .and_then(|table| table.codes.get(table.index.index(mover, other)));
        match read {
            Some(code) => Some(DbValue::from_byte(code)),
            None => self.dbs.probe(pos),
        }
    }

    /// Positions searched so far.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    /// The value of `pos` for its side to move: first whether it is at
    /// least a draw, then whether it is a win or only a loss.
    ///
    /// # Errors
    /// A pair the search reaches is not solved, or the search was
    /// cancelled.
    pub(crate) fn value(&self, pos: &Position) -> Result<Wdl, DbError> {
        let at_least_draw = self.search(pos, -1, 0)? >= 0;
        let value = if at_least_draw {
            if self.search(pos, 0, 1)? >= 1 { 1 } else { 0 }
        } else {
            -1
        };
        Ok(Wdl::from_score(value))
    }

    /// The value of every legal move of `pos` for the side that plays it,
    /// best first (in the order of the search's liking among equals). The
    /// position's own value bounds the moves', so most take one question:
    /// under a draw, whether the move keeps it.
    ///
    /// # Errors
    /// As [`Search::value`].
    pub(crate) fn move_values(&self, pos: &Position) -> Result<Vec<(Move, Wdl)>, DbError> {
        let best = self.value(pos)?.score();
        let mut values = Vec::new();
        for m in ordered(pos, None) {
            // Whether the move reaches at least `t`, by a null window.
            let reaches = |t: i8| self.child(pos, m, t - 1, t).map(|s| s >= t);
            let score = match best {
                1 if reaches(1)? => 1,
                -1 => -1,
                _ if reaches(0)? => 0,
                _ => -1,
            };
            values.push((m, Wdl::from_score(score)));
        }
        values.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
        Ok(values)
    }

    /// The score of a leaf: the game is over, or both hands are empty and
    /// the databases answer, or its sector of the placing phase does.
    fn leaf(&self, pos: &Position) -> Option<Result<i8, DbError>> {
        if let Some(o) = pos.outcome() {
            return Some(Ok(match o.winner {
                Some(w) if w == pos.side_to_move() => 1,
                Some(_) => -1,
                None => 0,
            }));
        }
        if !pos.is_moving_phase() {
            // The placing phase solved whole, where it is.
            return self.dbs.sector_wdl(pos).map(|v| Ok(v.score()));
        }
        // The full file, else the compact pack: a leaf needs only win,
        // draw or loss.
        Some(
            match self
                .probe(pos)
                .map(Wdl::of)
                .or_else(|| self.dbs.pack_wdl(pos))
            {
                Some(v) => Ok(v.score()),
                None => {
                    let us = pos.side_to_move();
                    let pair = Pair::new(pos.pieces(us).len(), pos.pieces(us.other()).len());
                    Err(DbError::Solve(format!(
                        "the pair {pair} must be solved first (morris solve --all)"
                    )))
                }
            },
        )
    }

    /// The score of `m` for the side that plays it.
    fn child(&self, pos: &Position, m: Move, alpha: i8, beta: i8) -> Result<i8, DbError> {
        let mut child = *pos;
        let _ = child.play_unchecked(m);
        if child.side_to_move() == pos.side_to_move() {
            self.search(&child, alpha, beta)
        } else {
            self.search(&child, -beta, -alpha).map(|s| -s)
        }
    }

    /// Negamax with alpha-beta on the scores -1, 0 and 1 (fail-soft): the
    /// value when it lies strictly inside `alpha..beta`, else a bound on
    /// the right side of the window.
    fn search(&self, pos: &Position, mut alpha: i8, mut beta: i8) -> Result<i8, DbError> {
        if let Some(score) = self.leaf(pos) {
            return score;
        }
        if self.cancel.is_stopped() {
            return Err(DbError::Cancelled);
        }
        let (key, sym) = class_key(pos);
        let (alpha0, beta0) = (alpha, beta);
        let known = self.table.get(key).unwrap_or(Bounds::UNKNOWN);
        if known.lower >= beta || known.lower == known.upper {
            return Ok(known.lower);
        }
        if known.upper <= alpha {
            return Ok(known.upper);
        }
        alpha = alpha.max(known.lower);
        beta = beta.min(known.upper);
        if self.nodes.fetch_add(1, Ordering::Relaxed) >= self.max_nodes {
            return Err(DbError::Cancelled);
        }

        let inverse = inverses()[sym.index()];
        let first = known
            .best
            .map(|(to, removals)| (inverse.apply(to), inverse.apply_set(removals)));
        let moves = ordered(pos, first);
        // Every placing position has an empty point; a position without
        // moves is over, and answered above.
        let Some(&first_move) = moves.first() else {
            return Ok(-1);
        };
        let left = pos.in_hand(Color::White) + pos.in_hand(Color::Black);

        let mut best = self.child(pos, first_move, alpha, beta)?;
        let mut best_move = first_move;
        if best < beta && moves.len() > 1 {
            alpha = alpha.max(best);
            let rest = &moves[1..];
            if left >= self.parallel_from {
                let most = AtomicI8::new(best);
                let cut =
                    rest.par_iter()
                        .find_map_any(|&m| match self.child(pos, m, alpha, beta) {
                            Ok(s) if s >= beta => Some(Ok((s, m))),
                            Ok(s) => {
                                most.fetch_max(s, Ordering::Relaxed);
                                None
                            }
                            Err(e) => Some(Err(e)),
                        });
                match cut {
                    Some(found) => (best, best_move) = found?,
                    None => best = most.load(Ordering::Relaxed),
                }
            } else {
                for &m in rest {
                    let s = self.child(pos, m, alpha, beta)?;
                    if s > best {
                        (best, best_move) = (s, m);
                        alpha = alpha.max(s);
                        if s >= beta {
                            break;
                        }
                    }
                }
            }
        }

        let mut bounds = known;
        if best <= alpha0 {
            bounds.upper = bounds.upper.min(best);
        } else if best >= beta0 {
            bounds.lower = bounds.lower.max(best);
        } else {
            (bounds.lower, bounds.upper) = (best, best);
        }
        if best > alpha0 {
            bounds.best = Some((
                sym.apply(best_move.to()),
                sym.apply_set(best_move.removals()),
            ));
        }
        self.table.put(key, bounds, left);
        Ok(best)
    }
}

/// The legal moves of `pos`, the likeliest to decide first: the move that
/// decided it before, then mills closed, the opponent's mills blocked,
/// lines of two made, and points with more neighbours.
fn ordered(pos: &Position, first: Option<(Point, PointSet)>) -> Vec<Move> {
    let g = pos.geometry();
    let us = pos.side_to_move();
    let (ours, theirs, empty) = (pos.pieces(us), pos.pieces(us.other()), pos.empty());
    let blocks = g.mill_threats(theirs, empty);
    let mut moves = pos.legal_moves();
    let score = |m: &Move| -> i32 {
        if first == Some((m.to(), m.removals())) {
            return i32::MAX;
        }
        let to = m.to();
        let mut s = g.neighbours(to).len() as i32;
        if !m.removals().is_empty() {
            s += 1000;
        }
        if blocks.contains(to) {
            s += 500;
        }
        for line in g.mills_through(to) {
            if (line & ours).len() == 1 && (line & theirs).is_empty() {
                s += 20;
            }
        }
        s
    };
    moves.sort_by_cached_key(|m| std::cmp::Reverse(score(m)));
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::{ByColor, MillMemory, Rules, Setup};
    use rand::rngs::ChaCha8Rng as StdRng;
    use rand::{RngExt, SeedableRng};

    /// The value by plain minimax over the core's moves.
    fn minimax(dbs: &Databases, pos: &Position) -> Wdl {
        if let Some(o) = pos.outcome() {
            return match o.winner {
                Some(w) if w == pos.side_to_move() => Wdl::Win,
                Some(_) => Wdl::Loss,
                None => Wdl::Draw,
            };
        }
        if pos.is_moving_phase() {
            return Wdl::of(dbs.probe(pos).expect("a solved pair"));
        }
        pos.legal_moves()
            .into_iter()
            .map(|m| {
                let mut child = *pos;
                let _ = child.play_unchecked(m);
                let v = minimax(dbs, &child);
                if child.side_to_move() == pos.side_to_move() {
                    v
                } else {
                    v.flipped()
                }
            })
            .max()
            .expect("a position not over has a move")
    }

    #[test]
    fn merged_entries_keep_the_tighter_bounds() {
        let entry = |lower, upper, best, weight| Bounds { lower, upper, best }.pack(weight);
        let d6 = Some((Point::D6, PointSet::EMPTY));
        let a7 = Some((Point::A7, PointSet::EMPTY));
        // At least a draw, and at most a draw: a draw.
        let (bounds, weight) = Bounds::unpack(merged(entry(0, 1, d6, 12), entry(-1, 0, a7, 10)));
        assert_eq!(
            (bounds.lower, bounds.upper, bounds.best, weight),
            (0, 0, d6, 12)
        );
        // The move of the one with more work behind it, or the other's.
        let (bounds, _) = Bounds::unpack(merged(entry(-1, 1, None, 12), entry(-1, 0, a7, 10)));
        assert_eq!((bounds.lower, bounds.upper, bounds.best), (-1, 0, a7));
        // Bounds that contradict each other: the newer is kept.
        let newer = entry(-1, -1, a7, 10);
        assert_eq!(merged(entry(1, 1, d6, 14), newer), newer);
    }

    #[test]
    fn positions_of_different_classes_never_share_a_key() {
        // Random placements: two positions share a key exactly when a
        // symmetry maps one onto the other.
        let rules = Rules::default();
        let class = |pos: &Position| {
            Symmetry::ALL
                .iter()
                .map(|&s| {
                    let image = pos.transformed(s);
                    (
                        image.pieces(Color::White).bits(),
                        image.pieces(Color::Black).bits(),
                    )
                })
                .min()
                .map(|sets| {
                    (
                        sets,
                        pos.in_hand(Color::White),
                        pos.in_hand(Color::Black),
                        pos.side_to_move(),
                    )
                })
        };
        let mut rng = StdRng::seed_from_u64(23);
        let mut keys = std::collections::HashMap::new();
        for _ in 0..300 {
            let mut pos = Position::new(rules);
            while !pos.is_moving_phase() && !pos.is_over() {
                let key = class_key(&pos).0;
                for &s in &Symmetry::ALL {
                    assert_eq!(class_key(&pos.transformed(s)).0, key, "{pos}");
                }
                let here = class(&pos);
                assert_eq!(*keys.entry(key).or_insert(here), here, "{pos}");
                let moves = pos.legal_moves();
                let _ = pos.play_unchecked(moves[rng.random_range(0..moves.len())]);
            }
        }
        assert!(keys.len() > 3_000, "{} classes", keys.len());
    }

    #[test]
    fn placing_classes_hold_each_class_once() {
        let start = Position::new(Rules::default());
        // A first piece on a corner or a middle of an outer (or inner)
        // square, or of the middle square.
        assert_eq!(placing_classes(&start, 1).len(), 4);
        let two = placing_classes(&start, 2);
        let keys: std::collections::HashSet<u64> = two.iter().map(|p| class_key(p).0).collect();
        assert_eq!(keys.len(), two.len(), "a class twice");
        // Every position after two placements is of one of them, and the
        // classes are what the symmetries make of the 24 * 23 positions.
        let mut all = std::collections::HashSet::new();
        for a in start.legal_moves() {
            let mut one = start;
            let _ = one.play_unchecked(a);
            for b in one.legal_moves() {
                let mut pos = one;
                let _ = pos.play_unchecked(b);
                assert!(keys.contains(&class_key(&pos).0), "{pos}");
                all.insert((pos.pieces(Color::White), pos.pieces(Color::Black)));
            }
        }
        assert_eq!(all.len(), 24 * 23);
        assert!(
            two.len() * 16 >= all.len() && two.len() < all.len() / 8,
            "{}",
            two.len()
        );
    }

    #[test]
    fn placing_positions_are_valued_as_minimax_values_them() {
        let rules = Rules::default();
        let dir = tempfile::tempdir().unwrap();
        let dbs = Databases::new(dir.path(), rules);
        dbs.solve(Pair::new(4, 3), &|_| {}).unwrap();
        // Two of White's and one of Black's on the board, two in each hand:
        // every game from here ends its placing in 4-3 or below.
        let setup: Setup = "W../.../.../W.B.../.../.../... w 2 2 0 8".parse().unwrap();
        let start = Position::from_setup(&setup, rules).unwrap();
        let seen = std::sync::Mutex::new(Vec::new());
        let report = |done, total| seen.lock().unwrap().push((done, total));
        let counts = dbs
            .value_placings_from(&start, 2, &report, &StopFlag::new())
            .unwrap();
        let classes = placing_classes(&start, 2);
        let mut expected = super::super::PlacingCounts::default();
        for pos in &classes {
            match minimax(&dbs, pos) {
                Wdl::Win => expected.wins += 1,
                Wdl::Draw => expected.draws += 1,
                Wdl::Loss => expected.losses += 1,
            }
        }
        assert_eq!(counts, expected);
        assert!(
            counts.wins > 0 && counts.losses + counts.draws > 0,
            "{counts:?}"
        );
        let seen = seen.into_inner().unwrap();
        assert_eq!(seen.first(), Some(&(0, classes.len())));
        assert_eq!(seen.last(), Some(&(classes.len(), classes.len())));
        // Cancelled, it stops with the error and says so.
        let stop = StopFlag::new();
        stop.stop();
        let fresh = Databases::new(dir.path(), rules);
        assert!(matches!(
            fresh.value_placings_from(&start, 2, &|_, _| {}, &stop),
            Err(DbError::Cancelled)
        ));
    }

    #[test]
    fn parallel_and_symmetric_search_agrees_with_minimax() {
        let rules = Rules::default();
        let dir = tempfile::tempdir().unwrap();
        let dbs = Databases::new(dir.path(), rules);
        dbs.solve(Pair::new(4, 3), &|_| {}).expect("solving works");
        let mut rng = StdRng::seed_from_u64(22);
        let (mut checked, mut seen) = (0, std::collections::HashSet::new());
        while checked < 12 {
            // Two of White's and one of Black's on the board, two in each
            // hand: four placements, ending in 4-3 or below.
            let mut points = Point::ALL.to_vec();
            let mut take = |n: usize| {
                let mut set = PointSet::EMPTY;
                for _ in 0..n {
                    set.insert(points.swap_remove(rng.random_range(0..points.len())));
                }
                set
            };
            let setup = Setup {
                board: ByColor::new(take(2), take(1)),
                side_to_move: Color::White,
                in_hand: ByColor::new(2, 2),
                n_move_counter: 0,
                turn: 8,
                memory: MillMemory::EMPTY,
                shape: rules.board(),
            };
            let Ok(pos) = Position::from_setup(&setup, rules) else {
                continue;
            };
            let expected = minimax(&dbs, &pos);
            // Every node splits, and the images share one table.
            let table = Arc::new(Table::new(16));
            let stop = StopFlag::new();
            let mut search = Search::new(&dbs, &stop, Arc::clone(&table), u64::MAX);
            search.parallel_from = 1;
            assert_eq!(search.value(&pos).unwrap(), expected, "{pos}");
            let nodes = search.nodes();
            for &s in &Symmetry::ALL[1..] {
                let image = pos.transformed(s);
                assert_eq!(search.value(&image).unwrap(), expected, "{image}");
                // The table's move, taken back to the image, is legal there.
                let (key, sym) = class_key(&image);
                let known = table.get(key).expect("searched");
                assert_eq!(known.lower, known.upper, "the value is known exactly");
                if let Some((to, removals)) = known.best {
                    let inverse = inverses()[sym.index()];
                    let m =
                        Move::place(inverse.apply(to)).with_removals(inverse.apply_set(removals));
                    assert!(image.is_legal(m), "{m} in {image}");
                }
            }
            // The images cost next to nothing: the table knows them.
            assert!(
                search.nodes() <= nodes + 16,
                "{} then {}",
                nodes,
                search.nodes()
            );
            seen.insert(expected);
            checked += 1;
        }
        assert!(seen.len() >= 2, "the positions are not all alike: {seen:?}");
    }
}
