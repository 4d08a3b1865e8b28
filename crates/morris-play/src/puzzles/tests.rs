//! Tests of the trainer: each mode, the rating kept in the data
//! directory, a damaged record moved aside.

use std::time::{Duration, Instant};

use morris_ai::puzzles::{Fact, Verdict, choose, rating};
use morris_core::{Move, Preset};

use super::*;

fn trainer(dir: &tempfile::TempDir) -> Trainer {
    let (t, trouble) = Trainer::new(Some(DataDir::at(dir.path())), Preset::Nine, 7).unwrap();
    assert_eq!(trouble, None);
    t
}

/// A legal turn that is not the answer.
fn wrong(t: &Trainer) -> Move {
    let s = t.solving().unwrap();
    let answer = s.answer().unwrap();
    s.position()
        .legal_moves()
        .into_iter()
        .find(|&m| m != answer)
        .unwrap()
}

/// Plays the line to the end; the last `Tried`.
fn solve(t: &mut Trainer, now: Instant) -> Tried {
    loop {
        let answer = t.solving().unwrap().answer().unwrap();
        let tried = t.try_turn(answer, now).unwrap();
        if let Verdict::Right { solved: true, .. } = tried.verdict {
            return tried;
        }
    }
}

#[test]
fn a_rated_first_attempt_moves_the_rating_once_and_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let now = Instant::now();
    let mut t = trainer(&dir);
    assert!(t.next(now));
    assert!(t.is_rated());
    let puzzle = t.solving().unwrap().puzzle().clone();
    // Near a new player's 1500.
    assert!(
        (i32::from(puzzle.rating()) - 1500).abs() <= 100,
        "{}",
        puzzle.rating()
    );
    let tried = solve(&mut t, now);
    let change = tried.rated.unwrap();
    let expected = rating::after_attempt(
        &rating::new_player(),
        &rating::puzzle_start(puzzle.rating()),
        true,
    )
    .0;
    assert_eq!(change.before, 1500.0);
    assert_eq!(change.after, expected.rating);
    assert!(!t.is_rated());

    // Kept in the data directory, read back by another trainer.
    let again = trainer(&dir);
    assert_eq!(again.rating().rating, expected.rating);
    assert!(again.record().attempted("nine", puzzle.id()));
    assert_eq!(again.record().rating_history("nine"), vec![expected.rating]);

    // The same puzzle opened again is not rated a second time, and the
    // next one in rated mode is another.
    let mut t = again;
    assert!(t.open(puzzle.id()));
    assert!(!t.is_rated());
    assert!(solve(&mut t, now).rated.is_none());
    assert!(t.next(now));
    assert_ne!(t.solving().unwrap().puzzle().id(), puzzle.id());
}

#[test]
fn a_wrong_turn_is_a_miss_said_with_the_certified_fact() {
    let dir = tempfile::tempdir().unwrap();
    let now = Instant::now();
    let mut t = trainer(&dir);
    t.set_theme(Some(morris_ai::puzzles::Theme::Blockade));
    assert!(t.next(now));
    let p = t.solving().unwrap().puzzle().clone();
    assert!(p.themes().contains(&morris_ai::puzzles::Theme::Blockade));
    let m = wrong(&t);
    let tried = t.try_turn(m, now).unwrap();
    assert!(matches!(tried.verdict, Verdict::Wrong { .. }));
    assert_eq!(tried.value_after, None, "no databases given");
    assert!(tried.rated.unwrap().after < 1500.0);
    // Trying again and solving does not rate again, and the first
    // attempt stays failed.
    t.retry();
    assert_eq!(t.solving().unwrap().position(), p.position());
    assert!(solve(&mut t, now).rated.is_none());
    assert!(t.solving().unwrap().failed());
    // An illegal turn changes nothing.
    assert!(t.try_turn(m, now).is_err());
}

#[test]
fn the_daily_puzzle_is_the_dates() {
    let dir = tempfile::tempdir().unwrap();
    let now = Instant::now();
    let mut t = trainer(&dir);
    t.set_date("2026-12-07");
    assert!(t.start(Mode::Daily, now));
    let i = choose::daily(t.puzzles(), "2026-12-07").unwrap();
    assert_eq!(t.solving().unwrap().puzzle().id(), t.puzzles()[i].id());
    assert!(t.is_rated());
}

#[test]
fn a_streak_rises_and_ends_at_the_first_miss() {
    let dir = tempfile::tempdir().unwrap();
    let now = Instant::now();
    let mut t = trainer(&dir);
    assert!(t.start(Mode::Streak, now));
    assert!(!t.is_rated(), "a streak is not rated");
    let mut ratings = Vec::new();
    for _ in 0..5 {
        ratings.push(t.solving().unwrap().puzzle().rating());
        let tried = solve(&mut t, now);
        assert!(tried.rated.is_none() && tried.ended.is_none());
        assert!(t.next(now));
    }
    assert_eq!(t.run_solved(), 5);
    assert!(ratings.last() >= ratings.first(), "{ratings:?}");
    let m = wrong(&t);
    let ended = t.try_turn(m, now).unwrap().ended.unwrap();
    assert_eq!(
        ended,
        RunEnd {
            solved: 5,
            best: 5,
            new_best: true
        }
    );
    assert!(t.is_over());
    // Kept; a new streak starts from the bottom.
    assert_eq!(trainer(&dir).record().best_streak.get("nine"), Some(&5));
    assert!(t.next(now));
    assert!(!t.is_over() && t.run_solved() == 0);
}

#[test]
fn a_rush_ends_at_its_time_or_the_third_miss() {
    let dir = tempfile::tempdir().unwrap();
    let now = Instant::now();
    let mut t = trainer(&dir);
    assert!(t.start(Mode::Rush { minutes: 3 }, now));
    assert_eq!(t.time_left(now), Some(Duration::from_secs(180)));
    solve(&mut t, now);
    assert!(t.next(now));
    for miss in 1..=3 {
        let before = t.solving().unwrap().puzzle().id().to_owned();
        let m = wrong(&t);
        let tried = t.try_turn(m, now).unwrap();
        assert_eq!(t.misses(), miss);
        if miss < 3 {
            assert!(tried.moved_on && tried.ended.is_none());
            assert_ne!(t.solving().unwrap().puzzle().id(), before);
        } else {
            assert_eq!(
                tried.ended,
                Some(RunEnd {
                    solved: 1,
                    best: 1,
                    new_best: true
                })
            );
        }
    }
    // Time up: the next tick ends it, once.
    assert!(t.start(Mode::Rush { minutes: 3 }, now));
    assert_eq!(t.tick(now + Duration::from_secs(179)), None);
    let end = t.tick(now + Duration::from_secs(180)).unwrap();
    assert_eq!(
        end,
        RunEnd {
            solved: 0,
            best: 1,
            new_best: false
        }
    );
    assert_eq!(t.tick(now + Duration::from_secs(181)), None);
    assert_eq!(trainer(&dir).record().best_rush.get("nine-3"), Some(&1));
}

#[test]
fn showing_the_answer_is_a_miss() {
    let dir = tempfile::tempdir().unwrap();
    let now = Instant::now();
    let mut t = trainer(&dir);
    assert!(t.next(now));
    let answer = t.solving().unwrap().answer().unwrap();
    let tried = t.show(now).unwrap();
    assert!(matches!(tried.verdict, Verdict::Right { turn, .. } if turn == answer));
    assert!(tried.rated.unwrap().after < 1500.0);
}

#[test]
fn a_damaged_record_is_moved_aside_and_said_once() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(record::FILE), "{ not json").unwrap();
    let (mut t, trouble) = Trainer::new(Some(DataDir::at(dir.path())), Preset::Nine, 1).unwrap();
    let Some(Trouble::MovedAside(aside)) = trouble else {
        panic!("{trouble:?}");
    };
    assert_eq!(std::fs::read_to_string(aside).unwrap(), "{ not json");
    assert_eq!(t.rating().rating, 1500.0);
    // A new record is written, and read back without trouble.
    let now = Instant::now();
    assert!(t.next(now));
    solve(&mut t, now);
    let (_, trouble) = Trainer::new(Some(DataDir::at(dir.path())), Preset::Nine, 1).unwrap();
    assert_eq!(trouble, None);
}

#[test]
fn a_rating_out_of_range_in_the_file_is_a_new_players() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join(record::FILE),
        r#"{"ratings":{"nine":{"rating":1e300,"deviation":-3,"volatility":0.06}}}"#,
    )
    .unwrap();
    let t = trainer(&dir);
    assert_eq!(t.rating(), Rating::default());
}

#[test]
fn rules_without_puzzles_are_refused_with_the_ones_that_have_them() {
    let err = Trainer::new(None, Preset::Lasker, 1).unwrap_err();
    assert_eq!(
        err.to_string(),
        "no puzzles for lasker: there are puzzles for nine, nine-no-flying, twelve, six"
    );
    let (mut t, _) = Trainer::new(None, Preset::Twelve, 1).unwrap();
    assert!(t.set_preset(Preset::Lasker).is_err());
    assert_eq!(t.preset(), Preset::Twelve);
    assert!(t.next(Instant::now()));
    assert_eq!(t.solving().unwrap().puzzle().preset(), Preset::Twelve);
}

#[test]
fn a_wrong_turn_with_databases_gets_its_exact_value() {
    // Databases of the small pairs, and a removal puzzle of them.
    let db_dir = tempfile::tempdir().unwrap();
    let dbs = std::sync::Arc::new(morris_ai::db::Databases::new(
        db_dir.path(),
        morris_core::Rules::default(),
    ));
    dbs.solve(morris_ai::db::Pair::new(3, 3), &|_| {}).unwrap();
    let (mut t, _) = Trainer::new(None, Preset::Nine, 1).unwrap();
    t.set_databases(Some(dbs));
    let id = t
        .puzzles()
        .iter()
        .find(|p| p.position().occupied().len() == 6 && p.kind() == morris_ai::puzzles::Kind::Hold)
        .map(|p| p.id().to_owned())
        .unwrap();
    assert!(t.open(&id));
    let m = wrong(&t);
    let tried = t.try_turn(m, Instant::now()).unwrap();
    assert!(matches!(
        tried.verdict,
        Verdict::Wrong {
            fact: Fact::Loses,
            ..
        }
    ));
    assert!(
        matches!(tried.value_after, Some(DbValue::Loss(_))),
        "{tried:?}"
    );
}
