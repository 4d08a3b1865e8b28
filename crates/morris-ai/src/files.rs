//! Files written whole or not at all, text read with a size limit, and the
//! sweeping of what writes killed half-way left behind.
//!
//! Every file the project writes (settings, kept games, endgame databases)
//! goes through [`write_atomically`] or [`write_atomically_with`]: the bytes
//! go to a temporary file of its own in the same directory
//! (`.morris-write-*.tmp`), which is flushed to disk and renamed over the
//! file, so a crash or a closed window leaves the old file or the new one,
//! never half of one. Only a regular file (or none yet) is replaced, with
//! its permissions kept; a symbolic link is followed and its target
//! replaced, the link staying; a device, FIFO, socket or directory is
//! refused. A write killed before the rename (`kill -9`, a power cut)
//! leaves its temporary file; [`remove_leftovers`] removes those older
//! than a minute.
//!
//! Text the user names (a record to load, a game to open) is read with
//! [`read_text`]: regular files only, at most a limit of bytes
//! ([`MAX_TEXT_FILE`]), UTF-8 only.
//!
//! This is the lowest crate of the project that does I/O: the rules core
//! does none.
//!
//! ```
//! use std::io::Write;
//! use morris_ai::files::{read_text, remove_leftovers, write_atomically, write_atomically_with, MAX_TEXT_FILE};
//!
//! let dir = tempfile::tempdir()?;
//! let path = dir.path().join("notes.txt");
//! write_atomically(&path, b"first")?;
//! write_atomically_with(&path, |w| {
//!     w.write_all(b"sec")?;
//!     w.write_all(b"ond")
//! })?;
//! assert_eq!(read_text(&path, MAX_TEXT_FILE)?, "second");
//! assert!(read_text(&path, 3).is_err(), "longer than the limit");
//! assert_eq!(remove_leftovers(dir.path()), 0);
//! # Ok::<(), std::io::Error>(())
//! ```

use std::fs;
use std::io::{self, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// The names of the temporary files: `.morris-write-XXXXXX.tmp`.
const TEMP_PREFIX: &str = ".morris-write-";
const TEMP_SUFFIX: &str = ".tmp";
/// A temporary file older than this was left by a write that never
/// finished: a settings write takes milliseconds, and a database file,
/// written after its pair is solved, a second or two.
pub const LEFTOVER_AGE: Duration = Duration::from_secs(60);

/// The largest text file [`read_text`] is asked to read by the frontends:
/// 16 MiB, far more than any record or kept game.
pub const MAX_TEXT_FILE: u64 = 16 * 1024 * 1024;

/// How many symbolic links are followed before giving up (as Linux does).
const MAX_LINKS: usize = 40;

/// Removes from `dir` the temporary files (`.morris-write-*.tmp`) that
/// writes killed half-way left behind, when they are older than
/// [`LEFTOVER_AGE`]; a fresh one may belong to a write of another running
/// program and is kept, and so is every file not named so. Returns how
/// many were removed; a directory that cannot be read has none.
pub fn remove_leftovers(dir: &Path) -> usize {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let now = SystemTime::now();
    entries
        .filter_map(Result::ok)
        .filter(|e| is_temporary_name(&e.file_name().to_string_lossy()))
        .filter(|e| {
            e.metadata()
                .and_then(|m| m.modified())
                .is_ok_and(|t| now.duration_since(t).is_ok_and(|age| age > LEFTOVER_AGE))
        })
        .filter(|e| fs::remove_file(e.path()).is_ok())
        .count()
}

/// Whether a file name is one of our temporary files.
fn is_temporary_name(name: &str) -> bool {
    name.starts_with(TEMP_PREFIX) && name.ends_with(TEMP_SUFFIX)
}

/// Writes `bytes` to `path` so that the file is either the old one or the
/// new one (see [`write_atomically_with`]). The directory must exist.
///
/// # Errors
/// As [`write_atomically_with`].
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomically_with(path, |w| w.write_all(bytes))
}

/// Writes the file at `path` with `write`, which streams the contents into
/// the writer it is given (buffered), so that the file is either the old
/// one or the new one: a temporary file of its own in the same directory,
/// flushed to disk, renamed over `path`, and the directory flushed so the
/// rename lasts. Two writers never share a temporary file. The directory
/// must exist.
///
/// Only a regular file or a file not there yet is written. An existing
/// file keeps its permissions (a new one gets the usual ones, the umask
/// applied). A symbolic link is followed: its target is replaced, and the
/// link stays.
///
/// # Errors
/// When `path` is a device, FIFO, socket or directory (the message says
/// which, and names `path`: "x is a device, not a file"), or the
/// directory, the temporary file, `write` or the rename fails; the file at
/// `path` is then unchanged and the temporary file gone. An error of
/// `write` is handed back as it is; every other error names `path`, never
/// the temporary file.
pub fn write_atomically_with<F>(path: &Path, write: F) -> io::Result<()>
where
    F: FnOnce(&mut dyn Write) -> io::Result<()>,
{
    if path.file_name().is_none() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{} is not a file name", path.display()),
        ));
    }
    let target = link_target(path)?;
    let old = match fs::metadata(&target) {
        Ok(meta) => {
            if let Some(kind) = not_a_file(&meta) {
                return Err(refused(path, kind));
            }
            Some(meta.permissions())
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => None,
        Err(e) => return Err(named(path, &e)),
    };
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(TEMP_PREFIX).suffix(TEMP_SUFFIX);
    // A new file gets what `fs::write` would give it: 0666 less the umask
    // (the temporary file would else keep its private 0600).
    #[cfg(unix)]
    if old.is_none() {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(fs::Permissions::from_mode(0o666));
    }
    let mut file = builder.tempfile_in(&dir).map_err(|e| named(path, &e))?;
    {
        let mut buffered = BufWriter::with_capacity(1 << 16, file.as_file_mut());
        write(&mut buffered)?;
        buffered.flush().map_err(|e| named(path, &e))?;
    }
    // The old file's permissions, set exactly (no umask on a chmod).
    if let Some(permissions) = old {
        file.as_file()
            .set_permissions(permissions)
            .map_err(|e| named(path, &e))?;
    }
    file.as_file().sync_all().map_err(|e| named(path, &e))?;
    file.persist(&target).map_err(|e| named(path, &e.error))?;
    // The rename itself reaches the disk with the directory.
    if let Ok(d) = fs::File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Reads the text file at `path`, at most `limit` bytes of it
/// ([`MAX_TEXT_FILE`] for anything a person names). Only a regular file
/// (or a symbolic link to one) is opened, so a FIFO or a device never
/// blocks or floods the caller; a file larger than `limit` is refused by
/// its size before anything is read, and one that grows meanwhile by what
/// is read (never more than `limit + 1` bytes).
///
/// # Errors
/// Every error names `path`: the file is not there or cannot be read, is a
/// device, FIFO, socket or directory ("x is a FIFO, not a file"), is
/// larger than `limit` bytes, or is not UTF-8 text.
pub fn read_text(path: &Path, limit: u64) -> io::Result<String> {
    let bytes = read_limited(path, limit)?;
    String::from_utf8(bytes).map_err(|_| {
        io::Error::new(
            io::ErrorKind::InvalidData,
            format!("{} is not UTF-8 text", path.display()),
        )
    })
}

/// The bytes of the regular file at `path`, refused when larger than
/// `limit` (see [`read_text`]); the errors name `path`.
pub(crate) fn read_limited(path: &Path, limit: u64) -> io::Result<Vec<u8>> {
    let meta = fs::metadata(path).map_err(|e| named(path, &e))?;
    if let Some(kind) = not_a_file(&meta) {
        return Err(refused(path, kind));
    }
    let too_large = || {
        io::Error::new(
            io::ErrorKind::FileTooLarge,
            format!("{} is larger than {limit} bytes", path.display()),
        )
    };
    if meta.len() > limit {
        return Err(too_large());
    }
    let file = fs::File::open(path).map_err(|e| named(path, &e))?;
    // What was opened may not be what was looked at a moment before.
    let opened = file.metadata().map_err(|e| named(path, &e))?;
    if let Some(kind) = not_a_file(&opened) {
        return Err(refused(path, kind));
    }
    let mut bytes = Vec::with_capacity(usize::try_from(opened.len().min(limit)).unwrap_or(0));
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| named(path, &e))?;
    if bytes.len() as u64 > limit {
        return Err(too_large());
    }
    Ok(bytes)
}

/// What a file is when it is not a regular file ("a FIFO"), or `None` for
/// a regular file.
pub(crate) fn not_a_file(meta: &fs::Metadata) -> Option<&'static str> {
    let kind = meta.file_type();
    if kind.is_file() {
        return None;
    }
    if kind.is_dir() {
        return Some("a directory");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return Some("a FIFO");
        }
        if kind.is_socket() {
            return Some("a socket");
        }
        if kind.is_block_device() || kind.is_char_device() {
            return Some("a device");
        }
    }
    Some("not a regular file")
}

/// The error for `path` being `kind`: "x is a FIFO, not a file".
fn refused(path: &Path, kind: &str) -> io::Error {
    let error_kind = if kind == "a directory" {
        io::ErrorKind::IsADirectory
    } else {
        io::ErrorKind::InvalidInput
    };
    io::Error::new(
        error_kind,
        format!("{} is {kind}, not a file", path.display()),
    )
}

/// `e` told about `path`: "x: Permission denied (os error 13)". The
/// system's own words are kept, and whatever path `e` named (a temporary
/// file) is dropped.
fn named(path: &Path, e: &io::Error) -> io::Error {
    let cause = match e.raw_os_error() {
        Some(code) => io::Error::from_raw_os_error(code).to_string(),
        None => e.kind().to_string(),
    };
    io::Error::new(e.kind(), format!("{}: {cause}", path.display()))
}

/// Where writing `path` must go: `path` itself, or, when it is a symbolic
/// link, the file it leads to (links followed in turn, relative ones from
/// the link's directory), which may not exist yet.
fn link_target(path: &Path) -> io::Result<PathBuf> {
    let mut target = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&target) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let next = fs::read_link(&target).map_err(|e| named(path, &e))?;
                target = match target.parent() {
                    Some(dir) if next.is_relative() => dir.join(next),
                    _ => next,
                };
            }
            _ => return Ok(target),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::InvalidInput,
        format!("{} leads through too many symbolic links", path.display()),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn atomic_writes_replace_whole_files_and_leave_nothing_behind() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/game.pgn");
        assert!(
            write_atomically(&path, b"first").is_err(),
            "no directory is made"
        );
        fs::create_dir(dir.path().join("sub")).unwrap();
        write_atomically(&path, b"first").unwrap();
        write_atomically(&path, b"second").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "second");
        assert_eq!(names(path.parent().unwrap()), ["game.pgn"]);
        // A file where the directory should be: an error, nothing written.
        let blocked = dir.path().join("sub/game.pgn/inner.pgn");
        assert!(write_atomically(&blocked, b"x").is_err());
        assert_eq!(fs::read_to_string(&path).unwrap(), "second");
    }

    #[test]
    fn a_failed_streaming_write_keeps_the_old_file_and_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("4-3.mdb");
        write_atomically(&path, b"old").unwrap();
        let result = write_atomically_with(&path, |w| {
            w.write_all(b"half of the new")?;
            Err(io::Error::other("killed"))
        });
        assert_eq!(result.unwrap_err().to_string(), "killed");
        assert_eq!(fs::read_to_string(&path).unwrap(), "old");
        assert_eq!(names(dir.path()), ["4-3.mdb"]);
    }

    #[test]
    fn streamed_writes_larger_than_the_buffer_arrive_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big");
        let bytes: Vec<u8> = (0..300_000u32).map(|i| (i % 251) as u8).collect();
        write_atomically_with(&path, |w| {
            for chunk in bytes.chunks(1000) {
                w.write_all(chunk)?;
            }
            Ok(())
        })
        .unwrap();
        assert_eq!(fs::read(&path).unwrap(), bytes);
    }

    #[test]
    fn only_our_temporary_names_are_leftovers() {
        assert!(is_temporary_name(".morris-write-abc123.tmp"));
        assert!(!is_temporary_name("morris-write-abc123.tmp"));
        assert!(!is_temporary_name(".morris-write-abc123.mdb"));
        assert!(!is_temporary_name("notes.tmp"));
    }

    #[test]
    fn writes_killed_half_way_leave_nothing_for_long() {
        let dir = tempfile::tempdir().unwrap();
        let old = dir.path().join(".morris-write-abc123.tmp");
        let fresh = dir.path().join(".morris-write-def456.tmp");
        let other = dir.path().join("notes.tmp");
        for p in [&old, &fresh, &other] {
            fs::write(p, b"half").unwrap();
        }
        let hour_ago = SystemTime::now() - Duration::from_secs(3600);
        for p in [&old, &other] {
            fs::File::options()
                .write(true)
                .open(p)
                .unwrap()
                .set_modified(hour_ago)
                .unwrap();
        }
        assert_eq!(remove_leftovers(dir.path()), 1);
        assert!(!old.exists(), "a leftover of a killed write is removed");
        assert!(fresh.exists(), "a write that may be under way is kept");
        assert!(other.exists(), "files not ours are kept");
        assert_eq!(remove_leftovers(dir.path()), 0);
        assert_eq!(remove_leftovers(&dir.path().join("absent")), 0);
    }
}
