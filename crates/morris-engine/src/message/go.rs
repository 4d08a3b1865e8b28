//! `go` and its parameters.

use std::fmt;
use std::str::FromStr;

use morris_ai::search::Limits;

/// The parameters of one `go`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GoParams {
    /// `depth` and `nodes`: limits of the search.
    pub limits: Limits,
    /// `movetime`: exactly this long, in milliseconds.
    pub movetime: Option<u64>,
    /// `wtime`, `btime`: the clocks, in milliseconds.
    pub clock: [Option<u64>; 2],
    /// `winc`, `binc`: the increments, in milliseconds.
    pub increment: [u64; 2],
    /// `movestogo`: turns until the clocks get more time.
    pub moves_to_go: Option<u64>,
    /// `infinite`: until `stop`.
    pub infinite: bool,
    /// `ponder`: on the position after the move the engine expects, until
    /// `ponderhit` (then by the clock) or `stop`.
    pub ponder: bool,
}

impl GoParams {
    /// A `go movetime MS`.
    #[must_use]
    pub fn movetime(ms: u64) -> GoParams {
        GoParams {
            movetime: Some(ms),
            ..GoParams::default()
        }
    }

    /// Reads the words after `go`.
    ///
    /// # Errors
    /// An unknown parameter, or a value that is not a number in range.
    pub fn from_words(args: &[&str]) -> Result<GoParams, ParseGoError> {
        let mut go = GoParams::default();
        let mut i = 0;
        while i < args.len() {
            let value = args.get(i + 1).and_then(|v| v.parse::<u64>().ok());
            match args[i] {
                "infinite" => {
                    go.infinite = true;
                    i += 1;
                    continue;
                }
                "ponder" => {
                    go.ponder = true;
                    i += 1;
                    continue;
                }
                "depth" => match value.filter(|&d| (1..=100).contains(&d)) {
                    Some(d) => go.limits.depth = Some(d as u32),
                    None => return Err(ParseGoError::Depth),
                },
                "nodes" => match value.filter(|&n| n > 0) {
                    Some(n) => go.limits.nodes = Some(n),
                    None => return Err(ParseGoError::NeedsNumber("nodes")),
                },
                "movetime" => match value.filter(|&n| n > 0) {
                    Some(n) => go.movetime = Some(n),
                    None => return Err(ParseGoError::NeedsNumber("movetime")),
                },
                "movestogo" => match value.filter(|&n| n > 0) {
                    Some(n) => go.moves_to_go = Some(n),
                    None => return Err(ParseGoError::MovesToGo),
                },
                name @ ("wtime" | "btime" | "winc" | "binc") => match (name, value) {
                    ("wtime", Some(n)) => go.clock[0] = Some(n),
                    ("btime", Some(n)) => go.clock[1] = Some(n),
                    ("winc", Some(n)) => go.increment[0] = n,
                    ("binc", Some(n)) => go.increment[1] = n,
                    ("wtime", None) => return Err(ParseGoError::NeedsNumber("wtime")),
                    ("btime", None) => return Err(ParseGoError::NeedsNumber("btime")),
                    ("winc", None) => return Err(ParseGoError::NeedsNumber("winc")),
                    _ => return Err(ParseGoError::NeedsNumber("binc")),
                },
                other => {
                    return Err(ParseGoError::Unknown(other.chars().take(20).collect()));
                }
            }
            i += 2;
        }
        Ok(go)
    }

    /// Whether the `bestmove` waits for `stop` (or `ponderhit`) even when
    /// the search ends by itself.
    #[must_use]
    pub fn holds_answer(&self) -> bool {
        self.infinite || self.ponder
    }
}

impl FromStr for GoParams {
    type Err = ParseGoError;

    /// The words after `go`, e.g. `wtime 6000 btime 5000 movestogo 3`.
    fn from_str(s: &str) -> Result<GoParams, ParseGoError> {
        GoParams::from_words(&s.split_whitespace().collect::<Vec<_>>())
    }
}

impl fmt::Display for GoParams {
    /// The words after `go`, each parameter that is set (none for a
    /// plain `go`), with a space before each.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(d) = self.limits.depth {
            write!(f, " depth {d}")?;
        }
        if let Some(n) = self.limits.nodes {
            write!(f, " nodes {n}")?;
        }
        if let Some(ms) = self.movetime {
            write!(f, " movetime {ms}")?;
        }
        for (name, value) in [("wtime", self.clock[0]), ("btime", self.clock[1])] {
            if let Some(ms) = value {
                write!(f, " {name} {ms}")?;
            }
        }
        for (name, ms) in [("winc", self.increment[0]), ("binc", self.increment[1])] {
            if ms > 0 {
                write!(f, " {name} {ms}")?;
            }
        }
        if let Some(n) = self.moves_to_go {
            write!(f, " movestogo {n}")?;
        }
        if self.infinite {
            f.write_str(" infinite")?;
        }
        if self.ponder {
            f.write_str(" ponder")?;
        }
        Ok(())
    }
}

/// Why the words after `go` cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseGoError {
    /// `depth` without a number from 1 to 100.
    Depth,
    /// This parameter without a number (from 1 where 0 makes no sense).
    NeedsNumber(&'static str),
    /// `movestogo` without a number from 1.
    MovesToGo,
    /// A word that is no parameter (its first 20 characters).
    Unknown(String),
}

impl fmt::Display for ParseGoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseGoError::Depth => f.write_str("go depth needs a number from 1 to 100"),
            ParseGoError::NeedsNumber(name) => write!(f, "go {name} needs a number"),
            ParseGoError::MovesToGo => f.write_str("go movestogo needs a number from 1"),
            ParseGoError::Unknown(word) => write!(f, "unknown go parameter {word:?}"),
        }
    }
}

impl std::error::Error for ParseGoError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_parameters_parse() {
        let go: GoParams = "wtime 6000 btime 5000 movestogo 3".parse().unwrap();
        assert_eq!(go.clock, [Some(6000), Some(5000)]);
        assert_eq!(go.moves_to_go, Some(3));
        assert_eq!(
            "movestogo 0".parse::<GoParams>(),
            Err(ParseGoError::MovesToGo)
        );
        assert!("ponder".parse::<GoParams>().unwrap().holds_answer());
        assert!("infinite".parse::<GoParams>().unwrap().holds_answer());
        assert!(!"movetime 5".parse::<GoParams>().unwrap().holds_answer());
        assert!("pondering".parse::<GoParams>().is_err());
        assert_eq!(
            "wtime".parse::<GoParams>(),
            Err(ParseGoError::NeedsNumber("wtime"))
        );
    }

    #[test]
    fn every_parameter_round_trips() {
        for text in [
            "",
            " depth 3 nodes 500",
            " movetime 50",
            " wtime 1000 btime 2000 winc 10 binc 20 movestogo 7",
            " infinite",
            " btime 10 ponder",
        ] {
            let go: GoParams = text.parse().unwrap();
            assert_eq!(go.to_string(), text);
        }
        assert_eq!(GoParams::movetime(20).to_string(), " movetime 20");
    }
}
