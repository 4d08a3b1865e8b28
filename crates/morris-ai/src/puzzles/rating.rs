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
//! The figures are a first guess; the players' attempts correct them:
//! after a player's first attempt at a puzzle, the player and the puzzle
//! are rated as the two sides of a game by Glicko-2 (the `skillratings`
//! crate), the puzzle winning when the player misses ([`after_attempt`]).

use morris_core::Move;
use skillratings::Outcomes;
pub use skillratings::glicko2::Glicko2Rating;
use skillratings::glicko2::{Glicko2Config, glicko2};

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

/// A puzzle's rating deviation before anyone tried it: smaller than a new
/// player's 350, since the starting rating is a reasoned guess, yet wide
/// enough for the first attempts to move it.
pub const PUZZLE_DEVIATION: f64 = 250.0;

/// A new player's rating: Glicko-2's 1500, deviation 350, volatility 0.06.
#[must_use]
pub fn new_player() -> Glicko2Rating {
    Glicko2Rating::new()
}

/// A puzzle's Glicko-2 rating before any attempt: its starting rating
/// with [`PUZZLE_DEVIATION`] and Glicko-2's volatility 0.06.
#[must_use]
pub fn puzzle_start(rating: u16) -> Glicko2Rating {
    Glicko2Rating {
        rating: f64::from(rating),
        deviation: PUZZLE_DEVIATION,
        ..Glicko2Rating::new()
    }
}

/// The player's and the puzzle's ratings after the player's first attempt
/// at the puzzle: a game the player won when `solved`, else the puzzle
/// won; Glicko-2 with its default system constant (τ = 0.5).
#[must_use]
pub fn after_attempt(
    player: &Glicko2Rating,
    puzzle: &Glicko2Rating,
    solved: bool,
) -> (Glicko2Rating, Glicko2Rating) {
    let outcome = if solved {
        Outcomes::WIN
    } else {
        Outcomes::LOSS
    };
    glicko2(player, puzzle, &outcome, &Glicko2Config::new())
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

    #[test]
    fn a_first_attempt_moves_both_ratings_as_glicko2_does() {
        let player = new_player();
        let puzzle = puzzle_start(1500);
        let (p, z) = after_attempt(&player, &puzzle, true);
        let (p2, z2) = glicko2(&player, &puzzle, &Outcomes::WIN, &Glicko2Config::new());
        assert_eq!((p, z), (p2, z2));
        assert!(p.rating > 1500.0 && z.rating < 1500.0, "{p:?} {z:?}");
        assert!(p.deviation < 350.0 && z.deviation < PUZZLE_DEVIATION);
        let (p, z) = after_attempt(&player, &puzzle, false);
        assert!(p.rating < 1500.0 && z.rating > 1500.0, "{p:?} {z:?}");
        // A hard puzzle solved gains more than an easy one.
        let hard = after_attempt(&player, &puzzle_start(2200), true).0;
        let easy = after_attempt(&player, &puzzle_start(900), true).0;
        assert!(hard.rating > easy.rating + 50.0, "{hard:?} {easy:?}");
    }
}
