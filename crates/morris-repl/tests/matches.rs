//! `morris match` against real engine processes: our own engine (the
//! `morris` binary) in both dialects, and the command line. Misbehaving
//! engines are morris-engine's tests (`tests/referee.rs`).

use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use morris_core::{Record, Rules};
use morris_engine::referee::{self as matches, GameEnd, MatchConfig, MatchReport, MatchSide};
use morris_engine::{Dialect, EngineCommand};

fn morris() -> String {
    env!("CARGO_BIN_EXE_morris").to_owned()
}

fn engine(words: &[&str]) -> MatchSide {
    MatchSide::Engine(EngineCommand {
        words: words.iter().map(|w| (*w).to_owned()).collect(),
    })
}

fn our_engine() -> MatchSide {
    engine(&[&morris(), "engine"])
}

fn config(first: MatchSide, second: MatchSide, records: Option<PathBuf>) -> MatchConfig {
    MatchConfig {
        sides: [first, second],
        dialects: [Dialect::Auto; 2],
        options: [Vec::new(), Vec::new()],
        rules: Rules::default(),
        movetimes: [Duration::from_millis(20); 2],
        timeout: Duration::from_millis(1500),
        overrun_margin: Duration::from_millis(50),
        games: 2,
        openings: None,
        jobs: 1,
        seed: 3,
        records,
        databases: None,
    }
}

fn run(config: &MatchConfig) -> MatchReport {
    matches::run(config, |_, _| {}).expect("the match runs")
}

/// Every record of the match reads back and replays to the game's result.
fn check_records(report: &MatchReport) {
    for game in &report.games {
        let path = game.record.as_ref().expect("a record is written");
        let text = std::fs::read_to_string(path).unwrap();
        let record: Record = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
        let replayed = record.to_game().unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(replayed.moves().len(), game.plies, "{text}");
        assert_eq!(record.tag("Result"), Some(game.end.result()), "{text}");
        if let Some(outcome) = replayed.outcome() {
            assert_eq!(outcome.winner, game.end.winner(), "{text}");
        }
    }
}

#[test]
fn our_engine_plays_our_ai_in_both_dialects_and_every_game_is_recorded() {
    // Auto and turn against our turn notation, split against our engine
    // speaking the split notation: each removal asked for with its own go.
    for (dialect, notation) in [
        (Dialect::Auto, "turn"),
        (Dialect::Turn, "turn"),
        (Dialect::Split, "split"),
        (Dialect::Auto, "split"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let mut c = config(
            our_engine(),
            MatchSide::Ai("4".parse().unwrap()),
            Some(dir.path().to_owned()),
        );
        c.dialects = [dialect, Dialect::Auto];
        c.options[0] = vec![
            ("Level".to_owned(), "3".to_owned()),
            ("Notation".to_owned(), notation.to_owned()),
        ];
        c.openings = Some(matches::openings::random_openings(c.rules, 2, 2, 9));
        c.games = 4;
        c.jobs = 2;
        let report = run(&c);
        assert_eq!(report.games.len(), 4);
        assert!(report.names[0].starts_with("Morris"), "{:?}", report.names);
        for game in &report.games {
            assert!(matches!(game.end, GameEnd::Rules(_)), "{}", game.end);
            assert_eq!(game.opening, Some(game.index / 2));
            assert!(game.times[0].turns > 0 && game.times[1].turns > 0);
        }
        // Each opening is played once with each player as White.
        assert!(report.games[0].first_is_white && !report.games[1].first_is_white);
        check_records(&report);
        let first = std::fs::read_to_string(report.games[0].record.as_ref().unwrap()).unwrap();
        assert!(first.contains("[OpeningTurns \"2\"]"), "{first}");
        assert!(first.contains("[%emt "), "{first}");
        // Mills were closed and their removals made, in either notation.
        let removals: usize = report
            .games
            .iter()
            .map(|g| {
                let text = std::fs::read_to_string(g.record.as_ref().unwrap()).unwrap();
                let record: Record = text.parse().unwrap();
                record
                    .moves()
                    .iter()
                    .filter(|m| !m.removals().is_empty())
                    .count()
            })
            .sum();
        assert!(removals >= 8, "{dialect} {notation}: {removals} removals");
    }
}

#[test]
fn the_command_prints_the_table_with_elo_and_times() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(morris())
        .args([
            "match",
            "--white",
            "ai:3",
            "--black",
            "ai:1",
            "--openings",
            "3",
        ])
        .args(["--seed", "5", "--jobs", "2", "--records"])
        .arg(dir.path())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stdout.starts_with("match: ai:3 against ai:1, 6 games, rules nine"),
        "{stdout}"
    );
    assert!(
        stdout.contains("3 openings of 2 turns (seed 5)"),
        "{stdout}"
    );
    for column in ["Elo [95% interval]", "ms/turn", "overruns", "forfeits"] {
        assert!(stdout.contains(column), "{stdout}");
    }
    // A line per game when stderr is not a terminal.
    assert_eq!(
        stderr.lines().filter(|l| l.starts_with("game ")).count(),
        6,
        "{stderr}"
    );
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 6);

    // Without --records they go to the data directory, and the path is
    // said; nothing is written into the current directory.
    let data = tempfile::tempdir().unwrap();
    let here = tempfile::tempdir().unwrap();
    let out = Command::new(morris())
        .args([
            "match", "--white", "ai:1", "--black", "ai:1", "--games", "2",
        ])
        .env("MORRIS_DATA_DIR", data.path())
        .current_dir(here.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let said = stderr
        .lines()
        .find_map(|l| l.strip_prefix("records: "))
        .expect("the records' place is said");
    assert!(
        std::path::Path::new(said).starts_with(data.path().join("match-records")),
        "{said}"
    );
    assert_eq!(std::fs::read_dir(said).unwrap().count(), 2);
    assert_eq!(std::fs::read_dir(here.path()).unwrap().count(), 0);

    let bad = Command::new(morris())
        .args(["match", "--white", "human", "--black", "ai:1"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    let bad = Command::new(morris())
        .args([
            "match",
            "--white",
            "ai:1",
            "--black",
            "ai:1",
            "--games",
            "4",
            "--openings",
            "2",
        ])
        .output()
        .unwrap();
    assert_eq!(
        bad.status.code(),
        Some(2),
        "--games and --openings conflict"
    );
}

#[test]
fn a_turn_without_its_removal_loses_when_the_dialect_says_turns_are_whole() {
    let mut c = config(our_engine(), MatchSide::Ai("5".parse().unwrap()), None);
    c.dialects = [Dialect::Turn, Dialect::Auto];
    c.options[0] = vec![
        ("Level".to_owned(), "6".to_owned()),
        ("Notation".to_owned(), "split".to_owned()),
    ];
    let report = run(&c);
    for game in &report.games {
        let GameEnd::Forfeit { reason, .. } = &game.end else {
            panic!("{}", game.end);
        };
        assert!(reason.contains("it closes a mill"), "{reason}");
    }
}
