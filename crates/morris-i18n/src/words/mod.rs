//! Sentences about the rules core's and the AI's values that both
//! frontends say the same way: colours, numbers, why a position text cannot
//! be read or cannot stand, (with the `ai` feature) what a move is worth,
//! and (with the `online` feature) what the online server refused or told.

use morris_core::{
    Color, Outcome, ParseSetupError, Phase, Rules, SetupError, SetupField, SetupSyntaxReason,
    Termination,
};

use crate::{Lang, Localizer, tr};

#[cfg(feature = "engine")]
mod engine;
#[cfg(feature = "engine")]
pub use engine::engine_failure;
#[cfg(feature = "online")]
pub mod online;
#[cfg(feature = "ai")]
pub mod puzzles;
#[cfg(feature = "ai")]
pub mod review;
#[cfg(feature = "ai")]
mod values;
#[cfg(feature = "ai")]
pub use values::{chance, db_value, move_value, move_value_short, pairs, score};

/// What the side to move does in `phase` under `rules`: `place a
/// piece`, or `place or move a piece` where a piece may move while
/// pieces are in hand (Lasker).
#[must_use]
pub fn action(loc: &Localizer, phase: Phase, rules: &Rules) -> String {
    match phase {
        Phase::Placing if rules.moves_in_placing() => tr!(loc, "phase-placing-or-moving"),
        Phase::Placing => tr!(loc, "phase-placing"),
        Phase::Flying => tr!(loc, "phase-flying"),
        // Moving, and a phase added to the core before its words are.
        _ => tr!(loc, "phase-moving"),
    }
}

/// The end of a game in a sentence or two that names the sides, each by
/// `side` (a frontend may colour the names): `White wins. Black has no
/// move left.`, `A draw. The board is full.`
#[must_use]
pub fn ending(
    loc: &Localizer,
    outcome: Outcome,
    rules: &Rules,
    side: &dyn Fn(Color) -> String,
) -> String {
    let Some(winner) = outcome.winner else {
        let why = match outcome.termination {
            Termination::FullBoard => tr!(loc, "end-full-board-draw"),
            Termination::Repetition => tr!(loc, "end-repetition"),
            Termination::NMove => tr!(loc, "end-n-move", n = rules.n_move()),
            Termination::Agreement => tr!(loc, "end-agreement"),
            Termination::TimeForfeit => tr!(loc, "end-time-draw"),
            _ => termination(loc, outcome.termination, rules),
        };
        return tr!(loc, "end-draw", reason = why);
    };
    let loser = side(winner.other());
    let why = match outcome.termination {
        Termination::FewerThanThree => tr!(loc, "end-fewer-than-three", loser = loser),
        Termination::NoLegalMove => tr!(loc, "end-no-legal-move", loser = loser),
        Termination::FullBoard => tr!(loc, "end-full-board-lose", loser = loser),
        Termination::Resignation => tr!(loc, "end-resignation", loser = loser),
        Termination::TimeForfeit => tr!(loc, "end-time", loser = loser),
        _ => termination(loc, outcome.termination, rules),
    };
    tr!(loc, "end-win", winner = side(winner), reason = why)
}

/// Why a game ended, in a few words: `no legal move`, `draw agreed`.
#[must_use]
pub fn termination(loc: &Localizer, termination: Termination, rules: &Rules) -> String {
    match termination {
        Termination::FewerThanThree => tr!(loc, "termination-fewer-than-three"),
        Termination::ThreeInARow => tr!(loc, "termination-three-in-a-row"),
        Termination::NoLegalMove => tr!(loc, "termination-no-legal-move"),
        Termination::FullBoard => tr!(loc, "termination-full-board"),
        Termination::Repetition => tr!(loc, "termination-repetition"),
        Termination::NMove => tr!(loc, "termination-n-move", n = rules.n_move()),
        Termination::Resignation => tr!(loc, "termination-resignation"),
        Termination::Agreement => tr!(loc, "termination-agreement"),
        Termination::TimeForfeit => tr!(loc, "termination-time-forfeit"),
        Termination::Abandoned => tr!(loc, "termination-abandoned"),
        other => other.name().to_owned(),
    }
}

/// A number with `places` decimals (a sign in front when `sign`), with the
/// decimal comma of the languages that write one: `+0.25`, `-1,50`.
#[must_use]
pub fn decimal(loc: &Localizer, value: f64, places: usize, sign: bool) -> String {
    let text = if sign {
        format!("{value:+.places$}")
    } else {
        format!("{value:.places$}")
    };
    match loc.lang() {
        Lang::En => text,
        _ => text.replace('.', ","),
    }
}

/// Examples of the notation on the board `rules` play on: a placement, a
/// move and a move with its removal, `d6, d6-d5, d6-d5xa7` on the large
/// board, and points of its own on a smaller one.
#[must_use]
pub fn move_examples(rules: &Rules) -> String {
    let geometry = rules.geometry();
    let points = geometry.points();
    let classic = ["d6", "d5", "a7"].map(|p| p.parse::<morris_core::Point>().ok());
    let (from, to, removed) = match classic {
        [Some(d6), Some(d5), Some(a7)]
            if points.contains(d6)
                && points.contains(a7)
                && geometry.neighbours(d6).contains(d5) =>
        {
            (d6, d5, a7)
        }
        _ => {
            let Some(from) = points.iter().find(|&p| !geometry.neighbours(p).is_empty()) else {
                return String::new();
            };
            let Some(to) = geometry.neighbours(from).first() else {
                return String::new();
            };
            let Some(removed) = points.iter().find(|&p| p != from && p != to) else {
                return String::new();
            };
            (from, to, removed)
        }
    };
    format!("{from}, {from}-{to}, {from}-{to}x{removed}")
}

/// Why a file could not be read or written, in words: the common cases
/// by their kind ("there is no such file or folder"), any other as the
/// system says it, without its error number. The file's name is the
/// caller's to say, once.
#[must_use]
pub fn io_reason(loc: &Localizer, err: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match err.kind() {
        ErrorKind::NotFound => tr!(loc, "io-not-found"),
        ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem => tr!(loc, "io-denied"),
        ErrorKind::IsADirectory => tr!(loc, "io-folder"),
        ErrorKind::FileTooLarge => tr!(loc, "io-too-large"),
        ErrorKind::InvalidData => tr!(loc, "io-not-text"),
        ErrorKind::StorageFull => tr!(loc, "io-full"),
        _ => {
            let said = err.to_string();
            match said.find(" (os error") {
                Some(at) => said[..at].to_owned(),
                None => said,
            }
        }
    }
}

/// `White` or `Black`, in the player's language.
#[must_use]
pub fn color(loc: &Localizer, color: Color) -> String {
    match color {
        Color::White => tr!(loc, "color-white"),
        Color::Black => tr!(loc, "color-black"),
    }
}

/// A position text that cannot be read: what is wrong and where.
#[must_use]
pub fn bad_position_text(loc: &Localizer, err: &ParseSetupError) -> String {
    let what = match &err.reason {
        SetupSyntaxReason::Missing(field) => {
            tr!(loc, "setup-missing", field = setup_field(loc, *field))
        }
        SetupSyntaxReason::BadRows => tr!(loc, "setup-rows"),
        SetupSyntaxReason::BadPiece(c) => tr!(loc, "setup-piece", piece = c.to_string()),
        SetupSyntaxReason::BadSide => tr!(loc, "setup-side"),
        SetupSyntaxReason::BadNumber(field) => {
            tr!(loc, "setup-number", field = setup_field(loc, *field))
        }
        SetupSyntaxReason::RemovalPending => tr!(loc, "setup-removal-pending"),
        SetupSyntaxReason::BadMemory => tr!(loc, "setup-bad-memory"),
        _ => err.to_string(),
    };
    tr!(loc, "setup-where", column = err.column, reason = what)
}

/// A field of the position text, named.
fn setup_field(loc: &Localizer, field: SetupField) -> String {
    match field {
        SetupField::Board => tr!(loc, "field-board"),
        SetupField::SideToMove => tr!(loc, "field-side"),
        SetupField::WhiteInHand => tr!(loc, "field-hand", color = color(loc, Color::White)),
        SetupField::BlackInHand => tr!(loc, "field-hand", color = color(loc, Color::Black)),
        SetupField::Counter => tr!(loc, "field-counter"),
        SetupField::Turn => tr!(loc, "field-turn"),
        // A field added to the core before its words are.
        _ => format!("{field:?}"),
    }
}

/// A position that cannot stand under the rules in play.
#[must_use]
pub fn bad_position(loc: &Localizer, err: &SetupError) -> String {
    let what = match err {
        SetupError::OtherBoard { text, rules } => tr!(
            loc,
            "setup-other-board",
            text = text.points(),
            rules = rules.points()
        ),
        SetupError::OffBoard(p) => tr!(loc, "setup-off-board", point = p.to_string()),
        SetupError::Overlap(p) => tr!(loc, "setup-overlap", point = p.to_string()),
        SetupError::TooManyPieces(c) => tr!(loc, "setup-too-many", color = color(loc, *c)),
        SetupError::HandsOutOfTurn => tr!(loc, "setup-hands"),
        SetupError::CounterWhilePlacing => tr!(loc, "setup-counter"),
        SetupError::TurnZero => tr!(loc, "setup-turn"),
        SetupError::MemoryNotInRules => tr!(loc, "setup-memory"),
        SetupError::BadMemory(c) => tr!(loc, "setup-spent", color = color(loc, *c)),
        SetupError::BadMarks => tr!(loc, "setup-marks"),
        SetupError::BadDue => tr!(loc, "setup-due"),
        _ => err.to_string(),
    };
    tr!(loc, "bad-position-why", reason = what)
}

#[cfg(test)]
mod examples_tests {
    use super::move_examples;
    use morris_core::{Move, Preset, Rules};

    #[test]
    fn the_examples_are_moves_of_the_board_in_play() {
        assert_eq!(move_examples(&Rules::default()), "d6, d6-d5, d6-d5xa7");
        for preset in [Preset::Three, Preset::Six] {
            let rules = Rules::preset(preset);
            let text = move_examples(&rules);
            let points = rules.geometry().points();
            for example in text.split(", ") {
                let mv: Move = example.parse().expect("notation");
                assert!(points.contains(mv.to()), "{preset:?}: {text}");
                for p in mv.removals() {
                    assert!(points.contains(p), "{preset:?}: {text}");
                }
            }
            assert!(!text.contains("d6"), "{preset:?}: {text}");
        }
    }
}

#[cfg(test)]
mod action_tests {
    use super::action;
    use crate::{Lang, Localizer};
    use morris_core::{Phase, Preset, Rules};

    #[test]
    fn placing_where_a_piece_may_also_move_says_both() {
        let en = Localizer::new(Lang::En);
        let nine = Rules::default();
        let lasker = Rules::preset(Preset::Lasker);
        assert_eq!(action(&en, Phase::Placing, &nine), "place a piece");
        assert_eq!(
            action(&en, Phase::Placing, &lasker),
            "place or move a piece"
        );
        assert_eq!(action(&en, Phase::Moving, &lasker), "move a piece");
        assert_eq!(action(&en, Phase::Flying, &nine), "fly a piece");
    }
}
