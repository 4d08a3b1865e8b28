//! The computer in a room: the search its seat owes (its turn, or its
//! answer to a draw offer) started in the AI's queue, and its answer played
//! through the room like a player's, if the room still owes it.

use std::sync::Arc;
use std::time::Duration;

use morris_protocol::{AiDoing, ClientMessage};

use morris_core::Move;

use crate::ai::Ticket;
use crate::hub::{Hub, RoomCell};
use crate::now_ms;
use crate::room::{AiPurpose, AiTask, Room, Seat};

/// What a search of a room's AI is for: the room's game number, the
/// purpose, and the turns of the position (after a take-back and another
/// turn, the same ply is another position: another search).
pub(crate) type AiKey = (u32, AiPurpose, Vec<Move>);

fn key_of(task: &AiTask) -> AiKey {
    (task.game_no, task.purpose, task.game.moves().to_vec())
}

impl Hub {
    /// Starts the search the room's AI owes, unless it is under way; says
    /// in the room whether it thinks or waits for a thinker.
    pub(crate) fn schedule_ai(self: &Arc<Hub>, cell: &Arc<RoomCell>, room: &mut Room) {
        let (Some(queue), Some(task)) = (&self.ai, room.ai_task()) else {
            room.set_ai_doing(AiDoing::Idle);
            return;
        };
        let key = key_of(&task);
        {
            let Ok(mut busy) = cell.ai_busy.lock() else {
                return;
            };
            if busy.as_ref() == Some(&key) {
                return;
            }
            *busy = Some(key);
        }
        let asker = cell.host_from.lock().ok().and_then(|from| *from);
        let ticket = queue.ticket(asker);
        room.set_ai_doing(if ticket.waits {
            AiDoing::Waiting {
                ahead: ticket.ahead,
            }
        } else {
            AiDoing::Thinking
        });
        let clock_left_ms = room.clocks_left(now_ms()).map(|left| left[task.side]);
        tokio::spawn(search(
            Arc::clone(self),
            Arc::clone(cell),
            task,
            ticket,
            clock_left_ms,
        ));
    }
}

/// What the AI's search found, as the message its seat sends.
fn answer(task: &AiTask, hub: &Hub, clock_left_ms: Option<u64>) -> Option<ClientMessage> {
    let brain = hub.ai.as_ref()?.brain();
    match task.purpose {
        AiPurpose::Move => brain
            .choose(&task.game, task.level, clock_left_ms)
            .map(|m| ClientMessage::Move {
                ply: task.ply,
                turn: m.to_string(),
            }),
        AiPurpose::Draw => Some(ClientMessage::AnswerDraw {
            accept: brain.accepts_draw(&task.game, task.side),
        }),
    }
}

/// One search of a room's AI: waits for a thinker, thinks on a blocking
/// thread, then plays its answer if the room still owes it.
async fn search(
    hub: Arc<Hub>,
    cell: Arc<RoomCell>,
    task: AiTask,
    ticket: Ticket,
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
                cell.tell(&room, &[], room.told());
            }
        }
        owed
    };
    let message = if still_owed {
        let (hub, task) = (Arc::clone(&hub), task.clone());
        tokio::task::spawn_blocking(move || answer(&task, &hub, clock_left_ms))
            .await
            .ok()
            .flatten()
    } else {
        None
    };
    drop(thinker);
    let mut room = cell.room.lock().await;
    // A search started since (for the position after a take-back) is not
    // this one's to clear.
    if let Ok(mut busy) = cell.ai_busy.lock()
        && busy.as_ref() == Some(&key_of(&task))
    {
        *busy = None;
    }
    let Some(message) = message.filter(|_| room.is_current(&task)) else {
        // Stale, or no answer: whatever the room owes now.
        hub.told(&cell, &mut room, &[]);
        return;
    };
    let played = hub
        .commit(&cell, &mut room, |room| {
            room.act(Seat::Guest, message.clone(), now_ms(), 0)
        })
        .await;
    if let Err(e) = played {
        tracing::warn!(
            "room {}: the AI's answer was not played: {e:?}",
            room.name()
        );
        if e.code == morris_protocol::ErrorCode::Server {
            // The store failed: the room is as it was; ask again in a
            // second, not at once.
            drop(room);
            tokio::time::sleep(Duration::from_secs(1)).await;
            room = cell.room.lock().await;
        }
        hub.told(&cell, &mut room, &[]);
    }
}
