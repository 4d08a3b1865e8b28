//! The review window: each side's summary, the value graph and every turn
//! graded, as the review's worker grades them; a click on a turn or on
//! the graph shows that position on the board. The words are the
//! terminal's (`morris_i18n::words::review`).

use egui::text::LayoutJob;
use egui::{Align, FontSelection, RichText, ScrollArea, Style, Ui, WidgetInfo};
use egui_plot::{Corner, HLine, Legend, Line, MarkerShape, Plot, PlotPoints, Points, VLine};
use morris_ai::analysis::MoveValue;
use morris_ai::review::{Grade, Review, TurnReview, expected};
use morris_core::Color;
use morris_i18n::words::review as words;
use morris_i18n::{Localizer, tr};

use crate::command::Command;
use crate::theme::{Palette, grade_color};

/// What the review window shows.
pub(crate) struct ReviewView<'a> {
    /// The words.
    pub loc: &'a Localizer,
    /// The turns graded so far.
    pub review: &'a Review,
    /// How many turns the line reviewed has.
    pub total: usize,
    /// Whether the worker still grades.
    pub running: bool,
    /// The side to move at the game's start (to number the turns).
    pub first: Color,
    /// How many moves the board shows played.
    pub at: usize,
    /// The people's mistakes to practise, once the review is complete.
    pub practice: Option<usize>,
    /// Whether the practice may start now (not while an online game goes
    /// on).
    pub practice_allowed: bool,
}

/// The grades the move list marks: the reviewed turns, as far as the
/// game's line agrees with the one reviewed.
#[derive(Clone, Copy)]
pub(crate) struct Marks<'a> {
    turns: &'a [TurnReview],
    agree: usize,
}

impl<'a> Marks<'a> {
    /// The grades of `turns`, of which the first `agree` are still the
    /// game's.
    pub(crate) fn new(turns: &'a [TurnReview], agree: usize) -> Marks<'a> {
        Marks { turns, agree }
    }

    /// The grade of the turn at `ply`, once the review has it.
    pub(crate) fn grade(&self, ply: usize) -> Option<Grade> {
        if ply >= self.agree {
            return None;
        }
        self.turns.get(ply).map(|t| t.grade)
    }
}

/// Shows the review in a panel at the board's left (the board shrinks
/// beside it, never hidden under it); its close button and its clicks
/// become commands.
pub(crate) fn review_panel(ui: &mut Ui, view: &ReviewView<'_>, commands: &mut Vec<Command>) {
    egui::Panel::left("review")
        .resizable(true)
        .default_size(400.0)
        .size_range(280.0..=640.0)
        .show(ui, |ui| {
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                ui.heading(tr!(view.loc, "gui-review-title"));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let close = ui
                        .button("×")
                        .on_hover_text(tr!(view.loc, "gui-review-close"));
                    // Its name for screen readers and tests, not the glyph.
                    close.widget_info(|| {
                        WidgetInfo::labeled(
                            egui::Role::Button,
                            true,
                            tr!(view.loc, "gui-review-close"),
                        )
                    });
                    if close.clicked() {
                        commands.push(Command::CloseReview);
                    }
                });
            });
            ui.add_space(2.0);
            contents(ui, view, commands);
        });
}

/// The window's contents: progress, summaries, graph, turns.
fn contents(ui: &mut Ui, view: &ReviewView<'_>, commands: &mut Vec<Command>) {
    let loc = view.loc;
    let done = view.review.turns.len();
    if view.running {
        ui.label(tr!(
            loc,
            "review-progress",
            ply = (done + 1).min(view.total),
            total = view.total
        ));
        let share = done as f32 / view.total.max(1) as f32;
        ui.add(egui::ProgressBar::new(share).desired_height(6.0));
    }
    if done == 0 {
        if !view.running {
            ui.label(loc.text("review-nothing"));
        }
        return;
    }
    for side in [Color::White, Color::Black] {
        let text = words::summary_text(loc, view.review, side, view.first);
        ui.add(egui::Label::new(RichText::new(text).strong()).wrap());
    }
    practice_row(ui, view, commands);
    ui.add_space(4.0);
    graph(ui, view, commands);
    ui.add_space(4.0);
    ui.separator();
    ScrollArea::vertical()
        .id_salt("review-turns")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for turn in &view.review.turns {
                turn_row(ui, view, turn, commands);
            }
        });
}

/// The practice of the people's mistakes, once the review is complete: a
/// button, or that there is none.
fn practice_row(ui: &mut Ui, view: &ReviewView<'_>, commands: &mut Vec<Command>) {
    let loc = view.loc;
    match view.practice {
        None => {}
        Some(0) => {
            ui.label(loc.text("practice-none"));
        }
        Some(_) => {
            let button = egui::Button::new(loc.text("gui-practice"));
            let response = ui
                .add_enabled(view.practice_allowed, button)
                .on_hover_text(loc.text("gui-practice-hint"))
                .on_disabled_hover_text(loc.text("gui-practice-online"));
            if response.clicked() {
                commands.push(Command::Practise);
            }
        }
    }
}

/// One turn: its words with the turn and its grade in the grade's colour;
/// a click shows the position before it, as the player saw it.
fn turn_row(ui: &mut Ui, view: &ReviewView<'_>, turn: &TurnReview, commands: &mut Vec<Command>) {
    let loc = view.loc;
    let text = words::turn_text(loc, turn, view.first);
    let played = format!("{}{}", turn.turn, turn.grade.mark());
    let mut grade = words::grade(loc, turn.grade);
    if !turn.exact {
        grade = format!("{grade} ({})", loc.text("review-searched"));
    }
    let color = grade_color(ui.visuals(), turn.grade);
    let job = coloured(ui.style(), &text, &[&played, &grade], color);
    let selected = view.at == turn.ply;
    let response = ui
        .add(egui::Button::selectable(selected, job).wrap())
        .on_hover_text(tr!(loc, "gui-review-turn-hint"));
    response.widget_info(|| WidgetInfo::selected(egui::Role::Button, true, selected, &text));
    if response.clicked() {
        commands.push(Command::GoTo(turn.ply));
    }
}

/// `text` laid out with the first occurrence of each of `parts` strong and
/// in `color` (the text's own colour when `None`).
fn coloured(style: &Style, text: &str, parts: &[&str], color: Option<egui::Color32>) -> LayoutJob {
    let mut ranges: Vec<(usize, usize)> = parts
        .iter()
        .filter(|p| !p.is_empty())
        .filter_map(|p| text.find(*p).map(|at| (at, at + p.len())))
        .collect();
    ranges.sort_unstable();
    let mut job = LayoutJob::default();
    let mut at = 0;
    let mut add = |piece: &str, strong: bool| {
        let mut rich = RichText::new(piece);
        if strong {
            rich = rich.strong();
            if let Some(color) = color {
                rich = rich.color(color);
            }
        }
        rich.append_to(&mut job, style, FontSelection::Default, Align::Min);
    };
    for (start, end) in ranges {
        if start < at {
            continue;
        }
        if let (Some(before), Some(part)) = (text.get(at..start), text.get(start..end)) {
            add(before, false);
            add(part, true);
            at = end;
        }
    }
    add(text.get(at..).unwrap_or_default(), false);
    job
}

/// White's expected score, 0 to 1, from a value of `side`'s.
fn white_score(side: Color, value: MoveValue) -> f64 {
    let e = expected(value);
    if side == Color::White { e } else { 1.0 - e }
}

/// Whether a value is known exactly, not the search's opinion.
fn is_exact(value: MoveValue) -> bool {
    !matches!(value, MoveValue::Searched { .. })
}

/// The value graph: White's expected score after each move (at 0 the
/// start), exact values filled in the accent colour, searched ones hollow
/// in the lines' colour; a line marks the position on the board; a point
/// hovered says its turn, and a click goes to that many moves played.
fn graph(ui: &mut Ui, view: &ReviewView<'_>, commands: &mut Vec<Command>) {
    let loc = view.loc;
    let turns = &view.review.turns;
    let palette = Palette::of(ui.visuals());
    let mut all = Vec::with_capacity(turns.len() + 1);
    let (mut exact, mut searched) = (Vec::new(), Vec::new());
    if let Some(first) = turns.first() {
        let point = [0.0, white_score(first.side, first.before)];
        all.push(point);
        if is_exact(first.before) {
            exact.push(point);
        } else {
            searched.push(point);
        }
    }
    for turn in turns {
        let point = [(turn.ply + 1) as f64, white_score(turn.side, turn.after)];
        all.push(point);
        if is_exact(turn.after) {
            exact.push(point);
        } else {
            searched.push(point);
        }
    }
    let caption = tr!(loc, "gui-review-graph");
    ui.label(RichText::new(&caption).weak());
    let total = view.total.max(1) as f64;
    let line_color = ui.visuals().weak_text_color();
    let shown = Plot::new("review-graph")
        .height(130.0)
        .legend(Legend::default().position(Corner::LeftTop))
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_x(false)
        .show_y(false)
        .include_x(0.0)
        .include_x(total)
        .include_y(0.0)
        .include_y(1.0)
        .set_margin_fraction(egui::vec2(0.02, 0.08))
        .show(ui, |plot| {
            plot.hline(HLine::new("", 0.5).color(palette.board_edge).width(1.0));
            // Where the board stands.
            plot.vline(
                VLine::new("", view.at as f64)
                    .color(palette.last_move)
                    .width(1.5),
            );
            plot.line(Line::new("", PlotPoints::from(all)).color(line_color));
            plot.points(
                Points::new(loc.text("gui-review-exact"), PlotPoints::from(exact))
                    .shape(MarkerShape::Circle)
                    .radius(3.5)
                    .filled(true)
                    .color(palette.accent),
            );
            plot.points(
                Points::new(loc.text("review-searched"), PlotPoints::from(searched))
                    .shape(MarkerShape::Circle)
                    .radius(3.5)
                    .filled(false)
                    .color(palette.line),
            );
        });
    let response = &shown.response;
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, &caption));
    // Under the graph, the turn of the point hovered (else of the point
    // the board shows) as its row says it; a line always, so that nothing
    // below moves.
    let after = response.hover_pos().map_or(view.at, |at| {
        let x = shown.transform.value_from_position(at).x;
        x.round().clamp(0.0, total) as usize
    });
    let said = after
        .checked_sub(1)
        .and_then(|ply| turns.iter().find(|t| t.ply == ply))
        .map_or_else(
            || " ".to_owned(),
            |turn| words::turn_text(loc, turn, view.first),
        );
    ui.add(egui::Label::new(RichText::new(said).weak()).truncate());
    if response.clicked()
        && let Some(at) = response.interact_pointer_pos()
    {
        let x = shown.transform.value_from_position(at).x;
        let ply = x.round().clamp(0.0, total) as usize;
        commands.push(Command::GoTo(ply.min(view.total)));
    }
}
