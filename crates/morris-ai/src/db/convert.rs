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
//! Where the search's bounds are too small for the next forced removal,
//! the winning turn whose position the evaluation likes best two plies on
//! and that the game has not seen before is played: progress by the heuristic,
//! and never a circle.
//!
//! A draw keeps the move that leaves the opponent the most replies that
//! lose (the review's measure of a drawing move); a loss plays on with the
//! move whose position leaves the winner the fewest winning replies.

use std::collections::HashMap;

use morris_core::{Move, Position};

use super::Databases;
use super::opening::Wdl;
use crate::Score;
use crate::eval::{Weights, evaluate};
use crate::stop::StopFlag;

/// The deepest forced removal searched for, in plies.
pub const MOST_PLIES: u32 = 41;
/// The nodes a move's search may visit before it settles for a winning
/// move without a forced removal found (none was, in the tests).
pub const MOST_NODES: u64 = 20_000_000;
/// The deepest forced removal looked for after each of several winning
/// captures, to choose among them, in plies.
const CAPTURE_PLIES: u32 = 9;

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
    /// ([`Databases::wdl`]: the full files, else the packs), the game
    /// having passed through the positions with hashes `history` (which a
    /// win does not go back to); `None` when the position is over, or they
    /// do not value it and every child.
    pub fn choose(
        &mut self,
        dbs: &Databases,
        pos: &Position,
        history: &[u64],
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
                Some(o) => Wdl::of_outcome(o, me),
                None => dbs.wdl_for(&child, me)?,
            };
            turns.push((m, value, child));
        }
        let best = turns.iter().map(|t| t.1).max()?;
        let keeping: Vec<&(Move, Wdl, Position)> = turns.iter().filter(|t| t.1 == best).collect();
        match best {
            Wdl::Win => Some(self.convert(dbs, pos, &keeping, history, stop)),
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
        history: &[u64],
        stop: &StopFlag,
    ) -> Converted {
        let me = pos.side_to_move();
        let won = |mv, removal_within| Converted {
            mv,
            wdl: Wdl::Win,
            removal_within,
        };
        // Winning at once ends it.
        if let Some(&&(mv, _, _)) = winning
            .iter()
            .find(|t| t.2.outcome().is_some_and(|o| o.winner == Some(me)))
        {
            return won(mv, Some(1));
        }
        self.nodes = 0;
        // A removal that keeps the win is progress; among several, the one
        // after which the next forced removal comes soonest, else the one
        // the evaluation likes best.
        let captures: Vec<&(Move, Wdl, Position)> = winning
            .iter()
            .copied()
            .filter(|t| !t.0.removals().is_empty())
            .collect();
        if captures.len() > 1 {
            let mut plies = 3;
            while plies <= CAPTURE_PLIES && self.nodes < MOST_NODES && !stop.is_stopped() {
                for &&(mv, _, child) in &captures {
                    if child.side_to_move() != me
                        && self.all_replies_forced(dbs, &child, plies - 1, stop) == Some(true)
                    {
                        return won(mv, Some(1));
                    }
                }
                plies += 2;
            }
        }
        if !captures.is_empty() {
            return won(best_looking(dbs, &captures, me, history), Some(1));
        }
        let mut plies = 3;
        while plies <= MOST_PLIES && self.nodes < MOST_NODES && !stop.is_stopped() {
            for &&(mv, _, child) in winning {
                if self.all_replies_forced(dbs, &child, plies - 1, stop) == Some(true) {
                    return won(mv, Some(plies));
                }
            }
            plies += 2;
        }
        won(best_looking(dbs, winning, me, history), None)
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
            if dbs.wdl_for(&child, me) != Some(Wdl::Win) {
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

/// Among turns that keep a win, the one whose position the evaluation
/// likes best for `me` a few plies on ([`LOOK_PLIES`]: the opponent's
/// reply and our next winning turn), first among those that lead to no
/// position of the game's `history` (a circle would let the draw rules
/// end the game).
fn best_looking(
    dbs: &Databases,
    turns: &[&(Move, Wdl, Position)],
    me: morris_core::Color,
    history: &[u64],
) -> Move {
    let weights = Weights::for_rules(turns[0].2.rules());
    turns
        .iter()
        .max_by_key(|t| {
            (
                !history.contains(&t.2.hash()),
                look(dbs, &t.2, LOOK_PLIES, me, &weights),
            )
        })
        .map_or(turns[0].0, |t| t.0)
}

/// The plies [`best_looking`] looks on after a winning turn.
const LOOK_PLIES: u32 = 2;

/// The evaluation of `pos` for `me` after `plies` more plies: the
/// opponent's replies at their worst for `me`, `me`'s turns only those
/// that keep the win (by `dbs`).
fn look(
    dbs: &Databases,
    pos: &Position,
    plies: u32,
    me: morris_core::Color,
    weights: &Weights,
) -> Score {
    if let Some(outcome) = pos.outcome() {
        return Wdl::of_outcome(outcome, me).as_score();
    }
    if plies == 0 {
        let score = evaluate(pos, weights);
        return if pos.side_to_move() == me {
            score
        } else {
            -score
        };
    }
    let children = pos.legal_moves().into_iter().filter_map(|m| {
        let mut child = *pos;
        child.play(m).ok()?;
        Some(child)
    });
    if pos.side_to_move() == me {
        children
            .filter(|c| {
                c.outcome().is_some_and(|o| o.winner == Some(me))
                    || dbs.wdl_for(c, me) == Some(Wdl::Win)
            })
            .map(|c| look(dbs, &c, plies - 1, me, weights))
            .max()
            .unwrap_or(Score::heuristic(i32::MIN))
    } else {
        children
            .map(|c| look(dbs, &c, plies - 1, me, weights))
            .min()
            .unwrap_or(Score::heuristic(i32::MAX))
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
                Some(o) => Some(Wdl::of_outcome(o, mover)),
                None => dbs.wdl_for(&after, mover),
            };
            v == Some(value)
        })
        .count()
}

#[cfg(test)]
mod tests {
    use morris_core::{Board, Color, Rules, Setup};

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
                let setup = Setup::moving(us, them, Color::White, Board::TwentyFour);
                Position::from_setup(&setup, Rules::default())
                    .ok()
                    .filter(|p| !p.is_over())
            })
            .collect()
    }

    /// Where no forced removal is found, the winning turn the evaluation
    /// likes best is played, unless the game has been where it leads.
    #[test]
    fn a_win_without_a_forced_removal_found_never_goes_back() {
        let rules = Rules::default();
        let dir = tempfile::tempdir().unwrap();
        let dbs = Databases::new(dir.path(), rules);
        dbs.solve(Pair::new(4, 3), &|_| {}).unwrap();
        let me = Color::White;
        let mut checked = 0;
        // White's three pieces fly against four: a win there is made by
        // moves before the removals.
        for pos in positions(&dbs, 3, 4, 97) {
            let turns: Vec<(Move, Wdl, Position)> = pos
                .legal_moves()
                .into_iter()
                .filter(|m| m.removals().is_empty())
                .filter_map(|m| {
                    let mut child = pos;
                    child.play(m).ok()?;
                    let won = child.outcome().is_none() && dbs.wdl_for(&child, me)? == Wdl::Win;
                    won.then_some((m, Wdl::Win, child))
                })
                .collect();
            if turns.len() < 3 {
                continue;
            }
            let refs: Vec<&(Move, Wdl, Position)> = turns.iter().collect();
            let first = best_looking(&dbs, &refs, me, &[]);
            let child_of = |mv: Move| refs.iter().find(|t| t.0 == mv).unwrap().2.hash();
            // The evaluation's favourite a few plies on: no winning turn
            // looks better.
            let weights = Weights::for_rules(&rules);
            let looks = |mv: Move| {
                let child = refs.iter().find(|t| t.0 == mv).unwrap().2;
                look(&dbs, &child, LOOK_PLIES, me, &weights)
            };
            assert!(refs.iter().all(|t| looks(t.0) <= looks(first)), "{pos}");
            // Been there: another turn, to a position not seen.
            let history = [child_of(first)];
            let second = best_looking(&dbs, &refs, me, &history);
            assert_ne!(second, first, "{pos}");
            assert!(!history.contains(&child_of(second)));
            // Everywhere been: still a winning turn.
            let all: Vec<u64> = refs.iter().map(|t| t.2.hash()).collect();
            assert!(
                refs.iter()
                    .any(|t| t.0 == best_looking(&dbs, &refs, me, &all))
            );
            checked += 1;
        }
        assert!(checked >= 20, "{checked}");
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
                let mut seen = Vec::new();
                while !pos.is_over() && plies < 400 {
                    seen.push(pos.hash());
                    if pos.side_to_move() == me {
                        assert_eq!(packs.probe(&pos), None, "the full files are gone");
                        let chosen = converter.choose(&packs, &pos, &seen, &stop).unwrap();
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
