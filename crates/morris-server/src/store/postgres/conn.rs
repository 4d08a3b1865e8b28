//! A connection of the store's pool, with the statements it prepares once.

use std::time::Duration;

use tokio_postgres::{Client, Config, NoTls, Statement};

use super::schema::ROOM_COLUMNS;
use crate::store::StoreError;

/// A connection of the pool with its statements, prepared once.
pub(super) struct Conn {
    pub(super) client: Client,
    pub(super) update: Statement,
    pub(super) insert_turn: Statement,
    pub(super) truncate: Statement,
    pub(super) finish: Statement,
    pub(super) notify: Statement,
    pub(super) load: Statement,
}

impl std::fmt::Debug for Conn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Conn")
    }
}

impl Conn {
    /// Prepares the statements on `client` (the tables must be there).
    pub(super) async fn new(client: Client) -> Result<Conn, StoreError> {
        let update = client
            .prepare(
                "UPDATE rooms SET invite_used = $3, guest_token = $4, host_name = $5,
                    guest_name = $6, game_no = $7, host_color = $8, declared_side = $9,
                    declared_termination = $10, last_active = $11, stopped_white = $12,
                    stopped_black = $13, live = $14, version = version + 1
                 WHERE name = $1 AND version = $2
                 RETURNING version",
            )
            .await?;
        let insert_turn = client
            .prepare(
                "INSERT INTO turns (room, game_no, ply, turn, white_ms, black_ms)
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .await?;
        let truncate = client
            .prepare("DELETE FROM turns WHERE room = $1 AND game_no = $2 AND ply >= $3")
            .await?;
        let finish = client
            .prepare(
                "INSERT INTO games (room, game_no, record) VALUES ($1, $2, $3)
                 ON CONFLICT (room, game_no) DO UPDATE SET record = excluded.record",
            )
            .await?;
        let notify = client.prepare("SELECT pg_notify($1, $2)").await?;
        // The row and its current game's turns in one statement: one
        // snapshot, one round trip.
        let load = client
            .prepare(&format!(
                "SELECT {ROOM_COLUMNS},
                    COALESCE((SELECT json_agg(json_build_array(t.turn, t.white_ms, t.black_ms)
                                              ORDER BY t.ply)::text
                              FROM turns t WHERE t.room = r.name AND t.game_no = r.game_no),
                             '[]')
                 FROM rooms r WHERE name = $1"
            ))
            .await?;
        Ok(Conn {
            client,
            update,
            insert_turn,
            truncate,
            finish,
            notify,
            load,
        })
    }
}

/// Connects once, and drives the connection on a task of its own.
pub(super) async fn connect_one(config: &Config) -> Result<Client, StoreError> {
    let (client, connection) = tokio::time::timeout(Duration::from_secs(10), config.connect(NoTls))
        .await
        .map_err(|_| StoreError("PostgreSQL did not answer within 10 s".into()))??;
    tokio::spawn(async move {
        if let Err(e) = connection.await {
            tracing::warn!("a PostgreSQL connection ended: {e}");
        }
    });
    Ok(client)
}
