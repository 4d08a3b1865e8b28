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

use std::path::Path;
use std::time::{Duration, Instant};

use morris_client::{Client, Event};
pub use morris_client::{parse_invite, socket_url};
use morris_core::{ByColor, Color, Game, Move, Outcome, Rules, Termination};
use morris_protocol::{ClientMessage, ClockSettings, Enter, Notice};
pub use morris_protocol::{
    ClockState, ColorChoice, ErrorCode, ErrorMessage, GameState, RoomSettings,
};

use crate::clock::TimeControl;

/// The server a client uses when none is given.
pub const DEFAULT_SERVER: &str = "127.0.0.1:7700";

/// What happened in an online game, for the frontend to show.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum OnlineEvent {
    /// The server seated us. The host gets the invite code and its link.
    Seated {
        /// The invite code, for the host.
        invite: Option<String>,
        /// The invite link `http://HOST:PORT/join/CODE`, for the host.
        link: Option<String>,
        /// The watch code, for the host.
        watch: Option<String>,
        /// Our colour in the current game.
        color: Color,
    },
    /// The friend took the seat.
    Joined {
        /// The friend's name.
        name: String,
    },
    /// A turn was played (by either side).
    Played {
        /// Who played.
        side: Color,
        /// The turn.
        mv: Move,
        /// Whether it was ours.
        ours: bool,
    },
    /// The game ended.
    Over(Outcome),
    /// A side offers a draw.
    DrawOffered {
        /// Whether the offer is ours.
        ours: bool,
    },
    /// The draw offer was declined.
    DrawDeclined,
    /// A side asks to take back its last turn.
    TakeBackAsked {
        /// Whether we asked.
        ours: bool,
    },
    /// Turns were taken back.
    TookBack {
        /// How many.
        turns: u32,
    },
    /// The take-back was declined.
    TakeBackDeclined,
    /// A side asks for a rematch.
    RematchAsked {
        /// Whether we asked.
        ours: bool,
    },
    /// The rematch was declined.
    RematchDeclined,
    /// A new game began; our colour in it.
    NewGame {
        /// Our colour.
        color: Color,
    },
    /// The friend's connection broke.
    OpponentAway,
    /// The friend is back.
    OpponentBack,
    /// The server refused what we sent.
    Refused(ErrorMessage),
    /// Our connection broke; the client tries again.
    Reconnecting {
        /// The attempt about to be made.
        attempt: u32,
    },
    /// We are connected again after a break.
    Reconnected,
    /// The game's record, as asked for.
    Record(String),
    /// The connection is gone for good, with the reason.
    Failed(String),
}

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
    seated: bool,
    broken: bool,
    room: Option<(String, String)>,
    pending_welcome: Option<morris_protocol::Welcome>,
    states: u64,
    refusals: u64,
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
            seated: false,
            broken: false,
            room: None,
            pending_welcome: None,
            states: 0,
            refusals: 0,
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

    /// Comes back to a seat after the program stopped: the room and the
    /// seat's token from [`OnlineGame::seat`].
    ///
    /// # Errors
    /// When `server` is not an address.
    pub fn rejoin(
        server: &str,
        room: &str,
        token: &str,
        ca: Option<&Path>,
    ) -> Result<OnlineGame, String> {
        OnlineGame::start(
            server,
            "",
            Enter::Rejoin {
                room: room.to_owned(),
                token: token.to_owned(),
            },
            ca,
        )
    }

    /// The server, as given.
    #[must_use]
    pub fn server(&self) -> &str {
        &self.server
    }

    /// The room and the seat's token, to come back after a crash.
    #[must_use]
    pub fn seat(&self) -> Option<(&str, &str)> {
        self.room.as_ref().map(|(r, t)| (r.as_str(), t.as_str()))
    }

    /// The seat to keep, once the server seated us.
    #[must_use]
    pub fn kept_seat(&self, ca: Option<&Path>) -> Option<KeptSeat> {
        let (room, token) = self.room.as_ref()?;
        Some(KeptSeat {
            server: self.server.clone(),
            room: room.clone(),
            token: token.clone(),
            ca: ca.map(Path::to_path_buf),
        })
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
        let since = self
            .state_at
            .map_or(Duration::ZERO, |at| now.saturating_duration_since(at));
        let mut left = clock.left_ms.map(Duration::from_millis);
        if let Some(side) = clock.running {
            left[side] = left[side].saturating_sub(since);
        }
        Some(left)
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
        let since = self
            .state_at
            .map_or(Duration::ZERO, |at| now.saturating_duration_since(at));
        let away = Duration::from_millis(state.away_ms[them].unwrap_or(0)) + since;
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

    /// How many answers the server has given: states and refusals. The
    /// server answers every message it accepts with a state and every one
    /// it refuses with a refusal, so a frontend that sent something knows
    /// it was heard once this grows.
    #[must_use]
    pub const fn answers(&self) -> u64 {
        self.states + self.refusals
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
            && self.color().is_some()
            && self.state.as_ref().map(|s| s.to_move) == self.color()
    }

    /// Whether the connection is gone for good.
    #[must_use]
    pub const fn is_broken(&self) -> bool {
        self.broken
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

    /// Plays `mv`, checked by the core first.
    ///
    /// # Errors
    /// Why it cannot be played here: not our turn, no friend yet, the game
    /// is over, or the core's reason.
    pub fn play(&mut self, mv: Move) -> Result<(), PlayRefusal> {
        let Some(game) = &self.game else {
            return Err(PlayRefusal::NotSeated);
        };
        if !self.has_opponent() {
            return Err(PlayRefusal::NoOpponent);
        }
        if let Some(outcome) = self.outcome() {
            return Err(PlayRefusal::Over(outcome));
        }
        if !self.is_our_turn() {
            return Err(PlayRefusal::NotOurTurn);
        }
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
    pub fn resign(&self) {
        self.client.send(ClientMessage::Resign);
    }

    /// Offers a draw.
    pub fn offer_draw(&self) {
        self.client.send(ClientMessage::OfferDraw);
    }

    /// Asks to take back our last turn.
    pub fn ask_take_back(&self) {
        self.client.send(ClientMessage::AskTakeBack);
    }

    /// Asks for a rematch, or accepts the friend's.
    pub fn ask_rematch(&self) {
        self.client.send(ClientMessage::AskRematch);
    }

    /// Claims the game from a friend who stayed away past the limit.
    pub fn claim_win(&self) {
        self.client.send(ClientMessage::ClaimWin);
    }

    /// Asks for the game's record ([`OnlineEvent::Record`]).
    pub fn ask_record(&self) {
        self.client.send(ClientMessage::GetRecord);
    }

    /// Answers the friend's pending question.
    pub fn answer(&self, question: Question, accept: bool) {
        self.client.send(match question {
            Question::Draw => ClientMessage::AnswerDraw { accept },
            Question::TakeBack => ClientMessage::AnswerTakeBack { accept },
            Question::Rematch => ClientMessage::AnswerRematch { accept },
        });
    }

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

    fn ours(&self, side: Color) -> bool {
        self.color() == Some(side)
    }

    fn take(&mut self, event: Event, out: &mut Vec<OnlineEvent>) {
        match event {
            Event::Welcome(w) => {
                let again = self.seated;
                self.seated = true;
                self.host = w.host;
                if let Some(token) = &w.token {
                    self.room = Some((w.room.clone(), token.clone()));
                }
                if again {
                    self.resend_check = true;
                    out.push(OnlineEvent::Reconnected);
                    return;
                }
                self.pending_welcome = Some(w);
            }
            Event::State(state) => {
                self.states += 1;
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
                    let link = w
                        .invite
                        .as_ref()
                        .map(|code| format!("{}/join/{code}", http_base(&self.server)));
                    out.push(OnlineEvent::Seated {
                        invite: w.invite,
                        link,
                        watch: (!w.watch.is_empty()).then_some(w.watch),
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
                out.extend(self.word(notice));
            }
            Event::Refused(e) => {
                self.refusals += 1;
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
            Event::Record(text) => out.push(OnlineEvent::Record(text)),
            // The frontends give hints of their own AI; the server's are
            // for the browser page.
            Event::Hint { .. } => {}
            Event::Reconnecting { attempt, .. } => {
                out.push(OnlineEvent::Reconnecting { attempt });
            }
            Event::Failed(reason) => {
                self.broken = true;
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
                out.push(OnlineEvent::Played {
                    side: *side,
                    mv,
                    ours: ours == Some(*side),
                });
            }
            Notice::Over(o) => {
                let Ok(termination) = o.termination.parse() else {
                    return false;
                };
                if !morris_protocol::declare(game, o) {
                    return false;
                }
                out.push(OnlineEvent::Over(Outcome {
                    winner: o.winner,
                    termination,
                }));
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
                    let side = before.side_to_move();
                    out.push(OnlineEvent::Played {
                        side,
                        mv,
                        ours: ours == Some(side),
                    });
                }
            }
            if old.outcome.is_none()
                && let Some(o) = &state.outcome
                && let Ok(termination) = o.termination.parse()
            {
                out.push(OnlineEvent::Over(Outcome {
                    winner: o.winner,
                    termination,
                }));
            }
        }
        game
    }

    fn word(&self, notice: Notice) -> Option<OnlineEvent> {
        Some(match notice {
            // Told from the state that follows (see `take`).
            Notice::Played { .. } | Notice::Over(_) => return None,
            Notice::Joined { name } => OnlineEvent::Joined { name },
            Notice::Disconnected { side } if !self.ours(side) => OnlineEvent::OpponentAway,
            Notice::Back { side } if !self.ours(side) => OnlineEvent::OpponentBack,
            Notice::Disconnected { .. } | Notice::Back { .. } => return None,
            Notice::DrawOffered { side } => OnlineEvent::DrawOffered {
                ours: self.ours(side),
            },
            Notice::DrawDeclined => OnlineEvent::DrawDeclined,
            Notice::TakeBackAsked { side } => OnlineEvent::TakeBackAsked {
                ours: self.ours(side),
            },
            Notice::TookBack { turns } => OnlineEvent::TookBack { turns },
            Notice::TakeBackDeclined => OnlineEvent::TakeBackDeclined,
            Notice::RematchAsked { side } => OnlineEvent::RematchAsked {
                ours: self.ours(side),
            },
            Notice::RematchDeclined => OnlineEvent::RematchDeclined,
            // The state that follows gives the new colours.
            Notice::NewGame { .. } => OnlineEvent::NewGame {
                color: self.color()?.other(),
            },
        })
    }
}

/// The file in the data directory that keeps the seat of an online game
/// in play, so that a program started again after a crash can rejoin it.
pub const SEAT_FILE: &str = "online-seat.json";

/// The seat of an online game in play, kept in the data directory.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct KeptSeat {
    /// The server, as the player gave it.
    pub server: String,
    /// The room.
    pub room: String,
    /// The seat's secret token.
    pub token: String,
    /// The certificates trusted for the server, if any.
    #[serde(default)]
    pub ca: Option<std::path::PathBuf>,
}

impl KeptSeat {
    /// The seat kept in `dir`, if one is and it can be read.
    #[must_use]
    pub fn load(dir: &Path) -> Option<KeptSeat> {
        let text = morris_ai::files::read_text(&dir.join(SEAT_FILE), 64 * 1024).ok()?;
        serde_json::from_str(&text).ok()
    }

    /// Keeps the seat in `dir` (atomically; the token is the player's own,
    /// so the file is readable by its owner only where the system allows).
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn save(&self, dir: &Path) -> std::io::Result<()> {
        let text = serde_json::to_string_pretty(self).map_err(std::io::Error::other)?;
        std::fs::create_dir_all(dir)?;
        crate::store::write_atomically(&dir.join(SEAT_FILE), text.as_bytes())
    }

    /// Forgets the seat kept in `dir`, once its game is over.
    pub fn forget(dir: &Path) {
        let _ = std::fs::remove_file(dir.join(SEAT_FILE));
    }
}

/// A question of the friend's that waits for an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// A draw offer.
    Draw,
    /// A take-back request.
    TakeBack,
    /// A rematch request.
    Rematch,
}

/// Why a turn was not sent.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PlayRefusal {
    /// The server has not seated us yet.
    NotSeated,
    /// The friend has not come yet.
    NoOpponent,
    /// It is the friend's turn.
    NotOurTurn,
    /// The game is over.
    Over(Outcome),
    /// The core's reason the turn is illegal.
    Illegal(morris_core::IllegalReason),
}

/// The message of the frontends' catalogue (morris-i18n) that says a
/// server's refusal in the player's words; `None` for a code without words
/// of ours (the server's own sentence is said then).
#[must_use]
pub fn refusal_message(code: ErrorCode) -> Option<&'static str> {
    Some(match code {
        ErrorCode::UnknownCode => "online-error-unknown-code",
        ErrorCode::RoomFull => "online-error-room-full",
        ErrorCode::RoomExpired => "online-error-room-expired",
        ErrorCode::BadToken => "online-error-bad-token",
        ErrorCode::Version => "online-error-version",
        ErrorCode::NotYourTurn => "online-error-not-your-turn",
        ErrorCode::Stale => "online-error-stale",
        ErrorCode::GameOver => "online-error-game-over",
        ErrorCode::NoOpponent => "online-no-opponent",
        ErrorCode::NothingToTakeBack => "online-error-nothing-to-take-back",
        ErrorCode::NotAway => "online-error-not-away",
        ErrorCode::NoRequest => "online-error-no-request",
        ErrorCode::TooFast => "online-error-too-fast",
        ErrorCode::Server => "online-error-server",
        _ => return None,
    })
}

/// `http://HOST:PORT` of a server given as `HOST:PORT`, `http://...` or
/// `ws://...`.
fn http_base(server: &str) -> String {
    // Of several servers, the link names the first.
    let server = server.split(',').next().unwrap_or(server);
    let server = server.trim().trim_end_matches('/');
    match server.split_once("://") {
        Some(("ws", rest)) => format!("http://{rest}"),
        Some(("wss", rest)) => format!("https://{rest}"),
        Some(_) => server.to_owned(),
        None => format!("http://{server}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_name_the_server_as_a_browser_opens_it() {
        assert_eq!(http_base("127.0.0.1:7700"), "http://127.0.0.1:7700");
        assert_eq!(http_base("ws://h:1/"), "http://h:1");
        assert_eq!(http_base("http://h:1"), "http://h:1");
    }

    #[test]
    fn a_time_per_turn_is_not_an_online_clock() {
        assert!(
            host_settings(Rules::default(), TimeControl::PerTurn { seconds: 5 }, None).is_err()
        );
        let s = host_settings(
            Rules::default(),
            TimeControl::Game {
                minutes: 5,
                increment: 3,
            },
            Some(Color::Black),
        )
        .unwrap();
        assert_eq!(
            s.clock,
            Some(ClockSettings {
                initial_ms: 300_000,
                increment_ms: 3_000
            })
        );
        assert_eq!(s.color, ColorChoice::Black);
    }

    /// A game seated as the host, White, with both players there, fed by
    /// hand (its client never reaches a server).
    fn seated() -> OnlineGame {
        let mut game = OnlineGame::host(
            "127.0.0.1:9",
            "Ann",
            RoomSettings::new(Rules::default()),
            None,
        )
        .unwrap();
        let mut out = Vec::new();
        game.take(
            Event::Welcome(morris_protocol::Welcome {
                version: morris_protocol::VERSION,
                room: "room".into(),
                host: Some(true),
                token: Some("token".into()),
                invite: None,
                watch: String::new(),
            }),
            &mut out,
        );
        game.take(Event::State(Box::new(state(&[], 0))), &mut out);
        game
    }

    fn state(moves: &[&str], seq: u64) -> GameState {
        let mut state = GameState::placeholder();
        state.names = ByColor::new(Some("Ann".into()), Some("Bob".into()));
        state.moves = moves.iter().map(|m| (*m).to_owned()).collect();
        state.seq = seq;
        state
    }

    fn played(side: Color, turn: &str, seq: u64) -> Event {
        Event::Notice {
            seq,
            notice: Notice::Played {
                side,
                turn: turn.into(),
            },
        }
    }

    fn turns(out: &[OnlineEvent]) -> Vec<String> {
        out.iter()
            .filter_map(|e| match e {
                OnlineEvent::Played { mv, .. } => Some(mv.to_string()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn notices_in_order_are_the_game_and_the_state_after_them_adds_nothing() {
        let mut game = seated();
        let mut out = Vec::new();
        game.take(played(Color::White, "d6", 1), &mut out);
        game.take(played(Color::Black, "f4", 2), &mut out);
        assert_eq!(turns(&out), ["d6", "f4"]);
        assert_eq!(game.game().unwrap().moves().len(), 2);
        out.clear();
        game.take(Event::State(Box::new(state(&["d6", "f4"], 2))), &mut out);
        assert_eq!(
            turns(&out),
            Vec::<String>::new(),
            "told once, by the notices"
        );
    }

    #[test]
    fn a_notice_missed_makes_the_next_state_the_game_whole() {
        let mut game = seated();
        let mut out = Vec::new();
        game.take(played(Color::White, "d6", 1), &mut out);
        game.take(Event::State(Box::new(state(&["d6"], 1))), &mut out);
        out.clear();
        // Notice 2 never came: 3 is not applied.
        game.take(played(Color::White, "d5", 3), &mut out);
        assert_eq!(turns(&out), Vec::<String>::new());
        assert_eq!(game.game().unwrap().moves().len(), 1);
        game.take(
            Event::State(Box::new(state(&["d6", "f4", "d5"], 3))),
            &mut out,
        );
        assert_eq!(turns(&out), ["f4", "d5"], "told from the state taken whole");
        assert_eq!(game.game().unwrap().moves().len(), 3);
        // And the notices go on from there.
        out.clear();
        game.take(played(Color::Black, "b4", 4), &mut out);
        assert_eq!(turns(&out), ["b4"]);
    }

    #[test]
    fn a_notice_the_game_cannot_take_is_a_gap_too() {
        let mut game = seated();
        let mut out = Vec::new();
        // Black cannot move first.
        game.take(played(Color::Black, "d6", 1), &mut out);
        assert!(turns(&out).is_empty());
        game.take(Event::State(Box::new(state(&["d6"], 1))), &mut out);
        assert_eq!(game.game().unwrap().moves().len(), 1);
    }
}
