//! Records and files: saving, opening, pasting, and what survives closing the window.

use super::*;

#[test]
fn games_are_saved_and_opened_through_the_file_dialog() {
    let dir = temp_dir("files");
    let file = dir.join("game.pgn");
    let dialog = ScriptedFileDialog::new([Some(file.clone()), Some(file.clone())]);
    let mut harness = common::open_with_files(dialog);
    play_moves(&mut harness, "d6 f4 d2");
    click_all(&mut harness, "Game");
    click_item(&mut harness, "Save…");
    let text = std::fs::read_to_string(&file).expect("the record was saved");
    assert!(text.contains("1. d6 f4 2. d2 *"), "{text}");
    assert!(
        harness
            .state()
            .notice()
            .is_some_and(|n| n.starts_with("Saved"))
    );

    click_all(&mut harness, "Undo Undo Undo");
    click_all(&mut harness, "Game");
    click_item(&mut harness, "Open or import…");
    assert_eq!(moves(&harness), ["d6", "f4", "d2"]);
    // Moves as the record numbers them: d6 f4 is one, d2 the second.
    let notice = harness.state().notice().unwrap_or_default().to_owned();
    assert!(notice.ends_with(": 2 moves."), "{notice}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn pasted_records_of_other_programs_and_positions_open() {
    let mut harness = open();
    click_all(&mut harness, "Game");
    harness.get_by_label("Paste a record or position…").click();
    harness.run();
    let record = "[Variant \"Nine men's morris\"]\n\n1. d6 f4 2. d2 {a comment} b4 *";
    harness.get_by_label("Record or position").focus();
    harness.get_by_label("Record or position").type_text(record);
    harness.run();
    press(&mut harness, "Open");
    assert_eq!(moves(&harness), ["d6", "f4", "d2", "b4"]);
    assert!(harness.state().dialog().is_none());

    click_all(&mut harness, "Game");
    harness.get_by_label("Paste a record or position…").click();
    harness.run();
    let position = ".../.W./.../.B..B./.../.W./... w 7 7 0 3";
    harness.get_by_label("Record or position").focus();
    harness
        .get_by_label("Record or position")
        .type_text(position);
    press(&mut harness, "Open");
    press(&mut harness, "Yes, go ahead");
    assert_eq!(harness.state().game().position().to_string(), position);

    click_all(&mut harness, "Game");
    harness.get_by_label("Paste a record or position…").click();
    harness.run();
    harness.get_by_label("Record or position").focus();
    harness
        .get_by_label("Record or position")
        .type_text("1. d6 d6 *");
    press(&mut harness, "Open");
    // Why it failed is said in the dialog, which stays open with the text.
    let error = |harness: &Harness<'_, MorrisApp>| match harness.state().dialog() {
        Some(morris_gui::dialogs::Dialog::Paste { error, .. }) => error.clone().unwrap_or_default(),
        other => panic!("the paste dialog stays open: {other:?}"),
    };
    let said = error(&harness);
    assert!(said.contains("d6 is not legal here"), "{said}");
    assert!(shows(&harness, &said));

    // A position text with two fields missing says what is wrong with it.
    harness.get_by_label("Record or position").focus();
    for _ in 0..12 {
        harness.key_press(Key::Backspace);
    }
    harness
        .get_by_label("Record or position")
        .type_text(".../.W./.../.B..B./.../.W./... w 7 7");
    press(&mut harness, "Open");
    let said = error(&harness);
    assert!(
        said.starts_with("This is not a valid position: the N-move counter is missing"),
        "{said}"
    );
}

#[test]
fn settings_and_the_unfinished_game_survive_closing_the_window() {
    let dir = temp_dir("persist");
    let open_kept = |dir: &std::path::Path| common::open_stored(dir, None, [900.0, 640.0]);
    // The first run: no files yet, so the defaults (pinned to English).
    std::fs::write(
        dir.join("gui-settings.json"),
        r#"{"language": "en", "animations": false, "players": {"white": "human", "black": "human"}}"#,
    )
    .unwrap();
    let mut harness = open_kept(&dir);
    play_moves(&mut harness, "d6 f4 d2");
    click_all(&mut harness, "View");
    harness.get_by_label("Dark").click();
    harness.run();
    drop(harness);

    let harness = open_kept(&dir);
    assert_eq!(moves(&harness), ["d6", "f4", "d2"], "the game is restored");
    assert_eq!(
        harness.state().settings().theme,
        morris_gui::theme::ThemeChoice::Dark
    );
    assert_eq!(harness.ctx.theme(), egui::Theme::Dark);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn without_a_file_chooser_the_path_is_typed() {
    let dir = temp_dir("typed-path");
    let file = dir.join("typed.pgn");
    let dialog = ScriptedFileDialog::unavailable();
    let mut harness = common::open_with_files(dialog);
    play_moves(&mut harness, "d6 f4");
    click_all(&mut harness, "Game");
    click_item(&mut harness, "Save…");
    assert!(shows(
        &harness,
        "No file chooser is available on this system"
    ));
    harness.get_by_label("File").focus();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness
        .get_by_label("File")
        .type_text(file.to_str().unwrap());
    press_last(&mut harness, "Save");
    let text = std::fs::read_to_string(&file).expect("the game is saved where typed");
    assert!(text.contains("1. d6 f4"), "{text}");
    assert!(harness.state().dialog().is_none());
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn games_are_saved_for_playok_and_sanmill_and_open_again() {
    let dir = temp_dir("formats");
    let playok = dir.join("game.txt");
    let sanmill = dir.join("game.pgn");
    let dialog = ScriptedFileDialog::new([
        Some(playok.clone()),
        Some(sanmill.clone()),
        Some(playok.clone()),
    ]);
    let mut harness = common::open_with_files(dialog);
    play_moves(&mut harness, "d6 f4 d7 a4 d5xf4");
    click_all(&mut harness, "Game");
    click_item(&mut harness, "Save for PlayOK…");
    let text = std::fs::read_to_string(&playok).expect("saved for PlayOK");
    assert!(text.contains("1. 5 14 2. 2 10 3. 8x14 *"), "{text}");
    click_all(&mut harness, "Game");
    click_item(&mut harness, "Save for Sanmill…");
    let text = std::fs::read_to_string(&sanmill).expect("saved for Sanmill");
    assert!(text.contains("[Variant \"Nine Men's Morris\"]"), "{text}");
    // The PlayOK file opens to the same game.
    click_all(&mut harness, "Undo Undo");
    click_all(&mut harness, "Game");
    click_item(&mut harness, "Open or import…");
    if harness.query_by_label("Yes, go ahead").is_some() {
        press(&mut harness, "Yes, go ahead");
    }
    assert_eq!(moves(&harness), ["d6", "f4", "d7", "a4", "d5xf4"]);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn two_windows_keep_two_games_and_one_that_cannot_be_kept_is_not_said_to_be() {
    let dir = temp_dir("two-windows");
    std::fs::write(
        dir.join("gui-settings.json"),
        r#"{"language": "en", "animations": false, "players": {"white": "human", "black": "human"}}"#,
    )
    .unwrap();
    let open_kept = |dir: &std::path::Path| common::open_stored(dir, None, [900.0, 640.0]);
    let mut first = open_kept(&dir);
    let mut second = open_kept(&dir);
    assert!(
        shows(
            &second,
            "Another Morris window is keeping its unfinished game here"
        ),
        "{:?}",
        second.state().notice()
    );
    play_moves(&mut first, "d6 f4");
    play_moves(&mut second, "a7");
    drop(first);
    drop(second);
    let one = std::fs::read_to_string(dir.join("gui-unfinished.pgn")).unwrap();
    let two = std::fs::read_to_string(dir.join("gui-unfinished-2.pgn")).unwrap();
    assert!(one.contains("1. d6 f4"), "{one}");
    assert!(two.contains("1. a7"), "{two}");
    std::fs::remove_dir_all(&dir).ok();

    // The kept file's place is a directory with a file in it: no rename
    // replaces it. Quitting says the game is lost unless saved.
    let dir = temp_dir("unkept");
    std::fs::write(
        dir.join("gui-settings.json"),
        r#"{"language": "en", "animations": false, "players": {"white": "human", "black": "human"}}"#,
    )
    .unwrap();
    let blocker = dir.join("gui-unfinished.pgn");
    std::fs::create_dir_all(&blocker).unwrap();
    std::fs::write(blocker.join("x"), "").unwrap();
    let mut harness = open_kept(&dir);
    play_moves(&mut harness, "d6");
    assert!(
        shows(&harness, "The game cannot be kept for the next start"),
        "{:?}",
        harness.state().notice()
    );
    click_all(&mut harness, "Game");
    click_item(&mut harness, "Quit");
    assert!(shows(
        &harness,
        "Quit? The game in progress could not be kept"
    ));
    assert!(!shows(&harness, "Quit? The game in progress is kept"));
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_damaged_settings_file_is_moved_aside_and_said() {
    let dir = temp_dir("damaged-settings");
    std::fs::write(dir.join("settings.json"), "[\"not\", \"settings\"]").unwrap();
    let harness = common::open_stored(&dir, Some(common::settings()), [900.0, 640.0]);
    assert!(
        shows(&harness, "The settings file could not be read"),
        "{:?}",
        harness.state().notice()
    );
    let aside = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(Result::ok)
        .find(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("settings.json.damaged-")
        })
        .expect("moved aside");
    assert_eq!(
        std::fs::read_to_string(aside.path()).unwrap(),
        "[\"not\", \"settings\"]"
    );
    drop(harness);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_typed_path_goes_with_enter_a_failure_stays_worded_and_the_folder_is_kept() {
    let dir = temp_dir("typed-enter");
    let missing = dir.join("nowhere").join("missing.pgn");
    let file = dir.join("kept.pgn");
    let dialog = ScriptedFileDialog::unavailable();
    let mut harness = common::open_with_files(dialog);
    play_moves(&mut harness, "d6 f4");
    let type_path = |harness: &mut egui_kittest::Harness<'_, morris_gui::MorrisApp>,
                     path: &std::path::Path| {
        harness.get_by_label("File").focus();
        harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
        harness
            .get_by_label("File")
            .type_text(path.to_str().unwrap());
        harness.key_press(Key::Enter);
        harness.run();
    };
    // A folder that is not there: the save fails, said in words.
    click_all(&mut harness, "Game");
    click_item(&mut harness, "Save…");
    type_path(&mut harness, &missing);
    assert!(
        harness.state().dialog().is_some(),
        "the path that failed stays in its dialog"
    );
    let says = |harness: &egui_kittest::Harness<'_, morris_gui::MorrisApp>, part: &str| {
        harness
            .query_all_by(|node| {
                node.label().is_some_and(|l| l.contains(part))
                    || node.value().is_some_and(|v| v.contains(part))
            })
            .next()
            .is_some()
    };
    assert!(says(&harness, "there is no such file or folder"));
    assert!(!says(&harness, "os error"));
    assert!(!missing.exists());
    // The path mended in the same dialog.
    type_path(&mut harness, &file);
    let text = std::fs::read_to_string(&file).expect("Enter saves");
    assert!(text.contains("1. d6 f4"), "{text}");
    assert!(harness.state().dialog().is_none());
    // The next file is offered in the same folder.
    click_all(&mut harness, "Game");
    click_item(&mut harness, "Save…");
    let offered = harness
        .get_by_label("File")
        .accesskit_node()
        .value()
        .unwrap_or_default()
        .to_owned();
    assert_eq!(std::path::Path::new(&offered), dir.join("morris.pgn"));
    std::fs::remove_dir_all(dir).ok();
}
