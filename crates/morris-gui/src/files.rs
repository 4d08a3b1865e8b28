//! Choosing files to open and save, behind the [`FileDialog`] trait so tests
//! answer for the player.
//!
//! A dialog never blocks a frame: the app asks with
//! [`FileDialog::request`] and polls for the answer each frame, while the
//! board keeps drawing (and an AI keeps thinking).

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// What the player is asked to choose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileRequest {
    /// Open an existing file or name one to save to.
    pub purpose: FilePurpose,
    /// The dialog's title, in the player's language.
    pub title: String,
    /// The name of the file filter ("Game records"), in the player's
    /// language.
    pub filter_name: String,
    /// The file name offered when saving.
    pub file_name: String,
}

/// Why a file is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilePurpose {
    /// To open (load or import) a game record.
    Open,
    /// To save the game record, in our form or another program's.
    Save(morris_core::RecordFormat),
}

/// A way to choose files.
pub trait FileDialog: std::fmt::Debug {
    /// Asks the player to choose a file; the answer comes from
    /// [`FileDialog::poll`]. A request while another is open is ignored.
    fn request(&mut self, request: FileRequest);

    /// The answer to the open request, once there is one: its purpose and
    /// the chosen path (`None` when the player cancelled).
    fn poll(&mut self) -> Option<(FilePurpose, Option<PathBuf>)>;

    /// Whether a request waits for its answer.
    fn is_open(&self) -> bool;

    /// Whether this dialog can be shown here at all; when it cannot, the app
    /// asks for the file's path itself.
    fn available(&self) -> bool {
        true
    }
}

/// The system's file dialog (the XDG desktop portal on Linux), shown from
/// its own thread.
#[derive(Debug, Default)]
pub struct SystemFileDialog {
    waiting: Option<(FilePurpose, Receiver<Option<PathBuf>>)>,
}

impl FileDialog for SystemFileDialog {
    fn request(&mut self, request: FileRequest) {
        if self.waiting.is_some() {
            return;
        }
        let (tx, rx) = mpsc::channel();
        let purpose = request.purpose;
        let spawned = std::thread::Builder::new()
            .name("file dialog".to_owned())
            .spawn(move || {
                let dialog = rfd::FileDialog::new()
                    .set_title(&request.title)
                    .add_filter(&request.filter_name, &["pgn", "txt"]);
                let chosen = match request.purpose {
                    FilePurpose::Open => dialog.pick_file(),
                    FilePurpose::Save(_) => dialog.set_file_name(&request.file_name).save_file(),
                };
                let _ = tx.send(chosen);
            });
        if spawned.is_ok() {
            self.waiting = Some((purpose, rx));
        }
    }

    fn poll(&mut self) -> Option<(FilePurpose, Option<PathBuf>)> {
        let (purpose, rx) = self.waiting.as_ref()?;
        let answer = match rx.try_recv() {
            Ok(path) => path,
            Err(TryRecvError::Empty) => return None,
            // The dialog's thread ended without an answer: nothing chosen.
            Err(TryRecvError::Disconnected) => None,
        };
        let purpose = *purpose;
        self.waiting = None;
        Some((purpose, answer))
    }

    fn is_open(&self) -> bool {
        self.waiting.is_some()
    }

    /// On Linux the system's dialog needs the desktop portal (over the
    /// session's D-Bus) or zenity; elsewhere it is always there.
    fn available(&self) -> bool {
        if !cfg!(target_os = "linux") {
            return true;
        }
        let bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|v| !v.is_empty());
        let zenity = std::env::var_os("PATH").is_some_and(|paths| {
            std::env::split_paths(&paths).any(|dir| dir.join("zenity").is_file())
        });
        bus || zenity
    }
}

/// A dialog that answers every request with the paths it was given, in
/// order, then with "cancelled": for tests.
#[derive(Debug, Default)]
pub struct ScriptedFileDialog {
    answers: std::collections::VecDeque<Option<PathBuf>>,
    pending: Option<FilePurpose>,
    /// Every request made, in order.
    pub requests: Vec<FileRequest>,
    /// Whether it plays a system without a file chooser.
    pub unavailable: bool,
}

impl ScriptedFileDialog {
    /// A dialog that answers with `answers`, in order.
    #[must_use]
    pub fn new(answers: impl IntoIterator<Item = Option<PathBuf>>) -> ScriptedFileDialog {
        ScriptedFileDialog {
            answers: answers.into_iter().collect(),
            ..ScriptedFileDialog::default()
        }
    }

    /// A dialog that plays a system with no file chooser at all.
    #[must_use]
    pub fn unavailable() -> ScriptedFileDialog {
        ScriptedFileDialog {
            unavailable: true,
            ..ScriptedFileDialog::default()
        }
    }
}

impl FileDialog for ScriptedFileDialog {
    fn request(&mut self, request: FileRequest) {
        if self.pending.is_none() {
            self.pending = Some(request.purpose);
            self.requests.push(request);
        }
    }

    fn poll(&mut self) -> Option<(FilePurpose, Option<PathBuf>)> {
        let purpose = self.pending.take()?;
        Some((purpose, self.answers.pop_front().flatten()))
    }

    fn is_open(&self) -> bool {
        self.pending.is_some()
    }

    fn available(&self) -> bool {
        !self.unavailable
    }
}
