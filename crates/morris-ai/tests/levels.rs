//! Levels make human mistakes at a rate that falls as the level rises, and
//! play exactly the same for the same seed.

use morris_ai::search::{Limits, Searcher, StopFlag};
use morris_ai::{Ai, Level};
use morris_core::{Game, Move, Phase, Position, Preset, Rules};

/// Positions from deterministic random games of every preset, sorted into
/// those where the side to move can close a mill (and the opponent
/// threatens none) and those where it must block the one point where the
/// opponent would close a mill (and can close none itself).
fn test_positions() -> (Vec<Game>, Vec<(Game, morris_core::Point)>) {
    let mut mills = Vec::new();
    let mut blocks = Vec::new();
    for (i, preset) in Preset::ALL.into_iter().enumerate() {
        for seed in 0..12u64 {
            let mut game = Game::new(Rules::preset(preset));
            let mut x = (seed + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) + i as u64;
            for _ in 0..60 {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                classify(&game, &moves, &mut mills, &mut blocks);
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let quiet: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|m| m.removals().is_empty())
                    .collect();
                let pool = if quiet.is_empty() { &moves } else { &quiet };
                game.play(pool[(x >> 8) as usize % pool.len()]).unwrap();
            }
        }
    }
    mills.truncate(24);
    blocks.truncate(24);
    (mills, blocks)
}

fn classify(
    game: &Game,
    moves: &[Move],
    mills: &mut Vec<Game>,
    blocks: &mut Vec<(Game, morris_core::Point)>,
) {
    let pos = game.position();
    let us = pos.side_to_move();
    let them = us.other();
    let closing = moves.iter().any(|m| !m.removals().is_empty());
    // The opponent's mills to close next turn, judged as if it were to move.
    let gaps = pos.geometry().mill_threats(pos.pieces(them), pos.empty());
    let opponent_can_reach = |gap: morris_core::Point| match pos.phase_of(them) {
        Phase::Placing | Phase::Flying => true,
        Phase::Moving => (pos.geometry().neighbours(gap) & pos.pieces(them))
            .iter()
            .any(|p| {
                !pos.geometry()
                    .mills_through(gap)
                    .any(|m| m.contains(p) && pos.pieces(them).contains_all(m.without(gap)))
            }),
        other => unimplemented!("no test positions of phase {other:?}"),
    };
    let live: Vec<morris_core::Point> = gaps.iter().filter(|&g| opponent_can_reach(g)).collect();
    // Only clear cases: a full-strength search agrees that the mill or the
    // block is the move.
    let best = || {
        Searcher::new(4)
            .search_position(pos, Limits::depth(5), &StopFlag::new(), |_| {})
            .best
    };
    if closing && live.is_empty() {
        if best().is_some_and(|m| !m.removals().is_empty()) {
            mills.push(game.clone());
        }
    } else if !closing
        && live.len() == 1
        && pos.phase() == Phase::Placing
        && best().is_some_and(|m| m.to() == live[0])
    {
        blocks.push((game.clone(), live[0]));
    }
}

/// The share of positions where the level missed the mill, and the share
/// where it missed the block.
fn miss_rates(level: u8, seeds: u64) -> (f64, f64) {
    let (mills, blocks) = test_positions();
    let mut missed = (0, 0);
    let mut tried = (0, 0);
    for seed in 0..seeds {
        let mut ai = Ai::with_hash(Level::new(level).unwrap(), seed, 4);
        for game in &mills {
            let c = ai
                .choose(game, Limits::default(), &StopFlag::new(), |_| {})
                .unwrap();
            tried.0 += 1;
            missed.0 += usize::from(c.mv.removals().is_empty());
        }
        for (game, gap) in &blocks {
            let c = ai
                .choose(game, Limits::default(), &StopFlag::new(), |_| {})
                .unwrap();
            tried.1 += 1;
            missed.1 += usize::from(c.mv.to() != *gap);
        }
    }
    (
        missed.0 as f64 / tried.0 as f64,
        missed.1 as f64 / tried.1 as f64,
    )
}

#[test]
fn there_are_enough_test_positions() {
    let (mills, blocks) = test_positions();
    assert!(mills.len() >= 20, "{}", mills.len());
    assert!(blocks.len() >= 20, "{}", blocks.len());
}

#[test]
fn level_one_misses_a_third_and_higher_levels_fewer() {
    let one = miss_rates(1, 6);
    let four = miss_rates(4, 3);
    let seven = miss_rates(7, 1);
    eprintln!("miss rates (mill, block): level 1 {one:?}, level 4 {four:?}, level 7 {seven:?}");
    assert!(one.0 >= 1.0 / 3.0 && one.1 >= 1.0 / 3.0, "{one:?}");
    assert!(four.0 < one.0 && four.1 < one.1, "{four:?} vs {one:?}");
    assert!(
        seven.0 <= four.0 && seven.1 <= four.1,
        "{seven:?} vs {four:?}"
    );
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let play = |seed: u64| {
        let mut game = Game::new(Rules::default());
        let mut white = Ai::with_hash(Level::new(3).unwrap(), seed, 4);
        let mut black = Ai::with_hash(Level::new(2).unwrap(), seed + 100, 4);
        for turn in 0..40 {
            let ai = if turn % 2 == 0 {
                &mut white
            } else {
                &mut black
            };
            let Some(c) = ai.choose(&game, Limits::default(), &StopFlag::new(), |_| {}) else {
                break;
            };
            game.play(c.mv).unwrap();
        }
        game.moves().to_vec()
    };
    assert_eq!(play(5), play(5));
    assert_ne!(play(5), play(6), "different seeds should vary the play");
}

#[test]
fn every_level_plays_legal_moves_under_every_preset() {
    for preset in Preset::ALL {
        for level in [1, 3, 6, 9] {
            let mut game = Game::new(Rules::preset(preset));
            let mut ai = Ai::with_hash(Level::new(level).unwrap(), 7, 4);
            for _ in 0..8 {
                let Some(c) = ai.choose(&game, Limits::nodes(20_000), &StopFlag::new(), |_| {})
                else {
                    break;
                };
                assert!(
                    game.position().is_legal(c.mv),
                    "{preset} level {level}: {}",
                    c.mv
                );
                let pos: Position = *game.position();
                assert!(pos.is_legal(c.mv));
                game.play(c.mv).unwrap();
            }
        }
    }
}
