//! A person's input: clicks, drags, typed text and whole moves, each a step
//! of the half-made turn the core judges.

use morris_core::{IllegalReason, Move, PlayError, Point, PointSet};

use super::{Entered, Session};
use crate::entry::{self, Entry, Refusal, Step};

impl Session {
    /// The refusal for a person acting now, if they may not. A person may
    /// also make the move of an AI that waits (after going back in the
    /// game), to try another line.
    pub(super) fn may_act(&self) -> Option<Refusal> {
        if self.game.is_over() {
            Some(Refusal::Illegal(IllegalReason::GameOver))
        } else if self.players[self.side_to_move()] == crate::Player::Remote {
            Some(Refusal::FriendToMove)
        } else if !self.human_to_move() && !self.ai_paused {
            Some(Refusal::AiToMove)
        } else {
            None
        }
    }

    /// Applies a step of the half-made turn.
    pub(super) fn step(&mut self, step: Step) -> Result<Entered, Refusal> {
        let before = self.entry.waiting().map(|t| t.base());
        let result = match step {
            Step::Entry(entry) => {
                self.entry = entry;
                self.refusal = None;
                Ok(Entered::default())
            }
            Step::Play(m) => self.play_human(m).map(|()| Entered {
                played: Some(m),
                dropped: None,
            }),
            Step::Refused(refusal) => Err(refusal),
        };
        match result {
            Ok(mut entered) => {
                // An input that neither goes on with the waiting turn nor
                // finishes it drops it.
                let now = self.entry.waiting().map(|t| t.base());
                let continued = entered.played.map(|m| m.base()) == before || now == before;
                if !continued {
                    entered.dropped = before;
                }
                Ok(entered)
            }
            Err(refusal) => {
                self.refusal = Some(refusal.clone());
                Err(refusal)
            }
        }
    }

    /// The player clicks `point`.
    ///
    /// # Errors
    /// A [`Refusal`] saying why the click does nothing (it is also kept,
    /// see [`Session::refusal`]).
    pub fn click(&mut self, point: Point) -> Result<Entered, Refusal> {
        let step = match self.may_act() {
            Some(refusal) => Step::Refused(refusal),
            None => entry::click(self.game.position(), &self.entry, point),
        };
        self.step(step)
    }

    /// The player drags the piece on `from` to `to`.
    ///
    /// # Errors
    /// A [`Refusal`] saying why the drag does nothing.
    pub fn drag(&mut self, from: Point, to: Point) -> Result<Entered, Refusal> {
        let step = match self.may_act() {
            Some(refusal) => Step::Refused(refusal),
            None => {
                self.entry = Entry::Nothing;
                entry::drag(self.game.position(), from, to)
            }
        };
        self.step(step)
    }

    /// The player types a move, a point or removals (see [`entry::typed`]).
    ///
    /// # Errors
    /// A [`Refusal`] saying why the text does nothing.
    pub fn typed(&mut self, text: &str) -> Result<Entered, Refusal> {
        let step = match self.may_act() {
            Some(refusal) => Step::Refused(refusal),
            None => entry::typed(self.game.position(), &self.entry, text),
        };
        self.step(step)
    }

    /// The player enters a whole move, perhaps without all its removals
    /// (see [`entry::enter`]).
    ///
    /// # Errors
    /// A [`Refusal`] saying why the move is not played.
    pub fn enter(&mut self, m: Move) -> Result<Entered, Refusal> {
        let step = match self.may_act() {
            Some(refusal) => Step::Refused(refusal),
            None => entry::enter(self.game.position(), &self.entry, m),
        };
        self.step(step)
    }

    /// The player makes removals for the turn that waits for them.
    ///
    /// # Errors
    /// A [`Refusal`] saying why they are not made.
    pub fn remove(&mut self, points: PointSet) -> Result<Entered, Refusal> {
        let step = match self.may_act() {
            Some(refusal) => Step::Refused(refusal),
            None => entry::removals(self.game.position(), &self.entry, points),
        };
        self.step(step)
    }

    /// Drops the half-made turn; returns the placement or move that waited
    /// for its removals, if one did.
    pub fn cancel_entry(&mut self) -> Option<Move> {
        let waiting = self.entry.waiting().map(|t| t.base());
        self.entry = Entry::Nothing;
        self.refusal = None;
        waiting
    }

    pub(super) fn play_human(&mut self, m: Move) -> Result<(), Refusal> {
        match self.play(m) {
            Ok(()) => {
                // A person's move wakes a waiting AI, unless only AIs play.
                self.ai_paused = false;
                Ok(())
            }
            Err(PlayError::Illegal(e)) => Err(Refusal::Illegal(e.reason)),
            // The game is over (or refuses the move for a reason added to
            // the core since).
            Err(_) => Err(Refusal::Illegal(IllegalReason::GameOver)),
        }
    }
}
