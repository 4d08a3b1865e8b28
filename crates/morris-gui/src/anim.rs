//! Short animations of the pieces: a placed piece glides from its hand, a
//! moved one along to its new point, a removed one fades. The game state
//! changes at once; an animation only changes where a piece is drawn, so
//! clicks always act on the game, never wait for a picture.

use egui::Pos2;
use morris_core::{Color, Move, Point, Position};

use crate::layout::{Table, position};

/// How long a piece glides or fades, in seconds.
pub const DURATION: f64 = 0.22;

/// One piece in motion.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Glide {
    /// The point the piece lands on.
    point: Point,
    color: Color,
    from: Pos2,
    /// Where it lands, in the unit square of its board.
    to: Pos2,
    start: f64,
}

/// One piece fading from the board.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Fade {
    point: Point,
    color: Color,
    start: f64,
}

/// A removed piece as it fades: where, whose, and how much is left of it
/// (1 to 0).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fading {
    /// The point it stood on.
    pub point: Point,
    /// Whose piece it was.
    pub color: Color,
    /// How much of it is left, from 1 (whole) down to 0.
    pub left: f32,
}

/// The animations under way.
#[derive(Clone, Debug, Default)]
pub struct Animations {
    glides: Vec<Glide>,
    fades: Vec<Fade>,
}

impl Animations {
    /// Animates `m`, played from `before`, starting at `now`: the piece
    /// glides (unless `glide` is false, when the player put it there by
    /// hand) and the removed pieces fade after it lands.
    pub fn start(&mut self, before: &Position, m: Move, table: Table, now: f64, glide: bool) {
        let mover = before.side_to_move();
        if glide {
            let from = match m.from() {
                Some(from) => position(before.geometry(), from),
                None => {
                    let in_hand = usize::from(before.in_hand(mover));
                    let total = usize::from(before.rules().pieces());
                    table.hand_slot(mover, in_hand.saturating_sub(1), total)
                }
            };
            self.glides.push(Glide {
                point: m.to(),
                color: mover,
                from,
                to: position(before.geometry(), m.to()),
                start: now,
            });
        }
        let fade_start = if glide { now + DURATION * 0.7 } else { now };
        for point in m.removals() {
            self.fades.push(Fade {
                point,
                color: mover.other(),
                start: fade_start,
            });
        }
    }

    /// Stops every animation: the board shows the game as it stands.
    pub fn clear(&mut self) {
        self.glides.clear();
        self.fades.clear();
    }

    /// Forgets the animations that have ended by `now`; returns whether
    /// any go on.
    pub fn update(&mut self, now: f64) -> bool {
        self.glides.retain(|g| now < g.start + DURATION);
        self.fades.retain(|f| now < f.start + DURATION);
        !self.glides.is_empty() || !self.fades.is_empty()
    }

    /// Where the piece landing on `point` is drawn at `now`, while it
    /// glides.
    #[must_use]
    pub fn gliding_to(&self, point: Point, now: f64) -> Option<Pos2> {
        let glide = self.glides.iter().find(|g| g.point == point)?;
        let t = ((now - glide.start) / DURATION).clamp(0.0, 1.0) as f32;
        Some(glide.from.lerp(glide.to, ease(t)))
    }

    /// The pieces fading at `now`.
    #[must_use]
    pub fn fading(&self, now: f64) -> Vec<Fading> {
        self.fades
            .iter()
            .map(|f| Fading {
                point: f.point,
                color: f.color,
                left: 1.0 - ((now - f.start) / DURATION).clamp(0.0, 1.0) as f32,
            })
            .collect()
    }
}

/// Smooth start and stop.
fn ease(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::Rules;

    #[test]
    fn a_placement_glides_from_the_hand_and_ends() {
        let before = Position::new(Rules::default());
        let mut animations = Animations::default();
        animations.start(&before, "d6".parse().unwrap(), Table::Wide, 10.0, true);
        let start = animations.gliding_to(Point::D6, 10.0).unwrap();
        assert_eq!(start, Table::Wide.hand_slot(Color::White, 8, 9));
        assert!(animations.update(10.1));
        assert!(!animations.update(10.0 + DURATION));
        assert_eq!(animations.gliding_to(Point::D6, 11.0), None);
    }
}
