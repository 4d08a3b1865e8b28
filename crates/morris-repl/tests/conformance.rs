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

use std::process::Command as Process;
use std::time::{Duration, Instant};

use morris_core::{Position, Rules};
use morris_engine::EngineProcess;
use morris_engine::client::Heard;
use morris_engine::message::{Answer, BestMove, Command, GoParams, Info, Start};
use morris_engine::notation::{Notation, Ply, PlyGame};

/// Longer than any answer may take: a `go` unanswered after this is missing.
const PATIENCE: Duration = Duration::from_secs(20);

/// `morris engine` with no databases.
fn start_engine() -> EngineProcess {
    let mut command = Process::new(env!("CARGO_BIN_EXE_morris"));
    command.arg("engine").env(
        "MORRIS_DATA_DIR",
        std::env::temp_dir().join("morris-conformance-none"),
    );
    EngineProcess::spawn(command).expect("the engine starts")
}

/// Sends a command; the engine must still read.
fn send(engine: &mut EngineProcess, command: &Command) {
    engine.send(command).expect("the engine reads");
}

/// A command as a GUI writes it (read by the protocol's own parser).
fn command(text: &str) -> Command {
    text.parse()
        .unwrap_or_else(|e| panic!("{text:?} is a command: {e}"))
}

fn set_option(name: &str, value: impl ToString) -> Command {
    Command::SetOption {
        name: name.to_owned(),
        value: value.to_string(),
    }
}

/// A `bestmove` as read: what it says, or the line that could not be read.
type Best = Result<BestMove, String>;

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
    /// Counts a line: a refusal, a `readyok` or a `bestmove`, which is
    /// returned.
    fn count(&mut self, heard: Heard, readyoks: &mut u64) -> Option<(Instant, Best)> {
        match heard.answer() {
            Ok(Answer::Info(Info::String(text))) if text.starts_with("error") => {
                self.refusals.push(heard.line);
            }
            Ok(Answer::ReadyOk) => *readyoks = readyoks.saturating_sub(1),
            Ok(Answer::BestMove { best, .. }) => {
                self.bestmoves += 1;
                return Some((heard.at, Ok(best)));
            }
            Err(_) if heard.line.starts_with("bestmove") => {
                self.bestmoves += 1;
                return Some((heard.at, Err(heard.line)));
            }
            _ => {}
        }
        None
    }

    /// Reads up to the next `bestmove`, counting what comes before it.
    fn bestmove(&mut self, engine: &EngineProcess, readyoks: &mut u64) -> Option<(Instant, Best)> {
        loop {
            let Ok(heard) = engine.next(PATIENCE) else {
                self.missing += 1;
                return None;
            };
            if let Some(best) = self.count(heard, readyoks) {
                return Some(best);
            }
        }
    }

    /// Reads what has come so far; a `bestmove` among it is returned.
    fn drain(&mut self, engine: &EngineProcess, readyoks: &mut u64) -> Option<(Instant, Best)> {
        while let Some(heard) = engine.try_next() {
            if let Some(best) = self.count(heard, readyoks) {
                return Some(best);
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
    game: PlyGame,
    split: bool,
}

impl Driven {
    fn new(split: bool) -> Driven {
        Driven {
            game: PlyGame::new(Position::new(Rules::default())),
            split,
        }
    }

    /// `position startpos moves ...`: whole turns glued, a turn begun split.
    fn position(&self) -> Command {
        Command::Position {
            start: Start::StartPos,
            moves: self.game.history(Notation::Turn),
        }
    }

    fn is_over(&self) -> bool {
        self.game.pending().is_none() && self.game.game().is_over()
    }

    /// Plays the engine's answer; `Err` when it is not legal here.
    fn play(&mut self, answer: Ply) -> Result<(), String> {
        let before = self.position();
        let mut after = self.game.clone();
        after
            .play(answer)
            .map_err(|e| format!("{answer} after {before}: {e}"))?;
        if !self.split && after.pending().is_some() {
            return Err(format!(
                "{answer} after {before}: a turn without its removal"
            ));
        }
        self.game = after;
        Ok(())
    }
}

/// Drives `exchanges` exchanges with no pause between answer and command.
fn drive(exchanges: u64, seed: u64) -> Tally {
    let mut engine = start_engine();
    let mut tally = Tally::default();
    let mut rng = Rng(seed | 1);
    let mut readyoks = 0;
    let mut driven = Driven::new(false);
    while tally.exchanges < exchanges {
        tally.exchanges += 1;
        if driven.is_over() || driven.game.game().moves().len() > 80 || rng.below(200) == 0 {
            // Between games: options change, then the client syncs.
            send(&mut engine, &Command::UciNewGame);
            let split = rng.below(3) == 0;
            let level = [1, 3, 6, 9, 10, 10, 10][rng.below(7) as usize];
            send(&mut engine, &set_option("Level", level));
            send(&mut engine, &set_option("Threads", 1 + rng.below(2)));
            let notation = if split {
                Notation::Split
            } else {
                Notation::Turn
            };
            send(&mut engine, &set_option("Notation", notation));
            if rng.below(4) == 0 {
                send(&mut engine, &set_option("Hash", 1 + rng.below(16)));
            }
            send(&mut engine, &Command::IsReady);
            readyoks += 1;
            driven = Driven::new(split);
        }
        // Mostly at once, now and then after a pause of up to 2 ms.
        if rng.below(4) == 0 {
            std::thread::sleep(Duration::from_micros(rng.below(2000)));
        }
        send(&mut engine, &driven.position());
        tally.gos += 1;
        let go = |params: GoParams| Command::Go(params);
        let answer = match rng.below(10) {
            // The usual: a short search.
            0..=3 => {
                send(&mut engine, &go(GoParams::movetime(1 + rng.below(4))));
                tally.bestmove(&engine, &mut readyoks)
            }
            4 => {
                let mut params = GoParams::default();
                if rng.below(2) == 0 {
                    params.limits.depth = Some(1 + rng.below(3) as u32);
                } else {
                    params.limits.nodes = Some(100 + rng.below(2000));
                }
                send(&mut engine, &go(params));
                tally.bestmove(&engine, &mut readyoks)
            }
            5 => {
                let params = GoParams {
                    clock: [Some(50 + rng.below(300)), Some(50 + rng.below(300))],
                    increment: [1, 1],
                    moves_to_go: (rng.below(2) == 0).then(|| 1 + rng.below(30)),
                    ..GoParams::default()
                };
                send(&mut engine, &go(params));
                tally.bestmove(&engine, &mut readyoks)
            }
            // `isready` while it searches: answered at once.
            6 => {
                send(&mut engine, &go(GoParams::movetime(2 + rng.below(4))));
                send(&mut engine, &Command::IsReady);
                readyoks += 1;
                tally.bestmove(&engine, &mut readyoks)
            }
            // `stop` at a random moment of a long or endless search.
            7 | 8 => {
                let infinite = rng.below(2) == 0;
                let params = if infinite {
                    GoParams {
                        infinite: true,
                        ..GoParams::default()
                    }
                } else {
                    GoParams::movetime(60000)
                };
                send(&mut engine, &go(params));
                std::thread::sleep(Duration::from_micros(rng.below(4000)));
                let early = if infinite {
                    tally.drain(&engine, &mut readyoks)
                } else {
                    None
                };
                let sent = Instant::now();
                send(&mut engine, &Command::Stop);
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
                send(&mut engine, &command("go ponder wtime 200 btime 200"));
                std::thread::sleep(Duration::from_micros(rng.below(3000)));
                let release = if rng.below(2) == 0 {
                    Command::PonderHit
                } else {
                    Command::Stop
                };
                send(&mut engine, &release);
                tally.bestmove(&engine, &mut readyoks)
            }
        };
        let Some((_, answer)) = answer else { break };
        let ply = match answer {
            Ok(BestMove::Ply(ply)) => ply,
            Ok(BestMove::None) => {
                if !driven.is_over() {
                    tally
                        .illegal
                        .push(format!("none after {}", driven.position()));
                }
                driven = Driven::new(driven.split);
                continue;
            }
            Ok(other) => {
                tally.illegal.push(format!("bestmove {other}"));
                driven = Driven::new(driven.split);
                continue;
            }
            Err(line) => {
                tally.illegal.push(line);
                driven = Driven::new(driven.split);
                continue;
            }
        };
        if let Err(e) = driven.play(ply) {
            tally.illegal.push(e);
            driven = Driven::new(driven.split);
        }
    }
    // Everything answered, nothing more to come.
    send(&mut engine, &Command::IsReady);
    readyoks += 1;
    let deadline = Instant::now() + PATIENCE;
    while readyoks > 0 && Instant::now() < deadline {
        let Ok(heard) = engine.next(PATIENCE) else {
            break;
        };
        let _ = tally.count(heard, &mut readyoks);
    }
    tally.readyoks_missing = readyoks;
    send(&mut engine, &Command::Quit);
    let _ = engine.wait_exit(PATIENCE);
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
fn lines_for(engine: &EngineProcess, wait: Duration) -> Vec<Heard> {
    let end = Instant::now() + wait;
    let mut lines = Vec::new();
    while let Some(left) = end.checked_duration_since(Instant::now()) {
        match engine.next(left) {
            Ok(heard) => lines.push(heard),
            Err(_) => break,
        }
    }
    lines
}

fn bestmoves(lines: &[Heard]) -> Vec<BestMove> {
    lines
        .iter()
        .filter_map(|l| match l.answer() {
            Ok(Answer::BestMove { best, .. }) => Some(best),
            _ => None,
        })
        .collect()
}

/// White to move and win at once: flying to g7 closes a mill, and Black,
/// down to two, has lost. The search proves it at once.
const WON: &str = "position fen WW./.../.../W...../.../.../BBB w 0 0 3 30";

#[test]
fn go_infinite_and_ponder_answer_only_when_told() {
    for (level, go, release) in [
        (10, "go infinite", Command::Stop),
        (1, "go infinite", Command::Stop),
        (10, "go ponder", Command::Stop),
        (10, "go ponder movetime 50", Command::PonderHit),
        (1, "go ponder wtime 500 btime 500", Command::PonderHit),
    ] {
        let mut engine = start_engine();
        send(&mut engine, &set_option("Level", level));
        let won = command(WON);
        send(&mut engine, &won);
        send(&mut engine, &command(go));
        // Level 1 and a proved win both end the search by themselves.
        let before = lines_for(&engine, Duration::from_millis(300));
        assert!(bestmoves(&before).is_empty(), "{go} at {level}: {before:?}");
        send(&mut engine, &Command::IsReady);
        send(&mut engine, &release);
        let after = lines_for(&engine, Duration::from_millis(1500));
        assert!(
            after.iter().any(|l| l.answer() == Ok(Answer::ReadyOk)),
            "{after:?}"
        );
        let best = bestmoves(&after);
        assert_eq!(best.len(), 1, "{after:?}");
        let BestMove::Ply(Ply::Move(m)) = best[0] else {
            panic!("{:?}", best[0]);
        };
        let Command::Position {
            start: Start::Fen(setup),
            ..
        } = won
        else {
            panic!("a position");
        };
        let pos = Position::from_setup(&setup, Rules::default()).unwrap();
        assert!(pos.is_legal(m), "{m}");
        send(&mut engine, &Command::Quit);
        let status = engine.wait_exit(PATIENCE).unwrap();
        assert!(status.is_some_and(|s| s.success()), "{status:?}");
    }
}

#[test]
fn quit_and_the_end_of_input_during_a_search_answer_once_and_exit() {
    for (quit, queued) in [(true, false), (false, false), (false, true)] {
        let mut engine = start_engine();
        send(&mut engine, &command("position startpos"));
        send(&mut engine, &command("go infinite"));
        if queued {
            // A go that waits behind the running one is answered too.
            send(&mut engine, &command("position startpos moves d6"));
            send(&mut engine, &Command::Go(GoParams::movetime(60000)));
        }
        std::thread::sleep(Duration::from_millis(50));
        if quit {
            send(&mut engine, &Command::Quit);
        } else {
            engine.close_input();
        }
        let lines = lines_for(&engine, Duration::from_secs(5));
        let expected = if queued { 2 } else { 1 };
        assert_eq!(bestmoves(&lines).len(), expected, "{quit}: {lines:?}");
        let status = engine.wait_exit(PATIENCE).unwrap();
        assert!(status.is_some_and(|s| s.success()), "{status:?}");
    }
}

#[test]
fn a_damaged_database_is_named_once_and_the_search_goes_on_without_it() {
    let data = tempfile::tempdir().unwrap();
    let rules = Rules::default();
    let dir = morris_play::DataDir::at(data.path()).databases_dir();
    let dbs = morris_ai::db::Databases::new(dir, rules);
    std::fs::create_dir_all(dbs.dir()).unwrap();
    std::fs::write(dbs.dir().join("3-3.mdb"), b"MORRISDB and then nothing").unwrap();
    let mut process = Process::new(env!("CARGO_BIN_EXE_morris"));
    process.arg("engine").env("MORRIS_DATA_DIR", data.path());
    let mut engine = EngineProcess::spawn(process).unwrap();
    // Three against three, moving: the search probes 3-3 at once.
    let three = command("position fen W../.W./.../W...../.../.B./B.B w 0 0 0 30");
    let depth = command("go depth 3");
    for c in [&three, &depth, &three, &depth, &Command::IsReady] {
        send(&mut engine, c);
    }
    engine.close_input();
    let lines = lines_for(&engine, PATIENCE);
    let told: Vec<String> = lines
        .iter()
        .filter_map(|l| match l.answer() {
            Ok(Answer::Info(Info::String(text))) => {
                text.strip_prefix("database not used: ").map(str::to_owned)
            }
            _ => None,
        })
        .collect();
    assert_eq!(told.len(), 1, "{lines:?}");
    assert!(told[0].contains("3-3.mdb is damaged"), "{lines:?}");
    assert_eq!(bestmoves(&lines).len(), 2, "{lines:?}");
}
