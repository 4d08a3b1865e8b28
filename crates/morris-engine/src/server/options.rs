//! The engine's options: the list `uci` answers with, and `setoption`.

use std::io::Write;

use morris_ai::Level;
use morris_core::{Preset, RuleOption, Rules};

use super::EngineSession;
use crate::message::{Answer, OptionKind, OptionSpec, shown};
use crate::notation::Notation;

/// The most search threads the engine takes.
pub(super) const MAX_THREADS: usize = 64;

/// Options that are not rules.
const ENGINE_OPTIONS: [&str; 8] = [
    "Level",
    "Rules",
    "MoveTime",
    "Threads",
    "Hash",
    "Seed",
    "Notation",
    "Tablebase",
];

fn spin(name: &str, default: i64, min: i64, max: i64) -> Answer {
    Answer::Option(OptionSpec {
        name: name.to_owned(),
        kind: OptionKind::Spin { default, min, max },
    })
}

fn combo(name: &str, default: String, vars: Vec<String>) -> Answer {
    Answer::Option(OptionSpec {
        name: name.to_owned(),
        kind: OptionKind::Combo { default, vars },
    })
}

/// The answer to `uci`: the engine's name, every option, `uciok`.
fn uci_answer() -> Vec<Answer> {
    let mut answers = vec![
        Answer::IdName(format!("Morris {}", env!("CARGO_PKG_VERSION"))),
        Answer::IdAuthor("The Morris developers".to_owned()),
        spin("Level", 10, 1, 10),
        combo(
            "Rules",
            "nine".to_owned(),
            Preset::ALL.iter().map(ToString::to_string).collect(),
        ),
    ];
    let nine = Rules::default();
    for option in RuleOption::ALL {
        answers.push(match option {
            RuleOption::Pieces => spin("Pieces", 9, 9, 12),
            RuleOption::NMove => spin("NMove", 50, 0, 10000),
            _ => combo(
                option.tag(),
                nine.get(option),
                option.values().iter().map(ToString::to_string).collect(),
            ),
        });
    }
    answers.extend([
        spin("MoveTime", 1000, 1, 3_600_000),
        spin("Threads", 1, 1, MAX_THREADS as i64),
        spin("Hash", 64, 1, 4096),
        spin("Seed", 1, 0, i64::from(u32::MAX)),
        combo(
            "Notation",
            Notation::Turn.to_string(),
            vec![Notation::Turn.to_string(), Notation::Split.to_string()],
        ),
        Answer::Option(OptionSpec {
            name: "Tablebase".to_owned(),
            kind: OptionKind::String {
                default: "none".to_owned(),
            },
        }),
        Answer::UciOk,
    ]);
    answers
}

impl<W: Write + Send + 'static> EngineSession<W> {
    /// `uci`.
    pub(super) fn uci(&self) {
        for answer in uci_answer() {
            self.say(&answer);
        }
    }

    /// `setoption name NAME value VALUE`: an engine option, or a rule
    /// option by its tag (which starts a new game under the new rules).
    pub(super) fn set_option(&mut self, name: &str, value: &str) {
        let number = |max: u64| value.parse::<u64>().ok().filter(|&n| n <= max);
        match ENGINE_OPTIONS
            .iter()
            .find(|o| o.eq_ignore_ascii_case(name))
            .copied()
        {
            Some("Level") => match value.parse::<Level>() {
                Ok(level) => {
                    self.level = level;
                    if let Some(ai) = &mut self.ai {
                        ai.set_level(level);
                    }
                }
                Err(e) => self.error(&e.to_string()),
            },
            Some("Rules") => match value.parse::<Preset>() {
                Ok(preset) => self.set_rules(Rules::preset(preset)),
                Err(e) => self.error(&e.to_string()),
            },
            Some("MoveTime") => match number(3_600_000).filter(|&n| n > 0) {
                Some(ms) => self.movetime = ms,
                None => self.error("MoveTime is a number of milliseconds from 1 to 3600000"),
            },
            Some("Threads") => match number(MAX_THREADS as u64).filter(|&n| n > 0) {
                Some(n) => {
                    self.threads = n as usize;
                    if let Some(ai) = &mut self.ai {
                        ai.set_threads(self.threads);
                    }
                }
                None => self.error(&format!("Threads is a number from 1 to {MAX_THREADS}")),
            },
            Some("Hash") => match number(4096).filter(|&n| n > 0) {
                Some(mib) => {
                    self.hash_mib = mib as usize;
                    self.ai = Some(self.new_ai());
                }
                None => self.error("Hash is a number of MiB from 1 to 4096"),
            },
            Some("Seed") => match number(u64::from(u32::MAX)) {
                Some(seed) => {
                    self.seed = seed;
                    if let Some(ai) = &mut self.ai {
                        ai.set_seed(seed);
                    }
                }
                None => self.error("Seed is a number from 0 to 4294967295"),
            },
            Some("Notation") => match value.parse::<Notation>() {
                Ok(notation) => self.notation = notation,
                Err(e) => self.error(&e.to_string()),
            },
            Some("Tablebase") => {
                let value = value.trim();
                if value.is_empty() || value.eq_ignore_ascii_case("none") {
                    self.oracle = None;
                    return;
                }
                match self.oracle_maker.as_ref().map(|make| make(value)) {
                    Some(Ok(oracle)) => self.oracle = Some(oracle),
                    Some(Err(e)) => self.error(&e),
                    None => self.error("this engine cannot ask a tablebase server"),
                }
            }
            _ => match RuleOption::from_tag(name) {
                Some(option) => {
                    let mut rules = self.rules;
                    match rules.set(option, value) {
                        Ok(()) => self.set_rules(rules),
                        Err(e) => self.error(&e.to_string()),
                    }
                }
                None => {
                    self.error(&format!("unknown option {:?}", shown(name)));
                }
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_uci_answer_is_what_it_always_was() {
        let lines: Vec<String> = uci_answer().iter().map(ToString::to_string).collect();
        assert_eq!(
            lines[2],
            "option name Level type spin default 10 min 1 max 10"
        );
        assert!(
            lines[3].starts_with("option name Rules type combo default nine var nine var "),
            "{}",
            lines[3]
        );
        assert!(lines.contains(&"option name NMove type spin default 50 min 0 max 10000".into()));
        assert!(
            lines.contains(
                &"option name Notation type combo default turn var turn var split".into()
            )
        );
        assert!(
            lines.contains(&"option name Seed type spin default 1 min 0 max 4294967295".into())
        );
        assert_eq!(lines.last().map(String::as_str), Some("uciok"));
        // Every line reads back as the answer it was written from.
        for (line, answer) in lines.iter().zip(uci_answer()) {
            assert_eq!(line.parse::<Answer>().as_ref(), Ok(&answer), "{line}");
        }
    }
}
