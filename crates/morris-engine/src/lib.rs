//! The engine protocol of Morris, once: the protocol's messages as typed
//! values, the server behind `morris engine`, a client for any program that
//! speaks the protocol, and the referee of `morris match`.
//!
//! - [`message`]: every line of the protocol as a typed value, read and
//!   written in one place ([`message::Command`], [`message::Answer`]).
//! - [`notation`]: turns written whole or split, a removal as a ply of its
//!   own, and a history of plies played back into whole turns.
//! - [`server`]: [`EngineSession`], one line in at a time, the search on
//!   worker threads; [`server::serve`] runs it on stdin and stdout.
//! - [`client`]: [`EngineProcess`], any program speaking the protocol as
//!   a child process, and [`EngineClient`] on it, which sets it up and asks
//!   it for one turn at a time, never trusting it.
//!
//! It depends on the core and the AI only: no command line, no terminal.
//! - [`referee`]: games between our AI and engines, refereed by the core,
//!   with the results table ([`referee::report`]) and random openings
//!   ([`referee::openings`]).
#![deny(missing_docs)]
#![warn(clippy::unwrap_used)]

pub mod client;
pub mod message;
pub mod notation;
pub mod referee;
pub mod server;

pub use client::{
    Dialect, EngineClient, EngineCommand, EngineFailure, EngineProcess, EngineSetup, MAX_LINE,
};
pub use referee::{MatchConfig, MatchSide};
pub use server::{Control, EngineSession};
