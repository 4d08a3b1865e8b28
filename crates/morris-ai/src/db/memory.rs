//! Large arrays of bytes on the system's huge pages where it gives them:
//! a table of a pair or a sector is read at random places, and with 4 KiB
//! pages nearly every read also missed the processor's cache of page
//! addresses. An anonymous map asked for huge pages (Linux's
//! `MADV_HUGEPAGE`, through `memmap2`'s safe calls) holds them; elsewhere,
//! or when the map fails, a plain vector does.

use std::ops::{Deref, DerefMut};

/// Below this a plain vector: huge pages are 2 MiB.
const MAPPED_FROM: usize = 4 << 20;

/// Bytes, zeroed when made.
pub(crate) enum Bytes {
    /// An anonymous map, huge pages asked for.
    Mapped(memmap2::MmapMut),
    /// A vector.
    Plain(Vec<u8>),
}

impl Bytes {
    /// `len` zero bytes.
    pub(crate) fn zeroed(len: usize) -> Bytes {
        if len >= MAPPED_FROM
            && let Ok(map) = memmap2::MmapMut::map_anon(len)
        {
            // Only advice: without huge pages the map works as well.
            #[cfg(target_os = "linux")]
            let _ = map.advise(memmap2::Advice::HugePage);
            return Bytes::Mapped(map);
        }
        Bytes::Plain(vec![0; len])
    }
}

impl Deref for Bytes {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        match self {
            Bytes::Mapped(map) => map,
            Bytes::Plain(v) => v,
        }
    }
}

impl DerefMut for Bytes {
    fn deref_mut(&mut self) -> &mut [u8] {
        match self {
            Bytes::Mapped(map) => map,
            Bytes::Plain(v) => v,
        }
    }
}

impl std::fmt::Debug for Bytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Bytes({})", self.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_and_small_arrays_are_zeroed_and_written() {
        for len in [10, MAPPED_FROM + 3] {
            let mut b = Bytes::zeroed(len);
            assert_eq!(b.len(), len);
            assert!(b.iter().all(|&x| x == 0));
            b[len - 1] = 7;
            assert_eq!(b[len - 1], 7);
        }
        assert!(matches!(Bytes::zeroed(MAPPED_FROM), Bytes::Mapped(_)) || cfg!(not(unix)));
    }
}
