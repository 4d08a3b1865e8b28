//! Zobrist keys: fixed pseudo-random numbers whose XOR identifies a position
//! (board, side to move, pieces in hand), updated incrementally as moves are
//! played.

use crate::point::POINT_COUNT;
use crate::{ByColor, Color, MillMemory, Point, PointSet};

/// SplitMix64, run at compile time so the keys are the same in every build.
const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

struct Keys {
    points: [[u64; POINT_COUNT]; 2],
    in_hand: [[u64; 13]; 2],
    black_to_move: u64,
    spent: [[u64; POINT_COUNT]; 2],
    last_from: [[u64; POINT_COUNT]; 2],
    last_to: [[u64; POINT_COUNT]; 2],
    marked: [u64; POINT_COUNT],
    due: [[u64; 13]; 2],
    due_own: u64,
}

static KEYS: Keys = {
    let mut keys = Keys {
        points: [[0; POINT_COUNT]; 2],
        in_hand: [[0; 13]; 2],
        black_to_move: 0,
        spent: [[0; POINT_COUNT]; 2],
        last_from: [[0; POINT_COUNT]; 2],
        last_to: [[0; POINT_COUNT]; 2],
        marked: [0; POINT_COUNT],
        due: [[0; 13]; 2],
        due_own: 0,
    };
    let mut state = 0x6D6F_7272_6973_u64; // "morris"
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < 24 {
            let (s, k) = splitmix(state);
            state = s;
            keys.points[c][i] = k;
            i += 1;
        }
        let mut n = 0;
        while n < 13 {
            let (s, k) = splitmix(state);
            state = s;
            keys.in_hand[c][n] = k;
            n += 1;
        }
        c += 1;
    }
    let (s, k) = splitmix(state);
    state = s;
    keys.black_to_move = k;
    // The memory's keys come after the first ones, which stay as they were.
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < 24 {
            let (s, k) = splitmix(state);
            keys.spent[c][i] = k;
            let (s, k) = splitmix(s);
            keys.last_from[c][i] = k;
            let (s, k) = splitmix(s);
            keys.last_to[c][i] = k;
            state = s;
            i += 1;
        }
        c += 1;
    }
    let mut i = 0;
    while i < 24 {
        let (s, k) = splitmix(state);
        keys.marked[i] = k;
        state = s;
        i += 1;
    }
    let mut c = 0;
    while c < 2 {
        // No key for nothing due: the empty memory hashes to zero.
        let mut n = 1;
        while n < 13 {
            let (s, k) = splitmix(state);
            keys.due[c][n] = k;
            state = s;
            n += 1;
        }
        c += 1;
    }
    let (s, k) = splitmix(state);
    state = s;
    keys.due_own = k;
    // The centre of the small board came last, so the keys of the large
    // board's points stay as they were.
    let d4 = POINT_COUNT - 1;
    let mut c = 0;
    while c < 2 {
        let (s, k) = splitmix(state);
        keys.points[c][d4] = k;
        let (s, k) = splitmix(s);
        keys.spent[c][d4] = k;
        let (s, k) = splitmix(s);
        keys.last_from[c][d4] = k;
        let (s, k) = splitmix(s);
        keys.last_to[c][d4] = k;
        state = s;
        c += 1;
    }
    let (_, k) = splitmix(state);
    keys.marked[d4] = k;
    keys
};

/// The key of a piece of `color` on `point`.
#[inline]
pub(crate) fn point(color: Color, point: Point) -> u64 {
    KEYS.points[color as usize][point.index()]
}

/// The key of `color` having `count` pieces in hand.
#[inline]
pub(crate) fn in_hand(color: Color, count: u8) -> u64 {
    KEYS.in_hand[color as usize][usize::from(count.min(12))]
}

/// The key XORed in when Black is to move.
#[inline]
pub(crate) fn black_to_move() -> u64 {
    KEYS.black_to_move
}

/// The hash of a whole position, computed from scratch.
pub(crate) fn hash(board: &ByColor<PointSet>, in_hand_counts: &ByColor<u8>, side: Color) -> u64 {
    let mut h = 0;
    for color in Color::ALL {
        for p in board[color] {
            h ^= point(color, p);
        }
        h ^= in_hand(color, in_hand_counts[color]);
    }
    if side == Color::Black {
        h ^= black_to_move();
    }
    h
}

/// The hash of the rules' memory: nothing for the empty memory.
#[inline]
pub(crate) fn memory(memory: &MillMemory) -> u64 {
    let mut h = 0;
    for color in Color::ALL {
        let c = color as usize;
        for p in memory.spent[color] {
            h ^= KEYS.spent[c][p.index()];
        }
        if let Some((from, to)) = memory.last_mill_move[color] {
            h ^= KEYS.last_from[c][from.index()] ^ KEYS.last_to[c][to.index()];
        }
    }
    for p in memory.marked {
        h ^= KEYS.marked[p.index()];
    }
    for color in Color::ALL {
        h ^= KEYS.due[color as usize][usize::from(memory.due[color].min(12))];
    }
    if memory.due_own {
        h ^= KEYS.due_own;
    }
    h
}
