//! The app: the window's contents, the state behind them, and the one place
//! where the player's commands change that state ([`MorrisApp::apply`]).

use std::path::PathBuf;
use std::time::{Duration, Instant};

use egui::{CentralPanel, Context, Panel, Ui};
use morris_ai::analysis::{Analysis, MoveValue};
use morris_core::{ByColor, Color, Game, Point, PointSet};
use morris_i18n::{Localizer, tr, words};
use morris_play::build::BuildEnd;
use morris_play::entry::Entry;
use morris_play::store::SettingsTrouble;
use morris_play::table::{Command as Do, Event, Table, TableConfig, TableError, Thinking};

use crate::AppClock;
use morris_play::{Brains, DataDir, Seeds, Session, step_values};

use crate::anim::{self, Animations};
use crate::board::{self, BoardView, PointValue, Tone, board_ui};
use crate::capture::{Capture, FrameStats};
use crate::command::Command;
use crate::dialogs::{Dialog, dialog_ui};
use crate::files::{FileDialog, SystemFileDialog};
use crate::layout::Table as Layout;
use crate::panels::{self, PanelView};
use crate::settings::Settings;
use crate::text;
use crate::theme::{self, ThemeChoice};
use morris_ai::db::Databases;

mod apply;
mod online;
mod practice;
mod puzzles;
mod records;
mod review;
mod view;
mod work;

pub(crate) use apply::shortcut_text;
use apply::{plain_keys, shortcuts};

/// The file in the data directory that keeps the app's unfinished game.
pub const UNFINISHED_FILE: &str = "gui-unfinished.pgn";

/// The desktop app.
pub struct MorrisApp {
    settings: Settings,
    /// Where the app reads the time.
    clock: AppClock,
    /// The settings as last written, to write only changes.
    saved_settings: Option<Settings>,
    /// The game with its AI, clocks, autosave, analysis and database
    /// build: the app turns input into its commands, its view into
    /// pixels and its events into words.
    table: Table,
    /// When the last move was played (egui time), so the AI's next move
    /// waits for its animation, and for the watching pause.
    last_move_time: f64,
    /// The game is held still for the editor or a dialog (see
    /// `sync_hold`).
    holding: bool,
    /// The keyboard cursor goes to the board next frame.
    focus_board: bool,
    /// The position being set up, while the editor is open.
    editor: Option<crate::editor::Editor>,
    loc: Localizer,
    storage: Option<DataDir>,
    files: Box<dyn FileDialog>,
    dialog: Option<Dialog>,
    /// The kind of dialog shown last frame, and how many dialogs have been
    /// opened: each opening is a fresh window to egui (see `dialog_ui`).
    dialog_shown: Option<std::mem::Discriminant<Dialog>>,
    dialogs_opened: u64,
    notice: Option<String>,
    animations: Animations,
    layout: Layout,
    typed: String,
    theme_applied: Option<ThemeChoice>,
    window_size: Option<[f32; 2]>,
    capture: Option<Capture>,
    frame_stats: Option<FrameStats>,
    /// The player agreed to close the window.
    closing: bool,
    /// The window's title as last set: the variant in play.
    title: String,
    /// The invite code and link of the online game hosted here.
    invite: Option<(String, String)>,
    /// The online game's connection trouble: reconnecting, or gone.
    online_trouble: Option<String>,
    /// The Play online dialog as last sent, to show again with the reason
    /// when the game could not begin.
    online_draft: Option<crate::online::OnlineDraft>,
    /// The review of the game asked for: its worker, grades and window.
    review: Option<review::ReviewWork>,
    /// The practice of the mistakes the review found, while it runs: the
    /// game waits behind it.
    practice: Option<practice::PracticeWork>,
    /// The puzzles, while they are open: the game waits behind them.
    puzzles: Option<puzzles::PuzzleWork>,
}

impl std::fmt::Debug for MorrisApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MorrisApp")
            .field("table", &self.table)
            .field("settings", &self.settings)
            .field("dialog", &self.dialog)
            .finish_non_exhaustive()
    }
}

/// Sets up a [`MorrisApp`]: where it keeps its files, its settings, its
/// file dialog.
#[derive(Default)]
pub struct AppBuilder {
    settings: Option<Settings>,
    clock: AppClock,
    storage: Option<DataDir>,
    files: Option<Box<dyn FileDialog>>,
    capture: Option<PathBuf>,
    frame_stats: Option<Duration>,
}

impl std::fmt::Debug for AppBuilder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppBuilder")
            .field("settings", &self.settings)
            .field("storage", &self.storage)
            .finish_non_exhaustive()
    }
}

impl AppBuilder {
    /// Starts with these settings instead of the saved ones.
    #[must_use]
    pub fn settings(mut self, settings: Settings) -> AppBuilder {
        self.settings = Some(settings);
        self
    }

    /// Keeps the settings and the unfinished game in `storage`, and
    /// restores them from it. Without storage nothing is kept.
    #[must_use]
    pub fn storage(mut self, storage: DataDir) -> AppBuilder {
        self.storage = Some(storage);
        self
    }

    /// Chooses files with `files` instead of the system's dialog.
    #[must_use]
    pub fn file_dialog(mut self, files: impl FileDialog + 'static) -> AppBuilder {
        self.files = Some(Box::new(files));
        self
    }

    /// Saves a screenshot to `path` after a few frames and closes.
    #[must_use]
    pub fn screenshot(mut self, path: impl Into<PathBuf>) -> AppBuilder {
        self.capture = Some(path.into());
        self
    }

    /// Reads the time from `clock` (tests give a manual one).
    #[must_use]
    pub fn clock(mut self, clock: AppClock) -> AppBuilder {
        self.clock = clock;
        self
    }

    /// Measures frame times for `run_for`, prints them and closes.
    #[must_use]
    pub fn frame_stats(mut self, run_for: Duration) -> AppBuilder {
        self.frame_stats = Some(run_for);
        self
    }

    /// The app, with the unfinished game restored if one was kept.
    #[must_use]
    pub fn build(self, ctx: &Context) -> MorrisApp {
        // Room for a dialog to settle before it is shown (see `dialog_ui`).
        ctx.options_mut(|o| o.max_passes = std::num::NonZeroUsize::new(8).expect("eight"));
        // Before anything writes the settings: a damaged file is moved
        // aside, and said once.
        let trouble = self.storage.as_ref().and_then(DataDir::check_settings);
        let settings = self
            .settings
            .or_else(|| self.storage.as_ref().map(Settings::load))
            .unwrap_or_default();
        let epoch = self.clock.now();
        let mut table = Table::new(
            TableConfig {
                rules: settings.rules,
                players: settings.players,
                time_control: settings.time_control,
                thinking: thinking(&settings),
                seeds: Seeds::Random,
                threads: Brains::all_cores(),
                databases: self.storage.as_ref().map(DataDir::databases_dir),
                keep: None,
                engine: settings.engine_command(),
            },
            epoch,
        );
        // This window's own kept game: the usual file, or the next free one
        // when another running app holds it.
        let claim = self.storage.as_ref().and_then(|d| {
            let _ = std::fs::create_dir_all(d.path());
            morris_play::Autosave::claim(d.path(), UNFINISHED_FILE)
        });
        let kept_elsewhere = claim
            .as_ref()
            .filter(|c| c.slot > 0)
            .and_then(|c| c.autosave.path().map(|p| p.display().to_string()));
        let kept_other = claim
            .as_ref()
            .and_then(|c| c.others.first())
            .map(|p| p.display().to_string());
        if let Some(claim) = claim {
            table.set_autosave(claim.autosave);
        }
        table.set_tablebase(settings.tablebase());
        if let Some(record) = table
            .kept_record()
            .and_then(|text| text.parse::<morris_core::Record>().ok())
            && record.to_game().is_ok_and(|game| !game.is_over())
        {
            let _ = table.apply(Do::Load(record), epoch);
            // Restoring is no news.
            let _ = table.take_events();
        }
        let loc = Localizer::new(settings.language());
        let notice = kept_elsewhere
            .map(|file| tr!(loc, "gui-kept-elsewhere", file = file))
            .or_else(|| kept_other.map(|file| tr!(loc, "gui-kept-other", file = file)))
            .or_else(|| {
                Some(match trouble? {
                    SettingsTrouble::MovedAside(path) => {
                        tr!(
                            loc,
                            "settings-moved-aside",
                            file = path.display().to_string()
                        )
                    }
                    SettingsTrouble::Fields(f) => {
                        tr!(loc, "settings-fields", fields = f.join(", "))
                    }
                    SettingsTrouble::Unreadable(reason) => {
                        tr!(loc, "settings-unreadable", reason = reason)
                    }
                    _ => return None,
                })
            });
        // A restored app starts settled: nothing to write yet.
        let saved_settings = self.storage.as_ref().map(|_| settings.clone());
        let mut app = MorrisApp {
            clock: self.clock.clone(),
            window_size: settings.window_size,
            settings,
            saved_settings,
            table,
            last_move_time: f64::NEG_INFINITY,
            holding: false,
            focus_board: false,
            editor: None,
            loc,
            storage: self.storage,
            files: self
                .files
                .unwrap_or_else(|| Box::new(SystemFileDialog::default())),
            dialog: None,
            dialog_shown: None,
            dialogs_opened: 0,
            notice,
            animations: Animations::default(),
            layout: Layout::Wide,
            typed: String::new(),
            theme_applied: None,
            capture: self.capture.map(Capture::new),
            frame_stats: self.frame_stats.map(FrameStats::new),
            closing: false,
            title: String::new(),
            invite: None,
            online_trouble: None,
            online_draft: None,
            review: None,
            practice: None,
            puzzles: None,
        };
        // An online game of an earlier run is still open: offer to go back.
        if let Some(seat) = app.kept_seat() {
            app.dialog = Some(Dialog::Confirm {
                question: tr!(app.loc, "gui-online-rejoin-question", server = seat.server),
                then: Box::new(Command::RejoinOnline),
            });
        }
        app.apply_theme(ctx);
        app
    }
}

impl MorrisApp {
    /// The app as the binary opens it: settings and the unfinished game from
    /// the data directory (`MORRIS_DATA_DIR` or the platform's), the
    /// system's file dialog.
    #[must_use]
    pub fn new(cc: &eframe::CreationContext<'_>) -> MorrisApp {
        let mut builder = MorrisApp::builder();
        if let Some(storage) = DataDir::locate() {
            builder = builder.storage(storage);
        }
        builder.build(&cc.egui_ctx)
    }

    /// A builder to set the app up.
    #[must_use]
    pub fn builder() -> AppBuilder {
        AppBuilder::default()
    }

    /// The clock the app reads the time from.
    #[must_use]
    pub fn clock(&self) -> &AppClock {
        &self.clock
    }

    /// The game in play.
    #[must_use]
    pub fn session(&self) -> &Session {
        self.table.session()
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        self.table.game()
    }

    /// The tablebase server the hint and level 10 ask, if any.
    #[must_use]
    pub fn tablebase(&self) -> Option<&morris_play::tablebase::Tablebase> {
        self.table.tablebase()
    }

    /// The settings.
    #[must_use]
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The open dialog, if any.
    #[must_use]
    pub fn dialog(&self) -> Option<&Dialog> {
        self.dialog.as_ref()
    }

    /// The last notice about files or the clipboard.
    #[must_use]
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    /// Whether the AI is thinking (a move or a hint).
    #[must_use]
    pub fn is_thinking(&self) -> bool {
        self.table.is_thinking()
    }

    /// The words in the player's language.
    #[must_use]
    pub fn localizer(&self) -> &Localizer {
        &self.loc
    }

    /// The status line's first line: whose turn and what to do.
    #[must_use]
    pub fn status(&self) -> String {
        panels::status(&self.panel_view())
    }

    /// The side whose engine thinks about its move, and since when.
    fn engine_thinking(&self) -> Option<(Color, Instant)> {
        let side = self.table.machine_thinking()?;
        Some((side, self.table.engine_thinking_since(side)?))
    }

    /// The explanation of the last refused click, if any.
    #[must_use]
    pub fn refusal_text(&self) -> Option<String> {
        self.session()
            .refusal()
            .map(|r| text::refusal(&self.loc, r))
    }

    fn panel_view(&self) -> PanelView<'_> {
        PanelView {
            session: self.shown_session(),
            job: self.table.job(),
            engine_thinking: self.engine_thinking(),
            analysis: None,
            build: self.build_state(),
            editing: self.editor.is_some(),
            practising: self.practice.is_some(),
            settings: &self.settings,
            loc: &self.loc,
            notice: self.notice.as_deref(),
            file_dialog_open: self.files.is_open(),
            online: self.online_view(),
            help: self.table.help_allowed(),
            marks: review::marks(self.review.as_ref(), self.table.game()),
            now: self.clock.now(),
        }
    }

    /// What the panels show of the online game, if one is played.
    fn online_view(&self) -> Option<crate::online::OnlineView<'_>> {
        Some(crate::online::OnlineView {
            game: self.table.online()?,
            invite: self.invite.as_ref(),
            trouble: self.online_trouble.as_deref(),
            now: self.clock.now(),
        })
    }

    /// The online game being played, if any.
    #[must_use]
    pub fn online(&self) -> Option<&morris_play::online::OnlineGame> {
        self.table.online()
    }

    /// The invite code and link of the online game hosted here, while the
    /// friend has not come.
    #[must_use]
    pub fn invite(&self) -> Option<&(String, String)> {
        self.invite.as_ref()
    }

    /// The game's record as Save writes it: in an online game the
    /// server's (with both players' names), else the session's.
    #[must_use]
    pub fn record(&self) -> morris_core::Record {
        self.table
            .online()
            .and_then(morris_play::online::OnlineGame::record_text)
            .and_then(|text| text.parse().ok())
            .unwrap_or_else(|| self.table.session().record())
    }

    /// Applies the chosen theme when it changed, or when something else
    /// (a test harness, say) changed egui's preference behind the app.
    fn apply_theme(&mut self, ctx: &Context) {
        let current = ctx.options(|o| o.theme_preference);
        if self.theme_applied != Some(self.settings.theme)
            || current != self.settings.theme.preference()
        {
            theme::apply(ctx, self.settings.theme);
            self.theme_applied = Some(self.settings.theme);
        }
    }

    /// Shows the whole app in `ui` and applies what the player asked for.
    pub fn show(&mut self, ui: &mut Ui) {
        let began = std::time::Instant::now();
        let ctx = ui.ctx().clone();
        self.apply_theme(&ctx);
        let now = ctx.input(|i| i.time);
        if let Some(rect) = ctx.input(|i| i.viewport().inner_rect) {
            self.window_size = Some([rect.width(), rect.height()]);
        }
        // Closing the window asks first while a game is in progress (not
        // when the app closes itself after its screenshot).
        let capture_done = self.capture.as_ref().is_some_and(|c| c.is_closing());
        if ctx.input(|i| i.viewport().close_requested()) && !self.closing && !capture_done {
            let game = self.table.game();
            if !game.moves().is_empty() && !game.is_over() {
                ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
                self.apply(Command::Quit, &ctx);
            }
        }
        self.sync_hold();
        self.tick(&ctx, now);
        // The window names the variant in play.
        let title = format!(
            "Morris — {}",
            text::rules_name(&self.loc, self.table.game().rules())
        );
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }

        // Shortcuts with a modifier come before the widgets, so the move
        // field's own undo does not take Ctrl+Z.
        let mut commands = if self.dialog.is_none() {
            shortcuts(&ctx)
        } else {
            Vec::new()
        };
        let analysis = self.follow_analysis(&ctx);
        {
            // Built field by field, not by `panel_view`: the side panel
            // also borrows `self.typed` mutably.
            let view = PanelView {
                session: self
                    .practice
                    .as_ref()
                    .and_then(|w| w.board())
                    .or_else(|| self.puzzles.as_ref().and_then(|w| w.board()))
                    .unwrap_or_else(|| self.table.session()),
                job: self.table.job(),
                engine_thinking: self.engine_thinking(),
                analysis: analysis.as_ref(),
                build: self.build_state(),
                editing: self.editor.is_some(),
                practising: self.practice.is_some() || self.puzzles.is_some(),
                settings: &self.settings,
                loc: &self.loc,
                notice: self.notice.as_deref(),
                file_dialog_open: self.files.is_open(),
                online: self.table.online().map(|game| crate::online::OnlineView {
                    game,
                    invite: self.invite.as_ref(),
                    trouble: self.online_trouble.as_deref(),
                    now: self.clock.now(),
                }),
                help: self.table.help_allowed(),
                marks: review::marks(self.review.as_ref(), self.table.game()),
                now: self.clock.now(),
            };
            Panel::top("menu").show(ui, |ui| panels::menu_bar(ui, &view, &mut commands));
            Panel::bottom("status")
                .resizable(false)
                .exact_size(crate::layout::status_height(ui))
                .show(ui, |ui| panels::status_bar(ui, &view, &mut commands));
            Panel::right("side")
                .resizable(true)
                .default_size(250.0)
                .size_range(190.0..=420.0)
                .show(ui, |ui| {
                    if let Some(editor) = &self.editor {
                        crate::editor::editor_panel(ui, &self.loc, editor, &mut commands);
                    } else if let Some(work) = &self.puzzles {
                        let view = work.view(&self.loc, self.clock.now());
                        crate::puzzles::puzzle_panel(ui, &view, &mut self.typed, &mut commands);
                    } else if let Some(work) = &self.practice {
                        let practice = work.view(&self.loc, self.table.game().rules());
                        crate::practice::practice_panel(
                            ui,
                            &practice,
                            &mut self.typed,
                            &mut commands,
                        );
                    } else {
                        panels::side_panel(ui, &view, &mut self.typed, &mut commands);
                    }
                });
        }
        // The review, beside the board (before it takes the rest).
        commands.extend(self.review_panel(ui));
        // B puts the keyboard cursor on the board: on the piece chosen, else
        // where the last move went, else d6.
        let focus = std::mem::take(&mut self.focus_board).then(|| {
            let session = self.shown_session();
            match session.entry() {
                Entry::Selected(point) => *point,
                _ => session
                    .last_move()
                    .map_or(morris_core::Point::D6, |(m, _)| m.to()),
            }
        });
        let board = CentralPanel::default()
            .show(ui, |ui| {
                if let Some(editor) = &self.editor {
                    return self.editor_board(ui, editor);
                }
                // The practice shows the position before the mistake being
                // tried, a puzzle its position with the hint's point (the
                // game, still, while either gets ready or once it is over).
                if let Some(work) = &self.practice {
                    let session = work.board().unwrap_or_else(|| self.table.session());
                    return self.mode_board(ui, session, work.takes_turns(), None, focus);
                }
                if let Some(work) = &self.puzzles {
                    let session = work.board().unwrap_or_else(|| self.table.session());
                    let hint = work.hint().map(morris_core::Move::place);
                    return self.mode_board(ui, session, work.takes_turns(), hint, focus);
                }
                let session = self.table.session();
                let pos = session.game().position();
                let pending = session.entry();
                let interactive = session.human_to_move();
                let shown = session.shown();
                let hand_labels = ByColor::new(
                    self.hand_label(Color::White, &shown),
                    self.hand_label(Color::Black, &shown),
                );
                let targets = if interactive {
                    session.targets()
                } else {
                    Default::default()
                };
                let values = analysis
                    .as_ref()
                    .map(|a| step_values(pos, pending, a))
                    .unwrap_or_default();
                let point_labels = self.point_labels(&shown, targets, &values);
                let values = self.point_values(&values);
                let view = BoardView {
                    position: pos,
                    pending,
                    targets,
                    show_targets: self.settings.show_targets && !matches!(pending, Entry::Nothing),
                    last_move: session.last_move(),
                    shown: &shown,
                    hint: session.hint().map(|h| h.mv),
                    animations: &self.animations,
                    interactive,
                    hand_labels,
                    point_labels,
                    values,
                    editing: false,
                    focus,
                    hands: {
                        let start = session.game().start();
                        start.in_hand(Color::White) > 0 || start.in_hand(Color::Black) > 0
                    },
                };
                board_ui(ui, &view)
            })
            .inner;
        self.layout = board.table;
        commands.extend(board.command);

        let kind = self.dialog.as_ref().map(std::mem::discriminant);
        if kind.is_some() && kind != self.dialog_shown {
            self.dialogs_opened += 1;
        }
        self.dialog_shown = kind;
        if let Some(dialog) = &mut self.dialog {
            commands.extend(dialog_ui(&ctx, &self.loc, dialog, self.dialogs_opened));
        } else {
            let at = self.table.game().moves().len();
            // The arrows never throw away a half-made turn.
            let total = at + self.table.session().redo_len();
            let steps = matches!(self.table.session().entry(), Entry::Nothing);
            commands.extend(plain_keys(&ctx, at, total, steps));
        }
        for command in commands {
            self.apply(command, &ctx);
        }

        let settled = !self.animations.update(now);
        if let Some(capture) = &mut self.capture {
            capture.frame(&ctx, settled);
        }
        if let Some(stats) = &mut self.frame_stats {
            stats.frame(&ctx, began, self.table.is_thinking());
        }
    }

    /// The endgame databases being built: how far the build goes and where
    /// it stands.
    #[must_use]
    pub fn build_progress(&self) -> Option<(usize, morris_play::build::BuildProgress)> {
        self.build_state()
    }

    /// Saves everything now, with the window's size: the window closes.
    pub fn save_all(&mut self) {
        if self.window_size.is_some() {
            self.settings.window_size = self.window_size;
        }
        self.persist();
    }
}

/// How long the AI thinks, as the settings say.
fn thinking(settings: &Settings) -> Thinking {
    Thinking::Timed {
        move_time: Duration::from_secs_f32(settings.ai_seconds.max(0.05)),
        hint_time: Duration::from_secs_f32(settings.hint_seconds.max(0.05)),
    }
}

impl eframe::App for MorrisApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn on_exit(&mut self) {
        self.save_all();
    }
}
