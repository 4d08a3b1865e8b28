//! The position editor's panel: the brush, the hands, the side to move,
//! the core's verdict, and the ways out. The model (what a click or a drag
//! does to the position being set up) is morris-play's [`Editor`].

use egui::{RichText, Ui};
use morris_core::Color;
use morris_i18n::{Localizer, tr, words};

use crate::command::Command;
use crate::text;

pub use morris_play::editor::{Brush, Editor};

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
    let warning = |ui: &mut Ui, text: String| {
        ui.add(
            egui::Label::new(
                RichText::new(text)
                    .small()
                    .color(crate::theme::Palette::of(ui.visuals()).warning),
            )
            .wrap(),
        )
    };
    // A position already over (a side below three pieces, or without a
    // move) says so, and is not played on.
    let over = valid.as_ref().ok().and_then(morris_core::Position::outcome);
    match (&valid, over) {
        (Ok(_), Some(outcome)) => warning(
            ui,
            tr!(
                loc,
                "position-over",
                outcome = text::outcome(loc, outcome, &editor.rules)
            ),
        ),
        (Ok(_), None) => ui.label(RichText::new(tr!(loc, "gui-editor-valid")).small()),
        (Err(e), _) => warning(ui, words::bad_position(loc, e)),
    };
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        let ok = valid.is_ok() && over.is_none();
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
