//! Sentences about the rules core's values that both frontends say the same
//! way: colours, and why a position text cannot be read or cannot stand.

use morris_core::{Color, ParseSetupError, SetupError, SetupField, SetupSyntaxReason};

use crate::{Localizer, tr};

/// `White` or `Black`, in the player's language.
#[must_use]
pub fn color(loc: &Localizer, color: Color) -> String {
    match color {
        Color::White => tr!(loc, "color-white"),
        Color::Black => tr!(loc, "color-black"),
    }
}

/// A position text that cannot be read: what is wrong and where.
#[must_use]
pub fn bad_position_text(loc: &Localizer, err: &ParseSetupError) -> String {
    let what = match &err.reason {
        SetupSyntaxReason::Missing(field) => {
            tr!(loc, "setup-missing", field = setup_field(loc, *field))
        }
        SetupSyntaxReason::BadRows => tr!(loc, "setup-rows"),
        SetupSyntaxReason::BadPiece(c) => tr!(loc, "setup-piece", piece = c.to_string()),
        SetupSyntaxReason::BadSide => tr!(loc, "setup-side"),
        SetupSyntaxReason::BadNumber(field) => {
            tr!(loc, "setup-number", field = setup_field(loc, *field))
        }
        SetupSyntaxReason::RemovalPending => tr!(loc, "setup-removal-pending"),
        _ => err.to_string(),
    };
    tr!(loc, "setup-where", column = err.column, reason = what)
}

/// A field of the position text, named.
fn setup_field(loc: &Localizer, field: SetupField) -> String {
    match field {
        SetupField::Board => tr!(loc, "field-board"),
        SetupField::SideToMove => tr!(loc, "field-side"),
        SetupField::WhiteInHand => tr!(loc, "field-hand", color = color(loc, Color::White)),
        SetupField::BlackInHand => tr!(loc, "field-hand", color = color(loc, Color::Black)),
        SetupField::Counter => tr!(loc, "field-counter"),
        SetupField::Turn => tr!(loc, "field-turn"),
    }
}

/// A position that cannot stand under the rules in play.
#[must_use]
pub fn bad_position(loc: &Localizer, err: &SetupError) -> String {
    let what = match err {
        SetupError::Overlap(p) => tr!(loc, "setup-overlap", point = p.to_string()),
        SetupError::TooManyPieces(c) => tr!(loc, "setup-too-many", color = color(loc, *c)),
        SetupError::HandsOutOfTurn => tr!(loc, "setup-hands"),
        SetupError::CounterWhilePlacing => tr!(loc, "setup-counter"),
        SetupError::TurnZero => tr!(loc, "setup-turn"),
        _ => err.to_string(),
    };
    tr!(loc, "bad-position-why", reason = what)
}
