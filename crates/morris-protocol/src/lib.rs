//! The messages of online play, as they travel: JSON text frames over one
//! WebSocket at `/ws`, each an object with a `type` (docs/ONLINE.md), and
//! what both ends make of them with the rules core alone: the game a state
//! replays to, and its record.
//!
//! A client's first message is [`ClientMessage::Hello`]; the server answers
//! with [`ServerMessage::Welcome`] and the room's [`GameState`], then sends a
//! new state after every change and a [`Notice`] for what a player should be
//! told. The server decides everything: the client sends wishes.
//!
//! This crate depends on the core, serde (serde_json to fill in the
//! rule options a host leaves out) and data-encoding (the codes players
//! type) only: the server
//! (`morris-server`), the client (`morris-client`) and any other program
//! speaking the protocol share it.
//!
//! ```
//! use morris_protocol::{ClientMessage, VERSION};
//!
//! let text = r#"{"type":"move","ply":0,"turn":"d6"}"#;
//! let message: ClientMessage = serde_json::from_str(text)?;
//! assert_eq!(message, ClientMessage::Move { ply: 0, turn: "d6".into() });
//! assert_eq!(VERSION, 1);
//! # Ok::<(), serde_json::Error>(())
//! ```
#![deny(missing_docs)]
#![warn(clippy::unwrap_used)]

use std::time::Duration;

mod client;
mod code;
mod error;
mod replay;
mod review;
mod server;
mod settings;
mod state;
mod tablebase;
mod text;

pub use client::{ClientMessage, Enter};
pub use code::{
    CODE_ALPHABET, CODE_BYTES, code_text, is_old_code, is_well_formed_code, normalize_code,
};
pub use error::{ErrorCode, ErrorMessage};
pub use replay::{declare, outcome_state, record_text, replay};
pub use review::{
    GameReview, GradeCounts, ReviewGrade, ReviewResult, ReviewValue, SideReview, TurnGrade,
    pieces_of,
};
pub use server::{Notice, ServerMessage, Welcome};
pub use settings::{AiOpponent, ClockSettings, ColorChoice, RoomSettings};
pub use state::{AiDoing, AiState, ClockState, GameState, OutcomeState};
pub use tablebase::{
    MAX_TABLEBASE_QUERY, TABLEBASE_VERSION, TablebaseAnswer, TablebaseError, TablebaseErrorCode,
    TablebaseResult, TablebaseTurn, TablebaseValue,
};
pub use text::{is_unprintable, printable, printable_lines};

/// The protocol's version: a client and a server speak only their own.
pub const VERSION: u32 = 1;

/// The largest message the server reads, in bytes.
pub const MAX_MESSAGE: usize = 64 * 1024;

/// The most messages a socket may send in a second.
pub const MAX_RATE: u32 = 20;

/// How long a player may stay away before the other can claim the game, by
/// default.
pub const DEFAULT_AWAY_MS: u64 = 120_000;

/// The sockets' read buffer, in bytes, at both ends.
pub const READ_BUFFER: usize = 8 * 1024;

/// How long a socket may stay silent (no pong, no message), or stay
/// without a hello, before the server closes it: a player whose machine
/// vanished is away, not connected, after this. A client that hears
/// nothing for as long takes the connection for lost.
pub const SILENCE: Duration = Duration::from_secs(10);

#[cfg(test)]
mod tests {
    use morris_core::Rules;

    use super::*;

    #[test]
    fn messages_round_trip_through_json() {
        let hello = ClientMessage::Hello {
            version: VERSION,
            name: "Ann".into(),
            enter: Enter::Host {
                settings: RoomSettings {
                    clock: Some(ClockSettings {
                        initial_ms: 60_000,
                        increment_ms: 2_000,
                    }),
                    ..RoomSettings::new(Rules::default())
                },
            },
        };
        let text = serde_json::to_string(&hello).unwrap();
        assert!(text.starts_with(r#"{"type":"hello""#), "{text}");
        assert_eq!(serde_json::from_str::<ClientMessage>(&text).unwrap(), hello);
        let error = ServerMessage::Error(ErrorMessage::new(ErrorCode::NotYourTurn));
        let text = serde_json::to_string(&error).unwrap();
        assert_eq!(
            text,
            r#"{"type":"error","code":"not_your_turn","message":"it is the other side's turn"}"#
        );
    }

    #[test]
    fn a_notice_travels_with_its_number_beside_what_it_tells() {
        let notice = ServerMessage::Notice {
            seq: 7,
            notice: Notice::Played {
                side: morris_core::Color::White,
                turn: "d6".into(),
            },
        };
        let text = serde_json::to_string(&notice).unwrap();
        assert_eq!(
            text,
            r#"{"type":"notice","seq":7,"what":"played","side":"white","turn":"d6"}"#
        );
        assert_eq!(
            serde_json::from_str::<ServerMessage>(&text).unwrap(),
            notice
        );
    }

    #[test]
    fn unknown_fields_and_types_are_refused() {
        for text in [
            r#"{"type":"move","ply":0,"turn":"d6","extra":1}"#,
            r#"{"type":"fly"}"#,
            r#"{"type":"move","ply":-1,"turn":"d6"}"#,
            r#"[1,2]"#,
        ] {
            assert!(
                serde_json::from_str::<ClientMessage>(text).is_err(),
                "{text}"
            );
        }
    }
}
