//! `cargo xtask puzzles --verify [--dir DIR]`: every shipped puzzle file
//! (`crates/morris-ai/puzzles/*.txt`) checked against the endgame
//! databases by `morris puzzles verify` from a release build, with the
//! time each took.

use anyhow::bail;

use crate::util::{cmd, root, step, target_dir};

pub fn run(args: &[String]) -> anyhow::Result<()> {
    let mut verify = false;
    let mut dir: Option<String> = None;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--verify" => verify = true,
            "--dir" => match rest.next() {
                Some(d) => dir = Some(d.clone()),
                None => bail!("--dir needs a directory"),
            },
            other => bail!("puzzles takes --verify and --dir DIR, got {other:?}"),
        }
    }
    if !verify {
        bail!("puzzles: say what to do (--verify)");
    }
    let shipped = root().join("crates/morris-ai/puzzles");
    let mut files: Vec<_> = std::fs::read_dir(&shipped)
        .map_err(|e| anyhow::anyhow!("{}: {e}", shipped.display()))?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    if files.is_empty() {
        bail!("no puzzle file in {}", shipped.display());
    }
    step(
        "cargo build --release -p morris-repl",
        cmd("cargo", &["build", "--release", "-p", "morris-repl"]),
    )?;
    let binary = target_dir().join("release/morris");
    for file in files {
        let mut command = std::process::Command::new(&binary);
        command.arg("puzzles").arg("verify").arg(&file);
        if let Some(dir) = &dir {
            command.arg("--dir").arg(dir);
        }
        step(
            &format!("morris puzzles verify {}", file.display()),
            command,
        )?;
    }
    Ok(())
}
