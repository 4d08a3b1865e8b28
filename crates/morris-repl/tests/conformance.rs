//! `morris engine` driven through the real process the way chess GUIs and
//! match runners drive a UCI engine: the next `position` and `go` the
//! moment `bestmove` is read (or after a pause of up to 2 ms), `stop` at
//! random moments, `isready` during
//! searches, `go ponder` and `ponderhit`, options changed between games.
//! Every `go` must get exactly one `bestmove`, legal in the position sent,
//! and no line may be refused.
//!
//! `MORRIS_CONFORMANCE_EXCHANGES` sets how many exchanges the long test
//! makes (`cargo xtask bench` runs 10,000 in a release build and reports
//! the figures it prints).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use morris_core::{Game, Move, PartialTurn, Point};

/// Longer than any answer may take: a `go` unanswered after this is missing.
const PATIENCE: Duration = Duration::from_secs(20);

/// The engine process, its input, and its output lines as they come.
struct Engine {
    child: Child,
    /// `None` once closed: the end of the engine's input.
    input: Option<ChildStdin>,
    lines: Receiver<(Instant, String)>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_morris"))
            .arg("engine")
            .env(
                "MORRIS_DATA_DIR",
                std::env::temp_dir().join("morris-conformance-none"),
            )
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let input = child.stdin.take().expect("a pipe");
        let output = BufReader::new(child.stdout.take().expect("a pipe"));
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in output.lines() {
                let Ok(line) = line else { return };
                if tx.send((Instant::now(), line)).is_err() {
                    return;
                }
            }
        });
        Engine {
            child,
            input: Some(input),
            lines,
        }
    }

    fn send(&mut self, text: &str) {
        let input = self.input.as_mut().expect("input still open");
        writeln!(input, "{text}").expect("the engine reads");
        input.flush().expect("the engine reads");
    }

    /// The next line, or `None` after `wait`.
    fn line(&self, wait: Duration) -> Option<(Instant, String)> {
        self.lines.recv_timeout(wait).ok()
    }
}

/// What the driver counted.
#[derive(Debug, Default)]
struct Tally {
    exchanges: u64,
    gos: u64,
    bestmoves: u64,
    refusals: Vec<String>,
    missing: u64,
    illegal: Vec<String>,
    readyoks_missing: u64,
    early: u64,
    stop_latency: Vec<Duration>,
}

impl Tally {
    /// Reads up to the next `bestmove`, counting what comes before it.
    fn bestmove(&mut self, engine: &Engine, readyoks: &mut u64) -> Option<(Instant, String)> {
        loop {
            let Some((at, line)) = engine.line(PATIENCE) else {
                self.missing += 1;
                return None;
            };
            if line.starts_with("info string error") {
                self.refusals.push(line);
            } else if line == "readyok" {
                *readyoks = readyoks.saturating_sub(1);
            } else if let Some(best) = line.strip_prefix("bestmove ") {
                self.bestmoves += 1;
                return Some((at, best.to_owned()));
            }
        }
    }

    /// Reads what has come so far; a `bestmove` among it is returned.
    fn drain(&mut self, engine: &Engine, readyoks: &mut u64) -> Option<(Instant, String)> {
        while let Ok((at, line)) = engine.lines.try_recv() {
            if line.starts_with("info string error") {
                self.refusals.push(line);
            } else if line == "readyok" {
                *readyoks = readyoks.saturating_sub(1);
            } else if let Some(best) = line.strip_prefix("bestmove ") {
                self.bestmoves += 1;
                return Some((at, best.to_owned()));
            }
        }
        None
    }

    fn percentile(&self, p: usize) -> Duration {
        let mut v = self.stop_latency.clone();
        v.sort();
        v.get((v.len() * p / 100).min(v.len().saturating_sub(1)))
            .copied()
            .unwrap_or_default()
    }
}

/// A small seeded generator: the runs are the same every time.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// The game as the driver keeps it: whole turns, and in the split
/// notation a turn whose removals are still being asked for.
struct Driven {
    game: Game,
    turn: Option<PartialTurn>,
    split: bool,
}

impl Driven {
    fn new(split: bool) -> Driven {
        Driven {
            game: Game::new(morris_core::Rules::default()),
            turn: None,
            split,
        }
    }

    fn position_line(&self) -> String {
        let mut words: Vec<String> = self.game.moves().iter().map(Move::to_string).collect();
        if let Some(turn) = &self.turn {
            words.push(turn.base().to_string());
            words.extend(turn.removed().iter().map(|p| format!("x{p}")));
        }
        if words.is_empty() {
            "position startpos".to_owned()
        } else {
            format!("position startpos moves {}", words.join(" "))
        }
    }

    /// Plays the engine's answer; `Err` when it is not legal here.
    fn play(&mut self, answer: &str) -> Result<(), String> {
        let before = self.position_line();
        let bad = |why: String| Err(format!("{answer:?} after {before}: {why}"));
        if let Some(point) = answer.strip_prefix('x') {
            let Some(turn) = self.turn.as_mut() else {
                return bad("a removal with no turn begun".to_owned());
            };
            let point: Point = match point.parse() {
                Ok(p) => p,
                Err(e) => return bad(e.to_string()),
            };
            if let Err(e) = turn.remove(point) {
                return bad(e.to_string());
            }
        } else {
            if self.turn.is_some() {
                return bad("a move while a removal is due".to_owned());
            }
            let m: Move = match answer.parse() {
                Ok(m) => m,
                Err(e) => return bad(e.to_string()),
            };
            if !self.split && !self.game.position().is_legal(m) {
                return bad("not legal".to_owned());
            }
            let mut turn = match self.game.position().begin_turn(m.from(), m.to()) {
                Ok(t) => t,
                Err(e) => return bad(e.to_string()),
            };
            for r in m.removals() {
                if let Err(e) = turn.remove(r) {
                    return bad(e.to_string());
                }
            }
            self.turn = Some(turn);
        }
        if let Some(m) = self.turn.and_then(|t| t.to_move()) {
            self.turn = None;
            if let Err(e) = self.game.play(m) {
                return bad(e.to_string());
            }
        }
        Ok(())
    }
}

/// Drives `exchanges` exchanges with no pause between answer and command.
fn drive(exchanges: u64, seed: u64) -> Tally {
    let mut engine = Engine::start();
    let mut tally = Tally::default();
    let mut rng = Rng(seed | 1);
    let mut readyoks = 0;
    let mut driven = Driven::new(false);
    while tally.exchanges < exchanges {
        tally.exchanges += 1;
        if driven.game.is_over() || driven.game.moves().len() > 80 || rng.below(200) == 0 {
            // Between games: options change, then the client syncs.
            engine.send("ucinewgame");
            let split = rng.below(3) == 0;
            let level = [1, 3, 6, 9, 10, 10, 10][rng.below(7) as usize];
            engine.send(&format!("setoption name Level value {level}"));
            engine.send(&format!(
                "setoption name Threads value {}",
                1 + rng.below(2)
            ));
            engine.send(&format!(
                "setoption name Notation value {}",
                if split { "split" } else { "turn" }
            ));
            if rng.below(4) == 0 {
                engine.send(&format!("setoption name Hash value {}", 1 + rng.below(16)));
            }
            engine.send("isready");
            readyoks += 1;
            driven = Driven::new(split);
        }
        // Mostly at once, now and then after a pause of up to 2 ms.
        if rng.below(4) == 0 {
            std::thread::sleep(Duration::from_micros(rng.below(2000)));
        }
        engine.send(&driven.position_line());
        tally.gos += 1;
        let answer = match rng.below(10) {
            // The usual: a short search.
            0..=3 => {
                engine.send(&format!("go movetime {}", 1 + rng.below(4)));
                tally.bestmove(&engine, &mut readyoks)
            }
            4 => {
                let limit = if rng.below(2) == 0 {
                    format!("depth {}", 1 + rng.below(3))
                } else {
                    format!("nodes {}", 100 + rng.below(2000))
                };
                engine.send(&format!("go {limit}"));
                tally.bestmove(&engine, &mut readyoks)
            }
            5 => {
                let (w, b) = (50 + rng.below(300), 50 + rng.below(300));
                let togo = if rng.below(2) == 0 {
                    format!(" movestogo {}", 1 + rng.below(30))
                } else {
                    String::new()
                };
                engine.send(&format!("go wtime {w} btime {b} winc 1 binc 1{togo}"));
                tally.bestmove(&engine, &mut readyoks)
            }
            // `isready` while it searches: answered at once.
            6 => {
                engine.send(&format!("go movetime {}", 2 + rng.below(4)));
                engine.send("isready");
                readyoks += 1;
                tally.bestmove(&engine, &mut readyoks)
            }
            // `stop` at a random moment of a long or endless search.
            7 | 8 => {
                let go = if rng.below(2) == 0 {
                    "go infinite"
                } else {
                    "go movetime 60000"
                };
                engine.send(go);
                std::thread::sleep(Duration::from_micros(rng.below(4000)));
                let early = if go == "go infinite" {
                    tally.drain(&engine, &mut readyoks)
                } else {
                    None
                };
                let sent = Instant::now();
                engine.send("stop");
                if early.is_some() {
                    tally.early += 1;
                }
                let answer = early.or_else(|| tally.bestmove(&engine, &mut readyoks));
                if let Some((at, _)) = &answer {
                    tally.stop_latency.push(at.saturating_duration_since(sent));
                }
                answer
            }
            // Pondering, then the expected move came, or not.
            _ => {
                engine.send("go ponder wtime 200 btime 200");
                std::thread::sleep(Duration::from_micros(rng.below(3000)));
                engine.send(if rng.below(2) == 0 {
                    "ponderhit"
                } else {
                    "stop"
                });
                tally.bestmove(&engine, &mut readyoks)
            }
        };
        let Some((_, answer)) = answer else { break };
        if answer == "none" {
            if !driven.game.is_over() {
                tally
                    .illegal
                    .push(format!("none after {}", driven.position_line()));
            }
            driven = Driven::new(driven.split);
            continue;
        }
        if let Err(e) = driven.play(&answer) {
            tally.illegal.push(e);
            driven = Driven::new(driven.split);
        }
    }
    // Everything answered, nothing more to come.
    engine.send("isready");
    readyoks += 1;
    let deadline = Instant::now() + PATIENCE;
    while readyoks > 0 && Instant::now() < deadline {
        match engine.line(PATIENCE) {
            Some((_, line)) if line == "readyok" => readyoks -= 1,
            Some((_, line)) if line.starts_with("bestmove") => tally.bestmoves += 1,
            Some((_, line)) if line.starts_with("info string error") => tally.refusals.push(line),
            Some(_) => {}
            None => break,
        }
    }
    tally.readyoks_missing = readyoks;
    engine.send("quit");
    let _ = engine.child.wait();
    tally
}

fn check(tally: &Tally) {
    println!(
        "{} exchanges: {} go, {} bestmove, {} refused, {} missing, {} illegal, {} early, \
         {} readyok missing; stop to bestmove over {} stops: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        tally.exchanges,
        tally.gos,
        tally.bestmoves,
        tally.refusals.len(),
        tally.missing,
        tally.illegal.len(),
        tally.early,
        tally.readyoks_missing,
        tally.stop_latency.len(),
        tally.percentile(50).as_secs_f64() * 1000.0,
        tally.percentile(99).as_secs_f64() * 1000.0,
        tally
            .stop_latency
            .iter()
            .max()
            .copied()
            .unwrap_or_default()
            .as_secs_f64()
            * 1000.0,
    );
    assert!(
        tally.refusals.is_empty(),
        "{:?}",
        &tally.refusals[..tally.refusals.len().min(5)]
    );
    assert_eq!(tally.missing, 0);
    assert!(
        tally.illegal.is_empty(),
        "{:?}",
        &tally.illegal[..tally.illegal.len().min(5)]
    );
    assert_eq!(tally.early, 0, "go infinite answered before stop");
    assert_eq!(tally.readyoks_missing, 0);
    assert_eq!(tally.gos, tally.bestmoves, "one bestmove for every go");
}

#[test]
fn back_to_back_exchanges_are_all_answered_legally() {
    let exchanges = std::env::var("MORRIS_CONFORMANCE_EXCHANGES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1500);
    check(&drive(exchanges, 0x5eed));
}

/// Reads lines for `wait`, returning them.
fn lines_for(engine: &Engine, wait: Duration) -> Vec<String> {
    let end = Instant::now() + wait;
    let mut lines = Vec::new();
    while let Some(left) = end.checked_duration_since(Instant::now()) {
        match engine.line(left) {
            Some((_, line)) => lines.push(line),
            None => break,
        }
    }
    lines
}

fn bestmoves(lines: &[String]) -> Vec<&str> {
    lines
        .iter()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .collect()
}

/// White to move and win at once: flying to g7 closes a mill, and Black,
/// down to two, has lost. The search proves it at once.
const WON: &str = "position fen WW./.../.../W...../.../.../BBB w 0 0 3 30";

#[test]
fn go_infinite_and_ponder_answer_only_when_told() {
    for (level, go, release) in [
        (10, "go infinite", "stop"),
        (1, "go infinite", "stop"),
        (10, "go ponder", "stop"),
        (10, "go ponder movetime 50", "ponderhit"),
        (1, "go ponder wtime 500 btime 500", "ponderhit"),
    ] {
        let mut engine = Engine::start();
        engine.send(&format!("setoption name Level value {level}"));
        engine.send(WON);
        engine.send(go);
        // Level 1 and a proved win both end the search by themselves.
        let before = lines_for(&engine, Duration::from_millis(300));
        assert!(bestmoves(&before).is_empty(), "{go} at {level}: {before:?}");
        engine.send("isready");
        engine.send(release);
        let after = lines_for(&engine, Duration::from_millis(1500));
        assert!(after.iter().any(|l| l == "readyok"), "{after:?}");
        assert_eq!(bestmoves(&after).len(), 1, "{after:?}");
        let m: Move = bestmoves(&after)[0].parse().unwrap();
        let fen = WON.strip_prefix("position fen ").unwrap();
        let pos =
            morris_core::Position::from_setup(&fen.parse().unwrap(), morris_core::Rules::default())
                .unwrap();
        assert!(pos.is_legal(m), "{m}");
        engine.send("quit");
        assert!(engine.child.wait().unwrap().success());
    }
}

#[test]
fn quit_and_the_end_of_input_during_a_search_answer_once_and_exit() {
    for (last, queued) in [("quit", false), ("", false), ("", true)] {
        let mut engine = Engine::start();
        engine.send("position startpos");
        engine.send("go infinite");
        if queued {
            // A go that waits behind the running one is answered too.
            engine.send("position startpos moves d6");
            engine.send("go movetime 60000");
        }
        std::thread::sleep(Duration::from_millis(50));
        if last.is_empty() {
            engine.input = None;
        } else {
            engine.send(last);
        }
        let lines = lines_for(&engine, Duration::from_secs(5));
        let expected = if queued { 2 } else { 1 };
        assert_eq!(bestmoves(&lines).len(), expected, "{last:?}: {lines:?}");
        assert!(engine.child.wait().unwrap().success());
    }
}

#[test]
fn a_damaged_database_is_named_once_and_the_search_goes_on_without_it() {
    let data = tempfile::tempdir().unwrap();
    let rules = morris_core::Rules::default();
    let dir = morris_play::DataDir::at(data.path()).databases_dir();
    let dbs = morris_ai::db::Databases::new(dir, rules);
    std::fs::create_dir_all(dbs.dir()).unwrap();
    std::fs::write(dbs.dir().join("3-3.mdb"), b"MORRISDB and then nothing").unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_morris"))
        .arg("engine")
        .env("MORRIS_DATA_DIR", data.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    // Three against three, moving: the search probes 3-3 at once.
    writeln!(
        input,
        "position fen W../.W./.../W...../.../.B./B.B w 0 0 0 30\ngo depth 3\n\
         position fen W../.W./.../W...../.../.B./B.B w 0 0 0 30\ngo depth 3\nisready"
    )
    .unwrap();
    drop(input);
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let told: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("info string database not used: "))
        .collect();
    assert_eq!(told.len(), 1, "{text}");
    assert!(told[0].contains("3-3.mdb is damaged"), "{text}");
    assert_eq!(text.matches("bestmove ").count(), 2, "{text}");
}
