//! Tunes the evaluation weights by self-play: coordinate search, where each
//! weight in turn is nudged up or down and the change is kept when the new
//! weights score at least 55% against the current ones over a set of
//! openings played with both colours at a fixed depth.
//!
//! `cargo run --release -p morris-ai --example tune -- [SECONDS] [DEPTH] [OPENINGS]`

use std::time::{Duration, Instant};

use morris_ai::Rng;
use morris_ai::eval::Weights;
use morris_ai::search::{Limits, Searcher, StopFlag};
use morris_core::{Color, Game, Rules};

/// Games longer than this are draws.
const MAX_TURNS: usize = 200;

fn openings(count: usize) -> Vec<Game> {
    let mut rng = Rng::new(2026);
    (0..count)
        .map(|_| {
            let mut game = Game::new(Rules::default());
            for _ in 0..4 {
                let moves = game.legal_moves();
                let m = moves[rng.below(moves.len())];
                let _ = game.play(m);
            }
            game
        })
        .collect()
}

/// Points of `a` (1 a win, 0.5 a draw) in one game from `opening`.
fn play(opening: &Game, a: &Weights, b: &Weights, a_color: Color, depth: u32) -> f64 {
    let mut game = opening.clone();
    let mut searchers = [Searcher::new(8), Searcher::new(8)];
    searchers[0].set_weights(*a);
    searchers[1].set_weights(*b);
    while game.outcome().is_none() && game.moves().len() < MAX_TURNS {
        let side = usize::from(game.position().side_to_move() != a_color);
        let history: Vec<u64> = (0..game.moves().len())
            .filter_map(|i| game.position_after(i).map(|p| p.hash()))
            .collect();
        let result = searchers[side].search(
            game.position(),
            &history,
            Limits::depth(depth),
            &StopFlag::new(),
            |_| {},
        );
        let Some(m) = result.best else { break };
        if game.play(m).is_err() {
            break;
        }
    }
    match game.outcome().and_then(|o| o.winner) {
        Some(w) if w == a_color => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// The share of points `a` scores against `b`.
fn score(a: &Weights, b: &Weights, openings: &[Game], depth: u32) -> f64 {
    let total: f64 = std::thread::scope(|s| {
        let handles: Vec<_> = [Color::White, Color::Black]
            .into_iter()
            .map(|color| {
                s.spawn(move || {
                    openings
                        .iter()
                        .map(|o| play(o, a, b, color, depth))
                        .sum::<f64>()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or(0.0)).sum()
    });
    total / (2 * openings.len()) as f64
}

fn field(w: &mut Weights, i: usize) -> (&'static str, &mut i32) {
    match i {
        0 => ("closed_mill", &mut w.closed_mill),
        1 => ("running_mill", &mut w.running_mill),
        2 => ("threat", &mut w.threat),
        3 => ("latent_threat", &mut w.latent_threat),
        4 => ("double_threat", &mut w.double_threat),
        5 => ("mobility", &mut w.mobility),
        6 => ("blocked", &mut w.blocked),
        _ => ("tempo_mill", &mut w.tempo_mill),
    }
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let seconds = args.first().copied().unwrap_or(300);
    let depth = args.get(1).copied().unwrap_or(4) as u32;
    let openings = openings(args.get(2).copied().unwrap_or(24) as usize);
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut best = Weights::default();
    println!("start: {best:?}");
    let mut round = 0;
    while Instant::now() < deadline {
        round += 1;
        let mut changed = false;
        for i in 0..8 {
            for direction in [1, -1] {
                if Instant::now() >= deadline {
                    break;
                }
                let mut candidate = best;
                let (name, value) = field(&mut candidate, i);
                let step = (*value * 3 / 10).max(2);
                *value = (*value + direction * step).max(0);
                let s = score(&candidate, &best, &openings, depth);
                println!("round {round} {name} {:+} -> {:.3}", direction * step, s);
                if s >= 0.55 {
                    best = candidate;
                    changed = true;
                    break;
                }
            }
        }
        println!("after round {round}: {best:?}");
        if !changed {
            break;
        }
    }
    println!("tuned: {best:?}");
    println!(
        "against the defaults: {:.3}",
        score(&best, &Weights::default(), &openings, depth)
    );
}
