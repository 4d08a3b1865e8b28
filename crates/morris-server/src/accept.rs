//! Accepting a connection: no Nagle delay, and at most
//! [`Limits::connections_per_address`](crate::Limits::connections_per_address)
//! open at once from one address (each counted until its stream is
//! dropped, a WebSocket's included).

use std::collections::HashMap;
use std::future::Ready;
use std::io;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};

use axum_server::accept::Accept;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;

use crate::limits::address_key;

/// Counts the open connections of each address and closes those over the
/// cap as they come.
#[derive(Clone, Debug)]
pub(crate) struct CapAcceptor {
    open: Arc<Mutex<HashMap<IpAddr, usize>>>,
    max: usize,
}

impl CapAcceptor {
    /// At most `max` connections at once from one address.
    pub(crate) fn new(max: usize) -> CapAcceptor {
        CapAcceptor {
            open: Arc::default(),
            max,
        }
    }

    fn admit(&self, stream: &TcpStream) -> io::Result<Slot> {
        let ip = address_key(stream.peer_addr()?.ip());
        let mut open = self
            .open
            .lock()
            .map_err(|_| io::Error::other("the connection count is poisoned"))?;
        let count = open.entry(ip).or_insert(0);
        if *count >= self.max {
            return Err(io::Error::other(format!(
                "{ip} holds {} connections already",
                self.max
            )));
        }
        *count += 1;
        Ok(Slot {
            open: Arc::clone(&self.open),
            ip,
        })
    }
}

impl<S> Accept<TcpStream, S> for CapAcceptor {
    type Stream = Counted;
    type Service = S;
    type Future = Ready<io::Result<(Counted, S)>>;

    fn accept(&self, stream: TcpStream, service: S) -> Self::Future {
        std::future::ready(self.admit(&stream).and_then(|slot| {
            // Each message is small and wanted at once: no Nagle delay
            // (which, meeting the peer's delayed acknowledgement, held
            // turns for 40 ms).
            stream.set_nodelay(true)?;
            Ok((
                Counted {
                    stream,
                    _slot: slot,
                },
                service,
            ))
        }))
    }
}

/// One connection's place in its address's count, given back when
/// dropped.
#[derive(Debug)]
struct Slot {
    open: Arc<Mutex<HashMap<IpAddr, usize>>>,
    ip: IpAddr,
}

impl Drop for Slot {
    fn drop(&mut self) {
        if let Ok(mut open) = self.open.lock()
            && let Some(count) = open.get_mut(&self.ip)
        {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.ip);
            }
        }
    }
}

/// A connection counted against its address while it lives.
#[derive(Debug)]
pub(crate) struct Counted {
    stream: TcpStream,
    _slot: Slot,
}

impl AsyncRead for Counted {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}
