//! `morris review --json`: one JSON object a line, one a turn, then one a
//! side (docs/REVIEW.md is the contract).

use morris_ai::analysis::MoveValue;
use morris_ai::db::{DbValue, Wdl};
use morris_ai::review::{Grade, Review, TurnReview};
use morris_core::{Color, Move};
use serde_json::{Value, json};

fn side(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A value from the side that moves: `{"result": "win", "plies": 7}`
/// when known (`plies` left out where the distance is not), else
/// `{"expected": 0.62}`; `"may_be_drawn": true` where the N-move rule may
/// draw a win or a loss first.
#[must_use]
pub fn value(value: MoveValue) -> Value {
    let result = |w: Wdl| match w {
        Wdl::Win => "win",
        Wdl::Draw => "draw",
        Wdl::Loss => "loss",
    };
    let db = |v: DbValue| match v {
        DbValue::Win(d) => json!({"result": "win", "plies": d}),
        DbValue::Loss(d) => json!({"result": "loss", "plies": d}),
        DbValue::Draw => json!({"result": "draw"}),
    };
    match value {
        MoveValue::Exact(v) => db(v),
        MoveValue::MayBeDrawn(v) => {
            let mut out = db(v);
            out["may_be_drawn"] = json!(true);
            out
        }
        MoveValue::Solved(w) => json!({"result": result(w)}),
        MoveValue::SolvedMayBeDrawn(w) => json!({"result": result(w), "may_be_drawn": true}),
        MoveValue::Searched { score, depth } => {
            let expected = (score.expected() * 1000.0).round() / 1000.0;
            json!({"expected": expected, "depth": depth})
        }
    }
}

fn moves(list: &[Move]) -> Vec<String> {
    list.iter().map(Move::to_string).collect()
}

/// A turn's line.
#[must_use]
pub fn turn(turn: &TurnReview) -> Value {
    json!({
        "ply": turn.ply,
        "side": side(turn.side),
        "turn": turn.turn.to_string(),
        "grade": turn.grade.name(),
        "exact": turn.exact,
        "before": value(turn.before),
        "after": value(turn.after),
        "best": moves(&turn.best),
        "line": moves(&turn.line),
    })
}

/// A side's summary line.
#[must_use]
pub fn summary(review: &Review, color: Color) -> Value {
    let s = review.summary(color);
    let counts: serde_json::Map<String, Value> = Grade::ALL
        .iter()
        .map(|&g| (g.name().to_owned(), json!(s.count(g))))
        .collect();
    json!({
        "summary": side(color),
        "turns": s.turns,
        "accuracy": (s.accuracy * 10.0).round() / 10.0,
        "grades": counts,
        "key_moments": s.key_moments,
    })
}
