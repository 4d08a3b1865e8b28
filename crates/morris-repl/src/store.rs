//! What the terminal game keeps between runs, in the user's data directory:
//! the line history, the settings (the language) and the unfinished game.
//!
//! The directory is `MORRIS_DATA_DIR` when that is set (tests use it so
//! they never touch the user's home), else the platform's data directory
//! for `morris` (`~/.local/share/morris` on Linux). Every file is written
//! atomically ([`write_atomically`]): a crash leaves the old file or the
//! new one, never half of one.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use morris_ai::Level;
use morris_i18n::Lang;

use crate::cli::PlayerSpec;

/// The environment variable that overrides the whole data directory.
pub const DATA_DIR_VAR: &str = "MORRIS_DATA_DIR";

/// The data directory and the files in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataDir {
    path: PathBuf,
}

impl DataDir {
    /// The directory at `path` (created when something is written).
    #[must_use]
    pub fn at(path: impl Into<PathBuf>) -> DataDir {
        DataDir { path: path.into() }
    }

    /// `MORRIS_DATA_DIR`, or the platform's data directory for `morris`;
    /// `None` when neither is known (no home directory).
    #[must_use]
    pub fn locate() -> Option<DataDir> {
        if let Some(dir) = std::env::var_os(DATA_DIR_VAR).filter(|d| !d.is_empty()) {
            return Some(DataDir::at(dir));
        }
        directories::ProjectDirs::from("", "", "morris").map(|d| DataDir::at(d.data_dir()))
    }

    /// The directory.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The directory of the endgame databases.
    #[must_use]
    pub fn databases_dir(&self) -> PathBuf {
        self.path.join("databases")
    }

    /// The line history of the REPL.
    #[must_use]
    pub fn history_file(&self) -> PathBuf {
        self.path.join("history.txt")
    }

    /// The small settings file.
    #[must_use]
    pub fn settings_file(&self) -> PathBuf {
        self.path.join("settings.txt")
    }

    /// The unfinished game, kept after every move.
    #[must_use]
    pub fn kept_game_file(&self) -> PathBuf {
        self.path.join("unfinished.pgn")
    }

    /// Where an unfinished game goes when a new one replaces it unasked.
    #[must_use]
    pub fn previous_game_file(&self) -> PathBuf {
        self.path.join("unfinished-previous.pgn")
    }

    /// Creates the directory if needed.
    ///
    /// # Errors
    /// When it cannot be created.
    pub fn create(&self) -> io::Result<()> {
        fs::create_dir_all(&self.path)
    }

    /// Moves the kept game aside to [`DataDir::previous_game_file`], so a
    /// new game does not overwrite it. Returns where it went, if there was
    /// one.
    ///
    /// # Errors
    /// When the file exists but cannot be moved.
    pub fn set_aside_kept_game(&self) -> io::Result<Option<PathBuf>> {
        let kept = self.kept_game_file();
        if !kept.exists() {
            return Ok(None);
        }
        let previous = self.previous_game_file();
        fs::rename(&kept, &previous)?;
        Ok(Some(previous))
    }
}

/// Writes `contents` to `path` so that the file is either the old one or
/// the new one: a temporary file in the same directory, flushed to disk,
/// then renamed over `path`.
///
/// # Errors
/// When the directory cannot be written or the rename fails; the file at
/// `path` is then unchanged and the temporary file removed.
pub fn write_atomically(path: &Path, contents: &str) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "not a file name"))?;
    let temp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut file = fs::File::create(&temp)?;
        file.write_all(contents.as_bytes())?;
        file.sync_all()?;
        fs::rename(&temp, path)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&temp);
    }
    written?;
    // The rename itself reaches the disk with the directory.
    if let Ok(d) = fs::File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// The settings remembered between runs.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Settings {
    /// The language chosen with `--lang`.
    pub lang: Option<Lang>,
}

impl Settings {
    /// Reads `key = value` lines; unknown keys and bad values are ignored.
    #[must_use]
    pub fn parse(text: &str) -> Settings {
        let mut settings = Settings::default();
        for line in text.lines() {
            if let Some((key, value)) = line.split_once('=')
                && key.trim() == "lang"
            {
                settings.lang = value.trim().parse().ok();
            }
        }
        settings
    }

    /// The settings from `path`; defaults when it cannot be read.
    #[must_use]
    pub fn load(path: &Path) -> Settings {
        fs::read_to_string(path)
            .map(|t| Settings::parse(&t))
            .unwrap_or_default()
    }

    /// Writes the settings to `path`.
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn save(&self, path: &Path) -> io::Result<()> {
        let mut text = String::from("# Settings of the morris terminal game.\n");
        if let Some(lang) = self.lang {
            text.push_str(&format!("lang = {lang}\n"));
        }
        write_atomically(path, &text)
    }
}

/// The name a game record gives a player: `Human` or `AI level 5`.
#[must_use]
pub fn player_tag(spec: PlayerSpec) -> String {
    match spec {
        PlayerSpec::Human => "Human".to_owned(),
        PlayerSpec::Ai(level) => format!("AI level {level}"),
    }
}

/// The player a record's `White` or `Black` tag names, if it is one this
/// program wrote.
#[must_use]
pub fn player_from_tag(tag: &str) -> Option<PlayerSpec> {
    let tag = tag.trim();
    if tag.eq_ignore_ascii_case("human") {
        return Some(PlayerSpec::Human);
    }
    tag.strip_prefix("AI level ")
        .and_then(|n| n.parse::<Level>().ok())
        .map(PlayerSpec::Ai)
}

/// Today's date as records write it, `2026.11.30` (UTC).
#[must_use]
pub fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    format!("{y:04}.{m:02}.{d:02}")
}

/// The calendar date of a day counted from 1970-01-01 (Howard Hinnant's
/// algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_422), (2025, 11, 30));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }

    #[test]
    fn atomic_writes_replace_whole_files() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.pgn");
        write_atomically(&path, "first").unwrap();
        write_atomically(&path, "second").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "second");
        let names: Vec<_> = fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(names.len(), 1, "no temporary file is left");
        // A directory that does not exist: an error, nothing written.
        assert!(write_atomically(&dir.path().join("no/such/file"), "x").is_err());
    }

    #[test]
    fn settings_and_player_tags_round_trip() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.txt");
        let settings = Settings {
            lang: Some(Lang::Fi),
        };
        settings.save(&path).unwrap();
        assert_eq!(Settings::load(&path), settings);
        assert_eq!(Settings::parse("lang = xx\nother = 1"), Settings::default());
        for spec in [PlayerSpec::Human, PlayerSpec::Ai(Level::MAX)] {
            assert_eq!(player_from_tag(&player_tag(spec)), Some(spec));
        }
        assert_eq!(player_from_tag("Composer"), None);
    }
}
