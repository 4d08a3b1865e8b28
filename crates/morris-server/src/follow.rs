//! The tasks of a server that shares its store: saying it is alive, and
//! following the changes the other servers announce (reading the rooms it
//! holds again and telling their players).

use std::sync::Arc;

use tokio::sync::mpsc;

use crate::hub::Hub;
use crate::now_ms;
use crate::store::{HEARTBEAT, Heard, Store};

/// Says the server is alive, every [`HEARTBEAT`].
pub(crate) async fn heartbeat(store: Arc<dyn Store>) {
    let mut every = tokio::time::interval(HEARTBEAT);
    loop {
        every.tick().await;
        if let Err(e) = store.beat(now_ms()).await {
            tracing::warn!("could not say this server is alive: {e}");
        }
    }
}

/// Follows the changes other servers announce: reads the rooms held again
/// and tells their players.
pub(crate) async fn follow(hub: Arc<Hub>, mut heard: mpsc::UnboundedReceiver<Heard>) {
    while let Some(news) = heard.recv().await {
        match news {
            Heard::Changed(change) => {
                if change.from == hub.store.instance() {
                    continue;
                }
                let Some(cell) = hub.held(&change.room) else {
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
                    // The notices' numbers as the server that told them gave
                    // them (an older server sends none: the room's own).
                    let last = if change.told == 0 {
                        room.told()
                    } else {
                        change.told
                    };
                    hub.told_as(&cell, &mut room, &change.notices, last);
                });
            }
            Heard::Reconnected | Heard::ServersLost(_) => {
                let back = matches!(news, Heard::Reconnected);
                for cell in hub.cells() {
                    let mut room = cell.room.lock().await;
                    hub.reload(&mut room).await;
                    if back {
                        // The store was out of reach: sockets that came or
                        // went meanwhile are counted again.
                        hub.recount(&cell, &mut room).await;
                    }
                    hub.told(&cell, &mut room, &[]);
                }
            }
        }
    }
}
