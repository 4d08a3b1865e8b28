//! Running commands from the workspace root.

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Instant;

use anyhow::{Context, bail};

/// The workspace root (the parent of this crate's directory).
pub fn root() -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map(PathBuf::from).unwrap_or(manifest)
}

/// Where cargo builds: `CARGO_TARGET_DIR` if set, else `target` in the
/// workspace root.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), PathBuf::from)
}

/// A command run from the workspace root.
pub fn cmd(program: &str, args: &[&str]) -> Command {
    let mut c = Command::new(program);
    c.args(args).current_dir(root());
    c
}

/// Runs a step, printing its name and time; fails when it fails.
pub fn step(name: &str, mut command: Command) -> anyhow::Result<()> {
    eprintln!("==> {name}");
    let start = Instant::now();
    let status = command
        .status()
        .with_context(|| format!("cannot start {name}"))?;
    eprintln!("<== {name}: {:.1} s", start.elapsed().as_secs_f64());
    if !status.success() {
        bail!("{name} failed ({status})");
    }
    Ok(())
}

/// Runs a step, echoing its standard output and error, and returns them
/// together with whether it succeeded.
pub fn step_captured(name: &str, mut command: Command) -> (String, anyhow::Result<()>) {
    eprintln!("==> {name}");
    let start = Instant::now();
    let output = match command
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .with_context(|| format!("cannot start {name}"))
    {
        Ok(output) => output,
        Err(err) => return (String::new(), Err(err)),
    };
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    eprint!("{text}");
    eprintln!("<== {name}: {:.1} s", start.elapsed().as_secs_f64());
    let status = if output.status.success() {
        Ok(())
    } else {
        Err(anyhow::anyhow!("{name} failed ({})", output.status))
    };
    (text, status)
}

/// Whether a program can be started.
pub fn have(program: &str, args: &[&str]) -> bool {
    Command::new(program)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}
