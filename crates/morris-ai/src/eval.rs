//! Static evaluation of mill positions, from the side to move's view.
//!
//! The value is linear in a small set of [`FEATURES`], counted for each side
//! (own minus the opponent's, or for the side to move alone), with one
//! weight vector per [`Stage`] of the game: placing, moving and flying play
//! differently, so mobility, say, counts for little in a flying endgame and
//! for much while the last pieces are placed. Being linear, the weights can
//! be fitted to game results by logistic regression (the `fit` example).
//!
//! ```
//! use morris_ai::eval::{Weights, evaluate};
//! use morris_core::{Position, Rules};
//!
//! let start = Position::new(Rules::default());
//! assert_eq!(evaluate(&start, &Weights::default()).raw(), 0);
//! ```

use morris_core::{Color, Phase, PlacingMills, PointSet, Position, Preset, Rules};

use crate::Score;

/// The number of evaluation features.
pub const FEATURES: usize = 14;

/// The features' names, in the order of a feature vector.
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "material",
    "mobility",
    "blocked",
    "mills",
    "threats",
    "latent-threats",
    "forks",
    "running-mills",
    "double-mills",
    "cross-points",
    "mill-now",
    "opponent-threat",
    "opponent-forks",
    "mobility-to-move",
];

/// The part of the game a position is in, each with its own weights.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Some pieces are still in hand.
    Placing,
    /// All pieces are on the board and nobody flies.
    Moving,
    /// All pieces are on the board and a side (with three pieces) flies.
    Flying,
}

impl Stage {
    /// Every stage, in the order of [`Weights::stages`].
    pub const ALL: [Stage; 3] = [Stage::Placing, Stage::Moving, Stage::Flying];

    /// The stage of `pos`.
    #[must_use]
    pub fn of(pos: &Position) -> Stage {
        if !pos.is_moving_phase() {
            Stage::Placing
        } else if pos.can_fly(Color::White) || pos.can_fly(Color::Black) {
            Stage::Flying
        } else {
            Stage::Moving
        }
    }

    /// The stage's name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Stage::Placing => "placing",
            Stage::Moving => "moving",
            Stage::Flying => "flying",
        }
    }

    const fn index(self) -> usize {
        self as usize
    }
}

/// Weights fitted to games of `dooz` (see docs/measurements/strength.md).
const DOOZ: Weights = Weights {
    stages: [
        [100, 19, 8, 19, 34, 31, -10, 9, 1, 10, 14, -2, -11, 4],
        [100, -7, -11, -18, 51, 14, 10, 24, 21, 12, 52, 7, 0, 2],
        [100, -32, -28, -10, 33, -23, 0, -10, 1, 20, 17, 2, -12, 1],
    ],
};

/// Weights fitted to games of `cham-gonu` (see docs/measurements/strength.md; nobody
/// flies there, so the flying stage has no data and no weights), which
/// zhi-qi and da-san-qi, with the same marked removals, play by too.
const CHAM_GONU: Weights = Weights {
    stages: [
        [100, 20, 14, -32, 40, 7, -4, 24, -3, 6, 18, 11, -13, 5],
        [100, -9, -14, -24, 39, 6, 1, 22, 32, 10, 56, -1, 0, 2],
        [100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
};

/// Weights fitted to games of `lasker` (see docs/measurements/strength.md).
const LASKER: Weights = Weights {
    stages: [
        [100, 6, -17, -2, 39, -39, 1, -15, 3, 3, 33, 9, -18, 3],
        [100, 1, -19, -12, 46, 5, -6, 36, 9, 11, 33, -13, -3, 1],
        [100, -36, -16, -20, 9, -60, 0, -19, 10, 36, 5, 1, -8, 0],
    ],
};

/// Weights fitted to games of `twelve` (see docs/measurements/strength.md).
const TWELVE: Weights = Weights {
    stages: [
        [100, 16, -4, 1, 74, 5, -2, 18, 7, 4, 22, 19, -17, 8],
        [100, -2, -6, -21, 50, 8, -5, 37, 21, 14, 49, -9, 1, 3],
        [100, -30, -22, -12, 28, -22, 1, -12, 2, 28, 17, -1, -14, 1],
    ],
};

/// The weights of the features for each stage, in hundredths of a piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// The weights of [`Stage::Placing`], [`Stage::Moving`] and
    /// [`Stage::Flying`], each in the order of [`FEATURE_NAMES`].
    pub stages: [[i32; FEATURES]; 3],
}

impl Default for Weights {
    /// Weights fitted to game results (see docs/measurements/strength.md).
    fn default() -> Weights {
        Weights {
            stages: [
                // material, mobility, blocked, mills, threats, latent,
                // forks, running, double mills, cross points, mill now,
                // opponent threat, opponent forks, mobility to move
                [100, 24, -36, 28, 35, 1, 0, 6, 1, 7, 29, 11, -10, 5],
                [100, 7, -33, 23, 66, 10, -2, 59, 15, 6, 38, -21, -4, 2],
                [100, -35, -14, -8, 60, -34, 1, -8, 12, 33, 48, -10, -6, 5],
            ],
        }
    }
}

impl Weights {
    /// The weights for a game under `rules`: those fitted to the games of
    /// the preset the rules are closest to where a fit of its own played
    /// better (see docs/measurements/strength.md), else the default ones.
    #[must_use]
    pub fn for_rules(rules: &Rules) -> Weights {
        match rules.closest_preset().0 {
            Preset::Dooz => DOOZ,
            Preset::Lasker => LASKER,
            Preset::Twelve => TWELVE,
            Preset::ChamGonu | Preset::ZhiQi | Preset::DaSanQi => CHAM_GONU,
            _ => Weights::default(),
        }
    }

    /// The weights of one stage.
    #[must_use]
    pub fn of(&self, stage: Stage) -> &[i32; FEATURES] {
        &self.stages[stage.index()]
    }
}

/// The value of `pos` for the side to move (a heuristic; the search finds
/// wins and losses).
#[must_use]
pub fn evaluate(pos: &Position, w: &Weights) -> Score {
    let (stage, f) = features(pos);
    let weights = w.of(stage);
    let value: i32 = f.iter().zip(weights).map(|(x, w)| x * w).sum();
    Score::heuristic(value)
}

/// What one side has on the board, for the features.
struct Side {
    /// Pieces on the board and in hand.
    material: i32,
    /// Empty points next to a piece, counted once per piece.
    mobility: i32,
    /// Pieces with no empty neighbour.
    blocked: i32,
    mills: i32,
    /// Two-in-a-line gaps a piece of the side can fill next turn.
    threats: i32,
    /// The points of those gaps.
    threat_points: PointSet,
    /// Two-in-a-line gaps it cannot fill next turn.
    latent: i32,
    /// Points that fill two of its gaps at once, fillable next turn.
    forks: i32,
    running: i32,
    double_mills: i32,
    cross_points: i32,
}

/// The stage of `pos` and its feature vector, in the order of
/// [`FEATURE_NAMES`]: the first ten are the side to move's count minus the
/// opponent's; the rest are about the side to move alone (it can close a
/// mill now; the opponent threatens one; the opponent threatens two at
/// once, so one cannot be blocked; its own mobility).
#[must_use]
pub fn features(pos: &Position) -> (Stage, [i32; FEATURES]) {
    let us = pos.side_to_move();
    let own = side(pos, us);
    let other = side(pos, us.other());
    let mut f = [0; FEATURES];
    f[0] = own.material - other.material;
    f[1] = own.mobility - other.mobility;
    f[2] = own.blocked - other.blocked;
    f[3] = own.mills - other.mills;
    f[4] = own.threats - other.threats;
    f[5] = own.latent - other.latent;
    f[6] = own.forks - other.forks;
    f[7] = own.running - other.running;
    f[8] = own.double_mills - other.double_mills;
    f[9] = own.cross_points - other.cross_points;
    f[10] = i32::from(own.threats > 0);
    f[11] = i32::from(other.threats > 0);
    f[12] = i32::from(other.threat_points.len() >= 2);
    f[13] = own.mobility;
    (Stage::of(pos), f)
}

fn side(pos: &Position, color: Color) -> Side {
    let g = pos.geometry();
    let own = pos.pieces(color);
    let empty = pos.empty();
    let phase = pos.phase_of(color);
    // Under marked removals the marked pieces leave the board when placing
    // ends, and the board is full by then: the points they hold are the
    // room a piece will have to move. While placing they count as free for
    // mobility (not for a mill's gap, which no piece may fill before).
    let room = if phase == Phase::Placing && pos.rules().placing_mills() == PlacingMills::Mark {
        empty | pos.memory().marked
    } else {
        empty
    };
    let mut s = Side {
        material: pos.piece_count(color) as i32,
        mobility: 0,
        blocked: 0,
        mills: 0,
        threats: 0,
        threat_points: PointSet::EMPTY,
        latent: 0,
        forks: 0,
        running: 0,
        double_mills: 0,
        cross_points: 0,
    };
    for p in own {
        // Points with four neighbours (the middles of the middle square's
        // sides, and its corners on the diagonal board).
        s.cross_points += i32::from(g.neighbours(p).len() >= 4);
        let free = (g.neighbours(p) & room).len() as i32;
        s.mobility += free;
        s.blocked += i32::from(free == 0);
    }
    let mut gaps_once = PointSet::EMPTY;
    let mut gaps_twice = PointSet::EMPTY;
    for &mill in g.mills() {
        let mine = mill & own;
        if mine == mill {
            s.mills += 1;
            if phase == Phase::Placing {
                continue;
            }
            // A running mill: a piece of it can step out to an empty
            // neighbour off the line and come back.
            let mut steps_out = false;
            for p in mill {
                let outs = (g.neighbours(p) - mill) & empty;
                if outs.is_empty() {
                    continue;
                }
                steps_out = true;
                // A double mill: stepping out closes another mill.
                if outs
                    .iter()
                    .any(|q| g.mills_closed_at(own.without(p).with(q), q) > 0)
                {
                    s.double_mills += 1;
                }
            }
            s.running += i32::from(steps_out);
        } else if mine.len() == 2 {
            let gap = mill - mine;
            if !empty.contains_all(gap) {
                continue;
            }
            let Some(point) = gap.first() else { continue };
            // The gap must be reached by a piece from outside the line.
            let reached = match phase {
                Phase::Placing => true,
                Phase::Flying => own.len() > 2,
                Phase::Moving => !((g.neighbours(point) & own) - mill).is_empty(),
                // A phase not known here yet: reached only as in moving,
                // the strictest.
                _ => !((g.neighbours(point) & own) - mill).is_empty(),
            };
            if reached {
                s.threats += 1;
                s.threat_points.insert(point);
                if gaps_once.contains(point) {
                    gaps_twice.insert(point);
                }
                gaps_once.insert(point);
            } else {
                s.latent += 1;
            }
        }
    }
    s.forks = gaps_twice.len() as i32;
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::{Rules, Setup};

    fn pos(text: &str) -> Position {
        let setup: Setup = text.parse().unwrap();
        Position::from_setup(&setup, Rules::default()).unwrap()
    }

    #[test]
    fn each_preset_gets_its_weights() {
        let dooz = Rules::preset(Preset::Dooz);
        assert_eq!(Weights::for_rules(&dooz), DOOZ);
        assert_ne!(DOOZ, Weights::default());
        // Rules a step from dooz are still closest to it.
        let mut longer = dooz;
        longer.set_n_move(80).unwrap();
        assert_eq!(Weights::for_rules(&longer), DOOZ);
        // Zhi-qi and da-san-qi mark their removals as cham-gonu does, and
        // play better with its weights than with their own fit.
        for preset in [Preset::ChamGonu, Preset::ZhiQi, Preset::DaSanQi] {
            assert_eq!(Weights::for_rules(&Rules::preset(preset)), CHAM_GONU);
        }
        assert_eq!(Weights::for_rules(&Rules::preset(Preset::Lasker)), LASKER);
        assert_eq!(Weights::for_rules(&Rules::preset(Preset::Twelve)), TWELVE);
        for preset in [Preset::Nine, Preset::Nerenchi, Preset::ElFilja] {
            assert_eq!(
                Weights::for_rules(&Rules::preset(preset)),
                Weights::default()
            );
        }
    }

    #[test]
    fn a_marked_point_is_room_to_move_while_placing() {
        // Cheng-san-qi marks removals while placing. White closes a7-d7-g7
        // and marks a1: Black's a4 then has b4 and, once placing ends, a1.
        let mut game = morris_core::Game::new(Rules::preset(Preset::ChengSanQi));
        for m in ["a7", "a1", "d7", "a4", "g7xa1"] {
            game.play(m.parse().unwrap()).unwrap();
        }
        let pos = game.position();
        assert!(pos.memory().marked.contains("a1".parse().unwrap()));
        let (stage, f) = features(pos);
        assert_eq!(stage, Stage::Placing);
        // Black (to move): a4 to b4 and a1; White: d7 to d6, g7 to g4.
        assert_eq!(f[13], 2, "the side to move's mobility");
        assert_eq!(f[1], 0, "2 against 2");
        // Where a mill removes at once, a1 is empty anyway: the same.
        let mut nine = morris_core::Game::new(Rules::default());
        for m in ["a7", "a1", "d7", "a4", "g7xa1"] {
            nine.play(m.parse().unwrap()).unwrap();
        }
        assert_eq!(features(nine.position()).1[13], 2);
    }

    #[test]
    fn material_dominates() {
        let w = Weights::default();
        // White to move, one piece up.
        let p = pos("W.W/.B./.../B..W../.../.B./W.. w 0 0 0 20");
        assert!(evaluate(&p, &w).raw() > 50);
    }

    #[test]
    fn evaluation_is_symmetric_between_colours() {
        let w = Weights::default();
        let a = pos("WW./.B./.../B..W../.../.B./... w 3 3 0 7");
        let mut black_first = Rules::default();
        black_first.set_first(Color::Black);
        let setup: Setup = "BB./.W./.../W..B../.../.W./... b 3 3 0 7".parse().unwrap();
        let b = Position::from_setup(&setup, black_first).unwrap();
        assert_eq!(features(&a), features(&b));
        assert_eq!(evaluate(&a, &w), evaluate(&b, &w));
    }

    #[test]
    fn a_mill_to_close_is_worth_more_than_none() {
        let w = Weights::default();
        // Moving: g4 can step to g7 and close a7 d7 g7; in the quiet
        // position the same pieces stand where none reaches the gap.
        let threat = pos("WW./.../.../.....W/W../BB./B.B w 0 0 0 20");
        let quiet = pos("WW./.../.../....../W.W/BB./B.B w 0 0 0 20");
        assert!(evaluate(&threat, &w) > evaluate(&quiet, &w));
        assert_eq!(features(&threat).1[10], 1);
        assert_eq!(features(&quiet).1[10], 0);
    }

    #[test]
    fn features_count_what_they_name() {
        // White: the mill a7 d7 g7 (d7 and g7 can step out), b4, a1.
        // Black: a4 and b2 (both blocked), d2, g1; b2-d2 has its gap at f2,
        // which no other black piece reaches.
        let p = pos("WWW/.../.../BW..../.../BB./W.B b 0 0 0 20");
        let (stage, f) = features(&p);
        assert_eq!(stage, Stage::Moving);
        assert_eq!(f[0], 4 - 5, "material");
        assert_eq!(f[1], 5 - 5, "mobility");
        assert_eq!(f[2], 2 - 1, "blocked: a4, b2 against a7");
        assert_eq!(f[3], -1, "White's mill");
        assert_eq!(f[4], 0, "no threats");
        assert_eq!(f[5], 1, "Black's latent b2-d2");
        assert_eq!(f[7], -1, "White's mill runs");
        assert_eq!(f[8], 0, "no double mill");
        assert_eq!([f[10], f[11], f[12]], [0, 0, 0]);
        assert_eq!(f[13], 5, "d2 three, g1 two");
        // Black down to three flies.
        let q = pos("WWW/.../.../BW..../.../B../W.B b 0 0 0 20");
        assert_eq!(features(&q).0, Stage::Flying);
    }

    #[test]
    fn a_double_mill_and_forks_are_seen() {
        // White's g7 steps to g4 and closes e4-f4-g4, and back to close
        // a7-d7-g7.
        let p = pos("WWW/.../.../...WW./.../BB./B.B b 0 0 0 20");
        let (_, f) = features(&p);
        assert_eq!(f[8], -1, "{f:?}");
        assert_eq!(f[4], 1 - 1, "d2 can fill d1; g7 can fill g4");
        // Placing: a4 fills a7-a4-a1 and a4-b4-c4 at once.
        let fork = pos("W.B/..B/.../.WW.../.../..B/W.B w 5 5 0 5");
        let (stage, f) = features(&fork);
        assert_eq!(stage, Stage::Placing);
        assert_eq!(f[6], 1, "{f:?}");
        assert_eq!(f[4], 2 - 2, "two gap lines each");
        // Black threatens g4 and f4: White cannot block both.
        assert_eq!(f[12], 1);
    }
}
