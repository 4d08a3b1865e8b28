//! What the two load benchmarks share: `morris serve` in a process of its
//! own, and percentiles.

use std::io::BufRead as _;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

/// A `morris serve` on a free loopback port over a fresh store.
pub struct Server {
    /// The process.
    pub child: Child,
    /// Where it listens, `HOST:PORT`.
    pub addr: String,
    data: PathBuf,
}

// Each benchmark uses some of these.
#[allow(dead_code)]
impl Server {
    /// Starts `binary serve` with its store in a temporary directory named
    /// after `tag`, and waits for the line that says where it listens.
    pub fn start(binary: &str, tag: &str) -> Server {
        Server::start_with(binary, tag, &[])
    }

    /// As [`Server::start`], with `extra` arguments (`--store URL`).
    pub fn start_with(binary: &str, tag: &str, extra: &[&str]) -> Server {
        // Every client of the load comes from loopback: no cap per
        // address, nor on the rooms kept.
        let mut args = vec![
            "--connections-per-address",
            "1000000",
            "--rooms-per-address",
            "1000000",
            "--max-rooms",
            "100000000",
        ];
        args.extend_from_slice(extra);
        Server::spawn(binary, tag, &args)
    }

    /// A server with the limits a public server keeps (the defaults).
    pub fn start_public(binary: &str, tag: &str) -> Server {
        Server::spawn(binary, tag, &[])
    }

    fn spawn(binary: &str, tag: &str, args: &[&str]) -> Server {
        let data = std::env::temp_dir().join(format!("morris-{tag}-{}", std::process::id()));
        let mut child = Command::new(binary)
            .args(["serve", "--addr", "127.0.0.1:0", "--data"])
            .arg(&data)
            .args(args)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .spawn()
            .expect("morris serve starts");
        let mut line = String::new();
        std::io::BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut line)
            .expect("the server says where it listens");
        let addr = line
            .split("http://")
            .nth(1)
            .and_then(|r| r.split_whitespace().next())
            .expect("an address")
            .to_owned();
        Server { child, addr, data }
    }

    /// Stops the server and removes its store.
    pub fn stop(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.data);
    }
}

/// The `p` quantile of `sorted` microseconds, in milliseconds.
pub fn percentile(sorted: &[u64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i] as f64 / 1000.0
}

/// A xorshift generator: the load's random turns, the same each run.
// Not every benchmark plays random turns.
#[allow(dead_code)]
pub struct Rng(pub u64);

#[allow(dead_code)]
impl Rng {
    /// A number below `n` (0 for none).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}
