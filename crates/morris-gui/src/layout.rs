//! Where the points and lines of the board lie, in normalised coordinates.
//!
//! The board fills the unit square: `(0, 0)` is the top left corner (point
//! `a7`) and `(1, 1)` the bottom right corner (point `g1`). The painter maps
//! this square to the screen with an [`egui::emath::RectTransform`], so the
//! board keeps its proportions in any window. The pieces in hand lie beside
//! the board in the same coordinates ([`Table`]).

use egui::{Pos2, Rect, Vec2, pos2};
use morris_core::{Color, Geometry, Point};

/// A point of the board: its name and where it lies in the unit square.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardPoint {
    /// The name of the point, like a chess square: file `a`..`g` from left to
    /// right, rank `1`..`7` from bottom to top.
    pub name: &'static str,
    /// The point of the rules core.
    pub point: Point,
    /// The position of the point in the unit square, y growing downwards.
    pub position: Pos2,
}

impl BoardPoint {
    /// The point named `name`, placed on the 7x7 grid of the board.
    const fn named(name: &'static str) -> Self {
        let bytes = name.as_bytes();
        let point = match Point::from_coords(bytes[0] - b'a', bytes[1] - b'1') {
            Some(point) => point,
            None => panic!("the name of a point of the board"),
        };
        Self {
            name,
            point,
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

/// The 24 points of the board in board order (row by row from the top
/// left), the order of [`Point::ALL`].
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

/// The centre of Three Men's Morris's board, the one point the large board
/// has not.
pub const CENTRE: BoardPoint = BoardPoint::named("d4");

/// The bounds of `geometry`'s points on the 7x7 grid, in the unit square.
fn grid_bounds(geometry: Geometry) -> Rect {
    let mut bounds = Rect::NOTHING;
    for p in geometry.points() {
        bounds.extend_with(grid_point(p).position);
    }
    bounds
}

/// The board point of `point` on the 7x7 grid of the large board.
fn grid_point(point: Point) -> BoardPoint {
    POINTS.get(point.index()).copied().unwrap_or(CENTRE)
}

/// The points of `geometry`'s board in board order (then `d4`), each
/// placed in the unit square so that the board fills it: the large board
/// and Six Men's Morris's as they lie on the 7x7 grid, Three Men's
/// Morris's 3 by 3 grid stretched to the corners.
#[must_use]
pub fn board_points(geometry: Geometry) -> Vec<BoardPoint> {
    let bounds = grid_bounds(geometry);
    geometry
        .points()
        .iter()
        .map(|p| {
            let mut board_point = grid_point(p);
            let at = board_point.position - bounds.min;
            board_point.position = pos2(at.x / bounds.width(), at.y / bounds.height());
            board_point
        })
        .collect()
}

/// The smallest window the app allows, in points: at this size nothing
/// overlaps (the side panel's move list and move field, the status lines,
/// the board).
pub const MIN_WINDOW_SIZE: [f32; 2] = [720.0, 540.0];

/// The most lines the status bar shows at once: whose turn (with the Play
/// again button once the game is over), a refusal, a hint and a notice.
pub const STATUS_LINES: usize = 4;

/// The height of the status bar in `ui`'s style: room for all of its
/// [`STATUS_LINES`] at once, so the board never moves when a line comes or
/// goes. Longer texts that wrap scroll inside it.
#[must_use]
pub fn status_height(ui: &egui::Ui) -> f32 {
    let style = ui.style();
    let text = ui.text_style_height(&egui::TextStyle::Body);
    let spacing = style.spacing.item_spacing.y;
    // The first line holds a button; the others are text.
    let first = style.spacing.interact_size.y.max(text);
    let lines = first + (STATUS_LINES - 1) as f32 * (text + spacing);
    // The bar's space above and below its lines, and the panel frame's
    // margins (two points each side).
    lines + 2.0 * 4.0 + 2.0 * 2.0
}

/// The lines of the board under `geometry`, as the core's adjacency has
/// them: a segment between every two neighbouring points (the diagonals
/// too, on the diagonal board).
#[must_use]
pub fn lines(geometry: Geometry) -> Vec<[Pos2; 2]> {
    let mut segments = Vec::new();
    for p in geometry.points() {
        for q in geometry.neighbours(p) {
            if q > p {
                segments.push([position(geometry, p), position(geometry, q)]);
            }
        }
    }
    segments
}

/// Where `point` lies in the unit square on `geometry`'s board.
#[must_use]
pub fn position(geometry: Geometry, point: Point) -> Pos2 {
    let bounds = grid_bounds(geometry);
    let at = grid_point(point).position - bounds.min;
    if bounds.width() > 0.0 && bounds.height() > 0.0 {
        pos2(at.x / bounds.width(), at.y / bounds.height())
    } else {
        grid_point(point).position
    }
}

/// The name of `point`, as the widgets know it.
#[must_use]
pub fn name(point: Point) -> &'static str {
    grid_point(point).name
}

/// The direction of a step of the keyboard cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Towards rank 7.
    Up,
    /// Towards rank 1.
    Down,
    /// Towards file `a`.
    Left,
    /// Towards file `g`.
    Right,
}

/// The nearest point of `geometry`'s board from `point` in `direction` on
/// the same row or column of the grid (`c4` right is `e4`, across the
/// empty centre of the large board), if any.
#[must_use]
pub fn step(geometry: Geometry, point: Point, direction: Direction) -> Option<Point> {
    let (file, rank) = (i32::from(point.file()), i32::from(point.rank()));
    let (df, dr) = match direction {
        Direction::Up => (0, 1),
        Direction::Down => (0, -1),
        Direction::Left => (-1, 0),
        Direction::Right => (1, 0),
    };
    (1..7).find_map(|k| {
        let (f, r) = (file + df * k, rank + dr * k);
        let f = u8::try_from(f).ok()?;
        let r = u8::try_from(r).ok()?;
        Point::from_coords(f, r).filter(|&p| geometry.points().contains(p))
    })
}

/// How the board and the two hands of pieces share the space: the hands
/// beside the board in a wide space, above and below it in a tall one, and
/// the board alone once no pieces are left in hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Table {
    /// White's hand left of the board, Black's right of it.
    Wide,
    /// Black's hand above the board, White's below it.
    Tall,
    /// No hands: the board alone.
    Bare,
}

/// The margin of the board's surface around the outer square.
pub const BOARD_MARGIN: f32 = 0.13;

/// The distance from the board's edge to the middle of a hand of pieces.
const HAND_OFFSET: f32 = 0.24;

/// The half-width of the strip a hand of pieces lies in.
const HAND_HALF_WIDTH: f32 = 0.08;

impl Table {
    /// The part of the normalised plane the board, its margin and the hands
    /// take up.
    #[must_use]
    pub fn bounds(self) -> Rect {
        let side = Rect::from_min_max(
            pos2(-BOARD_MARGIN, -BOARD_MARGIN),
            pos2(1.0 + BOARD_MARGIN, 1.0 + BOARD_MARGIN),
        );
        match self {
            Table::Wide | Table::Tall => side
                .union(self.hand_rect(Color::White))
                .union(self.hand_rect(Color::Black)),
            Table::Bare => side,
        }
    }

    /// The layout that shows the board largest in a space of `size`, with
    /// room for the hands if there are `hands`.
    #[must_use]
    pub fn for_size(size: Vec2, hands: bool) -> Table {
        if !hands {
            return Table::Bare;
        }
        let scale = |table: Table| {
            let bounds = table.bounds();
            (size.x / bounds.width()).min(size.y / bounds.height())
        };
        if scale(Table::Wide) >= scale(Table::Tall) {
            Table::Wide
        } else {
            Table::Tall
        }
    }

    /// Where the piece in `slot` of `color`'s hand lies, when a hand holds
    /// `total` pieces at the start (the rules' pieces per player). Slots are
    /// spaced evenly along the board's side, centred; a hand of `n` pieces
    /// fills slots `0..n`, so the piece placed next is in slot `n - 1` and
    /// the others stay where they are.
    #[must_use]
    pub fn hand_slot(self, color: Color, slot: usize, total: usize) -> Pos2 {
        // Twelve pieces fill the side; fewer keep the same spacing.
        let spacing = 1.0 / 11.0;
        let start = 0.5 - spacing * total.saturating_sub(1) as f32 / 2.0;
        let along = start + spacing * slot as f32;
        let across = match color {
            Color::White => -HAND_OFFSET,
            Color::Black => 1.0 + HAND_OFFSET,
        };
        match (self, color) {
            // Without hands, a piece leaving one comes from where the wide
            // layout keeps it.
            (Table::Wide | Table::Bare, _) => pos2(across, along),
            // In a tall space Black's hand is above the board, White's below.
            (Table::Tall, Color::White) => pos2(along, 1.0 + HAND_OFFSET),
            (Table::Tall, Color::Black) => pos2(along, -HAND_OFFSET),
        }
    }

    /// The strip `color`'s hand lies in.
    #[must_use]
    pub fn hand_rect(self, color: Color) -> Rect {
        let first = self.hand_slot(color, 11, 12);
        let last = self.hand_slot(color, 0, 12);
        Rect::from_two_pos(first, last).expand(HAND_HALF_WIDTH)
    }
}

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
    fn points_are_in_board_order() {
        for (point, board_point) in Point::ALL.into_iter().zip(POINTS) {
            assert_eq!(point.to_string(), board_point.name);
            assert_eq!(board_point.point, point);
        }
    }

    #[test]
    fn cursor_steps_follow_rows_and_columns() {
        let go = |from: Point, d| step(Geometry::Standard, from, d).map(|p| p.to_string());
        assert_eq!(go(Point::A7, Direction::Right).as_deref(), Some("d7"));
        assert_eq!(go(Point::A7, Direction::Up), None);
        assert_eq!(go(Point::C4, Direction::Right).as_deref(), Some("e4"));
        assert_eq!(go(Point::D5, Direction::Down).as_deref(), Some("d3"));
        assert_eq!(go(Point::B4, Direction::Left).as_deref(), Some("a4"));
        assert_eq!(go(Point::G1, Direction::Up).as_deref(), Some("g4"));
        // On the small boards, the steps stay on their points.
        let three = |from: Point, d| step(Geometry::Three, from, d).map(|p| p.to_string());
        assert_eq!(three(Point::C4, Direction::Right).as_deref(), Some("d4"));
        assert_eq!(three(Point::C5, Direction::Up), None);
        let six = |from: Point, d| step(Geometry::Six, from, d).map(|p| p.to_string());
        assert_eq!(six(Point::B4, Direction::Right).as_deref(), Some("f4"));
        assert_eq!(six(Point::D6, Direction::Down).as_deref(), Some("d2"));
    }

    #[test]
    fn the_small_boards_fill_the_unit_square() {
        let three = board_points(Geometry::Three);
        assert_eq!(three.len(), 9);
        let at = |name: &str, x: f32, y: f32| {
            let p = three.iter().find(|p| p.name == name).expect("a point");
            p.position.distance(Pos2::new(x, y)) < 1e-5
        };
        assert!(at("c5", 0.0, 0.0) && at("d4", 0.5, 0.5) && at("e3", 1.0, 1.0));
        assert!(position(Geometry::Three, Point::E3).distance(Pos2::new(1.0, 1.0)) < 1e-5);
        let six = board_points(Geometry::Six);
        assert_eq!(six.len(), 16);
        assert_eq!(six[0].position, Pos2::new(0.0, 0.0), "a7 at the corner");
        assert_eq!(lines(Geometry::Six).len(), 20);
        assert_eq!(lines(Geometry::ThreeDiagonal).len(), 16);
        assert_eq!(board_points(Geometry::Standard), POINTS.to_vec());
    }

    #[test]
    fn hands_lie_beside_the_board() {
        for table in [Table::Wide, Table::Tall] {
            let board = Rect::from_min_max(Pos2::ZERO, pos2(1.0, 1.0));
            for color in Color::ALL {
                let hand = table.hand_rect(color);
                assert!(!hand.intersects(board), "{table:?} {color:?}");
                assert!(table.bounds().contains_rect(hand), "{table:?} {color:?}");
                for total in 9..=12 {
                    for slot in 0..total {
                        assert!(hand.contains(table.hand_slot(color, slot, total)));
                    }
                }
            }
        }
    }

    #[test]
    fn the_drawn_lines_are_the_cores_adjacency() {
        use morris_core::Geometry;
        // 32 segments on the standard board, 8 more with the diagonals.
        assert_eq!(lines(Geometry::Standard).len(), 32);
        assert_eq!(lines(Geometry::Diagonal).len(), 40);
        for [from, to] in lines(Geometry::Standard) {
            // Standard lines run along the grid; each segment joins points.
            assert!(from.x == to.x || from.y == to.y, "{from:?}-{to:?}");
            let is_point = |p: Pos2| POINTS.iter().any(|q| q.position == p);
            assert!(is_point(from) && is_point(to));
        }
        for point in POINTS {
            let touches = lines(Geometry::Standard)
                .iter()
                .any(|s| s.contains(&point.position));
            assert!(touches, "{} lies on no line", point.name);
        }
    }
}
