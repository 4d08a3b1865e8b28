//! The stop flag: how a caller stops a long computation it does not run
//! itself, a search or a database solve.
//!
//! It lives apart from [`crate::search`] and [`crate::db`] because both
//! poll it, and neither should depend on the other for it.
//!
//! ```
//! use morris_ai::stop::StopFlag;
//!
//! let flag = StopFlag::new();
//! let seen_by_worker = flag.clone();
//! flag.stop();
//! assert!(seen_by_worker.is_stopped());
//! flag.reset();
//! assert!(!seen_by_worker.is_stopped());
//! ```

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

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
