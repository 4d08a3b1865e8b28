//! The server of online mill games (`morris serve`): a friend on another
//! machine, the computer in a browser, and the pages a visitor plays on.
//!
//! The messages it speaks are `morris-protocol`'s (docs/ONLINE.md); the
//! client of the frontends is `morris-client`.
//!
//! - [`room`]: a room's rules of play: seats, turns checked by the core,
//!   clocks judged by the server, requests and answers.
//! - [`store`]: SQLite (one server) or PostgreSQL (several servers sharing
//!   their rooms), where every change is kept before anyone is told.
//! - [`server`]: the server (axum and tokio), its pages and its sockets.
//! - [`ai`]: the computer's searches, queued so that one machine serves
//!   many visitors.
//! - [`secret`]: invite codes, watch codes and seat tokens.
#![deny(missing_docs)]
#![warn(clippy::unwrap_used)]

pub mod ai;
pub mod room;
pub mod secret;
pub mod server;
pub mod store;
