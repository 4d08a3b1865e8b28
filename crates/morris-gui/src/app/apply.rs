//! The one place where the player's commands change the app's state:
//! [`MorrisApp::apply`], with the coin toss, the hint and the keyboard
//! shortcuts that turn keys into commands.

use egui::{Context, Key, KeyboardShortcut, Modifiers, ViewportCommand};
use morris_core::{ByColor, Game, RecordFormat};
use morris_i18n::{Localizer, tr};
use morris_play::entry::Entry;
use morris_play::table::Command as Do;

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
        // A game that ends is announced from the table's events.
        self.carry_out(command, ctx);
    }

    /// The question to ask before `command`, when it would end a game in
    /// progress (which is kept in any case until the next game's first
    /// move).
    fn needs_confirmation(&self, command: &Command) -> Option<String> {
        let game = self.table.game();
        if game.moves().is_empty() || game.is_over() {
            return None;
        }
        let id = match command {
            Command::StartGame(_) | Command::PlayAgain => "gui-confirm-new",
            Command::Import(_) | Command::FileChosen(FilePurpose::Open, _) => "gui-confirm-open",
            Command::Resign => "gui-confirm-resign",
            // Never a claim of a save that did not happen.
            Command::Quit => {
                if let morris_play::table::Kept::Failed(reason) = self.table.kept() {
                    return Some(tr!(
                        self.loc,
                        "gui-confirm-quit-unkept",
                        reason = reason.as_str()
                    ));
                }
                "gui-confirm-quit"
            }
            _ => return None,
        };
        Some(self.loc.text(id))
    }

    /// Carries out a command, asked about or not.
    fn carry_out(&mut self, command: Command, ctx: &Context) {
        // While the mistakes are practised the board's input is the
        // practice's, and the game waiting behind it does not change.
        let Some(command) = self.practice_command(command) else {
            return;
        };
        // So are they while the puzzles are open.
        let Some(command) = self.puzzle_command(command) else {
            return;
        };
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
                if self.editor.is_some() =>
            {
                return;
            }
            other => other,
        };
        // An online game goes on until it is left: what would replace it
        // waits, going back and forth is not for a game two play, and the
        // status bar's Play again asks for a rematch.
        let command = match command {
            Command::OpenNewGame
            | Command::StartGame(_)
            | Command::Open
            | Command::OpenPaste
            | Command::Import(_)
            | Command::OpenEditor
            | Command::FileChosen(FilePurpose::Open, _)
                if self.table.online().is_some() =>
            {
                self.notice = Some(tr!(self.loc, "gui-online-leave-first"));
                if matches!(
                    self.dialog,
                    Some(Dialog::FileName { .. } | Dialog::Paste { .. })
                ) {
                    self.dialog = None;
                }
                return;
            }
            Command::Redo | Command::GoTo(_) if self.table.online().is_some() => return,
            Command::PlayAgain if self.table.online().is_some() => {
                self.dialog = None;
                Command::Rematch
            }
            Command::ToggleAnalysis if !self.settings.analysis && !self.table.help_allowed() => {
                self.notice = Some(tr!(self.loc, "online-no-help"));
                return;
            }
            other => other,
        };
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
                // The game stands still behind the editor: the clocks, the
                // AI's search and any move it chose.
                self.editor = Some(crate::editor::Editor::from_position(
                    self.table.game().position(),
                ));
                self.sync_hold();
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
                self.sync_hold();
            }
            Command::EditorPlay { analyse } => {
                let Some(pos) = self.editor.as_ref().and_then(|e| e.position().ok()) else {
                    return;
                };
                // What was said of the old game goes with it.
                self.notice = None;
                let _ = self.new_game(Do::Start(Game::from_position(pos)), ctx);
                if analyse {
                    self.settings.analysis = true;
                }
            }
            Command::ClickPoint(point) => {
                let glide = !matches!(self.table.session().entry(), Entry::Removing(_));
                let _ = self.act(Do::Click(point), ctx, glide);
            }
            Command::DragPiece { from, to } => {
                let _ = self.act(Do::Drag(from, to), ctx, false);
            }
            Command::TypeMove(text) => {
                // A refused move stays in the field to be corrected.
                if self.act(Do::Type(text), ctx, true).is_ok() {
                    self.typed.clear();
                }
            }
            Command::CancelTurn => {
                let _ = self.act(Do::CancelTurn, ctx, false);
            }
            Command::OpenNewGame => {
                self.dialog = Some(Dialog::NewGame(NewGame {
                    rules: self.settings.rules,
                    players: self.settings.players,
                    coin_toss: self.settings.coin_toss,
                    swap_colours: self.settings.swap_colours,
                    time_control: self.settings.time_control,
                    engine: self.settings.engine.clone(),
                }));
            }
            Command::StartGame(new_game) => {
                // What was said of the old game goes with it.
                self.notice = None;
                self.settings.rules = new_game.rules;
                self.settings.players = new_game.players;
                self.settings.coin_toss = new_game.coin_toss;
                self.settings.swap_colours = new_game.swap_colours;
                self.settings.time_control = new_game.time_control;
                self.settings.engine.clone_from(&new_game.engine);
                let engine = self.settings.engine_command();
                if !crate::dialogs::engine_ready(&self.loc, &new_game) {
                    // The dialog says why the command cannot run.
                    self.dialog = Some(Dialog::NewGame(new_game));
                    return;
                }
                self.table.set_engine(engine);
                self.dialog = None;
                let players = self.toss(new_game.players, false);
                let rules = new_game.rules;
                let _ = self.new_game(Do::NewGame { rules, players }, ctx);
            }
            Command::PlayAgain => {
                self.notice = None;
                // The old game's announcement goes with it (left open, it
                // took the first click on the board to close).
                if matches!(self.dialog, Some(Dialog::GameOver(_))) {
                    self.dialog = None;
                }
                let players = self.toss(self.table.session().players(), self.settings.swap_colours);
                let rules = *self.table.game().rules();
                let start = *self.table.game().start();
                if start == morris_core::Position::new(rules) {
                    let _ = self.new_game(Do::NewGame { rules, players }, ctx);
                } else {
                    // A game from a set-up or pasted position is played
                    // again from that position.
                    let _ = self.act(Do::SetPlayers(players), ctx, false);
                    let _ = self.new_game(Do::Start(Game::from_position(start)), ctx);
                }
            }
            Command::CloseDialog => self.dialog = None,
            Command::OpenHelp => {
                self.dialog = Some(Dialog::Help(*self.table.game().rules()));
            }
            Command::Undo => {
                self.animations.clear();
                let _ = self.act(Do::Undo, ctx, false);
            }
            Command::Redo => {
                self.animations.clear();
                let _ = self.act(Do::Redo, ctx, false);
            }
            Command::GoTo(n) => {
                self.animations.clear();
                let _ = self.act(Do::GoTo(n), ctx, false);
            }
            Command::OpenReview => self.open_review(),
            Command::CloseReview => self.close_review(),
            Command::Practise => self.start_practice(),
            // Taken by the practice while it runs (`practice_command`).
            Command::ShowAnswer | Command::SkipMistake => {}
            Command::LeavePractice => self.leave_practice(),
            Command::OpenPuzzles(mode) => self.open_puzzles(mode),
            // Taken by the puzzles while they are open (`puzzle_command`).
            Command::PuzzleHint
            | Command::PuzzleAnswer
            | Command::PuzzleAgain
            | Command::PuzzleNext
            | Command::PuzzleTheme(_)
            | Command::PuzzleRules(_)
            | Command::LeavePuzzles => {}
            Command::Hint => {
                // Only for the person to move (the table refuses the rest).
                let _ = self.act(Do::Hint, ctx, false);
            }
            Command::Resign => {
                let _ = self.act(Do::Resign(None), ctx, false);
            }
            Command::OfferDraw => {
                self.notice = None;
                let _ = self.act(Do::OfferDraw, ctx, false);
            }
            Command::AnswerDraw(accept) => {
                let _ = self.act(Do::AnswerDraw(accept), ctx, false);
            }
            Command::PauseAi(paused) => {
                let _ = self.act(Do::PauseAi(paused), ctx, false);
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
                if self.import(&text, None, ctx) {
                    self.dialog = None;
                } else {
                    // Why it failed is said in the dialog, which stays open.
                    let error = self.notice.take();
                    self.dialog = Some(Dialog::Paste { text, error });
                }
            }
            Command::CopyRecord => {
                ctx.copy_text(self.record().to_string());
                self.notice = Some(tr!(self.loc, "gui-copied-record"));
            }
            Command::CopyPosition => {
                ctx.copy_text(self.table.game().position().to_string());
                self.notice = Some(tr!(self.loc, "gui-copied-position"));
            }
            Command::SetTheme(choice) => {
                self.settings.theme = choice;
                self.apply_theme(ctx);
            }
            Command::SetLanguage(lang) => {
                self.settings.language = lang.map(|l| l.code().to_owned());
                self.loc = Localizer::new(self.settings.language());
                // A notice is in the old language: it goes.
                self.notice = None;
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
                let whole = morris_play::build::whole_game_extent(self.table.game().rules());
                let pieces = whole.map_or_else(
                    || {
                        morris_play::build::extents_for(self.table.game().rules())
                            .map(|e| e.pieces)
                            .find(|n| !present.contains(n))
                            .unwrap_or(10)
                    },
                    |w| w.pieces,
                );
                let estimates = self.build_estimates();
                self.dialog = Some(Dialog::Databases(crate::dialogs::DatabasesDraft {
                    rules: *self.table.game().rules(),
                    pieces,
                    present,
                    building: None,
                    available: self.storage.is_some(),
                    estimates,
                    tablebase: self.settings.shared.tablebase.clone().unwrap_or_default(),
                    tablebase_error: None,
                }));
            }
            Command::BuildDatabases(pieces) => {
                // Refused without a data directory (the dialog says so) or
                // while a build runs (the dialog shows it).
                let _ = self.table.build_databases(pieces);
            }
            Command::CancelBuild => self.table.cancel_build(),
            Command::SetTablebase(typed) => self.set_tablebase(&typed),
            Command::ToggleAnalysis => {
                self.settings.analysis = !self.settings.analysis;
                if !self.settings.analysis {
                    self.table.clear_analysis();
                }
            }
            Command::SetAiSeconds(seconds) => self.settings.ai_seconds = seconds.clamp(0.1, 60.0),
            Command::SetWatchSeconds(seconds) => {
                self.settings.watch_seconds = seconds.clamp(0.0, 60.0);
            }
            Command::FileChosen(purpose, path) => {
                let typed = matches!(self.dialog, Some(Dialog::FileName { .. }));
                if typed {
                    self.dialog = None;
                }
                let done = match purpose {
                    FilePurpose::Open => self.open_file(&path, ctx),
                    FilePurpose::Save(format) => self.save_file(&path, format),
                };
                // A typed path that failed stays in its dialog with the
                // reason, to be mended.
                if let (true, Err(error)) = (typed, done) {
                    self.notice = None;
                    self.dialog = Some(Dialog::FileName {
                        purpose,
                        path: path.display().to_string(),
                        error: Some(error),
                    });
                }
            }
            Command::OpenOnline => self.open_online(),
            Command::HostOnline(draft) | Command::JoinOnline(draft) => {
                self.start_online(draft, ctx);
            }
            Command::RejoinOnline => {
                self.dialog = None;
                self.rejoin_online(ctx);
            }
            Command::ForgetSeat => {
                self.forget_seat();
                if let Some(Dialog::Online(draft)) = &mut self.dialog {
                    draft.kept = None;
                }
            }
            Command::AnswerOnline(question, accept) => {
                let _ = self.act(Do::Answer(question, accept), ctx, false);
            }
            Command::Rematch => {
                let _ = self.act(Do::Rematch, ctx, false);
            }
            Command::ClaimWin => {
                let _ = self.act(Do::ClaimWin, ctx, false);
            }
            Command::LeaveOnline => self.leave_online(),
            Command::FocusBoard => self.focus_board = true,
            Command::CopyText(text) => {
                ctx.copy_text(text);
                self.notice = Some(tr!(self.loc, "gui-online-copied"));
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
}

/// The keyboard shortcuts with a modifier, which work everywhere, the move
/// field included (the game's undo wins over the field's), and the menu
/// shows them.
pub(crate) const SHORTCUTS: [(Modifiers, Key, Command); 7] = [
    (Modifiers::COMMAND, Key::Z, Command::Undo),
    // Ctrl+Y first: the menu shows it, as Help does.
    (Modifiers::COMMAND, Key::Y, Command::Redo),
    (
        Modifiers::COMMAND.plus(Modifiers::SHIFT),
        Key::Z,
        Command::Redo,
    ),
    (Modifiers::COMMAND, Key::N, Command::OpenNewGame),
    (Modifiers::COMMAND, Key::O, Command::Open),
    (
        Modifiers::COMMAND,
        Key::S,
        Command::Save(RecordFormat::Morris),
    ),
    (Modifiers::COMMAND, Key::Q, Command::Quit),
];

/// The shortcut of `command` as the menu shows it (`Ctrl+Z`; `Strg+Z` on
/// a German keyboard), if it has one.
#[must_use]
pub(crate) fn shortcut_text(ctx: &Context, loc: &Localizer, command: &Command) -> Option<String> {
    let plain = [
        (Modifiers::NONE, Key::H, Command::Hint),
        (Modifiers::NONE, Key::A, Command::ToggleAnalysis),
        (Modifiers::NONE, Key::F1, Command::OpenHelp),
    ];
    SHORTCUTS
        .iter()
        .chain(plain.iter())
        .find(|(_, _, c)| c == command)
        .map(|(m, k, _)| {
            let shortcut = KeyboardShortcut::new(*m, *k);
            if ctx.os().is_mac() {
                // The Mac's own names (or symbols), as its menus show them.
                return ctx.format_shortcut(&shortcut);
            }
            let (ctrl, shift, alt) = (
                tr!(loc, "gui-key-ctrl"),
                tr!(loc, "gui-key-shift"),
                tr!(loc, "gui-key-alt"),
            );
            let names = egui::ModifierNames {
                ctrl: &ctrl,
                shift: &shift,
                alt: &alt,
                ..egui::ModifierNames::NAMES
            };
            shortcut.format(&names, false)
        })
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
/// to show or hide the analysis, F1 for help, B to put the keyboard cursor
/// on the board, Escape to drop the half-made turn, and, when no widget has
/// the focus and `steps` (no turn is half made), the arrows, Home and End
/// to step through the moves (`at` moves shown of `total` played and taken
/// back).
pub(super) fn plain_keys(ctx: &Context, at: usize, total: usize, steps: bool) -> Vec<Command> {
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
        if key(Key::B) {
            commands.push(Command::FocusBoard);
        }
        if focused || !steps {
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
