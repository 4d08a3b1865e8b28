//! Analysis: the value of every legal move, as Malom's advisor and
//! Sanmill's analysis mode show it. Where the endgame databases cover the
//! position the values are exact ("win in 7"); elsewhere each move is
//! searched on its own, deeper and deeper, and reported after each move's
//! search, so a frontend can show the values as they come.
//!
//! The values are honest under the game's rules: a database's win or loss
//! that would take longer than the N-move rule leaves is reported as
//! [`MoveValue::MayBeDrawn`], not as exact; a move that ends the game is
//! exact; a position with one legal move is still searched.
//!
//! ```
//! use morris_ai::analysis::Analyst;
//! use morris_ai::search::StopFlag;
//! use morris_core::{Game, Rules};
//!
//! let game = Game::new(Rules::default());
//! let mut analyst = Analyst::new(16);
//! let analysis = analyst.analyse(&game, Some(2), &StopFlag::new(), |_| {});
//! assert_eq!(analysis.moves.len(), 24);
//! assert_eq!(analysis.depth, 2);
//! ```

use std::fmt;
use std::sync::Arc;

use morris_core::{Game, Move, Position};

use crate::Score;
use crate::db::{Databases, DbValue, Wdl};
use crate::search::{Limits, Searcher};
use crate::stop::StopFlag;

/// The deepest the analysis searches when no depth is given.
pub const MAX_DEPTH: u32 = 64;

/// What a move is worth to the side that plays it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MoveValue {
    /// Exact: from the endgame databases, or the move ends the game.
    Exact(DbValue),
    /// The databases' value, but the game may end drawn by the N-move rule
    /// before it is played out.
    MayBeDrawn(DbValue),
    /// Win, draw or loss with perfect play, its distance not known: from
    /// the search over the placing phase with the databases at its leaves
    /// ([`Databases::opening_move_values`]).
    Solved(Wdl),
    /// A win or loss with perfect play, as [`MoveValue::Solved`], where the
    /// rules' N-move rule may draw the game first: the databases at the
    /// search's leaves do not know that rule.
    SolvedMayBeDrawn(Wdl),
    /// A search's score and the depth it reached, in plies from before the
    /// move.
    Searched {
        /// The score for the side that moves.
        score: Score,
        /// The depth searched, counting the move itself.
        depth: u32,
    },
}

impl MoveValue {
    /// A number that orders values best first for the side that moves:
    /// faster wins, then longer-held draws' equals, slower losses.
    #[must_use]
    pub fn rank(self) -> i64 {
        let db = |v: DbValue| -> Score {
            match v {
                DbValue::Win(d) => Score::win_in(u32::from(d)),
                DbValue::Loss(d) => Score::loss_in(u32::from(d)),
                DbValue::Draw => Score::DRAW,
            }
        };
        match self {
            MoveValue::Exact(v) => i64::from(db(v).raw()),
            // At worst (best) a draw: just above (below) one, a nearer
            // result counting for more.
            MoveValue::MayBeDrawn(DbValue::Win(d)) => 1 + i64::from(100u16.saturating_sub(d)),
            MoveValue::MayBeDrawn(DbValue::Loss(d)) => -1 - i64::from(100u16.saturating_sub(d)),
            MoveValue::MayBeDrawn(DbValue::Draw) => 0,
            // Below every win of a known distance, above every such loss.
            MoveValue::Solved(Wdl::Win) => i64::from(Score::win_in(255).raw()),
            MoveValue::Solved(Wdl::Draw) => 0,
            MoveValue::Solved(Wdl::Loss) => i64::from(Score::loss_in(255).raw()),
            // Below every win that may be drawn of a known distance.
            MoveValue::SolvedMayBeDrawn(Wdl::Win) => 1,
            MoveValue::SolvedMayBeDrawn(Wdl::Draw) => 0,
            MoveValue::SolvedMayBeDrawn(Wdl::Loss) => -1,
            MoveValue::Searched { score, .. } => i64::from(score.raw()),
        }
    }

    /// Whether the value is known for sure.
    #[must_use]
    pub fn is_exact(self) -> bool {
        matches!(self, MoveValue::Exact(_))
    }

    /// Whether the value can no longer change with a deeper search: exact,
    /// or a win or loss the search has proved.
    #[must_use]
    pub fn is_settled(self) -> bool {
        match self {
            MoveValue::Exact(_)
            | MoveValue::MayBeDrawn(_)
            | MoveValue::Solved(_)
            | MoveValue::SolvedMayBeDrawn(_) => true,
            MoveValue::Searched { score, .. } => score.is_decided(),
        }
    }
}

impl fmt::Display for MoveValue {
    /// `win 7`, `draw`, `loss 12` (plies), `win 31?` when the N-move rule
    /// may draw it, `win` or `loss` for a placing-phase value of unknown
    /// distance (`win?` when the N-move rule may draw it), `cp 85 d12` for
    /// a searched score at depth 12.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveValue::Exact(v) => write!(f, "{v}"),
            MoveValue::MayBeDrawn(v) => write!(f, "{v}?"),
            MoveValue::Solved(v) => write!(f, "{v}"),
            MoveValue::SolvedMayBeDrawn(v) => write!(f, "{v}?"),
            MoveValue::Searched { score, depth } => write!(f, "{score} d{depth}"),
        }
    }
}

/// One move and its value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveAnalysis {
    /// The whole turn, removals included.
    pub mv: Move,
    /// What it is worth to the side that plays it.
    pub value: MoveValue,
}

/// The values of a position's legal moves, best first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Analysis {
    /// Every legal move that has a value yet, best first.
    pub moves: Vec<MoveAnalysis>,
    /// The depth every move has been searched to (0 before the first
    /// round ends, or when all values came from the databases).
    pub depth: u32,
    /// Whether nothing more is to be learned: every value settled, or the
    /// depth asked for reached.
    pub done: bool,
    /// Whether the values came from the [`Oracle`] (a server that solved
    /// the game), not from the databases at hand or the search.
    pub from_oracle: bool,
}

/// Values of a position's moves known elsewhere: a tablebase server that
/// solved the game (the client is morris-play's). An [`Analyst`] asks it
/// at the root of a position its own databases do not value, before it
/// searches.
pub trait Oracle: Send + Sync + fmt::Debug {
    /// Every legal move of `pos` with its value for the side that plays
    /// it, each exact or solved; `None` when the oracle does not know them
    /// all (or did not answer in time): the analyst then searches.
    fn move_values(&self, pos: &Position) -> Option<Vec<(Move, MoveValue)>>;
}

impl Analysis {
    /// The best value among the moves `keep` accepts: what a step of a
    /// turn (a point to place on, a piece to move, a removal) is worth when
    /// the rest of the turn is played as well as it can be.
    #[must_use]
    pub fn best_where(&self, keep: impl Fn(Move) -> bool) -> Option<MoveValue> {
        self.moves
            .iter()
            .filter(|m| keep(m.mv))
            .map(|m| m.value)
            .max_by_key(|v| v.rank())
    }

    /// The value of `mv`, if it is known yet.
    #[must_use]
    pub fn value_of(&self, mv: Move) -> Option<MoveValue> {
        self.moves.iter().find(|m| m.mv == mv).map(|m| m.value)
    }

    fn sort(&mut self) {
        self.moves
            .sort_by_key(|m| std::cmp::Reverse(m.value.rank()));
    }
}

/// The analysing search: a searcher of its own, which keeps what it learned
/// from one position to the next.
#[derive(Debug)]
pub struct Analyst {
    searcher: Searcher,
    databases: Option<Arc<Databases>>,
    oracle: Option<Arc<dyn Oracle>>,
}

impl Analyst {
    /// An analyst with a transposition table of `hash_mib` MiB.
    #[must_use]
    pub fn new(hash_mib: usize) -> Analyst {
        Analyst {
            searcher: Searcher::new(hash_mib),
            databases: None,
            oracle: None,
        }
    }

    /// Asks `oracle` (or none) from now on where the databases at hand do
    /// not value the position.
    pub fn set_oracle(&mut self, oracle: Option<Arc<dyn Oracle>>) {
        self.oracle = oracle;
    }

    /// Uses these endgame databases (or none) from now on.
    pub fn set_databases(&mut self, databases: Option<Arc<Databases>>) {
        self.searcher.set_databases_if_changed(databases.clone());
        self.databases = databases;
    }

    /// Values every legal move of the position `game` stands in: at once
    /// from the databases when they cover it, else by searching each move
    /// to depth 1, 2, ... up to `max_depth` (or [`MAX_DEPTH`]) until `stop`
    /// is raised or every value is settled. `on_update` hears of every move
    /// newly valued; the last analysis is returned.
    pub fn analyse(
        &mut self,
        game: &Game,
        max_depth: Option<u32>,
        stop: &StopFlag,
        mut on_update: impl FnMut(&Analysis),
    ) -> Analysis {
        let pos = *game.position();
        let mut analysis = Analysis::default();
        if game.is_over() {
            analysis.done = true;
            return analysis;
        }
        if let Some(values) = self.databases.as_ref().and_then(|d| d.move_values(&pos)) {
            analysis.moves = values
                .into_iter()
                .map(|(mv, value)| MoveAnalysis {
                    mv,
                    // A move that ends the game under its rules (a third
                    // repetition, the N-move count run out) is worth what
                    // the game says, whatever the databases know.
                    value: ending(game, mv).unwrap_or_else(|| db_move_value(&pos, mv, value)),
                })
                .collect();
            analysis.sort();
            analysis.done = true;
            on_update(&analysis);
            return analysis;
        }
        // The compact packs, where the full files are gone: every move's
        // win, draw or loss (solved, without the plies).
        if let Some(dbs) = &self.databases
            && pos.is_moving_phase()
            && dbs.probe(&pos).is_none()
            && let Some(values) = pack_values(game, dbs)
        {
            analysis.moves = values;
            analysis.sort();
            analysis.done = true;
            on_update(&analysis);
            return analysis;
        }
        // A server that solved the game, where the databases at hand do
        // not reach: every move's value at once, or the search below.
        if let Some(values) = self.oracle.as_ref().and_then(|o| o.move_values(&pos)) {
            let legal = game.legal_moves();
            if values.len() == legal.len() && values.iter().all(|(m, _)| legal.contains(m)) {
                analysis.moves = values
                    .into_iter()
                    .map(|(mv, value)| MoveAnalysis {
                        mv,
                        value: ending(game, mv).unwrap_or(value),
                    })
                    .collect();
                analysis.sort();
                analysis.done = true;
                analysis.from_oracle = true;
                on_update(&analysis);
                return analysis;
            }
        }
        // The placing phase, with every pair it may end in solved: the
        // search over the placements values each move with perfect play.
        if let Some(dbs) = &self.databases
            && !pos.is_moving_phase()
            && dbs.has_files_for_placing(&pos)
        {
            // Move by move, each told as soon as it is known: early in the
            // placing phase a move may take a while.
            for mv in game.legal_moves() {
                let value = match ending(game, mv) {
                    Some(value) => value,
                    None => {
                        let mut child = pos;
                        let _ = child.play_unchecked(mv);
                        match dbs.opening_value_unsaved(&child, stop) {
                            Ok((v, _)) if child.side_to_move() == pos.side_to_move() => {
                                solved(v, pos.rules())
                            }
                            Ok((v, _)) => solved(v.flipped(), pos.rules()),
                            Err(crate::db::DbError::Cancelled) => return analysis,
                            // A pair that would not load: the search below
                            // instead.
                            Err(_) => {
                                analysis.moves.clear();
                                break;
                            }
                        }
                    }
                };
                analysis.moves.push(MoveAnalysis { mv, value });
                analysis.sort();
                on_update(&analysis);
            }
            if !analysis.moves.is_empty() {
                // What the searches learned of the first placements, kept
                // once for them all.
                dbs.save_opening_book();
                analysis.done = true;
                on_update(&analysis);
                return analysis;
            }
        }
        let moves = game.legal_moves();
        // Depths count the move itself: the position after it is searched
        // one ply less.
        let max_depth = max_depth.unwrap_or(MAX_DEPTH).clamp(2, MAX_DEPTH);
        let mut order: Vec<Move> = moves.to_vec();
        for depth in 2..=max_depth {
            for &mv in &order {
                if stop.is_stopped() {
                    return analysis;
                }
                if analysis.value_of(mv).is_some_and(MoveValue::is_settled) {
                    continue;
                }
                let Some(value) = self.value(game, mv, depth, stop) else {
                    return analysis;
                };
                match analysis.moves.iter_mut().find(|m| m.mv == mv) {
                    Some(known) => known.value = value,
                    None => analysis.moves.push(MoveAnalysis { mv, value }),
                }
                analysis.sort();
                on_update(&analysis);
            }
            analysis.depth = depth;
            order = analysis.moves.iter().map(|m| m.mv).collect();
            let settled = analysis.moves.iter().all(|m| m.value.is_settled());
            if settled || depth == max_depth {
                analysis.done = true;
                on_update(&analysis);
                return analysis;
            }
        }
        analysis
    }

    /// The value of `mv` in `game` by a search `depth` plies deep in all
    /// (at least 2), or `None` when `stop` cut the search short.
    fn value(&mut self, game: &Game, mv: Move, depth: u32, stop: &StopFlag) -> Option<MoveValue> {
        if let Some(value) = ending(game, mv) {
            return Some(value);
        }
        let mut after = game.clone();
        if after.play(mv).is_err() {
            return None;
        }
        let result = self
            .searcher
            .search(&after, Limits::depth(depth - 1), stop, |_| {});
        if stop.is_stopped() {
            return None;
        }
        let again = after.position().side_to_move() == game.position().side_to_move();
        Some(searched(result.score, result.exact, depth, &after, again))
    }
}

/// The value of `mv` in `game` when it ends the game, by the game's own
/// rules and history (repetition included).
fn ending(game: &Game, mv: Move) -> Option<MoveValue> {
    let mut after = game.clone();
    after.play(mv).ok()?;
    let outcome = after.outcome()?;
    let mover = game.position().side_to_move();
    Some(MoveValue::Exact(match outcome.winner {
        Some(w) if w == mover => DbValue::Win(1),
        Some(_) => DbValue::Loss(1),
        None => DbValue::Draw,
    }))
}

/// The value of a move whose resulting position `after` searched to
/// `score` (for the side to move there), or exact from the databases;
/// `again` when the mover moves again there (the defender moving first
/// once placing ends), so the value is its own, not the opponent's.
fn searched(
    score: Score,
    exact: Option<DbValue>,
    depth: u32,
    after: &Game,
    again: bool,
) -> MoveValue {
    match exact {
        Some(value) => {
            let pos = after.position();
            let value = if again { value.later() } else { value.before() };
            n_move_honest(value, pos.turns_before_n_move_draw())
        }
        None => MoveValue::Searched {
            score: if again {
                -score.parent()
            } else {
                score.parent()
            },
            depth,
        },
    }
}

/// What the databases' `value` of playing `mv` in `pos` (for the mover)
/// is worth under the game's rules: exact, or [`MoveValue::MayBeDrawn`]
/// when the N-move rule may end the game before the result comes.
#[must_use]
pub fn db_move_value(pos: &Position, mv: Move, value: DbValue) -> MoveValue {
    let mut child = *pos;
    let _ = child.play_unchecked(mv);
    n_move_honest(value, child.turns_before_n_move_draw())
}

/// A value of the search over the placing phase under `rules`: a win or
/// a loss may be drawn by the N-move rule, which the databases at the
/// search's leaves do not know (a draw stays one: the rule only ends games
/// drawn).
fn solved(value: Wdl, rules: &morris_core::Rules) -> MoveValue {
    let n_move = rules.n_move() > 0 || rules.endgame_n_move() > 0;
    if n_move && value != Wdl::Draw {
        MoveValue::SolvedMayBeDrawn(value)
    } else {
        MoveValue::Solved(value)
    }
}

/// Whether the N-move rule may draw the game before `value`, the
/// databases' value of a position from which `turns_left` turns may be
/// played before that rule ends it ([`Position::turns_before_n_move_draw`]).
/// A removal on the way restarts the count, so this says "may".
#[must_use]
pub fn n_move_may_draw(value: DbValue, turns_left: Option<u32>) -> bool {
    match (value, turns_left) {
        (DbValue::Win(d) | DbValue::Loss(d), Some(left)) => u32::from(d) > left,
        _ => false,
    }
}

/// A database value for the mover, after which `turns_left` turns may be
/// played before the N-move rule draws the game: exact, or may be drawn.
fn n_move_honest(value: DbValue, turns_left: Option<u32>) -> MoveValue {
    if n_move_may_draw(value, turns_left) {
        MoveValue::MayBeDrawn(value)
    } else {
        MoveValue::Exact(value)
    }
}

/// Every legal move's value from the compact packs ([`Databases::wdl`]),
/// as solved values; `None` unless they value them all.
fn pack_values(game: &Game, dbs: &Databases) -> Option<Vec<MoveAnalysis>> {
    let pos = game.position();
    let me = pos.side_to_move();
    game.legal_moves()
        .into_iter()
        .map(|mv| {
            if let Some(value) = ending(game, mv) {
                return Some(MoveAnalysis { mv, value });
            }
            let mut child = *pos;
            child.play(mv).ok()?;
            let wdl = dbs.wdl_for(&child, me)?;
            Some(MoveAnalysis {
                mv,
                value: MoveValue::Solved(wdl),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::{Rules, Setup};

    fn game(text: &str, rules: Rules) -> Game {
        let setup: Setup = text.parse().unwrap();
        Game::from_position(Position::from_setup(&setup, rules).unwrap())
    }

    #[test]
    fn a_move_that_wins_at_once_is_exact_and_first() {
        let g = game(
            "WW./.../.../W...../.../.../BBB w 0 0 3 30",
            Rules::default(),
        );
        let analysis = Analyst::new(4).analyse(&g, Some(3), &StopFlag::new(), |_| {});
        assert_eq!(analysis.moves.len(), g.legal_moves().len());
        let best = analysis.moves[0];
        assert_eq!(best.value, MoveValue::Exact(DbValue::Win(1)), "{best:?}");
        assert!(best.mv.to_string().starts_with("a4-g7x"), "{}", best.mv);
        // Values come best first.
        assert!(
            analysis
                .moves
                .windows(2)
                .all(|w| w[0].value.rank() >= w[1].value.rank())
        );
    }

    #[test]
    fn a_single_legal_move_is_searched_not_called_a_draw() {
        // White, not flying, is shut in but for c5-c4.
        let rules = Rules::preset(morris_core::Preset::NineNoFlying);
        let g = game("WB./WB./WB./BB..../.../.../... w 0 0 0 30", rules);
        let moves = g.legal_moves();
        assert_eq!(moves.len(), 1, "{moves:?}");
        let analysis = Analyst::new(4).analyse(&g, Some(4), &StopFlag::new(), |_| {});
        assert_eq!(analysis.moves.len(), 1);
        match analysis.moves[0].value {
            MoveValue::Searched { score, depth } => {
                // Searched, and found lost: shut in again soon.
                assert!(depth >= 2, "{depth}");
                assert!(score.is_loss(), "{score}");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_n_move_rule_makes_a_long_database_result_uncertain() {
        assert_eq!(
            n_move_honest(DbValue::Win(7), Some(90)),
            MoveValue::Exact(DbValue::Win(7))
        );
        assert_eq!(
            n_move_honest(DbValue::Win(7), Some(6)),
            MoveValue::MayBeDrawn(DbValue::Win(7))
        );
        assert_eq!(
            n_move_honest(DbValue::Loss(30), Some(20)),
            MoveValue::MayBeDrawn(DbValue::Loss(30))
        );
        assert_eq!(
            n_move_honest(DbValue::Draw, Some(1)),
            MoveValue::Exact(DbValue::Draw)
        );
        assert_eq!(
            n_move_honest(DbValue::Win(999), None),
            MoveValue::Exact(DbValue::Win(999))
        );
        assert_eq!(MoveValue::MayBeDrawn(DbValue::Win(7)).to_string(), "win 7?");
        // A win the N-move rule may draw still ranks above a draw, and a
        // loss it may save below one.
        let maybe_win = MoveValue::MayBeDrawn(DbValue::Win(31)).rank();
        let maybe_loss = MoveValue::MayBeDrawn(DbValue::Loss(30)).rank();
        let draw = MoveValue::Exact(DbValue::Draw).rank();
        assert!(maybe_loss < draw && draw < maybe_win);
        assert!(maybe_win < MoveValue::Exact(DbValue::Win(99)).rank());
    }

    #[test]
    fn a_stop_returns_what_is_known() {
        let g = Game::new(Rules::default());
        let stop = StopFlag::new();
        let mut seen = 0;
        let analysis = Analyst::new(4).analyse(&g, None, &stop, |a| {
            seen += 1;
            if a.depth >= 2 {
                stop.stop();
            }
        });
        assert!(seen > 24);
        assert!(!analysis.done);
        assert_eq!(analysis.moves.len(), 24);
    }
}
