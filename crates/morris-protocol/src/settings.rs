//! What a host chooses when making a room.

use morris_core::Rules;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};

use crate::DEFAULT_AWAY_MS;

/// What a host chooses when creating a room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoomSettings {
    /// The rules of every game in the room: the core's options by key, an
    /// option left out taking its value in the default rules (Nine Men's
    /// Morris), so that `{}` is Nine Men's Morris.
    #[serde(deserialize_with = "rules_or_defaults")]
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

/// The rules given, each option left out taken from [`Rules::default`];
/// an unknown option or a value an option does not take is refused.
fn rules_or_defaults<'de, D: Deserializer<'de>>(d: D) -> Result<Rules, D::Error> {
    let given = Map::<String, Value>::deserialize(d)?;
    let mut rules = match serde_json::to_value(Rules::default()) {
        Ok(Value::Object(defaults)) => defaults,
        _ => Map::new(),
    };
    rules.extend(given);
    serde_json::from_value(Value::Object(rules)).map_err(D::Error::custom)
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

#[cfg(test)]
mod tests {
    use morris_core::{Flying, Preset};

    use super::*;

    fn rules(json: &str) -> Result<Rules, serde_json::Error> {
        serde_json::from_str::<RoomSettings>(&format!(r#"{{"rules":{json}}}"#)).map(|s| s.rules)
    }

    #[test]
    fn rule_options_left_out_take_their_defaults() {
        assert_eq!(rules("{}").unwrap(), Rules::default());
        let no_flying = rules(r#"{"flying":"off"}"#).unwrap();
        assert_eq!(no_flying.flying(), Flying::Off);
        assert_eq!(no_flying.pieces(), Rules::default().pieces());
        let twelve = Rules::preset(Preset::Twelve);
        assert_eq!(
            rules(&serde_json::to_string(&twelve).unwrap()).unwrap(),
            twelve
        );
        assert!(rules(r#"{"wings":true}"#).is_err(), "an unknown option");
        assert!(rules(r#"{"pieces":99}"#).is_err(), "a value not taken");
        assert!(rules("[]").is_err());
    }
}
