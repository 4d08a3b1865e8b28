//! The words the app shows, in the player's language: every text goes
//! through [`morris_i18n`]; notation, records and position text are never
//! translated.

use morris_ai::Score;
use morris_ai::db::DbValue;
use morris_core::{
    Color, IllegalReason, Outcome, Phase, Preset, RecordError, RecordSyntaxError, Rules,
};
use morris_i18n::{Localizer, tr};

use crate::settings::Player;
use morris_play::entry::Refusal;

pub use morris_i18n::words::color;

/// `Human` or `AI level 7`.
#[must_use]
pub fn player(loc: &Localizer, player: Player) -> String {
    match (player, player.level()) {
        (Player::Engine, _) => tr!(loc, "gui-player-engine"),
        (Player::Remote, _) => tr!(loc, "gui-online-friend"),
        (_, None) => tr!(loc, "gui-player-human"),
        (_, Some(level)) => tr!(loc, "gui-player-ai", level = level.get()),
    }
}

/// What a player does in `phase`: `place a piece` ...
#[must_use]
pub fn action(loc: &Localizer, phase: Phase, rules: &Rules) -> String {
    morris_i18n::words::action(loc, phase, rules)
}

/// A size in megabytes, one decimal: `23.3 MB`; from a gigabyte on in
/// gigabytes: `9.2 GB`.
#[must_use]
pub fn megabytes(loc: &Localizer, bytes: u64) -> String {
    if bytes >= 1_000_000_000 {
        let gb = bytes as f64 / 1e9;
        return tr!(
            loc,
            "gui-gigabytes",
            size = morris_i18n::words::decimal(loc, gb, 1, false)
        );
    }
    let mb = bytes as f64 / 1_000_000.0;
    tr!(
        loc,
        "gui-megabytes",
        size = morris_i18n::words::decimal(loc, mb, 1, false)
    )
}

/// A rough duration: `1 s`, `53 s`, `5 min`, `2.6 h`.
#[must_use]
pub fn duration(loc: &Localizer, time: std::time::Duration) -> String {
    let seconds = (time.as_secs_f64().round() as u64).max(1);
    if seconds < 90 {
        tr!(loc, "gui-seconds", seconds = seconds)
    } else if seconds < 90 * 60 {
        tr!(loc, "gui-minutes", minutes = seconds.div_ceil(60))
    } else {
        let hours = morris_i18n::words::decimal(loc, seconds as f64 / 3600.0, 1, false);
        tr!(loc, "gui-hours", hours = hours)
    }
}

/// Where a database build stands: `Solving 4-3 and 3-4: 42%`.
#[must_use]
pub fn build_progress(loc: &Localizer, progress: &morris_play::build::BuildProgress) -> String {
    if let Some(placed) = progress.placings {
        let percent = (placed * 100.0).floor() as u32;
        return tr!(loc, "gui-databases-placings", percent = percent);
    }
    if progress.opening {
        return tr!(loc, "gui-databases-opening");
    }
    let percent = (progress.share * 100.0).floor() as u32;
    match (progress.pair, progress.left) {
        (Some(pair), Some(left)) => tr!(
            loc,
            "gui-databases-progress-left",
            pairs = morris_i18n::words::pairs(loc, pair),
            percent = percent,
            left = duration(loc, left)
        ),
        (Some(pair), None) => tr!(
            loc,
            "gui-databases-progress",
            pairs = morris_i18n::words::pairs(loc, pair),
            percent = percent
        ),
        (None, _) => tr!(loc, "gui-databases-starting"),
    }
}

/// A time control in words: `No clock`, `5 min + 3 s`, `30 s a move`.
#[must_use]
pub fn time_control(loc: &Localizer, control: morris_play::clock::TimeControl) -> String {
    use morris_play::clock::TimeControl;
    match control {
        TimeControl::None => tr!(loc, "gui-clock-none"),
        TimeControl::Game { minutes, increment } => tr!(
            loc,
            "gui-clock-game",
            minutes = minutes,
            increment = increment
        ),
        TimeControl::PerTurn { seconds } => tr!(loc, "gui-clock-turn", seconds = seconds),
    }
}

/// How a game ended, naming the sides: `White wins. Black has fewer
/// than three pieces left.`
#[must_use]
pub fn outcome(loc: &Localizer, outcome: Outcome, rules: &Rules) -> String {
    morris_i18n::records::outcome(loc, outcome, rules)
}

/// The name of a preset in the player's language.
#[must_use]
pub fn preset_name(loc: &Localizer, preset: Preset) -> String {
    match preset {
        Preset::Nine => tr!(loc, "preset-nine"),
        Preset::NineNoFlying => tr!(loc, "preset-nine-no-flying"),
        Preset::Twelve => tr!(loc, "preset-twelve"),
        Preset::SeedClassic => tr!(loc, "preset-seed-classic"),
        Preset::Lasker => tr!(loc, "preset-lasker"),
        Preset::OneTimeMill => tr!(loc, "preset-one-time-mill"),
        Preset::Nerenchi => tr!(loc, "preset-nerenchi"),
        Preset::Morabaraba => tr!(loc, "preset-morabaraba"),
        Preset::ChamGonu => tr!(loc, "preset-cham-gonu"),
        Preset::ChengSanQi => tr!(loc, "preset-cheng-san-qi"),
        Preset::DaSanQi => tr!(loc, "preset-da-san-qi"),
        Preset::Dooz => tr!(loc, "preset-dooz"),
        Preset::ZhiQi => tr!(loc, "preset-zhi-qi"),
        Preset::ElFilja => tr!(loc, "preset-el-filja"),
        Preset::MulMulan => tr!(loc, "preset-mul-mulan"),
        Preset::Three => tr!(loc, "preset-three"),
        Preset::Six => tr!(loc, "preset-six"),
        // A preset added to the core before its words are: its key.
        _ => preset.name().to_owned(),
    }
}

/// Where `preset` is played, in one line for the New game dialog.
#[must_use]
pub fn preset_where(loc: &Localizer, preset: Preset) -> String {
    match preset {
        Preset::Nine => tr!(loc, "gui-where-nine"),
        Preset::NineNoFlying => tr!(loc, "gui-where-nine-no-flying"),
        Preset::Twelve => tr!(loc, "gui-where-twelve"),
        Preset::SeedClassic => tr!(loc, "gui-where-seed-classic"),
        Preset::Lasker => tr!(loc, "gui-where-lasker"),
        Preset::OneTimeMill => tr!(loc, "gui-where-one-time-mill"),
        Preset::Nerenchi => tr!(loc, "gui-where-nerenchi"),
        Preset::Morabaraba => tr!(loc, "gui-where-morabaraba"),
        Preset::ChamGonu => tr!(loc, "gui-where-cham-gonu"),
        Preset::ChengSanQi => tr!(loc, "gui-where-cheng-san-qi"),
        Preset::DaSanQi => tr!(loc, "gui-where-da-san-qi"),
        Preset::Dooz => tr!(loc, "gui-where-dooz"),
        Preset::ZhiQi => tr!(loc, "gui-where-zhi-qi"),
        Preset::ElFilja => tr!(loc, "gui-where-el-filja"),
        Preset::MulMulan => tr!(loc, "gui-where-mul-mulan"),
        Preset::Three => tr!(loc, "gui-where-three"),
        Preset::Six => tr!(loc, "gui-where-six"),
        // A preset added to the core before its words are: nothing said.
        _ => String::new(),
    }
}

/// The variant being played: the closest preset's name, marked when
/// options differ from it.
#[must_use]
pub fn rules_name(loc: &Localizer, rules: &Rules) -> String {
    let (closest, diffs) = rules.closest_preset();
    if diffs.is_empty() {
        preset_name(loc, closest)
    } else {
        tr!(
            loc,
            "gui-preset-changed",
            preset = preset_name(loc, closest)
        )
    }
}

pub use morris_i18n::words::{bad_position, bad_position_text};

/// The end of a game announced in a sentence or two: who won and why, in
/// words that name the sides.
#[must_use]
pub fn announcement(loc: &Localizer, outcome: Outcome, rules: &Rules) -> String {
    self::outcome(loc, outcome, rules)
}

/// What a score says: `wins in 5 turns`, or a side's share of the points
/// from here, `White scores about 62 %` (`about even` near a half).
#[must_use]
pub fn score(loc: &Localizer, score: Score, mover: Color) -> String {
    match (score.is_win(), score.plies_to_end()) {
        (true, Some(n)) => tr!(loc, "score-win", turns = n),
        (false, Some(n)) => tr!(loc, "score-loss", turns = n),
        _ => morris_i18n::words::chance(loc, score, mover),
    }
}

/// An endgame database's exact value: `wins in 5 turns`, `a draw`.
#[must_use]
pub fn exact_value(loc: &Localizer, value: DbValue) -> String {
    match value {
        DbValue::Win(d) => tr!(loc, "score-win", turns = d),
        DbValue::Loss(d) => tr!(loc, "score-loss", turns = d),
        DbValue::Draw => tr!(loc, "gui-score-draw"),
    }
}

/// Why a click or typed move was refused.
#[must_use]
pub fn refusal(loc: &Localizer, refusal: &Refusal) -> String {
    match refusal {
        Refusal::Illegal(reason) => illegal(loc, reason),
        Refusal::Stuck(point) => tr!(loc, "gui-refused-stuck", point = point.to_string()),
        Refusal::ChooseFirst => tr!(loc, "gui-refused-choose-first"),
        Refusal::AiToMove => tr!(loc, "gui-refused-ai-to-move"),
        Refusal::FriendToMove => tr!(loc, "gui-refused-friend-to-move"),
        Refusal::Notation(text) => tr!(loc, "gui-refused-notation", text = text.as_str()),
        Refusal::NoRemovalDue => tr!(loc, "gui-refused-no-removal-due"),
        _ => tr!(loc, "gui-refused-other"),
    }
}

/// The core's reason for an illegal move, said to the player.
#[must_use]
pub fn illegal(loc: &Localizer, reason: &IllegalReason) -> String {
    match reason {
        IllegalReason::GameOver => tr!(loc, "gui-refused-game-over"),
        IllegalReason::MustPlace => tr!(loc, "gui-refused-must-place"),
        IllegalReason::MustMove => tr!(loc, "gui-refused-must-move"),
        IllegalReason::NotEmpty(p) => tr!(loc, "gui-refused-not-empty", point = p.to_string()),
        IllegalReason::OffBoard(p) => tr!(loc, "gui-refused-off-board", point = p.to_string()),
        IllegalReason::NotOwnPiece(p) => {
            tr!(loc, "gui-refused-not-own-piece", point = p.to_string())
        }
        IllegalReason::NotAdjacent(a, b) => tr!(
            loc,
            "gui-refused-not-adjacent",
            from = a.to_string(),
            to = b.to_string()
        ),
        IllegalReason::MissingRemoval { earned } => {
            tr!(loc, "gui-refused-missing-removal", count = *earned)
        }
        IllegalReason::TooManyRemovals { earned: 0 } => tr!(loc, "gui-refused-no-mill"),
        IllegalReason::TooManyRemovals { earned } => {
            tr!(loc, "gui-refused-too-many-removals", count = *earned)
        }
        IllegalReason::NotOpponentPiece(p) => {
            tr!(loc, "gui-refused-not-opponent-piece", point = p.to_string())
        }
        IllegalReason::InMill(p) => tr!(loc, "gui-refused-in-mill", point = p.to_string()),
        IllegalReason::AllInMills => tr!(loc, "gui-refused-all-in-mills"),
        IllegalReason::RepeatedMill(a, b) => tr!(
            loc,
            "gui-refused-repeated-mill",
            from = a.to_string(),
            to = b.to_string()
        ),
        _ => tr!(loc, "gui-refused-other"),
    }
}

/// A record whose text cannot be read.
#[must_use]
pub fn record_syntax(loc: &Localizer, err: &RecordSyntaxError) -> String {
    morris_i18n::records::record_syntax(loc, err)
}

/// A record that cannot be replayed.
#[must_use]
pub fn record_error(loc: &Localizer, record: &morris_core::Record, err: &RecordError) -> String {
    morris_i18n::records::record_error(loc, record, err)
}

/// Why a file could not be read or written, in words
/// ([`morris_i18n::words::io_reason`], as the terminal says it).
#[must_use]
pub fn io_reason(loc: &Localizer, err: &std::io::Error) -> String {
    morris_i18n::words::io_reason(loc, err)
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::Point;
    use morris_i18n::Lang;

    #[test]
    fn every_refusal_has_words_in_every_language() {
        let refusals = [
            Refusal::Illegal(IllegalReason::GameOver),
            Refusal::Illegal(IllegalReason::MustPlace),
            Refusal::Illegal(IllegalReason::MustMove),
            Refusal::Illegal(IllegalReason::NotEmpty(Point::D6)),
            Refusal::Illegal(IllegalReason::NotOwnPiece(Point::D6)),
            Refusal::Illegal(IllegalReason::NotAdjacent(Point::D6, Point::A1)),
            Refusal::Illegal(IllegalReason::MissingRemoval { earned: 2 }),
            Refusal::Illegal(IllegalReason::TooManyRemovals { earned: 0 }),
            Refusal::Illegal(IllegalReason::TooManyRemovals { earned: 1 }),
            Refusal::Illegal(IllegalReason::NotOpponentPiece(Point::D6)),
            Refusal::Illegal(IllegalReason::InMill(Point::D6)),
            Refusal::Illegal(IllegalReason::AllInMills),
            Refusal::Illegal(IllegalReason::RepeatedMill(Point::D7, Point::D6)),
            Refusal::Stuck(Point::A7),
            Refusal::ChooseFirst,
            Refusal::AiToMove,
            Refusal::FriendToMove,
            Refusal::Notation("zz".to_owned()),
        ];
        for lang in Lang::ALL {
            let loc = Localizer::new(lang);
            for r in &refusals {
                let text = refusal(&loc, r);
                assert!(!text.starts_with("gui-"), "{lang}: {r:?} has no message");
                assert!(!text.contains('{'), "{lang}: {text}");
            }
        }
    }

    #[test]
    fn a_build_says_its_share_of_the_whole_and_the_time_left() {
        use morris_play::build::BuildProgress;
        let en = Localizer::new(Lang::En);
        let mut progress = BuildProgress {
            pair: Some(morris_ai::db::Pair::new(5, 4)),
            within: 0.9,
            share: 0.425,
            ..BuildProgress::default()
        };
        // The whole build's share, not the pair's.
        assert_eq!(build_progress(&en, &progress), "5-4 and 4-5: 42 %");
        progress.left = Some(std::time::Duration::from_secs(200));
        assert_eq!(
            build_progress(&en, &progress),
            "5-4 and 4-5: 42 % of the whole, about 4 min left"
        );
        // Every pair built: the empty board's search, then the book of the
        // first placements with its share.
        progress.opening = true;
        assert!(build_progress(&en, &progress).contains("placing phase is searched"));
        progress.placings = Some(0.375);
        let placings = build_progress(&en, &progress);
        assert!(
            placings.contains("first two placements") && placings.ends_with(": 37 %"),
            "{placings}"
        );
    }

    #[test]
    fn scores_read_as_words() {
        let en = Localizer::new(Lang::En);
        let white = Color::White;
        assert_eq!(score(&en, Score::win_in(5), white), "wins in 5 turns");
        assert_eq!(score(&en, Score::loss_in(1), white), "loses in 1 turn");
        assert_eq!(score(&en, Score::heuristic(22), white), "about even");
        // A piece ahead: the fitted logistic's 61 %, for the side ahead.
        assert_eq!(
            score(&en, Score::heuristic(-100), white),
            "Black scores about 61 %"
        );
        assert_eq!(
            score(&en, Score::heuristic(300), Color::Black),
            "Black scores about 78 %"
        );
        assert_eq!(exact_value(&en, DbValue::Win(3)), "wins in 3 turns");
        assert_eq!(exact_value(&en, DbValue::Draw), "a draw");
        let pl = Localizer::new(Lang::Pl);
        assert!(score(&pl, Score::heuristic(-300), white).contains("78 %"));
    }
}
