//! Records import and end as their notes say: two games our own AI
//! (morris-ai) played against itself, with a comment and a
//! variation (`engine-*.pgn`: they test our reading and the endings, not
//! another program's export), and records exported by other mill
//! programs, PlayOK and Sanmill.

use morris_core::{Color, Outcome, Point, Record, RecordFormat, Setup, Termination};

fn import(text: &str) -> morris_core::Game {
    let record: Record = text.parse().expect("the record reads");
    record.to_game().expect("the record replays")
}

/// A game of our AI against itself (engine-blocked.pgn).
#[test]
fn engine_blocked_ends_with_white_unable_to_move() {
    let text = include_str!("data/engine-blocked.pgn");
    let record: Record = text.parse().expect("the record reads");
    assert_eq!(record.tag("White"), Some("morris-ai"), "labelled as ours");
    let game = import(text);
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Color::Black, Termination::NoLegalMove))
    );
    // Black's 23rd move is the last: 45 turns in all.
    assert_eq!(game.moves().len(), 46);
    assert_eq!(
        game.moves().last().map(|m| m.to_string()).as_deref(),
        Some("e3-d3")
    );
}

/// A game of our AI against itself (engine-flying-draw.pgn).
#[test]
fn engine_flying_draw_ends_by_the_n_move_rule() {
    let game = import(include_str!("data/engine-flying-draw.pgn"));
    assert_eq!(game.outcome(), Some(Outcome::draw(Termination::NMove)));
    assert_eq!(game.moves().len(), 158);
    assert_eq!(game.position().n_move_counter(), 100);
}

/// The moves of a game in our notation.
fn notation(game: &morris_core::Game) -> Vec<String> {
    game.moves().iter().map(ToString::to_string).collect()
}

/// A record read, written in `format`, and read again gives the same game.
fn round_trip(game: &morris_core::Game, record: &Record, format: RecordFormat) {
    let text = record.to_text(format);
    let again = import(&text);
    assert_eq!(again.moves(), game.moves(), "{format}: {text}");
    assert_eq!(again.outcome(), game.outcome(), "{format}");
    let reread: Record = text.parse().unwrap();
    assert_eq!(reread.to_text(format), text, "{format} writes what it read");
}

/// A PlayOK export as a player reported it to Sanmill (calcitem/Sanmill,
/// src/ui/flutter_app/test/game/import_service_test.dart): points as
/// numbers, the movetext broken mid-turn, removals glued.
#[test]
fn a_playok_game_imports_and_exports_back() {
    let text = include_str!("data/playok-2026-03-11.txt");
    let record: Record = text.parse().expect("the PlayOK record reads");
    let game = record.to_game().expect("and replays");
    let moves = notation(&game);
    assert_eq!(
        moves[..10],
        ["d6", "e4", "d2", "b2", "f4", "f2", "c5", "d5", "d1", "d3"]
    );
    assert_eq!(moves.len(), 39, "41 plies, two of them removals");
    assert_eq!(moves.last().map(String::as_str), Some("g7-g4xa1"));
    assert!(moves.contains(&"a4-a7xd1".to_owned()));
    assert_eq!(record.tag("Site"), Some("PlayOK"));
    for format in RecordFormat::ALL {
        round_trip(&game, &record, format);
    }
    let playok = record.to_text(RecordFormat::PlayOk);
    assert!(playok.contains("10-1x23 8-5"), "{playok}");
    assert!(playok.trim_end().ends_with("3-15x22 1-0"), "{playok}");
}

/// A game Sanmill exported, as reported to it (calcitem/Sanmill,
/// src/ui/flutter_app/test/review/reported_game_feedback_ffi_test.dart).
#[test]
fn a_sanmill_game_imports_and_exports_back() {
    let text = include_str!("data/sanmill-2026-07-20.pgn");
    let record: Record = text.parse().expect("the Sanmill record reads");
    let game = record.to_game().expect("and replays");
    assert_eq!(*game.rules(), morris_core::Rules::default());
    // PlyCount 47: 40 turns and 7 removals.
    assert_eq!(game.moves().len(), 40);
    let removals: usize = game.moves().iter().map(|m| m.removals().len()).sum();
    assert_eq!(removals, 7);
    assert_eq!(notation(&game).last().map(String::as_str), Some("d2-d3xg1"));
    for format in RecordFormat::ALL {
        round_trip(&game, &record, format);
    }
    let sanmill = record.to_text(RecordFormat::Sanmill);
    assert!(
        sanmill.contains("[Variant \"Nine Men's Morris\"]"),
        "{sanmill}"
    );
    assert!(sanmill.contains("[PlyCount \"47\"]"), "{sanmill}");
}

/// A PlayOK record with a point that is not on the board says where.
#[test]
fn a_bad_playok_point_is_named_by_line_and_column() {
    let text = include_str!("data/playok-2026-03-11.txt").replace("10-1x23", "10-1x25");
    let e = text.parse::<Record>().unwrap_err();
    let line = text
        .lines()
        .position(|l| l.contains("10-1x25"))
        .expect("the line")
        + 1;
    let column = text.lines().nth(line - 1).unwrap().find("25").unwrap() + 1;
    assert_eq!((e.line, e.column), (line, column), "{e}");
}

/// Three positions of real PlayOK games as Sanmill writes them
/// (calcitem/Sanmill, crates/tgf-cli/testdata/puzzle_exclusions/
/// mill_editorial_replay.fen): set up from a record's `FEN` tag, written
/// back in every form and read again.
#[test]
fn sanmill_fen_positions_set_up_a_game() {
    let fens: Vec<&str> = include_str!("data/sanmill-playok-positions.fen")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .collect();
    assert_eq!(fens.len(), 3);
    // (side to move, white on the board, black on the board)
    let expected = [
        (Color::Black, 6, 6),
        (Color::White, 4, 3),
        (Color::Black, 4, 3),
    ];
    for (fen, (side, white, black)) in fens.iter().zip(expected) {
        let text = format!(
            "[Variant \"Nine Men's Morris\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n[Result \"*\"]\n\n*\n"
        );
        let record: Record = text.parse().expect("the record reads");
        let game = record.to_game().expect("the position stands");
        let pos = game.position();
        assert_eq!(pos.side_to_move(), side, "{fen}");
        assert_eq!(pos.pieces(Color::White).len(), white, "{fen}");
        assert_eq!(pos.pieces(Color::Black).len(), black, "{fen}");
        assert_eq!(pos.in_hand(Color::White), 0);
        for format in RecordFormat::ALL {
            let written = record.to_text(format);
            let again = import(&written);
            assert_eq!(again.start(), game.start(), "{format}: {written}");
        }
        let sanmill = record.to_text(RecordFormat::Sanmill);
        assert!(sanmill.contains(&format!("[FEN \"{fen}\"]")), "{sanmill}");
    }
    // The first: White's b2 d2 f2 stand, Black's g7 g4 g1 too.
    let first = Setup::from_sanmill_fen(fens[0]).unwrap();
    assert!(first.board.white.contains(Point::D2) && first.board.black.contains(Point::G4));
}
