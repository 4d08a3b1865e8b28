//! What the app remembers between runs: the look, the language, the last
//! rules and players, the AI's pace and the window's size. Kept apart from
//! the game in play; every field has a default, so an older or partly
//! broken settings file still loads.

use morris_ai::Level;
use morris_core::{ByColor, Rules};
use morris_i18n::Lang;
use serde::{Deserialize, Serialize};

use crate::theme::ThemeChoice;

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Player {
    /// A person at this computer.
    Human,
    /// The AI at a level from 1 to 10.
    Ai {
        /// The level, 1 to 10 (out-of-range values count as the default).
        level: u8,
    },
}

impl Player {
    /// The AI at `level`.
    #[must_use]
    pub const fn ai(level: Level) -> Player {
        Player::Ai { level: level.get() }
    }

    /// The AI's level, or `None` for a person.
    #[must_use]
    pub fn level(self) -> Option<Level> {
        match self {
            Player::Human => None,
            Player::Ai { level } => Some(Level::new(level).unwrap_or_default()),
        }
    }

    /// Whether the AI plays this side.
    #[must_use]
    pub const fn is_ai(self) -> bool {
        matches!(self, Player::Ai { .. })
    }

    /// How game records name the player: `Human` or `AI level 7` (records
    /// are never translated).
    #[must_use]
    pub fn record_name(self) -> String {
        match self.level() {
            None => "Human".to_owned(),
            Some(level) => format!("AI level {level}"),
        }
    }

    /// The player a record names with [`Player::record_name`]; other names
    /// are people.
    #[must_use]
    pub fn from_record_name(name: &str) -> Player {
        name.trim()
            .strip_prefix("AI level ")
            .and_then(|n| n.parse::<Level>().ok())
            .map_or(Player::Human, Player::ai)
    }
}

/// The app's settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Light, dark or the system's look.
    pub theme: ThemeChoice,
    /// The language code (`en`, `es`, `pl`, `fi`, `de`), or `None` to follow
    /// the system.
    pub language: Option<String>,
    /// The rules of the last new game.
    pub rules: Rules,
    /// The players of the last new game.
    pub players: ByColor<Player>,
    /// Whether a coin decides who plays White.
    pub coin_toss: bool,
    /// Whether the players change colours for each next game.
    pub swap_colours: bool,
    /// Seconds the AI at level 10 thinks per move (levels 1 to 9 have their
    /// own budget).
    pub ai_seconds: f32,
    /// Seconds a hint thinks.
    pub hint_seconds: f32,
    /// Seconds between moves when two AIs play each other, so people can
    /// follow.
    pub watch_seconds: f32,
    /// Whether pieces glide to their points; off, they jump.
    pub animations: bool,
    /// Whether the points a selected piece may go to are marked.
    pub show_targets: bool,
    /// The window's inner size in points when it was last closed.
    pub window_size: Option<[f32; 2]>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            theme: ThemeChoice::System,
            language: None,
            rules: Rules::default(),
            players: ByColor::new(Player::Human, Player::ai(Level::DEFAULT)),
            coin_toss: false,
            swap_colours: false,
            ai_seconds: 1.5,
            hint_seconds: 1.0,
            watch_seconds: 0.8,
            animations: true,
            show_targets: true,
            window_size: None,
        }
    }
}

impl Settings {
    /// The chosen language, if it is one we speak.
    #[must_use]
    pub fn chosen_language(&self) -> Option<Lang> {
        self.language.as_deref().and_then(|code| code.parse().ok())
    }

    /// The language to speak: the chosen one, else the system's.
    #[must_use]
    pub fn language(&self) -> Lang {
        self.chosen_language().unwrap_or_else(Lang::system)
    }

    /// The settings from JSON text; unknown or bad text gives the defaults
    /// for what cannot be read.
    #[must_use]
    pub fn from_json(text: &str) -> Settings {
        serde_json::from_str(text).unwrap_or_default()
    }

    /// The settings as JSON text.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::Preset;

    #[test]
    fn settings_round_trip_through_json() {
        let settings = Settings {
            rules: Rules::preset(Preset::Twelve),
            players: ByColor::new(Player::ai(Level::MAX), Player::Human),
            language: Some("pl".to_owned()),
            theme: ThemeChoice::Dark,
            window_size: Some([800.0, 600.0]),
            ..Settings::default()
        };
        assert_eq!(Settings::from_json(&settings.to_json()), settings);
    }

    #[test]
    fn missing_fields_take_their_defaults() {
        let settings = Settings::from_json(r#"{"theme": "light"}"#);
        assert_eq!(settings.theme, ThemeChoice::Light);
        assert_eq!(settings.rules, Rules::default());
        assert!(settings.animations);
        assert_eq!(Settings::from_json("not json"), Settings::default());
    }

    #[test]
    fn record_names_round_trip() {
        for player in [
            Player::Human,
            Player::ai(Level::MIN),
            Player::ai(Level::MAX),
        ] {
            assert_eq!(Player::from_record_name(&player.record_name()), player);
        }
        assert_eq!(Player::from_record_name("Ada"), Player::Human);
    }
}
