//! What the servers sharing a database announce to each other (a room
//! changed, servers fell silent), and the connection each listens on,
//! connected again when it breaks.

use std::time::Duration;

use morris_protocol::Notice;
use tokio::sync::mpsc;
use tokio_postgres::{AsyncMessage, Config, NoTls};

use super::CHANNEL;
use crate::store::StoreError;

/// A change announced by a server, as the others hear it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Reload {
    /// The room changed.
    pub room: String,
    /// Its version after the change.
    pub version: u64,
    /// The server that changed it ([`Store::instance`](crate::store::Store::instance)).
    pub from: String,
    /// What the change told the room's players.
    pub notices: Vec<Notice>,
    /// How many notices the room had told after the change: the number of
    /// its last notice (0 from a server that did not count them).
    #[serde(default)]
    pub told: u64,
}

/// What servers announce on [`CHANNEL`].
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(untagged)]
pub(super) enum Announcement {
    /// A room changed.
    Room(Reload),
    /// Servers fell silent: their sockets are gone.
    Lost {
        /// The servers gone.
        lost: Vec<String>,
    },
}

/// What a server's listener hears.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// A room changed.
    Changed(Reload),
    /// Servers fell silent: the rooms where they had sockets changed.
    ServersLost(Vec<String>),
    /// The listener lost the database and is back: any room may have
    /// changed meanwhile.
    Reconnected,
}

/// Listens to the changes servers announce, on a connection of its own,
/// connected again (with [`Heard::Reconnected`]) when it breaks. The first
/// `LISTEN` is done when this returns.
pub(super) async fn listen(
    config: &Config,
    shown: &str,
) -> Result<mpsc::UnboundedReceiver<Heard>, StoreError> {
    let (tell, heard) = mpsc::unbounded_channel();
    let first = listener(config, tell.clone()).await?;
    let (config, shown) = (config.clone(), shown.to_owned());
    tokio::spawn(async move {
        let mut ended = first;
        loop {
            let _ = ended.await;
            if tell.is_closed() {
                return;
            }
            tracing::warn!("lost the PostgreSQL listener; connecting again");
            loop {
                tokio::time::sleep(Duration::from_secs(1)).await;
                match listener(&config, tell.clone()).await {
                    Ok(next) => {
                        ended = next;
                        break;
                    }
                    Err(e) => tracing::warn!("{shown}: {e}"),
                }
            }
            if tell.send(Heard::Reconnected).is_err() {
                return;
            }
        }
    });
    Ok(heard)
}

/// One listening connection: the task that reads it ends with it.
async fn listener(
    config: &Config,
    tell: mpsc::UnboundedSender<Heard>,
) -> Result<tokio::task::JoinHandle<()>, StoreError> {
    let (client, mut connection) =
        tokio::time::timeout(Duration::from_secs(10), config.connect(NoTls))
            .await
            .map_err(|_| StoreError("PostgreSQL did not answer within 10 s".into()))??;
    let (ready, is_ready) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(async move {
        let mut messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
        // The client must live as long as the connection is read.
        let sql = format!("LISTEN {CHANNEL}");
        let listen = client.batch_execute(&sql);
        tokio::pin!(listen);
        let mut ready = Some(ready);
        let mut listening = false;
        loop {
            tokio::select! {
                done = &mut listen, if !listening => {
                    listening = true;
                    if done.is_err() {
                        return;
                    }
                    if let Some(ready) = ready.take() {
                        let _ = ready.send(());
                    }
                }
                message = futures_util::StreamExt::next(&mut messages) => match message {
                    Some(Ok(AsyncMessage::Notification(n))) => {
                        let heard = match serde_json::from_str::<Announcement>(n.payload()) {
                            Ok(Announcement::Room(reload)) => Ok(Heard::Changed(reload)),
                            Ok(Announcement::Lost { lost }) => Ok(Heard::ServersLost(lost)),
                            Err(e) => Err(e),
                        };
                        match heard {
                            Ok(heard) => {
                                if tell.send(heard).is_err() {
                                    return;
                                }
                            }
                            Err(e) => tracing::warn!("an announcement not understood: {e}"),
                        }
                    }
                    Some(Ok(_)) => {}
                    Some(Err(e)) => {
                        tracing::warn!("the PostgreSQL listener: {e}");
                        return;
                    }
                    None => return,
                },
            }
        }
    });
    is_ready
        .await
        .map_err(|_| StoreError("could not LISTEN".into()))?;
    Ok(task)
}
