//! What some rules remember beyond the board, the hands and the counters.
//!
//! Some rule options need a memory of earlier turns:
//! - one-time mills (`one-time-mills`): each side's mills that have already
//!   earned their removal, kept as the points they stand on. A mill whose
//!   three points all lie in that set earns nothing when it is formed again.
//! - restricted repeated mills (`restrict-repeated-mills`): each side's
//!   last move, when that move closed a mill. The piece may not go straight
//!   back if that would close a mill again.
//! - marked removals while placing (`placing-mills=mark`): the pieces taken
//!   by mills while placing, which stay on their points until placing ends.
//! - removals that fall due between turns: a full board that makes players
//!   remove (`full-board=side-removes` and the like), and the removals by
//!   mill counts at the end of placing (`placing-mills=mill-counts`). Each
//!   side's removals still to make are kept, and whether they take the
//!   side's own pieces; the side to move with removals due makes them as
//!   its turn.
//!
//! In the position text the memory follows the turn number, each part only
//! when it holds something: `spent:a7d7g7/-` (White's spent points, then
//! Black's, `-` for none), `last:d6-d5/-` (White's last mill move, then
//! Black's), `marked:a7d7` (the marked points) and `due:1/1` (the removals
//! White, then Black, still has to make; `own-due:1/1` when they take the
//! side's own pieces).
//!
//! ```
//! use morris_core::{Color, Point, Setup};
//!
//! let setup: Setup = "WWW/.../.../....../.../.B./B.B b 6 6 0 4 spent:a7d7g7/-".parse()?;
//! assert!(setup.memory.spent[Color::White].contains(Point::D7));
//! assert_eq!(setup.to_string(), "WWW/.../.../....../.../.B./B.B b 6 6 0 4 spent:a7d7g7/-");
//! # Ok::<(), morris_core::ParseSetupError>(())
//! ```

use std::fmt;

use crate::{ByColor, Color, Point, PointSet};

/// The memory of earlier turns that some rules keep (see the module
/// documentation). Empty under rules that need none.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MillMemory {
    /// Under one-time mills: the points of the mills each side has already
    /// been paid for.
    pub spent: ByColor<PointSet>,
    /// Under restricted repeated mills: each side's last move as
    /// `(from, to)`, when it closed a mill; `None` otherwise.
    pub last_mill_move: ByColor<Option<(Point, Point)>>,
    /// Under marked removals while placing: the points of the pieces taken
    /// so far, which nobody may place on until placing ends.
    pub marked: PointSet,
    /// Removals each side still has to make before moving: after a full
    /// board that makes players remove, or by mill counts when placing ends.
    pub due: ByColor<u8>,
    /// Whether the removals due take the remover's own pieces (mill counts
    /// with no mill on the board).
    pub due_own: bool,
}

impl MillMemory {
    /// The empty memory.
    pub const EMPTY: MillMemory = MillMemory {
        spent: ByColor::new(PointSet::EMPTY, PointSet::EMPTY),
        last_mill_move: ByColor::new(None, None),
        marked: PointSet::EMPTY,
        due: ByColor::new(0, 0),
        due_own: false,
    };

    /// Whether nothing is remembered.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        *self == MillMemory::EMPTY
    }

    /// Writes the memory's words for the position text, each preceded by a
    /// space; nothing when it is empty.
    pub(crate) fn write_words(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.spent.white.is_empty() || !self.spent.black.is_empty() {
            f.write_str(" spent:")?;
            for (i, c) in Color::ALL.into_iter().enumerate() {
                if i > 0 {
                    f.write_str("/")?;
                }
                if self.spent[c].is_empty() {
                    f.write_str("-")?;
                }
                for p in self.spent[c] {
                    write!(f, "{p}")?;
                }
            }
        }
        if self.last_mill_move.white.is_some() || self.last_mill_move.black.is_some() {
            f.write_str(" last:")?;
            for (i, c) in Color::ALL.into_iter().enumerate() {
                if i > 0 {
                    f.write_str("/")?;
                }
                match self.last_mill_move[c] {
                    Some((from, to)) => write!(f, "{from}-{to}")?,
                    None => f.write_str("-")?,
                }
            }
        }
        if !self.marked.is_empty() {
            f.write_str(" marked:")?;
            for p in self.marked {
                write!(f, "{p}")?;
            }
        }
        if self.due.white > 0 || self.due.black > 0 {
            let word = if self.due_own { "own-due" } else { "due" };
            write!(f, " {word}:{}/{}", self.due.white, self.due.black)?;
        } else if self.due_own {
            // Not a memory any position holds, but written so that the
            // text of a setup still says everything.
            f.write_str(" own-due:0/0")?;
        }
        Ok(())
    }

    /// Reads one word of the memory (`spent:...`, `last:...`,
    /// `marked:...`, `due:...` or `own-due:...`) into
    /// `self`; `false` when the word is not one or is malformed, or its
    /// part was already read.
    pub(crate) fn read_word(&mut self, word: &str) -> bool {
        if let Some(rest) = word.strip_prefix("spent:") {
            if !self.spent.white.is_empty() || !self.spent.black.is_empty() {
                return false;
            }
            let Some((white, black)) = rest.split_once('/') else {
                return false;
            };
            let (Some(white), Some(black)) = (points(white), points(black)) else {
                return false;
            };
            if white.is_empty() && black.is_empty() {
                return false;
            }
            self.spent = ByColor::new(white, black);
            true
        } else if let Some(rest) = word.strip_prefix("last:") {
            if self.last_mill_move.white.is_some() || self.last_mill_move.black.is_some() {
                return false;
            }
            let Some((white, black)) = rest.split_once('/') else {
                return false;
            };
            let (Some(white), Some(black)) = (last_move(white), last_move(black)) else {
                return false;
            };
            if white.is_none() && black.is_none() {
                return false;
            }
            self.last_mill_move = ByColor::new(white, black);
            true
        } else if let Some(rest) = word.strip_prefix("marked:") {
            if !self.marked.is_empty() {
                return false;
            }
            match points(rest) {
                Some(set) if !set.is_empty() => {
                    self.marked = set;
                    true
                }
                _ => false,
            }
        } else if let Some((rest, own)) = word
            .strip_prefix("due:")
            .map(|r| (r, false))
            .or_else(|| word.strip_prefix("own-due:").map(|r| (r, true)))
        {
            if self.due.white > 0 || self.due.black > 0 || self.due_own {
                return false;
            }
            let Some((white, black)) = rest.split_once('/') else {
                return false;
            };
            let count = |t: &str| {
                t.parse::<u8>()
                    .ok()
                    .filter(|&n| n <= 12 && t.bytes().all(|b| b.is_ascii_digit()))
            };
            let (Some(white), Some(black)) = (count(white), count(black)) else {
                return false;
            };
            // `own-due:0/0` says no more than that the flag is set, which
            // no position accepts, but a setup keeps what it is told.
            if white == 0 && black == 0 && !own {
                return false;
            }
            self.due = ByColor::new(white, black);
            self.due_own = own;
            true
        } else {
            false
        }
    }
}

/// `-` or point names written one after another (`a7d7g7`).
fn points(text: &str) -> Option<PointSet> {
    if text == "-" {
        return Some(PointSet::EMPTY);
    }
    if text.is_empty() || !text.is_ascii() || !text.len().is_multiple_of(2) {
        return None;
    }
    let mut set = PointSet::EMPTY;
    for i in (0..text.len()).step_by(2) {
        let p: Point = text.get(i..i + 2)?.parse().ok()?;
        if set.contains(p) {
            return None;
        }
        set.insert(p);
    }
    Some(set)
}

/// `-` or `from-to`.
fn last_move(text: &str) -> Option<Option<(Point, Point)>> {
    if text == "-" {
        return Some(None);
    }
    let (from, to) = text.split_once('-')?;
    let (from, to): (Point, Point) = (from.parse().ok()?, to.parse().ok()?);
    (from != to).then_some(Some((from, to)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_read_back_and_bad_ones_refused() {
        let mut m = MillMemory::default();
        assert!(m.read_word("spent:a7d7g7/-"));
        assert!(m.read_word("last:-/d6-d5"));
        assert!(m.read_word("marked:g1a1"));
        assert_eq!(m.marked, Point::A1.set() | Point::G1.set());
        assert!(!m.read_word("marked:d1"));
        assert!(!MillMemory::default().read_word("marked:-"));
        assert_eq!(m.last_mill_move.black, Some((Point::D6, Point::D5)));
        // Each part once.
        assert!(!m.read_word("spent:a1/-"));
        assert!(m.read_word("due:2/1"));
        assert_eq!(m.due, ByColor::new(2, 1));
        assert!(!m.read_word("own-due:1/1"));
        let mut own = MillMemory::default();
        assert!(own.read_word("own-due:0/1"));
        assert!(own.due_own);
        for bad in [
            "spent:-/-",
            "spent:a7a7/-",
            "spent:a7d/-",
            "spent:a7",
            "spent:z9/-",
            "last:d6-d6/-",
            "last:-/-",
            "last:d6/-",
            "last:d6-x1/-",
            "spent:ä7/-",
            "due:0/0",
            "due:1",
            "due:13/0",
            "due:+1/0",
            "own-due:-/1",
            "other:1",
        ] {
            assert!(!MillMemory::default().read_word(bad), "{bad}");
        }
    }
}
