//! What one player asks of the other: a draw, taking back a turn, a
//! rematch, and the answers. The server's AI answers a take-back and a
//! rematch at once (it always agrees); its answer to a draw is a search.

use morris_core::{ByColor, Color, Game};
use morris_protocol::{ErrorCode, ErrorMessage, Notice};

use super::{Change, Room, Seat, StoreOp};

impl Room {
    pub(super) fn offer_draw(
        &mut self,
        me: Color,
        change: &mut Change,
    ) -> Result<(), ErrorMessage> {
        self.not_over()?;
        if self.draw_offer.is_some() {
            return Err(ErrorMessage::with(
                ErrorCode::NoRequest,
                "a draw offer is already pending",
            ));
        }
        self.draw_offer = Some(me);
        change.push(Notice::DrawOffered { side: me });
        Ok(())
    }

    pub(super) fn answer_draw(
        &mut self,
        me: Color,
        accept: bool,
        now: u64,
        change: &mut Change,
    ) -> Result<(), ErrorMessage> {
        self.not_over()?;
        if self.draw_offer != Some(me.other()) {
            return Err(ErrorMessage::with(
                ErrorCode::NoRequest,
                "no draw was offered",
            ));
        }
        self.draw_offer = None;
        if accept {
            self.stop_clock(now, 0);
            self.game.agree_draw();
            change.store.push(StoreOp::Room);
            self.ended(change);
        } else {
            change.push(Notice::DrawDeclined);
        }
        Ok(())
    }

    pub(super) fn ask_take_back(
        &mut self,
        seat: Seat,
        now: u64,
        change: &mut Change,
    ) -> Result<(), ErrorMessage> {
        self.not_over()?;
        let me = self.color_of(seat);
        if self.take_back.is_some() {
            return Err(ErrorMessage::with(
                ErrorCode::NoRequest,
                "a take-back request is already pending",
            ));
        }
        if self.take_back_count(me) == 0 {
            return Err(ErrorMessage::new(ErrorCode::NothingToTakeBack));
        }
        if self.ai_seat() == Some(seat.other()) {
            // The AI never refuses: the take-back is at once.
            self.take_back_now(me, now, change);
        } else {
            self.take_back = Some(me);
            change.push(Notice::TakeBackAsked { side: me });
        }
        Ok(())
    }

    pub(super) fn answer_take_back(
        &mut self,
        me: Color,
        accept: bool,
        now: u64,
        change: &mut Change,
    ) -> Result<(), ErrorMessage> {
        self.not_over()?;
        let Some(asker) = self.take_back.filter(|&c| c == me.other()) else {
            return Err(ErrorMessage::with(
                ErrorCode::NoRequest,
                "no take-back was asked",
            ));
        };
        self.take_back = None;
        if accept {
            self.take_back_now(asker, now, change);
        } else {
            change.push(Notice::TakeBackDeclined);
        }
        Ok(())
    }

    pub(super) fn ask_rematch(
        &mut self,
        seat: Seat,
        now: u64,
        change: &mut Change,
    ) -> Result<(), ErrorMessage> {
        if !self.game.is_over() {
            return Err(ErrorMessage::new(ErrorCode::NotOver));
        }
        let me = self.color_of(seat);
        match self.rematch {
            Some(c) if c == me.other() => self.rematch_now(now, change),
            Some(_) => {
                return Err(ErrorMessage::with(
                    ErrorCode::NoRequest,
                    "a rematch request is already pending",
                ));
            }
            // The AI always plays again.
            None if self.ai_seat() == Some(seat.other()) => self.rematch_now(now, change),
            None => {
                self.rematch = Some(me);
                change.push(Notice::RematchAsked { side: me });
            }
        }
        Ok(())
    }

    pub(super) fn answer_rematch(
        &mut self,
        me: Color,
        accept: bool,
        now: u64,
        change: &mut Change,
    ) -> Result<(), ErrorMessage> {
        if self.rematch != Some(me.other()) || !self.game.is_over() {
            return Err(ErrorMessage::with(
                ErrorCode::NoRequest,
                "no rematch was asked",
            ));
        }
        if accept {
            self.rematch_now(now, change);
        } else {
            self.rematch = None;
            change.push(Notice::RematchDeclined);
        }
        Ok(())
    }

    /// How many turns a take-back by `asker` undoes: its own last turn,
    /// and the reply to it if one was played.
    fn take_back_count(&self, asker: Color) -> usize {
        let played = self.game.moves().len();
        let to_move = self.game.position().side_to_move();
        let count = if to_move == asker { 2 } else { 1 };
        if played < count {
            return 0;
        }
        // The turn `count` back must be the asker's.
        match self.game.position_after(played - count) {
            Some(p) if p.side_to_move() == asker => count,
            _ => 0,
        }
    }

    /// Takes back `asker`'s last turn and the reply to it, if any.
    fn take_back_now(&mut self, asker: Color, now: u64, change: &mut Change) {
        let turns = self.take_back_count(asker);
        for _ in 0..turns {
            self.game.undo();
        }
        if !self.clocks.is_empty() {
            self.clocks.truncate(self.game.moves().len() + 1);
            self.running_since = Some(now);
        }
        self.draw_offer = None;
        change.store.push(StoreOp::Truncate {
            game: self.game_no,
            from: self.game.moves().len() as u32,
        });
        change.push(Notice::TookBack {
            turns: turns as u32,
        });
    }

    fn rematch_now(&mut self, now: u64, change: &mut Change) {
        self.rematch = None;
        self.draw_offer = None;
        self.take_back = None;
        self.game_no += 1;
        self.host_color = self.host_color.other();
        self.game = Game::new(self.settings.rules);
        self.clocks = self
            .settings
            .clock
            .map(|c| vec![ByColor::new(c.initial_ms, c.initial_ms)])
            .unwrap_or_default();
        self.running_since = Some(now);
        change.store.push(StoreOp::Room);
        change.push(Notice::NewGame { game: self.game_no });
    }
}
