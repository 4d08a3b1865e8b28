//! The game session: a game, its players and the AI, driven one line at a
//! time. A [`Session`] executes a command and returns text; it never
//! touches a terminal, so tests drive it directly and the read loops of
//! `main.rs` only print what it returns.
//!
//! The AI thinks on a worker thread. A command that makes it think (`ai`,
//! `hint`), and [`Session::ai_turn`] when an AI player is to move, hand
//! back a [`Think`]: the caller runs it, with a spinner or without
//! ([`Think::start`], [`Think::run`]), and gives the [`Thought`] back to
//! [`Session::finish`]. [`Session::run_line`] does all of that at once,
//! blocking, as scripted input and tests want.
//!
//! ```
//! use morris_repl::cli::PlayerSpec;
//! use morris_repl::session::{Session, SessionOptions};
//! use morris_core::ByColor;
//!
//! let mut session = Session::new(SessionOptions {
//!     players: ByColor::new(PlayerSpec::Human, PlayerSpec::Human),
//!     ..SessionOptions::default()
//! });
//! let reply = session.run_line("d6");
//! assert_eq!(reply.text, "White: d6");
//! assert_eq!(reply.error, None);
//! let reply = session.run_line("d6");
//! assert_eq!(reply.error.as_deref(), Some("d6 is not legal: d6 is not empty"));
//! assert_eq!(session.game().moves().len(), 1);
//! ```

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use morris_ai::db::{Databases, DbValue};

use morris_ai::search::{Limits, StopFlag};
use morris_ai::{Ai, Choice, Event, Level, Score, Thinker};
use morris_core::{
    ByColor, Color, Game, IllegalMoveError, IllegalReason, Move, Outcome, ParseMoveError, Phase,
    PlayError, Point, PointSet, Preset, Record, RecordError, RecordErrorReason, RecordSyntaxError,
    RecordSyntaxReason, RuleOption, Rules, Termination,
};
use morris_i18n::{Lang, Localizer, tr};

use crate::board;
use crate::cli::PlayerSpec;
use crate::command::{Command, CommandName, ParseCommandError, shown};
use crate::store::{player_from_tag, player_tag, today, write_atomically};

/// Nodes a level-10 AI searches per move when input is scripted, where a
/// time budget would make games differ from run to run.
pub const SCRIPTED_NODES: u64 = 400_000;

/// Nodes the hint searches when input is scripted.
pub const SCRIPTED_HINT_NODES: u64 = 200_000;

/// AI players stop moving by themselves after this many turns (only
/// reachable with both the repetition and the N-move rule off).
pub const MAX_AUTO_TURNS: usize = crate::matches::MAX_TURNS;

/// The widest line of move lists.
const WRAP: usize = 78;

/// How the session is driven.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A person at a terminal: the board is shown after changes, level 10
    /// thinks for a time.
    Interactive,
    /// Lines from a pipe or a test: no board unless asked, and the AI
    /// searches fixed budgets so that the same input gives the same game.
    Scripted,
}

/// How a session starts.
#[derive(Clone, Debug)]
pub struct SessionOptions {
    /// The language of every message.
    pub lang: Lang,
    /// Interactive or scripted.
    pub mode: Mode,
    /// Whether to draw in ANSI colour.
    pub color: bool,
    /// The rules of the first game.
    pub rules: Rules,
    /// Who plays each side.
    pub players: ByColor<PlayerSpec>,
    /// The seed of the AI's random choices (White's AI; Black's uses the
    /// next number).
    pub seed: u64,
    /// Thinking time of level 10 in interactive mode.
    pub movetime: Duration,
    /// Where the endgame databases live (`morris solve` builds them); `None`
    /// for none.
    pub databases: Option<PathBuf>,
}

impl Default for SessionOptions {
    /// English, scripted, no colour, `nine`, a person (White) against the
    /// AI at the default level (Black), seed 1, two seconds for level 10.
    fn default() -> SessionOptions {
        SessionOptions {
            lang: Lang::En,
            mode: Mode::Scripted,
            color: false,
            rules: Rules::default(),
            players: ByColor::new(PlayerSpec::Human, PlayerSpec::Ai(Level::DEFAULT)),
            seed: 1,
            movetime: Duration::from_secs(2),
            databases: None,
        }
    }
}

/// What a command gives back.
#[derive(Debug, Default)]
#[must_use]
pub struct Reply {
    /// Text for the player, perhaps several lines, no newline at the end;
    /// empty when there is nothing to say.
    pub text: String,
    /// The error, one line, when the command could not be carried out
    /// (and changed nothing).
    pub error: Option<String>,
    /// Whether the player asked to leave.
    pub quit: bool,
    /// Thinking the caller must run and hand to [`Session::finish`].
    pub think: Option<Think>,
}

impl Reply {
    fn text(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }

    fn error(error: impl Into<String>) -> Reply {
        Reply {
            error: Some(error.into()),
            ..Reply::default()
        }
    }

    fn push(&mut self, text: &str) {
        if text.is_empty() {
            return;
        }
        if !self.text.is_empty() {
            self.text.push('\n');
        }
        self.text.push_str(text);
    }

    /// Adds another reply's text and error to this one.
    fn append(&mut self, other: Reply) {
        self.push(&other.text);
        if self.error.is_none() {
            self.error = other.error;
        }
        self.quit |= other.quit;
    }
}

impl From<Result<String, String>> for Reply {
    fn from(result: Result<String, String>) -> Reply {
        match result {
            Ok(text) => Reply::text(text),
            Err(error) => Reply::error(error),
        }
    }
}

/// What the AI is asked to think about.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A move to play.
    Move,
    /// A hint for the player.
    Hint,
}

/// Thinking to be done: an AI, the game and its budget.
#[derive(Debug)]
pub struct Think {
    purpose: Purpose,
    side: Color,
    ai: Ai,
    game: Game,
    limits: Limits,
    time: Option<Duration>,
}

impl Think {
    /// What the thinking is for.
    #[must_use]
    pub fn purpose(&self) -> Purpose {
        self.purpose
    }

    /// The side it thinks for.
    #[must_use]
    pub fn side(&self) -> Color {
        self.side
    }

    /// Starts thinking on a worker thread.
    #[must_use]
    pub fn start(self) -> Thinking {
        let moves_before = self.game.moves().len();
        Thinking {
            thinker: Thinker::start(self.ai, self.game, self.limits, self.time),
            purpose: self.purpose,
            side: self.side,
            moves_before,
            started: Instant::now(),
            depth: 0,
            done: false,
        }
    }

    /// Thinks to the end, blocking.
    #[must_use]
    pub fn run(self) -> Thought {
        self.start().finish()
    }
}

/// An AI thinking on its worker thread.
#[derive(Debug)]
pub struct Thinking {
    thinker: Thinker,
    purpose: Purpose,
    side: Color,
    moves_before: usize,
    started: Instant,
    depth: u32,
    done: bool,
}

impl Thinking {
    /// Waits up to `timeout` for news; returns whether the thinking is over.
    pub fn wait(&mut self, timeout: Duration) -> bool {
        match self.thinker.wait_event(timeout) {
            Some(Event::Info(info)) => self.depth = info.depth,
            Some(Event::Done(_)) => self.done = true,
            None => {}
        }
        self.done || self.thinker.is_finished()
    }

    /// The deepest search finished so far.
    #[must_use]
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// Time since the thinking started.
    #[must_use]
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// What the thinking is for.
    #[must_use]
    pub fn purpose(&self) -> Purpose {
        self.purpose
    }

    /// The side it thinks for.
    #[must_use]
    pub fn side(&self) -> Color {
        self.side
    }

    /// A handle that stops the thinking from another thread (a Ctrl-C
    /// handler); the AI then plays the best move found so far.
    #[must_use]
    pub fn stop_flag(&self) -> StopFlag {
        self.thinker.stop_flag()
    }

    /// Waits for the end of the thinking.
    #[must_use]
    pub fn finish(self) -> Thought {
        let (choice, ai) = self.thinker.join();
        Thought {
            purpose: self.purpose,
            side: self.side,
            moves_before: self.moves_before,
            choice,
            ai,
        }
    }
}

/// The result of thinking, for [`Session::finish`].
#[derive(Debug)]
pub struct Thought {
    purpose: Purpose,
    side: Color,
    moves_before: usize,
    choice: Option<Choice>,
    ai: Ai,
}

impl Thought {
    /// What the AI chose.
    #[must_use]
    pub fn choice(&self) -> Option<&Choice> {
        self.choice.as_ref()
    }
}

/// What the helper completes from, taken from the session before each
/// line is read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Completions {
    /// The legal moves in notation.
    pub moves: Vec<String>,
    /// The points whose piece may be removed, when a move waits for its
    /// removal (then `moves` is empty).
    pub removals: Vec<String>,
}

/// The exact value of the position from an endgame database, when one
/// covers it: the best move and its distance to the end. `None` when no
/// solved database covers the position; the hint searches then.
#[must_use]
pub fn endgame_hint(game: &Game, databases: &Databases) -> Option<Choice> {
    let &(mv, value) = databases.move_values(game.position())?.first()?;
    Some(Choice {
        mv,
        score: value.score(0),
        depth: 0,
        nodes: 0,
        pv: vec![mv],
        exact: Some(value),
    })
}

/// A game session.
#[derive(Debug)]
pub struct Session {
    loc: Localizer,
    mode: Mode,
    color: bool,
    game: Game,
    /// The rules `new` starts with: the game's, unless `set` changed them
    /// after the game began.
    next_rules: Rules,
    players: ByColor<PlayerSpec>,
    /// The level of `ai` for a person's side, and of new AI players.
    level: Level,
    seed: u64,
    movetime: Duration,
    ais: ByColor<Option<Ai>>,
    hint_ai: Option<Ai>,
    databases_dir: Option<PathBuf>,
    /// The databases of the current rules, once looked for.
    databases: Option<(Rules, Option<Arc<Databases>>)>,
    /// A placement or move typed without all the removals it earns.
    pending: Option<Move>,
    /// AI players wait for `ai` (after a Ctrl-C or an undo to their turn).
    paused: bool,
    /// The board changed since it was last shown.
    dirty: bool,
    /// Where the unfinished game is kept after every change.
    keep: Option<PathBuf>,
    /// Messages for the next reply (a failed keep).
    notes: Vec<String>,
}

impl Session {
    /// A session with a new game.
    #[must_use]
    pub fn new(options: SessionOptions) -> Session {
        let level = [options.players.white, options.players.black]
            .into_iter()
            .find_map(|p| match p {
                PlayerSpec::Ai(level) => Some(level),
                PlayerSpec::Human => None,
            })
            .unwrap_or(Level::DEFAULT);
        Session {
            loc: Localizer::new(options.lang),
            mode: options.mode,
            color: options.color,
            game: Game::new(options.rules),
            next_rules: options.rules,
            players: options.players,
            level,
            seed: options.seed,
            movetime: options.movetime,
            ais: ByColor::default(),
            hint_ai: None,
            databases_dir: options.databases.clone(),
            databases: None,
            pending: None,
            paused: false,
            dirty: true,
            keep: None,
            notes: Vec::new(),
        }
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Who plays each side.
    #[must_use]
    pub fn players(&self) -> ByColor<PlayerSpec> {
        self.players
    }

    /// The messages.
    #[must_use]
    pub fn localizer(&self) -> &Localizer {
        &self.loc
    }

    /// The move typed so far that waits for its removal, if any.
    #[must_use]
    pub fn pending(&self) -> Option<Move> {
        self.pending
    }

    /// Keeps the unfinished game in `path` after every change (written
    /// atomically; removed when the game ends).
    pub fn set_keep_file(&mut self, path: Option<PathBuf>) {
        self.keep = path;
    }

    /// The record of the game, with the date and the players.
    #[must_use]
    pub fn record(&self) -> Record {
        let mut record = Record::from_game(&self.game);
        record.set_tag("Event", "Casual game");
        record.set_tag("Date", &today());
        record.set_tag("White", &player_tag(self.players.white));
        record.set_tag("Black", &player_tag(self.players.black));
        record
    }

    // ---- Reading lines -------------------------------------------------

    /// Parses and executes one line. Thinking the command asks for is in
    /// [`Reply::think`].
    pub fn execute(&mut self, line: &str) -> Reply {
        let mut reply = match line.parse::<Command>() {
            Ok(command) => self.run(command),
            Err(e) => Reply::error(self.parse_error_text(&e)),
        };
        for note in std::mem::take(&mut self.notes) {
            reply.push(&note);
        }
        reply
    }

    /// Executes one line and everything it sets off, blocking: the thinking
    /// it asks for and the moves of AI players after it.
    pub fn run_line(&mut self, line: &str) -> Reply {
        let mut reply = self.execute(line);
        if let Some(think) = reply.think.take() {
            let thought = think.run();
            reply.append(self.finish(thought));
        }
        let more = self.play_ai_turns();
        reply.push(&more);
        reply
    }

    /// Lets AI players move until a person is to move or the game ends,
    /// blocking; returns what they played.
    pub fn play_ai_turns(&mut self) -> String {
        let mut text = Reply::default();
        while let Some(think) = self.ai_turn() {
            let thought = think.run();
            text.append(self.finish(thought));
        }
        text.text
    }

    /// The thinking of the AI player to move, if an AI is to move now.
    pub fn ai_turn(&mut self) -> Option<Think> {
        if self.paused
            || self.pending.is_some()
            || self.game.is_over()
            || self.game.moves().len() >= MAX_AUTO_TURNS
        {
            return None;
        }
        let side = self.game.position().side_to_move();
        match self.players[side] {
            PlayerSpec::Ai(level) => Some(self.think(Purpose::Move, side, level)),
            PlayerSpec::Human => None,
        }
    }

    /// Takes the result of thinking: plays the AI's move or shows the hint.
    pub fn finish(&mut self, thought: Thought) -> Reply {
        let Thought {
            purpose,
            side,
            moves_before,
            choice,
            ai,
        } = thought;
        let mut reply = match purpose {
            Purpose::Move => {
                self.ais[side] = Some(ai);
                let unchanged = self.game.moves().len() == moves_before
                    && self.game.position().side_to_move() == side
                    && !self.game.is_over();
                match choice {
                    Some(c) if unchanged => {
                        let who = self.ai_label(side);
                        Reply::from(self.play_move(c.mv, &who))
                    }
                    _ => Reply::default(),
                }
            }
            Purpose::Hint => {
                self.hint_ai = Some(ai);
                match choice {
                    Some(c) => Reply::text(self.hint_text(&c, false)),
                    None => Reply::default(),
                }
            }
        };
        for note in std::mem::take(&mut self.notes) {
            reply.push(&note);
        }
        reply
    }

    /// AI players wait until `ai` is typed (after a Ctrl-C stopped one).
    pub fn pause(&mut self) {
        self.paused = true;
    }

    /// Whether both sides are AI players.
    #[must_use]
    pub fn ai_against_ai(&self) -> bool {
        Color::ALL
            .iter()
            .all(|&c| matches!(self.players[c], PlayerSpec::Ai(_)))
    }

    /// Drops a move that waits for its removal (Ctrl-C at the question);
    /// says so, or `None` when no move waited.
    pub fn cancel_pending(&mut self) -> Option<String> {
        let pending = self.pending.take()?;
        Some(tr!(self.loc, "pending-cancelled", mv = pending.to_string()))
    }

    // ---- Text for the loop ---------------------------------------------

    /// The prompt: whose turn it is, or the removal question.
    #[must_use]
    pub fn prompt(&self) -> String {
        if self.game.is_over() {
            return "> ".to_owned();
        }
        let side = self.game.position().side_to_move();
        let name = self.color_name(side);
        if self.pending.is_some() {
            format!("{} ", tr!(self.loc, "prompt-remove", color = name))
        } else {
            format!("{name}> ")
        }
    }

    /// The board and the state of the game, when it changed since last
    /// shown and the session is interactive.
    pub fn take_view(&mut self) -> Option<String> {
        if self.mode == Mode::Interactive && self.dirty {
            self.dirty = false;
            Some(self.view())
        } else {
            None
        }
    }

    /// The board, the players with their pieces, the last move and what
    /// happens next.
    #[must_use]
    pub fn view(&self) -> String {
        let pos = self.game.position();
        let last = self.game.moves().last().copied();
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
            out.push('\n');
        }
        if let Some(m) = last {
            out.push_str(&tr!(self.loc, "view-last-move", mv = m.to_string()));
            out.push('\n');
        }
        match self.game.outcome() {
            Some(o) => out.push_str(&self.outcome_text(o)),
            None => {
                let side = pos.side_to_move();
                let action = if self.pending.is_some() {
                    tr!(self.loc, "phase-removing")
                } else {
                    match pos.phase() {
                        Phase::Placing => tr!(self.loc, "phase-placing"),
                        Phase::Moving => tr!(self.loc, "phase-moving"),
                        Phase::Flying => tr!(self.loc, "phase-flying"),
                    }
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

    /// The spinner's text while the AI thinks.
    #[must_use]
    pub fn thinking_text(&self, thinking: &Thinking) -> String {
        let seconds = self.decimal(thinking.elapsed().as_secs_f64(), 1, false);
        match thinking.purpose() {
            // Levels 1 to 9 report no iterations: only the time is known.
            Purpose::Move if thinking.depth() == 0 => tr!(
                self.loc,
                "thinking-start",
                player = self.ai_label(thinking.side()),
                seconds = seconds
            ),
            Purpose::Move => tr!(
                self.loc,
                "thinking",
                player = self.ai_label(thinking.side()),
                depth = thinking.depth(),
                seconds = seconds
            ),
            Purpose::Hint => tr!(
                self.loc,
                "thinking-hint",
                depth = thinking.depth(),
                seconds = seconds
            ),
        }
    }

    /// What the completer offers now.
    #[must_use]
    pub fn completions(&self) -> Completions {
        match self.pending {
            Some(pending) => Completions {
                moves: Vec::new(),
                removals: self
                    .removal_choices(pending)
                    .iter()
                    .map(|p| p.to_string())
                    .collect(),
            },
            None => Completions {
                moves: self
                    .game
                    .legal_moves()
                    .iter()
                    .map(Move::to_string)
                    .collect(),
                removals: Vec::new(),
            },
        }
    }

    /// Resumes a kept game from its record text: the game, and the players
    /// when the record names them as this program does.
    ///
    /// # Errors
    /// The record cannot be read or replayed (a one-line message).
    pub fn resume(&mut self, text: &str) -> Result<String, String> {
        let (record, game) = self.parse_record(text)?;
        if let (Some(white), Some(black)) = (
            record.tag("White").and_then(player_from_tag),
            record.tag("Black").and_then(player_from_tag),
        ) {
            self.players = ByColor::new(white, black);
        }
        let moves = game.moves().len();
        self.replace_game(game);
        Ok(tr!(
            self.loc,
            "resumed",
            count = moves,
            rules = self.rules_text(self.game.rules())
        ))
    }

    /// The number of moves of a kept game's record, to offer it.
    ///
    /// # Errors
    /// The record cannot be read or replayed (a one-line message).
    pub fn kept_game_moves(&self, text: &str) -> Result<usize, String> {
        self.parse_record(text).map(|(_, game)| game.moves().len())
    }

    /// Loads a game record file, as the `load` command does.
    ///
    /// # Errors
    /// The file cannot be read, or its record cannot be read or replayed;
    /// the game is then unchanged.
    pub fn load_file(&mut self, path: &Path) -> Result<String, String> {
        let path = expand_home(path);
        let path = path.as_path();
        let file = path.display().to_string();
        let text = fs::read_to_string(path).map_err(|e| {
            tr!(
                self.loc,
                "error-read",
                file = file.as_str(),
                reason = e.to_string()
            )
        })?;
        let (_, game) = self
            .parse_record(&text)
            .map_err(|e| tr!(self.loc, "error-load", file = file.as_str(), reason = e))?;
        let moves = game.moves().len();
        self.replace_game(game);
        Ok(tr!(
            self.loc,
            "loaded",
            file = file,
            count = moves,
            rules = self.rules_text(self.game.rules())
        ))
    }

    /// The greeting of an interactive session.
    #[must_use]
    pub fn welcome(&self) -> String {
        tr!(
            self.loc,
            "welcome",
            version = env!("CARGO_PKG_VERSION"),
            rules = self.rules_text(self.game.rules()),
            sides = self.sides_text()
        )
    }

    /// The goodbye of an interactive session: says that an unfinished game
    /// is kept.
    #[must_use]
    pub fn farewell(&self) -> Option<String> {
        (self.mode == Mode::Interactive
            && self.keep.is_some()
            && !self.game.moves().is_empty()
            && !self.game.is_over())
        .then(|| tr!(self.loc, "kept-on-quit"))
    }

    // ---- Commands ------------------------------------------------------

    fn run(&mut self, command: Command) -> Reply {
        match command {
            Command::Play(m) => self.play_typed(m).into(),
            Command::Remove(points) => self.remove(points).into(),
            Command::New { preset, options } => self.new_game(preset, &options).into(),
            Command::Moves => self.moves().into(),
            Command::Undo => self.undo().into(),
            Command::Redo => self.redo().into(),
            Command::Hint => self.hint(),
            Command::Ai => self.ai_now(),
            Command::Level(level) => Reply::text(self.level(level)),
            Command::Swap => Reply::text(self.swap()),
            Command::Set(option, value) => self.set(option, &value).into(),
            Command::Rules => Reply::text(self.rules()),
            Command::Show => {
                self.dirty = false;
                Reply::text(self.view())
            }
            Command::History => Reply::text(self.history()),
            Command::Save(path) => self.save(&path).into(),
            Command::Load(path) => self.load_file(&path).into(),
            Command::Position => Reply::text(self.game.position().to_string()),
            Command::Resign(side) => self.resign(side).into(),
            Command::Draw => self.draw().into(),
            Command::Help(topic) => Reply::text(self.help(topic)),
            Command::Quit => Reply {
                quit: true,
                text: self.farewell().unwrap_or_default(),
                ..Reply::default()
            },
        }
    }

    fn game_over_error(&self) -> Result<(), String> {
        if self.game.is_over() {
            Err(tr!(self.loc, "error-game-over"))
        } else {
            Ok(())
        }
    }

    /// A move as typed: played, or held for its removal.
    fn play_typed(&mut self, m: Move) -> Result<String, String> {
        self.game_over_error()?;
        if self.pending.is_some() && m.from().is_none() && m.removals().is_empty() {
            // A point alone answers the removal question.
            return self.remove(m.to().set());
        }
        let pos = *self.game.position();
        let dropped = self
            .pending
            .map(|p| tr!(self.loc, "pending-cancelled", mv = p.to_string()));
        let result = match pos.check(m) {
            Ok(()) => {
                let who = self.color_name(pos.side_to_move());
                self.play_typed_move(m, &who)
            }
            Err(e) => {
                let completable = matches!(e.reason, IllegalReason::MissingRemoval { .. })
                    && pos
                        .completions(m.from(), m.to())
                        .iter()
                        .any(|c| c.removals().contains_all(m.removals()));
                if completable {
                    self.pending = Some(m);
                    Ok(self.ask_removal(m, false))
                } else {
                    Err(self.illegal_text(&e))
                }
            }
        };
        match (result, dropped) {
            (Ok(text), Some(dropped)) => Ok(format!("{dropped}\n{text}")),
            (result, _) => result,
        }
    }

    /// Removals typed after their move.
    fn remove(&mut self, points: PointSet) -> Result<String, String> {
        self.game_over_error()?;
        let Some(pending) = self.pending else {
            return Err(tr!(self.loc, "error-no-pending"));
        };
        let pos = *self.game.position();
        if let Some(p) = (points & pending.removals()).first() {
            return Err(
                self.bad_move_text(&pending.to_string(), &ParseMoveError::DuplicateRemoval(p))
            );
        }
        let wanted = pending.removals() | points;
        let completions = pos.completions(pending.from(), pending.to());
        if let Some(&m) = completions.iter().find(|c| c.removals() == wanted) {
            let who = self.color_name(pos.side_to_move());
            return self.play_typed_move(m, &who);
        }
        let tried = pending.with_removals(wanted);
        if completions
            .iter()
            .any(|c| c.removals().contains_all(wanted))
        {
            self.pending = Some(tried);
            return Ok(self.ask_removal(tried, true));
        }
        let most = completions
            .iter()
            .map(|c| c.removals().len())
            .max()
            .unwrap_or(0);
        let side = pos.side_to_move();
        let opponent = pos.pieces(side.other());
        let reason = if wanted.len() > most {
            IllegalReason::TooManyRemovals { earned: most }
        } else if let Some(p) = (points - opponent).first() {
            IllegalReason::NotOpponentPiece(p)
        } else {
            IllegalReason::InMill(points.first().unwrap_or(pending.to()))
        };
        Err(self.illegal_text(&IllegalMoveError {
            mv: tried,
            side,
            reason,
        }))
    }

    /// The pieces a pending move may still remove.
    fn removal_choices(&self, pending: Move) -> PointSet {
        self.game
            .position()
            .completions(pending.from(), pending.to())
            .iter()
            .filter(|c| c.removals().contains_all(pending.removals()))
            .fold(PointSet::EMPTY, |acc, c| acc | c.removals())
            - pending.removals()
    }

    fn ask_removal(&self, pending: Move, again: bool) -> String {
        let points = join_points(self.removal_choices(pending));
        if again {
            tr!(self.loc, "ask-removal-another", points = points)
        } else {
            tr!(
                self.loc,
                "ask-removal",
                mv = pending.to_string(),
                points = points
            )
        }
    }

    /// Plays a move a person typed: the AI players, if they waited, answer
    /// it (unless they play each other, when only `ai` wakes them).
    fn play_typed_move(&mut self, m: Move, who: &str) -> Result<String, String> {
        let text = self.play_move(m, who)?;
        if !self.ai_against_ai() {
            self.paused = false;
        }
        Ok(text)
    }

    /// Plays a legal move and says so, with the outcome when it ends the
    /// game.
    fn play_move(&mut self, m: Move, who: &str) -> Result<String, String> {
        let side = self.game.position().side_to_move();
        if let Err(e) = self.game.play(m) {
            return Err(self.play_error_text(&e));
        }
        self.pending = None;
        self.changed();
        let who = board::paint_side(who, side, self.color);
        let mut text = tr!(self.loc, "move-played", player = who, mv = m.to_string());
        if let Some(o) = self.game.outcome() {
            text.push('\n');
            text.push_str(&self.outcome_text(o));
        }
        Ok(text)
    }

    fn new_game(
        &mut self,
        preset: Option<Preset>,
        options: &[(RuleOption, String)],
    ) -> Result<String, String> {
        let mut rules = preset.map_or(self.next_rules, Rules::preset);
        for (option, value) in options {
            rules
                .set(*option, value)
                .map_err(|_| self.bad_value_text(*option, value))?;
        }
        self.game = Game::new(rules);
        self.next_rules = rules;
        self.pending = None;
        self.paused = false;
        // Fresh AIs: the same commands give the same game.
        self.ais = ByColor::default();
        self.changed();
        Ok(tr!(
            self.loc,
            "new-game",
            rules = self.rules_text(&rules),
            sides = self.sides_text()
        ))
    }

    fn replace_game(&mut self, game: Game) {
        self.next_rules = *game.rules();
        self.game = game;
        self.pending = None;
        self.paused = false;
        self.changed();
    }

    fn moves(&self) -> Result<String, String> {
        if let Some(pending) = self.pending {
            return Ok(tr!(
                self.loc,
                "removals-list",
                points = join_points(self.removal_choices(pending))
            ));
        }
        self.game_over_error()?;
        let moves: Vec<String> = self
            .game
            .legal_moves()
            .iter()
            .map(Move::to_string)
            .collect();
        let head = tr!(self.loc, "moves-list", count = moves.len());
        Ok(wrap(&head, &moves))
    }

    fn undo(&mut self) -> Result<String, String> {
        if let Some(text) = self.cancel_pending() {
            return Ok(text);
        }
        let mut taken = Vec::new();
        loop {
            let declared = self
                .game
                .outcome()
                .filter(|o| {
                    matches!(
                        o.termination,
                        Termination::Resignation | Termination::Agreement
                    )
                })
                .map(|o| self.termination_text(o.termination));
            match self.game.undo() {
                Some(m) => taken.push(m.to_string()),
                None => match declared {
                    Some(what) => taken.push(what),
                    None => break,
                },
            }
            // With a person against the AI, take back the AI's reply and
            // the person's move together.
            let side = self.game.position().side_to_move();
            let one_person = self.humans() == 1;
            if !one_person || self.players[side] == PlayerSpec::Human {
                break;
            }
        }
        if taken.is_empty() {
            return Err(tr!(self.loc, "error-nothing-to-undo"));
        }
        let side = self.game.position().side_to_move();
        self.paused = matches!(self.players[side], PlayerSpec::Ai(_));
        self.changed();
        let mut text = tr!(self.loc, "undo-done", moves = taken.join(", "));
        if self.paused {
            text.push('\n');
            text.push_str(&tr!(self.loc, "paused"));
        }
        Ok(text)
    }

    fn redo(&mut self) -> Result<String, String> {
        let mut played = Vec::new();
        while let Some(m) = self.game.redo() {
            played.push(m.to_string());
            let side = self.game.position().side_to_move();
            if self.humans() != 1 || self.players[side] == PlayerSpec::Human {
                break;
            }
        }
        if played.is_empty() {
            return Err(tr!(self.loc, "error-nothing-to-redo"));
        }
        self.pending = None;
        // As after undo: an AI whose turn it is now waits for `ai`.
        let side = self.game.position().side_to_move();
        self.paused = matches!(self.players[side], PlayerSpec::Ai(_)) && !self.game.is_over();
        self.changed();
        let mut text = tr!(self.loc, "redo-done", moves = played.join(", "));
        if let Some(o) = self.game.outcome() {
            text.push('\n');
            text.push_str(&self.outcome_text(o));
        }
        Ok(text)
    }

    /// The endgame databases of the current game's rules, if any are on
    /// disk.
    fn databases(&mut self) -> Option<Arc<Databases>> {
        let rules = *self.game.rules();
        if let Some((cached, dbs)) = &self.databases
            && *cached == rules
        {
            return dbs.clone();
        }
        let dbs = self.databases_dir.as_ref().and_then(|dir| {
            let dbs = Databases::new(dir, rules);
            dbs.dir().is_dir().then(|| Arc::new(dbs))
        });
        self.databases = Some((rules, dbs.clone()));
        dbs
    }

    fn hint(&mut self) -> Reply {
        if let Err(e) = self.game_over_error() {
            return Reply::error(e);
        }
        if let Some(choice) = self
            .databases()
            .and_then(|db| endgame_hint(&self.game, &db))
        {
            return Reply::text(self.hint_text(&choice, true));
        }
        let side = self.game.position().side_to_move();
        Reply {
            think: Some(self.think(Purpose::Hint, side, Level::MAX)),
            ..Reply::default()
        }
    }

    fn ai_now(&mut self) -> Reply {
        if let Err(e) = self.game_over_error() {
            return Reply::error(e);
        }
        self.pending = None;
        self.paused = false;
        let side = self.game.position().side_to_move();
        let level = self.ai_level(side);
        Reply {
            think: Some(self.think(Purpose::Move, side, level)),
            ..Reply::default()
        }
    }

    fn level(&mut self, level: Option<Level>) -> String {
        let Some(level) = level else {
            return tr!(self.loc, "level-now", level = self.level.get());
        };
        self.level = level;
        for side in Color::ALL {
            if let PlayerSpec::Ai(_) = self.players[side] {
                self.players[side] = PlayerSpec::Ai(level);
            }
        }
        tr!(self.loc, "level-set", level = level.get())
    }

    fn swap(&mut self) -> String {
        self.players = ByColor::new(self.players.black, self.players.white);
        self.ais = ByColor::new(self.ais.black.take(), self.ais.white.take());
        self.paused = false;
        self.dirty = true;
        self.sides_text()
    }

    fn set(&mut self, option: RuleOption, value: &str) -> Result<String, String> {
        let mut rules = self.next_rules;
        rules
            .set(option, value)
            .map_err(|_| self.bad_value_text(option, value))?;
        self.next_rules = rules;
        let value = rules.get(option);
        if self.game.moves().is_empty() {
            self.game = Game::new(rules);
            self.pending = None;
            self.changed();
            Ok(tr!(
                self.loc,
                "set-done",
                option = option.key(),
                value = value,
                rules = self.rules_text(&rules)
            ))
        } else {
            Ok(tr!(
                self.loc,
                "set-next-game",
                option = option.key(),
                value = value,
                rules = self.rules_text(self.game.rules())
            ))
        }
    }

    fn rules(&self) -> String {
        let rules = self.game.rules();
        let mut out = tr!(self.loc, "rules-title", rules = self.rules_text(rules));
        for option in RuleOption::ALL {
            out.push_str(&format!(
                "\n  {:<13} {:<9} {}",
                option.key(),
                rules.get(option),
                self.loc.text(option_id(option))
            ));
        }
        if self.next_rules != *rules {
            out.push('\n');
            out.push_str(&tr!(
                self.loc,
                "rules-next",
                rules = self.rules_text(&self.next_rules)
            ));
        }
        out
    }

    fn history(&self) -> String {
        let list = move_list(&self.game);
        if list.is_empty() {
            return tr!(self.loc, "history-empty");
        }
        let mut out = list;
        if let Some(o) = self.game.outcome() {
            out.push('\n');
            out.push_str(&self.outcome_text(o));
        }
        out
    }

    fn save(&self, path: &Path) -> Result<String, String> {
        let path = expand_home(path);
        let path = path.as_path();
        let file = path.display().to_string();
        write_atomically(path, &self.record().to_string())
            .map(|()| tr!(self.loc, "saved", file = file.as_str()))
            .map_err(|e| {
                tr!(
                    self.loc,
                    "error-save",
                    file = file.as_str(),
                    reason = e.to_string()
                )
            })
    }

    fn resign(&mut self, side: Option<Color>) -> Result<String, String> {
        self.game_over_error()?;
        let side = side.unwrap_or_else(|| self.speaker());
        self.pending = None;
        self.game.resign(side);
        self.changed();
        Ok(self
            .game
            .outcome()
            .map(|o| self.outcome_text(o))
            .unwrap_or_default())
    }

    fn draw(&mut self) -> Result<String, String> {
        self.game_over_error()?;
        let opponent = self.speaker().other();
        if let PlayerSpec::Ai(_) = self.players[opponent]
            && self.humans() == 1
            && !self.ai_accepts_draw(opponent)
        {
            return Ok(tr!(
                self.loc,
                "draw-declined",
                player = self.ai_label(opponent)
            ));
        }
        self.pending = None;
        self.game.agree_draw();
        self.changed();
        Ok(self
            .game
            .outcome()
            .map(|o| self.outcome_text(o))
            .unwrap_or_default())
    }

    /// Whether the AI playing `side` takes a draw: when a short search does
    /// not see it ahead.
    fn ai_accepts_draw(&self, side: Color) -> bool {
        let mut judge = Ai::with_hash(Level::MAX, self.seed, 4);
        let Some(choice) = judge.choose(&self.game, Limits::depth(4), &StopFlag::new(), |_| {})
        else {
            return true;
        };
        let for_side = if self.game.position().side_to_move() == side {
            choice.score
        } else {
            -choice.score
        };
        !for_side.is_win() && for_side.raw() <= 30
    }

    fn help(&self, topic: Option<CommandName>) -> String {
        if let Some(c) = topic {
            let mut out = format!("{}\n  {}", c.usage(), self.loc.text(c.help_id()));
            match c {
                CommandName::New => {
                    let presets: Vec<&str> = Preset::ALL.iter().map(|p| p.name()).collect();
                    out.push_str(&format!("\n  PRESET: {}", presets.join(", ")));
                    out.push_str(&self.options_help());
                }
                CommandName::Set => out.push_str(&self.options_help()),
                _ => {}
            }
            return out;
        }
        let mut out = tr!(self.loc, "help-title");
        for c in CommandName::ALL {
            out.push_str(&format!(
                "\n  {:<29} {}",
                c.usage(),
                self.loc.text(c.help_id())
            ));
        }
        out.push('\n');
        out.push_str(&tr!(self.loc, "help-footer"));
        out
    }

    fn options_help(&self) -> String {
        let mut out = String::new();
        for option in RuleOption::ALL {
            out.push_str(&format!(
                "\n  {:<13} {:<32} {}",
                option.key(),
                self.loc.text(values_id(option)),
                self.loc.text(option_id(option))
            ));
        }
        out
    }

    // ---- Helpers -------------------------------------------------------

    /// Records a change of the game: the board is to be shown again, and
    /// the unfinished game kept.
    fn changed(&mut self) {
        self.dirty = true;
        let Some(path) = self.keep.clone() else {
            return;
        };
        let result = if self.game.moves().is_empty() || self.game.is_over() {
            match fs::remove_file(&path) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
                _ => Ok(()),
            }
        } else {
            if let Some(dir) = path.parent() {
                let _ = fs::create_dir_all(dir);
            }
            write_atomically(&path, &self.record().to_string())
        };
        if let Err(e) = result {
            self.notes
                .push(tr!(self.loc, "error-keep", reason = e.to_string()));
        }
    }

    fn think(&mut self, purpose: Purpose, side: Color, level: Level) -> Think {
        let (limits, time) = match (self.mode, purpose, level == Level::MAX) {
            (Mode::Interactive, Purpose::Hint, _) => (
                Limits::default(),
                Some(self.movetime.min(Duration::from_secs(1))),
            ),
            (Mode::Interactive, Purpose::Move, true) => (Limits::default(), Some(self.movetime)),
            (Mode::Scripted, Purpose::Hint, _) => (Limits::nodes(SCRIPTED_HINT_NODES), None),
            (Mode::Scripted, Purpose::Move, true) => (Limits::nodes(SCRIPTED_NODES), None),
            (_, Purpose::Move, false) => (Limits::default(), None),
        };
        // Interactive play uses every core; scripts one, so a piped game is
        // the same every time.
        let threads = match self.mode {
            Mode::Interactive => std::thread::available_parallelism().map_or(1, usize::from),
            Mode::Scripted => 1,
        };
        let mut ai = match purpose {
            Purpose::Move => {
                let seed = self.seed.wrapping_add(u64::from(side == Color::Black));
                let mut ai = self.ais[side]
                    .take()
                    .unwrap_or_else(|| Ai::new(level, seed));
                ai.set_level(level);
                ai.set_databases(self.databases());
                ai
            }
            Purpose::Hint => {
                let mut ai = self
                    .hint_ai
                    .take()
                    .unwrap_or_else(|| Ai::with_hash(Level::MAX, self.seed.wrapping_add(2), 16));
                // The same position gets the same hint, whatever came before.
                ai.new_game();
                ai
            }
        };
        ai.set_threads(threads);
        Think {
            purpose,
            side,
            ai,
            game: self.game.clone(),
            limits,
            time,
        }
    }

    /// The number of people playing.
    fn humans(&self) -> usize {
        Color::ALL
            .iter()
            .filter(|&&c| self.players[c] == PlayerSpec::Human)
            .count()
    }

    /// Who speaks when a command names no side (`resign`, `draw`): the one
    /// person against the AI, else the side to move.
    fn speaker(&self) -> Color {
        let to_move = self.game.position().side_to_move();
        if self.humans() == 1 {
            Color::ALL
                .into_iter()
                .find(|&c| self.players[c] == PlayerSpec::Human)
                .unwrap_or(to_move)
        } else {
            to_move
        }
    }

    fn ai_level(&self, side: Color) -> Level {
        match self.players[side] {
            PlayerSpec::Ai(level) => level,
            PlayerSpec::Human => self.level,
        }
    }

    fn color_name(&self, side: Color) -> String {
        match side {
            Color::White => tr!(self.loc, "color-white"),
            Color::Black => tr!(self.loc, "color-black"),
        }
    }

    fn player_text(&self, spec: PlayerSpec) -> String {
        match spec {
            PlayerSpec::Human => tr!(self.loc, "player-human"),
            PlayerSpec::Ai(level) => tr!(self.loc, "player-ai", level = level.get()),
        }
    }

    /// `White (human)`, `Black (AI level 5)`.
    fn player_label(&self, side: Color) -> String {
        tr!(
            self.loc,
            "player-label",
            color = self.color_name(side),
            player = self.player_text(self.players[side])
        )
    }

    /// `Black (AI level 5)`: the AI playing `side` now.
    fn ai_label(&self, side: Color) -> String {
        tr!(
            self.loc,
            "player-label",
            color = self.color_name(side),
            player = self.player_text(PlayerSpec::Ai(self.ai_level(side)))
        )
    }

    fn sides_text(&self) -> String {
        tr!(
            self.loc,
            "sides",
            white = self.player_label(Color::White),
            black = self.player_label(Color::Black)
        )
    }

    /// `Nine Men's Morris [nine flying=off]`: the name of the closest
    /// preset and the rules as `--rules` and `--set` write them.
    fn rules_text(&self, rules: &Rules) -> String {
        let (preset, _) = rules.closest_preset();
        let name = self.loc.text(preset_id(preset));
        format!("{name} [{rules}]")
    }

    /// A number with `places` decimals, with the decimal comma of the
    /// languages that write one.
    fn decimal(&self, value: f64, places: usize, sign: bool) -> String {
        let text = if sign {
            format!("{value:+.places$}")
        } else {
            format!("{value:.places$}")
        };
        match self.loc.lang() {
            Lang::En => text,
            _ => text.replace('.', ","),
        }
    }

    fn termination_text(&self, termination: Termination) -> String {
        match termination {
            Termination::FewerThanThree => tr!(self.loc, "termination-fewer-than-three"),
            Termination::NoLegalMove => tr!(self.loc, "termination-no-legal-move"),
            Termination::FullBoard => tr!(self.loc, "termination-full-board"),
            Termination::Repetition => tr!(self.loc, "termination-repetition"),
            Termination::NMove => tr!(
                self.loc,
                "termination-n-move",
                n = self.game.rules().n_move()
            ),
            Termination::Resignation => tr!(self.loc, "termination-resignation"),
            Termination::Agreement => tr!(self.loc, "termination-agreement"),
        }
    }

    fn outcome_text(&self, outcome: Outcome) -> String {
        let reason = self.termination_text(outcome.termination);
        match outcome.winner {
            Some(w) => tr!(
                self.loc,
                "outcome-win",
                winner = board::paint_side(&self.color_name(w), w, self.color),
                reason = reason
            ),
            None => tr!(self.loc, "outcome-draw", reason = reason),
        }
    }

    fn hint_text(&self, choice: &Choice, exact: bool) -> String {
        let value = if choice.exact == Some(DbValue::Draw) {
            tr!(self.loc, "score-draw")
        } else {
            self.score_text(choice.score)
        };
        if exact {
            tr!(
                self.loc,
                "hint-exact",
                mv = choice.mv.to_string(),
                value = value
            )
        } else {
            tr!(self.loc, "hint", mv = choice.mv.to_string(), value = value)
        }
    }

    fn score_text(&self, score: Score) -> String {
        match (score.is_win(), score.plies_to_end()) {
            (true, Some(n)) => tr!(self.loc, "score-win", plies = n),
            (false, Some(n)) => tr!(self.loc, "score-loss", plies = n),
            _ => tr!(
                self.loc,
                "score-heuristic",
                value = self.decimal(f64::from(score.raw()) / 100.0, 2, true)
            ),
        }
    }

    fn illegal_text(&self, e: &IllegalMoveError) -> String {
        let reason = match &e.reason {
            IllegalReason::GameOver => tr!(self.loc, "reason-game-over"),
            IllegalReason::MustPlace => tr!(self.loc, "reason-must-place"),
            IllegalReason::MustMove => tr!(self.loc, "reason-must-move"),
            IllegalReason::NotEmpty(p) => {
                tr!(self.loc, "reason-not-empty", point = p.to_string())
            }
            IllegalReason::NotOwnPiece(p) => {
                tr!(self.loc, "reason-not-own-piece", point = p.to_string())
            }
            IllegalReason::NotAdjacent(a, b) => tr!(
                self.loc,
                "reason-not-adjacent",
                from = a.to_string(),
                to = b.to_string()
            ),
            IllegalReason::MissingRemoval { earned } => {
                tr!(self.loc, "reason-missing-removal", count = *earned)
            }
            IllegalReason::TooManyRemovals { earned: 0 } => tr!(self.loc, "reason-no-mill"),
            IllegalReason::TooManyRemovals { earned } => {
                tr!(self.loc, "reason-too-many-removals", count = *earned)
            }
            IllegalReason::NotOpponentPiece(p) => {
                tr!(self.loc, "reason-not-opponent-piece", point = p.to_string())
            }
            IllegalReason::InMill(p) => tr!(self.loc, "reason-in-mill", point = p.to_string()),
            IllegalReason::AllInMills => tr!(self.loc, "reason-all-in-mills"),
        };
        tr!(
            self.loc,
            "illegal-move",
            mv = e.mv.to_string(),
            reason = reason
        )
    }

    fn play_error_text(&self, e: &PlayError) -> String {
        match e {
            PlayError::GameOver(_) => tr!(self.loc, "error-game-over"),
            PlayError::Illegal(e) => self.illegal_text(e),
        }
    }

    fn move_error_reason(&self, e: &ParseMoveError) -> String {
        match e {
            ParseMoveError::Empty => tr!(self.loc, "bad-move-empty"),
            ParseMoveError::BadPoint { at } => tr!(self.loc, "bad-move-point", at = at + 1),
            ParseMoveError::Unexpected { at } => {
                tr!(self.loc, "bad-move-unexpected", at = at + 1)
            }
            ParseMoveError::DuplicateRemoval(p) => {
                tr!(self.loc, "bad-move-duplicate", point = p.to_string())
            }
            ParseMoveError::SamePoint(p) => {
                tr!(self.loc, "bad-move-same-point", point = p.to_string())
            }
        }
    }

    fn bad_move_text(&self, text: &str, e: &ParseMoveError) -> String {
        tr!(
            self.loc,
            "error-bad-move",
            text = text,
            reason = self.move_error_reason(e)
        )
    }

    fn bad_value_text(&self, option: RuleOption, value: &str) -> String {
        tr!(
            self.loc,
            "error-bad-value",
            value = shown(value),
            option = option.key(),
            expected = self.loc.text(values_id(option))
        )
    }

    /// The one-line message of a line that is no command.
    #[must_use]
    pub fn parse_error_text(&self, e: &ParseCommandError) -> String {
        match e {
            ParseCommandError::Empty => tr!(self.loc, "error-empty"),
            ParseCommandError::TooLong(n) => tr!(self.loc, "error-too-long", length = *n),
            ParseCommandError::Unknown(word) => {
                tr!(self.loc, "error-unknown-command", word = word)
            }
            ParseCommandError::BadMove { text, error } => self.bad_move_text(text, error),
            ParseCommandError::Usage(c) => tr!(self.loc, "error-usage", usage = c.usage()),
            ParseCommandError::UnknownPreset(name) => {
                tr!(self.loc, "error-unknown-preset", name = name)
            }
            ParseCommandError::UnknownOption(name) => {
                let keys: Vec<&str> = RuleOption::ALL.iter().map(|o| o.key()).collect();
                tr!(
                    self.loc,
                    "error-unknown-option",
                    name = name,
                    options = keys.join(", ")
                )
            }
            ParseCommandError::BadValue { option, value } => self.bad_value_text(*option, value),
            ParseCommandError::BadLevel(value) => {
                tr!(self.loc, "error-bad-level", value = value)
            }
            ParseCommandError::BadColor(value) => {
                tr!(self.loc, "error-bad-color", value = value)
            }
            ParseCommandError::UnknownTopic(word) => {
                tr!(self.loc, "error-unknown-topic", word = word)
            }
        }
    }

    /// Reads and replays a record, with a one-line message saying the line
    /// and column of any trouble.
    fn parse_record(&self, text: &str) -> Result<(Record, Game), String> {
        let record: Record = text.parse().map_err(|e| self.syntax_error_text(&e))?;
        let game = record
            .to_game()
            .map_err(|e| self.record_error_text(&record, &e))?;
        Ok((record, game))
    }

    fn syntax_error_text(&self, e: &RecordSyntaxError) -> String {
        let reason = match &e.reason {
            RecordSyntaxReason::BadTag => tr!(self.loc, "record-syntax-bad-tag"),
            RecordSyntaxReason::TagAfterMoves => tr!(self.loc, "record-syntax-tag-after-moves"),
            RecordSyntaxReason::UnterminatedComment => tr!(self.loc, "record-syntax-open-comment"),
            RecordSyntaxReason::UnterminatedVariation => {
                tr!(self.loc, "record-syntax-open-variation")
            }
            RecordSyntaxReason::UnbalancedParenthesis => {
                tr!(self.loc, "record-syntax-stray-bracket")
            }
            RecordSyntaxReason::BadMove(_) => tr!(self.loc, "record-syntax-bad-move"),
            RecordSyntaxReason::StrayRemoval => tr!(self.loc, "record-syntax-stray-removal"),
            RecordSyntaxReason::TextAfterResult => tr!(self.loc, "record-syntax-after-result"),
        };
        tr!(
            self.loc,
            "record-where",
            line = e.line,
            column = e.column,
            reason = reason
        )
    }

    fn record_error_text(&self, record: &Record, e: &RecordError) -> String {
        let actual = |o: &Option<Outcome>| match o {
            Some(o) => tr!(
                self.loc,
                "record-actual-end",
                outcome = self.outcome_text(*o)
            ),
            None => tr!(self.loc, "record-actual-open"),
        };
        let reason = match &e.reason {
            RecordErrorReason::UnknownVariant(name) => {
                tr!(self.loc, "record-unknown-variant", name = shown(name))
            }
            RecordErrorReason::UnknownPreset(name) => {
                tr!(self.loc, "error-unknown-preset", name = shown(name))
            }
            RecordErrorReason::BadRuleValue(v) => {
                let value = record.tag(v.option.tag()).unwrap_or_default();
                self.bad_value_text(v.option, value)
            }
            RecordErrorReason::BadPositionText(_) => tr!(self.loc, "record-bad-position-text"),
            RecordErrorReason::BadPosition(_) => tr!(self.loc, "record-bad-position"),
            RecordErrorReason::Illegal(PlayError::GameOver(_)) => {
                tr!(self.loc, "record-move-after-end")
            }
            RecordErrorReason::Illegal(PlayError::Illegal(e)) => self.illegal_text(e),
            RecordErrorReason::ResultMismatch { stated, actual: a } => tr!(
                self.loc,
                "record-result-mismatch",
                stated = shown(stated),
                actual = actual(a)
            ),
            RecordErrorReason::TerminationMismatch { stated, actual: a } => tr!(
                self.loc,
                "record-result-mismatch",
                stated = shown(stated),
                actual = actual(a)
            ),
        };
        tr!(
            self.loc,
            "record-where",
            line = e.line,
            column = e.column,
            reason = reason
        )
    }
}

/// The message id of an option's description.
fn option_id(option: RuleOption) -> &'static str {
    match option {
        RuleOption::Pieces => "option-pieces",
        RuleOption::Diagonals => "option-diagonals",
        RuleOption::Flying => "option-flying",
        RuleOption::AllInMills => "option-all-in-mills",
        RuleOption::Removals => "option-removals",
        RuleOption::First => "option-first",
        RuleOption::Repetition => "option-repetition",
        RuleOption::NMove => "option-n-move",
        RuleOption::FullBoard => "option-full-board",
    }
}

/// The message id of the values an option takes.
fn values_id(option: RuleOption) -> &'static str {
    match option {
        RuleOption::Pieces => "values-pieces",
        RuleOption::Diagonals | RuleOption::Repetition => "values-on-off",
        RuleOption::Flying => "values-flying",
        RuleOption::AllInMills => "values-all-in-mills",
        RuleOption::Removals => "values-removals",
        RuleOption::First => "values-first",
        RuleOption::NMove => "values-n-move",
        RuleOption::FullBoard => "values-full-board",
    }
}

/// The message id of a preset's name.
fn preset_id(preset: Preset) -> &'static str {
    match preset {
        Preset::Nine => "preset-nine",
        Preset::NineNoFlying => "preset-nine-no-flying",
        Preset::Twelve => "preset-twelve",
        Preset::SeedClassic => "preset-seed-classic",
    }
}

/// `~/file` as the file in the home directory, as a shell would read it.
fn expand_home(path: &Path) -> PathBuf {
    match (
        path.strip_prefix("~"),
        directories::BaseDirs::new().map(|d| d.home_dir().to_path_buf()),
    ) {
        (Ok(rest), Some(home)) => home.join(rest),
        _ => path.to_path_buf(),
    }
}

fn join_points(points: PointSet) -> String {
    points
        .iter()
        .map(|p: Point| p.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `head` and the words after it, wrapped at [`WRAP`] columns with an
/// indent of two.
fn wrap(head: &str, words: &[String]) -> String {
    let mut out = head.to_owned();
    let mut width = head.chars().count();
    for word in words {
        if width + 1 + word.chars().count() > WRAP {
            out.push_str("\n ");
            width = 1;
        }
        out.push(' ');
        out.push_str(word);
        width += 1 + word.chars().count();
    }
    out
}

/// The moves of `game` numbered in pairs, one pair a line (`1. d6 f4`),
/// as the shared transcript snapshots write them.
#[must_use]
pub fn move_list(game: &Game) -> String {
    game.move_list()
}
