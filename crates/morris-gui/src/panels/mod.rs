//! The panels around the board: the menu and tool bar, the side panel with
//! the players, the AI's thinking, the move list and the move entry, and
//! the status line. Each reads the state and pushes [`Command`]s.

use std::time::Duration;

use egui::{Color32, RichText, ScrollArea, Sense, Stroke, TextEdit, Ui, WidgetInfo, vec2};
use morris_ai::analysis::{Analysis, MoveValue};
use morris_core::{Color, Move, Outcome, RecordFormat};
use morris_i18n::{Lang, Localizer, tr};

use crate::command::Command;
use crate::settings::Settings;
use crate::text;
use crate::theme::{Palette, ThemeChoice};
use morris_play::entry::Entry;
use morris_play::{Job, Purpose, Session};

mod menu;
mod moves;
mod status;

pub use menu::menu_bar;
use moves::move_list;
pub use status::{status, status_bar};

/// What the panels show.
pub struct PanelView<'a> {
    /// The game in play.
    pub session: &'a Session,
    /// The search in progress, if any.
    pub job: Option<&'a Job>,
    /// The side whose engine thinks about its move, and since when.
    pub engine_thinking: Option<(Color, std::time::Instant)>,
    /// The analysis so far, when it is shown.
    pub analysis: Option<&'a Analysis>,
    /// The database build under way: how far it goes and where it stands.
    pub build: Option<(usize, morris_play::build::BuildProgress)>,
    /// Whether the position editor is open (the game waits).
    pub editing: bool,
    /// Whether the mistakes are practised: `session` is the practice's
    /// board, and the game waits.
    pub practising: bool,
    /// The settings.
    pub settings: &'a Settings,
    /// The words.
    pub loc: &'a Localizer,
    /// A message about the last file or clipboard action.
    pub notice: Option<&'a str>,
    /// Whether a file dialog is open.
    pub file_dialog_open: bool,
    /// The online game, when one is played.
    pub online: Option<crate::online::OnlineView<'a>>,
    /// Whether the hint and the analysis may be used (not in an online
    /// room made without them).
    pub help: bool,
    /// The grades of the turns reviewed, for the move list's marks.
    pub marks: Option<crate::review::Marks<'a>>,
    /// The time now, by the app's clock.
    pub now: std::time::Instant,
}

/// The rows of moves the side panel keeps in sight however low the window
/// (the part above them scrolls first).
const MOVE_ROWS_KEPT: f32 = 3.0;

/// The side panel: players, thinking, draw offers, moves and move entry.
/// Nothing overlaps at any size: the move entry keeps its place at the
/// bottom, the part above scrolls when the window is too low for it, and
/// the move list takes what is left (folding away when nothing is).
pub fn side_panel(
    ui: &mut Ui,
    view: &PanelView<'_>,
    typed: &mut String,
    commands: &mut Vec<Command>,
) {
    let loc = view.loc;
    // The move entry sits at the bottom; the move list takes the rest.
    egui::Panel::bottom("move-entry")
        .show_separator_line(false)
        .show(ui, |ui| {
            move_entry(ui, loc, view.session.game().rules(), typed, commands);
        });
    // The part above the moves comes first; it scrolls when the window is
    // too low for it and a few rows of moves (the last ones played, which
    // a player looks at most).
    let row = ui.text_style_height(&egui::TextStyle::Body) + 2.0 * ui.spacing().button_padding.y;
    let label = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    let room = ui.available_height().max(0.0);
    let moves = label + MOVE_ROWS_KEPT * row + ui.spacing().item_spacing.y;
    ScrollArea::vertical()
        .id_salt("side-top")
        .max_height((room - moves).max(room * 0.5))
        .auto_shrink([false, true])
        .show(ui, |ui| side_top(ui, view, commands));
    if ui.available_height() >= label + row {
        ui.label(RichText::new(tr!(loc, "gui-moves")).strong());
        move_list(ui, view, commands);
    }
}

/// The field to type a move in; Enter plays it.
pub(crate) fn move_entry(
    ui: &mut Ui,
    loc: &Localizer,
    rules: &morris_core::Rules,
    typed: &mut String,
    commands: &mut Vec<Command>,
) {
    ui.add_space(4.0);
    let label = ui.label(tr!(loc, "gui-type-move"));
    let edit = TextEdit::singleline(typed)
        .hint_text(tr!(
            loc,
            "gui-type-move-hint",
            examples = morris_i18n::words::move_examples(rules)
        ))
        .desired_width(f32::INFINITY);
    let response = ui.add(edit).labelled_by(label.id);
    let sent = response.id.with("sent");
    if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
        // The text stays until the move is taken, so a mistake can be
        // corrected rather than typed again: the field keeps the focus
        // until then.
        commands.push(Command::TypeMove(typed.clone()));
        response.request_focus();
        ui.data_mut(|d| d.insert_temp(sent, true));
    } else if ui.data(|d| d.get_temp::<bool>(sent)).unwrap_or(false) {
        // Taken (the field emptied): the keys are the board's again (H
        // for a hint); refused: the field keeps them for the correction.
        ui.data_mut(|d| d.remove::<bool>(sent));
        if typed.is_empty() {
            response.surrender_focus();
        }
    }
    ui.add_space(4.0);
}

/// The side panel above the moves: the variant, the players, the thinking,
/// the analysis, the database build, the AI's and the game's controls.
fn side_top(ui: &mut Ui, view: &PanelView<'_>, commands: &mut Vec<Command>) {
    let loc = view.loc;
    let session = view.session;
    let palette = Palette::of(ui.visuals());
    ui.add_space(6.0);
    // The variant in play, named.
    let variant = text::rules_name(loc, session.game().rules());
    ui.add(egui::Label::new(RichText::new(variant).strong()).wrap());
    ui.add_space(2.0);
    for color in Color::ALL {
        player_row(ui, view, color, &palette);
    }
    ui.add_space(4.0);
    thinking_row(ui, view);
    analysis_row(ui, view);
    build_row(ui, view, commands);
    ai_controls(ui, view, commands);
    if let Some(online) = &view.online {
        crate::online::panel(ui, loc, online, commands);
    } else {
        local_controls(ui, view, commands);
    }
    ui.separator();
}

/// The draw offer to answer, and the buttons to offer a draw and resign,
/// in a game at this computer.
fn local_controls(ui: &mut Ui, view: &PanelView<'_>, commands: &mut Vec<Command>) {
    let loc = view.loc;
    let session = view.session;
    if let Some(offerer) = session.draw_offer() {
        ui.separator();
        ui.label(tr!(
            loc,
            "gui-draw-offered",
            color = text::color(loc, offerer)
        ));
        ui.horizontal(|ui| {
            if ui.button(tr!(loc, "gui-accept-draw")).clicked() {
                commands.push(Command::AnswerDraw(true));
            }
            if ui.button(tr!(loc, "gui-decline-draw")).clicked() {
                commands.push(Command::AnswerDraw(false));
            }
        });
    }
    ui.separator();
    ui.horizontal(|ui| {
        let can_act = session.resigner().is_some();
        if ui
            .add_enabled(can_act, egui::Button::new(tr!(loc, "gui-offer-draw")))
            .clicked()
        {
            commands.push(Command::OfferDraw);
        }
        if ui
            .add_enabled(can_act, egui::Button::new(tr!(loc, "gui-resign")))
            .clicked()
        {
            commands.push(Command::Resign);
        }
    });
}

/// A player's line: a piece of their colour, who they are, their pieces.
fn player_row(ui: &mut Ui, view: &PanelView<'_>, color: Color, palette: &Palette) {
    let loc = view.loc;
    let session = view.session;
    let pos = session.game().position();
    let to_move = !session.game().is_over() && pos.side_to_move() == color;
    let frame = egui::Frame::new()
        .inner_margin(vec2(6.0, 4.0))
        .corner_radius(6.0)
        .fill(if to_move {
            palette.accent.gamma_multiply(0.16)
        } else {
            Color32::TRANSPARENT
        });
    frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(vec2(16.0, 16.0), Sense::hover());
            let (body, rim) = match color {
                Color::White => (palette.white_piece, palette.white_rim),
                Color::Black => (palette.black_piece, palette.black_rim),
            };
            ui.painter().circle_filled(rect.center(), 7.0, body);
            ui.painter()
                .circle_stroke(rect.center(), 6.5, Stroke::new(1.0, rim));
            let who = match &view.online {
                Some(online) => crate::online::seat_name(loc, online.game, color),
                None => text::player(loc, session.players()[color]),
            };
            let name = tr!(
                loc,
                "gui-player-line",
                color = text::color(loc, color),
                player = who
            );
            let name = if to_move {
                RichText::new(name).strong()
            } else {
                RichText::new(name)
            };
            ui.label(name);
            if let Some(clocks) = session.clocks() {
                let left = clocks.left(color, view.now);
                clock_label(
                    ui,
                    loc,
                    left,
                    clocks.running() == Some(color),
                    color,
                    palette,
                );
            } else if let Some(online) = &view.online
                && let Some(left) = online.game.clock_left(view.now)
            {
                let running = online
                    .game
                    .state()
                    .and_then(|s| s.clock.as_ref())
                    .and_then(|c| c.running)
                    == Some(color);
                clock_label(ui, loc, left[color], running, color, palette);
            }
        });
        // The counts of the board as shown, the half-made turn included.
        let shown = session.shown();
        let on_board = shown.pieces[color].len();
        let in_hand = shown.in_hand[color];
        let counts = if in_hand > 0 {
            format!(
                "{} · {}",
                tr!(loc, "pieces-in-hand", count = in_hand),
                tr!(loc, "pieces-on-board", count = on_board)
            )
        } else {
            tr!(loc, "pieces-on-board", count = on_board)
        };
        ui.label(RichText::new(counts).small().weak());
    });
}

/// The thinking indicator: a spinner, who thinks and how deep.
/// The row keeps its height when nobody thinks, so the buttons below stay
/// where the pointer expects them.
fn thinking_row(ui: &mut Ui, view: &PanelView<'_>) {
    let loc = view.loc;
    let height = ui.text_style_height(&egui::TextStyle::Body).max(16.0);
    if let (None, Some((color, since))) = (view.job, view.engine_thinking) {
        ui.horizontal(|ui| {
            ui.set_height(height);
            ui.add(egui::Spinner::new().size(14.0));
            ui.label(tr!(loc, "gui-thinking", color = text::color(loc, color)));
            ui.label(
                RichText::new(seconds(loc.lang(), since.elapsed()))
                    .small()
                    .weak(),
            );
        });
        return;
    }
    let Some(job) = view.job else {
        ui.allocate_exact_size(vec2(ui.available_width(), height), Sense::hover());
        return;
    };
    ui.horizontal(|ui| {
        ui.set_height(height);
        ui.add(egui::Spinner::new().size(14.0));
        let who = match job.purpose {
            Purpose::Move(color) => tr!(loc, "gui-thinking", color = text::color(loc, color)),
            Purpose::Hint => tr!(loc, "gui-hint-thinking"),
        };
        ui.label(who);
        let mut detail = seconds(loc.lang(), job.started.elapsed());
        if job.depth > 0 {
            detail = format!(
                "{} · {detail}",
                tr!(loc, "gui-thinking-depth", depth = job.depth)
            );
        }
        ui.label(RichText::new(detail).small().weak());
    });
}

/// A side's clock at the right of its row: large digits, strong while it
/// runs, in the warning colour under ten seconds; read out as "White's
/// clock: 4:32".
fn clock_label(
    ui: &mut Ui,
    loc: &Localizer,
    left: Duration,
    running: bool,
    color: Color,
    palette: &Palette,
) {
    let shown = morris_play::clock::clock_text(left);
    let mut text = RichText::new(&shown).monospace().size(16.0);
    if running {
        text = text.strong();
    } else {
        text = text.weak();
    }
    if left.as_secs() < 10 {
        text = text.color(palette.warning);
    }
    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
        let response = ui.label(text);
        let said = tr!(
            loc,
            "gui-clock-of",
            color = text::color(loc, color),
            time = shown.clone()
        );
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, &said));
    });
}

/// While the databases are being built: how far, with a button to stop.
fn build_row(ui: &mut Ui, view: &PanelView<'_>, commands: &mut Vec<Command>) {
    let loc = view.loc;
    let Some((pieces, progress)) = &view.build else {
        return;
    };
    ui.label(RichText::new(tr!(loc, "gui-databases-building", pieces = *pieces)).small());
    ui.horizontal(|ui| {
        let bar = egui::ProgressBar::new(progress.share)
            .desired_width(ui.available_width() - 70.0)
            .text(RichText::new(text::build_progress(loc, progress)).small());
        ui.add(bar);
        if ui.small_button(tr!(loc, "gui-databases-stop")).clicked() {
            commands.push(Command::CancelBuild);
        }
    });
}

/// While the analysis is shown: how deep it has searched, or that its
/// values are exact, with what the numbers on the board mean, and what
/// the best move is worth.
fn analysis_row(ui: &mut Ui, view: &PanelView<'_>) {
    let loc = view.loc;
    let Some(analysis) = view.analysis else {
        return;
    };
    let exact = !analysis.moves.is_empty()
        && analysis
            .moves
            .iter()
            .all(|m| !matches!(m.value, MoveValue::Searched { .. }));
    let status = if exact && analysis.from_oracle {
        tr!(loc, "gui-analysis-exact-server")
    } else if exact {
        tr!(loc, "gui-analysis-exact")
    } else if analysis.depth > 0 {
        tr!(loc, "gui-analysis-depth", depth = analysis.depth)
    } else {
        tr!(loc, "gui-analysis-starting")
    };
    // Says what the numbers on the board are: the board's legend, on one
    // line (cut where the panel is narrow, whole on hover), so that
    // nothing below moves while the analysis runs.
    ui.add(egui::Label::new(RichText::new(status).weak()).truncate());
    // The best move's line is there from the start (empty until a value
    // comes) and never wraps, so nothing below it moves while the analysis
    // runs; a long line is cut, and shown whole on hover.
    let best = analysis.moves.first().map_or_else(
        || " ".to_owned(),
        |best| {
            // The depth is said once, above.
            let value = match best.value {
                MoveValue::Searched { score, .. } => morris_i18n::words::score(loc, score),
                other => morris_i18n::words::move_value(loc, other),
            };
            tr!(
                loc,
                "gui-analysis-best",
                mv = best.mv.to_string(),
                value = value
            )
        },
    );
    ui.add(egui::Label::new(RichText::new(best)).truncate());
}

/// `1.4 s`, in the language's way.
fn seconds(lang: Lang, elapsed: Duration) -> String {
    let text = format!("{:.1} s", elapsed.as_secs_f64());
    match lang {
        Lang::En => text,
        _ => text.replace('.', ","),
    }
}

/// The button that lets a waiting AI move, or pauses a thinking one.
fn ai_controls(ui: &mut Ui, view: &PanelView<'_>, commands: &mut Vec<Command>) {
    let loc = view.loc;
    let session = view.session;
    let players = session.players();
    let has_ai = Color::ALL.into_iter().any(|c| players[c].is_ai());
    if !has_ai || session.game().is_over() {
        return;
    }
    let ai_turn = players[session.side_to_move()].is_ai();
    // The button stays in place (disabled on a person's turn), so the
    // buttons below do not jump between turns.
    if session.is_ai_paused() && ai_turn {
        if ui.button(tr!(loc, "gui-resume-ai")).clicked() {
            commands.push(Command::PauseAi(false));
        }
    } else if ui
        .add_enabled(ai_turn, egui::Button::new(tr!(loc, "gui-pause-ai")))
        .clicked()
    {
        commands.push(Command::PauseAi(true));
    }
}
