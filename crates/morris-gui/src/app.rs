//! The app: the window's contents and the state behind them.

use egui::{CentralPanel, Panel, Ui};

use crate::board::{Command, board_ui};

/// The desktop app. For now it shows the empty board and lets the player
/// select a point; the game itself comes later.
#[derive(Debug, Default)]
pub struct MorrisApp {
    /// The point the player clicked last, until clicked again.
    selected: Option<&'static str>,
}

impl MorrisApp {
    /// The app as it opens, from eframe's creation context.
    pub fn new(_cc: &eframe::CreationContext<'_>) -> Self {
        Self::default()
    }

    /// The name of the selected point, if any.
    pub fn selected_point(&self) -> Option<&'static str> {
        self.selected
    }

    /// Shows the whole app in `ui`: the status line at the bottom and the
    /// board in the rest.
    pub fn show(&mut self, ui: &mut Ui) {
        Panel::bottom("status").show(ui, |ui| {
            ui.label(self.status());
        });
        let command = CentralPanel::default()
            .show(ui, |ui| board_ui(ui, self.selected))
            .inner;
        if let Some(command) = command {
            self.apply(command);
        }
    }

    /// Applies what the player asked for. Every change of state goes through
    /// here.
    pub fn apply(&mut self, command: Command) {
        match command {
            Command::ClickPoint(name) => {
                self.selected = if self.selected == Some(name) {
                    None
                } else {
                    Some(name)
                };
            }
        }
    }

    /// The text of the status line.
    fn status(&self) -> String {
        match self.selected {
            Some(name) => format!("Point {name} selected."),
            None => "Nine Men's Morris. The full game is coming.".to_owned(),
        }
    }
}

impl eframe::App for MorrisApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }
}
