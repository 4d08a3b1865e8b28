//! Game records and position text in and out of the app: the file dialog's
//! answers, saving, and opening a record or a position, from a file or
//! pasted.

use std::path::Path;

use morris_core::{Game, Position, Record, RecordFormat, Setup};
use morris_i18n::tr;
use morris_play::TableError;
use morris_play::store::write_atomically;
use morris_play::table::Command as Do;

use super::MorrisApp;
use crate::dialogs::Dialog;
use crate::files::{FilePurpose, FileRequest};
use crate::text;

impl MorrisApp {
    pub(super) fn request_file(&mut self, purpose: FilePurpose) {
        // Without a file chooser on this system, the player types the path:
        // a file in the home directory is offered.
        let file_name = match purpose {
            FilePurpose::Save(RecordFormat::PlayOk) => "playok.txt",
            FilePurpose::Save(RecordFormat::Sanmill) => "sanmill.pgn",
            _ => "morris.pgn",
        };
        // The folder of the last record opened or saved, else the home one.
        if !self.files.available() {
            let folder = self
                .settings
                .last_folder
                .clone()
                .filter(|f| f.is_dir())
                .or_else(|| directories::BaseDirs::new().map(|d| d.home_dir().to_owned()));
            let path = folder.map_or_else(|| file_name.into(), |f| f.join(file_name));
            self.dialog = Some(Dialog::FileName {
                purpose,
                path: path.display().to_string(),
                error: None,
            });
            return;
        }
        let title = match purpose {
            FilePurpose::Open => tr!(self.loc, "gui-open-title"),
            FilePurpose::Save(_) => tr!(self.loc, "gui-save-title"),
        };
        self.files.request(FileRequest {
            purpose,
            title,
            filter_name: tr!(self.loc, "gui-file-filter"),
            file_name: file_name.to_owned(),
        });
    }

    /// Opens the record at `path`; a file that cannot be read is said in
    /// words (and returned), the game unchanged.
    pub(super) fn open_file(&mut self, path: &Path, ctx: &egui::Context) -> Result<(), String> {
        match morris_ai::files::read_text(path, morris_ai::files::MAX_TEXT_FILE) {
            Ok(text) => {
                self.remember_folder(path);
                self.import(&text, Some(path), ctx);
                Ok(())
            }
            Err(err) => {
                let said = tr!(
                    self.loc,
                    "gui-read-failed",
                    file = path.display().to_string(),
                    reason = text::io_reason(&self.loc, &err)
                );
                self.notice = Some(said.clone());
                Err(said)
            }
        }
    }

    /// Saves the game's record at `path` in `format`; a failure is said in
    /// words (and returned).
    pub(super) fn save_file(&mut self, path: &Path, format: RecordFormat) -> Result<(), String> {
        let record = self.record().to_text(format);
        let file = path.display().to_string();
        match write_atomically(path, record.as_bytes()) {
            Ok(()) => {
                self.remember_folder(path);
                self.notice = Some(tr!(self.loc, "gui-saved", file = file));
                Ok(())
            }
            Err(err) => {
                let said = tr!(
                    self.loc,
                    "gui-save-failed",
                    file = file,
                    reason = text::io_reason(&self.loc, &err)
                );
                self.notice = Some(said.clone());
                Err(said)
            }
        }
    }

    /// The folder of `path` is where the next file is offered.
    fn remember_folder(&mut self, path: &Path) {
        let folder = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .map(Path::to_path_buf)
            .or_else(|| std::env::current_dir().ok());
        if let Some(folder) = folder.and_then(|f| std::path::absolute(f).ok())
            && self.settings.last_folder.as_ref() != Some(&folder)
        {
            self.settings.last_folder = Some(folder);
            self.persist();
        }
    }

    /// Opens a game record (ours or another mill program's) or a position
    /// text, from a file or pasted. Returns whether it could.
    pub(super) fn import(&mut self, text: &str, path: Option<&Path>, ctx: &egui::Context) -> bool {
        let file = path.map_or_else(
            || tr!(self.loc, "gui-pasted-text"),
            |p| p.display().to_string(),
        );
        // A position text is one line; the game goes on from it under the
        // rules in play. A line that looks like one (a board with `/` and no
        // tags) but does not read is said to be a bad position.
        let line = text.trim();
        if !line.contains('[')
            && line.contains('/')
            && !line.contains('\n')
            && let Err(err) = Setup::parse_any(line)
        {
            self.notice = Some(text::bad_position_text(&self.loc, &err));
            return false;
        }
        if let Ok(setup) = Setup::parse_any(line) {
            let rules = *self.table.game().rules();
            return match Position::from_setup(&setup, rules) {
                Ok(pos) => {
                    let _ = self.new_game(Do::Start(Game::from_position(pos)), ctx);
                    self.notice = Some(tr!(self.loc, "gui-opened-position"));
                    true
                }
                Err(err) => {
                    self.notice = Some(text::bad_position(&self.loc, &err));
                    false
                }
            };
        }
        let record = match text.parse::<Record>() {
            Ok(record) => record,
            Err(err) => {
                let reason = text::record_syntax(&self.loc, &err);
                self.notice = Some(tr!(
                    self.loc,
                    "gui-open-failed",
                    file = file,
                    reason = reason
                ));
                return false;
            }
        };
        match self.new_game(Do::Load(record.clone()), ctx) {
            Ok(()) => {
                // Moves as the record and the move list number them: a
                // turn of each side is one.
                let count = self.table.game().moves().len().div_ceil(2);
                self.notice = Some(tr!(self.loc, "gui-opened", file = file, count = count));
                true
            }
            Err(TableError::Record(err)) => {
                let reason = text::record_error(&self.loc, &record, &err);
                self.notice = Some(tr!(
                    self.loc,
                    "gui-open-failed",
                    file = file,
                    reason = reason
                ));
                false
            }
            Err(_) => false,
        }
    }
}
