//! The analysis, the endgame databases and the position editor.

use super::*;

#[test]
fn the_analysis_toggles_with_a_and_deepens_while_frames_go_on() {
    let mut harness = open();
    harness.key_press(Key::A);
    harness.step();
    assert!(harness.state().settings().analysis);
    // Every empty point gets a value while placing: the analysis tells
    // them move by move, so a frame may show some before the rest.
    let valued = |h: &Harness<'_, MorrisApp>| {
        morris_gui::POINTS.iter().all(|p| {
            let label = common::point_label(h, p.name);
            label.contains("(depth ") || label.contains("wins")
        })
    };
    let (frames, slowest) = frames_until(&mut harness, Duration::from_secs(30), valued);
    eprintln!("analysis: every value after {frames} frames, slowest {slowest:?}");
    for p in morris_gui::POINTS {
        let label = common::point_label(&harness, p.name);
        assert!(
            label.contains("(depth ") || label.contains("wins"),
            "{label}"
        );
    }
    // A move: the analysis follows the new position (the frame of the
    // click still showed the old one).
    click_step(&mut harness, "d6");
    harness.step();
    assert_eq!(moves(&harness), ["d6"]);
    let _ = frames_until(&mut harness, Duration::from_secs(30), |h| {
        common::point_label(h, "f4").contains("(depth ")
    });
    assert!(!common::point_label(&harness, "d6").contains("(depth "));
    // Off again, with a point of the board holding the keyboard focus (as
    // after a click with the mouse): no values.
    common::point(&harness, "g1").focus();
    harness.step();
    harness.key_press(Key::A);
    harness.step();
    harness.step();
    assert!(!harness.state().settings().analysis);
    assert!(!common::point_label(&harness, "f4").contains("(depth "));
}

#[test]
fn the_endgame_databases_are_built_in_the_background_stopped_and_resumed() {
    let dir = temp_dir("build");
    let databases = Storage::at(&dir).databases_dir();
    let mut harness = common::open_stored(&dir, Some(common::settings()), [900.0, 700.0]);
    click_all(&mut harness, "Game");
    harness.get_by_label("Endgame databases…").click();
    for _ in 0..5 {
        harness.step();
    }
    assert!(shows(&harness, "Up to 7 pieces in all"));
    harness
        .get_by(|n| {
            n.label()
                .is_some_and(|l| l.starts_with("Up to 7 pieces in all"))
        })
        .click();
    harness.step();
    click_step(&mut harness, "Build");
    // The dialog follows the build; once 3-4 is under way, stop it.
    let (_, _) = frames_until(&mut harness, Duration::from_secs(60), |h| {
        h.state()
            .build_progress()
            .is_some_and(|(_, p)| p.pair == Some(morris_ai::db::Pair::new(3, 4)))
    });
    assert_eq!(harness.state().build_progress().unwrap().0, 7);
    click_step(&mut harness, "Stop building");
    let _ = frames_until(&mut harness, Duration::from_secs(60), |h| {
        h.state()
            .notice()
            .is_some_and(|n| n.starts_with("Building stopped."))
    });
    let rules = morris_core::Rules::default();
    let dbs = morris_ai::db::Databases::new(&databases, rules);
    assert!(dbs.has_files_up_to(6), "3-3 was finished and stays");
    assert!(!dbs.has_files_up_to(7), "3-4 was not");
    // Built again: it goes on with 3-4 and finishes; the dialog, still
    // open, marks it built.
    assert!(shows(&harness, "Build"));
    click_step(&mut harness, "Build");
    let _ = frames_until(&mut harness, Duration::from_secs(120), |h| {
        h.state().notice().is_some_and(|n| n.contains("are ready"))
    });
    assert_eq!(
        harness.state().notice(),
        Some(
            "The endgame databases up to 7 pieces are ready: level 10, the hint and the analysis use them now."
        )
    );
    assert!(morris_ai::db::Databases::new(&databases, rules).is_solved_up_to(7));
    harness.step();
    let built = harness
        .query_all_by(|n| n.label().is_some_and(|l| l.contains("(built)")))
        .count();
    assert_eq!(built, 2, "up to 6 and up to 7");
    drop(harness);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn on_a_small_board_the_databases_dialog_solves_the_whole_game() {
    let dir = temp_dir("whole");
    let databases = Storage::at(&dir).databases_dir();
    let mut rules = morris_core::Rules::preset(morris_core::Preset::Three);
    rules.set_diagonals(true);
    let mut harness = common::open_stored(&dir, Some(common::settings_for(rules)), [900.0, 700.0]);
    click_all(&mut harness, "Game");
    harness.get_by_label("Endgame databases…").click();
    for _ in 0..5 {
        harness.step();
    }
    assert!(shows(&harness, "The whole game, from the first placement"));
    assert!(
        !shows(&harness, "Up to 7 pieces in all"),
        "no pairs on a small board"
    );
    click_step(&mut harness, "Build");
    let _ = frames_until(&mut harness, Duration::from_secs(60), |h| {
        h.state().notice().is_some_and(|n| n.contains("is solved"))
    });
    assert_eq!(
        harness.state().notice(),
        Some(
            "The whole game is solved: level 10, the hint and the analysis play it perfectly now."
        )
    );
    assert!(morris_ai::db::Databases::new(&databases, rules).is_whole_game_solved());
    harness.step();
    assert!(
        harness
            .query_all_by(|n| n.label().is_some_and(|l| l.contains("(built)")))
            .count()
            == 1
    );
    drop(harness);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn rules_without_databases_are_told_so_in_the_databases_dialog() {
    let rules = morris_core::Rules::preset(morris_core::Preset::OneTimeMill);
    let dir = temp_dir("none");
    let mut harness = common::open_stored(&dir, Some(common::settings_for(rules)), [900.0, 700.0]);
    click_all(&mut harness, "Game");
    harness.get_by_label("Endgame databases…").click();
    for _ in 0..5 {
        harness.step();
    }
    assert!(shows(&harness, "These rules have no databases"));
    assert!(!shows(&harness, "Up to 7 pieces in all"));
    assert!(
        harness.query_by_label("Build").is_none(),
        "nothing to build"
    );
    click_step(&mut harness, "Close");
    drop(harness);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn an_edited_position_is_played_to_a_result() {
    use morris_gui::editor::Brush;
    let mut harness = open();
    click_all(&mut harness, "Game");
    harness.get_by_label("Set up a position…").click();
    harness.run();
    harness.get_by_label("Empty board").click();
    harness.run();
    // The empty board is the start, every piece in hand: not over.
    assert!(shows(&harness, "The position can stand under these rules."));
    // White a7 d7 a4, Black a1 d1 g1: White flies to g7 and wins.
    for p in ["a7", "d7", "a4"] {
        common::point(&harness, p).click();
        harness.run();
    }
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(
        morris_gui::Command::EditorBrush(Brush::Piece(Color::Black)),
        &ctx,
    );
    for p in ["a1", "d1", "g1", "g7"] {
        common::point(&harness, p).click();
        harness.run();
    }
    // g7 was a mistake: a second click takes the piece off again.
    assert!(common::point_label(&harness, "g7").starts_with("g7, black piece"));
    common::point(&harness, "g7").click();
    harness.run();
    assert!(common::point_label(&harness, "g7").starts_with("g7, empty"));
    // The pieces put on the board came out of the hands; none left there.
    for color in [Color::White, Color::Black] {
        harness
            .state_mut()
            .apply(morris_gui::Command::EditorHand(color, 0), &ctx);
    }
    harness.run();
    assert!(shows(&harness, "The position can stand under these rules."));
    harness.get_by_label("Play from here").click();
    harness.run();
    let game = harness.state().game();
    assert_eq!(
        game.position().to_string(),
        "WW./.../.../W...../.../.../BBB w 0 0 0 1"
    );
    assert!(game.moves().is_empty());
    click_all(&mut harness, "a4 g7 a1");
    let outcome = harness.state().game().outcome().expect("the game is over");
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.termination, Termination::FewerThanThree);
    let record = harness.state().session().record().to_string();
    assert!(
        record.contains("[FEN \"WW./.../.../W...../.../.../BBB w 0 0 0 1\"]"),
        "{record}"
    );
    // Played again, the game starts from the set-up position, not the
    // empty board.
    harness
        .state_mut()
        .apply(morris_gui::Command::PlayAgain, &ctx);
    harness.run();
    let game = harness.state().game();
    assert!(game.moves().is_empty() && game.outcome().is_none());
    assert_eq!(
        game.position().to_string(),
        "WW./.../.../W...../.../.../BBB w 0 0 0 1"
    );
}

#[test]
fn a_position_the_rules_refuse_is_explained_and_cannot_be_played() {
    let mut harness = open();
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(morris_gui::Command::OpenEditor, &ctx);
    harness.run();
    // The start, with nine in hand each: a piece put on the board comes
    // out of the hand, but nine in hand again beside it is one more than
    // the rules give, and the core says so.
    common::point(&harness, "d6").click();
    harness.run();
    harness
        .state_mut()
        .apply(morris_gui::Command::EditorHand(Color::White, 9), &ctx);
    harness.run();
    assert!(
        shows(
            &harness,
            "This position cannot arise under the rules in play: White has more pieces than the rules give"
        ),
        "explained"
    );
    // Play is greyed out: a click does nothing.
    harness.get_by_label("Play from here").click();
    harness.run();
    assert!(
        harness.query_by_label("Play from here").is_some(),
        "still editing"
    );
    // Cancel: the game goes on as it was.
    click_all(&mut harness, "Cancel");
    assert!(harness.query_by_label("Play from here").is_none());
    assert_eq!(harness.state().game().moves().len(), 0);
}

#[test]
fn the_game_behind_the_editor_stands_still() {
    let settings = {
        let mut s = Settings {
            time_control: morris_play::clock::TimeControl::PerTurn { seconds: 1 },
            ..common::settings()
        };
        s.players = ByColor::new(Player::Human, Player::ai(Level::MIN));
        s
    };
    // The game's clock moves only when the test says: the machine's speed
    // does not decide whose second runs out.
    let clock = morris_gui::AppClock::manual();
    let mut harness = common::open_with_clock(settings, [900.0, 640.0], clock.clone());
    click_step(&mut harness, "d6");
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(morris_gui::Command::OpenEditor, &ctx);
    // The AI's answer, the clock and the keys all wait while editing: a
    // second and a half goes by, past Black's second, and the AI has real
    // time to answer.
    clock.advance(Duration::from_millis(1500));
    let _ = frames_until(&mut harness, Duration::from_millis(1500), |_| false);
    assert_eq!(moves(&harness), ["d6"]);
    assert!(!harness.state().game().is_over(), "no flag fell");
    harness.state_mut().apply(morris_gui::Command::Undo, &ctx);
    assert_eq!(harness.state().game().moves().len(), 1, "undo waits too");
    // Escape leaves the editor; the game goes on.
    harness.key_press(Key::Escape);
    let _ = frames_until(&mut harness, Duration::from_secs(10), |h| {
        h.state().game().moves().len() == 2
    });
    assert!(harness.query_by_label("Play from here").is_none());
    assert_eq!(harness.state().game().moves().len(), 2, "the AI answered");
}

#[test]
fn a_position_already_over_says_so_and_is_not_played_on() {
    let mut harness = open();
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(morris_gui::Command::OpenEditor, &ctx);
    harness.run();
    // An empty board with nothing in hand: both sides have lost their
    // pieces, and the side to move has lost.
    harness
        .state_mut()
        .apply(morris_gui::Command::EditorClear, &ctx);
    for color in [Color::White, Color::Black] {
        harness
            .state_mut()
            .apply(morris_gui::Command::EditorHand(color, 0), &ctx);
    }
    harness.run();
    assert!(
        !shows(&harness, "The position can stand"),
        "no longer said of a position that is over"
    );
    assert!(
        shows(&harness, "This position is already over (Black wins"),
        "the result is said"
    );
    harness.get_by_label("Play from here").click();
    harness.run();
    assert!(
        harness.query_by_label("Play from here").is_some(),
        "still editing: Play is greyed out"
    );
}
