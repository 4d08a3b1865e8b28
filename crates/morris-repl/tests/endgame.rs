//! With endgame databases on disk, the hint gives the exact value.

use morris_ai::db::{Databases, DbValue};
use morris_core::{ByColor, Game, Record, Rules, Setup};
use morris_play::Player as PlayerSpec;
use morris_repl::session::{Session, SessionOptions};

#[test]
fn the_hint_is_exact_in_a_solved_endgame() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let rules = Rules::default();
    let dbs = Databases::new(dir.path(), rules);
    dbs.solve(morris_ai::db::Pair::new(3, 3), &|_| {})
        .expect("3-3 solves");

    // White flies f4-d7 to close a7 d7 g7: a win in one.
    let text = "W.W/.../.../..B.W./.../B.B/... w 0 0 0 40";
    let setup: Setup = text.parse().expect("position text");
    let pos = morris_core::Position::from_setup(&setup, rules).expect("a position");
    assert_eq!(dbs.probe(&pos), Some(DbValue::Win(1)));
    let record = Record::from_game(&Game::from_position(pos));
    let file = dir.path().join("endgame.pgn");
    std::fs::write(&file, record.to_string()).expect("written");

    let mut session = Session::new(SessionOptions {
        players: ByColor::new(PlayerSpec::Human, PlayerSpec::Human),
        databases: Some(dir.path().to_path_buf()),
        ..SessionOptions::default()
    });
    let reply = session.run_line(&format!("load {}", file.display()));
    assert_eq!(reply.error, None);
    let reply = session.run_line("hint");
    assert_eq!(reply.error, None);
    assert!(reply.text.contains("exact value"), "{}", reply.text);
    assert!(reply.text.contains("f4-d7x"), "{}", reply.text);

    // Without the databases the hint searches and says nothing of exactness.
    let mut plain = Session::new(SessionOptions {
        players: ByColor::new(PlayerSpec::Human, PlayerSpec::Human),
        ..SessionOptions::default()
    });
    assert_eq!(
        plain.run_line(&format!("load {}", file.display())).error,
        None
    );
    let reply = plain.run_line("hint");
    assert!(!reply.text.contains("exact value"), "{}", reply.text);
}
