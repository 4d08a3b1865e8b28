//! `morris solve --sectors`: the placing phase solved whole, sector by
//! sector, with a progress bar over every position and the time left.

use std::sync::Mutex;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use morris_ai::db::{Databases, PlacingCounts, SectorEvent, Wdl, sectors};
use morris_ai::search::StopFlag;

/// Values every sector not done yet and says what came of it: the
/// sectors and positions, the time, and the empty board's value read
/// from them.
///
/// # Errors
/// Rules whose placing phase is not covered, a pair not solved, a file
/// that cannot be written, or the pass stopped.
pub fn run(dbs: &Databases, cancel: &StopFlag) -> anyhow::Result<String> {
    let rules = *dbs.rules();
    let all = sectors(&rules);
    let total: u64 = all.iter().map(|&s| dbs.sector_entries(s)).sum();
    let bar = ProgressBar::new(total.max(1));
    bar.set_style(
        ProgressStyle::with_template(
            "{msg:>12} [{bar:32}] {percent:>3}% {elapsed_precise} (about {eta} left)",
        )
        .map_err(|e| anyhow::anyhow!("{e}"))?
        .progress_chars("=> "),
    );
    // The positions of the sectors finished (or found done), and the ply
    // under way with its counts so far and when it began.
    let state = Mutex::new(Tally {
        done: 0,
        ply: None,
        counts: PlacingCounts::default(),
        began: Instant::now(),
    });
    let started = Instant::now();
    let report = |event: SectorEvent| {
        let Ok(mut t) = state.lock() else {
            return;
        };
        match event {
            SectorEvent::Started { sector, .. } => {
                if t.ply != Some(sector.ply) {
                    t.close_ply(&bar);
                    t.ply = Some(sector.ply);
                    t.began = Instant::now();
                }
                bar.set_message(format!("sector {sector}"));
            }
            SectorEvent::Progress { done, .. } => bar.set_position(t.done + done),
            SectorEvent::Solved {
                sector,
                counts,
                seconds,
            } => {
                let entries = dbs.sector_entries(sector);
                t.done += entries;
                if seconds >= 10.0 {
                    bar.suspend(|| {
                        eprintln!(
                            "valued the sector {sector}: {entries} positions in {seconds:.1} s"
                        );
                    });
                }
                t.counts.wins += counts.wins;
                t.counts.draws += counts.draws;
                t.counts.losses += counts.losses;
                bar.set_position(t.done);
            }
            _ => {}
        }
    };
    // The sectors already written count as done from the start.
    let kept: u64 = all
        .iter()
        .filter(|&&s| dbs.has_sector(s))
        .map(|&s| dbs.sector_entries(s))
        .sum();
    if let Ok(mut t) = state.lock() {
        t.done = kept;
    }
    bar.set_position(kept);
    bar.reset_eta();
    let result = dbs.solve_sectors(&report, cancel);
    if let Ok(mut t) = state.lock() {
        t.close_ply(&bar);
    }
    bar.finish_and_clear();
    let solved = result?;
    let start = morris_core::Position::new(rules);
    let value = match dbs.sector_wdl(&start) {
        Some(Wdl::Win) => "a win for the first player",
        Some(Wdl::Draw) => "a draw",
        Some(Wdl::Loss) => "a loss for the first player",
        None => "not known (a sector could not be read)",
    };
    Ok(format!(
        "the placing phase: {} sectors, {total} positions up to symmetry ({} valued now in {:.1} s, {} sectors found done); the empty board: {value}",
        all.len(),
        solved.entries,
        started.elapsed().as_secs_f64(),
        solved.kept,
    ))
}

/// What the bar's report keeps between events.
struct Tally {
    done: u64,
    ply: Option<u8>,
    counts: PlacingCounts,
    began: Instant,
}

impl Tally {
    /// Tells the ply just finished, if it valued anything.
    fn close_ply(&mut self, bar: &ProgressBar) {
        let c = std::mem::take(&mut self.counts);
        if let Some(ply) = self.ply.take()
            && c.wins + c.draws + c.losses > 0
        {
            let secs = self.began.elapsed().as_secs_f64();
            bar.suspend(|| {
                eprintln!(
                    "after {ply} placements: {} won, {} drawn, {} lost for the side to move (one of each class), {secs:.1} s",
                    c.wins, c.draws, c.losses
                );
            });
        }
    }
}
