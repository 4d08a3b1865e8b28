//! The sectors against the search over the placements, which values the
//! same positions by another road; a pass stopped and resumed; a damaged
//! sector refused.

use std::collections::HashSet;

use morris_core::{Color, Preset, Rules};

use super::build::{most_removals, sectors_has};
use super::*;
use crate::db::{Pair, SectorEvent};
use crate::stop::StopFlag;

/// The last sectors of `rules` that the pairs up to 4-3 (3-3, 3-4 and
/// 4-3) and each other reach, from the last placement back to `from`:
/// a cone of the placing phase small enough for a test.
fn cone(rules: &Rules, from: u8) -> Vec<Sector> {
    let last = 2 * rules.pieces() - 1;
    let pairs = [(3, 3), (3, 4), (4, 3)];
    let mut kept: HashSet<Sector> = HashSet::new();
    let mut list = Vec::new();
    for s in sectors(rules) {
        if s.ply < from {
            break;
        }
        let reaches_only_known = (0..=s.b.min(most_removals(rules))).all(|r| {
            let (x, y) = (s.b - r, s.a + 1);
            if s.ply == last {
                x < 3 || y < 3 || pairs.contains(&(x, y))
            } else {
                let child = Sector {
                    ply: s.ply + 1,
                    a: x,
                    b: y,
                };
                !sectors_has(rules, child) || kept.contains(&child)
            }
        });
        if reaches_only_known {
            kept.insert(s);
            list.push(s);
        }
    }
    list
}

/// The position of entry `i` of sector `s`.
fn position(rules: Rules, dbs: &Databases, s: Sector, i: u64) -> Position {
    let (mover, other) = dbs.sector_index(s).position(i);
    let setup = s.setup(&rules, mover, other);
    Position::from_setup(&setup, rules).expect("a sector's position stands")
}

/// Every sector of the cone valued by the pass equals the search over
/// the placements on positions spread over each sector (every one of the
/// small sectors), read back through [`Databases::sector_wdl`]; then the
/// search's own answers come from the sectors.
fn sectors_agree_with_the_search(rules: Rules, from: u8) {
    let dir = tempfile::tempdir().unwrap();
    let dbs = Databases::new(dir.path(), rules);
    dbs.solve(Pair::new(4, 3), &|_| {}).unwrap();
    let list = cone(&rules, from);
    assert!(list.len() >= 10, "{list:?}");
    // The search's values first: once the sectors are there it reads them.
    let mut expected = Vec::new();
    for &s in &list {
        let n = dbs.sector_index(s).len();
        let step = (n / 40).max(1);
        for i in (0..n).step_by(usize::try_from(step).unwrap()) {
            let pos = position(rules, &dbs, s, i);
            let (value, _) = dbs.opening_value_unsaved(&pos, &StopFlag::new()).unwrap();
            expected.push((pos, value));
        }
    }
    let solved = dbs
        .solve_sector_list(&list, &|_| {}, &StopFlag::new())
        .unwrap();
    assert_eq!((solved.solved, solved.kept), (list.len(), 0));
    let mut seen = HashSet::new();
    for (pos, value) in &expected {
        assert_eq!(dbs.sector_wdl(pos), Some(*value), "{pos}");
        seen.insert(*value);
    }
    assert_eq!(seen.len(), 3, "wins, draws and losses: {seen:?}");
    // The search answers from the sectors: one position, no more.
    let (pos, value) = &expected[expected.len() / 2];
    let (found, nodes) = dbs.opening_value_unsaved(pos, &StopFlag::new()).unwrap();
    assert_eq!((found, nodes), (*value, 0), "{pos}");
    assert!(dbs.take_refusals().is_empty());
}

#[test]
fn the_sectors_of_nine_agree_with_the_search() {
    sectors_agree_with_the_search(Rules::default(), 13);
}

#[test]
fn the_sectors_of_twelve_agree_with_the_search() {
    sectors_agree_with_the_search(Rules::preset(Preset::Twelve), 19);
}

#[test]
fn a_stopped_pass_goes_on_and_a_damaged_sector_is_refused() {
    let rules = Rules::default();
    let dir = tempfile::tempdir().unwrap();
    let dbs = Databases::new(dir.path(), rules);
    dbs.solve(Pair::new(4, 3), &|_| {}).unwrap();
    let list = cone(&rules, 15);
    let cancel = StopFlag::new();
    let started = std::sync::Mutex::new(Vec::new());
    let stop_at_third = |event: SectorEvent| {
        if let SectorEvent::Started { sector, .. } = event {
            let mut s = started.lock().unwrap();
            s.push(sector);
            if s.len() == 3 {
                cancel.stop();
            }
        }
    };
    let result = dbs.solve_sector_list(&list, &stop_at_third, &cancel);
    assert!(matches!(result, Err(DbError::Cancelled)), "{result:?}");
    let written: Vec<String> = std::fs::read_dir(dbs.sectors_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        written.len(),
        2,
        "two sectors whole, no half file: {written:?}"
    );
    // Run again: the two are kept, the rest valued.
    let solved = dbs
        .solve_sector_list(&list, &|_| {}, &StopFlag::new())
        .unwrap();
    assert_eq!((solved.kept, solved.solved), (2, list.len() - 2));

    // A byte of a block changed: the sector is refused, and said.
    let s = list[0];
    let pos = position(rules, &dbs, s, 0);
    let path = dbs.sector_path(s);
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[45] ^= 0x55;
    std::fs::write(&path, bytes).unwrap();
    let fresh = Databases::new(dir.path(), rules);
    assert_eq!(fresh.sector_wdl(&pos), None);
    let refusals = fresh.take_refusals();
    assert!(
        refusals.iter().any(|r| r.contains("checksum")),
        "{refusals:?}"
    );
    // A sector's pack under another name is not taken for it.
    let other = Sector {
        ply: s.ply,
        a: s.b,
        b: s.a,
    };
    if sectors_has(&rules, other) && dbs.sector_index(other).len() == dbs.sector_index(s).len() {
        std::fs::copy(dbs.sector_path(list[1]), dbs.sector_path(other)).unwrap();
        assert!(fresh.open_sector(other).is_err());
    }
}

#[test]
fn a_position_knows_its_sector() {
    let rules = Rules::default();
    let start = Position::new(rules);
    assert_eq!(Sector::of(&start, 9), Some(Sector { ply: 0, a: 0, b: 0 }));
    let mut pos = start;
    for m in ["d6", "d2", "f4"] {
        let _ = pos.play_unchecked(m.parse().unwrap());
    }
    let s = Sector::of(&pos, 9).unwrap();
    assert_eq!(s, Sector { ply: 3, a: 1, b: 2 });
    assert_eq!(s.mover(Color::White), Color::Black);
    assert_eq!(s.hands(9), (8, 7));
    // With twelve a side, the same hands come three placements later;
    // with seven, they cannot be.
    assert_eq!(Sector::of(&pos, 12), Some(Sector { ply: 9, a: 1, b: 2 }));
    assert_eq!(Sector::of(&pos, 7), None);
    // The sectors of nine: 18 plies, each sector once, the last first.
    let all = sectors(&rules);
    assert_eq!(all.first().map(|s| s.ply), Some(17));
    assert_eq!(all.last(), Some(&Sector { ply: 0, a: 0, b: 0 }));
    assert_eq!(all.iter().collect::<HashSet<_>>().len(), all.len());
    assert!(all.windows(2).all(|w| w[0].ply >= w[1].ply));
}
