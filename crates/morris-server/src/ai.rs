//! The server's AI: the [`Brain`] that the program running the server
//! gives it (the `morris` command gives morris-play's, with the app's
//! levels and time limits), and the [`AiQueue`] that lets at most a set
//! number of searches run at once, each asker served in turn.
//!
//! A search waits in the queue for a free thinker; the room says so
//! ([`morris_protocol::AiDoing::Waiting`]), and the queue keeps the longest
//! wait it has seen for the load benchmark.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use morris_core::{ByColor, Color, Game, Move, Position};
use morris_protocol::{SideReview, TurnGrade};
use tokio::sync::oneshot;

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

    /// Every turn of `game` graded from the side that made it, with each
    /// side's summary (docs/REVIEW.md), with the databases this AI has;
    /// `None` when it cannot review (by default).
    fn review(&self, game: &Game) -> Option<Reviewed> {
        let _ = game;
        None
    }

    /// `turn`, tried as the `ply`-th turn in `before`'s position, graded as
    /// the review grades a turn; `None` when it cannot grade (by default)
    /// or the turn is not legal there.
    fn grade(&self, before: &Game, ply: u32, turn: Move) -> Option<TurnGrade> {
        let _ = (before, ply, turn);
        None
    }

    /// The value of `pos` with perfect play and every legal turn's, from
    /// the databases this AI has (docs/TABLEBASE.md); `None` when it has
    /// none for these rules (by default).
    fn tablebase(&self, pos: &Position) -> Option<Tabled> {
        let _ = pos;
        None
    }
}

/// A position valued by a [`Brain`]'s databases: for the side to move,
/// with each legal turn's value for it, the best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tabled {
    /// The position's value.
    pub value: morris_protocol::TablebaseValue,
    /// Every legal turn and its value, the best first.
    pub turns: Vec<(Move, morris_protocol::TablebaseValue)>,
    /// What answered (`endgame databases`, `whole-game databases`,
    /// `opening search`).
    pub sources: Vec<String>,
    /// Why the value is unknown, when it is.
    pub why: Option<String>,
}

/// A game reviewed by a [`Brain`]: its turns, in order, and each side's
/// summary.
#[derive(Clone, Debug, PartialEq)]
pub struct Reviewed {
    /// Every turn graded.
    pub turns: Vec<TurnGrade>,
    /// Each side's summary.
    pub summary: ByColor<SideReview>,
}

/// Who asked for a search: the address of the person the room's computer
/// plays, or of the player who asked for a hint; `None` when unknown (a
/// room taken up after a restart, before its person came back).
pub type Asker = Option<IpAddr>;

/// The searches of the server's AI: at most a set number at once, the
/// others waiting. A free thinker goes to the askers in turn, each one's
/// searches in the order they came, so that one visitor with many rooms
/// waits behind their own searches, not everyone else.
pub struct AiQueue {
    brain: Arc<dyn Brain>,
    searches: usize,
    fair: Arc<Mutex<Fair>>,
    longest_wait_ms: AtomicU64,
}

/// The thinkers free and the searches waiting, by asker.
#[derive(Debug, Default)]
struct Fair {
    free: usize,
    /// Each asker's waiting searches, oldest first.
    lines: HashMap<Asker, VecDeque<(u64, oneshot::Sender<()>)>>,
    /// The askers with a search waiting, in the order they are served.
    turns: VecDeque<Asker>,
    next: u64,
}

impl Fair {
    fn waiting(&self) -> usize {
        self.lines.values().map(VecDeque::len).sum()
    }

    /// A thinker given back: to the next asker in turn that still waits,
    /// else free.
    fn give_back(&mut self) {
        while let Some(asker) = self.turns.pop_front() {
            let Some(line) = self.lines.get_mut(&asker) else {
                continue;
            };
            let Some((_, wake)) = line.pop_front() else {
                self.lines.remove(&asker);
                continue;
            };
            if line.is_empty() {
                self.lines.remove(&asker);
            } else {
                self.turns.push_back(asker);
            }
            if wake.send(()).is_ok() {
                return;
            }
        }
        self.free += 1;
    }

    /// Takes the search `id` of `asker` out of its line, if it waits.
    fn leave(&mut self, asker: Asker, id: u64) -> bool {
        let Some(line) = self.lines.get_mut(&asker) else {
            return false;
        };
        let Some(at) = line.iter().position(|(i, _)| *i == id) else {
            return false;
        };
        line.remove(at);
        if line.is_empty() {
            self.lines.remove(&asker);
            self.turns.retain(|a| *a != asker);
        }
        true
    }
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
    /// About how many searches will be served before it, when it was
    /// taken (each asker in turn).
    pub ahead: u32,
    asked: Instant,
    asker: Asker,
    id: u64,
    /// Woken when a thinker is handed to it; `None` when it had one at once.
    wake: Option<oneshot::Receiver<()>>,
    /// Whether its thinker was taken ([`AiQueue::thinker`]).
    served: bool,
    fair: Arc<Mutex<Fair>>,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        if self.served {
            return;
        }
        let Ok(mut fair) = self.fair.lock() else {
            return;
        };
        if fair.leave(self.asker, self.id) {
            return;
        }
        // Its thinker was handed over (or was free at once) but never
        // taken: it goes to the next.
        let handed = match &mut self.wake {
            None => true,
            Some(wake) => wake.try_recv().is_ok(),
        };
        if handed {
            fair.give_back();
        }
    }
}

/// A thinker, held while a search runs; given back when dropped.
#[derive(Debug)]
pub struct Thinker {
    /// How long the search waited for it, in milliseconds.
    pub waited_ms: u64,
    fair: Arc<Mutex<Fair>>,
}

impl Drop for Thinker {
    fn drop(&mut self) {
        if let Ok(mut fair) = self.fair.lock() {
            fair.give_back();
        }
    }
}

impl AiQueue {
    /// A queue over `brain` that runs at most `searches` searches at once
    /// (at least one).
    #[must_use]
    pub fn new(brain: Arc<dyn Brain>, searches: usize) -> AiQueue {
        let searches = searches.max(1);
        AiQueue {
            brain,
            searches,
            fair: Arc::new(Mutex::new(Fair {
                free: searches,
                ..Fair::default()
            })),
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
        self.fair.lock().map_or(0, |f| f.waiting() as u64)
    }

    /// The longest any search has waited for a thinker, in milliseconds.
    #[must_use]
    pub fn longest_wait_ms(&self) -> u64 {
        self.longest_wait_ms.load(Ordering::Relaxed)
    }

    /// Takes a place in the queue for a search `asker` asked for (an IPv6
    /// address counted by its /64, as every limit counts it).
    pub fn ticket(&self, asker: Asker) -> Ticket {
        let asker = asker.map(crate::limits::address_key);
        let mut fair = self
            .fair
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let id = fair.next;
        fair.next += 1;
        let mut ticket = Ticket {
            waits: false,
            ahead: 0,
            asked: Instant::now(),
            asker,
            id,
            wake: None,
            served: false,
            fair: Arc::clone(&self.fair),
        };
        if fair.free > 0 && fair.turns.is_empty() {
            fair.free -= 1;
            return ticket;
        }
        let mine = fair.lines.get(&asker).map_or(0, VecDeque::len);
        let others: usize = fair
            .lines
            .iter()
            .filter(|(a, _)| **a != asker)
            .map(|(_, line)| line.len().min(mine + 1))
            .sum();
        let (wake, woken) = oneshot::channel();
        let line = fair.lines.entry(asker).or_default();
        line.push_back((id, wake));
        if line.len() == 1 {
            fair.turns.push_back(asker);
        }
        ticket.waits = true;
        ticket.ahead = u32::try_from(mine + others).unwrap_or(u32::MAX);
        ticket.wake = Some(woken);
        ticket
    }

    /// Waits for a thinker for `ticket`.
    pub async fn thinker(&self, mut ticket: Ticket) -> Thinker {
        if let Some(wake) = &mut ticket.wake {
            // The sender is dropped only after sending: the queue lives
            // as long as the tickets it gave (they share its state).
            let _ = wake.await;
        }
        ticket.served = true;
        let waited_ms = ticket.asked.elapsed().as_millis() as u64;
        self.longest_wait_ms.fetch_max(waited_ms, Ordering::Relaxed);
        Thinker {
            waited_ms,
            fair: Arc::clone(&ticket.fair),
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

    const ANN: Asker = Some(IpAddr::V4(std::net::Ipv4Addr::new(192, 0, 2, 1)));
    const BOB: Asker = Some(IpAddr::V4(std::net::Ipv4Addr::new(192, 0, 2, 2)));

    #[tokio::test]
    async fn searches_past_the_limit_wait_their_turn_and_say_how_many_are_ahead() {
        let queue = AiQueue::new(Arc::new(FirstMove), 2);
        let first = queue.thinker(queue.ticket(ANN)).await;
        let second = queue.ticket(ANN);
        assert!(!second.waits, "a second thinker is free");
        let second = queue.thinker(second).await;
        let third = queue.ticket(ANN);
        let fourth = queue.ticket(ANN);
        assert!(third.waits && fourth.waits);
        assert_eq!((third.ahead, fourth.ahead), (0, 1));
        assert_eq!(queue.waiting(), 2);
        let waiting =
            tokio::time::timeout(std::time::Duration::from_millis(50), queue.thinker(third)).await;
        assert!(waiting.is_err(), "no thinker is free while two search");
        assert_eq!(queue.waiting(), 1, "the third gave up its place");
        drop(first);
        let fourth = queue.thinker(fourth).await;
        assert!(queue.longest_wait_ms() >= fourth.waited_ms);
        assert_eq!(queue.waiting(), 0);
        drop((second, fourth));
        assert!(!queue.ticket(ANN).waits);
    }

    #[tokio::test]
    async fn addresses_of_one_ipv6_network_share_one_turn() {
        let queue = AiQueue::new(Arc::new(FirstMove), 1);
        let _running = queue.thinker(queue.ticket(ANN)).await;
        let net = |host: u16| {
            Some(IpAddr::V6(std::net::Ipv6Addr::new(
                0x2001, 0xdb8, 0, 1, 0, 0, 0, host,
            )))
        };
        let first = queue.ticket(net(1));
        let second = queue.ticket(net(2));
        assert_eq!((first.ahead, second.ahead), (0, 1), "one line for the /64");
        let bob = queue.ticket(BOB);
        assert_eq!(bob.ahead, 1, "Bob waits for one of the network's, not both");
    }

    #[tokio::test]
    async fn a_free_thinker_goes_to_each_asker_in_turn() {
        let queue = Arc::new(AiQueue::new(Arc::new(FirstMove), 1));
        let running = queue.thinker(queue.ticket(ANN)).await;
        // Ann floods the queue; Bob asks once, after her.
        let mut asked: Vec<(&str, Ticket)> = (1..=4)
            .map(|i| (["ann1", "ann2", "ann3", "ann4"][i - 1], queue.ticket(ANN)))
            .collect();
        asked.push(("bob", queue.ticket(BOB)));
        assert_eq!(asked[4].1.ahead, 1, "one of Ann's, then Bob's");
        // A ticket given up while it waits leaves the line.
        let (_, given_up) = asked.remove(3);
        drop(given_up);
        assert_eq!(queue.waiting(), 4);
        let served = Arc::new(Mutex::new(Vec::new()));
        let tasks: Vec<_> = asked
            .into_iter()
            .map(|(who, ticket)| {
                let (queue, served) = (Arc::clone(&queue), Arc::clone(&served));
                tokio::spawn(async move {
                    let thinker = queue.thinker(ticket).await;
                    served.lock().unwrap().push(who);
                    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
                    drop(thinker);
                })
            })
            .collect();
        drop(running);
        for task in tasks {
            task.await.unwrap();
        }
        assert_eq!(*served.lock().unwrap(), ["ann1", "bob", "ann2", "ann3"]);
        // A thinker handed to a ticket dropped before it took it is not
        // lost.
        let busy = queue.thinker(queue.ticket(ANN)).await;
        let untaken = queue.ticket(BOB);
        drop(busy);
        drop(untaken);
        assert_eq!(queue.waiting(), 0);
        assert!(!queue.ticket(BOB).waits, "the thinker came back");
    }
}
