//! The client: one connection to a server on a thread of its own, for
//! frontends that are not async. It says hello, answers the server's pings,
//! and when the connection breaks it reconnects by itself, with backoff, to
//! the seat its token names: to the next server of its list when it was
//! given several (servers that share one PostgreSQL database), so that a
//! game goes on when a server is lost. Messages sent meanwhile wait and go out after
//! the rejoin (a move carries its turn number, so a late one is refused,
//! never played twice). Every text a server sends comes without control
//! or format characters ([`ServerMessage::make_printable`]): a hostile
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

use futures_util::{SinkExt as _, StreamExt as _};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::http::Uri;

use morris_protocol::{
    ClientMessage, Enter, ErrorCode, ErrorMessage, GameState, Notice, ServerMessage, VERSION,
    Welcome,
};

/// How many times a client tries to reach a server it never reached
/// before it gives up.
pub const FIRST_ATTEMPTS: u32 = 5;

/// How many times a client tries to reach again a server it played on
/// before it gives up (about ten minutes, at 5 s apart).
pub const LATER_ATTEMPTS: u32 = 120;

/// How long a connection attempt may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// What the client hears.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The server seated the client.
    Welcome(Welcome),
    /// The room as it stands.
    State(Box<GameState>),
    /// Something to tell the player.
    Notice {
        /// Its number in the room ([`ServerMessage::Notice`]).
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
    /// The connection broke; the client tries again after `wait`.
    Reconnecting {
        /// The attempt about to be made, from 1.
        attempt: u32,
        /// The wait before it.
        wait: Duration,
        /// What broke.
        reason: String,
    },
    /// The client gave up: the server refused the hello (an unknown or
    /// used code, a bad token, another version) or could not be reached.
    /// Nothing more comes.
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
            Some(tls_connector(ca)?)
        } else {
            None
        };
        let (out, queue) = mpsc::unbounded_channel();
        let (tell, events) = std_mpsc::channel();
        let name = name.to_owned();
        let thread = std::thread::Builder::new()
            .name("morris-client".into())
            .spawn(move || {
                let runtime = match tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                {
                    Ok(r) => r,
                    Err(e) => {
                        let _ = tell.send(Event::Failed(format!("cannot start: {e}")));
                        return;
                    }
                };
                runtime.block_on(run(urls, connector, name, enter, queue, tell));
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

/// The WebSocket addresses of servers given as [`socket_url`] takes them,
/// separated by commas.
///
/// # Errors
/// When one is not an address, or none is given.
pub fn socket_urls(servers: &str) -> Result<Vec<String>, String> {
    servers.split(',').map(socket_url).collect()
}

/// The WebSocket address of a server given as `HOST:PORT`, `http://...`
/// or `ws://...`.
///
/// # Errors
/// When it is none of these.
pub fn socket_url(server: &str) -> Result<String, String> {
    let server = server.trim().trim_end_matches('/');
    let with_scheme = if server.contains("://") {
        server.to_owned()
    } else {
        format!("http://{server}")
    };
    let uri: Uri = with_scheme
        .parse()
        .map_err(|e| format!("{server:?} is not a server address: {e}"))?;
    let scheme = uri.scheme_str().unwrap_or("http");
    let authority = uri
        .authority()
        .ok_or_else(|| format!("{server:?} names no host"))?;
    match scheme {
        "http" | "ws" => Ok(format!("ws://{authority}/ws")),
        "https" | "wss" => Ok(format!("wss://{authority}/ws")),
        other => Err(format!("{server:?}: unknown scheme {other}")),
    }
}

/// TLS for the client: the usual web roots, and the certificates of `ca`.
fn tls_connector(ca: Option<&std::path::Path>) -> Result<tokio_tungstenite::Connector, String> {
    use rustls::pki_types::CertificateDer;
    use rustls::pki_types::pem::PemObject as _;
    let mut roots = rustls::RootCertStore {
        roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
    };
    if let Some(ca) = ca {
        let certs = CertificateDer::pem_file_iter(ca)
            .map_err(|e| format!("cannot read the certificates in {}: {e}", ca.display()))?;
        let mut added = 0;
        for cert in certs {
            let cert = cert.map_err(|e| format!("{}: not a PEM certificate: {e}", ca.display()))?;
            roots
                .add(cert)
                .map_err(|e| format!("{}: a certificate not to trust: {e}", ca.display()))?;
            added += 1;
        }
        if added == 0 {
            return Err(format!("{} holds no certificate", ca.display()));
        }
    }
    let config = rustls::ClientConfig::builder_with_provider(std::sync::Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .map_err(|e| format!("TLS: {e}"))?
    .with_root_certificates(roots)
    .with_no_client_auth();
    Ok(tokio_tungstenite::Connector::Rustls(std::sync::Arc::new(
        config,
    )))
}

/// An invite as a player pastes it: a bare code, or the link
/// `http://HOST:PORT/join/CODE`, which names the server too.
///
/// # Errors
/// When the code is not one of ours.
pub fn parse_invite(text: &str) -> Result<(Option<String>, String), String> {
    let text = text.trim();
    let (server, code) = match text.split_once("/join/") {
        Some((server, code)) => (Some(server.to_owned()), code.trim_end_matches('/')),
        None => (None, text),
    };
    if !morris_protocol::is_well_formed_code(code) {
        return Err(format!(
            "{text:?} is not an invite code or link (a code is 22 letters, digits, - and _)"
        ));
    }
    Ok((server, code.to_owned()))
}

/// The client's socket settings: a read buffer as small as the server's
/// (see [`morris_protocol::READ_BUFFER`]).
#[must_use]
pub fn socket_config() -> tokio_tungstenite::tungstenite::protocol::WebSocketConfig {
    tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(morris_protocol::READ_BUFFER)
}

fn backoff(attempt: u32) -> Duration {
    Duration::from_millis((250u64 << attempt.min(5)).min(5_000))
}

/// The connection's loop: connect, hello, talk; on a break, wait and
/// rejoin.
/// The client's own limit of messages a second: under the server's
/// [`morris_protocol::MAX_RATE`], with room for the answers to its pings.
const PACE: usize = morris_protocol::MAX_RATE as usize - 4;

/// The times of the messages sent in the last second (a little more), so
/// that the next waits while [`PACE`] were.
#[derive(Debug, Default)]
struct Pace(std::collections::VecDeque<tokio::time::Instant>);

impl Pace {
    const WINDOW: Duration = Duration::from_millis(1100);

    /// A message was sent now.
    fn sent(&mut self) {
        self.0.push_back(tokio::time::Instant::now());
    }

    /// Waits until another message may go, and counts it as sent.
    async fn wait(&mut self) {
        let now = tokio::time::Instant::now();
        while self
            .0
            .front()
            .is_some_and(|&t| now.duration_since(t) >= Self::WINDOW)
        {
            self.0.pop_front();
        }
        if self.0.len() >= PACE
            && let Some(&oldest) = self.0.front()
        {
            tokio::time::sleep_until(oldest + Self::WINDOW).await;
            self.0.pop_front();
        }
        self.sent();
    }
}

async fn run(
    urls: Vec<String>,
    connector: Option<tokio_tungstenite::Connector>,
    name: String,
    mut enter: Enter,
    mut queue: mpsc::UnboundedReceiver<ClientMessage>,
    tell: std_mpsc::Sender<Event>,
) {
    let mut attempt = 0u32;
    let mut welcomed_once = false;
    // The server tried now, of `urls`.
    let mut at = 0;
    loop {
        let url = &urls[at % urls.len()];
        // No Nagle delay: a turn goes out the moment it is made.
        let connecting = tokio_tungstenite::connect_async_tls_with_config(
            url.as_str(),
            Some(socket_config()),
            true,
            connector.clone(),
        );
        let connecting = tokio::time::timeout(CONNECT_TIMEOUT, connecting);
        let reason = match connecting.await.unwrap_or_else(|_| {
            Err(tokio_tungstenite::tungstenite::Error::Io(
                std::io::Error::new(std::io::ErrorKind::TimedOut, "no answer in 10 s"),
            ))
        }) {
            Ok((socket, _)) => {
                let (mut sink, mut stream) = socket.split();
                let hello = ClientMessage::Hello {
                    version: VERSION,
                    name: name.clone(),
                    enter: enter.clone(),
                };
                let mut welcomed = false;
                let mut pace = Pace::default();
                pace.sent();
                let hello_sent = std::time::Instant::now();
                let mut reason = match serde_json::to_string(&hello) {
                    Ok(text) => match sink.send(Message::Text(text.into())).await {
                        Ok(()) => String::new(),
                        Err(e) => e.to_string(),
                    },
                    Err(e) => e.to_string(),
                };
                while reason.is_empty() {
                    tokio::select! {
                        () = tokio::time::sleep(Duration::from_millis(100)), if !welcomed => {
                            if queue.is_closed() {
                                return;
                            }
                            if hello_sent.elapsed() > morris_protocol::SILENCE {
                                reason = "the server did not answer the hello".into();
                            }
                        }
                        () = tokio::time::sleep(morris_protocol::SILENCE) => {
                            // The server pings every two seconds: silence
                            // this long is a connection gone.
                            reason = "the server fell silent".into();
                        }
                        frame = stream.next() => {
                            let text = match frame {
                                Some(Ok(Message::Text(text))) => text,
                                Some(Ok(Message::Close(_))) | None => {
                                    reason = "the server closed the connection".into();
                                    break;
                                }
                                Some(Ok(_)) => continue,
                                Some(Err(e)) => {
                                    reason = e.to_string();
                                    break;
                                }
                            };
                            let Ok(mut message) = serde_json::from_str::<ServerMessage>(text.as_str()) else {
                                continue;
                            };
                            // Shown by frontends: nothing a terminal obeys.
                            message.make_printable();
                            let event = match message {
                                ServerMessage::Ping { id } => {
                                    pace.sent();
                                    if let Ok(text) = serde_json::to_string(&ClientMessage::Pong { id })
                                        && let Err(e) = sink.send(Message::Text(text.into())).await
                                    {
                                        reason = e.to_string();
                                    }
                                    continue;
                                }
                                ServerMessage::Welcome(w) => {
                                    welcomed = true;
                                    welcomed_once = true;
                                    attempt = 0;
                                    if let Some(token) = &w.token {
                                        enter = Enter::Rejoin { room: w.room.clone(), token: token.clone() };
                                    }
                                    Event::Welcome(w)
                                }
                                ServerMessage::State(s) => Event::State(s),
                                ServerMessage::Notice { seq, notice } => Event::Notice { seq, notice },
                                ServerMessage::Record { text } => Event::Record(text),
                                ServerMessage::Hint { ply, turn } => Event::Hint { ply, turn },
                                ServerMessage::Error(e) => {
                                    if !welcomed && final_refusal(e.code) {
                                        let _ = tell.send(Event::Failed(e.message.clone()));
                                        let _ = tell.send(Event::Refused(e));
                                        return;
                                    }
                                    if !welcomed {
                                        // Not seated, and not for good: try again.
                                        reason = e.message.clone();
                                        let _ = tell.send(Event::Refused(e));
                                        continue;
                                    }
                                    Event::Refused(e)
                                }
                            };
                            if tell.send(event).is_err() {
                                return;
                            }
                        }
                        message = queue.recv(), if welcomed => {
                            let Some(message) = message else {
                                let _ = sink.close().await;
                                return;
                            };
                            // Never faster than the server takes: a script
                            // plays far quicker than the limit.
                            pace.wait().await;
                            match serde_json::to_string(&message) {
                                Ok(text) => {
                                    if let Err(e) = sink.send(Message::Text(text.into())).await {
                                        reason = e.to_string();
                                    }
                                }
                                Err(e) => reason = e.to_string(),
                            }
                        }
                    }
                }
                reason
            }
            Err(e) => e.to_string(),
        };
        if queue.is_closed() {
            return;
        }
        attempt += 1;
        let tries = u32::try_from(urls.len()).unwrap_or(u32::MAX);
        if (!welcomed_once && attempt >= FIRST_ATTEMPTS.saturating_mul(tries))
            || attempt >= LATER_ATTEMPTS.saturating_mul(tries)
        {
            let _ = tell.send(Event::Failed(format!("cannot reach {url}: {reason}")));
            return;
        }
        // The next server at once; after a round of them all, the backoff.
        at += 1;
        let wait = if at % urls.len() == 0 {
            backoff(attempt.div_ceil(tries))
        } else {
            Duration::from_millis(50)
        };
        if tell
            .send(Event::Reconnecting {
                attempt,
                wait,
                reason,
            })
            .is_err()
        {
            return;
        }
        // Wait, but end at once when the client is dropped.
        tokio::select! {
            () = tokio::time::sleep(wait) => {}
            () = closed(&queue) => return,
        }
    }
}

async fn closed(queue: &mpsc::UnboundedReceiver<ClientMessage>) {
    while !queue.is_closed() {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Refusals of a hello that trying again cannot mend.
const fn final_refusal(code: ErrorCode) -> bool {
    matches!(
        code,
        ErrorCode::Version
            | ErrorCode::UnknownCode
            | ErrorCode::RoomFull
            | ErrorCode::RoomExpired
            | ErrorCode::BadToken
            | ErrorCode::BadSettings
            | ErrorCode::TooManyRooms
            | ErrorCode::ServerFull
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    // Tokio's clock paused: time moves only when every task waits, so the
    // test measures the pace itself, not the machine's speed.
    #[tokio::test(start_paused = true)]
    async fn a_burst_is_paced_under_the_servers_limit() {
        let mut pace = Pace::default();
        let start = tokio::time::Instant::now();
        for _ in 0..PACE {
            pace.wait().await;
        }
        assert_eq!(start.elapsed(), Duration::ZERO, "{PACE} go at once");
        pace.wait().await;
        assert!(start.elapsed() >= Duration::from_millis(1000));
    }

    #[test]
    fn server_addresses_become_socket_urls() {
        assert_eq!(
            socket_url("127.0.0.1:7700").unwrap(),
            "ws://127.0.0.1:7700/ws"
        );
        assert_eq!(
            socket_url("http://example.org:80/").unwrap(),
            "ws://example.org:80/ws"
        );
        assert_eq!(socket_url("ws://h:1").unwrap(), "ws://h:1/ws");
        assert_eq!(socket_url("https://h:1").unwrap(), "wss://h:1/ws");
        assert!(socket_url("gopher://h").is_err());
        assert!(socket_url("").is_err());
        assert_eq!(
            socket_urls("127.0.0.1:1, ws://h:2").unwrap(),
            ["ws://127.0.0.1:1/ws", "ws://h:2/ws"]
        );
        assert!(socket_urls("127.0.0.1:1,").is_err());
    }

    #[test]
    fn invites_are_codes_or_links() {
        let code = "Zm9vYmFyYmF6cXV4MTIzNA".to_owned();
        assert_eq!(parse_invite(&code).unwrap(), (None, code.clone()));
        let link = format!("http://10.0.0.2:7700/join/{code}");
        assert_eq!(
            parse_invite(&link).unwrap(),
            (Some("http://10.0.0.2:7700".to_owned()), code)
        );
        assert!(parse_invite("http://h/join/nonsense").is_err());
        assert!(parse_invite("").is_err());
    }

    #[test]
    fn backoff_grows_and_is_capped() {
        assert!(backoff(1) < backoff(2));
        assert_eq!(backoff(30), Duration::from_millis(5_000));
    }
}
