//! What the browser tests share: the directory of their scripts (with
//! playwright-core and Chromium checked), a script run to its end, a plain
//! HTTP GET, and a longer
//! wait for a client's events while a browser starts.

use std::io::{Read as _, Write as _};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use morris_client::{Client, Event};

use super::TestServer;

/// The browser tests' directory, with playwright-core installed by npm.
pub fn browser_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser");
    assert!(
        dir.join("node_modules/playwright-core").is_dir(),
        "playwright-core is not installed: run `npm ci` in {} (cargo xtask ci does)",
        dir.display()
    );
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    assert!(
        Path::new(&chromium).exists(),
        "no Chromium at {chromium}: install Debian's chromium (cargo xtask ci does, as root)"
    );
    dir
}

/// The browser script `script` run with `args` to its end: the JSON line
/// it printed last (it fails the test when the script or the page failed).
pub fn run_browser(script: &str, args: &[&str]) -> serde_json::Value {
    let out = std::process::Command::new("node")
        .arg(script)
        .args(args)
        .current_dir(browser_dir())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && !stderr.contains("page error"),
        "the browser failed:\n{stdout}\n{stderr}"
    );
    serde_json::from_str(stdout.lines().last().unwrap_or_default())
        .unwrap_or_else(|e| panic!("{e}: {stdout}"))
}

/// A plain HTTP GET: the status line, the headers (lower-cased names) and
/// the body.
pub fn get(
    server: &TestServer,
    path: &str,
    headers: &str,
) -> (String, Vec<(String, String)>, String) {
    let mut stream = TcpStream::connect(server.addr).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {}\r\n{headers}Connection: close\r\n\r\n",
        server.addr
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    let (head, body) = response.split_once("\r\n\r\n").unwrap_or((&response, ""));
    let mut lines = head.lines();
    let status = lines.next().unwrap_or_default().to_owned();
    let headers = lines
        .filter_map(|l| l.split_once(": "))
        .map(|(k, v)| (k.to_ascii_lowercase(), v.to_owned()))
        .collect();
    (status, headers, body.to_owned())
}

pub fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// Waits up to a minute (a browser starts meanwhile) for an event `pick`
/// takes.
pub fn wait_long<T>(client: &Client, what: &str, mut pick: impl FnMut(&Event) -> Option<T>) -> T {
    let deadline = Instant::now() + Duration::from_secs(60);
    while Instant::now() < deadline {
        if let Some(event) = client.recv_timeout(Duration::from_millis(100))
            && let Some(t) = pick(&event)
        {
            return t;
        }
    }
    panic!("no {what} in a minute");
}
