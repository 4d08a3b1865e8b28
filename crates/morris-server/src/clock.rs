//! A room's clock task, while its clock runs: ends the game when a flag
//! falls, without waiting for a message.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use crate::hub::{Hub, RoomCell};
use crate::now_ms;
use crate::room::Decision;

/// Watches `cell`'s clock until it stops or the room is let go; started
/// again by [`Hub::keep_time`] when it runs again.
pub(crate) async fn watch_clock(cell: Arc<RoomCell>, hub: Arc<Hub>) {
    loop {
        let deadline = {
            let room = cell.room.lock().await;
            let seat = room.seat_of(room.game().position().side_to_move());
            let deadline = room.flag_deadline(cell.lag(seat));
            if deadline.is_none() || cell.closed.load(Ordering::Relaxed) {
                // Said under the room's lock, under which it is started.
                cell.timing.store(false, Ordering::Relaxed);
                return;
            }
            deadline
        };
        let Some(deadline) = deadline else {
            return;
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
