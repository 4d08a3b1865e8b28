//! The value of a database position: win, loss or draw, with the distance.

use std::fmt;

use crate::Score;

/// The exact value of a position for its side to move: a win or loss in a
/// number of plies (the winner winning as fast as it can, the loser holding
/// out as long as it can), or a draw.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DbValue {
    /// The side to move wins in this many plies.
    Win(u16),
    /// The side to move loses in this many plies.
    Loss(u16),
    /// Neither side can force a win.
    Draw,
}

impl DbValue {
    /// The one-byte code of a pair's file: 0 for a draw, else the
    /// distance plus one. Sides alternate in the moving phase, so a win
    /// always comes at an odd distance and a loss at an even one, and the
    /// code's parity tells them apart. `None` for what a byte cannot hold:
    /// a distance beyond [`DbValue::MAX_BYTE_DISTANCE`], or a win at an
    /// even distance (a loss at an odd one), which no pair has.
    #[must_use]
    pub const fn byte(self) -> Option<u8> {
        match self {
            DbValue::Draw => Some(0),
            DbValue::Win(d) if d % 2 == 1 && d <= Self::MAX_BYTE_DISTANCE => Some(d as u8 + 1),
            DbValue::Loss(d) if d % 2 == 0 && d <= Self::MAX_BYTE_DISTANCE => Some(d as u8 + 1),
            _ => None,
        }
    }

    /// The longest distance a one-byte code holds, in plies.
    pub const MAX_BYTE_DISTANCE: u16 = 254;

    /// The value of a one-byte code (the inverse of [`DbValue::byte`]).
    #[must_use]
    pub const fn from_byte(code: u8) -> DbValue {
        if code == 0 {
            DbValue::Draw
        } else if (code - 1) % 2 == 1 {
            DbValue::Win(code as u16 - 1)
        } else {
            DbValue::Loss(code as u16 - 1)
        }
    }

    /// The value seen from the other side, one ply earlier: what a move into
    /// this position is worth to the player who makes it.
    #[must_use]
    pub const fn before(self) -> DbValue {
        match self {
            DbValue::Win(d) => DbValue::Loss(d + 1),
            DbValue::Loss(d) => DbValue::Win(d + 1),
            DbValue::Draw => DbValue::Draw,
        }
    }

    /// The value for the same side one ply earlier: what a move into this
    /// position is worth when its mover moves again there (the defender
    /// moving first once placing ends).
    #[must_use]
    pub const fn later(self) -> DbValue {
        match self {
            DbValue::Win(d) => DbValue::Win(d + 1),
            DbValue::Loss(d) => DbValue::Loss(d + 1),
            DbValue::Draw => DbValue::Draw,
        }
    }

    /// The search score of this value `ply` plies from the root.
    #[must_use]
    pub fn score(self, ply: u32) -> Score {
        match self {
            DbValue::Win(d) => Score::win_in(ply + u32::from(d)),
            DbValue::Loss(d) => Score::loss_in(ply + u32::from(d)),
            DbValue::Draw => Score::DRAW,
        }
    }

    /// Whether `self` is better for the side to move than `other`: wins
    /// beat draws beat losses, faster wins beat slower ones, slower losses
    /// beat faster ones.
    #[must_use]
    pub fn better_than(self, other: DbValue) -> bool {
        let rank = |v: DbValue| -> i32 {
            match v {
                DbValue::Win(d) => 100_000 - i32::from(d),
                DbValue::Draw => 0,
                DbValue::Loss(d) => -100_000 + i32::from(d),
            }
        };
        rank(self) > rank(other)
    }
}

impl fmt::Display for DbValue {
    /// `win 5`, `loss 4` or `draw`, as the engine protocol reports them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DbValue::Win(d) => write!(f, "win {d}"),
            DbValue::Loss(d) => write!(f, "loss {d}"),
            DbValue::Draw => f.write_str("draw"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_distance_a_byte_holds_round_trips_and_the_rest_is_refused() {
        assert_eq!(DbValue::Draw.byte(), Some(0));
        assert_eq!(DbValue::from_byte(0), DbValue::Draw);
        let mut held = 0;
        for d in 0..=300u16 {
            // The value sides alternating give at this distance, and the
            // one they never give.
            let (real, never) = if d % 2 == 1 {
                (DbValue::Win(d), DbValue::Loss(d))
            } else {
                (DbValue::Loss(d), DbValue::Win(d))
            };
            assert_eq!(never.byte(), None, "{never}");
            match real.byte() {
                Some(b) => {
                    assert!(d <= DbValue::MAX_BYTE_DISTANCE, "{real}");
                    assert_eq!(DbValue::from_byte(b), real);
                    held += 1;
                }
                None => assert!(d > DbValue::MAX_BYTE_DISTANCE, "{real} is refused"),
            }
        }
        // Distances 0 to 254 and the draw: every byte is one value.
        assert_eq!(held + 1, 256);
        for b in 0..=255u8 {
            assert_eq!(DbValue::from_byte(b).byte(), Some(b));
        }
        assert_eq!(DbValue::Loss(4).before(), DbValue::Win(5));
        assert!(DbValue::Win(3).better_than(DbValue::Win(5)));
        assert!(DbValue::Loss(9).better_than(DbValue::Loss(3)));
        assert!(DbValue::Draw.better_than(DbValue::Loss(99)));
    }
}
