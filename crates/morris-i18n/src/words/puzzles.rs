//! Puzzles in the player's words, as the app and the REPL say them: what
//! to find, why a turn is wrong (the certified fact, and the exact value
//! after it where the databases tell), the kinds and the themes. Behind
//! the `ai` feature.

use morris_ai::db::DbValue;
use morris_ai::puzzles::{Fact, Kind, Puzzle, Solving, Theme};
use morris_core::Move;

use crate::{Localizer, tr, words};

/// A kind in words: `win`, `hold`, `removal`.
#[must_use]
pub fn kind(loc: &Localizer, kind: Kind) -> String {
    loc.text(match kind {
        Kind::Win => "puzzle-kind-win",
        Kind::Hold => "puzzle-kind-hold",
        Kind::Removal => "puzzle-kind-removal",
    })
}

/// A theme in words: `double mill`, `blockade`.
#[must_use]
pub fn theme(loc: &Localizer, theme: Theme) -> String {
    loc.text(match theme {
        Theme::DoubleMill => "puzzle-theme-double-mill",
        Theme::MillOpenedClosed => "puzzle-theme-mill-opened-closed",
        Theme::Blockade => "puzzle-theme-blockade",
        Theme::FlyingEndgame => "puzzle-theme-flying-endgame",
        Theme::RemovalChoice => "puzzle-theme-removal-choice",
        Theme::PlacingTrap => "puzzle-theme-placing-trap",
        Theme::LastPiece => "puzzle-theme-last-piece",
    })
}

/// The puzzle's heading: `Puzzle w3k… · win · rated 1250 · blockade`.
#[must_use]
pub fn heading(loc: &Localizer, puzzle: &Puzzle) -> String {
    let themes: Vec<String> = puzzle.themes().iter().map(|&t| theme(loc, t)).collect();
    let themes = if themes.is_empty() {
        String::new()
    } else {
        format!(" · {}", themes.join(", "))
    };
    tr!(
        loc,
        "puzzle-heading",
        id = puzzle.id(),
        kind = kind(loc, puzzle.kind()),
        rating = puzzle.rating(),
        themes = themes
    )
}

/// What to find now: the only winning turn, the shortest win on, the only
/// turn that holds, or which piece to remove after the given turn.
#[must_use]
pub fn task(loc: &Localizer, solving: &Solving) -> String {
    let color = words::color(loc, solving.position().side_to_move());
    if let Some(given) = solving.given() {
        return tr!(
            loc,
            "puzzle-task-removal",
            color = color,
            turn = given.to_string()
        );
    }
    match solving.puzzle().kind() {
        Kind::Win if solving.found() == 0 => tr!(loc, "puzzle-task-win", color = color),
        Kind::Win => tr!(loc, "puzzle-task-win-on", color = color),
        _ => tr!(loc, "puzzle-task-hold", color = color),
    }
}

/// Why `turn` is wrong: the certified fact, then the exact value after it
/// when the databases gave one (`d6-d5 lets the win go. Now: a draw with
/// best play.`).
#[must_use]
pub fn wrong(
    loc: &Localizer,
    turn: Move,
    fact: Fact,
    answer: Move,
    value: Option<DbValue>,
) -> String {
    let turn = turn.to_string();
    let mut text = match fact {
        Fact::LetsWinGo => tr!(loc, "puzzle-wrong-lets-win-go", turn = turn),
        Fact::Loses => tr!(loc, "puzzle-wrong-loses", turn = turn),
        Fact::LetsValueGo => tr!(loc, "puzzle-wrong-lets-value-go", turn = turn),
        Fact::NotShortest => tr!(loc, "puzzle-wrong-not-shortest", turn = turn),
        Fact::OtherTurn => tr!(
            loc,
            "puzzle-wrong-other-turn",
            given = answer.base().to_string()
        ),
    };
    if let (Some(value), false) = (value, fact == Fact::OtherTurn) {
        text.push(' ');
        text.push_str(&tr!(
            loc,
            "puzzle-value-now",
            value = words::db_value(loc, value)
        ));
    }
    text
}

/// How a line of what a tried turn came to reads; the frontends colour
/// it (`play` feature).
#[cfg(feature = "play")]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mood {
    /// Plain: the answer shown, a solve after a miss, the rating's change.
    Plain,
    /// A right turn, a puzzle solved, a run's end.
    Good,
    /// A wrong turn.
    Bad,
}

/// What a turn tried (or the answer shown, `shown`) came to, a line each
/// with how it reads: why a wrong turn is wrong, the answer, the
/// opponent's reply, the puzzle solved (`failed`: after a miss), the
/// rating's change, and the end of a streak or a rush (`rush`) when it
/// ended there (`play` feature).
#[cfg(feature = "play")]
#[must_use]
pub fn tried(
    loc: &Localizer,
    tried: &morris_play::puzzles::Tried,
    shown: bool,
    failed: bool,
    rush: bool,
) -> Vec<(String, Mood)> {
    use morris_ai::puzzles::Verdict;
    let mut said = Vec::new();
    match &tried.verdict {
        Verdict::Wrong { turn, fact, answer } => said.push((
            wrong(loc, *turn, *fact, *answer, tried.value_after),
            Mood::Bad,
        )),
        Verdict::Right {
            turn,
            reply,
            solved,
        } => {
            if shown {
                said.push((
                    tr!(loc, "puzzle-answer", turn = turn.to_string()),
                    Mood::Plain,
                ));
            }
            if let (Some(reply), false) = (reply, *solved) {
                said.push((
                    tr!(loc, "puzzle-right", reply = reply.to_string()),
                    Mood::Good,
                ));
            }
            if *solved {
                said.push(if failed {
                    (loc.text("puzzle-solved-late"), Mood::Plain)
                } else {
                    (loc.text("puzzle-solved"), Mood::Good)
                });
            }
        }
    }
    if let Some(change) = tried.rated {
        said.push((
            tr!(
                loc,
                "puzzle-rating-change",
                before = change.before.round() as i64,
                after = change.after.round() as i64
            ),
            Mood::Plain,
        ));
    }
    if let Some(end) = tried.ended {
        said.push((run_end(loc, end, rush), Mood::Good));
    }
    said
}

/// The end of a streak or, with `rush`, a rush: how many were solved, the
/// best, and whether it is a new best (`play` feature).
#[cfg(feature = "play")]
#[must_use]
pub fn run_end(loc: &Localizer, end: morris_play::puzzles::RunEnd, rush: bool) -> String {
    let mut text = if rush {
        tr!(
            loc,
            "puzzle-rush-over",
            solved = end.solved,
            best = end.best
        )
    } else {
        tr!(
            loc,
            "puzzle-streak-over",
            solved = end.solved,
            best = end.best
        )
    };
    if end.new_best {
        text.push(' ');
        text.push_str(&loc.text("puzzle-new-best"));
    }
    text
}
