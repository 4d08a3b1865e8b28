//! What both ends make of a state with the rules core: the game it replays
//! to, its record, and the wire form of an outcome.

use morris_core::{ByColor, Color, Game, Outcome, Record, RecordFormat, Termination};

use crate::{GameState, OutcomeState};

/// The record of an online game: our format, with the players' names, the
/// game's number in its room and its end as the server decided it. The
/// server and every client write it the same.
#[must_use]
pub fn record_text(game: &Game, names: &ByColor<String>, round: u32) -> String {
    let mut record = Record::from_game(game);
    record.set_tag("Event", "Online game");
    record.set_tag("Site", "morris serve");
    record.set_tag("Round", &round.to_string());
    record.set_tag("White", &names.white);
    record.set_tag("Black", &names.black);
    record.to_text(RecordFormat::Morris)
}

/// The game a state's turns make, replayed by the core, with the end the
/// server declared; `None` when a turn does not replay.
#[must_use]
pub fn replay(state: &GameState) -> Option<Game> {
    let mut game = Game::new(state.rules);
    for turn in &state.moves {
        game.play(turn.parse().ok()?).ok()?;
    }
    if let Some(o) = &state.outcome {
        declare(&mut game, o).then_some(())?;
    }
    Some(game)
}

/// Ends `game` as the server declared, where no turn ended it: a
/// resignation, a fallen flag, an agreed draw, a game left. Whether the
/// game now ends so (an end a turn made is already there; an end no rule
/// gives is refused, and the game is left as it was).
pub fn declare(game: &mut Game, outcome: &OutcomeState) -> bool {
    if game.is_over() {
        return true;
    }
    let Ok(termination) = outcome.termination.parse::<Termination>() else {
        return false;
    };
    let loser = outcome.winner.map(Color::other);
    match (termination, loser) {
        (Termination::Resignation, Some(loser)) => game.resign(loser),
        (Termination::Abandoned, Some(loser)) => game.abandon(loser),
        (Termination::TimeForfeit, _) => game.time_forfeit(game.position().side_to_move()),
        (Termination::Agreement, None) => game.agree_draw(),
        _ => return false,
    }
    true
}

/// The wire form of an outcome.
#[must_use]
pub fn outcome_state(outcome: Outcome) -> OutcomeState {
    OutcomeState {
        winner: outcome.winner,
        result: outcome.result().to_owned(),
        termination: outcome.termination.name().to_owned(),
    }
}
