//! Perft fixtures: move-path counts, replayed by one test. None was checked
//! against another mill program. The start's first four depths are
//! arithmetic (no mill can close before a side has three pieces), the small
//! counts are counted again by the plain reference implementation, and the
//! rest (the start of nine at depth 5) only repeat our own earlier run;
//! [`every_count_is_labelled_by_how_it_was_checked`] keeps that list honest.

mod common;

use morris_core::{Position, Preset, RuleOption, Rules, Setup, perft};

fn parse_rules(spec: &str) -> Rules {
    let mut words = spec.split_whitespace();
    let preset: Preset = words
        .next()
        .expect("a preset")
        .parse()
        .expect("a known preset");
    let mut rules = Rules::preset(preset);
    for word in words {
        let (key, value) = word.split_once('=').expect("KEY=VALUE");
        let option: RuleOption = key.parse().expect("a known option");
        rules.set(option, value).expect("a valid value");
    }
    rules
}

struct Fixture {
    line: usize,
    startpos: bool,
    position: Position,
    depth: u32,
    turns: u64,
    split: u64,
}

fn fixtures() -> Vec<Fixture> {
    parse_fixtures(include_str!("data/perft.txt"))
}

fn parse_fixtures(text: &str) -> Vec<Fixture> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
        .map(|(i, l)| {
            let fields: Vec<&str> = l.split(';').map(str::trim).collect();
            assert_eq!(fields.len(), 5, "line {}", i + 1);
            let rules = parse_rules(fields[0]);
            let position = if fields[1] == "startpos" {
                Position::new(rules)
            } else {
                let setup: Setup = fields[1].parse().expect("position text");
                Position::from_setup(&setup, rules).expect("a valid position")
            };
            Fixture {
                line: i + 1,
                startpos: fields[1] == "startpos",
                position,
                depth: fields[2].parse().expect("depth"),
                turns: fields[3].parse().expect("turn count"),
                split: fields[4].parse().expect("split count"),
            }
        })
        .collect()
}

#[test]
fn perft_fixtures() {
    let all = fixtures();
    assert!(all.len() > 80);
    for f in &all {
        assert_eq!(
            perft::perft(&f.position, f.depth),
            f.turns,
            "line {}",
            f.line
        );
        assert_eq!(
            perft::perft_split(&f.position, f.depth),
            f.split,
            "line {}",
            f.line
        );
    }
}

/// The figures of data/perft-sanmill.txt: split counts taken from
/// Sanmill's engine (its header says how), turn counts ours.
#[test]
fn perft_agrees_with_sanmill_on_the_traditional_variants() {
    let all = parse_fixtures(include_str!("data/perft-sanmill.txt"));
    let presets: std::collections::BTreeSet<String> = all
        .iter()
        .map(|f| f.position.rules().closest_preset().0.to_string())
        .collect();
    assert_eq!(
        presets.into_iter().collect::<Vec<_>>(),
        [
            "cham-gonu",
            "cheng-san-qi",
            "da-san-qi",
            "dooz",
            "el-filja",
            "lasker",
            "morabaraba",
            "mul-mulan",
            "nerenchi",
            "nine",
            "one-time-mill",
            "twelve",
            "zhi-qi"
        ]
    );
    for f in &all {
        assert_eq!(
            perft::perft_split(&f.position, f.depth),
            f.split,
            "line {}: Sanmill's count",
            f.line
        );
        // Our own turn counts are checked where they are quick; at depth 6
        // from the start they are recorded, and the split count checks the
        // same tree.
        if f.depth < 6 {
            assert_eq!(
                perft::perft(&f.position, f.depth),
                f.turns,
                "line {}",
                f.line
            );
        }
    }
    // Depth 6 from the start of every preset, and positions that need
    // the new rules.
    assert_eq!(
        all.iter().filter(|f| f.startpos && f.depth == 6).count(),
        13
    );
    assert!(all.iter().filter(|f| !f.startpos).count() >= 46);
}

/// The fixtures small enough for the reference to count at every run.
fn counted_by_the_reference(f: &Fixture) -> bool {
    f.turns <= 6000 && f.depth <= 3
}

/// The start's first four depths: nobody has three pieces, so every turn
/// is a placement on an empty point and no mill closes.
fn arithmetic(f: &Fixture) -> bool {
    f.startpos && f.depth <= 4
}

#[test]
fn the_first_four_depths_from_the_start_are_placements_on_empty_points() {
    let mut checked = 0;
    for f in fixtures().iter().filter(|f| arithmetic(f)) {
        let placements: u64 = (0..u64::from(f.depth)).map(|i| 24 - i).product();
        assert_eq!(f.turns, placements, "line {}", f.line);
        assert_eq!(f.split, placements, "line {}", f.line);
        checked += 1;
    }
    assert!(checked >= 36, "every rule set of the file, {checked}");
}

#[test]
fn every_count_is_labelled_by_how_it_was_checked() {
    // perft.txt's header says that only these repeat our own earlier run,
    // with nothing independent behind them; a new such fixture must be
    // added here and there.
    let ours_only: Vec<(bool, u32, u64)> = fixtures()
        .iter()
        .filter(|f| !arithmetic(f) && !counted_by_the_reference(f))
        .map(|f| (f.startpos, f.depth, f.turns))
        .collect();
    assert_eq!(ours_only, [(true, 5, 5_140_800)]);
}

#[test]
fn small_fixtures_agree_with_the_reference() {
    let mut checked = 0;
    for f in fixtures().iter().filter(|f| counted_by_the_reference(f)) {
        let reference = common::RefPos::from_core(&f.position);
        assert_eq!(reference.perft(f.depth), f.turns, "line {}", f.line);
        assert_eq!(reference.perft_split(f.depth), f.split, "line {}", f.line);
        checked += 1;
    }
    assert!(checked > 40, "{checked}");
}

#[test]
fn divide_sums_to_perft() {
    let start = Position::new(Rules::default());
    let parts = perft::divide(&start, 3);
    assert_eq!(parts.len(), 24);
    assert_eq!(parts.iter().map(|(_, n)| n).sum::<u64>(), 12144);
}
