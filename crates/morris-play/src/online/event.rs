//! What an online game tells its frontend.

use morris_core::{Color, Move, Outcome};
use morris_protocol::ErrorMessage;

/// What happened in an online game, for the frontend to show.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum OnlineEvent {
    /// The server seated us. The host gets the invite code and its link.
    Seated {
        /// The invite code, for the host.
        invite: Option<String>,
        /// The invite link `http://HOST:PORT/join/CODE`, for the host.
        link: Option<String>,
        /// The watch code, for the host.
        watch: Option<String>,
        /// Our colour in the current game.
        color: Color,
    },
    /// The friend took the seat.
    Joined {
        /// The friend's name.
        name: String,
    },
    /// A turn was played (by either side).
    Played {
        /// Who played.
        side: Color,
        /// The turn.
        mv: Move,
        /// Whether it was ours.
        ours: bool,
    },
    /// The game ended.
    Over(Outcome),
    /// A side offers a draw.
    DrawOffered {
        /// Whether the offer is ours.
        ours: bool,
    },
    /// The draw offer was declined.
    DrawDeclined,
    /// A side asks to take back its last turn.
    TakeBackAsked {
        /// Whether we asked.
        ours: bool,
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
        /// Whether we asked.
        ours: bool,
    },
    /// The rematch was declined.
    RematchDeclined,
    /// A new game began; our colour in it.
    NewGame {
        /// Our colour.
        color: Color,
    },
    /// The friend's connection broke.
    OpponentAway,
    /// The friend is back.
    OpponentBack,
    /// The server refused what we sent.
    Refused(ErrorMessage),
    /// Our connection broke; the client tries again.
    Reconnecting {
        /// The attempt about to be made.
        attempt: u32,
    },
    /// We are connected again after a break.
    Reconnected,
    /// The connection is gone for good, with the reason.
    Failed(String),
}

/// A question of the friend's that waits for an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// A draw offer.
    Draw,
    /// A take-back request.
    TakeBack,
    /// A rematch request.
    Rematch,
}

/// Why a turn was not sent.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PlayRefusal {
    /// The server has not seated us yet.
    NotSeated,
    /// The friend has not come yet.
    NoOpponent,
    /// It is the friend's turn.
    NotOurTurn,
    /// The game is over.
    Over(Outcome),
    /// The core's reason the turn is illegal.
    Illegal(morris_core::IllegalReason),
}
