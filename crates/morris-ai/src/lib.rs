//! Search, evaluation, playing levels and endgame databases for mill games.
//!
//! This crate is being built; see the project issues.
#![deny(missing_docs)]
#![warn(clippy::unwrap_used)]

pub use morris_core;
