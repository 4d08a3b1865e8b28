//! What the app remembers between runs: the language, the last rules and
//! players, the AI's time (shared with the terminal program through
//! [`morris_play::Settings`]), and the app's own look, pace and window size
//! (kept in that file's `gui` section). Kept apart from the game in play;
//! every field has a default, so an older or partly broken settings file
//! still loads.

use std::io;

use morris_i18n::Lang;
use morris_play::DataDir;
pub use morris_play::Player;
use morris_play::clock::TimeControl;
use serde::{Deserialize, Serialize};

use crate::theme::ThemeChoice;

/// The name of the app's section in the shared settings file.
const SECTION: &str = "gui";

/// The app's own part of the settings file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
struct Look {
    theme: ThemeChoice,
    watch_seconds: f32,
    animations: bool,
    show_targets: bool,
    analysis: bool,
    time_control: TimeControl,
    window_size: Option<[f32; 2]>,
    engine: String,
    online_server: String,
    online_name: String,
    last_folder: Option<std::path::PathBuf>,
}

impl Default for Look {
    fn default() -> Look {
        Look {
            theme: ThemeChoice::System,
            watch_seconds: 0.8,
            animations: true,
            show_targets: true,
            analysis: false,
            time_control: TimeControl::None,
            window_size: None,
            engine: String::new(),
            online_server: morris_play::online::DEFAULT_SERVER.to_owned(),
            online_name: String::new(),
            last_folder: None,
        }
    }
}

/// The app's settings: the ones both frontends share (the language, the
/// last rules and players, the AI's and the hint's time), read and written
/// through [`std::ops::Deref`] as `settings.rules`, and the app's own.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// What both frontends share (its `frontends` part is not the app's to
    /// use: the app's own settings are the fields below).
    pub shared: morris_play::Settings,
    /// Light, dark or the system's look.
    pub theme: ThemeChoice,
    /// Seconds between moves when two AIs play each other, so people can
    /// follow.
    pub watch_seconds: f32,
    /// Whether pieces glide to their points; off, they jump.
    pub animations: bool,
    /// Whether the points a selected piece may go to are marked.
    pub show_targets: bool,
    /// Whether every move's value is shown on the board.
    pub analysis: bool,
    /// The clocks of the last new game.
    pub time_control: TimeControl,
    /// The window's inner size in points when it was last closed.
    pub window_size: Option<[f32; 2]>,
    /// The command line of the engine that plays a side given to one.
    pub engine: String,
    /// The server of the last online game hosted or joined.
    pub online_server: String,
    /// The name the player gave for online games.
    pub online_name: String,
    /// The folder of the last record opened or saved, where the next is
    /// offered.
    pub last_folder: Option<std::path::PathBuf>,
}

impl Default for Settings {
    /// The shared defaults with the app's own.
    fn default() -> Settings {
        Settings::from_shared(&morris_play::Settings::default())
    }
}

impl std::ops::Deref for Settings {
    type Target = morris_play::Settings;

    fn deref(&self) -> &morris_play::Settings {
        &self.shared
    }
}

impl std::ops::DerefMut for Settings {
    fn deref_mut(&mut self) -> &mut morris_play::Settings {
        &mut self.shared
    }
}

impl Settings {
    /// The app's settings as the shared file in `data` holds them.
    #[must_use]
    pub fn load(data: &DataDir) -> Settings {
        Settings::from_shared(&data.load_settings())
    }

    /// Writes the settings into the shared file in `data`, keeping what
    /// the other frontend keeps there.
    ///
    /// # Errors
    /// When the file cannot be written; the old one is then unchanged.
    pub fn save(&self, data: &DataDir) -> io::Result<()> {
        let mut shared = data.load_settings();
        self.into_shared(&mut shared);
        data.save_settings(&shared)
    }

    /// The app's view of the shared settings.
    #[must_use]
    pub fn from_shared(shared: &morris_play::Settings) -> Settings {
        let look: Look = shared.frontend(SECTION);
        let mut own = shared.clone();
        own.frontends.clear();
        // A friend on another machine plays only an online game.
        for side in morris_core::Color::ALL {
            if own.players[side] == Player::Remote {
                own.players[side] = Player::Human;
            }
        }
        Settings {
            shared: own,
            theme: look.theme,
            watch_seconds: look.watch_seconds,
            animations: look.animations,
            show_targets: look.show_targets,
            analysis: look.analysis,
            time_control: look.time_control,
            window_size: look.window_size,
            engine: look.engine,
            online_server: look.online_server,
            online_name: look.online_name,
            last_folder: look.last_folder,
        }
    }

    /// Puts the app's settings into the shared ones.
    pub fn into_shared(&self, shared: &mut morris_play::Settings) {
        // Every shared field is the app's; each frontend's section stays.
        let frontends = std::mem::take(&mut shared.frontends);
        *shared = self.shared.clone();
        shared.frontends = frontends;
        shared.set_frontend(
            SECTION,
            &Look {
                theme: self.theme,
                watch_seconds: self.watch_seconds,
                animations: self.animations,
                show_targets: self.show_targets,
                analysis: self.analysis,
                time_control: self.time_control,
                window_size: self.window_size,
                engine: self.engine.clone(),
                online_server: self.online_server.clone(),
                online_name: self.online_name.clone(),
                last_folder: self.last_folder.clone(),
            },
        );
    }

    /// The tablebase server to ask, if one is set and its address reads.
    #[must_use]
    pub fn tablebase(&self) -> Option<morris_play::tablebase::Tablebase> {
        let url = self.shared.tablebase.as_deref()?;
        let timeout = std::time::Duration::from_millis(self.shared.tablebase_ms.clamp(10, 60_000));
        morris_play::tablebase::Tablebase::new(url, timeout).ok()
    }

    /// The chosen language, if it is one we speak.
    #[must_use]
    pub fn chosen_language(&self) -> Option<Lang> {
        self.language.as_deref().and_then(|code| code.parse().ok())
    }

    /// The engine's command line, when it can be run.
    #[must_use]
    pub fn engine_command(&self) -> Option<morris_play::EngineCommand> {
        self.engine.parse().ok()
    }

    /// The language to speak: the chosen one, else the system's.
    #[must_use]
    pub fn language(&self) -> Lang {
        self.chosen_language().unwrap_or_else(Lang::system)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_ai::Level;
    use morris_core::{ByColor, Preset, Rules};

    #[test]
    fn settings_round_trip_through_the_shared_file() {
        let dir = tempfile::tempdir().unwrap();
        let data = DataDir::at(dir.path());
        let mut settings = Settings {
            theme: ThemeChoice::Dark,
            window_size: Some([800.0, 600.0]),
            ..Settings::default()
        };
        settings.rules = Rules::preset(Preset::Twelve);
        settings.players = ByColor::new(Player::ai(Level::MAX), Player::Human);
        settings.language = Some("pl".to_owned());
        settings.save(&data).unwrap();
        assert_eq!(Settings::load(&data), settings);
        // The language is the terminal program's too.
        assert_eq!(data.load_settings().language.as_deref(), Some("pl"));
    }

    #[test]
    fn missing_settings_take_their_defaults() {
        let dir = tempfile::tempdir().unwrap();
        let data = DataDir::at(dir.path());
        assert_eq!(Settings::load(&data), Settings::default());
        std::fs::write(
            data.settings_file(),
            r#"{"frontends": {"gui": {"theme": "light"}}}"#,
        )
        .unwrap();
        let settings = Settings::load(&data);
        assert_eq!(settings.theme, ThemeChoice::Light);
        assert_eq!(settings.rules, Rules::default());
        assert!(settings.animations);
    }
}
