//! The server's rooms in use: each held in a [`RoomCell`] (the room
//! behind its lock, the channel that tells its sockets while any listens,
//! what wakes its clock), found by name or by code, read from the store
//! when not held (`sweep.rs` lets them go).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use morris_protocol::{ErrorCode, ErrorMessage, Notice, ServerMessage};
use tokio::sync::{Notify, broadcast};

use crate::ai::AiQueue;
use crate::kept::GameCache;
use crate::limits::{Limits, RoomQuota};
use crate::room::{Room, Seat};
use crate::store::{Store, StoreError};
use crate::{now_ms, secret};

/// How long rooms are kept after they expire, so that their codes are
/// still refused as "expired" rather than "unknown".
pub(crate) const FORGET_AFTER_MS: u64 = 7 * 24 * 60 * 60 * 1000;

/// One room in the server: its state behind a lock, the channel that tells
/// its sockets, and what wakes its clock task.
#[derive(Debug)]
pub(crate) struct RoomCell {
    pub(crate) room: tokio::sync::Mutex<Room>,
    /// The channel that tells the room's sockets, made when the first one
    /// listens and dropped when none listens (a room no one is in costs
    /// no channel): both happen under the room's lock.
    channel: Mutex<Option<broadcast::Sender<Arc<str>>>>,
    pub(crate) wake: Notify,
    /// The last round trip measured of each seat's socket, milliseconds.
    lag: Mutex<[u64; 2]>,
    /// Set when the room is forgotten: its clock task ends.
    pub(crate) closed: AtomicBool,
    /// Whether the clock task runs (while the room's clock does).
    pub(crate) timing: AtomicBool,
    /// The AI's search under way for this room (the last one started): its
    /// game, purpose and turns.
    pub(crate) ai_busy: Mutex<Option<crate::computer::AiKey>>,
    /// The address the host last came from: in a game against the
    /// computer, whose turn in the AI's queue its searches take.
    pub(crate) host_from: Mutex<Option<IpAddr>>,
    /// Whether a hint is being found for each seat: one at a time.
    pub(crate) hinting: [AtomicBool; 2],
    /// The sockets each seat really has open on this server, counted apart
    /// from the room: what the room counts is put right from it when the
    /// store is back ([`Hub::recount`]).
    pub(crate) open: Mutex<[u32; 2]>,
}

impl RoomCell {
    fn new(room: Room) -> Arc<RoomCell> {
        Arc::new(RoomCell {
            room: tokio::sync::Mutex::new(room),
            channel: Mutex::new(None),
            wake: Notify::new(),
            lag: Mutex::new([0, 0]),
            closed: AtomicBool::new(false),
            timing: AtomicBool::new(false),
            ai_busy: Mutex::new(None),
            host_from: Mutex::new(None),
            hinting: [AtomicBool::new(false), AtomicBool::new(false)],
            open: Mutex::new([0, 0]),
        })
    }

    /// Counts a socket of `seat` opened here (`1`) or closed (`-1`).
    pub(crate) fn count_open(&self, seat: Seat, delta: i32) {
        if let Ok(mut open) = self.open.lock() {
            let n = &mut open[seat.index()];
            *n = n.saturating_add_signed(delta);
        }
    }

    /// Notes that a socket from `from` took `seat`: the host's address is
    /// the one its computer's searches are queued under.
    pub(crate) fn came_from(&self, seat: Seat, from: Option<IpAddr>) {
        if seat == Seat::Host
            && from.is_some()
            && let Ok(mut host) = self.host_from.lock()
        {
            *host = from;
        }
    }

    /// Whether the room was let go (forgotten): a socket that found it
    /// before is not seated in it.
    pub(crate) fn is_closed(&self) -> bool {
        self.closed.load(Ordering::Relaxed)
    }

    const fn slot(seat: Seat) -> usize {
        match seat {
            Seat::Host => 0,
            Seat::Guest => 1,
        }
    }

    /// The last round trip measured of `seat`'s socket, milliseconds.
    pub(crate) fn lag(&self, seat: Seat) -> u64 {
        self.lag.lock().map_or(0, |l| l[Self::slot(seat)])
    }

    pub(crate) fn set_lag(&self, seat: Seat, ms: u64) {
        if let Ok(mut lag) = self.lag.lock() {
            lag[Self::slot(seat)] = ms;
        }
    }

    /// A socket's ear for what the room is told from now on; called with
    /// the room locked (`_room`), as every telling is.
    pub(crate) fn listen(&self, _room: &Room) -> broadcast::Receiver<Arc<str>> {
        let mut channel = self
            .channel
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        channel
            .get_or_insert_with(|| broadcast::channel(CHANNEL_SIZE).0)
            .subscribe()
    }

    /// The channel, if a socket listens; dropped when none does.
    pub(crate) fn listened(&self) -> Option<broadcast::Sender<Arc<str>>> {
        let mut channel = self.channel.lock().ok()?;
        if channel.as_ref().is_some_and(|c| c.receiver_count() == 0) {
            *channel = None;
        }
        channel.clone()
    }

    /// Tells everyone in the room the notices, the last of them the
    /// room's `last`-th, then the state.
    pub(crate) fn tell(&self, room: &Room, notices: &[Notice], last: u64) {
        if let Some(channel) = self.listened() {
            let first = (last + 1).saturating_sub(notices.len() as u64);
            for (seq, notice) in (first..).zip(notices) {
                let _ = channel.send(encode(&ServerMessage::Notice {
                    seq,
                    notice: notice.clone(),
                }));
            }
            let _ = channel.send(encode(&ServerMessage::State(Box::new(
                room.state(now_ms()),
            ))));
        }
        self.wake.notify_one();
    }
}

/// How many messages a room's channel keeps for a slow socket: one that
/// falls further behind is sent the state instead.
const CHANNEL_SIZE: usize = 256;

/// A message as its JSON text, shared by every socket that sends it.
pub(crate) fn encode(message: &ServerMessage) -> Arc<str> {
    serde_json::to_string(message)
        .unwrap_or_else(|_| r#"{"type":"error","code":"server","message":"encoding"}"#.into())
        .into()
}

/// The server's rooms and store.
#[derive(Debug)]
pub struct Hub {
    pub(crate) rooms: Mutex<HashMap<String, Arc<RoomCell>>>,
    /// Invite and watch code digests to room names.
    pub(crate) invites: Mutex<HashMap<[u8; 32], String>>,
    pub(crate) watches: Mutex<HashMap<[u8; 32], String>>,
    /// Where the rooms are kept.
    pub(crate) store: Arc<dyn Store>,
    /// The AI that plays the computer's rooms and gives hints, if any.
    pub(crate) ai: Option<AiQueue>,
    /// What visitors may ask of the server.
    pub(crate) limits: Limits,
    /// The rooms each address may still make.
    pub(crate) quota: RoomQuota,
    /// The tablebase answers each address may still ask for.
    pub(crate) asked: RoomQuota,
    /// The puzzle API's answers each address may still ask for.
    pub(crate) puzzles_asked: RoomQuota,
    /// The puzzle attempts each address may still have rated.
    pub(crate) attempts: RoomQuota,
    /// The tablebase's answers lately given, by position.
    pub(crate) positions: GameCache<Arc<str>>,
    /// How many rooms the store keeps, held in memory or not (counted
    /// again from the store at each hourly sweep).
    pub(crate) kept: AtomicU64,
    /// When the refusal of a room for a full server was last logged, and
    /// how many were refused since.
    full_said: AtomicU64,
    full_refused: AtomicU64,
    /// The reviews made lately, answered again without a search.
    pub(crate) reviews: GameCache<Arc<crate::ai::Reviewed>>,
    /// The hints found lately, by position: asked again (by anyone) in
    /// the same position, answered at once.
    pub(crate) hints: GameCache<morris_core::Move>,
}

/// How many hints the server keeps (a few bytes each, and the key).
pub(crate) const HINTS_KEPT: usize = 4096;

impl Hub {
    /// The rooms kept in `store`, their clocks running again, with `ai` to
    /// play the games against the computer and give hints (without it,
    /// such rooms are refused). With a shared store, returns once the hub
    /// hears the other servers' changes.
    ///
    /// # Errors
    /// When the store cannot be read, or a shared store cannot be listened
    /// to.
    pub async fn start(store: Arc<dyn Store>, ai: Option<AiQueue>) -> Result<Arc<Hub>, StoreError> {
        Hub::start_with(store, ai, Limits::default()).await
    }

    /// As [`Hub::start`], under `limits`.
    ///
    /// # Errors
    /// As [`Hub::start`].
    pub async fn start_with(
        store: Arc<dyn Store>,
        ai: Option<AiQueue>,
        limits: Limits,
    ) -> Result<Arc<Hub>, StoreError> {
        let heard = store.listen().await?;
        // Alive before the first socket is counted.
        store.beat(now_ms()).await?;
        let kept = store.count().await?;
        let hub = Arc::new(Hub {
            rooms: Mutex::new(HashMap::new()),
            invites: Mutex::new(HashMap::new()),
            watches: Mutex::new(HashMap::new()),
            store,
            ai,
            limits,
            quota: RoomQuota::default(),
            asked: RoomQuota::default(),
            puzzles_asked: RoomQuota::default(),
            attempts: RoomQuota::default(),
            positions: GameCache::new(crate::tablebase::POSITIONS_KEPT),
            kept: AtomicU64::new(kept),
            full_said: AtomicU64::new(0),
            full_refused: AtomicU64::new(0),
            reviews: GameCache::new(crate::review::REVIEWS_KEPT),
            hints: GameCache::new(HINTS_KEPT),
        });
        // Rooms are read from the store when someone asks for one.
        tracing::info!("{kept} rooms kept");
        if let Some(heard) = heard {
            tokio::spawn(crate::follow::heartbeat(Arc::clone(&hub.store)));
            tokio::spawn(crate::follow::follow(Arc::clone(&hub), heard));
        }
        Ok(hub)
    }

    /// The limits the server keeps.
    #[must_use]
    pub const fn limits(&self) -> &Limits {
        &self.limits
    }

    /// Whether a visitor at `from` (unknown: `None`) may make a room now:
    /// the server holds fewer than [`Limits::max_rooms`] and the address
    /// made fewer than [`Limits::rooms_per_address`] this last hour.
    pub(crate) fn may_make_room(&self, from: Option<IpAddr>) -> Result<(), ErrorMessage> {
        let kept = self.kept.load(Ordering::Relaxed);
        if kept >= self.limits.max_rooms as u64 {
            // Said once a minute at most: a flood of refusals is no flood
            // of the log.
            let refused = self.full_refused.fetch_add(1, Ordering::Relaxed) + 1;
            let now = now_ms();
            let said = self.full_said.load(Ordering::Relaxed);
            if now.saturating_sub(said) >= 60_000
                && self
                    .full_said
                    .compare_exchange(said, now, Ordering::Relaxed, Ordering::Relaxed)
                    .is_ok()
            {
                self.full_refused.store(0, Ordering::Relaxed);
                tracing::warn!(
                    "refused {refused} rooms since the last word: {kept} rooms kept, the most (--max-rooms)"
                );
            }
            return Err(ErrorMessage::new(ErrorCode::ServerFull));
        }
        if let Some(ip) = from
            && !self.quota.take(ip, self.limits.rooms_per_address)
        {
            return Err(ErrorMessage::with(
                ErrorCode::TooManyRooms,
                format!(
                    "an address may make {} rooms an hour; try again later",
                    self.limits.rooms_per_address
                ),
            ));
        }
        Ok(())
    }

    /// The AI's queue, if this server has an AI.
    #[must_use]
    pub fn ai(&self) -> Option<&AiQueue> {
        self.ai.as_ref()
    }

    /// The rooms held, for a task that visits them all.
    pub(crate) fn cells(&self) -> Vec<Arc<RoomCell>> {
        self.rooms
            .lock()
            .map(|r| r.values().cloned().collect())
            .unwrap_or_default()
    }

    /// The room named `name`: the one held, else the one a shared store
    /// holds.
    pub(crate) async fn find_room(
        self: &Arc<Hub>,
        name: &str,
    ) -> Result<Option<Arc<RoomCell>>, ErrorMessage> {
        if let Some(cell) = self.held(name) {
            return Ok(Some(cell));
        }
        match self.store.load(name).await {
            Ok(Some(room)) => Ok(Some(self.adopt(room))),
            Ok(None) => Ok(None),
            Err(e) => {
                tracing::error!("could not read room {name}: {e}");
                Err(unreadable())
            }
        }
    }

    /// The room whose invite (or, with `watch`, watch) code is `code`.
    pub(crate) async fn find_code(
        self: &Arc<Hub>,
        code: &str,
        watch: bool,
    ) -> Result<Option<Arc<RoomCell>>, ErrorMessage> {
        let Some(digest) = secret::code_digest(code) else {
            return Ok(None);
        };
        let map = if watch { &self.watches } else { &self.invites };
        if let Some(cell) = self.by_code(map, &digest) {
            return Ok(Some(cell));
        }
        match self.store.find(&digest, watch).await {
            Ok(Some(name)) => self.find_room(&name).await,
            Ok(None) => Ok(None),
            Err(e) => {
                tracing::error!("could not look up a code: {e}");
                Err(unreadable())
            }
        }
    }

    /// Holds `room` (unless a room of its name came meanwhile: that one is
    /// the one), its clock watched; asks its AI for what it owes.
    pub(crate) fn adopt(self: &Arc<Hub>, room: Room) -> Arc<RoomCell> {
        let cell = self.register(room);
        if let Ok(mut room) = cell.room.try_lock() {
            self.schedule_ai(&cell, &mut room);
        }
        cell
    }

    /// Puts right what `room` counts of this server's sockets from what
    /// is really open (after the store was down, a socket that came or
    /// went meanwhile may be missing from it), keeping and telling the
    /// difference.
    pub(crate) async fn recount(self: &Arc<Hub>, cell: &Arc<RoomCell>, room: &mut Room) {
        let open = cell.open.lock().map(|o| *o).unwrap_or_default();
        if room.counts_open(open) {
            return;
        }
        let _ = self
            .commit(cell, room, |room| {
                let notices = room.set_open(open, now_ms());
                crate::room::Decision::accepted(crate::room::Change {
                    store: Vec::new(),
                    notices,
                })
            })
            .await;
    }

    /// Reads `room` again from a shared store (it changed elsewhere).
    pub(crate) async fn reload(&self, room: &mut Room) {
        match self.store.load(room.name()).await {
            Ok(Some(fresh)) => room.refresh(fresh),
            Ok(None) => tracing::warn!("room {} is no longer in the store", room.name()),
            Err(e) => tracing::error!("could not read room {} again: {e}", room.name()),
        }
    }

    /// Holds a new room: keeps it in the store, then in memory.
    pub(crate) async fn insert(self: &Arc<Hub>, room: Room) -> Result<Arc<RoomCell>, ErrorMessage> {
        self.store.insert(&room).await.map_err(|e| {
            tracing::error!("could not keep a new room: {e}");
            ErrorMessage::with(ErrorCode::Server, "the server could not keep the room")
        })?;
        tracing::info!("room {}: created ({})", room.name(), room.settings().rules);
        self.kept.fetch_add(1, Ordering::Relaxed);
        Ok(self.register(room))
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
        if let Ok(room) = cell.room.try_lock() {
            self.keep_time(&cell, &room);
        }
        cell
    }

    /// Starts the clock task of `cell`'s room if its clock runs and no
    /// task watches it (called with the room locked, as the task ends).
    pub(crate) fn keep_time(self: &Arc<Hub>, cell: &Arc<RoomCell>, room: &Room) {
        if room.flag_deadline(0).is_some() && !cell.timing.swap(true, Ordering::Relaxed) {
            tokio::spawn(crate::clock::watch_clock(
                Arc::clone(cell),
                Arc::clone(self),
            ));
        }
    }

    /// The room named `name`, if this server holds it.
    pub(crate) fn held(&self, name: &str) -> Option<Arc<RoomCell>> {
        self.rooms.lock().ok()?.get(name).cloned()
    }

    fn by_code(
        &self,
        map: &Mutex<HashMap<[u8; 32], String>>,
        digest: &[u8; 32],
    ) -> Option<Arc<RoomCell>> {
        let name = map.lock().ok()?.get(digest)?.clone();
        self.held(&name)
    }

    /// The record of the current game of the room with `watch` code.
    pub async fn record_by_watch(self: &Arc<Hub>, watch: &str) -> Option<String> {
        let cell = self.find_code(watch, true).await.ok()??;
        let room = cell.room.lock().await;
        Some(room.record_text())
    }
}

fn unreadable() -> ErrorMessage {
    ErrorMessage::with(
        ErrorCode::Server,
        "the server could not read the room; try again",
    )
}
