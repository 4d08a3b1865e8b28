//! Dialogs and menus: new games, resigning and draws, quitting, help, the language.

use super::*;

#[test]
fn play_again_swaps_colours_when_asked_and_a_coin_can_decide() {
    let settings = {
        let mut s = common::settings();
        s.players = ByColor::new(Player::Human, Player::ai(Level::MIN));
        s.swap_colours = true;
        s
    };
    let mut harness = open_with(settings, [900.0, 640.0]);
    click_all(&mut harness, "Resign");
    assert!(harness.state().game().is_over());
    // The end is announced, with what may follow.
    assert!(matches!(
        harness.state().dialog(),
        Some(morris_gui::dialogs::Dialog::GameOver(_))
    ));
    press_last(&mut harness, "Play again");
    let players = harness.state().session().players();
    assert_eq!(players, ByColor::new(Player::ai(Level::MIN), Player::Human));

    let settings = {
        let mut s = common::settings();
        s.coin_toss = true;
        s
    };
    let mut harness = open_with(settings, [900.0, 640.0]);
    click_all(&mut harness, "Resign");
    press_last(&mut harness, "Play again");
    let notice = harness.state().notice().unwrap_or_default().to_owned();
    assert!(notice.starts_with("The coin has spoken:"), "{notice}");
}

#[test]
fn resigning_and_agreeing_a_draw_end_the_game_and_undo_takes_them_back() {
    let mut harness = open();
    play_moves(&mut harness, "d6 f4");
    click_all(&mut harness, "Resign");
    // A game in progress is not ended unasked.
    assert!(!harness.state().game().is_over());
    press(&mut harness, "Yes, go ahead");
    let outcome = harness.state().game().outcome().expect("the game is over");
    assert_eq!(outcome.termination, Termination::Resignation);
    assert_eq!(outcome.winner, Some(Color::Black));
    assert!(shows(&harness, "Black wins. White resigned."));
    press(&mut harness, "Review the game");
    assert!(shows(&harness, "Black wins. White resigned."));
    click_all(&mut harness, "Undo");
    assert!(!harness.state().game().is_over());

    harness.get_by_label("Offer a draw").click();
    harness.run();
    assert!(shows(&harness, "White offers a draw."));
    harness.get_by_label("Decline").click();
    harness.run();
    assert!(!harness.state().game().is_over());
    harness.get_by_label("Offer a draw").click();
    harness.run();
    harness.get_by_label("Accept the draw").click();
    harness.run();
    let outcome = harness.state().game().outcome().expect("the game is over");
    assert_eq!(outcome.termination, Termination::Agreement);
    assert!(shows(&harness, "A draw. Both players agreed."));
}

#[test]
fn the_new_game_dialog_sets_every_rule_and_the_players() {
    let mut harness = open();
    play_moves(&mut harness, "d6");
    press(&mut harness, "New game…");
    press(&mut harness, "Preset");
    press(&mut harness, "Twelve Men's Morris");
    press(&mut harness, "Moves first");
    press_option(&mut harness, "Black");
    press(&mut harness, "Draw by threefold repetition");
    // Black: the AI at level 3 (back up to the players).
    harness
        .get_by_role_and_label(egui::Role::ComboBox, "Black")
        .scroll_to_me();
    harness.run();
    let black = harness
        .get_by_role_and_label(egui::Role::ComboBox, "Black")
        .rect();
    harness.hover_at(black.center());
    harness.run();
    harness
        .get_by_role_and_label(egui::Role::ComboBox, "Black")
        .click();
    harness.run();
    press_option(&mut harness, "AI");
    harness
        .get_by_label("Black: level")
        .set_value_accesskit(3.0);
    harness.run();
    press(&mut harness, "Start the game");
    // The game in progress is asked about before it ends.
    press(&mut harness, "Yes, go ahead");

    let app = harness.state();
    assert!(app.dialog().is_none(), "the dialog closed");
    let rules = *app.game().rules();
    let mut expected = Rules::preset(Preset::Twelve);
    expected.set_first(Color::Black);
    expected.set_repetition(false);
    assert_eq!(rules, expected);
    // Black, the AI, moves first and may have moved already.
    assert!(app.game().moves().len() <= 1, "a new game");
    assert_eq!(
        app.session().players(),
        ByColor::new(Player::Human, Player::ai(Level::new(3).unwrap()))
    );
    assert_eq!(app.settings().rules, expected, "the settings remember");
}

#[test]
fn the_new_game_dialog_can_be_cancelled() {
    let mut harness = open();
    play_moves(&mut harness, "d6");
    press(&mut harness, "New game…");
    press(&mut harness, "Cancel");
    assert!(harness.state().dialog().is_none());
    assert_eq!(moves(&harness), ["d6"], "the game goes on");
}

#[test]
fn the_language_follows_the_choice_and_long_texts_wrap() {
    let mut harness = open_with(settings_for(Rules::default()), [560.0, 620.0]);
    click_all(&mut harness, "View");
    harness.get_by_label("Deutsch").click();
    harness.run();
    assert!(shows(&harness, "Weiß am Zug: setze einen Stein."));
    // The view menu stays open for more choices; Escape closes it.
    harness.key_press(Key::Escape);
    harness.run();
    play_moves(&mut harness, "d6");
    click_all(&mut harness, "d6");
    let text = harness.state().refusal_text().unwrap_or_default();
    assert_eq!(text, "d6 ist besetzt: wähle einen freien Punkt.");
    // Every line of the status stays inside the window.
    let status = harness
        .query_all_by(|n| n.value().is_some_and(|v| v.starts_with("d6 ist besetzt")))
        .next()
        .expect("the explanation is shown");
    assert!(status.rect().max.x <= 560.0, "{:?}", status.rect());
}

#[test]
fn quitting_asks_while_a_game_is_in_progress() {
    let mut harness = open();
    play_moves(&mut harness, "d6");
    click_all(&mut harness, "Game");
    click_item(&mut harness, "Quit");
    assert!(matches!(
        harness.state().dialog(),
        Some(morris_gui::dialogs::Dialog::Confirm { .. })
    ));
    assert!(shows(&harness, "Quit? The game in progress is kept"));
    press(&mut harness, "Cancel");
    assert!(harness.state().dialog().is_none());
    assert_eq!(moves(&harness), ["d6"], "nothing changed");
}

#[test]
fn the_side_panel_names_the_variant() {
    let harness = open_with(settings_for(Rules::preset(Preset::Twelve)), [900.0, 640.0]);
    assert!(shows(&harness, "Twelve Men's Morris"));
}

#[test]
fn the_help_tells_the_rules_in_play_and_the_controls() {
    let mut rules = Rules::preset(Preset::SeedClassic);
    rules.set_n_move(30).unwrap();
    let mut harness = open_with(settings_for(rules), [900.0, 700.0]);
    click_all(&mut harness, "Help");
    click_item(&mut harness, "How to play");
    assert!(shows(
        &harness,
        "As soon as either player is down to three pieces, both players fly"
    ));
    assert!(shows(
        &harness,
        "Closing two mills at once removes two pieces"
    ));
    assert!(shows(
        &harness,
        "If every piece of your opponent stands in a mill, you take none."
    ));
    assert!(shows(&harness, "The game is drawn after 30 moves each"));
    assert!(shows(&harness, "Ctrl+Z takes a move back"));
    press(&mut harness, "Close");
    assert!(harness.state().dialog().is_none());
}

#[test]
fn the_preset_list_opens_every_time_the_dialog_does() {
    let mut harness = open();
    // The list is open when its choice is there and drawn over the dialog
    // (a list drawn beneath the dialog is as good as closed).
    let list_is_open = |harness: &Harness<'_, MorrisApp>| {
        let dialog = harness.get_by_label("New game").rect().center();
        let dialog = harness.ctx.layer_id_at(dialog);
        harness
            .query_all_by_label("Twelve Men's Morris")
            .filter(|n| n.accesskit_node().role() == egui::Role::Button)
            .any(|n| harness.ctx.layer_id_at(n.rect().center()) != dialog)
    };
    // Closed at once, or after a preset was chosen, by either button.
    for (choose, close) in [
        (false, "Cancel"),
        (false, "Start the game"),
        (true, "Cancel"),
        (true, "Start the game"),
        (false, "Cancel"),
    ] {
        mouse_press(&mut harness, "New game…");
        if choose {
            mouse_press(&mut harness, "Preset");
            assert!(list_is_open(&harness), "the list opened (before {close})");
            press_option(&mut harness, "Twelve Men's Morris");
            assert!(!list_is_open(&harness), "a choice closes the list");
        }
        mouse_press(&mut harness, close);
        assert!(harness.state().dialog().is_none());
        mouse_press(&mut harness, "New game…");
        mouse_press(&mut harness, "Preset");
        assert!(
            list_is_open(&harness),
            "the list opened again (after {close})"
        );
        harness.key_press(Key::Escape);
        harness.run();
        mouse_press(&mut harness, "Cancel");
    }
}

#[test]
fn the_view_menu_stays_open_while_its_numbers_are_set() {
    let mut harness = open();
    click_all(&mut harness, "View");
    let number = |harness: &Harness<'_, MorrisApp>| {
        harness
            .get_all_by_label("seconds per move at level 10")
            .find(|n| n.accesskit_node().role() == egui::Role::SpinButton)
            .map(|n| n.rect().center())
            .expect("the number beside the slider")
    };
    let at = number(&harness);
    mouse_click(&mut harness, at);
    assert!(
        harness.query_by_label("Dark").is_some(),
        "the menu is still open"
    );
    // The number is now a text to edit.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness.event(egui::Event::Text("2.5".to_owned()));
    harness.key_press(Key::Enter);
    harness.run();
    assert!((harness.state().settings().ai_seconds - 2.5).abs() < 1e-9);
    assert!(
        harness.query_by_label("Dark").is_some(),
        "the menu is still open"
    );
}

#[test]
fn the_new_game_dialog_stays_where_it_opened() {
    let mut harness = open();
    harness.get_by_label("New game…").click();
    // The first frame the dialog is drawn, and after it settles.
    for _ in 0..10 {
        harness.step();
        if harness.query_by_label("Start the game").is_some() {
            break;
        }
    }
    let first = harness.get_by_label("Start the game").rect();
    harness.run();
    let settled = harness.get_by_label("Start the game").rect();
    assert_eq!(first, settled, "the dialog moved after its first frame");
    let preset = harness
        .get_all_by_label("Preset")
        .find(|n| n.accesskit_node().role() == egui::Role::ComboBox)
        .expect("the preset list")
        .rect();
    // Choosing the AI adds its level beside it: nothing moves.
    mouse_press(&mut harness, "Black");
    press_option(&mut harness, "AI");
    assert!(
        harness.query_by_label("level").is_some() || shows(&harness, "level"),
        "the AI's level is shown"
    );
    assert_eq!(harness.get_by_label("Start the game").rect(), settled);
    let preset_now = |harness: &Harness<'_, MorrisApp>| {
        harness
            .get_all_by_label("Preset")
            .find(|n| n.accesskit_node().role() == egui::Role::ComboBox)
            .expect("the preset list")
            .rect()
    };
    assert_eq!(preset_now(&harness), preset);
    // A preset with rules under "More rules" and a longer line on where it
    // is played: the dialog keeps its size, the list stays under the
    // pointer.
    mouse_press(&mut harness, "Preset");
    press(&mut harness, "Dooz");
    assert_eq!(harness.get_by_label("Start the game").rect(), settled);
    assert_eq!(preset_now(&harness), preset);
    // Below, the section stays closed and its title counts the rule.
    harness.get_by_label("A full board").scroll_to_me();
    harness.run();
    assert!(
        shows(&harness, "More rules (set: 2)"),
        "Dooz sets two more rules"
    );
}

/// The time `side` has left on the app's clocks now.
fn clock_left(harness: &Harness<'_, MorrisApp>, side: Color) -> Duration {
    harness
        .state()
        .session()
        .clocks()
        .expect("clocks")
        .left(side, harness.state().clock().now())
}

#[test]
fn a_flag_fall_gets_the_game_over_dialog_and_undo_takes_it_back_with_the_clocks() {
    let settings = Settings {
        time_control: morris_play::clock::TimeControl::PerTurn { seconds: 1 },
        ..common::settings()
    };
    // The app's clock is the test's: Black's second runs out when the
    // test says, however slow the machine.
    let clock = morris_gui::AppClock::manual();
    let mut harness = common::open_with_clock(settings, [900.0, 640.0], clock.clone());
    click_all(&mut harness, "d6");
    clock.advance(Duration::from_millis(1100));
    let _ = frames_until(&mut harness, Duration::from_secs(10), |h| {
        h.state().game().is_over()
    });
    let outcome = harness.state().game().outcome().expect("the flag fell");
    assert_eq!(outcome.termination, Termination::TimeForfeit);
    // The same announcement as every other end.
    let Some(morris_gui::dialogs::Dialog::GameOver(text)) = harness.state().dialog() else {
        panic!("no game-over dialog: {:?}", harness.state().dialog());
    };
    assert!(text.contains("time"), "{text}");
    harness.get_by_label("Review the game").click();
    harness.run();
    click_all(&mut harness, "Undo");
    assert!(
        !harness.state().game().is_over(),
        "undo takes the loss on time back"
    );
    assert_eq!(moves(&harness), ["d6"], "and only that");
    // Black's clock shows what it showed when its turn began.
    let left = clock_left(&harness, Color::Black);
    assert!(
        left > Duration::from_millis(800) && left <= Duration::from_secs(1),
        "{left:?}"
    );
}

#[test]
fn the_clocks_stand_while_a_dialog_is_open() {
    let settings = Settings {
        time_control: morris_play::clock::TimeControl::PerTurn { seconds: 1 },
        ..common::settings()
    };
    let clock = morris_gui::AppClock::manual();
    let mut harness = common::open_with_clock(settings, [900.0, 640.0], clock.clone());
    click_all(&mut harness, "d6");
    for dialog in ["Help", "Resign"] {
        let before = clock_left(&harness, Color::Black);
        match dialog {
            "Help" => harness.key_press(Key::F1),
            _ => harness.get_by_label("Resign").click(),
        }
        // The dialog opens (and holds the game) in the next frames; then
        // time goes past Black's second.
        harness.step();
        harness.step();
        clock.advance(Duration::from_millis(1300));
        let _ = frames_until(&mut harness, Duration::from_millis(300), |_| false);
        assert!(harness.state().dialog().is_some(), "{dialog}");
        assert!(!harness.state().game().is_over(), "{dialog}: no flag fell");
        let during = clock_left(&harness, Color::Black);
        assert!(
            before.saturating_sub(during) < Duration::from_millis(150),
            "{dialog}: {before:?} then {during:?}"
        );
        harness.key_press(Key::Escape);
        harness.step();
        harness.step();
        assert!(harness.state().dialog().is_none(), "{dialog}");
    }
    // Closed, the game goes on: Black's clock runs out.
    clock.advance(Duration::from_millis(1100));
    let _ = frames_until(&mut harness, Duration::from_secs(5), |h| {
        h.state().game().is_over()
    });
    assert_eq!(
        harness.state().game().outcome().map(|o| o.termination),
        Some(Termination::TimeForfeit)
    );
}

#[test]
fn the_first_click_after_play_again_plays() {
    let mut harness = open();
    click_all(&mut harness, "Resign");
    assert!(matches!(
        harness.state().dialog(),
        Some(morris_gui::dialogs::Dialog::GameOver(_))
    ));
    // The dialog's own button (the status bar has one too), as a player
    // clicks it.
    harness
        .get_all_by_label("Play again")
        .min_by(|a, b| a.rect().top().total_cmp(&b.rect().top()))
        .unwrap()
        .click();
    harness.run();
    assert!(harness.state().dialog().is_none());
    assert!(moves(&harness).is_empty());
    point(&harness, "d6").click();
    harness.run();
    assert_eq!(
        moves(&harness),
        ["d6"],
        "the first click plays: {:?} {:?}",
        harness.state().refusal_text(),
        harness.state().status()
    );
}

#[test]
fn the_menu_and_help_give_the_same_redo_shortcut() {
    let mut harness = open();
    click_all(&mut harness, "Game");
    let redo = harness
        .query_all_by(|n| n.label().is_some_and(|l| l.starts_with("Redo ")))
        .find_map(|n| n.accesskit_node().label())
        .expect("the menu's Redo with its shortcut");
    assert!(redo.ends_with("Ctrl+Y"), "{redo}");
    let help = morris_i18n::Localizer::new(morris_i18n::Lang::En).text("gui-help-keys");
    assert!(help.contains("Ctrl+Y plays it again"), "{help}");
}

#[test]
fn german_menus_name_the_keys_as_german_keyboards_do() {
    let mut harness = open();
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(
        morris_gui::Command::SetLanguage(Some(morris_i18n::Lang::De)),
        &ctx,
    );
    harness.run();
    click_all(&mut harness, "Partie");
    let shortcuts: Vec<String> = harness
        .query_all_by(|n| n.label().is_some_and(|l| l.contains('+')))
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    assert!(
        shortcuts.iter().any(|l| l.ends_with("Strg+Y")),
        "{shortcuts:?}"
    );
    assert!(
        !shortcuts.iter().any(|l| l.contains("Ctrl")),
        "{shortcuts:?}"
    );
    let help = morris_i18n::Localizer::new(morris_i18n::Lang::De).text("gui-help-keys");
    assert!(help.contains("Strg+Y"), "{help}");
}

#[test]
fn the_new_game_dialog_says_what_each_ai_level_means() {
    let settings = {
        let mut s = common::settings();
        s.players = ByColor::new(Player::Human, Player::ai(Level::MIN));
        s
    };
    let mut harness = open_with(settings, [900.0, 700.0]);
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(morris_gui::Command::OpenNewGame, &ctx);
    harness.run();
    assert!(
        shows(&harness, "Black, level 1: a beginner"),
        "level 1 explained"
    );
    assert!(!shows(&harness, "White, level"), "a person has no level");
}

#[test]
fn the_new_game_dialog_sets_the_variants_rules_under_more_rules() {
    let mut harness = open_with(settings(), [900.0, 1100.0]);
    press(&mut harness, "New game…");
    // Nine Men's Morris: the section is closed and names no rule set.
    assert!(shows(&harness, "More rules"));
    assert!(!shows(&harness, "More rules (set"));
    assert!(shows(&harness, "The classic, played the world over"));
    press(&mut harness, "Preset");
    press(&mut harness, "Morabaraba");
    harness.run();
    // A preset that sets two of them says so in the section's title,
    // which stays closed (the dialog does not grow under the pointer).
    assert!(shows(&harness, "More rules (set: 2)"), "the header counts");
    assert!(shows(&harness, "Southern Africa's game"));
    assert!(
        harness
            .query_by_label("No closing a mill again by moving straight back")
            .is_none(),
        "the section stays closed"
    );
    press(&mut harness, "More rules (set: 2)");
    harness.run();
    let restricted = harness.get_by_label("No closing a mill again by moving straight back");
    assert_eq!(
        restricted.accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::True)
    );
    // One more rule, by a click: capture by intervention.
    press(&mut harness, "Capture by intervention");
    harness.run();
    assert!(shows(&harness, "More rules (set: 3)"));
    // Marked removals, from the list of what a mill while placing does.
    press(&mut harness, "A mill closed while placing");
    press_option(&mut harness, "marks a piece, removed when placing ends");
    press(&mut harness, "A full board");
    press_option(
        &mut harness,
        "makes the first, then the second player remove a piece",
    );
    press(&mut harness, "Start the game");
    let mut expected = Rules::preset(Preset::Morabaraba);
    expected.set_intervention(true);
    expected.set_placing_mills(morris_core::PlacingMills::Mark);
    expected.set_full_board(morris_core::FullBoard::FirstThenSecond);
    assert_eq!(*harness.state().game().rules(), expected);
    // The help tells each of them.
    click_all(&mut harness, "Help");
    click_item(&mut harness, "How to play");
    for sentence in [
        "A piece placed or moved between two of your opponent's pieces",
        "A mill closed while placing marks a piece of your opponent",
        "A piece that has just closed a mill may not go straight back",
        "Once a side is down to three pieces, the game is drawn after 5 moves each",
        "the first player removes a piece of the second, then the second one of the first",
    ] {
        assert!(has_text(&harness, sentence), "{sentence}");
    }
    assert!(
        !shows(
            &harness,
            "you remove a piece of your opponent that is not in a mill"
        ) || !expected.remove_from_mills()
    );
}

#[test]
fn the_help_tells_each_variants_own_rules() {
    for (preset, sentence) in [
        (
            Preset::Lasker,
            "you may move a piece on the board instead of placing one",
        ),
        (
            Preset::OneTimeMill,
            "A mill removes a piece only the first time",
        ),
        (
            Preset::Nerenchi,
            "Once all pieces are placed, the second player moves first.",
        ),
        (
            Preset::Dooz,
            "A mill closed while placing takes a piece from your opponent's hand",
        ),
        (
            Preset::ElFilja,
            "the mills on the board decide how many pieces each side removes",
        ),
        (
            Preset::DaSanQi,
            "If the board fills up while placing, the first player loses.",
        ),
        (
            Preset::ZhiQi,
            "Pieces standing in mills may be removed like any other.",
        ),
    ] {
        let mut harness = open_with(settings_for(Rules::preset(preset)), [900.0, 900.0]);
        click_all(&mut harness, "Help");
        click_item(&mut harness, "How to play");
        assert!(has_text(&harness, sentence), "{preset:?}: {sentence}");
    }
}
