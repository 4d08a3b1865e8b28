//! A plain, slow reference implementation of RULES.md, written apart from
//! the crate's bitboards, to check the move generator against.

#![allow(dead_code)]

use std::collections::BTreeSet;

use morris_core::{AllInMills, Color, Flying, Point, Position, Removals, Rules};

const STANDARD_LINES: [&str; 16] = [
    "a7 d7 g7", "b6 d6 f6", "c5 d5 e5", "a4 b4 c4", "e4 f4 g4", "c3 d3 e3", "b2 d2 f2", "a1 d1 g1",
    "a7 a4 a1", "b6 b4 b2", "c5 c4 c3", "d7 d6 d5", "d3 d2 d1", "e5 e4 e3", "f6 f4 f2", "g7 g4 g1",
];
const DIAGONAL_LINES: [&str; 4] = ["a7 b6 c5", "g7 f6 e5", "a1 b2 c3", "g1 f2 e3"];

fn idx(name: &str) -> usize {
    const NAMES: [&str; 24] = [
        "a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4", "e4", "f4", "g4",
        "c3", "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1",
    ];
    NAMES.iter().position(|n| *n == name).expect("a point name")
}

fn name(i: usize) -> String {
    Point::ALL[i].to_string()
}

/// The lines of the board as index triples.
pub fn lines(diagonals: bool) -> Vec<[usize; 3]> {
    let mut all: Vec<&str> = STANDARD_LINES.to_vec();
    if diagonals {
        all.extend(DIAGONAL_LINES);
    }
    all.iter()
        .map(|l| {
            let v: Vec<usize> = l.split(' ').map(idx).collect();
            [v[0], v[1], v[2]]
        })
        .collect()
}

fn adjacent(lines: &[[usize; 3]], a: usize, b: usize) -> bool {
    lines.iter().any(|l| {
        (l[0] == a && l[1] == b)
            || (l[1] == a && l[0] == b)
            || (l[1] == a && l[2] == b)
            || (l[2] == a && l[1] == b)
    })
}

/// A position of the reference implementation.
#[derive(Clone, Debug)]
pub struct RefPos {
    pub rules: Rules,
    pub cells: [Option<Color>; 24],
    pub hand: [u8; 2],
    pub side: Color,
    pub counter: u32,
}

fn ci(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl RefPos {
    pub fn from_core(pos: &Position) -> RefPos {
        let mut cells = [None; 24];
        for (i, p) in Point::ALL.iter().enumerate() {
            cells[i] = pos.piece_at(*p);
        }
        RefPos {
            rules: *pos.rules(),
            cells,
            hand: [pos.in_hand(Color::White), pos.in_hand(Color::Black)],
            side: pos.side_to_move(),
            counter: u32::from(pos.n_move_counter()),
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

    pub fn terminal(&self) -> bool {
        for c in [Color::White, Color::Black] {
            if self.on_board(c) + usize::from(self.hand[ci(c)]) < 3 {
                return true;
            }
        }
        if self.cells.iter().all(Option::is_some) {
            return true;
        }
        let n = u32::from(self.rules.n_move());
        n > 0 && self.counter >= 2 * n
    }

    fn targets(&self, lines: &[[usize; 3]], victim: Color) -> Vec<usize> {
        let theirs: Vec<usize> = (0..24).filter(|&i| self.cells[i] == Some(victim)).collect();
        let free: Vec<usize> = theirs
            .iter()
            .copied()
            .filter(|&i| !self.in_mill(lines, i))
            .collect();
        if !free.is_empty() {
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
        let lines = lines(self.rules.diagonals());
        let me = self.side;
        let mut bases: Vec<(Option<usize>, usize)> = Vec::new();
        for to in (0..24).filter(|&i| self.cells[i].is_none()) {
            if self.hand[ci(me)] > 0 {
                bases.push((None, to));
            } else {
                for from in (0..24).filter(|&i| self.cells[i] == Some(me)) {
                    if self.flies(me) || adjacent(&lines, from, to) {
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
            let mills = lines
                .iter()
                .filter(|l| l.contains(&to) && l.iter().all(|&j| after.cells[j] == Some(me)))
                .count();
            let earned = match self.rules.removals() {
                Removals::One => mills.min(1),
                Removals::PerMill => mills,
                other => unimplemented!("the reference does not know removals {other:?}"),
            };
            let mut sets = BTreeSet::new();
            after.removal_sets(&lines, me.other(), earned, &mut Vec::new(), &mut sets);
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
        // The placements and moves are the legal moves without removals.
        let bases: BTreeSet<String> = self
            .legal_moves()
            .iter()
            .map(|m| m.split('x').next().unwrap_or_default().to_owned())
            .collect();
        let lines = lines(self.rules.diagonals());
        let mut total = 0;
        for base in bases {
            let after = self.play(&base);
            let to = idx(base.rsplit('-').next().unwrap_or_default());
            let me = self.side;
            let mills = lines
                .iter()
                .filter(|l| l.contains(&to) && l.iter().all(|&j| after.cells[j] == Some(me)))
                .count();
            let earned = match self.rules.removals() {
                Removals::One => mills.min(1),
                Removals::PerMill => mills,
                other => unimplemented!("the reference does not know removals {other:?}"),
            };
            // `after` has the opponent to move; removals come before that.
            total += after.split_removals(&lines, earned, depth - 1);
        }
        total
    }

    fn split_removals(&self, lines: &[[usize; 3]], left: usize, depth: u32) -> u64 {
        let victim = self.side;
        let targets = if left == 0 {
            Vec::new()
        } else {
            self.targets(lines, victim)
        };
        if targets.is_empty() {
            return self.perft_split(depth);
        }
        if depth == 0 {
            return 1;
        }
        targets
            .into_iter()
            .map(|t| {
                let mut next = self.clone();
                next.cells[t] = None;
                // A removal restarts the N-move counter.
                next.counter = 0;
                next.split_removals(lines, left - 1, depth - 1)
            })
            .sum()
    }

    /// Plays a move given in notation (assumed legal).
    pub fn play(&self, m: &str) -> RefPos {
        let mut next = self.clone();
        let me = self.side;
        let moving = self.hand == [0, 0];
        let mut parts = m.split('x');
        let mv = parts.next().unwrap_or_default();
        if let Some((from, to)) = mv.split_once('-') {
            next.cells[idx(from)] = None;
            next.cells[idx(to)] = Some(me);
        } else {
            next.cells[idx(mv)] = Some(me);
            next.hand[ci(me)] -= 1;
        }
        let mut removed = false;
        for r in parts {
            next.cells[idx(r)] = None;
            removed = true;
        }
        next.counter = if moving && !removed {
            self.counter + 1
        } else {
            0
        };
        next.side = me.other();
        next
    }
}
