//! Search, evaluation, playing levels and endgame databases for mill games.
//!
//! - [`Score`]: heuristic values and wins or losses in N plies.
//! - [`eval`]: the static evaluation and its weights.
//! - [`search`]: iterative deepening principal variation search with a
//!   transposition table; it never reads a clock, it polls a stop flag.
//! - [`Level`], [`Ai`]: levels 1 to 10 and a player that chooses moves.
//! - [`Thinker`]: an AI thinking on a worker thread, with a time budget.
//! - [`db`]: endgame databases solved backwards on the user's machine.
//! - [`puzzles`]: puzzles certified by the databases: the format, the
//!   kinds and themes, the generator.
//! - [`stop`]: the flag that stops a search or a database solve.
//! - [`files`]: files written whole or not at all, and the sweeping of
//!   what killed writes left.
//!
//! ```
//! use morris_ai::search::{Limits, Searcher, StopFlag};
//! use morris_core::{Position, Rules};
//!
//! // White closes a mill with g4-g7 and Black falls to two pieces.
//! let setup = "WW./.B./.../..B..W/.../.B./... w 0 0 0 20".parse()?;
//! let pos = Position::from_setup(&setup, Rules::default())?;
//! let result = Searcher::new(8).search_position(&pos, Limits::depth(4), &StopFlag::new(), |_| {});
//! assert_eq!(result.best.map(|m| m.to().to_string()), Some("g7".to_string()));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]
#![warn(clippy::unwrap_used)]

pub mod analysis;
pub mod clock;
pub mod db;
pub mod eval;
pub mod files;
mod level;
mod player;
pub mod puzzles;
pub mod review;
mod rng;
mod score;
pub mod search;
pub mod stop;
mod thinker;

pub use level::{Level, ParseLevelError};
pub use morris_core;
pub use player::{Ai, Choice, DEFAULT_HASH_MIB};
pub use score::Score;
pub use thinker::{Event, Thinker};
