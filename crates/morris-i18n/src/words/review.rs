//! A review in the player's words: a line a turn (the grade, the value
//! kept, and for a turn that was not best the best one, what it was worth
//! and the line that shows why), then a line a side. Behind the `ai`
//! feature, with the values' words.

use morris_ai::analysis::MoveValue;
use morris_ai::review::{Grade, Review, TurnReview};
use morris_core::{Color, Move};

use crate::{Localizer, tr, words};

/// A grade in words.
#[must_use]
pub fn grade(loc: &Localizer, grade: Grade) -> String {
    loc.text(match grade {
        Grade::Best => "review-grade-best",
        Grade::Good => "review-grade-good",
        Grade::Inaccuracy => "review-grade-inaccuracy",
        Grade::Mistake => "review-grade-mistake",
        Grade::Blunder => "review-grade-blunder",
    })
}

/// A value as the review says it: the analysis's words.
fn value(loc: &Localizer, value: MoveValue) -> String {
    words::move_value(loc, value)
}

/// `12.` for the turn of the side that moves first (`first`), `12…` for
/// the other's: the turn number as records write it.
#[must_use]
pub fn number(number: u32, side: Color, first: Color) -> String {
    if side == first {
        format!("{number}.")
    } else {
        format!("{number}…")
    }
}

/// A reviewed turn's number.
fn turn_number(turn: &TurnReview, first: Color) -> String {
    number(turn.number, turn.side, first)
}

fn moves(list: &[Move]) -> String {
    list.iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// One turn's lines: the grade and value, and for a turn that was not best
/// the best turn and its line.
#[must_use]
pub fn turn_text(loc: &Localizer, turn: &TurnReview, first: Color) -> String {
    let mut grade_words = grade(loc, turn.grade);
    if !turn.exact {
        grade_words = format!("{grade_words} ({})", loc.text("review-searched"));
    }
    let number = turn_number(turn, first);
    let played = format!("{}{}", turn.turn, turn.grade.mark());
    if matches!(turn.grade, Grade::Best | Grade::Good) {
        return tr!(
            loc,
            "review-turn",
            number = number,
            turn = played,
            grade = grade_words,
            value = value(loc, turn.after)
        );
    }
    let mut text = tr!(
        loc,
        "review-turn-worse",
        number = number,
        turn = played,
        grade = grade_words,
        value = value(loc, turn.after),
        best = moves(&turn.best[..turn.best.len().min(3)]),
        before = value(loc, turn.before)
    );
    if turn.line.len() > 1 {
        text.push_str("\n    ");
        text.push_str(&tr!(loc, "review-line", line = moves(&turn.line)));
    }
    text
}

/// The words of a turn's review in a record's comment, after the review's
/// command: `Blunder: a draw; best was d2-d3, wins in 9 plies`, or
/// nothing for a best or good turn.
#[must_use]
pub fn comment_text(loc: &Localizer, turn: &TurnReview) -> String {
    if matches!(turn.grade, Grade::Best | Grade::Good) {
        return String::new();
    }
    tr!(
        loc,
        "review-comment",
        grade = grade(loc, turn.grade),
        value = value(loc, turn.after),
        best = moves(&turn.best[..turn.best.len().min(3)]),
        before = value(loc, turn.before)
    )
}

/// A side's summary line, and its key moments.
#[must_use]
pub fn summary_text(loc: &Localizer, review: &Review, side: Color, first: Color) -> String {
    let s = review.summary(side);
    let mut text = tr!(
        loc,
        "review-summary",
        color = words::color(loc, side),
        accuracy = format!("{:.0}", s.accuracy),
        inaccuracies = s.count(Grade::Inaccuracy),
        mistakes = s.count(Grade::Mistake),
        blunders = s.count(Grade::Blunder)
    );
    if !s.key_moments.is_empty() {
        let turns: Vec<String> = s
            .key_moments
            .iter()
            .map(|&ply| {
                review.turns.get(ply).map_or_else(String::new, |t| {
                    format!("{} {}", turn_number(t, first), t.turn)
                })
            })
            .collect();
        text.push_str("\n    ");
        text.push_str(&tr!(loc, "review-key-moments", turns = turns.join(", ")));
    }
    text
}

/// The whole review: its turns, then both sides' summaries.
#[must_use]
pub fn review_text(loc: &Localizer, review: &Review, first: Color) -> String {
    if review.turns.is_empty() {
        return loc.text("review-nothing");
    }
    let mut lines: Vec<String> = review
        .turns
        .iter()
        .map(|t| turn_text(loc, t, first))
        .collect();
    for side in [Color::White, Color::Black] {
        lines.push(summary_text(loc, review, side, first));
    }
    lines.join("\n")
}
