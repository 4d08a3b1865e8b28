//! Developer tasks, run as `cargo xtask <task>`:
//!
//! - `ci`: what CI checks: formatting, clippy with warnings denied, the docs,
//!   and every test of the workspace (nextest when installed), ending with
//!   one line that counts the tests.
//! - `perft`: a benchmark table of `morris perft` in a release build.
//! - `bench`: the search benchmark, the endgame solver's and the engine's
//!   answer to `stop`.
//! - `strength`: the strength tables of docs/measurements/strength.md played again.
//! - `puzzles --verify`: the shipped puzzle files checked against the
//!   endgame databases.

use std::process::ExitCode;

mod bench;
mod ci;
mod perft;
mod postgres;
mod puzzles;
mod screenshot;
mod strength;
mod system;
mod util;

const USAGE: &str = "usage: cargo xtask <task>

tasks:
  ci      formatting, clippy (warnings denied), docs and every test
  perft   perft benchmark table (release build)
  bench   search benchmark: fixed depths, time to depth, stop, deadlines;
          the endgame solver up to 9 pieces (`bench solve [PIECES]` alone);
          `bench online [GAMES] [SECONDS]`: the online server under load;
          `bench tablebase [CLIENTS] [EACH]`: its tablebase API under load
  postgres CMD ARGS...  runs CMD with MORRIS_TEST_POSTGRES naming a PostgreSQL
          started for it on loopback (stopped after), e.g.
          `cargo xtask postgres cargo nextest run -p morris-server`
  puzzles --verify [--dir DIR]...  every shipped puzzle file checked against
          the endgame databases of one of the directories (release build)
  screenshot  README screenshot: the release app under Xvfb
  strength  the strength tables again: --opponent \"CMD\" and/or --ladder (release)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("ci") => ci::run(),
        Some("perft") => perft::run(&args[1..]),
        Some("bench") => bench::run(&args[1..]),
        Some("postgres") => postgres::run(&args[1..]),
        Some("puzzles") => puzzles::run(&args[1..]),
        Some("screenshot") => screenshot::run(&args[1..]),
        Some("strength") => strength::run(&args[1..]),
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            Ok(())
        }
        Some(other) => {
            eprintln!("xtask: unknown task {other:?}\n\n{USAGE}");
            return ExitCode::from(2);
        }
        None => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("xtask: {err:#}");
            ExitCode::FAILURE
        }
    }
}
