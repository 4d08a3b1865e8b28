//! The client's messages.

use serde::{Deserialize, Serialize};

use crate::RoomSettings;
#[cfg(doc)]
use crate::{ServerMessage, VERSION};

/// What a client says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The first message of a socket: who the player is and which room.
    Hello {
        /// The protocol version the client speaks ([`VERSION`]).
        version: u32,
        /// The player's name, shown to the other and written in records.
        #[serde(default)]
        name: String,
        /// The room to enter, and how.
        enter: Enter,
    },
    /// Play a turn in notation (`d6-d5xa7`).
    Move {
        /// The number of turns played before it: a move meant for another
        /// position is refused, never played twice.
        ply: u32,
        /// The turn.
        turn: String,
    },
    /// Give up the game.
    Resign,
    /// Offer a draw.
    OfferDraw,
    /// Answer the other's draw offer.
    AnswerDraw {
        /// Whether the draw is accepted.
        accept: bool,
    },
    /// Ask to take back the asker's last turn.
    AskTakeBack,
    /// Answer the other's take-back request.
    AnswerTakeBack {
        /// Whether the take-back is allowed.
        accept: bool,
    },
    /// Ask for a new game with the colours swapped, once the game is over.
    AskRematch,
    /// Answer the other's rematch request.
    AnswerRematch {
        /// Whether the new game starts.
        accept: bool,
    },
    /// Claim the game when the other player has been away too long.
    ClaimWin,
    /// Ask for the game's record ([`ServerMessage::Record`]).
    GetRecord,
    /// Ask the server's AI for a hint: the turn it would play for the side
    /// to move, which must be the asker's, where the room allows help
    /// ([`ServerMessage::Hint`]).
    AskHint,
    /// Ask the server's AI to review the room's game, once it is over
    /// ([`ServerMessage::Review`], to the asking socket only). A player or
    /// a watcher may ask; one review or graded try at a time a socket.
    AskReview,
    /// Grade a turn tried again at a ply of the room's finished game, for
    /// the practice ([`ServerMessage::Graded`]).
    TryTurn {
        /// The number of turns played before the position it is tried in.
        ply: u32,
        /// The turn tried, in notation.
        turn: String,
    },
    /// The answer to the server's [`ServerMessage::Ping`].
    Pong {
        /// The ping's number.
        id: u64,
    },
}

/// How a client enters a room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "as", rename_all = "snake_case", deny_unknown_fields)]
pub enum Enter {
    /// Create a room and sit in it as its host.
    Host {
        /// The room's game.
        settings: RoomSettings,
    },
    /// Take the free seat of a room with its invite code.
    Join {
        /// The invite code.
        code: String,
    },
    /// Come back to one's seat after a lost connection.
    Rejoin {
        /// The room.
        room: String,
        /// The seat's secret token, from [`ServerMessage::Welcome`].
        token: String,
    },
    /// Watch a room, read-only, with its watch code.
    Watch {
        /// The watch code.
        code: String,
    },
}
