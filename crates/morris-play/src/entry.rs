//! The half-made turn as a player enters it: a piece selected, or a
//! placement or move waiting for its removals, by clicks, drags or typed
//! notation. Every rule question goes to the core ([`PartialTurn`] and the
//! position's placements and destinations); this module only decides what
//! a click means.
//!
//! ```
//! use morris_core::{Point, Position, Rules};
//! use morris_play::entry::{Entry, Step, click};
//!
//! let pos = Position::new(Rules::default());
//! assert_eq!(click(&pos, &Entry::Nothing, Point::D6), Step::Play("d6".parse()?));
//! # Ok::<(), morris_core::ParseMoveError>(())
//! ```

use morris_core::{IllegalReason, Move, PartialTurn, Phase, Point, PointSet, Position};

/// The part of a turn the player has entered.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Entry {
    /// Nothing yet.
    #[default]
    Nothing,
    /// A piece is selected to move (moving and flying).
    Selected(Point),
    /// A placement or move is made and waits for its removals.
    Removing(PartialTurn),
}

impl Entry {
    /// The placement or move that waits for removals, if one does.
    #[must_use]
    pub fn waiting(&self) -> Option<&PartialTurn> {
        match self {
            Entry::Removing(turn) => Some(turn),
            _ => None,
        }
    }
}

/// What an input leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The half-made turn is now this.
    Entry(Entry),
    /// A whole turn is made: play it.
    Play(Move),
    /// The input does nothing, for this reason.
    Refused(Refusal),
}

/// Why an input is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Refusal {
    /// The rules forbid it; the core says why.
    Illegal(IllegalReason),
    /// The player's piece on this point has nowhere to go.
    Stuck(Point),
    /// An empty point was clicked before choosing a piece to move.
    ChooseFirst,
    /// The AI is to move, not a person.
    AiToMove,
    /// The friend on the other machine is to move (an online game), or
    /// has not come yet.
    FriendToMove,
    /// The text is not a move, a point or a removal in notation.
    Notation(String),
    /// A removal was typed, but no placement or move waits for one.
    NoRemovalDue,
}

/// The next step after clicking `point` with `entry` made so far.
#[must_use]
pub fn click(pos: &Position, entry: &Entry, point: Point) -> Step {
    if pos.is_over() {
        return Step::Refused(Refusal::Illegal(IllegalReason::GameOver));
    }
    let side = pos.side_to_move();
    if pos.removals_due() > 0 && entry.waiting().is_none() {
        // Removals are due: a click is the first of them.
        return alone(pos, point.set());
    }
    match entry {
        Entry::Removing(turn) => remove(turn, point),
        Entry::Selected(from) if *from == point => Step::Entry(Entry::Nothing),
        Entry::Selected(from) => {
            if pos.piece_at(point) == Some(side) {
                select(pos, point)
            } else {
                begin(pos, Some(*from), point)
            }
        }
        // While placing, a click places; where the rules let a piece move
        // instead (Lasker), a click on one's own piece chooses it.
        Entry::Nothing if pos.phase() == Phase::Placing => {
            if pos.rules().moves_in_placing() && pos.piece_at(point) == Some(side) {
                select(pos, point)
            } else {
                begin(pos, None, point)
            }
        }
        Entry::Nothing => match pos.piece_at(point) {
            Some(color) if color == side => select(pos, point),
            Some(_) => Step::Refused(Refusal::Illegal(IllegalReason::NotOwnPiece(point))),
            None => Step::Refused(Refusal::ChooseFirst),
        },
    }
}

/// The next step after dragging the piece on `from` to `to`.
#[must_use]
pub fn drag(pos: &Position, from: Point, to: Point) -> Step {
    match click(pos, &Entry::Nothing, from) {
        Step::Entry(selected @ Entry::Selected(_)) => click(pos, &selected, to),
        other => other,
    }
}

/// The next step after typing `text`: a move in notation with all, some or
/// none of its removals (`d6-d5xa7`, `d6-d5`), removals alone while a move
/// waits for them (`xa7`, `a7`), or a point, which counts as a click on it
/// where a whole move cannot be meant (choosing a piece to move).
#[must_use]
pub fn typed(pos: &Position, entry: &Entry, text: &str) -> Step {
    let text = text.trim();
    if pos.is_over() {
        return Step::Refused(Refusal::Illegal(IllegalReason::GameOver));
    }
    let notation = || Step::Refused(Refusal::Notation(text.to_owned()));
    // Removals alone: `xa7`, `x a7 xg7`.
    if text.starts_with(['x', 'X']) {
        let Some(turn) = entry.waiting() else {
            if pos.removals_due() > 0 {
                return match text.parse::<Move>() {
                    Ok(m) => alone(pos, m.removals()),
                    Err(_) => notation(),
                };
            }
            return Step::Refused(Refusal::NoRemovalDue);
        };
        let Ok(m) = format!("a7{text}").parse::<Move>() else {
            return notation();
        };
        return remove_all(*turn, m.removals());
    }
    let Ok(m) = text.parse::<Move>() else {
        return notation();
    };
    // A point alone answers the removal question or acts as a click.
    if m.from().is_none() && m.removals().is_empty() {
        match entry {
            Entry::Removing(_) | Entry::Selected(_) => return click(pos, entry, m.to()),
            Entry::Nothing if pos.phase() != Phase::Placing => return click(pos, entry, m.to()),
            Entry::Nothing => {}
        }
    }
    match pos.begin_turn(m.from(), m.to()) {
        Ok(turn) => remove_all(turn, m.removals()),
        Err(e) => Step::Refused(Refusal::Illegal(e.reason)),
    }
}

/// The next step after a move entered whole, as a terminal player types
/// it: a placement or move with all, some or none of its removals, played
/// when complete, else waiting for the rest. While a turn waits, a bare
/// point answers its removal question. Unlike [`typed`], a point never
/// counts as a click.
#[must_use]
pub fn enter(pos: &Position, entry: &Entry, m: Move) -> Step {
    if pos.is_over() {
        return Step::Refused(Refusal::Illegal(IllegalReason::GameOver));
    }
    if let Entry::Removing(turn) = entry
        && m.from().is_none()
        && m.removals().is_empty()
    {
        return remove_all(*turn, m.to().set());
    }
    if m.is_removal_only() || (pos.removals_due() > 0 && m.from().is_none()) {
        // Removals due, written `xa7` or, as an answer, `a7`.
        return alone(pos, m.removals() | m.to().set());
    }
    match pos.begin_turn(m.from(), m.to()) {
        Ok(turn) => remove_all(turn, m.removals()),
        Err(e) => Step::Refused(Refusal::Illegal(e.reason)),
    }
}

/// The next step after removals typed apart from their move (`xa7`).
#[must_use]
pub fn removals(pos: &Position, entry: &Entry, points: PointSet) -> Step {
    if pos.is_over() {
        return Step::Refused(Refusal::Illegal(IllegalReason::GameOver));
    }
    match entry.waiting() {
        Some(turn) => remove_all(*turn, points),
        None if pos.removals_due() > 0 => alone(pos, points),
        None => Step::Refused(Refusal::NoRemovalDue),
    }
}

/// The points an input may go to next: empty points while placing, the
/// destinations of the selected piece, or the pieces that may be removed.
#[must_use]
pub fn targets(pos: &Position, entry: &Entry) -> PointSet {
    match entry {
        Entry::Nothing if pos.removals_due() > 0 => pos.due_targets_after(PointSet::EMPTY),
        Entry::Nothing => pos.placements(),
        Entry::Selected(from) => pos.destinations(*from),
        Entry::Removing(turn) => turn.removal_targets(),
    }
}

/// A turn of removals alone, where removals are due, with `points` among
/// them (in an order the rules allow): played when complete, else waiting
/// for the rest.
fn alone(pos: &Position, points: PointSet) -> Step {
    let mut first_error = None;
    for first in points {
        match pos.begin_removals(first) {
            Ok(turn) => match remove_all(turn, points.without(first)) {
                Step::Refused(refusal) => {
                    first_error.get_or_insert(refusal);
                }
                done => return done,
            },
            Err(e) => {
                first_error.get_or_insert(Refusal::Illegal(e.reason));
            }
        }
    }
    Step::Refused(first_error.unwrap_or(Refusal::NoRemovalDue))
}

/// Selects the piece on `point` if it can move.
fn select(pos: &Position, point: Point) -> Step {
    if pos.movable_pieces().contains(point) {
        Step::Entry(Entry::Selected(point))
    } else {
        Step::Refused(Refusal::Stuck(point))
    }
}

/// A placement (`from` is `None`) or move to `to`: played when it removes
/// nothing, else waiting for its removals.
fn begin(pos: &Position, from: Option<Point>, to: Point) -> Step {
    match pos.begin_turn(from, to) {
        Ok(turn) => finished_or_waiting(turn),
        Err(e) => Step::Refused(Refusal::Illegal(e.reason)),
    }
}

fn finished_or_waiting(turn: PartialTurn) -> Step {
    match turn.to_move() {
        Some(m) => Step::Play(m),
        None => Step::Entry(Entry::Removing(turn)),
    }
}

/// Chooses `point` as the next removal; the piece just placed or moved
/// takes the placement or move back.
fn remove(turn: &PartialTurn, point: Point) -> Step {
    if point == turn.base().to() && turn.removed().is_empty() {
        return Step::Entry(Entry::Nothing);
    }
    let mut next = *turn;
    match next.remove(point) {
        Ok(()) => finished_or_waiting(next),
        Err(e) => Step::Refused(Refusal::Illegal(e.reason)),
    }
}

/// Makes the removals `points` in an order the rules allow (each is judged
/// on the board the previous one left, so the order can matter).
fn remove_all(turn: PartialTurn, points: PointSet) -> Step {
    if points.is_empty() {
        return finished_or_waiting(turn);
    }
    let mut first_error = None;
    for p in points {
        let mut next = turn;
        match next.remove(p) {
            Ok(()) => match remove_all(next, points.without(p)) {
                Step::Refused(refusal) => {
                    first_error.get_or_insert(refusal);
                }
                done => return done,
            },
            Err(e) => {
                first_error.get_or_insert(Refusal::Illegal(e.reason));
            }
        }
    }
    Step::Refused(
        first_error.unwrap_or(Refusal::Illegal(IllegalReason::TooManyRemovals {
            earned: turn.earned(),
        })),
    )
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

    #[test]
    fn in_lasker_a_click_on_ones_own_piece_while_placing_chooses_it_to_move() {
        let rules = Rules::preset(morris_core::Preset::Lasker);
        let pos = after("g1 d7 g4 d2", rules);
        assert_eq!(pos.phase(), Phase::Placing);
        assert_eq!(
            click(&pos, &Entry::Nothing, Point::G1),
            Step::Entry(Entry::Selected(Point::G1))
        );
        assert_eq!(inputs(&pos, "g1, d1"), Step::Play("g1-d1".parse().unwrap()));
        // An empty point still places, and the other side's piece is taken.
        assert_eq!(inputs(&pos, "a1"), Step::Play("a1".parse().unwrap()));
        assert!(matches!(inputs(&pos, "d7"), Step::Refused(_)));
        // Under the usual rules the own piece is taken as an occupied point.
        let nine = after("g1 d7 g4 d2", Rules::default());
        assert!(matches!(
            click(&nine, &Entry::Nothing, Point::G1),
            Step::Refused(_)
        ));
    }

    /// Feeds inputs: a point is a click, anything else is typed.
    fn inputs(pos: &Position, list: &str) -> Step {
        let mut entry = Entry::Nothing;
        let mut last = Step::Entry(Entry::Nothing);
        for word in list.split(',').map(str::trim) {
            last = match word.parse::<Point>() {
                Ok(p) => click(pos, &entry, p),
                Err(_) => typed(pos, &entry, word),
            };
            if let Step::Entry(next) = &last {
                entry = *next;
            }
        }
        last
    }

    #[test]
    fn a_mill_waits_for_its_removal() {
        let pos = after("d7 a1 d6 g1", Rules::default());
        let step = inputs(&pos, "d5");
        let Step::Entry(entry @ Entry::Removing(turn)) = step else {
            panic!("{step:?}");
        };
        assert_eq!(turn.removals_left(), 1);
        assert_eq!(targets(&pos, &entry), Point::A1.set() | Point::G1.set());
        assert_eq!(inputs(&pos, "d5, a1"), Step::Play("d5xa1".parse().unwrap()));
        assert_eq!(
            inputs(&pos, "d5, d6"),
            Step::Refused(Refusal::Illegal(IllegalReason::NotOpponentPiece(Point::D6)))
        );
        assert_eq!(inputs(&pos, "d5, d5"), Step::Entry(Entry::Nothing));
        assert_eq!(
            inputs(&pos, "d5, xg1"),
            Step::Play("d5xg1".parse().unwrap())
        );
        assert_eq!(inputs(&pos, "d5xg1"), Step::Play("d5xg1".parse().unwrap()));
        assert_eq!(inputs(&pos, "xg1"), Step::Refused(Refusal::NoRemovalDue));
        assert_eq!(
            inputs(&pos, "d5-h4"),
            Step::Refused(Refusal::Notation("d5-h4".to_owned()))
        );
        // d4, the small board's centre, is no point of the large board.
        assert_eq!(
            inputs(&pos, "d5-d4"),
            Step::Refused(Refusal::Illegal(IllegalReason::OffBoard(Point::D4)))
        );
    }

    #[test]
    fn moving_selects_then_moves() {
        let pos = after(
            "a1 a4 g1 d1 e4 b4 c4 b2 b6 d2 g7 d3xc4 g4xa4 f2xe4 a7 a4 d7xa4 a4",
            Rules::default(),
        );
        assert_eq!(inputs(&pos, "g4"), Step::Entry(Entry::Selected(Point::G4)));
        assert_eq!(inputs(&pos, "g4, f4"), Step::Play("g4-f4".parse().unwrap()));
        assert_eq!(
            inputs(&pos, "g4, e4"),
            Step::Refused(Refusal::Illegal(IllegalReason::NotAdjacent(
                Point::G4,
                Point::E4
            )))
        );
        assert_eq!(inputs(&pos, "e5"), Step::Refused(Refusal::ChooseFirst));
        assert_eq!(
            inputs(&pos, "b2"),
            Step::Refused(Refusal::Illegal(IllegalReason::NotOwnPiece(Point::B2)))
        );
        assert_eq!(drag(&pos, Point::G4, Point::F4), inputs(&pos, "g4, f4"));
        assert_eq!(inputs(&pos, "g4-f4"), Step::Play("g4-f4".parse().unwrap()));
        // A bare empty point while moving acts as a click on it.
        assert_eq!(inputs(&pos, "d6"), Step::Refused(Refusal::ChooseFirst));
        assert_eq!(
            inputs(&pos, "d6-d5"),
            Step::Refused(Refusal::Illegal(IllegalReason::NotOwnPiece(Point::D6)))
        );
    }

    #[test]
    fn two_removals_are_chosen_one_at_a_time_in_an_order_the_rules_allow() {
        let mut rules = Rules::default();
        rules.set_removals(Removals::PerMill);
        let pos = after("d6 a1 a7 g4 g7 b2 d5 c3", rules);
        let step = inputs(&pos, "d7, g4");
        let Step::Entry(Entry::Removing(turn)) = step else {
            panic!("{step:?}");
        };
        assert_eq!(turn.removals_left(), 1);
        assert_eq!(
            inputs(&pos, "d7, g4, a1"),
            Step::Play("d7xg4xa1".parse().unwrap())
        );
        assert_eq!(
            inputs(&pos, "d7xa1xg4"),
            Step::Play("d7xg4xa1".parse().unwrap())
        );
        assert_eq!(
            inputs(&pos, "d7, xg4 xa1"),
            Step::Play("d7xg4xa1".parse().unwrap())
        );
        let waiting = inputs(&pos, "d7xg4");
        assert!(
            matches!(waiting, Step::Entry(Entry::Removing(_))),
            "{waiting:?}"
        );
    }

    #[test]
    fn a_removal_that_only_a_first_removal_allows_waits_its_turn() {
        // White's d7 closes two mills. Black: a mill b2-d2-f2 and g1, so
        // only g1 may go first; after it, the mill's pieces may.
        let mut rules = Rules::default();
        rules.set_removals(Removals::PerMill);
        let setup = "W.W/.W./.W./....../.../BBB/..B w 3 3 0 7".parse().unwrap();
        let pos = Position::from_setup(&setup, rules).unwrap();
        assert_eq!(
            inputs(&pos, "d7, d2"),
            Step::Refused(Refusal::Illegal(IllegalReason::InMill(Point::D2)))
        );
        assert_eq!(
            inputs(&pos, "d7, g1, d2"),
            Step::Play("d7xd2xg1".parse().unwrap())
        );
        // Typed whole, the order is found.
        assert_eq!(
            inputs(&pos, "d7xd2xg1"),
            Step::Play("d7xd2xg1".parse().unwrap())
        );
    }
}
