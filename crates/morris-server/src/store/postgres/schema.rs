//! The database's schema, from the crate's `migrations/postgres/`, applied
//! once by one server at a time; and a room's row as it is read.

use morris_core::{ByColor, Color, Termination};
use tokio_postgres::{Client, Row};

use crate::room::{Live, RoomRow, Secrets};
use crate::store::StoreError;

/// The migrations, in order: each is applied once, in a transaction of its
/// own, and noted in `morris_migrations`.
const MIGRATIONS: &[(i32, &str)] = &[
    (
        1,
        include_str!("../../../migrations/postgres/0001_init.sql"),
    ),
    (
        2,
        include_str!("../../../migrations/postgres/0002_servers.sql"),
    ),
    (
        3,
        include_str!("../../../migrations/postgres/0003_puzzles.sql"),
    ),
];

/// The advisory lock that lets one server at a time apply migrations.
const MIGRATION_LOCK: i64 = 0x6d6f_7272_6973; // "morris"

/// The columns of a room, in the order [`parse_row`] reads them.
pub(super) const ROOM_COLUMNS: &str =
    "name, settings, invite, invite_used, watch, host_token, guest_token,
    host_name, guest_name, game_no, host_color, declared_side, declared_termination,
    last_active, stopped_white, stopped_black, version, live";

/// Applies the migrations the database lacks, one server at a time (an
/// advisory lock held by the transaction).
pub(super) async fn migrate(client: &mut Client) -> Result<(), StoreError> {
    let tx = client.transaction().await?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
        .await?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS morris_migrations (
            version INTEGER PRIMARY KEY,
            applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
        )",
    )
    .await?;
    let done: Vec<i32> = tx
        .query("SELECT version FROM morris_migrations", &[])
        .await?
        .iter()
        .map(|r| r.get(0))
        .collect();
    for (version, sql) in MIGRATIONS {
        if done.contains(version) {
            continue;
        }
        tx.batch_execute(sql)
            .await
            .map_err(|e| StoreError(format!("migration {version}: {}", StoreError::from(e))))?;
        tx.execute(
            "INSERT INTO morris_migrations (version) VALUES ($1)",
            &[version],
        )
        .await?;
        tracing::info!("applied migration {version}");
    }
    tx.commit().await?;
    Ok(())
}

/// A room's row, its version and what it holds between changes.
pub(super) fn parse_row(row: &Row) -> Result<(RoomRow, u64, Live), String> {
    let digest = |b: Vec<u8>| -> Result<[u8; 32], String> {
        b.try_into()
            .map_err(|_| "a digest is not 32 bytes".to_owned())
    };
    let get_err = |e: tokio_postgres::Error| e.to_string();
    let declared = match (
        row.try_get::<_, Option<String>>(11).map_err(get_err)?,
        row.try_get::<_, Option<String>>(12).map_err(get_err)?,
    ) {
        (Some(side), Some(t)) => Some((
            side.parse::<Color>().map_err(|e| e.to_string())?,
            t.parse::<Termination>().map_err(|e| e.to_string())?,
        )),
        _ => None,
    };
    let white: Option<i64> = row.try_get(14).map_err(get_err)?;
    let black: Option<i64> = row.try_get(15).map_err(get_err)?;
    let settings: String = row.try_get(1).map_err(get_err)?;
    let host_color: String = row.try_get(10).map_err(get_err)?;
    let live: String = row.try_get(17).map_err(get_err)?;
    let room = RoomRow {
        name: row.try_get(0).map_err(get_err)?,
        settings: serde_json::from_str(&settings).map_err(|e| e.to_string())?,
        secrets: Secrets {
            invite: digest(row.try_get(2).map_err(get_err)?)?,
            invite_used: row.try_get(3).map_err(get_err)?,
            watch: digest(row.try_get(4).map_err(get_err)?)?,
            tokens: [
                row.try_get::<_, Option<Vec<u8>>>(5)
                    .map_err(get_err)?
                    .map(digest)
                    .transpose()?,
                row.try_get::<_, Option<Vec<u8>>>(6)
                    .map_err(get_err)?
                    .map(digest)
                    .transpose()?,
            ],
        },
        names: [
            row.try_get(7).map_err(get_err)?,
            row.try_get(8).map_err(get_err)?,
        ],
        game_no: u32::try_from(row.try_get::<_, i32>(9).map_err(get_err)?).unwrap_or(1),
        host_color: host_color
            .parse()
            .map_err(|e: morris_core::ParseColorError| e.to_string())?,
        declared,
        stopped_clock: white.zip(black).map(|(w, b)| {
            ByColor::new(u64::try_from(w).unwrap_or(0), u64::try_from(b).unwrap_or(0))
        }),
        last_active: u64::try_from(row.try_get::<_, i64>(13).map_err(get_err)?).unwrap_or(0),
    };
    let version = u64::try_from(row.try_get::<_, i64>(16).map_err(get_err)?).unwrap_or(0);
    let live: Live = serde_json::from_str(&live).map_err(|e| e.to_string())?;
    Ok((room, version, live))
}
