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

use std::sync::atomic::{AtomicU8, AtomicU16, Ordering};
use std::sync::{Arc, Mutex};

use morris_core::{
    ByColor, Color, MillMemory, Move, PointSet, Position, Rules, Setup, Termination,
};
use rayon::prelude::*;

use super::index::{Orbits, PairIndex};
use super::value::DbValue;
use crate::stop::StopFlag;

/// Marks a position that can never be lost (a capture wins or draws).
const CANNOT_LOSE: u16 = u16::MAX;

/// The values of one solved pair.
pub(crate) struct Solved {
    pub a: usize,
    pub b: usize,
    pub codes: Vec<u16>,
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
}

/// One pair in the solver's memory.
struct Pair {
    index: PairIndex,
    values: Vec<AtomicU16>,
    counters: Vec<AtomicU8>,
    aux: Vec<AtomicU16>,
}

#[derive(Copy, Clone, Debug)]
struct Entry {
    pair: u8,
    win: bool,
    index: u64,
}

/// The position with `mover` to move (as White) and `other`, no pieces in
/// hand.
fn position(rules: Rules, mover: PointSet, other: PointSet) -> Option<Position> {
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
    lookup: &(dyn Fn(usize, usize, PointSet, PointSet) -> Option<u16> + Sync),
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
                values: (0..n).map(|_| AtomicU16::new(0)).collect(),
                counters: (0..n).map(|_| AtomicU8::new(0)).collect(),
                aux: (0..n).map(|_| AtomicU16::new(0)).collect(),
            }
        })
        .collect();
    // The pair a position's in-class children belong to.
    let swapped = |p: usize| if pairs.len() == 2 { 1 - p } else { 0 };
    let total: u64 = pairs.iter().map(|p| p.index.len()).sum();

    // Step 1: forwards.
    let layers: Mutex<Vec<Vec<Entry>>> = Mutex::new(Vec::new());
    let done = std::sync::atomic::AtomicU64::new(0);
    let failure: Mutex<Option<String>> = Mutex::new(None);
    for (p, pair) in pairs.iter().enumerate() {
        let child_pair = &pairs[swapped(p)];
        let n = pair.index.len();
        (0..n.div_ceil(4096)).into_par_iter().for_each(|c| {
            // A cancelled solve skips the rest and is given up below.
            if cancel.is_stopped() {
                return;
            }
            let chunk = c * 4096..((c + 1) * 4096).min(n);
            let mut local: Vec<(usize, Entry)> = Vec::new();
            let mut moves: Vec<Move> = Vec::new();
            let mut children: Vec<u64> = Vec::new();
            for index in chunk {
                // Twins take their value at the end.
                if !pair.index.is_canonical(index) {
                    continue;
                }
                let (mover, other) = pair.index.position(index);
                let Some(pos) = position(rules, mover, other) else {
                    continue;
                };
                pos.generate_moves(&mut moves);
                if moves.is_empty() {
                    match pos.outcome() {
                        Some(o)
                            if o.termination == Termination::FullBoard && o.winner.is_none() =>
                        {
                            pair.aux[index as usize].store(CANNOT_LOSE, Ordering::Relaxed);
                        }
                        _ => local.push((
                            0,
                            Entry {
                                pair: p as u8,
                                win: false,
                                index,
                            },
                        )),
                    }
                    continue;
                }
                children.clear();
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
                        children.push(child_pair.index.index(other, after));
                        continue;
                    }
                    let left = other - m.removals();
                    let value = if left.len() < 3 {
                        DbValue::Loss(0)
                    } else {
                        match lookup(left.len(), pair.index.a, left, after) {
                            Some(code) => DbValue::from_code(code),
                            None => {
                                if let Ok(mut f) = failure.lock() {
                                    *f = Some(format!(
                                        "the pair {}-{} must be solved first",
                                        left.len(),
                                        pair.index.a
                                    ));
                                }
                                return;
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
                pair.counters[index as usize].store(children.len() as u8, Ordering::Relaxed);
                let aux = if best_win.is_some() || cannot_lose {
                    CANNOT_LOSE
                } else {
                    longest_loss
                };
                pair.aux[index as usize].store(aux, Ordering::Relaxed);
                if let Some(d) = best_win {
                    local.push((
                        usize::from(d),
                        Entry {
                            pair: p as u8,
                            win: true,
                            index,
                        },
                    ));
                } else if children.is_empty() && !cannot_lose {
                    // Every move removes a piece and loses.
                    local.push((
                        usize::from(longest_loss),
                        Entry {
                            pair: p as u8,
                            win: false,
                            index,
                        },
                    ));
                }
            }
            let finished = done.fetch_add(4096, Ordering::Relaxed) + 4096;
            progress(Progress::Generating {
                done: finished.min(total),
                total,
            });
            if let Ok(mut layers) = layers.lock() {
                for (d, e) in local {
                    if layers.len() <= d {
                        layers.resize_with(d + 1, Vec::new);
                    }
                    layers[d].push(e);
                }
            }
        });
    }
    if let Some(err) = failure.into_inner().ok().flatten() {
        return Err(err);
    }
    if cancel.is_stopped() {
        return Err(CANCELLED.to_owned());
    }
    let mut layers = layers.into_inner().unwrap_or_default();

    // Step 2: backwards, distance by distance.
    let resolved = std::sync::atomic::AtomicU64::new(0);
    let mut d = 0;
    while d < layers.len() {
        if cancel.is_stopped() {
            return Err(CANCELLED.to_owned());
        }
        let layer = std::mem::take(&mut layers[d]);
        let pushed: Mutex<Vec<(usize, Entry)>> = Mutex::new(Vec::new());
        layer.par_chunks(1024).for_each(|chunk| {
            let mut local: Vec<(usize, Entry)> = Vec::new();
            let mut preds: Vec<u64> = Vec::new();
            for e in chunk {
                let pair = &pairs[usize::from(e.pair)];
                let code = if e.win {
                    DbValue::Win(d as u16)
                } else {
                    DbValue::Loss(d as u16)
                }
                .code();
                if pair.values[e.index as usize]
                    .compare_exchange(0, code, Ordering::Relaxed, Ordering::Relaxed)
                    .is_err()
                {
                    continue;
                }
                resolved.fetch_add(1, Ordering::Relaxed);
                let pred_pair_id = swapped(usize::from(e.pair));
                let pred_pair = &pairs[pred_pair_id];
                let (mover, other) = pair.index.position(e.index);
                predecessors(rules, mover, other, &pred_pair.index, &mut preds);
                for &q in &preds {
                    let q = q as usize;
                    if pred_pair.values[q].load(Ordering::Relaxed) != 0 {
                        continue;
                    }
                    if !e.win {
                        local.push((
                            d + 1,
                            Entry {
                                pair: pred_pair_id as u8,
                                win: true,
                                index: q as u64,
                            },
                        ));
                    } else if pred_pair.counters[q].fetch_sub(1, Ordering::Relaxed) == 1 {
                        let aux = pred_pair.aux[q].load(Ordering::Relaxed);
                        if aux != CANNOT_LOSE {
                            let at = (d + 1).max(usize::from(aux));
                            local.push((
                                at,
                                Entry {
                                    pair: pred_pair_id as u8,
                                    win: false,
                                    index: q as u64,
                                },
                            ));
                        }
                    }
                }
            }
            if let Ok(mut pushed) = pushed.lock() {
                pushed.extend(local);
            }
        });
        for (at, e) in pushed.into_inner().unwrap_or_default() {
            if layers.len() <= at {
                layers.resize_with(at + 1, Vec::new);
            }
            layers[at].push(e);
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
            let mut codes: Vec<u16> = p.values.into_iter().map(AtomicU16::into_inner).collect();
            // Twins hold the value of the entry their position maps to.
            for i in 0..codes.len() as u64 {
                let (mover, other) = p.index.position(i);
                let canonical = p.index.index(mover, other);
                if canonical != i {
                    codes[i as usize] = codes[canonical as usize];
                }
            }
            Solved {
                a: p.index.a,
                b: p.index.b,
                codes,
            }
        })
        .collect())
}

/// The entries of the positions from which the side that just moved (the
/// side of `other`) reached (`mover`, `other`) with a move that removed
/// nothing, as the core's un-moves give them. The list is sorted and free
/// of repeats.
fn predecessors(
    rules: Rules,
    mover: PointSet,
    other: PointSet,
    pred_index: &PairIndex,
    out: &mut Vec<u64>,
) {
    out.clear();
    if let Some(pos) = position(rules, mover, other) {
        for u in pos.unmoves() {
            if let Some(from) = u.from() {
                out.push(pred_index.index(other.without(u.to()).with(from), mover));
            }
        }
    }
    out.sort_unstable();
    out.dedup();
}
