//! Search benchmark, run by `cargo xtask bench` in a release build: fixed
//! positions at fixed depth, time to depth from the start, how long `stop`
//! takes to be answered, and by how much searches overrun their deadline.

use std::time::{Duration, Instant};

use morris_ai::search::{Limits, Searcher, StopFlag};
use morris_ai::{Ai, Event, Level, Thinker};
use morris_core::{Game, Position, Preset, Rules, Setup};

/// Name, rules, position text (empty for the start) and depth.
const POSITIONS: [(&str, Preset, &str, u32); 6] = [
    ("nine start", Preset::Nine, "", 10),
    (
        "nine placing",
        Preset::Nine,
        "W../..B/W.W/..WWBB/W../.BB/... b 2 3 0 7",
        9,
    ),
    (
        "nine moving",
        Preset::Nine,
        "W../.BB/W../WB...W/.W./B.B/W.. w 0 0 2 18",
        11,
    ),
    (
        "nine flying",
        Preset::Nine,
        ".../W.B/.W./...WB./B.W/B../... b 0 0 2 20",
        7,
    ),
    ("twelve start", Preset::Twelve, "", 8),
    (
        "seed-classic moving",
        Preset::SeedClassic,
        ".BW/BBW/WB./BBB..W/.../.../..W w 0 0 0 14",
        9,
    ),
];

fn position(preset: Preset, text: &str) -> Position {
    let rules = Rules::preset(preset);
    if text.is_empty() {
        return Position::new(rules);
    }
    let setup: Setup = text.parse().expect("benchmark positions are valid");
    Position::from_setup(&setup, rules).expect("benchmark positions are valid")
}

fn main() {
    println!("fixed-depth search (64 MiB table, cleared per position)");
    println!(
        "{:<22} {:>5} {:>12} {:>10} {:>10}",
        "position", "depth", "nodes", "ms", "knodes/s"
    );
    let mut total_nodes = 0;
    let mut total_time = Duration::ZERO;
    for (name, preset, text, depth) in POSITIONS {
        let pos = position(preset, text);
        let mut searcher = Searcher::new(64);
        let start = Instant::now();
        let result = searcher.search_position(&pos, Limits::depth(depth), &StopFlag::new(), |_| {});
        let elapsed = start.elapsed();
        total_nodes += result.nodes;
        total_time += elapsed;
        println!(
            "{name:<22} {depth:>5} {:>12} {:>10.1} {:>10.0}",
            result.nodes,
            elapsed.as_secs_f64() * 1000.0,
            result.nodes as f64 / elapsed.as_secs_f64() / 1000.0
        );
    }
    println!(
        "{:<22} {:>5} {total_nodes:>12} {:>10.1} {:>10.0}",
        "total",
        "",
        total_time.as_secs_f64() * 1000.0,
        total_nodes as f64 / total_time.as_secs_f64() / 1000.0
    );

    println!("\ntime to depth from the start of nine");
    let start_pos = Position::new(Rules::default());
    let mut searcher = Searcher::new(64);
    let start = Instant::now();
    searcher.search_position(&start_pos, Limits::depth(13), &StopFlag::new(), |info| {
        println!(
            "depth {:>2}: {:>9.1} ms, {:>10} nodes, score {}",
            info.depth,
            start.elapsed().as_secs_f64() * 1000.0,
            info.nodes,
            info.score
        );
    });

    println!("\nstop: time from raising the stop flag to the chosen move");
    let mut worst = Duration::ZERO;
    for (name, preset, text, _) in POSITIONS {
        let game = Game::from_position(position(preset, text));
        let thinker = Thinker::start(Ai::new(Level::MAX, 1), game, Limits::default(), None);
        std::thread::sleep(Duration::from_millis(300));
        let asked = Instant::now();
        thinker.stop();
        while !matches!(
            thinker.wait_event(Duration::from_secs(5)),
            Some(Event::Done(_)) | None
        ) {}
        let took = asked.elapsed();
        worst = worst.max(took);
        println!("{name:<22} {:>8.3} ms", took.as_secs_f64() * 1000.0);
    }
    println!("{:<22} {:>8.3} ms", "worst", worst.as_secs_f64() * 1000.0);

    println!("\ndeadline: overrun of a 250 ms budget");
    let budget = Duration::from_millis(250);
    let mut worst = Duration::ZERO;
    for (name, preset, text, _) in POSITIONS {
        let game = Game::from_position(position(preset, text));
        let ai = Ai::new(Level::MAX, 1);
        let start = Instant::now();
        let thinker = Thinker::start(ai, game, Limits::default(), Some(budget));
        let (choice, _) = thinker.join();
        let overrun = start.elapsed().saturating_sub(budget);
        worst = worst.max(overrun);
        println!(
            "{name:<22} {:>8.3} ms over, depth {}",
            overrun.as_secs_f64() * 1000.0,
            choice.map_or(0, |c| c.depth)
        );
    }
    println!(
        "{:<22} {:>8.3} ms over",
        "worst",
        worst.as_secs_f64() * 1000.0
    );
}
