//! The server's messages.

use morris_core::Color;
use serde::{Deserialize, Serialize};

#[cfg(doc)]
use crate::{ClientMessage, Enter};
use crate::{ErrorMessage, GameReview, GameState, OutcomeState, TurnGrade};

/// What the server says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The answer to [`ClientMessage::Hello`]: the client is in the room.
    Welcome(Welcome),
    /// The room as it stands now, after every change.
    State(Box<GameState>),
    /// Something to tell the players: the room's `seq`-th notice. Notices
    /// are numbered in the room from 1, one more each: a client that
    /// applies them in order and sees a number skipped takes the next
    /// [`ServerMessage::State`] whole instead (its [`GameState::seq`]).
    Notice {
        /// The notice's number in the room.
        seq: u64,
        /// What happened.
        #[serde(flatten)]
        notice: Notice,
    },
    /// The client's last message was refused and changed nothing.
    Error(ErrorMessage),
    /// The game's record, as asked for.
    Record {
        /// The record text (our PGN-like format).
        text: String,
    },
    /// The AI's hint, for the asker only.
    Hint {
        /// The number of turns played when it was asked: a hint for another
        /// position is stale.
        ply: u32,
        /// The turn the AI would play.
        turn: String,
    },
    /// The review of the room's finished game, for the socket that asked
    /// ([`ClientMessage::AskReview`]).
    Review(Box<GameReview>),
    /// A turn tried again, graded, for the socket that asked
    /// ([`ClientMessage::TryTurn`]).
    Graded {
        /// The number of the game it was tried in.
        game: u32,
        /// Whether it is good enough: graded best or good.
        right: bool,
        /// The turn as the review grades it there.
        graded: Box<TurnGrade>,
    },
    /// Measures the connection's round trip: answer with
    /// [`ClientMessage::Pong`] at once.
    Ping {
        /// The ping's number.
        id: u64,
    },
}

/// A client's place in a room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Welcome {
    /// The protocol version of the server.
    pub version: u32,
    /// The room's name.
    pub room: String,
    /// Whether this client is the host (`true`), the guest (`false`), or
    /// only watches (`None`).
    pub host: Option<bool>,
    /// The seat's secret token for [`Enter::Rejoin`]; none for a watcher.
    pub token: Option<String>,
    /// The invite code, for the host while the guest's seat is free.
    pub invite: Option<String>,
    /// The watch code, which anyone may be given.
    pub watch: String,
}

/// What the players are told, beside the state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "snake_case")]
pub enum Notice {
    /// A side played a turn.
    Played {
        /// Who played.
        side: Color,
        /// The turn.
        turn: String,
    },
    /// The guest took the free seat.
    Joined {
        /// The guest's name.
        name: String,
    },
    /// A side's player lost the connection.
    Disconnected {
        /// Whose.
        side: Color,
    },
    /// A side's player is back.
    Back {
        /// Whose.
        side: Color,
    },
    /// A side offers a draw.
    DrawOffered {
        /// Who offers.
        side: Color,
    },
    /// The draw offer was declined.
    DrawDeclined,
    /// A side asks to take back its last turn.
    TakeBackAsked {
        /// Who asks.
        side: Color,
    },
    /// Turns were taken back.
    TookBack {
        /// How many.
        turns: u32,
    },
    /// The take-back was declined.
    TakeBackDeclined,
    /// A side asks for a rematch.
    RematchAsked {
        /// Who asks.
        side: Color,
    },
    /// The rematch was declined.
    RematchDeclined,
    /// A new game began, colours swapped.
    NewGame {
        /// Its number in the room.
        game: u32,
    },
    /// The game ended.
    Over(OutcomeState),
}
