//! Random openings for matches: a few turns of uniformly random legal
//! moves that remove nothing, drawn from a seed so that the same seed gives
//! the same openings on every machine. Each is played twice, once with
//! each player as White, so neither player is favoured by the draw.

use std::collections::HashSet;

use morris_core::{Move, Position, Rules};
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

/// `count` distinct openings of `turns` turns under `rules`, from `seed`.
/// Fewer when the rules allow fewer distinct ones (tried a hundred times
/// over before giving up).
#[must_use]
pub fn random_openings(rules: Rules, turns: usize, count: usize, seed: u64) -> Vec<Vec<Move>> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut seen = HashSet::new();
    let mut openings = Vec::with_capacity(count);
    let mut tries = 0;
    while openings.len() < count && tries < 100 * count.max(1) {
        tries += 1;
        let mut pos = Position::new(rules);
        let mut moves = Vec::with_capacity(turns);
        for _ in 0..turns {
            let quiet: Vec<Move> = pos
                .legal_moves()
                .into_iter()
                .filter(|m| m.removals().is_empty())
                .collect();
            if quiet.is_empty() {
                break;
            }
            let m = quiet[rng.random_range(0..quiet.len())];
            let _ = pos.play_unchecked(m);
            moves.push(m);
        }
        if moves.len() == turns && !pos.is_over() && seen.insert(pos.hash()) {
            openings.push(moves);
        }
    }
    openings
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn openings_are_distinct_legal_and_reproducible() {
        let rules = Rules::default();
        let a = random_openings(rules, 2, 50, 7);
        assert_eq!(a.len(), 50);
        assert_eq!(a, random_openings(rules, 2, 50, 7));
        assert_ne!(a, random_openings(rules, 2, 50, 8));
        let mut ends = HashSet::new();
        for opening in &a {
            let mut pos = Position::new(rules);
            for &m in opening {
                pos.play(m).unwrap();
                assert!(m.removals().is_empty());
            }
            assert!(ends.insert(pos.hash()));
        }
    }

    #[test]
    fn no_more_openings_than_there_are() {
        // One turn from the start: only 24 distinct openings exist.
        assert_eq!(random_openings(Rules::default(), 1, 30, 1).len(), 24);
    }
}
