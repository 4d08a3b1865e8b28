//! The modal dialogs: a new game (preset, every rule option, the players,
//! the coin toss and colour swapping), pasting a record or position, the
//! question before a game in progress is ended, and the announcement of a
//! game's end with what may follow. A dialog edits its own draft; only its
//! buttons send [`Command`]s.

use egui::{ComboBox, Context, DragValue, Grid, Id, Modal, RichText, ScrollArea, TextEdit, Ui};
use morris_ai::Level;
use morris_core::{
    AllInMills, Board, Color, Flying, FullBoard, PlacingMills, Preset, RecordFormat, Removals,
    Rules,
};
use morris_i18n::{Localizer, tr};

use crate::command::{Command, NewGame};
pub use databases::DatabasesDraft;
use databases::{databases, solvable, tablebase_row};

mod databases;
use crate::settings::Player;
use crate::text;

/// An open dialog and its draft.
#[derive(Clone, Debug, PartialEq)]
pub enum Dialog {
    /// The new-game dialog.
    NewGame(NewGame),
    /// The dialog to paste a record or position text, with why the last
    /// text could not be opened.
    Paste {
        /// The text.
        text: String,
        /// Why it could not be opened, if it was tried.
        error: Option<String>,
    },
    /// A question before a game in progress ends: `then` goes ahead on yes.
    Confirm {
        /// The question.
        question: String,
        /// What to do when the player agrees.
        then: Box<Command>,
    },
    /// The game is over: how, and what may follow.
    GameOver(String),
    /// How to play: the rules of the variant in play, and the controls.
    Help(Rules),
    /// Building the endgame databases: how far, and how it goes.
    Databases(DatabasesDraft),
    /// Hosting or joining an online game.
    Online(crate::online::OnlineDraft),
    /// No file chooser is available here: the player types the file's path.
    FileName {
        /// Open or save.
        purpose: crate::files::FilePurpose,
        /// The path as typed.
        path: String,
        /// Why the last path could not be opened or saved, worded.
        error: Option<String>,
    },
}

/// The height of the New game dialog's contents, where the window has
/// room: its players, clock, preset and main rules without scrolling.
const NEW_GAME_HEIGHT: f32 = 600.0;

/// Shows `dialog`, the `opening`th dialog opened; returns what its buttons
/// asked for.
///
/// Every opening is a window of its own to egui: its drop-down lists are
/// new layers, drawn over the dialog. (A list chosen from in an earlier
/// opening of the same dialog kept its layer beneath the dialog, and never
/// showed again.)
pub fn dialog_ui(
    ctx: &Context,
    loc: &Localizer,
    dialog: &mut Dialog,
    opening: u64,
) -> Option<Command> {
    let (id, title) = match dialog {
        Dialog::NewGame(_) => ("new-game", tr!(loc, "gui-new-game-title")),
        Dialog::Paste { .. } => ("paste", tr!(loc, "gui-paste-title")),
        Dialog::Confirm { .. } => ("confirm", tr!(loc, "gui-confirm-title")),
        Dialog::GameOver(_) => ("game-over", tr!(loc, "gui-game-over-title")),
        Dialog::Help(rules) => (
            "help",
            tr!(
                loc,
                "gui-help-title",
                variant = text::rules_name(loc, rules)
            ),
        ),
        Dialog::Databases(_) => ("databases", tr!(loc, "gui-databases-title")),
        Dialog::Online(_) => ("online", tr!(loc, "gui-online-title")),
        Dialog::FileName { purpose, .. } => match purpose {
            crate::files::FilePurpose::Open => ("file-name", tr!(loc, "gui-open-title")),
            crate::files::FilePurpose::Save(_) => ("file-name", tr!(loc, "gui-save-title")),
        },
    };
    let max_height = ctx.content_rect().height() * 0.8;
    // The New game dialog keeps one height whatever is chosen in it (a
    // preset's line, a section opened): what is under the pointer stays.
    let fixed = matches!(dialog, Dialog::NewGame(_));
    let modal = Modal::new(Id::unique((id, opening))).show(ctx, |ui| {
        // A fixed width: the dialog does not move as its contents change.
        ui.set_width(460.0);
        ui.heading(title);
        ui.add_space(6.0);
        let command = ScrollArea::vertical()
            .max_height(if fixed {
                max_height.min(NEW_GAME_HEIGHT)
            } else {
                max_height
            })
            .auto_shrink([false, !fixed])
            .show(ui, |ui| match dialog {
                Dialog::NewGame(draft) => new_game(ui, loc, draft),
                Dialog::Paste { text, error } => paste(ui, loc, text, error.as_deref()),
                Dialog::Confirm { question, .. } => {
                    ui.add(egui::Label::new(question.as_str()).wrap());
                    None
                }
                Dialog::GameOver(text) => {
                    ui.label(RichText::new(text.as_str()).strong().size(18.0));
                    None
                }
                Dialog::Help(rules) => {
                    help(ui, loc, rules);
                    None
                }
                Dialog::Databases(draft) => {
                    databases(ui, loc, draft);
                    tablebase_row(ui, loc, draft)
                }
                Dialog::Online(draft) => crate::online::dialog(ui, loc, draft),
                Dialog::FileName {
                    path,
                    purpose,
                    error,
                } => {
                    ui.add(egui::Label::new(tr!(loc, "gui-no-file-chooser")).wrap());
                    ui.add_space(4.0);
                    let label = ui.label(tr!(loc, "gui-file-path"));
                    let field = ui
                        .add(TextEdit::singleline(path).desired_width(f32::INFINITY))
                        .labelled_by(label.id);
                    if !field.has_focus() && !field.lost_focus() && error.is_none() {
                        field.request_focus();
                    }
                    if let Some(error) = error {
                        ui.add_space(4.0);
                        ui.add(
                            egui::Label::new(
                                RichText::new(error.as_str())
                                    .color(ui.visuals().error_fg_color)
                                    .strong(),
                            )
                            .wrap(),
                        );
                    }
                    // Enter does what the main button does.
                    (field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)))
                        .then(|| Command::FileChosen(*purpose, path.trim().into()))
                }
            })
            .inner;
        ui.add_space(6.0);
        ui.horizontal_wrapped(|ui| {
            let mut command = command;
            for (label, then) in buttons(loc, dialog) {
                // Start waits for an engine command that can run.
                let enabled = match &then {
                    Command::StartGame(draft) => engine_ready(loc, draft),
                    _ => true,
                };
                if ui.add_enabled(enabled, egui::Button::new(label)).clicked() {
                    command = Some(then);
                }
            }
            command
        })
        .inner
    });
    // A dialog just opened takes a few passes to find its size (its scroll
    // area and grids measure the pass before): until its rect stops
    // changing, the pass is drawn again before it is shown, so the dialog
    // never jumps under the pointer.
    let rect = modal.response.rect;
    let last_rect = Id::unique(("dialog-rect", opening));
    let before = ctx.data_mut(|d| d.get_temp::<egui::Rect>(last_rect));
    if before != Some(rect) {
        ctx.data_mut(|d| d.insert_temp(last_rect, rect));
        ctx.request_discard("a dialog settles");
    }
    if modal.should_close() && modal.inner.is_none() {
        return Some(Command::CloseDialog);
    }
    modal.inner
}

/// The buttons of a dialog, the first the main one, and what each does.
fn buttons(loc: &Localizer, dialog: &Dialog) -> Vec<(RichText, Command)> {
    let main = |text: String| RichText::new(text).strong();
    let cancel = (RichText::new(tr!(loc, "gui-cancel")), Command::CloseDialog);
    match dialog {
        Dialog::NewGame(draft) => vec![
            (
                main(tr!(loc, "gui-start")),
                Command::StartGame(draft.clone()),
            ),
            cancel,
        ],
        Dialog::Paste { text, .. } => vec![
            (
                main(tr!(loc, "gui-paste-open")),
                Command::Import(text.clone()),
            ),
            cancel,
        ],
        Dialog::Confirm { then, .. } => vec![
            (
                main(tr!(loc, "gui-confirm-yes")),
                Command::Confirmed(then.clone()),
            ),
            cancel,
        ],
        Dialog::FileName { purpose, path, .. } => {
            let ok = match purpose {
                crate::files::FilePurpose::Open => tr!(loc, "gui-file-open-button"),
                crate::files::FilePurpose::Save(_) => tr!(loc, "gui-file-save-button"),
            };
            vec![
                (main(ok), Command::FileChosen(*purpose, path.trim().into())),
                cancel,
            ]
        }
        Dialog::Help(_) => vec![(main(tr!(loc, "gui-close")), Command::CloseDialog)],
        Dialog::Online(draft) => {
            let go = if draft.join {
                (
                    main(tr!(loc, "gui-online-join")),
                    Command::JoinOnline(draft.clone()),
                )
            } else {
                (
                    main(tr!(loc, "gui-online-host")),
                    Command::HostOnline(draft.clone()),
                )
            };
            vec![go, cancel]
        }
        Dialog::Databases(draft) => match (&draft.building, draft.available) {
            (Some(_), _) => vec![
                (main(tr!(loc, "gui-databases-keep")), Command::CloseDialog),
                (
                    RichText::new(tr!(loc, "gui-databases-cancel")),
                    Command::CancelBuild,
                ),
            ],
            (None, true) if solvable(&draft.rules) => vec![
                (
                    main(tr!(loc, "gui-databases-build")),
                    Command::BuildDatabases(draft.pieces),
                ),
                (RichText::new(tr!(loc, "gui-close")), Command::CloseDialog),
            ],
            (None, _) => vec![(main(tr!(loc, "gui-close")), Command::CloseDialog)],
        },
        Dialog::GameOver(_) => vec![
            (main(tr!(loc, "gui-play-again")), Command::PlayAgain),
            (RichText::new(tr!(loc, "gui-review")), Command::OpenReview),
            (
                RichText::new(tr!(loc, "gui-save")),
                Command::Save(RecordFormat::Morris),
            ),
        ],
    }
}

/// A row of a two-column grid: a label and the widget it names.
fn row<R>(ui: &mut Ui, label: String, add: impl FnOnce(&mut Ui, Id) -> R) -> R {
    // Long names wrap rather than widen the dialog, in a column of one
    // width from the first frame on (a column sized by the frame before
    // moved the dialog as it settled).
    let label = ui
        .scope(|ui| {
            ui.set_width(200.0);
            ui.add(egui::Label::new(label).wrap())
        })
        .inner;
    let inner = add(ui, label.id);
    ui.end_row();
    inner
}

/// A combo box of `choices`, named by the label `label_id`.
fn choice<T: PartialEq + Copy>(
    ui: &mut Ui,
    id: &str,
    label_id: Id,
    value: &mut T,
    choices: &[(T, String)],
    width: f32,
) {
    let selected = choices
        .iter()
        .find(|(v, _)| v == value)
        .map(|(_, text)| text.clone())
        .unwrap_or_default();
    ComboBox::from_id_salt(id)
        .selected_text(selected)
        .width(width)
        // Long choices (German, say) wrap inside the box, never past it.
        .wrap()
        .show_ui(ui, |ui| {
            for (v, text) in choices {
                ui.selectable_value(value, *v, text);
            }
        })
        .response
        .labelled_by(label_id);
}

/// The New game dialog: who plays first (what is chosen most), then the
/// clock, then the rules, so that the players are never below a long list
/// of rules in a small window.
fn new_game(ui: &mut Ui, loc: &Localizer, draft: &mut NewGame) -> Option<Command> {
    ui.label(RichText::new(tr!(loc, "gui-players")).strong());
    Grid::new("players")
        .num_columns(3)
        // A row with the AI's level slider is no taller than one without.
        .min_row_height(24.0)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            for color in Color::ALL {
                player_row(ui, loc, color, &mut draft.players[color]);
            }
        });
    // What each AI's level means, one line a side (kept empty for a
    // person, so nothing below moves when a side changes hands).
    for color in Color::ALL {
        let line = draft.players[color]
            .level()
            .map(|level| level_line(loc, color, level))
            .unwrap_or_default();
        ui.add(egui::Label::new(RichText::new(&line).small().weak()).truncate())
            .on_hover_text(line);
    }
    if draft.players.white.is_engine() || draft.players.black.is_engine() {
        engine_row(ui, loc, &mut draft.engine);
    }
    ui.checkbox(&mut draft.coin_toss, tr!(loc, "gui-coin-toss"));
    ui.checkbox(&mut draft.swap_colours, tr!(loc, "gui-swap-colours"));
    ui.add_space(8.0);
    let clock = &mut draft.time_control;
    clock_row(ui, loc, clock, "clock", morris_play::clock::OFFERED);
    ui.add_space(8.0);
    ui.label(RichText::new(tr!(loc, "gui-rules")).strong());
    rules_section(ui, loc, &mut draft.rules, "new-game");
    None
}

/// A dialog's clock: the time controls `offered` in a list. `id` tells two
/// dialogs' apart.
pub(crate) fn clock_row(
    ui: &mut Ui,
    loc: &Localizer,
    clock: &mut morris_play::clock::TimeControl,
    id: &str,
    offered: impl IntoIterator<Item = morris_play::clock::TimeControl>,
) {
    ui.horizontal(|ui| {
        let label = ui.label(RichText::new(tr!(loc, "gui-clock")).strong());
        ComboBox::from_id_salt(id)
            .selected_text(text::time_control(loc, *clock))
            .show_ui(ui, |ui| {
                for control in offered {
                    ui.selectable_value(clock, control, text::time_control(loc, control));
                }
            })
            .response
            .labelled_by(label.id);
    });
}

/// The rules of a new game: the preset with a line on where it is played,
/// the options most games change, and the others under "More rules" (open
/// with the dialog when one of them is set). `id` tells two dialogs' apart.
pub(crate) fn rules_section(ui: &mut Ui, loc: &Localizer, rules: &mut Rules, id: &str) {
    let before = more_rules_set(rules);
    Grid::new((id, "rules"))
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| rules_grid(ui, loc, rules));
    let set = more_rules_set(rules);
    let title = if set == 0 {
        tr!(loc, "gui-more-rules")
    } else {
        tr!(loc, "gui-more-rules-set", count = set)
    };
    // The section's open state is the player's; it opens with the dialog
    // when one of its rules is set. A preset chosen that sets one leaves
    // it as it is (the dialog does not grow under the pointer): its title
    // counts the rules set, so none is hidden unsaid.
    // The whole title is clicked to open or close it.
    egui::CollapsingHeader::new(RichText::new(title).strong())
        .id_salt((id, "more-rules"))
        .default_open(before > 0)
        // Unindented, so its columns line up with the rows above.
        .show_unindented(ui, |ui| {
            Grid::new((id, "more-rules-grid"))
                .num_columns(2)
                .spacing([12.0, 6.0])
                .show(ui, |ui| more_rules_grid(ui, loc, rules));
        });
}

/// How many of the rules under "More rules" differ from Nine Men's Morris.
fn more_rules_set(rules: &Rules) -> usize {
    let nine = Rules::preset(Preset::Nine);
    [
        rules.moves_in_placing() != nine.moves_in_placing(),
        rules.one_time_mills() != nine.one_time_mills(),
        rules.remove_from_mills() != nine.remove_from_mills(),
        rules.defender_first() != nine.defender_first(),
        rules.restrict_repeated_mills() != nine.restrict_repeated_mills(),
        rules.endgame_n_move() != nine.endgame_n_move(),
        rules.placing_mills() != nine.placing_mills(),
        rules.intervention() != nine.intervention(),
    ]
    .into_iter()
    .filter(|&differs| differs)
    .count()
}

/// The rows of the rules most games change.
fn rules_grid(ui: &mut Ui, loc: &Localizer, rules: &mut Rules) {
    let (closest, diffs) = rules.closest_preset();
    let shown = if diffs.is_empty() {
        text::preset_name(loc, closest)
    } else {
        tr!(
            loc,
            "gui-preset-changed",
            preset = text::preset_name(loc, closest)
        )
    };
    row(ui, tr!(loc, "gui-preset"), |ui, label| {
        ComboBox::from_id_salt("preset")
            .selected_text(shown)
            .width(220.0)
            .wrap()
            .show_ui(ui, |ui| {
                for preset in Preset::ALL {
                    let is_it = diffs.is_empty() && closest == preset;
                    if ui
                        .selectable_label(is_it, text::preset_name(loc, preset))
                        .clicked()
                    {
                        *rules = Rules::preset(preset);
                    }
                }
            })
            .response
            .labelled_by(label);
    });
    // Where the preset (or the one the rules come closest to) is played.
    ui.label("");
    let line = text::preset_where(loc, closest);
    ui.scope(|ui| {
        ui.set_max_width(220.0);
        ui.add(egui::Label::new(RichText::new(line).small().weak()).wrap());
    });
    ui.end_row();
    row(ui, tr!(loc, "gui-option-board"), |ui, label| {
        let mut board = rules.board();
        let choices = [
            (Board::TwentyFour, tr!(loc, "gui-board-24")),
            (Board::Sixteen, tr!(loc, "gui-board-16")),
            (Board::Nine, tr!(loc, "gui-board-9")),
        ];
        choice(ui, "board", label, &mut board, &choices, 220.0);
        if board != rules.board() {
            rules.set_board(board);
        }
    });
    row(ui, tr!(loc, "gui-option-pieces"), |ui, label| {
        let mut pieces = rules.pieces();
        // The numbers the board takes (3 alone on Three Men's Morris's).
        let range = rules.board().pieces();
        ui.add_enabled(
            range.start() < range.end(),
            egui::Slider::new(&mut pieces, range),
        )
        .labelled_by(label);
        let _ = rules.set_pieces(pieces);
    });
    row(ui, tr!(loc, "gui-option-diagonals"), |ui, label| {
        let mut diagonals = rules.diagonals();
        ui.checkbox(&mut diagonals, "").labelled_by(label);
        rules.set_diagonals(diagonals);
    });
    row(ui, tr!(loc, "gui-option-flying"), |ui, label| {
        let mut flying = rules.flying();
        let choices = [
            (Flying::On, tr!(loc, "gui-flying-on")),
            (Flying::Off, tr!(loc, "gui-flying-off")),
            (Flying::Both, tr!(loc, "gui-flying-both")),
        ];
        choice(ui, "flying", label, &mut flying, &choices, 220.0);
        rules.set_flying(flying);
    });
    row(ui, tr!(loc, "gui-option-all-in-mills"), |ui, label| {
        let mut value = rules.all_in_mills();
        let choices = [
            (AllInMills::Any, tr!(loc, "gui-all-in-mills-any")),
            (AllInMills::None, tr!(loc, "gui-all-in-mills-none")),
        ];
        choice(ui, "all-in-mills", label, &mut value, &choices, 220.0);
        rules.set_all_in_mills(value);
    });
    row(ui, tr!(loc, "gui-option-removals"), |ui, label| {
        let mut value = rules.removals();
        let choices = [
            (Removals::One, tr!(loc, "gui-removals-one")),
            (Removals::PerMill, tr!(loc, "gui-removals-per-mill")),
        ];
        choice(ui, "removals", label, &mut value, &choices, 220.0);
        rules.set_removals(value);
    });
    row(ui, tr!(loc, "gui-option-first"), |ui, label| {
        let mut value = rules.first();
        let choices = [
            (Color::White, text::color(loc, Color::White)),
            (Color::Black, text::color(loc, Color::Black)),
        ];
        choice(ui, "first", label, &mut value, &choices, 220.0);
        rules.set_first(value);
    });
    row(ui, tr!(loc, "gui-option-repetition"), |ui, label| {
        let mut repetition = rules.repetition();
        ui.checkbox(&mut repetition, "").labelled_by(label);
        rules.set_repetition(repetition);
    });
    row(ui, tr!(loc, "gui-option-n-move"), |ui, label| {
        let mut n = rules.n_move();
        ui.add(DragValue::new(&mut n).range(0..=10_000))
            .labelled_by(label);
        let _ = rules.set_n_move(n);
    });
    row(ui, tr!(loc, "gui-option-full-board"), |ui, label| {
        let mut value = rules.full_board();
        let choices = [
            (FullBoard::Draw, tr!(loc, "gui-full-board-draw")),
            (FullBoard::Lose, tr!(loc, "gui-full-board-lose")),
            (
                FullBoard::FirstLoses,
                tr!(loc, "gui-full-board-first-loses"),
            ),
            (
                FullBoard::SideRemoves,
                tr!(loc, "gui-full-board-side-removes"),
            ),
            (
                FullBoard::FirstThenSecond,
                tr!(loc, "gui-full-board-first-then-second"),
            ),
            (
                FullBoard::SecondThenFirst,
                tr!(loc, "gui-full-board-second-then-first"),
            ),
        ];
        choice(ui, "full-board", label, &mut value, &choices, 220.0);
        rules.set_full_board(value);
    });
}

/// The rows under "More rules": the options of the traditional variants.
fn more_rules_grid(ui: &mut Ui, loc: &Localizer, rules: &mut Rules) {
    let mut switch =
        |ui: &mut Ui, name: String, get: fn(&Rules) -> bool, set: fn(&mut Rules, bool)| {
            row(ui, name, |ui, label| {
                let mut on = get(rules);
                ui.checkbox(&mut on, "").labelled_by(label);
                set(rules, on);
            });
        };
    switch(
        ui,
        tr!(loc, "gui-option-moves-in-placing"),
        Rules::moves_in_placing,
        Rules::set_moves_in_placing,
    );
    switch(
        ui,
        tr!(loc, "gui-option-one-time-mills"),
        Rules::one_time_mills,
        Rules::set_one_time_mills,
    );
    switch(
        ui,
        tr!(loc, "gui-option-remove-from-mills"),
        Rules::remove_from_mills,
        Rules::set_remove_from_mills,
    );
    switch(
        ui,
        tr!(loc, "gui-option-defender-first"),
        Rules::defender_first,
        Rules::set_defender_first,
    );
    switch(
        ui,
        tr!(loc, "gui-option-restrict-repeated-mills"),
        Rules::restrict_repeated_mills,
        Rules::set_restrict_repeated_mills,
    );
    switch(
        ui,
        tr!(loc, "gui-option-intervention"),
        Rules::intervention,
        Rules::set_intervention,
    );
    row(ui, tr!(loc, "gui-option-endgame-n-move"), |ui, label| {
        let mut n = rules.endgame_n_move();
        ui.add(DragValue::new(&mut n).range(0..=10_000))
            .labelled_by(label);
        let _ = rules.set_endgame_n_move(n);
    });
    row(ui, tr!(loc, "gui-option-placing-mills"), |ui, label| {
        let mut value = rules.placing_mills();
        let choices = [
            (PlacingMills::Remove, tr!(loc, "gui-placing-mills-remove")),
            (PlacingMills::Mark, tr!(loc, "gui-placing-mills-mark")),
            (
                PlacingMills::FromHand,
                tr!(loc, "gui-placing-mills-from-hand"),
            ),
            (
                PlacingMills::MillCounts,
                tr!(loc, "gui-placing-mills-mill-counts"),
            ),
        ];
        choice(ui, "placing-mills", label, &mut value, &choices, 220.0);
        rules.set_placing_mills(value);
    });
}

/// What kind of player a side has, as the dialog offers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Human,
    Ai,
    Engine,
}

/// Who plays `color`: a person, the AI (and its level) or an engine.
fn player_row(ui: &mut Ui, loc: &Localizer, color: Color, player: &mut Player) {
    let color_name = text::color(loc, color);
    let label = ui.label(&color_name);
    let mut kind = match *player {
        Player::Engine => Kind::Engine,
        p if p.is_ai() => Kind::Ai,
        _ => Kind::Human,
    };
    let choices = [
        (Kind::Human, tr!(loc, "gui-player-human")),
        (Kind::Ai, tr!(loc, "gui-player-kind-ai")),
        (Kind::Engine, tr!(loc, "gui-player-choose-engine")),
    ];
    // Narrow enough that the AI's level fits beside it in the dialog's width.
    choice(ui, color.name(), label.id, &mut kind, &choices, 150.0);
    let is_ai = kind == Kind::Ai;
    let mut level = player.level().unwrap_or(Level::DEFAULT).get();
    if is_ai {
        let level_text = tr!(loc, "gui-level");
        let accessible = format!("{color_name}: {level_text}");
        let response = ui.add(egui::Slider::new(&mut level, 1..=10).text(level_text));
        response.widget_info(|| egui::WidgetInfo::slider(true, f64::from(level), &accessible));
    } else {
        ui.label("");
    }
    *player = match kind {
        Kind::Ai => Player::Ai { level },
        Kind::Engine => Player::Engine,
        Kind::Human => Player::Human,
    };
    ui.end_row();
}

/// What the AI of `color` at `level` plays like: `Black, level 3: a
/// casual player, ...`.
pub(crate) fn level_line(loc: &Localizer, color: Color, level: Level) -> String {
    let kind = match level.get() {
        1 | 2 => "beginner",
        3 | 4 => "casual",
        5..=7 => "club",
        8 | 9 => "strong",
        _ => "full",
    };
    tr!(
        loc,
        "gui-level-line",
        color = text::color(loc, color),
        level = level.get(),
        about = tr!(loc, "gui-level-about", kind = kind)
    )
}

/// Whether the game of `draft` can start as far as its engine goes: no
/// side is an engine, or the command can run.
pub(crate) fn engine_ready(loc: &Localizer, draft: &NewGame) -> bool {
    let wants = draft.players.white.is_engine() || draft.players.black.is_engine();
    !wants || crate::engine_check::engine_problem(loc, &draft.engine).is_none()
}

/// The engine's command line, and why it cannot be run as it stands.
fn engine_row(ui: &mut Ui, loc: &Localizer, command: &mut String) {
    ui.add_space(4.0);
    let label = ui.label(tr!(loc, "gui-engine-command"));
    ui.add(
        TextEdit::singleline(command)
            .hint_text(tr!(loc, "gui-engine-command-hint"))
            .desired_width(f32::INFINITY),
    )
    .labelled_by(label.id);
    // Nothing typed yet is no mistake: Start waits for the command.
    if command.trim().is_empty() {
        ui.label(RichText::new(tr!(loc, "gui-engine-empty")).weak());
    } else if let Some(why) = crate::engine_check::engine_problem(loc, command) {
        let palette = crate::theme::Palette::of(ui.visuals());
        ui.add(egui::Label::new(RichText::new(why).color(palette.warning)).wrap());
    }
}

fn paste(ui: &mut Ui, loc: &Localizer, text: &mut String, error: Option<&str>) -> Option<Command> {
    ui.label(tr!(loc, "gui-paste-explain"));
    if let Some(error) = error {
        // Said in the dialog, where the player looks, in the warning colour.
        let palette = crate::theme::Palette::of(ui.visuals());
        ui.add(egui::Label::new(RichText::new(error).color(palette.warning)).wrap());
    }
    ui.add_space(4.0);
    let label = ui.label(tr!(loc, "gui-paste-text"));
    let edit = TextEdit::multiline(text)
        .desired_rows(8)
        .desired_width(f32::INFINITY)
        .code_editor();
    ui.add(edit).labelled_by(label.id);
    None
}

/// The rules of `rules` in sentences, each option as it is set, and the
/// controls.
fn help(ui: &mut Ui, loc: &Localizer, rules: &Rules) {
    let mut say = |text: String| {
        ui.add(egui::Label::new(text).wrap());
        ui.add_space(3.0);
    };
    if rules.line_wins() {
        say(tr!(loc, "gui-help-three-in-a-row"));
    } else {
        say(tr!(loc, "gui-help-goal", pieces = rules.pieces()));
    }
    say(tr!(loc, "gui-help-placing"));
    say(tr!(loc, "gui-help-moving"));
    say(match rules.flying() {
        Flying::On => tr!(loc, "gui-help-flying-on"),
        Flying::Off => tr!(loc, "gui-help-flying-off"),
        Flying::Both => tr!(loc, "gui-help-flying-both"),
        _ => String::new(),
    });
    if rules.moves_in_placing() {
        say(tr!(loc, "gui-help-moves-in-placing"));
    }
    if !rules.line_wins() {
        say(tr!(loc, "gui-help-mill"));
    }
    match rules.placing_mills() {
        PlacingMills::Mark => say(tr!(loc, "gui-help-placing-mark")),
        PlacingMills::FromHand => say(tr!(loc, "gui-help-placing-from-hand")),
        PlacingMills::MillCounts => say(tr!(loc, "gui-help-placing-mill-counts")),
        _ => {}
    }
    if rules.removals() == Removals::PerMill {
        say(tr!(loc, "gui-help-per-mill"));
    }
    if rules.line_wins() {
        // Nothing is removed: no rule on what may be.
    } else if rules.remove_from_mills() {
        say(tr!(loc, "gui-help-remove-from-mills"));
    } else {
        say(match rules.all_in_mills() {
            AllInMills::Any => tr!(loc, "gui-help-all-in-mills-any"),
            AllInMills::None => tr!(loc, "gui-help-all-in-mills-none"),
            _ => String::new(),
        });
    }
    if rules.one_time_mills() {
        say(tr!(loc, "gui-help-one-time-mills"));
    }
    if rules.restrict_repeated_mills() {
        say(tr!(loc, "gui-help-restrict-repeated-mills"));
    }
    if rules.intervention() {
        say(tr!(loc, "gui-help-intervention"));
    }
    if rules.diagonals() {
        say(tr!(loc, "gui-help-diagonals"));
    }
    if rules.defender_first() {
        say(tr!(loc, "gui-help-defender-first"));
    }
    if rules.repetition() {
        say(tr!(loc, "gui-help-repetition"));
    }
    if rules.n_move() > 0 {
        say(tr!(loc, "gui-help-n-move", n = rules.n_move()));
        // The shorter count with three pieces applies only under the
        // N-move rule, and only while it is shorter.
        let endgame = rules.endgame_n_move();
        if endgame > 0 && endgame < rules.n_move() {
            say(tr!(loc, "gui-help-endgame-n-move", n = endgame));
        }
    }
    // A full board can only happen with more pieces than 9 a side.
    if rules.pieces() >= 12 {
        say(match rules.full_board() {
            FullBoard::Draw => tr!(loc, "gui-help-full-board-draw"),
            FullBoard::Lose => tr!(loc, "gui-help-full-board-lose"),
            FullBoard::FirstLoses => tr!(loc, "gui-help-full-board-first-loses"),
            FullBoard::SideRemoves => tr!(loc, "gui-help-full-board-side-removes"),
            FullBoard::FirstThenSecond => tr!(loc, "gui-help-full-board-first-then-second"),
            FullBoard::SecondThenFirst => tr!(loc, "gui-help-full-board-second-then-first"),
            _ => String::new(),
        });
    }
    ui.add_space(4.0);
    ui.label(RichText::new(tr!(loc, "gui-help-controls-title")).strong());
    ui.add(egui::Label::new(tr!(loc, "gui-help-controls")).wrap());
    ui.add_space(3.0);
    ui.add(egui::Label::new(tr!(loc, "gui-help-keys")).wrap());
    ui.add_space(3.0);
    ui.add(egui::Label::new(tr!(loc, "gui-help-clocks")).wrap());
    ui.add(egui::Label::new(tr!(loc, "gui-help-values")).wrap());
}
