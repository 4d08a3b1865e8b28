//! The rule options and presets: each option's values, key and tag, and
//! the errors of reading them.

use std::fmt;
use std::str::FromStr;

/// The board: how many points it has.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[non_exhaustive]
pub enum Board {
    /// The large board of Nine and Twelve Men's Morris: three squares, 24
    /// points.
    #[default]
    TwentyFour,
    /// The board of Six Men's Morris: two squares, 16 points.
    Sixteen,
    /// The board of Three Men's Morris: a grid of 3 by 3, 9 points.
    Nine,
}

impl Board {
    /// Every board, the large one first.
    pub const ALL: [Board; 3] = [Board::TwentyFour, Board::Sixteen, Board::Nine];

    /// The number of points: 24, 16 or 9, the option's value.
    #[must_use]
    pub const fn points(self) -> u8 {
        match self {
            Board::TwentyFour => 24,
            Board::Sixteen => 16,
            Board::Nine => 9,
        }
    }

    /// The pieces per player the board takes: 9 to 12 on the large board,
    /// 5 to 8 on Six Men's Morris's (five for Five Men's Morris), 3 on Three
    /// Men's Morris's.
    #[must_use]
    pub const fn pieces(self) -> std::ops::RangeInclusive<u8> {
        match self {
            Board::TwentyFour => 9..=12,
            Board::Sixteen => 5..=8,
            Board::Nine => 3..=3,
        }
    }

    /// Whether a line of three wins at once, without removals (Three Men's
    /// Morris).
    #[must_use]
    pub const fn line_wins(self) -> bool {
        matches!(self, Board::Nine)
    }
}

/// When a player with three pieces may fly.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[non_exhaustive]
pub enum Flying {
    /// A player with exactly three pieces on the board and none in hand flies.
    On,
    /// Nobody flies.
    Off,
    /// As soon as either player is down to three pieces in the moving phase,
    /// both players fly.
    Both,
}

/// What a mill may remove when every opponent piece stands in a mill.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[non_exhaustive]
pub enum AllInMills {
    /// Any of them may be removed.
    Any,
    /// None may be removed and the turn ends.
    None,
}

/// How many removals a turn that closes two mills earns.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[non_exhaustive]
pub enum Removals {
    /// One removal per turn, however many mills it closes.
    One,
    /// One removal per mill closed.
    PerMill,
}

/// What a board filled during placing means.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[non_exhaustive]
pub enum FullBoard {
    /// The game is a draw.
    Draw,
    /// The player to move, who cannot move, loses.
    Lose,
    /// The player who placed first loses, whoever is to move (Sanmill's
    /// "first player loses"; it differs from [`FullBoard::Lose`] only when
    /// the second player moves first in the moving phase).
    FirstLoses,
    /// One player removes an opponent piece, and the other then moves
    /// first (Sanmill's "side to move removes a piece"): the player who
    /// would move first once placing ends, the first player unless the
    /// second moves first.
    SideRemoves,
    /// The first player removes an opponent piece, then the second player
    /// does, then the first player moves.
    FirstThenSecond,
    /// The second player removes an opponent piece, then the first player
    /// does, then the second player moves.
    SecondThenFirst,
}

impl FullBoard {
    /// Whether a full board makes players remove pieces rather than ends
    /// the game.
    #[must_use]
    pub const fn removes(self) -> bool {
        matches!(
            self,
            FullBoard::SideRemoves | FullBoard::FirstThenSecond | FullBoard::SecondThenFirst
        )
    }
}

/// What a mill closed while placing does to the piece it takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[non_exhaustive]
pub enum PlacingMills {
    /// The piece is removed at once, as in the moving phase.
    Remove,
    /// The piece is marked: it stays where it is, dead, until placing ends,
    /// when every marked piece leaves the board. Nobody places on a marked
    /// point, and a marked piece counts for no mill and no side.
    Mark,
    /// The mill takes a piece from the opponent's hand, and the opponent
    /// moves next; only when the opponent's hand is empty does it take a
    /// piece from the board (Sanmill's Dooz).
    FromHand,
    /// Mills closed while placing take nothing at once. When placing ends,
    /// each side removes as many opponent pieces as the mills standing on
    /// the board decide (see RULES.md, `el-filja`), the first player first;
    /// with no mill on the board each side removes one of its own (Sanmill's
    /// "removal based on mill counts").
    MillCounts,
}

/// A named set of rules.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[non_exhaustive]
pub enum Preset {
    /// Nine Men's Morris, the default.
    #[default]
    Nine,
    /// Nine Men's Morris without flying.
    NineNoFlying,
    /// Twelve Men's Morris: twelve pieces on the board with diagonals.
    Twelve,
    /// The rules of the Spanish seed text: both players fly, one removal per
    /// mill, nothing removed when every piece stands in a mill.
    SeedClassic,
    /// Lasker Morris: ten pieces each, and a player may move a piece instead
    /// of placing one while it still has pieces in hand.
    Lasker,
    /// The Russian one-time mill: a mill removes only the first time it is
    /// formed on its points, and pieces in mills may always be removed.
    OneTimeMill,
    /// Nerenchi of Sri Lanka: twelve pieces on the board with diagonals,
    /// the second player moves first once placing ends, pieces in mills may
    /// always be removed.
    Nerenchi,
    /// Morabaraba of southern Africa: twelve pieces on the board with
    /// diagonals, a full board draws, a short N-move rule once a side is
    /// down to three, and a mill may not be re-formed at once by moving the
    /// same piece back.
    Morabaraba,
    /// Cham Gonu of Korea: twelve pieces on the board with diagonals, the
    /// pieces taken while placing are marked and leave when placing ends,
    /// no flying, pieces in mills may always be removed.
    ChamGonu,
    /// Cheng San Qi of China: nine pieces, marked removals while placing,
    /// no flying.
    ChengSanQi,
    /// Da San Qi of China: twelve pieces on the board with diagonals,
    /// marked removals while placing, one removal per mill, pieces in mills
    /// may always be removed, a full board loses for the first player, the
    /// second player moves first once placing ends, no flying.
    DaSanQi,
    /// Dooz of Iran: twelve pieces on the board with diagonals, a mill
    /// while placing takes a piece from the opponent's hand, a full board
    /// makes the first player remove a piece, pieces in mills may always be
    /// removed.
    Dooz,
    /// Zhi Qi of China: as Cham Gonu, and a full board makes first one
    /// side, then the other, remove a piece.
    ZhiQi,
    /// El Filja of Algeria and Morocco: twelve pieces, no diagonals, mills
    /// while placing remove nothing until placing ends, when the mills on
    /// the board decide the removals; no flying; pieces in mills may always
    /// be removed.
    ElFilja,
    /// Mul-Mulan of Java: nine pieces on the board with diagonals, no
    /// flying, pieces in mills may always be removed, and a piece placed or
    /// moved between two opponent pieces on a line takes both
    /// (intervention).
    MulMulan,
    /// Three Men's Morris: three pieces each on a board of 3 by 3 points;
    /// after placing, a piece moves to a neighbouring point; three in a
    /// row wins at once, nothing is removed.
    Three,
    /// Six Men's Morris: six pieces each on a board of two squares (16
    /// points); no flying.
    Six,
}

impl Preset {
    /// All presets, `nine` first.
    pub const ALL: [Preset; 17] = [
        Preset::Nine,
        Preset::NineNoFlying,
        Preset::Twelve,
        Preset::SeedClassic,
        Preset::Lasker,
        Preset::OneTimeMill,
        Preset::Nerenchi,
        Preset::Morabaraba,
        Preset::ChamGonu,
        Preset::ChengSanQi,
        Preset::DaSanQi,
        Preset::Dooz,
        Preset::ZhiQi,
        Preset::ElFilja,
        Preset::MulMulan,
        Preset::Three,
        Preset::Six,
    ];

    /// The preset's name: `nine`, `nine-no-flying`, `twelve`,
    /// `seed-classic`, `lasker`, `one-time-mill`, `nerenchi`, `morabaraba`,
    /// `cham-gonu`, `cheng-san-qi`, `da-san-qi`, `dooz`, `zhi-qi`,
    /// `el-filja`, `mul-mulan`, `three`, `six`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Nine => "nine",
            Preset::NineNoFlying => "nine-no-flying",
            Preset::Twelve => "twelve",
            Preset::SeedClassic => "seed-classic",
            Preset::Lasker => "lasker",
            Preset::OneTimeMill => "one-time-mill",
            Preset::Nerenchi => "nerenchi",
            Preset::Morabaraba => "morabaraba",
            Preset::ChamGonu => "cham-gonu",
            Preset::ChengSanQi => "cheng-san-qi",
            Preset::DaSanQi => "da-san-qi",
            Preset::Dooz => "dooz",
            Preset::ZhiQi => "zhi-qi",
            Preset::ElFilja => "el-filja",
            Preset::MulMulan => "mul-mulan",
            Preset::Three => "three",
            Preset::Six => "six",
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text names no preset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePresetError;

impl fmt::Display for ParsePresetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown preset (expected ")?;
        for (i, p) in Preset::ALL.iter().enumerate() {
            match i {
                0 => {}
                i if i + 1 == Preset::ALL.len() => f.write_str(" or ")?,
                _ => f.write_str(", ")?,
            }
            f.write_str(p.name())?;
        }
        f.write_str(")")
    }
}

impl std::error::Error for ParsePresetError {}

impl FromStr for Preset {
    type Err = ParsePresetError;

    fn from_str(s: &str) -> Result<Preset, ParsePresetError> {
        Preset::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(s.trim()))
            .ok_or(ParsePresetError)
    }
}

/// One option of the rules, with its key and tag.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RuleOption {
    /// `board` / `Board`: the board by its points, `24`, `16` or `9`.
    Board,
    /// `pieces` / `Pieces`: pieces per player, 9 to 12 (5 to 8 on the
    /// 16-point board, 3 on the 9-point board).
    Pieces,
    /// `diagonals` / `Diagonals`: the four diagonal lines, `on` or `off`.
    Diagonals,
    /// `flying` / `Flying`: `on`, `off` or `both`.
    Flying,
    /// `all-in-mills` / `AllInMills`: `any` or `none`.
    AllInMills,
    /// `removals` / `Removals`: `one` or `per-mill`.
    Removals,
    /// `first` / `First`: who moves first, `white` or `black`.
    First,
    /// `repetition` / `Repetition`: draw by threefold repetition, `on` or `off`.
    Repetition,
    /// `n-move` / `NMove`: the N-move rule, 0 (off) or N moves per player.
    NMove,
    /// `full-board` / `FullBoard`: `draw`, `lose`, `first-loses`,
    /// `side-removes`, `first-then-second` or `second-then-first`.
    FullBoard,
    /// `moves-in-placing` / `MovesInPlacing`: whether a player with pieces
    /// in hand may move a piece instead of placing one, `on` or `off`.
    MovesInPlacing,
    /// `one-time-mills` / `OneTimeMills`: whether a mill removes only the
    /// first time it is formed on its points, `on` or `off`.
    OneTimeMills,
    /// `remove-from-mills` / `RemoveFromMills`: whether pieces in mills may
    /// always be removed, `on` or `off`.
    RemoveFromMills,
    /// `defender-first` / `DefenderFirst`: whether the second player moves
    /// first once placing ends, `on` or `off`.
    DefenderFirst,
    /// `restrict-repeated-mills` / `RestrictRepeatedMills`: whether moving
    /// the piece that just closed a mill straight back to close one again
    /// is forbidden, `on` or `off`.
    RestrictRepeatedMills,
    /// `endgame-n-move` / `EndgameNMove`: the shorter N-move rule while a
    /// side has three pieces on the board, 0 (off) or N moves per player.
    EndgameNMove,
    /// `placing-mills` / `PlacingMills`: what a mill closed while placing
    /// does, `remove`, `mark`, `from-hand` or `mill-counts`.
    PlacingMills,
    /// `intervention` / `Intervention`: whether a piece placed or moved to
    /// the middle of a line whose two ends hold opponent pieces takes both,
    /// `on` or `off`.
    Intervention,
}

impl RuleOption {
    /// All options, in the order of RULES.md's table.
    pub const ALL: [RuleOption; 18] = [
        RuleOption::Board,
        RuleOption::Pieces,
        RuleOption::Diagonals,
        RuleOption::Flying,
        RuleOption::AllInMills,
        RuleOption::Removals,
        RuleOption::First,
        RuleOption::Repetition,
        RuleOption::NMove,
        RuleOption::FullBoard,
        RuleOption::MovesInPlacing,
        RuleOption::OneTimeMills,
        RuleOption::RemoveFromMills,
        RuleOption::DefenderFirst,
        RuleOption::RestrictRepeatedMills,
        RuleOption::EndgameNMove,
        RuleOption::PlacingMills,
        RuleOption::Intervention,
    ];

    /// The key used by `--set KEY=VALUE` and the REPL's `set KEY VALUE`.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            RuleOption::Board => "board",
            RuleOption::Pieces => "pieces",
            RuleOption::Diagonals => "diagonals",
            RuleOption::Flying => "flying",
            RuleOption::AllInMills => "all-in-mills",
            RuleOption::Removals => "removals",
            RuleOption::First => "first",
            RuleOption::Repetition => "repetition",
            RuleOption::NMove => "n-move",
            RuleOption::FullBoard => "full-board",
            RuleOption::MovesInPlacing => "moves-in-placing",
            RuleOption::OneTimeMills => "one-time-mills",
            RuleOption::RemoveFromMills => "remove-from-mills",
            RuleOption::DefenderFirst => "defender-first",
            RuleOption::RestrictRepeatedMills => "restrict-repeated-mills",
            RuleOption::EndgameNMove => "endgame-n-move",
            RuleOption::PlacingMills => "placing-mills",
            RuleOption::Intervention => "intervention",
        }
    }

    /// The tag used by game records and the engine protocol.
    #[must_use]
    pub const fn tag(self) -> &'static str {
        match self {
            RuleOption::Board => "Board",
            RuleOption::Pieces => "Pieces",
            RuleOption::Diagonals => "Diagonals",
            RuleOption::Flying => "Flying",
            RuleOption::AllInMills => "AllInMills",
            RuleOption::Removals => "Removals",
            RuleOption::First => "First",
            RuleOption::Repetition => "Repetition",
            RuleOption::NMove => "NMove",
            RuleOption::FullBoard => "FullBoard",
            RuleOption::MovesInPlacing => "MovesInPlacing",
            RuleOption::OneTimeMills => "OneTimeMills",
            RuleOption::RemoveFromMills => "RemoveFromMills",
            RuleOption::DefenderFirst => "DefenderFirst",
            RuleOption::RestrictRepeatedMills => "RestrictRepeatedMills",
            RuleOption::EndgameNMove => "EndgameNMove",
            RuleOption::PlacingMills => "PlacingMills",
            RuleOption::Intervention => "Intervention",
        }
    }

    /// The values the option takes, for help texts and completion. A number
    /// range is written `9..=12`.
    #[must_use]
    pub const fn values(self) -> &'static [&'static str] {
        match self {
            RuleOption::Board => &["24", "16", "9"],
            RuleOption::Pieces => &["9", "10", "11", "12", "6", "7", "8", "3"],
            RuleOption::Diagonals
            | RuleOption::Repetition
            | RuleOption::MovesInPlacing
            | RuleOption::OneTimeMills
            | RuleOption::RemoveFromMills
            | RuleOption::DefenderFirst
            | RuleOption::RestrictRepeatedMills
            | RuleOption::Intervention => &["on", "off"],
            RuleOption::Flying => &["on", "off", "both"],
            RuleOption::AllInMills => &["any", "none"],
            RuleOption::Removals => &["one", "per-mill"],
            RuleOption::First => &["white", "black"],
            RuleOption::NMove => &["0", "50"],
            RuleOption::EndgameNMove => &["0", "5"],
            RuleOption::FullBoard => &[
                "draw",
                "lose",
                "first-loses",
                "side-removes",
                "first-then-second",
                "second-then-first",
            ],
            RuleOption::PlacingMills => &["remove", "mark", "from-hand", "mill-counts"],
        }
    }

    /// The option with this tag (`AllInMills`), ignoring case.
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<RuleOption> {
        RuleOption::ALL
            .into_iter()
            .find(|o| o.tag().eq_ignore_ascii_case(tag))
    }

    /// A short description of the values, for error messages.
    pub(crate) const fn expected(self) -> &'static str {
        match self {
            RuleOption::Board => "24, 16 or 9 (its points)",
            RuleOption::Pieces => {
                "a number from 9 to 12 (5 to 8 on the 16-point board, 3 on the 9-point board)"
            }
            RuleOption::Diagonals
            | RuleOption::Repetition
            | RuleOption::MovesInPlacing
            | RuleOption::OneTimeMills
            | RuleOption::RemoveFromMills
            | RuleOption::DefenderFirst
            | RuleOption::RestrictRepeatedMills
            | RuleOption::Intervention => "on or off",
            RuleOption::Flying => "on, off or both",
            RuleOption::AllInMills => "any or none",
            RuleOption::Removals => "one or per-mill",
            RuleOption::First => "white or black",
            RuleOption::NMove | RuleOption::EndgameNMove => {
                "0 (off) or a number of moves from 1 to 10000"
            }
            RuleOption::FullBoard => {
                "draw, lose, first-loses, side-removes, first-then-second or second-then-first"
            }
            RuleOption::PlacingMills => "remove, mark, from-hand or mill-counts",
        }
    }
}

impl fmt::Display for RuleOption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// The text names no rule option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseRuleOptionError {
    name: String,
}

impl fmt::Display for ParseRuleOptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let keys: Vec<&str> = RuleOption::ALL.iter().map(|o| o.key()).collect();
        write!(
            f,
            "unknown rule option {:?} (options: {})",
            self.name,
            keys.join(", ")
        )
    }
}

impl std::error::Error for ParseRuleOptionError {}

impl FromStr for RuleOption {
    type Err = ParseRuleOptionError;

    /// Parses an option by its key (`all-in-mills`) or its tag (`AllInMills`).
    fn from_str(s: &str) -> Result<RuleOption, ParseRuleOptionError> {
        let s = s.trim();
        RuleOption::ALL
            .into_iter()
            .find(|o| o.key().eq_ignore_ascii_case(s) || o.tag().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseRuleOptionError {
                name: s.chars().take(40).collect(),
            })
    }
}

/// A value that the option does not take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleValueError {
    /// The option being set.
    pub option: RuleOption,
    pub(crate) value: String,
}

impl RuleValueError {
    /// The value that was refused, as it was given.
    #[must_use]
    pub fn value(&self) -> &str {
        &self.value
    }
}

impl fmt::Display for RuleValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a value of {} (expected {})",
            self.value,
            self.option.key(),
            self.option.expected()
        )
    }
}

impl std::error::Error for RuleValueError {}
