//! The app in a headless [`egui_kittest`] harness, for tests in other
//! crates (the feature `testing`): the shared transcript suite replays its
//! games by clicking the points of the board through it.
//!
//! ```
//! use morris_gui::testing::{self, Queryable};
//!
//! let mut harness = testing::harness(testing::settings(Default::default()));
//! testing::click(&mut harness, "d6");
//! assert_eq!(harness.state().game().moves().len(), 1);
//! assert!(harness.query_by_label("a7, empty, legal target").is_some());
//! ```

pub use egui_kittest::kittest::Queryable;
pub use egui_kittest::{self, Harness};

use morris_core::{ByColor, Rules};

use crate::files::ScriptedFileDialog;
use crate::{MorrisApp, Player, Settings};

/// Settings for tests: `rules`, two people, English, no animations.
#[must_use]
pub fn settings(rules: Rules) -> Settings {
    {
        let mut s = Settings {
            animations: false,
            ..Settings::default()
        };
        s.rules = rules;
        s.players = ByColor::new(Player::Human, Player::Human);
        s.language = Some("en".to_owned());
        s
    }
}

/// The app with `settings` in a 900 by 640 window: no files kept, file
/// dialogs answered "cancelled".
#[must_use]
pub fn harness(settings: Settings) -> Harness<'static, MorrisApp> {
    Harness::builder()
        .with_size([900.0, 640.0])
        // Scrolling the move list to its end takes a few frames.
        .with_max_steps(24)
        .build_eframe(move |cc| {
            MorrisApp::builder()
                .settings(settings)
                .file_dialog(ScriptedFileDialog::default())
                .build(&cc.egui_ctx)
        })
}

/// Whether `name` names a point of the board (`d6`).
#[must_use]
pub fn is_point_name(name: &str) -> bool {
    crate::POINTS.iter().any(|p| p.name == name) || name == crate::layout::CENTRE.name
}

/// The point named `name`, whose label goes on with what stands on it
/// (`d6, white piece`).
///
/// # Panics
/// When no point, or more than one, has the name.
pub fn point<'h>(harness: &'h Harness<'_, MorrisApp>, name: &str) -> egui_kittest::Node<'h> {
    let start = format!("{name}, ");
    harness.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&start)))
}

/// Clicks the point named `label`, or else the widget labelled `label` (a
/// button), and lets the app settle.
///
/// # Panics
/// When no widget, or more than one, has the name or label.
pub fn click(harness: &mut Harness<'_, MorrisApp>, label: &str) {
    if is_point_name(label) {
        point(harness, label).click();
    } else {
        harness.get_by_label(label).click();
    }
    harness.run();
}
