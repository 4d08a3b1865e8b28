//! What an engine answers.

use std::fmt;
use std::str::FromStr;

use crate::notation::{ParsePlyError, Ply};

/// One line an engine sends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// `id name NAME`.
    IdName(String),
    /// `id author AUTHOR`.
    IdAuthor(String),
    /// `option name NAME type ...`: an option the engine takes.
    Option(OptionSpec),
    /// `uciok`: the end of the answer to `uci`.
    UciOk,
    /// `readyok`.
    ReadyOk,
    /// `info ...`.
    Info(Info),
    /// `bestmove MOVE [ponder MOVE]`: the end of a search.
    BestMove {
        /// The answer.
        best: BestMove,
        /// The reply the engine expects, if it says.
        ponder: Option<Ply>,
    },
}

/// An option an engine lists: its name and its kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionSpec {
    /// The name (words joined by one space).
    pub name: String,
    /// What values it takes.
    pub kind: OptionKind,
}

/// The kinds of option UCI knows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionKind {
    /// `type check default true|false`.
    Check {
        /// The default.
        default: bool,
    },
    /// `type spin default N min A max B`.
    Spin {
        /// The default.
        default: i64,
        /// The least value.
        min: i64,
        /// The greatest value.
        max: i64,
    },
    /// `type combo default V var V1 var V2 ...`.
    Combo {
        /// The default.
        default: String,
        /// Every value it takes.
        vars: Vec<String>,
    },
    /// `type button`.
    Button,
    /// `type string default TEXT`.
    String {
        /// The default.
        default: String,
    },
}

/// What an `info` line says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Info {
    /// `info string TEXT`: a remark, or an error (`error: ...`).
    String(String),
    /// `info depth D score S nodes N nps N time MS pv ...`: how the search
    /// goes, each field when given.
    Search(SearchInfo),
}

/// The fields of a search's `info` line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SearchInfo {
    /// `depth`: plies searched.
    pub depth: Option<u32>,
    /// `score`.
    pub score: Option<InfoScore>,
    /// `nodes`: positions searched.
    pub nodes: Option<u64>,
    /// `nps`: nodes a second.
    pub nps: Option<u64>,
    /// `time`: milliseconds since the search began.
    pub time: Option<u64>,
    /// `pv`: the line the engine expects, the rest of the line.
    pub pv: Option<Vec<Ply>>,
}

/// The value of a search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InfoScore {
    /// `cp N`: hundredths of a piece for the side to move.
    Cp(i32),
    /// `win N`: the side to move wins in N plies.
    Win(u32),
    /// `loss N`: the side to move loses in N plies.
    Loss(u32),
    /// `draw`: a draw by the endgame databases.
    Draw,
}

/// What a `bestmove` says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BestMove {
    /// A turn, a move or a removal, as the engine's notation writes it.
    Ply(Ply),
    /// `none`: the game is over (read also as `(none)` and `0000`).
    None,
    /// `draw`: the engine claims a draw (some engines answer so).
    Draw,
    /// `resign`: the engine gives up.
    Resign,
}

/// Why a line is not an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseAnswerError {
    /// A blank line.
    Empty,
    /// A first word that is no answer (cut to 40 characters).
    Unknown(String),
    /// `id` with neither `name` nor `author`.
    Id,
    /// An `option` line that cannot be read: its name, when that much can
    /// be.
    Option(Option<String>),
    /// An `info` line with a field that cannot be read (cut to 40
    /// characters).
    Info(String),
    /// `bestmove` alone.
    NoMove,
    /// `bestmove` and a word that is no move.
    BadMove(ParsePlyError),
}

impl fmt::Display for ParseAnswerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseAnswerError::Empty => f.write_str("an empty line"),
            ParseAnswerError::Unknown(word) => write!(f, "unknown answer {word:?}"),
            ParseAnswerError::Id => f.write_str("expected id name NAME or id author NAME"),
            ParseAnswerError::Option(_) => {
                f.write_str("expected option name NAME type check|spin|combo|button|string ...")
            }
            ParseAnswerError::Info(word) => write!(f, "info field {word:?} cannot be read"),
            ParseAnswerError::NoMove => f.write_str("bestmove without a move"),
            ParseAnswerError::BadMove(e) => write!(f, "bestmove {e}"),
        }
    }
}

impl std::error::Error for ParseAnswerError {}

impl FromStr for Answer {
    type Err = ParseAnswerError;

    fn from_str(line: &str) -> Result<Answer, ParseAnswerError> {
        let line = line.trim();
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&first, rest)) = words.split_first() else {
            return Err(ParseAnswerError::Empty);
        };
        match first {
            "id" => match rest {
                ["name", name @ ..] => Ok(Answer::IdName(name.join(" "))),
                ["author", author @ ..] => Ok(Answer::IdAuthor(author.join(" "))),
                _ => Err(ParseAnswerError::Id),
            },
            "option" => option(rest).map(Answer::Option),
            "uciok" => Ok(Answer::UciOk),
            "readyok" => Ok(Answer::ReadyOk),
            "info" => info(line, rest).map(Answer::Info),
            "bestmove" => {
                let best = match rest.first() {
                    None => return Err(ParseAnswerError::NoMove),
                    Some(&("none" | "(none)" | "0000")) => BestMove::None,
                    Some(&"draw") => BestMove::Draw,
                    Some(&"resign") => BestMove::Resign,
                    Some(word) => BestMove::Ply(word.parse().map_err(ParseAnswerError::BadMove)?),
                };
                let ponder = match rest.get(1..) {
                    Some(["ponder", ply, ..]) => ply.parse().ok(),
                    _ => None,
                };
                Ok(Answer::BestMove { best, ponder })
            }
            other => Err(ParseAnswerError::Unknown(super::shown(other))),
        }
    }
}

/// The words after `option`.
fn option(words: &[&str]) -> Result<OptionSpec, ParseAnswerError> {
    let ["name", rest @ ..] = words else {
        return Err(ParseAnswerError::Option(None));
    };
    let Some(type_at) = rest.iter().position(|w| *w == "type").filter(|&i| i > 0) else {
        // No kind: the name is what there is.
        let name = Some(rest.join(" ")).filter(|n| !n.is_empty() && !n.starts_with("type"));
        return Err(ParseAnswerError::Option(name));
    };
    let name = rest[..type_at].join(" ");
    let bad = || ParseAnswerError::Option(Some(name.clone()));
    let spec = &rest[type_at + 1..];
    // The value after a keyword, up to the next keyword.
    let value = |key: &str| -> Option<String> {
        let at = spec.iter().position(|w| *w == key)?;
        let end = spec[at + 1..]
            .iter()
            .position(|w| ["default", "min", "max", "var"].contains(w))
            .map_or(spec.len(), |i| at + 1 + i);
        Some(spec[at + 1..end].join(" "))
    };
    let number = |key: &str| value(key).and_then(|v| v.parse::<i64>().ok());
    let kind = match spec.first() {
        Some(&"check") => OptionKind::Check {
            default: value("default").is_some_and(|v| v == "true"),
        },
        Some(&"spin") => OptionKind::Spin {
            default: number("default").ok_or_else(bad)?,
            min: number("min").ok_or_else(bad)?,
            max: number("max").ok_or_else(bad)?,
        },
        Some(&"combo") => OptionKind::Combo {
            default: value("default").unwrap_or_default(),
            vars: spec
                .iter()
                .enumerate()
                .filter(|(_, w)| **w == "var")
                .map(|(i, _)| {
                    let end = spec[i + 1..]
                        .iter()
                        .position(|w| ["default", "var"].contains(w))
                        .map_or(spec.len(), |k| i + 1 + k);
                    spec[i + 1..end].join(" ")
                })
                .collect(),
        },
        Some(&"button") => OptionKind::Button,
        Some(&"string") => OptionKind::String {
            default: value("default").unwrap_or_default(),
        },
        _ => return Err(bad()),
    };
    Ok(OptionSpec { name, kind })
}

/// An `info` line: `line` whole (for the text of `info string`) and its
/// words after `info`.
fn info(line: &str, words: &[&str]) -> Result<Info, ParseAnswerError> {
    if words.first() == Some(&"string") {
        let text = line
            .split_once("string")
            .map_or("", |(_, text)| text.strip_prefix(' ').unwrap_or(text));
        return Ok(Info::String(text.to_owned()));
    }
    let mut info = SearchInfo::default();
    let mut i = 0;
    let bad = |word: &str| ParseAnswerError::Info(super::shown(word));
    while i < words.len() {
        let key = words[i];
        let next = words.get(i + 1).copied().unwrap_or_default();
        let number = || next.parse::<u64>().map_err(|_| bad(key));
        match key {
            "depth" => info.depth = Some(next.parse().map_err(|_| bad(key))?),
            "nodes" => info.nodes = Some(number()?),
            "nps" => info.nps = Some(number()?),
            "time" => info.time = Some(number()?),
            "score" => {
                let value = words.get(i + 2).copied().unwrap_or_default();
                let plies = || value.parse::<u32>().map_err(|_| bad(key));
                info.score = Some(match next {
                    "cp" => InfoScore::Cp(value.parse().map_err(|_| bad(key))?),
                    "win" => InfoScore::Win(plies()?),
                    "loss" => InfoScore::Loss(plies()?),
                    "draw" => {
                        info.score = Some(InfoScore::Draw);
                        i += 2;
                        continue;
                    }
                    _ => return Err(bad(key)),
                });
                i += 3;
                continue;
            }
            "pv" => {
                let pv = words[i + 1..]
                    .iter()
                    .map(|w| w.parse().map_err(|_| bad(w)))
                    .collect::<Result<_, _>>()?;
                info.pv = Some(pv);
                break;
            }
            other => return Err(bad(other)),
        }
        i += 2;
    }
    Ok(Info::Search(info))
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::IdName(name) => write!(f, "id name {name}"),
            Answer::IdAuthor(author) => write!(f, "id author {author}"),
            Answer::Option(spec) => write!(f, "{spec}"),
            Answer::UciOk => f.write_str("uciok"),
            Answer::ReadyOk => f.write_str("readyok"),
            Answer::Info(info) => write!(f, "{info}"),
            Answer::BestMove { best, ponder } => {
                write!(f, "bestmove {best}")?;
                if let Some(ply) = ponder {
                    write!(f, " ponder {ply}")?;
                }
                Ok(())
            }
        }
    }
}

impl fmt::Display for OptionSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "option name {} type ", self.name)?;
        match &self.kind {
            OptionKind::Check { default } => write!(f, "check default {default}"),
            OptionKind::Spin { default, min, max } => {
                write!(f, "spin default {default} min {min} max {max}")
            }
            OptionKind::Combo { default, vars } => {
                write!(f, "combo default {default}")?;
                for var in vars {
                    write!(f, " var {var}")?;
                }
                Ok(())
            }
            OptionKind::Button => f.write_str("button"),
            OptionKind::String { default } => write!(f, "string default {default}"),
        }
    }
}

impl fmt::Display for Info {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Info::String(text) => write!(f, "info string {text}"),
            Info::Search(info) => {
                f.write_str("info")?;
                if let Some(d) = info.depth {
                    write!(f, " depth {d}")?;
                }
                if let Some(score) = info.score {
                    write!(f, " score {score}")?;
                }
                for (key, value) in [
                    ("nodes", info.nodes),
                    ("nps", info.nps),
                    ("time", info.time),
                ] {
                    if let Some(n) = value {
                        write!(f, " {key} {n}")?;
                    }
                }
                if let Some(pv) = &info.pv {
                    f.write_str(" pv")?;
                    for ply in pv {
                        write!(f, " {ply}")?;
                    }
                }
                Ok(())
            }
        }
    }
}

impl fmt::Display for InfoScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InfoScore::Cp(n) => write!(f, "cp {n}"),
            InfoScore::Win(n) => write!(f, "win {n}"),
            InfoScore::Loss(n) => write!(f, "loss {n}"),
            InfoScore::Draw => f.write_str("draw"),
        }
    }
}

impl fmt::Display for BestMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BestMove::Ply(ply) => write!(f, "{ply}"),
            BestMove::None => f.write_str("none"),
            BestMove::Draw => f.write_str("draw"),
            BestMove::Resign => f.write_str("resign"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_round_trip() {
        for line in [
            "id name Morris 0.1.0",
            "id author The Morris developers",
            "option name Level type spin default 10 min 1 max 10",
            "option name Rules type combo default nine var nine var twelve",
            "option name Style type combo default Very Solid var Very Solid var Risky",
            "option name Ponder type check default false",
            "option name Clear Hash type button",
            "option name Book type string default none",
            "uciok",
            "readyok",
            "info string error: unknown command \"x\"",
            "info depth 3 score cp -25 nodes 1200 nps 60000 time 20 pv d6 f4 d2",
            "info depth 9 score win 7 nodes 5 nps 5 time 1 pv g4-g7xd6",
            "info depth 1 score draw nodes 1 nps 1 time 1 pv d6-d5 xa7",
            "bestmove d6-d5xa7",
            "bestmove xa7",
            "bestmove none",
            "bestmove d6 ponder f4",
        ] {
            let answer: Answer = line.parse().unwrap_or_else(|e| panic!("{line}: {e}"));
            assert_eq!(answer.to_string(), line);
        }
    }

    #[test]
    fn what_other_engines_write_is_read() {
        assert_eq!(
            "bestmove (none)".parse(),
            Ok(Answer::BestMove {
                best: BestMove::None,
                ponder: None
            })
        );
        assert!(matches!(
            "bestmove resign".parse(),
            Ok(Answer::BestMove {
                best: BestMove::Resign,
                ..
            })
        ));
        let Ok(Answer::Option(spec)) =
            "option name Piece Count type spin default 9 min 9 max 12".parse::<Answer>()
        else {
            panic!("an option");
        };
        assert_eq!(spec.name, "Piece Count");
        assert_eq!(
            "info string  two  spaces".parse(),
            Ok(Answer::Info(Info::String(" two  spaces".into())))
        );
    }

    #[test]
    fn bad_answers_say_why() {
        let err = |line: &str| line.parse::<Answer>().unwrap_err();
        assert_eq!(err("bestmove"), ParseAnswerError::NoMove);
        assert!(matches!(
            err("bestmove hello"),
            ParseAnswerError::BadMove(_)
        ));
        assert!(matches!(err("hello"), ParseAnswerError::Unknown(_)));
        assert_eq!(
            err("option name X Y type spin default 1"),
            ParseAnswerError::Option(Some("X Y".into()))
        );
        assert_eq!(err("option name type"), ParseAnswerError::Option(None));
        assert_eq!(
            err("option name Skill"),
            ParseAnswerError::Option(Some("Skill".into()))
        );
        assert!(matches!(err("info depth x"), ParseAnswerError::Info(_)));
        assert!(matches!(err("info seldepth 3"), ParseAnswerError::Info(_)));
        assert_eq!(err("  "), ParseAnswerError::Empty);
    }
}
