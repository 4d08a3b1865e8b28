//! The `morris` command: the terminal REPL to play mill games, and the
//! terminal tools (perft, engine, match, solve, puzzles).
//!
//! The library holds everything testable: the game [`session`], the
//! [`command`] parser, the [`board`] drawing, completion ([`helper`]) and
//! what is kept between runs ([`store`]). `main.rs` parses the command line
//! and runs the read loops; the engine protocol, `morris engine` and
//! `morris match` are `morris-engine`'s.
#![deny(missing_docs)]
#![warn(clippy::unwrap_used)]

pub mod board;
pub mod cli;
pub mod command;
pub mod helper;
pub mod online;
pub mod perft;
pub mod puzzle_sources;
pub mod puzzles;
pub mod review;
pub mod serve;
pub mod session;
pub mod solve;
pub mod store;
pub mod tablebase;
pub mod typeahead;
