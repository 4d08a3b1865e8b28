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
    if !(is_root() && crate::util::have("apt-get", &["--version"])) {
        bail!(
            "the GUI's image snapshots need Mesa's software renderer; install it, e.g. \
             `sudo apt-get install {}`",
            PACKAGES.join(" ")
        );
    }
    let mut update = Command::new("apt-get");
    update.args(["update", "-qq"]);
    step("apt-get update", update)?;
    let mut install = Command::new("apt-get");
    install
        .args(["install", "-y", "-qq", "--no-install-recommends"])
        .args(PACKAGES)
        .env("DEBIAN_FRONTEND", "noninteractive");
    step("apt-get install the software renderer", install)
}
