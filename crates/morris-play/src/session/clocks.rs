//! The session's clocks: started, stopped and switched at the instants the
//! caller gives, taken back with the moves, and kept in the record.

use std::time::Instant;

use morris_core::{Color, Record};

use super::{Session, mover_of};
use crate::clock::{self, Clocks, TimeControl};

impl Session {
    /// Tells the session the present instant: every change from now on
    /// reads the clocks at it. The caller passes the time (the
    /// [`crate::Table`] does, before each command and tick), so tests run
    /// the clocks on a fake one. An instant earlier than the last given is
    /// ignored: the session's time never runs backwards.
    pub fn at(&mut self, now: Instant) {
        if self.now.is_none_or(|then| now > then) {
            self.now = Some(now);
        }
    }

    /// The instant last given with [`Session::at`]; a session that was
    /// never given one reads the system's clock.
    pub(super) fn now(&self) -> Instant {
        self.now.unwrap_or_else(Instant::now)
    }

    /// Plays under `control` from now on, both clocks full, the side to
    /// move's running (no clocks for [`TimeControl::None`]).
    pub fn set_time_control(&mut self, control: TimeControl) {
        self.clocks = Clocks::new(control, self.side_to_move(), self.now());
        self.clock_log.clear();
        self.sync_clocks();
    }

    /// Stops the clocks while `held` (the frontend's editor is open), or
    /// lets them run again.
    pub fn hold_clocks(&mut self, held: bool) {
        self.clocks_held = held;
        self.sync_clocks();
    }

    /// The side to move's clock runs unless the game is over, an AI to move
    /// waits to be told to play, or the frontend holds the clocks.
    pub(super) fn sync_clocks(&mut self) {
        let side = self.side_to_move();
        let waiting =
            self.game.is_over() || self.clocks_held || self.ai_paused && self.players[side].is_ai();
        let now = self.now();
        if let Some(clocks) = &mut self.clocks {
            if waiting {
                clocks.stop(now);
            } else {
                clocks.resume(side, now);
            }
        }
    }

    /// Sets both clocks to what they showed after the last move each side
    /// made (of those now played), the side to move's running: after moves
    /// are taken back or played again.
    pub(super) fn restore_clocks(&mut self) {
        let now = self.now();
        let Some(clocks) = &mut self.clocks else {
            return;
        };
        let played = self.game.moves().len();
        let start = clocks.control().start_time().unwrap_or_default();
        for side in Color::ALL {
            let left = (0..played)
                .rev()
                .filter(|&i| mover_of(&self.game, i) == side)
                .find_map(|i| self.clock_log.get(i).copied().flatten());
            clocks.set_left(side, left.unwrap_or(start), now);
        }
        clocks.switch_to(self.game.position().side_to_move(), now);
    }

    /// The clocks, when the game has a time control.
    #[must_use]
    pub fn clocks(&self) -> Option<&Clocks> {
        self.clocks.as_ref()
    }

    /// Ends the game when the side to move's time has run out at `now`;
    /// returns that side. The frontends ask every frame or line.
    pub fn check_time(&mut self, now: Instant) -> Option<Color> {
        self.at(now);
        if self.game.is_over() {
            return None;
        }
        let flagged = self.clocks.as_ref()?.flagged(now)?;
        self.game.time_forfeit(flagged);
        self.changed();
        Some(flagged)
    }

    /// The clocks a record tells of: its `TimeControl` tag, and each side's
    /// time from the last `[%clk]` comment after its moves.
    pub(super) fn clocks_from(&mut self, record: &Record) {
        let control = record
            .tag("TimeControl")
            .and_then(TimeControl::from_pgn_tag)
            .unwrap_or_default();
        let now = self.now();
        self.clocks = Clocks::new(control, self.side_to_move(), now);
        self.clock_log.clear();
        let Some(clocks) = &mut self.clocks else {
            return;
        };
        for i in 0..self.game.moves().len() {
            let left = record.comment(i).and_then(clock::parse_clk);
            self.clock_log.push(left);
            let mover = mover_of(&self.game, i);
            if let Some(left) = left {
                clocks.set_left(mover, left, now);
            }
        }
    }
}
