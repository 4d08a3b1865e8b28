//! Command-line arguments shared by the subcommands.

use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, Parser, Subcommand};
use morris_ai::Level;
use morris_ai::db::Pair;
use morris_core::{Preset, RuleOption, Rules};
use morris_engine::referee::openings;
use morris_engine::{Dialect, EngineCommand, MatchConfig, MatchSide};
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

/// Options of `morris serve`.
#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// The address to listen on. Another address than loopback lets other
    /// machines in: open its port in the firewall.
    #[arg(long, default_value = "127.0.0.1:7700")]
    pub addr: std::net::SocketAddr,
    /// Where the rooms and games are kept (default: `server` in the data
    /// directory).
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
    /// Keep the rooms in PostgreSQL instead (a `postgres://USER:PASSWORD@HOST:PORT/DB`
    /// URL): any number of servers on one database share their rooms, and
    /// a player whose server is lost goes on on another.
    #[arg(long, value_name = "URL")]
    pub store: Option<String>,
    /// The TLS certificate (PEM), with --tls-key.
    #[arg(long, value_name = "FILE", requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,
    /// The TLS private key (PEM), with --tls-cert.
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,
    /// At most this many searches of the computer player run at once (its
    /// moves and hints for the browser page); the others wait their turn.
    /// Default: one per core.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=1024))]
    pub ai_searches: Option<u16>,
    /// How long level 10 thinks a move, in milliseconds (default: the
    /// app's, 1500).
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(10..=60_000))]
    pub ai_move_ms: Option<u64>,
    /// How long a hint is looked for, in milliseconds (default: the app's,
    /// 1000).
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(10..=60_000))]
    pub ai_hint_ms: Option<u64>,
    /// Serve without the computer player: the start page offers games
    /// against a friend only (and the tablebase API answers "unknown").
    #[arg(long)]
    pub no_ai: bool,
    /// The databases the computer player, its hints, the reviews and the
    /// tablebase API (`/api/v1/position`, docs/TABLEBASE.md) use. Default:
    /// the data directory's, where `morris solve` builds them.
    #[arg(long, value_name = "DIR")]
    pub databases: Option<PathBuf>,
    /// How long a request's head may take to arrive, in milliseconds: a
    /// connection that dribbles it (or says nothing) is closed.
    #[arg(long, value_name = "MS", default_value_t = 10_000,
          value_parser = clap::value_parser!(u64).range(100..=600_000))]
    pub header_timeout_ms: u64,
    /// At most N connections open at once from one address (an IPv6
    /// address counts by its /64).
    #[arg(long, value_name = "N", default_value_t = 64,
          value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub connections_per_address: u32,
    /// At most N sockets open at once on one seat of a room (a player's
    /// tabs and devices together).
    #[arg(long, value_name = "N", default_value_t = 8,
          value_parser = clap::value_parser!(u32).range(1..=1_000))]
    pub sockets_per_seat: u32,
    /// At most N rooms made by one address in an hour.
    #[arg(long, value_name = "N", default_value_t = 60,
          value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub rooms_per_address: u32,
    /// At most N rooms held at once (about 16 kB each).
    #[arg(long, value_name = "N", default_value_t = 10_000,
          value_parser = clap::value_parser!(u32).range(1..=100_000_000))]
    pub max_rooms: u32,
    /// A room no one joined is forgotten once it stood empty this many
    /// minutes.
    #[arg(long, value_name = "MINUTES", default_value_t = 10,
          value_parser = clap::value_parser!(u32).range(1..=1440))]
    pub unjoined_room_minutes: u32,
    /// The tablebase API's answers (`/api/v1/position`) one address may
    /// ask for in a second; more get `too_many`.
    #[arg(long, value_name = "N", default_value_t = 20,
          value_parser = clap::value_parser!(u32).range(1..=100_000_000))]
    pub tablebase_per_second: u32,
    /// The puzzle API's answers (`/api/v1/puzzles/...`) one address may
    /// ask for in a second; more get `too_many`.
    #[arg(long, value_name = "N", default_value_t = 20,
          value_parser = clap::value_parser!(u32).range(1..=100_000_000))]
    pub puzzles_per_second: u32,
    /// The rated puzzle attempts one address may send in an hour; more
    /// get `too_many`.
    #[arg(long, value_name = "N", default_value_t = 600,
          value_parser = clap::value_parser!(u32).range(1..=100_000_000))]
    pub puzzle_attempts_per_hour: u32,
    /// Also let pages of this origin (`https://example.org`) open the
    /// server's WebSocket; its own pages and programs always may. Several
    /// separated by commas, or the option given again.
    #[arg(long, value_name = "ORIGIN", value_delimiter = ',')]
    pub allow_origin: Vec<String>,
}

/// `morris online host` and `morris online join`.
#[derive(Debug, Clone, Subcommand)]
pub enum OnlineCommand {
    /// Create a room, print its invite code and link, and play.
    Host(HostArgs),
    /// Join a friend's room with its invite code or link, and play.
    Join(JoinArgs),
    /// Go back to the online game this machine left unfinished.
    Rejoin(OnlineArgs),
}

/// What both sides of an online game take.
#[derive(Debug, Clone, Args)]
pub struct OnlineArgs {
    /// The server: HOST:PORT, http://HOST:PORT or, over TLS,
    /// https://HOST:PORT. Several, separated by commas, for servers that
    /// share one PostgreSQL database: when one is lost, the game goes on
    /// on the next.
    #[arg(long, value_name = "URL", default_value = morris_play::online::DEFAULT_SERVER)]
    pub server: String,
    /// Your name, shown to your friend and written in the record.
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
    /// Trust the certificates in this PEM file (a TLS server's own
    /// certificate, say) beside the usual roots.
    #[arg(long, value_name = "FILE")]
    pub ca: Option<PathBuf>,
    /// Write the game's record to FILE when the program ends.
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// The language of the messages: en, es, pl, fi or de.
    #[arg(long, value_name = "CODE")]
    pub lang: Option<morris_i18n::Lang>,
    /// No colour, even on a terminal.
    #[arg(long)]
    pub no_color: bool,
}

/// Options of `morris online host`.
#[derive(Debug, Clone, Args)]
pub struct HostArgs {
    /// The server and the player.
    #[command(flatten)]
    pub online: OnlineArgs,
    /// The rules.
    #[command(flatten)]
    pub rules: RulesArgs,
    /// The clock: `5+3` (minutes, and seconds added each move) or `none`.
    #[arg(long, value_name = "CONTROL", default_value = "none")]
    pub clock: morris_play::clock::TimeControl,
    /// Your colour in the first game: white, black or random.
    #[arg(long, value_enum, default_value_t = HostColor::Random)]
    pub color: HostColor,
    /// How long a player may stay away before the other can claim the
    /// game, in seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 120,
          value_parser = clap::value_parser!(u64).range(10..=86_400))]
    pub away: u64,
}

/// Options of `morris online join`.
#[derive(Debug, Clone, Args)]
pub struct JoinArgs {
    /// The invite code, or the link `http://HOST:PORT/join/CODE` (which
    /// names the server too). A code may begin with `-`.
    #[arg(allow_hyphen_values = true)]
    pub invite: String,
    /// The server and the player.
    #[command(flatten)]
    pub online: OnlineArgs,
}

/// The host's colour in the first game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum HostColor {
    /// White, who moves first.
    White,
    /// Black.
    Black,
    /// A coin toss on the server.
    Random,
}

impl HostColor {
    /// The colour, or `None` for the coin toss.
    #[must_use]
    pub const fn color(self) -> Option<morris_core::Color> {
        match self {
            HostColor::White => Some(morris_core::Color::White),
            HostColor::Black => Some(morris_core::Color::Black),
            HostColor::Random => None,
        }
    }
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

/// Options of `morris match`.
#[derive(Debug, Clone, Args)]
pub struct MatchArgs {
    /// The first player, White in the first game of each pair: ai:LEVEL or
    /// engine:"COMMAND ARGS" (a program speaking the engine protocol).
    #[arg(long, value_name = "SIDE")]
    pub white: MatchSide,
    /// The second player, Black in the first game of each pair.
    #[arg(long, value_name = "SIDE")]
    pub black: MatchSide,
    /// The number of games, all from the start; colours alternate.
    #[arg(long, default_value_t = 2, conflicts_with = "openings",
          value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub games: u32,
    /// Play N random openings, each twice (once with each player as
    /// White): 2N games.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=50_000))]
    pub openings: Option<u32>,
    /// The turns of each random opening.
    #[arg(long, value_name = "TURNS", default_value_t = 2,
          value_parser = clap::value_parser!(u32).range(1..=40))]
    pub opening_turns: u32,
    /// The rules.
    #[command(flatten)]
    pub rules: RulesArgs,
    /// The nominal thinking time per turn for both players, in
    /// milliseconds (levels 1-9 of our AI play by their own budgets).
    #[arg(long, value_name = "MS", default_value_t = 1000,
          value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    pub movetime: u64,
    /// The first player's time per turn, in place of --movetime (to give
    /// one side less time: 50 against 200, say).
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    pub white_movetime: Option<u64>,
    /// The second player's time per turn, in place of --movetime.
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    pub black_movetime: Option<u64>,
    /// How long an engine may take for one answer before it loses the game,
    /// in milliseconds (default: five times the longer move time, plus 2 s).
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=36_000_000))]
    pub timeout: Option<u64>,
    /// A turn taking longer than the move time plus this many milliseconds
    /// counts as an overrun in the table.
    #[arg(long, value_name = "MS", default_value_t = 50)]
    pub overrun_margin: u64,
    /// A setoption for every engine side, as NAME=VALUE (repeatable).
    #[arg(long, value_name = "NAME=VALUE", value_parser = parse_engine_option)]
    pub engine_opt: Vec<(String, String)>,
    /// A setoption for the first player only (repeatable).
    #[arg(long, value_name = "NAME=VALUE", value_parser = parse_engine_option)]
    pub white_opt: Vec<(String, String)>,
    /// A setoption for the second player only (repeatable).
    #[arg(long, value_name = "NAME=VALUE", value_parser = parse_engine_option)]
    pub black_opt: Vec<(String, String)>,
    /// How the first player's engine writes removals: auto, turn
    /// (`d6-d5xa7`) or split (`d6-d5`, then `xa7` after another go).
    #[arg(long, value_name = "DIALECT", default_value_t = Dialect::Auto)]
    pub white_dialect: Dialect,
    /// How the second player's engine writes removals.
    #[arg(long, value_name = "DIALECT", default_value_t = Dialect::Auto)]
    pub black_dialect: Dialect,
    /// The seed of the openings and of the AI's choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Games running at once.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub jobs: u32,
    /// Where to write each game's record (default:
    /// match-records/DATE_TIME in the data directory, or in the current
    /// directory when there is none); the path is printed.
    #[arg(long, value_name = "DIR", conflicts_with = "no_records")]
    pub records: Option<std::path::PathBuf>,
    /// Write no records.
    #[arg(long)]
    pub no_records: bool,
    /// Endgame databases for our level 10 (`ai:10`, `ai:10:random`):
    /// perfect play where they reach, from the first placement when every
    /// pair is solved (`morris solve --all --dir DIR`). Default: none, so
    /// that level 10 plays by its search alone.
    #[arg(long, value_name = "DIR")]
    pub databases: Option<std::path::PathBuf>,
}

impl MatchArgs {
    /// The match these arguments ask for.
    ///
    /// # Errors
    /// Bad rules, or more openings than the rules have.
    pub fn config(&self) -> anyhow::Result<MatchConfig> {
        let rules = self.rules.rules()?;
        let openings = match self.openings {
            Some(n) => {
                let list = openings::random_openings(
                    rules,
                    self.opening_turns as usize,
                    n as usize,
                    self.seed,
                );
                if list.len() < n as usize {
                    anyhow::bail!(
                        "only {} distinct openings of {} turns exist under these rules",
                        list.len(),
                        self.opening_turns
                    );
                }
                Some(list)
            }
            None => None,
        };
        let games = match &openings {
            Some(list) => 2 * list.len(),
            None => self.games as usize,
        };
        let movetimes = [self.white_movetime, self.black_movetime]
            .map(|ms| Duration::from_millis(ms.unwrap_or(self.movetime)));
        let timeout = match self.timeout {
            Some(ms) => Duration::from_millis(ms),
            None => movetimes[0].max(movetimes[1]) * 5 + Duration::from_secs(2),
        };
        let options = |side: &[(String, String)]| {
            let mut all = self.engine_opt.clone();
            all.extend(side.iter().cloned());
            all
        };
        let records = if self.no_records {
            None
        } else {
            Some(self.records.clone().unwrap_or_else(default_records_dir))
        };
        Ok(MatchConfig {
            sides: [self.white.clone(), self.black.clone()],
            dialects: [self.white_dialect, self.black_dialect],
            options: [options(&self.white_opt), options(&self.black_opt)],
            rules,
            movetimes,
            timeout,
            overrun_margin: Duration::from_millis(self.overrun_margin),
            games,
            openings,
            jobs: self.jobs as usize,
            seed: self.seed,
            records,
            databases: match &self.databases {
                Some(dir) => {
                    let dbs = morris_ai::db::Databases::new(dir, rules);
                    if dbs.solved_pairs().is_empty() {
                        anyhow::bail!(
                            "no solved pair of {} in {} (morris solve --all --dir DIR)",
                            rules,
                            dir.display()
                        );
                    }
                    Some(std::sync::Arc::new(dbs))
                }
                None => None,
            },
        })
    }
}

/// `match-records/<date and time>` in the data directory (the current
/// directory when there is none).
fn default_records_dir() -> PathBuf {
    let now = jiff::Zoned::now();
    let base = morris_play::DataDir::locate().map_or_else(PathBuf::new, |d| d.path().to_owned());
    base.join("match-records")
        .join(now.strftime("%Y-%m-%d_%H-%M-%S").to_string())
}

/// Parses `NAME=VALUE` for a setoption.
fn parse_engine_option(text: &str) -> Result<(String, String), String> {
    let (name, value) = text
        .split_once('=')
        .ok_or_else(|| format!("expected NAME=VALUE, got {text:?}"))?;
    let (name, value) = (name.trim(), value.trim());
    if name.is_empty() || value.is_empty() {
        return Err(format!("expected NAME=VALUE, got {text:?}"));
    }
    Ok((name.to_owned(), value.to_owned()))
}

/// Options of `morris solve`.
#[derive(Debug, Clone, Args)]
#[command(group(
    clap::ArgGroup::new("what")
        .required(true)
        .multiple(true)
        .args(["pair", "up_to", "all", "opening", "sectors"])
))]
pub struct SolveArgs {
    /// The pair to solve, A-B (the side to move has A pieces, the other B).
    pub pair: Option<Pair>,
    /// Solve every pair with at most N pieces in all.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(6..=24), conflicts_with = "pair")]
    pub up_to: Option<u32>,
    /// Solve the whole game: on the small boards (`--rules three`, `--rules
    /// six`) from the empty board, printing its value; on the large board
    /// every pair of the endgame databases (each side from 3 pieces up to
    /// the rules' number), going on from the pairs already solved.
    #[arg(long, conflicts_with_all = ["pair", "up_to"])]
    pub all: bool,
    /// Print the statistics: of a pair, the canonical states (one for each
    /// class of positions the board's 16 symmetries map into each other)
    /// the side to move wins, loses and draws, longest-win and
    /// longest-loss; with --up-to or --all, a table of every pair (or the
    /// whole game's positions up to symmetry).
    #[arg(long)]
    pub stats: bool,
    /// Check every stored value of the pair (or with --up-to or --all, of
    /// every pair, or the whole game of a small board) against its children's,
    /// walking forwards with the core's moves, and report the positions
    /// that disagree (the command fails if there is one).
    #[arg(long)]
    pub verify: bool,
    /// Write the compact pack of the pair (or with --up-to or --all, of
    /// every pair solved): its values as win, draw or loss, two bits a
    /// position compressed by block, beside its database file, with the
    /// sizes and the time it took (level 10, the hint and the analysis
    /// read a pack where the full file is gone).
    #[arg(long)]
    pub pack: bool,
    /// Solve the placing phase whole (every pair must be solved: --all,
    /// which may come with it): every position from the empty board to the
    /// last placement valued, sector by sector (the placements made and
    /// the pieces on the board), beside the databases; level 10, the hint,
    /// the analysis and the review then play the placing phase perfectly
    /// at once. Goes on from the sectors already done.
    #[arg(long)]
    pub sectors: bool,
    /// Print the empty board's value with perfect play and the time it
    /// took: a search over the placing phase with the databases at its
    /// leaves, so every pair must be solved (--all, which may come with
    /// it).
    #[arg(long)]
    pub opening: bool,
    /// With --opening: value the position after these moves instead of
    /// the empty board, e.g. "d6 f4 d2".
    #[arg(long, value_name = "MOVES", requires = "opening")]
    pub moves: Option<String>,
    /// With --opening: also value every position after the first 1 to N
    /// placements exactly (one of each class under the board's
    /// symmetries) and keep the values beside the databases, so that
    /// analysis and play answer those positions at once.
    #[arg(long, value_name = "N", requires = "opening", value_parser = clap::value_parser!(u32).range(1..=6))]
    pub placements: Option<u32>,
    /// With --opening: value this position (position text, e.g.
    /// ".../.../.../....../.../.../... w 9 9 0 1") instead of the empty
    /// board.
    #[arg(
        long,
        value_name = "TEXT",
        requires = "opening",
        conflicts_with = "moves"
    )]
    pub position: Option<String>,
    /// Where the databases live (default: the data directory).
    #[arg(long, value_name = "DIR")]
    pub dir: Option<std::path::PathBuf>,
    /// The rules.
    #[command(flatten)]
    pub rules: RulesArgs,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn invite(args: &[&str]) -> Option<(String, String)> {
        let cli = Cli::try_parse_from(args).ok()?;
        match cli.command {
            Some(Command::Online(OnlineCommand::Join(j))) => Some((j.invite, j.online.server)),
            _ => None,
        }
    }

    #[test]
    fn an_invite_code_may_begin_with_a_hyphen_before_or_after_the_options() {
        let server = "http://127.0.0.1:9/";
        assert_eq!(
            invite(&["morris", "online", "join", "-Xb3k9Q", "--server", server]),
            Some(("-Xb3k9Q".to_owned(), server.to_owned()))
        );
        assert_eq!(
            invite(&["morris", "online", "join", "--server", server, "-Xb3k9Q"]),
            Some(("-Xb3k9Q".to_owned(), server.to_owned()))
        );
        assert_eq!(
            invite(&["morris", "online", "join", "Ab3k9Q"]).map(|(code, _)| code),
            Some("Ab3k9Q".to_owned())
        );
    }

    fn serve(args: &[&str]) -> Option<ServeArgs> {
        let cli = Cli::try_parse_from([&["morris", "serve"], args].concat()).ok()?;
        match cli.command {
            Some(Command::Serve(s)) => Some(s),
            _ => None,
        }
    }

    #[test]
    fn the_servers_limits_have_defaults_and_bounds() {
        let plain = serve(&[]).unwrap();
        assert_eq!(
            (plain.header_timeout_ms, plain.connections_per_address),
            (10_000, 64)
        );
        assert_eq!((plain.rooms_per_address, plain.max_rooms), (60, 10_000));
        assert_eq!(plain.unjoined_room_minutes, 10);
        assert!(plain.allow_origin.is_empty());
        let set = serve(&[
            "--rooms-per-address",
            "5",
            "--allow-origin",
            "https://a.example,https://b.example",
            "--allow-origin",
            "http://c.example:8080",
        ])
        .unwrap();
        assert_eq!(set.rooms_per_address, 5);
        assert_eq!(set.allow_origin.len(), 3);
        assert!(serve(&["--max-rooms", "0"]).is_none());
        assert!(serve(&["--header-timeout-ms", "5"]).is_none());
        // The tablebase's and the puzzles' rates.
        assert_eq!(
            (
                plain.tablebase_per_second,
                plain.puzzles_per_second,
                plain.puzzle_attempts_per_hour
            ),
            (20, 20, 600)
        );
        let rates = serve(&[
            "--puzzles-per-second",
            "3",
            "--puzzle-attempts-per-hour",
            "40",
        ])
        .unwrap();
        assert_eq!(
            (rates.puzzles_per_second, rates.puzzle_attempts_per_hour),
            (3, 40)
        );
        assert!(serve(&["--puzzles-per-second", "0"]).is_none());
        assert!(serve(&["--puzzle-attempts-per-hour", "0"]).is_none());
    }
}
