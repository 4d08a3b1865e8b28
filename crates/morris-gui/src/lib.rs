//! The desktop app of the mill game: an [`eframe`] app to play Nine Men's
//! Morris, Twelve Men's Morris and their variations against a person or the
//! AI.
//!
//! The app lives in this library so tests drive it headless with
//! `egui_kittest`; the binary `morris-gui` only opens a window for it.
//!
//! - [`MorrisApp`]: the app; [`MorrisApp::apply`] is the one place where
//!   [`Command`]s, the intents widgets report, change its state.
//! - The game in play, the players, the half-made turn, the AI on worker
//!   threads and the files kept between runs are [`morris_play`]'s, shared
//!   with the terminal program; this crate draws them and turns input into
//!   [`Command`]s.
//! - [`board`]: the board drawn to scale from the state; every point is an
//!   accessible widget labelled with its name (`a7` ... `g1`), so a screen
//!   reader, or a test, finds it by label.
//! - [`settings`]: the app's view of the shared settings file.
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

pub mod anim;
mod app;
pub mod board;
pub mod capture;
mod command;
pub mod dialogs;
pub mod editor;
pub mod files;
mod hands;
pub mod layout;
mod panels;
pub mod settings;
#[cfg(feature = "testing")]
pub mod testing;
pub mod text;
pub mod theme;

pub use app::{AppBuilder, MorrisApp, UNFINISHED_FILE};
pub use command::{Command, NewGame};
pub use layout::{BoardPoint, POINTS, lines};
pub use settings::{Player, Settings};
