//! `morris puzzles generate --from PATH`: the positions people reached in
//! real games, read from game records (a record file, or a directory of
//! them walked for `.pgn` and `.txt` files: the data directory's records
//! and kept games, `morris match`'s records, games exported from a
//! server). Each position before a turn of a game under the rules asked
//! is a candidate, once.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use morris_core::{Position, Record, Rules};

/// How deep directories are walked.
const MOST_DEPTH: usize = 8;
/// The largest record read.
const MOST_BYTES: u64 = 16 << 20;

/// What the records gave.
#[derive(Debug, Default)]
pub struct Sources {
    /// The positions, in the order met, each once.
    pub positions: Vec<Position>,
    /// The records read under the rules asked.
    pub games: usize,
    /// The records passed over, and why (other rules, unreadable).
    pub passed: Vec<(PathBuf, String)>,
}

/// The positions of the games under `rules` in `paths`.
///
/// # Errors
/// A path named that does not exist.
pub fn read(paths: &[PathBuf], rules: Rules) -> anyhow::Result<Sources> {
    let mut sources = Sources::default();
    let mut seen = HashSet::new();
    for path in paths {
        if !path.exists() {
            anyhow::bail!("{}: no such file or directory", path.display());
        }
        let mut files = Vec::new();
        walk(path, 0, &mut files);
        files.sort();
        for file in files {
            match positions(&file, rules) {
                Ok(list) => {
                    sources.games += 1;
                    for pos in list {
                        if seen.insert((pos.to_setup().to_string(), pos.side_to_move())) {
                            sources.positions.push(pos);
                        }
                    }
                }
                Err(why) => sources.passed.push((file, why)),
            }
        }
    }
    Ok(sources)
}

/// The record files at `path`: itself when a file, else the `.pgn` and
/// `.txt` files below it.
fn walk(path: &Path, depth: usize, out: &mut Vec<PathBuf>) {
    if path.is_file() {
        out.push(path.to_owned());
        return;
    }
    if depth >= MOST_DEPTH {
        return;
    }
    let Ok(entries) = std::fs::read_dir(path) else {
        return;
    };
    for entry in entries.flatten() {
        let p = entry.path();
        if p.is_dir() {
            walk(&p, depth + 1, out);
        } else if p
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("pgn") || e.eq_ignore_ascii_case("txt"))
        {
            out.push(p);
        }
    }
}

/// The positions before each turn of the game recorded in `file`, up to
/// the first turn that does not play.
fn positions(file: &Path, rules: Rules) -> Result<Vec<Position>, String> {
    let size = std::fs::metadata(file).map_err(|e| e.to_string())?.len();
    if size > MOST_BYTES {
        return Err(format!("larger than {} MiB", MOST_BYTES >> 20));
    }
    let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
    let record: Record = text.parse().map_err(|e| format!("{e}"))?;
    let theirs = record.rules().map_err(|e| format!("{e:?}"))?;
    if theirs != rules {
        return Err("a game under other rules".to_owned());
    }
    let mut pos = record.start().map_err(|e| format!("{e:?}"))?;
    let mut out = Vec::new();
    for m in record.moves() {
        out.push(pos);
        if pos.play(m).is_err() {
            break;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_in_a_directory_give_their_positions_once_and_others_are_passed() {
        let dir = tempfile::tempdir().unwrap();
        let game = "[Variant \"nine\"]\n\n1. d6 d5 2. d7 a7 *\n";
        std::fs::write(dir.path().join("a.pgn"), game).unwrap();
        std::fs::create_dir(dir.path().join("more")).unwrap();
        std::fs::write(dir.path().join("more/b.pgn"), game).unwrap();
        std::fs::write(
            dir.path().join("more/c.pgn"),
            "[Variant \"twelve\"]\n\n1. d6 *\n",
        )
        .unwrap();
        std::fs::write(dir.path().join("more/d.pgn"), "not a record {").unwrap();
        std::fs::write(dir.path().join("notes.md"), "ignored").unwrap();
        let got = read(&[dir.path().to_owned()], Rules::default()).unwrap();
        assert_eq!(got.games, 2);
        // The empty board and the three positions after it, once.
        assert_eq!(got.positions.len(), 4);
        assert_eq!(got.positions[0], Position::new(Rules::default()));
        assert_eq!(got.passed.len(), 2, "{:?}", got.passed);
        assert!(read(&[dir.path().join("missing")], Rules::default()).is_err());
    }
}
