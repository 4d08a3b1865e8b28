//! The `morris` binary with its input piped in: no prompts, no questions,
//! no colour; a bad line is reported and the session goes on; `quit` or the
//! end of input exits 0. Each test has its own data directory
//! (`MORRIS_DATA_DIR`), so the user's home is never touched.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn morris(data: &Path, args: &[&str], input: &[u8]) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(args)
        .env("MORRIS_DATA_DIR", data)
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("morris starts");
    let mut stdin = child.stdin.take().expect("a pipe");
    stdin.write_all(input).expect("input is written");
    drop(stdin);
    let Output {
        status,
        stdout,
        stderr,
    } = child.wait_with_output().expect("morris ends");
    Run {
        code: status.code(),
        stdout: String::from_utf8(stdout).expect("UTF-8 output"),
        stderr: String::from_utf8(stderr).expect("UTF-8 errors"),
    }
}

const PEOPLE: [&str; 6] = ["--lang", "en", "--white", "human", "--black", "human"];

#[test]
fn a_piped_game_reports_bad_lines_and_goes_on() {
    let data = tempfile::tempdir().unwrap();
    let input = "d6\nbogus\n\n# a comment\nf4\nd6\nposition\nquit\nd2\n";
    let run = morris(data.path(), &PEOPLE, input.as_bytes());
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "White: d6\nBlack: f4\n.../.W./.../....B./.../.../... w 8 8 0 2\n"
    );
    assert_eq!(
        run.stderr,
        "line 2: Unknown command \"bogus\" (help lists the commands).\n\
         line 6: d6 is not legal: d6 is not empty\n"
    );
    assert!(!run.stdout.contains('\x1b'), "no colour in scripts");
}

#[test]
fn scripts_leave_the_kept_game_alone_unless_told_to_go_on_with_it() {
    let data = tempfile::tempdir().unwrap();
    let kept_file = data.path().join("unfinished.pgn");
    // A game kept by a terminal session.
    std::fs::write(
        &kept_file,
        "[White \"Human\"]\n[Black \"Human\"]\n\n1. d6 f4 *\n",
    )
    .unwrap();
    // A script starts afresh, says nothing, and touches neither the kept
    // game nor anything else.
    let run = morris(data.path(), &PEOPLE, b"position\nd2\n");
    assert_eq!(run.code, Some(0));
    assert_eq!(
        run.stdout,
        ".../.../.../....../.../.../... w 9 9 0 1\nWhite: d2\n"
    );
    assert_eq!(run.stderr, "");
    let kept = std::fs::read_to_string(&kept_file).unwrap();
    assert!(kept.contains("1. d6 f4 *"), "{kept}");
    assert!(!data.path().join("unfinished-previous.pgn").exists());

    // --resume picks it up without asking, and keeps it as it goes on...
    let run = morris(
        data.path(),
        &["--lang", "en", "--resume"],
        b"position\nd2\nquit\n",
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "Resumed the unfinished game: 1 move, Nine Men's Morris [nine].\n\
         .../.W./.../....B./.../.../... w 8 8 0 2\n\
         White: d2\n"
    );
    // ...with the players it was played by (two people: no AI answered).
    let kept = std::fs::read_to_string(&kept_file).unwrap();
    assert!(kept.contains("1. d6 f4 2. d2 *"), "{kept}");
}

#[test]
fn every_malformed_line_gets_one_line_of_error() {
    let data = tempfile::tempdir().unwrap();
    let mut input: Vec<u8> = Vec::new();
    let lines: Vec<Vec<u8>> = vec![
        b"d6".to_vec(),
        b"frobnicate".to_vec(),
        b"h9".to_vec(),
        b"d4".to_vec(),
        b"d6".to_vec(),
        b"d6-d5".to_vec(),
        b"a1xg7".to_vec(),
        b"xa1".to_vec(),
        b"set flying sometimes".to_vec(),
        b"level 42".to_vec(),
        b"new chess".to_vec(),
        b"undo please".to_vec(),
        b"load /no/such/file.pgn".to_vec(),
        "x".repeat(100_000).into_bytes(),
        vec![0xff, 0xfe, 0x00, 0x1b, b'[', b'2', b'J', 0x80],
        b"\x1b[31mred".to_vec(),
        b"position".to_vec(),
    ];
    for line in &lines {
        input.extend_from_slice(line);
        input.push(b'\n');
    }
    let run = morris(data.path(), &PEOPLE, &input);
    assert_eq!(run.code, Some(0));
    // The first and the last line are good; each one between is refused
    // with one line, and changes nothing.
    assert_eq!(
        run.stdout,
        "White: d6\n.../.W./.../....../.../.../... b 8 9 0 1\n"
    );
    let errors: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(errors.len(), lines.len() - 2, "{}", run.stderr);
    for (i, error) in errors.iter().enumerate() {
        assert!(error.starts_with(&format!("line {}: ", i + 2)), "{error}");
        assert!(!error.contains('\x1b'), "{error:?}");
    }
}

#[test]
fn the_ai_answers_the_same_every_time() {
    let game = || {
        let data = tempfile::tempdir().unwrap();
        // The default: a person (White) against the AI at level 5.
        morris(data.path(), &["--lang", "en"], b"d6\nd2\nhistory\n")
    };
    let first = game();
    assert_eq!(first.code, Some(0));
    let lines: Vec<&str> = first.stdout.lines().collect();
    assert_eq!(lines[0], "White: d6");
    assert!(
        lines[1].starts_with("Black (AI level 5): "),
        "{}",
        first.stdout
    );
    assert_eq!(first.stdout, game().stdout);
}

#[test]
fn saved_games_load_and_damaged_files_are_refused() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("game.pgn");
    let save = format!("d6\nf4\nsave {}\n", file.display());
    let run = morris(data.path(), &PEOPLE, save.as_bytes());
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout
            .ends_with(&format!("Game saved to {}.\n", file.display()))
    );
    let run = morris(
        data.path(),
        &[
            "--lang",
            "en",
            "--load",
            &file.to_string_lossy(),
            "--black",
            "human",
        ],
        b"history\n",
    );
    assert_eq!(run.stdout, "1. d6 f4\n");

    let damaged = data.path().join("damaged.pgn");
    std::fs::write(&damaged, "[Rules \"nine\"]\n\n1. d6 f4 2. d6\n").unwrap();
    let run = morris(
        data.path(),
        &["--lang", "en", "--load", &damaged.to_string_lossy()],
        b"",
    );
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stdout, "");
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(
        run.stderr.contains("line 3, column 13: d6 is not legal"),
        "{}",
        run.stderr
    );
}

#[test]
fn usage_errors_exit_two() {
    let data = tempfile::tempdir().unwrap();
    let run = morris(data.path(), &["--white", "robot"], b"");
    assert_eq!(run.code, Some(2));
    let run = morris(data.path(), &["--set", "pieces=30"], b"");
    assert_eq!(run.code, Some(2));
    let run = morris(data.path(), &["--lang", "xx"], b"");
    assert_eq!(run.code, Some(2));
}

#[test]
fn the_language_is_remembered() {
    let data = tempfile::tempdir().unwrap();
    let run = morris(data.path(), &["--lang", "fi", "--black", "human"], b"d6\n");
    assert_eq!(run.stdout, "Valkoinen: d6\n");
    let run = morris(data.path(), &["--black", "human"], b"bogus\n");
    assert!(
        run.stderr.starts_with("rivi 1: Tuntematon komento"),
        "{}",
        run.stderr
    );
}

#[test]
fn rules_from_the_command_line() {
    let data = tempfile::tempdir().unwrap();
    let run = morris(
        data.path(),
        &[
            "--lang",
            "en",
            "--rules",
            "twelve",
            "--set",
            "first=black",
            "--white",
            "human",
            "--black",
            "human",
        ],
        b"rules\nposition\n",
    );
    assert!(
        run.stdout
            .starts_with("Rules: Twelve Men's Morris [twelve first=black]\n"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.ends_with(" b 12 12 0 1\n"), "{}", run.stdout);
}

#[test]
fn a_file_that_cannot_be_read_as_a_record_leaves_the_game_in_progress() {
    let data = tempfile::tempdir().unwrap();
    let bad = data.path().join("bad.pgn");
    // A multi-byte character right after a removal once panicked the reader.
    std::fs::write(&bad, "xa1€\n").unwrap();
    let input = format!("d6\nf4\nload {}\nd2\nhistory\n", bad.display());
    let run = morris(data.path(), &PEOPLE, input.as_bytes());
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(!run.stderr.contains("internal error"), "{}", run.stderr);
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(run.stderr.contains("line 3:"), "{}", run.stderr);
    assert!(run.stdout.ends_with("1. d6 f4\n2. d2\n"), "{}", run.stdout);

    let run = morris(
        data.path(),
        &["--lang", "en", "--load", &bad.to_string_lossy()],
        b"",
    );
    assert_eq!(run.code, Some(1));
    assert!(run.stderr.contains("column 4"), "{}", run.stderr);
}

#[test]
fn a_clock_that_runs_out_loses_and_the_record_keeps_the_times() {
    let data = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(PEOPLE)
        .args(["--clock", "1s"])
        .env("MORRIS_DATA_DIR", data.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "d6\nclock").unwrap();
    stdin.flush().unwrap();
    // Black takes longer than its second.
    std::thread::sleep(std::time::Duration::from_millis(1300));
    let file = data.path().join("timed.pgn");
    writeln!(stdin, "f4\nsave {}", file.display()).unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stdout.contains("Clocks (1s): White 1.0, Black "),
        "{stdout}"
    );
    assert!(
        stdout.contains("White wins. Black ran out of time."),
        "{stdout}"
    );
    assert!(stderr.contains("line 3: "), "f4 is refused: {stderr}");
    let record = std::fs::read_to_string(&file).unwrap();
    assert!(record.contains("[TimeControl \"1/1\"]"), "{record}");
    assert!(
        record.contains("[Termination \"time-forfeit\"]"),
        "{record}"
    );
    assert!(record.contains("d6 {[%clk 0:00:01]}"), "{record}");
    // The clock flag reads back: a bad control is refused.
    let run = morris(data.path(), &["--clock", "soon"], b"");
    assert_eq!(run.code, Some(2), "{}", run.stderr);
}

#[test]
fn an_engine_plays_a_side_and_a_person_takes_over_when_it_dies() {
    let data = tempfile::tempdir().unwrap();
    // Our own engine, as any protocol engine.
    let engine = format!("engine:{} engine", env!("CARGO_BIN_EXE_morris"));
    let args = [
        "--lang",
        "en",
        "--white",
        "human",
        "--black",
        engine.as_str(),
    ];
    let run = morris(data.path(), &args, b"d6\nhistory\nquit\n");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines[0], "White: d6");
    let answer = lines[1]
        .strip_prefix("Black (engine): ")
        .expect(&run.stdout);
    assert_eq!(lines[2], format!("1. d6 {answer}"), "{}", run.stdout);

    // An engine that answers one move and dies: said, and Black is a
    // person's from then on.
    let script = data.path().join("dies.sh");
    std::fs::write(
        &script,
        "n=0\nwhile read -r line; do case \"$line\" in uci) echo uciok;; isready) echo readyok;; \
         go*) n=$((n+1)); [ $n = 1 ] && echo 'bestmove a1' || exit 3;; esac; done\n",
    )
    .unwrap();
    let engine = format!("engine:bash {}", script.display());
    let args = ["--lang", "en", "--black", engine.as_str()];
    let run = morris(data.path(), &args, b"d6\nd2\ng1\nquit\n");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "White: d6\nBlack (engine): a1\nWhite: d2\nThe engine playing Black cannot play \
         (it stopped: the program exited (exit status: 3)): a person plays Black from now on, \
         and the game goes on.\nBlack: g1\n"
    );

    // Two different engines are refused at once.
    let other = format!("engine:{} engine --x", env!("CARGO_BIN_EXE_morris"));
    let args = ["--white", engine.as_str(), "--black", other.as_str()];
    // Refused before any input is read (so none is written).
    let run = morris(data.path(), &args, b"");
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(run.stderr.contains("morris match"), "{}", run.stderr);
}

#[test]
fn a_damaged_settings_file_is_moved_aside_and_said_once() {
    let data = tempfile::tempdir().unwrap();
    let settings = data.path().join("settings.json");
    std::fs::write(&settings, "{\"language\": \"fi\", \"frontends\": {\"gui\":").unwrap();
    let run = morris(
        data.path(),
        &["--lang", "de", "--white", "human", "--black", "human"],
        b"quit\n",
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stderr.contains("settings.json.damaged-"),
        "{}",
        run.stderr
    );
    let aside: Vec<_> = std::fs::read_dir(data.path())
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("settings.json.damaged-")
        })
        .collect();
    assert_eq!(aside.len(), 1);
    assert_eq!(
        std::fs::read_to_string(aside[0].path()).unwrap(),
        "{\"language\": \"fi\", \"frontends\": {\"gui\":"
    );
    // The language given is remembered in a fresh file; a second run says
    // nothing more.
    assert!(
        std::fs::read_to_string(&settings)
            .unwrap()
            .contains("\"de\"")
    );
    let run = morris(
        data.path(),
        &["--white", "human", "--black", "human"],
        b"quit\n",
    );
    assert_eq!(run.stderr, "", "said once");

    // One bad field: the rest is kept, the bad one named.
    std::fs::write(
        &settings,
        r#"{"language": "en", "ai_seconds": "slow", "frontends": {"gui": {"theme": "dark"}}}"#,
    )
    .unwrap();
    let run = morris(
        data.path(),
        &["--lang", "fi", "--white", "human", "--black", "human"],
        b"quit\n",
    );
    assert!(run.stderr.contains("ai_seconds"), "{}", run.stderr);
    let text = std::fs::read_to_string(&settings).unwrap();
    assert!(
        text.contains("\"gui\""),
        "the app's section is kept: {text}"
    );
}

#[test]
fn a_damaged_endgame_database_is_said_and_the_hint_searches() {
    let data = tempfile::tempdir().unwrap();
    let solve = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(["solve", "--up-to", "6"])
        .env("MORRIS_DATA_DIR", data.path())
        .output()
        .unwrap();
    assert!(
        solve.status.success(),
        "{}",
        String::from_utf8_lossy(&solve.stderr)
    );
    let mut files = vec![data.path().join("databases")];
    let mut damaged = 0;
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
        } else {
            let mut bytes = std::fs::read(&path).unwrap();
            let middle = bytes.len() / 2;
            bytes[middle] ^= 0x55;
            std::fs::write(&path, bytes).unwrap();
            damaged += 1;
        }
    }
    assert!(damaged > 0);
    let input = "setup W.W/.../.../..B.W./.../B.B/... w 0 0 0 40\nhint\nhint\n";
    let run = morris(data.path(), &PEOPLE, input.as_bytes());
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(
        run.stdout
            .matches("An endgame database is not used")
            .count(),
        1,
        "said once: {}",
        run.stdout
    );
    assert!(
        run.stdout.contains("build it again with solve"),
        "{}",
        run.stdout
    );
}

#[test]
fn records_that_are_devices_or_too_large_are_refused_at_once() {
    let data = tempfile::tempdir().unwrap();
    // Before, `/dev/zero` was read for ever: this test ends only if it is
    // refused by what it is.
    let run = morris(data.path(), &["--load", "/dev/zero"], b"");
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(run.stderr.contains("/dev/zero"), "{}", run.stderr);
    let big = data.path().join("big.pgn");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(17 * 1024 * 1024)
        .unwrap();
    let line = format!("load {}\nquit\n", big.display());
    let run = morris(data.path(), &PEOPLE, line.as_bytes());
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stderr.contains("big.pgn"), "{}", run.stderr);
}

#[test]
fn solve_all_solves_three_mens_morris_whole_and_says_why_not_for_marked_pieces() {
    let data = tempfile::tempdir().unwrap();
    let solve = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_morris"))
            .arg("solve")
            .args(args)
            .env("MORRIS_DATA_DIR", data.path())
            .output()
            .unwrap()
    };
    let run = solve(&[
        "--all",
        "--rules",
        "three",
        "--set",
        "diagonals=on",
        "--stats",
        "--verify",
    ]);
    let out = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(
        out.contains("the empty board, white to move: wins in 9 turns with perfect play"),
        "{out}"
    );
    assert!(out.contains("verify: every value agrees"), "{out}");
    let positions: u64 = out
        .lines()
        .find_map(|l| l.strip_prefix("positions "))
        .and_then(|l| l.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .expect("a count of positions");
    let count = |word: &str| -> u64 {
        out.lines()
            .find_map(|l| l.strip_prefix(word))
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or_else(|| panic!("{word} in {out}"))
    };
    assert_eq!(
        count("wins ") + count("losses ") + count("draws "),
        positions
    );
    // The same positions as they stand, each image under the symmetries
    // once: more than the classes, at most eight times as many.
    let stand = out
        .lines()
        .find_map(|l| l.strip_prefix("reachable from the empty board as they stand"))
        .unwrap_or_else(|| panic!("the counts as they stand in {out}"));
    let number = |word: &str| -> u64 {
        stand
            .split(", ")
            .find_map(|part| part.rsplit_once(&format!("{word} ")))
            .and_then(|(_, n)| n.parse().ok())
            .unwrap_or_else(|| panic!("{word} in {stand}"))
    };
    assert_eq!(
        number("wins") + number("losses") + number("draws"),
        number("positions")
    );
    assert!(number("positions") > positions && number("positions") <= 8 * positions);
    // Asked again, it is found solved.
    let again = solve(&["--all", "--rules", "three", "--set", "diagonals=on"]);
    assert!(String::from_utf8_lossy(&again.stdout).contains("was solved before"));
    // Not a game whose rules remember marked pieces.
    let marked = solve(&["--all", "--rules", "six", "--set", "placing-mills=mark"]);
    assert!(!marked.status.success());
    assert!(String::from_utf8_lossy(&marked.stderr).contains("remember"));
    // Five pieces are the 16-point board's (Five Men's Morris), not the
    // 9-point board's: refused there, by name of what the board takes.
    let five = solve(&["--all", "--rules", "three", "--set", "pieces=5"]);
    assert!(!five.status.success());
    let said = String::from_utf8_lossy(&five.stderr);
    assert!(said.contains("5 to 8 on the 16-point board"), "{said}");
}

#[test]
fn solve_sectors_says_what_it_needs_first_and_which_rules_it_cannot_take() {
    let data = tempfile::tempdir().unwrap();
    let solve = |args: &[&str]| {
        let run = Command::new(env!("CARGO_BIN_EXE_morris"))
            .arg("solve")
            .args(args)
            .arg("--dir")
            .arg(data.path())
            .output()
            .unwrap();
        (
            run.status.success(),
            String::from_utf8_lossy(&run.stderr).into_owned(),
        )
    };
    // Nothing solved: the pairs come first, and nothing is written.
    let (ok, said) = solve(&["--sectors"]);
    assert!(!ok);
    assert!(
        said.contains("is not solved yet (morris solve --all)"),
        "{said}"
    );
    let rules_dir = data.path().join("std-fly-on-any-one");
    assert!(
        !rules_dir.exists() || std::fs::read_dir(&rules_dir).unwrap().count() == 0,
        "nothing written"
    );
    // Rules whose placing phase remembers marked pieces have no sectors.
    let (ok, said) = solve(&["--sectors", "--set", "placing-mills=mark"]);
    assert!(!ok);
    assert!(said.contains("cannot be solved into sectors"), "{said}");
}

/// On the large board `solve --all` solves every pair, fewer pieces first;
/// Ctrl-C stops it between steps, the pairs finished stay, and the same
/// command goes on from them.
#[cfg(unix)]
#[test]
fn solve_all_on_the_large_board_stops_on_ctrl_c_and_keeps_what_it_finished() {
    use std::io::{BufRead, BufReader};
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().join("db");
    let mut child = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(["solve", "--all", "--dir"])
        .arg(&dir)
        .stderr(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let stderr = child.stderr.take().unwrap();
    let mut said = Vec::new();
    for line in BufReader::new(stderr).lines() {
        let line = line.unwrap();
        let second = line.contains("solved 3-4 and 4-3");
        said.push(line);
        if second {
            // Ctrl-C, as the terminal sends it.
            let status = Command::new("kill")
                .args(["-INT", &child.id().to_string()])
                .status()
                .unwrap();
            assert!(status.success());
        }
    }
    let status = child.wait().unwrap();
    let said = said.join("\n");
    assert!(!status.success(), "{said}");
    assert!(said.contains("solved 3-3 in"), "{said}");
    assert!(
        said.contains("cancelled; solving again goes on from here"),
        "{said}"
    );
    let rules = dir.join("std-fly-on-any-one");
    for name in ["3-3.mdb", "3-4.mdb", "4-3.mdb"] {
        assert!(rules.join(name).is_file(), "{name} is kept: {said}");
    }
    let names: Vec<String> = std::fs::read_dir(&rules)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 3, "nothing half-written is left: {names:?}");
}
