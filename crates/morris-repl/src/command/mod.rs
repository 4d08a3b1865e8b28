//! The commands of the terminal game, parsed from one line of input.
//!
//! A line is a move in notation (`d6`, `d6-d5`, `d6-d5xa7`), a removal
//! typed after being asked for (`xa7`), or a command word with its
//! arguments. Parsing needs no game: [`Command`]'s `FromStr` checks the
//! syntax and the values (points, presets, rule values, levels), and the
//! [`Session`](crate::session::Session) checks the rest against the game.
//!
//! ```
//! use morris_repl::command::{Command, ParseCommandError};
//!
//! assert!(matches!("d6-d5xa7".parse(), Ok(Command::Play(_))));
//! assert!(matches!("level 7".parse(), Ok(Command::Level(Some(_)))));
//! assert!(matches!("dance".parse::<Command>(), Err(ParseCommandError::Unknown(_))));
//! ```

use std::path::PathBuf;
use std::str::FromStr;

use morris_ai::Level;
use morris_core::{Color, Move, ParseMoveError, PointSet, Preset, RecordFormat, RuleOption, Rules};

mod name;
mod puzzle;
pub use name::CommandName;
pub use puzzle::PuzzleCommand;

/// The longest line read as a command; longer input is refused whole.
pub const MAX_LINE: usize = 4096;

/// One line of input, parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// A placement or move, perhaps without all the removals it earns.
    Play(Move),
    /// Removals typed apart from their move: `xa7`, `xa7xg7`.
    Remove(PointSet),
    /// Starts a new game: a preset (or the rules of the last game) changed
    /// by options.
    New {
        /// The preset, if named.
        preset: Option<Preset>,
        /// Options as `KEY=VALUE`, checked.
        options: Vec<(RuleOption, String)>,
    },
    /// Lists the legal moves.
    Moves,
    /// Takes back the last move (and the AI's reply).
    Undo,
    /// Plays again what `undo` took back.
    Redo,
    /// Suggests a move and its value.
    Hint,
    /// Shows what the legal moves are worth: a summary and the best few,
    /// or every move (`analyze all`), searched to this depth (or as deep as
    /// the time allows).
    Analyze {
        /// The depth asked for, if any.
        depth: Option<u32>,
        /// Whether every move is listed, not only the best few.
        all: bool,
    },
    /// Shows the clocks, or starts them afresh under a time control.
    Clock(Option<morris_play::clock::TimeControl>),
    /// Builds the endgame databases in the background, stops the build, or
    /// says how far it is.
    Solve(Solve),
    /// Lets the AI play the side to move now.
    Ai,
    /// Shows or sets the AI's level.
    Level(Option<Level>),
    /// Swaps who plays White and who plays Black.
    Swap,
    /// Sets a rule option, checked.
    Set(RuleOption, String),
    /// Shows the rules in play, or a preset's.
    Rules(Option<Preset>),
    /// Draws the board.
    Show,
    /// Lists the moves played.
    History,
    /// Saves the game record to a file, in our form or another program's.
    Save(PathBuf, RecordFormat),
    /// Loads a game record from a file.
    Load(PathBuf),
    /// Prints the position text.
    Position,
    /// Starts a game from a position text, under the rules in play.
    Setup(String),
    /// A player resigns: the one named, or the one whose turn it is.
    Resign(Option<Color>),
    /// Offers (or, between two people, agrees) a draw.
    Draw,
    /// Says yes to the question asked of the player: a draw offered, and
    /// online also a take-back or a rematch.
    Accept,
    /// Says no to it.
    Decline,
    /// Online: asks for a new game with the colours swapped, or agrees to
    /// the one asked for.
    Rematch,
    /// Online: wins the game when the friend stayed away too long.
    Claim,
    /// Prints the game's record.
    Record,
    /// Grades every turn of the game played so far; with `practice`, then
    /// puts the player back at each of their mistakes to find a better
    /// turn.
    Review {
        /// Whether to practise the mistakes.
        practice: bool,
    },
    /// Puzzles: the next, the daily one, a streak or rush, a theme, a
    /// hint, the answer.
    Puzzle(PuzzleCommand),
    /// Help on all commands or on one.
    Help(Option<CommandName>),
    /// Leaves, keeping an unfinished game.
    Quit,
}

impl Command {
    /// The command's name; `None` for a move or removals.
    #[must_use]
    pub const fn name(&self) -> Option<CommandName> {
        Some(match self {
            Command::Play(_) | Command::Remove(_) => return None,
            Command::New { .. } => CommandName::New,
            Command::Moves => CommandName::Moves,
            Command::Undo => CommandName::Undo,
            Command::Redo => CommandName::Redo,
            Command::Hint => CommandName::Hint,
            Command::Analyze { .. } => CommandName::Analyze,
            Command::Clock(_) => CommandName::Clock,
            Command::Solve(_) => CommandName::Solve,
            Command::Ai => CommandName::Ai,
            Command::Level(_) => CommandName::Level,
            Command::Swap => CommandName::Swap,
            Command::Set(..) => CommandName::Set,
            Command::Rules(_) => CommandName::Rules,
            Command::Show => CommandName::Show,
            Command::History => CommandName::History,
            Command::Save(..) => CommandName::Save,
            Command::Load(_) => CommandName::Load,
            Command::Position => CommandName::Position,
            Command::Setup(_) => CommandName::Setup,
            Command::Resign(_) => CommandName::Resign,
            Command::Draw => CommandName::Draw,
            Command::Accept => CommandName::Accept,
            Command::Decline => CommandName::Decline,
            Command::Rematch => CommandName::Rematch,
            Command::Claim => CommandName::Claim,
            Command::Record => CommandName::Record,
            Command::Review { .. } => CommandName::Review,
            Command::Puzzle(_) => CommandName::Puzzle,
            Command::Help(_) => CommandName::Help,
            Command::Quit => CommandName::Quit,
        })
    }
}

/// Why a line is not a command. The session turns it into a one-line
/// message in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseCommandError {
    /// Nothing but white space.
    Empty,
    /// The line is longer than [`MAX_LINE`] bytes.
    TooLong(usize),
    /// The first word is no command and no move.
    Unknown(String),
    /// The line looks like a move but is not one.
    BadMove {
        /// The text, shortened for display.
        text: String,
        /// What is wrong.
        error: ParseMoveError,
    },
    /// Missing or extra arguments: the command's usage says how.
    Usage(CommandName),
    /// No preset has this name.
    UnknownPreset(String),
    /// No rule option has this key.
    UnknownOption(String),
    /// The option does not take this value.
    BadValue {
        /// The option.
        option: RuleOption,
        /// The value, shortened for display.
        value: String,
    },
    /// Not a level from 1 to 10.
    BadLevel(String),
    /// Not a depth the analysis can search to.
    BadDepth(String),
    /// Not a time control.
    BadClock(String),
    /// Not a number of pieces to build the databases to.
    BadSolve(String),
    /// Not `white` or `black`.
    BadColor(String),
    /// Not `morris`, `playok` or `sanmill`.
    BadFormat(String),
    /// `help` on a word that is no command.
    UnknownTopic(String),
    /// No puzzle theme has this name.
    UnknownTheme(String),
    /// A rush of other than 3 or 5 minutes.
    BadRush(String),
}

/// What `solve` is asked to do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Solve {
    /// `solve`: how far the build is, or how far the databases are built.
    Status,
    /// `solve stop`: stop the build; what is finished stays.
    Stop,
    /// `solve 8`: every pair with at most this many pieces in all.
    UpTo(usize),
    /// `solve 4-3`: one pair (with its mirror), and what it needs first.
    Pair(morris_ai::db::Pair),
}

/// A word shortened and made printable for an error message.
#[must_use]
pub fn shown(text: &str) -> String {
    const MAX: usize = 24;
    let mut out: String = text
        .chars()
        .take(MAX)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    if text.chars().count() > MAX {
        out.push('…');
    }
    out
}

impl FromStr for Command {
    type Err = ParseCommandError;

    fn from_str(line: &str) -> Result<Command, ParseCommandError> {
        if line.len() > MAX_LINE {
            return Err(ParseCommandError::TooLong(line.len()));
        }
        let line = line.trim();
        if line.is_empty() {
            return Err(ParseCommandError::Empty);
        }
        let mut words = line.split_whitespace();
        let first = words.next().unwrap_or_default();
        if let Some(name) = CommandName::from_word(first) {
            let args: Vec<&str> = words.collect();
            let rest = line[first.len()..].trim();
            return parse_command(name, &args, rest);
        }
        if first.starts_with(['x', 'X']) {
            return parse_removal(line);
        }
        match line.parse::<Move>() {
            Ok(m) => Ok(Command::Play(m)),
            Err(error) if looks_like_move(first) => Err(ParseCommandError::BadMove {
                text: shown(line),
                error,
            }),
            Err(_) => Err(ParseCommandError::Unknown(shown(first))),
        }
    }
}

/// Whether a word that is no command was meant as a move: it starts with a
/// file letter and a digit (`h9`, `d6-z1`).
fn looks_like_move(word: &str) -> bool {
    let mut chars = word.chars();
    matches!(
        (chars.next(), chars.next()),
        (Some(f), Some(r)) if f.is_ascii_alphabetic() && r.is_ascii_digit()
    )
}

/// Parses removals typed apart: `xa7`, `x a7`, `xa7xg7`.
fn parse_removal(line: &str) -> Result<Command, ParseCommandError> {
    // The move parser reads removals after a point; any point will do as
    // the placement, which is dropped. Spaces inside (`x a7`) go.
    let compact: String = line.split_whitespace().collect();
    let text = format!("a1{compact}");
    match text.parse::<Move>() {
        Ok(m) => Ok(Command::Remove(m.removals())),
        Err(error) => Err(ParseCommandError::BadMove {
            text: shown(line),
            error: match error {
                ParseMoveError::BadPoint { at } => ParseMoveError::BadPoint {
                    at: at.saturating_sub(2),
                },
                ParseMoveError::Unexpected { at } => ParseMoveError::Unexpected {
                    at: at.saturating_sub(2),
                },
                other => other,
            },
        }),
    }
}

fn parse_command(
    name: CommandName,
    args: &[&str],
    rest: &str,
) -> Result<Command, ParseCommandError> {
    let no_args = |command: Command| {
        if args.is_empty() {
            Ok(command)
        } else {
            Err(ParseCommandError::Usage(name))
        }
    };
    match name {
        CommandName::New => parse_new(args),
        CommandName::Moves => no_args(Command::Moves),
        CommandName::Undo => no_args(Command::Undo),
        CommandName::Redo => no_args(Command::Redo),
        CommandName::Hint => no_args(Command::Hint),
        CommandName::Solve => match args {
            [] => Ok(Command::Solve(Solve::Status)),
            [word] if word.eq_ignore_ascii_case("stop") => Ok(Command::Solve(Solve::Stop)),
            // A pair, as `morris solve 4-3` takes it.
            [pair] if pair.contains('-') => pair
                .parse::<morris_ai::db::Pair>()
                .map(|p| Command::Solve(Solve::Pair(p)))
                .map_err(|_| ParseCommandError::BadSolve(shown(pair))),
            [n] => n
                .parse::<usize>()
                .ok()
                .filter(|n| (6..=24).contains(n))
                .map(|n| Command::Solve(Solve::UpTo(n)))
                .ok_or(ParseCommandError::BadSolve(shown(n))),
            _ => Err(ParseCommandError::Usage(name)),
        },
        CommandName::Clock => match args {
            [] => Ok(Command::Clock(None)),
            [control] => control
                .parse()
                .map(|c| Command::Clock(Some(c)))
                .map_err(|_| ParseCommandError::BadClock(shown(control))),
            _ => Err(ParseCommandError::Usage(name)),
        },
        CommandName::Analyze => {
            // `all` and a depth, each at most once, in either order.
            let (mut depth, mut all) = (None, false);
            for &arg in args {
                if arg.eq_ignore_ascii_case("all") && !all {
                    all = true;
                } else if depth.is_none() && !arg.eq_ignore_ascii_case("all") {
                    let d = arg
                        .parse::<u32>()
                        .ok()
                        .filter(|d| (2..=morris_ai::analysis::MAX_DEPTH).contains(d))
                        .ok_or_else(|| ParseCommandError::BadDepth(shown(arg)))?;
                    depth = Some(d);
                } else {
                    return Err(ParseCommandError::Usage(name));
                }
            }
            Ok(Command::Analyze { depth, all })
        }
        CommandName::Ai => no_args(Command::Ai),
        CommandName::Swap => no_args(Command::Swap),
        CommandName::Rules => match args {
            [] => Ok(Command::Rules(None)),
            [name] => name
                .parse::<Preset>()
                .map(|p| Command::Rules(Some(p)))
                .map_err(|_| ParseCommandError::UnknownPreset(shown(name))),
            _ => Err(ParseCommandError::Usage(name)),
        },
        CommandName::Show => no_args(Command::Show),
        CommandName::History => no_args(Command::History),
        CommandName::Position => no_args(Command::Position),
        CommandName::Setup => {
            let text = rest.trim();
            if text.is_empty() {
                return Err(ParseCommandError::Usage(name));
            }
            Ok(Command::Setup(text.to_owned()))
        }
        CommandName::Draw => no_args(Command::Draw),
        CommandName::Accept => no_args(Command::Accept),
        CommandName::Decline => no_args(Command::Decline),
        CommandName::Rematch => no_args(Command::Rematch),
        CommandName::Claim => no_args(Command::Claim),
        CommandName::Record => no_args(Command::Record),
        CommandName::Review => match args {
            [] => Ok(Command::Review { practice: false }),
            [word] if word.eq_ignore_ascii_case("practice") => {
                Ok(Command::Review { practice: true })
            }
            _ => Err(ParseCommandError::Usage(name)),
        },
        CommandName::Quit => no_args(Command::Quit),
        CommandName::Puzzle => puzzle::parse(args).map(Command::Puzzle),
        CommandName::Level => match args {
            [] => Ok(Command::Level(None)),
            [n] => n
                .parse()
                .map(|level| Command::Level(Some(level)))
                .map_err(|_| ParseCommandError::BadLevel(shown(n))),
            _ => Err(ParseCommandError::Usage(name)),
        },
        CommandName::Set => {
            let (key, value) = match args {
                [pair] => pair.split_once('=').ok_or(ParseCommandError::Usage(name))?,
                [key, value] => (*key, *value),
                _ => return Err(ParseCommandError::Usage(name)),
            };
            let (option, value) = parse_option(key, value)?;
            Ok(Command::Set(option, value))
        }
        CommandName::Save | CommandName::Load => {
            let mut rest = rest.trim();
            let mut format = RecordFormat::Morris;
            // Flags are read as commands are, whatever their case, so
            // `SAVE --FORMAT PLAYOK P.TXT` is never a file of that name.
            let flag = rest
                .get(..8)
                .filter(|head| head.eq_ignore_ascii_case("--format"));
            if name == CommandName::Save
                && let Some(after) = flag.map(|_| &rest[8..])
            {
                let after = after.trim_start_matches('=').trim_start();
                let (word, tail) = after.split_once(char::is_whitespace).unwrap_or((after, ""));
                format = word
                    .parse()
                    .map_err(|_| ParseCommandError::BadFormat(shown(word)))?;
                rest = tail.trim();
            }
            let path = rest.trim_matches(|c| c == '"' || c == '\'');
            if path.is_empty() {
                return Err(ParseCommandError::Usage(name));
            }
            let path = PathBuf::from(path);
            Ok(if name == CommandName::Save {
                Command::Save(path, format)
            } else {
                Command::Load(path)
            })
        }
        CommandName::Resign => match args {
            [] => Ok(Command::Resign(None)),
            [color] => color
                .to_ascii_lowercase()
                .parse()
                .map(|c| Command::Resign(Some(c)))
                .map_err(|_| ParseCommandError::BadColor(shown(color))),
            _ => Err(ParseCommandError::Usage(name)),
        },
        CommandName::Help => match args {
            [] => Ok(Command::Help(None)),
            [topic] => CommandName::from_word(topic)
                .map(|c| Command::Help(Some(c)))
                .ok_or_else(|| ParseCommandError::UnknownTopic(shown(topic))),
            _ => Err(ParseCommandError::Usage(name)),
        },
    }
}

/// `new [PRESET] [KEY=VALUE ...]`.
fn parse_new(args: &[&str]) -> Result<Command, ParseCommandError> {
    let mut preset = None;
    let mut options = Vec::new();
    for (i, arg) in args.iter().enumerate() {
        if let Some((key, value)) = arg.split_once('=') {
            options.push(parse_option(key, value)?);
        } else if i == 0 {
            preset = Some(
                arg.parse::<Preset>()
                    .map_err(|_| ParseCommandError::UnknownPreset(shown(arg)))?,
            );
        } else {
            return Err(ParseCommandError::Usage(CommandName::New));
        }
    }
    Ok(Command::New { preset, options })
}

/// A rule option and a value it takes.
fn parse_option(key: &str, value: &str) -> Result<(RuleOption, String), ParseCommandError> {
    let option: RuleOption = key
        .parse()
        .map_err(|_| ParseCommandError::UnknownOption(shown(key)))?;
    let value = value.trim().to_ascii_lowercase();
    if value.is_empty() || Rules::default().set(option, &value).is_err() {
        return Err(ParseCommandError::BadValue {
            option,
            value: shown(&value),
        });
    }
    Ok((option, value))
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::Point;

    fn parse(s: &str) -> Result<Command, ParseCommandError> {
        s.parse()
    }

    #[test]
    fn moves_and_removals() {
        assert_eq!(parse("d6"), Ok(Command::Play(Move::place(Point::D6))));
        assert_eq!(
            parse(" D6-D5 xa7 "),
            Ok(Command::Play(
                Move::slide(Point::D6, Point::D5).with_removal(Point::A7)
            ))
        );
        assert_eq!(parse("xa7"), Ok(Command::Remove(Point::A7.set())));
        assert_eq!(
            parse("x a1 x g7"),
            Ok(Command::Remove(Point::A1.set().with(Point::G7)))
        );
        assert!(matches!(
            parse("h9"),
            Err(ParseCommandError::BadMove { .. })
        ));
        assert!(matches!(
            parse("xz9"),
            Err(ParseCommandError::BadMove { .. })
        ));
    }

    #[test]
    fn commands_with_arguments() {
        assert_eq!(
            parse("new twelve flying=off"),
            Ok(Command::New {
                preset: Some(Preset::Twelve),
                options: vec![(RuleOption::Flying, "off".to_owned())]
            })
        );
        assert_eq!(
            parse("set n-move 10"),
            Ok(Command::Set(RuleOption::NMove, "10".to_owned()))
        );
        assert_eq!(
            parse("SET Flying=Both"),
            Ok(Command::Set(RuleOption::Flying, "both".to_owned()))
        );
        assert_eq!(
            parse("save my game.pgn"),
            Ok(Command::Save(
                PathBuf::from("my game.pgn"),
                RecordFormat::Morris
            ))
        );
        assert_eq!(
            parse("save --format playok ok.txt"),
            Ok(Command::Save(PathBuf::from("ok.txt"), RecordFormat::PlayOk))
        );
        assert_eq!(
            parse("save --format=sanmill s.pgn"),
            Ok(Command::Save(PathBuf::from("s.pgn"), RecordFormat::Sanmill))
        );
        assert_eq!(
            parse("SAVE --FORMAT PLAYOK P.TXT"),
            Ok(Command::Save(PathBuf::from("P.TXT"), RecordFormat::PlayOk))
        );
        assert_eq!(
            parse("save --format pdn x.pgn"),
            Err(ParseCommandError::BadFormat("pdn".to_owned()))
        );
        assert_eq!(
            parse("save --format playok"),
            Err(ParseCommandError::Usage(CommandName::Save))
        );
        assert_eq!(
            parse("resign black"),
            Ok(Command::Resign(Some(Color::Black)))
        );
        assert_eq!(parse("? set"), Ok(Command::Help(Some(CommandName::Set))));
        assert_eq!(parse("exit"), Ok(Command::Quit));
        use morris_ai::db::Pair;
        assert_eq!(parse("solve"), Ok(Command::Solve(Solve::Status)));
        assert_eq!(parse("solve STOP"), Ok(Command::Solve(Solve::Stop)));
        assert_eq!(parse("solve 8"), Ok(Command::Solve(Solve::UpTo(8))));
        assert_eq!(
            parse("solve 4-3"),
            Ok(Command::Solve(Solve::Pair(Pair::new(4, 3))))
        );
        for bad in [
            "solve 2-3",
            "solve 3-",
            "solve -3",
            "solve 3-3-3",
            "solve 13-3",
            "solve 5",
        ] {
            assert!(
                matches!(parse(bad), Err(ParseCommandError::BadSolve(_))),
                "{bad}"
            );
        }
        assert_eq!(
            parse("analyze"),
            Ok(Command::Analyze {
                depth: None,
                all: false
            })
        );
        assert_eq!(
            parse("analyse ALL 6"),
            Ok(Command::Analyze {
                depth: Some(6),
                all: true
            })
        );
        assert_eq!(
            parse("analyze 6 all"),
            Ok(Command::Analyze {
                depth: Some(6),
                all: true
            })
        );
        assert_eq!(
            parse("analyze all all"),
            Err(ParseCommandError::Usage(CommandName::Analyze))
        );
        assert_eq!(
            parse("analyze 6 7"),
            Err(ParseCommandError::Usage(CommandName::Analyze))
        );
        assert_eq!(
            parse("analyze most"),
            Err(ParseCommandError::BadDepth("most".to_owned()))
        );
    }

    #[test]
    fn errors_name_what_is_wrong() {
        assert_eq!(parse("  "), Err(ParseCommandError::Empty));
        assert_eq!(
            parse("undo twice"),
            Err(ParseCommandError::Usage(CommandName::Undo))
        );
        assert_eq!(
            parse("level 11"),
            Err(ParseCommandError::BadLevel("11".to_owned()))
        );
        assert_eq!(
            parse("set pieces 13"),
            Err(ParseCommandError::BadValue {
                option: RuleOption::Pieces,
                value: "13".to_owned()
            })
        );
        assert_eq!(
            parse("new chess"),
            Err(ParseCommandError::UnknownPreset("chess".to_owned()))
        );
        assert!(matches!(
            parse(&"y".repeat(MAX_LINE + 1)),
            Err(ParseCommandError::TooLong(_))
        ));
        assert_eq!(
            parse("\u{1b}[31mboo"),
            Err(ParseCommandError::Unknown("?[31mboo".to_owned()))
        );
    }

    #[test]
    fn the_online_commands_are_commands_of_the_one_grammar() {
        assert_eq!(parse("accept"), Ok(Command::Accept));
        assert_eq!(parse("YES"), Ok(Command::Accept));
        assert_eq!(parse("n"), Ok(Command::Decline));
        assert_eq!(parse("takeback"), Ok(Command::Undo));
        assert_eq!(parse("board"), Ok(Command::Show));
        assert_eq!(parse("rematch"), Ok(Command::Rematch));
        assert_eq!(parse("claim"), Ok(Command::Claim));
        assert_eq!(parse("record"), Ok(Command::Record));
        assert_eq!(
            parse("rematch now"),
            Err(ParseCommandError::Usage(CommandName::Rematch))
        );
        // Every command knows its name, and the names read back.
        for name in CommandName::ALL {
            if let Ok(command) = parse(name.name()) {
                assert_eq!(command.name(), Some(name), "{name}");
            }
        }
        assert!(!CommandName::New.online() && CommandName::Undo.online());
        assert!(CommandName::Claim.online_only() && !CommandName::Draw.online_only());
    }
}
