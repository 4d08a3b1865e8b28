//! The `morris` command: the terminal REPL to play mill games, and the
//! terminal tools (perft, engine, match, solve).
//!
//! The library holds everything testable; `main.rs` only parses the command
//! line and reports errors.
#![deny(missing_docs)]
#![warn(clippy::unwrap_used)]

pub mod cli;
pub mod engine;
pub mod matches;
pub mod perft;
