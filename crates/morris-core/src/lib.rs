//! The rules of Nine Men's Morris, Twelve Men's Morris and their variations.
//!
//! This crate answers every rules question of the mill games the project
//! plays: which moves are legal, what a move removes, when and how a game
//! ends. It reads and writes the notation, position text and game records,
//! and counts move sequences (perft). It does no I/O, starts no threads and
//! draws no random numbers of its own.
//!
//! - [`Point`], [`PointSet`]: the 24 points and bitboards of them.
//! - [`Geometry`]: adjacency and mills of the standard and diagonal boards.
//! - [`Rules`], [`RuleOption`], [`Preset`]: every rule option by its key.
//! - [`Move`]: one turn with its removals, in notation `d6-d5xa7`.
//! - [`Setup`], [`Position`]: position text, and a validated position with
//!   its legal moves.
//! - [`PartialTurn`]: a turn entered piece by piece, removals one at a
//!   time, for frontends and engines that send removals apart.
//! - [`Game`]: a game with history, undo and redo, and its [`Outcome`].
//! - [`Record`]: game records in the PGN-like form, and records written by
//!   other mill programs.
//! - [`perft`](perft::perft): move-path counting.
//!
//! ```
//! use morris_core::{Game, Rules};
//!
//! let mut game = Game::new(Rules::default());
//! for m in ["d6", "f4", "d2", "b4"] {
//!     game.play(m.parse()?)?;
//! }
//! assert_eq!(game.position().to_string(), ".../.W./.../.B..B./.../.W./... w 7 7 0 3");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]
#![warn(clippy::unwrap_used)]

mod color;
mod game;
mod geometry;
mod illegal;
mod memory;
mod movegen;
mod moves;
mod options;
mod outcome;
pub mod perft;
mod point;
mod position;
mod record;
mod rules;
mod sanmill_fen;
mod setup;
mod symmetry;
mod turn;
mod zobrist;

pub use color::{ByColor, Color, ParseColorError};
pub use game::{Game, PlayError};
pub use geometry::Geometry;
pub use memory::MillMemory;
pub use moves::{Move, ParseMoveError};
pub use outcome::{Outcome, ParseTerminationError, Termination};
pub use point::{POINT_COUNT, ParsePointError, Point, PointSet, PointSetIter};
pub use position::{IllegalMoveError, IllegalReason, Phase, Position, SetupError, Undo};
pub use record::{
    ParseRecordFormatError, Record, RecordError, RecordErrorReason, RecordFormat,
    RecordSyntaxError, RecordSyntaxReason,
};
pub use rules::{
    AllInMills, Board, Flying, FullBoard, ParsePresetError, ParseRuleOptionError, PlacingMills,
    Preset, Removals, RuleOption, RuleValueError, Rules,
};
pub use setup::{ParseSetupError, Setup, SetupField, SetupSyntaxReason};
pub use symmetry::Symmetry;
pub use turn::PartialTurn;
