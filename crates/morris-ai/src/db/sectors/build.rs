//! The pass that values the sectors, from the last placement back to the
//! empty board. A sector's positions are valued in parallel, each from
//! its children: the core's move generator gives the turns (so every rule
//! of the placing phase is the core's), and each child is read in the
//! sectors one placement further, held unpacked in memory while their
//! ply is valued, or below the last placement in the pairs' files. A
//! sector is written whole and atomically when it is done, so a pass
//! stopped at any point goes on from the sectors it finished.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use morris_core::{Move, PointSet, Position};
use rayon::prelude::*;

use super::super::index::{MoverKey, PairIndex};
use super::super::pack::{bits_wdl, compress_bits, wdl_bits, write_blocks};
use super::super::placing::PlacingCounts;
use super::super::value::DbValue;
use super::super::{Databases, DbError, Table, Wdl};
use super::{Sector, covers_sectors, sectors};
use crate::stop::StopFlag;

/// What the pass tells as it goes.
#[derive(Copy, Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum SectorEvent {
    /// A sector is being valued: its positions (up to symmetry).
    Started {
        /// The sector.
        sector: Sector,
        /// Its positions.
        entries: u64,
    },
    /// Positions of the sector valued so far.
    Progress {
        /// The sector.
        sector: Sector,
        /// Valued.
        done: u64,
    },
    /// A sector is valued and written.
    Solved {
        /// The sector.
        sector: Sector,
        /// Its positions by value for the side to move (one of each
        /// class).
        counts: PlacingCounts,
        /// The time it took.
        seconds: f64,
    },
}

/// What a pass came to.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct SectorsSolved {
    /// Sectors valued by this pass.
    pub solved: usize,
    /// Sectors found done already.
    pub kept: usize,
    /// Positions valued by this pass.
    pub entries: u64,
}

/// Positions a task values at a time.
const CHUNK: usize = 1 << 12;

/// The values one placement further, by the counts of the side to move
/// and the other side there.
enum Below {
    /// A sector's, four a byte.
    Sector {
        index: PairIndex,
        bits: super::super::memory::Bytes,
    },
    /// A pair's table of the moving phase, in memory.
    Pair(Table),
}

impl Below {
    /// The index of the table's entries.
    fn index(&self) -> &PairIndex {
        match self {
            Below::Sector { index, .. } => index,
            Below::Pair(table) => &table.index,
        }
    }

    /// The value of entry `i`.
    fn get_at(&self, i: u64) -> Option<Wdl> {
        match self {
            Below::Sector { bits, .. } => {
                let i = usize::try_from(i).ok()?;
                bits_wdl(bits.get(i / 4)? >> (2 * (i % 4)))
            }
            Below::Pair(table) => table
                .codes
                .get(i)
                .map(|code| Wdl::of(DbValue::from_byte(code))),
        }
    }
}

impl Databases {
    /// Values every sector of the placing phase not done yet
    /// ([`super::sectors`]), from the last placement back to the empty
    /// board, and writes each beside the databases as it is done: with
    /// them every placing position is valued by one read. Every pair of
    /// the moving phase must be solved first
    /// ([`Databases::solve_all_until`]). Stopped by `cancel` between
    /// chunks of positions; run again, it goes on from the last sector
    /// written.
    ///
    /// # Errors
    /// Rules whose placing phase the sectors do not cover, a pair not
    /// solved, a file that cannot be read or written, or
    /// [`DbError::Cancelled`].
    pub fn solve_sectors(
        &self,
        report: &(dyn Fn(SectorEvent) + Sync),
        cancel: &StopFlag,
    ) -> Result<SectorsSolved, DbError> {
        if covers_sectors(&self.rules)
            && let Some(missing) = self
                .all_classes()
                .into_iter()
                .find(|&c| !self.has_class_files(c))
        {
            return Err(DbError::Solve(format!(
                "the placing phase needs every pair of the moving phase, and {missing} is not solved yet (morris solve --all)"
            )));
        }
        self.solve_sector_list(&sectors(&self.rules), report, cancel)
    }

    /// Values the sectors of `list` in its order, those not done yet;
    /// each needs the sectors one placement further (or the pairs) that
    /// its positions reach.
    pub(crate) fn solve_sector_list(
        &self,
        list: &[Sector],
        report: &(dyn Fn(SectorEvent) + Sync),
        cancel: &StopFlag,
    ) -> Result<SectorsSolved, DbError> {
        if !covers_sectors(&self.rules) {
            return Err(DbError::Solve(
                "the placing phase of these rules cannot be solved into sectors".to_owned(),
            ));
        }
        std::fs::create_dir_all(self.sectors_dir())
            .map_err(|e| DbError::Io(self.sectors_dir(), e))?;
        // A write killed half-way left its temporary file: swept.
        crate::files::remove_leftovers(&self.sectors_dir());
        let mut done = SectorsSolved::default();
        // The values one placement further, kept while a ply is valued.
        let mut below: HashMap<(u8, u8), Option<std::sync::Arc<Below>>> = HashMap::new();
        let mut below_ply = None;
        for &s in list {
            if self.open_sector(s).is_ok() {
                done.kept += 1;
                continue;
            }
            if below_ply != Some(s.ply + 1) {
                below.clear();
                below_ply = Some(s.ply + 1);
            }
            let started = Instant::now();
            let entries = self.sector_index(s).len();
            report(SectorEvent::Started { sector: s, entries });
            let counts = self.solve_sector(s, &mut below, report, cancel)?;
            // Asked before it was there, it is opened again when next asked.
            if let Ok(mut m) = self.sectors.write() {
                m.remove(&s);
            }
            done.solved += 1;
            done.entries += entries;
            report(SectorEvent::Solved {
                sector: s,
                counts,
                seconds: started.elapsed().as_secs_f64(),
            });
        }
        Ok(done)
    }

    /// Loads what the positions of `s` reach one placement further: for
    /// each removal count, the sector or pair of the other side's pieces
    /// left and one more of the side to move's.
    fn load_below(
        &self,
        s: Sector,
        below: &mut HashMap<(u8, u8), Option<std::sync::Arc<Below>>>,
    ) -> Result<(), DbError> {
        let last = s.ply + 1 == 2 * self.rules.pieces();
        for removed in 0..=s.b.min(most_removals(&self.rules)) {
            let (x, y) = (s.b - removed, s.a + 1);
            if below.contains_key(&(x, y)) {
                continue;
            }
            let loaded = if last {
                // Fewer than three ends the game: no pair holds it.
                if x < 3 || y < 3 {
                    None
                } else {
                    Some(Below::Pair(self.load(
                        usize::from(x),
                        usize::from(y),
                        true,
                    )?))
                }
            } else {
                let child = Sector {
                    ply: s.ply + 1,
                    a: x,
                    b: y,
                };
                if sectors_has(&self.rules, child) {
                    let pack = self.open_sector(child).map_err(|e| match e {
                        DbError::Missing(_) => {
                            DbError::Solve(format!("the sector {child} must be solved before {s}"))
                        }
                        e => e,
                    })?;
                    Some(Below::Sector {
                        index: self.sector_index(child),
                        bits: pack.unpack_all()?,
                    })
                } else {
                    None
                }
            };
            below.insert((x, y), loaded.map(std::sync::Arc::new));
        }
        Ok(())
    }

    /// Values one sector and writes it; its counts by value.
    fn solve_sector(
        &self,
        s: Sector,
        below: &mut HashMap<(u8, u8), Option<std::sync::Arc<Below>>>,
        report: &(dyn Fn(SectorEvent) + Sync),
        cancel: &StopFlag,
    ) -> Result<PlacingCounts, DbError> {
        self.load_below(s, below)?;
        let below: Vec<((u8, u8), &Below)> = below
            .iter()
            .filter_map(|(&k, b)| b.as_deref().map(|b| (k, b)))
            .collect();
        let below = &below[..];
        let index = self.sector_index(s);
        let len = usize::try_from(index.len())
            .map_err(|_| DbError::Solve(format!("the sector {s} is too large")))?;
        let mut values = vec![0u8; len];
        let valued = AtomicU64::new(0);
        let rules = self.rules;
        let counts = values
            .par_chunks_mut(CHUNK)
            .enumerate()
            .map_init(Vec::new, |moves, (c, chunk)| {
                if cancel.is_stopped() {
                    return Err(DbError::Cancelled);
                }
                let mut counts = PlacingCounts::default();
                for (k, slot) in chunk.iter_mut().enumerate() {
                    let i = (c * CHUNK + k) as u64;
                    let value = value_of(&rules, s, index.position(i), moves, below)
                        .map_err(DbError::Solve)?;
                    *slot = wdl_bits(value);
                    if index.is_canonical(i) {
                        match value {
                            Wdl::Win => counts.wins += 1,
                            Wdl::Draw => counts.draws += 1,
                            Wdl::Loss => counts.losses += 1,
                        }
                    }
                }
                let before = valued.fetch_add(chunk.len() as u64, Ordering::Relaxed);
                // About a hundred reports over a large sector.
                let step = (len as u64 / 100).max(1 << 20);
                if (before + chunk.len() as u64) / step != before / step {
                    report(SectorEvent::Progress {
                        sector: s,
                        done: before + chunk.len() as u64,
                    });
                }
                Ok(counts)
            })
            .try_reduce(PlacingCounts::default, |x, y| {
                Ok(PlacingCounts {
                    wins: x.wins + y.wins,
                    draws: x.draws + y.draws,
                    losses: x.losses + y.losses,
                })
            })?;
        let path = self.sector_path(s);
        let blocks = compress_bits(&values).map_err(|e| DbError::Io(path.clone(), e))?;
        write_blocks(
            &path,
            self.sector_kind(s),
            &self.rules,
            usize::from(s.a),
            usize::from(s.b),
            index.len(),
            &blocks,
        )?;
        Ok(counts)
    }
}

/// The most pieces one placement removes: one, or one per mill closed
/// (three lines meet at a point of the board with diagonals).
pub(super) fn most_removals(rules: &morris_core::Rules) -> u8 {
    match rules.removals() {
        morris_core::Removals::One => 1,
        _ => 3,
    }
}

/// Whether `s` is one of the sectors of `rules` (its positions can stand).
pub(super) fn sectors_has(rules: &morris_core::Rules, s: Sector) -> bool {
    let (mine, theirs) = s.hands(rules.pieces());
    s.a + mine >= 3 && s.b + theirs >= 3
}

/// The value of the position of sector `s` with `mover`'s pieces for the
/// side to move and `other`'s for the other side: the best of its turns'.
/// (Tried, both slower on 17 8-8 of nine: gathering every child's entry
/// first and reading them after, so that the misses of the caches
/// overlap, 225.5 s against 189.9 s, as a won position stops at its first
/// winning turn; valuing the positions by the other side's set, whose
/// children without a removal then lie in one short run of their table,
/// writing each value at its entry, 155.6 s against 132.8 s.)
fn value_of(
    rules: &morris_core::Rules,
    s: Sector,
    (mover, other): (PointSet, PointSet),
    moves: &mut Vec<Move>,
    below: &[((u8, u8), &Below)],
) -> Result<Wdl, String> {
    let us = s.mover(rules.first());
    let setup = s.setup(rules, mover, other);
    let pos = Position::from_setup(&setup, *rules)
        .map_err(|e| format!("a position of the sector {s} cannot stand: {e}"))?;
    if let Some(o) = pos.rule_outcome() {
        return Ok(Wdl::of_outcome(o, us));
    }
    pos.generate_moves(moves);
    // A turn that removes wins most often: tried first, a won position
    // stops sooner.
    moves.sort_unstable_by_key(|m| m.removals().is_empty());
    let mut best = Wdl::Loss;
    // The children that remove nothing share the other side's set as the
    // set of the side to move: its part of their entries is made once.
    let mut shared: Option<MoverKey> = None;
    for &m in moves.iter() {
        let mut child = pos;
        let _ = child.play_unchecked(m);
        let them = child.side_to_move();
        let (cm, co) = (child.pieces(them), child.pieces(them.other()));
        // The pairs hold no position with fewer than three pieces, which
        // the core ends; the full board and a side without a move are
        // theirs (the core's check of those generates moves, and a pair's
        // value already holds them).
        let known = if !child.is_moving_phase() || cm.len() < 3 || co.len() < 3 {
            child.rule_outcome().map(|o| Wdl::of_outcome(o, them))
        } else {
            None
        };
        let flip = them != us;
        if let Some(value) = known {
            let ours = if flip { value.flipped() } else { value };
            if ours.score() > best.score() {
                best = ours;
                if best == Wdl::Win {
                    return Ok(best);
                }
            }
            continue;
        }
        let key = (cm.len() as u8, co.len() as u8);
        let table = below
            .iter()
            .find(|(k, _)| *k == key)
            .map(|&(_, b)| b)
            .ok_or_else(|| format!("no value for a position {}-{} after {s}", key.0, key.1))?;
        let at = if cm == other {
            let mover_key = shared.get_or_insert_with(|| table.index().mover_key(cm));
            table.index().index_with(mover_key, co)
        } else {
            table.index().index(cm, co)
        };
        let value = table
            .get_at(at)
            .ok_or_else(|| format!("no value at {at} one placement after {s}"))?;
        let ours = if flip { value.flipped() } else { value };
        if ours.score() > best.score() {
            best = ours;
            if best == Wdl::Win {
                break;
            }
        }
    }
    Ok(best)
}
