//! Move ordering: the table move first, then moves that remove pieces, moves
//! that block a mill of the opponent, the killer moves of the ply, and the
//! rest by their history of causing cutoffs.

use morris_core::{Move, POINT_COUNT, Position};

use super::MAX_PLY;

#[derive(Debug)]
pub struct Ordering {
    /// Cutoff counts by origin (the last row for a placement) and
    /// destination, on every board's points.
    history: Vec<[i32; POINT_COUNT]>,
    killers: Vec<[Option<Move>; 2]>,
}

impl Ordering {
    pub fn new() -> Ordering {
        Ordering {
            history: vec![[0; POINT_COUNT]; POINT_COUNT + 1],
            killers: vec![[None; 2]; MAX_PLY + 1],
        }
    }

    /// Ages the history and forgets the killers between searches.
    pub fn new_search(&mut self) {
        for row in &mut self.history {
            for h in row.iter_mut() {
                *h /= 8;
            }
        }
        self.killers.fill([None; 2]);
    }

    fn history_slot(m: Move) -> (usize, usize) {
        (m.from().map_or(POINT_COUNT, |p| p.index()), m.to().index())
    }

    /// Scores `moves` into `scores` (higher first), for [`take_best`].
    pub fn score(
        &self,
        pos: &Position,
        moves: &[Move],
        tt_move: Option<Move>,
        ply: usize,
        scores: &mut Vec<i32>,
    ) {
        let them = pos.side_to_move().other();
        let opponent_gaps = pos.geometry().mill_threats(pos.pieces(them), pos.empty());
        let killers = self.killers[ply.min(MAX_PLY)];
        scores.clear();
        scores.extend(moves.iter().map(|&m| {
            if Some(m) == tt_move {
                i32::MAX
            } else if !m.removals().is_empty() {
                1_000_000 + 1000 * m.removals().len() as i32
            } else if opponent_gaps.contains(m.to()) {
                500_000
            } else if killers[0] == Some(m) {
                400_000
            } else if killers[1] == Some(m) {
                399_000
            } else {
                let (from, to) = Self::history_slot(m);
                self.history[from][to].min(300_000)
            }
        }));
    }

    /// Remembers a quiet move that caused a cutoff.
    pub fn reward(&mut self, _pos: &Position, m: Move, depth: u32, ply: usize) {
        let (from, to) = Self::history_slot(m);
        let bonus = (depth * depth) as i32;
        self.history[from][to] = (self.history[from][to] + bonus).min(250_000);
        let slot = &mut self.killers[ply.min(MAX_PLY)];
        if slot[0] != Some(m) {
            slot[1] = slot[0];
            slot[0] = Some(m);
        }
    }
}

/// Moves the best-scored of `moves[i..]` to `i` (keeping `scores` in step)
/// and returns it: selection, so that a cutoff early saves sorting the
/// rest.
pub fn take_best(moves: &mut [Move], scores: &mut [i32], i: usize) -> Move {
    let mut best = i;
    for j in i + 1..moves.len() {
        if scores[j] > scores[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    scores.swap(i, best);
    moves[i]
}
