//! `morris match`: games between our AI and any program speaking the engine
//! protocol, refereed by the core, with the results table and a record of
//! every game.
//!
//! - [`MatchSide`]: `ai:LEVEL` (our AI in this process) or `engine:"CMD"`
//!   (a child process, see [`crate::client`]).
//! - Every answer is checked by the core: an illegal move, a crash, no
//!   answer in time or a garbled answer loses that game, and the record
//!   says why.
//! - Openings: `--openings N` random openings ([`openings`]), each played
//!   once with each player as White.
//! - [`report`]: the tally, Elo with its 95% interval, times and overruns.

pub mod openings;
pub mod report;

use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use morris_ai::search::{Limits, StopFlag};
use morris_ai::{Ai, Level, Thinker};
use morris_core::{Color, Game, Move, Record, Rules};

use crate::client::{Dialect, EngineClient, EngineCommand, EngineFailure, EngineSetup};
pub use report::{GameEnd, MatchGame, MatchReport, Tally, Times};

/// Games longer than this many turns are stopped and counted as draws (only
/// possible with both the repetition and the N-move rule off).
pub const MAX_TURNS: usize = 1000;

/// Who plays one side of a match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MatchSide {
    /// Our AI at this level, in this process.
    Ai(Level),
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
            other => match other.strip_prefix("ai:") {
                Some(level) => level.parse().map(MatchSide::Ai).map_err(|e| e.to_string()),
                None => Err(format!(
                    "expected ai:LEVEL or engine:\"COMMAND ARGS\", got {t:?}"
                )),
            },
        }
    }
}

impl fmt::Display for MatchSide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchSide::Ai(level) => write!(f, "ai:{level}"),
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
    /// The nominal time per turn, the same for both.
    pub movetime: Duration,
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
}

impl MatchConfig {
    /// One line saying what the match was played under.
    #[must_use]
    pub fn conditions(&self) -> String {
        let mut text = format!(
            "rules {}, {} ms a turn",
            self.rules,
            self.movetime.as_millis()
        );
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

/// A player of a match: our AI, or an engine started when first needed and
/// again after it failed.
#[derive(Debug)]
enum Player {
    Ai {
        level: Level,
        ai: Option<Ai>,
    },
    Engine {
        setup: EngineSetup,
        client: Option<EngineClient>,
    },
}

impl Player {
    fn new(config: &MatchConfig, i: usize) -> Player {
        match &config.sides[i] {
            MatchSide::Ai(level) => Player::Ai {
                level: *level,
                ai: Some(Ai::new(*level, config.seed)),
            },
            MatchSide::Engine(command) => Player::Engine {
                setup: EngineSetup {
                    command: command.clone(),
                    dialect: config.dialects[i],
                    options: config.options[i].clone(),
                    rules: config.rules,
                },
                client: None,
            },
        }
    }

    /// Gets ready for a game whose AI choices follow from `seed`.
    fn new_game(&mut self, seed: u64) -> Result<(), EngineFailure> {
        match self {
            Player::Ai { ai, level } => {
                let ai = ai.get_or_insert_with(|| Ai::new(*level, seed));
                ai.new_game();
                ai.set_seed(seed);
                Ok(())
            }
            Player::Engine { setup, client } => {
                let fresh = client.is_none();
                let engine = match client {
                    Some(engine) => engine,
                    None => client.insert(EngineClient::start(setup)?),
                };
                if !fresh && let Err(e) = engine.new_game() {
                    *client = None;
                    return Err(e);
                }
                Ok(())
            }
        }
    }

    /// The player's turn in `game`.
    fn turn(&mut self, game: &Game, config: &MatchConfig) -> Result<Move, EngineFailure> {
        match self {
            Player::Ai { ai, level } => {
                let mut player = ai.take().unwrap_or_else(|| Ai::new(*level, 0));
                let choice = if *level == Level::MAX {
                    let thinker = Thinker::start(
                        player,
                        game.clone(),
                        Limits::default(),
                        Some(config.movetime),
                    );
                    let (choice, back) = thinker.join();
                    player = back;
                    choice
                } else {
                    player.choose(game, Limits::default(), &StopFlag::new(), |_| {})
                };
                *ai = Some(player);
                choice
                    .map(|c| c.mv)
                    .ok_or_else(|| EngineFailure::ClaimedGameOver("none".to_owned()))
            }
            Player::Engine { client, .. } => {
                let Some(engine) = client.as_mut() else {
                    return Err(EngineFailure::Crashed("not running".to_owned()));
                };
                let answer = engine.turn(game, config.movetime, config.timeout);
                if let Err(e) = &answer
                    && matches!(
                        e,
                        EngineFailure::Crashed(_)
                            | EngineFailure::Timeout(_)
                            | EngineFailure::Garbled(_)
                    )
                {
                    // It cannot be trusted with the next game: start anew.
                    *client = None;
                }
                answer
            }
        }
    }

    /// The engine's last remarks, to explain a failure.
    fn remarks(&self) -> Vec<String> {
        match self {
            Player::Engine {
                client: Some(c), ..
            } => c.remarks(),
            _ => Vec::new(),
        }
    }
}

/// A finished game: the game itself, how it ended, each colour's times and
/// the time of every turn after the opening.
#[derive(Debug)]
struct Played {
    game: Game,
    end: GameEnd,
    times: [Times; 2],
    turn_times: Vec<Duration>,
}

/// Plays one game from `opening`, `players` as White and Black.
fn play_game(
    players: [&mut Player; 2],
    config: &MatchConfig,
    opening: &[Move],
    seeds: [u64; 2],
) -> Played {
    let mut game = Game::new(config.rules);
    for &m in opening {
        // Openings are made of legal moves under these rules.
        let _ = game.play(m);
    }
    let mut times = [Times::default(); 2];
    let mut turn_times = Vec::new();
    let limit = config.movetime + config.overrun_margin;
    let forfeit = |loser: Color, failure: &EngineFailure, remarks: Vec<String>| {
        let mut reason = failure.to_string();
        if !remarks.is_empty() {
            reason.push_str(&format!(" (it said: {})", remarks.join("; ")));
        }
        GameEnd::Forfeit { loser, reason }
    };
    let [white, black] = players;
    let mut players = [white, black];
    for (i, player) in players.iter_mut().enumerate() {
        if let Err(e) = player.new_game(seeds[i]) {
            let loser = Color::ALL[i];
            let end = forfeit(loser, &e, Vec::new());
            return Played {
                game,
                end,
                times,
                turn_times,
            };
        }
    }
    let end = loop {
        if let Some(outcome) = game.outcome() {
            break GameEnd::Rules(outcome);
        }
        if game.moves().len() >= MAX_TURNS {
            break GameEnd::Stopped;
        }
        let side = game.position().side_to_move();
        let i = usize::from(side == Color::Black);
        let start = Instant::now();
        let answer = players[i].turn(&game, config);
        let took = start.elapsed();
        match answer {
            Ok(m) => {
                if let Err(e) = game.play(m) {
                    break GameEnd::Forfeit {
                        loser: side,
                        reason: e.to_string(),
                    };
                }
                times[i].add(took, limit);
                turn_times.push(took);
            }
            Err(e) => break forfeit(side, &e, players[i].remarks()),
        }
    };
    Played {
        game,
        end,
        times,
        turn_times,
    }
}

/// The record of a played game.
fn record_of(played: &Played, names: [&str; 2], index: usize, config: &MatchConfig) -> Record {
    let mut record = Record::from_game(&played.game);
    record.set_tag("Event", "morris match");
    record.set_tag("Date", &jiff::Zoned::now().strftime("%Y.%m.%d").to_string());
    record.set_tag("Round", &(index + 1).to_string());
    record.set_tag("White", names[0]);
    record.set_tag("Black", names[1]);
    record.set_tag("MoveTime", &config.movetime.as_millis().to_string());
    record.set_tag("Result", played.end.result());
    let opening = played.game.moves().len() - played.turn_times.len();
    if opening > 0 {
        record.set_tag("OpeningTurns", &opening.to_string());
    }
    // A forfeit or a stopped game has no `Termination` of the rules: a
    // reader takes the result as a resignation or an agreed draw.
    match &played.end {
        GameEnd::Forfeit { loser, reason } => {
            record.set_tag("Forfeit", &format!("{loser}: {reason}"));
        }
        GameEnd::Stopped => record.set_tag("Stopped", &format!("after {MAX_TURNS} turns")),
        GameEnd::Rules(_) => {}
    }
    for (k, took) in played.turn_times.iter().enumerate() {
        record.set_comment(opening + k, &format!("[%emt {:.3}]", took.as_secs_f64()));
    }
    record
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

/// Plays game `index` of the match and saves its record.
fn play_one(
    players: &mut [Player; 2],
    config: &MatchConfig,
    index: usize,
    names: &[String; 2],
) -> MatchGame {
    let opening_index = config.openings.as_ref().map(|_| index / 2);
    let opening: &[Move] = match (&config.openings, opening_index) {
        (Some(list), Some(k)) => list.get(k).map_or(&[], Vec::as_slice),
        _ => &[],
    };
    let first_is_white = index.is_multiple_of(2);
    let base = config.seed.wrapping_add(2 * index as u64);
    let [first, second] = players;
    let (white, black, colour_names) = if first_is_white {
        (first, second, [names[0].as_str(), names[1].as_str()])
    } else {
        (second, first, [names[1].as_str(), names[0].as_str()])
    };
    let played = play_game([white, black], config, opening, [base, base + 1]);
    let record = config.records.as_ref().and_then(|dir| {
        let path = dir.join(format!("game-{:04}.pgn", index + 1));
        let text = record_of(&played, colour_names, index, config).to_string();
        save(&path, &text).then_some(path)
    });
    // Times by player, not by colour.
    let times = if first_is_white {
        played.times
    } else {
        [played.times[1], played.times[0]]
    };
    MatchGame {
        index,
        opening: opening_index,
        first_is_white,
        end: played.end,
        plies: played.game.moves().len(),
        times,
        record,
    }
}

/// Writes `bytes` to `path` whole or not at all: a temporary file in the
/// same directory, synced, then renamed over `path`.
fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut file = tempfile::Builder::new()
        .prefix(".morris-")
        .suffix(".tmp")
        .tempfile_in(dir)?;
    file.write_all(bytes)?;
    file.as_file().sync_all()?;
    file.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// Writes a record, saying on stderr when it cannot.
fn save(path: &Path, text: &str) -> bool {
    match write_atomically(path, text.as_bytes()) {
        Ok(()) => true,
        Err(e) => {
            eprintln!("morris: cannot write {}: {e}", path.display());
            false
        }
    }
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
        assert!("human".parse::<MatchSide>().is_err());
        assert!("ai:11".parse::<MatchSide>().is_err());
        assert!("engine:".parse::<MatchSide>().is_err());
    }
}
