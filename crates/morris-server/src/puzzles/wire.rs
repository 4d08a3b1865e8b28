//! The puzzle API's answers and errors as they travel (docs/PUZZLES.md,
//! "The web API", version 1): JSON both ways, read by the tests and any
//! other client with the same types the server writes.

use morris_core::Color;
use serde::{Deserialize, Serialize};

/// The API's version: the path's `v1`.
pub const PUZZLES_VERSION: u32 = 1;

/// The longest query the API reads, in bytes: a longer one is refused
/// with [`PuzzleErrorCode::TooLarge`] (a `skip` list of about 180 ids
/// fits).
pub const MAX_PUZZLE_QUERY: usize = 2048;

/// The longest attempt's body read, in bytes (one needs about 120).
pub const MAX_ATTEMPT_BODY: usize = 1024;

/// The most ids a `skip` list names.
pub const MAX_SKIP: usize = 200;

/// A puzzle, as the API answers it: all a page needs to let the player
/// enter only legal turns and to judge each one, with no rules of its
/// own.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleAnswer {
    /// The API's version, 1.
    pub version: u32,
    /// The puzzle's id (docs/PUZZLES.md).
    pub id: String,
    /// The preset it is played by: `nine`, `nine-no-flying`, `twelve`,
    /// `six`.
    pub rules: String,
    /// The puzzle's position text; its side to move is the solver.
    pub position: String,
    /// The solver.
    pub side: Color,
    /// `win`, `hold` or `removal`.
    pub kind: String,
    /// The themes' names, in the file's order.
    pub themes: Vec<String>,
    /// The rating as the attempts kept made it (its starting rating with
    /// the puzzles' deviation before any).
    pub rating: PuzzleRating,
    /// The starting rating from the file.
    pub start_rating: u16,
    /// The answer: the solver's turns and the replies, in our notation.
    pub line: Vec<String>,
    /// For a removal puzzle, the placement or move whose removal is
    /// asked (the line's first turn without its removals).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub given: Option<String>,
    /// One step for each of the solver's turns of the line.
    pub steps: Vec<Step>,
    /// The position at the end of the line.
    pub end: String,
    /// The daily puzzle's date, `YYYY-MM-DD` (UTC); only for the daily.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
}

/// One of the solver's turns to find.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The position the turn is found in.
    pub position: String,
    /// The line's turn there.
    pub answer: String,
    /// The opponent's reply from the line, when the line goes on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reply: Option<String>,
    /// Every legal turn there and what the puzzle says of it.
    pub turns: Vec<StepTurn>,
}

/// A legal turn at a step, judged as `morris_ai::puzzles::Solving` judges
/// it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepTurn {
    /// The turn in our notation.
    pub turn: String,
    /// Right, or why not.
    pub verdict: Verdict,
    /// For a right turn, the position after it (before the reply).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after: Option<String>,
}

/// What the puzzle says of a turn (`morris_ai::puzzles::Fact` for a
/// wrong one).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// The line's turn, or at a win's last turn any turn that wins at
    /// once.
    Right,
    /// The first turn of a win: it lets the win go.
    LetsWinGo,
    /// A hold: it loses.
    Loses,
    /// Another removal after the given placement or move: it lets the
    /// position's value go.
    LetsValueGo,
    /// A later turn of a win: not the shortest win (or no win).
    NotShortest,
    /// A removal puzzle's other placement or move: the puzzle asks the
    /// removal after the given one.
    OtherTurn,
}

/// A Glicko-2 rating as a visitor's browser keeps it and sends it.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rating {
    /// The rating, a fresh player's 1500.
    pub rating: f64,
    /// Its deviation, a fresh player's 350.
    pub deviation: f64,
    /// Its volatility, a fresh player's 0.06.
    pub volatility: f64,
}

/// A puzzle's Glicko-2 rating and the first attempts that made it.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleRating {
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
    /// The first attempts rated.
    pub attempts: u64,
}

/// `POST /api/v1/puzzles/ID/attempt`'s body: the visitor's rating before
/// their first attempt at the puzzle, and whether they solved it without
/// a wrong turn and without the answer shown.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Attempt {
    /// The visitor's rating, as their browser keeps it.
    pub player: Rating,
    /// Solved at the first attempt.
    pub solved: bool,
}

/// The answer to an attempt: both ratings after it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rated {
    /// The API's version, 1.
    pub version: u32,
    /// The puzzle's id.
    pub id: String,
    /// The visitor's new rating, for their browser to keep.
    pub player: Rating,
    /// The puzzle's new rating, as kept.
    pub puzzle: PuzzleRating,
}

/// An error, with a status by its code and a reason in English.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleError {
    /// What went wrong.
    pub error: PuzzleErrorCode,
    /// Why, in words.
    pub reason: String,
}

/// What went wrong.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum PuzzleErrorCode {
    /// A parameter the API does not read, one given twice, or a value
    /// that is not one (400).
    BadQuery,
    /// `rules` names no preset with a shipped set (400).
    UnknownRules,
    /// `theme` names no theme (400).
    UnknownTheme,
    /// `date` is not a date `YYYY-MM-DD` (400).
    BadDate,
    /// No puzzle has this id (404).
    UnknownPuzzle,
    /// No puzzle fits the choice: a theme the set lacks, or every one
    /// skipped (404).
    NoPuzzle,
    /// An attempt's body that does not read, or a rating out of its
    /// bounds (400).
    BadAttempt,
    /// A query or a body too long (414, 413).
    TooLarge,
    /// Asked too often from this address (429).
    TooMany,
    /// The store could not read or keep a rating (503).
    Store,
}
