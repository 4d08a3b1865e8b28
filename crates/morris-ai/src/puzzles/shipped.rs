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

/// The set shipped for `preset`, loaded; `None` when none is.
#[must_use]
pub fn load(preset: Preset) -> Option<Loaded> {
    text(preset).map(format::load)
}
