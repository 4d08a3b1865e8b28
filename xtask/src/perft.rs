//! `cargo xtask perft`: runs `morris perft` from a release build at growing
//! depths and prints a table of counts, times and nodes per second.

use anyhow::{Context, bail};

use crate::util::{cmd, step};

/// The benchmark cases: rules arguments, counting and depths.
const CASES: [(&str, &[&str], bool, &[u32]); 4] = [
    ("nine", &[], false, &[5, 6, 7]),
    ("nine", &[], true, &[5, 6, 7]),
    ("twelve", &["--rules", "twelve"], false, &[5, 6]),
    ("seed-classic", &["--rules", "seed-classic"], false, &[5, 6]),
];

pub fn run(args: &[String]) -> anyhow::Result<()> {
    if let Some(extra) = args.first() {
        bail!("perft takes no arguments, got {extra:?}");
    }
    step(
        "cargo build --release -p morris-repl",
        cmd("cargo", &["build", "--release", "-p", "morris-repl"]),
    )?;
    let binary = crate::util::root().join("target/release/morris");
    println!(
        "{:<14} {:<6} {:>5} {:>14} {:>10} {:>12}",
        "rules", "count", "depth", "nodes", "seconds", "Mnodes/s"
    );
    for (name, rules, split, depths) in CASES {
        for &depth in depths {
            let depth_text = depth.to_string();
            let mut args = vec!["perft", "--depth", depth_text.as_str()];
            args.extend_from_slice(rules);
            if split {
                args.push("--split");
            }
            let start = std::time::Instant::now();
            let output = std::process::Command::new(&binary)
                .args(&args)
                .output()
                .with_context(|| format!("cannot run {}", binary.display()))?;
            let seconds = start.elapsed().as_secs_f64();
            if !output.status.success() {
                bail!(
                    "morris perft failed: {}",
                    String::from_utf8_lossy(&output.stderr)
                );
            }
            let nodes: u64 = String::from_utf8_lossy(&output.stdout)
                .trim()
                .parse()
                .context("perft printed no count")?;
            println!(
                "{:<14} {:<6} {:>5} {:>14} {:>10.3} {:>12.1}",
                name,
                if split { "split" } else { "turns" },
                depth,
                nodes,
                seconds,
                nodes as f64 / seconds / 1e6
            );
        }
    }
    Ok(())
}
