//! `morris serve --databases DIR` answers the tablebase API
//! (docs/TABLEBASE.md) from endgame databases built in the test: the
//! values are the databases' own, read here directly.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};

use morris_ai::db::{Databases, DbValue, Pair};
use morris_core::{Position, Rules, Setup};
use morris_protocol::{TablebaseAnswer, TablebaseResult, TablebaseValue};

const MORRIS: &str = env!("CARGO_BIN_EXE_morris");

/// `morris serve` on loopback, killed when dropped.
struct Server(Child, SocketAddr);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn serve(data: &std::path::Path, databases: &std::path::Path) -> Server {
    let mut child = Command::new(MORRIS)
        .args(["serve", "--addr", "127.0.0.1:0", "--data"])
        .arg(data)
        .arg("--databases")
        .arg(databases)
        .env("MORRIS_DATA_DIR", data)
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let stdout = BufReader::new(child.stdout.take().unwrap());
    let addr = stdout.lines().map_while(Result::ok).find_map(|line| {
        line.strip_prefix("Morris server on ")
            .and_then(|rest| rest.split("://").nth(1))
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|a| a.parse().ok())
    });
    // Killed and waited for when dropped, whatever came.
    let server = Server(child, addr.unwrap_or_else(|| ([127, 0, 0, 1], 0).into()));
    assert_ne!(server.1.port(), 0, "the server never said its address");
    server
}

fn answer(server: &Server, query: &str) -> TablebaseAnswer {
    let mut stream = TcpStream::connect(server.1).unwrap();
    write!(
        stream,
        "GET /api/v1/position?{query} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    let (head, body) = response.split_once("\r\n\r\n").unwrap();
    assert!(head.starts_with("HTTP/1.1 200"), "{response}");
    serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}: {body}"))
}

fn value(v: DbValue) -> TablebaseValue {
    match v {
        DbValue::Win(n) => TablebaseValue::exact(TablebaseResult::Win, Some(n)),
        DbValue::Loss(n) => TablebaseValue::exact(TablebaseResult::Loss, Some(n)),
        DbValue::Draw => TablebaseValue::exact(TablebaseResult::Draw, None),
    }
}

#[test]
fn the_server_answers_positions_from_its_databases() {
    let data = tempfile::tempdir().unwrap();
    let databases = data.path().join("dbs");
    let dbs = Databases::new(&databases, Rules::default());
    dbs.solve(Pair::new(3, 3), &|_| {}).unwrap();
    let server = serve(data.path(), &databases);

    // Positions of 3 against 3 (either side to move): each as the
    // databases say, every turn too.
    for text in [
        "W.W/.../.../..B.W./.../B.B/... w 0 0 0 40",
        "W.W/.../.../..B.W./.../B.B/... b 0 0 0 40",
        "W../.W./..W/....../..B/.B./B.. w 0 0 0 40",
    ] {
        let pos = Position::from_setup(&text.parse::<Setup>().unwrap(), Rules::default()).unwrap();
        let query = format!(
            "rules=nine&position={}",
            text.replace('/', "%2F").replace(' ', "+")
        );
        let got = answer(&server, &query);
        assert_eq!(got.position, text);
        assert_eq!(got.value, value(dbs.probe(&pos).unwrap()), "{text}");
        let turns: Vec<(String, TablebaseValue)> = dbs
            .move_values(&pos)
            .unwrap()
            .into_iter()
            .map(|(m, v)| (m.to_string(), value(v)))
            .collect();
        let said: Vec<(String, TablebaseValue)> =
            got.turns.into_iter().map(|t| (t.turn, t.value)).collect();
        assert_eq!(said, turns, "{text}");
        assert_eq!(got.sources, ["endgame databases"]);
    }
    // Four against three is not built: unknown, and why.
    let four = "W.W/.../.../..B.W./.../B.B/..W w 0 0 0 40";
    let got = answer(
        &server,
        &format!("position={}", four.replace('/', "%2F").replace(' ', "+")),
    );
    assert_eq!(got.value, TablebaseValue::UNKNOWN);
    assert!(got.why.unwrap().contains("4 against 3"));
}

/// `morris ARGS` in the data directory `data`, `script` its input: how it
/// ended and what it printed.
fn morris(args: &[&str], data: &std::path::Path, script: &str) -> std::process::Output {
    let mut child = Command::new(MORRIS)
        .args(args)
        .env("MORRIS_DATA_DIR", data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// `morris play --tablebase URL` with a script, in a data directory of its
/// own (no databases there): what it printed.
fn play_with(url: &str, data: &std::path::Path, script: &str) -> String {
    let out = morris(
        &[
            "play",
            "--white",
            "human",
            "--black",
            "human",
            "--lang",
            "en",
            // Time enough for a debug build on a loaded machine: the
            // answer must come (or the server be gone) for the test to
            // say anything.
            "--tablebase",
            url,
            "--tablebase-timeout-ms",
            "20000",
        ],
        data,
        script,
    );
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn the_hint_asks_the_server_where_its_own_databases_do_not_reach() {
    let data = tempfile::tempdir().unwrap();
    let databases = data.path().join("dbs");
    Databases::new(&databases, Rules::default())
        .solve(Pair::new(3, 3), &|_| {})
        .unwrap();
    let server = serve(data.path(), &databases);
    let url = format!("http://{}", server.1);
    let player = tempfile::tempdir().unwrap();
    // White flies f4-d7 and wins at once: the server knows, this computer
    // has no databases.
    let script = "setup W.W/.../.../..B.W./.../B.B/... w 0 0 0 40\nhint\n";
    let said = play_with(&url, player.path(), script);
    assert!(
        said.contains("Hint: f4-d7x")
            && said.contains("(exact value from the server: wins in 1 turn)"),
        "{said}"
    );

    // The server gone: said once, and the search gives the hint.
    drop(server);
    let said = play_with(&url, player.path(), &format!("{script}hint\n"));
    assert_eq!(
        said.matches("The tablebase server cannot help now").count(),
        1,
        "{said}"
    );
    assert_eq!(said.matches("Hint: ").count(), 2, "{said}");
    assert!(!said.contains("from the server:"), "{said}");
    // A bad address is refused before anything starts.
    let out = Command::new(MORRIS)
        .args(["play", "--tablebase", "localhost:7700"])
        .env("MORRIS_DATA_DIR", player.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no server address"));
}

/// A server whose "databases" know every position: the side to move wins
/// in 5 by its last legal turn (one no search picks first), loses with
/// every other.
#[derive(Debug)]
struct Oracle;

impl morris_server::ai::Brain for Oracle {
    fn choose(
        &self,
        game: &morris_core::Game,
        _level: u8,
        _clock: Option<u64>,
    ) -> Option<morris_core::Move> {
        game.legal_moves().first().copied()
    }
    fn hint(&self, game: &morris_core::Game) -> Option<morris_core::Move> {
        game.legal_moves().first().copied()
    }
    fn accepts_draw(&self, _game: &morris_core::Game, _side: morris_core::Color) -> bool {
        false
    }
    fn tablebase(&self, pos: &Position) -> Option<morris_server::ai::Tabled> {
        let moves = pos.legal_moves();
        let last = *moves.last()?;
        let win = TablebaseValue::exact(TablebaseResult::Win, Some(5));
        let loss = TablebaseValue::exact(TablebaseResult::Loss, Some(4));
        let mut turns = vec![(last, win)];
        turns.extend(moves.iter().filter(|&&m| m != last).map(|&m| (m, loss)));
        Some(morris_server::ai::Tabled {
            value: win,
            turns,
            sources: vec!["endgame databases".into()],
            why: None,
        })
    }
}

#[test]
fn the_engine_asks_the_server_set_by_its_option() {
    let data = tempfile::tempdir().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    let config = morris_server::ServeConfig {
        addr: "127.0.0.1:0".parse().unwrap(),
        data: data.path().join("server"),
        tls: None,
        ai: Some((
            std::sync::Arc::new(Oracle) as std::sync::Arc<dyn morris_server::ai::Brain>,
            1,
        )),
    };
    std::thread::spawn(move || {
        let _ = morris_server::run(&config, |addr| tx.send(addr).unwrap());
    });
    let addr = rx
        .recv_timeout(std::time::Duration::from_secs(30))
        .expect("the server starts");
    let engine = |script: &str| -> String {
        let out = morris(&["engine"], data.path(), script);
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let start = Position::new(Rules::default());
    let last = start.legal_moves().last().unwrap().to_string();
    let said = engine(&format!(
        "uci\nsetoption name Tablebase value http://{addr}\nposition startpos\ngo nodes 2000\nquit\n"
    ));
    assert!(
        said.contains("option name Tablebase type string default none"),
        "{said}"
    );
    assert!(said.contains(&format!("bestmove {last}")), "{said}");
    assert!(said.contains("the tablebase server's turn"), "{said}");
    // Without the option: the search's own turn; a bad address refused.
    let said =
        engine("setoption name Tablebase value nowhere\nposition startpos\ngo nodes 2000\nquit\n");
    assert!(said.contains("no server address"), "{said}");
    assert!(!said.contains(&format!("bestmove {last}")), "{said}");
}

#[test]
fn the_analysis_and_the_review_ask_the_server_where_their_databases_do_not_reach() {
    let data = tempfile::tempdir().unwrap();
    let databases = data.path().join("dbs");
    Databases::new(&databases, Rules::default())
        .solve(Pair::new(3, 3), &|_| {})
        .unwrap();
    let server = serve(data.path(), &databases);
    let url = format!("http://{}", server.1);
    let player = tempfile::tempdir().unwrap();
    // Three against three, flying: every turn's value is the server's.
    let setup = "setup W.W/.../.../..B.W./.../B.B/... w 0 0 0 40\n";
    let said = play_with(&url, player.path(), &format!("{setup}analyze all\n"));
    assert!(
        said.contains(&format!("Exact values from the server {url}.")),
        "{said}"
    );
    assert!(said.contains("wins in 1 turn"), "{said}");
    // A turn that throws the win away, reviewed: a blunder, exactly (no
    // "searched" grade), from the server's values.
    let pos = Position::from_setup(
        &"W.W/.../.../..B.W./.../B.B/... w 0 0 0 40"
            .parse::<Setup>()
            .unwrap(),
        Rules::default(),
    )
    .unwrap();
    let thrown = Databases::new(&databases, Rules::default())
        .move_values(&pos)
        .unwrap()
        .into_iter()
        .find(|(m, v)| !matches!(v, DbValue::Win(_)) && m.removals().is_empty())
        .map(|(m, _)| m.to_string())
        .unwrap();
    let said = play_with(&url, player.path(), &format!("{setup}{thrown}\nreview\n"));
    let graded = said
        .lines()
        .find(|l| l.starts_with(&format!("40. {thrown}")))
        .unwrap_or_else(|| panic!("{said}"));
    assert!(graded.contains("??: blunder, loses in"), "{graded}");
    assert!(graded.contains("wins in 1 turn"), "{graded}");
    assert!(!graded.contains("searched"), "{graded}");
}
