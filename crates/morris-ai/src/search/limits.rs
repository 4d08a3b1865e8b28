//! What bounds a search: depth, nodes, and a stop flag the caller raises.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// How far a search may go. The search never reads a clock: a caller with a
/// deadline raises the [`StopFlag`] when it passes (see
/// [`crate::Thinker`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies; `None` for no limit but the others.
    pub depth: Option<u32>,
    /// The most nodes to visit; `None` for no limit.
    pub nodes: Option<u64>,
}

impl Limits {
    /// A search to `depth` plies.
    #[must_use]
    pub const fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            nodes: None,
        }
    }

    /// A search of at most `nodes` nodes.
    #[must_use]
    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            depth: None,
            nodes: Some(nodes),
        }
    }
}

/// A flag shared between a search and whoever may stop it. Clones share the
/// flag.
#[derive(Clone, Debug, Default)]
pub struct StopFlag(Arc<AtomicBool>);

impl StopFlag {
    /// A lowered flag.
    #[must_use]
    pub fn new() -> StopFlag {
        StopFlag::default()
    }

    /// Asks the search to stop as soon as it can; it then reports the best
    /// move found so far.
    pub fn stop(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether the flag is raised.
    #[must_use]
    pub fn is_stopped(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    /// Lowers the flag for a new search.
    pub fn reset(&self) {
        self.0.store(false, Ordering::Relaxed);
    }
}
