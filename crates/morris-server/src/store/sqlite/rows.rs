//! A room's row and changes as SQLite keeps them: the columns read back,
//! and the statements that write a row and a change.

use morris_core::{ByColor, Color, Termination};
use rusqlite::params;

use super::super::{Kept, StoreError};
use crate::room::{RoomRow, Secrets, StoreOp};

/// A room's row as SQLite gives it, before it is read as a [`RoomRow`].
pub(super) struct Columns {
    pub(super) name: String,
    pub(super) settings: String,
    pub(super) invite: Vec<u8>,
    pub(super) invite_used: bool,
    pub(super) watch: Vec<u8>,
    pub(super) tokens: [Option<Vec<u8>>; 2],
    pub(super) names: [Option<String>; 2],
    pub(super) game_no: u32,
    pub(super) host_color: String,
    pub(super) declared: (Option<String>, Option<String>),
    pub(super) last_active: i64,
    pub(super) stopped: (Option<i64>, Option<i64>),
}

impl Columns {
    /// The row they hold, or what is wrong with it.
    pub(super) fn parse(self) -> Result<RoomRow, String> {
        let digest = |b: Vec<u8>| -> Result<[u8; 32], String> {
            b.try_into()
                .map_err(|_| "a digest is not 32 bytes".to_owned())
        };
        let declared = match self.declared {
            (Some(side), Some(t)) => Some((
                side.parse::<Color>().map_err(|e| e.to_string())?,
                t.parse::<Termination>().map_err(|e| e.to_string())?,
            )),
            _ => None,
        };
        let [host_token, guest_token] = self.tokens;
        Ok(RoomRow {
            name: self.name,
            settings: serde_json::from_str(&self.settings).map_err(|e| e.to_string())?,
            secrets: Secrets {
                invite: digest(self.invite)?,
                invite_used: self.invite_used,
                watch: digest(self.watch)?,
                tokens: [
                    host_token.map(digest).transpose()?,
                    guest_token.map(digest).transpose()?,
                ],
            },
            names: self.names,
            game_no: self.game_no,
            host_color: self
                .host_color
                .parse()
                .map_err(|e: morris_core::ParseColorError| e.to_string())?,
            declared,
            stopped_clock: self.stopped.0.zip(self.stopped.1).map(|(w, b)| {
                ByColor::new(u64::try_from(w).unwrap_or(0), u64::try_from(b).unwrap_or(0))
            }),
            last_active: u64::try_from(self.last_active).unwrap_or(0),
        })
    }
}

pub(super) fn write_row(tx: &rusqlite::Transaction<'_>, row: &RoomRow) -> Result<(), StoreError> {
    let settings = serde_json::to_string(&row.settings)
        .map_err(|e| StoreError(format!("room settings: {e}")))?;
    tx.execute(
        "INSERT INTO rooms (name, settings, invite, invite_used, watch, host_token, guest_token,
                            host_name, guest_name, game_no, host_color, declared_side,
                            declared_termination, last_active, stopped_white, stopped_black)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)
         ON CONFLICT (name) DO UPDATE SET
            invite_used = excluded.invite_used, guest_token = excluded.guest_token,
            host_name = excluded.host_name, guest_name = excluded.guest_name,
            game_no = excluded.game_no, host_color = excluded.host_color,
            declared_side = excluded.declared_side,
            declared_termination = excluded.declared_termination,
            last_active = excluded.last_active,
            stopped_white = excluded.stopped_white, stopped_black = excluded.stopped_black",
        params![
            row.name,
            settings,
            &row.secrets.invite[..],
            row.secrets.invite_used,
            &row.secrets.watch[..],
            row.secrets.tokens[0].as_ref().map(|t| &t[..]),
            row.secrets.tokens[1].as_ref().map(|t| &t[..]),
            row.names[0],
            row.names[1],
            row.game_no,
            row.host_color.name(),
            row.declared.map(|(c, _)| c.name()),
            row.declared.map(|(_, t)| t.name()),
            row.last_active as i64,
            row.stopped_clock.map(|c| c.white as i64),
            row.stopped_clock.map(|c| c.black as i64),
        ],
    )?;
    Ok(())
}

pub(super) fn write_change(
    tx: &rusqlite::Transaction<'_>,
    change: &Kept,
) -> Result<(), StoreError> {
    let name = &change.name;
    for op in &change.ops {
        match op {
            StoreOp::Room => write_row(tx, &change.row)?,
            StoreOp::Move {
                game,
                ply,
                turn,
                left,
            } => {
                tx.execute(
                    "INSERT INTO turns (room, game_no, ply, turn, white_ms, black_ms)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                    params![
                        name,
                        game,
                        ply,
                        turn,
                        left.map(|l| l.white as i64),
                        left.map(|l| l.black as i64)
                    ],
                )?;
            }
            StoreOp::Truncate { game, from } => {
                tx.execute(
                    "DELETE FROM turns WHERE room = ?1 AND game_no = ?2 AND ply >= ?3",
                    params![name, game, from],
                )?;
            }
            StoreOp::Finished { game, record } => {
                tx.execute(
                    "INSERT OR REPLACE INTO games (room, game_no, record) VALUES (?1, ?2, ?3)",
                    params![name, game, record],
                )?;
            }
        }
    }
    // Activity is kept with every change.
    tx.execute(
        "UPDATE rooms SET last_active = ?2 WHERE name = ?1",
        params![name, change.row.last_active as i64],
    )?;
    Ok(())
}
