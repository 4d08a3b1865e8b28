//! Positions in the FEN Sanmill writes (its `[FEN]` tag): the three rings
//! of eight points, inner first, each from its top middle point clockwise
//! (`O` white, `@` black, `*` empty), then the side to move, the phase and
//! action, the pieces on the board and in hand of each side, removals to
//! make, the last mills, the mills formed, the ply counter and the turn.
//!
//! Marked pieces (Sanmill's `X`) become the memory's marked points. Only
//! what a position between whole turns holds is read: a position with
//! a removal still to make is refused (removals due between turns are
//! written as Sanmill's removals to make, but not read back). The last mill moves and the formed
//! mills become the position's [`MillMemory`], as node ids (0-23, `-1` for
//! none) in the current dialect (`ids:nodes`) or as Sanmill's older square
//! ids (8-31, `0` for none).

use crate::setup::{ParseSetupError, SetupField, SetupSyntaxReason};
use crate::{ByColor, Color, MillMemory, Point, PointSet, Setup};

/// The 24 points in the order of Sanmill's board field.
const RINGS: [Point; 24] = [
    // Inner ring.
    Point::D5,
    Point::E5,
    Point::E4,
    Point::E3,
    Point::D3,
    Point::C3,
    Point::C4,
    Point::C5,
    // Middle ring.
    Point::D6,
    Point::F6,
    Point::F4,
    Point::F2,
    Point::D2,
    Point::B2,
    Point::B4,
    Point::B6,
    // Outer ring.
    Point::D7,
    Point::G7,
    Point::G4,
    Point::G1,
    Point::D1,
    Point::A1,
    Point::A4,
    Point::A7,
];

impl Setup {
    /// Reads a position in our position text or, where it has Sanmill's
    /// three rings, in Sanmill's FEN.
    ///
    /// # Errors
    /// The [`ParseSetupError`] of the form the text looks like.
    pub fn parse_any(text: &str) -> Result<Setup, ParseSetupError> {
        let board = text.split_whitespace().next().unwrap_or_default();
        if board.split('/').count() == 3 {
            Setup::from_sanmill_fen(text)
        } else {
            text.parse()
        }
    }

    /// Reads a position in Sanmill's FEN, e.g.
    /// `****@*OO/@**OOO**/*@@@*@O* b m s 6 0 6 0 0 0 -1 -1 -1 -1 0 0 1 ids:nodes`.
    ///
    /// # Errors
    /// A [`ParseSetupError`] with the column where the trouble starts: a
    /// field missing or out of range, a board that is not three rings of
    /// eight, a piece other than `O`, `@` and `*`, or a removal still to
    /// make ([`SetupSyntaxReason::RemovalPending`]).
    pub fn from_sanmill_fen(text: &str) -> Result<Setup, ParseSetupError> {
        let mut fields: Vec<(usize, &str)> = Vec::new();
        let mut start = None;
        for (i, c) in text
            .char_indices()
            .chain(std::iter::once((text.len(), ' ')))
        {
            match (c.is_whitespace(), start) {
                (false, None) => start = Some(i),
                (true, Some(s)) => {
                    fields.push((text[..s].chars().count() + 1, &text[s..i]));
                    start = None;
                }
                _ => {}
            }
        }
        let end = text.chars().count() + 1;
        let field = |i: usize, name: SetupField| {
            fields.get(i).copied().ok_or(ParseSetupError {
                column: end,
                reason: SetupSyntaxReason::Missing(name),
            })
        };
        let number = |i: usize, name: SetupField| -> Result<i64, ParseSetupError> {
            let (column, t) = field(i, name)?;
            t.parse().map_err(|_| ParseSetupError {
                column,
                reason: SetupSyntaxReason::BadNumber(name),
            })
        };

        let (column, board_text) = field(0, SetupField::Board)?;
        let rings: Vec<&str> = board_text.split('/').collect();
        if rings.len() != 3 || rings.iter().any(|r| r.chars().count() != 8) {
            return Err(ParseSetupError {
                column,
                reason: SetupSyntaxReason::BadRows,
            });
        }
        let mut board = ByColor::new(PointSet::EMPTY, PointSet::EMPTY);
        let mut marked = PointSet::EMPTY;
        for (i, c) in rings.concat().chars().enumerate() {
            let point = RINGS[i];
            match c {
                'O' => board.white.insert(point),
                '@' => board.black.insert(point),
                'X' => marked.insert(point),
                '*' => {}
                other => {
                    return Err(ParseSetupError {
                        column: column + i + i / 8,
                        reason: SetupSyntaxReason::BadPiece(other),
                    });
                }
            }
        }

        let (column, side) = field(1, SetupField::SideToMove)?;
        let side_to_move = match side {
            "w" => Color::White,
            "b" => Color::Black,
            _ => {
                return Err(ParseSetupError {
                    column,
                    reason: SetupSyntaxReason::BadSide,
                });
            }
        };
        // The phase and the action: a removal to make cannot be set up.
        let (column, action) = field(3, SetupField::SideToMove)?;
        let hand = |i: usize, name: SetupField| -> Result<u8, ParseSetupError> {
            let n = number(i, name)?;
            u8::try_from(n)
                .ok()
                .filter(|&n| n <= 12)
                .ok_or(ParseSetupError {
                    column: field(i, name)?.0,
                    reason: SetupSyntaxReason::BadNumber(name),
                })
        };
        let in_hand = ByColor::new(
            hand(5, SetupField::WhiteInHand)?,
            hand(7, SetupField::BlackInHand)?,
        );
        let pending = number(8, SetupField::Board)? != 0 || number(9, SetupField::Board)? != 0;
        if action == "r" || pending {
            return Err(ParseSetupError {
                column,
                reason: SetupSyntaxReason::RemovalPending,
            });
        }
        let counter = number(15, SetupField::Counter)?;
        let counter_column = field(15, SetupField::Counter)?.0;
        let n_move_counter = u16::try_from(counter).map_err(|_| ParseSetupError {
            column: counter_column,
            reason: SetupSyntaxReason::BadNumber(SetupField::Counter),
        })?;
        let mut memory = read_memory(&fields, text.split_whitespace().any(|w| w == "ids:nodes"))?;
        memory.marked = marked;
        let turn = number(16, SetupField::Turn)?;
        let turn = u32::try_from(turn)
            .ok()
            .filter(|&t| t >= 1)
            .ok_or(ParseSetupError {
                column: field(16, SetupField::Turn)?.0,
                reason: SetupSyntaxReason::BadNumber(SetupField::Turn),
            })?;
        Ok(Setup {
            board,
            side_to_move,
            in_hand,
            n_move_counter,
            turn,
            memory,
            shape: crate::Board::TwentyFour,
        })
    }

    /// The position in Sanmill's FEN (its current dialect, node ids), with
    /// the memory as its last mill moves and formed mills, and removals due
    /// as its removals to make (action `r`; negative for own pieces).
    #[must_use]
    pub fn to_sanmill_fen(&self) -> String {
        let mut board = String::new();
        for (i, p) in RINGS.iter().enumerate() {
            if i > 0 && i % 8 == 0 {
                board.push('/');
            }
            board.push(if self.board.white.contains(*p) {
                'O'
            } else if self.board.black.contains(*p) {
                '@'
            } else if self.memory.marked.contains(*p) {
                'X'
            } else {
                '*'
            });
        }
        let side = match self.side_to_move {
            Color::White => 'w',
            Color::Black => 'b',
        };
        let placing = self.in_hand[self.side_to_move] > 0;
        let due = self.memory.due;
        let (phase, action) = if placing {
            ('p', 'p')
        } else if due[self.side_to_move] > 0 {
            ('m', 'r')
        } else {
            ('m', 's')
        };
        // Removals due are Sanmill's removals to make, negative when they
        // take the remover's own pieces.
        let sign = if self.memory.due_own { "-" } else { "" };
        let to_make = |c: Color| match due[c] {
            0 => "0".to_owned(),
            n => format!("{sign}{n}"),
        };
        let node = |p: Point| RINGS.iter().position(|&q| q == p).map_or(-1, |i| i as i64);
        let last = |c: Color| match self.memory.last_mill_move[c] {
            Some((from, to)) => (node(from), node(to)),
            None => (-1, -1),
        };
        let mask = |c: Color| -> u64 {
            self.memory.spent[c]
                .iter()
                .map(|p| 1u64 << node(p))
                .fold(0, |a, b| a | b)
        };
        let ((wf, wt), (bf, bt)) = (last(Color::White), last(Color::Black));
        let formed = (mask(Color::White) << 32) | mask(Color::Black);
        format!(
            "{board} {side} {phase} {action} {} {} {} {} {} {} {wf} {wt} {bf} {bt} {formed} {} {} ids:nodes",
            self.board.white.len(),
            self.in_hand.white,
            self.board.black.len(),
            self.in_hand.black,
            to_make(Color::White),
            to_make(Color::Black),
            self.n_move_counter,
            self.turn
        )
    }
}

/// The last mill moves (fields 11 to 14) and the formed mills (field 15)
/// of a Sanmill FEN, split into `fields` with their columns.
fn read_memory(fields: &[(usize, &str)], node_ids: bool) -> Result<MillMemory, ParseSetupError> {
    let bad = |i: usize| ParseSetupError {
        column: fields.get(i).map_or(1, |f| f.0),
        reason: SetupSyntaxReason::BadMemory,
    };
    let get = |i: usize| {
        fields.get(i).map(|f| f.1).ok_or(ParseSetupError {
            column: fields.last().map_or(1, |f| f.0),
            reason: SetupSyntaxReason::Missing(SetupField::Counter),
        })
    };
    // A node id, or none.
    let point = |i: usize| -> Result<Option<Point>, ParseSetupError> {
        let n: i64 = get(i)?.parse().map_err(|_| bad(i))?;
        let index = if node_ids {
            if n == -1 {
                return Ok(None);
            }
            n
        } else {
            if n == 0 {
                return Ok(None);
            }
            n - 8
        };
        usize::try_from(index)
            .ok()
            .and_then(|i| RINGS.get(i).copied())
            .map(Some)
            .ok_or_else(|| bad(i))
    };
    let mut memory = MillMemory::EMPTY;
    for (color, from_field) in [(Color::White, 10), (Color::Black, 12)] {
        // A mill closed by placing has no origin: nothing to go back to.
        if let (Some(from), Some(to)) = (point(from_field)?, point(from_field + 1)?) {
            if from == to {
                return Err(bad(from_field));
            }
            memory.last_mill_move[color] = Some((from, to));
        }
    }
    let mask: u64 = get(14)?.parse().map_err(|_| bad(14))?;
    for (color, bits) in [
        (Color::White, mask >> 32),
        (Color::Black, mask & 0xFFFF_FFFF),
    ] {
        let bits = if node_ids { bits } else { bits >> 8 };
        if bits >> 24 != 0 {
            return Err(bad(14));
        }
        memory.spent[color] = RINGS
            .iter()
            .enumerate()
            .filter(|(i, _)| bits & (1 << i) != 0)
            .map(|(_, &p)| p)
            .fold(PointSet::EMPTY, PointSet::with);
    }
    Ok(memory)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rings_name_every_point_once() {
        let all: PointSet = RINGS.iter().fold(PointSet::EMPTY, |s, p| s.with(*p));
        assert_eq!(all, PointSet::FULL);
    }

    #[test]
    fn a_white_piece_on_a7_is_the_last_of_the_outer_ring() {
        let setup = Setup::from_sanmill_fen(
            "********/********/*******O b p p 1 8 0 9 0 0 -1 -1 -1 -1 0 0 1 ids:nodes",
        )
        .unwrap();
        assert_eq!(setup.board.white, Point::A7.set());
        assert_eq!(setup.in_hand, ByColor::new(8, 9));
        assert_eq!(setup.side_to_move, Color::Black);
        assert_eq!(
            Setup::from_sanmill_fen(&setup.to_sanmill_fen()).unwrap(),
            setup
        );
    }

    #[test]
    fn removals_due_are_written_as_removals_to_make_and_not_read() {
        let due: Setup = "BWB/WBW/BWW/WBBWBB/WWW/BWB/BBW w 0 0 0 13 due:2/1"
            .parse()
            .unwrap();
        let fen = due.to_sanmill_fen();
        assert_eq!(
            fen,
            "OOOOOO@@/@O@@O@@O/O@@O@@O@ w m r 12 0 12 0 2 1 -1 -1 -1 -1 0 0 13 ids:nodes"
        );
        let e = Setup::from_sanmill_fen(&fen).unwrap_err();
        assert_eq!(e.reason, SetupSyntaxReason::RemovalPending);
        // A side's own pieces: negative counts.
        let own: Setup = "WBW/BWB/WBW/BWBBWB/WBW/BWB/WBW w 0 0 0 13 own-due:1/1"
            .parse()
            .unwrap();
        assert!(own.to_sanmill_fen().contains(" w m r 12 0 12 0 -1 -1 "));
    }

    #[test]
    fn a_removal_to_make_or_a_bad_field_is_refused_where_it_stands() {
        let e = Setup::from_sanmill_fen(
            "O*O@**@@/******O*/******O* w m r 4 0 3 0 1 0 -1 -1 -1 -1 0 0 9 ids:nodes",
        )
        .unwrap_err();
        assert_eq!(e.reason, SetupSyntaxReason::RemovalPending);
        assert_eq!(e.column, 32, "the action r");
        let e = Setup::from_sanmill_fen("O*O@**@@/******O*/******Y* w m s 4").unwrap_err();
        assert_eq!((e.column, e.reason), (25, SetupSyntaxReason::BadPiece('Y')));
        // X is a marked piece.
        let setup = Setup::from_sanmill_fen(
            "O*O@**@@/******O*/******X* w p p 4 5 3 6 0 0 -1 -1 -1 -1 0 0 9 ids:nodes",
        )
        .unwrap();
        assert_eq!(setup.memory.marked, Point::A4.set());
        assert!(setup.to_sanmill_fen().contains("/******X* "));
        let e = Setup::from_sanmill_fen("O*O@**@@/******O* w").unwrap_err();
        assert_eq!((e.column, e.reason), (1, SetupSyntaxReason::BadRows));
        let e = Setup::from_sanmill_fen(
            "O*O@**@@/******O*/******O* w m s 4 0 3 0 0 0 -1 24 -1 -1 0 0 9 ids:nodes",
        )
        .unwrap_err();
        assert_eq!(e.reason, SetupSyntaxReason::BadMemory);
    }

    #[test]
    fn the_remembered_mills_are_read_in_both_dialects_and_written_back() {
        // White's outer top row d7-g7-a7 (nodes 16, 17, 23) spent; White's
        // last mill move d6 (8) to d7 (16).
        let formed = ((1u64 << 16) | (1 << 17) | (1 << 23)) << 32;
        let text = format!(
            "********/O*******/OO*****O b m s 4 0 0 0 0 0 8 16 -1 -1 {formed} 0 9 ids:nodes"
        );
        let setup = Setup::from_sanmill_fen(&text).unwrap();
        assert_eq!(
            setup.memory.spent[Color::White],
            Point::A7.set() | Point::D7.set() | Point::G7.set()
        );
        assert_eq!(
            setup.memory.last_mill_move[Color::White],
            Some((Point::D6, Point::D7))
        );
        assert_eq!(setup.memory.last_mill_move[Color::Black], None);
        assert_eq!(setup.to_sanmill_fen(), text);
        // The older dialect: square ids are node ids plus 8, 0 is none.
        let legacy = format!(
            "********/O*******/OO*****O b m s 4 0 0 0 0 0 16 24 0 0 {} 0 9",
            formed << 8
        );
        assert_eq!(Setup::from_sanmill_fen(&legacy).unwrap(), setup);
    }
}
