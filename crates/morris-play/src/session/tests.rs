//! The session's rules of play, driven directly.
use super::*;
use morris_core::IllegalReason;

fn humans() -> ByColor<Player> {
    ByColor::new(Player::Human, Player::Human)
}

fn inputs(session: &mut Session, words: &str) {
    for w in words.split_whitespace() {
        let _ = session.typed(w);
    }
}

#[test]
fn inputs_play_moves_and_refusals_say_why() {
    let mut s = Session::new(Rules::default(), humans());
    assert_eq!(
        s.click(Point::D6).unwrap().played,
        Some("d6".parse().unwrap())
    );
    let err = s.click(Point::D6).unwrap_err();
    assert_eq!(err, Refusal::Illegal(IllegalReason::NotEmpty(Point::D6)));
    assert_eq!(s.refusal(), Some(&err));
    assert_eq!(s.typed("f4").unwrap().played, Some("f4".parse().unwrap()));
    assert!(s.refusal().is_none());
    assert!(matches!(s.typed("zz"), Err(Refusal::Notation(_))));
    assert_eq!(s.game().moves().len(), 2);
}

#[test]
fn a_waiting_turn_replaced_by_another_is_reported_dropped() {
    let mut s = Session::new(Rules::default(), humans());
    inputs(&mut s, "d7 a1 d6 g1");
    let e = s.typed("d5").unwrap();
    assert_eq!(e.played, None);
    assert!(s.entry().waiting().is_some());
    assert_eq!(s.targets(), Point::A1.set() | Point::G1.set());
    // A point answers the removal question.
    let err = s.typed("b4").unwrap_err();
    assert_eq!(
        err,
        Refusal::Illegal(IllegalReason::NotOpponentPiece(Point::B4))
    );
    assert_eq!(s.cancel_entry(), Some("d5".parse().unwrap()));
    assert_eq!(s.cancel_entry(), None);
    // Clicking the piece just placed takes the placement back.
    let _ = s.typed("d5").unwrap();
    assert_eq!(
        s.click(Point::D5).unwrap().dropped,
        Some("d5".parse().unwrap())
    );
    // The removal of the same turn drops nothing.
    let _ = s.typed("d5").unwrap();
    // While it waits, the board shows the mill and the piece placed.
    let shown = s.shown();
    assert_eq!(
        shown.fresh_mills,
        vec![Point::D7.set() | Point::D6.set() | Point::D5.set()]
    );
    assert!(shown.pieces[Color::White].contains(Point::D5));
    assert_eq!(
        shown.in_hand[Color::White],
        s.game().position().in_hand(Color::White) - 1
    );
    let e = s.typed("xa1").unwrap();
    assert_eq!(e.played, Some("d5xa1".parse().unwrap()));
    assert_eq!(e.dropped, None);
    assert_eq!(s.fresh_mills().len(), 1);
}

#[test]
fn a_clock_that_runs_out_loses_and_the_record_keeps_the_times() {
    let mut s = Session::new(Rules::default(), humans());
    s.set_time_control("1+2".parse().unwrap());
    inputs(&mut s, "d6 f4 d2");
    let clocks = s.clocks().unwrap();
    assert_eq!(clocks.running(), Some(Color::Black));
    // White moved twice and got the increment twice.
    let white = clocks.left(Color::White, Instant::now());
    assert!(white > Duration::from_secs(61), "{white:?}");
    let record = s.record();
    assert_eq!(record.tag("TimeControl"), Some("60+2"));
    assert!(
        record.comment(0).unwrap().starts_with("[%clk 0:01:0"),
        "{record}"
    );
    // Read back, the clocks stand where they stood.
    let mut again = Session::new(Rules::default(), humans());
    again.load_record(&record).unwrap();
    let left = again.clocks().unwrap().left(Color::White, Instant::now());
    // The comment counts a part of a second as a whole one.
    assert!(
        left.as_secs().abs_diff(white.as_secs()) <= 1,
        "{left:?} {white:?}"
    );
    // Black thinks for a minute and a half: the flag falls.
    let v = s.version();
    assert_eq!(s.check_time(Instant::now() + Duration::from_secs(30)), None);
    assert_eq!(
        s.check_time(Instant::now() + Duration::from_secs(90)),
        Some(Color::Black)
    );
    assert_ne!(s.version(), v);
    let outcome = s.game().outcome().unwrap();
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.termination, morris_core::Termination::TimeForfeit);
    assert_eq!(
        s.check_time(Instant::now() + Duration::from_secs(900)),
        None
    );
    assert_eq!(s.clocks().unwrap().running(), None, "the clocks stopped");
    // Undo takes the flag fall back (no move): Black gets back the time
    // it had after its last move, and its clock runs again.
    s.undo();
    assert!(!s.game().is_over());
    let clocks = s.clocks().unwrap();
    assert_eq!(clocks.running(), Some(Color::Black));
    assert!(clocks.left(Color::Black, Instant::now()) > Duration::from_secs(60));
    assert_eq!(
        s.check_time(Instant::now()),
        None,
        "not flagged again at once"
    );
}

#[test]
fn clock_comments_stay_with_their_moves_through_undo_and_redo() {
    let mut s = Session::new(Rules::default(), humans());
    s.set_time_control("5+0".parse().unwrap());
    inputs(&mut s, "d6 f4");
    // Take one back, play it again, go on: every comment is its move's.
    s.undo();
    s.redo();
    inputs(&mut s, "d2");
    let record = s.record();
    for i in 0..3 {
        assert!(
            record
                .comment(i)
                .is_some_and(|c| c.starts_with("[%clk 0:0")),
            "{record}"
        );
    }
    // A different move after undo drops the old one's time.
    s.undo();
    inputs(&mut s, "b4");
    let record = s.record();
    assert_eq!(record.moves().len(), 3);
    assert!(record.comment(2).is_some(), "{record}");
    assert!(record.comment(3).is_none(), "{record}");
}

#[test]
fn an_ai_that_waits_to_be_told_does_not_lose_on_time() {
    let players = ByColor::new(Player::Human, Player::ai(Level::new(3).unwrap()));
    let mut s = Session::new(Rules::default(), players);
    let t0 = Instant::now();
    let minute = Duration::from_secs(60);
    s.at(t0);
    s.set_time_control("10s".parse().unwrap());
    let _ = s.click(Point::D6).unwrap();
    // The AI is paused (as after going back in the game): its clock
    // stands, however long it waits.
    s.set_ai_paused(true);
    assert_eq!(s.clocks().unwrap().running(), None);
    assert_eq!(s.check_time(t0 + minute), None);
    s.set_ai_paused(false);
    assert_eq!(s.clocks().unwrap().running(), Some(Color::Black));
    // Held by the frontend (its editor open): the same.
    s.hold_clocks(true);
    assert_eq!(s.check_time(t0 + 2 * minute), None);
    s.hold_clocks(false);
    assert_eq!(s.check_time(t0 + 2 * minute + Duration::from_secs(9)), None);
    assert_eq!(
        s.check_time(t0 + 2 * minute + Duration::from_secs(11)),
        Some(Color::Black)
    );
}

#[test]
fn undo_against_the_ai_returns_to_the_person() {
    let players = ByColor::new(Player::Human, Player::ai(Level::new(3).unwrap()));
    let mut s = Session::new(Rules::default(), players);
    let _ = s.click(Point::D6).unwrap();
    assert_eq!(s.ai_to_move(), Some(Level::new(3).unwrap()));
    let v = s.version();
    assert_eq!(
        s.play_ai(v, "f4".parse().unwrap()),
        Some("f4".parse().unwrap())
    );
    // A stale answer is dropped.
    assert_eq!(s.play_ai(v, "f6".parse().unwrap()), None);
    assert_eq!(s.undo(), 2);
    assert!(s.human_to_move());
    assert_eq!(s.redo(), 2);
    assert_eq!(s.game().moves().len(), 2);
}

#[test]
fn draws_between_people_are_asked_and_the_ai_answers_by_policy() {
    let mut s = Session::new(Rules::default(), humans());
    assert_eq!(
        s.offer_draw(Color::White, |_, _| true),
        Some(DrawReply::Asked)
    );
    assert_eq!(s.ai_to_move(), None);
    s.answer_draw(false);
    assert!(!s.game().is_over());
    let players = ByColor::new(Player::Human, Player::ai(Level::MAX));
    let mut s = Session::new(Rules::default(), players);
    assert_eq!(
        s.offer_draw(Color::White, |_, _| false),
        Some(DrawReply::Declined)
    );
    assert_eq!(
        s.offer_draw(Color::White, |_, _| true),
        Some(DrawReply::Accepted)
    );
    assert!(s.game().is_over());
    assert_eq!(s.offer_draw(Color::White, |_, _| true), None);
}

#[test]
fn records_name_the_players_and_restore_ours_only() {
    let players = ByColor::new(Player::ai(Level::new(7).unwrap()), Player::Human);
    let mut s = Session::new(Rules::default(), players);
    s.play("d6".parse().unwrap()).unwrap();
    let record = s.record();
    assert_eq!(record.tag("White"), Some("AI level 7"));
    let mut other = Session::new(Rules::default(), humans());
    other.load_record(&record).unwrap();
    assert_eq!(other.players(), players);
    assert_eq!(other.game().moves().len(), 1);
    // A record of other players keeps ours.
    let mut named = record.clone();
    named.set_tag("White", "Alice");
    let mut third = Session::new(Rules::default(), humans());
    third.load_record(&named).unwrap();
    assert_eq!(third.players(), humans());
}
