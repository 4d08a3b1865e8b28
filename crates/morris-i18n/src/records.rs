//! Why a game record cannot be read or replayed, and why a move is not
//! legal, worded once for both frontends: `line 3, column 7: d6 is not
//! legal here: d6 is not empty`.

use morris_core::{
    IllegalReason, Outcome, PlayError, Record, RecordError, RecordErrorReason, RecordSyntaxError,
    RecordSyntaxReason, Rules,
};

use crate::words::color;
use crate::{Localizer, tr};

/// How a game ended, naming the sides: `White wins. Black has no move
/// left.`, `A draw. Both players agreed.`
#[must_use]
pub fn outcome(loc: &Localizer, outcome: Outcome, rules: &Rules) -> String {
    crate::words::ending(loc, outcome, rules, &|side| color(loc, side))
}

/// Why the rules forbid a move, as a clause: `d6 is not empty`.
#[must_use]
pub fn illegal_reason(loc: &Localizer, reason: &IllegalReason) -> String {
    match reason {
        IllegalReason::GameOver => tr!(loc, "reason-game-over"),
        IllegalReason::MustPlace => tr!(loc, "reason-must-place"),
        IllegalReason::MustMove => tr!(loc, "reason-must-move"),
        IllegalReason::NotEmpty(p) => tr!(loc, "reason-not-empty", point = p.to_string()),
        IllegalReason::OffBoard(p) => tr!(loc, "reason-off-board", point = p.to_string()),
        IllegalReason::NotOwnPiece(p) => tr!(loc, "reason-not-own-piece", point = p.to_string()),
        IllegalReason::NotAdjacent(a, b) => tr!(
            loc,
            "reason-not-adjacent",
            from = a.to_string(),
            to = b.to_string()
        ),
        IllegalReason::MissingRemoval { earned } => {
            tr!(loc, "reason-missing-removal", count = *earned)
        }
        IllegalReason::TooManyRemovals { earned: 0 } => tr!(loc, "reason-no-mill"),
        IllegalReason::TooManyRemovals { earned } => {
            tr!(loc, "reason-too-many-removals", count = *earned)
        }
        IllegalReason::NotOpponentPiece(p) => {
            tr!(loc, "reason-not-opponent-piece", point = p.to_string())
        }
        IllegalReason::InMill(p) => tr!(loc, "reason-in-mill", point = p.to_string()),
        IllegalReason::AllInMills => tr!(loc, "reason-all-in-mills"),
        IllegalReason::RepeatedMill(a, b) => tr!(
            loc,
            "reason-repeated-mill",
            from = a.to_string(),
            to = b.to_string()
        ),
        IllegalReason::RemovalDue { due } => tr!(loc, "reason-removal-due", count = *due),
        IllegalReason::NoRemovalDue => tr!(loc, "reason-no-removal-due"),
        IllegalReason::Intervention(pair) => {
            let points: Vec<String> = pair.iter().map(|p| p.to_string()).collect();
            tr!(loc, "reason-intervention", points = points.join(" "))
        }
        _ => tr!(loc, "reason-other"),
    }
}

/// Why a record's text cannot be read, with the line and column.
#[must_use]
pub fn record_syntax(loc: &Localizer, err: &RecordSyntaxError) -> String {
    let reason = match &err.reason {
        RecordSyntaxReason::BadTag => tr!(loc, "record-syntax-bad-tag"),
        RecordSyntaxReason::TagAfterMoves => tr!(loc, "record-syntax-tag-after-moves"),
        RecordSyntaxReason::UnterminatedComment => tr!(loc, "record-syntax-open-comment"),
        RecordSyntaxReason::UnterminatedVariation => tr!(loc, "record-syntax-open-variation"),
        RecordSyntaxReason::UnbalancedParenthesis => tr!(loc, "record-syntax-stray-bracket"),
        RecordSyntaxReason::BadMove(_) => tr!(loc, "record-syntax-bad-move"),
        RecordSyntaxReason::StrayRemoval => tr!(loc, "record-syntax-stray-removal"),
        RecordSyntaxReason::TextAfterResult => tr!(loc, "record-syntax-after-result"),
        _ => err.to_string(),
    };
    tr!(
        loc,
        "record-where",
        line = err.line,
        column = err.column,
        reason = reason
    )
}

/// Why `record`'s game cannot be replayed, with the line and column.
#[must_use]
pub fn record_error(loc: &Localizer, record: &Record, err: &RecordError) -> String {
    let rules = record.rules().unwrap_or_default();
    let actual = |o: &Option<Outcome>| match o {
        Some(o) => tr!(loc, "record-actual-end", outcome = outcome(loc, *o, &rules)),
        None => tr!(loc, "record-actual-open"),
    };
    let reason = match &err.reason {
        RecordErrorReason::UnknownVariant(name) => {
            tr!(loc, "record-unknown-variant", name = shown(name))
        }
        RecordErrorReason::UnknownPreset(name) => {
            tr!(loc, "record-unknown-rules", name = shown(name))
        }
        RecordErrorReason::BadRuleValue(v) => {
            tr!(loc, "record-bad-value", option = v.option.tag())
        }
        RecordErrorReason::BadPositionText(_) => tr!(loc, "record-bad-position-text"),
        RecordErrorReason::BadPosition(_) => tr!(loc, "record-bad-position"),
        RecordErrorReason::Illegal(PlayError::Illegal(e)) => tr!(
            loc,
            "record-illegal",
            mv = e.mv.to_string(),
            reason = illegal_reason(loc, &e.reason)
        ),
        RecordErrorReason::Illegal(_) => tr!(loc, "record-move-after-end"),
        RecordErrorReason::ResultMismatch { stated, actual: a }
        | RecordErrorReason::TerminationMismatch { stated, actual: a } => tr!(
            loc,
            "record-result-mismatch",
            stated = shown(stated),
            actual = actual(a)
        ),
        _ => err.to_string(),
    };
    tr!(
        loc,
        "record-where",
        line = err.line,
        column = err.column,
        reason = reason
    )
}

/// A word of the record, cut to 40 characters and made printable.
fn shown(text: &str) -> String {
    let mut out: String = text
        .chars()
        .take(40)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    if text.chars().count() > 40 {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn a_bad_record_says_where_and_why_in_each_language() {
        let record: Record = "[Event \"x\"]\n\n1. d6 d6 *\n".parse().unwrap();
        let err = record.to_game().unwrap_err();
        let en = record_error(&Localizer::new(Lang::En), &record, &err);
        assert_eq!(
            en,
            "line 3, column 7: d6 is not legal here: d6 is not empty"
        );
        let de = record_error(&Localizer::new(Lang::De), &record, &err);
        assert!(de.contains("d6") && de != en, "{de}");
        let syntax = "[Event \"x\"\n".parse::<Record>().unwrap_err();
        let en = record_syntax(&Localizer::new(Lang::En), &syntax);
        assert!(en.starts_with("line 1, column"), "{en}");
        assert!(
            en.ends_with("a tag must look like [Name \"value\"]"),
            "{en}"
        );
    }
}
