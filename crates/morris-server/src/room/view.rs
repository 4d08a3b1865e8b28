//! The room as the players see it: the state sent after every change.

use morris_core::{ByColor, Color, Rules};
use morris_protocol::{AiState, ClockSettings, ClockState, GameState, outcome_state};

use super::{Room, Seat};

/// What an invite tells the friend before they join: who invites them, to
/// which rules and clock, and the colour they would play.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Invitation {
    /// The host's name.
    pub host: String,
    /// The rules of the game.
    pub rules: Rules,
    /// The clock, or none for an untimed game.
    pub clock: Option<ClockSettings>,
    /// The colour the friend plays.
    pub color: Color,
    /// Whether the friend's seat is still free.
    pub open: bool,
}

impl Room {
    /// What the room's invite tells before it is taken.
    #[must_use]
    pub fn invitation(&self) -> Invitation {
        Invitation {
            host: self.names[Seat::Host.index()].clone().unwrap_or_default(),
            rules: self.settings.rules,
            clock: self.settings.clock,
            color: self.color_of(Seat::Guest),
            open: self.names[Seat::Guest.index()].is_none(),
        }
    }

    /// The room as the players see it at `now`.
    #[must_use]
    pub fn state(&self, now: u64) -> GameState {
        let position = self.game.position();
        let to_move = position.side_to_move();
        let clock = self.settings.clock.and_then(|settings| {
            Some(ClockState {
                left_ms: self.clocks_left(now)?,
                running: self.running_since.map(|_| to_move),
                settings,
            })
        });
        GameState {
            room: self.name.clone(),
            game: self.game_no,
            rules: self.settings.rules,
            host_color: self.host_color,
            names: self.by_color(|seat| self.names[seat.index()].clone()),
            connected: self.by_color(|seat| self.sockets(seat.index()) > 0),
            away_ms: self.by_color(|seat| {
                (self.secrets.tokens[seat.index()].is_some())
                    .then(|| self.away_since[seat.index()].map(|t| now.saturating_sub(t)))
                    .flatten()
            }),
            away_limit_ms: self.settings.away_limit_ms(),
            moves: self.game.moves().iter().map(ToString::to_string).collect(),
            position: position.to_string(),
            pieces: ByColor::new(
                position
                    .pieces(Color::White)
                    .iter()
                    .map(|p| p.to_string())
                    .collect(),
                position
                    .pieces(Color::Black)
                    .iter()
                    .map(|p| p.to_string())
                    .collect(),
            ),
            in_hand: ByColor::new(
                position.in_hand(Color::White),
                position.in_hand(Color::Black),
            ),
            to_move,
            legal: if self.game.is_over() {
                Vec::new()
            } else {
                self.game
                    .legal_moves()
                    .iter()
                    .map(ToString::to_string)
                    .collect()
            },
            clock,
            outcome: self.game.outcome().map(outcome_state),
            draw_offer: self.draw_offer,
            take_back: self.take_back,
            rematch: self.rematch,
            help: self.settings.help,
            ai: self
                .settings
                .ai
                .zip(self.ai_seat())
                .map(|(ai, seat)| AiState {
                    level: ai.level,
                    color: self.color_of(seat),
                    doing: self.ai_doing,
                    last_wait_ms: self.ai_last_wait_ms,
                }),
            seq: self.told,
        }
    }
}
