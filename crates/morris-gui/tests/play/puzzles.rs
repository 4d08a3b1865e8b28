//! Puzzles in the app: opened from the Puzzles menu with the game waiting
//! behind them, a wrong turn said and tried again, the right line played
//! with the opponent's replies, the answer shown, a removal puzzle's turn
//! given, the rating kept in the data directory.

use morris_ai::puzzles::{Kind, Puzzle, shipped};

use super::*;

fn set() -> Vec<Puzzle> {
    shipped::load(Preset::Nine).unwrap().puzzles
}

/// Plays `m` on the board by clicking its points (a removal puzzle's
/// given turn is on the board already: its removals only).
fn click_turn(harness: &mut Harness<'_, MorrisApp>, m: morris_core::Move, removals_only: bool) {
    let mut points: Vec<String> = Vec::new();
    if !removals_only {
        points.extend(m.from().iter().map(ToString::to_string));
        points.push(m.to().to_string());
    }
    points.extend(m.removals().iter().map(|p| p.to_string()));
    click_all(harness, &points.join(" "));
}

#[test]
fn a_puzzle_from_the_menu_a_wrong_turn_the_right_line_and_back_to_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = common::open_stored(dir.path(), Some(settings()), [1000.0, 700.0]);
    play_moves(&mut harness, "d6");
    click_all(&mut harness, "Puzzles");
    click_item(&mut harness, "Puzzles near my rating");
    assert!(harness.state().is_puzzling());
    assert!(shows(&harness, "Puzzle rating (nine): 1500"));

    // A win of two turns of the solver's.
    let p = set()
        .into_iter()
        .find(|p| p.kind() == Kind::Win && p.line().len() == 3 && p.line()[0].removals().is_empty())
        .unwrap();
    assert!(harness.state_mut().open_puzzle(p.id()));
    harness.run();
    assert!(has_text(&harness, &format!("Puzzle {} · win", p.id())));
    assert!(has_text(&harness, "to move: find the only turn that wins."));
    let first = p.line()[0];
    let placed = first.to().to_string();

    // A wrong turn: said, rated, the board back where it was.
    let wrong = p
        .position()
        .legal_moves()
        .into_iter()
        .find(|&m| m != first && m.removals().is_empty())
        .unwrap();
    click_turn(&mut harness, wrong, false);
    assert!(has_text(&harness, &format!("{wrong} lets the win go.")));
    assert!(has_text(&harness, "Rating: 1500, now "));
    assert!(point_label(&harness, &wrong.to().to_string()).contains("empty"));

    // Tried again: the line, with the opponent's reply played at once.
    press(&mut harness, "Try again");
    click_turn(&mut harness, first, false);
    assert!(has_text(
        &harness,
        &format!("Right. The reply: {}.", p.line()[1])
    ));
    assert!(has_text(&harness, "find the shortest win."));
    assert!(!point_label(&harness, &placed).contains("empty"));
    click_turn(&mut harness, p.line()[2], false);
    assert!(has_text(
        &harness,
        "Solved, though not at the first attempt."
    ));

    // Back to the game, as it was.
    press(&mut harness, "Back to the game");
    assert!(!harness.state().is_puzzling());
    assert_eq!(moves(&harness), ["d6"]);
    let json = std::fs::read_to_string(dir.path().join("puzzles.json")).unwrap();
    assert!(json.contains(p.id()), "{json}");
}

#[test]
fn show_the_answer_is_a_miss_and_next_brings_another() {
    let mut harness = open();
    click_all(&mut harness, "Puzzles");
    click_item(&mut harness, "Daily puzzle");
    assert!(shows(&harness, "The daily puzzle of "));
    let before = harness.state().puzzle_id().unwrap().to_owned();
    let p = set().into_iter().find(|p| p.id() == before).unwrap();
    press(&mut harness, "Show the answer");
    assert!(has_text(&harness, &format!("The answer: {}.", p.line()[0])));
    assert!(has_text(&harness, "Rating: 1500, now "));
    press(&mut harness, "Rated");
    assert_ne!(harness.state().puzzle_id().unwrap(), before);
}

#[test]
fn a_removal_puzzle_gives_its_turn_and_takes_the_removal() {
    let mut harness = open();
    click_all(&mut harness, "Puzzles");
    click_item(&mut harness, "Puzzles near my rating");
    let p = set()
        .into_iter()
        .find(|p| p.kind() == Kind::Removal)
        .unwrap();
    assert!(harness.state_mut().open_puzzle(p.id()));
    harness.run();
    let given = p.line()[0].base();
    assert!(has_text(
        &harness,
        &format!("plays {given} and closes a mill")
    ));
    // Hint marks the point.
    press(&mut harness, "Where to look");
    let removal = p.line()[0].removals().iter().next().unwrap();
    assert!(has_text(&harness, &format!("Hint: look at {removal}.")));
    click_turn(&mut harness, p.line()[0], true);
    assert!(has_text(&harness, "Solved!"));
}

#[test]
fn a_streak_ends_at_the_first_miss() {
    let mut harness = open();
    click_all(&mut harness, "Puzzles");
    click_item(&mut harness, "Puzzle streak");
    assert!(shows(&harness, "Streak: 0 solved."));
    press(&mut harness, "Show the answer");
    assert!(has_text(&harness, "The streak ends: 0 solved (best 0)."));
}
