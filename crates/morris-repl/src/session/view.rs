//! The board and the state of the game as the terminal shows them.

use std::time::Instant;

use morris_core::Color;
use morris_i18n::tr;

use super::Session;
use crate::board;

impl Session {
    /// The board, the players with their pieces, the last move and what
    /// happens next.
    #[must_use]
    pub fn view(&self) -> String {
        let pos = self.game().position();
        let last = self.game().moves().last().copied();
        let mut out = board::render(pos, last, self.color);
        out.push('\n');
        for side in Color::ALL {
            let label = board::paint_side(&self.player_label(side), side, self.color);
            out.push_str(&tr!(
                self.loc,
                "view-player",
                player = label,
                hand = tr!(self.loc, "pieces-in-hand", count = pos.in_hand(side)),
                board = tr!(self.loc, "pieces-on-board", count = pos.pieces(side).len())
            ));
            if let Some(clocks) = self.play().clocks() {
                let left = clocks.left(side, Instant::now());
                out.push_str(&tr!(
                    self.loc,
                    "view-clock",
                    time = morris_play::clock::clock_text(left)
                ));
            }
            out.push('\n');
        }
        if let Some(m) = last {
            out.push_str(&tr!(self.loc, "view-last-move", mv = m.to_string()));
            out.push('\n');
        }
        match self.game().outcome() {
            Some(o) => out.push_str(&self.outcome_text(o)),
            None => {
                let side = pos.side_to_move();
                let action = if self.pending().is_some() {
                    tr!(self.loc, "phase-removing")
                } else {
                    morris_i18n::words::action(&self.loc, pos.phase(), self.game().rules())
                };
                let name = board::paint_side(&self.color_name(side), side, self.color);
                out.push_str(&tr!(
                    self.loc,
                    "view-to-move",
                    color = name,
                    action = action
                ));
            }
        }
        out
    }
}
