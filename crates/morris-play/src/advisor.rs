//! The analysis a player turns on: every legal move's value, worked out on a
//! thread of its own while the frontend goes on drawing, deeper and deeper
//! until the position changes or the player turns it off.
//!
//! [`Advisor::follow`] is called with the game and its version whenever the
//! frontend looks (every frame, every prompt); a new version stops the old
//! analysis and starts the next. [`Advisor::poll`] takes what arrived.
//! [`step_values`] says what each point the player may click next is worth.

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};
use std::thread::{self, JoinHandle};

use morris_ai::analysis::{Analysis, Analyst, MoveValue};
use morris_ai::db::Databases;
use morris_ai::search::StopFlag;
use morris_core::{Game, Point, Position};

use crate::entry::Entry;

/// The analysis' transposition table, in MiB.
const ADVISOR_HASH_MIB: usize = 32;

/// A running analysis.
#[derive(Debug)]
struct Work {
    version: u64,
    stop: StopFlag,
    updates: Receiver<Analysis>,
    thread: JoinHandle<Analyst>,
}

/// Analyses the position in play, off the frontend's thread.
#[derive(Debug)]
pub struct Advisor {
    analyst: Option<Analyst>,
    /// A server that solved the game, asked where the databases do not
    /// reach.
    oracle: Option<Arc<dyn morris_ai::analysis::Oracle>>,
    work: Option<Work>,
    /// The last analysis and the version it is of.
    latest: Option<(u64, Analysis)>,
}

impl Default for Advisor {
    fn default() -> Advisor {
        Advisor::new()
    }
}

impl Advisor {
    /// An advisor with nothing to analyse yet.
    #[must_use]
    pub fn new() -> Advisor {
        Advisor {
            analyst: Some(Analyst::new(ADVISOR_HASH_MIB)),
            oracle: None,
            work: None,
            latest: None,
        }
    }

    /// Analyses `game` (at `version`) unless it already does or did: a
    /// new version stops the analysis of the old one first. `depth` bounds
    /// the depth (`None`: until stopped or settled).
    pub fn follow(
        &mut self,
        game: &Game,
        version: u64,
        depth: Option<u32>,
        databases: Option<Arc<Databases>>,
    ) {
        let current = self
            .work
            .as_ref()
            .map(|w| w.version)
            .or(self.latest.as_ref().map(|(v, _)| *v));
        if current == Some(version) {
            return;
        }
        self.stop();
        self.latest = Some((version, Analysis::default()));
        let mut analyst = self
            .analyst
            .take()
            .unwrap_or_else(|| Analyst::new(ADVISOR_HASH_MIB));
        analyst.set_databases(databases);
        analyst.set_oracle(self.oracle.clone());
        let stop = StopFlag::new();
        let (tx, updates) = mpsc::channel();
        let game = game.clone();
        let flag = stop.clone();
        let thread = thread::spawn(move || {
            analyst.analyse(&game, depth, &flag, |analysis| {
                let _ = tx.send(analysis.clone());
            });
            analyst
        });
        self.work = Some(Work {
            version,
            stop,
            updates,
            thread,
        });
    }

    /// Asks `oracle` (a tablebase server, or none) from the next analysis
    /// on where the databases do not reach.
    pub fn set_oracle(&mut self, oracle: Option<Arc<dyn morris_ai::analysis::Oracle>>) {
        self.oracle = oracle;
    }

    /// Takes what the analysis found since the last call; returns whether
    /// anything changed.
    pub fn poll(&mut self) -> bool {
        let Some(work) = &self.work else {
            return false;
        };
        let mut changed = false;
        while let Ok(analysis) = work.updates.try_recv() {
            self.latest = Some((work.version, analysis));
            changed = true;
        }
        if work.thread.is_finished() {
            self.join();
        }
        changed
    }

    /// Stops the analysis (what it found stays).
    pub fn stop(&mut self) {
        if let Some(work) = &self.work {
            work.stop.stop();
        }
        self.join();
    }

    /// Stops and forgets everything: the analysis is off.
    pub fn clear(&mut self) {
        self.stop();
        self.latest = None;
    }

    fn join(&mut self) {
        if let Some(work) = self.work.take() {
            while let Ok(analysis) = work.updates.try_recv() {
                self.latest = Some((work.version, analysis));
            }
            if let Ok(analyst) = work.thread.join() {
                self.analyst = Some(analyst);
            }
        }
    }

    /// Whether an analysis is running.
    #[must_use]
    pub fn is_running(&self) -> bool {
        self.work.is_some()
    }

    /// The analysis of the game at `version`, as far as it has got.
    #[must_use]
    pub fn analysis(&self, version: u64) -> Option<&Analysis> {
        self.latest
            .as_ref()
            .filter(|(v, _)| *v == version)
            .map(|(_, a)| a)
    }
}

/// What each point the player may choose next is worth, with the rest of
/// the turn played as well as it can be: the empty points while placing,
/// the pieces that can move (or, once one is selected, its destinations),
/// and the pieces that may be removed while a removal is due.
#[must_use]
pub fn step_values(pos: &Position, entry: &Entry, analysis: &Analysis) -> Vec<(Point, MoveValue)> {
    let mut values = Vec::new();
    match entry {
        Entry::Nothing if pos.in_hand(pos.side_to_move()) > 0 => {
            for p in pos.placements() {
                if let Some(v) = analysis.best_where(|m| m.from().is_none() && m.to() == p) {
                    values.push((p, v));
                }
            }
        }
        Entry::Nothing => {
            for p in pos.movable_pieces() {
                if let Some(v) = analysis.best_where(|m| m.from() == Some(p)) {
                    values.push((p, v));
                }
            }
        }
        Entry::Selected(from) => {
            for p in pos.destinations(*from) {
                if let Some(v) = analysis.best_where(|m| m.from() == Some(*from) && m.to() == p) {
                    values.push((p, v));
                }
            }
        }
        Entry::Removing(turn) => {
            let base = turn.base();
            for p in turn.removal_targets() {
                let removed = turn.removed().with(p);
                if let Some(v) =
                    analysis.best_where(|m| m.base() == base && m.removals().contains_all(removed))
                {
                    values.push((p, v));
                }
            }
        }
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::{Rules, Setup};
    use std::time::{Duration, Instant};

    fn wait_done(advisor: &mut Advisor, version: u64) -> Analysis {
        let start = Instant::now();
        loop {
            advisor.poll();
            if let Some(a) = advisor.analysis(version)
                && a.done
            {
                return a.clone();
            }
            assert!(start.elapsed() < Duration::from_secs(60), "analysis ends");
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn the_advisor_follows_the_game_and_drops_old_versions() {
        let mut game = Game::new(Rules::default());
        let mut advisor = Advisor::new();
        advisor.follow(&game, 1, Some(3), None);
        let first = wait_done(&mut advisor, 1);
        assert_eq!(first.moves.len(), 24);
        // Every empty point has a value while placing.
        let values = step_values(game.position(), &Entry::Nothing, &first);
        assert_eq!(values.len(), 24);
        game.play("d6".parse().unwrap()).unwrap();
        advisor.follow(&game, 2, Some(3), None);
        assert!(advisor.analysis(1).is_none(), "the old analysis is gone");
        let second = wait_done(&mut advisor, 2);
        assert_eq!(second.moves.len(), 23);
        // The same version again is not started over.
        advisor.follow(&game, 2, Some(3), None);
        assert!(!advisor.is_running());
        advisor.clear();
        assert!(advisor.analysis(2).is_none());
    }

    #[test]
    fn removals_and_selected_pieces_get_the_values_of_their_turns() {
        let setup: Setup = "WW./.../.../W...../.../.../BBB w 0 0 3 30".parse().unwrap();
        let pos = Position::from_setup(&setup, Rules::default()).unwrap();
        let game = Game::from_position(pos);
        let mut advisor = Advisor::new();
        advisor.follow(&game, 7, Some(2), None);
        let analysis = wait_done(&mut advisor, 7);
        let pieces = step_values(&pos, &Entry::Nothing, &analysis);
        assert_eq!(pieces.len(), 3, "each of White's three pieces can fly");
        let a4 = "a4".parse().unwrap();
        let from_a4 = step_values(&pos, &Entry::Selected(a4), &analysis);
        let g7 = "g7".parse().unwrap();
        let (_, to_g7) = from_a4.iter().find(|(p, _)| *p == g7).unwrap();
        assert_eq!(*to_g7, MoveValue::Exact(morris_ai::db::DbValue::Win(1)));
        let turn = pos.begin_turn(Some(a4), g7).unwrap();
        let removals = step_values(&pos, &Entry::Removing(turn), &analysis);
        assert_eq!(removals.len(), 3, "any of Black's three");
        assert!(removals.iter().all(|(_, v)| v.is_exact()));
    }
}
