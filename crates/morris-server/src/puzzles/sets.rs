//! The puzzle sets the server offers: the ones shipped with the program
//! (`morris_ai::puzzles::shipped`), loaded once, found by preset and by
//! id.

use std::collections::HashMap;
use std::sync::OnceLock;

use morris_ai::puzzles::{Puzzle, shipped};
use morris_core::Preset;

/// The shipped sets, loaded.
#[derive(Debug)]
pub(crate) struct Sets {
    sets: Vec<(Preset, Vec<Puzzle>)>,
    /// Each id's set and place in it.
    by_id: HashMap<String, (usize, usize)>,
}

impl Sets {
    /// The sets, loaded on the first call (the router asks at start).
    pub(crate) fn get() -> &'static Sets {
        static SETS: OnceLock<Sets> = OnceLock::new();
        SETS.get_or_init(Sets::load)
    }

    fn load() -> Sets {
        let mut sets = Vec::new();
        let mut by_id = HashMap::new();
        for preset in shipped::PRESETS {
            let Some(loaded) = shipped::load(preset) else {
                continue;
            };
            for bad in &loaded.bad {
                tracing::warn!("the shipped puzzles of {}: {bad}", preset.name());
            }
            let set = sets.len();
            for (i, puzzle) in loaded.puzzles.iter().enumerate() {
                // Ids are made from the rules, position and kind, so
                // they differ between sets too; a repeat would be found
                // by its first set.
                by_id.entry(puzzle.id().to_owned()).or_insert((set, i));
            }
            sets.push((preset, loaded.puzzles));
        }
        Sets { sets, by_id }
    }

    /// The set of `preset`, if one is shipped.
    pub(crate) fn of(&self, preset: Preset) -> Option<&[Puzzle]> {
        self.sets
            .iter()
            .find(|(p, _)| *p == preset)
            .map(|(_, set)| set.as_slice())
    }

    /// The puzzle with the id `id`.
    pub(crate) fn find(&self, id: &str) -> Option<&Puzzle> {
        let &(set, i) = self.by_id.get(id)?;
        self.sets.get(set)?.1.get(i)
    }

    /// The presets with a set, and how many puzzles each has.
    pub(crate) fn presets(&self) -> impl Iterator<Item = (Preset, usize)> + '_ {
        self.sets.iter().map(|(p, set)| (*p, set.len()))
    }

    /// How many puzzles in all.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.sets.iter().map(|(_, set)| set.len()).sum()
    }

    /// How many ids are told apart.
    #[cfg(test)]
    pub(crate) fn ids(&self) -> usize {
        self.by_id.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_puzzle_is_found_by_its_id_alone() {
        let sets = Sets::get();
        assert_eq!(sets.presets().count(), shipped::PRESETS.len());
        assert_eq!(sets.ids(), sets.len(), "an id repeated between sets");
        let nine = sets.of(Preset::Nine).unwrap();
        assert_eq!(
            nine.len(),
            shipped::load(Preset::Nine).unwrap().puzzles.len()
        );
        assert!(nine.len() > 10_000);
        assert_eq!(sets.find(nine[17].id()), Some(&nine[17]));
        assert_eq!(sets.find("nope"), None);
        assert!(sets.of(Preset::Lasker).is_none());
    }
}
