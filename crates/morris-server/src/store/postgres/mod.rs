//! The PostgreSQL store, which several servers share.
//!
//! Each server keeps the rooms it serves in memory, as a single server
//! does, and reads a room from the database when a player asks for one it
//! does not hold. Every change of a room is one transaction that first
//! moves the room's `version` on from the one the server read
//! (`UPDATE ... WHERE version = $n`): of two servers that change a room at
//! once, one wins and the other finds the room changed, reads it again and
//! asks the room again (a turn already played is then refused, as a stale
//! turn is on a single server). The same transaction announces the change
//! with `NOTIFY`; every server `LISTEN`s, reads again the rooms it holds
//! when another server changed them, and tells their players.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use morris_core::ByColor;
use tokio::sync::{Mutex, mpsc};
use tokio_postgres::Config;

mod conn;
mod listen;
mod outage;
mod puzzles;
mod schema;

use conn::{Conn, connect_one};
use listen::Announcement;
pub use listen::{Heard, Reload};
use schema::{migrate, parse_row};

use super::{PuzzleRating, Store, StoreError};
use crate::room::{Change, KeptTurn, Room, StoreOp};

/// How often a server says it is alive.
pub const HEARTBEAT: Duration = Duration::from_secs(2);

/// How long a server may stay silent before the others take it for gone
/// (and its sockets with it), in milliseconds.
pub const GONE_AFTER_MS: u64 = 10_000;

/// The channel servers announce their changes on.
pub const CHANNEL: &str = "morris_rooms";

/// How many connections a server keeps for its changes.
const POOL: usize = 8;

/// The longest payload PostgreSQL's NOTIFY takes is 8000 bytes; past this
/// the notices are left out (the others read the room all the same).
const MAX_PAYLOAD: usize = 7_000;

impl From<tokio_postgres::Error> for StoreError {
    fn from(e: tokio_postgres::Error) -> StoreError {
        if let Some(db) = e.as_db_error() {
            return StoreError(format!("PostgreSQL: {}", db.message()));
        }
        // The cause says more than "error connecting to server".
        match std::error::Error::source(&e) {
            Some(cause) => StoreError(format!("PostgreSQL: {e}: {cause}")),
            None => StoreError(format!("PostgreSQL: {e}")),
        }
    }
}

/// What keeping a change came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Applied {
    /// Kept; the room's version is now the one given.
    Kept(u64),
    /// Another server changed the room first: nothing was kept.
    Conflict,
}

/// The rooms and turns several servers share, in PostgreSQL.
#[derive(Debug)]
pub struct PgStore {
    config: Config,
    /// The URL without its password, for messages.
    shown: String,
    pool: Vec<Mutex<Option<Conn>>>,
    next: AtomicUsize,
    instance: String,
    /// The servers alive at the last heartbeat.
    alive: std::sync::Mutex<std::collections::HashSet<String>>,
    /// This server's share of the lock that says it runs.
    running: Mutex<outage::Running>,
}

/// `url` without its password.
fn shown(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let user = &url[scheme + 3..at];
            let user = user.split(':').next().unwrap_or("");
            format!("{}{user}@{}", &url[..scheme + 3], &url[at + 1..])
        }
        _ => url.to_owned(),
    }
}

impl PgStore {
    /// Connects to the database at `url` (`postgres://USER:PASSWORD@HOST:PORT/DB`)
    /// and applies the migrations it lacks.
    ///
    /// # Errors
    /// When the URL is not one, the database cannot be reached, or a
    /// migration fails.
    pub async fn connect(url: &str) -> Result<PgStore, StoreError> {
        let shown = shown(url);
        let config: Config = url
            .parse()
            .map_err(|e| StoreError(format!("{shown:?} is not a PostgreSQL URL: {e}")))?;
        let mut first = connect_one(&config)
            .await
            .map_err(|e| StoreError(format!("cannot reach {shown}: {e}")))?;
        migrate(&mut first)
            .await
            .map_err(|e| StoreError(format!("cannot prepare {shown}: {e}")))?;
        let mut pool = vec![Mutex::new(Some(Conn::new(first).await?))];
        for _ in 1..POOL {
            pool.push(Mutex::new(Some(
                Conn::new(connect_one(&config).await?).await?,
            )));
        }
        let (running, taken_up) = outage::Running::start(&config, crate::now_ms()).await?;
        if taken_up > 0 {
            tracing::info!(
                "every server on {shown} was down: {taken_up} rooms taken up again, \
                 the time charged to no one"
            );
        }
        Ok(PgStore {
            config,
            shown,
            pool,
            next: AtomicUsize::new(0),
            instance: crate::secret::new_secret(),
            alive: std::sync::Mutex::default(),
            running: Mutex::new(running),
        })
    }

    /// `url` as messages show it: without its password.
    #[must_use]
    pub fn shown_url(url: &str) -> String {
        shown(url)
    }

    /// The database's URL, without its password.
    #[must_use]
    pub fn url(&self) -> &str {
        &self.shown
    }

    /// One connection of the pool, connected again if it broke.
    async fn client(&self) -> Result<tokio::sync::MutexGuard<'_, Option<Conn>>, StoreError> {
        let i = self.next.fetch_add(1, Ordering::Relaxed) % self.pool.len();
        // A free connection if there is one, else wait for one in turn.
        let free =
            (0..self.pool.len()).find_map(|k| self.pool[(i + k) % self.pool.len()].try_lock().ok());
        let mut guard = match free {
            Some(guard) => guard,
            None => self.pool[i].lock().await,
        };
        if guard.as_ref().is_none_or(|c| c.client.is_closed()) {
            *guard = None;
            *guard = Some(Conn::new(connect_one(&self.config).await?).await?);
        }
        Ok(guard)
    }
}

#[async_trait::async_trait]
impl Store for PgStore {
    /// Keeps a new room.
    ///
    /// # Errors
    /// When PostgreSQL fails.
    async fn insert(&self, room: &Room) -> Result<(), StoreError> {
        let mut guard = self.client().await?;
        let conn = guard
            .as_mut()
            .ok_or_else(|| StoreError("no connection".into()))?;
        let client = &mut conn.client;
        let row = room.row();
        let settings = serde_json::to_string(&row.settings)
            .map_err(|e| StoreError(format!("room settings: {e}")))?;
        let live = serde_json::to_string(&room.live(&self.instance))
            .map_err(|e| StoreError(format!("room state: {e}")))?;
        client
            .execute(
                "INSERT INTO rooms (name, settings, invite, invite_used, watch, host_token,
                    guest_token, host_name, guest_name, game_no, host_color, declared_side,
                    declared_termination, last_active, stopped_white, stopped_black, version, live)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)",
                &[
                    &row.name,
                    &settings,
                    &&row.secrets.invite[..],
                    &row.secrets.invite_used,
                    &&row.secrets.watch[..],
                    &row.secrets.tokens[0].as_ref().map(|t| &t[..]),
                    &row.secrets.tokens[1].as_ref().map(|t| &t[..]),
                    &row.names[0],
                    &row.names[1],
                    &(row.game_no as i32),
                    &row.host_color.name(),
                    &row.declared.map(|(c, _)| c.name()),
                    &row.declared.map(|(_, t)| t.name()),
                    &(row.last_active as i64),
                    &row.stopped_clock.map(|c| c.white as i64),
                    &row.stopped_clock.map(|c| c.black as i64),
                    &(room.version() as i64),
                    &live,
                ],
            )
            .await?;
        Ok(())
    }

    /// Keeps `change`, which made `room` what it is, if the database still
    /// holds the room at `room.version()`; announces it to the other
    /// servers in the same transaction.
    ///
    /// # Errors
    /// When PostgreSQL fails; then nothing of it is kept.
    async fn keep(&self, room: &Room, change: &Change) -> Result<Applied, StoreError> {
        let mut guard = self.client().await?;
        let conn = guard
            .as_mut()
            .ok_or_else(|| StoreError("no connection".into()))?;
        let Conn {
            client,
            update,
            insert_turn,
            truncate,
            finish,
            notify,
            ..
        } = conn;
        let row = room.row();
        let live = serde_json::to_string(&room.live(&self.instance))
            .map_err(|e| StoreError(format!("room state: {e}")))?;
        let tx = client.transaction().await?;
        let updated = tx
            .query_opt(
                &*update,
                &[
                    &row.name,
                    &(room.version() as i64),
                    &row.secrets.invite_used,
                    &row.secrets.tokens[1].as_ref().map(|t| &t[..]),
                    &row.names[0],
                    &row.names[1],
                    &(row.game_no as i32),
                    &row.host_color.name(),
                    &row.declared.map(|(c, _)| c.name()),
                    &row.declared.map(|(_, t)| t.name()),
                    &(row.last_active as i64),
                    &row.stopped_clock.map(|c| c.white as i64),
                    &row.stopped_clock.map(|c| c.black as i64),
                    &live,
                ],
            )
            .await?;
        let Some(updated) = updated else {
            tx.rollback().await?;
            return Ok(Applied::Conflict);
        };
        let version = u64::try_from(updated.get::<_, i64>(0)).unwrap_or(0);
        for op in &change.store {
            match op {
                StoreOp::Room => {}
                StoreOp::Move {
                    game,
                    ply,
                    turn,
                    left,
                } => {
                    tx.execute(
                        &*insert_turn,
                        &[
                            &row.name,
                            &(*game as i32),
                            &(*ply as i32),
                            turn,
                            &left.map(|l| l.white as i64),
                            &left.map(|l| l.black as i64),
                        ],
                    )
                    .await?;
                }
                StoreOp::Truncate { game, from } => {
                    tx.execute(&*truncate, &[&row.name, &(*game as i32), &(*from as i32)])
                        .await?;
                }
                StoreOp::Finished { game, record } => {
                    tx.execute(&*finish, &[&row.name, &(*game as i32), record])
                        .await?;
                }
            }
        }
        let mut reload = Reload {
            room: row.name.clone(),
            version,
            from: self.instance.clone(),
            notices: change.notices.clone(),
            told: room.told(),
        };
        let mut payload = serde_json::to_string(&reload).unwrap_or_default();
        if payload.len() > MAX_PAYLOAD {
            reload.notices.clear();
            payload = serde_json::to_string(&reload).unwrap_or_default();
        }
        tx.execute(&*notify, &[&CHANNEL, &payload]).await?;
        tx.commit().await?;
        Ok(Applied::Kept(version))
    }

    /// The room named `name` as the database holds it, if any.
    ///
    /// # Errors
    /// When PostgreSQL fails or the room is damaged.
    async fn load(&self, name: &str) -> Result<Option<Room>, StoreError> {
        let mut guard = self.client().await?;
        let conn = guard
            .as_mut()
            .ok_or_else(|| StoreError("no connection".into()))?;
        let Some(row) = conn.client.query_opt(&conn.load, &[&name]).await? else {
            return Ok(None);
        };
        drop(guard);
        let (room_row, version, live) =
            parse_row(&row).map_err(|e| StoreError(format!("room {name}: {e}")))?;
        let turns: String = row
            .try_get(18)
            .map_err(|e| StoreError(format!("room {name}: {e}")))?;
        let turns: Vec<(String, Option<i64>, Option<i64>)> = serde_json::from_str(&turns)
            .map_err(|e| StoreError(format!("room {name}: its turns: {e}")))?;
        let turns: Vec<KeptTurn> = turns
            .into_iter()
            .map(|(turn, white, black)| {
                (
                    turn,
                    white.zip(black).map(|(w, b)| {
                        ByColor::new(u64::try_from(w).unwrap_or(0), u64::try_from(b).unwrap_or(0))
                    }),
                )
            })
            .collect();
        let now = crate::now_ms();
        let me = self.instance.as_str();
        let alive = self.alive.lock().map(|a| a.clone()).unwrap_or_default();
        let alive = |server: &str| server == me || alive.contains(server);
        Room::restore_live(room_row, &turns, live, version, me, &alive, now)
            .map(Some)
            .map_err(StoreError)
    }

    /// The name of the room whose invite (or, with `watch`, watch) code
    /// has the digest `digest`.
    ///
    /// # Errors
    /// When PostgreSQL fails.
    async fn find(&self, digest: &[u8; 32], watch: bool) -> Result<Option<String>, StoreError> {
        let mut guard = self.client().await?;
        let conn = guard
            .as_mut()
            .ok_or_else(|| StoreError("no connection".into()))?;
        let client = &mut conn.client;
        let sql = if watch {
            "SELECT name FROM rooms WHERE watch = $1"
        } else {
            "SELECT name FROM rooms WHERE invite = $1"
        };
        Ok(client
            .query_opt(sql, &[&&digest[..]])
            .await?
            .map(|r| r.get(0)))
    }

    /// How many rooms the database keeps.
    ///
    /// # Errors
    /// When PostgreSQL fails.
    async fn count(&self) -> Result<u64, StoreError> {
        let mut guard = self.client().await?;
        let conn = guard
            .as_mut()
            .ok_or_else(|| StoreError("no connection".into()))?;
        let n: i64 = conn
            .client
            .query_one("SELECT COUNT(*) FROM rooms", &[])
            .await?
            .get(0);
        Ok(u64::try_from(n).unwrap_or(0))
    }

    /// The rooms that may be rooms no one joined (see [`Store::unjoined`]).
    ///
    /// # Errors
    /// When PostgreSQL fails.
    async fn unjoined(&self, before: u64) -> Result<Vec<String>, StoreError> {
        let mut guard = self.client().await?;
        let conn = guard
            .as_mut()
            .ok_or_else(|| StoreError("no connection".into()))?;
        Ok(conn
            .client
            .query(
                "SELECT name FROM rooms WHERE game_no = 1 AND last_active < $1
                   AND (NOT invite_used
                        OR (jsonb_typeof(settings::jsonb -> 'ai') = 'object'
                            AND (SELECT COUNT(*) FROM turns WHERE turns.room = rooms.name) <= 1))
                 LIMIT $2",
                &[&(before as i64), &(super::UNJOINED_AT_ONCE as i64)],
            )
            .await?
            .iter()
            .map(|r| r.get(0))
            .collect())
    }

    /// Forgets rooms idle since before `before` (their turns and games go
    /// with them).
    ///
    /// # Errors
    /// When PostgreSQL fails.
    async fn forget_idle(&self, before: u64) -> Result<u64, StoreError> {
        let mut guard = self.client().await?;
        let conn = guard
            .as_mut()
            .ok_or_else(|| StoreError("no connection".into()))?;
        let client = &mut conn.client;
        Ok(client
            .execute(
                "DELETE FROM rooms WHERE last_active < $1",
                &[&(before as i64)],
            )
            .await?)
    }

    /// Forgets the room `name` (its turns and games go with it).
    ///
    /// # Errors
    /// When PostgreSQL fails.
    async fn forget(&self, name: &str) -> Result<(), StoreError> {
        let mut guard = self.client().await?;
        let conn = guard
            .as_mut()
            .ok_or_else(|| StoreError("no connection".into()))?;
        conn.client
            .execute("DELETE FROM rooms WHERE name = $1", &[&name])
            .await?;
        Ok(())
    }

    /// Listens to the changes servers announce, on a connection of its
    /// own, connected again (with [`Heard::Reconnected`]) when it breaks.
    /// The first `LISTEN` is done when this returns.
    ///
    /// # Errors
    /// When the first connection fails.
    async fn listen(&self) -> Result<Option<mpsc::UnboundedReceiver<Heard>>, StoreError> {
        listen::listen(&self.config, &self.shown).await.map(Some)
    }

    /// Says this server is alive at `now`, and forgets the servers silent
    /// for [`GONE_AFTER_MS`]: announces them, so that every server reads
    /// again the rooms it holds (their sockets are gone).
    ///
    /// # Errors
    /// When PostgreSQL fails.
    async fn beat(&self, now: u64) -> Result<(), StoreError> {
        self.running.lock().await.keep(&self.config).await?;
        let mut guard = self.client().await?;
        let conn = guard
            .as_mut()
            .ok_or_else(|| StoreError("no connection".into()))?;
        let client = &mut conn.client;
        let tx = client.transaction().await?;
        tx.execute(
            "INSERT INTO morris_servers (id, seen) VALUES ($1, $2)
             ON CONFLICT (id) DO UPDATE SET seen = excluded.seen",
            &[&self.instance, &(now as i64)],
        )
        .await?;
        let lost: Vec<String> = tx
            .query(
                "DELETE FROM morris_servers WHERE seen < $1 RETURNING id",
                &[&(now.saturating_sub(GONE_AFTER_MS) as i64)],
            )
            .await?
            .iter()
            .map(|r| r.get(0))
            .collect();
        let alive: std::collections::HashSet<String> = tx
            .query("SELECT id FROM morris_servers", &[])
            .await?
            .iter()
            .map(|r| r.get(0))
            .collect();
        if let Ok(mut known) = self.alive.lock() {
            *known = alive;
        }
        if !lost.is_empty() {
            tracing::warn!("servers gone silent: {}", lost.join(", "));
            let payload = serde_json::to_string(&Announcement::Lost { lost }).unwrap_or_default();
            tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &payload])
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    fn instance(&self) -> &str {
        &self.instance
    }

    async fn puzzle_rating(&self, id: &str) -> Result<Option<PuzzleRating>, StoreError> {
        self.read_puzzle_rating(id).await
    }

    async fn rate_puzzle(
        &self,
        id: &str,
        start: morris_ai::puzzles::rating::Glicko2Rating,
        rate: &super::Rate,
    ) -> Result<(PuzzleRating, PuzzleRating), StoreError> {
        self.rate_puzzle_row(id, start, rate).await
    }
}

#[cfg(test)]
mod tests {
    use super::shown;

    #[test]
    fn a_shown_url_hides_its_password() {
        assert_eq!(
            shown("postgres://morris:secret@127.0.0.1:5432/db"),
            "postgres://morris@127.0.0.1:5432/db"
        );
        assert_eq!(shown("postgres://h/db"), "postgres://h/db");
    }
}
