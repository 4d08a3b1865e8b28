//! Where the points and lines of the board lie, in normalised coordinates.
//!
//! The board fills the unit square: `(0, 0)` is the top left corner (point
//! `a7`) and `(1, 1)` the bottom right corner (point `g1`). The painter maps
//! this square to the screen with an [`egui::emath::RectTransform`], so the
//! board keeps its proportions in any window.

use egui::Pos2;

/// A point of the board: its name and where it lies in the unit square.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardPoint {
    /// The name of the point, like a chess square: file `a`..`g` from left to
    /// right, rank `1`..`7` from bottom to top.
    pub name: &'static str,
    /// The position of the point in the unit square, y growing downwards.
    pub position: Pos2,
}

impl BoardPoint {
    /// The point named `name`, placed on the 7x7 grid of the board.
    const fn named(name: &'static str) -> Self {
        Self {
            name,
            position: grid_position(name),
        }
    }
}

/// The position of the grid square `name` (`a1` ... `g7`) in the unit square.
///
/// Only called on the constant names below, so a bad name fails the build.
const fn grid_position(name: &'static str) -> Pos2 {
    let bytes = name.as_bytes();
    assert!(bytes.len() == 2, "a point name is a file and a rank");
    assert!(
        bytes[0] >= b'a' && bytes[0] <= b'g',
        "files run from a to g"
    );
    assert!(
        bytes[1] >= b'1' && bytes[1] <= b'7',
        "ranks run from 1 to 7"
    );
    let file = (bytes[0] - b'a') as f32;
    let rank = (bytes[1] - b'1') as f32;
    // Rank 7 is at the top, and screen y grows downwards.
    Pos2::new(file / 6.0, 1.0 - rank / 6.0)
}

/// The 24 points of Nine Men's Morris, row by row from the top left.
pub const POINTS: [BoardPoint; 24] = [
    BoardPoint::named("a7"),
    BoardPoint::named("d7"),
    BoardPoint::named("g7"),
    BoardPoint::named("b6"),
    BoardPoint::named("d6"),
    BoardPoint::named("f6"),
    BoardPoint::named("c5"),
    BoardPoint::named("d5"),
    BoardPoint::named("e5"),
    BoardPoint::named("a4"),
    BoardPoint::named("b4"),
    BoardPoint::named("c4"),
    BoardPoint::named("e4"),
    BoardPoint::named("f4"),
    BoardPoint::named("g4"),
    BoardPoint::named("c3"),
    BoardPoint::named("d3"),
    BoardPoint::named("e3"),
    BoardPoint::named("b2"),
    BoardPoint::named("d2"),
    BoardPoint::named("f2"),
    BoardPoint::named("a1"),
    BoardPoint::named("d1"),
    BoardPoint::named("g1"),
];

/// The lines of the board, each from one end to the other: the sides of the
/// three nested squares and the four lines that connect them.
pub const LINES: [[Pos2; 2]; 16] = [
    // The outer square.
    [grid_position("a7"), grid_position("g7")],
    [grid_position("g7"), grid_position("g1")],
    [grid_position("g1"), grid_position("a1")],
    [grid_position("a1"), grid_position("a7")],
    // The middle square.
    [grid_position("b6"), grid_position("f6")],
    [grid_position("f6"), grid_position("f2")],
    [grid_position("f2"), grid_position("b2")],
    [grid_position("b2"), grid_position("b6")],
    // The inner square.
    [grid_position("c5"), grid_position("e5")],
    [grid_position("e5"), grid_position("e3")],
    [grid_position("e3"), grid_position("c3")],
    [grid_position("c3"), grid_position("c5")],
    // The lines that connect the squares.
    [grid_position("d7"), grid_position("d5")],
    [grid_position("g4"), grid_position("e4")],
    [grid_position("d1"), grid_position("d3")],
    [grid_position("a4"), grid_position("c4")],
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_have_distinct_names_and_positions() {
        for (i, a) in POINTS.iter().enumerate() {
            for b in &POINTS[i + 1..] {
                assert_ne!(a.name, b.name);
                assert_ne!(a.position, b.position);
            }
        }
    }

    #[test]
    fn corners_lie_on_the_corners_of_the_unit_square() {
        let at = |name: &str| POINTS.iter().find(|p| p.name == name).map(|p| p.position);
        assert_eq!(at("a7"), Some(Pos2::new(0.0, 0.0)));
        assert_eq!(at("g7"), Some(Pos2::new(1.0, 0.0)));
        assert_eq!(at("a1"), Some(Pos2::new(0.0, 1.0)));
        assert_eq!(at("g1"), Some(Pos2::new(1.0, 1.0)));
        assert_eq!(at("d4"), None, "the centre is no point");
    }

    #[test]
    fn every_line_ends_on_points_and_every_point_is_on_a_line() {
        let is_point = |p: Pos2| POINTS.iter().any(|q| q.position == p);
        for [from, to] in LINES {
            assert!(is_point(from) && is_point(to), "{from:?}-{to:?}");
        }
        for point in POINTS {
            let p = point.position;
            let on_line = LINES.iter().any(|&[a, b]| {
                let (min, max) = (a.min(b), a.max(b));
                let within = min.x <= p.x && p.x <= max.x && min.y <= p.y && p.y <= max.y;
                within && (a.x == b.x || a.y == b.y)
            });
            assert!(on_line, "{} lies on no line", point.name);
        }
    }
}
