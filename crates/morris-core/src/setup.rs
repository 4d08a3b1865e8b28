//! Position text: a raw, unvalidated position that reads and writes one line.
//!
//! The line holds the board, the side to move, the pieces in hand of White
//! and of Black, the N-move counter (turns in the moving phase since the last
//! removal) and the turn number:
//!
//! ```text
//! W.B/.../.../....../.../.../... w 8 8 0 2
//! ```
//!
//! The board lists the points in board order, row by row from the top
//! (`a7 d7 g7 / b6 d6 f6 / c5 d5 e5 / a4 b4 c4 e4 f4 g4 / c3 d3 e3 / b2 d2 f2
//! / a1 d1 g1`), `W` for White, `B` for Black, `.` for empty. The rules travel
//! separately: [`Position::from_setup`](crate::Position::from_setup) checks a
//! setup against them.
//!
//! ```
//! use morris_core::{Point, Setup};
//!
//! let setup: Setup = "W.B/.../.../....../.../.../... w 8 8 0 2".parse()?;
//! assert!(setup.board.white.contains(Point::A7));
//! assert_eq!(setup.to_string(), "W.B/.../.../....../.../.../... w 8 8 0 2");
//! # Ok::<(), morris_core::ParseSetupError>(())
//! ```

use std::fmt;
use std::str::FromStr;

use crate::{Board, ByColor, Color, MillMemory, Point, PointSet};

use Point::*;

/// The rows of the large board, from the top.
const LARGE_ROWS: [&[Point]; 7] = [
    &[A7, D7, G7],
    &[B6, D6, F6],
    &[C5, D5, E5],
    &[A4, B4, C4, E4, F4, G4],
    &[C3, D3, E3],
    &[B2, D2, F2],
    &[A1, D1, G1],
];

/// The rows of Six Men's Morris's board, from the top.
const SIX_ROWS: [&[Point]; 5] = [
    &[A7, D7, G7],
    &[B6, D6, F6],
    &[A4, B4, F4, G4],
    &[B2, D2, F2],
    &[A1, D1, G1],
];

/// The rows of Three Men's Morris's board, from the top.
const THREE_ROWS: [&[Point]; 3] = [&[C5, D5, E5], &[C4, D4, E4], &[C3, D3, E3]];

/// The rows of `board`'s points, from the top, each from the left: the
/// order of the position text.
#[must_use]
pub const fn rows(board: Board) -> &'static [&'static [Point]] {
    match board {
        Board::TwentyFour => &LARGE_ROWS,
        Board::Sixteen => &SIX_ROWS,
        Board::Nine => &THREE_ROWS,
    }
}

/// A position as text describes it, not yet checked against any rules.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The pieces of each side on the board.
    pub board: ByColor<PointSet>,
    /// Who is to move.
    pub side_to_move: Color,
    /// Pieces each side still has to place.
    pub in_hand: ByColor<u8>,
    /// Turns in the moving phase since moving began or since the last
    /// removal, whichever is later.
    pub n_move_counter: u16,
    /// The turn number, starting at 1 and counting up after the second
    /// player's turn.
    pub turn: u32,
    /// What the rules remember of earlier turns (see [`MillMemory`]);
    /// empty under most rules.
    pub memory: MillMemory,
    /// The board the text is for: its rows tell (seven for the large
    /// board, five for Six Men's Morris's, three for Three Men's Morris's).
    pub shape: Board,
}

impl Setup {
    /// A position of the moving phase on `shape`: `mover`'s pieces those
    /// of `side`, which is to move, and `other`'s those of the other
    /// side; no piece in hand, no turn counted towards the N-move rule,
    /// turn 20, nothing remembered. What the endgame databases' positions
    /// look like as a setup.
    #[must_use]
    pub fn moving(mover: PointSet, other: PointSet, side: Color, shape: Board) -> Setup {
        let board = match side {
            Color::White => ByColor::new(mover, other),
            Color::Black => ByColor::new(other, mover),
        };
        Setup {
            board,
            side_to_move: side,
            in_hand: ByColor::new(0, 0),
            n_move_counter: 0,
            turn: 20,
            memory: MillMemory::EMPTY,
            shape,
        }
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (row, points) in rows(self.shape).iter().enumerate() {
            if row > 0 {
                f.write_str("/")?;
            }
            for p in *points {
                let c = if self.board.white.contains(*p) {
                    'W'
                } else if self.board.black.contains(*p) {
                    'B'
                } else {
                    '.'
                };
                write!(f, "{c}")?;
            }
        }
        let side = match self.side_to_move {
            Color::White => 'w',
            Color::Black => 'b',
        };
        write!(
            f,
            " {side} {} {} {} {}",
            self.in_hand.white, self.in_hand.black, self.n_move_counter, self.turn
        )?;
        self.memory.write_words(f)
    }
}

/// A field of the position text.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SetupField {
    /// The board, seven rows separated by `/`.
    Board,
    /// The side to move, `w` or `b`.
    SideToMove,
    /// White's pieces in hand.
    WhiteInHand,
    /// Black's pieces in hand.
    BlackInHand,
    /// The N-move counter.
    Counter,
    /// The turn number.
    Turn,
}

impl fmt::Display for SetupField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SetupField::Board => "the board",
            SetupField::SideToMove => "the side to move",
            SetupField::WhiteInHand => "White's pieces in hand",
            SetupField::BlackInHand => "Black's pieces in hand",
            SetupField::Counter => "the N-move counter",
            SetupField::Turn => "the turn number",
        })
    }
}

/// What is wrong with a position text.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SetupSyntaxReason {
    /// The text ends before this field.
    Missing(SetupField),
    /// The board does not have seven rows of 3, 3, 3, 6, 3, 3, 3 points
    /// (five of 3, 3, 4, 3, 3 for Six Men's Morris, three of 3 for Three
    /// Men's Morris).
    BadRows,
    /// A board character other than `W`, `B` or `.`.
    BadPiece(char),
    /// The side to move is not `w` or `b`.
    BadSide,
    /// A number field is not a number in range.
    BadNumber(SetupField),
    /// Text after the turn number that is not the rules' memory.
    TrailingText,
    /// A `spent:`, `last:` or `marked:` word of the memory is malformed or
    /// repeated.
    BadMemory,
    /// A removal is still to be made (in another program's position):
    /// only positions between whole turns can be set up.
    RemovalPending,
}

/// A position text that cannot be read, with the column (counted in
/// characters from 1) where the trouble starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSetupError {
    /// Where the trouble starts, counted in characters from 1.
    pub column: usize,
    /// What is wrong.
    pub reason: SetupSyntaxReason,
}

impl fmt::Display for ParseSetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "position text, column {}: ", self.column)?;
        match &self.reason {
            SetupSyntaxReason::Missing(field) => write!(f, "{field} is missing"),
            SetupSyntaxReason::BadRows => f.write_str(
                "the board needs seven rows of 3, 3, 3, 6, 3, 3 and 3 points separated by / (five of 3, 3, 4, 3 and 3 for Six Men's Morris, three of 3 for Three Men's Morris)",
            ),
            SetupSyntaxReason::BadPiece(c) => {
                write!(f, "{c:?} is not a piece (use W, B or . for empty)")
            }
            SetupSyntaxReason::BadSide => f.write_str("the side to move must be w or b"),
            SetupSyntaxReason::BadNumber(field) => write!(f, "{field} is not a valid number"),
            SetupSyntaxReason::TrailingText => f.write_str("unexpected text after the turn number"),
            SetupSyntaxReason::BadMemory => f.write_str(
                "the remembered mills must read spent:POINTS/POINTS, last:FROM-TO/FROM-TO (- for none) or marked:POINTS, each once",
            ),
            SetupSyntaxReason::RemovalPending => {
                f.write_str("a removal is still to be made: set up a position between turns")
            }
        }
    }
}

impl std::error::Error for ParseSetupError {}

impl FromStr for Setup {
    type Err = ParseSetupError;

    fn from_str(s: &str) -> Result<Setup, ParseSetupError> {
        // Fields with the character column (from 1) where each starts.
        let mut fields: Vec<(usize, String)> = Vec::new();
        let mut in_field = false;
        for (i, c) in s.chars().enumerate() {
            if c.is_whitespace() {
                in_field = false;
                continue;
            }
            if !in_field {
                fields.push((i + 1, String::new()));
                in_field = true;
            }
            if let Some(last) = fields.last_mut() {
                last.1.push(c);
            }
        }
        let end_column = s.chars().count() + 1;
        let field = |i: usize, name: SetupField| -> Result<(usize, &str), ParseSetupError> {
            fields
                .get(i)
                .map(|(col, text)| (*col, text.as_str()))
                .ok_or(ParseSetupError {
                    column: end_column,
                    reason: SetupSyntaxReason::Missing(name),
                })
        };

        let (board_col, board_text) = field(0, SetupField::Board)?;
        let (shape, board) = parse_board(board_text, board_col)?;

        let (side_col, side_text) = field(1, SetupField::SideToMove)?;
        let side_to_move = match side_text {
            "w" | "W" => Color::White,
            "b" | "B" => Color::Black,
            _ => {
                return Err(ParseSetupError {
                    column: side_col,
                    reason: SetupSyntaxReason::BadSide,
                });
            }
        };

        let number = |i: usize, name: SetupField, max: u32| -> Result<u32, ParseSetupError> {
            let (col, text) = field(i, name)?;
            text.parse::<u32>()
                .ok()
                .filter(|&n| n <= max && text.bytes().all(|b| b.is_ascii_digit()))
                .ok_or(ParseSetupError {
                    column: col,
                    reason: SetupSyntaxReason::BadNumber(name),
                })
        };
        let white_hand = number(2, SetupField::WhiteInHand, 12)?;
        let black_hand = number(3, SetupField::BlackInHand, 12)?;
        let counter = number(4, SetupField::Counter, u32::from(u16::MAX))?;
        let turn = number(5, SetupField::Turn, 1_000_000_000)?;
        let mut memory = MillMemory::EMPTY;
        for (col, word) in fields.iter().skip(6) {
            if memory.read_word(word) {
                continue;
            }
            let reason = if ["spent:", "last:", "marked:"]
                .iter()
                .any(|prefix| word.starts_with(prefix))
            {
                SetupSyntaxReason::BadMemory
            } else {
                SetupSyntaxReason::TrailingText
            };
            return Err(ParseSetupError {
                column: *col,
                reason,
            });
        }
        Ok(Setup {
            board,
            side_to_move,
            in_hand: ByColor::new(white_hand as u8, black_hand as u8),
            n_move_counter: counter as u16,
            turn,
            memory,
            shape,
        })
    }
}

fn parse_board(text: &str, column: usize) -> Result<(Board, ByColor<PointSet>), ParseSetupError> {
    let mut board = ByColor::new(PointSet::EMPTY, PointSet::EMPTY);
    let texts: Vec<&str> = text.split('/').collect();
    let bad_rows = ParseSetupError {
        column,
        reason: SetupSyntaxReason::BadRows,
    };
    // The number of rows tells the board.
    let shape = Board::ALL
        .into_iter()
        .find(|&b| rows(b).len() == texts.len())
        .ok_or(bad_rows)?;
    let mut col = column;
    for (row, points) in texts.iter().zip(rows(shape)) {
        if row.chars().count() != points.len() {
            return Err(ParseSetupError {
                column: col,
                reason: SetupSyntaxReason::BadRows,
            });
        }
        for (c, &point) in row.chars().zip(points.iter()) {
            match c {
                'W' => board.white.insert(point),
                'B' => board.black.insert(point),
                '.' => {}
                other => {
                    return Err(ParseSetupError {
                        column: col,
                        reason: SetupSyntaxReason::BadPiece(other),
                    });
                }
            }
            col += 1;
        }
        col += 1; // the slash
    }
    Ok((shape, board))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_moving_setup_puts_the_movers_pieces_on_its_side() {
        let mover: PointSet = [Point::A7, Point::D7].into_iter().collect();
        let other: PointSet = [Point::G1].into_iter().collect();
        let black = Setup::moving(mover, other, Color::Black, Board::TwentyFour);
        assert_eq!(
            black.to_string(),
            "BB./.../.../....../.../.../..W b 0 0 0 20"
        );
        let white = Setup::moving(mover, other, Color::White, Board::TwentyFour);
        assert_eq!(
            white.to_string(),
            "WW./.../.../....../.../.../..B w 0 0 0 20"
        );
    }

    #[test]
    fn round_trips() {
        for text in [
            ".../.../.../....../.../.../... w 9 9 0 1",
            "WBW/B.W/.../BW..WB/.../.../..B b 0 0 17 30",
            "WWW/.../.../....../.../.B./B.B b 6 6 0 4 spent:a7d7g7/-",
            "WWW/.../.../....../.../.B./B.B b 6 6 0 4 last:-/d1-d2",
            "WWW/.../.../....../.../BB./B.B w 6 6 0 4 spent:a7d7g7/b2d2f2 last:d6-d7/-",
            "WWW/.../.../....../.../.B./..B b 6 6 0 4 marked:a1",
            "W.W/.B./.W../.../... b 0 1 0 3",
            ".../.../..../.../... w 6 6 0 1",
            "WB./.WB/... w 1 1 0 3",
        ] {
            let setup: Setup = text.parse().unwrap();
            assert_eq!(setup.to_string(), text);
        }
    }

    #[test]
    fn the_rows_tell_the_board() {
        let six: Setup = ".../B../..W./.../... w 5 5 0 2".parse().unwrap();
        assert_eq!(six.shape, Board::Sixteen);
        assert_eq!(six.board.black, Point::B6.set());
        assert_eq!(six.board.white, Point::F4.set());
        let three: Setup = ".../.W./... b 3 2 0 1".parse().unwrap();
        assert_eq!(three.shape, Board::Nine);
        assert_eq!(three.board.white, Point::D4.set());
        let large: Setup = ".../.../.../....../.../.../... w 9 9 0 1".parse().unwrap();
        assert_eq!(large.shape, Board::TwentyFour);
        for bad in [
            "..../.../... w 3 3 0 1",
            "../.../... w 3 3 0 1",
            ".../.../...../.../... w 6 6 0 1",
            "./. w 1 1 0 1",
        ] {
            assert_eq!(
                bad.parse::<Setup>().unwrap_err().reason,
                SetupSyntaxReason::BadRows,
                "{bad}"
            );
        }
    }

    #[test]
    fn errors_name_the_column() {
        let err = |s: &str| s.parse::<Setup>().unwrap_err();
        assert_eq!(
            err("").reason,
            SetupSyntaxReason::Missing(SetupField::Board)
        );
        assert_eq!(err("..X/.../.../....../.../.../... w 9 9 0 1").column, 3);
        assert_eq!(
            err(".../.../.../....../.../.../... x 9 9 0 1"),
            ParseSetupError {
                column: 32,
                reason: SetupSyntaxReason::BadSide
            }
        );
        assert_eq!(
            err(".../.../.../....../.../.../... w 13 9 0 1").reason,
            SetupSyntaxReason::BadNumber(SetupField::WhiteInHand)
        );
        assert_eq!(
            err(".../.../.../....../.../.../... w 9 9 0 1 x").reason,
            SetupSyntaxReason::TrailingText
        );
        assert_eq!(err(".../.../.../...../.../.../... w 9 9 0 1").column, 13);
        assert_eq!(
            err(".../.../.../....../.../.../... w 9 9 +0 1").reason,
            SetupSyntaxReason::BadNumber(SetupField::Counter)
        );
        assert_eq!(
            err(".../.../.../....../.../.../... w 9 9 0 1 spent:a7/- spent:d7/-"),
            ParseSetupError {
                column: 53,
                reason: SetupSyntaxReason::BadMemory
            }
        );
        assert_eq!(
            err(".../.../.../....../.../.../... w 9 9 0 1 last:x").reason,
            SetupSyntaxReason::BadMemory
        );
    }
}
