//! The unfinished game, kept in a file after every change so that nothing
//! is lost when the program ends, crashes or the window is closed, and
//! offered at the next start.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::Session;
use crate::store::{remove_leftovers, write_atomically};

/// Keeps the unfinished game of a session in a file (or nowhere).
#[derive(Debug, Clone, Default)]
pub struct Autosave {
    path: Option<PathBuf>,
    /// The record text last written, so an unchanged game is not written
    /// again.
    written: Option<String>,
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
        }
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
}
