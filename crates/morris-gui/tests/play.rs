//! Playing through the app as a person does: widgets are found by their
//! accessible labels, clicked, dragged or typed into, and the tests look at
//! the game and what the app says.

mod common;

use std::time::{Duration, Instant};

use common::{
    click_all, click_item, open, open_with, play_moves, point, point_label, settings, settings_for,
};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use morris_ai::Level;
use morris_core::{ByColor, Color, Point, Preset, Rules, Termination};
use morris_gui::files::ScriptedFileDialog;
use morris_gui::{MorrisApp, Player, Settings};
use morris_play::DataDir as Storage;
use morris_play::entry::Entry as Pending;

/// The moves of `tests/transcripts/flying.pgn` up to the moving phase,
/// White to move.
const TO_MOVING: &str = "a1 a4 g1 d1 e4 b4 c4 b2 b6 d2 g7 d3xc4 g4xa4 f2xe4 a7 a4 d7xa4 a4";

fn moves(harness: &Harness<'_, MorrisApp>) -> Vec<String> {
    harness
        .state()
        .game()
        .moves()
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// Whether some text on the screen starts with `start`.
fn shows(harness: &Harness<'_, MorrisApp>, start: &str) -> bool {
    harness
        .query_all_by(|node| {
            node.value().is_some_and(|v| v.starts_with(start))
                || node.label().is_some_and(|l| l.starts_with(start))
        })
        .next()
        .is_some()
}

/// Moves the pointer onto the widget labelled `label`, then clicks it, as a
/// hand does (a pointer that jumps onto a widget in a just opened dialog
/// and clicks at once is not taken for a click).
fn press(harness: &mut Harness<'_, MorrisApp>, label: &str) {
    harness.get_by_label(label).hover();
    harness.run();
    harness.get_by_label(label).click();
    harness.run();
}

/// Clicks the last widget labelled `label` (the one in a dialog, when the
/// window shows it too).
fn press_last(harness: &mut Harness<'_, MorrisApp>, label: &str) {
    let last = harness
        .get_all_by_label(label)
        .last()
        .expect("a widget")
        .rect();
    harness.hover_at(last.center());
    harness.run();
    harness
        .get_all_by_label(label)
        .last()
        .expect("a widget")
        .click();
    harness.run();
}

/// Clicks at `at` as a mouse does: the pointer moves there, the button
/// goes down, then up, a frame each (an accessibility click skips the
/// pointer, and with it what a press does to the windows it lands on).
fn mouse_click(harness: &mut Harness<'_, MorrisApp>, at: egui::Pos2) {
    harness.hover_at(at);
    harness.run();
    for pressed in [true, false] {
        harness.event(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
        harness.run();
    }
}

/// Clicks the last widget labelled `label` with the mouse (not a text
/// naming a widget beside it).
fn mouse_press(harness: &mut Harness<'_, MorrisApp>, label: &str) {
    let at = harness
        .get_all_by_label(label)
        .rfind(|n| n.accesskit_node().role() != egui::Role::Label)
        .expect("the widget is shown")
        .rect()
        .center();
    mouse_click(harness, at);
}

/// Presses the item labelled `label` of an open drop-down list (not a
/// drop-down list with that name).
fn press_option(harness: &mut Harness<'_, MorrisApp>, label: &str) {
    let at = harness
        .get_all_by_label(label)
        // A choice of an open list (a selectable label), not the same
        // words elsewhere on the screen.
        .find(|n| n.accesskit_node().role() == egui::Role::Button)
        .map(|n| n.rect().center())
        .expect("the option is shown");
    mouse_click(harness, at);
}

/// Clicks `label` and draws one frame, for when the AI thinks (and the app
/// never settles).
fn click_step(harness: &mut Harness<'_, MorrisApp>, label: &str) {
    if common::is_point_name(label) {
        point(harness, label).click();
    } else {
        harness.get_by_label(label).click();
    }
    harness.step();
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("morris-gui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    dir
}

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
        Settings {
            language: Some("de".to_owned()),
            ..settings()
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
    assert!(text.contains("is not a move"), "{text}");
    // The refused text stays to be corrected; a taken move clears it.
    assert_eq!(
        harness.get_by_label(field).value().as_deref(),
        Some("d5-d4")
    );
    harness.get_by_label(field).focus();
    for _ in 0..5 {
        harness.key_press(Key::Backspace);
    }
    harness.get_by_label(field).type_text("b6");
    harness.key_press(Key::Enter);
    harness.run();
    assert_eq!(moves(&harness).last().map(String::as_str), Some("b6"));
    assert_eq!(harness.get_by_label(field).value().as_deref(), Some(""));
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
fn play_again_swaps_colours_when_asked_and_a_coin_can_decide() {
    let settings = Settings {
        players: ByColor::new(Player::Human, Player::ai(Level::MIN)),
        swap_colours: true,
        ..common::settings()
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

    let settings = Settings {
        coin_toss: true,
        ..common::settings()
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
    assert!(shows(&harness, "Black wins: resignation"));
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
    // Black: the AI at level 3.
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

/// Steps frames until `done` holds or `limit` passes; returns the frames
/// and the slowest frame.
fn frames_until(
    harness: &mut Harness<'_, MorrisApp>,
    limit: Duration,
    mut done: impl FnMut(&Harness<'_, MorrisApp>) -> bool,
) -> (usize, Duration) {
    let start = Instant::now();
    let (mut frames, mut slowest) = (0, Duration::ZERO);
    while !done(harness) && start.elapsed() < limit {
        let frame = Instant::now();
        harness.step();
        slowest = slowest.max(frame.elapsed());
        frames += 1;
    }
    (frames, slowest)
}

#[test]
fn the_ai_thinks_on_a_worker_thread_while_frames_go_on() {
    let settings = Settings {
        players: ByColor::new(Player::Human, Player::ai(Level::MAX)),
        ai_seconds: 0.6,
        ..common::settings()
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
    let settings = Settings {
        players: ByColor::new(Player::Human, Player::ai(Level::MAX)),
        ai_seconds: 30.0,
        ..common::settings()
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
    let settings = Settings {
        players: ByColor::new(Player::Human, Player::ai(Level::MIN)),
        ..common::settings()
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
    let settings = Settings {
        players: ByColor::new(Player::ai(Level::MIN), Player::ai(Level::MIN)),
        watch_seconds: 1.0,
        ..common::settings()
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
    let settings = Settings {
        hint_seconds: 0.3,
        ..common::settings()
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
    let words = ["about even", "better for White", "better for Black"];
    assert!(words.iter().any(|w| line.contains(w)), "{line}");
}

#[test]
fn the_ai_says_what_it_took() {
    let settings = Settings {
        players: ByColor::new(Player::Human, Player::ai(Level::MAX)),
        ai_seconds: 0.3,
        ..common::settings()
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
fn game_shortcuts_work_from_the_move_field_and_keys_step_through_the_moves() {
    let mut harness = open();
    play_moves(&mut harness, "d6 f4 d2");
    // The menu names each item's keys.
    click_all(&mut harness, "Game");
    for item in [
        "New game… Ctrl+N",
        "Undo Ctrl+Z",
        "Redo Ctrl+Shift+Z",
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
    let after = harness
        .get_all_by_label("Preset")
        .find(|n| n.accesskit_node().role() == egui::Role::ComboBox)
        .expect("the preset list")
        .rect();
    assert_eq!(after, preset);
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
fn the_analysis_toggles_with_a_and_deepens_while_frames_go_on() {
    let mut harness = open();
    harness.key_press(Key::A);
    harness.step();
    assert!(harness.state().settings().analysis);
    let (frames, slowest) = frames_until(&mut harness, Duration::from_secs(30), |h| {
        common::point_label(h, "d6").contains("evaluation")
    });
    let label = common::point_label(&harness, "d6");
    assert!(label.contains("(depth "), "{label}");
    eprintln!("analysis: first values after {frames} frames, slowest {slowest:?}");
    // Every empty point has a value while placing.
    for p in morris_gui::POINTS {
        let label = common::point_label(&harness, p.name);
        assert!(
            label.contains("evaluation") || label.contains("wins"),
            "{label}"
        );
    }
    // A move: the analysis follows the new position (the frame of the
    // click still showed the old one).
    click_step(&mut harness, "d6");
    harness.step();
    assert_eq!(moves(&harness), ["d6"]);
    let _ = frames_until(&mut harness, Duration::from_secs(30), |h| {
        common::point_label(h, "f4").contains("evaluation")
    });
    assert!(!common::point_label(&harness, "d6").contains("evaluation"));
    // Off again, with a point of the board holding the keyboard focus (as
    // after a click with the mouse): no values.
    common::point(&harness, "g1").focus();
    harness.step();
    harness.key_press(Key::A);
    harness.step();
    harness.step();
    assert!(!harness.state().settings().analysis);
    assert!(!common::point_label(&harness, "f4").contains("evaluation"));
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
fn an_edited_position_is_played_to_a_result() {
    use morris_gui::editor::Brush;
    let mut harness = open();
    click_all(&mut harness, "Game");
    harness.get_by_label("Set up a position…").click();
    harness.run();
    harness.get_by_label("Empty board").click();
    harness.run();
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
}

#[test]
fn a_position_the_rules_refuse_is_explained_and_cannot_be_played() {
    let mut harness = open();
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(morris_gui::Command::OpenEditor, &ctx);
    harness.run();
    // The start, with nine in hand each: a tenth White piece on the board
    // is one more than the rules give, and the core says so.
    common::point(&harness, "d6").click();
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
    let settings = Settings {
        players: ByColor::new(Player::Human, Player::ai(Level::MIN)),
        time_control: morris_play::clock::TimeControl::PerTurn { seconds: 1 },
        ..common::settings()
    };
    let mut harness = open_with(settings, [900.0, 640.0]);
    click_step(&mut harness, "d6");
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(morris_gui::Command::OpenEditor, &ctx);
    // The AI's answer, the clock and the keys all wait while editing.
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
