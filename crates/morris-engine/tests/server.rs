//! The engine session line by line: answers, searches, and bad lines that
//! change nothing.

use std::io::Write;
use std::sync::{Arc, Mutex};

use morris_core::{Game, Move, Position, Rules};
use morris_engine::{Control, EngineSession};

/// A writer the test can read back.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Shared {
    fn take(&self) -> String {
        String::from_utf8(std::mem::take(&mut *self.0.lock().unwrap())).unwrap()
    }
}

fn session() -> (EngineSession<Shared>, Shared) {
    let out = Shared::default();
    (EngineSession::new(out.clone()), out)
}

fn run(session: &mut EngineSession<Shared>, lines: &str) {
    for line in lines.lines() {
        assert_eq!(session.handle(line), Control::Continue, "{line}");
    }
    session.wait();
}

fn bestmove(output: &str) -> String {
    output
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .unwrap_or_else(|| panic!("no bestmove in {output:?}"))
        .to_owned()
}

#[test]
fn uci_lists_every_rule_option() {
    let (mut s, out) = session();
    run(&mut s, "uci\nisready");
    let text = out.take();
    assert!(text.starts_with("id name Morris"));
    for tag in [
        "Level",
        "Rules",
        "Pieces",
        "Diagonals",
        "Flying",
        "AllInMills",
        "Removals",
        "First",
        "Repetition",
        "NMove",
        "FullBoard",
        "MoveTime",
        "Threads",
        "Hash",
        "Seed",
    ] {
        assert!(text.contains(&format!("option name {tag} type")), "{tag}");
    }
    assert!(text.contains("uciok\nreadyok\n"), "{text}");
}

#[test]
fn searches_the_position_it_was_given() {
    let (mut s, out) = session();
    run(
        &mut s,
        "position fen WW./.B./.../..B..W/.../.B./... w 0 0 0 20\ngo depth 4",
    );
    let text = out.take();
    assert!(text.contains("info depth 1 score win 1"), "{text}");
    assert_eq!(bestmove(&text), "g4-g7xd6");
}

#[test]
fn moves_after_startpos_are_played_with_removals_apart() {
    let (mut s, out) = session();
    run(
        &mut s,
        "position startpos moves d6 a1 d5 g1 d7 xa1 d1\ngo depth 2",
    );
    let text = out.take();
    let mut game = Game::new(Rules::default());
    for m in ["d6", "a1", "d5", "g1", "d7xa1", "d1"] {
        game.play(m.parse().unwrap()).unwrap();
    }
    let m: Move = bestmove(&text).parse().unwrap();
    assert!(game.position().is_legal(m), "{text}");
}

#[test]
fn rule_options_change_the_game() {
    let (mut s, out) = session();
    run(
        &mut s,
        "setoption name Rules value twelve\nsetoption name First value black\nposition startpos moves a7\ngo depth 1",
    );
    let text = out.take();
    assert!(!text.contains("error"), "{text}");
    let mut rules = Rules::preset(morris_core::Preset::Twelve);
    rules.set_first(morris_core::Color::Black);
    let mut pos = Position::new(rules);
    pos.play("a7".parse().unwrap()).unwrap();
    let m: Move = bestmove(&text).parse().unwrap();
    assert!(pos.is_legal(m));
}

#[test]
fn stop_ends_an_infinite_search_with_a_move() {
    let (mut s, out) = session();
    s.handle("position startpos");
    s.handle("go infinite");
    std::thread::sleep(std::time::Duration::from_millis(100));
    s.handle("isready");
    s.handle("stop");
    let text = out.take();
    assert!(text.contains("readyok"));
    let m: Move = bestmove(&text).parse().unwrap();
    assert!(Position::new(Rules::default()).is_legal(m));
}

#[test]
fn a_finished_game_has_no_best_move() {
    let (mut s, out) = session();
    run(
        &mut s,
        "position fen WW./.../.../W...../.../.../BB. w 0 0 0 30\ngo depth 3",
    );
    assert_eq!(bestmove(&out.take()), "none");
}

#[test]
fn bad_lines_get_an_error_and_change_nothing() {
    let (mut s, out) = session();
    run(
        &mut s,
        "position fen WW./.B./.../..B..W/.../.B./... w 0 0 0 20",
    );
    let bad = [
        "bogus",
        "setoption",
        "setoption name",
        "setoption name Level value 11",
        "setoption name Level value x",
        "setoption name Flying value sometimes",
        "setoption name Pieces value 8",
        "setoption name NoSuch value 1",
        "setoption name Hash value 0",
        "setoption name Threads value 0",
        "setoption name Threads value 65",
        "setoption name Notation value glued",
        "go movestogo 0",
        "position",
        "position somewhere",
        "position fen",
        "position fen XX./.../.../....../.../.../... w 9 9 0 1",
        "position fen .../.../.../....../.../.../... w 9 9 0 1 moves d6 d6",
        "position startpos moves d4",
        "position startpos moves d6-d5",
        "go depth",
        "go depth 0",
        "go nodes x",
        "go sideways",
        "\u{0}\u{1}\u{fffd}",
    ];
    for line in bad {
        s.handle(line);
        let text = out.take();
        assert!(
            text.lines().count() == 1 && text.starts_with("info string error: "),
            "{line:?} gave {text:?}"
        );
    }
    // A huge word is quoted short, wherever it stands.
    let huge = "d".repeat(1 << 20);
    for line in [
        format!("position startpos moves {huge}"),
        format!("position startpos moves d6 x{huge}"),
        format!("position startpos moves x{huge}"),
        format!("position fen {huge}"),
        format!("setoption name Level value {huge}"),
        format!("setoption name Flying value {huge}"),
        format!("setoption name Rules value {huge}"),
        format!("setoption name {huge} value 1"),
        format!("go {huge}"),
        huge.clone(),
    ] {
        s.handle(&line);
        let text = out.take();
        assert!(
            text.lines().count() == 1
                && text.starts_with("info string error: ")
                && text.len() < 300,
            "{} gave {}",
            &line[..40],
            &text[..text.len().min(300)]
        );
    }
    // Still the position given first, under the same rules.
    run(&mut s, "go depth 3");
    assert_eq!(bestmove(&out.take()), "g4-g7xd6");
}

#[test]
fn quit_quits() {
    let (mut s, _) = session();
    assert_eq!(s.handle("quit"), Control::Quit);
}

#[test]
fn stop_reaches_the_running_search_past_commands_that_wait() {
    let (mut s, out) = session();
    s.handle("position startpos");
    s.handle("go infinite");
    // These wait for the search; the stop must not wait behind them.
    s.handle("setoption name Level value 5");
    s.handle("position startpos moves d6");
    s.handle("stop");
    let text = out.take();
    assert_eq!(text.matches("bestmove ").count(), 1, "{text}");
    // What waited is carried out once the search is over: the new position.
    run(&mut s, "go depth 2");
    let m: Move = bestmove(&out.take()).parse().unwrap();
    let mut game = Game::new(Rules::default());
    game.play("d6".parse().unwrap()).unwrap();
    assert!(game.position().is_legal(m), "{m}");
    // With a go waiting, a stop is for that go's search.
    s.handle("go infinite");
    s.handle("go infinite");
    s.handle("stop");
    s.handle("stop");
    s.wait();
    assert_eq!(out.take().matches("bestmove ").count(), 2);
}

#[test]
fn a_stop_ends_every_waiting_search_that_would_wait_for_one() {
    let (mut s, out) = session();
    // A search runs; two that would wait for a stop and an ordinary one
    // wait behind it.
    s.handle("go movetime 60000");
    s.handle("go infinite");
    s.handle("go ponder");
    s.handle("go depth 2");
    s.handle("stop");
    // Nothing more is sent: every go before the stop is answered (a
    // waiting infinite or ponder search used to hold the go after it for
    // ever).
    let answered = |out: &Shared| {
        let bytes = out.0.lock().unwrap();
        bytes.windows(9).filter(|w| w == b"bestmove ").count()
    };
    let start = std::time::Instant::now();
    while answered(&out) < 4 {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(20),
            "{}",
            out.take()
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
        // What the serve loop does when a search is over.
        s.tick();
    }
    s.wait();
    assert_eq!(out.take().matches("bestmove ").count(), 4);
}

#[test]
fn quit_answers_every_waiting_go_before_it_exits() {
    let (mut s, out) = session();
    // A long search runs; two more `go`s wait behind it.
    for line in [
        "go movetime 60000",
        "position startpos moves d6",
        "go movetime 60000",
        "position startpos moves d6 f4",
        "go depth 3",
    ] {
        assert_eq!(s.handle(line), Control::Continue, "{line}");
    }
    assert_eq!(s.handle("quit"), Control::Quit);
    let text = out.take();
    let answers: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .collect();
    assert_eq!(answers.len(), 3, "{text}");
    // Each for the position that was set when its `go` was sent.
    let rules = Rules::default();
    let mut pos = Position::new(rules);
    for (i, answer) in answers.iter().enumerate() {
        let m: Move = answer.parse().unwrap_or_else(|e| panic!("{answer}: {e}"));
        assert!(pos.is_legal(m), "answer {i}: {answer}");
        if i == 0 {
            pos.play("d6".parse().unwrap()).unwrap();
        } else if i == 1 {
            pos.play("f4".parse().unwrap()).unwrap();
        }
    }
}
