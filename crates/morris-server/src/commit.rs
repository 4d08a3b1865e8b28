//! The one road of every change to a room: the room decides, the store
//! keeps, and only then is everyone in the room told (and the computer
//! asked for what it now owes). Joining, coming and going, a player's
//! action, the computer's answer and a fallen flag all take it.

use std::sync::Arc;

use morris_protocol::{ErrorCode, ErrorMessage, Notice};

use crate::hub::{Hub, RoomCell};
use crate::room::{Change, Decision, Room};
use crate::store::Applied;

/// How many times a server asks a room again that another server changed
/// meanwhile.
const MAX_CONFLICTS: usize = 8;

impl Hub {
    /// Asks `room` (held by `cell`, its lock held by the caller) what
    /// `decide` makes of it, keeps the change and tells it. When another
    /// server sharing the store changed the room first, the room is read
    /// again and asked again (a turn already played there is then refused),
    /// up to [`MAX_CONFLICTS`] times.
    ///
    /// # Errors
    /// The decision's refusal (a refusal's change, a flag found fallen, is
    /// kept and told all the same), or the store's failure, after which
    /// the room is as it was.
    pub(crate) async fn commit(
        self: &Arc<Hub>,
        cell: &Arc<RoomCell>,
        room: &mut Room,
        mut decide: impl FnMut(&mut Room) -> Decision + Send,
    ) -> Result<(), ErrorMessage> {
        for _ in 0..=MAX_CONFLICTS {
            let backup = room.clone();
            let Decision { change, refusal } = decide(room);
            if let Some(refusal) = &refusal
                && change.is_empty()
            {
                // A plain refusal changed nothing.
                return Err(refusal.clone());
            }
            room.count_told(change.notices.len());
            match self.store.keep(room, &change).await {
                Ok(Applied::Kept(version)) => {
                    room.set_version(version);
                    if !change.is_empty() {
                        log_change(room, &change);
                        self.told(cell, room, &change.notices);
                    }
                    return refusal.map_or(Ok(()), Err);
                }
                Ok(Applied::Conflict) => {
                    *room = backup;
                    self.reload(room).await;
                }
                Err(e) => {
                    tracing::error!("room {}: could not keep a change: {e}", room.name());
                    *room = backup;
                    return Err(ErrorMessage::with(
                        ErrorCode::Server,
                        "the server could not keep that; try again",
                    ));
                }
            }
        }
        Err(ErrorMessage::with(
            ErrorCode::Stale,
            "the room changed meanwhile; look at it again",
        ))
    }

    /// Tells everyone in the room `notices` (the last of them the room's
    /// latest) and the state, after asking the AI for the search it now
    /// owes the room, if any.
    pub(crate) fn told(self: &Arc<Hub>, cell: &Arc<RoomCell>, room: &mut Room, notices: &[Notice]) {
        let last = room.told();
        self.told_as(cell, room, notices, last);
    }

    /// As [`Hub::told`], the last notice being the room's `last`-th (a
    /// change another server made, whose room moved on since).
    pub(crate) fn told_as(
        self: &Arc<Hub>,
        cell: &Arc<RoomCell>,
        room: &mut Room,
        notices: &[Notice],
        last: u64,
    ) {
        self.schedule_ai(cell, room);
        self.keep_time(cell, room);
        cell.tell(room, notices, last);
    }
}

/// One log line a notice of a kept change.
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

/// A notice's `what`, for the log.
fn notice_name(notice: &Notice) -> String {
    serde_json::to_value(notice)
        .ok()
        .and_then(|v| v.get("what").and_then(|w| w.as_str()).map(str::to_owned))
        .unwrap_or_default()
}
