//! The shared transcript suite: game records replayed through the core and
//! through each frontend, all giving the same snapshot.
//!
//! The corpus is `tests/transcripts/*.pgn` ([`transcripts`]). Each record
//! states its `Result` and `Termination` by hand; a replay checks them
//! ([`Transcript::replay_core`], [`expected_outcome`]) and then snapshots
//! the game with [`snapshot`]: the rules, the final position, the outcome,
//! the board and the move list. The core, the REPL and the GUI replays all
//! compare against the same snapshot files ([`snapshot_settings`]), so they
//! must agree on every game.
//!
//! ```
//! use morris_core::{Game, Rules};
//!
//! let mut game = Game::new(Rules::default());
//! for m in ["d6", "f4", "d2"] {
//!     game.play(m.parse()?)?;
//! }
//! let text = morris_tests::snapshot(&game);
//! assert!(text.starts_with("rules: nine\nposition: .../.W./.../....B./.../.W./... b 7 8 0 2\n"));
//! assert!(text.contains("outcome: in progress\n"));
//! assert!(text.ends_with("moves:\n1. d6 f4\n2. d2\n"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]

use std::fmt::{self, Write as _};
use std::path::{Path, PathBuf};

use morris_core::{
    Color, Game, Outcome, Point, Position, Record, RecordError, RecordSyntaxError, Termination,
};

/// The snapshot text of a game, shared by every frontend's replay.
///
/// Lines, in order:
/// - `rules: ...`: the rules ([`Rules`](morris_core::Rules)'s `Display`:
///   the closest preset and the options that differ from it);
/// - `start: ...`: the start position text, only when the game did not
///   start from the usual empty board;
/// - `position: ...`: the final position text;
/// - `outcome: ...`: the result and the termination (`1-0
///   fewer-than-three`, `1/2-1/2 repetition`), or `in progress`;
/// - `turns: N`: the number of moves played;
/// - a blank line, the final board drawn as in RULES.md (`W`, `B`, `·` for
///   an empty point; the diagonal lines when the rules have them), a blank
///   line;
/// - `moves:` and the moves numbered in pairs, one pair a line
///   (`1. d6 f4`), the first player of the rules first.
#[must_use]
pub fn snapshot(game: &Game) -> String {
    let mut out = String::new();
    // Writing to a String cannot fail.
    let _ = write_snapshot(&mut out, game);
    out
}

fn write_snapshot(out: &mut String, game: &Game) -> fmt::Result {
    let rules = *game.rules();
    writeln!(out, "rules: {rules}")?;
    if *game.start() != Position::new(rules) {
        writeln!(out, "start: {}", game.start())?;
    }
    writeln!(out, "position: {}", game.position())?;
    match game.outcome() {
        Some(o) => writeln!(out, "outcome: {} {}", o.result(), o.termination.name())?,
        None => writeln!(out, "outcome: in progress")?,
    }
    writeln!(out, "turns: {}", game.moves().len())?;
    writeln!(out)?;
    out.push_str(&board_diagram(game.position()));
    writeln!(out)?;
    writeln!(out, "moves:")?;
    out.push_str(&move_list(game));
    Ok(())
}

/// The board of `position` drawn as in RULES.md's diagram, with `W` for a
/// White piece, `B` for a Black piece and `·` for an empty point; the four
/// diagonal lines are drawn when the rules have them. Ends with a newline.
///
/// ```
/// use morris_core::{Position, Rules};
///
/// let board = morris_tests::board_diagram(&Position::new(Rules::default()));
/// assert_eq!(board.lines().next(), Some("7  ·-----------·-----------·"));
/// assert_eq!(board.lines().nth(6), Some("4  ·---·---·       ·---·---·"));
/// ```
#[must_use]
pub fn board_diagram(position: &Position) -> String {
    const WIDTH: usize = 25;
    const HEIGHT: usize = 13;
    let mut grid = [[' '; WIDTH]; HEIGHT];
    let at = |p: Point| (usize::from(6 - p.rank()) * 2, usize::from(p.file()) * 4);
    let geometry = position.geometry();
    let points = geometry.points();
    // The lines first: each joins two neighbouring points.
    for p in points {
        for q in geometry.neighbours(p) {
            if q <= p {
                continue;
            }
            let ((r1, c1), (r2, c2)) = (at(p), at(q));
            if r1 == r2 {
                for cell in &mut grid[r1][c1.min(c2) + 1..c1.max(c2)] {
                    *cell = '-';
                }
            } else if c1 == c2 {
                for row in &mut grid[r1.min(r2) + 1..r1.max(r2)] {
                    row[c1] = '|';
                }
            } else {
                // A diagonal spans one rank and one file: one character
                // midway, leaning as the line goes.
                let sign = if (r2 > r1) == (c2 > c1) { '\\' } else { '/' };
                grid[(r1 + r2) / 2][(c1 + c2) / 2] = sign;
            }
        }
    }
    for p in points {
        let (r, c) = at(p);
        grid[r][c] = match position.piece_at(p) {
            Some(Color::White) => 'W',
            Some(Color::Black) => 'B',
            None => '·',
        };
    }
    // Only the board's own rows and files (a small board has fewer).
    let ranks = points.iter().map(Point::rank);
    let (low, high) = (ranks.clone().min().unwrap_or(0), ranks.max().unwrap_or(6));
    let files = points.iter().map(Point::file);
    let (left, right) = (files.clone().min().unwrap_or(0), files.max().unwrap_or(6));
    let rows = usize::from(6 - high) * 2..=usize::from(6 - low) * 2;
    let mut out = String::new();
    for (i, row) in grid.iter().enumerate().filter(|(i, _)| rows.contains(i)) {
        let label = if i % 2 == 0 {
            format!("{}  ", 7 - i / 2)
        } else {
            "   ".to_owned()
        };
        let line: String = row[usize::from(left) * 4..].iter().collect();
        out.push_str(label.as_str());
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push_str("  ");
    for f in left..=right {
        out.push_str(&format!(" {}  ", char::from(b'a' + f)));
    }
    let trimmed = out.trim_end().len();
    out.truncate(trimmed);
    out.push('\n');
    out
}

/// The moves of `game` numbered in pairs, one pair a line: `1. d6 f4`. A
/// line starts at each move of the rules' first player; a game whose start
/// position has the other player to move begins with `N... move`. Ends
/// with a newline unless there are no moves.
#[must_use]
pub fn move_list(game: &Game) -> String {
    let mut out = game.move_list();
    if !out.is_empty() {
        out.push('\n');
    }
    out
}

/// The outcome a record states in its `Result` and `Termination` tags.
///
/// # Errors
/// A missing tag, an unknown termination, a result that is not `1-0`, `0-1`
/// or `1/2-1/2`, or a result that does not fit the termination (a draw by
/// resignation, a win by agreement).
pub fn expected_outcome(record: &Record) -> Result<Outcome, String> {
    let result = record.tag("Result").ok_or("no Result tag")?;
    let termination = record.tag("Termination").ok_or("no Termination tag")?;
    let termination: Termination = termination
        .parse()
        .map_err(|e| format!("Termination {termination:?}: {e}"))?;
    let outcome = match result {
        "1-0" => Outcome::win(Color::White, termination),
        "0-1" => Outcome::win(Color::Black, termination),
        "1/2-1/2" => Outcome::draw(termination),
        other => return Err(format!("Result {other:?} is not 1-0, 0-1 or 1/2-1/2")),
    };
    let decisive = matches!(
        termination,
        Termination::FewerThanThree | Termination::NoLegalMove | Termination::Resignation
    );
    let drawn = matches!(
        termination,
        Termination::Repetition | Termination::NMove | Termination::Agreement
    );
    if (decisive && outcome.winner.is_none()) || (drawn && outcome.winner.is_some()) {
        return Err(format!("Result {result} cannot end by {termination}"));
    }
    Ok(outcome)
}

/// Why a transcript cannot be replayed.
#[derive(Debug)]
pub enum TranscriptError {
    /// The record text cannot be read.
    Syntax(RecordSyntaxError),
    /// The record cannot be replayed under its rules.
    Replay(RecordError),
    /// The `Result` and `Termination` tags are missing or malformed.
    Tags(String),
    /// The replayed game does not end as the tags state.
    Mismatch {
        /// The outcome the tags state.
        stated: Outcome,
        /// The outcome of the replayed game.
        actual: Option<Outcome>,
    },
}

impl fmt::Display for TranscriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TranscriptError::Syntax(e) => write!(f, "cannot read the record: {e}"),
            TranscriptError::Replay(e) => write!(f, "cannot replay the record: {e}"),
            TranscriptError::Tags(e) => write!(f, "bad outcome tags: {e}"),
            TranscriptError::Mismatch { stated, actual } => match actual {
                Some(a) => write!(f, "the tags say {stated}, the game ends {a}"),
                None => write!(f, "the tags say {stated}, the game does not end"),
            },
        }
    }
}

impl std::error::Error for TranscriptError {}

/// One game record of the corpus.
#[derive(Clone, Debug)]
pub struct Transcript {
    /// The file stem, which is also the snapshot name: `flying`.
    pub name: String,
    /// The path of the record file.
    pub path: PathBuf,
    /// The record text.
    pub text: String,
}

impl Transcript {
    /// The parsed record.
    ///
    /// # Errors
    /// The record text cannot be read.
    pub fn record(&self) -> Result<Record, RecordSyntaxError> {
        self.text.parse()
    }

    /// The outcome the record's `Result` and `Termination` tags state.
    ///
    /// # Errors
    /// As [`Transcript::record`] and [`expected_outcome`].
    pub fn expected_outcome(&self) -> Result<Outcome, TranscriptError> {
        let record = self.record().map_err(TranscriptError::Syntax)?;
        expected_outcome(&record).map_err(TranscriptError::Tags)
    }

    /// Replays the record through the core ([`Record::to_game`]) and checks
    /// that the game ends exactly as its `Result` and `Termination` tags
    /// state.
    ///
    /// # Errors
    /// A [`TranscriptError`] saying what is wrong.
    pub fn replay_core(&self) -> Result<Game, TranscriptError> {
        let record = self.record().map_err(TranscriptError::Syntax)?;
        let stated = expected_outcome(&record).map_err(TranscriptError::Tags)?;
        let game = record.to_game().map_err(TranscriptError::Replay)?;
        check_outcome(&game, stated)?;
        Ok(game)
    }
}

/// Checks that `game` ended with `stated`.
///
/// # Errors
/// [`TranscriptError::Mismatch`] when it did not.
pub fn check_outcome(game: &Game, stated: Outcome) -> Result<(), TranscriptError> {
    if game.outcome() == Some(stated) {
        Ok(())
    } else {
        Err(TranscriptError::Mismatch {
            stated,
            actual: game.outcome(),
        })
    }
}

/// The directory of the corpus: `tests/transcripts/`.
#[must_use]
pub fn transcripts_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("transcripts")
}

/// The directory of the shared snapshots: `tests/tests/snapshots/`.
#[must_use]
pub fn snapshots_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("snapshots")
}

/// Every `*.pgn` file of [`transcripts_dir`], read, sorted by name.
///
/// # Errors
/// The directory or a file cannot be read (or is not UTF-8).
pub fn transcripts() -> std::io::Result<Vec<Transcript>> {
    let mut paths = Vec::new();
    for entry in std::fs::read_dir(transcripts_dir())? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "pgn") {
            paths.push(path);
        }
    }
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path)?;
            let name = path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            Ok(Transcript { name, path, text })
        })
        .collect()
}

/// The insta settings every replay of a transcript uses, so that the core,
/// REPL and GUI replays compare against one snapshot file per transcript:
/// [`snapshots_dir`], named by the transcript's stem alone (no test module
/// prefix), with the transcript as the input file.
///
/// ```no_run
/// # let transcript: morris_tests::Transcript = unimplemented!();
/// # let game: morris_core::Game = unimplemented!();
/// morris_tests::snapshot_settings(&transcript).bind(|| {
///     insta::assert_snapshot!(transcript.name.as_str(), morris_tests::snapshot(&game));
/// });
/// ```
#[must_use]
pub fn snapshot_settings(transcript: &Transcript) -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(snapshots_dir());
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.set_input_file(&transcript.path);
    settings
}

/// Replays every transcript with `replay` (through the core, the REPL or the
/// GUI) and compares each game's snapshot text with the shared snapshot
/// file. Checks them all before failing, so one run reports every
/// transcript that replays wrongly or differs.
///
/// # Panics
/// When the transcripts cannot be read, there are none, or any fails.
pub fn check_corpus<E: fmt::Display>(mut replay: impl FnMut(&Transcript) -> Result<Game, E>) {
    use std::panic::{AssertUnwindSafe, catch_unwind};

    let corpus = transcripts().expect("the transcripts can be read");
    assert!(!corpus.is_empty(), "no transcripts found");
    let mut failures = Vec::new();
    for t in &corpus {
        let game = match replay(t) {
            Ok(game) => game,
            Err(e) => {
                failures.push(format!("{}: {e}", t.name));
                continue;
            }
        };
        let text = snapshot(&game);
        let checked = catch_unwind(AssertUnwindSafe(|| {
            snapshot_settings(t).bind(|| {
                insta::assert_snapshot!(t.name.as_str(), text);
            });
        }));
        if checked.is_err() {
            failures.push(format!("{}: the snapshot does not match", t.name));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
