//! `morris puzzles generate` and `morris puzzles verify`: puzzles certified
//! by the endgame databases ([`morris_ai::puzzles`]; the file format in
//! docs/PUZZLES.md).

use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::{IsTerminal as _, Write as _};
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use morris_ai::db::{self, Databases};
use morris_ai::puzzles::generate::{self, Generated, Progress, Settings};
use morris_ai::puzzles::{Kind, Puzzle, VerifyError, format, verify};
use morris_ai::search::StopFlag;
use morris_core::{Preset, Rules};

use crate::cli::RulesArgs;

/// The largest puzzle file read: 256 MiB.
const MOST_BYTES: u64 = 256 << 20;

/// The subcommands of `morris puzzles`.
#[derive(Debug, Clone, Subcommand)]
pub enum PuzzlesCommand {
    /// Find puzzles in the endgame databases' positions, certified by
    /// them: deterministic from the seed.
    Generate(GenerateArgs),
    /// Check every puzzle of a file against the endgame databases.
    Verify(VerifyArgs),
}

/// Options of `morris puzzles generate`.
#[derive(Debug, Clone, Args)]
pub struct GenerateArgs {
    /// How many puzzles.
    #[arg(long, value_name = "N", default_value_t = 100,
          value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub count: u32,
    /// The seed: the same seed and databases give the same file.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Positions of pairs with at most N pieces in all.
    #[arg(long, value_name = "N", default_value_t = 10,
          value_parser = clap::value_parser!(u32).range(6..=24))]
    pub most_pieces: u32,
    /// The longest win a puzzle's line may be, in plies.
    #[arg(long, value_name = "PLIES", default_value_t = 15,
          value_parser = clap::value_parser!(u16).range(1..=99))]
    pub most_plies: u16,
    /// Where the databases live (default: the data directory's).
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
    /// The file to write (default: stdout).
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Game records to take positions from first (a record, or a
    /// directory of them walked for .pgn and .txt files); repeatable.
    #[arg(long = "from", value_name = "PATH")]
    pub from: Vec<PathBuf>,
    /// Positions of the placing phase (the large board, every pair
    /// solved): holds and removals valued by the search over the placing
    /// phase, each position taking seconds.
    #[arg(long)]
    pub placing: bool,
    /// The rules: a preset, without changed options.
    #[command(flatten)]
    pub rules: RulesArgs,
}

/// Options of `morris puzzles verify`.
#[derive(Debug, Clone, Args)]
pub struct VerifyArgs {
    /// The puzzle file.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Where the databases live (default: the data directory's).
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

/// Runs `morris puzzles ...`; what to print on stdout.
///
/// # Errors
/// Bad rules, no databases, a file that cannot be read or written; for
/// `verify`, a bad line or a puzzle the databases refuse.
pub fn run(command: &PuzzlesCommand) -> anyhow::Result<String> {
    match command {
        PuzzlesCommand::Generate(args) => run_generate(args),
        PuzzlesCommand::Verify(args) => run_verify(args),
    }
}

/// The command that makes the same file, as the header says it.
#[must_use]
pub fn command_line(args: &GenerateArgs) -> String {
    let mut line = format!(
        "morris puzzles generate --rules {} --count {} --seed {} --most-pieces {} --most-plies {}",
        args.rules.rules, args.count, args.seed, args.most_pieces, args.most_plies
    );
    if args.placing {
        line.push_str(" --placing");
    }
    for path in &args.from {
        line.push_str(&format!(" --from {}", path.display()));
    }
    line
}

fn run_generate(args: &GenerateArgs) -> anyhow::Result<String> {
    let rules = args.rules.rules()?;
    if rules != Rules::preset(args.rules.rules) {
        anyhow::bail!("puzzles are made under a preset's rules: no --set");
    }
    let dir = crate::solve::databases_dir(args.dir.as_ref())?;
    if let Some(out) = &args.out {
        check_writable(out)?;
    }
    let dbs = Databases::new(&dir, rules);
    let settings = Settings {
        seed: args.seed,
        count: args.count as usize,
        most_pieces: args.most_pieces as usize,
        most_plies: args.most_plies,
        placing: args.placing,
        // The placing phase makes no win (certify::find_placing); holds
        // and removals share the count.
        most_percent: if args.placing {
            [0, 70, 70]
        } else {
            Settings::default().most_percent
        },
        ..Settings::default()
    };
    let sources = crate::puzzle_sources::read(&args.from, rules)?;
    for (path, why) in &sources.passed {
        eprintln!("morris: passed over {}: {why}", path.display());
    }
    if !args.from.is_empty() {
        eprintln!(
            "{} positions of {} games to look at first",
            sources.positions.len(),
            sources.games
        );
    }
    let cancel = StopFlag::new();
    let flag = cancel.clone();
    let _ = ctrlc::set_handler(move || flag.stop());
    let bar = progress_bar(u64::from(args.count));
    let start = Instant::now();
    let report = |p: Progress| {
        bar.set_position(p.found as u64);
        bar.set_message(format!("{} positions", p.tried));
    };
    let made = generate::generate_with(&dbs, &settings, &sources.positions, &report, &cancel);
    bar.finish_and_clear();
    for why in dbs.take_refusals() {
        eprintln!("morris: {why}");
    }
    let made = made?;
    for (position, why) in &made.refused {
        eprintln!("morris: refused the puzzle at {position}: {why}");
    }
    let seconds = start.elapsed().as_secs_f64();
    if made.puzzles.is_empty() {
        anyhow::bail!(
            "no puzzle found in {} positions of {}",
            made.tried,
            source_text(&made, args.placing)
        );
    }
    let header = vec![
        "Puzzles certified by the endgame databases (docs/PUZZLES.md).".to_owned(),
        format!("generated by: {}", command_line(args)),
        format!(
            "{}; {} positions looked at, of {}",
            kinds_text(&made.puzzles),
            made.tried,
            source_text(&made, args.placing)
        ),
    ];
    let mut header = header;
    if !args.from.is_empty() {
        header.push(format!(
            "{} from the {} positions of {} real games looked at first",
            made.from_games,
            sources.positions.len(),
            sources.games
        ));
    }
    let text = format::write(&header, &made.puzzles);
    eprintln!(
        "{} puzzles ({}) from {} positions in {seconds:.1} s: {:.0} a minute{}",
        made.puzzles.len(),
        kinds_text(&made.puzzles),
        made.tried,
        made.puzzles.len() as f64 * 60.0 / seconds.max(1e-9),
        if made.short {
            format!(", short of the {} asked", args.count)
        } else {
            String::new()
        }
    );
    match &args.out {
        Some(out) => {
            morris_ai::files::write_atomically(out, text.as_bytes())?;
            Ok(String::new())
        }
        None => Ok(text.trim_end().to_owned()),
    }
}

/// Refuses early a file that cannot be written: its directory missing.
fn check_writable(out: &Path) -> anyhow::Result<()> {
    let parent = out
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    if !parent.is_dir() {
        anyhow::bail!("{}: no such directory", parent.display());
    }
    if out.is_dir() {
        anyhow::bail!("{} is a directory, not a file", out.display());
    }
    Ok(())
}

/// A bar of puzzles found on stderr, hidden when stderr is no terminal.
fn progress_bar(len: u64) -> ProgressBar {
    let bar = if std::io::stderr().is_terminal() {
        ProgressBar::new(len)
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template(
            "[{bar:32}] {pos}/{len} puzzles, {msg} {elapsed_precise} (about {eta} left)",
        )
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> "),
    );
    bar
}

/// `5000 win, 2500 hold, 2500 removal`.
fn kinds_text(puzzles: &[Puzzle]) -> String {
    let mut parts = Vec::new();
    for kind in Kind::ALL {
        let n = puzzles.iter().filter(|p| p.kind() == kind).count();
        parts.push(format!("{n} {kind}"));
    }
    parts.join(", ")
}

/// Where a generation drew from: `the pairs 3-3 3-4 ...`, or random
/// games of a small board's solved whole game.
fn source_text(made: &Generated, placing: bool) -> String {
    if placing {
        return "random placements valued by the search over the placing phase".to_owned();
    }
    if made.pairs.is_empty() {
        return "random games of the solved whole game".to_owned();
    }
    let pairs: Vec<String> = made.pairs.iter().map(ToString::to_string).collect();
    format!("the pairs {}", pairs.join(" "))
}

/// What `verify` found.
#[derive(Debug, Default)]
struct Tally {
    certified: usize,
    refused: usize,
    uncovered: usize,
}

fn run_verify(args: &VerifyArgs) -> anyhow::Result<String> {
    let text = morris_ai::files::read_text(&args.file, MOST_BYTES)?;
    let dir = crate::solve::databases_dir(args.dir.as_ref())?;
    let loaded = format::load(&text);
    let name = args.file.display();
    let mut err = std::io::stderr().lock();
    for bad in &loaded.bad {
        let _ = writeln!(err, "{name}:{}: {}", bad.number, bad.error);
    }
    let mut databases: HashMap<Preset, Option<Databases>> = HashMap::new();
    let mut tally = Tally::default();
    let bar = progress_bar(loaded.puzzles.len() as u64);
    for (puzzle, number) in loaded.puzzles.iter().zip(&loaded.numbers) {
        bar.inc(1);
        let preset = puzzle.preset();
        let dbs = databases.entry(preset).or_insert_with(|| {
            let rules = Rules::preset(preset);
            (db::covers(&rules) || db::covers_whole_game(&rules))
                .then(|| Databases::new(&dir, rules))
        });
        let Some(dbs) = dbs.as_ref() else {
            tally.uncovered += 1;
            continue;
        };
        match verify(dbs, puzzle) {
            Ok(()) => tally.certified += 1,
            Err(VerifyError::NotCovered(_)) => tally.uncovered += 1,
            Err(why) => {
                tally.refused += 1;
                bar.suspend(|| {
                    let _ = writeln!(err, "{name}:{number}: puzzle {}: {why}", puzzle.id());
                });
            }
        }
    }
    bar.finish_and_clear();
    for dbs in databases.values().flatten() {
        for why in dbs.take_refusals() {
            let _ = writeln!(err, "morris: {why}");
        }
    }
    let mut out = String::new();
    let _ = write!(
        out,
        "{} puzzles: {} certified, {} refused, {} not checked (not solved in {}), {} bad lines",
        loaded.puzzles.len(),
        tally.certified,
        tally.refused,
        tally.uncovered,
        dir.display(),
        loaded.bad.len()
    );
    if tally.refused > 0 || !loaded.bad.is_empty() {
        let _ = writeln!(std::io::stdout(), "{out}");
        anyhow::bail!(
            "{name}: {} puzzles refused, {} bad lines",
            tally.refused,
            loaded.bad.len()
        );
    }
    if tally.certified == 0 && !loaded.puzzles.is_empty() {
        let _ = writeln!(std::io::stdout(), "{out}");
        anyhow::bail!(
            "{name}: no puzzle could be checked: the databases in {} do not value them",
            dir.display()
        );
    }
    Ok(out)
}
