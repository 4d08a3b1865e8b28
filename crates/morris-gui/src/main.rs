//! `morris-gui`: opens the desktop app in a window.

use morris_gui::MorrisApp;

fn main() {
    let viewport = egui::ViewportBuilder::default()
        .with_title("Morris")
        .with_app_id("morris")
        .with_inner_size([640.0, 680.0])
        .with_min_inner_size([240.0, 270.0]);
    let options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    let result = eframe::run_native(
        "Morris",
        options,
        Box::new(|cc| Ok(Box::new(MorrisApp::new(cc)))),
    );
    if let Err(err) = result {
        eprintln!("morris-gui: cannot open the window: {err}");
        std::process::exit(1);
    }
}
