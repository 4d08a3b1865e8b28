//! Every malformed command gets exactly one line of error and changes
//! nothing: not the game, not the rules, not the players, not a move that
//! waits for its removal.

use morris_core::ByColor;
use morris_play::Player as PlayerSpec;
use morris_repl::session::{Session, SessionOptions};

/// Everything a command could change, as text.
fn state(session: &Session) -> String {
    let game = session.game();
    format!(
        "{} | {} | {:?} | {:?} | {} | {:?} | {:?} | {}",
        game.rules(),
        game.position(),
        game.moves(),
        game.outcome(),
        game.redo_moves().len(),
        session.players(),
        session.pending(),
        session.prompt()
    )
}

fn two_people() -> Session {
    Session::new(SessionOptions {
        players: ByColor::new(PlayerSpec::Human, PlayerSpec::Human),
        ..SessionOptions::default()
    })
}

/// A session in the placing phase, after `d6 f4`.
fn placing() -> Session {
    let mut session = two_people();
    for m in ["d6", "f4"] {
        assert_eq!(session.run_line(m).error, None);
    }
    session
}

/// A session in the moving phase: White a7 b6 c5 d6, Black e3 d2 f2 g1.
fn moving() -> Session {
    let mut session = two_people();
    let record = r#"[Rules "nine"]
[SetUp "1"]
[FEN "W../WW./W../....../..B/.BB/..B w 0 0 0 10"]

*
"#;
    session.resume(record).expect("the position loads");
    session
}

/// The malformed lines for the placing phase: empty, unknown words, bad
/// points, illegal moves, wrong phase, bad arguments, huge input, binary
/// garbage.
fn malformed_while_placing() -> Vec<String> {
    let mut lines: Vec<String> = [
        // Empty.
        "",
        "   ",
        "\t",
        // Unknown words.
        "foo",
        "hello world",
        "xyzzy 42",
        "123",
        "-d6",
        "place d6",
        // Bad points.
        "h1",
        "a0",
        "d4",
        "z9-a1",
        "d6-",
        "d6-d6",
        "d6-d5 d4",
        "x",
        "xz9",
        // Illegal moves and the wrong phase.
        "d6",
        "f4",
        "d6-d5",
        "a7xg7",
        "a7xa7",
        "d7xf4xa1xg1",
        "xa7",
        // Commands with bad or missing arguments.
        "new chess",
        "new nine pieces=13",
        "new nine flying",
        "new twelve pieces=9 extra",
        "set",
        "set flying",
        "set flying maybe",
        "set colour blue",
        "set pieces=8",
        "level 0",
        "level 11",
        "level five",
        "resign grey",
        "help me",
        "undo undo",
        "redo",
        "moves please",
        "ai now",
        "hint me",
        "draw please",
        "quit now",
        "save",
        "load",
        "load /nonexistent/dir/game.pgn",
        "save /nonexistent/dir/game.pgn",
        // Terminal escapes and control bytes.
        "\u{1b}[2J\u{1b}[H",
        "\u{0}\u{1}\u{2}\u{7f}\u{fffd}",
    ]
    .iter()
    .map(|s| (*s).to_owned())
    .collect();
    // Huge input: past the line limit, and just under it.
    lines.push("d6 ".repeat(5000));
    lines.push("a".repeat(3000));
    // Binary garbage as a lossy reader turns it into text.
    let bytes: Vec<u8> = (0..=255u8).rev().cycle().take(700).collect();
    lines.push(String::from_utf8_lossy(&bytes).into_owned());
    lines
}

fn assert_refused(session: &mut Session, line: &str) {
    let before = state(session);
    let reply = session.run_line(line);
    let shown: String = line.chars().take(30).collect();
    let error = reply
        .error
        .unwrap_or_else(|| panic!("{shown:?} was accepted: {:?}", reply.text));
    assert!(!error.is_empty(), "{shown:?}: an empty error");
    assert!(
        !error.contains('\n'),
        "{shown:?}: the error is not one line: {error:?}"
    );
    assert!(
        error.chars().count() < 200,
        "{shown:?}: the error is too long: {error:?}"
    );
    assert!(
        !error.chars().any(char::is_control),
        "{shown:?}: the error echoes control characters: {error:?}"
    );
    assert_eq!(reply.text, "", "{shown:?}: text besides the error");
    assert!(!reply.quit, "{shown:?}: quits");
    assert!(!reply.think, "{shown:?}: thinks");
    assert_eq!(state(session), before, "{shown:?} changed the session");
}

#[test]
fn malformed_commands_while_placing_change_nothing() {
    let lines = malformed_while_placing();
    assert!(lines.len() >= 30, "only {} malformed lines", lines.len());
    let mut session = placing();
    for line in &lines {
        assert_refused(&mut session, line);
    }
}

#[test]
fn malformed_commands_while_moving_change_nothing() {
    let mut session = moving();
    for line in [
        "a1",
        "a7-a1",
        "g1-g4",
        "b6-d6",
        "c5-c4xg1",
        "a7-d7xd6",
        "undo",
        "d6-d7xe3xf2",
    ] {
        assert_refused(&mut session, line);
    }
}

#[test]
fn malformed_removals_change_nothing_and_keep_the_question() {
    // White closes a7-d7-g7 with g7 and must remove a Black piece.
    let mut session = two_people();
    for m in ["a7", "b6", "d7", "f6"] {
        assert_eq!(session.run_line(m).error, None);
    }
    let reply = session.run_line("g7");
    assert_eq!(reply.error, None);
    assert!(reply.text.contains("closes a mill"), "{}", reply.text);
    assert!(session.pending().is_some());
    for line in ["xa1", "xa7", "xb6xf6", "x", "xq1", "g7", "level 99", ""] {
        assert_refused(&mut session, line);
    }
    assert!(session.pending().is_some());
}

#[test]
fn malformed_commands_after_the_end_change_nothing() {
    let mut session = placing();
    assert_eq!(session.run_line("resign white").error, None);
    assert!(session.game().is_over());
    for line in ["a7", "ai", "hint", "resign", "draw", "moves", "xa1"] {
        assert_refused(&mut session, line);
    }
}

#[test]
fn a_damaged_file_is_refused_with_its_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "syntax.pgn",
            "[Rules \"nine\"]\n\n1. d6 f4 2. d2 q9\n",
            "line 3, column 16",
        ),
        (
            "illegal.pgn",
            "[Rules \"nine\"]\n\n1. d6 d6\n",
            "line 3, column 7",
        ),
        (
            "rules.pgn",
            "[Rules \"chess\"]\n\n1. d6\n",
            "line 1, column 1",
        ),
        ("tag.pgn", "[Rules \"nine\"\n\n1. d6\n", "line 1, column 1"),
    ];
    let mut session = placing();
    for (name, text, place) in cases {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        let before = state(&session);
        let reply = session.run_line(&format!("load {}", path.display()));
        let error = reply.error.expect("a damaged file is refused");
        assert!(error.contains(place), "{name}: {error}");
        assert!(!error.contains('\n'), "{name}: {error}");
        assert_eq!(state(&session), before, "{name}");
    }
}
