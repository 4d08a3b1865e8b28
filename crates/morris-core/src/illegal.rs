//! Why a position or a move is refused: [`SetupError`] for position text
//! that cannot stand under the rules, [`IllegalMoveError`] with its
//! [`IllegalReason`] for a move the rules forbid.

use std::fmt;

use crate::{Color, Move, Point, PointSet};

/// Why a position text cannot stand under the given rules.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SetupError {
    /// The text is for another board than the rules play on.
    OtherBoard {
        /// The board of the text.
        text: crate::Board,
        /// The board of the rules.
        rules: crate::Board,
    },
    /// A piece stands on a point that is not one of the board's.
    OffBoard(Point),
    /// A point holds pieces of both colours.
    Overlap(Point),
    /// A side has more pieces on the board and in hand than the rules give.
    TooManyPieces(Color),
    /// The pieces in hand do not fit whose turn it is: the first player
    /// places first and turns alternate.
    HandsOutOfTurn,
    /// The N-move counter is not zero although pieces are still in hand.
    CounterWhilePlacing,
    /// The turn number is zero.
    TurnZero,
    /// The position remembers spent mills or a last mill move, and the
    /// rules remember neither.
    MemoryNotInRules,
    /// The side's spent points are not whole mills.
    BadMemory(Color),
    /// Marked pieces where the rules mark none, on points with pieces, once
    /// placing is over, or more of them than pieces were placed.
    BadMarks,
    /// Removals are due (`due:` or `own-due:`) where the rules make none
    /// fall due, while pieces are in hand, for a side that is not to move
    /// first, or not at all on a board left full by rules that make
    /// players remove then.
    BadDue,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::OtherBoard { text, rules } => write!(
                f,
                "the position is for the {}-point board, and the rules play on the {}-point board",
                text.points(),
                rules.points()
            ),
            SetupError::OffBoard(p) => write!(f, "{p} is not a point of this board"),
            SetupError::Overlap(p) => write!(f, "{p} holds pieces of both colours"),
            SetupError::TooManyPieces(c) => {
                write!(f, "{c} has more pieces than the rules give")
            }
            SetupError::HandsOutOfTurn => f.write_str(
                "the pieces in hand do not fit whose turn it is (placing alternates, the first player first)",
            ),
            SetupError::CounterWhilePlacing => {
                f.write_str("the N-move counter must be 0 while pieces are in hand")
            }
            SetupError::TurnZero => f.write_str("the turn number starts at 1"),
            SetupError::MemoryNotInRules => f.write_str(
                "the position remembers mills (spent: or last:), and these rules remember none",
            ),
            SetupError::BadMemory(c) => write!(
                f,
                "{c}'s spent points must be whole mills"
            ),
            SetupError::BadDue => f.write_str(
                "removals due (due: or own-due:) stand only under rules that make them, once placing ends, with the side to move owing some; a board left full by such rules must have them",
            ),
            SetupError::BadMarks => f.write_str(
                "marked pieces stand only under rules that mark them, while placing, on points without pieces, and no more than were placed",
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// Why a move is illegal in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum IllegalReason {
    /// The game is over: nobody moves.
    GameOver,
    /// The player still has pieces in hand and must place one.
    MustPlace,
    /// The player has no pieces in hand and must move a piece.
    MustMove,
    /// The destination is not empty.
    NotEmpty(Point),
    /// The point is not one of this board's (`d4` on the large board, `c5`
    /// on Six Men's Morris's).
    OffBoard(Point),
    /// The point moved from holds no piece of the player.
    NotOwnPiece(Point),
    /// The points are not adjacent and the player may not fly.
    NotAdjacent(Point, Point),
    /// The move closes a mill but names fewer removals than it earns.
    MissingRemoval {
        /// How many removals the move earns.
        earned: usize,
    },
    /// The move names more removals than it earns.
    TooManyRemovals {
        /// How many removals the move earns.
        earned: usize,
    },
    /// The removed point holds no opponent piece.
    NotOpponentPiece(Point),
    /// The removed piece stands in a mill while other pieces do not.
    InMill(Point),
    /// Every opponent piece stands in a mill and the rules forbid removing
    /// any of them.
    AllInMills,
    /// The move takes the piece that closed a mill on the player's last
    /// turn straight back to close a mill again, which restricted repeated
    /// mills forbid.
    RepeatedMill(Point, Point),
    /// Removals are due: the turn is to remove that many pieces, alone
    /// (`xa7`).
    RemovalDue {
        /// How many pieces the turn removes.
        due: usize,
    },
    /// A turn of removals alone while none is due.
    NoRemovalDue,
    /// The placement or move lands between two opponent pieces, which it
    /// takes by intervention: these, and nothing else.
    Intervention(PointSet),
}

/// A move that is not legal in the position it was tried in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMoveError {
    /// The move tried.
    pub mv: Move,
    /// The side that tried it.
    pub side: Color,
    /// Why it is illegal.
    pub reason: IllegalReason,
}

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let opponent = self.side.other();
        write!(f, "illegal move {}: ", self.mv)?;
        match &self.reason {
            IllegalReason::GameOver => f.write_str("the game is over"),
            IllegalReason::MustPlace => {
                f.write_str("pieces are still in hand: place one on an empty point")
            }
            IllegalReason::MustMove => {
                f.write_str("no pieces are left in hand: move a piece (like d6-d5)")
            }
            IllegalReason::NotEmpty(p) => write!(f, "{p} is not empty"),
            IllegalReason::OffBoard(p) => write!(f, "{p} is not a point of this board"),
            IllegalReason::NotOwnPiece(p) => write!(f, "{p} holds no {} piece", self.side),
            IllegalReason::NotAdjacent(a, b) => write!(f, "{a} and {b} are not adjacent"),
            IllegalReason::MissingRemoval { earned: 1 } => {
                f.write_str("it closes a mill: name the piece to remove, like d6-d5xa7")
            }
            IllegalReason::MissingRemoval { earned } => write!(
                f,
                "it closes mills that remove {earned} pieces: name them, like d6xa7xg7"
            ),
            IllegalReason::TooManyRemovals { earned: 0 } => {
                f.write_str("it closes no mill, so it removes nothing")
            }
            IllegalReason::TooManyRemovals { earned } => {
                write!(f, "it removes only {earned} piece(s)")
            }
            IllegalReason::NotOpponentPiece(p) => write!(f, "{p} holds no {opponent} piece"),
            IllegalReason::InMill(p) => write!(
                f,
                "{p} stands in a mill, and {opponent} has pieces outside mills"
            ),
            IllegalReason::AllInMills => write!(
                f,
                "every {opponent} piece stands in a mill, and these rules allow no removal then"
            ),
            IllegalReason::RemovalDue { due } => write!(
                f,
                "{due} removal(s) are due: the turn is to remove, like xa7"
            ),
            IllegalReason::NoRemovalDue => f.write_str("no removal is due: place or move a piece"),
            IllegalReason::Intervention(pair) => {
                f.write_str("it lands between opponent pieces and takes them by intervention:")?;
                for p in *pair {
                    write!(f, " x{p}")?;
                }
                Ok(())
            }
            IllegalReason::RepeatedMill(a, b) => write!(
                f,
                "the piece on {a} closed a mill coming from {b} on the last turn: going straight back to close a mill again is not allowed"
            ),
        }
    }
}

impl std::error::Error for IllegalMoveError {}
