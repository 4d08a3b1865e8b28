//! The position editor: pieces put on points and taken off (click with a
//! brush, or drag), pieces in hand, the side to move; the rules core says
//! whether the position can stand under the game's rules, and why not, and
//! the game goes on from it, or is analysed.

use egui::{RichText, Ui};
use morris_core::{ByColor, Color, Point, Position, Rules, Setup};
use morris_i18n::{Localizer, tr, words};

use crate::command::Command;
use crate::text;

/// What a click on a point does in the editor.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Brush {
    /// Puts a piece of this side there (or takes it off when one stands).
    Piece(Color),
    /// Takes off whatever stands there.
    Erase,
}

/// The position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    /// The position as text describes it, not yet checked.
    pub setup: Setup,
    /// The rules it is checked against (the game's).
    pub rules: Rules,
    /// What a click does.
    pub brush: Brush,
}

impl Editor {
    /// An editor starting from `pos`.
    #[must_use]
    pub fn from_position(pos: &Position) -> Editor {
        let mut setup = pos.to_setup();
        // A set-up position starts a game of its own.
        setup.turn = 1;
        Editor {
            setup,
            rules: *pos.rules(),
            brush: Brush::Piece(Color::White),
        }
    }

    /// The position, when the rules let it stand.
    ///
    /// # Errors
    /// Why it cannot, from the core.
    pub fn position(&self) -> Result<Position, morris_core::SetupError> {
        Position::from_setup(&self.setup, self.rules)
    }

    /// A click on `point` with the brush.
    pub fn click(&mut self, point: Point) {
        let board = &mut self.setup.board;
        let here = Color::ALL.into_iter().find(|&c| board[c].contains(point));
        for c in Color::ALL {
            board[c] = board[c].without(point);
        }
        if let Brush::Piece(color) = self.brush
            && here != Some(color)
        {
            board[color].insert(point);
        }
    }

    /// The piece on `from` dragged to `to` (an empty point).
    pub fn drag(&mut self, from: Point, to: Point) {
        let board = &mut self.setup.board;
        let Some(color) = Color::ALL.into_iter().find(|&c| board[c].contains(from)) else {
            return;
        };
        if Color::ALL.into_iter().any(|c| board[c].contains(to)) {
            return;
        }
        board[color] = board[color].without(from).with(to);
    }

    /// Pieces in hand for `color` (clamped to what the rules give).
    pub fn set_in_hand(&mut self, color: Color, pieces: u8) {
        self.setup.in_hand[color] = pieces.min(self.rules.pieces());
        // Pieces in hand mean placing: the N-move counter is not running.
        if self.setup.in_hand[color] > 0 {
            self.setup.n_move_counter = 0;
        }
    }

    /// An empty board, no pieces in hand, White to move.
    pub fn clear(&mut self) {
        self.setup.board = ByColor::new(Default::default(), Default::default());
        self.setup.in_hand = ByColor::new(0, 0);
        self.setup.side_to_move = self.rules.first();
        self.setup.n_move_counter = 0;
    }
}

/// The editor's controls, in the side panel: the brush, the hands, the side
/// to move, whether the position can stand, and the ways out.
pub fn editor_panel(ui: &mut Ui, loc: &Localizer, editor: &Editor, commands: &mut Vec<Command>) {
    ui.label(RichText::new(tr!(loc, "gui-editor-title")).strong());
    ui.add(egui::Label::new(RichText::new(tr!(loc, "gui-editor-help")).small().weak()).wrap());
    ui.add_space(4.0);
    ui.label(tr!(loc, "gui-editor-brush"));
    ui.horizontal_wrapped(|ui| {
        for (brush, label) in [
            (Brush::Piece(Color::White), text::color(loc, Color::White)),
            (Brush::Piece(Color::Black), text::color(loc, Color::Black)),
            (Brush::Erase, tr!(loc, "gui-editor-erase")),
        ] {
            if ui.selectable_label(editor.brush == brush, label).clicked() {
                commands.push(Command::EditorBrush(brush));
            }
        }
    });
    ui.add_space(4.0);
    for color in Color::ALL {
        let mut pieces = editor.setup.in_hand[color];
        let label = ui.label(tr!(loc, "gui-editor-hand", color = text::color(loc, color)));
        let slider = egui::Slider::new(&mut pieces, 0..=editor.rules.pieces());
        if ui.add(slider).labelled_by(label.id).changed() {
            commands.push(Command::EditorHand(color, pieces));
        }
    }
    ui.add_space(4.0);
    ui.label(tr!(loc, "gui-editor-to-move"));
    ui.horizontal(|ui| {
        for color in Color::ALL {
            if ui
                .radio(editor.setup.side_to_move == color, text::color(loc, color))
                .clicked()
            {
                commands.push(Command::EditorSide(color));
            }
        }
    });
    ui.add_space(6.0);
    let valid = editor.position();
    match &valid {
        Ok(_) => ui.label(RichText::new(tr!(loc, "gui-editor-valid")).small()),
        Err(e) => ui.add(
            egui::Label::new(
                RichText::new(words::bad_position(loc, e))
                    .small()
                    .color(crate::theme::Palette::of(ui.visuals()).warning),
            )
            .wrap(),
        ),
    };
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        let ok = valid.is_ok();
        if ui
            .add_enabled(
                ok,
                egui::Button::new(RichText::new(tr!(loc, "gui-editor-play")).strong()),
            )
            .clicked()
        {
            commands.push(Command::EditorPlay { analyse: false });
        }
        if ui
            .add_enabled(ok, egui::Button::new(tr!(loc, "gui-editor-analyse")))
            .clicked()
        {
            commands.push(Command::EditorPlay { analyse: true });
        }
        if ui.button(tr!(loc, "gui-editor-clear")).clicked() {
            commands.push(Command::EditorClear);
        }
        if ui.button(tr!(loc, "gui-cancel")).clicked() {
            commands.push(Command::CloseEditor);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clicks_put_and_take_pieces_and_the_core_judges() {
        let mut editor = Editor::from_position(&Position::new(Rules::default()));
        editor.clear();
        let d6: Point = "d6".parse().unwrap();
        editor.click(d6);
        assert!(editor.setup.board[Color::White].contains(d6));
        editor.brush = Brush::Piece(Color::Black);
        editor.click(d6);
        assert!(editor.setup.board[Color::Black].contains(d6));
        assert!(!editor.setup.board[Color::White].contains(d6));
        editor.click(d6);
        assert!(
            editor.setup.board[Color::Black].is_empty(),
            "a second click takes it off"
        );
        editor.click(d6);
        let f4: Point = "f4".parse().unwrap();
        editor.drag(d6, f4);
        assert!(editor.setup.board[Color::Black].contains(f4));
        // Ten pieces of a side on a nine-piece board cannot stand.
        editor.brush = Brush::Piece(Color::White);
        for p in Point::ALL.iter().take(12) {
            editor.click(*p);
        }
        assert!(editor.position().is_err());
        editor.clear();
        assert!(
            editor.position().is_ok(),
            "an empty board with nothing in hand is over, but can stand"
        );
    }
}
