//! The messages of online play, as they travel: JSON text frames over one
//! WebSocket at `/ws`, each an object with a `type` (docs/ONLINE.md).
//!
//! A client's first message is [`ClientMessage::Hello`]; the server answers
//! with [`ServerMessage::Welcome`] and the room's [`GameState`], then sends a
//! new state after every change and a [`Notice`] for what a player should be
//! told. The server decides everything: the client sends wishes.
//!
//! ```
//! use morris_online::protocol::{ClientMessage, VERSION};
//!
//! let text = r#"{"type":"move","ply":0,"turn":"d6"}"#;
//! let message: ClientMessage = serde_json::from_str(text)?;
//! assert_eq!(message, ClientMessage::Move { ply: 0, turn: "d6".into() });
//! assert_eq!(VERSION, 1);
//! # Ok::<(), serde_json::Error>(())
//! ```

use std::fmt;

use morris_core::{ByColor, Color, Rules};
use serde::{Deserialize, Serialize};

/// The protocol's version: a client and a server speak only their own.
pub const VERSION: u32 = 1;

/// The largest message the server reads, in bytes.
pub const MAX_MESSAGE: usize = 64 * 1024;

/// The most messages a socket may send in a second.
pub const MAX_RATE: u32 = 20;

/// How long a player may stay away before the other can claim the game, by
/// default.
pub const DEFAULT_AWAY_MS: u64 = 120_000;

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

/// What the server says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The answer to [`ClientMessage::Hello`]: the client is in the room.
    Welcome(Welcome),
    /// The room as it stands now, after every change.
    State(Box<GameState>),
    /// Something to tell the players.
    Notice(Notice),
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
    /// No room has this invite code.
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
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ErrorCode::Version => "this server speaks another protocol version",
            ErrorCode::BadMessage => "not a message of the protocol",
            ErrorCode::TooBig => "message too large",
            ErrorCode::TooFast => "too many messages a second",
            ErrorCode::Hello => "a socket says hello once, first",
            ErrorCode::UnknownCode => "no room has this code",
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
        })
    }
}

#[cfg(test)]
mod tests {
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
