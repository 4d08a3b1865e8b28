//! What a seated player asks of the room, decided: a turn, resigning,
//! claiming a game the other left; the requests to the other player are in
//! [`super::requests`]. Every decision says what to keep and tell, even a
//! refusal (a flag found fallen on the way ends the game all the same).

use morris_core::{Color, Move};
use morris_protocol::{ClientMessage, ErrorCode, ErrorMessage, Notice, outcome_state};

use super::{Change, MAX_LAG_MS, Room, Seat, StoreOp};

/// What the room decided about a player's message: the change to keep and
/// tell, and the refusal if it refused. A refusal changes nothing but for
/// one thing: a flag found fallen on the way ends the game on time, and
/// that end is in `change`, to be kept and told like any other.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[must_use]
pub struct Decision {
    /// What to keep, then tell (empty when nothing changed).
    pub change: Change,
    /// Why the message was refused, if it was.
    pub refusal: Option<ErrorMessage>,
}

impl Decision {
    /// The message was taken: keep and tell `change`.
    pub fn accepted(change: Change) -> Decision {
        Decision {
            change,
            refusal: None,
        }
    }

    /// The message was refused and nothing changed.
    pub fn refused(refusal: ErrorMessage) -> Decision {
        Decision {
            change: Change::default(),
            refusal: Some(refusal),
        }
    }

    /// A socket came or went: nothing to keep but what a shared store
    /// keeps of every room (who is connected where), and `notice`, if any,
    /// to tell.
    pub fn presence(notice: Option<Notice>) -> Decision {
        Decision::accepted(Change {
            store: Vec::new(),
            notices: notice.into_iter().collect(),
        })
    }

    /// The change when the message was taken, else the refusal (the change
    /// a refusal carries is dropped: for callers that keep nothing).
    ///
    /// # Errors
    /// The refusal.
    pub fn into_result(self) -> Result<Change, ErrorMessage> {
        match self.refusal {
            None => Ok(self.change),
            Some(e) => Err(e),
        }
    }
}

impl Room {
    /// What `seat` asks with `message`, at `now`, over a connection whose
    /// transit time is `lag_ms`. Messages that are not a player's actions
    /// (hello, pong, the record, a hint) are refused: the connection
    /// answers those itself.
    pub fn act(&mut self, seat: Seat, message: ClientMessage, now: u64, lag_ms: u64) -> Decision {
        let mut change = Change::default();
        match self.decide(seat, message, now, lag_ms, &mut change) {
            Ok(()) => {
                self.last_active = now;
                Decision::accepted(change)
            }
            Err(refusal) => Decision {
                change,
                refusal: Some(refusal),
            },
        }
    }

    fn decide(
        &mut self,
        seat: Seat,
        message: ClientMessage,
        now: u64,
        lag_ms: u64,
        change: &mut Change,
    ) -> Result<(), ErrorMessage> {
        if self.is_expired(now) {
            return Err(ErrorMessage::new(ErrorCode::RoomExpired));
        }
        if self.secrets.tokens[Seat::Guest.index()].is_none() {
            return Err(ErrorMessage::new(ErrorCode::NoOpponent));
        }
        let me = self.color_of(seat);
        // A fallen flag ends the game before anything else is asked of it
        // (a draw accepted, a take-back answered); a move checks it itself,
        // with its own transit allowance.
        if !matches!(
            message,
            ClientMessage::Move { .. }
                | ClientMessage::AskRematch
                | ClientMessage::AnswerRematch { .. }
        ) {
            let side = self.game.position().side_to_move();
            let grace = if side == me { lag_ms } else { MAX_LAG_MS };
            if let Some(flag) = self.check_flag(now, grace) {
                *change = flag;
                return Err(ErrorMessage::with(
                    ErrorCode::GameOver,
                    "the flag fell first",
                ));
            }
        }
        match message {
            ClientMessage::Move { ply, turn } => self.play(me, ply, &turn, now, lag_ms, change),
            ClientMessage::Resign => {
                self.not_over()?;
                self.stop_clock(now, lag_ms);
                self.game.resign(me);
                change.store.push(StoreOp::Room);
                self.ended(change);
                Ok(())
            }
            ClientMessage::ClaimWin => self.claim_win(seat, now, change),
            ClientMessage::OfferDraw => self.offer_draw(me, change),
            ClientMessage::AnswerDraw { accept } => self.answer_draw(me, accept, now, change),
            ClientMessage::AskTakeBack => self.ask_take_back(seat, now, change),
            ClientMessage::AnswerTakeBack { accept } => {
                self.answer_take_back(me, accept, now, change)
            }
            ClientMessage::AskRematch => self.ask_rematch(seat, now, change),
            ClientMessage::AnswerRematch { accept } => self.answer_rematch(me, accept, now, change),
            ClientMessage::Hello { .. }
            | ClientMessage::Pong { .. }
            | ClientMessage::GetRecord
            | ClientMessage::AskHint
            | ClientMessage::AskReview
            | ClientMessage::TryTurn { .. } => Err(ErrorMessage::new(ErrorCode::BadMessage)),
        }
    }

    pub(super) fn not_over(&self) -> Result<(), ErrorMessage> {
        if self.game.is_over() {
            Err(ErrorMessage::new(ErrorCode::GameOver))
        } else {
            Ok(())
        }
    }

    fn play(
        &mut self,
        me: Color,
        ply: u32,
        turn: &str,
        now: u64,
        lag_ms: u64,
        change: &mut Change,
    ) -> Result<(), ErrorMessage> {
        self.not_over()?;
        if self.game.position().side_to_move() != me {
            return Err(ErrorMessage::new(ErrorCode::NotYourTurn));
        }
        if ply as usize != self.game.moves().len() {
            return Err(ErrorMessage::with(
                ErrorCode::Stale,
                format!(
                    "that move was meant for turn {ply}, the game stands at {}",
                    self.game.moves().len()
                ),
            ));
        }
        let m: Move = turn
            .parse()
            .map_err(|e| ErrorMessage::with(ErrorCode::Illegal, format!("{turn:?}: {e}")))?;
        if let Err(e) = self.game.position().check(m) {
            return Err(ErrorMessage::with(ErrorCode::Illegal, format!("{m}: {e}")));
        }
        // The clock first: a move after the flag fell is not played.
        if let Some(deadline) = self.flag_deadline(lag_ms)
            && now >= deadline
        {
            if let Some(flag) = self.check_flag(now, lag_ms) {
                change.store.extend(flag.store);
                change.notices.extend(flag.notices);
            }
            return Err(ErrorMessage::with(
                ErrorCode::GameOver,
                "the flag fell first",
            ));
        }
        self.game
            .play(m)
            .map_err(|e| ErrorMessage::with(ErrorCode::Illegal, e.to_string()))?;
        let mut left = None;
        if !self.clocks.is_empty() {
            self.charge(me, now, lag_ms);
            let mut after = self.clocks.last().copied().unwrap_or_default();
            after[me] += self.settings.clock.map_or(0, |c| c.increment_ms);
            self.clocks.push(after);
            left = Some(after);
            self.running_since = Some(now);
        }
        if self.draw_offer == Some(me.other()) {
            self.draw_offer = None;
        }
        self.take_back = None;
        change.store.push(StoreOp::Move {
            game: self.game_no,
            ply,
            turn: m.to_string(),
            left,
        });
        change.push(Notice::Played {
            side: me,
            turn: m.to_string(),
        });
        if self.game.is_over() {
            self.ended(change);
        }
        Ok(())
    }

    /// Claims the game from a player who stayed away past the room's
    /// limit.
    fn claim_win(&mut self, seat: Seat, now: u64, change: &mut Change) -> Result<(), ErrorMessage> {
        self.not_over()?;
        let me = self.color_of(seat);
        let other = seat.other().index();
        let away = self.sockets(other) == 0
            && self.away_since[other]
                .is_some_and(|t| now.saturating_sub(t) >= self.settings.away_limit_ms());
        if !away {
            return Err(ErrorMessage::new(ErrorCode::NotAway));
        }
        self.stop_clock(now, 0);
        self.game.abandon(me.other());
        change.store.push(StoreOp::Room);
        self.ended(change);
        Ok(())
    }

    pub(super) fn stop_clock(&mut self, now: u64, lag_ms: u64) {
        if !self.clocks.is_empty() {
            let side = self.game.position().side_to_move();
            self.charge(side, now, lag_ms);
        }
        self.running_since = None;
    }

    pub(super) fn ended(&mut self, change: &mut Change) {
        self.running_since = None;
        self.draw_offer = None;
        self.take_back = None;
        if let Some(outcome) = self.game.outcome() {
            change.store.push(StoreOp::Finished {
                game: self.game_no,
                record: self.record_text(),
            });
            change.push(Notice::Over(outcome_state(outcome)));
        }
    }
}
