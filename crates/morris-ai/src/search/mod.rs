//! The search: iterative deepening principal variation search (negamax with
//! alpha-beta and null windows) with a transposition table, move ordering,
//! late move reductions and a quiescence search over mill-closing moves.
//!
//! ```
//! use morris_ai::search::{Limits, Searcher, StopFlag};
//! use morris_core::{Position, Rules};
//!
//! let mut searcher = Searcher::new(16);
//! let pos = Position::new(Rules::default());
//! let result = searcher.search_position(&pos, Limits::depth(3), &StopFlag::new(), |_| {});
//! assert!(result.best.is_some_and(|m| pos.is_legal(m)));
//! assert_eq!(result.depth, 3);
//! ```

mod limits;
mod ordering;
mod tt;
mod worker;

/// The stop flag, re-exported where it used to live.
pub use crate::stop::StopFlag;
pub use limits::Limits;

use std::sync::Arc;

use morris_core::{Game, Move, Position};

use crate::Score;
use crate::db::{Databases, DbValue};
use crate::eval::Weights;
use ordering::Ordering;
use tt::Table;
use worker::Worker;

/// The deepest ply the search goes to, quiescence included.
pub const MAX_PLY: usize = 128;
/// How many plies of mill-closing moves the quiescence search follows.
const QUIESCENCE_PLIES: u32 = 6;

/// What one finished iteration found: reported while searching.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    /// The depth of the iteration, in plies.
    pub depth: u32,
    /// The score of the best move for the side to move.
    pub score: Score,
    /// Nodes visited so far.
    pub nodes: u64,
    /// The principal variation: the best move and the expected replies.
    pub pv: Vec<Move>,
    /// The exact value, when an endgame database covers the position.
    pub exact: Option<DbValue>,
}

/// The result of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The best move, or `None` when the game is over.
    pub best: Option<Move>,
    /// Its score for the side to move.
    pub score: Score,
    /// The depth of the last finished iteration.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// The principal variation.
    pub pv: Vec<Move>,
    /// The exact value, when an endgame database covers the position.
    pub exact: Option<DbValue>,
    /// The value with perfect play without its distance, when the search
    /// over the placing phase gave it.
    pub solved: Option<crate::db::Wdl>,
}

/// Switches for the search techniques, all on by default. Tests turn them
/// off to compare the search with a plain negamax.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SearchConfig {
    /// Late move reductions.
    pub reductions: bool,
    /// The quiescence search over mill-closing moves at the horizon.
    pub quiescence: bool,
    /// Cutoffs from table entries searched deeper than needed.
    pub deeper_table_cutoffs: bool,
}

impl Default for SearchConfig {
    fn default() -> SearchConfig {
        SearchConfig {
            reductions: true,
            quiescence: true,
            deeper_table_cutoffs: true,
        }
    }
}

/// A search engine with its transposition table and move-ordering memory,
/// kept between searches of one game. With more than one thread
/// ([`Searcher::set_threads`]) it searches in parallel (Lazy SMP: every
/// thread searches the same root, sharing the table, the helpers one ply
/// ahead of each other so they fill it with different work); the main
/// thread's result is the answer.
#[derive(Debug)]
pub struct Searcher {
    table: Arc<Table>,
    main: Box<Worker>,
    helpers: Vec<Worker>,
    threads: usize,
    /// Weights set with [`Searcher::set_weights`]; otherwise each search
    /// takes those of its rules ([`Weights::for_rules`]).
    weights: Option<Weights>,
}

impl Searcher {
    /// A searcher whose transposition table takes at most `hash_mib` MiB.
    #[must_use]
    pub fn new(hash_mib: usize) -> Searcher {
        let table = Arc::new(Table::new(hash_mib));
        Searcher {
            main: Box::new(Worker::new(Arc::clone(&table))),
            table,
            helpers: Vec::new(),
            weights: None,
            threads: 1,
        }
    }

    /// Searches with `threads` threads from now on (at least one). More
    /// than one makes the search's choices depend on timing: levels that
    /// must play the same every time keep one.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
        self.helpers.clear();
    }

    /// The threads a search uses.
    #[must_use]
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Uses endgame databases (or none) from now on: positions they cover
    /// get their exact value, and at the root the best move by the database.
    pub fn set_databases(&mut self, databases: Option<Arc<Databases>>) {
        self.main.databases = databases;
        self.helpers.clear();
        self.table.clear();
    }

    /// Like [`Searcher::set_databases`], but keeps the table when nothing
    /// changes.
    pub fn set_databases_if_changed(&mut self, databases: Option<Arc<Databases>>) {
        let same = match (&self.main.databases, &databases) {
            (None, None) => true,
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            _ => false,
        };
        if !same {
            self.set_databases(databases);
        }
    }

    /// Uses these evaluation weights from now on, whatever the rules
    /// (without, each search takes the weights of its rules).
    pub fn set_weights(&mut self, weights: Weights) {
        self.weights = Some(weights);
        self.main.set_weights(weights);
        self.helpers.clear();
        self.table.clear();
    }

    /// Turns search techniques on or off.
    pub fn set_config(&mut self, config: SearchConfig) {
        self.main.config = config;
        self.helpers.clear();
        self.table.clear();
    }

    /// The memory the transposition table holds, in bytes.
    #[must_use]
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// Forgets all that was learned (for a new game).
    pub fn clear(&mut self) {
        self.table.clear();
        self.main.ordering = Ordering::new();
        self.main.set_weights(self.main.weights);
        self.helpers.clear();
    }

    /// Searches the position `game` stands in, within `limits` or until
    /// `stop` is raised; the game's earlier positions count for repetition.
    /// `on_iteration` hears of every finished iteration.
    pub fn search(
        &mut self,
        game: &Game,
        limits: Limits,
        stop: &StopFlag,
        on_iteration: impl FnMut(&SearchInfo),
    ) -> SearchResult {
        let history: Vec<u64> = (0..game.moves().len())
            .filter_map(|i| game.position_after(i).map(Position::hash))
            .collect();
        self.search_after(game.position(), &history, limits, stop, on_iteration)
    }

    /// Searches `pos` as the start of a game (no earlier positions).
    pub fn search_position(
        &mut self,
        pos: &Position,
        limits: Limits,
        stop: &StopFlag,
        on_iteration: impl FnMut(&SearchInfo),
    ) -> SearchResult {
        self.search_after(pos, &[], limits, stop, on_iteration)
    }

    /// Searches `pos`, reached through the positions with hashes `history`
    /// (oldest first, `pos` not included). With endgame databases that
    /// value the position, the search never gives its value away: a won
    /// or lost position gets the databases' move (the fastest win, the
    /// slowest loss), and among several moves that keep a draw (or, in the
    /// placing phase with every pair solved, the value) the search picks
    /// the one it likes best, so that a fallible opponent has chances to
    /// go wrong.
    pub(crate) fn search_after(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: Limits,
        stop: &StopFlag,
        on_iteration: impl FnMut(&SearchInfo),
    ) -> SearchResult {
        self.table.new_search();
        if pos.legal_moves().is_empty() {
            return SearchResult {
                best: None,
                score: Score::DRAW,
                depth: 0,
                nodes: 0,
                pv: Vec::new(),
                exact: None,
                solved: None,
            };
        }
        if let Some(db) = self.main.databases.clone() {
            if let Some(values) = db.move_values(pos) {
                let draws: Vec<Move> = values
                    .iter()
                    .filter(|(_, v)| *v == DbValue::Draw)
                    .map(|&(m, _)| m)
                    .collect();
                return match values.first() {
                    Some(&(_, DbValue::Draw)) if draws.len() > 1 => self.search_among(
                        pos,
                        history,
                        limits,
                        stop,
                        Some(draws),
                        true,
                        on_iteration,
                    ),
                    Some(&(best, value)) => {
                        Self::database_answer(&db, pos, best, value, on_iteration)
                    }
                    None => {
                        self.search_among(pos, history, limits, stop, None, false, on_iteration)
                    }
                };
            }
            if let Some((keeping, value, used)) = opening_keeping(&db, pos, limits, stop) {
                // The search keeps what the opening search left of the
                // node limit.
                let limits = Limits {
                    nodes: limits.nodes.map(|n| n.saturating_sub(used).max(1)),
                    ..limits
                };
                let result = self.search_among(
                    pos,
                    history,
                    limits,
                    stop,
                    Some(keeping),
                    false,
                    on_iteration,
                );
                return SearchResult {
                    solved: Some(value),
                    ..result
                };
            }
        }
        self.search_among(pos, history, limits, stop, None, false, on_iteration)
    }

    /// The databases' move and value, its line followed for a few moves.
    fn database_answer(
        db: &Databases,
        pos: &Position,
        best: Move,
        value: DbValue,
        mut on_iteration: impl FnMut(&SearchInfo),
    ) -> SearchResult {
        let mut pv = vec![best];
        let mut p = *pos;
        let _ = p.play_unchecked(best);
        while pv.len() < 12 {
            let Some(&(m, _)) = db.move_values(&p).as_deref().and_then(<[_]>::first) else {
                break;
            };
            let _ = p.play_unchecked(m);
            pv.push(m);
        }
        let score = value.score(0);
        on_iteration(&SearchInfo {
            depth: 1,
            score,
            nodes: 1,
            pv: pv.clone(),
            exact: Some(value),
        });
        SearchResult {
            best: Some(best),
            score,
            depth: 1,
            nodes: 1,
            pv,
            exact: Some(value),
            solved: None,
        }
    }

    /// The iterative deepening over the root moves `only` allows (all
    /// when `None`). `drawn` tells that every move allowed holds a draw
    /// the databases know: the search then looks past the databases (to
    /// see which draw gives the opponent the most chances to go wrong) and
    /// reports the draw as the value.
    #[allow(clippy::too_many_arguments)]
    fn search_among(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: Limits,
        stop: &StopFlag,
        only: Option<Vec<Move>>,
        drawn: bool,
        mut on_iteration: impl FnMut(&SearchInfo),
    ) -> SearchResult {
        let root_moves = only.clone().unwrap_or_else(|| pos.legal_moves());
        let mut result = SearchResult {
            best: root_moves.first().copied(),
            score: Score::DRAW,
            depth: 0,
            nodes: 0,
            pv: root_moves.first().copied().into_iter().collect(),
            exact: None,
            solved: None,
        };
        let only: Option<Arc<[Move]>> = only.map(Into::into);
        let databases = self.main.databases.clone();
        if drawn {
            self.main.databases = None;
        }
        self.main.root_only.clone_from(&only);
        let weights = self
            .weights
            .unwrap_or_else(|| Weights::for_rules(pos.rules()));
        if weights != self.main.weights {
            self.main.set_weights(weights);
            self.helpers.clear();
        }
        let halt = StopFlag::new();
        self.main.start(history, pos, limits, stop, &halt);
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 1)
            .clamp(1, MAX_PLY as u32 - 1);
        while self.helpers.len() + 1 < self.threads {
            self.helpers.push(Worker::helper_of(&self.main));
        }
        let helper_limits = Limits {
            nodes: None,
            ..limits
        };
        for helper in &mut self.helpers {
            helper.databases.clone_from(&self.main.databases);
            helper.root_only.clone_from(&only);
            helper.start(history, pos, helper_limits, stop, &halt);
        }
        let exact = drawn.then_some(DbValue::Draw);
        let mut report = |info: &SearchInfo| {
            if drawn {
                on_iteration(&SearchInfo {
                    score: Score::DRAW,
                    exact,
                    ..info.clone()
                });
            } else {
                on_iteration(info);
            }
        };
        let (main, helpers) = (&mut self.main, &mut self.helpers);
        std::thread::scope(|scope| {
            for (i, helper) in helpers.iter_mut().enumerate() {
                let first = 1 + (i as u32 + 1) % 2;
                scope.spawn(move || helper.help(pos, first, max_depth));
            }
            main.iterate(pos, &root_moves, max_depth, &mut result, &mut report);
            // The helpers stop when the main thread has its answer.
            halt.stop();
        });
        result.nodes = self.main.nodes + self.helpers.iter().map(|h| h.nodes).sum::<u64>();
        self.main.databases = databases;
        self.main.root_only = None;
        for helper in &mut self.helpers {
            helper.databases.clone_from(&self.main.databases);
            helper.root_only = None;
        }
        if drawn {
            result.score = Score::DRAW;
            result.exact = exact;
        }
        result
    }
}

/// The placing-phase moves that keep the position's value with perfect
/// play (the search over the placements, with its book), when every pair
/// of the databases is there and the search settles within its budget:
/// at most [`OPENING_BUDGET`] positions, and at most half the search's
/// node limit; with the positions it searched, which the search's node
/// limit then counts.
pub(crate) fn opening_keeping(
    db: &Databases,
    pos: &Position,
    limits: Limits,
    stop: &StopFlag,
) -> Option<(Vec<Move>, crate::db::Wdl, u64)> {
    if pos.is_moving_phase() || !db.has_files_for_placing(pos) {
        return None;
    }
    let budget = limits
        .nodes
        .map_or(OPENING_BUDGET, |n| (n / 2).min(OPENING_BUDGET));
    let (values, used) = db.opening_move_values(pos, stop, budget).ok()?;
    let &(_, top) = values.first()?;
    let keeping = values
        .into_iter()
        .filter(|&(_, v)| v == top)
        .map(|(m, _)| m)
        .collect();
    Some((keeping, top, used))
}

/// The most positions the search over the placements may take for one
/// move before level 10 falls back to its own search: about a second.
const OPENING_BUDGET: u64 = 300_000;
