//! The half-made turn: the piece a player has selected, or the placement or
//! move that waits for its removals.
//!
//! A [`Position`] is always between whole turns, so the app holds the part
//! of a turn the player has clicked so far and asks the core which
//! completions are legal ([`Position::completions`],
//! [`Position::legal_moves`], [`Position::check`]). [`click`] turns one click
//! into the next step: a changed half-made turn, a whole move to play, or a
//! refusal that says why.
//!
//! ```
//! use morris_core::{Point, Position, Rules};
//! use morris_gui::turn::{Pending, Step, click};
//!
//! let pos = Position::new(Rules::default());
//! assert_eq!(click(&pos, &Pending::Nothing, Point::D6), Step::Play("d6".parse()?));
//! # Ok::<(), morris_core::ParseMoveError>(())
//! ```

use morris_core::{IllegalReason, Move, Phase, Point, PointSet, Position};

/// The part of a turn the player has made.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Pending {
    /// Nothing yet.
    #[default]
    Nothing,
    /// A piece is selected to move (moving and flying).
    Selected(Point),
    /// A placement or move is made and waits for its removals.
    Removing(Removing),
}

/// A placement or move that closed a mill, waiting for its removals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Removing {
    /// The placement or move, without removals.
    pub base: Move,
    /// The pieces chosen for removal so far.
    pub removed: PointSet,
    /// Every legal completion of `base`, from the core.
    completions: Vec<Move>,
}

impl Removing {
    /// How many more pieces the player removes at most.
    #[must_use]
    pub fn left(&self) -> usize {
        let most = self
            .completions
            .iter()
            .map(|m| m.removals().len())
            .max()
            .unwrap_or(0);
        most.saturating_sub(self.removed.len())
    }
}

/// What a click leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The half-made turn is now this.
    Pending(Pending),
    /// A whole turn is made: play it.
    Play(Move),
    /// The click does nothing, for this reason.
    Refused(Refusal),
}

/// Why a click or a typed move is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules forbid it; the core says why.
    Illegal(IllegalReason),
    /// The player's piece on this point has nowhere to go.
    Stuck(Point),
    /// An empty point was clicked before choosing a piece to move.
    ChooseFirst,
    /// The AI is to move, not a person.
    AiToMove,
    /// The text is not a move in notation.
    Notation(String),
}

/// The next step after clicking `point` with `pending` made so far.
#[must_use]
pub fn click(pos: &Position, pending: &Pending, point: Point) -> Step {
    if pos.is_over() {
        return Step::Refused(Refusal::Illegal(IllegalReason::GameOver));
    }
    let side = pos.side_to_move();
    match pending {
        Pending::Removing(removing) => remove(pos, removing, point),
        Pending::Selected(from) if *from == point => Step::Pending(Pending::Nothing),
        Pending::Selected(from) => {
            if pos.piece_at(point) == Some(side) {
                select(pos, point)
            } else {
                try_move(pos, Some(*from), point)
            }
        }
        Pending::Nothing if pos.phase() == Phase::Placing => try_move(pos, None, point),
        Pending::Nothing => match pos.piece_at(point) {
            Some(color) if color == side => select(pos, point),
            Some(_) => Step::Refused(Refusal::Illegal(IllegalReason::NotOwnPiece(point))),
            None => Step::Refused(Refusal::ChooseFirst),
        },
    }
}

/// The next step after dragging the piece on `from` to `to`.
#[must_use]
pub fn drag(pos: &Position, from: Point, to: Point) -> Step {
    match click(pos, &Pending::Nothing, from) {
        Step::Pending(selected @ Pending::Selected(_)) => click(pos, &selected, to),
        other => other,
    }
}

/// The points a click may go to next: empty points while placing, the
/// destinations of the selected piece, or the pieces that may be removed.
#[must_use]
pub fn targets(pos: &Position, pending: &Pending) -> PointSet {
    match pending {
        Pending::Nothing if pos.phase() == Phase::Placing => {
            pos.legal_moves().iter().map(Move::to).collect()
        }
        Pending::Nothing => PointSet::EMPTY,
        Pending::Selected(from) => pos
            .legal_moves()
            .iter()
            .filter(|m| m.from() == Some(*from))
            .map(Move::to)
            .collect(),
        Pending::Removing(removing) => next_removals(pos, removing),
    }
}

/// The pieces of the side to move that have somewhere to go.
#[must_use]
pub fn movable(pos: &Position) -> PointSet {
    pos.legal_moves().iter().filter_map(Move::from).collect()
}

/// Selects the piece on `point` if it can move.
fn select(pos: &Position, point: Point) -> Step {
    if movable(pos).contains(point) {
        Step::Pending(Pending::Selected(point))
    } else {
        Step::Refused(Refusal::Stuck(point))
    }
}

/// A placement (`from` is `None`) or move to `to`: played when it removes
/// nothing, else waiting for its removals.
fn try_move(pos: &Position, from: Option<Point>, to: Point) -> Step {
    let base = match from {
        Some(from) => Move::slide(from, to),
        None => Move::place(to),
    };
    let completions = pos.completions(from, to);
    if completions.is_empty() {
        let reason = pos
            .check(base)
            .err()
            .map_or(IllegalReason::GameOver, |e| e.reason);
        return Step::Refused(Refusal::Illegal(reason));
    }
    if let Some(plain) = completions.iter().find(|m| m.removals().is_empty()) {
        return Step::Play(*plain);
    }
    Step::Pending(Pending::Removing(Removing {
        base,
        removed: PointSet::EMPTY,
        completions,
    }))
}

/// Chooses `point` as the next removal.
fn remove(pos: &Position, removing: &Removing, point: Point) -> Step {
    if point == removing.base.to() {
        // Clicking the piece just placed or moved takes it back.
        return Step::Pending(Pending::Nothing);
    }
    if !next_removals(pos, removing).contains(point) {
        let opponent = pos.side_to_move().other();
        let reason = if pos.piece_at(point) == Some(opponent) && !removing.removed.contains(point) {
            IllegalReason::InMill(point)
        } else {
            IllegalReason::NotOpponentPiece(point)
        };
        return Step::Refused(Refusal::Illegal(reason));
    }
    let removed = removing.removed.with(point);
    let goes_on = removing
        .completions
        .iter()
        .any(|m| m.removals().contains_all(removed) && m.removals() != removed);
    let whole = removing
        .completions
        .iter()
        .find(|m| m.removals() == removed);
    match whole {
        Some(m) if !goes_on => Step::Play(*m),
        _ => Step::Pending(Pending::Removing(Removing {
            removed,
            ..removing.clone()
        })),
    }
}

/// The pieces that may be removed next: removals are made one at a time,
/// each on the board the previous one left, so the core judges the board
/// without the pieces already chosen.
fn next_removals(pos: &Position, removing: &Removing) -> PointSet {
    let targets = if removing.removed.is_empty() {
        pos.removal_targets()
    } else {
        let mut setup = pos.to_setup();
        let opponent = pos.side_to_move().other();
        setup.board[opponent] = setup.board[opponent] - removing.removed;
        Position::from_setup(&setup, *pos.rules()).map_or(PointSet::EMPTY, |p| p.removal_targets())
    };
    targets
        .iter()
        .filter(|&q| {
            let removed = removing.removed.with(q);
            removing
                .completions
                .iter()
                .any(|m| m.removals().contains_all(removed))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::{Game, Removals, Rules};

    fn after(moves: &str, rules: Rules) -> Position {
        let mut game = Game::new(rules);
        for m in moves.split_whitespace() {
            game.play(m.parse().unwrap()).unwrap();
        }
        *game.position()
    }

    fn clicks(pos: &Position, points: &str) -> Step {
        let mut pending = Pending::Nothing;
        let mut last = Step::Pending(Pending::Nothing);
        for p in points.split_whitespace() {
            last = click(pos, &pending, p.parse().unwrap());
            if let Step::Pending(next) = &last {
                pending = next.clone();
            }
        }
        last
    }

    #[test]
    fn a_mill_waits_for_its_removal() {
        let pos = after("d7 a1 d6 g1", Rules::default());
        let step = clicks(&pos, "d5");
        let Step::Pending(Pending::Removing(removing)) = &step else {
            panic!("{step:?}");
        };
        assert_eq!(removing.left(), 1);
        assert_eq!(
            targets(&pos, &Pending::Removing(removing.clone())),
            PointSet::from_iter([Point::A1, Point::G1])
        );
        assert_eq!(clicks(&pos, "d5 a1"), Step::Play("d5xa1".parse().unwrap()));
        assert_eq!(
            clicks(&pos, "d5 d6"),
            Step::Refused(Refusal::Illegal(IllegalReason::NotOpponentPiece(Point::D6)))
        );
        assert_eq!(clicks(&pos, "d5 d5"), Step::Pending(Pending::Nothing));
    }

    #[test]
    fn moving_selects_then_moves() {
        let pos = after(
            "a1 a4 g1 d1 e4 b4 c4 b2 b6 d2 g7 d3xc4 g4xa4 f2xe4 a7 a4 d7xa4 a4",
            Rules::default(),
        );
        assert_eq!(
            clicks(&pos, "g4"),
            Step::Pending(Pending::Selected(Point::G4))
        );
        assert_eq!(clicks(&pos, "g4 f4"), Step::Play("g4-f4".parse().unwrap()));
        assert_eq!(
            clicks(&pos, "g4 e4"),
            Step::Refused(Refusal::Illegal(IllegalReason::NotAdjacent(
                Point::G4,
                Point::E4
            )))
        );
        assert_eq!(clicks(&pos, "e5"), Step::Refused(Refusal::ChooseFirst));
        assert_eq!(
            clicks(&pos, "b2"),
            Step::Refused(Refusal::Illegal(IllegalReason::NotOwnPiece(Point::B2)))
        );
        assert_eq!(drag(&pos, Point::G4, Point::F4), clicks(&pos, "g4 f4"));
    }

    #[test]
    fn two_removals_are_chosen_one_at_a_time() {
        let mut rules = Rules::default();
        rules.set_removals(Removals::PerMill);
        let pos = after("d6 a1 a7 g4 g7 b2 d5 c3", rules);
        let step = clicks(&pos, "d7 g4");
        let Step::Pending(Pending::Removing(removing)) = &step else {
            panic!("{step:?}");
        };
        assert_eq!(removing.left(), 1);
        assert_eq!(
            clicks(&pos, "d7 g4 a1"),
            Step::Play("d7xg4xa1".parse().unwrap())
        );
    }
}
