//! The game in play and everything that belongs to it but not to the rules:
//! who plays each side, the half-made turn, the last refused input, the
//! hint, a draw offer, whether the AI waits, and the game's record. No
//! terminal and no drawing, so tests drive it directly; both frontends
//! use it.
//!
//! ```
//! use morris_core::{ByColor, Point, Rules};
//! use morris_play::{Player, Session};
//!
//! let mut session = Session::new(Rules::default(), ByColor::new(Player::Human, Player::Human));
//! let entered = session.click(Point::D6).unwrap();
//! assert_eq!(entered.played, Some("d6".parse()?));
//! assert!(session.click(Point::D6).is_err(), "d6 is taken");
//! assert_eq!(session.game().moves().len(), 1);
//! # Ok::<(), morris_core::ParseMoveError>(())
//! ```

use morris_ai::db::DbValue;
use morris_ai::{Level, Score};
use morris_core::{
    ByColor, Color, Game, IllegalReason, Move, Outcome, PlayError, Point, PointSet, Record,
    RecordError, Rules,
};

use std::time::{Duration, Instant};

use crate::Player;
use crate::clock::{self, Clocks, TimeControl};
use crate::entry::{self, Entry, Refusal, Step};
use crate::store::today;

/// A suggested move and what it is worth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The move.
    pub mv: Move,
    /// Its value for the player to move, as the search judged it.
    pub score: Score,
    /// The depth searched, in plies.
    pub depth: u32,
    /// The exact value, when an endgame database covers the position.
    pub exact: Option<DbValue>,
}

/// The board as the player sees it: the position with the half-made turn
/// applied (the piece placed or moved, the removals chosen so far), so the
/// pieces, the counts and the fresh mills agree wherever they are shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The pieces of each side on the board.
    pub pieces: ByColor<PointSet>,
    /// The pieces of each side still in hand.
    pub in_hand: ByColor<u8>,
    /// The mills just closed: by the turn being entered, else by the last
    /// move.
    pub fresh_mills: Vec<PointSet>,
    /// The pieces chosen for removal so far (already gone from `pieces`).
    pub removed: PointSet,
}

impl Shown {
    /// The side whose piece is shown on `point`, if any.
    #[must_use]
    pub fn piece_at(&self, point: Point) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|&c| self.pieces[c].contains(point))
    }
}

/// How the other side answers a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawReply {
    /// The draw is agreed: the game ends.
    Accepted,
    /// The AI plays on.
    Declined,
    /// The other person is asked.
    Asked,
}

/// What an accepted input did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[must_use]
pub struct Entered {
    /// The whole turn it played, if it completed one.
    pub played: Option<Move>,
    /// A placement or move that waited for its removals and that this input
    /// replaced with another.
    pub dropped: Option<Move>,
}

/// The game in play.
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    players: ByColor<Player>,
    entry: Entry,
    refusal: Option<Refusal>,
    hint: Option<Hint>,
    draw_offer: Option<Color>,
    ai_paused: bool,
    version: u64,
    /// The clocks, when the game has a time control.
    clocks: Option<Clocks>,
    /// What the mover had left after each move of the game and of those
    /// undo took back (`None` where it is not known), for the record's
    /// `[%clk]` comments and for taking moves back.
    clock_log: Vec<Option<Duration>>,
    /// Whether the clocks stand still for a reason of the frontend's (the
    /// position editor is open).
    clocks_held: bool,
    /// The instant the clocks read, as the caller last gave it
    /// ([`Session::at`]).
    now: Option<Instant>,
}

impl Session {
    /// A new game under `rules` between `players`.
    #[must_use]
    pub fn new(rules: Rules, players: ByColor<Player>) -> Session {
        Session::from_game(Game::new(rules), players)
    }

    /// The game `game` between `players`, going on from where it stands.
    #[must_use]
    pub fn from_game(game: Game, players: ByColor<Player>) -> Session {
        Session {
            game,
            players,
            entry: Entry::Nothing,
            refusal: None,
            hint: None,
            draw_offer: None,
            ai_paused: false,
            version: 0,
            clocks: None,
            clock_log: Vec::new(),
            clocks_held: false,
            now: None,
        }
    }

    /// Tells the session the present instant: every change from now on
    /// reads the clocks at it. The caller passes the time (the
    /// [`crate::Table`] does, before each command and tick), so tests run
    /// the clocks on a fake one. An instant earlier than the last given is
    /// ignored: the session's time never runs backwards.
    pub fn at(&mut self, now: Instant) {
        if self.now.is_none_or(|then| now > then) {
            self.now = Some(now);
        }
    }

    /// The instant last given with [`Session::at`]; a session that was
    /// never given one reads the system's clock.
    fn now(&self) -> Instant {
        self.now.unwrap_or_else(Instant::now)
    }

    /// Plays under `control` from now on, both clocks full, the side to
    /// move's running (no clocks for [`TimeControl::None`]).
    pub fn set_time_control(&mut self, control: TimeControl) {
        self.clocks = Clocks::new(control, self.side_to_move(), self.now());
        self.clock_log.clear();
        self.sync_clocks();
    }

    /// Stops the clocks while `held` (the frontend's editor is open), or
    /// lets them run again.
    pub fn hold_clocks(&mut self, held: bool) {
        self.clocks_held = held;
        self.sync_clocks();
    }

    /// The side to move's clock runs unless the game is over, an AI to move
    /// waits to be told to play, or the frontend holds the clocks.
    fn sync_clocks(&mut self) {
        let side = self.side_to_move();
        let waiting =
            self.game.is_over() || self.clocks_held || self.ai_paused && self.players[side].is_ai();
        let now = self.now();
        if let Some(clocks) = &mut self.clocks {
            if waiting {
                clocks.stop(now);
            } else {
                clocks.resume(side, now);
            }
        }
    }

    /// Sets both clocks to what they showed after the last move each side
    /// made (of those now played), the side to move's running: after moves
    /// are taken back or played again.
    fn restore_clocks(&mut self) {
        let now = self.now();
        let Some(clocks) = &mut self.clocks else {
            return;
        };
        let played = self.game.moves().len();
        let start = clocks.control().start_time().unwrap_or_default();
        for side in Color::ALL {
            let left = (0..played)
                .rev()
                .filter(|&i| mover_of(&self.game, i) == side)
                .find_map(|i| self.clock_log.get(i).copied().flatten());
            clocks.set_left(side, left.unwrap_or(start), now);
        }
        clocks.switch_to(self.game.position().side_to_move(), now);
    }

    /// The clocks, when the game has a time control.
    #[must_use]
    pub fn clocks(&self) -> Option<&Clocks> {
        self.clocks.as_ref()
    }

    /// Ends the game when the side to move's time has run out at `now`;
    /// returns that side. The frontends ask every frame or line.
    pub fn check_time(&mut self, now: Instant) -> Option<Color> {
        self.at(now);
        if self.game.is_over() {
            return None;
        }
        let flagged = self.clocks.as_ref()?.flagged(now)?;
        self.game.time_forfeit(flagged);
        self.changed();
        Some(flagged)
    }

    /// Goes on with the game of a record. Its players are those the record
    /// names, when it names both as this program does (`Human`, `AI level
    /// 7`); a record of other players keeps the players of this session. An
    /// AI to move waits to be told to play on.
    ///
    /// # Errors
    /// When the record cannot be replayed; nothing changes then.
    pub fn load_record(&mut self, record: &Record) -> Result<(), RecordError> {
        let game = record.to_game()?;
        let named = |tag| record.tag(tag).and_then(Player::from_record_name);
        if let (Some(white), Some(black)) = (named("White"), named("Black")) {
            self.players = ByColor::new(white, black);
        }
        self.game = game;
        self.clocks_from(record);
        self.changed();
        self.ai_paused = self.players[self.side_to_move()].is_ai() && !self.game.is_over();
        self.sync_clocks();
        Ok(())
    }

    /// The clocks a record tells of: its `TimeControl` tag, and each side's
    /// time from the last `[%clk]` comment after its moves.
    fn clocks_from(&mut self, record: &Record) {
        let control = record
            .tag("TimeControl")
            .and_then(TimeControl::from_pgn_tag)
            .unwrap_or_default();
        let now = self.now();
        self.clocks = Clocks::new(control, self.side_to_move(), now);
        self.clock_log.clear();
        let Some(clocks) = &mut self.clocks else {
            return;
        };
        for i in 0..self.game.moves().len() {
            let left = record.comment(i).and_then(clock::parse_clk);
            self.clock_log.push(left);
            let mover = mover_of(&self.game, i);
            if let Some(left) = left {
                clocks.set_left(mover, left, now);
            }
        }
    }

    /// Starts a new game under `rules`, the same players.
    pub fn new_game(&mut self, rules: Rules) {
        self.game = Game::new(rules);
        let control = self
            .clocks
            .as_ref()
            .map(Clocks::control)
            .unwrap_or_default();
        self.set_time_control(control);
        self.changed();
        self.ai_paused = false;
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Who plays each side.
    #[must_use]
    pub fn players(&self) -> ByColor<Player> {
        self.players
    }

    /// Changes who plays; a waiting AI keeps waiting.
    pub fn set_players(&mut self, players: ByColor<Player>) {
        self.players = players;
        self.version += 1;
    }

    /// The side to move.
    #[must_use]
    pub fn side_to_move(&self) -> Color {
        self.game.position().side_to_move()
    }

    /// The half-made turn.
    #[must_use]
    pub fn entry(&self) -> &Entry {
        &self.entry
    }

    /// The points the next input may go to (see [`entry::targets`]).
    #[must_use]
    pub fn targets(&self) -> PointSet {
        entry::targets(self.game.position(), &self.entry)
    }

    /// Why the last input was refused, until the next one.
    #[must_use]
    pub fn refusal(&self) -> Option<&Refusal> {
        self.refusal.as_ref()
    }

    /// The hint for the position on the board, if one was asked for.
    #[must_use]
    pub fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// The side that offered a draw the other person has not answered.
    #[must_use]
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// Whether the AI waits to be told to move (after going back in the
    /// game, or when the player paused it).
    #[must_use]
    pub fn is_ai_paused(&self) -> bool {
        self.ai_paused
    }

    /// A number that changes whenever the game changes, so a search started
    /// on an older game is recognised as stale.
    #[must_use]
    pub fn version(&self) -> u64 {
        self.version
    }

    /// The AI's level if the AI is to move now (not paused, no half-made
    /// turn, no draw offer open, game not over).
    #[must_use]
    pub fn ai_to_move(&self) -> Option<Level> {
        if self.game.is_over() || self.ai_paused || self.draw_offer.is_some() {
            return None;
        }
        self.players[self.side_to_move()].level()
    }

    /// Whether a person is to move in a game that goes on.
    #[must_use]
    pub fn human_to_move(&self) -> bool {
        !self.game.is_over() && !self.players[self.side_to_move()].is_ai()
    }

    /// Whether a person plays either side.
    #[must_use]
    pub fn has_human(&self) -> bool {
        Color::ALL.into_iter().any(|c| !self.players[c].is_ai())
    }

    /// The move played last and the side that played it.
    #[must_use]
    pub fn last_move(&self) -> Option<(Move, Color)> {
        let n = self.game.moves().len();
        let m = *self.game.moves().last()?;
        let mover = self.game.position_after(n - 1)?.side_to_move();
        Some((m, mover))
    }

    /// The mills the last move closed, each as its three points (the core
    /// says which).
    #[must_use]
    pub fn fresh_mills(&self) -> Vec<PointSet> {
        let n = self.game.moves().len();
        match (self.game.moves().last(), n.checked_sub(1)) {
            (Some(m), Some(before)) => self
                .game
                .position_after(before)
                .map_or_else(Vec::new, |p| p.mills_closed_by(m.from(), m.to())),
            _ => Vec::new(),
        }
    }

    /// The board as the player sees it, the half-made turn included.
    #[must_use]
    pub fn shown(&self) -> Shown {
        let pos = self.game.position();
        let mut in_hand = ByColor::new(pos.in_hand(Color::White), pos.in_hand(Color::Black));
        match self.entry.waiting() {
            Some(turn) => {
                if turn.base().is_placement() {
                    let side = pos.side_to_move();
                    in_hand[side] = in_hand[side].saturating_sub(1);
                }
                Shown {
                    pieces: turn.board(),
                    in_hand,
                    fresh_mills: turn.mills_closed(),
                    removed: turn.removed(),
                }
            }
            None => Shown {
                pieces: pos.board(),
                in_hand,
                fresh_mills: self.fresh_mills(),
                removed: PointSet::EMPTY,
            },
        }
    }

    /// Records that the game changed: the half-made turn, the hint and any
    /// draw offer belong to the old position.
    fn changed(&mut self) {
        self.version += 1;
        self.entry = Entry::Nothing;
        self.refusal = None;
        self.hint = None;
        self.draw_offer = None;
        self.sync_clocks();
    }

    /// The refusal for a person acting now, if they may not. A person may
    /// also make the move of an AI that waits (after going back in the
    /// game), to try another line.
    fn may_act(&self) -> Option<Refusal> {
        if self.game.is_over() {
            Some(Refusal::Illegal(IllegalReason::GameOver))
        } else if !self.human_to_move() && !self.ai_paused {
            Some(Refusal::AiToMove)
        } else {
            None
        }
    }

    /// Applies a step of the half-made turn.
    fn step(&mut self, step: Step) -> Result<Entered, Refusal> {
        let before = self.entry.waiting().map(|t| t.base());
        let result = match step {
            Step::Entry(entry) => {
                self.entry = entry;
                self.refusal = None;
                Ok(Entered::default())
            }
            Step::Play(m) => self.play_human(m).map(|()| Entered {
                played: Some(m),
                dropped: None,
            }),
            Step::Refused(refusal) => Err(refusal),
        };
        match result {
            Ok(mut entered) => {
                // An input that neither goes on with the waiting turn nor
                // finishes it drops it.
                let now = self.entry.waiting().map(|t| t.base());
                let continued = entered.played.map(|m| m.base()) == before || now == before;
                if !continued {
                    entered.dropped = before;
                }
                Ok(entered)
            }
            Err(refusal) => {
                self.refusal = Some(refusal.clone());
                Err(refusal)
            }
        }
    }

    /// The player clicks `point`.
    ///
    /// # Errors
    /// A [`Refusal`] saying why the click does nothing (it is also kept,
    /// see [`Session::refusal`]).
    pub fn click(&mut self, point: Point) -> Result<Entered, Refusal> {
        let step = match self.may_act() {
            Some(refusal) => Step::Refused(refusal),
            None => entry::click(self.game.position(), &self.entry, point),
        };
        self.step(step)
    }

    /// The player drags the piece on `from` to `to`.
    ///
    /// # Errors
    /// A [`Refusal`] saying why the drag does nothing.
    pub fn drag(&mut self, from: Point, to: Point) -> Result<Entered, Refusal> {
        let step = match self.may_act() {
            Some(refusal) => Step::Refused(refusal),
            None => {
                self.entry = Entry::Nothing;
                entry::drag(self.game.position(), from, to)
            }
        };
        self.step(step)
    }

    /// The player types a move, a point or removals (see [`entry::typed`]).
    ///
    /// # Errors
    /// A [`Refusal`] saying why the text does nothing.
    pub fn typed(&mut self, text: &str) -> Result<Entered, Refusal> {
        let step = match self.may_act() {
            Some(refusal) => Step::Refused(refusal),
            None => entry::typed(self.game.position(), &self.entry, text),
        };
        self.step(step)
    }

    /// The player enters a whole move, perhaps without all its removals
    /// (see [`entry::enter`]).
    ///
    /// # Errors
    /// A [`Refusal`] saying why the move is not played.
    pub fn enter(&mut self, m: Move) -> Result<Entered, Refusal> {
        let step = match self.may_act() {
            Some(refusal) => Step::Refused(refusal),
            None => entry::enter(self.game.position(), &self.entry, m),
        };
        self.step(step)
    }

    /// The player makes removals for the turn that waits for them.
    ///
    /// # Errors
    /// A [`Refusal`] saying why they are not made.
    pub fn remove(&mut self, points: PointSet) -> Result<Entered, Refusal> {
        let step = match self.may_act() {
            Some(refusal) => Step::Refused(refusal),
            None => entry::removals(self.game.position(), &self.entry, points),
        };
        self.step(step)
    }

    /// Drops the half-made turn; returns the placement or move that waited
    /// for its removals, if one did.
    pub fn cancel_entry(&mut self) -> Option<Move> {
        let waiting = self.entry.waiting().map(|t| t.base());
        self.entry = Entry::Nothing;
        self.refusal = None;
        waiting
    }

    fn play_human(&mut self, m: Move) -> Result<(), Refusal> {
        match self.play(m) {
            Ok(()) => {
                // A person's move wakes a waiting AI, unless only AIs play.
                self.ai_paused = false;
                Ok(())
            }
            Err(PlayError::GameOver(_)) => Err(Refusal::Illegal(IllegalReason::GameOver)),
            Err(PlayError::Illegal(e)) => Err(Refusal::Illegal(e.reason)),
        }
    }

    /// Plays a whole move (a person's or the AI's).
    ///
    /// # Errors
    /// When the game refuses it; nothing changes then.
    pub fn play(&mut self, m: Move) -> Result<(), PlayError> {
        let mover = self.side_to_move();
        self.game.play(m)?;
        let now = self.now();
        if let Some(clocks) = &mut self.clocks {
            clocks.moved(mover, now);
            // A new move: what undo kept of the old line ahead goes.
            let at = self.game.moves().len() - 1;
            self.clock_log.resize(at, None);
            self.clock_log.push(Some(clocks.left(mover, now)));
        }
        self.changed();
        Ok(())
    }

    /// Plays the AI's answer if it is still current: the session has not
    /// changed since the search started on `version` (an answer for a
    /// game that moved on, was taken back or ended is dropped). Returns the
    /// move played.
    pub fn play_ai(&mut self, version: u64, m: Move) -> Option<Move> {
        if version != self.version {
            return None;
        }
        self.play(m).ok().map(|()| m)
    }

    /// The number of moves [`Session::redo`] can play again.
    #[must_use]
    pub fn redo_len(&self) -> usize {
        self.game.redo_moves().len()
    }

    /// Whether [`Session::undo`] would change anything.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.game.moves().is_empty() || self.game.is_over()
    }

    /// Takes back the last move; against the AI, back to the person's turn.
    /// Returns the moves taken back (none: nothing changed).
    pub fn undo(&mut self) -> usize {
        let before = (self.game.moves().len(), self.game.outcome());
        self.game.undo();
        if self.has_human() {
            while self.players[self.side_to_move()].is_ai() && self.game.undo().is_some() {}
        }
        self.after_going_back(before);
        before.0 - self.game.moves().len()
    }

    /// Plays again what [`Session::undo`] took back; against the AI, on to
    /// the person's turn. Returns the moves played again.
    pub fn redo(&mut self) -> usize {
        let before = (self.game.moves().len(), self.game.outcome());
        self.game.redo();
        if self.has_human() {
            while self.players[self.side_to_move()].is_ai()
                && !self.game.is_over()
                && self.game.redo().is_some()
            {}
        }
        self.after_going_back(before);
        self.game.moves().len() - before.0
    }

    /// Shows the position after the first `n` moves, of those played and
    /// those undo took back.
    pub fn go_to(&mut self, n: usize) {
        let before = (self.game.moves().len(), self.game.outcome());
        self.game.go_to(n);
        while self.game.moves().len() < n && self.game.redo().is_some() {}
        self.after_going_back(before);
    }

    fn after_going_back(&mut self, before: (usize, Option<Outcome>)) {
        let changed = before != (self.game.moves().len(), self.game.outcome());
        if changed {
            self.restore_clocks();
            self.changed();
            // Going through the game, the AI waits to be told to play on, so
            // it does not wipe out the moves ahead.
            self.ai_paused = self.players[self.side_to_move()].is_ai();
            self.sync_clocks();
        }
    }

    /// Lets a waiting AI move, or makes it wait (its clock stands while it
    /// waits).
    pub fn set_ai_paused(&mut self, paused: bool) {
        self.ai_paused = paused;
        self.sync_clocks();
    }

    /// The side that would resign or offer a draw: the only person, or the
    /// person to move when two play; `None` when the game is over or only
    /// AIs play.
    #[must_use]
    pub fn resigner(&self) -> Option<Color> {
        if self.game.is_over() {
            return None;
        }
        let humans: Vec<Color> = Color::ALL
            .into_iter()
            .filter(|&c| !self.players[c].is_ai())
            .collect();
        match humans.as_slice() {
            [one] => Some(*one),
            [_, _] => Some(self.side_to_move()),
            _ => None,
        }
    }

    /// `side` resigns; returns whether the game ended so.
    pub fn resign(&mut self, side: Color) -> bool {
        if self.game.is_over() {
            return false;
        }
        self.game.resign(side);
        self.changed();
        true
    }

    /// `offerer` offers a draw. An AI on the other side answers by
    /// `ai_accepts` (the policy of [`crate::draw`]); another person is
    /// asked. `None` when the game is over.
    pub fn offer_draw(
        &mut self,
        offerer: Color,
        ai_accepts: impl FnOnce(&Game, Color) -> bool,
    ) -> Option<DrawReply> {
        if self.game.is_over() {
            return None;
        }
        let other = offerer.other();
        if self.players[other].is_ai() {
            if ai_accepts(&self.game, other) {
                self.game.agree_draw();
                self.changed();
                Some(DrawReply::Accepted)
            } else {
                Some(DrawReply::Declined)
            }
        } else {
            self.draw_offer = Some(offerer);
            Some(DrawReply::Asked)
        }
    }

    /// The other person answers a draw offer.
    pub fn answer_draw(&mut self, accept: bool) {
        if self.draw_offer.take().is_some() && accept {
            self.game.agree_draw();
            self.changed();
        }
    }

    /// Shows a hint for the position on the board if it was asked on this
    /// `version` of the session.
    pub fn set_hint(&mut self, version: u64, hint: Hint) {
        if version == self.version {
            self.hint = Some(hint);
        }
    }

    /// The game record: the moves, rules, result, the date and the players.
    #[must_use]
    pub fn record(&self) -> Record {
        let mut record = Record::from_game(&self.game);
        record.set_tag("Event", "Casual game");
        record.set_tag("Date", &today());
        record.set_tag("White", &self.players.white.record_name());
        record.set_tag("Black", &self.players.black.record_name());
        if let Some(clocks) = &self.clocks {
            record.set_tag("TimeControl", &clocks.control().pgn_tag());
            let played = self.game.moves().len();
            for (i, left) in self.clock_log.iter().take(played).enumerate() {
                if let Some(left) = left {
                    record.set_comment(i, &clock::clk_comment(*left));
                }
            }
        }
        record
    }
}

/// Who played the `i`th move of `game`: the side to move before it.
fn mover_of(game: &Game, i: usize) -> Color {
    game.position_after(i)
        .unwrap_or_else(|| game.position())
        .side_to_move()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn humans() -> ByColor<Player> {
        ByColor::new(Player::Human, Player::Human)
    }

    fn inputs(session: &mut Session, words: &str) {
        for w in words.split_whitespace() {
            let _ = session.typed(w);
        }
    }

    #[test]
    fn inputs_play_moves_and_refusals_say_why() {
        let mut s = Session::new(Rules::default(), humans());
        assert_eq!(
            s.click(Point::D6).unwrap().played,
            Some("d6".parse().unwrap())
        );
        let err = s.click(Point::D6).unwrap_err();
        assert_eq!(err, Refusal::Illegal(IllegalReason::NotEmpty(Point::D6)));
        assert_eq!(s.refusal(), Some(&err));
        assert_eq!(s.typed("f4").unwrap().played, Some("f4".parse().unwrap()));
        assert!(s.refusal().is_none());
        assert!(matches!(s.typed("zz"), Err(Refusal::Notation(_))));
        assert_eq!(s.game().moves().len(), 2);
    }

    #[test]
    fn a_waiting_turn_replaced_by_another_is_reported_dropped() {
        let mut s = Session::new(Rules::default(), humans());
        inputs(&mut s, "d7 a1 d6 g1");
        let e = s.typed("d5").unwrap();
        assert_eq!(e.played, None);
        assert!(s.entry().waiting().is_some());
        assert_eq!(s.targets(), Point::A1.set() | Point::G1.set());
        // A point answers the removal question.
        let err = s.typed("b4").unwrap_err();
        assert_eq!(
            err,
            Refusal::Illegal(IllegalReason::NotOpponentPiece(Point::B4))
        );
        assert_eq!(s.cancel_entry(), Some("d5".parse().unwrap()));
        assert_eq!(s.cancel_entry(), None);
        // Clicking the piece just placed takes the placement back.
        let _ = s.typed("d5").unwrap();
        assert_eq!(
            s.click(Point::D5).unwrap().dropped,
            Some("d5".parse().unwrap())
        );
        // The removal of the same turn drops nothing.
        let _ = s.typed("d5").unwrap();
        // While it waits, the board shows the mill and the piece placed.
        let shown = s.shown();
        assert_eq!(
            shown.fresh_mills,
            vec![Point::D7.set() | Point::D6.set() | Point::D5.set()]
        );
        assert!(shown.pieces[Color::White].contains(Point::D5));
        assert_eq!(
            shown.in_hand[Color::White],
            s.game().position().in_hand(Color::White) - 1
        );
        let e = s.typed("xa1").unwrap();
        assert_eq!(e.played, Some("d5xa1".parse().unwrap()));
        assert_eq!(e.dropped, None);
        assert_eq!(s.fresh_mills().len(), 1);
    }

    #[test]
    fn a_clock_that_runs_out_loses_and_the_record_keeps_the_times() {
        let mut s = Session::new(Rules::default(), humans());
        s.set_time_control("1+2".parse().unwrap());
        inputs(&mut s, "d6 f4 d2");
        let clocks = s.clocks().unwrap();
        assert_eq!(clocks.running(), Some(Color::Black));
        // White moved twice and got the increment twice.
        let white = clocks.left(Color::White, Instant::now());
        assert!(white > Duration::from_secs(61), "{white:?}");
        let record = s.record();
        assert_eq!(record.tag("TimeControl"), Some("60+2"));
        assert!(
            record.comment(0).unwrap().starts_with("[%clk 0:01:0"),
            "{record}"
        );
        // Read back, the clocks stand where they stood.
        let mut again = Session::new(Rules::default(), humans());
        again.load_record(&record).unwrap();
        let left = again.clocks().unwrap().left(Color::White, Instant::now());
        // The comment counts a part of a second as a whole one.
        assert!(
            left.as_secs().abs_diff(white.as_secs()) <= 1,
            "{left:?} {white:?}"
        );
        // Black thinks for a minute and a half: the flag falls.
        let v = s.version();
        assert_eq!(s.check_time(Instant::now() + Duration::from_secs(30)), None);
        assert_eq!(
            s.check_time(Instant::now() + Duration::from_secs(90)),
            Some(Color::Black)
        );
        assert_ne!(s.version(), v);
        let outcome = s.game().outcome().unwrap();
        assert_eq!(outcome.winner, Some(Color::White));
        assert_eq!(outcome.termination, morris_core::Termination::TimeForfeit);
        assert_eq!(
            s.check_time(Instant::now() + Duration::from_secs(900)),
            None
        );
        assert_eq!(s.clocks().unwrap().running(), None, "the clocks stopped");
        // Undo takes the flag fall back (no move): Black gets back the time
        // it had after its last move, and its clock runs again.
        s.undo();
        assert!(!s.game().is_over());
        let clocks = s.clocks().unwrap();
        assert_eq!(clocks.running(), Some(Color::Black));
        assert!(clocks.left(Color::Black, Instant::now()) > Duration::from_secs(60));
        assert_eq!(
            s.check_time(Instant::now()),
            None,
            "not flagged again at once"
        );
    }

    #[test]
    fn clock_comments_stay_with_their_moves_through_undo_and_redo() {
        let mut s = Session::new(Rules::default(), humans());
        s.set_time_control("5+0".parse().unwrap());
        inputs(&mut s, "d6 f4");
        // Take one back, play it again, go on: every comment is its move's.
        s.undo();
        s.redo();
        inputs(&mut s, "d2");
        let record = s.record();
        for i in 0..3 {
            assert!(
                record
                    .comment(i)
                    .is_some_and(|c| c.starts_with("[%clk 0:0")),
                "{record}"
            );
        }
        // A different move after undo drops the old one's time.
        s.undo();
        inputs(&mut s, "b4");
        let record = s.record();
        assert_eq!(record.moves().len(), 3);
        assert!(record.comment(2).is_some(), "{record}");
        assert!(record.comment(3).is_none(), "{record}");
    }

    #[test]
    fn an_ai_that_waits_to_be_told_does_not_lose_on_time() {
        let players = ByColor::new(Player::Human, Player::ai(Level::new(3).unwrap()));
        let mut s = Session::new(Rules::default(), players);
        let t0 = Instant::now();
        let minute = Duration::from_secs(60);
        s.at(t0);
        s.set_time_control("10s".parse().unwrap());
        let _ = s.click(Point::D6).unwrap();
        // The AI is paused (as after going back in the game): its clock
        // stands, however long it waits.
        s.set_ai_paused(true);
        assert_eq!(s.clocks().unwrap().running(), None);
        assert_eq!(s.check_time(t0 + minute), None);
        s.set_ai_paused(false);
        assert_eq!(s.clocks().unwrap().running(), Some(Color::Black));
        // Held by the frontend (its editor open): the same.
        s.hold_clocks(true);
        assert_eq!(s.check_time(t0 + 2 * minute), None);
        s.hold_clocks(false);
        assert_eq!(s.check_time(t0 + 2 * minute + Duration::from_secs(9)), None);
        assert_eq!(
            s.check_time(t0 + 2 * minute + Duration::from_secs(11)),
            Some(Color::Black)
        );
    }

    #[test]
    fn undo_against_the_ai_returns_to_the_person() {
        let players = ByColor::new(Player::Human, Player::ai(Level::new(3).unwrap()));
        let mut s = Session::new(Rules::default(), players);
        let _ = s.click(Point::D6).unwrap();
        assert_eq!(s.ai_to_move(), Some(Level::new(3).unwrap()));
        let v = s.version();
        assert_eq!(
            s.play_ai(v, "f4".parse().unwrap()),
            Some("f4".parse().unwrap())
        );
        // A stale answer is dropped.
        assert_eq!(s.play_ai(v, "f6".parse().unwrap()), None);
        assert_eq!(s.undo(), 2);
        assert!(s.human_to_move());
        assert_eq!(s.redo(), 2);
        assert_eq!(s.game().moves().len(), 2);
    }

    #[test]
    fn draws_between_people_are_asked_and_the_ai_answers_by_policy() {
        let mut s = Session::new(Rules::default(), humans());
        assert_eq!(
            s.offer_draw(Color::White, |_, _| true),
            Some(DrawReply::Asked)
        );
        assert_eq!(s.ai_to_move(), None);
        s.answer_draw(false);
        assert!(!s.game().is_over());
        let players = ByColor::new(Player::Human, Player::ai(Level::MAX));
        let mut s = Session::new(Rules::default(), players);
        assert_eq!(
            s.offer_draw(Color::White, |_, _| false),
            Some(DrawReply::Declined)
        );
        assert_eq!(
            s.offer_draw(Color::White, |_, _| true),
            Some(DrawReply::Accepted)
        );
        assert!(s.game().is_over());
        assert_eq!(s.offer_draw(Color::White, |_, _| true), None);
    }

    #[test]
    fn records_name_the_players_and_restore_ours_only() {
        let players = ByColor::new(Player::ai(Level::new(7).unwrap()), Player::Human);
        let mut s = Session::new(Rules::default(), players);
        s.play("d6".parse().unwrap()).unwrap();
        let record = s.record();
        assert_eq!(record.tag("White"), Some("AI level 7"));
        let mut other = Session::new(Rules::default(), humans());
        other.load_record(&record).unwrap();
        assert_eq!(other.players(), players);
        assert_eq!(other.game().moves().len(), 1);
        // A record of other players keeps ours.
        let mut named = record.clone();
        named.set_tag("White", "Alice");
        let mut third = Session::new(Rules::default(), humans());
        third.load_record(&named).unwrap();
        assert_eq!(third.players(), humans());
    }
}
