//! An online game at the table: the board follows the server's game, the
//! friend's turns come from it as the AI's come from its search, and the
//! person's turns go to it. Draws, take-backs, resignations and rematches
//! are asked of the server, which decides with the friend.

use std::time::{Duration, Instant};

use morris_core::{ByColor, Color};
use morris_protocol::Notice;

use super::event::Before;
use super::{Command, Event, Table, TableError};
use crate::online::{OnlineEvent, OnlineGame, Question};
use crate::{Player, Session};

/// The online game and what it put aside.
#[derive(Debug)]
pub(super) struct Online {
    pub(super) game: OnlineGame,
    /// The game at this computer before going online, back on leaving.
    local: Session,
    /// The room's game number the board shows.
    round: u32,
}

impl Table {
    /// Plays `online` at this table from now on: the board shows the
    /// server's game, the person plays their seat, the friend's turns come
    /// through the server. The game at this computer waits, its clocks
    /// stopped, until [`Table::leave_online`]; nothing is kept in the
    /// autosave file meanwhile (the server keeps the online game). The
    /// AI's search and the analysis stop.
    pub fn go_online(&mut self, online: OnlineGame, now: Instant) {
        self.leave_online(now);
        self.drop_search();
        self.clear_analysis();
        let mut session = Session::new(
            *self.session.game().rules(),
            ByColor::new(Player::Remote, Player::Remote),
        );
        session.at(now);
        let mut local = self.replace(session);
        local.hold_clocks(true);
        self.online = Some(Box::new(Online {
            game: online,
            local,
            round: 0,
        }));
        self.follow_online(now);
    }

    /// Leaves the online game (its connection closes; the server keeps the
    /// seat, so the game can be joined again with the seat's token) and
    /// goes back to the game at this computer.
    pub fn leave_online(&mut self, now: Instant) -> Option<OnlineGame> {
        let online = self.online.take()?;
        let mut local = online.local;
        local.hold_clocks(false);
        local.at(now);
        let _ = self.replace(local);
        // The game at this computer is as its file keeps it.
        self.kept_key = (self.serial, self.session.version());
        Some(online.game)
    }

    /// The online game being played, if any.
    #[must_use]
    pub fn online(&self) -> Option<&OnlineGame> {
        self.online.as_ref().map(|o| &o.game)
    }

    /// Whether the AI's hint and analysis may be used: always at this
    /// computer; in an online game only if the room allows them.
    #[must_use]
    pub fn help_allowed(&self) -> bool {
        self.online.as_ref().is_none_or(|o| o.game.help_allowed())
    }

    /// What the server said since the last tick, told as events. The
    /// friend's turn is taken as an engine's is: held until the frontend
    /// lets it be played ([`Table::set_ai_move_ready`]). What changes the
    /// game otherwise (a take-back, a new game, the end, a turn of ours
    /// refused, a seat taken) brings the board to the server's game.
    pub(super) fn follow_online(&mut self, now: Instant) {
        let Some(online) = &mut self.online else {
            return;
        };
        let news = online.game.poll(Duration::ZERO);
        let mut sync = false;
        for event in news {
            match event {
                OnlineEvent::Played {
                    mv, ours: false, ..
                } if self.held.is_none() => {
                    self.held = Some((mv, self.session.version()));
                }
                // Ours is on the board already: the server has it now.
                OnlineEvent::Played { ours: true, .. } => {
                    self.events.push(Event::Online(event));
                }
                // The board's own events tell these once it follows them.
                OnlineEvent::Played { .. } | OnlineEvent::Over(_) => sync = true,
                event => {
                    // A take-back, a new game, a seat taken or a turn of
                    // ours refused changes the game; requests and
                    // connections do not.
                    sync |= match &event {
                        OnlineEvent::Notice { notice, .. } => matches!(
                            notice,
                            Notice::Joined { .. }
                                | Notice::TookBack { .. }
                                | Notice::NewGame { .. }
                        ),
                        _ => !matches!(
                            event,
                            OnlineEvent::Reconnecting { .. } | OnlineEvent::SeatNotKept(_)
                        ),
                    };
                    self.events.push(Event::Online(event));
                }
            }
        }
        if sync {
            self.sync_online(now);
        } else {
            // The state seating the friend may come apart from the notice
            // that they joined (two servers on one database).
            self.seat_online();
        }
    }

    /// Seats the players as the server's game does: the person on their
    /// colour once the friend has joined, both seats remote before. A
    /// friend's turn held for the frontend stays held across the change.
    fn seat_online(&mut self) -> ByColor<Player> {
        let mut players = ByColor::new(Player::Remote, Player::Remote);
        let Some(online) = &self.online else {
            return players;
        };
        if online.game.has_opponent()
            && let Some(ours) = online.game.color()
        {
            players[ours] = Player::Human;
        }
        if players != self.session.players() {
            let version = self.session.version();
            self.session.set_players(players);
            if let Some((mv, held)) = self.held
                && held == version
            {
                self.held = Some((mv, self.session.version()));
            }
        }
        players
    }

    /// Brings the board to the server's game: the turns it played are
    /// played here (told as [`Event::Played`]), an end is told as
    /// [`Event::Over`], anything else (a take-back, a rematch, a turn of
    /// ours that the server refused) shows the server's game afresh.
    fn sync_online(&mut self, now: Instant) {
        let players = self.seat_online();
        let Some(online) = &mut self.online else {
            return;
        };
        let (Some(server), Some(state)) = (online.game.game(), online.game.state()) else {
            return;
        };
        let round = state.game;
        let here = self.session.game();
        let (ours, theirs) = (here.moves(), server.moves());
        let same = online.round == round && here.rules() == server.rules();
        if same && ours == theirs && here.outcome() == server.outcome() {
            return;
        }
        // Our turn on its way: the server has not answered yet.
        if same
            && ours.len() == theirs.len() + 1
            && ours.starts_with(theirs)
            && online.game.unconfirmed() == ours.last().copied()
            && server.outcome().is_none()
        {
            return;
        }
        if same
            && !here.is_over()
            && let Some(extra) = theirs.strip_prefix(ours)
        {
            for &mv in extra {
                let before = *self.session.game().position();
                if self.session.play(mv).is_err() {
                    break;
                }
                self.events.push(Event::Played {
                    side: before.side_to_move(),
                    mv,
                    before,
                    by_ai: false,
                });
            }
            let here = self.session.game();
            if here.moves() == theirs && here.outcome() == server.outcome() {
                return;
            }
        }
        let mut server = server.clone();
        let same = online.round == round;
        online.round = round;
        // A game seen for the first time, with the friend's turn held that
        // came after it: the board shows the game before that turn, which
        // is then played as any other, and told.
        let held = self.held.filter(|&(mv, _)| {
            !same && server.outcome().is_none() && server.moves().last() == Some(&mv)
        });
        if held.is_some() {
            server.undo();
        }
        let here = self.session.game();
        let was_over = here.is_over();
        let taken: Vec<_> = match here.moves().strip_prefix(server.moves()) {
            Some(extra) if same => extra.iter().rev().copied().collect(),
            _ => Vec::new(),
        };
        let outcome = server.outcome();
        let mut session = Session::from_game(server, players);
        session.at(now);
        self.drop_search();
        let _ = self.replace(session);
        if let Some((mv, _)) = held {
            self.held = Some((mv, self.session.version()));
        }
        if !taken.is_empty() {
            self.events.push(Event::TookBack {
                moves: taken,
                undeclared: None,
            });
        }
        if let Some(outcome) = outcome
            && (!was_over || !same)
        {
            self.events.push(Event::Over(outcome));
        }
    }

    /// Turns a command into what the online game does with it: `Ok(None)`
    /// when it was sent to the server, `Ok(Some(_))` for the table to carry
    /// out as at this computer.
    pub(super) fn online_command(
        &mut self,
        command: Command,
    ) -> Result<Option<Command>, TableError> {
        let Some(online) = &mut self.online else {
            return Ok(Some(command));
        };
        let game = &mut online.game;
        let over = game.outcome().map_or(Ok(()), |_| Err(TableError::GameOver));
        let pending = game.pending_question();
        match command {
            Command::Click(_)
            | Command::Drag(..)
            | Command::Type(_)
            | Command::Enter(_)
            | Command::Remove(_)
            | Command::CancelTurn => return Ok(Some(command)),
            Command::Hint if game.help_allowed() => return Ok(Some(command)),
            Command::Hint => return Err(TableError::NoHelp),
            Command::Undo => {
                if let Some(m) = self.session.cancel_entry() {
                    self.events.push(Event::Dropped(m));
                    return Ok(None);
                }
                over.map(|()| game.ask_take_back())?;
            }
            Command::Resign(_) => over.map(|()| game.resign())?,
            Command::OfferDraw => over.map(|()| game.offer_draw())?,
            Command::ClaimWin => over.map(|()| game.claim_win())?,
            Command::Rematch => game.ask_rematch(),
            Command::AnswerDraw(_) | Command::Answer(Question::Draw, _)
                if pending != Some(Question::Draw) =>
            {
                return Err(TableError::NoDrawOffer);
            }
            Command::Answer(question, _) if pending != Some(question) => {
                return Err(TableError::NoQuestion);
            }
            Command::AnswerDraw(accept) => game.answer(Question::Draw, accept),
            Command::Answer(question, accept) => game.answer(question, accept),
            _ => return Err(TableError::Online),
        }
        Ok(None)
    }

    /// Sends the turn the person just played to the server; a turn the
    /// online game does not take is taken back from the board.
    pub(super) fn send_online(&mut self, before: &Before, now: Instant) -> Result<(), TableError> {
        let Some(online) = &mut self.online else {
            return Ok(());
        };
        let moves = self.session.game().moves();
        if before.serial() != self.serial || moves.len() != before.moves().len() + 1 {
            return Ok(());
        }
        let Some(&mv) = moves.last() else {
            return Ok(());
        };
        if let Err(refusal) = online.game.play(mv) {
            self.sync_online(now);
            return Err(TableError::OnlineRefused(refusal));
        }
        Ok(())
    }

    /// The side the person plays in the online game, if any.
    #[must_use]
    pub fn online_color(&self) -> Option<Color> {
        self.online.as_ref()?.game.color()
    }
}
