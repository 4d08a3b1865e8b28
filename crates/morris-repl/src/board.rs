//! The board drawn for the terminal, as in RULES.md: the pieces, the last
//! move and the mills marked, in colour when asked.
//!
//! Without colour the marks are characters: the piece that moved last
//! stands in brackets (`[W]`), the point it came from in parentheses
//! (`(·)`), a point whose piece the last move removed shows `x`, and the
//! lines of a closed mill are drawn `=` and `‖` instead of `-` and `|`.
//!
//! ```
//! use morris_core::{Game, Rules};
//! use morris_repl::board::render;
//!
//! let mut game = Game::new(Rules::default());
//! game.play("d6".parse()?)?;
//! let text = render(game.position(), game.moves().last().copied(), false);
//! assert!(text.contains("6  |   ·------[W]------·   |"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use morris_core::{Color, Move, Point, PointSet, Position};

/// ANSI styles of the parts of the board.
mod style {
    pub const RESET: &str = "\x1b[0m";
    pub const WHITE: &str = "\x1b[1;33m";
    pub const BLACK: &str = "\x1b[1;36m";
    pub const MILL: &str = "\x1b[32m";
    pub const MARK: &str = "\x1b[1;7m";
    pub const REMOVED: &str = "\x1b[1;31m";
    pub const DIM: &str = "\x1b[2m";
}

/// The style of a side's pieces, for text that names the side.
#[must_use]
pub fn side_style(color: Color) -> &'static str {
    match color {
        Color::White => style::WHITE,
        Color::Black => style::BLACK,
    }
}

/// `text` in the side's colour when `color` is on.
#[must_use]
pub fn paint_side(text: &str, side: Color, color: bool) -> String {
    if color {
        format!("{}{text}{}", side_style(side), style::RESET)
    } else {
        text.to_owned()
    }
}

/// What a cell of the drawing shows.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Blank,
    Line,
    Mill,
    Piece(Color),
    Empty,
    Removed,
    Mark,
}

#[derive(Copy, Clone)]
struct Cell {
    ch: char,
    kind: Kind,
}

const BLANK: Cell = Cell {
    ch: ' ',
    kind: Kind::Blank,
};

/// Columns of the drawing: the 7 files 4 apart, with a margin of one on
/// each side for the marks around a point.
const WIDTH: usize = 27;
const HEIGHT: usize = 13;

fn at(p: Point) -> (usize, usize) {
    (usize::from(6 - p.rank()) * 2, usize::from(p.file()) * 4 + 1)
}

/// The board of `position` with the marks of `last`, the move that led to
/// it; in ANSI colour when `color` is on. Ends with a newline.
#[must_use]
pub fn render(position: &Position, last: Option<Move>, color: bool) -> String {
    let mut grid = [[BLANK; WIDTH]; HEIGHT];
    let geometry = position.geometry();
    let mills = position.standing_mills();
    let points = geometry.points();
    for p in points {
        for q in geometry.neighbours(p) {
            if q <= p {
                continue;
            }
            let in_mill = mills.iter().any(|m| m.contains(p) && m.contains(q));
            let kind = if in_mill { Kind::Mill } else { Kind::Line };
            let ((r1, c1), (r2, c2)) = (at(p), at(q));
            if r1 == r2 {
                let ch = if in_mill { '=' } else { '-' };
                for cell in &mut grid[r1][c1.min(c2) + 1..c1.max(c2)] {
                    *cell = Cell { ch, kind };
                }
            } else if c1 == c2 {
                let ch = if in_mill { '‖' } else { '|' };
                for row in &mut grid[r1.min(r2) + 1..r1.max(r2)] {
                    row[c1] = Cell { ch, kind };
                }
            } else {
                // A diagonal spans one rank and one file: one character
                // midway, leaning as the line goes.
                let ch = if (r2 > r1) == (c2 > c1) { '\\' } else { '/' };
                grid[(r1 + r2) / 2][(c1 + c2) / 2] = Cell { ch, kind };
            }
        }
    }
    let removed = last.map_or(PointSet::EMPTY, |m| m.removals());
    for p in points {
        let (r, c) = at(p);
        grid[r][c] = match position.piece_at(p) {
            Some(side) => Cell {
                ch: side.letter(),
                kind: Kind::Piece(side),
            },
            None if removed.contains(p) => Cell {
                ch: 'x',
                kind: Kind::Removed,
            },
            None => Cell {
                ch: '·',
                kind: Kind::Empty,
            },
        };
    }
    if let Some(m) = last {
        let mut mark = |p: Point, open: char, close: char| {
            let (r, c) = at(p);
            grid[r][c - 1] = Cell {
                ch: open,
                kind: Kind::Mark,
            };
            grid[r][c + 1] = Cell {
                ch: close,
                kind: Kind::Mark,
            };
        };
        mark(m.to(), '[', ']');
        if let Some(from) = m.from() {
            mark(from, '(', ')');
        }
    }
    // The rows and files the board has (all seven on the large board; the
    // small boards' own), so a small board is drawn without empty margins.
    let ranks = points.iter().map(Point::rank);
    let (low, high) = (ranks.clone().min().unwrap_or(0), ranks.max().unwrap_or(6));
    let files = points.iter().map(Point::file);
    let (left, right) = (files.clone().min().unwrap_or(0), files.max().unwrap_or(6));
    let rows = usize::from(6 - high) * 2..=usize::from(6 - low) * 2;
    let first_column = usize::from(left) * 4;
    let mut out = String::new();
    for (i, row) in grid.iter().enumerate().filter(|(i, _)| rows.contains(i)) {
        if i % 2 == 0 {
            out.push_str(&format!("{} ", 7 - i / 2));
        } else {
            out.push_str("  ");
        }
        let end = row
            .iter()
            .rposition(|c| c.kind != Kind::Blank)
            .map_or(0, |i| i + 1);
        let mut current = "";
        for cell in row.get(first_column..end).unwrap_or_default() {
            if color {
                let wanted = match cell.kind {
                    Kind::Blank | Kind::Line | Kind::Empty => "",
                    Kind::Mill => style::MILL,
                    Kind::Piece(side) => side_style(side),
                    Kind::Removed => style::REMOVED,
                    Kind::Mark => style::MARK,
                };
                if wanted != current {
                    if !current.is_empty() {
                        out.push_str(style::RESET);
                    }
                    out.push_str(wanted);
                    current = wanted;
                }
            }
            out.push(cell.ch);
        }
        if !current.is_empty() {
            out.push_str(style::RESET);
        }
        out.push('\n');
    }
    let mut files: String = (left..=right)
        .map(|f| format!("   {}", char::from(b'a' + f)))
        .collect();
    files.push('\n');
    if color {
        out.push_str(&format!(
            "{}{}{}\n",
            style::DIM,
            files.trim_end(),
            style::RESET
        ));
    } else {
        out.push_str(&files);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::{Game, Rules};

    fn game(moves: &str) -> Game {
        let mut game = Game::new(Rules::default());
        for m in moves.split_whitespace() {
            game.play(m.parse().unwrap()).unwrap();
        }
        game
    }

    #[test]
    fn the_empty_board_is_the_rule_book_diagram() {
        let text = render(&Position::new(Rules::default()), None, false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 14);
        assert_eq!(lines[0], "7  ·-----------·-----------·");
        assert_eq!(lines[6], "4  ·---·---·       ·---·---·");
        assert_eq!(lines[13], "   a   b   c   d   e   f   g");
    }

    #[test]
    fn the_small_boards_are_drawn_on_their_own_rows_and_files() {
        let six = render(
            &Position::new(Rules::preset(morris_core::Preset::Six)),
            None,
            false,
        );
        let lines: Vec<&str> = six.lines().collect();
        assert_eq!(lines[0], "7  ·-----------·-----------·");
        assert_eq!(
            lines[4], "5  |   |               |   |",
            "no inner square:\n{six}"
        );
        assert_eq!(lines[6], "4  ·---·               ·---·", "{six}");
        assert_eq!(lines.len(), 14);
        let mut three = Rules::preset(morris_core::Preset::Three);
        three.set_diagonals(true);
        let mut game = Game::new(three);
        game.play("d4".parse().unwrap()).unwrap();
        let text = render(game.position(), game.moves().last().copied(), false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines,
            [
                "5  ·---·---·",
                "   | \\ | / |",
                "4  ·--[W]--·",
                "   | / | \\ |",
                "3  ·---·---·",
                "   c   d   e",
            ],
            "{text}"
        );
    }

    #[test]
    fn mills_and_the_last_move_are_marked() {
        // White closes a7-d7-g7 and removes b6.
        let g = game("a7 b6 d7 f6 g7xb6");
        let text = render(g.position(), g.moves().last().copied(), false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "7  W===========W==========[W]");
        assert_eq!(lines[2], "6  |   x-------·-------B   |");
    }

    #[test]
    fn a_slide_marks_where_it_came_from() {
        let setup = "W../.W./W../....../..B/..B/..B w 0 0 0 10".parse().unwrap();
        let pos = Position::from_setup(&setup, Rules::default()).unwrap();
        let mut g = Game::from_position(pos);
        let m: Move = "a7-a4".parse().unwrap();
        g.play(m).unwrap();
        let text = render(g.position(), Some(m), false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "7 (·)----------·-----------·");
        assert_eq!(lines[6], "4 [W]--·---·       ·---·---·");
    }

    #[test]
    fn colour_only_when_asked() {
        let g = game("d6 f4");
        let plain = render(g.position(), g.moves().last().copied(), false);
        let colored = render(g.position(), g.moves().last().copied(), true);
        assert!(!plain.contains('\x1b'));
        assert!(colored.contains(style::BLACK));
        let stripped: String = strip_ansi(&colored);
        assert_eq!(stripped, plain);
    }

    fn strip_ansi(s: &str) -> String {
        let mut out = String::new();
        let mut chars = s.chars();
        while let Some(c) = chars.next() {
            if c == '\x1b' {
                for d in chars.by_ref() {
                    if d == 'm' {
                        break;
                    }
                }
            } else {
                out.push(c);
            }
        }
        out
    }
}
