//! The app looking at itself. Its own screenshot, for the README: with
//! `MORRIS_SCREENSHOT=FILE` the app draws a few frames, saves what it shows
//! as a PNG and closes (`cargo xtask screenshot` runs it under Xvfb). Its
//! frame times, with `MORRIS_FRAME_STATS=SECONDS`: a measurement, not a
//! test, of the promise that the board keeps drawing while the AI thinks.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};

use egui::{ColorImage, Context, ViewportCommand};

/// The environment variable naming the screenshot file.
pub const SCREENSHOT_VAR: &str = "MORRIS_SCREENSHOT";

/// Frames drawn before the picture is taken, so fonts, layout and any
/// animation have settled.
const FRAMES_BEFORE: u32 = 20;

const WAITING: u8 = 0;
const SAVED: u8 = 1;
const FAILED: u8 = 2;

/// A screenshot to take.
#[derive(Debug)]
pub struct Capture {
    path: PathBuf,
    frames: u32,
    requested: bool,
    closing: bool,
    state: Arc<AtomicU8>,
}

impl Capture {
    /// A screenshot to save to `path`.
    #[must_use]
    pub fn new(path: impl Into<PathBuf>) -> Capture {
        Capture {
            path: path.into(),
            frames: 0,
            requested: false,
            closing: false,
            state: Arc::new(AtomicU8::new(WAITING)),
        }
    }

    /// Whether the picture is taken (or failed) and the window closes: the
    /// app then closes without asking about the game in progress.
    #[must_use]
    pub fn is_closing(&self) -> bool {
        self.closing
    }

    /// Counts a frame; asks for the picture once enough were drawn, and
    /// closes the window once it is saved.
    pub fn frame(&mut self, ctx: &Context, settled: bool) {
        self.frames += 1;
        if self.closing {
            return;
        }
        match self.state.load(Ordering::Acquire) {
            SAVED => {
                eprintln!("morris-gui: saved the screenshot {}", self.path.display());
                self.closing = true;
                ctx.send_viewport_cmd(ViewportCommand::Close);
                return;
            }
            FAILED => {
                eprintln!(
                    "morris-gui: cannot save the screenshot {}",
                    self.path.display()
                );
                ctx.send_viewport_cmd(ViewportCommand::Close);
                return;
            }
            _ => {}
        }
        if !self.requested && self.frames >= FRAMES_BEFORE && settled {
            self.requested = true;
            let path = self.path.clone();
            let state = Arc::clone(&self.state);
            let repaint = ctx.clone();
            ctx.request_screenshot(move |image| {
                let result = if save_png(&path, &image).is_ok() {
                    SAVED
                } else {
                    FAILED
                };
                state.store(result, Ordering::Release);
                repaint.request_repaint();
            });
        }
        ctx.request_repaint();
    }
}

/// Writes `image` as an 8-bit RGBA PNG.
fn save_png(path: &Path, image: &ColorImage) -> std::io::Result<()> {
    let [width, height] = image.size;
    let mut bytes = Vec::new();
    {
        let to_io = |e: png::EncodingError| std::io::Error::other(e.to_string());
        let width = u32::try_from(width).map_err(std::io::Error::other)?;
        let height = u32::try_from(height).map_err(std::io::Error::other)?;
        let mut encoder = png::Encoder::new(&mut bytes, width, height);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().map_err(to_io)?;
        writer.write_image_data(image.as_raw()).map_err(to_io)?;
    }
    morris_play::store::write_atomically(path, &bytes)
}

/// The environment variable that turns on frame statistics: the number of
/// seconds to run before printing them and closing.
pub const FRAME_STATS_VAR: &str = "MORRIS_FRAME_STATS";

/// Frame times measured over a run, apart for frames while the AI thinks:
/// how long the app's own work took each frame, and the time from one
/// frame to the next (what the player sees as the frame rate).
#[derive(Debug)]
pub struct FrameStats {
    run_for: std::time::Duration,
    started: std::time::Instant,
    last_frame: Option<std::time::Instant>,
    /// Work and period of each frame while the AI thinks, in milliseconds.
    thinking: (Vec<f64>, Vec<f64>),
    /// The same while it does not.
    idle: (Vec<f64>, Vec<f64>),
    done: bool,
}

impl FrameStats {
    /// Statistics over `run_for`, then the window closes.
    #[must_use]
    pub fn new(run_for: std::time::Duration) -> FrameStats {
        FrameStats {
            run_for,
            started: std::time::Instant::now(),
            last_frame: None,
            thinking: (Vec::new(), Vec::new()),
            idle: (Vec::new(), Vec::new()),
            done: false,
        }
    }

    /// Records a frame that began at `began`; prints the statistics and
    /// closes the window when the time is up.
    pub fn frame(&mut self, ctx: &Context, began: std::time::Instant, thinking: bool) {
        if self.done {
            return;
        }
        let work = began.elapsed().as_secs_f64() * 1000.0;
        let period = self
            .last_frame
            .map(|last| began.duration_since(last).as_secs_f64() * 1000.0);
        self.last_frame = Some(began);
        let (works, periods) = if thinking {
            &mut self.thinking
        } else {
            &mut self.idle
        };
        works.push(work);
        periods.extend(period);
        if self.started.elapsed() >= self.run_for {
            self.done = true;
            eprintln!("{}", self.report());
            ctx.send_viewport_cmd(ViewportCommand::Close);
        }
        ctx.request_repaint();
    }

    /// The statistics, one line for each kind of frame.
    #[must_use]
    pub fn report(&self) -> String {
        let line = |name: &str, (works, periods): &(Vec<f64>, Vec<f64>)| {
            format!(
                "{name}: {} frames; work {}; period {}",
                works.len(),
                summary(works),
                summary(periods)
            )
        };
        format!(
            "{}\n{}",
            line("while the AI thinks", &self.thinking),
            line("otherwise", &self.idle)
        )
    }
}

/// `mean 1.2 ms, 99% 3.4 ms, max 5.6 ms`.
fn summary(values: &[f64]) -> String {
    if values.is_empty() {
        return "-".to_owned();
    }
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let mean = sorted.iter().sum::<f64>() / sorted.len() as f64;
    let p99 = sorted[(sorted.len() * 99 / 100).min(sorted.len() - 1)];
    let max = sorted[sorted.len() - 1];
    format!("mean {mean:.2} ms, 99% {p99:.2} ms, max {max:.2} ms")
}
