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
    /// The settings.
    pub settings: &'a Settings,
    /// The words.
    pub loc: &'a Localizer,
    /// A message about the last file or clipboard action.
    pub notice: Option<&'a str>,
    /// Whether a file dialog is open.
    pub file_dialog_open: bool,
}

/// The menus and the buttons used most, in one bar.
pub fn menu_bar(ui: &mut Ui, view: &PanelView<'_>, commands: &mut Vec<Command>) {
    let loc = view.loc;
    let session = view.session;
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(tr!(loc, "gui-menu-game"), |ui| {
            let mut item = |ui: &mut Ui, enabled: bool, label: String, command: Command| {
                let mut button = egui::Button::new(label);
                if let Some(keys) = crate::app::shortcut_text(ui.ctx(), &command) {
                    button = button.shortcut_text(keys);
                }
                if ui.add_enabled(enabled, button).clicked() {
                    commands.push(command);
                    ui.close();
                }
            };
            item(ui, true, tr!(loc, "gui-new-game"), Command::OpenNewGame);
            item(ui, true, tr!(loc, "gui-play-again"), Command::PlayAgain);
            ui.separator();
            item(ui, session.can_undo(), tr!(loc, "gui-undo"), Command::Undo);
            item(
                ui,
                session.redo_len() > 0,
                tr!(loc, "gui-redo"),
                Command::Redo,
            );
            item(
                ui,
                session.human_to_move(),
                tr!(loc, "gui-hint"),
                Command::Hint,
            );
            let can_resign = session.resigner().is_some();
            item(
                ui,
                can_resign,
                tr!(loc, "gui-offer-draw"),
                Command::OfferDraw,
            );
            item(ui, can_resign, tr!(loc, "gui-resign"), Command::Resign);
            ui.separator();
            let files = !view.file_dialog_open;
            item(ui, files, tr!(loc, "gui-open"), Command::Open);
            item(
                ui,
                files,
                tr!(loc, "gui-save"),
                Command::Save(RecordFormat::Morris),
            );
            item(
                ui,
                files,
                tr!(loc, "gui-save-playok"),
                Command::Save(RecordFormat::PlayOk),
            );
            item(
                ui,
                files,
                tr!(loc, "gui-save-sanmill"),
                Command::Save(RecordFormat::Sanmill),
            );
            item(ui, true, tr!(loc, "gui-paste"), Command::OpenPaste);
            item(ui, true, tr!(loc, "gui-editor-open"), Command::OpenEditor);
            item(ui, true, tr!(loc, "gui-databases"), Command::OpenDatabases);
            item(ui, true, tr!(loc, "gui-copy-record"), Command::CopyRecord);
            item(
                ui,
                true,
                tr!(loc, "gui-copy-position"),
                Command::CopyPosition,
            );
            ui.separator();
            item(ui, true, tr!(loc, "gui-quit"), Command::Quit);
        });
        // The view menu stays open while its sliders and numbers are used;
        // a click outside closes it.
        let config = egui::containers::menu::MenuConfig::new()
            .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
        egui::containers::menu::MenuButton::new(tr!(loc, "gui-menu-view"))
            .config(config)
            .ui(ui, |ui| view_menu(ui, view, commands));
        ui.menu_button(tr!(loc, "gui-menu-help"), |ui| {
            let mut button = egui::Button::new(tr!(loc, "gui-help-rules"));
            if let Some(keys) = crate::app::shortcut_text(ui.ctx(), &Command::OpenHelp) {
                button = button.shortcut_text(keys);
            }
            if ui.add(button).clicked() {
                commands.push(Command::OpenHelp);
                ui.close();
            }
        });
        ui.separator();
        toolbar(ui, view, commands);
    });
}

/// The view menu: theme, language, marks, animations and the AI's pace.
fn view_menu(ui: &mut Ui, view: &PanelView<'_>, commands: &mut Vec<Command>) {
    let loc = view.loc;
    let settings = view.settings;
    ui.label(RichText::new(tr!(loc, "gui-theme")).strong());
    for choice in ThemeChoice::ALL {
        let label = match choice {
            ThemeChoice::System => tr!(loc, "gui-theme-system"),
            ThemeChoice::Light => tr!(loc, "gui-theme-light"),
            ThemeChoice::Dark => tr!(loc, "gui-theme-dark"),
        };
        if ui.radio(settings.theme == choice, label).clicked() {
            commands.push(Command::SetTheme(choice));
        }
    }
    ui.separator();
    ui.label(RichText::new(tr!(loc, "gui-language")).strong());
    let chosen = settings.chosen_language();
    if ui
        .radio(chosen.is_none(), tr!(loc, "gui-language-system"))
        .clicked()
    {
        commands.push(Command::SetLanguage(None));
    }
    for lang in Lang::ALL {
        if ui.radio(chosen == Some(lang), lang.native_name()).clicked() {
            commands.push(Command::SetLanguage(Some(lang)));
        }
    }
    ui.separator();
    let mut targets = settings.show_targets;
    if ui
        .checkbox(&mut targets, tr!(loc, "gui-show-targets"))
        .changed()
    {
        commands.push(Command::SetShowTargets(targets));
    }
    let mut analysis = settings.analysis;
    let check = egui::Checkbox::new(&mut analysis, tr!(loc, "gui-analysis"));
    if ui.add(check).changed() {
        commands.push(Command::ToggleAnalysis);
    }
    let mut animations = settings.animations;
    if ui
        .checkbox(&mut animations, tr!(loc, "gui-animations"))
        .changed()
    {
        commands.push(Command::SetAnimations(animations));
    }
    ui.separator();
    let mut seconds = settings.ai_seconds;
    let slider = egui::Slider::new(&mut seconds, 0.2..=10.0)
        .logarithmic(true)
        .fixed_decimals(1)
        .text(tr!(loc, "gui-ai-seconds"));
    if ui.add(slider).changed() {
        commands.push(Command::SetAiSeconds(seconds));
    }
    let mut watch = settings.watch_seconds;
    let slider = egui::Slider::new(&mut watch, 0.0..=5.0)
        .fixed_decimals(1)
        .text(tr!(loc, "gui-watch-seconds"));
    if ui.add(slider).changed() {
        commands.push(Command::SetWatchSeconds(watch));
    }
}

/// The buttons used most: new game, undo, redo, hint.
fn toolbar(ui: &mut Ui, view: &PanelView<'_>, commands: &mut Vec<Command>) {
    let loc = view.loc;
    let session = view.session;
    let mut button = |ui: &mut Ui, enabled: bool, label: String, command: Command| {
        if ui.add_enabled(enabled, egui::Button::new(label)).clicked() {
            commands.push(command);
        }
    };
    button(ui, true, tr!(loc, "gui-new-game"), Command::OpenNewGame);
    button(ui, session.can_undo(), tr!(loc, "gui-undo"), Command::Undo);
    button(
        ui,
        session.redo_len() > 0,
        tr!(loc, "gui-redo"),
        Command::Redo,
    );
    button(
        ui,
        session.human_to_move(),
        tr!(loc, "gui-hint"),
        Command::Hint,
    );
    let mut analysis = view.settings.analysis;
    if ui
        .toggle_value(&mut analysis, tr!(loc, "gui-analysis-button"))
        .clicked()
    {
        commands.push(Command::ToggleAnalysis);
    }
}

/// The side panel: players, thinking, draw offers, moves and move entry.
pub fn side_panel(
    ui: &mut Ui,
    view: &PanelView<'_>,
    typed: &mut String,
    commands: &mut Vec<Command>,
) {
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
    ui.separator();

    // The move entry sits at the bottom; the move list takes the rest.
    egui::Panel::bottom("move-entry")
        .show_separator_line(false)
        .show(ui, |ui| {
            ui.add_space(4.0);
            let label = ui.label(tr!(loc, "gui-type-move"));
            let edit = TextEdit::singleline(typed)
                .hint_text(tr!(loc, "gui-type-move-hint"))
                .desired_width(f32::INFINITY);
            let response = ui.add(edit).labelled_by(label.id);
            if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                // The text stays until the move is taken, so a mistake can be
                // corrected rather than typed again.
                commands.push(Command::TypeMove(typed.clone()));
                response.request_focus();
            }
            ui.add_space(4.0);
        });
    ui.label(RichText::new(tr!(loc, "gui-moves")).strong());
    move_list(ui, view, commands);
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
            let name = tr!(
                loc,
                "gui-player-line",
                color = text::color(loc, color),
                player = text::player(loc, session.players()[color])
            );
            let name = if to_move {
                RichText::new(name).strong()
            } else {
                RichText::new(name)
            };
            ui.label(name);
            if let Some(clocks) = session.clocks() {
                clock_label(ui, loc, clocks, color, palette);
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
    clocks: &morris_play::clock::Clocks,
    color: Color,
    palette: &Palette,
) {
    let left = clocks.left(color, std::time::Instant::now());
    let shown = morris_play::clock::clock_text(left);
    let running = clocks.running() == Some(color);
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
        let bar = egui::ProgressBar::new(progress.within)
            .desired_width(ui.available_width() - 70.0)
            .text(RichText::new(text::build_progress(loc, progress)).small());
        ui.add(bar);
        if ui.small_button(tr!(loc, "gui-databases-stop")).clicked() {
            commands.push(Command::CancelBuild);
        }
    });
}

/// While the analysis is shown: how deep it has searched, or that its
/// values are exact, and what the best move is worth.
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
    let status = if exact {
        tr!(loc, "gui-analysis-exact")
    } else if analysis.depth > 0 {
        tr!(loc, "gui-analysis-depth", depth = analysis.depth)
    } else {
        tr!(loc, "gui-analysis-starting")
    };
    ui.label(RichText::new(status).small());
    if let Some(best) = analysis.moves.first() {
        let value = morris_i18n::words::move_value(loc, best.value);
        ui.add(
            egui::Label::new(
                RichText::new(tr!(
                    loc,
                    "gui-analysis-best",
                    mv = best.mv.to_string(),
                    value = value
                ))
                .small()
                .weak(),
            )
            .wrap(),
        );
    }
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
fn move_list(ui: &mut Ui, view: &PanelView<'_>, commands: &mut Vec<Command>) {
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
                    let notation = m.to_string();
                    let mut text = RichText::new(&notation).monospace();
                    if *i >= played {
                        text = text.weak();
                    }
                    let mut cell_ui = ui.new_child(
                        egui::UiBuilder::new()
                            .max_rect(cell_rect)
                            .layout(egui::Layout::left_to_right(egui::Align::Center)),
                    );
                    let response = cell_ui.selectable_label(current, text);
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

/// The status line: whose turn and what to do, a refused click's reason,
/// the hint and notices; long texts wrap.
pub fn status_bar(ui: &mut Ui, view: &PanelView<'_>, commands: &mut Vec<Command>) {
    let loc = view.loc;
    let session = view.session;
    let palette = Palette::of(ui.visuals());
    ui.add_space(4.0);
    if view.editing {
        ui.label(RichText::new(tr!(loc, "gui-editor-status")).strong());
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(status(view)).strong());
        if session.game().is_over() && ui.button(tr!(loc, "gui-play-again")).clicked() {
            commands.push(Command::PlayAgain);
        }
    });
    if let Some(refusal) = session.refusal() {
        ui.label(RichText::new(text::refusal(loc, refusal)).color(palette.warning));
    }
    if let Some(hint) = session.hint() {
        let line = if let Some(exact) = hint.exact {
            let value = text::exact_value(loc, exact);
            tr!(
                loc,
                "gui-hint-exact",
                mv = hint.mv.to_string(),
                value = value
            )
        } else {
            let mover = session.game().position().side_to_move();
            let value = text::score(loc, hint.score, mover);
            tr!(
                loc,
                "gui-hint-text",
                mv = hint.mv.to_string(),
                value = value
            )
        };
        ui.label(RichText::new(line).color(palette.hint));
    }
    if let Some(notice) = view.notice {
        ui.label(RichText::new(notice).weak());
    }
    ui.add_space(4.0);
}

/// Whose turn it is and what to do, or how the game ended.
#[must_use]
pub fn status(view: &PanelView<'_>) -> String {
    let loc = view.loc;
    let session = view.session;
    let game = session.game();
    if let Some(outcome) = game.outcome() {
        return text::outcome(loc, outcome, game.rules());
    }
    let pos = game.position();
    let side = pos.side_to_move();
    let color = text::color(loc, side);
    let player = session.players()[side];
    if let Some(offerer) = session.draw_offer() {
        return tr!(loc, "gui-draw-offered", color = text::color(loc, offerer));
    }
    if player.is_ai() {
        if session.is_ai_paused() {
            return tr!(loc, "gui-status-ai-paused", color = color);
        }
        return tr!(
            loc,
            "gui-status-ai-turn",
            color = color,
            player = text::player(loc, player)
        );
    }
    match session.entry() {
        Entry::Nothing => tr!(
            loc,
            "gui-status-to-move",
            color = color,
            action = text::action(loc, pos.phase())
        ),
        Entry::Selected(point) => tr!(
            loc,
            "gui-status-selected",
            color = color,
            point = point.to_string()
        ),
        Entry::Removing(turn) => tr!(
            loc,
            "gui-status-remove",
            color = color,
            count = turn.removals_left()
        ),
    }
}
