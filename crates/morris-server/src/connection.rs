//! One player's (or watcher's) socket: its limits, the hello that seats
//! it, its actions sent through the room, the hint and the review it asks
//! for, the pings that measure its round trip, and its leaving.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use axum::extract::ws::{Message, WebSocket};
use futures_util::{SinkExt as _, StreamExt as _};
use morris_protocol::{
    ClientMessage, ErrorCode, ErrorMessage, GameState, MAX_MESSAGE, MAX_RATE, ServerMessage,
    VERSION,
};
use tokio::sync::{broadcast, mpsc};

use crate::hub::{Hub, RoomCell, encode};
use crate::now_ms;
use crate::room::{Decision, MAX_LAG_MS, Seat};

/// How many broken limits close a socket.
pub const MAX_STRIKES: u32 = 10;

/// Where a socket sits once it said hello.
pub(crate) struct Seated {
    pub(crate) cell: Arc<RoomCell>,
    /// The seat, or none for a watcher.
    pub(crate) seat: Option<Seat>,
    /// What the room tells its sockets.
    pub(crate) listen: broadcast::Receiver<Arc<str>>,
    /// The room as it stood when `listen` subscribed: everything the
    /// channel brings is newer.
    pub(crate) snapshot: Box<GameState>,
}

/// The limits of one socket: a bucket of [`MAX_RATE`] messages refilled
/// each second, and the strikes against it.
struct Limits {
    tokens: f64,
    last: Instant,
    strikes: u32,
}

impl Limits {
    fn new() -> Limits {
        Limits {
            tokens: f64::from(MAX_RATE),
            last: Instant::now(),
            strikes: 0,
        }
    }

    fn take(&mut self) -> bool {
        let now = Instant::now();
        let rate = f64::from(MAX_RATE);
        self.tokens = (self.tokens + now.duration_since(self.last).as_secs_f64() * rate).min(rate);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Serves one socket from `from` (its address, when known) until it
/// closes, breaks the limits once too often, or goes silent.
pub(crate) async fn connection(socket: WebSocket, hub: Arc<Hub>, from: Option<IpAddr>) {
    let (mut sink, mut stream) = socket.split();
    let (out, mut queue) = mpsc::channel::<Arc<str>>(512);
    let writer = tokio::spawn(async move {
        while let Some(text) = queue.recv().await {
            if sink
                .send(Message::Text(text.as_ref().into()))
                .await
                .is_err()
            {
                break;
            }
        }
        let _ = sink.close().await;
    });
    let mut seated: Option<Seated> = None;
    let mut limits = Limits::new();
    // Silent for this long: closed. Pinged five times meanwhile.
    let silence = hub.limits().silence;
    let mut ping = tokio::time::interval(silence / 5);
    let mut pings: HashMap<u64, Instant> = HashMap::new();
    let mut next_ping = 0u64;
    let opened = Instant::now();
    let mut heard = Instant::now();
    // A review (or a practice's try) under way for this socket.
    let reviewing = Arc::new(AtomicBool::new(false));
    let send = |m: &ServerMessage| {
        let _ = out.try_send(encode(m));
    };
    loop {
        tokio::select! {
            frame = stream.next() => {
                let text = match frame {
                    None | Some(Ok(Message::Close(_))) => break,
                    Some(Ok(Message::Text(text))) => {
                        // Only a whole message counts as heard: a message
                        // left unfinished, kept alive by pings, is not.
                        heard = Instant::now();
                        text.as_str().to_owned()
                    }
                    Some(Ok(Message::Binary(_))) => {
                        heard = Instant::now();
                        limits.strikes += 1;
                        send(&ServerMessage::Error(ErrorMessage::with(ErrorCode::BadMessage, "messages are JSON text frames")));
                        if limits.strikes >= MAX_STRIKES { break; }
                        continue;
                    }
                    Some(Ok(_)) => {
                        // Ping and pong frames (each ping answered by the
                        // library) count against the rate as messages do.
                        if !limits.take() {
                            limits.strikes += 1;
                            if limits.strikes <= 2 {
                                send(&ServerMessage::Error(ErrorMessage::new(ErrorCode::TooFast)));
                            }
                            if limits.strikes >= MAX_STRIKES { break; }
                        }
                        continue;
                    }
                    Some(Err(e)) => {
                        send(&ServerMessage::Error(ErrorMessage::with(ErrorCode::BadMessage, format!("the connection broke: {e}"))));
                        break;
                    }
                };
                let refusal = if !limits.take() {
                    Some(ErrorMessage::new(ErrorCode::TooFast))
                } else if text.len() > MAX_MESSAGE {
                    Some(ErrorMessage::with(ErrorCode::TooBig, format!("a message may hold {MAX_MESSAGE} bytes, this one held {}", text.len())))
                } else {
                    None
                };
                if let Some(refusal) = refusal {
                    limits.strikes += 1;
                    // One error a second at most for a flood.
                    if refusal.code != ErrorCode::TooFast || limits.strikes <= 2 {
                        send(&ServerMessage::Error(refusal));
                    }
                    if limits.strikes >= MAX_STRIKES { break; }
                    continue;
                }
                let message: ClientMessage = match serde_json::from_str(&text) {
                    Ok(m) => m,
                    Err(e) => {
                        limits.strikes += 1;
                        send(&ServerMessage::Error(ErrorMessage::with(ErrorCode::BadMessage, e.to_string())));
                        if limits.strikes >= MAX_STRIKES { break; }
                        continue;
                    }
                };
                match (&mut seated, message) {
                    (None, ClientMessage::Hello { version, name, enter }) => {
                        if version != VERSION {
                            send(&ServerMessage::Error(ErrorMessage::with(ErrorCode::Version, format!("this server speaks version {VERSION}, the client {version}"))));
                            break;
                        }
                        match crate::handshake::hello(&hub, &name, enter, from).await {
                            Ok((welcome, mut now_seated)) => {
                                send(&ServerMessage::Welcome(welcome));
                                let snapshot = std::mem::replace(
                                    &mut now_seated.snapshot,
                                    Box::new(GameState::placeholder()),
                                );
                                send(&ServerMessage::State(snapshot));
                                seated = Some(now_seated);
                            }
                            Err(e) => {
                                send(&ServerMessage::Error(e));
                            }
                        }
                    }
                    (_, ClientMessage::Pong { id }) => {
                        if let (Some(sent), Some(s)) = (pings.remove(&id), &seated)
                            && let Some(seat) = s.seat
                        {
                            s.cell.set_lag(seat, sent.elapsed().as_millis() as u64);
                        }
                    }
                    (None, _) => {
                        limits.strikes += 1;
                        send(&ServerMessage::Error(ErrorMessage::with(ErrorCode::Hello, "say hello first")));
                        if limits.strikes >= MAX_STRIKES { break; }
                    }
                    (Some(_), ClientMessage::Hello { .. }) => {
                        limits.strikes += 1;
                        send(&ServerMessage::Error(ErrorMessage::new(ErrorCode::Hello)));
                        if limits.strikes >= MAX_STRIKES { break; }
                    }
                    (Some(s), ClientMessage::AskHint) => match hint_task(&hub, s).await {
                        Err(e) => send(&ServerMessage::Error(e)),
                        // One hint at a time a seat, however many sockets
                        // it has.
                        Ok((_, _, seat)) if s.cell.hinting[seat.index()].swap(true, Ordering::AcqRel) => {
                            send(&ServerMessage::Error(ErrorMessage::with(ErrorCode::NoRequest, "a hint is already being found")));
                        }
                        Ok((game, ply, seat)) => {
                            tokio::spawn(give_hint(Arc::clone(&hub), Arc::clone(&s.cell), seat, from, (game, ply), out.clone()));
                        }
                    },
                    (Some(s), ClientMessage::AskReview) => {
                        if let Err(e) = crate::review::ask_review(&hub, s, &reviewing, from, &out).await {
                            send(&ServerMessage::Error(e));
                        }
                    }
                    (Some(s), ClientMessage::TryTurn { ply, turn }) => {
                        if let Err(e) = crate::review::ask_grade(&hub, s, (ply, &turn), &reviewing, (from, &out)).await {
                            send(&ServerMessage::Error(e));
                        }
                    }
                    (Some(s), ClientMessage::GetRecord) => {
                        let room = s.cell.room.lock().await;
                        send(&ServerMessage::Record { text: room.record_text() });
                    }
                    (Some(s), message) => {
                        let Some(seat) = s.seat else {
                            send(&ServerMessage::Error(ErrorMessage::new(ErrorCode::Watching)));
                            continue;
                        };
                        let cell = Arc::clone(&s.cell);
                        let mut room = cell.room.lock().await;
                        let acted = hub
                            .commit(&cell, &mut room, |room| {
                                let lag = cell.lag(seat).min(MAX_LAG_MS);
                                room.act(seat, message.clone(), now_ms(), lag)
                            })
                            .await;
                        drop(room);
                        if let Err(e) = acted {
                            send(&ServerMessage::Error(e));
                        }
                    }
                }
            }
            told = async {
                match &mut seated {
                    Some(s) => s.listen.recv().await,
                    None => std::future::pending().await,
                }
            } => {
                match told {
                    Ok(text) => {
                        if out.try_send(text).is_err() {
                            // A socket that cannot keep up gets the state again when it can.
                            tracing::debug!("a slow socket missed a message");
                        }
                    }
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        if let Some(s) = &seated {
                            let room = s.cell.room.lock().await;
                            send(&ServerMessage::State(Box::new(room.state(now_ms()))));
                        }
                    }
                    Err(broadcast::error::RecvError::Closed) => break,
                }
            }
            _ = ping.tick() => {
                if heard.elapsed() > silence || (seated.is_none() && opened.elapsed() > silence) {
                    break;
                }
                next_ping += 1;
                pings.insert(next_ping, Instant::now());
                pings.retain(|_, t| t.elapsed() < Duration::from_secs(30));
                send(&ServerMessage::Ping { id: next_ping });
            }
        }
    }
    if let Some(Seated {
        cell,
        seat: Some(seat),
        listen,
        ..
    }) = seated
    {
        // No longer listening: the last socket to go lets the room's
        // channel go with the telling of its going.
        drop(listen);
        let mut room = cell.room.lock().await;
        cell.count_open(seat, -1);
        let _ = hub
            .commit(&cell, &mut room, |room| {
                Decision::presence(room.disconnect(seat, now_ms()))
            })
            .await;
    }
    drop(out);
    let _ = writer.await;
    // The writer sent the close frame: read what the peer still sends until
    // it closes too (a second at most), so that the socket ends with a
    // close, not a reset that would throw away our last messages to it.
    let _ = tokio::time::timeout(Duration::from_secs(1), async {
        while let Some(Ok(message)) = stream.next().await {
            if matches!(message, Message::Close(_)) {
                break;
            }
        }
    })
    .await;
}

/// The game to find a hint in, its turn number and the seat that asks:
/// for a seated player to move, in a room that allows help, on a server
/// with an AI.
async fn hint_task(
    hub: &Hub,
    seated: &Seated,
) -> Result<(morris_core::Game, u32, Seat), ErrorMessage> {
    let seat = seated
        .seat
        .ok_or_else(|| ErrorMessage::new(ErrorCode::Watching))?;
    if hub.ai.is_none() {
        return Err(ErrorMessage::new(ErrorCode::NoAi));
    }
    let room = seated.cell.room.lock().await;
    if !room.settings().help {
        return Err(ErrorMessage::new(ErrorCode::NoHelp));
    }
    if room.game().is_over() {
        return Err(ErrorMessage::new(ErrorCode::GameOver));
    }
    if room.game().position().side_to_move() != room.color_of(seat) {
        return Err(ErrorMessage::new(ErrorCode::NotYourTurn));
    }
    Ok((room.game().clone(), room.game().moves().len() as u32, seat))
}

/// Finds a hint for `seat` in the AI's queue, in the turn of the address
/// that asked (or takes the one kept for the position), and sends it to
/// the socket that asked.
async fn give_hint(
    hub: Arc<Hub>,
    cell: Arc<RoomCell>,
    seat: Seat,
    asker: Option<IpAddr>,
    (game, ply): (morris_core::Game, u32),
    out: mpsc::Sender<Arc<str>>,
) {
    if let Some(queue) = hub.ai() {
        // A hint found before in this position (for anyone: every game
        // starts from the same board) comes at once, without the queue.
        let hint = match hub.hints.get(&game) {
            Some(m) => Some(m),
            None => {
                let thinker = queue.thinker(queue.ticket(asker)).await;
                // Found while this one waited?
                let hint = match hub.hints.get(&game) {
                    Some(m) => Some(m),
                    None => {
                        let brain = queue.brain();
                        let searched = game.clone();
                        let hint = tokio::task::spawn_blocking(move || brain.hint(&searched))
                            .await
                            .ok()
                            .flatten();
                        if let Some(m) = hint {
                            hub.hints.put(&game, m);
                        }
                        hint
                    }
                };
                drop(thinker);
                hint
            }
        };
        if let Some(m) = hint {
            let _ = out.try_send(encode(&ServerMessage::Hint {
                ply,
                turn: m.to_string(),
            }));
        }
    }
    cell.hinting[seat.index()].store(false, Ordering::Release);
}
