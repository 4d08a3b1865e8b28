//! The browser pages' words and buttons around a game with a friend, in
//! Debian's Chromium driven by playwright-core (tests/browser/*.mjs)
//! against a real server on loopback: what an invite says before joining,
//! the buttons that can do nothing, the requests waited on; a server
//! outage noticed at once and a turn made meanwhile sent when it is back.

mod common;

use std::io::{BufRead as _, BufReader, Read as _};
use std::process::{Command, Stdio};

use common::TestServer;
use common::browser::{browser_dir, get, run_browser, wait_long};
use morris_client::{Client, Event};
use morris_core::{Color, Preset, Rules};
use morris_protocol::{ClockSettings, ColorChoice, Enter, Notice, RoomSettings};

#[test]
fn an_invite_says_who_invites_to_what_and_the_buttons_do_only_what_they_can() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    let settings = RoomSettings {
        color: ColorChoice::White,
        clock: Some(ClockSettings {
            initial_ms: 300_000,
            increment_ms: 3_000,
        }),
        ..RoomSettings::new(Rules::preset(Preset::Three))
    };
    let host = Client::connect(&server.url(), "Ann", Enter::Host { settings }).unwrap();
    let welcome = wait_long(&host, "the welcome", |e| match e {
        Event::Welcome(w) => Some(w.clone()),
        _ => None,
    });
    let invite = welcome.invite.expect("an invite");
    // What the join page reads, and nothing for a code no game has.
    let (status, _, json) = get(&server, &format!("/invite/{invite}"), "");
    assert!(status.starts_with("HTTP/1.1 200"), "{status}");
    let told: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        (&told["host"], &told["color"], &told["open"]),
        (&"Ann".into(), &"black".into(), &true.into()),
        "{told}"
    );
    let (status, ..) = get(&server, "/invite/AAAAAAAAAAAA", "");
    assert!(status.starts_with("HTTP/1.1 404"), "{status}");

    let link = format!("{}/join/{invite}", server.url());
    let seen = run_browser("invite.mjs", &[&server.url(), &link]);
    // Before joining and during the game: the host, the rules, the clock
    // and the friend's colour.
    assert_eq!(
        seen["invitation"],
        "Ann invites you to a game of Three Men's Morris, 5:00 + 3 s a turn. You play Black.",
        "{seen}"
    );
    assert_eq!(seen["invitation_hidden_in_play"], true, "{seen}");
    // The invitation's board, not the usual one, before joining.
    assert_eq!(seen["points_before_joining"], 9, "{seen}");
    assert_eq!(
        seen["about"], "Three Men's Morris, 5:00 + 3 s a turn.",
        "{seen}"
    );
    assert!(
        seen["status"]
            .as_str()
            .is_some_and(|s| s.starts_with("You play Black.")),
        "{seen}"
    );
    // Resign, Draw, Take back, Rematch: before a turn nothing to take back.
    assert_eq!(
        seen["in_play"],
        serde_json::json!([false, false, true, true])
    );
    assert_eq!(seen["draw_wait"], "Your draw offer waits for Ann's answer.");
    assert_eq!(seen["draw_disabled"], true);
    // Over: only Rematch, which says the colours swap, then waits.
    assert_eq!(seen["over"], serde_json::json!([true, true, true, false]));
    assert_eq!(seen["rematch_label"], "Rematch, now as White");
    assert_eq!(seen["rematch_wait"], "Your rematch waits for Ann's answer.");
    assert_eq!(seen["rematch_disabled"], true);
    // The invite once taken says so before a name is typed, and where the
    // seat's owner finds the way back.
    assert_eq!(
        seen["late_status"],
        "This invite was already used: the game is full. If you joined it before, open your seat's link, which the game's page shows under “Your seat's link”."
    );
    // No flying switch where nobody flies; nothing to do before the friend.
    assert_eq!(
        seen["no_flying_shown"],
        serde_json::json!({"three": false, "six": false, "nine": true})
    );
    assert_eq!(seen["host_waiting"], serde_json::json!([true, true, true]));
    assert_eq!(
        seen["host_opponent"],
        "Waiting for your friend to open the link."
    );
    assert_eq!(
        seen["watch_label"],
        "Anyone can watch the game at this link:"
    );
    assert_eq!(seen["watch_link_path"], "/watch/CODE");
    assert_eq!(seen["watcher_status"], "You are watching.");
    assert_eq!(seen["watcher_resign_hidden"], true);
}

/// A friend who lost their browser's storage comes back with the seat's
/// own link the page showed after joining (issue 43 item 14).
#[test]
fn the_seats_own_link_takes_the_seat_back_in_a_browser_that_lost_it() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    let settings = RoomSettings {
        color: ColorChoice::White,
        ..RoomSettings::new(Rules::default())
    };
    let host = Client::connect(&server.url(), "Ann", Enter::Host { settings }).unwrap();
    let welcome = wait_long(&host, "the welcome", |e| match e {
        Event::Welcome(w) => Some(w.clone()),
        _ => None,
    });
    let link = format!("{}/join/{}", server.url(), welcome.invite.unwrap());
    let seen = run_browser("seat.mjs", &[&link]);
    assert_eq!(seen["seat_label"], "Your seat's link", "{seen}");
    // The token in the fragment, which no request carries.
    assert_eq!(seen["seat_link_path"], "/game/ROOM", "{seen}");
    assert_eq!(seen["seat_link_fragment_length"], 23, "{seen}");
    assert!(
        seen["invite_again"].as_str().is_some_and(|s| s
            .starts_with("This invite was already used")
            && s.contains("your seat's link")),
        "{seen}"
    );
    for key in ["back_status", "after_reload"] {
        assert!(
            seen[key]
                .as_str()
                .is_some_and(|s| s.starts_with("You play Black.")),
            "{key}: {seen}"
        );
    }
    assert!(
        seen["back_black_name"]
            .as_str()
            .is_some_and(|s| s.contains("Bea")),
        "{seen}"
    );
    assert_eq!(seen["address_after"], "", "{seen}");
    // The host's game has its friend again.
    wait_long(&host, "the friend back", |e| match e {
        Event::Notice {
            notice: Notice::Back { side: Color::Black },
            ..
        } => Some(()),
        _ => None,
    });
}

#[test]
fn the_page_says_at_once_that_the_server_is_gone_and_sends_the_turn_made_meanwhile() {
    let browser = browser_dir();
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    let port = server.addr.port();
    let settings = RoomSettings {
        color: ColorChoice::White,
        ..RoomSettings::new(Rules::default())
    };
    let host = Client::connect(&server.url(), "Ann", Enter::Host { settings }).unwrap();
    let welcome = wait_long(&host, "the welcome", |e| match e {
        Event::Welcome(w) => Some(w.clone()),
        _ => None,
    });
    let link = format!(
        "{}/join/{}",
        server.url(),
        welcome.invite.expect("an invite")
    );
    let mut page = Command::new("node")
        .arg("outage.mjs")
        .arg(&link)
        .arg("a1")
        .current_dir(&browser)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(page.stdout.take().unwrap()).lines();
    let mut next_line = || lines.next().and_then(Result::ok).unwrap_or_default();
    wait_long(&host, "the browser", |e| {
        matches!(
            e,
            Event::Notice {
                notice: Notice::Joined { .. },
                ..
            }
        )
        .then_some(())
    });
    common::play(&host, 0, "a7");
    assert_eq!(next_line(), "ready");
    // Gone without a word, as after kill -9; the turn is clicked meanwhile.
    server.kill();
    assert_eq!(next_line(), "clicked");
    let _server = TestServer::start(dir.path(), port);
    // Told as a notice, or in the state of the host's own reconnection
    // when the page was back first.
    wait_long(&host, "the browser's a1", |e| match e {
        Event::Notice {
            notice:
                Notice::Played {
                    side: Color::Black,
                    turn,
                },
            ..
        } if turn == "a1" => Some(()),
        Event::State(s) if s.moves.get(1).is_some_and(|t| t == "a1") => Some(()),
        _ => None,
    });
    assert_eq!(next_line(), "played");
    drop(host);
    let last = next_line();
    let status = page.wait().unwrap();
    let mut stderr = String::new();
    page.stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert!(
        status.success() && !stderr.contains("page error"),
        "the browser failed: {last}\n{stderr}"
    );
    let seen: serde_json::Value =
        serde_json::from_str(&last).unwrap_or_else(|e| panic!("{e}: {last}"));
    assert_eq!(seen["opponent_before"], "Ann is connected.", "{seen}");
    // Noticed at once, and nobody said to be connected meanwhile.
    assert!(seen["noticed_ms"].as_u64() < Some(3_000), "{seen}");
    assert_eq!(
        seen["lost_status"], "The connection was lost; reconnecting…",
        "{seen}"
    );
    assert_eq!(seen["lost_opponent"], "", "{seen}");
    assert_eq!(seen["resign_disabled"], true, "{seen}");
    assert_eq!(
        seen["pending_status"],
        "The connection was lost; reconnecting… Your turn a1 will be sent when the connection is back.",
        "{seen}"
    );
    assert_eq!(seen["moves"], serde_json::json!(["a7", "a1"]), "{seen}");
    assert!(
        seen["back_status"]
            .as_str()
            .is_some_and(|s| s.ends_with("Ann to move.")),
        "{seen}"
    );
    // How long the host is away, in units: not a time of day.
    assert!(
        seen["away_line"]
            .as_str()
            .is_some_and(|s| s.starts_with("Ann has been disconnected for ") && s.ends_with(" s.")),
        "{seen}"
    );
}

#[test]
fn three_mens_morris_marks_the_row_that_won() {
    let browser = browser_dir();
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    let settings = RoomSettings {
        color: ColorChoice::White,
        ..RoomSettings::new(Rules::preset(Preset::Three))
    };
    let host = Client::connect(&server.url(), "Ann", Enter::Host { settings }).unwrap();
    let welcome = wait_long(&host, "the welcome", |e| match e {
        Event::Welcome(w) => Some(w.clone()),
        _ => None,
    });
    let link = format!(
        "{}/join/{}",
        server.url(),
        welcome.invite.expect("an invite")
    );
    // The browser plays Black; White places c5, d5 and e5: a row, and the win.
    let page = Command::new("node")
        .arg("join.mjs")
        .arg(&link)
        .arg(r#"[[1,"c4"],[3,"d4"]]"#)
        .arg("1-0")
        .current_dir(&browser)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_long(&host, "the browser", |e| {
        matches!(
            e,
            Event::Notice {
                notice: Notice::Joined { .. },
                ..
            }
        )
        .then_some(())
    });
    for (ply, turn) in [(0, "c5"), (2, "d5"), (4, "e5")] {
        common::play(&host, ply, turn);
        if ply < 4 {
            common::wait_for_moves(&host, ply + 2);
        }
    }
    let out = page.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "the browser failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("status: Game over: White wins. three in a row"),
        "{stdout}"
    );
    assert!(stdout.contains("won rows: 1, won pieces: 3"), "{stdout}");
}
