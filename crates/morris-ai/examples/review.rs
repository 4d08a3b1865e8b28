//! The review's benchmark, run by `cargo xtask bench review` in a release
//! build: the endgame databases up to 10 pieces (solved into DIR once,
//! then reused), then three games of about 100 plies reviewed, each timed
//! whole and turn by turn:
//!
//! 1. an endgame whose every position the databases know (from 5 against
//!    4 pieces, each side playing a seeded random turn that keeps it in
//!    the game);
//! 2. a game from the empty board between two level-6 players, reviewed
//!    with the databases at the default depth;
//! 3. the same game reviewed with no databases.
//!
//! `cargo run --release -p morris-ai --example review -- DIR [DEPTH]`
//! (`MORRIS_REVIEW_TURNS=1`: each turn's time as it is graded)

use std::sync::Arc;
use std::time::{Duration, Instant};

use morris_ai::db::Databases;
use morris_ai::review::{DEFAULT_DEPTH, Review, Reviewer};
use morris_ai::search::{Limits, StopFlag};
use morris_ai::{Ai, Level};
use morris_core::{ByColor, Color, Game, MillMemory, Point, PointSet, Position, Rules, Setup};

fn main() {
    if let Err(e) = run() {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dir = args.first().ok_or("usage: review DIR [DEPTH]")?;
    let depth: u32 = match args.get(1) {
        Some(d) => d
            .parse()
            .map_err(|_| format!("DEPTH must be a number, got {d:?}"))?,
        None => DEFAULT_DEPTH,
    };
    let rules = Rules::default();
    let dbs = Databases::new(dir, rules);
    let start = Instant::now();
    for class in dbs.classes_up_to(10) {
        if !dbs.has_class_files(class) {
            dbs.solve_until(class, &|_| {}, &StopFlag::new())?;
        }
    }
    println!(
        "databases up to 10 pieces ready in {:.1} s",
        start.elapsed().as_secs_f64()
    );
    let dbs = Arc::new(dbs);
    println!(
        "{:<34} {:>5} {:>9} {:>12} {:>12} {:>6}",
        "game", "plies", "seconds", "turn median", "turn max", "exact"
    );
    let endgame = endgame(&dbs, rules, 100);
    time(
        "endgame, all in the databases",
        &endgame,
        Some(dbs.clone()),
        depth,
    );
    let opening = self_play(rules, 100);
    time(
        &format!("from the start, databases, depth {depth}"),
        &opening,
        Some(dbs),
        depth,
    );
    time(
        &format!("from the start, no databases, depth {depth}"),
        &opening,
        None,
        depth,
    );
    Ok(())
}

/// Reviews `game` and prints a row: plies, the whole time, the median and
/// the longest turn, and how many grades were exact.
fn time(name: &str, game: &Game, dbs: Option<Arc<Databases>>, depth: u32) {
    let mut reviewer = Reviewer::new(64, dbs, depth);
    let mut turns: Vec<Duration> = Vec::new();
    let start = Instant::now();
    let mut last = start;
    // Each turn as it is graded, with MORRIS_REVIEW_TURNS set: a review
    // that takes long shows how far it got.
    let verbose = std::env::var_os("MORRIS_REVIEW_TURNS").is_some();
    let review: Review = reviewer.review(game, &StopFlag::new(), |turn| {
        let now = Instant::now();
        turns.push(now - last);
        if verbose {
            println!(
                "  {name}: ply {} {} {:.1} ms{}",
                turn.ply,
                turn.turn,
                (now - last).as_secs_f64() * 1000.0,
                if turn.exact { ", exact" } else { "" }
            );
        }
        last = now;
    });
    let whole = start.elapsed();
    turns.sort();
    let median = turns.get(turns.len() / 2).copied().unwrap_or_default();
    let max = turns.last().copied().unwrap_or_default();
    let exact = review.turns.iter().filter(|t| t.exact).count();
    println!(
        "{name:<34} {:>5} {:>9.2} {:>9.1} ms {:>9.1} ms {exact:>6}",
        review.turns.len(),
        whole.as_secs_f64(),
        median.as_secs_f64() * 1000.0,
        max.as_secs_f64() * 1000.0,
    );
}

/// A small seeded generator (no dependency for a benchmark's choices).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// A game of up to `plies` turns from a seeded 5-against-4 position, each
/// turn chosen at random among those that keep the game going, so that
/// every position stays in the databases.
fn endgame(dbs: &Databases, rules: Rules, plies: usize) -> Game {
    let mut rng = Lcg(2026);
    let mut best = Game::new(rules);
    for _ in 0..200 {
        let Some(pos) = random_position(rules, 5, 4, &mut rng) else {
            continue;
        };
        if dbs.probe(&pos).is_none() {
            continue;
        }
        let mut game = Game::from_position(pos);
        while game.moves().len() < plies && !game.is_over() {
            let moves: Vec<_> = game
                .legal_moves()
                .into_iter()
                .filter(|&mv| {
                    let mut after = game.clone();
                    after.play(mv).is_ok() && !after.is_over()
                })
                .collect();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len())];
            let _ = game.play(mv);
        }
        if game.moves().len() > best.moves().len() {
            best = game;
        }
        if best.moves().len() >= plies {
            break;
        }
    }
    best
}

fn random_position(rules: Rules, a: usize, b: usize, rng: &mut Lcg) -> Option<Position> {
    let mut free: Vec<Point> = Point::ALL.to_vec();
    let mut take = |n: usize| {
        let mut set = PointSet::EMPTY;
        for _ in 0..n {
            set.insert(free.swap_remove(rng.below(free.len())));
        }
        set
    };
    let (white, black) = (take(a), take(b));
    let setup = Setup {
        board: ByColor::new(white, black),
        side_to_move: Color::White,
        in_hand: ByColor::new(0, 0),
        n_move_counter: 0,
        turn: 30,
        memory: MillMemory::EMPTY,
        shape: morris_core::Board::TwentyFour,
    };
    let pos = Position::from_setup(&setup, rules).ok()?;
    pos.rule_outcome().is_none().then_some(pos)
}

/// A game of up to `plies` turns from the empty board between two level-6
/// players with fixed seeds.
fn self_play(rules: Rules, plies: usize) -> Game {
    let level = Level::new(6).expect("a level");
    let mut players = [Ai::new(level, 1), Ai::new(level, 2)];
    let mut game = Game::new(rules);
    while game.moves().len() < plies && !game.is_over() {
        let side = usize::from(game.position().side_to_move() == Color::Black);
        let Some(choice) = players[side].choose(&game, Limits::depth(6), &StopFlag::new(), |_| {})
        else {
            break;
        };
        if game.play(choice.mv).is_err() {
            break;
        }
    }
    game
}
