//! Who plays a side: a person, the AI at a level, or another program
//! speaking the engine protocol, and how game records name them.

use std::fmt;
use std::str::FromStr;

use morris_ai::Level;
use serde::{Deserialize, Serialize};

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Player {
    /// A person at this computer.
    Human,
    /// The AI at a level from 1 to 10.
    Ai {
        /// The level, 1 to 10 (out-of-range values count as the default).
        level: u8,
    },
    /// Another program speaking the engine protocol (its command line is
    /// the table's, see [`crate::TableConfig::engine`]).
    Engine,
    /// A friend on another machine, whose turns come through the server of
    /// an online game ([`crate::table::Table::go_online`]); no one here
    /// moves for them.
    Remote,
}

impl Player {
    /// The AI at `level`.
    #[must_use]
    pub const fn ai(level: Level) -> Player {
        Player::Ai { level: level.get() }
    }

    /// The AI's level, or `None` for a person or an engine.
    #[must_use]
    pub fn level(self) -> Option<Level> {
        match self {
            Player::Human | Player::Engine | Player::Remote => None,
            Player::Ai { level } => Some(Level::new(level).unwrap_or_default()),
        }
    }

    /// Whether a machine plays this side, our AI or an engine: undo goes
    /// back past its moves, and no person moves for it.
    #[must_use]
    pub const fn is_ai(self) -> bool {
        matches!(self, Player::Ai { .. } | Player::Engine)
    }

    /// Whether a person at this computer plays this side.
    #[must_use]
    pub const fn is_person(self) -> bool {
        matches!(self, Player::Human)
    }

    /// Whether an engine plays this side.
    #[must_use]
    pub const fn is_engine(self) -> bool {
        matches!(self, Player::Engine)
    }

    /// How game records name the player: `Human` or `AI level 7` (records
    /// are never translated).
    #[must_use]
    pub fn record_name(self) -> String {
        match self {
            Player::Human => "Human".to_owned(),
            Player::Engine => "Engine".to_owned(),
            Player::Remote => "Remote".to_owned(),
            Player::Ai { .. } => format!("AI level {}", self.level().unwrap_or_default()),
        }
    }

    /// The player a record names with [`Player::record_name`]; `None` for
    /// any other name (records of other programs name people by name), and
    /// for `Remote`: a record read here is played here.
    #[must_use]
    pub fn from_record_name(name: &str) -> Option<Player> {
        let name = name.trim();
        if name.eq_ignore_ascii_case("human") {
            return Some(Player::Human);
        }
        if name.eq_ignore_ascii_case("engine") {
            return Some(Player::Engine);
        }

        name.strip_prefix("AI level ")
            .and_then(|n| n.parse::<Level>().ok())
            .map(Player::ai)
    }
}

impl fmt::Display for Player {
    /// `human`, `ai:LEVEL` or `engine`, as the command line writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Human => f.write_str("human"),
            Player::Engine => f.write_str("engine"),
            Player::Remote => f.write_str("remote"),
            Player::Ai { .. } => write!(f, "ai:{}", self.level().unwrap_or_default()),
        }
    }
}

/// The text is not `human`, `ai` or `ai:LEVEL`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ParsePlayerError {
    /// The text that was given.
    pub text: String,
}

impl fmt::Display for ParsePlayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "expected human, ai, ai:LEVEL (LEVEL 1 to 10) or engine:COMMAND, got {:?}",
            self.text
        )
    }
}

impl std::error::Error for ParsePlayerError {}

impl FromStr for Player {
    type Err = ParsePlayerError;

    /// `human`, `ai` (the default level), `ai:LEVEL` or `engine` (the
    /// command line of `engine:COMMAND` is the caller's to keep).
    fn from_str(s: &str) -> Result<Player, ParsePlayerError> {
        let text = s.trim().to_ascii_lowercase();
        let bad = || ParsePlayerError {
            text: s.trim().to_owned(),
        };
        match text.as_str() {
            "human" => Ok(Player::Human),
            "ai" => Ok(Player::ai(Level::DEFAULT)),
            "engine" => Ok(Player::Engine),
            _ if text.starts_with("engine:") => Ok(Player::Engine),
            _ => text
                .strip_prefix("ai:")
                .and_then(|level| level.parse::<Level>().ok())
                .map(Player::ai)
                .ok_or_else(bad),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn record_names_round_trip_and_others_are_unknown() {
        for player in [
            Player::Human,
            Player::ai(Level::MAX),
            Player::ai(Level::MIN),
            Player::Engine,
        ] {
            assert_eq!(
                Player::from_record_name(&player.record_name()),
                Some(player)
            );
        }
        assert_eq!(Player::from_record_name("Alice"), None);
        assert_eq!(Player::from_record_name("AI level 11"), None);
    }

    #[test]
    fn command_line_forms_parse() {
        assert_eq!("human".parse(), Ok(Player::Human));
        assert_eq!(" AI:7 ".parse(), Ok(Player::ai(Level::new(7).unwrap())));
        assert_eq!("ai".parse(), Ok(Player::ai(Level::DEFAULT)));
        let err = "ai:11".parse::<Player>().unwrap_err();
        assert_eq!(err.text, "ai:11");
        assert_eq!(Player::ai(Level::MAX).to_string(), "ai:10");
        // An out-of-range level read from a file counts as the default.
        assert_eq!(Player::Ai { level: 0 }.level(), Some(Level::DEFAULT));
    }
}
