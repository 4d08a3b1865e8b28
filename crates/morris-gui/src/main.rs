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

/// Set in the environment of the app restarted with a runtime directory,
/// so it never restarts twice.
const RESTARTED_VAR: &str = "MORRIS_GUI_RUNTIME_DIR_SET";

/// The graphics libraries print "XDG_RUNTIME_DIR is invalid" lines when the
/// session has no runtime directory (under `sudo`, a bare X server). The
/// environment cannot be changed safely from within, so the app starts
/// itself again with a private one and returns its exit code.
#[cfg(unix)]
fn restart_with_runtime_dir() -> Option<i32> {
    use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
    let valid = std::env::var_os("XDG_RUNTIME_DIR")
        .map(std::path::PathBuf::from)
        .and_then(|d| std::fs::metadata(d).ok())
        .is_some_and(|m| m.is_dir());
    if valid || std::env::var_os(RESTARTED_VAR).is_some() {
        return None;
    }
    let user = std::env::var("USER").unwrap_or_else(|_| "user".to_owned());
    let dir = std::env::temp_dir().join(format!("morris-runtime-{user}"));
    let _ = std::fs::DirBuilder::new().mode(0o700).create(&dir);
    let private =
        std::fs::metadata(&dir).is_ok_and(|m| m.is_dir() && m.permissions().mode() & 0o077 == 0);
    if !private {
        return None;
    }
    let exe = std::env::current_exe().ok()?;
    let status = std::process::Command::new(exe)
        .args(std::env::args_os().skip(1))
        .env("XDG_RUNTIME_DIR", &dir)
        .env(RESTARTED_VAR, "1")
        .status()
        .ok()?;
    Some(status.code().unwrap_or(1))
}

#[cfg(not(unix))]
fn restart_with_runtime_dir() -> Option<i32> {
    None
}

fn main() {
    if let Some(code) = restart_with_runtime_dir() {
        std::process::exit(code);
    }
    let storage = DataDir::locate();
    let settings = storage.as_ref().map(Settings::load).unwrap_or_default();
    let size = settings.window_size.unwrap_or([1000.0, 720.0]);
    let viewport = egui::ViewportBuilder::default()
        .with_title("Morris")
        .with_app_id("morris")
        .with_inner_size(size)
        .with_min_inner_size(morris_gui::layout::MIN_WINDOW_SIZE);
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
