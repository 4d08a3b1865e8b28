//! `morris solve`: the five lines of statistics, the forward check, and
//! clear refusals.

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

/// The classes of 3-3 positions under the board's 16 symmetries, counted
/// by brute force: every arrangement mapped by every symmetry, the least
/// image kept.
fn canonical_three_three() -> u64 {
    use morris_core::{PointSet, Symmetry};
    let sets: Vec<u32> = (0u32..1 << 24).filter(|b| b.count_ones() == 3).collect();
    let mut seen = std::collections::HashSet::new();
    for &m in &sets {
        for &o in &sets {
            if m & o != 0 {
                continue;
            }
            let (m, o) = (PointSet::from_bits(m), PointSet::from_bits(o));
            let least = Symmetry::ALL
                .iter()
                .map(|s| (s.apply_set(m).bits(), s.apply_set(o).bits()))
                .min()
                .expect("16 symmetries");
            seen.insert(least);
        }
    }
    seen.len() as u64
}

#[test]
fn stats_are_exactly_five_lines_counting_canonical_states() {
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
    // One for each class of positions the symmetries map into each other.
    assert_eq!(
        numbers[0] + numbers[1] + numbers[2],
        canonical_three_three()
    );
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

    // The forward check agrees with the solver.
    let verify = morris(&["solve", "3-3", "--verify", "--dir", dir]);
    let said = String::from_utf8_lossy(&verify.stdout);
    assert!(verify.status.success(), "{said}");
    assert!(
        said.contains("verify: every value of 3-3 agrees with its children's"),
        "{said}"
    );
    // The empty board's value needs every pair: the first one missing is
    // named, with the command that solves them.
    let opening = morris(&["solve", "--opening", "--dir", dir]);
    assert!(!opening.status.success());
    let said = String::from_utf8_lossy(&opening.stderr);
    assert!(
        said.contains("must be solved first (morris solve --all)"),
        "{said}"
    );
    // A placing position that ends in 3-3 is valued with what is there.
    let text = "WB./.../.../....../.../.../B.W w 1 1 0 8";
    let late = morris(&["solve", "--opening", "--position", text, "--dir", dir]);
    let said = String::from_utf8_lossy(&late.stdout);
    assert!(
        late.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&late.stderr)
    );
    assert!(
        said.contains(&format!("the position {text}, white to move: a ")),
        "{said}"
    );
    assert!(said.contains("with perfect play"), "{said}");
    // Bad positions and moves are told, and nothing is searched.
    for (args, told) in [
        (&["--position", "WB./... w 1 1 0 8"][..], "--position"),
        (&["--moves", "d6 d6"], "--moves, move 2"),
    ] {
        let out = morris(&[&["solve", "--opening", "--dir", dir][..], args].concat());
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(said.contains(told), "{said}");
    }
    // Without a pair, --up-to or --all there is nothing to check.
    let bare = morris(&["solve", "--verify", "--dir", dir]);
    assert_eq!(bare.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&bare.stderr)
            .contains("<PAIR|--up-to <N>|--all|--opening|--sectors>")
    );
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

#[test]
fn pack_writes_the_pack_of_each_pair_asked_beside_its_file() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let refused = morris(&["solve", "4-3", "--dir", d, "--pack", "--stats"]);
    assert!(
        refused.status.success(),
        "solving first: {}",
        String::from_utf8_lossy(&refused.stderr)
    );
    let out = String::from_utf8_lossy(&refused.stdout).into_owned();
    let line = out
        .lines()
        .find(|l| l.starts_with("packed 4-3: "))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        line.contains(" positions, ") && line.contains(" bytes from "),
        "{line}"
    );
    let sub = std::fs::read_dir(dir.path())
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    assert!(sub.join("4-3.mpk").is_file());
    // --up-to packs the pairs it covers, and no other.
    std::fs::remove_file(sub.join("4-3.mdb")).unwrap();
    std::fs::remove_file(sub.join("4-3.mpk")).unwrap();
    let out = morris(&["solve", "--up-to", "6", "--dir", d, "--pack"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("packed 3-3: "));
    assert!(!sub.join("4-3.mpk").exists());
}
