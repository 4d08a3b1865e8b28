//! `morris solve`: the five lines of statistics, and clear refusals.

use std::process::Command;

fn morris(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(args)
        .env(
            "MORRIS_DATA_DIR",
            std::env::temp_dir().join("morris-solve-test-unused"),
        )
        .output()
        .expect("morris runs")
}

#[test]
fn stats_are_exactly_five_lines_counting_every_arrangement() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let dir = dir.path().to_str().expect("a UTF-8 path");
    let out = morris(&["solve", "3-3", "--stats", "--dir", dir]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).expect("UTF-8");
    let lines: Vec<&str> = stdout.lines().collect();
    let keys: Vec<&str> = lines.iter().filter_map(|l| l.split(' ').next()).collect();
    assert_eq!(
        keys,
        ["wins", "losses", "draws", "longest-win", "longest-loss"]
    );
    let numbers: Vec<u64> = lines
        .iter()
        .map(|l| {
            l.split(' ')
                .nth(1)
                .and_then(|n| n.parse().ok())
                .expect("a number")
        })
        .collect();
    // C(24,3) * C(21,3) arrangements with the side to move holding three.
    assert_eq!(numbers[0] + numbers[1] + numbers[2], 2024 * 1330);
    assert_eq!(numbers[3] % 2, 1, "wins take an odd number of plies");
    assert_eq!(numbers[4] % 2, 0, "losses an even number");

    // A second run finds the pair solved and prints the same.
    let again = morris(&["solve", "3-3", "--stats", "--dir", dir]);
    assert_eq!(String::from_utf8_lossy(&again.stdout), stdout);

    // A damaged file is not trusted: stats refuse it, solving mends it.
    let file = std::path::Path::new(dir)
        .join("std-fly-on-any-one")
        .join("3-3.mdb");
    let mut bytes = std::fs::read(&file).expect("the file exists");
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&file, &bytes).expect("written");
    let stats = morris(&["solve", "3-3", "--stats", "--dir", dir]);
    assert_eq!(String::from_utf8_lossy(&stats.stdout), stdout, "re-solved");
}

#[test]
fn bad_pairs_are_usage_errors() {
    for args in [
        &["solve", "2-3"][..],
        &["solve", "3x3"],
        &["solve"],
        &["solve", "--up-to", "5"],
    ] {
        let out = morris(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty());
    }
}
