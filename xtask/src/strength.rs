//! `cargo xtask strength`: the strength tables of docs/measurements/strength.md, played
//! again from the repository. Each match is a `morris match` of the release
//! build with the openings, seed and options the tables were made with,
//! printed before it runs, so a result can be reported with its exact
//! command line.
//!
//! ```text
//! cargo xtask strength --opponent "/path/to/tgf uci"   # level 10 against an engine
//! cargo xtask strength --ladder                        # each level against the one two below
//! ```
//!
//! Options: `--opponent CMD` (any protocol engine; Sanmill's `tgf uci`
//! speaks the split dialect, which `auto` handles), `--movetime MS` (200),
//! `--rules PRESET` (nine), `--openings N` (100: 200 games), `--seed S`
//! (1), `--jobs N` (2), `--ladder`, `--dry-run` (print the command lines
//! only).

use anyhow::{Context, bail};

use crate::util::{cmd, root, step};

/// What to play.
#[derive(Debug)]
struct Plan {
    opponent: Option<String>,
    movetime: u64,
    rules: String,
    openings: u32,
    seed: u64,
    jobs: u32,
    ladder: bool,
    dry_run: bool,
}

impl Plan {
    fn parse(args: &[String]) -> anyhow::Result<Plan> {
        let mut plan = Plan {
            opponent: None,
            movetime: 200,
            rules: "nine".to_owned(),
            openings: 100,
            seed: 1,
            jobs: 2,
            ladder: false,
            dry_run: false,
        };
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            let mut value = |name: &str| {
                args.next()
                    .cloned()
                    .with_context(|| format!("{name} needs a value"))
            };
            match arg.as_str() {
                "--opponent" => plan.opponent = Some(value("--opponent")?),
                "--movetime" => plan.movetime = value("--movetime")?.parse()?,
                "--rules" => plan.rules = value("--rules")?,
                "--openings" => plan.openings = value("--openings")?.parse()?,
                "--seed" => plan.seed = value("--seed")?.parse()?,
                "--jobs" => plan.jobs = value("--jobs")?.parse()?,
                "--ladder" => plan.ladder = true,
                "--dry-run" => plan.dry_run = true,
                other => bail!("unknown option {other:?} (see xtask/src/strength.rs)"),
            }
        }
        if plan.opponent.is_none() && !plan.ladder {
            bail!("say what to measure: --opponent \"CMD\" and/or --ladder");
        }
        Ok(plan)
    }

    /// The `morris match` arguments of one match.
    fn match_args(&self, white: &str, black: &str) -> Vec<String> {
        [
            "match",
            "--white",
            white,
            "--black",
            black,
            "--rules",
            &self.rules,
            "--openings",
            &self.openings.to_string(),
            "--opening-turns",
            "2",
            "--movetime",
            &self.movetime.to_string(),
            "--seed",
            &self.seed.to_string(),
            "--jobs",
            &self.jobs.to_string(),
        ]
        .iter()
        .map(|s| (*s).to_owned())
        .collect()
    }

    /// Every match of the plan: level 10 against the opponent, then the
    /// ladder.
    fn matches(&self) -> Vec<Vec<String>> {
        let mut matches = Vec::new();
        if let Some(opponent) = &self.opponent {
            matches.push(self.match_args("ai:10", &format!("engine:{opponent}")));
        }
        if self.ladder {
            for level in 3..=10 {
                matches.push(self.match_args(&format!("ai:{level}"), &format!("ai:{}", level - 2)));
            }
        }
        matches
    }
}

/// Runs the matches of `args`, each with its command line printed first.
pub fn run(args: &[String]) -> anyhow::Result<()> {
    let plan = Plan::parse(args)?;
    let binary = root().join("target/release/morris");
    if !plan.dry_run {
        step(
            "cargo build --release -p morris-repl",
            cmd("cargo", &["build", "--release", "-p", "morris-repl"]),
        )?;
    }
    for args in plan.matches() {
        let line = std::iter::once(binary.display().to_string())
            .chain(args.iter().map(|a| shell_word(a)))
            .collect::<Vec<_>>()
            .join(" ");
        println!("$ {line}");
        if plan.dry_run {
            continue;
        }
        let mut command = std::process::Command::new(&binary);
        command.args(&args).current_dir(root());
        step("morris match", command)?;
    }
    Ok(())
}

/// A word as a shell reads it back: quoted when it has spaces.
fn shell_word(word: &str) -> String {
    if word.contains(char::is_whitespace) || word.contains('"') {
        format!("'{}'", word.replace('\'', "'\\''"))
    } else {
        word.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_plan_names_every_match_with_the_tables_options() {
        let args: Vec<String> = ["--opponent", "/x/tgf uci", "--ladder", "--movetime", "100"]
            .iter()
            .map(|s| (*s).to_owned())
            .collect();
        let plan = Plan::parse(&args).unwrap();
        let matches = plan.matches();
        assert_eq!(matches.len(), 9, "the engine and eight rungs");
        assert_eq!(matches[0][2], "ai:10");
        assert_eq!(matches[0][4], "engine:/x/tgf uci");
        assert!(matches[0].windows(2).any(|w| w == ["--movetime", "100"]));
        assert!(matches[0].windows(2).any(|w| w == ["--openings", "100"]));
        assert_eq!(matches[8][2..5], ["ai:10", "--black", "ai:8"]);
        assert_eq!(shell_word("engine:/x/tgf uci"), "'engine:/x/tgf uci'");
        assert!(Plan::parse(&[]).is_err(), "nothing to measure");
        assert!(Plan::parse(&["--bogus".to_owned()]).is_err());
    }
}
