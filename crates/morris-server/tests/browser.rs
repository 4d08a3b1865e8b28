//! The browser pages in Debian's Chromium, driven by playwright-core
//! (tests/browser/*.mjs), against a real server on loopback: a friend
//! joining from the invite link, a visitor playing the computer from the
//! start page, the German pages, the review after a game; and the pages'
//! headers, by plain HTTP.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::browser::{browser_dir, get, header, run_browser, wait_long};
use common::{TestServer, play};
use morris_client::{Client, Event};
use morris_core::{ByColor, Color, Game, Move, Record, Rules};
use morris_protocol::{
    ColorChoice, Enter, GradeCounts, Notice, ReviewGrade, ReviewResult, ReviewValue, RoomSettings,
    SideReview, TurnGrade,
};
use morris_server::ai::{AiQueue, Brain, Reviewed};

/// The computer of these tests: a seeded random legal turn, as level 1
/// plays (the app's AI is the `morris` command's, not the server's). Its
/// review grades White's turns best but every fourth from the third, a
/// searched mistake, and Black's good but the first, a blunder known
/// exactly; a turn tried again is right when it is the first legal one.
#[derive(Debug)]
struct Random(Mutex<u64>);

impl Random {
    fn below(&self, n: usize) -> usize {
        let mut seed = self.0.lock().unwrap();
        *seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((*seed >> 33) % n as u64) as usize
    }
}

impl Brain for Random {
    fn choose(&self, game: &Game, _level: u8, _clock: Option<u64>) -> Option<Move> {
        let moves = game.legal_moves();
        (!moves.is_empty()).then(|| moves[self.below(moves.len())])
    }
    fn hint(&self, game: &Game) -> Option<Move> {
        game.legal_moves().first().copied()
    }
    fn accepts_draw(&self, _game: &Game, _side: Color) -> bool {
        false
    }
    fn review(&self, game: &Game) -> Option<Reviewed> {
        // Slow enough for the page to say it waits.
        std::thread::sleep(Duration::from_millis(300));
        let mut at = Game::from_position(*game.start());
        let mut turns = Vec::new();
        let mut summary = ByColor::new(SideReview::default(), SideReview::default());
        for (ply, &mv) in game.moves().iter().enumerate() {
            let grade = match ply {
                1 => ReviewGrade::Blunder,
                p if p % 4 == 2 => ReviewGrade::Mistake,
                p if p % 2 == 0 => ReviewGrade::Best,
                _ => ReviewGrade::Good,
            };
            turns.push(graded(&at, ply, mv, grade));
            let side = &mut summary[at.position().side_to_move()];
            side.turns += 1;
            side.accuracy = 90.0;
            count(&mut side.grades, grade);
            at.play(mv).ok()?;
        }
        Some(Reviewed { turns, summary })
    }
    fn grade(&self, before: &Game, ply: u32, turn: Move) -> Option<TurnGrade> {
        let right = before.legal_moves().first() == Some(&turn);
        let grade = if right {
            ReviewGrade::Good
        } else {
            ReviewGrade::Mistake
        };
        Some(graded(before, ply as usize, turn, grade))
    }
}

/// `turn` played in `before` as the tests' computer grades it: a blunder
/// exactly (a win thrown into a loss), anything else searched.
fn graded(before: &Game, ply: usize, turn: Move, grade: ReviewGrade) -> TurnGrade {
    let searched = |expected| ReviewValue {
        expected: Some(expected),
        depth: Some(8),
        ..ReviewValue::default()
    };
    let known = |result, plies| ReviewValue {
        result: Some(result),
        plies: Some(plies),
        ..ReviewValue::default()
    };
    let (before_value, after) = match grade {
        ReviewGrade::Blunder => (known(ReviewResult::Win, 9), known(ReviewResult::Loss, 4)),
        ReviewGrade::Mistake => (searched(0.6), searched(0.35)),
        _ => (searched(0.5), searched(0.48)),
    };
    let best = before.legal_moves()[0].to_string();
    TurnGrade {
        ply: ply as u32,
        side: before.position().side_to_move(),
        turn: turn.to_string(),
        grade,
        exact: grade == ReviewGrade::Blunder,
        before: before_value,
        after,
        best: vec![best.clone()],
        line: vec![best],
        legal: Vec::new(),
    }
}

fn count(counts: &mut GradeCounts, grade: ReviewGrade) {
    match grade {
        ReviewGrade::Best => counts.best += 1,
        ReviewGrade::Good => counts.good += 1,
        ReviewGrade::Inaccuracy => counts.inaccuracy += 1,
        ReviewGrade::Mistake => counts.mistake += 1,
        ReviewGrade::Blunder => counts.blunder += 1,
    }
}

fn server_with_computer(dir: &Path) -> TestServer {
    let brain = Random(Mutex::new(20_261_206));
    TestServer::start_with(dir, 0, Some(AiQueue::new(Arc::new(brain), 2)))
}

#[test]
fn the_pages_forbid_inline_script_and_their_modules_are_kept_until_they_change() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    let (status, headers, body) = get(&server, "/", "Accept-Language: de-DE,de;q=0.9\r\n");
    assert!(status.starts_with("HTTP/1.1 200"), "{status}");
    let csp = header(&headers, "content-security-policy").expect("a policy");
    assert!(
        csp.contains("script-src 'self'") && !csp.contains("unsafe-inline"),
        "{csp}"
    );
    assert_eq!(header(&headers, "cache-control"), Some("no-cache"));
    assert!(body.contains(r#"<html lang="de">"#), "{body}");
    // Every response, a refusal too: not to be framed, sniffed or referred.
    let (status, missing, _) = get(&server, "/record/nothing.pgn", "");
    assert!(status.starts_with("HTTP/1.1 404"), "{status}");
    for response in [&headers, &missing] {
        assert_eq!(header(response, "x-frame-options"), Some("DENY"));
        assert_eq!(header(response, "x-content-type-options"), Some("nosniff"));
        assert_eq!(header(response, "referrer-policy"), Some("no-referrer"));
    }
    // The module the page names, under its version.
    let start = body.find(r#"src="/static/"#).expect("a module's path") + 5;
    let path: String = body[start..].chars().take_while(|&c| c != '"').collect();
    assert!(path.ends_with("/front.js"), "{path}");
    let (status, headers, js) = get(&server, &path, "");
    assert!(status.starts_with("HTTP/1.1 200"), "{status}");
    assert!(header(&headers, "cache-control").is_some_and(|c| c.contains("immutable")));
    assert!(header(&headers, "content-type").is_some_and(|c| c.starts_with("text/javascript")));
    assert!(js.contains("import "), "{js}");
    // Another version is served, not to be kept; an unknown file is not.
    let (_, headers, _) = get(&server, "/static/0000/front.js", "");
    assert_eq!(header(&headers, "cache-control"), Some("no-cache"));
    let (status, ..) = get(&server, &path.replace("front.js", "secret.rs"), "");
    assert!(status.starts_with("HTTP/1.1 404"), "{status}");
    // The icon, named by the pages and where browsers look for it.
    assert!(body.contains("/icon.svg"), "{body}");
    let (status, headers, _) = get(&server, "/favicon.ico", "");
    assert!(status.starts_with("HTTP/1.1 200"), "{status}");
    assert_eq!(header(&headers, "content-type"), Some("image/svg+xml"));
}

#[test]
fn a_browser_joins_from_the_invite_link_and_plays_a_mill_and_its_removal_to_the_end() {
    let browser = browser_dir();
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    let settings = RoomSettings {
        color: ColorChoice::White,
        ..RoomSettings::new(Rules::default())
    };
    let host = Client::connect(&server.url(), "Host", Enter::Host { settings }).unwrap();
    let welcome = wait_long(&host, "the welcome", |e| match e {
        Event::Welcome(w) => Some(w.clone()),
        _ => None,
    });
    let link = format!(
        "{}/join/{}",
        server.url(),
        welcome.invite.expect("an invite")
    );
    // The browser plays Black: two placements, then a mill that takes b6.
    let page = Command::new("node")
        .arg("join.mjs")
        .arg(&link)
        .arg(r#"[[1,"a1"],[3,"d1"],[5,"g1xb6"]]"#)
        .arg("0-1")
        .current_dir(&browser)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_long(&host, "the browser", |e| {
        matches!(e, Event::Notice { notice: Notice::Joined { name }, .. } if name == "Browser")
            .then_some(())
    });
    for (ply, (turn, reply)) in [("a7", "a1"), ("d7", "d1"), ("b6", "g1xb6")]
        .into_iter()
        .enumerate()
    {
        play(&host, 2 * ply, turn);
        wait_long(&host, &format!("the browser's {reply}"), |e| match e {
            Event::Notice {
                notice:
                    Notice::Played {
                        side: Color::Black,
                        turn,
                    },
                ..
            } if turn == reply => Some(()),
            _ => None,
        });
    }
    host.send(morris_protocol::ClientMessage::Resign);
    let out = page.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "the browser failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("played g1xb6"), "{stdout}");
    assert!(
        stdout.contains("status: Game over: Black wins. White resigned."),
        "{stdout}"
    );
    assert!(!stdout.contains("page error"), "{stdout}");
    let (status, _, text) = get(&server, &format!("/record/{}.pgn", welcome.watch), "");
    assert!(status.starts_with("HTTP/1.1 200"), "{status}");
    let kept: Record = text.parse().unwrap();
    assert_eq!(
        kept.moves()
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
        ["a7", "a1", "d7", "d1", "b6", "g1xb6"]
    );
    assert_eq!(kept.tag("Black"), Some("Browser"));
    assert_eq!(kept.tag("Result"), Some("0-1"));
}

/// The texts of the English pages that must not show on a page in `lang`:
/// every piece of an English text (between its placeholders) that no text
/// of `lang` holds.
fn english_left_out(lang: morris_i18n::Lang) -> Vec<String> {
    let theirs: Vec<String> = morris_i18n::page_texts(lang)
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    let mut pieces = Vec::new();
    for (_, text) in morris_i18n::page_texts(morris_i18n::Lang::En) {
        for piece in text.split("{$") {
            let piece = piece.split_once('}').map_or(piece, |(_, rest)| rest);
            let piece = piece.trim_matches(|c: char| !c.is_alphanumeric());
            if piece.len() >= 8 && !theirs.iter().any(|t| t.contains(piece)) {
                pieces.push(piece.to_owned());
            }
        }
    }
    pieces
}

/// `computer.mjs` against a server: the JSON line it printed.
fn browser_plays_the_computer(
    server: &TestServer,
    locale: &str,
    no_flying: bool,
    foreign: &[String],
) -> serde_json::Value {
    let no_flying = if no_flying { "1" } else { "0" };
    let foreign = serde_json::to_string(foreign).unwrap();
    run_browser(
        "computer.mjs",
        &[&server.url(), locale, "1", no_flying, &foreign],
    )
}

#[test]
fn a_browser_plays_the_computer_from_the_start_page_through_mills_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let server = server_with_computer(dir.path());
    let played = browser_plays_the_computer(&server, "en-GB", false, &[]);
    let result = played["result"].as_str().unwrap_or_default().to_owned();
    assert!(
        ["1-0", "0-1", "1/2-1/2"].contains(&result.as_str()),
        "{played}"
    );
    assert!(
        played["mills"].as_u64() >= Some(1),
        "no mill closed: {played}"
    );
    assert_eq!(
        played["remove_prompts"], played["mills"],
        "each mill asks for its removal: {played}"
    );
    assert!(
        played["status"]
            .as_str()
            .unwrap_or_default()
            .starts_with("Game over: "),
        "{played}"
    );
    // The moves the page showed are a whole game under the rules chosen.
    let rules: Rules = serde_json::from_value(played["rules"].clone()).unwrap();
    assert_eq!(rules, Rules::default());
    let mut game = Game::new(rules);
    for turn in played["moves"].as_array().unwrap() {
        game.play(turn.as_str().unwrap().parse().unwrap()).unwrap();
    }
    assert!(game.is_over(), "{played}");
    // The finished game opens on the analysis board with its turns.
    let turns: Vec<&str> = played["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|t| t.as_str())
        .collect();
    assert_eq!(
        played["analyse"],
        format!("/analysis?rules=nine&moves={}&lang=en", turns.join("+")),
        "{played}"
    );
}

#[test]
fn in_german_the_pages_show_no_english_and_no_flying_means_no_flying() {
    let foreign = english_left_out(morris_i18n::Lang::De);
    assert!(
        foreign.iter().any(|f| f == "Play the computer"),
        "the check knows the English texts: {foreign:?}"
    );
    let dir = tempfile::tempdir().unwrap();
    let server = server_with_computer(dir.path());
    // The computer's choices are random, and a game may end before either
    // side is down to three pieces (a side blocked right after placing):
    // then another game is played, up to five.
    let mut at_three = 0;
    let mut games = Vec::new();
    while at_three == 0 && games.len() < 5 {
        let played = browser_plays_the_computer(&server, "de-DE", true, &foreign);
        assert!(
            played["status"]
                .as_str()
                .unwrap_or_default()
                .starts_with("Spielende: "),
            "{played}"
        );
        let rules: Rules = serde_json::from_value(played["rules"].clone()).unwrap();
        assert_eq!(rules.flying(), morris_core::Flying::Off, "{played}");
        // Wherever a side was down to three pieces, it only stepped.
        let mut game = Game::new(rules);
        for turn in played["moves"].as_array().unwrap() {
            let pos = *game.position();
            let side = pos.side_to_move();
            if pos.in_hand(side) == 0 && pos.pieces(side).len() == 3 {
                at_three += 1;
                for m in game.legal_moves() {
                    let from = m.from().expect("a move, not a placement");
                    assert!(
                        pos.geometry().neighbours(from).contains(m.to()),
                        "{m} flies in {pos}"
                    );
                }
            }
            game.play(turn.as_str().unwrap().parse().unwrap()).unwrap();
        }
        games.push(played);
    }
    assert!(
        at_three > 0,
        "no side came down to three pieces in {} games: {games:?}",
        games.len()
    );
}

#[test]
fn after_a_game_against_the_computer_the_browser_reviews_it_and_learns_from_the_mistake() {
    let dir = tempfile::tempdir().unwrap();
    let server = server_with_computer(dir.path());
    let seen = run_browser("review.mjs", &[&server.url()]);
    assert_eq!(seen["review_hidden_in_play"], true, "{seen}");
    assert_eq!(seen["waiting"], "Reviewing the game…", "{seen}");
    // Six turns were played, then the resignation: a row a turn, a point
    // a position, the one exact value drawn apart.
    assert_eq!(
        (seen["moves"].as_u64(), seen["positions"].as_u64()),
        (Some(6), Some(7))
    );
    let rows: Vec<&str> = seen["rows"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|r| r.as_str())
        .collect();
    assert_eq!(rows.len(), 6, "{seen}");
    assert!(
        rows[0].starts_with("1. ") && rows[0].ends_with(" best"),
        "{rows:?}"
    );
    assert!(
        rows[1].starts_with("1… ") && rows[1].contains("?? blunder; best was "),
        "{rows:?}"
    );
    assert!(rows[2].contains("? mistake; best was "), "{rows:?}");
    assert_eq!(seen["points"], 7, "{seen}");
    assert_eq!(seen["exact_points"], 1, "{seen}");
    let summary = seen["summary"].as_str().unwrap_or_default();
    assert!(
        summary.contains("White: accuracy 90.0 %, inaccuracies 0, mistakes 1, blunders 0"),
        "{summary}"
    );
    // The graph's third point puts the board back before the third turn.
    assert_eq!(seen["pieces_at_end"], 6, "{seen}");
    assert_eq!(seen["expected_at_two"], 2, "{seen}");
    assert_eq!(seen["pieces_at_two"], 2, "{seen}");
    // White's one mistake, tried again.
    assert!(
        seen["prompt"]
            .as_str()
            .is_some_and(|p| p.starts_with("2. ") && p.ends_with("(mistake): find a better turn.")),
        "{seen}"
    );
    assert!(
        seen["wrong_text"]
            .as_str()
            .is_some_and(|p| p.ends_with("— mistake. Try again.")),
        "{seen}"
    );
    assert!(
        seen["done_text"]
            .as_str()
            .is_some_and(|p| p.starts_with("Yes: ") && p.ends_with("Practice over: 1 of 1 found.")),
        "{seen}"
    );
    // "Show me" draws the best turn (a placement here: where it goes, a
    // faint piece there) on the mistake's position, says it, and waits
    // for Next; the board tries nothing meanwhile.
    let best = seen["best"][0].as_str().unwrap_or_default();
    assert!(!best.is_empty() && !best.contains('-'), "{seen}");
    assert_eq!(
        seen["answer_marks"],
        serde_json::json!([format!("to {best}")]),
        "{seen}"
    );
    assert_eq!(seen["ghosts"], 1, "{seen}");
    assert_eq!(seen["pieces_shown"], seen["expected_at_mistake"], "{seen}");
    assert_eq!(seen["shown_text"], format!("The answer: {best}."), "{seen}");
    assert_eq!(seen["next_label"], "Next", "{seen}");
    assert_eq!(seen["still_showing"], "showing", "{seen}");
    assert!(
        seen["done_after_shown"]
            .as_str()
            .is_some_and(|p| p.ends_with("Practice over: 0 of 1 found.")),
        "{seen}"
    );
}
