//! The client against engines that print too much: a flood of lines, an
//! endless line, a second `bestmove` to one `go`. Every wait must end at
//! its deadline, memory must stay bounded, and an answer must belong to
//! the `go` it answers.

#![cfg(unix)]

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use morris_core::Rules;
use morris_engine::message::GoParams;
use morris_engine::notation::Ply;
use morris_engine::referee::{self, GameEnd, MatchConfig, MatchSide};
use morris_engine::{
    Dialect, EngineClient, EngineCommand, EngineFailure, EngineProcess, EngineSetup, MAX_LINE,
};

fn words(words: &[&str]) -> EngineCommand {
    EngineCommand {
        words: words.iter().map(|w| (*w).to_owned()).collect(),
    }
}

/// A shell script engine in `dir` that shakes hands and then does `on_go`
/// (shell commands, with `$n` the number of the `go`) at each `go`.
fn script(dir: &Path, on_go: &str) -> EngineCommand {
    let path: PathBuf = dir.join("engine.sh");
    let text = format!(
        "n=0\nwhile IFS= read -r line; do\n  case \"$line\" in\n    uci) echo \"id name Script\"; echo uciok ;;\n    isready) echo readyok ;;\n    quit) exit 0 ;;\n    go*) n=$((n+1)); {on_go} ;;\n  esac\ndone\n"
    );
    std::fs::write(&path, text).expect("the script");
    words(&["sh", path.to_str().expect("a UTF-8 path")])
}

fn setup(command: EngineCommand) -> EngineSetup {
    EngineSetup {
        command,
        dialect: Dialect::Turn,
        options: Vec::new(),
        rules: Rules::default(),
    }
}

/// Runs `f` on a thread, or gives `None` after `secs` seconds.
fn within<T: Send + 'static>(secs: u64, f: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(Duration::from_secs(secs)).ok()
}

/// The resident memory of this process in KiB.
fn resident_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

#[test]
fn a_flood_of_lines_times_out_at_the_deadline() {
    let dir = tempfile::tempdir().expect("a directory");
    let command = script(dir.path(), "yes 'info string flooding the referee'");
    let mut client = EngineClient::start(&setup(command)).expect("it shakes hands");
    let started = Instant::now();
    let answer = within(20, move || {
        client.best_move(&[], &GoParams::movetime(50), Duration::from_millis(1500))
    })
    .expect("the wait ends though lines keep coming");
    assert_eq!(
        answer,
        Err(EngineFailure::Timeout(Duration::from_millis(1500)))
    );
    let took = started.elapsed();
    assert!(took >= Duration::from_millis(1500), "{took:?}");
    assert!(took < Duration::from_millis(4000), "{took:?}");
}

#[test]
fn an_endless_line_keeps_memory_bounded() {
    let dir = tempfile::tempdir().expect("a directory");
    // One line of 200 MB, then a bestmove.
    let command = script(
        dir.path(),
        "head -c 200000000 /dev/zero | tr '\\000' x; echo; echo 'bestmove d6'",
    );
    let before = resident_kib();
    let mut client = EngineClient::start(&setup(command)).expect("it shakes hands");
    let answer = within(60, move || {
        client.best_move(&[], &GoParams::movetime(50), Duration::from_secs(30))
    })
    .expect("the line is read to its end");
    assert_eq!(answer, Ok("d6".parse::<Ply>().expect("a ply")));
    let grown = resident_kib().saturating_sub(before);
    assert!(grown < 50 * 1024, "memory grew by {grown} KiB");
}

#[test]
fn a_long_line_is_cut() {
    let dir = tempfile::tempdir().expect("a directory");
    let path = dir.path().join("print.sh");
    std::fs::write(
        &path,
        "head -c 1000000 /dev/zero | tr '\\000' x; echo; echo readyok\n",
    )
    .expect("the script");
    let mut command = std::process::Command::new("sh");
    command.arg(&path);
    let process = EngineProcess::spawn(command).expect("it starts");
    let long = process.next(Duration::from_secs(20)).expect("a line");
    assert_eq!(long.line.len(), MAX_LINE);
    let next = process.next(Duration::from_secs(20)).expect("a line");
    assert_eq!(next.line, "readyok");
}

#[test]
fn a_second_bestmove_to_one_go_is_dropped() {
    let dir = tempfile::tempdir().expect("a directory");
    let command = script(
        dir.path(),
        "if [ $n = 1 ]; then echo 'bestmove a1'; echo 'bestmove a4'; else echo 'bestmove d6'; echo 'bestmove g7'; fi",
    );
    let mut client = EngineClient::start(&setup(command)).expect("it shakes hands");
    let go = GoParams::movetime(50);
    let wait = Duration::from_secs(5);
    let first = client.best_move(&[], &go, wait).expect("an answer");
    assert_eq!(first, "a1".parse::<Ply>().expect("a ply"));
    let second = client.best_move(&[first], &go, wait).expect("an answer");
    assert_eq!(
        second,
        "d6".parse::<Ply>().expect("a ply"),
        "not the stale a4"
    );
    let remarks = client.remarks();
    assert!(
        remarks
            .iter()
            .any(|r| r.contains("bestmove a4") && r.contains("no go waited")),
        "{remarks:?}"
    );
}

#[test]
fn a_flooding_engine_loses_each_game_on_time() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/engines/fake-engine.sh");
    let flood = MatchSide::Engine(words(&["bash", script.to_str().expect("UTF-8"), "flood"]));
    let config = MatchConfig {
        sides: [MatchSide::Ai("1".parse().expect("a level")), flood],
        dialects: [Dialect::Auto; 2],
        options: [Vec::new(), Vec::new()],
        rules: Rules::default(),
        movetimes: [Duration::from_millis(50); 2],
        timeout: Duration::from_millis(1500),
        overrun_margin: Duration::from_millis(50),
        games: 2,
        openings: None,
        jobs: 1,
        seed: 3,
        records: None,
        databases: None,
    };
    let started = Instant::now();
    let report = within(30, move || referee::run(&config, |_, _| {}))
        .expect("the match ends")
        .expect("the match runs");
    assert!(
        started.elapsed() < Duration::from_secs(15),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(report.games.len(), 2);
    for game in &report.games {
        let GameEnd::Forfeit { reason, .. } = &game.end else {
            panic!("{}", game.end);
        };
        assert!(reason.contains("no answer within 1500 ms"), "{reason}");
        assert_eq!(game.forfeiter(), Some(1));
    }
}

#[test]
fn yes_bestmove_is_refused_at_the_handshake_in_time() {
    let started = Instant::now();
    let result = within(30, || {
        EngineClient::start(&setup(words(&["yes", "bestmove"]))).map(|c| c.name().to_owned())
    })
    .expect("the handshake ends");
    let Err(EngineFailure::Start(why)) = result else {
        panic!("{result:?}");
    };
    assert!(why.contains("no answer within"), "{why}");
    assert!(started.elapsed() < Duration::from_secs(20));
}

#[test]
fn an_engine_may_end_a_double_mill_where_its_first_removal_wins() {
    // Da San Qi takes a piece for each mill: c5-b6 closes two against
    // Black's last three pieces. Sanmill's engine removes one and then
    // answers `bestmove none`, the game being won; the referee makes the
    // other removal, as it changes nothing.
    let rules = morris_core::Rules::preset(morris_core::Preset::DaSanQi);
    let setup_text: morris_core::Setup = ".W./.WW/WWB/.W.W.W/WB./W../B.. w 0 0 1 24"
        .parse()
        .expect("position text");
    let start = morris_core::Position::from_setup(&setup_text, rules).expect("a position");
    let game = morris_core::Game::from_position(start);
    let go = Duration::from_millis(50);
    let wait = Duration::from_secs(5);
    let dir = tempfile::tempdir().expect("a directory");
    let engine = |on_go: &str| {
        let mut setup = setup(script(dir.path(), on_go));
        setup.dialect = Dialect::Auto;
        setup.rules = rules;
        EngineClient::start(&setup).expect("it shakes hands")
    };
    let mut ends_early = engine(
        "case $n in 1) echo 'bestmove c5-b6' ;; 2) echo 'bestmove xe5' ;; *) echo 'bestmove none' ;; esac",
    );
    let turn = ends_early
        .turn(&game, go, wait)
        .expect("the turn, completed");
    assert_eq!(turn.base(), "c5-b6".parse().expect("a move"));
    assert_eq!(turn.removals().len(), 2, "{turn}");
    assert!(turn.removals().contains("e5".parse().expect("a point")));
    assert!(game.position().is_legal(turn), "{turn}");
    // Before any removal nothing is decided: `none` is still a forfeit.
    let mut gives_up =
        engine("case $n in 1) echo 'bestmove c5-b6' ;; *) echo 'bestmove none' ;; esac");
    assert!(matches!(
        gives_up.turn(&game, go, wait),
        Err(EngineFailure::ClaimedGameOver(_))
    ));
}
