//! Writing records: the tags, a blank line, and numbered movetext wrapped
//! at 80 columns with the comments and the result.

use std::fmt;

use super::Record;

impl fmt::Display for Record {
    /// The tags, a blank line, the movetext wrapped at 80 columns and the
    /// result.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in &self.tags {
            let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
            writeln!(f, "[{name} \"{escaped}\"]")?;
        }
        if !self.tags.is_empty() {
            writeln!(f)?;
        }
        let mut words = Vec::new();
        // Number the moves from the start position when it can be read.
        let start = self.start().ok();
        let mut pos = start;
        for (i, m) in self.moves.iter().enumerate() {
            match pos {
                Some(p) => {
                    let mover = p.side_to_move();
                    if mover == p.rules().first() {
                        words.push(format!("{}.", p.turn_number()));
                    } else if i == 0 {
                        words.push(format!("{}...", p.turn_number()));
                    }
                }
                None if i % 2 == 0 => words.push(format!("{}.", i / 2 + 1)),
                None => {}
            }
            words.push(m.value.to_string());
            if let Some(text) = self.comment(i) {
                words.push(format!("{{{text}}}"));
            }
            if let Some(p) = pos.as_mut() {
                let _ = p.play_unchecked(m.value);
            }
        }
        let result = self
            .result
            .as_ref()
            .map(|r| r.value.clone())
            .or_else(|| self.tag("Result").map(str::to_owned))
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
