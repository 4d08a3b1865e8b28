//! The referee against engine processes that misbehave
//! (`engines/fake-engine.sh`): every failure must lose the game, with the
//! reason in its record; and our AI against itself, in this process.

use std::path::{Path, PathBuf};
use std::time::Duration;

use morris_core::{Color, Record, Rules};
use morris_engine::referee::{self, GameEnd, MatchConfig, MatchReport, MatchSide};
use morris_engine::{Dialect, EngineCommand};

fn engine(words: &[&str]) -> MatchSide {
    MatchSide::Engine(EngineCommand {
        words: words.iter().map(|w| (*w).to_owned()).collect(),
    })
}

fn fake(mode: &str) -> MatchSide {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/engines/fake-engine.sh");
    engine(&["bash", script.to_str().unwrap(), mode])
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
    referee::run(config, |_, _| {}).expect("the match runs")
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
fn every_kind_of_failure_loses_the_game_and_is_written_down() {
    let cases = [
        ("crash", "crashed"),
        ("silent", "no answer within"),
        ("garbled", "\"hello\", which is not a move"),
        ("illegal", "illegal move d6-d5"),
        ("none", "bestmove none while the game goes on"),
    ];
    for (mode, said) in cases {
        let dir = tempfile::tempdir().unwrap();
        let mut c = config(
            fake(mode),
            MatchSide::Ai("2".parse().unwrap()),
            Some(dir.path().to_owned()),
        );
        c.timeout = Duration::from_millis(300);
        let report = run(&c);
        for game in &report.games {
            let GameEnd::Forfeit { loser, reason } = &game.end else {
                panic!("{mode}: {}", game.end);
            };
            let fake_colour = if game.first_is_white {
                Color::White
            } else {
                Color::Black
            };
            assert_eq!(*loser, fake_colour, "{mode}");
            assert!(reason.contains(said), "{mode}: {reason}");
            assert_eq!(game.forfeiter(), Some(0));
            let text = std::fs::read_to_string(game.record.as_ref().unwrap()).unwrap();
            assert!(text.contains("[Forfeit \""), "{text}");
        }
        assert_eq!(report.forfeits(0), 2, "{mode}");
        assert_eq!(report.forfeits(1), 0, "{mode}");
        assert_eq!(report.tally().losses, 2);
        check_records(&report);
    }
}

#[test]
fn each_player_thinks_for_its_own_move_time_whichever_colour_it_plays() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = config(
        fake("echo-time"),
        fake("echo-time"),
        Some(dir.path().to_owned()),
    );
    c.movetimes = [Duration::from_millis(20), Duration::from_millis(70)];
    let report = run(&c);
    assert!(
        report
            .conditions
            .contains("20 ms a turn for the first player, 70 ms for the second"),
        "{}",
        report.conditions
    );
    // White moves first and answers its own time; game 2 swaps colours.
    let want = [
        ("t20", Color::White, "20", "70"),
        ("t70", Color::White, "70", "20"),
    ];
    for (game, (said, loser, white_ms, black_ms)) in report.games.iter().zip(want) {
        let GameEnd::Forfeit { loser: l, reason } = &game.end else {
            panic!("{}", game.end);
        };
        assert_eq!(*l, loser);
        assert!(reason.contains(said), "{reason}");
        let text = std::fs::read_to_string(game.record.as_ref().unwrap()).unwrap();
        let record: Record = text.parse().unwrap();
        assert_eq!(record.tag("WhiteMoveTime"), Some(white_ms), "{text}");
        assert_eq!(record.tag("BlackMoveTime"), Some(black_ms), "{text}");
        assert_eq!(record.tag("MoveTime"), None, "{text}");
    }
}

#[test]
fn a_program_that_does_not_start_is_one_clear_error() {
    let c = config(
        engine(&["/nonexistent/engine"]),
        MatchSide::Ai("2".parse().unwrap()),
        None,
    );
    let err = referee::run(&c, |_, _| {}).unwrap_err().to_string();
    assert!(err.contains("could not start"), "{err}");
    assert!(err.contains("/nonexistent/engine"), "{err}");
}

#[test]
fn our_ai_plays_itself_to_the_end_and_every_game_is_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = config(
        MatchSide::Ai("2".parse().unwrap()),
        MatchSide::Ai("1".parse().unwrap()),
        Some(dir.path().to_owned()),
    );
    c.openings = Some(referee::openings::random_openings(c.rules, 2, 1, 4));
    let seen = std::sync::atomic::AtomicUsize::new(0);
    let report = referee::run(&c, |_, progress| {
        seen.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        assert_eq!(progress.total, 2);
    })
    .unwrap();
    assert_eq!(seen.into_inner(), 2);
    assert_eq!(report.names, ["ai:2", "ai:1"]);
    for game in &report.games {
        assert!(matches!(game.end, GameEnd::Rules(_)), "{}", game.end);
    }
    assert_eq!(report.tally().games(), 2);
    check_records(&report);
}
