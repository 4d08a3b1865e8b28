//! `morris online` at a real terminal: the same REPL as `morris play`, its
//! board, prompt, completion and commands, against a friend whose lines
//! come from a pipe, through `morris serve` on loopback.
#![cfg(unix)]

use std::io::{BufRead as _, BufReader, Write as _};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};

use rexpect::error::Error;
use rexpect::session::{PtySession, spawn_command};

const MORRIS: &str = env!("CARGO_BIN_EXE_morris");

/// How long to wait for any one expected text.
const TIMEOUT_MS: u64 = 30_000;

/// A child killed when dropped.
struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `morris serve` on a free port of loopback, and its address.
fn serve(data: &std::path::Path) -> (Killed, SocketAddr) {
    let mut child = Command::new(MORRIS)
        .args(["serve", "--addr", "127.0.0.1:0", "--data"])
        .arg(data.join("server"))
        .env("MORRIS_DATA_DIR", data)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let addr = lines
        .find_map(|line| {
            line.ok()?
                .strip_prefix("Morris server on ")?
                .split("://")
                .nth(1)?
                .split_whitespace()
                .next()?
                .parse()
                .ok()
        })
        .expect("the server's address");
    // The rest of its output is not read: drain it.
    std::thread::spawn(move || lines.for_each(drop));
    (Killed(child), addr)
}

fn keys(p: &mut PtySession, text: &str) -> Result<(), Error> {
    p.send(text)?;
    p.flush()
}

#[test]
fn the_online_game_at_a_terminal_is_the_repl_with_its_board_prompt_and_completion()
-> Result<(), Error> {
    let data = tempfile::tempdir().unwrap();
    let (_server, addr) = serve(data.path());
    let mut host = Command::new(MORRIS);
    host.args(["online", "host", "--server", &addr.to_string()])
        .args(["--color", "white", "--name", "Wanda", "--lang", "en"])
        .env("MORRIS_DATA_DIR", data.path().join("host"))
        .env("TERM", "xterm")
        .env("NO_COLOR", "1");
    let mut p = spawn_command(host, Some(TIMEOUT_MS))?;
    let (_, code) = p.exp_regex("Invite code: [A-Za-z0-9_-]+")?;
    let code = code.trim_start_matches("Invite code: ").to_owned();
    // The friend plays from a pipe: a turn waits until it is theirs.
    let mut guest = Command::new(MORRIS)
        .args(["online", "join", "--server", &addr.to_string()])
        .args(["--name", "Bruno", "--lang", "en", "--", &code])
        .env("MORRIS_DATA_DIR", data.path().join("guest"))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let mut to_guest = guest.stdin.take().unwrap();
    let _guest = Killed(guest);
    p.exp_string("Bruno joined.")?;
    // The board is drawn, and the prompt says whose turn it is.
    p.exp_string("   a   b   c   d   e   f   g")?;
    p.exp_string("White> ")?;
    // Tab completes commands and legal moves, as in `morris play`.
    keys(&mut p, "d\t")?;
    p.exp_string("d7")?;
    p.exp_string("draw")?;
    keys(&mut p, "6\r")?;
    p.exp_string("White played d6.")?;
    p.exp_string("Black> ")?;
    writeln!(to_guest, "f4").unwrap();
    to_guest.flush().unwrap();
    p.exp_string("Black played f4.")?;
    p.exp_string("Your turn.")?;
    // A command of the game at this computer is refused, with why.
    keys(&mut p, "new\r")?;
    p.exp_string("new cannot be used in an online game")?;
    // Help lists what can be done online, and nothing else.
    keys(&mut p, "help\r")?;
    let before = p.exp_string("morris online rejoin goes back to it.")?;
    assert!(before.contains("rematch"), "{before}");
    assert!(before.contains("accept"), "{before}");
    assert!(!before.contains("new [PRESET]"), "{before}");
    keys(&mut p, "resign\r")?;
    p.exp_string("Game over: Black wins")?;
    keys(&mut p, "quit\r")?;
    p.exp_eof()?;
    Ok(())
}
