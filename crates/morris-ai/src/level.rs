//! Playing levels 1 to 10.
//!
//! Levels 1 to 9 are defined by a search budget and by deliberate,
//! human-like mistakes, never by time, so a level plays the same on any
//! machine: with some chance per move the player overlooks the tactics (it
//! does not see mills it could close or mills it should block, and plays
//! some other move), and it judges moves with a little noise. Level 10 plays
//! at full strength within the time it is given.
//!
//! ```
//! use morris_ai::Level;
//!
//! let level: Level = "7".parse()?;
//! assert_eq!(level.get(), 7);
//! assert!("11".parse::<Level>().is_err());
//! # Ok::<(), morris_ai::ParseLevelError>(())
//! ```

use std::fmt;
use std::str::FromStr;

/// A playing level, 1 (a beginner's opponent) to 10 (full strength).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// How a level plays.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) struct Profile {
    /// Search depth in plies; `None` for no limit (level 10).
    pub depth: Option<u32>,
    /// A node budget for the whole move.
    pub nodes: Option<u64>,
    /// The chance per move of overlooking the tactics.
    pub overlook: f64,
    /// Noise added to each move's score, up to this many hundredths of a
    /// piece either way.
    pub noise: i32,
}

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(10);
    /// The level the frontends offer first.
    pub const DEFAULT: Level = Level(5);

    /// The level `n`, if it is from 1 to 10.
    #[must_use]
    pub const fn new(n: u8) -> Option<Level> {
        if n >= 1 && n <= 10 {
            Some(Level(n))
        } else {
            None
        }
    }

    /// The level's number.
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Every level, weakest first.
    pub fn all() -> impl Iterator<Item = Level> {
        (1..=10).map(Level)
    }

    pub(crate) const fn profile(self) -> Profile {
        let (depth, nodes, overlook, noise) = match self.0 {
            1 => (Some(1), None, 0.45, 60),
            2 => (Some(1), None, 0.32, 40),
            3 => (Some(2), None, 0.24, 30),
            4 => (Some(2), None, 0.16, 20),
            5 => (Some(3), None, 0.10, 14),
            6 => (Some(4), None, 0.06, 10),
            7 => (Some(5), None, 0.03, 6),
            8 => (Some(6), Some(2_000_000), 0.01, 4),
            9 => (Some(8), Some(6_000_000), 0.0, 2),
            _ => (None, None, 0.0, 0),
        };
        Profile {
            depth,
            nodes,
            overlook,
            noise,
        }
    }
}

impl Default for Level {
    fn default() -> Level {
        Level::DEFAULT
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The text is not a level from 1 to 10.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLevelError;

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a level is a number from 1 to 10")
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        s.trim()
            .parse::<u8>()
            .ok()
            .and_then(Level::new)
            .ok_or(ParseLevelError)
    }
}
