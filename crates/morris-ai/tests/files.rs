//! `files`: an atomic write replaces only a regular file (or makes a new
//! one), keeps its permissions, writes through a symbolic link, and refuses
//! devices, FIFOs and directories in words that name the caller's path;
//! `read_text` opens only regular files, within a size limit, as UTF-8.

#![cfg(unix)]

use std::fs;
use std::os::unix::fs::{FileTypeExt, PermissionsExt, symlink};
use std::path::Path;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use morris_ai::files::{MAX_TEXT_FILE, read_text, write_atomically};

fn mkfifo(path: &Path) {
    let status = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(status.success(), "mkfifo {}", path.display());
}

fn mode(path: &Path) -> u32 {
    fs::metadata(path).expect("the file").permissions().mode() & 0o7777
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .expect("a directory")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

#[test]
fn a_replaced_file_keeps_its_permissions() {
    let dir = tempfile::tempdir().expect("a directory");
    let path = dir.path().join("settings.toml");
    fs::write(&path, b"old").expect("written");
    fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).expect("chmod");
    write_atomically(&path, b"new").expect("replaced");
    assert_eq!(fs::read(&path).expect("read"), b"new");
    assert_eq!(mode(&path), 0o640, "the old file's mode is kept");
    fs::set_permissions(&path, fs::Permissions::from_mode(0o604)).expect("chmod");
    write_atomically(&path, b"newer").expect("replaced");
    assert_eq!(mode(&path), 0o604);
    // A new file gets the usual mode a plain write gives, not 0600.
    let plain = dir.path().join("plain");
    fs::write(&plain, b"x").expect("written");
    let fresh = dir.path().join("fresh");
    write_atomically(&fresh, b"x").expect("written");
    assert_eq!(mode(&fresh), mode(&plain));
    assert_eq!(names(dir.path()), ["fresh", "plain", "settings.toml"]);
}

#[test]
fn a_symbolic_link_is_written_through_and_stays() {
    let dir = tempfile::tempdir().expect("a directory");
    let real_dir = dir.path().join("real");
    fs::create_dir(&real_dir).expect("a directory");
    let target = real_dir.join("game.pgn");
    fs::write(&target, b"old").expect("written");
    fs::set_permissions(&target, fs::Permissions::from_mode(0o644)).expect("chmod");
    let link = dir.path().join("link.pgn");
    symlink("real/game.pgn", &link).expect("a relative link");
    write_atomically(&link, b"new").expect("written through the link");
    assert!(
        fs::symlink_metadata(&link)
            .expect("the link")
            .file_type()
            .is_symlink(),
        "the link stays a link"
    );
    assert_eq!(fs::read(&target).expect("the target"), b"new");
    assert_eq!(mode(&target), 0o644);
    assert_eq!(names(&real_dir), ["game.pgn"], "no temporary file is left");
    // A link to a file not there yet makes the file.
    let dangling = dir.path().join("dangling");
    symlink(real_dir.join("later.pgn"), &dangling).expect("a link");
    write_atomically(&dangling, b"made").expect("written");
    assert_eq!(fs::read(real_dir.join("later.pgn")).expect("made"), b"made");
    assert!(
        fs::symlink_metadata(&dangling)
            .expect("link")
            .file_type()
            .is_symlink()
    );
}

#[test]
fn devices_fifos_and_directories_are_refused_by_name() {
    let dir = tempfile::tempdir().expect("a directory");
    // A device of the test's own (a null device made in the temporary
    // directory), so that a broken write can never replace the system's
    // /dev/null. Making one needs root, as CI runs.
    let device = dir.path().join("null");
    let made = std::process::Command::new("mknod")
        .arg(&device)
        .args(["c", "1", "3"])
        .status()
        .is_ok_and(|s| s.success());
    if made {
        let e = write_atomically(&device, b"x").expect_err("a device is refused");
        assert_eq!(
            e.to_string(),
            format!("{} is a device, not a file", device.display())
        );
        assert!(
            fs::metadata(&device)
                .expect("still there")
                .file_type()
                .is_char_device(),
            "the device is still a device"
        );
    } else {
        eprintln!("skipping the device case: mknod needs root");
    }

    let fifo = dir.path().join("pipe");
    mkfifo(&fifo);
    let e = write_atomically(&fifo, b"x").expect_err("a FIFO is refused");
    assert_eq!(
        e.to_string(),
        format!("{} is a FIFO, not a file", fifo.display())
    );
    assert!(!fs::metadata(&fifo).expect("still there").is_file());

    let sub = dir.path().join("sub");
    fs::create_dir(&sub).expect("a directory");
    let e = write_atomically(&sub, b"x").expect_err("a directory is refused");
    assert_eq!(
        e.to_string(),
        format!("{} is a directory, not a file", sub.display())
    );

    // Through a link, the name given is the one told.
    let link = dir.path().join("link");
    symlink(&fifo, &link).expect("a link");
    let e = write_atomically(&link, b"x").expect_err("refused");
    assert_eq!(
        e.to_string(),
        format!("{} is a FIFO, not a file", link.display())
    );
    // Nothing was replaced, and no temporary file is left.
    let expected: &[&str] = if made {
        &["link", "null", "pipe", "sub"]
    } else {
        &["link", "pipe", "sub"]
    };
    assert_eq!(names(dir.path()), expected);
}

#[test]
fn errors_name_the_path_given_never_the_temporary_file() {
    let dir = tempfile::tempdir().expect("a directory");
    let path = dir.path().join("absent/game.pgn");
    let e = write_atomically(&path, b"x").expect_err("no directory");
    let text = e.to_string();
    assert!(text.starts_with(&path.display().to_string()), "{text}");
    assert!(!text.contains(".morris-write"), "{text}");
    assert_eq!(e.kind(), std::io::ErrorKind::NotFound);
}

/// Runs `f` on a thread and gives its result, or `None` when it takes
/// longer than five seconds (it blocked).
fn within_seconds<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(Duration::from_secs(5)).ok()
}

#[test]
fn text_is_read_whole_within_the_limit() {
    let dir = tempfile::tempdir().expect("a directory");
    let path = dir.path().join("game.pgn");
    fs::write(&path, "[Event \"?\"]\n1. d6 f4 *\n").expect("written");
    assert_eq!(
        read_text(&path, MAX_TEXT_FILE).expect("read"),
        "[Event \"?\"]\n1. d6 f4 *\n"
    );
    let size = fs::metadata(&path).expect("the file").len();
    assert!(read_text(&path, size).is_ok(), "exactly the limit is fine");
    let e = read_text(&path, size - 1).expect_err("one byte too many");
    assert_eq!(
        e.to_string(),
        format!("{} is larger than {} bytes", path.display(), size - 1)
    );
    let e = read_text(&dir.path().join("absent"), MAX_TEXT_FILE).expect_err("absent");
    assert_eq!(e.kind(), std::io::ErrorKind::NotFound);
    assert!(e.to_string().contains("absent"), "{e}");
}

#[test]
fn an_endless_device_is_refused_at_once() {
    let started = Instant::now();
    let e = within_seconds(|| read_text(Path::new("/dev/zero"), MAX_TEXT_FILE))
        .expect("no endless read")
        .expect_err("a device is refused");
    assert_eq!(e.to_string(), "/dev/zero is a device, not a file");
    assert!(started.elapsed() < Duration::from_secs(1));
}

#[test]
fn a_fifo_is_refused_without_blocking() {
    let dir = tempfile::tempdir().expect("a directory");
    let fifo = dir.path().join("record.pgn");
    mkfifo(&fifo);
    let given = fifo.clone();
    let e = within_seconds(move || read_text(&given, MAX_TEXT_FILE))
        .expect("the read does not block on a FIFO with no writer")
        .expect_err("a FIFO is refused");
    assert_eq!(
        e.to_string(),
        format!("{} is a FIFO, not a file", fifo.display())
    );
}

#[test]
fn a_large_sparse_file_is_refused_by_its_size() {
    let dir = tempfile::tempdir().expect("a directory");
    let path = dir.path().join("huge.pgn");
    fs::File::create(&path)
        .expect("created")
        .set_len(17 * 1024 * 1024)
        .expect("a sparse 17 MiB");
    let e = read_text(&path, MAX_TEXT_FILE).expect_err("too large");
    assert_eq!(e.kind(), std::io::ErrorKind::FileTooLarge);
    assert_eq!(
        e.to_string(),
        format!("{} is larger than 16777216 bytes", path.display())
    );
}

#[test]
fn a_directory_and_text_that_is_not_utf8_are_refused() {
    let dir = tempfile::tempdir().expect("a directory");
    let e = read_text(dir.path(), MAX_TEXT_FILE).expect_err("a directory");
    assert_eq!(
        e.to_string(),
        format!("{} is a directory, not a file", dir.path().display())
    );
    let path = dir.path().join("latin1.pgn");
    fs::write(&path, b"[White \"J\xf6rg\"]\n").expect("written");
    let e = read_text(&path, MAX_TEXT_FILE).expect_err("not UTF-8");
    assert_eq!(e.kind(), std::io::ErrorKind::InvalidData);
    assert_eq!(
        e.to_string(),
        format!("{} is not UTF-8 text", path.display())
    );
}
