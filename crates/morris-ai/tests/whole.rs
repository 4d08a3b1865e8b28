//! The whole games of the small boards, solved from the empty board: level
//! 10 with the solution wins what is won and never gives away a draw, in
//! every phase.

use std::sync::Arc;

use morris_ai::db::{Databases, DbValue};
use morris_ai::search::{Limits, StopFlag};
use morris_ai::{Ai, Level};
use morris_core::{Color, Game, Preset, Rules};

/// The solved whole game of `rules` in a directory of its own.
fn solved(rules: Rules) -> (tempfile::TempDir, Arc<Databases>) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let dbs = Databases::new(dir.path(), rules);
    dbs.solve_whole_game(&|_| {}, &StopFlag::new())
        .expect("the whole game is solved");
    (dir, Arc::new(dbs))
}

/// The best value among the moves of the game's position, for its side
/// to move.
fn best(dbs: &Databases, game: &Game) -> DbValue {
    dbs.move_values(game.position())
        .and_then(|v| v.first().map(|&(_, value)| value))
        .expect("the solution values every move")
}

/// The value a move keeps for the side that plays it.
fn value_of(dbs: &Databases, game: &Game, mv: morris_core::Move) -> DbValue {
    dbs.move_values(game.position())
        .expect("valued")
        .into_iter()
        .find(|&(m, _)| m == mv)
        .map(|(_, v)| v)
        .expect("a legal move")
}

/// Plays level 10 with the solution as `perfect` against `other` (a
/// player given the game, returning its move) and checks at each of level
/// 10's turns that its move keeps the best value there is. Returns the
/// game.
fn play(
    dbs: &Arc<Databases>,
    rules: Rules,
    perfect: Color,
    seed: u64,
    mut other: impl FnMut(&Game) -> morris_core::Move,
) -> Game {
    let mut ai = Ai::with_hash(Level::MAX, seed, 4);
    ai.set_databases(Some(Arc::clone(dbs)));
    let mut game = Game::new(rules);
    while game.outcome().is_none() && game.moves().len() < 300 {
        let mv = if game.position().side_to_move() == perfect {
            let choice = ai
                .choose(&game, Limits::nodes(20_000), &StopFlag::new(), |_| {})
                .expect("a move");
            assert!(
                choice.exact.is_some(),
                "an exact value at {}",
                game.position()
            );
            let want = best(dbs, &game);
            let got = value_of(dbs, &game, choice.mv);
            assert_eq!(got, want, "level 10's move at {}", game.position());
            choice.mv
        } else {
            other(&game)
        };
        game.play(mv).expect("a legal move");
    }
    game
}

/// The best defence: the solution's first move.
fn defender(dbs: &Arc<Databases>) -> impl FnMut(&Game) -> morris_core::Move + '_ {
    move |game| dbs.move_values(game.position()).expect("valued")[0].0
}

/// A player of level 1 with its own seed.
fn beginner(seed: u64) -> impl FnMut(&Game) -> morris_core::Move {
    let mut ai = Ai::new(Level::MIN, seed);
    move |game| {
        ai.choose(game, Limits::nodes(10_000), &StopFlag::new(), |_| {})
            .expect("a move")
            .mv
    }
}

#[test]
fn three_mens_morris_with_diagonals_is_won_by_the_first_player_and_level_10_wins_it() {
    let mut rules = Rules::preset(Preset::Three);
    rules.set_diagonals(true);
    let (_dir, dbs) = solved(rules);
    let DbValue::Win(plies) = dbs.whole_game_value().expect("solved") else {
        panic!("the first player wins with the centre");
    };
    // Against the best defence, in exactly the solution's plies.
    let game = play(&dbs, rules, Color::White, 1, defender(&dbs));
    assert_eq!(game.outcome().and_then(|o| o.winner), Some(Color::White));
    assert_eq!(game.moves().len(), usize::from(plies));
    // Against a beginner, in no more.
    for seed in 0..4 {
        let game = play(&dbs, rules, Color::White, seed, beginner(seed));
        assert_eq!(game.outcome().and_then(|o| o.winner), Some(Color::White));
        assert!(game.moves().len() <= usize::from(plies));
    }
}

#[test]
fn three_mens_morris_is_a_draw_that_level_10_never_gives_away() {
    let rules = Rules::preset(Preset::Three);
    let (_dir, dbs) = solved(rules);
    assert_eq!(dbs.whole_game_value(), Some(DbValue::Draw));
    for perfect in [Color::White, Color::Black] {
        let game = play(&dbs, rules, perfect, 3, defender(&dbs));
        assert_ne!(
            game.outcome().and_then(|o| o.winner),
            Some(perfect.other()),
            "level 10 as {perfect} against the best defence"
        );
        for seed in 0..4 {
            let game = play(&dbs, rules, perfect, seed, beginner(seed));
            assert_ne!(game.outcome().and_then(|o| o.winner), Some(perfect.other()));
        }
    }
}

#[test]
fn six_mens_morris_is_solved_whole_and_level_10_converts_a_beginners_mistake() {
    let rules = Rules::preset(Preset::Six);
    let (_dir, dbs) = solved(rules);
    let stats = dbs.whole_game_stats().expect("solved");
    assert!(stats.wins + stats.losses + stats.draws > 1_000_000);
    assert_eq!(dbs.whole_game_value(), Some(DbValue::Draw));
    // The placing phase is valued too: the start and every move from it.
    let game = Game::new(rules);
    assert_eq!(
        dbs.move_values(game.position()).expect("valued").len(),
        game.legal_moves().len()
    );
    // Level 10 holds the draw against the best defence, from both sides.
    for perfect in [Color::White, Color::Black] {
        let game = play(&dbs, rules, perfect, 5, defender(&dbs));
        assert_ne!(game.outcome().and_then(|o| o.winner), Some(perfect.other()));
    }
    // A beginner goes wrong sooner or later, and level 10 wins.
    let mut wins = 0;
    for seed in 0..3 {
        let perfect = if seed % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let game = play(&dbs, rules, perfect, seed, beginner(seed));
        let winner = game.outcome().and_then(|o| o.winner);
        assert_ne!(winner, Some(perfect.other()));
        wins += usize::from(winner == Some(perfect));
    }
    assert!(wins >= 2, "level 10 won {wins} of 3 against level 1");
}

#[test]
fn the_search_counts_a_side_that_moves_twice_as_itself_not_as_the_opponent() {
    // Three Men's Morris where the defender moves first once placing ends:
    // Black places the last piece and moves next. The search, without the
    // solution, must find the solution's short wins and losses across that
    // turn, which a search that always negates a child's score gets wrong.
    use morris_ai::search::Searcher;
    let mut rules = Rules::preset(Preset::Three);
    rules.set_diagonals(true);
    rules.set_defender_first(true);
    let (_dir, dbs) = solved(rules);
    let mut checked = 0;
    let mut rng = 11u64;
    for _ in 0..300 {
        let mut game = Game::new(rules);
        // A random placing, stopped one to three placements before its end.
        let stop_at = 3 + (rng >> 40) as usize % 3;
        while game.moves().len() < stop_at && game.outcome().is_none() {
            let moves = game.legal_moves();
            rng = rng
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            game.play(moves[(rng >> 33) as usize % moves.len()])
                .expect("legal");
        }
        if game.outcome().is_some() {
            continue;
        }
        let Some(value) = dbs.probe(game.position()) else {
            continue;
        };
        let plies = match value {
            DbValue::Win(d) | DbValue::Loss(d) if d <= 5 => u32::from(d),
            _ => continue,
        };
        let mut searcher = Searcher::new(4);
        let result = searcher.search(&game, Limits::depth(plies + 1), &StopFlag::new(), |_| {});
        match value {
            DbValue::Win(_) => assert!(
                result.score.is_win(),
                "{}: {value}, searched {:?}",
                game.position(),
                result.score
            ),
            _ => assert!(
                result.score.is_loss(),
                "{}: {value}, searched {:?}",
                game.position(),
                result.score
            ),
        }
        checked += 1;
    }
    assert!(
        checked >= 20,
        "only {checked} positions with a short result"
    );
}
