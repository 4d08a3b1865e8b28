//! One game as a frontend sees it: the [`Session`] and its players, the AI
//! working on its threads with its budgets, the clocks, the autosave, the
//! analysis, the background database build, and the policies of resigning
//! and draws, owned together (as helix-view's `Editor` owns the editor for
//! helix-term).
//!
//! One way in: [`Command`]s ([`Table::apply`]) and [`Table::tick`], each
//! given the present instant, so the clocks run on the caller's time (a
//! fake one in tests). One way out: the view ([`Table::session`],
//! [`Table::job`], [`Table::analysis`], [`Table::build`]) and a queue of
//! [`Event`]s to announce ([`Table::take_events`]). A frontend turns input
//! into commands, the view into pixels or text, events into words.
//!
//! ```
//! use std::time::Instant;
//! use morris_core::{ByColor, Point};
//! use morris_play::table::{Command, Event, Table, TableConfig};
//! use morris_play::Player;
//!
//! let now = Instant::now();
//! let mut table = Table::new(
//!     TableConfig {
//!         players: ByColor::new(Player::Human, Player::Human),
//!         ..TableConfig::default()
//!     },
//!     now,
//! );
//! table.apply(Command::Click(Point::D6), now).unwrap();
//! assert!(matches!(table.take_events()[..], [Event::Played { by_ai: false, .. }]));
//! assert!(table.apply(Command::Click(Point::D6), now).is_err(), "d6 is taken");
//! ```

mod apply;
mod event;
mod online;
mod tick;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use morris_ai::Level;
use morris_ai::analysis::Analysis;
use morris_ai::db::Databases;
use morris_core::{ByColor, Color, Game, Move, Rules};

use crate::autosave::Autosave;
use crate::brains::{Brains, DatabaseCache, Job, Purpose, Seeds};
use crate::build::DbBuild;
use crate::clock::TimeControl;
use crate::engine::EngineSeat;
use crate::{Advisor, Player, Session};
use morris_engine::EngineCommand;

pub use event::{Command, Event, TableError};

/// AI players stop moving by themselves after this many turns (reachable
/// only with both the repetition and the N-move rule off), so two AIs never
/// play for ever.
pub const MAX_AUTO_TURNS: usize = 1000;

/// How long the AI thinks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Thinking {
    /// For a time: level 10 `move_time` (with a clock, the share of it
    /// that [`crate::clock::Clocks::budget`] gives, and no level longer
    /// than that share), the hint `hint_time`. Levels 1 to 9 keep their
    /// own budgets.
    Timed {
        /// Level 10's time for a move.
        move_time: Duration,
        /// The hint's time.
        hint_time: Duration,
    },
    /// Fixed node budgets whatever the time, so that the same input gives
    /// the same game (scripts and tests).
    Fixed {
        /// Level 10's nodes for a move.
        move_nodes: u64,
        /// The hint's nodes.
        hint_nodes: u64,
    },
}

/// How a table starts.
#[derive(Clone, Debug)]
pub struct TableConfig {
    /// The rules of the first game.
    pub rules: Rules,
    /// Who plays each side.
    pub players: ByColor<Player>,
    /// The clocks of every game.
    pub time_control: TimeControl,
    /// How long the AI thinks.
    pub thinking: Thinking,
    /// Where the AI's random choices come from.
    pub seeds: Seeds,
    /// The threads of a full-strength search.
    pub threads: usize,
    /// Where the endgame databases are (the data directory's
    /// `databases`); `None` for none.
    pub databases: Option<PathBuf>,
    /// The file that keeps the unfinished game after every change; `None`
    /// keeps nothing. Nothing is written, nor removed, before the first
    /// change.
    pub keep: Option<PathBuf>,
    /// The program that plays a side given to [`Player::Engine`].
    pub engine: Option<EngineCommand>,
}

impl Default for TableConfig {
    /// `nine`, a person (White) against the AI at the default level, no
    /// clocks, two seconds a move, fixed seeds, one thread, no files.
    fn default() -> TableConfig {
        TableConfig {
            rules: Rules::default(),
            players: ByColor::new(Player::Human, Player::ai(Level::DEFAULT)),
            time_control: TimeControl::None,
            thinking: Thinking::Timed {
                move_time: Duration::from_secs(2),
                hint_time: Duration::from_secs(1),
            },
            seeds: Seeds::Fixed(1),
            threads: 1,
            databases: None,
            keep: None,
            engine: None,
        }
    }
}

/// How the game is kept in its file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    /// Nothing to keep: no file, or no change yet.
    Nothing,
    /// The game as it stands is in the file (or, once over or empty, the
    /// file is gone).
    Kept,
    /// The last change could not be kept, and why: the file holds an older
    /// game, or none.
    Failed(String),
}

/// One game as a frontend sees it.
#[derive(Debug)]
pub struct Table {
    session: Session,
    brains: Brains,
    advisor: Advisor,
    /// The analysis asked for: `Some(depth)` while it follows the game.
    analysing: Option<Option<u32>>,
    build: Option<DbBuild>,
    databases_dir: Option<PathBuf>,
    autosave: Autosave,
    kept: Kept,
    /// The game and version last kept.
    kept_key: (u64, u64),
    thinking: Thinking,
    time_control: TimeControl,
    /// Counts the games, so a new game is told from a change of the old.
    serial: u64,
    /// The AI move chosen and waiting for the frontend's pause after the
    /// last move.
    held: Option<(Move, u64)>,
    /// Whether a chosen AI move may be played now.
    ai_move_ready: bool,
    /// The frontend holds the game still.
    holding: bool,
    /// The program that plays [`Player::Engine`], and its seats.
    engine: Option<EngineCommand>,
    seats: ByColor<Option<EngineSeat>>,
    events: Vec<Event>,
    /// The online game, while one is played here.
    online: Option<Box<online::Online>>,
    /// Whether the tablebase server was found away (said once until it
    /// answers again).
    tablebase_away: bool,
}

impl Table {
    /// A table with a new game, its clocks (if any) started at `now`.
    #[must_use]
    pub fn new(config: TableConfig, now: Instant) -> Table {
        let mut session = Session::new(config.rules, config.players);
        session.at(now);
        session.set_time_control(config.time_control);
        let mut table = Table {
            session,
            brains: Brains::new(
                config.seeds,
                config.threads,
                DatabaseCache::new(config.databases.clone()),
            ),
            advisor: Advisor::new(),
            analysing: None,
            build: None,
            databases_dir: config.databases,
            autosave: Autosave::new(config.keep),
            kept: Kept::Nothing,
            kept_key: (0, 0),
            thinking: config.thinking,
            time_control: config.time_control,
            serial: 0,
            held: None,
            ai_move_ready: true,
            holding: false,
            engine: config.engine,
            seats: ByColor::default(),
            events: Vec::new(),
            online: None,
            tablebase_away: false,
        };
        table.solve_small_board();
        table
    }

    // ---- The view ------------------------------------------------------

    /// The game in play: the board, the half-made turn, the refusal, the
    /// hint, the clocks.
    #[must_use]
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        self.session.game()
    }

    /// The search in progress (an AI's move or a hint), if any.
    #[must_use]
    pub fn job(&self) -> Option<&Job> {
        self.brains.job()
    }

    /// Whether the AI searches (a move or a hint), or an engine thinks.
    #[must_use]
    pub fn is_thinking(&self) -> bool {
        self.brains.is_thinking() || self.machine_thinking().is_some()
    }

    /// The side whose machine player (the AI or an engine) thinks about
    /// its move now, if any (a hint is not a move).
    #[must_use]
    pub fn machine_thinking(&self) -> Option<Color> {
        if let Some(job) = self.brains.job()
            && let Purpose::Move(side) = job.purpose
        {
            return Some(side);
        }
        Color::ALL.into_iter().find(|&side| {
            self.seats[side]
                .as_ref()
                .is_some_and(EngineSeat::is_thinking)
        })
    }

    /// When the engine playing `side` was asked for the move it thinks
    /// about, if it thinks.
    #[must_use]
    pub fn engine_thinking_since(&self, side: Color) -> Option<Instant> {
        self.seats[side]
            .as_ref()
            .and_then(EngineSeat::thinking_since)
    }

    /// The name the engine playing `side` gave, once it has started.
    #[must_use]
    pub fn engine_name(&self, side: Color) -> Option<&str> {
        self.seats[side].as_ref().and_then(EngineSeat::name)
    }

    /// The program that plays [`Player::Engine`].
    #[must_use]
    pub fn engine(&self) -> Option<&EngineCommand> {
        self.engine.as_ref()
    }

    /// Asks `tablebase` (a server's tablebase API, docs/TABLEBASE.md) for
    /// the hint's and level 10's turns where the databases here do not
    /// know the position; `None` asks no server.
    pub fn set_tablebase(&mut self, tablebase: Option<crate::tablebase::Tablebase>) {
        self.advisor.set_oracle(
            tablebase
                .clone()
                .map(|t| std::sync::Arc::new(t) as std::sync::Arc<dyn morris_ai::analysis::Oracle>),
        );
        self.brains.set_tablebase(tablebase);
        self.tablebase_away = false;
    }

    /// The tablebase server asked, if any.
    #[must_use]
    pub fn tablebase(&self) -> Option<&crate::tablebase::Tablebase> {
        self.brains.tablebase()
    }

    /// Plays [`Player::Engine`] with `command` from its next turn on (the
    /// engines running are ended).
    pub fn set_engine(&mut self, command: Option<EngineCommand>) {
        if command != self.engine {
            self.engine = command;
            self.seats = ByColor::default();
        }
    }

    /// Whether an AI move has been chosen and waits until the frontend
    /// lets it be played ([`Table::set_ai_move_ready`]).
    #[must_use]
    pub fn has_held_move(&self) -> bool {
        self.held.is_some()
    }

    /// Counts the games of this table: changes with every new game.
    #[must_use]
    pub fn serial(&self) -> u64 {
        self.serial
    }

    /// The analysis of the position on the board, as far as it has come,
    /// while it is on.
    #[must_use]
    pub fn analysis(&self) -> Option<&Analysis> {
        self.analysing?;
        self.advisor.analysis(self.session.version())
    }

    /// Whether the analysis still searches.
    #[must_use]
    pub fn is_analysing(&self) -> bool {
        self.analysing.is_some() && self.advisor.is_running()
    }

    /// The database build in the background, if any.
    #[must_use]
    pub fn build(&self) -> Option<&DbBuild> {
        self.build.as_ref()
    }

    /// Where the endgame databases are, if anywhere.
    #[must_use]
    pub fn databases_dir(&self) -> Option<&std::path::Path> {
        self.databases_dir.as_deref()
    }

    /// The endgame databases of `rules`, if any were solved.
    pub fn databases(&mut self, rules: Rules) -> Option<Arc<Databases>> {
        self.brains.databases(rules)
    }

    /// How the game is kept in its file.
    #[must_use]
    pub fn kept(&self) -> &Kept {
        &self.kept
    }

    /// Where the game is kept, if anywhere.
    #[must_use]
    pub fn keep_path(&self) -> Option<&std::path::Path> {
        self.autosave.path()
    }

    /// The record text of the game kept by an earlier run, if any.
    #[must_use]
    pub fn kept_record(&self) -> Option<String> {
        self.autosave.kept()
    }

    /// Keeps the game in `path` from the next change on (the file is not
    /// touched before), or nowhere.
    pub fn set_keep_file(&mut self, path: Option<PathBuf>) {
        self.autosave = Autosave::new(path);
        self.kept = Kept::Nothing;
        self.kept_key = (self.serial, self.session.version());
    }

    /// Keeps the game with `autosave` (a file claimed with
    /// [`Autosave::claim`]) from the next change on.
    pub fn set_autosave(&mut self, autosave: Autosave) {
        self.autosave = autosave;
        self.kept = Kept::Nothing;
        self.kept_key = (self.serial, self.session.version());
    }

    /// The events since they were last taken, oldest first.
    pub fn take_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }

    /// The time control of new games.
    #[must_use]
    pub fn time_control(&self) -> TimeControl {
        self.time_control
    }

    // ---- Settings ------------------------------------------------------

    /// How long the AI thinks from the next search on.
    pub fn set_thinking(&mut self, thinking: Thinking) {
        self.thinking = thinking;
    }

    /// Whether a chosen AI move may be played now: a frontend holds it
    /// back for its own pause after a move (an animation that has to end,
    /// a person watching two AIs), on its own time. Ready unless told.
    pub fn set_ai_move_ready(&mut self, ready: bool) {
        self.ai_move_ready = ready;
    }

    // ---- Commands ------------------------------------------------------

    // ---- The analysis and the database build ---------------------------

    /// Turns the analysis on: every legal move's value, searched to `depth`
    /// (`None`: deeper and deeper), following the game as it goes on; not
    /// in an online game whose room does not allow it ([`Table::help_allowed`]).
    pub fn follow_analysis(&mut self, depth: Option<u32>) {
        if !self.help_allowed() {
            return;
        }
        if self.analysing != Some(depth) {
            self.advisor.clear();
        }
        self.analysing = Some(depth);
        self.follow();
    }

    /// Stops the analysis' search; the values found stay shown.
    pub fn stop_analysis(&mut self) {
        self.advisor.stop();
    }

    /// Turns the analysis off.
    pub fn clear_analysis(&mut self) {
        self.analysing = None;
        self.advisor.clear();
    }

    /// Starts building the endgame databases of the game's rules up to
    /// `pieces` pieces on the board, in the background.
    ///
    /// # Errors
    /// When there is no place for them, or a build already runs (how far
    /// it goes).
    pub fn build_databases(&mut self, pieces: usize) -> Result<(), BuildRefusal> {
        let Some(dir) = self.databases_dir.clone() else {
            return Err(BuildRefusal::NoPlace);
        };
        if let Some(build) = &self.build {
            return Err(BuildRefusal::Busy(build.pieces()));
        }
        let rules = *self.session.game().rules();
        self.build = Some(DbBuild::start(dir, rules, pieces));
        Ok(())
    }

    /// Starts building one pair of the game's rules (with its mirror, and
    /// the pairs it needs first) in the background, as
    /// [`Table::build_databases`] builds up to a number of pieces; the
    /// build's end comes as [`Event::BuildEnded`] with the pair's pieces in
    /// all.
    ///
    /// # Errors
    /// As [`Table::build_databases`].
    pub fn build_pair(&mut self, pair: morris_ai::db::Pair) -> Result<(), BuildRefusal> {
        let Some(dir) = self.databases_dir.clone() else {
            return Err(BuildRefusal::NoPlace);
        };
        if let Some(build) = &self.build {
            return Err(BuildRefusal::Busy(build.pieces()));
        }
        let rules = *self.session.game().rules();
        self.build = Some(DbBuild::start_pair(dir, rules, pair));
        Ok(())
    }

    /// Stops the database build; what is finished stays.
    pub fn cancel_build(&mut self) {
        if let Some(build) = &self.build {
            build.cancel();
        }
    }

    /// Keeps the game after a change (or says once that it cannot).
    fn keep(&mut self) {
        let key = (self.serial, self.session.version());
        if key == self.kept_key {
            return;
        }
        self.kept_key = key;
        if self.autosave.path().is_none() || self.online.is_some() {
            return;
        }
        match self.autosave.keep(&self.session) {
            Ok(()) => self.kept = Kept::Kept,
            Err(e) => {
                let reason = e.to_string();
                if self.kept != Kept::Failed(reason.clone()) {
                    self.events.push(Event::KeepFailed(reason.clone()));
                }
                self.kept = Kept::Failed(reason);
            }
        }
    }
}

/// Why a database build did not start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuildRefusal {
    /// There is no data directory to put them in.
    NoPlace,
    /// A build already runs, up to this many pieces.
    Busy(usize),
}

#[cfg(test)]
mod engine_tests;
#[cfg(test)]
mod tests;
