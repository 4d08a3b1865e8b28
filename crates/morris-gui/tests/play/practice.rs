//! Learning from one's mistakes: the review window's button puts the
//! people back before each of their mistakes, a turn tried on the board is
//! graded as the review grades it, and the game waiting behind the
//! practice comes back as it was.

use super::review::{FLYING, paste, until_reviewed};
use super::*;

/// Draws frames until the practice's worker is done (getting ready, or
/// grading a turn). The limit only ends a worker that hangs (the test then
/// fails on what it finds), it is not a measure of speed.
fn until_graded(harness: &mut Harness<'_, MorrisApp>) {
    let start = Instant::now();
    while harness.state().is_practice_busy() && start.elapsed() < Duration::from_secs(300) {
        harness.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    harness.run();
    assert!(
        !harness.state().is_practice_busy(),
        "the grading never ended"
    );
}

/// The flying position, where two people threw a win away in turn: White's
/// c5-e4 let Black win with f2-g1, and Black's f2-b2 let White win again
/// with e4-g7. White is to move.
fn two_blunders() -> Harness<'static, MorrisApp> {
    let mut harness = open();
    paste(&mut harness, FLYING);
    play_moves(&mut harness, "c5-e4 f2-b2");
    assert!(!harness.state().game().is_over());
    harness
}

/// Reviews the game through the Game menu and starts the practice.
fn review_and_practise(harness: &mut Harness<'_, MorrisApp>) {
    click_all(harness, "Game");
    click_item(harness, "Review the game");
    until_reviewed(harness);
    press(harness, "Learn from your mistakes");
    assert!(harness.state().is_practising());
    until_graded(harness);
}

#[test]
fn the_practice_starts_at_the_first_mistake_grades_each_turn_tried_and_shows_the_answer() {
    let mut harness = two_blunders();
    review_and_practise(&mut harness);

    // White's blunder first: the board before it, as White saw it.
    assert!(shows(&harness, "Mistake 1 of 2"));
    assert!(has_text(
        &harness,
        "10. c5-e4 (blunder): find a better turn for White."
    ));
    assert!(point_label(&harness, "c5").starts_with("c5, white piece"));
    assert!(point_label(&harness, "e4").starts_with("e4, empty"));
    assert!(point_label(&harness, "f2").starts_with("f2, black piece"));
    // The review window steps aside for the practice.
    assert!(harness.query_all_by_label(GRAPH).next().is_none());

    // A turn that is no better is graded, refused, and the same mistake
    // is tried again.
    click_all(&mut harness, "c5 d5");
    until_graded(&mut harness);
    assert!(has_text(&harness, "Not that: c5-d5 — blunder"));
    assert!(shows(&harness, "Mistake 1 of 2"));
    assert!(point_label(&harness, "c5").starts_with("c5, white piece"));
    assert!(point_label(&harness, "d5").starts_with("d5, empty"));

    // The best turn, made with the mouse as in a game (the mill, then the
    // removal), is right: on to Black's blunder (two people played).
    click_all(&mut harness, "c5 g7 f2");
    until_graded(&mut harness);
    assert!(has_text(&harness, "Yes: c5-g7xf2 — best"));
    assert!(shows(&harness, "Mistake 2 of 2"));
    assert!(has_text(
        &harness,
        "10… f2-b2 (blunder): find a better turn for Black."
    ));
    assert!(point_label(&harness, "e4").starts_with("e4, white piece"));
    assert!(point_label(&harness, "f2").starts_with("f2, black piece"));

    // Show me gives the answer and goes on: here, to the end.
    press(&mut harness, "Show me");
    assert!(has_text(&harness, "The answer: f2-g1xa7"));
    assert!(has_text(&harness, "Practice over: 1 of 2 found."));
    press(&mut harness, "Back to the game");
    assert!(!harness.state().is_practising());
    assert_eq!(moves(&harness), ["c5-e4", "f2-b2"]);
    assert_eq!(
        harness.state().notice(),
        Some("Practice over: 1 of 2 found.")
    );
    // The review window is back.
    assert!(harness.query_all_by_label(GRAPH).next().is_some());
}

#[test]
fn the_game_waits_behind_the_practice_and_comes_back_exactly_as_it_was() {
    let mut harness = two_blunders();
    click_all(&mut harness, "Game");
    click_item(&mut harness, "Review the game");
    until_reviewed(&mut harness);
    // The board shows the game after White's blunder: one move played,
    // one taken back, Black to move.
    harness
        .get_by(|n| n.label().is_some_and(|l| l.starts_with("10… f2-b2")))
        .click();
    harness.run();
    assert_eq!(moves(&harness), ["c5-e4"]);
    let game = harness.state().game().clone();
    let record = harness.state().record().to_string();

    press(&mut harness, "Learn from your mistakes");
    until_graded(&mut harness);
    assert!(shows(&harness, "Mistake 1 of 2"));
    // What would change the waiting game does nothing meanwhile: the
    // arrows, undo, the hint.
    harness.key_press(Key::End);
    harness.key_press(Key::ArrowLeft);
    harness.key_press(Key::H);
    harness.run();
    assert!(shows(&harness, "Mistake 1 of 2"));
    // Skip leaves the mistake unfound.
    press(&mut harness, "Skip");
    assert!(shows(&harness, "Mistake 2 of 2"));
    // A turn typed in the move field, as in a game, is graded too.
    let field = "Type a move or a point";
    harness.get_by_label(field).focus();
    harness.get_by_label(field).type_text("f2-g1xe4");
    harness.key_press(Key::Enter);
    harness.run();
    until_graded(&mut harness);
    assert!(has_text(&harness, "Yes: f2-g1xe4 — best"));
    assert!(has_text(&harness, "Practice over: 1 of 2 found."));
    press(&mut harness, "Back to the game");

    // The game as it was: its moves, those taken back, the side to move.
    assert!(!harness.state().is_practising());
    let now = harness.state().game();
    assert_eq!(now.position(), game.position());
    assert_eq!(now.redo_moves(), game.redo_moves());
    assert_eq!(moves(&harness), ["c5-e4"]);
    assert_eq!(harness.state().session().redo_len(), 1);
    assert_eq!(
        harness.state().game().position().side_to_move(),
        Color::Black
    );
    assert_eq!(harness.state().record().to_string(), record);
    assert!(point_label(&harness, "e4").starts_with("e4, white piece"));
}

#[test]
fn leaving_while_a_turn_is_graded_stops_at_once_and_the_game_is_as_it_was() {
    let mut harness = two_blunders();
    review_and_practise(&mut harness);
    click_all(&mut harness, "c5 d5");
    // Back at once, the grading perhaps still under way: nothing waits for
    // it, and its answer is dropped.
    press(&mut harness, "Back to the game");
    assert!(!harness.state().is_practising());
    assert!(!harness.state().is_practice_busy());
    assert_eq!(moves(&harness), ["c5-e4", "f2-b2"]);
    assert_eq!(
        harness.state().game().position().side_to_move(),
        Color::White
    );
    // The practice starts again from its first mistake.
    press(&mut harness, "Learn from your mistakes");
    until_graded(&mut harness);
    assert!(shows(&harness, "Mistake 1 of 2"));
}

/// The review graph's caption: shown while the review window is.
const GRAPH: &str = "White's expected score after each move (click to go there)";
