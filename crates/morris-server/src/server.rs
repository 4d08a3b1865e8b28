//! The server: rooms in memory, kept in the [`Store`], one WebSocket per
//! player at `/ws`, each room's clock watched by a task of its own.
//!
//! Every change goes through one room's lock: the room decides
//! ([`Room::act`]), the store keeps it, and only then is everyone in the
//! room told. A message that is refused changes nothing; a socket that
//! keeps breaking the limits is closed; no socket can disturb another room.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path as UrlPath, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use futures_util::{SinkExt as _, StreamExt as _};
use morris_core::{Flying, Preset, Rules};
use morris_i18n::Lang;
use tokio::sync::{Notify, broadcast, mpsc};

use crate::ai::AiQueue;
use crate::room::{Action, AiPurpose, AiTask, Change, MAX_LAG_MS, Room, Seat};
use crate::secret;
use crate::store::{Applied, Heard, Kept, PgStore, SqliteStore, Store, StoreError};
use morris_protocol::AiDoing;
use morris_protocol::{
    ClientMessage, Enter, ErrorCode, ErrorMessage, MAX_MESSAGE, MAX_RATE, Notice, READ_BUFFER,
    RoomSettings, SILENCE, ServerMessage, VERSION, Welcome,
};

/// How many broken limits close a socket.
pub const MAX_STRIKES: u32 = 10;

/// How long rooms are kept after they expire, so that their codes are
/// still refused as "expired" rather than "unknown".
const FORGET_AFTER_MS: u64 = 7 * 24 * 60 * 60 * 1000;

/// Milliseconds since the Unix epoch, from a monotonic clock started at the
/// system time of the first call.
#[must_use]
pub fn now_ms() -> u64 {
    static START: OnceLock<(Instant, u64)> = OnceLock::new();
    let (start, wall) = START.get_or_init(|| {
        let wall = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64);
        (Instant::now(), wall)
    });
    wall + start.elapsed().as_millis() as u64
}

/// One room in the server: its state behind a lock, the channel that tells
/// its sockets, and what wakes its clock task.
#[derive(Debug)]
struct RoomCell {
    room: tokio::sync::Mutex<Room>,
    tell: broadcast::Sender<Arc<str>>,
    wake: Notify,
    /// The last round trip measured of each seat's socket, milliseconds.
    lag: Mutex<[u64; 2]>,
    /// Set when the room is forgotten: its clock task ends.
    closed: std::sync::atomic::AtomicBool,
    /// The AI's search under way for this room: its game, turn and purpose.
    ai_busy: Mutex<Option<(u32, u32, AiPurpose)>>,
}

impl RoomCell {
    fn new(room: Room) -> Arc<RoomCell> {
        Arc::new(RoomCell {
            room: tokio::sync::Mutex::new(room),
            tell: broadcast::channel(256).0,
            wake: Notify::new(),
            lag: Mutex::new([0, 0]),
            closed: std::sync::atomic::AtomicBool::new(false),
            ai_busy: Mutex::new(None),
        })
    }

    fn lag(&self, seat: Seat) -> u64 {
        let lag = self.lag.lock().map_or([0, 0], |l| *l);
        lag[match seat {
            Seat::Host => 0,
            Seat::Guest => 1,
        }]
    }

    fn set_lag(&self, seat: Seat, ms: u64) {
        if let Ok(mut lag) = self.lag.lock() {
            lag[match seat {
                Seat::Host => 0,
                Seat::Guest => 1,
            }] = ms;
        }
    }

    /// Tells everyone in the room the change's notices, then the state.
    fn tell(&self, room: &Room, notices: &[Notice]) {
        for notice in notices {
            let _ = self
                .tell
                .send(encode(&ServerMessage::Notice(notice.clone())));
        }
        let _ = self.tell.send(encode(&ServerMessage::State(Box::new(
            room.state(now_ms()),
        ))));
        self.wake.notify_one();
    }
}

fn encode(message: &ServerMessage) -> Arc<str> {
    serde_json::to_string(message)
        .unwrap_or_else(|_| r#"{"type":"error","code":"server","message":"encoding"}"#.into())
        .into()
}

/// The server's rooms and store.
#[derive(Debug)]
pub struct Hub {
    rooms: Mutex<HashMap<String, Arc<RoomCell>>>,
    /// Invite and watch code digests to room names.
    invites: Mutex<HashMap<[u8; 32], String>>,
    watches: Mutex<HashMap<[u8; 32], String>>,
    /// Where the rooms are kept.
    backend: Backend,
    /// The AI that plays the computer's rooms and gives hints, if any.
    ai: Option<AiQueue>,
}

/// The store as the hub uses it.
#[derive(Debug)]
enum Backend {
    /// SQLite, written by a thread of its own.
    Sqlite {
        store: Arc<Mutex<SqliteStore>>,
        /// The changes to keep, for the store's writer thread.
        writer: std::sync::mpsc::Sender<Write>,
    },
    /// PostgreSQL, shared with other servers.
    Postgres(Arc<PgStore>),
}

/// Why a change was not kept.
#[derive(Debug)]
enum KeepError {
    /// Another server changed the room first; the room was read again.
    Conflict,
    /// The store failed; the room is as it was.
    Failed(ErrorMessage),
}

impl From<KeepError> for ErrorMessage {
    fn from(e: KeepError) -> ErrorMessage {
        match e {
            KeepError::Conflict => ErrorMessage::with(
                ErrorCode::Stale,
                "the room changed meanwhile; look at it again",
            ),
            KeepError::Failed(e) => e,
        }
    }
}

/// How many times a server asks a room again that another server changed
/// meanwhile.
const MAX_CONFLICTS: usize = 8;

/// A change to keep, and who waits to hear that it was kept.
type Write = (Kept, tokio::sync::oneshot::Sender<Result<(), StoreError>>);

/// The most changes the writer keeps in one transaction.
const MAX_BATCH: usize = 512;

/// The store's writer: takes the changes that wait, keeps them all in one
/// transaction (one commit for many moves of many rooms under load), and
/// then tells each waiting room. If the batch fails, each change is tried
/// on its own, so one bad change fails alone. Off the runtime's threads:
/// SQLite blocks.
fn write_changes(store: &Mutex<SqliteStore>, jobs: &std::sync::mpsc::Receiver<Write>) {
    while let Ok(first) = jobs.recv() {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match jobs.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let (changes, waiting): (Vec<Kept>, Vec<_>) = batch.into_iter().unzip();
        let Ok(mut store) = store.lock() else {
            for tell in waiting {
                let _ = tell.send(Err(StoreError("the store's lock".into())));
            }
            continue;
        };
        if store.apply_all(&changes).is_ok() {
            for tell in waiting {
                let _ = tell.send(Ok(()));
            }
        } else {
            for (change, tell) in changes.iter().zip(waiting) {
                let _ = tell.send(store.apply_all(std::slice::from_ref(change)));
            }
        }
    }
}

impl Hub {
    /// The rooms kept in `store`, their clocks running again.
    ///
    /// # Errors
    /// When the store cannot be read.
    pub fn new(store: Store) -> Result<Arc<Hub>, StoreError> {
        Hub::with_ai(store, None)
    }

    /// The rooms kept in `store`, with `ai` to play the games against the
    /// computer and give hints (without it, such rooms are refused).
    ///
    /// # Errors
    /// When the store cannot be read.
    pub fn with_ai(store: Store, ai: Option<AiQueue>) -> Result<Arc<Hub>, StoreError> {
        let (backend, rooms) = match store {
            Store::Sqlite(mut store) => {
                let (rooms, damaged) = store.load(now_ms())?;
                for d in damaged {
                    tracing::warn!("left out a damaged room: {d}");
                }
                let store = Arc::new(Mutex::new(store));
                let (writer, jobs) = std::sync::mpsc::channel();
                {
                    let store = Arc::clone(&store);
                    std::thread::Builder::new()
                        .name("morris-store".into())
                        .spawn(move || write_changes(&store, &jobs))
                        .map_err(|e| StoreError(format!("cannot start the store's writer: {e}")))?;
                }
                (Backend::Sqlite { store, writer }, rooms)
            }
            // Rooms are read from the shared store when asked for.
            Store::Postgres(store) => (Backend::Postgres(store), Vec::new()),
        };
        let hub = Arc::new(Hub {
            rooms: Mutex::new(HashMap::new()),
            invites: Mutex::new(HashMap::new()),
            watches: Mutex::new(HashMap::new()),
            backend,
            ai,
        });
        let count = rooms.len();
        for room in rooms {
            let cell = hub.register(room);
            // A computer's turn that was owed when the server stopped.
            if let Ok(mut room) = cell.room.try_lock() {
                hub.schedule_ai(&cell, &mut room);
            }
        }
        tracing::info!("{count} rooms restored");
        if let Backend::Postgres(store) = &hub.backend {
            tokio::spawn(heartbeat(Arc::clone(store)));
            let store = Arc::clone(store);
            let follower = Arc::clone(&hub);
            tokio::spawn(async move {
                match store.listen().await {
                    Ok(heard) => follow(follower, heard).await,
                    Err(e) => tracing::error!("cannot LISTEN on {}: {e}", store.url()),
                }
            });
        }
        Ok(hub)
    }

    /// As [`Hub::with_ai`], and with a shared store, returns once the hub
    /// hears the other servers' changes.
    ///
    /// # Errors
    /// When the store cannot be read, or PostgreSQL cannot be listened to.
    pub async fn start(store: Store, ai: Option<AiQueue>) -> Result<Arc<Hub>, StoreError> {
        let Store::Postgres(pg) = store else {
            return Hub::with_ai(store, ai);
        };
        let heard = pg.listen().await?;
        // Alive before the first socket is counted.
        pg.beat(now_ms()).await?;
        tokio::spawn(heartbeat(Arc::clone(&pg)));
        let hub = Hub::with_ai_quietly(Store::Postgres(pg), ai)?;
        tokio::spawn(follow(Arc::clone(&hub), heard));
        Ok(hub)
    }

    /// The hub of a shared store without its listener (its caller starts
    /// one).
    fn with_ai_quietly(store: Store, ai: Option<AiQueue>) -> Result<Arc<Hub>, StoreError> {
        let Store::Postgres(store) = store else {
            return Hub::with_ai(store, ai);
        };
        Ok(Arc::new(Hub {
            rooms: Mutex::new(HashMap::new()),
            invites: Mutex::new(HashMap::new()),
            watches: Mutex::new(HashMap::new()),
            backend: Backend::Postgres(store),
            ai,
        }))
    }

    /// The shared store, if this server has one.
    fn shared(&self) -> Option<&Arc<PgStore>> {
        match &self.backend {
            Backend::Postgres(store) => Some(store),
            Backend::Sqlite { .. } => None,
        }
    }

    /// The room named `name`: the one held, else (with a shared store) the
    /// one the database holds.
    async fn find_room(self: &Arc<Hub>, name: &str) -> Result<Option<Arc<RoomCell>>, ErrorMessage> {
        if let Some(cell) = self.room(name) {
            return Ok(Some(cell));
        }
        let Some(store) = self.shared() else {
            return Ok(None);
        };
        match store.load(name).await {
            Ok(Some(room)) => Ok(Some(self.adopt(room))),
            Ok(None) => Ok(None),
            Err(e) => {
                tracing::error!("could not read room {name}: {e}");
                Err(ErrorMessage::with(
                    ErrorCode::Server,
                    "the server could not read the room; try again",
                ))
            }
        }
    }

    /// The room whose invite (or, with `watch`, watch) code is `code`.
    async fn find_code(
        self: &Arc<Hub>,
        code: &str,
        watch: bool,
    ) -> Result<Option<Arc<RoomCell>>, ErrorMessage> {
        let map = if watch { &self.watches } else { &self.invites };
        if let Some(cell) = self.by_code(map, code) {
            return Ok(Some(cell));
        }
        let Some(store) = self.shared() else {
            return Ok(None);
        };
        match store.find(&secret::digest(code), watch).await {
            Ok(Some(name)) => self.find_room(&name).await,
            Ok(None) => Ok(None),
            Err(e) => {
                tracing::error!("could not look up a code: {e}");
                Err(ErrorMessage::with(
                    ErrorCode::Server,
                    "the server could not read the room; try again",
                ))
            }
        }
    }

    /// Holds a room read from the shared store, unless a room of its name
    /// came meanwhile; asks its AI for what it owes.
    fn adopt(self: &Arc<Hub>, room: Room) -> Arc<RoomCell> {
        let cell = self.register(room);
        if let Ok(mut room) = cell.room.try_lock() {
            self.schedule_ai(&cell, &mut room);
        }
        cell
    }

    /// Reads `room` again from the shared store (it changed elsewhere).
    async fn reload(&self, room: &mut Room) {
        let Some(store) = self.shared() else {
            return;
        };
        match store.load(room.name()).await {
            Ok(Some(fresh)) => room.refresh(fresh),
            Ok(None) => tracing::warn!("room {} is no longer in the store", room.name()),
            Err(e) => tracing::error!("could not read room {} again: {e}", room.name()),
        }
    }

    /// A socket connecting or leaving (`f`), kept in a shared store so
    /// that every server sees who is there; what it tells, if anything.
    async fn presence(
        &self,
        room: &mut Room,
        mut f: impl FnMut(&mut Room) -> Option<Notice>,
    ) -> Option<Notice> {
        if self.shared().is_none() {
            return f(room);
        }
        for _ in 0..MAX_CONFLICTS {
            let backup = room.clone();
            let notice = f(room);
            let change = Change {
                store: Vec::new(),
                notices: notice.iter().cloned().collect(),
            };
            match self.keep(room, backup, &change).await {
                Ok(()) => return notice,
                Err(KeepError::Conflict) => {}
                Err(KeepError::Failed(_)) => return None,
            }
        }
        None
    }

    /// A hub over the store in `dir`.
    ///
    /// # Errors
    /// When the store cannot be opened or read.
    pub fn open(dir: &Path) -> Result<Arc<Hub>, StoreError> {
        Hub::new(Store::open(dir)?)
    }

    /// The AI's queue, if this server has an AI.
    #[must_use]
    pub fn ai(&self) -> Option<&AiQueue> {
        self.ai.as_ref()
    }

    /// Tells everyone in the room of a change, after asking the AI for the
    /// search it now owes the room, if any.
    fn told(self: &Arc<Hub>, cell: &Arc<RoomCell>, room: &mut Room, notices: &[Notice]) {
        self.schedule_ai(cell, room);
        cell.tell(room, notices);
    }

    /// Starts the search the room's AI owes, unless it is under way; says
    /// in the room whether it thinks or waits for a thinker.
    fn schedule_ai(self: &Arc<Hub>, cell: &Arc<RoomCell>, room: &mut Room) {
        let (Some(queue), Some(task)) = (&self.ai, room.ai_task()) else {
            room.set_ai_doing(AiDoing::Idle);
            return;
        };
        let key = (task.game_no, task.ply, task.purpose);
        {
            let Ok(mut busy) = cell.ai_busy.lock() else {
                return;
            };
            if *busy == Some(key) {
                return;
            }
            *busy = Some(key);
        }
        let ticket = queue.ticket();
        room.set_ai_doing(if ticket.waits {
            AiDoing::Waiting {
                ahead: ticket.ahead,
            }
        } else {
            AiDoing::Thinking
        });
        let clock_left_ms = room.clocks_left(now_ms()).map(|left| left[task.side]);
        tokio::spawn(ai_search(
            Arc::clone(self),
            Arc::clone(cell),
            task,
            ticket,
            clock_left_ms,
        ));
    }

    fn register(self: &Arc<Hub>, room: Room) -> Arc<RoomCell> {
        let name = room.name().to_owned();
        let row = room.row();
        let cell = RoomCell::new(room);
        if let Ok(mut rooms) = self.rooms.lock() {
            // Two players asking at once for a room read from the shared
            // store: the first one held is the one both get.
            if let Some(held) = rooms.get(&name) {
                return Arc::clone(held);
            }
            rooms.insert(name.clone(), Arc::clone(&cell));
        }
        if let Ok(mut invites) = self.invites.lock() {
            invites.insert(row.secrets.invite, name.clone());
        }
        if let Ok(mut watches) = self.watches.lock() {
            watches.insert(row.secrets.watch, name);
        }
        tokio::spawn(watch_clock(Arc::clone(&cell), Arc::clone(self)));
        cell
    }

    fn room(&self, name: &str) -> Option<Arc<RoomCell>> {
        self.rooms.lock().ok()?.get(name).cloned()
    }

    fn by_code(&self, map: &Mutex<HashMap<[u8; 32], String>>, code: &str) -> Option<Arc<RoomCell>> {
        let name = map.lock().ok()?.get(&secret::digest(code))?.clone();
        self.room(&name)
    }

    /// Keeps what a change did (the store's writer thread does, with the
    /// changes of other rooms that wait); on failure the room goes back to
    /// `backup`.
    async fn keep(&self, room: &mut Room, backup: Room, change: &Change) -> Result<(), KeepError> {
        let store = match &self.backend {
            Backend::Postgres(store) => store,
            Backend::Sqlite { .. } if change.store.is_empty() => return Ok(()),
            Backend::Sqlite { .. } => {
                return self.keep_sqlite(room, backup, change).await;
            }
        };
        match store.apply(room, change).await {
            Ok(Applied::Kept(version)) => {
                room.set_version(version);
                Ok(())
            }
            Ok(Applied::Conflict) => {
                *room = backup;
                self.reload(room).await;
                Err(KeepError::Conflict)
            }
            Err(e) => {
                tracing::error!("room {}: could not keep a change: {e}", room.name());
                *room = backup;
                Err(KeepError::Failed(ErrorMessage::with(
                    ErrorCode::Server,
                    "the server could not keep that; try again",
                )))
            }
        }
    }

    /// [`Hub::keep`] with SQLite.
    async fn keep_sqlite(
        &self,
        room: &mut Room,
        backup: Room,
        change: &Change,
    ) -> Result<(), KeepError> {
        let kept = match &self.backend {
            Backend::Sqlite { writer, .. } => {
                let stopped = || StoreError("the store's writer stopped".into());
                let (tell, told) = tokio::sync::oneshot::channel();
                match writer.send((Kept::of(room, change.store.clone()), tell)) {
                    Ok(()) => told.await.unwrap_or_else(|_| Err(stopped())),
                    Err(_) => Err(stopped()),
                }
            }
            Backend::Postgres(_) => Err(StoreError("not SQLite".into())),
        };
        kept.map_err(|e| {
            tracing::error!("room {}: could not keep a change: {e}", room.name());
            *room = backup;
            KeepError::Failed(ErrorMessage::with(
                ErrorCode::Server,
                "the server could not keep that; try again",
            ))
        })
    }

    /// Keeps a new room.
    async fn insert(&self, room: &Room) -> Result<(), StoreError> {
        match &self.backend {
            Backend::Sqlite { store, .. } => store
                .lock()
                .map_err(|_| StoreError("the store's lock".into()))?
                .insert(room),
            Backend::Postgres(store) => store.insert(room).await,
        }
    }

    /// The record of the current game of the room with `watch` code.
    pub async fn record_by_watch(self: &Arc<Hub>, watch: &str) -> Option<String> {
        let cell = self.find_code(watch, true).await.ok()??;
        let room = cell.room.lock().await;
        Some(room.record_text())
    }

    /// Forgets rooms expired for a week, in memory and in the store.
    pub async fn sweep(&self) {
        let now = now_ms();
        let cells: Vec<Arc<RoomCell>> = self
            .rooms
            .lock()
            .map(|r| r.values().cloned().collect())
            .unwrap_or_default();
        for cell in cells {
            let room = cell.room.lock().await;
            if room.is_expired(now.saturating_sub(FORGET_AFTER_MS)) {
                cell.closed
                    .store(true, std::sync::atomic::Ordering::Relaxed);
                cell.wake.notify_one();
                let row = room.row();
                if let Ok(mut rooms) = self.rooms.lock() {
                    rooms.remove(room.name());
                }
                if let Ok(mut m) = self.invites.lock() {
                    m.remove(&row.secrets.invite);
                }
                if let Ok(mut m) = self.watches.lock() {
                    m.remove(&row.secrets.watch);
                }
            }
        }
        let before = now.saturating_sub(crate::room::IDLE_LIMIT_MS + FORGET_AFTER_MS);
        let forgot = match &self.backend {
            Backend::Sqlite { store, .. } => match store.lock() {
                Ok(mut store) => store.forget_idle(before),
                Err(_) => Err(StoreError("the store's lock".into())),
            },
            Backend::Postgres(store) => store.forget_idle(before).await.map(|n| n as usize),
        };
        if let Err(e) = forgot {
            tracing::warn!("could not forget old rooms: {e}");
        }
    }
}

/// What the AI's search found.
enum AiAnswer {
    Move(morris_core::Move),
    Draw(bool),
}

/// One search of a room's AI: waits for a thinker, thinks on a blocking
/// thread, then plays its answer if the room still owes it.
async fn ai_search(
    hub: Arc<Hub>,
    cell: Arc<RoomCell>,
    task: AiTask,
    ticket: crate::ai::Ticket,
    clock_left_ms: Option<u64>,
) {
    let Some(queue) = hub.ai.as_ref() else {
        return;
    };
    let waits = ticket.waits;
    let thinker = queue.thinker(ticket).await;
    let still_owed = {
        let mut room = cell.room.lock().await;
        let owed = room.is_current(&task);
        if owed {
            room.set_ai_wait(thinker.waited_ms);
            if waits {
                room.set_ai_doing(AiDoing::Thinking);
                cell.tell(&room, &[]);
            }
        }
        owed
    };
    let answer = if still_owed {
        let brain = queue.brain();
        let game = task.game.clone();
        let (purpose, level) = (task.purpose, task.level);
        let side = task.side;
        tokio::task::spawn_blocking(move || match purpose {
            AiPurpose::Move => brain
                .choose(&game, level, clock_left_ms)
                .map(AiAnswer::Move),
            AiPurpose::Draw => Some(AiAnswer::Draw(brain.accepts_draw(&game, side))),
        })
        .await
        .ok()
        .flatten()
    } else {
        None
    };
    drop(thinker);
    let mut room = cell.room.lock().await;
    if let Ok(mut busy) = cell.ai_busy.lock() {
        *busy = None;
    }
    let action = match answer {
        Some(AiAnswer::Move(m)) if room.is_current(&task) => Some(Action::Move {
            ply: task.ply,
            turn: m.to_string(),
        }),
        Some(AiAnswer::Draw(accept)) if room.is_current(&task) => Some(Action::AnswerDraw(accept)),
        _ => None,
    };
    let Some(action) = action else {
        // Stale, or no answer: whatever the room owes now.
        hub.told(&cell, &mut room, &[]);
        return;
    };
    let backup = room.clone();
    match room.act(Seat::Guest, action, now_ms(), 0) {
        Ok(change) => {
            if hub.keep(&mut room, backup, &change).await.is_ok() {
                log_change(&room, &change);
                hub.told(&cell, &mut room, &change.notices);
            } else {
                // The store failed: the room is as it was; ask again in a
                // second, not at once.
                drop(room);
                tokio::time::sleep(Duration::from_secs(1)).await;
                let mut room = cell.room.lock().await;
                hub.told(&cell, &mut room, &[]);
            }
        }
        Err(e) => {
            tracing::warn!("room {}: the AI's answer was refused: {e:?}", room.name());
            hub.told(&cell, &mut room, &[]);
        }
    }
}

/// Ends a room's game when a flag falls, without waiting for a message.
async fn watch_clock(cell: Arc<RoomCell>, hub: Arc<Hub>) {
    loop {
        if cell.closed.load(std::sync::atomic::Ordering::Relaxed) {
            return;
        }
        let deadline = {
            let room = cell.room.lock().await;
            let seat = room.seat_of(room.game().position().side_to_move());
            room.flag_deadline(cell.lag(seat))
        };
        let Some(deadline) = deadline else {
            cell.wake.notified().await;
            continue;
        };
        let wait = Duration::from_millis(deadline.saturating_sub(now_ms()));
        tokio::select! {
            () = tokio::time::sleep(wait) => {
                let mut room = cell.room.lock().await;
                let backup = room.clone();
                let seat = room.seat_of(room.game().position().side_to_move());
                if let Some(change) = room.check_flag(now_ms(), cell.lag(seat)) {
                    if hub.keep(&mut room, backup, &change).await.is_ok() {
                        log_change(&room, &change);
                        hub.told(&cell, &mut room, &change.notices);
                    } else {
                        // The store failed: try again in a second, not at once.
                        drop(room);
                        tokio::time::sleep(Duration::from_secs(1)).await;
                    }
                }
            }
            () = cell.wake.notified() => {}
        }
    }
}

/// Says the server is alive, every [`crate::store::HEARTBEAT`].
async fn heartbeat(store: Arc<PgStore>) {
    let mut every = tokio::time::interval(crate::store::HEARTBEAT);
    loop {
        every.tick().await;
        if let Err(e) = store.beat(now_ms()).await {
            tracing::warn!("could not say this server is alive: {e}");
        }
    }
}

/// Follows the changes other servers announce: reads the rooms held again
/// and tells their players.
async fn follow(hub: Arc<Hub>, mut heard: mpsc::UnboundedReceiver<Heard>) {
    let Some(store) = hub.shared().cloned() else {
        return;
    };
    while let Some(news) = heard.recv().await {
        match news {
            Heard::Changed(change) => {
                if change.from == store.instance() {
                    continue;
                }
                let Some(cell) = hub.room(&change.room) else {
                    continue;
                };
                // Rooms are read again side by side; each room's lock
                // keeps its own in turn.
                let hub = Arc::clone(&hub);
                tokio::spawn(async move {
                    let mut room = cell.room.lock().await;
                    if room.version() < change.version {
                        hub.reload(&mut room).await;
                    }
                    hub.told(&cell, &mut room, &change.notices);
                });
            }
            Heard::Reconnected | Heard::ServersLost(_) => {
                let cells: Vec<Arc<RoomCell>> = hub
                    .rooms
                    .lock()
                    .map(|r| r.values().cloned().collect())
                    .unwrap_or_default();
                for cell in cells {
                    let mut room = cell.room.lock().await;
                    hub.reload(&mut room).await;
                    hub.told(&cell, &mut room, &[]);
                }
            }
        }
    }
}

fn log_change(room: &Room, change: &Change) {
    for notice in &change.notices {
        match notice {
            Notice::Played { side, turn } => {
                tracing::info!("room {}: {} played {turn}", room.name(), side.name());
            }
            Notice::Over(o) => {
                tracing::info!(
                    "room {}: game over, {} ({})",
                    room.name(),
                    o.result,
                    o.termination
                );
            }
            other => tracing::info!("room {}: {}", room.name(), notice_name(other)),
        }
    }
}

fn notice_name(notice: &Notice) -> String {
    serde_json::to_value(notice)
        .ok()
        .and_then(|v| v.get("what").and_then(|w| w.as_str()).map(str::to_owned))
        .unwrap_or_default()
}

/// The server's routes over `hub`.
pub fn router(hub: Arc<Hub>) -> Router {
    Router::new()
        .route("/ws", get(upgrade))
        .route("/", get(front_page))
        .route("/join/{code}", get(join_page))
        .route("/game/{room}", get(game_page))
        .route("/record/{watch}", get(record))
        .with_state(hub)
}

/// Serves `hub` on `listener` until `shutdown` completes, then closes every
/// socket.
///
/// # Errors
/// When the listener fails.
pub async fn serve(
    listener: tokio::net::TcpListener,
    hub: Arc<Hub>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let sweeper = {
        let hub = Arc::clone(&hub);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(Duration::from_secs(3600));
            loop {
                every.tick().await;
                hub.sweep().await;
            }
        })
    };
    // Each message is small and wanted at once: no Nagle delay (which,
    // meeting the peer's delayed acknowledgement, held turns for 40 ms).
    use axum::serve::ListenerExt as _;
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    let result = axum::serve(
        listener,
        router(hub).into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await;
    sweeper.abort();
    result
}

/// The language of a page: `?lang=xx` if we speak it, else the browser's
/// first choice among ours, else English.
fn page_lang(query: &HashMap<String, String>, headers: &HeaderMap) -> Lang {
    query
        .get("lang")
        .and_then(|l| Lang::from_locale(l))
        .or_else(|| {
            headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|h| h.to_str().ok())
                .and_then(Lang::from_accept_language)
        })
        .unwrap_or_default()
}

/// JSON to put inside a page's script: no `</` can end the script early.
fn script_json(value: &serde_json::Value) -> String {
    value.to_string().replace("</", "<\\/")
}

/// A page with its words in `lang` (and, for the start page, the rules it
/// offers) filled in.
fn page(template: &str, lang: Lang) -> Html<String> {
    let texts: serde_json::Map<String, serde_json::Value> = morris_i18n::page_texts(lang)
        .into_iter()
        .map(|(id, text)| (id, serde_json::Value::String(text)))
        .collect();
    let presets: Vec<serde_json::Value> = Preset::ALL
        .into_iter()
        // The no-flying switch gives Nine Men's Morris without flying.
        .filter(|&p| p != Preset::NineNoFlying)
        .map(|p| {
            let rules = Rules::preset(p);
            let mut no_flying = rules;
            no_flying.set_flying(Flying::Off);
            serde_json::json!({ "name": p.name(), "rules": rules, "no_flying": no_flying })
        })
        .collect();
    let langs: Vec<serde_json::Value> = Lang::ALL
        .into_iter()
        .map(|l| serde_json::json!([l.code(), l.native_name()]))
        .collect();
    Html(
        template
            .replace("{{TEXTS}}", &script_json(&serde_json::Value::Object(texts)))
            .replace(
                "{{PRESETS}}",
                &script_json(&serde_json::Value::Array(presets)),
            )
            .replace("{{LANGS}}", &script_json(&serde_json::Value::Array(langs)))
            .replace("{{LANG}}", lang.code()),
    )
}

async fn front_page(Query(query): Query<HashMap<String, String>>, headers: HeaderMap) -> Response {
    page(include_str!("page/front.html"), page_lang(&query, &headers)).into_response()
}

async fn join_page(
    UrlPath(code): UrlPath<String>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    if !morris_protocol::is_well_formed_code(&code) {
        return (StatusCode::NOT_FOUND, "No room has this invite code.").into_response();
    }
    page(include_str!("page/game.html"), page_lang(&query, &headers)).into_response()
}

async fn game_page(
    UrlPath(room): UrlPath<String>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    if room.len() > 64
        || !room
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return (StatusCode::NOT_FOUND, "No room has this name.").into_response();
    }
    page(include_str!("page/game.html"), page_lang(&query, &headers)).into_response()
}

async fn record(State(hub): State<Arc<Hub>>, UrlPath(watch): UrlPath<String>) -> Response {
    let watch = watch.trim_end_matches(".pgn");
    match hub.record_by_watch(watch).await {
        Some(text) => (
            [
                (
                    header::CONTENT_TYPE,
                    "application/x-chess-pgn; charset=utf-8",
                ),
                (
                    header::CONTENT_DISPOSITION,
                    "attachment; filename=\"morris-game.pgn\"",
                ),
            ],
            text,
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, "No room has this watch code.").into_response(),
    }
}

async fn upgrade(ws: WebSocketUpgrade, State(hub): State<Arc<Hub>>) -> Response {
    // Frames up to 2 MiB are read so that a too-large message gets its
    // error; anything larger closes the socket.
    // A small read buffer: the library zeroes the whole of it before each
    // read, and our messages are small (128 KiB made that a fifth of the
    // server's time under load).
    ws.max_message_size(2 << 20)
        .max_frame_size(2 << 20)
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| connection(socket, hub))
}

/// Where a socket sits once it said hello.
struct Seated {
    cell: Arc<RoomCell>,
    seat: Option<Seat>,
    listen: broadcast::Receiver<Arc<str>>,
    /// The room as it stood when `listen` subscribed: everything the
    /// channel brings is newer.
    snapshot: Box<morris_protocol::GameState>,
}

/// The limits of one socket: a bucket of [`MAX_RATE`] messages refilled
/// each second, and the strikes against it.
struct Limits {
    tokens: f64,
    last: Instant,
    strikes: u32,
}

impl Limits {
    fn new() -> Limits {
        Limits {
            tokens: f64::from(MAX_RATE),
            last: Instant::now(),
            strikes: 0,
        }
    }

    fn take(&mut self) -> bool {
        let now = Instant::now();
        let rate = f64::from(MAX_RATE);
        self.tokens = (self.tokens + now.duration_since(self.last).as_secs_f64() * rate).min(rate);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

async fn connection(socket: WebSocket, hub: Arc<Hub>) {
    let (mut sink, mut stream) = socket.split();
    let (out, mut queue) = mpsc::channel::<Arc<str>>(512);
    let writer = tokio::spawn(async move {
        while let Some(text) = queue.recv().await {
            if sink
                .send(Message::Text(text.as_ref().into()))
                .await
                .is_err()
            {
                break;
            }
        }
        let _ = sink.close().await;
    });
    let mut seated: Option<Seated> = None;
    let hint_pending = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let mut limits = Limits::new();
    let mut ping = tokio::time::interval(Duration::from_secs(2));
    let mut pings: HashMap<u64, Instant> = HashMap::new();
    let mut next_ping = 0u64;
    let opened = Instant::now();
    let mut heard = Instant::now();
    let send = |m: &ServerMessage| {
        let _ = out.try_send(encode(m));
    };
    loop {
        tokio::select! {
            frame = stream.next() => {
                heard = Instant::now();
                let text = match frame {
                    None | Some(Ok(Message::Close(_))) => break,
                    Some(Ok(Message::Text(text))) => text.as_str().to_owned(),
                    Some(Ok(Message::Binary(_))) => {
                        limits.strikes += 1;
                        send(&ServerMessage::Error(ErrorMessage::with(ErrorCode::BadMessage, "messages are JSON text frames")));
                        if limits.strikes >= MAX_STRIKES { break; }
                        continue;
                    }
                    Some(Ok(_)) => continue,
                    Some(Err(e)) => {
                        send(&ServerMessage::Error(ErrorMessage::with(ErrorCode::BadMessage, format!("the connection broke: {e}"))));
                        break;
                    }
                };
                let refusal = if !limits.take() {
                    Some(ErrorMessage::new(ErrorCode::TooFast))
                } else if text.len() > MAX_MESSAGE {
                    Some(ErrorMessage::with(ErrorCode::TooBig, format!("a message may hold {MAX_MESSAGE} bytes, this one held {}", text.len())))
                } else {
                    None
                };
                if let Some(refusal) = refusal {
                    limits.strikes += 1;
                    // One error a second at most for a flood.
                    if refusal.code != ErrorCode::TooFast || limits.strikes <= 2 {
                        send(&ServerMessage::Error(refusal));
                    }
                    if limits.strikes >= MAX_STRIKES { break; }
                    continue;
                }
                let message: ClientMessage = match serde_json::from_str(&text) {
                    Ok(m) => m,
                    Err(e) => {
                        limits.strikes += 1;
                        send(&ServerMessage::Error(ErrorMessage::with(ErrorCode::BadMessage, e.to_string())));
                        if limits.strikes >= MAX_STRIKES { break; }
                        continue;
                    }
                };
                match (&mut seated, message) {
                    (None, ClientMessage::Hello { version, name, enter }) => {
                        if version != VERSION {
                            send(&ServerMessage::Error(ErrorMessage::with(ErrorCode::Version, format!("this server speaks version {VERSION}, the client {version}"))));
                            break;
                        }
                        match hello(&hub, &name, enter).await {
                            Ok((welcome, mut now_seated)) => {
                                send(&ServerMessage::Welcome(welcome));
                                let snapshot = std::mem::replace(
                                    &mut now_seated.snapshot,
                                    Box::new(morris_protocol::GameState::placeholder()),
                                );
                                send(&ServerMessage::State(snapshot));
                                seated = Some(now_seated);
                            }
                            Err(e) => {
                                send(&ServerMessage::Error(e));
                            }
                        }
                    }
                    (_, ClientMessage::Pong { id }) => {
                        if let (Some(sent), Some(s)) = (pings.remove(&id), &seated)
                            && let Some(seat) = s.seat
                        {
                            s.cell.set_lag(seat, sent.elapsed().as_millis() as u64);
                        }
                    }
                    (None, _) => {
                        limits.strikes += 1;
                        send(&ServerMessage::Error(ErrorMessage::with(ErrorCode::Hello, "say hello first")));
                        if limits.strikes >= MAX_STRIKES { break; }
                    }
                    (Some(_), ClientMessage::Hello { .. }) => {
                        limits.strikes += 1;
                        send(&ServerMessage::Error(ErrorMessage::new(ErrorCode::Hello)));
                        if limits.strikes >= MAX_STRIKES { break; }
                    }
                    (Some(s), ClientMessage::AskHint) => {
                        if hint_pending.load(std::sync::atomic::Ordering::Relaxed) {
                            send(&ServerMessage::Error(ErrorMessage::with(ErrorCode::NoRequest, "a hint is already being found")));
                            continue;
                        }
                        match hint_task(&hub, s).await {
                            Err(e) => send(&ServerMessage::Error(e)),
                            Ok((game, ply)) => {
                                hint_pending.store(true, std::sync::atomic::Ordering::Relaxed);
                                tokio::spawn(give_hint(Arc::clone(&hub), game, ply, out.clone(), Arc::clone(&hint_pending)));
                            }
                        }
                    }
                    (Some(s), ClientMessage::GetRecord) => {
                        let room = s.cell.room.lock().await;
                        send(&ServerMessage::Record { text: room.record_text() });
                    }
                    (Some(s), message) => {
                        let Some(seat) = s.seat else {
                            send(&ServerMessage::Error(ErrorMessage::new(ErrorCode::Watching)));
                            continue;
                        };
                        if let Err(e) = act(&hub, &s.cell, seat, message).await {
                            send(&ServerMessage::Error(e));
                        }
                    }
                }
            }
            told = async {
                match &mut seated {
                    Some(s) => s.listen.recv().await,
                    None => std::future::pending().await,
                }
            } => {
                match told {
                    Ok(text) => {
                        if out.try_send(text).is_err() {
                            // A socket that cannot keep up gets the state again when it can.
                            tracing::debug!("a slow socket missed a message");
                        }
                    }
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        if let Some(s) = &seated {
                            let room = s.cell.room.lock().await;
                            send(&ServerMessage::State(Box::new(room.state(now_ms()))));
                        }
                    }
                    Err(broadcast::error::RecvError::Closed) => break,
                }
            }
            _ = ping.tick() => {
                if heard.elapsed() > SILENCE || (seated.is_none() && opened.elapsed() > SILENCE) {
                    break;
                }
                next_ping += 1;
                pings.insert(next_ping, Instant::now());
                pings.retain(|_, t| t.elapsed() < Duration::from_secs(30));
                send(&ServerMessage::Ping { id: next_ping });
            }
        }
    }
    if let Some(Seated {
        cell,
        seat: Some(seat),
        ..
    }) = seated
    {
        let mut room = cell.room.lock().await;
        if let Some(notice) = hub
            .presence(&mut room, |r| r.disconnect(seat, now_ms()))
            .await
        {
            tracing::info!("room {}: {}", room.name(), notice_name(&notice));
            cell.tell(&room, &[notice]);
        }
    }
    drop(out);
    let _ = writer.await;
    // The writer sent the close frame: read what the peer still sends until
    // it closes too (a second at most), so that the socket ends with a
    // close, not a reset that would throw away our last messages to it.
    let _ = tokio::time::timeout(Duration::from_secs(1), async {
        while let Some(Ok(message)) = stream.next().await {
            if matches!(message, Message::Close(_)) {
                break;
            }
        }
    })
    .await;
}

/// The game to find a hint in, and its turn number: for a seated player
/// to move, in a room that allows help, on a server with an AI.
async fn hint_task(hub: &Hub, seated: &Seated) -> Result<(morris_core::Game, u32), ErrorMessage> {
    let seat = seated
        .seat
        .ok_or_else(|| ErrorMessage::new(ErrorCode::Watching))?;
    if hub.ai.is_none() {
        return Err(ErrorMessage::new(ErrorCode::NoAi));
    }
    let room = seated.cell.room.lock().await;
    if !room.settings().help {
        return Err(ErrorMessage::new(ErrorCode::NoHelp));
    }
    if room.game().is_over() {
        return Err(ErrorMessage::new(ErrorCode::GameOver));
    }
    if room.game().position().side_to_move() != room.color_of(seat) {
        return Err(ErrorMessage::new(ErrorCode::NotYourTurn));
    }
    Ok((room.game().clone(), room.game().moves().len() as u32))
}

/// Finds a hint in the AI's queue and sends it to the socket that asked.
async fn give_hint(
    hub: Arc<Hub>,
    game: morris_core::Game,
    ply: u32,
    out: mpsc::Sender<Arc<str>>,
    pending: Arc<std::sync::atomic::AtomicBool>,
) {
    if let Some(queue) = hub.ai() {
        let thinker = queue.thinker(queue.ticket()).await;
        let brain = queue.brain();
        let hint = tokio::task::spawn_blocking(move || brain.hint(&game))
            .await
            .ok()
            .flatten();
        drop(thinker);
        if let Some(m) = hint {
            let _ = out.try_send(encode(&ServerMessage::Hint {
                ply,
                turn: m.to_string(),
            }));
        }
    }
    pending.store(false, std::sync::atomic::Ordering::Relaxed);
}

/// Seats a socket that said hello.
async fn hello(
    hub: &Arc<Hub>,
    name: &str,
    enter: Enter,
) -> Result<(Welcome, Seated), ErrorMessage> {
    let now = now_ms();
    match enter {
        Enter::Host { settings } => {
            check_settings(hub, &settings)?;
            let (mut room, codes) = Room::create(name, settings, now);
            room.connect(Seat::Host, now);
            hub.insert(&room).await.map_err(|e| {
                tracing::error!("could not keep a new room: {e}");
                ErrorMessage::with(ErrorCode::Server, "the server could not keep the room")
            })?;
            tracing::info!("room {}: created ({})", room.name(), room.settings().rules);
            let welcome = Welcome {
                version: VERSION,
                room: room.name().to_owned(),
                host: Some(true),
                token: Some(codes.host_token),
                // The computer's room has no seat to invite anyone to.
                invite: room.ai_seat().is_none().then_some(codes.invite),
                watch: codes.watch,
            };
            let cell = hub.register(room);
            let mut guard = cell.room.lock().await;
            // The computer moves first when it plays White.
            hub.schedule_ai(&cell, &mut guard);
            let listen = cell.tell.subscribe();
            let snapshot = Box::new(guard.state(now_ms()));
            drop(guard);
            Ok((
                welcome,
                Seated {
                    cell,
                    seat: Some(Seat::Host),
                    listen,
                    snapshot,
                },
            ))
        }
        Enter::Join { code } => {
            let cell = hub
                .find_code(&code, false)
                .await?
                .ok_or_else(|| ErrorMessage::new(ErrorCode::UnknownCode))?;
            let mut room = cell.room.lock().await;
            let mut conflicts = 0;
            let (token, change) = loop {
                let backup = room.clone();
                let (token, change) = room.join(name, now)?;
                room.connect(Seat::Guest, now);
                match hub.keep(&mut room, backup, &change).await {
                    Ok(()) => break (token, change),
                    Err(KeepError::Conflict) if conflicts < MAX_CONFLICTS => conflicts += 1,
                    Err(e) => return Err(e.into()),
                }
            };
            tracing::info!("room {}: the guest joined", room.name());
            let welcome = Welcome {
                version: VERSION,
                room: room.name().to_owned(),
                host: Some(false),
                token: Some(token),
                invite: None,
                watch: String::new(),
            };
            let listen = cell.tell.subscribe();
            let snapshot = Box::new(room.state(now_ms()));
            hub.told(&cell, &mut room, &change.notices);
            drop(room);
            Ok((
                welcome,
                Seated {
                    cell,
                    seat: Some(Seat::Guest),
                    listen,
                    snapshot,
                },
            ))
        }
        Enter::Rejoin { room: name, token } => {
            let cell = hub
                .find_room(&name)
                .await?
                .ok_or_else(|| ErrorMessage::new(ErrorCode::BadToken))?;
            let mut room = cell.room.lock().await;
            let seat = room
                .seat_with_token(&token)
                .ok_or_else(|| ErrorMessage::new(ErrorCode::BadToken))?;
            if room.is_expired(now) {
                return Err(ErrorMessage::new(ErrorCode::RoomExpired));
            }
            let back = hub.presence(&mut room, |r| r.connect(seat, now)).await;
            let welcome = Welcome {
                version: VERSION,
                room: room.name().to_owned(),
                host: Some(seat == Seat::Host),
                token: Some(token),
                invite: None,
                watch: String::new(),
            };
            let listen = cell.tell.subscribe();
            let snapshot = Box::new(room.state(now_ms()));
            if let Some(back) = back {
                tracing::info!("room {}: {}", room.name(), notice_name(&back));
                cell.tell(&room, &[back]);
            }
            drop(room);
            Ok((
                welcome,
                Seated {
                    cell,
                    seat: Some(seat),
                    listen,
                    snapshot,
                },
            ))
        }
        Enter::Watch { code } => {
            let cell = hub
                .find_code(&code, true)
                .await?
                .ok_or_else(|| ErrorMessage::new(ErrorCode::UnknownCode))?;
            let room = cell.room.lock().await;
            if room.is_expired(now) {
                return Err(ErrorMessage::new(ErrorCode::RoomExpired));
            }
            let welcome = Welcome {
                version: VERSION,
                room: room.name().to_owned(),
                host: None,
                token: None,
                invite: None,
                watch: code,
            };
            let listen = cell.tell.subscribe();
            let snapshot = Box::new(room.state(now_ms()));
            drop(room);
            Ok((
                welcome,
                Seated {
                    cell,
                    seat: None,
                    listen,
                    snapshot,
                },
            ))
        }
    }
}

/// Refuses settings no one can play: a clock of no time or of more than a
/// day, or an away limit under ten seconds.
fn check_settings(hub: &Hub, settings: &RoomSettings) -> Result<(), ErrorMessage> {
    const DAY: u64 = 24 * 60 * 60 * 1000;
    if let Some(ai) = settings.ai {
        if hub.ai.is_none() {
            return Err(ErrorMessage::new(ErrorCode::NoAi));
        }
        if !(1..=10).contains(&ai.level) {
            return Err(ErrorMessage::with(
                ErrorCode::BadSettings,
                "the AI's level is 1 to 10",
            ));
        }
    }
    if let Some(clock) = settings.clock
        && (clock.initial_ms == 0 || clock.initial_ms > DAY || clock.increment_ms > DAY / 24)
    {
        return Err(ErrorMessage::with(
            ErrorCode::BadSettings,
            "a clock needs between a moment and a day, and at most an hour added a turn",
        ));
    }
    if settings
        .away_ms
        .is_some_and(|ms| !(10_000..=DAY).contains(&ms))
    {
        return Err(ErrorMessage::with(
            ErrorCode::BadSettings,
            "the away limit is between 10 seconds and a day",
        ));
    }
    Ok(())
}

async fn act(
    hub: &Arc<Hub>,
    cell: &Arc<RoomCell>,
    seat: Seat,
    message: ClientMessage,
) -> Result<(), ErrorMessage> {
    let action = match message {
        ClientMessage::Move { ply, turn } => Action::Move { ply, turn },
        ClientMessage::Resign => Action::Resign,
        ClientMessage::OfferDraw => Action::OfferDraw,
        ClientMessage::AnswerDraw { accept } => Action::AnswerDraw(accept),
        ClientMessage::AskTakeBack => Action::AskTakeBack,
        ClientMessage::AnswerTakeBack { accept } => Action::AnswerTakeBack(accept),
        ClientMessage::AskRematch => Action::AskRematch,
        ClientMessage::AnswerRematch { accept } => Action::AnswerRematch(accept),
        ClientMessage::ClaimWin => Action::ClaimWin,
        ClientMessage::Hello { .. }
        | ClientMessage::Pong { .. }
        | ClientMessage::GetRecord
        | ClientMessage::AskHint => {
            return Err(ErrorMessage::new(ErrorCode::BadMessage));
        }
    };
    let mut room = cell.room.lock().await;
    let mut conflicts = 0;
    loop {
        let backup = room.clone();
        let lag = cell.lag(seat).min(MAX_LAG_MS);
        let result = room.act(seat, action.clone(), now_ms(), lag);
        match act_kept(hub, cell, &mut room, backup, result).await {
            // Another server changed the room first: ask the room as it
            // is now (a turn already played there is refused).
            Err(KeepError::Conflict) if conflicts < MAX_CONFLICTS => conflicts += 1,
            Err(e) => return Err(e.into()),
            Ok(()) => return Ok(()),
        }
    }
}

/// Keeps and tells what the room answered to an action (or, refused, the
/// flag it found fallen).
async fn act_kept(
    hub: &Arc<Hub>,
    cell: &Arc<RoomCell>,
    room: &mut Room,
    backup: Room,
    result: Result<Change, ErrorMessage>,
) -> Result<(), KeepError> {
    match result {
        Ok(change) => {
            hub.keep(room, backup, &change).await?;
            log_change(room, &change);
            hub.told(cell, room, &change.notices);
            Ok(())
        }
        Err(e) => {
            // A refused move may still have found the flag fallen.
            if room.game().is_over() && !backup.game().is_over() {
                let change = Change {
                    store: vec![
                        crate::room::StoreOp::Room,
                        crate::room::StoreOp::Finished {
                            game: room.game_no(),
                            record: room.record_text(),
                        },
                    ],
                    notices: vec![Notice::Over(morris_protocol::outcome_state(
                        room.game().outcome().unwrap_or(morris_core::Outcome::draw(
                            morris_core::Termination::TimeForfeit,
                        )),
                    ))],
                };
                hub.keep(room, backup, &change).await?;
                log_change(room, &change);
                hub.told(cell, room, &change.notices);
            }
            Err(KeepError::Failed(e))
        }
    }
}

/// How `morris serve` runs.
#[derive(Clone, Debug)]
pub struct ServeConfig {
    /// The address to listen on.
    pub addr: SocketAddr,
    /// The store's directory.
    pub data: std::path::PathBuf,
    /// The certificate chain and the private key (PEM files) to serve
    /// over TLS with; `None` serves plain HTTP and WebSocket.
    pub tls: Option<(std::path::PathBuf, std::path::PathBuf)>,
    /// The AI for games against the computer and hints, with the most
    /// searches it runs at once; `None` for a server without one.
    pub ai: Option<(Arc<dyn crate::ai::Brain>, usize)>,
}

/// Runs the server on a runtime of its own until Ctrl-C (or SIGTERM), then
/// stops cleanly: no new sockets, every room kept. `ready` is told the
/// address bound (port 0 picks a free one).
///
/// # Errors
/// When the address cannot be bound or the store cannot be opened.
pub fn run(config: &ServeConfig, ready: impl FnOnce(SocketAddr)) -> Result<(), String> {
    run_on(config, None, ready)
}

/// As [`run`], with the rooms kept where `store` says: `None` for SQLite
/// in the data directory, or a `postgres://` URL for a database that
/// several servers share (see [`Store::from_arg`]).
///
/// # Errors
/// When the address cannot be bound or the store cannot be opened.
pub fn run_on(
    config: &ServeConfig,
    store: Option<&str>,
    ready: impl FnOnce(SocketAddr),
) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the server's runtime: {e}"))?;
    runtime.block_on(async {
        let store = Store::from_arg(store, &config.data)
            .await
            .map_err(|e| e.to_string())?;
        let ai = config
            .ai
            .as_ref()
            .map(|(brain, searches)| AiQueue::new(Arc::clone(brain), *searches));
        let hub = Hub::start(store, ai).await.map_err(|e| e.to_string())?;
        let tls = match &config.tls {
            Some((cert, key)) => Some(tls_config(cert, key).await?),
            None => None,
        };
        let listener = tokio::net::TcpListener::bind(config.addr)
            .await
            .map_err(|e| format!("cannot listen on {}: {e}", config.addr))?;
        let addr = listener
            .local_addr()
            .map_err(|e| format!("cannot listen on {}: {e}", config.addr))?;
        ready(addr);
        tracing::info!(
            "listening on {addr}{}",
            if tls.is_some() { " (TLS)" } else { "" }
        );
        match tls {
            None => serve(listener, hub, stop_signal())
                .await
                .map_err(|e| format!("the server stopped: {e}"))?,
            Some(tls) => serve_tls(listener, hub, tls, stop_signal()).await?,
        }
        tracing::info!("stopped");
        Ok(())
    })
}

/// The TLS configuration from a certificate chain and a private key, both
/// PEM files.
async fn tls_config(
    cert: &Path,
    key: &Path,
) -> Result<axum_server::tls_rustls::RustlsConfig, String> {
    // One crypto provider for the process: ring, the one built in.
    let _ = rustls::crypto::ring::default_provider().install_default();
    axum_server::tls_rustls::RustlsConfig::from_pem_file(cert, key)
        .await
        .map_err(|e| {
            format!(
                "cannot use the certificate {} with the key {}: {e}",
                cert.display(),
                key.display()
            )
        })
}

/// [`serve`] over TLS.
///
/// # Errors
/// When the listener fails.
pub async fn serve_tls(
    listener: tokio::net::TcpListener,
    hub: Arc<Hub>,
    tls: axum_server::tls_rustls::RustlsConfig,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    let listener = listener
        .into_std()
        .map_err(|e| format!("the listener: {e}"))?;
    let handle = axum_server::Handle::new();
    let stopper = handle.clone();
    tokio::spawn(async move {
        shutdown.await;
        stopper.graceful_shutdown(Some(Duration::from_secs(2)));
    });
    // No Nagle delay under TLS either (see `serve`).
    let acceptor = axum_server::tls_rustls::RustlsAcceptor::new(tls)
        .acceptor(axum_server::accept::NoDelayAcceptor::new());
    axum_server::from_tcp(listener)
        .map_err(|e| format!("the listener: {e}"))?
        .acceptor(acceptor)
        .handle(handle)
        .serve(router(hub).into_make_service())
        .await
        .map_err(|e| format!("the server stopped: {e}"))
}

/// Ctrl-C, or SIGTERM on Unix.
async fn stop_signal() {
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(term) => term,
                Err(_) => {
                    let _ = tokio::signal::ctrl_c().await;
                    return;
                }
            };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
