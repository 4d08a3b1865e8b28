//! Move generation: every legal move of a position with its removals, the
//! moves that remove (for quiescence), counting without listing (perft's
//! last ply), the completions of a placement or move, and the moves that
//! could have led to a position (for solving endgames backwards).

use crate::rules::{AllInMills, Removals};
use crate::{Geometry, Move, Phase, Point, PointSet, Position};

/// The lines whose middle point takes both ends by intervention, in the
/// order Sanmill's engine looks at them: the four lines crossing between
/// the squares, then the sides of the squares, then the four diagonals.
/// Where a point is the middle of two lines (d6, b4, f4, d2), the first
/// whose ends hold opponent pieces is the one that takes.
const INTERVENTION_LINES: [[Point; 3]; 20] = [
    [Point::A4, Point::B4, Point::C4],
    [Point::E4, Point::F4, Point::G4],
    [Point::D7, Point::D6, Point::D5],
    [Point::D3, Point::D2, Point::D1],
    [Point::A7, Point::D7, Point::G7],
    [Point::B6, Point::D6, Point::F6],
    [Point::C5, Point::D5, Point::E5],
    [Point::C3, Point::D3, Point::E3],
    [Point::B2, Point::D2, Point::F2],
    [Point::A1, Point::D1, Point::G1],
    [Point::A7, Point::A4, Point::A1],
    [Point::B6, Point::B4, Point::B2],
    [Point::C5, Point::C4, Point::C3],
    [Point::E5, Point::E4, Point::E3],
    [Point::F6, Point::F4, Point::F2],
    [Point::G7, Point::G4, Point::G1],
    [Point::A7, Point::B6, Point::C5],
    [Point::E5, Point::F6, Point::G7],
    [Point::A1, Point::B2, Point::C3],
    [Point::E3, Point::F2, Point::G1],
];

impl Position {
    /// Under intervention capture, the opponent pieces a placement or move
    /// to `to` takes: both ends of the first line with `to` as its middle
    /// whose ends hold opponent pieces (see [`INTERVENTION_LINES`]), less
    /// those the rule for pieces in mills protects. Empty when none, and
    /// then a mill closed removes as usual.
    #[inline]
    pub(crate) fn intervention_targets(&self, to: Point) -> PointSet {
        if !self.rules.intervention() {
            return PointSet::EMPTY;
        }
        self.intervention_at(to)
    }

    #[inline(never)]
    fn intervention_at(&self, to: Point) -> PointSet {
        let opp = self.board[self.side.other()];
        let g = self.geometry();
        if g.board() != crate::Board::TwentyFour {
            // The small boards' lines, in their order (rows, then columns,
            // then diagonals); each is written end, middle, end.
            for &mill in g.mills() {
                let ends = mill - to.set();
                if mill.contains(to) && ends.len() == 2 && opp.contains_all(ends) {
                    let middle = g.neighbours(to).contains_all(ends);
                    if middle {
                        return ends & self.removal_targets();
                    }
                }
            }
            return PointSet::EMPTY;
        }
        let lines = if self.rules.diagonals() { 20 } else { 16 };
        for &[a, middle, b] in &INTERVENTION_LINES[..lines] {
            if middle == to && opp.contains(a) && opp.contains(b) {
                return (a.set() | b.set()) & self.removal_targets();
            }
        }
        PointSet::EMPTY
    }

    /// The removals an intervention taking `pair` may make: both pieces;
    /// or, where taking one leaves the opponent below three pieces, either
    /// alone, for the game ends there (as in Sanmill).
    pub(crate) fn intervention_sets(&self, pair: PointSet) -> Vec<PointSet> {
        if self.intervention_stops_at_one(pair) {
            pair.iter().map(Point::set).collect()
        } else {
            vec![pair]
        }
    }

    /// Whether the first piece an intervention takes already leaves the
    /// opponent below three pieces.
    pub(crate) fn intervention_stops_at_one(&self, pair: PointSet) -> bool {
        pair.len() == 2 && self.piece_count(self.side.other()) <= 3
    }

    /// The number of placements or moves of the side to move, not counting
    /// removal choices.
    pub(crate) fn count_base_moves(&self) -> u64 {
        let empty = self.empty();
        let own = self.board[self.side];
        let slides = || {
            let g = self.geometry();
            own.iter()
                .map(|from| (g.neighbours(from) & empty).len() as u64)
                .sum::<u64>()
        };
        if !self.rules.base_move_extras() {
            return match self.phase() {
                Phase::Placing => empty.len() as u64,
                Phase::Flying => (own.len() * empty.len()) as u64,
                Phase::Moving => slides(),
            };
        }
        if self.removals_due() > 0 {
            // The first removal of the turn.
            return self.due_targets_after(PointSet::EMPTY).len() as u64;
        }
        let count = match self.phase() {
            Phase::Placing if self.rules.moves_in_placing() => empty.len() as u64 + slides(),
            Phase::Placing => empty.len() as u64,
            Phase::Flying => (own.len() * empty.len()) as u64,
            Phase::Moving => slides(),
        };
        // The banned move is always a move the phase allows.
        count - u64::from(self.banned_move().is_some())
    }

    /// Calls `f` with every placement or move of the side to move, without
    /// removals.
    #[inline]
    pub(crate) fn for_each_base_move(&self, mut f: impl FnMut(Option<Point>, Point)) {
        if let Some(banned) = self.banned_move() {
            return self.for_each_unbanned_move(|from, to| {
                if from != Some(banned.0) || to != banned.1 {
                    f(from, to);
                }
            });
        }
        self.for_each_unbanned_move(f);
    }

    /// [`Position::for_each_base_move`] without the ban of restricted
    /// repeated mills.
    #[inline]
    fn for_each_unbanned_move(&self, mut f: impl FnMut(Option<Point>, Point)) {
        let empty = self.empty();
        let own = self.board[self.side];
        match self.phase() {
            Phase::Placing => {
                for to in empty {
                    f(None, to);
                }
                if self.rules.moves_in_placing() {
                    let g = self.geometry();
                    for from in own {
                        for to in g.neighbours(from) & empty {
                            f(Some(from), to);
                        }
                    }
                }
            }
            Phase::Flying => {
                for from in own {
                    for to in empty {
                        f(Some(from), to);
                    }
                }
            }
            Phase::Moving => {
                let g = self.geometry();
                for from in own {
                    for to in g.neighbours(from) & empty {
                        f(Some(from), to);
                    }
                }
            }
        }
    }

    /// How many removals a placement or move earns: the mills it closes,
    /// capped by the removal rule (lapses not counted here).
    #[inline]
    pub(crate) fn removals_earned(&self, from: Option<Point>, to: Point) -> usize {
        if self.rules.line_wins() {
            // A line wins at once: nothing to remove.
            return 0;
        }
        let mut own = self.board[self.side];
        if let Some(from) = from {
            own.remove(from);
        }
        own.insert(to);
        let mills = if self.rules.one_time_mills() {
            self.usable_mills_at(self.side, own, to).0
        } else {
            self.geometry().mills_closed_at(own, to)
        };
        let earned = match self.rules.removals() {
            Removals::One => mills.min(1),
            Removals::PerMill => mills,
        };
        if self.rules.placing_removal_extras() && from.is_none() {
            return self.board_removals_of_placement(earned);
        }
        earned
    }

    /// The board removals a placement earning `earned` makes where mills
    /// while placing take from the hand (the rest of what the hand cannot
    /// give) or wait for mill counts (none).
    #[inline(never)]
    fn board_removals_of_placement(&self, earned: usize) -> usize {
        if self.rules.counts_mills() {
            return 0;
        }
        earned.saturating_sub(usize::from(self.in_hand[self.side.other()]))
    }

    /// Every turn of removals alone that the side to move may make with
    /// its removals due: each set of pieces they can take, one at a time on
    /// the board the previous one left. Empty when none is due.
    #[must_use]
    pub fn removal_turns(&self) -> Vec<Move> {
        let due = self.removals_due();
        let mut sets = Vec::new();
        if due > 0 {
            if self.rules.remove_from_mills() {
                // Every piece may be taken whatever was taken before: the
                // sets are the combinations.
                let pool = self.due_targets_after(PointSet::EMPTY);
                combinations(pool, PointSet::EMPTY, due.min(pool.len()), &mut sets);
            } else {
                let targets = |removed| self.due_targets_after(removed);
                walk_removals(
                    &targets,
                    PointSet::EMPTY,
                    due,
                    &mut SeenSets::new(),
                    &mut sets,
                );
            }
        }
        sets.into_iter().filter_map(Move::removals_only).collect()
    }

    /// Every legal move, each turn with its removals, in a fresh vector.
    /// Empty when the game is over (see [`Position::outcome`]).
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.generate_moves(&mut moves);
        moves
    }

    /// Fills `moves` (cleared first) with every legal move; reusing the
    /// vector avoids allocation in search.
    pub fn generate_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.is_over_before_moves() {
            return;
        }
        if self.rules.generation_extras() {
            return self.generate_moves_with_extras(moves);
        }
        let mut sets = RemovalSets::new(self);
        self.for_each_base_move(|from, to| {
            let base = match from {
                Some(from) => Move::slide(from, to),
                None => Move::place(to),
            };
            let earned = self.removals_earned(from, to);
            let options = sets.get(earned);
            if options.is_empty() {
                moves.push(base);
            } else {
                moves.extend(options.iter().map(|&r| base.with_removals(r)));
            }
        });
    }

    /// [`Position::generate_moves`] where removals may be due or
    /// interventions take.
    #[inline(never)]
    fn generate_moves_with_extras(&self, moves: &mut Vec<Move>) {
        if self.removals_due() > 0 {
            moves.extend(self.removal_turns());
            return;
        }
        let mut sets = RemovalSets::new(self);
        self.for_each_base_move(|from, to| {
            let base = match from {
                Some(from) => Move::slide(from, to),
                None => Move::place(to),
            };
            let pair = self.intervention_targets(to);
            if !pair.is_empty() {
                // Intervention takes its pieces, whatever mill the move closes.
                moves.extend(
                    self.intervention_sets(pair)
                        .into_iter()
                        .map(|r| base.with_removals(r)),
                );
                return;
            }
            let earned = self.removals_earned(from, to);
            let options = sets.get(earned);
            if options.is_empty() {
                moves.push(base);
            } else {
                moves.extend(options.iter().map(|&r| base.with_removals(r)));
            }
        });
    }

    /// Fills `moves` (cleared first) with the legal moves that remove a
    /// piece: the tactical moves a quiescence search follows. Only moves to
    /// the gap of a line holding two pieces of the side are looked at.
    pub fn generate_removing_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.is_over_before_moves() {
            return;
        }
        if self.removals_due() > 0 {
            moves.extend(self.removal_turns());
            return;
        }
        if self.rules.intervention() {
            // Interventions remove without closing a mill: look at all.
            self.generate_moves(moves);
            moves.retain(|m| !m.removals().is_empty());
            return;
        }
        let own = self.board[self.side];
        let threats = self.geometry().mill_threats(own, self.empty());
        if threats.is_empty() {
            return;
        }
        let mut sets = RemovalSets::new(self);
        self.for_each_base_move(|from, to| {
            if !threats.contains(to) {
                return;
            }
            let earned = self.removals_earned(from, to);
            if earned == 0 {
                return;
            }
            let base = match from {
                Some(from) => Move::slide(from, to),
                None => Move::place(to),
            };
            moves.extend(sets.get(earned).iter().map(|&r| base.with_removals(r)));
        });
    }

    /// The number of legal moves, counted without listing them (perft's
    /// last ply).
    #[must_use]
    pub fn count_moves(&self) -> u64 {
        if self.is_over_before_moves() {
            return 0;
        }
        if self.rules.generation_extras() {
            return self.count_moves_with_extras();
        }
        let empty = self.empty();
        let own = self.board[self.side];
        let g = self.geometry();
        // Only points that complete a mill need a closer look.
        let threats = g.mill_threats(own, empty);
        let mut sets = RemovalSets::new(self);
        let mut count = 0u64;
        match self.phase() {
            Phase::Placing if !self.rules.moves_in_placing() => {
                count = (empty.len() - threats.len()) as u64;
                for to in threats {
                    let earned = self.removals_earned(None, to);
                    count += sets.get(earned).len().max(1) as u64;
                }
            }
            Phase::Moving if threats.is_empty() => count = self.count_base_moves(),
            _ => self.for_each_base_move(|from, to| {
                let earned = self.removals_earned(from, to);
                count += sets.get(earned).len().max(1) as u64;
            }),
        }
        count
    }

    /// [`Position::count_moves`] where removals may be due or
    /// interventions take.
    #[inline(never)]
    fn count_moves_with_extras(&self) -> u64 {
        if self.removals_due() > 0 {
            return self.removal_turns().len() as u64;
        }
        let mut sets = RemovalSets::new(self);
        let mut count = 0u64;
        self.for_each_base_move(|from, to| {
            let pair = self.intervention_targets(to);
            if !pair.is_empty() {
                count += self.intervention_sets(pair).len() as u64;
                return;
            }
            let earned = self.removals_earned(from, to);
            count += sets.get(earned).len().max(1) as u64;
        });
        count
    }

    /// Every legal completion of a placement or move: the legal moves with
    /// this origin and destination, whatever they remove. Frontends that let
    /// a player click the placement and then the removal ask this.
    #[must_use]
    pub fn completions(&self, from: Option<Point>, to: Point) -> Vec<Move> {
        let mut moves = Vec::new();
        self.generate_moves(&mut moves);
        moves.retain(|m| m.from() == from && m.to() == to);
        moves
    }

    /// The moves that could have led here: the placements-free, removal-free
    /// moves of the player who just moved (the opponent of the side to
    /// move), from an empty point to one of its pieces. A move that closed a
    /// mill counts only when its removal lapsed. Only in the moving phase
    /// (no pieces in hand); empty otherwise. Endgame databases are solved
    /// backwards with these. Under rules that remember earlier turns
    /// ([`crate::Rules::remembers_moves`]) the memory before the move cannot be known,
    /// so there are none: empty.
    ///
    /// ```
    /// use morris_core::{Move, Position, Rules};
    ///
    /// let setup = "W../.../.../W.B..W/.../B.B/... b 0 0 0 30".parse()?;
    /// let pos = Position::from_setup(&setup, Rules::default())?;
    /// // White, with three pieces, flew: any empty point may have been the origin.
    /// assert!(pos.unmoves().contains(&Move::slide("d1".parse()?, "a7".parse()?)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn unmoves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.generate_unmoves(&mut moves);
        moves
    }

    /// Fills `moves` (cleared first) with [`Position::unmoves`]; reusing the
    /// vector avoids an allocation for every position a solver walks back
    /// from.
    pub fn generate_unmoves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        // Removals due follow a placement or removals, never a move.
        let due = self.memory.due.white > 0 || self.memory.due.black > 0;
        // Under intervention a move may remove without closing a mill,
        // which the moves found here do not tell.
        let intervention = self.rules.intervention();
        if !self.is_moving_phase() || self.rules.remembers_moves() || due || intervention {
            return;
        }
        let g = self.geometry();
        let them = self.side.other();
        let theirs = self.board[them];
        let empty = self.empty();
        // Pieces are never removed by a non-removing move, so the counts,
        // and with them flying, were what they are now.
        let flew = self.can_fly(them);
        // Where a line wins, a move closing one removed nothing.
        let lapse = self.rules.line_wins()
            || removal_targets(g, self.board[self.side], self.rules.removal_rule()).is_empty();
        for to in theirs {
            if g.mills_closed_at(theirs, to) > 0 && !lapse {
                continue;
            }
            let sources = if flew {
                empty
            } else {
                g.neighbours(to) & empty
            };
            moves.extend(sources.iter().map(|from| Move::slide(from, to)));
        }
    }
}

/// The pieces of `opp` that a mill may remove under `rule` (what may be
/// removed when all stand in mills, and whether pieces in mills may always
/// be removed).
#[inline]
pub(crate) fn removal_targets(
    geometry: Geometry,
    opp: PointSet,
    (rule, from_mills): (AllInMills, bool),
) -> PointSet {
    if from_mills {
        return opp;
    }
    let free = opp - geometry.in_mills(opp);
    match (free.is_empty(), rule) {
        (false, _) => free,
        (true, AllInMills::Any) => opp,
        (true, AllInMills::None) => PointSet::EMPTY,
    }
}

/// Adds to `out` every set of pieces that `left` more removals after
/// `removed` can take, one at a time, `targets` giving what may be taken
/// once a set is gone (fewer where none is left to take; never the empty
/// set). Orders of the same set lead to the same positions, so each set
/// removed so far is followed once (`seen`): `out` comes in the order of a
/// plain depth-first walk, without its repeats, in time linear in the
/// sets rather than in the orders.
fn walk_removals(
    targets: &impl Fn(PointSet) -> PointSet,
    removed: PointSet,
    left: usize,
    seen: &mut SeenSets,
    out: &mut Vec<PointSet>,
) {
    if !seen.insert(removed) {
        return;
    }
    let now = targets(removed);
    if left == 0 || now.is_empty() {
        if !removed.is_empty() {
            out.push(removed);
        }
        return;
    }
    for t in now {
        walk_removals(targets, removed.with(t), left - 1, seen, out);
    }
}

/// Adds to `out` every set of `k` points of `pool` joined to `chosen`, in
/// the order a walk taking the points in board order meets them: the
/// removal sets where every piece may be taken at any time (never the
/// empty set).
fn combinations(pool: PointSet, chosen: PointSet, k: usize, out: &mut Vec<PointSet>) {
    if k == 0 {
        if !chosen.is_empty() {
            out.push(chosen);
        }
        return;
    }
    let mut rest = pool;
    for t in pool {
        rest.remove(t);
        if rest.len() + 1 < k {
            break;
        }
        combinations(rest, chosen.with(t), k - 1, out);
    }
}

/// The sets of points a walk over removals has met: a small hash set
/// (open addressing, linear probing) of bitboards, as the walks meet a few
/// hundred sets at most and a general set costs more than the walk.
struct SeenSets {
    /// Each slot a set's bits plus one (0 for an empty slot: the bits of a
    /// 25-point set never reach `u32::MAX`).
    slots: Vec<u32>,
    len: usize,
}

impl SeenSets {
    fn new() -> SeenSets {
        SeenSets {
            slots: vec![0; 64],
            len: 0,
        }
    }

    /// Adds `set`; whether it was new.
    fn insert(&mut self, set: PointSet) -> bool {
        if 2 * (self.len + 1) > self.slots.len() {
            let doubled = vec![0; 2 * self.slots.len()];
            let old = std::mem::replace(&mut self.slots, doubled);
            self.len = 0;
            for key in old.into_iter().filter(|&k| k != 0) {
                self.insert_key(key);
            }
        }
        self.insert_key(set.bits() + 1)
    }

    fn insert_key(&mut self, key: u32) -> bool {
        let mask = self.slots.len() - 1;
        // Fibonacci hashing: the product's high bits.
        let mut i = (u64::from(key).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as usize & mask;
        loop {
            match self.slots[i] {
                0 => {
                    self.slots[i] = key;
                    self.len += 1;
                    return true;
                }
                k if k == key => return false,
                _ => i = (i + 1) & mask,
            }
        }
    }
}

/// The sets of opponent pieces a turn may remove, by number of removals
/// earned, computed once per position on first use: a move of the side to
/// move never changes the opponent's pieces.
pub(crate) struct RemovalSets {
    geometry: Geometry,
    rule: (AllInMills, bool),
    opp: PointSet,
    /// The single removals, kept inline: most positions with a mill to
    /// close need only these, and the search and the solver make a
    /// `RemovalSets` for every position they generate (no allocation).
    singles: Option<([PointSet; MAX_POINTS], usize)>,
    /// Two and three removals.
    more: [Option<Vec<PointSet>>; 2],
}

/// The most points a board has.
const MAX_POINTS: usize = 24;

impl RemovalSets {
    pub(crate) fn new(pos: &Position) -> RemovalSets {
        RemovalSets {
            geometry: pos.geometry(),
            rule: pos.rules.removal_rule(),
            opp: pos.board[pos.side.other()],
            singles: None,
            more: [None, None],
        }
    }

    /// The distinct sets that `earned` removals can take, made one at a time
    /// on the board the previous one left; a removal with no target lapses.
    /// Empty when nothing is removed.
    pub(crate) fn get(&mut self, earned: usize) -> &[PointSet] {
        match earned.min(3) {
            0 => &[],
            1 => {
                let (sets, len) = self.singles.get_or_insert_with(|| {
                    // One removal: each target once, in board order (what
                    // the walk below gives for one).
                    let mut sets = [PointSet::EMPTY; MAX_POINTS];
                    let targets = removal_targets(self.geometry, self.opp, self.rule);
                    for (slot, t) in sets.iter_mut().zip(targets) {
                        *slot = PointSet::EMPTY.with(t);
                    }
                    (sets, targets.len().min(MAX_POINTS))
                });
                &sets[..*len]
            }
            earned => {
                let slot = &mut self.more[earned - 2];
                slot.get_or_insert_with(|| {
                    let mut sets = Vec::new();
                    if self.rule.1 {
                        // Pieces in mills may always be taken: the
                        // combinations.
                        combinations(
                            self.opp,
                            PointSet::EMPTY,
                            earned.min(self.opp.len()),
                            &mut sets,
                        );
                    } else {
                        let targets =
                            |removed| removal_targets(self.geometry, self.opp - removed, self.rule);
                        walk_removals(
                            &targets,
                            PointSet::EMPTY,
                            earned,
                            &mut SeenSets::new(),
                            &mut sets,
                        );
                    }
                    sets
                })
            }
        }
    }
}
