//! Outages on PostgreSQL. On a database of the shared server
//! (`MORRIS_TEST_POSTGRES`, which `cargo xtask ci` starts): every server
//! down at once charges the time to no one, as with SQLite, while a server
//! restarted as another ran charges it, since the game never stopped. On a
//! cluster of the test's own, really stopped (`pg_ctl stop -m fast`, `-m
//! immediate`, or its postmaster killed) and started again while sockets
//! come and go: who is connected is counted right once it is back.

mod common;

use std::time::{Duration, Instant};

use common::cluster::{Cluster, Stop};
use common::{TestDb, TestServer, play, wait_for, wait_for_moves};
use morris_client::{Client, Event};
use morris_core::{Color, Rules};
use morris_protocol::{
    ClientMessage, ClockSettings, ColorChoice, Enter, ErrorCode, GameState, Notice, OutcomeState,
    RoomSettings, Welcome,
};

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

/// `host` hosts a game whose away limit is 10 s and `guest` joins it:
/// their clients and welcomes.
fn friends(server: &TestServer, host: &str, guest: &str) -> (Client, Client, Welcome, Welcome) {
    let hosting = Client::connect(
        &server.url(),
        host,
        Enter::Host {
            settings: RoomSettings {
                color: ColorChoice::White,
                away_ms: Some(10_000),
                ..RoomSettings::new(Rules::default())
            },
        },
    )
    .unwrap();
    let made = welcome(&hosting);
    let joining = Client::connect(
        &server.url(),
        guest,
        Enter::Join {
            code: made.invite.clone().unwrap(),
        },
    )
    .unwrap();
    let joined = welcome(&joining);
    (hosting, joining, made, joined)
}

/// Ann hosts with Bob seated and connected (he will leave); Cid hosts
/// with Dan seated and gone (he will come back): Ann's and Cid's clients,
/// and the room and token Dan comes back with.
fn one_to_leave_one_to_come_back(server: &TestServer) -> (Client, Client, Client, Enter) {
    let (ann, bob, _, _) = friends(server, "Ann", "Bob");
    wait_for(&ann, "Bob seated", |e| match e {
        Event::State(s) if s.connected.black => Some(()),
        _ => None,
    });
    let (cid, dan, made, joined) = friends(server, "Cid", "Dan");
    drop(dan);
    wait_for(&cid, "Dan gone", |e| match e {
        Event::State(s) if s.names.black.is_some() && !s.connected.black => Some(()),
        _ => None,
    });
    let dan = Enter::Rejoin {
        room: made.room,
        token: joined.token.unwrap(),
    };
    (ann, bob, cid, dan)
}

/// Ann asks again and again for the win against Bob, once he is counted
/// gone, until it is granted (within a minute): what it ended with.
fn claimed_against_bob(ann: &Client) -> OutcomeState {
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut gone = false;
    while Instant::now() < deadline {
        match ann.recv_timeout(Duration::from_millis(500)) {
            Some(Event::State(s)) if !s.connected.black => gone = true,
            Some(Event::Notice {
                notice: Notice::Over(o),
                ..
            }) => return o,
            None if gone => ann.send(ClientMessage::ClaimWin),
            _ => {}
        }
    }
    assert!(gone, "Bob was never counted gone");
    panic!("Ann's claim was never granted");
}

/// PostgreSQL goes down as `how` says while Bob leaves Ann's room and Dan
/// comes back to Cid's, and starts again: then Bob is counted gone and Ann
/// may claim against him, while Dan is counted here and stays so past the
/// away limit (no claim against him is granted).
fn who_is_connected_is_counted_right_after(how: Stop) {
    let cluster = Cluster::new();
    let server = TestServer::start_pg(&cluster.url);
    let (ann, bob, cid, dan) = one_to_leave_one_to_come_back(&server);
    cluster.stop(how);
    // Their leaving and coming cannot be kept.
    drop(bob);
    let dan = Client::connect(&server.url(), "", dan).unwrap();
    welcome(&dan);
    std::thread::sleep(Duration::from_secs(1));
    cluster.start();
    wait_for(&cid, "Dan counted back", |e| match e {
        Event::State(s) if s.connected.black => Some(()),
        _ => None,
    });
    let back = Instant::now();
    let over = claimed_against_bob(&ann);
    assert_eq!(over.winner, Some(Color::White));
    // Counted away since he left before the outage, Dan could be claimed
    // against by now; counted back, not before 10 s from then.
    std::thread::sleep(Duration::from_secs(11).saturating_sub(back.elapsed()));
    cid.send(ClientMessage::ClaimWin);
    let refused = wait_for(&cid, "the answer to Cid's claim", |e| match e {
        Event::Refused(r) => Some(r.code),
        Event::Notice {
            notice: Notice::Over(_),
            ..
        } => panic!("a claim against a connected friend was granted"),
        _ => None,
    });
    assert_eq!(refused, ErrorCode::NotAway);
    drop(dan);
}

#[test]
fn who_is_connected_is_counted_right_after_postgres_stopped_fast() {
    who_is_connected_is_counted_right_after(Stop::Fast);
}

#[test]
fn who_is_connected_is_counted_right_after_postgres_stopped_immediately() {
    who_is_connected_is_counted_right_after(Stop::Immediate);
}

#[test]
fn who_is_connected_is_counted_right_after_the_postmaster_is_killed() {
    who_is_connected_is_counted_right_after(Stop::Kill);
}
