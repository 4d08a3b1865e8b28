//! The board widget: paints the board, the pieces and the hands to scale
//! from the game state, and turns clicks, drags and keys on its points into
//! [`Command`]s.
//!
//! Everything lies in the normalised coordinates of [`crate::layout`]; one
//! [`RectTransform`] maps them to the screen, and its inverse maps the
//! pointer back when a dragged piece is dropped.

use egui::emath::RectTransform;
use egui::{
    Align2, Color32, CursorIcon, EventFilter, FontId, Id, Key, Painter, Pos2, Rect, Response, Role,
    Sense, Shape, Stroke, Ui, Vec2, WidgetInfo, pos2, vec2,
};
use morris_ai::analysis::MoveValue;
use morris_ai::db::DbValue;
use morris_core::{ByColor, Color, Move, Phase, Point, PointSet, Position};

use crate::anim::Animations;
use crate::command::Command;
use crate::layout::{BOARD_MARGIN, Direction, POINTS, Table, lines, position, step};
use crate::theme::Palette;
use morris_play::Shown;
use morris_play::entry::{self, Entry as Pending};

/// The radius of a piece, in board sides.
pub(crate) const PIECE_RADIUS: f32 = 0.052;

/// The radius of an empty point's dot.
const POINT_RADIUS: f32 = 0.013;

/// The width of a board line.
const LINE_WIDTH: f32 = 0.0055;

/// The side of the square a point answers clicks in: below a grid step
/// (a sixth), so neighbouring points never overlap.
const POINT_HIT_SIZE: f32 = 0.1;

/// How far from a point a dragged piece may be dropped on it.
const DROP_RADIUS: f32 = 0.07;

/// What the board shows and whether the player may act on it.
#[derive(Clone, Debug)]
pub struct BoardView<'a> {
    /// The position between whole turns.
    pub position: &'a Position,
    /// The part of a turn the player has made.
    pub pending: &'a Pending,
    /// Where a click may go next (see [`morris_play::Session::targets`]).
    pub targets: PointSet,
    /// Whether to mark the targets (a selected piece's destinations, the
    /// pieces that may be removed); placing needs no marks.
    pub show_targets: bool,
    /// The move played last and who played it.
    pub last_move: Option<(Move, Color)>,
    /// The board as the player sees it: the half-made turn applied, and
    /// the mills it (or the last move) closed.
    pub shown: &'a Shown,
    /// A suggested move to draw.
    pub hint: Option<Move>,
    /// Pieces in motion.
    pub animations: &'a Animations,
    /// Whether a person is to move (else clicks are only explained).
    pub interactive: bool,
    /// The accessible labels of the two hands ("White: 7 pieces in hand").
    pub hand_labels: ByColor<String>,
    /// The accessible labels of the points, in the order of [`POINTS`]
    /// ("d6, white piece", "f4, empty, legal target").
    pub point_labels: Vec<String>,
    /// The analysis: what choosing each of these points is worth.
    pub values: Vec<PointValue>,
    /// Whether the position editor shows it: any piece may be dragged.
    pub editing: bool,
}

/// A move's value shown on the point that chooses it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointValue {
    /// The point.
    pub point: Point,
    /// The value in a few characters (`W7`, `=`, `+0.4`).
    pub text: String,
    /// How good it is, for the colour.
    pub tone: Tone,
    /// Whether no other point is worth more.
    pub best: bool,
}

/// What a value says, for its colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tone {
    /// A win, exact or proved.
    Win,
    /// A loss, exact or proved.
    Loss,
    /// A draw with best play.
    Draw,
    /// A result the N-move rule may turn into a draw.
    Unsure,
    /// A search's judgement: about even (within a quarter of a piece).
    Even,
    /// A search's judgement: better for the side to move.
    Ahead,
    /// A search's judgement: worse for the side to move.
    Behind,
}

impl Tone {
    /// The tone of a value.
    #[must_use]
    pub fn of(value: MoveValue) -> Tone {
        match value {
            MoveValue::Exact(DbValue::Win(_)) => Tone::Win,
            MoveValue::Exact(DbValue::Loss(_)) => Tone::Loss,
            MoveValue::Exact(DbValue::Draw) => Tone::Draw,
            MoveValue::MayBeDrawn(_) => Tone::Unsure,
            MoveValue::Searched { score, .. } if score.is_win() => Tone::Win,
            MoveValue::Searched { score, .. } if score.is_loss() => Tone::Loss,
            MoveValue::Searched { score, .. } if score.raw().abs() < 25 => Tone::Even,
            MoveValue::Searched { score, .. } if score.raw() >= 0 => Tone::Ahead,
            MoveValue::Searched { .. } => Tone::Behind,
        }
    }

    fn fill(self, palette: &Palette) -> Color32 {
        match self {
            Tone::Win => palette.hint,
            Tone::Loss => palette.removal,
            Tone::Draw | Tone::Unsure | Tone::Even => palette.line,
            Tone::Ahead => palette.hint.gamma_multiply(0.75),
            Tone::Behind => palette.removal.gamma_multiply(0.75),
        }
    }
}

/// What the board reports after a frame.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardOutput {
    /// What the player asked for, if anything.
    pub command: Option<Command>,
    /// How the board and hands were laid out, for animations that start
    /// from a hand.
    pub table: Table,
}

/// The transform from the normalised plane to the largest area of the
/// table's shape that fits in `rect`, centred.
fn table_transform(rect: Rect, table: Table) -> RectTransform {
    let bounds = table.bounds();
    let scale = (rect.width() / bounds.width()).min(rect.height() / bounds.height());
    let screen = Rect::from_center_size(rect.center(), bounds.size() * scale);
    RectTransform::from_to(bounds, screen)
}

/// Shows the board in all the space `ui` has left. Returns what the player
/// asked for and the layout used.
pub fn board_ui(ui: &mut Ui, view: &BoardView<'_>) -> BoardOutput {
    let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::hover());
    let pos = view.position;
    let shown = view.shown;
    let hands = shown.in_hand.white > 0 || shown.in_hand.black > 0;
    let table = Table::for_size(response.rect.size(), hands);
    let to_screen = table_transform(response.rect, table);
    let unit = to_screen.scale().x;
    let palette = Palette::of(ui.visuals());
    let now = ui.input(|i| i.time);
    let board_id = response.id;
    let drag_id = board_id.with("drag");
    let mut dragging: Option<Point> = ui.data(|d| d.get_temp(drag_id)).flatten();
    // A piece taken from the hand of the side to move, to be dropped on a
    // point.
    let hand_drag_id = board_id.with("hand-drag");
    let from_hand = ui
        .data(|d| d.get_temp::<bool>(hand_drag_id))
        .unwrap_or(false)
        && view.interactive
        && pos.phase() == Phase::Placing;

    paint_surface(&painter, &to_screen, &palette, pos.geometry());
    paint_fresh_mills(&painter, &to_screen, &palette, &shown.fresh_mills);
    let piece_radius = PIECE_RADIUS * unit;

    // The points: widgets first, so their state is known when painting.
    let mut command = None;
    let mut drop: Option<(Point, Pos2)> = None;
    let mut responses = Vec::with_capacity(POINTS.len());
    let mut focused = None;
    for (index, board_point) in POINTS.iter().enumerate() {
        let point = board_point.point;
        let center = to_screen * board_point.position;
        let selected =
            matches!(view.pending, Pending::Selected(p) if *p == point) || dragging == Some(point);
        let label = view
            .point_labels
            .get(index)
            .map_or(board_point.name, String::as_str);
        let response = point_widget(
            ui,
            board_id,
            board_point.name,
            label,
            center,
            unit,
            selected,
            view,
        );
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
        move_cursor(ui, board_id, point, id);
    }

    if let Some((from, at)) = drop {
        let at = to_screen.inverse() * at;
        let target = POINTS
            .iter()
            .filter(|p| p.position.distance(at) < DROP_RADIUS)
            .min_by(|a, b| a.position.distance(at).total_cmp(&b.position.distance(at)));
        command = match target {
            Some(to) if to.point != from => Some(Command::DragPiece { from, to: to.point }),
            // Put back where it was: nothing in the editor, a click in play.
            Some(_) if view.editing => None,
            Some(_) => Some(Command::ClickPoint(from)),
            None => command,
        };
    }
    ui.data_mut(|d| d.insert_temp(drag_id, dragging));

    let targets = match dragging {
        Some(from) => entry::targets(pos, &Pending::Selected(from)),
        None => view.targets,
    };

    // Empty points, the last move's origin and the targets.
    let last = view.last_move;
    for (board_point, response) in POINTS.iter().zip(&responses) {
        let point = board_point.point;
        let center = to_screen * board_point.position;
        if shown.piece_at(point).is_some() {
            continue;
        }
        painter.circle_filled(center, (POINT_RADIUS * unit).max(1.5), palette.line);
        if last.is_some_and(|(m, _)| m.from() == Some(point)) {
            painter.circle_stroke(
                center,
                piece_radius * 0.55,
                Stroke::new((0.006 * unit).max(1.0), palette.last_move),
            );
        }
        let is_target = targets.contains(point) && view.interactive;
        if is_target && (view.show_targets || dragging.is_some() || from_hand) {
            painter.circle_filled(
                center,
                piece_radius * 0.32,
                palette.accent.gamma_multiply(0.8),
            );
        }
        if is_target && response.hovered() {
            painter.circle_stroke(
                center,
                piece_radius * 0.9,
                Stroke::new((0.005 * unit).max(1.0), palette.accent),
            );
        }
    }

    let hand = crate::hands::paint_hands(
        ui, board_id, &painter, &to_screen, table, &palette, shown, pos, view, from_hand,
    );
    ui.data_mut(|d| d.insert_temp(hand_drag_id, hand.dragging));
    if let Some(at) = hand.dropped {
        let at = to_screen.inverse() * at;
        if let Some(to) = POINTS
            .iter()
            .filter(|p| p.position.distance(at) < DROP_RADIUS)
            .min_by(|a, b| a.position.distance(at).total_cmp(&b.position.distance(at)))
        {
            command = Some(Command::ClickPoint(to.point));
        }
    }

    // The pieces on the board.
    let removable = matches!(view.pending, Pending::Removing(_)) && view.interactive;
    for (board_point, response) in POINTS.iter().zip(&responses) {
        let point = board_point.point;
        let Some(color) = shown.piece_at(point) else {
            continue;
        };
        if dragging == Some(point) {
            continue;
        }
        let center = view
            .animations
            .gliding_to(point, now)
            .map_or(to_screen * board_point.position, |p| to_screen * p);
        paint_piece(&painter, center, piece_radius, color, &palette, 1.0);
        if removable && targets.contains(point) {
            let width = (0.007 * unit).max(1.0);
            let ring = if response.hovered() { 1.3 } else { 1.2 };
            painter.circle_stroke(
                center,
                piece_radius * ring,
                Stroke::new(width, palette.removal),
            );
        }
        let selected = matches!(view.pending, Pending::Selected(p) if *p == point);
        let just_moved = matches!(view.pending, Pending::Removing(r) if r.base().to() == point);
        if selected || just_moved {
            let width = (0.008 * unit).max(1.0);
            painter.circle_stroke(
                center,
                piece_radius * 1.22,
                Stroke::new(width, palette.accent),
            );
        } else if view.interactive
            && response.hovered()
            && matches!(view.pending, Pending::Nothing)
            && Some(color) == Some(pos.side_to_move())
            && pos.phase() != Phase::Placing
        {
            let width = (0.005 * unit).max(1.0);
            painter.circle_stroke(
                center,
                piece_radius * 1.2,
                Stroke::new(width, palette.accent.gamma_multiply(0.6)),
            );
        }
        if last.is_some_and(|(m, _)| m.to() == point) && !just_moved {
            let mark = if color == Color::White {
                palette.last_move
            } else {
                palette.last_move.gamma_multiply(1.3)
            };
            painter.circle_filled(center, piece_radius * 0.2, mark);
        }
    }

    // Pieces chosen for removal in the half-made turn, and removed ones
    // fading.
    for point in shown.removed {
        let center = to_screen * position(point);
        let color = pos.side_to_move().other();
        paint_piece(&painter, center, piece_radius, color, &palette, 0.3);
        paint_cross(&painter, center, piece_radius * 0.45, unit, palette.removal);
    }
    for fading in view.animations.fading(now) {
        if shown.piece_at(fading.point).is_some() {
            continue;
        }
        let center = to_screen * position(fading.point);
        let radius = piece_radius * (0.6 + 0.4 * fading.left);
        paint_piece(
            &painter,
            center,
            radius,
            fading.color,
            &palette,
            fading.left,
        );
    }
    if let Some((m, _)) = last
        && view.animations.fading(now).is_empty()
    {
        for point in m.removals() {
            if shown.piece_at(point).is_none() {
                let center = to_screen * position(point);
                let color = palette.removal.gamma_multiply(0.7);
                paint_cross(&painter, center, piece_radius * 0.28, unit, color);
            }
        }
    }

    paint_values(&painter, &to_screen, &palette, view, piece_radius, unit);
    if let Some(hint) = view.hint {
        paint_hint(&painter, &to_screen, &palette, hint, piece_radius, unit);
    }

    // The dragged piece follows the pointer.
    if let Some(at) = ui.input(|i| i.pointer.interact_pos()) {
        let color = match dragging {
            Some(from) => shown.piece_at(from),
            None => hand.dragging.then(|| pos.side_to_move()),
        };
        if let Some(color) = color {
            paint_piece(&painter, at, piece_radius * 1.08, color, &palette, 0.95);
        }
    }

    // The keyboard cursor.
    for (board_point, response) in POINTS.iter().zip(&responses) {
        if response.has_focus() {
            let center = to_screen * board_point.position;
            let stroke = ui.visuals().selection.stroke;
            let width = stroke.width.max(0.006 * unit);
            let half = Vec2::splat(piece_radius * 1.45);
            painter.rect_stroke(
                Rect::from_center_size(center, half * 2.0),
                (piece_radius * 0.4) as u8,
                Stroke::new(width, palette.accent),
                egui::StrokeKind::Middle,
            );
        }
    }

    BoardOutput { command, table }
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
fn move_cursor(ui: &mut Ui, board_id: Id, point: Point, id: Id) {
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
    if let Some(next) = direction.and_then(|d| step(point, d)) {
        let id = board_id.with(POINTS[next.index()].name);
        ui.memory_mut(|m| m.request_focus(id));
    }
}

/// The board's surface, its coordinates and its lines.
fn paint_surface(
    painter: &Painter,
    to_screen: &RectTransform,
    palette: &Palette,
    geometry: morris_core::Geometry,
) {
    let unit = to_screen.scale().x;
    let surface = Rect::from_min_max(
        pos2(-BOARD_MARGIN, -BOARD_MARGIN),
        pos2(1.0 + BOARD_MARGIN, 1.0 + BOARD_MARGIN),
    );
    let surface = to_screen.transform_rect(surface);
    let corner = (0.025 * unit).clamp(2.0, 14.0) as u8;
    painter.rect_filled(surface, corner, palette.board);
    painter.rect_stroke(
        surface,
        corner,
        Stroke::new(1.0, palette.board_edge),
        egui::StrokeKind::Inside,
    );

    let font = FontId::proportional((0.032 * unit).max(8.0));
    let offset = 0.088;
    for (i, file) in ["a", "b", "c", "d", "e", "f", "g"].iter().enumerate() {
        let at = to_screen * pos2(i as f32 / 6.0, 1.0 + offset);
        painter.text(
            at,
            Align2::CENTER_CENTER,
            *file,
            font.clone(),
            palette.label,
        );
    }
    for rank in 1..=7 {
        let at = to_screen * pos2(-offset, 1.0 - (rank - 1) as f32 / 6.0);
        let text = rank.to_string();
        painter.text(at, Align2::CENTER_CENTER, text, font.clone(), palette.label);
    }

    let stroke = Stroke::new((LINE_WIDTH * unit).max(1.0), palette.line);
    for [from, to] in lines(geometry) {
        painter.line_segment([to_screen * from, to_screen * to], stroke);
    }
}

/// The mills the last move closed, as broad soft lines under the pieces.
fn paint_fresh_mills(
    painter: &Painter,
    to_screen: &RectTransform,
    palette: &Palette,
    mills: &[PointSet],
) {
    let unit = to_screen.scale().x;
    for mill in mills {
        let ends: Vec<Pos2> = mill.iter().map(position).collect();
        let mut pair = (ends[0], ends[0]);
        for (i, a) in ends.iter().enumerate() {
            for b in &ends[i + 1..] {
                if a.distance(*b) > pair.0.distance(pair.1) {
                    pair = (*a, *b);
                }
            }
        }
        let stroke = Stroke::new(0.03 * unit, palette.mill.gamma_multiply(0.55));
        painter.line_segment([to_screen * pair.0, to_screen * pair.1], stroke);
    }
}

/// A piece: a soft shadow, the body, a rim and a faint inner ring, at
/// `alpha` opacity.
pub(crate) fn paint_piece(
    painter: &Painter,
    center: Pos2,
    radius: f32,
    color: Color,
    palette: &Palette,
    alpha: f32,
) {
    let (body, rim) = match color {
        Color::White => (palette.white_piece, palette.white_rim),
        Color::Black => (palette.black_piece, palette.black_rim),
    };
    let fade = |c: Color32| c.gamma_multiply(alpha);
    painter.circle_filled(
        center + vec2(0.0, radius * 0.14),
        radius * 1.03,
        fade(palette.shadow),
    );
    painter.circle_filled(center, radius, fade(body));
    let rim_width = (radius * 0.1).max(1.0);
    painter.circle_stroke(
        center,
        radius - rim_width / 2.0,
        Stroke::new(rim_width, fade(rim)),
    );
    painter.circle_stroke(
        center,
        radius * 0.6,
        Stroke::new((radius * 0.05).max(0.5), fade(rim.gamma_multiply(0.35))),
    );
}

/// A small × mark.
fn paint_cross(painter: &Painter, center: Pos2, half: f32, unit: f32, color: Color32) {
    let stroke = Stroke::new((0.007 * unit).max(1.0), color);
    painter.line_segment(
        [center - Vec2::splat(half), center + Vec2::splat(half)],
        stroke,
    );
    painter.line_segment(
        [center + vec2(-half, half), center + vec2(half, -half)],
        stroke,
    );
}

/// The analysis' values: a small label on each point that may be chosen,
/// below its piece or on the empty point, coloured by what it says, the
/// best ringed.
fn paint_values(
    painter: &Painter,
    to_screen: &RectTransform,
    palette: &Palette,
    view: &BoardView<'_>,
    piece_radius: f32,
    unit: f32,
) {
    let font = FontId::proportional((piece_radius * 0.62).max(9.0));
    for value in &view.values {
        let center = to_screen * position(value.point);
        let at = if view.shown.piece_at(value.point).is_some() {
            center + vec2(0.0, piece_radius * 0.95)
        } else {
            center
        };
        let galley = painter.layout_no_wrap(value.text.clone(), font.clone(), Color32::WHITE);
        let padding = vec2(piece_radius * 0.18, piece_radius * 0.06);
        let rect = Rect::from_center_size(at, galley.size() + padding * 2.0);
        let corner = (rect.height() * 0.4) as u8;
        painter.rect_filled(rect, corner, value.tone.fill(palette));
        if value.best {
            painter.rect_stroke(
                rect.expand(1.0),
                corner,
                Stroke::new((0.004 * unit).max(1.5), palette.accent),
                egui::StrokeKind::Outside,
            );
        }
        painter.galley(rect.min + padding, galley, Color32::WHITE);
    }
}

/// The hint's move: an arrow (or a ring for a placement) and crosses on
/// the pieces it removes.
fn paint_hint(
    painter: &Painter,
    to_screen: &RectTransform,
    palette: &Palette,
    hint: Move,
    piece_radius: f32,
    unit: f32,
) {
    let to = to_screen * position(hint.to());
    let stroke = Stroke::new((0.009 * unit).max(1.5), palette.hint);
    painter.circle_stroke(to, piece_radius * 1.3, stroke);
    if let Some(from) = hint.from() {
        let from = to_screen * position(from);
        let direction = (to - from).normalized();
        let start = from + direction * piece_radius * 1.1;
        let end = to - direction * piece_radius * 1.35;
        painter.add(Shape::line_segment([start, end], stroke));
        let tip = piece_radius * 0.55;
        let side = direction.rot90() * tip * 0.6;
        painter.add(Shape::convex_polygon(
            vec![
                end,
                end - direction * tip + side,
                end - direction * tip - side,
            ],
            palette.hint,
            Stroke::NONE,
        ));
    }
    for point in hint.removals() {
        let center = to_screen * position(point);
        painter.circle_stroke(center, piece_radius * 1.3, stroke);
        paint_cross(painter, center, piece_radius * 0.35, unit, palette.hint);
    }
}
