//! The client: one connection to a server on a thread of its own, for
//! frontends that are not async. It says hello, answers the server's pings,
//! and when the connection breaks it reconnects by itself, with backoff, to
//! the seat its token names: to the next server of its list when it was
//! given several (servers that share one PostgreSQL database), so that a
//! game goes on when a server is lost. Messages sent meanwhile wait and go out after
//! the rejoin (a move carries its turn number, so a late one is refused,
//! never played twice). Every text a server sends comes without control
//! or format characters ([`ServerMessage::make_printable`](morris_protocol::ServerMessage::make_printable)): a hostile
//! server cannot drive the terminal that shows a name or a turn.
//!
//! ```no_run
//! use morris_client::{Client, Event};
//! use morris_protocol::{Enter, RoomSettings};
//!
//! let client = Client::connect("http://127.0.0.1:7700", "Ann",
//!     Enter::Host { settings: RoomSettings::new(Default::default()) })?;
//! while let Some(event) = client.recv_timeout(std::time::Duration::from_secs(5)) {
//!     if let Event::Welcome(w) = event {
//!         println!("Invite code: {}", w.invite.unwrap_or_default());
//!         break;
//!     }
//! }
//! # Ok::<(), String>(())
//! ```

#![deny(missing_docs)]
#![warn(clippy::unwrap_used)]

use std::sync::mpsc as std_mpsc;
use std::thread::JoinHandle;
use std::time::Duration;

use tokio::sync::mpsc;

use morris_protocol::{
    ClientMessage, Enter, ErrorMessage, GameReview, GameState, Notice, TurnGrade, Welcome,
};

mod address;
mod connection;

pub use address::{http_base, parse_invite, socket_url, socket_urls};
pub use connection::socket_config;

/// How many times a client tries to reach a server it never reached
/// before it gives up.
pub const FIRST_ATTEMPTS: u32 = 5;

/// How many times a client tries to reach again a server it played on
/// before it gives up (about ten minutes, at 5 s apart).
pub const LATER_ATTEMPTS: u32 = 120;

/// What the client hears.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The server seated the client.
    Welcome(Welcome),
    /// The room as it stands.
    State(Box<GameState>),
    /// Something to tell the player.
    Notice {
        /// Its number in the room ([`ServerMessage::Notice`](morris_protocol::ServerMessage::Notice)).
        seq: u64,
        /// What happened.
        notice: Notice,
    },
    /// A message was refused.
    Refused(ErrorMessage),
    /// The record asked for.
    Record(String),
    /// The hint asked for: the turn the server's AI advises at turn `ply`.
    Hint {
        /// The number of turns played when it was asked.
        ply: u32,
        /// The advised turn.
        turn: String,
    },
    /// The review asked for ([`ClientMessage::AskReview`]).
    Review(Box<GameReview>),
    /// A turn tried again, graded ([`ClientMessage::TryTurn`]).
    Graded {
        /// The number of the game it was tried in.
        game: u32,
        /// Whether it is good enough: graded best or good.
        right: bool,
        /// The turn as the review grades it.
        graded: Box<TurnGrade>,
    },
    /// The connection broke; the client tries again after `wait`.
    Reconnecting {
        /// The attempt about to be made, from 1.
        attempt: u32,
        /// The wait before it.
        wait: Duration,
        /// What broke.
        reason: String,
    },
    /// The server refused the hello for good (an unknown or used code, a
    /// bad token, another version): no connection was lost, the server
    /// said no. Nothing more comes.
    TurnedAway(ErrorMessage),
    /// The client gave up: the server could not be reached (or the
    /// connection could not start). Nothing more comes.
    Failed(String),
}

/// A connection to a server, kept by a thread of its own.
#[derive(Debug)]
pub struct Client {
    out: mpsc::UnboundedSender<ClientMessage>,
    events: std_mpsc::Receiver<Event>,
    thread: Option<JoinHandle<()>>,
}

impl Client {
    /// Starts connecting to `server` (`HOST:PORT`, or an `http://` or
    /// `ws://` address, or several of them separated by commas: servers
    /// that share their rooms, tried in turn) as `name`, entering a room as
    /// `enter` says. What happens comes as [`Event`]s.
    ///
    /// # Errors
    /// When `server` is not an address, or the thread cannot start.
    pub fn connect(server: &str, name: &str, enter: Enter) -> Result<Client, String> {
        Client::connect_with(server, name, enter, None)
    }

    /// As [`Client::connect`], trusting the certificates in the PEM file
    /// `ca` beside the usual roots for a TLS server (`https://` or
    /// `wss://`), e.g. a server's own self-signed certificate.
    ///
    /// # Errors
    /// When `server` is not an address, `ca` cannot be read, or the thread
    /// cannot start.
    pub fn connect_with(
        server: &str,
        name: &str,
        enter: Enter,
        ca: Option<&std::path::Path>,
    ) -> Result<Client, String> {
        let urls = socket_urls(server)?;
        let connector = if urls.iter().any(|url| url.starts_with("wss://")) {
            Some(connection::tls_connector(ca)?)
        } else {
            None
        };
        let (out, queue) = mpsc::unbounded_channel();
        let (tell, events) = std_mpsc::channel();
        let name = name.to_owned();
        let thread = std::thread::Builder::new()
            .name("morris-client".into())
            .spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build();
                match runtime {
                    Ok(r) => r.block_on(connection::run(urls, connector, name, enter, queue, tell)),
                    Err(e) => {
                        let _ = tell.send(Event::Failed(format!("cannot start: {e}")));
                    }
                }
            })
            .map_err(|e| format!("cannot start the connection's thread: {e}"))?;
        Ok(Client {
            out,
            events,
            thread: Some(thread),
        })
    }

    /// Sends a message (after the reconnection, when the connection is
    /// down).
    pub fn send(&self, message: ClientMessage) {
        let _ = self.out.send(message);
    }

    /// The next event, waiting at most `timeout`.
    #[must_use]
    pub fn recv_timeout(&self, timeout: Duration) -> Option<Event> {
        self.events.recv_timeout(timeout).ok()
    }

    /// The next event, if one has come.
    #[must_use]
    pub fn try_recv(&self) -> Option<Event> {
        self.events.try_recv().ok()
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        // Closing the queue ends the connection's loop.
        let (closed, _) = mpsc::unbounded_channel();
        self.out = closed;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
