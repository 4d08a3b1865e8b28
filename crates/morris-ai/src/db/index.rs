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
/// the combinatorial number system.
pub(crate) fn rank(bits: u32) -> u64 {
    let mut r = 0;
    let mut rest = bits;
    let mut k = 1;
    while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        r += BINOMIALS.choose(i, k);
        rest &= rest - 1;
        k += 1;
    }
    r
}

/// The set of `k` bits with this rank (the inverse of [`rank`]).
pub(crate) fn unrank(mut r: u64, k: usize) -> u32 {
    let mut bits = 0;
    for j in (1..=k).rev() {
        // The largest i with C(i, j) <= r.
        let mut i = j - 1;
        while BINOMIALS.choose(i + 1, j) <= r {
            i += 1;
        }
        r -= BINOMIALS.choose(i, j);
        bits |= 1 << i;
    }
    bits
}

/// `bits` with the points of `taken` squeezed out: bit `i` of the result is
/// the `i`-th point not in `taken`.
pub(crate) fn compress(bits: u32, taken: u32) -> u32 {
    let mut out = 0;
    let mut j = 0;
    let mut free = !taken & 0x00FF_FFFF;
    while free != 0 {
        let i = free.trailing_zeros();
        if bits & (1 << i) != 0 {
            out |= 1 << j;
        }
        j += 1;
        free &= free - 1;
    }
    out
}

/// The inverse of [`compress`].
pub(crate) fn expand(bits: u32, taken: u32) -> u32 {
    let mut out = 0;
    let mut j = 0;
    let mut free = !taken & 0x00FF_FFFF;
    while free != 0 {
        let i = free.trailing_zeros();
        if bits & (1 << j) != 0 {
            out |= 1 << i;
        }
        j += 1;
        free &= free - 1;
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

/// The index space of one pair of piece counts.
pub(crate) struct PairIndex {
    /// Pieces of the side to move.
    pub a: usize,
    /// Pieces of the other side.
    pub b: usize,
    orbits: std::sync::Arc<Orbits>,
    /// Ways to place the other side's pieces on the remaining points.
    others: u64,
}

impl PairIndex {
    pub(crate) fn new(a: usize, b: usize, orbits: std::sync::Arc<Orbits>) -> PairIndex {
        debug_assert_eq!(orbits.k, a);
        PairIndex {
            a,
            b,
            orbits,
            others: BINOMIALS.choose(24 - a, b),
        }
    }

    /// The number of entries.
    pub(crate) fn len(&self) -> u64 {
        self.orbits.count() as u64 * self.others
    }

    /// The entry of the position where the side to move has `mover` and the
    /// other side `other`.
    pub(crate) fn index(&self, mover: PointSet, other: PointSet) -> u64 {
        let (orbit, sym) = self.orbits.canon[rank(mover.bits()) as usize];
        let s = Symmetry::ALL[usize::from(sym)];
        let rep = self.orbits.reps[orbit as usize];
        let image = s.apply_set(other);
        let mut best = rank(compress(image.bits(), rep));
        let mut stabilizer = self.orbits.stabilizers[orbit as usize];
        while stabilizer != 0 {
            let h = Symmetry::ALL[stabilizer.trailing_zeros() as usize];
            stabilizer &= stabilizer - 1;
            best = best.min(rank(compress(h.apply_set(image).bits(), rep)));
        }
        u64::from(orbit) * self.others + best
    }

    /// Whether positions map to this entry (else it is the twin of one
    /// that they map to).
    pub(crate) fn is_canonical(&self, index: u64) -> bool {
        let (mover, other) = self.position(index);
        self.index(mover, other) == index
    }

    /// The position an entry stands for (with the representative set of the
    /// side to move).
    pub(crate) fn position(&self, index: u64) -> (PointSet, PointSet) {
        let orbit = (index / self.others) as usize;
        let rep = self.orbits.reps[orbit];
        let other = expand(unrank(index % self.others, self.b), rep);
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
