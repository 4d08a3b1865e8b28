//! What the database tests share: the pairs solved once for all test
//! processes, and random positions of a pair.
#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::OnceLock;

use morris_ai::db::{Databases, Pair};
use morris_core::{ByColor, Color, MillMemory, PointSet, Position, Rules, Setup};
use rand::RngExt;
use rand::rngs::ChaCha8Rng as Rng;

/// A directory with 3-3, 4-3 and 3-4 solved under `rules`, shared by the
/// tests of one rules set, read only. It is kept in cargo's directory for
/// tests' files, so the test processes (one a test) solve it once between
/// them and nothing is left in the system's temporary directory; files
/// written at once by two processes are the same, each renamed into place
/// whole, and files of an older format are solved again.
pub fn solved(rules: Rules, name: &str) -> PathBuf {
    static NINE: OnceLock<PathBuf> = OnceLock::new();
    static SEED: OnceLock<PathBuf> = OnceLock::new();
    let cell = if name == "nine" { &NINE } else { &SEED };
    cell.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("db-{name}"));
        let dbs = Databases::new(&dir, rules);
        dbs.solve(Pair::new(4, 3), &|_| {}).expect("solving works");
        dir
    })
    .clone()
}

/// A random position of the pair with the side to move holding `a`.
pub fn random_position(rules: Rules, a: usize, b: usize, rng: &mut Rng) -> Position {
    let mut free: Vec<usize> = (0..24).collect();
    let mut take = |n: usize| {
        let mut set = PointSet::EMPTY;
        for _ in 0..n {
            let i = rng.random_range(0..free.len());
            set.insert(morris_core::Point::ALL[free.swap_remove(i)]);
        }
        set
    };
    let mover = take(a);
    let other = take(b);
    let side = if rng.random_range(0..2usize) == 0 {
        Color::White
    } else {
        Color::Black
    };
    let board = if side == Color::White {
        ByColor::new(mover, other)
    } else {
        ByColor::new(other, mover)
    };
    let setup = Setup {
        board,
        side_to_move: side,
        in_hand: ByColor::new(0, 0),
        n_move_counter: 0,
        turn: 30,
        memory: MillMemory::EMPTY,
        shape: morris_core::Board::TwentyFour,
    };
    Position::from_setup(&setup, rules).expect("a valid position")
}
