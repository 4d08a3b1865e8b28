//! Whole games solved from the empty board: the small boards of Three and
//! Six Men's Morris, placing phase and all.
//!
//! Their positions are few (Six Men's Morris has a few million up to its
//! eight symmetries, Three Men's Morris a few hundred), so the solver keeps
//! them all in memory as a graph:
//!
//! 1. Forwards from the start, breadth first, with the core's move
//!    generator: every position reached is numbered once by its canonical
//!    key (the least of its images under the board's symmetries), with
//!    its children's numbers.
//! 2. Backwards over the reversed edges, distance by distance: a position
//!    that has ended is won or lost in 0 plies (or drawn, for good); a
//!    position with a child that is good for its side to move wins in one
//!    more ply than the nearest such child; one whose children are all good
//!    for the opponent loses in one more ply than the farthest of them.
//!    What is left is a draw.
//!
//! A child may have the same side to move as its parent (rules where the
//! defender moves first once placing ends): its value then counts as it is,
//! not as the opponent's. As in the endgame databases, a repeated position
//! is a draw and the N-move rule is not known; the key holds the board, the
//! pieces in hand and the side to move, and so covers only rules that keep
//! no memory of earlier turns ([`Rules::has_memory`]).

use std::collections::HashMap;
use std::io::Read;
use std::path::Path;

use morris_core::{Board, Color, PointSet, Position, RuleOption, Rules, Symmetry};

use super::Stats;
use super::file::DbError;
use super::solve::{CANCELLED, Progress};
use super::value::DbValue;
use crate::stop::StopFlag;

/// Whether the whole game of `rules` can be solved here: a small board,
/// and rules that keep no memory of earlier turns.
#[must_use]
pub(crate) fn covers(rules: &Rules) -> bool {
    rules.board() != Board::TwentyFour && !rules.has_memory()
}

/// The rule options a whole solution depends on, as a file name's part:
/// every option but the draw rules (repetition and the N-move rules), which
/// the solution does not know.
pub(crate) fn rules_key(rules: &Rules) -> String {
    RuleOption::ALL
        .iter()
        .filter(|o| {
            !matches!(
                o,
                RuleOption::Repetition | RuleOption::NMove | RuleOption::EndgameNMove
            )
        })
        .map(|&o| rules.get(o).replace('-', ""))
        .collect::<Vec<_>>()
        .join("-")
}

/// The key of a position as it stands: White's points, Black's, the
/// pieces in hand and the side to move, packed in 59 bits.
fn raw_key(white: u32, black: u32, pos: &Position) -> u64 {
    u64::from(white)
        | u64::from(black) << 25
        | u64::from(pos.in_hand(Color::White)) << 50
        | u64::from(pos.in_hand(Color::Black)) << 54
        | u64::from(pos.side_to_move() == Color::Black) << 58
}

/// The canonical key of a position: the least key of its images under the
/// board's symmetries, so that positions alike up to a symmetry share one
/// entry.
pub(crate) fn key(pos: &Position) -> u64 {
    let (white, black) = (pos.pieces(Color::White), pos.pieces(Color::Black));
    pos.geometry()
        .symmetries()
        .iter()
        .map(|s: &Symmetry| raw_key(s.apply_set(white).bits(), s.apply_set(black).bits(), pos))
        .min()
        .unwrap_or_else(|| raw_key(white.bits(), black.bits(), pos))
}

/// The bits of a key that hold the pieces on the board (White's 25, then
/// Black's 25).
const BOARD_BITS: u64 = (1 << 50) - 1;

/// The number of distinct positions a key stands for: its images under
/// `symmetries`, counted once each (a position that a symmetry maps onto
/// itself is one position, not two).
fn images(key: u64, symmetries: &[Symmetry]) -> u64 {
    let white = PointSet::from_bits((key & 0x1FF_FFFF) as u32);
    let black = PointSet::from_bits((key >> 25 & 0x1FF_FFFF) as u32);
    let mut seen: Vec<u64> = symmetries
        .iter()
        .map(|s| u64::from(s.apply_set(white).bits()) | u64::from(s.apply_set(black).bits()) << 25)
        .collect();
    seen.sort_unstable();
    seen.dedup();
    debug_assert!(seen.iter().all(|&b| b & !BOARD_BITS == 0));
    seen.len() as u64
}

/// Whether the side to move of a key is Black.
const fn black_to_move(key: u64) -> bool {
    key >> 58 & 1 == 1
}

/// The stored form of a value: 0 a draw, `2d + 1` a loss in `d` plies,
/// `2d + 2` a win in `d` (a distance of either parity, since a side may
/// move twice in a row).
const fn code(value: DbValue) -> u16 {
    match value {
        DbValue::Draw => 0,
        DbValue::Loss(d) => 2 * d + 1,
        DbValue::Win(d) => 2 * d + 2,
    }
}

/// The value of a stored code.
const fn value(code: u16) -> DbValue {
    if code == 0 {
        DbValue::Draw
    } else if code % 2 == 1 {
        DbValue::Loss((code - 1) / 2)
    } else {
        DbValue::Win((code - 2) / 2)
    }
}

/// The longest distance a code can hold.
const MAX_DISTANCE: u16 = (u16::MAX - 2) / 2;

/// A whole game solved: every position reachable from the start, up to
/// symmetry, with its value for the side to move.
#[derive(Debug)]
pub(crate) struct WholeTable {
    /// The canonical keys, ascending.
    keys: Vec<u64>,
    /// The code of each key's value.
    codes: Vec<u16>,
}

impl WholeTable {
    /// The number of positions (up to symmetry).
    pub(crate) fn len(&self) -> usize {
        self.keys.len()
    }

    /// The value of `pos` for its side to move, when it is reachable from
    /// the start.
    pub(crate) fn probe(&self, pos: &Position) -> Option<DbValue> {
        let i = self.keys.binary_search(&key(pos)).ok()?;
        Some(value(self.codes[i]))
    }

    /// The statistics of the game under `rules`: every position reachable
    /// from the empty board counted as it stands (its board, the pieces
    /// in hand and the side to move; a removal is part of the turn that
    /// makes it, so a position with a removal still to make is none), and
    /// up to the board's symmetries, as wins, losses and draws for the
    /// side to move, with the longest win and loss.
    ///
    /// A position counted as it stands is one image of a stored class:
    /// the rules are alike under the board's symmetries and so is the
    /// empty board, so every image of a reachable position is reachable.
    pub(crate) fn stats(&self, rules: &Rules) -> Stats {
        let symmetries = Position::new(*rules).geometry().symmetries();
        let mut s = Stats::default();
        for (&k, &c) in self.keys.iter().zip(&self.codes) {
            let n = images(k, symmetries);
            match value(c) {
                DbValue::Win(d) => {
                    s.wins += n;
                    s.canonical_wins += 1;
                    s.longest_win = s.longest_win.max(d);
                }
                DbValue::Loss(d) => {
                    s.losses += n;
                    s.canonical_losses += 1;
                    s.longest_loss = s.longest_loss.max(d);
                }
                DbValue::Draw => {
                    s.draws += n;
                    s.canonical_draws += 1;
                }
            }
        }
        s
    }

    /// Changes one stored value, for the tests of [`verify`].
    #[cfg(test)]
    pub(crate) fn corrupt(&mut self, i: usize) {
        self.codes[i] = if self.codes[i] == 0 { 2 } else { 0 };
    }
}

/// Whether positions of `a` and of `b` are positions of one game: the same
/// rules but for the draw rules.
pub(crate) fn same_game(a: &Rules, b: &Rules) -> bool {
    let plain = |r: &Rules| {
        let mut r = solving_rules(*r);
        r.set_repetition(false);
        r
    };
    plain(a) == plain(b)
}

/// The rules the solver plays by: the game's, without the N-move rules
/// (which a position of the graph does not count).
fn solving_rules(rules: Rules) -> Rules {
    let mut r = rules;
    // The endgame rule needs the N-move rule on; off goes first.
    let _ = r.set_endgame_n_move(0);
    let _ = r.set_n_move(0);
    r
}

/// How often (in positions) the solver reports progress and looks at the
/// cancel flag.
const REPORT_EVERY: usize = 1 << 14;

/// Solves the whole game of `rules`, reporting progress and giving up
/// when `cancel` is raised.
///
/// # Errors
/// Rules the solver does not cover, a game too long for a code, or
/// [`CANCELLED`].
pub(crate) fn solve(
    rules: Rules,
    report: &dyn Fn(Progress),
    cancel: &StopFlag,
) -> Result<WholeTable, String> {
    if !covers(&rules) {
        return Err(format!(
            "the whole game of {rules} cannot be solved here: only the small boards' games, \
             under rules that keep no memory of earlier turns"
        ));
    }
    let start = Position::new(solving_rules(rules));
    // 1. Forwards: number the positions and keep their children.
    let mut numbers: HashMap<u64, u32> = HashMap::new();
    let mut keys: Vec<u64> = Vec::new();
    let mut positions: Vec<Position> = Vec::new();
    let mut first_child: Vec<u32> = vec![0];
    let mut children: Vec<u32> = Vec::new();
    // The value of each position that has ended (a code), else `None`.
    let mut ended: Vec<Option<u16>> = Vec::new();
    let first = key(&start);
    numbers.insert(first, 0);
    keys.push(first);
    positions.push(start);
    let mut i = 0;
    while i < positions.len() {
        if i % REPORT_EVERY == 0 {
            if cancel.is_stopped() {
                return Err(CANCELLED.to_owned());
            }
            report(Progress::Generating {
                done: i as u64,
                total: positions.len() as u64,
            });
        }
        let pos = positions[i];
        if let Some(outcome) = pos.rule_outcome() {
            ended.push(Some(match outcome.winner {
                None => code(DbValue::Draw),
                Some(w) if w == pos.side_to_move() => code(DbValue::Win(0)),
                Some(_) => code(DbValue::Loss(0)),
            }));
        } else {
            ended.push(None);
            for m in pos.legal_moves() {
                let mut child = pos;
                let _ = child.play_unchecked(m);
                let k = key(&child);
                let n = *numbers.entry(k).or_insert_with(|| {
                    keys.push(k);
                    positions.push(child);
                    (keys.len() - 1) as u32
                });
                children.push(n);
            }
        }
        first_child.push(children.len() as u32);
        i += 1;
    }
    drop(numbers);
    drop(positions);
    let count = keys.len();
    // 2. The reversed edges.
    let mut first_parent = vec![0u32; count + 1];
    for &c in &children {
        first_parent[c as usize + 1] += 1;
    }
    for j in 0..count {
        first_parent[j + 1] += first_parent[j];
    }
    let mut parents = vec![0u32; children.len()];
    let mut fill = first_parent.clone();
    for p in 0..count {
        for &c in &children[first_child[p] as usize..first_child[p + 1] as usize] {
            parents[fill[c as usize] as usize] = p as u32;
            fill[c as usize] += 1;
        }
    }
    drop(fill);
    // 3. Backwards, distance by distance.
    let mut codes = vec![0u16; count];
    let mut known = vec![false; count];
    let mut left: Vec<u32> = (0..count)
        .map(|p| first_child[p + 1] - first_child[p])
        .collect();
    drop(children);
    let mut layer: Vec<u32> = Vec::new();
    for (p, e) in ended.iter().enumerate() {
        if let Some(c) = *e {
            known[p] = true;
            codes[p] = c;
            if c != 0 {
                layer.push(p as u32);
            }
        }
    }
    let mut resolved = layer.len() as u64;
    let mut distance: u16 = 0;
    while !layer.is_empty() {
        if cancel.is_stopped() {
            return Err(CANCELLED.to_owned());
        }
        report(Progress::Resolving {
            done: resolved,
            total: count as u64,
            distance: u32::from(distance),
        });
        if distance >= MAX_DISTANCE {
            return Err(format!("a game longer than {MAX_DISTANCE} plies"));
        }
        let mut next = Vec::new();
        for &c in &layer {
            let child_wins = matches!(value(codes[c as usize]), DbValue::Win(_));
            let child_black = black_to_move(keys[c as usize]);
            for &p in
                &parents[first_parent[c as usize] as usize..first_parent[c as usize + 1] as usize]
            {
                let p = p as usize;
                if known[p] {
                    continue;
                }
                let same_side = black_to_move(keys[p]) == child_black;
                if child_wins == same_side {
                    codes[p] = code(DbValue::Win(distance + 1));
                    known[p] = true;
                    next.push(p as u32);
                } else {
                    left[p] -= 1;
                    if left[p] == 0 {
                        codes[p] = code(DbValue::Loss(distance + 1));
                        known[p] = true;
                        next.push(p as u32);
                    }
                }
            }
        }
        resolved += next.len() as u64;
        layer = next;
        distance += 1;
    }
    // 4. Sorted by key, for lookups.
    let mut order: Vec<u32> = (0..count as u32).collect();
    order.sort_unstable_by_key(|&j| keys[j as usize]);
    Ok(WholeTable {
        keys: order.iter().map(|&j| keys[j as usize]).collect(),
        codes: order.iter().map(|&j| codes[j as usize]).collect(),
    })
}

/// The value of `pos`'s children for its side to move, from a lookup of
/// each child's own value: a child with the other side to move counts as
/// its opposite, one with the same side as it is, both a ply further.
pub(crate) fn through(pos: &Position, child: &Position, v: DbValue) -> DbValue {
    if child.side_to_move() == pos.side_to_move() {
        v.later()
    } else {
        v.before()
    }
}

/// The positions whose stored value is not the best of their
/// children's, found by walking the game forwards from the start.
pub(crate) fn verify(table: &WholeTable, rules: Rules) -> u64 {
    let start = Position::new(solving_rules(rules));
    let mut seen = std::collections::HashSet::new();
    let mut todo = vec![start];
    let mut bad = 0;
    while let Some(pos) = todo.pop() {
        if !seen.insert(key(&pos)) {
            continue;
        }
        let Some(stored) = table.probe(&pos) else {
            bad += 1;
            continue;
        };
        let want = match pos.rule_outcome() {
            Some(o) => match o.winner {
                None => DbValue::Draw,
                Some(w) if w == pos.side_to_move() => DbValue::Win(0),
                Some(_) => DbValue::Loss(0),
            },
            None => {
                let mut best: Option<DbValue> = None;
                for m in pos.legal_moves() {
                    let mut child = pos;
                    let _ = child.play_unchecked(m);
                    let Some(v) = table.probe(&child) else {
                        bad += 1;
                        continue;
                    };
                    let v = through(&pos, &child, v);
                    if best.is_none_or(|b| v.better_than(b)) {
                        best = Some(v);
                    }
                    todo.push(child);
                }
                best.unwrap_or(DbValue::Loss(0))
            }
        };
        if want != stored {
            bad += 1;
        }
    }
    bad
}

/// The file's first bytes.
const MAGIC: &[u8; 8] = b"MORRISWG";
/// The format's version.
const VERSION: u16 = 1;

/// Writes a solved game atomically: `MORRISWG`, the version (u16), the
/// rules' key's length (u16) and text, the number of positions (u64), the
/// CRC-32 of what follows, then every key (u64) and every code (u16),
/// little-endian.
pub(crate) fn write(path: &Path, rules: &Rules, table: &WholeTable) -> Result<(), DbError> {
    let mut body = Vec::with_capacity(table.len() * 10);
    for k in &table.keys {
        body.extend_from_slice(&k.to_le_bytes());
    }
    for c in &table.codes {
        body.extend_from_slice(&c.to_le_bytes());
    }
    let rules = rules_key(rules);
    let mut bytes = Vec::with_capacity(body.len() + 32 + rules.len());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&VERSION.to_le_bytes());
    bytes.extend_from_slice(&(rules.len() as u16).to_le_bytes());
    bytes.extend_from_slice(rules.as_bytes());
    bytes.extend_from_slice(&(table.len() as u64).to_le_bytes());
    bytes.extend_from_slice(&crc32fast::hash(&body).to_le_bytes());
    bytes.extend_from_slice(&body);
    crate::files::write_atomically(path, &bytes).map_err(|e| DbError::Io(path.to_path_buf(), e))
}

/// The largest file read: far above Six Men's Morris's.
const MAX_FILE: u64 = 1 << 32;

/// Reads and checks a solved game's file: a regular file, made for these
/// rules, whole, its keys ascending and its checksum right.
pub(crate) fn read(path: &Path, rules: &Rules) -> Result<WholeTable, DbError> {
    let io = |e| DbError::Io(path.to_path_buf(), e);
    let (file, meta) = super::file::open_regular(path)?;
    let damaged = |why| DbError::Damaged(path.to_path_buf(), why);
    if meta.len() > MAX_FILE {
        return Err(damaged("too large"));
    }
    let mut bytes = Vec::new();
    file.take(MAX_FILE + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() < 12 || &bytes[..8] != MAGIC {
        return Err(damaged("not a database file"));
    }
    if u16::from_le_bytes([bytes[8], bytes[9]]) != VERSION {
        return Err(DbError::Outdated(path.to_path_buf()));
    }
    let len = usize::from(u16::from_le_bytes([bytes[10], bytes[11]]));
    let want = rules_key(rules);
    if bytes.get(12..12 + len) != Some(want.as_bytes()) {
        return Err(DbError::Foreign(path.to_path_buf()));
    }
    let rest = &bytes[12 + len..];
    if rest.len() < 12 {
        return Err(damaged("wrong size"));
    }
    let mut count = [0u8; 8];
    count.copy_from_slice(&rest[..8]);
    let count = u64::from_le_bytes(count);
    let crc = u32::from_le_bytes([rest[8], rest[9], rest[10], rest[11]]);
    let body = &rest[12..];
    if Some(body.len() as u64) != count.checked_mul(10) {
        return Err(damaged("wrong size"));
    }
    if crc32fast::hash(body) != crc {
        return Err(damaged("checksum mismatch"));
    }
    let count = body.len() / 10;
    let (k, c) = body.split_at(count * 8);
    let keys: Vec<u64> = k
        .chunks_exact(8)
        .map(|b| u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]))
        .collect();
    if keys.windows(2).any(|w| w[0] >= w[1]) {
        return Err(damaged("keys out of order"));
    }
    let codes = c
        .chunks_exact(2)
        .map(|b| u16::from_le_bytes([b[0], b[1]]))
        .collect();
    Ok(WholeTable { keys, codes })
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::{Preset, Termination};

    #[test]
    fn codes_round_trip_every_distance_of_either_parity() {
        for d in 0..=MAX_DISTANCE {
            assert_eq!(value(code(DbValue::Win(d))), DbValue::Win(d));
            assert_eq!(value(code(DbValue::Loss(d))), DbValue::Loss(d));
        }
        assert_eq!(value(code(DbValue::Draw)), DbValue::Draw);
    }

    #[test]
    fn three_mens_morris_is_solved_and_agrees_with_a_search_of_its_placing() {
        let rules = Rules::preset(Preset::Three);
        let table = solve(rules, &|_| {}, &StopFlag::new()).expect("solved");
        assert!(table.len() > 100, "{} positions", table.len());
        // Every position of the placing phase (reached by a random walk
        // over a few games) agrees with a minimax that searches to the end
        // of placing and asks the table there: the placing phase's values
        // come from the table's own moving phase, found by other means.
        let start = Position::new(rules);
        assert!(table.probe(&start).is_some(), "the start is in the table");
        let mut rng = 7u64;
        for _ in 0..40 {
            let mut pos = start;
            while !pos.is_over() && !pos.is_moving_phase() {
                let want = value_by_search(&table, &pos);
                let got = table.probe(&pos).expect("a reachable position");
                assert_eq!(sign(got), want, "{}", pos.to_setup());
                let moves = pos.legal_moves();
                rng = rng.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let m = moves[(rng >> 33) as usize % moves.len()];
                let _ = pos.play_unchecked(m);
            }
        }
    }

    fn sign(v: DbValue) -> i8 {
        match v {
            DbValue::Win(_) => 1,
            DbValue::Loss(_) => -1,
            DbValue::Draw => 0,
        }
    }

    /// The value of a placing position by a search over the placing phase
    /// with the table's values once placing ends.
    fn value_by_search(table: &WholeTable, pos: &Position) -> i8 {
        if let Some(o) = pos.rule_outcome() {
            return match o.winner {
                None => 0,
                Some(w) if w == pos.side_to_move() => 1,
                Some(_) => -1,
            };
        }
        if pos.is_moving_phase() {
            return sign(table.probe(pos).expect("in the table"));
        }
        let mut best = -1;
        for m in pos.legal_moves() {
            let mut child = *pos;
            let _ = child.play_unchecked(m);
            let v = value_by_search(table, &child);
            best = best.max(if child.side_to_move() == pos.side_to_move() {
                v
            } else {
                -v
            });
        }
        best
    }

    #[test]
    fn every_value_follows_from_its_childrens() {
        // The verification pass: each stored value is the best of its
        // children's, seen from the side to move, one ply further.
        let rules = Rules::preset(Preset::Three);
        let mut table = solve(rules, &|_| {}, &StopFlag::new()).expect("solved");
        assert_eq!(verify(&table, rules), 0);
        table.corrupt(table.len() / 2);
        assert!(verify(&table, rules) > 0, "a changed value is found");
    }

    #[test]
    fn a_line_ends_three_mens_morris_and_the_file_round_trips() {
        let rules = Rules::preset(Preset::Three);
        let table = solve(rules, &|_| {}, &StopFlag::new()).expect("solved");
        let ends = table
            .codes
            .iter()
            .filter(|&&c| value(c) == DbValue::Loss(0))
            .count();
        assert!(ends > 0, "some positions are lost by a line");
        let _ = Termination::ThreeInARow;
        let dir = tempfile::tempdir().expect("a directory");
        let path = dir.path().join("whole.mwg");
        write(&path, &rules, &table).expect("written");
        let back = read(&path, &rules).expect("read back");
        assert_eq!(back.keys, table.keys);
        assert_eq!(back.codes, table.codes);
        let mut diagonal = rules;
        diagonal.set_diagonals(true);
        assert!(matches!(read(&path, &diagonal), Err(DbError::Foreign(_))));
        let mut bytes = std::fs::read(&path).expect("the file");
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        std::fs::write(&path, &bytes).expect("changed");
        assert!(matches!(read(&path, &rules), Err(DbError::Damaged(..))));
    }

    /// The pieces placed by both sides in a position of `rules`.
    fn placed(rules: &Rules, pos: &Position) -> u8 {
        2 * rules.pieces() - pos.in_hand(Color::White) - pos.in_hand(Color::Black)
    }

    /// Every position reachable from the start as it stands, with at most
    /// `most` pieces placed, by a walk that knows no symmetry, with the
    /// table's value of each.
    fn reachable_as_they_stand(rules: Rules, table: &WholeTable, most: u8) -> Stats {
        let start = Position::new(solving_rules(rules));
        let raw = |p: &Position| {
            raw_key(
                p.pieces(Color::White).bits(),
                p.pieces(Color::Black).bits(),
                p,
            )
        };
        let mut seen = std::collections::HashSet::from([raw(&start)]);
        let mut todo = vec![start];
        let mut s = Stats::default();
        while let Some(pos) = todo.pop() {
            match table.probe(&pos).expect("reachable, so stored") {
                DbValue::Win(_) => s.wins += 1,
                DbValue::Loss(_) => s.losses += 1,
                DbValue::Draw => s.draws += 1,
            }
            if pos.rule_outcome().is_some() {
                continue;
            }
            for m in pos.legal_moves() {
                let mut child = pos;
                let _ = child.play_unchecked(m);
                if placed(&rules, &child) <= most && seen.insert(raw(&child)) {
                    todo.push(child);
                }
            }
        }
        s
    }

    #[test]
    fn positions_as_they_stand_are_the_images_of_the_stored_classes() {
        // The counts not reduced by symmetry, from the stored classes and
        // their images, are those of a walk over the game that knows no
        // symmetry; the canonical counts are the table's classes.
        let mut diagonal = Rules::preset(Preset::Three);
        diagonal.set_diagonals(true);
        for rules in [Rules::preset(Preset::Three), diagonal] {
            let table = solve(rules, &|_| {}, &StopFlag::new()).expect("solved");
            let stats = table.stats(&rules);
            let walked = reachable_as_they_stand(rules, &table, 6);
            assert_eq!(
                (stats.wins, stats.losses, stats.draws),
                (walked.wins, walked.losses, walked.draws),
                "{rules}"
            );
            assert_eq!(stats.canonical() as usize, table.len(), "{rules}");
            assert!(stats.wins + stats.losses + stats.draws <= 8 * stats.canonical());
            assert!(stats.wins + stats.losses + stats.draws > 2 * stats.canonical());
        }
        // Five Men's Morris on the 16-point board: its game as it stands
        // is 18 million positions, too many to walk in a test; the first
        // five placements are walked, and every position reached within
        // them has as many placements in every image, so the images of the
        // classes with five placements or fewer are exactly those walked.
        let mut five = Rules::preset(Preset::Six);
        five.set_pieces(5)
            .expect("five pieces on the 16-point board");
        let table = solve(five, &|_| {}, &StopFlag::new()).expect("solved");
        let symmetries = Position::new(five).geometry().symmetries();
        let in_hand = |k: u64| (k >> 50 & 0xF) as u8 + (k >> 54 & 0xF) as u8;
        let from_classes: u64 = table
            .keys
            .iter()
            .filter(|&&k| 2 * five.pieces() - in_hand(k) <= 5)
            .map(|&k| images(k, symmetries))
            .sum();
        let walked = reachable_as_they_stand(five, &table, 5);
        assert_eq!(from_classes, walked.wins + walked.losses + walked.draws);
        assert!(from_classes > 10_000, "{from_classes}");
    }
}
