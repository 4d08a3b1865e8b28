//! The desktop app of the mill game: an [`eframe`] app that draws the board.
//!
//! The app lives in this library so tests drive it headless with
//! `egui_kittest`; the binary `morris-gui` only opens a window for it.
//!
//! For now the app shows the empty Nine Men's Morris board. Every point is an
//! accessible widget labelled with its name (`a7` ... `g1`), so a screen
//! reader, or a test, finds it by label.
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

mod app;
mod board;
mod layout;

pub use app::MorrisApp;
pub use board::{Command, board_ui};
pub use layout::{BoardPoint, LINES, POINTS};
