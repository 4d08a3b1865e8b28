//! Measures the review's searched grades against the truth: how well the
//! drop of the expected score ([`TurnReview::drop`]) that a review without
//! databases finds tells the turns that change the game's value from those
//! that keep it (docs/measurements/review.md, "The thresholds").
//!
//! Seeded games from the empty board between the playing levels (every
//! ordered pair of two different levels of `--levels`, in turn; each
//! player its own seed), which search without the databases and so make
//! real mistakes in the endgame. Every turn of the moving or flying phase
//! whose position the finished databases in DIR know is graded twice, with
//! the same code the review runs ([`Reviewer::review_turn`]):
//!
//! 1. by a reviewer with the databases: the truth (the turn changed the
//!    game's value, kept a win but slower by more than the review's
//!    margin, or kept the value). Turns whose values the 50-move rule may
//!    still draw (`MayBeDrawn`) are counted and left out;
//! 2. by a reviewer without databases at `--depth` (the review's default):
//!    the drop and the grade the review gives where the databases do not
//!    reach.
//!
//! It prints, for the turns the search grades (the thresholds decide):
//! the counts by exact class, the drops' quantiles by class, the share of
//! value-changing turns in bands of drops, precision, recall, F1 and F0.5
//! of "drop ≥ T" against "the turn changed the value" for T from 0.10 to
//! 0.60 (with how often each T is where F1 and F0.5 peak when the games
//! are resampled), and what share of each searched grade changed the
//! value in truth, with lichess's thresholds and with the defaults. With
//! `--tsv FILE` it also writes one line a turn.
//!
//! ```text
//! cargo run --release -p morris-ai --example thresholds -- DIR [--games N] [--levels 2-7] [--depth 8] [--seed S] [--threads T] [--tsv FILE]
//! ```
//!
//! DIR is the databases' directory (as `morris solve` writes it); only the
//! pairs whose files are complete and checked are used. The output does
//! not depend on `--threads`: each game has its own players and reviewers.

use std::fmt::Write as _;
use std::io::Write as _;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use morris_ai::analysis::MoveValue;
use morris_ai::db::{Databases, Pair};
use morris_ai::review::{DEFAULT_DEPTH, Grade, Reviewer, Thresholds, TurnReview};
use morris_ai::search::{Limits, StopFlag};
use morris_ai::{Ai, Level};
use morris_core::{Color, Game, Rules};
use rayon::prelude::*;

/// Games longer than this many plies are cut there.
const MAX_PLIES: usize = 400;

fn main() {
    if let Err(e) = run() {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

struct Options {
    dir: String,
    games: usize,
    levels: (u8, u8),
    depth: u32,
    seed: u64,
    threads: usize,
    tsv: Option<String>,
}

fn options() -> Result<Options, String> {
    let usage = "usage: thresholds DIR [--games N] [--levels A-B] [--depth D] [--seed S] [--threads T] [--tsv FILE]";
    let mut args = std::env::args().skip(1);
    let mut o = Options {
        dir: String::new(),
        games: 60,
        levels: (2, 7),
        depth: DEFAULT_DEPTH,
        seed: 1,
        threads: 2,
        tsv: None,
    };
    let number = |name: &str, v: Option<String>| -> Result<u64, String> {
        let v = v.ok_or(format!("{name} needs a value"))?;
        v.parse()
            .map_err(|_| format!("{name}: not a number: {v:?}"))
    };
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--games" => o.games = number("--games", args.next())? as usize,
            "--depth" => o.depth = number("--depth", args.next())? as u32,
            "--seed" => o.seed = number("--seed", args.next())?,
            "--threads" => o.threads = number("--threads", args.next())?.max(1) as usize,
            "--tsv" => o.tsv = Some(args.next().ok_or("--tsv needs a file")?),
            "--levels" => {
                let v = args.next().ok_or("--levels needs A-B")?;
                let (a, b) = v.split_once('-').ok_or("--levels: A-B")?;
                let parse = |s: &str| {
                    s.parse::<u8>()
                        .ok()
                        .filter(|n| Level::new(*n).is_some())
                        .ok_or(format!("--levels: not a level: {s:?}"))
                };
                o.levels = (parse(a)?, parse(b)?);
                if o.levels.0 >= o.levels.1 {
                    return Err("--levels: A must be below B".into());
                }
            }
            _ if arg.starts_with('-') => return Err(format!("unknown option {arg}\n{usage}")),
            _ if o.dir.is_empty() => o.dir = arg,
            _ => return Err(usage.into()),
        }
    }
    if o.dir.is_empty() {
        return Err(usage.into());
    }
    Ok(o)
}

/// What the databases say a turn did.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Truth {
    /// Kept the value (a best or good turn, exactly).
    Kept,
    /// Kept a win (or a loss) but by more than the review's margin slower
    /// (hastened): an exact inaccuracy.
    Slower,
    /// Changed the game's value: an exact blunder.
    Changed,
}

impl Truth {
    const ALL: [Truth; 3] = [Truth::Kept, Truth::Slower, Truth::Changed];

    fn name(self) -> &'static str {
        match self {
            Truth::Kept => "value kept",
            Truth::Slower => "result kept, slower",
            Truth::Changed => "value changed",
        }
    }
}

/// One turn, graded both ways.
#[derive(Clone, Debug)]
struct Sample {
    game: usize,
    ply: usize,
    /// The level of the player who made the turn.
    level: u8,
    /// The exact value before the turn, for the mover: `win`, `draw`,
    /// `loss`.
    before: &'static str,
    truth: Truth,
    /// The drop the review without databases found.
    drop: f64,
    /// The grade it gave.
    grade: Grade,
    /// Whether the search found the turn best (graded best whatever the
    /// thresholds).
    best: bool,
    /// Whether that grade was exact all the same (a turn that ends the
    /// game against a best turn that does): the thresholds play no part.
    exact: bool,
}

/// What one game gave.
#[derive(Default)]
struct GameResult {
    samples: Vec<Sample>,
    plies: usize,
    /// Turns in the databases left out: the 50-move rule may draw them.
    may_be_drawn: usize,
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let o = options()?;
    let rules = Rules::default();
    let dbs = Arc::new(Databases::new(&o.dir, rules));
    let solved = dbs.solved_pairs();
    if solved.is_empty() {
        return Err(format!("no finished databases under {}", o.dir).into());
    }
    println!(
        "databases: {} finished pairs, up to {} pieces in all: {}",
        solved.len(),
        solved
            .iter()
            .map(|p| p.to_move + p.other)
            .max()
            .unwrap_or(0),
        solved
            .iter()
            .map(|p| format!("{}-{}", p.to_move, p.other))
            .collect::<Vec<_>>()
            .join(" ")
    );
    let pairs: Vec<(u8, u8)> = (o.levels.0..=o.levels.1)
        .flat_map(|a| (o.levels.0..=o.levels.1).map(move |b| (a, b)))
        .filter(|(a, b)| a != b)
        .collect();
    println!(
        "{} games, levels {}-{} (every ordered pair of two levels in turn), seed {}, review depth {}",
        o.games, o.levels.0, o.levels.1, o.seed, o.depth
    );
    let start = Instant::now();
    let done = AtomicUsize::new(0);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(o.threads)
        .build()?;
    let results: Mutex<Vec<(usize, GameResult)>> = Mutex::new(Vec::new());
    pool.install(|| {
        (0..o.games).into_par_iter().for_each(|i| {
            let levels = pairs[i % pairs.len()];
            let result = one_game(&dbs, &solved, rules, i, levels, &o);
            let n = done.fetch_add(1, Ordering::Relaxed) + 1;
            eprintln!(
                "game {i} (levels {} vs {}): {} plies, {} turns measured; {n}/{} done, {:.0} s",
                levels.0,
                levels.1,
                result.plies,
                result.samples.len(),
                o.games,
                start.elapsed().as_secs_f64()
            );
            if let Ok(mut r) = results.lock() {
                r.push((i, result));
            }
        });
    });
    let mut results = results.into_inner().map_err(|_| "a game panicked")?;
    results.sort_by_key(|r| r.0);
    let plies: usize = results.iter().map(|r| r.1.plies).sum();
    let may_be_drawn: usize = results.iter().map(|r| r.1.may_be_drawn).sum();
    let samples: Vec<Sample> = results.into_iter().flat_map(|r| r.1.samples).collect();
    println!(
        "{plies} plies played; {} turns known exactly before and after, {may_be_drawn} more left out (the 50-move rule may draw them); {:.0} s",
        samples.len(),
        start.elapsed().as_secs_f64()
    );
    if let Some(path) = &o.tsv {
        let mut f = std::io::BufWriter::new(std::fs::File::create(path)?);
        writeln!(f, "game\tply\tlevel\tbefore\ttruth\tdrop\tgrade\texact")?;
        for s in &samples {
            writeln!(
                f,
                "{}\t{}\t{}\t{}\t{:?}\t{:.4}\t{}\t{}",
                s.game, s.ply, s.level, s.before, s.truth, s.drop, s.grade, s.exact
            )?;
        }
    }
    print!("{}", report(&samples));
    Ok(())
}

/// Plays game `i` between `levels` and grades its turns that the databases
/// know, in the pairs `solved` (those finished when the run began: a pair
/// that a solve running beside finishes later does not change the run).
fn one_game(
    dbs: &Arc<Databases>,
    solved: &[Pair],
    rules: Rules,
    i: usize,
    levels: (u8, u8),
    o: &Options,
) -> GameResult {
    let seed = o.seed.wrapping_mul(1_000_003).wrapping_add(i as u64 * 2);
    let level = |n| Level::new(n).expect("a level");
    let mut players = [
        Ai::with_hash(level(levels.0), seed, 16),
        Ai::with_hash(level(levels.1), seed + 1, 16),
    ];
    let mut game = Game::new(rules);
    while game.moves().len() < MAX_PLIES && !game.is_over() {
        let side = usize::from(game.position().side_to_move() == Color::Black);
        let Some(choice) = players[side].choose(&game, Limits::depth(64), &StopFlag::new(), |_| {})
        else {
            break;
        };
        if game.play(choice.mv).is_err() {
            break;
        }
    }
    let mut result = GameResult {
        plies: game.moves().len(),
        ..GameResult::default()
    };
    let stop = StopFlag::new();
    let mut exact = Reviewer::new(1, Some(dbs.clone()), o.depth);
    let mut searched = Reviewer::new(64, None, o.depth);
    let thresholds = Thresholds::default();
    exact.set_thresholds(thresholds);
    searched.set_thresholds(thresholds);
    let mut before = Game::from_position(*game.start());
    for (ply, &turn) in game.moves().iter().enumerate() {
        let pos = *before.position();
        // The moving or flying phase, in a finished pair: the databases
        // know the position and every one it leads to.
        let us = pos.side_to_move();
        let pair = Pair::new(pos.piece_count(us), pos.piece_count(us.other()));
        if pos.is_moving_phase() && solved.contains(&pair) && dbs.probe(&pos).is_some() {
            let truth = exact.review_turn(&before, ply, turn, &stop);
            match truth {
                Some(t) if t.exact => {
                    let sure = |v: MoveValue| matches!(v, MoveValue::Exact(_));
                    if sure(t.before) && sure(t.after) {
                        let s: TurnReview = searched
                            .review_turn(&before, ply, turn, &stop)
                            .expect("a legal turn, not stopped");
                        let class = match t.grade {
                            Grade::Blunder => Truth::Changed,
                            Grade::Inaccuracy => Truth::Slower,
                            _ => Truth::Kept,
                        };
                        let wdl = match t.before {
                            MoveValue::Exact(v) => match v {
                                morris_ai::db::DbValue::Win(_) => "win",
                                morris_ai::db::DbValue::Draw => "draw",
                                morris_ai::db::DbValue::Loss(_) => "loss",
                            },
                            _ => unreachable!("checked exact"),
                        };
                        result.samples.push(Sample {
                            game: i,
                            ply,
                            level: if pos.side_to_move() == Color::Black {
                                levels.1
                            } else {
                                levels.0
                            },
                            before: wdl,
                            truth: class,
                            drop: s.drop(),
                            grade: s.grade,
                            best: s.best.first() == Some(&turn),
                            exact: s.exact,
                        });
                    } else {
                        result.may_be_drawn += 1;
                    }
                }
                _ => {}
            }
        }
        if before.play(turn).is_err() {
            break;
        }
    }
    result
}

/// The `q`-quantile of sorted values (nearest rank).
fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[i]
}

/// The tables, in Markdown.
fn report(samples: &[Sample]) -> String {
    let mut out = String::new();
    let searched: Vec<&Sample> = samples.iter().filter(|s| !s.exact).collect();
    // The regrading below is the review's own rule: it must give the
    // grades the review gave.
    let regraded = searched
        .iter()
        .filter(|s| grade_with(s, Thresholds::default()) != s.grade)
        .count();
    assert_eq!(regraded, 0, "grade_with differs from the review's grades");
    let _ = writeln!(
        out,
        "\n{} turns graded by the search (the thresholds decide), {} graded exactly even without databases (a turn that ends the game)\n",
        searched.len(),
        samples.len() - searched.len()
    );

    let _ = writeln!(out, "## The turns by exact class and value before\n");
    let _ = writeln!(
        out,
        "| before | value kept | result kept, slower | value changed |"
    );
    let _ = writeln!(out, "|---|---|---|---|");
    for before in ["win", "draw", "loss"] {
        let n = |t: Truth| {
            searched
                .iter()
                .filter(|s| s.before == before && s.truth == t)
                .count()
        };
        let _ = writeln!(
            out,
            "| {before} | {} | {} | {} |",
            n(Truth::Kept),
            n(Truth::Slower),
            n(Truth::Changed)
        );
    }

    let _ = writeln!(out, "\n## The search's drop by exact class\n");
    let _ = writeln!(
        out,
        "| class | turns | drop 0 | p25 | median | p75 | p90 | mean |"
    );
    let _ = writeln!(out, "|---|---|---|---|---|---|---|---|");
    let class_rows = Truth::ALL
        .iter()
        .map(|&t| (t.name().to_string(), Some(t), None))
        .chain([
            (
                "value changed, win thrown".to_string(),
                Some(Truth::Changed),
                Some("win"),
            ),
            (
                "value changed, draw thrown".to_string(),
                Some(Truth::Changed),
                Some("draw"),
            ),
        ]);
    for (name, truth, before) in class_rows {
        let mut drops: Vec<f64> = searched
            .iter()
            .filter(|s| truth.is_none_or(|t| s.truth == t))
            .filter(|s| before.is_none_or(|b| s.before == b))
            .map(|s| s.drop)
            .collect();
        drops.sort_by(f64::total_cmp);
        let zero = drops.iter().filter(|&&d| d == 0.0).count();
        let mean = drops.iter().sum::<f64>() / drops.len().max(1) as f64;
        let _ = writeln!(
            out,
            "| {name} | {} | {:.0} % | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} |",
            drops.len(),
            100.0 * zero as f64 / drops.len().max(1) as f64,
            quantile(&drops, 0.25),
            quantile(&drops, 0.5),
            quantile(&drops, 0.75),
            quantile(&drops, 0.9),
            mean
        );
    }

    out.push_str(&bands(&searched));
    out.push_str(&cuts(&searched));
    let lichess = Thresholds {
        inaccuracy: 0.1,
        mistake: 0.2,
        blunder: 0.3,
        ..Thresholds::default()
    };
    out.push_str(&grades_in_truth(
        &searched,
        "lichess's 0.1 / 0.2 / 0.3",
        lichess,
    ));
    let ours = Thresholds::default();
    if ours != lichess {
        out.push_str(&grades_in_truth(
            &searched,
            &format!(
                "the defaults, {} / {} / {}",
                ours.inaccuracy, ours.mistake, ours.blunder
            ),
            ours,
        ));
    }

    let _ = writeln!(out, "\n## By the mover's level\n");
    let _ = writeln!(
        out,
        "| level | turns | value changed | searched blunders | of them value changed |"
    );
    let _ = writeln!(out, "|---|---|---|---|---|");
    let mut levels: Vec<u8> = searched.iter().map(|s| s.level).collect();
    levels.sort_unstable();
    levels.dedup();
    for level in levels {
        let of: Vec<&&Sample> = searched.iter().filter(|s| s.level == level).collect();
        let changed = of.iter().filter(|s| s.truth == Truth::Changed).count();
        let blunders: Vec<&&&Sample> = of.iter().filter(|s| s.grade == Grade::Blunder).collect();
        let right = blunders
            .iter()
            .filter(|s| s.truth == Truth::Changed)
            .count();
        let _ = writeln!(
            out,
            "| {level} | {} | {changed} | {} | {right} |",
            of.len(),
            blunders.len()
        );
    }
    out
}

/// How many turns in each band of drops changed the value.
fn bands(searched: &[&Sample]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "\n## The share of value-changing turns by drop\n");
    let _ = writeln!(
        out,
        "| drop | turns | value changed | result kept, slower | share changed |"
    );
    let _ = writeln!(out, "|---|---|---|---|---|");
    let edges = [0.0, 0.05, 0.10, 0.15, 0.20, 0.25, 0.30, 0.40, 0.50, 0.55];
    // (name, lowest drop, highest drop excluded); the first row is the
    // drops of exactly 0.
    let mut rows: Vec<(String, f64, f64)> = vec![("0".to_string(), 0.0, 0.0)];
    for (i, &low) in edges.iter().enumerate() {
        let high = edges.get(i + 1).copied().unwrap_or(f64::INFINITY);
        let name = if high.is_infinite() {
            format!("{low:.2} or more")
        } else if low == 0.0 {
            format!("over 0 to {high:.2}")
        } else {
            format!("{low:.2} to {high:.2}")
        };
        rows.push((name, low, high));
    }
    for (name, low, high) in rows {
        let within = |d: f64| {
            if high == 0.0 {
                d == 0.0
            } else {
                d > 0.0 && d >= low - 1e-9 && d < high - 1e-9
            }
        };
        let of: Vec<&&Sample> = searched.iter().filter(|s| within(s.drop)).collect();
        let changed = of.iter().filter(|s| s.truth == Truth::Changed).count();
        let slower = of.iter().filter(|s| s.truth == Truth::Slower).count();
        let _ = writeln!(
            out,
            "| {name} | {} | {changed} | {slower} | {:.1} % |",
            of.len(),
            100.0 * changed as f64 / of.len().max(1) as f64
        );
    }
    out
}

/// The candidate thresholds.
fn candidates() -> Vec<f64> {
    (0..=10).map(|k| 0.10 + 0.05 * f64::from(k)).collect()
}

/// How "drop ≥ T" finds the turns that changed the value.
struct Cut {
    /// The turns it flags.
    flagged: usize,
    /// Those that changed the value.
    changed: usize,
    precision: f64,
    recall: f64,
    f1: f64,
    /// F0.5: precision weighted twice as much as recall.
    f05: f64,
}

/// How "drop ≥ t" does against "changed the value".
fn scores(searched: &[&Sample], t: f64) -> Cut {
    let positives = searched
        .iter()
        .filter(|s| s.truth == Truth::Changed)
        .count();
    // A hair below, so that 0.30 means what the thresholds mean.
    let flagged: Vec<&&Sample> = searched.iter().filter(|s| s.drop >= t - 1e-9).collect();
    let tp = flagged.iter().filter(|s| s.truth == Truth::Changed).count();
    let precision = tp as f64 / flagged.len().max(1) as f64;
    let recall = tp as f64 / positives.max(1) as f64;
    let f = |beta: f64| {
        let b2 = beta * beta;
        if precision + recall == 0.0 {
            0.0
        } else {
            (1.0 + b2) * precision * recall / (b2 * precision + recall)
        }
    };
    Cut {
        flagged: flagged.len(),
        changed: tp,
        precision,
        recall,
        f1: f(1.0),
        f05: f(0.5),
    }
}

/// The table of candidate thresholds, with how often each is where F1 and
/// F0.5 peak when the games are resampled (1,000 times, with replacement).
fn cuts(searched: &[&Sample]) -> String {
    let mut out = String::new();
    let ts = candidates();
    let mut by_game: Vec<Vec<&Sample>> = Vec::new();
    for s in searched {
        match by_game.last_mut() {
            Some(g) if g[0].game == s.game => g.push(s),
            _ => by_game.push(vec![s]),
        }
    }
    let mut peaks = vec![(0usize, 0usize); ts.len()];
    let mut rng = Lcg(2026);
    const RESAMPLES: usize = 1000;
    for _ in 0..RESAMPLES {
        let resample: Vec<&Sample> = (0..by_game.len())
            .flat_map(|_| by_game[rng.below(by_game.len())].iter().copied())
            .collect();
        let rows: Vec<_> = ts.iter().map(|&t| scores(&resample, t)).collect();
        let argmax = |key: fn(&Cut) -> f64| {
            (0..rows.len())
                .max_by(|&a, &b| key(&rows[a]).total_cmp(&key(&rows[b])).then(b.cmp(&a)))
                .unwrap_or(0)
        };
        peaks[argmax(|c| c.f1)].0 += 1;
        peaks[argmax(|c| c.f05)].1 += 1;
    }
    let _ = writeln!(
        out,
        "\n## \"drop ≥ T\" against \"the turn changed the value\"\n"
    );
    let _ = writeln!(
        out,
        "| T | flagged | value changed | precision | recall | F1 | F0.5 | F1 peaks here | F0.5 peaks here |"
    );
    let _ = writeln!(out, "|---|---|---|---|---|---|---|---|---|");
    for (i, &t) in ts.iter().enumerate() {
        let c = scores(searched, t);
        let _ = writeln!(
            out,
            "| {t:.2} | {} | {} | {:.1} % | {:.1} % | {:.3} | {:.3} | {:.0} % | {:.0} % |",
            c.flagged,
            c.changed,
            100.0 * c.precision,
            100.0 * c.recall,
            c.f1,
            c.f05,
            100.0 * peaks[i].0 as f64 / RESAMPLES as f64,
            100.0 * peaks[i].1 as f64 / RESAMPLES as f64,
        );
    }
    out
}

/// The grade a review gives a searched turn with these thresholds (as
/// `review::searched_grade` does).
fn grade_with(s: &Sample, t: Thresholds) -> Grade {
    if s.best {
        Grade::Best
    } else if s.drop >= t.blunder {
        Grade::Blunder
    } else if s.drop >= t.mistake {
        Grade::Mistake
    } else if s.drop >= t.inaccuracy {
        Grade::Inaccuracy
    } else {
        Grade::Good
    }
}

/// What share of each searched grade, with thresholds `t`, changed the
/// value in truth.
fn grades_in_truth(searched: &[&Sample], name: &str, t: Thresholds) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "\n## The searched grades with {name}, in truth\n");
    let _ = writeln!(
        out,
        "| searched grade | turns | value changed | result kept, slower | value kept |"
    );
    let _ = writeln!(out, "|---|---|---|---|---|");
    for grade in Grade::ALL {
        let of: Vec<&&Sample> = searched
            .iter()
            .filter(|s| grade_with(s, t) == grade)
            .collect();
        let share = |truth: Truth| {
            let n = of.iter().filter(|s| s.truth == truth).count();
            format!("{n} ({:.0} %)", 100.0 * n as f64 / of.len().max(1) as f64)
        };
        let _ = writeln!(
            out,
            "| {grade} | {} | {} | {} | {} |",
            of.len(),
            share(Truth::Changed),
            share(Truth::Slower),
            share(Truth::Kept)
        );
    }
    out
}

/// A small seeded generator for the resampling.
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
