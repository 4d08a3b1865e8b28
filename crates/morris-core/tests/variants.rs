//! The traditional variants of issue 22: a hand-built position for each
//! rule they add, showing that it acts and that the rules of `nine` or
//! `twelve` decide otherwise, and seeded random games of every preset in
//! which every move is legal and the invariants hold.

use morris_core::{
    ByColor, Color, Game, IllegalReason, Move, Outcome, Phase, Point, PointSet, Position, Preset,
    Record, RecordFormat, Rules, Setup, SetupError, Termination,
};

fn pos(text: &str, rules: Rules) -> Position {
    let setup: Setup = text.parse().expect("position text");
    Position::from_setup(&setup, rules).expect("a valid position")
}

fn mv(text: &str) -> Move {
    text.parse().expect("a move")
}

fn legal(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(ToString::to_string).collect();
    v.sort();
    v
}

// --- Lasker: moving instead of placing -----------------------------------

#[test]
fn lasker_lets_a_player_with_pieces_in_hand_move_instead_and_mill_by_moving() {
    let lasker = Rules::preset(Preset::Lasker);
    // White a7, g7, d6 with 7 in hand; Black b2, f2 with 8: the hands are
    // out of step, which only moving while placing allows.
    let text = "W.W/.W./.../....../.../B.B/... w 7 8 0 4";
    let p = pos(text, lasker);
    assert_eq!(p.phase(), Phase::Placing);
    let moves = legal(&p);
    // Every empty point, and the slides of the three pieces.
    assert!(moves.contains(&"d5".to_owned()));
    assert!(moves.contains(&"d6-d5".to_owned()));
    // Sliding d6 to d7 closes a7-d7-g7 and removes.
    assert!(moves.contains(&"d6-d7xb2".to_owned()));
    assert!(!moves.contains(&"d6-d7".to_owned()));
    // No flying while placing, even far from any neighbour.
    assert!(!moves.iter().any(|m| m == "d6-a1"));
    // 19 placements, d7 closing the mill with either removal; 8 slides,
    // d6-d7 likewise.
    assert_eq!(moves.len(), 18 + 2 + 7 + 2, "{moves:?}");
    assert_eq!(p.movable_pieces().len(), 3);

    // The same position without the rule: placing only, and the hands
    // must keep step.
    let mut plain = lasker;
    plain.set_moves_in_placing(false);
    let setup: Setup = text.parse().unwrap();
    assert_eq!(
        Position::from_setup(&setup, plain),
        Err(SetupError::HandsOutOfTurn)
    );
    let in_step = pos("W.W/.W./.../....../.../B.B/... w 7 7 0 4", plain);
    let err = in_step.check(mv("d6-d7xb2")).unwrap_err();
    assert_eq!(err.reason, IllegalReason::MustPlace);
    assert!(in_step.movable_pieces().is_empty());
}

#[test]
fn lasker_counts_moves_towards_the_n_move_rule_while_placing() {
    let mut lasker = Rules::preset(Preset::Lasker);
    lasker.set_n_move(1).unwrap();
    let mut p = pos("W.W/.W./.../....../.../B.B/... w 7 8 0 4", lasker);
    p.play(mv("d6-d5")).unwrap();
    assert_eq!(p.n_move_counter(), 1);
    p.play(mv("b2-b4")).unwrap();
    // One move each without a removal: the N-move rule (N = 1) draws.
    assert_eq!(p.outcome(), Some(Outcome::draw(Termination::NMove)));
    // A placement restarts the count, as Sanmill's does.
    let mut q = pos("W.W/.W./.../....../.../B.B/... w 7 8 0 4", lasker);
    q.play(mv("d6-d5")).unwrap();
    q.play(mv("c4")).unwrap();
    assert_eq!(q.n_move_counter(), 0);
    // A counter while placing is a position only these rules allow.
    let mut plain = lasker;
    plain.set_moves_in_placing(false);
    let setup: Setup = "W.W/.W./.../....../.../B.B/... w 7 7 3 4".parse().unwrap();
    assert!(Position::from_setup(&setup, lasker).is_ok());
    assert_eq!(
        Position::from_setup(&setup, plain),
        Err(SetupError::CounterWhilePlacing)
    );
}

// --- One-time mills and removing from mills -------------------------------

/// White a7, g7, d6 and c3; Black b2, f2, a1, g1 (no black mill): White to
/// move in the moving phase.
const SHUTTLE: &str = "W.W/.W./.../....../W../B.B/B.B w 0 0 0 20";

#[test]
fn a_one_time_mill_removes_only_the_first_time() {
    let rules = Rules::preset(Preset::OneTimeMill);
    let mut game = Game::from_position(pos(SHUTTLE, rules));
    // The first mill on a7-d7-g7 removes, and is spent.
    assert!(!game.position().is_legal(mv("d6-d7")));
    game.play(mv("d6-d7xb2")).unwrap();
    let spent = Point::A7.set() | Point::D7.set() | Point::G7.set();
    assert_eq!(game.position().memory().spent[Color::White], spent);
    assert!(game.position().to_string().ends_with(" spent:a7d7g7/-"));
    game.play(mv("a1-a4")).unwrap();
    game.play(mv("d7-d6")).unwrap();
    game.play(mv("a4-a1")).unwrap();
    // Formed again on the same points, it removes nothing.
    let p = *game.position();
    assert!(p.is_legal(mv("d6-d7")), "{:?}", legal(&p));
    let err = p.check(mv("d6-d7xf2")).unwrap_err();
    assert_eq!(err.reason, IllegalReason::TooManyRemovals { earned: 0 });

    // Under nine's rules the same turns remove every time.
    let mut nine = Game::from_position(pos(SHUTTLE, Rules::default()));
    for m in ["d6-d7xb2", "a1-a4", "d7-d6", "a4-a1"] {
        nine.play(mv(m)).unwrap();
    }
    assert!(!nine.position().is_legal(mv("d6-d7")));
    assert!(nine.position().is_legal(mv("d6-d7xf2")));
}

#[test]
fn a_mill_that_shares_points_with_a_spent_one_still_removes() {
    let rules = Rules::preset(Preset::OneTimeMill);
    // a7-d7-g7 is spent; a7-a4-a1 is not, though it shares a7: d1-a1
    // closes it and removes.
    let q = pos(
        "W.W/.../.../W...../.../B.B/.WB w 0 0 0 20 spent:a7d7g7/-",
        rules,
    );
    let closing: Vec<String> = legal(&q)
        .into_iter()
        .filter(|m| m.starts_with("d1-a1"))
        .collect();
    assert_eq!(closing, ["d1-a1xb2", "d1-a1xf2", "d1-a1xg1"]);
}

#[test]
fn pieces_in_mills_may_always_be_removed_where_the_rule_says() {
    // Black has the mill a1-d1-g1 and a loose piece at b2.
    let text = "W.W/.W./.../....../.../B../BBB w 0 0 0 20";
    let targets = |rules: Rules| {
        let p = pos(text, rules);
        legal(&p)
            .into_iter()
            .filter(|m| m.starts_with("d6-d7"))
            .collect::<Vec<_>>()
    };
    assert_eq!(targets(Rules::default()), ["d6-d7xb2"]);
    assert_eq!(
        targets(Rules::preset(Preset::OneTimeMill)),
        ["d6-d7xa1", "d6-d7xb2", "d6-d7xd1", "d6-d7xg1"]
    );
    let mut nerenchi = Rules::preset(Preset::Nerenchi);
    nerenchi.set_pieces(9).unwrap();
    assert_eq!(targets(nerenchi).len(), 4);
}

#[test]
fn spent_mills_are_checked_in_position_text() {
    let setup: Setup = "W.W/.W./.../....../W../B.B/B.B w 0 0 0 20 spent:a7d7/-"
        .parse()
        .unwrap();
    assert_eq!(
        Position::from_setup(&setup, Rules::preset(Preset::OneTimeMill)),
        Err(SetupError::BadMemory(Color::White))
    );
    let setup: Setup = "W.W/.W./.../....../W../B.B/B.B w 0 0 0 20 spent:a7d7g7/-"
        .parse()
        .unwrap();
    assert_eq!(
        Position::from_setup(&setup, Rules::default()),
        Err(SetupError::MemoryNotInRules)
    );
}

// --- Nerenchi: the defender moves first, the full board -------------------

/// Plays the first legal move that removes nothing until placing ends.
fn place_to_the_end(rules: Rules) -> (Game, Color) {
    let mut game = Game::new(rules);
    let mut last = Color::White;
    while !game.position().is_moving_phase() {
        let p = *game.position();
        let m = p
            .legal_moves()
            .into_iter()
            .find(|m| m.removals().is_empty())
            .expect("a quiet placement");
        last = p.side_to_move();
        game.play(m).unwrap();
    }
    (game, last)
}

#[test]
fn in_nerenchi_the_second_player_moves_first_once_placing_ends() {
    // Twelve pieces each and no removal fill the board; with nine pieces
    // on the same geometry placing ends with six points empty.
    let mut rules = Rules::preset(Preset::Nerenchi);
    rules.set_pieces(9).unwrap();
    let (game, last) = place_to_the_end(rules);
    assert_eq!(last, Color::Black);
    assert_eq!(game.position().side_to_move(), Color::Black);
    // Taking back the last placement gives Black its placement again.
    let mut back = game.clone();
    back.undo();
    assert_eq!(back.position().side_to_move(), Color::Black);
    assert_eq!(back.position().in_hand(Color::Black), 1);
    // The record numbers Black's two turns running and reads back.
    let mut game = game;
    let m = game.legal_moves()[0];
    game.play(m).unwrap();
    let text = Record::from_game(&game).to_string();
    assert!(text.contains(&format!("9... {m}")), "{text}");
    let replayed: Record = text.parse().unwrap();
    assert_eq!(replayed.to_game().unwrap().moves(), game.moves());

    // Without the rule White, who placed first, moves first.
    let mut plain = rules;
    plain.set_defender_first(false);
    let (game, _) = place_to_the_end(plain);
    assert_eq!(game.position().side_to_move(), Color::White);
}

#[test]
fn in_nerenchi_a_full_board_loses_for_the_first_player() {
    let full = "WBW/BWB/WBW/BWBWBW/BWB/WBW/BWB b 0 0 0 13";
    let outcome = |rules: Rules| pos(full, rules).outcome();
    // Black, the defender, is to move; White, who placed first, loses.
    assert_eq!(
        outcome(Rules::preset(Preset::Nerenchi)),
        Some(Outcome::win(Color::Black, Termination::FullBoard))
    );
    assert_eq!(
        outcome(Rules::preset(Preset::Twelve)),
        Some(Outcome::draw(Termination::FullBoard))
    );
    let mut lose = Rules::preset(Preset::Twelve);
    lose.set(morris_core::RuleOption::FullBoard, "lose")
        .unwrap();
    assert_eq!(
        outcome(lose),
        Some(Outcome::win(Color::White, Termination::FullBoard))
    );
}

// --- Morabaraba: restricted repeated mills, the endgame N-move rule -------

/// White closed a7-d7-g7 last turn by d6-d7; b6 and f6 are White's, so
/// d7-d6 would close b6-d6-f6 at once.
const MORABARABA_SHUTTLE: &str = "WWW/W.W/.../.....B/..B/.../BB. w 0 0 1 20";

#[test]
fn morabaraba_forbids_going_straight_back_to_close_a_mill_again() {
    let rules = Rules::preset(Preset::Morabaraba);
    let p = pos(&format!("{MORABARABA_SHUTTLE} last:d6-d7/-"), rules);
    let err = p.check(mv("d7-d6xa1")).unwrap_err();
    assert_eq!(
        err.reason,
        IllegalReason::RepeatedMill(Point::D7, Point::D6)
    );
    assert!(!legal(&p).iter().any(|m| m.starts_with("d7-d6")));
    assert!(!p.destinations(Point::D7).contains(Point::D6));
    // Without the memory of the last mill, or under twelve's rules, the
    // move is legal and removes.
    assert!(pos(MORABARABA_SHUTTLE, rules).is_legal(mv("d7-d6xa1")));
    assert!(pos(MORABARABA_SHUTTLE, Rules::preset(Preset::Twelve)).is_legal(mv("d7-d6xa1")));

    // A move that closes no mill lifts the ban.
    let mut game = Game::from_position(p);
    game.play(mv("b6-b4")).unwrap();
    game.play(mv("a1-b2")).unwrap();
    game.play(mv("b4-b6")).unwrap();
    game.play(mv("b2-a1")).unwrap();
    assert!(game.position().is_legal(mv("d7-d6xa1")));
}

#[test]
fn a_mill_closed_by_moving_is_remembered_and_the_way_back_banned() {
    let rules = Rules::preset(Preset::Morabaraba);
    // As MORABARABA_SHUTTLE, with d7 back on d6.
    let mut game = Game::from_position(pos("W.W/WWW/.../.....B/..B/.../BB. w 0 0 1 20", rules));
    game.play(mv("d6-d7xg4")).unwrap();
    assert_eq!(
        game.position().memory().last_mill_move[Color::White],
        Some((Point::D6, Point::D7))
    );
    game.play(mv("e3-e4")).unwrap();
    assert!(!game.position().is_legal(mv("d7-d6xa1")));
    // The record of the game, memory in its FEN, reads back.
    let text = Record::from_game(&game).to_string();
    let back: Record = text.parse().unwrap();
    assert_eq!(back.to_game().unwrap().position(), game.position());
}

#[test]
fn morabaraba_draws_sooner_once_a_side_is_down_to_three() {
    let rules = Rules::preset(Preset::Morabaraba);
    // Black has three pieces; nine turns without a removal are played.
    let text = "W.W/.W./.../....../W../B../B.B w 0 0 9 40";
    let mut p = pos(text, rules);
    assert_eq!(p.n_move_limit(), 5);
    assert_eq!(p.turns_before_n_move_draw(), Some(1));
    p.play(mv("c3-c4")).unwrap();
    assert_eq!(p.outcome(), Some(Outcome::draw(Termination::NMove)));
    // Twelve's rules wait for fifty moves each.
    let mut q = pos(text, Rules::preset(Preset::Twelve));
    q.play(mv("c3-c4")).unwrap();
    assert_eq!(q.outcome(), None);
    assert_eq!(q.turns_before_n_move_draw(), Some(90));
}

// --- Cham Gonu, Cheng San Qi, Da San Qi: marked removals while placing -----

#[test]
fn a_piece_taken_while_placing_is_marked_and_leaves_when_placing_ends() {
    let rules = Rules::preset(Preset::ChengSanQi);
    let text = "WW./.../.../....../.../.../B.B w 7 7 0 3";
    let mut p = pos(text, rules);
    p.play(mv("g7xa1")).unwrap();
    // a1 keeps its dead piece: nobody places there, it belongs to no side
    // and makes no mill.
    assert_eq!(p.memory().marked, Point::A1.set());
    assert!(p.to_string().ends_with(" marked:a1"), "{p}");
    assert_eq!(p.piece_at(Point::A1), None);
    assert!(p.occupied().contains(Point::A1));
    assert!(!p.placements().contains(Point::A1));
    assert!(!p.is_legal(mv("a1")));
    assert_eq!(p.piece_count(Color::Black), 8);
    assert!(p.is_legal(mv("d1")), "d1 closes no mill with a dead a1");
    // Under nine's rules the piece is gone at once.
    let mut q = pos(text, Rules::default());
    q.play(mv("g7xa1")).unwrap();
    assert!(q.placements().contains(Point::A1));
    assert!(q.is_legal(mv("a1")));

    // The last placement ends placing: the marked pieces leave.
    let late = pos("WWW/W.W/.../....../.../..B/B.B b 0 1 0 9 marked:d1", rules);
    assert!(!late.is_legal(mv("d1")));
    let mut after = late;
    after.play(mv("c3")).unwrap();
    assert!(after.memory().is_empty());
    assert!(after.empty().contains(Point::D1));
    assert_eq!(after.side_to_move(), Color::White);
    assert_eq!(after.hash(), after.recomputed_hash());
    // Taking it back brings the mark back.
    let mut back = late;
    let undo = back.play_unchecked(mv("c3"));
    back.undo(mv("c3"), undo);
    assert_eq!(back, late);
    assert_eq!(back.hash(), late.hash());
}

#[test]
fn marks_are_checked_in_position_text() {
    let bad =
        |text: &str, rules: Rules| Position::from_setup(&text.parse().unwrap(), rules).unwrap_err();
    let rules = Rules::preset(Preset::ChamGonu);
    // A mark on a piece, a mark once placing is over, marks the rules do
    // not make.
    assert_eq!(
        bad("WW./.../.../....../.../.../B.B w 7 7 0 3 marked:a1", rules),
        SetupError::BadMarks
    );
    assert_eq!(
        bad("WW./.../.../....../.../.../B.B w 0 0 0 30 marked:d1", rules),
        SetupError::BadMarks
    );
    assert_eq!(
        bad(
            "WW./.../.../....../.../.../B.B w 7 7 0 3 marked:d1",
            Rules::preset(Preset::Twelve)
        ),
        SetupError::BadMarks
    );
    assert!(
        Position::from_setup(
            &"WW./.../.../....../.../.../B.B w 7 7 0 3 marked:d1"
                .parse()
                .unwrap(),
            rules
        )
        .is_ok()
    );
}

#[test]
fn cham_gonu_and_cheng_san_qi_do_not_fly_and_da_san_qi_starts_moving_with_the_defender() {
    // Three white pieces in the moving phase: they slide, not fly.
    let text = "W.W/.W./.../....../.../B.B/B.B w 0 0 0 30";
    for preset in [Preset::ChamGonu, Preset::ChengSanQi, Preset::DaSanQi] {
        let p = pos(text, Rules::preset(preset));
        assert_eq!(p.phase(), Phase::Moving, "{preset}");
    }
    assert_eq!(pos(text, Rules::default()).phase(), Phase::Flying);
    let mut rules = Rules::preset(Preset::DaSanQi);
    rules.set_pieces(9).unwrap();
    let (game, last) = place_to_the_end(rules);
    assert_eq!(
        (last, game.position().side_to_move()),
        (Color::Black, Color::Black)
    );
}

#[test]
fn a_double_mill_whose_first_removal_wins_may_end_there_as_sanmill_writes_it() {
    // Da San Qi takes a piece for each mill: c5-b6 closes b6-d6-f6 and
    // b2-b4-b6 against Black's last three pieces (e5, d3, a1).
    let p = pos(
        ".W./.WW/WWB/.W.W.W/WB./W../B.. w 0 0 1 24",
        Rules::preset(Preset::DaSanQi),
    );
    let whole = p
        .decided_turn(mv("c5-b6xe5"))
        .expect("decided after one removal");
    assert_eq!(whole.base(), mv("c5-b6"));
    assert_eq!(whole.removals().len(), 2, "{whole}");
    assert!(whole.removals().contains("e5".parse::<Point>().unwrap()));
    assert!(p.is_legal(whole), "{whole}");
    assert!(!p.is_legal(mv("c5-b6xe5")), "the rules earn two removals");
    // Not such a turn: one that is whole, one without a removal, one that
    // breaks a rule.
    assert_eq!(p.decided_turn(mv("c5-b6xe5xd3")), None);
    assert_eq!(p.decided_turn(mv("c5-c4")), None);
    assert_eq!(p.decided_turn(mv("c5-b6xg7")), None);
    // With four black pieces the first removal decides nothing.
    let four = pos(
        ".W./.WW/WWB/.W.W.W/WB./W../B.B w 0 0 1 24",
        Rules::preset(Preset::DaSanQi),
    );
    assert_eq!(four.decided_turn(mv("c5-b6xe5")), None);

    // A record that ends the turn there, as Sanmill's engine plays it and
    // its records write it, reads as the whole turn and White's win.
    let moves = "1. g1 d1 2. f6 f2 3. g7 e5 4. b6 d6 5. b2 b4 6. c3 a1 7. c5 a7 \
        8. g4xa7 a4 9. c4xa4 d7 10. d5 d2 11. d3 e3 12. e4 f4 12... d7-a7 \
        13. g7-d7 b4-a4xg1 14. c4-b4xf2 d1-g1 15. b4-c4xe3 d2-d1xb2 16. c3-b2 d1-d2 \
        17. c4-b4xd2 a1-d1 18. b2-a1 g1-f2 19. a1-b2xa4 f2-e3 20. b4-c4 d1-g1 \
        21. d3-c3xf4 g1-d1 22. c4-b4xd6 e3-d3 23. b6-d6xa7 d1-a1 24. c5-b6 xe5 1-0";
    let text = format!("[Rules \"da-san-qi\"]\n[Result \"1-0\"]\n\n{moves}\n");
    let record: Record = text.parse().expect("a record");
    let game = record.to_game().expect("it replays");
    assert_eq!(game.position().to_string(), {
        let mut after = p;
        after.play(whole).unwrap();
        after.to_string()
    });
    assert_eq!(
        game.outcome().map(|o| (o.winner, o.termination)),
        Some((Some(Color::White), Termination::FewerThanThree))
    );
}

// --- Dooz: mills while placing take from the hand, the full board ----------

#[test]
fn in_dooz_a_mill_while_placing_takes_a_piece_from_the_opponents_hand() {
    let dooz = Rules::preset(Preset::Dooz);
    // White places g7, closing a7-d7-g7; Black has five pieces in hand.
    let text = "WW./.B./.../B...../.../.../... w 10 10 0 3";
    let p = pos(text, dooz);
    assert!(p.is_legal(mv("g7")));
    assert!(!p.is_legal(mv("g7xd6")));
    let mut after = p;
    after.play(mv("g7")).unwrap();
    assert_eq!(after.in_hand(Color::Black), 9, "one piece from the hand");
    assert_eq!(after.pieces(Color::Black).len(), 2, "none from the board");
    assert_eq!(after.in_hand(Color::White), 9);
    assert_eq!(after.side_to_move(), Color::Black);
    assert_eq!(
        after.to_string(),
        "WWW/.B./.../B...../.../.../... b 9 9 0 3"
    );
    // Under twelve the same mill takes a piece from the board.
    let twelve = pos(text, Rules::preset(Preset::Twelve));
    assert!(!twelve.is_legal(mv("g7")));
    assert!(twelve.is_legal(mv("g7xd6")));
}

#[test]
fn in_dooz_a_mill_takes_from_the_board_once_the_hand_is_empty_and_the_hands_need_not_keep_step() {
    let dooz = Rules::preset(Preset::Dooz);
    // Black's hand is empty while White still places: Black moves.
    let p = pos("WW./.B./.../B..B../.../.B./B.. w 2 0 0 9", dooz);
    let m = legal(&p);
    assert!(
        m.contains(&"g7xd6".to_owned()) && !m.contains(&"g7".to_owned()),
        "{m:?}"
    );
    let mut after = p;
    after.play(mv("g7xa4")).unwrap();
    assert_eq!(after.phase(), Phase::Moving, "Black, with no hand, moves");
    assert!(after.is_legal(mv("d6-d5")));
    // Under twelve such hands cannot be.
    let setup: Setup = "WW./.B./.../B..B../.../.B./B.. w 2 0 0 9".parse().unwrap();
    assert_eq!(
        Position::from_setup(&setup, Rules::preset(Preset::Twelve)),
        Err(SetupError::HandsOutOfTurn)
    );
}

/// Plays placements that close no mill until placing ends; `None` when a
/// mill cannot be avoided.
fn fill_the_board(rules: Rules) -> Option<Game> {
    let mut game = Game::new(rules);
    while !game.position().is_moving_phase() {
        let p = *game.position();
        let m = p
            .legal_moves()
            .into_iter()
            .find(|m| p.mills_closed_by(m.from(), m.to()).is_empty())?;
        game.play(m).unwrap();
    }
    Some(game)
}

#[test]
fn in_dooz_a_full_board_makes_the_first_player_remove_a_piece_then_the_second_moves() {
    let mut game = fill_the_board(Rules::preset(Preset::Dooz)).expect("a board without mills");
    let p = *game.position();
    assert_eq!(p.occupied(), PointSet::FULL);
    assert_eq!(p.outcome(), None, "not over");
    assert_eq!((p.side_to_move(), p.removals_due()), (Color::White, 1));
    let turns = p.legal_moves();
    assert_eq!(turns.len(), 12, "any black piece, in a mill or not");
    assert!(
        turns
            .iter()
            .all(|m| m.is_removal_only() && m.removals().len() == 1)
    );
    assert!(!p.is_legal(mv("a7-a4")));
    let black = p.pieces(Color::Black).first().unwrap();
    game.play(Move::removal(black)).unwrap();
    let q = *game.position();
    assert_eq!((q.side_to_move(), q.removals_due()), (Color::Black, 0));
    assert_eq!(q.pieces(Color::Black).len(), 11);
    assert!(
        q.legal_moves().iter().all(|m| m.from().is_some()),
        "Black moves"
    );
    // Twelve draws there.
    let twelve = fill_the_board(Rules::preset(Preset::Twelve)).unwrap();
    assert_eq!(
        twelve.outcome(),
        Some(Outcome::draw(Termination::FullBoard))
    );
}

// --- Zhi Qi: marks, and a full board makes both sides remove ----------------

#[test]
fn in_zhi_qi_a_full_board_makes_first_one_side_then_the_other_remove() {
    let mut game = fill_the_board(Rules::preset(Preset::ZhiQi)).expect("a board without mills");
    let p = *game.position();
    assert_eq!(p.memory().due, ByColor::new(1, 1));
    assert_eq!(p.side_to_move(), Color::White);
    let white_takes = p.pieces(Color::Black).first().unwrap();
    game.play(Move::removal(white_takes)).unwrap();
    let q = *game.position();
    assert_eq!((q.side_to_move(), q.removals_due()), (Color::Black, 1));
    assert!(
        q.legal_moves()
            .iter()
            .all(|m| q.pieces(Color::White).contains_all(m.removals()))
    );
    let black_takes = q.pieces(Color::White).first().unwrap();
    game.play(Move::removal(black_takes)).unwrap();
    let r = *game.position();
    assert_eq!((r.side_to_move(), r.removals_due()), (Color::White, 0));
    assert_eq!(r.empty().len(), 2);
    // Cham Gonu, the same game without it, loses for the first player.
    let cham = fill_the_board(Rules::preset(Preset::ChamGonu)).unwrap();
    assert_eq!(
        cham.outcome(),
        Some(Outcome::win(Color::Black, Termination::FullBoard))
    );
    // And a mill while placing marks, as in Cham Gonu.
    assert_eq!(
        Rules::preset(Preset::ZhiQi).placing_mills(),
        morris_core::PlacingMills::Mark
    );
}

// --- El Filja: removals by mill counts when placing ends --------------------

#[test]
fn in_el_filja_mills_while_placing_remove_nothing() {
    let text = "WW./.B./.../B...../.../.../... w 10 10 0 3";
    let p = pos(text, Rules::preset(Preset::ElFilja));
    assert!(p.is_legal(mv("g7")));
    assert!(!p.is_legal(mv("g7xd6")));
    let mut after = p;
    after.play(mv("g7")).unwrap();
    assert_eq!(after.piece_count(Color::Black), 12, "nothing taken");
}

#[test]
fn in_el_filja_the_mills_on_the_board_decide_the_removals_as_placing_ends() {
    let rules = Rules::preset(Preset::ElFilja);
    // Black's last placement leaves White with a mill (c3-d3-e3) and Black
    // with none: White removes two black pieces, then Black one white.
    let mut p = pos("BWB/WBW/BWW/WBBW.B/WWW/BWB/BBW b 0 1 0 12", rules);
    p.play(mv("f4")).unwrap();
    assert_eq!(p.memory().due, ByColor::new(2, 1));
    assert_eq!(
        p.to_string(),
        "BWB/WBW/BWW/WBBWBB/WWW/BWB/BBW w 0 0 0 13 due:2/1"
    );
    let turns = p.legal_moves();
    assert_eq!(turns.len(), 12 * 11 / 2, "any two of Black's twelve");
    let two = p
        .pieces(Color::Black)
        .iter()
        .take(2)
        .fold(PointSet::EMPTY, PointSet::with);
    let one = Move::removals_only(two.first().unwrap().set()).unwrap();
    assert_eq!(
        p.check(one).unwrap_err().reason,
        IllegalReason::MissingRemoval { earned: 2 }
    );
    p.play(Move::removals_only(two).unwrap()).unwrap();
    assert_eq!((p.side_to_move(), p.removals_due()), (Color::Black, 1));
    let white = p.pieces(Color::White).first().unwrap();
    p.play(Move::removal(white)).unwrap();
    assert_eq!((p.side_to_move(), p.removals_due()), (Color::White, 0));
    assert_eq!(p.phase(), Phase::Moving);
    assert_eq!(p.occupied().len(), 21);
}

#[test]
fn in_el_filja_with_no_mill_on_the_board_each_side_removes_one_of_its_own() {
    let rules = Rules::preset(Preset::ElFilja);
    let mut p = pos("WBW/BWB/WBW/BWBBWB/WBW/BWB/W.W b 0 1 0 12", rules);
    p.play(mv("d1")).unwrap();
    assert!(p.memory().due_own);
    assert_eq!(
        p.to_string(),
        "WBW/BWB/WBW/BWBBWB/WBW/BWB/WBW w 0 0 0 13 own-due:1/1"
    );
    let turns = p.legal_moves();
    assert_eq!(turns.len(), 12);
    assert!(
        turns
            .iter()
            .all(|m| p.pieces(Color::White).contains_all(m.removals()))
    );
    assert_eq!(
        p.check(mv("xd7")).unwrap_err().reason,
        IllegalReason::NotOwnPiece(Point::D7)
    );
    p.play(mv("xa7")).unwrap();
    assert!(p.is_legal(mv("xd7")), "Black takes one of its own");
    p.play(mv("xd7")).unwrap();
    assert_eq!(
        (p.side_to_move(), p.memory().due_own),
        (Color::White, false)
    );
    assert!(p.is_legal(mv("d6-d7")));
}

#[test]
fn removals_due_are_checked_in_position_text() {
    let check = |text: &str, rules: Rules| {
        let setup: Setup = text.parse().expect("position text");
        Position::from_setup(&setup, rules)
    };
    let el_filja = Rules::preset(Preset::ElFilja);
    let due = "BWB/WBW/BWW/WBBWBB/WWW/BWB/BBW w 0 0 0 13 due:2/1";
    assert!(check(due, el_filja).is_ok());
    // Not under rules that make none, not owed by the side to move, not
    // while placing.
    assert_eq!(
        check(due, Rules::preset(Preset::Twelve)),
        Err(SetupError::BadDue)
    );
    let black_owes = "BWB/WBW/BWW/WBBWBB/WWW/BWB/BBW w 0 0 0 13 due:0/1";
    assert_eq!(check(black_owes, el_filja), Err(SetupError::BadDue));
    let placing = "BWB/WBW/BWW/WBBW.B/WWW/BWB/BBW b 0 1 0 12 due:0/1";
    assert_eq!(check(placing, el_filja), Err(SetupError::BadDue));
    // A full board under Zhi Qi without removals due cannot be.
    let full = "BWB/WBW/BWW/WBBWBB/WWW/BWB/BBW w 0 0 0 13";
    assert_eq!(
        check(full, Rules::preset(Preset::ZhiQi)),
        Err(SetupError::BadDue)
    );
    assert!(check(full, Rules::preset(Preset::Twelve)).is_ok());
}

#[test]
fn a_record_with_removals_alone_reads_back_also_when_they_are_written_apart() {
    let mut game = fill_the_board(Rules::preset(Preset::ZhiQi)).unwrap();
    let p = *game.position();
    game.play(Move::removal(p.pieces(Color::Black).first().unwrap()))
        .unwrap();
    let q = *game.position();
    game.play(Move::removal(q.pieces(Color::White).first().unwrap()))
        .unwrap();
    for format in RecordFormat::ALL {
        let text = Record::from_game(&game).to_text(format);
        let replayed = text.parse::<Record>().unwrap().to_game().unwrap();
        assert_eq!(replayed.moves(), game.moves(), "{text}");
    }
    // Another program may join both removals to the last placement with
    // no number between: they are taken apart again.
    let ours = Record::from_game(&game).to_string();
    let last = game.moves()[game.moves().len() - 3];
    let (w, b) = (
        game.moves()[game.moves().len() - 2],
        game.moves()[game.moves().len() - 1],
    );
    let glued = format!("[Rules \"zhi-qi\"]\n\n{} {last} {w} {b} *\n", {
        let start = ours.find("\n\n").unwrap() + 2;
        let words: Vec<&str> = ours[start..].split_whitespace().collect();
        // Everything up to the last placement, without move numbers.
        words
            .iter()
            .filter(|w| !w.ends_with('.'))
            .take(game.moves().len() - 3)
            .copied()
            .collect::<Vec<_>>()
            .join(" ")
    });
    let replayed = glued.parse::<Record>().unwrap().to_game().unwrap();
    assert_eq!(replayed.moves(), game.moves(), "{glued}");
}

// --- Mul-Mulan: intervention ------------------------------------------------

#[test]
fn in_mul_mulan_a_piece_between_two_opponent_pieces_takes_both() {
    let mul = Rules::preset(Preset::MulMulan);
    // White places d7 between Black's a7 and g7, and closes d7-d6-d5 too:
    // the intervention takes both, the mill nothing more.
    let text = "B.B/.W./.W./....../.../.../... w 7 7 0 3";
    let p = pos(text, mul);
    let d7: Vec<String> = p
        .completions(None, Point::D7)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(d7, ["d7xa7xg7"]);
    assert_eq!(
        p.check(mv("d7xa7")).unwrap_err().reason,
        IllegalReason::Intervention(Point::A7.set() | Point::G7.set())
    );
    // Under nine it is a mill that takes one.
    let nine = pos(text, Rules::default());
    assert!(nine.is_legal(mv("d7xa7")) && !nine.is_legal(mv("d7xa7xg7")));
    // Entered step by step, the second removal is the other end.
    let mut turn = p.begin_turn(None, Point::D7).unwrap();
    turn.remove(Point::G7).unwrap();
    assert_eq!(turn.removal_targets(), Point::A7.set());
}

#[test]
fn in_mul_mulan_the_line_between_the_squares_comes_first_and_moves_take_too() {
    let mul = Rules::preset(Preset::MulMulan);
    // d6 is the middle of d7-d6-d5 and of b6-d6-f6, all four Black's: the
    // line between the squares is the one that takes (as in Sanmill).
    let p = pos(".B./B.B/.B./W....W/W.W/.../... w 5 5 0 5", mul);
    let d6: Vec<String> = p
        .completions(None, Point::D6)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(d6, ["d6xd7xd5"]);
    // A move takes too; where the first piece taken leaves Black below
    // three, the game ends with it: either end alone.
    let q = pos("B.B/.W./.../..W.../.../.B./W.W w 0 0 0 20", mul);
    let mut d7: Vec<String> = q
        .completions(Some(Point::D6), Point::D7)
        .iter()
        .map(ToString::to_string)
        .collect();
    d7.sort();
    assert_eq!(d7, ["d6-d7xa7", "d6-d7xg7"]);
    let mut after = q;
    after.play(mv("d6-d7xg7")).unwrap();
    assert_eq!(
        after.outcome(),
        Some(Outcome::win(Color::White, Termination::FewerThanThree))
    );
    // No intervention without the rule.
    let twelve = pos(
        "B.B/.W./.../..W.../.../.B./W.W w 0 0 0 20",
        Rules::preset(Preset::Twelve),
    );
    assert!(twelve.is_legal(mv("d6-d7")));
}

// --- Records name the variant as Sanmill does ------------------------------

#[test]
fn records_name_the_variant_as_sanmill_does_and_read_it_back() {
    for (preset, name) in [
        (Preset::Lasker, "Lasker Morris"),
        (Preset::OneTimeMill, "Russian Mill"),
        (Preset::Nerenchi, "Nerenchi"),
        (Preset::Morabaraba, "Morabaraba"),
        (Preset::ChamGonu, "Cham Gonu"),
        (Preset::ChengSanQi, "Cheng San Qi"),
        (Preset::DaSanQi, "Da San Qi"),
        (Preset::Dooz, "Dooz"),
        (Preset::ZhiQi, "Zhi Qi"),
        (Preset::ElFilja, "El Filja"),
        (Preset::MulMulan, "Mul-Mulan"),
    ] {
        let game = Game::new(Rules::preset(preset));
        let text = Record::from_game(&game).to_text(RecordFormat::Sanmill);
        assert!(text.contains(&format!("[Variant \"{name}\"]")), "{text}");
        let sanmill = format!("[Variant \"{name}\"]\n\n1. d6 *\n");
        let record: Record = sanmill.parse().unwrap();
        assert_eq!(record.rules().unwrap(), Rules::preset(preset));
    }
}

// --- Random games -----------------------------------------------------------

/// A small seeded generator (SplitMix64), so the games are the same at
/// every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// Games per preset: the 10,000, each rule met many times; under a
/// minute in a debug build (the core is built optimised).
const GAMES: usize = 10_000;

#[test]
fn random_games_of_every_preset_keep_the_invariants() {
    for preset in Preset::ALL {
        let rules = Rules::preset(preset);
        let mut rng = Rng(0x5EED ^ preset as u64);
        let mut ended = 0;
        for g in 0..GAMES {
            let mut game = Game::new(rules);
            let mut moves = Vec::new();
            while !game.is_over() && game.moves().len() < 600 {
                let p = *game.position();
                p.generate_moves(&mut moves);
                assert!(!moves.is_empty(), "{preset} {p}: not over, yet no move");
                // Prefer removals now and then, so games reach the end.
                let removing: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|m| !m.removals().is_empty())
                    .collect();
                let m = if !removing.is_empty() && rng.below(3) == 0 {
                    removing[rng.below(removing.len())]
                } else {
                    moves[rng.below(moves.len())]
                };
                assert!(p.is_legal(m), "{preset} {p}: {m}");
                let mut child = p;
                let undo = child.play_unchecked(m);
                assert_eq!(child.hash(), child.recomputed_hash(), "{preset} {p}: {m}");
                let mut back = child;
                back.undo(m, undo);
                assert_eq!(back, p, "{preset}: undo of {m}");
                assert_eq!(back.hash(), p.hash());
                // The position text and Sanmill's FEN read back.
                let text = child.to_string();
                let again = Position::from_setup(&text.parse().expect("text"), rules)
                    .unwrap_or_else(|e| panic!("{preset} {text}: {e}"));
                assert_eq!(again, child, "{text}");
                let fen = child.to_setup().to_sanmill_fen();
                if rules.board() != morris_core::Board::TwentyFour {
                    // Sanmill's FEN is of the large board only.
                } else if child.memory().due == ByColor::new(0, 0) {
                    assert_eq!(
                        Setup::from_sanmill_fen(&fen).as_ref(),
                        Ok(&child.to_setup()),
                        "{fen}"
                    );
                } else {
                    // Removals due are Sanmill's removals to make, which
                    // are written but not read.
                    assert!(Setup::from_sanmill_fen(&fen).is_err(), "{fen}");
                }
                game.play(m).unwrap();
            }
            if game.is_over() {
                ended += 1;
            }
            // Every 50th game's record reads back to the same game.
            if g % 50 == 0 {
                let text = Record::from_game(&game).to_string();
                let replayed = text.parse::<Record>().unwrap().to_game().unwrap();
                assert_eq!(replayed.moves(), game.moves(), "{text}");
                assert_eq!(replayed.outcome(), game.outcome());
            }
        }
        assert!(ended > GAMES * 9 / 10, "{preset}: {ended} of {GAMES} ended");
    }
}
