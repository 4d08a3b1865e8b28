//! The puzzles' ratings in PostgreSQL, shared by the servers: an attempt
//! makes the puzzle's row if it has none, then reads it `FOR UPDATE`, so
//! that two attempts at once on two servers each count.

use morris_ai::puzzles::rating::Glicko2Rating;
use tokio_postgres::Row;

use super::PgStore;
use crate::store::{PuzzleRating, Rate, StoreError};

impl PgStore {
    /// The rating kept of the puzzle `id`, if any.
    pub(super) async fn read_puzzle_rating(
        &self,
        id: &str,
    ) -> Result<Option<PuzzleRating>, StoreError> {
        let mut guard = self.client().await?;
        let conn = guard
            .as_mut()
            .ok_or_else(|| StoreError("no connection".into()))?;
        let row = conn
            .client
            .query_opt(
                "SELECT rating, deviation, volatility, attempts FROM puzzle_ratings WHERE id = $1",
                &[&id],
            )
            .await?;
        row.map(|r| read(&r)).transpose()
    }

    /// Rates an attempt at `id` (see [`Store::rate_puzzle`](crate::store::Store::rate_puzzle)).
    pub(super) async fn rate_puzzle_row(
        &self,
        id: &str,
        start: Glicko2Rating,
        rate: &Rate,
    ) -> Result<(PuzzleRating, PuzzleRating), StoreError> {
        let mut guard = self.client().await?;
        let conn = guard
            .as_mut()
            .ok_or_else(|| StoreError("no connection".into()))?;
        let tx = conn.client.transaction().await?;
        let now = i64::try_from(crate::now_ms()).unwrap_or(i64::MAX);
        tx.execute(
            "INSERT INTO puzzle_ratings (id, rating, deviation, volatility, attempts, last_attempt)
             VALUES ($1, $2, $3, $4, 0, $5) ON CONFLICT (id) DO NOTHING",
            &[
                &id,
                &start.rating,
                &start.deviation,
                &start.volatility,
                &now,
            ],
        )
        .await?;
        let row = tx
            .query_one(
                "SELECT rating, deviation, volatility, attempts FROM puzzle_ratings
                 WHERE id = $1 FOR UPDATE",
                &[&id],
            )
            .await?;
        let before = read(&row)?;
        let after = PuzzleRating {
            rating: rate(&before.rating),
            attempts: before.attempts + 1,
        };
        tx.execute(
            "UPDATE puzzle_ratings SET rating = $2, deviation = $3, volatility = $4,
                attempts = $5, last_attempt = $6 WHERE id = $1",
            &[
                &id,
                &after.rating.rating,
                &after.rating.deviation,
                &after.rating.volatility,
                &i64::try_from(after.attempts).unwrap_or(i64::MAX),
                &now,
            ],
        )
        .await?;
        tx.commit().await?;
        Ok((before, after))
    }
}

/// A row of `rating, deviation, volatility, attempts`.
fn read(row: &Row) -> Result<PuzzleRating, StoreError> {
    let get_err = |e: tokio_postgres::Error| StoreError(format!("a puzzle's rating: {e}"));
    Ok(PuzzleRating {
        rating: Glicko2Rating {
            rating: row.try_get(0).map_err(get_err)?,
            deviation: row.try_get(1).map_err(get_err)?,
            volatility: row.try_get(2).map_err(get_err)?,
        },
        attempts: u64::try_from(row.try_get::<_, i64>(3).map_err(get_err)?).unwrap_or(0),
    })
}
