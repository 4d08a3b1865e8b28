//! System packages the tests need: Mesa's software renderer, for the GUI's
//! image snapshots on machines without a GPU or display.

use std::path::Path;
use std::process::Command;

use anyhow::bail;

use crate::util::step;

/// Debian packages of Mesa's EGL software renderer (llvmpipe).
const PACKAGES: [&str; 3] = ["libegl1", "libegl-mesa0", "libgl1-mesa-dri"];

/// Whether a library is known to the dynamic loader.
fn have_library(name: &str) -> bool {
    let listed = Command::new("ldconfig")
        .arg("-p")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).contains(name))
        .unwrap_or(false);
    listed
        || ["/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib"]
            .iter()
            .any(|dir| Path::new(dir).join(name).exists())
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

/// Makes sure a software renderer is installed: installs it with apt-get
/// when running as root, else says what to install.
pub fn ensure_renderer() -> anyhow::Result<()> {
    if have_library("libEGL_mesa.so.0") || have_library("libvulkan_lvp.so") {
        return Ok(());
    }
    if !can_apt_install() {
        bail!(
            "the GUI's image snapshots need Mesa's software renderer; install it, e.g. \
             `sudo apt-get install {}`",
            PACKAGES.join(" ")
        );
    }
    apt_install(&PACKAGES)
}

/// Whether packages can be installed here: running as root, with apt-get.
pub fn can_apt_install() -> bool {
    is_root() && crate::util::have("apt-get", &["--version"])
}

/// Installs Debian packages (without their recommendations), after
/// updating the package lists, each step shown as it runs.
pub fn apt_install(packages: &[&str]) -> anyhow::Result<()> {
    let mut update = Command::new("apt-get");
    update.args(["update", "-qq"]);
    step("apt-get update", update)?;
    let mut install = Command::new("apt-get");
    install
        .args(["install", "-y", "-qq", "--no-install-recommends"])
        .args(packages)
        .env("DEBIAN_FRONTEND", "noninteractive");
    step(&format!("apt-get install {}", packages.join(" ")), install)
}

/// The browser test's directory (playwright-core, from npm).
const BROWSER_TESTS: &str = "crates/morris-server/tests/browser";

/// Makes sure the browser test can run: Debian's Chromium (installed with
/// apt-get when running as root, else named) and playwright-core from npm
/// (`npm ci` against the committed lock file).
pub fn ensure_browser() -> anyhow::Result<()> {
    if !Path::new("/usr/bin/chromium").exists() && std::env::var_os("CHROMIUM").is_none() {
        if !can_apt_install() {
            bail!(
                "the browser test needs Chromium; install it, e.g. `sudo apt-get install chromium`, \
                 or name it in CHROMIUM"
            );
        }
        apt_install(&["chromium"])?;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(BROWSER_TESTS);
    if !dir.join("node_modules/playwright-core").is_dir() {
        if !crate::util::have("npm", &["--version"]) {
            bail!("the browser test needs Node.js and npm (Debian's nodejs and npm)");
        }
        let mut ci = Command::new("npm");
        ci.args(["ci", "--no-audit", "--no-fund"]).current_dir(&dir);
        step("npm ci (playwright-core for the browser test)", ci)?;
    }
    Ok(())
}
