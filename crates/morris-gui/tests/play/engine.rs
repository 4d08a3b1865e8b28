//! Another program speaking the engine protocol as a player: chosen in the
//! new-game dialog, playing its side, and a person taking over when it dies.

use super::*;

/// A protocol engine as a shell script: it places Black's pieces on a1 and
/// g1, then exits at its third `go`, as an engine that crashes mid-game.
fn dying_engine(dir: &std::path::Path) -> String {
    let script = dir.join("engine.sh");
    std::fs::write(
        &script,
        "n=0\nwhile read -r line; do case \"$line\" in uci) echo 'id name Scripted'; echo uciok;; \
         isready) echo readyok;; quit) exit 0;; go*) n=$((n+1)); case $n in 1) echo 'bestmove a1';; \
         2) echo 'bestmove g1';; *) exit 3;; esac;; esac; done\n",
    )
    .expect("the script is written");
    format!("bash {}", script.display())
}

#[test]
fn an_engine_plays_black_and_a_person_takes_over_when_it_dies() {
    let dir = temp_dir("engine-dies");
    let settings = {
        let mut s = Settings {
            engine: dying_engine(&dir),
            ..common::settings()
        };
        s.players = ByColor::new(Player::Human, Player::Engine);
        s
    };
    let mut harness = open_with(settings, [900.0, 640.0]);
    for (mine, its) in [("d6", "a1"), ("d7", "g1")] {
        click_step(&mut harness, mine);
        let _ = frames_until(&mut harness, Duration::from_secs(20), |h| {
            h.state().game().moves().last().map(ToString::to_string) == Some(its.to_owned())
        });
        assert_eq!(moves(&harness).last().map(String::as_str), Some(its));
    }
    assert!(shows(&harness, "Black: Engine"), "the side panel names it");
    // Its third answer never comes: it crashed, and says so.
    click_step(&mut harness, "b6");
    let _ = frames_until(&mut harness, Duration::from_secs(20), |h| {
        !h.state().session().players()[Color::Black].is_ai()
    });
    harness.run();
    assert!(
        shows(&harness, "The engine playing Black cannot play (it stopped"),
        "{:?}",
        harness.state().notice()
    );
    assert!(!harness.state().is_thinking());
    // The game goes on: the person plays Black now.
    click_all(&mut harness, "a7");
    assert_eq!(moves(&harness), ["d6", "a1", "d7", "g1", "b6", "a7"]);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn nothing_typed_is_no_error_and_a_missing_program_is_said_in_german() {
    let settings = {
        let mut s = Settings {
            engine: String::new(),
            ..common::settings()
        };
        s.players = ByColor::new(Player::Human, Player::Engine);
        s
    };
    let mut harness = open_with(settings, [900.0, 700.0]);
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(
        morris_gui::Command::SetLanguage(Some(morris_i18n::Lang::De)),
        &ctx,
    );
    harness
        .state_mut()
        .apply(morris_gui::Command::OpenNewGame, &ctx);
    harness.run();
    // Nothing typed: a plain hint, no error, and the game does not start.
    assert!(shows(
        &harness,
        "Gib den Befehl ein, der die Engine startet"
    ));
    assert!(!shows(&harness, "empty"), "no English");
    let draft = match harness.state().dialog() {
        Some(morris_gui::dialogs::Dialog::NewGame(d)) => d.clone(),
        other => panic!("the new-game dialog: {other:?}"),
    };
    harness
        .state_mut()
        .apply(morris_gui::Command::StartGame(draft.clone()), &ctx);
    harness.run();
    assert!(harness.state().dialog().is_some(), "not started");
    // A program that is not there, said in German before the game.
    let missing = morris_gui::NewGame {
        engine: "/kein/programm uci".into(),
        ..draft
    };
    harness
        .state_mut()
        .apply(morris_gui::Command::StartGame(missing), &ctx);
    harness.run();
    assert!(harness.state().dialog().is_some(), "not started");
    assert!(shows(&harness, "Es gibt kein Programm „/kein/programm“"));
}

#[test]
fn the_new_game_dialog_chooses_an_engine_and_remembers_its_command() {
    let dir = temp_dir("engine-dialog");
    let mut harness = open();
    press(&mut harness, "New game…");
    let black = harness
        .get_by_role_and_label(egui::Role::ComboBox, "Black")
        .rect();
    harness.hover_at(black.center());
    harness.run();
    harness
        .get_by_role_and_label(egui::Role::ComboBox, "Black")
        .click();
    harness.run();
    press_option(&mut harness, "Engine…");
    // A command that cannot run is said, and the game does not start.
    harness.get_by_label("Engine command").focus();
    harness
        .get_by_label("Engine command")
        .type_text("\"unbalanced");
    harness.run();
    press(&mut harness, "Start the game");
    assert!(harness.state().dialog().is_some(), "not started");
    assert!(shows(
        &harness,
        "The command has a quote that is not closed."
    ));
    // A program that is not there is said before the game starts, and
    // Start waits.
    harness.get_by_label("Engine command").focus();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness
        .get_by_label("Engine command")
        .type_text("/no/such/engine uci");
    harness.run();
    assert!(shows(&harness, "There is no program “/no/such/engine”"));
    press(&mut harness, "Start the game");
    assert!(harness.state().dialog().is_some(), "not started");
    // A good one starts the game, Black played by the engine.
    let command = dying_engine(&dir);
    harness.get_by_label("Engine command").focus();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness.get_by_label("Engine command").type_text(&command);
    harness.run();
    press(&mut harness, "Start the game");
    assert!(harness.state().dialog().is_none(), "started");
    assert_eq!(harness.state().settings().engine, command, "remembered");
    assert_eq!(
        harness.state().session().players()[Color::Black],
        Player::Engine
    );
    click_step(&mut harness, "d6");
    let _ = frames_until(&mut harness, Duration::from_secs(20), |h| {
        h.state().game().moves().len() == 2
    });
    assert_eq!(moves(&harness), ["d6", "a1"]);
    std::fs::remove_dir_all(dir).ok();
}
