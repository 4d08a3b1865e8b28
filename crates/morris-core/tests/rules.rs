//! The rule book, rule by rule: each test sets up the situation a rule of
//! RULES.md speaks of and checks what the core does.

use morris_core::{
    Color, Game, IllegalReason, Move, Outcome, Phase, Point, Position, Preset, RuleOption, Rules,
    Setup, Termination,
};

fn rules(preset: Preset, options: &[(&str, &str)]) -> Rules {
    let mut rules = Rules::preset(preset);
    for (key, value) in options {
        let option: RuleOption = key.parse().unwrap();
        rules.set(option, value).unwrap();
    }
    rules
}

fn position(text: &str, rules: Rules) -> Position {
    let setup: Setup = text.parse().unwrap();
    Position::from_setup(&setup, rules).unwrap()
}

fn moves(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = pos.legal_moves().iter().map(Move::to_string).collect();
    v.sort();
    v
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

#[test]
fn turns_alternate_across_the_change_to_moving() {
    // With White first, Black places last, and White, who did not make the
    // last placement, moves first. This order closes no mill.
    let mut game = Game::new(Rules::default());
    let order = "a7 d7 b6 g7 d6 f6 c5 d5 e5 c4 b4 a4 g4 f4 e4 c3 d3 e3";
    for m in order.split_whitespace() {
        game.play(mv(m)).unwrap();
    }
    let pos = game.position();
    assert_eq!(pos.in_hand(Color::White), 0);
    assert_eq!(pos.in_hand(Color::Black), 0);
    assert_eq!(pos.side_to_move(), Color::White);
    assert_eq!(pos.phase(), Phase::Moving);
    assert_eq!(pos.turn_number(), 10);
}

#[test]
fn black_may_move_first() {
    let rules = rules(Preset::Nine, &[("first", "black")]);
    let mut pos = Position::new(rules);
    assert_eq!(pos.side_to_move(), Color::Black);
    pos.play(mv("d6")).unwrap();
    assert_eq!(pos.piece_at(Point::D6), Some(Color::Black));
    assert_eq!(pos.turn_number(), 1);
    pos.play(mv("d2")).unwrap();
    assert_eq!(pos.turn_number(), 2);
}

#[test]
fn sliding_goes_to_adjacent_empty_points_only() {
    // White a7, d7, g1; Black g7, b6, a1. With three pieces White flies.
    let text = "WWB/B../.../....../.../.../B.W w 0 0 0 20";
    let pos = position(text, Rules::default());
    assert_eq!(pos.phase(), Phase::Flying);
    let no_fly = rules(Preset::NineNoFlying, &[]);
    let pos = position(text, no_fly);
    assert_eq!(pos.phase(), Phase::Moving);
    assert_eq!(moves(&pos), ["a7-a4", "d7-d6", "g1-d1", "g1-g4"]);
    let err = pos.check(mv("a7-d1")).unwrap_err();
    assert_eq!(err.reason, IllegalReason::NotAdjacent(Point::A7, Point::D1));
}

#[test]
fn flying_needs_exactly_three_and_none_in_hand() {
    let text = "W.W/.W./.../B..B../.../B../B.. w 0 0 0 20";
    let pos = position(text, Rules::default());
    assert_eq!(pos.phase_of(Color::White), Phase::Flying);
    assert_eq!(pos.phase_of(Color::Black), Phase::Moving);
    // 3 pieces to any of 17 empty points; d6-d7 closes a7 d7 g7 and may
    // remove any of Black's 4 pieces (3 more moves).
    assert_eq!(pos.legal_moves().len(), 3 * 17 + 3);
    assert!(pos.is_legal(mv("d6-c3")));
}

#[test]
fn flying_both_lets_the_stronger_side_fly_too() {
    let text = "W.W/.W./.../B..B../.../B../B.. b 0 0 0 20";
    let both = position(text, rules(Preset::Nine, &[("flying", "both")]));
    assert_eq!(both.phase(), Phase::Flying);
    let on = position(text, Rules::default());
    assert_eq!(on.phase(), Phase::Moving);
}

#[test]
fn a_mill_removes_a_piece_not_in_a_mill() {
    // White closes a7 d7 g7 by placing g7; Black has a mill b6 d6 f6 and a
    // piece on a1.
    let pos = position("WW./BBB/.../....../.../.../B.. w 5 5 0 5", Rules::default());
    assert_eq!(
        moves(&pos)
            .iter()
            .filter(|m| m.starts_with("g7"))
            .collect::<Vec<_>>(),
        ["g7xa1"]
    );
    let err = pos.check(mv("g7xd6")).unwrap_err();
    assert_eq!(err.reason, IllegalReason::InMill(Point::D6));
    let err = pos.check(mv("g7")).unwrap_err();
    assert_eq!(err.reason, IllegalReason::MissingRemoval { earned: 1 });
    let err = pos.check(mv("d1xa1")).unwrap_err();
    assert_eq!(err.reason, IllegalReason::TooManyRemovals { earned: 0 });
    let err = pos.check(mv("g7xa7")).unwrap_err();
    assert_eq!(err.reason, IllegalReason::NotOpponentPiece(Point::A7));
}

#[test]
fn when_all_are_in_mills_any_may_go_or_none() {
    let text = "WW./BBB/.../....../.../.../... w 6 6 0 4";
    let any = position(text, Rules::default());
    let g7: Vec<String> = moves(&any)
        .into_iter()
        .filter(|m| m.starts_with("g7"))
        .collect();
    assert_eq!(g7, ["g7xb6", "g7xd6", "g7xf6"]);
    let none = position(text, rules(Preset::Nine, &[("all-in-mills", "none")]));
    let g7: Vec<String> = moves(&none)
        .into_iter()
        .filter(|m| m.starts_with("g7"))
        .collect();
    assert_eq!(g7, ["g7"]);
    let err = none.check(mv("g7xb6")).unwrap_err();
    assert_eq!(err.reason, IllegalReason::AllInMills);
}

#[test]
fn a_double_mill_earns_one_removal_or_one_per_mill() {
    // White places a7, closing a7 d7 g7 and a7 a4 a1 at once.
    // Black: d6, c4, d2.
    let text = ".WW/.B./.../W.B.../.../.B./W.. w 4 4 0 6";
    let one = position(text, Rules::default());
    let a7: Vec<String> = moves(&one)
        .into_iter()
        .filter(|m| m.starts_with("a7"))
        .collect();
    assert_eq!(a7, ["a7xc4", "a7xd2", "a7xd6"]);
    let per_mill = position(text, rules(Preset::Nine, &[("removals", "per-mill")]));
    let a7: Vec<String> = moves(&per_mill)
        .into_iter()
        .filter(|m| m.starts_with("a7"))
        .collect();
    assert_eq!(a7, ["a7xc4xd2", "a7xd6xc4", "a7xd6xd2"]);
    // Written in board order whatever order they are typed in.
    let typed: Move = "a7xd2xd6".parse().unwrap();
    assert!(per_mill.is_legal(typed));
    assert_eq!(typed.to_string(), "a7xd6xd2");
    let err = per_mill.check(mv("a7xd6")).unwrap_err();
    assert_eq!(err.reason, IllegalReason::MissingRemoval { earned: 2 });
}

#[test]
fn per_mill_removals_are_judged_one_after_another() {
    // Black: a mill c3 d3 e3 and one free piece g1. The first removal must
    // take g1; then every black piece stands in a mill and, by default, any
    // of them may go.
    let text = ".WW/.../.../W...../BBB/.../W.B w 4 4 0 6";
    let per_mill = position(text, rules(Preset::Nine, &[("removals", "per-mill")]));
    let a7: Vec<String> = moves(&per_mill)
        .into_iter()
        .filter(|m| m.starts_with("a7"))
        .collect();
    assert_eq!(a7, ["a7xc3xg1", "a7xd3xg1", "a7xe3xg1"]);
    // With all-in-mills=none the second removal lapses.
    let lapse = position(
        text,
        rules(
            Preset::Nine,
            &[("removals", "per-mill"), ("all-in-mills", "none")],
        ),
    );
    let a7: Vec<String> = moves(&lapse)
        .into_iter()
        .filter(|m| m.starts_with("a7"))
        .collect();
    assert_eq!(a7, ["a7xg1"]);
}

#[test]
fn fewer_than_three_loses() {
    let pos = position(
        "WW./.../.../W...../.../.../BB. w 0 0 0 30",
        Rules::default(),
    );
    assert_eq!(
        pos.outcome(),
        Some(Outcome::win(Color::White, Termination::FewerThanThree))
    );
    assert!(pos.legal_moves().is_empty());
    assert_eq!(
        pos.check(mv("a7-a4")).unwrap_err().reason,
        IllegalReason::GameOver
    );
}

#[test]
fn a_blocked_player_loses() {
    // Black a7, d7 and g7 are hemmed in by White's a4, d6 and g4.
    let text = "BBB/WW./.../W....W/.../.W./..W b 0 0 0 30";
    let pos = position(text, rules(Preset::NineNoFlying, &[]));
    assert_eq!(pos.phase(), Phase::Moving);
    assert!(pos.legal_moves().is_empty());
    assert_eq!(
        pos.outcome(),
        Some(Outcome::win(Color::White, Termination::NoLegalMove))
    );
    // With flying, three pieces are never blocked.
    let flying = position(text, Rules::default());
    assert_eq!(flying.outcome(), None);
}

#[test]
fn full_board_draws_or_loses() {
    // Twelve Men's Morris: the 24th piece fills the board.
    let text = "WBW/BWB/WBW/BWBWBW/BWB/WBW/BW. b 0 1 0 12";
    let mut draw = position(text, Rules::preset(Preset::Twelve));
    assert_eq!(moves(&draw), ["g1"]);
    draw.play(mv("g1")).unwrap();
    assert_eq!(draw.outcome(), Some(Outcome::draw(Termination::FullBoard)));
    // Under full-board=lose, White, to move and unable to, loses.
    let mut lose = position(text, rules(Preset::Twelve, &[("full-board", "lose")]));
    lose.play(mv("g1")).unwrap();
    assert_eq!(
        lose.outcome(),
        Some(Outcome::win(Color::Black, Termination::FullBoard))
    );
}

#[test]
fn the_n_move_rule_counts_turns_without_removal() {
    let r = rules(Preset::Nine, &[("n-move", "2")]);
    let mut game = Game::from_position(position("W.W/.W./.../B..B../.../B../B.. w 0 0 0 20", r));
    for m in ["d6-d5", "a4-b4", "d5-d6", "b4-a4"] {
        assert_eq!(game.outcome(), None);
        game.play(mv(m)).unwrap();
    }
    // Four turns are two moves each; the position stands only for the second
    // time, so the N-move rule decides.
    assert_eq!(game.position().n_move_counter(), 4);
    assert_eq!(game.outcome(), Some(Outcome::draw(Termination::NMove)));
}

#[test]
fn threefold_repetition_draws_unless_switched_off() {
    let start = "W.W/.W./.../B..B../.../B../B.. w 0 0 0 20";
    let shuffle = [
        "d6-d5", "a4-b4", "d5-d6", "b4-a4", "d6-d5", "a4-b4", "d5-d6", "b4-a4",
    ];
    let mut game = Game::from_position(position(start, Rules::default()));
    for (i, m) in shuffle.iter().enumerate() {
        game.play(mv(m)).unwrap();
        if i < 7 {
            assert_eq!(game.outcome(), None, "after {m}");
        }
    }
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), Some(Outcome::draw(Termination::Repetition)));
    // Taken-back turns do not count.
    game.undo();
    assert_eq!(game.outcome(), None);
    let off = rules(Preset::Nine, &[("repetition", "off")]);
    let mut game = Game::from_position(position(start, off));
    for m in shuffle {
        game.play(mv(m)).unwrap();
    }
    assert_eq!(game.outcome(), None);
}

#[test]
fn diagonals_add_moves_and_mills() {
    let r = rules(Preset::Nine, &[("diagonals", "on")]);
    let pos = position("W../W../.../....../.../.../B.B w 7 7 0 3", r);
    let c5: Vec<String> = moves(&pos)
        .into_iter()
        .filter(|m| m.starts_with("c5"))
        .collect();
    assert_eq!(c5, ["c5xa1", "c5xg1"]);
}

#[test]
fn setups_that_cannot_arise_are_refused() {
    let nine = Rules::default();
    let bad = |text: &str| Position::from_setup(&text.parse::<Setup>().unwrap(), nine).unwrap_err();
    use morris_core::SetupError;
    assert_eq!(
        bad("WWW/WWW/WWW/W...../.../.../... b 0 0 0 9"),
        SetupError::TooManyPieces(Color::White)
    );
    assert_eq!(
        bad(".../.../.../....../.../.../... b 9 9 0 1"),
        SetupError::HandsOutOfTurn
    );
    assert_eq!(
        bad(".../.../.../....../.../.../... w 9 9 3 1"),
        SetupError::CounterWhilePlacing
    );
    assert_eq!(
        bad(".../.../.../....../.../.../... w 9 9 0 0"),
        SetupError::TurnZero
    );
}
