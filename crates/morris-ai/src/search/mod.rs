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

pub use limits::{Limits, StopFlag};

use std::sync::Arc;

use morris_core::{Game, Move, Position};

use crate::Score;
use crate::db::{Databases, DbValue};
use crate::eval::{Weights, evaluate};
use ordering::Ordering;
use tt::{Bound, Table};

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
}

/// One thread's search: its move-ordering memory, buffers and counters.
#[derive(Debug)]
struct Worker {
    table: Arc<Table>,
    weights: Weights,
    config: SearchConfig,
    ordering: Ordering,
    nodes: u64,
    node_limit: u64,
    aborted: bool,
    /// Hashes of the game's earlier positions and of the search path.
    path: Vec<u64>,
    buffers: Vec<Vec<Move>>,
    /// The move-ordering scores of each ply's moves.
    score_buffers: Vec<Vec<i32>>,
    databases: Option<Arc<Databases>>,
    /// Raised by the caller.
    stop: StopFlag,
    /// Raised by the main thread when it is done, for the helpers.
    halt: StopFlag,
}

impl Worker {
    fn new(table: Arc<Table>) -> Worker {
        Worker {
            table,
            weights: Weights::default(),
            config: SearchConfig::default(),
            ordering: Ordering::new(),
            nodes: 0,
            node_limit: u64::MAX,
            aborted: false,
            path: Vec::with_capacity(512),
            buffers: vec![Vec::new(); MAX_PLY + 1],
            score_buffers: vec![Vec::new(); MAX_PLY + 1],
            databases: None,
            stop: StopFlag::new(),
            halt: StopFlag::new(),
        }
    }

    /// A helper with the main worker's settings.
    fn helper_of(main: &Worker) -> Worker {
        Worker {
            weights: main.weights,
            config: main.config,
            databases: main.databases.clone(),
            ..Worker::new(Arc::clone(&main.table))
        }
    }

    fn start(
        &mut self,
        history: &[u64],
        pos: &Position,
        limits: Limits,
        stop: &StopFlag,
        halt: &StopFlag,
    ) {
        self.nodes = 0;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.aborted = false;
        self.ordering.new_search();
        self.path.clear();
        self.path.extend_from_slice(history);
        self.path.push(pos.hash());
        self.stop = stop.clone();
        self.halt = halt.clone();
    }

    /// A helper's iterative deepening: until halted, from `first` plies.
    fn help(&mut self, pos: &Position, first: u32, max_depth: u32) {
        for depth in first..=max_depth {
            let _ = self.negamax(pos, depth, 0, -Score::INFINITE, Score::INFINITE);
            if self.aborted || self.halt.is_stopped() {
                break;
            }
        }
    }
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

    /// Uses these evaluation weights from now on.
    pub fn set_weights(&mut self, weights: Weights) {
        self.main.weights = weights;
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
    /// (oldest first, `pos` not included).
    pub(crate) fn search_after(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: Limits,
        stop: &StopFlag,
        mut on_iteration: impl FnMut(&SearchInfo),
    ) -> SearchResult {
        self.table.new_search();
        let halt = StopFlag::new();
        self.main.start(history, pos, limits, stop, &halt);
        let root_moves = pos.legal_moves();
        let mut result = SearchResult {
            best: root_moves.first().copied(),
            score: Score::DRAW,
            depth: 0,
            nodes: 0,
            pv: root_moves.first().copied().into_iter().collect(),
            exact: None,
        };
        if root_moves.is_empty() {
            return result;
        }
        // An endgame database knows the answer: the fastest win, the
        // slowest loss, or a move that holds the draw.
        if let Some(db) = &self.main.databases
            && let Some(&(best, value)) = db.move_values(pos).as_deref().and_then(<[_]>::first)
        {
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
            return SearchResult {
                best: Some(best),
                score,
                depth: 1,
                nodes: 1,
                pv,
                exact: Some(value),
            };
        }
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
            helper.start(history, pos, helper_limits, stop, &halt);
        }
        let (main, helpers) = (&mut self.main, &mut self.helpers);
        std::thread::scope(|scope| {
            for (i, helper) in helpers.iter_mut().enumerate() {
                let first = 1 + (i as u32 + 1) % 2;
                scope.spawn(move || helper.help(pos, first, max_depth));
            }
            main.iterate(pos, &root_moves, max_depth, &mut result, &mut on_iteration);
            // The helpers stop when the main thread has its answer.
            halt.stop();
        });
        result.nodes = self.main.nodes + self.helpers.iter().map(|h| h.nodes).sum::<u64>();
        result
    }
}

impl Worker {
    /// The main thread's iterative deepening, reporting each iteration.
    fn iterate(
        &mut self,
        pos: &Position,
        root_moves: &[Move],
        max_depth: u32,
        result: &mut SearchResult,
        on_iteration: &mut impl FnMut(&SearchInfo),
    ) {
        for depth in 1..=max_depth {
            let score = self.negamax(pos, depth, 0, -Score::INFINITE, Score::INFINITE);
            let root_entry = self.table.probe(pos.hash());
            let best = root_entry.and_then(|e| e.best).filter(|&m| pos.is_legal(m));
            if self.aborted {
                // A partly searched iteration still improves on the last when
                // it has found a different best move with a better score.
                if let Some(m) = best
                    && Some(m) != result.best
                    && depth > 1
                    && root_entry.is_some_and(|e| e.bound != Bound::Upper && e.score > result.score)
                {
                    result.best = Some(m);
                    result.pv = vec![m];
                }
                break;
            }
            result.best = best.or(result.best);
            result.score = score;
            result.depth = depth;
            result.pv = self.principal_variation(pos, depth);
            result.nodes = self.nodes;
            on_iteration(&SearchInfo {
                depth,
                score,
                nodes: self.nodes,
                pv: result.pv.clone(),
                exact: None,
            });
            // A forced result within the horizon will not change.
            if score.plies_to_end().is_some_and(|n| n <= depth)
                || root_moves.len() == 1 && depth >= 2
            {
                break;
            }
            if self.nodes >= self.node_limit || self.stop.is_stopped() {
                break;
            }
        }
    }

    /// The best line, read from the transposition table.
    fn principal_variation(&self, pos: &Position, depth: u32) -> Vec<Move> {
        let mut pv = Vec::new();
        let mut p = *pos;
        let mut seen = Vec::new();
        while pv.len() < depth as usize {
            let Some(m) = self.table.probe(p.hash()).and_then(|e| e.best) else {
                break;
            };
            if !p.is_legal(m) || seen.contains(&p.hash()) {
                break;
            }
            seen.push(p.hash());
            let _ = p.play_unchecked(m);
            pv.push(m);
        }
        pv
    }

    /// Counts a node and checks the limits.
    #[inline]
    fn visit(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.node_limit
            || (self.nodes & 1023 == 0 && (self.stop.is_stopped() || self.halt.is_stopped()))
        {
            self.aborted = true;
        }
        self.aborted
    }

    /// Whether the position at the end of the path stood before since the
    /// last irreversible turn (placements and removals reset the counter).
    fn repeats(&self, pos: &Position) -> bool {
        if !pos.rules().repetition() {
            return false;
        }
        let len = self.path.len();
        let reversible = usize::from(pos.n_move_counter()).min(len.saturating_sub(1));
        (2..=reversible)
            .step_by(2)
            .any(|back| self.path[len - 1 - back] == pos.hash())
    }

    /// The score of a finished game for the side to move, `ply` plies from
    /// the root.
    fn terminal(pos: &Position, ply: usize) -> Option<Score> {
        let outcome = pos.outcome()?;
        Some(match outcome.winner {
            None => Score::DRAW,
            Some(w) if w == pos.side_to_move() => Score::win_in(ply as u32),
            Some(_) => Score::loss_in(ply as u32),
        })
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: u32,
        ply: usize,
        mut alpha: Score,
        beta: Score,
    ) -> Score {
        if ply > 0 {
            if self.repeats(pos) {
                return Score::DRAW;
            }
            if let Some(score) = Self::terminal(pos, ply) {
                return score;
            }
            // Exact values from the endgame databases.
            if pos.is_moving_phase()
                && let Some(db) = &self.databases
                && let Some(value) = db.probe(pos)
            {
                return value.score(ply as u32);
            }
        }
        if depth == 0 || ply >= MAX_PLY - QUIESCENCE_PLIES as usize - 1 {
            return self.quiescence(pos, ply, alpha, beta, QUIESCENCE_PLIES);
        }
        if self.visit() {
            return Score::DRAW;
        }
        let key = pos.hash();
        let entry = self.table.probe(key);
        if let Some(e) = entry
            && ply > 0
            && (u32::from(e.depth) == depth
                || u32::from(e.depth) > depth && self.config.deeper_table_cutoffs)
        {
            let score = e.score.from_table(ply as u32);
            match e.bound {
                Bound::Exact => return score,
                Bound::Lower if score >= beta => return score,
                Bound::Upper if score <= alpha => return score,
                _ => {}
            }
        }
        let tt_move = entry.and_then(|e| e.best);

        let mut moves = std::mem::take(&mut self.buffers[ply]);
        pos.generate_moves(&mut moves);
        let mut scores = std::mem::take(&mut self.score_buffers[ply]);
        self.ordering.score(pos, &moves, tt_move, ply, &mut scores);

        let original_alpha = alpha;
        let mut best_score = -Score::INFINITE;
        let mut best_move = None;
        for i in 0..moves.len() {
            // Selection: the best remaining move next; a cutoff early saves
            // sorting the rest.
            let m = ordering::take_best(&mut moves, &mut scores, i);
            let mut child = *pos;
            let _ = child.play_unchecked(m);
            self.path.push(child.hash());
            let quiet = m.removals().is_empty();
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha)
            } else {
                // Late move reductions: quiet moves late in the order get a
                // shallower null-window look first.
                let reduction = u32::from(self.config.reductions && depth >= 3 && i >= 3 && quiet);
                let null_beta = -alpha;
                let null_alpha = Score::from_raw(null_beta.raw() - 1);
                let mut s = -self.negamax(
                    &child,
                    depth - 1 - reduction,
                    ply + 1,
                    null_alpha,
                    null_beta,
                );
                if s > alpha && reduction > 0 {
                    s = -self.negamax(&child, depth - 1, ply + 1, null_alpha, null_beta);
                }
                // Principal variation search: re-search a move that beats
                // alpha with the full window.
                if s > alpha && s < beta {
                    s = -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha);
                }
                s
            };
            self.path.pop();
            if self.aborted {
                break;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(m);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if quiet {
                            self.ordering.reward(pos, m, depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        self.buffers[ply] = moves;
        self.score_buffers[ply] = scores;
        if self.aborted {
            // Keep a root move found in this iteration for the caller.
            if ply == 0
                && let Some(m) = best_move
                && best_score > original_alpha
            {
                self.table
                    .store(key, Some(m), best_score.to_table(0), 0, Bound::Lower);
            }
            return Score::DRAW;
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(
            key,
            best_move,
            best_score.to_table(ply as u32),
            depth,
            bound,
        );
        best_score
    }

    /// Follows mill-closing moves until the position is quiet.
    fn quiescence(
        &mut self,
        pos: &Position,
        ply: usize,
        mut alpha: Score,
        beta: Score,
        plies_left: u32,
    ) -> Score {
        if self.visit() {
            return Score::DRAW;
        }
        if ply > 0
            && let Some(score) = Self::terminal(pos, ply)
        {
            return score;
        }
        let stand_pat = evaluate(pos, &self.weights);
        if plies_left == 0 || !self.config.quiescence || stand_pat >= beta {
            return stand_pat;
        }
        if stand_pat > alpha {
            alpha = stand_pat;
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        pos.generate_removing_moves(&mut moves);
        let mut best = stand_pat;
        for &m in &moves {
            let mut child = *pos;
            let _ = child.play_unchecked(m);
            let score = -self.quiescence(&child, ply + 1, -beta, -alpha, plies_left - 1);
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.buffers[ply] = moves;
        best
    }
}
