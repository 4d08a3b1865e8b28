//! The move list: the moves in numbered rows, each a button that goes to
//! the position after it.

use super::*;

/// One row of the move list: the turn number and up to two moves, each
/// with its index in the game.
struct MoveRow {
    turn: u32,
    cells: [Option<(usize, Move)>; 2],
}

/// The moves of the game and those undo took back, two a row: a row starts
/// at each move of the player who moves first under the rules.
fn move_rows(view: &PanelView<'_>) -> Vec<MoveRow> {
    let game = view.session.game();
    let start = game.start();
    let first = game.rules().first();
    let mut rows: Vec<MoveRow> = Vec::new();
    let mut turn = start.turn_number();
    let mut side = start.side_to_move();
    let all = game.moves().iter().copied().chain(game.redo_moves());
    for (i, m) in all.enumerate() {
        let column = usize::from(side != first);
        if side == first && i > 0 {
            turn += 1;
        }
        if column == 0 || rows.is_empty() {
            rows.push(MoveRow {
                turn,
                cells: [None, None],
            });
        }
        if let Some(row) = rows.last_mut() {
            row.cells[column] = Some((i, m));
        }
        side = side.other();
    }
    rows
}

/// The moves in notation, two a row, each a button that shows the
/// position after it; moves taken back follow, faint. Only the visible rows
/// are laid out.
pub(super) fn move_list(ui: &mut Ui, view: &PanelView<'_>, commands: &mut Vec<Command>) {
    let loc = view.loc;
    let game = view.session.game();
    let played = game.moves().len();
    let rows = move_rows(view);
    let padding = ui.spacing().button_padding.y;
    let row_height = (ui.text_style_height(&egui::TextStyle::Monospace) + 2.0 * padding)
        .max(ui.text_style_height(&egui::TextStyle::Body) + 2.0 * padding);
    // Row 0 is the start; then the moves; then the result.
    let result = game.outcome().filter(|_| game.redo_moves().is_empty());
    let total = 1 + rows.len() + usize::from(result.is_some());
    // New moves come at the end: the list follows them while it is
    // scrolled to its end, and stays where the player scrolled otherwise.
    let area = ScrollArea::vertical()
        .auto_shrink([false, false])
        // Never taller than the room left, however little.
        .min_scrolled_height(0.0)
        .max_height(ui.available_height().max(0.0))
        .stick_to_bottom(true);
    area.show_rows(ui, row_height, total, |ui, range| {
        for index in range {
            ui.horizontal(|ui| {
                ui.set_height(row_height);
                if index == 0 {
                    let response = ui.selectable_label(played == 0, tr!(loc, "gui-moves-start"));
                    if response.clicked() {
                        commands.push(Command::GoTo(0));
                    }
                    return;
                }
                let Some(row) = rows.get(index - 1) else {
                    ui.add_space(38.0);
                    ui.label(RichText::new(result_text(result)).weak());
                    return;
                };
                let (number, _) = ui.allocate_exact_size(vec2(34.0, row_height), Sense::hover());
                ui.painter().text(
                    number.left_center(),
                    egui::Align2::LEFT_CENTER,
                    format!("{}.", row.turn),
                    egui::FontId::proportional(13.0),
                    ui.visuals().weak_text_color(),
                );
                for (column, cell) in row.cells.iter().enumerate() {
                    let (cell_rect, _) =
                        ui.allocate_exact_size(vec2(84.0, row_height), Sense::hover());
                    let Some((i, m)) = cell else {
                        if column == 0 {
                            let at = cell_rect.left_center() + vec2(8.0, 0.0);
                            ui.painter().text(
                                at,
                                egui::Align2::LEFT_CENTER,
                                "…",
                                egui::FontId::proportional(13.0),
                                ui.visuals().weak_text_color(),
                            );
                        }
                        continue;
                    };
                    let current = i + 1 == played;
                    // The review's mark (?!, ? or ??) in its grade's colour.
                    let grade = view.marks.and_then(|marks| marks.grade(*i));
                    let mark = grade.map_or("", morris_ai::review::Grade::mark);
                    let notation = format!("{m}{mark}");
                    let mut text = RichText::new(m.to_string()).monospace();
                    if *i >= played {
                        text = text.weak();
                    }
                    let mut job = egui::text::LayoutJob::default();
                    let style = ui.style().clone();
                    let (font, align) = (egui::FontSelection::Default, egui::Align::Center);
                    text.append_to(&mut job, &style, font.clone(), align);
                    if let Some(grade) = grade.filter(|_| !mark.is_empty()) {
                        let mut mark = RichText::new(mark).monospace().strong();
                        if let Some(color) = crate::theme::grade_color(ui.visuals(), grade) {
                            mark = mark.color(color);
                        }
                        mark.append_to(&mut job, &style, font, align);
                    }
                    let mut cell_ui = ui.new_child(
                        egui::UiBuilder::new()
                            .max_rect(cell_rect)
                            .layout(egui::Layout::left_to_right(egui::Align::Center)),
                    );
                    let response = cell_ui.selectable_label(current, job);
                    // Screen readers (and tests) hear the move with its number.
                    let label = if column == 0 {
                        format!("{}. {notation}", row.turn)
                    } else {
                        format!("{}... {notation}", row.turn)
                    };
                    response.widget_info(|| {
                        WidgetInfo::selected(egui::Role::Button, true, current, &label)
                    });
                    if response.clicked() {
                        commands.push(Command::GoTo(i + 1));
                    }
                }
            });
        }
    });
}

fn result_text(outcome: Option<Outcome>) -> &'static str {
    outcome.map_or("*", |o| o.result())
}
