//! The puzzle sets shipped with the program (`crates/morris-ai/puzzles/`,
//! made by `morris puzzles generate` as docs/PUZZLES.md says), built into
//! the library so that every frontend has them without a file to find.

use morris_core::Preset;

use super::format::{self, Loaded};

/// The presets a set is shipped for, in the order a menu offers them.
pub const PRESETS: [Preset; 4] = [
    Preset::Nine,
    Preset::NineNoFlying,
    Preset::Twelve,
    Preset::Six,
];

/// The text of the set shipped for `preset`; `None` when none is.
#[must_use]
pub fn text(preset: Preset) -> Option<&'static str> {
    Some(match preset {
        Preset::Nine => include_str!("../../puzzles/nine.txt"),
        Preset::NineNoFlying => include_str!("../../puzzles/nine-no-flying.txt"),
        Preset::Twelve => include_str!("../../puzzles/twelve.txt"),
        Preset::Six => include_str!("../../puzzles/six.txt"),
        _ => return None,
    })
}

/// The set of placing-phase puzzles shipped beside the main set of
/// `preset` (`morris puzzles generate --placing`, the large board's
/// placing phase valued by the search over it); `None` when none is.
#[must_use]
pub fn placing_text(preset: Preset) -> Option<&'static str> {
    match preset {
        Preset::Nine => Some(include_str!("../../puzzles/nine-placing.txt")),
        _ => None,
    }
}

/// The set shipped for `preset`, loaded, with its placing-phase puzzles
/// after the others ([`placing_text`]; their line numbers are their
/// file's, their header is not kept); `None` when none is.
#[must_use]
pub fn load(preset: Preset) -> Option<Loaded> {
    let mut loaded = format::load(text(preset)?);
    if let Some(more) = placing_text(preset) {
        let more = format::load(more);
        loaded.puzzles.extend(more.puzzles);
        loaded.numbers.extend(more.numbers);
        loaded.bad.extend(more.bad);
    }
    Some(loaded)
}
