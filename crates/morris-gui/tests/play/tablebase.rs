//! Perfect play from a server in the app: the address set in the databases
//! dialog (a bad one refused there), and the hint and the analysis asking
//! the server where the app has no databases, saying where their values
//! came from.

use std::sync::Arc;
use std::sync::mpsc;

use morris_core::{Game, Move, Position};
use morris_protocol::{TablebaseResult, TablebaseValue};
use morris_server::ai::{Brain, Tabled};

use super::*;

/// A server's "databases" that know every position: the side to move
/// wins in 5 by its last legal turn (one no search would pick first), and
/// loses with every other.
#[derive(Debug)]
struct Oracle;

impl Brain for Oracle {
    fn choose(&self, game: &Game, _level: u8, _clock: Option<u64>) -> Option<Move> {
        game.legal_moves().first().copied()
    }
    fn hint(&self, game: &Game) -> Option<Move> {
        game.legal_moves().first().copied()
    }
    fn accepts_draw(&self, _game: &Game, _side: morris_core::Color) -> bool {
        false
    }
    fn tablebase(&self, pos: &Position) -> Option<Tabled> {
        let moves = pos.legal_moves();
        let last = *moves.last()?;
        let win = TablebaseValue::exact(TablebaseResult::Win, Some(5));
        let loss = TablebaseValue::exact(TablebaseResult::Loss, Some(4));
        let mut turns = vec![(last, win)];
        turns.extend(moves.iter().filter(|&&m| m != last).map(|&m| (m, loss)));
        Some(Tabled {
            value: win,
            turns,
            sources: vec!["endgame databases".into()],
            why: None,
        })
    }
}

fn start_oracle() -> String {
    let dir = temp_dir("tablebase-server");
    let (tx, rx) = mpsc::channel();
    let config = morris_server::ServeConfig {
        addr: "127.0.0.1:0".parse().unwrap(),
        data: dir,
        tls: None,
        ai: Some((Arc::new(Oracle) as Arc<dyn Brain>, 1)),
    };
    std::thread::spawn(move || {
        let _ = morris_server::run(&config, |addr| tx.send(addr).unwrap());
    });
    let addr = rx
        .recv_timeout(Duration::from_secs(20))
        .expect("the server starts");
    format!("http://{addr}")
}

#[test]
fn the_hint_asks_the_server_and_says_the_value_is_its() {
    let url = start_oracle();
    let mut settings = common::settings();
    settings.hint_seconds = 0.3;
    settings.tablebase = Some(url);
    // Time enough for a loaded machine: the answer must come for the test
    // to say anything.
    settings.tablebase_ms = 30_000;
    let mut harness = open_with(settings, [900.0, 640.0]);
    play_moves(&mut harness, "d7 a1");
    click_step(&mut harness, "Hint");
    let _ = frames_until(&mut harness, Duration::from_secs(30), |h| {
        h.state().session().hint().is_some()
    });
    let hint = harness.state().session().hint().cloned().expect("a hint");
    let last = *harness.state().game().legal_moves().last().unwrap();
    assert_eq!(hint.mv, last, "the server's best turn");
    assert!(hint.from_server);
    assert_eq!(hint.exact, Some(morris_ai::db::DbValue::Win(5)));
    harness.run();
    assert!(shows(
        &harness,
        &format!("Hint: {} (exact, from the server: ", hint.mv)
    ));
}

#[test]
fn the_analysis_takes_the_servers_exact_values_and_says_so() {
    let url = start_oracle();
    let mut settings = common::settings();
    settings.tablebase = Some(url);
    settings.tablebase_ms = 30_000;
    let mut harness = open_with(settings, [900.0, 640.0]);
    play_moves(&mut harness, "d7 a1");
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(morris_gui::Command::ToggleAnalysis, &ctx);
    let _ = frames_until(&mut harness, Duration::from_secs(30), |h| {
        shows(h, "Analysis, exact (the tablebase server)")
    });
    assert!(shows(&harness, "Analysis, exact (the tablebase server)"));
    // The server's last legal turn wins: its point says so.
    let last = *harness.state().game().legal_moves().last().unwrap();
    let label = common::point_label(&harness, &last.to().to_string());
    assert!(label.contains("wins in 5"), "{label}");
}

#[test]
fn the_databases_dialog_takes_a_server_address_and_refuses_a_bad_one() {
    let dir = temp_dir("tablebase-setting");
    let mut harness = common::open_stored(&dir, Some(common::settings()), [900.0, 800.0]);
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(morris_gui::Command::OpenDatabases, &ctx);
    harness.run();
    assert!(shows(&harness, "Perfect play from a server"));
    let field = "The server’s address (empty: none)";
    harness.get_by_label(field).click();
    harness.run();
    harness.get_by_label(field).type_text("localhost:7700");
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert!(shows(&harness, "“localhost:7700” is no server address"));
    assert_eq!(
        harness.state().settings().tablebase,
        None,
        "nothing changed"
    );

    harness.get_by_label(field).click();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness
        .get_by_label(field)
        .type_text("http://127.0.0.1:7700/");
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert_eq!(
        harness.state().settings().tablebase.as_deref(),
        Some("http://127.0.0.1:7700")
    );
    assert!(harness.state().tablebase().is_some());
    let _ = std::fs::remove_dir_all(&dir);
}
