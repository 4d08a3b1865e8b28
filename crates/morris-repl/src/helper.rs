//! Tab completion for the line editor: commands, their arguments (presets,
//! rule options and values, levels, sides, file names) and the legal moves
//! of the position.
//!
//! [`complete`] is the whole logic and needs no terminal; [`MorrisHelper`]
//! hands it to rustyline, with the session's [`Completions`] refreshed
//! before each line is read.
//!
//! ```
//! use morris_repl::helper::complete;
//! use morris_repl::session::Completions;
//!
//! let now = Completions { moves: vec!["d6".into(), "d7".into()], removals: vec![] };
//! assert_eq!(complete("hel", 3, &now), (0, vec!["help".to_string()]));
//! assert_eq!(
//!     complete("d", 1, &now),
//!     (0, vec!["d6".into(), "d7".into(), "decline".into(), "draw".into()])
//! );
//! assert_eq!(complete("rules la", 8, &now), (6, vec!["lasker".to_string()]));
//! assert_eq!(complete("review p", 8, &now), (7, vec!["practice".to_string()]));
//! assert_eq!(complete("set fly", 7, &now), (4, vec!["flying".to_string()]));
//! ```

use morris_core::{Preset, RuleOption};
use rustyline::completion::{Completer, FilenameCompleter, Pair};
use rustyline::{Context, Helper, Highlighter, Hinter, Validator};

use crate::command::CommandName;
use crate::session::Completions;

/// The candidates for the word that ends at `pos` in `line`: where the word
/// starts, and the texts that may replace it, sorted.
#[must_use]
pub fn complete(line: &str, pos: usize, now: &Completions) -> (usize, Vec<String>) {
    let before = line.get(..pos).unwrap_or(line);
    let start = before
        .char_indices()
        .rev()
        .find(|(_, c)| c.is_whitespace())
        .map_or(0, |(i, c)| i + c.len_utf8());
    let word = &before[start..];
    let lower = word.to_ascii_lowercase();
    let previous: Vec<String> = before[..start]
        .split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect();
    let mut candidates: Vec<String> = match previous.as_slice() {
        [] => {
            let mut all: Vec<String> = CommandName::ALL
                .iter()
                .map(|c| c.name().to_owned())
                .collect();
            all.extend(now.moves.iter().cloned());
            all.extend(now.removals.iter().cloned());
            all.extend(now.removals.iter().map(|p| format!("x{p}")));
            all
        }
        [command, rest @ ..] => arguments(command, rest, &lower),
    };
    candidates.retain(|c| c.to_ascii_lowercase().starts_with(&lower));
    candidates.sort();
    candidates.dedup();
    (start, candidates)
}

/// The candidates for an argument of `command` after the words `rest`.
fn arguments(command: &str, rest: &[String], word: &str) -> Vec<String> {
    let keys = || RuleOption::ALL.iter().map(|o| o.key().to_owned());
    match (CommandName::from_word(command), rest) {
        (Some(CommandName::New), _) => {
            if let Some((key, _)) = word.split_once('=') {
                values(key)
                    .into_iter()
                    .map(|v| format!("{key}={v}"))
                    .collect()
            } else {
                let mut all: Vec<String> = keys().map(|k| format!("{k}=")).collect();
                if rest.is_empty() {
                    all.extend(Preset::ALL.iter().map(|p| p.name().to_owned()));
                }
                all
            }
        }
        (Some(CommandName::Set), []) => keys().collect(),
        (Some(CommandName::Set), [key]) => values(key),
        (Some(CommandName::Level), []) => (1..=10).map(|n| n.to_string()).collect(),
        (Some(CommandName::Analyze), rest) if !rest.iter().any(|w| w == "all") => {
            vec!["all".to_owned()]
        }
        (Some(CommandName::Resign), []) => vec!["white".to_owned(), "black".to_owned()],
        (Some(CommandName::Rules), []) => Preset::ALL.iter().map(|p| p.name().to_owned()).collect(),
        (Some(CommandName::Review), []) => vec!["practice".to_owned()],
        (Some(CommandName::Help), []) => CommandName::ALL
            .iter()
            .map(|c| c.name().to_owned())
            .collect(),
        _ => Vec::new(),
    }
}

/// The values of the option with key `key`.
fn values(key: &str) -> Vec<String> {
    key.parse::<RuleOption>()
        .map(|o| o.values().iter().map(|v| (*v).to_owned()).collect())
        .unwrap_or_default()
}

/// Whether the line's first word is `save` or `load`, whose argument is a
/// file name.
fn wants_file(line: &str) -> bool {
    line.split_whitespace().next().is_some_and(|w| {
        matches!(
            CommandName::from_word(w),
            Some(CommandName::Save | CommandName::Load)
        )
    }) && line.trim_start().contains(char::is_whitespace)
}

/// The line editor's helper: completes from the session's state.
#[derive(Helper, Hinter, Highlighter, Validator)]
pub struct MorrisHelper {
    now: Completions,
    files: FilenameCompleter,
}

impl std::fmt::Debug for MorrisHelper {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MorrisHelper")
            .field("now", &self.now)
            .finish_non_exhaustive()
    }
}

impl Default for MorrisHelper {
    fn default() -> MorrisHelper {
        MorrisHelper {
            now: Completions::default(),
            files: FilenameCompleter::new(),
        }
    }
}

impl MorrisHelper {
    /// Takes the session's moves before a line is read.
    pub fn update(&mut self, now: Completions) {
        self.now = now;
    }
}

impl Completer for MorrisHelper {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        ctx: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        if wants_file(line.get(..pos).unwrap_or(line)) {
            return self.files.complete(line, pos, ctx);
        }
        let (start, candidates) = complete(line, pos, &self.now);
        Ok((
            start,
            candidates
                .into_iter()
                .map(|c| Pair {
                    display: c.clone(),
                    replacement: c,
                })
                .collect(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn now() -> Completions {
        Completions {
            moves: vec!["a7-a4".into(), "a7-d7".into(), "g1-g4xb6".into()],
            removals: Vec::new(),
        }
    }

    #[test]
    fn moves_complete_from_their_start() {
        assert_eq!(
            complete("a7", 2, &now()),
            (0, vec!["a7-a4".into(), "a7-d7".into()])
        );
        assert_eq!(complete("G1", 2, &now()), (0, vec!["g1-g4xb6".into()]));
        assert_eq!(complete("a7-d", 4, &now()), (0, vec!["a7-d7".into()]));
    }

    #[test]
    fn removals_complete_when_asked_for() {
        let now = Completions {
            moves: Vec::new(),
            removals: vec!["b6".into(), "f4".into()],
        };
        assert_eq!(
            complete("x", 1, &now),
            (0, vec!["xb6".into(), "xf4".into()])
        );
        assert_eq!(complete("f", 1, &now), (0, vec!["f4".into()]));
    }

    #[test]
    fn arguments_complete_by_command() {
        let none = Completions::default();
        assert_eq!(
            complete("new tw", 6, &none),
            (4, vec!["twelve".to_string()])
        );
        assert_eq!(
            complete("new twelve flying=b", 19, &none),
            (11, vec!["flying=both".to_string()])
        );
        assert_eq!(
            complete("set removals ", 13, &none),
            (13, vec!["one".to_string(), "per-mill".to_string()])
        );
        assert_eq!(
            complete("level 1", 7, &none),
            (6, vec!["1".to_string(), "10".to_string()])
        );
        assert_eq!(complete("help un", 7, &none), (5, vec!["undo".to_string()]));
        assert_eq!(complete("quit n", 6, &none), (5, Vec::<String>::new()));
        assert_eq!(
            complete("analyze 6 a", 11, &none),
            (10, vec!["all".to_string()])
        );
        assert_eq!(
            complete("analyze all a", 13, &none),
            (12, Vec::<String>::new())
        );
        assert!(wants_file("save my"));
        assert!(!wants_file("save"));
    }
}
