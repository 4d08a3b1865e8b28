//! A seeded stress of the engine's hand-offs between the reader thread,
//! the session and the printer threads, as the hostile test that once saw
//! a stall drove it: each round sends one line of a family of awkward ones
//! (a `go infinite` or `go ponder` that the `stop` after it must answer, a
//! `ponderhit` with nothing to hit, option changes, malformed lines), then
//! `stop`, option resets, `position startpos` and `go depth 2`, the next
//! round starting the instant the last `bestmove` arrives (so that lines
//! meet searches that are ending). Every `go` must get exactly one
//! `bestmove`, within seconds; a stall fails with every line of the round
//! and of the one before.
//!
//! `MORRIS_STRESS_ROUNDS` sets the rounds (300 by default; `cargo xtask
//! bench` runs many more in release) and `MORRIS_STRESS_SEED` the seed.

use std::io::Write;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The engine's output, a line at a time on a channel.
struct Lines {
    tell: mpsc::Sender<String>,
    partial: Vec<u8>,
}

impl Write for Lines {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        for &b in buf {
            if b == b'\n' {
                let line = String::from_utf8_lossy(&self.partial).into_owned();
                self.partial.clear();
                let _ = self.tell.send(line);
            } else {
                self.partial.push(b);
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The first line of each round, and how many `bestmove`s it asks for.
const AWKWARD: [(&str, usize); 20] = [
    ("go infinite", 1),
    // Searches that wait behind a running one, a holding one first.
    ("go infinite\ngo ponder\ngo depth 1", 3),
    ("go movetime 5\ngo infinite\ngo depth 1", 3),
    ("go ponder", 1),
    ("go ponder depth 3", 1),
    ("go infinite depth 2", 1),
    ("go depth 1", 1),
    ("go movetime 5", 1),
    ("go nodes 200", 1),
    ("ponderhit", 0),
    ("stop", 0),
    ("isready", 0),
    ("ucinewgame", 0),
    ("position startpos moves d6 f4", 0),
    ("setoption name Threads value 2", 0),
    ("setoption name Hash value 1", 0),
    ("setoption name Level value 3", 0),
    ("go sideways", 0),
    ("xyzzy", 0),
    ("", 0),
];

const RESETS: [&str; 4] = [
    "setoption name Level value 10",
    "setoption name MoveTime value 1000",
    "setoption name Threads value 1",
    "setoption name Hash value 16",
];

/// A small seeded generator (xorshift), so a failing seed replays.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn every_go_gets_its_bestmove_whatever_comes_between() {
    let rounds = env_or("MORRIS_STRESS_ROUNDS", 300);
    let seed = env_or("MORRIS_STRESS_SEED", 0x5eed_1234);
    let (input, mut writer) = std::io::pipe().expect("a pipe");
    let (tell, told) = mpsc::channel();
    let engine = std::thread::spawn(move || {
        morris_engine::server::serve(
            input,
            Lines {
                tell,
                partial: Vec::new(),
            },
            None,
        );
    });
    let mut rng = Rng(seed | 1);
    let (mut asked, mut answered) = (0usize, 0usize);
    let mut log: Vec<String> = Vec::new();
    let started = Instant::now();
    for round in 0..rounds {
        // Keep the lines of this round and the one before.
        if log.len() > 200 {
            log.drain(..log.len() - 100);
        }
        log.push(format!("-- round {round}"));
        let (awkward, asks) = AWKWARD[rng.below(AWKWARD.len())];
        let mut lines = vec![awkward, "stop"];
        for _ in 0..rng.below(3) {
            lines.push(RESETS[rng.below(RESETS.len())]);
        }
        lines.extend(["position startpos", "go depth 2"]);
        asked += asks + 1;
        for line in &lines {
            writeln!(writer, "{line}").expect("the engine reads");
            log.push(format!("> {line}"));
        }
        let deadline = Instant::now() + Duration::from_secs(15);
        while answered < asked {
            let left = deadline.saturating_duration_since(Instant::now());
            match told.recv_timeout(left) {
                Ok(line) => {
                    if line.starts_with("bestmove") {
                        answered += 1;
                    }
                    log.push(format!("< {line}"));
                }
                Err(_) => panic!(
                    "seed {seed:#x}, round {round}: {asked} gos, {answered} bestmoves after 15 s; \
                     the lines:\n{}",
                    log.join("\n")
                ),
            }
        }
        assert_eq!(answered, asked, "round {round}: a bestmove too many");
    }
    writeln!(writer, "quit").expect("the engine reads");
    drop(writer);
    engine.join().expect("the engine ends");
    // Whatever came after the last bestmove: no further bestmove.
    let extra = told
        .try_iter()
        .filter(|l| l.starts_with("bestmove"))
        .count();
    assert_eq!(extra, 0, "bestmoves nobody asked for");
    eprintln!(
        "{rounds} rounds, {asked} gos answered, in {:.1} s",
        started.elapsed().as_secs_f64()
    );
}
