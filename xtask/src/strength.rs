//! `cargo xtask strength`: the strength tables of docs/measurements/strength.md, played
//! again from the repository. Each match is a `morris match` of the release
//! build with the openings, seed and options the tables were made with,
//! printed before it runs, so a result can be reported with its exact
//! command line.
//!
//! ```text
//! cargo xtask strength --opponent "/path/to/tgf uci"   # level 10 against an engine
//! cargo xtask strength --sanmill "/path/to/tgf uci" --rules dooz
//! cargo xtask strength --ladder                        # each level against the one two below
//! ```
//!
//! Options: `--opponent CMD` (any protocol engine; Sanmill's `tgf uci`
//! speaks the split dialect, which `auto` handles), `--sanmill CMD` (the
//! opponent is Sanmill's engine: it is also given the preset's rule options
//! of strength.md's table, which it cannot take by our names),
//! `--movetime MS` (200), `--ours MS` (level 10's time alone, e.g. 50
//! against the opponent's 200), `--rules PRESET` (nine), `--openings N`
//! (100: 200 games), `--seed S` (1), `--jobs N` (2), `--databases DIR`
//! (endgame databases for level 10, as `morris match --databases` takes
//! them), `--records DIR` (keep every game's record there, by match),
//! `--ladder`, `--dry-run` (print the command lines only).
//!
//! After a match against an opponent it prints the row of
//! docs/measurements/strength.md's tables: W-D-L, score, Elo with its
//! interval, the real ms a turn and the overruns of both sides.

use anyhow::{Context, bail};

use crate::util::{cmd, root, step};

/// What to play.
#[derive(Debug)]
struct Plan {
    opponent: Option<String>,
    sanmill: bool,
    movetime: u64,
    ours: Option<u64>,
    rules: String,
    openings: u32,
    seed: u64,
    jobs: u32,
    databases: Option<String>,
    records: Option<String>,
    ladder: bool,
    dry_run: bool,
}

impl Plan {
    fn parse(args: &[String]) -> anyhow::Result<Plan> {
        let mut plan = Plan {
            opponent: None,
            sanmill: false,
            movetime: 200,
            ours: None,
            rules: "nine".to_owned(),
            openings: 100,
            seed: 1,
            jobs: 2,
            databases: None,
            records: None,
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
                "--sanmill" => {
                    plan.opponent = Some(value("--sanmill")?);
                    plan.sanmill = true;
                }
                "--movetime" => plan.movetime = value("--movetime")?.parse()?,
                "--ours" => plan.ours = Some(value("--ours")?.parse()?),
                "--rules" => plan.rules = value("--rules")?,
                "--openings" => plan.openings = value("--openings")?.parse()?,
                "--seed" => plan.seed = value("--seed")?.parse()?,
                "--jobs" => plan.jobs = value("--jobs")?.parse()?,
                "--databases" => plan.databases = Some(value("--databases")?),
                "--records" => plan.records = Some(value("--records")?),
                "--ladder" => plan.ladder = true,
                "--dry-run" => plan.dry_run = true,
                other => bail!("unknown option {other:?} (see xtask/src/strength.rs)"),
            }
        }
        if plan.opponent.is_none() && !plan.ladder {
            bail!("say what to measure: --opponent \"CMD\", --sanmill \"CMD\" and/or --ladder");
        }
        if plan.sanmill && sanmill_options(&plan.rules).is_none() {
            bail!(
                "no Sanmill rule options are known for {:?} (xtask/src/strength.rs)",
                plan.rules
            );
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
        .chain(
            self.databases
                .iter()
                .flat_map(|dir| ["--databases".to_owned(), dir.clone()]),
        )
        .chain(self.records.iter().flat_map(|dir| {
            // One directory a match (`twelve-ai10-engine`, `nine-ai5-ai3`),
            // so the ladder's rungs do not mix.
            let short = |player: &str| {
                if player.starts_with("engine:") {
                    "engine".to_owned()
                } else {
                    player.replace(':', "")
                }
            };
            let name = format!("{}-{}-{}", self.rules, short(white), short(black));
            ["--records".to_owned(), format!("{dir}/{name}")]
        }))
        .collect()
    }

    /// Every match of the plan: level 10 against the opponent, then the
    /// ladder.
    fn matches(&self) -> Vec<Vec<String>> {
        let mut matches = Vec::new();
        if let Some(opponent) = &self.opponent {
            let mut args = self.match_args("ai:10", &format!("engine:{opponent}"));
            if let Some(ms) = self.ours {
                args.extend(["--white-movetime".to_owned(), ms.to_string()]);
            }
            if self.sanmill {
                for option in sanmill_options(&self.rules).unwrap_or_default() {
                    args.extend(["--black-opt".to_owned(), (*option).to_owned()]);
                }
            }
            matches.push(args);
        }
        if self.ladder {
            for level in 3..=10 {
                matches.push(self.match_args(&format!("ai:{level}"), &format!("ai:{}", level - 2)));
            }
        }
        matches
    }
}

/// The rule options Sanmill's engine (`tgf uci`) needs to play `preset`
/// as we do, as strength.md's table gives them; `None` for a preset it
/// is not known to play.
fn sanmill_options(preset: &str) -> Option<&'static [&'static str]> {
    const MARKED: [&str; 2] = ["MillFormationActionInPlacingPhase=4", "MayFly=false"];
    const CHAM_GONU: [&str; 5] = [
        MARKED[0],
        MARKED[1],
        "PiecesCount=12",
        "HasDiagonalLines=true",
        "MayRemoveFromMillsAlways=true",
    ];
    // Sanmill turns StopPlacingWhenTwoEmptySquares on with
    // MayRemoveFromMillsAlways; the presets that fill the board turn it off.
    const NO_STOP: &str = "StopPlacingWhenTwoEmptySquares=false";
    Some(match preset {
        "nine" => &[],
        "nine-no-flying" => &["MayFly=false"],
        // A full board is a draw in twelve: Sanmill's 4 (its default, 0,
        // loses for the first player).
        "twelve" => &[
            "PiecesCount=12",
            "HasDiagonalLines=true",
            "BoardFullAction=4",
        ],
        "lasker" => &["PiecesCount=10", "MayMoveInPlacingPhase=true"],
        "one-time-mill" => &["OneTimeUseMill=true", "MayRemoveFromMillsAlways=true"],
        "morabaraba" => &[
            "PiecesCount=12",
            "HasDiagonalLines=true",
            "BoardFullAction=4",
            "EndgameNMoveRule=10",
            "RestrictRepeatedMillsFormation=true",
        ],
        "cheng-san-qi" => &MARKED,
        "cham-gonu" => &CHAM_GONU,
        "nerenchi" => &[
            "PiecesCount=12",
            "HasDiagonalLines=true",
            "IsDefenderMoveFirst=true",
            "MayRemoveFromMillsAlways=true",
        ],
        "da-san-qi" => &[
            CHAM_GONU[0],
            CHAM_GONU[1],
            CHAM_GONU[2],
            CHAM_GONU[3],
            CHAM_GONU[4],
            "BoardFullAction=0",
            "IsDefenderMoveFirst=true",
            "MayRemoveMultiple=true",
        ],
        "el-filja" => &[
            "PiecesCount=12",
            "MillFormationActionInPlacingPhase=5",
            "BoardFullAction=1",
            "MayFly=false",
            "MayRemoveFromMillsAlways=true",
            NO_STOP,
        ],
        "dooz" => &[
            "PiecesCount=12",
            "HasDiagonalLines=true",
            "MillFormationActionInPlacingPhase=1",
            "BoardFullAction=3",
            "MayRemoveFromMillsAlways=true",
            NO_STOP,
        ],
        "zhi-qi" => &[
            CHAM_GONU[0],
            CHAM_GONU[1],
            CHAM_GONU[2],
            CHAM_GONU[3],
            CHAM_GONU[4],
            "BoardFullAction=1",
            NO_STOP,
        ],
        "mul-mulan" => &[
            "HasDiagonalLines=true",
            "MayFly=false",
            "MayRemoveFromMillsAlways=true",
            "InterventionCaptureEnabled=true",
        ],
        _ => return None,
    })
}

/// One player's line of `morris match`'s table.
#[derive(Debug, PartialEq)]
struct Line {
    wins: u32,
    draws: u32,
    losses: u32,
    score: String,
    elo: String,
    ms_per_turn: f64,
    overruns: u64,
}

/// Reads the two players' lines of `morris match`'s table, first player
/// first: name (an engine's own, which may have spaces), wins, draws,
/// losses, score, `Elo [low, high]`, ms/turn, max ms, overruns, forfeits.
fn read_lines(table: &str) -> Option<[Line; 2]> {
    let mut lines = table.lines().skip_while(|l| !l.starts_with("player "));
    lines.next()?;
    let first = read_line(lines.next()?)?;
    let second = read_line(lines.next()?)?;
    Some([first, second])
}

/// One player's line of the table.
fn read_line(line: &str) -> Option<Line> {
    let (head, tail) = line.split_once(']')?;
    let head: Vec<&str> = head.split_whitespace().collect();
    let at = head.iter().position(|w| w.ends_with('%'))?;
    let number = |i: usize| head.get(i)?.parse::<u32>().ok();
    let (wins, draws, losses) = (
        number(at.checked_sub(3)?)?,
        number(at - 2)?,
        number(at - 1)?,
    );
    let elo = format!("{}]", head.get(at + 1..)?.join(" "));
    let tail: Vec<&str> = tail.split_whitespace().collect();
    let [ms, _max, overruns, _forfeits] = tail[..] else {
        return None;
    };
    Some(Line {
        wins,
        draws,
        losses,
        score: head[at].to_owned(),
        elo,
        ms_per_turn: ms.parse().ok()?,
        overruns: overruns.parse().ok()?,
    })
}

/// The row of strength.md for a match of level 10 (`ours`) against an
/// opponent (`theirs`): `| match | W-D-L | score | Elo | ms a turn | overruns |`.
fn row(name: &str, ours: &Line, theirs: &Line) -> String {
    format!(
        "| {name} | {}-{}-{} | {} | {} | {:.0} / {:.0} | {} / {} |",
        ours.wins,
        ours.draws,
        ours.losses,
        ours.score,
        ours.elo,
        ours.ms_per_turn,
        theirs.ms_per_turn,
        ours.overruns,
        theirs.overruns
    )
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
        command
            .args(&args)
            .current_dir(root())
            .stderr(std::process::Stdio::inherit());
        eprintln!("==> morris match");
        let output = command.output().context("cannot start morris match")?;
        let table = String::from_utf8_lossy(&output.stdout);
        print!("{table}");
        if !output.status.success() {
            bail!("morris match failed ({})", output.status);
        }
        if args[4].starts_with("engine:")
            && let Some([ours, theirs]) = read_lines(&table)
        {
            let time = match plan.ours {
                Some(ms) => format!("{ms} ms against {}", plan.movetime),
                None => format!("{} ms", plan.movetime),
            };
            println!("the row for docs/measurements/strength.md:");
            println!(
                "{}",
                row(&format!("{}, {time}", plan.rules), &ours, &theirs)
            );
        }
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
        assert!(
            !matches[0]
                .iter()
                .any(|a| a == "--databases" || a == "--records")
        );
        assert_eq!(matches[8][2..5], ["ai:10", "--black", "ai:8"]);
        assert_eq!(shell_word("engine:/x/tgf uci"), "'engine:/x/tgf uci'");
        assert!(Plan::parse(&[]).is_err(), "nothing to measure");
        assert!(!matches[0].contains(&"--black-opt".to_owned()));
        assert!(Plan::parse(&["--bogus".to_owned()]).is_err());
    }

    #[test]
    fn sanmill_gets_the_presets_rule_options_and_level_10_its_own_time() {
        let args: Vec<String> = ["--sanmill", "tgf uci", "--rules", "zhi-qi", "--ours", "50"]
            .iter()
            .map(|s| (*s).to_owned())
            .collect();
        let matches = Plan::parse(&args).unwrap().matches();
        assert_eq!(matches.len(), 1);
        let m = &matches[0];
        assert!(m.windows(2).any(|w| w == ["--white-movetime", "50"]));
        assert!(m.windows(2).any(|w| w == ["--movetime", "200"]));
        let opts: Vec<&str> = m
            .windows(2)
            .filter(|w| w[0] == "--black-opt")
            .map(|w| w[1].as_str())
            .collect();
        assert_eq!(
            opts,
            [
                "MillFormationActionInPlacingPhase=4",
                "MayFly=false",
                "PiecesCount=12",
                "HasDiagonalLines=true",
                "MayRemoveFromMillsAlways=true",
                "BoardFullAction=1",
                "StopPlacingWhenTwoEmptySquares=false"
            ]
        );
        let unknown = ["--sanmill", "tgf uci", "--rules", "three"].map(str::to_owned);
        assert!(Plan::parse(&unknown).is_err(), "no options known for three");
    }

    #[test]
    fn databases_and_records_reach_every_match_each_its_own_records() {
        let args: Vec<String> = [
            "--sanmill",
            "tgf uci",
            "--rules",
            "twelve",
            "--databases",
            "/d",
            "--records",
            "/r",
            "--ladder",
        ]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
        let matches = Plan::parse(&args).unwrap().matches();
        assert_eq!(matches.len(), 9);
        for m in &matches {
            assert!(m.windows(2).any(|w| w == ["--databases", "/d"]), "{m:?}");
        }
        let records = |m: &[String]| {
            m.windows(2)
                .find(|w| w[0] == "--records")
                .map(|w| w[1].clone())
        };
        assert_eq!(
            records(&matches[0]).as_deref(),
            Some("/r/twelve-ai10-engine")
        );
        assert_eq!(records(&matches[1]).as_deref(), Some("/r/twelve-ai3-ai1"));
        assert!(
            Plan::parse(&["--databases".to_owned()]).is_err(),
            "a value is needed"
        );
    }

    #[test]
    fn a_match_table_becomes_the_row_of_strength_md() {
        // As `morris match` printed it, the engine under its own name.
        let table = "$ morris match --white ai:10 ...\n\
            match: ai:10 against TGF Mill Rust, 200 games, rules nine\n\
            player         wins draws losses   score     Elo [95% interval]   ms/turn   max ms overruns forfeits\n\
            ai:10           161    37      2   89.8%      +377 [+327, +442]     113.4      260       24        0\n\
            TGF Mill Rust     2    37    161   10.2%      -377 [-442, -327]     138.0     1600     1065        0\n\
            average turns per game: 56.9\n";
        let [ours, theirs] = read_lines(table).unwrap();
        assert_eq!((ours.wins, ours.draws, ours.losses), (161, 37, 2));
        assert_eq!(ours.elo, "+377 [+327, +442]");
        assert_eq!(
            row("nine, 200 ms", &ours, &theirs),
            "| nine, 200 ms | 161-37-2 | 89.8% | +377 [+327, +442] | 113 / 138 | 24 / 1065 |"
        );
        assert_eq!((theirs.wins, theirs.overruns), (2, 1065));
        assert!(
            read_lines("player wins\nai:10 1 2 [x]\n").is_none(),
            "a broken line"
        );
        assert!(read_lines("no table here").is_none());
    }
}
