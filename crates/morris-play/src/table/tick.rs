//! The table's work between commands: the AI's answers and its next
//! move, the clocks, the hint, the analysis, the database build, keeping
//! the game.

use std::time::{Duration, Instant};

use morris_ai::Level;
use morris_ai::db::Databases;
use morris_ai::search::Limits;
use morris_core::{Color, Game};

use super::event::Before;
use super::{Event, MAX_AUTO_TURNS, Table, TableError, Thinking};
use crate::brains::{Budget, Finished, Purpose, Remote};
use crate::clock::Clocks;
use crate::engine::{EngineSeat, SeatNews};

/// How long an engine thinks a move where the AI searches fixed budgets
/// (scripts): engines take no node counts.
const ENGINE_FIXED_TIME: Duration = Duration::from_millis(200);
use crate::entry::Refusal;
use crate::session::Hint;

impl Thinking {
    /// How long a search for `purpose` at `level` may go on, with the
    /// clocks (if any) read at `now`: the one budget policy of every
    /// frontend. Level 10 thinks the share of its clock it has; no level
    /// thinks longer than that share; levels 1 to 9 keep their own budgets
    /// in any case ([`crate::Brains::start`]).
    #[must_use]
    pub fn budget(
        self,
        purpose: Purpose,
        level: Level,
        clocks: Option<&Clocks>,
        now: Instant,
    ) -> Budget {
        match (self, purpose) {
            (Thinking::Timed { hint_time, .. }, Purpose::Hint) => Budget::time(hint_time),
            (Thinking::Timed { move_time, .. }, Purpose::Move(side)) => match clocks {
                Some(clocks) => {
                    let share = clocks.budget(side, now);
                    Budget::time(if level == Level::MAX {
                        share
                    } else {
                        move_time.min(share)
                    })
                }
                None => Budget::time(move_time),
            },
            (Thinking::Fixed { hint_nodes, .. }, Purpose::Hint) => Budget::nodes(hint_nodes),
            (Thinking::Fixed { move_nodes, .. }, Purpose::Move(_)) if level == Level::MAX => {
                Budget::nodes(move_nodes)
            }
            (Thinking::Fixed { .. }, Purpose::Move(_)) => Budget {
                limits: Limits::default(),
                time: None,
            },
        }
    }
}

impl Table {
    /// The work at `now` between commands: takes the AI's answer, plays
    /// its move once the pause after the last move is over, ends the game
    /// on a flag fall, starts the AI when it is to move, follows the
    /// analysis and the database build, and keeps the game. Frontends call
    /// it every frame or line.
    pub fn tick(&mut self, now: Instant) {
        self.session.at(now);
        let before = Before::of(&self.session, self.serial);
        if self
            .brains
            .job()
            .is_some_and(|job| job.version != self.session.version())
        {
            self.brains.cancel();
        }
        if let Some(finished) = self.brains.poll() {
            self.finished(finished);
        }
        for side in Color::ALL {
            if let Some(news) = self.seats[side].as_mut().and_then(EngineSeat::poll) {
                self.engine_news(side, news);
            }
        }
        self.follow_online(now);
        self.after(before, now);
    }

    /// Waits up to `timeout` for the search in progress; once it has
    /// answered, goes on as [`Table::tick`] at the instant it answered.
    /// Returns whether it answered (scripts and the terminal, which block).
    pub fn wait(&mut self, timeout: Duration) -> bool {
        let before = Before::of(&self.session, self.serial);
        if self.brains.is_thinking() {
            let Some(finished) = self.brains.wait(timeout) else {
                return false;
            };
            self.session.at(Instant::now());
            self.finished(finished);
        } else {
            let Some(side) = self.machine_thinking() else {
                return false;
            };
            let Some(news) = self.seats[side].as_mut().and_then(|s| s.wait(timeout)) else {
                return false;
            };
            self.session.at(Instant::now());
            self.engine_news(side, news);
        }
        self.after(before, Instant::now());
        true
    }

    /// Waits for the search in progress, or the engine thinking, to
    /// answer, however long it takes.
    pub fn wait_for_answer(&mut self) -> bool {
        while self.is_thinking() {
            if self.wait(Duration::from_secs(3600)) {
                return true;
            }
        }
        false
    }

    /// What an engine said: its move waits for its moment as the AI's
    /// does; a failure hands its side to a person.
    fn engine_news(&mut self, side: Color, news: SeatNews) {
        match news {
            SeatNews::Moved { version, mv } => {
                if version == self.session.version() && self.session.game().position().is_legal(mv)
                {
                    self.held = Some((mv, version));
                    self.play_held();
                }
            }
            SeatNews::Failed(reason) => self.engine_failed(side, reason),
        }
    }

    /// The engine of `side` cannot play: a person takes over, and the
    /// game goes on (and is kept).
    fn engine_failed(&mut self, side: Color, reason: morris_engine::client::EngineFailure) {
        self.seats[side] = None;
        let mut players = self.session.players();
        players[side] = crate::Player::Human;
        self.session.set_players(players);
        self.events.push(Event::EngineFailed { side, reason });
    }

    fn after(&mut self, before: Before, now: Instant) {
        if let Some(side) = self.session.check_time(now) {
            self.drop_search();
            self.events.push(Event::FlagFell(side));
        }
        self.play_held();
        self.follow_build();
        self.start_ai(now);
        self.follow();
        self.refusals();
        if let Some(outcome) = before.ended(&self.session, self.serial) {
            self.events.push(Event::Over(outcome));
        }
        self.keep();
    }

    /// Says once each database file a search, the hint or the analysis
    /// found but refused.
    pub(super) fn refusals(&mut self) {
        if let Some(databases) = self.brains.databases(*self.session.game().rules()) {
            for reason in databases.take_refusals() {
                self.events.push(Event::DatabaseRefused(reason));
            }
        }
    }

    /// A finished search: the AI's move waits for its moment, the hint is
    /// shown. An answer for an older game is dropped.
    fn finished(&mut self, finished: Finished) {
        // The tablebase server away is said once, until it answers again.
        match &finished.remote {
            Some(Remote::Failed(why)) if !self.tablebase_away => {
                self.tablebase_away = true;
                self.events.push(Event::TablebaseAway(why.clone()));
            }
            Some(Remote::Answered | Remote::Unknown) => self.tablebase_away = false,
            _ => {}
        }
        if finished.version != self.session.version() {
            return;
        }
        let Some(choice) = finished.choice else {
            return;
        };
        match finished.purpose {
            Purpose::Move(_) => {
                self.held = Some((choice.mv, finished.version));
                self.play_held();
            }
            Purpose::Hint => {
                let hint = Hint {
                    mv: choice.mv,
                    score: choice.score,
                    depth: choice.depth,
                    exact: choice.exact,
                    solved: choice.solved,
                    from_server: finished.remote == Some(Remote::Answered),
                };
                self.session.set_hint(finished.version, hint.clone());
                self.events.push(Event::Hint(hint));
            }
        }
    }

    /// Plays the AI's (or an engine's, or an online friend's) chosen move
    /// once the frontend lets it.
    fn play_held(&mut self) {
        let Some((mv, version)) = self.held else {
            return;
        };
        if version != self.session.version() {
            self.held = None;
            return;
        }
        if self.holding || !self.ai_move_ready {
            return;
        }
        self.held = None;
        let before = *self.session.game().position();
        let side = before.side_to_move();
        if self.session.play_ai(version, mv).is_some() {
            self.events.push(Event::Played {
                side,
                mv,
                before,
                // A friend's turn online is held as the AI's, but not the
                // AI's; the AI's may be for a person's side (`ai` at the
                // terminal plays one turn for it).
                by_ai: self.session.players()[side] != crate::Player::Remote,
            });
        }
    }

    /// Starts the AI on its move when it is to move and idle.
    fn start_ai(&mut self, now: Instant) {
        if self.holding
            || self.held.is_some()
            || self.brains.is_thinking()
            || self.session.entry().waiting().is_some()
            || self.session.game().moves().len() >= MAX_AUTO_TURNS
        {
            return;
        }
        // A seat whose side no engine plays any more ends.
        for side in Color::ALL {
            if !self.session.players()[side].is_engine() {
                self.seats[side] = None;
            }
        }
        if self.machine_thinking().is_some() {
            return;
        }
        if let Some(level) = self.session.ai_to_move() {
            let side = self.session.side_to_move();
            self.start_move(side, level, now);
        } else if self.session.engine_to_move() {
            self.ask_engine(now);
        }
    }

    /// Asks the engine to move for the side to move, starting it first.
    fn ask_engine(&mut self, now: Instant) {
        let side = self.session.side_to_move();
        let Some(command) = self.engine.clone() else {
            self.engine_failed(
                side,
                morris_engine::client::EngineFailure::Start(String::new()),
            );
            return;
        };
        let rules = *self.session.game().rules();
        let seat = self.seats[side].get_or_insert_with(|| EngineSeat::start(command, rules));
        // An engine thinks as long as level 10 would.
        let budget =
            self.thinking
                .budget(Purpose::Move(side), Level::MAX, self.session.clocks(), now);
        let movetime = budget.time.unwrap_or(ENGINE_FIXED_TIME);
        seat.ask(self.session.game(), self.session.version(), movetime);
        if !seat.is_thinking() {
            // Its thread has ended already: its failure is in the channel.
            if let Some(news) = seat.poll() {
                self.engine_news(side, news);
            }
        }
    }

    /// Starts the AI's search for `side`'s move at `level`.
    pub(super) fn start_move(&mut self, side: Color, level: Level, now: Instant) {
        let budget = self
            .thinking
            .budget(Purpose::Move(side), level, self.session.clocks(), now);
        let version = self.session.version();
        self.brains.start(
            Purpose::Move(side),
            level,
            self.session.game(),
            budget,
            version,
        );
    }

    /// `hint`: exact at once from the endgame databases where they cover
    /// the position (and the N-move rule cannot draw first), else a short
    /// search at full strength.
    pub(super) fn hint(&mut self, now: Instant) -> Result<(), TableError> {
        if self.session.game().is_over() {
            return Err(TableError::GameOver);
        }
        let ai_moving = self
            .brains
            .job()
            .is_some_and(|job| matches!(job.purpose, Purpose::Move(_)));
        if self.session.ai_to_move().is_some()
            || self.session.engine_to_move()
            || ai_moving
            || self.held.is_some()
        {
            return Err(TableError::Refused(Refusal::AiToMove));
        }
        let version = self.session.version();
        let databases = self.brains.databases(*self.session.game().rules());
        if let Some(hint) = databases.and_then(|db| exact_hint(self.session.game(), &db)) {
            self.session.set_hint(version, hint.clone());
            self.events.push(Event::Hint(hint));
            return Ok(());
        }
        let budget = self
            .thinking
            .budget(Purpose::Hint, Level::MAX, self.session.clocks(), now);
        self.brains.start(
            Purpose::Hint,
            Level::MAX,
            self.session.game(),
            budget,
            version,
        );
        Ok(())
    }

    /// Keeps the analysis on the position in play while it is on.
    pub(super) fn follow(&mut self) {
        let Some(depth) = self.analysing else {
            return;
        };
        let game = self.session.game();
        if game.is_over() {
            self.advisor.stop();
            return;
        }
        let version = self.session.version();
        let databases = self.brains.databases(*game.rules());
        self.advisor
            .follow(self.session.game(), version, depth, databases);
        self.advisor.poll();
        // The server away for the analysis is said as for the hint: once.
        if let Some(why) = self.brains.tablebase().and_then(|t| t.take_away())
            && !self.tablebase_away
        {
            self.tablebase_away = true;
            self.events.push(Event::TablebaseAway(why));
        }
    }

    /// Says when the database build has ended, and lets the AI, the hint
    /// and the analysis use what it solved at once.
    fn follow_build(&mut self) {
        let Some(build) = &mut self.build else {
            return;
        };
        let pieces = build.pieces();
        let Some(end) = build.poll().cloned() else {
            return;
        };
        self.build = None;
        self.brains.refresh_databases();
        self.advisor.clear();
        self.events.push(Event::BuildEnded { pieces, end });
    }
}

/// The exact best move from the endgame databases and its value, when they
/// cover the position and the N-move rule cannot draw the game before
/// their result comes; `None` otherwise (the hint searches then).
#[must_use]
pub fn exact_hint(game: &Game, databases: &Databases) -> Option<Hint> {
    let pos = game.position();
    let &(mv, value) = databases.move_values(pos)?.first()?;
    if !morris_ai::analysis::db_move_value(pos, mv, value).is_exact() {
        return None;
    }
    Some(Hint {
        mv,
        score: value.score(0),
        depth: 0,
        exact: Some(value),
        solved: None,
        from_server: false,
    })
}
