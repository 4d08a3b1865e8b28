//! What goes into a [`super::Table`] (commands) and what comes out of it
//! besides the view (events, errors).

use std::fmt;

use morris_core::{ByColor, Color, Game, Move, Outcome, Point, PointSet, Position, Record, Rules};
use morris_core::{RecordError, Termination};

use crate::Player;
use crate::Session;
use crate::build::BuildEnd;
use crate::clock::TimeControl;
use crate::entry::Refusal;
use crate::online::{OnlineEvent, PlayRefusal, Question};
use crate::session::Hint;

/// What a frontend asks of the game: every input of a player, and every
/// change of the game around the rules.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum Command {
    /// The player clicks a point of the board.
    Click(Point),
    /// The player drags the piece on the first point to the second (a
    /// piece in hand is placed with a click).
    Drag(Point, Point),
    /// The player types a move, a point or removals in notation.
    Type(String),
    /// The player enters a whole move, perhaps without all its removals.
    Enter(Move),
    /// The player makes removals for the turn that waits for them.
    Remove(PointSet),
    /// Drops the half-made turn.
    CancelTurn,
    /// Takes back the last move; against the AI, back to the person's turn.
    Undo,
    /// Plays again what undo took back.
    Redo,
    /// Shows the position after the first N moves, of those played and
    /// those undo took back.
    GoTo(usize),
    /// A side resigns: the one named, or the person who speaks (see
    /// [`Session::resigner`]).
    Resign(Option<Color>),
    /// The person who speaks offers a draw; an AI answers at once by the
    /// draw policy ([`crate::draw`]), another person is asked.
    OfferDraw,
    /// The other person answers a draw offer.
    AnswerDraw(bool),
    /// A hint for the person to move: exact at once when the endgame
    /// databases cover the position, else a short search.
    Hint,
    /// The AI plays the side to move now: at its player's level, or at
    /// this level for a person's side. A waiting AI is woken.
    AiMove(morris_ai::Level),
    /// The AI's search plays the best move it has found so far.
    HurryAi,
    /// AI players wait until told (`true`), or play on (`false`).
    PauseAi(bool),
    /// A new game under these rules between these players; the clocks
    /// start afresh under the time control in force.
    NewGame {
        /// The rules.
        rules: Rules,
        /// Who plays each side.
        players: ByColor<Player>,
    },
    /// Goes on with a record's game (see [`Session::load_record`]).
    Load(Record),
    /// Goes on with this game (from a position set up), the same players;
    /// the clocks start afresh.
    Start(Game),
    /// Changes who plays; a waiting AI keeps waiting.
    SetPlayers(ByColor<Player>),
    /// The clocks start afresh under this control (`none` takes them away).
    SetTimeControl(TimeControl),
    /// Answers the pending question of the friend in an online game (a
    /// draw, a take-back, a rematch); `Answer(Question::Draw, _)` also
    /// answers a draw offer at this computer.
    Answer(Question, bool),
    /// Asks the friend of an online game for a rematch (colours swapped),
    /// or accepts theirs.
    Rematch,
    /// Claims the online game from a friend who stayed away past the
    /// room's limit.
    ClaimWin,
    /// The frontend holds the game still (its position editor is open):
    /// the clocks stop, the AI neither starts nor plays, its search is
    /// dropped. `false` lets the game go on.
    Hold(bool),
}

/// Why a command changed nothing.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum TableError {
    /// The player's input was refused, and why.
    Refused(Refusal),
    /// The game is over.
    GameOver,
    /// There is no move to take back.
    NothingToUndo,
    /// There is no move to play again.
    NothingToRedo,
    /// Only AIs play: no person resigns or offers a draw unless a side is
    /// named.
    NoPerson,
    /// No draw offer waits for an answer.
    NoDrawOffer,
    /// The record's game cannot be replayed.
    Record(RecordError),
    /// The game stands still while the frontend holds it.
    Held,
    /// Not in an online game: the friend on the other machine decides
    /// together with the server (take-backs and draws are asked for); a
    /// new game, a record or a position set up waits until the online
    /// game is left.
    Online,
    /// Only an online game has this (a rematch, a claim).
    NotOnline,
    /// No question of the friend's waits for that answer.
    NoQuestion,
    /// The online room was made without hints and analysis.
    NoHelp,
    /// The online game did not take the turn, and why; the board shows
    /// the server's game again.
    OnlineRefused(PlayRefusal),
}

impl fmt::Display for TableError {
    /// A plain English sentence, for logs; frontends word it themselves.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::Refused(refusal) => write!(f, "refused: {refusal:?}"),
            TableError::GameOver => f.write_str("the game is over"),
            TableError::NothingToUndo => f.write_str("there is no move to take back"),
            TableError::NothingToRedo => f.write_str("there is no move to play again"),
            TableError::NoPerson => f.write_str("no person plays"),
            TableError::NoDrawOffer => f.write_str("no draw offer waits for an answer"),
            TableError::Record(e) => write!(f, "the record cannot be replayed: {e}"),
            TableError::Held => f.write_str("the game is held"),
            TableError::Online => f.write_str("not in an online game"),
            TableError::NotOnline => f.write_str("only in an online game"),
            TableError::NoQuestion => f.write_str("no such question waits for an answer"),
            TableError::NoHelp => f.write_str("the room was made without hints and analysis"),
            TableError::OnlineRefused(r) => write!(f, "the online game refused the turn: {r:?}"),
        }
    }
}

impl std::error::Error for TableError {}

/// Something that happened, for the frontend to announce: in the order it
/// happened, each once.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum Event {
    /// A whole turn was played.
    Played {
        /// The side that played it.
        side: Color,
        /// The turn, its removals included.
        mv: Move,
        /// The position before it (to animate the move).
        before: Position,
        /// Whether the AI played it (else a person).
        by_ai: bool,
    },
    /// A placement or move that waited for its removals was replaced by
    /// another input.
    Dropped(Move),
    /// Undo or going back took these moves back, the last first; a
    /// resignation, agreement or flag fall taken back comes first as its
    /// termination.
    TookBack {
        /// The moves, the last played first.
        moves: Vec<Move>,
        /// A declared end of the game (resignation, agreement, time) that
        /// was taken back with them.
        undeclared: Option<Termination>,
    },
    /// Redo or going forward played these moves again, in order.
    PlayedAgain(Vec<Move>),
    /// The game ended.
    Over(Outcome),
    /// This side's time ran out (the [`Event::Over`] follows).
    FlagFell(Color),
    /// This side offered a draw, and the other person is asked.
    DrawOffered(Color),
    /// The AI playing this side declined a draw.
    DrawDeclined(Color),
    /// The hint for the position on the board.
    Hint(Hint),
    /// AI players wait to be told to play on.
    AiPaused,
    /// The tablebase server could not be asked or did not answer in time,
    /// and why: the search decides meanwhile. Said once until it answers
    /// again.
    TablebaseAway(String),
    /// The game could not be kept in its file, and why; said once until
    /// keeping works again.
    KeepFailed(String),
    /// The engine playing this side could not be started, crashed, fell
    /// silent or answered what is not a legal move: a person plays the
    /// side from now on. The reason (worded by
    /// `morris_i18n::words::engine_failure`).
    EngineFailed {
        /// The side it played.
        side: Color,
        /// What went wrong.
        reason: morris_engine::client::EngineFailure,
    },
    /// An endgame database file was found but not used, and why (damaged,
    /// made for other rules, unreadable); said once a file. Building the
    /// databases again replaces it.
    DatabaseRefused(String),
    /// What happened in the online game. The friend's turns and the
    /// game's end come as [`Event::Played`] and [`Event::Over`] instead,
    /// when the board follows them; the person's own turn comes as
    /// [`Event::Played`] when played and as `OnlineEvent::Played` here once
    /// the server has it.
    Online(OnlineEvent),
    /// The background database build ended.
    BuildEnded {
        /// How far it went, in pieces on the board.
        pieces: usize,
        /// How it ended.
        end: BuildEnd,
    },
}

/// What a game looked like before a command, to tell what it changed.
#[derive(Clone, Debug)]
pub(super) struct Before {
    moves: Vec<Move>,
    outcome: Option<Outcome>,
    serial: u64,
}

impl Before {
    /// The moves of the game then.
    pub(super) fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The table's game count then.
    pub(super) fn serial(&self) -> u64 {
        self.serial
    }

    pub(super) fn of(session: &Session, serial: u64) -> Before {
        Before {
            moves: session.game().moves().to_vec(),
            outcome: session.game().outcome(),
            serial,
        }
    }

    /// The events of going back or forth from this game to `session`'s.
    pub(super) fn went(&self, session: &Session, serial: u64) -> Option<Event> {
        if serial != self.serial {
            return None;
        }
        let now = session.game().moves();
        let declared = |o: Option<Outcome>| {
            o.map(|o| o.termination).filter(|t| {
                matches!(
                    t,
                    Termination::Resignation
                        | Termination::Agreement
                        | Termination::TimeForfeit
                        | Termination::Abandoned
                )
            })
        };
        if now.len() < self.moves.len() || (self.outcome.is_some() && !session.game().is_over()) {
            let moves: Vec<Move> = self.moves[now.len().min(self.moves.len())..]
                .iter()
                .rev()
                .copied()
                .collect();
            let undeclared = if session.game().is_over() {
                None
            } else {
                declared(self.outcome)
            };
            return Some(Event::TookBack { moves, undeclared });
        }
        (now.len() > self.moves.len()).then(|| Event::PlayedAgain(now[self.moves.len()..].to_vec()))
    }

    /// The game ended since, in the same game (not a new one).
    pub(super) fn ended(&self, session: &Session, serial: u64) -> Option<Outcome> {
        if self.serial != serial || self.outcome.is_some() {
            return None;
        }
        session.game().outcome()
    }
}
