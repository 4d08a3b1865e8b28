//! Perfect play from elsewhere: an oracle (a tablebase server, docs/
//! TABLEBASE.md) asked beside the search where the engine's databases do
//! not know the position, set with `setoption name Tablebase value URL`.
//! This crate holds no HTTP client: the program running the engine gives
//! the session an [`OracleMaker`] that turns the option's value into an
//! oracle (`morris engine` gives morris-play's tablebase client).

use std::sync::Arc;

use morris_core::{Move, Position};

/// What perfect play is asked of.
pub trait Oracle: Send + Sync + std::fmt::Debug {
    /// Starts asking about `root` (on a thread of the oracle's own): the
    /// answer is taken when the search is done.
    fn ask(&self, root: &Position) -> Box<dyn Asked>;
}

/// A question put to an [`Oracle`], its answer to come.
pub trait Asked: Send {
    /// The turn to play instead of `chosen` (the search's), waiting for
    /// the answer as long as the oracle allows: `None` keeps `chosen` (it
    /// keeps the position's value, or the oracle does not know or did not
    /// answer).
    fn better(self: Box<Self>, chosen: Move) -> Option<Move>;
}

/// Makes an oracle of the value of `setoption name Tablebase` (an
/// address); `Err` says why the value is refused.
pub type OracleMaker = Arc<dyn Fn(&str) -> Result<Arc<dyn Oracle>, String> + Send + Sync>;
