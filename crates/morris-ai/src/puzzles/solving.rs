//! Solving one puzzle: the player's turns judged against its certified
//! line, the opponent's replies from the line (the databases' longest
//! defence, so they come at once), a hint and the answer.
//!
//! No database is needed: the certification ([`certify`](super::certify))
//! made the line's turn the only right one at each of the solver's turns,
//! so a turn is right when it is the line's, and at the last turn of a win
//! when it wins at once. A wrong turn carries what the certification says
//! of it ([`Fact`]); a frontend with the databases at hand adds the exact
//! value after it ([`Solving::value_after`]).

use morris_core::{IllegalMoveError, IllegalReason, Move, Point, Position};

use super::{Kind, Puzzle};
use crate::db::{Databases, DbValue};

/// What the certification says of a turn that is not the answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fact {
    /// The position was won and the turn lets the win go (a draw or a
    /// loss): the first turn of a win.
    LetsWinGo,
    /// The position was drawn and the turn loses: a hold.
    Loses,
    /// Another removal after the given placement or move: it lets the
    /// position's value go (a win or a draw; the puzzle file does not say
    /// which, the databases do).
    LetsValueGo,
    /// A later turn of a win: it either wins more slowly than the margin
    /// allows or lets the win go.
    NotShortest,
    /// A removal puzzle asks the removal after the given placement or
    /// move; the turn played is another placement or move.
    OtherTurn,
}

/// The judgement of a turn tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The turn is right. `reply` is the opponent's answer from the line,
    /// already played; `solved` says the puzzle is done.
    Right {
        /// The turn as played.
        turn: Move,
        /// The opponent's reply, when the line goes on.
        reply: Option<Move>,
        /// Whether this was the last turn to find.
        solved: bool,
    },
    /// The turn is wrong; nothing was played.
    Wrong {
        /// The turn tried.
        turn: Move,
        /// What the certification says of it.
        fact: Fact,
        /// The turn the line has there.
        answer: Move,
    },
}

/// One puzzle being solved.
#[derive(Clone, Debug)]
pub struct Solving {
    puzzle: Puzzle,
    /// The plies of the line played so far (even between turns).
    at: usize,
    /// The position now.
    position: Position,
    /// Whether a wrong turn was tried or the answer shown: the first
    /// attempt failed.
    failed: bool,
}

impl Solving {
    /// Starts `puzzle` at its position.
    #[must_use]
    pub fn new(puzzle: Puzzle) -> Solving {
        let position = *puzzle.position();
        Solving {
            puzzle,
            at: 0,
            position,
            failed: false,
        }
    }

    /// The puzzle.
    #[must_use]
    pub const fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The position to find a turn in (after the replies so far).
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// The solver's turns found so far.
    #[must_use]
    pub const fn found(&self) -> usize {
        self.at.div_ceil(2)
    }

    /// The solver's turns the line has in all.
    #[must_use]
    pub fn turns(&self) -> usize {
        self.puzzle.line().len().div_ceil(2)
    }

    /// The line's plies played so far, the solver's and the replies.
    #[must_use]
    pub fn played(&self) -> &[Move] {
        &self.puzzle.line()[..self.at.min(self.puzzle.line().len())]
    }

    /// Whether every turn was found.
    #[must_use]
    pub fn is_solved(&self) -> bool {
        self.at >= self.puzzle.line().len()
    }

    /// Whether the first attempt failed: a wrong turn was tried or the
    /// answer shown. A puzzle solved after that is not solved at the
    /// first attempt.
    #[must_use]
    pub const fn failed(&self) -> bool {
        self.failed
    }

    /// The turn to find now, from the line; `None` once solved.
    #[must_use]
    pub fn answer(&self) -> Option<Move> {
        self.puzzle.line().get(self.at).copied()
    }

    /// For a removal puzzle, the placement or move whose removal is asked
    /// (without its removals); `None` for the other kinds and once solved.
    #[must_use]
    pub fn given(&self) -> Option<Move> {
        (self.puzzle.kind() == Kind::Removal)
            .then(|| self.answer().map(|m| m.base()))
            .flatten()
    }

    /// Judges `turn` at the position now. A right turn is played with the
    /// opponent's reply; a wrong one changes nothing but marks the first
    /// attempt failed.
    ///
    /// # Errors
    /// Why `turn` is not legal here (or the puzzle is solved already);
    /// nothing changes.
    pub fn try_turn(&mut self, turn: Move) -> Result<Verdict, IllegalMoveError> {
        let Some(answer) = self.answer() else {
            return Err(IllegalMoveError {
                mv: turn,
                side: self.position.side_to_move(),
                reason: IllegalReason::GameOver,
            });
        };
        self.position.check(turn)?;
        let right = turn == answer || self.wins_at_once(turn);
        if !right {
            self.failed = true;
            return Ok(Verdict::Wrong {
                turn,
                fact: self.fact(turn, answer),
                answer,
            });
        }
        self.play(turn);
        let reply = self.answer();
        if let Some(reply) = reply {
            self.play(reply);
        }
        Ok(Verdict::Right {
            turn,
            reply,
            solved: self.is_solved(),
        })
    }

    /// Shows the answer: plays the line's turn and the reply, as a right
    /// turn would, and marks the first attempt failed. `None` once solved.
    pub fn show(&mut self) -> Option<Verdict> {
        let answer = self.answer()?;
        self.failed = true;
        self.try_turn(answer).ok()
    }

    /// Starts again from the puzzle's position; a failed first attempt
    /// stays failed.
    pub fn restart(&mut self) {
        self.at = 0;
        self.position = *self.puzzle.position();
    }

    /// A hint: the point the answer moves from, else the point it places
    /// at, else (a removal puzzle) the point it removes. Marks nothing.
    #[must_use]
    pub fn hint(&self) -> Option<Point> {
        let answer = self.answer()?;
        if self.given().is_some() {
            return answer.removals().iter().next();
        }
        Some(answer.from().unwrap_or_else(|| answer.to()))
    }

    /// The exact value of the position after `turn` for the solver (the
    /// side to move now), from `databases` when they hold it.
    #[must_use]
    pub fn value_after(&self, databases: &Databases, turn: Move) -> Option<DbValue> {
        databases
            .move_values(&self.position)?
            .into_iter()
            .find_map(|(m, v)| (m == turn).then_some(v))
    }

    /// Whether `turn` is the last turn of a win and wins at once (any such
    /// turn is right there).
    fn wins_at_once(&self, turn: Move) -> bool {
        if self.puzzle.kind() != Kind::Win || self.at + 1 < self.puzzle.line().len() {
            return false;
        }
        let mut after = self.position;
        after.play(turn).is_ok()
            && after
                .outcome()
                .is_some_and(|o| o.winner == Some(self.position.side_to_move()))
    }

    fn fact(&self, turn: Move, answer: Move) -> Fact {
        match self.puzzle.kind() {
            Kind::Win if self.at == 0 => Fact::LetsWinGo,
            Kind::Win => Fact::NotShortest,
            Kind::Hold => Fact::Loses,
            Kind::Removal if turn.base() != answer.base() => Fact::OtherTurn,
            Kind::Removal => Fact::LetsValueGo,
        }
    }

    fn play(&mut self, m: Move) {
        if self.position.play(m).is_ok() {
            self.at += 1;
        }
    }
}
