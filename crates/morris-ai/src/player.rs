//! An AI player: a level, a seed and a searcher, choosing moves for a game.
//!
//! ```
//! use morris_ai::{Ai, Level};
//! use morris_ai::search::{Limits, StopFlag};
//! use morris_core::{Game, Rules};
//!
//! let game = Game::new(Rules::default());
//! let mut ai = Ai::new(Level::new(3).unwrap(), 42);
//! let choice = ai.choose(&game, Limits::default(), &StopFlag::new(), |_| {}).unwrap();
//! assert!(game.position().is_legal(choice.mv));
//! // The same level and seed choose the same move.
//! let again = Ai::new(Level::new(3).unwrap(), 42)
//!     .choose(&game, Limits::default(), &StopFlag::new(), |_| {})
//!     .unwrap();
//! assert_eq!(choice.mv, again.mv);
//! ```

use std::sync::Arc;

use morris_core::{Game, Move, Position};

use crate::db::{Databases, DbValue};

use crate::Score;
use crate::eval::{Weights, evaluate};
use crate::level::Level;
use crate::rng::Rng;
use crate::search::{Limits, SearchInfo, Searcher};
use crate::stop::StopFlag;

/// The default size of the transposition table, in MiB.
pub const DEFAULT_HASH_MIB: usize = 64;

/// A move an AI chose, with what it thought of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The move.
    pub mv: Move,
    /// Its score for the side that plays it.
    pub score: Score,
    /// The depth searched, in plies (0 for a move played without looking).
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// The expected line, starting with the move.
    pub pv: Vec<Move>,
    /// The exact value, when an endgame database covers the position.
    pub exact: Option<DbValue>,
    /// The value with perfect play without its distance, where no exact
    /// value is known but a compact pack or the search over the placing
    /// phase gave it.
    pub solved: Option<crate::db::Wdl>,
}

/// An AI player.
#[derive(Debug)]
pub struct Ai {
    searcher: Searcher,
    level: Level,
    rng: Rng,
    databases: Option<Arc<Databases>>,
    threads: usize,
    /// Plays from the compact packs where the full databases are gone.
    converter: crate::db::Converter,
    /// Level 10 picks at random among the turns that keep a draw (or, in
    /// the placing phase, the value) instead of its search's favourite.
    random_keeping: bool,
}

impl Ai {
    /// A player of `level` whose choices follow from `seed`.
    #[must_use]
    pub fn new(level: Level, seed: u64) -> Ai {
        Ai::with_hash(level, seed, DEFAULT_HASH_MIB)
    }

    /// A player with a transposition table of at most `hash_mib` MiB.
    #[must_use]
    pub fn with_hash(level: Level, seed: u64, hash_mib: usize) -> Ai {
        Ai {
            searcher: Searcher::new(hash_mib),
            level,
            rng: Rng::new(seed),
            databases: None,
            threads: 1,
            converter: crate::db::Converter::new(),
            random_keeping: false,
        }
    }

    /// Makes level 10 with databases a plain perfect player, as Malom's
    /// is: where several turns keep a draw (or, in the placing phase, the
    /// value the search over it proves), a random one of them rather than
    /// the one its search likes best, the one a fallible opponent is most
    /// likely to get wrong after. Wins and losses are played as before
    /// (the fastest win, the slowest loss). For measuring what the
    /// search's choice is worth (`morris match` with `ai:10:random`).
    pub fn set_random_keeping(&mut self, random: bool) {
        self.random_keeping = random;
    }

    /// Level 10's turn as a plain perfect player ([`Ai::set_random_keeping`]):
    /// a random one among the turns that keep a draw the databases know,
    /// or the value the search over the placing phase proves within its
    /// budget; `None` where neither applies.
    fn random_keeping_choice(
        &mut self,
        pos: &Position,
        limits: Limits,
        stop: &StopFlag,
    ) -> Option<Choice> {
        let dbs = self.databases.clone()?;
        let (keeping, exact, solved) = match dbs.move_values(pos) {
            Some(values) => {
                let draws: Vec<Move> = values
                    .iter()
                    .filter(|(_, v)| *v == DbValue::Draw)
                    .map(|&(m, _)| m)
                    .collect();
                if values.first().map(|&(_, v)| v) != Some(DbValue::Draw) {
                    return None;
                }
                (draws, Some(DbValue::Draw), None)
            }
            None => {
                let (keeping, value, _) = crate::search::opening_keeping(&dbs, pos, limits, stop)?;
                (keeping, None, Some(value))
            }
        };
        let mv = *keeping.get(self.rng.below(keeping.len().max(1)))?;
        Some(Choice {
            mv,
            score: solved.map_or(Score::DRAW, crate::db::Wdl::as_score),
            depth: 0,
            nodes: 0,
            pv: vec![mv],
            exact,
            solved,
        })
    }

    /// The level.
    #[must_use]
    pub fn level(&self) -> Level {
        self.level
    }

    /// Changes the level.
    pub fn set_level(&mut self, level: Level) {
        self.level = level;
    }

    /// Plays endgame positions perfectly with these databases (level 10
    /// only; the lower levels keep their human mistakes).
    pub fn set_databases(&mut self, databases: Option<Arc<Databases>>) {
        self.databases = databases;
    }

    /// Searches with this many threads at full strength (at least one; the
    /// lower levels always use one, so that they play the same every time).
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }

    /// The threads a full-strength search uses.
    #[must_use]
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Restarts the random choices from `seed`.
    pub fn set_seed(&mut self, seed: u64) {
        self.rng = Rng::new(seed);
    }

    /// The searcher, to set its table size, weights or configuration.
    pub fn searcher_mut(&mut self) -> &mut Searcher {
        &mut self.searcher
    }

    /// Level 10's turn where only a compact pack knows the position (its
    /// full database file gone): the value kept, a win converted
    /// ([`crate::db::Converter`]).
    fn pack_choice(&mut self, pos: &Position, history: &[u64], stop: &StopFlag) -> Option<Choice> {
        let dbs = self.databases.clone()?;
        if dbs.probe(pos).is_some() || dbs.pack_wdl(pos).is_none() {
            return None;
        }
        let converted = self.converter.choose(&dbs, pos, history, stop)?;
        Some(Choice {
            mv: converted.mv,
            score: converted.wdl.as_score(),
            depth: converted.removal_within.unwrap_or(0),
            nodes: 0,
            pv: vec![converted.mv],
            exact: None,
            solved: Some(converted.wdl),
        })
    }

    /// Forgets what was learned in earlier games.
    pub fn new_game(&mut self) {
        self.searcher.clear();
    }

    /// Chooses a move for the side to move in `game`, or `None` when the game
    /// is over. Levels 1 to 9 follow their own budget; `limits` bound level
    /// 10 (and cap the others). `stop` ends the thinking early with the best
    /// move found so far.
    pub fn choose(
        &mut self,
        game: &Game,
        limits: Limits,
        stop: &StopFlag,
        mut on_info: impl FnMut(&SearchInfo),
    ) -> Option<Choice> {
        let moves = game.legal_moves();
        let pos = *game.position();
        let history: Vec<u64> = (0..game.moves().len())
            .filter_map(|i| game.position_after(i).map(Position::hash))
            .collect();
        let first = *moves.first()?;
        let profile = self.level.profile();
        // Only full strength plays the databases; the other levels search
        // without them.
        let databases = if profile.depth.is_none() {
            self.databases.clone()
        } else {
            None
        };
        self.searcher.set_databases_if_changed(databases);
        let threads = if profile.depth.is_none() {
            self.threads
        } else {
            1
        };
        if self.searcher.threads() != threads {
            self.searcher.set_threads(threads);
        }
        if profile.depth.is_none()
            && let Some(choice) = self.pack_choice(&pos, &history, stop)
        {
            return Some(choice);
        }
        if profile.depth.is_none()
            && self.random_keeping
            && let Some(choice) = self.random_keeping_choice(&pos, limits, stop)
        {
            return Some(choice);
        }
        if profile.depth.is_none() {
            let result = self
                .searcher
                .search_after(&pos, &history, limits, stop, &mut on_info);
            let mv = result.best.unwrap_or(first);
            return Some(Choice {
                mv,
                score: result.score,
                depth: result.depth,
                nodes: result.nodes,
                pv: if result.pv.first() == Some(&mv) {
                    result.pv
                } else {
                    vec![mv]
                },
                exact: result.exact,
                solved: result.solved,
            });
        }
        if self.rng.chance(profile.overlook) {
            // Overlooking the tactics: some move that closes no mill.
            let careless: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| m.removals().is_empty())
                .collect();
            let pool = if careless.is_empty() {
                &moves
            } else {
                &careless
            };
            let mv = pool[self.rng.below(pool.len())];
            return Some(Choice {
                mv,
                score: evaluate(&pos, &Weights::for_rules(pos.rules())),
                depth: 0,
                nodes: 0,
                pv: vec![mv],
                exact: None,
                solved: None,
            });
        }
        self.judge_with_noise(&pos, &history, &moves, profile, limits, stop, &mut on_info)
    }

    /// Scores every move with a search of the level's depth, adds the
    /// level's noise, and picks the best, at random among equals.
    #[allow(clippy::too_many_arguments)]
    fn judge_with_noise(
        &mut self,
        pos: &Position,
        history: &[u64],
        moves: &[Move],
        profile: crate::level::Profile,
        limits: Limits,
        stop: &StopFlag,
        on_info: &mut impl FnMut(&SearchInfo),
    ) -> Option<Choice> {
        let depth = profile
            .depth
            .unwrap_or(1)
            .min(limits.depth.unwrap_or(u32::MAX))
            .max(1);
        let budget = profile.nodes.or(limits.nodes);
        let per_move = budget.map(|n| (n / moves.len() as u64).max(1));
        let mut child_history = history.to_vec();
        child_history.push(pos.hash());
        let mut scored = Vec::with_capacity(moves.len());
        let mut nodes = 0;
        for &m in moves {
            if stop.is_stopped() && !scored.is_empty() {
                break;
            }
            let mut child = *pos;
            let _ = child.play_unchecked(m);
            let (score, pv) = if depth <= 1 || child.outcome().is_some() {
                (leaf_score(&child).parent(), vec![m])
            } else {
                let result = self.searcher.search_after(
                    &child,
                    &child_history,
                    Limits {
                        depth: Some(depth - 1),
                        nodes: per_move,
                    },
                    stop,
                    |_| {},
                );
                nodes += result.nodes;
                let mut pv = vec![m];
                pv.extend(result.pv);
                (result.score.parent(), pv)
            };
            scored.push((m, score, pv));
        }
        let noisy: Vec<i32> = scored
            .iter()
            .map(|(_, s, _)| {
                if s.is_decided() {
                    s.raw()
                } else {
                    s.raw() + self.rng.spread(profile.noise)
                }
            })
            .collect();
        let top = noisy.iter().copied().max()?;
        let best: Vec<usize> = (0..scored.len()).filter(|&i| noisy[i] == top).collect();
        let pick = best[self.rng.below(best.len())];
        let (mv, score, pv) = scored.swap_remove(pick);
        on_info(&SearchInfo {
            depth,
            score,
            nodes,
            pv: pv.clone(),
            exact: None,
        });
        Some(Choice {
            mv,
            score,
            depth,
            nodes,
            pv,
            exact: None,
            solved: None,
        })
    }
}

/// The static value of a position for its side to move, or its exact value
/// when the game is over there.
fn leaf_score(pos: &Position) -> Score {
    match pos.outcome() {
        Some(o) => match o.winner {
            None => Score::DRAW,
            Some(w) if w == pos.side_to_move() => Score::win_in(0),
            Some(_) => Score::loss_in(0),
        },
        None => evaluate(pos, &Weights::for_rules(pos.rules())),
    }
}
