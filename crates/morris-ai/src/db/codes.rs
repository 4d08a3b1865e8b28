//! The solver's values of a pair, one byte a position, eight to an atomic
//! word: the backward step finds the positions of one distance by scanning
//! every value at every distance, and a word compares eight values at once
//! (and skips eight unknown ones) where bytes one by one took a quarter of
//! the solve. Each span of [`SPAN`] positions also marks which codes it has
//! held (256 bits, 32 bytes for 4,096 positions), so that a scan passes
//! over the spans without the code it looks for: most spans, in the long
//! tail of distances.

use std::sync::atomic::{AtomicU64, Ordering};

/// Eight codes to a word, the lowest byte first; codes past the last
/// position are 0 (unknown), which no scan looks for.
pub(super) struct Codes {
    words: Vec<AtomicU64>,
    /// For each span, a bit for each code some position of it has held.
    marks: Vec<[AtomicU64; 4]>,
    len: u64,
}

/// The positions a span of marks covers.
pub(super) const SPAN: u64 = 4096;

/// Each byte of a word set to 0x01.
const ONES: u64 = 0x0101_0101_0101_0101;
/// Each byte's high bit.
const HIGHS: u64 = 0x8080_8080_8080_8080;

impl Codes {
    /// `len` codes, all 0.
    pub(super) fn new(len: u64) -> Codes {
        Codes {
            words: (0..len.div_ceil(8)).map(|_| AtomicU64::new(0)).collect(),
            marks: (0..len.div_ceil(SPAN))
                .map(|_| std::array::from_fn(|_| AtomicU64::new(0)))
                .collect(),
            len,
        }
    }

    /// The code of position `i`.
    pub(super) fn get(&self, i: u64) -> u8 {
        let word = self.words[(i / 8) as usize].load(Ordering::Relaxed);
        (word >> (8 * (i % 8))) as u8
    }

    /// Sets the code of position `i`, leaving its word's others as they are.
    pub(super) fn set(&self, i: u64, code: u8) {
        let _ = self.update(i, |_| Some(code));
    }

    /// Changes the code of position `i` to what `f` makes of it, unless `f`
    /// says `None`; the code found is returned either way.
    pub(super) fn update(&self, i: u64, mut f: impl FnMut(u8) -> Option<u8>) -> u8 {
        let shift = 8 * (i % 8);
        let word = &self.words[(i / 8) as usize];
        let mut now = word.load(Ordering::Relaxed);
        loop {
            let current = (now >> shift) as u8;
            let Some(new) = f(current) else {
                return current;
            };
            let next = (now & !(0xFF << shift)) | u64::from(new) << shift;
            match word.compare_exchange_weak(now, next, Ordering::Relaxed, Ordering::Relaxed) {
                Ok(_) => {
                    self.mark(i, new);
                    return current;
                }
                Err(seen) => now = seen,
            }
        }
    }

    /// Marks `code` as held in the span of position `i`.
    fn mark(&self, i: u64, code: u8) {
        let bits = &self.marks[(i / SPAN) as usize][usize::from(code / 64)];
        let bit = 1 << (code % 64);
        // Read first: most codes are marked already, and a read leaves the
        // line shared.
        if bits.load(Ordering::Relaxed) & bit == 0 {
            bits.fetch_or(bit, Ordering::Relaxed);
        }
    }

    /// Whether some position of the span from `start` may hold `code`.
    fn may_hold(&self, start: u64, code: u8) -> bool {
        let bits = &self.marks[(start / SPAN) as usize][usize::from(code / 64)];
        bits.load(Ordering::Relaxed) & 1 << (code % 64) != 0
    }

    /// Calls `f` with each position of `range` whose code is `code` (not
    /// 0), in order. `range` starts at a multiple of [`SPAN`].
    pub(super) fn each_with(
        &self,
        range: std::ops::Range<u64>,
        code: u8,
        mut f: impl FnMut(u64) -> Result<(), String>,
    ) -> Result<(), String> {
        debug_assert!(code != 0 && range.start.is_multiple_of(SPAN));
        let wanted = ONES * u64::from(code);
        let end = range.end.min(self.len);
        let mut span = range.start;
        while span < end {
            let span_end = (span + SPAN).min(end);
            if self.may_hold(span, code) {
                let mut base = span;
                while base < span_end {
                    let word = self.words[(base / 8) as usize].load(Ordering::Relaxed);
                    // A byte equal to `code` is a zero byte of `x`; the
                    // usual test flags every zero byte and may also flag a
                    // 0x01 byte above one, so each flagged byte is checked.
                    let x = word ^ wanted;
                    let mut found = x.wrapping_sub(ONES) & !x & HIGHS;
                    while found != 0 {
                        let byte = u64::from(found.trailing_zeros() / 8);
                        found &= found - 1;
                        let i = base + byte;
                        if i < span_end && (word >> (8 * byte)) as u8 == code {
                            f(i)?;
                        }
                    }
                    base += 8;
                }
            }
            span = span_end;
        }
        Ok(())
    }

    /// The codes as words, in place (no copy: a pair's codes may be
    /// gigabytes).
    pub(super) fn into_words(self) -> Words {
        Words {
            len: self.len as usize,
            words: self.words.into_iter().map(AtomicU64::into_inner).collect(),
        }
    }
}

/// A pair's codes when solved, eight to a word.
pub(crate) struct Words {
    words: Vec<u64>,
    len: usize,
}

impl Words {
    /// The codes, one byte a position.
    pub(crate) fn bytes(&self) -> &[u8] {
        &bytemuck::cast_slice(&self.words)[..self.len]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scan_finds_exactly_the_positions_of_a_code() {
        // Every pattern of three codes (the one sought, its neighbours in
        // value, 0x01 after a match) over words, and a length that ends
        // inside a word.
        let len = 3 * SPAN + 5;
        let codes = Codes::new(len);
        let mut want = Vec::new();
        let mut rng = 12_345u64;
        for i in 0..len {
            rng = rng.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let code = [0u8, 1, 7, 8, 9, 0x81][(rng >> 33) as usize % 6];
            codes.set(i, code);
            if code == 8 {
                want.push(i);
            }
        }
        for i in 0..len {
            assert!(codes.get(i) <= 0x81);
        }
        let mut seen = Vec::new();
        codes
            .each_with(0..len, 8, |i| {
                seen.push(i);
                Ok(())
            })
            .unwrap();
        assert_eq!(seen, want);
        // Part of the range only.
        let mut part = Vec::new();
        codes
            .each_with(SPAN..2 * SPAN, 8, |i| {
                part.push(i);
                Ok(())
            })
            .unwrap();
        let expected: Vec<u64> = want
            .iter()
            .copied()
            .filter(|i| (SPAN..2 * SPAN).contains(i))
            .collect();
        assert_eq!(part, expected);
        // Updates change one byte only, and say what they found.
        let (before, left, right) = (codes.get(3), codes.get(2), codes.get(4));
        assert_eq!(codes.update(3, |_| Some(200)), before);
        assert_eq!(
            (codes.get(2), codes.get(3), codes.get(4)),
            (left, 200, right)
        );
        assert_eq!(codes.update(3, |_| None), 200, "None changes nothing");
        assert_eq!(codes.get(3), 200);
        let words = codes.into_words();
        let bytes = words.bytes();
        assert_eq!(bytes.len() as u64, len);
        assert_eq!(bytes[3], 200);
        assert_eq!(bytes[2], left);
    }
}
