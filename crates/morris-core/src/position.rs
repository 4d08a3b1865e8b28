//! A position between whole turns, its legal moves, and playing them.
//!
//! ```
//! use morris_core::{Move, Phase, Point, Position, Rules};
//!
//! let mut pos = Position::new(Rules::default());
//! assert_eq!(pos.legal_moves().len(), 24);
//! pos.play("d6".parse()?)?;
//! assert_eq!(pos.piece_at(Point::D6), Some(morris_core::Color::White));
//! assert_eq!(pos.phase(), Phase::Placing);
//!
//! // Illegal moves are refused with a reason and change nothing.
//! let err = pos.play(Move::place(Point::D6)).unwrap_err();
//! assert_eq!(err.to_string(), "illegal move d6: d6 is not empty");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;

pub use crate::illegal::{IllegalMoveError, IllegalReason, SetupError};
use crate::movegen::{RemovalSets, removal_targets};
use crate::rules::{Flying, FullBoard};
use crate::setup::Setup;
use crate::{
    ByColor, Color, Geometry, MillMemory, Move, Outcome, Point, PointSet, Rules, Symmetry,
    Termination, zobrist,
};

/// What the side to move does this turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Phase {
    /// Puts a piece from hand on an empty point.
    Placing,
    /// Slides a piece along a line to an adjacent empty point.
    Moving,
    /// Moves a piece to any empty point.
    Flying,
}

/// A position between whole turns, under a set of rules.
///
/// Positions are small and `Copy`; search copies them or plays and undoes
/// moves in place ([`Position::play_unchecked`], [`Position::undo`]).
#[derive(Copy, Clone, Debug)]
pub struct Position {
    pub(crate) rules: Rules,
    pub(crate) board: ByColor<PointSet>,
    pub(crate) in_hand: ByColor<u8>,
    pub(crate) side: Color,
    pub(crate) n_move_counter: u16,
    pub(crate) turn: u32,
    pub(crate) memory: MillMemory,
    pub(crate) hash: u64,
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.rules == other.rules
            && self.board == other.board
            && self.in_hand == other.in_hand
            && self.side == other.side
            && self.n_move_counter == other.n_move_counter
            && self.turn == other.turn
            && self.memory == other.memory
    }
}

impl Eq for Position {}

/// What [`Position::play_unchecked`] returns so that [`Position::undo`] can
/// restore the counters.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[must_use]
pub struct Undo {
    n_move_counter: u16,
    turn: u32,
    // The mover's part of the memory, the only part a turn changes; small
    // enough that an undo record still travels in registers.
    spent: PointSet,
    last_mill_move: Option<(Point, Point)>,
    marked: PointSet,
    // Who made the turn, the removals that were due before it, and whether
    // its mill took a piece from the opponent's hand.
    mover: Color,
    due: ByColor<u8>,
    due_own: bool,
    hand_taken: bool,
}

impl Position {
    /// The start of a game: an empty board, every piece in hand, the first
    /// player to move.
    #[must_use]
    pub fn new(rules: Rules) -> Position {
        let in_hand = ByColor::new(rules.pieces(), rules.pieces());
        let board = ByColor::new(PointSet::EMPTY, PointSet::EMPTY);
        let side = rules.first();
        Position {
            rules,
            board,
            in_hand,
            side,
            n_move_counter: 0,
            turn: 1,
            memory: MillMemory::EMPTY,
            hash: zobrist::hash(&board, &in_hand, side),
        }
    }

    /// A position from its text, checked against `rules`.
    ///
    /// # Errors
    /// When the setup cannot arise under the rules: overlapping pieces, too
    /// many pieces, pieces in hand that do not fit the turn, a counter while
    /// placing, turn zero.
    pub fn from_setup(setup: &Setup, rules: Rules) -> Result<Position, SetupError> {
        let board = setup.board;
        if setup.shape != rules.board() {
            return Err(SetupError::OtherBoard {
                text: setup.shape,
                rules: rules.board(),
            });
        }
        if let Some(p) = ((board.white | board.black) - rules.geometry().points()).first() {
            return Err(SetupError::OffBoard(p));
        }
        if let Some(p) = (board.white & board.black).first() {
            return Err(SetupError::Overlap(p));
        }
        for color in Color::ALL {
            let total = board[color].len() + usize::from(setup.in_hand[color]);
            if total > usize::from(rules.pieces()) {
                return Err(SetupError::TooManyPieces(color));
            }
        }
        let first = rules.first();
        let (hand_first, hand_second) = (setup.in_hand[first], setup.in_hand[first.other()]);
        let in_turn = if setup.side_to_move == first {
            hand_first == hand_second
        } else {
            hand_second == hand_first + 1 || (hand_first == 0 && hand_second == 0)
        };
        // Where a player may move instead of placing, the hands need not
        // keep step, and moves count towards the N-move rule while placing.
        if !in_turn && !rules.uneven_hands() {
            return Err(SetupError::HandsOutOfTurn);
        }
        if setup.n_move_counter > 0 && (hand_first > 0 || hand_second > 0) && !rules.uneven_hands()
        {
            return Err(SetupError::CounterWhilePlacing);
        }
        if setup.turn == 0 {
            return Err(SetupError::TurnZero);
        }
        check_memory(&setup.memory, &rules)?;
        check_due(setup, &rules)?;
        let marked = setup.memory.marked;
        if !marked.is_empty() {
            // Marks stand only while placing, on points without pieces, and
            // each was a piece placed: pieces, marks and hands together are
            // at most all the pieces there are.
            let pieces = board.white | board.black;
            let total =
                pieces.len() + marked.len() + usize::from(hand_first) + usize::from(hand_second);
            if !rules.marks()
                || !(marked & pieces).is_empty()
                || (hand_first == 0 && hand_second == 0)
                || total > 2 * usize::from(rules.pieces())
            {
                return Err(SetupError::BadMarks);
            }
        }
        Ok(Position {
            rules,
            board,
            in_hand: setup.in_hand,
            side: setup.side_to_move,
            n_move_counter: setup.n_move_counter,
            turn: setup.turn,
            memory: setup.memory,
            hash: zobrist::hash(&board, &setup.in_hand, setup.side_to_move)
                ^ zobrist::memory(&setup.memory),
        })
    }

    /// The position as raw text fields.
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            side_to_move: self.side,
            in_hand: self.in_hand,
            n_move_counter: self.n_move_counter,
            turn: self.turn,
            memory: self.memory,
            shape: self.rules.board(),
        }
    }

    /// What the rules remember of earlier turns (empty under most rules).
    #[must_use]
    pub const fn memory(&self) -> &MillMemory {
        &self.memory
    }

    /// The rules the position is played under.
    #[must_use]
    pub const fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The lines of the board under these rules.
    #[must_use]
    pub const fn geometry(&self) -> Geometry {
        self.rules.geometry()
    }

    /// Who is to move.
    #[must_use]
    pub const fn side_to_move(&self) -> Color {
        self.side
    }

    /// The points holding pieces of `color`.
    #[must_use]
    pub const fn pieces(&self, color: Color) -> PointSet {
        *self.board.get(color)
    }

    /// The pieces of both sides.
    #[must_use]
    pub const fn board(&self) -> ByColor<PointSet> {
        self.board
    }

    /// The points holding a piece, marked pieces (see
    /// [`MillMemory::marked`]) included.
    #[must_use]
    pub fn occupied(&self) -> PointSet {
        self.board.white | self.board.black | self.memory.marked
    }

    /// The empty points of the board.
    #[must_use]
    #[inline]
    pub fn empty(&self) -> PointSet {
        self.geometry().points() - self.occupied()
    }

    /// The colour of the piece on `point`, if any.
    #[must_use]
    pub fn piece_at(&self, point: Point) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|&c| self.board[c].contains(point))
    }

    /// Pieces `color` still has to place.
    #[must_use]
    pub const fn in_hand(&self, color: Color) -> u8 {
        *self.in_hand.get(color)
    }

    /// Pieces of `color` on the board and in hand.
    #[must_use]
    pub fn piece_count(&self, color: Color) -> usize {
        self.board[color].len() + usize::from(self.in_hand[color])
    }

    /// Whether `color` can still win by some sequence of moves, however
    /// badly the other side plays: what a flag fall asks before it gives
    /// the game to the other side. In mill a side with three or more pieces
    /// (on the board and in hand) always can, by mills or by shutting the
    /// other side in; only a side down to two cannot.
    #[must_use]
    pub fn can_win(&self, color: Color) -> bool {
        self.piece_count(color) >= 3
    }

    /// Turns in the moving phase since moving began or since the last
    /// removal.
    #[must_use]
    pub const fn n_move_counter(&self) -> u16 {
        self.n_move_counter
    }

    /// Turns that may still be played from here before the N-move rule
    /// draws the game, if no removal comes first; `None` when the rule is
    /// off.
    #[must_use]
    pub fn turns_before_n_move_draw(&self) -> Option<u32> {
        let limit = u32::from(self.n_move_limit()) * 2;
        (limit > 0).then(|| limit.saturating_sub(u32::from(self.n_move_counter)))
    }

    /// The turn number: 1 at the start, counting up after the second
    /// player's turn.
    #[must_use]
    pub const fn turn_number(&self) -> u32 {
        self.turn
    }

    /// The Zobrist hash of the board, the side to move and the pieces in
    /// hand (not the counters), kept up to date incrementally.
    #[must_use]
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from scratch; always equal to [`Position::hash`].
    #[must_use]
    pub fn recomputed_hash(&self) -> u64 {
        zobrist::hash(&self.board, &self.in_hand, self.side) ^ zobrist::memory(&self.memory)
    }

    /// Whether both positions have the same board, side to move, pieces
    /// in hand and memory of the rules: the sameness that repetition
    /// counts.
    #[must_use]
    pub fn same_placement(&self, other: &Position) -> bool {
        self.board == other.board
            && self.side == other.side
            && self.in_hand == other.in_hand
            && self.memory == other.memory
    }

    /// Whether no player has pieces in hand.
    #[must_use]
    pub const fn is_moving_phase(&self) -> bool {
        self.in_hand.white == 0 && self.in_hand.black == 0
    }

    /// Whether `color` may move a piece to any empty point.
    #[must_use]
    pub fn can_fly(&self, color: Color) -> bool {
        let three = |c: Color| self.in_hand[c] == 0 && self.board[c].len() == 3;
        match self.rules.flying() {
            Flying::Off => false,
            Flying::On => three(color),
            Flying::Both => self.in_hand[color] == 0 && (three(color) || three(color.other())),
        }
    }

    /// What `color` does on its turn.
    #[must_use]
    pub fn phase_of(&self, color: Color) -> Phase {
        if self.in_hand[color] > 0 {
            Phase::Placing
        } else if self.can_fly(color) {
            Phase::Flying
        } else {
            Phase::Moving
        }
    }

    /// What the side to move does this turn.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase_of(self.side)
    }

    /// The opponent pieces the side to move could remove if it closed a
    /// mill now. A move of the side to move does not change them.
    #[must_use]
    pub fn removal_targets(&self) -> PointSet {
        removal_targets(
            self.geometry(),
            self.board[self.side.other()],
            self.rules.removal_rule(),
        )
    }

    /// The opponent pieces the side to move could remove after already
    /// removing `removed` this turn: each removal is judged on the board
    /// the previous one left (see [`PartialTurn`](crate::PartialTurn)).
    #[must_use]
    pub fn removal_targets_after(&self, removed: PointSet) -> PointSet {
        removal_targets(
            self.geometry(),
            self.board[self.side.other()] - removed,
            self.rules.removal_rule(),
        )
    }

    /// The mills standing complete on the board, of either side, each as
    /// its three points.
    #[must_use]
    pub fn standing_mills(&self) -> Vec<PointSet> {
        let g = self.geometry();
        g.mills()
            .iter()
            .copied()
            .filter(|&m| Color::ALL.iter().any(|&c| self.board[c].contains_all(m)))
            .collect()
    }

    /// The points of `color` standing in a complete mill.
    #[must_use]
    pub fn in_mills(&self, color: Color) -> PointSet {
        self.geometry().in_mills(self.board[color])
    }

    /// The first of the end-of-game checks that holds, among those that
    /// need no history: fewer than three pieces, full board, no legal move.
    /// (Repetition needs the game's history; see
    /// [`Game`](crate::Game).)
    #[must_use]
    pub fn rule_outcome(&self) -> Option<Outcome> {
        if let Some(color) = self.line_winner() {
            return Some(Outcome::win(color, Termination::ThreeInARow));
        }
        for color in [self.side, self.side.other()] {
            if self.piece_count(color) < 3 {
                return Some(Outcome::win(color.other(), Termination::FewerThanThree));
            }
        }
        if self.full_board_ends() {
            return Some(match self.rules.full_board() {
                FullBoard::Draw => Outcome::draw(Termination::FullBoard),
                FullBoard::Lose => Outcome::win(self.side.other(), Termination::FullBoard),
                FullBoard::FirstLoses => {
                    Outcome::win(self.rules.first().other(), Termination::FullBoard)
                }
                // A full board that makes players remove leaves removals
                // due, and so never ends the game (see `full_board_ends`).
                FullBoard::SideRemoves
                | FullBoard::FirstThenSecond
                | FullBoard::SecondThenFirst => Outcome::draw(Termination::FullBoard),
            });
        }
        if !self.has_base_move() {
            return Some(Outcome::win(self.side.other(), Termination::NoLegalMove));
        }
        None
    }

    /// Whether the N-move rule draws: N moves by each player in the moving
    /// phase without a removal (the endgame N while a side has three pieces
    /// on the board, where that rule is on and shorter).
    #[must_use]
    pub fn is_n_move_draw(&self) -> bool {
        let n = self.n_move_limit();
        n > 0 && u32::from(self.n_move_counter) >= 2 * u32::from(n)
    }

    /// The N of the N-move rule that applies now: the endgame N while a
    /// side has exactly three pieces on the board, if that rule is on and
    /// shorter than the N-move rule (which must be on); else the N-move
    /// rule's N. 0 is off.
    #[must_use]
    pub fn n_move_limit(&self) -> u16 {
        let n = self.rules.n_move();
        let e = self.rules.endgame_n_move();
        if e > 0 && e < n && (self.board.white.len() == 3 || self.board.black.len() == 3) {
            e
        } else {
            n
        }
    }

    /// The end-of-game checks that need no history, in the order of the
    /// rules: [`Position::rule_outcome`], then the N-move rule.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.rule_outcome().or_else(|| {
            self.is_n_move_draw()
                .then_some(Outcome::draw(Termination::NMove))
        })
    }

    /// Whether the game is over without regard to history; cheaper than
    /// [`Position::outcome`] when the reason does not matter. A position
    /// that is not over has at least one legal move.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.is_over_before_moves() || !self.has_base_move()
    }

    /// Where a line of three wins at once (Three Men's Morris): the side
    /// with a line, the one that just moved first.
    #[inline]
    fn line_winner(&self) -> Option<Color> {
        if !self.rules.line_wins() {
            return None;
        }
        let g = self.geometry();
        [self.side.other(), self.side]
            .into_iter()
            .find(|&color| !g.in_mills(self.board[color]).is_empty())
    }

    /// The checks that need no move generation.
    #[inline]
    pub(crate) fn is_over_before_moves(&self) -> bool {
        self.line_winner().is_some()
            || self.piece_count(Color::White) < 3
            || self.piece_count(Color::Black) < 3
            || self.full_board_ends()
            || self.is_n_move_draw()
    }

    /// Whether the board is full and that ends the game: not while
    /// removals are due, and never under rules that make players remove.
    #[inline]
    fn full_board_ends(&self) -> bool {
        self.occupied() == self.geometry().points()
            && !(self.rules.removal_turns()
                && (self.rules.full_board().removes() || self.removals_due() > 0))
    }

    /// How many removals the side to move has to make as its turn (see
    /// [`MillMemory::due`]); 0 when its turn is a placement or a move.
    #[inline]
    #[must_use]
    pub fn removals_due(&self) -> usize {
        if self.rules.removal_turns() {
            usize::from(self.memory.due[self.side])
        } else {
            0
        }
    }

    /// The pieces the side to move may take with its removals due, once
    /// `removed` are gone: its opponent's, or its own where mill counts
    /// found no mill, under the usual rule for pieces in mills.
    #[must_use]
    pub fn due_targets_after(&self, removed: PointSet) -> PointSet {
        let color = if self.memory.due_own {
            self.side
        } else {
            self.side.other()
        };
        removal_targets(
            self.geometry(),
            self.board[color] - removed,
            self.rules.removal_rule(),
        )
    }

    /// Whether the side to move has any placement or move, ignoring removals.
    fn has_base_move(&self) -> bool {
        if self.removals_due() > 0 {
            return !self.due_targets_after(PointSet::EMPTY).is_empty();
        }
        let empty = self.empty();
        if empty.is_empty() {
            return false;
        }
        match self.phase() {
            Phase::Placing => true,
            Phase::Flying | Phase::Moving if self.banned_move().is_some() => {
                self.count_base_moves() > 0
            }
            Phase::Flying => !self.board[self.side].is_empty(),
            Phase::Moving => {
                let g = self.geometry();
                self.board[self.side]
                    .iter()
                    .any(|p| !(g.neighbours(p) & empty).is_empty())
            }
        }
    }

    /// Whether `m` is legal here.
    #[must_use]
    pub fn is_legal(&self, m: Move) -> bool {
        self.check(m).is_ok()
    }

    /// Checks `m`, saying why it is illegal.
    ///
    /// # Errors
    /// An [`IllegalMoveError`] naming the first rule the move breaks.
    pub fn check(&self, m: Move) -> Result<(), IllegalMoveError> {
        let fail = |reason| {
            Err(IllegalMoveError {
                mv: m,
                side: self.side,
                reason,
            })
        };
        let due = self.removals_due();
        if due > 0 || m.is_removal_only() {
            if self.is_over() {
                return fail(IllegalReason::GameOver);
            }
            if due == 0 {
                return fail(IllegalReason::NoRemovalDue);
            }
            if !m.is_removal_only() {
                return fail(IllegalReason::RemovalDue { due });
            }
            if self.removal_turns().contains(&m) {
                return Ok(());
            }
            let named = m.removals();
            let color = if self.memory.due_own {
                self.side
            } else {
                self.side.other()
            };
            if let Some(p) = (named - self.board[color]).first() {
                return fail(if self.memory.due_own {
                    IllegalReason::NotOwnPiece(p)
                } else {
                    IllegalReason::NotOpponentPiece(p)
                });
            }
            if named.len() != due {
                return fail(if named.len() < due {
                    IllegalReason::MissingRemoval { earned: due }
                } else {
                    IllegalReason::TooManyRemovals { earned: due }
                });
            }
            let in_mill = (named & self.geometry().in_mills(self.board[color]))
                .first()
                .unwrap_or(m.to());
            return fail(IllegalReason::InMill(in_mill));
        }
        if let Err(reason) = self.check_base(m.from(), m.to()) {
            return fail(reason);
        }
        let opp = self.board[self.side.other()];
        let pair = self.intervention_targets(m.to());
        if !pair.is_empty() {
            if self.intervention_sets(pair).contains(&m.removals()) {
                return Ok(());
            }
            return fail(IllegalReason::Intervention(pair));
        }
        let earned = self.removals_earned(m.from(), m.to());
        let mut sets = RemovalSets::new(self);
        let options = sets.get(earned);
        let named = m.removals();
        if options.contains(&named) || (options.is_empty() && named.is_empty()) {
            return Ok(());
        }
        // Explain: first the count, then the first bad point.
        let due = options.first().map_or(0, |s| s.len());
        if named.len() < due {
            return fail(IllegalReason::MissingRemoval { earned: due });
        }
        if named.len() > due {
            if earned > 0 && due == 0 && !opp.is_empty() {
                return fail(IllegalReason::AllInMills);
            }
            return fail(IllegalReason::TooManyRemovals { earned: due });
        }
        if let Some(p) = (named - opp).first() {
            return fail(IllegalReason::NotOpponentPiece(p));
        }
        let in_mill = (named & self.geometry().in_mills(opp))
            .first()
            .unwrap_or(m.to());
        fail(IllegalReason::InMill(in_mill))
    }

    /// Checks a placement (`from` is `None`) or a move, without its
    /// removals: the first rule it breaks.
    pub(crate) fn check_base(&self, from: Option<Point>, to: Point) -> Result<(), IllegalReason> {
        if self.is_over() {
            return Err(IllegalReason::GameOver);
        }
        if self.removals_due() > 0 {
            return Err(IllegalReason::RemovalDue {
                due: self.removals_due(),
            });
        }
        let own = self.board[self.side];
        let points = self.geometry().points();
        if let Some(p) = from.filter(|&p| !points.contains(p)) {
            return Err(IllegalReason::OffBoard(p));
        }
        if !points.contains(to) {
            return Err(IllegalReason::OffBoard(to));
        }
        match (from, self.phase()) {
            (Some(_), Phase::Placing) if !self.rules.moves_in_placing() => {
                return Err(IllegalReason::MustPlace);
            }
            (None, Phase::Moving | Phase::Flying) => return Err(IllegalReason::MustMove),
            (Some(from), phase) => {
                if !own.contains(from) {
                    return Err(IllegalReason::NotOwnPiece(from));
                }
                if !self.empty().contains(to) {
                    return Err(IllegalReason::NotEmpty(to));
                }
                if phase != Phase::Flying && !self.geometry().neighbours(from).contains(to) {
                    return Err(IllegalReason::NotAdjacent(from, to));
                }
                if self.banned_move() == Some((from, to)) {
                    return Err(IllegalReason::RepeatedMill(from, to));
                }
            }
            (None, _) => {
                if !self.empty().contains(to) {
                    return Err(IllegalReason::NotEmpty(to));
                }
            }
        }
        Ok(())
    }

    /// Plays a legal move; an illegal one is refused and changes nothing.
    ///
    /// # Errors
    /// An [`IllegalMoveError`] when the move is illegal here.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMoveError> {
        self.check(m)?;
        let _ = self.play_unchecked(m);
        Ok(())
    }

    /// Plays `m` without checking it: the fast path for search. The move
    /// must be legal (for instance, from [`Position::generate_moves`]); an
    /// illegal one leaves a position that breaks the rules, though never
    /// undefined behaviour.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) -> Undo {
        if self.rules.turn_extras() {
            return self.play_with_extras(m);
        }
        // Without those rules the memory is always empty: nothing to keep.
        let undo = Undo {
            n_move_counter: self.n_move_counter,
            turn: self.turn,
            spent: PointSet::EMPTY,
            last_mill_move: None,
            marked: PointSet::EMPTY,
            mover: self.side,
            due: ByColor::new(0, 0),
            due_own: false,
            hand_taken: false,
        };
        self.apply(m);
        undo
    }

    /// [`Position::play_unchecked`] under rules that add to a turn.
    #[inline(never)]
    fn play_with_extras(&mut self, m: Move) -> Undo {
        let us = self.side;
        let them = us.other();
        let hand_taken = self.rules.takes_from_hand()
            && m.is_placement()
            && self.in_hand[them] > 0
            && self
                .usable_mills_at(us, self.board[us].with(m.to()), m.to())
                .0
                > 0;
        let undo = Undo {
            n_move_counter: self.n_move_counter,
            turn: self.turn,
            spent: self.memory.spent[us],
            last_mill_move: self.memory.last_mill_move[us],
            marked: self.memory.marked,
            mover: us,
            due: self.memory.due,
            due_own: self.memory.due_own,
            hand_taken,
        };
        if m.is_removal_only() {
            self.play_removals(m);
            return undo;
        }
        let was_moving_phase = self.is_moving_phase();
        self.apply(m);
        if hand_taken {
            // The mill takes a piece from the opponent's hand.
            self.hash ^= zobrist::in_hand(them, self.in_hand[them]);
            self.in_hand[them] -= 1;
            self.hash ^= zobrist::in_hand(them, self.in_hand[them]);
        }
        self.play_extras(m, us, was_moving_phase, undo.turn);
        undo
    }

    /// Plays a turn of removals alone: the removals due of the side to
    /// move. The other side moves next (or makes its own removals due).
    #[inline(never)]
    fn play_removals(&mut self, m: Move) {
        let us = self.side;
        let them = us.other();
        let target = if self.memory.due_own { us } else { them };
        for r in m.removals() {
            self.board[target].remove(r);
            self.hash ^= zobrist::point(target, r);
        }
        let before = self.memory;
        self.memory.due[us] = 0;
        if self.memory.due[them] == 0 {
            self.memory.due_own = false;
        }
        self.hash ^= zobrist::memory(&before) ^ zobrist::memory(&self.memory);
        self.n_move_counter = 0;
        self.side = them;
        self.hash ^= zobrist::black_to_move();
        if them == self.rules.first() {
            self.turn = self.turn.saturating_add(1);
        }
    }

    /// The pieces, hands, counter, side and turn number after `m`.
    #[inline(always)]
    fn apply(&mut self, m: Move) {
        let us = self.side;
        let them = us.other();
        match m.from() {
            Some(from) => {
                self.board[us].remove(from);
                self.hash ^= zobrist::point(us, from);
            }
            None => {
                self.hash ^= zobrist::in_hand(us, self.in_hand[us]);
                self.in_hand[us] = self.in_hand[us].saturating_sub(1);
                self.hash ^= zobrist::in_hand(us, self.in_hand[us]);
            }
        }
        self.board[us].insert(m.to());
        self.hash ^= zobrist::point(us, m.to());
        for r in m.removals() {
            self.board[them].remove(r);
            self.hash ^= zobrist::point(them, r);
        }
        // Only moves count, and only while no removal is made; in games
        // without moves while placing, moves come only once placing ends.
        self.n_move_counter = if m.from().is_some() && m.removals().is_empty() {
            self.n_move_counter.saturating_add(1)
        } else {
            0
        };
        self.side = them;
        self.hash ^= zobrist::black_to_move();
        if them == self.rules.first() {
            self.turn = self.turn.saturating_add(1);
        }
    }

    /// What the rules of the traditional variants add to a turn that `us`
    /// has just played: the memory, the marks, and the second player moving
    /// first once placing ends (`turn_before` is the turn number before).
    #[inline]
    fn play_extras(&mut self, m: Move, us: Color, was_moving_phase: bool, turn_before: u32) {
        if self.rules.remembers_moves() {
            self.remember(us, m.from(), m.to());
        }
        if self.rules.marks() && !was_moving_phase {
            self.mark(m);
        }
        let second = self.rules.first().other();
        if self.rules.defender_first()
            && !was_moving_phase
            && self.is_moving_phase()
            && self.side != second
        {
            // Placing has just ended: the second player, who placed last,
            // moves first, in the same turn.
            self.side = second;
            self.hash ^= zobrist::black_to_move();
            self.turn = turn_before;
        }
        if self.rules.removal_turns() && !was_moving_phase && self.is_moving_phase() {
            self.removals_at_end_of_placing(turn_before);
        }
    }

    /// Placing has just ended: under mill counts, the mills on the board
    /// decide each side's removals; on a full board that makes players
    /// remove, one or both sides remove one piece. The side that removes
    /// first is then to move.
    #[inline(never)]
    fn removals_at_end_of_placing(&mut self, turn_before: u32) {
        let first = self.rules.first();
        let second = first.other();
        let before = self.memory;
        let starter = if self.rules.defender_first() {
            second
        } else {
            first
        };
        let remover = if self.rules.counts_mills() {
            let g = self.geometry();
            let count = |c: Color| {
                g.mills()
                    .iter()
                    .filter(|&&m| self.board[c].contains_all(m))
                    .count()
            };
            let (ours, theirs) = (count(first), count(second));
            // The first player's count, then the second's (RULES.md,
            // `el-filja`).
            let (a, b) = match (ours, theirs) {
                (0, 0) => (1, 1),
                (_, 0) => (2, 1),
                (0, _) => (1, 2),
                (x, y) if x == y => (x, y),
                (x, y) if x > y => (y + 1, y),
                (x, _) => (x, x + 1),
            };
            let clamp = |n: usize| u8::try_from(n.min(12)).unwrap_or(12);
            self.memory.due[first] = clamp(a);
            self.memory.due[second] = clamp(b);
            self.memory.due_own = ours == 0 && theirs == 0;
            starter
        } else if self.occupied() == self.geometry().points() {
            match self.rules.full_board() {
                FullBoard::SideRemoves => {
                    self.memory.due[starter] = 1;
                    starter
                }
                FullBoard::FirstThenSecond => {
                    self.memory.due = ByColor::new(1, 1);
                    first
                }
                FullBoard::SecondThenFirst => {
                    self.memory.due = ByColor::new(1, 1);
                    second
                }
                FullBoard::Draw | FullBoard::Lose | FullBoard::FirstLoses => return,
            }
        } else {
            return;
        };
        self.hash ^= zobrist::memory(&before) ^ zobrist::memory(&self.memory);
        if self.side != remover {
            self.side = remover;
            self.hash ^= zobrist::black_to_move();
            // The second player's removals share the turn of its last
            // placement, as its first move does where it moves first.
            self.turn = if remover == first {
                turn_before.saturating_add(1)
            } else {
                turn_before
            };
        }
    }

    /// Under marked removals: marks the pieces a placement took, and lets
    /// every marked piece leave once placing ends.
    #[inline(never)]
    fn mark(&mut self, m: Move) {
        let before = self.memory.marked;
        if m.from().is_none() {
            self.memory.marked |= m.removals();
        }
        if self.is_moving_phase() {
            self.memory.marked = PointSet::EMPTY;
        }
        self.hash ^= zobrist::memory(&MillMemory {
            marked: before ^ self.memory.marked,
            ..MillMemory::EMPTY
        });
    }

    /// Updates the memory after `us` put a piece on `to` (from `from` when
    /// it moved), before its removals.
    #[inline(never)]
    fn remember(&mut self, us: Color, from: Option<Point>, to: Point) {
        let before = self.memory;
        let (closed, points) = self.usable_mills_at(us, self.board[us], to);
        if self.rules.one_time_mills() {
            self.memory.spent[us] |= points;
        }
        if self.rules.restrict_repeated_mills() {
            match (from, closed > 0) {
                (Some(from), true) => self.memory.last_mill_move[us] = Some((from, to)),
                // A mill closed by placing, or a move that closes none,
                // leaves nothing to go back to.
                (None, true) | (Some(_), false) => self.memory.last_mill_move[us] = None,
                (None, false) => {}
            }
        }
        if self.memory != before {
            self.hash ^= zobrist::memory(&before) ^ zobrist::memory(&self.memory);
        }
    }

    /// The mills through `to` that `own` (the pieces of `color`) holds
    /// whole and that still earn a removal: how many, and their points.
    #[inline]
    pub(crate) fn usable_mills_at(
        &self,
        color: Color,
        own: PointSet,
        to: Point,
    ) -> (usize, PointSet) {
        let spent = if self.rules.one_time_mills() {
            self.memory.spent[color]
        } else {
            PointSet::EMPTY
        };
        let mut count = 0;
        let mut points = PointSet::EMPTY;
        for mill in self.geometry().mills_through(to) {
            if own.contains_all(mill) && !spent.contains_all(mill) {
                count += 1;
                points |= mill;
            }
        }
        (count, points)
    }

    /// The one move the side to move may not make under restricted
    /// repeated mills: the piece that closed a mill with its last move,
    /// going straight back while it still stands in a mill and the way
    /// back closes one again. `None` when nothing is banned.
    #[inline(always)]
    pub(crate) fn banned_move(&self) -> Option<(Point, Point)> {
        if !self.rules.restrict_repeated_mills() {
            return None;
        }
        self.banned_move_under_restriction()
    }

    /// [`Position::banned_move`] once the restriction is known to be on.
    #[inline(never)]
    fn banned_move_under_restriction(&self) -> Option<(Point, Point)> {
        let (last_from, last_to) = self.memory.last_mill_move[self.side]?;
        let own = self.board[self.side];
        if !own.contains(last_to) || !self.empty().contains(last_from) {
            return None;
        }
        // Only a move the phase allows can be banned.
        let allowed = match self.phase() {
            Phase::Placing if !self.rules.moves_in_placing() => false,
            Phase::Placing | Phase::Moving => {
                self.geometry().neighbours(last_to).contains(last_from)
            }
            Phase::Flying => true,
        };
        if !allowed {
            return None;
        }
        let (standing, _) = self.usable_mills_at(self.side, own, last_to);
        if standing == 0 {
            return None;
        }
        let (again, _) =
            self.usable_mills_at(self.side, own.without(last_to).with(last_from), last_from);
        (again > 0).then_some((last_to, last_from))
    }

    /// Takes back `m`, which must be the move last played with
    /// [`Position::play_unchecked`], which returned `undo`.
    #[inline]
    pub fn undo(&mut self, m: Move, undo: Undo) {
        if self.rules.turn_extras() {
            return self.undo_with_extras(m, undo);
        }
        let us = self.side.other();
        self.side = us;
        self.hash ^= zobrist::black_to_move();
        self.unapply(m, us, undo);
    }

    /// [`Position::undo`] under rules that add to a turn.
    #[inline(never)]
    fn undo_with_extras(&mut self, m: Move, undo: Undo) {
        // The mover is mostly the other side, but where the second player
        // moves or removes first it may be the side to move.
        let us = undo.mover;
        if self.side != us {
            self.side = us;
            self.hash ^= zobrist::black_to_move();
        }
        let before = self.memory;
        self.memory.spent[us] = undo.spent;
        self.memory.last_mill_move[us] = undo.last_mill_move;
        self.memory.marked = undo.marked;
        self.memory.due = undo.due;
        self.memory.due_own = undo.due_own;
        if before != self.memory {
            self.hash ^= zobrist::memory(&before) ^ zobrist::memory(&self.memory);
        }
        if m.is_removal_only() {
            let target = if undo.due_own { us } else { us.other() };
            for r in m.removals() {
                self.board[target].insert(r);
                self.hash ^= zobrist::point(target, r);
            }
            self.n_move_counter = undo.n_move_counter;
            self.turn = undo.turn;
            return;
        }
        if undo.hand_taken {
            let them = us.other();
            self.hash ^= zobrist::in_hand(them, self.in_hand[them]);
            self.in_hand[them] += 1;
            self.hash ^= zobrist::in_hand(them, self.in_hand[them]);
        }
        self.unapply(m, us, undo);
    }

    /// Takes `m` of `us` off the board and back into the hands, and the
    /// counters back.
    #[inline(always)]
    fn unapply(&mut self, m: Move, us: Color, undo: Undo) {
        let them = us.other();
        for r in m.removals() {
            self.board[them].insert(r);
            self.hash ^= zobrist::point(them, r);
        }
        self.board[us].remove(m.to());
        self.hash ^= zobrist::point(us, m.to());
        match m.from() {
            Some(from) => {
                self.board[us].insert(from);
                self.hash ^= zobrist::point(us, from);
            }
            None => {
                self.hash ^= zobrist::in_hand(us, self.in_hand[us]);
                self.in_hand[us] += 1;
                self.hash ^= zobrist::in_hand(us, self.in_hand[us]);
            }
        }
        self.n_move_counter = undo.n_move_counter;
        self.turn = undo.turn;
    }

    /// The position with every point moved by `symmetry`.
    #[must_use]
    pub fn transformed(&self, symmetry: Symmetry) -> Position {
        let board = self.board.map(|set| symmetry.apply_set(set));
        let memory = MillMemory {
            spent: self.memory.spent.map(|set| symmetry.apply_set(set)),
            last_mill_move: self
                .memory
                .last_mill_move
                .map(|m| m.map(|(from, to)| (symmetry.apply(from), symmetry.apply(to)))),
            marked: symmetry.apply_set(self.memory.marked),
            ..self.memory
        };
        Position {
            board,
            memory,
            hash: zobrist::hash(&board, &self.in_hand, self.side) ^ zobrist::memory(&memory),
            ..*self
        }
    }
}

/// Checks the memory of a position text against the rules: only rules
/// that remember may have a memory, and spent points are whole mills.
fn check_memory(memory: &MillMemory, rules: &Rules) -> Result<(), SetupError> {
    let geometry = rules.geometry();
    for color in Color::ALL {
        let spent = memory.spent[color];
        if !spent.is_empty() {
            if !rules.one_time_mills() {
                return Err(SetupError::MemoryNotInRules);
            }
            let whole = spent
                .iter()
                .all(|p| geometry.mills_through(p).any(|m| spent.contains_all(m)));
            if !whole {
                return Err(SetupError::BadMemory(color));
            }
        }
        // A last mill move may since have lost its piece to a removal, and
        // its origin be taken again by a placement: any two points will do.
        if memory.last_mill_move[color].is_some() && !rules.restrict_repeated_mills() {
            return Err(SetupError::MemoryNotInRules);
        }
    }
    Ok(())
}

/// Removals due stand only where the rules make them, once placing is
/// over, with the side to move owing some; and a board left full by rules
/// that make players remove then must have them.
fn check_due(setup: &Setup, rules: &Rules) -> Result<(), SetupError> {
    let memory = &setup.memory;
    let due = memory.due;
    let placing = setup.in_hand.white > 0 || setup.in_hand.black > 0;
    if due.white == 0 && due.black == 0 {
        let full = (setup.board.white | setup.board.black) == rules.geometry().points();
        if memory.due_own
            || (full && !placing && rules.removal_turns() && rules.full_board().removes())
        {
            return Err(SetupError::BadDue);
        }
        return Ok(());
    }
    let possible = rules.counts_mills() || rules.full_board().removes();
    if !possible
        || placing
        || due[setup.side_to_move] == 0
        || (memory.due_own && !rules.counts_mills())
    {
        return Err(SetupError::BadDue);
    }
    Ok(())
}

impl fmt::Display for Position {
    /// The position text (see [`Setup`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_setup().fmt(f)
    }
}
