//! A plain, slow reference implementation of RULES.md, written apart from
//! the crate's bitboards, to check the move generator against.

#![allow(dead_code)]

use std::collections::BTreeSet;

use morris_core::{
    AllInMills, Board, Color, Flying, FullBoard, PlacingMills, Point, Position, Removals, Rules,
};

const STANDARD_LINES: [&str; 16] = [
    "a7 d7 g7", "b6 d6 f6", "c5 d5 e5", "a4 b4 c4", "e4 f4 g4", "c3 d3 e3", "b2 d2 f2", "a1 d1 g1",
    "a7 a4 a1", "b6 b4 b2", "c5 c4 c3", "d7 d6 d5", "d3 d2 d1", "e5 e4 e3", "f6 f4 f2", "g7 g4 g1",
];
const DIAGONAL_LINES: [&str; 4] = ["a7 b6 c5", "g7 f6 e5", "a1 b2 c3", "g1 f2 e3"];
/// Intervention lines, the middle point second, in the order that decides
/// when a point is the middle of two: the four between the squares first.
const INTERVENTION_ORDER: [&str; 20] = [
    "a4 b4 c4", "e4 f4 g4", "d7 d6 d5", "d3 d2 d1", "a7 d7 g7", "b6 d6 f6", "c5 d5 e5", "c3 d3 e3",
    "b2 d2 f2", "a1 d1 g1", "a7 a4 a1", "b6 b4 b2", "c5 c4 c3", "e5 e4 e3", "f6 f4 f2", "g7 g4 g1",
    "a7 b6 c5", "e5 f6 g7", "a1 b2 c3", "e3 f2 g1",
];

/// Six Men's Morris: the sides of its two squares, and the joins between
/// them (at the middles of the sides, then at the corners with diagonals).
const SIX_LINES: [&str; 8] = [
    "a7 d7 g7", "a1 d1 g1", "a7 a4 a1", "g7 g4 g1", "b6 d6 f6", "b2 d2 f2", "b6 b4 b2", "f6 f4 f2",
];
const SIX_JOINS: [&str; 4] = ["d7 d6", "a4 b4", "g4 f4", "d1 d2"];
const SIX_CORNER_JOINS: [&str; 4] = ["a7 b6", "g7 f6", "a1 b2", "g1 f2"];
/// Three Men's Morris: rows and columns, then the diagonals.
const THREE_LINES: [&str; 6] = [
    "c5 d5 e5", "c4 d4 e4", "c3 d3 e3", "c5 c4 c3", "d5 d4 d3", "e5 e4 e3",
];
const THREE_DIAGONALS: [&str; 2] = ["c5 d4 e3", "e5 d4 c3"];

/// Cells for every point: the 24 of the large board, then d4.
const CELLS: usize = 25;

fn idx(name: &str) -> usize {
    const NAMES: [&str; CELLS] = [
        "a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4", "e4", "f4", "g4",
        "c3", "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1", "d4",
    ];
    NAMES.iter().position(|n| *n == name).expect("a point name")
}

fn name(i: usize) -> String {
    Point::EVERY[i].to_string()
}

fn triples(lines: &[&str]) -> Vec<[usize; 3]> {
    lines
        .iter()
        .map(|l| {
            let v: Vec<usize> = l.split(' ').map(idx).collect();
            [v[0], v[1], v[2]]
        })
        .collect()
}

/// The lines of the large board as index triples.
pub fn lines(diagonals: bool) -> Vec<[usize; 3]> {
    let mut all: Vec<&str> = STANDARD_LINES.to_vec();
    if diagonals {
        all.extend(DIAGONAL_LINES);
    }
    triples(&all)
}

/// The mills of the rules' board as index triples, the middle second.
pub fn lines_of(rules: &Rules) -> Vec<[usize; 3]> {
    match rules.board() {
        Board::Sixteen => triples(&SIX_LINES),
        Board::Nine if rules.diagonals() => {
            triples(&[&THREE_LINES[..], &THREE_DIAGONALS[..]].concat())
        }
        Board::Nine => triples(&THREE_LINES),
        _ => lines(rules.diagonals()),
    }
}

/// The joins of the rules' board that are no part of a mill.
fn joins_of(rules: &Rules) -> Vec<[usize; 2]> {
    let mut joins: Vec<&str> = Vec::new();
    if rules.board() == Board::Sixteen {
        joins.extend(SIX_JOINS);
        if rules.diagonals() {
            joins.extend(SIX_CORNER_JOINS);
        }
    }
    joins
        .iter()
        .map(|j| {
            let v: Vec<usize> = j.split(' ').map(idx).collect();
            [v[0], v[1]]
        })
        .collect()
}

/// The points of the rules' board.
pub fn points_of(rules: &Rules) -> Vec<usize> {
    let mut points: Vec<usize> = lines_of(rules).iter().flatten().copied().collect();
    points.sort_unstable();
    points.dedup();
    points
}

fn adjacent(lines: &[[usize; 3]], a: usize, b: usize) -> bool {
    lines.iter().any(|l| {
        (l[0] == a && l[1] == b)
            || (l[1] == a && l[0] == b)
            || (l[1] == a && l[2] == b)
            || (l[2] == a && l[1] == b)
    })
}

fn joined(rules: &Rules, lines: &[[usize; 3]], a: usize, b: usize) -> bool {
    adjacent(lines, a, b)
        || joins_of(rules)
            .iter()
            .any(|j| (j[0] == a && j[1] == b) || (j[1] == a && j[0] == b))
}

/// A position of the reference implementation.
#[derive(Clone, Debug)]
pub struct RefPos {
    pub rules: Rules,
    pub cells: [Option<Color>; CELLS],
    pub hand: [u8; 2],
    pub side: Color,
    pub counter: u32,
    /// One-time mills: the points of each side's mills already paid for.
    pub spent: [BTreeSet<usize>; 2],
    /// Restricted repeated mills: each side's last move, if it closed a mill.
    pub last: [Option<(usize, usize)>; 2],
    /// Marked removals while placing: the points of the marked pieces.
    pub marked: BTreeSet<usize>,
    /// Removals due between turns (full board, mill counts), by side, and
    /// whether they take the remover's own pieces.
    pub due: [u8; 2],
    pub due_own: bool,
}

fn ci(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl RefPos {
    pub fn from_core(pos: &Position) -> RefPos {
        let mut cells = [None; CELLS];
        for (i, p) in Point::EVERY.iter().enumerate() {
            cells[i] = pos.piece_at(*p);
        }
        RefPos {
            rules: *pos.rules(),
            cells,
            hand: [pos.in_hand(Color::White), pos.in_hand(Color::Black)],
            side: pos.side_to_move(),
            counter: u32::from(pos.n_move_counter()),
            spent: [Color::White, Color::Black]
                .map(|c| pos.memory().spent[c].iter().map(Point::index).collect()),
            last: [Color::White, Color::Black]
                .map(|c| pos.memory().last_mill_move[c].map(|(f, t)| (f.index(), t.index()))),
            marked: pos.memory().marked.iter().map(Point::index).collect(),
            due: [pos.memory().due.white, pos.memory().due.black],
            due_own: pos.memory().due_own,
        }
    }

    fn on_board(&self, c: Color) -> usize {
        self.cells.iter().filter(|x| **x == Some(c)).count()
    }

    fn in_mill(&self, lines: &[[usize; 3]], i: usize) -> bool {
        let c = self.cells[i];
        c.is_some()
            && lines
                .iter()
                .any(|l| l.contains(&i) && l.iter().all(|&j| self.cells[j] == c))
    }

    fn flies(&self, c: Color) -> bool {
        let three = |c: Color| self.hand[ci(c)] == 0 && self.on_board(c) == 3;
        match self.rules.flying() {
            Flying::Off => false,
            Flying::On => three(c),
            Flying::Both => self.hand[ci(c)] == 0 && (three(c) || three(c.other())),
            other => unimplemented!("the reference does not know flying {other:?}"),
        }
    }

    /// Where a line of three wins (Three Men's Morris): whether a side has one.
    fn has_line(&self) -> bool {
        self.rules.board() == Board::Nine
            && [Color::White, Color::Black].iter().any(|&c| {
                lines_of(&self.rules)
                    .iter()
                    .any(|l| l.iter().all(|&j| self.cells[j] == Some(c)))
            })
    }

    pub fn terminal(&self) -> bool {
        if self.has_line() {
            return true;
        }
        for c in [Color::White, Color::Black] {
            if self.on_board(c) + usize::from(self.hand[ci(c)]) < 3 {
                return true;
            }
        }
        if points_of(&self.rules)
            .into_iter()
            .all(|i| self.cells[i].is_some() || self.marked.contains(&i))
            && self.due == [0, 0]
            && !self.rules.full_board().removes()
        {
            return true;
        }
        let mut n = u32::from(self.rules.n_move());
        let e = u32::from(self.rules.endgame_n_move());
        let three = [Color::White, Color::Black]
            .iter()
            .any(|&c| self.on_board(c) == 3);
        if three && e > 0 && e < n {
            n = e;
        }
        n > 0 && self.counter >= 2 * n
    }

    /// The mills of `me` through `to` on this board that earn a removal.
    fn usable_mills(&self, lines: &[[usize; 3]], me: Color, to: usize) -> Vec<[usize; 3]> {
        lines
            .iter()
            .filter(|l| l.contains(&to) && l.iter().all(|&j| self.cells[j] == Some(me)))
            .filter(|l| {
                !(self.rules.one_time_mills() && l.iter().all(|j| self.spent[ci(me)].contains(j)))
            })
            .copied()
            .collect()
    }

    /// Whether moving `from`-`to` is the move restricted repeated mills ban.
    fn banned(&self, lines: &[[usize; 3]], from: usize, to: usize) -> bool {
        let me = self.side;
        if !self.rules.restrict_repeated_mills() || self.last[ci(me)] != Some((to, from)) {
            return false;
        }
        if self.usable_mills(lines, me, from).is_empty() {
            return false;
        }
        let mut after = self.clone();
        after.cells[from] = None;
        after.cells[to] = Some(me);
        !after.usable_mills(lines, me, to).is_empty()
    }

    fn earned(&self, lines: &[[usize; 3]], after: &RefPos, to: usize, placing: bool) -> usize {
        if self.rules.board() == Board::Nine {
            // A line wins; nothing is removed.
            return 0;
        }
        let mills = after.usable_mills(lines, self.side, to).len();
        let earned = match self.rules.removals() {
            Removals::One => mills.min(1),
            Removals::PerMill => mills,
            other => unimplemented!("the reference does not know removals {other:?}"),
        };
        match self.rules.placing_mills() {
            // The opponent's hand gives what it can; the board the rest.
            PlacingMills::FromHand if placing => {
                earned.saturating_sub(usize::from(self.hand[ci(self.side.other())]))
            }
            PlacingMills::MillCounts if placing => 0,
            _ => earned,
        }
    }

    /// What a piece arriving on `to` takes by intervention: the ends of the
    /// first line it is the middle of whose ends are opponent pieces, less
    /// protected ones; then each set of removals that may follow.
    fn intervention(&self, lines: &[[usize; 3]], to: usize) -> Vec<Vec<usize>> {
        if !self.rules.intervention() {
            return Vec::new();
        }
        let victim = self.side.other();
        let count = if self.rules.diagonals() { 20 } else { 16 };
        let order: Vec<[usize; 3]> = if self.rules.board() == Board::TwentyFour {
            triples(&INTERVENTION_ORDER[..count])
        } else {
            lines.to_vec()
        };
        for v in order {
            if v[1] == to && self.cells[v[0]] == Some(victim) && self.cells[v[2]] == Some(victim) {
                let allowed = self.targets(lines, victim);
                let pair: Vec<usize> = [v[0], v[2]]
                    .into_iter()
                    .filter(|p| allowed.contains(p))
                    .collect();
                let left = self.on_board(victim) + usize::from(self.hand[ci(victim)]);
                return match pair.len() {
                    0 => Vec::new(),
                    2 if left <= 3 => pair.iter().map(|&p| vec![p]).collect(),
                    _ => {
                        let mut sorted = pair;
                        sorted.sort_unstable();
                        vec![sorted]
                    }
                };
            }
        }
        Vec::new()
    }

    /// Whose pieces the removals due take.
    fn due_victim(&self) -> Color {
        if self.due_own {
            self.side
        } else {
            self.side.other()
        }
    }

    fn targets(&self, lines: &[[usize; 3]], victim: Color) -> Vec<usize> {
        let theirs: Vec<usize> = (0..CELLS)
            .filter(|&i| self.cells[i] == Some(victim))
            .collect();
        let free: Vec<usize> = theirs
            .iter()
            .copied()
            .filter(|&i| !self.in_mill(lines, i))
            .collect();
        if self.rules.remove_from_mills() {
            theirs
        } else if !free.is_empty() {
            free
        } else if self.rules.all_in_mills() == AllInMills::Any {
            theirs
        } else {
            Vec::new()
        }
    }

    fn removal_sets(
        &self,
        lines: &[[usize; 3]],
        victim: Color,
        left: usize,
        taken: &mut Vec<usize>,
        out: &mut BTreeSet<Vec<usize>>,
    ) {
        let targets = if left == 0 {
            Vec::new()
        } else {
            self.targets(lines, victim)
        };
        if targets.is_empty() {
            let mut s = taken.clone();
            s.sort_unstable();
            out.insert(s);
            return;
        }
        for t in targets {
            let mut next = self.clone();
            next.cells[t] = None;
            taken.push(t);
            next.removal_sets(lines, victim, left - 1, taken, out);
            taken.pop();
        }
    }

    /// Every legal move in notation.
    pub fn legal_moves(&self) -> BTreeSet<String> {
        let mut result = BTreeSet::new();
        if self.terminal() {
            return result;
        }
        let lines = lines_of(&self.rules);
        let me = self.side;
        let due = usize::from(self.due[ci(me)]);
        if due > 0 {
            let mut sets = BTreeSet::new();
            self.removal_sets(&lines, self.due_victim(), due, &mut Vec::new(), &mut sets);
            for s in sets.into_iter().filter(|s| !s.is_empty()) {
                let text: String = s.iter().map(|&r| format!("x{}", name(r))).collect();
                result.insert(text);
            }
            return result;
        }
        let mut bases: Vec<(Option<usize>, usize)> = Vec::new();
        let points = points_of(&self.rules);
        for to in points
            .iter()
            .copied()
            .filter(|&i| self.cells[i].is_none() && !self.marked.contains(&i))
        {
            let placing = self.hand[ci(me)] > 0;
            if placing {
                bases.push((None, to));
            }
            if !placing || self.rules.moves_in_placing() {
                for from in (0..CELLS).filter(|&i| self.cells[i] == Some(me)) {
                    let fly = !placing && self.flies(me);
                    if (fly || joined(&self.rules, &lines, from, to))
                        && !self.banned(&lines, from, to)
                    {
                        bases.push((Some(from), to));
                    }
                }
            }
        }
        for (from, to) in bases {
            let mut after = self.clone();
            if let Some(f) = from {
                after.cells[f] = None;
            }
            after.cells[to] = Some(me);
            let earned = self.earned(&lines, &after, to, from.is_none());
            let mut sets = BTreeSet::new();
            let taken = after.intervention(&lines, to);
            if taken.is_empty() {
                after.removal_sets(&lines, me.other(), earned, &mut Vec::new(), &mut sets);
            } else {
                sets.extend(taken);
            }
            let base = match from {
                Some(f) => format!("{}-{}", name(f), name(to)),
                None => name(to),
            };
            for s in sets {
                let mut text = base.clone();
                for r in s {
                    text.push('x');
                    text.push_str(&name(r));
                }
                result.insert(text);
            }
        }
        result
    }

    /// Perft by the reference rules, turn counting.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| self.play(m).perft(depth - 1)).sum()
    }

    /// Perft by the reference rules, each removal a step of its own.
    pub fn perft_split(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let due = usize::from(self.due[ci(self.side)]);
        if due > 0 && !self.terminal() {
            let lines = lines_of(&self.rules);
            return self.split_due(&lines, "", due, depth);
        }
        // The placements and moves are the legal moves without removals.
        let bases: BTreeSet<String> = self
            .legal_moves()
            .iter()
            .map(|m| m.split('x').next().unwrap_or_default().to_owned())
            .collect();
        let lines = lines_of(&self.rules);
        let mut total = 0;
        for base in bases {
            let to = idx(base.rsplit('-').next().unwrap_or_default());
            let mut board_after = self.clone();
            if let Some((from, _)) = base.split_once('-') {
                board_after.cells[idx(from)] = None;
            }
            board_after.cells[to] = Some(self.side);
            let taken = board_after.intervention(&lines, to);
            if !taken.is_empty() {
                // Either piece first, then the other: two steps.
                if depth == 1 {
                    total += 1;
                    continue;
                }
                for set in taken {
                    let turn = set
                        .iter()
                        .fold(base.clone(), |t, &r| format!("{t}x{}", name(r)));
                    let orders: u64 = if set.len() == 2 { 2 } else { 1 };
                    let steps = 1 + set.len() as u32;
                    total += if steps > depth {
                        // The second removal is the last step counted.
                        orders
                    } else {
                        orders * self.play(&turn).perft_split(depth - steps)
                    };
                }
                continue;
            }
            let earned = self.earned(&lines, &board_after, to, !base.contains('-'));
            // Removals come before the turn passes: they are made on the
            // position after the placement or move, then the turn ends.
            total += self.split_removals(&lines, &base, earned, depth - 1);
        }
        total
    }

    /// The continuations of `turn` (a placement or move with the removals
    /// chosen so far) with `left` removals still earned.
    fn split_removals(&self, lines: &[[usize; 3]], turn: &str, left: usize, depth: u32) -> u64 {
        let victim = self.side.other();
        let mut now = self.clone();
        for r in turn.split('x').skip(1) {
            now.cells[idx(r)] = None;
        }
        let targets = if left == 0 {
            Vec::new()
        } else {
            now.targets(lines, victim)
        };
        if targets.is_empty() {
            return self.play(turn).perft_split(depth);
        }
        if depth == 0 {
            return 1;
        }
        targets
            .into_iter()
            .map(|t| {
                self.split_removals(lines, &format!("{turn}x{}", name(t)), left - 1, depth - 1)
            })
            .sum()
    }

    /// The continuations of a turn of removals alone (`turn` so far) with
    /// `left` removals still due.
    fn split_due(&self, lines: &[[usize; 3]], turn: &str, left: usize, depth: u32) -> u64 {
        let mut now = self.clone();
        for r in turn.split('x').skip(1) {
            now.cells[idx(r)] = None;
        }
        let targets = if left == 0 {
            Vec::new()
        } else {
            now.targets(lines, self.due_victim())
        };
        if targets.is_empty() {
            if turn.is_empty() {
                return 0;
            }
            return self.play(turn).perft_split(depth);
        }
        if depth == 0 {
            return 1;
        }
        targets
            .into_iter()
            .map(|t| self.split_due(lines, &format!("{turn}x{}", name(t)), left - 1, depth - 1))
            .sum()
    }

    /// Plays a move given in notation (assumed legal).
    pub fn play(&self, m: &str) -> RefPos {
        let mut next = self.clone();
        let me = self.side;
        if m.starts_with('x') {
            // A turn of removals alone: the removals due.
            let victim = self.due_victim();
            for r in m.split('x').skip(1) {
                debug_assert_eq!(next.cells[idx(r)], Some(victim));
                next.cells[idx(r)] = None;
            }
            next.due[ci(me)] = 0;
            if next.due == [0, 0] {
                next.due_own = false;
            }
            next.counter = 0;
            next.side = me.other();
            return next;
        }
        let placing_before = self.hand != [0, 0];
        let lines = lines_of(&self.rules);
        let mut parts = m.split('x');
        let mv = parts.next().unwrap_or_default();
        let slide = mv.split_once('-').map(|(f, t)| (idx(f), idx(t)));
        let to = match slide {
            Some((from, to)) => {
                next.cells[from] = None;
                to
            }
            None => {
                next.hand[ci(me)] -= 1;
                idx(mv)
            }
        };
        next.cells[to] = Some(me);
        let mills = next.usable_mills(&lines, me, to);
        let them = ci(me.other());
        if self.rules.placing_mills() == PlacingMills::FromHand
            && slide.is_none()
            && !mills.is_empty()
            && next.hand[them] > 0
        {
            next.hand[them] -= 1;
        }
        if self.rules.one_time_mills() {
            for l in &mills {
                next.spent[ci(me)].extend(l.iter().copied());
            }
        }
        if self.rules.restrict_repeated_mills() {
            match (slide, mills.is_empty()) {
                (Some(s), false) => next.last[ci(me)] = Some(s),
                (None, true) => {}
                _ => next.last[ci(me)] = None,
            }
        }
        let mut removed = false;
        for r in parts {
            next.cells[idx(r)] = None;
            if self.rules.placing_mills() == PlacingMills::Mark && slide.is_none() {
                next.marked.insert(idx(r));
            }
            removed = true;
        }
        if next.hand == [0, 0] {
            // Marked pieces leave once placing ends.
            next.marked.clear();
        }
        next.counter = if slide.is_some() && !removed {
            self.counter + 1
        } else {
            0
        };
        next.side = if self.rules.defender_first() && placing_before && next.hand == [0, 0] {
            self.rules.first().other()
        } else {
            me.other()
        };
        if placing_before && next.hand == [0, 0] {
            next.removals_as_placing_ends(&lines);
        }
        next
    }

    /// The removals that fall due as placing ends: by the mills on the
    /// board under mill counts, or on a full board that makes players
    /// remove.
    fn removals_as_placing_ends(&mut self, lines: &[[usize; 3]]) {
        let first = self.rules.first();
        let second = first.other();
        let starter = if self.rules.defender_first() {
            second
        } else {
            first
        };
        let mut due = [0u8; 2];
        let remover;
        if self.rules.placing_mills() == PlacingMills::MillCounts {
            let mills = |c: Color| {
                lines
                    .iter()
                    .filter(|l| l.iter().all(|&j| self.cells[j] == Some(c)))
                    .count() as u8
            };
            let (f, s) = (mills(first), mills(second));
            let (a, b) = if f == 0 && s == 0 {
                self.due_own = true;
                (1, 1)
            } else if s == 0 {
                (2, 1)
            } else if f == 0 {
                (1, 2)
            } else if f == s {
                (f, s)
            } else if f > s {
                (s + 1, s)
            } else {
                (f, f + 1)
            };
            due[ci(first)] = a;
            due[ci(second)] = b;
            remover = starter;
        } else if self.cells.iter().all(Option::is_some) {
            match self.rules.full_board() {
                FullBoard::SideRemoves => {
                    due[ci(starter)] = 1;
                    remover = starter;
                }
                FullBoard::FirstThenSecond => {
                    due = [1, 1];
                    remover = first;
                }
                FullBoard::SecondThenFirst => {
                    due = [1, 1];
                    remover = second;
                }
                _ => return,
            }
        } else {
            return;
        }
        self.due = due;
        self.side = remover;
    }
}
