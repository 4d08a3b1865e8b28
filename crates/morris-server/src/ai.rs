//! The server's AI: the [`Brain`] that the program running the server
//! gives it (the `morris` command gives morris-play's, with the app's
//! levels and time limits), and the [`AiQueue`] that lets at most a set
//! number of searches run at once, first come first served.
//!
//! A search waits in the queue for a free thinker; the room says so
//! ([`morris_protocol::AiDoing::Waiting`]), and the queue keeps the longest
//! wait it has seen for the load benchmark.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use morris_core::{Color, Game, Move};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// What the server's AI can do. Every call blocks for as long as it thinks;
/// the server calls it on a thread of its own, never on the runtime's.
pub trait Brain: Send + Sync + std::fmt::Debug + 'static {
    /// The turn the AI at `level` (1 to 10) plays in `game`, or `None` when
    /// the game is over. `clock_left_ms` is its time left in a timed game.
    fn choose(&self, game: &Game, level: u8, clock_left_ms: Option<u64>) -> Option<Move>;

    /// The turn the AI at full strength advises the side to move.
    fn hint(&self, game: &Game) -> Option<Move>;

    /// Whether the AI playing `side` takes the draw offered in `game`.
    fn accepts_draw(&self, game: &Game, side: Color) -> bool;
}

/// The searches of the server's AI: at most a set number at once, the
/// others waiting in the order they came.
pub struct AiQueue {
    brain: Arc<dyn Brain>,
    permits: Arc<Semaphore>,
    searches: usize,
    /// Tickets that wait for a thinker.
    waiting: Arc<AtomicU64>,
    longest_wait_ms: AtomicU64,
}

impl std::fmt::Debug for AiQueue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AiQueue")
            .field("searches", &self.searches)
            .field("waiting", &self.waiting())
            .finish_non_exhaustive()
    }
}

/// A place in the queue, taken when a search is asked for; given up when
/// dropped.
#[derive(Debug)]
pub struct Ticket {
    /// Whether every thinker was busy when it was taken: the search waits.
    pub waits: bool,
    /// The searches waiting before it when it was taken.
    pub ahead: u32,
    asked: Instant,
    waiting: Arc<AtomicU64>,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.waiting.fetch_sub(1, Ordering::Relaxed);
    }
}

/// A free thinker, held while a search runs.
#[derive(Debug)]
pub struct Thinker {
    /// How long the search waited for it, in milliseconds.
    pub waited_ms: u64,
    _permit: OwnedSemaphorePermit,
}

impl AiQueue {
    /// A queue over `brain` that runs at most `searches` searches at once
    /// (at least one).
    #[must_use]
    pub fn new(brain: Arc<dyn Brain>, searches: usize) -> AiQueue {
        let searches = searches.max(1);
        AiQueue {
            brain,
            permits: Arc::new(Semaphore::new(searches)),
            searches,
            waiting: Arc::new(AtomicU64::new(0)),
            longest_wait_ms: AtomicU64::new(0),
        }
    }

    /// The brain.
    #[must_use]
    pub fn brain(&self) -> Arc<dyn Brain> {
        Arc::clone(&self.brain)
    }

    /// How many searches may run at once.
    #[must_use]
    pub const fn searches(&self) -> usize {
        self.searches
    }

    /// The searches that wait for a thinker.
    #[must_use]
    pub fn waiting(&self) -> u64 {
        self.waiting.load(Ordering::Relaxed)
    }

    /// The longest any search has waited for a thinker, in milliseconds.
    #[must_use]
    pub fn longest_wait_ms(&self) -> u64 {
        self.longest_wait_ms.load(Ordering::Relaxed)
    }

    /// Takes a place in the queue.
    pub fn ticket(&self) -> Ticket {
        let ahead = self.waiting.fetch_add(1, Ordering::Relaxed);
        let running = self
            .searches
            .saturating_sub(self.permits.available_permits()) as u64;
        Ticket {
            waits: ahead + running >= self.searches as u64,
            ahead: u32::try_from(ahead).unwrap_or(u32::MAX),
            asked: Instant::now(),
            waiting: Arc::clone(&self.waiting),
        }
    }

    /// Waits for a free thinker for `ticket`.
    pub async fn thinker(&self, ticket: Ticket) -> Thinker {
        let permit = Arc::clone(&self.permits)
            .acquire_owned()
            .await
            // The semaphore is never closed.
            .unwrap_or_else(|_| unreachable!("the AI queue's semaphore is never closed"));
        let waited_ms = ticket.asked.elapsed().as_millis() as u64;
        drop(ticket);
        self.longest_wait_ms.fetch_max(waited_ms, Ordering::Relaxed);
        Thinker {
            waited_ms,
            _permit: permit,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug)]
    struct FirstMove;

    impl Brain for FirstMove {
        fn choose(&self, game: &Game, _level: u8, _clock: Option<u64>) -> Option<Move> {
            game.legal_moves().first().copied()
        }
        fn hint(&self, game: &Game) -> Option<Move> {
            game.legal_moves().first().copied()
        }
        fn accepts_draw(&self, _game: &Game, _side: Color) -> bool {
            false
        }
    }

    #[tokio::test]
    async fn searches_past_the_limit_wait_their_turn_and_say_how_many_are_ahead() {
        let queue = AiQueue::new(Arc::new(FirstMove), 2);
        let first = queue.thinker(queue.ticket()).await;
        let second = queue.ticket();
        assert!(!second.waits, "a second thinker is free");
        let second = queue.thinker(second).await;
        let third = queue.ticket();
        let fourth = queue.ticket();
        assert!(third.waits && fourth.waits);
        assert_eq!((third.ahead, fourth.ahead), (0, 1));
        assert_eq!(queue.waiting(), 2);
        let waiting =
            tokio::time::timeout(std::time::Duration::from_millis(50), queue.thinker(third)).await;
        assert!(waiting.is_err(), "no thinker is free while two search");
        drop(first);
        let fourth = queue.thinker(fourth).await;
        assert!(queue.longest_wait_ms() >= fourth.waited_ms);
        assert_eq!(queue.waiting(), 0, "the third gave up its place");
        drop((second, fourth));
        assert!(!queue.ticket().waits);
    }
}
