//! The one place where the player's commands change the app's state:
//! [`MorrisApp::apply`], with the coin toss, the hint and the keyboard
//! shortcuts that turn keys into commands.

use egui::{Context, Key, KeyboardShortcut, Modifiers, ViewportCommand};
use morris_ai::Level;
use morris_core::{ByColor, Game, RecordFormat};
use morris_i18n::{Localizer, tr};
use morris_play::entry::Entry;
use morris_play::{Budget, DrawReply, Purpose, Session, draw};
use std::time::Duration;

use super::MorrisApp;
use crate::command::{Command, NewGame};
use crate::dialogs::Dialog;
use crate::files::FilePurpose;
use crate::settings::Player;
use crate::text;

impl MorrisApp {
    /// Applies what the player asked for. Every change of state goes through
    /// here. A command that would end a game in progress is asked about
    /// first; a game that ends is announced.
    pub fn apply(&mut self, command: Command, ctx: &Context) {
        if let Some(question) = self.needs_confirmation(&command) {
            self.dialog = Some(Dialog::Confirm {
                question,
                then: Box::new(command),
            });
            return;
        }
        let was_over = self.session.game().is_over();
        let serial = self.serial;
        self.carry_out(command, ctx);
        if !was_over
            && self.serial == serial
            && self.dialog.is_none()
            && let Some(outcome) = self.session.game().outcome()
        {
            self.dialog = Some(Dialog::GameOver(text::announcement(
                &self.loc,
                outcome,
                self.session.game().rules(),
            )));
        }
    }

    /// The question to ask before `command`, when it would end a game in
    /// progress (which is kept in any case until the next game's first
    /// move).
    fn needs_confirmation(&self, command: &Command) -> Option<String> {
        let game = self.session.game();
        if game.moves().is_empty() || game.is_over() {
            return None;
        }
        let id = match command {
            Command::StartGame(_) | Command::PlayAgain => "gui-confirm-new",
            Command::Import(_) | Command::FileChosen(FilePurpose::Open, _) => "gui-confirm-open",
            Command::Resign => "gui-confirm-resign",
            Command::Quit => "gui-confirm-quit",
            _ => return None,
        };
        Some(self.loc.text(id))
    }

    /// Carries out a command, asked about or not.
    fn carry_out(&mut self, command: Command, ctx: &Context) {
        // While a position is set up the game behind it stands still:
        // Escape leaves the editor, and what would change the game waits.
        let command = match command {
            Command::CancelTurn if self.editor.is_some() => Command::CloseEditor,
            Command::Undo
            | Command::Redo
            | Command::GoTo(_)
            | Command::Hint
            | Command::TypeMove(_)
            | Command::Resign
            | Command::OfferDraw
            | Command::AnswerDraw(_)
            | Command::PauseAi(_)
            | Command::AiAnswered(_)
            | Command::PlayAiMove { .. }
                if self.editor.is_some() =>
            {
                return;
            }
            other => other,
        };
        let now = ctx.input(|i| i.time);
        let before = *self.session.game().position();
        match command {
            Command::Confirmed(command) => {
                self.dialog = None;
                self.carry_out(*command, ctx);
            }
            Command::ClickPoint(point) if self.editor.is_some() => {
                if let Some(editor) = &mut self.editor {
                    editor.click(point);
                }
            }
            Command::DragPiece { from, to } if self.editor.is_some() => {
                if let Some(editor) = &mut self.editor {
                    editor.drag(from, to);
                }
            }
            Command::OpenEditor => {
                // The AI's search and any move it chose wait with the game.
                self.brains.cancel();
                self.held = None;
                self.session.hold_clocks(true);
                self.editor = Some(crate::editor::Editor::from_position(
                    self.session.game().position(),
                ));
            }
            Command::EditorBrush(brush) => {
                if let Some(editor) = &mut self.editor {
                    editor.brush = brush;
                }
            }
            Command::EditorHand(color, pieces) => {
                if let Some(editor) = &mut self.editor {
                    editor.set_in_hand(color, pieces);
                }
            }
            Command::EditorSide(color) => {
                if let Some(editor) = &mut self.editor {
                    editor.setup.side_to_move = color;
                }
            }
            Command::EditorClear => {
                if let Some(editor) = &mut self.editor {
                    editor.clear();
                }
            }
            Command::CloseEditor => {
                self.editor = None;
                self.session.hold_clocks(false);
            }
            Command::EditorPlay { analyse } => {
                let Some(pos) = self.editor.as_ref().and_then(|e| e.position().ok()) else {
                    return;
                };
                self.editor = None;
                let players = self.session.players();
                self.fresh_session(Session::from_game(Game::from_position(pos), players));
                if analyse {
                    self.settings.analysis = true;
                }
            }
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
                // A refused move stays in the field to be corrected.
                if let Ok(entered) = self.session.typed(&text) {
                    self.typed.clear();
                    if let Some(m) = entered.played {
                        self.moved(&before, m, now, true);
                    }
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
                    time_control: self.settings.time_control,
                }));
            }
            Command::StartGame(new_game) => {
                self.settings.rules = new_game.rules;
                self.settings.players = new_game.players;
                self.settings.coin_toss = new_game.coin_toss;
                self.settings.swap_colours = new_game.swap_colours;
                self.settings.time_control = new_game.time_control;
                self.dialog = None;
                let players = self.toss(new_game.players, false);
                self.fresh_session(Session::new(new_game.rules, players));
            }
            Command::PlayAgain => {
                let players = self.toss(self.session.players(), self.settings.swap_colours);
                let rules = *self.session.game().rules();
                self.fresh_session(Session::new(rules, players));
            }
            Command::CloseDialog => self.dialog = None,
            Command::OpenHelp => {
                self.dialog = Some(Dialog::Help(*self.session.game().rules()));
            }
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
            Command::Save(format) => self.request_file(FilePurpose::Save(format)),
            Command::OpenPaste => {
                self.dialog = Some(Dialog::Paste {
                    text: String::new(),
                    error: None,
                });
            }
            Command::Import(text) => {
                if self.import(&text, None) {
                    self.dialog = None;
                } else {
                    // Why it failed is said in the dialog, which stays open.
                    let error = self.notice.take();
                    self.dialog = Some(Dialog::Paste { text, error });
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
            Command::OpenDatabases => {
                let present = self.present_extents();
                let pieces = morris_play::build::EXTENTS
                    .iter()
                    .map(|e| e.pieces)
                    .find(|n| !present.contains(n))
                    .unwrap_or(10);
                self.dialog = Some(Dialog::Databases(crate::dialogs::DatabasesDraft {
                    rules: *self.session.game().rules(),
                    pieces,
                    present,
                    building: None,
                    available: self.storage.is_some(),
                }));
            }
            Command::BuildDatabases(pieces) => {
                if let Some(data) = &self.storage
                    && self.build.is_none()
                {
                    let rules = *self.session.game().rules();
                    self.build = Some(morris_play::build::DbBuild::start(
                        data.databases_dir(),
                        rules,
                        pieces,
                    ));
                }
            }
            Command::CancelBuild => {
                if let Some(build) = &self.build {
                    build.cancel();
                }
            }
            Command::ToggleAnalysis => {
                self.settings.analysis = !self.settings.analysis;
                if !self.settings.analysis {
                    self.advisor.clear();
                }
            }
            Command::SetAiSeconds(seconds) => self.settings.ai_seconds = seconds.clamp(0.1, 60.0),
            Command::SetWatchSeconds(seconds) => {
                self.settings.watch_seconds = seconds.clamp(0.0, 60.0);
            }
            Command::FileChosen(purpose, path) => {
                if matches!(self.dialog, Some(Dialog::FileName { .. })) {
                    self.dialog = None;
                }
                match purpose {
                    FilePurpose::Open => self.open_file(&path),
                    FilePurpose::Save(format) => self.save_file(&path, format),
                }
            }
            Command::AiAnswered(finished) => self.finished(finished),
            Command::PlayAiMove { mv, version } => {
                self.held = None;
                self.play_ai(mv, version, now);
            }
            Command::Quit => {
                self.closing = true;
                self.save_all();
                ctx.send_viewport_cmd(ViewportCommand::Close);
            }
        }
    }

    /// The players of a new game: swapped when `swap`, or by a coin when
    /// the settings say so (which the notice then tells).
    pub(super) fn toss(&mut self, players: ByColor<Player>, swap: bool) -> ByColor<Player> {
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
    pub(super) fn hint(&mut self) {
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
}

/// The keyboard shortcuts with a modifier, which work everywhere, the move
/// field included (the game's undo wins over the field's), and the menu
/// shows them.
pub(crate) const SHORTCUTS: [(Modifiers, Key, Command); 7] = [
    (Modifiers::COMMAND, Key::Z, Command::Undo),
    (
        Modifiers::COMMAND.plus(Modifiers::SHIFT),
        Key::Z,
        Command::Redo,
    ),
    (Modifiers::COMMAND, Key::Y, Command::Redo),
    (Modifiers::COMMAND, Key::N, Command::OpenNewGame),
    (Modifiers::COMMAND, Key::O, Command::Open),
    (
        Modifiers::COMMAND,
        Key::S,
        Command::Save(RecordFormat::Morris),
    ),
    (Modifiers::COMMAND, Key::Q, Command::Quit),
];

/// The shortcut of `command` as the menu shows it (`Ctrl+Z`), if it has
/// one.
#[must_use]
pub(crate) fn shortcut_text(ctx: &Context, command: &Command) -> Option<String> {
    let plain = [
        (Modifiers::NONE, Key::H, Command::Hint),
        (Modifiers::NONE, Key::A, Command::ToggleAnalysis),
        (Modifiers::NONE, Key::F1, Command::OpenHelp),
    ];
    SHORTCUTS
        .iter()
        .chain(plain.iter())
        .find(|(_, _, c)| c == command)
        .map(|(m, k, _)| ctx.format_shortcut(&KeyboardShortcut::new(*m, *k)))
}

/// The commands of the shortcuts with a modifier; taken before the widgets
/// see the keys.
pub(super) fn shortcuts(ctx: &Context) -> Vec<Command> {
    let mut commands = Vec::new();
    ctx.input_mut(|input| {
        // Longer shortcuts first, so Ctrl+Shift+Z is not taken for Ctrl+Z.
        for (modifiers, key, command) in SHORTCUTS.iter().rev() {
            if input.consume_shortcut(&KeyboardShortcut::new(*modifiers, *key)) {
                commands.push(command.clone());
            }
        }
    });
    commands
}

/// The plain keys, unless a text field has the keyboard: H for a hint, A
/// to show or hide the analysis, F1 for help, Escape to drop the half-made
/// turn, and, when no widget has the focus, the arrows, Home and End to
/// step through the moves (`at` moves shown of `total` played and taken
/// back).
pub(super) fn plain_keys(ctx: &Context, at: usize, total: usize) -> Vec<Command> {
    // A text field takes every key; a focused widget (a point of the board
    // after a click, a button) takes only the arrows, Home and End.
    if ctx.text_edit_focused() {
        return Vec::new();
    }
    let focused = ctx.memory(|m| m.focused().is_some());
    let mut commands = Vec::new();
    ctx.input_mut(|input| {
        let mut key = |k: Key| input.consume_key(Modifiers::NONE, k);
        if key(Key::H) {
            commands.push(Command::Hint);
        }
        if key(Key::A) {
            commands.push(Command::ToggleAnalysis);
        }
        if key(Key::F1) {
            commands.push(Command::OpenHelp);
        }
        if key(Key::Escape) {
            commands.push(Command::CancelTurn);
        }
        if focused {
            return;
        }
        let step = if key(Key::ArrowLeft) || key(Key::ArrowUp) {
            Some(at.saturating_sub(1))
        } else if key(Key::ArrowRight) || key(Key::ArrowDown) {
            Some((at + 1).min(total))
        } else if key(Key::Home) {
            Some(0)
        } else if key(Key::End) {
            Some(total)
        } else {
            None
        };
        if let Some(n) = step.filter(|&n| n != at) {
            commands.push(Command::GoTo(n));
        }
    });
    commands
}
