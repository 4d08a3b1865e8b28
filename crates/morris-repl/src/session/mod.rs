//! The terminal game: a line of input in, text out. The game itself, the
//! players, the half-made turn and the AI are [`morris_play`]'s; this
//! session reads commands ([`Command`]) into calls on it and says what
//! happened in the player's language ([`words`]). It never touches a
//! terminal, so tests drive it directly and the read loops of `main.rs`
//! only print what it returns.
//!
//! The AI thinks on a worker thread. A command that makes it think (`ai`,
//! `hint`), and [`Session::ai_turn`] when an AI player is to move, start it
//! and say so in [`Reply::think`]; the caller waits for it
//! ([`Session::wait_thinking`], with a spinner, or [`Session::think_to_end`])
//! and prints the reply that brings. [`Session::run_line`] does all of that
//! at once, blocking, as scripted input and tests want.
//!
//! ```
//! use morris_play::Player;
//! use morris_repl::session::{Session, SessionOptions};
//! use morris_core::ByColor;
//!
//! let mut session = Session::new(SessionOptions {
//!     players: ByColor::new(Player::Human, Player::Human),
//!     ..SessionOptions::default()
//! });
//! let reply = session.run_line("d6");
//! assert_eq!(reply.text, "White: d6");
//! assert_eq!(reply.error, None);
//! let reply = session.run_line("d6");
//! assert_eq!(reply.error.as_deref(), Some("d6 is not legal: d6 is not empty"));
//! assert_eq!(session.game().moves().len(), 1);
//! ```

mod commands;
mod online;
mod puzzles;
mod review;
mod said;
mod thinking;
mod view;
pub mod words;

pub use thinking::ANALYSIS_BEST;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use morris_ai::Level;
use morris_core::{ByColor, Game, Move, PointSet, Record, Rules};
use morris_i18n::{Lang, Localizer, tr};
use morris_play::clock::TimeControl;
use morris_play::table::{Command as Do, Kept, Table, TableConfig, TableError, Thinking};
use morris_play::{Brains, Player, Seeds};

use crate::command::Command;

/// Nodes a level-10 AI searches per move when input is scripted, where a
/// time budget would make games differ from run to run.
pub const SCRIPTED_NODES: u64 = 400_000;

/// Nodes the hint searches when input is scripted.
pub const SCRIPTED_HINT_NODES: u64 = 200_000;

/// The depth `analyze` searches to when input is scripted (and no depth is
/// given), so the same input gives the same values.
pub const SCRIPTED_ANALYSIS_DEPTH: u32 = 4;

/// AI players stop moving by themselves after this many turns (only
/// reachable with both the repetition and the N-move rule off).
pub const MAX_AUTO_TURNS: usize = morris_play::table::MAX_AUTO_TURNS;

/// How the session is driven.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A person at a terminal: the board is shown after changes, level 10
    /// thinks for a time on every core.
    Interactive,
    /// Lines from a pipe or a test: no board unless asked, and the AI
    /// searches fixed budgets on one thread so that the same input gives the
    /// same game.
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
    pub players: ByColor<Player>,
    /// The seed of the AI's random choices (White's AI; Black's uses the
    /// next number).
    pub seed: u64,
    /// Thinking time of level 10 in interactive mode (with clocks, a share
    /// of the clock instead).
    pub movetime: Duration,
    /// The clocks.
    pub time_control: TimeControl,
    /// Where the endgame databases live (`morris solve` builds them); `None`
    /// for none.
    pub databases: Option<PathBuf>,
    /// The terminal's width in columns, to wrap long help at words; `None`
    /// leaves lines whole (scripts).
    pub width: Option<usize>,
    /// The program that plays a side given to an engine.
    pub engine: Option<morris_engine::EngineCommand>,
    /// The data directory, where the puzzle record is kept; `None`: kept
    /// in memory only.
    pub data: Option<morris_play::DataDir>,
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
            players: ByColor::new(Player::Human, Player::ai(Level::DEFAULT)),
            seed: 1,
            movetime: Duration::from_secs(2),
            time_control: TimeControl::None,
            databases: None,
            width: None,
            engine: None,
            data: None,
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
    /// Whether the AI started thinking: the caller waits for it
    /// ([`Session::wait_thinking`] or [`Session::think_to_end`]).
    pub think: bool,
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
        self.think |= other.think;
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

/// A game session.
#[derive(Debug)]
pub struct Session {
    loc: Localizer,
    mode: Mode,
    color: bool,
    /// The game with its AI, clocks, autosave, analysis and database
    /// build: this session turns lines into its commands and its events
    /// into words.
    table: Table,
    /// The rules `new` starts with: the game's, unless `set` changed them
    /// after the game began.
    next_rules: Rules,
    /// The level of `ai` for a person's side, and of new AI players.
    level: Level,
    movetime: Duration,
    /// The board changed since it was last shown.
    dirty: bool,
    /// The terminal's width, for wrapping help.
    width: Option<usize>,
    /// The `analyze` under way.
    analysing: Option<thinking::Analysing>,
    /// The last analysis shown, for `analyze all`.
    analysed: Option<thinking::Analysed>,
    /// The pair the database build under way builds, when it is one pair.
    building_pair: Option<morris_ai::db::Pair>,
    /// A `new`, `load` or `setup` that waits for a yes before it replaces
    /// the game in progress.
    confirm: Option<Command>,
    /// The game's version when it was last saved or loaded: replacing it
    /// then loses nothing.
    saved_version: Option<u64>,
    /// The mistakes being tried again (`review practice`).
    practice: Option<Box<morris_ai::review::Practice>>,
    /// The last review, of the game with exactly its turns: shown again
    /// without searching, and written into a record saved.
    reviewed: Option<morris_ai::review::Review>,
    /// The puzzles (`puzzle`), once asked for.
    puzzles: Option<Box<puzzles::PuzzleState>>,
    /// Where the puzzle record is kept.
    data: Option<morris_play::DataDir>,
    /// Where the endgame databases live.
    databases_dir: Option<std::path::PathBuf>,
    /// The seed the session was made with (the puzzles' choices).
    seed: u64,
}

impl Session {
    /// A session with a new game.
    #[must_use]
    pub fn new(options: SessionOptions) -> Session {
        let level = [options.players.white, options.players.black]
            .into_iter()
            .find_map(Player::level)
            .unwrap_or(Level::DEFAULT);
        let (thinking, threads) = match options.mode {
            Mode::Interactive => (
                Thinking::Timed {
                    move_time: options.movetime,
                    hint_time: options.movetime.min(Duration::from_secs(1)),
                },
                Brains::all_cores(),
            ),
            Mode::Scripted => (
                Thinking::Fixed {
                    move_nodes: SCRIPTED_NODES,
                    hint_nodes: SCRIPTED_HINT_NODES,
                },
                1,
            ),
        };
        let databases_dir = options.databases.clone();
        let table = Table::new(
            TableConfig {
                rules: options.rules,
                players: options.players,
                time_control: options.time_control,
                thinking,
                seeds: Seeds::Fixed(options.seed),
                threads,
                databases: options.databases,
                keep: None,
                engine: options.engine,
            },
            Instant::now(),
        );
        Session {
            loc: Localizer::new(options.lang),
            mode: options.mode,
            color: options.color,
            table,
            next_rules: options.rules,
            level,
            movetime: options.movetime,
            dirty: true,
            width: options.width,
            analysing: None,
            analysed: None,
            building_pair: None,
            confirm: None,
            saved_version: None,
            practice: None,
            reviewed: None,
            puzzles: None,
            data: options.data,
            databases_dir,
            seed: options.seed,
        }
    }

    /// The game in play, as the table shows it.
    fn play(&self) -> &morris_play::Session {
        self.table.session()
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        self.table.game()
    }

    /// Who plays each side.
    #[must_use]
    pub fn players(&self) -> ByColor<Player> {
        self.play().players()
    }

    /// Asks the tablebase server `tablebase` (docs/TABLEBASE.md) for the
    /// hint's and level 10's turns where this computer's databases do not
    /// know the position.
    pub fn set_tablebase(&mut self, tablebase: Option<morris_play::tablebase::Tablebase>) {
        self.table.set_tablebase(tablebase);
    }

    /// The messages.
    #[must_use]
    pub fn localizer(&self) -> &Localizer {
        &self.loc
    }

    /// The placement or move typed so far that waits for its removal, with
    /// the removals chosen so far, if any.
    #[must_use]
    pub fn pending(&self) -> Option<Move> {
        self.play()
            .entry()
            .waiting()
            .map(|t| t.base().with_removals(t.removed()))
    }

    /// Keeps the unfinished game in `path` after every change from now on
    /// (written atomically; removed when the game ends). The file is not
    /// touched before the next change.
    pub fn set_keep_file(&mut self, path: Option<PathBuf>) {
        self.table.set_keep_file(path);
    }

    /// Keeps the unfinished game with `autosave` (a file this program
    /// claimed) after every change from now on; nothing is written before
    /// the next change.
    pub fn set_autosave(&mut self, autosave: morris_play::Autosave) {
        self.table.set_autosave(autosave);
    }

    /// The record of the game, with the date and the players.
    #[must_use]
    pub fn record(&self) -> Record {
        self.play().record()
    }

    // ---- Reading lines -------------------------------------------------

    /// Parses and executes one line. Thinking the command starts is in
    /// [`Reply::think`].
    pub fn execute(&mut self, line: &str) -> Reply {
        if let Some(command) = self.confirm.take() {
            let mut reply = self.answer_replace(command, line);
            let more = self.said();
            reply.push(&more);
            return reply;
        }
        if self.practice.is_some() {
            return self.practice_line(line);
        }
        if self.is_puzzling() {
            return self.puzzle_line(line);
        }
        let mut reply = match line.parse::<Command>() {
            Ok(command) => self.run(command),
            Err(e) => Reply::error(self.parse_error_text(&e)),
        };
        // What else happened (a failed keep, the end of a database build).
        let more = self.said();
        reply.push(&more);
        reply
    }

    /// Executes one line and everything it sets off, blocking: the thinking
    /// it asks for and the moves of AI players after it.
    pub fn run_line(&mut self, line: &str) -> Reply {
        // A flag that fell while the player thought ends the game first.
        let flag = self.tick();
        let mut reply = self.execute(line);
        if !flag.is_empty() {
            reply.text = if reply.text.is_empty() {
                flag
            } else {
                format!("{flag}\n{}", reply.text)
            };
        }
        if reply.think {
            reply.think = false;
            reply.append(self.think_to_end());
        }
        let more = self.play_ai_turns();
        reply.push(&more);
        reply
    }

    /// AI players wait until `ai` is typed (after a Ctrl-C stopped one).
    pub fn pause(&mut self) {
        let _ = self.apply(Do::PauseAi(true));
        let _ = self.table.take_events();
    }

    /// Whether both sides are AI players.
    #[must_use]
    pub fn ai_against_ai(&self) -> bool {
        !self.play().has_human()
    }

    /// Drops a move that waits for its removal, or a `new`, `load` or
    /// `setup` that waits for its yes (Ctrl-C at the question); says so, or
    /// `None` when nothing waited.
    pub fn cancel_pending(&mut self) -> Option<String> {
        if self.confirm.take().is_some() {
            return Some(tr!(self.loc, "replace-declined"));
        }
        self.pending()?;
        self.apply_said(Do::CancelTurn).ok()
    }

    /// The table's work now (the AI's answer, a flag fall, the end of a
    /// database build), in words.
    pub fn tick(&mut self) -> String {
        self.table.tick(Instant::now());
        self.said()
    }

    /// While a person's clock runs: the time it has left, and what to say
    /// if it runs out before the person answers (the loop says it at once,
    /// over the prompt, and [`Session::tick`] then ends the game).
    #[must_use]
    pub fn flag_watch(&self) -> Option<(std::time::Duration, String)> {
        let game = self.game();
        if game.is_over() {
            return None;
        }
        let clocks = self.table.session().clocks()?;
        let side = clocks.running()?;
        if !self.table.session().players()[side].is_person() {
            return None;
        }
        let mut over = game.clone();
        over.time_forfeit(side);
        let outcome = over.outcome()?;
        Some((
            clocks.left(side, Instant::now()),
            self.flag_text(side, outcome),
        ))
    }

    // ---- Text for the loop ---------------------------------------------

    /// The prompt: whose turn it is, the removal question, or whether to
    /// replace the game in progress.
    #[must_use]
    pub fn prompt(&self) -> String {
        if let Some(question) = self.replace_question() {
            return format!("{question} ");
        }
        if let Some(prompt) = self.practice_prompt() {
            return format!("{prompt} ");
        }
        if let Some(prompt) = self.puzzle_prompt() {
            return format!("{prompt} ");
        }
        if self.game().is_over() {
            return "> ".to_owned();
        }
        let name = self.color_name(self.play().side_to_move());
        if self.pending().is_some() {
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

    /// Whether the next line answers a question (whether to replace the
    /// game in progress) rather than being a move or command.
    #[must_use]
    pub fn is_asking(&self) -> bool {
        self.confirm.is_some()
    }

    /// What the completer offers now.
    #[must_use]
    pub fn completions(&self) -> Completions {
        if self.confirm.is_some() {
            return Completions::default();
        }
        match self.play().entry().waiting() {
            Some(turn) => Completions {
                moves: Vec::new(),
                removals: turn
                    .removal_targets()
                    .iter()
                    .map(|p| p.to_string())
                    .collect(),
            },
            None => Completions {
                moves: self
                    .game()
                    .legal_moves()
                    .iter()
                    .map(Move::to_string)
                    .collect(),
                removals: Vec::new(),
            },
        }
    }

    /// The greeting of an interactive session.
    #[must_use]
    pub fn welcome(&self) -> String {
        tr!(
            self.loc,
            "welcome",
            version = env!("CARGO_PKG_VERSION"),
            rules = self.rules_text(self.game().rules()),
            sides = self.sides_text(),
            examples = morris_i18n::words::move_examples(self.game().rules())
        )
    }

    /// Whether the last change of the game could not be kept in its file
    /// (the file holds an older game, or none).
    #[must_use]
    pub fn keep_failed(&self) -> bool {
        matches!(self.table.kept(), Kept::Failed(_))
            && !self.game().moves().is_empty()
            && !self.game().is_over()
    }

    /// The goodbye of an interactive session: says that an unfinished game
    /// is kept.
    #[must_use]
    pub fn farewell(&self) -> Option<String> {
        if self.mode != Mode::Interactive
            || self.table.keep_path().is_none()
            || self.game().moves().is_empty()
            || self.game().is_over()
        {
            return None;
        }
        // Never a claim of a save that did not happen.
        Some(match self.table.kept() {
            Kept::Failed(reason) => tr!(self.loc, "not-kept-on-quit", reason = reason.as_str()),
            Kept::Kept | Kept::Nothing => tr!(self.loc, "kept-on-quit"),
        })
    }

    // ---- Moves ---------------------------------------------------------

    fn game_over_error(&self) -> Result<(), String> {
        if self.game().is_over() {
            Err(tr!(self.loc, "error-game-over"))
        } else {
            Ok(())
        }
    }

    /// A move as typed, perhaps without all its removals: played, or held
    /// for them.
    fn play_typed(&mut self, m: Move) -> Result<String, String> {
        self.game_over_error()?;
        let waiting = self.pending();
        // A point alone answers the removal question.
        let tried = match waiting {
            Some(w) if m.from().is_none() && m.removals().is_empty() => w.with_removal(m.to()),
            _ => m,
        };
        let entered = self.table.apply(Do::Enter(m), Instant::now());
        self.after_entry(entered, tried)
    }

    /// Removals typed after their move.
    fn remove(&mut self, points: PointSet) -> Result<String, String> {
        self.game_over_error()?;
        let Some(waiting) = self.pending() else {
            // Removals due are a turn of their own.
            if let Some(turn) = Move::removals_only(points)
                && self.game().position().removals_due() > 0
            {
                return self.play_typed(turn);
            }
            return Err(tr!(self.loc, "error-no-pending"));
        };
        if let Some(p) = (points & waiting.removals()).first() {
            return Err(self.bad_move_text(
                &waiting.to_string(),
                &morris_core::ParseMoveError::DuplicateRemoval(p),
            ));
        }
        let tried = waiting.with_removals(waiting.removals() | points);
        let entered = self.table.apply(Do::Remove(points), Instant::now());
        self.after_entry(entered, tried)
    }

    /// Says what a typed move or removal did: played, waiting for more
    /// removals (and the question), or why it was refused (`tried` is the
    /// move as the player meant it).
    fn after_entry(
        &mut self,
        entered: Result<(), TableError>,
        tried: Move,
    ) -> Result<String, String> {
        match entered {
            Err(TableError::Refused(refusal)) => return Err(self.refusal_text(&refusal, tried)),
            Err(e) => return Err(self.table_error_text(&e)),
            Ok(()) => {}
        }
        let said = self.said();
        let question = self.ask_removal();
        Ok([said, question]
            .into_iter()
            .filter(|t| !t.is_empty())
            .collect::<Vec<_>>()
            .join("\n"))
    }

    /// The question for the next removal of the waiting move.
    fn ask_removal(&self) -> String {
        let Some(turn) = self.play().entry().waiting() else {
            return String::new();
        };
        let points = words::join_points(turn.removal_targets());
        if turn.removed().is_empty() {
            tr!(
                self.loc,
                "ask-removal",
                mv = turn.base().to_string(),
                points = points
            )
        } else {
            tr!(self.loc, "ask-removal-another", points = points)
        }
    }
}
