//! Endgame databases: solved values obey the game's minimax equations move
//! by move, agree with the search on short wins, count every arrangement,
//! and damaged or foreign files are never trusted.

use std::sync::Arc;

mod common;

use common::{random_position, solved};
use morris_ai::Score;
use morris_ai::db::{Databases, DbError, DbValue, Pair};
use morris_ai::search::{Limits, SearchConfig, Searcher, StopFlag};
use morris_ai::{Ai, Level};
use morris_core::{
    ByColor, Color, Game, MillMemory, Move, PointSet, Position, Preset, Rules, Setup,
};
use rand::rngs::ChaCha8Rng as Rng;
use rand::{RngExt, SeedableRng};

fn check_minimax(rules: Rules, name: &str) {
    let dbs = Databases::new(solved(rules, name), rules);
    let mut rng = Rng::seed_from_u64(11);
    for (a, b) in [(3, 3), (4, 3), (3, 4)] {
        for _ in 0..3000 {
            let pos = random_position(rules, a, b, &mut rng);
            let value = dbs.probe(&pos).expect("covered");
            let moves = dbs.move_values(&pos).expect("children covered");
            let expected = match moves.first() {
                None => DbValue::Loss(0),
                Some(&(_, best)) => best,
            };
            assert_eq!(value, expected, "{pos}: {moves:?}");
            // The same value from every symmetric image.
            for s in morris_core::Symmetry::ALL.iter().step_by(5) {
                assert_eq!(dbs.probe(&pos.transformed(*s)), Some(value));
            }
        }
    }
}

#[test]
fn values_obey_minimax_move_by_move() {
    check_minimax(Rules::default(), "nine");
}

#[test]
fn values_obey_minimax_under_the_seed_rules() {
    check_minimax(Rules::preset(Preset::SeedClassic), "seed");
}

#[test]
fn the_search_agrees_on_short_wins_and_losses() {
    let rules = Rules::default();
    let dbs = Databases::new(solved(rules, "nine"), rules);
    let mut rng = Rng::seed_from_u64(5);
    let mut checked = 0;
    while checked < 40 {
        let pos = random_position(rules, 3, 3 + rng.random_range(0..2usize), &mut rng);
        let value = dbs.probe(&pos).expect("covered");
        let (DbValue::Win(d) | DbValue::Loss(d)) = value else {
            continue;
        };
        if d > 5 || d == 0 {
            continue;
        }
        let mut searcher = Searcher::new(4);
        searcher.set_config(SearchConfig {
            reductions: false,
            quiescence: false,
            deeper_table_cutoffs: false,
        });
        let result =
            searcher.search_position(&pos, Limits::depth(u32::from(d)), &StopFlag::new(), |_| {});
        assert_eq!(result.score, value.score(0), "{pos} {value}");
        checked += 1;
    }
}

#[test]
fn stats_count_every_arrangement() {
    let rules = Rules::default();
    let dbs = Databases::new(solved(rules, "nine"), rules);
    let s = dbs.stats(morris_ai::db::Pair::new(3, 3)).expect("solved");
    assert_eq!(s.wins + s.losses + s.draws, 2024 * 1330);
    assert!(!s.longest_win.is_multiple_of(2) && s.longest_loss.is_multiple_of(2));
    let s = dbs.stats(Pair::new(4, 3)).expect("solved");
    assert_eq!(s.wins + s.losses + s.draws, 10626 * 1140);
    assert!(matches!(
        dbs.stats(morris_ai::db::Pair::new(5, 3)),
        Err(DbError::Missing(_))
    ));
    assert!(matches!(
        dbs.stats(morris_ai::db::Pair::new(2, 3)),
        Err(DbError::NoSuchPair(_))
    ));
}

#[test]
fn damaged_and_foreign_files_are_not_trusted() {
    let rules = Rules::default();
    let source = solved(rules, "nine");
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().to_path_buf();
    let dbs = Databases::new(&dir, rules);
    std::fs::create_dir_all(dbs.dir()).unwrap();
    let original = Databases::new(&source, rules).dir().join("3-3.mdb");
    let copy = dbs.dir().join("3-3.mdb");

    // A flipped byte in the values.
    let mut bytes = std::fs::read(&original).unwrap();
    bytes[1000] ^= 0x40;
    std::fs::write(&copy, &bytes).unwrap();
    assert!(matches!(
        dbs.verify(morris_ai::db::Pair::new(3, 3)),
        Err(DbError::Damaged(_, _))
    ));
    assert!(!dbs.is_solved(morris_ai::db::Pair::new(3, 3)));
    // A probe that meets the file tells why it was not used, once.
    let refusals = dbs.take_refusals();
    assert_eq!(refusals.len(), 1, "{refusals:?}");
    assert!(refusals[0].contains("3-3.mdb is damaged (checksum mismatch)"));
    assert!(!dbs.is_solved(morris_ai::db::Pair::new(3, 3)));
    assert!(dbs.take_refusals().is_empty());

    // The reserved header bytes 28-31 must be zero.
    let mut reserved = std::fs::read(&original).unwrap();
    reserved[30] = 1;
    std::fs::write(&copy, &reserved).unwrap();
    let fresh = Databases::new(&dir, rules);
    match fresh.verify(morris_ai::db::Pair::new(3, 3)) {
        Err(DbError::Damaged(_, why)) => assert!(why.contains("reserved"), "{why}"),
        other => panic!("{other:?}"),
    }

    // A truncated file, and one that is not a database at all.
    let fresh = Databases::new(&dir, rules);
    std::fs::write(&copy, &bytes[..100]).unwrap();
    assert!(matches!(
        fresh.verify(morris_ai::db::Pair::new(3, 3)),
        Err(DbError::Damaged(_, _))
    ));
    std::fs::write(&copy, b"hello").unwrap();
    assert!(matches!(
        fresh.verify(morris_ai::db::Pair::new(3, 3)),
        Err(DbError::Damaged(_, _))
    ));

    // A sound file of other rules, or of another pair.
    let no_flying = Rules::preset(Preset::NineNoFlying);
    let other = Databases::new(&dir, no_flying);
    std::fs::create_dir_all(other.dir()).unwrap();
    std::fs::copy(&original, other.dir().join("3-3.mdb")).unwrap();
    assert!(matches!(
        other.verify(morris_ai::db::Pair::new(3, 3)),
        Err(DbError::Foreign(_))
    ));
    std::fs::copy(Databases::new(&source, rules).dir().join("4-3.mdb"), &copy).unwrap();
    assert!(matches!(
        fresh.verify(morris_ai::db::Pair::new(3, 3)),
        Err(DbError::Foreign(_)) | Err(DbError::Damaged(_, _))
    ));

    // Solving again replaces the bad file, and a leftover temporary file
    // from an interrupted run is no obstacle.
    std::fs::write(dbs.dir().join("3-3.mdb.tmp"), b"half").unwrap();
    let again = Databases::new(&dir, rules);
    again
        .solve(morris_ai::db::Pair::new(3, 3), &|_| {})
        .unwrap();
    assert!(again.verify(morris_ai::db::Pair::new(3, 3)).is_ok());
    assert_eq!(
        std::fs::read(&copy).unwrap(),
        std::fs::read(&original).unwrap()
    );
}

#[test]
fn positions_outside_the_databases_are_not_probed() {
    let rules = Rules::default();
    let dbs = Databases::new(solved(rules, "nine"), rules);
    // Pieces in hand: not a database position.
    assert_eq!(dbs.probe(&Position::new(rules)), None);
    // A pair not solved.
    let mut rng = Rng::seed_from_u64(3);
    assert_eq!(dbs.probe(&random_position(rules, 5, 3, &mut rng)), None);
    let _ = Score::DRAW;
}

#[test]
fn level_ten_with_databases_never_loses_a_won_or_drawn_position() {
    let rules = Rules::default();
    let dbs = Arc::new(Databases::new(solved(rules, "nine"), rules));
    let mut rng = Rng::seed_from_u64(21);
    let (mut wins, mut draws) = (0, 0);
    while wins < 12 || draws < 4 {
        let pos = random_position(rules, 3 + rng.random_range(0..2usize), 3, &mut rng);
        if pos.is_over() {
            continue;
        }
        let value = dbs.probe(&pos).expect("covered");
        match value {
            DbValue::Win(_) if wins < 12 => wins += 1,
            DbValue::Draw if draws < 4 => draws += 1,
            _ => continue,
        }
        let mut players: Vec<Ai> = (0..2)
            .map(|seed| {
                let mut ai = Ai::with_hash(Level::MAX, seed, 4);
                ai.set_databases(Some(Arc::clone(&dbs)));
                ai
            })
            .collect();
        let mut game = Game::from_position(pos);
        while game.outcome().is_none() && game.moves().len() < 400 {
            let side = usize::from(game.position().side_to_move() == Color::Black);
            let choice = players[side]
                .choose(&game, Limits::nodes(20_000), &StopFlag::new(), |_| {})
                .expect("a move");
            assert!(choice.exact.is_some(), "{}", game.position());
            game.play(choice.mv).expect("a legal move");
        }
        let outcome = game.outcome().expect("the game ends");
        match value {
            DbValue::Win(d) => {
                assert_eq!(outcome.winner, Some(pos.side_to_move()), "{pos}");
                assert_eq!(game.moves().len(), usize::from(d), "{pos}");
            }
            _ => assert_eq!(outcome.winner, None, "{pos}"),
        }
    }
}

#[test]
fn analysis_in_a_database_position_is_exact_and_honest_about_the_n_move_rule() {
    use morris_ai::analysis::{Analyst, MoveValue};
    let rules = Rules::default();
    let dbs = Arc::new(Databases::new(solved(rules, "nine"), rules));
    let mut rng = Rng::seed_from_u64(12);
    let mut analyst = Analyst::new(4);
    analyst.set_databases(Some(Arc::clone(&dbs)));
    let mut checked = 0;
    while checked < 20 {
        let pos = random_position(rules, 3, 3, &mut rng);
        if pos.rule_outcome().is_some() || pos.legal_moves().is_empty() {
            continue;
        }
        let game = Game::from_position(pos);
        let analysis = analyst.analyse(&game, None, &StopFlag::new(), |_| {});
        let values = dbs.move_values(&pos).expect("3-3 is solved");
        assert!(analysis.done);
        assert_eq!(analysis.moves.len(), values.len());
        // A fresh position has its N-move counter at 0: every value is
        // exact, and the same as the database's.
        for (mv, value) in &values {
            assert_eq!(
                analysis.value_of(*mv),
                Some(MoveValue::Exact(*value)),
                "{pos} {mv}"
            );
        }
        checked += 1;
    }
    // Near the end of the N-move count a long win is not promised.
    let text = "W../.W./.../W...../.../.B./B.B w 0 0 96 80";
    let pos = Position::from_setup(&text.parse::<Setup>().unwrap(), rules).unwrap();
    let analysis = analyst.analyse(&Game::from_position(pos), None, &StopFlag::new(), |_| {});
    let values = dbs.move_values(&pos).expect("3-3 is solved");
    let uncertain = analysis
        .moves
        .iter()
        .filter(|m| matches!(m.value, MoveValue::MayBeDrawn(_)))
        .count();
    assert!(uncertain > 0, "{values:?}");
    for (mv, value) in values {
        let shown = analysis.value_of(mv).unwrap();
        // The counter reaches 97 with a move that removes nothing; the game
        // is drawn at 100, before a result 4 or more plies away comes.
        match value {
            DbValue::Win(d) | DbValue::Loss(d) if d >= 4 && mv.removals().is_empty() => {
                assert_eq!(shown, MoveValue::MayBeDrawn(value), "{mv}");
            }
            _ => assert_eq!(shown, MoveValue::Exact(value), "{mv}"),
        }
    }
}

#[test]
fn a_cancelled_build_keeps_what_it_wrote_and_goes_on_from_there() {
    use morris_ai::db::{Pair, SolveEvent};
    let rules = Rules::default();
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().to_path_buf();
    let dbs = Databases::new(&dir, rules);
    let cancel = StopFlag::new();
    // Cancelled once 3-4 is under way: 3-3 is written, 3-4 is not.
    let result = dbs.solve_up_to_until(
        7,
        &|event| {
            if let SolveEvent::Progress { pair, .. } = event
                && pair == Pair::new(3, 4)
            {
                cancel.stop();
            }
        },
        &cancel,
    );
    assert!(matches!(result, Err(DbError::Cancelled)), "{result:?}");
    assert!(dbs.is_solved(Pair::new(3, 3)));
    assert!(!dbs.is_solved(Pair::new(3, 4)));
    assert!(!dbs.is_solved_up_to(7));
    let leftovers: Vec<_> = std::fs::read_dir(dbs.dir())
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| !n.ends_with(".mdb"))
        .collect();
    assert!(leftovers.is_empty(), "no half file: {leftovers:?}");
    // Resumed: 3-3 is not solved again, and the rest matches a fresh build.
    let started = std::sync::Mutex::new(Vec::new());
    dbs.solve_up_to_until(
        7,
        &|event| {
            if let SolveEvent::Start { pair } = event {
                started.lock().unwrap().push(pair);
            }
        },
        &StopFlag::new(),
    )
    .unwrap();
    assert_eq!(*started.lock().unwrap(), [Pair::new(3, 4)]);
    assert!(dbs.is_solved_up_to(7));
    let fresh = Databases::new(solved(rules, "nine"), rules);
    assert_eq!(
        std::fs::read(dbs.dir().join("4-3.mdb")).unwrap(),
        std::fs::read(fresh.dir().join("4-3.mdb")).unwrap()
    );
}

#[test]
fn a_move_that_repeats_a_position_a_third_time_is_a_draw_in_the_analysis() {
    use morris_ai::analysis::{Analyst, MoveValue};
    use morris_core::Move;
    let rules = Rules::default();
    let dbs = Arc::new(Databases::new(solved(rules, "nine"), rules));
    let mut analyst = Analyst::new(4);
    analyst.set_databases(Some(Arc::clone(&dbs)));
    let mut rng = Rng::seed_from_u64(5);
    // Three against three, all flying: each side flies a piece away and
    // back, twice; Black's last flight back would make the start position
    // stand for the third time.
    let quiet = |game: &Game, m: Move| {
        let mut after = game.clone();
        m.removals().is_empty() && after.play(m).is_ok() && !after.is_over()
    };
    let mut checked = 0;
    for _ in 0..200 {
        let pos = random_position(rules, 3, 3, &mut rng);
        let mut game = Game::from_position(pos);
        let Some(&w) = game.legal_moves().iter().find(|m| quiet(&game, **m)) else {
            continue;
        };
        let back = |m: Move| Move::slide(m.to(), m.from().unwrap());
        let mut line = vec![w];
        let mut g = game.clone();
        g.play(w).unwrap();
        let Some(&b) = g.legal_moves().iter().find(|m| quiet(&g, **m)) else {
            continue;
        };
        line.extend([b, back(w), back(b), w, b, back(w)]);
        if !line
            .iter()
            .all(|&m| quiet(&game, m) && game.play(m).is_ok())
        {
            continue;
        }
        let last = back(b);
        let analysis = analyst.analyse(&game, None, &StopFlag::new(), |_| {});
        assert_eq!(
            analysis.value_of(last),
            Some(MoveValue::Exact(DbValue::Draw)),
            "{pos}: {line:?} then {last}"
        );
        checked += 1;
        if checked == 3 {
            return;
        }
    }
    panic!("found only {checked} such lines");
}

#[test]
fn leftovers_of_killed_writes_are_swept_when_databases_open_and_solve() {
    use morris_ai::db::Pair;
    let rules = Rules::default();
    let root = tempfile::tempdir().unwrap();
    let dir = Databases::new(root.path(), rules).dir().to_path_buf();
    std::fs::create_dir_all(&dir).unwrap();
    let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    let stale = |name: &str| {
        let path = dir.join(name);
        std::fs::write(&path, b"half a database").unwrap();
        let file = std::fs::File::options().write(true).open(&path).unwrap();
        file.set_modified(hour_ago).unwrap();
        path
    };
    let killed = stale(".morris-write-killed.tmp");
    let not_ours = stale("notes.tmp");
    let fresh = dir.join(".morris-write-under-way.tmp");
    std::fs::write(&fresh, b"a write under way").unwrap();

    let dbs = Databases::new(root.path(), rules);
    assert!(!killed.exists(), "opening sweeps a killed write's file");
    assert!(fresh.exists(), "a write that may be under way is kept");
    assert!(not_ours.exists(), "files not ours are kept");

    // A write killed while this solve ran is swept by the solve.
    let killed = stale(".morris-write-killed-again.tmp");
    dbs.solve(Pair::new(3, 3), &|_| {}).unwrap();
    assert!(!killed.exists(), "solving sweeps a killed write's file");
    assert!(fresh.exists());
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [".morris-write-under-way.tmp", "3-3.mdb", "notes.tmp"]
    );

    // The written file reads back: a new instance trusts it and finds the
    // values of the shared build.
    let again = Databases::new(root.path(), rules);
    assert!(again.is_solved(Pair::new(3, 3)));
    assert!(again.take_refusals().is_empty());
    let shared = Databases::new(solved(rules, "nine"), rules);
    assert_eq!(
        again.stats(Pair::new(3, 3)).unwrap(),
        shared.stats(Pair::new(3, 3)).unwrap()
    );
}

#[test]
fn directory_names_keep_the_names_of_earlier_builds() {
    // Files solved by earlier versions stay found: the name spells the
    // options the values depend on as it always has.
    let name = |rules: Rules| {
        let dbs = Databases::new("/nonexistent-morris-root", rules);
        dbs.dir()
            .file_name()
            .unwrap()
            .to_string_lossy()
            .into_owned()
    };
    assert_eq!(name(Rules::default()), "std-fly-on-any-one");
    assert_eq!(
        name(Rules::preset(Preset::NineNoFlying)),
        "std-fly-off-any-one"
    );
    assert_eq!(name(Rules::preset(Preset::Twelve)), "diag-fly-on-any-one");
    assert_eq!(
        name(Rules::preset(Preset::SeedClassic)),
        "std-fly-both-none-permill"
    );
}

#[test]
fn rules_that_remember_mills_or_take_from_mills_get_no_database_values() {
    // Nine's databases in the directory these rules share with nine.
    let dir = solved(Rules::default(), "nine");
    for preset in [
        Preset::OneTimeMill,
        Preset::Morabaraba,
        Preset::Nerenchi,
        Preset::Dooz,
        Preset::ZhiQi,
        Preset::ElFilja,
        Preset::MulMulan,
    ] {
        let rules = Rules::preset(preset);
        assert!(!morris_ai::db::covers(&rules), "{preset:?}");
        let dbs = Databases::new(&dir, rules);
        let solve = dbs.solve(morris_ai::db::Pair::new(3, 3), &|_| {});
        assert!(
            matches!(solve, Err(DbError::Solve(_))),
            "{preset:?}: {solve:?}"
        );
    }
    // A position of such rules is never valued with nine's files, even
    // through nine's databases.
    let nine = Databases::new(&dir, Rules::default());
    let mut rules = Rules::default();
    rules.set_remove_from_mills(true);
    let three = random_position(Rules::default(), 3, 3, &mut Rng::seed_from_u64(5));
    assert!(nine.probe(&three).is_some());
    let other = Position::from_setup(&three.to_setup(), rules).unwrap();
    assert!(nine.probe(&other).is_none());
    assert!(nine.move_values(&other).is_none());
    assert!(morris_ai::db::covers(&Rules::preset(Preset::Lasker)));
    // What mills do while placing, and removals due on a full board or at
    // the end of placing, never touch a position of the moving phase.
    for (option, value) in [
        ("placing-mills", "from-hand"),
        ("placing-mills", "mill-counts"),
        ("full-board", "first-then-second"),
    ] {
        let mut rules = Rules::preset(Preset::Twelve);
        rules.set(option.parse().unwrap(), value).unwrap();
        assert!(morris_ai::db::covers(&rules), "{option}={value}");
    }
    let mut intervention = Rules::default();
    intervention.set_intervention(true);
    assert!(!morris_ai::db::covers(&intervention));
}

#[test]
fn the_placing_phase_is_valued_only_where_it_ends_in_a_database_position() {
    let dir = solved(Rules::default(), "nine");
    // Three placements left each, White with one piece down: placing ends
    // in 4-3 or below, all solved in nine's directory.
    let setup = |rules: Rules| Setup {
        board: ByColor::new(morris_core::Point::D6.set(), PointSet::EMPTY),
        side_to_move: Color::White,
        in_hand: ByColor::new(3, 3),
        n_move_counter: 0,
        turn: 8,
        memory: MillMemory::EMPTY,
        shape: rules.board(),
    };
    let nine = Rules::default();
    let pos = Position::from_setup(&setup(nine), nine).unwrap();
    assert!(Databases::new(&dir, nine).has_files_for_placing(&pos));
    assert!(morris_ai::db::covers_opening(&nine));
    // Rules whose databases are nine's (the same directory) but whose
    // placing phase is not: pieces that move while placing, marked pieces,
    // mills counted until placing ends.
    let with = |option: &str, value: &str| {
        let mut rules = nine;
        rules.set(option.parse().unwrap(), value).unwrap();
        rules
    };
    for (name, rules) in [
        ("moves-in-placing", with("moves-in-placing", "on")),
        ("mark", with("placing-mills", "mark")),
        ("mill-counts", with("placing-mills", "mill-counts")),
    ] {
        assert!(morris_ai::db::covers(&rules), "{name}");
        assert!(!morris_ai::db::covers_opening(&rules), "{name}");
        let dbs = Databases::new(&dir, rules);
        assert_eq!(dbs.dir(), Databases::new(&dir, nine).dir(), "{name}");
        let pos = Position::from_setup(&setup(rules), rules).unwrap();
        assert!(!dbs.has_files_for_placing(&pos), "{name}");
        let value = dbs.opening_value(&pos, &StopFlag::new());
        assert!(matches!(value, Err(DbError::Solve(_))), "{name}: {value:?}");
    }
}

#[test]
fn every_class_comes_after_the_classes_its_removals_lead_to() {
    let dir = tempfile::tempdir().expect("a directory");
    let nine = Databases::new(dir.path(), Rules::default());
    let classes = nine.all_classes();
    assert_eq!(classes.len(), 28, "3 to 9 pieces a side");
    let class_of = |a: usize, b: usize| {
        classes
            .iter()
            .position(|c| (c.to_move, c.other) == (a.min(b), a.max(b)))
    };
    for (i, c) in classes.iter().enumerate() {
        assert!(c.to_move <= c.other, "{c} is named smaller first");
        // A removal in a-b leads to (b-1)-a, in b-a to (a-1)-b.
        for (x, y) in [(c.other - 1, c.to_move), (c.to_move - 1, c.other)] {
            if x >= 3 {
                let at = class_of(x, y).expect("a class of the rules");
                assert!(at < i, "{x}-{y} is solved before {c}");
            }
        }
    }
    // Every ordered pair once, in its class.
    let pairs: u64 = (3..=9)
        .flat_map(|a| (3..=9).map(move |b| Pair::new(a, b)))
        .map(|p| nine.pair_entries(p))
        .sum();
    let in_classes: u64 = classes.iter().map(|&c| nine.class_entries(c)).sum();
    assert_eq!(pairs, in_classes);
    // The published 8,904,593,601 canonical states and the twins, a byte
    // each: within the 9.5 GB the whole solve may take on disk.
    assert!((8_904_593_601..9_500_000_000).contains(&pairs), "{pairs}");
    let twelve = Databases::new(dir.path(), Rules::preset(Preset::Twelve));
    assert_eq!(twelve.all_classes().len(), 55, "3 to 12 pieces a side");
}

/// A placing position of nine with `white` and `black` pieces on random
/// points and `in_hand` in each hand, White to move at `turn`; `None`
/// when the core refuses it (a mill standing, say).
fn placing_position(
    rng: &mut Rng,
    (white, black): (usize, usize),
    in_hand: u8,
    turn: u32,
) -> Option<Position> {
    let rules = Rules::default();
    let mut points: Vec<morris_core::Point> = morris_core::Point::ALL.to_vec();
    let mut take = |n: usize| {
        let mut set = PointSet::EMPTY;
        for _ in 0..n {
            set.insert(points.swap_remove(rng.random_range(0..points.len())));
        }
        set
    };
    let board = ByColor::new(take(white), take(black));
    let setup = Setup {
        board,
        side_to_move: Color::White,
        in_hand: ByColor::new(in_hand, in_hand),
        n_move_counter: 0,
        turn,
        memory: MillMemory::EMPTY,
        shape: rules.board(),
    };
    Position::from_setup(&setup, rules).ok()
}

/// The value by plain minimax over the core's moves, every line to the
/// end of placing, the databases' values there.
fn plain_minimax(dbs: &Databases, pos: &Position) -> morris_ai::db::Wdl {
    use morris_ai::db::Wdl;
    if let Some(o) = pos.outcome() {
        return match o.winner {
            Some(w) if w == pos.side_to_move() => Wdl::Win,
            Some(_) => Wdl::Loss,
            None => Wdl::Draw,
        };
    }
    if pos.is_moving_phase() {
        return Wdl::of(dbs.probe(pos).expect("a solved pair"));
    }
    let flip = |v: Wdl| match v {
        Wdl::Win => Wdl::Loss,
        Wdl::Draw => Wdl::Draw,
        Wdl::Loss => Wdl::Win,
    };
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let mut child = *pos;
            let _ = child.play_unchecked(m);
            let v = plain_minimax(dbs, &child);
            if child.side_to_move() == pos.side_to_move() {
                v
            } else {
                flip(v)
            }
        })
        .max()
        .expect("a position not over has a move")
}

#[test]
fn the_opening_search_agrees_with_plain_minimax_at_the_end_of_placing() {
    let rules = Rules::default();
    let dbs = Databases::new(solved(rules, "nine"), rules);
    let mut rng = Rng::seed_from_u64(21);
    let (mut checked, mut values) = (0, std::collections::HashSet::new());
    while checked < 40 {
        // Two pieces of White's and two or three of Black's on the board,
        // one in each hand: the last placements, ending in 3-3 or 3-4
        // (or, after a mill, below three pieces or in 3-3).
        let black = 2 + rng.random_range(0..2usize);
        let Some(pos) = placing_position(&mut rng, (2, black), 1, 9) else {
            continue;
        };
        let (value, nodes) = dbs
            .opening_value(&pos, &StopFlag::new())
            .expect("its pairs are solved");
        assert!(nodes >= 1);
        assert_eq!(value, plain_minimax(&dbs, &pos), "{pos}");
        values.insert(value);
        checked += 1;
    }
    assert!(
        values.len() >= 2,
        "the positions are not all alike: {values:?}"
    );
    // A pair that is not solved is named.
    let none = tempfile::tempdir().unwrap();
    let empty = Databases::new(none.path(), rules);
    let err = empty
        .opening_value(&Position::new(rules), &StopFlag::new())
        .expect_err("nothing is solved");
    assert!(err.to_string().contains("must be solved first"), "{err}");
}

/// A random drawn position of 3-3 or 4-3 (White or Black to move) with
/// at least `least` turns that keep the draw, and those turns; `None` when
/// the one drawn does not fit.
fn drawn_position(dbs: &Databases, rng: &mut Rng, least: usize) -> Option<(Position, Vec<Move>)> {
    let rules = *dbs.rules();
    let pos = random_position(rules, 3 + rng.random_range(0..2usize), 3, rng);
    if pos.is_over() || dbs.probe(&pos) != Some(DbValue::Draw) {
        return None;
    }
    let draws: Vec<Move> = dbs
        .move_values(&pos)
        .expect("covered")
        .iter()
        .filter(|(_, v)| *v == DbValue::Draw)
        .map(|&(m, _)| m)
        .collect();
    (draws.len() >= least).then_some((pos, draws))
}

#[test]
fn level_ten_chooses_among_drawing_moves_by_its_search() {
    let rules = Rules::default();
    let dbs = Arc::new(Databases::new(solved(rules, "nine"), rules));
    let mut rng = Rng::seed_from_u64(24);
    let (mut checked, mut not_first) = (0, 0);
    while checked < 12 {
        let Some((pos, draws)) = drawn_position(&dbs, &mut rng, 2) else {
            continue;
        };
        let mut ai = Ai::with_hash(Level::MAX, 1, 4);
        ai.set_databases(Some(Arc::clone(&dbs)));
        let choice = ai
            .choose(
                &Game::from_position(pos),
                Limits::depth(4),
                &StopFlag::new(),
                |_| {},
            )
            .expect("a move");
        assert!(
            draws.contains(&choice.mv),
            "{} gives the draw away in {pos}",
            choice.mv
        );
        assert_eq!(choice.exact, Some(DbValue::Draw), "{pos}");
        not_first += usize::from(choice.mv != draws[0]);
        checked += 1;
    }
    // The search, not the databases' order, picks among the draws.
    assert!(
        not_first >= 2,
        "only {not_first} of {checked} differ from the first draw"
    );
}

#[test]
fn the_plain_perfect_player_picks_any_drawing_move_at_random() {
    let rules = Rules::default();
    let dbs = Arc::new(Databases::new(solved(rules, "nine"), rules));
    let mut rng = Rng::seed_from_u64(26);
    let mut checked = 0;
    while checked < 6 {
        let Some((pos, draws)) = drawn_position(&dbs, &mut rng, 4) else {
            continue;
        };
        let game = Game::from_position(pos);
        let choose = |seed: u64, random: bool| {
            let mut ai = Ai::with_hash(Level::MAX, seed, 4);
            ai.set_databases(Some(Arc::clone(&dbs)));
            ai.set_random_keeping(random);
            ai.choose(&game, Limits::depth(3), &StopFlag::new(), |_| {})
                .expect("a move")
                .mv
        };
        let picked: std::collections::HashSet<_> = (0..24).map(|seed| choose(seed, true)).collect();
        // Always a draw, and more than one of them over the seeds.
        assert!(picked.iter().all(|m| draws.contains(m)), "{pos}");
        assert!(picked.len() >= 2, "{pos}: {picked:?}");
        // The searching player's choice does not depend on the seed.
        let searched: std::collections::HashSet<_> =
            (0..4).map(|seed| choose(seed, false)).collect();
        assert_eq!(searched.len(), 1, "{pos}");
        checked += 1;
    }
}

#[test]
fn level_ten_keeps_the_value_of_the_placing_phase_and_plays_it_out() {
    let rules = Rules::default();
    let dbs = Arc::new(Databases::new(solved(rules, "nine"), rules));
    let mut rng = Rng::seed_from_u64(25);
    let (mut checked, mut values) = (0, std::collections::HashSet::new());
    while checked < 8 {
        // Six placements left, ending in 4-3 or below: every pair the
        // placing may end in is solved, and a search two plies deep does
        // not see the end of placing.
        let Some(pos) = placing_position(&mut rng, (1, 0), 3, 8) else {
            continue;
        };
        assert!(dbs.has_files_for_placing(&pos));
        let (value, _) = dbs.opening_value(&pos, &StopFlag::new()).expect("solved");
        let mut players: Vec<Ai> = (0..2)
            .map(|seed| {
                let mut ai = Ai::with_hash(Level::MAX, seed, 4);
                ai.set_databases(Some(Arc::clone(&dbs)));
                ai
            })
            .collect();
        let mut game = Game::from_position(pos);
        while game.outcome().is_none() && game.moves().len() < 400 {
            let here = *game.position();
            let side = usize::from(here.side_to_move() == Color::Black);
            let choice = players[side]
                .choose(&game, Limits::depth(2), &StopFlag::new(), |_| {})
                .expect("a move");
            if !here.is_moving_phase() {
                // The move keeps the position's value for its side.
                let (now, _) = dbs.opening_value(&here, &StopFlag::new()).expect("solved");
                let (moves, _) = dbs
                    .opening_move_values(&here, &StopFlag::new(), u64::MAX)
                    .expect("solved");
                let kept = moves
                    .iter()
                    .find(|(m, _)| *m == choice.mv)
                    .expect("legal")
                    .1;
                assert_eq!(kept, now, "{} in {here}", choice.mv);
            }
            game.play(choice.mv).expect("a legal move");
        }
        let outcome = game.outcome().expect("the game ends");
        let expected = match value {
            morris_ai::db::Wdl::Win => Some(Color::White),
            morris_ai::db::Wdl::Loss => Some(Color::Black),
            morris_ai::db::Wdl::Draw => None,
        };
        assert_eq!(outcome.winner, expected, "{value} in {pos}");
        values.insert(value);
        checked += 1;
    }
    assert!(
        values.len() >= 2,
        "the positions are not all alike: {values:?}"
    );
}

#[test]
fn the_analysis_values_every_placement_with_perfect_play() {
    use morris_ai::analysis::{Analyst, MoveValue};
    use morris_ai::db::Wdl;
    let rules = Rules::default();
    let dbs = Arc::new(Databases::new(solved(rules, "nine"), rules));
    let mut analyst = Analyst::new(4);
    analyst.set_databases(Some(Arc::clone(&dbs)));
    let mut rng = Rng::seed_from_u64(26);
    let (mut checked, mut mixed) = (0, 0);
    while checked < 10 {
        // Two placements left, ending in 3-3 or 3-4.
        let Some(pos) = placing_position(&mut rng, (2, 3), 1, 9) else {
            continue;
        };
        let analysis = analyst.analyse(&Game::from_position(pos), None, &StopFlag::new(), |_| {});
        assert!(analysis.done, "{pos}");
        assert_eq!(analysis.moves.len(), pos.legal_moves().len(), "{pos}");
        for m in &analysis.moves {
            // What the move is worth: minimax over its child.
            let mut child = pos;
            let _ = child.play_unchecked(m.mv);
            let value = plain_minimax(&dbs, &child);
            let value = if child.side_to_move() == pos.side_to_move() {
                value
            } else {
                value.flipped()
            };
            match m.value {
                // Nine's N-move rule may draw a win or a loss.
                MoveValue::SolvedMayBeDrawn(v) => {
                    assert_ne!(v, Wdl::Draw);
                    assert_eq!(v, value, "{} in {pos}", m.mv);
                }
                MoveValue::Solved(v) => {
                    assert_eq!(v, Wdl::Draw, "{} in {pos}", m.mv);
                    assert_eq!(v, value, "{} in {pos}", m.mv);
                }
                // A move that ends the game is worth what the game says.
                MoveValue::Exact(v) => assert_eq!(Wdl::of(v), value, "{} in {pos}", m.mv),
                other => panic!("{other:?} for {} in {pos}", m.mv),
            }
        }
        let first = analysis.moves[0].value.rank();
        mixed += usize::from(analysis.moves.iter().any(|m| m.value.rank() != first));
        checked += 1;
    }
    assert!(
        mixed >= 2,
        "only {mixed} positions have moves of different values"
    );
}
