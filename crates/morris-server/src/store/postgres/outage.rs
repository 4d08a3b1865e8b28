//! Whether every server on the database was down, and the rooms taken up
//! again after it.
//!
//! Each running server holds one advisory lock, shared, on a connection of
//! its own ([`Running`]); the lock goes with the connection when a server
//! dies, however it dies. A starting server that can take the lock for
//! itself alone knows that no other server runs: the servers were all
//! down, and it takes up every room as a restarted single server does, so
//! that the time they were down is charged to no one, whatever the store.

use tokio_postgres::{Client, Config};

use super::connect_one;
use crate::room::Live;
use crate::store::StoreError;

/// The advisory lock that every running server holds shared ("morris-r";
/// the migrations take "morris").
const RUNNING: i64 = 0x6d6f_7272_6973_2d72;

/// This server's share of the lock that says it runs.
pub(super) struct Running {
    client: Client,
}

impl std::fmt::Debug for Running {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Running")
    }
}

impl Running {
    /// Says that this server runs, on a connection of its own. If no other
    /// server did (they were all down), every room is first taken up again
    /// at `now` ([`Live::after_outage`]). Returns the share and how many
    /// rooms were taken up.
    ///
    /// # Errors
    /// When PostgreSQL fails.
    pub(super) async fn start(config: &Config, now: u64) -> Result<(Running, u64), StoreError> {
        let mut client = connect_one(config).await?;
        let alone: bool = client
            .query_one("SELECT pg_try_advisory_lock($1)", &[&RUNNING])
            .await?
            .get(0);
        let taken_up = if alone {
            take_up(&mut client, now).await?
        } else {
            0
        };
        client
            .execute("SELECT pg_advisory_lock_shared($1)", &[&RUNNING])
            .await?;
        if alone {
            client
                .execute("SELECT pg_advisory_unlock($1)", &[&RUNNING])
                .await?;
        }
        Ok((Running { client }, taken_up))
    }

    /// Holds the share again if its connection broke (PostgreSQL was
    /// restarted, say). The rooms are not taken up: this server ran all
    /// along, and others may have too.
    ///
    /// # Errors
    /// When PostgreSQL fails; the next call tries again.
    pub(super) async fn keep(&mut self, config: &Config) -> Result<(), StoreError> {
        if !self.client.is_closed() {
            return Ok(());
        }
        let client = connect_one(config).await?;
        client
            .execute("SELECT pg_advisory_lock_shared($1)", &[&RUNNING])
            .await?;
        self.client = client;
        Ok(())
    }
}

/// Takes up every room that held anything between its changes, in one
/// transaction; each one's version moves on, so a server that read it
/// before reads it again.
async fn take_up(client: &mut Client, now: u64) -> Result<u64, StoreError> {
    let tx = client.transaction().await?;
    let rows = tx
        .query(
            "SELECT name, settings, live FROM rooms WHERE live <> '{}' FOR UPDATE",
            &[],
        )
        .await?;
    let mut taken_up = 0;
    for row in rows {
        let name: String = row.get(0);
        let settings: String = row.get(1);
        let live: String = row.get(2);
        let (Ok(settings), Ok(mut live)) = (
            serde_json::from_str::<morris_protocol::RoomSettings>(&settings),
            serde_json::from_str::<Live>(&live),
        ) else {
            // A damaged room is refused when it is loaded, with its reason.
            continue;
        };
        live.after_outage(now, settings.ai.is_some());
        let live = serde_json::to_string(&live).map_err(|e| StoreError(e.to_string()))?;
        tx.execute(
            "UPDATE rooms SET live = $2, version = version + 1 WHERE name = $1",
            &[&name, &live],
        )
        .await?;
        taken_up += 1;
    }
    tx.commit().await?;
    Ok(taken_up)
}
