//! A game: the start position, the moves played, undo and redo, and the
//! outcome judged in the order of the rules.
//!
//! ```
//! use morris_core::{Game, Rules, Termination};
//!
//! let mut game = Game::new(Rules::default());
//! game.play("d6".parse()?)?;
//! game.play("f4".parse()?)?;
//! assert_eq!(game.undo().map(|m| m.to_string()), Some("f4".to_string()));
//! assert_eq!(game.redo().map(|m| m.to_string()), Some("f4".to_string()));
//! game.resign(morris_core::Color::White);
//! assert_eq!(game.outcome().map(|o| o.termination), Some(Termination::Resignation));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;

use crate::{Color, IllegalMoveError, Move, Outcome, Position, Rules, Termination};

/// A game with its history.
#[derive(Clone, Debug)]
pub struct Game {
    /// `positions[i]` stands after `i` moves; `positions[0]` is the start.
    positions: Vec<Position>,
    moves: Vec<Move>,
    /// Moves taken back, the next one to redo last.
    redo: Vec<Move>,
    /// A resignation or agreed draw, which ends the game at its last move.
    declared: Option<Outcome>,
    outcome: Option<Outcome>,
}

/// Why a move cannot be played in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PlayError {
    /// The game has ended.
    GameOver(Outcome),
    /// The move is illegal in the current position.
    Illegal(IllegalMoveError),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver(outcome) => write!(f, "the game is over: {outcome}"),
            PlayError::Illegal(err) => err.fmt(f),
        }
    }
}

impl std::error::Error for PlayError {}

impl From<IllegalMoveError> for PlayError {
    fn from(err: IllegalMoveError) -> PlayError {
        PlayError::Illegal(err)
    }
}

impl Game {
    /// A new game from the start position of `rules`.
    #[must_use]
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::new(rules))
    }

    /// A game starting from `start`.
    #[must_use]
    pub fn from_position(start: Position) -> Game {
        let mut game = Game {
            positions: vec![start],
            moves: Vec::new(),
            redo: Vec::new(),
            declared: None,
            outcome: None,
        };
        game.outcome = game.judge();
        game
    }

    /// The rules of the game.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        self.start().rules()
    }

    /// The position the game started from.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The position after the first `n` moves (the start for 0), if the game
    /// has that many.
    #[must_use]
    pub fn position_after(&self, n: usize) -> Option<&Position> {
        self.positions.get(n)
    }

    /// The moves played, in order.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How the game ended, or `None` while it goes on.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game has ended.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The legal moves now; empty when the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.is_over() {
            Vec::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// How many times the current position has stood in this game,
    /// counting now (board, side to move and pieces in hand).
    #[must_use]
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        self.positions
            .iter()
            .filter(|p| p.hash() == now.hash() && p.same_placement(now))
            .count()
    }

    /// The end-of-game checks in the order of the rules.
    fn judge(&self) -> Option<Outcome> {
        if self.declared.is_some() {
            return self.declared;
        }
        let pos = self.position();
        if let Some(outcome) = pos.rule_outcome() {
            return Some(outcome);
        }
        if pos.rules().repetition() && self.repetitions() >= 3 {
            return Some(Outcome::draw(Termination::Repetition));
        }
        pos.is_n_move_draw()
            .then_some(Outcome::draw(Termination::NMove))
    }

    /// Plays a move. An illegal move, or any move after the end, is refused
    /// and changes nothing. Playing the move that [`Game::redo`] would play
    /// keeps the rest of the redo list; any other move clears it.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] after the end, [`PlayError::Illegal`] for an
    /// illegal move.
    pub fn play(&mut self, m: Move) -> Result<(), PlayError> {
        if let Some(outcome) = self.outcome {
            return Err(PlayError::GameOver(outcome));
        }
        let mut next = *self.position();
        next.play(m)?;
        if self.redo.last() == Some(&m) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.positions.push(next);
        self.moves.push(m);
        self.outcome = self.judge();
        Ok(())
    }

    /// The moves numbered in pairs, one pair a line, as move lists show
    /// them: `1. d6 f4`. A pair opens with a move of the rules' first
    /// player; a game whose start has the other player to move begins
    /// `N... move`. Empty when no move has been played; no final newline.
    ///
    /// ```
    /// use morris_core::{Game, Rules};
    ///
    /// let mut game = Game::new(Rules::default());
    /// for m in ["d6", "f4", "d2"] {
    ///     game.play(m.parse()?)?;
    /// }
    /// assert_eq!(game.move_list(), "1. d6 f4\n2. d2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn move_list(&self) -> String {
        let first = self.rules().first();
        let mut out = String::new();
        for (i, (m, before)) in self.moves.iter().zip(&self.positions).enumerate() {
            let number = before.turn_number();
            if before.side_to_move() == first {
                if i > 0 {
                    out.push('\n');
                }
                out.push_str(&format!("{number}. {m}"));
            } else if i == 0 {
                out.push_str(&format!("{number}... {m}"));
            } else {
                out.push_str(&format!(" {m}"));
            }
        }
        out
    }

    /// Takes back the last move and returns it; a resignation or agreed
    /// draw is taken back first (and `None` returned for it). `None` at the
    /// start.
    pub fn undo(&mut self) -> Option<Move> {
        if self.declared.take().is_some() {
            self.outcome = self.judge();
            return None;
        }
        let m = self.moves.pop()?;
        self.positions.pop();
        self.redo.push(m);
        self.outcome = self.judge();
        Some(m)
    }

    /// Plays again the move last taken back, if any.
    pub fn redo(&mut self) -> Option<Move> {
        let m = *self.redo.last()?;
        self.play(m).ok()?;
        Some(m)
    }

    /// The moves [`Game::redo`] would play, the next one first.
    #[must_use]
    pub fn redo_moves(&self) -> Vec<Move> {
        self.redo.iter().rev().copied().collect()
    }

    /// Goes back to the position after the first `n` moves, keeping the
    /// later moves for redo. Does nothing when `n` is past the end.
    pub fn go_to(&mut self, n: usize) {
        while self.moves.len() > n {
            self.undo();
        }
    }

    /// `color` resigns: the other side wins. Does nothing once the game is
    /// over.
    pub fn resign(&mut self, color: Color) {
        if self.outcome.is_none() {
            self.declared = Some(Outcome::win(color.other(), Termination::Resignation));
            self.outcome = self.declared;
        }
    }

    /// `color`'s clock ran out: the other side wins, unless it can no
    /// longer win by any sequence of moves, when the game is drawn (see
    /// [`Position::can_win`]). Does nothing once the game is over.
    pub fn time_forfeit(&mut self, color: Color) {
        if self.outcome.is_none() {
            let other = color.other();
            self.declared = Some(if self.position().can_win(other) {
                Outcome::win(other, Termination::TimeForfeit)
            } else {
                Outcome::draw(Termination::TimeForfeit)
            });
            self.outcome = self.declared;
        }
    }

    /// `color` left the game and stayed away past the limit: the other side
    /// wins. Does nothing once the game is over.
    pub fn abandon(&mut self, color: Color) {
        if self.outcome.is_none() {
            self.declared = Some(Outcome::win(color.other(), Termination::Abandoned));
            self.outcome = self.declared;
        }
    }

    /// The players agree to a draw. Does nothing once the game is over.
    pub fn agree_draw(&mut self) {
        if self.outcome.is_none() {
            self.declared = Some(Outcome::draw(Termination::Agreement));
            self.outcome = self.declared;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Point, Preset};

    fn play_all(game: &mut Game, moves: &str) {
        for m in moves.split_whitespace() {
            game.play(m.parse().unwrap()).unwrap();
        }
    }

    #[test]
    fn a_flag_fall_gives_the_game_to_the_other_side_and_a_record_keeps_it() {
        let mut game = Game::new(Rules::default());
        play_all(&mut game, "d6 f4 d2");
        game.time_forfeit(Color::Black);
        assert_eq!(
            game.outcome(),
            Some(Outcome::win(Color::White, Termination::TimeForfeit))
        );
        // Once over, nothing more ends it.
        game.time_forfeit(Color::White);
        assert_eq!(game.outcome().unwrap().winner, Some(Color::White));
        let text = crate::Record::from_game(&game).to_string();
        assert!(text.contains("[Termination \"time-forfeit\"]"), "{text}");
        let back = text.parse::<crate::Record>().unwrap().to_game().unwrap();
        assert_eq!(back.outcome(), game.outcome());
        // A side with three pieces can always still win.
        assert!(game.position().can_win(Color::White));
    }

    #[test]
    fn illegal_moves_change_nothing() {
        let mut game = Game::new(Rules::default());
        play_all(&mut game, "d6 f4");
        let before = game.position().to_string();
        let err = game.play(Move::place(Point::D6)).unwrap_err();
        assert!(matches!(err, PlayError::Illegal(_)));
        assert_eq!(game.position().to_string(), before);
        assert_eq!(game.moves().len(), 2);
    }

    #[test]
    fn undo_redo_walks_the_history() {
        let mut game = Game::new(Rules::default());
        play_all(&mut game, "d6 f4 d2");
        let end = *game.position();
        game.go_to(1);
        assert_eq!(game.moves().len(), 1);
        assert_eq!(game.redo_moves().len(), 2);
        game.redo();
        game.redo();
        assert_eq!(*game.position(), end);
        assert_eq!(game.redo(), None);
        game.undo();
        play_all(&mut game, "a7");
        assert!(game.redo_moves().is_empty());
    }

    #[test]
    fn resignation_ends_and_can_be_taken_back() {
        let mut game = Game::new(Rules::preset(Preset::Twelve));
        game.resign(Color::Black);
        assert_eq!(
            game.outcome(),
            Some(Outcome::win(Color::White, Termination::Resignation))
        );
        assert!(matches!(
            game.play(Move::place(Point::A1)),
            Err(PlayError::GameOver(_))
        ));
        assert_eq!(game.undo(), None);
        assert_eq!(game.outcome(), None);
        game.agree_draw();
        assert_eq!(game.outcome(), Some(Outcome::draw(Termination::Agreement)));
    }
}
