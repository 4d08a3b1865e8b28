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
        if !self.files.available() {
            let home = directories::BaseDirs::new()
                .map(|d| d.home_dir().join("morris.pgn"))
                .unwrap_or_else(|| "morris.pgn".into());
            self.dialog = Some(Dialog::FileName {
                purpose,
                path: home.display().to_string(),
            });
            return;
        }
        let title = match purpose {
            FilePurpose::Open => tr!(self.loc, "gui-open-title"),
            FilePurpose::Save(_) => tr!(self.loc, "gui-save-title"),
        };
        let file_name = match purpose {
            FilePurpose::Save(RecordFormat::PlayOk) => "playok.txt",
            FilePurpose::Save(RecordFormat::Sanmill) => "sanmill.pgn",
            _ => "morris.pgn",
        };
        self.files.request(FileRequest {
            purpose,
            title,
            filter_name: tr!(self.loc, "gui-file-filter"),
            file_name: file_name.to_owned(),
        });
    }

    pub(super) fn open_file(&mut self, path: &Path, ctx: &egui::Context) {
        match morris_ai::files::read_text(path, morris_ai::files::MAX_TEXT_FILE) {
            Ok(text) => {
                self.import(&text, Some(path), ctx);
            }
            Err(err) => {
                self.notice = Some(tr!(
                    self.loc,
                    "gui-read-failed",
                    file = path.display().to_string(),
                    reason = err.to_string()
                ));
            }
        }
    }

    pub(super) fn save_file(&mut self, path: &Path, format: RecordFormat) {
        let record = self.record().to_text(format);
        let file = path.display().to_string();
        self.notice = Some(match write_atomically(path, record.as_bytes()) {
            Ok(()) => tr!(self.loc, "gui-saved", file = file),
            Err(err) => tr!(
                self.loc,
                "gui-save-failed",
                file = file,
                reason = err.to_string()
            ),
        });
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
