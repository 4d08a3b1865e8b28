//! Writing records: the tags, a blank line, and numbered movetext wrapped
//! at 80 columns with the comments and the result, in our form or in the
//! forms PlayOK and Sanmill read.

use std::fmt;

use super::Record;
use crate::Move;

/// The form a record is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum RecordFormat {
    /// Ours (docs/RECORDS.md): point names, removals glued (`d6-d5xa7`).
    #[default]
    Morris,
    /// PlayOK's: points as the numbers 1 to 24 in board order, 1 = `a7`,
    /// 24 = `g1` (`14-13x1`).
    PlayOk,
    /// Sanmill's: point names, removals glued as ours, a `Variant` tag
    /// naming the game and a `PlyCount` counting each removal as a ply.
    Sanmill,
}

impl RecordFormat {
    /// Every format, ours first.
    pub const ALL: [RecordFormat; 3] = [
        RecordFormat::Morris,
        RecordFormat::PlayOk,
        RecordFormat::Sanmill,
    ];

    /// The format's name on command lines: `morris`, `playok`, `sanmill`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            RecordFormat::Morris => "morris",
            RecordFormat::PlayOk => "playok",
            RecordFormat::Sanmill => "sanmill",
        }
    }

    /// The words a move is written as.
    fn words(self, m: Move) -> Vec<String> {
        match self {
            RecordFormat::PlayOk => {
                let n = |p: crate::Point| (p.index() + 1).to_string();
                let mut w = m.from().map(|f| format!("{}-", n(f))).unwrap_or_default();
                if !m.is_removal_only() {
                    w.push_str(&n(m.to()));
                }
                for r in m.removals() {
                    w.push('x');
                    w.push_str(&n(r));
                }
                vec![w]
            }
            RecordFormat::Morris | RecordFormat::Sanmill => vec![m.to_string()],
        }
    }
}

/// The text names no record format: what [`RecordFormat`]'s `FromStr`
/// refuses.
///
/// ```
/// use morris_core::RecordFormat;
///
/// let e = "pdn".parse::<RecordFormat>().unwrap_err();
/// assert_eq!(e.text(), "pdn");
/// assert_eq!(e.to_string(), "no record format \"pdn\" (morris, playok or sanmill)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseRecordFormatError {
    text: String,
}

impl ParseRecordFormatError {
    /// The text that was refused, as it was given (at most 40 characters).
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }
}

impl fmt::Display for ParseRecordFormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "no record format {:?} (morris, playok or sanmill)",
            self.text
        )
    }
}

impl std::error::Error for ParseRecordFormatError {}

impl std::str::FromStr for RecordFormat {
    type Err = ParseRecordFormatError;

    /// Parses a format by its [`name`](RecordFormat::name), ignoring case
    /// and surrounding spaces.
    fn from_str(s: &str) -> Result<RecordFormat, ParseRecordFormatError> {
        RecordFormat::ALL
            .into_iter()
            .find(|f| f.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseRecordFormatError {
                text: s.chars().take(40).collect(),
            })
    }
}

impl fmt::Display for RecordFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Record {
    /// The record as text in `format`. Every form reads back (with
    /// [`Record`]'s `FromStr`) to the same moves.
    #[must_use]
    pub fn to_text(&self, format: RecordFormat) -> String {
        Written {
            record: self,
            format,
        }
        .to_string()
    }
}

/// A record shown in a format.
struct Written<'a> {
    record: &'a Record,
    format: RecordFormat,
}

impl fmt::Display for Record {
    /// The tags, a blank line, the movetext wrapped at 80 columns and the
    /// result, in our form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Written {
            record: self,
            format: RecordFormat::Morris,
        }
        .fmt(f)
    }
}

impl fmt::Display for Written<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let format = self.format;
        let mut shown = self.record.clone();
        // A set-up position in the form the reader knows.
        if shown.tag("FEN").is_some()
            && let Ok(start) = shown.start()
        {
            let fen = match format {
                RecordFormat::Sanmill => start.to_setup().to_sanmill_fen(),
                _ => start.to_string(),
            };
            shown.set_tag("FEN", &fen);
        }
        // Sanmill names the game in a tag of its own, and counts plies.
        if format == RecordFormat::Sanmill {
            if shown.tag("Variant").is_none()
                && let Some(variant) = shown.rules().ok().and_then(super::sanmill_variant)
            {
                shown.set_tag("Variant", variant);
            }
            let plies: usize = shown
                .moves
                .iter()
                .map(|m| 1 + m.value.removals().len())
                .sum();
            shown.set_tag("PlyCount", &plies.to_string());
        }
        let s = &shown;
        for (name, value) in &s.tags {
            let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
            writeln!(f, "[{name} \"{escaped}\"]")?;
        }
        if !s.tags.is_empty() {
            writeln!(f)?;
        }
        let mut words = Vec::new();
        // Number the moves from the start position when it can be read.
        let start = s.start().ok();
        // PlayOK numbers the large board's points only; the small boards'
        // moves keep their names.
        let format = match (format, start) {
            (RecordFormat::PlayOk, Some(p)) if p.rules().board() != crate::Board::TwentyFour => {
                RecordFormat::Morris
            }
            _ => format,
        };
        let mut pos = start;
        let mut last_mover = None;
        for (i, m) in s.moves.iter().enumerate() {
            match pos {
                Some(p) => {
                    let mover = p.side_to_move();
                    if mover == p.rules().first() {
                        words.push(format!("{}.", p.turn_number()));
                    } else if i == 0 || last_mover == Some(mover) || m.value.is_removal_only() {
                        // The first move, the second player moving twice
                        // running as placing ends (defender first), or a
                        // turn of removals alone, which a number keeps
                        // apart from the move before it.
                        words.push(format!("{}...", p.turn_number()));
                    }
                    last_mover = Some(mover);
                }
                None if i % 2 == 0 => words.push(format!("{}.", i / 2 + 1)),
                None => {}
            }
            words.extend(format.words(m.value));
            if let (Some(mark), Some(last)) = (s.mark(i), words.last_mut()) {
                last.push_str(mark);
            }
            if let Some(text) = s.comment(i) {
                words.push(format!("{{{text}}}"));
            }
            if let Some(p) = pos.as_mut() {
                let _ = p.play_unchecked(m.value);
            }
        }
        let result = s
            .result
            .as_ref()
            .map(|r| r.value.clone())
            .or_else(|| s.tag("Result").map(str::to_owned))
            .unwrap_or_else(|| "*".to_owned());
        words.push(result);
        let mut width = 0;
        for word in words {
            if width > 0 && width + 1 + word.len() > 79 {
                writeln!(f)?;
                width = 0;
            }
            if width > 0 {
                f.write_str(" ")?;
                width += 1;
            }
            f.write_str(&word)?;
            width += word.len();
        }
        writeln!(f)
    }
}
