//! The compact pack's benchmark (`cargo xtask bench pack DIR`, release):
//! with `--build`, every solved pair of the standard rules in DIR packed
//! (sizes against the database files, time); then probes of random
//! positions of every packed pair from the packs alone: the first probe of
//! each pair (its pack opened, its index read, a block unpacked; with the
//! system's file cache dropped first when allowed, as root), then the same
//! positions again (warm: the block in the pack's cache), then other
//! positions (another block, the file cached by the system). Then the
//! packs' values against the databases' on the positions probed, and wins
//! converted from win, draw or loss alone (the Converter, which reads
//! nothing else) against the databases' longest defence: won positions
//! drawn at random from the largest pairs, each played to its end.

use std::time::{Duration, Instant};

use morris_ai::db::Databases;
use morris_core::{Board, Color, Point, PointSet, Position, Rules, Setup};

/// Probes a pair.
const PROBES: usize = 200;

fn main() {
    let mut args = std::env::args().skip(1);
    let dir = args.next().expect("usage: pack DIR [--build]");
    let build = args.next().as_deref() == Some("--build");
    let rules = Rules::default();
    let dbs = Databases::new(&dir, rules);
    let pairs = dbs.solved_pairs();
    if build {
        let start = Instant::now();
        let (mut bytes, mut from) = (0u64, 0u64);
        for &pair in &pairs {
            let one = Instant::now();
            let packed = dbs.pack(pair).expect("a pack");
            bytes += packed.bytes;
            from += packed.from_bytes;
            println!(
                "packed {pair}: {} bytes of {} ({:.2} %) in {:.1} s",
                packed.bytes,
                packed.from_bytes,
                100.0 * packed.bytes as f64 / packed.from_bytes as f64,
                one.elapsed().as_secs_f64()
            );
        }
        println!(
            "all {} pairs: {bytes} bytes ({:.3} GB) from {from} ({:.3} GB), {:.2} %, in {:.1} s",
            pairs.len(),
            bytes as f64 / 1e9,
            from as f64 / 1e9,
            100.0 * bytes as f64 / from as f64,
            start.elapsed().as_secs_f64()
        );
    }
    // The file cache dropped, when allowed: the first probes read disk.
    let dropped = std::fs::write("/proc/sys/vm/drop_caches", "3").is_ok();
    println!("system file cache dropped: {dropped}");
    let fresh = Databases::new(&dir, rules);
    let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
    let mut first = Vec::new();
    let mut warm = Vec::new();
    let mut other = Vec::new();
    let mut probed = 0;
    for &pair in &pairs {
        let positions: Vec<Position> = (0..PROBES * 4)
            .filter_map(|_| random(&mut seed, pair.to_move, pair.other, rules))
            .take(PROBES)
            .collect();
        let Some(&one) = positions.first() else {
            continue;
        };
        let t = Instant::now();
        if fresh.pack_wdl(&one).is_none() {
            continue;
        }
        first.push(t.elapsed());
        let t = Instant::now();
        let _ = fresh.pack_wdl(&one);
        warm.push(t.elapsed());
        for pos in &positions[1..] {
            let t = Instant::now();
            let _ = fresh.pack_wdl(pos);
            other.push(t.elapsed());
        }
        probed += 1;
    }
    println!("pairs probed from their packs: {probed}");
    report(
        "first probe of a pair (pack opened, index read, a block unpacked)",
        &mut first,
    );
    report("the same position again (warm)", &mut warm);
    report("other random positions of the pair", &mut other);

    // The packs' values against the databases' (where both are there).
    let (mut same, mut differ) = (0u64, 0u64);
    let mut seed = 7u64;
    for &pair in &pairs {
        for _ in 0..PROBES * 4 {
            let Some(pos) = random(&mut seed, pair.to_move, pair.other, rules) else {
                continue;
            };
            match (fresh.pack_wdl(&pos), dbs.probe(&pos)) {
                (Some(p), Some(v)) if p == morris_ai::db::Wdl::of(v) => same += 1,
                (Some(_), Some(_)) => differ += 1,
                _ => {}
            }
        }
    }
    println!("pack against databases: {same} positions the same, {differ} different");

    convert(&dbs, rules, &mut seed);
}

/// Won positions of the largest pairs converted by the Converter against
/// the databases' longest defence.
fn convert(dbs: &Databases, rules: Rules, seed: &mut u64) {
    use morris_ai::db::{Converter, DbValue};
    use morris_ai::search::StopFlag;
    const GAMES: usize = 10;
    let mut converter = Converter::new();
    let stop = StopFlag::new();
    let mut times = Vec::new();
    let (mut won, mut lost_way, mut longest, mut farthest, mut blind) = (0, 0, 0, 0, 0);
    for (a, b) in [
        (9, 9),
        (9, 8),
        (8, 8),
        (9, 7),
        (8, 7),
        (8, 6),
        (7, 6),
        (7, 5),
        (6, 5),
        (6, 4),
        (5, 4),
        (5, 3),
        (4, 3),
    ] {
        let mut games = 0;
        for _ in 0..4000 {
            if games == GAMES {
                break;
            }
            let Some(start) = random(seed, a, b, rules) else {
                continue;
            };
            if !matches!(dbs.probe(&start), Some(DbValue::Win(_))) {
                continue;
            }
            games += 1;
            let me = start.side_to_move();
            let mut pos = start;
            let mut plies = 0;
            let mut seen = Vec::new();
            while !pos.is_over() && plies < 1000 {
                seen.push(pos.hash());
                if pos.side_to_move() == me {
                    let t = Instant::now();
                    let Some(chosen) = converter.choose(dbs, &pos, &seen, &stop) else {
                        break;
                    };
                    times.push(t.elapsed());
                    match chosen.removal_within {
                        Some(n) => farthest = farthest.max(n),
                        None => blind += 1,
                    }
                    pos.play(chosen.mv).expect("a legal turn");
                } else {
                    let Some(values) = dbs.move_values(&pos) else {
                        break;
                    };
                    pos.play(values[0].0).expect("a legal turn");
                }
                plies += 1;
            }
            if pos.outcome().and_then(|o| o.winner) == Some(me) {
                won += 1;
                longest = longest.max(plies);
            } else {
                lost_way += 1;
                println!("not converted: {start} ({plies} plies)");
            }
        }
        if games > 0 {
            println!("{a}-{b}: {games} won positions played");
        }
    }
    println!(
        "wins converted: {won}, not: {lost_way}; the longest game {longest} plies; removals forced up to {farthest} plies away; {blind} turns without a forced removal found"
    );
    report("a winning turn chosen from win, draw or loss", &mut times);
}

/// A random position of pair `a-b`, White or Black to move; `None` when it
/// cannot stand or is over.
fn random(seed: &mut u64, a: usize, b: usize, rules: Rules) -> Option<Position> {
    let mut next = || {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        *seed
    };
    let mut points: Vec<Point> = Point::ALL.to_vec();
    for i in (1..points.len()).rev() {
        let j = (next() % (i as u64 + 1)) as usize;
        points.swap(i, j);
    }
    let us: PointSet = points[..a].iter().copied().collect();
    let them: PointSet = points[a..a + b].iter().copied().collect();
    let side = if next() % 2 == 0 {
        Color::White
    } else {
        Color::Black
    };
    Position::from_setup(&Setup::moving(us, them, side, Board::TwentyFour), rules)
        .ok()
        .filter(|p| !p.is_over())
}

fn report(what: &str, times: &mut [Duration]) {
    if times.is_empty() {
        println!("{what}: none");
        return;
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "{what}: {} probes, median {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        times.len(),
        ms(at(0.5)),
        ms(at(0.99)),
        ms(times[times.len() - 1])
    );
}
