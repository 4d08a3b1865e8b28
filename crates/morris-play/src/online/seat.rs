//! The seat of an online game in play, kept in the data directory so that
//! a program started again after a crash can rejoin it.

use std::path::Path;

/// The file in the data directory that keeps the seat of an online game
/// in play, so that a program started again after a crash can rejoin it.
pub const SEAT_FILE: &str = "online-seat.json";

/// The seat of an online game in play, kept in the data directory.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct KeptSeat {
    /// The server, as the player gave it.
    pub server: String,
    /// The room.
    pub room: String,
    /// The seat's secret token.
    pub token: String,
    /// The certificates trusted for the server, if any.
    #[serde(default)]
    pub ca: Option<std::path::PathBuf>,
}

impl KeptSeat {
    /// The seat kept in `dir`, if one is and it can be read.
    #[must_use]
    pub fn load(dir: &Path) -> Option<KeptSeat> {
        let text = morris_ai::files::read_text(&dir.join(SEAT_FILE), 64 * 1024).ok()?;
        serde_json::from_str(&text).ok()
    }

    /// Keeps the seat in `dir` (atomically; the token is the player's own,
    /// so the file is readable by its owner only where the system allows).
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn save(&self, dir: &Path) -> std::io::Result<()> {
        let text = serde_json::to_string_pretty(self).map_err(std::io::Error::other)?;
        std::fs::create_dir_all(dir)?;
        crate::store::write_atomically(&dir.join(SEAT_FILE), text.as_bytes())
    }

    /// Forgets the seat kept in `dir`, once its game is over.
    pub fn forget(dir: &Path) {
        let _ = std::fs::remove_file(dir.join(SEAT_FILE));
    }
}
