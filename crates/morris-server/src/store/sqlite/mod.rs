//! The SQLite store: one file in WAL mode, in the data directory, for a
//! single server. Changes are written by a thread of its own, many rooms'
//! at once in one transaction under load, off the runtime's threads (SQLite
//! blocks).

use std::path::Path;
use std::sync::{Arc, Mutex, mpsc as std_mpsc};

use tokio::sync::{mpsc, oneshot};

use morris_core::ByColor;
use rusqlite::{Connection, OptionalExtension, params};

mod puzzles;
mod rows;

use rows::{Columns, write_change, write_row};

use super::{Applied, Heard, Kept, PuzzleRating, Store, StoreError, UNJOINED_AT_ONCE};
use crate::room::{Change, KeptTurn, Room};

/// The store's file name in the data directory.
pub const FILE_NAME: &str = "morris-online.sqlite3";

/// The migrations, in order; SQLite's `user_version` counts those applied.
const MIGRATIONS: &[&str] = &[
    include_str!("../../../migrations/sqlite/0001_init.sql"),
    include_str!("../../../migrations/sqlite/0002_puzzles.sql"),
];

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        StoreError(format!("the store: {e}"))
    }
}

/// The rooms and turns a single server keeps, in SQLite.
#[derive(Debug)]
pub struct SqliteStore {
    db: Arc<Mutex<Db>>,
    /// The data directory's lock, held by the process: one server process
    /// a directory (none for a store in memory).
    _lock: Option<Arc<std::fs::File>>,
    /// The changes to keep, for the writer thread.
    writer: std_mpsc::Sender<Write>,
}

/// A change to keep, and who waits to hear that it was kept.
type Write = (Kept, oneshot::Sender<Result<(), StoreError>>);

/// The most changes the writer keeps in one transaction.
const MAX_BATCH: usize = 512;

impl SqliteStore {
    /// Opens (or creates) the store in `dir`.
    ///
    /// # Errors
    /// When the directory or the database cannot be opened.
    ///
    /// # Errors
    /// Also when another server uses the directory: two servers on one
    /// file would each hold the rooms in memory and split their games.
    pub fn open(dir: &Path) -> Result<SqliteStore, StoreError> {
        std::fs::create_dir_all(dir)
            .map_err(|e| StoreError(format!("cannot make {}: {e}", dir.display())))?;
        let lock = lock(dir)?;
        let mut store = SqliteStore::start(Db::init(Connection::open(dir.join(FILE_NAME))?)?)?;
        store._lock = Some(lock);
        Ok(store)
    }

    /// A store in memory, for tests.
    ///
    /// # Errors
    /// When SQLite cannot start.
    pub fn in_memory() -> Result<SqliteStore, StoreError> {
        SqliteStore::start(Db::init(Connection::open_in_memory()?)?)
    }

    fn start(db: Db) -> Result<SqliteStore, StoreError> {
        let db = Arc::new(Mutex::new(db));
        let (writer, jobs) = std_mpsc::channel();
        let kept = Arc::clone(&db);
        std::thread::Builder::new()
            .name("morris-store".into())
            .spawn(move || write_changes(&kept, &jobs))
            .map_err(|e| StoreError(format!("cannot start the store's writer: {e}")))?;
        Ok(SqliteStore {
            db,
            _lock: None,
            writer,
        })
    }

    fn db(&self) -> Result<std::sync::MutexGuard<'_, Db>, StoreError> {
        self.db
            .lock()
            .map_err(|_| StoreError("the store's lock".into()))
    }
}

#[async_trait::async_trait]
impl Store for SqliteStore {
    async fn insert(&self, room: &Room) -> Result<(), StoreError> {
        self.db()?.insert(room)
    }

    async fn keep(&self, room: &Room, change: &Change) -> Result<Applied, StoreError> {
        if !change.store.is_empty() {
            let stopped = || StoreError("the store's writer stopped".into());
            let (tell, told) = oneshot::channel();
            self.writer
                .send((Kept::of(room, change.store.clone()), tell))
                .map_err(|_| stopped())?;
            told.await.unwrap_or_else(|_| Err(stopped()))?;
        }
        // One server: no other can have changed the room.
        Ok(Applied::Kept(room.version()))
    }

    async fn load(&self, name: &str) -> Result<Option<Room>, StoreError> {
        self.db()?.room(name, crate::now_ms())
    }

    async fn find(&self, digest: &[u8; 32], watch: bool) -> Result<Option<String>, StoreError> {
        self.db()?.find(digest, watch)
    }

    async fn count(&self) -> Result<u64, StoreError> {
        self.db()?.count()
    }

    async fn unjoined(&self, before: u64) -> Result<Vec<String>, StoreError> {
        self.db()?.unjoined(before)
    }

    async fn forget_idle(&self, before: u64) -> Result<u64, StoreError> {
        self.db()?.forget_idle(before).map(|n| n as u64)
    }

    async fn forget(&self, name: &str) -> Result<(), StoreError> {
        self.db()?.forget(name)
    }

    async fn listen(&self) -> Result<Option<mpsc::UnboundedReceiver<Heard>>, StoreError> {
        Ok(None)
    }

    async fn beat(&self, _now: u64) -> Result<(), StoreError> {
        Ok(())
    }

    fn instance(&self) -> &str {
        "sqlite"
    }

    async fn puzzle_rating(&self, id: &str) -> Result<Option<PuzzleRating>, StoreError> {
        self.db()?.puzzle_rating(id)
    }

    async fn rate_puzzle(
        &self,
        id: &str,
        start: morris_ai::puzzles::rating::Glicko2Rating,
        rate: &super::Rate,
    ) -> Result<(PuzzleRating, PuzzleRating), StoreError> {
        self.db()?.rate_puzzle(id, start, rate)
    }
}

/// The store's writer: takes the changes that wait, keeps them all in one
/// transaction (one commit for many moves of many rooms under load), and
/// then tells each waiting room. If the batch fails, each change is tried
/// on its own, so one bad change fails alone.
fn write_changes(db: &Mutex<Db>, jobs: &std_mpsc::Receiver<Write>) {
    while let Ok(first) = jobs.recv() {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match jobs.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let (changes, waiting): (Vec<Kept>, Vec<_>) = batch.into_iter().unzip();
        let Ok(mut db) = db.lock() else {
            for tell in waiting {
                let _ = tell.send(Err(StoreError("the store's lock".into())));
            }
            continue;
        };
        if db.apply_all(&changes).is_ok() {
            for tell in waiting {
                let _ = tell.send(Ok(()));
            }
        } else {
            for (change, tell) in changes.iter().zip(waiting) {
                let _ = tell.send(db.apply_all(std::slice::from_ref(change)));
            }
        }
    }
}

/// The file whose lock says a server uses the directory.
pub const LOCK_FILE: &str = "server.lock";

/// Takes the lock of the data directory `dir` for this process, until it
/// ends (the system frees it then, however it ends). The process may open
/// the directory again (a server started again in place, as the tests
/// do); another process may not.
fn lock(dir: &Path) -> Result<Arc<std::fs::File>, StoreError> {
    static HELD: Mutex<Vec<(std::path::PathBuf, Arc<std::fs::File>)>> = Mutex::new(Vec::new());
    let key = dir.canonicalize().unwrap_or_else(|_| dir.to_owned());
    let mut held = HELD
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some((_, file)) = held.iter().find(|(d, _)| *d == key) {
        return Ok(Arc::clone(file));
    }
    let path = dir.join(LOCK_FILE);
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(|e| StoreError(format!("cannot open {}: {e}", path.display())))?;
    match file.try_lock() {
        Ok(()) => {
            let file = Arc::new(file);
            held.push((key, Arc::clone(&file)));
            Ok(file)
        }
        Err(std::fs::TryLockError::WouldBlock) => Err(StoreError(format!(
            "another server uses the data directory {}: stop it, or give this one another --data (only a PostgreSQL store, --store, is shared by several servers)",
            dir.display()
        ))),
        Err(std::fs::TryLockError::Error(e)) => {
            Err(StoreError(format!("cannot lock {}: {e}", path.display())))
        }
    }
}

/// Applies the migrations the database lacks, each in a transaction of its
/// own with the `user_version` that counts it.
fn migrate(db: &mut Connection) -> Result<(), StoreError> {
    let applied: i64 = db.pragma_query_value(None, "user_version", |r| r.get(0))?;
    for (version, sql) in (1i64..)
        .zip(MIGRATIONS)
        .skip(usize::try_from(applied).unwrap_or(0))
    {
        let tx = db.transaction()?;
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", version)?;
        tx.commit()?;
    }
    Ok(())
}

/// The database itself, behind the store's lock.
#[derive(Debug)]
struct Db {
    db: Connection,
}

impl Db {
    fn init(mut db: Connection) -> Result<Db, StoreError> {
        // WAL with NORMAL sync: a committed change survives the process
        // being killed (only a power cut may lose the last ones).
        db.pragma_update(None, "journal_mode", "WAL")?;
        db.pragma_update(None, "synchronous", "NORMAL")?;
        db.busy_timeout(std::time::Duration::from_secs(5))?;
        migrate(&mut db)?;
        Ok(Db { db })
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

    /// The room named `name`, with the turns of its current game, restored
    /// at `now`.
    ///
    /// # Errors
    /// When SQLite fails, or the room kept is damaged.
    pub fn room(&self, name: &str, now: u64) -> Result<Option<Room>, StoreError> {
        let row = self
            .db
            .query_row(
                "SELECT name, settings, invite, invite_used, watch, host_token, guest_token,
                        host_name, guest_name, game_no, host_color, declared_side,
                        declared_termination, last_active, stopped_white, stopped_black
                 FROM rooms WHERE name = ?1",
                params![name],
                |r| {
                    Ok(Columns {
                        name: r.get(0)?,
                        settings: r.get(1)?,
                        invite: r.get(2)?,
                        invite_used: r.get(3)?,
                        watch: r.get(4)?,
                        tokens: [r.get(5)?, r.get(6)?],
                        names: [r.get(7)?, r.get(8)?],
                        game_no: r.get(9)?,
                        host_color: r.get(10)?,
                        declared: (r.get(11)?, r.get(12)?),
                        last_active: r.get(13)?,
                        stopped: (r.get(14)?, r.get(15)?),
                    })
                },
            )
            .optional()?;
        let Some(columns) = row else {
            return Ok(None);
        };
        let row = columns
            .parse()
            .map_err(|e| StoreError(format!("room {name}: {e}")))?;
        let turns = self.turns(name, row.game_no)?;
        Room::restore(row, &turns, now)
            .map(Some)
            .map_err(StoreError)
    }

    /// The name of the room whose invite (or, with `watch`, watch) code
    /// has the digest `digest`.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn find(&self, digest: &[u8; 32], watch: bool) -> Result<Option<String>, StoreError> {
        let sql = if watch {
            "SELECT name FROM rooms WHERE watch = ?1"
        } else {
            "SELECT name FROM rooms WHERE invite = ?1"
        };
        Ok(self
            .db
            .query_row(sql, params![&digest[..]], |r| r.get(0))
            .optional()?)
    }

    /// How many rooms are kept.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn count(&self) -> Result<u64, StoreError> {
        let n: i64 = self
            .db
            .query_row("SELECT COUNT(*) FROM rooms", [], |r| r.get(0))?;
        Ok(u64::try_from(n).unwrap_or(0))
    }

    /// The rooms that may be rooms no one joined, idle since before
    /// `before` (see [`Store::unjoined`]).
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn unjoined(&self, before: u64) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.db.prepare(
            "SELECT name FROM rooms WHERE game_no = 1 AND last_active < ?1
               AND (invite_used = 0
                    OR (json_type(settings, '$.ai') = 'object'
                        AND (SELECT COUNT(*) FROM turns WHERE turns.room = rooms.name) <= 1))
             LIMIT ?2",
        )?;
        let names = stmt
            .query_map(params![before as i64, UNJOINED_AT_ONCE as i64], |r| {
                r.get(0)
            })?
            .collect::<Result<Vec<String>, _>>()?;
        Ok(names)
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

impl Db {
    /// Forgets the room `name` with its turns and games.
    fn forget(&mut self, name: &str) -> Result<(), StoreError> {
        let tx = self.db.transaction()?;
        for sql in [
            "DELETE FROM turns WHERE room = ?1",
            "DELETE FROM games WHERE room = ?1",
            "DELETE FROM rooms WHERE name = ?1",
        ] {
            tx.execute(sql, params![name])?;
        }
        tx.commit()?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_migration_is_applied_once_and_counted() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(FILE_NAME);
        let version = |db: &Connection| -> i64 {
            db.pragma_query_value(None, "user_version", |r| r.get(0))
                .unwrap()
        };
        let mut db = Connection::open(&path).unwrap();
        migrate(&mut db).unwrap();
        assert_eq!(version(&db), MIGRATIONS.len() as i64);
        db.execute(
            "INSERT INTO games (room, game_no, record) VALUES ('r', 1, 'kept')",
            [],
        )
        .unwrap();
        drop(db);
        // Opened again: nothing applied twice, nothing lost.
        let mut db = Connection::open(&path).unwrap();
        migrate(&mut db).unwrap();
        assert_eq!(version(&db), MIGRATIONS.len() as i64);
        let kept: String = db
            .query_row("SELECT record FROM games", [], |r| r.get(0))
            .unwrap();
        assert_eq!(kept, "kept");
    }

    #[test]
    fn a_directory_locked_by_another_process_is_refused_and_this_one_may_open_again() {
        let dir = tempfile::tempdir().unwrap();
        // Another process's lock: a lock on its own open of the file.
        let other = std::fs::File::create(dir.path().join(LOCK_FILE)).unwrap();
        other.lock().unwrap();
        let refused = SqliteStore::open(dir.path()).unwrap_err();
        assert!(
            refused
                .to_string()
                .contains("another server uses the data directory"),
            "{refused}"
        );
        other.unlock().unwrap();
        let first = SqliteStore::open(dir.path()).unwrap();
        // This process holds it now: the other may not take it, and this
        // one may open the directory again (a server started again).
        let other = std::fs::File::create(dir.path().join(LOCK_FILE)).unwrap();
        assert!(other.try_lock().is_err());
        drop(first);
        assert!(SqliteStore::open(dir.path()).is_ok());
    }
}
