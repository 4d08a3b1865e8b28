//! The room as the store keeps it: its row, its turns, what a change
//! means for the store, and (for servers sharing a PostgreSQL database)
//! what the room holds between kept changes.

use std::collections::BTreeMap;

use morris_core::{ByColor, Color, Game, Move, Termination};
use morris_protocol::{AiDoing, Notice, RoomSettings};

use super::Room;

/// A kept turn: its notation and the clocks after it (timed games).
pub type KeptTurn = (String, Option<ByColor<u64>>);

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
    pub(super) fn push(&mut self, notice: Notice) {
        self.notices.push(notice);
    }

    /// Whether it keeps nothing and tells nothing.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.store.is_empty() && self.notices.is_empty()
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
    /// How many notices the room has told.
    #[serde(default)]
    pub told: u64,
}

impl Live {
    /// The room as every server on its database left it when they all
    /// stopped, taken up again at `now` by the first server back, by the
    /// rule a restarted single server follows ([`Room::restore`]): the time
    /// the servers were down is charged to no one (the side to move's
    /// clock starts again from the time it had after the last turn), no
    /// socket is open, each seat but the computer's (`ai`) is away from
    /// `now`, and the requests pending are forgotten.
    pub fn after_outage(&mut self, now: u64, ai: bool) {
        if self.running_since.is_some() {
            self.running_since = Some(now);
        }
        self.draw_offer = None;
        self.take_back = None;
        self.rematch = None;
        self.presence.clear();
        self.away_since = [Some(now), (!ai).then_some(now)];
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

impl Room {
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
            // As kept: a room that expired while the server was down stays
            // expired.
            last_active: row.last_active,
            ai_doing: AiDoing::Idle,
            ai_last_wait_ms: 0,
            version: 0,
            told: 0,
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
        room.told = live.told;
        Ok(room)
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
            told: self.told,
        }
    }

    /// How many changes a shared store holds of the room.
    #[must_use]
    pub fn version(&self) -> u64 {
        self.version
    }

    /// How many notices the room has told its players.
    #[must_use]
    pub fn told(&self) -> u64 {
        self.told
    }

    /// Counts `notices` more told, before the change that tells them is
    /// kept.
    pub fn count_told(&mut self, notices: usize) {
        self.told += notices as u64;
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
}
