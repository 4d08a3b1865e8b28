//! Which rooms a server holds in memory: only those someone is in, or
//! whose clock runs; the others are read from the store when someone asks
//! for one, also after a restart, when none is read at start.

mod common;

use std::time::{Duration, Instant};

use common::{TestServer, play, wait_for, wait_for_moves};
use morris_client::{Client, Event};
use morris_core::{Rules, Termination};
use morris_protocol::{ClockSettings, ColorChoice, Enter, RoomSettings, Welcome};
use morris_server::Limits;

/// Sweeps every 75 ms: a quiet room is let go at once.
fn quick() -> Limits {
    Limits {
        unjoined_room: Duration::from_millis(300),
        ..Limits::default()
    }
}

fn start(dir: &std::path::Path, port: u16) -> TestServer {
    TestServer::start_limited(dir, port, None, quick())
}

fn connect(server: &TestServer, name: &str, enter: Enter) -> (Client, Welcome) {
    let client = Client::connect(&server.url(), name, enter).unwrap();
    let welcome = wait_for(&client, "welcome", |e| match e {
        Event::Welcome(w) => Some(w.clone()),
        _ => None,
    });
    (client, welcome)
}

/// Whether the server seats a client that says `enter`: its welcome, or
/// why the client gave up.
fn enters(server: &TestServer, enter: Enter) -> Result<Welcome, String> {
    let client = Client::connect(&server.url(), "Eve", enter).unwrap();
    wait_for(&client, "a welcome or a refusal", |e| match e {
        Event::Welcome(w) => Some(Ok(w.clone())),
        Event::Failed(why) => Some(Err(why.clone())),
        Event::TurnedAway(e) => Some(Err(e.message.clone())),
        _ => None,
    })
}

fn rejoin(welcome: &Welcome) -> Enter {
    Enter::Rejoin {
        room: welcome.room.clone(),
        token: welcome.token.clone().unwrap(),
    }
}

/// Waits until the server holds `held` rooms; how many it held last.
fn until_held(server: &TestServer, held: usize) -> usize {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let now = server.hub.held_count();
        if now == held || Instant::now() > deadline {
            return now;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A friend's game of Nine Men's Morris, the host White, two turns played.
fn a_game(server: &TestServer, clock: Option<ClockSettings>) -> (Welcome, Welcome) {
    let settings = RoomSettings {
        color: ColorChoice::White,
        clock,
        ..RoomSettings::new(Rules::default())
    };
    let (ann, host) = connect(server, "Ann", Enter::Host { settings });
    let (bob, guest) = connect(
        server,
        "Bob",
        Enter::Join {
            code: host.invite.clone().unwrap(),
        },
    );
    play(&ann, 0, "d6");
    wait_for_moves(&bob, 1);
    play(&bob, 1, "f4");
    wait_for_moves(&ann, 2);
    (host, guest)
}

#[test]
fn a_room_no_one_is_in_is_let_go_and_read_again_when_asked_for_also_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), 0);
    let port = server.addr.port();
    let (host, guest) = a_game(&server, None);
    assert_eq!(until_held(&server, 0), 0, "both left: the room is let go");

    // Asked for again: read from the store, the game as it was.
    let (ann, _) = connect(&server, "Ann", rejoin(&host));
    let state = wait_for_moves(&ann, 2);
    assert_eq!(state.moves, ["d6", "f4"]);
    assert_eq!(server.hub.held_count(), 1);
    // Held while someone is in it.
    std::thread::sleep(Duration::from_millis(400));
    assert_eq!(server.hub.held_count(), 1);
    // Watched by its code while not held.
    drop(ann);
    assert_eq!(until_held(&server, 0), 0);
    let (watcher, _) = connect(
        &server,
        "Wes",
        Enter::Watch {
            code: host.watch.clone(),
        },
    );
    wait_for_moves(&watcher, 2);
    drop(watcher);
    server.kill();

    // Started again: nothing is read at start, and each room when asked.
    let server = start(dir.path(), port);
    assert_eq!(server.hub.held_count(), 0, "no room read at start");
    let (bob, _) = connect(&server, "Bob", rejoin(&guest));
    let (ann, _) = connect(&server, "Ann", rejoin(&host));
    play(&ann, 2, "d2");
    assert_eq!(wait_for_moves(&bob, 3).moves, ["d6", "f4", "d2"]);
    assert_eq!(server.hub.held_count(), 1);
}

#[test]
fn a_room_whose_clock_runs_is_held_with_no_one_in_it_until_the_flag_falls() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), 0);
    let clock = ClockSettings {
        initial_ms: 1_500,
        increment_ms: 0,
    };
    let (host, _guest) = a_game(&server, Some(clock));
    // White to move, both gone: the clock runs on, so the room is held.
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(server.hub.held_count(), 1, "let go with its clock running");
    // White's flag falls with no one there; then the room is quiet.
    assert_eq!(until_held(&server, 0), 0);
    let (ann, _) = connect(&server, "Ann", rejoin(&host));
    let outcome = wait_for(&ann, "the game over", |e| match e {
        Event::State(s) => s.outcome.clone(),
        _ => None,
    });
    assert_eq!(outcome.result, "0-1", "{outcome:?}");
    assert_eq!(
        outcome.termination,
        Termination::TimeForfeit.to_string(),
        "{outcome:?}"
    );
}

#[test]
fn a_room_no_one_joined_before_a_restart_is_forgotten_after_it() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), 0);
    let port = server.addr.port();
    let settings = RoomSettings::new(Rules::default());
    let (ann, host) = connect(&server, "Ann", Enter::Host { settings });
    drop(ann);
    server.kill();
    let server = start(dir.path(), port);
    assert_eq!(server.hub.held_count(), 0);
    // The sweep reads it from the store and forgets it in its time.
    let deadline = Instant::now() + Duration::from_secs(10);
    let watch = || Enter::Watch {
        code: host.watch.clone(),
    };
    while enters(&server, watch()).is_ok() {
        assert!(Instant::now() < deadline, "never forgotten");
        std::thread::sleep(Duration::from_millis(100));
    }
    let code = host.invite.clone().unwrap();
    let refused = enters(&server, Enter::Join { code }).unwrap_err();
    assert!(refused.contains("no game has this code"), "{refused}");
    assert_eq!(server.hub.held_count(), 0);
}
