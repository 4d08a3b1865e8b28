//! Search, evaluation, playing levels and endgame databases for mill games.
//!
//! - [`Score`]: heuristic values and wins or losses in N plies.
//! - [`eval`]: the static evaluation and its weights.
//! - [`search`]: iterative deepening principal variation search with a
//!   transposition table; it never reads a clock, it polls a stop flag.
//!
//! ```
//! use morris_ai::search::{Limits, Searcher, StopFlag};
//! use morris_core::{Position, Rules};
//!
//! // White can close a mill at g7 and take a piece.
//! let setup = "WW./.B./.../B..B../.../.../... w 6 6 0 4".parse()?;
//! let pos = Position::from_setup(&setup, Rules::default())?;
//! let result = Searcher::new(8).search(&pos, &[], Limits::depth(4), &StopFlag::new(), |_| {});
//! assert_eq!(result.best.map(|m| m.to().to_string()), Some("g7".to_string()));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]
#![warn(clippy::unwrap_used)]

pub mod eval;
mod score;
pub mod search;

pub use morris_core;
pub use score::Score;
