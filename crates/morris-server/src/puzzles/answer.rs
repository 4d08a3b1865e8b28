//! A puzzle as the API answers it: its line judged at each of the
//! solver's turns, every legal turn there with the verdict
//! `morris_ai::puzzles::Solving` gives it, so that a page lets the player
//! enter only legal turns and says at once why one is wrong.

use morris_ai::puzzles::rating::Glicko2Rating;
use morris_ai::puzzles::{Fact, Puzzle, Solving, Verdict as Judged};

use super::wire::{PUZZLES_VERSION, PuzzleAnswer, PuzzleRating, Rating, Step, StepTurn, Verdict};
use crate::store;

/// The answer for `puzzle` at the rating `rating`.
pub(crate) fn answer(puzzle: &Puzzle, rating: &store::PuzzleRating) -> PuzzleAnswer {
    let (steps, end) = steps(puzzle);
    PuzzleAnswer {
        version: PUZZLES_VERSION,
        id: puzzle.id().to_owned(),
        rules: puzzle.preset().name().to_owned(),
        position: puzzle.position().to_string(),
        side: puzzle.position().side_to_move(),
        kind: puzzle.kind().name().to_owned(),
        themes: puzzle
            .themes()
            .iter()
            .map(|t| t.name().to_owned())
            .collect(),
        rating: puzzle_rating(rating),
        start_rating: puzzle.rating(),
        line: puzzle.line().iter().map(ToString::to_string).collect(),
        given: Solving::new(puzzle.clone()).given().map(|m| m.to_string()),
        steps,
        end,
        date: None,
    }
}

/// Each of the solver's turns of the line, with every legal turn judged;
/// and the position at the end of the line.
fn steps(puzzle: &Puzzle) -> (Vec<Step>, String) {
    let mut solving = Solving::new(puzzle.clone());
    let mut steps = Vec::new();
    while let Some(answer) = solving.answer() {
        let position = *solving.position();
        let turns = position
            .legal_moves()
            .into_iter()
            .map(|turn| {
                let mut trial = solving.clone();
                let verdict = match trial.try_turn(turn) {
                    Ok(Judged::Right { .. }) => Verdict::Right,
                    Ok(Judged::Wrong { fact, .. }) => verdict(fact),
                    // Legal here, so judged; no other answer comes.
                    Err(_) => Verdict::LetsWinGo,
                };
                let after = (verdict == Verdict::Right).then(|| {
                    let mut after = position;
                    let _ = after.play(turn);
                    after.to_string()
                });
                StepTurn {
                    turn: turn.to_string(),
                    verdict,
                    after,
                }
            })
            .collect();
        let reply = match solving.try_turn(answer) {
            Ok(Judged::Right { reply, .. }) => reply,
            _ => None,
        };
        steps.push(Step {
            position: position.to_string(),
            answer: answer.to_string(),
            reply: reply.map(|m| m.to_string()),
            turns,
        });
    }
    (steps, solving.position().to_string())
}

/// A wrong turn's verdict.
const fn verdict(fact: Fact) -> Verdict {
    match fact {
        Fact::LetsWinGo => Verdict::LetsWinGo,
        Fact::Loses => Verdict::Loses,
        Fact::LetsValueGo => Verdict::LetsValueGo,
        Fact::NotShortest => Verdict::NotShortest,
        Fact::OtherTurn => Verdict::OtherTurn,
    }
}

/// A kept rating as the API says it.
pub(crate) const fn puzzle_rating(kept: &store::PuzzleRating) -> PuzzleRating {
    PuzzleRating {
        rating: kept.rating.rating,
        deviation: kept.rating.deviation,
        volatility: kept.rating.volatility,
        attempts: kept.attempts,
    }
}

/// A visitor's rating as the API says it.
pub(crate) const fn rating(r: &Glicko2Rating) -> Rating {
    Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

#[cfg(test)]
mod tests {
    use morris_ai::puzzles::Kind;
    use morris_ai::puzzles::rating::puzzle_start;
    use morris_core::Preset;

    use super::*;
    use crate::puzzles::sets::Sets;

    fn first(kind: Kind, turns: usize) -> &'static Puzzle {
        let nine = Sets::get().of(Preset::Nine).unwrap();
        nine.iter()
            .find(|p| p.kind() == kind && p.solver_turns().count() == turns)
            .unwrap()
    }

    fn answered(puzzle: &Puzzle) -> PuzzleAnswer {
        answer(
            puzzle,
            &store::PuzzleRating::unrated(puzzle_start(puzzle.rating())),
        )
    }

    fn rights(step: &Step) -> Vec<&str> {
        step.turns
            .iter()
            .filter(|t| t.verdict == Verdict::Right)
            .map(|t| t.turn.as_str())
            .collect()
    }

    #[test]
    fn a_win_has_a_step_for_each_solver_turn_each_turn_judged() {
        let puzzle = first(Kind::Win, 2);
        let a = answered(puzzle);
        assert_eq!(a.kind, "win");
        assert_eq!(a.line.len(), 3, "{:?}", a.line);
        assert_eq!(a.steps.len(), 2);
        assert_eq!(a.given, None);
        assert_eq!(a.rating.rating, f64::from(puzzle.rating()));
        assert_eq!(a.rating.attempts, 0);
        let [one, two] = [&a.steps[0], &a.steps[1]];
        assert_eq!(one.position, a.position);
        assert_eq!(one.answer, a.line[0]);
        assert_eq!(one.reply.as_deref(), Some(a.line[1].as_str()));
        assert_eq!(rights(one), [a.line[0].as_str()]);
        assert!(one.turns.len() > 1);
        assert!(
            one.turns
                .iter()
                .all(|t| t.verdict == Verdict::Right || t.verdict == Verdict::LetsWinGo)
        );
        // The second step: after the reply; another turn is not the
        // shortest win, any turn that wins at once is right.
        let mut pos = *puzzle.position();
        pos.play(puzzle.line()[0]).unwrap();
        assert_eq!(
            one.turns[0].after.is_some(),
            one.turns[0].verdict == Verdict::Right
        );
        pos.play(puzzle.line()[1]).unwrap();
        assert_eq!(two.position, pos.to_string());
        assert_eq!(two.reply, None);
        assert!(rights(two).contains(&a.line[2].as_str()));
        assert!(
            two.turns
                .iter()
                .all(|t| t.verdict == Verdict::Right || t.verdict == Verdict::NotShortest)
        );
        pos.play(puzzle.line()[2]).unwrap();
        assert_eq!(a.end, pos.to_string());
    }

    #[test]
    fn a_removal_gives_its_placement_or_move_and_judges_the_others() {
        let puzzle = first(Kind::Removal, 1);
        let a = answered(puzzle);
        let given = a.given.clone().unwrap();
        assert!(a.line[0].starts_with(&format!("{given}x")), "{a:?}");
        let step = &a.steps[0];
        assert_eq!(rights(step), [a.line[0].as_str()]);
        for t in &step.turns {
            let same = t.turn.starts_with(&format!("{given}x"));
            let expected = match (t.turn == a.line[0], same) {
                (true, _) => Verdict::Right,
                (false, true) => Verdict::LetsValueGo,
                (false, false) => Verdict::OtherTurn,
            };
            assert_eq!(t.verdict, expected, "{}", t.turn);
        }
        assert!(step.turns.iter().any(|t| t.verdict == Verdict::LetsValueGo));
    }

    #[test]
    fn a_hold_loses_but_for_one_turn() {
        let puzzle = first(Kind::Hold, 1);
        let a = answered(puzzle);
        assert_eq!(a.steps.len(), 1);
        assert_eq!(rights(&a.steps[0]), [a.line[0].as_str()]);
        assert!(
            a.steps[0]
                .turns
                .iter()
                .all(|t| t.verdict == Verdict::Right || t.verdict == Verdict::Loses)
        );
    }
}
