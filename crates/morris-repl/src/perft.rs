//! `morris perft`: counts move sequences from the start or after given moves.

use std::fmt;
use std::time::{Duration, Instant};

use morris_core::{Game, Move, perft};

use crate::cli::PerftArgs;

/// What `morris perft` measured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PerftReport {
    /// The number of move sequences.
    pub count: u64,
    /// How long the count took.
    pub elapsed: Duration,
}

impl PerftReport {
    /// Counted sequences per second.
    #[must_use]
    pub fn nodes_per_second(&self) -> f64 {
        self.count as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

impl fmt::Display for PerftReport {
    /// The line for stderr: `12144 nodes in 0.001 s (12.1 Mnodes/s)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} nodes in {:.3} s ({:.1} Mnodes/s)",
            self.count,
            self.elapsed.as_secs_f64(),
            self.nodes_per_second() / 1e6
        )
    }
}

/// The game after `moves` (a move list as `--moves` takes it) from the
/// start under `rules`.
///
/// # Errors
/// A move that does not parse or is illegal, named by its number.
pub fn after_moves(rules: morris_core::Rules, moves: &str) -> anyhow::Result<Game> {
    let mut game = Game::new(rules);
    for (i, word) in moves.split_whitespace().enumerate() {
        let m: Move = word
            .parse()
            .map_err(|e| anyhow::anyhow!("--moves, move {} {word:?}: {e}", i + 1))?;
        game.play(m)
            .map_err(|e| anyhow::anyhow!("--moves, move {}: {e}", i + 1))?;
    }
    Ok(game)
}

/// Runs perft as the arguments say.
///
/// # Errors
/// Bad rule values, or a move in `--moves` that does not parse or is illegal.
pub fn run(args: &PerftArgs) -> anyhow::Result<PerftReport> {
    let rules = args.rules.rules()?;
    let game = after_moves(rules, &args.moves)?;
    let start = Instant::now();
    let count = if args.split {
        perft::perft_split(game.position(), args.depth)
    } else {
        perft::perft(game.position(), args.depth)
    };
    Ok(PerftReport {
        count,
        elapsed: start.elapsed(),
    })
}
