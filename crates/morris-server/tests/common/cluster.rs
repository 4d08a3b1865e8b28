//! A PostgreSQL cluster of one test's own, which the test may really stop
//! and start again: made with `initdb` in a temporary directory, on a free
//! loopback port, its socket in that directory, stopped and removed when
//! dropped. The shared server of `MORRIS_TEST_POSTGRES` cannot be stopped:
//! the other tests use it meanwhile.
//!
//! Found and run as xtask's `postgres` task does: the programs in
//! `pg_config --bindir`, else the newest of Debian's
//! /usr/lib/postgresql/*/bin, run as the `postgres` user when we are root
//! (PostgreSQL refuses to run as root).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use super::POSTGRES_VAR;

/// How a cluster goes down.
#[derive(Clone, Copy, Debug)]
pub enum Stop {
    /// `pg_ctl stop -m fast`: every session cut, a clean shutdown.
    Fast,
    /// `pg_ctl stop -m immediate`: every process quits at once, and the
    /// next start recovers from the log as after a crash.
    Immediate,
    /// `kill -9` of the postmaster: its children find it gone and quit.
    Kill,
}

/// A running cluster of this test's own; dropping it stops it and removes
/// its directory.
pub struct Cluster {
    /// The URL of its `postgres` database, as its superuser `morris`.
    pub url: String,
    bin: PathBuf,
    as_postgres: bool,
    /// Removed when the cluster is dropped, once it is stopped.
    dir: tempfile::TempDir,
}

impl Cluster {
    /// Makes a cluster and starts it.
    ///
    /// # Panics
    /// When `MORRIS_TEST_POSTGRES` is not set (these tests run with the
    /// other PostgreSQL tests), when PostgreSQL's programs are missing, or
    /// when the cluster cannot be made or started.
    pub fn new() -> Cluster {
        if std::env::var_os(POSTGRES_VAR).is_none() {
            panic!(
                "{POSTGRES_VAR} is not set: the tests that need PostgreSQL run together, \
                 e.g. `cargo xtask postgres cargo nextest run -p morris-server` \
                 (or `cargo xtask ci`), which set it"
            );
        }
        let bin = bin_dir().unwrap_or_else(|| {
            panic!(
                "PostgreSQL's programs (initdb, pg_ctl) were not found in `pg_config --bindir` \
                 nor in /usr/lib/postgresql/*/bin: this test makes a PostgreSQL cluster of \
                 its own, to stop it; install PostgreSQL, e.g. `sudo apt-get install postgresql`"
            )
        });
        let dir = tempfile::Builder::new()
            .prefix("morris-cluster-")
            .tempdir()
            .expect("a temporary directory");
        let as_postgres = is_root();
        if as_postgres {
            run(Command::new("chown")
                .arg("postgres:postgres")
                .arg(dir.path()));
        }
        let port = free_port();
        let cluster = Cluster {
            url: format!("postgres://morris@127.0.0.1:{port}/postgres"),
            bin,
            as_postgres,
            dir,
        };
        run(cluster
            .program("initdb")
            .args([
                "-A",
                "trust",
                "-U",
                "morris",
                "-E",
                "UTF8",
                "--locale=C",
                "-N",
            ])
            .arg("-D")
            .arg(cluster.data()));
        cluster.configure(port);
        cluster.start();
        cluster
    }

    /// Writes where the cluster listens into its configuration, so that
    /// every start is the same. Without `fsync` it keeps nothing through a
    /// crash of the machine, which a test does not need; commits stay
    /// synchronous, so that a commit survives PostgreSQL's own crash (an
    /// immediate stop, a kill) as in production.
    fn configure(&self, port: u16) {
        let mut conf = std::fs::OpenOptions::new()
            .append(true)
            .open(self.data().join("postgresql.conf"))
            .expect("the cluster's postgresql.conf");
        writeln!(
            conf,
            "listen_addresses = '127.0.0.1'\nport = {port}\n\
             unix_socket_directories = '{}'\n\
             fsync = off\nfull_page_writes = off",
            self.dir.path().display()
        )
        .expect("the cluster's postgresql.conf written");
    }

    /// Takes the cluster down as `how` says; its clients' connections
    /// break.
    pub fn stop(&self, how: Stop) {
        match how {
            Stop::Fast => self.pg_ctl_stop("fast"),
            Stop::Immediate => self.pg_ctl_stop("immediate"),
            Stop::Kill => {
                let pid = self.postmaster_pid().expect("a running postmaster");
                run(Command::new("kill").args(["-KILL", &pid.to_string()]));
            }
        }
    }

    /// Starts the cluster (again, on the same port). After a kill, the old
    /// postmaster's children may hold its shared memory for a moment (the
    /// new one then refuses to start): it is tried again for 30 s.
    pub fn start(&self) {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let out = self.pg_ctl(&["-w", "-t", "60", "start"]);
            if out.status.success() {
                return;
            }
            if Instant::now() > deadline {
                panic!(
                    "pg_ctl start failed: {}\nthe cluster's log:\n{}",
                    String::from_utf8_lossy(&out.stderr),
                    std::fs::read_to_string(self.log()).unwrap_or_default()
                );
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    fn pg_ctl_stop(&self, mode: &str) {
        let out = self.pg_ctl(&["-m", mode, "-w", "-t", "60", "stop"]);
        assert!(
            out.status.success(),
            "pg_ctl stop -m {mode} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// `pg_ctl` on this cluster with `args`, its log in the directory.
    fn pg_ctl(&self, args: &[&str]) -> Output {
        self.program("pg_ctl")
            .arg("-D")
            .arg(self.data())
            .arg("-l")
            .arg(self.log())
            .args(args)
            .stdout(Stdio::null())
            .output()
            .expect("pg_ctl runs")
    }

    /// The postmaster's process id: the first line of `postmaster.pid`.
    fn postmaster_pid(&self) -> Option<u32> {
        let text = std::fs::read_to_string(self.data().join("postmaster.pid")).ok()?;
        text.lines().next()?.trim().parse().ok()
    }

    /// A program of the cluster, as the `postgres` user when we are root,
    /// in the cluster's directory (the work tree may be closed to that
    /// user).
    fn program(&self, name: &str) -> Command {
        let path = self.bin.join(name);
        let mut c = if self.as_postgres {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(path);
            c
        } else {
            Command::new(path)
        };
        c.current_dir(self.dir.path());
        c
    }

    fn data(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    fn log(&self) -> PathBuf {
        self.dir.path().join("log")
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        // Already down after a failed test is no matter.
        let _ = self.pg_ctl(&["-m", "immediate", "-w", "stop"]);
    }
}

/// Runs `command`, panicking with its output when it fails.
fn run(command: &mut Command) {
    let out = command
        .output()
        .unwrap_or_else(|e| panic!("cannot run {command:?}: {e}"));
    assert!(
        out.status.success(),
        "{command:?} failed: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// A loopback port free now.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

/// The directory of `initdb` and `pg_ctl`: `pg_config --bindir`, else the
/// newest of Debian's /usr/lib/postgresql/*/bin.
fn bin_dir() -> Option<PathBuf> {
    if let Ok(out) = Command::new("pg_config").arg("--bindir").output()
        && out.status.success()
    {
        let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
        if has_programs(&dir) {
            return Some(dir);
        }
    }
    let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(Result::ok)
        .filter_map(|e| {
            let version = e.file_name().to_string_lossy().parse::<u32>().ok()?;
            let bin = e.path().join("bin");
            has_programs(&bin).then_some((version, bin))
        })
        .collect();
    found.sort();
    found.pop().map(|(_, bin)| bin)
}

fn has_programs(dir: &Path) -> bool {
    dir.join("initdb").exists() && dir.join("pg_ctl").exists()
}
