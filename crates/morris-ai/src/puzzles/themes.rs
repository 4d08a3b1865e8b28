//! The themes of a puzzle, found by code from its position and line (and,
//! for the removal choice, the values of the solver's other turns).
//!
//! | theme | name | found when |
//! |---|---|---|
//! | [`Theme::DoubleMill`] | `double-mill` | a solver's turn closes two mills at once |
//! | [`Theme::MillOpenedClosed`] | `mill-opened-closed` | a solver's turn moves a piece out of a standing mill of its own and a later solver's turn closes that same mill again |
//! | [`Theme::Blockade`] | `blockade` | the line ends with the opponent to move and no legal move |
//! | [`Theme::FlyingEndgame`] | `flying-endgame` | at the puzzle's position a side flies (three pieces, flying rules) |
//! | [`Theme::RemovalChoice`] | `removal-choice` | a solver's turn removes, and the same placement or move with another removal does not keep the value (a win, a draw) |
//! | [`Theme::PlacingTrap`] | `placing-trap` | a solver's placement leaves it two open mill threats at once, where it had fewer than two |
//! | [`Theme::LastPiece`] | `last-piece` | the solver's first turn places its last piece in hand |
//!
//! The placing themes cannot come from the endgame databases (their
//! positions have no piece in hand); they are found in positions of the
//! placing phase.

use std::fmt;
use std::str::FromStr;

use morris_core::{Move, Position, Termination};

use crate::db::Wdl;

/// A theme of a puzzle.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// A solver's turn closes two mills at once.
    DoubleMill,
    /// A mill opened by a solver's turn and closed again by a later one.
    MillOpenedClosed,
    /// The line ends with the opponent left without a move.
    Blockade,
    /// A side flies at the puzzle's position.
    FlyingEndgame,
    /// Which piece to remove decides.
    RemovalChoice,
    /// A placement that makes two threats.
    PlacingTrap,
    /// The answer places the solver's last piece in hand.
    LastPiece,
}

impl Theme {
    /// Every theme.
    pub const ALL: [Theme; 7] = [
        Theme::DoubleMill,
        Theme::MillOpenedClosed,
        Theme::Blockade,
        Theme::FlyingEndgame,
        Theme::RemovalChoice,
        Theme::PlacingTrap,
        Theme::LastPiece,
    ];

    /// The theme's name in the format.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Theme::DoubleMill => "double-mill",
            Theme::MillOpenedClosed => "mill-opened-closed",
            Theme::Blockade => "blockade",
            Theme::FlyingEndgame => "flying-endgame",
            Theme::RemovalChoice => "removal-choice",
            Theme::PlacingTrap => "placing-trap",
            Theme::LastPiece => "last-piece",
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text names no theme.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseThemeError(pub String);

impl fmt::Display for ParseThemeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown theme {:?} (expected ", self.0)?;
        for (i, t) in Theme::ALL.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(t.name())?;
        }
        f.write_str(")")
    }
}

impl std::error::Error for ParseThemeError {}

impl FromStr for Theme {
    type Err = ParseThemeError;

    fn from_str(s: &str) -> Result<Theme, ParseThemeError> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name() == s.trim())
            .ok_or_else(|| ParseThemeError(s.trim().to_owned()))
    }
}

/// The themes of a line played from `position` (the solver to move), in
/// the order of [`Theme::ALL`]. `values[i]`, when given, holds the value of
/// every turn at the solver's `i`-th turn of the line (win, draw or loss
/// for the solver); the removal choice is looked for only where they are.
#[must_use]
pub fn find(position: &Position, line: &[Move], values: &[Vec<(Move, Wdl)>]) -> Vec<Theme> {
    let solver = position.side_to_move();
    let geometry = position.geometry();
    let mut found = Vec::new();
    let add = |t: Theme, found: &mut Vec<Theme>| {
        if !found.contains(&t) {
            found.push(t);
        }
    };
    if position.is_moving_phase() && (position.can_fly(solver) || position.can_fly(solver.other()))
    {
        add(Theme::FlyingEndgame, &mut found);
    }
    if let Some(first) = line.first()
        && first.is_placement()
        && position.in_hand(solver) == 1
    {
        add(Theme::LastPiece, &mut found);
    }
    // Mills the solver opened, by the turn's index.
    let mut opened: Vec<morris_core::PointSet> = Vec::new();
    let mut pos = *position;
    for (i, &m) in line.iter().enumerate() {
        let before = pos;
        if pos.play(m).is_err() {
            break;
        }
        if i % 2 == 1 {
            continue;
        }
        let own = pos.pieces(solver);
        if geometry.mills_closed_at(own, m.to()) >= 2 {
            add(Theme::DoubleMill, &mut found);
        }
        if opened
            .iter()
            .any(|mill| mill.contains(m.to()) && own.contains_all(*mill))
        {
            add(Theme::MillOpenedClosed, &mut found);
        }
        if let Some(from) = m.from() {
            let was = before.pieces(solver);
            opened.extend(
                geometry
                    .mills_through(from)
                    .filter(|mill| was.contains_all(*mill) && !mill.contains(m.to())),
            );
        }
        if m.is_placement() {
            let threats = |p: &Position| geometry.mill_threats(p.pieces(solver), p.empty()).len();
            if threats(&pos) >= 2 && threats(&before) < 2 {
                add(Theme::PlacingTrap, &mut found);
            }
        }
        if !m.removals().is_empty()
            && let Some(values) = values.get(i / 2)
            && let Some(&(_, own_value)) = values.iter().find(|(n, _)| *n == m)
            && values
                .iter()
                .any(|&(n, v)| n != m && n.base() == m.base() && v < own_value)
        {
            add(Theme::RemovalChoice, &mut found);
        }
    }
    if line.len() % 2 == 1
        && pos
            .rule_outcome()
            .is_some_and(|o| o.termination == Termination::NoLegalMove && o.winner == Some(solver))
    {
        add(Theme::Blockade, &mut found);
    }
    found.sort_unstable();
    found
}
