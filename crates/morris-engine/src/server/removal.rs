//! The next removal of a turn begun in the history: in the split notation
//! the history may end in a turn whose removals are not all made (`...
//! d6-d5`, or `... d6xa7` with a second removal due), and the engine is then
//! asked for the next removal alone (`bestmove xg7`).

use morris_ai::Ai;
use morris_ai::search::{Limits, StopFlag};
use morris_core::{Game, Move, PartialTurn, Point};

/// How many plies deep each way of finishing a begun turn is searched when
/// the engine did not choose the turn itself.
const COMPLETION_DEPTH: u32 = 4;

/// The next removal of `turn`: from `chosen`, the turn the engine chose
/// itself, when `turn` began it; else from the best way to finish `turn`
/// by a short search.
#[must_use]
pub fn next_removal(turn: &PartialTurn, chosen: Option<Move>, game: &Game, ai: &mut Ai) -> Point {
    let targets = turn.removal_targets();
    let from_choice = chosen
        .filter(|m| {
            // A turn of removals alone has no base but its removals.
            let same =
                m.base() == turn.base() || (m.is_removal_only() && turn.base().is_removal_only());
            same && m.removals().contains_all(turn.removed())
        })
        .and_then(|m| ((m.removals() - turn.removed()) & targets).first());
    if let Some(point) = from_choice {
        return point;
    }
    let mut best: Option<(Point, morris_ai::Score)> = None;
    for first in targets {
        let mut after = *turn;
        if after.remove(first).is_err() {
            continue;
        }
        for m in completions(after) {
            let score = value_of(game, m, ai);
            if best.is_none_or(|(_, s)| score > s) {
                best = Some((first, score));
            }
        }
    }
    // A turn that waits for a removal has a target.
    best.map_or_else(|| targets.first().unwrap_or(turn.base().to()), |(p, _)| p)
}

/// Every whole turn that finishes `turn`.
fn completions(turn: PartialTurn) -> Vec<Move> {
    let mut done = Vec::new();
    let mut open = vec![turn];
    while let Some(t) = open.pop() {
        if let Some(m) = t.to_move() {
            if !done.contains(&m) {
                done.push(m);
            }
            continue;
        }
        for target in t.removal_targets() {
            let mut next = t;
            if next.remove(target).is_ok() {
                open.push(next);
            }
        }
    }
    done
}

/// The value of playing `m` in `game` for the side that plays it.
fn value_of(game: &Game, m: Move, ai: &mut Ai) -> morris_ai::Score {
    let mut after = game.clone();
    if after.play(m).is_err() {
        return -morris_ai::Score::INFINITE;
    }
    let result = ai.searcher_mut().search(
        &after,
        Limits::depth(COMPLETION_DEPTH),
        &StopFlag::new(),
        |_| {},
    );
    result.score.parent()
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::{Position, Removals, Rules, Setup};

    fn start(text: &str, rules: Rules) -> Position {
        let setup: Setup = text.parse().unwrap();
        Position::from_setup(&setup, rules).unwrap()
    }

    #[test]
    fn the_next_removal_follows_the_engines_own_choice_or_a_search() {
        let mut rules = Rules::default();
        rules.set_removals(Removals::PerMill);
        // White's d7 closes two mills; Black has a mill b2-d2-f2 and g1.
        let pos = start("W.W/.W./.W./....../.../BBB/..B w 3 3 0 7", rules);
        let game = Game::from_position(pos);
        let mut ai = Ai::new(morris_ai::Level::MAX, 1);
        let turn = pos.begin_turn(None, Point::D7).unwrap();
        let chosen: Move = "d7xf2xg1".parse().unwrap();
        // g1 first: f2 is in a mill until g1 is gone.
        assert_eq!(next_removal(&turn, Some(chosen), &game, &mut ai), Point::G1);
        let mut after = turn;
        after.remove(Point::G1).unwrap();
        assert_eq!(
            next_removal(&after, Some(chosen), &game, &mut ai),
            Point::F2
        );
        // Without a choice of its own, a legal target.
        let point = next_removal(&after, None, &game, &mut ai);
        assert!(after.removal_targets().contains(point));
    }
}
