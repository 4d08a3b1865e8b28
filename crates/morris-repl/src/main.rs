//! The `morris` command. Parses the command line and reports errors; the
//! work is done in the library.

use std::io::BufRead;
use std::process::ExitCode;

use clap::Parser;
use morris_repl::cli::{Cli, Command};
use morris_repl::engine::{Control, EngineSession};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Perft(args)) => morris_repl::perft::run(&args).map(|report| {
            println!("{}", report.count);
            eprintln!("perft depth {}: {report}", args.depth);
        }),
        Some(Command::Engine) => {
            engine();
            Ok(())
        }
        Some(Command::Match(args)) => morris_repl::matches::run(&args, |g| {
            let result = g
                .outcome
                .map_or("1/2-1/2 (stopped)".to_owned(), |o| o.to_string());
            eprintln!(
                "game {}: first player {} : {result}, {} turns",
                g.index + 1,
                if g.first_is_white { "White" } else { "Black" },
                g.plies
            );
        })
        .map(|report| println!("{report}")),
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

/// Runs the engine protocol until `quit` or the end of input.
fn engine() {
    let mut session = EngineSession::new(std::io::stdout());
    let stdin = std::io::stdin();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match stdin.lock().read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => {
                // End of input: stop a running search, which prints its
                // bestmove, then exit.
                session.handle("stop");
                return;
            }
            Ok(_) => {
                // Bytes that are not UTF-8 become an unknown command.
                let line = String::from_utf8_lossy(&bytes);
                if session.handle(&line) == Control::Quit {
                    return;
                }
            }
        }
    }
}

fn play(_args: &morris_repl::cli::PlayArgs) -> anyhow::Result<()> {
    anyhow::bail!("the terminal game is not built yet; run `morris-gui` to play")
}
