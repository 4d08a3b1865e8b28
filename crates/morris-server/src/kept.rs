//! What the server's AI found, kept a while by the game it was found for:
//! a review asked again, or a hint asked again in the same position (by
//! another visitor too: every game starts from the same empty board), is
//! answered at once instead of searched again. Bounded: the entry used
//! least lately goes first.

use std::num::NonZeroUsize;
use std::sync::Mutex;

use lru::LruCache;
use morris_core::Game;
use sha2::{Digest as _, Sha256};

/// Answers kept by game: its rules, its start and its turns (not its
/// room: two rooms' games of the same turns share one). At most
/// `capacity`; the one used least lately goes first (`lru`, each step in
/// constant time).
#[derive(Debug)]
pub(crate) struct GameCache<T> {
    kept: Mutex<LruCache<[u8; 32], T>>,
}

impl<T: Clone> GameCache<T> {
    /// An empty cache of at most `capacity` answers (one at least).
    pub(crate) fn new(capacity: usize) -> GameCache<T> {
        GameCache {
            kept: Mutex::new(LruCache::new(
                NonZeroUsize::new(capacity).unwrap_or(NonZeroUsize::MIN),
            )),
        }
    }

    /// The answer kept for `game`, if one is.
    pub(crate) fn get(&self, game: &Game) -> Option<T> {
        let key = game_key(game);
        self.kept.lock().ok()?.get(&key).cloned()
    }

    /// Keeps `answer`, found for `game`, letting the oldest go when the
    /// cache is full.
    pub(crate) fn put(&self, game: &Game, answer: T) {
        let key = game_key(game);
        if let Ok(mut kept) = self.kept.lock() {
            kept.put(key, answer);
        }
    }

    /// How many answers are kept.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.kept.lock().map_or(0, |k| k.len())
    }
}

/// What tells one game from another here: the digest of its rules, its
/// starting position and its turns.
fn game_key(game: &Game) -> [u8; 32] {
    let mut text = format!("{:?}\n{:?}\n", game.rules(), game.start());
    for mv in game.moves() {
        text.push_str(&mv.to_string());
        text.push(' ');
    }
    Sha256::digest(text.as_bytes()).into()
}

#[cfg(test)]
mod tests {
    use morris_core::Rules;

    use super::*;

    fn game(turns: &[&str], rules: Rules) -> Game {
        let mut game = Game::new(rules);
        for turn in turns {
            game.play(turn.parse().unwrap()).unwrap();
        }
        game
    }

    #[test]
    fn an_answer_is_found_by_its_games_rules_and_turns_alone() {
        let cache = GameCache::new(8);
        let nine = Rules::default();
        cache.put(&game(&["d6", "f4"], nine), 1);
        assert_eq!(cache.get(&game(&["d6", "f4"], nine)), Some(1));
        assert_eq!(cache.get(&game(&["d6"], nine)), None);
        assert_eq!(cache.get(&game(&["f4", "d6"], nine)), None);
        let six = Rules::preset(morris_core::Preset::Six);
        assert_eq!(cache.get(&game(&["d6", "f4"], six)), None);
    }

    #[test]
    fn at_most_so_many_are_kept_the_least_used_lately_let_go_first() {
        const KEPT: usize = 16;
        let cache = GameCache::new(KEPT);
        let rules = Rules::default();
        // Games told apart by their first turn and, past the points, the
        // second.
        let games: Vec<Game> = Game::new(rules)
            .legal_moves()
            .iter()
            .flat_map(|first| {
                let mut after = Game::new(rules);
                after.play(*first).unwrap();
                after.legal_moves().into_iter().map(move |second| {
                    let mut g = Game::new(rules);
                    g.play(*first).unwrap();
                    g.play(second).unwrap();
                    g
                })
            })
            .take(KEPT + 1)
            .collect();
        for (i, g) in games[..KEPT].iter().enumerate() {
            cache.put(g, i);
        }
        assert_eq!(cache.len(), KEPT);
        // The first is used again: the second is now the oldest.
        assert_eq!(cache.get(&games[0]), Some(0));
        cache.put(&games[KEPT], KEPT);
        assert_eq!(cache.len(), KEPT);
        assert_eq!(cache.get(&games[0]), Some(0));
        assert_eq!(cache.get(&games[1]), None);
        assert_eq!(cache.get(&games[KEPT]), Some(KEPT));
        // Kept again, one is not kept twice.
        cache.put(&games[0], 0);
        assert_eq!(cache.len(), KEPT);
    }
}
