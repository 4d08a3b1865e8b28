//! Perft: counting the move sequences of a given length, to check the move
//! generator against known counts and to measure its speed.
//!
//! Two countings are in use among mill programs. [`perft`] counts turns: a
//! move with its removals is one step, as everywhere in this crate.
//! [`perft_split`] counts a removal as a step of its own, as some other
//! programs do; removals then come one at a time and their order counts.
//!
//! ```
//! use morris_core::{Position, Rules, perft};
//!
//! let start = Position::new(Rules::default());
//! assert_eq!(perft::perft(&start, 3), 12144);
//! assert_eq!(perft::perft_split(&start, 3), 12144);
//! ```

use crate::{Move, PointSet, Position};

/// The number of move sequences of `depth` turns from `pos`. A sequence
/// stops early where the game ends (fewer than three pieces, full board, no
/// legal move, the N-move rule), so it is not counted; repetition, which
/// needs the game's history, is not judged.
#[must_use]
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut buffers = vec![Vec::new(); depth as usize];
    perft_with(pos, depth, &mut buffers)
}

fn perft_with(pos: &Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    match depth {
        0 => 1,
        // Bulk counting: the last ply is counted, not played.
        1 => pos.count_moves(),
        _ => {
            let Some((moves, rest)) = buffers.split_first_mut() else {
                return 0;
            };
            pos.generate_moves(moves);
            let mut total = 0;
            let mut child = *pos;
            for &m in moves.iter() {
                let undo = child.play_unchecked(m);
                total += perft_with(&child, depth - 1, rest);
                child.undo(m, undo);
            }
            total
        }
    }
}

/// The count of [`perft`] for each legal move from `pos`, in generation
/// order: the "divide" that finds where two generators disagree.
#[must_use]
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let mut child = *pos;
            let _ = child.play_unchecked(m);
            (m, perft(&child, depth - 1))
        })
        .collect()
}

/// The number of sequences of `depth` steps from `pos` when each removal is
/// a step of its own: a placement or move is one step, then each removal it
/// earns is one more, in every legal order. A removal with no target lapses
/// and is no step.
#[must_use]
pub fn perft_split(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if pos.is_over() {
        return 0;
    }
    if depth == 1 {
        // Bulk counting: removals would be later steps.
        return pos.count_base_moves();
    }
    if pos.removals_due() > 0 {
        return split_due(pos, PointSet::EMPTY, pos.removals_due(), depth);
    }
    let mut total = 0;
    pos.for_each_base_move(|from, to| {
        let base = match from {
            Some(from) => Move::slide(from, to),
            None => Move::place(to),
        };
        let pair = pos.intervention_targets(to);
        if !pair.is_empty() {
            total += split_intervention(pos, base, pair, depth - 1);
            return;
        }
        let earned = pos.removals_earned(from, to);
        total += split_removals(pos, base, earned, depth - 1);
    });
    total
}

/// An intervention taking `pair`, one removal a step: either piece first,
/// then the other, unless the first already ends the game.
fn split_intervention(pos: &Position, base: Move, pair: PointSet, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let stops = pos.intervention_stops_at_one(pair);
    let mut total = 0;
    for first in pair {
        let rest = pair.without(first);
        let (turn, left) = if rest.is_empty() || stops {
            (base.with_removal(first), depth - 1)
        } else if depth == 1 {
            total += 1;
            continue;
        } else {
            (base.with_removals(pair), depth - 2)
        };
        let mut child = *pos;
        let _ = child.play_unchecked(turn);
        total += perft_split(&child, left);
    }
    total
}

/// Counts the continuations after `partial`, a placement or move with the
/// removals chosen so far, with `left` removals still earned.
/// A turn of removals alone, one removal a step: `removed` so far, `left`
/// still due, `depth` steps to go (at least one).
fn split_due(pos: &Position, removed: PointSet, left: usize, depth: u32) -> u64 {
    let targets = if left > 0 {
        pos.due_targets_after(removed)
    } else {
        PointSet::EMPTY
    };
    if targets.is_empty() {
        let Some(turn) = Move::removals_only(removed) else {
            return 0;
        };
        let mut child = *pos;
        let _ = child.play_unchecked(turn);
        return perft_split(&child, depth);
    }
    if depth == 0 {
        return 1;
    }
    targets
        .iter()
        .map(|p| split_due(pos, removed.with(p), left - 1, depth - 1))
        .sum()
}

fn split_removals(pos: &Position, partial: Move, left: usize, depth: u32) -> u64 {
    let targets = if left > 0 {
        pos.removal_targets_after(partial.removals())
    } else {
        PointSet::EMPTY
    };
    if targets.is_empty() {
        // The turn is complete: the opponent moves next.
        let mut child = *pos;
        let _ = child.play_unchecked(partial);
        return perft_split(&child, depth);
    }
    if depth == 0 {
        return 1;
    }
    targets
        .iter()
        .map(|p| split_removals(pos, partial.with_removal(p), left - 1, depth - 1))
        .sum()
}
