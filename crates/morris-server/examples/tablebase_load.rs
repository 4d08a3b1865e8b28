//! The tablebase API's benchmark (`cargo xtask bench tablebase`): `morris
//! serve --databases DIR` in a process of its own, and CLIENTS clients at
//! once on loopback, each asking `GET /api/v1/position` for positions of
//! the moving and flying phases the databases hold (random ones, seeded),
//! one after another on a kept-alive connection. Prints the answers a
//! second and the time to an answer at p50, p99 and max: first for
//! positions asked once (a lookup in the databases), then for the same
//! positions asked again (the server's cache of answers).
//!
//! Usage: `tablebase_load MORRIS_BINARY DATABASES_DIR [CLIENTS] [EACH]
//! [RATE]` (defaults 200, 50 and 0): DATABASES_DIR holds Nine Men's
//! Morris's pairs up to the pieces in all the positions are drawn from
//! (8). RATE 0: each client asks again as soon as it has its answer (the
//! server never idle: the time to an answer is then the clients' number
//! over the answers a second); RATE N: each client asks N times a second,
//! as players clicking on would (the time to an answer is the server's).

#[path = "support/mod.rs"]
mod support;

use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::net::TcpStream;
use std::sync::{Arc, Barrier};
use std::time::Instant;

use morris_core::{Color, Point, PointSet, Position, Rules, Setup};

/// The most pieces in all of a position asked.
const MOST_PIECES: usize = 8;

/// A small seeded generator (xorshift), so the positions are the same
/// each run.
struct Seeded(u64);

impl Seeded {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// `count` positions of the moving and flying phases with 3 to 5 pieces a
/// side and at most [`MOST_PIECES`] in all, none over, none twice.
fn positions(count: usize, seed: u64) -> Vec<String> {
    let rules = Rules::default();
    let mut random = Seeded(seed | 1);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    while out.len() < count {
        let white = 3 + random.below(3);
        let black = 3 + random.below(3);
        if white + black > MOST_PIECES {
            continue;
        }
        let mut points: Vec<Point> = Point::ALL.to_vec();
        let mut pieces = [PointSet::EMPTY, PointSet::EMPTY];
        for (side, n) in [(0, white), (1, black)] {
            for _ in 0..n {
                let at = points.swap_remove(random.below(points.len()));
                pieces[side] = pieces[side].with(at);
            }
        }
        let to_move = if random.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        let setup = Setup {
            board: morris_core::ByColor::new(pieces[0], pieces[1]),
            side_to_move: to_move,
            in_hand: morris_core::ByColor::new(0, 0),
            n_move_counter: 0,
            turn: 40,
            memory: morris_core::MillMemory::EMPTY,
            shape: morris_core::Board::TwentyFour,
        };
        let Ok(pos) = Position::from_setup(&setup, rules) else {
            continue;
        };
        if pos.rule_outcome().is_some() || pos.legal_moves().is_empty() {
            continue;
        }
        let text = pos.to_string();
        if seen.insert(text.clone()) {
            out.push(text);
        }
    }
    out
}

/// The query of a position, encoded.
fn query(text: &str) -> String {
    let mut q = String::from("/api/v1/position?rules=nine&position=");
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'.' | b'-' => q.push(b as char),
            b' ' => q.push('+'),
            _ => q.push_str(&format!("%{b:02X}")),
        }
    }
    q
}

/// Asks for every position of `mine` on one kept-alive connection: the
/// microseconds each answer took, and the answers that were not 200 with
/// a known value.
fn ask_all(addr: &str, mine: &[String], rate: u32) -> (Vec<u64>, usize) {
    let stream = TcpStream::connect(addr).expect("the server is there");
    stream.set_nodelay(true).ok();
    let mut reader = BufReader::new(stream.try_clone().expect("a second handle"));
    let mut writer = stream;
    let mut times = Vec::with_capacity(mine.len());
    let mut bad = 0;
    let begun = Instant::now();
    for (i, text) in mine.iter().enumerate() {
        if rate > 0 {
            let due = begun + std::time::Duration::from_secs_f64(i as f64 / f64::from(rate));
            std::thread::sleep(due.saturating_duration_since(Instant::now()));
        }
        let started = Instant::now();
        write!(
            writer,
            "GET {} HTTP/1.1\r\nHost: {addr}\r\nConnection: keep-alive\r\n\r\n",
            query(text)
        )
        .expect("the request goes");
        let mut status = String::new();
        reader.read_line(&mut status).expect("a status line");
        let mut length = 0usize;
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).expect("a header");
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            if let Some((name, value)) = line.split_once(':')
                && name.eq_ignore_ascii_case("content-length")
            {
                length = value.trim().parse().unwrap_or(0);
            }
        }
        let mut body = vec![0u8; length];
        reader.read_exact(&mut body).expect("the body");
        times.push(started.elapsed().as_micros() as u64);
        let known = String::from_utf8_lossy(&body).contains(r#""exact":true"#);
        if !status.contains(" 200 ") || !known {
            bad += 1;
        }
    }
    (times, bad)
}

/// `clients` clients at once, each asking its share of `all`.
fn round(addr: &str, all: &[String], clients: usize, rate: u32) -> (Vec<u64>, usize, f64) {
    let each = all.len() / clients;
    let barrier = Arc::new(Barrier::new(clients + 1));
    let threads: Vec<_> = (0..clients)
        .map(|c| {
            let mine = all[c * each..(c + 1) * each].to_vec();
            let addr = addr.to_owned();
            let barrier = Arc::clone(&barrier);
            std::thread::spawn(move || {
                barrier.wait();
                ask_all(&addr, &mine, rate)
            })
        })
        .collect();
    barrier.wait();
    let started = Instant::now();
    let mut times = Vec::new();
    let mut bad = 0;
    for t in threads {
        let (mine, wrong) = t.join().expect("a client ends");
        times.extend(mine);
        bad += wrong;
    }
    let seconds = started.elapsed().as_secs_f64();
    times.sort_unstable();
    (times, bad, seconds)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(binary), Some(databases)) = (args.first(), args.get(1)) else {
        eprintln!("usage: tablebase_load MORRIS_BINARY DATABASES_DIR [CLIENTS] [EACH] [RATE]");
        std::process::exit(2);
    };
    let clients: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(200);
    let each: usize = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(50);
    let rate: u32 = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(0);
    let all = positions(clients * each, 0x5eed);
    let server = support::Server::start_with(
        binary,
        "tablebase-load",
        &[
            "--databases",
            databases,
            "--tablebase-per-second",
            "100000000",
        ],
    );
    // The databases' files are read at the first position of each pair:
    // one answer of each before the clock starts.
    let warm: Vec<String> = positions(64, 0xfeed);
    let _ = ask_all(&server.addr, &warm, 0);
    let pace = if rate == 0 {
        "each asking again at once".to_owned()
    } else {
        format!("each asking {rate} a second")
    };
    println!(
        "{clients} clients at once, {pace}, {each} positions each ({} in all, up to {MOST_PIECES} pieces), loopback",
        all.len()
    );
    for (what, seed_round) in [
        ("asked once (looked up)", &all),
        ("asked again (kept)", &all),
    ] {
        let (times, bad, seconds) = round(&server.addr, seed_round, clients, rate);
        println!(
            "{what}: {:.0} answers a second; p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; {bad} not known",
            times.len() as f64 / seconds,
            support::percentile(&times, 0.50),
            support::percentile(&times, 0.99),
            support::percentile(&times, 1.0),
        );
    }
    server.stop();
}
