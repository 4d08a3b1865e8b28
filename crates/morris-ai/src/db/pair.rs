//! A pair of piece counts, the name of an endgame database.

use std::fmt;

/// A pair of piece counts, `A-B`: the side to move has `A` pieces on the
/// board and the other side `B`, none in hand.
///
/// ```
/// use morris_ai::db::Pair;
///
/// let pair: Pair = "5-4".parse()?;
/// assert_eq!((pair.to_move, pair.other), (5, 4));
/// assert_eq!(pair.to_string(), "5-4");
/// assert_eq!(pair.swapped(), Pair::new(4, 5));
/// assert!("2-3".parse::<Pair>().is_err());
/// # Ok::<(), morris_ai::db::ParsePairError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pair {
    /// The pieces of the side to move.
    pub to_move: usize,
    /// The pieces of the other side.
    pub other: usize,
}

impl Pair {
    /// The pair `to_move-other`.
    #[must_use]
    pub const fn new(to_move: usize, other: usize) -> Pair {
        Pair { to_move, other }
    }

    /// The pair seen from the other side.
    #[must_use]
    pub const fn swapped(self) -> Pair {
        Pair::new(self.other, self.to_move)
    }
}

impl fmt::Display for Pair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.to_move, self.other)
    }
}

/// The text is not a pair like `3-3` with 3 to 12 pieces a side.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ParsePairError {
    /// The text given.
    pub text: String,
}

impl fmt::Display for ParsePairError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "expected a pair like 3-3 or 5-4 (3 to 12 pieces a side), got {:?}",
            self.text
        )
    }
}

impl std::error::Error for ParsePairError {}

impl std::str::FromStr for Pair {
    type Err = ParsePairError;

    fn from_str(s: &str) -> Result<Pair, ParsePairError> {
        let bad = || ParsePairError {
            text: s.trim().to_owned(),
        };
        let (a, b) = s.trim().split_once('-').ok_or_else(bad)?;
        let (a, b): (usize, usize) = (a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?);
        if (3..=12).contains(&a) && (3..=12).contains(&b) {
            Ok(Pair::new(a, b))
        } else {
            Err(bad())
        }
    }
}
