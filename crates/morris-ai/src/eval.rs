//! Static evaluation of mill positions, from the side to move's view.
//!
//! The value is a weighted sum of features for each side, White's minus
//! Black's: material on the board and in hand, closed mills and the mills
//! that can be opened and closed again, two-in-a-line threats (counted in
//! full when a piece can reach the gap, little when none can), points that
//! threaten two mills at once, mobility and blocked pieces in the moving
//! phase, and a tempo bonus when the side to move can close a mill now.
//!
//! ```
//! use morris_ai::eval::{Weights, evaluate};
//! use morris_core::{Position, Rules};
//!
//! let start = Position::new(Rules::default());
//! assert_eq!(evaluate(&start, &Weights::default()).raw(), 0);
//! ```

use morris_core::{Color, Phase, Point, PointSet, Position};

use crate::Score;

/// The weights of the evaluation features, in hundredths of a piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// A piece on the board or in hand.
    pub piece: i32,
    /// A closed mill.
    pub closed_mill: i32,
    /// A closed mill with a piece that can step out and back in.
    pub running_mill: i32,
    /// Two in a line whose gap a piece of the side can fill next turn.
    pub threat: i32,
    /// Two in a line whose gap no piece of the side can reach now.
    pub latent_threat: i32,
    /// An empty point where one piece would threaten two mills at once.
    pub double_threat: i32,
    /// An empty point next to a piece (moving phase).
    pub mobility: i32,
    /// A piece that cannot move (moving phase).
    pub blocked: i32,
    /// The side to move can close a mill now.
    pub tempo_mill: i32,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            piece: 100,
            closed_mill: 8,
            running_mill: 18,
            threat: 22,
            latent_threat: 6,
            double_threat: 30,
            mobility: 3,
            blocked: 5,
            tempo_mill: 55,
        }
    }
}

/// The value of `pos` for the side to move (a heuristic; the search finds
/// wins and losses).
#[must_use]
pub fn evaluate(pos: &Position, w: &Weights) -> Score {
    let us = pos.side_to_move();
    let mut value = side_value(pos, us, w) - side_value(pos, us.other(), w);
    if can_close_mill(pos, us) {
        value += w.tempo_mill;
    }
    Score::heuristic(value)
}

/// The points a piece of `color` could reach next turn: anywhere empty when
/// placing or flying, else the empty neighbours of its pieces.
fn reach(pos: &Position, color: Color, phase: Phase) -> PointSet {
    let empty = pos.empty();
    match phase {
        Phase::Placing | Phase::Flying => empty,
        Phase::Moving => {
            let g = pos.geometry();
            let mut reach = PointSet::EMPTY;
            for p in pos.pieces(color) {
                reach |= g.neighbours(p);
            }
            reach & empty
        }
    }
}

/// Whether `color`, if it were to move, could close a mill at once.
fn can_close_mill(pos: &Position, color: Color) -> bool {
    let own = pos.pieces(color);
    let g = pos.geometry();
    let phase = pos.phase_of(color);
    let gaps = g.mill_threats(own, pos.empty());
    match phase {
        Phase::Placing => !gaps.is_empty(),
        Phase::Flying | Phase::Moving => gaps.iter().any(|gap| {
            // A piece outside the line must reach the gap.
            let line_pieces: PointSet = g
                .mills_through(gap)
                .filter(|m| own.contains_all(m.without(gap)))
                .fold(PointSet::EMPTY, |acc, m| acc | m.without(gap));
            let movers = own - line_pieces;
            if phase == Phase::Flying {
                !movers.is_empty()
            } else {
                !(g.neighbours(gap) & movers).is_empty()
            }
        }),
    }
}

fn side_value(pos: &Position, color: Color, w: &Weights) -> i32 {
    let g = pos.geometry();
    let own = pos.pieces(color);
    let empty = pos.empty();
    let phase = pos.phase_of(color);
    let mut value = w.piece * pos.piece_count(color) as i32;

    let reachable = reach(pos, color, phase);
    let mut gap_lines = [0u8; 24];
    for &mill in g.mills() {
        let mine = mill & own;
        if mine == mill {
            value += w.closed_mill;
            // A running mill: some piece of it can step out to an empty
            // neighbour (off the line) and come back.
            if phase != Phase::Placing
                && mill
                    .iter()
                    .any(|p| !((g.neighbours(p) - mill) & empty).is_empty())
            {
                value += w.running_mill;
            }
        } else if mine.len() == 2 {
            let gap = mill - mine;
            if empty.contains_all(gap) {
                let Some(point) = gap.first() else { continue };
                gap_lines[point.index()] += 1;
                // The gap must be reached by a piece from outside the line.
                let reached = match phase {
                    Phase::Placing => true,
                    Phase::Flying => own.len() > 2,
                    Phase::Moving => !((g.neighbours(point) & own) - mill).is_empty(),
                };
                value += if reached && reachable.contains(point) {
                    w.threat
                } else {
                    w.latent_threat
                };
            }
        }
    }
    // Points where one more piece makes two mills' worth of threats.
    for p in Point::ALL {
        if gap_lines[p.index()] >= 2 {
            value += w.double_threat;
        }
    }
    if phase == Phase::Moving {
        for p in own {
            let free = (g.neighbours(p) & empty).len() as i32;
            if free == 0 {
                value -= w.blocked;
            }
            value += w.mobility * free;
        }
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::{Rules, Setup};

    fn pos(text: &str) -> Position {
        let setup: Setup = text.parse().unwrap();
        Position::from_setup(&setup, Rules::default()).unwrap()
    }

    #[test]
    fn material_dominates() {
        let w = Weights::default();
        // White to move, one piece up.
        let p = pos("W.W/.B./.../B..W../.../.B./W.. w 0 0 0 20");
        assert!(evaluate(&p, &w).raw() > 50);
    }

    #[test]
    fn evaluation_is_symmetric_between_colours() {
        let w = Weights::default();
        let a = pos("WW./.B./.../B..W../.../.B./... w 3 3 0 7");
        let mut black_first = Rules::default();
        black_first.set_first(Color::Black);
        let setup: Setup = "BB./.W./.../W..B../.../.W./... b 3 3 0 7".parse().unwrap();
        let b = Position::from_setup(&setup, black_first).unwrap();
        assert_eq!(evaluate(&a, &w), evaluate(&b, &w));
    }

    #[test]
    fn a_mill_to_close_is_worth_more_than_none() {
        let w = Weights::default();
        let threat = pos("WW./.../.../....../.../.B./.B. w 7 7 0 3");
        let quiet = pos("W../.W./.../....../.../.B./.B. w 7 7 0 3");
        assert!(evaluate(&threat, &w) > evaluate(&quiet, &w));
    }
}
