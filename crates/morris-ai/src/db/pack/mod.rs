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
    compress_with(values, |v| v & 3)
}

/// `values` in compressed blocks of [`BLOCK`], each value's two bits
/// made by `bits`, four a byte, the first in the low bits.
fn compress_with(
    values: &[u8],
    bits: impl Fn(u8) -> u8 + Sync,
) -> Result<Vec<Vec<u8>>, std::io::Error> {
    use rayon::prelude::*;
    values
        .par_chunks(usize::try_from(BLOCK).unwrap_or(1 << 16))
        .map(|block| {
            let packed: Vec<u8> = block
                .chunks(4)
                .map(|four| {
                    four.iter()
                        .enumerate()
                        .fold(0u8, |byte, (i, &v)| byte | bits(v) << (2 * i))
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
    let mut blocks: Vec<Vec<u8>> = Vec::new();
    let chunk = usize::try_from(BLOCK * 64).unwrap_or(1 << 22);
    let mut pending: Vec<u8> = Vec::with_capacity(chunk);
    let compress_all = |codes: &[u8], blocks: &mut Vec<Vec<u8>>| -> Result<(), DbError> {
        let made = compress_with(codes, bits);
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

mod probe;
