//! The placing phase valued exactly: an alpha-beta search over the
//! placements with the endgame databases at its leaves (every position
//! once both hands are empty is one of theirs), on three values (win, draw
//! or loss for the side to move), with a table of the positions searched
//! so that transpositions are valued once.

use std::collections::HashMap;

use morris_core::{Move, Position};

use super::{Databases, DbError, DbValue, Pair};
use crate::stop::StopFlag;

/// Win, draw or loss for the side to move with perfect play.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Wdl {
    /// The side to move loses.
    Loss,
    /// Neither side can force a win.
    Draw,
    /// The side to move wins.
    Win,
}

impl Wdl {
    /// The value of a database value, its distance dropped.
    #[must_use]
    pub const fn of(value: DbValue) -> Wdl {
        match value {
            DbValue::Win(_) => Wdl::Win,
            DbValue::Draw => Wdl::Draw,
            DbValue::Loss(_) => Wdl::Loss,
        }
    }

    fn score(self) -> i8 {
        self as i8 - 1
    }

    fn from_score(score: i8) -> Wdl {
        match score {
            i8::MIN..=-1 => Wdl::Loss,
            0 => Wdl::Draw,
            _ => Wdl::Win,
        }
    }
}

impl std::fmt::Display for Wdl {
    /// `win`, `draw` or `loss`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Wdl::Win => "win",
            Wdl::Draw => "draw",
            Wdl::Loss => "loss",
        })
    }
}

/// What the table knows of a position: its value lies in `lower..=upper`.
#[derive(Copy, Clone)]
struct Bounds {
    lower: i8,
    upper: i8,
}

/// One search.
pub(crate) struct Search<'a> {
    dbs: &'a Databases,
    cancel: &'a StopFlag,
    table: HashMap<u64, Bounds>,
    /// Positions searched (not found in the table).
    pub(crate) nodes: u64,
}

impl<'a> Search<'a> {
    pub(crate) fn new(dbs: &'a Databases, cancel: &'a StopFlag) -> Search<'a> {
        Search {
            dbs,
            cancel,
            table: HashMap::new(),
            nodes: 0,
        }
    }

    /// The value of `pos` for its side to move.
    ///
    /// # Errors
    /// A pair the search reaches is not solved, or the search was
    /// cancelled.
    pub(crate) fn value(&mut self, pos: &Position) -> Result<Wdl, DbError> {
        self.search(pos, -1, 1).map(Wdl::from_score)
    }

    /// Negamax with alpha-beta on the scores -1, 0 and 1: the value when
    /// it lies strictly inside `alpha..beta`, else a bound on the right
    /// side of the window.
    fn search(&mut self, pos: &Position, mut alpha: i8, mut beta: i8) -> Result<i8, DbError> {
        if let Some(o) = pos.outcome() {
            return Ok(match o.winner {
                Some(w) if w == pos.side_to_move() => 1,
                Some(_) => -1,
                None => 0,
            });
        }
        if pos.is_moving_phase() {
            return match self.dbs.probe(pos) {
                Some(v) => Ok(Wdl::of(v).score()),
                None => {
                    let us = pos.side_to_move();
                    let pair = Pair::new(pos.pieces(us).len(), pos.pieces(us.other()).len());
                    Err(DbError::Solve(format!(
                        "the pair {pair} must be solved first (morris solve --all)"
                    )))
                }
            };
        }
        if self.cancel.is_stopped() {
            return Err(DbError::Cancelled);
        }
        let key = pos.hash();
        let (alpha0, beta0) = (alpha, beta);
        if let Some(b) = self.table.get(&key) {
            if b.lower == b.upper || b.lower >= beta {
                return Ok(b.lower);
            }
            if b.upper <= alpha {
                return Ok(b.upper);
            }
            alpha = alpha.max(b.lower);
            beta = beta.min(b.upper);
        }
        self.nodes += 1;
        let mut moves: Vec<Move> = pos.legal_moves();
        // Removals first: they decide most.
        moves.sort_by_key(|m| std::cmp::Reverse(m.removals().len()));
        let mut best = -1;
        for m in moves {
            let mut child = *pos;
            let _ = child.play_unchecked(m);
            let score = if child.side_to_move() == pos.side_to_move() {
                self.search(&child, alpha, beta)?
            } else {
                -self.search(&child, -beta, -alpha)?
            };
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        let entry = self.table.entry(key).or_insert(Bounds {
            lower: -1,
            upper: 1,
        });
        if best <= alpha0 {
            entry.upper = entry.upper.min(best);
        } else if best >= beta0 {
            entry.lower = entry.lower.max(best);
        } else {
            *entry = Bounds {
                lower: best,
                upper: best,
            };
        }
        Ok(best)
    }
}
