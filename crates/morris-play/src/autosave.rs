//! The unfinished game, kept in a file after every change so that nothing
//! is lost when the program ends, crashes or the window is closed, and
//! offered at the next start.
//!
//! One kept game per running program: a program claims its file with an
//! advisory lock ([`Autosave::claim`]) held as long as it runs. A second
//! program on the same data directory finds the file taken and keeps its
//! game in the next free one (`unfinished-2.pgn`, ...), so neither
//! overwrites the other.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// How many programs at once may keep a game of the same kind.
pub const SLOTS: usize = 9;

/// The file that keeps a program's game, claimed.
#[derive(Debug)]
pub struct Claimed {
    /// The autosave on the claimed file.
    pub autosave: Autosave,
    /// Which file of its kind it is: 0 for the usual one (`unfinished.pgn`),
    /// more when other programs hold the ones before.
    pub slot: usize,
    /// Games kept in files of the kind that no running program holds,
    /// besides the claimed one: left by a program that ran beside another.
    /// When the claimed file keeps no game, the first of them was moved
    /// into it (and is offered as its own); these are the rest.
    pub others: Vec<PathBuf>,
}

use crate::Session;
use crate::store::{remove_leftovers, write_atomically};

/// Keeps the unfinished game of a session in a file (or nowhere).
#[derive(Debug, Default)]
pub struct Autosave {
    path: Option<PathBuf>,
    /// The record text last written, so an unchanged game is not written
    /// again.
    written: Option<String>,
    /// The lock file held open while this program keeps `path`.
    lock: Option<fs::File>,
}

impl Autosave {
    /// Keeps the game in `path`; `None` keeps nothing (scripts, tests).
    /// Temporary files that earlier runs, killed while writing, left next
    /// to it are removed.
    #[must_use]
    pub fn new(path: Option<PathBuf>) -> Autosave {
        if let Some(dir) = path.as_deref().and_then(Path::parent) {
            remove_leftovers(dir);
        }
        Autosave {
            path,
            written: None,
            lock: None,
        }
    }

    /// Claims the first file of `name`'s kind in `dir` that no other
    /// running program holds: `name` itself (slot 0), else `name` with
    /// `-2`, `-3`, ... before its extension. `None` when all [`SLOTS`] are
    /// held, or the lock files cannot be made (a read-only directory:
    /// keeping would fail anyway, and says so then).
    ///
    /// A game that a program running beside another kept in a later file
    /// is not lost from sight: when the claimed file keeps no game, the
    /// first such game is moved into it, to be offered as this program's
    /// own; the others are named in [`Claimed::others`].
    #[must_use]
    pub fn claim(dir: &Path, name: &str) -> Option<Claimed> {
        let (slot, path, lock) = (0..SLOTS).find_map(|slot| {
            let path = dir.join(slot_name(name, slot));
            let lock = lock_slot(&path)?;
            Some((slot, path, lock))
        })?;
        let mut autosave = Autosave::new(Some(path));
        autosave.lock = Some(lock);
        let mut others = Vec::new();
        for later in slot + 1..SLOTS {
            let other = dir.join(slot_name(name, later));
            if !other.exists() {
                continue;
            }
            // Held by a running program: its game is not left over.
            let Some(_held) = lock_slot(&other) else {
                continue;
            };
            let moved = autosave
                .path
                .as_deref()
                .is_some_and(|ours| autosave.kept().is_none() && fs::rename(&other, ours).is_ok());
            if !moved {
                others.push(other);
            }
        }
        Some(Claimed {
            autosave,
            slot,
            others,
        })
    }

    /// Where the game is kept.
    #[must_use]
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The record text of the game kept by an earlier run, if any.
    #[must_use]
    pub fn kept(&self) -> Option<String> {
        let text = fs::read_to_string(self.path.as_ref()?).ok()?;
        (!text.trim().is_empty()).then_some(text)
    }

    /// Whether a file is kept at all, readable or not.
    #[must_use]
    pub fn has_file(&self) -> bool {
        self.path.as_deref().is_some_and(Path::exists)
    }

    /// Keeps the session's game: written when it has moves and goes on,
    /// removed when it is over or empty.
    ///
    /// # Errors
    /// When the file cannot be written or removed; the old file is then
    /// unchanged.
    pub fn keep(&mut self, session: &Session) -> io::Result<()> {
        let Some(path) = &self.path else {
            return Ok(());
        };
        let game = session.game();
        if game.moves().is_empty() || game.is_over() {
            return self.clear();
        }
        let text = session.record().to_string();
        if self.written.as_ref() == Some(&text) {
            return Ok(());
        }
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir)?;
        }
        write_atomically(path, text.as_bytes())?;
        self.written = Some(text);
        Ok(())
    }

    /// Forgets the kept game.
    ///
    /// # Errors
    /// When the file exists and cannot be removed.
    pub fn clear(&mut self) -> io::Result<()> {
        self.written = None;
        match self.path.as_ref().map(fs::remove_file) {
            Some(Err(e)) if e.kind() != io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }
}

/// The file name of `name`'s kind in `slot`: `unfinished.pgn`,
/// `unfinished-2.pgn`, ...
fn slot_name(name: &str, slot: usize) -> String {
    if slot == 0 {
        return name.to_owned();
    }
    match name.rsplit_once('.') {
        Some((stem, ext)) => format!("{stem}-{}.{ext}", slot + 1),
        None => format!("{name}-{}", slot + 1),
    }
}

/// The lock on the file `path` keeps a game in, taken if no running
/// program holds it; `None` if one does or it cannot be made.
fn lock_slot(path: &Path) -> Option<fs::File> {
    let lock = fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(lock_path(path))
        .ok()?;
    lock.try_lock().ok()?;
    Some(lock)
}

/// The lock file beside a kept game.
fn lock_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".lock");
    path.with_file_name(name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Player;
    use morris_core::{ByColor, Rules};

    #[test]
    fn an_unfinished_game_is_kept_and_a_finished_one_forgotten() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("unfinished.pgn");
        let mut keep = Autosave::new(Some(path.clone()));
        let mut session =
            Session::new(Rules::default(), ByColor::new(Player::Human, Player::Human));
        keep.keep(&session).unwrap();
        assert!(keep.kept().is_none(), "no moves, nothing kept");
        session.play("d6".parse().unwrap()).unwrap();
        keep.keep(&session).unwrap();
        let text = keep.kept().unwrap();
        let mut again = Session::new(Rules::default(), ByColor::new(Player::Human, Player::Human));
        again.load_record(&text.parse().unwrap()).unwrap();
        assert_eq!(again.game().moves(), session.game().moves());
        session.resign(morris_core::Color::White);
        keep.keep(&session).unwrap();
        assert!(!path.exists());
        assert!(Autosave::new(None).keep(&session).is_ok());
    }

    #[test]
    fn two_programs_keep_two_games_and_a_freed_file_is_claimed_again() {
        let dir = tempfile::tempdir().unwrap();
        let first = Autosave::claim(dir.path(), "unfinished.pgn").unwrap();
        assert_eq!(first.slot, 0);
        assert_eq!(
            first.autosave.path(),
            Some(dir.path().join("unfinished.pgn").as_path())
        );
        let second = Autosave::claim(dir.path(), "unfinished.pgn").unwrap();
        assert_eq!(second.slot, 1);
        assert_eq!(
            second.autosave.path(),
            Some(dir.path().join("unfinished-2.pgn").as_path())
        );
        // Each keeps its own game.
        let mut a = first.autosave;
        let mut b = second.autosave;
        let mut one = Session::new(Rules::default(), ByColor::new(Player::Human, Player::Human));
        one.play("d6".parse().unwrap()).unwrap();
        let mut two = Session::new(Rules::default(), ByColor::new(Player::Human, Player::Human));
        two.play("a7".parse().unwrap()).unwrap();
        a.keep(&one).unwrap();
        b.keep(&two).unwrap();
        assert!(a.kept().unwrap().contains("d6"));
        assert!(b.kept().unwrap().contains("a7"));
        // The first program ends: its file is free for the next one.
        drop(a);
        let third = Autosave::claim(dir.path(), "unfinished.pgn").unwrap();
        assert_eq!(third.slot, 0);
        assert!(
            third.autosave.kept().unwrap().contains("d6"),
            "offered again"
        );
        assert!(third.others.is_empty(), "the second still runs");
    }

    #[test]
    fn a_game_kept_beside_another_is_offered_at_a_later_start() {
        let dir = tempfile::tempdir().unwrap();
        let name = "unfinished.pgn";
        let mut first = Autosave::claim(dir.path(), name).unwrap().autosave;
        let mut second = Autosave::claim(dir.path(), name).unwrap().autosave;
        let mut third = Autosave::claim(dir.path(), name).unwrap().autosave;
        for (keep, mv) in [(&mut second, "a7"), (&mut third, "g7")] {
            let mut session =
                Session::new(Rules::default(), ByColor::new(Player::Human, Player::Human));
            session.play(mv.parse().unwrap()).unwrap();
            keep.keep(&session).unwrap();
        }
        // The first ends without a game; the second and third ended.
        first.clear().unwrap();
        drop((first, second, third));
        let next = Autosave::claim(dir.path(), name).unwrap();
        assert_eq!(next.slot, 0);
        assert!(next.autosave.kept().unwrap().contains("a7"), "moved in");
        assert!(!dir.path().join("unfinished-2.pgn").exists());
        assert_eq!(next.others, vec![dir.path().join("unfinished-3.pgn")]);
        // Its own game is offered first; the other waits, named.
        let mut session =
            Session::new(Rules::default(), ByColor::new(Player::Human, Player::Human));
        session.play("d6".parse().unwrap()).unwrap();
        let mut next = next.autosave;
        next.keep(&session).unwrap();
        drop(next);
        let again = Autosave::claim(dir.path(), name).unwrap();
        assert!(again.autosave.kept().unwrap().contains("d6"));
        assert_eq!(again.others, vec![dir.path().join("unfinished-3.pgn")]);
    }
}
