//! A room: two seats, the game, its clocks and the players' requests, as
//! the server decides them. No sockets and no clock of its own: every call
//! takes the time (`now`, milliseconds since the Unix epoch), so that each
//! rule is tested without a network.

mod act;
mod requests;
mod rows;
mod view;

pub use act::Decision;
pub use rows::{Change, KeptTurn, Live, NewCodes, RoomRow, Secrets, StoreOp};
pub use view::Invitation;

use std::collections::BTreeMap;

use morris_core::{ByColor, Color, Game};
use morris_protocol::{
    AiDoing, ColorChoice, ErrorCode, ErrorMessage, Notice, RoomSettings, is_unprintable,
    record_text,
};

use crate::secret;

/// The longest transit time not charged to a player, in milliseconds.
pub const MAX_LAG_MS: u64 = 1_000;

/// How long a room may stay idle before it closes, in milliseconds.
pub const IDLE_LIMIT_MS: u64 = 24 * 60 * 60 * 1000;

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

    /// The seat's place in what the room keeps by seat: host 0, guest 1.
    pub(crate) const fn index(self) -> usize {
        match self {
            Seat::Host => 0,
            Seat::Guest => 1,
        }
    }
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
    /// How many notices the room has told its players: each notice's
    /// number, and the state's.
    told: u64,
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
    /// The turns played when it was asked (with [`AiTask::game`]'s turns:
    /// an answer for another position is dropped).
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
            invite: secret::new_code(),
            watch: secret::new_code(),
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
            told: 0,
        };
        if let Some(ai) = ai {
            room.names[Seat::Guest.index()] = Some(ai_name(ai.level));
            room.connections[Seat::Guest.index()] = 1;
            room.running_since = Some(now);
        }
        (room, codes)
    }

    /// The sockets of seat `i` over all servers.
    /// The sockets `seat` has open, on every server.
    #[must_use]
    pub fn seat_sockets(&self, seat: Seat) -> u32 {
        self.sockets(seat.index())
    }

    fn sockets(&self, i: usize) -> u32 {
        self.connections[i] + self.elsewhere.values().map(|s| s[i]).sum::<u32>()
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
    /// answer to a draw offer; `None` when it owes nothing, or while its
    /// person has no socket open (the search is owed again when they come
    /// back: a room left alone costs no search).
    #[must_use]
    pub fn ai_task(&self) -> Option<AiTask> {
        let level = self.settings.ai?.level;
        let seat = self.ai_seat()?;
        if self.game.is_over() || self.sockets(seat.other().index()) == 0 {
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

    /// Whether `task` is still owed: the same game, in the same position
    /// (the same turns: after a take-back and another turn the ply is the
    /// same, the position not), for the same purpose.
    #[must_use]
    pub fn is_current(&self, task: &AiTask) -> bool {
        self.ai_task().is_some_and(|now| {
            now.purpose == task.purpose
                && now.game_no == task.game_no
                && now.ply == task.ply
                && now.game.moves() == task.game.moves()
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

    /// Since when the room has stood empty with no one joined: a friend's
    /// room whose invite was not used, or a game against the computer in
    /// which its person played no turn, and no socket of the host's on any
    /// server. `None` when someone joined or the host is here.
    #[must_use]
    pub fn unjoined_since(&self) -> Option<u64> {
        let host = Seat::Host.index();
        if self.sockets(host) > 0 || self.game_no > 1 {
            return None;
        }
        let joined = match self.ai_seat() {
            None => self.secrets.invite_used,
            Some(_) => {
                // The computer may have played the first turn.
                let before_host = usize::from(self.settings.rules.first() != self.host_color);
                self.game.moves().len() > before_host
            }
        };
        (!joined).then(|| self.away_since[host].unwrap_or(0).max(self.last_active))
    }

    /// Whether nothing of the room runs on this server: someone joined it
    /// (a room no one joined waits to be forgotten), none of its players'
    /// sockets is here, no request waits for an answer and no clock runs.
    /// Such a room is let go from memory, and read again from the store
    /// when someone comes back, as after a restart.
    #[must_use]
    pub fn is_quiet(&self) -> bool {
        let ai = u32::from(self.settings.ai.is_some());
        self.unjoined_since().is_none()
            && self.connections[Seat::Host.index()] == 0
            && self.connections[Seat::Guest.index()] <= ai
            && self.draw_offer.is_none()
            && self.take_back.is_none()
            && self.rematch.is_none()
            && self.flag_deadline(0).is_none()
    }

    /// Whether `code` is this room's invite (constant time).
    #[must_use]
    pub fn is_invite(&self, code: &str) -> bool {
        secret::code_matches(code, &self.secrets.invite)
    }

    /// Whether `code` is this room's watch code (constant time).
    #[must_use]
    pub fn is_watch(&self, code: &str) -> bool {
        secret::code_matches(code, &self.secrets.watch)
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

    /// Brings this server's count of each seat's sockets to `open`, the
    /// sockets really open here (a count kept while the store was down may
    /// have been lost); the computer's seat is its own. Returns what the
    /// players are told: who came back, who left.
    pub fn set_open(&mut self, open: [u32; 2], now: u64) -> Vec<Notice> {
        let mut notices = Vec::new();
        for seat in self.people() {
            let want = open[seat.index()];
            while self.connections[seat.index()] < want {
                notices.extend(self.connect(seat, now));
            }
            while self.connections[seat.index()] > want {
                notices.extend(self.disconnect(seat, now));
            }
        }
        notices
    }

    /// Whether this server's count of the people's sockets is `open`, the
    /// sockets really open here ([`Room::set_open`] changes nothing).
    #[must_use]
    pub fn counts_open(&self, open: [u32; 2]) -> bool {
        self.people()
            .all(|seat| self.connections[seat.index()] == open[seat.index()])
    }

    /// The seats of people: both, or the host's against the computer.
    fn people(&self) -> impl Iterator<Item = Seat> + use<> {
        let ai = self.ai_seat();
        [Seat::Host, Seat::Guest]
            .into_iter()
            .filter(move |&seat| Some(seat) != ai)
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
}

/// A player's name as shown: trimmed, control and format characters
/// (bidi controls among them) dropped, at most 40 characters; `default`
/// when nothing is left.
fn clean_name(name: &str, default: &str) -> String {
    let name: String = name
        .chars()
        .filter(|&c| !is_unprintable(c) && c != '"' && c != '\\' && c != ']')
        .take(40)
        .collect();
    let name = name.trim();
    if name.is_empty() {
        default.to_owned()
    } else {
        name.to_owned()
    }
}

#[cfg(test)]
mod tests;
