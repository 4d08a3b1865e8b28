//! The two hands of pieces beside the board: painted with their counts,
//! labelled for screen readers, and, while placing, where the side to move
//! takes a piece to drag onto a point.

use egui::emath::RectTransform;
use egui::{Align2, CursorIcon, FontId, Id, Painter, Pos2, Role, Sense, Ui, WidgetInfo};
use morris_core::{Color, Phase, Position};
use morris_play::Shown;
use morris_play::entry::Entry as Pending;

use crate::board::{BoardView, PIECE_RADIUS, paint_piece};
use crate::layout::Table;
use crate::theme::Palette;

/// What happened to a piece dragged from the hand this frame.
pub(crate) struct HandDrag {
    /// A piece is on its way from the hand.
    pub(crate) dragging: bool,
    /// It was let go here (screen coordinates).
    pub(crate) dropped: Option<Pos2>,
}

/// Both hands of pieces, beside the board, each with an accessible label;
/// while placing, the hand of the side to move is where a piece may be
/// dragged from (`from_hand`: one is on its way).
#[allow(clippy::too_many_arguments)]
pub(crate) fn paint_hands(
    ui: &mut Ui,
    board_id: Id,
    painter: &Painter,
    to_screen: &RectTransform,
    table: Table,
    palette: &Palette,
    shown: &Shown,
    pos: &Position,
    view: &BoardView<'_>,
    from_hand: bool,
) -> HandDrag {
    let unit = to_screen.scale().x;
    let total = usize::from(pos.rules().pieces());
    // Twelve pieces in hand fill the board's side without touching.
    let radius = PIECE_RADIUS * unit * 0.82;
    let mut drag = HandDrag {
        dragging: false,
        dropped: None,
    };
    for color in Color::ALL {
        let count = usize::from(shown.in_hand[color]);
        let rect = to_screen.transform_rect(table.hand_rect(color));
        let id = board_id.with("hand").with(color.name());
        let can_take = view.interactive
            && pos.phase() == Phase::Placing
            && color == pos.side_to_move()
            && count > 0
            && matches!(view.pending, Pending::Nothing);
        let sense = if can_take {
            Sense::drag()
        } else {
            Sense::hover()
        };
        let mut response = ui.interact(rect, id, sense);
        let label = view.hand_labels[color].clone();
        response.widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
        let mut taken = false;
        if can_take {
            response = response.on_hover_cursor(CursorIcon::Grab);
            if response.drag_stopped() {
                drag.dropped = response.interact_pointer_pos();
            } else if response.dragged() || (from_hand && response.is_pointer_button_down_on()) {
                drag.dragging = true;
                taken = true;
            }
        }
        // The piece on its way is no longer in the hand.
        let painted = count - usize::from(taken);
        for slot in 0..painted {
            let center = to_screen * table.hand_slot(color, slot, total);
            paint_piece(painter, center, radius, color, palette, 1.0);
        }
        if count > 0 {
            // The count, just before the first slot.
            let at = to_screen * table.hand_slot(color, 0, total);
            let before = to_screen * table.hand_slot(color, 1, total);
            let label_at = at + (at - before) * 1.1;
            let font = FontId::proportional((0.034 * unit).max(9.0));
            painter.text(
                label_at,
                Align2::CENTER_CENTER,
                count.to_string(),
                font,
                palette.label,
            );
        }
    }
    drag
}
