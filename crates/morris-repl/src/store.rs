//! The terminal program's files in the data directory (see
//! [`morris_play::store`]): the line history and the unfinished game, and
//! the language kept in the settings both frontends share.

use std::io;
use std::path::{Path, PathBuf};

use morris_i18n::Lang;
use morris_play::DataDir;

/// The line history of the REPL, in the data directory.
pub const HISTORY_FILE: &str = "history.txt";

/// The unfinished game of the REPL, kept after every move.
pub const KEPT_GAME_FILE: &str = "unfinished.pgn";

/// The line history file.
#[must_use]
pub fn history_file(data: &DataDir) -> PathBuf {
    data.file(HISTORY_FILE)
}

/// The kept unfinished game.
#[must_use]
pub fn kept_game_file(data: &DataDir) -> PathBuf {
    data.file(KEPT_GAME_FILE)
}

/// Where an unfinished game goes when a new one replaces it unasked.
pub const PREVIOUS_GAME_FILE: &str = "unfinished-previous.pgn";

/// Moves the kept game at `kept` aside (`unfinished.pgn` to
/// [`PREVIOUS_GAME_FILE`], `unfinished-2.pgn` to
/// `unfinished-2-previous.pgn`), so a new game does not overwrite it. A
/// game put aside before is never replaced: the next one goes to
/// `unfinished-previous-2.pgn`, then `-3`, and so on. Returns where it
/// went, if there was one.
///
/// # Errors
/// When the file exists but cannot be moved.
pub fn set_aside_kept_game(kept: &Path) -> io::Result<Option<PathBuf>> {
    if !kept.exists() {
        return Ok(None);
    }
    let mut previous = beside(kept, "previous");
    let mut n = 2;
    while previous.exists() {
        previous = beside(kept, &format!("previous-{n}"));
        n += 1;
    }
    std::fs::rename(kept, &previous)?;
    Ok(Some(previous))
}

/// Moves a kept game that cannot be read aside under a name of its own
/// (`unfinished-damaged-20261202-013501.pgn`), never deleting it. Returns
/// where it went.
///
/// # Errors
/// When it cannot be moved (it then stays where it is).
pub fn set_aside_damaged(kept: &Path) -> io::Result<PathBuf> {
    let stamp = jiff::Zoned::now().strftime("%Y%m%d-%H%M%S").to_string();
    let mut target = beside(kept, &format!("damaged-{stamp}"));
    let mut n = 2;
    while target.exists() {
        target = beside(kept, &format!("damaged-{stamp}-{n}"));
        n += 1;
    }
    std::fs::rename(kept, &target)?;
    Ok(target)
}

/// `dir/unfinished-WORD.pgn` for `dir/unfinished.pgn`.
fn beside(kept: &Path, word: &str) -> PathBuf {
    let stem = kept
        .file_stem()
        .map_or_else(|| "unfinished".into(), |s| s.to_string_lossy());
    let name = match kept.extension() {
        Some(ext) => format!("{stem}-{word}.{}", ext.to_string_lossy()),
        None => format!("{stem}-{word}"),
    };
    kept.with_file_name(name)
}

/// The language chosen in either frontend, if one was.
#[must_use]
pub fn language(data: &DataDir) -> Option<Lang> {
    data.load_settings().language?.parse().ok()
}

/// The language to speak: the one given on the command line, else the
/// one remembered in the data directory, else the system's.
#[must_use]
pub fn language_or(given: Option<Lang>, data: Option<&DataDir>) -> Lang {
    given
        .or_else(|| data.and_then(language))
        .unwrap_or_else(Lang::system)
}

/// Remembers `lang` for both frontends.
///
/// # Errors
/// When the settings file cannot be written.
pub fn remember_language(data: &DataDir, lang: Lang) -> io::Result<()> {
    let mut settings = data.load_settings();
    settings.language = Some(lang.code().to_owned());
    data.save_settings(&settings)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_is_shared_and_remembered() {
        let dir = tempfile::tempdir().unwrap();
        let data = DataDir::at(dir.path());
        assert_eq!(language(&data), None);
        remember_language(&data, Lang::Fi).unwrap();
        assert_eq!(language(&data), Some(Lang::Fi));
        assert_eq!(data.load_settings().language.as_deref(), Some("fi"));
    }

    #[test]
    fn kept_games_go_aside_and_damaged_ones_are_never_deleted() {
        let dir = tempfile::tempdir().unwrap();
        let kept = dir.path().join("unfinished-2.pgn");
        assert_eq!(set_aside_kept_game(&kept).unwrap(), None);
        std::fs::write(&kept, "1. d6 *").unwrap();
        let previous = set_aside_kept_game(&kept).unwrap().unwrap();
        assert_eq!(previous, dir.path().join("unfinished-2-previous.pgn"));
        // A second game put aside keeps the first.
        std::fs::write(&kept, "1. f4 *").unwrap();
        let next = set_aside_kept_game(&kept).unwrap().unwrap();
        assert_eq!(next, dir.path().join("unfinished-2-previous-2.pgn"));
        assert_eq!(std::fs::read_to_string(&previous).unwrap(), "1. d6 *");
        assert_eq!(std::fs::read_to_string(&next).unwrap(), "1. f4 *");
        std::fs::write(&kept, "garbage").unwrap();
        let first = set_aside_damaged(&kept).unwrap();
        std::fs::write(&kept, "more garbage").unwrap();
        let second = set_aside_damaged(&kept).unwrap();
        assert_ne!(first, second, "a second damaged file keeps the first");
        assert_eq!(std::fs::read_to_string(first).unwrap(), "garbage");
        assert_eq!(std::fs::read_to_string(second).unwrap(), "more garbage");
        assert!(!kept.exists());
    }
}
