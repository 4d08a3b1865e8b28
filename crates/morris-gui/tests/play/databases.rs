//! The endgame databases dialog: times estimated from this computer's
//! measured pace, and one bar for the whole build.

use super::*;

/// The label of the offer to build up to `pieces` pieces in all.
fn offer(harness: &Harness<'_, MorrisApp>, pieces: usize) -> String {
    let start = format!("Up to {pieces} pieces in all");
    harness
        .query_all_by(|node| node.label().is_some_and(|l| l.starts_with(&start)))
        .next()
        .and_then(|node| node.accesskit_node().label())
        .unwrap_or_else(|| panic!("no offer of {pieces} pieces"))
}

fn open_dialog(dir: &std::path::Path) -> Harness<'static, MorrisApp> {
    let mut harness = common::open_stored(dir, Some(settings()), [900.0, 700.0]);
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(morris_gui::Command::OpenDatabases, &ctx);
    harness.run();
    harness
}

#[test]
fn the_times_offered_follow_this_computers_measured_pace() {
    let dir = temp_dir("databases-pace");
    // Before any build: the reference machine's times, said as such.
    let harness = open_dialog(&dir);
    assert!(
        offer(&harness, 8).ends_with("about 3 s"),
        "{}",
        offer(&harness, 8)
    );
    assert!(shows(
        &harness,
        "Sizes and times for Nine Men's Morris on a two-core computer"
    ));
    drop(harness);

    // A computer a thousand times slower than the reference (as a build
    // here measured and kept): 3 s there are about 50 minutes here.
    let databases = Storage::at(&dir).databases_dir();
    std::fs::create_dir_all(&databases).unwrap();
    std::fs::write(databases.join("pace.txt"), "1000\n").unwrap();
    let harness = open_dialog(&dir);
    let eight = offer(&harness, 8);
    assert!(
        ["about 49 min", "about 50 min", "about 51 min"]
            .iter()
            .any(|t| eight.ends_with(t)),
        "{eight}"
    );
    assert!(shows(&harness, "Times from this computer's pace"));
    drop(harness);

    // What is built already takes no time: 3-3 solved, the offer of six
    // pieces is built and says the reference time.
    morris_ai::db::Databases::new(&databases, Rules::default())
        .solve(morris_ai::db::Pair::new(3, 3), &|_| {})
        .expect("3-3 solves");
    let harness = open_dialog(&dir);
    assert!(
        offer(&harness, 6).ends_with("(built)"),
        "{}",
        offer(&harness, 6)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
