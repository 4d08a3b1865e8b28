//! The server's store. Every change is kept here, in one transaction,
//! before anyone is told of it, so that a server killed at any moment comes
//! back with every turn it announced.
//!
//! One trait, [`Store`], and two stores: [`SqliteStore`], a file in the
//! data directory for a single server (the default), and [`PgStore`], a
//! PostgreSQL database that several servers share. Both read their schema
//! from the crate's `migrations/`. Beside the rooms, a store keeps each
//! puzzle's rating as its visitors' first attempts made it
//! ([`PuzzleRating`]).

mod postgres;
mod sqlite;

pub use postgres::{Applied, CHANNEL, GONE_AFTER_MS, HEARTBEAT, Heard, PgStore, Reload};
pub use sqlite::{FILE_NAME, LOCK_FILE, SqliteStore};

use std::path::Path;
use std::sync::Arc;

use morris_ai::puzzles::rating::Glicko2Rating;
use tokio::sync::mpsc;

use crate::room::{Change, Room, RoomRow, StoreOp};

/// The store could not do what was asked.
#[derive(Debug)]
pub struct StoreError(pub(crate) String);

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StoreError {}

/// Where a server keeps its rooms.
#[async_trait::async_trait]
pub trait Store: Send + Sync + std::fmt::Debug {
    /// Keeps a new room.
    async fn insert(&self, room: &Room) -> Result<(), StoreError>;

    /// Keeps `change`, which made `room` what it is. A shared store keeps
    /// it only if it still holds the room at `room.version()`, and
    /// announces it to the other servers.
    async fn keep(&self, room: &Room, change: &Change) -> Result<Applied, StoreError>;

    /// The room named `name` as the store holds it now. A server holds in
    /// memory only the rooms someone is in (or whose clock runs): the
    /// others are read from here when a player asks for one.
    async fn load(&self, name: &str) -> Result<Option<Room>, StoreError>;

    /// The name of the room whose invite (or, with `watch`, watch) code
    /// has the digest `digest`.
    async fn find(&self, digest: &[u8; 32], watch: bool) -> Result<Option<String>, StoreError>;

    /// How many rooms the store keeps.
    async fn count(&self) -> Result<u64, StoreError>;

    /// The names of at most [`UNJOINED_AT_ONCE`] rooms that may be rooms
    /// no one joined, idle since before `before`: still in their first
    /// game, a friend's with its invite unused or the computer's with at
    /// most one turn kept. Which of
    /// them really are is the room's to say ([`Room::unjoined_since`]).
    async fn unjoined(&self, before: u64) -> Result<Vec<String>, StoreError>;

    /// Forgets the rooms idle since before `before`, with their turns and
    /// games; how many.
    async fn forget_idle(&self, before: u64) -> Result<u64, StoreError>;

    /// Forgets the room named `name` with its turns and games (a room no
    /// one joined).
    async fn forget(&self, name: &str) -> Result<(), StoreError>;

    /// For a store shared with other servers: what they announce, from
    /// now on. `None` for a store of one server.
    async fn listen(&self) -> Result<Option<mpsc::UnboundedReceiver<Heard>>, StoreError>;

    /// Says this server is alive at `now` (a shared store).
    async fn beat(&self, now: u64) -> Result<(), StoreError>;

    /// This server's name among those that share the store.
    fn instance(&self) -> &str;

    /// The rating the attempts kept made of the puzzle `id`; `None` when
    /// none was kept (the puzzle has its starting rating).
    async fn puzzle_rating(&self, id: &str) -> Result<Option<PuzzleRating>, StoreError>;

    /// Rates an attempt at the puzzle `id`: its rating as kept (`start`
    /// when no attempt was), `rate` applied to it, the result kept with
    /// one more attempt counted, all in one transaction, so that attempts
    /// on several servers at once each count. The ratings before and
    /// after.
    async fn rate_puzzle(
        &self,
        id: &str,
        start: Glicko2Rating,
        rate: &Rate,
    ) -> Result<(PuzzleRating, PuzzleRating), StoreError>;
}

/// What an attempt does to a puzzle's rating: its rating before, to its
/// rating after.
pub type Rate = dyn Fn(&Glicko2Rating) -> Glicko2Rating + Send + Sync;

/// A puzzle's rating as the store keeps it: Glicko-2, and the attempts
/// that made it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleRating {
    /// The rating, its deviation and volatility.
    pub rating: Glicko2Rating,
    /// The first attempts rated.
    pub attempts: u64,
}

impl PuzzleRating {
    /// A puzzle no one attempted yet, at `rating`.
    #[must_use]
    pub const fn unrated(rating: Glicko2Rating) -> PuzzleRating {
        PuzzleRating {
            rating,
            attempts: 0,
        }
    }
}

/// The most rooms [`Store::unjoined`] names at once: a sweep looks at the
/// rest the next time.
pub const UNJOINED_AT_ONCE: usize = 1_000;

/// Opens (or creates) the SQLite store in `dir`.
///
/// # Errors
/// When the directory or the database cannot be opened.
pub fn open(dir: &Path) -> Result<Arc<dyn Store>, StoreError> {
    Ok(Arc::new(SqliteStore::open(dir)?))
}

/// An SQLite store in memory, for tests.
///
/// # Errors
/// When SQLite cannot start.
pub fn in_memory() -> Result<Arc<dyn Store>, StoreError> {
    Ok(Arc::new(SqliteStore::in_memory()?))
}

/// Connects to the PostgreSQL database at `url` and applies the
/// migrations it lacks (in a runtime: the connections run on it).
///
/// # Errors
/// When the URL is not one, the database cannot be reached, or a
/// migration fails.
pub async fn postgres(url: &str) -> Result<Arc<dyn Store>, StoreError> {
    Ok(Arc::new(PgStore::connect(url).await?))
}

/// The store a `--store` value names: a `postgres://` (or `postgresql://`)
/// URL, else the SQLite store in `data`.
///
/// # Errors
/// As [`open`] and [`postgres`]; a `--store` value that is neither is
/// refused.
pub async fn from_arg(store: Option<&str>, data: &Path) -> Result<Arc<dyn Store>, StoreError> {
    match store {
        None => open(data),
        Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
            postgres(url).await
        }
        Some(other) => Err(StoreError(format!(
            "--store takes a postgres:// URL, not {other:?} (without --store, the rooms are kept in SQLite in the data directory)"
        ))),
    }
}

/// A room's change as the store keeps it: the room's row as it is after
/// the change, and what the change did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    /// The room's name.
    pub name: String,
    /// Its row after the change.
    pub row: RoomRow,
    /// What the change did, in order.
    pub ops: Vec<StoreOp>,
}

impl Kept {
    /// The change `ops` of `room`, as it stands now.
    #[must_use]
    pub fn of(room: &Room, ops: Vec<StoreOp>) -> Kept {
        Kept {
            name: room.name().to_owned(),
            row: room.row(),
            ops,
        }
    }
}
