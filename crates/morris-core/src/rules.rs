//! The rule options and presets of RULES.md.
//!
//! Every option has one key (`flying`), used by command lines and the REPL,
//! and one tag (`Flying`), used by game records and the engine protocol.
//!
//! ```
//! use morris_core::{Flying, Preset, RuleOption, Rules};
//!
//! let mut rules = Rules::preset(Preset::Nine);
//! rules.set(RuleOption::Flying, "off")?;
//! assert_eq!(rules.flying(), Flying::Off);
//! assert_eq!(rules, Rules::preset(Preset::NineNoFlying));
//!
//! let option: RuleOption = "n-move".parse()?;
//! rules.set(option, "40")?;
//! assert_eq!(rules.get(RuleOption::NMove), "40");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;

pub use crate::options::{
    AllInMills, Board, Flying, FullBoard, ParsePresetError, ParseRuleOptionError, PlacingMills,
    Preset, Removals, RuleOption, RuleValueError,
};
use crate::{Color, Geometry};

/// The largest N of the N-move rule.
const MAX_N_MOVE: u16 = 10_000;

/// A complete set of rules: every option of RULES.md.
///
/// Build one from a [`Preset`] and change options with [`Rules::set`] or the
/// typed setters. The default is the `nine` preset.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "RulesData", into = "RulesData"))]
pub struct Rules {
    board: Board,
    pieces: u8,
    diagonals: bool,
    flying: Flying,
    all_in_mills: AllInMills,
    removals: Removals,
    first: Color,
    repetition: bool,
    n_move: u16,
    full_board: FullBoard,
    // The on/off rules of the traditional variants, one bit each, so that
    // the hot paths ask one byte whether any of them is on.
    flags: u16,
    endgame_n_move: u16,
}

const MOVES_IN_PLACING: u16 = 1;
const ONE_TIME_MILLS: u16 = 2;
const REMOVE_FROM_MILLS: u16 = 4;
const DEFENDER_FIRST: u16 = 8;
const RESTRICT_REPEATED_MILLS: u16 = 16;
const MARK: u16 = 32;
const FROM_HAND: u16 = 64;
const MILL_COUNTS: u16 = 128;
// What placing mills do: at most one of these is set.
const PLACING_MILLS: u16 = MARK | FROM_HAND | MILL_COUNTS;
// Set with the full-board actions that remove pieces, so that the hot
// paths learn from `flags` alone that removals may fall due.
const FULL_BOARD_REMOVES: u16 = 256;
const INTERVENTION: u16 = 512;

impl Default for Rules {
    fn default() -> Rules {
        Rules::preset(Preset::Nine)
    }
}

impl Rules {
    /// The rules of a preset.
    #[must_use]
    pub const fn preset(preset: Preset) -> Rules {
        let nine = Rules {
            board: Board::TwentyFour,
            pieces: 9,
            diagonals: false,
            flying: Flying::On,
            all_in_mills: AllInMills::Any,
            removals: Removals::One,
            first: Color::White,
            repetition: true,
            n_move: 50,
            full_board: FullBoard::Draw,
            flags: 0,
            endgame_n_move: 0,
        };
        match preset {
            Preset::Nine => nine,
            Preset::NineNoFlying => Rules {
                flying: Flying::Off,
                ..nine
            },
            Preset::Twelve => Rules {
                pieces: 12,
                diagonals: true,
                ..nine
            },
            Preset::SeedClassic => Rules {
                flying: Flying::Both,
                removals: Removals::PerMill,
                all_in_mills: AllInMills::None,
                ..nine
            },
            Preset::Lasker => Rules {
                pieces: 10,
                flags: MOVES_IN_PLACING,
                ..nine
            },
            Preset::OneTimeMill => Rules {
                flags: ONE_TIME_MILLS | REMOVE_FROM_MILLS,
                ..nine
            },
            Preset::Nerenchi => Rules {
                pieces: 12,
                diagonals: true,
                flags: DEFENDER_FIRST | REMOVE_FROM_MILLS,
                full_board: FullBoard::FirstLoses,
                ..nine
            },
            Preset::Morabaraba => Rules {
                pieces: 12,
                diagonals: true,
                flags: RESTRICT_REPEATED_MILLS,
                endgame_n_move: 5,
                ..nine
            },
            Preset::ChamGonu => Rules {
                pieces: 12,
                diagonals: true,
                flags: MARK | REMOVE_FROM_MILLS,
                flying: Flying::Off,
                full_board: FullBoard::FirstLoses,
                ..nine
            },
            Preset::ChengSanQi => Rules {
                flags: MARK,
                flying: Flying::Off,
                ..nine
            },
            Preset::DaSanQi => Rules {
                pieces: 12,
                diagonals: true,
                flags: MARK | REMOVE_FROM_MILLS | DEFENDER_FIRST,
                removals: Removals::PerMill,
                full_board: FullBoard::FirstLoses,
                flying: Flying::Off,
                ..nine
            },
            Preset::Dooz => Rules {
                pieces: 12,
                diagonals: true,
                flags: FROM_HAND | REMOVE_FROM_MILLS | FULL_BOARD_REMOVES,
                full_board: FullBoard::SideRemoves,
                ..nine
            },
            Preset::ZhiQi => Rules {
                pieces: 12,
                diagonals: true,
                flags: MARK | REMOVE_FROM_MILLS | FULL_BOARD_REMOVES,
                flying: Flying::Off,
                full_board: FullBoard::FirstThenSecond,
                ..nine
            },
            Preset::ElFilja => Rules {
                pieces: 12,
                flags: MILL_COUNTS | REMOVE_FROM_MILLS | FULL_BOARD_REMOVES,
                flying: Flying::Off,
                full_board: FullBoard::FirstThenSecond,
                ..nine
            },
            Preset::MulMulan => Rules {
                diagonals: true,
                flags: INTERVENTION | REMOVE_FROM_MILLS,
                flying: Flying::Off,
                ..nine
            },
            Preset::Three => Rules {
                board: Board::Nine,
                pieces: 3,
                flying: Flying::Off,
                ..nine
            },
            Preset::Six => Rules {
                board: Board::Sixteen,
                pieces: 6,
                flying: Flying::Off,
                ..nine
            },
        }
    }

    /// The board: the large one, Six Men's Morris's or Three Men's
    /// Morris's.
    #[must_use]
    pub const fn board(&self) -> Board {
        self.board
    }

    /// Pieces per player: 9 to 12 on the large board (see
    /// [`Board::pieces`]).
    #[must_use]
    pub const fn pieces(&self) -> u8 {
        self.pieces
    }

    /// Whether the board has its diagonal lines (four on the large board,
    /// the corners' joins on Six Men's Morris's, two through the centre on
    /// Three Men's Morris's).
    #[must_use]
    pub const fn diagonals(&self) -> bool {
        self.diagonals
    }

    /// The board's lines under these rules.
    #[must_use]
    pub const fn geometry(&self) -> Geometry {
        Geometry::of(self.board, self.diagonals)
    }

    /// Whether a line of three wins at once, without removals (Three Men's
    /// Morris).
    #[must_use]
    #[inline]
    pub const fn line_wins(&self) -> bool {
        self.board.line_wins()
    }

    /// When players fly.
    #[must_use]
    pub const fn flying(&self) -> Flying {
        self.flying
    }

    /// What may be removed when every opponent piece stands in a mill.
    #[must_use]
    pub const fn all_in_mills(&self) -> AllInMills {
        self.all_in_mills
    }

    /// Removals earned by closing several mills at once.
    #[must_use]
    pub const fn removals(&self) -> Removals {
        self.removals
    }

    /// Who moves first.
    #[must_use]
    pub const fn first(&self) -> Color {
        self.first
    }

    /// Whether threefold repetition draws.
    #[must_use]
    pub const fn repetition(&self) -> bool {
        self.repetition
    }

    /// N of the N-move rule (moves per player without a removal); 0 is off.
    #[must_use]
    pub const fn n_move(&self) -> u16 {
        self.n_move
    }

    /// What a full board means.
    #[must_use]
    pub const fn full_board(&self) -> FullBoard {
        self.full_board
    }

    /// Whether a player with pieces in hand may move a piece (to a
    /// neighbouring point, never flying) instead of placing one.
    #[must_use]
    pub const fn moves_in_placing(&self) -> bool {
        self.flags & MOVES_IN_PLACING != 0
    }

    /// Whether a mill removes only the first time it is formed: a mill
    /// whose three points all lie in mills its owner formed before earns
    /// nothing.
    #[must_use]
    pub const fn one_time_mills(&self) -> bool {
        self.flags & ONE_TIME_MILLS != 0
    }

    /// Whether pieces standing in mills may always be removed.
    #[must_use]
    pub const fn remove_from_mills(&self) -> bool {
        self.flags & REMOVE_FROM_MILLS != 0
    }

    /// Whether the second player moves first once placing ends.
    #[must_use]
    pub const fn defender_first(&self) -> bool {
        self.flags & DEFENDER_FIRST != 0
    }

    /// Whether a player may not move the piece that closed a mill on its
    /// last turn straight back to where it came from to close a mill again.
    #[must_use]
    pub const fn restrict_repeated_mills(&self) -> bool {
        self.flags & RESTRICT_REPEATED_MILLS != 0
    }

    /// N of the endgame N-move rule, which replaces the N-move rule while a
    /// side has exactly three pieces on the board; 0 is off. It applies
    /// only when it is shorter than the N-move rule, which must be on.
    #[must_use]
    pub const fn endgame_n_move(&self) -> u16 {
        self.endgame_n_move
    }

    /// What a mill closed while placing does to the piece it takes.
    #[must_use]
    pub const fn placing_mills(&self) -> PlacingMills {
        if self.flags & MARK != 0 {
            PlacingMills::Mark
        } else if self.flags & FROM_HAND != 0 {
            PlacingMills::FromHand
        } else if self.flags & MILL_COUNTS != 0 {
            PlacingMills::MillCounts
        } else {
            PlacingMills::Remove
        }
    }

    /// Whether a piece placed or moved to the middle of a line whose two
    /// ends hold opponent pieces takes both (intervention capture).
    #[must_use]
    pub const fn intervention(&self) -> bool {
        self.flags & INTERVENTION != 0
    }

    /// Turns intervention capture on or off.
    pub fn set_intervention(&mut self, on: bool) {
        self.set_flag(INTERVENTION, on);
    }

    /// Whether a mill closed by a placement takes a piece from the
    /// opponent's hand while it has one.
    #[inline]
    pub(crate) const fn takes_from_hand(&self) -> bool {
        self.flags & FROM_HAND != 0
    }

    /// Whether mills closed while placing wait for the end of placing,
    /// when the mills on the board decide the removals.
    #[inline]
    pub(crate) const fn counts_mills(&self) -> bool {
        self.flags & MILL_COUNTS != 0
    }

    /// Whether removals may fall due between turns (a full board that
    /// makes players remove, or removals by mill counts): then a turn may
    /// be a removal alone.
    #[inline]
    pub(crate) const fn removal_turns(&self) -> bool {
        self.flags & (FULL_BOARD_REMOVES | MILL_COUNTS) != 0
    }

    /// Whether moves are generated with more than placements, moves and
    /// mill removals to look at: removals due, or interventions.
    #[inline]
    pub(crate) const fn generation_extras(&self) -> bool {
        self.flags & (FULL_BOARD_REMOVES | MILL_COUNTS | INTERVENTION) != 0
    }

    /// Whether a placement's removals depend on more than the mills it
    /// closes (a hand to take from, mill counts to wait for).
    #[inline]
    pub(crate) const fn placing_removal_extras(&self) -> bool {
        self.flags & (FROM_HAND | MILL_COUNTS) != 0
    }

    /// Whether the hands need not keep step while placing: a player may
    /// move instead of placing, or a mill may take a piece from a hand.
    #[inline]
    pub(crate) const fn uneven_hands(&self) -> bool {
        self.flags & (MOVES_IN_PLACING | FROM_HAND) != 0
    }

    /// Whether mills closed while placing mark the pieces they take.
    #[inline]
    pub(crate) const fn marks(&self) -> bool {
        self.flags & MARK != 0
    }

    /// Whether any rule that needs more than the board, the hands and the
    /// counters is on: such rules keep a [`MillMemory`](crate::MillMemory)
    /// in the position.
    #[must_use]
    pub const fn has_memory(&self) -> bool {
        self.flags
            & (ONE_TIME_MILLS | RESTRICT_REPEATED_MILLS | MARK | MILL_COUNTS | FULL_BOARD_REMOVES)
            != 0
    }

    /// Whether the rules remember anything about the moving phase (spent
    /// mills, the last mill move): then the position before a move cannot
    /// be told from the position after it.
    #[must_use]
    pub const fn remembers_moves(&self) -> bool {
        self.flags & (ONE_TIME_MILLS | RESTRICT_REPEATED_MILLS) != 0
    }

    /// Whether a turn has more to do than move pieces and count: a memory
    /// to keep, marks to make, or the side to move to set as placing ends.
    #[inline]
    pub(crate) const fn turn_extras(&self) -> bool {
        self.flags
            & (ONE_TIME_MILLS
                | RESTRICT_REPEATED_MILLS
                | MARK
                | DEFENDER_FIRST
                | FROM_HAND
                | MILL_COUNTS
                | FULL_BOARD_REMOVES)
            != 0
    }

    /// Whether moving while placing or restricted repeated mills change
    /// the placements and moves to look at.
    #[inline]
    pub(crate) const fn base_move_extras(&self) -> bool {
        self.flags & (MOVES_IN_PLACING | RESTRICT_REPEATED_MILLS | FULL_BOARD_REMOVES | MILL_COUNTS)
            != 0
    }

    fn set_flag(&mut self, flag: u16, on: bool) {
        if on {
            self.flags |= flag;
        } else {
            self.flags &= !flag;
        }
    }

    /// Sets what a mill closed while placing does to the piece it takes.
    pub fn set_placing_mills(&mut self, placing_mills: PlacingMills) {
        self.flags &= !PLACING_MILLS;
        self.flags |= match placing_mills {
            PlacingMills::Remove => 0,
            PlacingMills::Mark => MARK,
            PlacingMills::FromHand => FROM_HAND,
            PlacingMills::MillCounts => MILL_COUNTS,
        };
    }

    /// What decides the removal targets: the all-in-mills rule and
    /// whether pieces in mills may always be removed.
    #[inline]
    pub(crate) const fn removal_rule(&self) -> (AllInMills, bool) {
        (self.all_in_mills, self.remove_from_mills())
    }

    /// Turns moving in the placing phase on or off.
    pub fn set_moves_in_placing(&mut self, on: bool) {
        self.set_flag(MOVES_IN_PLACING, on);
    }

    /// Turns one-time mills on or off.
    pub fn set_one_time_mills(&mut self, on: bool) {
        self.set_flag(ONE_TIME_MILLS, on);
    }

    /// Turns removing from mills at any time on or off.
    pub fn set_remove_from_mills(&mut self, on: bool) {
        self.set_flag(REMOVE_FROM_MILLS, on);
    }

    /// Turns the second player's first move in the moving phase on or off.
    pub fn set_defender_first(&mut self, on: bool) {
        self.set_flag(DEFENDER_FIRST, on);
    }

    /// Turns the restriction on repeated mills on or off.
    pub fn set_restrict_repeated_mills(&mut self, on: bool) {
        self.set_flag(RESTRICT_REPEATED_MILLS, on);
    }

    /// Sets N of the endgame N-move rule; 0 turns it off.
    ///
    /// # Errors
    /// When `n` is above 10000.
    pub fn set_endgame_n_move(&mut self, n: u16) -> Result<(), RuleValueError> {
        if n <= MAX_N_MOVE {
            self.endgame_n_move = n;
            Ok(())
        } else {
            Err(RuleValueError {
                option: RuleOption::EndgameNMove,
                value: n.to_string(),
            })
        }
    }

    /// Sets the board. The pieces per player become the board's usual
    /// number (9, 6 or 3) when the board does not take the number set.
    pub fn set_board(&mut self, board: Board) {
        self.board = board;
        if !board.pieces().contains(&self.pieces) {
            self.pieces = match board {
                Board::TwentyFour => 9,
                Board::Sixteen => 6,
                Board::Nine => 3,
            };
        }
    }

    /// Sets the number of pieces per player.
    ///
    /// # Errors
    /// When the board does not take `pieces` (see [`Board::pieces`]).
    pub fn set_pieces(&mut self, pieces: u8) -> Result<(), RuleValueError> {
        if self.board.pieces().contains(&pieces) {
            self.pieces = pieces;
            Ok(())
        } else {
            Err(RuleValueError {
                option: RuleOption::Pieces,
                value: pieces.to_string(),
            })
        }
    }

    /// Turns the diagonal lines on or off.
    pub fn set_diagonals(&mut self, diagonals: bool) {
        self.diagonals = diagonals;
    }

    /// Sets when players fly.
    pub fn set_flying(&mut self, flying: Flying) {
        self.flying = flying;
    }

    /// Sets what may be removed when every opponent piece is in a mill.
    pub fn set_all_in_mills(&mut self, all_in_mills: AllInMills) {
        self.all_in_mills = all_in_mills;
    }

    /// Sets how many removals closing several mills earns.
    pub fn set_removals(&mut self, removals: Removals) {
        self.removals = removals;
    }

    /// Sets who moves first.
    pub fn set_first(&mut self, first: Color) {
        self.first = first;
    }

    /// Turns the draw by repetition on or off.
    pub fn set_repetition(&mut self, repetition: bool) {
        self.repetition = repetition;
    }

    /// Sets N of the N-move rule; 0 turns it off.
    ///
    /// # Errors
    /// When `n` is above 10000.
    pub fn set_n_move(&mut self, n: u16) -> Result<(), RuleValueError> {
        if n <= MAX_N_MOVE {
            self.n_move = n;
            Ok(())
        } else {
            Err(RuleValueError {
                option: RuleOption::NMove,
                value: n.to_string(),
            })
        }
    }

    /// Sets what a full board means.
    pub fn set_full_board(&mut self, full_board: FullBoard) {
        self.full_board = full_board;
        self.set_flag(FULL_BOARD_REMOVES, full_board.removes());
    }

    /// The value of an option as text, as [`Rules::set`] takes it.
    #[must_use]
    pub fn get(&self, option: RuleOption) -> String {
        let on_off = |b: bool| if b { "on" } else { "off" };
        match option {
            RuleOption::Board => self.board.points().to_string(),
            RuleOption::Pieces => self.pieces.to_string(),
            RuleOption::Diagonals => on_off(self.diagonals).to_owned(),
            RuleOption::Flying => match self.flying {
                Flying::On => "on",
                Flying::Off => "off",
                Flying::Both => "both",
            }
            .to_owned(),
            RuleOption::AllInMills => match self.all_in_mills {
                AllInMills::Any => "any",
                AllInMills::None => "none",
            }
            .to_owned(),
            RuleOption::Removals => match self.removals {
                Removals::One => "one",
                Removals::PerMill => "per-mill",
            }
            .to_owned(),
            RuleOption::First => self.first.name().to_owned(),
            RuleOption::Repetition => on_off(self.repetition).to_owned(),
            RuleOption::NMove => self.n_move.to_string(),
            RuleOption::FullBoard => match self.full_board {
                FullBoard::Draw => "draw",
                FullBoard::Lose => "lose",
                FullBoard::FirstLoses => "first-loses",
                FullBoard::SideRemoves => "side-removes",
                FullBoard::FirstThenSecond => "first-then-second",
                FullBoard::SecondThenFirst => "second-then-first",
            }
            .to_owned(),
            RuleOption::MovesInPlacing => on_off(self.moves_in_placing()).to_owned(),
            RuleOption::OneTimeMills => on_off(self.one_time_mills()).to_owned(),
            RuleOption::RemoveFromMills => on_off(self.remove_from_mills()).to_owned(),
            RuleOption::DefenderFirst => on_off(self.defender_first()).to_owned(),
            RuleOption::RestrictRepeatedMills => on_off(self.restrict_repeated_mills()).to_owned(),
            RuleOption::EndgameNMove => self.endgame_n_move.to_string(),
            RuleOption::Intervention => on_off(self.intervention()).to_owned(),
            RuleOption::PlacingMills => match self.placing_mills() {
                PlacingMills::Remove => "remove",
                PlacingMills::Mark => "mark",
                PlacingMills::FromHand => "from-hand",
                PlacingMills::MillCounts => "mill-counts",
            }
            .to_owned(),
        }
    }

    /// Sets an option from its text value (case is ignored). Nothing changes
    /// on error.
    ///
    /// # Errors
    /// When the value is not one the option takes.
    pub fn set(&mut self, option: RuleOption, value: &str) -> Result<(), RuleValueError> {
        let err = || RuleValueError {
            option,
            value: value.chars().take(40).collect(),
        };
        let v = value.trim().to_ascii_lowercase();
        let on_off = || match v.as_str() {
            "on" | "true" | "yes" => Ok(true),
            "off" | "false" | "no" => Ok(false),
            _ => Err(err()),
        };
        match option {
            RuleOption::Board => {
                let board = Board::ALL
                    .into_iter()
                    .find(|b| b.points().to_string() == v)
                    .ok_or_else(err)?;
                self.set_board(board);
            }
            RuleOption::Pieces => {
                let n = v.parse::<u8>().map_err(|_| err())?;
                self.set_pieces(n).map_err(|_| err())?;
            }
            RuleOption::Diagonals => self.diagonals = on_off()?,
            RuleOption::Flying => {
                self.flying = match v.as_str() {
                    "on" => Flying::On,
                    "off" => Flying::Off,
                    "both" => Flying::Both,
                    _ => return Err(err()),
                }
            }
            RuleOption::AllInMills => {
                self.all_in_mills = match v.as_str() {
                    "any" => AllInMills::Any,
                    "none" => AllInMills::None,
                    _ => return Err(err()),
                }
            }
            RuleOption::Removals => {
                self.removals = match v.as_str() {
                    "one" => Removals::One,
                    "per-mill" => Removals::PerMill,
                    _ => return Err(err()),
                }
            }
            RuleOption::First => self.first = v.parse().map_err(|_| err())?,
            RuleOption::Repetition => self.repetition = on_off()?,
            RuleOption::NMove => {
                let n = v.parse::<u16>().map_err(|_| err())?;
                self.set_n_move(n).map_err(|_| err())?;
            }
            RuleOption::FullBoard => {
                let full_board = match v.as_str() {
                    "draw" => FullBoard::Draw,
                    "lose" => FullBoard::Lose,
                    "first-loses" => FullBoard::FirstLoses,
                    "side-removes" => FullBoard::SideRemoves,
                    "first-then-second" => FullBoard::FirstThenSecond,
                    "second-then-first" => FullBoard::SecondThenFirst,
                    _ => return Err(err()),
                };
                self.set_full_board(full_board);
            }
            RuleOption::MovesInPlacing => self.set_flag(MOVES_IN_PLACING, on_off()?),
            RuleOption::OneTimeMills => self.set_flag(ONE_TIME_MILLS, on_off()?),
            RuleOption::RemoveFromMills => self.set_flag(REMOVE_FROM_MILLS, on_off()?),
            RuleOption::DefenderFirst => self.set_flag(DEFENDER_FIRST, on_off()?),
            RuleOption::RestrictRepeatedMills => self.set_flag(RESTRICT_REPEATED_MILLS, on_off()?),
            RuleOption::Intervention => self.set_flag(INTERVENTION, on_off()?),
            RuleOption::EndgameNMove => {
                let n = v.parse::<u16>().map_err(|_| err())?;
                self.set_endgame_n_move(n).map_err(|_| err())?;
            }
            RuleOption::PlacingMills => {
                let placing_mills = match v.as_str() {
                    "remove" => PlacingMills::Remove,
                    "mark" => PlacingMills::Mark,
                    "from-hand" => PlacingMills::FromHand,
                    "mill-counts" => PlacingMills::MillCounts,
                    _ => return Err(err()),
                };
                self.set_placing_mills(placing_mills);
            }
        }
        Ok(())
    }

    /// The options whose values differ from `preset`'s, with these rules'
    /// values, in table order.
    #[must_use]
    pub fn differences_from(&self, preset: Preset) -> Vec<(RuleOption, String)> {
        let base = Rules::preset(preset);
        RuleOption::ALL
            .into_iter()
            .filter(|&o| base.get(o) != self.get(o))
            .map(|o| (o, self.get(o)))
            .collect()
    }

    /// The preset these rules differ least from (the first such in
    /// [`Preset::ALL`]), with the differing options: what a saved game
    /// records.
    #[must_use]
    pub fn closest_preset(&self) -> (Preset, Vec<(RuleOption, String)>) {
        Preset::ALL
            .into_iter()
            .map(|p| (p, self.differences_from(p)))
            .min_by_key(|(_, diffs)| diffs.len())
            .unwrap_or((Preset::Nine, self.differences_from(Preset::Nine)))
    }
}

impl fmt::Display for Rules {
    /// The closest preset followed by the options that differ from it:
    /// `nine flying=off`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (preset, diffs) = self.closest_preset();
        f.write_str(preset.name())?;
        for (option, value) in diffs {
            write!(f, " {}={}", option.key(), value)?;
        }
        Ok(())
    }
}

/// The unchecked serde form of [`Rules`], validated on the way in.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RulesData {
    #[serde(default)]
    board: Board,
    pieces: u8,
    diagonals: bool,
    flying: Flying,
    all_in_mills: AllInMills,
    removals: Removals,
    first: Color,
    repetition: bool,
    n_move: u16,
    full_board: FullBoard,
    // Options added after the first four presets: absent in older files.
    #[serde(default)]
    moves_in_placing: bool,
    #[serde(default)]
    one_time_mills: bool,
    #[serde(default)]
    remove_from_mills: bool,
    #[serde(default)]
    defender_first: bool,
    #[serde(default)]
    restrict_repeated_mills: bool,
    #[serde(default)]
    endgame_n_move: u16,
    #[serde(default = "remove")]
    placing_mills: PlacingMills,
    #[serde(default)]
    intervention: bool,
}

#[cfg(feature = "serde")]
fn remove() -> PlacingMills {
    PlacingMills::Remove
}

#[cfg(feature = "serde")]
impl From<Rules> for RulesData {
    fn from(r: Rules) -> RulesData {
        RulesData {
            board: r.board,
            pieces: r.pieces,
            diagonals: r.diagonals,
            flying: r.flying,
            all_in_mills: r.all_in_mills,
            removals: r.removals,
            first: r.first,
            repetition: r.repetition,
            n_move: r.n_move,
            full_board: r.full_board,
            moves_in_placing: r.moves_in_placing(),
            one_time_mills: r.one_time_mills(),
            remove_from_mills: r.remove_from_mills(),
            defender_first: r.defender_first(),
            restrict_repeated_mills: r.restrict_repeated_mills(),
            endgame_n_move: r.endgame_n_move,
            placing_mills: r.placing_mills(),
            intervention: r.intervention(),
        }
    }
}

#[cfg(feature = "serde")]
impl TryFrom<RulesData> for Rules {
    type Error = RuleValueError;

    fn try_from(d: RulesData) -> Result<Rules, RuleValueError> {
        let mut rules = Rules {
            diagonals: d.diagonals,
            flying: d.flying,
            all_in_mills: d.all_in_mills,
            removals: d.removals,
            first: d.first,
            repetition: d.repetition,
            ..Rules::default()
        };
        rules.set_full_board(d.full_board);
        rules.set_moves_in_placing(d.moves_in_placing);
        rules.set_one_time_mills(d.one_time_mills);
        rules.set_remove_from_mills(d.remove_from_mills);
        rules.set_defender_first(d.defender_first);
        rules.set_restrict_repeated_mills(d.restrict_repeated_mills);
        rules.set_placing_mills(d.placing_mills);
        rules.set_intervention(d.intervention);
        rules.set_board(d.board);
        rules.set_pieces(d.pieces)?;
        rules.set_n_move(d.n_move)?;
        rules.set_endgame_n_move(d.endgame_n_move)?;
        Ok(rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_differ_from_nine_as_the_table_says() {
        let diffs = |p| {
            Rules::preset(p)
                .differences_from(Preset::Nine)
                .into_iter()
                .map(|(o, v)| format!("{}={v}", o.key()))
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(diffs(Preset::Nine), "");
        assert_eq!(diffs(Preset::NineNoFlying), "flying=off");
        assert_eq!(diffs(Preset::Twelve), "pieces=12 diagonals=on");
        assert_eq!(
            diffs(Preset::SeedClassic),
            "flying=both all-in-mills=none removals=per-mill"
        );
        assert_eq!(diffs(Preset::Lasker), "pieces=10 moves-in-placing=on");
        assert_eq!(
            diffs(Preset::OneTimeMill),
            "one-time-mills=on remove-from-mills=on"
        );
        assert_eq!(
            diffs(Preset::Nerenchi),
            "pieces=12 diagonals=on full-board=first-loses remove-from-mills=on defender-first=on"
        );
        assert_eq!(
            diffs(Preset::Morabaraba),
            "pieces=12 diagonals=on restrict-repeated-mills=on endgame-n-move=5"
        );
        assert_eq!(
            diffs(Preset::ChamGonu),
            "pieces=12 diagonals=on flying=off full-board=first-loses remove-from-mills=on placing-mills=mark"
        );
        assert_eq!(diffs(Preset::ChengSanQi), "flying=off placing-mills=mark");
        assert_eq!(
            diffs(Preset::DaSanQi),
            "pieces=12 diagonals=on flying=off removals=per-mill full-board=first-loses remove-from-mills=on defender-first=on placing-mills=mark"
        );
        assert_eq!(
            diffs(Preset::Dooz),
            "pieces=12 diagonals=on full-board=side-removes remove-from-mills=on placing-mills=from-hand"
        );
        assert_eq!(
            diffs(Preset::ZhiQi),
            "pieces=12 diagonals=on flying=off full-board=first-then-second remove-from-mills=on placing-mills=mark"
        );
        assert_eq!(
            diffs(Preset::ElFilja),
            "pieces=12 flying=off full-board=first-then-second remove-from-mills=on placing-mills=mill-counts"
        );
        assert_eq!(
            diffs(Preset::MulMulan),
            "diagonals=on flying=off remove-from-mills=on intervention=on"
        );
        for preset in Preset::ALL {
            assert_eq!(Rules::preset(preset).closest_preset(), (preset, Vec::new()));
            assert_eq!(preset.name().parse::<Preset>(), Ok(preset));
        }
    }

    #[test]
    fn older_serde_forms_without_the_new_options_still_read() {
        let old = r#"{"pieces":9,"diagonals":false,"flying":"on","all-in-mills":"any","removals":"one","first":"white","repetition":true,"n-move":50,"full-board":"draw"}"#;
        assert_eq!(
            serde_json::from_str::<Rules>(old).unwrap(),
            Rules::default()
        );
        let bad = old.replace("\"draw\"}", "\"draw\",\"endgame-n-move\":20000}");
        assert!(serde_json::from_str::<Rules>(&bad).is_err());
    }

    #[test]
    fn every_value_listed_is_accepted_and_read_back() {
        for option in RuleOption::ALL {
            for &value in option.values() {
                let mut rules = Rules::default();
                if option == RuleOption::Pieces {
                    // Each number of pieces on a board that takes it.
                    let n: u8 = value.parse().unwrap();
                    let board = Board::ALL.into_iter().find(|b| b.pieces().contains(&n));
                    rules.set_board(board.unwrap());
                }
                rules.set(option, value).unwrap();
                assert_eq!(rules.get(option), value);
            }
            assert_eq!(option.key().parse::<RuleOption>(), Ok(option));
            assert_eq!(option.tag().parse::<RuleOption>(), Ok(option));
            assert_eq!(RuleOption::from_tag(option.tag()), Some(option));
        }
    }

    #[test]
    fn bad_values_change_nothing() {
        let mut rules = Rules::default();
        for (option, value) in [
            (RuleOption::Pieces, "8"),
            (RuleOption::Pieces, "13"),
            (RuleOption::Pieces, "nine"),
            (RuleOption::Flying, "sometimes"),
            (RuleOption::NMove, "-1"),
            (RuleOption::NMove, "10001"),
            (RuleOption::First, "red"),
            (RuleOption::EndgameNMove, "10001"),
            (RuleOption::OneTimeMills, "sometimes"),
            (RuleOption::FullBoard, "first"),
        ] {
            let err = rules.set(option, value).unwrap_err();
            assert_eq!(err.option, option);
            assert_eq!(rules, Rules::default());
        }
    }

    #[test]
    fn display_names_the_closest_preset() {
        let mut rules = Rules::preset(Preset::Twelve);
        assert_eq!(rules.to_string(), "twelve");
        rules.set_first(Color::Black);
        assert_eq!(rules.to_string(), "twelve first=black");
        assert_eq!("Seed-Classic".parse::<Preset>(), Ok(Preset::SeedClassic));
    }

    #[test]
    fn serde_round_trip_and_validation() {
        let rules = Rules::preset(Preset::SeedClassic);
        let json = serde_json::to_string(&rules).unwrap();
        assert!(json.contains("\"all-in-mills\":\"none\""), "{json}");
        assert_eq!(serde_json::from_str::<Rules>(&json).unwrap(), rules);
        let bad = json.replace("\"pieces\":9", "\"pieces\":30");
        assert!(serde_json::from_str::<Rules>(&bad).is_err());
    }
}
