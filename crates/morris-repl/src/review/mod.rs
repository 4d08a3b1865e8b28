//! `morris review FILE`: every turn of a recorded game graded, exactly
//! where the databases of the data directory know the position, by the
//! search elsewhere ([`morris_ai::review`]). The turns come as they are
//! graded, in words (`morris_i18n::words::review`) or as JSON lines
//! ([`json`], the contract in docs/REVIEW.md); a record that stops being playable is reviewed up to
//! where it stops, and the place is named. A record saved with its review
//! (`save` after `review` in the REPL) is shown as it holds it, with no
//! search.

pub mod json;

use std::io::{IsTerminal as _, Write as _};
use std::path::PathBuf;
use std::sync::Arc;

use clap::Args;
use morris_ai::db::Databases;
use morris_ai::review::Reviewer;
use morris_ai::search::StopFlag;
use morris_core::{Color, Game, Record};
use morris_i18n::words::review as text;
use morris_i18n::{Lang, Localizer, tr};
use morris_play::DataDir;

pub use morris_ai::review::DEFAULT_DEPTH;

/// Options of `morris review`.
#[derive(Debug, Clone, Args)]
pub struct ReviewArgs {
    /// The game's record (our form, PlayOK's or Sanmill's).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// One JSON object a line, one a turn, then one a side (docs/REVIEW.md).
    #[arg(long)]
    pub json: bool,
    /// Only this side's turns and summary.
    #[arg(long, value_name = "SIDE")]
    pub side: Option<Side>,
    /// How deep to search where the databases do not reach, in plies
    /// counting the turn.
    #[arg(long, value_name = "PLIES", default_value_t = DEFAULT_DEPTH,
          value_parser = clap::value_parser!(u32).range(2..=20))]
    pub depth: u32,
    /// The language of the words: en, es, pl, fi or de.
    #[arg(long, value_name = "CODE")]
    pub lang: Option<Lang>,
}

/// A side of the board, as the command line names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

impl From<Side> for Color {
    fn from(side: Side) -> Color {
        match side {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

/// The game a record holds, as far as it can be played, and why it stops
/// where it does, if it stops early.
///
/// # Errors
/// The record cannot be read, or its rules or start cannot stand.
pub fn playable(record: &Record) -> Result<(Game, Option<String>), String> {
    let start = record.start().map_err(|e| e.to_string())?;
    let mut game = Game::from_position(start);
    for mv in record.moves() {
        if let Err(e) = game.play(mv) {
            let pos = game.position();
            let number = text::number(pos.turn_number(), pos.side_to_move(), pos.rules().first());
            return Ok((game, Some(format!("{number} {mv}: {e}"))));
        }
    }
    Ok((game, None))
}

/// `morris review`.
///
/// # Errors
/// The file cannot be read or is no record.
pub fn run(args: &ReviewArgs) -> anyhow::Result<()> {
    let data = DataDir::locate();
    let lang = crate::store::language_or(args.lang, data.as_ref());
    let loc = Localizer::new(lang);
    let file = args.file.display().to_string();
    let text = std::fs::read_to_string(&args.file).map_err(|e| {
        anyhow::anyhow!(
            "{}",
            tr!(
                loc,
                "error-read",
                file = file.as_str(),
                reason = morris_i18n::words::io_reason(&loc, &e)
            )
        )
    })?;
    let record: Record = text.parse().map_err(|e: morris_core::RecordSyntaxError| {
        anyhow::anyhow!(
            "{}",
            tr!(
                loc,
                "error-load",
                file = file.as_str(),
                reason = morris_i18n::records::record_syntax(&loc, &e)
            )
        )
    })?;
    let (game, stops) = playable(&record).map_err(|reason| {
        anyhow::anyhow!(
            "{}",
            tr!(loc, "error-load", file = file.as_str(), reason = reason)
        )
    })?;
    if let Some(reason) = &stops {
        eprintln!(
            "{}",
            tr!(loc, "review-record-stops", reason = reason.as_str())
        );
    }
    let rules = *game.rules();
    let databases = data
        .as_ref()
        .map(|d| Arc::new(Databases::new(d.databases_dir(), rules)));
    let mut reviewer = Reviewer::new(64, databases, args.depth);
    let first = game.rules().first();
    let shown = |side: Color| args.side.is_none_or(|s| Color::from(s) == side);
    let total = game.moves().len();
    let progress = progress_bar(total);
    let mut out = std::io::stdout().lock();
    // A reviewed record (saved after `review`) holds its review already.
    let kept = stops
        .is_none()
        .then(|| morris_ai::review::Review::from_record(&record, &game))
        .flatten();
    let review = if let Some(review) = kept {
        for turn in review.turns.iter().filter(|t| shown(t.side)) {
            let line = if args.json {
                json::turn(turn).to_string()
            } else {
                text::turn_text(&loc, turn, first)
            };
            let _ = writeln!(out, "{line}");
        }
        review
    } else {
        reviewer.review(&game, &StopFlag::new(), |turn| {
            if let Some(progress) = &progress {
                progress.tell(&loc, turn.ply + 1);
            }
            if !shown(turn.side) {
                return;
            }
            let line = if args.json {
                json::turn(turn).to_string()
            } else {
                text::turn_text(&loc, turn, first)
            };
            // A closed stdout (`| head`) is no error: what is not read is lost.
            let _ = match &progress {
                Some(progress) => progress.bar.suspend(|| writeln!(out, "{line}")),
                None => writeln!(out, "{line}"),
            };
        })
    };
    drop(progress);
    for side in [Color::White, Color::Black]
        .into_iter()
        .filter(|&s| shown(s))
    {
        let line = if args.json {
            json::summary(&review, side).to_string()
        } else {
            text::summary_text(&loc, &review, side, first)
        };
        let _ = writeln!(out, "{line}");
    }
    Ok(())
}

/// The review's progress on stderr, at a terminal: "Reviewing turn 12 of
/// 40…" and a count; gone when dropped.
#[derive(Debug)]
pub struct Progress {
    bar: indicatif::ProgressBar,
    total: usize,
}

impl Progress {
    /// Says that turn `ply` (from 1) is reviewed.
    pub fn tell(&self, loc: &Localizer, ply: usize) {
        self.bar
            .set_message(tr!(loc, "review-progress", ply = ply, total = self.total));
        self.bar.set_position(ply as u64);
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

/// A progress bar for a review of `total` turns, when stderr is a
/// terminal.
#[must_use]
pub fn progress_bar(total: usize) -> Option<Progress> {
    if !std::io::stderr().is_terminal() {
        return None;
    }
    let bar = indicatif::ProgressBar::new(total as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{wide_msg} {pos}/{len}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    Some(Progress { bar, total })
}
