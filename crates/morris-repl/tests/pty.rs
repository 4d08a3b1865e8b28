//! The REPL in a real pseudo-terminal, as a person uses it: the prompt,
//! Tab completion of commands and legal moves, colour and `NO_COLOR`,
//! Ctrl-C at the prompt and while the AI thinks, Ctrl-D, and the offer to
//! resume a kept game. Each test has its own data directory.
#![cfg(unix)]

use std::path::Path;
use std::process::Command;

use rexpect::error::Error;
use rexpect::session::{PtySession, spawn_command};

/// How long to wait for any one expected text.
const TIMEOUT_MS: u64 = 20_000;

fn spawn(data: &Path, args: &[&str], no_color: bool) -> Result<PtySession, Error> {
    let mut command = Command::new(env!("CARGO_BIN_EXE_morris"));
    command
        .args(args)
        .env("MORRIS_DATA_DIR", data)
        .env("TERM", "xterm")
        .env_remove("NO_COLOR");
    if no_color {
        command.env("NO_COLOR", "1");
    }
    spawn_command(command, Some(TIMEOUT_MS))
}

/// Types text as keys (no Enter).
fn keys(p: &mut PtySession, text: &str) -> Result<(), Error> {
    p.send(text)?;
    p.flush()
}

const PEOPLE: [&str; 6] = ["--lang", "en", "--white", "human", "--black", "human"];

#[test]
fn the_prompt_and_tab_completion_of_commands() -> Result<(), Error> {
    let data = tempfile::tempdir().unwrap();
    let mut p = spawn(data.path(), &PEOPLE, true)?;
    p.exp_string("White to move: place a piece")?;
    p.exp_string("White> ")?;
    // One candidate: the command is completed.
    keys(&mut p, "his\t")?;
    p.exp_string("history")?;
    keys(&mut p, "\r")?;
    p.exp_string("No moves yet.")?;
    // Several: they are listed, commands and moves together.
    keys(&mut p, "d\t")?;
    p.exp_string("d7")?;
    p.exp_string("draw")?;
    keys(&mut p, "6\r")?;
    p.exp_string("White: d6")?;
    p.exp_string("Black> ")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    Ok(())
}

#[test]
fn tab_completes_legal_moves_and_removals() -> Result<(), Error> {
    let data = tempfile::tempdir().unwrap();
    // White a7 b6 c5 d6 against Black e3 d2 f2 g1, in the moving phase.
    let file = data.path().join("moving.pgn");
    std::fs::write(
        &file,
        "[Rules \"nine\"]\n[SetUp \"1\"]\n[FEN \"W../WW./W../....../..B/.BB/..B w 0 0 0 10\"]\n\n*\n",
    )
    .unwrap();
    let mut args = PEOPLE.to_vec();
    let file = file.to_string_lossy().into_owned();
    args.extend(["--load", &file]);
    let mut p = spawn(data.path(), &args, true)?;
    p.exp_string("White> ")?;
    // a7 goes to a4 or d7: Tab completes "a7-" and lists both.
    keys(&mut p, "a7\t")?;
    p.exp_string("a7-a4")?;
    p.exp_string("a7-d7")?;
    keys(&mut p, "a4\r")?;
    p.exp_string("White: a7-a4")?;
    p.exp_string("Black> ")?;
    // Both sides play on until White can close a mill.
    keys(&mut p, "g1-d1\r")?;
    p.exp_string("Black: g1-d1")?;
    p.exp_string("White> ")?;
    keys(&mut p, "c5-c4\r")?;
    p.exp_string("White: c5-c4")?;
    keys(&mut p, "d1-g1\r")?;
    p.exp_string("Black: d1-g1")?;
    // b6-b4 closes a4-b4-c4: the removal is asked for, and Tab offers the
    // pieces that may go.
    keys(&mut p, "b6-b4\r")?;
    p.exp_string("b6-b4 closes a mill")?;
    p.exp_string("White, remove which piece? ")?;
    keys(&mut p, "x\t")?;
    p.exp_string("xd2")?;
    p.exp_string("xg1")?;
    keys(&mut p, "g1\r")?;
    p.exp_string("White: b6-b4xg1")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    Ok(())
}

#[test]
fn colour_unless_no_color() -> Result<(), Error> {
    let data = tempfile::tempdir().unwrap();
    // The file letters under the board are dimmed in colour.
    let dimmed = "\u{1b}[2m   a   b   c   d   e   f   g";
    let mut p = spawn(data.path(), &PEOPLE, false)?;
    let before = p.exp_string("White> ")?;
    assert!(before.contains(dimmed), "{before:?}");
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;

    for (args, no_color) in [
        (PEOPLE.to_vec(), true),
        ([&PEOPLE[..], &["--no-color"]].concat(), false),
    ] {
        let mut p = spawn(data.path(), &args, no_color)?;
        let before = p.exp_string("White> ")?;
        assert!(
            before.contains("   a   b   c   d   e   f   g"),
            "{before:?}"
        );
        assert!(!before.contains("\u{1b}[2m"), "{before:?}");
        assert!(!before.contains("\u{1b}[1;33m"), "{before:?}");
        keys(&mut p, "quit\r")?;
        p.exp_eof()?;
    }
    Ok(())
}

#[test]
fn ctrl_c_at_the_prompt_does_not_leave_and_ctrl_d_does() -> Result<(), Error> {
    let data = tempfile::tempdir().unwrap();
    let mut p = spawn(data.path(), &PEOPLE, true)?;
    p.exp_string("White> ")?;
    keys(&mut p, "d6\r")?;
    p.exp_string("Black> ")?;
    p.send_control('c')?;
    p.exp_string("The game goes on. To leave, press Ctrl-D or type quit.")?;
    p.exp_string("Black> ")?;
    keys(&mut p, "f4\r")?;
    p.exp_string("Black: f4")?;
    p.exp_string("White> ")?;
    p.send_control('d')?;
    p.exp_string("The unfinished game is kept")?;
    p.exp_eof()?;
    let kept = std::fs::read_to_string(data.path().join("unfinished.pgn")).unwrap();
    assert!(kept.contains("1. d6 f4 *"), "{kept}");
    // The lines typed are kept for the next run's history.
    let history = std::fs::read_to_string(data.path().join("history.txt")).unwrap();
    assert!(history.contains("d6\nf4"), "{history}");

    // The next start offers it, naming its rules even when others are
    // asked for on the command line.
    let mut p = spawn(data.path(), &["--lang", "en", "--rules", "six"], true)?;
    p.exp_string(
        "An unfinished game of Nine Men's Morris [nine] (1 move) was kept. Resume it? [Y/n]",
    )?;
    keys(&mut p, "\r")?;
    p.exp_string("Resumed the unfinished game: 1 move")?;
    p.exp_string("Last move: f4")?;
    p.exp_string("White> ")?;
    keys(&mut p, "history\r")?;
    p.exp_string("1. d6 f4")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    Ok(())
}

#[test]
fn ctrl_c_stops_the_thinking_ai_which_plays_its_best_move() -> Result<(), Error> {
    let data = tempfile::tempdir().unwrap();
    let args = ["--lang", "en", "--black", "ai:10", "--movetime", "600000"];
    let mut p = spawn(data.path(), &args, true)?;
    p.exp_string("White> ")?;
    keys(&mut p, "d6\r")?;
    // The spinner shows the depth and the time.
    p.exp_string("Black (AI level 10) thinking: depth")?;
    p.send_control('c')?;
    p.exp_string("Stopped: the AI plays the best move it has found.")?;
    p.exp_string("Black (AI level 10): ")?;
    p.exp_string("White> ")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    Ok(())
}

#[test]
fn a_move_typed_while_the_ai_thinks_is_dropped_and_a_command_runs_after_its_move()
-> Result<(), Error> {
    let data = tempfile::tempdir().unwrap();
    let args = ["--lang", "en", "--black", "ai:10", "--movetime", "1500"];
    let mut p = spawn(data.path(), &args, true)?;
    p.exp_string("White> ")?;
    keys(&mut p, "d6\r")?;
    p.exp_string("Black (AI level 10) thinking: depth")?;
    // Typed before the player could see Black's answer: a move, dropped,
    // and a command, which runs after Black's move.
    keys(&mut p, "a7\r")?;
    keys(&mut p, "history\r")?;
    p.exp_string("A move typed while the AI thought was not played")?;
    p.exp_string("White> history")?;
    p.exp_regex("1\\. d6 [a-g][1-7]\\r?\\n")?;
    p.exp_string("White> ")?;
    keys(&mut p, "quit\r")?;
    let rest = p.exp_eof()?;
    assert!(!rest.contains("2. a7"), "{rest}");
    Ok(())
}

/// What `help` prints in a terminal `cols` wide, as lines without the
/// terminal's carriage returns.
fn help_at_width(cols: u16) -> Result<Vec<String>, Error> {
    let data = tempfile::tempdir().unwrap();
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg(format!("stty cols {cols} rows 40; exec \"$0\" \"$@\"",))
        .arg(env!("CARGO_BIN_EXE_morris"))
        .args(PEOPLE)
        .env("MORRIS_DATA_DIR", data.path())
        .env("TERM", "xterm")
        .env("NO_COLOR", "1");
    let mut p = spawn_command(command, Some(TIMEOUT_MS))?;
    p.exp_string("White> ")?;
    keys(&mut p, "help\r")?;
    let text = p.exp_string("White> ")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    Ok(text
        .split('\n')
        .map(|l| l.trim_end_matches('\r').to_owned())
        // The echoed command line.
        .skip(1)
        .collect())
}

#[test]
fn help_wraps_at_words_to_the_terminal_width() -> Result<(), Error> {
    let wide = help_at_width(200)?;
    let narrow = help_at_width(60)?;
    for line in &narrow {
        assert!(line.chars().count() <= 60, "{line:?} is wider than 60");
    }
    assert!(narrow.len() > wide.len(), "the narrow help has more lines");
    // The same words in the same order: wrapping broke no word.
    let words = |lines: &[String]| -> Vec<String> {
        lines
            .iter()
            .flat_map(|l| l.split_whitespace())
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(words(&narrow), words(&wide));
    assert!(words(&wide).len() > 50, "{wide:?}");
    Ok(())
}

#[test]
fn a_flag_that_falls_while_the_prompt_waits_is_said_at_once_and_ends_the_game() -> Result<(), Error>
{
    let data = tempfile::tempdir().unwrap();
    let mut args = PEOPLE.to_vec();
    args.extend(["--clock", "2s"]);
    let mut p = spawn(data.path(), &args, true)?;
    p.exp_string("White> ")?;
    // Nothing is typed: the flag falls, and it is said over the prompt.
    p.exp_string("Black wins. White ran out of time.")?;
    // A move after it is refused.
    keys(&mut p, "d6\r")?;
    p.exp_string("The game is over")?;
    keys(&mut p, "history\r")?;
    p.exp_string("No moves yet.")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    Ok(())
}

#[test]
fn setup_asks_before_replacing_the_game_in_progress() -> Result<(), Error> {
    let data = tempfile::tempdir().unwrap();
    let mut p = spawn(data.path(), &PEOPLE, true)?;
    p.exp_string("White> ")?;
    keys(&mut p, "d6\r")?;
    p.exp_string("Black> ")?;
    keys(&mut p, "f4\r")?;
    p.exp_string("White> ")?;
    let setup = "setup WW./.B./.../..B..W/.../.B./... w 0 0 0 20\r";
    keys(&mut p, setup)?;
    p.exp_string("Replace the game in progress (1 move, not saved)? [y/N] ")?;
    keys(&mut p, "n\r")?;
    p.exp_string("Nothing changed: the game in progress goes on.")?;
    p.exp_string("White> ")?;
    // Ctrl-C at the question is a no too.
    keys(&mut p, setup)?;
    p.exp_string("[y/N] ")?;
    p.send_control('c')?;
    p.exp_string("Nothing changed: the game in progress goes on.")?;
    p.exp_string("White> ")?;
    keys(&mut p, "history\r")?;
    p.exp_string("1. d6 f4")?;
    keys(&mut p, setup)?;
    p.exp_string("[y/N] ")?;
    keys(&mut p, "y\r")?;
    p.exp_string("Set up: ")?;
    p.exp_string("White> ")?;
    keys(&mut p, "position\r")?;
    p.exp_string("WW./.B./.../..B..W/.../.B./... w 0 0 0 20")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    // The answers are not kept in the line history; the commands are.
    let history = std::fs::read_to_string(data.path().join("history.txt")).unwrap();
    let lines: Vec<&str> = history.lines().collect();
    assert!(lines.contains(&"history"), "{history}");
    assert!(!lines.contains(&"n") && !lines.contains(&"y"), "{history}");
    Ok(())
}

#[test]
fn ai_for_the_persons_side_then_the_ai_answers_at_once() -> Result<(), Error> {
    let data = tempfile::tempdir().unwrap();
    // A person (White) against the AI (Black), short thinking.
    let mut p = spawn(data.path(), &["--lang", "en", "--movetime", "100"], true)?;
    p.exp_string("White> ")?;
    // `ai` plays White's turn; Black, the AI, answers without being asked.
    keys(&mut p, "ai\r")?;
    p.exp_string("White (AI level 5): ")?;
    p.exp_string("Black (AI level 5): ")?;
    p.exp_string("White> ")?;
    // A move typed now is White's, and nobody says the game is over.
    keys(&mut p, "history\r")?;
    let history = p.exp_string("White> ")?;
    assert!(!history.contains("game is over"), "{history}");
    assert!(history.contains("1."), "{history}");
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    Ok(())
}

#[test]
fn level_10s_time_is_the_apps_setting_and_level_says_it() -> Result<(), Error> {
    let data = tempfile::tempdir().unwrap();
    // No settings yet: the app's default.
    let mut p = spawn(data.path(), &PEOPLE, true)?;
    p.exp_string("White> ")?;
    keys(&mut p, "level\r")?;
    p.exp_string("Level 10 thinks 1.5 s a move")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    // The time set in the app (the settings both share) is the terminal's.
    std::fs::write(data.path().join("settings.json"), r#"{"ai_seconds": 0.7}"#).unwrap();
    let mut p = spawn(data.path(), &PEOPLE, true)?;
    p.exp_string("White> ")?;
    keys(&mut p, "level\r")?;
    p.exp_string("Level 10 thinks 0.7 s a move")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    // --movetime says otherwise.
    let mut args = PEOPLE.to_vec();
    args.extend(["--movetime", "2500"]);
    let mut p = spawn(data.path(), &args, true)?;
    p.exp_string("White> ")?;
    keys(&mut p, "level\r")?;
    p.exp_string("Level 10 thinks 2.5 s a move")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    Ok(())
}
