//! What the game keeps between runs, in the user's data directory: the
//! settings both frontends share, the unfinished games and the endgame
//! databases.
//!
//! The directory is `MORRIS_DATA_DIR` when that is set (tests use it so
//! they never touch the user's home), else the platform's data directory
//! for `morris` (`~/.local/share/morris` on Linux). Every file is written
//! atomically ([`write_atomically`]): a crash or a closed window leaves the
//! old file or the new one, never half of one.

use std::collections::BTreeMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use morris_ai::Level;
use morris_core::{ByColor, Rules};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::Player;

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

    /// The settings both frontends share.
    #[must_use]
    pub fn settings_file(&self) -> PathBuf {
        self.path.join("settings.json")
    }

    /// A file of the data directory by its name (a frontend's unfinished
    /// game, its line history).
    #[must_use]
    pub fn file(&self, name: &str) -> PathBuf {
        self.path.join(name)
    }

    /// The settings: from `settings.json`, else from the files earlier
    /// versions kept (`gui-settings.json`, `settings.txt`), else the
    /// defaults. Every field that can be read is kept; one that cannot
    /// takes its default (see [`DataDir::check_settings`] for saying so).
    #[must_use]
    pub fn load_settings(&self) -> Settings {
        if let Ok(text) = fs::read_to_string(self.settings_file()) {
            return Settings::from_json(&text);
        }
        let mut settings = Settings::default();
        if let Ok(text) = fs::read_to_string(self.path.join("gui-settings.json")) {
            settings = Settings::from_json(&text);
            // Everything else that file held was the app's own.
            if let Ok(serde_json::Value::Object(all)) = serde_json::from_str(&text) {
                settings
                    .frontends
                    .insert("gui".to_owned(), serde_json::Value::Object(all));
            }
        }
        if settings.language.is_none()
            && let Ok(text) = fs::read_to_string(self.path.join("settings.txt"))
        {
            settings.language = text.lines().find_map(|line| {
                let (key, value) = line.split_once('=')?;
                (key.trim() == "lang").then(|| value.trim().to_owned())
            });
        }
        settings
    }

    /// Looks at the settings file once, at a frontend's start: a file that
    /// cannot be read at all (not JSON, not an object, not text) is moved
    /// aside as `settings.json.damaged-DATE` so that writing the settings
    /// does not destroy it; fields that cannot be read are named. `None`
    /// when all is well.
    #[must_use]
    pub fn check_settings(&self) -> Option<SettingsTrouble> {
        let path = self.settings_file();
        let bytes = fs::read(&path).ok()?;
        let value = std::str::from_utf8(&bytes)
            .ok()
            .and_then(|text| serde_json::from_str::<serde_json::Value>(text).ok());
        match value.as_ref().and_then(crate::lenient::read::<Settings>) {
            Some((_, bad)) if bad.is_empty() => None,
            Some((_, bad)) => Some(SettingsTrouble::Fields(bad)),
            None => Some(match set_aside(&path) {
                Ok(aside) => SettingsTrouble::MovedAside(aside),
                Err(e) => SettingsTrouble::Unreadable(e.to_string()),
            }),
        }
    }

    /// Writes the settings.
    ///
    /// # Errors
    /// When the file cannot be written; the old one is then unchanged.
    pub fn save_settings(&self, settings: &Settings) -> io::Result<()> {
        self.write(&self.settings_file(), settings.to_json().as_bytes())
    }

    /// Writes a file of the data directory atomically, making the
    /// directory first when it does not exist yet.
    ///
    /// # Errors
    /// When the directory or the file cannot be written.
    pub fn write(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir)?;
        }
        write_atomically(path, bytes)
    }
}

/// Moves the damaged file at `path` aside as `NAME.damaged-DATE`, or
/// `NAME.damaged-DATE-N` when a file of that name exists (another damaged
/// file set aside in the same second is never overwritten): linked under
/// the new name first, which fails rather than replace a file, then
/// removed under the old one. Where links cannot be made, renamed to a
/// name not taken.
pub(crate) fn set_aside(path: &Path) -> io::Result<PathBuf> {
    let stamp = jiff::Zoned::now().strftime("%Y%m%d-%H%M%S").to_string();
    let name = path
        .file_name()
        .map_or_else(|| "settings.json".into(), |n| n.to_string_lossy());
    for n in 1..=1000 {
        let suffix = if n == 1 {
            String::new()
        } else {
            format!("-{n}")
        };
        let aside = path.with_file_name(format!("{name}.damaged-{stamp}{suffix}"));
        match fs::hard_link(path, &aside) {
            Ok(()) => {
                return match fs::remove_file(path) {
                    // Another frontend set it aside too, at once.
                    Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
                    _ => Ok(aside),
                };
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(_) if !aside.exists() => return fs::rename(path, &aside).map(|()| aside),
            Err(_) => {}
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "too many damaged settings files set aside this second",
    ))
}

/// The one atomic-write helper of the workspace (records, settings and
/// the endgame databases alike): a temporary file in the same directory,
/// flushed, renamed over the target; and the sweep of what killed writes
/// left behind.
pub use morris_ai::files::{remove_leftovers, write_atomically};

/// What was wrong with the settings file.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SettingsTrouble {
    /// It could not be read at all, and was moved here; the defaults are
    /// used.
    MovedAside(PathBuf),
    /// It could not be read and could not be moved aside, and why.
    Unreadable(String),
    /// These fields could not be read and take their defaults (the rest
    /// is kept).
    Fields(Vec<String>),
}

/// The settings both frontends share, and each frontend's own.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The language code (`en`, `es`, `pl`, `fi`, `de`), or `None` to follow
    /// the system. Chosen in one frontend, it is the other's too.
    pub language: Option<String>,
    /// The rules of the last new game.
    pub rules: Rules,
    /// The players of the last new game.
    pub players: ByColor<Player>,
    /// Whether a coin decides who plays White.
    pub coin_toss: bool,
    /// Whether the players change colours for each next game.
    pub swap_colours: bool,
    /// Seconds the AI at level 10 thinks per move (levels 1 to 9 have their
    /// own budget).
    pub ai_seconds: f32,
    /// Seconds a hint thinks.
    pub hint_seconds: f32,
    /// A server that solved the game to ask for perfect play where this
    /// computer's databases do not reach (docs/TABLEBASE.md), as
    /// `http://HOST:PORT`; `None` asks none.
    pub tablebase: Option<String>,
    /// How long the hint and level 10 wait for the tablebase server's
    /// answer, in milliseconds, before their own search decides.
    pub tablebase_ms: u64,
    /// Each frontend's own settings by its name (`gui`: the look, the
    /// window), kept as it wrote them.
    pub frontends: BTreeMap<String, serde_json::Value>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            language: None,
            rules: Rules::default(),
            players: ByColor::new(Player::Human, Player::ai(Level::DEFAULT)),
            coin_toss: false,
            swap_colours: false,
            ai_seconds: 1.5,
            hint_seconds: 1.0,
            tablebase: None,
            tablebase_ms: 800,
            frontends: BTreeMap::new(),
        }
    }
}

impl Settings {
    /// The settings from JSON text; each field that cannot be read takes
    /// its default, the others are kept.
    #[must_use]
    pub fn from_json(text: &str) -> Settings {
        serde_json::from_str::<serde_json::Value>(text)
            .ok()
            .and_then(|v| crate::lenient::read(&v))
            .map(|(settings, _)| settings)
            .unwrap_or_default()
    }

    /// The settings as JSON text.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// A frontend's own settings; its defaults when there are none or they
    /// cannot be read.
    #[must_use]
    pub fn frontend<T: DeserializeOwned + Serialize + Default>(&self, name: &str) -> T {
        self.frontends
            .get(name)
            .and_then(crate::lenient::read)
            .map(|(value, _)| value)
            .unwrap_or_default()
    }

    /// Keeps a frontend's own settings.
    pub fn set_frontend<T: Serialize>(&mut self, name: &str, value: &T) {
        if let Ok(v) = serde_json::to_value(value) {
            self.frontends.insert(name.to_owned(), v);
        }
    }
}

/// Today's date as records write it: `2026.12.01` (the local date).
#[must_use]
pub fn today() -> String {
    jiff::Zoned::now().strftime("%Y.%m.%d").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_writes_replace_whole_files_and_leave_nothing_behind() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/game.pgn");
        assert!(
            write_atomically(&path, b"first").is_err(),
            "no directory is made"
        );
        DataDir::at(dir.path()).write(&path, b"first").unwrap();
        write_atomically(&path, b"second").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "second");
        let names: Vec<_> = fs::read_dir(path.parent().unwrap()).unwrap().collect();
        assert_eq!(names.len(), 1, "no temporary file is left");
        // A file where the directory should be: an error, nothing written.
        let blocked = dir.path().join("sub/game.pgn/inner.pgn");
        assert!(write_atomically(&blocked, b"x").is_err());
        assert_eq!(fs::read_to_string(&path).unwrap(), "second");
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
        let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
        for p in [&old, &other] {
            fs::File::options()
                .write(true)
                .open(p)
                .unwrap()
                .set_modified(hour_ago)
                .unwrap();
        }
        // The autosave sweeps its directory when it starts.
        let _ = crate::Autosave::new(Some(dir.path().join(".unfinished.pgn")));
        assert!(!old.exists(), "a leftover of a killed write is removed");
        assert!(fresh.exists(), "a write that may be under way is kept");
        assert!(other.exists(), "files not ours are kept");
        assert_eq!(remove_leftovers(dir.path()), 0);
    }

    #[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
    #[serde(default)]
    struct Look {
        theme: String,
        animations: bool,
    }

    #[test]
    fn settings_round_trip_with_each_frontends_own() {
        let dir = tempfile::tempdir().unwrap();
        let data = DataDir::at(dir.path());
        let mut settings = Settings {
            language: Some("fi".to_owned()),
            ai_seconds: 3.0,
            ..Settings::default()
        };
        let look = Look {
            theme: "dark".to_owned(),
            animations: true,
        };
        settings.set_frontend("gui", &look);
        data.save_settings(&settings).unwrap();
        let again = data.load_settings();
        assert_eq!(again, settings);
        assert_eq!(again.frontend::<Look>("gui"), look);
        assert_eq!(again.frontend::<Look>("other"), Look::default());
    }

    #[test]
    fn a_bad_field_keeps_the_rest_and_a_damaged_file_is_moved_aside() {
        assert_eq!(Settings::from_json("not json"), Settings::default());
        let partial = Settings::from_json(r#"{"language": "de", "ai_seconds": "slow"}"#);
        assert_eq!(
            partial.language.as_deref(),
            Some("de"),
            "the good field stays"
        );
        assert_eq!(partial.ai_seconds, Settings::default().ai_seconds);
        let partial = Settings::from_json(r#"{"language": "de", "unknown": 1}"#);
        assert_eq!(partial.language.as_deref(), Some("de"));

        let dir = tempfile::tempdir().unwrap();
        let data = DataDir::at(dir.path());
        assert_eq!(data.check_settings(), None, "no file, no trouble");
        fs::write(
            data.settings_file(),
            r#"{"language": "fi", "hint_seconds": [], "frontends": {"gui": {"theme": "dark"}}}"#,
        )
        .unwrap();
        assert_eq!(
            data.check_settings(),
            Some(SettingsTrouble::Fields(vec!["hint_seconds".to_owned()]))
        );
        // Saving what was read keeps every readable field, the other
        // frontend's section too.
        let mut settings = data.load_settings();
        settings.language = Some("de".to_owned());
        data.save_settings(&settings).unwrap();
        let again = data.load_settings();
        assert_eq!(again.language.as_deref(), Some("de"));
        assert!(again.frontends.contains_key("gui"));
        for damaged in ["garbage", "", "[1, 2]", "{\"language\": \"fi\""] {
            fs::write(data.settings_file(), damaged).unwrap();
            let Some(SettingsTrouble::MovedAside(aside)) = data.check_settings() else {
                panic!("{damaged:?} is not moved aside");
            };
            assert_eq!(fs::read_to_string(&aside).unwrap(), damaged);
            assert!(!data.settings_file().exists());
            fs::remove_file(aside).unwrap();
        }
    }

    #[test]
    fn damaged_files_set_aside_in_the_same_second_are_all_kept() {
        let dir = tempfile::tempdir().unwrap();
        let data = DataDir::at(dir.path());
        // Files set aside before, under the names of this second and the
        // next few: whenever the test runs, its names are taken.
        let now = jiff::Zoned::now();
        for s in 0..5 {
            let stamp = now
                .checked_add(jiff::SignedDuration::from_secs(s))
                .unwrap()
                .strftime("%Y%m%d-%H%M%S")
                .to_string();
            let older = dir.path().join(format!("settings.json.damaged-{stamp}"));
            fs::write(older, "older").unwrap();
        }
        let mut asides = Vec::new();
        for damaged in ["first", "second"] {
            fs::write(data.settings_file(), damaged).unwrap();
            let Some(SettingsTrouble::MovedAside(aside)) = data.check_settings() else {
                panic!("{damaged:?} is not moved aside");
            };
            assert_eq!(fs::read_to_string(&aside).unwrap(), damaged);
            asides.push(aside);
        }
        assert_ne!(asides[0], asides[1]);
        let kept: Vec<String> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| fs::read_to_string(e.unwrap().path()).unwrap())
            .collect();
        assert_eq!(kept.iter().filter(|k| *k == "older").count(), 5, "{kept:?}");
        assert!(kept.contains(&"first".to_owned()) && kept.contains(&"second".to_owned()));
    }

    #[test]
    fn settings_of_earlier_versions_are_taken_over() {
        let dir = tempfile::tempdir().unwrap();
        let data = DataDir::at(dir.path());
        fs::write(dir.path().join("settings.txt"), "# old\nlang = pl\n").unwrap();
        assert_eq!(data.load_settings().language.as_deref(), Some("pl"));
        fs::write(
            dir.path().join("gui-settings.json"),
            r#"{"language": "es", "theme": "dark", "ai_seconds": 2.5}"#,
        )
        .unwrap();
        let settings = data.load_settings();
        assert_eq!(settings.language.as_deref(), Some("es"));
        assert_eq!(settings.ai_seconds, 2.5);
        assert_eq!(settings.frontend::<Look>("gui").theme, "dark");
        // Once settings.json exists, it alone counts.
        data.save_settings(&Settings::default()).unwrap();
        assert_eq!(data.load_settings(), Settings::default());
    }

    #[test]
    fn today_is_a_record_date() {
        let d = today();
        assert_eq!(d.len(), 10);
        assert_eq!(&d[4..5], ".");
        assert!(d[..4].parse::<u32>().unwrap() >= 2024);
    }
}
