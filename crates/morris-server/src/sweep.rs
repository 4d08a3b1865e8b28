//! Letting rooms go: the quiet ones from memory (read again from the
//! store when asked for), the ones no one joined and the long expired
//! ones from the store too; and the tasks that do it.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use crate::hub::{FORGET_AFTER_MS, Hub, RoomCell};
use crate::now_ms;
use crate::room::{IDLE_LIMIT_MS, Room};

impl Hub {
    /// Lets go of `room` (its cell's): its clock task ends, its name and
    /// codes are no longer found here.
    fn let_go(&self, cell: &Arc<RoomCell>, room: &Room) {
        self.let_go_if(cell, room, |_| true);
    }

    /// Lets go of `room` if `may` says so of its cell, looked at while no
    /// one can find the room here; whether it did.
    fn let_go_if(
        &self,
        cell: &Arc<RoomCell>,
        room: &Room,
        may: impl FnOnce(&Arc<RoomCell>) -> bool,
    ) -> bool {
        {
            let Ok(mut rooms) = self.rooms.lock() else {
                return false;
            };
            if !may(cell) {
                return false;
            }
            if rooms
                .get(room.name())
                .is_some_and(|held| Arc::ptr_eq(held, cell))
            {
                rooms.remove(room.name());
            }
        }
        cell.closed.store(true, Ordering::Relaxed);
        cell.wake.notify_one();
        let row = room.row();
        if let Ok(mut m) = self.invites.lock() {
            m.remove(&row.secrets.invite);
        }
        if let Ok(mut m) = self.watches.lock() {
            m.remove(&row.secrets.watch);
        }
        true
    }

    /// How many rooms this server holds in memory.
    #[must_use]
    pub fn held_count(&self) -> usize {
        self.rooms.lock().map_or(0, |r| r.len())
    }

    /// Lets go of the rooms nothing runs in ([`Room::is_quiet`]) that no
    /// socket, search or hello under way holds: they are read again from
    /// the store when someone asks for one. How many. The rooms kept drop
    /// the channel no socket listens to.
    pub async fn let_go_quiet(&self) -> usize {
        let mut let_go = 0;
        for cell in self.cells() {
            let room = cell.room.lock().await;
            // A channel no socket listens to any more goes now.
            let _ = cell.listened();
            let searching = cell.ai_busy.lock().map_or(true, |busy| busy.is_some());
            if searching || !room.is_quiet() {
                continue;
            }
            // Held by the rooms here, this loop and a clock task ending
            // alone: a socket, a search or a hello that found the room
            // holds one more, and finding it takes the lock this is looked
            // at under.
            let alone = 2 + usize::from(cell.timing.load(Ordering::Relaxed));
            if self.let_go_if(&cell, &room, |cell| Arc::strong_count(cell) <= alone) {
                let_go += 1;
            }
        }
        if let_go > 0 {
            tracing::debug!("let go of {let_go} quiet rooms");
        }
        let_go
    }

    /// Forgets the rooms no one joined that have stood empty for
    /// [`crate::Limits::unjoined_room`], in the store and in memory: those held
    /// here, and those the store names that were not read since the
    /// server started (read now, they are forgotten the next time).
    pub async fn sweep_unjoined(self: &Arc<Hub>) {
        let limit = self.limits.unjoined_room.as_millis() as u64;
        let now = now_ms();
        match self.store.unjoined(now.saturating_sub(limit)).await {
            Ok(names) => {
                for name in names {
                    if self.held(&name).is_none() {
                        let _ = self.find_room(&name).await;
                    }
                }
            }
            Err(e) => tracing::warn!("could not look for rooms no one joined: {e}"),
        }
        for cell in self.cells() {
            let room = cell.room.lock().await;
            if room
                .unjoined_since()
                .is_none_or(|since| now.saturating_sub(since) < limit)
            {
                continue;
            }
            match self.store.forget(room.name()).await {
                Ok(()) => {
                    tracing::info!("room {}: no one joined; forgotten", room.name());
                    self.kept.fetch_sub(1, Ordering::Relaxed);
                    self.let_go(&cell, &room);
                }
                Err(e) => tracing::warn!("could not forget room {}: {e}", room.name()),
            }
        }
        self.quota.prune(self.limits.rooms_per_address);
        self.asked
            .prune_within(self.limits.tablebase_requests, self.limits.tablebase_period);
        self.puzzles_asked
            .prune_within(self.limits.puzzle_requests, self.limits.puzzle_period);
        self.attempts.prune(self.limits.puzzle_attempts_per_hour);
    }

    /// Forgets rooms expired for a week, in memory and in the store, and
    /// counts again the rooms kept.
    pub async fn sweep(&self) {
        let now = now_ms();
        for cell in self.cells() {
            let room = cell.room.lock().await;
            if room.is_expired(now.saturating_sub(FORGET_AFTER_MS)) {
                self.let_go(&cell, &room);
            }
        }
        let before = now.saturating_sub(IDLE_LIMIT_MS + FORGET_AFTER_MS);
        if let Err(e) = self.store.forget_idle(before).await {
            tracing::warn!("could not forget old rooms: {e}");
        }
        match self.store.count().await {
            Ok(kept) => self.kept.store(kept, Ordering::Relaxed),
            Err(e) => tracing::warn!("could not count the rooms kept: {e}"),
        }
    }
}

/// The tasks that forget rooms: those expired for a week (hourly) and
/// those no one joined (four times within [`crate::Limits::unjoined_room`], at
/// most once a minute, when the quiet rooms are also let go from memory).
pub(crate) fn sweepers(hub: &Arc<Hub>) -> [tokio::task::JoinHandle<()>; 2] {
    let expired = {
        let hub = Arc::clone(hub);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(Duration::from_secs(3600));
            loop {
                every.tick().await;
                hub.sweep().await;
            }
        })
    };
    let unjoined = {
        let hub = Arc::clone(hub);
        let period = (hub.limits.unjoined_room / 4)
            .clamp(Duration::from_millis(10), Duration::from_secs(60));
        tokio::spawn(async move {
            let mut every = tokio::time::interval(period);
            every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                every.tick().await;
                hub.sweep_unjoined().await;
                hub.let_go_quiet().await;
            }
        })
    };
    [expired, unjoined]
}
