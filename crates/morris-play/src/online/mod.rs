//! A game against a friend on another machine, through `morris serve`: the
//! controller both frontends use for it. The server decides every turn; this
//! side keeps the game as the core replays the server's moves, checks a
//! turn with the core before sending it (so a mistyped turn is refused at
//! once, in the player's language), and turns what the server says into
//! [`OnlineEvent`]s a frontend words and shows.
//!
//! ```no_run
//! use morris_play::online::{OnlineGame, OnlineEvent, host_settings};
//! use morris_play::clock::TimeControl;
//!
//! let settings = host_settings(Default::default(), TimeControl::None, None)?;
//! let mut online = OnlineGame::host("127.0.0.1:7700", "Ann", settings, None)?;
//! for event in online.poll(std::time::Duration::from_secs(1)) {
//!     if let OnlineEvent::Seated { invite: Some(code), .. } = event {
//!         println!("Invite code: {code}");
//!     }
//! }
//! # Ok::<(), String>(())
//! ```

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use morris_client::{Client, parse_invite};
use morris_core::{ByColor, Color, Game, Move, Outcome, Rules, Termination};
use morris_protocol::{ClientMessage, ClockSettings, Enter};
pub use morris_protocol::{
    ClockState, ColorChoice, ErrorCode, ErrorMessage, GameState, Notice, RoomSettings,
};

use crate::clock::TimeControl;

mod event;
mod follow;
mod seat;
pub use event::{OnlineEvent, PlayRefusal, Question};
pub use seat::{KeptSeat, SEAT_FILE};

/// The server a client uses when none is given.
pub const DEFAULT_SERVER: &str = "127.0.0.1:7700";

/// The settings of a new room: the rules, a clock of the form the apps
/// offer (minutes and an increment; a time per turn is not played online)
/// and the host's colour.
///
/// # Errors
/// A time per turn, which online rooms do not keep.
pub fn host_settings(
    rules: Rules,
    clock: TimeControl,
    color: Option<Color>,
) -> Result<RoomSettings, String> {
    let clock = match clock {
        TimeControl::None => None,
        TimeControl::Game { minutes, increment } => Some(ClockSettings {
            initial_ms: u64::from(minutes) * 60_000,
            increment_ms: u64::from(increment) * 1_000,
        }),
        TimeControl::PerTurn { .. } => {
            return Err(
                "online games keep a clock for the game (e.g. 5+3), not a time per turn".to_owned(),
            );
        }
    };
    Ok(RoomSettings {
        clock,
        color: match color {
            Some(Color::White) => ColorChoice::White,
            Some(Color::Black) => ColorChoice::Black,
            None => ColorChoice::Random,
        },
        ..RoomSettings::new(rules)
    })
}

/// One online game as a frontend plays it.
#[derive(Debug)]
pub struct OnlineGame {
    client: Client,
    server: String,
    host: Option<bool>,
    state: Option<GameState>,
    /// When the last state came, to run its clocks on.
    state_at: Option<Instant>,
    game: Option<Game>,
    /// Why the connection is gone for good, once it is.
    failure: Option<String>,
    /// The server's refusal, when it turned the hello away for good (an
    /// unknown code, a full game): the frontends word it.
    turned_away: Option<morris_protocol::ErrorMessage>,
    room: Option<(String, String)>,
    /// The certificates trusted for the server, and where the seat is
    /// kept for a rejoin ([`OnlineGame::keep_seat_in`]).
    ca: Option<PathBuf>,
    seat_dir: Option<PathBuf>,
    pending_welcome: Option<morris_protocol::Welcome>,
    /// A request of ours was sent and the server has not answered since.
    asking: bool,
    /// Our last turn sent and not yet seen in a state: sent again after a
    /// reconnection when the server does not have it (a server killed
    /// before it kept the turn never told anyone of it).
    unconfirmed: Option<(u32, Move)>,
    resend_check: bool,
    /// A turn was sent again: the server's refusal of a copy is not news.
    resent: bool,
    /// The number of the last notice applied to `game`; `None` until a
    /// state is taken, and after a gap (the next state is taken whole).
    applied: Option<u64>,
}

impl OnlineGame {
    fn start(
        server: &str,
        name: &str,
        enter: Enter,
        ca: Option<&Path>,
    ) -> Result<OnlineGame, String> {
        Ok(OnlineGame {
            client: Client::connect_with(server, name, enter, ca)?,
            server: server.trim().trim_end_matches('/').to_owned(),
            host: None,
            state: None,
            state_at: None,
            game: None,
            failure: None,
            turned_away: None,
            room: None,
            ca: ca.map(Path::to_path_buf),
            seat_dir: None,
            pending_welcome: None,
            asking: false,
            unconfirmed: None,
            resend_check: false,
            resent: false,
            applied: None,
        })
    }

    /// Creates a room on `server` and sits in it. `ca` names a PEM file
    /// of certificates to trust beside the usual roots, for a TLS server
    /// with a certificate of its own.
    ///
    /// # Errors
    /// When `server` is not an address or `ca` cannot be read.
    pub fn host(
        server: &str,
        name: &str,
        settings: RoomSettings,
        ca: Option<&Path>,
    ) -> Result<OnlineGame, String> {
        OnlineGame::start(server, name, Enter::Host { settings }, ca)
    }

    /// Joins a room with an invite code or link; a link names the server,
    /// else `server` is used.
    ///
    /// # Errors
    /// When the invite or the server is not well formed, or `ca` cannot
    /// be read.
    pub fn join(
        invite: &str,
        server: &str,
        name: &str,
        ca: Option<&Path>,
    ) -> Result<OnlineGame, String> {
        let (linked, code) = parse_invite(invite)?;
        let server = linked.as_deref().unwrap_or(server);
        OnlineGame::start(server, name, Enter::Join { code }, ca)
    }

    /// Comes back to a seat after the program stopped, kept as
    /// [`OnlineGame::kept_seat`] gave it.
    ///
    /// # Errors
    /// When its server is not an address or its certificates cannot be
    /// read.
    pub fn rejoin(seat: &KeptSeat) -> Result<OnlineGame, String> {
        let (room, token) = (seat.room.clone(), seat.token.clone());
        OnlineGame::start(
            &seat.server,
            "",
            Enter::Rejoin { room, token },
            seat.ca.as_deref(),
        )
    }

    /// The server, as given.
    #[must_use]
    pub fn server(&self) -> &str {
        &self.server
    }

    /// The seat to keep, once the server seated us.
    #[must_use]
    pub fn kept_seat(&self) -> Option<KeptSeat> {
        let (room, token) = self.room.as_ref()?;
        Some(KeptSeat {
            server: self.server.clone(),
            room: room.clone(),
            token: token.clone(),
            ca: self.ca.clone(),
        })
    }

    /// Keeps the seat in `dir` each time the server seats us, for a rejoin
    /// after the program stopped ([`OnlineEvent::SeatNotKept`] when it
    /// cannot be).
    pub fn keep_seat_in(&mut self, dir: &Path) {
        self.seat_dir = Some(dir.to_path_buf());
    }

    /// Our colour in the current game, once seated.
    #[must_use]
    pub fn color(&self) -> Option<Color> {
        let state = self.state.as_ref()?;
        let host = self.host?;
        Some(if host {
            state.host_color
        } else {
            state.host_color.other()
        })
    }

    /// The room as the server last said.
    #[must_use]
    pub fn state(&self) -> Option<&GameState> {
        self.state.as_ref()
    }

    /// The game as the core replays the server's turns.
    #[must_use]
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// The game's end, as the server decided it.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        let o = self.state.as_ref()?.outcome.as_ref()?;
        Some(Outcome {
            winner: o.winner,
            termination: o.termination.parse().unwrap_or(Termination::Resignation),
        })
    }

    /// The game's record as the server writes it: our format, with both
    /// players' names.
    #[must_use]
    pub fn record_text(&self) -> Option<String> {
        let state = self.state.as_ref()?;
        let names = state
            .names
            .clone()
            .map(|n| n.unwrap_or_else(|| "?".to_owned()));
        Some(morris_protocol::record_text(
            self.game.as_ref()?,
            &names,
            state.game,
        ))
    }

    /// The time each side has left at `now`, in a timed game: the server's
    /// figures, the running side's counted down from when they came. The
    /// server judges the flag; this is for showing.
    #[must_use]
    pub fn clock_left(&self, now: Instant) -> Option<ByColor<Duration>> {
        let clock = self.state.as_ref()?.clock.as_ref()?;
        let mut left = clock.left_ms.map(Duration::from_millis);
        if let Some(side) = clock.running {
            left[side] = left[side].saturating_sub(self.since_state(now));
        }
        Some(left)
    }

    /// The time since the last state came, at `now`.
    fn since_state(&self, now: Instant) -> Duration {
        self.state_at
            .map_or(Duration::ZERO, |at| now.saturating_duration_since(at))
    }

    /// How long the friend has been away at `now`, and how long they may
    /// stay away before the game can be claimed; `None` while they are
    /// connected (or have not come).
    #[must_use]
    pub fn opponent_away(&self, now: Instant) -> Option<(Duration, Duration)> {
        let state = self.state.as_ref()?;
        let them = self.color()?.other();
        if state.connected[them] || state.names[them].is_none() {
            return None;
        }
        let away = Duration::from_millis(state.away_ms[them].unwrap_or(0)) + self.since_state(now);
        Some((away, Duration::from_millis(state.away_limit_ms)))
    }

    /// Our last turn, sent and not yet in a state the server sent.
    #[must_use]
    pub fn unconfirmed(&self) -> Option<Move> {
        self.unconfirmed.map(|(_, mv)| mv)
    }

    /// Whether the room lets both players use the AI's hint and analysis.
    #[must_use]
    pub fn help_allowed(&self) -> bool {
        self.state.as_ref().is_some_and(|s| s.help)
    }

    /// The friend's name, once they came.
    #[must_use]
    pub fn opponent_name(&self) -> Option<&str> {
        let them = self.color()?.other();
        self.state.as_ref()?.names.get(them).as_deref()
    }

    /// Whether a request of ours (an offer, an answer, a resignation, a
    /// claim) waits for the server to answer: it answers every message it
    /// accepts with a state and every one it refuses with a refusal.
    #[must_use]
    pub const fn is_asking(&self) -> bool {
        self.asking
    }

    /// Whether the friend has taken the seat.
    #[must_use]
    pub fn has_opponent(&self) -> bool {
        self.state
            .as_ref()
            .is_some_and(|s| s.names.white.is_some() && s.names.black.is_some())
    }

    /// Whether it is our turn in a game that goes on, with the friend here.
    #[must_use]
    pub fn is_our_turn(&self) -> bool {
        self.has_opponent()
            && self.outcome().is_none()
            && self.state.as_ref().map(|s| s.to_move) == self.color()
    }

    /// Whether the connection is gone for good.
    #[must_use]
    pub const fn is_broken(&self) -> bool {
        self.failure.is_some()
    }

    /// Why the connection is gone for good, once it is.
    #[must_use]
    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    /// The server's refusal, when it turned us away for good (then also
    /// the [`OnlineGame::failure`], in the server's English).
    #[must_use]
    pub fn turned_away(&self) -> Option<&morris_protocol::ErrorMessage> {
        self.turned_away.as_ref()
    }

    /// Whether a request of the friend waits for our answer: a draw, a
    /// take-back or a rematch.
    #[must_use]
    pub fn pending_question(&self) -> Option<Question> {
        let state = self.state.as_ref()?;
        let them = self.color()?.other();
        if state.draw_offer == Some(them) {
            Some(Question::Draw)
        } else if state.take_back == Some(them) {
            Some(Question::TakeBack)
        } else if state.rematch == Some(them) {
            Some(Question::Rematch)
        } else {
            None
        }
    }

    /// Why we cannot play a turn now, if we cannot: not seated, no friend
    /// yet, the game over, or the friend's turn.
    #[must_use]
    pub fn cannot_play(&self) -> Option<PlayRefusal> {
        Some(if self.game.is_none() {
            PlayRefusal::NotSeated
        } else if !self.has_opponent() {
            PlayRefusal::NoOpponent
        } else if let Some(outcome) = self.outcome() {
            PlayRefusal::Over(outcome)
        } else if !self.is_our_turn() {
            PlayRefusal::NotOurTurn
        } else {
            return None;
        })
    }

    /// Plays `mv`, checked by the core first.
    ///
    /// # Errors
    /// Why it cannot be played here: [`OnlineGame::cannot_play`], or the
    /// core's reason.
    pub fn play(&mut self, mv: Move) -> Result<(), PlayRefusal> {
        if let Some(refusal) = self.cannot_play() {
            return Err(refusal);
        }
        let game = self.game.as_ref().ok_or(PlayRefusal::NotSeated)?;
        game.position()
            .check(mv)
            .map_err(|e| PlayRefusal::Illegal(e.reason))?;
        let ply = game.moves().len() as u32;
        self.client.send(ClientMessage::Move {
            ply,
            turn: mv.to_string(),
        });
        self.unconfirmed = Some((ply, mv));
        Ok(())
    }

    /// Resigns.
    pub fn resign(&mut self) {
        self.ask(ClientMessage::Resign);
    }

    /// Offers a draw.
    pub fn offer_draw(&mut self) {
        self.ask(ClientMessage::OfferDraw);
    }

    /// Asks to take back our last turn.
    pub fn ask_take_back(&mut self) {
        self.ask(ClientMessage::AskTakeBack);
    }

    /// Asks for a rematch, or accepts the friend's.
    pub fn ask_rematch(&mut self) {
        self.ask(ClientMessage::AskRematch);
    }

    /// Claims the game from a friend who stayed away past the limit.
    pub fn claim_win(&mut self) {
        self.ask(ClientMessage::ClaimWin);
    }

    /// Answers the friend's pending question.
    pub fn answer(&mut self, question: Question, accept: bool) {
        self.ask(match question {
            Question::Draw => ClientMessage::AnswerDraw { accept },
            Question::TakeBack => ClientMessage::AnswerTakeBack { accept },
            Question::Rematch => ClientMessage::AnswerRematch { accept },
        });
    }

    fn ask(&mut self, request: ClientMessage) {
        self.client.send(request);
        self.asking = true;
    }
}

#[cfg(test)]
mod tests;
