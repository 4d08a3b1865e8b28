use morris_client::Event;
use morris_protocol::Notice;

use super::*;

#[test]
fn a_time_per_turn_is_not_an_online_clock() {
    assert!(host_settings(Rules::default(), TimeControl::PerTurn { seconds: 5 }, None).is_err());
    let s = host_settings(
        Rules::default(),
        TimeControl::Game {
            minutes: 5,
            increment: 3,
        },
        Some(Color::Black),
    )
    .unwrap();
    assert_eq!(
        s.clock,
        Some(ClockSettings {
            initial_ms: 300_000,
            increment_ms: 3_000
        })
    );
    assert_eq!(s.color, ColorChoice::Black);
}

/// A game seated as the host, White, with both players there, fed by
/// hand (its client never reaches a server).
fn seated() -> OnlineGame {
    let mut game = OnlineGame::host(
        "127.0.0.1:9",
        "Ann",
        RoomSettings::new(Rules::default()),
        None,
    )
    .unwrap();
    let mut out = Vec::new();
    game.take(
        Event::Welcome(morris_protocol::Welcome {
            version: morris_protocol::VERSION,
            room: "room".into(),
            host: Some(true),
            token: Some("token".into()),
            invite: None,
            watch: String::new(),
        }),
        &mut out,
    );
    game.take(Event::State(Box::new(state(&[], 0))), &mut out);
    game
}

fn state(moves: &[&str], seq: u64) -> GameState {
    let mut state = GameState::placeholder();
    state.names = ByColor::new(Some("Ann".into()), Some("Bob".into()));
    state.moves = moves.iter().map(|m| (*m).to_owned()).collect();
    state.seq = seq;
    state
}

fn played(side: Color, turn: &str, seq: u64) -> Event {
    Event::Notice {
        seq,
        notice: Notice::Played {
            side,
            turn: turn.into(),
        },
    }
}

fn turns(out: &[OnlineEvent]) -> Vec<String> {
    out.iter()
        .filter_map(|e| match e {
            OnlineEvent::Played { mv, .. } => Some(mv.to_string()),
            _ => None,
        })
        .collect()
}

#[test]
fn notices_in_order_are_the_game_and_the_state_after_them_adds_nothing() {
    let mut game = seated();
    let mut out = Vec::new();
    game.take(played(Color::White, "d6", 1), &mut out);
    game.take(played(Color::Black, "f4", 2), &mut out);
    assert_eq!(turns(&out), ["d6", "f4"]);
    assert_eq!(game.game().unwrap().moves().len(), 2);
    out.clear();
    game.take(Event::State(Box::new(state(&["d6", "f4"], 2))), &mut out);
    assert_eq!(
        turns(&out),
        Vec::<String>::new(),
        "told once, by the notices"
    );
}

#[test]
fn a_notice_missed_makes_the_next_state_the_game_whole() {
    let mut game = seated();
    let mut out = Vec::new();
    game.take(played(Color::White, "d6", 1), &mut out);
    game.take(Event::State(Box::new(state(&["d6"], 1))), &mut out);
    out.clear();
    // Notice 2 never came: 3 is not applied.
    game.take(played(Color::White, "d5", 3), &mut out);
    assert_eq!(turns(&out), Vec::<String>::new());
    assert_eq!(game.game().unwrap().moves().len(), 1);
    game.take(
        Event::State(Box::new(state(&["d6", "f4", "d5"], 3))),
        &mut out,
    );
    assert_eq!(turns(&out), ["f4", "d5"], "told from the state taken whole");
    assert_eq!(game.game().unwrap().moves().len(), 3);
    // And the notices go on from there.
    out.clear();
    game.take(played(Color::Black, "b4", 4), &mut out);
    assert_eq!(turns(&out), ["b4"]);
}

#[test]
fn a_notice_the_game_cannot_take_is_a_gap_too() {
    let mut game = seated();
    let mut out = Vec::new();
    // Black cannot move first.
    game.take(played(Color::Black, "d6", 1), &mut out);
    assert!(turns(&out).is_empty());
    game.take(Event::State(Box::new(state(&["d6"], 1))), &mut out);
    assert_eq!(game.game().unwrap().moves().len(), 1);
}

#[test]
fn an_unknown_code_is_a_refusal_not_a_connection_lost() {
    let unknown = ErrorMessage::new(ErrorCode::UnknownCode);
    // Refused at the hello: the refusal alone, and the game is over with.
    let mut game = OnlineGame::join("7K3Q-D9XH-2MPA-4RT8", "127.0.0.1:9", "Bob", None).unwrap();
    let mut out = Vec::new();
    game.take(Event::TurnedAway(unknown.clone()), &mut out);
    assert_eq!(out, [OnlineEvent::Refused(unknown.clone())]);
    assert!(game.is_broken());
    // Refused on coming back to a seat: the seat is gone with the
    // connection, and the player is told so too.
    let mut game = seated();
    let mut out = Vec::new();
    game.take(Event::TurnedAway(unknown.clone()), &mut out);
    assert!(
        matches!(out[..], [OnlineEvent::Failed(_), OnlineEvent::Refused(_)]),
        "{out:?}"
    );
    assert!(game.is_broken());
}
