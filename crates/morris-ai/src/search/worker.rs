//! One thread's search: iterative deepening (the main thread's, which
//! reports), the helpers' deepening for Lazy SMP, the principal variation
//! search itself and the quiescence search over the moves that remove.

use std::sync::Arc;

use morris_core::{Move, Position};

use super::ordering::{self, Ordering};
use super::tt::{Bound, Table};
use super::{Limits, MAX_PLY, QUIESCENCE_PLIES, SearchConfig, SearchInfo, SearchResult};
use crate::Score;
use crate::db::Databases;
use crate::eval::{Weights, evaluate};
use crate::stop::StopFlag;

/// One thread's search: its move-ordering memory, buffers and counters.
#[derive(Debug)]
pub(super) struct Worker {
    table: Arc<Table>,
    pub(super) weights: Weights,
    pub(super) config: SearchConfig,
    pub(super) ordering: Ordering,
    pub(super) nodes: u64,
    node_limit: u64,
    aborted: bool,
    /// Hashes of the game's earlier positions and of the search path.
    path: Vec<u64>,
    buffers: Vec<Vec<Move>>,
    /// The move-ordering scores of each ply's moves.
    score_buffers: Vec<Vec<i32>>,
    pub(super) databases: Option<Arc<Databases>>,
    /// The root moves to choose among, when not all: those that keep the
    /// position's value with perfect play.
    pub(super) root_only: Option<Arc<[Move]>>,
    /// Raised by the caller.
    stop: StopFlag,
    /// Raised by the main thread when it is done, for the helpers.
    halt: StopFlag,
    /// Evaluations by position hash (direct-mapped; a slot holds the hash
    /// and the value): the quiescence search evaluates the same positions
    /// again and again, reached in other orders and in each iteration.
    eval_cache: Box<[(u64, i32)]>,
}

/// The slots of a worker's evaluation cache (a power of two).
const EVAL_CACHE_SLOTS: usize = 1 << 16;

impl Worker {
    pub(super) fn new(table: Arc<Table>) -> Worker {
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
            root_only: None,
            stop: StopFlag::new(),
            halt: StopFlag::new(),
            eval_cache: vec![(0, 0); EVAL_CACHE_SLOTS].into_boxed_slice(),
        }
    }

    /// Uses these evaluation weights from now on (the cached values were
    /// of the old ones).
    pub(super) fn set_weights(&mut self, weights: Weights) {
        self.weights = weights;
        self.eval_cache.fill((0, 0));
    }

    /// The evaluation of `pos`, from the cache when it was made before.
    #[inline]
    fn evaluate(&mut self, pos: &Position) -> Score {
        let key = pos.hash();
        let slot = &mut self.eval_cache[key as usize & (EVAL_CACHE_SLOTS - 1)];
        if slot.0 == key && key != 0 {
            return Score::from_raw(slot.1);
        }
        let value = evaluate(pos, &self.weights);
        *slot = (key, value.raw());
        value
    }

    /// A helper with the main worker's settings.
    pub(super) fn helper_of(main: &Worker) -> Worker {
        Worker {
            weights: main.weights,
            config: main.config,
            databases: main.databases.clone(),
            root_only: main.root_only.clone(),
            ..Worker::new(Arc::clone(&main.table))
        }
    }

    pub(super) fn start(
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
    pub(super) fn help(&mut self, pos: &Position, first: u32, max_depth: u32) {
        for depth in first..=max_depth {
            let _ = self.negamax(pos, depth, 0, -Score::INFINITE, Score::INFINITE);
            if self.aborted || self.halt.is_stopped() {
                break;
            }
        }
    }
}

impl Worker {
    /// Whether the root's choice may be `m`.
    fn allowed_at_root(&self, m: Move) -> bool {
        self.root_only.as_ref().is_none_or(|only| only.contains(&m))
    }

    /// The main thread's iterative deepening, reporting each iteration.
    pub(super) fn iterate(
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
            let best = root_entry
                .and_then(|e| e.best)
                .filter(|&m| pos.is_legal(m) && self.allowed_at_root(m));
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
            // Exact values from the endgame databases (of the moving
            // phase, or of a whole small board's game).
            if let Some(db) = &self.databases
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
        if ply == 0
            && let Some(only) = &self.root_only
        {
            moves.retain(|m| only.contains(m));
        }
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
                self.child(pos, &child, depth - 1, ply + 1, alpha, beta)
            } else {
                // Late move reductions: quiet moves late in the order get a
                // shallower null-window look first.
                let reduction = u32::from(self.config.reductions && depth >= 3 && i >= 3 && quiet);
                let above = Score::from_raw(alpha.raw() + 1);
                let mut s = self.child(pos, &child, depth - 1 - reduction, ply + 1, alpha, above);
                if s > alpha && reduction > 0 {
                    s = self.child(pos, &child, depth - 1, ply + 1, alpha, above);
                }
                // Principal variation search: re-search a move that beats
                // alpha with the full window.
                if s > alpha && s < beta {
                    s = self.child(pos, &child, depth - 1, ply + 1, alpha, beta);
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
                        self.ordering.reward(pos, m, depth, ply);
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

    /// The score of `child`, a position after a move in `pos`, for `pos`'s
    /// side to move, searched within that side's window `alpha..beta`: the
    /// child's own score negated when the other side moves there, as it is
    /// when the same side moves again (the defender moving first once
    /// placing ends, where the rules say so).
    fn child(
        &mut self,
        pos: &Position,
        child: &Position,
        depth: u32,
        ply: usize,
        alpha: Score,
        beta: Score,
    ) -> Score {
        if child.side_to_move() == pos.side_to_move() {
            self.negamax(child, depth, ply, alpha, beta)
        } else {
            -self.negamax(child, depth, ply, -beta, -alpha)
        }
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
        let stand_pat = self.evaluate(pos);
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
            // A side that moves again (the defender moving first once
            // placing ends) keeps its own score.
            let score = if child.side_to_move() == pos.side_to_move() {
                self.quiescence(&child, ply + 1, alpha, beta, plies_left - 1)
            } else {
                -self.quiescence(&child, ply + 1, -beta, -alpha, plies_left - 1)
            };
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
