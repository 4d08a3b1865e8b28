//! The board: points as widgets, clicks, drags, keys, typed moves and going through the game.

use super::*;

#[test]
fn every_point_is_a_widget_labelled_with_its_name() {
    let harness = open();
    for p in morris_gui::POINTS {
        point(&harness, p.name);
    }
    assert!(
        harness
            .query_by(|n| n.label().is_some_and(|l| l.starts_with("d4")))
            .is_none(),
        "the centre is no point"
    );
}

#[test]
fn a_screen_reader_hears_what_stands_on_each_point() {
    let mut harness = open_with(settings(), [900.0, 640.0]);
    play_moves(&mut harness, "d6 f4");
    assert_eq!(point_label(&harness, "d6"), "d6, white piece");
    assert_eq!(point_label(&harness, "f4"), "f4, black piece");
    // Where a click may go next is said: while placing, every empty point.
    assert_eq!(point_label(&harness, "a7"), "a7, empty, legal target");
    play_moves(&mut harness, "d7");
    play_moves(&mut harness, "a1");
    // White closes d5 d6 d7: each black piece it may take is said so.
    click_all(&mut harness, "d5");
    assert_eq!(point_label(&harness, "f4"), "f4, black piece, legal target");
    assert_eq!(point_label(&harness, "d6"), "d6, white piece");
    assert_eq!(point_label(&harness, "g7"), "g7, empty");
    // In German too.
    let mut harness = open_with(
        {
            let mut s = settings();
            s.language = Some("de".to_owned());
            s
        },
        [900.0, 640.0],
    );
    play_moves(&mut harness, "d6");
    assert_eq!(point_label(&harness, "d6"), "d6, weißer Stein");
}

#[test]
fn points_lie_where_their_names_say_in_any_window() {
    for size in [[900.0, 640.0], [520.0, 900.0], [1400.0, 500.0]] {
        let harness = open_with(settings(), size);
        let center = |name: &str| point(&harness, name).rect().center();
        let (a7, g7, a1, g1, d5) = (
            center("a7"),
            center("g7"),
            center("a1"),
            center("g1"),
            center("d5"),
        );
        let side = g7.x - a7.x;
        assert!(side > 150.0, "{size:?}: the board is drawn large");
        assert!((a1.y - a7.y - side).abs() < 0.5, "{size:?}: square");
        assert!((g1.x - g7.x).abs() < 0.5 && (g1.y - a1.y).abs() < 0.5);
        assert!((d5.x - (a7.x + side / 2.0)).abs() < 0.5, "d5 on file d");
        assert!((d5.y - (a7.y + side / 3.0)).abs() < 0.5, "d5 on rank 5");
        assert!(a7.x > 0.0 && g1.x < size[0] && g1.y < size[1]);
    }
}

#[test]
fn a_click_places_and_the_status_says_whose_turn_it_is() {
    let mut harness = open();
    assert!(shows(&harness, "White to move: place a piece."));
    click_all(&mut harness, "d6");
    assert_eq!(moves(&harness), ["d6"]);
    assert!(shows(&harness, "Black to move: place a piece."));
    assert!(
        shows(&harness, "White: 8 pieces in hand"),
        "the hand is labelled"
    );
}

#[test]
fn selecting_a_piece_marks_it_and_a_second_click_moves_or_clears_it() {
    let mut harness = open();
    play_moves(&mut harness, TO_MOVING);
    click_all(&mut harness, "g4");
    assert_eq!(
        harness.state().session().entry(),
        &Pending::Selected(Point::G4)
    );
    assert!(shows(&harness, "White: choose where the piece on g4 goes."));
    assert_eq!(
        point(&harness, "g4").accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::True),
        "screen readers hear that g4 is selected"
    );

    click_all(&mut harness, "g4");
    assert_eq!(harness.state().session().entry(), &Pending::Nothing);

    click_all(&mut harness, "g4 f4");
    assert_eq!(moves(&harness).last().map(String::as_str), Some("g4-f4"));
}

#[test]
fn illegal_clicks_are_refused_and_explained() {
    let mut harness = open();
    click_all(&mut harness, "d6 d6");
    assert_eq!(moves(&harness), ["d6"]);
    assert_eq!(
        harness.state().refusal_text().as_deref(),
        Some("d6 is taken: choose an empty point.")
    );
    assert!(
        shows(&harness, "d6 is taken"),
        "the explanation is on screen"
    );

    let mut harness = open();
    play_moves(&mut harness, TO_MOVING);
    click_all(&mut harness, "e5");
    assert_eq!(
        harness.state().refusal_text().as_deref(),
        Some("First choose one of your pieces, then the point it goes to.")
    );
    click_all(&mut harness, "b2");
    assert_eq!(
        harness.state().refusal_text().as_deref(),
        Some("b2 holds none of your pieces.")
    );
    click_all(&mut harness, "g4 e4");
    let text = harness.state().refusal_text().unwrap_or_default();
    assert!(text.starts_with("g4 and e4 are not neighbours"), "{text}");
    assert_eq!(moves(&harness).len(), 18, "nothing was played");
}

#[test]
fn a_mill_asks_for_a_removal_and_refuses_a_wrong_one() {
    let mut harness = open();
    play_moves(&mut harness, "d7 a1 d6 g1");
    click_all(&mut harness, "d5");
    assert!(matches!(
        harness.state().session().entry(),
        Pending::Removing(_)
    ));
    assert!(shows(
        &harness,
        "White closed a mill: remove a piece of the opponent."
    ));
    click_all(&mut harness, "d6");
    let text = harness.state().refusal_text().unwrap_or_default();
    assert!(
        text.starts_with("d6 holds no piece of your opponent"),
        "{text}"
    );
    click_all(&mut harness, "g1");
    assert_eq!(moves(&harness).last().map(String::as_str), Some("d5xg1"));
}

/// Drags with the mouse from `from` to `to`, in steps, as a hand does.
fn drag(h: &mut Harness<'_, MorrisApp>, from: egui::Pos2, to: egui::Pos2) {
    h.hover_at(from);
    h.run();
    h.drag_at(from);
    h.run();
    for t in [0.25, 0.5, 0.75, 1.0] {
        h.hover_at(from.lerp(to, t));
        h.run();
    }
    h.drop_at(to);
    h.run();
}

#[test]
fn a_piece_is_dragged_to_its_point() {
    let mut harness = open();
    play_moves(&mut harness, TO_MOVING);
    let from = point(&harness, "g4").rect().center();
    let to = point(&harness, "f4").rect().center();
    drag(&mut harness, from, to);
    assert_eq!(moves(&harness).last().map(String::as_str), Some("g4-f4"));
}

#[test]
fn a_piece_is_dragged_from_the_hand_to_its_point() {
    let mut harness = open();
    let hand = |h: &Harness<'_, MorrisApp>, color: &str| {
        let start = format!("{color}: ");
        h.get_by(|n| {
            let text = n.value().or_else(|| n.label());
            text.is_some_and(|t| t.starts_with(&start) && t.ends_with("in hand"))
        })
        .rect()
        .center()
    };
    let d6 = point(&harness, "d6").rect().center();
    let from = hand(&harness, "White");
    drag(&mut harness, from, d6);
    assert_eq!(moves(&harness), ["d6"]);
    // Dropped on a taken point: refused, nothing played.
    let from = hand(&harness, "Black");
    drag(&mut harness, from, d6);
    assert_eq!(moves(&harness), ["d6"]);
    // Black's turn still, and only the side to move's hand gives pieces.
    let f4 = point(&harness, "f4").rect().center();
    let from = hand(&harness, "White");
    drag(&mut harness, from, f4);
    assert_eq!(moves(&harness), ["d6"]);
    let from = hand(&harness, "Black");
    drag(&mut harness, from, f4);
    assert_eq!(moves(&harness), ["d6", "f4"]);
    // Let go off the board: nothing happens.
    let from = hand(&harness, "White");
    let off = harness
        .get_by_label("Type a move or a point")
        .rect()
        .center();
    drag(&mut harness, from, off);
    assert_eq!(moves(&harness), ["d6", "f4"]);
}

#[test]
fn the_keyboard_moves_a_cursor_over_the_points_and_plays() {
    let mut harness = open();
    point(&harness, "a7").focus();
    harness.run();
    for key in [Key::ArrowRight, Key::ArrowDown] {
        harness.key_press(key);
        harness.run();
    }
    assert!(
        point(&harness, "d6").accesskit_node().is_focused(),
        "a7, right to d7, down to d6"
    );
    harness.key_press(Key::Enter);
    harness.run();
    assert_eq!(moves(&harness), ["d6"]);
}

#[test]
fn moves_are_typed_in_notation() {
    let mut harness = open();
    let field = "Type a move or a point";
    for m in ["d7", "a1", "d6", "g1", "d5xa1"] {
        harness.get_by_label(field).focus();
        harness.get_by_label(field).type_text(m);
        harness.key_press(Key::Enter);
        harness.run();
    }
    assert_eq!(moves(&harness), ["d7", "a1", "d6", "g1", "d5xa1"]);

    harness.get_by_label(field).focus();
    harness.get_by_label(field).type_text("d5-d4");
    harness.key_press(Key::Enter);
    harness.run();
    let text = harness.state().refusal_text().unwrap_or_default();
    assert_eq!(
        text, "d4 is not a point of this board.",
        "the small board's centre"
    );
    harness.get_by_label(field).focus();
    for _ in 0..5 {
        harness.key_press(Key::Backspace);
    }
    harness.get_by_label(field).type_text("d5-h4");
    harness.key_press(Key::Enter);
    harness.run();
    let text = harness.state().refusal_text().unwrap_or_default();
    assert!(text.contains("is not a move"), "{text}");
    // The refused text stays to be corrected, the field keeping the keys;
    // a taken move clears it.
    assert_eq!(
        harness.get_by_label(field).value().as_deref(),
        Some("d5-h4")
    );
    assert!(harness.get_by_label(field).accesskit_node().is_focused());
    harness.get_by_label(field).focus();
    for _ in 0..5 {
        harness.key_press(Key::Backspace);
    }
    harness.get_by_label(field).type_text("b6");
    harness.key_press(Key::Enter);
    harness.run();
    assert_eq!(moves(&harness).last().map(String::as_str), Some("b6"));
    assert_eq!(harness.get_by_label(field).value().as_deref(), Some(""));
    // Taken, the field lets the keys go back to the board (H for a hint).
    assert!(
        !harness.get_by_label(field).accesskit_node().is_focused(),
        "the field kept the focus after a taken move"
    );
}

#[test]
fn undo_redo_and_the_move_list_walk_through_the_game() {
    let mut harness = open();
    play_moves(&mut harness, "d6 f4 d2 b4");
    click_all(&mut harness, "Undo Undo");
    assert_eq!(moves(&harness), ["d6", "f4"]);
    click_all(&mut harness, "Redo");
    assert_eq!(moves(&harness), ["d6", "f4", "d2"]);

    harness.get_by_label("1. d6").click();
    harness.run();
    assert_eq!(moves(&harness), ["d6"]);
    harness.get_by_label("2... b4").click();
    harness.run();
    assert_eq!(moves(&harness), ["d6", "f4", "d2", "b4"]);
    harness.get_by_label("Start").click();
    harness.run();
    assert!(moves(&harness).is_empty());

    // A new move after going back replaces the moves ahead.
    click_all(&mut harness, "a7");
    assert_eq!(moves(&harness), ["a7"]);
    assert_eq!(harness.state().session().redo_len(), 0);

    // The keyboard does the same: Ctrl+Z, Ctrl+Y; Escape drops a half-made
    // turn.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    harness.run();
    assert!(moves(&harness).is_empty());
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::Y);
    harness.run();
    assert_eq!(moves(&harness), ["a7"]);
    play_moves(&mut harness, "a4 d7 a1 d6 g1");
    click_all(&mut harness, "d5");
    assert!(matches!(
        harness.state().session().entry(),
        Pending::Removing(_)
    ));
    harness.key_press(Key::Escape);
    harness.run();
    assert_eq!(harness.state().session().entry(), &Pending::Nothing);
}

#[test]
fn a_second_removal_that_only_the_first_allows_waits_its_turn() {
    // Removals one per mill. White's d7 closes two mills; Black has the
    // mill b2-d2-f2 and g1, so g1 must go first, and then a piece of the
    // mill may.
    let mut rules = Rules::default();
    rules.set_removals(morris_core::Removals::PerMill);
    let mut harness = open_with(settings_for(rules), [900.0, 640.0]);
    click_all(&mut harness, "Game");
    harness.get_by_label("Paste a record or position…").click();
    harness.run();
    harness.get_by_label("Record or position").focus();
    harness
        .get_by_label("Record or position")
        .type_text("W.W/.W./.W./....../.../BBB/..B w 3 3 0 7");
    press(&mut harness, "Open");
    click_all(&mut harness, "d7 d2");
    let text = harness.state().refusal_text().unwrap_or_default();
    assert!(
        text.starts_with("The piece on d2 stands in a mill"),
        "{text}"
    );
    click_all(&mut harness, "g1 d2");
    assert_eq!(moves(&harness), ["d7xd2xg1"]);
}

#[test]
fn a_mill_shows_at_once_and_the_counts_agree_while_its_removal_waits() {
    let mut harness = open();
    play_moves(&mut harness, "d7 a1 d6 g1");
    click_all(&mut harness, "d5");
    let shown = harness.state().session().shown();
    assert_eq!(
        shown.fresh_mills.len(),
        1,
        "the mill is marked before the removal"
    );
    // The hand beside the board and the side panel say the same.
    assert!(harness.query_by_label("White: 6 pieces in hand").is_some());
    assert!(shows(&harness, "6 pieces in hand · 3 pieces on the board"));
}

#[test]
fn game_shortcuts_work_from_the_move_field_and_keys_step_through_the_moves() {
    let mut harness = open();
    play_moves(&mut harness, "d6 f4 d2");
    // The menu names each item's keys.
    click_all(&mut harness, "Game");
    for item in [
        "New game… Ctrl+N",
        "Undo Ctrl+Z",
        "Redo Ctrl+Y",
        "Hint H",
        "Save… Ctrl+S",
        "Quit Ctrl+Q",
    ] {
        assert!(harness.query_by_label(item).is_some(), "{item}");
    }
    harness.key_press(Key::Escape);
    harness.run();
    // Ctrl+Z in the move field takes back a move, not the field's text.
    let field = "Type a move or a point";
    harness.get_by_label(field).focus();
    harness.get_by_label(field).type_text("b4");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    harness.run();
    assert_eq!(moves(&harness), ["d6", "f4"]);
    // With nothing focused, the arrows, Home and End walk the move list.
    harness.get_by_label(field).focus();
    harness.key_press(Key::Escape);
    harness.run();
    harness.ctx.memory_mut(|m| {
        if let Some(id) = m.focused() {
            m.surrender_focus(id);
        }
    });
    harness.run();
    harness.key_press(Key::ArrowLeft);
    harness.run();
    assert_eq!(moves(&harness), ["d6"]);
    harness.key_press(Key::Home);
    harness.run();
    assert!(moves(&harness).is_empty());
    harness.key_press(Key::End);
    harness.run();
    assert_eq!(moves(&harness), ["d6", "f4", "d2"]);
    harness.key_press(Key::ArrowLeft);
    harness.key_press(Key::ArrowRight);
    harness.run();
    assert_eq!(moves(&harness), ["d6", "f4", "d2"]);
}

#[test]
fn nothing_overlaps_at_the_smallest_window_and_the_board_stays_put() {
    let size = morris_gui::layout::MIN_WINDOW_SIZE;
    let mut harness = open_with(common::settings(), size);
    play_moves(&mut harness, "d6 f4 d2 b4 a7 g7 d5 a1 g4 g1");
    let field = harness.get_by_label("Type a move or a point").rect();
    for row in harness.query_all_by(|n| {
        n.label()
            .is_some_and(|l| l.ends_with(" d6") || l.ends_with(" g1") || l == "Start")
    }) {
        let rect = row.rect();
        // A row scrolled out of view is clipped away; none is drawn on the field.
        assert!(
            !rect.intersects(field) || rect.max.y <= field.min.y,
            "{rect:?} {field:?}"
        );
    }
    let board = point(&harness, "a7").rect();
    let e5 = point(&harness, "e5").rect();
    assert!(e5.max.y < field.max.y + 400.0);
    // A second status line (a refusal) does not move the board.
    click_all(&mut harness, "d6");
    assert!(harness.state().refusal_text().is_some());
    assert_eq!(point(&harness, "a7").rect(), board);
}

#[test]
fn b_puts_the_cursor_on_the_board_and_the_arrows_keep_a_half_made_turn() {
    let mut harness = open();
    harness.key_press(Key::B);
    harness.run();
    assert!(
        point(&harness, "d6").accesskit_node().is_focused(),
        "B puts the cursor on the board (d6 before any move)"
    );
    harness.key_press(Key::ArrowUp);
    harness.run();
    harness.key_press(Key::Enter);
    harness.run();
    assert_eq!(moves(&harness), ["d7"], "d6, up to d7, Enter plays it");
    // After a move, B goes where the last move went.
    click_all(&mut harness, "a1");
    harness.key_press(Key::B);
    harness.run();
    assert!(point(&harness, "a1").accesskit_node().is_focused());

    // A mill waits for its removal; with no point focused the arrows do
    // not step back through the game and drop it.
    let mut harness = open();
    play_moves(&mut harness, "d7 a1 d6 g1");
    click_all(&mut harness, "d5");
    assert!(matches!(
        harness.state().session().entry(),
        Pending::Removing(_)
    ));
    harness.ctx.memory_mut(|m| {
        if let Some(id) = m.focused() {
            m.surrender_focus(id);
        }
    });
    for key in [Key::ArrowLeft, Key::Home, Key::ArrowUp] {
        harness.key_press(key);
        harness.run();
    }
    assert!(
        matches!(harness.state().session().entry(), Pending::Removing(_)),
        "the removal still waits"
    );
    assert_eq!(moves(&harness).len(), 4);
    click_all(&mut harness, "a1");
    assert_eq!(moves(&harness).last().map(String::as_str), Some("d5xa1"));
}

#[test]
fn the_move_list_never_overlaps_the_move_field_in_a_small_window() {
    for (w, h, analysis) in [
        (500.0, 400.0, false),
        (520.0, 420.0, false),
        (560.0, 440.0, false),
        (480.0, 360.0, false),
        (640.0, 480.0, true),
        (800.0, 500.0, true),
    ] {
        let mut harness = open_with(settings(), [w, h]);
        play_moves(&mut harness, "d6 f4 d2 b4 a7 g7 a1 g1 d7 d1");
        if analysis {
            let ctx = harness.ctx.clone();
            harness
                .state_mut()
                .apply(morris_gui::Command::ToggleAnalysis, &ctx);
            // The analysis lines come as the search goes.
            let _ = frames_until(&mut harness, Duration::from_millis(600), |_| false);
        }
        let field = harness.get_by_label("Type a move or a point").rect();
        assert!(field.bottom() <= h, "{w}x{h}: the field is in the window");
        // The list's cells are read out as "5. d7" and "5... d1".
        let in_list = |l: &str| {
            l == "Moves"
                || l == "Start"
                || l.split_once(". ").is_some_and(|(n, _)| {
                    n.trim_end_matches('.').chars().all(|c| c.is_ascii_digit())
                })
        };
        let mut seen = 0;
        for node in harness.query_all_by(|n| n.label().is_some_and(|l| in_list(&l))) {
            seen += 1;
            assert!(
                !node.rect().intersects(field),
                "{w}x{h}: {:?} at {:?} over the field at {field:?}",
                node.accesskit_node().label(),
                node.rect()
            );
        }
        if w >= 800.0 {
            assert!(seen > 0, "{w}x{h}: the list is shown when there is room");
        }
        if analysis {
            // The search stops with the analysis.
            let ctx = harness.ctx.clone();
            harness
                .state_mut()
                .apply(morris_gui::Command::ToggleAnalysis, &ctx);
        }
    }
}

#[test]
fn the_layout_holds_still_while_a_game_goes_on() {
    let settings = {
        let mut s = settings();
        s.hint_seconds = 0.2;
        s
    };
    let mut harness = open_with(settings, [900.0, 640.0]);
    let board = point(&harness, "a7").rect();
    let corner = point(&harness, "g1").rect();
    // Every status line at once: whose turn, a refusal, a hint, a notice.
    click_all(&mut harness, "d6");
    click_all(&mut harness, "d6");
    assert!(harness.state().refusal_text().is_some());
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(morris_gui::Command::CopyRecord, &ctx);
    click_step(&mut harness, "Hint");
    let _ = frames_until(&mut harness, Duration::from_secs(20), |h| {
        h.state().session().hint().is_some()
    });
    harness.run();
    assert!(harness.state().session().hint().is_some());
    assert!(harness.state().notice().is_some());
    assert!(shows(&harness, "Hint: "));
    assert_eq!(point(&harness, "a7").rect(), board, "four status lines");
    // Placing ends: the board keeps its size (the hands' room stays).
    click_all(&mut harness, "Undo");
    play_moves(&mut harness, TO_MOVING);
    assert_eq!(harness.state().game().position().in_hand(Color::White), 0);
    assert_eq!(point(&harness, "a7").rect(), board, "after placing");
    assert_eq!(point(&harness, "g1").rect(), corner, "after placing");
    // The analysis's lines are there from its first frame, so nothing
    // below them moves while it deepens. (Whether that frame has values
    // yet is a race with the analysis's thread: a loaded machine may give
    // it depth 1 before the frame is drawn, so every frame is compared.)
    harness
        .state_mut()
        .apply(morris_gui::Command::ToggleAnalysis, &ctx);
    harness.step();
    let mut seen = vec![harness.get_by_label("Resign").rect()];
    let _ = frames_until(&mut harness, Duration::from_secs(20), |h| {
        let resign = h.get_by_label("Resign").rect();
        if !seen.contains(&resign) {
            seen.push(resign);
        }
        common::point_label(h, "g4").contains("(depth 3")
    });
    assert!(
        common::point_label(&harness, "g4").contains("(depth "),
        "the analysis gave values"
    );
    assert_eq!(seen.len(), 1, "the Resign button moved: {seen:?}");
    assert_eq!(point(&harness, "a7").rect(), board, "with the analysis");
    harness
        .state_mut()
        .apply(morris_gui::Command::ToggleAnalysis, &ctx);
}
