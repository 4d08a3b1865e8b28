//! Why a record cannot be read ([`RecordSyntaxError`]) or replayed
//! ([`RecordError`]), with the line and column.

use std::fmt;

use crate::{Outcome, ParseMoveError, PlayError, RuleValueError, SetupError};

/// Why a record's text cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RecordSyntaxReason {
    /// A tag pair is not `[Name "value"]`.
    BadTag,
    /// A tag pair comes after the moves began.
    TagAfterMoves,
    /// A `{` comment never closes.
    UnterminatedComment,
    /// A `(` variation never closes.
    UnterminatedVariation,
    /// A `)` with no `(`.
    UnbalancedParenthesis,
    /// A word that is not a move.
    BadMove(ParseMoveError),
    /// A removal written apart (`xa7`) with no move before it.
    StrayRemoval,
    /// Moves or text after the result.
    TextAfterResult,
}

/// A record text that cannot be read, with where the trouble is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordSyntaxError {
    /// The line, from 1.
    pub line: usize,
    /// The column in characters, from 1.
    pub column: usize,
    /// What is wrong.
    pub reason: RecordSyntaxReason,
}

impl fmt::Display for RecordSyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: ", self.line, self.column)?;
        match &self.reason {
            RecordSyntaxReason::BadTag => f.write_str("a tag must look like [Name \"value\"]"),
            RecordSyntaxReason::TagAfterMoves => {
                f.write_str("a tag after the moves (one record holds one game)")
            }
            RecordSyntaxReason::UnterminatedComment => f.write_str("a { comment is never closed"),
            RecordSyntaxReason::UnterminatedVariation => {
                f.write_str("a ( variation is never closed")
            }
            RecordSyntaxReason::UnbalancedParenthesis => f.write_str("a ) without a ("),
            RecordSyntaxReason::BadMove(err) => write!(f, "not a move: {err}"),
            RecordSyntaxReason::StrayRemoval => f.write_str("a removal with no move before it"),
            RecordSyntaxReason::TextAfterResult => f.write_str("text after the result"),
        }
    }
}

impl std::error::Error for RecordSyntaxError {}

/// Why a well-formed record cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RecordErrorReason {
    /// The `Variant` tag names a game this program does not play.
    UnknownVariant(String),
    /// The `Rules` tag names no preset.
    UnknownPreset(String),
    /// A rule option tag has a bad value.
    BadRuleValue(RuleValueError),
    /// The `FEN` tag is not position text.
    BadPositionText(crate::ParseSetupError),
    /// The `FEN` position cannot stand under the rules.
    BadPosition(SetupError),
    /// A move cannot be played.
    Illegal(PlayError),
    /// The `Result` tag or the result after the moves does not match how
    /// the moves end the game.
    ResultMismatch {
        /// The result the record states.
        stated: String,
        /// The outcome the moves reach, if any.
        actual: Option<Outcome>,
    },
    /// The `Termination` tag does not match how the game ended.
    TerminationMismatch {
        /// The termination the record states.
        stated: String,
        /// The outcome the game has, if any.
        actual: Option<Outcome>,
    },
}

/// A record that cannot be replayed, with the line and column of the tag or
/// move at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The line, from 1.
    pub line: usize,
    /// The column in characters, from 1.
    pub column: usize,
    /// What is wrong.
    pub reason: RecordErrorReason,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: ", self.line, self.column)?;
        let describe = |actual: &Option<Outcome>| match actual {
            Some(o) => format!("the moves end it {o}"),
            None => "the moves do not end the game".to_owned(),
        };
        match &self.reason {
            RecordErrorReason::UnknownVariant(v) => write!(f, "unknown variant {v:?}"),
            RecordErrorReason::UnknownPreset(p) => {
                // The preset error names every preset: "unknown preset
                // (expected nine, ...)".
                let expected = crate::ParsePresetError.to_string();
                let expected = expected.trim_start_matches("unknown preset ");
                write!(f, "unknown rules {p:?} {expected}")
            }
            RecordErrorReason::BadRuleValue(err) => err.fmt(f),
            RecordErrorReason::BadPositionText(err) => err.fmt(f),
            RecordErrorReason::BadPosition(err) => write!(f, "bad start position: {err}"),
            RecordErrorReason::Illegal(err) => err.fmt(f),
            RecordErrorReason::ResultMismatch { stated, actual } => {
                write!(f, "the record says {stated}, but {}", describe(actual))
            }
            RecordErrorReason::TerminationMismatch { stated, actual } => {
                write!(f, "the record says {stated}, but {}", describe(actual))
            }
        }
    }
}

impl std::error::Error for RecordError {}
