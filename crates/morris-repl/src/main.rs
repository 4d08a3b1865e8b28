//! The `morris` command. Parses the command line and reports errors; the
//! work is done in the library.

use std::process::ExitCode;

use clap::Parser;
use morris_repl::cli::{Cli, Command};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Perft(args)) => morris_repl::perft::run(&args).map(|report| {
            println!("{}", report.count);
            eprintln!("perft depth {}: {report}", args.depth);
        }),
        Some(Command::Play(args)) => play(&args),
        None => play(&cli.play),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("morris: {err}");
            ExitCode::FAILURE
        }
    }
}

fn play(_args: &morris_repl::cli::PlayArgs) -> anyhow::Result<()> {
    anyhow::bail!("the terminal game is not built yet; run `morris-gui` to play")
}
