//! The server of online mill games (`morris serve`): a friend on another
//! machine, the computer in a browser, and the pages a visitor plays on.
//!
//! The messages it speaks are `morris-protocol`'s (docs/ONLINE.md); the
//! client of the frontends is `morris-client`. Every change to a room takes
//! one road ([`Hub`]'s commit): the room decides, the store keeps, and only
//! then is everyone in the room told.
//!
//! - [`room`]: a room's rules of play: seats, turns checked by the core,
//!   clocks judged by the server, requests and answers, the rows the store
//!   keeps and the state the players see. No sockets, no clock of its own.
//! - [`store`]: SQLite (one server) or PostgreSQL (several servers sharing
//!   their rooms), behind one trait.
//! - [`Hub`]: the rooms held, found by name or code; the commit funnel;
//!   the tasks of a room (its clock, its computer player) and of a shared
//!   store (heartbeat, following the other servers).
//! - The sockets: the connection's limits and loop, the hello that seats
//!   it; the HTTP routes and pages; [`run`] and [`serve`].
//! - [`Limits`]: what visitors may ask (connections and rooms per
//!   address, rooms held, the time a request may take, the pages that
//!   may open a socket).
//! - [`ai`]: the computer's searches, queued so that one machine serves
//!   many visitors, and the reviews of finished games, queued the same.
//! - [`secret`]: invite codes, watch codes and seat tokens.
//! - [`puzzles`]: the puzzle API over the shipped puzzles, and each
//!   puzzle's rating from its visitors' first attempts, kept in the
//!   store.
#![deny(missing_docs)]
#![warn(clippy::unwrap_used)]

use std::sync::OnceLock;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

mod accept;
pub mod ai;
mod clock;
mod commit;
mod computer;
mod connection;
mod follow;
mod handshake;
mod http;
mod hub;
mod kept;
mod limits;
mod origin;
mod pages;
pub mod puzzles;
mod review;
pub mod room;
mod run;
pub mod secret;
pub mod store;
mod sweep;
mod tablebase;

pub use connection::MAX_STRIKES;
pub use http::router;
pub use hub::Hub;
pub use limits::{Limits, address_key};
pub use run::{ServeConfig, run, run_on, run_with, serve, serve_tls};

/// Milliseconds since the Unix epoch, from a monotonic clock started at the
/// system time of the first call.
#[must_use]
pub fn now_ms() -> u64 {
    static START: OnceLock<(Instant, u64)> = OnceLock::new();
    let (start, wall) = START.get_or_init(|| {
        let wall = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64);
        (Instant::now(), wall)
    });
    wall + start.elapsed().as_millis() as u64
}
