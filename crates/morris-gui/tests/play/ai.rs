//! The AI on its worker thread, two AIs watched, and hints.

use super::*;

#[test]
fn the_ai_thinks_on_a_worker_thread_while_frames_go_on() {
    let settings = {
        let mut s = common::settings();
        s.players = ByColor::new(Player::Human, Player::ai(Level::MAX));
        s.ai_seconds = 0.6;
        s
    };
    let mut harness = open_with(settings, [900.0, 640.0]);
    click_step(&mut harness, "d6");
    harness.step();
    assert!(
        harness.state().is_thinking(),
        "the AI thinks after the move"
    );
    assert!(shows(&harness, "Black is thinking"), "the indicator shows");
    let (frames, slowest) = frames_until(&mut harness, Duration::from_secs(20), |h| {
        h.state().game().moves().len() == 2
    });
    assert_eq!(moves(&harness).len(), 2, "the AI moved");
    assert!(frames >= 5, "frames went on while the AI thought: {frames}");
    eprintln!("AI move: {frames} frames while thinking, slowest {slowest:?}");
    // Clicking while the AI thinks is explained, not blocked.
    assert!(harness.state().session().human_to_move());
}

#[test]
fn undo_and_new_game_stop_the_ai_at_once() {
    let settings = {
        let mut s = common::settings();
        s.players = ByColor::new(Player::Human, Player::ai(Level::MAX));
        s.ai_seconds = 30.0;
        s
    };
    let mut harness = open_with(settings, [900.0, 640.0]);
    click_step(&mut harness, "d6");
    harness.step();
    assert!(harness.state().is_thinking());
    click_step(&mut harness, "a7");
    let text = harness.state().refusal_text().unwrap_or_default();
    assert_eq!(text, "It is the AI's turn, not yours.");
    click_step(&mut harness, "Undo");
    assert!(!harness.state().is_thinking(), "undo stopped the search");
    assert!(moves(&harness).is_empty());
    let _ = frames_until(&mut harness, Duration::from_millis(300), |_| false);
    assert!(moves(&harness).is_empty(), "no stale move arrives");

    click_step(&mut harness, "d6");
    harness.step();
    assert!(harness.state().is_thinking());
    harness.get_by_label("New game…").hover();
    harness.step();
    click_step(&mut harness, "New game…");
    // A new window takes a frame to measure itself before it shows.
    for _ in 0..5 {
        if harness.query_by_label("Start the game").is_some() {
            break;
        }
        harness.step();
    }
    harness.get_by_label("Start the game").hover();
    harness.step();
    click_step(&mut harness, "Start the game");
    for _ in 0..5 {
        if harness.query_by_label("Yes, go ahead").is_some() {
            break;
        }
        harness.step();
    }
    harness.get_by_label("Yes, go ahead").hover();
    harness.step();
    click_step(&mut harness, "Yes, go ahead");
    assert!(moves(&harness).is_empty(), "a new game");
    assert!(!harness.state().is_thinking(), "the search stopped");
}

#[test]
fn undo_or_a_new_game_at_the_instant_the_ai_answers_plays_no_stale_move() {
    let settings = {
        let mut s = common::settings();
        s.players = ByColor::new(Player::Human, Player::ai(Level::MIN));
        s
    };
    for action in ["Undo", "New game"] {
        let mut harness = open_with(settings.clone(), [900.0, 640.0]);
        click_step(&mut harness, "d6");
        // The answer is ready on the worker thread but not yet taken: the
        // player's command comes in the same frame as the answer.
        std::thread::sleep(Duration::from_millis(300));
        match action {
            "Undo" => click_step(&mut harness, "Undo"),
            _ => {
                // As the confirmed "Yes, go ahead" of the new-game dialog.
                let ctx = harness.ctx.clone();
                let again =
                    morris_gui::Command::Confirmed(Box::new(morris_gui::Command::PlayAgain));
                harness.state_mut().apply(again, &ctx);
                harness.step();
            }
        }
        let _ = frames_until(&mut harness, Duration::from_millis(500), |_| false);
        assert!(
            moves(&harness).is_empty(),
            "{action}: {:?}",
            moves(&harness)
        );
        assert!(!harness.state().is_thinking(), "{action}");
        assert!(harness.state().session().human_to_move(), "{action}");
        // And the game goes on as usual.
        click_step(&mut harness, "d6");
        let _ = frames_until(&mut harness, Duration::from_secs(10), |h| {
            h.state().game().moves().len() == 2
        });
        assert_eq!(moves(&harness).len(), 2, "{action}");
        let mut replay = morris_core::Game::new(Rules::default());
        for m in harness.state().game().moves() {
            assert!(replay.play(*m).is_ok(), "{action}: {m}");
        }
    }
}

#[test]
fn closing_the_window_while_the_ai_thinks_keeps_the_game() {
    let dir = temp_dir("close-thinking");
    std::fs::write(
        dir.join("gui-settings.json"),
        r#"{"language": "en", "animations": false, "players": {"white": "human", "black": "ai:10"}, "ai_seconds": 30}"#,
    )
    .unwrap();
    let open_kept = |dir: &std::path::Path| common::open_stored(dir, None, [900.0, 640.0]);
    let mut harness = open_kept(&dir);
    click_step(&mut harness, "d6");
    harness.step();
    assert!(harness.state().is_thinking());
    let closing = Instant::now();
    drop(harness);
    eprintln!("closed while thinking in {:?}", closing.elapsed());

    let mut harness = open_kept(&dir);
    assert_eq!(moves(&harness), ["d6"], "the player's move is kept");
    // The AI's turn waits, paused, as in any game opened with the AI to
    // move; letting it go on starts it again.
    let session = harness.state().session();
    assert!(session.players()[Color::Black].is_ai());
    assert!(session.is_ai_paused());
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(morris_gui::Command::PauseAi(false), &ctx);
    harness.step();
    assert!(harness.state().is_thinking());
    drop(harness);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn two_ais_play_each_other_at_the_watching_pace() {
    let settings = {
        let mut s = Settings {
            watch_seconds: 1.0,
            ..common::settings()
        };
        s.players = ByColor::new(Player::ai(Level::MIN), Player::ai(Level::MIN));
        s
    };
    let mut harness = open_with(settings, [900.0, 640.0]);
    // The harness's clock runs a quarter second a frame, so a move every
    // four frames at most.
    let start = moves(&harness).len();
    let _ = frames_until(&mut harness, Duration::from_secs(20), |h| {
        h.state().game().moves().len() >= start + 3
    });
    let mut frames = 0;
    let before = moves(&harness).len();
    while moves(&harness).len() == before && frames < 100 {
        harness.step();
        frames += 1;
    }
    assert!(moves(&harness).len() > before, "the AIs play on");
    assert!(
        frames >= 3,
        "the pause holds each move back: {frames} frames"
    );

    click_step(&mut harness, "Pause the AI");
    let paused = moves(&harness).len();
    let _ = frames_until(&mut harness, Duration::from_millis(300), |_| false);
    assert_eq!(moves(&harness).len(), paused, "paused");
    assert!(shows(&harness, "Let the AI move"));
}

#[test]
fn a_hint_shows_the_best_move_and_its_value() {
    let settings = {
        let mut s = common::settings();
        s.hint_seconds = 0.3;
        s
    };
    let mut harness = open_with(settings, [900.0, 640.0]);
    play_moves(&mut harness, "d7 a1 d6 g1");
    click_step(&mut harness, "Hint");
    let _ = frames_until(&mut harness, Duration::from_secs(20), |h| {
        h.state().session().hint().is_some()
    });
    let hint = harness.state().session().hint().cloned().expect("a hint");
    assert_eq!(hint.mv.to().to_string(), "d5", "closing the mill is best");
    assert!(hint.exact.is_none(), "no endgame databases here");
    harness.run();
    assert!(shows(&harness, &format!("Hint: {} (", hint.mv)));
    click_all(&mut harness, "a4");
    assert!(
        harness.state().session().hint().is_none(),
        "a move clears it"
    );
}

#[test]
fn a_hint_is_exact_where_an_endgame_database_covers_the_position() {
    let dir = temp_dir("databases");
    morris_ai::db::Databases::new(dir.join("databases"), Rules::default())
        .solve(morris_ai::db::Pair::new(3, 3), &|_| {})
        .expect("the 3-3 databases solve");
    std::fs::write(
        dir.join("gui-settings.json"),
        r#"{"language": "en", "animations": false, "hint_seconds": 0.3,
            "players": {"white": "human", "black": "human"}}"#,
    )
    .unwrap();
    let storage = Storage::at(&dir);
    let mut harness = Harness::builder()
        .with_size([900.0, 640.0])
        .with_max_steps(24)
        .build_eframe(move |cc| {
            MorrisApp::builder()
                .storage(storage)
                .file_dialog(ScriptedFileDialog::default())
                .build(&cc.egui_ctx)
        });
    // Three pieces each; White flies to close a mill (at g7 or a4) and
    // leaves Black two pieces.
    click_all(&mut harness, "Game");
    harness.get_by_label("Paste a record or position…").click();
    harness.run();
    harness.get_by_label("Record or position").focus();
    harness
        .get_by_label("Record or position")
        .type_text("WW./.../.../....../.../BBB/W.. w 0 0 0 20");
    press(&mut harness, "Open");
    click_step(&mut harness, "Hint");
    let _ = frames_until(&mut harness, Duration::from_secs(20), |h| {
        h.state().session().hint().is_some()
    });
    let hint = harness.state().session().hint().cloned().expect("a hint");
    assert!(
        [Point::G7, Point::A4].contains(&hint.mv.to()),
        "{}",
        hint.mv
    );
    assert_eq!(hint.exact, Some(morris_ai::db::DbValue::Win(1)));
    harness.run();
    assert!(shows(
        &harness,
        &format!("Hint: {} (exact: wins in 1 turn)", hint.mv)
    ));
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn the_hint_says_who_is_better_in_words() {
    let mut harness = open();
    play_moves(&mut harness, "d7 a1 d6 g1");
    click_step(&mut harness, "Hint");
    let _ = frames_until(&mut harness, Duration::from_secs(20), |h| {
        h.state().session().hint().is_some()
    });
    harness.run();
    let hint = harness.state().session().hint().cloned().expect("a hint");
    let line = harness
        .query_all_by(|n| n.value().is_some_and(|v| v.starts_with("Hint: ")))
        .next()
        .and_then(|n| n.value())
        .expect("the hint is shown");
    assert!(line.starts_with(&format!("Hint: {} (", hint.mv)), "{line}");
    assert!(
        !line.contains("evaluation") && !line.contains("depth"),
        "{line}"
    );
    let words = ["about even", "White scores about ", "Black scores about "];
    assert!(words.iter().any(|w| line.contains(w)), "{line}");
}

#[test]
fn the_ai_says_what_it_took() {
    let settings = {
        let mut s = common::settings();
        s.players = ByColor::new(Player::Human, Player::ai(Level::MAX));
        s.ai_seconds = 0.3;
        s
    };
    let mut harness = open_with(settings, [900.0, 640.0]);
    // Black to move closes a7-d7-g7 with g4-g7 and leaves White two pieces.
    click_all(&mut harness, "Game");
    harness.get_by_label("Paste a record or position…").click();
    harness.run();
    harness.get_by_label("Record or position").focus();
    harness
        .get_by_label("Record or position")
        .type_text("BB./.W./.../.....B/.../.W./W.. b 0 0 0 20");
    press(&mut harness, "Open");
    let _ = frames_until(&mut harness, Duration::from_secs(20), |h| {
        !h.state().game().moves().is_empty()
    });
    let m = harness.state().game().moves()[0];
    assert_eq!(m.base().to_string(), "g4-g7");
    let notice = harness.state().notice().unwrap_or_default().to_owned();
    let taken = m
        .removals()
        .first()
        .map(|p| p.to_string())
        .unwrap_or_default();
    assert_eq!(
        notice,
        format!("Black played g4-g7, closed a mill and took {taken}.")
    );
    // A language switch takes the notice away: it would stand in the old
    // language.
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(
        morris_gui::Command::SetLanguage(Some(morris_i18n::Lang::De)),
        &ctx,
    );
    assert_eq!(harness.state().notice(), None, "no English left");
}

#[test]
fn undo_takes_away_what_was_said_of_the_move() {
    let mut s = common::settings();
    s.players = ByColor::new(Player::Human, Player::ai(Level::MIN));
    let mut harness = open_with(s, [900.0, 640.0]);
    click_step(&mut harness, "d6");
    let _ = frames_until(&mut harness, Duration::from_secs(20), |h| {
        h.state().game().moves().len() == 2
    });
    assert!(
        harness
            .state()
            .notice()
            .is_some_and(|n| n.starts_with("Black played"))
    );
    click_step(&mut harness, "Undo");
    assert_eq!(harness.state().notice(), None);
    assert!(harness.state().game().moves().is_empty());
}

#[test]
fn playing_from_a_set_up_position_takes_away_what_was_said_of_the_old_game() {
    let mut s = common::settings();
    s.players = ByColor::new(Player::Human, Player::ai(Level::MIN));
    let mut harness = open_with(s, [900.0, 640.0]);
    click_step(&mut harness, "d6");
    let _ = frames_until(&mut harness, Duration::from_secs(20), |h| {
        h.state().game().moves().len() == 2
    });
    assert!(harness.state().notice().is_some(), "the AI's move is said");
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(morris_gui::Command::OpenEditor, &ctx);
    harness.run();
    harness
        .state_mut()
        .apply(morris_gui::Command::EditorPlay { analyse: false }, &ctx);
    harness.run();
    assert!(harness.state().game().moves().is_empty(), "a new game");
    assert_eq!(harness.state().notice(), None, "the old game's words went");
}
