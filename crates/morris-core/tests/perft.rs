//! Perft fixtures: known move-path counts, replayed by one test, and checked
//! against the plain reference implementation where they are small.

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
    position: Position,
    depth: u32,
    turns: u64,
    split: u64,
}

fn fixtures() -> Vec<Fixture> {
    include_str!("data/perft.txt")
        .lines()
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

#[test]
fn small_fixtures_agree_with_the_reference() {
    let mut checked = 0;
    for f in fixtures()
        .iter()
        .filter(|f| f.turns <= 6000 && f.depth <= 3)
    {
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
