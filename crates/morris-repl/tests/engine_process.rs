//! `morris engine` through the real process.

use std::io::Write;

use morris_core::{Game, Move, Rules};

#[test]
fn the_engine_is_idle_the_moment_it_has_answered() {
    // A client may send the next position as soon as it reads `bestmove`,
    // while the engine's own threads are still winding down. Through the
    // real process, as a match referee drives it.
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_morris"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let mut output = BufReader::new(child.stdout.take().unwrap());
    writeln!(input, "setoption name Level value 3").unwrap();
    let mut game = Game::new(Rules::default());
    for _ in 0..300 {
        if game.is_over() {
            game = Game::new(Rules::default());
        }
        let history: Vec<String> = game.moves().iter().map(Move::to_string).collect();
        let line = format!("position startpos moves {}", history.join(" "));
        writeln!(input, "{}\ngo movetime 20", line.trim_end()).unwrap();
        input.flush().unwrap();
        let mut answer = String::new();
        loop {
            answer.clear();
            assert!(
                output.read_line(&mut answer).unwrap() > 0,
                "the engine ended"
            );
            assert!(!answer.contains("error"), "{answer}");
            if let Some(m) = answer.trim().strip_prefix("bestmove ") {
                game.play(m.parse().unwrap()).unwrap();
                break;
            }
        }
    }
    writeln!(input, "quit").unwrap();
    assert!(child.wait().unwrap().success());
}

#[test]
fn the_engine_plays_removals_due_as_a_turn_and_reads_them_back() {
    // El Filja with two removals due for White and one for Black, and Zhi
    // Qi on a full board: the engine's answers are turns of removals alone,
    // legal, and the history with them reads back.
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_morris"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let mut output = BufReader::new(child.stdout.take().unwrap());
    writeln!(input, "setoption name Level value 3").unwrap();
    for (preset, fen) in [
        ("el-filja", "BWB/WBW/BWW/WBBW.B/WWW/BWB/BBW b 0 1 0 12"),
        ("zhi-qi", "BBW/WBB/BWW/WBB.WB/WBW/WWB/BWW b 0 1 0 12"),
    ] {
        writeln!(input, "setoption name Rules value {preset}").unwrap();
        let rules = Rules::preset(preset.parse().unwrap());
        let start = morris_core::Position::from_setup(&fen.parse().unwrap(), rules).unwrap();
        let mut game = Game::from_position(start);
        let mut alone = 0;
        for _ in 0..4 {
            let history: Vec<String> = game.moves().iter().map(Move::to_string).collect();
            let line = format!("position fen {fen} moves {}", history.join(" "));
            writeln!(input, "{}\ngo movetime 20", line.trim_end()).unwrap();
            input.flush().unwrap();
            let mut answer = String::new();
            loop {
                answer.clear();
                assert!(
                    output.read_line(&mut answer).unwrap() > 0,
                    "the engine ended"
                );
                assert!(!answer.contains("error"), "{preset}: {answer}");
                if let Some(m) = answer.trim().strip_prefix("bestmove ") {
                    let m: Move = m.parse().unwrap();
                    alone += usize::from(m.is_removal_only());
                    game.play(m).unwrap();
                    break;
                }
            }
        }
        assert_eq!(alone, 2, "{preset}: {:?}", game.moves());
    }
    writeln!(input, "quit").unwrap();
    assert!(child.wait().unwrap().success());
}

#[test]
fn plies_of_removals_due_replay_in_both_notations() {
    use morris_engine::notation::{Notation, Ply, replay};
    let rules = Rules::preset(morris_core::Preset::ElFilja);
    let setup = "BWB/WBW/BWW/WBBW.B/WWW/BWB/BBW b 0 1 0 12".parse().unwrap();
    let start = morris_core::Position::from_setup(&setup, rules).unwrap();
    let mut game = Game::from_position(start);
    for m in ["f4", "xa7xg7", "xd7"] {
        game.play(m.parse().unwrap()).unwrap();
    }
    for notation in [Notation::Turn, Notation::Split] {
        let plies = notation.history(game.moves());
        let words: Vec<String> = plies.iter().map(ToString::to_string).collect();
        let read: Vec<Ply> = words.iter().map(|w| w.parse().unwrap()).collect();
        let (replayed, pending) = replay(start, &read).unwrap();
        assert_eq!(replayed.moves(), game.moves(), "{words:?}");
        assert!(pending.is_none());
    }
    assert_eq!(
        Notation::Split
            .history(game.moves())
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
        ["f4", "xa7", "xg7", "xd7"]
    );
    // Half of White's removals: the turn waits for the other.
    let (_, pending) = replay(start, &["f4".parse().unwrap(), "xa7".parse().unwrap()]).unwrap();
    assert_eq!(pending.map(|t| t.removals_left()), Some(1));
}
