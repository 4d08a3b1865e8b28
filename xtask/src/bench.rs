//! `cargo xtask bench`: the search benchmark (fixed positions at fixed
//! depth, time to depth, stop latency, deadline overrun), the endgame
//! solver's (entries a second of every class up to 9 pieces, and of the
//! forward check; `bench solve [PIECES]` alone, further), how fast
//! `morris engine` answers `stop` through the protocol, and the protocol
//! conformance run at full length (10,000 back-to-back exchanges, with the
//! stop-to-`bestmove` latency's median, p99 and maximum), and the
//! seeded stress of the engine's hand-offs at length (200,000 rounds), all
//! in release builds; `bench review [DEPTH]` times the review of three
//! games, `bench online` the server under load, `bench tablebase` its
//! tablebase API under load, `bench puzzles` the puzzle trainer, `bench
//! pack DIR [--build]` the compact pack.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, bail};

use crate::util::{cmd, step, target_dir};

pub fn run(args: &[String]) -> anyhow::Result<()> {
    match args.first().map(String::as_str) {
        None => {}
        Some("online") => return online(&args[1..]),
        Some("solve") => return solve(args.get(1).map(String::as_str)),
        Some("review") => return review(args.get(1).map(String::as_str)),
        Some("tablebase") => return tablebase(&args[1..]),
        Some("puzzles") => return puzzles(),
        Some("pack") => return pack(&args[1..]),
        Some(extra) => bail!(
            "bench takes nothing, `solve [PIECES]`, `review [DEPTH]`, `online [GAMES] [SECONDS]`, `tablebase [CLIENTS] [EACH] [RATE]`, `puzzles` or `pack DIR [--build]`, got {extra:?}"
        ),
    }
    step(
        "search benchmark (release)",
        cmd(
            "cargo",
            &["run", "--release", "-p", "morris-ai", "--example", "bench"],
        ),
    )?;
    solve(None)?;
    step(
        "cargo build --release -p morris-repl",
        cmd("cargo", &["build", "--release", "-p", "morris-repl"]),
    )?;
    engine_stop_latency()?;
    let mut conformance = cmd(
        "cargo",
        &[
            "test",
            "--release",
            "-p",
            "morris-repl",
            "--test",
            "conformance",
            "back_to_back",
            "--",
            "--nocapture",
        ],
    );
    conformance.env(
        "MORRIS_CONFORMANCE_EXCHANGES",
        CONFORMANCE_EXCHANGES.to_string(),
    );
    step(
        "engine protocol conformance, 10,000 back-to-back exchanges (release)",
        conformance,
    )?;
    let mut stress = cmd(
        "cargo",
        &[
            "test",
            "--release",
            "-p",
            "morris-engine",
            "--test",
            "stress",
            "--",
            "--nocapture",
        ],
    );
    stress.env("MORRIS_STRESS_ROUNDS", STRESS_ROUNDS.to_string());
    step(
        "engine hand-off stress, 200,000 seeded rounds (release)",
        stress,
    )
}

/// The endgame solver's benchmark (release): every class up to `pieces`
/// (default 9) solved in a fresh directory, entries a second each, and
/// the forward check of the largest pair.
fn solve(pieces: Option<&str>) -> anyhow::Result<()> {
    let pieces = pieces.unwrap_or("9");
    match pieces.parse::<u32>() {
        Ok(6..=18) => {}
        _ => bail!("bench solve takes a number of pieces from 6 to 18, got {pieces:?}"),
    }
    step(
        &format!("endgame solver benchmark up to {pieces} pieces (release)"),
        cmd(
            "cargo",
            &[
                "run",
                "--release",
                "-p",
                "morris-ai",
                "--example",
                "solve",
                "--",
                pieces,
            ],
        ),
    )
}

/// The review's benchmark (release): three games of about 100 plies
/// reviewed, turn by turn, with the endgame databases up to 10 pieces
/// (solved once into the target directory and kept) and without.
fn review(depth: Option<&str>) -> anyhow::Result<()> {
    let dir = target_dir().join("bench-review-databases");
    let dir = dir.to_string_lossy().into_owned();
    let mut args = vec![
        "run",
        "--release",
        "-p",
        "morris-ai",
        "--example",
        "review",
        "--",
        &dir,
    ];
    if let Some(depth) = depth {
        args.push(depth);
    }
    step("review benchmark (release)", cmd("cargo", &args))
}

/// The puzzle trainer's benchmark (release): the first puzzle, the next
/// one with a record of 5,000 attempts, a turn judged with its reply
/// (`morris-play`'s example `puzzles`).
fn puzzles() -> anyhow::Result<()> {
    step(
        "puzzle trainer benchmark (release)",
        cmd(
            "cargo",
            &[
                "run",
                "--release",
                "-p",
                "morris-play",
                "--example",
                "puzzles",
            ],
        ),
    )
}

/// The compact pack's benchmark (release): `pack DIR [--build]`, the
/// packs of the databases in DIR built (with `--build`) and probed cold
/// and warm (`morris-ai`'s example `pack`).
fn pack(args: &[String]) -> anyhow::Result<()> {
    let Some(dir) = args.first() else {
        bail!("bench pack takes the databases' directory: bench pack DIR [--build]");
    };
    let mut c = cmd(
        "cargo",
        &[
            "run",
            "--release",
            "-p",
            "morris-ai",
            "--example",
            "pack",
            "--",
            dir,
        ],
    );
    c.args(&args[1..]);
    step("compact pack benchmark (release)", c)
}

/// How many rounds the long engine stress runs.
const STRESS_ROUNDS: u64 = 200_000;

/// `cargo xtask bench online [GAMES] [SECONDS]`: `morris serve` under
/// GAMES games at once (default 500, so 1,000 clients) for SECONDS (60),
/// then the same on two servers sharing a PostgreSQL database (started as
/// for the tests), then 200 visitors playing the computer at level 5 for
/// 60 s, then the floods of `examples/attack.rs` (SECONDS each) against a
/// server with the default limits.
/// `bench tablebase [CLIENTS] [EACH] [RATE]`: the tablebase API under load
/// (`morris-server`'s example `tablebase_load`): the databases up to 8
/// pieces solved once into `target/bench-tablebase-databases`, then
/// CLIENTS clients at once (200) asking EACH positions each (50), each
/// as soon as it has its answer (or RATE a second), then 10 a second
/// each when no RATE is given.
fn tablebase(args: &[String]) -> anyhow::Result<()> {
    step(
        "cargo build --release -p morris-repl",
        cmd("cargo", &["build", "--release", "-p", "morris-repl"]),
    )?;
    let binary = target_dir().join("release/morris");
    let databases = target_dir().join("bench-tablebase-databases");
    let mut solve = Command::new(&binary);
    solve
        .args(["solve", "--up-to", "8", "--dir"])
        .arg(&databases);
    step("morris solve --up-to 8 (once; kept)", solve)?;
    // The example over the server binary and its databases.
    let example = || {
        let mut c = cmd(
            "cargo",
            &[
                "run",
                "--release",
                "-p",
                "morris-server",
                "--example",
                "tablebase_load",
                "--",
            ],
        );
        c.arg(&binary).arg(&databases);
        c
    };
    let mut load = example();
    load.args(args);
    step("tablebase API under load on loopback (release)", load)?;
    if args.len() < 3 {
        let mut paced = example();
        paced.args([
            args.first().map_or("200", String::as_str),
            args.get(1).map_or("50", String::as_str),
            "10",
        ]);
        step("the same, each client asking 10 a second (release)", paced)?;
    }
    Ok(())
}

fn online(args: &[String]) -> anyhow::Result<()> {
    step(
        "cargo build --release -p morris-repl",
        cmd("cargo", &["build", "--release", "-p", "morris-repl"]),
    )?;
    let binary = target_dir().join("release/morris");
    let mut load = cmd(
        "cargo",
        &[
            "run",
            "--release",
            "-p",
            "morris-server",
            "--example",
            "load",
            "--",
        ],
    );
    load.arg(&binary).args(args);
    step("online load: random games on loopback (release)", load)?;
    // The same, on two servers sharing one PostgreSQL database.
    let (postgres_url, _postgres) = crate::postgres::ensure_postgres()?;
    let mut shared = cmd(
        "cargo",
        &[
            "run",
            "--release",
            "-p",
            "morris-server",
            "--example",
            "load",
            "--",
        ],
    );
    let games = args.first().map_or("500", String::as_str);
    let seconds = args.get(1).map_or("60", String::as_str);
    shared
        .arg(&binary)
        .args([games, seconds, postgres_url.as_str()]);
    step(
        "online load: two servers on one PostgreSQL database (release)",
        shared,
    )?;
    let mut ai_load = cmd(
        "cargo",
        &[
            "run",
            "--release",
            "-p",
            "morris-server",
            "--example",
            "ai_load",
            "--",
        ],
    );
    ai_load.arg(&binary).args(["200", "60", "5"]);
    step(
        "online load: 200 visitors play the computer at level 5 (release)",
        ai_load,
    )?;
    let mut attack = cmd(
        "cargo",
        &[
            "run",
            "--release",
            "-p",
            "morris-server",
            "--example",
            "attack",
            "--",
        ],
    );
    attack.arg(&binary).arg(seconds);
    step(
        "online attack: floods against the default limits (release)",
        attack,
    )
}

/// How many exchanges the long conformance run makes.
const CONFORMANCE_EXCHANGES: u64 = 10_000;

/// Starts `go infinite` in `morris engine`, sends `stop` after a while and
/// times the `bestmove` answer.
fn engine_stop_latency() -> anyhow::Result<()> {
    let binary = target_dir().join("release/morris");
    println!("\nmorris engine: time from sending stop to reading bestmove");
    let mut worst = Duration::ZERO;
    for (name, position) in [
        ("start", "position startpos"),
        ("placing", "position startpos moves d6 f4 d2 b4 d5 b6"),
        (
            "moving",
            "position fen W../.BB/W../WB...W/.W./B.B/W.. w 0 0 2 18",
        ),
    ] {
        let mut child = Command::new(&binary)
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .with_context(|| format!("cannot start {}", binary.display()))?;
        let mut stdin = child.stdin.take().context("engine stdin")?;
        let stdout = child.stdout.take().context("engine stdout")?;
        writeln!(stdin, "{position}\ngo infinite")?;
        stdin.flush()?;
        std::thread::sleep(Duration::from_millis(500));
        let sent = Instant::now();
        writeln!(stdin, "stop")?;
        stdin.flush()?;
        let mut answered = None;
        for line in BufReader::new(stdout).lines() {
            let line = line?;
            if line.starts_with("bestmove") {
                answered = Some((sent.elapsed(), line));
                break;
            }
        }
        writeln!(stdin, "quit")?;
        let _ = child.wait();
        let (took, line) = answered.context("the engine gave no bestmove")?;
        worst = worst.max(took);
        println!(
            "{name:<10} {:>8.3} ms  ({line})",
            took.as_secs_f64() * 1000.0
        );
    }
    println!("{:<10} {:>8.3} ms", "worst", worst.as_secs_f64() * 1000.0);
    Ok(())
}
