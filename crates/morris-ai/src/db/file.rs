//! The file of one pair: a 32-byte header, then one byte per entry
//! ([`DbValue::byte`](super::DbValue::byte)).
//!
//! Header: `MORRISDB`, format version (u16), the pair's counts (two bytes),
//! the rule options the values depend on (four bytes), the number of
//! entries (u64), the CRC-32 of the entries (u32), the longest distance of
//! any entry in plies (u16, since version 2), two reserved bytes that are
//! zero (a later format may use them; this one refuses a file with
//! anything else there). Version 3 has one byte an entry, where versions 1
//! and 2 had two. A file whose header, size or checksum does not
//! match, or one with a value beyond the longest distance its header
//! records (a checksum computed again over bad values), is never trusted;
//! what the values mean is checked by [`super::sanity`].
//! Files of versions 1 and 2 must be solved again. Only a
//! regular file is opened: a FIFO or a device named like a database file
//! is refused before it can block or flood the reader.

use std::fmt;
use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};

use morris_core::{AllInMills, Flying, Removals, Rules};

const MAGIC: &[u8; 8] = b"MORRISDB";
/// Version 2 recorded the longest distance in bytes 28-29; version 3 has
/// one byte an entry.
const VERSION: u16 = 3;
const HEADER: usize = 32;

/// Why a database cannot be used or made.
#[derive(Debug)]
#[non_exhaustive]
pub enum DbError {
    /// The rules cannot have this pair (counts from 3 to the pieces).
    NoSuchPair(super::Pair),
    /// The pair has not been solved.
    Missing(PathBuf),
    /// The file is damaged: bad header, size or checksum.
    Damaged(PathBuf, &'static str),
    /// The file's header, size and checksum agree with its values, but
    /// the values contradict what is known without the file (the pair's
    /// longest distance, or the values of what sampled positions' moves
    /// lead to), with how.
    Inconsistent(PathBuf, String),
    /// The file was made for other rules or another pair.
    Foreign(PathBuf),
    /// The file was made by an older version of the program, in a format
    /// that must be solved again.
    Outdated(PathBuf),
    /// The file was made by a newer version of the program: it is kept as
    /// it is and not used.
    Newer(PathBuf),
    /// What is there is no regular file (a FIFO, a device, a directory),
    /// with what it is ("a FIFO"); it is never opened.
    NotAFile(PathBuf, &'static str),
    /// Reading or writing failed, with the system's error.
    Io(PathBuf, std::io::Error),
    /// The solver could not go on.
    Solve(String),
    /// The solve was cancelled; the pairs written before stay.
    Cancelled,
}

impl fmt::Display for DbError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DbError::NoSuchPair(pair) => write!(
                f,
                "{pair} is not a pair of these rules (each side has 3 pieces up to the rules' number)"
            ),
            DbError::Missing(p) => write!(f, "{} is not solved yet", p.display()),
            DbError::Damaged(p, why) => {
                write!(f, "{} is damaged ({why}); solve it again", p.display())
            }
            DbError::Inconsistent(p, why) => {
                write!(f, "{} is inconsistent ({why}); solve it again", p.display())
            }
            DbError::Foreign(p) => {
                write!(f, "{} belongs to other rules or another pair", p.display())
            }
            DbError::Outdated(p) => write!(
                f,
                "{} was made by an older version of the program; solve it again",
                p.display()
            ),
            DbError::Newer(p) => write!(
                f,
                "{} was made by a newer version of the program; it is kept and not used",
                p.display()
            ),
            DbError::NotAFile(p, kind) => write!(f, "{} is {kind}, not a file", p.display()),
            // The errors of `files` name the path already.
            DbError::Io(p, e) if e.to_string().contains(&p.display().to_string()) => {
                write!(f, "{e}")
            }
            DbError::Io(p, e) => write!(f, "{} cannot be used: {e}", p.display()),
            DbError::Solve(e) => f.write_str(e),
            DbError::Cancelled => f.write_str("cancelled; solving again goes on from here"),
        }
    }
}

impl std::error::Error for DbError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            DbError::Io(_, e) => Some(e),
            _ => None,
        }
    }
}

/// The rule options the values depend on, as the header spells them.
/// A value newer than this format is `0xff`: its files are still told
/// apart from others' by their directory, which spells the value.
pub(crate) fn rules_bytes(rules: &Rules) -> [u8; 4] {
    const NEWER: u8 = 0xff;
    [
        u8::from(rules.diagonals()),
        match rules.flying() {
            Flying::On => 0,
            Flying::Off => 1,
            Flying::Both => 2,
            _ => NEWER,
        },
        match rules.all_in_mills() {
            AllInMills::Any => 0,
            AllInMills::None => 1,
            _ => NEWER,
        },
        match rules.removals() {
            Removals::One => 0,
            Removals::PerMill => 1,
            _ => NEWER,
        },
    ]
}

/// The longest distance of any entry, in plies (0 when none is decided).
fn longest(codes: &[u8]) -> u16 {
    codes
        .iter()
        .map(|&c| u16::from(c.saturating_sub(1)))
        .max()
        .unwrap_or(0)
}

fn header(rules: &Rules, a: usize, b: usize, codes: &[u8], crc: u32) -> [u8; HEADER] {
    let mut h = [0u8; HEADER];
    h[..8].copy_from_slice(MAGIC);
    h[8..10].copy_from_slice(&VERSION.to_le_bytes());
    h[10] = a as u8;
    h[11] = b as u8;
    h[12..16].copy_from_slice(&rules_bytes(rules));
    h[16..24].copy_from_slice(&(codes.len() as u64).to_le_bytes());
    h[24..28].copy_from_slice(&crc.to_le_bytes());
    h[28..30].copy_from_slice(&longest(codes).to_le_bytes());
    h
}

/// Writes a pair's file atomically with [`crate::files::write_atomically_with`]:
/// the header and the entries written into a temporary file of its own in
/// the same directory (two solvers never share one), renamed over the file.
/// A solve killed while writing leaves a `.morris-write-*.tmp` file, which
/// the next [`Databases::new`](super::Databases::new) or solve sweeps.
pub(crate) fn write(
    path: &Path,
    rules: &Rules,
    a: usize,
    b: usize,
    codes: &[u8],
) -> Result<(), DbError> {
    let header = header(rules, a, b, codes, crc32fast::hash(codes));
    crate::files::write_atomically_with(path, |w| {
        w.write_all(&header)?;
        w.write_all(codes)
    })
    .map_err(|e| DbError::Io(path.to_path_buf(), e))
}

/// Opens a database file for reading when it is a regular file (a FIFO or
/// a device named like one is refused before it can block or flood the
/// reader), with its metadata.
pub(crate) fn open_regular(path: &Path) -> Result<(File, std::fs::Metadata), DbError> {
    let io = |e| DbError::Io(path.to_path_buf(), e);
    let meta = match std::fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(DbError::Missing(path.to_path_buf()));
        }
        Err(e) => return Err(io(e)),
    };
    let not_a_file = |kind| DbError::NotAFile(path.to_path_buf(), kind);
    if let Some(kind) = crate::files::not_a_file(&meta) {
        return Err(not_a_file(kind));
    }
    let file = File::open(path).map_err(io)?;
    // What was opened may not be what was looked at a moment before.
    let meta = file.metadata().map_err(io)?;
    if let Some(kind) = crate::files::not_a_file(&meta) {
        return Err(not_a_file(kind));
    }
    Ok((file, meta))
}

/// The values of a pair, checked: in memory, or left in the file and read
/// one at a time (the system's page cache keeps what is read often), so
/// that playing with the largest pairs does not hold gigabytes.
pub(crate) enum Codes {
    /// Every value in memory, as the solver reads them.
    Memory(super::memory::Bytes),
    /// The file, open, its values after the header.
    Disk {
        /// The file, checked whole when opened. Files are only ever
        /// replaced whole by a rename, so what this handle reads stays the
        /// file that was checked.
        file: File,
        /// The number of values.
        entries: u64,
    },
}

impl Codes {
    /// The value at `i`; `None` beyond the end or when the file cannot
    /// be read.
    pub(crate) fn get(&self, i: u64) -> Option<u8> {
        match self {
            Codes::Memory(codes) => usize::try_from(i).ok().and_then(|i| codes.get(i)).copied(),
            Codes::Disk { file, entries } => (i < *entries)
                .then(|| read_byte(file, HEADER as u64 + i))
                .flatten(),
        }
    }

    /// Every value, when they are in memory.
    pub(crate) fn memory(&self) -> Option<&[u8]> {
        match self {
            Codes::Memory(codes) => Some(codes),
            Codes::Disk { .. } => None,
        }
    }
}

#[cfg(unix)]
fn read_byte(file: &File, at: u64) -> Option<u8> {
    use std::os::unix::fs::FileExt;
    let mut byte = [0u8];
    file.read_exact_at(&mut byte, at).ok().map(|()| byte[0])
}

#[cfg(windows)]
fn read_byte(file: &File, at: u64) -> Option<u8> {
    use std::os::windows::fs::FileExt;
    let mut byte = [0u8];
    (file.seek_read(&mut byte, at).ok()? == 1).then_some(byte[0])
}

/// Whether values can be read from the file one at a time on this system.
pub(crate) const READ_AT: bool = cfg!(any(unix, windows));

#[cfg(not(any(unix, windows)))]
fn read_byte(_: &File, _: u64) -> Option<u8> {
    None
}

/// Opens a pair's file and checks its header: a regular file only, its
/// magic, version, pair and rules, and its size by the file system (so a
/// large foreign file is not read). Gives the file, read up to the end
/// of the header, and the header.
fn open_checked(
    path: &Path,
    rules: &Rules,
    a: usize,
    b: usize,
    entries: u64,
) -> Result<(File, [u8; HEADER]), DbError> {
    let (mut file, meta) = open_regular(path)?;
    let damaged = |why| DbError::Damaged(path.to_path_buf(), why);
    let mut h = [0u8; HEADER];
    if meta.len() < HEADER as u64 || file.read_exact(&mut h).is_err() || &h[..8] != MAGIC {
        return Err(damaged("not a database file"));
    }
    let version = u16::from_le_bytes([h[8], h[9]]);
    if version < VERSION {
        return Err(DbError::Outdated(path.to_path_buf()));
    }
    if version > VERSION {
        return Err(DbError::Newer(path.to_path_buf()));
    }
    if usize::from(h[10]) != a || usize::from(h[11]) != b || h[12..16] != rules_bytes(rules) {
        return Err(DbError::Foreign(path.to_path_buf()));
    }
    let mut count = [0u8; 8];
    count.copy_from_slice(&h[16..24]);
    let size = HEADER as u64 + entries;
    if u64::from_le_bytes(count) != entries || meta.len() != size {
        return Err(damaged("wrong size"));
    }
    if h[30..HEADER] != [0; 2] {
        return Err(damaged("reserved header bytes are not zero"));
    }
    Ok((file, h))
}

/// Opens a pair's file to read a few of its values, its header checked
/// but not its values (no checksum): for the values a check of another
/// pair reads ([`super::sanity`]), which are checked whole when their own
/// pair is loaded. Left in the file where values can be read one at a
/// time, else read into memory.
pub(crate) fn open(
    path: &Path,
    rules: &Rules,
    a: usize,
    b: usize,
    entries: u64,
) -> Result<Codes, DbError> {
    let (mut file, _) = open_checked(path, rules, a, b, entries)?;
    if READ_AT {
        return Ok(Codes::Disk { file, entries });
    }
    let mut codes = Vec::with_capacity(usize::try_from(entries).unwrap_or(0));
    (&mut file)
        .take(entries)
        .read_to_end(&mut codes)
        .map_err(|e| DbError::Io(path.to_path_buf(), e))?;
    Ok(Codes::Memory(super::memory::Bytes::Plain(codes)))
}

/// Reads a pair's file through, its header checked ([`open_checked`]),
/// handing its values to `each` a chunk at a time, then checks its
/// checksum: an error after the last chunk when it does not match (what
/// was made of the chunks is then to be thrown away).
pub(crate) fn stream(
    path: &Path,
    rules: &Rules,
    a: usize,
    b: usize,
    entries: u64,
    mut each: impl FnMut(&[u8]) -> Result<(), DbError>,
) -> Result<(), DbError> {
    let (file, h) = open_checked(path, rules, a, b, entries)?;
    let crc = u32::from_le_bytes([h[24], h[25], h[26], h[27]]);
    let mut hasher = crc32fast::Hasher::new();
    let mut reader = std::io::BufReader::with_capacity(1 << 20, file.take(entries));
    let mut chunk = vec![0u8; 1 << 22];
    let mut read = 0u64;
    loop {
        let n = reader
            .read(&mut chunk)
            .map_err(|e| DbError::Io(path.to_path_buf(), e))?;
        if n == 0 {
            break;
        }
        hasher.update(&chunk[..n]);
        read += n as u64;
        each(&chunk[..n])?;
    }
    if read != entries {
        return Err(DbError::Damaged(path.to_path_buf(), "wrong size"));
    }
    if hasher.finalize() != crc {
        return Err(DbError::Damaged(path.to_path_buf(), "checksum mismatch"));
    }
    Ok(())
}

/// Reads and checks a pair's file: its header ([`open_checked`]), then
/// its checksum and every value against the longest distance. With
/// `resident` the values are kept in memory, else the file is kept open
/// and they are read from it when asked ([`Codes::Disk`]). Returns the
/// values with the longest distance the header records, which one of
/// them reaches.
pub(crate) fn read(
    path: &Path,
    rules: &Rules,
    a: usize,
    b: usize,
    entries: u64,
    resident: bool,
) -> Result<(Codes, u16), DbError> {
    let io = |e| DbError::Io(path.to_path_buf(), e);
    let damaged = |why| DbError::Damaged(path.to_path_buf(), why);
    let (mut file, h) = open_checked(path, rules, a, b, entries)?;
    let crc = u32::from_le_bytes([h[24], h[25], h[26], h[27]]);
    let (codes, found) = if resident || !READ_AT {
        let len = usize::try_from(entries).map_err(|_| damaged("wrong size"))?;
        let mut codes = super::memory::Bytes::zeroed(len);
        file.read_exact(&mut codes).map_err(|e| {
            if e.kind() == std::io::ErrorKind::UnexpectedEof {
                damaged("wrong size")
            } else {
                io(e)
            }
        })?;
        // Never more than the file should hold.
        let mut more = [0u8; 1];
        if file.read(&mut more).map_err(io)? != 0 {
            return Err(damaged("wrong size"));
        }
        if crc32fast::hash(&codes) != crc {
            return Err(damaged("checksum mismatch"));
        }
        let found = longest(&codes);
        (Codes::Memory(codes), found)
    } else {
        // Checked a chunk at a time, nothing kept.
        let (mut hasher, mut found, mut read) = (crc32fast::Hasher::new(), 0, 0u64);
        let mut chunk = vec![0u8; 1 << 20];
        let mut rest = (&mut file).take(entries + 1);
        loop {
            let n = match rest.read(&mut chunk) {
                Ok(0) => break,
                Ok(n) => n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(io(e)),
            };
            hasher.update(&chunk[..n]);
            found = found.max(longest(&chunk[..n]));
            read += n as u64;
        }
        if read != entries {
            return Err(damaged("wrong size"));
        }
        if hasher.finalize() != crc {
            return Err(damaged("checksum mismatch"));
        }
        (Codes::Disk { file, entries }, found)
    };
    // A checksum proves nothing about values written wrong before it was
    // computed: none may go beyond the longest distance, which one reaches.
    let recorded = u16::from_le_bytes([h[28], h[29]]);
    if found > recorded {
        return Err(damaged("values beyond the longest distance"));
    }
    if found < recorded {
        return Err(damaged("no value reaches the longest distance"));
    }
    Ok((codes, recorded))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_written_file_reads_back_and_refuses_other_pairs_and_rules() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("4-3.mdb");
        let rules = Rules::default();
        let codes: Vec<u8> = (0..70_007u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 24) as u8)
            .collect();
        write(&path, &rules, 4, 3, &codes).expect("written");
        let len = codes.len() as u64;
        let (memory, longest) = read(&path, &rules, 4, 3, len, true).expect("read back");
        assert_eq!(longest, self::longest(&codes));
        assert_eq!(memory.memory(), Some(&codes[..]));
        // Left on disk: every value read from the file, nothing beyond.
        let (disk, _) = read(&path, &rules, 4, 3, len, false).expect("checked");
        assert_eq!(disk.memory().is_none(), READ_AT);
        for (i, &code) in codes.iter().enumerate() {
            assert_eq!(disk.get(i as u64), Some(code), "{i}");
            assert_eq!(memory.get(i as u64), Some(code), "{i}");
        }
        assert_eq!(disk.get(len), None);
        assert_eq!(memory.get(len), None);
        let size = std::fs::metadata(&path).expect("the file").len();
        assert_eq!(size, HEADER as u64 + len);
        for resident in [true, false] {
            assert!(matches!(
                read(&path, &rules, 3, 4, len, resident),
                Err(DbError::Foreign(_))
            ));
            let mut no_flying = rules;
            no_flying.set_flying(Flying::Off);
            assert!(matches!(
                read(&path, &no_flying, 4, 3, len, resident),
                Err(DbError::Foreign(_))
            ));
            assert!(matches!(
                read(&path, &rules, 4, 3, len + 1, resident),
                Err(DbError::Damaged(..))
            ));
        }
        // A value changed: refused whether kept in memory or not, but
        // opened to read a few values, whose header alone is checked.
        let good = std::fs::read(&path).expect("the file");
        let mut bad = good.clone();
        bad[HEADER + 1_000] ^= 0x10;
        std::fs::write(&path, &bad).expect("written");
        for resident in [true, false] {
            assert!(matches!(
                read(&path, &rules, 4, 3, len, resident),
                Err(DbError::Damaged(_, "checksum mismatch"))
            ));
        }
        let opened = open(&path, &rules, 4, 3, len).expect("its header is sound");
        assert_eq!(opened.get(1_000), Some(bad[HEADER + 1_000]));
        assert_eq!(opened.get(len), None);
        assert!(matches!(
            open(&path, &rules, 3, 4, len),
            Err(DbError::Foreign(_))
        ));
        // Rewritten with other values: the new file, whole.
        let zeros = vec![0u8; 10];
        write(&path, &rules, 4, 3, &zeros).expect("rewritten");
        let (back, _) = read(&path, &rules, 4, 3, 10, true).expect("read back");
        assert_eq!(back.memory(), Some(&zeros[..]));
        let names: Vec<_> = std::fs::read_dir(dir.path()).expect("listed").collect();
        assert_eq!(names.len(), 1, "no temporary file is left");
    }
}
