//! The board as a player and a screen reader meet it: every point is a
//! widget found by its name, clicking one selects it, and the board looks as
//! the committed snapshot shows.

use egui::Vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use morris_gui::{MorrisApp, POINTS};

fn open_app(size: impl Into<Vec2>) -> Harness<'static, MorrisApp> {
    Harness::builder()
        .with_size(size)
        .build_eframe(|cc| MorrisApp::new(cc))
}

#[test]
fn every_point_is_a_widget_labelled_with_its_name() {
    let harness = open_app([480.0, 520.0]);
    assert_eq!(POINTS.len(), 24);
    for point in POINTS {
        harness.get_by_label(point.name);
    }
    assert!(
        harness.query_by_label("d4").is_none(),
        "the centre is no point"
    );
}

#[test]
fn points_lie_where_their_names_say() {
    let harness = open_app([480.0, 520.0]);
    let center = |name: &str| harness.get_by_label(name).rect().center();
    let (a7, g7, a1, g1, d5) = (
        center("a7"),
        center("g7"),
        center("a1"),
        center("g1"),
        center("d5"),
    );
    assert!(a7.x < g7.x && a7.y < a1.y, "a7 is the top left corner");
    assert!(
        (g1.x - g7.x).abs() < 0.5 && (g1.y - a1.y).abs() < 0.5,
        "g1 is the bottom right corner"
    );
    let side = g7.x - a7.x;
    assert!((a1.y - a7.y - side).abs() < 0.5, "the board is square");
    // d5 is on file d, the middle one, and rank 5, two grid steps below rank 7.
    assert!(
        (d5.x - (a7.x + side / 2.0)).abs() < 0.5,
        "d5 is on the middle file"
    );
    assert!((d5.y - (a7.y + side / 3.0)).abs() < 0.5, "d5 is on rank 5");
}

#[test]
fn clicking_a_point_selects_it_and_clicking_again_clears_it() {
    let mut harness = open_app([480.0, 520.0]);
    assert_eq!(harness.state().selected_point(), None);

    harness.get_by_label("g1").click();
    harness.run();
    assert_eq!(harness.state().selected_point(), Some("g1"));

    harness.get_by_label("a7").click();
    harness.run();
    assert_eq!(harness.state().selected_point(), Some("a7"));

    harness.get_by_label("a7").click();
    harness.run();
    assert_eq!(harness.state().selected_point(), None);
}

#[test]
fn board_fits_a_narrow_window() {
    let harness = open_app([260.0, 600.0]);
    let a7 = harness.get_by_label("a7").rect().center();
    let g7 = harness.get_by_label("g7").rect().center();
    assert!(
        a7.x > 0.0 && g7.x < 260.0,
        "the board stays inside the window"
    );
    assert!(g7.x - a7.x > 200.0, "the board uses the width it has");
}

#[test]
fn empty_board_looks_as_committed() {
    let mut harness = open_app([360.0, 400.0]);
    harness.snapshot("empty_board");
}
