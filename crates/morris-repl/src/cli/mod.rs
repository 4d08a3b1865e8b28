//! Command-line arguments shared by the subcommands: the command itself
//! and the session's options here, each tool's own in a file of its own
//! (`online`: `serve` and `online`; `matching`: `match`; `solve`).

mod matching;
mod online;
mod solve;

pub use matching::MatchArgs;
pub use online::{HostArgs, HostColor, JoinArgs, OnlineArgs, OnlineCommand, ServeArgs};
pub use solve::SolveArgs;

use clap::{Args, Parser, Subcommand};
use morris_ai::Level;
use morris_core::{Preset, RuleOption, Rules};
use morris_engine::EngineCommand;
pub use morris_play::Player;

use crate::session::{Mode, SessionOptions};

/// The options of a session at this terminal, or from a pipe when
/// `interactive` is false: the mode, colour (not in a pipe, with
/// `--no-color`, `NO_COLOR` or `TERM=dumb`) and the terminal's width; the
/// rest as [`SessionOptions::default`].
#[must_use]
pub fn session_options(
    lang: morris_i18n::Lang,
    interactive: bool,
    no_color: bool,
) -> SessionOptions {
    use std::io::IsTerminal as _;
    let no_color_env = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let dumb = std::env::var("TERM").is_ok_and(|t| t == "dumb");
    SessionOptions {
        lang,
        mode: if interactive {
            Mode::Interactive
        } else {
            Mode::Scripted
        },
        color: interactive
            && std::io::stdout().is_terminal()
            && !no_color
            && !no_color_env
            && !dumb,
        width: interactive
            .then(|| usize::from(console::Term::stdout().size().1))
            .filter(|&w| w > 0),
        ..SessionOptions::default()
    }
}

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
    /// Speak the engine protocol (UCI-like) on stdin and stdout.
    Engine,
    /// Play AI against AI, alternating colours, and print a results table.
    Match(MatchArgs),
    /// Build endgame databases (solving every pair they need first).
    Solve(SolveArgs),
    /// Run the server for online games (loopback by default).
    Serve(ServeArgs),
    /// Play a friend on another machine through a server.
    #[command(subcommand)]
    Online(OnlineCommand),
    /// Grade every turn of a recorded game: exact where the databases know
    /// the position, by the search elsewhere.
    Review(crate::review::ReviewArgs),
    /// Puzzles certified by the endgame databases: generate a set, or
    /// verify one (docs/PUZZLES.md).
    #[command(subcommand)]
    Puzzles(crate::puzzles::PuzzlesCommand),
}

/// The presets by name, so that `--help` lists them all and a wrong name
/// is answered with the list.
fn preset_parser() -> impl clap::builder::TypedValueParser<Value = Preset> {
    use clap::builder::TypedValueParser as _;
    clap::builder::PossibleValuesParser::new(Preset::ALL.map(Preset::name))
        .try_map(|name| name.parse::<Preset>())
}

/// The rules chosen on the command line.
#[derive(Debug, Clone, Default, Args)]
pub struct RulesArgs {
    /// The preset (the REPL's `rules` command tells what each plays by).
    #[arg(long, value_name = "PRESET", default_value = "nine", value_parser = preset_parser())]
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
    // A value some board takes (`pieces=6` is the small board's): whether
    // the preset's board takes it is known once every option is read.
    let on_board = |board| {
        let mut rules = Rules::default();
        rules.set_board(board);
        rules.set(option, value)
    };
    if let Err(e) = on_board(morris_core::Board::TwentyFour)
        && !morris_core::Board::ALL
            .into_iter()
            .any(|b| on_board(b).is_ok())
    {
        return Err(e.to_string());
    }
    Ok((option, value.trim().to_owned()))
}

/// Options of `morris play`.
#[derive(Debug, Clone, Default, Args)]
pub struct PlayArgs {
    /// The rules.
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Who plays White: human, ai, ai:LEVEL or engine:"COMMAND" (any
    /// program speaking the engine protocol) (default: human).
    #[arg(long, value_name = "PLAYER")]
    pub white: Option<PlayerArg>,
    /// Who plays Black: human, ai, ai:LEVEL or engine:"COMMAND" (default:
    /// ai:5).
    #[arg(long, value_name = "PLAYER")]
    pub black: Option<PlayerArg>,
    /// Start from a saved game record.
    #[arg(long, value_name = "FILE", conflicts_with = "resume")]
    pub load: Option<std::path::PathBuf>,
    /// Resume the unfinished game kept from the last run, without asking.
    #[arg(long)]
    pub resume: bool,
    /// The language of the messages: en, es, pl, fi or de (remembered).
    #[arg(long, value_name = "CODE")]
    pub lang: Option<morris_i18n::Lang>,
    /// No colour, even on a terminal (as the NO_COLOR variable does).
    #[arg(long)]
    pub no_color: bool,
    /// The seed of the AI's random choices, so a game can be played again
    /// the same (default: fresh each time at a terminal, 1 in scripts).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Thinking time of level 10 at the terminal, in milliseconds
    /// (default: the app's, from the settings both share: 1500 unless
    /// changed there; scripted input uses a fixed search budget instead).
    #[arg(long, value_name = "MS",
          value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    pub movetime: Option<u64>,
    /// Clocks: `5+3` (minutes and seconds added each move), `30s` (a
    /// move), or `none`. A player whose time runs out loses.
    #[arg(long, value_name = "CONTROL", default_value = "none")]
    pub clock: morris_play::clock::TimeControl,
    /// Perfect play from a server that solved the game (`morris serve`
    /// with databases, docs/TABLEBASE.md; default: the one set in the
    /// app's databases dialog): the hint and level 10 ask it
    /// where this computer's databases do not reach, and go on with their
    /// own search when it does not answer in time (--tablebase-timeout-ms).
    #[arg(long, value_name = "URL")]
    pub tablebase: Option<String>,
    /// How long the hint and level 10 wait for the tablebase server's
    /// answer before going on with their own search (default: the app's
    /// setting, 800).
    #[arg(long, value_name = "MS",
          value_parser = clap::value_parser!(u64).range(10..=60_000))]
    pub tablebase_timeout_ms: Option<u64>,
}

impl PlayArgs {
    /// Who plays White and Black: as given, else a person against the AI
    /// at the default level.
    #[must_use]
    pub fn players(&self) -> morris_core::ByColor<Player> {
        morris_core::ByColor::new(
            self.white.as_ref().map_or(Player::Human, |p| p.player),
            self.black
                .as_ref()
                .map_or(Player::ai(Level::DEFAULT), |p| p.player),
        )
    }

    /// The engine program that plays a side given as `engine:COMMAND`.
    ///
    /// # Errors
    /// When the two sides name different programs (one engine command plays
    /// in a game; `morris match` pits two engines against each other).
    pub fn engine(&self) -> Result<Option<EngineCommand>, String> {
        let commands: Vec<&EngineCommand> = [&self.white, &self.black]
            .into_iter()
            .flatten()
            .filter_map(|p| p.engine.as_ref())
            .collect();
        match commands[..] {
            [a, b] if a != b => Err(
                "both sides name an engine, and not the same one: use morris match for two engines"
                    .to_owned(),
            ),
            _ => Ok(commands.first().map(|&c| c.clone())),
        }
    }
}

/// A side of `morris play`: a player, and the program for an engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerArg {
    /// Who plays.
    pub player: Player,
    /// The program, for `engine:COMMAND`.
    pub engine: Option<EngineCommand>,
}

impl std::str::FromStr for PlayerArg {
    type Err = String;

    /// `human`, `ai`, `ai:LEVEL` or `engine:COMMAND` (the command split as
    /// a shell would: `engine:"/path/to/engine uci"`).
    fn from_str(s: &str) -> Result<PlayerArg, String> {
        let text = s.trim();
        if let Some(command) = text.strip_prefix("engine:") {
            let engine = command.parse::<EngineCommand>()?;
            return Ok(PlayerArg {
                player: Player::Engine,
                engine: Some(engine),
            });
        }
        if text.eq_ignore_ascii_case("engine") {
            return Err("engine needs its command: engine:\"/path/to/engine args\"".to_owned());
        }
        let player = text.parse::<Player>().map_err(|e| e.to_string())?;
        Ok(PlayerArg {
            player,
            engine: None,
        })
    }
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
