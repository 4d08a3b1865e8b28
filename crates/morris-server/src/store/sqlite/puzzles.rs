//! The puzzles' ratings in SQLite: one row a puzzle attempted, read and
//! changed in one transaction under the store's lock.

use morris_ai::puzzles::rating::Glicko2Rating;
use rusqlite::{OptionalExtension, params};

use super::Db;
use crate::store::{PuzzleRating, Rate, StoreError};

impl Db {
    /// The rating kept of the puzzle `id`, if any.
    pub(super) fn puzzle_rating(&self, id: &str) -> Result<Option<PuzzleRating>, StoreError> {
        Ok(self
            .db
            .query_row(
                "SELECT rating, deviation, volatility, attempts FROM puzzle_ratings WHERE id = ?1",
                params![id],
                read,
            )
            .optional()?)
    }

    /// Rates an attempt at `id` (see [`Store::rate_puzzle`](crate::store::Store::rate_puzzle)).
    pub(super) fn rate_puzzle(
        &mut self,
        id: &str,
        start: Glicko2Rating,
        rate: &Rate,
    ) -> Result<(PuzzleRating, PuzzleRating), StoreError> {
        let tx = self.db.transaction()?;
        let before = tx
            .query_row(
                "SELECT rating, deviation, volatility, attempts FROM puzzle_ratings WHERE id = ?1",
                params![id],
                read,
            )
            .optional()?
            .unwrap_or(PuzzleRating::unrated(start));
        let after = PuzzleRating {
            rating: rate(&before.rating),
            attempts: before.attempts + 1,
        };
        tx.execute(
            "INSERT INTO puzzle_ratings (id, rating, deviation, volatility, attempts, last_attempt)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)
             ON CONFLICT (id) DO UPDATE SET rating = excluded.rating,
                deviation = excluded.deviation, volatility = excluded.volatility,
                attempts = excluded.attempts, last_attempt = excluded.last_attempt",
            params![
                id,
                after.rating.rating,
                after.rating.deviation,
                after.rating.volatility,
                i64::try_from(after.attempts).unwrap_or(i64::MAX),
                i64::try_from(crate::now_ms()).unwrap_or(i64::MAX),
            ],
        )?;
        tx.commit()?;
        Ok((before, after))
    }
}

/// A row of `rating, deviation, volatility, attempts`.
fn read(row: &rusqlite::Row<'_>) -> rusqlite::Result<PuzzleRating> {
    Ok(PuzzleRating {
        rating: Glicko2Rating {
            rating: row.get(0)?,
            deviation: row.get(1)?,
            volatility: row.get(2)?,
        },
        attempts: u64::try_from(row.get::<_, i64>(3)?).unwrap_or(0),
    })
}
