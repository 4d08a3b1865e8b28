//! One game of a match: played between two players, refereed by the
//! core, and written down as a record.

use std::path::Path;
use std::time::{Duration, Instant};

use morris_core::{Color, Game, Move, Record};

use super::player::Player;
use super::{GameEnd, MAX_TURNS, MatchConfig, MatchGame, Times};
use crate::client::EngineFailure;

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
    movetimes: [Duration; 2],
) -> Played {
    let mut game = Game::new(config.rules);
    for &m in opening {
        // Openings are made of legal moves under these rules.
        let _ = game.play(m);
    }
    let mut times = [Times::default(); 2];
    let mut turn_times = Vec::new();
    let limits = movetimes.map(|t| t + config.overrun_margin);
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
        let answer = players[i].turn(&game, movetimes[i], config.timeout);
        let took = start.elapsed();
        match answer {
            Ok(m) => {
                if let Err(e) = game.play(m) {
                    break GameEnd::Forfeit {
                        loser: side,
                        reason: e.to_string(),
                    };
                }
                times[i].add(took, limits[i]);
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
fn record_of(played: &Played, names: [&str; 2], index: usize, movetimes: [Duration; 2]) -> Record {
    let mut record = Record::from_game(&played.game);
    record.set_tag("Event", "morris match");
    record.set_tag("Date", &jiff::Zoned::now().strftime("%Y.%m.%d").to_string());
    record.set_tag("Round", &(index + 1).to_string());
    record.set_tag("White", names[0]);
    record.set_tag("Black", names[1]);
    let [white_ms, black_ms] = movetimes.map(|t| t.as_millis().to_string());
    if white_ms == black_ms {
        record.set_tag("MoveTime", &white_ms);
    } else {
        record.set_tag("WhiteMoveTime", &white_ms);
        record.set_tag("BlackMoveTime", &black_ms);
    }
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

/// Plays game `index` of the match and saves its record.
pub(super) fn play_one(
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
    let [first_ms, second_ms] = config.movetimes;
    let (white, black, colour_names, movetimes) = if first_is_white {
        (
            first,
            second,
            [names[0].as_str(), names[1].as_str()],
            [first_ms, second_ms],
        )
    } else {
        (
            second,
            first,
            [names[1].as_str(), names[0].as_str()],
            [second_ms, first_ms],
        )
    };
    let played = play_game([white, black], config, opening, [base, base + 1], movetimes);
    let record = config.records.as_ref().and_then(|dir| {
        let path = dir.join(format!("game-{:04}.pgn", index + 1));
        let text = record_of(&played, colour_names, index, movetimes).to_string();
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

/// Writes a record, saying on stderr when it cannot.
fn save(path: &Path, text: &str) -> bool {
    match morris_ai::files::write_atomically(path, text.as_bytes()) {
        Ok(()) => true,
        Err(e) => {
            eprintln!("morris: cannot write {}: {e}", path.display());
            false
        }
    }
}
