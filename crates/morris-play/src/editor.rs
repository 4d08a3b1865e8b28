//! The position editor's model, for any frontend: pieces put on points and
//! taken off (a click with a brush, or a drag), pieces in hand, the side to
//! move; the rules core says whether the position can stand under the
//! game's rules, and why not.
//!
//! ```
//! use morris_core::{Color, Point, Position, Rules};
//! use morris_play::editor::{Brush, Editor};
//!
//! let mut editor = Editor::from_position(&Position::new(Rules::default()));
//! // A piece put on the board comes out of its side's hand.
//! editor.click(Point::D6);
//! editor.brush = Brush::Piece(Color::Black);
//! editor.click(Point::F4);
//! assert!(editor.position().is_ok(), "eight in hand and one on the board each");
//! // Nine in hand again beside the piece on the board is one too many.
//! editor.set_in_hand(Color::White, 9);
//! assert!(editor.position().is_err());
//! ```

use morris_core::{ByColor, Color, Point, Position, Rules, Setup};

/// What a click on a point does in the editor.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Brush {
    /// Puts a piece of this side there (or takes it off when one stands).
    Piece(Color),
    /// Takes off whatever stands there.
    Erase,
}

/// The position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    /// The position as text describes it, not yet checked.
    pub setup: Setup,
    /// The rules it is checked against (the game's).
    pub rules: Rules,
    /// What a click does.
    pub brush: Brush,
}

impl Editor {
    /// An editor starting from `pos`.
    #[must_use]
    pub fn from_position(pos: &Position) -> Editor {
        let mut setup = pos.to_setup();
        // A set-up position starts a game of its own.
        setup.turn = 1;
        Editor {
            setup,
            rules: *pos.rules(),
            brush: Brush::Piece(Color::White),
        }
    }

    /// The position, when the rules let it stand.
    ///
    /// # Errors
    /// Why it cannot, from the core.
    pub fn position(&self) -> Result<Position, morris_core::SetupError> {
        Position::from_setup(&self.setup, self.rules)
    }

    /// A click on `point` with the brush.
    pub fn click(&mut self, point: Point) {
        let board = &mut self.setup.board;
        let here = Color::ALL.into_iter().find(|&c| board[c].contains(point));
        for c in Color::ALL {
            board[c] = board[c].without(point);
        }
        if let Brush::Piece(color) = self.brush
            && here != Some(color)
        {
            board[color].insert(point);
            // A piece put on the board comes out of its side's hand when
            // board and hand would hold more than the side has.
            let hand = &mut self.setup.in_hand[color];
            if *hand > 0
                && board[color].len() as u32 + u32::from(*hand) > u32::from(self.rules.pieces())
            {
                *hand -= 1;
            }
        }
    }

    /// The piece on `from` dragged to `to` (an empty point).
    pub fn drag(&mut self, from: Point, to: Point) {
        let board = &mut self.setup.board;
        let Some(color) = Color::ALL.into_iter().find(|&c| board[c].contains(from)) else {
            return;
        };
        if Color::ALL.into_iter().any(|c| board[c].contains(to)) {
            return;
        }
        board[color] = board[color].without(from).with(to);
    }

    /// Pieces in hand for `color` (clamped to what the rules give).
    pub fn set_in_hand(&mut self, color: Color, pieces: u8) {
        self.setup.in_hand[color] = pieces.min(self.rules.pieces());
        // Pieces in hand mean placing: the N-move counter is not running.
        if self.setup.in_hand[color] > 0 {
            self.setup.n_move_counter = 0;
        }
    }

    /// An empty board with every piece in hand, the first player to move:
    /// the start, from which pieces put on the board come out of the hands.
    pub fn clear(&mut self) {
        self.setup.board = ByColor::new(Default::default(), Default::default());
        let pieces = self.rules.pieces();
        self.setup.in_hand = ByColor::new(pieces, pieces);
        self.setup.side_to_move = self.rules.first();
        self.setup.n_move_counter = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clicks_put_and_take_pieces_and_the_core_judges() {
        let mut editor = Editor::from_position(&Position::new(Rules::default()));
        editor.clear();
        let d6: Point = "d6".parse().unwrap();
        editor.click(d6);
        assert!(editor.setup.board[Color::White].contains(d6));
        editor.brush = Brush::Piece(Color::Black);
        editor.click(d6);
        assert!(editor.setup.board[Color::Black].contains(d6));
        assert!(!editor.setup.board[Color::White].contains(d6));
        editor.click(d6);
        assert!(
            editor.setup.board[Color::Black].is_empty(),
            "a second click takes it off"
        );
        editor.click(d6);
        let f4: Point = "f4".parse().unwrap();
        editor.drag(d6, f4);
        assert!(editor.setup.board[Color::Black].contains(f4));
        // Ten pieces of a side on a nine-piece board cannot stand.
        editor.brush = Brush::Piece(Color::White);
        for p in Point::ALL.iter().take(12) {
            editor.click(*p);
        }
        assert!(editor.position().is_err());
        editor.clear();
        let start = editor.position().expect("the start stands");
        assert!(start.outcome().is_none(), "cleared, the game is not over");
        assert_eq!(start.to_setup().in_hand, ByColor::new(9, 9));
        // A piece put on the board comes out of the hand: one each, and
        // White is to place again.
        editor.click(d6);
        editor.brush = Brush::Piece(Color::Black);
        editor.click(f4);
        let placed = editor.position().expect("it stands");
        assert_eq!(placed.to_setup().in_hand, ByColor::new(8, 8));
        assert!(placed.outcome().is_none());
    }
}
