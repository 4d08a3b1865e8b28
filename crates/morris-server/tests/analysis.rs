//! The analysis board (`/analysis`) in Debian's Chromium driven by
//! playwright-core (tests/browser/analysis.mjs), against a server whose
//! fake databases answer known values over the tablebase API: a position
//! pasted and its badges read, a turn played through its removal, back
//! and forward, bad input refused without a change, a position set up,
//! turns pasted, the server away and back, a phone's width.

mod common;

use std::sync::Arc;

use common::TestServer;
use common::browser::{get, run_browser};
use morris_core::{Color, Game, Move, Position};
use morris_protocol::{TablebaseResult, TablebaseValue};
use morris_server::ai::{AiQueue, Brain, Tabled};

/// "Databases" that know every position with no pieces in hand: the side
/// to move wins in as many plies as it has pieces; a turn that removes
/// wins in 1, any other draws. A finished position is the rules' answer;
/// a placing one is unknown ("placing").
#[derive(Debug)]
struct Known;

impl Brain for Known {
    fn choose(&self, game: &Game, _level: u8, _clock: Option<u64>) -> Option<Move> {
        game.legal_moves().first().copied()
    }
    fn hint(&self, game: &Game) -> Option<Move> {
        game.legal_moves().first().copied()
    }
    fn accepts_draw(&self, _game: &Game, _side: Color) -> bool {
        false
    }
    fn tablebase(&self, pos: &Position) -> Option<Tabled> {
        let us = pos.side_to_move();
        if let Some(outcome) = pos.rule_outcome() {
            let result = if outcome.winner == Some(us) {
                TablebaseResult::Win
            } else if outcome.winner.is_some() {
                TablebaseResult::Loss
            } else {
                TablebaseResult::Draw
            };
            return Some(Tabled {
                value: TablebaseValue::exact(result, Some(0)),
                turns: Vec::new(),
                sources: vec!["the rules".into()],
                why: None,
            });
        }
        if pos.in_hand(us) + pos.in_hand(us.other()) > 0 {
            return Some(Tabled {
                value: TablebaseValue::UNKNOWN,
                turns: Vec::new(),
                sources: Vec::new(),
                why: Some("placing".into()),
            });
        }
        let plies = u16::try_from(pos.pieces(us).len()).unwrap();
        let mut turns: Vec<(Move, TablebaseValue)> = pos
            .legal_moves()
            .into_iter()
            .map(|m| {
                let value = if m.removals().is_empty() {
                    TablebaseValue::exact(TablebaseResult::Draw, None)
                } else {
                    TablebaseValue::exact(TablebaseResult::Win, Some(1))
                };
                (m, value)
            })
            .collect();
        turns.sort_by_key(|(_, v)| v.result != TablebaseResult::Win);
        Some(Tabled {
            value: TablebaseValue::exact(TablebaseResult::Win, Some(plies)),
            turns,
            sources: vec!["endgame databases".into()],
            why: None,
        })
    }
}

#[test]
fn the_analysis_board_shows_values_plays_on_goes_back_and_refuses_bad_input() {
    let dir = tempfile::tempdir().unwrap();
    let queue = AiQueue::new(Arc::new(Known) as Arc<dyn Brain>, 1);
    let limits = morris_server::Limits {
        // The test asks more than a visitor would in a second.
        tablebase_requests: 1000,
        ..morris_server::Limits::default()
    };
    let server = TestServer::start_limited(dir.path(), 0, Some(queue), limits);
    let (status, _, body) = get(&server, "/analysis?lang=de", "");
    assert!(status.starts_with("HTTP/1.1 200"), "{status}");
    assert!(body.contains("/analysis.js"), "{body}");

    // ANALYSIS_SCREENSHOTS=DIR keeps a look at the board (not checked).
    let shots = std::env::var("ANALYSIS_SCREENSHOTS").unwrap_or_default();
    let seen = run_browser("analysis.mjs", &[&server.url(), &shots]);
    let s = |key: &str| seen[key].as_str().unwrap_or_default().to_owned();
    // From the front page; the start: unknown, and why; a badge per point.
    assert_eq!(s("front_link"), "/analysis?lang=en", "{seen}");
    assert_eq!(
        s("front_link_text"),
        "Analysis board: any position's value with perfect play"
    );
    assert_eq!(
        s("start_text"),
        ".../.../.../....../.../.../... w 9 9 0 1",
        "{seen}"
    );
    assert_eq!(s("start_value"), "White to move: unknown", "{seen}");
    assert_eq!(s("start_source"), "Unknown: placing", "{seen}");
    assert_eq!(seen["start_badges"], serde_json::json!(["?"]), "{seen}");
    assert_eq!(seen["start_badge_count"], 24, "{seen}");

    // The pasted position: its value and where it came from; the badges.
    let three_three = "W.W/.../.../..B.W./.../B.B/... w 0 0 0 40";
    assert_eq!(s("pasted_text"), three_three, "{seen}");
    assert_eq!(
        s("pasted_value"),
        "White to move: a win (turns to the end: 3)",
        "{seen}"
    );
    assert_eq!(
        s("pasted_source"),
        "Exact, from the server's databases (endgame databases).",
        "{seen}"
    );
    assert_eq!(s("badge_f4"), "W1", "{seen}");
    assert_eq!(s("badge_a7"), "=", "{seen}");
    assert_eq!(seen["badge_f4_best"], true, "{seen}");
    assert!(s("status_play").starts_with("Click a point to play for White"));

    // f4 chosen: where it flies (18 empty points), d7 closing a mill;
    // then what the mill removes.
    assert_eq!(seen["after_f4"], 18, "{seen}");
    assert_eq!(
        seen["after_f4_wins"],
        serde_json::json!(["d7 W1"]),
        "{seen}"
    );
    assert_eq!(
        s("status_remove"),
        "You closed a mill: remove one of Black’s pieces."
    );
    assert_eq!(
        seen["removal_badges"],
        serde_json::json!(["b2", "c4", "f2"]),
        "{seen}"
    );
    // Played: the text changed, Black has two pieces, the game is over.
    assert_eq!(
        s("played_text"),
        "WWW/.../.../....../.../B.B/... b 0 0 0 40",
        "{seen}"
    );
    assert_eq!(
        s("played_value"),
        "Black to move: a loss (turns to the end: 0)"
    );
    assert_eq!(s("played_status"), "The game is over here.");
    assert_eq!(seen["played_line"], serde_json::json!(["f4-d7xc4"]));

    // Back and forward, by button and by the arrow key.
    assert_eq!(s("back_text"), three_three, "{seen}");
    assert_eq!(s("back_badge_f4"), "W1", "{seen}");
    assert_eq!(s("forward_text"), s("played_text"), "{seen}");
    assert_eq!(seen["forward_disabled_at_end"], true, "{seen}");
    assert_eq!(s("arrow_back_text"), three_three, "{seen}");

    // Bad input is said, and nothing changes.
    assert_eq!(
        s("bad_text_status"),
        "This is neither a position text of Nine Men's Morris nor a list of turns: “w.w/zz” is not a turn.",
        "{seen}"
    );
    assert!(
        s("impossible_status")
            .starts_with("The server refused: the position cannot stand under nine"),
        "{seen}"
    );
    assert!(
        s("bad_moves_status").starts_with("The server refused: turn 2 (\"d6\")"),
        "{seen}"
    );
    for key in [
        "bad_text_position",
        "impossible_position",
        "bad_moves_position",
    ] {
        assert_eq!(s(key), three_three, "{key}: {seen}");
    }

    // Set up: d6 black, b2 emptied, Black to move.
    let set_up = "W.W/.B./.../..B.W./.../..B/... b 0 0 0 40";
    assert_eq!(s("setup_shown"), set_up, "{seen}");
    assert_eq!(s("setup_text"), set_up, "{seen}");
    assert_eq!(
        s("setup_value"),
        "Black to move: a win (turns to the end: 3)"
    );
    assert_eq!(
        s("bad_hand_status"),
        "Pieces in hand are whole numbers from 0 to 12."
    );
    assert_eq!(seen["bad_hand_still_setting_up"], true, "{seen}");

    // Turns pasted from the start.
    assert_eq!(
        s("moves_text"),
        ".../.W./.../....B./.../.W./... b 7 8 0 2",
        "{seen}"
    );
    assert_eq!(seen["moves_line"], serde_json::json!(["d6", "f4", "d2"]));
    assert_eq!(s("moves_badge_a7"), "?", "{seen}");

    // The server away: said, the board unchanged; asked again, answered.
    assert_eq!(
        s("offline_status"),
        "The server does not answer. Check the connection, then try again."
    );
    assert_eq!(seen["offline_retry"], true, "{seen}");
    assert_eq!(s("offline_position"), s("moves_text"), "{seen}");
    assert_eq!(
        s("retried_text"),
        ".../.../.../....../.../.../... w 9 9 0 1",
        "{seen}"
    );
    assert_eq!(seen["retry_hidden"], true, "{seen}");
    assert_eq!(
        s("busy_status"),
        "Too many questions at once: wait a moment, then try again."
    );
    assert_eq!(seen["busy_retry"], true, "{seen}");
    assert_eq!(seen["busy_retried"], true, "{seen}");

    // A position text of Six Men's Morris is opened under its rules.
    assert_eq!(s("six_rules"), "six", "{seen}");
    assert_eq!(s("six_text"), "W../.../..../.../..B w 5 5 0 2", "{seen}");
    assert_eq!(seen["six_points"], 16, "{seen}");

    // A game's link opens at its last position.
    assert_eq!(
        s("link_text"),
        ".../.W./.../....B./.../.../... w 8 8 0 2",
        "{seen}"
    );
    // A phone's width: nothing wider than the screen.
    assert!(seen["phone_board_width"].as_f64() <= Some(360.0), "{seen}");
    assert_eq!(seen["phone_scroll_width"], 360, "{seen}");
}
