//! Moves (whole turns) and their notation.
//!
//! A turn is one [`Move`]: a placement (`d6`) or a move from point to point
//! (`d6-d5`, sliding and flying look alike), followed by the removals it
//! earns (`d6-d5xa7`, `d6xa7xg7`). Removals are written in board order.
//!
//! ```
//! use morris_core::{Move, Point};
//!
//! let m: Move = "d6-d5xa7".parse()?;
//! assert_eq!(m.from(), Some(Point::D6));
//! assert_eq!(m.to(), Point::D5);
//! assert!(m.removals().contains(Point::A7));
//! assert_eq!(m.to_string(), "d6-d5xa7");
//!
//! // The removal may stand apart, as some other programs write it.
//! assert_eq!("d6-d5 xa7".parse::<Move>()?, m);
//! # Ok::<(), morris_core::ParseMoveError>(())
//! ```

use std::fmt;
use std::str::FromStr;

use crate::{Point, PointSet};

/// One turn: a placement or a move, and the points it removes from; or,
/// where the rules make removals fall due between turns (a full board
/// under `full-board=side-removes`, mill counts at the end of placing), a
/// turn of removals alone, written `xa7` (`xa7xd1` for two).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    // A turn of removals alone is kept as a move from its first removal to
    // itself, which no placement or move can be.
    from: Option<Point>,
    to: Point,
    removals: PointSet,
}

impl Move {
    /// A placement on `to`, removing nothing.
    #[must_use]
    pub const fn place(to: Point) -> Move {
        Move {
            from: None,
            to,
            removals: PointSet::EMPTY,
        }
    }

    /// A move from `from` to `to` (sliding or flying), removing nothing.
    /// (With `from == to` it is the turn of removals [`Move::removal`].)
    #[must_use]
    pub const fn slide(from: Point, to: Point) -> Move {
        if from.index() == to.index() {
            return Move::removal(to);
        }
        Move {
            from: Some(from),
            to,
            removals: PointSet::EMPTY,
        }
    }

    /// A turn of removals alone, removing `point` (add more with
    /// [`Move::with_removal`]).
    #[must_use]
    pub const fn removal(point: Point) -> Move {
        Move {
            from: Some(point),
            to: point,
            removals: point.set(),
        }
    }

    /// A turn of removals alone, removing `points`; `None` when there are
    /// none.
    #[must_use]
    pub const fn removals_only(points: PointSet) -> Option<Move> {
        match points.first() {
            Some(first) => Some(Move {
                from: Some(first),
                to: first,
                removals: points,
            }),
            None => None,
        }
    }

    /// This move with its removals set to `removals` (for a turn of
    /// removals alone, its removals become `removals`, if any).
    #[must_use]
    pub const fn with_removals(self, removals: PointSet) -> Move {
        if self.is_removal_only() {
            return match Move::removals_only(removals) {
                Some(m) => m,
                None => self,
            };
        }
        Move { removals, ..self }
    }

    /// This move with `point` added to its removals.
    #[must_use]
    pub const fn with_removal(self, point: Point) -> Move {
        self.with_removals(self.removals.with(point))
    }

    /// Where the piece comes from: `None` for a placement and for a turn
    /// of removals alone.
    #[must_use]
    pub const fn from(&self) -> Option<Point> {
        if self.is_removal_only() {
            None
        } else {
            self.from
        }
    }

    /// Where the piece goes; for a turn of removals alone, its first
    /// removal.
    #[must_use]
    pub const fn to(&self) -> Point {
        self.to
    }

    /// The points whose pieces the turn removes.
    #[must_use]
    pub const fn removals(&self) -> PointSet {
        self.removals
    }

    /// Whether this is a placement.
    #[must_use]
    pub const fn is_placement(&self) -> bool {
        self.from.is_none()
    }

    /// Whether this is a turn of removals alone.
    #[must_use]
    pub const fn is_removal_only(&self) -> bool {
        match self.from {
            Some(from) => from.index() == self.to.index(),
            None => false,
        }
    }

    /// The move without its removals; a turn of removals alone is its own
    /// base.
    #[must_use]
    pub const fn base(&self) -> Move {
        if self.is_removal_only() {
            return *self;
        }
        Move {
            removals: PointSet::EMPTY,
            ..*self
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.is_removal_only() {
            if let Some(from) = self.from {
                write!(f, "{from}-")?;
            }
            write!(f, "{}", self.to)?;
        }
        for r in self.removals {
            write!(f, "x{r}")?;
        }
        Ok(())
    }
}

/// Why a text is not a move in notation.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseMoveError {
    /// There was no text.
    Empty,
    /// The text at this byte offset does not name a point.
    BadPoint {
        /// Byte offset of the bad text.
        at: usize,
    },
    /// Something other than `-` or `x` follows a point.
    Unexpected {
        /// Byte offset of the unexpected text.
        at: usize,
    },
    /// The same point is removed twice.
    DuplicateRemoval(Point),
    /// A move from a point to itself.
    SamePoint(Point),
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Empty => f.write_str("empty move"),
            ParseMoveError::BadPoint { at } => write!(
                f,
                "not a point at character {} (points are named like a7, d6, g1)",
                at + 1
            ),
            ParseMoveError::Unexpected { at } => write!(
                f,
                "unexpected text at character {} (moves look like d6, d6-d5 or d6-d5xa7)",
                at + 1
            ),
            ParseMoveError::DuplicateRemoval(p) => write!(f, "{p} is removed twice"),
            ParseMoveError::SamePoint(p) => write!(f, "a move from {p} to {p} goes nowhere"),
        }
    }
}

impl std::error::Error for ParseMoveError {}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Parses `d6`, `d6-d5`, `d6-d5xa7`, `d6xa7xg7`; removals may stand
    /// apart (`d6-d5 xa7`), uppercase is accepted, removals may come in any
    /// order.
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let bytes = s.as_bytes();
        let mut pos = 0;
        let skip_space = |pos: &mut usize| {
            while *pos < bytes.len() && bytes[*pos].is_ascii_whitespace() {
                *pos += 1;
            }
        };
        let point_at = |pos: &mut usize| -> Result<Point, ParseMoveError> {
            let at = *pos;
            let text = s.get(at..at + 2).ok_or(ParseMoveError::BadPoint { at })?;
            let point = text.parse().map_err(|_| ParseMoveError::BadPoint { at })?;
            *pos += 2;
            Ok(point)
        };
        skip_space(&mut pos);
        if pos == bytes.len() {
            return Err(ParseMoveError::Empty);
        }
        if matches!(bytes[pos], b'x' | b'X') {
            // A turn of removals alone.
            pos += 1;
            let first = point_at(&mut pos)?;
            let mut m = Move::removal(first);
            loop {
                skip_space(&mut pos);
                match bytes.get(pos) {
                    None => return Ok(m),
                    Some(b'x' | b'X') => {
                        pos += 1;
                        let r = point_at(&mut pos)?;
                        if m.removals.contains(r) {
                            return Err(ParseMoveError::DuplicateRemoval(r));
                        }
                        m = m.with_removal(r);
                    }
                    Some(_) => return Err(ParseMoveError::Unexpected { at: pos }),
                }
            }
        }
        let first = point_at(&mut pos)?;
        let mut m = Move::place(first);
        if bytes.get(pos) == Some(&b'-') {
            pos += 1;
            let to = point_at(&mut pos)?;
            if to == first {
                return Err(ParseMoveError::SamePoint(to));
            }
            m = Move::slide(first, to);
        }
        loop {
            skip_space(&mut pos);
            match bytes.get(pos) {
                None => return Ok(m),
                Some(b'x' | b'X') => {
                    pos += 1;
                    let r = point_at(&mut pos)?;
                    if m.removals.contains(r) {
                        return Err(ParseMoveError::DuplicateRemoval(r));
                    }
                    m = m.with_removal(r);
                }
                Some(_) => return Err(ParseMoveError::Unexpected { at: pos }),
            }
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Move {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Move, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in ["d6", "d6-d5", "d6-d5xa7", "d6xa7xg7", "a1-g7xb2xd2xf2"] {
            let m: Move = text.parse().unwrap();
            assert_eq!(m.to_string(), text);
        }
    }

    #[test]
    fn removals_are_written_in_board_order() {
        let m: Move = "D6xG7 xA7".parse().unwrap();
        assert_eq!(m.to_string(), "d6xa7xg7");
    }

    #[test]
    fn errors_say_where() {
        assert_eq!("".parse::<Move>(), Err(ParseMoveError::Empty));
        assert_eq!("  ".parse::<Move>(), Err(ParseMoveError::Empty));
        assert_eq!(
            "h4".parse::<Move>(),
            Err(ParseMoveError::BadPoint { at: 0 })
        );
        assert_eq!(
            "d6-".parse::<Move>(),
            Err(ParseMoveError::BadPoint { at: 3 })
        );
        assert_eq!(
            "d6-d6".parse::<Move>(),
            Err(ParseMoveError::SamePoint(Point::D6))
        );
        assert_eq!(
            "d6?".parse::<Move>(),
            Err(ParseMoveError::Unexpected { at: 2 })
        );
        assert_eq!(
            "d6xa7xa7".parse::<Move>(),
            Err(ParseMoveError::DuplicateRemoval(Point::A7))
        );
        assert_eq!(
            "dé".parse::<Move>(),
            Err(ParseMoveError::BadPoint { at: 0 })
        );
    }
}
