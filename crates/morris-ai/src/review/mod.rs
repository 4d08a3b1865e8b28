//! The review of a game: every turn graded against the best the position
//! allowed, from the side that made it.
//!
//! Where the position before the turn is known exactly (the endgame
//! databases, the whole-game databases, the search over the placing phase
//! with the databases at its leaves) a grade is a fact:
//!
//! - a turn that changes the game's value (a win thrown into a draw or a
//!   loss, a draw into a loss) is a [`Grade::Blunder`];
//! - a turn that keeps a win but takes more than [`Thresholds::slower_win`]
//!   plies longer than the fastest (or, losing, gives up more than that
//!   many plies of the longest defence) is an [`Grade::Inaccuracy`];
//! - a turn of the best value is [`Grade::Best`], any other that keeps the
//!   value [`Grade::Good`]. Among drawing turns, where the databases know
//!   the position after each, the best are those that leave the opponent
//!   the largest share of replies that lose: a draw that sets traps is
//!   better than one that sets none.
//!
//! Elsewhere the grade comes from the search, as the drop in the expected
//! score ([`Score::expected`](crate::Score::expected)) between the best turn and the turn played:
//! [`Thresholds`] says from which drop a turn is an inaccuracy, a mistake
//! or a blunder, and such a grade says it is not exact.
//!
//! A side's accuracy is the share of the expected score it kept, turn by
//! turn, averaged over its turns: 100 % for a game of only best turns.
//!
//! ```
//! use morris_ai::review::{Grade, Reviewer};
//! use morris_ai::search::StopFlag;
//! use morris_core::{Game, Rules};
//!
//! let mut game = Game::new(Rules::default());
//! game.play("d6".parse()?)?;
//! let mut reviewer = Reviewer::new(16, None, 2);
//! let review = reviewer.review(&game, &StopFlag::new(), |_| {});
//! assert_eq!(review.turns.len(), 1);
//! assert!(!review.turns[0].exact);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod practice;
mod tag;

pub use practice::{Attempt, Practice};
pub use tag::without_tag;

use std::fmt;
use std::sync::Arc;

use morris_core::{Color, Game, Move, Position};

use crate::analysis::{Analysis, Analyst, MoveValue};
use crate::db::{Databases, DbValue, Wdl};
use crate::stop::StopFlag;

/// The depth a review searches to where the databases do not reach,
/// counting the turn: deep enough to see a mill coming, quick enough for a
/// game of a hundred turns in seconds (docs/measurements/review.md).
pub const DEFAULT_DEPTH: u32 = 8;

/// How good a turn was.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Grade {
    /// Of the best value the position allowed.
    Best,
    /// Not the best, but it keeps the value (exact), or loses less than an
    /// inaccuracy's drop (searched).
    Good,
    /// Keeps the value but wins slower (exact), or a small drop (searched).
    Inaccuracy,
    /// A clear drop of the expected score (searched only: exactly, a turn
    /// keeps the value or it does not).
    Mistake,
    /// Changes the game's value (exact), or a large drop (searched).
    Blunder,
}

impl Grade {
    /// Every grade, best first.
    pub const ALL: [Grade; 5] = [
        Grade::Best,
        Grade::Good,
        Grade::Inaccuracy,
        Grade::Mistake,
        Grade::Blunder,
    ];

    /// The grade's name in the JSON lines and records: `best`, `good`,
    /// `inaccuracy`, `mistake`, `blunder`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Grade::Best => "best",
            Grade::Good => "good",
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }

    /// The usual mark after the turn: `?!`, `?`, `??`, or nothing.
    #[must_use]
    pub const fn mark(self) -> &'static str {
        match self {
            Grade::Best | Grade::Good => "",
            Grade::Inaccuracy => "?!",
            Grade::Mistake => "?",
            Grade::Blunder => "??",
        }
    }
}

impl fmt::Display for Grade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Where the grades change.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Thresholds {
    /// A searched turn that drops the expected score by this much (of a
    /// point) or more is an inaccuracy.
    pub inaccuracy: f64,
    /// ... a mistake.
    pub mistake: f64,
    /// ... a blunder.
    pub blunder: f64,
    /// An exact win kept but more than this many plies slower than the
    /// fastest (or a loss hastened by more) is an inaccuracy.
    pub slower_win: u16,
}

impl Default for Thresholds {
    /// 0.1, 0.15 and 0.3 of a point; ten plies (five turns of each side)
    /// for a slower win. Measured on turns the databases know, endgames of
    /// at most 14 pieces (docs/measurements/review.md, "The thresholds",
    /// made by the example `thresholds`): from a drop of 0.3 a searched
    /// turn changed the game's value about three times in five; from 0.15
    /// to 0.3 one time in four or five, against one in ten or fewer below
    /// 0.15, so the mistake starts at 0.15 (lichess's 0.2 for chess split
    /// that band); below 0.15 the drop does not tell value-changing turns
    /// apart, and the inaccuracy keeps lichess's 0.1.
    fn default() -> Thresholds {
        Thresholds {
            inaccuracy: 0.1,
            mistake: 0.15,
            blunder: 0.3,
            slower_win: 10,
        }
    }
}

/// One turn of the game, reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnReview {
    /// The turn's index in the game, from 0.
    pub ply: usize,
    /// The turn number of the position it was made in, as records number
    /// turns (1 at the start, counting up after the second player's turn;
    /// a position set up carries its own).
    pub number: u32,
    /// The side that made it.
    pub side: Color,
    /// The turn.
    pub turn: Move,
    /// Its grade.
    pub grade: Grade,
    /// Whether the grade is a fact (both values exact), not the search's
    /// opinion.
    pub exact: bool,
    /// What the position was worth to the side to move: its best turn's
    /// value.
    pub before: MoveValue,
    /// What the turn played was worth to the same side.
    pub after: MoveValue,
    /// The turns of the best value (all of them when exact, the best
    /// searched one otherwise).
    pub best: Vec<Move>,
    /// After the first best turn, the line that shows why, when the
    /// databases know it: the fastest win or the longest defence, each
    /// side's best turn, up to [`LINE_PLIES`] plies.
    pub line: Vec<Move>,
}

impl TurnReview {
    /// The expected score the turn gave up, 0 to 1: 0 for a best turn.
    #[must_use]
    pub fn drop(&self) -> f64 {
        (expected(self.before) - expected(self.after)).max(0.0)
    }
}

/// The longest line a review shows after a best turn.
pub const LINE_PLIES: usize = 12;

/// A side's turns summed up.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SideSummary {
    /// The side's turns reviewed.
    pub turns: usize,
    /// The share of the expected score kept, turn by turn, averaged, in
    /// percent: 100 for only best turns.
    pub accuracy: f64,
    /// How many turns of each grade, in the order of [`Grade::ALL`].
    pub counts: [usize; 5],
    /// The plies where the side changed the game's value: its blunders.
    pub key_moments: Vec<usize>,
}

impl SideSummary {
    /// How many of the side's turns had this grade.
    #[must_use]
    pub fn count(&self, grade: Grade) -> usize {
        self.counts[grade as usize]
    }
}

/// A game reviewed, turn by turn.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Review {
    /// The turns reviewed, from the first; fewer than the game's when the
    /// review was stopped.
    pub turns: Vec<TurnReview>,
}

impl Review {
    /// A side's summary.
    #[must_use]
    pub fn summary(&self, side: Color) -> SideSummary {
        let mut summary = SideSummary::default();
        let mut kept = 0.0;
        for turn in self.turns.iter().filter(|t| t.side == side) {
            summary.turns += 1;
            summary.counts[turn.grade as usize] += 1;
            kept += 1.0 - turn.drop();
            if turn.grade == Grade::Blunder {
                summary.key_moments.push(turn.ply);
            }
        }
        summary.accuracy = if summary.turns == 0 {
            100.0
        } else {
            100.0 * kept / summary.turns as f64
        };
        summary
    }
}

/// What the reviewer uses: an analyst of its own, the databases, the depth
/// of the search where they do not reach, and the thresholds.
#[derive(Debug)]
pub struct Reviewer {
    analyst: Analyst,
    databases: Option<Arc<Databases>>,
    depth: u32,
    thresholds: Thresholds,
}

impl Reviewer {
    /// A reviewer with a transposition table of `hash_mib` MiB, these
    /// databases (or none), searching `depth` plies (counting the turn)
    /// where they do not reach.
    #[must_use]
    pub fn new(hash_mib: usize, databases: Option<Arc<Databases>>, depth: u32) -> Reviewer {
        let mut analyst = Analyst::new(hash_mib);
        analyst.set_databases(databases.clone());
        Reviewer {
            analyst,
            databases,
            depth: depth.max(2),
            thresholds: Thresholds::default(),
        }
    }

    /// Asks `oracle` (a server that solved the game, or none) for the
    /// values of positions the databases at hand do not know: its values
    /// are exact, and so are the grades made of them.
    pub fn set_oracle(&mut self, oracle: Option<Arc<dyn crate::analysis::Oracle>>) {
        self.analyst.set_oracle(oracle);
    }

    /// Grades with these thresholds from now on.
    pub fn set_thresholds(&mut self, thresholds: Thresholds) {
        self.thresholds = thresholds;
    }

    /// Reviews every turn of `game`, from its first, telling each to
    /// `on_turn` as it is graded; stops early (with the turns graded so
    /// far) when `stop` is raised.
    pub fn review(
        &mut self,
        game: &Game,
        stop: &StopFlag,
        mut on_turn: impl FnMut(&TurnReview),
    ) -> Review {
        let mut review = Review::default();
        let mut before = Game::from_position(*game.start());
        for (ply, &turn) in game.moves().iter().enumerate() {
            let Some(graded) = self.review_turn(&before, ply, turn, stop) else {
                break;
            };
            on_turn(&graded);
            review.turns.push(graded);
            if before.play(turn).is_err() {
                break;
            }
        }
        review
    }

    /// Grades `turn`, played in `game`'s position as its `ply`-th turn;
    /// `None` when `stop` cut the analysis short or the turn is not legal.
    pub fn review_turn(
        &mut self,
        game: &Game,
        ply: usize,
        turn: Move,
        stop: &StopFlag,
    ) -> Option<TurnReview> {
        let analysis = self.analyst.analyse(game, Some(self.depth), stop, |_| {});
        if stop.is_stopped() && !analysis.done {
            return None;
        }
        let after = analysis.value_of(turn)?;
        let before = analysis.moves.first()?.value;
        let pos = *game.position();
        let exact = is_known(before) && is_known(after);
        let best: Vec<Move> = if exact {
            self.best_turns(&pos, &analysis)
        } else {
            vec![analysis.moves[0].mv]
        };
        let grade = if exact {
            exact_grade(before, after, best.contains(&turn), self.thresholds)
        } else {
            searched_grade(before, after, analysis.moves[0].mv == turn, self.thresholds)
        };
        let line = best
            .first()
            .map(|&mv| self.line(&pos, mv))
            .unwrap_or_default();
        Some(TurnReview {
            ply,
            number: pos.turn_number(),
            side: pos.side_to_move(),
            turn,
            grade,
            exact,
            before,
            after,
            best,
            line,
        })
    }

    /// The turns of the best value. Among drawing turns, where the
    /// databases know what each leaves, those that leave the opponent the
    /// largest share of losing replies.
    fn best_turns(&self, pos: &Position, analysis: &Analysis) -> Vec<Move> {
        let top = analysis.moves[0].value.rank();
        let best: Vec<Move> = analysis
            .moves
            .iter()
            .take_while(|m| m.value.rank() == top)
            .map(|m| m.mv)
            .collect();
        if wdl(analysis.moves[0].value) != Some(Wdl::Draw) {
            return best;
        }
        let Some(dbs) = &self.databases else {
            return best;
        };
        let traps: Vec<(Move, Option<f64>)> = best
            .iter()
            .map(|&mv| (mv, losing_share(dbs, pos, mv)))
            .collect();
        let most = traps
            .iter()
            .filter_map(|t| t.1)
            .fold(None, |m: Option<f64>, s| Some(m.map_or(s, |m| m.max(s))));
        match most {
            Some(most) => traps
                .into_iter()
                .filter(|t| t.1.is_none_or(|s| s >= most - 1e-9))
                .map(|t| t.0)
                .collect(),
            None => best,
        }
    }

    /// The line after `mv` in `pos` by the databases: each side's best
    /// turn, up to [`LINE_PLIES`] plies with `mv`, while they know it.
    fn line(&self, pos: &Position, mv: Move) -> Vec<Move> {
        let mut line = vec![mv];
        let Some(dbs) = &self.databases else {
            return line;
        };
        let mut at = *pos;
        if at.play(mv).is_err() {
            return line;
        }
        while line.len() < LINE_PLIES && at.rule_outcome().is_none() {
            let Some(next) = dbs
                .move_values(&at)
                .and_then(|values| values.first().map(|v| v.0))
            else {
                break;
            };
            line.push(next);
            if at.play(next).is_err() {
                break;
            }
        }
        line
    }
}

/// Whether a value is known, not searched: its win, draw or loss is a
/// fact.
fn is_known(value: MoveValue) -> bool {
    !matches!(value, MoveValue::Searched { .. })
}

/// A known value's win, draw or loss.
fn wdl(value: MoveValue) -> Option<Wdl> {
    match value {
        MoveValue::Exact(v) | MoveValue::MayBeDrawn(v) => Some(Wdl::of(v)),
        MoveValue::Solved(w) | MoveValue::SolvedMayBeDrawn(w) => Some(w),
        MoveValue::Searched { .. } => None,
    }
}

/// A known value's distance in plies, when it is known.
fn distance(value: MoveValue) -> Option<u16> {
    match value {
        MoveValue::Exact(DbValue::Win(d) | DbValue::Loss(d))
        | MoveValue::MayBeDrawn(DbValue::Win(d) | DbValue::Loss(d)) => Some(d),
        _ => None,
    }
}

/// The expected score of a value for the side that moves, 0 to 1.
#[must_use]
pub fn expected(value: MoveValue) -> f64 {
    match (wdl(value), value) {
        (Some(Wdl::Win), _) => 1.0,
        (Some(Wdl::Draw), _) => 0.5,
        (Some(Wdl::Loss), _) => 0.0,
        (None, MoveValue::Searched { score, .. }) => score.expected(),
        (None, _) => 0.5,
    }
}

fn exact_grade(before: MoveValue, after: MoveValue, among_best: bool, t: Thresholds) -> Grade {
    if wdl(after) < wdl(before) {
        return Grade::Blunder;
    }
    if among_best {
        return Grade::Best;
    }
    let slower = match (wdl(before), distance(before), distance(after)) {
        (Some(Wdl::Win), Some(best), Some(played)) => played.saturating_sub(best) > t.slower_win,
        (Some(Wdl::Loss), Some(best), Some(played)) => best.saturating_sub(played) > t.slower_win,
        _ => false,
    };
    if slower {
        Grade::Inaccuracy
    } else {
        Grade::Good
    }
}

fn searched_grade(before: MoveValue, after: MoveValue, best: bool, t: Thresholds) -> Grade {
    let drop = (expected(before) - expected(after)).max(0.0);
    if best {
        Grade::Best
    } else if drop >= t.blunder {
        Grade::Blunder
    } else if drop >= t.mistake {
        Grade::Mistake
    } else if drop >= t.inaccuracy {
        Grade::Inaccuracy
    } else {
        Grade::Good
    }
}

/// The share of the opponent's replies after `mv` that lose, when the
/// databases know them all (`None` otherwise, or when the turn ends the
/// game or gives the turn back to the mover).
fn losing_share(dbs: &Databases, pos: &Position, mv: Move) -> Option<f64> {
    let mut child = *pos;
    child.play(mv).ok()?;
    if child.rule_outcome().is_some() || child.side_to_move() == pos.side_to_move() {
        return None;
    }
    let replies = dbs.move_values(&child)?;
    if replies.is_empty() {
        return None;
    }
    let losing = replies
        .iter()
        .filter(|(_, v)| matches!(v, DbValue::Loss(_)))
        .count();
    Some(losing as f64 / replies.len() as f64)
}

#[cfg(test)]
mod tests;
