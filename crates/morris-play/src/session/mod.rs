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
    ByColor, Color, Game, Move, Outcome, PlayError, Point, PointSet, Record, RecordError, Rules,
};

use std::time::{Duration, Instant};

mod clocks;
mod input;

use crate::Player;
use crate::clock::{self, Clocks};
use crate::entry::{self, Entry, Refusal};
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
    /// The value with perfect play without its distance (a compact pack,
    /// the search over the placing phase), when no exact value is known.
    pub solved: Option<morris_ai::db::Wdl>,
    /// Whether the value is the tablebase server's (perfect play from a
    /// server, docs/TABLEBASE.md) rather than this computer's.
    pub from_server: bool,
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

    /// Whether an engine is to move now (not paused, no draw offer open,
    /// game not over).
    #[must_use]
    pub fn engine_to_move(&self) -> bool {
        !self.game.is_over()
            && !self.ai_paused
            && self.draw_offer.is_none()
            && self.players[self.side_to_move()].is_engine()
    }

    /// Whether a person is to move in a game that goes on.
    #[must_use]
    pub fn human_to_move(&self) -> bool {
        !self.game.is_over() && self.players[self.side_to_move()].is_person()
    }

    /// Whether a person plays either side.
    #[must_use]
    pub fn has_human(&self) -> bool {
        Color::ALL.into_iter().any(|c| self.players[c].is_person())
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
            .filter(|&c| self.players[c].is_person())
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
mod tests;
