//! Options of `morris match`.

use std::path::PathBuf;
use std::time::Duration;

use clap::Args;
use morris_engine::referee::openings;
use morris_engine::{Dialect, MatchConfig, MatchSide};

use super::RulesArgs;

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
