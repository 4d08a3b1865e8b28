//! The kept game under faults, in a real pseudo-terminal: nothing is
//! touched before the player answers the offer to resume, a declined game
//! and a damaged one are moved aside (never deleted) and their new names
//! said, two programs on one data directory keep two games, and a game
//! that could not be kept is never said to be kept.
#![cfg(unix)]

use std::path::Path;
use std::process::Command;

use rexpect::error::Error;
use rexpect::session::{PtySession, spawn_command};

const TIMEOUT_MS: u64 = 20_000;

const PEOPLE: [&str; 6] = ["--lang", "en", "--white", "human", "--black", "human"];

fn spawn(data: &Path) -> Result<PtySession, Error> {
    let mut command = Command::new(env!("CARGO_BIN_EXE_morris"));
    command
        .args(PEOPLE)
        .env("MORRIS_DATA_DIR", data)
        .env("TERM", "xterm")
        .env("NO_COLOR", "1");
    spawn_command(command, Some(TIMEOUT_MS))
}

fn keys(p: &mut PtySession, text: &str) -> Result<(), Error> {
    p.send(text)?;
    p.flush()
}

/// Plays d6 f4 d2 at a terminal and quits: the game is kept.
fn keep_a_game(data: &Path) -> Result<String, Error> {
    keep_moves(data, &["d6", "f4", "d2"])
}

/// Plays the moves (White first, ending with Black to move) and quits.
fn keep_moves(data: &Path, moves: &[&str]) -> Result<String, Error> {
    let mut p = spawn(data)?;
    for m in moves {
        p.exp_string("> ")?;
        keys(&mut p, &format!("{m}\r"))?;
    }
    p.exp_string("Black> ")?;
    keys(&mut p, "quit\r")?;
    p.exp_string("The unfinished game is kept")?;
    p.exp_eof()?;
    Ok(std::fs::read_to_string(data.join("unfinished.pgn")).expect("kept"))
}

#[test]
fn leaving_at_the_question_keeps_the_game_and_no_puts_it_aside() -> Result<(), Error> {
    let data = tempfile::tempdir().unwrap();
    let kept = keep_a_game(data.path())?;
    // Ctrl-D at the question: the file is untouched.
    let mut p = spawn(data.path())?;
    p.exp_string("Resume it?")?;
    keys(&mut p, "\x04")?;
    p.exp_eof()?;
    let file = data.path().join("unfinished.pgn");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), kept);
    // `n`: put aside, and said where.
    let mut p = spawn(data.path())?;
    p.exp_string("Resume it?")?;
    keys(&mut p, "n\r")?;
    p.exp_string("put aside in")?;
    p.exp_string("unfinished-previous.pgn")?;
    p.exp_string("White> ")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    let previous = data.path().join("unfinished-previous.pgn");
    assert_eq!(std::fs::read_to_string(&previous).unwrap(), kept);
    assert!(!file.exists(), "a new game with no moves keeps nothing");

    // Another game declined goes beside it: the first is not replaced.
    let second = keep_moves(data.path(), &["a7", "g7", "d7"])?;
    let mut p = spawn(data.path())?;
    p.exp_string("Resume it?")?;
    keys(&mut p, "n\r")?;
    p.exp_string("unfinished-previous-2.pgn, not deleted")?;
    p.exp_string("White> ")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    assert_eq!(std::fs::read_to_string(&previous).unwrap(), kept);
    let next = data.path().join("unfinished-previous-2.pgn");
    assert_eq!(std::fs::read_to_string(next).unwrap(), second);
    Ok(())
}

#[test]
fn a_damaged_kept_game_is_moved_aside_under_its_own_name() -> Result<(), Error> {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("unfinished.pgn");
    // Cut in the middle of a character.
    std::fs::write(&file, b"[Event \"Caf\xc3").unwrap();
    let mut p = spawn(data.path())?;
    p.exp_string("cannot be read")?;
    p.exp_string("unfinished-damaged-")?;
    p.exp_string("White> ")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    let damaged: Vec<_> = std::fs::read_dir(data.path())
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("unfinished-damaged-")
        })
        .collect();
    assert_eq!(damaged.len(), 1);
    assert_eq!(
        std::fs::read(damaged[0].path()).unwrap(),
        b"[Event \"Caf\xc3"
    );
    // A record with no moves is damaged too, and a finished one is not
    // offered.
    std::fs::write(&file, "[Event \"x\"]\n\n*\n").unwrap();
    let mut p = spawn(data.path())?;
    p.exp_string("the record has no moves")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    std::fs::write(
        &file,
        "[Event \"x\"]\n[Result \"0-1\"]\n[Termination \"resignation\"]\n\n1. d6 0-1\n",
    )
    .unwrap();
    let mut p = spawn(data.path())?;
    p.exp_string("White> ")?;
    keys(&mut p, "quit\r")?;
    let seen = p.exp_eof()?;
    assert!(!seen.contains("Resume it?"), "{seen}");
    Ok(())
}

#[test]
fn two_programs_on_one_data_directory_keep_two_games() -> Result<(), Error> {
    let data = tempfile::tempdir().unwrap();
    let mut a = spawn(data.path())?;
    a.exp_string("White> ")?;
    let mut b = spawn(data.path())?;
    b.exp_string("Another Morris program is keeping its unfinished game here")?;
    b.exp_string("unfinished-2.pgn")?;
    b.exp_string("White> ")?;
    for m in ["d6", "f4", "d2"] {
        keys(&mut a, &format!("{m}\r"))?;
        a.exp_string(&format!(": {m}"))?;
    }
    for m in ["a7", "g7"] {
        keys(&mut b, &format!("{m}\r"))?;
        b.exp_string(&format!(": {m}"))?;
    }
    keys(&mut a, "quit\r")?;
    a.exp_eof()?;
    keys(&mut b, "quit\r")?;
    b.exp_eof()?;
    let first = std::fs::read_to_string(data.path().join("unfinished.pgn")).unwrap();
    let second = std::fs::read_to_string(data.path().join("unfinished-2.pgn")).unwrap();
    assert!(first.contains("1. d6 f4 2. d2"), "{first}");
    assert!(second.contains("1. a7 g7"), "{second}");
    // Alone again: the first game is offered and the second named.
    let mut p = spawn(data.path())?;
    p.exp_string("Another unfinished game is kept in")?;
    p.exp_string("unfinished-2.pgn: load")?;
    p.exp_string("(2 moves) was kept. Resume it?")?;
    keys(&mut p, "n\r")?;
    p.exp_string("White> ")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    // The next start offers the second, as its quit said it would.
    let mut p = spawn(data.path())?;
    let (seen, _) = p.exp_regex("\\(1 move\\) was kept\\. Resume it\\?")?;
    assert!(!seen.contains("Another unfinished game"), "{seen}");
    keys(&mut p, "y\r")?;
    p.exp_string("Last move: g7")?;
    p.exp_string("White> ")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    assert!(!data.path().join("unfinished-2.pgn").exists());
    let adopted = std::fs::read_to_string(data.path().join("unfinished.pgn")).unwrap();
    assert!(adopted.contains("1. a7 g7"), "{adopted}");
    Ok(())
}

#[test]
fn a_game_that_cannot_be_kept_is_not_said_to_be_kept() -> Result<(), Error> {
    let data = tempfile::tempdir().unwrap();
    // The kept file's place is taken by a directory with a file in it: no
    // rename can replace it, whoever runs the test (root included).
    let blocker = data.path().join("unfinished.pgn");
    std::fs::create_dir(&blocker).unwrap();
    std::fs::write(blocker.join("x"), "").unwrap();
    let mut p = spawn(data.path())?;
    p.exp_string("White> ")?;
    keys(&mut p, "d6\r")?;
    p.exp_string("Cannot keep the unfinished game")?;
    keys(&mut p, "quit\r")?;
    let (seen, _) = p.exp_regex("Save it in a file\\? .*: ")?;
    assert!(seen.contains("could not be kept"), "{seen}");
    assert!(!seen.contains("The unfinished game is kept"), "{seen}");
    // Saved where it can be.
    let saved = data.path().join("saved.pgn");
    keys(&mut p, &format!("{}\r", saved.display()))?;
    p.exp_string("saved")?;
    p.exp_eof()?;
    let text = std::fs::read_to_string(saved).unwrap();
    assert!(text.contains("1. d6"), "{text}");
    Ok(())
}

#[test]
fn a_kept_game_with_the_ai_to_move_goes_on_with_its_move() -> Result<(), Error> {
    let data = tempfile::tempdir().unwrap();
    // White (a person) played; Black, the AI, is to move.
    std::fs::write(
        data.path().join("unfinished.pgn"),
        "[White \"Human\"]\n[Black \"AI level 5\"]\n[Rules \"nine\"]\n\n1. d6 *\n",
    )
    .unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_morris"));
    command
        .args(["--lang", "en", "--movetime", "100"])
        .env("MORRIS_DATA_DIR", data.path())
        .env("TERM", "xterm")
        .env("NO_COLOR", "1");
    let mut p = spawn_command(command, Some(TIMEOUT_MS))?;
    p.exp_string("[Y/n]")?;
    keys(&mut p, "y\r")?;
    // The AI moves at once; then it is the person's turn, never the AI's.
    p.exp_string("Black (AI level 5): ")?;
    p.exp_string("White> ")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    Ok(())
}
