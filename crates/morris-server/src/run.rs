//! Running the server: on a listener (plain or TLS) until a shutdown
//! signal, or on a runtime of its own as `morris serve` does.

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use crate::accept::CapAcceptor;
use crate::ai::AiQueue;
use crate::http::router;
use crate::hub::Hub;
use crate::limits::Limits;

/// Serves `hub` on `listener` until `shutdown` completes, then closes every
/// socket (within two seconds), under the hub's [`Limits`].
///
/// # Errors
/// When the listener fails.
pub async fn serve(
    listener: tokio::net::TcpListener,
    hub: Arc<Hub>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    serve_on(listener, hub, None, shutdown).await
}

/// [`serve`] over TLS.
///
/// # Errors
/// When the listener fails.
pub async fn serve_tls(
    listener: tokio::net::TcpListener,
    hub: Arc<Hub>,
    tls: axum_server::tls_rustls::RustlsConfig,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    serve_on(listener, hub, Some(tls), shutdown)
        .await
        .map_err(|e| format!("the server stopped: {e}"))
}

/// Serves plain or over TLS: each connection counted against its address,
/// each request's head given [`Limits::header_timeout`] to arrive.
async fn serve_on(
    listener: tokio::net::TcpListener,
    hub: Arc<Hub>,
    tls: Option<axum_server::tls_rustls::RustlsConfig>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let limits = hub.limits().clone();
    let sweepers = crate::sweep::sweepers(&hub);
    let handle = axum_server::Handle::new();
    let stopper = handle.clone();
    tokio::spawn(async move {
        shutdown.await;
        stopper.graceful_shutdown(Some(Duration::from_secs(2)));
    });
    let mut server = axum_server::from_tcp(listener.into_std()?)?
        .handle(handle)
        // Also bounds the guess of the protocol, which hyper does untimed.
        .first_request_timeout(limits.header_timeout)
        .accept_error_handler(|from, e| {
            tracing::debug!("refused a connection from {from:?}: {e}");
        });
    server
        .http_builder()
        .http1()
        .header_read_timeout(limits.header_timeout);
    let cap = CapAcceptor::new(limits.connections_per_address);
    let app = router(hub).into_make_service_with_connect_info::<SocketAddr>();
    let result = match tls {
        None => server.acceptor(cap).serve(app).await,
        Some(tls) => {
            let acceptor = axum_server::tls_rustls::RustlsAcceptor::new(tls).acceptor(cap);
            server.acceptor(acceptor).serve(app).await
        }
    };
    for sweeper in sweepers {
        sweeper.abort();
    }
    result
}

/// How `morris serve` runs.
#[derive(Clone, Debug)]
pub struct ServeConfig {
    /// The address to listen on.
    pub addr: SocketAddr,
    /// The store's directory.
    pub data: std::path::PathBuf,
    /// The certificate chain and the private key (PEM files) to serve
    /// over TLS with; `None` serves plain HTTP and WebSocket.
    pub tls: Option<(std::path::PathBuf, std::path::PathBuf)>,
    /// The AI for games against the computer and hints, with the most
    /// searches it runs at once; `None` for a server without one.
    pub ai: Option<(Arc<dyn crate::ai::Brain>, usize)>,
}

/// Runs the server on a runtime of its own until Ctrl-C (or SIGTERM), then
/// stops cleanly: no new sockets, every room kept. `ready` is told the
/// address bound (port 0 picks a free one).
///
/// # Errors
/// When the address cannot be bound or the store cannot be opened.
pub fn run(config: &ServeConfig, ready: impl FnOnce(SocketAddr)) -> Result<(), String> {
    run_on(config, None, ready)
}

/// As [`run`], with the rooms kept where `store` says: `None` for SQLite
/// in the data directory, or a `postgres://` URL for a database that
/// several servers share (see [`crate::store::from_arg`]).
///
/// # Errors
/// When the address cannot be bound or the store cannot be opened.
pub fn run_on(
    config: &ServeConfig,
    store: Option<&str>,
    ready: impl FnOnce(SocketAddr),
) -> Result<(), String> {
    run_with(config, &Limits::default(), store, ready)
}

/// As [`run_on`], under `limits` (as `morris serve`'s options set them).
///
/// # Errors
/// When the address cannot be bound or the store cannot be opened.
pub fn run_with(
    config: &ServeConfig,
    limits: &Limits,
    store: Option<&str>,
    ready: impl FnOnce(SocketAddr),
) -> Result<(), String> {
    limits.check()?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the server's runtime: {e}"))?;
    runtime.block_on(async {
        let store = crate::store::from_arg(store, &config.data)
            .await
            .map_err(|e| e.to_string())?;
        let ai = config
            .ai
            .as_ref()
            .map(|(brain, searches)| AiQueue::new(Arc::clone(brain), *searches));
        let hub = Hub::start_with(store, ai, limits.clone())
            .await
            .map_err(|e| e.to_string())?;
        let tls = match &config.tls {
            Some((cert, key)) => Some(tls_config(cert, key).await?),
            None => None,
        };
        let listener = tokio::net::TcpListener::bind(config.addr)
            .await
            .map_err(|e| format!("cannot listen on {}: {e}", config.addr))?;
        let addr = listener
            .local_addr()
            .map_err(|e| format!("cannot listen on {}: {e}", config.addr))?;
        ready(addr);
        tracing::info!(
            "listening on {addr}{}",
            if tls.is_some() { " (TLS)" } else { "" }
        );
        match tls {
            None => serve(listener, hub, stop_signal())
                .await
                .map_err(|e| format!("the server stopped: {e}"))?,
            Some(tls) => serve_tls(listener, hub, tls, stop_signal()).await?,
        }
        tracing::info!("stopped");
        Ok(())
    })
}

/// The TLS configuration from a certificate chain and a private key, both
/// PEM files.
async fn tls_config(
    cert: &Path,
    key: &Path,
) -> Result<axum_server::tls_rustls::RustlsConfig, String> {
    // One crypto provider for the process: ring, the one built in.
    let _ = rustls::crypto::ring::default_provider().install_default();
    axum_server::tls_rustls::RustlsConfig::from_pem_file(cert, key)
        .await
        .map_err(|e| {
            format!(
                "cannot use the certificate {} with the key {}: {e}",
                cert.display(),
                key.display()
            )
        })
}

/// Ctrl-C, or SIGTERM on Unix.
async fn stop_signal() {
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(term) => term,
                Err(_) => {
                    let _ = tokio::signal::ctrl_c().await;
                    return;
                }
            };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
