//! `cargo xtask puzzles --verify [--dir DIR]...`: every shipped puzzle file
//! (`crates/morris-ai/puzzles/*.txt`) checked against the endgame
//! databases by `morris puzzles verify` from a release build, with the
//! time each took. Each file is tried with each `--dir` in turn (the
//! data directory's databases when none is given) until one holds the
//! databases of its rules; a file that none holds is said and skipped,
//! and the task fails when every file was skipped.

use anyhow::bail;

use crate::util::{cmd, root, step, step_captured, target_dir};

/// What `morris puzzles verify` says when the databases of a file's rules
/// are not in the directory.
const NOT_HERE: &str = "no puzzle could be checked";

pub fn run(args: &[String]) -> anyhow::Result<()> {
    let mut verify = false;
    let mut dirs: Vec<String> = Vec::new();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--verify" => verify = true,
            "--dir" => match rest.next() {
                Some(d) => dirs.push(d.clone()),
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
    // No --dir: the data directory's databases, as `morris` finds them.
    let dirs: Vec<Option<&str>> = if dirs.is_empty() {
        vec![None]
    } else {
        dirs.iter().map(|d| Some(d.as_str())).collect()
    };
    let mut checked = 0;
    for file in &files {
        let mut done = false;
        for dir in &dirs {
            let mut command = std::process::Command::new(&binary);
            command.arg("puzzles").arg("verify").arg(file);
            if let Some(dir) = dir {
                command.arg("--dir").arg(dir);
            }
            let name = format!(
                "morris puzzles verify {}{}",
                file.display(),
                dir.map(|d| format!(" --dir {d}")).unwrap_or_default()
            );
            let (output, result) = step_captured(&name, command);
            match result {
                Ok(()) => {
                    done = true;
                    break;
                }
                Err(_) if output.contains(NOT_HERE) => {}
                Err(e) => return Err(e),
            }
        }
        if done {
            checked += 1;
        } else {
            eprintln!(
                "skipped {}: no directory given holds the databases of its rules",
                file.display()
            );
        }
    }
    if checked == 0 {
        bail!("no shipped puzzle file could be checked: give --dir with their databases");
    }
    eprintln!("{checked} of {} puzzle files certified", files.len());
    Ok(())
}
