//! `morris solve`: builds endgame databases with a progress bar, and prints
//! a pair's statistics.

use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use morris_ai::db::{Databases, DbValue, Pair, Progress, SolveEvent, Stats, Wdl};

use crate::cli::SolveArgs;

mod sectors;
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
/// `--all` on a small board, the check's result with `--verify`.
///
/// # Errors
/// Bad rules or pair, a database that cannot be written, or (with
/// `--verify`) a stored value that disagrees with its children's.
pub fn run(args: &SolveArgs) -> anyhow::Result<Option<String>> {
    let rules = args.rules.rules()?;
    let dir = databases_dir(args.dir.as_ref())?;
    let dbs = Databases::new(&dir, rules);
    // Ctrl-C stops the solve between steps: what is finished stays, and
    // running the same command again goes on from there.
    let cancel = morris_ai::search::StopFlag::new();
    let flag = cancel.clone();
    let _ = ctrlc::set_handler(move || flag.stop());
    if args.all && rules.board() != morris_core::Board::TwentyFour {
        return small_board(args, &dbs, &cancel).map(Some);
    }
    let classes = match (args.all, args.pair, args.up_to) {
        (true, _, _) => dbs.all_classes(),
        (false, None, Some(n)) => dbs.classes_up_to(n as usize),
        _ => Vec::new(),
    };
    let bar = Bar::new(&dbs, &classes)?;
    let report = |event: SolveEvent| bar.event(event, &pair_words);
    let result = match (args.pair, args.all, args.up_to) {
        (Some(pair), _, _) => dbs.solve_until(pair, &report, &cancel),
        (None, true, _) => dbs.solve_all_until(&report, &cancel),
        (None, false, Some(n)) => dbs.solve_up_to_until(n as usize, &report, &cancel),
        (None, false, None) => Ok(()),
    };
    bar.finish();
    result?;
    // What --stats and --verify look at: the pair, or every pair solved.
    let pairs: Vec<Pair> = match args.pair {
        Some(pair) => vec![pair],
        None => classes
            .iter()
            .flat_map(|&c| {
                if c.swapped() == c {
                    vec![c]
                } else {
                    vec![c, c.swapped()]
                }
            })
            .collect(),
    };
    let mut text = Vec::new();
    if args.stats {
        text.push(stats_text(&dbs, &pairs, args.pair.is_some())?);
    }
    if args.verify {
        text.push(verify_pairs(&dbs, &pairs, &cancel)?);
    }
    if args.pack {
        text.push(pack_pairs(&dbs, &pairs, &cancel)?);
    }
    if args.sectors {
        text.push(sectors::run(&dbs, &cancel)?);
    }
    if args.opening {
        let moves = args.moves.as_deref().unwrap_or_default();
        let (start, what) = match &args.position {
            Some(text) => {
                let setup: morris_core::Setup = text
                    .parse()
                    .map_err(|e| anyhow::anyhow!("--position {text:?}: {e}"))?;
                let pos = morris_core::Position::from_setup(&setup, rules)
                    .map_err(|e| anyhow::anyhow!("--position {text:?}: {e}"))?;
                (pos, format!("the position {pos}"))
            }
            None if moves.trim().is_empty() => (
                *crate::perft::after_moves(rules, "")?.position(),
                "the empty board".to_string(),
            ),
            None => (
                *crate::perft::after_moves(rules, moves)?.position(),
                format!(
                    "after {}",
                    moves.split_whitespace().collect::<Vec<_>>().join(" ")
                ),
            ),
        };
        let start = &start;
        let started = Instant::now();
        let (value, positions) = dbs.opening_value(start, &cancel)?;
        text.push(format!(
            "{what}, {} to move: {} with perfect play ({positions} placing positions searched, {:.1} s)",
            start.side_to_move(),
            match value {
                Wdl::Win => "a win",
                Wdl::Draw => "a draw",
                Wdl::Loss => "a loss",
            },
            started.elapsed().as_secs_f64()
        ));
        for placements in 1..=args.placements.unwrap_or(0) {
            text.push(value_placings(&dbs, placements, &cancel)?);
        }
    }
    Ok((!text.is_empty()).then(|| text.join("\n")))
}

/// Values every position after `placements` placements, with a progress
/// bar, and says how they came out.
fn value_placings(
    dbs: &Databases,
    placements: u32,
    cancel: &morris_ai::search::StopFlag,
) -> anyhow::Result<String> {
    let bar = ProgressBar::new(1);
    bar.set_style(
        ProgressStyle::with_template(&format!(
            "after {placements} placements [{{bar:32}}] {{pos}}/{{len}} {{elapsed_precise}} (about {{eta}} left)"
        ))
        .map_err(|e| anyhow::anyhow!("{e}"))?
        .progress_chars("=> "),
    );
    let started = Instant::now();
    let counts = dbs.value_placings(
        placements,
        &|done, total| {
            bar.set_length(total as u64);
            bar.set_position(done as u64);
        },
        cancel,
    );
    bar.finish_and_clear();
    let counts = counts?;
    let total = counts.wins + counts.draws + counts.losses;
    Ok(format!(
        "after {placements} placement{}: {total} positions (one of each class), {} won, {} drawn, {} lost for the side to move ({:.1} s)",
        if placements == 1 { "" } else { "s" },
        counts.wins,
        counts.draws,
        counts.losses,
        started.elapsed().as_secs_f64()
    ))
}

/// The progress of a solve or a check: one bar over every class to do
/// (with the time left), or over the pair under way.
struct Bar {
    bar: ProgressBar,
    /// The work of each class, when the bar runs over several.
    classes: Vec<(Pair, u64)>,
    /// The work done in the classes finished, and when the class under way
    /// began.
    state: Mutex<(u64, Instant)>,
}

impl Bar {
    fn new(dbs: &Databases, classes: &[Pair]) -> anyhow::Result<Bar> {
        let bar = ProgressBar::new(1);
        bar.set_style(
            ProgressStyle::with_template(
                "{msg:>14} [{bar:32}] {percent:>3}% {elapsed_precise} (about {eta} left)",
            )
            .map_err(|e| anyhow::anyhow!("{e}"))?
            .progress_chars("=> "),
        );
        // Generating is half of a class's work, resolving the other half.
        let classes: Vec<(Pair, u64)> = classes
            .iter()
            .map(|&c| (c, 2 * dbs.class_entries(c)))
            .collect();
        let done: u64 = classes
            .iter()
            .filter(|(c, _)| dbs.has_class_files(*c))
            .map(|(_, w)| w)
            .sum();
        if !classes.is_empty() {
            bar.set_length(classes.iter().map(|(_, w)| w).sum::<u64>().max(1));
            bar.set_position(done);
            bar.reset_eta();
        }
        Ok(Bar {
            bar,
            classes,
            state: Mutex::new((done, Instant::now())),
        })
    }

    /// The work of the class of `pair`, if the bar runs over classes.
    fn weight(&self, pair: Pair) -> Option<u64> {
        self.classes
            .iter()
            .find(|(c, _)| *c == pair || c.swapped() == pair)
            .map(|&(_, w)| w)
    }

    fn event(&self, event: SolveEvent, words: &dyn Fn(Pair) -> String) {
        let Ok(mut state) = self.state.lock() else {
            return;
        };
        match event {
            SolveEvent::Start { pair } => {
                state.1 = Instant::now();
                if self.weight(pair).is_none() {
                    self.bar.reset();
                }
                self.bar.set_message(words(pair));
            }
            SolveEvent::Progress { pair, progress } => {
                let (done, total) = match progress {
                    Progress::Generating { done, total } => (done, 2 * total),
                    Progress::Resolving { done, total, .. } => (total + done, 2 * total),
                    Progress::Checking { done, total } => (done, total),
                };
                match self.weight(pair) {
                    Some(_) => self.bar.set_position(state.0 + done),
                    None => {
                        self.bar.set_length(total.max(1));
                        self.bar.set_position(done);
                    }
                }
            }
            SolveEvent::Done { pair } => {
                if let Some(w) = self.weight(pair) {
                    state.0 += w;
                    self.bar.set_position(state.0);
                }
                let secs = state.1.elapsed().as_secs_f64();
                self.bar
                    .suspend(|| eprintln!("solved {} in {secs:.1} s", words(pair)));
            }
        }
    }

    fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// The statistics of solved pairs: one pair's lines, or a table of every
/// pair (canonical states, as the published solutions count them) with
/// the totals.
fn stats_text(dbs: &Databases, pairs: &[Pair], one: bool) -> anyhow::Result<String> {
    if one && let [pair] = pairs {
        return Ok(dbs.stats(*pair)?.to_string());
    }
    let mut text = format!(
        "{:<5} {:>14} {:>14} {:>14} {:>14} {:>11} {:>12}",
        "pair", "states", "wins", "losses", "draws", "longest-win", "longest-loss"
    );
    let mut total = Stats::default();
    for &pair in pairs {
        let s = dbs.stats(pair)?;
        text.push_str(&format!(
            "\n{:<5} {:>14} {:>14} {:>14} {:>14} {:>11} {:>12}",
            pair.to_string(),
            s.canonical(),
            s.canonical_wins,
            s.canonical_losses,
            s.canonical_draws,
            s.longest_win,
            s.longest_loss
        ));
        total.canonical_wins += s.canonical_wins;
        total.canonical_losses += s.canonical_losses;
        total.canonical_draws += s.canonical_draws;
        total.longest_win = total.longest_win.max(s.longest_win);
        total.longest_loss = total.longest_loss.max(s.longest_loss);
    }
    text.push_str(&format!(
        "\n{:<5} {:>14} {:>14} {:>14} {:>14} {:>11} {:>12}",
        "all",
        total.canonical(),
        total.canonical_wins,
        total.canonical_losses,
        total.canonical_draws,
        total.longest_win,
        total.longest_loss
    ));
    Ok(text)
}

/// Checks the pairs' values against their children's, one pair at a time
/// with a bar; fails naming the pairs that disagree.
fn verify_pairs(
    dbs: &Databases,
    pairs: &[Pair],
    cancel: &morris_ai::search::StopFlag,
) -> anyhow::Result<String> {
    let started = Instant::now();
    let bar = Bar::new(dbs, &[])?;
    let report = |event: SolveEvent| match event {
        // Told once at the end, not a line a pair.
        SolveEvent::Done { .. } => {}
        _ => bar.event(event, &|pair| format!("checking {pair}")),
    };
    let mut bad = Vec::new();
    let mut checked = 0u64;
    for &pair in pairs {
        let n = dbs.verify_values(pair, &report, cancel);
        let n = match n {
            Ok(n) => n,
            Err(e) => {
                bar.finish();
                return Err(e.into());
            }
        };
        checked += 1;
        if n > 0 {
            bad.push(format!("{pair}: {n}"));
        }
    }
    bar.finish();
    let secs = started.elapsed().as_secs_f64();
    if !bad.is_empty() {
        anyhow::bail!(
            "verify: positions disagree with their children's values in {} ({secs:.1} s); \
             delete those pairs' files and solve again",
            bad.join(", ")
        );
    }
    let which = match pairs {
        [pair] => pair.to_string(),
        _ => format!("the {checked} pairs"),
    };
    Ok(format!(
        "verify: every value of {which} agrees with its children's ({secs:.1} s)"
    ))
}

/// `--all` on a small board: the whole game solved, its value, and its
/// statistics and check when asked.
fn small_board(
    args: &SolveArgs,
    dbs: &Databases,
    cancel: &morris_ai::search::StopFlag,
) -> anyhow::Result<String> {
    let rules = *dbs.rules();
    let bar = Bar::new(dbs, &[])?;
    let report = |event: SolveEvent| bar.event(event, &|_| "the whole game".to_owned());
    let started = Instant::now();
    let solved_before = dbs.is_whole_game_solved();
    let result = whole_game(dbs, rules, &report, cancel);
    bar.finish();
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
            "\npositions {} (up to symmetry)\n{stats}\n\
             reachable from the empty board as they stand (board, pieces in hand, side to move; \
             not reduced by symmetry): positions {}, wins {}, losses {}, draws {}",
            stats.canonical(),
            stats.wins + stats.losses + stats.draws,
            stats.wins,
            stats.losses,
            stats.draws,
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
    Ok(text)
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
        DbValue::Win(d) => format!("wins in {d} turns with perfect play"),
        DbValue::Loss(d) => format!("loses in {d} turns with perfect play"),
        DbValue::Draw => "a draw with perfect play".to_owned(),
    }
}

/// A pair with its mirror, as they are solved together: `4-3 and 3-4`, or
/// `3-3` once (the command line's words are English).
fn pair_words(pair: Pair) -> String {
    let other = pair.swapped();
    if other == pair {
        pair.to_string()
    } else {
        format!("{pair} and {other}")
    }
}

/// `--pack`: each pair's pack written from its database file, a line a
/// pair and the totals.
fn pack_pairs(
    dbs: &Databases,
    pairs: &[Pair],
    cancel: &morris_ai::search::StopFlag,
) -> anyhow::Result<String> {
    let started = Instant::now();
    let mut lines = Vec::new();
    let (mut bytes, mut from, mut entries) = (0u64, 0u64, 0u64);
    for &pair in pairs {
        if cancel.is_stopped() {
            anyhow::bail!("stopped: the packs written so far stay");
        }
        let one = Instant::now();
        let packed = dbs.pack(pair)?;
        bytes += packed.bytes;
        from += packed.from_bytes;
        entries += packed.entries;
        lines.push(format!(
            "packed {pair}: {} positions, {} bytes from {} ({:.1} %), {:.1} s",
            packed.entries,
            packed.bytes,
            packed.from_bytes,
            100.0 * packed.bytes as f64 / packed.from_bytes.max(1) as f64,
            one.elapsed().as_secs_f64()
        ));
    }
    lines.push(format!(
        "packs: {} pairs, {entries} positions, {bytes} bytes from {from} ({:.1} %), {:.1} s",
        pairs.len(),
        100.0 * bytes as f64 / from.max(1) as f64,
        started.elapsed().as_secs_f64()
    ));
    Ok(lines.join("\n"))
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
