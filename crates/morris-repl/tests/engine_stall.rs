//! `morris engine` under the pattern of a garbage-line check, many times
//! over: a line that is garbage (or nearly a command, or a search that
//! `stop` must end), `stop`, the options reset, `position startpos` and
//! `go depth 2`, each check sent the moment the last one's `bestmove` was
//! read. Every `go` must get its `bestmove` within a few seconds. Once, one
//! check of 40,000 went unanswered for 15 s until a later `stop`.
//!
//! Seeded and bounded in time: `MORRIS_STALL_SECONDS` (default 4) and
//! `MORRIS_STALL_SEED` choose how long and which lines.

use std::collections::VecDeque;
use std::process::Command as Process;
use std::time::{Duration, Instant};

use morris_engine::EngineProcess;
use morris_engine::message::{Answer, Command};

/// A `go` unanswered after this is a stall.
const PATIENCE: Duration = Duration::from_secs(5);
/// How many of the last lines, sent and heard, a failure shows.
const SHOWN: usize = 80;

/// SplitMix64: the same lines from the same seed everywhere.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len() as u64) as usize]
    }
}

/// A garbage line: unknown words, commands out of form, binary-looking
/// text, and now and then a line that is a command after all (a search
/// that the `stop` after it must end, a `ponderhit`).
fn garbage(rng: &mut Rng) -> String {
    const LINES: &[&str] = &[
        "foo",
        "xyzzy 42",
        "go depth",
        "go depth -1",
        "go movetime x",
        "go wtime",
        "go nodes 1e9",
        "position",
        "position startpos moves z9",
        "position startpos moves d6 d6",
        "position fen WWW",
        "setoption name Level value 11",
        "setoption name Threads value 0",
        "setoption name Hash value 99999",
        "setoption name Nope value 1",
        "setoption Level 3",
        "ucinewgam",
        "isready now",
        "goo",
        "\u{fffd}\u{fffd}\u{fffd}",
        "bestmove d6",
        "info string hello",
        // Commands after all.
        "go infinite",
        "go ponder",
        "go ponder wtime 200 btime 200",
        "go movetime 60000",
        "go depth 30",
        "ponderhit",
        "stop",
        "isready",
        "ucinewgame",
    ];
    let mut line = rng.pick(LINES).to_owned();
    match rng.below(6) {
        0 => {
            // Junk glued on.
            let junk: String = (0..rng.below(12))
                .map(|_| char::from(b'!' + rng.below(90) as u8))
                .collect();
            line.push(' ');
            line.push_str(&junk);
        }
        1 => line = line.to_uppercase(),
        _ => {}
    }
    line
}

/// The option resets a check sends.
fn resets(rng: &mut Rng) -> Vec<&'static str> {
    let mut lines = vec![
        "setoption name Level value 10",
        "setoption name Threads value 1",
        "setoption name MoveTime value 1000",
        "setoption name Notation value turn",
        "setoption name Seed value 1",
    ];
    if rng.below(8) == 0 {
        lines.push("setoption name Hash value 64");
    }
    if rng.below(8) == 0 {
        lines.push("setoption name Rules value nine");
    }
    lines
}

struct Driver {
    engine: EngineProcess,
    log: VecDeque<String>,
    /// `go`s sent and `bestmove`s heard.
    gos: u64,
    bestmoves: u64,
}

impl Driver {
    fn note(&mut self, line: String) {
        if self.log.len() == SHOWN {
            self.log.pop_front();
        }
        self.log.push_back(line);
    }

    fn send(&mut self, line: &str) {
        if let Ok(Command::Go(_)) = line.parse::<Command>() {
            self.gos += 1;
        }
        self.note(format!("> {line}"));
        self.engine.send_line(line).expect("the engine reads");
    }

    /// Reads until every `go` sent has its `bestmove`; `false` when one is
    /// missing after `PATIENCE`.
    fn answered(&mut self) -> bool {
        let deadline = Instant::now() + PATIENCE;
        while self.bestmoves < self.gos {
            let left = deadline.saturating_duration_since(Instant::now());
            let Ok(heard) = self.engine.next(left) else {
                return false;
            };
            if matches!(heard.answer(), Ok(Answer::BestMove { .. })) {
                self.bestmoves += 1;
            }
            self.note(format!("< {}", heard.line));
        }
        true
    }

    fn fail(&self, check: u64, seed: u64) -> ! {
        let log: Vec<&str> = self.log.iter().map(String::as_str).collect();
        panic!(
            "check {check} (seed {seed}): {} go(s) unanswered after {PATIENCE:?}; last lines:\n{}",
            self.gos - self.bestmoves,
            log.join("\n")
        );
    }
}

#[test]
fn every_go_of_the_garbage_line_checks_is_answered() {
    let seconds: u64 = std::env::var("MORRIS_STALL_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(4);
    let seed: u64 = std::env::var("MORRIS_STALL_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(40_000);
    let mut command = Process::new(env!("CARGO_BIN_EXE_morris"));
    command.arg("engine").env(
        "MORRIS_DATA_DIR",
        std::env::temp_dir().join("morris-stall-none"),
    );
    let mut driver = Driver {
        engine: EngineProcess::spawn(command).expect("the engine starts"),
        log: VecDeque::new(),
        gos: 0,
        bestmoves: 0,
    };
    let mut rng = Rng(seed);
    let end = Instant::now() + Duration::from_secs(seconds);
    let mut checks = 0;
    while Instant::now() < end {
        checks += 1;
        let line = garbage(&mut rng);
        // `quit` would end the engine, not test it.
        if !matches!(line.parse::<Command>(), Ok(Command::Quit)) {
            driver.send(&line);
        }
        driver.send("stop");
        for reset in resets(&mut rng) {
            driver.send(reset);
        }
        driver.send("position startpos");
        driver.send("go depth 2");
        if !driver.answered() {
            driver.fail(checks, seed);
        }
    }
    assert!(checks > 100, "only {checks} checks in {seconds} s");
    assert_eq!(driver.gos, driver.bestmoves);
    eprintln!("{checks} checks, {} gos answered", driver.gos);
}
