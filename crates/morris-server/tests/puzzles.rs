//! The puzzle API (`/api/v1/puzzles`, docs/PUZZLES.md "The web API") over
//! HTTP: the daily puzzle of a date, one near a rating or on a ladder's
//! step, by theme and skipping some, one by its id, each with its line
//! judged at every legal turn; every bad query and body a JSON error; the
//! limits of one address; an attempt rating the visitor and the puzzle,
//! the puzzle's rating kept in SQLite across a restart and in PostgreSQL
//! across servers.

mod common;

use std::io::{Read as _, Write as _};
use std::net::TcpStream;
use std::time::Duration;

use common::{TestDb, TestServer};
use morris_ai::puzzles::choose;
use morris_ai::puzzles::rating::{Glicko2Rating, after_attempt, new_player, puzzle_start};
use morris_ai::puzzles::{Kind, Puzzle, shipped};
use morris_core::Preset;
use morris_server::puzzles::{PuzzleAnswer, PuzzleError, PuzzleErrorCode, Rated, Verdict, today};

/// The status and the body of a request with `body` (none for a GET).
fn request(server: &TestServer, method: &str, path: &str, body: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(server.addr).unwrap();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        server.addr,
        body.len()
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    let (head, body) = response.split_once("\r\n\r\n").unwrap_or((&response, ""));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let lower = head.to_ascii_lowercase();
    if !body.is_empty() {
        assert!(
            lower.contains("content-type: application/json"),
            "{head}\n{body}"
        );
        assert!(lower.contains("cache-control: no-store"), "{head}");
    }
    (status, body.to_owned())
}

fn puzzle(server: &TestServer, path: &str) -> PuzzleAnswer {
    let (status, body) = request(server, "GET", path, "");
    assert_eq!(status, 200, "{path}: {body}");
    serde_json::from_str(&body).unwrap_or_else(|e| panic!("{e}: {body}"))
}

fn refusal(server: &TestServer, method: &str, path: &str, body: &str) -> (u16, PuzzleError) {
    let (status, text) = request(server, method, path, body);
    let error = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}: {text}"));
    (status, error)
}

fn attempt(server: &TestServer, id: &str, player: Glicko2Rating, solved: bool) -> Rated {
    let body = serde_json::json!({
        "player": {
            "rating": player.rating,
            "deviation": player.deviation,
            "volatility": player.volatility,
        },
        "solved": solved,
    })
    .to_string();
    let path = format!("/api/v1/puzzles/{id}/attempt");
    let (status, text) = request(server, "POST", &path, &body);
    assert_eq!(status, 200, "{text}");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn nine() -> Vec<Puzzle> {
    shipped::load(Preset::Nine).unwrap().puzzles
}

fn server(dir: &std::path::Path) -> TestServer {
    TestServer::start(dir, 0)
}

#[test]
fn the_daily_puzzle_is_the_sets_choice_for_the_date_judged_at_every_turn() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path());
    let set = nine();
    let daily = puzzle(&server, "/api/v1/puzzles/daily?date=2026-12-07");
    let chosen = &set[choose::daily(&set, "2026-12-07").unwrap()];
    assert_eq!(daily.version, 1);
    assert_eq!(daily.id, chosen.id());
    assert_eq!(daily.date.as_deref(), Some("2026-12-07"));
    assert_eq!(daily.rules, "nine");
    assert_eq!(daily.position, chosen.position().to_string());
    assert_eq!(daily.side, chosen.position().side_to_move());
    assert_eq!(daily.kind, chosen.kind().name());
    assert_eq!(daily.start_rating, chosen.rating());
    let line: Vec<String> = chosen.line().iter().map(ToString::to_string).collect();
    assert_eq!(daily.line, line);
    // Not yet attempted: the starting rating, with the puzzles' deviation.
    let start = puzzle_start(chosen.rating());
    assert_eq!(daily.rating.rating, start.rating);
    assert_eq!(daily.rating.deviation, start.deviation);
    assert_eq!(daily.rating.attempts, 0);
    // A step for each solver's turn: every legal turn there, the line's
    // right.
    assert_eq!(daily.steps.len(), chosen.solver_turns().count());
    for (step, answer) in daily.steps.iter().zip(chosen.solver_turns()) {
        assert_eq!(step.answer, answer.to_string());
        let right = step
            .turns
            .iter()
            .find(|t| t.turn == step.answer)
            .expect("the answer among the legal turns");
        assert_eq!(right.verdict, Verdict::Right);
        assert!(right.after.is_some());
    }
    // The same for a date asked again; another date, another puzzle
    // (almost always: these two differ).
    assert_eq!(
        puzzle(&server, "/api/v1/puzzles/daily?date=2026-12-07").id,
        daily.id
    );
    let other = puzzle(&server, "/api/v1/puzzles/daily?date=2026-12-08");
    assert_eq!(
        other.id,
        set[choose::daily(&set, "2026-12-08").unwrap()].id()
    );
    assert_ne!(other.id, daily.id);
    // Without a date: today's, in UTC.
    let now = puzzle(&server, "/api/v1/puzzles/daily");
    assert_eq!(now.date, Some(today()));
    // By its id, the same puzzle (without a date).
    let by_id = puzzle(&server, &format!("/api/v1/puzzles/{}", daily.id));
    assert_eq!(
        by_id,
        PuzzleAnswer {
            date: None,
            ..daily
        }
    );
}

#[test]
fn a_removal_puzzle_gives_its_placement_or_move_and_judges_every_other_turn() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path());
    let set = nine();
    let removal = set.iter().find(|p| p.kind() == Kind::Removal).unwrap();
    let answer = puzzle(&server, &format!("/api/v1/puzzles/{}", removal.id()));
    let given = answer.given.clone().expect("the given placement or move");
    assert_eq!(given, removal.line()[0].base().to_string());
    let step = &answer.steps[0];
    for t in &step.turns {
        let expected = if t.turn == step.answer {
            Verdict::Right
        } else if t.turn.starts_with(&format!("{given}x")) {
            Verdict::LetsValueGo
        } else {
            Verdict::OtherTurn
        };
        assert_eq!(t.verdict, expected, "{}", t.turn);
    }
    // A hold: every other turn loses.
    let hold = set.iter().find(|p| p.kind() == Kind::Hold).unwrap();
    let answer = puzzle(&server, &format!("/api/v1/puzzles/{}", hold.id()));
    assert_eq!(answer.given, None);
    assert!(
        answer.steps[0]
            .turns
            .iter()
            .all(
                |t| (t.turn == answer.line[0]) == (t.verdict == Verdict::Right)
                    && (t.verdict == Verdict::Right || t.verdict == Verdict::Loses)
            )
    );
}

#[test]
fn next_and_ladder_choose_by_rating_theme_and_skip_as_the_set_does() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path());
    let set = nine();
    let near = puzzle(
        &server,
        "/api/v1/puzzles/next?rules=nine&rating=1500&seed=7",
    );
    let expected = &set[choose::near(&set, 1500.0, choose::Filter::default(), 7).unwrap()];
    assert_eq!(near.id, expected.id());
    assert!(
        (1400..=1600).contains(&near.start_rating),
        "{}",
        near.start_rating
    );
    // Skipping it, another; the rating left out is 1500.
    let again = puzzle(
        &server,
        &format!("/api/v1/puzzles/next?seed=7&skip={},zzz", near.id),
    );
    assert_ne!(again.id, near.id);
    // A theme: only puzzles with it.
    let flying = puzzle(
        &server,
        "/api/v1/puzzles/next?rules=nine&rating=1200&theme=flying-endgame&seed=1",
    );
    assert!(flying.themes.contains(&"flying-endgame".to_owned()));
    let theme = puzzle(
        &server,
        "/api/v1/puzzles/next?rules=six&theme=last-piece&seed=2",
    );
    assert_eq!(theme.rules, "six");
    assert!(theme.themes.contains(&"last-piece".to_owned()));
    // Without a seed, some puzzle near the rating.
    let drawn = puzzle(&server, "/api/v1/puzzles/next?rules=twelve&rating=1000");
    assert_eq!(drawn.rules, "twelve");
    // The ladder: rising by step, each step's band.
    for step in [0usize, 5, 10] {
        let rung = puzzle(
            &server,
            &format!("/api/v1/puzzles/ladder?rules=nine-no-flying&step={step}&seed=3"),
        );
        assert_eq!(rung.rules, "nine-no-flying");
        let low = choose::ladder_rating(step);
        let set = shipped::load(Preset::NineNoFlying).unwrap().puzzles;
        let expected = &set[choose::ladder(&set, step, choose::Filter::default(), 3).unwrap()];
        assert_eq!(rung.id, expected.id(), "step {step}");
        assert!(
            rung.start_rating >= low.saturating_sub(200),
            "step {step}: {} from {low}",
            rung.start_rating
        );
    }
}

#[test]
fn every_bad_request_is_a_json_error_with_its_reason() {
    let dir = tempfile::tempdir().unwrap();
    let limits = morris_server::Limits {
        // The test asks more than a visitor would in a second.
        puzzle_requests: 1000,
        ..morris_server::Limits::default()
    };
    let server = TestServer::start_limited(dir.path(), 0, None, limits);
    let id = nine()[0].id().to_owned();
    let attempt_path = format!("/api/v1/puzzles/{id}/attempt");
    let good =
        r#"{"player": {"rating": 1500, "deviation": 350, "volatility": 0.06}, "solved": true}"#;
    let cases: Vec<(&str, String, String, u16, PuzzleErrorCode, &str)> = vec![
        ("GET", "/api/v1/puzzles/daily?date=2026-02-30".into(), String::new(), 400, PuzzleErrorCode::BadDate, "YYYY-MM-DD"),
        ("GET", "/api/v1/puzzles/daily?date=07.12.2026".into(), String::new(), 400, PuzzleErrorCode::BadDate, "07.12.2026"),
        ("GET", "/api/v1/puzzles/daily?day=2026-12-07".into(), String::new(), 400, PuzzleErrorCode::BadQuery, "day"),
        ("GET", "/api/v1/puzzles/daily?date=2026-12-07&date=2026-12-08".into(), String::new(), 400, PuzzleErrorCode::BadQuery, "twice"),
        ("GET", "/api/v1/puzzles/next?rules=chess".into(), String::new(), 400, PuzzleErrorCode::UnknownRules, "nine, nine-no-flying, twelve, six"),
        ("GET", "/api/v1/puzzles/next?rules=lasker".into(), String::new(), 400, PuzzleErrorCode::UnknownRules, "lasker"),
        ("GET", "/api/v1/puzzles/next?theme=forks".into(), String::new(), 400, PuzzleErrorCode::UnknownTheme, "double-mill"),
        ("GET", "/api/v1/puzzles/next?rating=strong".into(), String::new(), 400, PuzzleErrorCode::BadQuery, "rating"),
        ("GET", "/api/v1/puzzles/next?rating=9000".into(), String::new(), 400, PuzzleErrorCode::BadQuery, "0 to 4000"),
        ("GET", "/api/v1/puzzles/next?rating=NaN".into(), String::new(), 400, PuzzleErrorCode::BadQuery, "rating"),
        ("GET", "/api/v1/puzzles/next?skip=a%20b".into(), String::new(), 400, PuzzleErrorCode::BadQuery, "no puzzle's id"),
        ("GET", "/api/v1/puzzles/next?seed=-1".into(), String::new(), 400, PuzzleErrorCode::BadQuery, "seed"),
        // The nine's set comes from the endgame databases: no placing.
        ("GET", "/api/v1/puzzles/next?rules=twelve&theme=placing-trap".into(), String::new(), 404, PuzzleErrorCode::NoPuzzle, "theme"),
        ("GET", "/api/v1/puzzles/ladder?step=-1".into(), String::new(), 400, PuzzleErrorCode::BadQuery, "step"),
        ("GET", "/api/v1/puzzles/ladder?step=1001".into(), String::new(), 400, PuzzleErrorCode::BadQuery, "0 to 1000"),
        ("GET", "/api/v1/puzzles/ladder?rating=1500".into(), String::new(), 400, PuzzleErrorCode::BadQuery, "rating"),
        ("GET", "/api/v1/puzzles/nosuchpuzzle".into(), String::new(), 404, PuzzleErrorCode::UnknownPuzzle, "nosuchpuzzle"),
        ("GET", format!("/api/v1/puzzles/{id}?lang=de"), String::new(), 400, PuzzleErrorCode::BadQuery, "no parameter"),
        ("POST", "/api/v1/puzzles/nosuchpuzzle/attempt".into(), good.into(), 404, PuzzleErrorCode::UnknownPuzzle, "nosuchpuzzle"),
        ("POST", attempt_path.clone(), "solved".into(), 400, PuzzleErrorCode::BadAttempt, "not an attempt"),
        ("POST", attempt_path.clone(), r#"{"solved": true}"#.into(), 400, PuzzleErrorCode::BadAttempt, "player"),
        ("POST", attempt_path.clone(), r#"{"player": {"rating": 1500, "deviation": 350, "volatility": 0.06}, "solved": "yes"}"#.into(), 400, PuzzleErrorCode::BadAttempt, "not an attempt"),
        ("POST", attempt_path.clone(), r#"{"player": {"rating": 1500, "deviation": 350, "volatility": 0.06}, "solved": true, "time": 3}"#.into(), 400, PuzzleErrorCode::BadAttempt, "time"),
        ("POST", attempt_path.clone(), r#"{"player": {"rating": 1e9, "deviation": 350, "volatility": 0.06}, "solved": true}"#.into(), 400, PuzzleErrorCode::BadAttempt, "rating is 1000000000"),
        ("POST", attempt_path.clone(), r#"{"player": {"rating": 1500, "deviation": 0, "volatility": 0.06}, "solved": false}"#.into(), 400, PuzzleErrorCode::BadAttempt, "deviation"),
        ("POST", attempt_path.clone(), r#"{"player": {"rating": 1500, "deviation": 350, "volatility": -0.06}, "solved": false}"#.into(), 400, PuzzleErrorCode::BadAttempt, "volatility"),
        ("POST", attempt_path.clone(), format!(r#"{{"player": {{"rating": 1500, "deviation": 350, "volatility": 0.06}}, "solved": true, "pad": "{}"}}"#, "x".repeat(2000)), 413, PuzzleErrorCode::TooLarge, "1024"),
        ("GET", format!("/api/v1/puzzles/next?skip={}", "abcdefghij,".repeat(300)), String::new(), 414, PuzzleErrorCode::TooLarge, "2048"),
        ("GET", format!("/api/v1/puzzles/next?skip={}", "abcdefg,".repeat(201)), String::new(), 400, PuzzleErrorCode::BadQuery, "200"),
    ];
    for (method, path, body, status, code, says) in cases {
        let (got, error) = refusal(&server, method, &path, &body);
        assert_eq!(
            (got, error.error),
            (status, code),
            "{path}: {}",
            error.reason
        );
        assert!(error.reason.contains(says), "{path}: {}", error.reason);
    }
    // None of the refused attempts counted.
    let kept = puzzle(&server, &format!("/api/v1/puzzles/{id}"));
    assert_eq!(kept.rating.attempts, 0);
}

#[test]
fn one_address_gets_its_share_of_answers_and_attempts_and_then_a_refusal() {
    let dir = tempfile::tempdir().unwrap();
    let limits = morris_server::Limits {
        puzzle_requests: 3,
        puzzle_period: Duration::from_secs(3600),
        ..morris_server::Limits::default()
    };
    let server = TestServer::start_limited(dir.path(), 0, None, limits);
    for _ in 0..3 {
        let _ = puzzle(&server, "/api/v1/puzzles/daily");
    }
    let (status, error) = refusal(&server, "GET", "/api/v1/puzzles/daily", "");
    assert_eq!((status, error.error), (429, PuzzleErrorCode::TooMany));
    assert!(error.reason.contains("at most 3"), "{}", error.reason);

    let dir = tempfile::tempdir().unwrap();
    let limits = morris_server::Limits {
        puzzle_attempts_per_hour: 1,
        ..morris_server::Limits::default()
    };
    let server = TestServer::start_limited(dir.path(), 0, None, limits);
    let id = nine()[3].id().to_owned();
    let _ = attempt(&server, &id, new_player(), true);
    let body =
        r#"{"player": {"rating": 1500, "deviation": 350, "volatility": 0.06}, "solved": true}"#;
    let (status, error) = refusal(
        &server,
        "POST",
        &format!("/api/v1/puzzles/{id}/attempt"),
        body,
    );
    assert_eq!((status, error.error), (429, PuzzleErrorCode::TooMany));
    assert!(
        error.reason.contains("attempts an hour"),
        "{}",
        error.reason
    );
    // The refused attempt changed nothing.
    assert_eq!(
        puzzle(&server, &format!("/api/v1/puzzles/{id}"))
            .rating
            .attempts,
        1
    );
}

#[test]
fn an_attempt_rates_the_visitor_and_the_puzzle_kept_in_sqlite_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let set = nine();
    let chosen = &set[choose::daily(&set, "2026-12-07").unwrap()];
    let start = puzzle_start(chosen.rating());
    let server = server(dir.path());
    // A fresh visitor misses it: the visitor loses rating, the puzzle
    // gains, as Glicko-2 has it.
    let rated = attempt(&server, chosen.id(), new_player(), false);
    let (player, kept) = after_attempt(&new_player(), &start, false);
    assert_eq!(rated.version, 1);
    assert_eq!(rated.id, chosen.id());
    assert_eq!(rated.player.rating, player.rating);
    assert_eq!(rated.player.deviation, player.deviation);
    assert_eq!(rated.player.volatility, player.volatility);
    assert!(rated.player.rating < 1500.0);
    assert_eq!(rated.puzzle.rating, kept.rating);
    assert!(rated.puzzle.rating > start.rating);
    assert_eq!(rated.puzzle.attempts, 1);
    let seen = puzzle(&server, "/api/v1/puzzles/daily?date=2026-12-07");
    assert_eq!(seen.rating, rated.puzzle);
    assert_eq!(seen.start_rating, chosen.rating());

    // The server stopped as a kill stops it, and started again on the
    // same directory: the rating is kept, and the next attempt starts
    // from it.
    server.kill();
    let server = self::server(dir.path());
    let seen = puzzle(&server, &format!("/api/v1/puzzles/{}", chosen.id()));
    assert_eq!(seen.rating, rated.puzzle);
    let strong = Glicko2Rating {
        rating: 2000.0,
        deviation: 80.0,
        volatility: 0.06,
    };
    let again = attempt(&server, chosen.id(), strong, true);
    let (player, kept) = after_attempt(&strong, &seen_rating(&seen), true);
    assert_eq!(again.player.rating, player.rating);
    assert_eq!(again.puzzle.rating, kept.rating);
    assert_eq!(again.puzzle.attempts, 2);
    // Another puzzle is untouched.
    let other = &set[choose::daily(&set, "2026-12-08").unwrap()];
    let untouched = puzzle(&server, &format!("/api/v1/puzzles/{}", other.id()));
    assert_eq!(untouched.rating.attempts, 0);
}

fn seen_rating(answer: &PuzzleAnswer) -> Glicko2Rating {
    Glicko2Rating {
        rating: answer.rating.rating,
        deviation: answer.rating.deviation,
        volatility: answer.rating.volatility,
    }
}

#[test]
fn attempts_on_two_servers_of_one_postgresql_each_count() {
    let db = TestDb::new();
    let a = TestServer::start_pg(&db.url);
    let b = TestServer::start_pg(&db.url);
    let set = nine();
    let chosen = &set[choose::daily(&set, "2026-12-07").unwrap()];
    let path = format!("/api/v1/puzzles/{}", chosen.id());
    let rated = attempt(&a, chosen.id(), new_player(), true);
    assert_eq!(rated.puzzle.attempts, 1);
    let seen = puzzle(&b, &path);
    assert_eq!(seen.rating, rated.puzzle);
    // Twenty attempts at once, ten on each server: each counts once.
    std::thread::scope(|s| {
        for i in 0..20 {
            let server = if i % 2 == 0 { &a } else { &b };
            let id = chosen.id();
            s.spawn(move || attempt(server, id, new_player(), i % 3 == 0));
        }
    });
    let seen = puzzle(&a, &path);
    assert_eq!(seen.rating.attempts, 21);
    assert_eq!(puzzle(&b, &path).rating, seen.rating);
}

/// The first date from 2026-12-07 whose daily puzzle is a win of at
/// least two of the solver's turns, and the puzzle.
fn a_daily_win(set: &[Puzzle]) -> (String, &Puzzle) {
    (7..=31)
        .map(|day| format!("2026-12-{day:02}"))
        .chain((1..=28).map(|day| format!("2027-01-{day:02}")))
        .find_map(|date| {
            let p = &set[choose::daily(set, &date)?];
            (p.kind() == Kind::Win && p.solver_turns().count() >= 2).then_some((date, p))
        })
        .expect("a daily win of two turns in two months")
}

#[test]
fn the_daily_puzzle_in_chromium_says_why_a_turn_is_wrong_is_solved_and_rates_the_visitor() {
    let dir = tempfile::tempdir().unwrap();
    let limits = morris_server::Limits {
        // The page asks more than a visitor would in a second.
        puzzle_requests: 1000,
        ..morris_server::Limits::default()
    };
    let server = TestServer::start_limited(dir.path(), 0, None, limits);
    let set = nine();
    let (date, daily) = a_daily_win(&set);
    let removal = set.iter().find(|p| p.kind() == Kind::Removal).unwrap();
    // PUZZLES_SCREENSHOTS=DIR keeps a look at the board (not checked).
    let shots = std::env::var("PUZZLES_SCREENSHOTS").unwrap_or_default();
    let seen =
        common::browser::run_browser("puzzles.mjs", &[&server.url(), &date, removal.id(), &shots]);
    let s = |key: &str| seen[key].as_str().unwrap_or_default().to_owned();
    // The front page's links, and today's daily puzzle behind one.
    assert_eq!(
        seen["front_puzzles"],
        serde_json::json!(["/puzzles?lang=en", "Puzzles: find the only right turn"]),
        "{seen}"
    );
    assert_eq!(
        seen["front_daily"],
        serde_json::json!(["/puzzles/daily?lang=en", "Daily puzzle"]),
        "{seen}"
    );
    assert_eq!(s("today_title"), format!("Daily puzzle of {}", today()));

    // The day's puzzle: its task, its rating, the visitor's fresh one.
    assert_eq!(s("id"), daily.id(), "{seen}");
    assert_eq!(s("title"), format!("Daily puzzle of {date}"));
    let color = match daily.position().side_to_move() {
        morris_core::Color::White => "White",
        morris_core::Color::Black => "Black",
    };
    assert_eq!(
        s("task"),
        format!("{color} to move: find the only winning turn.")
    );
    assert_eq!(
        s("info"),
        format!(
            "Puzzle {} · Nine Men's Morris · rated {}",
            daily.id(),
            daily.rating()
        )
    );
    assert_eq!(s("rating_before"), "Your puzzle rating: 1500 ± 350");
    assert_eq!(seen["choose_hidden"], true);
    assert_eq!(seen["points"], 24);

    // The wrong turn: why, Try again and Show the answer; rated a miss.
    assert_eq!(
        s("wrong_status"),
        format!("Not {}: This lets the win go.", s("wrong")),
        "{seen}"
    );
    assert_eq!(
        seen["wrong_buttons"],
        serde_json::json!([true, true, false])
    );
    assert_eq!(seen["wrong_moves_hidden"], true);
    let start = puzzle_start(daily.rating());
    let (player, _) = after_attempt(&new_player(), &start, false);
    let rounded = player.rating.round();
    assert_eq!(
        s("rating_after_miss"),
        format!(
            "Your puzzle rating: {rounded} ± {}",
            player.deviation.round()
        ),
        "{seen}"
    );
    let change = rounded as i64 - 1500;
    assert!(change < 0, "{seen}");
    assert_eq!(
        s("rated_after_miss"),
        format!("Rated: {change}, now {rounded}.")
    );
    assert_eq!(
        seen["history_after_miss"],
        serde_json::json!([format!("{}: missed, {rounded} ({change})", daily.id())])
    );
    assert_eq!(seen["stored_rating"]["rating"], player.rating);
    assert_eq!(s("again_status"), "");

    // The right line: the reply from the line, then solved (not at the
    // first try).
    let line: Vec<String> = daily.line().iter().map(ToString::to_string).collect();
    assert_eq!(seen["line"], serde_json::json!(line));
    assert_eq!(
        s("first_right_status"),
        format!(
            "Right: {}. The reply: {}. Find the next turn.",
            line[0], line[1]
        )
    );
    assert_eq!(s("first_moves"), format!("1. {} {}", line[0], line[1]));
    assert!(seen["reply_marked"].as_u64().unwrap() >= 1, "{seen}");
    assert_eq!(s("solved_status"), "Solved, though not at the first try.");
    assert_eq!(seen["solved_more"], true);
    assert!(s("solved_moves").ends_with(&line[line.len() - 1]), "{seen}");
    // The server kept the miss.
    let kept = puzzle(&server, &format!("/api/v1/puzzles/{}", daily.id()));
    assert_eq!(kept.rating.attempts, 1);
    assert!(kept.rating.rating > f64::from(daily.rating()));
    // Opened again: not rated again.
    assert_eq!(
        s("reload_rated"),
        "You tried this puzzle before: only a first attempt is rated."
    );
    assert_eq!(s("reload_rating"), s("rating_after_miss"));

    // The removal puzzle: the given move made and ringed, its removals
    // marked; another point refused; solved at the first try, rated up.
    let given = removal.line()[0].base().to_string();
    let removal_color = match removal.position().side_to_move() {
        morris_core::Color::White => "White",
        morris_core::Color::Black => "Black",
    };
    assert_eq!(
        s("removal_task"),
        format!(
            "{removal_color} plays {given} and closes a mill: which piece to remove? Only one removal keeps the value."
        )
    );
    let marks = if given.contains('-') {
        serde_json::json!(["from", "to"])
    } else {
        serde_json::json!(["to"])
    };
    assert_eq!(seen["removal_given_marks"], marks, "{seen}");
    assert!(seen["removal_targets"].as_u64().unwrap() >= 2, "{seen}");
    assert_eq!(
        s("removal_other_status"),
        format!("The puzzle asks the removal after {given}.")
    );
    assert_eq!(seen["removal_still_given"], marks.as_array().unwrap().len());
    assert_eq!(s("removal_status"), "Solved!");
    assert!(s("removal_rated").starts_with("Rated: +"), "{seen}");
    let history = seen["removal_history"].as_array().unwrap();
    assert_eq!(history.len(), 2, "{seen}");
    assert!(
        history[0]
            .as_str()
            .unwrap()
            .starts_with(&format!("{}: solved, ", removal.id())),
        "{seen}"
    );
    assert_eq!(seen["removal_next"], true);
    assert!(
        s("url").ends_with(&format!("/puzzles?id={}&lang=en", removal.id())),
        "{seen}"
    );
    assert_ne!(s("next_id"), removal.id());

    // The streak and the rush.
    assert_eq!(s("streak_run"), "Streak: 0 · best 0", "{seen}");
    assert_eq!(s("streak_unrated"), "Streaks and rushes are not rated.");
    assert_eq!(s("streak_over"), "Streak over: 0 solved (best 0).");
    assert_eq!(seen["streak_buttons"], serde_json::json!([false, true]));
    assert!(
        s("rush_run").starts_with("Time left 3:00 · solved 0 · misses 0 of 3")
            || s("rush_run").starts_with("Time left 2:59 · solved 0 · misses 0 of 3"),
        "{seen}"
    );
}
