//! What an online game tells its frontend.

use morris_core::{Color, Move, Outcome};
use morris_protocol::{ErrorMessage, Notice};

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
        /// The page that shows the game to anyone,
        /// `http://HOST:PORT/watch/CODE`, for the host.
        watch_link: Option<String>,
        /// Our colour in the current game.
        color: Color,
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
    /// The server's notice of a request, its answer, a take-back, a new
    /// game, or the friend coming (told to the host), going or back.
    /// Turns and the end come as [`OnlineEvent::Played`] and
    /// [`OnlineEvent::Over`].
    Notice {
        /// The notice as the server sent it.
        notice: Notice,
        /// Our colour in the game when it came.
        color: Color,
    },
    /// The server refused what we sent.
    Refused(ErrorMessage),
    /// Our connection broke; the client tries again.
    Reconnecting {
        /// The attempt about to be made.
        attempt: u32,
    },
    /// We are connected again after a break.
    Reconnected,
    /// The seat could not be kept for a rejoin, with the reason.
    SeatNotKept(String),
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
