//! The kinds of puzzle as the solved game defines them: finding a puzzle's
//! line in a position ([`find`]) and checking a given puzzle ([`verify`]),
//! both from the databases' exact values.
//!
//! - **Win**: the position is won, and exactly one turn keeps the win (every
//!   other draws or loses); it is then the shortest. The opponent's replies
//!   are the longest defence (the first in the order of the legal turns when
//!   several hold out as long). Each later turn of the solver's is the only
//!   one that wins within [`MARGIN`] plies of the shortest: another turn may
//!   still win, but at least `MARGIN + 2` plies slower. The last turn, which
//!   wins at once, is any turn that wins at once. The line ends with the
//!   game, the solver winning.
//! - **Hold**: the position is drawn, there are at least two turns, exactly
//!   one keeps the draw and every other loses. The line is that turn.
//! - **Removal**: the position is won or drawn, and a placement or move
//!   closes a mill after which exactly one removal keeps the win (or the
//!   draw), while the others with that placement or move let it go (among
//!   the turns that share a placement or move, since in our notation a
//!   turn holds its removals). The line is that turn; the placement or
//!   move is given, the removal asked. Where several placements or moves
//!   qualify, the first in the order of the legal turns is taken.
//!
//! A position is looked at for a win first, then a hold, then a removal.

use std::fmt;

use morris_core::{Move, Position};

use super::themes;
use super::{Kind, Puzzle, Theme, rating};
use crate::db::{Databases, DbValue, Wdl};
use crate::stop::StopFlag;

/// The margin, in plies, within which a later turn of the solver's in a
/// win must be the only winning one: no other turn wins in at most the
/// shortest win plus this many plies (2: one turn of each side more).
pub const MARGIN: u16 = 2;

/// A line found in a position, with what the themes and the rating need.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The kind the position fits.
    pub kind: Kind,
    /// The answer line.
    pub line: Vec<Move>,
    /// The values (win, draw or loss for the solver) of every turn at each
    /// of the solver's turns of the line.
    pub values: Vec<Vec<(Move, Wdl)>>,
    /// The tempting wrong turns ([`rating::tempts`]) at the solver's turns.
    pub tempting: usize,
}

impl Found {
    /// The themes of the line.
    #[must_use]
    pub fn themes(&self, position: &Position) -> Vec<Theme> {
        themes::find(position, &self.line, &self.values)
    }

    /// The starting rating of the line.
    #[must_use]
    pub fn rating(&self) -> u16 {
        rating::starting(self.kind, self.line.len().div_ceil(2), self.tempting)
    }
}

/// The turns accepted at a later solver's turn of a win, whose values are
/// `values` (best first): `None` when the shortest win is not alone within
/// [`MARGIN`]. The first is the line's.
fn later_win_turns(values: &[(Move, DbValue)]) -> Option<Vec<Move>> {
    let DbValue::Win(d) = values.first()?.1 else {
        return None;
    };
    if d == 1 {
        return Some(
            values
                .iter()
                .filter(|(_, v)| *v == DbValue::Win(1))
                .map(|(m, _)| *m)
                .collect(),
        );
    }
    let close = values
        .iter()
        .filter(|(_, v)| matches!(v, DbValue::Win(e) if *e <= d + MARGIN))
        .count();
    (close == 1).then(|| vec![values[0].0])
}

/// Values without their distances.
fn classes(values: &[(Move, DbValue)]) -> Vec<(Move, Wdl)> {
    values.iter().map(|&(m, v)| (m, Wdl::of(v))).collect()
}

/// The tempting wrong turns among `values` when `accepted` are right.
fn tempting(values: &[(Move, Wdl)], accepted: &[Move]) -> usize {
    values
        .iter()
        .filter(|(m, _)| !accepted.contains(m) && rating::tempts(*m))
        .count()
}

/// The line of a win puzzle from `pos`, whose turns' values are `first`
/// (best first), if the position fits: won in at most `most_plies`.
fn find_win(
    dbs: &Databases,
    pos: &Position,
    first: &[(Move, DbValue)],
    most_plies: u16,
) -> Option<Found> {
    let &(answer, DbValue::Win(d)) = first.first()? else {
        return None;
    };
    if d > most_plies || first[1..].iter().any(|(_, v)| Wdl::of(*v) == Wdl::Win) {
        return None;
    }
    let solver = pos.side_to_move();
    let first = classes(first);
    let mut found = Found {
        kind: Kind::Win,
        line: vec![answer],
        tempting: tempting(&first, &[answer]),
        values: vec![first],
    };
    let mut p = *pos;
    p.play(answer).ok()?;
    loop {
        if let Some(outcome) = p.rule_outcome() {
            return (outcome.winner == Some(solver)).then_some(found);
        }
        // A line alternates; rules where a side moves twice are left out.
        if p.side_to_move() == solver {
            return None;
        }
        // The longest defence: the reply best for the opponent.
        let replies = dbs.move_values(&p)?;
        let &(reply, _) = replies.first()?;
        found.line.push(reply);
        p.play(reply).ok()?;
        if p.rule_outcome().is_some() || p.side_to_move() != solver {
            return None;
        }
        let values = dbs.move_values(&p)?;
        let accepted = later_win_turns(&values)?;
        let values = classes(&values);
        found.tempting += tempting(&values, &accepted);
        found.line.push(accepted[0]);
        p.play(accepted[0]).ok()?;
        found.values.push(values);
    }
}

/// The line of a hold puzzle from a position whose turns' values are
/// `first` (best first), if it fits.
fn find_hold(first: &[(Move, Wdl)]) -> Option<Found> {
    let &(answer, Wdl::Draw) = first.first()? else {
        return None;
    };
    if first.len() < 2 || first[1..].iter().any(|(_, v)| *v >= Wdl::Draw) {
        return None;
    }
    Some(Found {
        kind: Kind::Hold,
        line: vec![answer],
        values: vec![first.to_vec()],
        tempting: tempting(first, &[answer]),
    })
}

/// The one turn of its placement or move `m` that keeps `class` among
/// `values`, if `m` removes, has another removal to choose, and every
/// other choice lets the class go.
fn only_removal(values: &[(Move, Wdl)], m: Move, class: Wdl) -> Option<Move> {
    if m.removals().is_empty() {
        return None;
    }
    let same: Vec<&(Move, Wdl)> = values
        .iter()
        .filter(|(n, _)| n.base() == m.base())
        .collect();
    let keeping: Vec<Move> = same
        .iter()
        .filter(|(_, v)| *v >= class)
        .map(|(n, _)| *n)
        .collect();
    (same.len() >= 2 && keeping.len() == 1).then(|| keeping[0])
}

/// The line of a removal puzzle from a position whose turns' values are
/// `first` (best first), if it fits.
fn find_removal(first: &[(Move, Wdl)]) -> Option<Found> {
    let class = first.first()?.1;
    if class == Wdl::Loss {
        return None;
    }
    // In the order of the legal turns, not of their values.
    let mut order: Vec<Move> = first.iter().map(|(m, _)| *m).collect();
    order.sort_by_key(|m| {
        (
            m.from().map(|p| p.index()),
            m.to().index(),
            m.removals().bits(),
        )
    });
    let answer = order
        .into_iter()
        .filter(|m| !m.removals().is_empty())
        .find_map(|m| only_removal(first, m, class).filter(|&keep| keep == m))?;
    Some(Found {
        kind: Kind::Removal,
        line: vec![answer],
        values: vec![first.to_vec()],
        tempting: tempting(first, &[answer]),
    })
}

/// The puzzle a position makes, if it fits a kind: a win in at most
/// `most_plies` first, then a hold, then a removal. `None` also when the
/// databases do not value the position and the line's.
#[must_use]
pub fn find(dbs: &Databases, pos: &Position, most_plies: u16) -> Option<Found> {
    if pos.rule_outcome().is_some() {
        return None;
    }
    let first = dbs.move_values(pos)?;
    find_win(dbs, pos, &first, most_plies).or_else(|| {
        let first = classes(&first);
        find_hold(&first).or_else(|| find_removal(&first))
    })
}

/// The most positions the opening search may take to value the turns of
/// one placing position ([`find_placing`], [`verify`]): a position that
/// needs more is passed over.
pub const PLACING_MOST_POSITIONS: u64 = 4_000_000;

/// Whether `pos` is valued by the search over the placing phase rather
/// than by the databases: the large board's placing phase, every pair it
/// leads to solved.
#[must_use]
pub fn is_placing_form(dbs: &Databases, pos: &Position) -> bool {
    !pos.is_moving_phase() && dbs.move_values(pos).is_none() && dbs.has_files_for_placing(pos)
}

/// The puzzle a position of the large board's placing phase makes, valued
/// by the search over the placing phase with the databases at its leaves
/// ([`Databases::opening_move_values`]: win, draw or loss, no distance):
/// a hold or a removal, as for any position. A win is not made there: its
/// line would run through the placements the search values without a
/// distance, so "the shortest" could not be certified. `None` also when
/// the search would take more than [`PLACING_MOST_POSITIONS`] or is
/// cancelled.
#[must_use]
pub fn find_placing(dbs: &Databases, pos: &Position, cancel: &StopFlag) -> Option<Found> {
    if pos.rule_outcome().is_some() || !is_placing_form(dbs, pos) {
        return None;
    }
    let (first, _) = dbs
        .opening_move_values(pos, cancel, PLACING_MOST_POSITIONS)
        .ok()?;
    find_hold(&first).or_else(|| find_removal(&first))
}

/// A value as the check found it: exact from the databases, or win, draw
/// or loss from the search over the placing phase.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Valued {
    /// From the databases, with its distance.
    Exact(DbValue),
    /// From the search over the placing phase: no distance.
    Solved(Wdl),
}

impl Valued {
    /// Win, draw or loss.
    #[must_use]
    pub const fn class(self) -> Wdl {
        match self {
            Valued::Exact(v) => Wdl::of(v),
            Valued::Solved(w) => w,
        }
    }
}

impl fmt::Display for Valued {
    /// `a win in 7 plies`, `a draw`, `a loss` (no distance when solved).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Valued::Exact(DbValue::Win(d)) => write!(f, "a win in {d} plies"),
            Valued::Exact(DbValue::Loss(d)) => write!(f, "a loss in {d} plies"),
            Valued::Exact(DbValue::Draw) | Valued::Solved(Wdl::Draw) => f.write_str("a draw"),
            Valued::Solved(Wdl::Win) => f.write_str("a win"),
            Valued::Solved(Wdl::Loss) => f.write_str("a loss"),
        }
    }
}

/// Why a puzzle is not certified by the databases (turns counted from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum VerifyError {
    /// The databases do not value the position before this turn of the
    /// line (its pair is not solved there).
    NotCovered(usize),
    /// The puzzle's position has not the value its kind needs.
    WrongValue(Valued),
    /// The turn of the line does not keep the value.
    NotKept(usize, Move, Valued),
    /// Another turn keeps the value as well as the line's.
    NotOnly(usize, Move, Valued),
    /// The opponent's reply is not the longest defence.
    NotLongestDefence(usize, Move, Move),
    /// The win's line ends before the game does.
    Unfinished,
    /// The line has a turn too many (hold and removal: one turn).
    TooLong,
    /// The removal puzzle's turn removes nothing, or its placement or move
    /// has no other removal to choose.
    NoChoice,
    /// The themes are not those found.
    Themes(Vec<Theme>),
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerifyError::NotCovered(n) => write!(
                f,
                "the databases do not value the position before turn {n} (not solved)"
            ),
            VerifyError::WrongValue(value) => {
                write!(f, "the position is {value}, not what the kind asks")
            }
            VerifyError::NotKept(n, m, value) => {
                write!(f, "turn {n} ({m}) does not keep the value: it is {value}")
            }
            VerifyError::NotOnly(n, m, value) => {
                write!(f, "turn {n} is not the only answer: {m} is {value} too")
            }
            VerifyError::NotLongestDefence(n, m, longest) => write!(
                f,
                "turn {n} ({m}) is not the longest defence ({longest} holds out longer)"
            ),
            VerifyError::Unfinished => f.write_str("the line ends before the game is won"),
            VerifyError::TooLong => f.write_str("the line has more turns than the kind has"),
            VerifyError::NoChoice => f.write_str("the turn has no removal to choose among others"),
            VerifyError::Themes(found) => {
                let names: Vec<&str> = found.iter().map(|t| t.name()).collect();
                write!(f, "the themes found are [{}]", names.join(" "))
            }
        }
    }
}

impl std::error::Error for VerifyError {}

/// The values of every turn before turn `n` (from 1) of a line.
fn values_at(
    dbs: &Databases,
    pos: &Position,
    n: usize,
) -> Result<Vec<(Move, DbValue)>, VerifyError> {
    dbs.move_values(pos)
        .filter(|v| !v.is_empty())
        .ok_or(VerifyError::NotCovered(n))
}

/// The value of `m` among `values`.
fn value_of(values: &[(Move, DbValue)], m: Move) -> DbValue {
    values
        .iter()
        .find(|(n, _)| *n == m)
        .map_or(DbValue::Loss(0), |(_, v)| *v)
}

/// Checks a puzzle against the databases: its position and line fit its
/// kind as [this module](self) defines it, and its themes are those found.
///
/// # Errors
/// The first thing that does not fit, with the turn's number.
pub fn verify(dbs: &Databases, puzzle: &Puzzle) -> Result<(), VerifyError> {
    let pos = *puzzle.position();
    let line = puzzle.line();
    if puzzle.kind() != Kind::Win && is_placing_form(dbs, &pos) {
        let (first, _) = dbs
            .opening_move_values(&pos, &StopFlag::new(), PLACING_MOST_POSITIONS)
            .map_err(|_| VerifyError::NotCovered(1))?;
        let first: Vec<(Move, Valued)> = first
            .into_iter()
            .map(|(m, w)| (m, Valued::Solved(w)))
            .collect();
        return verify_one_turn(&pos, puzzle, &first);
    }
    let first = values_at(dbs, &pos, 1)?;
    let best = first[0].1;
    if puzzle.kind() != Kind::Win {
        let first: Vec<(Move, Valued)> = first
            .into_iter()
            .map(|(m, v)| (m, Valued::Exact(v)))
            .collect();
        return verify_one_turn(&pos, puzzle, &first);
    }
    let mut values = vec![classes(&first)];
    if !matches!(best, DbValue::Win(_)) {
        return Err(VerifyError::WrongValue(Valued::Exact(best)));
    }
    let kept = value_of(&first, line[0]);
    if kept != best {
        return Err(VerifyError::NotKept(1, line[0], Valued::Exact(kept)));
    }
    if let Some(&(other, v)) = first
        .iter()
        .find(|(m, v)| *m != line[0] && Wdl::of(*v) == Wdl::Win)
    {
        return Err(VerifyError::NotOnly(1, other, Valued::Exact(v)));
    }
    let mut p = pos;
    for (i, &m) in line.iter().enumerate() {
        if i > 0 {
            let here = values_at(dbs, &p, i + 1)?;
            let value = value_of(&here, m);
            if i % 2 == 1 {
                if value != here[0].1 {
                    return Err(VerifyError::NotLongestDefence(i + 1, m, here[0].0));
                }
            } else {
                check_later_win(&here, m, i + 1)?;
                values.push(classes(&here));
            }
        }
        let _ = p.play_unchecked(m);
    }
    if p.rule_outcome()
        .is_none_or(|o| o.winner != Some(pos.side_to_move()))
    {
        return Err(VerifyError::Unfinished);
    }
    let found = themes::find(&pos, line, &values);
    if found != puzzle.themes() {
        return Err(VerifyError::Themes(found));
    }
    Ok(())
}

/// Checks a hold or a removal, whose line is one turn, against `first`,
/// the values of every turn at its position.
fn verify_one_turn(
    pos: &Position,
    puzzle: &Puzzle,
    first: &[(Move, Valued)],
) -> Result<(), VerifyError> {
    let line = puzzle.line();
    one_turn(line)?;
    let m = line[0];
    let &(_, best) = first.first().ok_or(VerifyError::NotCovered(1))?;
    let kept = first
        .iter()
        .find(|(n, _)| *n == m)
        .map_or(Valued::Solved(Wdl::Loss), |&(_, v)| v);
    let classes: Vec<(Move, Wdl)> = first.iter().map(|&(n, v)| (n, v.class())).collect();
    match puzzle.kind() {
        Kind::Hold => {
            if best.class() != Wdl::Draw {
                return Err(VerifyError::WrongValue(best));
            }
            if kept.class() != Wdl::Draw {
                return Err(VerifyError::NotKept(1, m, kept));
            }
            if let Some(&(other, v)) = first
                .iter()
                .find(|(n, v)| *n != m && v.class() >= Wdl::Draw)
            {
                return Err(VerifyError::NotOnly(1, other, v));
            }
            if first.len() < 2 {
                return Err(VerifyError::NoChoice);
            }
        }
        Kind::Removal | Kind::Win => {
            let class = best.class();
            if class == Wdl::Loss {
                return Err(VerifyError::WrongValue(best));
            }
            if kept.class() < class {
                return Err(VerifyError::NotKept(1, m, kept));
            }
            if let Some(&(other, v)) = first
                .iter()
                .find(|(n, v)| *n != m && n.base() == m.base() && v.class() >= class)
            {
                return Err(VerifyError::NotOnly(1, other, v));
            }
            if only_removal(&classes, m, class) != Some(m) {
                return Err(VerifyError::NoChoice);
            }
        }
    }
    let found = themes::find(pos, line, &[classes]);
    if found != puzzle.themes() {
        return Err(VerifyError::Themes(found));
    }
    Ok(())
}

/// A hold's or a removal's line is one turn.
fn one_turn(line: &[Move]) -> Result<(), VerifyError> {
    if line.len() > 1 {
        Err(VerifyError::TooLong)
    } else {
        Ok(())
    }
}

/// Checks a later turn `m` (number `n`) of the solver's in a win.
fn check_later_win(values: &[(Move, DbValue)], m: Move, n: usize) -> Result<(), VerifyError> {
    let value = value_of(values, m);
    let best = values[0].1;
    if value != best {
        return Err(VerifyError::NotKept(n, m, Valued::Exact(value)));
    }
    if let DbValue::Win(d) = best
        && d > 1
        && let Some(&(other, v)) = values
            .iter()
            .find(|(o, v)| *o != m && matches!(v, DbValue::Win(e) if *e <= d + MARGIN))
    {
        return Err(VerifyError::NotOnly(n, other, Valued::Exact(v)));
    }
    Ok(())
}
