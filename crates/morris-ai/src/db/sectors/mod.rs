//! The placing phase solved whole, position by position, as Malom's
//! solver does: a *sector* holds the positions after a number of
//! placements (the *ply*; both hands follow from it) with `a` pieces of
//! the side to move on the board and `b` of the other side's, indexed as
//! the pair `a-b` of the moving phase is (up to the board's 16
//! symmetries). Every turn of the placing phase places a piece, so a
//! position's children lie one placement further: one pass from the last
//! placement back to the empty board values every position, with the
//! endgame databases below the last placement ([`build`]).
//!
//! Each sector is kept as a pack ([`super::pack`], `P-A-B.mps`, win, draw
//! or loss in two bits a position) in a directory beside the pairs named
//! after the placing rules (`sectors-pieces9-firstwhite-…`). Once they
//! are there, a placing position is valued by one read rather than by
//! the search over the placements ([`super::opening`]), whose leaves they
//! become: level 10, the hint, the analysis, the review and the tablebase
//! API then play the placing phase perfectly at once.

use std::path::PathBuf;
use std::sync::Arc;

use morris_core::{ByColor, Color, MillMemory, PointSet, Position, Rules, Setup};

use super::pack::{Kind, Pack};
use super::{Databases, DbError, Wdl, index::PairIndex};

mod build;

pub use build::{SectorEvent, SectorsSolved};

/// One sector: the positions after `ply` placements where the side to
/// move has `a` pieces on the board and the other side `b`.
///
/// ```
/// use morris_ai::db::Sector;
///
/// let s = Sector { ply: 17, a: 8, b: 9 };
/// assert_eq!(s.to_string(), "17 8-9");
/// assert_eq!(s.hands(9), (1, 0));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sector {
    /// Placements made (by both sides, from the empty board).
    pub ply: u8,
    /// The pieces of the side to move on the board.
    pub a: u8,
    /// The pieces of the other side on the board.
    pub b: u8,
}

impl Sector {
    /// The pieces in hand of the side to move and of the other side,
    /// with `pieces` a side: the side to move has made `ply / 2`
    /// placements, the other side one more when `ply` is odd.
    #[must_use]
    pub const fn hands(self, pieces: u8) -> (u8, u8) {
        (pieces - self.ply / 2, pieces - self.ply.div_ceil(2))
    }

    /// The sector of a position of the placing phase under rules with
    /// `pieces` a side, if its hands are those of a game's.
    #[must_use]
    pub fn of(pos: &Position, pieces: u8) -> Option<Sector> {
        if pos.is_moving_phase() {
            return None;
        }
        let us = pos.side_to_move();
        let (mine, theirs) = (pos.in_hand(us), pos.in_hand(us.other()));
        let ply = (2 * pieces).checked_sub(mine + theirs)?;
        let sector = Sector {
            ply,
            a: pos.pieces(us).len() as u8,
            b: pos.pieces(us.other()).len() as u8,
        };
        (ply < 2 * pieces && sector.hands(pieces) == (mine, theirs)).then_some(sector)
    }

    /// The position of this sector under `rules` with `mover`'s pieces
    /// for the side to move and `other`'s for the other side, as text's
    /// fields (the core checks it in [`Position::from_setup`]).
    #[must_use]
    pub fn setup(self, rules: &Rules, mover: PointSet, other: PointSet) -> Setup {
        let us = self.mover(rules.first());
        let (mine, theirs) = self.hands(rules.pieces());
        let mut board = ByColor::new(PointSet::EMPTY, PointSet::EMPTY);
        board[us] = mover;
        board[us.other()] = other;
        let mut in_hand = ByColor::new(0, 0);
        in_hand[us] = mine;
        in_hand[us.other()] = theirs;
        Setup {
            board,
            side_to_move: us,
            in_hand,
            n_move_counter: 0,
            turn: u32::from(self.ply / 2) + 1,
            memory: MillMemory::EMPTY,
            shape: rules.board(),
        }
    }

    /// The colour of the side to move: the first player after an even
    /// number of placements.
    #[must_use]
    pub const fn mover(self, first: Color) -> Color {
        if self.ply.is_multiple_of(2) {
            first
        } else {
            first.other()
        }
    }
}

impl std::fmt::Display for Sector {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}-{}", self.ply, self.a, self.b)
    }
}

/// Every sector of the placing phase of `rules`, from the last placement
/// back to the first, the largest of a ply first: those whose positions
/// can stand, both sides with three pieces or more on the board and in
/// hand (fewer has ended the game).
#[must_use]
pub fn sectors(rules: &Rules) -> Vec<Sector> {
    let pieces = rules.pieces();
    let mut all = Vec::new();
    for ply in (0..2 * pieces).rev() {
        let mut of_ply = Vec::new();
        for a in 0..=ply / 2 {
            for b in 0..=ply.div_ceil(2) {
                let s = Sector { ply, a, b };
                let (mine, theirs) = s.hands(pieces);
                if a + mine >= 3 && b + theirs >= 3 && usize::from(a + b) < 24 {
                    of_ply.push(s);
                }
            }
        }
        of_ply.sort_by_key(|s| std::cmp::Reverse((s.a + s.b, s.b, s.a)));
        all.extend(of_ply);
    }
    all
}

/// Whether the placing phase of `rules` can be solved into sectors: as
/// the search over it can ([`super::covers_opening`]).
#[must_use]
pub fn covers_sectors(rules: &Rules) -> bool {
    super::covers_opening(rules)
}

impl Databases {
    /// The directory of the sectors: beside the pairs, named after the
    /// rules of the placing phase.
    fn sectors_dir(&self) -> PathBuf {
        self.dir.join(format!(
            "sectors-{}",
            super::placing::placing_key(&self.rules)
        ))
    }

    fn sector_path(&self, s: Sector) -> PathBuf {
        self.sectors_dir()
            .join(format!("{}-{}-{}.mps", s.ply, s.a, s.b))
    }

    /// What a sector's pack says it holds: its ply and the placing rules.
    fn sector_kind(&self, s: Sector) -> Kind {
        let key = super::placing::placing_key(&self.rules);
        Kind::Sector {
            ply: s.ply,
            placing: crc32fast::hash(key.as_bytes()).to_le_bytes(),
        }
    }

    fn sector_index(&self, s: Sector) -> PairIndex {
        PairIndex::new(
            usize::from(s.a),
            usize::from(s.b),
            self.orbits(usize::from(s.a)),
        )
    }

    /// Opens a sector's pack: `Err` when it is missing or refused.
    fn open_sector(&self, s: Sector) -> Result<Pack, DbError> {
        let entries = self.sector_index(s).len();
        Pack::open(
            &self.sector_path(s),
            self.sector_kind(s),
            &self.rules,
            usize::from(s.a),
            usize::from(s.b),
            entries,
        )
    }

    /// The sector's pack, opened once and kept; `None` when it is missing
    /// or refused (told by [`Databases::take_refusals`]).
    fn sector_pack(&self, s: Sector) -> Option<Arc<Pack>> {
        if let Some(known) = self.sectors.read().ok().and_then(|m| m.get(&s).cloned()) {
            return known;
        }
        let opened = match self.open_sector(s) {
            Ok(pack) => Some(Arc::new(pack)),
            Err(e) => {
                self.refused(&e);
                None
            }
        };
        if let Ok(mut m) = self.sectors.write() {
            m.insert(s, opened.clone());
        }
        opened
    }

    /// The positions of a sector (up to symmetry).
    #[must_use]
    pub fn sector_entries(&self, s: Sector) -> u64 {
        self.sector_index(s).len()
    }

    /// Whether the sector is solved and its pack sound (its blocks are
    /// checked when read).
    #[must_use]
    pub fn has_sector(&self, s: Sector) -> bool {
        self.open_sector(s).is_ok()
    }

    /// The value of a placing position for its side to move from the
    /// sectors ([`Databases::solve_sectors`]); `None` when the position is
    /// not one of the placing phase of these databases' rules, or its
    /// sector is missing or damaged (told by
    /// [`Databases::take_refusals`]).
    #[must_use]
    pub fn sector_wdl(&self, pos: &Position) -> Option<Wdl> {
        // The same rules are the common case (a search asks at every
        // node): the keys, strings, are made only when they differ.
        if pos.is_moving_phase()
            || !covers_sectors(&self.rules)
            || (pos.rules() != &self.rules && !self.values_placing_of(pos.rules()))
        {
            return None;
        }
        let s = Sector::of(pos, self.rules.pieces())?;
        let pack = self.sector_pack(s)?;
        let us = pos.side_to_move();
        let i = self
            .sector_index(s)
            .index(pos.pieces(us), pos.pieces(us.other()));
        match pack.get(i) {
            Ok(v) => Some(v),
            Err(e) => {
                self.refused(&e);
                if let Ok(mut m) = self.sectors.write() {
                    m.insert(s, None);
                }
                None
            }
        }
    }
}

#[cfg(test)]
mod tests;
