//! Move ordering: the table move first, then moves that remove pieces (more
//! removals first, then by the history of the pieces they take), moves
//! that block a mill of the opponent, the killer moves of the ply, and the
//! rest by their history of causing cutoffs.

use morris_core::{Move, POINT_COUNT, Position};

use super::MAX_PLY;

#[derive(Debug)]
pub struct Ordering {
    /// Cutoff counts by origin (the last row for a placement) and
    /// destination, on every board's points.
    history: Vec<[i32; POINT_COUNT]>,
    /// Cutoff counts of moves that removed a piece, by the removed point:
    /// where a turn has many ways to remove (several removals at once, or
    /// pieces in mills that may always be taken) the ones that refuted
    /// before are tried first.
    removal_history: [i32; POINT_COUNT],
    killers: Vec<[Option<Move>; 2]>,
}

impl Ordering {
    pub fn new() -> Ordering {
        Ordering {
            history: vec![[0; POINT_COUNT]; POINT_COUNT + 1],
            removal_history: [0; POINT_COUNT],
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
        for h in &mut self.removal_history {
            *h /= 8;
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
                let history: i32 = m
                    .removals()
                    .iter()
                    .map(|p| self.removal_history[p.index()])
                    .sum();
                1_000_000 + 100_000 * m.removals().len() as i32 + history.min(99_999)
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

    /// Remembers a move that caused a cutoff: a quiet one as a killer and
    /// in the history of its origin and destination, one that removes in
    /// the history of the points it took.
    pub fn reward(&mut self, _pos: &Position, m: Move, depth: u32, ply: usize) {
        let bonus = (depth * depth) as i32;
        if !m.removals().is_empty() {
            for p in m.removals() {
                let h = &mut self.removal_history[p.index()];
                *h = (*h + bonus).min(30_000);
            }
            return;
        }
        let (from, to) = Self::history_slot(m);
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
