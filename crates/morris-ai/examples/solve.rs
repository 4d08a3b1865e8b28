//! Solves endgame databases from the command line (the `morris solve`
//! command does the same with a progress bar):
//! `cargo run --release -p morris-ai --example solve -- DIR A B`

use std::time::Instant;

use morris_ai::db::{Databases, Pair, SolveEvent};
use morris_core::Rules;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dir = args
        .first()
        .cloned()
        .unwrap_or_else(|| "/tmp/morris-db".to_owned());
    let a: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(3);
    let b: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(3);
    let pair = Pair::new(a, b);
    let dbs = Databases::new(&dir, Rules::default());
    let start = Instant::now();
    let result = dbs.solve(pair, &|e| match e {
        SolveEvent::Start { pair } => {
            eprintln!("solving {pair} at {:.1} s", start.elapsed().as_secs_f64())
        }
        SolveEvent::Done { pair } => {
            eprintln!("solved {pair} at {:.1} s", start.elapsed().as_secs_f64())
        }
        SolveEvent::Progress { .. } => {}
    });
    if let Err(e) = result {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
    match dbs.stats(pair) {
        Ok(s) => println!("{s}"),
        Err(e) => eprintln!("error: {e}"),
    }
}
