//! The connection's thread: TLS, the socket, the loop that says hello,
//! answers pings, sends at the client's pace and reconnects with backoff.

use std::sync::mpsc as std_mpsc;
use std::time::Duration;

use futures_util::{Sink, SinkExt as _, StreamExt as _};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

use morris_protocol::{ClientMessage, Enter, ErrorCode, ServerMessage, VERSION};

use crate::{Event, FIRST_ATTEMPTS, LATER_ATTEMPTS};

/// How long a connection attempt may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// TLS for the client: the usual web roots, and the certificates of `ca`.
pub(crate) fn tls_connector(
    ca: Option<&std::path::Path>,
) -> Result<tokio_tungstenite::Connector, String> {
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

/// The client's socket settings: a read buffer as small as the server's
/// (see [`morris_protocol::READ_BUFFER`]).
#[must_use]
pub fn socket_config() -> tokio_tungstenite::tungstenite::protocol::WebSocketConfig {
    tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(morris_protocol::READ_BUFFER)
}

/// The wait before the `attempt`th round of tries: doubling from
/// a quarter of a second, at most five seconds.
fn backoff(attempt: u32) -> Duration {
    Duration::from_millis((250u64 << attempt.min(5)).min(5_000))
}

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

/// The connection's loop: connect, hello, talk; on a break, wait and
/// rejoin.
pub(crate) async fn run(
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
                let mut reason = send(&mut sink, &hello).await.err().unwrap_or_default();
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
                                    if let Err(e) = send(&mut sink, &ClientMessage::Pong { id }).await {
                                        reason = e;
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
                                ServerMessage::Review(review) => Event::Review(review),
                                ServerMessage::Graded { game, right, graded } => Event::Graded { game, right, graded },
                                ServerMessage::Error(e) => {
                                    if !welcomed && final_refusal(e.code) {
                                        let _ = tell.send(Event::TurnedAway(e));
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
                            if let Err(e) = send(&mut sink, &message).await {
                                reason = e;
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

/// Sends `message` as one text frame; why it could not be, if it could not.
async fn send<S>(sink: &mut S, message: &ClientMessage) -> Result<(), String>
where
    S: Sink<Message> + Unpin,
    S::Error: std::fmt::Display,
{
    let text = serde_json::to_string(message).map_err(|e| e.to_string())?;
    sink.send(Message::Text(text.into()))
        .await
        .map_err(|e| e.to_string())
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
    fn backoff_grows_and_is_capped() {
        assert!(backoff(1) < backoff(2));
        assert_eq!(backoff(30), Duration::from_millis(5_000));
    }
}
