//! The check of a solved pair, written apart from the solver: every
//! position is walked forwards with the core's move generator and its
//! stored value must be the best of what its moves lead to, as the other
//! pairs' stored values say. The solver works backwards with un-moves; a
//! mistake in either shows up as a mismatch here.

use std::sync::atomic::{AtomicU64, Ordering};

use morris_core::{Move, PointSet, Termination};
use rayon::prelude::*;

use super::file::Codes;
use super::index::PairIndex;
use super::solve::{self, CANCELLED, Progress};
use super::value::DbValue;
use crate::stop::StopFlag;

/// A solved pair's values as the check reads them: its index and codes,
/// in memory or left in the file.
#[derive(Clone, Copy)]
pub(crate) struct Stored<'a> {
    /// The pair's index space.
    pub index: &'a PairIndex,
    /// A code an entry.
    pub codes: &'a Codes,
}

/// What [`by_moves`] reuses from one position to the next.
#[derive(Default)]
pub(crate) struct Scratch {
    moves: Vec<Move>,
    entries: Vec<u64>,
    codes: Vec<u8>,
}

/// The value of the position (`mover` to move, `other`) by its moves: the
/// children of the moves that remove nothing are read in `swap` (the pair
/// with the sides' counts swapped), the others with
/// `lookup(a, b, mover, other)` (a code of the pair `a-b`); `None` when a
/// child's pair is not there to read. What both the check of a whole pair
/// ([`verify_pair`]) and the sample checked as a pair is loaded
/// ([`super::sanity`]) compare each stored value with.
pub(crate) fn by_moves(
    rules: morris_core::Rules,
    mover: PointSet,
    other: PointSet,
    swap: Stored<'_>,
    lookup: &(dyn Fn(usize, usize, PointSet, PointSet) -> Option<u8> + Sync),
    scratch: &mut Scratch,
) -> Option<Option<DbValue>> {
    let Some(pos) = solve::position(rules, mover, other) else {
        // Not a position of the game: the solver leaves it alone too.
        return Some(None);
    };
    pos.generate_moves(&mut scratch.moves);
    if scratch.moves.is_empty() {
        return Some(Some(match pos.outcome() {
            Some(o) if o.termination == Termination::FullBoard && o.winner.is_none() => {
                DbValue::Draw
            }
            _ => DbValue::Loss(0),
        }));
    }
    let mut best: Option<DbValue> = None;
    let mut take = |value: DbValue| {
        if best.is_none_or(|b| value.better_than(b)) {
            best = Some(value);
        }
    };
    // Where nothing is removed the other side moves next on `other`: its
    // part of the children's entries is worked out once.
    let key = swap.index.mover_key(other);
    scratch.entries.clear();
    for m in &scratch.moves {
        let mut after = mover;
        if let Some(from) = m.from() {
            after.remove(from);
        }
        after.insert(m.to());
        if m.removals().is_empty() {
            scratch.entries.push(swap.index.index_with(&key, after));
            continue;
        }
        let left = other - m.removals();
        take(if left.len() < 3 {
            DbValue::Win(1)
        } else {
            DbValue::from_byte(lookup(left.len(), mover.len(), left, after)?).before()
        });
    }
    // The children's codes are read apart from what is made of them, so
    // that the reads (each most likely a miss of the caches) overlap
    // rather than wait for one another behind the comparisons.
    scratch.codes.clear();
    for &entry in &scratch.entries {
        scratch.codes.push(swap.codes.get(entry)?);
    }
    for &code in &scratch.codes {
        take(DbValue::from_byte(code).before());
    }
    Some(best)
}

/// Checks every position of the pair (`index`, `codes`) against its
/// children's values, read in `swap` (the pair with the counts swapped)
/// and with `lookup` (the smaller pairs removals lead to): the number
/// that disagree, 0 for a sound pair.
///
/// # Errors
/// A pair the children need is not there, or the check was cancelled.
pub(crate) fn verify_pair(
    rules: morris_core::Rules,
    index: &PairIndex,
    codes: &[u8],
    swap: Stored<'_>,
    lookup: &(dyn Fn(usize, usize, PointSet, PointSet) -> Option<u8> + Sync),
    progress: &(dyn Fn(Progress) + Sync),
    cancel: &StopFlag,
) -> Result<u64, String> {
    const CHUNK: u64 = 4096;
    let n = index.len();
    let done = AtomicU64::new(0);
    let results: Vec<Option<u64>> = (0..n.div_ceil(CHUNK))
        .into_par_iter()
        .map(|c| {
            if cancel.is_stopped() {
                return Some(0);
            }
            let mut scratch = Scratch::default();
            let mut bad = 0;
            for i in c * CHUNK..((c + 1) * CHUNK).min(n) {
                if !index.is_canonical(i) {
                    continue;
                }
                let (mover, other) = index.position(i);
                let stored = DbValue::from_byte(codes[i as usize]);
                match by_moves(rules, mover, other, swap, lookup, &mut scratch)? {
                    Some(value) if value != stored => bad += 1,
                    _ => {}
                }
            }
            let finished = done.fetch_add(CHUNK, Ordering::Relaxed) + CHUNK;
            progress(Progress::Checking {
                done: finished.min(n),
                total: n,
            });
            Some(bad)
        })
        .collect();
    if cancel.is_stopped() {
        return Err(CANCELLED.to_owned());
    }
    results.into_iter().try_fold(0, |sum, r| {
        r.map(|bad| sum + bad)
            .ok_or_else(|| "a pair the moves lead to is not solved".to_owned())
    })
}
