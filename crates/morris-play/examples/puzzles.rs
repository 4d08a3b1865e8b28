//! The puzzle trainer's speed (`cargo xtask bench puzzles`, release): the
//! first puzzle (the shipped set loaded and parsed), the next puzzle in
//! rated mode with a record of 5,000 attempts (the most kept), in a streak,
//! and a turn judged with the opponent's reply. Prints medians, p99 and
//! maxima in milliseconds.

use std::time::{Duration, Instant};

use morris_ai::puzzles::Verdict;
use morris_core::Preset;
use morris_play::DataDir;
use morris_play::puzzles::{Mode, Trainer};

fn main() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let data = DataDir::at(dir.path());

    let start = Instant::now();
    let (mut trainer, _) = Trainer::new(Some(data.clone()), Preset::Nine, 1).expect("nine's set");
    let now = Instant::now();
    trainer.next(now);
    let first = start.elapsed();
    println!(
        "first puzzle (the set of {} loaded, parsed, checked): {:.1} ms",
        trainer.puzzles().len(),
        ms(first)
    );

    // 5,000 rated attempts: each first attempt decided by a wrong turn
    // or by the line, alternately.
    let mut next = Vec::new();
    let mut reply = Vec::new();
    let mut wrong = Vec::new();
    for i in 0..5000 {
        let start = Instant::now();
        if !trainer.next(now) {
            break;
        }
        next.push(start.elapsed());
        let solving = trainer.solving().expect("a puzzle");
        let answer = solving.answer().expect("a turn to find");
        let turn = if i % 2 == 0 {
            answer
        } else {
            solving
                .position()
                .legal_moves()
                .into_iter()
                .find(|&m| m != answer)
                .unwrap_or(answer)
        };
        let start = Instant::now();
        let tried = trainer.try_turn(turn, now).expect("a legal turn");
        match tried.verdict {
            Verdict::Right { reply: Some(_), .. } => reply.push(start.elapsed()),
            Verdict::Wrong { .. } => wrong.push(start.elapsed()),
            Verdict::Right { .. } => {}
        }
    }
    println!(
        "record after the run: {} attempts",
        trainer.record().history.len()
    );
    report("next puzzle, rated, the record growing to 5,000", &mut next);
    report("a right turn judged and the reply played", &mut reply);
    report(
        "a wrong turn judged, rated, the record (up to 5,000) written",
        &mut wrong,
    );

    let mut streak = Vec::new();
    trainer.start(Mode::Streak, now);
    for _ in 0..200 {
        let Some(answer) = trainer.solving().and_then(|s| s.answer()) else {
            break;
        };
        let _ = trainer.try_turn(answer, now);
        while let Some(a) = trainer.solving().and_then(|s| s.answer()) {
            let _ = trainer.try_turn(a, now);
        }
        let start = Instant::now();
        trainer.next(now);
        streak.push(start.elapsed());
    }
    report("next puzzle of a streak", &mut streak);
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn report(what: &str, times: &mut [Duration]) {
    if times.is_empty() {
        println!("{what}: none");
        return;
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "{what}: {} samples, median {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        times.len(),
        ms(at(0.5)),
        ms(at(0.99)),
        ms(times[times.len() - 1])
    );
}
