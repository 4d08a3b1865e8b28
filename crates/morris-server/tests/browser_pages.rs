//! The browser pages' words and buttons around a game with a friend, in
//! Debian's Chromium driven by playwright-core (tests/browser/*.mjs)
//! against a real server on loopback: what an invite says before joining,
//! the buttons that can do nothing, the requests waited on.

mod common;

use std::process::Command;

use common::TestServer;
use common::browser::{browser_dir, get, wait_long};
use morris_client::{Client, Event};
use morris_core::Rules;
use morris_protocol::{ClockSettings, ColorChoice, Enter, RoomSettings};

/// `script` run with `args`: the JSON line it printed last.
fn run_browser(script: &str, args: &[&str]) -> serde_json::Value {
    let out = Command::new("node")
        .arg(script)
        .args(args)
        .current_dir(browser_dir())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && !stderr.contains("page error"),
        "the browser failed:\n{stdout}\n{stderr}"
    );
    serde_json::from_str(stdout.lines().last().unwrap_or_default())
        .unwrap_or_else(|e| panic!("{e}: {stdout}"))
}

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
        ..RoomSettings::new(Rules::default())
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
        "Ann invites you to a game of Nine Men's Morris, 5:00 + 3 s a turn. You play Black.",
        "{seen}"
    );
    assert_eq!(seen["invitation_hidden_in_play"], true, "{seen}");
    assert_eq!(
        seen["about"], "Nine Men's Morris, 5:00 + 3 s a turn.",
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
    // The invite once taken says so before a name is typed.
    assert_eq!(
        seen["late_status"],
        "This invite was already used: the game is full."
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
}
