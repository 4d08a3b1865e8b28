//! `morris match`: AI against AI, colours alternating, and a results table.

use std::fmt;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use morris_ai::search::{Limits, StopFlag};
use morris_ai::{Ai, Level, Thinker};
use morris_core::{Color, Game, Outcome, Rules};

use crate::cli::{MatchArgs, PlayerSpec};

/// Games longer than this many turns are stopped and counted as draws (only
/// possible with both the repetition and the N-move rule off).
pub const MAX_TURNS: usize = 1000;

/// One game of a match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchGame {
    /// The game's number, from 0.
    pub index: usize,
    /// Whether the first player had White.
    pub first_is_white: bool,
    /// How it ended; `None` when stopped at [`MAX_TURNS`].
    pub outcome: Option<Outcome>,
    /// Turns played.
    pub plies: usize,
    /// Thinking time and moves of the first and the second player.
    pub time: [(Duration, u32); 2],
}

impl MatchGame {
    /// Points of the first player: 1 for a win, 0.5 for a draw, 0 for a loss.
    #[must_use]
    pub fn first_points(&self) -> f64 {
        let first = if self.first_is_white {
            Color::White
        } else {
            Color::Black
        };
        match self.outcome.and_then(|o| o.winner) {
            None => 0.5,
            Some(w) if w == first => 1.0,
            Some(_) => 0.0,
        }
    }
}

/// The games of a match and who played.
#[derive(Debug, Clone)]
pub struct MatchReport {
    /// The first player (White in the odd games).
    pub first: Level,
    /// The second player.
    pub second: Level,
    /// The rules.
    pub rules: Rules,
    /// Every game, in order.
    pub games: Vec<MatchGame>,
}

impl MatchReport {
    /// Wins, draws and losses of the first player.
    #[must_use]
    pub fn first_record(&self) -> (usize, usize, usize) {
        let mut record = (0, 0, 0);
        for g in &self.games {
            match g.first_points() {
                p if p > 0.75 => record.0 += 1,
                p if p > 0.25 => record.1 += 1,
                _ => record.2 += 1,
            }
        }
        record
    }

    /// The first player's share of the points, 0 to 1.
    #[must_use]
    pub fn first_score(&self) -> f64 {
        let total: f64 = self.games.iter().map(MatchGame::first_points).sum();
        total / self.games.len().max(1) as f64
    }
}

impl fmt::Display for MatchReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (w, d, l) = self.first_record();
        let n = self.games.len();
        let names = [format!("ai:{}", self.first), format!("ai:{}", self.second)];
        writeln!(
            f,
            "match: {} against {}, {n} games, rules {}",
            names[0], names[1], self.rules
        )?;
        writeln!(
            f,
            "{:<8} {:>5} {:>6} {:>7} {:>7} {:>14}",
            "player", "wins", "draws", "losses", "score", "ms per move"
        )?;
        let score = self.first_score();
        for (i, (name, wins, losses, share)) in
            [(&names[0], w, l, score), (&names[1], l, w, 1.0 - score)]
                .into_iter()
                .enumerate()
        {
            let (time, moves) = self.games.iter().fold((Duration::ZERO, 0), |acc, g| {
                (acc.0 + g.time[i].0, acc.1 + g.time[i].1)
            });
            let per_move = time.as_secs_f64() * 1000.0 / f64::from(moves.max(1));
            writeln!(
                f,
                "{name:<8} {wins:>5} {d:>6} {losses:>7} {:>6.1}% {per_move:>14.1}",
                share * 100.0
            )?;
        }
        let plies: usize = self.games.iter().map(|g| g.plies).sum();
        write!(
            f,
            "average plies per game: {:.1}",
            plies as f64 / n.max(1) as f64
        )
    }
}

/// Plays one game between two levels; `movetime` bounds level 10.
#[must_use]
pub fn play_game(
    rules: Rules,
    white: Level,
    black: Level,
    seeds: [u64; 2],
    movetime: Duration,
) -> (Option<Outcome>, usize, [(Duration, u32); 2]) {
    let mut game = Game::new(rules);
    let mut players = [
        Some(Ai::new(white, seeds[0])),
        Some(Ai::new(black, seeds[1])),
    ];
    let mut time = [(Duration::ZERO, 0u32); 2];
    while game.outcome().is_none() && game.moves().len() < MAX_TURNS {
        let side = usize::from(game.position().side_to_move() == Color::Black);
        let Some(mut ai) = players[side].take() else {
            break;
        };
        let start = Instant::now();
        let choice = if ai.level() == Level::MAX {
            let thinker = Thinker::start(ai, game.clone(), Limits::default(), Some(movetime));
            let (choice, back) = thinker.join();
            ai = back;
            choice
        } else {
            ai.choose(&game, Limits::default(), &StopFlag::new(), |_| {})
        };
        time[side].0 += start.elapsed();
        time[side].1 += 1;
        players[side] = Some(ai);
        let Some(choice) = choice else { break };
        if game.play(choice.mv).is_err() {
            break;
        }
    }
    (game.outcome(), game.moves().len(), time)
}

/// Runs the match; `on_game` hears of each game as it ends.
///
/// # Errors
/// A player that is not an AI, or bad rules.
pub fn run(args: &MatchArgs, on_game: impl Fn(&MatchGame) + Sync) -> anyhow::Result<MatchReport> {
    let level = |spec: PlayerSpec| match spec {
        PlayerSpec::Ai(level) => Ok(level),
        PlayerSpec::Human => Err(anyhow::anyhow!("a match is played by AIs: use ai:LEVEL")),
    };
    let (first, second) = (level(args.white)?, level(args.black)?);
    let rules = args.rules.rules()?;
    let count = args.games as usize;
    let next = AtomicUsize::new(0);
    let games = Mutex::new(Vec::with_capacity(count));
    let movetime = Duration::from_millis(args.movetime);
    std::thread::scope(|scope| {
        for _ in 0..args.jobs {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= count {
                        break;
                    }
                    let first_is_white = index.is_multiple_of(2);
                    let (white, black) = if first_is_white {
                        (first, second)
                    } else {
                        (second, first)
                    };
                    let base = args.seed.wrapping_add(2 * index as u64);
                    let (outcome, plies, time) =
                        play_game(rules, white, black, [base, base + 1], movetime);
                    // Times by player, not by colour.
                    let time = if first_is_white {
                        time
                    } else {
                        [time[1], time[0]]
                    };
                    let game = MatchGame {
                        index,
                        first_is_white,
                        outcome,
                        plies,
                        time,
                    };
                    on_game(&game);
                    if let Ok(mut games) = games.lock() {
                        games.push(game);
                    }
                }
            });
        }
    });
    let mut games = games.into_inner().unwrap_or_default();
    games.sort_by_key(|g| g.index);
    Ok(MatchReport {
        first,
        second,
        rules,
        games,
    })
}
