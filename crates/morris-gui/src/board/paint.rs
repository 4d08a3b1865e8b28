//! Painting the board, step by step: the surface and its lines, the
//! points and their marks, the pieces and what rings them, the removals,
//! the analysis' values, the hint, the dragged piece and the keyboard
//! cursor.

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Ui, Vec2, pos2, vec2};
use morris_core::{Color, Move, Phase, PointSet};

use super::input::PointInput;
use super::{Frame, LINE_WIDTH, POINT_RADIUS};
use crate::layout::{BOARD_MARGIN, lines, position};
use crate::theme::Palette;
use morris_play::entry::Entry as Pending;

/// The board's surface, its coordinates and its lines, and the mills the
/// last move closed, as broad soft lines under the pieces.
pub(super) fn surface(frame: &Frame<'_, '_>) {
    let (painter, to_screen, palette, unit) =
        (&frame.painter, &frame.to_screen, &frame.palette, frame.unit);
    let geometry = frame.view.position.geometry();
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
    // The files below the board and the ranks beside it, those the board
    // has (c to e and 3 to 5 on Three Men's Morris's).
    let mut files = std::collections::BTreeMap::new();
    let mut ranks = std::collections::BTreeMap::new();
    for p in geometry.points() {
        let at = position(geometry, p);
        files.insert(p.file_char(), at.x);
        ranks.insert(p.rank_char(), at.y);
    }
    for (file, x) in files {
        let at = to_screen * pos2(x, 1.0 + offset);
        painter.text(
            at,
            Align2::CENTER_CENTER,
            file.to_string(),
            font.clone(),
            palette.label,
        );
    }
    for (rank, y) in ranks {
        let at = to_screen * pos2(-offset, y);
        painter.text(
            at,
            Align2::CENTER_CENTER,
            rank.to_string(),
            font.clone(),
            palette.label,
        );
    }

    let stroke = Stroke::new((LINE_WIDTH * unit).max(1.0), palette.line);
    for [from, to] in lines(geometry) {
        painter.line_segment([to_screen * from, to_screen * to], stroke);
    }
    let mills: &[PointSet] = &frame.view.shown.fresh_mills;
    for mill in mills {
        let ends: Vec<Pos2> = mill.iter().map(|p| position(geometry, p)).collect();
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

/// Empty points, the last move's origin and the targets.
pub(super) fn points(frame: &Frame<'_, '_>, input: &PointInput, targets: PointSet) {
    let (view, painter, palette, unit) = (frame.view, &frame.painter, &frame.palette, frame.unit);
    let piece_radius = frame.piece_radius;
    for (board_point, response) in frame.points.iter().zip(&input.responses) {
        let point = board_point.point;
        let center = frame.to_screen * board_point.position;
        if view.shown.piece_at(point).is_some() {
            continue;
        }
        painter.circle_filled(center, (POINT_RADIUS * unit).max(1.5), palette.line);
        if view.last_move.is_some_and(|(m, _)| m.from() == Some(point)) {
            painter.circle_stroke(
                center,
                piece_radius * 0.55,
                Stroke::new((0.006 * unit).max(1.0), palette.last_move),
            );
        }
        let is_target = targets.contains(point) && view.interactive;
        if is_target && (view.show_targets || input.dragging.is_some() || input.from_hand) {
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
}

/// The pieces on the board (a gliding one where it glides), with the rings
/// of removable, selected and hovered pieces and the last move's mark.
pub(super) fn pieces(frame: &Frame<'_, '_>, input: &PointInput, targets: PointSet) {
    let (view, painter, palette, unit) = (frame.view, &frame.painter, &frame.palette, frame.unit);
    let piece_radius = frame.piece_radius;
    let pos = view.position;
    let removable = matches!(view.pending, Pending::Removing(_)) && view.interactive;
    for (board_point, response) in frame.points.iter().zip(&input.responses) {
        let point = board_point.point;
        let Some(color) = view.shown.piece_at(point) else {
            continue;
        };
        if input.dragging == Some(point) {
            continue;
        }
        let center = view
            .animations
            .gliding_to(point, frame.now)
            .map_or(frame.to_screen * board_point.position, |p| {
                frame.to_screen * p
            });
        paint_piece(painter, center, piece_radius, color, palette, 1.0);
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
        if view.last_move.is_some_and(|(m, _)| m.to() == point) && !just_moved {
            let mark = if color == Color::White {
                palette.last_move
            } else {
                palette.last_move.gamma_multiply(1.3)
            };
            painter.circle_filled(center, piece_radius * 0.2, mark);
        }
    }
}

/// Pieces chosen for removal in the half-made turn, removed ones fading,
/// and the last move's removals marked once they have faded.
pub(super) fn removed(frame: &Frame<'_, '_>) {
    let (view, painter, palette, unit) = (frame.view, &frame.painter, &frame.palette, frame.unit);
    let piece_radius = frame.piece_radius;
    let shown = view.shown;
    for point in shown.removed {
        let center = frame.to_screen * position(frame.geometry, point);
        let color = view.position.side_to_move().other();
        paint_piece(painter, center, piece_radius, color, palette, 0.3);
        paint_cross(painter, center, piece_radius * 0.45, unit, palette.removal);
    }
    let fading = view.animations.fading(frame.now);
    for piece in &fading {
        if shown.piece_at(piece.point).is_some() {
            continue;
        }
        let center = frame.to_screen * position(frame.geometry, piece.point);
        let radius = piece_radius * (0.6 + 0.4 * piece.left);
        paint_piece(painter, center, radius, piece.color, palette, piece.left);
    }
    if let Some((m, _)) = view.last_move
        && fading.is_empty()
    {
        for point in m.removals() {
            if shown.piece_at(point).is_none() {
                let center = frame.to_screen * position(frame.geometry, point);
                let color = palette.removal.gamma_multiply(0.7);
                paint_cross(painter, center, piece_radius * 0.28, unit, color);
            }
        }
    }
}

/// The dragged piece follows the pointer: one from a point, or from the
/// hand (`from_hand`).
pub(super) fn dragged(ui: &Ui, frame: &Frame<'_, '_>, input: &PointInput, from_hand: bool) {
    let Some(at) = ui.input(|i| i.pointer.interact_pos()) else {
        return;
    };
    let color = match input.dragging {
        Some(from) => frame.view.shown.piece_at(from),
        None => from_hand.then(|| frame.view.position.side_to_move()),
    };
    if let Some(color) = color {
        paint_piece(
            &frame.painter,
            at,
            frame.piece_radius * 1.08,
            color,
            &frame.palette,
            0.95,
        );
    }
}

/// The keyboard cursor: a rounded square around the focused point.
pub(super) fn cursor(ui: &Ui, frame: &Frame<'_, '_>, input: &PointInput) {
    let piece_radius = frame.piece_radius;
    for (board_point, response) in frame.points.iter().zip(&input.responses) {
        if response.has_focus() {
            let center = frame.to_screen * board_point.position;
            let stroke = ui.visuals().selection.stroke;
            let width = stroke.width.max(0.006 * frame.unit);
            let half = Vec2::splat(piece_radius * 1.45);
            frame.painter.rect_stroke(
                Rect::from_center_size(center, half * 2.0),
                (piece_radius * 0.4) as u8,
                Stroke::new(width, frame.palette.accent),
                egui::StrokeKind::Middle,
            );
        }
    }
}

/// The analysis' values: a small label on each point that may be chosen,
/// below its piece or on the empty point, coloured by what it says, the
/// best ringed.
pub(super) fn values(frame: &Frame<'_, '_>) {
    let (view, painter, palette, unit) = (frame.view, &frame.painter, &frame.palette, frame.unit);
    let (to_screen, piece_radius) = (&frame.to_screen, frame.piece_radius);
    let font = FontId::proportional((piece_radius * 0.62).max(9.0));
    for value in &view.values {
        let center = to_screen * position(frame.geometry, value.point);
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
pub(super) fn hint(frame: &Frame<'_, '_>, hint: Move) {
    let (painter, palette, unit) = (&frame.painter, &frame.palette, frame.unit);
    let (to_screen, piece_radius) = (&frame.to_screen, frame.piece_radius);
    let to = to_screen * position(frame.geometry, hint.to());
    let stroke = Stroke::new((0.009 * unit).max(1.5), palette.hint);
    painter.circle_stroke(to, piece_radius * 1.3, stroke);
    if let Some(from) = hint.from() {
        let from = to_screen * position(frame.geometry, from);
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
        let center = to_screen * position(frame.geometry, point);
        painter.circle_stroke(center, piece_radius * 1.3, stroke);
        paint_cross(painter, center, piece_radius * 0.35, unit, palette.hint);
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
