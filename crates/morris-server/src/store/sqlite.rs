//! The SQLite store: one file in WAL mode, in the data directory, for a
//! single server.

use std::path::Path;

use morris_core::{ByColor, Color, Termination};
use rusqlite::{Connection, OptionalExtension as _, params};

use super::{Kept, StoreError};
use crate::room::{KeptTurn, Room, RoomRow, Secrets, StoreOp};

/// The store's file name in the data directory.
pub const FILE_NAME: &str = "morris-online.sqlite3";

/// The schema, applied at open; `user_version` says which is there.
const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS rooms (
    name TEXT PRIMARY KEY,
    settings TEXT NOT NULL,
    invite BLOB NOT NULL,
    invite_used INTEGER NOT NULL,
    watch BLOB NOT NULL,
    host_token BLOB,
    guest_token BLOB,
    host_name TEXT,
    guest_name TEXT,
    game_no INTEGER NOT NULL,
    host_color TEXT NOT NULL,
    declared_side TEXT,
    declared_termination TEXT,
    stopped_white INTEGER,
    stopped_black INTEGER,
    last_active INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS turns (
    room TEXT NOT NULL,
    game_no INTEGER NOT NULL,
    ply INTEGER NOT NULL,
    turn TEXT NOT NULL,
    white_ms INTEGER,
    black_ms INTEGER,
    PRIMARY KEY (room, game_no, ply)
);
CREATE TABLE IF NOT EXISTS games (
    room TEXT NOT NULL,
    game_no INTEGER NOT NULL,
    record TEXT NOT NULL,
    PRIMARY KEY (room, game_no)
);
CREATE INDEX IF NOT EXISTS rooms_watch ON rooms (watch);
";

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        StoreError(format!("the store: {e}"))
    }
}

/// The rooms and turns a single server keeps, in SQLite.
#[derive(Debug)]
pub struct SqliteStore {
    db: Connection,
}

impl SqliteStore {
    /// Opens (or creates) the store in `dir`.
    ///
    /// # Errors
    /// When the directory or the database cannot be opened.
    pub fn open(dir: &Path) -> Result<SqliteStore, StoreError> {
        std::fs::create_dir_all(dir)
            .map_err(|e| StoreError(format!("cannot make {}: {e}", dir.display())))?;
        let db = Connection::open(dir.join(FILE_NAME))?;
        SqliteStore::init(db)
    }

    /// A store in memory, for tests.
    ///
    /// # Errors
    /// When SQLite cannot start.
    pub fn in_memory() -> Result<SqliteStore, StoreError> {
        SqliteStore::init(Connection::open_in_memory()?)
    }

    fn init(db: Connection) -> Result<SqliteStore, StoreError> {
        // WAL with NORMAL sync: a committed change survives the process
        // being killed (only a power cut may lose the last ones).
        db.pragma_update(None, "journal_mode", "WAL")?;
        db.pragma_update(None, "synchronous", "NORMAL")?;
        db.busy_timeout(std::time::Duration::from_secs(5))?;
        db.execute_batch(SCHEMA)?;
        db.pragma_update(None, "user_version", 1)?;
        Ok(SqliteStore { db })
    }

    /// Keeps a new room.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn insert(&mut self, room: &Room) -> Result<(), StoreError> {
        let tx = self.db.transaction()?;
        write_row(&tx, &room.row())?;
        tx.commit()?;
        Ok(())
    }

    /// Keeps what a change of `room` did, in one transaction.
    ///
    /// # Errors
    /// When SQLite fails; then nothing of it is kept.
    pub fn apply(&mut self, room: &Room, ops: &[StoreOp]) -> Result<(), StoreError> {
        self.apply_all(&[Kept::of(room, ops.to_vec())])
    }

    /// Keeps the changes of several rooms in one transaction: one commit
    /// for all (a server under load writes what waited meanwhile at once).
    ///
    /// # Errors
    /// When SQLite fails; then nothing of any is kept.
    pub fn apply_all(&mut self, changes: &[Kept]) -> Result<(), StoreError> {
        let tx = self.db.transaction()?;
        for change in changes {
            write_change(&tx, change)?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Every room kept, with the turns of its current game, restored at
    /// `now`. A damaged room is left out and named in the second list.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn load(&mut self, now: u64) -> Result<(Vec<Room>, Vec<String>), StoreError> {
        let rows = {
            let mut stmt = self.db.prepare(
                "SELECT name, settings, invite, invite_used, watch, host_token, guest_token,
                        host_name, guest_name, game_no, host_color, declared_side,
                        declared_termination, last_active, stopped_white, stopped_black
                 FROM rooms",
            )?;
            let rows = stmt.query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, Vec<u8>>(2)?,
                    r.get::<_, bool>(3)?,
                    r.get::<_, Vec<u8>>(4)?,
                    r.get::<_, Option<Vec<u8>>>(5)?,
                    r.get::<_, Option<Vec<u8>>>(6)?,
                    r.get::<_, Option<String>>(7)?,
                    r.get::<_, Option<String>>(8)?,
                    r.get::<_, u32>(9)?,
                    r.get::<_, String>(10)?,
                    r.get::<_, Option<String>>(11)?,
                    r.get::<_, Option<String>>(12)?,
                    r.get::<_, i64>(13)?,
                    r.get::<_, Option<i64>>(14)?,
                    r.get::<_, Option<i64>>(15)?,
                ))
            })?;
            rows.collect::<Result<Vec<_>, _>>()?
        };
        let mut rooms = Vec::new();
        let mut damaged = Vec::new();
        for row in rows {
            let name = row.0.clone();
            let parsed = (|| -> Result<RoomRow, String> {
                let digest = |b: Vec<u8>| -> Result<[u8; 32], String> {
                    b.try_into()
                        .map_err(|_| "a digest is not 32 bytes".to_owned())
                };
                let declared = match (row.11, row.12) {
                    (Some(side), Some(t)) => Some((
                        side.parse::<Color>().map_err(|e| e.to_string())?,
                        t.parse::<Termination>().map_err(|e| e.to_string())?,
                    )),
                    _ => None,
                };
                Ok(RoomRow {
                    name: row.0,
                    settings: serde_json::from_str(&row.1).map_err(|e| e.to_string())?,
                    secrets: Secrets {
                        invite: digest(row.2)?,
                        invite_used: row.3,
                        watch: digest(row.4)?,
                        tokens: [
                            row.5.map(digest).transpose()?,
                            row.6.map(digest).transpose()?,
                        ],
                    },
                    names: [row.7, row.8],
                    game_no: row.9,
                    host_color: row
                        .10
                        .parse()
                        .map_err(|e: morris_core::ParseColorError| e.to_string())?,
                    declared,
                    stopped_clock: row.14.zip(row.15).map(|(w, b)| {
                        ByColor::new(u64::try_from(w).unwrap_or(0), u64::try_from(b).unwrap_or(0))
                    }),
                    last_active: u64::try_from(row.13).unwrap_or(0),
                })
            })();
            let row = match parsed {
                Ok(row) => row,
                Err(e) => {
                    damaged.push(format!("room {name}: {e}"));
                    continue;
                }
            };
            let turns = self.turns(&row.name, row.game_no)?;
            match Room::restore(row, &turns, now) {
                Ok(room) => rooms.push(room),
                Err(e) => damaged.push(e),
            }
        }
        Ok((rooms, damaged))
    }

    fn turns(&self, room: &str, game: u32) -> Result<Vec<KeptTurn>, StoreError> {
        let mut stmt = self.db.prepare(
            "SELECT turn, white_ms, black_ms FROM turns WHERE room = ?1 AND game_no = ?2
             ORDER BY ply",
        )?;
        let turns = stmt
            .query_map(params![room, game], |r| {
                let white: Option<i64> = r.get(1)?;
                let black: Option<i64> = r.get(2)?;
                Ok((
                    r.get::<_, String>(0)?,
                    white.zip(black).map(|(w, b)| {
                        ByColor::new(u64::try_from(w).unwrap_or(0), u64::try_from(b).unwrap_or(0))
                    }),
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(turns)
    }

    /// The record of a finished game of a room.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn record(&self, room: &str, game: u32) -> Result<Option<String>, StoreError> {
        Ok(self
            .db
            .query_row(
                "SELECT record FROM games WHERE room = ?1 AND game_no = ?2",
                params![room, game],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Forgets rooms idle past the limit at `now`.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn forget_idle(&mut self, before: u64) -> Result<usize, StoreError> {
        let tx = self.db.transaction()?;
        let before = before as i64;
        tx.execute(
            "DELETE FROM turns WHERE room IN (SELECT name FROM rooms WHERE last_active < ?1)",
            params![before],
        )?;
        tx.execute(
            "DELETE FROM games WHERE room IN (SELECT name FROM rooms WHERE last_active < ?1)",
            params![before],
        )?;
        let n = tx.execute("DELETE FROM rooms WHERE last_active < ?1", params![before])?;
        tx.commit()?;
        Ok(n)
    }
}

fn write_row(tx: &rusqlite::Transaction<'_>, row: &RoomRow) -> Result<(), StoreError> {
    let settings = serde_json::to_string(&row.settings)
        .map_err(|e| StoreError(format!("room settings: {e}")))?;
    tx.execute(
        "INSERT INTO rooms (name, settings, invite, invite_used, watch, host_token, guest_token,
                            host_name, guest_name, game_no, host_color, declared_side,
                            declared_termination, last_active, stopped_white, stopped_black)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)
         ON CONFLICT (name) DO UPDATE SET
            invite_used = excluded.invite_used, guest_token = excluded.guest_token,
            host_name = excluded.host_name, guest_name = excluded.guest_name,
            game_no = excluded.game_no, host_color = excluded.host_color,
            declared_side = excluded.declared_side,
            declared_termination = excluded.declared_termination,
            last_active = excluded.last_active,
            stopped_white = excluded.stopped_white, stopped_black = excluded.stopped_black",
        params![
            row.name,
            settings,
            &row.secrets.invite[..],
            row.secrets.invite_used,
            &row.secrets.watch[..],
            row.secrets.tokens[0].as_ref().map(|t| &t[..]),
            row.secrets.tokens[1].as_ref().map(|t| &t[..]),
            row.names[0],
            row.names[1],
            row.game_no,
            row.host_color.name(),
            row.declared.map(|(c, _)| c.name()),
            row.declared.map(|(_, t)| t.name()),
            row.last_active as i64,
            row.stopped_clock.map(|c| c.white as i64),
            row.stopped_clock.map(|c| c.black as i64),
        ],
    )?;
    Ok(())
}

fn write_change(tx: &rusqlite::Transaction<'_>, change: &Kept) -> Result<(), StoreError> {
    let name = &change.name;
    for op in &change.ops {
        match op {
            StoreOp::Room => write_row(tx, &change.row)?,
            StoreOp::Move {
                game,
                ply,
                turn,
                left,
            } => {
                tx.execute(
                    "INSERT INTO turns (room, game_no, ply, turn, white_ms, black_ms)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                    params![
                        name,
                        game,
                        ply,
                        turn,
                        left.map(|l| l.white as i64),
                        left.map(|l| l.black as i64)
                    ],
                )?;
            }
            StoreOp::Truncate { game, from } => {
                tx.execute(
                    "DELETE FROM turns WHERE room = ?1 AND game_no = ?2 AND ply >= ?3",
                    params![name, game, from],
                )?;
            }
            StoreOp::Finished { game, record } => {
                tx.execute(
                    "INSERT OR REPLACE INTO games (room, game_no, record) VALUES (?1, ?2, ?3)",
                    params![name, game, record],
                )?;
            }
        }
    }
    // Activity is kept with every change.
    tx.execute(
        "UPDATE rooms SET last_active = ?2 WHERE name = ?1",
        params![name, change.row.last_active as i64],
    )?;
    Ok(())
}
