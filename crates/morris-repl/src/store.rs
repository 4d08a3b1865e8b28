//! The terminal program's files in the data directory (see
//! [`morris_play::store`]): the line history and the unfinished game, and
//! the language kept in the settings both frontends share.

use std::io;
use std::path::PathBuf;

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

/// Moves the kept game aside to [`PREVIOUS_GAME_FILE`], so a new game does
/// not overwrite it. Returns where it went, if there was one.
///
/// # Errors
/// When the file exists but cannot be moved.
pub fn set_aside_kept_game(data: &DataDir) -> io::Result<Option<PathBuf>> {
    let kept = kept_game_file(data);
    if !kept.exists() {
        return Ok(None);
    }
    let previous = data.file(PREVIOUS_GAME_FILE);
    std::fs::rename(&kept, &previous)?;
    Ok(Some(previous))
}

/// The language chosen in either frontend, if one was.
#[must_use]
pub fn language(data: &DataDir) -> Option<Lang> {
    data.load_settings().language?.parse().ok()
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
}
