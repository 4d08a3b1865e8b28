//! Each room's clock task: ends the game when a flag falls, without
//! waiting for a message.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use crate::hub::{Hub, RoomCell};
use crate::now_ms;
use crate::room::Decision;

/// Watches `cell`'s clock until the room is forgotten.
pub(crate) async fn watch_clock(cell: Arc<RoomCell>, hub: Arc<Hub>) {
    loop {
        if cell.closed.load(Ordering::Relaxed) {
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
                let seat = room.seat_of(room.game().position().side_to_move());
                if room.flag_deadline(cell.lag(seat)).is_none_or(|d| now_ms() < d) {
                    // A turn came meanwhile, or the clock stopped.
                    continue;
                }
                let kept = hub
                    .commit(&cell, &mut room, |room| {
                        let seat = room.seat_of(room.game().position().side_to_move());
                        room.check_flag(now_ms(), cell.lag(seat))
                            .map_or_else(Decision::default, Decision::accepted)
                    })
                    .await;
                if kept.is_err() {
                    // The store failed: try again in a second, not at once.
                    drop(room);
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
            () = cell.wake.notified() => {}
        }
    }
}
