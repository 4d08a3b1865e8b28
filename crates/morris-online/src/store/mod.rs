//! The server's store. Every change is kept here, in one transaction,
//! before anyone is told of it, so that a server killed at any moment comes
//! back with every turn it announced.
//!
//! One backend for now: [`SqliteStore`], a file in the data directory for a single
//! server (the default).

mod sqlite;

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
