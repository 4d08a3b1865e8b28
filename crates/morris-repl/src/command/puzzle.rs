//! `puzzle …`: the puzzles' words, parsed.

use std::str::FromStr;

use morris_ai::puzzles::Theme;
use morris_core::Preset;

use super::{CommandName, ParseCommandError, shown};

/// What `puzzle` is asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleCommand {
    /// `puzzle`, `puzzle next`: the next puzzle (rated puzzles near the
    /// player's rating when no other mode is under way).
    Next,
    /// `puzzle daily`: today's puzzle.
    Daily,
    /// `puzzle streak`: puzzles of rising rating until the first miss.
    Streak,
    /// `puzzle rush [3|5]`: as many as can be solved in 3 or 5 minutes.
    Rush(u8),
    /// `puzzle rated`: back to rated puzzles.
    Rated,
    /// `puzzle theme NAME|any`: only puzzles of a theme, or any.
    Theme(Option<Theme>),
    /// `puzzle themes`: the themes and how many puzzles each has.
    Themes,
    /// `puzzle rules PRESET`: the puzzles of another rule set.
    Rules(Preset),
    /// `puzzle hint`: where to look.
    Hint,
    /// `puzzle show`: the answer.
    Show,
    /// `puzzle again`: the puzzle shown, from its start.
    Again,
    /// `puzzle rating`: the player's rating and its history.
    Rating,
    /// `puzzle stop`: back to the game.
    Stop,
    /// `puzzle ID`: that puzzle.
    Open(String),
}

/// Parses the words after `puzzle`.
pub(super) fn parse(args: &[&str]) -> Result<PuzzleCommand, ParseCommandError> {
    let usage = ParseCommandError::Usage(CommandName::Puzzle);
    let lower: Vec<String> = args.iter().map(|a| a.to_ascii_lowercase()).collect();
    let words: Vec<&str> = lower.iter().map(String::as_str).collect();
    Ok(match words.as_slice() {
        [] | ["next"] => PuzzleCommand::Next,
        ["daily"] => PuzzleCommand::Daily,
        ["streak"] => PuzzleCommand::Streak,
        ["rush"] => PuzzleCommand::Rush(3),
        ["rush", "3"] => PuzzleCommand::Rush(3),
        ["rush", "5"] => PuzzleCommand::Rush(5),
        ["rush", _] => return Err(ParseCommandError::BadRush(shown(args[1]))),
        ["rated"] => PuzzleCommand::Rated,
        ["theme", "any" | "all"] => PuzzleCommand::Theme(None),
        ["theme", name] => PuzzleCommand::Theme(Some(
            Theme::from_str(name).map_err(|_| ParseCommandError::UnknownTheme(shown(args[1])))?,
        )),
        ["themes"] => PuzzleCommand::Themes,
        ["rules", name] => PuzzleCommand::Rules(
            name.parse()
                .map_err(|_| ParseCommandError::UnknownPreset(shown(args[1])))?,
        ),
        ["hint"] => PuzzleCommand::Hint,
        ["show"] | ["answer"] => PuzzleCommand::Show,
        ["again"] | ["retry"] => PuzzleCommand::Again,
        ["rating"] => PuzzleCommand::Rating,
        ["stop"] => PuzzleCommand::Stop,
        [_] if morris_ai::puzzles::is_id(args[0]) => PuzzleCommand::Open(args[0].to_owned()),
        _ => return Err(usage),
    })
}
