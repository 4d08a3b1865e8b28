//! The review of a finished game and the practice's tries through a real
//! server on loopback, with a brain of the tests' own: refused while the
//! game goes on, on a server without an AI and twice at once on a socket;
//! queued as the computer's searches are; sent to the asker alone.

mod common;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use common::{TestServer, enter, play, wait_for, wait_for_moves};
use morris_client::{Client, Event};
use morris_core::{ByColor, Color, Game, Move, Rules};
use morris_protocol::{
    AiOpponent, ClientMessage, ColorChoice, Enter, ErrorCode, GameReview, ReviewGrade, ReviewValue,
    RoomSettings, SideReview, TurnGrade,
};
use morris_server::ai::{AiQueue, Brain, Reviewed};

/// Plays the first legal turn; grades White's turns best and Black's
/// blunders, and a tried turn right when it is the first legal one.
/// Each review or try thinks `think`; counts how many run at once.
#[derive(Debug, Default)]
struct Grader {
    think: Duration,
    running: AtomicUsize,
    most: AtomicUsize,
    /// How many reviews were searched.
    reviews: AtomicUsize,
}

impl Grader {
    fn thinking(&self) {
        let now = self.running.fetch_add(1, Ordering::SeqCst) + 1;
        self.most.fetch_max(now, Ordering::SeqCst);
        std::thread::sleep(self.think);
        self.running.fetch_sub(1, Ordering::SeqCst);
    }
}

fn graded(ply: usize, side: Color, turn: Move, grade: ReviewGrade, best: Move) -> TurnGrade {
    TurnGrade {
        ply: ply as u32,
        side,
        turn: turn.to_string(),
        grade,
        exact: false,
        before: ReviewValue {
            expected: Some(0.5),
            depth: Some(8),
            ..ReviewValue::default()
        },
        after: ReviewValue {
            expected: Some(if grade.is_right() { 0.5 } else { 0.1 }),
            depth: Some(8),
            ..ReviewValue::default()
        },
        best: vec![best.to_string()],
        line: vec![best.to_string()],
        legal: Vec::new(),
    }
}

impl Brain for Grader {
    fn choose(&self, game: &Game, _level: u8, _clock: Option<u64>) -> Option<Move> {
        game.legal_moves().first().copied()
    }
    fn hint(&self, game: &Game) -> Option<Move> {
        game.legal_moves().first().copied()
    }
    fn accepts_draw(&self, _game: &Game, _side: Color) -> bool {
        false
    }
    fn review(&self, game: &Game) -> Option<Reviewed> {
        self.reviews.fetch_add(1, Ordering::SeqCst);
        self.thinking();
        let mut at = Game::from_position(*game.start());
        let mut turns = Vec::new();
        for (ply, &mv) in game.moves().iter().enumerate() {
            let side = at.position().side_to_move();
            let grade = if side == Color::White {
                ReviewGrade::Best
            } else {
                ReviewGrade::Blunder
            };
            turns.push(graded(ply, side, mv, grade, at.legal_moves()[0]));
            at.play(mv).ok()?;
        }
        let summary = SideReview {
            turns: 1,
            accuracy: 100.0,
            ..SideReview::default()
        };
        Some(Reviewed {
            turns,
            summary: ByColor::new(summary.clone(), summary),
        })
    }
    fn grade(&self, before: &Game, ply: u32, turn: Move) -> Option<TurnGrade> {
        self.thinking();
        let first = before.legal_moves()[0];
        let grade = if turn == first {
            ReviewGrade::Good
        } else {
            ReviewGrade::Mistake
        };
        let side = before.position().side_to_move();
        Some(graded(ply as usize, side, turn, grade, first))
    }
}

fn server(dir: &std::path::Path, think_ms: u64) -> (TestServer, Arc<Grader>) {
    let brain = Arc::new(Grader {
        think: Duration::from_millis(think_ms),
        ..Grader::default()
    });
    let queue = AiQueue::new(Arc::clone(&brain) as Arc<dyn Brain>, 1);
    (TestServer::start_with(dir, 0, Some(queue)), brain)
}

fn against_computer() -> RoomSettings {
    RoomSettings {
        color: ColorChoice::White,
        ai: Some(AiOpponent { level: 3 }),
        ..RoomSettings::new(Rules::default())
    }
}

fn refusal(client: &Client) -> ErrorCode {
    wait_for(client, "the refusal", |e| match e {
        Event::Refused(r) => Some(r.code),
        _ => None,
    })
}

fn review(client: &Client) -> GameReview {
    wait_for(client, "the review", |e| match e {
        Event::Review(r) => Some((**r).clone()),
        _ => None,
    })
}

#[test]
fn a_finished_game_is_reviewed_in_the_queue_for_the_asker_alone() {
    let dir = tempfile::tempdir().unwrap();
    let (server, brain) = server(dir.path(), 300);
    let (ann, welcome, state) = enter(
        &server,
        "Ann",
        Enter::Host {
            settings: against_computer(),
        },
    );
    let (watcher, _, _) = enter(
        &server,
        "Wat",
        Enter::Watch {
            code: welcome.watch.clone(),
        },
    );
    // Not while the game goes on.
    ann.send(ClientMessage::AskReview);
    assert_eq!(refusal(&ann), ErrorCode::NotOver);
    ann.send(ClientMessage::TryTurn {
        ply: 0,
        turn: "d6".into(),
    });
    assert_eq!(refusal(&ann), ErrorCode::NotOver);
    play(&ann, 0, &state.legal[3]);
    let state = wait_for_moves(&ann, 2);
    play(&ann, 2, &state.legal[0]);
    wait_for_moves(&ann, 4);
    ann.send(ClientMessage::Resign);
    wait_for(&ann, "the end", |e| match e {
        Event::State(s) if s.outcome.is_some() => Some(()),
        _ => None,
    });
    // Ann and the watcher ask at once; one at a time a socket; one
    // thinker, so one search at a time.
    ann.send(ClientMessage::AskReview);
    ann.send(ClientMessage::AskReview);
    watcher.send(ClientMessage::AskReview);
    assert_eq!(refusal(&ann), ErrorCode::Reviewing);
    let reviewed = review(&ann);
    assert_eq!(reviewed.game, 1);
    assert_eq!(reviewed.turns.len(), 4);
    assert_eq!(reviewed.positions.len(), 5);
    assert_eq!(reviewed.turns[0].turn, state.moves[0]);
    assert_eq!(reviewed.turns[0].grade, ReviewGrade::Best);
    assert!(reviewed.turns[0].legal.is_empty());
    assert_eq!(reviewed.turns[1].grade, ReviewGrade::Blunder);
    assert_eq!(
        reviewed.turns[1].legal.len(),
        23,
        "the practice's turns at a mistake"
    );
    assert_eq!(reviewed.positions[1].white, [state.moves[0].clone()]);
    assert_eq!(review(&watcher), reviewed);
    assert_eq!(brain.most.load(Ordering::SeqCst), 1, "queued, not at once");
    assert_eq!(
        brain.reviews.load(Ordering::SeqCst),
        1,
        "the watcher's, asked while Ann's was made, is Ann's"
    );
    // Ann had no review of the watcher's.
    ann.send(ClientMessage::GetRecord);
    wait_for(&ann, "the record", |e| match e {
        Event::Review(_) => panic!("the watcher's review came to Ann"),
        Event::Record(_) => Some(()),
        _ => None,
    });
    // The practice: a turn tried at a ply, graded.
    let first = reviewed.turns[1].best[0].clone();
    let other = reviewed.turns[1]
        .legal
        .iter()
        .find(|t| **t != first)
        .unwrap()
        .clone();
    for (turn, right) in [(first, true), (other, false)] {
        ann.send(ClientMessage::TryTurn {
            ply: 1,
            turn: turn.clone(),
        });
        let (game, was_right, graded) = wait_for(&ann, "the grade", |e| match e {
            Event::Graded {
                game,
                right,
                graded,
            } => Some((*game, *right, (**graded).clone())),
            _ => None,
        });
        assert_eq!((game, was_right, graded.ply), (1, right, 1));
        assert_eq!(graded.turn, turn);
    }
    for (ply, turn) in [(1, "a2"), (4, "d6"), (1, state.moves[0].as_str())] {
        ann.send(ClientMessage::TryTurn {
            ply,
            turn: turn.into(),
        });
        assert_eq!(refusal(&ann), ErrorCode::Illegal, "{ply} {turn}");
    }
}

/// Plays `turns` against the computer (it plays the first legal turn) in
/// a new room, resigns, and asks for the review: the client and the review.
fn reviewed_game(server: &TestServer, turns: &[usize]) -> (Client, GameReview) {
    let (ann, _, mut state) = enter(
        server,
        "Ann",
        Enter::Host {
            settings: against_computer(),
        },
    );
    for (i, &pick) in turns.iter().enumerate() {
        play(&ann, 2 * i, &state.legal[pick]);
        state = wait_for_moves(&ann, 2 * i + 2);
    }
    ann.send(ClientMessage::Resign);
    wait_for(&ann, "the end", |e| match e {
        Event::State(s) if s.outcome.is_some() => Some(()),
        _ => None,
    });
    ann.send(ClientMessage::AskReview);
    let reviewed = review(&ann);
    (ann, reviewed)
}

#[test]
fn the_same_game_reviewed_again_is_not_searched_again() {
    let dir = tempfile::tempdir().unwrap();
    let (server, brain) = server(dir.path(), 0);
    let searched = || brain.reviews.load(Ordering::SeqCst);
    let (ann, first) = reviewed_game(&server, &[3, 0]);
    assert_eq!(searched(), 1);
    // Asked again on the same socket: the same review, no search.
    ann.send(ClientMessage::AskReview);
    assert_eq!(review(&ann), first);
    assert_eq!(searched(), 1);
    // The same turns in another room: the same review, no search.
    let (_bob, again) = reviewed_game(&server, &[3, 0]);
    assert_eq!(again.turns, first.turns);
    assert_eq!(searched(), 1);
    // Other turns: searched.
    let (_cy, other) = reviewed_game(&server, &[5, 1]);
    assert_ne!(other.turns, first.turns);
    assert_eq!(searched(), 2);
}

#[test]
fn a_server_without_an_ai_reviews_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), 0);
    let (ann, _, _) = enter(
        &server,
        "Ann",
        Enter::Host {
            settings: RoomSettings::new(Rules::default()),
        },
    );
    ann.send(ClientMessage::AskReview);
    assert_eq!(refusal(&ann), ErrorCode::NoAi);
}
