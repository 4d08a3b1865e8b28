//! `cargo xtask screenshot`: the README's picture of the desktop app, taken
//! from a real window. It builds the release app, starts a virtual X server
//! (Xvfb, installed with apt-get when missing and running as root), opens
//! the app there on a game in progress kept in a throwaway data directory,
//! and lets the app save its own screenshot (`MORRIS_SCREENSHOT`) to
//! `docs/screenshot.png`. The window draws with wgpu on Mesa's software
//! renderer, as the GUI tests do. `--debug` takes the debug build instead.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, bail};

use crate::util::{cmd, have, root, step};

/// The game on the screen: an ordinary game in the moving phase, just after
/// Black closed the mill f6-f4-f2 and removed d1; White, a person, to move
/// against the AI.
const GAME: &str = r#"[Event "Casual game"]
[White "Human"]
[Black "AI level 5"]
[Rules "nine"]
[Result "*"]

1. e4 g7 2. c4 d6 3. c5 c3 4. e5 e3 5. d5xc3 c3 6. d3 b4 7. g4 f4 8. a1 f6
9. d1 f2xd1 *
"#;

/// The settings of the app on the screen: English, the light theme, the
/// window's size.
const SETTINGS: &str = r#"{
  "theme": "light",
  "language": "en",
  "window_size": [1000.0, 680.0]
}"#;

pub fn run(args: &[String]) -> anyhow::Result<()> {
    // `--debug`: the debug build the tests made already (the picture is the
    // same; the release build takes minutes on a small machine).
    let debug = match args {
        [] => false,
        [flag] if flag == "--debug" => true,
        _ => bail!("screenshot takes only --debug, got {args:?}"),
    };
    crate::system::ensure_renderer()?;
    ensure_xvfb()?;
    let (profile, build): (&str, &[&str]) = if debug {
        ("debug", &["build", "-p", "morris-gui"])
    } else {
        ("release", &["build", "--release", "-p", "morris-gui"])
    };
    step(&format!("cargo {}", build.join(" ")), cmd("cargo", build))?;
    let target =
        std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), PathBuf::from);
    let binary = target.join(profile).join("morris-gui");

    let data = std::env::temp_dir().join(format!("morris-screenshot-{}", std::process::id()));
    std::fs::create_dir_all(&data)?;
    std::fs::write(data.join("gui-settings.json"), SETTINGS)?;
    std::fs::write(data.join("gui-unfinished.pgn"), GAME)?;
    let output = root().join("docs/screenshot.png");
    let _ = std::fs::remove_file(&output);

    let display = free_display()?;
    let mut xvfb = Xvfb::start(display)?;
    eprintln!("==> morris-gui on Xvfb :{display}");
    let status = Command::new(&binary)
        .env("DISPLAY", format!(":{display}"))
        .env_remove("WAYLAND_DISPLAY")
        .env("MORRIS_DATA_DIR", &data)
        .env("MORRIS_SCREENSHOT", &output)
        .status()
        .with_context(|| format!("cannot start {}", binary.display()));
    xvfb.stop();
    let _ = std::fs::remove_dir_all(&data);
    let status = status?;
    if !status.success() {
        bail!("morris-gui failed ({status})");
    }
    if !output.exists() {
        bail!("morris-gui saved no screenshot");
    }
    println!("{}", output.display());
    Ok(())
}

/// Installs Xvfb with apt-get when it is missing and we are root.
fn ensure_xvfb() -> anyhow::Result<()> {
    if have("Xvfb", &["-help"]) || Path::new("/usr/bin/Xvfb").exists() {
        return Ok(());
    }
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0");
    if !root {
        bail!("the screenshot needs Xvfb; install it, e.g. `sudo apt-get install xvfb`");
    }
    let mut install = Command::new("apt-get");
    install
        .args(["install", "-y", "-qq", "--no-install-recommends", "xvfb"])
        .env("DEBIAN_FRONTEND", "noninteractive");
    step("apt-get install xvfb", install)
}

/// A display number no X server uses.
fn free_display() -> anyhow::Result<u32> {
    (90..140)
        .find(|n| {
            !Path::new(&format!("/tmp/.X{n}-lock")).exists()
                && !Path::new(&format!("/tmp/.X11-unix/X{n}")).exists()
        })
        .context("no free X display number between :90 and :139")
}

/// A virtual X server, stopped when dropped.
struct Xvfb {
    child: Option<Child>,
}

impl Xvfb {
    fn start(display: u32) -> anyhow::Result<Xvfb> {
        let child = Command::new("Xvfb")
            .args([
                format!(":{display}").as_str(),
                "-screen",
                "0",
                "1280x900x24",
                "-nolisten",
                "tcp",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .context("cannot start Xvfb")?;
        let xvfb = Xvfb { child: Some(child) };
        let socket = PathBuf::from(format!("/tmp/.X11-unix/X{display}"));
        let start = Instant::now();
        while !socket.exists() {
            if start.elapsed() > Duration::from_secs(10) {
                bail!("Xvfb :{display} did not start");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        Ok(xvfb)
    }

    fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        self.stop();
    }
}
