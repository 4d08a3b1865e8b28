//! When the AI accepts a draw: only when the endgame databases say the game
//! is a draw or lost for it, or its own search sees it at least a piece
//! worse; a game about even plays on. One policy, whichever frontend asks.

use morris_ai::db::{Databases, DbValue};
use morris_ai::search::{Limits, StopFlag};
use morris_ai::{Ai, Level, Score};
use morris_core::{Color, Game};

/// The nodes the AI searches before answering a draw offer: a fraction of
/// a second, enough to see the tactics of the next few turns.
pub const DRAW_SEARCH_NODES: u64 = 150_000;

/// How much worse for it (in hundredths of a piece) the search must see the
/// game before the AI takes a draw: a whole piece. Less is the evaluation's
/// guess (after one move each it gives the side to move half a piece), not
/// a game going wrong.
pub const DRAW_MARGIN: i32 = 100;

/// Whether the AI playing `ai_side` in `game` accepts a draw.
#[must_use]
pub fn ai_accepts_draw(game: &Game, ai_side: Color, databases: Option<&Databases>) -> bool {
    if game.is_over() {
        return false;
    }
    let pos = game.position();
    let for_ai = |score: Score| {
        if pos.side_to_move() == ai_side {
            score
        } else {
            -score
        }
    };
    if pos.is_moving_phase()
        && let Some(value) = databases.and_then(|db| db.probe(pos))
    {
        let value = if pos.side_to_move() == ai_side {
            value
        } else {
            match value {
                DbValue::Win(d) => DbValue::Loss(d),
                DbValue::Loss(d) => DbValue::Win(d),
                DbValue::Draw => DbValue::Draw,
            }
        };
        return !matches!(value, DbValue::Win(_));
    }
    let mut ai = Ai::with_hash(Level::MAX, 1, 8);
    let result = ai.searcher_mut().search(
        game,
        Limits::nodes(DRAW_SEARCH_NODES),
        &StopFlag::new(),
        |_| {},
    );
    let score = for_ai(result.score);
    score.is_loss() || (!score.is_win() && score.raw() <= -DRAW_MARGIN)
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::{Position, Rules, Setup};

    fn game(text: &str) -> Game {
        let setup: Setup = text.parse().unwrap();
        Game::from_position(Position::from_setup(&setup, Rules::default()).unwrap())
    }

    #[test]
    fn the_side_that_is_winning_plays_on_and_the_losing_side_accepts() {
        // White closes a7 d7 g7 at once and Black falls to two pieces.
        let g = game("WW./.B./.../..B..W/.../.B./... w 0 0 0 20");
        assert!(!ai_accepts_draw(&g, Color::White, None));
        assert!(ai_accepts_draw(&g, Color::Black, None));
    }

    #[test]
    fn an_even_opening_plays_on_for_both() {
        let mut g = Game::new(Rules::default());
        for m in ["d6", "f4"] {
            g.play(m.parse().unwrap()).unwrap();
        }
        assert!(!ai_accepts_draw(&g, Color::White, None));
        assert!(!ai_accepts_draw(&g, Color::Black, None));
    }

    #[test]
    fn a_game_that_is_over_has_no_draw_to_accept() {
        let g = game("WW./.B./.../..B..W/.../.../... w 0 0 0 20");
        assert!(g.is_over());
        assert!(!ai_accepts_draw(&g, Color::Black, None));
    }
}
