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
