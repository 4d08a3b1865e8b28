//! A solved pair's statistics, as published solutions count them.

use std::fmt;

use super::solving::not_in_memory;
use super::{Databases, DbError, DbValue, Pair};

/// A pair's statistics: every arrangement of pieces counted, with the
/// side to move holding the first count, and the canonical states (one
/// for each class of positions the board's 16 symmetries map into each
/// other), as published solutions count them and `morris solve PAIR
/// --stats` prints them.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Positions the side to move wins.
    pub wins: u64,
    /// Positions the side to move loses.
    pub losses: u64,
    /// Drawn positions.
    pub draws: u64,
    /// Canonical states the side to move wins.
    pub canonical_wins: u64,
    /// Canonical states the side to move loses.
    pub canonical_losses: u64,
    /// Drawn canonical states.
    pub canonical_draws: u64,
    /// The longest win, in plies (0 when there is none).
    pub longest_win: u16,
    /// The longest loss, in plies (0 when there is none).
    pub longest_loss: u16,
}

impl Stats {
    /// The canonical states, won, lost and drawn.
    #[must_use]
    pub fn canonical(&self) -> u64 {
        self.canonical_wins + self.canonical_losses + self.canonical_draws
    }
}

impl fmt::Display for Stats {
    /// The five lines of `morris solve PAIR --stats`: the canonical
    /// states won, lost and drawn by the side to move, as published
    /// solutions count them, and the longest win and loss.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "wins {}", self.canonical_wins)?;
        writeln!(f, "losses {}", self.canonical_losses)?;
        writeln!(f, "draws {}", self.canonical_draws)?;
        writeln!(f, "longest-win {}", self.longest_win)?;
        write!(f, "longest-loss {}", self.longest_loss)
    }
}

/// The statistics of the pairs.
impl Databases {
    /// The statistics of a solved pair: every arrangement counted, and
    /// every canonical state once.
    ///
    /// # Errors
    /// The pair is not solved or its file is unusable.
    pub fn stats(&self, pair: Pair) -> Result<Stats, DbError> {
        use rayon::prelude::*;
        let table = self.load(pair.to_move, pair.other, true)?;
        const CHUNK: usize = 1 << 16;
        let s = table
            .memory()
            .ok_or_else(not_in_memory)?
            .par_chunks(CHUNK)
            .enumerate()
            .map(|(c, codes)| {
                let mut s = Stats::default();
                for (j, &code) in codes.iter().enumerate() {
                    let i = (c * CHUNK + j) as u64;
                    let weight = table.index.weight(i);
                    let canonical = u64::from(table.index.is_canonical(i));
                    match DbValue::from_byte(code) {
                        DbValue::Win(d) => {
                            s.wins += weight;
                            s.canonical_wins += canonical;
                            s.longest_win = s.longest_win.max(d);
                        }
                        DbValue::Loss(d) => {
                            s.losses += weight;
                            s.canonical_losses += canonical;
                            s.longest_loss = s.longest_loss.max(d);
                        }
                        DbValue::Draw => {
                            s.draws += weight;
                            s.canonical_draws += canonical;
                        }
                    }
                }
                s
            })
            .reduce(Stats::default, |x, y| Stats {
                wins: x.wins + y.wins,
                losses: x.losses + y.losses,
                draws: x.draws + y.draws,
                canonical_wins: x.canonical_wins + y.canonical_wins,
                canonical_losses: x.canonical_losses + y.canonical_losses,
                canonical_draws: x.canonical_draws + y.canonical_draws,
                longest_win: x.longest_win.max(y.longest_win),
                longest_loss: x.longest_loss.max(y.longest_loss),
            });
        Ok(s)
    }
}
