//! Two clients play through a real server on loopback: a game with a mill,
//! its record, a rematch, and a server killed mid-game and started again.

mod common;

use common::{TestServer, play, wait_for, wait_for_moves};
use morris_client::{Client, Event};
use morris_core::{Color, Rules};
use morris_protocol::{
    ClientMessage, ColorChoice, Enter, ErrorCode, Notice, RoomSettings, Welcome,
};

fn host(server: &TestServer, settings: RoomSettings) -> (Client, Welcome) {
    let client = Client::connect(&server.url(), "Ann", Enter::Host { settings }).unwrap();
    let welcome = wait_for(&client, "welcome", |e| match e {
        Event::Welcome(w) => Some(w.clone()),
        _ => None,
    });
    (client, welcome)
}

fn join(server: &TestServer, code: &str) -> Client {
    let client = Client::connect(
        &server.url(),
        "Bob",
        Enter::Join {
            code: code.to_owned(),
        },
    )
    .unwrap();
    wait_for(&client, "welcome", |e| {
        matches!(e, Event::Welcome(_)).then_some(())
    });
    client
}

fn white_host() -> RoomSettings {
    RoomSettings {
        color: ColorChoice::White,
        ..RoomSettings::new(Rules::default())
    }
}

#[test]
fn two_clients_play_a_mill_and_its_removal_and_both_see_every_turn() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    let (ann, welcome) = host(&server, white_host());
    assert_eq!(welcome.host, Some(true));
    let code = welcome.invite.clone().unwrap();
    let bob = join(&server, &code);
    let state = wait_for(&ann, "the guest", |e| match e {
        Event::State(s) if s.names.black.is_some() => Some(s.clone()),
        _ => None,
    });
    assert_eq!(state.names.white.as_deref(), Some("Ann"));
    assert_eq!(state.names.black.as_deref(), Some("Bob"));
    assert!(state.connected.black && state.connected.white);
    let turns = ["a7", "a1", "d7", "d1", "g7xa1"];
    for (ply, turn) in turns.iter().enumerate() {
        let mover = if ply % 2 == 0 { &ann } else { &bob };
        play(mover, ply, turn);
        let a = wait_for_moves(&ann, ply + 1);
        let b = wait_for_moves(&bob, ply + 1);
        assert_eq!(a.moves, b.moves);
        assert_eq!(a.moves.last().map(String::as_str), Some(*turn));
    }
    // Black may not play for White, nor a turn already played.
    play(&bob, 4, "g1");
    let refused = wait_for(&bob, "refusal", |e| match e {
        Event::Refused(r) => Some(r.code),
        _ => None,
    });
    assert_eq!(refused, ErrorCode::Stale);
    bob.send(ClientMessage::Resign);
    let over = wait_for(&ann, "the end", |e| match e {
        Event::Notice {
            notice: Notice::Over(o),
            ..
        } => Some(o.clone()),
        _ => None,
    });
    assert_eq!(over.winner, Some(Color::White));
    assert_eq!(over.termination, "resignation");
    ann.send(ClientMessage::GetRecord);
    let record = wait_for(&ann, "record", |e| match e {
        Event::Record(t) => Some(t.clone()),
        _ => None,
    });
    assert!(record.contains("[White \"Ann\"]") && record.contains("[Black \"Bob\"]"));
    assert!(record.contains("3. g7xa1"), "{record}");
    assert!(record.contains("1-0"), "{record}");
    // A rematch swaps the colours.
    bob.send(ClientMessage::AskRematch);
    wait_for(&ann, "rematch request", |e| {
        matches!(
            e,
            Event::Notice {
                notice: Notice::RematchAsked { side: Color::Black },
                ..
            }
        )
        .then_some(())
    });
    ann.send(ClientMessage::AnswerRematch { accept: true });
    let state = wait_for(&bob, "new game", |e| match e {
        Event::State(s) if s.game == 2 => Some(s.clone()),
        _ => None,
    });
    assert_eq!(state.host_color, Color::Black);
    assert_eq!(state.names.white.as_deref(), Some("Bob"));
    assert!(state.moves.is_empty() && state.outcome.is_none());
    // The used invite is refused with its reason.
    let eve = Client::connect(&server.url(), "Eve", Enter::Join { code }).unwrap();
    let failed = wait_for(&eve, "refusal", |e| match e {
        Event::TurnedAway(r) => Some(r.code),
        _ => None,
    });
    assert_eq!(failed, ErrorCode::RoomFull);
}

#[test]
fn a_server_killed_mid_game_comes_back_with_every_announced_turn_and_the_clients_rejoin() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    let port = server.addr.port();
    let (ann, welcome) = host(
        &server,
        RoomSettings {
            clock: Some(morris_protocol::ClockSettings {
                initial_ms: 600_000,
                increment_ms: 0,
            }),
            ..white_host()
        },
    );
    let bob = join(&server, &welcome.invite.unwrap());
    play(&ann, 0, "d6");
    wait_for_moves(&bob, 1);
    play(&bob, 1, "f4");
    let before = wait_for_moves(&ann, 2);
    server.kill();
    // Both clients notice and keep trying.
    for client in [&ann, &bob] {
        wait_for(client, "reconnecting", |e| {
            matches!(e, Event::Reconnecting { .. }).then_some(())
        });
    }
    // A move sent while the server is down goes out after the rejoin.
    play(&ann, 2, "d2");
    let server = TestServer::start(dir.path(), port);
    let after = wait_for_moves(&bob, 3);
    assert_eq!(&after.moves[..2], &before.moves[..]);
    assert_eq!(after.moves[2], "d2");
    let clock = after.clock.unwrap();
    let was = before.clock.unwrap();
    // The time the server was down is charged to no one.
    assert!(clock.left_ms.black <= was.left_ms.black);
    assert!(
        was.left_ms.black - clock.left_ms.black < 5_000,
        "{clock:?} {was:?}"
    );
    play(&bob, 3, "b4");
    wait_for_moves(&ann, 4);
    drop(server);
}

#[test]
fn notices_are_numbered_one_after_another_and_each_state_says_how_many_came() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    let (ann, welcome) = host(&server, white_host());
    let bob = join(&server, &welcome.invite.clone().unwrap());
    // Everything Ann hears from here: every notice numbered one more than
    // the one before, every state with the number of the last.
    let mut last = None;
    let mut states = 0;
    let mut hear_until = |done: &dyn Fn(&Event) -> bool| {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while std::time::Instant::now() < deadline {
            let Some(event) = ann.recv_timeout(std::time::Duration::from_millis(100)) else {
                continue;
            };
            match &event {
                Event::Notice { seq, notice } => {
                    if let Some(before) = last {
                        assert_eq!(*seq, before + 1, "{notice:?}");
                    }
                    last = Some(*seq);
                }
                Event::State(state) => {
                    states += 1;
                    assert_eq!(
                        Some(state.seq),
                        last.or(Some(state.seq)),
                        "a state after {last:?}"
                    );
                }
                _ => {}
            }
            if done(&event) {
                return;
            }
        }
        panic!("not heard in ten seconds");
    };
    hear_until(&|e| matches!(e, Event::State(s) if s.names.black.is_some()));
    for (ply, turn) in ["a7", "a1", "d7", "d1", "g7xa1"].iter().enumerate() {
        play(if ply % 2 == 0 { &ann } else { &bob }, ply, turn);
        hear_until(&|e| matches!(e, Event::State(s) if s.moves.len() == ply + 1));
    }
    ann.send(ClientMessage::OfferDraw);
    hear_until(&|e| matches!(e, Event::State(s) if s.draw_offer.is_some()));
    // Joined, five turns, the draw offer; a state after each.
    assert_eq!(last, Some(7));
    assert!(states >= 7, "{states} states");
}
