//! The review of a finished game, made by the server's AI for the socket
//! that asked ([`ClientMessage::AskReview`]), and the grade of a turn tried
//! again at one of its plies ([`ClientMessage::TryTurn`]). A turn's fields
//! are those of a line of `morris review --json` (docs/REVIEW.md); the
//! positions and the legal turns come with it because a page holds no
//! rules.

use morris_core::{ByColor, Color, Game, Position};
use serde::{Deserialize, Serialize};

#[cfg(doc)]
use crate::{ClientMessage, ServerMessage};

/// How good a turn was, from the side that made it (docs/REVIEW.md).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReviewGrade {
    /// Of the best value the position allowed.
    Best,
    /// Keeps the value, or loses less than an inaccuracy's drop.
    Good,
    /// Keeps the value but wins slower, or a small drop of the expected
    /// score.
    Inaccuracy,
    /// A clear drop of the expected score (searched only).
    Mistake,
    /// Changes the game's value, or a large drop.
    Blunder,
}

impl ReviewGrade {
    /// Whether a turn of this grade is good enough for the practice: best
    /// or good.
    #[must_use]
    pub const fn is_right(self) -> bool {
        matches!(self, ReviewGrade::Best | ReviewGrade::Good)
    }
}

/// A game's result for one side, where it is known.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReviewResult {
    /// The side wins with best play.
    Win,
    /// A draw with best play.
    Draw,
    /// The side loses with best play.
    Loss,
}

/// What a position or a turn was worth to the side that moved: known
/// (`result`, with `plies` where the distance is known) or searched
/// (`expected` and `depth`), as a value of the JSON lines.
#[derive(Copy, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReviewValue {
    /// The result, when known exactly.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<ReviewResult>,
    /// The distance to the end in plies, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plies: Option<u16>,
    /// The N-move rule may draw the known result before it comes.
    #[serde(default, skip_serializing_if = "is_false")]
    pub may_be_drawn: bool,
    /// The expected score from 0 to 1, when searched.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<f64>,
    /// The depth searched, in plies counting the turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<u32>,
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_false(b: &bool) -> bool {
    !*b
}

impl ReviewValue {
    /// The expected score for the side, 0 to 1: a win 1, a draw ½, a loss
    /// 0.
    #[must_use]
    pub fn score(&self) -> f64 {
        match self.result {
            Some(ReviewResult::Win) => 1.0,
            Some(ReviewResult::Draw) => 0.5,
            Some(ReviewResult::Loss) => 0.0,
            None => self.expected.unwrap_or(0.5),
        }
    }
}

/// One turn of the game, reviewed: a line of `morris review --json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TurnGrade {
    /// The turn's index in the game, from 0.
    pub ply: u32,
    /// Who made it; every value is from this side.
    pub side: Color,
    /// The turn in notation.
    pub turn: String,
    /// Its grade.
    pub grade: ReviewGrade,
    /// Whether both values are known exactly: the grade is a fact.
    pub exact: bool,
    /// What the position was worth: its best turn's value.
    pub before: ReviewValue,
    /// What the turn played was worth.
    pub after: ReviewValue,
    /// The turns of the best value.
    pub best: Vec<String>,
    /// The line that shows why, from the first best turn.
    #[serde(default)]
    pub line: Vec<String>,
    /// For a turn graded an inaccuracy or worse, every legal turn of the
    /// position it was made in: the practice offers these (filled in by
    /// the server).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub legal: Vec<String>,
}

/// Each grade's count among a side's turns.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GradeCounts {
    /// Best turns.
    pub best: u32,
    /// Good turns.
    pub good: u32,
    /// Inaccuracies.
    pub inaccuracy: u32,
    /// Mistakes.
    pub mistake: u32,
    /// Blunders.
    pub blunder: u32,
}

/// A side's turns summed up, as the summary line of the JSON lines.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SideReview {
    /// The side's turns reviewed.
    pub turns: u32,
    /// The share of the expected score kept, in percent, one decimal.
    pub accuracy: f64,
    /// How many turns of each grade.
    pub grades: GradeCounts,
    /// The plies where the side changed the game's value.
    pub key_moments: Vec<u32>,
}

/// A finished game reviewed, for the socket that asked.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameReview {
    /// The game's number in its room: a review of an earlier game is
    /// stale once a rematch began.
    pub game: u32,
    /// Every turn, in order.
    pub turns: Vec<TurnGrade>,
    /// Each side's summary.
    pub summary: ByColor<SideReview>,
    /// The pieces on the board before each turn and, last, after the
    /// game's last turn (`turns.len() + 1` of them): the page shows any
    /// of them.
    pub positions: Vec<ByColor<Vec<String>>>,
}

impl GameReview {
    /// A review of `game` (numbered `game_no` in its room) with these
    /// turns and summaries: the positions and the legal turns at the
    /// mistakes filled in from the game.
    #[must_use]
    pub fn of(
        game_no: u32,
        game: &Game,
        mut turns: Vec<TurnGrade>,
        summary: ByColor<SideReview>,
    ) -> GameReview {
        let mut at = Game::from_position(*game.start());
        let mut positions = vec![pieces_of(at.position())];
        for (i, &mv) in game.moves().iter().enumerate() {
            if let Some(t) = turns.get_mut(i)
                && t.grade >= ReviewGrade::Inaccuracy
            {
                t.legal = at.legal_moves().iter().map(ToString::to_string).collect();
            }
            if at.play(mv).is_err() {
                break;
            }
            positions.push(pieces_of(at.position()));
        }
        GameReview {
            game: game_no,
            turns,
            summary,
            positions,
        }
    }
}

/// The points each side's pieces stand on in `position`.
#[must_use]
pub fn pieces_of(position: &Position) -> ByColor<Vec<String>> {
    let points = |c: Color| position.pieces(c).iter().map(|p| p.to_string()).collect();
    ByColor::new(points(Color::White), points(Color::Black))
}

#[cfg(test)]
mod tests {
    use morris_core::Rules;

    use super::*;
    use crate::ServerMessage;

    fn searched(expected: f64) -> ReviewValue {
        ReviewValue {
            expected: Some(expected),
            depth: Some(8),
            ..ReviewValue::default()
        }
    }

    #[test]
    fn a_turn_travels_as_a_line_of_the_json_lines() {
        let turn = TurnGrade {
            ply: 0,
            side: Color::White,
            turn: "d6".into(),
            grade: ReviewGrade::Good,
            exact: false,
            before: searched(0.512),
            after: searched(0.498),
            best: vec!["f4".into()],
            line: vec!["f4".into()],
            legal: Vec::new(),
        };
        let text = serde_json::to_string(&turn).unwrap();
        assert_eq!(
            text,
            r#"{"ply":0,"side":"white","turn":"d6","grade":"good","exact":false,"before":{"expected":0.512,"depth":8},"after":{"expected":0.498,"depth":8},"best":["f4"],"line":["f4"]}"#
        );
        let won = ReviewValue {
            result: Some(ReviewResult::Win),
            plies: Some(7),
            ..ReviewValue::default()
        };
        assert_eq!(
            serde_json::to_string(&won).unwrap(),
            r#"{"result":"win","plies":7}"#
        );
        assert!((won.score() - 1.0).abs() < 1e-9);
        assert!(ReviewGrade::Good.is_right() && !ReviewGrade::Inaccuracy.is_right());
    }

    #[test]
    fn a_review_carries_every_position_and_the_legal_turns_at_its_mistakes() {
        let mut game = Game::new(Rules::default());
        for turn in ["d6", "f4"] {
            game.play(turn.parse().unwrap()).unwrap();
        }
        let turn = |ply: u32, turn: &str, grade| TurnGrade {
            ply,
            side: if ply == 0 { Color::White } else { Color::Black },
            turn: turn.into(),
            grade,
            exact: false,
            before: searched(0.5),
            after: searched(0.5),
            best: vec![turn.into()],
            line: Vec::new(),
            legal: Vec::new(),
        };
        let review = GameReview::of(
            3,
            &game,
            vec![
                turn(0, "d6", ReviewGrade::Best),
                turn(1, "f4", ReviewGrade::Mistake),
            ],
            ByColor::new(SideReview::default(), SideReview::default()),
        );
        assert_eq!(review.positions.len(), 3);
        assert!(review.positions[0].white.is_empty());
        assert_eq!(review.positions[2].black, ["f4"]);
        assert!(review.turns[0].legal.is_empty());
        assert_eq!(review.turns[1].legal.len(), 23, "Black's placings after d6");
        let message = ServerMessage::Review(Box::new(review));
        let text = serde_json::to_string(&message).unwrap();
        assert!(text.starts_with(r#"{"type":"review","game":3,"#), "{text}");
        assert_eq!(
            serde_json::from_str::<ServerMessage>(&text).unwrap(),
            message
        );
    }
}
