//! The referee of `morris match`, as a library: games between our AI and
//! any program speaking the engine protocol, refereed by the core, with the
//! results table and a record of every game. A [`MatchConfig`] is plain
//! data (the command line's arguments become one in morris-repl).
//!
//! - [`MatchSide`]: `ai:LEVEL` (our AI in this process) or `engine:"CMD"`
//!   (a child process, see [`crate::client`]).
//! - Every answer is checked by the core: an illegal move, a crash, no
//!   answer in time or a garbled answer loses that game, and the record
//!   says why.
//! - Openings: random openings ([`openings`]), each played once with each
//!   player as White.
//! - [`report`]: the tally, Elo with its 95% interval, times and overruns.

mod game;
pub mod openings;
mod player;
pub mod report;

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use morris_ai::Level;
use morris_core::{Move, Rules};

use crate::client::{Dialect, EngineClient, EngineCommand, EngineFailure};
use game::play_one;
use player::Player;
pub use report::{GameEnd, MatchGame, MatchReport, Tally, Times};

/// Games longer than this many turns are stopped and counted as draws (only
/// possible with both the repetition and the N-move rule off).
pub const MAX_TURNS: usize = 1000;

/// Who plays one side of a match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MatchSide {
    /// Our AI at this level, in this process.
    Ai(Level),
    /// Our level 10 as a plain perfect player (`ai:10:random`): among the
    /// turns that keep a draw, or the placing phase's value, a random one
    /// ([`morris_ai::Ai::set_random_keeping`]). With
    /// [`MatchConfig::databases`] only; without them, level 10.
    PlainPerfect,
    /// A program speaking the engine protocol.
    Engine(EngineCommand),
}

impl FromStr for MatchSide {
    type Err = String;

    /// `ai:LEVEL` (`ai` alone is the default level) or `engine:CMD ARGS`.
    fn from_str(s: &str) -> Result<MatchSide, String> {
        let t = s.trim();
        if let Some(command) = t.strip_prefix("engine:") {
            return command.parse().map(MatchSide::Engine);
        }
        match t.to_ascii_lowercase().as_str() {
            "ai" => Ok(MatchSide::Ai(Level::DEFAULT)),
            "ai:10:random" => Ok(MatchSide::PlainPerfect),
            other => match other.strip_prefix("ai:") {
                Some(level) => level.parse().map(MatchSide::Ai).map_err(|e| e.to_string()),
                None => Err(format!(
                    "expected ai:LEVEL, ai:10:random or engine:\"COMMAND ARGS\", got {t:?}"
                )),
            },
        }
    }
}

impl fmt::Display for MatchSide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchSide::Ai(level) => write!(f, "ai:{level}"),
            MatchSide::PlainPerfect => f.write_str("ai:10:random"),
            MatchSide::Engine(command) => write!(f, "engine:{command}"),
        }
    }
}

/// Everything a match is played under.
#[derive(Debug, Clone)]
pub struct MatchConfig {
    /// The first player (White in the even games, from 0) and the second.
    pub sides: [MatchSide; 2],
    /// The dialect of each side, when it is an engine.
    pub dialects: [Dialect; 2],
    /// `setoption` pairs for each side, when it is an engine.
    pub options: [Vec<(String, String)>; 2],
    /// The rules.
    pub rules: Rules,
    /// The nominal time per turn of the first player and of the second
    /// (the same for both unless a match gives one side less).
    pub movetimes: [Duration; 2],
    /// How long an engine may take for one answer before it loses.
    pub timeout: Duration,
    /// A turn longer than the nominal time by more than this is an overrun.
    pub overrun_margin: Duration,
    /// The number of games.
    pub games: usize,
    /// Openings, each played by both players as White; game `i` starts
    /// from opening `i / 2`.
    pub openings: Option<Vec<Vec<Move>>>,
    /// Games played at once.
    pub jobs: usize,
    /// The seed of the AI's choices (game `i` adds `2 i`).
    pub seed: u64,
    /// Where each game's record is written, if anywhere.
    pub records: Option<PathBuf>,
    /// The endgame databases our level 10 plays with (perfect play where
    /// they reach; the whole game when every pair is solved), if any.
    pub databases: Option<std::sync::Arc<morris_ai::db::Databases>>,
}

impl MatchConfig {
    /// One line saying what the match was played under.
    #[must_use]
    pub fn conditions(&self) -> String {
        let [first, second] = self.movetimes.map(|t| t.as_millis());
        let mut text = if first == second {
            format!("rules {}, {first} ms a turn", self.rules)
        } else {
            format!(
                "rules {}, {first} ms a turn for the first player, {second} ms for the second",
                self.rules
            )
        };
        if let Some(list) = &self.openings {
            let turns = list.first().map_or(0, Vec::len);
            text.push_str(&format!(
                ", {} openings of {turns} turns (seed {}) with both colours",
                list.len(),
                self.seed
            ));
        }
        text
    }
}

/// What is known of a match while it runs: for the progress display.
#[derive(Debug, Clone, Copy)]
pub struct Progress {
    /// Games finished.
    pub done: usize,
    /// Games in the match.
    pub total: usize,
    /// The first player's tally so far.
    pub tally: Tally,
}

/// Why a match could not be played.
#[derive(Debug)]
#[non_exhaustive]
pub enum MatchError {
    /// An engine did not start or did not finish its handshake.
    Start {
        /// The player: 0 first, 1 second.
        player: usize,
        /// What it is.
        side: MatchSide,
        /// What went wrong.
        failure: EngineFailure,
    },
    /// The records directory could not be made.
    Records {
        /// The directory.
        dir: PathBuf,
        /// Why not.
        error: std::io::Error,
    },
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::Start {
                player,
                side,
                failure,
            } => {
                let which = if *player == 0 { "first" } else { "second" };
                write!(f, "the {which} player ({side}) {failure}")
            }
            MatchError::Records { dir, error } => {
                write!(f, "cannot make {}: {error}", dir.display())
            }
        }
    }
}

impl std::error::Error for MatchError {}

/// Runs the match; `on_game` hears of each game as it ends.
///
/// # Errors
/// An engine that cannot be started, or a records directory that cannot be
/// made. Failures during a game lose that game and are reported in it.
pub fn run(
    config: &MatchConfig,
    on_game: impl Fn(&MatchGame, Progress) + Sync,
) -> Result<MatchReport, MatchError> {
    // Start each engine once before the games: a bad command is one clear
    // error, not a match of forfeits. The names come from their handshake.
    let mut names = [String::new(), String::new()];
    let mut first_players = Vec::new();
    for (i, name) in names.iter_mut().enumerate() {
        let mut player = Player::new(config, i);
        if let Player::Engine { setup, client } = &mut player {
            let engine = EngineClient::start(setup).map_err(|failure| MatchError::Start {
                player: i,
                side: config.sides[i].clone(),
                failure,
            })?;
            *name = engine.name().to_owned();
            *client = Some(engine);
        } else {
            *name = config.sides[i].to_string();
        }
        first_players.push(player);
    }
    if names[0] == names[1] {
        names[0].push_str(" (1)");
        names[1].push_str(" (2)");
    }
    if let Some(dir) = &config.records {
        std::fs::create_dir_all(dir).map_err(|error| MatchError::Records {
            dir: dir.clone(),
            error,
        })?;
    }
    let next = AtomicUsize::new(0);
    let results = Mutex::new((Vec::with_capacity(config.games), Tally::default()));
    let spare = Mutex::new(Some(first_players));
    std::thread::scope(|scope| {
        for _ in 0..config.jobs.max(1) {
            scope.spawn(|| {
                let reused = spare.lock().ok().and_then(|mut s| s.take());
                let mut players = match reused {
                    Some(mut p) if p.len() == 2 => {
                        let second = p.pop();
                        let first = p.pop();
                        match (first, second) {
                            (Some(a), Some(b)) => [a, b],
                            _ => [Player::new(config, 0), Player::new(config, 1)],
                        }
                    }
                    _ => [Player::new(config, 0), Player::new(config, 1)],
                };
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= config.games {
                        break;
                    }
                    let game = play_one(&mut players, config, index, &names);
                    let Ok(mut guard) = results.lock() else { break };
                    let (games, tally) = &mut *guard;
                    tally.add(&game);
                    let progress = Progress {
                        done: games.len() + 1,
                        total: config.games,
                        tally: *tally,
                    };
                    on_game(&game, progress);
                    games.push(game);
                }
            });
        }
    });
    let (mut games, _) = results.into_inner().unwrap_or_default();
    games.sort_by_key(|g| g.index);
    Ok(MatchReport {
        names,
        conditions: config.conditions(),
        games,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sides_parse() {
        assert_eq!(
            "ai:7".parse::<MatchSide>(),
            Ok(MatchSide::Ai(Level::new(7).unwrap()))
        );
        assert_eq!("ai".parse::<MatchSide>(), Ok(MatchSide::Ai(Level::DEFAULT)));
        let MatchSide::Engine(c) = "engine:./tgf uci".parse::<MatchSide>().unwrap() else {
            panic!("an engine");
        };
        assert_eq!(c.words, ["./tgf", "uci"]);
        let plain = "ai:10:random".parse::<MatchSide>();
        assert_eq!(plain, Ok(MatchSide::PlainPerfect));
        assert_eq!(MatchSide::PlainPerfect.to_string(), "ai:10:random");
        assert!("ai:9:random".parse::<MatchSide>().is_err());
        assert!("human".parse::<MatchSide>().is_err());
        assert!("ai:11".parse::<MatchSide>().is_err());
        assert!("engine:".parse::<MatchSide>().is_err());
    }
}
