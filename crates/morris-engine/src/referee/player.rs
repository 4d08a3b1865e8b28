//! A player of a match: our AI in this process, or an engine process.

use std::time::Duration;

use morris_ai::search::{Limits, StopFlag};
use morris_ai::{Ai, Level, Thinker};
use morris_core::{Game, Move};

use super::{MatchConfig, MatchSide};
use crate::client::{EngineClient, EngineFailure, EngineSetup};

/// A player of a match: our AI, or an engine started when first needed and
/// again after it failed.
#[derive(Debug)]
pub(super) enum Player {
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
    pub(super) fn new(config: &MatchConfig, i: usize) -> Player {
        let ai = |level: Level, random: bool| {
            let mut ai = Ai::new(level, config.seed);
            if level == Level::MAX {
                ai.set_databases(config.databases.clone());
                ai.set_random_keeping(random);
            }
            ai
        };
        match &config.sides[i] {
            MatchSide::Ai(level) => Player::Ai {
                level: *level,
                ai: Some(ai(*level, false)),
            },
            MatchSide::PlainPerfect => Player::Ai {
                level: Level::MAX,
                ai: Some(ai(Level::MAX, true)),
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
    pub(super) fn new_game(&mut self, seed: u64) -> Result<(), EngineFailure> {
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
    pub(super) fn turn(
        &mut self,
        game: &Game,
        movetime: Duration,
        timeout: Duration,
    ) -> Result<Move, EngineFailure> {
        match self {
            Player::Ai { ai, level } => {
                let mut player = ai.take().unwrap_or_else(|| Ai::new(*level, 0));
                let choice = if *level == Level::MAX {
                    let thinker =
                        Thinker::start(player, game.clone(), Limits::default(), Some(movetime));
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
                let answer = engine.turn(game, movetime, timeout);
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
    pub(super) fn remarks(&self) -> Vec<String> {
        match self {
            Player::Engine {
                client: Some(c), ..
            } => c.remarks(),
            _ => Vec::new(),
        }
    }
}
