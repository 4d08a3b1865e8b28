//! How the protocol writes turns: whole (`d6-d5xa7`, ours) or split, a
//! removal as a ply of its own (`d6-d5`, then `xa7`), as several other mill
//! engines and their GUIs write it. A history of plies is turned back into
//! whole turns by [`PlyGame`], which both the server and the client use.
//!
//! ```
//! use morris_core::Move;
//! use morris_engine::notation::{Notation, Ply};
//!
//! let turn: Move = "d6-d5xa7".parse().unwrap();
//! let plies: Vec<String> = Notation::Split.plies(turn).iter().map(Ply::to_string).collect();
//! assert_eq!(plies, ["d6-d5", "xa7"]);
//! assert_eq!(Notation::Turn.plies(turn), [Ply::Move(turn)]);
//! ```

use std::fmt;
use std::str::FromStr;

use morris_core::{
    Game, IllegalMoveError, Move, ParseMoveError, ParsePointError, PartialTurn, PlayError, Point,
    Position,
};

use crate::message::shown;

/// How a turn that removes is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Notation {
    /// The whole turn in one word: `d6-d5xa7`.
    #[default]
    Turn,
    /// The move, then each removal as a word of its own: `d6-d5`, `xa7`.
    Split,
}

impl Notation {
    /// The plies that write `turn` in this notation.
    #[must_use]
    pub fn plies(self, turn: Move) -> Vec<Ply> {
        match self {
            // A turn of removals alone is its removals, each apart.
            Notation::Split if turn.is_removal_only() => {
                turn.removals().iter().map(Ply::Removal).collect()
            }
            Notation::Turn => vec![Ply::Move(turn)],
            Notation::Split => std::iter::once(Ply::Move(turn.base()))
                .chain(turn.removals().iter().map(Ply::Removal))
                .collect(),
        }
    }

    /// The ply an engine answers for `turn`: the whole turn, or in the
    /// split notation its move alone (each removal is asked for after).
    #[must_use]
    pub fn answer(self, turn: Move) -> Ply {
        match self {
            Notation::Turn => Ply::Move(turn),
            Notation::Split => match turn.removals().first() {
                // Removals due: the first, the rest asked for after.
                Some(first) if turn.is_removal_only() => Ply::Removal(first),
                _ => Ply::Move(turn.base()),
            },
        }
    }

    /// The plies that write these turns, one after the other.
    #[must_use]
    pub fn history(self, turns: &[Move]) -> Vec<Ply> {
        turns.iter().flat_map(|&m| self.plies(m)).collect()
    }
}

/// Why a word is not a notation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseNotationError;

impl fmt::Display for ParseNotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Notation is turn (d6-d5xa7) or split (d6-d5, then xa7)")
    }
}

impl std::error::Error for ParseNotationError {}

impl FromStr for Notation {
    type Err = ParseNotationError;

    /// `turn` or `split`, in any case.
    fn from_str(s: &str) -> Result<Notation, ParseNotationError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "turn" => Ok(Notation::Turn),
            "split" => Ok(Notation::Split),
            _ => Err(ParseNotationError),
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Notation::Turn => "turn",
            Notation::Split => "split",
        })
    }
}

/// One word of a history or an answer: a move (with its removals glued to
/// it, or none) or a removal on its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ply {
    /// A placement or a move, with any removals glued: `d6`, `d6-d5xa7`.
    Move(Move),
    /// A removal written apart: `xa7`.
    Removal(Point),
}

impl fmt::Display for Ply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ply::Move(m) => write!(f, "{m}"),
            Ply::Removal(p) => write!(f, "x{p}"),
        }
    }
}

/// Why a word is not a ply. The word is quoted cut to 40 characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParsePlyError {
    /// `x` and something that is not a point.
    Removal(String, ParsePointError),
    /// Not a move.
    Move(String, ParseMoveError),
}

impl ParsePlyError {
    /// The word that is no ply, cut to 40 characters.
    #[must_use]
    pub fn word(&self) -> &str {
        match self {
            ParsePlyError::Removal(word, _) | ParsePlyError::Move(word, _) => word,
        }
    }
}

impl fmt::Display for ParsePlyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePlyError::Removal(word, e) => write!(f, "removal {word:?}: {e}"),
            ParsePlyError::Move(word, e) => write!(f, "move {word:?}: {e}"),
        }
    }
}

impl std::error::Error for ParsePlyError {}

impl FromStr for Ply {
    type Err = ParsePlyError;

    /// A removal is `x` (or `X`) and a point; anything else must be a move
    /// (`xa7xb6`, removals due made in one turn, too).
    fn from_str(word: &str) -> Result<Ply, ParsePlyError> {
        if let Some(point) = word.strip_prefix(['x', 'X'])
            && !point.contains(['x', 'X'])
        {
            point
                .parse()
                .map(Ply::Removal)
                .map_err(|e| ParsePlyError::Removal(shown(word), e))
        } else {
            word.parse()
                .map(Ply::Move)
                .map_err(|e| ParsePlyError::Move(shown(word), e))
        }
    }
}

/// Why a history of plies cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayError {
    /// A removal at the start, before any move.
    RemovalFirst(Point),
    /// A move that closes a mill followed by another move, not its removal.
    RemovalDue(Move),
    /// A move or removal the rules forbid.
    Illegal(IllegalMoveError),
    /// A turn the game does not take (it is over).
    Play(PlayError),
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::RemovalFirst(p) => write!(f, "removal \"x{p}\" follows no move"),
            ReplayError::RemovalDue(m) => {
                write!(f, "{m} closes a mill: its removal must follow it")
            }
            ReplayError::Illegal(e) => write!(f, "{e}"),
            ReplayError::Play(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ReplayError {}

/// A game fed ply by ply: each turn is played the moment it is whole, and
/// a turn whose removals are not all made waits for them.
#[derive(Debug, Clone)]
pub struct PlyGame {
    game: Game,
    /// The turn begun and not finished.
    pending: Option<PartialTurn>,
    /// The last turn finished, so that a removal too many after it is
    /// refused by the rules with their reason.
    last: Option<PartialTurn>,
}

impl PlyGame {
    /// A game from `start`.
    #[must_use]
    pub fn new(start: Position) -> PlyGame {
        PlyGame::from_game(Game::from_position(start))
    }

    /// Plies played on from `game`.
    #[must_use]
    pub fn from_game(game: Game) -> PlyGame {
        PlyGame {
            game,
            pending: None,
            last: None,
        }
    }

    /// The game of the whole turns.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The turn begun that waits for removals, if any.
    #[must_use]
    pub fn pending(&self) -> Option<&PartialTurn> {
        self.pending.as_ref()
    }

    /// The game and the turn that waits.
    #[must_use]
    pub fn into_parts(self) -> (Game, Option<PartialTurn>) {
        (self.game, self.pending)
    }

    /// Plays a ply: a move (its glued removals made one by one) or a
    /// removal of the turn that waits for one.
    ///
    /// # Errors
    /// A removal before any move, a move while a removal is due, or a move
    /// or removal the rules forbid. Nothing changes then.
    pub fn play(&mut self, ply: Ply) -> Result<(), ReplayError> {
        let due = self.pending.is_none() && self.game.position().removals_due() > 0;
        let turn = match ply {
            // Removals due: the first of them begins the turn.
            Ply::Removal(point) if due => self
                .game
                .position()
                .begin_removals(point)
                .map_err(ReplayError::Illegal)?,
            Ply::Move(m) if m.is_removal_only() && self.pending.is_none() => {
                let mut removals = m.removals().iter();
                let first = removals.next().unwrap_or(m.to());
                let mut turn = self
                    .game
                    .position()
                    .begin_removals(first)
                    .map_err(ReplayError::Illegal)?;
                for r in removals {
                    turn.remove(r).map_err(ReplayError::Illegal)?;
                }
                turn
            }
            Ply::Removal(point) => {
                let mut turn = match (self.pending, self.last) {
                    (Some(turn), _) | (None, Some(turn)) => turn,
                    (None, None) => return Err(ReplayError::RemovalFirst(point)),
                };
                turn.remove(point).map_err(ReplayError::Illegal)?;
                turn
            }
            Ply::Move(m) => {
                if let Some(turn) = &self.pending {
                    return Err(ReplayError::RemovalDue(turn.base()));
                }
                let mut turn = self
                    .game
                    .position()
                    .begin_turn(m.from(), m.to())
                    .map_err(ReplayError::Illegal)?;
                for r in m.removals() {
                    turn.remove(r).map_err(ReplayError::Illegal)?;
                }
                turn
            }
        };
        match turn.to_move() {
            Some(m) => {
                self.game.play(m).map_err(ReplayError::Play)?;
                self.pending = None;
                self.last = Some(turn);
            }
            None => self.pending = Some(turn),
        }
        Ok(())
    }

    /// The history as a `position` command writes it: the whole turns in
    /// `notation`, then the turn that waits, split.
    #[must_use]
    pub fn history(&self, notation: Notation) -> Vec<Ply> {
        let mut plies = notation.history(self.game.moves());
        if let Some(turn) = &self.pending {
            if !turn.base().is_removal_only() {
                plies.push(Ply::Move(turn.base()));
            }
            plies.extend(turn.removed().iter().map(Ply::Removal));
        }
        plies
    }
}

/// The game after `plies` from `start`, and the turn it ends in when that
/// turn still waits for removals.
///
/// # Errors
/// The first ply that cannot be played (see [`PlyGame::play`]).
pub fn replay(start: Position, plies: &[Ply]) -> Result<(Game, Option<PartialTurn>), ReplayError> {
    let mut game = PlyGame::new(start);
    for &ply in plies {
        game.play(ply)?;
    }
    Ok(game.into_parts())
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::Rules;

    fn plies(words: &[&str]) -> Vec<Ply> {
        words.iter().map(|w| w.parse().unwrap()).collect()
    }

    #[test]
    fn plies_round_trip_and_quote_bad_words_short() {
        for word in ["d6", "d6-d5", "d6-d5xa7", "xa7", "d7xf2xg1"] {
            assert_eq!(word.parse::<Ply>().unwrap().to_string(), word);
        }
        assert_eq!("XA7".parse::<Ply>(), Ok(Ply::Removal(Point::A7)));
        let long = "x".to_owned() + &"q".repeat(100);
        let err = long.parse::<Ply>().unwrap_err().to_string();
        assert!(
            err.starts_with("removal \"xqqq") && err.contains("q…\"") && err.len() < 160,
            "{err}"
        );
        assert!(
            "zz".parse::<Ply>()
                .unwrap_err()
                .to_string()
                .starts_with("move \"zz\"")
        );
    }

    #[test]
    fn a_turn_splits_and_plays_back_whole() {
        let pos = Position::new(Rules::default());
        let (game, _) = replay(pos, &plies(&["a7", "b6", "d7", "d6", "g7xd6"])).unwrap();
        let split = Notation::Split.history(game.moves());
        assert_eq!(split.len(), 6);
        let (again, pending) = replay(pos, &split).unwrap();
        assert_eq!(again.moves(), game.moves());
        assert!(pending.is_none());
        assert_eq!(Notation::Turn.history(game.moves()).len(), 5);
    }

    #[test]
    fn a_history_may_end_in_a_turn_that_waits_for_its_removal() {
        let pos = Position::new(Rules::default());
        let mut game = PlyGame::new(pos);
        for ply in plies(&["a7", "b6", "d7", "d6", "g7"]) {
            game.play(ply).unwrap();
        }
        assert_eq!(game.game().moves().len(), 4);
        assert_eq!(game.pending().map(PartialTurn::removals_left), Some(1));
        let words: Vec<String> = game
            .history(Notation::Turn)
            .iter()
            .map(Ply::to_string)
            .collect();
        assert_eq!(words.last().map(String::as_str), Some("g7"));
        game.play(Ply::Removal(Point::D6)).unwrap();
        assert!(game.pending().is_none());
        assert_eq!(game.game().moves()[4].to_string(), "g7xd6");
    }

    #[test]
    fn bad_histories_are_refused_with_their_reason() {
        let pos = Position::new(Rules::default());
        let err = replay(pos, &plies(&["xa7"])).unwrap_err();
        assert_eq!(err.to_string(), "removal \"xa7\" follows no move");
        let err = replay(pos, &plies(&["a7", "b6", "d7", "d6", "g7", "f4"])).unwrap_err();
        assert_eq!(err, ReplayError::RemovalDue("g7".parse().unwrap()));
        assert!(err.to_string().contains("g7 closes a mill"), "{err}");
        assert!(matches!(
            replay(pos, &plies(&["a7", "b6", "d7", "d6", "g7", "xa7"])),
            Err(ReplayError::Illegal(_))
        ));
        assert!(replay(pos, &plies(&["a7", "a7"])).is_err());
        // A removal no mill earned is the rules' to refuse.
        assert!(matches!(
            replay(pos, &plies(&["a7", "xb6"])),
            Err(ReplayError::Illegal(_))
        ));
    }

    #[test]
    fn notations_parse_in_any_case() {
        assert_eq!("Split".parse::<Notation>(), Ok(Notation::Split));
        assert_eq!(
            Notation::Turn.to_string().parse::<Notation>(),
            Ok(Notation::Turn)
        );
        assert!("glued".parse::<Notation>().is_err());
    }
}
