//! The app's clock: the system's, or one that moves only when told, so
//! that tests of clocks and pauses do not depend on the machine's speed.
//!
//! ```
//! use std::time::Duration;
//! use morris_gui::AppClock;
//!
//! let clock = AppClock::manual();
//! let start = clock.now();
//! clock.advance(Duration::from_secs(2));
//! assert_eq!(clock.now() - start, Duration::from_secs(2));
//! ```

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Where the app reads the time: game clocks, the AI's budgets, online
/// clocks shown.
#[derive(Clone, Debug, Default)]
pub struct AppClock(Option<Arc<Mutex<Instant>>>);

impl AppClock {
    /// The system's clock (the default).
    #[must_use]
    pub fn system() -> AppClock {
        AppClock(None)
    }

    /// A clock standing still at the system's time now until
    /// [`AppClock::advance`] moves it (its clones move with it).
    #[must_use]
    pub fn manual() -> AppClock {
        AppClock(Some(Arc::new(Mutex::new(Instant::now()))))
    }

    /// The time now.
    #[must_use]
    pub fn now(&self) -> Instant {
        match &self.0 {
            None => Instant::now(),
            Some(at) => at.lock().map_or_else(|e| *e.into_inner(), |at| *at),
        }
    }

    /// Moves a manual clock on by `by`; the system's moves by itself.
    pub fn advance(&self, by: Duration) {
        if let Some(at) = &self.0
            && let Ok(mut at) = at.lock()
        {
            *at += by;
        }
    }
}
