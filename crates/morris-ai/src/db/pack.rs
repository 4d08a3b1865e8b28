//! The compact pack of a pair: its values as win, draw or loss only, two
//! bits a position, compressed by block with zstd, so that a probe reads
//! and unpacks one block. The full databases keep the plies to the end;
//! the pack is what a machine that only plays needs (issue 42: at most
//! 2.3 GB for the whole of `nine`, a quarter of the databases).
//!
//! File `A-B.mpk` beside `A-B.mdb`:
//!
//! ```text
//! header (32 bytes): "MORRISPK", version (u16), the pair's counts (two
//!   bytes), the rule options (four bytes, as the databases'), entries
//!   (u64), entries a block (u32), blocks (u32)
//! the blocks, compressed, one after another
//! the index: for each block its offset (u64), compressed length (u32)
//!   and the CRC-32 of its compressed bytes (u32)
//! trailer (16 bytes): the index's offset (u64), the index's CRC-32 (u32),
//!   "MPK!"
//! ```
//!
//! A block unpacks to `BLOCK / 4` bytes, four values a byte, the first in
//! the low bits: 0 a draw, 1 a win, 2 a loss for the side to move (3 is
//! never written, and refused). A header, index or block whose checksum
//! or size does not match is refused, never trusted.
//!
//! A sector of the placing phase (`sectors`) is kept the same way, as
//! `P-A-B.mps`: its header begins `MORRISPS`, the pair's counts are the
//! sector's, and eight bytes follow the 32: the placements made, the
//! CRC-32 of the placing rules' name (the pieces, who moves first, the
//! full-board rule, whether the defender moves first) and three zeros
//! ([`Kind::Sector`]).

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use morris_core::Rules;

use super::file::{self, DbError};
use super::opening::Wdl;
use super::value::DbValue;

const MAGIC: &[u8; 8] = b"MORRISPK";
const SECTOR_MAGIC: &[u8; 8] = b"MORRISPS";
const END: &[u8; 4] = b"MPK!";
const VERSION: u16 = 1;
const HEADER: usize = 32;
const TRAILER: usize = 16;
/// Entries a block: 16 KiB unpacked.
pub(crate) const BLOCK: u64 = 1 << 16;
/// The zstd level: a pack is written once and read often.
const LEVEL: i32 = 12;
/// Unpacked blocks kept for the next probes.
const CACHED: usize = 256;

/// The two bits of a database code.
fn bits(code: u8) -> u8 {
    wdl_bits(Wdl::of(DbValue::from_byte(code)))
}

/// Four codes a byte.
fn pack_codes(codes: &[u8]) -> Vec<u8> {
    codes
        .chunks(4)
        .map(|four| {
            four.iter()
                .enumerate()
                .fold(0u8, |byte, (i, &c)| byte | bits(c) << (2 * i))
        })
        .collect()
}

/// The two bits of a value.
pub(crate) fn wdl_bits(value: Wdl) -> u8 {
    match value {
        Wdl::Draw => 0,
        Wdl::Win => 1,
        Wdl::Loss => 2,
    }
}

/// The value of two bits; `None` for 3, which no pack holds.
pub(crate) fn bits_wdl(bits: u8) -> Option<Wdl> {
    match bits & 3 {
        0 => Some(Wdl::Draw),
        1 => Some(Wdl::Win),
        2 => Some(Wdl::Loss),
        _ => None,
    }
}

/// What a pack holds, as its header names it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A pair of the moving phase.
    Pair,
    /// A sector of the placing phase: the placements made, and the rules
    /// of the placing phase beyond the databases'.
    Sector {
        /// Placements made.
        ply: u8,
        /// The CRC-32 of the placing rules' name (the pieces, who moves
        /// first, the full-board rule, whether the defender moves first).
        placing: [u8; 4],
    },
}

impl Kind {
    fn magic(self) -> &'static [u8; 8] {
        match self {
            Kind::Pair => MAGIC,
            Kind::Sector { .. } => SECTOR_MAGIC,
        }
    }

    /// The bytes after the common 32 of the header.
    fn extra(self) -> Vec<u8> {
        match self {
            Kind::Pair => Vec::new(),
            Kind::Sector { ply, placing } => {
                let mut extra = vec![ply];
                extra.extend_from_slice(&placing);
                extra.extend_from_slice(&[0; 3]);
                extra
            }
        }
    }
}

/// Values of win, draw or loss (their two bits a byte, [`wdl_bits`]) in
/// compressed blocks of [`BLOCK`].
pub(crate) fn compress_bits(values: &[u8]) -> Result<Vec<Vec<u8>>, std::io::Error> {
    use rayon::prelude::*;
    values
        .par_chunks(usize::try_from(BLOCK).unwrap_or(1 << 16))
        .map(|block| {
            let packed: Vec<u8> = block
                .chunks(4)
                .map(|four| {
                    four.iter()
                        .enumerate()
                        .fold(0u8, |byte, (i, &v)| byte | (v & 3) << (2 * i))
                })
                .collect();
            zstd::bulk::compress(&packed, LEVEL)
        })
        .collect()
}

/// What writing a pack came to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Packed {
    /// Positions.
    pub entries: u64,
    /// The pack's size in bytes.
    pub bytes: u64,
    /// The database file's size it was made from.
    pub from_bytes: u64,
}

/// Writes the pack of pair `a-b` from its database file at `db` to
/// `path`, atomically. The database file is checked whole (its checksum)
/// as it is read; a mismatch writes nothing.
pub(crate) fn write(
    db: &Path,
    path: &Path,
    rules: &Rules,
    a: usize,
    b: usize,
    entries: u64,
) -> Result<Packed, DbError> {
    use rayon::prelude::*;
    let mut blocks: Vec<Vec<u8>> = Vec::new();
    let chunk = usize::try_from(BLOCK * 64).unwrap_or(1 << 22);
    let mut pending: Vec<u8> = Vec::with_capacity(chunk);
    let compress_all = |codes: &[u8], blocks: &mut Vec<Vec<u8>>| -> Result<(), DbError> {
        let made: Result<Vec<Vec<u8>>, std::io::Error> = codes
            .par_chunks(usize::try_from(BLOCK).unwrap_or(1 << 16))
            .map(|block| zstd::bulk::compress(&pack_codes(block), LEVEL))
            .collect();
        blocks.extend(made.map_err(|e| DbError::Io(path.to_path_buf(), e))?);
        Ok(())
    };
    file::stream(db, rules, a, b, entries, |codes| {
        pending.extend_from_slice(codes);
        if pending.len() >= chunk {
            let whole = pending.len() - pending.len() % chunk;
            compress_all(&pending[..whole], &mut blocks)?;
            pending.drain(..whole);
        }
        Ok(())
    })?;
    compress_all(&pending, &mut blocks)?;
    let bytes = write_blocks(path, Kind::Pair, rules, a, b, entries, &blocks)?;
    Ok(Packed {
        entries,
        bytes,
        from_bytes: std::fs::metadata(db).map_or(0, |m| m.len()),
    })
}

/// Writes a pack of `kind` for `a-b` from its compressed blocks,
/// atomically; returns its size.
pub(crate) fn write_blocks(
    path: &Path,
    kind: Kind,
    rules: &Rules,
    a: usize,
    b: usize,
    entries: u64,
    blocks: &[Vec<u8>],
) -> Result<u64, DbError> {
    let mut header = [0u8; HEADER];
    header[..8].copy_from_slice(kind.magic());
    header[8..10].copy_from_slice(&VERSION.to_le_bytes());
    header[10] = u8::try_from(a).unwrap_or(0);
    header[11] = u8::try_from(b).unwrap_or(0);
    header[12..16].copy_from_slice(&file::rules_bytes(rules));
    header[16..24].copy_from_slice(&entries.to_le_bytes());
    header[24..28].copy_from_slice(&u32::try_from(BLOCK).unwrap_or(0).to_le_bytes());
    let count = u32::try_from(blocks.len())
        .map_err(|_| DbError::Solve("too many blocks for a pack".to_owned()))?;
    header[28..32].copy_from_slice(&count.to_le_bytes());
    let extra = kind.extra();
    let mut index = Vec::with_capacity(blocks.len() * 16);
    let mut offset = (HEADER + extra.len()) as u64;
    for block in blocks {
        index.extend_from_slice(&offset.to_le_bytes());
        let len = u32::try_from(block.len()).unwrap_or(u32::MAX);
        index.extend_from_slice(&len.to_le_bytes());
        index.extend_from_slice(&crc32fast::hash(block).to_le_bytes());
        offset += block.len() as u64;
    }
    let mut trailer = [0u8; TRAILER];
    trailer[..8].copy_from_slice(&offset.to_le_bytes());
    trailer[8..12].copy_from_slice(&crc32fast::hash(&index).to_le_bytes());
    trailer[12..16].copy_from_slice(END);
    crate::files::write_atomically_with(path, |w| {
        w.write_all(&header)?;
        w.write_all(&extra)?;
        for block in blocks {
            w.write_all(block)?;
        }
        w.write_all(&index)?;
        w.write_all(&trailer)
    })
    .map_err(|e| DbError::Io(path.to_path_buf(), e))?;
    Ok(offset + index.len() as u64 + TRAILER as u64)
}

/// The packs a [`Databases`](super::Databases) opened, by pair: `None`
/// where missing or refused.
pub(crate) type Packs = std::collections::HashMap<(usize, usize), Option<std::sync::Arc<Pack>>>;

/// One block's place in the file.
#[derive(Copy, Clone, Debug)]
struct Place {
    offset: u64,
    len: u32,
    crc: u32,
}

/// A pack, open: its index in memory, its blocks read when asked, the
/// last few unpacked kept.
#[derive(Debug)]
pub(crate) struct Pack {
    path: PathBuf,
    file: File,
    entries: u64,
    index: Vec<Place>,
    cache: Mutex<lru::LruCache<u32, std::sync::Arc<Vec<u8>>>>,
}

impl Pack {
    /// Opens the pack of `a-b` at `path`, its header, size and index
    /// checked (each block is checked when read).
    pub(crate) fn open(
        path: &Path,
        kind: Kind,
        rules: &Rules,
        a: usize,
        b: usize,
        entries: u64,
    ) -> Result<Pack, DbError> {
        let (mut file, meta) = file::open_regular(path)?;
        let damaged = |why| DbError::Damaged(path.to_path_buf(), why);
        let io = |e| DbError::Io(path.to_path_buf(), e);
        let size = meta.len();
        let mut h = [0u8; HEADER];
        let expected_extra = kind.extra();
        let mut extra = vec![0u8; expected_extra.len()];
        if size < (HEADER + extra.len() + TRAILER) as u64
            || file.read_exact(&mut h).is_err()
            || &h[..8] != kind.magic()
            || file.read_exact(&mut extra).is_err()
        {
            return Err(damaged("not a pack file"));
        }
        let version = u16::from_le_bytes([h[8], h[9]]);
        if version > VERSION {
            return Err(DbError::Newer(path.to_path_buf()));
        }
        if usize::from(h[10]) != a
            || usize::from(h[11]) != b
            || h[12..16] != file::rules_bytes(rules)
            || extra != expected_extra
        {
            return Err(DbError::Foreign(path.to_path_buf()));
        }
        let word = |r: std::ops::Range<usize>| {
            let mut x = [0u8; 8];
            x[..r.len()].copy_from_slice(&h[r]);
            u64::from_le_bytes(x)
        };
        let blocks = word(28..32);
        if word(16..24) != entries || word(24..28) != BLOCK || blocks != entries.div_ceil(BLOCK) {
            return Err(damaged("wrong size"));
        }
        let mut trailer = [0u8; TRAILER];
        read_at(&file, size - TRAILER as u64, &mut trailer).map_err(io)?;
        if &trailer[12..16] != END {
            return Err(damaged("not a pack file"));
        }
        let at = u64::from_le_bytes(trailer[..8].try_into().unwrap_or([0; 8]));
        let index_len = blocks * 16;
        if at
            .checked_add(index_len)
            .and_then(|e| e.checked_add(TRAILER as u64))
            != Some(size)
        {
            return Err(damaged("wrong size"));
        }
        let mut raw = vec![0u8; usize::try_from(index_len).map_err(|_| damaged("wrong size"))?];
        read_at(&file, at, &mut raw).map_err(io)?;
        if crc32fast::hash(&raw) != u32::from_le_bytes(trailer[8..12].try_into().unwrap_or([0; 4]))
        {
            return Err(damaged("checksum mismatch"));
        }
        let index: Vec<Place> = raw
            .chunks_exact(16)
            .map(|e| Place {
                offset: u64::from_le_bytes(e[..8].try_into().unwrap_or([0; 8])),
                len: u32::from_le_bytes(e[8..12].try_into().unwrap_or([0; 4])),
                crc: u32::from_le_bytes(e[12..16].try_into().unwrap_or([0; 4])),
            })
            .collect();
        if index
            .iter()
            .any(|p| p.offset < (HEADER + extra.len()) as u64 || p.offset + u64::from(p.len) > at)
        {
            return Err(damaged("wrong size"));
        }
        Ok(Pack {
            path: path.to_path_buf(),
            file,
            entries,
            index,
            cache: Mutex::new(lru::LruCache::new(
                std::num::NonZeroUsize::new(CACHED).unwrap_or(std::num::NonZeroUsize::MIN),
            )),
        })
    }

    /// The value at `i`; an error when its block cannot be read or is
    /// damaged.
    pub(crate) fn get(&self, i: u64) -> Result<Wdl, DbError> {
        if i >= self.entries {
            return Err(DbError::Damaged(self.path.clone(), "wrong size"));
        }
        let block = u32::try_from(i / BLOCK).unwrap_or(u32::MAX);
        let unpacked = self.block(block)?;
        let at = usize::try_from(i % BLOCK).unwrap_or(0);
        let byte = unpacked
            .get(at / 4)
            .copied()
            .ok_or_else(|| DbError::Damaged(self.path.clone(), "wrong size"))?;
        bits_wdl(byte >> (2 * (at % 4)))
            .ok_or_else(|| DbError::Damaged(self.path.clone(), "a value no pack holds"))
    }

    /// Every value, four a byte as the blocks hold them, each block
    /// checked: what the pass over the placing phase reads of the sectors
    /// one placement further.
    pub(crate) fn unpack_all(&self) -> Result<super::memory::Bytes, DbError> {
        let len = usize::try_from(self.entries.div_ceil(4))
            .map_err(|_| DbError::Damaged(self.path.clone(), "wrong size"))?;
        let mut all = super::memory::Bytes::zeroed(len);
        let mut at = 0;
        for block in 0..self.index.len() {
            let block = u32::try_from(block).unwrap_or(u32::MAX);
            let unpacked = self.unpack_block(block)?;
            all[at..at + unpacked.len()].copy_from_slice(&unpacked);
            at += unpacked.len();
        }
        Ok(all)
    }

    fn block(&self, block: u32) -> Result<std::sync::Arc<Vec<u8>>, DbError> {
        if let Some(hit) = self
            .cache
            .lock()
            .ok()
            .and_then(|mut c| c.get(&block).cloned())
        {
            return Ok(hit);
        }
        let unpacked = std::sync::Arc::new(self.unpack_block(block)?);
        if let Ok(mut c) = self.cache.lock() {
            c.put(block, std::sync::Arc::clone(&unpacked));
        }
        Ok(unpacked)
    }

    /// Reads, checks and unpacks one block.
    fn unpack_block(&self, block: u32) -> Result<Vec<u8>, DbError> {
        let damaged = |why| DbError::Damaged(self.path.clone(), why);
        let place = self
            .index
            .get(block as usize)
            .copied()
            .ok_or_else(|| damaged("wrong size"))?;
        let mut raw = vec![0u8; place.len as usize];
        read_at(&self.file, place.offset, &mut raw)
            .map_err(|e| DbError::Io(self.path.clone(), e))?;
        if crc32fast::hash(&raw) != place.crc {
            return Err(damaged("checksum mismatch"));
        }
        let size = usize::try_from(BLOCK / 4).unwrap_or(0);
        let unpacked =
            zstd::bulk::decompress(&raw, size).map_err(|_| damaged("a block does not unpack"))?;
        let last = u64::from(block) + 1 == self.index.len() as u64;
        let expected = if last {
            usize::try_from((self.entries - u64::from(block) * BLOCK).div_ceil(4)).unwrap_or(0)
        } else {
            size
        };
        if unpacked.len() != expected {
            return Err(damaged("wrong size"));
        }
        Ok(unpacked)
    }
}

#[cfg(unix)]
fn read_at(file: &File, at: u64, buf: &mut [u8]) -> std::io::Result<()> {
    use std::os::unix::fs::FileExt;
    file.read_exact_at(buf, at)
}

#[cfg(windows)]
fn read_at(file: &File, at: u64, buf: &mut [u8]) -> std::io::Result<()> {
    use std::os::windows::fs::FileExt;
    let mut done = 0;
    while done < buf.len() {
        let n = file.seek_read(&mut buf[done..], at + done as u64)?;
        if n == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        done += n;
    }
    Ok(())
}

#[cfg(not(any(unix, windows)))]
fn read_at(_: &File, _: u64, _: &mut [u8]) -> std::io::Result<()> {
    Err(std::io::ErrorKind::Unsupported.into())
}

impl super::Databases {
    fn pack_path(&self, a: usize, b: usize) -> PathBuf {
        self.dir.join(format!("{a}-{b}.mpk"))
    }

    /// Whether the packs of `pair` and its mirror are there (the search
    /// over the placing phase can then reach it without its full files).
    pub(crate) fn has_class_packs(&self, pair: super::Pair) -> bool {
        let (a, b) = (pair.to_move, pair.other);
        self.pack_path(a, b).is_file() && self.pack_path(b, a).is_file()
    }

    /// Writes the compact pack of `pair` (`A-B.mpk` beside `A-B.mdb`):
    /// its values as win, draw or loss, two bits a position, compressed by
    /// block. The pair's database file is read whole and checked; the full
    /// file stays (remove it to keep the pack alone).
    ///
    /// # Errors
    /// A pair the rules cannot have, a database file missing or damaged,
    /// the pack not written.
    pub fn pack(&self, pair: super::Pair) -> Result<Packed, DbError> {
        let (a, b) = (pair.to_move, pair.other);
        if !self.valid_pair(a, b) {
            return Err(DbError::NoSuchPair(pair));
        }
        let entries = super::index::PairIndex::new(a, b, self.orbits(a)).len();
        let packed = write(
            &self.path(a, b),
            &self.pack_path(a, b),
            &self.rules,
            a,
            b,
            entries,
        )?;
        // A pack opened before is opened again when next asked.
        if let Ok(mut packs) = self.packs.write() {
            packs.remove(&(a, b));
        }
        Ok(packed)
    }

    /// The value of `pos` for its side to move as win, draw or loss: from
    /// the databases when they hold it, else from the pack of its pair.
    /// `None` when neither does (or the pack is damaged: refused and told
    /// by [`Databases::take_refusals`](super::Databases::take_refusals)).
    #[must_use]
    pub fn wdl(&self, pos: &morris_core::Position) -> Option<Wdl> {
        if let Some(value) = self.probe(pos) {
            return Some(Wdl::of(value));
        }
        self.pack_wdl(pos)
    }

    /// The value of `pos` as [`Databases::wdl`](super::Databases::wdl)
    /// gives it, seen from `side` whichever side is to move: what a turn
    /// of `side`'s that led to `pos` keeps.
    #[must_use]
    pub fn wdl_for(&self, pos: &morris_core::Position, side: morris_core::Color) -> Option<Wdl> {
        let value = self.wdl(pos)?;
        Some(if pos.side_to_move() == side {
            value
        } else {
            value.flipped()
        })
    }

    /// The value of `pos` from the pack of its pair alone (not the full
    /// file), as [`Databases::wdl`](super::Databases::wdl) falls back to it.
    #[must_use]
    pub fn pack_wdl(&self, pos: &morris_core::Position) -> Option<Wdl> {
        let (a, b) = self.pair_of(pos)?;
        let pack = self.open_pack(a, b)?;
        let us = pos.side_to_move();
        let index = super::index::PairIndex::new(a, b, self.orbits(a));
        let i = index.index(pos.pieces(us), pos.pieces(us.other()));
        match pack.get(i) {
            Ok(wdl) => Some(wdl),
            Err(e) => {
                self.refused(&e);
                if let Ok(mut packs) = self.packs.write() {
                    packs.insert((a, b), None);
                }
                None
            }
        }
    }

    fn open_pack(&self, a: usize, b: usize) -> Option<std::sync::Arc<Pack>> {
        if let Some(known) = self.packs.read().ok().and_then(|p| p.get(&(a, b)).cloned()) {
            return known;
        }
        let entries = super::index::PairIndex::new(a, b, self.orbits(a)).len();
        let opened = match Pack::open(
            &self.pack_path(a, b),
            Kind::Pair,
            &self.rules,
            a,
            b,
            entries,
        ) {
            Ok(pack) => Some(std::sync::Arc::new(pack)),
            Err(e) => {
                self.refused(&e);
                None
            }
        };
        if let Ok(mut packs) = self.packs.write() {
            packs.insert((a, b), opened.clone());
        }
        opened
    }
}

#[cfg(test)]
mod tests {
    use morris_core::{Board, Color, PointSet, Position, Rules, Setup};

    use super::*;
    use crate::db::{Databases, Pair};
    use crate::stop::StopFlag;

    /// The position with `us` to move as `side` and `them` the other's.
    fn position(us: PointSet, them: PointSet, side: Color, rules: Rules) -> Option<Position> {
        Position::from_setup(&Setup::moving(us, them, side, Board::TwentyFour), rules).ok()
    }

    /// Every value of the packs of 3-3 and 4-3 (with 3-4) is the
    /// databases' value without its plies, read through the pack alone
    /// once the database files are gone.
    #[test]
    fn the_packs_values_are_the_databases_and_stand_alone() {
        let dir = tempfile::tempdir().unwrap();
        let rules = Rules::default();
        let dbs = Databases::new(dir.path(), rules);
        dbs.solve(Pair::new(4, 3), &|_| {}).unwrap();
        let pairs = [Pair::new(3, 3), Pair::new(4, 3), Pair::new(3, 4)];
        let mut expected = Vec::new();
        for pair in pairs {
            let (a, b) = (pair.to_move, pair.other);
            let index = crate::db::index::PairIndex::new(a, b, dbs.orbits(a));
            let (codes, _) = file::read(&dbs.path(a, b), &rules, a, b, index.len(), true).unwrap();
            let codes = codes.memory().unwrap().to_vec();
            let packed = dbs.pack(pair).unwrap();
            assert_eq!(packed.entries, codes.len() as u64);
            assert!(packed.bytes * 4 < packed.from_bytes, "{packed:?}");
            let pack =
                Pack::open(&dbs.pack_path(a, b), Kind::Pair, &rules, a, b, index.len()).unwrap();
            for (i, &code) in codes.iter().enumerate() {
                assert_eq!(
                    pack.get(i as u64).unwrap(),
                    Wdl::of(DbValue::from_byte(code)),
                    "{pair} {i}"
                );
            }
            // Positions as the player meets them, the side to move White or
            // Black: the pack alone answers as the databases did.
            for i in (0..index.len()).step_by(97) {
                let (us, them) = index.position(i);
                for side in [Color::White, Color::Black] {
                    let Some(pos) = position(us, them, side, rules) else {
                        continue;
                    };
                    if pos.is_over() {
                        continue;
                    }
                    expected.push((pos, Wdl::of(dbs.probe(&pos).unwrap())));
                }
            }
        }
        assert!(expected.len() > 1000, "{}", expected.len());
        // Placing positions whose placements end in these pairs, valued
        // with the full files.
        let placing: Vec<(&str, Vec<(morris_core::Move, Wdl)>)> = [
            "W../.../.../W.B.../.../.../... w 2 2 0 8",
            ".../.W./.B./W...B./.../.../... b 1 2 0 8",
            "..W/.B./.../.....B/.../W../... b 1 2 0 8",
        ]
        .into_iter()
        .map(|text| {
            let pos = Position::from_setup(&text.parse().unwrap(), rules).unwrap();
            let (values, _) = dbs
                .opening_move_values(&pos, &StopFlag::new(), u64::MAX)
                .unwrap();
            (text, values)
        })
        .collect();
        // Not all alike: a turn that wins, and one that does not.
        assert!(
            placing
                .iter()
                .any(|(_, v)| v.iter().any(|&(_, w)| w != v[0].1)),
            "{placing:?}"
        );
        for pair in pairs {
            std::fs::remove_file(dbs.path(pair.to_move, pair.other)).unwrap();
        }
        let alone = Databases::new(dir.path(), rules);
        for (pos, wdl) in &expected {
            assert_eq!(alone.probe(pos), None);
            assert_eq!(alone.wdl(pos), Some(*wdl), "{pos}");
        }
        // The search over the placing phase reaches the packs at its leaves
        // as it does the full files: the same value for every turn.
        for (text, full) in placing {
            let pos = Position::from_setup(&text.parse().unwrap(), rules).unwrap();
            assert!(alone.has_files_for_placing(&pos), "{text}");
            let (values, _) = alone
                .opening_move_values(&pos, &StopFlag::new(), u64::MAX)
                .unwrap();
            assert_eq!(values, full, "{text}");
        }
    }

    #[test]
    fn a_damaged_pack_is_refused_and_told() {
        let dir = tempfile::tempdir().unwrap();
        let rules = Rules::default();
        let dbs = Databases::new(dir.path(), rules);
        dbs.solve(Pair::new(3, 3), &|_| {}).unwrap();
        dbs.pack(Pair::new(3, 3)).unwrap();
        let path = dbs.pack_path(3, 3);
        let entries = crate::db::index::PairIndex::new(3, 3, dbs.orbits(3)).len();
        let good = std::fs::read(&path).unwrap();
        // A block's byte changed: its checksum refuses it when read.
        let mut bad = good.clone();
        bad[HEADER + 5] ^= 0x40;
        std::fs::write(&path, &bad).unwrap();
        let pack = Pack::open(&path, Kind::Pair, &rules, 3, 3, entries).unwrap();
        assert!(matches!(
            pack.get(0),
            Err(DbError::Damaged(_, "checksum mismatch"))
        ));
        // Cut short, or another pair's: refused when opened.
        std::fs::write(&path, &good[..good.len() - 3]).unwrap();
        assert!(Pack::open(&path, Kind::Pair, &rules, 3, 3, entries).is_err());
        std::fs::write(&path, &good).unwrap();
        assert!(matches!(
            Pack::open(&path, Kind::Pair, &rules, 4, 3, entries),
            Err(DbError::Foreign(_))
        ));
        // Through the databases, with the full file gone: no value, and
        // the refusal told.
        std::fs::write(&path, &bad).unwrap();
        std::fs::remove_file(dbs.path(3, 3)).unwrap();
        let alone = Databases::new(dir.path(), rules);
        let index = crate::db::index::PairIndex::new(3, 3, alone.orbits(3));
        let pos = (0..index.len())
            .find_map(|i| {
                let (us, them) = index.position(i);
                position(us, them, Color::White, rules).filter(|p| !p.is_over())
            })
            .unwrap();
        assert_eq!(alone.wdl(&pos), None);
        assert!(
            alone.take_refusals().iter().any(|r| r.contains("checksum")),
            "told"
        );
    }
}
