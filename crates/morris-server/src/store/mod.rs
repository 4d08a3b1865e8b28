//! The server's store. Every change is kept here, in one transaction,
//! before anyone is told of it, so that a server killed at any moment comes
//! back with every turn it announced.
//!
//! Two backends: [`SqliteStore`], a file in the data directory for a single
//! server (the default), and [`PgStore`], a PostgreSQL database that several
//! servers share.

mod postgres;
mod sqlite;

pub use postgres::{Applied, CHANNEL, GONE_AFTER_MS, HEARTBEAT, Heard, PgStore, Reload};
pub use sqlite::{FILE_NAME, SqliteStore};

use std::path::Path;

use crate::room::{Room, RoomRow, StoreOp};

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
#[derive(Debug)]
pub enum Store {
    /// A file of its own (one server).
    Sqlite(SqliteStore),
    /// A PostgreSQL database, which several servers may share.
    Postgres(std::sync::Arc<PgStore>),
}

impl Store {
    /// Opens (or creates) the SQLite store in `dir`.
    ///
    /// # Errors
    /// When the directory or the database cannot be opened.
    pub fn open(dir: &Path) -> Result<Store, StoreError> {
        SqliteStore::open(dir).map(Store::Sqlite)
    }

    /// An SQLite store in memory, for tests.
    ///
    /// # Errors
    /// When SQLite cannot start.
    pub fn in_memory() -> Result<Store, StoreError> {
        SqliteStore::in_memory().map(Store::Sqlite)
    }

    /// Connects to the PostgreSQL database at `url` and applies the
    /// migrations it lacks (in a runtime: the connections run on it).
    ///
    /// # Errors
    /// When the URL is not one, the database cannot be reached, or a
    /// migration fails.
    pub async fn postgres(url: &str) -> Result<Store, StoreError> {
        Ok(Store::Postgres(std::sync::Arc::new(
            PgStore::connect(url).await?,
        )))
    }

    /// The store a `--store` value names: a `postgres://` (or
    /// `postgresql://`) URL, else the SQLite store in `data`.
    ///
    /// # Errors
    /// As [`Store::open`] and [`Store::postgres`]; a `--store` value that
    /// is neither is refused.
    pub async fn from_arg(store: Option<&str>, data: &Path) -> Result<Store, StoreError> {
        match store {
            None => Store::open(data),
            Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
                Store::postgres(url).await
            }
            Some(other) => Err(StoreError(format!(
                "--store takes a postgres:// URL, not {other:?} (without --store, the rooms are kept in SQLite in the data directory)"
            ))),
        }
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
