//! The endgame solver's benchmark, run by `cargo xtask bench` in a release
//! build: every class of Nine Men's Morris up to a number of pieces in all
//! solved in a fresh directory, one after the other, with each class's
//! entries (a byte each on disk), time and entries a second, then the
//! forward check (`morris solve --verify`) of the largest pair.
//!
//! `cargo run --release -p morris-ai --example solve -- [PIECES] [DIR]`
//! (default 9 pieces; with DIR the files are kept there and a class
//! already solved is skipped).

use std::time::Instant;

use morris_ai::db::{Databases, Pair, SolveEvent};
use morris_ai::search::StopFlag;
use morris_core::Rules;

fn main() {
    if let Err(e) = run() {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let pieces: usize = match args.first() {
        Some(n) => n
            .parse()
            .map_err(|_| format!("PIECES must be a number from 6 to 18, got {n:?}"))?,
        None => 9,
    };
    if !(6..=18).contains(&pieces) {
        return Err(format!("PIECES must be from 6 to 18, got {pieces}").into());
    }
    let temp;
    let dir = match args.get(1) {
        Some(d) => std::path::PathBuf::from(d),
        None => {
            temp = tempfile::tempdir()?;
            temp.path().to_path_buf()
        }
    };
    let dbs = Databases::new(&dir, Rules::default());
    let threads = rayon::current_num_threads();
    println!("endgame solver, nine men's morris, up to {pieces} pieces, {threads} threads");
    println!(
        "{:<9} {:>13} {:>9} {:>14}",
        "class", "entries", "seconds", "entries/s"
    );
    let cancel = StopFlag::new();
    let (mut entries, mut seconds) = (0u64, 0f64);
    let mut largest = Pair::new(3, 3);
    for class in dbs.classes_up_to(pieces) {
        let n = dbs.class_entries(class);
        if n > dbs.class_entries(largest) {
            largest = class;
        }
        if dbs.has_class_files(class) {
            println!("{:<9} {n:>13} {:>9}", name(class), "on disk");
            continue;
        }
        let start = Instant::now();
        dbs.solve_until(class, &|_| {}, &cancel)?;
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{:<9} {n:>13} {secs:>9.2} {:>14.0}",
            name(class),
            n as f64 / secs
        );
        entries += n;
        seconds += secs;
    }
    if seconds > 0.0 {
        println!(
            "{:<9} {entries:>13} {seconds:>9.2} {:>14.0}",
            "solved",
            entries as f64 / seconds
        );
    }
    let start = Instant::now();
    let bad = dbs.verify_values(largest, &|_: SolveEvent| {}, &cancel)?;
    let secs = start.elapsed().as_secs_f64();
    let n = dbs.pair_entries(largest);
    println!(
        "verify {largest}: {bad} mismatches, {secs:.2} s, {:.0} entries/s",
        n as f64 / secs
    );
    if bad > 0 {
        return Err(format!("{bad} values of {largest} disagree with their children's").into());
    }
    Ok(())
}

/// A class by its pair and the swap: `4-3+3-4`, `3-3`.
fn name(class: Pair) -> String {
    if class.swapped() == class {
        class.to_string()
    } else {
        format!("{class}+{}", class.swapped())
    }
}
