//! Fits the evaluation weights to game results: a logistic (Texel-style)
//! regression of each position's result on its features.
//!
//! The evaluation is linear in its features ([`morris_ai::eval::features`]),
//! one weight vector per stage, so the fit is a plain logistic regression:
//! the probability that the side to move wins is `1 / (1 + e^(-v / K))`
//! with `v` the evaluation in hundredths of a piece. The material weight is
//! held at 100, which fixes the unit; `K` and every other weight are fitted
//! by gradient descent (Adam) on the squared error against the results
//! (1 a win, 0.5 a draw, 0 a loss), 10% of the positions held out to check
//! the fit generalises.
//!
//! ```text
//! cargo run --release -p morris-ai --example fit -- selfplay OUT --games N [--nodes K] [--seed S] [--threads T] [--rules PRESET]
//! cargo run --release -p morris-ai --example fit -- records OUT FILE_OR_DIR...
//! cargo run --release -p morris-ai --example fit -- db OUT DB_DIR --count N [--seed S]
//! cargo run --release -p morris-ai --example fit -- weights DATA... [--rules PRESET]
//! ```
//!
//! A data file has one position a line: the position text, a tab, and the
//! result for the side to move (`1`, `0.5` or `0`). Every position is under
//! the `nine` rules, or under the preset `--rules PRESET` names (for
//! `selfplay` and `weights`; `records` reads the rules of each record).
//!
//! The two rounds of docs/measurements/strength.md ("The fitted evaluation") were made so
//! (the options and counts of its table; seeds left at their defaults; the
//! match records are those of `cargo xtask strength --opponent`, or any
//! `morris match` directory):
//!
//! ```text
//! # round 1: self-play with the hand-set weights, and games against Sanmill's engine
//! cargo run --release -p morris-ai --example fit -- selfplay r1-self.tsv --games 1500 --nodes 20000
//! cargo run --release -p morris-ai --example fit -- records r1-match.tsv MATCH_DIR
//! cargo run --release -p morris-ai --example fit -- weights r1-self.tsv r1-match.tsv
//! # (the weights printed go into morris-ai/src/eval.rs, then:)
//! # round 2: self-play with round 1's weights, round 1's data, new match games,
//! # and positions of the endgame databases up to 10 pieces (`morris solve --up-to 10`)
//! cargo run --release -p morris-ai --example fit -- selfplay r2-self.tsv --games 1500 --nodes 20000
//! cargo run --release -p morris-ai --example fit -- records r2-match.tsv MATCH_DIR
//! cargo run --release -p morris-ai --example fit -- db r2-db.tsv ~/.local/share/morris/databases --count 40000
//! cargo run --release -p morris-ai --example fit -- weights r1-self.tsv r1-match.tsv r2-self.tsv r2-match.tsv r2-db.tsv
//! ```
//!
//! The weights of `dooz` (`DOOZ` in eval.rs): self-play under its rules
//! with the default weights, and the records of two 100-game matches of
//! level 10 against Sanmill's engine in dooz (`CHAM_GONU` likewise, with
//! `--rules cham-gonu` and one match):
//!
//! ```text
//! cargo run --release -p morris-ai --example fit -- selfplay dooz-self.tsv --games 1500 --nodes 20000 --rules dooz
//! cargo run --release -p morris-ai --example fit -- records dooz-match.tsv MATCH_DIR MATCH_DIR
//! cargo run --release -p morris-ai --example fit -- weights dooz-self.tsv dooz-match.tsv --rules dooz
//! ```
//!
//! `LASKER` and `TWELVE` the same way, each from 1,500 self-play games
//! under its rules with the default weights and the records of one
//! 200-game match of level 10 against Sanmill's engine in it (issue 44;
//! PRESET is `lasker` or `twelve`; a fit of `nerenchi` so made played
//! worse and is not in):
//!
//! ```text
//! cargo run --release -p morris-ai --example fit -- selfplay PRESET-self.tsv --games 1500 --nodes 20000 --rules PRESET --threads 2
//! cargo run --release -p morris-ai --example fit -- records PRESET-match.tsv MATCH_DIR
//! cargo run --release -p morris-ai --example fit -- weights PRESET-self.tsv PRESET-match.tsv --rules PRESET
//! ```

use std::collections::HashMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use morris_ai::db::Databases;
use morris_ai::eval::{FEATURE_NAMES, FEATURES, Stage, Weights, features};
use morris_ai::search::{Limits, StopFlag};
use morris_ai::{Ai, Level};
use morris_core::{Color, Game, Position, Preset, Record, Rules, Setup};
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

/// Self-play games longer than this are dropped.
const MAX_TURNS: usize = 300;
/// Random turns at the start of each self-play game.
const OPENING_TURNS: usize = 4;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("selfplay") => selfplay(&args[1..]),
        Some("records") => records(&args[1..]),
        Some("db") => db(&args[1..]),
        Some("weights") => fit(&args[1..]),
        _ => Err("usage: fit selfplay|records|db|weights ... (see the file's docs)".to_owned()),
    };
    if let Err(message) = result {
        eprintln!("fit: {message}");
        std::process::exit(2);
    }
}

/// The value after `--name`, parsed, or `default`.
fn flag<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> Result<T, String> {
    match args.iter().position(|a| a == name) {
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{name} needs a value")),
        None => Ok(default),
    }
}

/// The rules `--rules PRESET` names, or nine's.
fn rules_flag(args: &[String]) -> Result<Rules, String> {
    match args.iter().position(|a| a == "--rules") {
        Some(i) => {
            let name = args.get(i + 1).ok_or("--rules needs a preset")?;
            let preset: Preset = name.parse().map_err(|_| format!("no preset {name}"))?;
            Ok(Rules::preset(preset))
        }
        None => Ok(Rules::default()),
    }
}

/// The arguments that are not flags or their values.
fn positional(args: &[String]) -> Vec<&str> {
    let mut out = Vec::new();
    let mut skip = false;
    for a in args {
        if skip {
            skip = false;
        } else if a.starts_with("--") {
            skip = true;
        } else {
            out.push(a.as_str());
        }
    }
    out
}

/// The positions of a game after `skip` turns, each with its result for
/// the side to move.
fn labelled(game: &Game, skip: usize) -> Vec<(Position, f32)> {
    let winner = game.outcome().and_then(|o| o.winner);
    (skip..game.moves().len())
        .filter_map(|i| game.position_after(i))
        .filter(|p| !p.is_over())
        .map(|p| {
            let y = match winner {
                None => 0.5,
                Some(w) if w == p.side_to_move() => 1.0,
                Some(_) => 0.0,
            };
            (*p, y)
        })
        .collect()
}

fn write_data(path: &str, positions: &[(Position, f32)]) -> Result<(), String> {
    let mut text = String::new();
    for (p, y) in positions {
        text.push_str(&format!("{p}\t{y}\n"));
    }
    fs::write(path, text).map_err(|e| format!("{path}: {e}"))?;
    eprintln!("{} positions written to {path}", positions.len());
    Ok(())
}

/// Self-play at a fixed node budget from random openings.
fn selfplay(args: &[String]) -> Result<(), String> {
    let out = *positional(args).first().ok_or("selfplay OUT --games N")?;
    let games: usize = flag(args, "--games", 100)?;
    let nodes: u64 = flag(args, "--nodes", 20_000)?;
    let seed: u64 = flag(args, "--seed", 1)?;
    let threads: usize = flag(args, "--threads", 2)?;
    let rules = rules_flag(args)?;
    let next = AtomicUsize::new(0);
    let positions = Mutex::new(Vec::new());
    let ends = Mutex::new(HashMap::<String, usize>::new());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                let mut ais = [Ai::new(Level::MAX, seed), Ai::new(Level::MAX, seed)];
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games {
                        break;
                    }
                    let mut rng =
                        ChaCha8Rng::seed_from_u64(seed.wrapping_mul(1_000_003) + i as u64);
                    let mut game = Game::new(rules);
                    for _ in 0..OPENING_TURNS {
                        let moves = game.legal_moves();
                        if moves.is_empty() {
                            break;
                        }
                        let _ = game.play(moves[rng.random_range(0..moves.len())]);
                    }
                    for ai in &mut ais {
                        ai.new_game();
                    }
                    while !game.is_over() && game.moves().len() < MAX_TURNS {
                        let side = usize::from(game.position().side_to_move() == Color::Black);
                        let Some(choice) =
                            ais[side].choose(&game, Limits::nodes(nodes), &StopFlag::new(), |_| {})
                        else {
                            break;
                        };
                        if game.play(choice.mv).is_err() {
                            break;
                        }
                    }
                    let Some(outcome) = game.outcome() else {
                        continue;
                    };
                    if let Ok(mut ends) = ends.lock() {
                        *ends.entry(outcome.termination.to_string()).or_default() += 1;
                    }
                    let found = labelled(&game, OPENING_TURNS);
                    if let Ok(mut all) = positions.lock() {
                        all.extend(found);
                        if (i + 1).is_multiple_of(100) {
                            eprintln!("{} games, {} positions", i + 1, all.len());
                        }
                    }
                }
            });
        }
    });
    eprintln!("endings: {:?}", ends.into_inner().unwrap_or_default());
    write_data(out, &positions.into_inner().unwrap_or_default())
}

/// Every record file under the paths given.
fn record_files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        if let Ok(entries) = fs::read_dir(path) {
            let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
            paths.sort();
            for p in paths {
                record_files(&p, out);
            }
        }
    } else if path.extension().is_some_and(|e| e == "pgn") {
        out.push(path.to_owned());
    }
}

/// Positions of finished games in records (of matches, say).
fn records(args: &[String]) -> Result<(), String> {
    let paths = positional(args);
    let (out, inputs) = paths.split_first().ok_or("records OUT FILE_OR_DIR...")?;
    let mut files = Vec::new();
    for input in inputs {
        record_files(Path::new(input), &mut files);
    }
    let mut positions = Vec::new();
    for file in &files {
        let Ok(text) = fs::read_to_string(file) else {
            continue;
        };
        let Ok(record) = text.parse::<Record>() else {
            continue;
        };
        let Ok(game) = record.to_game() else { continue };
        // Only games decided by the rules: a forfeit says nothing of the
        // positions.
        if game.position().outcome().is_none() && game.outcome().is_none_or(|o| o.winner.is_some())
        {
            continue;
        }
        let skip: usize = record
            .tag("OpeningTurns")
            .and_then(|t| t.parse().ok())
            .unwrap_or(0);
        positions.extend(labelled(&game, skip));
    }
    eprintln!("{} records read", files.len());
    write_data(out, &positions)
}

/// Random positions of solved endgame databases with their exact results.
fn db(args: &[String]) -> Result<(), String> {
    let paths = positional(args);
    let [out, dir] = paths[..] else {
        return Err("db OUT DB_DIR --count N".to_owned());
    };
    let count: usize = flag(args, "--count", 10_000)?;
    let seed: u64 = flag(args, "--seed", 1)?;
    let rules = Rules::default();
    let dbs = Databases::new(PathBuf::from(dir), rules);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut positions = Vec::new();
    let mut tries = 0;
    while positions.len() < count && tries < count * 50 {
        tries += 1;
        let white = rng.random_range(3..=9usize);
        let black = rng.random_range(3..=9usize);
        if white + black > 10 {
            continue;
        }
        let mut points: Vec<usize> = (0..24).collect();
        for i in 0..white + black {
            let j = rng.random_range(i..24);
            points.swap(i, j);
        }
        let mut text = String::new();
        let names = morris_core::Point::ALL;
        let mut board = ['.'; 24];
        for &i in &points[..white] {
            board[i] = 'W';
        }
        for &i in &points[white..white + black] {
            board[i] = 'B';
        }
        for (k, p) in names.iter().enumerate() {
            if k > 0 && names[k - 1].rank() != p.rank() {
                text.push('/');
            }
            text.push(board[k]);
        }
        let side = if rng.random_bool(0.5) { "w" } else { "b" };
        text.push_str(&format!(" {side} 0 0 0 30"));
        let Ok(setup) = text.parse::<Setup>() else {
            continue;
        };
        let Ok(pos) = Position::from_setup(&setup, rules) else {
            continue;
        };
        if pos.is_over() {
            continue;
        }
        let Some(value) = dbs.probe(&pos) else {
            continue;
        };
        let y = match value {
            morris_ai::db::DbValue::Win(_) => 1.0,
            morris_ai::db::DbValue::Loss(_) => 0.0,
            morris_ai::db::DbValue::Draw => 0.5,
        };
        positions.push((pos, y));
    }
    write_data(out, &positions)
}

/// One position for the fit: its stage, features and result.
struct Sample {
    stage: usize,
    f: [f64; FEATURES],
    y: f64,
}

fn read_samples(files: &[&str], rules: Rules) -> Result<Vec<Sample>, String> {
    let mut samples = Vec::new();
    for file in files {
        let text = fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        for (n, line) in text.lines().enumerate() {
            let bad = || format!("{file}:{}: expected POSITION<TAB>RESULT", n + 1);
            let (position, result) = line.split_once('\t').ok_or_else(bad)?;
            let setup: Setup = position.parse().map_err(|_| bad())?;
            let pos = Position::from_setup(&setup, rules).map_err(|_| bad())?;
            let y: f64 = result.trim().parse().map_err(|_| bad())?;
            let (stage, f) = features(&pos);
            let stage = Stage::ALL.iter().position(|s| *s == stage).unwrap_or(0);
            samples.push(Sample {
                stage,
                f: f.map(f64::from),
                y,
            });
        }
    }
    Ok(samples)
}

/// The fitted model: weights by stage and the scale `K`.
#[derive(Clone)]
struct Model {
    w: [[f64; FEATURES]; 3],
    k: f64,
}

impl Model {
    fn value(&self, s: &Sample) -> f64 {
        s.f.iter().zip(&self.w[s.stage]).map(|(f, w)| f * w).sum()
    }

    fn predict(&self, s: &Sample) -> f64 {
        1.0 / (1.0 + (-self.value(s) / self.k).exp())
    }

    fn loss(&self, samples: &[&Sample]) -> f64 {
        let total: f64 = samples
            .iter()
            .map(|s| (self.predict(s) - s.y).powi(2))
            .sum();
        total / samples.len().max(1) as f64
    }
}

/// The fit: Adam on the mean squared error, full batches.
fn fit(args: &[String]) -> Result<(), String> {
    let files = positional(args);
    if files.is_empty() {
        return Err("weights DATA...".to_owned());
    }
    let steps: usize = flag(args, "--steps", 3000)?;
    let l2: f64 = flag(args, "--l2", 1e-7)?;
    let samples = read_samples(&files, rules_flag(args)?)?;
    // Every tenth position is held out.
    let (train, test): (Vec<&Sample>, Vec<&Sample>) = {
        let mut train = Vec::new();
        let mut test = Vec::new();
        for (i, s) in samples.iter().enumerate() {
            if i % 10 == 9 {
                test.push(s)
            } else {
                train.push(s)
            }
        }
        (train, test)
    };
    let start = Weights::default();
    let mut model = Model {
        w: start.stages.map(|row| row.map(f64::from)),
        k: 100.0,
    };
    // First the scale alone, for the weights as they are.
    let mut best_k = (f64::INFINITY, model.k);
    for k in (20..=600).step_by(10) {
        model.k = f64::from(k);
        let loss = model.loss(&train);
        if loss < best_k.0 {
            best_k = (loss, model.k);
        }
    }
    model.k = best_k.1;
    let before = (model.loss(&train), model.loss(&test), model.k);
    let by_stage = |s: usize| train.iter().filter(|x| x.stage == s).count();
    eprintln!(
        "{} positions ({} placing, {} moving, {} flying), {} held out",
        samples.len(),
        by_stage(0),
        by_stage(1),
        by_stage(2),
        test.len()
    );
    // Adam over the weights (material fixed) and log K.
    let n = 3 * FEATURES + 1;
    let (mut m, mut v) = (vec![0.0; n], vec![0.0; n]);
    let (b1, b2, rate) = (0.9, 0.999, 0.5);
    for step in 1..=steps {
        let mut grad = vec![0.0; n];
        for s in &train {
            let p = model.predict(s);
            // d(p - y)^2 / dv = 2 (p - y) p (1 - p) / K.
            let d = 2.0 * (p - s.y) * p * (1.0 - p);
            for i in 1..FEATURES {
                grad[s.stage * FEATURES + i] += d * s.f[i] / model.k;
            }
            grad[n - 1] += d * (-model.value(s) / model.k);
        }
        let count = train.len() as f64;
        for (i, g) in grad.iter_mut().enumerate() {
            *g /= count;
            if i < n - 1 {
                *g += l2 * model.w[i / FEATURES][i % FEATURES];
            }
        }
        for i in 0..n {
            if i < n - 1 && i % FEATURES == 0 {
                continue;
            }
            m[i] = b1 * m[i] + (1.0 - b1) * grad[i];
            v[i] = b2 * v[i] + (1.0 - b2) * grad[i] * grad[i];
            let mh = m[i] / (1.0 - b1.powi(step as i32));
            let vh = v[i] / (1.0 - b2.powi(step as i32));
            let delta = rate * mh / (vh.sqrt() + 1e-12);
            if i == n - 1 {
                model.k = (model.k.ln() - delta * 0.01).exp();
            } else {
                model.w[i / FEATURES][i % FEATURES] -= delta;
            }
        }
        if step % 500 == 0 {
            eprintln!(
                "step {step}: train {:.6}, held out {:.6}, K {:.1}",
                model.loss(&train),
                model.loss(&test),
                model.k
            );
        }
    }
    let rounded = Model {
        w: model.w.map(|row| row.map(f64::round)),
        k: model.k,
    };
    println!(
        "loss (mean squared error) before: train {:.6}, held out {:.6} (K {:.1})",
        before.0, before.1, before.2
    );
    println!(
        "loss after: train {:.6}, held out {:.6} (K {:.1}), rounded weights: held out {:.6}",
        model.loss(&train),
        model.loss(&test),
        model.k,
        rounded.loss(&test)
    );
    println!(
        "{:<18} {:>8} {:>8} {:>8}",
        "feature", "placing", "moving", "flying"
    );
    for (i, name) in FEATURE_NAMES.iter().enumerate() {
        println!(
            "{name:<18} {:>8} {:>8} {:>8}",
            rounded.w[0][i], rounded.w[1][i], rounded.w[2][i]
        );
    }
    let mut out = std::io::stdout();
    let _ = writeln!(out, "stages: [");
    for row in &rounded.w {
        let list: Vec<String> = row.iter().map(|w| format!("{w}")).collect();
        let _ = writeln!(out, "    [{}],", list.join(", "));
    }
    let _ = writeln!(out, "]");
    Ok(())
}
