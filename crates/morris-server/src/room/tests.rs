use morris_core::{Outcome, Rules, Termination};

use super::*;
use morris_protocol::{ClientMessage, ClockSettings};

fn room_with(settings: RoomSettings) -> (Room, NewCodes) {
    let (mut room, codes) = Room::create("Ann", settings, 0);
    room.connect(Seat::Host, 0);
    room.join("Bob", 10).unwrap();
    room.connect(Seat::Guest, 10);
    (room, codes)
}

fn host_white() -> RoomSettings {
    RoomSettings {
        color: ColorChoice::White,
        ..RoomSettings::new(Rules::default())
    }
}

fn mv(room: &mut Room, seat: Seat, turn: &str, now: u64) -> Result<Change, ErrorMessage> {
    let ply = room.game().moves().len() as u32;
    room.act(
        seat,
        ClientMessage::Move {
            ply,
            turn: turn.into(),
        },
        now,
        0,
    )
    .into_result()
}

#[test]
fn only_the_side_to_move_plays_and_only_legal_turns_for_the_game_as_it_stands() {
    let (mut room, _) = room_with(host_white());
    assert_eq!(
        mv(&mut room, Seat::Guest, "d6", 20).unwrap_err().code,
        ErrorCode::NotYourTurn
    );
    assert_eq!(
        mv(&mut room, Seat::Host, "d4", 20).unwrap_err().code,
        ErrorCode::Illegal
    );
    assert_eq!(
        room.act(
            Seat::Host,
            ClientMessage::Move {
                ply: 3,
                turn: "d6".into()
            },
            20,
            0
        )
        .into_result()
        .unwrap_err()
        .code,
        ErrorCode::Stale
    );
    assert!(room.game().moves().is_empty());
    let change = mv(&mut room, Seat::Host, "d6", 20).unwrap();
    assert_eq!(
        change.store,
        vec![StoreOp::Move {
            game: 1,
            ply: 0,
            turn: "d6".into(),
            left: None
        }]
    );
    // The same move again is stale, never played twice.
    assert_eq!(
        room.act(
            Seat::Host,
            ClientMessage::Move {
                ply: 0,
                turn: "d6".into()
            },
            30,
            0
        )
        .into_result()
        .unwrap_err()
        .code,
        ErrorCode::NotYourTurn
    );
    assert_eq!(room.game().moves().len(), 1);
    assert_eq!(room.state(30).legal.len(), 23);
}

#[test]
fn nobody_plays_before_the_guest_comes_and_an_invite_seats_once() {
    let (mut room, _) = Room::create("Ann", host_white(), 0);
    assert_eq!(
        mv(&mut room, Seat::Host, "d6", 1).unwrap_err().code,
        ErrorCode::NoOpponent
    );
    room.join("Bob", 2).unwrap();
    assert_eq!(room.join("Eve", 3).unwrap_err().code, ErrorCode::RoomFull);
    let mut old = Room::create("Ann", host_white(), 0).0;
    assert_eq!(
        old.join("Bob", IDLE_LIMIT_MS + 1).unwrap_err().code,
        ErrorCode::RoomExpired
    );
}

#[test]
fn tokens_find_their_seats_and_nothing_else() {
    let (mut room, codes) = Room::create("Ann", host_white(), 0);
    let (guest, _) = room.join("Bob", 1).unwrap();
    assert_eq!(room.seat_with_token(&codes.host_token), Some(Seat::Host));
    assert_eq!(room.seat_with_token(&guest), Some(Seat::Guest));
    assert_eq!(room.seat_with_token(&codes.invite), None);
    assert_eq!(room.seat_with_token(&codes.watch), None);
    assert!(room.is_invite(&codes.invite) && room.is_watch(&codes.watch));
}

#[test]
fn the_clock_charges_the_mover_less_the_transit_and_adds_the_increment() {
    let settings = RoomSettings {
        clock: Some(ClockSettings {
            initial_ms: 60_000,
            increment_ms: 2_000,
        }),
        ..host_white()
    };
    let (mut room, _) = room_with(settings);
    // The guest joined at 10: White's clock runs from then.
    let ply = 0;
    let change = room
        .act(
            Seat::Host,
            ClientMessage::Move {
                ply,
                turn: "d6".into(),
            },
            5_010,
            300,
        )
        .into_result()
        .unwrap();
    let StoreOp::Move {
        left: Some(left), ..
    } = &change.store[0]
    else {
        panic!("{change:?}")
    };
    assert_eq!(left.white, 60_000 - (5_000 - 300) + 2_000);
    assert_eq!(left.black, 60_000);
    let state = room.state(6_010);
    let clock = state.clock.unwrap();
    assert_eq!(clock.running, Some(Color::Black));
    assert_eq!(clock.left_ms.black, 59_000);
}

#[test]
fn a_fallen_flag_ends_the_game_and_refuses_the_late_move() {
    let settings = RoomSettings {
        clock: Some(ClockSettings {
            initial_ms: 1_000,
            increment_ms: 0,
        }),
        ..host_white()
    };
    let (mut room, _) = room_with(settings);
    assert_eq!(room.flag_deadline(0), Some(1_010));
    assert!(room.check_flag(1_009, 0).is_none());
    let err = mv(&mut room, Seat::Host, "d6", 1_500).unwrap_err();
    assert_eq!(err.code, ErrorCode::GameOver);
    let outcome = room.game().outcome().unwrap();
    assert_eq!(outcome.termination, Termination::TimeForfeit);
    // Black has pieces to win with: the win is Black's.
    assert_eq!(outcome.winner, Some(Color::Black));
    assert!(room.game().moves().is_empty());
}

#[test]
fn draws_take_backs_and_rematches_need_the_other_players_yes() {
    let (mut room, _) = room_with(host_white());
    for (seat, turn) in [(Seat::Host, "d6"), (Seat::Guest, "f4"), (Seat::Host, "d2")] {
        mv(&mut room, seat, turn, 20).unwrap();
    }
    // Draws: the offerer cannot accept its own offer.
    room.act(Seat::Guest, ClientMessage::OfferDraw, 21, 0)
        .into_result()
        .unwrap();
    assert_eq!(
        room.act(
            Seat::Guest,
            ClientMessage::AnswerDraw { accept: true },
            22,
            0
        )
        .into_result()
        .unwrap_err()
        .code,
        ErrorCode::NoRequest
    );
    room.act(
        Seat::Host,
        ClientMessage::AnswerDraw { accept: false },
        22,
        0,
    )
    .into_result()
    .unwrap();
    assert!(!room.game().is_over());
    // Black, to move, takes back its f4 and White's reply.
    room.act(Seat::Guest, ClientMessage::AskTakeBack, 23, 0)
        .into_result()
        .unwrap();
    let change = room
        .act(
            Seat::Host,
            ClientMessage::AnswerTakeBack { accept: true },
            24,
            0,
        )
        .into_result()
        .unwrap();
    assert_eq!(change.store, vec![StoreOp::Truncate { game: 1, from: 1 }]);
    assert_eq!(room.game().moves().len(), 1);
    // White, not to move, takes back only its own d6.
    room.act(Seat::Host, ClientMessage::AskTakeBack, 25, 0)
        .into_result()
        .unwrap();
    room.act(
        Seat::Guest,
        ClientMessage::AnswerTakeBack { accept: true },
        26,
        0,
    )
    .into_result()
    .unwrap();
    assert!(room.game().moves().is_empty());
    assert_eq!(
        room.act(Seat::Host, ClientMessage::AskTakeBack, 27, 0)
            .into_result()
            .unwrap_err()
            .code,
        ErrorCode::NothingToTakeBack
    );
    // A rematch waits for the end, then swaps the colours.
    assert_eq!(
        room.act(Seat::Host, ClientMessage::AskRematch, 28, 0)
            .into_result()
            .unwrap_err()
            .code,
        ErrorCode::NotOver
    );
    let change = room
        .act(Seat::Guest, ClientMessage::Resign, 29, 0)
        .into_result()
        .unwrap();
    assert!(matches!(
        change.store.last(),
        Some(StoreOp::Finished { game: 1, .. })
    ));
    assert_eq!(room.game().outcome().unwrap().winner, Some(Color::White));
    room.act(Seat::Host, ClientMessage::AskRematch, 30, 0)
        .into_result()
        .unwrap();
    room.act(
        Seat::Guest,
        ClientMessage::AnswerRematch { accept: true },
        31,
        0,
    )
    .into_result()
    .unwrap();
    assert_eq!(room.game_no(), 2);
    assert_eq!(room.color_of(Seat::Host), Color::Black);
    assert!(!room.game().is_over());
}

#[test]
fn a_win_is_claimed_only_from_a_player_away_past_the_limit() {
    let (mut room, _) = room_with(RoomSettings {
        away_ms: Some(60_000),
        ..host_white()
    });
    assert_eq!(
        room.act(Seat::Host, ClientMessage::ClaimWin, 100, 0)
            .into_result()
            .unwrap_err()
            .code,
        ErrorCode::NotAway
    );
    assert_eq!(
        room.disconnect(Seat::Guest, 1_000),
        Some(Notice::Disconnected { side: Color::Black })
    );
    assert_eq!(
        room.act(Seat::Host, ClientMessage::ClaimWin, 60_999, 0)
            .into_result()
            .unwrap_err()
            .code,
        ErrorCode::NotAway
    );
    room.act(Seat::Host, ClientMessage::ClaimWin, 61_000, 0)
        .into_result()
        .unwrap();
    let outcome = room.game().outcome().unwrap();
    assert_eq!(outcome, Outcome::win(Color::White, Termination::Abandoned));
}

#[test]
fn a_room_comes_back_from_its_row_and_turns_as_it_was() {
    let settings = RoomSettings {
        clock: Some(ClockSettings {
            initial_ms: 60_000,
            increment_ms: 0,
        }),
        ..host_white()
    };
    let (mut room, codes) = room_with(settings);
    let mut turns = Vec::new();
    for (i, (seat, turn)) in [(Seat::Host, "d6"), (Seat::Guest, "f4")]
        .into_iter()
        .enumerate()
    {
        let change = mv(&mut room, seat, turn, 1_000 * (i as u64 + 1)).unwrap();
        let StoreOp::Move { turn, left, .. } = &change.store[0] else {
            panic!()
        };
        turns.push((turn.clone(), *left));
    }
    room.act(Seat::Host, ClientMessage::Resign, 3_000, 0)
        .into_result()
        .unwrap();
    let back = Room::restore(room.row(), &turns, 10_000).unwrap();
    assert_eq!(back.game().moves(), room.game().moves());
    assert_eq!(back.game().outcome(), room.game().outcome());
    assert_eq!(back.state(10_000).clock, room.state(10_000).clock);
    assert_eq!(back.seat_with_token(&codes.host_token), Some(Seat::Host));
    let mut bad = turns.clone();
    bad[1].0 = "d6".into();
    assert!(Room::restore(room.row(), &bad, 0).is_err());
}

#[test]
fn a_room_that_expired_while_the_server_was_down_stays_expired() {
    let (mut room, codes) = room_with(host_white());
    mv(&mut room, Seat::Host, "d6", 20).unwrap();
    let turns: Vec<KeptTurn> = vec![("d6".into(), None)];
    // Three days later the server starts again.
    let later = 20 + 3 * IDLE_LIMIT_MS;
    let back = Room::restore(room.row(), &turns, later).unwrap();
    assert!(back.is_expired(later));
    assert_eq!(back.seat_with_token(&codes.host_token), Some(Seat::Host));
    let mut back = back;
    let refused = back
        .act(Seat::Guest, ClientMessage::Resign, later, 0)
        .into_result()
        .unwrap_err();
    assert_eq!(refused.code, ErrorCode::RoomExpired);
    // A room idle for less than the limit goes on after a restart.
    let soon = 20 + IDLE_LIMIT_MS / 2;
    assert!(
        !Room::restore(room.row(), &turns, soon)
            .unwrap()
            .is_expired(soon)
    );
}

#[test]
fn records_name_both_players() {
    let (mut room, _) = room_with(host_white());
    mv(&mut room, Seat::Host, "d6", 20).unwrap();
    let text = room.record_text();
    assert!(text.contains("[White \"Ann\"]"), "{text}");
    assert!(text.contains("[Black \"Bob\"]"), "{text}");
    assert!(text.contains("1. d6"), "{text}");
    assert_eq!(clean_name("  \u{7}A\"n]n\\ ", "X"), "Ann");
    assert_eq!(clean_name("   ", "Guest"), "Guest");
}

#[test]
fn a_fallen_flag_comes_before_a_draw_accepted_late() {
    let settings = RoomSettings {
        clock: Some(ClockSettings {
            initial_ms: 1_000,
            increment_ms: 0,
        }),
        ..host_white()
    };
    let (mut room, _) = room_with(settings);
    room.act(Seat::Guest, ClientMessage::OfferDraw, 500, 0)
        .into_result()
        .unwrap();
    // White's flag fell at 1,010 (+ the allowance); the draw comes later.
    let decision = room.act(
        Seat::Host,
        ClientMessage::AnswerDraw { accept: true },
        2_100,
        0,
    );
    // Refused, and the end on time is the change to keep and tell.
    assert!(decision.change.store.contains(&StoreOp::Room));
    assert!(matches!(
        decision.change.notices.as_slice(),
        [Notice::Over(o)] if o.termination == Termination::TimeForfeit.name()
    ));
    let err = decision.into_result().unwrap_err();
    assert_eq!(err.code, ErrorCode::GameOver);
    let outcome = room.game().outcome().unwrap();
    assert_eq!(outcome.termination, Termination::TimeForfeit);
    assert_eq!(outcome.winner, Some(Color::Black));
}

#[test]
fn a_room_is_unjoined_until_its_friend_or_its_person_plays() {
    // A friend's room: unjoined while the invite is unused, counted from
    // when its host left.
    let (mut room, _) = Room::create("Ann", host_white(), 0);
    room.connect(Seat::Host, 0);
    assert_eq!(room.unjoined_since(), None, "its host is here");
    room.disconnect(Seat::Host, 50);
    assert_eq!(room.unjoined_since(), Some(50));
    room.join("Bob", 60).unwrap();
    assert_eq!(room.unjoined_since(), None);
    // Against the computer playing White: its first turn is not the
    // person's.
    let settings = RoomSettings {
        color: ColorChoice::Black,
        ai: Some(morris_protocol::AiOpponent { level: 1 }),
        ..RoomSettings::new(Rules::default())
    };
    let (mut room, _) = Room::create("Ann", settings, 0);
    mv(&mut room, Seat::Guest, "d6", 10).unwrap();
    assert_eq!(room.unjoined_since(), Some(10));
    mv(&mut room, Seat::Host, "f4", 20).unwrap();
    assert_eq!(room.unjoined_since(), None);
}
