//! The lines of the boards: which points are adjacent and which triples
//! are mills, for the large board with and without its diagonals, and for
//! the boards of Six and Three Men's Morris.
//!
//! ```
//! use morris_core::{Geometry, Point};
//!
//! let standard = Geometry::Standard;
//! assert_eq!(standard.mills().len(), 16);
//! assert!(standard.neighbours(Point::D6).contains(Point::D5));
//! assert!(!standard.neighbours(Point::C4).contains(Point::E4));
//! assert!(Geometry::Diagonal.neighbours(Point::A7).contains(Point::B6));
//! assert_eq!(Geometry::Three.points().len(), 9);
//! assert!(Geometry::Three.neighbours(Point::D4).contains(Point::C4));
//! assert_eq!(Geometry::Six.mills().len(), 8);
//! ```

use crate::{Point, PointSet, point::POINT_COUNT};

/// The shape of the board: its points, and the lines that join them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Geometry {
    /// The large board: three nested squares joined by four lines through
    /// the middles of the sides; 24 points, 16 mills.
    Standard,
    /// The large board plus four lines joining the corners of the squares
    /// (Twelve Men's Morris): 20 mills.
    Diagonal,
    /// Six Men's Morris: the outer and middle squares, joined at the
    /// middles of their sides; 16 points, 8 mills (the sides of the
    /// squares).
    Six,
    /// Six Men's Morris with the corners of the two squares joined too
    /// (for moves; they make no mill).
    SixDiagonal,
    /// Three Men's Morris: the inner square and its centre `d4`, a grid of
    /// 3 by 3 points; 8 mills, the rows and the columns; pieces move along
    /// them.
    Three,
    /// Three Men's Morris with its two diagonals through the centre, as
    /// lines to move along and as mills: 8 mills.
    ThreeDiagonal,
}

use Point::*;

/// Every line of three points of the large board: the 16 of the standard
/// board, then the 4 diagonals.
#[rustfmt::skip]
const LINES: [[Point; 3]; 20] = [
    [A7, D7, G7], [B6, D6, F6], [C5, D5, E5], [A4, B4, C4],
    [E4, F4, G4], [C3, D3, E3], [B2, D2, F2], [A1, D1, G1],
    [A7, A4, A1], [B6, B4, B2], [C5, C4, C3], [D7, D6, D5],
    [D3, D2, D1], [E5, E4, E3], [F6, F4, F2], [G7, G4, G1],
    [A7, B6, C5], [G7, F6, E5], [A1, B2, C3], [G1, F2, E3],
];

/// The mills of Six Men's Morris: the four sides of each square.
#[rustfmt::skip]
const SIX_LINES: [[Point; 3]; 8] = [
    [A7, D7, G7], [A1, D1, G1], [A7, A4, A1], [G7, G4, G1],
    [B6, D6, F6], [B2, D2, F2], [B6, B4, B2], [F6, F4, F2],
];

/// The joins of Six Men's Morris's squares at the middles of their sides,
/// then at their corners (with the diagonals).
#[rustfmt::skip]
const SIX_LINKS: [[Point; 2]; 8] = [
    [D7, D6], [A4, B4], [G4, F4], [D1, D2],
    [A7, B6], [G7, F6], [A1, B2], [G1, F2],
];

/// The lines of Three Men's Morris: its rows and columns, then its two
/// diagonals.
#[rustfmt::skip]
const THREE_LINES: [[Point; 3]; 8] = [
    [C5, D5, E5], [C4, D4, E4], [C3, D3, E3],
    [C5, C4, C3], [D5, D4, D3], [E5, E4, E3],
    [C5, D4, E3], [E5, D4, C3],
];

/// The most mills through one point (the centre of Three Men's Morris with
/// its diagonals).
const MILLS_PER_POINT: usize = 4;

/// The tables of one geometry, computed at compile time.
struct Tables {
    points: PointSet,
    mills: [PointSet; 20],
    mill_count: usize,
    neighbours: [PointSet; POINT_COUNT],
    /// The mills through each point; unused slots hold a set that is never
    /// complete (it has bits above the board).
    mills_at: [[u32; MILLS_PER_POINT]; POINT_COUNT],
}

/// A mask no board can contain, marking an unused slot of `mills_at`.
const NO_MILL: u32 = u32::MAX;

/// The tables of the board whose mills are `lines` and whose other joins
/// (neighbours that make no mill) are `links`.
const fn tables(lines: &[[Point; 3]], links: &[[Point; 2]]) -> Tables {
    let mut t = Tables {
        points: PointSet::EMPTY,
        mills: [PointSet::EMPTY; 20],
        mill_count: lines.len(),
        neighbours: [PointSet::EMPTY; POINT_COUNT],
        mills_at: [[NO_MILL; MILLS_PER_POINT]; POINT_COUNT],
    };
    let mut i = 0;
    while i < lines.len() {
        let [a, b, c] = lines[i];
        let mask = a.set().bits() | b.set().bits() | c.set().bits();
        t.mills[i] = PointSet::from_bits(mask);
        t.points = PointSet::from_bits(t.points.bits() | mask);
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
    let mut i = 0;
    while i < links.len() {
        let [a, b] = links[i];
        t.neighbours[a as usize] = t.neighbours[a as usize].with(b);
        t.neighbours[b as usize] = t.neighbours[b as usize].with(a);
        i += 1;
    }
    t
}

/// The first `n` lines of `lines`, as a slice a `const` can take.
const fn first<const N: usize, T>(lines: &[T; N], n: usize) -> &[T] {
    lines.split_at(n).0
}

static STANDARD: Tables = tables(first(&LINES, 16), &[]);
static DIAGONAL: Tables = tables(&LINES, &[]);
static SIX: Tables = tables(&SIX_LINES, first(&SIX_LINKS, 4));
static SIX_DIAGONAL: Tables = tables(&SIX_LINES, &SIX_LINKS);
static THREE: Tables = tables(first(&THREE_LINES, 6), &[]);
static THREE_DIAGONAL: Tables = tables(&THREE_LINES, &[]);

impl Geometry {
    /// The geometry of the large board with or without diagonals.
    #[must_use]
    pub const fn new(diagonals: bool) -> Geometry {
        if diagonals {
            Geometry::Diagonal
        } else {
            Geometry::Standard
        }
    }

    /// The geometry of `board`, with or without its diagonals.
    #[must_use]
    pub const fn of(board: crate::Board, diagonals: bool) -> Geometry {
        match (board, diagonals) {
            (crate::Board::TwentyFour, _) => Geometry::new(diagonals),
            (crate::Board::Sixteen, false) => Geometry::Six,
            (crate::Board::Sixteen, true) => Geometry::SixDiagonal,
            (crate::Board::Nine, false) => Geometry::Three,
            (crate::Board::Nine, true) => Geometry::ThreeDiagonal,
        }
    }

    /// The board this geometry draws.
    #[must_use]
    pub const fn board(self) -> crate::Board {
        match self {
            Geometry::Standard | Geometry::Diagonal => crate::Board::TwentyFour,
            Geometry::Six | Geometry::SixDiagonal => crate::Board::Sixteen,
            Geometry::Three | Geometry::ThreeDiagonal => crate::Board::Nine,
        }
    }

    const fn tables(self) -> &'static Tables {
        match self {
            Geometry::Standard => &STANDARD,
            Geometry::Diagonal => &DIAGONAL,
            Geometry::Six => &SIX,
            Geometry::SixDiagonal => &SIX_DIAGONAL,
            Geometry::Three => &THREE,
            Geometry::ThreeDiagonal => &THREE_DIAGONAL,
        }
    }

    /// The symmetries that leave this board as it is: all 16 on the large
    /// board, the 8 that keep each square in its place on the small ones.
    #[must_use]
    pub fn symmetries(self) -> &'static [crate::Symmetry] {
        match self.board() {
            crate::Board::TwentyFour => &crate::Symmetry::ALL,
            _ => &crate::Symmetry::ALL[..8],
        }
    }

    /// The points of the board.
    #[inline]
    #[must_use]
    pub const fn points(self) -> PointSet {
        self.tables().points
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
        let [a, b, c, d] = self.tables().mills_at[point as usize];
        usize::from(bits & a == a)
            + usize::from(bits & b == b)
            + usize::from(bits & c == c)
            + usize::from(bits & d == d)
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
    fn the_small_boards_have_their_points_lines_and_joins() {
        let six = Geometry::Six;
        assert_eq!(six.points().len(), 16);
        assert!(!six.points().contains(C5) && !six.points().contains(D4));
        let edges = |g: Geometry| {
            g.points()
                .iter()
                .map(|p| g.neighbours(p).len())
                .sum::<usize>()
                / 2
        };
        // Each square has 8 sides' halves, and 4 joins between them.
        assert_eq!(edges(six), 20);
        assert_eq!(edges(Geometry::SixDiagonal), 24);
        assert_eq!(Geometry::SixDiagonal.mills().len(), 8);
        assert!(six.neighbours(D7).contains(D6));
        assert!(!six.neighbours(D6).contains(D5), "no inner square");
        let three = Geometry::Three;
        assert_eq!(
            three.points(),
            PointSet::from_iter([C5, D5, E5, C4, D4, E4, C3, D3, E3])
        );
        assert_eq!(three.mills().len(), 6);
        assert_eq!(edges(three), 12);
        assert_eq!(three.neighbours(D4).len(), 4);
        assert!(
            three.neighbours(C4).contains(D4),
            "the centre joins the middle row"
        );
        let diagonal = Geometry::ThreeDiagonal;
        assert_eq!(diagonal.mills().len(), 8);
        assert_eq!(edges(diagonal), 16);
        assert_eq!(diagonal.mills_through(D4).count(), 4);
        let all = PointSet::from_iter([C5, D4, E3, E5, C3, C4, E4, D5, D3]);
        assert_eq!(diagonal.mills_closed_at(all, D4), 4);
        for g in [six, Geometry::SixDiagonal, three, diagonal] {
            for p in g.points() {
                assert!(g.points().contains_all(g.neighbours(p)), "{g:?} {p}");
                for q in g.neighbours(p) {
                    assert!(g.neighbours(q).contains(p), "{g:?} {p} {q}");
                }
            }
            for &mill in g.mills() {
                assert!(g.points().contains_all(mill));
            }
        }
        assert_eq!(Geometry::Standard.points(), PointSet::FULL);
        assert_eq!(Geometry::Diagonal.neighbours(D4), PointSet::EMPTY);
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
