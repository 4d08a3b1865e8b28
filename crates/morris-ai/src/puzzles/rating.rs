//! The starting rating of a puzzle: from the length of its line and the
//! number of tempting wrong turns on the way.
//!
//! ```text
//! rating = clamp(BASE + PER_TURN × (t − 1) + PER_TEMPTATION × min(w, 10) + KIND, 600, 2500)
//! ```
//!
//! - `t`: the solver's turns in the line;
//! - `w`: the tempting wrong turns, counted at each of the solver's turns:
//!   the turns there that are not accepted (they let the value go, or win
//!   slower than the line's margin allows) and that close a mill, the
//!   material a player reaches for first;
//! - `KIND`: 0 for a win, +100 for a hold (nothing on the board says a loss
//!   is near), −100 for a removal (the mill is given, one choice is asked).
//!
//! The figures are a first guess; the players' attempts correct them (the
//! puzzles' own ratings, issue 41).

use morris_core::Move;

use super::Kind;

/// The rating of the shortest puzzle with nothing tempting.
pub const BASE: i32 = 1000;
/// Added for each solver's turn after the first.
pub const PER_TURN: i32 = 150;
/// Added for each tempting wrong turn (at most ten counted).
pub const PER_TEMPTATION: i32 = 50;
/// The lowest rating given.
pub const LOWEST: i32 = 600;
/// The highest rating given.
pub const HIGHEST: i32 = 2500;

/// The starting rating of a puzzle of `kind` with `solver_turns` turns of
/// the solver and `tempting` tempting wrong turns.
#[must_use]
pub fn starting(kind: Kind, solver_turns: usize, tempting: usize) -> u16 {
    let turns = i32::try_from(solver_turns.max(1)).unwrap_or(i32::MAX / 4);
    let tempting = i32::try_from(tempting.min(10)).unwrap_or(10);
    let extra = match kind {
        Kind::Win => 0,
        Kind::Hold => 100,
        Kind::Removal => -100,
    };
    let r = BASE
        .saturating_add(PER_TURN.saturating_mul(turns - 1))
        .saturating_add(PER_TEMPTATION * tempting)
        .saturating_add(extra);
    // Clamped into 600..=2500, which a u16 holds.
    u16::try_from(r.clamp(LOWEST, HIGHEST)).unwrap_or(1500)
}

/// Whether a wrong turn tempts: it closes a mill (it removes).
#[must_use]
pub fn tempts(wrong: Move) -> bool {
    !wrong.removals().is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_formula_as_documented() {
        assert_eq!(starting(Kind::Win, 1, 0), 1000);
        assert_eq!(starting(Kind::Win, 3, 2), 1000 + 300 + 100);
        assert_eq!(starting(Kind::Hold, 1, 1), 1150);
        assert_eq!(starting(Kind::Removal, 1, 0), 900);
        assert_eq!(starting(Kind::Win, 20, 30), 2500);
        assert_eq!(starting(Kind::Win, 0, 0), 1000);
    }
}
