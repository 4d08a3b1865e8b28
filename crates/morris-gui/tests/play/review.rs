//! The review of a game: opened from the game menu and the game-over
//! dialog, graded in the background, its turns and graph going to their
//! positions, and the marks in the move list.

use super::*;

/// The graph's caption and accessible name.
const GRAPH: &str = "White's expected score after each move (click to go there)";

/// A position of Nine Men's Morris, three pieces each, flying: White's
/// c5-g7xf2 wins at once, c5-e4 lets Black close a mill at g1 and win.
pub(crate) const FLYING: &str =
    "[Rules \"nine\"]\n[SetUp \"1\"]\n[FEN \"WW./.../W../....../.../..B/BB. w 0 0 0 10\"]\n\n*";

/// Draws frames until the review's worker is done. The limit only ends a
/// review that hangs (the test then fails on what it finds), it is not a
/// measure of speed.
pub(crate) fn until_reviewed(harness: &mut Harness<'_, MorrisApp>) {
    let start = Instant::now();
    while harness.state().is_reviewing() && start.elapsed() < Duration::from_secs(300) {
        harness.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    harness.run();
    assert!(!harness.state().is_reviewing(), "the review never ended");
}

/// The review window's row of the turn whose words start with `start`.
fn turn_row<'h>(harness: &'h Harness<'_, MorrisApp>, start: &str) -> egui_kittest::Node<'h> {
    let start = format!("{start}: ");
    harness.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&start)))
}

/// Pastes a record or position through the Game menu.
pub(crate) fn paste(harness: &mut Harness<'_, MorrisApp>, text: &str) {
    click_all(harness, "Game");
    harness.get_by_label("Paste a record or position…").click();
    harness.run();
    harness.get_by_label("Record or position").focus();
    harness.get_by_label("Record or position").type_text(text);
    harness.run();
    press(harness, "Open");
}

#[test]
fn the_game_menu_reviews_the_game_and_its_turns_and_graph_show_their_positions() {
    let mut harness = open();
    // Nothing to review before the first move.
    click_all(&mut harness, "Game");
    let item = harness.get_by_label("Review the game");
    assert!(item.accesskit_node().is_disabled());
    harness.key_press(Key::Escape);
    harness.run();

    play_moves(&mut harness, "d6 f4 d2 b4");
    click_all(&mut harness, "Game");
    click_item(&mut harness, "Review the game");
    assert!(harness.state().review_open());
    until_reviewed(&mut harness);
    let review = harness.state().review().expect("a review").clone();
    assert_eq!(review.turns.len(), 4);
    assert!(review.turns.iter().all(|t| !t.exact), "no databases here");

    // Each side's summary, and a row a turn.
    assert!(shows(&harness, "White: accuracy"));
    assert!(shows(&harness, "Black: accuracy"));
    for start in ["1. d6", "1… f4", "2. d2", "2… b4"] {
        let row = turn_row(&harness, start);
        let label = row.accesskit_node().label().unwrap_or_default();
        assert!(label.contains("(searched)"), "{label}");
    }

    // A turn shows the position before it, as its player saw it.
    turn_row(&harness, "2. d2").click();
    harness.run();
    assert_eq!(moves(&harness), ["d6", "f4"]);
    assert_eq!(harness.state().session().redo_len(), 2);
    assert!(point_label(&harness, "d2").starts_with("d2, empty"));

    // The graph goes to the position after as many moves as where it is
    // clicked: its left end the start, its right end the last move.
    let graph = harness
        .get_all_by_label(GRAPH)
        .find(|n| n.accesskit_node().role() == egui::Role::Image)
        .expect("the graph")
        .rect();
    // Hovered, its last point says the last turn under it, as its row does.
    harness.hover_at(egui::pos2(graph.right() - 2.0, graph.center().y));
    harness.run();
    harness.run();
    let last = turn_row(&harness, "2… b4")
        .accesskit_node()
        .label()
        .unwrap_or_default();
    let all: Vec<String> = harness
        .query_all_by(|n| n.label().or(n.value()).is_some_and(|l| l.contains("b4")))
        .filter_map(|n| {
            let node = n.accesskit_node();
            node.label().or_else(|| node.value())
        })
        .collect();
    assert!(
        all.iter().filter(|l| **l == last).count() >= 2,
        "the row and the hovered point: {last}; {all:?}"
    );
    mouse_click(
        &mut harness,
        egui::pos2(graph.right() - 2.0, graph.center().y),
    );
    assert_eq!(moves(&harness), ["d6", "f4", "d2", "b4"]);
    mouse_click(
        &mut harness,
        egui::pos2(graph.left() + 2.0, graph.center().y),
    );
    assert!(moves(&harness).is_empty());
    assert_eq!(harness.state().session().redo_len(), 4);

    // The window closes; its grades stay with the game, and opening it
    // again grades nothing anew.
    harness.get_by_label("Close the review").click();
    harness.run();
    assert!(!harness.state().review_open());
    assert_eq!(harness.state().review(), Some(&review));
    click_all(&mut harness, "Game");
    click_item(&mut harness, "Review the game");
    assert!(harness.state().review_open());
    assert!(!harness.state().is_reviewing());

    // Another game ends the review.
    press(&mut harness, "New game…");
    press_last(&mut harness, "Start the game");
    assert!(harness.state().review().is_none());
    assert!(!harness.state().review_open());
}

#[test]
fn a_blunder_is_marked_in_the_move_list_and_the_game_over_dialog_offers_the_review() {
    let mut harness = open();
    paste(&mut harness, FLYING);
    // White's blunder, then Black's mill wins.
    play_moves(&mut harness, "c5-e4 f2-g1xe4");
    assert!(harness.state().game().is_over());
    assert!(matches!(
        harness.state().dialog(),
        Some(morris_gui::dialogs::Dialog::GameOver(_))
    ));
    press_last(&mut harness, "Review the game");
    assert!(harness.state().dialog().is_none());
    assert!(harness.state().review_open());
    until_reviewed(&mut harness);

    let review = harness.state().review().expect("a review");
    let grades: Vec<Grade> = review.turns.iter().map(|t| t.grade).collect();
    assert_eq!(grades, [Grade::Blunder, Grade::Best]);
    assert_eq!(review.turns[0].best, ["c5-g7xf2".parse().expect("a move")]);
    // The row says what was best, the summary names the key moment (the
    // turns numbered as the move list numbers them, from the position set
    // up, whose turn number is 10).
    let row = turn_row(&harness, "10. c5-e4??");
    let label = row.accesskit_node().label().unwrap_or_default();
    assert!(label.contains("best was c5-g7xf2"), "{label}");
    assert!(has_text(
        &harness,
        "key moments (the value changed): 10. c5-e4"
    ));
    // The move list marks the blunder.
    assert!(
        harness
            .query_all_by(|n| n.label().is_some_and(|l| l == "10. c5-e4??"))
            .next()
            .is_some()
    );
    // A click on it shows the position White faced.
    turn_row(&harness, "10. c5-e4??").click();
    harness.run();
    assert!(moves(&harness).is_empty());
    assert!(point_label(&harness, "c5").starts_with("c5, white piece"));
}

#[test]
fn the_window_is_usable_while_the_review_runs_and_closing_it_stops_the_review() {
    let mut harness = open();
    play_moves(&mut harness, TO_MOVING);
    let total = harness.state().game().moves().len();
    click_all(&mut harness, "Game");
    click_item(&mut harness, "Review the game");
    assert!(harness.state().review_open());
    harness.step();
    // While it grades, the window says how far it is, and the grades so
    // far are there to read (how far it gets depends on the machine).
    if harness.state().is_reviewing() {
        let done = harness.state().review().map_or(0, |r| r.turns.len());
        let progress = format!("Reviewing turn {} of {total}…", done + 1);
        assert!(shows(&harness, &progress), "{progress}");
    }
    // The board goes on being used meanwhile.
    click_all(&mut harness, "Undo");
    assert_eq!(harness.state().game().moves().len(), total - 1);
    // Closing the window stops the review at once; what it graded stays.
    harness.get_by_label("Close the review").click();
    harness.run();
    assert!(!harness.state().review_open());
    assert!(!harness.state().is_reviewing());
    let graded = harness.state().review().map_or(0, |r| r.turns.len());
    assert!(graded <= total);
    // Opened again, an unfinished review starts over and is finished.
    click_all(&mut harness, "Game");
    click_item(&mut harness, "Review the game");
    until_reviewed(&mut harness);
    let review = harness.state().review().expect("a review");
    assert_eq!(review.turns.len(), total);
}
