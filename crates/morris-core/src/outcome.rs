//! How a game ended.

use std::fmt;
use std::str::FromStr;

use crate::Color;

/// Why a game ended: the `Termination` tag of game records.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[non_exhaustive]
pub enum Termination {
    /// A player's pieces on the board and in hand fell below three.
    FewerThanThree,
    /// A player made a line of three where that wins at once (Three Men's
    /// Morris).
    ThreeInARow,
    /// The player to move had no legal move.
    NoLegalMove,
    /// The board filled up during placing.
    FullBoard,
    /// The same position stood for the third time.
    Repetition,
    /// N moves by each player without a removal.
    NMove,
    /// A player resigned.
    Resignation,
    /// The players agreed to a draw.
    Agreement,
    /// A player's clock ran out.
    TimeForfeit,
    /// A player left an online game and stayed away past its limit.
    Abandoned,
}

impl Termination {
    /// All terminations, in the order of the end-of-game checks.
    pub const ALL: [Termination; 10] = [
        Termination::FewerThanThree,
        Termination::ThreeInARow,
        Termination::NoLegalMove,
        Termination::FullBoard,
        Termination::Repetition,
        Termination::NMove,
        Termination::Resignation,
        Termination::Agreement,
        Termination::TimeForfeit,
        Termination::Abandoned,
    ];

    /// The record tag value: `fewer-than-three`, `no-legal-move`, ...
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Termination::FewerThanThree => "fewer-than-three",
            Termination::ThreeInARow => "three-in-a-row",
            Termination::NoLegalMove => "no-legal-move",
            Termination::FullBoard => "full-board",
            Termination::Repetition => "repetition",
            Termination::NMove => "n-move",
            Termination::Resignation => "resignation",
            Termination::Agreement => "agreement",
            Termination::TimeForfeit => "time-forfeit",
            Termination::Abandoned => "abandoned",
        }
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text names no termination.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseTerminationError;

impl fmt::Display for ParseTerminationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown termination (expected fewer-than-three, three-in-a-row, no-legal-move, full-board, repetition, n-move, resignation, agreement, time-forfeit or abandoned)")
    }
}

impl std::error::Error for ParseTerminationError {}

impl FromStr for Termination {
    type Err = ParseTerminationError;

    fn from_str(s: &str) -> Result<Termination, ParseTerminationError> {
        Termination::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(s.trim()))
            .ok_or(ParseTerminationError)
    }
}

/// The end of a game: who won (nobody for a draw) and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub termination: Termination,
}

impl Outcome {
    /// A win for `winner`.
    #[must_use]
    pub const fn win(winner: Color, termination: Termination) -> Outcome {
        Outcome {
            winner: Some(winner),
            termination,
        }
    }

    /// A draw.
    #[must_use]
    pub const fn draw(termination: Termination) -> Outcome {
        Outcome {
            winner: None,
            termination,
        }
    }

    /// The result as records write it: `1-0`, `0-1` or `1/2-1/2`.
    #[must_use]
    pub const fn result(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    /// `1-0 (no-legal-move)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.result(), self.termination)
    }
}
