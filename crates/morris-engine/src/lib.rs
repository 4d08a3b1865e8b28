//! The engine protocol of Morris, once: the protocol's messages as typed
//! values, the server behind `morris engine`, a client for any program that
//! speaks the protocol, and the referee of `morris match`.
//!
//! - [`server`]: [`EngineSession`], one line in at a time, the search on
//!   worker threads; [`server::serve`] runs it on stdin and stdout.
//! - [`client`]: [`EngineClient`], another engine as a child process,
//!   asked for one turn at a time and never trusted.
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

pub use client::{Dialect, EngineClient, EngineCommand, EngineFailure, EngineProcess, EngineSetup};
pub use referee::{MatchConfig, MatchSide};
pub use server::{Control, EngineSession};
