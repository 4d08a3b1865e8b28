//! `morris solve`: builds endgame databases with a progress bar, and prints
//! a pair's statistics.

use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use morris_ai::db::{Databases, DbValue, Progress, SolveEvent};

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

/// Solves what the arguments ask and returns what to print: the
/// statistics when `--stats` was given, the whole game's value with
/// `--all`.
///
/// # Errors
/// Bad rules or pair, a database that cannot be written, or (with
/// `--verify`) a stored value that disagrees with its children's.
pub fn run(args: &SolveArgs) -> anyhow::Result<Option<String>> {
    if args.stats && !args.all && args.pair.is_none() {
        anyhow::bail!("--stats needs a pair (solve 4-3 --stats) or --all");
    }
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
    // The whole game is reported under its start's pair; it is named as
    // the whole game.
    let words = |pair| {
        if args.all {
            "the whole game".to_owned()
        } else {
            pair_words(pair)
        }
    };
    let report = |event: SolveEvent| match event {
        SolveEvent::Start { pair } => {
            if let Ok(mut s) = started.lock() {
                *s = Instant::now();
            }
            bar.reset();
            bar.set_message(words(pair));
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
            bar.suspend(|| eprintln!("solved {} in {secs:.1} s", words(pair)));
        }
    };
    // Ctrl-C stops the solve between steps: what is finished stays, and
    // running the same command again goes on from there.
    let cancel = morris_ai::search::StopFlag::new();
    let flag = cancel.clone();
    let _ = ctrlc::set_handler(move || flag.stop());
    if args.all {
        let started = Instant::now();
        let solved_before = dbs.is_whole_game_solved();
        let result = whole_game(&dbs, rules, &report, &cancel);
        bar.finish_and_clear();
        let value = result?;
        let mut text = if solved_before {
            format!("the whole game of {rules} was solved before")
        } else {
            format!(
                "solved the whole game of {rules} in {:.1} s",
                started.elapsed().as_secs_f64()
            )
        };
        text.push_str(&format!(
            "\nthe empty board, {} to move: {}",
            rules.first(),
            value_words(value)
        ));
        if args.stats {
            let stats = dbs.whole_game_stats()?;
            text.push_str(&format!(
                "\npositions {} (up to symmetry)\n{stats}",
                stats.wins + stats.losses + stats.draws
            ));
        }
        if args.verify {
            let started = Instant::now();
            let bad = dbs.verify_whole_game()?;
            let secs = started.elapsed().as_secs_f64();
            if bad > 0 {
                anyhow::bail!(
                    "{text}\nverify: {bad} positions disagree with their children's values ({secs:.1} s); solve again after deleting {}",
                    dbs.dir().display()
                );
            }
            text.push_str(&format!(
                "\nverify: every value agrees with its children's ({secs:.1} s)"
            ));
        }
        return Ok(Some(text));
    }
    let result = match (args.pair, args.up_to) {
        (Some(pair), _) => dbs.solve_until(pair, &report, &cancel),
        (None, Some(n)) => dbs.solve_up_to_until(n as usize, &report, &cancel),
        (None, None) => Ok(()),
    };
    bar.finish_and_clear();
    result?;
    match (args.stats, args.pair) {
        (true, Some(pair)) => Ok(Some(dbs.stats(pair)?.to_string())),
        _ => Ok(None),
    }
}

/// Solves the whole game, or says why these rules' cannot be.
fn whole_game(
    dbs: &Databases,
    rules: morris_core::Rules,
    report: &(dyn Fn(SolveEvent) + Sync),
    cancel: &morris_ai::search::StopFlag,
) -> anyhow::Result<DbValue> {
    if !morris_ai::db::covers_whole_game(&rules) {
        if rules.board() == morris_core::Board::TwentyFour {
            anyhow::bail!(
                "the whole game is solved here for the small boards only (--rules three, \
                 --rules six); on the large board, solve the endgame databases: \
                 solve --up-to N"
            );
        }
        anyhow::bail!(
            "the whole game of {rules} cannot be solved: its rules remember earlier turns \
             (marked pieces, spent mills, removals due), which a solved position does not hold"
        );
    }
    Ok(dbs.solve_whole_game(report, cancel)?)
}

/// A value in the command line's words, for the side to move.
fn value_words(value: DbValue) -> String {
    match value {
        DbValue::Win(d) => format!("wins in {d} plies with perfect play"),
        DbValue::Loss(d) => format!("loses in {d} plies with perfect play"),
        DbValue::Draw => "a draw with perfect play".to_owned(),
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
