//! The AI's values in words: a search's score, a database's value, what a
//! move is worth, the databases' pairs. Behind the `ai` feature, so that a
//! program that words only the rules (the online server) does not build
//! the AI.

use morris_ai::Score;
use morris_ai::analysis::MoveValue;
use morris_ai::db::{DbValue, Pair, Wdl};
use morris_core::Color;

use super::color;
use crate::{Localizer, tr};

/// A search's score for the side to move: `wins in 5 turns`, or the share
/// of the points it can expect, `scores about 62 %` (the fitted logistic,
/// [`Score::expected`]); `about even` from 45 to 55 %.
#[must_use]
pub fn score(loc: &Localizer, score: Score) -> String {
    match (score.is_win(), score.plies_to_end()) {
        (true, Some(n)) => tr!(loc, "score-win", turns = n),
        (false, Some(n)) => tr!(loc, "score-loss", turns = n),
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

/// An endgame database's value: `wins in 7 turns`, `a draw with best play`.
#[must_use]
pub fn db_value(loc: &Localizer, value: DbValue) -> String {
    match value {
        DbValue::Win(d) => tr!(loc, "score-win", turns = d),
        DbValue::Loss(d) => tr!(loc, "score-loss", turns = d),
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
    use crate::Lang;

    #[test]
    fn a_pair_is_named_once_when_it_is_its_own_mirror() {
        let en = Localizer::new(Lang::En);
        assert_eq!(pairs(&en, Pair::new(3, 3)), "3-3");
        assert_eq!(pairs(&en, Pair::new(4, 3)), "4-3 and 3-4");
        let de = Localizer::new(Lang::De);
        assert_eq!(pairs(&de, Pair::new(5, 3)), "5-3 und 3-5");
    }
}
