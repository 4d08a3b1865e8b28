//! Games against the server's computer player through a real server on
//! loopback, with a brain of the tests' own (the first legal turn, or the
//! last, slowly if asked): the computer's seat, its answers, take-backs,
//! rematches, draw offers, hints, and searches waiting for a thinker.

mod common;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use common::{TestServer, enter, play, wait_for, wait_for_moves};
use morris_client::{Client, Event};
use morris_core::{Color, Game, Move, Rules};
use morris_protocol::{
    AiDoing, AiOpponent, ClientMessage, ColorChoice, Enter, ErrorCode, GameState, Notice,
    RoomSettings, Welcome,
};
use morris_server::ai::{AiQueue, Brain};

/// Plays the first legal turn after `think`, gives the last as its hint
/// (after `think` too), and takes a draw when `draws` says so. Counts its
/// searches.
#[derive(Debug, Default)]
struct Plain {
    think: Duration,
    draws: bool,
    searches: AtomicUsize,
    hints: AtomicUsize,
}

impl Brain for Plain {
    fn choose(&self, game: &Game, level: u8, _clock: Option<u64>) -> Option<Move> {
        assert!((1..=10).contains(&level));
        self.searches.fetch_add(1, Ordering::SeqCst);
        std::thread::sleep(self.think);
        game.legal_moves().first().copied()
    }
    fn hint(&self, game: &Game) -> Option<Move> {
        self.hints.fetch_add(1, Ordering::SeqCst);
        std::thread::sleep(self.think);
        game.legal_moves().last().copied()
    }
    fn accepts_draw(&self, _game: &Game, _side: Color) -> bool {
        self.draws
    }
}

fn server(dir: &std::path::Path, think_ms: u64, draws: bool, searches: usize) -> TestServer {
    counted(dir, think_ms, draws, searches).0
}

/// A server as [`server`] makes, and its brain, to count its searches.
fn counted(
    dir: &std::path::Path,
    think_ms: u64,
    draws: bool,
    searches: usize,
) -> (TestServer, Arc<Plain>) {
    let brain = Arc::new(Plain {
        think: Duration::from_millis(think_ms),
        draws,
        ..Plain::default()
    });
    let queue = AiQueue::new(Arc::clone(&brain) as Arc<dyn Brain>, searches);
    (TestServer::start_with(dir, 0, Some(queue)), brain)
}

fn against_computer(color: ColorChoice, help: bool) -> RoomSettings {
    RoomSettings {
        color,
        help,
        ai: Some(AiOpponent { level: 3 }),
        ..RoomSettings::new(Rules::default())
    }
}

fn host(server: &TestServer, settings: RoomSettings) -> (Client, Welcome, GameState) {
    enter(server, "Ann", Enter::Host { settings })
}

fn first_legal(state: &GameState) -> String {
    state.legal.first().cloned().expect("a legal turn")
}

#[test]
fn the_computer_sits_at_once_answers_each_turn_takes_back_and_plays_again_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path(), 0, false, 2);
    let (ann, welcome, state) = host(&server, against_computer(ColorChoice::White, false));
    assert_eq!(welcome.invite, None, "no invite: the computer has the seat");
    assert_eq!(state.names.black.as_deref(), Some("AI level 3"));
    assert!(state.connected.black);
    let ai = state.ai.expect("the computer's state");
    assert_eq!(
        (ai.level, ai.color, ai.doing),
        (3, Color::Black, AiDoing::Idle)
    );
    let mut state = state;
    for ply in (0..8).step_by(2) {
        play(&ann, ply, &first_legal(&state));
        state = wait_for_moves(&ann, ply + 2);
        assert_eq!(state.to_move, Color::White);
    }
    // A take-back is granted at once: Ann's last turn and the reply.
    ann.send(ClientMessage::AskTakeBack);
    let taken = wait_for(&ann, "the take-back", |e| match e {
        Event::Notice {
            notice: Notice::TookBack { turns },
            ..
        } => Some(*turns),
        _ => None,
    });
    assert_eq!(taken, 2);
    let state = wait_for_moves(&ann, 6);
    assert_eq!(state.to_move, Color::White);
    // Claiming a win from the computer is refused: it never leaves.
    ann.send(ClientMessage::ClaimWin);
    let refused = wait_for(&ann, "the refusal", |e| match e {
        Event::Refused(r) => Some(r.code),
        _ => None,
    });
    assert_eq!(refused, ErrorCode::NotAway);
    ann.send(ClientMessage::Resign);
    wait_for(&ann, "the end", |e| {
        matches!(
            e,
            Event::Notice {
                notice: Notice::Over(_),
                ..
            }
        )
        .then_some(())
    });
    // Play again: a new game at once, colours swapped, the computer opens.
    ann.send(ClientMessage::AskRematch);
    let state = wait_for(&ann, "the computer's opening", |e| match e {
        Event::State(s) if s.game == 2 && s.moves.len() == 1 => Some((**s).clone()),
        _ => None,
    });
    assert_eq!(state.host_color, Color::Black);
    assert_eq!(state.ai.map(|a| a.color), Some(Color::White));
    assert_eq!(state.to_move, Color::Black);
}

#[test]
fn a_draw_offer_is_answered_by_the_computers_policy() {
    for draws in [false, true] {
        let dir = tempfile::tempdir().unwrap();
        let server = server(dir.path(), 0, draws, 1);
        let (ann, _, state) = host(&server, against_computer(ColorChoice::White, false));
        play(&ann, 0, &first_legal(&state));
        wait_for_moves(&ann, 2);
        ann.send(ClientMessage::OfferDraw);
        if draws {
            let over = wait_for(&ann, "the draw", |e| match e {
                Event::Notice {
                    notice: Notice::Over(o),
                    ..
                } => Some(o.clone()),
                _ => None,
            });
            assert_eq!(
                (over.winner, over.termination.as_str()),
                (None, "agreement")
            );
        } else {
            wait_for(&ann, "the refusal", |e| {
                matches!(
                    e,
                    Event::Notice {
                        notice: Notice::DrawDeclined,
                        ..
                    }
                )
                .then_some(())
            });
            let state = wait_for(&ann, "no offer left", |e| match e {
                Event::State(s) if s.draw_offer.is_none() => Some((**s).clone()),
                _ => None,
            });
            assert!(state.outcome.is_none());
        }
    }
}

#[test]
fn hints_come_to_the_asker_where_the_room_allows_them() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path(), 0, false, 1);
    let (ann, _, state) = host(&server, against_computer(ColorChoice::White, true));
    ann.send(ClientMessage::AskHint);
    let (ply, turn) = wait_for(&ann, "the hint", |e| match e {
        Event::Hint { ply, turn } => Some((*ply, turn.clone())),
        _ => None,
    });
    assert_eq!(
        (ply, turn.as_str()),
        (0, state.legal.last().unwrap().as_str())
    );
    // Not on the computer's turn, and not where hints are off.
    let (bob, _, _) = host(&server, against_computer(ColorChoice::White, false));
    bob.send(ClientMessage::AskHint);
    let refused = wait_for(&bob, "the refusal", |e| match e {
        Event::Refused(r) => Some(r.code),
        _ => None,
    });
    assert_eq!(refused, ErrorCode::NoHelp);
    // A server without a computer player says so.
    let bare_dir = tempfile::tempdir().unwrap();
    let bare = TestServer::start(bare_dir.path(), 0);
    let eve = Client::connect(
        &bare.url(),
        "Eve",
        Enter::Host {
            settings: against_computer(ColorChoice::White, true),
        },
    )
    .unwrap();
    let refused = wait_for(&eve, "the refusal", |e| match e {
        Event::Refused(r) => Some(r.code),
        _ => None,
    });
    assert_eq!(refused, ErrorCode::NoAi);
}

#[test]
fn searches_past_the_limit_wait_in_line_and_the_room_says_so() {
    let dir = tempfile::tempdir().unwrap();
    // One thinker, each search 400 ms: the third room's opening waits for
    // the two before it.
    let server = server(dir.path(), 400, false, 1);
    let rooms: Vec<(Client, GameState)> = (0..3)
        .map(|_| {
            let (client, _, state) = host(&server, against_computer(ColorChoice::Black, false));
            (client, state)
        })
        .collect();
    let doing: Vec<AiDoing> = rooms
        .iter()
        .map(|(_, s)| s.ai.expect("the computer").doing)
        .collect();
    assert_eq!(doing[0], AiDoing::Thinking);
    assert!(
        matches!(doing[2], AiDoing::Waiting { ahead } if ahead >= 1),
        "{doing:?}"
    );
    for (client, _) in &rooms {
        let state = wait_for_moves(client, 1);
        assert_eq!(state.to_move, Color::Black);
        assert_eq!(state.ai.map(|a| a.doing), Some(AiDoing::Idle));
    }
    let longest = server.hub.ai().expect("the queue").longest_wait_ms();
    assert!(
        longest >= 600,
        "the third waited for two searches: {longest} ms"
    );
}

#[test]
fn a_turn_the_computer_owed_when_the_server_died_is_played_when_it_comes_back() {
    let dir = tempfile::tempdir().unwrap();
    // The computer opens, slowly: the server dies while it thinks.
    let first = server(dir.path(), 5_000, false, 1);
    let port = first.addr.port();
    let (ann, welcome, state) = host(&first, against_computer(ColorChoice::Black, false));
    assert_eq!(state.ai.map(|a| a.doing), Some(AiDoing::Thinking));
    first.kill();
    drop(ann);
    let brain = Plain::default();
    let again = TestServer::start_with(dir.path(), port, Some(AiQueue::new(Arc::new(brain), 1)));
    let ann = Client::connect(
        &again.url(),
        "Ann",
        Enter::Rejoin {
            room: welcome.room.clone(),
            token: welcome.token.clone().unwrap(),
        },
    )
    .unwrap();
    let state = wait_for_moves(&ann, 1);
    assert_eq!(state.to_move, Color::Black);
    assert_eq!(state.names.white.as_deref(), Some("AI level 3"));
}

#[test]
fn rooms_left_alone_cost_no_search_and_their_turn_is_searched_when_their_person_comes_back() {
    let dir = tempfile::tempdir().unwrap();
    // One thinker; each search takes 2 s. The computer opens every game.
    let (server, brain) = counted(dir.path(), 2_000, false, 1);
    let (first, _, state) = host(&server, against_computer(ColorChoice::Black, false));
    assert_eq!(state.ai.map(|a| a.doing), Some(AiDoing::Thinking));
    // Ten rooms made and left at once, while the first search runs.
    let left: Vec<Welcome> = (0..10)
        .map(|_| {
            let (client, welcome, _) = host(&server, against_computer(ColorChoice::Black, false));
            drop(client);
            welcome
        })
        .collect();
    // An honest game waits for the search under way only.
    let (honest, _, state) = host(&server, against_computer(ColorChoice::Black, false));
    assert!(
        matches!(state.ai.map(|a| a.doing), Some(AiDoing::Waiting { .. })),
        "{state:?}"
    );
    wait_for_moves(&first, 1);
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    let opened = loop {
        if let Some(Event::State(s)) = honest.recv_timeout(Duration::from_millis(100))
            && s.moves.len() == 1
        {
            break s;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the honest game never opened"
        );
    };
    assert_eq!(opened.to_move, Color::Black);
    assert_eq!(
        brain.searches.load(Ordering::SeqCst),
        2,
        "the first room's search and the honest one's: none for the rooms left"
    );
    // A left room's person comes back: its computer opens then.
    let back = Client::connect(
        &server.url(),
        "Ann",
        Enter::Rejoin {
            room: left[3].room.clone(),
            token: left[3].token.clone().unwrap(),
        },
    )
    .unwrap();
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    loop {
        if let Some(Event::State(s)) = back.recv_timeout(Duration::from_millis(100))
            && s.moves.len() == 1
        {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the left room never opened"
        );
    }
    assert_eq!(brain.searches.load(Ordering::SeqCst), 3);
}

#[test]
fn a_seat_has_one_hint_found_at_a_time_and_a_few_sockets_at_most() {
    let dir = tempfile::tempdir().unwrap();
    let brain = Plain {
        think: Duration::from_millis(1_000),
        ..Plain::default()
    };
    let server = TestServer::start_limited(
        dir.path(),
        0,
        Some(AiQueue::new(Arc::new(brain), 2)),
        morris_server::Limits {
            sockets_per_seat: 2,
            ..morris_server::Limits::default()
        },
    );
    let (ann, welcome, _) = host(&server, against_computer(ColorChoice::White, true));
    let rejoin = || {
        Client::connect(
            &server.url(),
            "Ann",
            Enter::Rejoin {
                room: welcome.room.clone(),
                token: welcome.token.clone().unwrap(),
            },
        )
        .unwrap()
    };
    let again = rejoin();
    wait_for(&again, "the seat again", |e| {
        matches!(e, Event::Welcome(_)).then_some(())
    });
    // A third socket on the seat is one too many.
    let third = rejoin();
    let refused = wait_for(&third, "the refusal", |e| match e {
        Event::TurnedAway(r) => Some(r.code),
        _ => None,
    });
    assert_eq!(refused, ErrorCode::RoomFull);
    // Two sockets of one seat ask for a hint: the second is refused while
    // the first is found.
    ann.send(ClientMessage::AskHint);
    std::thread::sleep(Duration::from_millis(200));
    again.send(ClientMessage::AskHint);
    let refused = wait_for(&again, "the refusal", |e| match e {
        Event::Refused(r) => Some(r.code),
        Event::Hint { .. } => panic!("a second hint was searched at once"),
        _ => None,
    });
    assert_eq!(refused, ErrorCode::NoRequest);
    wait_for(&ann, "the hint", |e| {
        matches!(e, Event::Hint { .. }).then_some(())
    });
    // Once it came, the seat may ask again.
    again.send(ClientMessage::AskHint);
    wait_for(&again, "the next hint", |e| {
        matches!(e, Event::Hint { .. }).then_some(())
    });
}

/// A hint asked again in a position one was found for (by anyone: every
/// game starts from the same board) comes at once, without a search.
#[test]
fn a_hint_found_once_in_a_position_is_given_again_without_a_search() {
    let dir = tempfile::tempdir().unwrap();
    let (server, brain) = counted(dir.path(), 0, false, 1);
    let hint = |client: &Client| {
        client.send(ClientMessage::AskHint);
        wait_for(client, "the hint", |e| match e {
            Event::Hint { ply, turn } => Some((*ply, turn.clone())),
            _ => None,
        })
    };
    let (ann, _, state) = host(&server, against_computer(ColorChoice::White, true));
    let first = hint(&ann);
    assert_eq!(brain.hints.load(Ordering::SeqCst), 1);
    // Another visitor's game at the same empty board.
    let (bob, _, _) = host(&server, against_computer(ColorChoice::White, true));
    assert_eq!(hint(&bob), first);
    assert_eq!(brain.hints.load(Ordering::SeqCst), 1);
    // Another position: searched.
    play(&ann, 0, &state.legal[0]);
    wait_for_moves(&ann, 2);
    assert_eq!(hint(&ann).0, 2);
    assert_eq!(brain.hints.load(Ordering::SeqCst), 2);
}

/// Plays the first legal turn, but only when the test lets it: each
/// search says which turns it was asked about, then waits for a go.
#[derive(Debug)]
struct Held {
    asked: std::sync::Mutex<std::sync::mpsc::Sender<Vec<String>>>,
    go: std::sync::Mutex<std::sync::mpsc::Receiver<()>>,
}

impl Brain for Held {
    fn choose(&self, game: &Game, _level: u8, _clock: Option<u64>) -> Option<Move> {
        let moves = game.moves().iter().map(ToString::to_string).collect();
        self.asked.lock().unwrap().send(moves).unwrap();
        self.go.lock().unwrap().recv().ok()?;
        game.legal_moves().first().copied()
    }
    fn hint(&self, game: &Game) -> Option<Move> {
        game.legal_moves().first().copied()
    }
    fn accepts_draw(&self, _game: &Game, _side: Color) -> bool {
        false
    }
}

/// A take-back while the computer thinks, then another turn at the same
/// ply: the computer searches the new position at once (not after the
/// old search, whose answer was for a position that is gone), and plays
/// the answer for the new one (issue 43 item 19: a take-back shown late).
#[test]
fn a_take_back_while_the_computer_thinks_starts_the_search_of_the_new_position_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let (asked, questions) = std::sync::mpsc::channel();
    let (go, went) = std::sync::mpsc::channel();
    let brain = Held {
        asked: std::sync::Mutex::new(asked),
        go: std::sync::Mutex::new(went),
    };
    let queue = AiQueue::new(Arc::new(brain) as Arc<dyn Brain>, 2);
    let server = TestServer::start_with(dir.path(), 0, Some(queue));
    let (ann, _, state) = host(&server, against_computer(ColorChoice::White, false));
    let first = |text: &str| -> Vec<String> { vec![text.to_owned()] };
    let (x, y) = (state.legal[3].clone(), state.legal[5].clone());
    play(&ann, 0, &x);
    let question = |what| {
        questions
            .recv_timeout(Duration::from_secs(10))
            .unwrap_or_else(|_| panic!("no search of {what}"))
    };
    assert_eq!(question("the first turn"), first(&x));
    // Taken back while the computer thinks, and another turn played.
    ann.send(ClientMessage::AskTakeBack);
    wait_for_moves(&ann, 0);
    play(&ann, 0, &y);
    wait_for_moves(&ann, 1);
    // The new position is searched while the old search still waits.
    assert_eq!(question("the turn after the take-back"), first(&y));
    go.send(()).unwrap();
    go.send(()).unwrap();
    let after = wait_for_moves(&ann, 2);
    let mut game = Game::new(Rules::default());
    game.play(y.parse().unwrap()).unwrap();
    assert_eq!(after.moves, [y, game.legal_moves()[0].to_string()]);
}
