//! What a host chooses when making a room.

use morris_core::Rules;
use serde::{Deserialize, Serialize};

use crate::DEFAULT_AWAY_MS;

/// What a host chooses when creating a room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoomSettings {
    /// The rules of every game in the room.
    pub rules: Rules,
    /// The clock, or none for an untimed game.
    #[serde(default)]
    pub clock: Option<ClockSettings>,
    /// The host's colour in the first game.
    #[serde(default)]
    pub color: ColorChoice,
    /// Whether both players may use the AI's hint and analysis.
    #[serde(default)]
    pub help: bool,
    /// How long a player may stay away before the other can claim the game
    /// (milliseconds; [`DEFAULT_AWAY_MS`] when absent).
    #[serde(default)]
    pub away_ms: Option<u64>,
    /// The server's AI takes the guest's seat at once, at this level: a
    /// game against the computer, with no invite.
    #[serde(default)]
    pub ai: Option<AiOpponent>,
}

/// The server's AI as the other player of a room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AiOpponent {
    /// Its level, 1 (a beginner) to 10 (full strength), as in the app.
    pub level: u8,
}

impl RoomSettings {
    /// An untimed game under `rules`, the host's colour tossed.
    #[must_use]
    pub fn new(rules: Rules) -> RoomSettings {
        RoomSettings {
            rules,
            clock: None,
            color: ColorChoice::Random,
            help: false,
            away_ms: None,
            ai: None,
        }
    }

    /// The away limit in milliseconds.
    #[must_use]
    pub fn away_limit_ms(&self) -> u64 {
        self.away_ms.unwrap_or(DEFAULT_AWAY_MS)
    }
}

/// A clock: a time for the game and an increment per turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockSettings {
    /// Each player's time for the game, in milliseconds.
    pub initial_ms: u64,
    /// The time added after each turn, in milliseconds.
    #[serde(default)]
    pub increment_ms: u64,
}

/// The host's colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColorChoice {
    /// The host plays White.
    White,
    /// The host plays Black.
    Black,
    /// A coin toss from the system's random source decides.
    #[default]
    Random,
}
