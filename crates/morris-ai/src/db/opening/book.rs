//! The book of the opening search: what the table knew of the positions
//! near the start after earlier searches, kept so that a later search
//! begins where they ended. A 32-byte header (`MORRISOB`, the version as a
//! u16, the CRC-32 of the name of the placing rules it was made under
//! (`placing_key`), two zero bytes, the number of entries as a u64, the
//! CRC-32 of the entries, four zero bytes), then each entry as its key and
//! data (two little-endian u64).

use super::Bounds;
#[cfg(doc)]
use crate::db::Databases;
use crate::db::DbError;

/// The first bytes of a book.
const BOOK_MAGIC: &[u8; 8] = b"MORRISOB";
/// The book's format: 2 since the header names the placing rules and keys
/// are the packed class (1 hashed it; such a book is outdated).
const BOOK_VERSION: u16 = 2;
/// The header's length in bytes.
const BOOK_HEADER: usize = 32;

/// The most entries a book may hold (1 GiB of them): a larger file is
/// refused unread.
const BOOK_MOST: u64 = 1 << 26;

/// Reads and checks a book: a regular file, its header, its size and
/// checksum, and every entry's bounds.
///
/// A book made by a newer version of the program is refused as
/// [`DbError::Newer`] and one made under other placing rules (`rules`, the
/// name [`Databases`] gives them) as [`DbError::Foreign`]: neither may be
/// written over.
pub(crate) fn read_book(path: &std::path::Path, rules: &str) -> Result<Vec<(u64, u64)>, DbError> {
    use std::io::Read;
    let (file, meta) = crate::db::file::open_regular(path)?;
    let damaged = |why| DbError::Damaged(path.to_path_buf(), why);
    if meta.len() < BOOK_HEADER as u64 || meta.len() > BOOK_HEADER as u64 + 16 * BOOK_MOST {
        return Err(damaged("wrong size"));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(meta.len() + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| DbError::Io(path.to_path_buf(), e))?;
    let (h, body) = bytes.split_at(BOOK_HEADER.min(bytes.len()));
    if h.len() < BOOK_HEADER || &h[..8] != BOOK_MAGIC {
        return Err(damaged("not a book of the opening"));
    }
    match u16::from_le_bytes([h[8], h[9]]).cmp(&BOOK_VERSION) {
        std::cmp::Ordering::Less => return Err(DbError::Outdated(path.to_path_buf())),
        std::cmp::Ordering::Greater => return Err(DbError::Newer(path.to_path_buf())),
        std::cmp::Ordering::Equal => {}
    }
    if h[10..14] != crc32fast::hash(rules.as_bytes()).to_le_bytes() {
        return Err(DbError::Foreign(path.to_path_buf()));
    }
    let word = |i: usize| u64::from_le_bytes(h[i..i + 8].try_into().unwrap_or_default());
    if h[14..16] != [0; 2] || h[28..32] != [0; 4] {
        return Err(damaged("reserved header bytes are not zero"));
    }
    if word(16).checked_mul(16) != Some(body.len() as u64) {
        return Err(damaged("wrong size"));
    }
    if crc32fast::hash(body) != u32::from_le_bytes([h[24], h[25], h[26], h[27]]) {
        return Err(damaged("checksum mismatch"));
    }
    let entries: Vec<(u64, u64)> = body
        .chunks_exact(16)
        .map(|c| {
            let word = |i: usize| u64::from_le_bytes(c[i..i + 8].try_into().unwrap_or_default());
            (word(0), word(8))
        })
        .collect();
    let sound = |&(key, data): &(u64, u64)| {
        let (b, _) = Bounds::unpack(data);
        key != 0
            && data >> 42 == 1
            && (-1..=1).contains(&b.lower)
            && b.lower <= b.upper
            && b.upper <= 1
    };
    if !entries.iter().all(sound) {
        return Err(damaged("an entry with impossible bounds"));
    }
    Ok(entries)
}

/// Writes a book atomically for the placing rules named `rules`, its
/// entries in the order of their keys.
pub(crate) fn write_book(
    path: &std::path::Path,
    rules: &str,
    entries: &mut [(u64, u64)],
) -> Result<(), DbError> {
    entries.sort_unstable();
    let body: Vec<u8> = entries
        .iter()
        .flat_map(|&(k, d)| k.to_le_bytes().into_iter().chain(d.to_le_bytes()))
        .collect();
    let mut h = [0u8; BOOK_HEADER];
    h[..8].copy_from_slice(BOOK_MAGIC);
    h[8..10].copy_from_slice(&BOOK_VERSION.to_le_bytes());
    h[10..14].copy_from_slice(&crc32fast::hash(rules.as_bytes()).to_le_bytes());
    h[16..24].copy_from_slice(&(entries.len() as u64).to_le_bytes());
    h[24..28].copy_from_slice(&crc32fast::hash(&body).to_le_bytes());
    crate::files::write_atomically_with(path, |w| {
        w.write_all(&h)?;
        w.write_all(&body)
    })
    .map_err(|e| DbError::Io(path.to_path_buf(), e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::opening::{Table, mix};
    use morris_core::{Point, PointSet};

    #[test]
    fn a_book_round_trips_and_a_damaged_one_is_refused() {
        let table = Table::new(10);
        let bounds = [
            Bounds {
                lower: 0,
                upper: 0,
                best: Some((Point::D6, PointSet::EMPTY)),
            },
            Bounds {
                lower: -1,
                upper: 0,
                best: None,
            },
            Bounds {
                lower: 1,
                upper: 1,
                best: Some((Point::A7, Point::G1.set())),
            },
        ];
        for (i, b) in bounds.iter().enumerate() {
            table.put(mix(i as u64 + 1), *b, 9 + i as u8);
        }
        // The entries of ten placements left and more: the last two.
        let mut entries = table.entries_from(10);
        assert_eq!(entries.len(), 2);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("opening.mob");
        let rules = "pieces9-firstwhite";
        write_book(&path, rules, &mut entries).unwrap();
        let read = read_book(&path, rules).unwrap();
        assert_eq!(read, entries);
        let again = Table::new(10);
        again.load(&read);
        assert_eq!(again.get(mix(3)), Some(bounds[2]));
        assert_eq!(again.get(mix(1)), None, "not in the book");
        assert!(matches!(
            read_book(&path, "pieces12-firstwhite"),
            Err(DbError::Foreign(_))
        ));

        let good = std::fs::read(&path).unwrap();
        let refused = |bytes: &[u8]| {
            std::fs::write(&path, bytes).unwrap();
            read_book(&path, rules).unwrap_err()
        };
        let mut flipped = good.clone();
        *flipped.last_mut().unwrap() ^= 1;
        assert!(matches!(
            refused(&flipped),
            DbError::Damaged(_, "checksum mismatch")
        ));
        assert!(matches!(
            refused(&good[..good.len() - 1]),
            DbError::Damaged(_, "wrong size")
        ));
        let mut foreign = good.clone();
        foreign[..8].copy_from_slice(b"MORRISDB");
        assert!(matches!(refused(&foreign), DbError::Damaged(..)));
        let mut older = good.clone();
        older[8..10].copy_from_slice(&(BOOK_VERSION - 1).to_le_bytes());
        assert!(matches!(refused(&older), DbError::Outdated(_)));
        let mut newer = good.clone();
        newer[8..10].copy_from_slice(&(BOOK_VERSION + 1).to_le_bytes());
        assert!(matches!(refused(&newer), DbError::Newer(_)));
        let mut reserved = good.clone();
        reserved[15] = 1;
        assert!(matches!(refused(&reserved), DbError::Damaged(_, why) if why.contains("reserved")));
        // Impossible bounds under a checksum computed again.
        let mut bad = read.clone();
        bad[0].1 = (bad[0].1 & !3) | 3;
        write_book(&path, rules, &mut bad).unwrap();
        assert!(matches!(
            read_book(&path, rules),
            Err(DbError::Damaged(_, "an entry with impossible bounds"))
        ));
        assert!(matches!(
            read_book(&dir.path().join("none.mob"), rules),
            Err(DbError::Missing(_))
        ));
    }
}
