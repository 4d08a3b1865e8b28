//! The server under attack (`cargo xtask bench online` runs it last):
//! `morris serve` in a process of its own with the limits a public server
//! keeps (the defaults), an honest friends' game and an honest game
//! against the computer at level 1 played throughout, each from an address
//! of its own on loopback, while in turn:
//!
//! 1. one address keeps 60 rooms against the computer at level 10 busy
//!    (each of its turns asks for a search) for SECONDS;
//! 2. 1,000 connections from 20 addresses each send half a request head
//!    and hold it for 20 s (the server's header timeout is 10 s);
//! 3. one address makes rooms as fast as it can for SECONDS;
//! 4. 200 addresses do so at once for SECONDS (the server fills up: the
//!    rooms no one joined go only after `--unjoined-room-minutes`).
//!
//! Prints for each phase the rooms made and refused, the server's memory
//! after it, the honest game's round trip of a turn (sent to the state
//! that holds it) at p50, p99 and max, and the honest computer game's
//! wait from its turn to the computer's reply.
//!
//! Usage: `attack MORRIS_BINARY [SECONDS]` (default 60).

#[path = "support/mod.rs"]
mod support;

use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use futures_util::{SinkExt as _, StreamExt as _};
use morris_core::Rules;
use morris_protocol::{
    AiOpponent, ClientMessage, ColorChoice, Enter, ErrorCode, GameState, RoomSettings,
    ServerMessage, VERSION,
};
use tokio::io::AsyncWriteExt as _;
use tokio_tungstenite::tungstenite::Message;

type Socket = tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>;

/// The phases, as the table names them.
const PHASES: [&str; 5] = [
    "quiet",
    "computer queue flood",
    "1,000 half-open connections",
    "room flood, 1 address",
    "room flood, 200 addresses",
];

/// What the honest players measured, by phase: microseconds.
#[derive(Default)]
struct Honest {
    trips: [Vec<u64>; PHASES.len()],
    waits: [Vec<u64>; PHASES.len()],
}

/// A TCP connection to `server` from the loopback address `from`.
async fn tcp_from(from: Ipv4Addr, server: SocketAddr) -> std::io::Result<tokio::net::TcpStream> {
    let socket = tokio::net::TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(from.into(), 0))?;
    socket.connect(server).await
}

/// A WebSocket to `server` from `from`, said hello to with `enter`.
async fn enter(from: Ipv4Addr, server: SocketAddr, name: &str, enter: Enter) -> Option<Socket> {
    let tcp = tcp_from(from, server).await.ok()?;
    let url = format!("ws://{server}/ws");
    let (mut socket, _) =
        tokio_tungstenite::client_async_with_config(url, tcp, Some(morris_client::socket_config()))
            .await
            .ok()?;
    say(
        &mut socket,
        &ClientMessage::Hello {
            version: VERSION,
            name: name.into(),
            enter,
        },
    )
    .await;
    Some(socket)
}

async fn say(socket: &mut Socket, message: &ClientMessage) {
    let text = serde_json::to_string(message).expect("a message encodes");
    let _ = socket.send(Message::Text(text.into())).await;
}

/// What the server said within a wait.
enum Heard {
    Message(ServerMessage),
    Nothing,
    Closed,
}

/// The next message from the server within `wait`, its pings answered.
async fn listen(socket: &mut Socket, wait: Duration) -> Heard {
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        let frame = match tokio::time::timeout_at(deadline, socket.next()).await {
            Err(_) => return Heard::Nothing,
            Ok(Some(Ok(frame))) => frame,
            Ok(_) => return Heard::Closed,
        };
        let Message::Text(text) = frame else {
            continue;
        };
        let Ok(message) = serde_json::from_str::<ServerMessage>(&text) else {
            continue;
        };
        if let ServerMessage::Ping { id } = message {
            say(socket, &ClientMessage::Pong { id }).await;
            continue;
        }
        return Heard::Message(message);
    }
}

/// The next message from the server within `wait`, or none.
async fn hear(socket: &mut Socket, wait: Duration) -> Option<ServerMessage> {
    match listen(socket, wait).await {
        Heard::Message(message) => Some(message),
        Heard::Nothing | Heard::Closed => None,
    }
}

/// Whether it is `mine` to play in `state`.
fn my_turn(state: &GameState, host: bool) -> bool {
    let mine = if host {
        state.host_color
    } else {
        state.host_color.other()
    };
    let seated = state.names.white.is_some() && state.names.black.is_some();
    state.outcome.is_none() && seated && state.to_move == mine && !state.legal.is_empty()
}

/// Plays one seat of a game with random turns, one every 200 ms at most,
/// until `stop`: `on_reply` gets each turn's wait (sent to the state
/// that holds it, or with `computer` the computer's reply after it).
async fn play_seat(
    mut socket: Socket,
    host: bool,
    computer: bool,
    stop: Arc<AtomicBool>,
    seed: u64,
    mut on_reply: impl FnMut(u64),
) {
    let mut rng = support::Rng(seed | 1);
    let mut sent: Option<(u32, usize, Instant)> = None;
    let mut asked_rematch = 0;
    while !stop.load(Ordering::Relaxed) {
        let message = match listen(&mut socket, Duration::from_millis(200)).await {
            Heard::Message(message) => message,
            Heard::Nothing => continue,
            Heard::Closed => {
                eprintln!("a player's socket closed");
                return;
            }
        };
        let ServerMessage::State(state) = message else {
            continue;
        };
        if let Some((game, ply, at)) = sent {
            let answered = if computer { ply + 2 } else { ply + 1 };
            if state.game != game || state.moves.len() >= answered || state.outcome.is_some() {
                if state.game == game && state.moves.len() >= answered {
                    on_reply(at.elapsed().as_micros() as u64);
                }
                sent = None;
            }
        }
        if sent.is_none() && my_turn(&state, host) {
            tokio::time::sleep(Duration::from_millis(200)).await;
            let ply = state.moves.len();
            let turn = state.legal[rng.below(state.legal.len())].clone();
            say(
                &mut socket,
                &ClientMessage::Move {
                    ply: ply as u32,
                    turn,
                },
            )
            .await;
            sent = Some((state.game, ply, Instant::now()));
        } else if state.outcome.is_some() {
            let mine = if host {
                state.host_color
            } else {
                state.host_color.other()
            };
            if state.rematch.is_some_and(|asker| asker != mine) {
                say(&mut socket, &ClientMessage::AnswerRematch { accept: true }).await;
            } else if host && asked_rematch < state.game {
                asked_rematch = state.game;
                say(&mut socket, &ClientMessage::AskRematch).await;
            }
        }
    }
}

/// The honest friends' game: host at 127.0.0.2, guest at 127.0.0.3.
async fn honest_friends(
    server: SocketAddr,
    stop: Arc<AtomicBool>,
    phase: Arc<AtomicUsize>,
    honest: Arc<std::sync::Mutex<Honest>>,
) {
    let settings = RoomSettings {
        color: ColorChoice::White,
        ..RoomSettings::new(Rules::default())
    };
    let host_ip = Ipv4Addr::new(127, 0, 0, 2);
    let mut host = enter(host_ip, server, "Ann", Enter::Host { settings })
        .await
        .expect("the honest host enters");
    let invite = loop {
        match hear(&mut host, Duration::from_secs(5)).await {
            Some(ServerMessage::Welcome(w)) => break w.invite.expect("an invite"),
            Some(_) => {}
            None => panic!("the honest host was not welcomed"),
        }
    };
    let guest = enter(
        Ipv4Addr::new(127, 0, 0, 3),
        server,
        "Bob",
        Enter::Join { code: invite },
    )
    .await
    .expect("the honest guest enters");
    let record = |honest: &Arc<std::sync::Mutex<Honest>>, phase: &Arc<AtomicUsize>| {
        let honest = Arc::clone(honest);
        let phase = Arc::clone(phase);
        move |us| {
            if let Ok(mut h) = honest.lock()
                && let Some(trips) = h.trips.get_mut(phase.load(Ordering::Relaxed))
            {
                trips.push(us);
            }
        }
    };
    tokio::join!(
        play_seat(
            host,
            true,
            false,
            Arc::clone(&stop),
            7,
            record(&honest, &phase)
        ),
        play_seat(guest, false, false, stop, 11, record(&honest, &phase)),
    );
}

/// The honest game against the computer at level 1, from 127.0.0.4.
async fn honest_computer(
    server: SocketAddr,
    stop: Arc<AtomicBool>,
    phase: Arc<AtomicUsize>,
    honest: Arc<std::sync::Mutex<Honest>>,
) {
    let settings = RoomSettings {
        color: ColorChoice::White,
        ai: Some(AiOpponent { level: 1 }),
        ..RoomSettings::new(Rules::default())
    };
    let socket = enter(
        Ipv4Addr::new(127, 0, 0, 4),
        server,
        "Cat",
        Enter::Host { settings },
    )
    .await
    .expect("the honest player enters");
    play_seat(socket, true, true, stop, 13, move |us| {
        if let Ok(mut h) = honest.lock()
            && let Some(waits) = h.waits.get_mut(phase.load(Ordering::Relaxed))
        {
            waits.push(us);
        }
    })
    .await;
}

/// What a room flood got: rooms made, refusals by code.
#[derive(Default)]
struct Flood {
    made: AtomicU64,
    too_many: AtomicU64,
    full: AtomicU64,
    other: AtomicU64,
}

/// One flooding address: makes rooms one after another until `end`,
/// each left at once.
async fn flood_rooms(from: Ipv4Addr, server: SocketAddr, end: Instant, flood: Arc<Flood>) {
    while Instant::now() < end {
        let settings = RoomSettings::new(Rules::default());
        let Some(mut socket) = enter(from, server, "flood", Enter::Host { settings }).await else {
            flood.other.fetch_add(1, Ordering::Relaxed);
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        };
        let counter = match hear(&mut socket, Duration::from_secs(5)).await {
            Some(ServerMessage::Welcome(_)) => &flood.made,
            Some(ServerMessage::Error(e)) if e.code == ErrorCode::TooManyRooms => &flood.too_many,
            Some(ServerMessage::Error(e)) if e.code == ErrorCode::ServerFull => &flood.full,
            _ => &flood.other,
        };
        counter.fetch_add(1, Ordering::Relaxed);
        let _ = socket.close(None).await;
    }
}

/// One address's half-open connections: each sends half a request head
/// and holds it; how many the server closed by `end`.
async fn half_open(
    from: Ipv4Addr,
    server: SocketAddr,
    count: usize,
    end: Instant,
) -> (usize, usize) {
    let mut held = Vec::new();
    for _ in 0..count {
        if let Ok(mut tcp) = tcp_from(from, server).await
            && tcp
                .write_all(b"GET / HTTP/1.1\r\nHost: x\r\n")
                .await
                .is_ok()
        {
            held.push(tcp);
        }
    }
    let opened = held.len();
    tokio::time::sleep_until(end.into()).await;
    let mut closed = 0;
    for tcp in &mut held {
        let mut byte = [0u8; 1];
        // Closed by the server: the read ends (0 bytes or an error).
        if let Ok(Ok(0) | Err(_)) = tokio::time::timeout(
            Duration::from_millis(10),
            tokio::io::AsyncReadExt::read(tcp, &mut byte),
        )
        .await
        {
            closed += 1;
        }
    }
    (opened, closed)
}

/// One address keeping `rooms` rooms against the computer at level 10
/// busy until `stop`.
async fn flood_queue(server: SocketAddr, rooms: usize, stop: Arc<AtomicBool>) -> usize {
    let from = Ipv4Addr::new(127, 0, 30, 1);
    let mut seats = Vec::new();
    for i in 0..rooms {
        let settings = RoomSettings {
            color: ColorChoice::Black,
            ai: Some(AiOpponent { level: 10 }),
            ..RoomSettings::new(Rules::default())
        };
        let Some(mut socket) = enter(from, server, "queue", Enter::Host { settings }).await else {
            continue;
        };
        match hear(&mut socket, Duration::from_secs(5)).await {
            Some(ServerMessage::Welcome(_)) => {}
            other => {
                eprintln!("a room of the queue flood was refused: {other:?}");
                continue;
            }
        }
        let seed = 100 + i as u64;
        let stop = Arc::clone(&stop);
        seats.push(tokio::spawn(play_seat(
            socket,
            true,
            true,
            stop,
            seed,
            |_| {},
        )));
    }
    let n = seats.len();
    for seat in seats {
        let _ = seat.await;
    }
    n
}

/// The server's resident memory, MiB.
fn rss_mib(pid: u32) -> f64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1024.0)
}

fn quantiles(sample: &mut [u64]) -> String {
    if sample.is_empty() {
        return "-".into();
    }
    sample.sort_unstable();
    format!(
        "{:.1} / {:.1} / {:.1} ms (n={})",
        support::percentile(sample, 0.5),
        support::percentile(sample, 0.99),
        support::percentile(sample, 1.0),
        sample.len()
    )
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let binary = args.first().expect("usage: attack MORRIS_BINARY [SECONDS]");
    let seconds: u64 = args.get(1).map_or(60, |s| s.parse().expect("SECONDS"));
    let phase_time = Duration::from_secs(seconds);
    let server = support::Server::start_public(binary, "attack");
    let pid = server.child.id();
    let addr: SocketAddr = server.addr.parse().expect("an address");
    let stop = Arc::new(AtomicBool::new(false));
    let phase = Arc::new(AtomicUsize::new(0));
    let honest = Arc::new(std::sync::Mutex::new(Honest::default()));
    let friends = tokio::spawn(honest_friends(
        addr,
        Arc::clone(&stop),
        Arc::clone(&phase),
        Arc::clone(&honest),
    ));
    let computer = tokio::spawn(honest_computer(
        addr,
        Arc::clone(&stop),
        Arc::clone(&phase),
        Arc::clone(&honest),
    ));
    let mut rows: Vec<(String, f64)> = Vec::new();

    tokio::time::sleep(Duration::from_secs(10)).await;
    rows.push(("no attack: 10 s".into(), rss_mib(pid)));

    // Between phases, 5 s that count in none: what one left behind ends.
    let settle = || async {
        phase.store(usize::MAX, Ordering::Relaxed);
        tokio::time::sleep(Duration::from_secs(5)).await;
    };
    phase.store(1, Ordering::Relaxed);
    let queue_stop = Arc::new(AtomicBool::new(false));
    let queue = tokio::spawn(flood_queue(addr, 60, Arc::clone(&queue_stop)));
    tokio::time::sleep(phase_time).await;
    queue_stop.store(true, Ordering::Relaxed);
    let rooms = queue.await.unwrap_or(0);
    rows.push((format!("{rooms} rooms at level 10 kept busy"), rss_mib(pid)));

    settle().await;
    phase.store(2, Ordering::Relaxed);
    let end = Instant::now() + Duration::from_secs(20);
    let tasks: Vec<_> = (0..20u8)
        .map(|a| tokio::spawn(half_open(Ipv4Addr::new(127, 0, 20, a + 1), addr, 50, end)))
        .collect();
    tokio::time::sleep(Duration::from_secs(5)).await;
    let held_memory = rss_mib(pid);
    let (mut opened, mut closed) = (0, 0);
    for t in tasks {
        if let Ok((o, c)) = t.await {
            opened += o;
            closed += c;
        }
    }
    rows.push((
        format!(
            "opened {opened}, closed by the server within 20 s {closed}; memory while held {held_memory:.1} MiB"
        ),
        rss_mib(pid),
    ));

    for (p, addresses) in [(3usize, 1u8), (4, 200)] {
        settle().await;
        phase.store(p, Ordering::Relaxed);
        let end = Instant::now() + phase_time;
        let flood = Arc::new(Flood::default());
        let tasks: Vec<_> = (0..addresses)
            .map(|a| {
                tokio::spawn(flood_rooms(
                    Ipv4Addr::new(127, 0, p as u8, a + 1),
                    addr,
                    end,
                    Arc::clone(&flood),
                ))
            })
            .collect();
        for t in tasks {
            let _ = t.await;
        }
        rows.push((
            format!(
                "rooms made {}, refused too_many_rooms {}, server_full {}, other {}",
                flood.made.load(Ordering::Relaxed),
                flood.too_many.load(Ordering::Relaxed),
                flood.full.load(Ordering::Relaxed),
                flood.other.load(Ordering::Relaxed),
            ),
            rss_mib(pid),
        ));
    }
    stop.store(true, Ordering::Relaxed);
    let _ = tokio::join!(friends, computer);
    server.stop();

    let mut honest = honest.lock().expect("the honest figures");
    println!("`morris serve` with its default limits, {seconds} s a flood");
    for (p, (what, memory)) in rows.iter().enumerate() {
        println!("\n{}: {what}", PHASES[p]);
        println!("  server memory after: {memory:.1} MiB");
        println!(
            "  honest turn round trip p50 / p99 / max: {}",
            quantiles(&mut honest.trips[p])
        );
        println!(
            "  honest computer reply p50 / p99 / max: {}",
            quantiles(&mut honest.waits[p])
        );
    }
}
