//! `puzzle` in the terminal: a puzzle solved after a wrong turn, a removal
//! puzzle answered with the point alone, the rating kept in the data
//! directory, bad words refused, and back to the game untouched; at a real
//! terminal with its prompt.

use morris_ai::puzzles::{Kind, Puzzle, shipped};
use morris_core::Preset;
use morris_play::DataDir;
use morris_repl::session::{Session, SessionOptions};

fn set() -> Vec<Puzzle> {
    shipped::load(Preset::Nine).unwrap().puzzles
}

fn session(data: &std::path::Path) -> Session {
    Session::new(SessionOptions {
        data: Some(DataDir::at(data)),
        ..SessionOptions::default()
    })
}

/// A legal turn that is not the puzzle's first.
fn wrong(p: &Puzzle) -> String {
    p.position()
        .legal_moves()
        .into_iter()
        .find(|&m| m != p.line()[0])
        .unwrap()
        .to_string()
}

#[test]
fn a_win_solved_after_a_wrong_turn_moves_the_rating_which_is_kept() {
    let data = tempfile::tempdir().unwrap();
    let p = set()
        .into_iter()
        .find(|p| p.kind() == Kind::Win && p.line().len() == 3)
        .unwrap();
    let mut s = session(data.path());
    let r = s.run_line(&format!("puzzle {}", p.id()));
    assert_eq!(r.error, None);
    assert!(
        r.text.contains(&format!("Puzzle {} · win", p.id())),
        "{}",
        r.text
    );
    assert!(
        r.text.contains("to move: find the only turn that wins."),
        "{}",
        r.text
    );
    assert!(s.is_puzzling());
    assert!(s.prompt().starts_with("Puzzle, "), "{}", s.prompt());

    let w = wrong(&p);
    let r = s.run_line(&w);
    assert!(
        r.text.contains(&format!("{w} lets the win go.")),
        "{}",
        r.text
    );
    assert!(r.text.contains("Rating: 1500, now 1"), "{}", r.text);
    assert!(r.text.contains("Try again, or type answer."), "{}", r.text);

    let r = s.run_line(&p.line()[0].to_string());
    assert!(
        r.text
            .contains(&format!("Right. The reply: {}.", p.line()[1])),
        "{}",
        r.text
    );
    assert!(r.text.contains("find the shortest win."), "{}", r.text);
    let r = s.run_line(&p.line()[2].to_string());
    assert!(
        r.text.contains("Solved, though not at the first attempt."),
        "{}",
        r.text
    );
    assert!(!r.text.contains("Rating:"), "rated once: {}", r.text);

    let r = s.run_line("rating");
    assert!(r.text.contains("Puzzle rating (nine): 1"), "{}", r.text);
    assert!(r.text.contains("1 rated attempt;"), "{}", r.text);
    let r = s.run_line("stop");
    assert_eq!(r.text, "Back to the game.");
    assert!(!s.is_puzzling());
    assert!(s.game().moves().is_empty(), "the game is untouched");

    // Kept: another session reads it.
    let json = std::fs::read_to_string(data.path().join("puzzles.json")).unwrap();
    assert!(json.contains(p.id()), "{json}");
    let mut again = session(data.path());
    let r = again.run_line("puzzle rating");
    assert!(r.text.contains("1 rated attempt;"), "{}", r.text);
}

#[test]
fn a_removal_puzzle_takes_the_point_alone() {
    let data = tempfile::tempdir().unwrap();
    let p = set()
        .into_iter()
        .find(|p| p.kind() == Kind::Removal)
        .unwrap();
    let mut s = session(data.path());
    let r = s.run_line(&format!("puzzle {}", p.id()));
    let given = p.line()[0].base();
    assert!(
        r.text.contains(&format!("plays {given} and closes a mill")),
        "{}",
        r.text
    );
    let removal = p.line()[0].removals().iter().next().unwrap();
    let r = s.run_line("hint");
    assert_eq!(r.text, format!("Hint: look at {removal}."));
    let r = s.run_line(&format!("x{removal}"));
    assert!(r.text.contains("Solved!"), "{}", r.text);
    assert!(r.text.contains("Rating: 1500, now "), "{}", r.text);
}

#[test]
fn bad_words_are_refused_and_change_nothing() {
    let mut s = Session::new(SessionOptions::default());
    let r = s.run_line("puzzle rush 7");
    assert_eq!(
        r.error.as_deref(),
        Some("A rush lasts 3 or 5 minutes, not \"7\".")
    );
    let r = s.run_line("puzzle theme sandwich");
    assert!(
        r.error
            .unwrap()
            .starts_with("There is no puzzle theme \"sandwich\": the themes are double-mill,")
    );
    let r = s.run_line("puzzle nosuchpuzzle");
    assert_eq!(
        r.error.as_deref(),
        Some("No puzzle of this set has the id nosuchpuzzle.")
    );
    let r = s.run_line("puzzle rules lasker");
    assert_eq!(
        r.error.as_deref(),
        Some("No puzzles for lasker: there are puzzles for nine, nine-no-flying, twelve, six.")
    );
    assert!(!s.is_puzzling());
    // In a puzzle: an illegal turn and a word that is nothing.
    assert_eq!(s.run_line("puzzle streak").error, None);
    assert!(s.prompt().starts_with("Streak 0, "), "{}", s.prompt());
    let occupied = s.run_line("show").text;
    assert!(!occupied.is_empty());
    let r = s.run_line("dance");
    assert!(r.error.is_some());
    assert!(s.is_puzzling());
}

#[test]
fn themes_lists_every_theme_with_its_count_and_a_theme_filters() {
    let mut s = Session::new(SessionOptions::default());
    let r = s.run_line("puzzle themes");
    let counted = set()
        .iter()
        .filter(|p| p.themes().contains(&morris_ai::puzzles::Theme::Blockade))
        .count();
    assert!(
        r.text
            .lines()
            .any(|l| l.starts_with("blockade") && l.contains(&counted.to_string())),
        "{}",
        r.text
    );
    let r = s.run_line("puzzle theme blockade");
    assert!(r.text.contains("blockade"), "{}", r.text);
}

/// At a terminal: the prompt, a wrong turn, the answer, back to the game.
#[cfg(unix)]
#[test]
fn puzzle_at_a_terminal() {
    use rexpect::session::spawn_command;
    let data = tempfile::tempdir().unwrap();
    let p = set()
        .into_iter()
        .find(|p| {
            p.kind() == Kind::Hold && p.position().side_to_move() == morris_core::Color::White
        })
        .unwrap();
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_morris"));
    command
        .args(["--lang", "en", "--white", "human", "--black", "human"])
        .env("MORRIS_DATA_DIR", data.path())
        .env("TERM", "xterm")
        .env("NO_COLOR", "1");
    let mut t = spawn_command(command, Some(30_000)).unwrap();
    t.exp_string("White> ").unwrap();
    t.send_line(&format!("puzzle {}", p.id())).unwrap();
    t.exp_string("find the only turn that holds the draw.")
        .unwrap();
    t.exp_string("Puzzle, White> ").unwrap();
    let w = wrong(&p);
    t.send_line(&w).unwrap();
    t.exp_string(&format!("{w} loses.")).unwrap();
    t.exp_string("Try again, or type answer.").unwrap();
    t.send_line("puzzle show").unwrap();
    t.exp_string(&format!("The answer: {}.", p.line()[0]))
        .unwrap();
    t.exp_string("Solved, though not at the first attempt.")
        .unwrap();
    t.send_line("stop").unwrap();
    t.exp_string("Back to the game.").unwrap();
    t.exp_string("White> ").unwrap();
    t.send_line("quit").unwrap();
    t.exp_eof().unwrap();
    assert!(data.path().join("puzzles.json").exists());
}
