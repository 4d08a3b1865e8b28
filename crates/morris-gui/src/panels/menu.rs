//! The menu bar and the tool bar: every command with its shortcut.

use super::*;

/// The menus and the buttons used most, in one bar.
pub fn menu_bar(ui: &mut Ui, view: &PanelView<'_>, commands: &mut Vec<Command>) {
    let loc = view.loc;
    let session = view.session;
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(tr!(loc, "gui-menu-game"), |ui| {
            let mut item = |ui: &mut Ui, enabled: bool, label: String, command: Command| {
                let mut button = egui::Button::new(label);
                if let Some(keys) = crate::app::shortcut_text(ui.ctx(), loc, &command) {
                    button = button.shortcut_text(keys);
                }
                if ui.add_enabled(enabled, button).clicked() {
                    commands.push(command);
                    ui.close();
                }
            };
            item(ui, true, tr!(loc, "gui-new-game"), Command::OpenNewGame);
            item(ui, true, tr!(loc, "gui-play-again"), Command::PlayAgain);
            if view.online.is_some() {
                item(ui, true, tr!(loc, "gui-leave-online"), Command::LeaveOnline);
            } else {
                item(ui, true, tr!(loc, "gui-play-online"), Command::OpenOnline);
            }
            ui.separator();
            // The game waits as it was while its mistakes are practised.
            let playing = !view.practising;
            item(
                ui,
                playing && session.can_undo(),
                tr!(loc, "gui-undo"),
                Command::Undo,
            );
            item(
                ui,
                playing && session.redo_len() > 0,
                tr!(loc, "gui-redo"),
                Command::Redo,
            );
            item(
                ui,
                playing && session.human_to_move() && view.help,
                tr!(loc, "gui-hint"),
                Command::Hint,
            );
            let can_resign = playing && session.resigner().is_some();
            item(
                ui,
                can_resign,
                tr!(loc, "gui-offer-draw"),
                Command::OfferDraw,
            );
            item(ui, can_resign, tr!(loc, "gui-resign"), Command::Resign);
            // A game without moves has nothing to review; online, only
            // with the room's leave or after the game.
            let game = session.game();
            let reviewable = !game.moves().is_empty() || !game.redo_moves().is_empty();
            item(
                ui,
                playing && reviewable && (view.help || game.is_over()),
                tr!(loc, "gui-review"),
                Command::OpenReview,
            );
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
            item(
                ui,
                playing,
                tr!(loc, "gui-editor-open"),
                Command::OpenEditor,
            );
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
        ui.menu_button(tr!(loc, "gui-menu-puzzles"), |ui| {
            use morris_play::puzzles::Mode;
            for (mode, key) in [
                (Mode::Rated, "gui-puzzles-rated"),
                (Mode::Daily, "gui-puzzles-daily"),
                (Mode::Streak, "gui-puzzles-streak"),
                (Mode::Rush { minutes: 3 }, "gui-puzzles-rush-3"),
                (Mode::Rush { minutes: 5 }, "gui-puzzles-rush-5"),
            ] {
                let allowed = view.online.is_none() || session.game().is_over();
                if ui
                    .add_enabled(allowed, egui::Button::new(loc.text(key)))
                    .clicked()
                {
                    commands.push(Command::OpenPuzzles(mode));
                    ui.close();
                }
            }
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
            if let Some(keys) = crate::app::shortcut_text(ui.ctx(), loc, &Command::OpenHelp) {
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
    // The game waits as it was while its mistakes are practised.
    let playing = !view.practising;
    button(ui, true, tr!(loc, "gui-new-game"), Command::OpenNewGame);
    button(
        ui,
        playing && session.can_undo(),
        tr!(loc, "gui-undo"),
        Command::Undo,
    );
    button(
        ui,
        playing && session.redo_len() > 0,
        tr!(loc, "gui-redo"),
        Command::Redo,
    );
    button(
        ui,
        playing && session.human_to_move() && view.help,
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
