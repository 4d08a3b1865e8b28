//! The room and its game as the server holds them and sends them.

use morris_core::{ByColor, Color, Rules};
use serde::{Deserialize, Serialize};

use crate::ClockSettings;

/// The room and its game as the server holds them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameState {
    /// The room's name.
    pub room: String,
    /// The game's number in the room: 1, then one more each rematch.
    pub game: u32,
    /// The rules.
    pub rules: Rules,
    /// The host's colour in this game.
    pub host_color: Color,
    /// The players' names, by colour (none for a free seat).
    pub names: ByColor<Option<String>>,
    /// Whether each side's player is connected now.
    pub connected: ByColor<bool>,
    /// How long each side's player has been away, in milliseconds.
    pub away_ms: ByColor<Option<u64>>,
    /// How long a player may stay away before the other can claim the game.
    pub away_limit_ms: u64,
    /// The turns played, in notation.
    pub moves: Vec<String>,
    /// The position now, as position text.
    pub position: String,
    /// The points each side's pieces stand on.
    pub pieces: ByColor<Vec<String>>,
    /// The pieces each side still has in hand.
    pub in_hand: ByColor<u8>,
    /// The side to move.
    pub to_move: Color,
    /// Every legal turn of the side to move, in notation: the page holds no
    /// rules and offers only these. Empty once the game is over.
    pub legal: Vec<String>,
    /// The clocks, for a timed game.
    pub clock: Option<ClockState>,
    /// The end of the game, once it is over.
    pub outcome: Option<OutcomeState>,
    /// Which side has offered a draw that is not yet answered.
    pub draw_offer: Option<Color>,
    /// Which side has asked to take back a turn.
    pub take_back: Option<Color>,
    /// Which side has asked for a rematch.
    pub rematch: Option<Color>,
    /// Whether the players may use hints and analysis.
    pub help: bool,
    /// The server's AI, in a game against it.
    #[serde(default)]
    pub ai: Option<AiState>,
    /// How many notices the room had told when this state was made: the
    /// state holds every change they told ([`crate::ServerMessage::Notice`]).
    #[serde(default)]
    pub seq: u64,
}

/// The server's AI in a room, as the page shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiState {
    /// Its level.
    pub level: u8,
    /// The colour it plays in this game.
    pub color: Color,
    /// What it does now.
    pub doing: AiDoing,
    /// How long its last search waited for a free thinker, milliseconds.
    pub last_wait_ms: u64,
}

/// What the server's AI of a room does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "snake_case")]
pub enum AiDoing {
    /// Nothing: it is not its turn.
    Idle,
    /// Its search waits for a free thinker, behind `ahead` others.
    Waiting {
        /// The searches queued before it.
        ahead: u32,
    },
    /// It thinks.
    Thinking,
}

impl GameState {
    /// An empty state, standing for one already sent.
    #[must_use]
    pub fn placeholder() -> GameState {
        GameState {
            room: String::new(),
            game: 0,
            rules: Rules::default(),
            host_color: Color::White,
            names: ByColor::default(),
            connected: ByColor::default(),
            away_ms: ByColor::default(),
            away_limit_ms: 0,
            moves: Vec::new(),
            position: String::new(),
            pieces: ByColor::default(),
            in_hand: ByColor::default(),
            to_move: Color::White,
            legal: Vec::new(),
            clock: None,
            outcome: None,
            draw_offer: None,
            take_back: None,
            rematch: None,
            help: false,
            ai: None,
            seq: 0,
        }
    }
}

/// The clocks of a timed game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockState {
    /// The time each side has left when the state was sent, in milliseconds.
    pub left_ms: ByColor<u64>,
    /// The side whose clock runs, if any.
    pub running: Option<Color>,
    /// The clock's settings.
    pub settings: ClockSettings,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OutcomeState {
    /// The winner, or none for a draw.
    pub winner: Option<Color>,
    /// The result as records write it: `1-0`, `0-1`, `1/2-1/2`.
    pub result: String,
    /// Why, as the record's `Termination` tag writes it.
    pub termination: String,
}
