//! Sentences about the rules core's and the AI's values that both
//! frontends say the same way: colours, numbers, why a position text cannot
//! be read or cannot stand, and what a move is worth.

use morris_ai::Score;
use morris_ai::analysis::MoveValue;
use morris_ai::db::{DbValue, Pair, Wdl};
use morris_core::{
    Color, ParseSetupError, Rules, SetupError, SetupField, SetupSyntaxReason, Termination,
};

use crate::{Lang, Localizer, tr};

/// Why a game ended, in a few words: `no legal move`, `draw agreed`.
#[must_use]
pub fn termination(loc: &Localizer, termination: Termination, rules: &Rules) -> String {
    match termination {
        Termination::FewerThanThree => tr!(loc, "termination-fewer-than-three"),
        Termination::ThreeInARow => tr!(loc, "termination-three-in-a-row"),
        Termination::NoLegalMove => tr!(loc, "termination-no-legal-move"),
        Termination::FullBoard => tr!(loc, "termination-full-board"),
        Termination::Repetition => tr!(loc, "termination-repetition"),
        Termination::NMove => tr!(loc, "termination-n-move", n = rules.n_move()),
        Termination::Resignation => tr!(loc, "termination-resignation"),
        Termination::Agreement => tr!(loc, "termination-agreement"),
        Termination::TimeForfeit => tr!(loc, "termination-time-forfeit"),
        Termination::Abandoned => tr!(loc, "termination-abandoned"),
        other => other.name().to_owned(),
    }
}

/// A number with `places` decimals (a sign in front when `sign`), with the
/// decimal comma of the languages that write one: `+0.25`, `-1,50`.
#[must_use]
pub fn decimal(loc: &Localizer, value: f64, places: usize, sign: bool) -> String {
    let text = if sign {
        format!("{value:+.places$}")
    } else {
        format!("{value:.places$}")
    };
    match loc.lang() {
        Lang::En => text,
        _ => text.replace('.', ","),
    }
}

/// A search's score for the side to move: `wins in 5 plies`, or the share
/// of the points it can expect, `scores about 62 %` (the fitted logistic,
/// [`Score::expected`]); `about even` from 45 to 55 %.
#[must_use]
pub fn score(loc: &Localizer, score: Score) -> String {
    match (score.is_win(), score.plies_to_end()) {
        (true, Some(n)) => tr!(loc, "score-win", plies = n),
        (false, Some(n)) => tr!(loc, "score-loss", plies = n),
        _ => match score.percent() {
            45..=55 => tr!(loc, "score-even"),
            percent => tr!(loc, "score-chance", percent = percent),
        },
    }
}

/// A search's score as a side's chance, for that side or the other,
/// whichever it favours: `White scores about 62 %`, `about even`.
#[must_use]
pub fn chance(loc: &Localizer, score: Score, mover: Color) -> String {
    let percent = score.percent();
    let (side, percent) = if percent >= 50 {
        (mover, percent)
    } else {
        (mover.other(), 100 - percent)
    };
    if percent <= 55 {
        tr!(loc, "score-even")
    } else {
        tr!(
            loc,
            "score-side-chance",
            color = color(loc, side),
            percent = percent
        )
    }
}

/// An endgame database's value: `wins in 7 plies`, `a draw with best play`.
#[must_use]
pub fn db_value(loc: &Localizer, value: DbValue) -> String {
    match value {
        DbValue::Win(d) => tr!(loc, "score-win", plies = d),
        DbValue::Loss(d) => tr!(loc, "score-loss", plies = d),
        DbValue::Draw => tr!(loc, "score-draw"),
    }
}

/// What a move is worth, in full: exact, perhaps drawn by the N-move rule,
/// won, drawn or lost with best play (in the placing phase), or a search's
/// score with its depth.
#[must_use]
pub fn move_value(loc: &Localizer, value: MoveValue) -> String {
    match value {
        MoveValue::Exact(v) => db_value(loc, v),
        MoveValue::MayBeDrawn(v) => tr!(loc, "value-may-draw", value = db_value(loc, v)),
        MoveValue::Solved(Wdl::Win) => tr!(loc, "value-perfect-win"),
        MoveValue::Solved(Wdl::Draw) => tr!(loc, "score-draw"),
        MoveValue::Solved(Wdl::Loss) => tr!(loc, "value-perfect-loss"),
        MoveValue::SolvedMayBeDrawn(v) => tr!(
            loc,
            "value-may-draw",
            value = move_value(loc, MoveValue::Solved(v))
        ),
        MoveValue::Searched { score: s, depth } => {
            tr!(loc, "value-searched", value = score(loc, s), depth = depth)
        }
    }
}

/// What a move is worth, in a few characters for the board: `W7`, `L12`,
/// `=`, `W31?` (the N-move rule may draw it), `W` or `L` (won or lost with
/// best play, the distance not known; `W?` when the N-move rule may draw it), `62%` (the share of the
/// points a search expects for the side that plays it).
#[must_use]
pub fn move_value_short(loc: &Localizer, value: MoveValue) -> String {
    let db = |v: DbValue| match v {
        DbValue::Win(d) => tr!(loc, "value-short-win", plies = d),
        DbValue::Loss(d) => tr!(loc, "value-short-loss", plies = d),
        DbValue::Draw => tr!(loc, "value-short-draw"),
    };
    match value {
        MoveValue::Exact(v) => db(v),
        MoveValue::MayBeDrawn(v) => format!("{}?", db(v)),
        MoveValue::Solved(Wdl::Win) => tr!(loc, "value-short-won"),
        MoveValue::Solved(Wdl::Draw) => tr!(loc, "value-short-draw"),
        MoveValue::Solved(Wdl::Loss) => tr!(loc, "value-short-lost"),
        MoveValue::SolvedMayBeDrawn(v) => {
            format!("{}?", move_value_short(loc, MoveValue::Solved(v)))
        }
        MoveValue::Searched { score: s, .. } => match (s.is_win(), s.plies_to_end()) {
            (true, Some(n)) => tr!(loc, "value-short-win", plies = n),
            (false, Some(n)) => tr!(loc, "value-short-loss", plies = n),
            // The share of the points for the side that plays it.
            _ => tr!(loc, "value-short-chance", percent = s.percent()),
        },
    }
}

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
        SetupSyntaxReason::BadMemory => tr!(loc, "setup-bad-memory"),
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
        // A field added to the core before its words are.
        _ => format!("{field:?}"),
    }
}

/// A position that cannot stand under the rules in play.
#[must_use]
pub fn bad_position(loc: &Localizer, err: &SetupError) -> String {
    let what = match err {
        SetupError::OtherBoard { text, rules } => tr!(
            loc,
            "setup-other-board",
            text = text.points(),
            rules = rules.points()
        ),
        SetupError::OffBoard(p) => tr!(loc, "setup-off-board", point = p.to_string()),
        SetupError::Overlap(p) => tr!(loc, "setup-overlap", point = p.to_string()),
        SetupError::TooManyPieces(c) => tr!(loc, "setup-too-many", color = color(loc, *c)),
        SetupError::HandsOutOfTurn => tr!(loc, "setup-hands"),
        SetupError::CounterWhilePlacing => tr!(loc, "setup-counter"),
        SetupError::TurnZero => tr!(loc, "setup-turn"),
        SetupError::MemoryNotInRules => tr!(loc, "setup-memory"),
        SetupError::BadMemory(c) => tr!(loc, "setup-spent", color = color(loc, *c)),
        SetupError::BadMarks => tr!(loc, "setup-marks"),
        SetupError::BadDue => tr!(loc, "setup-due"),
        _ => err.to_string(),
    };
    tr!(loc, "bad-position-why", reason = what)
}

/// A pair of the endgame databases with its mirror, as they are solved
/// together: `4-3 and 3-4`, or `3-3` once when they are the same.
#[must_use]
pub fn pairs(loc: &Localizer, pair: Pair) -> String {
    let other = pair.swapped();
    if other == pair {
        pair.to_string()
    } else {
        tr!(
            loc,
            "pair-and-mirror",
            pair = pair.to_string(),
            other = other.to_string()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_is_named_once_when_it_is_its_own_mirror() {
        let en = Localizer::new(Lang::En);
        assert_eq!(pairs(&en, Pair::new(3, 3)), "3-3");
        assert_eq!(pairs(&en, Pair::new(4, 3)), "4-3 and 3-4");
        let de = Localizer::new(Lang::De);
        assert_eq!(pairs(&de, Pair::new(5, 3)), "5-3 und 3-5");
    }
}
