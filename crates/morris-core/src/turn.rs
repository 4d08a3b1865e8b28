//! A turn entered piece by piece: first the placement or move, then its
//! removals one at a time, each judged on the board the previous one left.
//!
//! A [`Position`] is always between whole turns. A player clicking a
//! placement and then the pieces to remove, or an engine that sends its
//! removal as a step of its own, builds the turn in a [`PartialTurn`],
//! which says at every step what may come next and why something may not.
//!
//! ```
//! use morris_core::{IllegalReason, Point, Position, Rules};
//!
//! // White has a7 and d7 and closes the mill at g7.
//! let setup = "WW./.B./.../B..B../.../.../... w 6 6 0 4".parse()?;
//! let pos = Position::from_setup(&setup, Rules::default())?;
//! let mut turn = pos.begin_turn(None, Point::G7)?;
//! assert_eq!(turn.removals_left(), 1);
//! assert_eq!(turn.mills_closed(), vec![Point::A7.set() | Point::D7.set() | Point::G7.set()]);
//! // d6 is Black's, a7 is not.
//! let err = turn.remove(Point::A7).unwrap_err();
//! assert_eq!(err.reason, IllegalReason::NotOpponentPiece(Point::A7));
//! turn.remove(Point::D6)?;
//! assert_eq!(turn.to_move(), Some("g7xd6".parse()?));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::{ByColor, IllegalMoveError, IllegalReason, Move, Phase, Point, PointSet, Position};

/// A placement or move that has been made, and the removals chosen for it
/// so far. Complete when no removal is left to make; then
/// [`PartialTurn::to_move`] gives the whole turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PartialTurn {
    position: Position,
    base: Move,
    removed: PointSet,
    earned: u8,
    // A turn of removals alone: its removals are the removals due.
    alone: bool,
    // What an intervention takes, if the placement or move makes one.
    pair: PointSet,
}

impl Position {
    /// The points the side to move may place a piece on (empty unless it
    /// is placing and the game goes on).
    #[must_use]
    pub fn placements(&self) -> PointSet {
        if self.phase() == Phase::Placing && !self.is_over() {
            self.empty()
        } else {
            PointSet::EMPTY
        }
    }

    /// The pieces of the side to move that have somewhere to go (empty
    /// while it is placing, unless the rules let it move instead, or when
    /// the game is over).
    #[must_use]
    pub fn movable_pieces(&self) -> PointSet {
        let placing = self.phase() == Phase::Placing && !self.rules().moves_in_placing();
        if placing || self.is_over() || self.removals_due() > 0 {
            return PointSet::EMPTY;
        }
        self.pieces(self.side_to_move())
            .iter()
            .filter(|&from| !self.destinations(from).is_empty())
            .collect()
    }

    /// The points the piece on `from` may move to (empty when it is not a
    /// piece of the side to move, or that side is placing).
    #[must_use]
    pub fn destinations(&self, from: Point) -> PointSet {
        let mut to = PointSet::EMPTY;
        for p in self.empty() {
            if self.check_base(Some(from), p).is_ok() {
                to.insert(p);
            }
        }
        to
    }

    /// The mills of the side to move that the placement or move from
    /// `from` (`None` for a placement) to `to` closes, each as its three
    /// points. It need not be legal: this only looks at the lines.
    #[must_use]
    pub fn mills_closed_by(&self, from: Option<Point>, to: Point) -> Vec<PointSet> {
        let mut own = self.pieces(self.side_to_move());
        if let Some(from) = from {
            own.remove(from);
        }
        own.insert(to);
        self.geometry()
            .mills_through(to)
            .filter(|&mill| own.contains_all(mill))
            .collect()
    }

    /// Starts a turn with a placement (`from` is `None`) or a move; its
    /// removals follow with [`PartialTurn::remove`].
    ///
    /// # Errors
    /// An [`IllegalMoveError`] naming the first rule the placement or move
    /// breaks; the position is unchanged (it is never changed here).
    pub fn begin_turn(
        &self,
        from: Option<Point>,
        to: Point,
    ) -> Result<PartialTurn, IllegalMoveError> {
        let base = match from {
            Some(from) => Move::slide(from, to),
            None => Move::place(to),
        };
        self.check_base(from, to)
            .map_err(|reason| IllegalMoveError {
                mv: base,
                side: self.side_to_move(),
                reason,
            })?;
        let pair = self.intervention_targets(to);
        let earned = if pair.is_empty() {
            self.removals_earned(from, to)
        } else if self.intervention_stops_at_one(pair) {
            1
        } else {
            pair.len()
        };
        Ok(PartialTurn {
            position: *self,
            base,
            removed: PointSet::EMPTY,
            earned: earned as u8,
            alone: false,
            pair,
        })
    }

    /// Begins a turn of removals alone, where removals are due (see
    /// [`Position::removals_due`]), with its first removal: the points it
    /// may take are [`Position::due_targets_after`] the empty set.
    ///
    /// # Errors
    /// When no removal is due, or `first` is not a piece the turn may take.
    pub fn begin_removals(&self, first: Point) -> Result<PartialTurn, IllegalMoveError> {
        let due = self.removals_due();
        let fail = |reason| IllegalMoveError {
            mv: Move::removal(first),
            side: self.side_to_move(),
            reason,
        };
        if self.is_over() {
            return Err(fail(IllegalReason::GameOver));
        }
        if due == 0 {
            return Err(fail(IllegalReason::NoRemovalDue));
        }
        if !self.due_targets_after(PointSet::EMPTY).contains(first) {
            return Err(match self.check(Move::removal(first)) {
                Err(e) => e,
                Ok(()) => fail(IllegalReason::InMill(first)),
            });
        }
        Ok(PartialTurn {
            position: *self,
            base: Move::removal(first),
            removed: first.set(),
            earned: u8::try_from(due).unwrap_or(u8::MAX),
            alone: true,
            pair: PointSet::EMPTY,
        })
    }
}

impl Position {
    /// The whole turn a move with too few removals stands for when those
    /// it names already leave the opponent with fewer than three pieces
    /// (see [`PartialTurn::is_decided`]): `d1-d2xa7` where the rules earn
    /// two removals and the opponent had three pieces. `None` when `m` is
    /// no such turn (a legal move, or one that breaks a rule).
    #[must_use]
    pub fn decided_turn(&self, m: Move) -> Option<Move> {
        if m.is_removal_only() {
            return None;
        }
        let mut turn = self.begin_turn(m.from(), m.to()).ok()?;
        for point in m.removals() {
            turn.remove(point).ok()?;
        }
        turn.completed()
    }
}

impl PartialTurn {
    /// Whether the game is decided before the turn is complete: the
    /// removals chosen so far leave the opponent with fewer than three
    /// pieces (on the board and in hand), and the rules earn more (two
    /// mills closed at once, with a removal for each). Whatever the rest
    /// remove, the opponent has lost; other programs (Sanmill's engine
    /// and its records) end the turn there, where these rules make the
    /// rest of its removals all the same.
    #[must_use]
    pub fn is_decided(&self) -> bool {
        if self.alone || self.is_complete() {
            return false;
        }
        let them = self.position.side_to_move().other();
        (self.position.pieces(them) - self.removed).len() + usize::from(self.position.in_hand(them))
            < 3
    }

    /// The whole turn of a turn [`PartialTurn::is_decided`], the rest of
    /// its removals made on the first pieces that may be removed (in board
    /// order); `None` when the turn is not decided.
    #[must_use]
    pub fn completed(&self) -> Option<Move> {
        if !self.is_decided() {
            return None;
        }
        let mut turn = *self;
        while !turn.is_complete() {
            let point = turn.removal_targets().iter().next()?;
            turn.remove(point).ok()?;
        }
        turn.to_move()
    }

    /// The position the turn is played in.
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// The placement or move, without removals.
    #[must_use]
    pub const fn base(&self) -> Move {
        self.base
    }

    /// The pieces chosen for removal so far.
    #[must_use]
    pub const fn removed(&self) -> PointSet {
        self.removed
    }

    /// How many removals the placement or move earns under the rules (one,
    /// or one per mill closed), before any lapses.
    #[must_use]
    pub fn earned(&self) -> usize {
        usize::from(self.earned)
    }

    /// The mills the placement or move closes, each as its three points.
    #[must_use]
    pub fn mills_closed(&self) -> Vec<PointSet> {
        if self.alone {
            return Vec::new();
        }
        self.position
            .mills_closed_by(self.base.from(), self.base.to())
    }

    /// The pieces that may be removed next; empty when the turn is
    /// complete.
    #[must_use]
    pub fn removal_targets(&self) -> PointSet {
        if self.removed.len() >= self.earned() {
            return PointSet::EMPTY;
        }
        if self.alone {
            return self.position.due_targets_after(self.removed);
        }
        if !self.pair.is_empty() {
            return self.pair - self.removed;
        }
        self.position.removal_targets_after(self.removed)
    }

    /// How many more removals the turn makes: none once the earned ones are
    /// made or no piece may be removed (the rest lapse).
    #[must_use]
    pub fn removals_left(&self) -> usize {
        if self.removal_targets().is_empty() {
            0
        } else {
            self.earned() - self.removed.len()
        }
    }

    /// Whether nothing is left to choose.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.removals_left() == 0
    }

    /// Removes the piece on `point` as the next removal.
    ///
    /// # Errors
    /// An [`IllegalMoveError`] (its move is the turn with this removal
    /// added) when no removal is due or the piece may not be removed; the
    /// turn is unchanged.
    pub fn remove(&mut self, point: Point) -> Result<(), IllegalMoveError> {
        let targets = self.removal_targets();
        if targets.contains(point) {
            self.removed.insert(point);
            return Ok(());
        }
        let position = &self.position;
        let them = if self.alone && position.memory().due_own {
            position.side_to_move()
        } else {
            position.side_to_move().other()
        };
        let theirs = position.pieces(them) - self.removed;
        let reason = if !self.pair.is_empty() && !self.removed.contains(point) {
            IllegalReason::Intervention(self.pair)
        } else if targets.is_empty() {
            if self.removed.len() < self.earned() && !theirs.is_empty() {
                IllegalReason::AllInMills
            } else {
                IllegalReason::TooManyRemovals {
                    earned: self.removed.len(),
                }
            }
        } else if !theirs.contains(point) {
            if them == position.side_to_move() {
                IllegalReason::NotOwnPiece(point)
            } else {
                IllegalReason::NotOpponentPiece(point)
            }
        } else {
            IllegalReason::InMill(point)
        };
        Err(IllegalMoveError {
            mv: self.base.with_removals(self.removed.with(point)),
            side: position.side_to_move(),
            reason,
        })
    }

    /// The whole turn, once it is complete.
    #[must_use]
    pub fn to_move(&self) -> Option<Move> {
        self.is_complete()
            .then(|| self.base.with_removals(self.removed))
    }

    /// The board as the turn leaves it so far: the piece placed or moved,
    /// the chosen removals gone.
    #[must_use]
    pub fn board(&self) -> ByColor<PointSet> {
        let us = self.position.side_to_move();
        let mut board = self.position.board();
        if self.alone {
            let target = if self.position.memory().due_own {
                us
            } else {
                us.other()
            };
            board[target] = board[target] - self.removed;
            return board;
        }
        if let Some(from) = self.base.from() {
            board[us].remove(from);
        }
        board[us].insert(self.base.to());
        board[us.other()] = board[us.other()] - self.removed;
        board
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Color, Removals, Rules, Setup};

    fn pos(text: &str, rules: Rules) -> Position {
        let setup: Setup = text.parse().unwrap();
        Position::from_setup(&setup, rules).unwrap()
    }

    #[test]
    fn a_turn_without_a_mill_is_complete_at_once() {
        let start = Position::new(Rules::default());
        let turn = start.begin_turn(None, Point::D6).unwrap();
        assert!(turn.is_complete());
        assert_eq!(turn.to_move(), Some(Move::place(Point::D6)));
        assert!(turn.mills_closed().is_empty());
    }

    #[test]
    fn a_bad_base_says_why() {
        let start = Position::new(Rules::default());
        let err = start.begin_turn(Some(Point::D6), Point::D5).unwrap_err();
        assert_eq!(err.reason, IllegalReason::MustPlace);
        assert_eq!(err.side, Color::White);
    }

    #[test]
    fn per_mill_removals_are_judged_on_the_board_the_last_one_left() {
        let mut rules = Rules::default();
        rules.set_removals(Removals::PerMill);
        // White places d7, closing a7-d7-g7 and d7-d6-d5. Black's pieces:
        // a mill b2-d2-f2 and a loose piece at g1.
        let p = pos("W.W/.W./.W./....../.../BBB/..B w 3 3 0 7", rules);
        let mut turn = p.begin_turn(None, Point::D7).unwrap();
        assert_eq!(turn.earned(), 2);
        assert_eq!(turn.mills_closed().len(), 2);
        // Only g1 is outside a mill.
        assert_eq!(turn.removal_targets(), Point::G1.set());
        let err = turn.remove(Point::D2).unwrap_err();
        assert_eq!(err.reason, IllegalReason::InMill(Point::D2));
        turn.remove(Point::G1).unwrap();
        // Now every black piece is in the mill: any may go.
        assert_eq!(turn.removals_left(), 1);
        assert_eq!(turn.removal_targets().len(), 3);
        turn.remove(Point::D2).unwrap();
        assert!(turn.is_complete());
        let m = turn.to_move().unwrap();
        assert!(p.is_legal(m));
        let err = turn.remove(Point::B2).unwrap_err();
        assert_eq!(err.reason, IllegalReason::TooManyRemovals { earned: 2 });
    }

    #[test]
    fn partial_turns_agree_with_the_legal_moves() {
        // Every legal move can be entered step by step, in any removal
        // order the targets allow, and nothing else completes.
        let mut rules = Rules::default();
        rules.set_removals(Removals::PerMill);
        let p = pos("W.W/.W./.W./B....B/.../BBB/..B w 2 2 0 8", rules);
        let legal = p.legal_moves();
        let mut built = Vec::new();
        for to in p.placements() {
            collect(p.begin_turn(None, to).unwrap(), &mut built);
        }
        built.sort_by_key(ToString::to_string);
        built.dedup();
        let mut legal_sorted = legal.clone();
        legal_sorted.sort_by_key(ToString::to_string);
        assert_eq!(built, legal_sorted);
    }

    fn collect(turn: PartialTurn, out: &mut Vec<Move>) {
        if let Some(m) = turn.to_move() {
            out.push(m);
            return;
        }
        for t in turn.removal_targets() {
            let mut next = turn;
            next.remove(t).unwrap();
            collect(next, out);
        }
    }

    #[test]
    fn destinations_and_movable_pieces_follow_the_phase() {
        let p = pos(
            "W../.../.../B....W/.../.../B.. w 0 0 0 30",
            Rules::default(),
        );
        // Black has two pieces: the game is over, nobody moves.
        assert!(p.is_over());
        assert!(p.movable_pieces().is_empty());
        let q = pos(
            "WB./B../W../W....W/.../.../B.B w 0 0 0 30",
            Rules::default(),
        );
        assert_eq!(q.destinations(Point::A7), PointSet::EMPTY);
        assert!(!q.movable_pieces().contains(Point::A7));
        assert!(q.movable_pieces().contains(Point::G4));
        assert_eq!(q.placements(), PointSet::EMPTY);
    }
}
