//! The player's puzzle record in the data directory (`puzzles.json`): the
//! Glicko-2 rating of each rule set's puzzles, the history of first
//! attempts, the best streak and rush, and the daily puzzles solved.
//! Written atomically after each change; a file that cannot be read is
//! moved aside as a damaged settings file is, and said once.

use std::collections::BTreeMap;
use std::fs;
use std::io;
use std::path::PathBuf;

use morris_ai::puzzles::rating::{self, Glicko2Rating};
use serde::{Deserialize, Serialize};

use crate::store::{DataDir, set_aside};

/// The file's name in the data directory.
pub const FILE: &str = "puzzles.json";

/// The most first attempts the history keeps (the oldest go first).
pub const MOST_HISTORY: usize = 5000;

/// A Glicko-2 rating as the file keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
}

impl From<Glicko2Rating> for Rating {
    fn from(g: Glicko2Rating) -> Rating {
        Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
        }
    }
}

impl From<Rating> for Glicko2Rating {
    fn from(r: Rating) -> Glicko2Rating {
        Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl Rating {
    /// Whether the figures are ones Glicko-2 can work with (a hand-edited
    /// file may hold anything).
    #[must_use]
    pub fn is_sane(&self) -> bool {
        self.rating.is_finite()
            && (0.0..=5000.0).contains(&self.rating)
            && self.deviation.is_finite()
            && (0.0..=500.0).contains(&self.deviation)
            && self.deviation > 0.0
            && self.volatility.is_finite()
            && (0.0..=1.0).contains(&self.volatility)
            && self.volatility > 0.0
    }
}

impl Default for Rating {
    fn default() -> Rating {
        rating::new_player().into()
    }
}

/// One first attempt.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Attempt {
    /// When, as `2026-12-07`.
    pub date: String,
    /// The rule set's preset name.
    pub rules: String,
    /// The puzzle's id.
    pub id: String,
    /// Whether it was solved without a wrong turn or the answer shown.
    pub solved: bool,
    /// The player's rating after it.
    pub rating: f64,
}

/// The record.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Record {
    /// The player's rating for each rule set's puzzles (by preset name).
    pub ratings: BTreeMap<String, Rating>,
    /// The first attempts, oldest first.
    pub history: Vec<Attempt>,
    /// The longest streak of each rule set.
    pub best_streak: BTreeMap<String, u32>,
    /// The most puzzles solved in a rush, by `RULES-MINUTES` (`nine-3`).
    pub best_rush: BTreeMap<String, u32>,
}

impl Record {
    /// The player's rating for `rules`: a new player's when none is kept
    /// or the one kept is not sane.
    #[must_use]
    pub fn rating(&self, rules: &str) -> Rating {
        self.ratings
            .get(rules)
            .copied()
            .filter(Rating::is_sane)
            .unwrap_or_default()
    }

    /// Whether the puzzle `id` of `rules` was attempted before.
    #[must_use]
    pub fn attempted(&self, rules: &str, id: &str) -> bool {
        self.history.iter().any(|a| a.rules == rules && a.id == id)
    }

    /// Keeps a first attempt and the rating after it.
    pub fn push(&mut self, attempt: Attempt, rating: Rating) {
        self.ratings.insert(attempt.rules.clone(), rating);
        self.history.push(attempt);
        if self.history.len() > MOST_HISTORY {
            let extra = self.history.len() - MOST_HISTORY;
            self.history.drain(..extra);
        }
    }

    /// The player's ratings after each first attempt at `rules`' puzzles,
    /// oldest first.
    #[must_use]
    pub fn rating_history(&self, rules: &str) -> Vec<f64> {
        self.history
            .iter()
            .filter(|a| a.rules == rules)
            .map(|a| a.rating)
            .collect()
    }
}

/// What was wrong with the record's file when it was read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// It could not be read and was moved here; a new record is kept.
    MovedAside(PathBuf),
    /// It could not be read nor moved aside, and why; a new record is kept
    /// in memory and the file is not written over.
    Unreadable(String),
}

/// The record in the data directory.
#[derive(Debug)]
pub struct Keeper {
    dir: Option<DataDir>,
    /// Whether the file may be written (not when a damaged one could not
    /// be moved aside).
    writable: bool,
}

impl Keeper {
    /// The record of `dir` (none: kept in memory only, for a frontend
    /// without a data directory), read, and what was wrong with its file.
    #[must_use]
    pub fn open(dir: Option<DataDir>) -> (Keeper, Record, Option<Trouble>) {
        let Some(data) = dir.as_ref() else {
            return (
                Keeper {
                    dir,
                    writable: false,
                },
                Record::default(),
                None,
            );
        };
        let path = data.file(FILE);
        let (record, trouble) = match fs::read(&path) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => (Record::default(), None),
            Err(e) => (Record::default(), Some(Trouble::Unreadable(e.to_string()))),
            Ok(bytes) => match serde_json::from_slice::<Record>(&bytes) {
                Ok(record) => (record, None),
                Err(_) => (
                    Record::default(),
                    Some(match set_aside(&path) {
                        Ok(aside) => Trouble::MovedAside(aside),
                        Err(e) => Trouble::Unreadable(e.to_string()),
                    }),
                ),
            },
        };
        let writable = !matches!(trouble, Some(Trouble::Unreadable(_)));
        (Keeper { dir, writable }, record, trouble)
    }

    /// Writes `record` atomically.
    ///
    /// # Errors
    /// When the file cannot be written; the old one is then unchanged.
    pub fn save(&self, record: &Record) -> io::Result<()> {
        let Some(dir) = self.dir.as_ref().filter(|_| self.writable) else {
            return Ok(());
        };
        let json = serde_json::to_string_pretty(record).map_err(io::Error::other)?;
        dir.write(&dir.file(FILE), json.as_bytes())
    }
}
