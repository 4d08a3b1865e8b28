//! The game in play and everything that belongs to it but not to the rules:
//! who plays each side, the half-made turn, the last refused click, the
//! hint, a draw offer and whether the AI waits. No drawing here, so tests
//! drive it directly.

use morris_ai::db::DbValue;
use morris_ai::eval::{Weights, evaluate};
use morris_ai::{Level, Score};
use morris_core::{
    ByColor, Color, Game, Move, PlayError, Point, PointSet, Record, RecordError, Rules,
};

use crate::settings::Player;
use crate::turn::{self, Pending, Refusal, Step};

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

/// The game in play.
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    players: ByColor<Player>,
    pending: Pending,
    refusal: Option<Refusal>,
    hint: Option<Hint>,
    draw_offer: Option<Color>,
    ai_paused: bool,
    version: u64,
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
            pending: Pending::Nothing,
            refusal: None,
            hint: None,
            draw_offer: None,
            ai_paused: false,
            version: 0,
        }
    }

    /// The game of a record, its players named by its `White` and `Black`
    /// tags (other names are people).
    ///
    /// # Errors
    /// When the record cannot be replayed.
    pub fn from_record(record: &Record) -> Result<Session, RecordError> {
        let game = record.to_game()?;
        let player = |tag| Player::from_record_name(record.tag(tag).unwrap_or(""));
        let mut session = Session::from_game(game, ByColor::new(player("White"), player("Black")));
        // A restored game does not go on by itself when the AI is to move.
        session.ai_paused = session.players[session.side_to_move()].is_ai();
        Ok(session)
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

    /// The side to move.
    #[must_use]
    pub fn side_to_move(&self) -> Color {
        self.game.position().side_to_move()
    }

    /// The half-made turn.
    #[must_use]
    pub fn pending(&self) -> &Pending {
        &self.pending
    }

    /// Why the last click or typed move was refused, until the next action.
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

    /// The AI's level if the AI is to move now (not paused, game not over).
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

    /// The move played last and the side that played it.
    #[must_use]
    pub fn last_move(&self) -> Option<(Move, Color)> {
        let n = self.game.moves().len();
        let m = *self.game.moves().last()?;
        let mover = self.game.position_after(n - 1)?.side_to_move();
        Some((m, mover))
    }

    /// The mills the last move closed, each as its three points.
    #[must_use]
    pub fn fresh_mills(&self) -> Vec<PointSet> {
        let Some((m, mover)) = self.last_move() else {
            return Vec::new();
        };
        let pos = self.game.position();
        let own = pos.pieces(mover);
        pos.geometry()
            .mills()
            .iter()
            .copied()
            .filter(|mill| mill.contains(m.to()) && own.contains_all(*mill))
            .collect()
    }

    /// Records that the game changed: the half-made turn, the hint and any
    /// draw offer belong to the old position.
    fn changed(&mut self) {
        self.version += 1;
        self.pending = Pending::Nothing;
        self.refusal = None;
        self.hint = None;
        self.draw_offer = None;
    }

    /// Applies a step of the half-made turn; returns the move it played.
    fn step(&mut self, step: Step) -> Option<Move> {
        match step {
            Step::Pending(pending) => {
                self.pending = pending;
                self.refusal = None;
                None
            }
            Step::Play(m) => self.play_human(m),
            Step::Refused(refusal) => {
                self.refusal = Some(refusal);
                None
            }
        }
    }

    /// The refusal for a person acting now, if they may not.
    fn may_act(&self) -> Option<Refusal> {
        if self.game.is_over() {
            Some(Refusal::Illegal(morris_core::IllegalReason::GameOver))
        } else if !self.human_to_move() {
            Some(Refusal::AiToMove)
        } else {
            None
        }
    }

    /// The player clicks `point`; returns the move this played, if any.
    pub fn click(&mut self, point: Point) -> Option<Move> {
        if let Some(refusal) = self.may_act() {
            self.refusal = Some(refusal);
            return None;
        }
        let step = turn::click(self.game.position(), &self.pending, point);
        self.step(step)
    }

    /// The player drags the piece on `from` to `to`; returns the move this
    /// played, if any.
    pub fn drag(&mut self, from: Point, to: Point) -> Option<Move> {
        if let Some(refusal) = self.may_act() {
            self.refusal = Some(refusal);
            return None;
        }
        self.pending = Pending::Nothing;
        let step = turn::drag(self.game.position(), from, to);
        self.step(step)
    }

    /// The player types a move in notation (`d6-d5xa7`), or a point name,
    /// which counts as a click on it. Returns the move this played, if any.
    pub fn type_move(&mut self, text: &str) -> Option<Move> {
        let text = text.trim();
        if text.is_empty() {
            return None;
        }
        if let Ok(point) = text.parse::<Point>()
            && !matches!(self.pending, Pending::Nothing)
        {
            return self.click(point);
        }
        if let Some(refusal) = self.may_act() {
            self.refusal = Some(refusal);
            return None;
        }
        let m = match text.parse::<Move>() {
            Ok(m) => m,
            Err(_) => {
                self.refusal = Some(Refusal::Notation(text.to_owned()));
                return None;
            }
        };
        match self.game.position().check(m) {
            Ok(()) => self.play_human(m),
            Err(err) => {
                // A bare point in a position that needs a piece chosen acts
                // as a click, so a keyboard player can work point by point.
                if m.removals().is_empty()
                    && m.from().is_none()
                    && matches!(
                        err.reason,
                        morris_core::IllegalReason::MustMove
                            | morris_core::IllegalReason::MissingRemoval { .. }
                    )
                {
                    return self.click(m.to());
                }
                self.refusal = Some(Refusal::Illegal(err.reason));
                None
            }
        }
    }

    /// Drops the half-made turn.
    pub fn cancel_turn(&mut self) {
        self.pending = Pending::Nothing;
        self.refusal = None;
    }

    fn play_human(&mut self, m: Move) -> Option<Move> {
        match self.play(m) {
            Ok(()) => {
                self.ai_paused = false;
                Some(m)
            }
            Err(err) => {
                self.refusal = Some(match err {
                    PlayError::GameOver(_) => {
                        Refusal::Illegal(morris_core::IllegalReason::GameOver)
                    }
                    PlayError::Illegal(e) => Refusal::Illegal(e.reason),
                });
                None
            }
        }
    }

    /// Plays a whole move (a person's or the AI's).
    ///
    /// # Errors
    /// When the game refuses it; nothing changes then.
    pub fn play(&mut self, m: Move) -> Result<(), PlayError> {
        self.game.play(m)?;
        self.changed();
        Ok(())
    }

    /// Whether a person plays either side.
    fn has_human(&self) -> bool {
        Color::ALL.into_iter().any(|c| !self.players[c].is_ai())
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
    /// Returns whether anything changed.
    pub fn undo(&mut self) -> bool {
        let before = (self.game.moves().len(), self.game.outcome());
        self.game.undo();
        if self.has_human() {
            while self.players[self.side_to_move()].is_ai() && self.game.undo().is_some() {}
        }
        self.after_going_back(before)
    }

    /// Plays again what [`Session::undo`] took back; against the AI, on to
    /// the person's turn. Returns whether anything changed.
    pub fn redo(&mut self) -> bool {
        let before = (self.game.moves().len(), self.game.outcome());
        self.game.redo();
        if self.has_human() {
            while self.players[self.side_to_move()].is_ai()
                && !self.game.is_over()
                && self.game.redo().is_some()
            {}
        }
        self.after_going_back(before)
    }

    /// Shows the position after the first `n` moves, of those played and
    /// those undo took back.
    pub fn go_to(&mut self, n: usize) {
        let before = (self.game.moves().len(), self.game.outcome());
        self.game.go_to(n);
        while self.game.moves().len() < n && self.game.redo().is_some() {}
        self.after_going_back(before);
    }

    fn after_going_back(&mut self, before: (usize, Option<morris_core::Outcome>)) -> bool {
        let changed = before != (self.game.moves().len(), self.game.outcome());
        if changed {
            self.changed();
            // Going through the game, the AI waits to be told to play on, so
            // it does not wipe out the moves ahead.
            self.ai_paused = self.players[self.side_to_move()].is_ai();
        }
        changed
    }

    /// Lets a paused AI move, or pauses it.
    pub fn set_ai_paused(&mut self, paused: bool) {
        self.ai_paused = paused;
    }

    /// The side that would resign: the only person, or the person to move
    /// when two play; `None` when the game is over or only AIs play.
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

    /// The person resigns (see [`Session::resigner`]).
    pub fn resign(&mut self) {
        if let Some(color) = self.resigner() {
            self.game.resign(color);
            self.changed();
        }
    }

    /// The person (see [`Session::resigner`]) offers a draw. The AI accepts
    /// when it does not think itself better; another person is asked.
    pub fn offer_draw(&mut self) -> Option<DrawReply> {
        let offerer = self.resigner()?;
        let other = offerer.other();
        if self.players[other].is_ai() {
            let pos = self.game.position();
            let for_side_to_move = evaluate(pos, &Weights::default());
            let for_ai = if pos.side_to_move() == other {
                for_side_to_move
            } else {
                -for_side_to_move
            };
            if for_ai <= Score::DRAW {
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

    /// Shows a hint for the position on the board.
    pub fn set_hint(&mut self, hint: Hint) {
        self.hint = Some(hint);
    }

    /// The game record: the moves, rules, result and the players.
    #[must_use]
    pub fn record(&self) -> Record {
        let mut record = Record::from_game(&self.game);
        record.set_tag("Event", "Casual game");
        record.set_tag("Date", &today());
        record.set_tag("White", &self.players.white.record_name());
        record.set_tag("Black", &self.players.black.record_name());
        record
    }
}

/// Today's date as records write it: `2026.11.30` (UTC).
fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_from_days(i64::try_from(secs / 86_400).unwrap_or(0));
    format!("{y:04}.{m:02}.{d:02}")
}

/// The proleptic Gregorian date of a day count from 1970-01-01 (Howard
/// Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = u32::try_from(doy - (153 * mp + 2) / 5 + 1).unwrap_or(1);
    let m = u32::try_from(if mp < 10 { mp + 3 } else { mp - 9 }).unwrap_or(1);
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn humans() -> ByColor<Player> {
        ByColor::new(Player::Human, Player::Human)
    }

    fn click_all(session: &mut Session, points: &str) {
        for p in points.split_whitespace() {
            session.click(p.parse().unwrap());
        }
    }

    #[test]
    fn dates_are_civil() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_787), (2026, 11, 30));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }

    #[test]
    fn clicks_play_moves_and_refusals_explain() {
        let mut session = Session::new(Rules::default(), humans());
        click_all(&mut session, "d7 a1 d6 g1 d5");
        assert!(matches!(session.pending(), Pending::Removing(_)));
        click_all(&mut session, "g1");
        assert_eq!(session.game().moves().len(), 5);
        assert_eq!(session.fresh_mills().len(), 1);
        click_all(&mut session, "d6");
        assert_eq!(
            session.refusal(),
            Some(&Refusal::Illegal(morris_core::IllegalReason::NotEmpty(
                Point::D6
            )))
        );
    }

    #[test]
    fn undo_against_the_ai_returns_to_the_person() {
        let players = ByColor::new(Player::Human, Player::ai(Level::MIN));
        let mut session = Session::new(Rules::default(), players);
        session.click(Point::D6);
        assert_eq!(session.ai_to_move(), Some(Level::MIN));
        session.play("f4".parse().unwrap()).unwrap();
        assert!(session.undo());
        assert_eq!(session.game().moves().len(), 0);
        assert!(session.human_to_move());
        assert!(session.redo());
        assert_eq!(session.game().moves().len(), 2);
        session.go_to(1);
        assert!(session.is_ai_paused(), "the AI waits after going back");
        assert_eq!(session.ai_to_move(), None);
    }

    #[test]
    fn typed_moves_and_points() {
        let mut session = Session::new(Rules::default(), humans());
        for m in ["d7", "a1", "d6", "g1"] {
            assert!(session.type_move(m).is_some());
        }
        assert_eq!(session.type_move("d5"), None, "d5 closes a mill");
        assert!(matches!(session.pending(), Pending::Removing(_)));
        assert_eq!(session.type_move("g1"), Some("d5xg1".parse().unwrap()));
        assert_eq!(session.type_move("zz"), None);
        assert_eq!(session.refusal(), Some(&Refusal::Notation("zz".to_owned())));
    }

    #[test]
    fn draws_between_people_are_asked_and_answered() {
        let mut session = Session::new(Rules::default(), humans());
        assert_eq!(session.offer_draw(), Some(DrawReply::Asked));
        assert_eq!(session.draw_offer(), Some(Color::White));
        session.answer_draw(true);
        assert_eq!(
            session.game().outcome().map(|o| o.termination),
            Some(morris_core::Termination::Agreement)
        );
        assert!(session.undo());
        assert!(!session.game().is_over());
    }

    #[test]
    fn records_name_the_players_and_restore_them() {
        let players = ByColor::new(Player::ai(Level::new(7).unwrap()), Player::Human);
        let mut session = Session::new(Rules::default(), players);
        session.play("d6".parse().unwrap()).unwrap();
        let text = session.record().to_string();
        assert!(text.contains("[White \"AI level 7\"]"), "{text}");
        let restored = Session::from_record(&text.parse().unwrap()).unwrap();
        assert_eq!(restored.players(), players);
        assert_eq!(restored.game().moves(), session.game().moves());
    }
}
