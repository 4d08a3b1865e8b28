//! The points of the boards and sets of points.
//!
//! Points are named like chess squares on a 7x7 grid: files `a`..`g` from
//! left to right, ranks `1`..`7` from bottom to top. Their order, "board
//! order", runs row by row from the top: `a7` first, `g1` last. The 24
//! points of the large board are [`Point::ALL`]; the boards of Six Men's
//! Morris (the outer and middle squares) and Three Men's Morris (the inner
//! square and its centre, `d4`) use some of them, and `d4`, which only the
//! Three Men's Morris board has, comes last, after `g1`.
//!
//! ```
//! use morris_core::{Point, PointSet};
//!
//! let p: Point = "d6".parse()?;
//! assert_eq!(p, Point::D6);
//! assert_eq!(p.to_string(), "d6");
//!
//! let set = PointSet::from_iter([Point::G1, Point::A7]);
//! assert_eq!(set.iter().collect::<Vec<_>>(), [Point::A7, Point::G1]);
//! # Ok::<(), morris_core::ParsePointError>(())
//! ```

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub};
use std::str::FromStr;

/// One of the 24 points of the large board, or `d4`, the centre of the
/// Three Men's Morris board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)] // The names are the points.
#[rustfmt::skip]
pub enum Point {
    A7, D7, G7,
    B6, D6, F6,
    C5, D5, E5,
    A4, B4, C4, E4, F4, G4,
    C3, D3, E3,
    B2, D2, F2,
    A1, D1, G1,
    D4,
}

/// File (0 = `a`) and rank (0 = rank `1`) of each point, in board order,
/// then the centre.
#[rustfmt::skip]
const COORDS: [(u8, u8); 25] = [
    (0, 6), (3, 6), (6, 6),
    (1, 5), (3, 5), (5, 5),
    (2, 4), (3, 4), (4, 4),
    (0, 3), (1, 3), (2, 3), (4, 3), (5, 3), (6, 3),
    (2, 2), (3, 2), (4, 2),
    (1, 1), (3, 1), (5, 1),
    (0, 0), (3, 0), (6, 0),
    (3, 3),
];

/// The number of points there are, on every board: the 24 of the large
/// board and the centre.
pub const POINT_COUNT: usize = 25;

impl Point {
    /// The 24 points of the large board in board order (not `d4`).
    #[rustfmt::skip]
    pub const ALL: [Point; 24] = [
        Point::A7, Point::D7, Point::G7,
        Point::B6, Point::D6, Point::F6,
        Point::C5, Point::D5, Point::E5,
        Point::A4, Point::B4, Point::C4, Point::E4, Point::F4, Point::G4,
        Point::C3, Point::D3, Point::E3,
        Point::B2, Point::D2, Point::F2,
        Point::A1, Point::D1, Point::G1,
    ];

    /// Every point there is: the 24 of the large board, then `d4`.
    pub const EVERY: [Point; POINT_COUNT] = {
        let mut every = [Point::D4; POINT_COUNT];
        let mut i = 0;
        while i < Point::ALL.len() {
            every[i] = Point::ALL[i];
            i += 1;
        }
        every
    };

    /// The index of the point in board order, 0 (`a7`) to 23 (`g1`); `d4`
    /// is 24.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The point with this index, if the index is below 25.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Point> {
        if index < POINT_COUNT {
            Some(Point::EVERY[index])
        } else {
            None
        }
    }

    /// The file, 0 for `a` to 6 for `g`.
    #[must_use]
    pub const fn file(self) -> u8 {
        COORDS[self as usize].0
    }

    /// The rank, 0 for rank `1` to 6 for rank `7`.
    #[must_use]
    pub const fn rank(self) -> u8 {
        COORDS[self as usize].1
    }

    /// The point at this file and rank (both 0 to 6), if there is one.
    #[must_use]
    pub const fn from_coords(file: u8, rank: u8) -> Option<Point> {
        let mut i = 0;
        while i < POINT_COUNT {
            if COORDS[i].0 == file && COORDS[i].1 == rank {
                return Some(Point::EVERY[i]);
            }
            i += 1;
        }
        None
    }

    /// The set holding only this point.
    #[must_use]
    pub const fn set(self) -> PointSet {
        PointSet(1 << self as u32)
    }

    /// The file letter, `a` to `g`.
    #[must_use]
    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    /// The rank digit, `1` to `7`.
    #[must_use]
    pub const fn rank_char(self) -> char {
        (b'1' + self.rank()) as char
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}

/// The text does not name one of the 24 points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePointError;

impl fmt::Display for ParsePointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a point of a board (points are named a7, d7, g7, ... a1, d1, g1)")
    }
}

impl std::error::Error for ParsePointError {}

impl FromStr for Point {
    type Err = ParsePointError;

    /// Parses a point name such as `d6` (uppercase `D6` is accepted too).
    fn from_str(s: &str) -> Result<Point, ParsePointError> {
        match s.as_bytes() {
            [file, rank] => {
                let file = file.to_ascii_lowercase().wrapping_sub(b'a');
                let rank = rank.wrapping_sub(b'1');
                Point::from_coords(file, rank).ok_or(ParsePointError)
            }
            _ => Err(ParsePointError),
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Point {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Point {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Point, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of points, one bit per point in board order (a bitboard).
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct PointSet(u32);

impl PointSet {
    /// No point.
    pub const EMPTY: PointSet = PointSet(0);
    /// The 24 points of the large board.
    pub const FULL: PointSet = PointSet((1 << 24) - 1);
    /// Every point there is, `d4` too.
    pub const EVERY: PointSet = PointSet((1 << POINT_COUNT) - 1);

    /// The set with these bits; bits above 24 are dropped.
    #[must_use]
    pub const fn from_bits(bits: u32) -> PointSet {
        PointSet(bits & PointSet::EVERY.0)
    }

    /// The bits of the set, bit `i` for the point with index `i`.
    #[must_use]
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// Whether the set holds `point`.
    #[must_use]
    pub const fn contains(self, point: Point) -> bool {
        self.0 & (1 << point as u32) != 0
    }

    /// Whether every point of `other` is in this set.
    #[must_use]
    pub const fn contains_all(self, other: PointSet) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The number of points in the set.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Adds a point.
    pub const fn insert(&mut self, point: Point) {
        self.0 |= 1 << point as u32;
    }

    /// Removes a point.
    pub const fn remove(&mut self, point: Point) {
        self.0 &= !(1 << point as u32);
    }

    /// The set with `point` added.
    #[must_use]
    pub const fn with(self, point: Point) -> PointSet {
        PointSet(self.0 | 1 << point as u32)
    }

    /// The set with `point` removed.
    #[must_use]
    pub const fn without(self, point: Point) -> PointSet {
        PointSet(self.0 & !(1 << point as u32))
    }

    /// The first point in board order, if any.
    #[must_use]
    pub const fn first(self) -> Option<Point> {
        if self.0 == 0 {
            None
        } else {
            Point::from_index(self.0.trailing_zeros() as usize)
        }
    }

    /// The points in board order.
    #[must_use]
    pub const fn iter(self) -> PointSetIter {
        PointSetIter(self.0)
    }
}

impl fmt::Debug for PointSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl FromIterator<Point> for PointSet {
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> PointSet {
        let mut set = PointSet::EMPTY;
        for p in iter {
            set.insert(p);
        }
        set
    }
}

impl IntoIterator for PointSet {
    type Item = Point;
    type IntoIter = PointSetIter;

    fn into_iter(self) -> PointSetIter {
        self.iter()
    }
}

/// The points of a [`PointSet`] in board order.
#[derive(Clone, Debug)]
pub struct PointSetIter(u32);

impl Iterator for PointSetIter {
    type Item = Point;

    fn next(&mut self) -> Option<Point> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Point::from_index(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for PointSetIter {}

impl BitOr for PointSet {
    type Output = PointSet;
    fn bitor(self, rhs: PointSet) -> PointSet {
        PointSet(self.0 | rhs.0)
    }
}

impl BitOrAssign for PointSet {
    fn bitor_assign(&mut self, rhs: PointSet) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for PointSet {
    type Output = PointSet;
    fn bitand(self, rhs: PointSet) -> PointSet {
        PointSet(self.0 & rhs.0)
    }
}

impl BitAndAssign for PointSet {
    fn bitand_assign(&mut self, rhs: PointSet) {
        self.0 &= rhs.0;
    }
}

impl BitXor for PointSet {
    type Output = PointSet;
    fn bitxor(self, rhs: PointSet) -> PointSet {
        PointSet(self.0 ^ rhs.0)
    }
}

impl Sub for PointSet {
    type Output = PointSet;
    /// The points of `self` that are not in `rhs`.
    fn sub(self, rhs: PointSet) -> PointSet {
        PointSet(self.0 & !rhs.0)
    }
}

impl Not for PointSet {
    type Output = PointSet;
    /// The complement among every point there is (`d4` too: intersect
    /// with [`Geometry::points`](crate::Geometry::points) for one board's).
    fn not(self) -> PointSet {
        PointSet(!self.0 & PointSet::EVERY.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_point_sits_at_its_own_index_and_d4_comes_last() {
        for (i, p) in Point::EVERY.iter().enumerate() {
            assert_eq!(p.index(), i, "{p}");
        }
        assert_eq!(Point::EVERY[..24], Point::ALL);
        assert_eq!(Point::EVERY[24], Point::D4);
    }

    #[test]
    fn names_round_trip_in_board_order() {
        let names: Vec<String> = Point::ALL.iter().map(Point::to_string).collect();
        assert_eq!(
            names.join(" "),
            "a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1"
        );
        for (i, p) in Point::ALL.into_iter().enumerate() {
            assert_eq!(p.index(), i);
            assert_eq!(p.to_string().parse::<Point>(), Ok(p));
        }
    }

    #[test]
    fn rejects_non_points() {
        assert_eq!(
            "d4".parse::<Point>(),
            Ok(Point::D4),
            "the centre of the small board"
        );
        assert_eq!(Point::D4.index(), 24);
        assert_eq!(Point::from_index(24), Some(Point::D4));
        assert_eq!(Point::from_index(25), None);
        for bad in ["", "a2", "h1", "a8", "a0", "d", "d66", "é1", "1a"] {
            assert_eq!(bad.parse::<Point>(), Err(ParsePointError), "{bad:?}");
        }
        assert_eq!("G1".parse::<Point>(), Ok(Point::G1));
    }

    #[test]
    fn set_operations() {
        let mut s = PointSet::EMPTY;
        s.insert(Point::D5);
        s.insert(Point::A7);
        assert_eq!(s.len(), 2);
        assert!(s.contains(Point::D5));
        assert_eq!(s.first(), Some(Point::A7));
        assert_eq!((!s).len(), 23);
        assert_eq!(!PointSet::FULL, Point::D4.set());
        assert_eq!(!PointSet::EVERY, PointSet::EMPTY);
        s.remove(Point::A7);
        assert_eq!(s.iter().collect::<Vec<_>>(), [Point::D5]);
    }
}
