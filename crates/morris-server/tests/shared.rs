//! Two servers on one PostgreSQL database (`MORRIS_TEST_POSTGRES`, which
//! `cargo xtask ci` starts): a room made on one is played on the other,
//! and the same turn sent to both at the same instant is accepted once.

mod common;

use common::{TestDb, TestServer, play, wait_for, wait_for_moves};
use morris_client::{Client, Event};
use morris_core::{Game, Rules};
use morris_protocol::{ClientMessage, ColorChoice, Enter, GameState, RoomSettings, Welcome};

fn white_host() -> RoomSettings {
    RoomSettings {
        color: ColorChoice::White,
        ..RoomSettings::new(Rules::default())
    }
}

fn welcome(client: &Client) -> Welcome {
    wait_for(client, "welcome", |e| match e {
        Event::Welcome(w) => Some(w.clone()),
        _ => None,
    })
}

/// A room with each player seated on both servers: `[white, black]`, each
/// `[on a, on b]`.
fn seat_everywhere(a: &TestServer, b: &TestServer) -> [[Client; 2]; 2] {
    let ann_a = Client::connect(
        &a.url(),
        "Ann",
        Enter::Host {
            settings: white_host(),
        },
    )
    .unwrap();
    let made = welcome(&ann_a);
    // The guest joins on the other server, which never held the room.
    let bob_b = Client::connect(
        &b.url(),
        "Bob",
        Enter::Join {
            code: made.invite.clone().unwrap(),
        },
    )
    .unwrap();
    let joined = welcome(&bob_b);
    let rejoin = |server: &TestServer, token: &str| {
        let client = Client::connect(
            &server.url(),
            "",
            Enter::Rejoin {
                room: made.room.clone(),
                token: token.to_owned(),
            },
        )
        .unwrap();
        welcome(&client);
        client
    };
    let ann_b = rejoin(b, made.token.as_deref().unwrap());
    let bob_a = rejoin(a, joined.token.as_deref().unwrap());
    // Every socket sees the guest seated.
    for client in [&ann_a, &ann_b, &bob_a, &bob_b] {
        wait_for(client, "the guest seated", |e| match e {
            Event::State(s) if s.names.black.is_some() => Some(()),
            _ => None,
        });
    }
    [[ann_a, ann_b], [bob_a, bob_b]]
}

/// The refusals `client` had before the answer to a record request, and
/// the last state it was sent meanwhile.
fn refusals_before_record(client: &Client) -> (usize, Option<GameState>) {
    client.send(ClientMessage::GetRecord);
    let mut refusals = 0;
    let mut last = None;
    wait_for(client, "the record", |e| match e {
        Event::Refused(_) => {
            refusals += 1;
            None
        }
        Event::State(s) => {
            last = Some((**s).clone());
            None
        }
        Event::Record(_) => Some(()),
        _ => None,
    });
    (refusals, last)
}

#[test]
fn the_same_turn_sent_to_both_servers_at_once_is_accepted_once_two_hundred_times() {
    let db = TestDb::new();
    let a = TestServer::start_pg(&db.url);
    let b = TestServer::start_pg(&db.url);
    let mut seats = seat_everywhere(&a, &b);
    let mut game = Game::new(Rules::default());
    // A small fixed generator: the same games every run.
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut rounds = 0;
    while rounds < 200 {
        if game.is_over() {
            seats = seat_everywhere(&a, &b);
            game = Game::new(Rules::default());
        }
        let ply = game.moves().len();
        let legal = game.legal_moves();
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let turn = legal[(seed % legal.len() as u64) as usize];
        let mover = &seats[ply % 2];
        // The same turn, to both servers, at the same instant: each
        // client's thread sends it the moment it is queued.
        for client in mover {
            play(client, ply, &turn.to_string());
        }
        // Each socket answers its messages in order: a refusal comes
        // before the record asked after the turn.
        let drained: Vec<(usize, Option<GameState>)> =
            mover.iter().map(refusals_before_record).collect();
        let refused: usize = drained.iter().map(|(n, _)| n).sum();
        assert_eq!(refused, 1, "round {rounds}: one of the two must be refused");
        game.play(turn).unwrap();
        let expected: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
        // Every socket, on either server, sees the turn once, in its place.
        for (i, client) in seats.iter().flatten().enumerate() {
            let seen = (i / 2 == ply % 2)
                .then(|| drained[i % 2].1.clone())
                .flatten()
                .filter(|s| s.moves.len() == ply + 1);
            let state = seen.unwrap_or_else(|| wait_for_moves(client, ply + 1));
            assert_eq!(state.moves, expected, "round {rounds}");
        }
        rounds += 1;
    }
}

#[test]
fn a_server_gone_takes_its_sockets_with_it_and_the_friend_on_the_other_may_claim_the_game() {
    let db = TestDb::new();
    let a = TestServer::start_pg(&db.url);
    let b = TestServer::start_pg(&db.url);
    let ann = Client::connect(
        &a.url(),
        "Ann",
        Enter::Host {
            settings: RoomSettings {
                away_ms: Some(10_000),
                ..white_host()
            },
        },
    )
    .unwrap();
    let made = welcome(&ann);
    let bob = Client::connect(
        &b.url(),
        "Bob",
        Enter::Join {
            code: made.invite.unwrap(),
        },
    )
    .unwrap();
    welcome(&bob);
    wait_for(&bob, "Ann connected, seen from B", |e| match e {
        Event::State(s) if s.names.black.is_some() && s.connected.white => Some(()),
        _ => None,
    });
    // A dies without a word; Ann (who knows A alone) cannot come back.
    a.kill();
    // B takes A for gone after its silence, and Ann's socket with it.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let mut gone = false;
    let mut over = None;
    while std::time::Instant::now() < deadline && over.is_none() {
        match bob.recv_timeout(std::time::Duration::from_millis(500)) {
            Some(Event::State(s)) if !s.connected.white => gone = true,
            Some(Event::Notice {
                notice: morris_protocol::Notice::Over(o),
                ..
            }) => over = Some(o),
            None if gone => bob.send(ClientMessage::ClaimWin),
            _ => {}
        }
    }
    assert!(gone, "B never took Ann for gone");
    let over = over.expect("Bob's claim was never granted");
    assert_eq!(over.winner, Some(morris_core::Color::Black));
    drop(ann);
}

#[test]
fn servers_starting_together_on_a_new_database_apply_each_migration_once() {
    let db = TestDb::new();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        // Six servers at once: the advisory lock lets one migrate, the
        // others find the tables made.
        let starts: Vec<_> = (0..6)
            .map(|_| {
                let url = db.url.clone();
                tokio::spawn(async move { morris_server::store::PgStore::connect(&url).await })
            })
            .collect();
        for start in starts {
            start.await.unwrap().unwrap();
        }
        let (client, connection) = tokio_postgres::connect(&db.url, tokio_postgres::NoTls)
            .await
            .unwrap();
        let driver = tokio::spawn(connection);
        let versions: Vec<i32> = client
            .query(
                "SELECT version FROM morris_migrations ORDER BY version",
                &[],
            )
            .await
            .unwrap()
            .iter()
            .map(|r| r.get(0))
            .collect();
        // One row for each file of migrations/postgres/, numbered from 1.
        let files = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/migrations/postgres"))
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "sql"))
            })
            .count();
        assert!(files >= 2);
        assert_eq!(versions, (1..=files as i32).collect::<Vec<_>>());
        drop(client);
        let _ = driver.await;
    });
}

#[test]
fn a_flag_falling_before_both_servers_is_recorded_once_ten_games_running() {
    let db = TestDb::new();
    let a = TestServer::start_pg(&db.url);
    let b = TestServer::start_pg(&db.url);
    let ann = Client::connect(
        &a.url(),
        "Ann",
        Enter::Host {
            settings: RoomSettings {
                clock: Some(morris_protocol::ClockSettings {
                    initial_ms: 300,
                    increment_ms: 0,
                }),
                ..white_host()
            },
        },
    )
    .unwrap();
    let made = welcome(&ann);
    let bob = Client::connect(
        &b.url(),
        "Bob",
        Enter::Join {
            code: made.invite.unwrap(),
        },
    )
    .unwrap();
    welcome(&bob);
    // Both servers hold the room, each with a clock task: no one moves,
    // and each flag falls before both at once.
    for game in 1..=10u32 {
        let mut ends = [0, 0];
        for (i, client) in [&ann, &bob].into_iter().enumerate() {
            wait_for(client, &format!("game {game} lost on time"), |e| match e {
                Event::Notice {
                    notice: morris_protocol::Notice::Over(o),
                    ..
                } if o.termination == "time-forfeit" => Some(()),
                _ => None,
            });
            ends[i] += 1;
        }
        // The next game begins only after both saw this one end; an end
        // told twice would come before it.
        bob.send(ClientMessage::AskRematch);
        wait_for(&ann, "the rematch asked", |e| {
            matches!(
                e,
                Event::Notice {
                    notice: morris_protocol::Notice::RematchAsked { .. },
                    ..
                }
            )
            .then_some(())
        });
        ann.send(ClientMessage::AnswerRematch { accept: true });
        for (i, client) in [&ann, &bob].into_iter().enumerate() {
            wait_for(client, &format!("game {}", game + 1), |e| match e {
                Event::Notice {
                    notice: morris_protocol::Notice::Over(_),
                    ..
                } => {
                    ends[i] += 1;
                    None
                }
                Event::State(s) if s.game == game + 1 => Some(()),
                _ => None,
            });
        }
        assert_eq!(ends, [1, 1], "game {game}: each told of one end");
    }
}

#[test]
fn a_room_no_one_joined_is_forgotten_in_the_shared_store() {
    let db = TestDb::new();
    let limits = morris_server::Limits {
        unjoined_room: std::time::Duration::from_millis(300),
        ..morris_server::Limits::default()
    };
    let a = TestServer::start_pg_limited(&db.url, limits);
    let b = TestServer::start_pg(&db.url);
    let ann = Client::connect(
        &a.url(),
        "Ann",
        Enter::Host {
            settings: white_host(),
        },
    )
    .unwrap();
    let made = welcome(&ann);
    drop(ann);
    // Watched (a watcher joins no one) until it is gone from the store.
    let watch = |server: &TestServer| {
        let client = Client::connect(
            &server.url(),
            "",
            Enter::Watch {
                code: made.watch.clone(),
            },
        )
        .unwrap();
        wait_for(&client, "welcome or refusal", |e| match e {
            Event::Welcome(_) => Some(None),
            Event::TurnedAway(e) => Some(Some(e.code)),
            _ => None,
        })
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while watch(&a) != Some(morris_protocol::ErrorCode::UnknownCode) {
        assert!(std::time::Instant::now() < deadline, "the room stays");
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    // The other server, which never held it, finds it in the store no more.
    assert_eq!(watch(&b), Some(morris_protocol::ErrorCode::UnknownCode));
}
