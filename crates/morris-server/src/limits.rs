//! The limits a server keeps against visitors who ask too much: how long a
//! request may take to arrive, how many connections and rooms one address
//! may hold, how many rooms the server holds at all, how long a room no
//! one joined is kept, and which pages may open its sockets.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use morris_protocol::SILENCE;

/// The limits of a server. [`Limits::default`] suits a public server on a
/// machine of its own; docs/ONLINE.md ("Limits") says each one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// How long a connection may take to send a request's head (its first
    /// request's, and each later one's): a connection that dribbles it is
    /// closed after this (hyper's header read timeout). 10 s.
    pub header_timeout: Duration,
    /// The connections one address may hold open at once (pages and
    /// sockets together); more are closed as they come. 64.
    pub connections_per_address: usize,
    /// The sockets one seat may have open at once (a player's tabs and
    /// devices together); one more is refused with `room_full`. 8.
    pub sockets_per_seat: u32,
    /// The rooms one address may make in an hour (at most this many at
    /// once, then one each `3600 / n` seconds): more are refused with
    /// `too_many_rooms`. 60.
    pub rooms_per_address: u32,
    /// The most rooms the server holds at once: a new one beyond is
    /// refused with `server_full`. 10,000 (about 16 kB each).
    pub max_rooms: usize,
    /// How long a room no one joined is kept once no one is in it (a room
    /// for a friend whose invite was not used, a game against the computer
    /// in which its person played no turn): then it is forgotten, its
    /// invite unknown. 10 minutes.
    pub unjoined_room: Duration,
    /// The origins, besides the server's own, whose pages may open its
    /// WebSocket (`https://example.org`, scheme, host and port as a
    /// browser sends them). A request without an `Origin` (not from a
    /// browser) is always let in. None.
    pub origins: Vec<String>,
    /// How long a socket may go without a whole message (a pong counts;
    /// a ping frame or a piece of an unfinished message does not) before
    /// it is closed; also how long it may take to say hello. The
    /// protocol's [`SILENCE`], which clients expect: change it for tests
    /// only. The server pings every fifth of it.
    pub silence: Duration,
    /// The tablebase answers (`/api/v1/position`) one address may have
    /// at once, refilled over [`Limits::tablebase_period`]: more are
    /// refused with `too_many`. 20.
    pub tablebase_requests: u32,
    /// The time in which [`Limits::tablebase_requests`] answers come back
    /// to an address. A second.
    pub tablebase_period: Duration,
    /// The puzzle API's answers (`/api/v1/puzzles/...`, attempts
    /// included) one address may have at once, refilled over
    /// [`Limits::puzzle_period`]: more are refused with `too_many`. 20.
    pub puzzle_requests: u32,
    /// The time in which [`Limits::puzzle_requests`] answers come back to
    /// an address. A second.
    pub puzzle_period: Duration,
    /// The attempts one address may have rated in an hour (at most this
    /// many at once, then one each `3600 / n` seconds): more are refused
    /// with `too_many`, and no rating changes. 600.
    pub puzzle_attempts_per_hour: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            header_timeout: Duration::from_secs(10),
            connections_per_address: 64,
            sockets_per_seat: 8,
            rooms_per_address: 60,
            max_rooms: 10_000,
            unjoined_room: Duration::from_secs(10 * 60),
            origins: Vec::new(),
            silence: SILENCE,
            tablebase_requests: 20,
            tablebase_period: Duration::from_secs(1),
            puzzle_requests: 20,
            puzzle_period: Duration::from_secs(1),
            puzzle_attempts_per_hour: 600,
        }
    }
}

impl Limits {
    /// Refuses limits no server can keep: a listed origin that is not
    /// one (`https://example.org`: a scheme and a host, no path).
    ///
    /// # Errors
    /// The first wrong value, said for the operator.
    pub fn check(&self) -> Result<(), String> {
        for origin in &self.origins {
            if !crate::origin::is_origin(origin) {
                return Err(format!(
                    "{origin:?} is not an origin: give a scheme and a host, as https://example.org or http://example.org:8080"
                ));
            }
        }
        Ok(())
    }
}

/// The address a limit counts by: an IPv4 address as it is, an IPv6
/// address by its /64 network (what one subscriber is usually given).
#[must_use]
pub fn address_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(std::net::Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

/// What each address may still ask: a bucket of `burst` refilled over a
/// `period` (the rooms it may make, [`Limits::rooms_per_address`] an
/// hour; the tablebase's answers, [`Limits::tablebase_requests`] a
/// [`Limits::tablebase_period`]; the puzzles' answers and attempts).
#[derive(Debug, Default)]
pub(crate) struct RoomQuota {
    buckets: Mutex<HashMap<IpAddr, (f64, Instant)>>,
}

/// An hour: the period of the rooms' quota.
const HOUR: Duration = Duration::from_secs(3600);

impl RoomQuota {
    /// Takes one room from `ip`'s bucket of `per_hour`; false when it is
    /// empty.
    pub(crate) fn take(&self, ip: IpAddr, per_hour: u32) -> bool {
        self.take_within(ip, per_hour, HOUR)
    }

    /// Takes one from `ip`'s bucket of `burst` refilled over `period`;
    /// false when it is empty.
    pub(crate) fn take_within(&self, ip: IpAddr, burst: u32, period: Duration) -> bool {
        let Ok(mut buckets) = self.buckets.lock() else {
            return false;
        };
        let now = Instant::now();
        let full = f64::from(burst);
        let rate = full / period.as_secs_f64().max(1e-3);
        let (tokens, last) = buckets.entry(address_key(ip)).or_insert((full, now));
        *tokens = (*tokens + now.duration_since(*last).as_secs_f64() * rate).min(full);
        *last = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Forgets the addresses whose buckets are full again.
    pub(crate) fn prune(&self, per_hour: u32) {
        self.prune_within(per_hour, HOUR);
    }

    /// Forgets the addresses whose buckets of `burst` refilled over
    /// `period` are full again.
    pub(crate) fn prune_within(&self, burst: u32, period: Duration) {
        if let Ok(mut buckets) = self.buckets.lock() {
            let full = f64::from(burst);
            let rate = full / period.as_secs_f64().max(1e-3);
            let now = Instant::now();
            buckets.retain(|_, (tokens, last)| {
                *tokens + now.duration_since(*last).as_secs_f64() * rate < full
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ipv6_subscriber_counts_as_one_address() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(address_key(a), address_key(b));
        assert_ne!(address_key(a), address_key(c));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert_eq!(address_key(mapped), "192.0.2.7".parse::<IpAddr>().unwrap());
    }

    #[test]
    fn an_address_makes_its_rooms_and_then_waits() {
        let quota = RoomQuota::default();
        let ip: IpAddr = "192.0.2.1".parse().unwrap();
        assert!((0..3).all(|_| quota.take(ip, 3)));
        assert!(!quota.take(ip, 3), "the fourth in a moment");
        assert!(
            quota.take("192.0.2.2".parse().unwrap(), 3),
            "another address"
        );
    }
}
