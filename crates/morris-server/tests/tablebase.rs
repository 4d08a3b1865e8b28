//! The tablebase API (`GET /api/v1/position`, docs/TABLEBASE.md) over HTTP:
//! its answers from the AI's databases, kept by position; every error as
//! JSON with a reason; the limit on one address's requests.

mod common;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use common::TestServer;
use common::browser::get;
use morris_core::{Color, Game, Move, Position};
use morris_protocol::{
    TablebaseAnswer, TablebaseError, TablebaseErrorCode, TablebaseResult, TablebaseValue,
};
use morris_server::ai::{AiQueue, Brain, Tabled};

/// An AI whose "databases" know every position with no pieces in hand:
/// the side to move wins in as many plies as it has pieces, and each
/// turn is a draw. It counts what it is asked.
#[derive(Debug, Default)]
struct Counting {
    asked: AtomicUsize,
}

impl Brain for Counting {
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
        self.asked.fetch_add(1, Ordering::SeqCst);
        let us = pos.side_to_move();
        if pos.in_hand(us) + pos.in_hand(us.other()) > 0 {
            return Some(Tabled {
                value: TablebaseValue::UNKNOWN,
                turns: Vec::new(),
                sources: Vec::new(),
                why: Some("placing".into()),
            });
        }
        let plies = u16::try_from(pos.pieces(us).len()).unwrap();
        Some(Tabled {
            value: TablebaseValue::exact(TablebaseResult::Win, Some(plies)),
            turns: pos
                .legal_moves()
                .into_iter()
                .map(|m| (m, TablebaseValue::exact(TablebaseResult::Draw, None)))
                .collect(),
            sources: vec!["endgame databases".into()],
            why: None,
        })
    }
}

fn server(limits: morris_server::Limits) -> (TestServer, Arc<Counting>, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let brain = Arc::new(Counting::default());
    let queue = AiQueue::new(Arc::clone(&brain) as Arc<dyn Brain>, 1);
    let server = TestServer::start_limited(dir.path(), 0, Some(queue), limits);
    (server, brain, dir)
}

/// The status code and the body of a GET.
fn ask(server: &TestServer, query: &str) -> (u16, String) {
    let (status, headers, body) = get(server, &format!("/api/v1/position?{query}"), "");
    let code = status
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    if !body.is_empty() {
        let kind = common::browser::header(&headers, "content-type").unwrap_or_default();
        assert_eq!(kind, "application/json", "{status}: {body}");
    }
    (code, body)
}

fn answer(server: &TestServer, query: &str) -> TablebaseAnswer {
    let (code, body) = ask(server, query);
    assert_eq!(code, 200, "{body}");
    serde_json::from_str(&body).unwrap_or_else(|e| panic!("{e}: {body}"))
}

fn error(server: &TestServer, query: &str) -> (u16, TablebaseError) {
    let (code, body) = ask(server, query);
    let error = serde_json::from_str(&body).unwrap_or_else(|e| panic!("{e}: {body}"));
    (code, error)
}

/// Three white pieces against three black, White to move (percent-encoded
/// as a browser sends it).
const THREE_THREE: &str = "W.W%2F...%2F...%2F..B.W.%2F...%2FB.B%2F...+w+0+0+0+40";

#[test]
fn a_position_is_answered_from_the_databases_and_kept() {
    let (server, brain, _dir) = server(morris_server::Limits::default());
    let first = answer(&server, &format!("rules=nine&position={THREE_THREE}"));
    assert_eq!(first.version, 1);
    assert_eq!(first.rules, "nine");
    assert_eq!(first.side, Color::White);
    assert_eq!(first.position, "W.W/.../.../..B.W./.../B.B/... w 0 0 0 40");
    assert_eq!(
        first.value,
        TablebaseValue::exact(TablebaseResult::Win, Some(3))
    );
    assert_eq!(first.sources, ["endgame databases"]);
    let pos = Position::from_setup(
        &first.position.parse().unwrap(),
        morris_core::Rules::default(),
    )
    .unwrap();
    assert_eq!(first.turns.len(), pos.legal_moves().len());
    assert_eq!(brain.asked.load(Ordering::SeqCst), 1);
    // Asked again (the rules left to their default): not looked up again.
    let again = answer(&server, &format!("position={THREE_THREE}"));
    assert_eq!(again, first);
    assert_eq!(brain.asked.load(Ordering::SeqCst), 1);

    // From the start by moves: a placing position, unknown, and why; not
    // kept (the databases may come), so asked again.
    let placing = answer(&server, "rules=nine&moves=d6+f4,d2");
    assert_eq!(placing.value, TablebaseValue::UNKNOWN);
    assert_eq!(placing.side, Color::Black);
    assert_eq!(placing.why.as_deref(), Some("placing"));
    // Black's placements, each unknown (the brain named none).
    assert_eq!(placing.turns.len(), 21);
    assert!(
        placing
            .turns
            .iter()
            .all(|t| t.value == TablebaseValue::UNKNOWN)
    );
    let _ = answer(&server, "moves=d6%20f4%20d2");
    assert_eq!(brain.asked.load(Ordering::SeqCst), 3);
}

#[test]
fn every_bad_request_is_a_json_error_with_its_reason() {
    let (server, brain, _dir) = server(morris_server::Limits::default());
    let cases: [(&str, u16, TablebaseErrorCode, &str); 9] = [
        (
            "rules=chess&moves=d6",
            400,
            TablebaseErrorCode::UnknownRules,
            "chess",
        ),
        (
            "position=W.W%2Fzz",
            400,
            TablebaseErrorCode::BadPosition,
            "does not parse",
        ),
        (
            // Ten white pieces on the board.
            "position=WWW%2FWWW%2FWWW%2FW.....%2F...%2F...%2FBBB+w+0+0+0+1",
            400,
            TablebaseErrorCode::ImpossiblePosition,
            "cannot stand",
        ),
        ("moves=d6+d6", 400, TablebaseErrorCode::BadMoves, "turn 2"),
        ("moves=d6+zz", 400, TablebaseErrorCode::BadMoves, "turn 2"),
        ("rules=nine", 400, TablebaseErrorCode::BadQuery, "either"),
        (
            &format!("position={THREE_THREE}&moves=d6"),
            400,
            TablebaseErrorCode::BadQuery,
            "either",
        ),
        (
            "moves=d6&depth=9",
            400,
            TablebaseErrorCode::BadQuery,
            "depth",
        ),
        (
            "moves=d6&moves=f4",
            400,
            TablebaseErrorCode::BadQuery,
            "twice",
        ),
    ];
    for (query, status, code, says) in cases {
        let (got, error) = error(&server, query);
        assert_eq!(
            (got, error.error),
            (status, code),
            "{query}: {}",
            error.reason
        );
        assert!(error.reason.contains(says), "{query}: {}", error.reason);
    }
    // A query far too long is refused before it is read.
    let long = format!("moves={}", "d6+".repeat(2000));
    let (got, error) = error(&server, &long);
    assert_eq!((got, error.error), (414, TablebaseErrorCode::TooLarge));
    // None of them reached the databases.
    assert_eq!(brain.asked.load(Ordering::SeqCst), 0);
}

#[test]
fn one_address_gets_its_share_of_answers_and_then_a_refusal() {
    let limits = morris_server::Limits {
        tablebase_requests: 2,
        tablebase_period: Duration::from_secs(3600),
        ..morris_server::Limits::default()
    };
    let (server, _brain, _dir) = server(limits);
    let _ = answer(&server, "moves=d6");
    let _ = answer(&server, "moves=d6");
    let (got, error) = error(&server, "moves=d6");
    assert_eq!((got, error.error), (429, TablebaseErrorCode::TooMany));
    assert!(error.reason.contains("at most 2"), "{}", error.reason);
}

#[test]
fn a_server_without_an_ai_says_it_knows_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    let answer = answer(&server, &format!("position={THREE_THREE}"));
    assert_eq!(answer.value, TablebaseValue::UNKNOWN);
    assert!(answer.sources.is_empty());
    assert!(answer.why.unwrap().contains("no databases"));
    // Every legal turn is still listed, each unknown: a client plays on.
    let pos = Position::from_setup(
        &answer.position.parse().unwrap(),
        morris_core::Rules::default(),
    )
    .unwrap();
    assert_eq!(answer.turns.len(), pos.legal_moves().len());
    assert!(
        answer
            .turns
            .iter()
            .all(|t| t.value == TablebaseValue::UNKNOWN)
    );
}
