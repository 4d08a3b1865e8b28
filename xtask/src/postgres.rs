//! A PostgreSQL server of its own for the tests and the online benchmark:
//! Debian's `postgresql` (installed with apt-get when running as root and
//! missing), a cluster made in a temporary directory and started on
//! loopback on a free port, stopped (and removed) when dropped, also when
//! the tests fail.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, bail};

use crate::util::step;

/// The variable that names the server to the tests.
pub const VAR: &str = "MORRIS_TEST_POSTGRES";

/// A running cluster; dropping it stops it and removes its directory.
pub struct Postgres {
    /// Where its programs are.
    bin: PathBuf,
    /// Its directory (the data, the log, the socket).
    dir: PathBuf,
    /// Whether its programs run as the `postgres` user (we are root).
    as_postgres: bool,
    /// The URL of its `postgres` database, as its superuser `morris`.
    pub url: String,
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

/// The directory of `initdb` and `pg_ctl`: `pg_config --bindir`, else the
/// newest of Debian's /usr/lib/postgresql/*/bin.
fn bin_dir() -> Option<PathBuf> {
    if let Ok(out) = Command::new("pg_config").arg("--bindir").output()
        && out.status.success()
    {
        let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
        if dir.join("initdb").exists() {
            return Some(dir);
        }
    }
    let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(Result::ok)
        .filter_map(|e| {
            let version = e.file_name().to_string_lossy().parse::<u32>().ok()?;
            let bin = e.path().join("bin");
            bin.join("initdb").exists().then_some((version, bin))
        })
        .collect();
    found.sort();
    found.pop().map(|(_, bin)| bin)
}

/// Installs Debian's `postgresql` when missing (as root), else says what
/// to install.
fn ensure_installed() -> anyhow::Result<PathBuf> {
    if let Some(bin) = bin_dir() {
        return Ok(bin);
    }
    if !crate::system::can_apt_install() {
        bail!(
            "the tests of several servers need PostgreSQL; install it, e.g. \
             `sudo apt-get install postgresql`, or name a server in {VAR}"
        );
    }
    crate::system::apt_install(&["postgresql"])?;
    bin_dir().context("postgresql is installed but no initdb was found")
}

impl Postgres {
    /// A program of the cluster, as the `postgres` user when we are root
    /// (PostgreSQL refuses to run as root), in the cluster's directory (the
    /// work tree may be closed to that user).
    fn program(&self, name: &str) -> Command {
        let path = self.bin.join(name);
        let mut c = if self.as_postgres {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(path);
            c
        } else {
            Command::new(path)
        };
        c.current_dir(&self.dir);
        c
    }

    /// Makes and starts a cluster on loopback.
    pub fn start() -> anyhow::Result<Postgres> {
        let bin = ensure_installed()?;
        let as_postgres = is_root();
        let dir = std::env::temp_dir().join(format!("morris-postgres-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).with_context(|| format!("cannot make {}", dir.display()))?;
        if as_postgres {
            let mut chown = Command::new("chown");
            chown.args(["postgres:postgres"]).arg(&dir);
            step("chown the cluster's directory to postgres", chown)?;
        }
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .context("cannot find a free port")?
            .port();
        let mut pg = Postgres {
            bin,
            dir,
            as_postgres,
            url: String::new(),
        };
        let data = pg.dir.join("data");
        let mut initdb = pg.program("initdb");
        initdb
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
            .arg(&data)
            .stdout(std::process::Stdio::null());
        step("initdb (PostgreSQL for the tests)", initdb)?;
        let options = format!(
            "-c listen_addresses=127.0.0.1 -p {port} -k {} -c max_connections=400 \
             -c fsync=off -c synchronous_commit=off -c full_page_writes=off",
            pg.dir.display()
        );
        let mut start = pg.program("pg_ctl");
        start
            .arg("-D")
            .arg(&data)
            .arg("-l")
            .arg(pg.dir.join("log"))
            .args(["-o", &options, "-w", "-t", "60", "start"])
            .stdout(std::process::Stdio::null());
        step(&format!("pg_ctl start (127.0.0.1:{port})"), start)?;
        pg.url = format!("postgres://morris@127.0.0.1:{port}/postgres");
        Ok(pg)
    }

    fn data(&self) -> PathBuf {
        self.dir.join("data")
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        let mut stop = self.program("pg_ctl");
        stop.arg("-D")
            .arg(self.data())
            .args(["-m", "fast", "-w", "stop"])
            .stdout(std::process::Stdio::null());
        if let Err(e) = step("pg_ctl stop", stop) {
            eprintln!("{e}");
        }
        remove(&self.dir);
    }
}

fn remove(dir: &Path) {
    if let Err(e) = std::fs::remove_dir_all(dir) {
        eprintln!("cannot remove {}: {e}", dir.display());
    }
}

/// The server for the tests: the one `MORRIS_TEST_POSTGRES` names if it is
/// set (then nothing is started), else a cluster of our own.
pub fn ensure_postgres() -> anyhow::Result<(String, Option<Postgres>)> {
    if let Ok(url) = std::env::var(VAR)
        && !url.is_empty()
    {
        return Ok((url, None));
    }
    let pg = Postgres::start()?;
    Ok((pg.url.clone(), Some(pg)))
}

/// `cargo xtask postgres CMD ARGS...`: runs a command with a PostgreSQL of
/// its own, as CI's tests have.
pub fn run(args: &[String]) -> anyhow::Result<()> {
    let Some((program, rest)) = args.split_first() else {
        bail!("usage: cargo xtask postgres CMD ARGS...");
    };
    let (url, _postgres) = ensure_postgres()?;
    let mut command = Command::new(program);
    command.args(rest).env(VAR, &url);
    step(&args.join(" "), command)
}
