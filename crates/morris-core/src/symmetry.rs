//! The 16 symmetries of the board: the 8 rotations and reflections of the
//! square, each with or without swapping the outer and inner squares.
//!
//! Both the standard board and the board with diagonals are unchanged by
//! every symmetry, so positions that map onto each other have the same value
//! (the AI and the endgame databases use this). The small boards of Six and
//! Three Men's Morris are unchanged by the first 8, which keep every square
//! in its place (see [`Geometry::symmetries`](crate::Geometry::symmetries));
//! every symmetry leaves `d4` where it is.
//!
//! ```
//! use morris_core::{Point, Symmetry};
//!
//! let turn = Symmetry::ALL[1]; // a quarter turn clockwise
//! assert_eq!(turn.apply(Point::A7), Point::G7);
//! assert_eq!(turn.inverse().apply(Point::G7), Point::A7);
//! ```

use crate::point::POINT_COUNT;
use crate::{Point, PointSet};

/// One of the 16 symmetries of the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Symmetry(u8);

/// The image of each point under each symmetry.
static IMAGES: [[Point; POINT_COUNT]; 16] = images();

/// The image of each byte of a set's bits (points 0-7, 8-15, 16-23) under
/// each symmetry, so a set is mapped with three lookups; `d4` (bit 24)
/// stays where it is.
static SET_IMAGES: [[[u32; 256]; 3]; 16] = set_images();

const fn set_images() -> [[[u32; 256]; 3]; 16] {
    let images = images();
    let mut table = [[[0u32; 256]; 3]; 16];
    let mut sym = 0;
    while sym < 16 {
        let mut byte = 0;
        while byte < 3 {
            let mut v = 0;
            while v < 256 {
                let mut image = 0u32;
                let mut i = 0;
                while i < 8 {
                    if v & (1 << i) != 0 {
                        image |= 1 << (images[sym][8 * byte + i] as u32);
                    }
                    i += 1;
                }
                table[sym][byte][v] = image;
                v += 1;
            }
            byte += 1;
        }
        sym += 1;
    }
    table
}

const fn map_coords(sym: u8, file: u8, rank: u8) -> (u8, u8) {
    // Coordinates around the centre, -3..=3.
    let mut x = file as i8 - 3;
    let mut y = rank as i8 - 3;
    // Bit 3: swap the outer and inner squares (ring 3 <-> ring 1).
    if sym & 8 != 0 {
        let ring = if x.abs() > y.abs() { x.abs() } else { y.abs() };
        let new_ring = 4 - ring;
        x = x / ring * new_ring;
        y = y / ring * new_ring;
    }
    // Bit 2: reflect left to right.
    if sym & 4 != 0 {
        x = -x;
    }
    // Bits 0-1: quarter turns clockwise.
    let mut turns = sym & 3;
    while turns > 0 {
        let t = x;
        x = y;
        y = -t;
        turns -= 1;
    }
    ((x + 3) as u8, (y + 3) as u8)
}

const fn images() -> [[Point; POINT_COUNT]; 16] {
    let mut table = [[Point::A7; POINT_COUNT]; 16];
    let mut sym = 0;
    while sym < 16 {
        // The centre stays where it is.
        table[sym][Point::D4 as usize] = Point::D4;
        let mut i = 0;
        while i < 24 {
            let p = Point::ALL[i];
            let (f, r) = map_coords(sym as u8, p.file(), p.rank());
            table[sym][i] = match Point::from_coords(f, r) {
                Some(q) => q,
                None => panic!("a symmetry maps a point off the board"),
            };
            i += 1;
        }
        sym += 1;
    }
    table
}

impl Symmetry {
    /// The identity, which leaves every point where it is.
    pub const IDENTITY: Symmetry = Symmetry(0);

    /// All 16 symmetries, the identity first.
    pub const ALL: [Symmetry; 16] = {
        let mut all = [Symmetry(0); 16];
        let mut i = 0;
        while i < 16 {
            all[i] = Symmetry(i as u8);
            i += 1;
        }
        all
    };

    /// The number of this symmetry in [`Symmetry::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Whether this symmetry swaps the outer and the inner square.
    #[must_use]
    pub const fn swaps_squares(self) -> bool {
        self.0 & 8 != 0
    }

    /// Where `point` goes.
    #[must_use]
    pub fn apply(self, point: Point) -> Point {
        IMAGES[self.index()][point.index()]
    }

    /// The image of a set of points.
    #[must_use]
    pub fn apply_set(self, points: PointSet) -> PointSet {
        let bits = points.bits();
        let t = &SET_IMAGES[self.index()];
        PointSet::from_bits(
            t[0][(bits & 0xFF) as usize]
                | t[1][((bits >> 8) & 0xFF) as usize]
                | t[2][((bits >> 16) & 0xFF) as usize]
                | (bits & 1 << 24),
        )
    }

    /// The symmetry that undoes this one.
    #[must_use]
    pub fn inverse(self) -> Symmetry {
        Symmetry::ALL
            .into_iter()
            .find(|inv| Point::ALL.iter().all(|&p| inv.apply(self.apply(p)) == p))
            .unwrap_or(Symmetry::IDENTITY)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Geometry;

    #[test]
    fn a_set_maps_as_its_points_do() {
        let mut x: u32 = 0x2545_F491;
        for _ in 0..5_000 {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let set = PointSet::from_bits(x);
            for s in Symmetry::ALL {
                let by_points: PointSet = set.iter().map(|p| s.apply(p)).collect();
                assert_eq!(s.apply_set(set), by_points, "{set:?} under {s:?}");
            }
        }
    }

    #[test]
    fn every_symmetry_is_a_distinct_permutation() {
        let mut seen = Vec::new();
        for s in Symmetry::ALL {
            let image: PointSet = Point::ALL.iter().map(|&p| s.apply(p)).collect();
            assert_eq!(image, PointSet::FULL);
            let perm: Vec<Point> = Point::ALL.iter().map(|&p| s.apply(p)).collect();
            assert!(!seen.contains(&perm));
            seen.push(perm);
        }
    }

    #[test]
    fn symmetries_keep_lines_and_mills() {
        for g in [Geometry::Standard, Geometry::Diagonal] {
            for s in Symmetry::ALL {
                for p in Point::ALL {
                    assert_eq!(s.apply_set(g.neighbours(p)), g.neighbours(s.apply(p)));
                }
                for &mill in g.mills() {
                    assert!(g.mills().contains(&s.apply_set(mill)));
                }
                assert_eq!(s.inverse().apply(s.apply(Point::B4)), Point::B4);
            }
        }
    }

    #[test]
    fn square_swap_exchanges_outer_and_inner() {
        let swap = Symmetry::ALL[8];
        assert!(swap.swaps_squares());
        assert_eq!(swap.apply(Point::A7), Point::C5);
        assert_eq!(swap.apply(Point::D1), Point::D3);
        assert_eq!(swap.apply(Point::B4), Point::B4);
    }
}
