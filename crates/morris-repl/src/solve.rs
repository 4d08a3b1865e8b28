//! `morris solve`: builds endgame databases with a progress bar, and prints
//! a pair's statistics.

use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use morris_ai::db::{Databases, Progress, SolveEvent, Stats};

use crate::cli::SolveArgs;
use morris_play::DataDir;

/// The directory the databases go to: `--dir`, else the data directory.
///
/// # Errors
/// When neither is known.
pub fn databases_dir(dir: Option<&PathBuf>) -> anyhow::Result<PathBuf> {
    match dir {
        Some(d) => Ok(d.clone()),
        None => DataDir::locate()
            .map(|d| d.databases_dir())
            .ok_or_else(|| anyhow::anyhow!("no data directory is known: give --dir DIR")),
    }
}

/// Solves what the arguments ask and returns the statistics when `--stats`
/// was given.
///
/// # Errors
/// Bad rules or pair, or a database that cannot be written.
pub fn run(args: &SolveArgs) -> anyhow::Result<Option<Stats>> {
    let rules = args.rules.rules()?;
    let dir = databases_dir(args.dir.as_ref())?;
    let dbs = Databases::new(&dir, rules);
    let bar = ProgressBar::new(1);
    bar.set_style(
        ProgressStyle::with_template(
            "{msg:>14} [{bar:32}] {percent:>3}% {elapsed_precise} (about {eta} left)",
        )
        .map_err(|e| anyhow::anyhow!("{e}"))?
        .progress_chars("=> "),
    );
    let started = Mutex::new(Instant::now());
    let report = |event: SolveEvent| match event {
        SolveEvent::Start { pair } => {
            if let Ok(mut s) = started.lock() {
                *s = Instant::now();
            }
            bar.reset();
            bar.set_message(pair_words(pair));
        }
        SolveEvent::Progress { progress, .. } => {
            // Generating is the first half of the work, resolving the second.
            let (done, total) = match progress {
                Progress::Generating { done, total } => (done, 2 * total),
                Progress::Resolving { done, total, .. } => (total + done, 2 * total),
            };
            bar.set_length(total.max(1));
            bar.set_position(done);
        }
        SolveEvent::Done { pair } => {
            let secs = started
                .lock()
                .map(|s| s.elapsed().as_secs_f64())
                .unwrap_or(0.0);
            bar.suspend(|| eprintln!("solved {} in {secs:.1} s", pair_words(pair)));
        }
    };
    // Ctrl-C stops the solve between steps: what is finished stays, and
    // running the same command again goes on from there.
    let cancel = morris_ai::search::StopFlag::new();
    let flag = cancel.clone();
    let _ = ctrlc::set_handler(move || flag.stop());
    let result = match (args.pair, args.up_to) {
        (Some(pair), _) => dbs.solve_until(pair, &report, &cancel),
        (None, Some(n)) => dbs.solve_up_to_until(n as usize, &report, &cancel),
        (None, None) => Ok(()),
    };
    bar.finish_and_clear();
    result?;
    match (args.stats, args.pair) {
        (true, Some(pair)) => Ok(Some(dbs.stats(pair)?)),
        _ => Ok(None),
    }
}

/// A pair with its mirror, as they are solved together: `4-3 and 3-4`, or
/// `3-3` once (the command line's words are English).
fn pair_words(pair: morris_ai::db::Pair) -> String {
    let other = pair.swapped();
    if other == pair {
        pair.to_string()
    } else {
        format!("{pair} and {other}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solved_pairs_are_named_once_each() {
        assert_eq!(pair_words(morris_ai::db::Pair::new(3, 3)), "3-3");
        assert_eq!(pair_words(morris_ai::db::Pair::new(3, 4)), "3-4 and 4-3");
    }
}
