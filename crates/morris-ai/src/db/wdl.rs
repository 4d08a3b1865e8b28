//! Win, draw or loss: a value without its distance.

use super::DbValue;

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

    /// The value of a game that ended in `outcome` for `side`.
    #[must_use]
    pub fn of_outcome(outcome: morris_core::Outcome, side: morris_core::Color) -> Wdl {
        match outcome.winner {
            Some(winner) if winner == side => Wdl::Win,
            Some(_) => Wdl::Loss,
            None => Wdl::Draw,
        }
    }

    /// The same value seen from the other side.
    #[must_use]
    pub const fn flipped(self) -> Wdl {
        match self {
            Wdl::Win => Wdl::Loss,
            Wdl::Draw => Wdl::Draw,
            Wdl::Loss => Wdl::Win,
        }
    }

    /// The value as a score the search's moves compare with: a win above
    /// every heuristic score, a loss below, a draw even. For a turn chosen
    /// by win, draw or loss alone (a compact pack, the search over the
    /// placing phase).
    pub(crate) fn as_score(self) -> crate::Score {
        match self {
            Wdl::Win => crate::Score::heuristic(i32::MAX),
            Wdl::Draw => crate::Score::DRAW,
            Wdl::Loss => crate::Score::heuristic(i32::MIN),
        }
    }

    pub(super) fn score(self) -> i8 {
        self as i8 - 1
    }

    pub(super) fn from_score(score: i8) -> Wdl {
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
