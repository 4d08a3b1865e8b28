//! The names of the commands: what help lists and completion offers.

use std::fmt;

/// The names of the commands, for help and completion.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CommandName {
    /// `new [PRESET] [KEY=VALUE ...]`
    New,
    /// `moves`
    Moves,
    /// `undo`
    Undo,
    /// `redo`
    Redo,
    /// `hint`
    Hint,
    /// `analyze [DEPTH] [all]`
    Analyze,
    /// `clock [CONTROL]`
    Clock,
    /// `solve [N|stop]`
    Solve,
    /// `ai`
    Ai,
    /// `level [N]`
    Level,
    /// `swap`
    Swap,
    /// `set KEY VALUE`
    Set,
    /// `rules`
    Rules,
    /// `show`
    Show,
    /// `history`
    History,
    /// `save FILE`
    Save,
    /// `load FILE`
    Load,
    /// `position`
    Position,
    /// `setup POSITION`
    Setup,
    /// `resign [white|black]`
    Resign,
    /// `draw`
    Draw,
    /// `accept`
    Accept,
    /// `decline`
    Decline,
    /// `rematch`
    Rematch,
    /// `claim`
    Claim,
    /// `record`
    Record,
    /// `review`
    Review,
    /// `puzzle [next|daily|streak|rush|theme|hint|show|...]`
    Puzzle,
    /// `help [COMMAND]`
    Help,
    /// `quit`
    Quit,
}

impl CommandName {
    /// Every command, in the order `help` lists them.
    pub const ALL: [CommandName; 30] = [
        CommandName::New,
        CommandName::Moves,
        CommandName::Undo,
        CommandName::Redo,
        CommandName::Hint,
        CommandName::Analyze,
        CommandName::Clock,
        CommandName::Solve,
        CommandName::Ai,
        CommandName::Level,
        CommandName::Swap,
        CommandName::Set,
        CommandName::Rules,
        CommandName::Show,
        CommandName::History,
        CommandName::Save,
        CommandName::Load,
        CommandName::Position,
        CommandName::Setup,
        CommandName::Resign,
        CommandName::Draw,
        CommandName::Accept,
        CommandName::Decline,
        CommandName::Rematch,
        CommandName::Claim,
        CommandName::Record,
        CommandName::Review,
        CommandName::Puzzle,
        CommandName::Help,
        CommandName::Quit,
    ];

    /// The word that runs the command.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            CommandName::New => "new",
            CommandName::Moves => "moves",
            CommandName::Undo => "undo",
            CommandName::Redo => "redo",
            CommandName::Hint => "hint",
            CommandName::Analyze => "analyze",
            CommandName::Clock => "clock",
            CommandName::Solve => "solve",
            CommandName::Ai => "ai",
            CommandName::Level => "level",
            CommandName::Swap => "swap",
            CommandName::Set => "set",
            CommandName::Rules => "rules",
            CommandName::Show => "show",
            CommandName::History => "history",
            CommandName::Save => "save",
            CommandName::Load => "load",
            CommandName::Position => "position",
            CommandName::Setup => "setup",
            CommandName::Resign => "resign",
            CommandName::Draw => "draw",
            CommandName::Accept => "accept",
            CommandName::Decline => "decline",
            CommandName::Rematch => "rematch",
            CommandName::Claim => "claim",
            CommandName::Record => "record",
            CommandName::Review => "review",
            CommandName::Puzzle => "puzzle",
            CommandName::Help => "help",
            CommandName::Quit => "quit",
        }
    }

    /// How the command is written, with its arguments (never translated).
    #[must_use]
    pub const fn usage(self) -> &'static str {
        match self {
            CommandName::New => "new [PRESET] [KEY=VALUE ...]",
            CommandName::Level => "level [1-10]",
            CommandName::Analyze => "analyze [DEPTH] [all]",
            CommandName::Clock => "clock [none|5+3|30s]",
            CommandName::Solve => "solve [PIECES|A-B|stop]",
            CommandName::Set => "set KEY VALUE",
            CommandName::Save => "save [--format playok|sanmill] FILE",
            CommandName::Load => "load FILE",
            CommandName::Setup => "setup POSITION",
            CommandName::Resign => "resign [white|black]",
            CommandName::Help => "help [COMMAND]",
            CommandName::Review => "review [practice]",
            CommandName::Puzzle => "puzzle [WHAT]",
            CommandName::Rules => "rules [PRESET]",
            other => other.name(),
        }
    }

    /// The message id of the command's one-line description.
    #[must_use]
    pub const fn help_id(self) -> &'static str {
        match self {
            CommandName::New => "help-new",
            CommandName::Moves => "help-moves",
            CommandName::Undo => "help-undo",
            CommandName::Redo => "help-redo",
            CommandName::Hint => "help-hint",
            CommandName::Analyze => "help-analyze",
            CommandName::Clock => "help-clock",
            CommandName::Solve => "help-solve",
            CommandName::Ai => "help-ai",
            CommandName::Level => "help-level",
            CommandName::Swap => "help-swap",
            CommandName::Set => "help-set",
            CommandName::Rules => "help-rules",
            CommandName::Show => "help-show",
            CommandName::History => "help-history",
            CommandName::Save => "help-save",
            CommandName::Load => "help-load",
            CommandName::Position => "help-position",
            CommandName::Setup => "help-setup",
            CommandName::Resign => "help-resign",
            CommandName::Draw => "help-draw",
            CommandName::Accept => "help-accept",
            CommandName::Decline => "help-decline",
            CommandName::Rematch => "help-rematch",
            CommandName::Claim => "help-claim",
            CommandName::Record => "help-record",
            CommandName::Review => "help-review",
            CommandName::Puzzle => "help-puzzle",
            CommandName::Help => "help-help",
            CommandName::Quit => "help-quit",
        }
    }

    /// Whether the command can be used in an online game: the game is the
    /// server's, so nothing that replaces or changes it at this computer.
    #[must_use]
    pub const fn online(self) -> bool {
        !matches!(
            self,
            CommandName::New
                | CommandName::Redo
                | CommandName::Clock
                | CommandName::Solve
                | CommandName::Ai
                | CommandName::Level
                | CommandName::Swap
                | CommandName::Set
                | CommandName::Load
                | CommandName::Setup
        )
    }

    /// Whether the command is only for an online game.
    #[must_use]
    pub const fn online_only(self) -> bool {
        matches!(self, CommandName::Rematch | CommandName::Claim)
    }

    /// The command named by `word` (or one of its aliases: `exit`, `?`,
    /// `analyse`, `takeback`, `yes`, `no`, `board`).
    #[must_use]
    pub fn from_word(word: &str) -> Option<CommandName> {
        let word = word.to_ascii_lowercase();
        match word.as_str() {
            "exit" => Some(CommandName::Quit),
            "analyse" => Some(CommandName::Analyze),
            "?" => Some(CommandName::Help),
            "takeback" | "take-back" => Some(CommandName::Undo),
            "yes" | "y" => Some(CommandName::Accept),
            "no" | "n" => Some(CommandName::Decline),
            "board" => Some(CommandName::Show),
            _ => CommandName::ALL.into_iter().find(|c| c.name() == word),
        }
    }
}

impl fmt::Display for CommandName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
