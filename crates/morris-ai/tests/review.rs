//! The review's exact grades on endgames the databases up to 7 pieces
//! solve (built once for the test processes): each turn's value is read
//! here from the raw tables, position after position, and the review must
//! grade as those values say: a win thrown into a draw and into a loss, a
//! slower win, a best turn, a draw kept; and its line plays the fastest
//! win.

mod common;

use std::sync::Arc;

use common::{random_position, solved};
use morris_ai::analysis::MoveValue;
use morris_ai::db::{Databases, DbValue};
use morris_ai::review::{Grade, Reviewer, Thresholds};
use morris_ai::search::StopFlag;
use morris_core::{Game, Move, Position, Rules};
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng as Rng;

fn databases() -> Arc<Databases> {
    let rules = Rules::default();
    Arc::new(Databases::new(solved(rules, "nine"), rules))
}

/// The value of `mv` in `pos` for its mover, from the raw tables: the
/// opponent's value after it, seen from the other side; a turn that ends
/// the game by the rules is a win (or a draw).
fn value_by_tables(dbs: &Databases, pos: &Position, mv: Move) -> DbValue {
    let mut child = *pos;
    child.play(mv).expect("legal");
    if let Some(outcome) = child.rule_outcome() {
        return match outcome.winner {
            Some(w) if w == pos.side_to_move() => DbValue::Win(1),
            Some(_) => DbValue::Loss(1),
            None => DbValue::Draw,
        };
    }
    match dbs.probe(&child).expect("covered") {
        DbValue::Win(d) => DbValue::Loss(d + 1),
        DbValue::Loss(d) => DbValue::Win(d + 1),
        DbValue::Draw => DbValue::Draw,
    }
}

fn class(v: DbValue) -> i8 {
    match v {
        DbValue::Win(_) => 1,
        DbValue::Draw => 0,
        DbValue::Loss(_) => -1,
    }
}

/// What the test looks for, and found.
#[derive(Default)]
struct Seen {
    win_to_draw: bool,
    win_to_loss: bool,
    draw_to_loss: bool,
    slower_win: bool,
    best_win: bool,
    draw_kept: bool,
}

impl Seen {
    fn missing(&self) -> String {
        [
            (self.win_to_draw, "a win thrown into a draw"),
            (self.win_to_loss, "a win thrown into a loss"),
            (self.draw_to_loss, "a draw thrown into a loss"),
            (self.slower_win, "a slower win"),
            (self.best_win, "a best win"),
            (self.draw_kept, "a draw kept"),
        ]
        .iter()
        .filter(|(seen, _)| !seen)
        .map(|(_, what)| *what)
        .collect::<Vec<_>>()
        .join(", ")
    }

    fn all(&self) -> bool {
        self.win_to_draw
            && self.win_to_loss
            && self.draw_to_loss
            && self.slower_win
            && self.best_win
            && self.draw_kept
    }
}

#[test]
fn exact_grades_follow_the_values_of_the_tables() {
    let dbs = databases();
    let mut reviewer = Reviewer::new(8, Some(dbs.clone()), 4);
    // Wins of these small endgames are short: a margin of 4 plies meets
    // slower ones.
    const MARGIN: u16 = 4;
    reviewer.set_thresholds(Thresholds {
        slower_win: MARGIN,
        ..Thresholds::default()
    });
    let stop = StopFlag::new();
    let mut rng = Rng::seed_from_u64(40);
    let mut seen = Seen::default();
    let mut positions: usize = 0;
    while positions < 60 || !seen.all() {
        assert!(
            positions < 2000,
            "not every kind of turn met in 2000 positions: {}",
            seen.missing()
        );
        let (a, b) = if positions.is_multiple_of(2) {
            (4, 3)
        } else {
            (3, 4)
        };
        let pos = random_position(Rules::default(), a, b, &mut rng);
        if pos.rule_outcome().is_some() || pos.legal_moves().is_empty() {
            continue;
        }
        let values: Vec<(Move, DbValue)> = pos
            .legal_moves()
            .into_iter()
            .map(|mv| (mv, value_by_tables(&dbs, &pos, mv)))
            .collect();
        let best = values
            .iter()
            .map(|v| v.1)
            .reduce(|a, b| if b.better_than(a) { b } else { a })
            .expect("a move");
        positions += 1;
        let game = Game::from_position(pos);
        for &(mv, value) in &values {
            let review = reviewer.review_turn(&game, 0, mv, &stop).expect("reviewed");
            assert!(review.exact, "{pos}: {mv}");
            assert_eq!(review.before, MoveValue::Exact(best), "{pos}");
            assert_eq!(review.after, MoveValue::Exact(value), "{pos}: {mv}");
            let expected = if class(value) < class(best) {
                Grade::Blunder
            } else if value == best && review.best.contains(&mv) {
                Grade::Best
            } else if matches!((best, value),
                (DbValue::Win(b), DbValue::Win(p)) if p > b + MARGIN)
                || matches!((best, value), (DbValue::Loss(b), DbValue::Loss(p)) if b > p + MARGIN)
            {
                Grade::Inaccuracy
            } else {
                Grade::Good
            };
            assert_eq!(review.grade, expected, "{pos}: {mv} ({value} of {best})");
            match (best, value, review.grade) {
                (DbValue::Win(_), DbValue::Draw, _) => seen.win_to_draw = true,
                (DbValue::Win(_), DbValue::Loss(_), _) => seen.win_to_loss = true,
                (DbValue::Draw, DbValue::Loss(_), _) => seen.draw_to_loss = true,
                (DbValue::Win(_), DbValue::Win(_), Grade::Inaccuracy) => seen.slower_win = true,
                (DbValue::Win(_), DbValue::Win(_), Grade::Best) => seen.best_win = true,
                (DbValue::Draw, DbValue::Draw, _) => seen.draw_kept = true,
                _ => {}
            }
            // Every best turn has the best value, and the line starts with
            // the first of them.
            for &b in &review.best {
                assert_eq!(value_by_tables(&dbs, &pos, b), best, "{pos}: {b}");
            }
            assert_eq!(review.line.first(), review.best.first());
        }
    }
}

#[test]
fn the_line_of_a_win_plays_the_fastest_win_to_its_end() {
    let dbs = databases();
    let mut reviewer = Reviewer::new(8, Some(dbs.clone()), 4);
    let mut rng = Rng::seed_from_u64(7);
    let mut checked = 0;
    while checked < 20 {
        let pos = random_position(Rules::default(), 4, 3, &mut rng);
        if pos.rule_outcome().is_some() {
            continue;
        }
        let Some(DbValue::Win(d)) = dbs.probe(&pos) else {
            continue;
        };
        if usize::from(d) > morris_ai::review::LINE_PLIES {
            continue;
        }
        let game = Game::from_position(pos);
        let first = pos.legal_moves()[0];
        let review = reviewer
            .review_turn(&game, 0, first, &StopFlag::new())
            .expect("reviewed");
        // The line is as long as the win and ends it, the winner winning.
        assert_eq!(review.line.len(), usize::from(d), "{pos}");
        let mut at = pos;
        for &mv in &review.line {
            at.play(mv).expect("a legal line");
        }
        let outcome = at.rule_outcome().expect("the win played out");
        assert_eq!(outcome.winner, Some(pos.side_to_move()), "{pos}");
        checked += 1;
    }
}

#[test]
fn a_whole_game_is_reviewed_turn_by_turn_and_summed_up() {
    let dbs = databases();
    let mut reviewer = Reviewer::new(8, Some(dbs), 4);
    let mut rng = Rng::seed_from_u64(3);
    let pos = loop {
        let pos = random_position(Rules::default(), 4, 3, &mut rng);
        if pos.rule_outcome().is_none() {
            break pos;
        }
    };
    // A game of first legal turns: whatever they are worth.
    let mut game = Game::from_position(pos);
    while !game.is_over() && game.moves().len() < 16 {
        let mv = game.legal_moves()[0];
        game.play(mv).expect("legal");
    }
    let mut told = Vec::new();
    let review = reviewer.review(&game, &StopFlag::new(), |t| told.push(t.ply));
    assert_eq!(review.turns.len(), game.moves().len());
    assert_eq!(told, (0..game.moves().len()).collect::<Vec<_>>());
    for (turn, &mv) in review.turns.iter().zip(game.moves()) {
        assert_eq!(turn.turn, mv);
        assert!(turn.exact);
    }
    for side in [morris_core::Color::White, morris_core::Color::Black] {
        let summary = review.summary(side);
        let theirs: Vec<_> = review.turns.iter().filter(|t| t.side == side).collect();
        assert_eq!(summary.turns, theirs.len());
        assert_eq!(summary.counts.iter().sum::<usize>(), theirs.len());
        let blunders: Vec<usize> = theirs
            .iter()
            .filter(|t| t.grade == Grade::Blunder)
            .map(|t| t.ply)
            .collect();
        assert_eq!(summary.key_moments, blunders);
        // Exact values keep 1, 1/2 or 0 of a point a turn.
        let kept: f64 = theirs.iter().map(|t| 1.0 - t.drop()).sum();
        let accuracy = 100.0 * kept / theirs.len().max(1) as f64;
        assert!((summary.accuracy - accuracy).abs() < 1e-9);
        if blunders.is_empty() {
            assert!((summary.accuracy - 100.0).abs() < 1e-9, "{side:?}");
        } else {
            assert!(summary.accuracy < 100.0, "{side:?}");
        }
    }
}
