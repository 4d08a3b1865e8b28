//! The board widget: paints the board to scale and turns clicks on its points
//! into [`Command`]s.

use egui::emath::RectTransform;
use egui::{CursorIcon, Id, Pos2, Rect, Role, Sense, Stroke, Ui, Vec2, WidgetInfo};

use crate::layout::{BoardPoint, LINES, POINTS};

/// The margin around the board, as a fraction of the side of the square the
/// board is drawn in, so the points on the edge are not clipped.
const MARGIN: f32 = 0.06;

/// The radius of a point's dot, in grid steps (a sixth of the board's side).
const POINT_RADIUS: f32 = 0.12;

/// The side of the square a point answers clicks in, in grid steps. Below
/// one, so neighbouring points never overlap.
const POINT_HIT_SIZE: f32 = 0.6;

/// The width of a board line, in grid steps.
const LINE_WIDTH: f32 = 0.035;

/// What the player asked for on the board. The board only reports intents;
/// the app applies them in one place.
#[must_use]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// The player clicked the point with this name.
    ClickPoint(&'static str),
}

/// Shows the board in all the space `ui` has left, as large as fits, with the
/// point named `selected` highlighted. Returns what the player asked for, if
/// anything.
pub fn board_ui(ui: &mut Ui, selected: Option<&str>) -> Option<Command> {
    let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::hover());
    let to_screen = board_transform(response.rect);
    // One step of the 7x7 grid on the screen: every size derives from it.
    let step = to_screen.scale().x / 6.0;
    let visuals = ui.visuals();

    let line_stroke = Stroke::new(
        (LINE_WIDTH * step).max(1.0),
        visuals.widgets.noninteractive.fg_stroke.color,
    );
    for [from, to] in LINES {
        painter.line_segment([to_screen * from, to_screen * to], line_stroke);
    }

    let mut command = None;
    for point in POINTS {
        let center = to_screen * point.position;
        let point_response = point_widget(ui, response.id, point, center, step, selected);
        let is_selected = selected == Some(point.name);
        let widget_visuals = ui.style().interact_selectable(&point_response, is_selected);
        let radius = POINT_RADIUS * step;
        if is_selected {
            painter.circle_filled(center, radius * 1.6, ui.visuals().selection.bg_fill);
        }
        painter.circle_filled(center, radius, line_stroke.color);
        if point_response.hovered() || point_response.has_focus() {
            painter.circle_stroke(center, radius * 1.6, widget_visuals.fg_stroke);
        }
        if point_response.clicked() {
            command = Some(Command::ClickPoint(point.name));
        }
    }
    command
}

/// Maps the unit square of [`crate::layout`] to the largest square that fits
/// in `rect`, centred, less a margin.
fn board_transform(rect: Rect) -> RectTransform {
    let side = rect.width().min(rect.height());
    let board = Rect::from_center_size(rect.center(), Vec2::splat(side)).shrink(side * MARGIN);
    RectTransform::from_to(Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0)), board)
}

/// Makes `point` a clickable, focusable widget at `center`, labelled with its
/// name for screen readers and tests.
fn point_widget(
    ui: &Ui,
    board_id: Id,
    point: BoardPoint,
    center: Pos2,
    step: f32,
    selected: Option<&str>,
) -> egui::Response {
    let hit_rect = Rect::from_center_size(center, Vec2::splat(POINT_HIT_SIZE * step));
    let response = ui
        .interact(hit_rect, board_id.with(point.name), Sense::click())
        .on_hover_cursor(CursorIcon::PointingHand);
    let enabled = ui.is_enabled();
    let is_selected = selected == Some(point.name);
    response.widget_info(|| WidgetInfo::selected(Role::Button, enabled, is_selected, point.name));
    response
}
