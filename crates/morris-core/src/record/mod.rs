//! Game records: tag pairs, numbered movetext and the result, in the
//! PGN-like form of docs/RECORDS.md, and the same form as other mill
//! programs write it (a `Variant` tag, removals glued or apart, `{}` and
//! `;` comments, `()` variations and `$` annotations, which are skipped).
//!
//! Reading a record is two steps with two error types: [`Record`]'s
//! `FromStr` checks the syntax ([`RecordSyntaxError`]), and
//! [`Record::to_game`] replays the moves under the record's rules
//! ([`RecordError`]). Both say the line and column.
//!
//! ```
//! use morris_core::{Record, Termination};
//!
//! let text = r#"[Event "Casual game"]
//! [Rules "nine"]
//! [Result "*"]
//!
//! 1. d6 f4 2. d2 b4 3. d5 *
//! "#;
//! let record: Record = text.parse()?;
//! let game = record.to_game()?;
//! assert_eq!(game.moves().len(), 5);
//! assert_eq!(game.outcome(), None);
//!
//! // A record of the game reads back to the same moves.
//! let again: Record = Record::from_game(&game).to_string().parse()?;
//! assert_eq!(again.moves(), record.moves());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod error;
mod read;
mod write;

pub use error::{RecordError, RecordErrorReason, RecordSyntaxError, RecordSyntaxReason};
pub use write::{ParseRecordFormatError, RecordFormat};

use crate::{Game, Move, Position, Preset, RuleOption, Rules, Setup, Termination};

/// A game record: its tags in order and its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    tags: Vec<(String, String)>,
    moves: Vec<Located<Move>>,
    /// The `{}` comment after a move, by the move's index.
    comments: Vec<(usize, String)>,
    /// The mark written right after a move (`?!`, `??`, `!`), by the move's
    /// index.
    marks: Vec<(usize, String)>,
    /// The result written at the end of the movetext, if any.
    result: Option<Located<String>>,
}

/// A value with the line and column (from 1) where it was read.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Located<T> {
    value: T,
    line: usize,
    column: usize,
}

/// The order tags are written in; others follow in the order they came.
fn tag_rank(name: &str) -> usize {
    const FIRST: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Rules"];
    if let Some(i) = FIRST.iter().position(|t| *t == name) {
        return i;
    }
    if let Some(i) = RuleOption::ALL.iter().position(|o| o.tag() == name) {
        return FIRST.len() + i;
    }
    match name {
        "SetUp" => 20,
        "FEN" => 21,
        "Result" => 22,
        "Termination" => 23,
        _ => 30,
    }
}

impl Record {
    /// A record of `game`: its rules (the closest preset and the options that
    /// differ), its start position if it is not the usual start, its moves,
    /// and its result and termination. Add `Event`, `Date`, `White` and
    /// `Black` with [`Record::set_tag`].
    #[must_use]
    pub fn from_game(game: &Game) -> Record {
        let mut record = Record {
            tags: Vec::new(),
            moves: Vec::new(),
            comments: Vec::new(),
            marks: Vec::new(),
            result: None,
        };
        let (preset, diffs) = game.rules().closest_preset();
        record.set_tag("Rules", preset.name());
        for (option, value) in diffs {
            record.set_tag(option.tag(), &value);
        }
        if *game.start() != Position::new(*game.rules()) {
            record.set_tag("SetUp", "1");
            record.set_tag("FEN", &game.start().to_string());
        }
        let outcome = game.outcome();
        record.set_tag("Result", outcome.map_or("*", |o| o.result()));
        if let Some(o) = outcome {
            record.set_tag("Termination", o.termination.name());
        }
        record.moves = game
            .moves()
            .iter()
            .map(|&value| Located {
                value,
                line: 0,
                column: 0,
            })
            .collect();
        record
    }

    /// The tag pairs in order.
    pub fn tags(&self) -> impl Iterator<Item = (&str, &str)> {
        self.tags.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    /// The value of a tag, if present.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag, replacing its value or adding it in the usual order.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        if let Some(slot) = self.tags.iter_mut().find(|(n, _)| n == name) {
            slot.1 = value.to_owned();
            return;
        }
        let rank = tag_rank(name);
        let at = self
            .tags
            .iter()
            .position(|(n, _)| tag_rank(n) > rank)
            .unwrap_or(self.tags.len());
        self.tags.insert(at, (name.to_owned(), value.to_owned()));
    }

    /// The moves in order.
    #[must_use]
    pub fn moves(&self) -> Vec<Move> {
        self.moves.iter().map(|m| m.value).collect()
    }

    /// The `{}` comment after the move with this index (from 0), if any.
    /// Comments inside variations are skipped when reading.
    #[must_use]
    pub fn comment(&self, index: usize) -> Option<&str> {
        self.comments
            .iter()
            .find(|(i, _)| *i == index)
            .map(|(_, text)| text.as_str())
    }

    /// Sets the comment after the move with this index, such as a clock
    /// reading `[%clk 0:04:32]` or a note; `}` in the text becomes `)`, as
    /// a comment cannot hold it. An empty text removes the comment.
    pub fn set_comment(&mut self, index: usize, text: &str) {
        self.comments.retain(|(i, _)| *i != index);
        let text = text.trim().replace('}', ")");
        if !text.is_empty() {
            let at = self.comments.partition_point(|(i, _)| *i < index);
            self.comments.insert(at, (index, text));
        }
    }

    /// The mark right after the move with this index (`?!`, `?`, `??`,
    /// `!`, `!!`, `!?`), if any.
    #[must_use]
    pub fn mark(&self, index: usize) -> Option<&str> {
        self.marks
            .iter()
            .find(|(i, _)| *i == index)
            .map(|(_, mark)| mark.as_str())
    }

    /// Sets the mark after the move with this index; only `!` and `?`
    /// are kept, at most two, as records write them. An empty mark removes
    /// it.
    pub fn set_mark(&mut self, index: usize, mark: &str) {
        self.marks.retain(|(i, _)| *i != index);
        let mark: String = mark
            .chars()
            .filter(|c| matches!(c, '!' | '?'))
            .take(2)
            .collect();
        if !mark.is_empty() {
            let at = self.marks.partition_point(|(i, _)| *i < index);
            self.marks.insert(at, (index, mark));
        }
    }

    /// Where a tag was read: its line, or 1 when unknown.
    fn tag_line(&self, name: &str) -> usize {
        // Tags are read one per line at the top in the common layout; their
        // order gives a good line number.
        self.tags
            .iter()
            .position(|(n, _)| n == name)
            .map_or(1, |i| i + 1)
    }

    fn tag_error(&self, name: &str, reason: RecordErrorReason) -> RecordError {
        RecordError {
            line: self.tag_line(name),
            column: 1,
            reason,
        }
    }

    /// The rules of the record: the `Rules` preset (or the `Variant` of
    /// other programs; `nine` when neither is given), changed by any rule
    /// option tags.
    ///
    /// # Errors
    /// An unknown preset or variant, or a bad option value.
    pub fn rules(&self) -> Result<Rules, RecordError> {
        let preset = if let Some(name) = self.tag("Rules") {
            name.parse::<Preset>().map_err(|_| {
                self.tag_error("Rules", RecordErrorReason::UnknownPreset(name.to_owned()))
            })?
        } else if let Some(variant) = self.tag("Variant") {
            variant_preset(variant).ok_or_else(|| {
                self.tag_error(
                    "Variant",
                    RecordErrorReason::UnknownVariant(variant.to_owned()),
                )
            })?
        } else {
            Preset::Nine
        };
        let mut rules = Rules::preset(preset);
        for (name, value) in &self.tags {
            if let Some(option) = RuleOption::from_tag(name) {
                rules
                    .set(option, value)
                    .map_err(|e| self.tag_error(name, RecordErrorReason::BadRuleValue(e)))?;
            }
        }
        Ok(rules)
    }

    /// The start position: the `FEN` tag's position text, or the start of
    /// the game.
    ///
    /// # Errors
    /// Bad rules, or a `FEN` that is not a valid position under them.
    pub fn start(&self) -> Result<Position, RecordError> {
        let rules = self.rules()?;
        let Some(text) = self.tag("FEN") else {
            return Ok(Position::new(rules));
        };
        // Our position text, or the FEN Sanmill writes.
        let setup = Setup::parse_any(text)
            .map_err(|e| self.tag_error("FEN", RecordErrorReason::BadPositionText(e)))?;
        Position::from_setup(&setup, rules)
            .map_err(|e| self.tag_error("FEN", RecordErrorReason::BadPosition(e)))
    }

    /// Replays the record: every move must be legal, and the stated result
    /// and termination must match where the moves lead. A decisive result
    /// the moves do not reach is a resignation, a draw an agreement.
    ///
    /// # Errors
    /// A [`RecordError`] at the tag or move at fault.
    pub fn to_game(&self) -> Result<Game, RecordError> {
        let mut game = Game::from_position(self.start()?);
        for m in &self.moves {
            if let Err(e) = game.play(m.value) {
                // A turn that ends where its first removals decide the
                // game, as Sanmill writes it: the rest are made for it.
                if let Some(whole) = game.position().decided_turn(m.value)
                    && game.play(whole).is_ok()
                {
                    continue;
                }
                // A turn of removals alone written apart (`d5 xa7`) was
                // joined to the move before it: take it apart again.
                let parts = split_joined_removals(game.position(), m.value).ok_or(RecordError {
                    line: m.line,
                    column: m.column,
                    reason: RecordErrorReason::Illegal(e),
                })?;
                for part in parts {
                    let _ = game.play(part);
                }
            }
        }
        self.apply_result(&mut game)?;
        Ok(game)
    }

    /// Checks the stated result and termination against the game and adds a
    /// resignation or agreement the moves do not show.
    fn apply_result(&self, game: &mut Game) -> Result<(), RecordError> {
        let tag = self.tag("Result").filter(|r| r.trim() != "*");
        let text = self.result.as_ref().filter(|r| r.value != "*");
        let (stated, line, column) = match (tag, text) {
            (_, Some(r)) => (normalise_result(&r.value), r.line, r.column),
            (Some(r), None) => (normalise_result(r), self.tag_line("Result"), 1),
            (None, None) => return Ok(()),
        };
        if let (Some(tag), Some(text)) = (self.tag("Result"), self.result.as_ref())
            && normalise_result(tag) != normalise_result(&text.value)
        {
            return Err(RecordError {
                line: text.line,
                column: text.column,
                reason: RecordErrorReason::ResultMismatch {
                    stated: tag.to_owned(),
                    actual: None,
                },
            });
        }
        let mismatch = |actual| RecordError {
            line,
            column,
            reason: RecordErrorReason::ResultMismatch {
                stated: stated.clone(),
                actual,
            },
        };
        match game.outcome() {
            Some(o) if o.result() != stated => return Err(mismatch(Some(o))),
            Some(_) => {}
            None => {
                let on_time = self
                    .tag("Termination")
                    .and_then(|t| t.parse::<Termination>().ok())
                    == Some(Termination::TimeForfeit);
                match (stated.as_str(), on_time) {
                    ("1-0", true) => game.time_forfeit(crate::Color::Black),
                    ("0-1", true) => game.time_forfeit(crate::Color::White),
                    // Drawn on time: the side to move ran out.
                    ("1/2-1/2", true) => game.time_forfeit(game.position().side_to_move()),
                    ("1-0", false) => game.resign(crate::Color::Black),
                    ("0-1", false) => game.resign(crate::Color::White),
                    ("1/2-1/2", false) => game.agree_draw(),
                    _ => return Err(mismatch(None)),
                }
            }
        }
        if let Some(stated) = self.tag("Termination") {
            let actual = game.outcome();
            let matches = stated
                .parse::<Termination>()
                .ok()
                .zip(actual)
                .is_some_and(|(t, o)| t == o.termination);
            if !matches {
                return Err(self.tag_error(
                    "Termination",
                    RecordErrorReason::TerminationMismatch {
                        stated: stated.to_owned(),
                        actual,
                    },
                ));
            }
        }
        Ok(())
    }
}

/// Takes apart a move whose removals include those of turns of removals
/// alone after it, as a reader that joins every removal written apart to
/// the move before it makes them: the move keeps what it may legally take
/// (of the opponent's pieces, or nothing), and each turn of removals due
/// after it takes the rest of the colour it removes. `None` when no such
/// reading is legal throughout.
fn split_joined_removals(pos: &crate::Position, m: Move) -> Option<Vec<Move>> {
    if !pos.rules().has_memory() || m.removals().is_empty() {
        return None;
    }
    let mut p = *pos;
    let mut rest = m.removals();
    let mut parts = Vec::new();
    if !m.is_removal_only() {
        let theirs = m.removals() & p.pieces(p.side_to_move().other());
        let first = [m.base().with_removals(theirs), m.base()]
            .into_iter()
            .find(|&c| p.is_legal(c))?;
        p.play(first).ok()?;
        rest = rest - first.removals();
        parts.push(first);
    }
    while !rest.is_empty() {
        if p.removals_due() == 0 {
            return None;
        }
        let color = if p.memory().due_own {
            p.side_to_move()
        } else {
            p.side_to_move().other()
        };
        let turn = Move::removals_only(rest & p.pieces(color))?;
        p.play(turn).ok()?;
        rest = rest - turn.removals();
        parts.push(turn);
    }
    Some(parts)
}

/// The name Sanmill gives the game of `rules` in its `Variant` tag, where
/// it has one.
fn sanmill_variant(rules: Rules) -> Option<&'static str> {
    let (preset, diffs) = rules.closest_preset();
    if !diffs.is_empty() {
        return None;
    }
    match preset {
        Preset::Nine => Some("Nine Men's Morris"),
        Preset::Twelve => Some("Twelve Men's Morris"),
        Preset::Lasker => Some("Lasker Morris"),
        Preset::OneTimeMill => Some("Russian Mill"),
        Preset::Nerenchi => Some("Nerenchi"),
        Preset::Morabaraba => Some("Morabaraba"),
        Preset::ChamGonu => Some("Cham Gonu"),
        Preset::ChengSanQi => Some("Cheng San Qi"),
        Preset::DaSanQi => Some("Da San Qi"),
        Preset::Dooz => Some("Dooz"),
        Preset::ZhiQi => Some("Zhi Qi"),
        Preset::ElFilja => Some("El Filja"),
        Preset::MulMulan => Some("Mul-Mulan"),
        _ => None,
    }
}

/// The preset of another program's `Variant` tag.
fn variant_preset(variant: &str) -> Option<Preset> {
    let v = variant.trim().to_lowercase().replace(['’', '`'], "'");
    match v.as_str() {
        "nine men's morris" | "nine mens morris" | "mill" | "muehle" | "mühle" => {
            Some(Preset::Nine)
        }
        "nine men's morris (no flying)" => Some(Preset::NineNoFlying),
        "twelve men's morris" | "twelve mens morris" => Some(Preset::Twelve),
        // Sanmill's names and its stable ids of the rule sets.
        "lasker morris" | "lasker_morris" => Some(Preset::Lasker),
        "russian mill" | "russian_mill" | "one-time mill" => Some(Preset::OneTimeMill),
        "nerenchi" => Some(Preset::Nerenchi),
        "morabaraba" => Some(Preset::Morabaraba),
        "cham gonu" | "cham_gonu" => Some(Preset::ChamGonu),
        "cheng san qi" | "cheng_san_qi" => Some(Preset::ChengSanQi),
        "da san qi" | "da_san_qi" => Some(Preset::DaSanQi),
        "dooz" => Some(Preset::Dooz),
        "zhi qi" | "zhi_qi" => Some(Preset::ZhiQi),
        "el filja" | "el_filja" => Some(Preset::ElFilja),
        "mul-mulan" | "mul mulan" | "mul_mulan" => Some(Preset::MulMulan),
        _ => v.parse().ok(),
    }
}

fn normalise_result(r: &str) -> String {
    match r.trim() {
        "½-½" | "1/2" | "=" => "1/2-1/2".to_owned(),
        other => other.to_owned(),
    }
}

const RESULTS: [&str; 5] = ["1-0", "0-1", "1/2-1/2", "½-½", "*"];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_after_moves_are_kept_and_written_back() {
        let text = "[Result \"*\"]\n\n{before} 1. d6 {[%emt 0.201]} f4 (1... f6 {skipped}) 2. d2 {a} {b} *\n";
        let record: Record = text.parse().unwrap();
        assert_eq!(record.comment(0), Some("[%emt 0.201]"));
        assert_eq!(record.comment(1), None);
        assert_eq!(record.comment(2), Some("a b"));
        let again: Record = record.to_string().parse().unwrap();
        assert_eq!(again.moves(), record.moves());
        assert_eq!(again.comments, record.comments);
        assert!(record.to_string().contains("d6 {[%emt 0.201]} f4"));
    }

    #[test]
    fn marks_after_moves_are_kept_and_written_back() {
        let text = "[Rules \"nine\"]\n\n1. d6?! f4 2. d2 b4?? 3. a7 xb4!? *\n";
        let record: Record = text.parse().unwrap();
        assert_eq!(record.mark(0), Some("?!"));
        assert_eq!(record.mark(1), None);
        assert_eq!(record.mark(3), Some("??"));
        // A removal written apart joins its move, and so does its mark.
        assert_eq!(record.moves().len(), 5);
        assert_eq!(record.mark(4), Some("!?"));
        let again: Record = record.to_string().parse().unwrap();
        assert_eq!(again.marks, record.marks);
        assert!(record.to_string().contains("d6?!"), "{record}");
        let mut record = record;
        record.set_mark(0, "");
        record.set_mark(1, "?x!!!");
        assert_eq!(record.mark(0), None);
        assert_eq!(record.mark(1), Some("?!"));
    }

    #[test]
    fn set_comment_replaces_and_removes() {
        let mut record: Record = "1. d6 f4 *".parse().unwrap();
        record.set_comment(1, "white {forfeits}");
        assert_eq!(record.comment(1), Some("white {forfeits)"));
        record.set_comment(0, "first");
        record.set_comment(1, "");
        assert_eq!(record.comment(1), None);
        assert_eq!(record.to_string().trim(), "1. d6 {first} f4 *");
    }

    #[test]
    fn playok_numbers_name_the_points_in_board_order() {
        let text = "[Site \"PlayOK\"]\n[Result \"*\"]\n\n1. 5 14 2. 2 10 3. 8x14 *\n";
        let record: Record = text.parse().unwrap();
        let moves: Vec<String> = record.moves().iter().map(ToString::to_string).collect();
        assert_eq!(moves, ["d6", "f4", "d7", "a4", "d5xf4"]);
        let written = record.to_text(RecordFormat::PlayOk);
        assert!(written.contains("1. 5 14 2. 2 10 3. 8x14 *"), "{written}");
        // A removal written apart, and a move from point to point.
        let apart: Record = "1. 5 14 2. 2 10 3. 8 x14 *".parse().unwrap();
        assert_eq!(apart.moves(), record.moves());
        assert_eq!(
            "1. 5-4".parse::<Record>().unwrap().moves()[0].to_string(),
            "d6-b6"
        );
    }

    #[test]
    fn a_number_off_the_board_is_refused_where_it_stands() {
        let e = "1. 5 14\n2. 2 25 *".parse::<Record>().unwrap_err();
        assert_eq!((e.line, e.column), (2, 6), "{e}");
        let e = "1. 5-x3 *".parse::<Record>().unwrap_err();
        assert_eq!((e.line, e.column), (1, 6), "{e}");
    }

    #[test]
    fn sanmill_is_told_the_variant_and_the_plies() {
        let record: Record = "1. d6 f4 2. d7 a4 3. d5xf4 *".parse().unwrap();
        let text = record.to_text(RecordFormat::Sanmill);
        assert!(text.contains("[Variant \"Nine Men's Morris\"]"), "{text}");
        assert!(text.contains("[PlyCount \"6\"]"), "{text}");
        assert!(text.contains("3. d5xf4 *"), "{text}");
        assert_eq!("Sanmill".parse::<RecordFormat>(), Ok(RecordFormat::Sanmill));
        assert_eq!(" playOK ".parse::<RecordFormat>(), Ok(RecordFormat::PlayOk));
        let e = "pdn".parse::<RecordFormat>().unwrap_err();
        assert_eq!(e.text(), "pdn");
        assert!(e.to_string().contains("\"pdn\""), "{e}");
    }
}
