//! What a puzzle is: a position under a preset's rules, the answer line,
//! the kind, the themes and a starting rating. A puzzle is made only
//! through [`Puzzle::new`], which checks that its id is well formed and
//! that its line is legal under its rules.

use std::fmt;
use std::str::FromStr;

use morris_core::{IllegalMoveError, Move, Position, Preset, Rules};

use super::Theme;

/// What a puzzle asks (the definitions are [`certify`](super::certify)'s).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Exactly one turn keeps the win, and it is the shortest; the line
    /// goes to the end of the game against the longest defence.
    Win,
    /// Exactly one turn keeps the draw; every other loses.
    Hold,
    /// A mill has closed (the line's first turn, its placement or move
    /// given) and exactly one removal keeps the value.
    Removal,
}

impl Kind {
    /// Every kind.
    pub const ALL: [Kind; 3] = [Kind::Win, Kind::Hold, Kind::Removal];

    /// The kind's name in the format: `win`, `hold`, `removal`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Win => "win",
            Kind::Hold => "hold",
            Kind::Removal => "removal",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text names no kind of puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseKindError(pub String);

impl fmt::Display for ParseKindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown kind {:?} (expected win, hold or removal)",
            self.0
        )
    }
}

impl std::error::Error for ParseKindError {}

impl FromStr for Kind {
    type Err = ParseKindError;

    fn from_str(s: &str) -> Result<Kind, ParseKindError> {
        Kind::ALL
            .into_iter()
            .find(|k| k.name() == s.trim())
            .ok_or_else(|| ParseKindError(s.trim().to_owned()))
    }
}

/// A puzzle: a position and the turns that answer it, legal under its
/// rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    id: String,
    preset: Preset,
    position: Position,
    line: Vec<Move>,
    kind: Kind,
    themes: Vec<Theme>,
    rating: u16,
}

/// Why a puzzle cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum InvalidPuzzle {
    /// The id is empty, longer than 32 characters, or has a character
    /// other than ASCII letters, digits, `-` and `_`.
    BadId(String),
    /// The position is not under the preset's rules.
    OtherRules,
    /// The line has no turn.
    EmptyLine,
    /// A turn of the line is not legal where it is played (counting from
    /// 1).
    IllegalTurn {
        /// The turn's number in the line.
        number: usize,
        /// Why it is illegal.
        error: IllegalMoveError,
    },
}

impl fmt::Display for InvalidPuzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InvalidPuzzle::BadId(id) => write!(
                f,
                "bad id {id:?}: 1 to 32 ASCII letters, digits, '-' or '_'"
            ),
            InvalidPuzzle::OtherRules => {
                f.write_str("the position is not under the puzzle's rules")
            }
            InvalidPuzzle::EmptyLine => f.write_str("the answer line has no turn"),
            InvalidPuzzle::IllegalTurn { number, error } => {
                write!(f, "turn {number} of the answer: {error}")
            }
        }
    }
}

impl std::error::Error for InvalidPuzzle {}

/// Whether `id` is a puzzle's id: 1 to 32 ASCII letters, digits, `-`, `_`.
#[must_use]
pub fn is_id(id: &str) -> bool {
    (1..=32).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

impl Puzzle {
    /// A puzzle, its line checked turn by turn under the preset's rules;
    /// the themes are kept sorted and without repeats.
    ///
    /// # Errors
    /// A bad id, a position under other rules, an empty line, or a turn
    /// that is not legal where it is played (with the rules' reason).
    pub fn new(
        id: &str,
        preset: Preset,
        position: Position,
        line: Vec<Move>,
        kind: Kind,
        mut themes: Vec<Theme>,
        rating: u16,
    ) -> Result<Puzzle, InvalidPuzzle> {
        if !is_id(id) {
            return Err(InvalidPuzzle::BadId(id.to_owned()));
        }
        if position.rules() != &Rules::preset(preset) {
            return Err(InvalidPuzzle::OtherRules);
        }
        if line.is_empty() {
            return Err(InvalidPuzzle::EmptyLine);
        }
        let mut pos = position;
        for (i, &m) in line.iter().enumerate() {
            pos.play(m).map_err(|error| InvalidPuzzle::IllegalTurn {
                number: i + 1,
                error,
            })?;
        }
        themes.sort_unstable();
        themes.dedup();
        Ok(Puzzle {
            id: id.to_owned(),
            preset,
            position,
            line,
            kind,
            themes,
            rating,
        })
    }

    /// The puzzle's id, unique in its file.
    #[must_use]
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The preset whose rules the puzzle is played by.
    #[must_use]
    pub const fn preset(&self) -> Preset {
        self.preset
    }

    /// The position the solver moves from (the solver is its side to
    /// move).
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// The answer: the solver's turns and the opponent's replies, in
    /// turn, the solver's first.
    #[must_use]
    pub fn line(&self) -> &[Move] {
        &self.line
    }

    /// The solver's turns of the line.
    pub fn solver_turns(&self) -> impl Iterator<Item = Move> + '_ {
        self.line.iter().copied().step_by(2)
    }

    /// What the puzzle asks.
    #[must_use]
    pub const fn kind(&self) -> Kind {
        self.kind
    }

    /// The themes, sorted.
    #[must_use]
    pub fn themes(&self) -> &[Theme] {
        &self.themes
    }

    /// The starting rating.
    #[must_use]
    pub const fn rating(&self) -> u16 {
        self.rating
    }

    /// The positions before each turn of the line, the puzzle's first.
    #[must_use]
    pub fn positions(&self) -> Vec<Position> {
        let mut out = Vec::with_capacity(self.line.len());
        let mut pos = self.position;
        for &m in &self.line {
            out.push(pos);
            let _ = pos.play_unchecked(m);
        }
        out
    }
}
