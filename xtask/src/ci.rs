//! `cargo xtask ci`: everything CI checks, tests last, with one closing line
//! that counts the tests run.

use crate::util::{cmd, have, step, step_captured};

pub fn run() -> anyhow::Result<()> {
    crate::system::ensure_renderer()?;
    crate::system::ensure_browser()?;
    step(
        "cargo fmt --check",
        cmd("cargo", &["fmt", "--all", "--", "--check"]),
    )?;
    step(
        "cargo clippy",
        cmd(
            "cargo",
            &[
                "clippy",
                "--workspace",
                "--all-targets",
                "--",
                "-D",
                "warnings",
            ],
        ),
    )?;
    let mut doc = cmd("cargo", &["doc", "--workspace", "--no-deps"]);
    doc.env("RUSTDOCFLAGS", "-D warnings");
    step("cargo doc", doc)?;

    // PostgreSQL for the tests of several servers, stopped when `_postgres`
    // drops: after the tests, whether they pass or not.
    let (postgres_url, _postgres) = crate::postgres::ensure_postgres()?;
    let with_postgres = |mut c: std::process::Command| {
        c.env(crate::postgres::VAR, &postgres_url);
        c
    };
    let (mut passed, mut failed) = (0u64, 0u64);
    let mut errors = Vec::new();
    if have("cargo", &["nextest", "--version"]) {
        let out = step_captured(
            "cargo nextest run",
            with_postgres(cmd(
                "cargo",
                &["nextest", "run", "--workspace", "--no-fail-fast"],
            )),
        );
        let (p, f) = count_nextest(&out.0);
        passed += p;
        failed += f;
        errors.extend(out.1.err());
        let docs = step_captured(
            "cargo test --doc",
            with_postgres(cmd(
                "cargo",
                &["test", "--workspace", "--doc", "--no-fail-fast"],
            )),
        );
        let (p, f) = count_libtest(&docs.0);
        passed += p;
        failed += f;
        errors.extend(docs.1.err());
    } else {
        let out = step_captured(
            "cargo test",
            with_postgres(cmd("cargo", &["test", "--workspace", "--no-fail-fast"])),
        );
        let (p, f) = count_libtest(&out.0);
        passed += p;
        failed += f;
        errors.extend(out.1.err());
    }
    // The browser pages' logic, by Node's test runner.
    let mut node = cmd(
        "node",
        &[
            "--test",
            "--test-reporter=tap",
            "crates/morris-server/tests/web/",
        ],
    );
    node.current_dir(crate::util::root());
    let pages = step_captured("node --test (the pages' modules)", node);
    let (p, f) = count_tap(&pages.0);
    passed += p;
    failed += f;
    errors.extend(pages.1.err());
    println!("summary: {passed} passed, {failed} failed");
    if let Some(err) = errors.into_iter().next() {
        return Err(err);
    }
    if failed > 0 {
        anyhow::bail!("{failed} tests failed");
    }
    Ok(())
}

/// Sums the `test result: ok. N passed; M failed` lines of libtest.
fn count_libtest(text: &str) -> (u64, u64) {
    let mut total = (0, 0);
    for line in text.lines().filter(|l| l.starts_with("test result:")) {
        total.0 += number_before(line, " passed");
        total.1 += number_before(line, " failed");
    }
    total
}

/// Reads nextest's `Summary [...] N tests run: P passed, F failed` line.
fn count_nextest(text: &str) -> (u64, u64) {
    text.lines()
        .rev()
        .find(|l| l.trim_start().starts_with("Summary"))
        .map_or((0, 0), |l| {
            (number_before(l, " passed"), number_before(l, " failed"))
        })
}

/// Reads the `# pass N` and `# fail N` lines of a TAP report (Node's).
fn count_tap(text: &str) -> (u64, u64) {
    let count = |key: &str| {
        text.lines()
            .rev()
            .find_map(|l| l.strip_prefix(key))
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or(0)
    };
    (count("# pass "), count("# fail "))
}

fn number_before(line: &str, word: &str) -> u64 {
    line.find(word)
        .and_then(|end| {
            let head = &line[..end];
            let start = head
                .rfind(|c: char| !c.is_ascii_digit())
                .map_or(0, |i| i + 1);
            head[start..].parse().ok()
        })
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_libtest_and_nextest_summaries() {
        let libtest = "test result: ok. 27 passed; 0 failed; 0 ignored\n\
                       test result: FAILED. 3 passed; 2 failed; 0 ignored\n";
        assert_eq!(count_libtest(libtest), (30, 2));
        let nextest = "  Summary [  12.3s] 120 tests run: 118 passed, 2 failed, 0 skipped\n";
        assert_eq!(count_nextest(nextest), (118, 2));
        assert_eq!(count_nextest("nothing"), (0, 0));
        let tap = "ok 1 - a\nnot ok 2 - b\n1..2\n# tests 2\n# pass 1\n# fail 1\n";
        assert_eq!(count_tap(tap), (1, 1));
        assert_eq!(count_tap("nothing"), (0, 0));
    }
}
