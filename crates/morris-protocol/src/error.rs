//! Refusals: what was wrong with a client's message.

use std::fmt;

use serde::{Deserialize, Serialize};

#[cfg(doc)]
use crate::{MAX_MESSAGE, MAX_RATE};

/// A refusal: what was wrong and, in English, a sentence for logs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorMessage {
    /// What was wrong.
    pub code: ErrorCode,
    /// A sentence saying it (English; frontends word the code themselves).
    pub message: String,
}

impl ErrorMessage {
    /// A refusal with the code's own sentence.
    #[must_use]
    pub fn new(code: ErrorCode) -> ErrorMessage {
        ErrorMessage {
            code,
            message: code.to_string(),
        }
    }

    /// A refusal with a sentence of its own.
    #[must_use]
    pub fn with(code: ErrorCode, message: impl Into<String>) -> ErrorMessage {
        ErrorMessage {
            code,
            message: message.into(),
        }
    }
}

/// Why a message was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ErrorCode {
    /// The client speaks another protocol version.
    Version,
    /// The message was not JSON of a known message.
    BadMessage,
    /// The message was larger than [`MAX_MESSAGE`].
    TooBig,
    /// More than [`MAX_RATE`] messages in a second.
    TooFast,
    /// The first message must be a hello, and only the first.
    Hello,
    /// No game has this invite (or watch) code.
    UnknownCode,
    /// The invite code was already used: the room is full.
    RoomFull,
    /// The room has been idle too long and is closed.
    RoomExpired,
    /// No room has this name, or the token is not one of its seats'.
    BadToken,
    /// The room settings cannot be played.
    BadSettings,
    /// A watcher cannot play.
    Watching,
    /// The guest has not come yet.
    NoOpponent,
    /// It is the other side's turn.
    NotYourTurn,
    /// The move was meant for another position (its `ply` is not the
    /// game's).
    Stale,
    /// The turn is not legal here.
    Illegal,
    /// The game is over.
    GameOver,
    /// The game is not over (a rematch waits for the end).
    NotOver,
    /// There is no such request to answer, or one is already pending.
    NoRequest,
    /// There is nothing to take back.
    NothingToTakeBack,
    /// The other player is here, or not away long enough to claim.
    NotAway,
    /// The server is shutting down or failed to keep the change.
    Server,
    /// This server has no AI to play or to give hints.
    NoAi,
    /// The room does not allow hints.
    NoHelp,
    /// A review (or a graded try) is already being made for this socket.
    Reviewing,
    /// This address made as many rooms as it may for now.
    TooManyRooms,
    /// The server holds as many rooms as it may: no new one for now.
    ServerFull,
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ErrorCode::Version => "this server speaks another protocol version",
            ErrorCode::BadMessage => "not a message of the protocol",
            ErrorCode::TooBig => "message too large",
            ErrorCode::TooFast => "too many messages a second",
            ErrorCode::Hello => "a socket says hello once, first",
            ErrorCode::UnknownCode => "no game has this code",
            ErrorCode::RoomFull => "this invite was used: the room is full",
            ErrorCode::RoomExpired => "the room was idle too long and is closed",
            ErrorCode::BadToken => "no seat has this token",
            ErrorCode::BadSettings => "these room settings cannot be played",
            ErrorCode::Watching => "a watcher cannot play",
            ErrorCode::NoOpponent => "the friend has not joined yet",
            ErrorCode::NotYourTurn => "it is the other side's turn",
            ErrorCode::Stale => "that move was meant for another position",
            ErrorCode::Illegal => "that turn is not legal here",
            ErrorCode::GameOver => "the game is over",
            ErrorCode::NotOver => "the game is not over yet",
            ErrorCode::NoRequest => "there is no such request to answer",
            ErrorCode::NothingToTakeBack => "there is no turn to take back",
            ErrorCode::NotAway => "the other player is not away long enough",
            ErrorCode::Server => "the server could not do it",
            ErrorCode::NoAi => "this server has no AI",
            ErrorCode::NoHelp => "this game allows no hints",
            ErrorCode::Reviewing => "a review is already being made for you",
            ErrorCode::TooManyRooms => "too many rooms made from this address; try again later",
            ErrorCode::ServerFull => "the server holds as many rooms as it can; try again later",
        })
    }
}
