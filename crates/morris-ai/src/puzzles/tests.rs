//! Tests of the puzzles: the generator on small databases built here, the
//! checks of a tampered puzzle, the format, and each theme on a position
//! made for it.

use morris_core::{Move, Position, Preset, Rules};

use super::certify::{self, VerifyError};
use super::format::{self, ParsePuzzleError};
use super::generate::{self, Settings};
use super::{InvalidPuzzle, Kind, Puzzle, Theme, themes, verify};
use crate::db::{Databases, DbValue, Pair, Wdl};
use crate::stop::StopFlag;

fn position(text: &str) -> Position {
    Position::from_setup(&text.parse().unwrap(), Rules::default()).unwrap()
}

/// The value of a turn for its mover, told apart from the generator's
/// code: the rules' end of the game, else the child's probe.
fn turn_value(dbs: &Databases, pos: &Position, m: Move) -> DbValue {
    let mut child = *pos;
    child.play(m).unwrap();
    match child.rule_outcome() {
        Some(o) if o.winner == Some(pos.side_to_move()) => DbValue::Win(1),
        Some(o) if o.winner.is_none() => DbValue::Draw,
        Some(_) => DbValue::Loss(1),
        None => dbs.probe(&child).unwrap().before(),
    }
}

fn wins(v: DbValue) -> bool {
    matches!(v, DbValue::Win(_))
}

/// Checks a generated puzzle against the definitions, turn by turn, by
/// probing every other turn.
fn check_definitions(dbs: &Databases, p: &Puzzle) {
    let pos = *p.position();
    let line = p.line();
    let first = line[0];
    let others: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|&m| m != first)
        .collect();
    match p.kind() {
        Kind::Win => {
            // The whole line is the shortest win.
            assert_eq!(
                dbs.probe(&pos),
                Some(DbValue::Win(line.len() as u16)),
                "{}",
                p.id()
            );
            assert!(wins(turn_value(dbs, &pos, first)));
            for m in others {
                assert!(!wins(turn_value(dbs, &pos, m)), "{}: {m} wins too", p.id());
            }
            let mut at = pos;
            for (i, &m) in line.iter().enumerate() {
                let v = turn_value(dbs, &at, m);
                let all: Vec<(Move, DbValue)> = at
                    .legal_moves()
                    .into_iter()
                    .map(|n| (n, turn_value(dbs, &at, n)))
                    .collect();
                if i % 2 == 1 {
                    // The longest defence: no reply holds out longer.
                    let DbValue::Loss(d) = v else {
                        panic!("{}: reply {m}", p.id())
                    };
                    for (n, w) in &all {
                        assert!(
                            matches!(w, DbValue::Loss(e) if *e <= d),
                            "{}: {n} defends longer than {m}",
                            p.id()
                        );
                    }
                } else if i > 0 {
                    let DbValue::Win(d) = v else {
                        panic!("{}: turn {m}", p.id())
                    };
                    for (n, w) in &all {
                        if let DbValue::Win(e) = w {
                            assert!(*e >= d, "{}: {n} wins faster than {m}", p.id());
                            assert!(
                                d == 1 || *n == m || *e > d + certify::MARGIN,
                                "{}: {n} wins within the margin",
                                p.id()
                            );
                        }
                    }
                }
                at.play(m).unwrap();
            }
            assert_eq!(
                at.rule_outcome().and_then(|o| o.winner),
                Some(pos.side_to_move())
            );
        }
        Kind::Hold => {
            assert_eq!(line.len(), 1);
            assert_eq!(dbs.probe(&pos), Some(DbValue::Draw));
            assert_eq!(turn_value(dbs, &pos, first), DbValue::Draw);
            assert!(!others.is_empty());
            for m in others {
                assert!(
                    matches!(turn_value(dbs, &pos, m), DbValue::Loss(_)),
                    "{}",
                    p.id()
                );
            }
        }
        Kind::Removal => {
            assert_eq!(line.len(), 1);
            assert!(!first.removals().is_empty());
            let value = dbs.probe(&pos).unwrap();
            assert!(!matches!(value, DbValue::Loss(_)));
            let kept = turn_value(dbs, &pos, first);
            assert_eq!(wins(kept), wins(value), "{}", p.id());
            let same: Vec<Move> = others
                .into_iter()
                .filter(|m| m.base() == first.base())
                .collect();
            assert!(!same.is_empty(), "{}: no other removal", p.id());
            for m in same {
                let v = turn_value(dbs, &pos, m);
                let lets_go = if wins(value) {
                    !wins(v)
                } else {
                    matches!(v, DbValue::Loss(_))
                };
                assert!(lets_go, "{}: {m} keeps the value too", p.id());
            }
            assert!(p.themes().contains(&Theme::RemovalChoice));
        }
    }
}

#[test]
fn the_generator_on_small_databases() {
    let dir = tempfile::tempdir().unwrap();
    let dbs = Databases::new(dir.path(), Rules::default());
    dbs.solve(Pair::new(4, 3), &|_| {}).unwrap();
    let settings = Settings {
        seed: 7,
        count: 60,
        most_pieces: 7,
        most_tries: 2_000_000,
        ..Settings::default()
    };
    let made = generate::generate(&dbs, &settings, &|_| {}, &StopFlag::new()).unwrap();
    assert_eq!(made.puzzles.len(), 60, "tried {}", made.tried);
    assert!(!made.short);
    for kind in Kind::ALL {
        let n = made.puzzles.iter().filter(|p| p.kind() == kind).count();
        assert!(n > 0 && n <= settings.most_of(kind), "{kind}: {n}");
    }
    assert!(
        made.puzzles
            .iter()
            .any(|p| p.kind() == Kind::Win && p.line().len() >= 5)
    );
    for p in &made.puzzles {
        check_definitions(&dbs, p);
        assert_eq!(verify(&dbs, p), Ok(()), "{}", format::line(p));
    }

    // Deterministic from the seed; another seed, other puzzles.
    let again = generate::generate(&dbs, &settings, &|_| {}, &StopFlag::new()).unwrap();
    assert_eq!(again.puzzles, made.puzzles);
    let other = Settings {
        seed: 8,
        ..settings
    };
    let other = generate::generate(&dbs, &other, &|_| {}, &StopFlag::new()).unwrap();
    assert_ne!(other.puzzles, made.puzzles);

    // The file round trip.
    let text = format::write(&["made by the test".to_owned()], &made.puzzles);
    let loaded = format::load(&text);
    assert!(loaded.bad.is_empty(), "{:?}", loaded.bad);
    assert_eq!(loaded.puzzles, made.puzzles);
    assert_eq!(loaded.header, ["made by the test"]);

    // Positions of real games come first; one the databases do not value
    // (the empty board) is passed over.
    let real = [Position::new(Rules::default()), *made.puzzles[5].position()];
    let with_real = Settings {
        seed: 8,
        count: 5,
        ..settings
    };
    let first =
        generate::generate_with(&dbs, &with_real, &real, &|_| {}, &StopFlag::new()).unwrap();
    assert_eq!(first.from_games, 1);
    assert_eq!(first.puzzles[0], made.puzzles[5]);
    assert_eq!(first.puzzles.len(), 5);

    tampered(&dbs, &made.puzzles);
    placing_puzzles(&dbs);
    super::solving_tests::check_solving(&dbs, &made.puzzles);
    shipped_sample(&dbs);
}

/// The value for its mover of a turn in the placing phase, told apart
/// from the generator's code: the rules' end, the databases once placing
/// ends, else the search over the placing phase from the child (checked
/// against plain minimax in tests/db.rs).
fn placing_turn_value(dbs: &Databases, pos: &Position, m: Move) -> Wdl {
    let mut child = *pos;
    child.play(m).unwrap();
    let me = pos.side_to_move();
    let value = match child.rule_outcome() {
        Some(o) => return Wdl::of_outcome(o, me),
        None if child.is_moving_phase() => Wdl::of(dbs.probe(&child).unwrap()),
        None => dbs.opening_value(&child, &StopFlag::new()).unwrap().0,
    };
    if child.side_to_move() == me {
        value
    } else {
        value.flipped()
    }
}

/// Placing puzzles from positions whose placements all end in the pairs
/// solved here (two of each side's on the board, Black to place with two
/// in hand, White one: at most 3-4 when placing ends).
fn placing_puzzles(dbs: &Databases) {
    use morris_core::{Board, ByColor, Color, MillMemory, Point, Setup};
    let mut rng = crate::rng::Rng::new(5);
    let real: Vec<Position> = (0..300)
        .filter_map(|_| {
            let mut points = Point::ALL;
            for k in 0..4 {
                let j = k + rng.below(points.len() - k);
                points.swap(k, j);
            }
            let setup = Setup {
                board: ByColor::new(
                    [points[0], points[1]].into_iter().collect(),
                    [points[2], points[3]].into_iter().collect(),
                ),
                side_to_move: Color::Black,
                in_hand: ByColor::new(1, 2),
                n_move_counter: 0,
                turn: 3,
                memory: MillMemory::EMPTY,
                shape: Board::TwentyFour,
            };
            Position::from_setup(&setup, Rules::default()).ok()
        })
        .collect();
    let settings = Settings {
        count: 12,
        most_tries: 0,
        most_percent: [0, 100, 100],
        placing: true,
        ..Settings::default()
    };
    let made = generate::generate_with(dbs, &settings, &real, &|_| {}, &StopFlag::new()).unwrap();
    assert!(
        made.puzzles.len() >= 6,
        "{} of {}",
        made.puzzles.len(),
        made.tried
    );
    assert_eq!(made.from_games, made.puzzles.len());
    assert!(made.puzzles.iter().any(|p| p.kind() == Kind::Hold));
    for p in &made.puzzles {
        let pos = *p.position();
        assert!(!pos.is_moving_phase());
        assert_eq!(verify(dbs, p), Ok(()), "{}", format::line(p));
        let answer = p.line()[0];
        let kept = placing_turn_value(dbs, &pos, answer);
        for m in pos.legal_moves().into_iter().filter(|&m| m != answer) {
            let other = placing_turn_value(dbs, &pos, m);
            match p.kind() {
                Kind::Hold => {
                    assert_eq!(kept, Wdl::Draw, "{}", p.id());
                    assert_eq!(other, Wdl::Loss, "{}: {m}", p.id());
                }
                Kind::Removal if m.base() == answer.base() => {
                    assert!(other < kept, "{}: {m}", p.id());
                }
                Kind::Removal => {}
                Kind::Win => panic!("no win is made in the placing phase: {}", p.id()),
            }
        }
        // Another placement instead of the answer is refused by the check.
        let wrong = pos
            .legal_moves()
            .into_iter()
            .find(|&m| m.base() != answer.base())
            .unwrap();
        let changed = Puzzle::new(
            p.id(),
            p.preset(),
            pos,
            vec![wrong],
            p.kind(),
            p.themes().to_vec(),
            p.rating(),
        );
        if let Ok(changed) = changed {
            assert!(verify(dbs, &changed).is_err(), "{}", format::line(&changed));
        }
    }
    // Random placements start from the empty board, which these pairs do
    // not reach.
    let random = Settings {
        most_tries: 10,
        ..settings
    };
    assert_eq!(
        generate::generate(dbs, &random, &|_| {}, &StopFlag::new()),
        Err(generate::GenerateError::PlacingNotSolved(Preset::Nine))
    );
}

/// The shipped set of nine loads whole, and its puzzles of at most seven
/// pieces (the pairs solved here) are certified by these databases.
fn shipped_sample(dbs: &Databases) {
    let loaded = format::load(include_str!("../../puzzles/nine.txt"));
    assert!(loaded.bad.is_empty(), "{:?}", loaded.bad.first());
    assert_eq!(loaded.puzzles.len(), 10_000);
    assert!(
        loaded
            .header
            .iter()
            .any(|h| h.starts_with("generated by: morris puzzles generate")),
        "{:?}",
        loaded.header
    );
    let mut checked = 0;
    for p in &loaded.puzzles {
        assert_eq!(p.preset(), Preset::Nine);
        if p.position().occupied().len() <= 7 {
            assert_eq!(verify(dbs, p), Ok(()), "{}", format::line(p));
            checked += 1;
        }
    }
    assert!(checked >= 1000, "{checked}");
}

/// Puzzles changed after they were made are refused by `verify`, each
/// with its reason.
fn tampered(dbs: &Databases, puzzles: &[Puzzle]) {
    let rebuilt = |p: &Puzzle, line: Vec<Move>, kind: Kind, themes: Vec<Theme>| {
        Puzzle::new(
            p.id(),
            p.preset(),
            *p.position(),
            line,
            kind,
            themes,
            p.rating(),
        )
        .unwrap()
    };
    // Another first turn.
    let win = puzzles
        .iter()
        .find(|p| p.kind() == Kind::Win && p.line().len() >= 3)
        .unwrap();
    let wrong = win
        .position()
        .legal_moves()
        .into_iter()
        .find(|&m| m != win.line()[0])
        .unwrap();
    let p = rebuilt(win, vec![wrong], Kind::Win, vec![]);
    assert!(matches!(verify(dbs, &p), Err(VerifyError::NotKept(1, m, _)) if m == wrong));
    // A reply that gives up sooner than the longest defence.
    let weaker = puzzles.iter().find_map(|p| {
        if p.kind() != Kind::Win || p.line().len() < 3 {
            return None;
        }
        let mut at = *p.position();
        at.play(p.line()[0]).unwrap();
        let values = dbs.move_values(&at).unwrap();
        let (reply, _) = values.iter().find(|(_, v)| *v != values[0].1)?;
        let mut line = vec![p.line()[0], *reply];
        at.play(*reply).unwrap();
        // Finished the shortest way, so that only the reply is wrong.
        while at.rule_outcome().is_none() {
            let best = dbs.move_values(&at).unwrap()[0].0;
            line.push(best);
            at.play(best).unwrap();
        }
        Some((p, line))
    });
    let (p, line) = weaker.unwrap();
    let changed = rebuilt(p, line, Kind::Win, p.themes().to_vec());
    assert!(matches!(
        verify(dbs, &changed),
        Err(VerifyError::NotLongestDefence(2, ..))
    ));
    // A line cut short.
    let cut = rebuilt(
        win,
        win.line()[..1].to_vec(),
        Kind::Win,
        win.themes().to_vec(),
    );
    assert_eq!(verify(dbs, &cut), Err(VerifyError::Unfinished));
    // A hold called a win.
    let hold = puzzles.iter().find(|p| p.kind() == Kind::Hold).unwrap();
    let p = rebuilt(
        hold,
        hold.line().to_vec(),
        Kind::Win,
        hold.themes().to_vec(),
    );
    assert_eq!(
        verify(dbs, &p),
        Err(VerifyError::WrongValue(certify::Valued::Exact(
            DbValue::Draw
        )))
    );
    // A theme added.
    let mut themes = hold.themes().to_vec();
    themes.push(Theme::DoubleMill);
    let p = rebuilt(hold, hold.line().to_vec(), Kind::Hold, themes);
    assert!(matches!(verify(dbs, &p), Err(VerifyError::Themes(_))));
    // A removal puzzle with another removal.
    let removal = puzzles.iter().find(|p| p.kind() == Kind::Removal).unwrap();
    let m = removal.line()[0];
    let other = removal
        .position()
        .legal_moves()
        .into_iter()
        .find(|n| n.base() == m.base() && *n != m)
        .unwrap();
    let p = rebuilt(
        removal,
        vec![other],
        Kind::Removal,
        removal.themes().to_vec(),
    );
    assert!(matches!(verify(dbs, &p), Err(VerifyError::NotKept(1, ..))));
    // The same position under other databases' pairs: not covered.
    let none = Databases::new(tempfile::tempdir().unwrap().path(), Rules::default());
    assert_eq!(verify(&none, hold), Err(VerifyError::NotCovered(1)));
}

#[test]
fn the_generator_on_a_solved_whole_game() {
    // Three Men's Morris: the whole game solved, walked by random games.
    let dir = tempfile::tempdir().unwrap();
    let rules = Rules::preset(Preset::Three);
    let dbs = Databases::new(dir.path(), rules);
    let settings = Settings {
        seed: 5,
        count: 12,
        most_tries: 200_000,
        ..Settings::default()
    };
    assert_eq!(
        generate::generate(&dbs, &settings, &|_| {}, &StopFlag::new()),
        Err(generate::GenerateError::WholeGameNotSolved(Preset::Three))
    );
    dbs.solve_whole_game(&|_| {}, &StopFlag::new()).unwrap();
    let made = generate::generate(&dbs, &settings, &|_| {}, &StopFlag::new()).unwrap();
    assert_eq!(made.puzzles.len(), 12, "tried {}", made.tried);
    assert!(made.pairs.is_empty());
    assert!(made.puzzles.iter().any(|p| !p.position().is_moving_phase()));
    for p in &made.puzzles {
        assert_eq!(p.preset(), Preset::Three);
        check_definitions(&dbs, p);
        assert_eq!(verify(&dbs, p), Ok(()), "{}", format::line(p));
    }
}

#[test]
fn bad_lines_are_named_and_skipped() {
    let good = "a1;nine;W../.B./.../.....B/.../.../..W w 1 1 0 9;a1;win;;1000";
    let text = [
        "# made by hand",
        good,
        "",
        "  # a comment",
        "a2;nine;W../.B./.../.....B/.../.../..W w 1 1 0 9;a1;win;;1000;extra",
        "a3;ninety;W../.B./.../.....B/.../.../..W w 1 1 0 9;a1;win;;1000",
        "a4;nine;W../.B./.../.....B/.../.../..W w 1 1 0 9;d6;win;;1000",
        "a5;nine;W../.B./.../.....B/.../.../..W w 1 1 0 9;a1;win;fork;1000",
        "a1;nine;W../.B./.../.....B/.../.../..W w 1 1 0 9;d7;hold;;900",
        "a6;nine;W../.B./.../.....B/.../.../..W w 1 1 0 9;a1 d6;win;;1000",
        "a 7;nine;W../.B./.../.....B/.../.../..W w 1 1 0 9;a1;win;;1000",
        "a8;nine;W../.B./.../.....B/.../.../..W w 1 1 0 9;a1\\x;win;;1000",
        "a9;nine;W../.B./.../.....B/.../.../..W w 1 1 0 9;a1;win;;high",
        "a10;nine;W../.B./.../.....B/.../.../..W w 1 1 0 9;;win;;1000",
        "a11;nine;W../.B./.../.....B/.../... w 1 1 0 9;a1;win;;1000",
    ]
    .join("\n");
    let loaded = format::load(&text);
    assert_eq!(loaded.puzzles.len(), 1);
    assert_eq!(loaded.puzzles[0].id(), "a1");
    assert_eq!(loaded.header, ["made by hand"]);
    let numbers: Vec<usize> = loaded.bad.iter().map(|b| b.number).collect();
    assert_eq!(numbers, [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    let errors: Vec<&ParsePuzzleError> = loaded.bad.iter().map(|b| &b.error).collect();
    assert_eq!(errors[0], &ParsePuzzleError::FieldCount(8));
    assert!(matches!(errors[1], ParsePuzzleError::Rules(_)));
    assert!(matches!(
        errors[2],
        ParsePuzzleError::Invalid(InvalidPuzzle::IllegalTurn { number: 1, .. })
    ));
    assert!(matches!(errors[3], ParsePuzzleError::Theme(_)));
    assert_eq!(errors[4], &ParsePuzzleError::Duplicate(2));
    // The reply d6 is Black's own piece's point: not empty.
    assert!(
        loaded.bad[5]
            .to_string()
            .starts_with("line 10: turn 2 of the answer: illegal move d6"),
        "{}",
        loaded.bad[5]
    );
    assert!(matches!(errors[6], ParsePuzzleError::BadId(_)));
    assert_eq!(errors[7], &ParsePuzzleError::BadEscape);
    assert!(matches!(errors[8], ParsePuzzleError::Rating(_)));
    assert_eq!(
        errors[9],
        &ParsePuzzleError::Invalid(InvalidPuzzle::EmptyLine)
    );
    assert!(matches!(errors[10], ParsePuzzleError::Position(_)));
}

#[test]
fn escapes_round_trip() {
    // No field of today's puzzles holds ';' or '\', but the escapes read.
    let text = "e\\\\1;nine;W../.B./.../.....B/.../.../..W w 1 1 0 9;a1;win;;1000";
    assert!(matches!(
        format::parse(text),
        Err(ParsePuzzleError::BadId(id)) if id == "e\\1"
    ));
    let p =
        format::parse("e1;nine;W../.B./.../.....B/.../.../..W w 1 1 0 9 ;  a1 ;win;;1000").unwrap();
    let line = format::line(&p);
    assert_eq!(
        line,
        "e1;nine;W../.B./.../.....B/.../.../..W w 1 1 0 9;a1;win;;1000"
    );
    assert_eq!(format::parse(&line), Ok(p));
}

#[test]
fn themes_on_positions_made_for_them() {
    let find = |pos: &str, line: &[&str]| {
        let pos = position(pos);
        let line: Vec<Move> = line.iter().map(|m| m.parse().unwrap()).collect();
        themes::find(&pos, &line, &[])
    };
    // Placing a1 by a7 and g1 threatens a4 and d1 at once, with White's
    // last piece.
    assert_eq!(
        find("W../.B./.../.....B/.../.../..W w 1 1 0 9", &["a1"]),
        [Theme::PlacingTrap, Theme::LastPiece]
    );
    // The same with two pieces in hand: no last piece.
    assert_eq!(
        find("W../.B./.../.....B/.../.../..W w 2 2 0 8", &["a1"]),
        [Theme::PlacingTrap]
    );
    // Placing a4 closes a7-a4-a1 and a4-b4-c4 at once.
    assert_eq!(
        find("W../.B./.../.WW..B/.../.B./W.. w 2 2 0 8", &["a4xd2"]),
        [Theme::DoubleMill]
    );
    // d7-d6 opens a7-d7-g7, d6-d7 closes it again.
    assert_eq!(
        find(
            "WWW/.../W../B....B/.../B.B/..B w 0 0 0 20",
            &["d7-d6", "a4-a1", "d6-d7xa1"]
        ),
        [Theme::MillOpenedClosed]
    );
    // d2-d1 leaves Black's four corners no move.
    assert_eq!(
        find("BWB/.../W../W....W/.../.W./B.B w 0 0 0 20", &["d2-d1"]),
        [Theme::Blockade]
    );
    // Black has three pieces and flies.
    assert_eq!(
        find("WWW/.../.../B....B/.../W.W/..B w 0 0 0 20", &["f2-f4"]),
        [Theme::FlyingEndgame]
    );
    // The removal choice, from the values of the turns.
    let pos = position("WW./.../.../.W...B/.../B.B/W.B w 0 0 0 20");
    let good: Move = "b4-a4xb2".parse().unwrap();
    let bad: Move = "b4-a4xg1".parse().unwrap();
    assert!(pos.is_legal(good) && pos.is_legal(bad));
    let values = vec![vec![(good, Wdl::Win), (bad, Wdl::Draw)]];
    assert!(themes::find(&pos, &[good], &values).contains(&Theme::RemovalChoice));
    let values = vec![vec![(good, Wdl::Win), (bad, Wdl::Win)]];
    assert!(!themes::find(&pos, &[good], &values).contains(&Theme::RemovalChoice));
}

#[test]
fn a_puzzle_under_other_rules_or_with_a_bad_id_is_not_made() {
    let pos = position("W../.B./.../.....B/.../.../..W w 1 1 0 9");
    let line = vec!["a1".parse().unwrap()];
    assert_eq!(
        Puzzle::new(
            "x",
            Preset::Twelve,
            pos,
            line.clone(),
            Kind::Win,
            vec![],
            1000
        ),
        Err(InvalidPuzzle::OtherRules)
    );
    assert!(matches!(
        Puzzle::new("x;y", Preset::Nine, pos, line, Kind::Win, vec![], 1000),
        Err(InvalidPuzzle::BadId(_))
    ));
    // The generator refuses a found line that is not legal, with why.
    let found = certify::Found {
        kind: Kind::Win,
        line: vec!["d6".parse().unwrap()],
        values: vec![],
        tempting: 0,
    };
    let refused = generate::make(Preset::Nine, &pos, &found).unwrap_err();
    assert!(
        refused
            .to_string()
            .starts_with("turn 1 of the answer: illegal move d6: d6 is not empty"),
        "{refused}"
    );
}
