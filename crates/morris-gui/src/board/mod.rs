//! The board widget: paints the board, the pieces and the hands to scale
//! from the game state, and turns clicks, drags and keys on its points into
//! [`Command`]s.
//!
//! Everything lies in the normalised coordinates of [`crate::layout`]; one
//! [`RectTransform`] maps them to the screen, and its inverse maps the
//! pointer back when a dragged piece is dropped.

mod input;
mod paint;

pub(crate) use paint::paint_piece;

use egui::emath::RectTransform;
use egui::{Color32, Id, Painter, Rect, Sense, Ui};
use morris_ai::analysis::MoveValue;
use morris_ai::db::{DbValue, Wdl};
use morris_core::{ByColor, Color, Move, Point, PointSet, Position};

use crate::anim::Animations;
use crate::command::Command;
use crate::layout::Table;
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
    /// The accessible labels of the board's points, in the order of
    /// [`board_points`](crate::layout::board_points)
    /// ("d6, white piece", "f4, empty, legal target").
    pub point_labels: Vec<String>,
    /// The analysis: what choosing each of these points is worth.
    pub values: Vec<PointValue>,
    /// Whether the position editor shows it: any piece may be dragged.
    pub editing: bool,
    /// The point to put the keyboard cursor on this frame, if asked.
    pub focus: Option<Point>,
    /// Whether room is kept for the hands: for the whole of a game that
    /// began with pieces in hand, so the board keeps its size when placing
    /// ends.
    pub hands: bool,
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
    /// A search's judgement: about even (45 to 55 % of the points).
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
            MoveValue::MayBeDrawn(_) | MoveValue::SolvedMayBeDrawn(_) => Tone::Unsure,
            MoveValue::Solved(Wdl::Win) => Tone::Win,
            MoveValue::Solved(Wdl::Draw) => Tone::Draw,
            MoveValue::Solved(Wdl::Loss) => Tone::Loss,
            MoveValue::Searched { score, .. } if score.is_win() => Tone::Win,
            MoveValue::Searched { score, .. } if score.is_loss() => Tone::Loss,
            // As the words say it: about even from 45 to 55 % of the points.
            MoveValue::Searched { score, .. } => match score.percent() {
                45..=55 => Tone::Even,
                56.. => Tone::Ahead,
                _ => Tone::Behind,
            },
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
    let shown = view.shown;
    let hands = view.hands || shown.in_hand.white > 0 || shown.in_hand.black > 0;
    let table = Table::for_size(response.rect.size(), hands);
    let to_screen = table_transform(response.rect, table);
    let unit = to_screen.scale().x;
    let frame = Frame {
        view,
        painter,
        to_screen,
        unit,
        piece_radius: PIECE_RADIUS * unit,
        palette: Palette::of(ui.visuals()),
        now: ui.input(|i| i.time),
        board_id: response.id,
        geometry: view.position.geometry(),
        points: crate::layout::board_points(view.position.geometry()),
    };
    paint::surface(&frame);
    let mut input = input::points(ui, &frame);
    let targets = match input.dragging {
        Some(from) => entry::targets(view.position, &Pending::Selected(from)),
        None => view.targets,
    };
    paint::points(&frame, &input, targets);
    let hand = crate::hands::paint_hands(
        ui,
        frame.board_id,
        &frame.painter,
        &frame.to_screen,
        table,
        &frame.palette,
        shown,
        view.position,
        view,
        input.from_hand,
    );
    ui.data_mut(|d| d.insert_temp(frame.board_id.with("hand-drag"), hand.dragging));
    if let Some(to) = hand.dropped.and_then(|at| input::drop_target(&frame, at)) {
        input.command = Some(Command::ClickPoint(to));
    }
    paint::pieces(&frame, &input, targets);
    paint::removed(&frame);
    paint::values(&frame);
    if let Some(hint) = view.hint {
        paint::hint(&frame, hint);
    }
    paint::dragged(ui, &frame, &input, hand.dragging);
    paint::cursor(ui, &frame, &input);
    BoardOutput {
        command: input.command,
        table,
    }
}

/// What one frame of the board paints with: the view, where the board lies
/// on the screen and at what scale, its colours and the time.
struct Frame<'v, 'a> {
    view: &'v BoardView<'a>,
    painter: Painter,
    to_screen: RectTransform,
    /// The length of a board side, in points.
    unit: f32,
    piece_radius: f32,
    palette: Palette,
    /// egui's time, for animations.
    now: f64,
    board_id: Id,
    /// The board's lines and points, and where they lie.
    geometry: morris_core::Geometry,
    points: Vec<crate::layout::BoardPoint>,
}

#[cfg(test)]
mod tests {
    use super::Tone;
    use morris_ai::Score;
    use morris_ai::analysis::MoveValue;

    #[test]
    fn a_searched_value_is_coloured_as_its_words_say_it() {
        let en = morris_i18n::Localizer::new(morris_i18n::Lang::En);
        for raw in (-400..=400).step_by(5) {
            let value = MoveValue::Searched {
                score: Score::heuristic(raw),
                depth: 8,
            };
            let words = morris_i18n::words::move_value(&en, value);
            let even = words.contains("about even");
            assert_eq!(Tone::of(value) == Tone::Even, even, "{raw}: {words}");
        }
    }
}
