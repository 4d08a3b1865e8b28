//! A reviewed turn kept in a record: a comment command after the turn,
//! `[%review blunder exact W9 D best=d2-d3,f2-f4 line=d2-d3,a1-a4]`, as
//! `[%clk]` keeps a clock, so that a reviewed record opened again shows its
//! review without searching again (docs/REVIEW.md says the form).
//!
//! Values: `W9` and `L4` (exact, in plies), `D`, `W9?` (the N-move rule
//! may draw it), `SW`, `SD`, `SL` (won, drawn, lost with best play, the
//! distance not known), `SW?`, and a search's score with its depth:
//! `E120d5` (hundredths of a piece), `EW5d3` and `EL4d3` (a proved win or
//! loss in plies).

use morris_core::{Color, Move, Record};

use super::{Grade, Review, TurnReview};
use crate::Score;
use crate::analysis::MoveValue;
use crate::db::{DbValue, Wdl};

const COMMAND: &str = "[%review ";

fn value_text(value: MoveValue) -> String {
    let db = |v: DbValue| match v {
        DbValue::Win(d) => format!("W{d}"),
        DbValue::Loss(d) => format!("L{d}"),
        DbValue::Draw => "D".to_owned(),
    };
    let wdl = |w: Wdl| match w {
        Wdl::Win => "SW",
        Wdl::Draw => "SD",
        Wdl::Loss => "SL",
    };
    match value {
        MoveValue::Exact(v) => db(v),
        MoveValue::MayBeDrawn(v) => format!("{}?", db(v)),
        MoveValue::Solved(w) => wdl(w).to_owned(),
        MoveValue::SolvedMayBeDrawn(w) => format!("{}?", wdl(w)),
        MoveValue::Searched { score, depth } => match (score.is_win(), score.plies_to_end()) {
            (true, Some(n)) => format!("EW{n}d{depth}"),
            (false, Some(n)) => format!("EL{n}d{depth}"),
            _ => format!("E{}d{depth}", score.raw()),
        },
    }
}

fn parse_value(text: &str) -> Option<MoveValue> {
    if let Some(rest) = text.strip_prefix('E') {
        let (score, depth) = rest.rsplit_once('d')?;
        let depth: u32 = depth.parse().ok()?;
        let score = if let Some(n) = score.strip_prefix('W') {
            Score::win_in(n.parse().ok()?)
        } else if let Some(n) = score.strip_prefix('L') {
            Score::loss_in(n.parse().ok()?)
        } else {
            Score::heuristic(score.parse().ok()?)
        };
        return Some(MoveValue::Searched { score, depth });
    }
    let (text, may_draw) = match text.strip_suffix('?') {
        Some(t) => (t, true),
        None => (text, false),
    };
    if let Some(w) = text.strip_prefix('S') {
        let w = match w {
            "W" => Wdl::Win,
            "D" => Wdl::Draw,
            "L" => Wdl::Loss,
            _ => return None,
        };
        return Some(if may_draw {
            MoveValue::SolvedMayBeDrawn(w)
        } else {
            MoveValue::Solved(w)
        });
    }
    let v = match text.split_at_checked(1)? {
        ("D", "") => DbValue::Draw,
        ("W", d) => DbValue::Win(d.parse().ok()?),
        ("L", d) => DbValue::Loss(d.parse().ok()?),
        _ => return None,
    };
    Some(if may_draw {
        MoveValue::MayBeDrawn(v)
    } else {
        MoveValue::Exact(v)
    })
}

fn moves_text(moves: &[Move]) -> String {
    moves
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

fn parse_moves(text: &str) -> Option<Vec<Move>> {
    if text.is_empty() {
        return Some(Vec::new());
    }
    text.split(',').map(|m| m.parse().ok()).collect()
}

impl TurnReview {
    /// The turn's review as a comment command:
    /// `[%review blunder exact W9 D best=d2-d3 line=d2-d3,a1-a4]`.
    #[must_use]
    pub fn tag(&self) -> String {
        format!(
            "{COMMAND}{} {} {} {} best={} line={}]",
            self.grade.name(),
            if self.exact { "exact" } else { "searched" },
            value_text(self.before),
            value_text(self.after),
            moves_text(&self.best),
            moves_text(&self.line)
        )
    }

    /// The review of the turn `turn`, the `ply`-th, by `side`, that a
    /// comment holds, if it holds one that reads well.
    #[must_use]
    pub fn from_comment(
        comment: &str,
        ply: usize,
        number: u32,
        side: Color,
        turn: Move,
    ) -> Option<TurnReview> {
        let start = comment.find(COMMAND)? + COMMAND.len();
        let end = comment[start..].find(']')? + start;
        let words: Vec<&str> = comment[start..end].split_whitespace().collect();
        let [grade, exact, before, after, best, line] = words[..] else {
            return None;
        };
        Some(TurnReview {
            ply,
            number,
            side,
            turn,
            grade: Grade::ALL.into_iter().find(|g| g.name() == grade)?,
            exact: match exact {
                "exact" => true,
                "searched" => false,
                _ => return None,
            },
            before: parse_value(before)?,
            after: parse_value(after)?,
            best: parse_moves(best.strip_prefix("best=")?)?,
            line: parse_moves(line.strip_prefix("line=")?)?,
        })
    }
}

/// What a comment holds besides a review command: the words around it.
#[must_use]
pub fn without_tag(comment: &str) -> String {
    let Some(start) = comment.find(COMMAND) else {
        return comment.to_owned();
    };
    let end = comment[start..]
        .find(']')
        .map_or(comment.len(), |e| start + e + 1);
    format!(
        "{} {}",
        comment[..start].trim_end(),
        comment[end..].trim_start()
    )
    .trim()
    .to_owned()
}

impl Review {
    /// Writes the review into `record`, a record of the same game: each
    /// turn's mark (`?!`, `?`, `??`) and, in its comment, the review's
    /// command followed by `words(turn)` (the grade in the reader's words,
    /// or nothing); other comment text is kept.
    pub fn write_into(&self, record: &mut Record, words: impl Fn(&TurnReview) -> String) {
        for turn in &self.turns {
            record.set_mark(turn.ply, turn.grade.mark());
            let kept = record
                .comment(turn.ply)
                .map(without_tag)
                .unwrap_or_default();
            let text = [turn.tag(), words(turn), kept]
                .into_iter()
                .filter(|t| !t.is_empty())
                .collect::<Vec<_>>()
                .join(" ");
            record.set_comment(turn.ply, &text);
        }
    }

    /// The review a record holds for its game `game` (the record's moves
    /// replayed), when every turn has one: a reviewed record opened again
    /// needs no search.
    #[must_use]
    pub fn from_record(record: &Record, game: &morris_core::Game) -> Option<Review> {
        if game.moves().is_empty() {
            return None;
        }
        let turns = game
            .moves()
            .iter()
            .enumerate()
            .map(|(ply, &turn)| {
                let pos = game.position_after(ply)?;
                TurnReview::from_comment(
                    record.comment(ply)?,
                    ply,
                    pos.turn_number(),
                    pos.side_to_move(),
                    turn,
                )
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Review { turns })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_value_reads_back() {
        for value in [
            MoveValue::Exact(DbValue::Win(9)),
            MoveValue::Exact(DbValue::Loss(12)),
            MoveValue::Exact(DbValue::Draw),
            MoveValue::MayBeDrawn(DbValue::Win(31)),
            MoveValue::Solved(Wdl::Win),
            MoveValue::Solved(Wdl::Draw),
            MoveValue::SolvedMayBeDrawn(Wdl::Loss),
            MoveValue::Searched {
                score: Score::heuristic(-120),
                depth: 5,
            },
            MoveValue::Searched {
                score: Score::win_in(5),
                depth: 3,
            },
            MoveValue::Searched {
                score: Score::loss_in(4),
                depth: 7,
            },
        ] {
            assert_eq!(parse_value(&value_text(value)), Some(value), "{value}");
        }
        for bad in ["", "X", "W", "Wx", "E", "E12", "Ed5", "SX", "D3"] {
            assert_eq!(parse_value(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_turn_reads_back_from_its_comment_among_other_words() {
        let turn = TurnReview {
            ply: 3,
            number: 2,
            side: Color::Black,
            turn: "d2-d3xa7".parse().expect("a move"),
            grade: Grade::Blunder,
            exact: true,
            before: MoveValue::Exact(DbValue::Win(9)),
            after: MoveValue::Exact(DbValue::Draw),
            best: vec!["f4-f2".parse().expect("a move")],
            line: vec![
                "f4-f2".parse().expect("a move"),
                "a1-a4".parse().expect("a move"),
            ],
        };
        let comment = format!("[%clk 0:04:32] {} Blunder: a draw", turn.tag());
        let back = TurnReview::from_comment(&comment, 3, 2, Color::Black, turn.turn);
        assert_eq!(back.as_ref(), Some(&turn));
        assert_eq!(without_tag(&comment), "[%clk 0:04:32] Blunder: a draw");
        assert_eq!(
            TurnReview::from_comment("[%review blunder]", 3, 2, Color::Black, turn.turn),
            None
        );
    }
}
