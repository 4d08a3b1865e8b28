//! `morris review FILE`: the JSON lines of docs/REVIEW.md, exact where the
//! databases of the data directory know the positions, one side only, a
//! record that stops being playable, and a file that is not there; and
//! `review` in the REPL.

use std::path::Path;
use std::process::{Command, Output};

use morris_core::{Record, RecordFormat};
use serde_json::Value;

/// Three against three, flying: White closes a mill and wins with
/// c5-g7xf2; c5-e4 lets Black close one and win.
const FLYING: &str =
    "[Rules \"nine\"]\n[SetUp \"1\"]\n[FEN \"WW./.../W../....../.../..B/BB. w 0 0 0 10\"]\n\n*\n";

fn morris(data: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(args)
        .env("MORRIS_DATA_DIR", data)
        .output()
        .expect("morris runs")
}

fn lines(out: &Output) -> Vec<Value> {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

fn known(value: &Value) -> bool {
    value.get("result").is_some()
}

fn class(value: &Value) -> i32 {
    match value["result"].as_str() {
        Some("win") => 1,
        Some("draw") => 0,
        Some("loss") => -1,
        other => panic!("no result: {other:?}"),
    }
}

/// Checks a turn line's fields and their agreement.
fn check_turn(line: &Value, ply: usize, turn: &str) {
    assert_eq!(line["ply"], ply, "{line}");
    assert_eq!(line["turn"], turn, "{line}");
    assert!(["white", "black"].contains(&line["side"].as_str().unwrap()));
    let grade = line["grade"].as_str().unwrap();
    assert!(
        ["best", "good", "inaccuracy", "mistake", "blunder"].contains(&grade),
        "{line}"
    );
    let exact = line["exact"].as_bool().unwrap();
    assert_eq!(
        exact,
        known(&line["before"]) && known(&line["after"]),
        "{line}"
    );
    for value in [&line["before"], &line["after"]] {
        if !known(value) {
            let e = value["expected"].as_f64().unwrap();
            assert!((0.0..=1.0).contains(&e), "{line}");
        }
    }
    if exact {
        // A fact: a blunder changes the value, nothing else does.
        let changed = class(&line["after"]) < class(&line["before"]);
        assert_eq!(grade == "blunder", changed, "{line}");
        assert!(grade != "mistake", "{line}");
    }
    let best = line["best"].as_array().unwrap();
    assert!(!best.is_empty(), "{line}");
    if grade == "best" {
        assert!(best.iter().any(|b| b == turn), "{line}");
    }
}

fn check_summary(line: &Value, side: &str, turns: usize) {
    assert_eq!(line["summary"], side, "{line}");
    assert_eq!(line["turns"], turns, "{line}");
    let grades = line["grades"].as_object().unwrap();
    let counted: u64 = grades.values().map(|v| v.as_u64().unwrap()).sum();
    assert_eq!(counted, turns as u64, "{line}");
    let accuracy = line["accuracy"].as_f64().unwrap();
    assert!((0.0..=100.0).contains(&accuracy), "{line}");
}

#[test]
fn a_transcript_gives_a_line_a_turn_then_a_line_a_side() {
    let data = tempfile::tempdir().unwrap();
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/transcripts/agreement.pgn");
    let record: Record = std::fs::read_to_string(&file).unwrap().parse().unwrap();
    let moves = record.moves();
    let file = file.to_str().unwrap();
    let out = lines(&morris(
        data.path(),
        &["review", file, "--json", "--depth", "3"],
    ));
    assert_eq!(out.len(), moves.len() + 2);
    for (ply, (line, mv)) in out.iter().zip(&moves).enumerate() {
        check_turn(line, ply, &mv.to_string());
    }
    let white = moves.len().div_ceil(2);
    check_summary(&out[moves.len()], "white", white);
    check_summary(&out[moves.len() + 1], "black", moves.len() - white);
    // One side only: its turns and its summary.
    let black = lines(&morris(
        data.path(),
        &["review", file, "--json", "--depth", "3", "--side", "black"],
    ));
    assert_eq!(black.len(), moves.len() - white + 1);
    assert!(
        black[..black.len() - 1]
            .iter()
            .all(|l| l["side"] == "black")
    );
    check_summary(&black[black.len() - 1], "black", moves.len() - white);
    // The same review in words: a line a turn (with its line of play for
    // a turn that was not best), then the sides.
    let words = morris(
        data.path(),
        &["review", file, "--depth", "3", "--lang", "en"],
    );
    let text = String::from_utf8_lossy(&words.stdout);
    assert!(text.starts_with("1. "), "{text}");
    assert!(text.contains("\nWhite: accuracy "), "{text}");
    assert!(text.contains("\nBlack: accuracy "), "{text}");
}

#[test]
fn with_the_databases_every_grade_of_an_endgame_is_exact() {
    let data = tempfile::tempdir().unwrap();
    let solve = morris(data.path(), &["solve", "3-3"]);
    assert!(
        solve.status.success(),
        "{}",
        String::from_utf8_lossy(&solve.stderr)
    );
    // Three against three, all flying: a few turns, the first legal each
    // time, whatever they are worth.
    let start: Record = "[Rules \"nine\"]\n[SetUp \"1\"]\n[FEN \"W../.W./..W/....../B../.B./..B w 0 0 0 10\"]\n\n*\n"
        .parse()
        .unwrap();
    let mut game = start.to_game().unwrap();
    while !game.is_over() && game.moves().len() < 8 {
        let mv = *game.legal_moves().last().unwrap();
        game.play(mv).unwrap();
    }
    let file = data.path().join("endgame.pgn");
    std::fs::write(
        &file,
        Record::from_game(&game).to_text(RecordFormat::Morris),
    )
    .unwrap();
    let out = lines(&morris(
        data.path(),
        &["review", file.to_str().unwrap(), "--json"],
    ));
    assert_eq!(out.len(), game.moves().len() + 2);
    for (ply, (line, mv)) in out.iter().zip(game.moves()).enumerate() {
        check_turn(line, ply, &mv.to_string());
        assert_eq!(line["exact"], true, "{line}");
    }
}

#[test]
fn a_record_that_stops_being_playable_is_reviewed_up_to_there() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("broken.pgn");
    std::fs::write(&file, "[Rules \"nine\"]\n\n1. d6 f4 2. d6 *\n").unwrap();
    let out = morris(
        data.path(),
        &["review", file.to_str().unwrap(), "--json", "--lang", "en"],
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("2. d6"), "{stderr}");
    let out = lines(&out);
    assert_eq!(out.len(), 2 + 2);
    check_turn(&out[0], 0, "d6");
    check_turn(&out[1], 1, "f4");
    // A file that is not there: a clear error, nothing else.
    let missing = morris(
        data.path(),
        &["review", "/nonexistent/game.pgn", "--lang", "en"],
    );
    assert_eq!(missing.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&missing.stderr);
    assert!(
        stderr.contains("Cannot read /nonexistent/game.pgn"),
        "{stderr}"
    );
    assert!(missing.stdout.is_empty());
}

#[test]
fn review_in_the_repl_grades_the_game_so_far() {
    use morris_core::ByColor;
    use morris_play::Player;
    use morris_repl::session::{Session, SessionOptions};
    let mut session = Session::new(SessionOptions {
        players: ByColor::new(Player::Human, Player::Human),
        ..SessionOptions::default()
    });
    for mv in ["d6", "f4", "d2", "b4"] {
        assert_eq!(session.run_line(mv).error, None);
    }
    let reply = session.run_line("review");
    assert_eq!(reply.error, None);
    let lines: Vec<&str> = reply.text.lines().collect();
    assert_eq!(lines.len(), 4 + 2, "{}", reply.text);
    assert!(lines[0].starts_with("1. d6: "), "{}", reply.text);
    assert!(lines[1].starts_with("1… f4: "), "{}", reply.text);
    assert!(lines[4].starts_with("White: accuracy "), "{}", reply.text);
    // The game is as it was.
    assert_eq!(session.game().moves().len(), 4);
}

/// At a terminal: a game thrown away, reviewed, and its mistake tried
/// again until found, with the prompt saying which.
#[cfg(unix)]
#[test]
fn review_practice_at_a_terminal_puts_the_player_back_at_the_mistake() {
    use rexpect::session::spawn_command;
    let data = tempfile::tempdir().unwrap();
    // Three against three, flying: White closes a mill and wins with
    // c5-g7xf2; anything else lets Black close one and win.
    let file = data.path().join("flying.pgn");
    std::fs::write(&file, FLYING).unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_morris"));
    command
        .args([
            "--lang", "en", "--white", "human", "--black", "human", "--load",
        ])
        .arg(&file)
        .env("MORRIS_DATA_DIR", data.path())
        .env("TERM", "xterm")
        .env("NO_COLOR", "1");
    let mut p = spawn_command(command, Some(30_000)).unwrap();
    p.exp_string("White> ").unwrap();
    p.send_line("c5-e4").unwrap();
    p.exp_string("Black> ").unwrap();
    p.send_line("f2-g1xa7").unwrap();
    p.exp_string("Black wins").unwrap();
    p.send_line("review practice").unwrap();
    p.exp_string("10. c5-e4??: blunder").unwrap();
    p.exp_string("find a better turn for White").unwrap();
    p.exp_string("Try again 1/1, White> ").unwrap();
    p.send_line("c5-c4").unwrap();
    // (The dash between is not ASCII, which the pty's reader mangles.)
    p.exp_string("Not that: c5-c4").unwrap();
    p.exp_string(" blunder, loses").unwrap();
    p.send_line("show me").unwrap();
    p.exp_string("The answer: c5-g7xf2").unwrap();
    p.send_line("c5-g7xf2").unwrap();
    p.exp_string("Yes: c5-g7xf2").unwrap();
    p.exp_string(" best, wins").unwrap();
    p.exp_string("Practice over: 1 of 1 found.").unwrap();
    // Back at the game, which is as it was.
    p.exp_string("> ").unwrap();
    p.send_line("history").unwrap();
    p.exp_string("f2-g1xa7").unwrap();
    p.send_line("quit").unwrap();
    p.exp_eof().unwrap();
}

#[test]
fn a_record_saved_after_review_keeps_its_grades_and_brings_them_back() {
    use morris_core::ByColor;
    use morris_play::Player;
    use morris_repl::session::{Session, SessionOptions};
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("flying.pgn");
    std::fs::write(&file, FLYING).unwrap();
    let people = || {
        Session::new(SessionOptions {
            players: ByColor::new(Player::Human, Player::Human),
            ..SessionOptions::default()
        })
    };
    let mut session = people();
    let path = file.to_str().unwrap();
    for line in [&format!("load {path}"), "c5-e4", "f2-g1xa7"] {
        assert_eq!(session.run_line(line).error, None, "{line}");
    }
    let saved = data.path().join("saved.pgn");
    let saved_path = saved.to_str().unwrap();
    // Saved before a review: a plain record.
    assert_eq!(session.run_line(&format!("save {saved_path}")).error, None);
    let plain = std::fs::read_to_string(&saved).unwrap();
    assert!(!plain.contains("%review"), "{plain}");
    let reviewed = session.run_line("review").text;
    assert_eq!(session.run_line(&format!("save {saved_path}")).error, None);
    let text = std::fs::read_to_string(&saved).unwrap();
    // The blunder's mark, and each turn's grades in a comment.
    assert!(text.contains("c5-e4??"), "{text}");
    assert!(text.contains("[%review blunder searched"), "{text}");
    assert!(text.contains("blunder: loses in 2 turns"), "{text}");
    assert_eq!(text.matches("[%review ").count(), 2, "{text}");
    // Opened again, the review is the record's, not searched again: a
    // grade changed in the file is the one shown.
    let changed = text.replace("[%review best", "[%review good");
    assert_ne!(changed, text);
    std::fs::write(&saved, &changed).unwrap();
    let mut again = people();
    assert_eq!(again.run_line(&format!("load {saved_path}")).error, None);
    let shown = again.run_line("review").text;
    assert_eq!(shown, reviewed.replace(": best,", ": good,"), "{shown}");
    // And `morris review` shows the record's review too.
    let out = lines(&morris(data.path(), &["review", saved_path, "--json"]));
    assert_eq!(out[0]["grade"], "blunder");
    assert_eq!(out[1]["grade"], "good");
}
