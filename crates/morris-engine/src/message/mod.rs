//! The protocol's lines as typed values: what a client sends
//! ([`Command`]) and what an engine answers ([`Answer`]). Each is read
//! (`FromStr`, with an error type of its own) and written (`Display`) here
//! and nowhere else; the two round-trip.
//!
//! ```
//! use morris_engine::message::{Answer, Command};
//!
//! let go: Command = "go movetime 500".parse().unwrap();
//! assert_eq!(go.to_string(), "go movetime 500");
//! let best: Answer = "bestmove d6-d5xa7".parse().unwrap();
//! assert_eq!(best.to_string(), "bestmove d6-d5xa7");
//! ```

mod answer;
mod command;
mod go;

pub use answer::{
    Answer, BestMove, Info, InfoScore, OptionKind, OptionSpec, ParseAnswerError, SearchInfo,
};
pub use command::{Command, ParseCommandError, Start};
pub use go::{GoParams, ParseGoError};

/// A word of the other side's as an error quotes it: at most 40
/// characters, so a huge token does not make a huge line.
pub(crate) fn shown(word: &str) -> String {
    const MAX: usize = 40;
    if word.chars().count() <= MAX {
        word.to_owned()
    } else {
        word.chars().take(MAX).chain(['…']).collect()
    }
}
