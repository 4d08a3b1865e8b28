//! The load benchmark of games against the computer (`cargo xtask bench
//! online` runs it after the friends' one): `morris serve` in a process of
//! its own, and CLIENTS browser-like clients at once on loopback, each
//! playing the server's computer at LEVEL with random legal turns for
//! SECONDS seconds (a finished game is followed by another). Prints the
//! round trip of a turn to the computer's answer (sent to the state that
//! holds the reply) at p50, p99 and max, the longest a search waited in
//! the queue for a free thinker, the searches that waited, and the
//! refusals (there must be none).
//!
//! Usage: `ai_load MORRIS_BINARY [CLIENTS] [SECONDS] [LEVEL]` (defaults
//! 200, 60 and 5).

#[path = "support/mod.rs"]
mod support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::{SinkExt as _, StreamExt as _};
use morris_core::Rules;
use morris_protocol::{
    AiDoing, AiOpponent, ClientMessage, ColorChoice, Enter, RoomSettings, ServerMessage, VERSION,
};
use tokio::sync::Mutex;
use tokio_tungstenite::tungstenite::Message;

/// What one client saw.
#[derive(Default)]
struct Seen {
    /// From a turn sent to the state with the computer's reply, in µs.
    replies: Vec<u64>,
    /// The longest queue wait the states reported, in ms.
    longest_wait_ms: u64,
    /// States that said the computer waits for a thinker.
    waiting_states: u64,
    games: u32,
    refused: u64,
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn say(socket: &mut Socket, message: &ClientMessage) {
    let text = serde_json::to_string(message).expect("a message encodes");
    let _ = socket.send(Message::Text(text.into())).await;
}

async fn client(url: String, level: u8, end: Instant, seed: u64) -> Seen {
    let mut seen = Seen::default();
    let Ok((mut socket, _)) = tokio_tungstenite::connect_async_with_config(
        url.as_str(),
        Some(morris_client::socket_config()),
        true,
    )
    .await
    else {
        seen.refused += 1;
        return seen;
    };
    let settings = RoomSettings {
        color: ColorChoice::Random,
        ai: Some(AiOpponent { level }),
        ..RoomSettings::new(Rules::default())
    };
    say(
        &mut socket,
        &ClientMessage::Hello {
            version: VERSION,
            name: "visitor".into(),
            enter: Enter::Host { settings },
        },
    )
    .await;
    let mut rng = seed | 1;
    let mut sent: Option<(u32, usize, Instant)> = None;
    let mut asked_rematch = 0;
    let mut last_move = Instant::now();
    loop {
        let frame = tokio::select! {
            frame = socket.next() => frame,
            () = tokio::time::sleep_until(end.into()) => break,
        };
        let Some(Ok(Message::Text(text))) = frame else {
            if matches!(frame, Some(Ok(_))) {
                continue;
            }
            break;
        };
        let Ok(message) = serde_json::from_str::<ServerMessage>(text.as_str()) else {
            continue;
        };
        match message {
            ServerMessage::State(s) => {
                let Some(ai) = s.ai else { continue };
                seen.longest_wait_ms = seen.longest_wait_ms.max(ai.last_wait_ms);
                if matches!(ai.doing, AiDoing::Waiting { .. }) {
                    seen.waiting_states += 1;
                }
                if let Some((game, ply, at)) = sent
                    && (s.game != game || s.moves.len() >= ply + 2 || s.outcome.is_some())
                {
                    if s.game == game && s.moves.len() >= ply + 2 {
                        seen.replies.push(at.elapsed().as_micros() as u64);
                    }
                    sent = None;
                }
                if s.outcome.is_some() {
                    if asked_rematch < s.game {
                        asked_rematch = s.game;
                        seen.games += 1;
                        say(&mut socket, &ClientMessage::AskRematch).await;
                    }
                } else if s.to_move != ai.color && sent.is_none() && !s.legal.is_empty() {
                    rng ^= rng << 13;
                    rng ^= rng >> 7;
                    rng ^= rng << 17;
                    let turn = s.legal[(rng % s.legal.len() as u64) as usize].clone();
                    let ply = s.moves.len();
                    // Under the server's limit of messages a second, as our
                    // client keeps itself: a script answers far faster
                    // than a person.
                    let wait = last_move + Duration::from_millis(70);
                    tokio::time::sleep_until(wait.into()).await;
                    last_move = Instant::now();
                    say(
                        &mut socket,
                        &ClientMessage::Move {
                            ply: ply as u32,
                            turn,
                        },
                    )
                    .await;
                    sent = Some((s.game, ply, Instant::now()));
                }
            }
            ServerMessage::Ping { id } => say(&mut socket, &ClientMessage::Pong { id }).await,
            ServerMessage::Error(e) => {
                eprintln!("refused: {e:?}");
                seen.refused += 1;
                sent = None;
            }
            _ => {}
        }
    }
    let _ = socket.close(None).await;
    seen
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let binary = args
        .get(1)
        .expect("usage: ai_load MORRIS_BINARY [CLIENTS] [SECONDS] [LEVEL]");
    let clients: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(200);
    let seconds: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(60);
    let level: u8 = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(5);
    let server = support::Server::start(binary, "ai-load");
    let addr = server.addr.clone();
    let url = format!("ws://{addr}/ws");
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    println!(
        "morris serve on {addr}: {clients} visitors against the computer at level {level}, \
         {seconds} s, {cores} searches at once"
    );
    let end = Instant::now() + Duration::from_secs(seconds);
    let results = Arc::new(Mutex::new(Vec::new()));
    let mut tasks = Vec::new();
    for c in 0..clients {
        let url = url.clone();
        let r = Arc::clone(&results);
        tasks.push(tokio::spawn(async move {
            let seen = client(url, level, end, c as u64 * 2 + 11).await;
            r.lock().await.push(seen);
        }));
    }
    for t in tasks {
        let _ = t.await;
    }
    server.stop();
    let results = results.lock().await;
    let mut replies: Vec<u64> = results
        .iter()
        .flat_map(|s| s.replies.iter().copied())
        .collect();
    replies.sort_unstable();
    let refused: u64 = results.iter().map(|s| s.refused).sum();
    let games: u32 = results.iter().map(|s| s.games).sum();
    let longest = results.iter().map(|s| s.longest_wait_ms).max().unwrap_or(0);
    let waiting: u64 = results.iter().map(|s| s.waiting_states).sum();
    println!(
        "computer replies: {} in {seconds} s = {:.0} a second; games finished {games}; refused {refused}",
        replies.len(),
        replies.len() as f64 / seconds as f64
    );
    println!(
        "turn to reply: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        support::percentile(&replies, 0.5),
        support::percentile(&replies, 0.99),
        support::percentile(&replies, 1.0)
    );
    println!("queue: longest wait {longest} ms; {waiting} states said the computer waited");
    if refused > 0 || replies.is_empty() {
        std::process::exit(1);
    }
}
