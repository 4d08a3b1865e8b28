//! Dense indexes of positions with no pieces in hand, one index space per
//! pair of piece counts, reduced by the 16 board symmetries.
//!
//! A position is the set `M` of the side to move and the set `O` of the
//! other side. Every set `M` of `a` points has a canonical image under the
//! symmetries (the one with the lowest rank); the index is the number of
//! that image's orbit times the number of ways to put `b` pieces on the
//! remaining points, plus the rank of the other side's image among them.
//! When the image of `M` has symmetries of its own, the other side's image
//! is made canonical too (the lowest rank over those symmetries), so that
//! equivalent positions always share one entry. The few entries no position
//! maps to ("twins" of a canonical entry) hold their twin's value, and
//! every entry stands for as many positions as its orbit of `M` is large.

use morris_core::{PointSet, Symmetry};

/// Binomial coefficients up to 24 choose 24.
pub(crate) struct Binomials([[u64; 25]; 25]);

impl Binomials {
    const fn new() -> Binomials {
        let mut c = [[0u64; 25]; 25];
        let mut n = 0;
        while n < 25 {
            c[n][0] = 1;
            let mut k = 1;
            while k <= n {
                c[n][k] = c[n - 1][k - 1] + if k < n { c[n - 1][k] } else { 0 };
                k += 1;
            }
            n += 1;
        }
        Binomials(c)
    }

    /// n choose k (0 when k > n).
    pub(crate) const fn choose(&self, n: usize, k: usize) -> u64 {
        if k > n { 0 } else { self.0[n][k] }
    }
}

pub(crate) static BINOMIALS: Binomials = Binomials::new();

/// The rank of a set of bits among all sets of as many bits below `n`, in
/// the combinatorial number system: the sum of `C(i, j)` over its bits, the
/// `j`-th lowest at `i`. Three lookups, one a byte, in [`RANK8`].
pub(crate) fn rank(bits: u32) -> u64 {
    let [b0, b1, b2, _] = bits.to_le_bytes();
    let below1 = usize::from(POPCOUNT8[usize::from(b0)]);
    let below2 = below1 + usize::from(POPCOUNT8[usize::from(b1)]);
    u64::from(RANK8[0][0][usize::from(b0)])
        + u64::from(RANK8[1][below1][usize::from(b1)])
        + u64::from(RANK8[2][below2][usize::from(b2)])
}

/// The rank as a sum over the bits one by one, for the tables and tests.
const fn rank_by_bits(bits: u32, below: usize, offset: usize) -> u64 {
    let mut r = 0;
    let mut rest = bits;
    let mut k = below + 1;
    while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        r += BINOMIALS.choose(offset + i, k);
        rest &= rest - 1;
        k += 1;
    }
    r
}

/// The bits set in each byte.
static POPCOUNT8: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut v = 0;
    while v < 256 {
        t[v] = (v as u8).count_ones() as u8;
        v += 1;
    }
    t
};

/// `RANK8[b][c][v]`: what byte `b` of a set (its bits `8b..8b + 8`)
/// holding `v` adds to the set's rank when `c` bits of the set lie below
/// it. Every rank of up to 24 points fits a `u32` (`C(24, 12)` is the
/// largest binomial).
static RANK8: [[[u32; 256]; 17]; 3] = {
    let mut t = [[[0u32; 256]; 17]; 3];
    let mut b = 0;
    while b < 3 {
        let mut c = 0;
        while c <= 8 * b {
            let mut v = 0;
            while v < 256 {
                t[b][c][v] = rank_by_bits(v as u32, c, 8 * b) as u32;
                v += 1;
            }
            c += 1;
        }
        b += 1;
    }
    t
};

/// The set of `k` bits below 24 with this rank (the inverse of [`rank`]).
pub(crate) fn unrank(mut r: u64, k: usize) -> u32 {
    let mut bits = 0;
    // The bits are found from the highest down, each below the last.
    let mut i = 24;
    for j in (1..=k).rev() {
        // The largest i with C(i, j) <= r.
        i -= 1;
        while BINOMIALS.choose(i, j) > r {
            i -= 1;
        }
        r -= BINOMIALS.choose(i, j);
        bits |= 1 << i;
    }
    bits
}

/// The bits of a byte `v` at the set bits of a mask byte `m`, packed
/// into the low bits (`PEXT8[m][v]`), and the inverse (`PDEP8[m][v]`:
/// the low bits of `v` spread over `m`'s set bits). Sixty-four kilobytes
/// each: the index squeezes a set around another a byte at a time, with
/// no loop over the points, and no instruction set beyond the baseline.
static PEXT8: [[u8; 256]; 256] = byte_tables(false);
static PDEP8: [[u8; 256]; 256] = byte_tables(true);

const fn byte_tables(deposit: bool) -> [[u8; 256]; 256] {
    let mut t = [[0u8; 256]; 256];
    let mut m = 0;
    while m < 256 {
        let mut v = 0;
        while v < 256 {
            let mut out = 0u32;
            let mut j = 0;
            let mut i = 0;
            while i < 8 {
                if m & (1 << i) != 0 {
                    if deposit {
                        if v & (1 << j) != 0 {
                            out |= 1 << i;
                        }
                    } else if v & (1 << i) != 0 {
                        out |= 1 << j;
                    }
                    j += 1;
                }
                i += 1;
            }
            t[m][v] = out as u8;
            v += 1;
        }
        m += 1;
    }
    t
}

/// `bits` with the points of `taken` squeezed out: bit `i` of the result is
/// the `i`-th point not in `taken`.
pub(crate) fn compress(bits: u32, taken: u32) -> u32 {
    let free = !taken & 0x00FF_FFFF;
    let mut out = 0;
    let mut shift = 0;
    for byte in 0..3 {
        let m = ((free >> (8 * byte)) & 0xFF) as usize;
        let v = ((bits >> (8 * byte)) & 0xFF) as usize;
        out |= u32::from(PEXT8[m][v]) << shift;
        shift += (m as u8).count_ones();
    }
    out
}

/// The inverse of [`compress`].
pub(crate) fn expand(bits: u32, taken: u32) -> u32 {
    let free = !taken & 0x00FF_FFFF;
    let mut out = 0;
    let mut rest = bits;
    for byte in 0..3 {
        let m = (free >> (8 * byte)) & 0xFF;
        let v = (rest & 0xFF) as usize;
        out |= u32::from(PDEP8[m as usize][v]) << (8 * byte);
        rest >>= (m as u8).count_ones();
    }
    out
}

/// The orbits of the sets of `k` points under the symmetries.
pub(crate) struct Orbits {
    k: usize,
    /// For each set rank: its orbit and a symmetry mapping it to the
    /// orbit's representative.
    canon: Vec<(u32, u8)>,
    /// The representative (lowest rank) of each orbit.
    reps: Vec<u32>,
    /// The number of sets in each orbit.
    sizes: Vec<u8>,
    /// The symmetries other than the identity that keep each representative
    /// in place, one bit per symmetry.
    stabilizers: Vec<u16>,
}

impl Orbits {
    pub(crate) fn new(k: usize) -> Orbits {
        let total = BINOMIALS.choose(24, k) as usize;
        let mut canon = vec![(u32::MAX, 0u8); total];
        let mut reps = Vec::new();
        let mut sizes = Vec::new();
        let inverses: Vec<u8> = Symmetry::ALL
            .iter()
            .map(|s| s.inverse().index() as u8)
            .collect();
        for r in 0..total {
            if canon[r].0 != u32::MAX {
                continue;
            }
            // r is the lowest rank of its orbit: the representative.
            let orbit = reps.len() as u32;
            let set = PointSet::from_bits(unrank(r as u64, k));
            reps.push(set.bits());
            let mut size = 0u8;
            for s in Symmetry::ALL {
                let image = s.apply_set(set);
                let image_rank = rank(image.bits()) as usize;
                if canon[image_rank].0 == u32::MAX {
                    // The inverse maps the image back to the representative.
                    canon[image_rank] = (orbit, inverses[s.index()]);
                    size += 1;
                }
            }
            sizes.push(size);
        }
        let stabilizers = reps
            .iter()
            .map(|&rep| {
                let set = PointSet::from_bits(rep);
                Symmetry::ALL[1..]
                    .iter()
                    .filter(|s| s.apply_set(set) == set)
                    .fold(0u16, |acc, s| acc | 1 << s.index())
            })
            .collect();
        Orbits {
            k,
            canon,
            reps,
            sizes,
            stabilizers,
        }
    }

    pub(crate) fn count(&self) -> usize {
        self.reps.len()
    }
}

/// The part of an entry's index fixed by the side to move's set (see
/// [`PairIndex::mover_key`]).
pub(crate) struct MoverKey {
    orbit: u32,
    symmetry: Symmetry,
    rep: u32,
    stabilizer: u16,
}

/// The index space of one pair of piece counts.
pub(crate) struct PairIndex {
    /// Pieces of the side to move.
    pub a: usize,
    /// Pieces of the other side.
    pub b: usize,
    orbits: std::sync::Arc<Orbits>,
    /// Ways to place the other side's pieces on the remaining points.
    others: u64,
    /// Each of those ways by its rank (the other side's set squeezed
    /// around the side to move's), made on first use: a lookup rather
    /// than [`unrank`] for every position the solver visits.
    unranked: std::sync::OnceLock<Vec<u32>>,
}

impl PairIndex {
    pub(crate) fn new(a: usize, b: usize, orbits: std::sync::Arc<Orbits>) -> PairIndex {
        debug_assert_eq!(orbits.k, a);
        PairIndex {
            a,
            b,
            orbits,
            others: BINOMIALS.choose(24 - a, b),
            unranked: std::sync::OnceLock::new(),
        }
    }

    /// The squeezed sets of the other side, by rank.
    fn unranked(&self) -> &[u32] {
        self.unranked
            .get_or_init(|| (0..self.others).map(|r| unrank(r, self.b)).collect())
    }

    /// The number of entries.
    pub(crate) fn len(&self) -> u64 {
        self.orbits.count() as u64 * self.others
    }

    /// The entry of the position where the side to move has `mover` and the
    /// other side `other`.
    pub(crate) fn index(&self, mover: PointSet, other: PointSet) -> u64 {
        self.index_with(&self.mover_key(mover), other)
    }

    /// What the entries of the positions with the side to move on `mover`
    /// share: worked out once for the many children of a position, which
    /// differ only in the other side's set.
    pub(crate) fn mover_key(&self, mover: PointSet) -> MoverKey {
        let (orbit, sym) = self.orbits.canon[rank(mover.bits()) as usize];
        MoverKey {
            orbit,
            symmetry: Symmetry::ALL[usize::from(sym)],
            rep: self.orbits.reps[orbit as usize],
            stabilizer: self.orbits.stabilizers[orbit as usize],
        }
    }

    /// The entry of the position with the side to move as in `key` and the
    /// other side on `other`.
    pub(crate) fn index_with(&self, key: &MoverKey, other: PointSet) -> u64 {
        let image = key.symmetry.apply_set(other);
        let mut best = rank(compress(image.bits(), key.rep));
        let mut stabilizer = key.stabilizer;
        while stabilizer != 0 {
            let h = Symmetry::ALL[stabilizer.trailing_zeros() as usize];
            stabilizer &= stabilizer - 1;
            best = best.min(rank(compress(h.apply_set(image).bits(), key.rep)));
        }
        u64::from(key.orbit) * self.others + best
    }

    /// Whether positions map to this entry (else it is the twin of one
    /// that they map to).
    pub(crate) fn is_canonical(&self, index: u64) -> bool {
        // Only an orbit whose representative some symmetry keeps in place
        // has twins: for all others (most) every entry is a position's.
        if self.orbits.stabilizers[(index / self.others) as usize] == 0 {
            return true;
        }
        let (mover, other) = self.position(index);
        self.index(mover, other) == index
    }

    /// The position an entry stands for (with the representative set of the
    /// side to move).
    pub(crate) fn position(&self, index: u64) -> (PointSet, PointSet) {
        let orbit = (index / self.others) as usize;
        let rep = self.orbits.reps[orbit];
        let other = expand(self.unranked()[(index % self.others) as usize], rep);
        (PointSet::from_bits(rep), PointSet::from_bits(other))
    }

    /// How many positions the entry stands for.
    pub(crate) fn weight(&self, index: u64) -> u64 {
        u64::from(self.orbits.sizes[(index / self.others) as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rank_by_bytes_is_the_rank_by_bits_for_every_set() {
        for bits in 0..1u32 << 24 {
            assert_eq!(rank(bits), rank_by_bits(bits, 0, 0), "{bits:#x}");
        }
    }

    use std::sync::Arc;

    #[test]
    fn rank_and_unrank_are_inverse() {
        for k in 0..=4 {
            for r in 0..BINOMIALS.choose(24, k) {
                let bits = unrank(r, k);
                assert_eq!(bits.count_ones() as usize, k);
                assert_eq!(rank(bits), r);
            }
        }
    }

    #[test]
    fn compress_and_expand_are_inverse() {
        let taken = 0b1010_0110_0000_0001_0010_0000;
        let bits = 0b0100_0001_0000_0010_0000_0110 & !taken;
        assert_eq!(expand(compress(bits, taken), taken), bits);
    }

    /// The point-by-point definition the byte tables must agree with.
    fn compress_slowly(bits: u32, taken: u32) -> u32 {
        let free: Vec<u32> = (0..24).filter(|i| taken & (1 << i) == 0).collect();
        free.iter()
            .enumerate()
            .filter(|&(_, &i)| bits & (1 << i) != 0)
            .fold(0, |out, (j, _)| out | 1 << j)
    }

    #[test]
    fn compress_and_expand_agree_with_the_points_one_by_one() {
        // A fixed walk through masks and sets of every density.
        let mut x: u32 = 0x9E37_79B9;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let taken = x & (x >> 7) & 0x00FF_FFFF;
            let bits = (x >> 3) & !taken & 0x00FF_FFFF;
            let squeezed = compress(bits, taken);
            assert_eq!(squeezed, compress_slowly(bits, taken), "{bits:x} {taken:x}");
            assert_eq!(expand(squeezed, taken), bits, "{bits:x} {taken:x}");
        }
        assert_eq!(compress(0x00FF_FFFF, 0), 0x00FF_FFFF);
        assert_eq!(expand(0b111, 0x00FF_FFF8), 0b111);
    }

    #[test]
    fn orbits_cover_every_set_with_the_right_weights() {
        for k in [3, 4] {
            let orbits = Orbits::new(k);
            let total: u64 = orbits.sizes.iter().map(|&s| u64::from(s)).sum();
            assert_eq!(total, BINOMIALS.choose(24, k));
            // Roughly a sixteenth of the sets.
            assert!(orbits.count() * 12 < BINOMIALS.choose(24, k) as usize);
        }
    }

    #[test]
    fn positions_of_symmetric_sets_share_an_index_too() {
        use morris_core::Point;
        // d6 c4 d2 is its own mirror image top to bottom.
        let index = PairIndex::new(3, 3, Arc::new(Orbits::new(3)));
        let mover = PointSet::from_iter([Point::D6, Point::C4, Point::D2]);
        let other = PointSet::from_iter([Point::A4, Point::G4, Point::F6]);
        let i = index.index(mover, other);
        for s in Symmetry::ALL {
            assert_eq!(index.index(s.apply_set(mover), s.apply_set(other)), i);
        }
        assert!(index.is_canonical(i));
        let twins = (0..index.len()).filter(|&i| !index.is_canonical(i)).count();
        assert!(twins > 0 && twins < index.len() as usize / 3, "{twins}");
    }

    #[test]
    fn symmetric_positions_share_an_index() {
        let index = PairIndex::new(3, 4, Arc::new(Orbits::new(3)));
        let mover = PointSet::from_bits(0b1011);
        let other = PointSet::from_bits(0b1111 << 10);
        let i = index.index(mover, other);
        for s in Symmetry::ALL {
            assert_eq!(index.index(s.apply_set(mover), s.apply_set(other)), i);
        }
        let (m, o) = index.position(i);
        assert_eq!(index.index(m, o), i);
        assert!(i < index.len());
    }
}
