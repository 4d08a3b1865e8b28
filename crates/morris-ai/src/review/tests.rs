//! The review's grades and summaries, on values made up here.

use super::*;
use crate::Score;

/// A searched value whose expected score is `e`.
fn searched(e: f64) -> MoveValue {
    // The fitted logistic, inverted to the nearest whole score.
    let mut score = Score::heuristic(0);
    let mut best = f64::MAX;
    for raw in -3000..=3000 {
        let s = Score::heuristic(raw);
        if (s.expected() - e).abs() < best {
            best = (s.expected() - e).abs();
            score = s;
        }
    }
    MoveValue::Searched { score, depth: 6 }
}

#[test]
fn searched_grades_follow_the_drop_of_the_expected_score() {
    let t = Thresholds::default();
    assert_eq!((t.inaccuracy, t.mistake, t.blunder), (0.1, 0.15, 0.3));
    let before = searched(0.7);
    for (after, grade) in [
        (0.68, Grade::Good),
        (0.58, Grade::Inaccuracy),
        // A drop of 0.17: a mistake from 0.15 on (measured, not lichess's
        // 0.2).
        (0.53, Grade::Mistake),
        (0.48, Grade::Mistake),
        (0.38, Grade::Blunder),
        (0.05, Grade::Blunder),
    ] {
        assert_eq!(
            searched_grade(before, searched(after), false, t),
            grade,
            "{after}"
        );
    }
    // The best turn is best, whatever a deeper look might say.
    assert_eq!(searched_grade(before, before, true, t), Grade::Best);
    // An exact value met by a search: a win thrown away is a drop of
    // its whole point.
    let win = MoveValue::Exact(DbValue::Win(9));
    assert_eq!(searched_grade(win, searched(0.6), false, t), Grade::Blunder);
}

#[test]
fn exact_grades_are_the_value_kept_or_lost() {
    let t = Thresholds::default();
    let win = |d| MoveValue::Exact(DbValue::Win(d));
    let loss = |d| MoveValue::Exact(DbValue::Loss(d));
    let draw = MoveValue::Exact(DbValue::Draw);
    assert_eq!(exact_grade(win(5), draw, false, t), Grade::Blunder);
    assert_eq!(exact_grade(win(5), loss(8), false, t), Grade::Blunder);
    assert_eq!(exact_grade(draw, loss(8), false, t), Grade::Blunder);
    assert_eq!(exact_grade(win(5), win(5), true, t), Grade::Best);
    assert_eq!(exact_grade(win(5), win(15), false, t), Grade::Good);
    assert_eq!(exact_grade(win(5), win(17), false, t), Grade::Inaccuracy);
    assert_eq!(exact_grade(loss(20), loss(8), false, t), Grade::Inaccuracy);
    assert_eq!(exact_grade(loss(20), loss(12), false, t), Grade::Good);
    assert_eq!(exact_grade(draw, draw, false, t), Grade::Good);
    // The placing phase's values: no distance, the class alone.
    let solved = |w| MoveValue::Solved(w);
    assert_eq!(
        exact_grade(solved(Wdl::Win), solved(Wdl::Draw), false, t),
        Grade::Blunder
    );
    assert_eq!(
        exact_grade(solved(Wdl::Win), solved(Wdl::Win), false, t),
        Grade::Good
    );
}

#[test]
fn accuracy_is_the_expected_score_kept() {
    let turn = |ply: usize, before: MoveValue, after: MoveValue, grade| TurnReview {
        ply,
        number: 1,
        side: if ply.is_multiple_of(2) {
            Color::White
        } else {
            Color::Black
        },
        turn: "d6".parse().expect("a move"),
        grade,
        exact: true,
        before,
        after,
        best: Vec::new(),
        line: Vec::new(),
    };
    let win = MoveValue::Exact(DbValue::Win(7));
    let draw = MoveValue::Exact(DbValue::Draw);
    let review = Review {
        turns: vec![
            turn(0, win, win, Grade::Best),
            turn(1, draw, draw, Grade::Good),
            turn(2, win, draw, Grade::Blunder),
            turn(3, draw, draw, Grade::Best),
        ],
    };
    let white = review.summary(Color::White);
    assert_eq!(white.turns, 2);
    assert!((white.accuracy - 75.0).abs() < 1e-9);
    assert_eq!(white.count(Grade::Blunder), 1);
    assert_eq!(white.key_moments, vec![2]);
    let black = review.summary(Color::Black);
    assert!((black.accuracy - 100.0).abs() < 1e-9);
    assert!(black.key_moments.is_empty());
}

/// An oracle that knows what databases built here know (a server would),
/// counting the questions.
#[derive(Debug)]
struct Knows {
    dbs: Databases,
    asked: std::sync::atomic::AtomicUsize,
}

impl crate::analysis::Oracle for Knows {
    fn move_values(&self, pos: &Position) -> Option<Vec<(Move, MoveValue)>> {
        self.asked
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let values = self.dbs.move_values(pos)?;
        Some(
            values
                .into_iter()
                .map(|(m, v)| (m, MoveValue::Exact(v)))
                .collect(),
        )
    }
}

#[test]
fn an_oracle_values_what_the_databases_at_hand_do_not_and_grades_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let dbs = Databases::new(dir.path(), morris_core::Rules::default());
    dbs.solve(crate::db::Pair::new(3, 3), &|_| {}).unwrap();
    // Three against three, flying: White wins with c5-g7xf2 (the mill),
    // anything else lets Black close one.
    let setup: morris_core::Setup = "WW./.../W../....../.../..B/BB. w 0 0 0 10".parse().unwrap();
    let pos = Position::from_setup(&setup, morris_core::Rules::default()).unwrap();
    let game = Game::from_position(pos);
    let oracle = Arc::new(Knows {
        dbs,
        asked: std::sync::atomic::AtomicUsize::new(0),
    });
    let mut analyst = crate::analysis::Analyst::new(1);
    analyst.set_oracle(Some(oracle.clone()));
    let analysis = analyst.analyse(&game, Some(2), &StopFlag::new(), |_| {});
    assert!(analysis.from_oracle && analysis.done);
    assert_eq!(analysis.moves.len(), game.legal_moves().len());
    assert!(matches!(
        analysis.moves[0].value,
        MoveValue::Exact(crate::db::DbValue::Win(_))
    ));

    // The review grades from it, exactly: a blunder is a fact.
    let mut reviewer = Reviewer::new(1, None, 2);
    reviewer.set_oracle(Some(oracle.clone()));
    let blunder = game
        .legal_moves()
        .into_iter()
        .find(|&m| {
            analysis
                .value_of(m)
                .is_some_and(|v| !matches!(v, MoveValue::Exact(crate::db::DbValue::Win(_))))
        })
        .unwrap();
    let graded = reviewer
        .review_turn(&game, 0, blunder, &StopFlag::new())
        .unwrap();
    assert!(graded.exact);
    assert_eq!(graded.grade, Grade::Blunder);
    assert!(oracle.asked.load(std::sync::atomic::Ordering::Relaxed) >= 2);

    // An oracle that does not know: the search, and no claim of exactness.
    #[derive(Debug)]
    struct Nothing;
    impl crate::analysis::Oracle for Nothing {
        fn move_values(&self, _: &Position) -> Option<Vec<(Move, MoveValue)>> {
            None
        }
    }
    let mut analyst = crate::analysis::Analyst::new(1);
    analyst.set_oracle(Some(Arc::new(Nothing)));
    let analysis = analyst.analyse(&game, Some(2), &StopFlag::new(), |_| {});
    assert!(!analysis.from_oracle);
    assert!(
        analysis
            .moves
            .iter()
            .any(|m| matches!(m.value, MoveValue::Searched { .. })),
        "{analysis:?}"
    );
}
