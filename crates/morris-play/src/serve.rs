//! The AI of `morris serve`: the app's players for the games a visitor
//! plays against the computer in a browser, and the hints there.
//!
//! Each search is the app's: the same [`Level`]s (levels 1 to 9 keep
//! their own budgets and play their human mistakes), level 10 thinking the
//! app's time a move (or the share of its clock that the app's budget
//! gives), the hint at full strength for the hint's time, a fresh random
//! seed each search as the app's games use ([`Seeds::Random`]), the
//! endgame databases of the data directory at full strength, and the
//! app's draw policy ([`crate::draw::ai_accepts_draw`]).
//!
//! ```no_run
//! use std::sync::Arc;
//! use std::time::Duration;
//! use morris_play::serve::ServerAi;
//!
//! let ai = ServerAi::new(Duration::from_millis(1500), Duration::from_secs(1), None);
//! let brain: Arc<dyn morris_play::serve::Brain> = Arc::new(ai);
//! # let _ = brain;
//! ```
//!
//! [`Seeds::Random`]: crate::Seeds::Random

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use morris_ai::db::Databases;
use morris_ai::search::Limits;
use morris_ai::{Ai, Level, Thinker};
use morris_core::{Color, Game, Move};
pub use morris_online::ai::Brain;

use crate::DatabaseCache;

/// The transposition table of each search, in MiB: many searches run at
/// once on a server, and each starts afresh.
pub const SEARCH_HASH_MIB: usize = 16;

/// The app's AI, for the server's games against the computer.
#[derive(Debug)]
pub struct ServerAi {
    move_time: Duration,
    hint_time: Duration,
    databases: Mutex<DatabaseCache>,
}

impl ServerAi {
    /// Level 10 thinks `move_time` a move and the hint `hint_time` (the
    /// app's are [`crate::Settings`]' `ai_seconds` and `hint_seconds`), with
    /// the endgame databases under `databases` (the data directory's), if
    /// any.
    #[must_use]
    pub fn new(move_time: Duration, hint_time: Duration, databases: Option<PathBuf>) -> ServerAi {
        ServerAi {
            move_time,
            hint_time,
            databases: Mutex::new(DatabaseCache::new(databases)),
        }
    }

    fn databases(&self, game: &Game) -> Option<Arc<Databases>> {
        self.databases.lock().ok()?.get(*game.rules())
    }

    fn search(&self, game: &Game, level: Level, time: Duration) -> Option<Move> {
        let mut ai = Ai::with_hash(level, crate::random_seed(), SEARCH_HASH_MIB);
        ai.set_databases(self.databases(game));
        let time = (level == Level::MAX).then_some(time);
        let (choice, _) = Thinker::start(ai, game.clone(), Limits::default(), time).join();
        choice.map(|c| c.mv)
    }
}

impl Brain for ServerAi {
    fn choose(&self, game: &Game, level: u8, clock_left_ms: Option<u64>) -> Option<Move> {
        let level = Level::new(level).unwrap_or_default();
        // With a clock, no longer than the app's share of what is left.
        let time = clock_left_ms.map_or(self.move_time, |left| {
            self.move_time
                .min(Duration::from_millis(morris_ai::clock::share(
                    left, 0, None,
                )))
        });
        self.search(game, level, time)
    }

    fn hint(&self, game: &Game) -> Option<Move> {
        self.search(game, Level::MAX, self.hint_time)
    }

    fn accepts_draw(&self, game: &Game, side: Color) -> bool {
        crate::draw::ai_accepts_draw(game, side, self.databases(game).as_deref())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_plays_a_legal_turn_and_the_hint_too() {
        let ai = ServerAi::new(Duration::from_millis(50), Duration::from_millis(50), None);
        let mut game = Game::new(morris_core::Rules::default());
        for level in 1..=10 {
            let m = ai.choose(&game, level, None).expect("a turn");
            assert!(game.legal_moves().contains(&m), "level {level}: {m}");
            game.play(m).expect("legal");
        }
        let hint = ai.hint(&game).expect("a hint");
        assert!(game.legal_moves().contains(&hint));
        // The levels' games are random (weak levels may blunder a mill),
        // so the draw offer is asked of the start, an even game.
        let start = Game::new(morris_core::Rules::default());
        assert!(
            !ai.accepts_draw(&start, Color::White),
            "an even game plays on"
        );
    }
}
