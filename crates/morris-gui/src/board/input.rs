//! The board's points as widgets: clicks, drags (from a point or from the
//! hand) and the keyboard cursor, turned into commands.

use egui::{
    CursorIcon, EventFilter, Id, Key, Pos2, Rect, Response, Role, Sense, Ui, Vec2, WidgetInfo,
};
use morris_core::{Phase, Point};

use super::{BoardView, DROP_RADIUS, Frame, POINT_HIT_SIZE};
use crate::command::Command;
use crate::layout::{Direction, step};
use morris_play::entry::Entry as Pending;

/// What the player did to the points this frame.
pub(super) struct PointInput {
    /// The point widgets, in the order of the board's points
    /// ([`board_points`](crate::layout::board_points)).
    pub responses: Vec<Response>,
    /// What the player asked for.
    pub command: Option<Command>,
    /// The piece being dragged from a point.
    pub dragging: Option<Point>,
    /// Whether a piece is being dragged from the hand of the side to move.
    pub from_hand: bool,
}

/// The points as widgets, first, so their state is known when painting:
/// clicks, a drag started or dropped, the keyboard cursor.
pub(super) fn points(ui: &mut Ui, frame: &Frame<'_, '_>) -> PointInput {
    let view = frame.view;
    let pos = view.position;
    let shown = view.shown;
    let drag_id = frame.board_id.with("drag");
    let mut dragging: Option<Point> = ui.data(|d| d.get_temp(drag_id)).flatten();
    // A piece taken from the hand of the side to move, to be dropped on a
    // point.
    let from_hand = ui
        .data(|d| d.get_temp::<bool>(frame.board_id.with("hand-drag")))
        .unwrap_or(false)
        && view.interactive
        && pos.phase() == Phase::Placing;
    let mut command = None;
    let mut drop: Option<(Point, Pos2)> = None;
    let mut responses = Vec::with_capacity(frame.points.len());
    let mut focused = None;
    for (index, board_point) in frame.points.iter().enumerate() {
        let point = board_point.point;
        let center = frame.to_screen * board_point.position;
        let selected =
            matches!(view.pending, Pending::Selected(p) if *p == point) || dragging == Some(point);
        let label = view
            .point_labels
            .get(index)
            .map_or(board_point.name, String::as_str);
        let response = point_widget(
            ui,
            frame.board_id,
            board_point.name,
            label,
            center,
            frame.unit,
            selected,
            view,
        );
        if view.focus == Some(point) {
            response.request_focus();
        }
        if response.has_focus() {
            focused = Some((point, response.id));
        }
        if response.clicked() {
            command = Some(Command::ClickPoint(point));
        }
        let own = Some(pos.side_to_move()) == shown.piece_at(point);
        let draggable = if view.editing {
            shown.piece_at(point).is_some()
        } else {
            own && pos.phase() != Phase::Placing
        };
        if response.drag_started() && view.interactive && draggable {
            dragging = Some(point);
        }
        if response.drag_stopped() && dragging == Some(point) {
            if let Some(at) = response.interact_pointer_pos() {
                drop = Some((point, at));
            }
            dragging = None;
        }
        responses.push(response);
    }
    // The cursor moves once a frame, after every point has been seen.
    if let Some((point, id)) = focused {
        move_cursor(ui, frame, point, id);
    }
    if let Some((from, at)) = drop {
        command = match drop_target(frame, at) {
            Some(to) if to != from => Some(Command::DragPiece { from, to }),
            // Put back where it was: nothing in the editor, a click in play.
            Some(_) if view.editing => None,
            Some(_) => Some(Command::ClickPoint(from)),
            None => command,
        };
    }
    ui.data_mut(|d| d.insert_temp(drag_id, dragging));
    PointInput {
        responses,
        command,
        dragging,
        from_hand,
    }
}

/// The point a piece dropped at `at` (on the screen) lands on, if it is
/// near enough to one.
pub(super) fn drop_target(frame: &Frame<'_, '_>, at: Pos2) -> Option<Point> {
    let at = frame.to_screen.inverse() * at;
    frame
        .points
        .iter()
        .filter(|p| p.position.distance(at) < DROP_RADIUS)
        .min_by(|a, b| a.position.distance(at).total_cmp(&b.position.distance(at)))
        .map(|p| p.point)
}

/// Makes a point a clickable, draggable, focusable widget labelled for
/// screen readers and tests with its name and what stands on it.
#[allow(clippy::too_many_arguments)]
fn point_widget(
    ui: &mut Ui,
    board_id: Id,
    name: &'static str,
    label: &str,
    center: Pos2,
    unit: f32,
    selected: bool,
    view: &BoardView<'_>,
) -> Response {
    let hit_rect = Rect::from_center_size(center, Vec2::splat(POINT_HIT_SIZE * unit));
    let response = ui.interact(hit_rect, board_id.with(name), Sense::click_and_drag());
    let response = if view.interactive {
        response.on_hover_cursor(CursorIcon::PointingHand)
    } else {
        response
    };
    let enabled = view.interactive;
    response.widget_info(|| WidgetInfo::selected(Role::Button, enabled, selected, label));
    response
}

/// Moves the keyboard cursor along the board's rows and columns with the
/// arrow keys, instead of egui's focus moving anywhere on the screen.
fn move_cursor(ui: &mut Ui, frame: &Frame<'_, '_>, point: Point, id: Id) {
    ui.memory_mut(|m| {
        m.set_focus_lock_filter(
            id,
            EventFilter {
                horizontal_arrows: true,
                vertical_arrows: true,
                ..EventFilter::default()
            },
        );
    });
    let direction = ui.input(|i| {
        [
            (Key::ArrowUp, Direction::Up),
            (Key::ArrowDown, Direction::Down),
            (Key::ArrowLeft, Direction::Left),
            (Key::ArrowRight, Direction::Right),
        ]
        .into_iter()
        .find(|(key, _)| i.key_pressed(*key))
        .map(|(_, d)| d)
    });
    if let Some(next) = direction.and_then(|d| step(frame.geometry, point, d)) {
        let id = frame.board_id.with(crate::layout::name(next));
        ui.memory_mut(|m| m.request_focus(id));
    }
}
