//! The whole game of a small board, solved from the empty board: where it
//! is kept, read and checked ([`whole`] solves it).

use std::path::PathBuf;
use std::sync::Arc;

use morris_core::{Position, Rules};

use super::{Databases, DbError, DbValue, Pair, Progress, SolveEvent, Stats, solver_error, whole};
use crate::files;
use crate::stop::StopFlag;

/// Whether the whole game of `rules` can be solved, from the empty board
/// on: the small boards (Three and Six Men's Morris), under rules that keep
/// no memory of earlier turns. Such a solution values every position of
/// the game, the placing phase too.
#[must_use]
pub fn covers_whole_game(rules: &Rules) -> bool {
    whole::covers(rules)
}

/// The whole game's solution, for the small boards.
impl Databases {
    fn whole_path(&self) -> PathBuf {
        self.dir
            .join(format!("whole-{}.mwg", whole::rules_key(&self.rules)))
    }

    /// The solved whole game, read on first use; `None` when it is not
    /// solved or its file is unusable (told once by
    /// [`Databases::take_refusals`]).
    fn whole_table(&self) -> Option<Arc<whole::WholeTable>> {
        if let Some(entry) = self.whole.read().ok().and_then(|w| w.clone()) {
            return entry;
        }
        let loaded = match whole::read(&self.whole_path(), &self.rules) {
            Ok(table) => Some(Arc::new(table)),
            Err(e) => {
                self.refused(&e);
                None
            }
        };
        if let Ok(mut w) = self.whole.write() {
            *w = Some(loaded.clone());
        }
        loaded
    }

    /// The whole game's table when it values `pos`: a game of these rules
    /// (up to the draw rules, which it does not know).
    pub(super) fn whole_for(&self, pos: &Position) -> Option<Arc<whole::WholeTable>> {
        if !whole::covers(&self.rules) || !whole::same_game(pos.rules(), &self.rules) {
            return None;
        }
        self.whole_table()
    }

    /// Whether the whole game is solved and its file sound.
    #[must_use]
    pub fn is_whole_game_solved(&self) -> bool {
        whole::covers(&self.rules) && self.whole_table().is_some()
    }

    /// The value of the empty board for the first player, when the whole
    /// game is solved.
    #[must_use]
    pub fn whole_game_value(&self) -> Option<DbValue> {
        self.whole_table()?.probe(&Position::new(self.rules))
    }

    /// Solves the whole game from the empty board (if it is not solved
    /// yet) and writes it atomically; returns the empty board's value for
    /// the first player. Progress is reported under the pair of the
    /// pieces a side has at the start.
    ///
    /// # Errors
    /// Rules that [`covers_whole_game`] refuses, a file that cannot be
    /// written, or [`DbError::Cancelled`].
    pub fn solve_whole_game(
        &self,
        progress: &(dyn Fn(SolveEvent) + Sync),
        cancel: &StopFlag,
    ) -> Result<DbValue, DbError> {
        if !whole::covers(&self.rules) {
            return Err(DbError::Solve(format!(
                "the whole game of {} cannot be solved here: only the small boards' games \
                 (three, six), under rules that keep no memory of earlier turns",
                self.rules
            )));
        }
        if let Some(value) = self.whole_game_value() {
            return Ok(value);
        }
        let n = usize::from(self.rules.pieces());
        let pair = Pair::new(n, n);
        progress(SolveEvent::Start { pair });
        let report = |p: Progress| progress(SolveEvent::Progress { pair, progress: p });
        let table = whole::solve(self.rules, &report, cancel).map_err(solver_error)?;
        std::fs::create_dir_all(&self.dir).map_err(|e| DbError::Io(self.dir.clone(), e))?;
        files::remove_leftovers(&self.dir);
        whole::write(&self.whole_path(), &self.rules, &table)?;
        let value = table
            .probe(&Position::new(self.rules))
            .ok_or_else(|| DbError::Solve("the start is missing from its own solution".into()))?;
        if let Ok(mut w) = self.whole.write() {
            *w = Some(Some(Arc::new(table)));
        }
        progress(SolveEvent::Done { pair });
        Ok(value)
    }

    /// The whole game's statistics: its positions reachable from the
    /// empty board as wins, losses and draws for the side to move, counted
    /// as they stand (each image under the board's symmetries once) and
    /// up to symmetry (the canonical counts), and the longest win and loss.
    ///
    /// # Errors
    /// The game is not solved or its file is unusable.
    pub fn whole_game_stats(&self) -> Result<Stats, DbError> {
        let table = whole::read(&self.whole_path(), &self.rules)?;
        Ok(table.stats(&self.rules))
    }

    /// Checks every stored value of the whole game against its children's
    /// stored values, walking the game forwards from the empty board with
    /// the core's moves: the number of positions that do not agree (or are
    /// missing), 0 for a sound solution.
    ///
    /// # Errors
    /// The game is not solved or its file is unusable.
    pub fn verify_whole_game(&self) -> Result<u64, DbError> {
        let table = whole::read(&self.whole_path(), &self.rules)?;
        Ok(whole::verify(&table, self.rules))
    }
}
