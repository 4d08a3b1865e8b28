//! `morris-gui`: opens the desktop app in a window.
//!
//! With `MORRIS_SCREENSHOT=FILE` set, the app saves a screenshot of itself
//! to FILE after a few frames and closes (see `cargo xtask screenshot`).
//! With `MORRIS_FRAME_STATS=SECONDS`, it draws continuously for that long,
//! then prints its frame times (apart while the AI thinks) and closes.

use std::time::Duration;

use morris_gui::MorrisApp;
use morris_gui::Settings;
use morris_gui::capture::{FRAME_STATS_VAR, SCREENSHOT_VAR};
use morris_play::DataDir;

fn main() {
    let storage = DataDir::locate();
    let settings = storage.as_ref().map(Settings::load).unwrap_or_default();
    let size = settings.window_size.unwrap_or([1000.0, 720.0]);
    let viewport = egui::ViewportBuilder::default()
        .with_title("Morris")
        .with_app_id("morris")
        .with_inner_size(size)
        .with_min_inner_size([420.0, 320.0]);
    let options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    let screenshot = std::env::var_os(SCREENSHOT_VAR).filter(|v| !v.is_empty());
    let frame_stats = std::env::var(FRAME_STATS_VAR)
        .ok()
        .and_then(|s| s.trim().parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s > 0.0)
        .map(Duration::from_secs_f64);
    let result = eframe::run_native(
        "Morris",
        options,
        Box::new(move |cc| {
            let mut builder = MorrisApp::builder().settings(settings);
            if let Some(storage) = storage {
                builder = builder.storage(storage);
            }
            if let Some(path) = screenshot {
                builder = builder.screenshot(path);
            }
            if let Some(run_for) = frame_stats {
                builder = builder.frame_stats(run_for);
            }
            Ok(Box::new(builder.build(&cc.egui_ctx)))
        }),
    );
    if let Err(err) = result {
        eprintln!("morris-gui: cannot open the window: {err}");
        std::process::exit(1);
    }
}
