//! The tablebase API of a server that solved the game: `GET
//! /api/v1/position` answers a position's value with perfect play and every
//! legal turn's (docs/TABLEBASE.md, a versioned contract). These are its
//! answers and errors as they travel, JSON both ways, so that a client
//! reads them with the same types the server writes.

use morris_core::Color;
use serde::{Deserialize, Serialize};

/// The API's version: the path's `v1`.
pub const TABLEBASE_VERSION: u32 = 1;

/// The longest query the API reads, in bytes: a position text and its
/// rules need a tenth of it; a longer one is refused with
/// [`TablebaseErrorCode::TooLarge`] before it is read further.
pub const MAX_TABLEBASE_QUERY: usize = 2048;

/// What a position or a turn is worth with perfect play.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TablebaseResult {
    /// The side wins.
    Win,
    /// Neither side can force a win.
    Draw,
    /// The side loses.
    Loss,
    /// Beyond what the server's databases know.
    Unknown,
}

/// A value: the result for the side it is told for, with the distance to
/// the end in plies where the databases keep it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TablebaseValue {
    /// Win, draw, loss or unknown.
    pub result: TablebaseResult,
    /// Plies to the end with perfect play (the winner's fastest, the
    /// loser's slowest), where known: the moving and flying phases.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plies: Option<u16>,
    /// Whether the value is proved (from the databases or a search over
    /// them): `false` only for `unknown`.
    pub exact: bool,
}

impl TablebaseValue {
    /// A value beyond the databases.
    pub const UNKNOWN: TablebaseValue = TablebaseValue {
        result: TablebaseResult::Unknown,
        plies: None,
        exact: false,
    };

    /// A proved value.
    #[must_use]
    pub const fn exact(result: TablebaseResult, plies: Option<u16>) -> TablebaseValue {
        TablebaseValue {
            result,
            plies,
            exact: true,
        }
    }
}

/// A legal turn and its value for the side that plays it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TablebaseTurn {
    /// The turn in our notation (`d6`, `d6-d5`, `d6-d5xa7`).
    pub turn: String,
    /// Its value for the side that plays it.
    pub value: TablebaseValue,
}

/// The answer to `GET /api/v1/position`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TablebaseAnswer {
    /// [`TABLEBASE_VERSION`].
    pub version: u32,
    /// The rules asked for, as their preset's name.
    pub rules: String,
    /// The position, as position text (the one asked, or the one the
    /// moves asked lead to).
    pub position: String,
    /// The side to move.
    pub side: Color,
    /// The position's value for the side to move.
    pub value: TablebaseValue,
    /// Every legal turn with its value for the side to move, the best
    /// first (a faster win, a slower loss); none when the game is over.
    pub turns: Vec<TablebaseTurn>,
    /// What answered: `endgame databases`, `whole-game databases`,
    /// `opening search`, or nothing when the value is unknown.
    pub sources: Vec<String>,
    /// Why the value is unknown, when it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
}

/// What was wrong with a request.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TablebaseErrorCode {
    /// Neither or both of `position` and `moves`, or a parameter the API
    /// does not know.
    BadQuery,
    /// Rules not among the presets.
    UnknownRules,
    /// Position text that does not parse.
    BadPosition,
    /// A position the rules cannot have (too many pieces, a finished
    /// game's counts that cannot stand).
    ImpossiblePosition,
    /// A turn of `moves` that is not legal where it comes.
    BadMoves,
    /// A query longer than [`MAX_TABLEBASE_QUERY`].
    TooLarge,
    /// More requests from one address than the server answers a second.
    TooMany,
}

/// An error answer: its code and why, for a person reading it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TablebaseError {
    /// What went wrong.
    pub error: TablebaseErrorCode,
    /// Why, in English.
    pub reason: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_travel_as_the_contract_says() {
        let answer = TablebaseAnswer {
            version: TABLEBASE_VERSION,
            rules: "nine".into(),
            position: "W../.../.../....../.../.../..B w 0 0 0 1".into(),
            side: Color::White,
            value: TablebaseValue::exact(TablebaseResult::Win, Some(3)),
            turns: vec![TablebaseTurn {
                turn: "a7-d7".into(),
                value: TablebaseValue::exact(TablebaseResult::Draw, None),
            }],
            sources: vec!["endgame databases".into()],
            why: None,
        };
        let text = serde_json::to_string(&answer).unwrap();
        assert!(
            text.contains(r#""value":{"result":"win","plies":3,"exact":true}"#),
            "{text}"
        );
        assert!(text.contains(r#""side":"white""#), "{text}");
        assert!(!text.contains("why"), "{text}");
        assert_eq!(
            serde_json::from_str::<TablebaseAnswer>(&text).unwrap(),
            answer
        );
        let unknown = serde_json::to_string(&TablebaseValue::UNKNOWN).unwrap();
        assert_eq!(unknown, r#"{"result":"unknown","exact":false}"#);
        let error = TablebaseError {
            error: TablebaseErrorCode::ImpossiblePosition,
            reason: "White has 10 pieces".into(),
        };
        assert_eq!(
            serde_json::to_string(&error).unwrap(),
            r#"{"error":"impossible_position","reason":"White has 10 pieces"}"#
        );
    }
}
