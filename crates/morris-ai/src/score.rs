//! Scores: a heuristic value, or a win or loss in a known number of plies.
//!
//! ```
//! use morris_ai::Score;
//!
//! let win = Score::win_in(5);
//! assert!(win.is_win());
//! assert_eq!(win.plies_to_end(), Some(5));
//! assert!(win > Score::heuristic(900));
//! assert_eq!(-Score::win_in(5), Score::loss_in(5));
//! assert_eq!(win.to_string(), "win 5");
//! ```

use std::fmt;
use std::ops::Neg;

/// A value from the point of view of the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(i32);

/// The score of winning right now; a win in `n` plies is `WIN - n`.
const WIN: i32 = 1_000_000;
/// Scores beyond this are wins or losses.
const DECIDED: i32 = WIN - 10_000;
/// Heuristic values are clamped to this.
const MAX_HEURISTIC: i32 = 100_000;

/// The scale of the fitted logistic that turns a heuristic value into an
/// expected score: `1 / (1 + e^(-v / SCALE))` (the fit of the evaluation's
/// weights found it, see docs/measurements/strength.md).
pub const SCALE: f64 = 233.0;

impl Score {
    /// A draw.
    pub const DRAW: Score = Score(0);

    /// The share of the points the side to move can expect from here (a
    /// win 1, a draw 1/2): 1 or 0 for a decided game, else the fitted
    /// logistic of the value, as the AI's games scored from such
    /// positions.
    ///
    /// ```
    /// use morris_ai::Score;
    /// assert_eq!(Score::win_in(3).expected(), 1.0);
    /// assert_eq!(Score::heuristic(0).expected(), 0.5);
    /// assert!((Score::heuristic(100).expected() - 0.605).abs() < 0.001);
    /// ```
    #[must_use]
    pub fn expected(self) -> f64 {
        if self.is_win() {
            1.0
        } else if self.is_loss() {
            0.0
        } else {
            1.0 / (1.0 + (-f64::from(self.0) / SCALE).exp())
        }
    }

    /// [`Score::expected`] as a whole percentage, never 0 or 100 for a
    /// game not decided (nothing is sure until a database says so).
    #[must_use]
    pub fn percent(self) -> u32 {
        if self.is_decided() {
            return if self.is_win() { 100 } else { 0 };
        }
        ((self.expected() * 100.0).round() as u32).clamp(1, 99)
    }
    /// Above every score: the starting beta of a search.
    pub const INFINITE: Score = Score(WIN + 1);

    /// A heuristic value (clamped well away from wins and losses).
    #[must_use]
    pub const fn heuristic(value: i32) -> Score {
        Score(if value > MAX_HEURISTIC {
            MAX_HEURISTIC
        } else if value < -MAX_HEURISTIC {
            -MAX_HEURISTIC
        } else {
            value
        })
    }

    /// The side to move wins in `plies` plies (0: has won already).
    #[must_use]
    pub const fn win_in(plies: u32) -> Score {
        Score(WIN - plies as i32)
    }

    /// The side to move loses in `plies` plies (0: has lost already).
    #[must_use]
    pub const fn loss_in(plies: u32) -> Score {
        Score(-WIN + plies as i32)
    }

    /// The raw value, for storage.
    #[must_use]
    pub const fn raw(self) -> i32 {
        self.0
    }

    /// A score from its raw value (the table's storage).
    #[must_use]
    pub(crate) const fn from_raw(raw: i32) -> Score {
        Score(raw)
    }

    /// Whether the side to move wins by force.
    #[must_use]
    pub const fn is_win(self) -> bool {
        self.0 > DECIDED
    }

    /// Whether the side to move loses by force.
    #[must_use]
    pub const fn is_loss(self) -> bool {
        self.0 < -DECIDED
    }

    /// Whether the score is a forced win or loss.
    #[must_use]
    pub const fn is_decided(self) -> bool {
        self.is_win() || self.is_loss()
    }

    /// Plies to the end for a win or loss.
    #[must_use]
    pub const fn plies_to_end(self) -> Option<u32> {
        if self.is_win() {
            Some((WIN - self.0) as u32)
        } else if self.is_loss() {
            Some((WIN + self.0) as u32)
        } else {
            None
        }
    }

    /// The score one ply further from the end: a child's score seen from
    /// its parent (negated and with the distance grown by one).
    #[must_use]
    pub const fn parent(self) -> Score {
        if self.is_win() {
            Score(-(self.0 - 1))
        } else if self.is_loss() {
            Score(-(self.0 + 1))
        } else {
            Score(-self.0)
        }
    }

    /// Converts a score relative to the root into one relative to a node
    /// `ply` plies deep, for the transposition table.
    #[must_use]
    pub const fn to_table(self, ply: u32) -> Score {
        if self.is_win() {
            Score(self.0 + ply as i32)
        } else if self.is_loss() {
            Score(self.0 - ply as i32)
        } else {
            self
        }
    }

    /// The inverse of [`Score::to_table`].
    #[must_use]
    pub const fn from_table(self, ply: u32) -> Score {
        if self.is_win() {
            Score(self.0 - ply as i32)
        } else if self.is_loss() {
            Score(self.0 + ply as i32)
        } else {
            self
        }
    }
}

impl Neg for Score {
    type Output = Score;
    fn neg(self) -> Score {
        Score(-self.0)
    }
}

impl fmt::Display for Score {
    /// `win 5`, `loss 3`, or `cp 120` (hundredths of a piece).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.is_win(), self.plies_to_end()) {
            (true, Some(n)) => write!(f, "win {n}"),
            (false, Some(n)) => write!(f, "loss {n}"),
            _ => write!(f, "cp {}", self.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wins_order_by_distance() {
        assert!(Score::win_in(1) > Score::win_in(3));
        assert!(Score::loss_in(3) > Score::loss_in(1));
        assert!(Score::loss_in(100) < Score::heuristic(-100_000_000));
        assert_eq!(Score::win_in(2).parent(), Score::loss_in(3));
        assert_eq!(Score::heuristic(50).parent(), Score::heuristic(-50));
    }

    #[test]
    fn table_conversion_round_trips() {
        for s in [Score::win_in(7), Score::loss_in(4), Score::heuristic(-321)] {
            assert_eq!(s.to_table(5).from_table(5), s);
        }
        assert_eq!(Score::win_in(7).to_table(5), Score::win_in(2));
    }
}
