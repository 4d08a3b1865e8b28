//! Options of `morris serve` and `morris online`.

use std::path::PathBuf;

use clap::{Args, Subcommand};

use super::RulesArgs;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::{Cli, Command};
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
