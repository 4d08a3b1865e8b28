//! Learning from one's mistakes: the turns of a reviewed game that were
//! not good enough, tried again one after another, each try graded as the
//! review grades a turn. Any turn of the best value class (a grade of best
//! or good) is right; the answer is the review's best turns. The frontends
//! say it (the REPL's `review practice`).

use morris_core::{Color, Game, Move, PlayError};

use super::{Grade, Review, Reviewer, TurnReview};
use crate::stop::StopFlag;

/// The mistakes of a game to try again, one after another.
#[derive(Debug)]
pub struct Practice {
    reviewer: Reviewer,
    /// The game the mistakes were made in.
    game: Game,
    /// Its turns that were not good enough, in order.
    mistakes: Vec<TurnReview>,
    /// The one being tried.
    at: usize,
    /// How many were found.
    found: usize,
}

/// A turn tried at a mistake, graded.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempt {
    /// The turn as the review grades it there.
    pub graded: TurnReview,
    /// Whether it was good enough: the practice went on to the next mistake.
    pub right: bool,
}

impl Practice {
    /// The turns of the sides `whose` says in `review` of `game` that were
    /// graded an inaccuracy or worse, to be tried again, graded by
    /// `reviewer` (the one that made the review serves); `None` when there
    /// is none.
    pub fn new(
        reviewer: Reviewer,
        game: Game,
        review: &Review,
        whose: impl Fn(Color) -> bool,
    ) -> Option<Practice> {
        let mistakes: Vec<TurnReview> = review
            .turns
            .iter()
            .filter(|t| is_mistake(t, &whose))
            .cloned()
            .collect();
        (!mistakes.is_empty()).then_some(Practice {
            reviewer,
            game,
            mistakes,
            at: 0,
            found: 0,
        })
    }

    /// How many turns of the sides `whose` says in `review` a practice
    /// would try again (none: [`Practice::new`] makes none), without a
    /// reviewer to grade them: for a frontend to offer the practice.
    #[must_use]
    pub fn mistakes_in(review: &Review, whose: impl Fn(Color) -> bool) -> usize {
        review
            .turns
            .iter()
            .filter(|t| is_mistake(t, &whose))
            .count()
    }

    /// The mistake being tried; `None` once every one was.
    #[must_use]
    pub fn mistake(&self) -> Option<&TurnReview> {
        self.mistakes.get(self.at)
    }

    /// Which mistake is being tried, from 0.
    #[must_use]
    pub const fn index(&self) -> usize {
        self.at
    }

    /// How many mistakes there are to try.
    #[must_use]
    pub fn count(&self) -> usize {
        self.mistakes.len()
    }

    /// How many were found (a right turn tried).
    #[must_use]
    pub const fn found(&self) -> usize {
        self.found
    }

    /// Whether every mistake was tried.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.at >= self.mistakes.len()
    }

    /// The game the mistakes were made in.
    #[must_use]
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// The game just before the mistake being tried (its position is the
    /// one to find a better turn in); `None` once every one was tried.
    #[must_use]
    pub fn before(&self) -> Option<Game> {
        let ply = self.mistake()?.ply;
        let mut before = Game::from_position(*self.game.start());
        for &mv in &self.game.moves()[..ply] {
            before.play(mv).ok()?;
        }
        Some(before)
    }

    /// Grades `turn` tried at the mistake; a right one moves on to the
    /// next. `Ok(None)` when there is no mistake left or `stop` cut the
    /// grading short.
    ///
    /// # Errors
    /// Why the turn cannot be played there; nothing changes.
    pub fn try_turn(&mut self, turn: Move, stop: &StopFlag) -> Result<Option<Attempt>, PlayError> {
        let (Some(before), Some(ply)) = (self.before(), self.mistake().map(|m| m.ply)) else {
            return Ok(None);
        };
        before.clone().play(turn)?;
        // The turn played is graded as the review graded it (searched
        // again, it might fall on the other side of a threshold, and the
        // same turn would read two ways).
        let played = self.mistake().filter(|m| m.turn == turn).cloned();
        let Some(graded) = played.or_else(|| self.reviewer.review_turn(&before, ply, turn, stop))
        else {
            return Ok(None);
        };
        let right = graded.grade <= Grade::Good;
        if right {
            self.found += 1;
            self.at += 1;
        }
        Ok(Some(Attempt { graded, right }))
    }

    /// Leaves the mistake being tried unfound and goes on to the next.
    pub fn skip(&mut self) {
        self.at = (self.at + 1).min(self.mistakes.len());
    }
}

/// Whether `turn` is to be tried again: a turn of a side `whose` says,
/// graded an inaccuracy or worse.
fn is_mistake(turn: &TurnReview, whose: impl Fn(Color) -> bool) -> bool {
    turn.grade >= Grade::Inaccuracy && whose(turn.side)
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::Record;

    /// Three against three, flying, White to move: c5-g7xf2 closes a mill
    /// and wins; c5-e4 lets Black close one and win with f2-g1xa7.
    fn thrown_away() -> Game {
        let record: Record = "[Rules \"nine\"]\n[SetUp \"1\"]\n\
            [FEN \"WW./.../W../....../.../..B/BB. w 0 0 0 10\"]\n\n1. c5-e4 f2-g1xa7 *\n"
            .parse()
            .expect("a record");
        record.to_game().expect("a game")
    }

    #[test]
    fn a_mistake_is_tried_again_until_a_turn_of_the_best_value_is_found() {
        let game = thrown_away();
        let mut reviewer = Reviewer::new(16, None, 4);
        let review = reviewer.review(&game, &StopFlag::new(), |_| {});
        assert!(
            Practice::new(Reviewer::new(16, None, 4), game.clone(), &review, |side| {
                side == Color::Black
            })
            .is_none(),
            "Black's win was best"
        );
        assert_eq!(Practice::mistakes_in(&review, |_| true), 1);
        assert_eq!(
            Practice::mistakes_in(&review, |side| side == Color::Black),
            0
        );
        let mut practice =
            Practice::new(reviewer, game.clone(), &review, |side| side == Color::White)
                .expect("White's mistake");
        assert_eq!((practice.count(), practice.index()), (1, 0));
        let mistake = practice.mistake().expect("one").clone();
        assert_eq!(mistake.turn, "c5-e4".parse().unwrap());
        let before = practice.before().expect("a position");
        assert_eq!(before.position(), game.start());
        // An illegal turn is refused and changes nothing.
        assert!(
            practice
                .try_turn("a1".parse().unwrap(), &StopFlag::new())
                .is_err()
        );
        // Every legal turn: right exactly when graded best or good.
        let legal = before.legal_moves();
        let mut rights = 0;
        for &turn in &legal {
            let attempt = practice
                .try_turn(turn, &StopFlag::new())
                .expect("legal")
                .expect("graded");
            assert_eq!(attempt.right, attempt.graded.grade <= Grade::Good, "{turn}");
            // The review's best turns are right; the mistake is not.
            if mistake.best.contains(&turn) {
                assert!(attempt.right, "{turn}");
            }
            if turn == mistake.turn {
                assert!(!attempt.right, "{turn}");
                // Graded as the review graded it, word for word.
                assert_eq!(attempt.graded, mistake, "{turn}");
            }
            if attempt.right {
                rights += 1;
                assert!(practice.is_over() && practice.found() == 1);
                // Back to the mistake, for the next turn of the loop.
                practice.at = 0;
                practice.found = 0;
            } else {
                assert_eq!(practice.index(), 0, "{turn}: still at the mistake");
            }
        }
        assert!(
            rights >= 1 && rights < legal.len(),
            "{rights} of {}",
            legal.len()
        );
        practice.skip();
        assert!(practice.is_over() && practice.mistake().is_none());
        assert_eq!(practice.try_turn(legal[0], &StopFlag::new()), Ok(None));
    }
}
