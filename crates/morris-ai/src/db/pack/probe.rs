//! The packs read for play: a position's win, draw or loss from its
//! pair's pack where the full file is gone, and the packs written from
//! the files.

use std::path::PathBuf;

use super::super::file::DbError;
use super::super::opening::Wdl;
use super::{Kind, Pack, Packed, write};

impl super::super::Databases {
    fn pack_path(&self, a: usize, b: usize) -> PathBuf {
        self.dir.join(format!("{a}-{b}.mpk"))
    }

    /// Whether the packs of `pair` and its mirror are there (the search
    /// over the placing phase can then reach it without its full files).
    pub(crate) fn has_class_packs(&self, pair: super::super::Pair) -> bool {
        let (a, b) = (pair.to_move, pair.other);
        self.pack_path(a, b).is_file() && self.pack_path(b, a).is_file()
    }

    /// Writes the compact pack of `pair` (`A-B.mpk` beside `A-B.mdb`):
    /// its values as win, draw or loss, two bits a position, compressed by
    /// block. The pair's database file is read whole and checked; the full
    /// file stays (remove it to keep the pack alone).
    ///
    /// # Errors
    /// A pair the rules cannot have, a database file missing or damaged,
    /// the pack not written.
    pub fn pack(&self, pair: super::super::Pair) -> Result<Packed, DbError> {
        let (a, b) = (pair.to_move, pair.other);
        if !self.valid_pair(a, b) {
            return Err(DbError::NoSuchPair(pair));
        }
        let entries = super::super::index::PairIndex::new(a, b, self.orbits(a)).len();
        let packed = write(
            &self.path(a, b),
            &self.pack_path(a, b),
            &self.rules,
            a,
            b,
            entries,
        )?;
        // A pack opened before is opened again when next asked.
        if let Ok(mut packs) = self.packs.write() {
            packs.remove(&(a, b));
        }
        Ok(packed)
    }

    /// The value of `pos` for its side to move as win, draw or loss: from
    /// the databases when they hold it, else from the pack of its pair.
    /// `None` when neither does (or the pack is damaged: refused and told
    /// by [`Databases::take_refusals`](super::super::Databases::take_refusals)).
    #[must_use]
    pub fn wdl(&self, pos: &morris_core::Position) -> Option<Wdl> {
        if let Some(value) = self.probe(pos) {
            return Some(Wdl::of(value));
        }
        self.pack_wdl(pos)
    }

    /// The value of `pos` as [`Databases::wdl`](super::super::Databases::wdl)
    /// gives it, seen from `side` whichever side is to move: what a turn
    /// of `side`'s that led to `pos` keeps.
    #[must_use]
    pub fn wdl_for(&self, pos: &morris_core::Position, side: morris_core::Color) -> Option<Wdl> {
        let value = self.wdl(pos)?;
        Some(if pos.side_to_move() == side {
            value
        } else {
            value.flipped()
        })
    }

    /// The value of `pos` from the pack of its pair alone (not the full
    /// file), as [`Databases::wdl`](super::super::Databases::wdl) falls back to it.
    #[must_use]
    pub fn pack_wdl(&self, pos: &morris_core::Position) -> Option<Wdl> {
        let (a, b) = self.pair_of(pos)?;
        let pack = self.open_pack(a, b)?;
        let us = pos.side_to_move();
        let index = super::super::index::PairIndex::new(a, b, self.orbits(a));
        let i = index.index(pos.pieces(us), pos.pieces(us.other()));
        match pack.get(i) {
            Ok(wdl) => Some(wdl),
            Err(e) => {
                self.refused(&e);
                if let Ok(mut packs) = self.packs.write() {
                    packs.insert((a, b), None);
                }
                None
            }
        }
    }

    fn open_pack(&self, a: usize, b: usize) -> Option<std::sync::Arc<Pack>> {
        if let Some(known) = self.packs.read().ok().and_then(|p| p.get(&(a, b)).cloned()) {
            return known;
        }
        let entries = super::super::index::PairIndex::new(a, b, self.orbits(a)).len();
        let opened = match Pack::open(
            &self.pack_path(a, b),
            Kind::Pair,
            &self.rules,
            a,
            b,
            entries,
        ) {
            Ok(pack) => Some(std::sync::Arc::new(pack)),
            Err(e) => {
                self.refused(&e);
                None
            }
        };
        if let Ok(mut packs) = self.packs.write() {
            packs.insert((a, b), opened.clone());
        }
        opened
    }
}

#[cfg(test)]
mod tests {
    use morris_core::{Board, Color, PointSet, Position, Rules, Setup};

    use super::super::HEADER;
    use super::*;
    use crate::db::DbValue;
    use crate::db::file;
    use crate::db::{Databases, Pair};
    use crate::stop::StopFlag;

    /// The position with `us` to move as `side` and `them` the other's.
    fn position(us: PointSet, them: PointSet, side: Color, rules: Rules) -> Option<Position> {
        Position::from_setup(&Setup::moving(us, them, side, Board::TwentyFour), rules).ok()
    }

    /// Every value of the packs of 3-3 and 4-3 (with 3-4) is the
    /// databases' value without its plies, read through the pack alone
    /// once the database files are gone.
    #[test]
    fn the_packs_values_are_the_databases_and_stand_alone() {
        let dir = tempfile::tempdir().unwrap();
        let rules = Rules::default();
        let dbs = Databases::new(dir.path(), rules);
        dbs.solve(Pair::new(4, 3), &|_| {}).unwrap();
        let pairs = [Pair::new(3, 3), Pair::new(4, 3), Pair::new(3, 4)];
        let mut expected = Vec::new();
        for pair in pairs {
            let (a, b) = (pair.to_move, pair.other);
            let index = crate::db::index::PairIndex::new(a, b, dbs.orbits(a));
            let (codes, _) = file::read(&dbs.path(a, b), &rules, a, b, index.len(), true).unwrap();
            let codes = codes.memory().unwrap().to_vec();
            let packed = dbs.pack(pair).unwrap();
            assert_eq!(packed.entries, codes.len() as u64);
            assert!(packed.bytes * 4 < packed.from_bytes, "{packed:?}");
            let pack =
                Pack::open(&dbs.pack_path(a, b), Kind::Pair, &rules, a, b, index.len()).unwrap();
            for (i, &code) in codes.iter().enumerate() {
                assert_eq!(
                    pack.get(i as u64).unwrap(),
                    Wdl::of(DbValue::from_byte(code)),
                    "{pair} {i}"
                );
            }
            // Positions as the player meets them, the side to move White or
            // Black: the pack alone answers as the databases did.
            for i in (0..index.len()).step_by(97) {
                let (us, them) = index.position(i);
                for side in [Color::White, Color::Black] {
                    let Some(pos) = position(us, them, side, rules) else {
                        continue;
                    };
                    if pos.is_over() {
                        continue;
                    }
                    expected.push((pos, Wdl::of(dbs.probe(&pos).unwrap())));
                }
            }
        }
        assert!(expected.len() > 1000, "{}", expected.len());
        // Placing positions whose placements end in these pairs, valued
        // with the full files.
        let placing: Vec<(&str, Vec<(morris_core::Move, Wdl)>)> = [
            "W../.../.../W.B.../.../.../... w 2 2 0 8",
            ".../.W./.B./W...B./.../.../... b 1 2 0 8",
            "..W/.B./.../.....B/.../W../... b 1 2 0 8",
        ]
        .into_iter()
        .map(|text| {
            let pos = Position::from_setup(&text.parse().unwrap(), rules).unwrap();
            let (values, _) = dbs
                .opening_move_values(&pos, &StopFlag::new(), u64::MAX)
                .unwrap();
            (text, values)
        })
        .collect();
        // Not all alike: a turn that wins, and one that does not.
        assert!(
            placing
                .iter()
                .any(|(_, v)| v.iter().any(|&(_, w)| w != v[0].1)),
            "{placing:?}"
        );
        for pair in pairs {
            std::fs::remove_file(dbs.path(pair.to_move, pair.other)).unwrap();
        }
        let alone = Databases::new(dir.path(), rules);
        for (pos, wdl) in &expected {
            assert_eq!(alone.probe(pos), None);
            assert_eq!(alone.wdl(pos), Some(*wdl), "{pos}");
        }
        // The search over the placing phase reaches the packs at its leaves
        // as it does the full files: the same value for every turn.
        for (text, full) in placing {
            let pos = Position::from_setup(&text.parse().unwrap(), rules).unwrap();
            assert!(alone.has_files_for_placing(&pos), "{text}");
            let (values, _) = alone
                .opening_move_values(&pos, &StopFlag::new(), u64::MAX)
                .unwrap();
            assert_eq!(values, full, "{text}");
        }
    }

    #[test]
    fn a_damaged_pack_is_refused_and_told() {
        let dir = tempfile::tempdir().unwrap();
        let rules = Rules::default();
        let dbs = Databases::new(dir.path(), rules);
        dbs.solve(Pair::new(3, 3), &|_| {}).unwrap();
        dbs.pack(Pair::new(3, 3)).unwrap();
        let path = dbs.pack_path(3, 3);
        let entries = crate::db::index::PairIndex::new(3, 3, dbs.orbits(3)).len();
        let good = std::fs::read(&path).unwrap();
        // A block's byte changed: its checksum refuses it when read.
        let mut bad = good.clone();
        bad[HEADER + 5] ^= 0x40;
        std::fs::write(&path, &bad).unwrap();
        let pack = Pack::open(&path, Kind::Pair, &rules, 3, 3, entries).unwrap();
        assert!(matches!(
            pack.get(0),
            Err(DbError::Damaged(_, "checksum mismatch"))
        ));
        // Cut short, or another pair's: refused when opened.
        std::fs::write(&path, &good[..good.len() - 3]).unwrap();
        assert!(Pack::open(&path, Kind::Pair, &rules, 3, 3, entries).is_err());
        std::fs::write(&path, &good).unwrap();
        assert!(matches!(
            Pack::open(&path, Kind::Pair, &rules, 4, 3, entries),
            Err(DbError::Foreign(_))
        ));
        // Through the databases, with the full file gone: no value, and
        // the refusal told.
        std::fs::write(&path, &bad).unwrap();
        std::fs::remove_file(dbs.path(3, 3)).unwrap();
        let alone = Databases::new(dir.path(), rules);
        let index = crate::db::index::PairIndex::new(3, 3, alone.orbits(3));
        let pos = (0..index.len())
            .find_map(|i| {
                let (us, them) = index.position(i);
                position(us, them, Color::White, rules).filter(|p| !p.is_over())
            })
            .unwrap();
        assert_eq!(alone.wdl(&pos), None);
        assert!(
            alone.take_refusals().iter().any(|r| r.contains("checksum")),
            "told"
        );
    }
}
