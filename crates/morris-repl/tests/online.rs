//! `morris serve` and two scripted `morris online` clients, as separate
//! programs on loopback: the transcripts played to their ends, and a server
//! killed (SIGKILL) again and again in the middle of a game. Then two
//! servers on one PostgreSQL database (`MORRIS_TEST_POSTGRES`, which
//! `cargo xtask ci` starts): a client on each, and one of them killed.

use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use morris_core::{Color, Record};

const MORRIS: &str = env!("CARGO_BIN_EXE_morris");

/// A program whose stdout lines come through a channel.
struct Program {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Program {
    fn start(args: &[&str], data: &Path) -> Program {
        Program::start_with(args, data, false)
    }

    /// Started with its stderr lines (the errors of the lines it is
    /// given) in the same channel as its stdout's.
    fn start_hearing_errors(args: &[&str], data: &Path) -> Program {
        Program::start_with(args, data, true)
    }

    fn start_with(args: &[&str], data: &Path, errors_too: bool) -> Program {
        let mut child = Command::new(MORRIS)
            .args(args)
            .env("MORRIS_DATA_DIR", data)
            .env("RUST_LOG", "warn")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(if errors_too {
                Stdio::piped()
            } else {
                Stdio::inherit()
            })
            .spawn()
            .unwrap();
        let (tell, lines) = channel();
        let forward = |stream: Box<dyn std::io::Read + Send>,
                       tell: std::sync::mpsc::Sender<String>| {
            std::thread::spawn(move || {
                for line in BufReader::new(stream).lines() {
                    let Ok(line) = line else { break };
                    if tell.send(line).is_err() {
                        break;
                    }
                }
            });
        };
        forward(Box::new(child.stdout.take().unwrap()), tell.clone());
        if let Some(stderr) = child.stderr.take() {
            forward(Box::new(stderr), tell);
        }
        Program {
            stdin: child.stdin.take(),
            child,
            lines,
            seen: Vec::new(),
        }
    }

    /// The first line (from now on) that `pick` takes, within 30 s.
    fn wait_for<T>(&mut self, what: &str, mut pick: impl FnMut(&str) -> Option<T>) -> T {
        let deadline = Instant::now() + Duration::from_secs(30);
        while Instant::now() < deadline {
            if let Ok(line) = self.lines.recv_timeout(Duration::from_millis(50)) {
                self.seen.push(line.clone());
                if let Some(t) = pick(&line) {
                    return t;
                }
            }
        }
        panic!(
            "no {what} in 30 s; the program said:\n{}",
            self.seen.join("\n")
        );
    }

    fn say(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    fn close_input(&mut self) {
        self.stdin = None;
    }

    /// Waits up to 60 s for the program to end; its exit must be a success.
    fn finish(mut self, what: &str) {
        self.stdin = None;
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            while let Ok(line) = self.lines.try_recv() {
                self.seen.push(line);
            }
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(
                    status.success(),
                    "{what} failed: {status}\n{}",
                    self.seen.join("\n")
                );
                return;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!(
                    "{what} did not end in 60 s; it said:\n{}",
                    self.seen.join("\n")
                );
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `morris serve` on `port` (0: any), and the address it bound.
fn serve(data: &Path, port: u16) -> (Program, SocketAddr) {
    serve_with(data, port, &[])
}

fn serve_with(data: &Path, port: u16, extra: &[&str]) -> (Program, SocketAddr) {
    let addr = format!("127.0.0.1:{port}");
    let dir = data.join("server");
    let mut args = vec!["serve", "--addr", &addr, "--data", dir.to_str().unwrap()];
    args.extend_from_slice(extra);
    let mut server = Program::start(&args, data);
    let bound = server.wait_for("the server's address", |line| {
        line.strip_prefix("Morris server on ")
            .and_then(|rest| rest.split("://").nth(1))
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|a| a.parse::<SocketAddr>().ok())
    });
    (server, bound)
}

/// The record the server gives for a watch code, by plain HTTP.
fn server_record(addr: SocketAddr, watch: &str) -> String {
    let mut stream = TcpStream::connect(addr).unwrap();
    write!(
        stream,
        "GET /record/{watch}.pgn HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    response
        .split_once("\r\n\r\n")
        .map(|(_, body)| body.to_owned())
        .unwrap_or_default()
}

/// The turns of a record, each with the side that plays it.
fn turns_by_side(record: &Record) -> Vec<(Color, String)> {
    let mut game = morris_core::Game::from_position(record.start().unwrap());
    record
        .moves()
        .into_iter()
        .map(|m| {
            let side = game.position().side_to_move();
            game.play(m).unwrap();
            (side, m.to_string())
        })
        .collect()
}

/// `--rules` and `--set` for a record's rules.
fn rules_args(record: &Record) -> Vec<String> {
    let (preset, diffs) = record.rules().unwrap().closest_preset();
    let mut args = vec!["--rules".to_owned(), preset.name().to_owned()];
    for (option, value) in diffs {
        args.push("--set".to_owned());
        args.push(format!("{}={value}", option.key()));
    }
    args
}

fn same_game(what: &str, text: &str, transcript: &Record) {
    let record: Record = text
        .parse()
        .unwrap_or_else(|e| panic!("{what}: not a record ({e}):\n{text}"));
    assert_eq!(record.moves(), transcript.moves(), "{what}:\n{text}");
    assert_eq!(
        record.tag("Result"),
        transcript.tag("Result"),
        "{what}:\n{text}"
    );
    assert_eq!(
        record.tag("Termination"),
        transcript.tag("Termination"),
        "{what}:\n{text}"
    );
}

/// Hosts a room for `record`'s game; returns the host, the invite code and
/// the watch code.
fn host(addr: SocketAddr, record: &Record, data: &Path, save: &Path) -> (Program, String, String) {
    host_on(&addr.to_string(), record, data, save)
}

/// The host on `server` (one address, or several separated by commas).
fn host_on(server: &str, record: &Record, data: &Path, save: &Path) -> (Program, String, String) {
    let mut args: Vec<String> = [
        "online", "host", "--server", server, "--color", "white", "--name", "Wanda", "--lang",
        "en", "--save",
    ]
    .iter()
    .map(|s| (*s).to_owned())
    .collect();
    args.push(save.display().to_string());
    args.extend(rules_args(record));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut host = Program::start(&args, data);
    let code = host.wait_for("the invite code", |l| {
        l.strip_prefix("Invite code: ").map(str::to_owned)
    });
    // The page anyone can watch at, on the server the host is on.
    let watch = host.wait_for("the watch link", |l| {
        l.strip_prefix("Anyone can watch the game at http://")
            .and_then(|link| link.split_once("/watch/"))
            .map(|(_, code)| code.to_owned())
    });
    (host, code, watch)
}

fn join(addr: SocketAddr, code: &str, data: &Path, save: &Path) -> Program {
    let link = format!("http://{addr}/join/{code}");
    Program::start(
        &[
            "online",
            "join",
            &link,
            "--name",
            "Bruno",
            "--lang",
            "en",
            "--save",
            save.to_str().unwrap(),
        ],
        data,
    )
}

/// The guest on `server` (one address, or several separated by commas).
fn join_on(server: &str, code: &str, data: &Path, save: &Path) -> Program {
    Program::start(
        &[
            "online",
            "join",
            "--server",
            server,
            "--name",
            "Bruno",
            "--lang",
            "en",
            "--save",
            save.to_str().unwrap(),
            // A code may begin with '-': no option after it.
            "--",
            code,
        ],
        data,
    )
}

fn transcripts() -> Vec<(PathBuf, Record)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/transcripts");
    let mut all: Vec<(PathBuf, Record)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            let record: Record = text.parse().unwrap();
            (p, record)
        })
        .collect();
    all.sort_by(|a, b| a.0.cmp(&b.0));
    all
}

#[test]
fn two_scripted_clients_play_every_transcript_to_its_end_through_the_server() {
    let data = tempfile::tempdir().unwrap();
    let (server, addr) = serve(data.path(), 0);
    let mut played = 0;
    for (path, transcript) in transcripts() {
        // A resignation or an agreement is no turn of the movetext.
        let ends_by_rule = !matches!(
            transcript.tag("Termination"),
            Some("resignation" | "agreement") | None
        );
        if !ends_by_rule || transcript.tag("SetUp").is_some() {
            continue;
        }
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let host_file = data.path().join(format!("{name}-host.pgn"));
        let guest_file = data.path().join(format!("{name}-guest.pgn"));
        let (mut host, code, watch) = host(addr, &transcript, data.path(), &host_file);
        let mut guest = join(addr, &code, data.path(), &guest_file);
        for (side, turn) in turns_by_side(&transcript) {
            match side {
                Color::White => host.say(&turn),
                Color::Black => guest.say(&turn),
            }
        }
        host.close_input();
        guest.close_input();
        host.finish(&format!("{name}: the host"));
        guest.finish(&format!("{name}: the guest"));
        same_game(
            &format!("{name}: the host's record"),
            &std::fs::read_to_string(&host_file).unwrap(),
            &transcript,
        );
        same_game(
            &format!("{name}: the guest's record"),
            &std::fs::read_to_string(&guest_file).unwrap(),
            &transcript,
        );
        same_game(
            &format!("{name}: the server's record"),
            &server_record(addr, &watch),
            &transcript,
        );
        played += 1;
    }
    assert!(played >= 15, "only {played} transcripts end by a rule");
    drop(server);
}

/// A small generator of the kill moments, seeded so a failure repeats.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, below: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % below
    }
}

#[test]
fn the_server_killed_at_twenty_moments_loses_no_announced_turn_and_the_game_finishes() {
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64);
    let mut rng = Lcg(seed);
    let (path, transcript) = transcripts()
        .into_iter()
        .filter(|(_, r)| {
            r.tag("Termination") == Some("fewer-than-three") && r.tag("SetUp").is_none()
        })
        .max_by_key(|(_, r)| r.moves().len())
        .unwrap();
    let turns = turns_by_side(&transcript);
    assert!(turns.len() >= 20, "{}: too short", path.display());
    let data = tempfile::tempdir().unwrap();
    let (mut server, addr) = serve(data.path(), 0);
    let host_file = data.path().join("host.pgn");
    let guest_file = data.path().join("guest.pgn");
    let (mut host, code, watch) = host(addr, &transcript, data.path(), &host_file);
    let mut guest = join(addr, &code, data.path(), &guest_file);
    // Twenty turns after which the server dies, a random moment after the
    // turn is sent: sometimes before it was kept, sometimes after.
    let mut kill_at: Vec<usize> = (0..turns.len()).collect();
    for i in (1..kill_at.len()).rev() {
        kill_at.swap(i, rng.next(i as u64 + 1) as usize);
    }
    kill_at.truncate(20);
    let mut kills = 0;
    for (ply, (side, turn)) in turns.iter().enumerate() {
        let (mover, other) = match side {
            Color::White => (&mut host, &mut guest),
            Color::Black => (&mut guest, &mut host),
        };
        mover.say(turn);
        if kill_at.contains(&ply) {
            std::thread::sleep(Duration::from_millis(rng.next(40)));
            server.child.kill().unwrap();
            server.child.wait().unwrap();
            kills += 1;
            let (restarted, _) = serve(data.path(), addr.port());
            server = restarted;
        }
        let played = format!(" played {turn}.");
        mover.wait_for(&format!("turn {ply} ({turn}) told (seed {seed})"), |l| {
            l.ends_with(&played).then_some(())
        });
        other.wait_for(&format!("turn {ply} ({turn}) told (seed {seed})"), |l| {
            l.ends_with(&played).then_some(())
        });
        // What both were told is kept: the server's record holds it.
        if kill_at.contains(&ply) {
            let record: Record = server_record(addr, &watch).parse().unwrap();
            assert_eq!(record.moves().len(), ply + 1, "seed {seed}");
        }
    }
    assert_eq!(kills, 20);
    host.finish("the host");
    guest.finish("the guest");
    for (what, text) in [
        ("host", std::fs::read_to_string(&host_file).unwrap()),
        ("guest", std::fs::read_to_string(&guest_file).unwrap()),
        ("server", server_record(addr, &watch)),
    ] {
        same_game(
            &format!("the {what}'s record (seed {seed})"),
            &text,
            &transcript,
        );
    }
}

#[test]
fn over_tls_the_clients_play_with_the_servers_certificate_and_refuse_without_it() {
    let data = tempfile::tempdir().unwrap();
    let cert = rcgen::generate_simple_self_signed(vec!["localhost".to_owned()]).unwrap();
    let cert_file = data.path().join("cert.pem");
    let key_file = data.path().join("key.pem");
    std::fs::write(&cert_file, cert.cert.pem()).unwrap();
    std::fs::write(&key_file, cert.signing_key.serialize_pem()).unwrap();
    let (server, addr) = serve_with(
        data.path(),
        0,
        &[
            "--tls-cert",
            cert_file.to_str().unwrap(),
            "--tls-key",
            key_file.to_str().unwrap(),
        ],
    );
    let url = format!("https://localhost:{}", addr.port());
    let ca = cert_file.to_str().unwrap();
    let mut host = Program::start(
        &[
            "online", "host", "--server", &url, "--ca", ca, "--color", "white", "--lang", "en",
        ],
        data.path(),
    );
    let code = host.wait_for("the invite code", |l| {
        l.strip_prefix("Invite code: ").map(str::to_owned)
    });
    let link = host.wait_for("the link", |l| {
        l.strip_prefix("Send your friend this link: ")
            .map(str::to_owned)
    });
    assert_eq!(link, format!("{url}/join/{code}"));
    // Without the certificate, the friend is told why and nothing is joined.
    let refused = Command::new(MORRIS)
        .args(["online", "join", &link, "--lang", "en"])
        .env("MORRIS_DATA_DIR", data.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains("cannot reach"), "{said}");
    let mut guest = Program::start(
        &["online", "join", &link, "--ca", ca, "--lang", "en"],
        data.path(),
    );
    host.wait_for("the friend", |l| l.ends_with(" joined.").then_some(()));
    for (i, turn) in ["d6", "f4", "d2"].iter().enumerate() {
        if i % 2 == 0 {
            host.say(turn);
        } else {
            guest.say(turn);
        }
        let told = format!("played {turn}.");
        guest.wait_for(turn, |l| l.ends_with(&told).then_some(()));
        host.wait_for(turn, |l| l.ends_with(&told).then_some(()));
    }
    host.say("resign");
    guest.wait_for("the end", |l| {
        l.starts_with("Game over: Black wins").then_some(())
    });
    host.finish("the host");
    guest.finish("the guest");
    drop(server);
}

#[test]
fn a_client_killed_mid_game_rejoins_its_seat_when_started_again() {
    let data = tempfile::tempdir().unwrap();
    let (server, addr) = serve(data.path(), 0);
    let host_dir = data.path().join("host-data");
    let record: Record = "[Rules \"nine\"]\n\n1. d6 *".parse().unwrap();
    let (mut host, code, _) = host(addr, &record, &host_dir, &data.path().join("h.pgn"));
    let mut guest = join(addr, &code, data.path(), &data.path().join("g.pgn"));
    host.wait_for("the friend", |l| l.ends_with(" joined.").then_some(()));
    host.say("d6");
    guest.wait_for("d6", |l| l.ends_with("played d6.").then_some(()));
    // The host's program dies; the friend is told, then plays on.
    host.child.kill().unwrap();
    host.child.wait().unwrap();
    guest.wait_for("the host away", |l| {
        l.contains("is disconnected").then_some(())
    });
    guest.say("f4");
    // Started again, the host is offered the game and goes back to it.
    let offered = Command::new(MORRIS)
        .args([
            "online",
            "join",
            "AAAAAAAAAAAAAAAAAAAAAA",
            "--server",
            &addr.to_string(),
        ])
        .env("MORRIS_DATA_DIR", &host_dir)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(
        String::from_utf8_lossy(&offered.stderr).contains("morris online rejoin"),
        "{}",
        String::from_utf8_lossy(&offered.stderr)
    );
    let mut back = Program::start(&["online", "rejoin", "--lang", "en"], &host_dir);
    guest.wait_for("the host back", |l| l.ends_with(" is back.").then_some(()));
    back.say("show");
    back.say("d2");
    guest.wait_for("d2", |l| l.ends_with("played d2.").then_some(()));
    guest.say("resign");
    back.wait_for("the end", |l| {
        l.starts_with("Game over: White wins").then_some(())
    });
    back.finish("the host, back");
    guest.finish("the guest");
    // The game is over: nothing is left to rejoin.
    assert!(!host_dir.join("online-seat.json").exists());
    drop(server);
}

#[test]
fn a_puzzle_waits_until_the_online_game_is_over() {
    // The clocks of an online game do not wait for a puzzle: refused while
    // it goes on, with the reason, and shown once it is over.
    let data = tempfile::tempdir().unwrap();
    let (server, addr) = serve(data.path(), 0);
    let guest_dir = data.path().join("guest-data");
    let record: Record = "[Rules \"nine\"]\n\n1. d6 *".parse().unwrap();
    let (mut host, code, _) = host(addr, &record, data.path(), &data.path().join("h.pgn"));
    let mut guest = Program::start_hearing_errors(
        &[
            "online",
            "join",
            &format!("http://{addr}/join/{code}"),
            "--name",
            "Bruno",
            "--lang",
            "en",
        ],
        &guest_dir,
    );
    host.wait_for("the friend", |l| l.ends_with(" joined.").then_some(()));
    guest.say("puzzle");
    guest.wait_for("the refusal", |l| {
        l.starts_with("Not while an online game goes on")
            .then_some(())
    });
    // Nothing changed: the game goes on.
    host.say("d6");
    guest.wait_for("d6", |l| l.ends_with("played d6.").then_some(()));
    host.say("resign");
    let end = guest.wait_for("the end", |l| {
        l.starts_with("Game over").then(|| l.to_owned())
    });
    assert_eq!(end, "Game over: Black wins. White resigned.");
    guest.say("puzzle");
    guest.wait_for("a puzzle", |l| l.starts_with("Puzzle ").then_some(()));
    guest.say("stop");
    guest.finish("the guest");
    host.finish("the host");
    drop(server);
}

/// A database of its own on the PostgreSQL server `MORRIS_TEST_POSTGRES`
/// names, dropped after the test.
struct TestDb {
    url: String,
    admin: String,
    name: String,
}

fn postgres(url: &str, sql: &str) {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
            .await
            .unwrap_or_else(|e| panic!("cannot reach MORRIS_TEST_POSTGRES={url}: {e}"));
        let driver = tokio::spawn(connection);
        client
            .batch_execute(sql)
            .await
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
        drop(client);
        let _ = driver.await;
    });
}

impl TestDb {
    fn new(name: &str) -> TestDb {
        let admin = std::env::var("MORRIS_TEST_POSTGRES").unwrap_or_else(|_| {
            panic!(
                "MORRIS_TEST_POSTGRES is not set: this test needs a PostgreSQL server. \
                 `cargo xtask ci` starts one (or `cargo xtask postgres cargo test ...`); \
                 or set MORRIS_TEST_POSTGRES=postgres://USER@HOST:PORT/postgres naming a \
                 server where USER may create databases"
            )
        });
        let name = format!("morris_repl_{name}_{}", std::process::id());
        postgres(
            &admin,
            &format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
        );
        postgres(&admin, &format!("CREATE DATABASE {name}"));
        let (base, query) = admin.split_once('?').unwrap_or((&admin, ""));
        let host_end = base[base.find("://").unwrap() + 3..]
            .find('/')
            .map_or(base.len(), |i| base.find("://").unwrap() + 3 + i);
        let query = if query.is_empty() {
            String::new()
        } else {
            format!("?{query}")
        };
        TestDb {
            url: format!("{}/{name}{query}", &base[..host_end]),
            admin,
            name,
        }
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        postgres(
            &self.admin,
            &format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name),
        );
    }
}

/// `morris serve --store URL` on `port` (0: any).
fn serve_pg(db: &TestDb, data: &Path, port: u16) -> (Program, SocketAddr) {
    serve_with(data, port, &["--store", &db.url, "--no-ai"])
}

#[test]
fn two_servers_on_one_database_a_client_on_each_play_every_transcript_to_its_end() {
    let db = TestDb::new("transcripts");
    let data = tempfile::tempdir().unwrap();
    let (server_a, a) = serve_pg(&db, data.path(), 0);
    let (server_b, b) = serve_pg(&db, data.path(), 0);
    let mut played = 0;
    for (path, transcript) in transcripts() {
        let ends_by_rule = !matches!(
            transcript.tag("Termination"),
            Some("resignation" | "agreement") | None
        );
        if !ends_by_rule || transcript.tag("SetUp").is_some() {
            continue;
        }
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let host_file = data.path().join(format!("{name}-host.pgn"));
        let guest_file = data.path().join(format!("{name}-guest.pgn"));
        // The host on A, the guest on B: every turn crosses the database.
        let (mut host, code, watch) = host_on(&a.to_string(), &transcript, data.path(), &host_file);
        let mut guest = join_on(&b.to_string(), &code, data.path(), &guest_file);
        for (ply, (side, turn)) in turns_by_side(&transcript).into_iter().enumerate() {
            let (mover, other) = match side {
                Color::White => (&mut host, &mut guest),
                Color::Black => (&mut guest, &mut host),
            };
            mover.say(&turn);
            // Each turn reaches both sides once, in its place: the next
            // line about a turn played is this one.
            let played = format!(" played {turn}.");
            for program in [mover, other] {
                let told = program.wait_for(&format!("{name}: turn {ply} ({turn}) told"), |l| {
                    l.contains(" played ").then(|| l.to_owned())
                });
                assert!(told.ends_with(&played), "{name}: turn {ply}: {told}");
            }
        }
        host.close_input();
        guest.close_input();
        host.finish(&format!("{name}: the host"));
        guest.finish(&format!("{name}: the guest"));
        for (what, text) in [
            ("host", std::fs::read_to_string(&host_file).unwrap()),
            ("guest", std::fs::read_to_string(&guest_file).unwrap()),
            ("server A", server_record(a, &watch)),
            ("server B", server_record(b, &watch)),
        ] {
            same_game(&format!("{name}: the {what}'s record"), &text, &transcript);
        }
        played += 1;
    }
    assert!(played >= 15, "only {played} transcripts end by a rule");
    drop((server_a, server_b));
}

#[test]
fn one_of_two_servers_killed_mid_game_its_player_goes_on_on_the_other_and_the_game_finishes() {
    let (_, transcript) = transcripts()
        .into_iter()
        .filter(|(_, r)| {
            r.tag("Termination") == Some("fewer-than-three") && r.tag("SetUp").is_none()
        })
        .max_by_key(|(_, r)| r.moves().len())
        .unwrap();
    let turns = turns_by_side(&transcript);
    let db = TestDb::new("kill");
    let data = tempfile::tempdir().unwrap();
    let (mut server_a, a) = serve_pg(&db, data.path(), 0);
    let (mut server_b, b) = serve_pg(&db, data.path(), 0);
    let host_file = data.path().join("host.pgn");
    let guest_file = data.path().join("guest.pgn");
    // Each client knows both servers, its own first.
    let (mut host, code, watch) =
        host_on(&format!("{a},{b}"), &transcript, data.path(), &host_file);
    let mut guest = join_on(&format!("{b},{a}"), &code, data.path(), &guest_file);
    let third = turns.len() / 3;
    for (ply, (side, turn)) in turns.iter().enumerate() {
        let (mover, other) = match side {
            Color::White => (&mut host, &mut guest),
            Color::Black => (&mut guest, &mut host),
        };
        if ply == third {
            // A dies: the host goes on on B.
            server_a.child.kill().unwrap();
            server_a.child.wait().unwrap();
        }
        if ply == 2 * third {
            // A comes back, B dies: the guest goes on on A.
            server_a = serve_pg(&db, data.path(), a.port()).0;
            server_b.child.kill().unwrap();
            server_b.child.wait().unwrap();
        }
        mover.say(turn);
        let played = format!(" played {turn}.");
        for program in [mover, other] {
            program.wait_for(&format!("turn {ply} ({turn}) told"), |l| {
                l.ends_with(&played).then_some(())
            });
        }
    }
    host.finish("the host");
    guest.finish("the guest");
    for (what, text) in [
        ("host", std::fs::read_to_string(&host_file).unwrap()),
        ("guest", std::fs::read_to_string(&guest_file).unwrap()),
        ("server A", server_record(a, &watch)),
    ] {
        same_game(&format!("the {what}'s record"), &text, &transcript);
    }
    drop((server_a, server_b));
}

#[test]
fn a_bad_store_is_a_clear_error_of_morris_serve_not_a_panic() {
    let data = tempfile::tempdir().unwrap();
    // A port where nothing listens: bound, then let go.
    let free = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let unreachable = format!("postgres://morris:secret@127.0.0.1:{free}/morris");
    for (store, says) in [
        (
            unreachable.as_str(),
            "cannot reach postgres://morris@127.0.0.1",
        ),
        ("mysql://somewhere/db", "--store takes a postgres:// URL"),
        ("postgres://a@[x/db", "is not a PostgreSQL URL"),
    ] {
        let out = Command::new(MORRIS)
            .args(["serve", "--addr", "127.0.0.1:0", "--store", store])
            .env("MORRIS_DATA_DIR", data.path())
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{store}: {stderr}");
        assert!(stderr.contains(says), "{store}: {stderr}");
        assert!(!stderr.contains("panicked"), "{store}: {stderr}");
        // The password is never shown.
        assert!(!stderr.contains("secret"), "{store}: {stderr}");
    }
}

#[test]
fn a_second_morris_serve_on_one_data_directory_refuses_to_start() {
    let data = tempfile::tempdir().unwrap();
    let (first, addr) = serve(data.path(), 0);
    let dir = data.path().join("server");
    let mut second = Command::new(MORRIS)
        .args([
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--data",
            dir.to_str().unwrap(),
        ])
        .env("MORRIS_DATA_DIR", data.path())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    while second.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = second.kill();
            panic!("a second server started on the same data directory");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let out = second.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("another server uses the data directory"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    // The first goes on serving.
    assert!(std::net::TcpStream::connect(addr).is_ok());
    drop(first);
}

/// A wrong code is a refusal, said as such: "no game has this code", not
/// a connection lost.
#[test]
fn a_wrong_code_says_no_game_has_it_not_that_the_connection_is_gone() {
    let data = tempfile::tempdir().unwrap();
    let (_server, addr) = serve(data.path(), 0);
    let out = Command::new(MORRIS)
        .args(["online", "join", "7k3q d9xh 2mpa 4rto", "--server"])
        .arg(addr.to_string())
        .args(["--lang", "en"])
        .env("MORRIS_DATA_DIR", data.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("no game has this code"), "{said}");
    assert!(!said.contains("connection"), "{said}");

    // In German, to the last line.
    let out = Command::new(MORRIS)
        .args(["online", "join", "7k3q d9xh 2mpa 4rto", "--server"])
        .arg(addr.to_string())
        .args(["--lang", "de"])
        .env("MORRIS_DATA_DIR", data.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("no game has this code"), "{err}");
    assert!(err.contains("kein Spiel hat diesen Code"), "{err}");
}
