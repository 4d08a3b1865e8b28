//! The desktop app of the mill game: an [`eframe`] app to play Nine Men's
//! Morris, Twelve Men's Morris and their variations against a person or the
//! AI.
//!
//! The app lives in this library so tests drive it headless with
//! `egui_kittest`; the binary `morris-gui` only opens a window for it.
//!
//! - [`MorrisApp`]: the app; [`MorrisApp::apply`] is the one place where
//!   [`Command`]s, the intents widgets report, change its state.
//! - The game in play (a [`morris_play::Table`]: the players, the half-made
//!   turn, the AI and engines on worker threads, the clocks and the files
//!   kept between runs) is morris-play's, shared with the terminal program;
//!   this crate draws it, turns input into [`Command`]s and events into
//!   words.
//! - The board (private): drawn to scale from the state; every point is an
//!   accessible widget labelled with its name (`a7` ... `g1`), so a screen
//!   reader, or a test, finds it by label.
//! - [`settings`]: the app's view of the shared settings file.
//!
//! Only what the tests and the binary use is public: the app, its
//! commands, settings, dialogs, the layout's points, the file dialog,
//! themes and the capture variables.
//! - [`files`]: file dialogs behind a trait, so tests answer them.
//! - `testing` (feature `testing`): the app in a headless test harness, for
//!   tests in other crates.
//!
//! The board is laid out in the unit square, with `a7` in the top left
//! corner; the painter scales it to the window:
//!
//! ```
//! use morris_gui::POINTS;
//!
//! assert_eq!(POINTS.len(), 24);
//! let g1 = POINTS.iter().find(|point| point.name == "g1");
//! assert_eq!(g1.map(|point| point.position), Some(egui::pos2(1.0, 1.0)));
//! ```

#![deny(missing_docs)]

mod anim;
mod app;
mod board;
pub mod capture;
mod clock;
mod command;
pub mod dialogs;
pub mod editor;
mod engine_check;
pub mod files;
mod hands;
pub mod layout;
pub mod online;
mod panels;
mod practice;
mod puzzles;
mod review;
pub mod settings;
#[cfg(feature = "testing")]
pub mod testing;
mod text;
pub mod theme;

pub use app::{AppBuilder, MorrisApp, UNFINISHED_FILE};
pub use clock::AppClock;
pub use command::{Command, NewGame};
pub use layout::{BoardPoint, POINTS};
pub use settings::{Player, Settings};
