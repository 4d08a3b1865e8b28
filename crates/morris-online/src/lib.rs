//! Online play of the mill games: a friend on another machine, through a
//! server of our own (`morris serve`).
//!
//! - [`protocol`]: the messages, versioned JSON over a WebSocket
//!   (docs/ONLINE.md).
//! - [`room`]: a room's rules of play: seats, turns checked by the core,
//!   clocks judged by the server, requests and answers.
//! - [`store`]: SQLite (one server) or PostgreSQL (several servers sharing
//!   their rooms), where every change is kept before anyone is told.
//! - [`server`]: the server (axum and tokio).
//! - [`client`]: the client (tokio-tungstenite) on a thread of its own,
//!   reconnecting by itself, for frontends that are not async.
#![deny(missing_docs)]
#![warn(clippy::unwrap_used)]

pub mod ai;
pub mod client;
pub mod protocol;
pub mod room;
pub mod secret;
pub mod server;
pub mod store;
