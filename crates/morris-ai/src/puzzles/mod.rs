//! Puzzles certified by the solved game: positions whose answer is unique,
//! checked against the endgame databases rather than an engine's opinion.
//!
//! - [`Puzzle`], [`Kind`], [`Theme`]: what a puzzle is (a position, the
//!   answer line in our notation, the kind, the themes, a starting rating);
//!   a puzzle's line is legal under its rules, or it is not made.
//! - [`format`](mod@format): the one-line text format of docs/PUZZLES.md, with a loader
//!   that names a bad line and skips it, and the writer.
//! - [`certify`]: the kinds as the solved game defines them, to find a
//!   puzzle's line in a position and to check a given one ([`verify`]).
//! - [`themes`]: the themes, found by code.
//! - [`rating`]: the starting rating of a line.
//! - [`generate`]: seeded sampling of database positions for puzzles.
//! - [`Solving`]: one puzzle being solved, judged against its line.
//! - [`choose`]: the daily puzzle, one near a rating, a streak's ladder.
//! - [`shipped`]: the sets shipped with the program.
//!
//! ```
//! use morris_ai::puzzles::{Kind, format};
//!
//! let text = "p1;nine;W../.B./.../.....B/.../.../..W w 1 1 0 9;a1;win;placing-trap last-piece;1000";
//! let loaded = format::load(text);
//! assert!(loaded.bad.is_empty(), "{:?}", loaded.bad);
//! let puzzle = &loaded.puzzles[0];
//! assert_eq!(puzzle.kind(), Kind::Win);
//! assert_eq!(format::line(puzzle), text);
//! ```

pub mod certify;
pub mod choose;
pub mod format;
pub mod generate;
mod puzzle;
pub mod rating;
pub mod shipped;
mod solving;
pub mod themes;

#[cfg(test)]
mod solving_tests;
#[cfg(test)]
mod tests;

pub use certify::{MARGIN, VerifyError, verify};
pub use format::{BadLine, Loaded, ParsePuzzleError};
pub use generate::{GenerateError, Generated, Settings};
pub use puzzle::{InvalidPuzzle, Kind, ParseKindError, Puzzle, is_id};
pub use solving::{Fact, Solving, Verdict};
pub use themes::{ParseThemeError, Theme};
