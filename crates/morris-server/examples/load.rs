//! The online load benchmark (`cargo xtask bench online`): `morris serve`
//! in a process of its own, and GAMES games at once on loopback, each two
//! raw WebSocket clients playing random legal turns at up to 5 a second for
//! SECONDS seconds (a finished game is followed by a rematch). Prints the
//! turns a second, the round trip of a turn (sent to the state that holds
//! it) at p50, p99 and max, the server's peak memory, and the turns lost or
//! played twice (there must be none).
//!
//! Usage: `load MORRIS_BINARY [GAMES] [SECONDS] [POSTGRES_URL]` (defaults
//! 500 and 60). With a PostgreSQL URL (a server where its user may create
//! databases), two servers share a database made for the run: every host
//! on the first, every guest on the second, so that each turn crosses the
//! database to reach the other player.

#[path = "support/mod.rs"]
mod support;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::{SinkExt as _, StreamExt as _};
use morris_core::Rules;
use morris_protocol::{ClientMessage, ColorChoice, Enter, RoomSettings, ServerMessage, VERSION};
use tokio::sync::{Mutex, oneshot};
use tokio_tungstenite::tungstenite::Message;

/// What one client saw.
#[derive(Default)]
struct Seen {
    /// Round trips of its turns, microseconds.
    trips: Vec<u64>,
    /// From the friend's sending a turn to this client's state holding
    /// it, microseconds (through the database, with two servers).
    across: Vec<u64>,
    /// Its turns the server took: (game, ply, turn).
    acked: Vec<(u32, usize, String)>,
    /// The last moves of each game it saw.
    last: HashMap<u32, Vec<String>>,
    refused: u64,
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn say(socket: &mut Socket, message: &ClientMessage) {
    let text = serde_json::to_string(message).expect("a message encodes");
    let _ = socket.send(Message::Text(text.into())).await;
}

/// One client: enters, then plays until `end`.
/// When each turn was sent, and whether by the host: by (pair, game, ply).
type Sent = Arc<std::sync::Mutex<HashMap<(usize, u32, usize), (Instant, bool)>>>;

#[allow(clippy::too_many_arguments)]
async fn client(
    pair: usize,
    sent_at: Sent,
    url: String,
    enter: Enter,
    invite: Option<oneshot::Sender<String>>,
    end: Instant,
    seed: u64,
) -> Seen {
    let mut seen = Seen::default();
    let Ok((mut socket, _)) = tokio_tungstenite::connect_async_with_config(
        url.as_str(),
        Some(morris_client::socket_config()),
        true,
    )
    .await
    else {
        return seen;
    };
    say(
        &mut socket,
        &ClientMessage::Hello {
            version: VERSION,
            name: "load".into(),
            enter,
        },
    )
    .await;
    let mut invite = invite;
    let mut rng = support::Rng(seed | 1);
    let mut host = None;
    let mut pending: Option<(u32, usize, String, Instant)> = None;
    let mut last_move = Instant::now() - Duration::from_secs(1);
    let mut state = None::<Box<morris_protocol::GameState>>;
    let mut asked_rematch = 0u32;
    loop {
        let now = Instant::now();
        if now >= end {
            break;
        }
        // Our turn, no turn in flight, and 200 ms since the last: play.
        let mut wake = end;
        if let (Some(s), Some(is_host), None) = (&state, host, &pending) {
            let mine = if is_host {
                s.host_color
            } else {
                s.host_color.other()
            };
            let seated = s.names.white.is_some() && s.names.black.is_some();
            if s.outcome.is_none() && seated && s.to_move == mine && !s.legal.is_empty() {
                let at = last_move + Duration::from_millis(200);
                if now >= at {
                    let turn = s.legal[rng.below(s.legal.len())].clone();
                    let ply = s.moves.len();
                    say(
                        &mut socket,
                        &ClientMessage::Move {
                            ply: ply as u32,
                            turn: turn.clone(),
                        },
                    )
                    .await;
                    if let Ok(mut sent) = sent_at.lock() {
                        sent.insert((pair, s.game, ply), (now, is_host));
                    }
                    pending = Some((s.game, ply, turn, now));
                    last_move = now;
                } else {
                    wake = at;
                }
            } else if s.outcome.is_some() && is_host && asked_rematch < s.game {
                asked_rematch = s.game;
                say(&mut socket, &ClientMessage::AskRematch).await;
            }
        }
        let frame = tokio::select! {
            frame = socket.next() => frame,
            () = tokio::time::sleep_until(wake.into()) => continue,
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
            ServerMessage::Welcome(w) => {
                host = w.host;
                if let (Some(tell), Some(code)) = (invite.take(), w.invite) {
                    let _ = tell.send(code);
                }
            }
            ServerMessage::State(s) => {
                if let Some((game, ply, turn, sent)) = &pending
                    && (s.game != *game || s.moves.len() > *ply || s.outcome.is_some())
                {
                    if s.game == *game && s.moves.get(*ply) == Some(turn) {
                        seen.trips.push(sent.elapsed().as_micros() as u64);
                        seen.acked.push((*game, *ply, turn.clone()));
                    }
                    pending = None;
                }
                let before = seen.last.get(&s.game).map_or(0, Vec::len);
                if s.moves.len() > before
                    && let Ok(mut sent) = sent_at.lock()
                {
                    for ply in before..s.moves.len() {
                        let key = (pair, s.game, ply);
                        // The friend's turns: the host's, for the guest.
                        if sent
                            .get(&key)
                            .is_some_and(|&(_, by_host)| host != Some(by_host))
                            && let Some((at, _)) = sent.remove(&key)
                        {
                            seen.across.push(at.elapsed().as_micros() as u64);
                        }
                    }
                }
                seen.last.insert(s.game, s.moves.clone());
                state = Some(s);
            }
            ServerMessage::Notice {
                notice: morris_protocol::Notice::RematchAsked { .. },
                ..
            } if host == Some(false) => {
                say(&mut socket, &ClientMessage::AnswerRematch { accept: true }).await;
            }
            ServerMessage::Ping { id } => say(&mut socket, &ClientMessage::Pong { id }).await,
            ServerMessage::Error(_) => {
                seen.refused += 1;
                pending = None;
            }
            _ => {}
        }
    }
    let _ = socket.close(None).await;
    seen
}

/// A database of its own for a run, dropped after it.
struct LoadDb {
    url: String,
    admin: String,
    name: String,
}

async fn admin(url: &str, sql: &str) {
    let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
        .await
        .expect("the PostgreSQL server answers");
    let driver = tokio::spawn(connection);
    client.batch_execute(sql).await.expect("an admin statement");
    drop(client);
    let _ = driver.await;
}

impl LoadDb {
    fn new(admin_url: &str) -> LoadDb {
        let name = format!("morris_load_{}", std::process::id());
        let url = match admin_url.rsplit_once('/') {
            Some((base, _))
                if base.contains("://")
                    && base.split("://").nth(1).is_some_and(|r| !r.is_empty()) =>
            {
                format!("{base}/{name}")
            }
            _ => panic!("{admin_url}: a URL postgres://USER@HOST:PORT/DB"),
        };
        let db = LoadDb {
            url,
            admin: admin_url.to_owned(),
            name,
        };
        db.run(&format!("CREATE DATABASE {}", db.name));
        db
    }

    fn run(&self, sql: &str) {
        // Off the benchmark's runtime: a thread with a runtime of its own.
        let (admin_url, sql) = (self.admin.clone(), sql.to_owned());
        std::thread::spawn(move || {
            tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a runtime")
                .block_on(admin(&admin_url, &sql));
        })
        .join()
        .expect("the admin statement ran");
    }
}

impl Drop for LoadDb {
    fn drop(&mut self) {
        self.run(&format!(
            "DROP DATABASE IF EXISTS {} WITH (FORCE)",
            self.name
        ));
    }
}

fn peak_rss_mib(pid: u32) -> f64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1024.0)
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let binary = args
        .get(1)
        .expect("usage: load MORRIS_BINARY [GAMES] [SECONDS]");
    let games: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(500);
    let seconds: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(60);
    let postgres = args.get(4).map(|admin| LoadDb::new(admin));
    let servers = match &postgres {
        None => vec![support::Server::start(binary, "load")],
        Some(db) => (0..2)
            .map(|i| {
                support::Server::start_with(binary, &format!("load-pg{i}"), &["--store", &db.url])
            })
            .collect(),
    };
    let url = format!("ws://{}/ws", servers[0].addr);
    let guest_url = format!("ws://{}/ws", servers[servers.len() - 1].addr);
    let addrs: Vec<&str> = servers.iter().map(|s| s.addr.as_str()).collect();
    println!(
        "morris serve on {} ({}): {games} games, {} clients, {seconds} s",
        addrs.join(" and "),
        if postgres.is_some() {
            "two servers on one PostgreSQL database; hosts on the first, guests on the second"
        } else {
            "SQLite"
        },
        games * 2
    );
    let settings = RoomSettings {
        color: ColorChoice::White,
        ..RoomSettings::new(Rules::default())
    };
    let started = Instant::now();
    let end = started + Duration::from_secs(seconds);
    let results = Arc::new(Mutex::new(Vec::new()));
    let mut tasks = Vec::new();
    let sent_at: Sent = Arc::default();
    for g in 0..games {
        let (tell, code) = oneshot::channel();
        let url2 = url.clone();
        let r = Arc::clone(&results);
        let settings = settings.clone();
        let sent = Arc::clone(&sent_at);
        tasks.push(tokio::spawn(async move {
            let seen = client(
                g,
                sent,
                url2,
                Enter::Host { settings },
                Some(tell),
                end,
                g as u64 * 2 + 7,
            )
            .await;
            r.lock().await.push(seen);
        }));
        let Ok(code) = code.await else { continue };
        let url2 = guest_url.clone();
        let r = Arc::clone(&results);
        let sent = Arc::clone(&sent_at);
        tasks.push(tokio::spawn(async move {
            let seen = client(
                g,
                sent,
                url2,
                Enter::Join { code },
                None,
                end,
                g as u64 * 2 + 8,
            )
            .await;
            r.lock().await.push(seen);
        }));
    }
    let ramp = started.elapsed();
    for t in tasks {
        let _ = t.await;
    }
    let rss: Vec<String> = servers
        .iter()
        .map(|s| format!("{:.1} MiB", peak_rss_mib(s.child.id())))
        .collect();
    for server in servers {
        server.stop();
    }
    drop(postgres);
    let results = results.lock().await;
    let mut trips: Vec<u64> = results
        .iter()
        .flat_map(|s| s.trips.iter().copied())
        .collect();
    trips.sort_unstable();
    let moves = trips.len();
    let refused: u64 = results.iter().map(|s| s.refused).sum();
    // A turn the server took must stand where it was played in the last
    // state of its game that its player saw; (game, ply) once.
    let mut lost = 0;
    let mut twice = 0;
    for seen in results.iter() {
        let mut once = std::collections::HashSet::new();
        for (game, ply, turn) in &seen.acked {
            if !once.insert((*game, *ply)) {
                twice += 1;
            }
            if seen.last.get(game).and_then(|m| m.get(*ply)) != Some(turn) {
                lost += 1;
            }
        }
    }
    let elapsed = seconds as f64;
    println!("rooms opened in {:.1} s", ramp.as_secs_f64());
    println!(
        "turns: {moves} in {seconds} s = {:.0} a second; refused {refused}",
        moves as f64 / elapsed
    );
    println!(
        "round trip: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        support::percentile(&trips, 0.5),
        support::percentile(&trips, 0.99),
        support::percentile(&trips, 1.0)
    );
    let mut across: Vec<u64> = results
        .iter()
        .flat_map(|s| s.across.iter().copied())
        .collect();
    across.sort_unstable();
    println!(
        "a turn to the friend's state: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        support::percentile(&across, 0.5),
        support::percentile(&across, 0.99),
        support::percentile(&across, 1.0)
    );
    println!("server peak memory (VmHWM): {}", rss.join(", "));
    println!("lost turns: {lost}, turns played twice: {twice}");
    if lost > 0 || twice > 0 {
        std::process::exit(1);
    }
}
