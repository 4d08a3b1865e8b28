//! What `morris serve`'s tablebase API answers (docs/TABLEBASE.md), from the
//! databases under the server's `--databases`: a position of the moving
//! or flying phase from the endgame databases (its value and every turn's,
//! with the plies to the end), a small board's from its whole game, and a
//! placing position of the large board by the opening search with the
//! databases at its leaves (win, draw or loss; what it learns is kept in
//! its book beside the databases).

use morris_ai::db::{Databases, DbError, DbValue, Wdl};
use morris_ai::search::StopFlag;
use morris_core::{Move, Position};
use morris_protocol::{TablebaseResult, TablebaseValue};
use morris_server::ai::Tabled;

/// The most positions the opening search may visit for one answer: a
/// position it would take longer over is answered "unknown" (the empty
/// board, with the book of the first placements, takes far fewer).
pub const MAX_OPENING_POSITIONS: u64 = 200_000_000;

/// A database value as the API tells it.
fn exact(value: DbValue) -> TablebaseValue {
    match value {
        DbValue::Win(plies) => TablebaseValue::exact(TablebaseResult::Win, Some(plies)),
        DbValue::Loss(plies) => TablebaseValue::exact(TablebaseResult::Loss, Some(plies)),
        DbValue::Draw => TablebaseValue::exact(TablebaseResult::Draw, None),
    }
}

/// A value of the opening search, which keeps no distances.
fn wdl(value: Wdl) -> TablebaseValue {
    let result = match value {
        Wdl::Win => TablebaseResult::Win,
        Wdl::Draw => TablebaseResult::Draw,
        Wdl::Loss => TablebaseResult::Loss,
    };
    TablebaseValue::exact(result, None)
}

fn unknown(why: impl Into<String>) -> Tabled {
    Tabled {
        value: TablebaseValue::UNKNOWN,
        turns: Vec::new(),
        sources: Vec::new(),
        why: Some(why.into()),
    }
}

/// `pos` valued by `dbs` (its rules' databases).
#[must_use]
pub fn tabled(dbs: &Databases, pos: &Position) -> Tabled {
    if let Some(outcome) = pos.rule_outcome() {
        let result = match outcome.winner {
            Some(w) if w == pos.side_to_move() => TablebaseResult::Win,
            Some(_) => TablebaseResult::Loss,
            None => TablebaseResult::Draw,
        };
        return Tabled {
            value: TablebaseValue::exact(result, Some(0)),
            turns: Vec::new(),
            sources: vec!["the rules".to_owned()],
            why: None,
        };
    }
    let whole = morris_ai::db::covers_whole_game(pos.rules());
    let placing =
        pos.in_hand(pos.side_to_move()) > 0 || pos.in_hand(pos.side_to_move().other()) > 0;
    if whole || !placing {
        let source = if whole {
            "whole-game databases"
        } else {
            "endgame databases"
        };
        return match (dbs.probe(pos), dbs.move_values(pos)) {
            (Some(value), Some(turns)) => Tabled {
                value: exact(value),
                turns: turns.into_iter().map(|(m, v)| (m, exact(v))).collect(),
                sources: vec![source.to_owned()],
                why: None,
            },
            _ if !whole && let Some(packed) = from_packs(dbs, pos) => packed,
            _ if whole => unknown("the whole game of these rules is not solved on this server"),
            _ => unknown(format!(
                "no database of this server holds {} against {} pieces",
                pos.pieces(pos.side_to_move()).len(),
                pos.pieces(pos.side_to_move().other()).len()
            )),
        };
    }
    if !dbs.has_files_for_placing(pos) {
        return unknown(
            "a placing position needs every pair it may lead to solved (the whole game), which this server has not",
        );
    }
    match dbs.opening_move_values(pos, &StopFlag::new(), MAX_OPENING_POSITIONS) {
        Ok((turns, _)) => {
            let value = turns
                .first()
                .map_or(TablebaseValue::UNKNOWN, |&(_, v)| wdl(v));
            Tabled {
                value,
                turns: turns
                    .into_iter()
                    .map(|(m, v): (Move, Wdl)| (m, wdl(v)))
                    .collect(),
                sources: vec![
                    if dbs.sector_wdl(pos).is_some() {
                        "placing sectors"
                    } else {
                        "opening search"
                    }
                    .to_owned(),
                ],
                why: None,
            }
        }
        Err(DbError::Cancelled) => unknown("the search over the placing phase would take too long"),
        Err(e) => unknown(format!("the databases could not answer: {e}")),
    }
}

/// `pos` valued by the compact packs where the full files are gone: its
/// win, draw or loss and every turn's, without the plies.
fn from_packs(dbs: &Databases, pos: &Position) -> Option<Tabled> {
    let me = pos.side_to_move();
    let mut turns: Vec<(Move, Wdl)> = pos
        .legal_moves()
        .into_iter()
        .map(|m| {
            let mut child = *pos;
            child.play(m).ok()?;
            let value = match child.rule_outcome() {
                Some(o) => Wdl::of_outcome(o, me),
                None => dbs.wdl_for(&child, me)?,
            };
            Some((m, value))
        })
        .collect::<Option<_>>()?;
    turns.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
    let value = dbs.wdl(pos)?;
    Some(Tabled {
        value: wdl(value),
        turns: turns.into_iter().map(|(m, v)| (m, wdl(v))).collect(),
        sources: vec!["compact pack".to_owned()],
        why: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_ai::db::Pair;
    use morris_core::{Rules, Setup};

    fn position(text: &str) -> Position {
        Position::from_setup(&text.parse::<Setup>().unwrap(), Rules::default()).unwrap()
    }

    #[test]
    fn a_solved_pair_answers_its_value_and_every_turn_best_first() {
        let dir = tempfile::tempdir().unwrap();
        let dbs = Databases::new(dir.path(), Rules::default());
        // Without the pair: unknown, and why.
        let pos = position("W.W/.../.../..B.W./.../B.B/... w 0 0 0 40");
        let none = tabled(&dbs, &pos);
        assert_eq!(none.value, TablebaseValue::UNKNOWN);
        assert!(
            none.why.as_deref().unwrap().contains("3 against 3"),
            "{:?}",
            none.why
        );
        dbs.solve(Pair::new(3, 3), &|_| {}).unwrap();
        let answer = tabled(&dbs, &pos);
        // The databases' own value and turns, in their order.
        assert_eq!(answer.value, exact(dbs.probe(&pos).unwrap()));
        let turns: Vec<(Move, TablebaseValue)> = dbs
            .move_values(&pos)
            .unwrap()
            .into_iter()
            .map(|(m, v)| (m, exact(v)))
            .collect();
        assert_eq!(answer.turns, turns);
        // White flies f4-d7 to close a7 d7 g7 and win at once.
        assert_eq!(
            answer.value,
            TablebaseValue::exact(TablebaseResult::Win, Some(1))
        );
        assert!(
            answer.turns[0].0.to_string().starts_with("f4-d7"),
            "{}",
            answer.turns[0].0
        );
        assert_eq!(answer.sources, ["endgame databases"]);
        // A placing position needs the whole game.
        let start = Position::new(Rules::default());
        assert!(tabled(&dbs, &start).why.unwrap().contains("placing"));
    }

    #[test]
    fn the_compact_pack_answers_where_the_full_file_is_gone() {
        let dir = tempfile::tempdir().unwrap();
        let dbs = Databases::new(dir.path(), Rules::default());
        dbs.solve(Pair::new(3, 3), &|_| {}).unwrap();
        dbs.pack(Pair::new(3, 3)).unwrap();
        std::fs::remove_file(dbs.dir().join("3-3.mdb")).unwrap();
        let alone = Databases::new(dir.path(), Rules::default());
        let pos = position("W.W/.../.../..B.W./.../B.B/... w 0 0 0 40");
        let answer = tabled(&alone, &pos);
        assert_eq!(
            answer.value,
            TablebaseValue::exact(TablebaseResult::Win, None),
            "{:?}",
            answer.why
        );
        assert_eq!(answer.sources, ["compact pack"]);
        assert_eq!(answer.turns.len(), pos.legal_moves().len());
        assert_eq!(answer.turns[0].1.result, TablebaseResult::Win);
        // Best first: no win after a draw or a loss.
        let ranks: Vec<u8> = answer
            .turns
            .iter()
            .map(|(_, v)| match v.result {
                TablebaseResult::Win => 2,
                TablebaseResult::Draw => 1,
                _ => 0,
            })
            .collect();
        assert!(ranks.windows(2).all(|w| w[0] >= w[1]), "{ranks:?}");
    }
}
