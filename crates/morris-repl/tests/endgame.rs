//! With endgame databases on disk, the hint gives the exact value.

use morris_ai::db::{Databases, DbValue};
use morris_core::{ByColor, Game, MillMemory, Record, Rules, Setup};
use morris_play::Player as PlayerSpec;
use morris_repl::session::{ANALYSIS_BEST, Session, SessionOptions};

#[test]
fn the_hint_is_exact_in_a_solved_endgame() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let rules = Rules::default();
    let dbs = Databases::new(dir.path(), rules);
    dbs.solve(morris_ai::db::Pair::new(3, 3), &|_| {})
        .expect("3-3 solves");

    // White flies f4-d7 to close a7 d7 g7: a win in one.
    let text = "W.W/.../.../..B.W./.../B.B/... w 0 0 0 40";
    let setup: Setup = text.parse().expect("position text");
    let pos = morris_core::Position::from_setup(&setup, rules).expect("a position");
    assert_eq!(dbs.probe(&pos), Some(DbValue::Win(1)));
    let record = Record::from_game(&Game::from_position(pos));
    let file = dir.path().join("endgame.pgn");
    std::fs::write(&file, record.to_string()).expect("written");

    let mut session = Session::new(SessionOptions {
        players: ByColor::new(PlayerSpec::Human, PlayerSpec::Human),
        databases: Some(dir.path().to_path_buf()),
        ..SessionOptions::default()
    });
    let reply = session.run_line(&format!("load {}", file.display()));
    assert_eq!(reply.error, None);
    let reply = session.run_line("hint");
    assert_eq!(reply.error, None);
    assert!(reply.text.contains("exact value"), "{}", reply.text);
    assert!(reply.text.contains("f4-d7x"), "{}", reply.text);

    // Without the databases the hint searches and says nothing of exactness.
    let mut plain = Session::new(SessionOptions {
        players: ByColor::new(PlayerSpec::Human, PlayerSpec::Human),
        ..SessionOptions::default()
    });
    assert_eq!(
        plain.run_line(&format!("load {}", file.display())).error,
        None
    );
    let reply = plain.run_line("hint");
    assert!(!reply.text.contains("exact value"), "{}", reply.text);

    // With the compact pack alone: the value with best play, no distance.
    dbs.pack(morris_ai::db::Pair::new(3, 3)).expect("packed");
    for entry in std::fs::read_dir(dbs.dir()).expect("the directory") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "mdb") {
            std::fs::remove_file(path).expect("removed");
        }
    }
    let mut packed = Session::new(SessionOptions {
        players: ByColor::new(PlayerSpec::Human, PlayerSpec::Human),
        databases: Some(dir.path().to_path_buf()),
        ..SessionOptions::default()
    });
    assert_eq!(
        packed.run_line(&format!("load {}", file.display())).error,
        None
    );
    let reply = packed.run_line("hint");
    assert!(
        reply.text.contains("f4-d7x") && reply.text.contains("exact value: wins with best play"),
        "{}",
        reply.text
    );
}

#[test]
fn analyze_shows_every_move_exactly_in_a_solved_endgame_and_searched_elsewhere() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let rules = Rules::default();
    let dbs = Databases::new(dir.path(), rules);
    dbs.solve(morris_ai::db::Pair::new(3, 3), &|_| {})
        .expect("3-3 solves");
    let text = "W.W/.../.../..B.W./.../B.B/... w 0 0 0 40";
    let setup: Setup = text.parse().expect("position text");
    let pos = morris_core::Position::from_setup(&setup, rules).expect("a position");
    let values = dbs.move_values(&pos).expect("covered");

    let options = || SessionOptions {
        players: ByColor::new(PlayerSpec::Human, PlayerSpec::Human),
        databases: Some(dir.path().to_path_buf()),
        ..SessionOptions::default()
    };
    let mut session = Session::new(options());
    assert_eq!(session.run_line(&format!("setup {text}")).error, None);
    let reply = session.run_line("analyze");
    assert_eq!(reply.error, None);
    let lines: Vec<&str> = reply.text.lines().collect();
    // A summary first: the best move, its value, how many moves weighed.
    assert!(lines[0].starts_with("Best move f4-d7x"), "{}", reply.text);
    assert!(
        lines[0].ends_with(&format!(
            ": wins in 1 turn, exact (endgame databases); {n} of {n} moves weighed.",
            n = values.len()
        )),
        "{}",
        reply.text
    );
    // Then the best five, and how to see the rest.
    assert!(values.len() > ANALYSIS_BEST, "{}", reply.text);
    assert_eq!(lines.len(), ANALYSIS_BEST + 2, "{}", reply.text);
    assert!(
        lines[1].trim_start().starts_with("f4-d7x"),
        "{}",
        reply.text
    );
    assert!(lines[1].ends_with("wins in 1 turn"), "{}", reply.text);
    assert_eq!(
        *lines.last().unwrap(),
        format!(
            "{} more moves: analyze all lists every move.",
            values.len() - ANALYSIS_BEST
        )
    );
    // `analyze all`: every move, each value as the database says.
    let reply = session.run_line("analyze all");
    assert_eq!(reply.error, None);
    let lines: Vec<&str> = reply.text.lines().collect();
    assert_eq!(lines.len(), values.len() + 1, "{}", reply.text);
    for (mv, value) in &values {
        let line = lines
            .iter()
            .find(|l| l.split_whitespace().next() == Some(&mv.to_string()))
            .unwrap_or_else(|| panic!("{mv} listed"));
        let said = match value {
            DbValue::Win(1) => "wins in 1 turn".to_owned(),
            DbValue::Win(d) => format!("wins in {d} turns"),
            DbValue::Loss(d) => format!("loses in {d} turns"),
            DbValue::Draw => "a draw with best play".to_owned(),
        };
        assert!(line.ends_with(&said), "{line} / {said}");
    }

    // Late in the N-move count a long result is not called certain.
    let late = "W.W/.../.../..B.W./.../B.B/... w 0 0 96 80";
    assert_eq!(session.run_line(&format!("setup {late}")).error, None);
    let reply = session.run_line("analyze");
    assert!(
        reply.text.contains("unless the N-move rule draws first"),
        "{}",
        reply.text
    );

    // Placing: no database covers it, so each move is searched.
    let mut session = Session::new(options());
    let reply = session.run_line("analyze 3");
    let lines: Vec<&str> = reply.text.lines().collect();
    assert!(
        lines[0].starts_with("Best move ")
            && (lines[0].contains(": scores about ") || lines[0].contains(": about even;"))
            && lines[0].ends_with("; 24 of 24 moves weighed, each searched to depth 3."),
        "{}",
        reply.text
    );
    assert_eq!(lines.len(), ANALYSIS_BEST + 2, "{}", reply.text);
    assert_eq!(lines[6], "19 more moves: analyze all lists every move.");
    // The best move of the summary heads the list.
    let best = lines[0]["Best move ".len()..].split(':').next().unwrap();
    assert_eq!(lines[1].split_whitespace().next(), Some(best));
    // `analyze all` on the same position lists that analysis whole, one
    // depth said once: no line says its own.
    let all = session.run_line("analyze all");
    assert_eq!(all.error, None);
    let every: Vec<&str> = all.text.lines().collect();
    assert_eq!(every.len(), 25, "{}", all.text);
    assert_eq!(every[..6], lines[..6], "the same analysis");
    assert!(
        every[1..]
            .iter()
            .all(|l| (l.ends_with(" %") || l.ends_with("about even")) && !l.contains("depth")),
        "{}",
        all.text
    );
    assert_eq!(session.run_line("analyze 3 all").text, all.text);
    for bad in [
        "analyze all all",
        "analyze 3 4",
        "analyze deep",
        "analyze all 99",
    ] {
        let reply = session.run_line(bad);
        assert!(reply.error.is_some(), "{bad}: {}", reply.text);
    }
    let reply = session.run_line("analyze 1");
    assert!(reply.error.is_some());
}

#[test]
fn the_hint_is_not_called_exact_when_the_n_move_rule_may_draw_first() {
    use morris_core::{Color, Point, PointSet, Position};
    let dir = tempfile::tempdir().expect("a temporary directory");
    let rules = Rules::default();
    let dbs = Databases::new(dir.path(), rules);
    dbs.solve(morris_ai::db::Pair::new(3, 3), &|_| {})
        .expect("3-3 solves");
    // Three against three, walked through in order, until one whose best
    // move is a win five or more plies away by a move that removes nothing.
    let set = |bits: u32| -> PointSet {
        let mut s = PointSet::EMPTY;
        for (i, p) in Point::ALL.iter().enumerate() {
            if bits & (1 << i) != 0 {
                s.insert(*p);
            }
        }
        s
    };
    let threes: Vec<u32> = (0u32..1 << 24)
        .filter(|b| b.count_ones() == 3)
        .step_by(97)
        .collect();
    let found = threes
        .iter()
        .flat_map(|&w| threes.iter().map(move |&b| (w, b)))
        .filter(|(w, b)| w & b == 0)
        .find_map(|(w, b)| {
            let setup = Setup {
                board: ByColor::new(set(w), set(b)),
                side_to_move: Color::White,
                in_hand: ByColor::new(0, 0),
                n_move_counter: 97,
                turn: 80,
                memory: MillMemory::EMPTY,
                shape: morris_core::Board::TwentyFour,
            };
            let pos = Position::from_setup(&setup, rules).ok()?;
            let &(mv, value) = dbs.move_values(&pos)?.first()?;
            matches!(value, DbValue::Win(d) if d >= 5 && mv.removals().is_empty()).then_some(setup)
        })
        .expect("such a position");
    let mut session = Session::new(SessionOptions {
        players: ByColor::new(PlayerSpec::Human, PlayerSpec::Human),
        databases: Some(dir.path().to_path_buf()),
        ..SessionOptions::default()
    });
    assert_eq!(session.run_line(&format!("setup {found}")).error, None);
    let reply = session.run_line("hint");
    assert_eq!(reply.error, None);
    assert!(
        !reply.text.contains("exact value"),
        "{found}: {}",
        reply.text
    );
    // With the count fresh the same position's hint is exact.
    let fresh = Setup {
        n_move_counter: 0,
        ..found
    };
    assert_eq!(session.run_line(&format!("setup {fresh}")).error, None);
    let reply = session.run_line("hint");
    assert!(
        reply.text.contains("exact value"),
        "{fresh}: {}",
        reply.text
    );
}

#[test]
fn the_engine_says_when_the_n_move_rule_may_draw_a_database_result() {
    use morris_core::{Color, Point, PointSet, Position};
    use std::io::Write;
    use std::process::{Command, Stdio};
    let data = tempfile::tempdir().expect("a temporary directory");
    let rules = Rules::default();
    let dir = morris_play::DataDir::at(data.path()).databases_dir();
    let dbs = Databases::new(&dir, rules);
    dbs.solve(morris_ai::db::Pair::new(3, 3), &|_| {})
        .expect("3-3 solves");
    // A 3-3 position the databases call a win nine or more plies away.
    let mut rng = 0x9e37_79b9_u64;
    let mut next = move |n: usize| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        (rng % n as u64) as usize
    };
    let setup = loop {
        let mut free: Vec<Point> = Point::ALL.to_vec();
        let mut take = || {
            let mut set = PointSet::EMPTY;
            for _ in 0..3 {
                set.insert(free.swap_remove(next(free.len())));
            }
            set
        };
        let (white, black) = (take(), take());
        let setup = Setup {
            board: ByColor::new(white, black),
            side_to_move: Color::White,
            in_hand: ByColor::new(0, 0),
            n_move_counter: 95,
            turn: 60,
            memory: MillMemory::EMPTY,
            shape: morris_core::Board::TwentyFour,
        };
        let Ok(pos) = Position::from_setup(&setup, rules) else {
            continue;
        };
        if matches!(dbs.probe(&pos), Some(DbValue::Win(d)) if d >= 9) {
            break setup;
        }
    };
    let run = |setup: &Setup| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_morris"))
            .arg("engine")
            .env("MORRIS_DATA_DIR", data.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut input = child.stdin.take().unwrap();
        writeln!(input, "position fen {setup}\ngo depth 2").unwrap();
        input.flush().unwrap();
        // The whole search's answer, then quit.
        let mut text = String::new();
        let mut output = std::io::BufReader::new(child.stdout.take().unwrap());
        while !text.contains("bestmove ") {
            let mut line = String::new();
            if std::io::BufRead::read_line(&mut output, &mut line).unwrap() == 0 {
                break;
            }
            text.push_str(&line);
        }
        writeln!(input, "quit").unwrap();
        assert!(child.wait().unwrap().success());
        text
    };
    let late = run(&setup);
    assert_eq!(
        late.matches("the N-move rule may draw this").count(),
        1,
        "{late}"
    );
    assert!(late.contains("bestmove "), "{late}");
    let fresh = run(&Setup {
        n_move_counter: 0,
        ..setup
    });
    assert!(!fresh.contains("N-move"), "{fresh}");
    assert!(fresh.contains("score win "), "{fresh}");
}

#[test]
fn solve_builds_the_databases_in_the_background_stops_and_goes_on() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut session = Session::new(SessionOptions {
        players: ByColor::new(PlayerSpec::Human, PlayerSpec::Human),
        databases: Some(dir.path().to_path_buf()),
        ..SessionOptions::default()
    });
    let say = |s: &mut Session, line: &str| {
        let reply = s.run_line(line);
        assert_eq!(reply.error, None, "{line}");
        reply.text
    };
    let wait_for = |s: &mut Session, what: &[&str]| {
        let start = std::time::Instant::now();
        loop {
            let text = s.run_line("solve").text;
            if what.iter().any(|w| text.contains(w)) {
                return text;
            }
            assert!(start.elapsed().as_secs() < 120, "{text}");
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    };
    let idle = say(&mut session, "solve");
    assert!(
        idle.contains("No build under way, and no endgame databases are built yet: solve 6"),
        "{idle}"
    );
    assert!(say(&mut session, "solve 7").contains("in the background"));
    // The game goes on meanwhile.
    assert_eq!(say(&mut session, "d6"), "White: d6");
    assert!(
        session.run_line("solve 8").error.is_some(),
        "one build at a time"
    );
    say(&mut session, "solve stop");
    // (On a machine fast enough to have finished already, it says so.)
    let text = wait_for(&mut session, &["The build stopped", "are ready"]);
    let rules = Rules::default();
    if text.contains("The build stopped") {
        assert!(!Databases::new(dir.path(), rules).is_solved_up_to(7));
    }
    say(&mut session, "solve 7");
    let text = wait_for(&mut session, &["are ready"]);
    assert!(text.contains("up to 7 pieces"), "{text}");
    assert!(Databases::new(dir.path(), rules).is_solved_up_to(7));
    // Idle again, solve says what is built and what would come next.
    let idle = say(&mut session, "solve");
    assert!(
        idle.contains("the endgame databases up to 7 pieces are built (solve 8 builds more)"),
        "{idle}"
    );
    // The hint uses them at once.
    say(
        &mut session,
        "setup W.W/.../.../..B.W./.../B.B/... w 0 0 0 40",
    );
    assert!(say(&mut session, "hint").contains("exact value"));
    assert!(session.run_line("solve 5").error.is_some());
}

#[test]
fn solve_builds_one_pair_and_what_it_needs_as_the_command_line_does() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut session = Session::new(SessionOptions {
        players: ByColor::new(PlayerSpec::Human, PlayerSpec::Human),
        databases: Some(dir.path().to_path_buf()),
        ..SessionOptions::default()
    });
    // Bad pairs change nothing and say why.
    for (line, said) in [
        ("solve 2-3", "a pair like 4-3 (3 to 12 pieces a side)"),
        ("solve 4-", "a pair like 4-3"),
        (
            "solve 10-3",
            "The rules in play have no pair 10-3: each side has 3 to 9 pieces.",
        ),
    ] {
        let reply = session.run_line(line);
        let error = reply.error.unwrap_or_default();
        assert!(error.contains(said), "{line}: {error}");
        assert!(
            session
                .run_line("solve")
                .text
                .starts_with("No build under way")
        );
    }
    let reply = session.run_line("solve 4-3");
    assert_eq!(reply.error, None);
    assert!(
        reply
            .text
            .starts_with("Building the endgame databases of 4-3 and 3-4 (and the pairs they need first) in the background"),
        "{}",
        reply.text
    );
    // One build at a time, and the one under way is named.
    let busy = session.run_line("solve 3-3");
    let status = session.run_line("solve").text;
    assert!(
        busy.error.as_deref() == Some("A build of 4-3 and 3-4 is under way (solve stop stops it).")
            || busy.text.contains("are ready"),
        "{busy:?}"
    );
    assert!(
        status.starts_with("Building 4-3 and 3-4: ")
            || busy.text.contains("are ready")
            || status.contains("are ready"),
        "{status}"
    );
    let start = std::time::Instant::now();
    let mut text = format!("{}\n{status}", busy.text);
    while !text.contains("are ready") {
        assert!(start.elapsed().as_secs() < 120, "{text}");
        std::thread::sleep(std::time::Duration::from_millis(50));
        text = session.run_line("solve").text;
    }
    assert!(
        text.contains(
            "The endgame databases of 4-3 and 3-4 are ready: the AI, hint and analyze use them now."
        ),
        "{text}"
    );
    let rules = Rules::default();
    let dbs = Databases::new(dir.path(), rules);
    for pair in ["3-3", "4-3", "3-4"] {
        assert!(dbs.is_solved(pair.parse().unwrap()), "{pair}");
    }
    assert!(!dbs.is_solved("4-4".parse().unwrap()), "no more than asked");
    // A pair built already is done at once (said with the reply, or the
    // next).
    let reply = session.run_line("solve 3-3");
    assert_eq!(reply.error, None);
    let start = std::time::Instant::now();
    let mut text = reply.text;
    loop {
        if text.contains("The endgame databases of 3-3 are ready") {
            break;
        }
        assert!(start.elapsed().as_secs() < 30, "{text}");
        std::thread::sleep(std::time::Duration::from_millis(20));
        text = session.run_line("solve").text;
    }
    assert!(
        session
            .run_line("solve")
            .text
            .contains("the endgame databases up to 7 pieces are built (solve 8 builds more)")
    );
}

#[test]
fn solve_on_a_small_board_solves_the_whole_game_and_the_hint_is_exact_while_placing() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut session = Session::new(SessionOptions {
        players: ByColor::new(PlayerSpec::Human, PlayerSpec::Human),
        databases: Some(dir.path().to_path_buf()),
        ..SessionOptions::default()
    });
    let say = |s: &mut Session, line: &str| {
        let reply = s.run_line(line);
        assert_eq!(reply.error, None, "{line}");
        reply.text
    };
    say(&mut session, "new three diagonals=on");
    let idle = say(&mut session, "solve");
    assert!(
        idle.contains("the whole game of these rules is not solved yet"),
        "{idle}"
    );
    assert!(say(&mut session, "solve 6").contains("Solving the whole game"));
    let start = std::time::Instant::now();
    let mut text = String::new();
    while !text.contains("The whole game is solved") {
        assert!(start.elapsed().as_secs() < 60, "{text}");
        std::thread::sleep(std::time::Duration::from_millis(20));
        text = session.run_line("solve").text;
    }
    assert!(say(&mut session, "solve").contains("the whole game of these rules is solved"));
    let mut rules = Rules::preset(morris_core::Preset::Three);
    rules.set_diagonals(true);
    assert!(Databases::new(dir.path(), rules).is_whole_game_solved());
    // On the empty board, the hint knows the first player wins.
    let hint = say(&mut session, "hint");
    assert!(
        hint.contains("exact value") || hint.contains("wins in"),
        "{hint}"
    );
}
