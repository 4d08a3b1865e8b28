//! The table playing an online game through a real server on loopback: the
//! board follows the server, the person's turns go to it, the friend's
//! questions come back as events, and the game at this computer waits.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use morris_core::{ByColor, Color, Move, Point, Termination};
use morris_play::clock::TimeControl;
use morris_play::entry::Refusal;
use morris_play::online::{OnlineEvent, OnlineGame, Question, host_settings};
use morris_play::table::{Command, Event, Table, TableConfig, TableError};
use morris_play::{Player, Session};

/// A server on a free loopback port, for the rest of the test process.
fn start_server(dir: &std::path::Path) -> String {
    let (tx, rx) = mpsc::channel();
    let config = morris_server::ServeConfig {
        addr: "127.0.0.1:0".parse().unwrap(),
        data: dir.to_owned(),
        tls: None,
        ai: None,
    };
    std::thread::spawn(move || {
        let _ = morris_server::run(&config, |addr| tx.send(addr).unwrap());
    });
    rx.recv_timeout(Duration::from_secs(20))
        .expect("the server starts")
        .to_string()
}

/// Ticks the table until `done` holds of it and the events so far.
fn tick_until(table: &mut Table, events: &mut Vec<Event>, done: impl Fn(&Table, &[Event]) -> bool) {
    let end = Instant::now() + Duration::from_secs(20);
    while !done(table, events) {
        assert!(Instant::now() < end, "timed out; events: {events:?}");
        std::thread::sleep(Duration::from_millis(10));
        table.tick(Instant::now());
        events.extend(table.take_events());
    }
}

/// Ticks the table until the server seated its host; the invite code.
fn invite_when_seated(table: &mut Table, events: &mut Vec<Event>) -> String {
    tick_until(table, events, |_, e| {
        e.iter()
            .any(|e| matches!(e, Event::Online(OnlineEvent::Seated { .. })))
    });
    events
        .iter()
        .find_map(|e| match e {
            Event::Online(OnlineEvent::Seated { invite, .. }) => invite.clone(),
            _ => None,
        })
        .expect("an invite code")
}

/// Polls the friend until `done` holds of it.
fn friend_until(friend: &mut OnlineGame, done: impl Fn(&OnlineGame) -> bool) {
    let end = Instant::now() + Duration::from_secs(20);
    while !done(friend) {
        assert!(Instant::now() < end, "timed out waiting for the friend");
        let _ = friend.poll(Duration::from_millis(20));
    }
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

#[test]
fn the_table_plays_an_online_game_and_then_goes_back_to_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start_server(dir.path());
    let now = Instant::now();
    let mut table = Table::new(
        TableConfig {
            players: ByColor::new(Player::Human, Player::Human),
            ..TableConfig::default()
        },
        now,
    );
    table.apply(Command::Click(Point::A7), now).unwrap();
    let settings = host_settings(
        morris_core::Rules::default(),
        TimeControl::None,
        Some(Color::White),
    )
    .unwrap();
    table.go_online(OnlineGame::host(&addr, "Ann", settings, None).unwrap(), now);
    assert!(
        table.game().moves().is_empty(),
        "the board shows the room's game"
    );
    let mut events = Vec::new();
    let invite = invite_when_seated(&mut table, &mut events);
    // No one to play yet: the board refuses the click.
    assert_eq!(
        table.apply(Command::Click(Point::D6), Instant::now()),
        Err(TableError::Refused(Refusal::FriendToMove))
    );
    // Nor does the game at this computer come through.
    assert_eq!(
        table.apply(
            Command::NewGame {
                rules: morris_core::Rules::default(),
                players: ByColor::new(Player::Human, Player::Human),
            },
            Instant::now()
        ),
        Err(TableError::Online)
    );
    assert_eq!(
        table.apply(Command::Hint, Instant::now()),
        Err(TableError::NoHelp)
    );

    let mut friend = OnlineGame::join(&invite, &addr, "Bob", None).unwrap();
    tick_until(&mut table, &mut events, |t, _| {
        t.session().players() == ByColor::new(Player::Human, Player::Remote)
    });
    table
        .apply(Command::Click(Point::D6), Instant::now())
        .unwrap();
    friend_until(&mut friend, |f| f.is_our_turn());
    assert_eq!(friend.game().unwrap().moves(), &[mv("d6")]);
    // The friend's turn is theirs: the board refuses a click for it.
    assert_eq!(
        table.apply(Command::Click(Point::F4), Instant::now()),
        Err(TableError::Refused(Refusal::FriendToMove))
    );
    friend.play(mv("f4")).unwrap();
    events.clear();
    tick_until(&mut table, &mut events, |t, _| t.game().moves().len() == 2);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Played {
            side: Color::Black,
            by_ai: false,
            ..
        }
    )));
    assert!(table.session().human_to_move());

    // Undo asks the friend; their yes takes our turn (and theirs) back.
    table.apply(Command::Undo, Instant::now()).unwrap();
    friend_until(&mut friend, |f| {
        f.pending_question() == Some(Question::TakeBack)
    });
    friend.answer(Question::TakeBack, true);
    events.clear();
    tick_until(&mut table, &mut events, |t, _| t.game().moves().is_empty());
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::TookBack { moves, .. } if moves.len() == 2)),
        "{events:?}"
    );

    // The friend offers a draw: a question for the person here.
    friend.offer_draw();
    tick_until(&mut table, &mut events, |t, _| {
        t.online().and_then(OnlineGame::pending_question) == Some(Question::Draw)
    });
    assert_eq!(
        table.apply(Command::Answer(Question::TakeBack, true), Instant::now()),
        Err(TableError::NoQuestion)
    );
    table
        .apply(Command::Answer(Question::Draw, true), Instant::now())
        .unwrap();
    events.clear();
    tick_until(&mut table, &mut events, |t, _| t.game().is_over());
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Over(o) if o.termination == Termination::Agreement
    )));

    // A rematch swaps the colours: the friend plays White now.
    friend.ask_rematch();
    tick_until(&mut table, &mut events, |t, _| {
        t.online().and_then(OnlineGame::pending_question) == Some(Question::Rematch)
    });
    table.apply(Command::Rematch, Instant::now()).unwrap();
    tick_until(&mut table, &mut events, |t, _| {
        !t.game().is_over() && t.online_color() == Some(Color::Black)
    });
    assert_eq!(
        table.session().players(),
        ByColor::new(Player::Remote, Player::Human)
    );

    // Leaving brings back the game at this computer, as it was.
    let left = table.leave_online(Instant::now()).expect("it was online");
    drop(left);
    assert!(table.online().is_none());
    assert_eq!(table.game().moves(), &[mv("a7")]);
    assert_eq!(
        table.session().players(),
        ByColor::new(Player::Human, Player::Human)
    );
    let _: &Session = table.session();
}

#[test]
fn a_room_with_help_allows_the_hint_and_shows_the_servers_clocks() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start_server(dir.path());
    let now = Instant::now();
    let mut table = Table::new(TableConfig::default(), now);
    let mut settings = host_settings(
        morris_core::Rules::default(),
        TimeControl::Game {
            minutes: 5,
            increment: 0,
        },
        Some(Color::Black),
    )
    .unwrap();
    settings.help = true;
    table.go_online(OnlineGame::host(&addr, "Ann", settings, None).unwrap(), now);
    let mut events = Vec::new();
    tick_until(&mut table, &mut events, |t, _| {
        t.online().is_some_and(|o| o.state().is_some())
    });
    let invite = events
        .iter()
        .find_map(|e| match e {
            Event::Online(OnlineEvent::Seated { invite, .. }) => invite.clone(),
            _ => None,
        })
        .expect("an invite code");
    let mut friend = OnlineGame::join(&invite, &addr, "Bob", None).unwrap();
    friend_until(&mut friend, |f| f.is_our_turn());
    friend.play(mv("d6")).unwrap();
    // The turn on the board and the server's state after it, with its clocks.
    tick_until(&mut table, &mut events, |t, _| {
        t.game().moves().len() == 1
            && t.online()
                .and_then(|o| o.state())
                .is_some_and(|s| s.moves.len() == 1)
    });
    assert!(table.help_allowed());
    table.apply(Command::Hint, Instant::now()).unwrap();
    let left = table
        .online()
        .and_then(|o| o.clock_left(Instant::now()))
        .expect("a timed room shows its clocks");
    // White (the friend) used what it took to play d6 (under a
    // millisecond on a fast machine: none counted); Black's runs now.
    assert!(left.white <= Duration::from_secs(300) && left.white > Duration::from_secs(290));
    assert!(left.black <= Duration::from_secs(300) && left.black > Duration::from_secs(290));
    std::thread::sleep(Duration::from_millis(300));
    let later = table
        .online()
        .and_then(|o| o.clock_left(Instant::now()))
        .unwrap();
    assert_eq!(later.white, left.white, "White's clock stands");
    assert!(
        later.black + Duration::from_millis(250) <= left.black,
        "Black's runs"
    );
    tick_until(&mut table, &mut events, |_, e| {
        e.iter().any(|e| matches!(e, Event::Hint(_)))
    });
}

#[test]
fn the_friends_turn_waits_like_the_ais_until_the_frontend_lets_it_show() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start_server(dir.path());
    let now = Instant::now();
    let mut table = Table::new(TableConfig::default(), now);
    let settings = host_settings(
        morris_core::Rules::default(),
        TimeControl::None,
        Some(Color::White),
    )
    .unwrap();
    table.go_online(OnlineGame::host(&addr, "Ann", settings, None).unwrap(), now);
    let mut events = Vec::new();
    let invite = invite_when_seated(&mut table, &mut events);
    let mut friend = OnlineGame::join(&invite, &addr, "Bob", None).unwrap();
    tick_until(&mut table, &mut events, |t, _| {
        t.session().players() == ByColor::new(Player::Human, Player::Remote)
    });
    table
        .apply(Command::Click(Point::D6), Instant::now())
        .unwrap();
    friend_until(&mut friend, |f| f.is_our_turn());
    // The frontend still shows our turn: the friend's waits for it.
    table.set_ai_move_ready(false);
    friend.play(mv("f4")).unwrap();
    events.clear();
    tick_until(&mut table, &mut events, |t, _| t.has_held_move());
    assert_eq!(table.game().moves(), &[mv("d6")]);
    assert!(!events.iter().any(|e| matches!(
        e,
        Event::Played {
            side: Color::Black,
            ..
        }
    )));
    table.set_ai_move_ready(true);
    tick_until(&mut table, &mut events, |t, _| t.game().moves().len() == 2);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Played {
            side: Color::Black,
            by_ai: false,
            ..
        }
    )));
    assert!(table.session().human_to_move());
}
