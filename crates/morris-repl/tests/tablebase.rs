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
