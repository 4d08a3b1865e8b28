//! Outages on a PostgreSQL database (`MORRIS_TEST_POSTGRES`, which `cargo
//! xtask ci` starts): every server down at once charges the time to no one,
//! as with SQLite, while a server restarted as another ran charges it,
//! since the game never stopped; the database out of reach while sockets
//! come and go leaves who is connected counted right once it is back.

mod common;

use std::time::{Duration, Instant};

use common::{TestDb, TestServer, play, wait_for, wait_for_moves};
use morris_client::{Client, Event};
use morris_core::{Color, Rules};
use morris_protocol::{ClockSettings, ColorChoice, Enter, GameState, RoomSettings, Welcome};

const DOWN: Duration = Duration::from_secs(3);

fn welcome(client: &Client) -> Welcome {
    wait_for(client, "welcome", |e| match e {
        Event::Welcome(w) => Some(w.clone()),
        _ => None,
    })
}

/// A timed game with White (Ann) to move after two turns: Ann's welcome,
/// and the state both were told after the second turn.
fn two_turns_played(server: &TestServer) -> (Client, Client, Welcome, GameState) {
    let ann = Client::connect(
        &server.url(),
        "Ann",
        Enter::Host {
            settings: RoomSettings {
                color: ColorChoice::White,
                clock: Some(ClockSettings {
                    initial_ms: 600_000,
                    increment_ms: 0,
                }),
                ..RoomSettings::new(Rules::default())
            },
        },
    )
    .unwrap();
    let made = welcome(&ann);
    let bob = Client::connect(
        &server.url(),
        "Bob",
        Enter::Join {
            code: made.invite.clone().unwrap(),
        },
    )
    .unwrap();
    welcome(&bob);
    play(&ann, 0, "d6");
    wait_for_moves(&bob, 1);
    play(&bob, 1, "f4");
    let before = wait_for_moves(&ann, 2);
    (ann, bob, made, before)
}

/// White's time left as a client seated on `server` with `token` is first
/// told it.
fn white_left_on_rejoin(server: &TestServer, made: &Welcome) -> u64 {
    let client = Client::connect(
        &server.url(),
        "",
        Enter::Rejoin {
            room: made.room.clone(),
            token: made.token.clone().unwrap(),
        },
    )
    .unwrap();
    let state = wait_for(&client, "the game", |e| match e {
        Event::State(s) if s.moves.len() == 2 => Some((**s).clone()),
        _ => None,
    });
    let clock = state.clock.expect("a timed game");
    assert_eq!(clock.running, Some(Color::White));
    clock.left_ms[Color::White]
}

#[test]
fn the_time_every_server_was_down_is_charged_to_no_one() {
    let db = TestDb::new();
    let server = TestServer::start_pg(&db.url);
    let port = server.addr.port();
    let (_ann, _bob, made, before) = two_turns_played(&server);
    let was = before.clock.unwrap().left_ms[Color::White];
    server.kill();
    std::thread::sleep(DOWN);
    let back = Instant::now();
    let server = TestServer::start_pg_on(&db.url, port, morris_server::Limits::default());
    let left = white_left_on_rejoin(&server, &made);
    // At most the time since the server came back, never the time down.
    let charged = was.saturating_sub(left);
    assert!(
        charged <= back.elapsed().as_millis() as u64,
        "{charged} ms charged, {} ms since the restart",
        back.elapsed().as_millis()
    );
}

#[test]
fn a_server_restarted_while_another_ran_charges_the_time_that_went_by() {
    let db = TestDb::new();
    let a = TestServer::start_pg(&db.url);
    let b = TestServer::start_pg(&db.url);
    let (_ann, _bob, made, before) = two_turns_played(&a);
    let was = before.clock.unwrap().left_ms[Color::White];
    let told = Instant::now();
    a.kill();
    std::thread::sleep(DOWN);
    let a = TestServer::start_pg(&db.url);
    let left = white_left_on_rejoin(&a, &made);
    // The game went on on B all along: Ann's clock ran.
    assert!(
        was - left >= DOWN.as_millis() as u64,
        "{} ms charged of {} ms",
        was - left,
        told.elapsed().as_millis()
    );
    drop(b);
}

/// Ann hosts a game whose away limit is 10 s and Bob joins it: their
/// clients and welcomes.
fn friends(server: &TestServer) -> (Client, Client, Welcome, Welcome) {
    let ann = Client::connect(
        &server.url(),
        "Ann",
        Enter::Host {
            settings: RoomSettings {
                color: ColorChoice::White,
                away_ms: Some(10_000),
                ..RoomSettings::new(Rules::default())
            },
        },
    )
    .unwrap();
    let made = welcome(&ann);
    let bob = Client::connect(
        &server.url(),
        "Bob",
        Enter::Join {
            code: made.invite.clone().unwrap(),
        },
    )
    .unwrap();
    let joined = welcome(&bob);
    (ann, bob, made, joined)
}

#[test]
fn a_friend_who_left_while_the_database_was_down_can_be_claimed_against() {
    let db = TestDb::new();
    let server = TestServer::start_pg(&db.url);
    let (ann, bob, _, _) = friends(&server);
    wait_for(&ann, "Bob seated", |e| match e {
        Event::State(s) if s.connected.black => Some(()),
        _ => None,
    });
    db.outage(true);
    // Bob leaves while his leaving cannot be kept.
    drop(bob);
    std::thread::sleep(Duration::from_secs(1));
    db.outage(false);
    // Once the database is back, Bob is counted gone, and Ann may claim.
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut gone = false;
    let mut over = None;
    while Instant::now() < deadline && over.is_none() {
        match ann.recv_timeout(Duration::from_millis(500)) {
            Some(Event::State(s)) if !s.connected.black => gone = true,
            Some(Event::Notice {
                notice: morris_protocol::Notice::Over(o),
                ..
            }) => over = Some(o),
            None if gone => ann.send(morris_protocol::ClientMessage::ClaimWin),
            _ => {}
        }
    }
    assert!(gone, "Bob was never counted gone");
    let over = over.expect("Ann's claim was never granted");
    assert_eq!(over.winner, Some(Color::White));
}

#[test]
fn a_friend_who_came_back_while_the_database_was_down_counts_as_connected() {
    let db = TestDb::new();
    let server = TestServer::start_pg(&db.url);
    let (ann, bob, made, joined) = friends(&server);
    drop(bob);
    wait_for(&ann, "Bob gone", |e| match e {
        Event::State(s) if s.names.black.is_some() && !s.connected.black => Some(()),
        _ => None,
    });
    db.outage(true);
    // Bob comes back while his coming cannot be kept.
    let bob = Client::connect(
        &server.url(),
        "",
        Enter::Rejoin {
            room: made.room.clone(),
            token: joined.token.clone().unwrap(),
        },
    )
    .unwrap();
    welcome(&bob);
    std::thread::sleep(Duration::from_secs(1));
    db.outage(false);
    // Once the database is back Bob is counted here, and stays so past
    // the away limit: no claim against him is granted.
    wait_for(&ann, "Bob counted back", |e| match e {
        Event::State(s) if s.connected.black => Some(()),
        _ => None,
    });
    std::thread::sleep(Duration::from_secs(11));
    ann.send(morris_protocol::ClientMessage::ClaimWin);
    let refused = wait_for(&ann, "the claim's answer", |e| match e {
        Event::Refused(r) => Some(r.code),
        Event::Notice {
            notice: morris_protocol::Notice::Over(_),
            ..
        } => panic!("a claim against a connected friend was granted"),
        _ => None,
    });
    assert_eq!(refused, morris_protocol::ErrorCode::NotAway);
    drop(bob);
}
