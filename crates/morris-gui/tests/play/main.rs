//! Playing through the app as a person does: widgets are found by their
//! accessible labels, clicked, dragged or typed into, and the tests look at
//! the game and what the app says.

#[path = "../common/mod.rs"]
mod common;

mod ai;
mod board;
mod databases;
mod dialogs;
mod editor;
mod engine;
mod online;
mod practice;
mod puzzles;
mod records;
mod review;
mod tablebase;

use std::time::{Duration, Instant};

use common::{
    click_all, click_item, open, open_with, play_moves, point, point_label, settings, settings_for,
};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use morris_ai::Level;
use morris_ai::review::Grade;
use morris_core::{ByColor, Color, Point, Preset, Rules, Termination};
use morris_gui::files::ScriptedFileDialog;
use morris_gui::{MorrisApp, Player, Settings};
use morris_play::DataDir as Storage;
use morris_play::entry::Entry as Pending;

/// The moves of `tests/transcripts/flying.pgn` up to the moving phase,
/// White to move.
const TO_MOVING: &str = "a1 a4 g1 d1 e4 b4 c4 b2 b6 d2 g7 d3xc4 g4xa4 f2xe4 a7 a4 d7xa4 a4";

fn moves(harness: &Harness<'_, MorrisApp>) -> Vec<String> {
    harness
        .state()
        .game()
        .moves()
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// Whether some text on the screen starts with `start`.
fn shows(harness: &Harness<'_, MorrisApp>, start: &str) -> bool {
    harness
        .query_all_by(|node| {
            node.value().is_some_and(|v| v.starts_with(start))
                || node.label().is_some_and(|l| l.starts_with(start))
        })
        .next()
        .is_some()
}

/// Whether some text on the screen contains `text`.
fn has_text(harness: &Harness<'_, MorrisApp>, text: &str) -> bool {
    harness
        .query_all_by(|n| {
            n.label().is_some_and(|l| l.contains(text))
                || n.value().is_some_and(|v| v.contains(text))
        })
        .next()
        .is_some()
}

/// Moves the pointer onto the widget labelled `label`, then clicks it, as a
/// hand does (a pointer that jumps onto a widget in a just opened dialog
/// and clicks at once is not taken for a click).
fn press(harness: &mut Harness<'_, MorrisApp>, label: &str) {
    // Scrolled to first, as a person scrolls a dialog to what is below.
    harness.get_by_label(label).scroll_to_me();
    harness.run();
    harness.get_by_label(label).hover();
    harness.run();
    harness.get_by_label(label).click();
    harness.run();
}

/// Clicks the last widget labelled `label` (the one in a dialog, when the
/// window shows it too).
fn press_last(harness: &mut Harness<'_, MorrisApp>, label: &str) {
    let last = harness
        .get_all_by_label(label)
        .last()
        .expect("a widget")
        .rect();
    harness.hover_at(last.center());
    harness.run();
    harness
        .get_all_by_label(label)
        .last()
        .expect("a widget")
        .click();
    harness.run();
}

/// Clicks at `at` as a mouse does: the pointer moves there, the button
/// goes down, then up, a frame each (an accessibility click skips the
/// pointer, and with it what a press does to the windows it lands on).
fn mouse_click(harness: &mut Harness<'_, MorrisApp>, at: egui::Pos2) {
    harness.hover_at(at);
    harness.run();
    for pressed in [true, false] {
        harness.event(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
        harness.run();
    }
}

/// Clicks the last widget labelled `label` with the mouse (not a text
/// naming a widget beside it).
fn mouse_press(harness: &mut Harness<'_, MorrisApp>, label: &str) {
    let at = harness
        .get_all_by_label(label)
        .rfind(|n| n.accesskit_node().role() != egui::Role::Label)
        .expect("the widget is shown")
        .rect()
        .center();
    mouse_click(harness, at);
}

/// Presses the item labelled `label` of an open drop-down list (not a
/// drop-down list with that name).
fn press_option(harness: &mut Harness<'_, MorrisApp>, label: &str) {
    let at = harness
        .get_all_by_label(label)
        // A choice of an open list (a selectable label), not the same
        // words elsewhere on the screen.
        .find(|n| n.accesskit_node().role() == egui::Role::Button)
        .map(|n| n.rect().center())
        .expect("the option is shown");
    mouse_click(harness, at);
}

/// Clicks `label` and draws one frame, for when the AI thinks (and the app
/// never settles).
fn click_step(harness: &mut Harness<'_, MorrisApp>, label: &str) {
    if common::is_point_name(label) {
        point(harness, label).click();
    } else {
        harness.get_by_label(label).click();
    }
    harness.step();
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("morris-gui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    dir
}

/// Steps frames until `done` holds or `limit` passes; returns the frames
/// and the slowest frame.
fn frames_until(
    harness: &mut Harness<'_, MorrisApp>,
    limit: Duration,
    mut done: impl FnMut(&Harness<'_, MorrisApp>) -> bool,
) -> (usize, Duration) {
    let start = Instant::now();
    let (mut frames, mut slowest) = (0, Duration::ZERO);
    while !done(harness) && start.elapsed() < limit {
        let frame = Instant::now();
        harness.step();
        slowest = slowest.max(frame.elapsed());
        frames += 1;
    }
    (frames, slowest)
}
