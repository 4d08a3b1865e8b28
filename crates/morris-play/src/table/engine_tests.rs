//! The table's engine players and database refusals, on a fake clock.

use std::time::Instant;

use morris_core::{ByColor, Color, Rules};

use super::tests::{human, three_against_three, typed};
use super::*;

/// A protocol engine as a shell script: it places Black's pieces on a1,
/// then g1, then does what `then` says at its third `go`.
fn scripted_engine(dir: &std::path::Path, then: &str) -> morris_engine::EngineCommand {
    let script = dir.join("engine.sh");
    let text = format!(
        "#!/usr/bin/env bash\nn=0\nwhile IFS= read -r line; do\n  case \"$line\" in\n    \
         uci) echo 'id name Scripted'; echo uciok ;;\n    isready) echo readyok ;;\n    \
         quit) exit 0 ;;\n    go*) n=$((n+1)); case $n in 1) echo 'bestmove a1' ;; \
         2) echo 'bestmove g1' ;; *) {then} ;; esac ;;\n  esac\ndone\n"
    );
    std::fs::write(&script, text).unwrap();
    format!("bash {}", script.display()).parse().unwrap()
}

fn engine_table(engine: Option<morris_engine::EngineCommand>) -> Table {
    Table::new(
        TableConfig {
            players: ByColor::new(human(), Player::Engine),
            engine,
            ..TableConfig::default()
        },
        Instant::now(),
    )
}

#[test]
fn an_engine_plays_its_side_and_a_person_takes_over_when_it_dies() {
    let dir = tempfile::tempdir().unwrap();
    let t0 = Instant::now();
    let mut t = engine_table(Some(scripted_engine(dir.path(), "exit 3")));
    for (mine, its) in [("d6", "a1"), ("d7", "g1")] {
        typed(&mut t, mine, t0);
        t.tick(t0);
        assert_eq!(t.machine_thinking(), Some(Color::Black));
        assert!(t.wait_for_answer());
        assert_eq!(t.game().moves().last().unwrap().to_string(), its);
    }
    assert_eq!(t.engine_name(Color::Black), Some("Scripted"));
    let played = t
        .take_events()
        .into_iter()
        .filter(|e| matches!(e, Event::Played { by_ai: true, .. }))
        .count();
    assert_eq!(played, 2);
    // Its third answer never comes: it dies.
    typed(&mut t, "b6", t0);
    t.tick(t0);
    assert!(t.wait_for_answer());
    let events = t.take_events();
    assert!(
        matches!(&events[..], [Event::Played { .. }, Event::EngineFailed { side: Color::Black, reason }] if reason.to_string().contains("crashed")),
        "{events:?}"
    );
    // The game goes on, a person playing Black.
    assert_eq!(t.session().players()[Color::Black], human());
    assert_eq!(t.game().moves().len(), 5);
    typed(&mut t, "a7", t0);
    assert_eq!(t.game().moves().len(), 6);
}

#[test]
fn an_engine_that_cannot_start_or_answers_garbage_is_said_so() {
    let dir = tempfile::tempdir().unwrap();
    let t0 = Instant::now();
    for (engine, says) in [
        (Some("/no/such/engine".parse().unwrap()), "could not start"),
        // No command: it cannot start either (the app and the REPL check
        // the command before a game begins).
        (None, "could not start"),
        (
            Some(scripted_engine(dir.path(), "echo 'bestmove hello'")),
            "not a move",
        ),
    ] {
        let mut t = engine_table(engine);
        let garbage = says == "not a move";
        let moves: &[&str] = if garbage {
            &["d6", "d7", "b6"]
        } else {
            &["d6"]
        };
        for m in moves {
            typed(&mut t, m, t0);
            t.tick(t0);
            t.wait_for_answer();
        }
        let failure = t.take_events().into_iter().find_map(|e| match e {
            Event::EngineFailed { side, reason } => Some((side, reason)),
            _ => None,
        });
        let (side, reason) = failure.expect(says);
        assert_eq!(side, Color::Black);
        assert!(reason.to_string().contains(says), "{reason}");
        assert!(!t.session().players()[Color::Black].is_ai());
        assert!(!t.is_thinking());
    }
}

#[test]
fn a_damaged_database_is_said_once_and_the_hint_searches_instead() {
    let dir = tempfile::tempdir().unwrap();
    let rules = Rules::default();
    morris_ai::db::Databases::new(dir.path(), rules)
        .solve_up_to(6, &|_| {})
        .unwrap();
    // Every database file of the pair damaged: a byte flipped in the middle.
    let mut damaged = 0;
    for entry in walk(dir.path()) {
        let mut bytes = std::fs::read(&entry).unwrap();
        let middle = bytes.len() / 2;
        bytes[middle] ^= 0x55;
        std::fs::write(&entry, bytes).unwrap();
        damaged += 1;
    }
    assert!(damaged > 0);
    let t0 = Instant::now();
    let mut t = Table::new(
        TableConfig {
            players: ByColor::new(human(), human()),
            databases: Some(dir.path().to_path_buf()),
            thinking: Thinking::Fixed {
                move_nodes: 2_000,
                hint_nodes: 2_000,
            },
            ..TableConfig::default()
        },
        t0,
    );
    t.apply(Command::Start(three_against_three()), t0).unwrap();
    t.apply(Command::Hint, t0).unwrap();
    assert!(t.wait_for_answer(), "not exact: it searches");
    let refused: Vec<String> = t
        .take_events()
        .into_iter()
        .filter_map(|e| match e {
            Event::DatabaseRefused(reason) => Some(reason),
            _ => None,
        })
        .collect();
    assert_eq!(refused.len(), 1, "{refused:?}");
    t.apply(Command::Hint, t0).unwrap();
    t.wait_for_answer();
    assert!(
        !t.take_events()
            .iter()
            .any(|e| matches!(e, Event::DatabaseRefused(_))),
        "said once"
    );
}

/// Every file under `dir`.
fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().filter_map(Result::ok) {
        let path = entry.path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else {
            files.push(path);
        }
    }
    files
}
