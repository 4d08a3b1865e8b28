//! Reading record text: tags, movetext with removals glued or apart,
//! comments kept after their move, variations and annotations skipped.
//! Points may be written as names (`d6`) or, as PlayOK writes them, as the
//! numbers 1 to 24 in board order (`10-1x23`).

use std::str::FromStr;

use super::{Located, RESULTS, Record, RecordSyntaxError, RecordSyntaxReason};
use crate::{Move, ParseMoveError};

/// A reader of record text that knows its line and column.
struct Reader<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    column: usize,
}

impl Reader<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn error(&self, line: usize, column: usize, reason: RecordSyntaxReason) -> RecordSyntaxError {
        RecordSyntaxError {
            line,
            column,
            reason,
        }
    }

    /// Reads `[Name "value"]` after the `[`.
    fn tag(&mut self, line: usize, column: usize) -> Result<(String, String), RecordSyntaxError> {
        let bad = |r: &Self| r.error(line, column, RecordSyntaxReason::BadTag);
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
        let mut name = String::new();
        while let Some(c) = self.peek().filter(|c| c.is_alphanumeric() || *c == '_') {
            name.push(c);
            self.bump();
        }
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
        if name.is_empty() || self.bump() != Some('"') {
            return Err(bad(self));
        }
        let mut value = String::new();
        loop {
            match self.bump() {
                Some('"') => break,
                Some('\\') => match self.bump() {
                    Some(c @ ('"' | '\\')) => value.push(c),
                    _ => return Err(bad(self)),
                },
                Some('\n') | None => return Err(bad(self)),
                Some(c) => value.push(c),
            }
        }
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
        if self.bump() != Some(']') {
            return Err(bad(self));
        }
        Ok((name, value))
    }

    /// Reads a `{` comment after the `{`, returning its text.
    fn comment(&mut self, line: usize, column: usize) -> Result<String, RecordSyntaxError> {
        let mut text = String::new();
        loop {
            match self.bump() {
                Some('}') => return Ok(text),
                Some(c) => text.push(c),
                None => {
                    return Err(self.error(line, column, RecordSyntaxReason::UnterminatedComment));
                }
            }
        }
    }

    /// Skips a `(` variation after the `(`, with the comments and
    /// variations inside it.
    fn variation(&mut self, line: usize, column: usize) -> Result<(), RecordSyntaxError> {
        let mut depth = 1;
        while depth > 0 {
            let (l, c) = (self.line, self.column);
            match self.bump() {
                Some('(') => depth += 1,
                Some(')') => depth -= 1,
                Some('{') => {
                    self.comment(l, c)?;
                }
                Some(';') => self.rest_of_line(),
                Some(_) => {}
                None => {
                    return Err(self.error(
                        line,
                        column,
                        RecordSyntaxReason::UnterminatedVariation,
                    ));
                }
            }
        }
        Ok(())
    }

    fn rest_of_line(&mut self) {
        while self.peek().is_some_and(|c| c != '\n') {
            self.bump();
        }
    }

    /// Reads a word: everything up to white space or a delimiter.
    fn word(&mut self) -> String {
        let mut word = String::new();
        while let Some(c) = self
            .peek()
            .filter(|c| !c.is_whitespace() && !"{}();[]$".contains(*c))
        {
            word.push(c);
            self.bump();
        }
        word
    }
}

/// A move in PlayOK's numbers (`5`, `10-1x23`, `x23`) written with point
/// names (`d6`, `a4-a7xd1`, `xd1`); `None` for a word that is not one. A
/// number outside 1-24 is an error at its place in the word (in chars).
fn from_numbers(word: &str) -> Option<Result<String, usize>> {
    if word.is_empty()
        || !word
            .bytes()
            .all(|b| b.is_ascii_digit() || b == b'-' || b == b'x')
        || !word.bytes().any(|b| b.is_ascii_digit())
    {
        return None;
    }
    let mut out = String::new();
    let mut number = String::new();
    let mut start = 0;
    let flush = |number: &mut String, out: &mut String, start: usize| -> Result<(), usize> {
        if number.is_empty() {
            return Err(start);
        }
        let point = number
            .parse::<usize>()
            .ok()
            .and_then(|n| n.checked_sub(1))
            // PlayOK numbers the 24 points of the large board.
            .filter(|&i| i < crate::Point::ALL.len())
            .and_then(crate::Point::from_index)
            .ok_or(start)?;
        out.push_str(&point.to_string());
        number.clear();
        Ok(())
    };
    for (i, c) in word.char_indices() {
        if c.is_ascii_digit() {
            if number.is_empty() {
                start = i;
            }
            number.push(c);
        } else {
            // A removal written apart (`x23`) has nothing before its `x`.
            if (i > 0 || c != 'x')
                && let Err(at) = flush(&mut number, &mut out, start)
            {
                return Some(Err(at));
            }
            out.push(c);
            start = i + 1;
        }
    }
    Some(flush(&mut number, &mut out, start).map(|()| out))
}

impl FromStr for Record {
    type Err = RecordSyntaxError;

    fn from_str(text: &str) -> Result<Record, RecordSyntaxError> {
        let mut r = Reader {
            chars: text.chars().peekable(),
            line: 1,
            column: 1,
        };
        let mut record = Record {
            tags: Vec::new(),
            moves: Vec::new(),
            comments: Vec::new(),
            marks: Vec::new(),
            result: None,
        };
        // Whether the last token was a move a separate removal can join.
        let mut after_move = false;
        // Whether a move number came just before: a removal then begins a
        // turn of removals alone (`13. xa7`) rather than joining a move.
        let mut numbered = false;
        while let Some(c) = r.peek() {
            let (line, column) = (r.line, r.column);
            if c.is_whitespace() {
                r.bump();
                continue;
            }
            if record.result.is_some() && !matches!(c, '{' | ';') {
                return Err(r.error(line, column, RecordSyntaxReason::TextAfterResult));
            }
            match c {
                '[' => {
                    if !record.moves.is_empty() {
                        return Err(r.error(line, column, RecordSyntaxReason::TagAfterMoves));
                    }
                    r.bump();
                    let (name, value) = r.tag(line, column)?;
                    record.tags.push((name, value));
                }
                '{' => {
                    r.bump();
                    let text = r.comment(line, column)?;
                    // A comment after a move belongs to it; one before the
                    // first move or after the result is dropped.
                    if let Some(index) = record.moves.len().checked_sub(1)
                        && record.result.is_none()
                    {
                        let joined = match record.comment(index) {
                            Some(old) => format!("{old} {}", text.trim()),
                            None => text,
                        };
                        record.set_comment(index, &joined);
                    }
                }
                ';' => r.rest_of_line(),
                '(' => {
                    r.bump();
                    r.variation(line, column)?;
                    after_move = false;
                }
                ')' | ']' | '}' => {
                    return Err(r.error(line, column, RecordSyntaxReason::UnbalancedParenthesis));
                }
                '$' => {
                    r.bump();
                    let _ = r.word();
                }
                _ => {
                    let word = r.word();
                    if RESULTS.contains(&word.as_str()) {
                        record.result = Some(Located {
                            value: word,
                            line,
                            column,
                        });
                        continue;
                    }
                    // A move number, perhaps glued to a move: `12.`, `12...d6`.
                    let digits = word.chars().take_while(char::is_ascii_digit).count();
                    let dots = word[digits..].chars().take_while(|&c| c == '.').count();
                    let (rest, rest_column) = if digits > 0 && dots > 0 {
                        (&word[digits + dots..], column + digits + dots)
                    } else {
                        (word.as_str(), column)
                    };
                    let marked = rest;
                    let rest = rest.trim_end_matches(['!', '?']);
                    let mark = &marked[rest.len()..];
                    let number_before = numbered || (digits > 0 && dots > 0);
                    numbered = digits > 0 && dots > 0 && rest.is_empty();
                    if rest.is_empty() {
                        continue;
                    }
                    let named;
                    let rest = match from_numbers(rest) {
                        None => rest,
                        Some(Ok(text)) => {
                            named = text;
                            named.as_str()
                        }
                        Some(Err(at)) => {
                            return Err(RecordSyntaxError {
                                line,
                                column: rest_column + at,
                                reason: RecordSyntaxReason::BadMove(ParseMoveError::BadPoint {
                                    at: 0,
                                }),
                            });
                        }
                    };
                    let syntax = |e: ParseMoveError| {
                        let at = match e {
                            // A byte offset into `rest`; the column counts characters.
                            ParseMoveError::BadPoint { at } | ParseMoveError::Unexpected { at } => {
                                rest.char_indices().take_while(|&(i, _)| i < at).count()
                            }
                            _ => 0,
                        };
                        RecordSyntaxError {
                            line,
                            column: rest_column + at,
                            reason: RecordSyntaxReason::BadMove(e),
                        }
                    };
                    if rest.starts_with(['x', 'X']) && !number_before {
                        // A removal written apart joins the move before it.
                        let removal: Move = format!("a7{rest}").parse().map_err(|e| {
                            syntax(match e {
                                // Offsets without the `a7` put in front.
                                ParseMoveError::BadPoint { at } => ParseMoveError::BadPoint {
                                    at: at.saturating_sub(2),
                                },
                                ParseMoveError::Unexpected { at } => ParseMoveError::Unexpected {
                                    at: at.saturating_sub(2),
                                },
                                other => other,
                            })
                        })?;
                        let last = record
                            .moves
                            .last_mut()
                            .filter(|_| after_move)
                            .ok_or(r.error(line, column, RecordSyntaxReason::StrayRemoval))?;
                        for p in removal.removals() {
                            if last.value.removals().contains(p) {
                                return Err(syntax(ParseMoveError::DuplicateRemoval(p)));
                            }
                            last.value = last.value.with_removal(p);
                        }
                        // A mark after the removal is the whole turn's.
                        if !mark.is_empty() {
                            record.set_mark(record.moves.len() - 1, mark);
                        }
                        continue;
                    }
                    let m: Move = rest.parse().map_err(syntax)?;
                    record.moves.push(Located {
                        value: m,
                        line,
                        column: rest_column,
                    });
                    record.set_mark(record.moves.len() - 1, mark);
                    after_move = true;
                }
            }
        }
        Ok(record)
    }
}
