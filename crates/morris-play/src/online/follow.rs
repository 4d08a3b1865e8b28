//! Following the server: the client's events taken in order, the numbered
//! notices applied to the game, a state taken whole after a gap, and what
//! the frontend is told of each.

use std::time::{Duration, Instant};

use morris_client::Event;
use morris_core::{Color, Game, Move};
use morris_protocol::{ClientMessage, ErrorCode, GameState, Notice};

use super::{OnlineEvent, OnlineGame};

impl OnlineGame {
    /// What happened since the last call, waiting up to `timeout` for the
    /// first of it.
    pub fn poll(&mut self, timeout: Duration) -> Vec<OnlineEvent> {
        let mut out = Vec::new();
        let mut next = self.client.recv_timeout(timeout);
        while let Some(event) = next {
            self.take(event, &mut out);
            next = self.client.try_recv();
        }
        out
    }

    /// Forgets our last turn once a state holds it (or moved past it); after
    /// a reconnection, sends it again when the server does not have it.
    fn confirm(&mut self) {
        let Some((ply, mv)) = self.unconfirmed else {
            self.resend_check = false;
            return;
        };
        let Some(state) = &self.state else {
            return;
        };
        let played = state.moves.len() as u32;
        if played > ply || state.outcome.is_some() {
            self.unconfirmed = None;
        } else if self.resend_check && played == ply && self.is_our_turn() {
            self.client.send(ClientMessage::Move {
                ply,
                turn: mv.to_string(),
            });
            self.resent = true;
        }
        self.resend_check = false;
    }

    pub(super) fn take(&mut self, event: Event, out: &mut Vec<OnlineEvent>) {
        match event {
            Event::Welcome(w) => {
                let again = self.host.is_some();
                self.host = w.host;
                if let Some(token) = &w.token {
                    self.room = Some((w.room.clone(), token.clone()));
                }
                if let (Some(dir), Some(seat)) = (&self.seat_dir, self.kept_seat())
                    && let Err(e) = seat.save(dir)
                {
                    out.push(OnlineEvent::SeatNotKept(e.to_string()));
                }
                if again {
                    self.resend_check = true;
                    out.push(OnlineEvent::Reconnected);
                    return;
                }
                self.pending_welcome = Some(w);
            }
            Event::State(state) => {
                self.asking = false;
                // The notices applied hold this state's game: nothing to
                // work out. Else (the first state, or notices missed) the
                // state is taken whole.
                let holds = self.game.as_ref().is_some_and(|g| {
                    g.moves().len() == state.moves.len() && g.is_over() == state.outcome.is_some()
                });
                let game = if self.applied == Some(state.seq) && holds {
                    self.game.take()
                } else {
                    self.resync(&state, out)
                };
                self.applied = Some(state.seq);
                self.game = game;
                self.state = Some(*state);
                self.state_at = Some(Instant::now());
                self.confirm();
                if let Some(w) = self.pending_welcome.take()
                    && let Some(color) = self.color()
                {
                    let base = morris_client::http_base(&self.server).ok();
                    let link = w
                        .invite
                        .as_ref()
                        .zip(base.as_ref())
                        .map(|(code, base)| format!("{base}/join/{code}"));
                    let watch = (!w.watch.is_empty()).then_some(w.watch);
                    let watch_link = watch
                        .as_ref()
                        .zip(base.as_ref())
                        .map(|(code, base)| format!("{base}/watch/{code}"));
                    out.push(OnlineEvent::Seated {
                        invite: w.invite,
                        link,
                        watch,
                        watch_link,
                        color,
                    });
                }
            }
            Event::Notice { seq, notice } => {
                if self.applied.is_some_and(|applied| seq == applied + 1)
                    && self.apply(&notice, out)
                {
                    self.applied = Some(seq);
                } else {
                    // A notice missed, or one our game cannot take: the
                    // next state is taken whole.
                    self.applied = None;
                }
                if let Some(color) = self.color()
                    && self.news(&notice)
                {
                    out.push(OnlineEvent::Notice { notice, color });
                }
            }
            Event::Refused(e) => {
                self.asking = false;
                let about_a_turn = matches!(
                    e.code,
                    ErrorCode::Stale | ErrorCode::NotYourTurn | ErrorCode::Illegal
                );
                if about_a_turn {
                    self.unconfirmed = None;
                    if std::mem::take(&mut self.resent) && e.code != ErrorCode::Illegal {
                        return;
                    }
                }
                out.push(OnlineEvent::Refused(e));
            }
            // The frontends keep the record and give hints of their own
            // AI, and review with it; the server's are for the browser
            // page.
            Event::Record(_) | Event::Hint { .. } | Event::Review(_) | Event::Graded { .. } => {}
            Event::Reconnecting { attempt, .. } => {
                out.push(OnlineEvent::Reconnecting { attempt });
            }
            Event::TurnedAway(e) => {
                self.asking = false;
                self.failure = Some(e.message.clone());
                self.turned_away = Some(e.clone());
                // Seated before, our seat is gone with the connection; a
                // hello refused at once (an unknown or used code) is a
                // refusal, not a connection lost.
                if self.host.is_some() {
                    out.push(OnlineEvent::Failed(e.message.clone()));
                }
                out.push(OnlineEvent::Refused(e));
            }
            Event::Failed(reason) => {
                self.failure = Some(reason.clone());
                out.push(OnlineEvent::Failed(reason));
            }
        }
    }

    /// Applies a notice to the game, telling the turns and the end it
    /// brings; whether the game could take it.
    fn apply(&mut self, notice: &Notice, out: &mut Vec<OnlineEvent>) -> bool {
        let ours = self.color();
        let Some(game) = &mut self.game else {
            return false;
        };
        match notice {
            Notice::Played { side, turn } => {
                let Ok(mv) = turn.parse::<Move>() else {
                    return false;
                };
                if game.position().side_to_move() != *side || game.play(mv).is_err() {
                    return false;
                }
                out.push(played(ours, *side, mv));
            }
            Notice::Over(o) => {
                if !morris_protocol::declare(game, o) {
                    return false;
                }
                out.extend(game.outcome().map(OnlineEvent::Over));
            }
            Notice::TookBack { turns } => {
                for _ in 0..*turns {
                    if game.undo().is_none() {
                        return false;
                    }
                }
            }
            Notice::NewGame { .. } => *game = Game::new(*game.rules()),
            _ => {}
        }
        true
    }

    /// The game of a state taken whole, telling the turns and the end it
    /// holds beyond the game we had (what happened while we were away).
    fn resync(&self, state: &GameState, out: &mut Vec<OnlineEvent>) -> Option<Game> {
        let game = morris_protocol::replay(state);
        if let (Some(old), Some(game)) = (&self.state, &game)
            && old.game == state.game
            && state.moves.starts_with(&old.moves)
        {
            let ours = self.color();
            for (i, turn) in state.moves.iter().enumerate().skip(old.moves.len()) {
                if let (Ok(mv), Some(before)) = (turn.parse(), game.position_after(i)) {
                    out.push(played(ours, before.side_to_move(), mv));
                }
            }
            if old.outcome.is_none()
                && let Some(outcome) = game.outcome()
            {
                out.push(OnlineEvent::Over(outcome));
            }
        }
        game
    }

    /// Whether a notice is news to tell: turns and the end are told from
    /// the game (see `apply`), the friend's coming to the host only (to the
    /// guest, their own coming is no news), and only the friend's
    /// connection.
    fn news(&self, notice: &Notice) -> bool {
        match notice {
            Notice::Played { .. } | Notice::Over(_) => false,
            Notice::Joined { .. } => self.host == Some(true),
            Notice::Disconnected { side } | Notice::Back { side } => self.color() != Some(*side),
            _ => true,
        }
    }
}

/// A turn told: `mv`, played by `side`, ours when we play `side`.
fn played(ours: Option<Color>, side: Color, mv: Move) -> OnlineEvent {
    OnlineEvent::Played {
        side,
        mv,
        ours: ours == Some(side),
    }
}
