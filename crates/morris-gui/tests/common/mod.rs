//! Shared setup of the GUI tests: the app in a headless harness, in
//! English, with no files kept and no animations unless asked.

#![allow(dead_code)]

use egui::Vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use morris_core::{ByColor, Rules};
use morris_gui::files::ScriptedFileDialog;
use morris_gui::theme::ThemeChoice;
use morris_gui::{MorrisApp, Player, Settings};

/// Settings for tests: English, two people, no animations, light theme.
pub fn settings() -> Settings {
    {
        let mut s = Settings {
            animations: false,
            theme: ThemeChoice::Light,
            ..Settings::default()
        };
        s.language = Some("en".to_owned());
        s.players = ByColor::new(Player::Human, Player::Human);
        s
    }
}

/// Settings for `rules` between two people.
pub fn settings_for(rules: Rules) -> Settings {
    {
        let mut s = settings();
        s.rules = rules;
        s
    }
}

/// The app with `settings` in a window of `size`.
pub fn open_with(settings: Settings, size: impl Into<Vec2>) -> Harness<'static, MorrisApp> {
    Harness::builder()
        .with_size(size)
        // Scrolling the move list to its end takes a few frames.
        .with_max_steps(24)
        .build_eframe(move |cc| {
            MorrisApp::builder()
                .settings(settings)
                .file_dialog(ScriptedFileDialog::default())
                .build(&cc.egui_ctx)
        })
}

/// The app with `settings` in a window of `size`, reading the time from
/// `clock` (a manual one stands still until the test moves it).
pub fn open_with_clock(
    settings: Settings,
    size: impl Into<Vec2>,
    clock: morris_gui::AppClock,
) -> Harness<'static, MorrisApp> {
    Harness::builder()
        .with_size(size)
        .with_max_steps(24)
        .build_eframe(move |cc| {
            MorrisApp::builder()
                .settings(settings)
                .clock(clock)
                .file_dialog(ScriptedFileDialog::default())
                .build(&cc.egui_ctx)
        })
}

/// The app keeping its files in `dir` (settings from there unless given),
/// in a window of `size`.
pub fn open_stored(
    dir: &std::path::Path,
    settings: Option<Settings>,
    size: impl Into<Vec2>,
) -> Harness<'static, MorrisApp> {
    let storage = morris_play::DataDir::at(dir);
    Harness::builder()
        .with_size(size)
        .with_max_steps(24)
        .build_eframe(move |cc| {
            let mut builder = MorrisApp::builder()
                .storage(storage)
                .file_dialog(ScriptedFileDialog::default());
            if let Some(settings) = settings {
                builder = builder.settings(settings);
            }
            builder.build(&cc.egui_ctx)
        })
}

/// The app with the test settings in a window of the usual size, its file
/// chooser played by `files`.
pub fn open_with_files(files: ScriptedFileDialog) -> Harness<'static, MorrisApp> {
    Harness::builder()
        .with_size([900.0, 640.0])
        .with_max_steps(24)
        .build_eframe(move |cc| {
            MorrisApp::builder()
                .settings(settings())
                .file_dialog(files)
                .build(&cc.egui_ctx)
        })
}

/// The app with the test settings in a window of the usual size.
pub fn open() -> Harness<'static, MorrisApp> {
    open_with(settings(), [900.0, 640.0])
}

/// The point named `name`, whose label goes on with what stands on it
/// ("d6, white piece").
pub fn point<'h>(harness: &'h Harness<'_, MorrisApp>, name: &str) -> egui_kittest::Node<'h> {
    let start = format!("{name}, ");
    harness.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&start)))
}

/// Whether `name` names a point of the board.
pub fn is_point_name(name: &str) -> bool {
    morris_gui::POINTS.iter().any(|p| p.name == name) || name == "d4"
}

/// The accessible label of the point named `name`.
pub fn point_label(harness: &Harness<'_, MorrisApp>, name: &str) -> String {
    use egui_kittest::kittest::NodeT;
    point(harness, name)
        .accesskit_node()
        .label()
        .unwrap_or_default()
}

/// Clicks the widgets labelled `labels` (points by their names, buttons),
/// one after the other, letting the app settle after each.
pub fn click_all(harness: &mut Harness<'_, MorrisApp>, labels: &str) {
    for label in labels.split_whitespace() {
        if is_point_name(label) {
            point(harness, label).click();
        } else {
            harness.get_by_label(label).click();
        }
        harness.run();
    }
}

/// Clicks the menu item named `name`, whose label goes on with its
/// keyboard shortcut when it has one ("Save… Ctrl+S").
pub fn click_item(harness: &mut Harness<'_, MorrisApp>, name: &str) {
    let with_keys = format!("{name} ");
    harness
        .get_by(|node| {
            node.label()
                .is_some_and(|l| l == name || l.starts_with(&with_keys))
        })
        .click();
    harness.run();
}

/// Plays moves in notation by clicking their points: the origin (if any),
/// the destination and each removal.
pub fn play_moves(harness: &mut Harness<'_, MorrisApp>, moves: &str) {
    for m in moves.split_whitespace() {
        let m: morris_core::Move = m.parse().expect("a move in notation");
        let mut points: Vec<String> = m.from().iter().map(ToString::to_string).collect();
        points.push(m.to().to_string());
        points.extend(m.removals().iter().map(|p| p.to_string()));
        click_all(harness, &points.join(" "));
    }
}
