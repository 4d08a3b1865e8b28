//! The app: the window's contents, the state behind them, and the one place
//! where the player's commands change that state ([`MorrisApp::apply`]).

use std::path::{Path, PathBuf};
use std::time::Duration;

use egui::{CentralPanel, Context, Key, KeyboardShortcut, Modifiers, Panel, Ui, ViewportCommand};
use morris_ai::Level;
use morris_core::{ByColor, Color, Game, Move, Position, Record, Setup};
use morris_i18n::{Localizer, tr};
use morris_play::entry::Entry;
use morris_play::store::write_atomically;
use morris_play::{
    Autosave, Brains, Budget, DataDir, DatabaseCache, DrawReply, Finished, Hint, Purpose, Seeds,
    Session, draw,
};

use crate::anim::{self, Animations};
use crate::board::{BoardView, board_ui};
use crate::capture::{Capture, FrameStats};
use crate::command::{Command, NewGame};
use crate::dialogs::{Dialog, dialog_ui};
use crate::files::{FileDialog, FilePurpose, FileRequest, SystemFileDialog};
use crate::layout::Table;
use crate::panels::{self, PanelView};
use crate::settings::{Player, Settings};
use crate::text;
use crate::theme::{self, ThemeChoice};

/// The file in the data directory that keeps the app's unfinished game.
pub const UNFINISHED_FILE: &str = "gui-unfinished.pgn";

/// The desktop app.
pub struct MorrisApp {
    settings: Settings,
    /// The settings as last written, to write only changes.
    saved_settings: Option<Settings>,
    session: Session,
    /// Counts the games in this run, so a new game is saved even before
    /// its first move.
    serial: u64,
    /// The game and version last written.
    saved_game: Option<(u64, u64)>,
    brains: Brains,
    loc: Localizer,
    storage: Option<DataDir>,
    autosave: Autosave,
    files: Box<dyn FileDialog>,
    dialog: Option<Dialog>,
    notice: Option<String>,
    animations: Animations,
    table: Table,
    typed: String,
    /// When the last move was played (egui time), so the next AI move
    /// waits for its animation, and for the watching pause.
    last_move_time: f64,
    /// An AI move waiting to be played, with the game version it is for.
    held: Option<(Move, u64)>,
    theme_applied: Option<ThemeChoice>,
    window_size: Option<[f32; 2]>,
    capture: Option<Capture>,
    frame_stats: Option<FrameStats>,
}

impl std::fmt::Debug for MorrisApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MorrisApp")
            .field("session", &self.session)
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

    /// Measures frame times for `run_for`, prints them and closes.
    #[must_use]
    pub fn frame_stats(mut self, run_for: Duration) -> AppBuilder {
        self.frame_stats = Some(run_for);
        self
    }

    /// The app, with the unfinished game restored if one was kept.
    #[must_use]
    pub fn build(self, ctx: &Context) -> MorrisApp {
        let settings = self
            .settings
            .or_else(|| self.storage.as_ref().map(Settings::load))
            .unwrap_or_default();
        let autosave = Autosave::new(self.storage.as_ref().map(|d| d.file(UNFINISHED_FILE)));
        let mut session = Session::new(settings.rules, settings.players);
        if let Some(record) = autosave.kept().and_then(|text| text.parse::<Record>().ok()) {
            let mut restored = session.clone();
            if restored.load_record(&record).is_ok() && !restored.game().is_over() {
                session = restored;
            }
        }
        let databases = DatabaseCache::new(self.storage.as_ref().map(DataDir::databases_dir));
        let loc = Localizer::new(settings.language());
        // A restored app starts settled: nothing to write yet.
        let saved_settings = self.storage.as_ref().map(|_| settings.clone());
        let mut app = MorrisApp {
            window_size: settings.window_size,
            settings,
            saved_settings,
            session,
            serial: 0,
            saved_game: None,
            brains: Brains::new(Seeds::Random, Brains::all_cores(), databases),
            loc,
            storage: self.storage,
            autosave,
            files: self
                .files
                .unwrap_or_else(|| Box::new(SystemFileDialog::default())),
            dialog: None,
            notice: None,
            animations: Animations::default(),
            table: Table::Wide,
            typed: String::new(),
            last_move_time: f64::NEG_INFINITY,
            held: None,
            theme_applied: None,
            capture: self.capture.map(Capture::new),
            frame_stats: self.frame_stats.map(FrameStats::new),
        };
        app.saved_game = Some((app.serial, app.session.version()));
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

    /// The game in play.
    #[must_use]
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        self.session.game()
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
        self.brains.is_thinking()
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

    /// The explanation of the last refused click, if any.
    #[must_use]
    pub fn refusal_text(&self) -> Option<String> {
        self.session.refusal().map(|r| text::refusal(&self.loc, r))
    }

    fn panel_view(&self) -> PanelView<'_> {
        PanelView {
            session: &self.session,
            job: self.brains.job(),
            settings: &self.settings,
            loc: &self.loc,
            notice: self.notice.as_deref(),
            file_dialog_open: self.files.is_open(),
        }
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
        self.tick(&ctx, now);

        let mut commands = Vec::new();
        {
            let view = PanelView {
                session: &self.session,
                job: self.brains.job(),
                settings: &self.settings,
                loc: &self.loc,
                notice: self.notice.as_deref(),
                file_dialog_open: self.files.is_open(),
            };
            Panel::top("menu").show(ui, |ui| panels::menu_bar(ui, &view, &mut commands));
            Panel::bottom("status").show(ui, |ui| panels::status_bar(ui, &view, &mut commands));
            Panel::right("side")
                .resizable(true)
                .default_size(250.0)
                .size_range(190.0..=420.0)
                .show(ui, |ui| {
                    panels::side_panel(ui, &view, &mut self.typed, &mut commands);
                });
        }
        let board = CentralPanel::default()
            .show(ui, |ui| {
                let pos = self.session.game().position();
                let pending = self.session.entry();
                let interactive = self.session.human_to_move();
                let fresh_mills = self.session.fresh_mills();
                let hand_labels = ByColor::new(
                    self.hand_label(Color::White, pos),
                    self.hand_label(Color::Black, pos),
                );
                let view = BoardView {
                    position: pos,
                    pending,
                    targets: if interactive {
                        self.session.targets()
                    } else {
                        Default::default()
                    },
                    show_targets: self.settings.show_targets && !matches!(pending, Entry::Nothing),
                    last_move: self.session.last_move(),
                    fresh_mills: &fresh_mills,
                    hint: self.session.hint().map(|h| h.mv),
                    animations: &self.animations,
                    interactive,
                    hand_labels,
                };
                board_ui(ui, &view)
            })
            .inner;
        self.table = board.table;
        commands.extend(board.command);

        if let Some(dialog) = &mut self.dialog {
            commands.extend(dialog_ui(&ctx, &self.loc, dialog));
        } else {
            commands.extend(shortcuts(&ctx));
        }
        for command in commands {
            self.apply(command, &ctx);
        }

        let settled = !self.animations.update(now);
        if let Some(capture) = &mut self.capture {
            capture.frame(&ctx, settled);
        }
        if let Some(stats) = &mut self.frame_stats {
            stats.frame(&ctx, began, self.brains.is_thinking());
        }
    }

    fn hand_label(&self, color: Color, pos: &Position) -> String {
        tr!(
            self.loc,
            "gui-hand",
            color = text::color(&self.loc, color),
            pieces = tr!(self.loc, "pieces-in-hand", count = pos.in_hand(color))
        )
    }

    /// The work between frames: file dialog answers, the AI's results, the
    /// AI's next move, repaints while something moves, and saving.
    fn tick(&mut self, ctx: &Context, now: f64) {
        if let Some((purpose, path)) = self.files.poll()
            && let Some(path) = path
        {
            match purpose {
                FilePurpose::Open => self.open_file(&path),
                FilePurpose::Save => self.save_file(&path),
            }
        }
        if let Some(job) = self.brains.job()
            && job.version != self.session.version()
        {
            self.brains.cancel();
        }
        if let Some(finished) = self.brains.poll() {
            self.finished(finished);
        }
        if let Some((m, version)) = self.held {
            if version != self.session.version() {
                self.held = None;
            } else if now >= self.ai_ready_at() {
                self.held = None;
                self.play_ai(m, version, now);
            }
        }
        self.start_ai();
        let animating = self.animations.update(now);
        if self.brains.is_thinking() || animating || self.files.is_open() {
            ctx.request_repaint();
        } else if self.held.is_some() {
            let wait = (self.ai_ready_at() - now).max(0.0);
            ctx.request_repaint_after(Duration::from_secs_f64(wait));
        }
        self.persist();
    }

    /// When a chosen AI move may be played: after the last move's
    /// animation, and after the watching pause when two AIs play.
    fn ai_ready_at(&self) -> f64 {
        let players = self.session.players();
        let watching = players.white.is_ai() && players.black.is_ai();
        let pause = if watching {
            f64::from(self.settings.watch_seconds)
        } else {
            0.0
        };
        let animation = if self.settings.animations {
            anim::DURATION
        } else {
            0.0
        };
        self.last_move_time + pause.max(animation)
    }

    /// Starts the AI on its move when it is to move and idle.
    fn start_ai(&mut self) {
        if self.held.is_some() || self.brains.is_thinking() {
            return;
        }
        if let Some(level) = self.session.ai_to_move() {
            let side = self.session.side_to_move();
            self.brains.start(
                Purpose::Move(side),
                level,
                self.session.game(),
                Budget::time(Duration::from_secs_f32(self.settings.ai_seconds.max(0.05))),
                self.session.version(),
            );
        }
    }

    fn finished(&mut self, finished: Finished) {
        if finished.version != self.session.version() {
            return;
        }
        let Some(choice) = finished.choice else {
            return;
        };
        match finished.purpose {
            Purpose::Move(_) => self.held = Some((choice.mv, finished.version)),
            Purpose::Hint => self.session.set_hint(
                finished.version,
                Hint {
                    mv: choice.mv,
                    score: choice.score,
                    depth: choice.depth,
                    exact: choice.exact,
                },
            ),
        }
    }

    fn play_ai(&mut self, m: Move, version: u64, now: f64) {
        let before = *self.session.game().position();
        if self.session.play_ai(version, m).is_some() {
            self.moved(&before, m, now, true);
        }
    }

    /// After any move: animate it and note the time.
    fn moved(&mut self, before: &Position, m: Move, now: f64, glide: bool) {
        if self.settings.animations {
            self.animations.start(before, m, self.table, now, glide);
        }
        self.last_move_time = now;
        self.notice = None;
    }

    /// Writes the settings and the game when they changed.
    fn persist(&mut self) {
        let Some(storage) = &self.storage else {
            return;
        };
        let key = (self.serial, self.session.version());
        if self.saved_game != Some(key) {
            // A game that cannot be kept is said once, not every frame.
            self.saved_game = Some(key);
            if let Err(err) = self.autosave.keep(&self.session) {
                self.notice = Some(tr!(self.loc, "gui-keep-failed", reason = err.to_string()));
            }
        }
        if self.saved_settings.as_ref() != Some(&self.settings) {
            // A settings file that cannot be written is retried at the next
            // change, not every frame.
            let _ = self.settings.save(storage);
            self.saved_settings = Some(self.settings.clone());
        }
    }

    /// Saves everything now, with the window's size: the window closes.
    pub fn save_all(&mut self) {
        if self.window_size.is_some() {
            self.settings.window_size = self.window_size;
        }
        self.persist();
    }

    fn new_session(&mut self, session: Session) {
        self.brains.new_game();
        self.held = None;
        self.animations.clear();
        self.session = session;
        self.serial += 1;
        self.typed.clear();
    }

    /// Applies what the player asked for. Every change of state goes through
    /// here.
    pub fn apply(&mut self, command: Command, ctx: &Context) {
        let now = ctx.input(|i| i.time);
        let before = *self.session.game().position();
        match command {
            Command::ClickPoint(point) => {
                let glide = !matches!(self.session.entry(), Entry::Removing(_));
                if let Ok(Some(m)) = self.session.click(point).map(|e| e.played) {
                    self.moved(&before, m, now, glide);
                }
            }
            Command::DragPiece { from, to } => {
                if let Ok(Some(m)) = self.session.drag(from, to).map(|e| e.played) {
                    self.moved(&before, m, now, false);
                }
            }
            Command::TypeMove(text) => {
                if let Ok(Some(m)) = self.session.typed(&text).map(|e| e.played) {
                    self.moved(&before, m, now, true);
                }
            }
            Command::CancelTurn => {
                let _ = self.session.cancel_entry();
            }
            Command::OpenNewGame => {
                self.dialog = Some(Dialog::NewGame(NewGame {
                    rules: self.settings.rules,
                    players: self.settings.players,
                    coin_toss: self.settings.coin_toss,
                    swap_colours: self.settings.swap_colours,
                }));
            }
            Command::StartGame(new_game) => {
                self.settings.rules = new_game.rules;
                self.settings.players = new_game.players;
                self.settings.coin_toss = new_game.coin_toss;
                self.settings.swap_colours = new_game.swap_colours;
                self.dialog = None;
                let players = self.toss(new_game.players, false);
                self.new_session(Session::new(new_game.rules, players));
            }
            Command::PlayAgain => {
                let players = self.toss(self.session.players(), self.settings.swap_colours);
                let rules = *self.session.game().rules();
                self.new_session(Session::new(rules, players));
            }
            Command::CloseDialog => self.dialog = None,
            Command::Undo => {
                self.brains.cancel();
                self.held = None;
                self.animations.clear();
                self.session.undo();
            }
            Command::Redo => {
                self.brains.cancel();
                self.held = None;
                self.animations.clear();
                self.session.redo();
            }
            Command::GoTo(n) => {
                self.brains.cancel();
                self.held = None;
                self.animations.clear();
                self.session.go_to(n);
            }
            Command::Hint => self.hint(),
            Command::Resign => {
                self.brains.cancel();
                if let Some(side) = self.session.resigner() {
                    self.session.resign(side);
                }
            }
            Command::OfferDraw => {
                let databases = self.brains.databases(*self.session.game().rules());
                let reply = self.session.resigner().and_then(|offerer| {
                    self.session.offer_draw(offerer, |game, side| {
                        draw::ai_accepts_draw(game, side, databases.as_deref())
                    })
                });
                self.notice = match reply {
                    Some(DrawReply::Declined) => Some(tr!(self.loc, "gui-draw-declined")),
                    _ => None,
                };
                if self.session.game().is_over() {
                    self.brains.cancel();
                }
            }
            Command::AnswerDraw(accept) => self.session.answer_draw(accept),
            Command::PauseAi(paused) => {
                if paused {
                    self.brains.cancel();
                    self.held = None;
                }
                self.session.set_ai_paused(paused);
            }
            Command::Open => self.request_file(FilePurpose::Open),
            Command::Save => self.request_file(FilePurpose::Save),
            Command::OpenPaste => self.dialog = Some(Dialog::Paste(String::new())),
            Command::Import(text) => {
                if self.import(&text, None) {
                    self.dialog = None;
                }
            }
            Command::CopyRecord => {
                ctx.copy_text(self.session.record().to_string());
                self.notice = Some(tr!(self.loc, "gui-copied-record"));
            }
            Command::CopyPosition => {
                ctx.copy_text(self.session.game().position().to_string());
                self.notice = Some(tr!(self.loc, "gui-copied-position"));
            }
            Command::SetTheme(choice) => {
                self.settings.theme = choice;
                self.apply_theme(ctx);
            }
            Command::SetLanguage(lang) => {
                self.settings.language = lang.map(|l| l.code().to_owned());
                self.loc = Localizer::new(self.settings.language());
            }
            Command::SetAnimations(on) => {
                self.settings.animations = on;
                if !on {
                    self.animations.clear();
                }
            }
            Command::SetShowTargets(on) => self.settings.show_targets = on,
            Command::SetAiSeconds(seconds) => self.settings.ai_seconds = seconds.clamp(0.1, 60.0),
            Command::SetWatchSeconds(seconds) => {
                self.settings.watch_seconds = seconds.clamp(0.0, 60.0);
            }
            Command::Quit => {
                self.save_all();
                ctx.send_viewport_cmd(ViewportCommand::Close);
            }
        }
    }

    /// The players of a new game: swapped when `swap`, or by a coin when
    /// the settings say so (which the notice then tells).
    fn toss(&mut self, players: ByColor<Player>, swap: bool) -> ByColor<Player> {
        let swapped = ByColor::new(players.black, players.white);
        if self.settings.coin_toss {
            let heads = morris_play::coin_toss();
            let result = if heads { swapped } else { players };
            self.notice = Some(tr!(
                self.loc,
                "gui-coin-result",
                player = text::player(&self.loc, result.white)
            ));
            result
        } else if swap {
            swapped
        } else {
            players
        }
    }

    /// Starts a hint: a short search at full strength on the worker
    /// thread, which gives the exact move and value when the endgame
    /// databases cover the position.
    fn hint(&mut self) {
        if !self.session.human_to_move() {
            return;
        }
        self.brains.start(
            Purpose::Hint,
            Level::MAX,
            self.session.game(),
            Budget::time(Duration::from_secs_f32(
                self.settings.hint_seconds.max(0.05),
            )),
            self.session.version(),
        );
    }

    fn request_file(&mut self, purpose: FilePurpose) {
        let title = match purpose {
            FilePurpose::Open => tr!(self.loc, "gui-open-title"),
            FilePurpose::Save => tr!(self.loc, "gui-save-title"),
        };
        self.files.request(FileRequest {
            purpose,
            title,
            filter_name: tr!(self.loc, "gui-file-filter"),
            file_name: "morris.pgn".to_owned(),
        });
    }

    fn open_file(&mut self, path: &Path) {
        match std::fs::read_to_string(path) {
            Ok(text) => {
                self.import(&text, Some(path));
            }
            Err(err) => {
                self.notice = Some(tr!(
                    self.loc,
                    "gui-read-failed",
                    file = path.display().to_string(),
                    reason = err.to_string()
                ));
            }
        }
    }

    fn save_file(&mut self, path: &Path) {
        let record = self.session.record().to_string();
        let file = path.display().to_string();
        self.notice = Some(match write_atomically(path, record.as_bytes()) {
            Ok(()) => tr!(self.loc, "gui-saved", file = file),
            Err(err) => tr!(
                self.loc,
                "gui-save-failed",
                file = file,
                reason = err.to_string()
            ),
        });
    }

    /// Opens a game record (ours or another mill program's) or a position
    /// text, from a file or pasted. Returns whether it could.
    fn import(&mut self, text: &str, path: Option<&Path>) -> bool {
        let file = path.map_or_else(
            || tr!(self.loc, "gui-pasted-text"),
            |p| p.display().to_string(),
        );
        // A position text is one line; the game goes on from it under the
        // rules in play.
        if let Ok(setup) = text.trim().parse::<Setup>() {
            let rules = *self.session.game().rules();
            return match Position::from_setup(&setup, rules) {
                Ok(pos) => {
                    let players = self.session.players();
                    self.new_session(Session::from_game(Game::from_position(pos), players));
                    self.notice = Some(tr!(self.loc, "gui-opened-position"));
                    true
                }
                Err(_) => {
                    self.notice = Some(tr!(self.loc, "gui-bad-position"));
                    false
                }
            };
        }
        let record = match text.parse::<Record>() {
            Ok(record) => record,
            Err(err) => {
                let reason = text::record_syntax(&self.loc, &err);
                self.notice = Some(tr!(
                    self.loc,
                    "gui-open-failed",
                    file = file,
                    reason = reason
                ));
                return false;
            }
        };
        let mut session = self.session.clone();
        match session.load_record(&record) {
            Ok(()) => {
                let count = session.game().moves().len();
                self.new_session(session);
                self.notice = Some(tr!(self.loc, "gui-opened", file = file, count = count));
                true
            }
            Err(err) => {
                let reason = text::record_error(&self.loc, &err);
                self.notice = Some(tr!(
                    self.loc,
                    "gui-open-failed",
                    file = file,
                    reason = reason
                ));
                false
            }
        }
    }
}

/// The keyboard shortcuts that act outside text fields.
fn shortcuts(ctx: &Context) -> Vec<Command> {
    if ctx.egui_wants_keyboard_input() {
        return Vec::new();
    }
    let table = [
        (Modifiers::COMMAND, Key::Z, Command::Undo),
        (Modifiers::COMMAND | Modifiers::SHIFT, Key::Z, Command::Redo),
        (Modifiers::COMMAND, Key::Y, Command::Redo),
        (Modifiers::COMMAND, Key::N, Command::OpenNewGame),
        (Modifiers::COMMAND, Key::O, Command::Open),
        (Modifiers::COMMAND, Key::S, Command::Save),
        (Modifiers::NONE, Key::H, Command::Hint),
        (Modifiers::NONE, Key::Escape, Command::CancelTurn),
    ];
    let mut commands = Vec::new();
    ctx.input_mut(|input| {
        // Longer shortcuts first, so Ctrl+Shift+Z is not taken for Ctrl+Z.
        for (modifiers, key, command) in table.iter().rev() {
            if input.consume_shortcut(&KeyboardShortcut::new(*modifiers, *key)) {
                commands.push(command.clone());
            }
        }
    });
    commands
}

impl eframe::App for MorrisApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn on_exit(&mut self) {
        self.save_all();
    }
}
