//! The generator: seeded random positions of the solved pairs, set up and
//! probed, kept when they fit a kind ([`certify::find`]).
//!
//! Candidate `i` is drawn from its own generator, seeded by the seed and
//! `i`: a pair among the solved ones with at most
//! [`Settings::most_pieces`] pieces in all (a pair weighs the pieces of
//! its smaller side less two: 3-5 weighs 1, 4-5 weighs 2, 5-5 weighs 3), the side to move's pieces and
//! the other side's on points drawn at random, White or Black to move,
//! turn 20, no turn counted towards the N-move rule. Candidates are looked
//! at in batches on every core and kept in their order, so the same seed
//! and databases give the same puzzles on every machine. A position that
//! is already over, or the same as one kept up to the board's symmetries
//! and the colours, is passed over, and so is a puzzle of a kind that has
//! its share already ([`Settings::most_percent`]).
//!
//! On the small boards (Three and Six Men's Morris), whose whole game is
//! solved, candidate `i` is instead the position after a random game of 0
//! to 40 plies from the empty board, each turn drawn among the legal ones
//! by the candidate's generator (the N-move count then set to zero): the
//! placing phase comes in, and with it the placing themes.
//!
//! With [`Settings::placing`], on the large board with every pair solved,
//! candidate `i` is the position after 8 to 17 random placements from
//! the empty board (each drawn among the legal turns), valued by the
//! search over the placing phase with the databases at its leaves
//! ([`certify::find_placing`]: holds and removals). These candidates are
//! looked at one after another, each search on both cores.
//!
//! A puzzle's id is made from its rules, position and kind
//! (`{kind letter}{9 base-36 digits}` of their FNV-1a hash), so the same
//! puzzle has the same id in every set.

use std::collections::HashSet;
use std::fmt;

use morris_core::{Board, Color, Point, PointSet, Position, Preset, Rules, Setup};
use rayon::prelude::*;

use super::certify::{self, Found};
use super::{InvalidPuzzle, Kind, Puzzle};
use crate::db::{self, Databases, Pair};
use crate::rng::Rng;
use crate::stop::StopFlag;

/// What to generate.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The seed: the same seed and databases give the same puzzles.
    pub seed: u64,
    /// How many puzzles.
    pub count: usize,
    /// Positions of pairs with at most this many pieces in all.
    pub most_pieces: usize,
    /// The longest win a puzzle's line may be, in plies.
    pub most_plies: u16,
    /// The generator stops after looking at this many positions, with
    /// what it found.
    pub most_tries: u64,
    /// The most each kind may take of the count, in percent, in the order
    /// of [`Kind::ALL`] (win, hold, removal): holds and removals are many
    /// times as common as wins among random positions.
    pub most_percent: [u8; 3],
    /// Positions of the large board's placing phase instead of the pairs'
    /// (every pair solved): holds and removals, valued by the search over
    /// the placing phase.
    pub placing: bool,
}

impl Settings {
    /// The most puzzles of `kind` kept.
    #[must_use]
    pub fn most_of(&self, kind: Kind) -> usize {
        let i = Kind::ALL.iter().position(|&k| k == kind).unwrap_or(0);
        (self.count * usize::from(self.most_percent[i].min(100))).div_ceil(100)
    }
}

impl Default for Settings {
    /// A seed of 1, 100 puzzles, up to 10 pieces, wins up to 15 plies,
    /// up to a hundred million tries, at most a quarter holds and a
    /// quarter removals.
    fn default() -> Settings {
        Settings {
            seed: 1,
            count: 100,
            most_pieces: 10,
            most_plies: 15,
            most_tries: 100_000_000,
            most_percent: [100, 25, 25],
            placing: false,
        }
    }
}

/// How far a generation is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Positions looked at.
    pub tried: u64,
    /// Puzzles kept.
    pub found: usize,
}

/// What a generation made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The puzzles, in the order found.
    pub puzzles: Vec<Puzzle>,
    /// Positions looked at.
    pub tried: u64,
    /// The pairs the positions were drawn from.
    pub pairs: Vec<Pair>,
    /// Whether it stopped before the count: cancelled, or out of tries.
    pub short: bool,
    /// How many of the puzzles come from positions of real games.
    pub from_games: usize,
    /// The lines found but refused as puzzles, each as its position text
    /// and why (none, unless the databases and the rules disagree).
    pub refused: Vec<(String, InvalidPuzzle)>,
}

/// Why puzzles cannot be generated.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum GenerateError {
    /// The rules are not a preset's (a puzzle names its rules by preset).
    NotAPreset,
    /// The endgame databases do not cover these rules.
    NotCovered(Preset),
    /// No pair with at most this many pieces is solved in the directory.
    NoPairs(usize),
    /// The whole game of these rules (a small board's) is not solved in
    /// the directory.
    WholeGameNotSolved(Preset),
    /// Placing puzzles asked where the pairs the placing phase leads to
    /// are not all solved (or on a small board, whose placing phase the
    /// whole game covers).
    PlacingNotSolved(Preset),
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::NotAPreset => {
                f.write_str("puzzles are made under a preset's rules, without changed options")
            }
            GenerateError::NotCovered(p) => {
                write!(f, "the endgame databases do not cover the rules of {p}")
            }
            GenerateError::NoPairs(n) => write!(
                f,
                "no pair of at most {n} pieces is solved there (morris solve --up-to {n})"
            ),
            GenerateError::WholeGameNotSolved(p) => write!(
                f,
                "the whole game of {p} is not solved there (morris solve --all --rules {p})"
            ),
            GenerateError::PlacingNotSolved(p) => write!(
                f,
                "placing puzzles of {p} need every pair of its large board solved (morris solve --all --rules {p})"
            ),
        }
    }
}

impl std::error::Error for GenerateError {}

/// Positions looked at in one batch.
const BATCH: u64 = 2048;

/// Generates puzzles from the databases' positions, reporting after each
/// batch; a raised `cancel` ends it early with what was found.
///
/// # Errors
/// Rules that are not a preset's or that the databases do not cover, or
/// no solved pair.
pub fn generate(
    dbs: &Databases,
    settings: &Settings,
    progress: &(dyn Fn(Progress) + Sync),
    cancel: &StopFlag,
) -> Result<Generated, GenerateError> {
    generate_with(dbs, settings, &[], progress, cancel)
}

/// As [`generate`], with positions people reached in real games looked at
/// first, in their order, before any random one: they are the first
/// chosen (their kinds' shares permitting). A real position the databases
/// do not value (a pair not solved, the placing phase without the whole
/// game) is passed over.
///
/// # Errors
/// As [`generate`].
pub fn generate_with(
    dbs: &Databases,
    settings: &Settings,
    real: &[Position],
    progress: &(dyn Fn(Progress) + Sync),
    cancel: &StopFlag,
) -> Result<Generated, GenerateError> {
    let rules = *dbs.rules();
    let (preset, changed) = rules.closest_preset();
    if !changed.is_empty() {
        return Err(GenerateError::NotAPreset);
    }
    // The small boards' whole game is walked by random games; the large
    // board's pairs by random positions.
    let games = db::covers_whole_game(&rules);
    if games && !dbs.is_whole_game_solved() {
        return Err(GenerateError::WholeGameNotSolved(preset));
    }
    if !games && !db::covers(&rules) {
        return Err(GenerateError::NotCovered(preset));
    }
    if settings.placing {
        return generate_placing(dbs, settings, preset, real, progress, cancel);
    }
    let pairs: Vec<Pair> = if games {
        Vec::new()
    } else {
        dbs.solved_pairs()
            .into_iter()
            .filter(|p| p.to_move + p.other <= settings.most_pieces)
            .collect()
    };
    if !games && pairs.is_empty() {
        return Err(GenerateError::NoPairs(settings.most_pieces));
    }
    let mut seen = HashSet::new();
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let mut kept = [0usize; 3];
    let mut refused = Vec::new();
    let most = Kind::ALL.map(|k| settings.most_of(k));
    let weights: Vec<usize> = pairs.iter().map(|&p| weight(p)).collect();
    let mut tried = 0u64;
    let mut from_games = 0;
    let real_count = real.len() as u64;
    let most_tries = settings.most_tries.saturating_add(real_count);
    while puzzles.len() < settings.count && tried < most_tries && !cancel.is_stopped() {
        let end = (tried + BATCH).min(most_tries);
        let found: Vec<Option<(Position, Found, bool)>> = (tried..end)
            .into_par_iter()
            .map(|i| {
                let is_real = i < real_count;
                let pos = if is_real {
                    *real.get(usize::try_from(i).ok()?)?
                } else if games {
                    game_candidate(settings.seed, i - real_count, rules)?
                } else {
                    candidate(settings.seed, i - real_count, &pairs, &weights, rules)?
                };
                if pos.rules() != &rules {
                    return None;
                }
                certify::find(dbs, &pos, settings.most_plies).map(|f| (pos, f, is_real))
            })
            .collect();
        tried = end;
        for (pos, f, is_real) in found.into_iter().flatten() {
            if puzzles.len() == settings.count {
                break;
            }
            let k = Kind::ALL.iter().position(|&k| k == f.kind).unwrap_or(0);
            if kept[k] >= most[k] || !seen.insert(canonical(&pos)) {
                continue;
            }
            match make(preset, &pos, &f) {
                Ok(p) => {
                    kept[k] += 1;
                    from_games += usize::from(is_real);
                    puzzles.push(p);
                }
                Err(why) => refused.push((pos.to_setup().to_string(), why)),
            }
        }
        progress(Progress {
            tried,
            found: puzzles.len(),
        });
    }
    Ok(Generated {
        short: puzzles.len() < settings.count,
        from_games,
        refused,
        puzzles,
        tried,
        pairs,
    })
}

/// Placing puzzles of the large board ([`Settings::placing`]): the real
/// positions first, then random placements, one after another (each
/// search takes both cores).
fn generate_placing(
    dbs: &Databases,
    settings: &Settings,
    preset: Preset,
    real: &[Position],
    progress: &(dyn Fn(Progress) + Sync),
    cancel: &StopFlag,
) -> Result<Generated, GenerateError> {
    let rules = *dbs.rules();
    // Random placements start from the empty board: every pair must be
    // solved for them. Real positions need only the pairs they lead to.
    if db::covers_whole_game(&rules)
        || (settings.most_tries > 0 && !dbs.has_files_for_placing(&Position::new(rules)))
    {
        return Err(GenerateError::PlacingNotSolved(preset));
    }
    let mut seen = HashSet::new();
    let mut generated = Generated {
        puzzles: Vec::new(),
        tried: 0,
        pairs: dbs.solved_pairs(),
        short: false,
        from_games: 0,
        refused: Vec::new(),
    };
    let mut kept = [0usize; 3];
    let most = Kind::ALL.map(|k| settings.most_of(k));
    let real_count = real.len() as u64;
    let most_tries = settings.most_tries.saturating_add(real_count);
    while generated.puzzles.len() < settings.count
        && generated.tried < most_tries
        && !cancel.is_stopped()
    {
        let i = generated.tried;
        generated.tried += 1;
        let is_real = i < real_count;
        let pos = if is_real {
            usize::try_from(i).ok().and_then(|i| real.get(i).copied())
        } else {
            placing_candidate(settings.seed, i - real_count, rules)
        };
        let Some(pos) = pos.filter(|p| p.rules() == &rules) else {
            continue;
        };
        if seen.contains(&canonical(&pos)) {
            continue;
        }
        if let Some(found) = certify::find_placing(dbs, &pos, cancel) {
            let k = Kind::ALL.iter().position(|&k| k == found.kind).unwrap_or(0);
            if kept[k] < most[k] {
                seen.insert(canonical(&pos));
                match make(preset, &pos, &found) {
                    Ok(p) => {
                        kept[k] += 1;
                        generated.from_games += usize::from(is_real);
                        generated.puzzles.push(p);
                    }
                    Err(why) => generated.refused.push((pos.to_setup().to_string(), why)),
                }
            }
        }
        progress(Progress {
            tried: generated.tried,
            found: generated.puzzles.len(),
        });
    }
    generated.short = generated.puzzles.len() < settings.count;
    Ok(generated)
}

/// The fewest and most placements of a placing candidate.
const PLACEMENTS: (usize, usize) = (8, 17);

/// Placing candidate `i` of the seed: the position after 8 to 17 random
/// placements (with their removals) from the empty board; `None` when the
/// game ended or placing did on the way.
fn placing_candidate(seed: u64, i: u64, rules: Rules) -> Option<Position> {
    let mut rng = Rng::new(seed ^ i.wrapping_mul(0x9FB2_1C65_1E98_DF25));
    let _ = rng.next_u64();
    let placements = PLACEMENTS.0 + rng.below(PLACEMENTS.1 - PLACEMENTS.0 + 1);
    let mut pos = Position::new(rules);
    for _ in 0..placements {
        if pos.is_over() || pos.is_moving_phase() {
            return None;
        }
        let moves = pos.legal_moves();
        let _ = pos.play_unchecked(moves[rng.below(moves.len())]);
    }
    (!pos.is_over() && !pos.is_moving_phase()).then_some(pos)
}

/// The puzzle of a found line.
///
/// # Errors
/// Its line is not legal under the preset's rules (which the databases'
/// turns always are, unless they were made under other rules).
pub fn make(preset: Preset, pos: &Position, found: &Found) -> Result<Puzzle, InvalidPuzzle> {
    let themes = found.themes(pos);
    Puzzle::new(
        &id(preset, pos, found.kind),
        preset,
        *pos,
        found.line.clone(),
        found.kind,
        themes,
        found.rating(),
    )
}

/// The id of the puzzle of `kind` at `pos` under `preset`.
#[must_use]
pub fn id(preset: Preset, pos: &Position, kind: Kind) -> String {
    let text = format!("{};{};{}", preset.name(), pos.to_setup(), kind.name());
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = String::with_capacity(10);
    out.push(match kind {
        Kind::Win => 'w',
        Kind::Hold => 'h',
        Kind::Removal => 'r',
    });
    for _ in 0..9 {
        out.push(char::from(DIGITS[(hash % 36) as usize]));
        hash /= 36;
    }
    out
}

/// How often a pair is drawn, against the others: the pieces of its
/// smaller side less two, so that the many pairs where a side has three
/// pieces (and flies) do not crowd out the others.
const fn weight(pair: Pair) -> usize {
    let least = if pair.to_move < pair.other {
        pair.to_move
    } else {
        pair.other
    };
    least.saturating_sub(2)
}

/// Candidate `i` of the seed: a random position of one of `pairs`, drawn
/// by their `weights`; `None` when it is over already or does not stand
/// under the rules.
fn candidate(
    seed: u64,
    i: u64,
    pairs: &[Pair],
    weights: &[usize],
    rules: Rules,
) -> Option<Position> {
    let mut rng = Rng::new(seed ^ i.wrapping_mul(0xA24B_AED4_963E_E407));
    // Stirred once so that neighbouring seeds part at once.
    let _ = rng.next_u64();
    let mut r = rng.below(weights.iter().sum::<usize>().max(1));
    let mut pair = pairs[0];
    for (&p, &w) in pairs.iter().zip(weights) {
        if r < w {
            pair = p;
            break;
        }
        r -= w;
    }
    let mut points = Point::ALL;
    let needed = pair.to_move + pair.other;
    for k in 0..needed {
        let j = k + rng.below(points.len() - k);
        points.swap(k, j);
    }
    let set = |ps: &[Point]| ps.iter().fold(PointSet::EMPTY, |s, &p| s.with(p));
    let mover = set(&points[..pair.to_move]);
    let other = set(&points[pair.to_move..needed]);
    let side = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    let setup = Setup::moving(mover, other, side, Board::TwentyFour);
    let pos = Position::from_setup(&setup, rules).ok()?;
    (!pos.is_over()).then_some(pos)
}

/// The most plies of a random game ([`game_candidate`]).
const MOST_GAME_PLIES: usize = 40;

/// Candidate `i` of the seed on a board whose whole game is solved: the
/// position after a random game of 0 to [`MOST_GAME_PLIES`] plies from the
/// empty board (each turn drawn among the legal ones), its N-move count
/// set to zero; `None` when the game ended on the way.
fn game_candidate(seed: u64, i: u64, rules: Rules) -> Option<Position> {
    let mut rng = Rng::new(seed ^ i.wrapping_mul(0xA24B_AED4_963E_E407));
    let _ = rng.next_u64();
    let plies = rng.below(MOST_GAME_PLIES + 1);
    let mut pos = Position::new(rules);
    for _ in 0..plies {
        if pos.is_over() {
            return None;
        }
        let moves = pos.legal_moves();
        let _ = pos.play_unchecked(moves[rng.below(moves.len())]);
    }
    let mut setup = pos.to_setup();
    setup.n_move_counter = 0;
    let pos = Position::from_setup(&setup, rules).ok()?;
    (!pos.is_over()).then_some(pos)
}

/// The position's class under the board's symmetries and the swap of
/// colours: the least (mover, other) of its images, with the pieces in
/// hand of the side to move and of the other.
fn canonical(pos: &Position) -> (u32, u32, u8, u8) {
    let us = pos.side_to_move();
    let (a, b) = (pos.pieces(us), pos.pieces(us.other()));
    let (x, y) = pos
        .geometry()
        .symmetries()
        .iter()
        .map(|s| (s.apply_set(a).bits(), s.apply_set(b).bits()))
        .min()
        .unwrap_or((a.bits(), b.bits()));
    (x, y, pos.in_hand(us), pos.in_hand(us.other()))
}
