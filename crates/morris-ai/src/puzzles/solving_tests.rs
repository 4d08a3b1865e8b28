//! Tests of solving a puzzle and of choosing one: against databases built
//! by the generator's test, and on the shipped sets.

use morris_core::Preset;

use super::choose::{self, Filter};
use super::{Fact, Kind, Puzzle, Solving, Verdict, shipped};
use crate::db::{Databases, DbValue};

/// Every puzzle of `puzzles`, solved through [`Solving`] against the
/// databases: each wrong first turn is judged wrong with a fact the
/// databases bear out, and the line solves the puzzle at the first
/// attempt.
pub(super) fn check_solving(dbs: &Databases, puzzles: &[Puzzle]) {
    for p in puzzles {
        let root = dbs.probe(p.position()).unwrap();
        let solving = Solving::new(p.clone());
        let answer = p.line()[0];
        let mut wrong = 0;
        for m in p.position().legal_moves() {
            let mut s = solving.clone();
            let verdict = s.try_turn(m).unwrap();
            let value = solving.value_after(dbs, m).unwrap();
            match verdict {
                Verdict::Right { turn, .. } => {
                    assert!(turn == answer || p.line().len() == 1, "{}: {m}", p.id());
                    assert!(!s.failed());
                }
                Verdict::Wrong {
                    fact, answer: a, ..
                } => {
                    wrong += 1;
                    assert_eq!(a, answer);
                    assert!(s.failed());
                    assert_eq!(s.position(), p.position(), "a wrong turn changes nothing");
                    match fact {
                        Fact::LetsWinGo => assert!(!matches!(value, DbValue::Win(_)), "{m}"),
                        Fact::Loses => assert!(matches!(value, DbValue::Loss(_)), "{m}"),
                        Fact::LetsValueGo => {
                            assert_eq!(m.base(), answer.base());
                            let kept = match root {
                                DbValue::Win(_) => matches!(value, DbValue::Win(_)),
                                DbValue::Draw => !matches!(value, DbValue::Loss(_)),
                                DbValue::Loss(_) => true,
                            };
                            assert!(!kept, "{}: {m} keeps {root:?}", p.id());
                        }
                        Fact::OtherTurn => assert_ne!(m.base(), answer.base()),
                        Fact::NotShortest => panic!("a first turn is not a later turn"),
                    }
                }
            }
        }
        assert!(wrong > 0, "{}: some turn is wrong", p.id());
        let mut s = solving;
        while let Some(a) = s.answer() {
            let Verdict::Right { reply, solved, .. } = s.try_turn(a).unwrap() else {
                panic!("the answer is right");
            };
            assert_eq!(solved, s.is_solved());
            assert!(reply.is_none() || !solved);
        }
        assert!(s.is_solved() && !s.failed());
        assert_eq!(s.found(), s.turns());
        assert_eq!(s.played(), p.line());
        assert!(s.try_turn(answer).is_err(), "nothing to find once solved");
    }
}

fn nine() -> Vec<Puzzle> {
    shipped::load(Preset::Nine).unwrap().puzzles
}

#[test]
fn a_win_of_several_turns_solved_hinted_and_shown() {
    let set = nine();
    let p = set
        .iter()
        .find(|p| p.kind() == Kind::Win && p.line().len() >= 5)
        .unwrap();
    let mut s = Solving::new(p.clone());
    assert_eq!(s.given(), None);
    let first = p.line()[0];
    assert_eq!(s.hint(), Some(first.from().unwrap_or(first.to())));
    let Verdict::Right {
        turn,
        reply,
        solved,
    } = s.try_turn(first).unwrap()
    else {
        panic!("the line's turn is right");
    };
    assert_eq!((turn, reply, solved), (first, Some(p.line()[1]), false));
    assert_eq!(s.found(), 1);
    // A wrong turn later is "not the shortest".
    let later = p.line()[2];
    let other = s
        .position()
        .legal_moves()
        .into_iter()
        .find(|&m| m != later)
        .unwrap();
    assert!(matches!(
        s.try_turn(other).unwrap(),
        Verdict::Wrong { fact: Fact::NotShortest, answer, .. } if answer == later
    ));
    assert!(s.failed());
    // Showing plays the answer on.
    assert!(matches!(s.show(), Some(Verdict::Right { turn, .. }) if turn == later));
    assert_eq!(s.found(), 2);
}

#[test]
fn a_removal_puzzle_gives_its_move_and_asks_the_removal() {
    let set = nine();
    let p = set.iter().find(|p| p.kind() == Kind::Removal).unwrap();
    let mut s = Solving::new(p.clone());
    let answer = p.line()[0];
    assert_eq!(s.given(), Some(answer.base()));
    assert_eq!(s.hint(), answer.removals().iter().next());
    let moves = p.position().legal_moves();
    if let Some(&other) = moves.iter().find(|m| m.base() != answer.base()) {
        assert!(matches!(
            s.try_turn(other).unwrap(),
            Verdict::Wrong {
                fact: Fact::OtherTurn,
                ..
            }
        ));
    }
    let other_removal = moves
        .iter()
        .find(|m| m.base() == answer.base() && **m != answer)
        .copied()
        .unwrap();
    assert!(matches!(
        s.try_turn(other_removal).unwrap(),
        Verdict::Wrong {
            fact: Fact::LetsValueGo,
            ..
        }
    ));
    assert!(matches!(
        s.try_turn(answer).unwrap(),
        Verdict::Right {
            solved: true,
            reply: None,
            ..
        }
    ));
    assert!(s.failed(), "solved, but not at the first attempt");
}

#[test]
fn an_illegal_turn_is_refused_and_changes_nothing() {
    let set = nine();
    let p = set.iter().find(|p| p.kind() == Kind::Hold).unwrap();
    let mut s = Solving::new(p.clone());
    let occupied = p.position().occupied().iter().next().unwrap();
    let bad = morris_core::Move::place(occupied);
    assert!(s.try_turn(bad).is_err());
    assert!(!s.failed());
    assert_eq!(s.position(), p.position());
}

#[test]
fn the_daily_puzzle_is_stable_for_a_date_and_changes_with_it() {
    let set = nine();
    let a = choose::daily(&set, "2026-12-07").unwrap();
    assert_eq!(choose::daily(&set, "2026-12-07"), Some(a));
    assert!(choose::DAILY_RATINGS.contains(&set[a].rating()));
    let days: std::collections::HashSet<usize> = (1..=28)
        .map(|d| choose::daily(&set, &format!("2026-02-{d:02}")).unwrap())
        .collect();
    assert!(days.len() > 20, "{}", days.len());
    assert_eq!(choose::daily(&[], "2026-12-07"), None);
    // The same set in another order gives the same puzzle only by chance;
    // the choice depends on the set, as documented.
    assert_eq!(
        set[choose::daily(&set[..], "2026-12-07").unwrap()].id(),
        set[a].id()
    );
}

#[test]
fn near_a_rating_and_up_a_ladder() {
    let set = nine();
    for rating in [1000.0, 1300.0, 1800.0] {
        let i = choose::near(&set, rating, Filter::default(), 3).unwrap();
        assert!(
            (f64::from(set[i].rating()) - rating).abs() <= 100.0,
            "{rating}: {}",
            set[i].rating()
        );
    }
    // Far beyond every rating, the band widens to the nearest.
    let top = set.iter().map(Puzzle::rating).max().unwrap();
    let i = choose::near(&set, 9000.0, Filter::default(), 1).unwrap();
    assert!(set[i].rating() + 50 >= top, "{} {top}", set[i].rating());
    // A theme filter and a skip.
    let theme = super::Theme::Blockade;
    let skip = |i: usize| i.is_multiple_of(2);
    let filter = Filter {
        theme: Some(theme),
        skip: Some(&skip),
    };
    let i = choose::near(&set, 1500.0, filter, 5).unwrap();
    assert!(set[i].themes().contains(&theme) && !i.is_multiple_of(2));
    // The ladder rises.
    let ratings: Vec<u16> = (0..10)
        .map(|step| {
            set[choose::ladder(&set, step, Filter::default(), step as u64).unwrap()].rating()
        })
        .collect();
    assert!(
        ratings.windows(2).filter(|w| w[1] >= w[0]).count() >= 7,
        "{ratings:?}"
    );
    assert!(ratings[9] > ratings[0] + 300, "{ratings:?}");
}

#[test]
fn every_shipped_set_loads_whole() {
    for preset in shipped::PRESETS {
        let loaded = shipped::load(preset).unwrap();
        assert!(
            loaded.bad.is_empty(),
            "{preset:?}: {:?}",
            loaded.bad.first()
        );
        assert!(loaded.puzzles.len() >= 1000, "{preset:?}");
        assert!(loaded.puzzles.iter().all(|p| p.preset() == preset));
        // The placing set's ids are not the main set's.
        let ids: std::collections::HashSet<&str> = loaded.puzzles.iter().map(|p| p.id()).collect();
        assert_eq!(ids.len(), loaded.puzzles.len(), "{preset:?}");
    }
    // Nine Men's Morris has puzzles of its placing phase, holds and
    // removals only.
    let nine = shipped::load(Preset::Nine).unwrap();
    let placing: Vec<_> = nine
        .puzzles
        .iter()
        .filter(|p| !p.position().is_moving_phase())
        .collect();
    assert!(placing.len() >= 100, "{}", placing.len());
    assert!(
        placing
            .iter()
            .all(|p| p.kind() != crate::puzzles::Kind::Win)
    );
    assert!(shipped::text(Preset::Lasker).is_none());
}
