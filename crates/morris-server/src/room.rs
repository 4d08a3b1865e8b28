//! A room: two seats, the game, its clocks and the players' requests, as
//! the server decides them. No sockets and no clock of its own: every call
//! takes the time (`now`, milliseconds since the Unix epoch), so that each
//! rule is tested without a network.

use std::collections::BTreeMap;

use morris_core::{ByColor, Color, Game, Move, Termination};

use crate::secret;
use morris_protocol::{
    AiDoing, AiState, ClockState, ColorChoice, ErrorCode, ErrorMessage, GameState, Notice,
    RoomSettings, outcome_state, record_text,
};

/// The longest transit time not charged to a player, in milliseconds.
pub const MAX_LAG_MS: u64 = 1_000;

/// How long a room may stay idle before it closes, in milliseconds.
pub const IDLE_LIMIT_MS: u64 = 24 * 60 * 60 * 1000;

/// A kept turn: its notation and the clocks after it (timed games).
pub type KeptTurn = (String, Option<ByColor<u64>>);

/// A player's place in a room: the host, who made it, or the guest.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// The player who made the room.
    Host,
    /// The friend who joined with the invite code.
    Guest,
}

impl Seat {
    /// The other seat.
    #[must_use]
    pub const fn other(self) -> Seat {
        match self {
            Seat::Host => Seat::Guest,
            Seat::Guest => Seat::Host,
        }
    }

    const fn index(self) -> usize {
        match self {
            Seat::Host => 0,
            Seat::Guest => 1,
        }
    }
}

/// What a player asks of the room once seated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Play `turn` at move number `ply`.
    Move {
        /// The number of turns before it.
        ply: u32,
        /// The turn in notation.
        turn: String,
    },
    /// Give up.
    Resign,
    /// Offer a draw.
    OfferDraw,
    /// Answer a draw offer.
    AnswerDraw(bool),
    /// Ask to take back one's last turn.
    AskTakeBack,
    /// Answer a take-back request.
    AnswerTakeBack(bool),
    /// Ask for a rematch.
    AskRematch,
    /// Answer a rematch request.
    AnswerRematch(bool),
    /// Claim the game from a player who stayed away.
    ClaimWin,
}

/// What a change means for the store, to be kept before anyone is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreOp {
    /// The room's own row changed (names, seats, game number, colours, a
    /// declared end).
    Room,
    /// A turn was played; `left` holds the clocks after it.
    Move {
        /// The game's number.
        game: u32,
        /// The number of turns before it.
        ply: u32,
        /// The turn in notation.
        turn: String,
        /// The clocks after it, for a timed game.
        left: Option<ByColor<u64>>,
    },
    /// Turns from `from` on were taken back.
    Truncate {
        /// The game's number.
        game: u32,
        /// The first turn no longer played.
        from: u32,
    },
    /// A game ended; its record is kept.
    Finished {
        /// The game's number.
        game: u32,
        /// Its record.
        record: String,
    },
}

/// What an accepted action did: what to keep, then what to tell.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Change {
    /// What the store must keep, in order.
    pub store: Vec<StoreOp>,
    /// What to tell everyone in the room, in order.
    pub notices: Vec<Notice>,
}

impl Change {
    fn push(&mut self, notice: Notice) {
        self.notices.push(notice);
    }
}

/// The secrets of a room as kept: digests only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Secrets {
    /// The invite code's digest.
    pub invite: [u8; 32],
    /// Whether the invite was used.
    pub invite_used: bool,
    /// The watch code's digest.
    pub watch: [u8; 32],
    /// The host's and the guest's token digests.
    pub tokens: [Option<[u8; 32]>; 2],
}

/// The codes handed out when a room is made, in clear, once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewCodes {
    /// The invite code for the friend.
    pub invite: String,
    /// The watch code for anyone.
    pub watch: String,
    /// The host's seat token.
    pub host_token: String,
}

/// A room of two players and their games.
#[derive(Clone, Debug)]
pub struct Room {
    name: String,
    settings: RoomSettings,
    secrets: Secrets,
    names: [Option<String>; 2],
    game_no: u32,
    host_color: Color,
    game: Game,
    /// `clocks[i]`: the time left after `i` turns (timed games only).
    clocks: Vec<ByColor<u64>>,
    /// Since when the side to move's clock runs.
    running_since: Option<u64>,
    draw_offer: Option<Color>,
    take_back: Option<Color>,
    rematch: Option<Color>,
    /// This server's sockets of each seat.
    connections: [u32; 2],
    /// The other servers' sockets of each seat, by server (a shared store
    /// only; servers no longer alive are left out).
    elsewhere: BTreeMap<String, [u32; 2]>,
    away_since: [Option<u64>; 2],
    last_active: u64,
    /// What the server's AI does, in a game against it (not kept: a
    /// restarted server asks it again).
    ai_doing: AiDoing,
    /// How long the AI's last search waited for a free thinker.
    ai_last_wait_ms: u64,
    /// How many changes a shared store holds of the room: the guard that
    /// lets only one server change it at a time (0 for SQLite).
    version: u64,
}

/// What a room holds between its kept changes: the clock running, the
/// requests pending and who is connected. A single server keeps it in
/// memory only; servers that share a PostgreSQL database keep it with the
/// room, so that each sees the room as the others left it.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Live {
    /// Since when the side to move's clock runs.
    pub running_since: Option<u64>,
    /// Who offered a draw.
    pub draw_offer: Option<Color>,
    /// Who asked to take back.
    pub take_back: Option<Color>,
    /// Who asked for a rematch.
    pub rematch: Option<Color>,
    /// The host's and the guest's open sockets, by server.
    pub presence: BTreeMap<String, [u32; 2]>,
    /// Since when each seat has had no socket.
    pub away_since: [Option<u64>; 2],
}

/// A search the server's AI owes a room.
#[derive(Clone, Debug)]
pub struct AiTask {
    /// What the search is for.
    pub purpose: AiPurpose,
    /// The game as it stands.
    pub game: Game,
    /// The AI's level.
    pub level: u8,
    /// The colour the AI plays.
    pub side: Color,
    /// The room's game number when it was asked: an answer for another
    /// game is dropped.
    pub game_no: u32,
    /// The turns played when it was asked: an answer for another position
    /// is dropped.
    pub ply: u32,
}

/// What a search of the server's AI is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AiPurpose {
    /// Its own turn.
    Move,
    /// Whether it takes the draw its opponent offers.
    Draw,
}

/// How records and the page name the AI at `level`: as the app's records
/// do (`AI level 5`).
#[must_use]
pub fn ai_name(level: u8) -> String {
    format!("AI level {level}")
}

impl Room {
    /// A new room made by its host, with the codes to hand out. The host's
    /// colour is tossed with the system's random source when the settings
    /// leave it to chance.
    #[must_use]
    pub fn create(host_name: &str, settings: RoomSettings, now: u64) -> (Room, NewCodes) {
        let codes = NewCodes {
            invite: secret::new_secret(),
            watch: secret::new_secret(),
            host_token: secret::new_secret(),
        };
        let host_color = match settings.color {
            ColorChoice::White => Color::White,
            ColorChoice::Black => Color::Black,
            ColorChoice::Random => {
                if secret::coin_toss() {
                    Color::White
                } else {
                    Color::Black
                }
            }
        };
        let ai = settings.ai;
        let secrets = Secrets {
            invite: secret::digest(&codes.invite),
            invite_used: ai.is_some(),
            watch: secret::digest(&codes.watch),
            // The AI's seat has a token no one knows: no one can take it.
            tokens: [
                Some(secret::digest(&codes.host_token)),
                ai.map(|_| secret::digest(&secret::new_secret())),
            ],
        };
        let mut room = Room {
            name: secret::new_room_name(),
            game: Game::new(settings.rules),
            clocks: settings
                .clock
                .map(|c| vec![ByColor::new(c.initial_ms, c.initial_ms)])
                .unwrap_or_default(),
            settings,
            secrets,
            names: [Some(clean_name(host_name, "Host")), None],
            game_no: 1,
            host_color,
            running_since: None,
            draw_offer: None,
            take_back: None,
            rematch: None,
            connections: [0, 0],
            elsewhere: BTreeMap::new(),
            away_since: [None, None],
            last_active: now,
            ai_doing: AiDoing::Idle,
            ai_last_wait_ms: 0,
            version: 0,
        };
        if let Some(ai) = ai {
            room.names[Seat::Guest.index()] = Some(ai_name(ai.level));
            room.connections[Seat::Guest.index()] = 1;
            room.running_since = Some(now);
        }
        (room, codes)
    }

    /// A room as the store kept it: its row and the turns of its current
    /// game with the clocks after each. The clocks start again at `now`:
    /// the time the server was down is charged to no one.
    ///
    /// # Errors
    /// When a kept turn is not legal (the store was damaged).
    pub fn restore(row: RoomRow, turns: &[KeptTurn], now: u64) -> Result<Room, String> {
        let mut game = Game::new(row.settings.rules);
        let mut clocks: Vec<ByColor<u64>> = row
            .settings
            .clock
            .map(|c| vec![ByColor::new(c.initial_ms, c.initial_ms)])
            .unwrap_or_default();
        for (turn, left) in turns {
            let m: Move = turn
                .parse()
                .map_err(|e| format!("room {}: kept turn {turn:?}: {e}", row.name))?;
            game.play(m)
                .map_err(|e| format!("room {}: kept turn {turn}: {e}", row.name))?;
            if let (Some(left), false) = (left, clocks.is_empty()) {
                clocks.push(*left);
            }
        }
        if !clocks.is_empty() && clocks.len() != game.moves().len() + 1 {
            return Err(format!(
                "room {}: the kept clocks do not match its turns",
                row.name
            ));
        }
        if let Some((winner_loser, termination)) = row.declared {
            match termination {
                Termination::Resignation => game.resign(winner_loser),
                Termination::TimeForfeit => game.time_forfeit(winner_loser),
                Termination::Abandoned => game.abandon(winner_loser),
                Termination::Agreement => game.agree_draw(),
                _ => {}
            }
        }
        if let (Some(stopped), Some(last)) = (row.stopped_clock, clocks.last_mut()) {
            *last = stopped;
        }
        let seated = row.secrets.tokens[1].is_some();
        let ai = row.settings.ai.is_some();
        Ok(Room {
            name: row.name,
            settings: row.settings,
            secrets: row.secrets,
            names: row.names,
            game_no: row.game_no,
            host_color: row.host_color,
            running_since: (seated && !game.is_over()).then_some(now),
            game,
            clocks,
            draw_offer: None,
            take_back: None,
            rematch: None,
            connections: [0, u32::from(ai)],
            elsewhere: BTreeMap::new(),
            away_since: [Some(now), (!ai).then_some(now)],
            last_active: row.last_active.max(now.saturating_sub(IDLE_LIMIT_MS / 2)),
            ai_doing: AiDoing::Idle,
            ai_last_wait_ms: 0,
            version: 0,
        })
    }

    /// A room as a shared store holds it: its row and turns, what it held
    /// between changes, and how many changes the store holds of it, for the
    /// server `me` at `now`. Unlike [`Room::restore`], the clock goes on
    /// from where it ran: the other servers never stopped. The sockets of
    /// servers not `alive` are gone: a seat that had no others is away
    /// from `now`.
    ///
    /// # Errors
    /// When a kept turn is not legal (the store was damaged).
    pub fn restore_live(
        row: RoomRow,
        turns: &[KeptTurn],
        live: Live,
        version: u64,
        me: &str,
        alive: &dyn Fn(&str) -> bool,
        now: u64,
    ) -> Result<Room, String> {
        let last_active = row.last_active;
        let mut room = Room::restore(row, turns, 0)?;
        room.last_active = last_active;
        room.running_since = live.running_since.filter(|_| !room.game.is_over());
        room.draw_offer = live.draw_offer;
        room.take_back = live.take_back;
        room.rematch = live.rematch;
        room.away_since = live.away_since;
        let mut presence = live.presence;
        let ai = u32::from(room.settings.ai.is_some());
        let mine = presence.remove(me).unwrap_or_default();
        room.connections = [mine[0], mine[1].max(ai)];
        room.elsewhere = presence
            .into_iter()
            .filter(|(server, sockets)| alive(server) && sockets.iter().any(|&n| n > 0))
            .collect();
        for i in 0..2 {
            if room.sockets(i) == 0 && room.away_since[i].is_none() {
                room.away_since[i] = Some(now);
            }
        }
        room.version = version;
        Ok(room)
    }

    /// The sockets of seat `i` over all servers.
    fn sockets(&self, i: usize) -> u32 {
        self.connections[i] + self.elsewhere.values().map(|s| s[i]).sum::<u32>()
    }

    /// What the room holds between its kept changes, as the server `me`
    /// keeps it.
    #[must_use]
    pub fn live(&self, me: &str) -> Live {
        let mut presence = self.elsewhere.clone();
        if self.connections.iter().any(|&n| n > 0) {
            presence.insert(me.to_owned(), self.connections);
        }
        Live {
            running_since: self.running_since,
            draw_offer: self.draw_offer,
            take_back: self.take_back,
            rematch: self.rematch,
            presence,
            away_since: self.away_since,
        }
    }

    /// How many changes a shared store holds of the room.
    #[must_use]
    pub fn version(&self) -> u64 {
        self.version
    }

    /// Says that the store now holds `version` changes of the room.
    pub fn set_version(&mut self, version: u64) {
        self.version = version;
    }

    /// Becomes `fresh`, the room as a shared store holds it now, keeping
    /// what only this server knows (what its AI does).
    pub fn refresh(&mut self, fresh: Room) {
        let (doing, wait) = (self.ai_doing, self.ai_last_wait_ms);
        *self = fresh;
        self.ai_doing = doing;
        self.ai_last_wait_ms = wait;
    }

    /// The room's row for the store.
    #[must_use]
    pub fn row(&self) -> RoomRow {
        let declared = self.game.outcome().and_then(|o| {
            let loser = o.winner.map_or(Color::White, Color::other);
            matches!(
                o.termination,
                Termination::Resignation
                    | Termination::TimeForfeit
                    | Termination::Abandoned
                    | Termination::Agreement
            )
            .then_some((loser, o.termination))
        });
        // A time forfeit that drew (the winner could not win) is kept as
        // the loser's forfeit all the same: replaying it gives the draw.
        let declared = match (declared, self.game.outcome()) {
            (Some((_, Termination::TimeForfeit)), Some(o)) if o.winner.is_none() => Some((
                self.game.position().side_to_move(),
                Termination::TimeForfeit,
            )),
            (d, _) => d,
        };
        RoomRow {
            name: self.name.clone(),
            settings: self.settings.clone(),
            secrets: self.secrets.clone(),
            names: self.names.clone(),
            game_no: self.game_no,
            host_color: self.host_color,
            stopped_clock: declared.and(self.clocks.last().copied()),
            declared,
            last_active: self.last_active,
        }
    }

    /// The room's name.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The current game.
    #[must_use]
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// The current game's number.
    #[must_use]
    pub const fn game_no(&self) -> u32 {
        self.game_no
    }

    /// The room's settings.
    #[must_use]
    pub const fn settings(&self) -> &RoomSettings {
        &self.settings
    }

    /// The colour a seat plays in the current game.
    #[must_use]
    pub fn color_of(&self, seat: Seat) -> Color {
        match seat {
            Seat::Host => self.host_color,
            Seat::Guest => self.host_color.other(),
        }
    }

    /// The seat that plays `color` in the current game.
    #[must_use]
    pub fn seat_of(&self, color: Color) -> Seat {
        if color == self.host_color {
            Seat::Host
        } else {
            Seat::Guest
        }
    }

    /// The seat of the server's AI, in a game against it.
    #[must_use]
    pub fn ai_seat(&self) -> Option<Seat> {
        self.settings.ai.map(|_| Seat::Guest)
    }

    /// The search the server's AI owes the room now: its turn, or its
    /// answer to a draw offer; `None` when it owes nothing.
    #[must_use]
    pub fn ai_task(&self) -> Option<AiTask> {
        let level = self.settings.ai?.level;
        let seat = self.ai_seat()?;
        if self.game.is_over() {
            return None;
        }
        let mine = self.color_of(seat);
        let purpose = if self.draw_offer == Some(mine.other()) {
            AiPurpose::Draw
        } else if self.game.position().side_to_move() == mine {
            AiPurpose::Move
        } else {
            return None;
        };
        Some(AiTask {
            purpose,
            game: self.game.clone(),
            level,
            side: mine,
            game_no: self.game_no,
            ply: self.game.moves().len() as u32,
        })
    }

    /// Whether `task` is still owed: the same game, at the same turn, for
    /// the same purpose.
    #[must_use]
    pub fn is_current(&self, task: &AiTask) -> bool {
        self.ai_task().is_some_and(|now| {
            now.purpose == task.purpose && now.game_no == task.game_no && now.ply == task.ply
        })
    }

    /// The time each side has left at `now`, in a timed game.
    #[must_use]
    pub fn clocks_left(&self, now: u64) -> Option<ByColor<u64>> {
        self.settings.clock?;
        let mut left = self.clocks.last().copied().unwrap_or_default();
        if let Some(since) = self.running_since {
            let side = self.game.position().side_to_move();
            left[side] = left[side].saturating_sub(now.saturating_sub(since));
        }
        Some(left)
    }

    /// Says what the AI does now, for the state the page shows.
    pub fn set_ai_doing(&mut self, doing: AiDoing) {
        self.ai_doing = doing;
    }

    /// Says how long the AI's last search waited for a thinker.
    pub fn set_ai_wait(&mut self, ms: u64) {
        self.ai_last_wait_ms = ms;
    }

    /// Whether the room has been idle past [`IDLE_LIMIT_MS`].
    #[must_use]
    pub const fn is_expired(&self, now: u64) -> bool {
        now.saturating_sub(self.last_active) > IDLE_LIMIT_MS
    }

    /// Whether `code` is this room's invite (constant time).
    #[must_use]
    pub fn is_invite(&self, code: &str) -> bool {
        secret::matches(code, &self.secrets.invite)
    }

    /// Whether `code` is this room's watch code (constant time).
    #[must_use]
    pub fn is_watch(&self, code: &str) -> bool {
        secret::matches(code, &self.secrets.watch)
    }

    /// The seat whose token is `token`, compared in constant time.
    #[must_use]
    pub fn seat_with_token(&self, token: &str) -> Option<Seat> {
        [Seat::Host, Seat::Guest].into_iter().find(|seat| {
            self.secrets.tokens[seat.index()]
                .as_ref()
                .is_some_and(|kept| secret::matches(token, kept))
        })
    }

    /// Seats the guest with the invite code: returns the guest's token.
    ///
    /// # Errors
    /// [`ErrorCode::RoomFull`] when the invite was used,
    /// [`ErrorCode::RoomExpired`] when the room is closed.
    pub fn join(&mut self, name: &str, now: u64) -> Result<(String, Change), ErrorMessage> {
        if self.is_expired(now) {
            return Err(ErrorMessage::new(ErrorCode::RoomExpired));
        }
        if self.secrets.invite_used {
            return Err(ErrorMessage::new(ErrorCode::RoomFull));
        }
        let token = secret::new_secret();
        self.secrets.invite_used = true;
        self.secrets.tokens[Seat::Guest.index()] = Some(secret::digest(&token));
        let name = clean_name(name, "Guest");
        self.names[Seat::Guest.index()] = Some(name.clone());
        self.last_active = now;
        if !self.game.is_over() {
            self.running_since = Some(now);
        }
        let mut change = Change {
            store: vec![StoreOp::Room],
            notices: Vec::new(),
        };
        change.push(Notice::Joined { name });
        Ok((token, change))
    }

    /// A socket of `seat` connected: says "back" when it was away.
    pub fn connect(&mut self, seat: Seat, now: u64) -> Option<Notice> {
        let i = seat.index();
        self.connections[i] += 1;
        self.last_active = now;
        let was_away = self.away_since[i].take().is_some();
        (self.sockets(i) == 1 && was_away && self.secrets.tokens[i].is_some()).then(|| {
            Notice::Back {
                side: self.color_of(seat),
            }
        })
    }

    /// A socket of `seat` closed: says "disconnected" when it was the last.
    pub fn disconnect(&mut self, seat: Seat, now: u64) -> Option<Notice> {
        let i = seat.index();
        self.connections[i] = self.connections[i].saturating_sub(1);
        (self.sockets(i) == 0).then(|| {
            self.away_since[i] = Some(now);
            Notice::Disconnected {
                side: self.color_of(seat),
            }
        })
    }

    /// When the flag of the side to move falls, given the grace for its
    /// player's transit time; `None` when no clock runs.
    #[must_use]
    pub fn flag_deadline(&self, grace_ms: u64) -> Option<u64> {
        let since = self.running_since?;
        let left = self.clocks.last()?[self.game.position().side_to_move()];
        Some(since + left + grace_ms.min(MAX_LAG_MS))
    }

    /// Ends the game on time when the side to move's flag has fallen by
    /// `now` (with `grace_ms` for its transit time).
    pub fn check_flag(&mut self, now: u64, grace_ms: u64) -> Option<Change> {
        let deadline = self.flag_deadline(grace_ms)?;
        if now < deadline || self.game.is_over() {
            return None;
        }
        let side = self.game.position().side_to_move();
        self.charge(side, now, grace_ms);
        self.game.time_forfeit(side);
        let mut change = Change {
            store: vec![StoreOp::Room],
            notices: Vec::new(),
        };
        self.ended(&mut change);
        Some(change)
    }

    /// Takes the time since the clock started from `side`'s clock, less
    /// up to [`MAX_LAG_MS`] of transit.
    fn charge(&mut self, side: Color, now: u64, lag_ms: u64) -> u64 {
        let Some(since) = self.running_since else {
            return self.clocks.last().map_or(0, |c| c[side]);
        };
        let used = now
            .saturating_sub(since)
            .saturating_sub(lag_ms.min(MAX_LAG_MS));
        let Some(left) = self.clocks.last_mut() else {
            return 0;
        };
        left[side] = left[side].saturating_sub(used);
        left[side]
    }

    /// What `seat` asks, at `now`, over a connection whose transit time is
    /// `lag_ms`. An error changes nothing.
    ///
    /// # Errors
    /// The refusal, with its code.
    pub fn act(
        &mut self,
        seat: Seat,
        action: Action,
        now: u64,
        lag_ms: u64,
    ) -> Result<Change, ErrorMessage> {
        if self.is_expired(now) {
            return Err(ErrorMessage::new(ErrorCode::RoomExpired));
        }
        if self.secrets.tokens[Seat::Guest.index()].is_none() {
            return Err(ErrorMessage::new(ErrorCode::NoOpponent));
        }
        let me = self.color_of(seat);
        // A fallen flag ends the game before anything else is asked of it
        // (a draw accepted, a take-back answered); a move checks it itself,
        // with its own transit allowance.
        if !matches!(
            action,
            Action::Move { .. } | Action::AskRematch | Action::AnswerRematch(_)
        ) {
            let side = self.game.position().side_to_move();
            let grace = if side == me { lag_ms } else { MAX_LAG_MS };
            if self.check_flag(now, grace).is_some() {
                return Err(ErrorMessage::with(
                    ErrorCode::GameOver,
                    "the flag fell first",
                ));
            }
        }
        let mut change = Change::default();
        match action {
            Action::Move { ply, turn } => self.play(me, ply, &turn, now, lag_ms, &mut change)?,
            Action::Resign => {
                self.not_over()?;
                self.stop_clock(now, lag_ms);
                self.game.resign(me);
                change.store.push(StoreOp::Room);
                self.ended(&mut change);
            }
            Action::OfferDraw => {
                self.not_over()?;
                if self.draw_offer.is_some() {
                    return Err(ErrorMessage::with(
                        ErrorCode::NoRequest,
                        "a draw offer is already pending",
                    ));
                }
                self.draw_offer = Some(me);
                change.push(Notice::DrawOffered { side: me });
            }
            Action::AnswerDraw(accept) => {
                self.not_over()?;
                if self.draw_offer != Some(me.other()) {
                    return Err(ErrorMessage::with(
                        ErrorCode::NoRequest,
                        "no draw was offered",
                    ));
                }
                self.draw_offer = None;
                if accept {
                    self.stop_clock(now, 0);
                    self.game.agree_draw();
                    change.store.push(StoreOp::Room);
                    self.ended(&mut change);
                } else {
                    change.push(Notice::DrawDeclined);
                }
            }
            Action::AskTakeBack => {
                self.not_over()?;
                if self.take_back.is_some() {
                    return Err(ErrorMessage::with(
                        ErrorCode::NoRequest,
                        "a take-back request is already pending",
                    ));
                }
                if self.take_back_count(me) == 0 {
                    return Err(ErrorMessage::new(ErrorCode::NothingToTakeBack));
                }
                if self.ai_seat() == Some(seat.other()) {
                    // The AI never refuses: the take-back is at once.
                    self.take_back_now(me, now, &mut change);
                } else {
                    self.take_back = Some(me);
                    change.push(Notice::TakeBackAsked { side: me });
                }
            }
            Action::AnswerTakeBack(accept) => {
                self.not_over()?;
                let Some(asker) = self.take_back.filter(|&c| c == me.other()) else {
                    return Err(ErrorMessage::with(
                        ErrorCode::NoRequest,
                        "no take-back was asked",
                    ));
                };
                self.take_back = None;
                if accept {
                    self.take_back_now(asker, now, &mut change);
                } else {
                    change.push(Notice::TakeBackDeclined);
                }
            }
            Action::AskRematch => {
                if !self.game.is_over() {
                    return Err(ErrorMessage::new(ErrorCode::NotOver));
                }
                match self.rematch {
                    Some(c) if c == me.other() => self.rematch_now(now, &mut change),
                    Some(_) => {
                        return Err(ErrorMessage::with(
                            ErrorCode::NoRequest,
                            "a rematch request is already pending",
                        ));
                    }
                    // The AI always plays again.
                    None if self.ai_seat() == Some(seat.other()) => {
                        self.rematch_now(now, &mut change);
                    }
                    None => {
                        self.rematch = Some(me);
                        change.push(Notice::RematchAsked { side: me });
                    }
                }
            }
            Action::AnswerRematch(accept) => {
                if self.rematch != Some(me.other()) || !self.game.is_over() {
                    return Err(ErrorMessage::with(
                        ErrorCode::NoRequest,
                        "no rematch was asked",
                    ));
                }
                if accept {
                    self.rematch_now(now, &mut change);
                } else {
                    self.rematch = None;
                    change.push(Notice::RematchDeclined);
                }
            }
            Action::ClaimWin => {
                self.not_over()?;
                let other = seat.other().index();
                let away = self.sockets(other) == 0
                    && self.away_since[other]
                        .is_some_and(|t| now.saturating_sub(t) >= self.settings.away_limit_ms());
                if !away {
                    return Err(ErrorMessage::new(ErrorCode::NotAway));
                }
                self.stop_clock(now, 0);
                self.game.abandon(me.other());
                change.store.push(StoreOp::Room);
                self.ended(&mut change);
            }
        }
        self.last_active = now;
        Ok(change)
    }

    fn not_over(&self) -> Result<(), ErrorMessage> {
        if self.game.is_over() {
            Err(ErrorMessage::new(ErrorCode::GameOver))
        } else {
            Ok(())
        }
    }

    fn play(
        &mut self,
        me: Color,
        ply: u32,
        turn: &str,
        now: u64,
        lag_ms: u64,
        change: &mut Change,
    ) -> Result<(), ErrorMessage> {
        self.not_over()?;
        if self.game.position().side_to_move() != me {
            return Err(ErrorMessage::new(ErrorCode::NotYourTurn));
        }
        if ply as usize != self.game.moves().len() {
            return Err(ErrorMessage::with(
                ErrorCode::Stale,
                format!(
                    "that move was meant for turn {ply}, the game stands at {}",
                    self.game.moves().len()
                ),
            ));
        }
        let m: Move = turn
            .parse()
            .map_err(|e| ErrorMessage::with(ErrorCode::Illegal, format!("{turn:?}: {e}")))?;
        if let Err(e) = self.game.position().check(m) {
            return Err(ErrorMessage::with(ErrorCode::Illegal, format!("{m}: {e}")));
        }
        // The clock first: a move after the flag fell is not played.
        if let Some(deadline) = self.flag_deadline(lag_ms)
            && now >= deadline
        {
            if let Some(flag) = self.check_flag(now, lag_ms) {
                change.store.extend(flag.store);
                change.notices.extend(flag.notices);
            }
            return Err(ErrorMessage::with(
                ErrorCode::GameOver,
                "the flag fell first",
            ));
        }
        self.game
            .play(m)
            .map_err(|e| ErrorMessage::with(ErrorCode::Illegal, e.to_string()))?;
        let mut left = None;
        if !self.clocks.is_empty() {
            self.charge(me, now, lag_ms);
            let mut after = self.clocks.last().copied().unwrap_or_default();
            after[me] += self.settings.clock.map_or(0, |c| c.increment_ms);
            self.clocks.push(after);
            left = Some(after);
            self.running_since = Some(now);
        }
        if self.draw_offer == Some(me.other()) {
            self.draw_offer = None;
        }
        self.take_back = None;
        change.store.push(StoreOp::Move {
            game: self.game_no,
            ply,
            turn: m.to_string(),
            left,
        });
        change.push(Notice::Played {
            side: me,
            turn: m.to_string(),
        });
        if self.game.is_over() {
            self.ended(change);
        }
        Ok(())
    }

    fn stop_clock(&mut self, now: u64, lag_ms: u64) {
        if !self.clocks.is_empty() {
            let side = self.game.position().side_to_move();
            self.charge(side, now, lag_ms);
        }
        self.running_since = None;
    }

    /// How many turns a take-back by `asker` undoes: its own last turn,
    /// and the reply to it if one was played.
    fn take_back_count(&self, asker: Color) -> usize {
        let played = self.game.moves().len();
        let to_move = self.game.position().side_to_move();
        let count = if to_move == asker { 2 } else { 1 };
        if played < count {
            return 0;
        }
        // The turn `count` back must be the asker's.
        match self.game.position_after(played - count) {
            Some(p) if p.side_to_move() == asker => count,
            _ => 0,
        }
    }

    /// Takes back `asker`'s last turn and the reply to it, if any.
    fn take_back_now(&mut self, asker: Color, now: u64, change: &mut Change) {
        let turns = self.take_back_count(asker);
        for _ in 0..turns {
            self.game.undo();
        }
        if !self.clocks.is_empty() {
            self.clocks.truncate(self.game.moves().len() + 1);
            self.running_since = Some(now);
        }
        self.draw_offer = None;
        change.store.push(StoreOp::Truncate {
            game: self.game_no,
            from: self.game.moves().len() as u32,
        });
        change.push(Notice::TookBack {
            turns: turns as u32,
        });
    }

    fn rematch_now(&mut self, now: u64, change: &mut Change) {
        self.rematch = None;
        self.draw_offer = None;
        self.take_back = None;
        self.game_no += 1;
        self.host_color = self.host_color.other();
        self.game = Game::new(self.settings.rules);
        self.clocks = self
            .settings
            .clock
            .map(|c| vec![ByColor::new(c.initial_ms, c.initial_ms)])
            .unwrap_or_default();
        self.running_since = Some(now);
        change.store.push(StoreOp::Room);
        change.push(Notice::NewGame { game: self.game_no });
    }

    fn ended(&mut self, change: &mut Change) {
        self.running_since = None;
        self.draw_offer = None;
        self.take_back = None;
        if let Some(outcome) = self.game.outcome() {
            change.store.push(StoreOp::Finished {
                game: self.game_no,
                record: self.record_text(),
            });
            change.push(Notice::Over(outcome_state(outcome)));
        }
    }

    /// The current game's record: our format, with both players' names.
    #[must_use]
    pub fn record_text(&self) -> String {
        let names = self.by_color(|seat| {
            self.names[seat.index()]
                .clone()
                .unwrap_or_else(|| "?".to_owned())
        });
        record_text(&self.game, &names, self.game_no)
    }

    fn by_color<T>(&self, f: impl Fn(Seat) -> T) -> ByColor<T> {
        ByColor::new(f(self.seat_of(Color::White)), f(self.seat_of(Color::Black)))
    }

    /// The room as the players see it at `now`.
    #[must_use]
    pub fn state(&self, now: u64) -> GameState {
        let position = self.game.position();
        let to_move = position.side_to_move();
        let clock = self.settings.clock.and_then(|settings| {
            Some(ClockState {
                left_ms: self.clocks_left(now)?,
                running: self.running_since.map(|_| to_move),
                settings,
            })
        });
        GameState {
            room: self.name.clone(),
            game: self.game_no,
            rules: self.settings.rules,
            host_color: self.host_color,
            names: self.by_color(|seat| self.names[seat.index()].clone()),
            connected: self.by_color(|seat| self.sockets(seat.index()) > 0),
            away_ms: self.by_color(|seat| {
                (self.secrets.tokens[seat.index()].is_some())
                    .then(|| self.away_since[seat.index()].map(|t| now.saturating_sub(t)))
                    .flatten()
            }),
            away_limit_ms: self.settings.away_limit_ms(),
            moves: self.game.moves().iter().map(ToString::to_string).collect(),
            position: position.to_string(),
            pieces: ByColor::new(
                position
                    .pieces(Color::White)
                    .iter()
                    .map(|p| p.to_string())
                    .collect(),
                position
                    .pieces(Color::Black)
                    .iter()
                    .map(|p| p.to_string())
                    .collect(),
            ),
            in_hand: ByColor::new(
                position.in_hand(Color::White),
                position.in_hand(Color::Black),
            ),
            to_move,
            legal: if self.game.is_over() {
                Vec::new()
            } else {
                self.game
                    .legal_moves()
                    .iter()
                    .map(ToString::to_string)
                    .collect()
            },
            clock,
            outcome: self.game.outcome().map(outcome_state),
            draw_offer: self.draw_offer,
            take_back: self.take_back,
            rematch: self.rematch,
            help: self.settings.help,
            ai: self
                .settings
                .ai
                .zip(self.ai_seat())
                .map(|(ai, seat)| AiState {
                    level: ai.level,
                    color: self.color_of(seat),
                    doing: self.ai_doing,
                    last_wait_ms: self.ai_last_wait_ms,
                }),
        }
    }
}

/// A player's name as shown: trimmed, control characters dropped, at most
/// 40 characters; `default` when nothing is left.
fn clean_name(name: &str, default: &str) -> String {
    let name: String = name
        .chars()
        .filter(|c| !c.is_control() && *c != '"' && *c != '\\' && *c != ']')
        .take(40)
        .collect();
    let name = name.trim();
    if name.is_empty() {
        default.to_owned()
    } else {
        name.to_owned()
    }
}

/// What the store keeps of a room beside its turns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoomRow {
    /// The room's name.
    pub name: String,
    /// Its settings.
    pub settings: RoomSettings,
    /// Its secrets' digests.
    pub secrets: Secrets,
    /// The host's and the guest's names.
    pub names: [Option<String>; 2],
    /// The current game's number.
    pub game_no: u32,
    /// The host's colour in it.
    pub host_color: Color,
    /// An end that no turn explains: the side it went against (the one
    /// who resigned, lost on time or left; White for an agreed draw) and
    /// why.
    pub declared: Option<(Color, Termination)>,
    /// The clocks as they stood when the game ended without a turn
    /// (a resignation, a fallen flag), for a timed game.
    pub stopped_clock: Option<ByColor<u64>>,
    /// When anyone last did anything.
    pub last_active: u64,
}

#[cfg(test)]
#[path = "room_tests.rs"]
mod tests;
