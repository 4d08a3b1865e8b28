//! Command-line arguments shared by the subcommands.

use clap::{Args, Parser, Subcommand};
use morris_core::{Preset, RuleOption, Rules};

/// Play Nine Men's Morris, Twelve Men's Morris and their variations.
#[derive(Debug, Parser)]
#[command(
    name = "morris",
    version,
    about,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    /// What to do; without one, play in the terminal.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Options of `play`, when no subcommand is given.
    #[command(flatten)]
    pub play: PlayArgs,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play in the terminal (the default).
    Play(PlayArgs),
    /// Count the move sequences of a given length (perft). Prints the count
    /// alone on stdout; timing goes to stderr.
    Perft(PerftArgs),
}

/// The rules chosen on the command line.
#[derive(Debug, Clone, Default, Args)]
pub struct RulesArgs {
    /// The preset: nine, nine-no-flying, twelve or seed-classic.
    #[arg(long, value_name = "PRESET", default_value = "nine")]
    pub rules: Preset,
    /// A rule option, as KEY=VALUE (repeatable), e.g. --set flying=off.
    #[arg(long = "set", value_name = "KEY=VALUE", value_parser = parse_option)]
    pub options: Vec<(RuleOption, String)>,
}

impl RulesArgs {
    /// The rules: the preset changed by the options.
    ///
    /// # Errors
    /// A value an option does not take.
    pub fn rules(&self) -> Result<Rules, morris_core::RuleValueError> {
        let mut rules = Rules::preset(self.rules);
        for (option, value) in &self.options {
            rules.set(*option, value)?;
        }
        Ok(rules)
    }
}

/// Parses `KEY=VALUE`, checking the key and the value.
fn parse_option(text: &str) -> Result<(RuleOption, String), String> {
    let (key, value) = text
        .split_once('=')
        .ok_or_else(|| format!("expected KEY=VALUE, got {text:?}"))?;
    let option: RuleOption = key.parse().map_err(|e| format!("{e}"))?;
    Rules::default()
        .set(option, value)
        .map_err(|e| e.to_string())?;
    Ok((option, value.trim().to_owned()))
}

/// Options of `morris play`.
#[derive(Debug, Clone, Default, Args)]
pub struct PlayArgs {
    /// The rules.
    #[command(flatten)]
    pub rules: RulesArgs,
}

/// Options of `morris perft`.
#[derive(Debug, Clone, Args)]
pub struct PerftArgs {
    /// The number of turns (or steps, with --split) to count.
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=64))]
    pub depth: u32,
    /// The rules.
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Count each removal as its own step, as some other programs do.
    #[arg(long)]
    pub split: bool,
    /// Count from the position after these moves, e.g. "d6 f4 d2".
    #[arg(long, value_name = "MOVES", default_value = "")]
    pub moves: String,
}
