//! A server on loopback for the tests, on a runtime of its own.

#![allow(dead_code)]

pub mod browser;
pub mod cluster;

use std::net::SocketAddr;
use std::path::Path;
use std::time::{Duration, Instant};

use morris_client::{Client, Event};
use morris_protocol::{ClientMessage, Enter, GameState, Welcome};
use morris_server::{Hub, serve};

/// A running server; dropping it stops it at once, as a kill would.
pub struct TestServer {
    pub addr: SocketAddr,
    pub hub: std::sync::Arc<Hub>,
    runtime: Option<tokio::runtime::Runtime>,
}

impl TestServer {
    /// A server over the store in `dir`, on `port` (0 for any).
    pub fn start(dir: &Path, port: u16) -> TestServer {
        TestServer::start_with(dir, port, None)
    }

    /// A server with `ai` as its computer player.
    pub fn start_with(dir: &Path, port: u16, ai: Option<morris_server::ai::AiQueue>) -> TestServer {
        TestServer::start_limited(dir, port, ai, morris_server::Limits::default())
    }

    /// A server with `ai` as its computer player, under `limits`.
    pub fn start_limited(
        dir: &Path,
        port: u16,
        ai: Option<morris_server::ai::AiQueue>,
        limits: morris_server::Limits,
    ) -> TestServer {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        let dir = dir.to_owned();
        let (addr, hub) = runtime.block_on(async move {
            let listener = bind(port).await;
            let addr = listener.local_addr().unwrap();
            let store = morris_server::store::open(&dir).unwrap();
            let hub = Hub::start_with(store, ai, limits).await.unwrap();
            tokio::spawn(serve(
                listener,
                std::sync::Arc::clone(&hub),
                std::future::pending(),
            ));
            (addr, hub)
        });
        TestServer {
            addr,
            hub,
            runtime: Some(runtime),
        }
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Stops the server without a word to anyone, as kill -9 does.
    pub fn kill(mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

async fn bind(port: u16) -> tokio::net::TcpListener {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        match tokio::net::TcpListener::bind(("127.0.0.1", port)).await {
            Ok(l) => return l,
            Err(e) if Instant::now() < deadline => {
                let _ = e;
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Err(e) => panic!("cannot bind port {port}: {e}"),
        }
    }
}

/// Waits up to ten seconds for an event `pick` takes, and returns what it
/// made of it; the events before it are dropped.
pub fn wait_for<T>(client: &Client, what: &str, mut pick: impl FnMut(&Event) -> Option<T>) -> T {
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut seen = Vec::new();
    while Instant::now() < deadline {
        if let Some(event) = client.recv_timeout(Duration::from_millis(100)) {
            if let Some(t) = pick(&event) {
                return t;
            }
            seen.push(format!("{event:?}").chars().take(200).collect::<String>());
        }
    }
    panic!("no {what} in ten seconds; saw:\n{}", seen.join("\n"));
}

/// A client named `name` that says `enter` to `server`, with its welcome
/// and the first state it was sent.
pub fn enter(server: &TestServer, name: &str, enter: Enter) -> (Client, Welcome, GameState) {
    let client = Client::connect(&server.url(), name, enter).unwrap();
    let welcome = wait_for(&client, "welcome", |e| match e {
        Event::Welcome(w) => Some(w.clone()),
        _ => None,
    });
    let state = wait_for(&client, "state", |e| match e {
        Event::State(s) => Some((**s).clone()),
        _ => None,
    });
    (client, welcome, state)
}

/// Waits for a state with `moves` turns played.
pub fn wait_for_moves(client: &Client, moves: usize) -> GameState {
    wait_for(client, &format!("state with {moves} moves"), |e| match e {
        Event::State(s) if s.moves.len() == moves => Some((**s).clone()),
        _ => None,
    })
}

/// Plays `turn` as the next turn of a game standing at `ply`.
pub fn play(client: &Client, ply: usize, turn: &str) {
    client.send(ClientMessage::Move {
        ply: ply as u32,
        turn: turn.to_owned(),
    });
}

/// The variable that names the PostgreSQL server for the tests.
pub const POSTGRES_VAR: &str = "MORRIS_TEST_POSTGRES";

/// A database of its own for one test on the PostgreSQL server that
/// `MORRIS_TEST_POSTGRES` names, dropped after it.
pub struct TestDb {
    /// The new database's URL.
    pub url: String,
    admin: String,
    name: String,
}

/// `url` with the database `db` instead of its own.
pub fn with_database(url: &str, db: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, format!("?{q}")),
        None => (url, String::new()),
    };
    let after_scheme = base.find("://").map_or(0, |i| i + 3);
    let host_end = base[after_scheme..]
        .find('/')
        .map_or(base.len(), |i| after_scheme + i);
    format!("{}/{db}{query}", &base[..host_end])
}

fn admin_url() -> String {
    std::env::var(POSTGRES_VAR).unwrap_or_else(|_| {
        panic!(
            "{POSTGRES_VAR} is not set: these tests need a PostgreSQL server. \
             `cargo xtask ci` starts one; or set {POSTGRES_VAR}=postgres://USER@HOST:PORT/postgres \
             naming a server where USER may create databases"
        )
    })
}

async fn admin(url: &str, sql: &str) {
    let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
        .await
        .unwrap_or_else(|e| panic!("cannot reach {POSTGRES_VAR}={url}: {e}"));
    let driver = tokio::spawn(connection);
    client
        .batch_execute(sql)
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"));
    drop(client);
    let _ = driver.await;
}

impl TestDb {
    /// A fresh, empty database.
    pub fn new() -> TestDb {
        let admin_url = admin_url();
        let name = format!(
            "morris_test_{}",
            morris_server::secret::new_secret()
                .to_lowercase()
                .replace('-', "_")
        );
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(admin(&admin_url, &format!("CREATE DATABASE {name}")));
        TestDb {
            url: with_database(&admin_url, &name),
            admin: admin_url,
            name,
        }
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if let Ok(runtime) = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
        {
            runtime.block_on(admin(
                &self.admin,
                &format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name),
            ));
        }
    }
}

impl TestServer {
    /// A server over the PostgreSQL database at `url`, on any port.
    pub fn start_pg(url: &str) -> TestServer {
        TestServer::start_pg_limited(url, morris_server::Limits::default())
    }

    /// As [`TestServer::start_pg`], under `limits`.
    pub fn start_pg_limited(url: &str, limits: morris_server::Limits) -> TestServer {
        TestServer::start_pg_on(url, 0, limits)
    }

    /// As [`TestServer::start_pg`], on `port` (0 for any), under `limits`.
    pub fn start_pg_on(url: &str, port: u16, limits: morris_server::Limits) -> TestServer {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        let url = url.to_owned();
        let (addr, hub) = runtime.block_on(async move {
            let listener = bind(port).await;
            let addr = listener.local_addr().unwrap();
            let store = morris_server::store::postgres(&url).await.unwrap();
            let hub = Hub::start_with(store, None, limits).await.unwrap();
            tokio::spawn(serve(
                listener,
                std::sync::Arc::clone(&hub),
                std::future::pending(),
            ));
            (addr, hub)
        });
        TestServer {
            addr,
            hub,
            runtime: Some(runtime),
        }
    }
}
