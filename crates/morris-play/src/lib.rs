//! The playing session both frontends share, between the AI and the
//! frontends as helix-view sits between helix-core and helix-term: who plays
//! each side, the half-made turn, undo back to the person, hints, resigning
//! and draw offers with one policy, the game's record, the AI working off
//! the frontend's thread, the data directory, the settings both frontends
//! share and the autosave of the unfinished game. No terminal, no drawing:
//! frontends read input, call the session, and render what it says.
//!
//! - [`Table`]: one game as a frontend sees it, owning everything below:
//!   commands and `tick(now)` in, a view and events out.
//! - [`Session`]: the game in play.
//! - [`entry`]: the half-made turn as a player enters it (the rules are
//!   asked of the core's [`morris_core::PartialTurn`]).
//! - [`Brains`]: the AI players and the hint on worker threads.
//! - [`draw`]: when the AI accepts a draw.
//! - [`store`]: the data directory, atomic writes, [`Settings`].
//! - [`Autosave`]: the unfinished game, kept after every change.
//! - [`online`]: a game against a friend through `morris serve`.
//! - [`puzzles`]: puzzles to train with: the modes, the rating kept.
#![deny(missing_docs)]
#![warn(clippy::unwrap_used)]

pub mod advisor;
pub mod autosave;
pub mod brains;
pub mod build;
pub mod clock;
pub mod draw;
pub mod editor;
pub mod engine;
pub mod entry;
mod lenient;
pub mod online;
mod player;
pub mod puzzles;
mod session;
pub mod store;
pub mod table;
pub mod tablebase;

pub use advisor::{Advisor, step_values};
pub use autosave::Autosave;
pub use brains::{Brains, Budget, DatabaseCache, Finished, Job, Purpose, Seeds};
pub use morris_engine::{EngineCommand, EngineFailure};
pub use player::{ParsePlayerError, Player};
pub use session::{DrawReply, Entered, Hint, Session, Shown};
pub use store::{DataDir, Settings};
pub use table::{Command, Event, Table, TableConfig, TableError, Thinking};

/// A fair coin, from the system's randomness: who plays White when the
/// players leave it to chance.
#[must_use]
pub fn coin_toss() -> bool {
    use rand::RngExt;
    rand::rng().random_bool(0.5)
}

/// A seed from the system's randomness, for AI choices that should differ
/// from game to game.
#[must_use]
pub fn random_seed() -> u64 {
    use rand::RngExt;
    rand::rng().random()
}
