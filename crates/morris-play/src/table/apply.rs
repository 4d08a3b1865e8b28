//! The one way in: a command, carried out at the instant given, and what
//! it did told as events.

use std::time::Instant;

use morris_core::{ByColor, Rules};

use super::event::Before;
use super::{Command, Event, Table, TableError};
use crate::online::Question;
use crate::session::DrawReply;
use crate::{Session, draw};

impl Table {
    /// Carries out `command` at `now`. What it did is in the events.
    ///
    /// # Errors
    /// Why it changed nothing.
    pub fn apply(&mut self, command: Command, now: Instant) -> Result<(), TableError> {
        self.session.at(now);
        let before = Before::of(&self.session, self.serial);
        // A flag that fell before the command ends the game first: a move
        // made after the time ran out is refused.
        if let Some(side) = self.session.check_time(now) {
            self.drop_search();
            self.events.push(Event::FlagFell(side));
        }
        let going = matches!(command, Command::Undo | Command::Redo | Command::GoTo(_));
        let mut result = self.carry_out(command, now);
        if result.is_ok() {
            result = self.send_online(&before, now);
        }
        if let Some(event) = before.went(&self.session, self.serial).filter(|_| going) {
            // The game went back or forth: any search and chosen move
            // belong to the old position.
            self.drop_search();
            self.events.push(event);
            if self.session.is_ai_paused()
                && self.session.players()[self.session.side_to_move()].is_ai()
            {
                self.events.push(Event::AiPaused);
            }
        }
        if let Some(outcome) = before.ended(&self.session, self.serial) {
            self.drop_search();
            self.events.push(Event::Over(outcome));
        }
        self.refusals();
        self.keep();
        result
    }

    fn carry_out(&mut self, command: Command, now: Instant) -> Result<(), TableError> {
        if self.holding
            && !matches!(
                command,
                Command::Hold(_)
                    | Command::NewGame { .. }
                    | Command::Load(_)
                    | Command::Start(_)
                    | Command::SetPlayers(_)
                    | Command::SetTimeControl(_)
            )
        {
            return Err(TableError::Held);
        }
        let command = match self.online_command(command) {
            Ok(Some(command)) => command,
            Ok(None) => return Ok(()),
            Err(e) => return Err(e),
        };
        match command {
            Command::Click(point) => {
                let before = *self.session.game().position();
                let entered = self.session.click(point).map_err(TableError::Refused)?;
                self.entered(before, entered);
            }
            Command::Drag(from, to) => {
                let before = *self.session.game().position();
                let entered = self.session.drag(from, to).map_err(TableError::Refused)?;
                self.entered(before, entered);
            }
            Command::Type(text) => {
                let before = *self.session.game().position();
                let entered = self.session.typed(&text).map_err(TableError::Refused)?;
                self.entered(before, entered);
            }
            Command::Enter(m) => {
                let before = *self.session.game().position();
                let entered = self.session.enter(m).map_err(TableError::Refused)?;
                self.entered(before, entered);
            }
            Command::Remove(points) => {
                let before = *self.session.game().position();
                let entered = self.session.remove(points).map_err(TableError::Refused)?;
                self.entered(before, entered);
            }
            Command::CancelTurn => {
                if let Some(m) = self.session.cancel_entry() {
                    self.events.push(Event::Dropped(m));
                }
            }
            Command::Undo => {
                if let Some(m) = self.session.cancel_entry() {
                    self.events.push(Event::Dropped(m));
                    return Ok(());
                }
                let then = self.game_key();
                self.drop_search();
                self.session.undo();
                if self.game_key() == then {
                    return Err(TableError::NothingToUndo);
                }
            }
            Command::Redo => {
                let then = self.game_key();
                self.drop_search();
                self.session.redo();
                if self.game_key() == then {
                    return Err(TableError::NothingToRedo);
                }
            }
            Command::GoTo(n) => {
                self.drop_search();
                self.session.go_to(n);
            }
            Command::Resign(side) => {
                if self.session.game().is_over() {
                    return Err(TableError::GameOver);
                }
                let side = side
                    .or_else(|| self.session.resigner())
                    .ok_or(TableError::NoPerson)?;
                self.drop_search();
                self.session.resign(side);
            }
            Command::OfferDraw => self.offer_draw()?,
            Command::AnswerDraw(accept) | Command::Answer(Question::Draw, accept) => {
                if self.session.draw_offer().is_none() {
                    return Err(TableError::NoDrawOffer);
                }
                self.session.answer_draw(accept);
            }
            Command::Answer(..) => return Err(TableError::NoQuestion),
            Command::Rematch | Command::ClaimWin => return Err(TableError::NotOnline),
            Command::Hint => self.hint(now)?,
            Command::AiMove(level) => {
                if self.session.game().is_over() {
                    return Err(TableError::GameOver);
                }
                let _ = self.session.cancel_entry();
                self.session.set_ai_paused(false);
                let side = self.session.side_to_move();
                let level = self.session.players()[side].level().unwrap_or(level);
                self.held = None;
                self.start_move(side, level, now);
            }
            Command::HurryAi => self.brains.hurry(),
            Command::PauseAi(paused) => {
                if paused {
                    self.drop_search();
                }
                self.session.set_ai_paused(paused);
            }
            Command::NewGame { rules, players } => {
                self.fresh(Session::new(rules, players), now);
            }
            Command::Load(record) => {
                let mut session = Session::new(Rules::default(), self.session.players());
                session.at(now);
                session.load_record(&record).map_err(TableError::Record)?;
                let _ = self.replace(session);
                if self.session.is_ai_paused() {
                    self.events.push(Event::AiPaused);
                }
            }
            Command::Start(game) => {
                let players = self.session.players();
                self.fresh(Session::from_game(game, players), now);
            }
            Command::SetPlayers(players) => {
                if players != self.session.players() {
                    self.drop_search();
                    self.session.set_players(players);
                    self.solve_small_board();
                }
            }
            Command::SetTimeControl(control) => {
                self.time_control = control;
                self.session.set_time_control(control);
                self.drop_search();
            }
            Command::Hold(hold) => {
                if hold {
                    self.drop_search();
                }
                self.holding = hold;
                self.session.hold_clocks(hold);
            }
        }
        Ok(())
    }

    /// What undo and redo change: the moves played and the outcome.
    fn game_key(&self) -> (usize, Option<morris_core::Outcome>) {
        (
            self.session.game().moves().len(),
            self.session.game().outcome(),
        )
    }

    /// After a person's input: the move it played, and the turn it
    /// dropped.
    fn entered(&mut self, before: morris_core::Position, entered: crate::Entered) {
        if let Some(m) = entered.dropped {
            self.events.push(Event::Dropped(m));
        }
        if let Some(mv) = entered.played {
            self.events.push(Event::Played {
                side: before.side_to_move(),
                mv,
                before,
                by_ai: false,
            });
            if !self.session.has_human() {
                // A person's move between two AIs: they wait to be told.
                self.session.set_ai_paused(true);
            }
        }
    }

    /// `resign`'s and `draw`'s speaker offers a draw.
    fn offer_draw(&mut self) -> Result<(), TableError> {
        if self.session.game().is_over() {
            return Err(TableError::GameOver);
        }
        let offerer = self.session.resigner().ok_or(TableError::NoPerson)?;
        let databases = self.brains.databases(*self.session.game().rules());
        let reply = self.session.offer_draw(offerer, |game, side| {
            draw::ai_accepts_draw(game, side, databases.as_deref())
        });
        match reply {
            Some(DrawReply::Declined) => self.events.push(Event::DrawDeclined(offerer.other())),
            Some(DrawReply::Asked) => {
                self.drop_search();
                self.events.push(Event::DrawOffered(offerer));
            }
            Some(DrawReply::Accepted) | None => {}
        }
        Ok(())
    }

    /// A new game (or a game set up): fresh AIs, the clocks afresh.
    pub(super) fn fresh(&mut self, mut session: Session, now: Instant) {
        session.at(now);
        session.set_time_control(self.time_control);
        let _ = self.replace(session);
    }

    /// Plays `session` from now on; the one played so far is returned.
    pub(super) fn replace(&mut self, session: Session) -> Session {
        self.brains.new_game();
        // Engines start afresh with the new game's rules.
        self.seats = ByColor::default();
        self.held = None;
        self.holding = false;
        self.advisor.clear();
        self.serial += 1;
        let old = std::mem::replace(&mut self.session, session);
        self.solve_small_board();
        old
    }

    /// A small board's whole game (Three and Six Men's Morris, solved in
    /// seconds) is built in the background when level 10 plays it and it
    /// is not solved yet: level 10 then plays it perfectly. The build is
    /// shown and told as any other ([`Event::BuildEnded`]).
    pub(super) fn solve_small_board(&mut self) {
        let rules = *self.session.game().rules();
        let Some(extent) = crate::build::whole_game_extent(&rules) else {
            return;
        };
        let strongest = self
            .session
            .players()
            .map(|p| p.level() == Some(morris_ai::Level::MAX));
        if !(strongest.white || strongest.black) || self.build.is_some() {
            return;
        }
        let Some(dir) = self.databases_dir.as_ref() else {
            return;
        };
        if morris_ai::db::Databases::new(dir, rules).is_whole_game_solved() {
            return;
        }
        let _ = self.build_databases(extent.pieces);
    }

    /// Stops the search in progress and forgets a chosen move.
    pub(super) fn drop_search(&mut self) {
        self.brains.cancel();
        for seat in [&mut self.seats.white, &mut self.seats.black]
            .into_iter()
            .flatten()
        {
            seat.forget();
        }
        self.held = None;
    }
}
