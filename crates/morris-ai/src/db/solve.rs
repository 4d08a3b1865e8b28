//! The retrograde solver: every position of a pair of piece counts (and of
//! the swapped pair, which it moves into) solved backwards from the ends.
//!
//! 1. Each position is generated forwards once: a position without a move
//!    is lost at once; a move that removes a piece leads into a smaller,
//!    already solved pair (or below three pieces: a win at once); the other
//!    moves stay in the class, and the position counts its distinct
//!    children there.
//! 2. Then distance by distance: a position lost in `d` makes each of its
//!    predecessors (found by taking moves back) a win in `d + 1`; a
//!    position won in `d` takes one from each predecessor's count, and a
//!    predecessor whose children are all won for the opponent is lost in
//!    one more than the longest of them. Positions left over are draws (a
//!    repeated position is a draw; the N-move rule is off).
//!
//! A value is written into the table as soon as it is found, as its
//! one-byte code, and the positions of distance `d` are found by scanning
//! the table for that code: no list of them is kept, so the solver needs
//! three bytes a position (the value, the count of unsolved children, and
//! the longest loss through a removal) and nothing more. A win found
//! forwards through a removal may still be beaten by a faster one found
//! backwards before its distance comes up; every other value is final
//! when written.

use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use morris_core::{
    ByColor, Color, MillMemory, Move, PointSet, Position, Rules, Setup, Termination,
};
use rayon::prelude::*;

use super::codes::{Codes, SPAN, Words};
use super::index::{Orbits, PairIndex};
use super::value::DbValue;
use crate::stop::StopFlag;

/// Marks a position that can never be lost (a capture wins or draws).
const CANNOT_LOSE: u8 = u8::MAX;

/// The values of one solved pair.
pub(crate) struct Solved {
    pub a: usize,
    pub b: usize,
    pub codes: Words,
}

/// The solver's error when it was cancelled.
pub(crate) const CANCELLED: &str = "cancelled";

/// What the solver reports while it works.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    /// Positions generated forwards, of the total.
    Generating {
        /// Done so far.
        done: u64,
        /// All positions of the class.
        total: u64,
    },
    /// Positions whose value is known, of the total, at this distance.
    Resolving {
        /// Known so far.
        done: u64,
        /// All positions of the class.
        total: u64,
        /// The distance being resolved.
        distance: u32,
    },
    /// Positions checked against their children's values, of the total
    /// (`morris solve --verify`).
    Checking {
        /// Done so far.
        done: u64,
        /// All positions of the pair.
        total: u64,
    },
}

/// One pair in the solver's memory: three bytes a position.
struct Pair {
    index: PairIndex,
    /// The value's code ([`DbValue::byte`]), 0 while unknown.
    values: Codes,
    /// The children in the class not yet known to be won by the opponent.
    counters: Vec<AtomicU8>,
    /// The longest loss through a removal, or [`CANNOT_LOSE`].
    aux: Vec<AtomicU8>,
}

/// The code of a value, or why the solver cannot go on: a distance beyond
/// what a byte holds.
fn code(value: DbValue) -> Result<u8, String> {
    value.byte().ok_or_else(|| {
        format!(
            "a distance of more than {} plies ({value}) does not fit the databases' one-byte values",
            DbValue::MAX_BYTE_DISTANCE
        )
    })
}

/// How many positions a task of the solver takes at a time: a span of the
/// codes' marks, so that a task scans whole spans.
const CHUNK: u64 = SPAN;

/// The position with `mover` to move (as White) and `other`, no pieces in
/// hand.
pub(crate) fn position(rules: Rules, mover: PointSet, other: PointSet) -> Option<Position> {
    let setup = Setup {
        board: ByColor::new(mover, other),
        side_to_move: Color::White,
        in_hand: ByColor::new(0, 0),
        n_move_counter: 0,
        turn: 1,
        memory: MillMemory::EMPTY,
        shape: rules.board(),
    };
    Position::from_setup(&setup, rules).ok()
}

/// Solves the class of the pair `(a, b)`: the pairs `(a, b)` and `(b, a)`.
/// `lookup(a, b, mover, other)` gives the code of a position of a smaller
/// pair, which must be solved already.
pub(crate) fn solve_class(
    rules: Rules,
    a: usize,
    b: usize,
    lookup: &(dyn Fn(usize, usize, PointSet, PointSet) -> Option<u8> + Sync),
    progress: &(dyn Fn(Progress) + Sync),
    cancel: &StopFlag,
) -> Result<Vec<Solved>, String> {
    let mut counts = vec![(a, b)];
    if a != b {
        counts.push((b, a));
    }
    let mut orbit_cache: Vec<(usize, Arc<Orbits>)> = Vec::new();
    let mut orbits = |k: usize| {
        if let Some((_, o)) = orbit_cache.iter().find(|(n, _)| *n == k) {
            return Arc::clone(o);
        }
        let o = Arc::new(Orbits::new(k));
        orbit_cache.push((k, Arc::clone(&o)));
        o
    };
    let pairs: Vec<Pair> = counts
        .iter()
        .map(|&(x, y)| {
            let index = PairIndex::new(x, y, orbits(x));
            let n = index.len() as usize;
            Pair {
                index,
                values: Codes::new(n as u64),
                counters: (0..n).map(|_| AtomicU8::new(0)).collect(),
                aux: (0..n).map(|_| AtomicU8::new(0)).collect(),
            }
        })
        .collect();
    // The pair a position's in-class children belong to.
    let swapped = |p: usize| if pairs.len() == 2 { 1 - p } else { 0 };
    let total: u64 = pairs.iter().map(|p| p.index.len()).sum();
    // The longest distance written so far.
    let longest = AtomicUsize::new(0);
    let failure: Mutex<Option<String>> = Mutex::new(None);
    let failed = AtomicBool::new(false);
    let fail = |why: String| {
        failed.store(true, Ordering::Relaxed);
        if let Ok(mut f) = failure.lock() {
            f.get_or_insert(why);
        }
    };

    // Step 1: forwards.
    let done = AtomicU64::new(0);
    for (p, pair) in pairs.iter().enumerate() {
        let child_pair = &pairs[swapped(p)];
        let n = pair.index.len();
        (0..n.div_ceil(CHUNK)).into_par_iter().for_each(|c| {
            // A cancelled or failed solve skips the rest and is given up
            // below.
            if cancel.is_stopped() || failed.load(Ordering::Relaxed) {
                return;
            }
            if let Err(why) = forwards(
                rules,
                pair,
                child_pair,
                c * CHUNK..((c + 1) * CHUNK).min(n),
                lookup,
                &longest,
            ) {
                fail(why);
                return;
            }
            let finished = done.fetch_add(CHUNK, Ordering::Relaxed) + CHUNK;
            progress(Progress::Generating {
                done: finished.min(total),
                total,
            });
        });
    }
    if let Some(err) = failure.lock().ok().and_then(|mut f| f.take()) {
        return Err(err);
    }
    if cancel.is_stopped() {
        return Err(CANCELLED.to_owned());
    }

    // Step 2: backwards, distance by distance.
    let resolved = AtomicU64::new(0);
    let mut d = 0;
    while d <= longest.load(Ordering::Relaxed) {
        if cancel.is_stopped() {
            return Err(CANCELLED.to_owned());
        }
        for (p, pair) in pairs.iter().enumerate() {
            let pred_pair = &pairs[swapped(p)];
            let n = pair.index.len();
            (0..n.div_ceil(CHUNK)).into_par_iter().for_each(|c| {
                let chunk = c * CHUNK..((c + 1) * CHUNK).min(n);
                match backwards(rules, pair, pred_pair, chunk, d, &longest) {
                    Ok(count) => {
                        resolved.fetch_add(count, Ordering::Relaxed);
                    }
                    Err(why) => fail(why),
                }
            });
        }
        if let Some(err) = failure.lock().ok().and_then(|mut f| f.take()) {
            return Err(err);
        }
        progress(Progress::Resolving {
            done: resolved.load(Ordering::Relaxed),
            total,
            distance: d as u32,
        });
        d += 1;
    }

    Ok(pairs
        .into_iter()
        .map(|p| {
            // Twins hold the value of the entry their position maps to,
            // which is never a twin.
            let n = p.index.len();
            (0..n.div_ceil(CHUNK)).into_par_iter().for_each(|c| {
                for i in c * CHUNK..((c + 1) * CHUNK).min(n) {
                    if p.index.is_canonical(i) {
                        continue;
                    }
                    let (mover, other) = p.index.position(i);
                    let canonical = p.index.index(mover, other);
                    if canonical != i {
                        p.values.set(i, p.values.get(canonical));
                    }
                }
            });
            Solved {
                a: p.index.a,
                b: p.index.b,
                codes: p.values.into_words(),
            }
        })
        .collect())
}

/// Raises `longest` to `d`.
fn reach(longest: &AtomicUsize, d: u16) {
    longest.fetch_max(usize::from(d), Ordering::Relaxed);
}

/// The forward step for the positions `chunk` of `pair`: a position
/// without a move is lost; a removal's value is looked up in the smaller
/// pair it leads to; the distinct children in the class (in `child_pair`)
/// are counted. Writes what is known at once: losses (no move, or every
/// move a removal that loses) and wins through a removal.
fn forwards(
    rules: Rules,
    pair: &Pair,
    child_pair: &Pair,
    chunk: std::ops::Range<u64>,
    lookup: &(dyn Fn(usize, usize, PointSet, PointSet) -> Option<u8> + Sync),
    longest: &AtomicUsize,
) -> Result<(), String> {
    let mut moves: Vec<Move> = Vec::new();
    let mut children: Vec<u64> = Vec::new();
    for index in chunk {
        // Twins take their value at the end.
        if !pair.index.is_canonical(index) {
            continue;
        }
        let (mover, other) = pair.index.position(index);
        let i = index as usize;
        let Some(pos) = position(rules, mover, other) else {
            continue;
        };
        pos.generate_moves(&mut moves);
        if moves.is_empty() {
            match pos.outcome() {
                Some(o) if o.termination == Termination::FullBoard && o.winner.is_none() => {
                    pair.aux[i].store(CANNOT_LOSE, Ordering::Relaxed);
                }
                _ => pair.values.set(index, code(DbValue::Loss(0))?),
            }
            continue;
        }
        children.clear();
        // Every child in the class has the other side to move.
        let key = child_pair.index.mover_key(other);
        let mut best_win: Option<u16> = None;
        let mut cannot_lose = false;
        let mut longest_loss = 0u16;
        for m in &moves {
            let mut after = mover;
            if let Some(from) = m.from() {
                after.remove(from);
            }
            after.insert(m.to());
            if m.removals().is_empty() {
                children.push(child_pair.index.index_with(&key, after));
                continue;
            }
            let left = other - m.removals();
            let value = if left.len() < 3 {
                DbValue::Loss(0)
            } else {
                match lookup(left.len(), pair.index.a, left, after) {
                    Some(code) => DbValue::from_byte(code),
                    None => {
                        return Err(format!(
                            "the pair {}-{} must be solved first",
                            left.len(),
                            pair.index.a
                        ));
                    }
                }
            };
            match value.before() {
                DbValue::Win(d) => best_win = Some(best_win.map_or(d, |w| w.min(d))),
                DbValue::Draw => cannot_lose = true,
                DbValue::Loss(d) => longest_loss = longest_loss.max(d),
            }
        }
        children.sort_unstable();
        children.dedup();
        pair.counters[i].store(children.len() as u8, Ordering::Relaxed);
        if best_win.is_some() || cannot_lose {
            pair.aux[i].store(CANNOT_LOSE, Ordering::Relaxed);
        } else {
            // Below CANNOT_LOSE: a longer loss has no code.
            code(DbValue::Loss(longest_loss))?;
            pair.aux[i].store(longest_loss as u8, Ordering::Relaxed);
        }
        if let Some(d) = best_win {
            pair.values.set(index, code(DbValue::Win(d))?);
            reach(longest, d);
        } else if children.is_empty() && !cannot_lose {
            // Every move removes a piece and loses.
            pair.values.set(index, code(DbValue::Loss(longest_loss))?);
            reach(longest, longest_loss);
        }
    }
    Ok(())
}

/// The backward step at distance `d` for the positions `chunk` of `pair`
/// whose value is decided at `d`: a loss makes every predecessor (in
/// `pred_pair`) a win in `d + 1`; a win takes one from each unsolved
/// predecessor's count, and a predecessor left with none is lost. Returns
/// how many positions of the chunk were decided at `d`.
fn backwards(
    rules: Rules,
    pair: &Pair,
    pred_pair: &Pair,
    chunk: std::ops::Range<u64>,
    d: usize,
    longest: &AtomicUsize,
) -> Result<u64, String> {
    let win = d % 2 == 1;
    let here = code(if win {
        DbValue::Win(d as u16)
    } else {
        DbValue::Loss(d as u16)
    })?;
    let mut count = 0;
    let mut preds: Vec<u64> = Vec::new();
    let mut unmoves: Vec<Move> = Vec::new();
    // The predecessors of several positions, gathered before any is read:
    // their entries lie anywhere in the table, and reading them one after
    // another waits on memory each time, while reading a batch first lets
    // the processor wait for them together.
    let mut batch: Vec<u64> = Vec::with_capacity(BATCH + 64);
    pair.values.each_with(chunk, here, |index| {
        count += 1;
        let (mover, other) = pair.index.position(index);
        predecessors(
            rules,
            mover,
            other,
            &pred_pair.index,
            &mut unmoves,
            &mut preds,
        );
        batch.extend_from_slice(&preds);
        if batch.len() >= BATCH {
            resolve_predecessors(pred_pair, &batch, win, d, longest)?;
            batch.clear();
        }
        Ok(())
    })?;
    resolve_predecessors(pred_pair, &batch, win, d, longest)?;
    Ok(count)
}

/// How many predecessors [`backwards`] gathers before it reads them.
const BATCH: usize = 256;

/// What a position decided at distance `d` (a win when `win`) tells each
/// of its predecessors `batch` (entries of `pred_pair`; one entry once for
/// each position it precedes): after a loss each becomes a win in `d + 1`
/// unless it wins faster; after a win each counts one child fewer, and one
/// left with none is lost.
fn resolve_predecessors(
    pred_pair: &Pair,
    batch: &[u64],
    win: bool,
    d: usize,
    longest: &AtomicUsize,
) -> Result<(), String> {
    // Read every entry first, so that the reads wait on memory together.
    let mut touched = 0u8;
    for &q in batch {
        touched ^= pred_pair.values.get(q);
        if win {
            touched ^= pred_pair.counters[q as usize].load(Ordering::Relaxed);
        }
    }
    std::hint::black_box(touched);
    for &q in batch {
        if !win {
            let faster = code(DbValue::Win(d as u16 + 1))?;
            // Unknown, or a win through a removal that is slower.
            let beaten =
                |c: u8| c == 0 || (c > faster && matches!(DbValue::from_byte(c), DbValue::Win(_)));
            let before = pred_pair.values.update(q, |c| beaten(c).then_some(faster));
            if beaten(before) {
                reach(longest, d as u16 + 1);
            }
        } else if pred_pair.values.get(q) == 0
            && pred_pair.counters[q as usize].fetch_sub(1, Ordering::Relaxed) == 1
        {
            let aux = pred_pair.aux[q as usize].load(Ordering::Relaxed);
            if aux != CANNOT_LOSE {
                let at = (d as u16 + 1).max(u16::from(aux));
                pred_pair.values.set(q, code(DbValue::Loss(at))?);
                reach(longest, at);
            }
        }
    }
    Ok(())
}

/// The entries of the positions from which the side that just moved (the
/// side of `other`) reached (`mover`, `other`) with a move that removed
/// nothing, as the core's un-moves give them. The list is sorted and free
/// of repeats. `unmoves` is scratch space.
fn predecessors(
    rules: Rules,
    mover: PointSet,
    other: PointSet,
    pred_index: &PairIndex,
    unmoves: &mut Vec<Move>,
    out: &mut Vec<u64>,
) {
    out.clear();
    if let Some(pos) = position(rules, mover, other) {
        pos.generate_unmoves(unmoves);
        for u in unmoves.iter() {
            if let Some(from) = u.from() {
                out.push(pred_index.index(other.without(u.to()).with(from), mover));
            }
        }
    }
    out.sort_unstable();
    out.dedup();
}
