//! What a client sends an engine.

use std::fmt;
use std::str::FromStr;

use morris_core::{ParseSetupError, Setup};

use super::go::{GoParams, ParseGoError};
use super::shown;
use crate::notation::{ParsePlyError, Ply};

/// One line a client sends. Words after a command that takes none are
/// ignored, as UCI engines do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `uci`: the engine names itself and its options.
    Uci,
    /// `isready`: answered `readyok`, even during a search.
    IsReady,
    /// `setoption name NAME value VALUE`.
    SetOption {
        /// The option's name (words joined by one space).
        name: String,
        /// Its value (words joined by one space).
        value: String,
    },
    /// `ucinewgame`.
    UciNewGame,
    /// `position startpos [moves ...]` or `position fen TEXT [moves ...]`.
    Position {
        /// Where the game starts.
        start: Start,
        /// The plies played from there, removals glued or apart.
        moves: Vec<Ply>,
    },
    /// `go ...`.
    Go(GoParams),
    /// `stop`: the running search answers now.
    Stop,
    /// `ponderhit`: the move pondered on was played.
    PonderHit,
    /// `quit`.
    Quit,
}

/// Where the game of a `position` command starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Start {
    /// `startpos`: the empty board of the rules set.
    StartPos,
    /// `fen TEXT`: our position text.
    Fen(Setup),
}

/// Why a line is not a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseCommandError {
    /// A blank line.
    Empty,
    /// A first word that is no command (cut to 40 characters).
    Unknown(String),
    /// `setoption` without `name NAME value VALUE`.
    SetOption,
    /// `position` with neither `startpos` nor `fen TEXT`.
    Position,
    /// `position fen` with text that is no position.
    Fen(ParseSetupError),
    /// A word after `moves` that is no move or removal.
    Ply(ParsePlyError),
    /// The parameters of `go`.
    Go(ParseGoError),
}

impl fmt::Display for ParseCommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseCommandError::Empty => f.write_str("an empty line"),
            ParseCommandError::Unknown(word) => write!(f, "unknown command {word:?}"),
            ParseCommandError::SetOption => f.write_str("expected setoption name NAME value VALUE"),
            ParseCommandError::Position => f.write_str(
                "expected position startpos [moves ...] or position fen TEXT [moves ...]",
            ),
            ParseCommandError::Fen(e) => write!(f, "{e}"),
            ParseCommandError::Ply(e) => write!(f, "{e}"),
            ParseCommandError::Go(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ParseCommandError {}

impl FromStr for Command {
    type Err = ParseCommandError;

    fn from_str(line: &str) -> Result<Command, ParseCommandError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = words.split_first() else {
            return Err(ParseCommandError::Empty);
        };
        Ok(match command {
            "uci" => Command::Uci,
            "isready" => Command::IsReady,
            "setoption" => set_option(args)?,
            "ucinewgame" => Command::UciNewGame,
            "position" => position(args)?,
            "go" => Command::Go(GoParams::from_words(args).map_err(ParseCommandError::Go)?),
            "stop" => Command::Stop,
            "ponderhit" => Command::PonderHit,
            "quit" => Command::Quit,
            other => return Err(ParseCommandError::Unknown(shown(other))),
        })
    }
}

/// `name NAME value VALUE`.
fn set_option(args: &[&str]) -> Result<Command, ParseCommandError> {
    let (Some(&"name"), Some(value_at)) = (args.first(), args.iter().position(|w| *w == "value"))
    else {
        return Err(ParseCommandError::SetOption);
    };
    let name = args[1..value_at].join(" ");
    let value = args[value_at + 1..].join(" ");
    if name.is_empty() || value.is_empty() {
        return Err(ParseCommandError::SetOption);
    }
    Ok(Command::SetOption { name, value })
}

/// `startpos [moves ...]` or `fen TEXT [moves ...]`.
fn position(args: &[&str]) -> Result<Command, ParseCommandError> {
    let (head, moves) = match args.iter().position(|w| *w == "moves") {
        Some(i) => (&args[..i], &args[i + 1..]),
        None => (args, &[][..]),
    };
    let start = match head {
        ["startpos"] => Start::StartPos,
        ["fen", fields @ ..] if !fields.is_empty() => {
            Start::Fen(fields.join(" ").parse().map_err(ParseCommandError::Fen)?)
        }
        _ => return Err(ParseCommandError::Position),
    };
    let moves = moves
        .iter()
        .map(|w| w.parse().map_err(ParseCommandError::Ply))
        .collect::<Result<_, _>>()?;
    Ok(Command::Position { start, moves })
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Uci => f.write_str("uci"),
            Command::IsReady => f.write_str("isready"),
            Command::SetOption { name, value } => write!(f, "setoption name {name} value {value}"),
            Command::UciNewGame => f.write_str("ucinewgame"),
            Command::Position { start, moves } => {
                match start {
                    Start::StartPos => f.write_str("position startpos")?,
                    Start::Fen(setup) => write!(f, "position fen {setup}")?,
                }
                if !moves.is_empty() {
                    f.write_str(" moves")?;
                    for ply in moves {
                        write!(f, " {ply}")?;
                    }
                }
                Ok(())
            }
            Command::Go(params) => write!(f, "go{params}"),
            Command::Stop => f.write_str("stop"),
            Command::PonderHit => f.write_str("ponderhit"),
            Command::Quit => f.write_str("quit"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_round_trip() {
        for line in [
            "uci",
            "isready",
            "setoption name Level value 7",
            "setoption name Some Option value two words",
            "ucinewgame",
            "position startpos",
            "position startpos moves d6 f4 d6-d5 xa7 d2xb4",
            "position fen WW./.B./.../..B..W/.../.B./... w 0 0 0 20 moves g4-g7xd6",
            "go",
            "go depth 3",
            "go wtime 100 btime 200 winc 1 binc 1 movestogo 5",
            "go infinite",
            "stop",
            "ponderhit",
            "quit",
        ] {
            let command: Command = line.parse().unwrap_or_else(|e| panic!("{line}: {e}"));
            assert_eq!(command.to_string(), line);
        }
    }

    #[test]
    fn spacing_and_extra_words_are_forgiven() {
        assert_eq!("  isready  now".parse(), Ok(Command::IsReady));
        assert_eq!(
            "setoption  name Level   value 3 ".parse(),
            Ok(Command::SetOption {
                name: "Level".into(),
                value: "3".into()
            })
        );
    }

    #[test]
    fn bad_lines_say_why() {
        let err = |line: &str| line.parse::<Command>().unwrap_err();
        assert_eq!(err(""), ParseCommandError::Empty);
        assert_eq!(err("bogus").to_string(), "unknown command \"bogus\"");
        assert_eq!(err("setoption name"), ParseCommandError::SetOption);
        assert_eq!(err("setoption name value 3"), ParseCommandError::SetOption);
        assert_eq!(err("position somewhere"), ParseCommandError::Position);
        assert_eq!(err("position fen"), ParseCommandError::Position);
        assert!(matches!(err("position fen x"), ParseCommandError::Fen(_)));
        assert!(matches!(
            err("position startpos moves d6 zz"),
            ParseCommandError::Ply(_)
        ));
        assert_eq!(
            err("go depth 0").to_string(),
            "go depth needs a number from 1 to 100"
        );
        let huge = "q".repeat(10_000);
        assert!(err(&huge).to_string().len() < 80);
    }
}
