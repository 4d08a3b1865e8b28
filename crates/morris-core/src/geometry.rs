//! The lines of the board: which points are adjacent and which triples are
//! mills, for the standard board and the board with diagonals.
//!
//! ```
//! use morris_core::{Geometry, Point};
//!
//! let standard = Geometry::Standard;
//! assert_eq!(standard.mills().len(), 16);
//! assert!(standard.neighbours(Point::D6).contains(Point::D5));
//! assert!(!standard.neighbours(Point::C4).contains(Point::E4));
//! assert!(Geometry::Diagonal.neighbours(Point::A7).contains(Point::B6));
//! ```

use crate::{Point, PointSet};

/// The shape of the board: with or without the four diagonal lines.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Geometry {
    /// Three nested squares joined by four lines through the middles of the
    /// sides: 16 mills.
    Standard,
    /// The standard board plus four lines joining the corners of the squares
    /// (Twelve Men's Morris): 20 mills.
    Diagonal,
}

use Point::*;

/// Every line of three points: the 16 of the standard board, then the 4
/// diagonals.
#[rustfmt::skip]
const LINES: [[Point; 3]; 20] = [
    [A7, D7, G7], [B6, D6, F6], [C5, D5, E5], [A4, B4, C4],
    [E4, F4, G4], [C3, D3, E3], [B2, D2, F2], [A1, D1, G1],
    [A7, A4, A1], [B6, B4, B2], [C5, C4, C3], [D7, D6, D5],
    [D3, D2, D1], [E5, E4, E3], [F6, F4, F2], [G7, G4, G1],
    [A7, B6, C5], [G7, F6, E5], [A1, B2, C3], [G1, F2, E3],
];

/// The tables of one geometry, computed at compile time.
struct Tables {
    mills: [PointSet; 20],
    mill_count: usize,
    neighbours: [PointSet; 24],
    /// The mills through each point; unused slots hold a set that is never
    /// complete (it has bits above the board).
    mills_at: [[u32; 3]; 24],
}

/// A mask no board can contain, marking an unused slot of `mills_at`.
const NO_MILL: u32 = u32::MAX;

const fn tables(line_count: usize) -> Tables {
    let mut t = Tables {
        mills: [PointSet::EMPTY; 20],
        mill_count: line_count,
        neighbours: [PointSet::EMPTY; 24],
        mills_at: [[NO_MILL; 3]; 24],
    };
    let mut i = 0;
    while i < line_count {
        let [a, b, c] = LINES[i];
        let mask = a.set().bits() | b.set().bits() | c.set().bits();
        t.mills[i] = PointSet::from_bits(mask);
        // Adjacent points are the neighbours along a line.
        t.neighbours[a as usize] = t.neighbours[a as usize].with(b);
        t.neighbours[b as usize] = t.neighbours[b as usize].with(a).with(c);
        t.neighbours[c as usize] = t.neighbours[c as usize].with(b);
        let points = [a, b, c];
        let mut k = 0;
        while k < 3 {
            let p = points[k] as usize;
            let mut slot = 0;
            while t.mills_at[p][slot] != NO_MILL {
                slot += 1;
            }
            t.mills_at[p][slot] = mask;
            k += 1;
        }
        i += 1;
    }
    t
}

static STANDARD: Tables = tables(16);
static DIAGONAL: Tables = tables(20);

impl Geometry {
    /// The geometry of the board with or without diagonals.
    #[must_use]
    pub const fn new(diagonals: bool) -> Geometry {
        if diagonals {
            Geometry::Diagonal
        } else {
            Geometry::Standard
        }
    }

    const fn tables(self) -> &'static Tables {
        match self {
            Geometry::Standard => &STANDARD,
            Geometry::Diagonal => &DIAGONAL,
        }
    }

    /// Every mill of the board, each as its three points.
    #[must_use]
    pub fn mills(self) -> &'static [PointSet] {
        let t = self.tables();
        &t.mills[..t.mill_count]
    }

    /// The points adjacent to `point` along a line.
    #[must_use]
    pub const fn neighbours(self, point: Point) -> PointSet {
        self.tables().neighbours[point as usize]
    }

    /// The mills through `point`, each as its three points.
    pub fn mills_through(self, point: Point) -> impl Iterator<Item = PointSet> {
        self.tables().mills_at[point as usize]
            .into_iter()
            .filter(|&m| m != NO_MILL)
            .map(PointSet::from_bits)
    }

    /// How many mills through `point` are complete in `pieces`.
    #[must_use]
    #[inline]
    pub fn mills_closed_at(self, pieces: PointSet, point: Point) -> usize {
        let bits = pieces.bits();
        let [a, b, c] = self.tables().mills_at[point as usize];
        usize::from(bits & a == a) + usize::from(bits & b == b) + usize::from(bits & c == c)
    }

    /// The points of `pieces` that stand in a complete mill of `pieces`.
    #[must_use]
    pub fn in_mills(self, pieces: PointSet) -> PointSet {
        let mut result = PointSet::EMPTY;
        for &mill in self.mills() {
            if pieces.contains_all(mill) {
                result |= mill;
            }
        }
        result
    }

    /// The empty points where one more piece of `pieces` would complete a
    /// mill: the third points of lines holding two of `pieces` and one empty
    /// point.
    #[must_use]
    pub fn mill_threats(self, pieces: PointSet, empty: PointSet) -> PointSet {
        let mut result = PointSet::EMPTY;
        for &mill in self.mills() {
            let gap = mill - pieces;
            if gap.len() == 1 && empty.contains_all(gap) {
                result |= gap;
            }
        }
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_board_degrees() {
        let g = Geometry::Standard;
        let degree = |p: Point| g.neighbours(p).len();
        for p in [A7, G7, A1, G1, B6, F6, B2, F2, C5, E5, C3, E3] {
            assert_eq!(degree(p), 2, "{p}");
        }
        for p in [D7, A4, G4, D1, D5, C4, E4, D3] {
            assert_eq!(degree(p), 3, "{p}");
        }
        for p in [D6, B4, F4, D2] {
            assert_eq!(degree(p), 4, "{p}");
        }
        let edges: usize = Point::ALL.iter().map(|&p| degree(p)).sum::<usize>() / 2;
        assert_eq!(edges, 32);
    }

    #[test]
    fn adjacency_is_symmetric() {
        for g in [Geometry::Standard, Geometry::Diagonal] {
            for p in Point::ALL {
                for q in g.neighbours(p) {
                    assert!(g.neighbours(q).contains(p), "{p} {q}");
                }
                assert!(!g.neighbours(p).contains(p));
            }
        }
    }

    #[test]
    fn no_line_across_the_centre() {
        let g = Geometry::Standard;
        assert!(!g.neighbours(C4).contains(E4));
        assert!(!g.neighbours(D5).contains(D3));
        assert!(!g.mills().contains(&PointSet::from_iter([C4, E4, F4])));
    }

    #[test]
    fn diagonals_add_four_mills_and_eight_edges() {
        let g = Geometry::Diagonal;
        assert_eq!(g.mills().len(), 20);
        let edges: usize = Point::ALL
            .iter()
            .map(|&p| g.neighbours(p).len())
            .sum::<usize>()
            / 2;
        assert_eq!(edges, 40);
        assert_eq!(g.mills_through(B6).count(), 3);
        assert_eq!(Geometry::Standard.mills_through(B6).count(), 2);
    }

    #[test]
    fn closed_mills_are_counted() {
        let g = Geometry::Standard;
        let pieces = PointSet::from_iter([A7, D7, G7, A4, A1]);
        assert_eq!(g.mills_closed_at(pieces, A7), 2);
        assert_eq!(g.mills_closed_at(pieces, D7), 1);
        assert_eq!(g.mills_closed_at(pieces, A4), 1);
        assert_eq!(g.in_mills(pieces), pieces);
        assert_eq!(g.mills_closed_at(PointSet::EMPTY, D6), 0);
    }

    #[test]
    fn threats_are_gaps_of_two_in_a_line() {
        let g = Geometry::Standard;
        let pieces = PointSet::from_iter([A7, D7]);
        assert_eq!(g.mill_threats(pieces, !pieces), G7.set());
        assert_eq!(g.mill_threats(pieces, !pieces - G7.set()), PointSet::EMPTY);
    }
}
