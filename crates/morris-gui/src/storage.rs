//! The files the app keeps in the user's data directory: the settings and
//! the unfinished game.
//!
//! The directory is `MORRIS_DATA_DIR` when that is set (tests set it, so
//! they never touch the user's home), else the platform's data directory
//! for `morris` (`~/.local/share/morris` on Linux), shared with the
//! terminal program under other file names. Every file is written
//! atomically ([`write_atomically`]): a crash or a closed window leaves the
//! old file or the new one, never half of one.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::settings::Settings;

/// The environment variable that overrides the data directory.
pub const DATA_DIR_VAR: &str = "MORRIS_DATA_DIR";

/// The data directory and the app's files in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Storage {
    dir: PathBuf,
}

impl Storage {
    /// The directory at `dir`, created when something is written.
    #[must_use]
    pub fn at(dir: impl Into<PathBuf>) -> Storage {
        Storage { dir: dir.into() }
    }

    /// `MORRIS_DATA_DIR`, or the platform's data directory for `morris`;
    /// `None` when neither is known (no home directory).
    #[must_use]
    pub fn locate() -> Option<Storage> {
        if let Some(dir) = std::env::var_os(DATA_DIR_VAR).filter(|d| !d.is_empty()) {
            return Some(Storage::at(dir));
        }
        directories::ProjectDirs::from("", "", "morris").map(|d| Storage::at(d.data_dir()))
    }

    /// The directory.
    #[must_use]
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The settings file.
    #[must_use]
    pub fn settings_file(&self) -> PathBuf {
        self.dir.join("gui-settings.json")
    }

    /// The unfinished game, a game record written after every move.
    #[must_use]
    pub fn game_file(&self) -> PathBuf {
        self.dir.join("gui-unfinished.pgn")
    }

    /// The settings, or the defaults when there are none or they cannot be
    /// read.
    #[must_use]
    pub fn load_settings(&self) -> Settings {
        fs::read_to_string(self.settings_file())
            .map(|text| Settings::from_json(&text))
            .unwrap_or_default()
    }

    /// Writes the settings.
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn save_settings(&self, settings: &Settings) -> io::Result<()> {
        write_atomically(&self.settings_file(), settings.to_json().as_bytes())
    }

    /// The record text of the unfinished game, if one was kept.
    #[must_use]
    pub fn load_game(&self) -> Option<String> {
        fs::read_to_string(self.game_file()).ok()
    }

    /// Keeps the record text of the unfinished game.
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn save_game(&self, record: &str) -> io::Result<()> {
        write_atomically(&self.game_file(), record.as_bytes())
    }

    /// Forgets the unfinished game.
    ///
    /// # Errors
    /// When the file exists and cannot be removed.
    pub fn clear_game(&self) -> io::Result<()> {
        match fs::remove_file(self.game_file()) {
            Err(err) if err.kind() != io::ErrorKind::NotFound => Err(err),
            _ => Ok(()),
        }
    }
}

/// Writes `bytes` to `path` atomically: into a temporary file next to it,
/// flushed to disk, then renamed over `path`. Creates the directory.
///
/// # Errors
/// When the directory, the temporary file or the rename fails; the old file
/// is then untouched.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut file = fs::File::create(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        fs::rename(&temp, path)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&temp);
    }
    written
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("morris-gui-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn files_round_trip_and_leave_no_temporary_files() {
        let dir = temp_dir("storage");
        let storage = Storage::at(dir.join("nested"));
        assert_eq!(storage.load_settings(), Settings::default());
        assert_eq!(storage.load_game(), None);

        let settings = Settings {
            animations: false,
            ..Settings::default()
        };
        storage.save_settings(&settings).unwrap();
        storage.save_game("1. d6 *\n").unwrap();
        storage.save_game("1. d6 f4 *\n").unwrap();
        assert_eq!(storage.load_settings(), settings);
        assert_eq!(storage.load_game().as_deref(), Some("1. d6 f4 *\n"));

        let names: Vec<String> = fs::read_dir(storage.dir())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names.len(), 2, "{names:?}");

        storage.clear_game().unwrap();
        storage.clear_game().unwrap();
        assert_eq!(storage.load_game(), None);
        fs::remove_dir_all(dir).unwrap();
    }
}
