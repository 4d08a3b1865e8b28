//! Perfect play from win, draw or loss alone (the compact pack): never a
//! won or drawn position given away, and a won position converted.
//!
//! Keeping the value needs only the children's win, draw or loss. Making
//! progress in a win needs more than "this move still wins": with every
//! winning move alike, a player may walk in circles. The pack's values
//! are enough with a search, because of how a mill game is won: the loser
//! is brought down to two pieces or left without a move, so from a won
//! position the winner can always force, staying in won positions, a
//! removal of the opponent's pieces or the end of the game. The
//! [`Converter`] searches for such a forced removal (an AND-OR search: one
//! of our moves that keeps the win, for every reply), deepening until it
//! finds one, and plays its first move. Each removal takes pieces off the
//! board for good, so the removals forced one after another end the game,
//! won: the win is converted, and no distance to the end was needed.
//!
//! A draw keeps the move that leaves the opponent the most replies that
//! lose (the review's measure of a drawing move); a loss plays on with the
//! move whose position leaves the winner the fewest winning replies.

use std::collections::HashMap;

use morris_core::{Move, Position};

use super::Databases;
use super::opening::Wdl;
use crate::stop::StopFlag;

/// The deepest forced removal searched for, in plies.
pub const MOST_PLIES: u32 = 41;
/// The nodes a move's search may visit before it settles for a winning
/// move without a forced removal found (none was, in the tests).
pub const MOST_NODES: u64 = 20_000_000;

/// A turn chosen from win, draw or loss alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Converted {
    /// The turn.
    pub mv: Move,
    /// The position's value for the side to move, which the turn keeps.
    pub wdl: Wdl,
    /// For a win: the plies within which the turn forces a removal of the
    /// opponent's pieces or the end of the game; `None` when none was
    /// found within the search's bounds.
    pub removal_within: Option<u32>,
}

/// Bounds learned of one position.
#[derive(Copy, Clone, Debug)]
struct Known {
    proved: u32,
    refuted: u32,
}

/// Chooses turns from win, draw or loss alone.
#[derive(Debug, Default)]
pub struct Converter {
    /// What is known of a position (by its hash) with us to move: the
    /// fewest plies a forced removal was proved within, and the most it
    /// was refuted within. A removal forced within n plies is forced
    /// within more; one refuted within n is refuted within fewer.
    known: HashMap<u64, Known>,
    nodes: u64,
}

impl Converter {
    /// A converter with nothing learned.
    #[must_use]
    pub fn new() -> Converter {
        Converter::default()
    }

    /// The turn to play at `pos` by the values `dbs` gives
    /// ([`Databases::wdl`]: the full files, else the packs); `None` when
    /// the position is over, or they do not value it and every child.
    pub fn choose(
        &mut self,
        dbs: &Databases,
        pos: &Position,
        stop: &StopFlag,
    ) -> Option<Converted> {
        if pos.is_over() {
            return None;
        }
        let me = pos.side_to_move();
        // Each turn with the value it keeps for the side to move.
        let mut turns: Vec<(Move, Wdl, Position)> = Vec::new();
        for m in pos.legal_moves() {
            let mut child = *pos;
            child.play(m).ok()?;
            let value = match child.outcome() {
                Some(o) if o.winner == Some(me) => Wdl::Win,
                Some(o) if o.winner.is_none() => Wdl::Draw,
                Some(_) => Wdl::Loss,
                None if child.side_to_move() == me => dbs.wdl(&child)?,
                None => dbs.wdl(&child)?.flipped(),
            };
            turns.push((m, value, child));
        }
        let best = turns.iter().map(|t| t.1).max()?;
        let keeping: Vec<&(Move, Wdl, Position)> = turns.iter().filter(|t| t.1 == best).collect();
        match best {
            Wdl::Win => Some(self.convert(dbs, pos, &keeping, stop)),
            Wdl::Draw => {
                // The drawing turn whose position gives the opponent the
                // most ways to lose.
                let &&(mv, _, _) = keeping.iter().max_by_key(|t| losing_replies(dbs, &t.2))?;
                Some(Converted {
                    mv,
                    wdl: Wdl::Draw,
                    removal_within: None,
                })
            }
            Wdl::Loss => {
                let &&(mv, _, _) = keeping.iter().min_by_key(|t| winning_replies(dbs, &t.2))?;
                Some(Converted {
                    mv,
                    wdl: Wdl::Loss,
                    removal_within: None,
                })
            }
        }
    }

    /// The winning turn that forces a removal soonest (or wins at once).
    fn convert(
        &mut self,
        dbs: &Databases,
        pos: &Position,
        winning: &[&(Move, Wdl, Position)],
        stop: &StopFlag,
    ) -> Converted {
        let me = pos.side_to_move();
        let first = winning[0].0;
        // Winning at once, or removing and keeping the win, is progress.
        for &&(mv, _, child) in winning {
            if !mv.removals().is_empty() || child.outcome().is_some_and(|o| o.winner == Some(me)) {
                return Converted {
                    mv,
                    wdl: Wdl::Win,
                    removal_within: Some(1),
                };
            }
        }
        self.nodes = 0;
        let mut plies = 3;
        while plies <= MOST_PLIES && self.nodes < MOST_NODES && !stop.is_stopped() {
            for &&(mv, _, child) in winning {
                if self.all_replies_forced(dbs, &child, plies - 1, stop) == Some(true) {
                    return Converted {
                        mv,
                        wdl: Wdl::Win,
                        removal_within: Some(plies),
                    };
                }
            }
            plies += 2;
        }
        Converted {
            mv: first,
            wdl: Wdl::Win,
            removal_within: None,
        }
    }

    /// Whether, at `pos` (the opponent to move, lost for them), every
    /// reply leaves us a removal forced within `plies` (counting the
    /// reply); `None` when the search ran out of nodes or was stopped.
    fn all_replies_forced(
        &mut self,
        dbs: &Databases,
        pos: &Position,
        plies: u32,
        stop: &StopFlag,
    ) -> Option<bool> {
        for r in pos.legal_moves() {
            let mut after = *pos;
            after.play(r).ok()?;
            if after.outcome().is_some() {
                // The opponent's reply ended the game: not our win (the
                // pack said every reply loses for them, so this is a rule
                // the databases do not know, as the N-move draw).
                return Some(false);
            }
            if after.side_to_move() == pos.side_to_move() {
                // The opponent moves again (the defender moving first once
                // placing ends): no removal of ours comes from this.
                return Some(false);
            }
            if self.forced(dbs, &after, plies - 1, stop)? {
                continue;
            }
            return Some(false);
        }
        Some(true)
    }

    /// Whether at `pos` (us to move, won) we can force a removal of the
    /// opponent's pieces or the game's end within `plies`, staying in won
    /// positions. `None` when out of nodes or stopped.
    fn forced(
        &mut self,
        dbs: &Databases,
        pos: &Position,
        plies: u32,
        stop: &StopFlag,
    ) -> Option<bool> {
        if plies == 0 {
            return Some(false);
        }
        let key = pos.hash();
        if let Some(known) = self.known.get(&key) {
            if plies >= known.proved {
                return Some(true);
            }
            if plies <= known.refuted {
                return Some(false);
            }
        }
        self.nodes += 1;
        if self.nodes > MOST_NODES || (self.nodes.is_multiple_of(4096) && stop.is_stopped()) {
            return None;
        }
        let me = pos.side_to_move();
        let mut found = false;
        let mut deeper = Vec::new();
        for m in pos.legal_moves() {
            let mut child = *pos;
            child.play(m).ok()?;
            match child.outcome() {
                Some(o) if o.winner == Some(me) => {
                    found = true;
                    break;
                }
                Some(_) => continue,
                None => {}
            }
            let keeps = if child.side_to_move() == me {
                dbs.wdl(&child) == Some(Wdl::Win)
            } else {
                dbs.wdl(&child) == Some(Wdl::Loss)
            };
            if !keeps {
                continue;
            }
            if !m.removals().is_empty() {
                found = true;
                break;
            }
            deeper.push(child);
        }
        if !found && plies >= 3 {
            for child in deeper {
                if child.side_to_move() == me {
                    continue;
                }
                if self.all_replies_forced(dbs, &child, plies - 1, stop)? {
                    found = true;
                    break;
                }
            }
        }
        let known = self.known.entry(key).or_insert(Known {
            proved: u32::MAX,
            refuted: 0,
        });
        if found {
            known.proved = known.proved.min(plies);
        } else {
            known.refuted = known.refuted.max(plies);
        }
        Some(found)
    }
}

/// The opponent's replies at `pos` (the opponent to move) that lose for
/// them.
fn losing_replies(dbs: &Databases, pos: &Position) -> usize {
    count_replies(dbs, pos, Wdl::Loss)
}

/// The opponent's replies at `pos` that win for them.
fn winning_replies(dbs: &Databases, pos: &Position) -> usize {
    count_replies(dbs, pos, Wdl::Win)
}

/// The replies at `pos` whose value for the side that plays them is
/// `value`.
fn count_replies(dbs: &Databases, pos: &Position, value: Wdl) -> usize {
    let mover = pos.side_to_move();
    pos.legal_moves()
        .into_iter()
        .filter(|&r| {
            let mut after = *pos;
            if after.play(r).is_err() {
                return false;
            }
            let v = match after.outcome() {
                Some(o) if o.winner == Some(mover) => Some(Wdl::Win),
                Some(o) if o.winner.is_none() => Some(Wdl::Draw),
                Some(_) => Some(Wdl::Loss),
                None if after.side_to_move() == mover => dbs.wdl(&after),
                None => dbs.wdl(&after).map(Wdl::flipped),
            };
            v == Some(value)
        })
        .count()
}

#[cfg(test)]
mod tests {
    use morris_core::{Board, ByColor, Color, MillMemory, Rules, Setup};

    use super::*;
    use crate::db::{DbValue, Pair};

    /// Every `step`-th position of pair `a-b` that stands and goes on,
    /// White to move.
    fn positions(dbs: &Databases, a: usize, b: usize, step: usize) -> Vec<Position> {
        let index = crate::db::index::PairIndex::new(a, b, dbs.orbits(a));
        (0..index.len())
            .step_by(step)
            .filter_map(|i| {
                let (us, them) = index.position(i);
                let setup = Setup {
                    board: ByColor::new(us, them),
                    side_to_move: Color::White,
                    in_hand: ByColor::new(0, 0),
                    n_move_counter: 0,
                    turn: 20,
                    memory: MillMemory::default(),
                    shape: Board::TwentyFour,
                };
                Position::from_setup(&setup, Rules::default())
                    .ok()
                    .filter(|p| !p.is_over())
            })
            .collect()
    }

    /// From the packs alone, against the databases' longest defence: every
    /// won position sampled of 3-3, 4-3 and 3-4 is won, every turn keeping
    /// the win; every drawn one is kept a draw.
    #[test]
    fn the_packs_alone_convert_every_win_and_keep_every_draw() {
        let full_dir = tempfile::tempdir().unwrap();
        let rules = Rules::default();
        let full = Databases::new(full_dir.path(), rules);
        full.solve(Pair::new(4, 3), &|_| {}).unwrap();
        let pairs = [(3, 3), (4, 3), (3, 4)];
        let pack_dir = tempfile::tempdir().unwrap();
        let packs = Databases::new(pack_dir.path(), rules);
        std::fs::create_dir_all(packs.dir()).unwrap();
        for (a, b) in pairs {
            full.pack(Pair::new(a, b)).unwrap();
            let name = format!("{a}-{b}.mpk");
            std::fs::rename(full.dir().join(&name), packs.dir().join(&name)).unwrap();
        }
        let mut converter = Converter::new();
        let stop = StopFlag::new();
        let (mut wins, mut draws, mut longest) = (0, 0, 0);
        let mut draws_seen = 0usize;
        for (a, b) in pairs {
            for start in positions(&full, a, b, 257) {
                let value = full.probe(&start).unwrap();
                // Every win sampled; a draw in ten (they are many, and
                // keeping a draw is the easy part).
                if matches!(value, DbValue::Loss(_))
                    || (value == DbValue::Draw && !draws_seen.is_multiple_of(10))
                {
                    draws_seen += usize::from(value == DbValue::Draw);
                    continue;
                }
                draws_seen += usize::from(value == DbValue::Draw);
                let me = start.side_to_move();
                let mut pos = start;
                let mut plies = 0;
                while !pos.is_over() && plies < 400 {
                    if pos.side_to_move() == me {
                        assert_eq!(packs.probe(&pos), None, "the full files are gone");
                        let chosen = converter.choose(&packs, &pos, &stop).unwrap();
                        pos.play(chosen.mv).unwrap();
                        // The value kept, by the full databases.
                        if !pos.is_over() {
                            let kept = Wdl::of(full.probe(&pos).unwrap()).flipped();
                            assert_eq!(kept, Wdl::of(value), "{start}: {}", chosen.mv);
                        }
                    } else {
                        let (reply, _) = full.move_values(&pos).unwrap()[0];
                        pos.play(reply).unwrap();
                    }
                    plies += 1;
                    if matches!(value, DbValue::Draw) && plies >= 20 {
                        break;
                    }
                }
                match value {
                    DbValue::Win(_) => {
                        assert_eq!(
                            pos.outcome().and_then(|o| o.winner),
                            Some(me),
                            "{start} not converted in {plies} plies"
                        );
                        wins += 1;
                        longest = longest.max(plies);
                    }
                    _ => draws += 1,
                }
            }
        }
        // 1,476 wins (the longest 33 plies) and 624 draws when written.
        assert!(wins >= 1000 && draws >= 300, "{wins} wins, {draws} draws");
        assert!(longest > 20, "{longest}");

        // Level 10 and the analysis, given the packs alone, play and value
        // from them.
        let packs = std::sync::Arc::new(packs);
        let mut ai = crate::Ai::new(crate::Level::MAX, 1);
        ai.set_databases(Some(packs.clone()));
        let mut analyst = crate::analysis::Analyst::new(1);
        analyst.set_databases(Some(packs.clone()));
        let mut games = 0;
        for start in positions(&full, 4, 3, 4099) {
            if !matches!(full.probe(&start), Some(DbValue::Win(_))) {
                continue;
            }
            let analysis = analyst.analyse(
                &morris_core::Game::from_position(start),
                Some(2),
                &stop,
                |_| {},
            );
            assert!(analysis.done);
            // Won, from the packs (a turn that wins at once is worth that).
            use crate::analysis::MoveValue;
            assert!(
                matches!(
                    analysis.moves[0].value,
                    MoveValue::Solved(Wdl::Win) | MoveValue::Exact(DbValue::Win(1))
                ),
                "{start}: {analysis:?}"
            );
            assert!(
                analysis
                    .moves
                    .iter()
                    .all(|m| !matches!(m.value, MoveValue::Searched { .. })),
                "{analysis:?}"
            );
            let me = start.side_to_move();
            let mut game = morris_core::Game::from_position(start);
            while !game.is_over() && game.moves().len() < 400 {
                let mv = if game.position().side_to_move() == me {
                    ai.choose(&game, crate::search::Limits::depth(2), &stop, |_| {})
                        .unwrap()
                        .mv
                } else {
                    full.move_values(game.position()).unwrap()[0].0
                };
                game.play(mv).unwrap();
            }
            assert_eq!(game.outcome().and_then(|o| o.winner), Some(me), "{start}");
            games += 1;
        }
        assert!(games >= 20, "{games}");
    }
}
