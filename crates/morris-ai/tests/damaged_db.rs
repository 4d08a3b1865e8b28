//! Database files that must not be trusted: a FIFO named like a pair's file
//! (it must not hang a probe, a check or a solve), values beyond the longest
//! distance under a checksum computed again over them, values that agree
//! with their header and checksum but not with the game, and files of the
//! older formats; a solve rebuilds what it cannot trust.

#![cfg(unix)]

use std::path::PathBuf;
use std::sync::mpsc;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use morris_ai::db::{Databases, DbError, Pair, SolveEvent};
use morris_core::{Position, Rules};

const PAIR: Pair = Pair::new(3, 3);

/// A 3-3 position in the moving phase (flying, in fact).
fn three_three() -> Position {
    let setup = "WW./.B./.../..B..W/.../.B./... w 0 0 0 20"
        .parse()
        .expect("a position text");
    Position::from_setup(&setup, Rules::default()).expect("a legal position")
}

/// The bytes of a sound 3-3 file, solved once for the tests.
fn sound_file() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| {
        let dir = tempfile::tempdir().expect("a directory");
        let dbs = Databases::new(dir.path(), Rules::default());
        dbs.solve(PAIR, &|_| {}).expect("3-3 solves");
        std::fs::read(dbs.dir().join("3-3.mdb")).expect("the file")
    })
}

/// Databases in a fresh directory, with `bytes` as the 3-3 file.
fn with_file(bytes: &[u8]) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a directory");
    let dbs = Databases::new(dir.path(), Rules::default());
    std::fs::create_dir_all(dbs.dir()).expect("the rules' directory");
    let file = dbs.dir().join("3-3.mdb");
    std::fs::write(&file, bytes).expect("written");
    (dir, file)
}

/// Runs `f` on a thread and gives its result, or `None` when it takes
/// longer than `secs` seconds (it hangs).
fn within<T: Send + 'static>(secs: u64, f: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(Duration::from_secs(secs)).ok()
}

/// The entries of a file with every value 0xFF (a loss in 254 plies) and
/// the checksum computed again, so that only the values betray it.
fn all_ff(sound: &[u8]) -> Vec<u8> {
    let mut bytes = sound.to_vec();
    bytes[32..].fill(0xff);
    let crc = crc32fast::hash(&bytes[32..]);
    bytes[24..28].copy_from_slice(&crc.to_le_bytes());
    bytes
}

/// Every value a loss in 254 plies, with the header's longest distance
/// and the checksum made to agree: only what the values mean betrays it.
fn all_lost_in_254(sound: &[u8]) -> Vec<u8> {
    let mut bytes = all_ff(sound);
    bytes[28..30].copy_from_slice(&254u16.to_le_bytes());
    bytes
}

/// Solves `pair` in `dbs` and says whether the solve worked on the class
/// of `pair` (rather than finding it done).
fn solves_again(dbs: &Databases, pair: Pair) -> bool {
    let started = std::sync::Mutex::new(Vec::new());
    dbs.solve(pair, &|event| {
        if let SolveEvent::Start { pair } = event {
            started.lock().expect("not poisoned").push(pair);
        }
    })
    .expect("solved");
    started.into_inner().expect("not poisoned").contains(&pair)
}

#[test]
fn a_fifo_named_like_a_database_file_hangs_nothing() {
    let dir = tempfile::tempdir().expect("a directory");
    let root = dir.path().to_path_buf();
    let rules_dir = Databases::new(&root, Rules::default()).dir().to_path_buf();
    std::fs::create_dir_all(&rules_dir).expect("the rules' directory");
    let fifo = rules_dir.join("3-3.mdb");
    let status = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(status.success());

    let dbs = Arc::new(Databases::new(&root, Rules::default()));
    let probing = Arc::clone(&dbs);
    let (probe, refusals) = within(10, move || {
        (probing.probe(&three_three()), probing.take_refusals())
    })
    .expect("a probe does not block on a FIFO");
    assert_eq!(probe, None);
    assert_eq!(
        refusals,
        [format!("{} is a FIFO, not a file", fifo.display())]
    );
    assert!(matches!(
        dbs.verify(PAIR),
        Err(DbError::NotAFile(_, "a FIFO"))
    ));
    assert!(!dbs.has_files_up_to(6));

    // A solve finds it untrustworthy and refuses to write over it.
    let solving = Databases::new(&root, Rules::default());
    let solved = within(60, move || {
        solving.solve(PAIR, &|_| {}).map_err(|e| e.to_string())
    })
    .expect("a solve does not block on a FIFO");
    assert_eq!(
        solved,
        Err(format!("{} is a FIFO, not a file", fifo.display()))
    );
    assert!(!std::fs::metadata(&fifo).expect("still there").is_file());
}

#[test]
fn values_beyond_the_longest_distance_are_refused_despite_the_checksum() {
    let (dir, file) = with_file(&all_ff(sound_file()));
    let dbs = Databases::new(dir.path(), Rules::default());
    match dbs.verify(PAIR) {
        Err(DbError::Damaged(_, why)) => assert!(why.contains("longest distance"), "{why}"),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        dbs.probe(&three_three()),
        None,
        "no value of the file is used"
    );
    assert_eq!(
        dbs.take_refusals(),
        [format!(
            "{} is damaged (values beyond the longest distance); solve it again",
            file.display()
        )]
    );
}

#[test]
fn a_solve_rebuilds_a_damaged_file() {
    let (dir, file) = with_file(&all_ff(sound_file()));
    let dbs = Databases::new(dir.path(), Rules::default());
    dbs.solve(PAIR, &|_| {}).expect("solved again");
    assert!(
        std::fs::read(&file).expect("the file") == sound_file(),
        "the file solved again is the sound one"
    );
    assert!(dbs.verify(PAIR).is_ok());
    let fresh = Databases::new(dir.path(), Rules::default());
    assert!(fresh.probe(&three_three()).is_some());
    assert!(fresh.take_refusals().is_empty());
}

#[test]
fn a_file_of_a_newer_version_is_kept_and_not_solved_over() {
    let mut newer = sound_file().to_vec();
    let version = u16::from_le_bytes([newer[8], newer[9]]);
    newer[8..10].copy_from_slice(&(version + 1).to_le_bytes());
    let (dir, file) = with_file(&newer);
    let dbs = Databases::new(dir.path(), Rules::default());
    assert!(matches!(dbs.verify(PAIR), Err(DbError::Newer(_))));
    assert_eq!(dbs.probe(&three_three()), None);
    let solve = dbs.solve(PAIR, &|_| {});
    assert!(matches!(solve, Err(DbError::Newer(_))), "{solve:?}");
    assert_eq!(
        std::fs::read(&file).expect("the file"),
        newer,
        "kept as it was"
    );
    assert!(
        dbs.take_refusals()
            .iter()
            .any(|why| why.contains("newer version")),
        "told"
    );
}

#[test]
fn files_of_the_first_format_must_be_solved_again() {
    let mut old = sound_file().to_vec();
    // Version 1 had no longest distance: bytes 28-31 were zero.
    old[8..10].copy_from_slice(&1u16.to_le_bytes());
    old[28..32].fill(0);
    refused_as_outdated_and_solved_again(&old);
}

/// A file of an older format in place of 3-3: refused as outdated (told
/// once, nothing probed from it), then solved again into the sound file.
fn refused_as_outdated_and_solved_again(old: &[u8]) {
    let (dir, file) = with_file(old);
    let dbs = Databases::new(dir.path(), Rules::default());
    assert!(matches!(dbs.verify(PAIR), Err(DbError::Outdated(_))));
    assert!(!dbs.is_solved(PAIR));
    assert_eq!(dbs.probe(&three_three()), None);
    assert_eq!(
        dbs.take_refusals(),
        [format!(
            "{} was made by an older version of the program; solve it again",
            file.display()
        )]
    );
    dbs.solve(PAIR, &|_| {}).expect("solved again");
    assert!(dbs.verify(PAIR).is_ok());
    assert!(
        std::fs::read(&file).expect("the file") == sound_file(),
        "the file solved again is the sound one"
    );
}

#[test]
fn the_header_records_the_longest_distance() {
    let bytes = sound_file();
    assert_eq!(
        u16::from_le_bytes([bytes[8], bytes[9]]),
        3,
        "format version"
    );
    let entries = u64::from_le_bytes(bytes[16..24].try_into().expect("eight bytes"));
    assert_eq!(bytes.len() as u64, 32 + entries, "one byte an entry");
    let longest = u16::from_le_bytes([bytes[28], bytes[29]]);
    let found = bytes[32..]
        .iter()
        .map(|&c| u16::from(c.saturating_sub(1)))
        .max();
    assert_eq!(Some(longest), found);
    assert!(longest > 0, "3-3 has decided positions");
    assert_eq!(bytes[30..32], [0, 0], "still reserved");
}

#[test]
fn files_of_two_bytes_a_position_must_be_solved_again() {
    // The same values as version 2 wrote them: two bytes each.
    let sound = sound_file();
    let mut old = sound[..32].to_vec();
    old[8..10].copy_from_slice(&2u16.to_le_bytes());
    for &c in &sound[32..] {
        old.extend_from_slice(&u16::from(c).to_le_bytes());
    }
    let crc = crc32fast::hash(&old[32..]);
    old[24..28].copy_from_slice(&crc.to_le_bytes());
    refused_as_outdated_and_solved_again(&old);
}

#[test]
fn the_forward_check_finds_a_value_changed_under_a_sound_checksum() {
    use morris_ai::search::StopFlag;
    // The number of values that disagree; a value the sample checked as
    // the pair is loaded refuses the file before the check starts, and
    // counts as found.
    let check = |bytes: &[u8]| {
        let (dir, _file) = with_file(bytes);
        let dbs = Databases::new(dir.path(), Rules::default());
        match dbs.verify_values(PAIR, &|_| {}, &StopFlag::new()) {
            Ok(bad) => bad,
            Err(DbError::Inconsistent(..)) => 1,
            Err(e) => panic!("the file is sound, so it is checked: {e}"),
        }
    };
    assert_eq!(check(sound_file()), 0, "the solved pair agrees with itself");
    // A win in one ply made a draw, the checksum computed again. A few
    // entries are twins no position maps to, which nothing reads: the
    // first win that is a position's must be found.
    let sound = sound_file();
    let wins = (32..sound.len()).filter(|&i| sound[i] == 2).take(5);
    let mut found = None;
    for i in wins {
        let mut bytes = sound.to_vec();
        bytes[i] = 0;
        let crc = crc32fast::hash(&bytes[32..]);
        bytes[24..28].copy_from_slice(&crc.to_le_bytes());
        let bad = check(&bytes);
        if bad > 0 {
            found = Some(bad);
            break;
        }
    }
    assert!(
        found.is_some_and(|bad| bad >= 1),
        "a changed value is found: {found:?}"
    );
}

#[test]
fn a_file_whose_header_agrees_with_impossible_values_is_refused_as_inconsistent() {
    let (dir, file) = with_file(&all_lost_in_254(sound_file()));
    let dbs = Arc::new(Databases::new(dir.path(), Rules::default()));
    // The file's own checks pass: only facts known without it refuse it.
    match dbs.verify(PAIR) {
        Err(DbError::Inconsistent(path, why)) => {
            assert_eq!(path, file);
            assert!(why.contains("254") && why.contains("26"), "{why}");
        }
        other => panic!("{other:?}"),
    }
    assert!(!dbs.is_solved(PAIR));
    // In play it is as if it were missing: no value is used, why is said
    // once, and the search goes on without it.
    assert_eq!(dbs.probe(&three_three()), None);
    assert_eq!(dbs.move_values(&three_three()), None);
    let refusals = dbs.take_refusals();
    assert_eq!(refusals.len(), 1, "{refusals:?}");
    assert!(
        refusals[0].starts_with(&format!("{} is inconsistent (", file.display()))
            && refusals[0].ends_with("); solve it again"),
        "{refusals:?}"
    );
    let mut ai = morris_ai::Ai::with_hash(morris_ai::Level::MAX, 1, 4);
    ai.set_databases(Some(Arc::clone(&dbs)));
    let choice = ai
        .choose(
            &morris_core::Game::from_position(three_three()),
            morris_ai::search::Limits::nodes(2_000),
            &morris_ai::search::StopFlag::new(),
            |_| {},
        )
        .expect("a move");
    assert_eq!(choice.exact, None, "no exact value from the file");
    assert!(dbs.take_refusals().is_empty(), "told once");

    // A solve does not count it as done: it solves the pair again.
    assert!(solves_again(&dbs, PAIR), "3-3 is solved again");
    assert!(
        std::fs::read(&file).expect("the file") == sound_file(),
        "the file solved again is the sound one"
    );
    let fresh = Databases::new(dir.path(), Rules::default());
    assert!(fresh.verify(PAIR).is_ok());
    assert!(fresh.probe(&three_three()).is_some());
    assert!(!solves_again(&fresh, PAIR), "a sound file is kept");
}

#[test]
fn values_that_contradict_their_moves_are_refused_where_no_figures_are_known() {
    // Without flying no longest distance is written down in the code: the
    // sample of positions checked against their moves finds it.
    let rules = Rules::preset(morris_core::Preset::NineNoFlying);
    let dir = tempfile::tempdir().expect("a directory");
    let dbs = Databases::new(dir.path(), rules);
    dbs.solve(PAIR, &|_| {}).expect("3-3 solves");
    let file = dbs.dir().join("3-3.mdb");
    let sound = std::fs::read(&file).expect("the file");
    std::fs::write(&file, all_lost_in_254(&sound)).expect("written");

    let dbs = Databases::new(dir.path(), rules);
    match dbs.verify(PAIR) {
        Err(DbError::Inconsistent(_, why)) => {
            assert!(why.contains("disagree with"), "{why}");
        }
        other => panic!("{other:?}"),
    }
    assert!(solves_again(&dbs, PAIR), "3-3 is solved again");
    assert_eq!(std::fs::read(&file).expect("the file"), sound);
}
