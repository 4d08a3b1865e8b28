//! What changes the app: what the player asks for, and what its workers
//! bring (a file chosen in the dialog, the AI's answer, an AI move whose
//! time has come). Widgets and the work between frames only report these;
//! the app applies them in one place ([`crate::MorrisApp::apply`]).

use std::path::PathBuf;

use morris_core::{ByColor, Point, RecordFormat, Rules};
use morris_i18n::Lang;

use crate::files::FilePurpose;

use crate::settings::Player;
use crate::theme::ThemeChoice;
use morris_play::clock::TimeControl;

/// A new game as the new-game dialog sets it up.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGame {
    /// The rules.
    pub rules: Rules,
    /// Who plays White and Black (before a coin toss).
    pub players: ByColor<Player>,
    /// Whether a coin decides who plays White.
    pub coin_toss: bool,
    /// Whether the players change colours for each next game.
    pub swap_colours: bool,
    /// The clocks.
    pub time_control: TimeControl,
    /// The command line of the engine, for a side an engine plays.
    pub engine: String,
}

/// An intent of the player.
#[must_use]
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Click (or press Enter on) a point.
    ClickPoint(Point),
    /// Drag the piece on `from` to `to`.
    DragPiece {
        /// Where the piece was.
        from: Point,
        /// Where it was dropped.
        to: Point,
    },
    /// Play a move typed in notation, or click a typed point.
    TypeMove(String),
    /// Drop the half-made turn.
    CancelTurn,
    /// Open the new-game dialog.
    OpenNewGame,
    /// Show how to play: the rules in play and the controls.
    OpenHelp,
    /// Start a new game.
    StartGame(NewGame),
    /// Start the next game with the same rules and players (changing
    /// colours or tossing a coin if so chosen).
    PlayAgain,
    /// Close the open dialog.
    CloseDialog,
    /// Take back a move.
    Undo,
    /// Play again a move taken back.
    Redo,
    /// Show the position after this many moves.
    GoTo(usize),
    /// Ask for a hint.
    Hint,
    /// Review the game: open the review window, grading every turn in the
    /// background (the game menu and the game-over dialog).
    OpenReview,
    /// Close the review window and stop the review.
    CloseReview,
    /// Learn from the mistakes the review found: the game waits, the board
    /// goes back before each of the people's mistakes in turn.
    Practise,
    /// Show the answer to the mistake being tried, and go on.
    ShowAnswer,
    /// Leave the mistake being tried unfound, and go on.
    SkipMistake,
    /// End the practice: back to the game as it was.
    LeavePractice,
    /// Open the puzzles in a mode (or change to it): the game waits
    /// behind them.
    OpenPuzzles(morris_play::puzzles::Mode),
    /// Show where the puzzle's answer moves.
    PuzzleHint,
    /// Show the puzzle's answer (a miss).
    PuzzleAnswer,
    /// The puzzle shown, from its start.
    PuzzleAgain,
    /// The next puzzle of the mode.
    PuzzleNext,
    /// Only puzzles of a theme (`None`: any).
    PuzzleTheme(Option<morris_ai::puzzles::Theme>),
    /// The puzzles of another rule set.
    PuzzleRules(morris_core::Preset),
    /// Close the puzzles: back to the game as it was.
    LeavePuzzles,
    /// Resign.
    Resign,
    /// Offer a draw.
    OfferDraw,
    /// Answer a draw offer.
    AnswerDraw(bool),
    /// Pause the AI, or let it move.
    PauseAi(bool),
    /// Choose a game record to open.
    Open,
    /// Choose where to save the game record, in our form or another
    /// program's.
    Save(RecordFormat),
    /// Open the dialog to paste a record or position.
    OpenPaste,
    /// Open a pasted record or position text.
    Import(String),
    /// Copy the game record to the clipboard.
    CopyRecord,
    /// Copy the position text to the clipboard.
    CopyPosition,
    /// Change the theme.
    SetTheme(ThemeChoice),
    /// Change the language (`None`: the system's).
    SetLanguage(Option<Lang>),
    /// Turn the animations on or off.
    SetAnimations(bool),
    /// Turn the marks of legal targets on or off.
    SetShowTargets(bool),
    /// Show every move's value on the board, or stop.
    ToggleAnalysis,
    /// Open the dialog to build the endgame databases.
    OpenDatabases,
    /// Build the databases up to this many pieces in all, in the background.
    BuildDatabases(usize),
    /// Stop the build (what it finished stays).
    CancelBuild,
    /// Ask this server (its address as typed; empty: none) for perfect
    /// play where the databases here do not reach.
    SetTablebase(String),
    /// Set up a position, starting from the one on the board.
    OpenEditor,
    /// What a click does in the editor.
    EditorBrush(crate::editor::Brush),
    /// Pieces in hand of a side, in the editor.
    EditorHand(morris_core::Color, u8),
    /// The side to move, in the editor.
    EditorSide(morris_core::Color),
    /// An empty board in the editor.
    EditorClear,
    /// Play from the set-up position (and turn the analysis on).
    EditorPlay {
        /// Whether to show the analysis too.
        analyse: bool,
    },
    /// Leave the editor; the game goes on as it was.
    CloseEditor,
    /// Set the seconds level 10 thinks per move.
    SetAiSeconds(f32),
    /// Set the seconds between moves when two AIs play.
    SetWatchSeconds(f32),
    /// Open the dialog to host or join an online game.
    OpenOnline,
    /// Host an online game as the dialog sets it up.
    HostOnline(crate::online::OnlineDraft),
    /// Join an online game with the dialog's invite code or link.
    JoinOnline(crate::online::OnlineDraft),
    /// Go back to the online game whose seat the data directory keeps.
    RejoinOnline,
    /// Forget the kept seat of an online game.
    ForgetSeat,
    /// Answer the friend's question (a draw, a take-back, a rematch).
    AnswerOnline(morris_play::online::Question, bool),
    /// Ask the friend for a rematch with the colours swapped.
    Rematch,
    /// Claim the game from a friend away past the room's limit.
    ClaimWin,
    /// Leave the online game, back to the game at this computer.
    LeaveOnline,
    /// Put the keyboard cursor on the board.
    FocusBoard,
    /// Copy a text (the invite code or link) to the clipboard.
    CopyText(String),
    /// Close the window.
    Quit,
    /// Go ahead with a command the player was asked to confirm (it would
    /// end the game in progress).
    Confirmed(Box<Command>),
    /// The file dialog answered with a file (from the dialog, not a widget).
    FileChosen(FilePurpose, PathBuf),
}
