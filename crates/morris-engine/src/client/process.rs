//! An engine process: commands written to its input, its output read on a
//! thread of its own into a channel, so that every wait has a deadline.
//!
//! Nothing an engine prints can flood the referee: a line is cut at
//! [`MAX_LINE`] bytes (the rest of it read and dropped), and the channel
//! holds at most [`QUEUED_LINES`] lines, so an engine that prints faster
//! than it is read waits on its pipe.

use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use wait_timeout::ChildExt;

use crate::message::{Answer, Command, ParseAnswerError};

/// The longest line kept, in bytes: a longer one is cut here and the rest
/// of it skipped.
pub const MAX_LINE: usize = 64 * 1024;

/// How many lines wait in the channel at most before the reader waits too.
pub const QUEUED_LINES: usize = 256;

/// Reads the next line into `line` (without its newline), at most
/// [`MAX_LINE`] bytes of it, skipping the rest; `false` at the end of the
/// output with nothing read.
fn read_capped(reader: &mut impl BufRead, line: &mut Vec<u8>) -> io::Result<bool> {
    line.clear();
    let mut any = false;
    loop {
        let buf = reader.fill_buf()?;
        if buf.is_empty() {
            return Ok(any);
        }
        any = true;
        let (end, used, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (i, i + 1, true),
            None => (buf.len(), buf.len(), false),
        };
        let room = MAX_LINE - line.len();
        line.extend_from_slice(&buf[..end.min(room)]);
        reader.consume(used);
        if done {
            return Ok(true);
        }
    }
}

/// A line the engine wrote, and when it was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Heard {
    /// When the line was read.
    pub at: Instant,
    /// The line, trimmed, at most [`MAX_LINE`] bytes of it.
    pub line: String,
}

impl Heard {
    /// What the line says. A `bestmove` anywhere in it is its answer, as
    /// some engines end an `info` line with one; else the whole line is
    /// read as an answer.
    ///
    /// # Errors
    /// A line that is no answer, or a `bestmove` with no move or a word
    /// that is no move after it.
    pub fn answer(&self) -> Result<Answer, ParseAnswerError> {
        let words: Vec<&str> = self.line.split_whitespace().collect();
        match words.iter().position(|w| *w == "bestmove") {
            Some(from) if from > 0 => words[from..].join(" ").parse(),
            _ => self.line.parse(),
        }
    }
}

/// Why no line came.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Silence {
    /// None within the time given.
    Timeout,
    /// The engine closed its output (it ended, most likely).
    Closed,
}

/// A running engine process.
#[derive(Debug)]
pub struct EngineProcess {
    child: Child,
    /// `None` once closed: the end of the engine's input.
    input: Option<ChildStdin>,
    lines: Receiver<Heard>,
}

impl EngineProcess {
    /// Starts `command` with pipes to its input and output (its error
    /// output is left as `command` has it).
    ///
    /// # Errors
    /// When the program cannot be started.
    pub fn spawn(mut command: std::process::Command) -> io::Result<EngineProcess> {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(io::Error::other("no pipes to the program"));
        };
        let (tx, lines) = mpsc::sync_channel(QUEUED_LINES);
        thread::spawn(move || {
            let mut reader = BufReader::new(output);
            let mut bytes = Vec::new();
            loop {
                match read_capped(&mut reader, &mut bytes) {
                    Ok(false) | Err(_) => break,
                    Ok(true) => {
                        let line = String::from_utf8_lossy(&bytes).trim().to_owned();
                        let heard = Heard {
                            at: Instant::now(),
                            line,
                        };
                        if tx.send(heard).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        Ok(EngineProcess {
            child,
            input: Some(input),
            lines,
        })
    }

    /// Writes one command and flushes it.
    ///
    /// # Errors
    /// When the engine no longer reads (or its input was closed).
    pub fn send(&mut self, command: &Command) -> io::Result<()> {
        self.send_line(&command.to_string())
    }

    /// Writes one line as it is, which need not be a command (a test of an
    /// engine sends garbage too), and flushes it.
    ///
    /// # Errors
    /// When the engine no longer reads (or its input was closed).
    pub fn send_line(&mut self, line: &str) -> io::Result<()> {
        let input = self
            .input
            .as_mut()
            .ok_or_else(|| io::Error::from(io::ErrorKind::BrokenPipe))?;
        writeln!(input, "{line}")?;
        input.flush()
    }

    /// Closes the engine's input: it reads the end of input.
    pub fn close_input(&mut self) {
        self.input = None;
    }

    /// The next line, waiting at most `wait`.
    ///
    /// # Errors
    /// [`Silence`]: no line in time, or the output closed.
    pub fn next(&self, wait: Duration) -> Result<Heard, Silence> {
        self.lines.recv_timeout(wait).map_err(|e| match e {
            RecvTimeoutError::Timeout => Silence::Timeout,
            RecvTimeoutError::Disconnected => Silence::Closed,
        })
    }

    /// The next line if one has come, without waiting.
    #[must_use]
    pub fn try_next(&self) -> Option<Heard> {
        self.lines.try_recv().ok()
    }

    /// Waits at most `wait` for the process to end.
    ///
    /// # Errors
    /// When its status cannot be read.
    pub fn wait_exit(&mut self, wait: Duration) -> io::Result<Option<ExitStatus>> {
        self.child.wait_timeout(wait)
    }

    /// Ends the process now.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for EngineProcess {
    /// A process still running is ended, and every process reaped.
    fn drop(&mut self) {
        self.input = None;
        if !matches!(self.child.try_wait(), Ok(Some(_))) {
            self.kill();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::BestMove;

    fn heard(line: &str) -> Heard {
        Heard {
            at: Instant::now(),
            line: line.to_owned(),
        }
    }

    #[test]
    fn long_lines_are_cut_and_their_rest_skipped() {
        let mut text = vec![b'x'; 3 * MAX_LINE + 5];
        text.extend_from_slice(b"\nreadyok\nlast");
        let mut reader = BufReader::with_capacity(1000, &text[..]);
        let mut line = Vec::new();
        assert!(read_capped(&mut reader, &mut line).unwrap());
        assert_eq!(line.len(), MAX_LINE);
        assert!(read_capped(&mut reader, &mut line).unwrap());
        assert_eq!(line, b"readyok");
        assert!(read_capped(&mut reader, &mut line).unwrap());
        assert_eq!(line, b"last");
        assert!(!read_capped(&mut reader, &mut line).unwrap());
    }

    #[test]
    fn a_bestmove_is_found_anywhere_in_a_line() {
        let best = |line: &str| match heard(line).answer() {
            Ok(Answer::BestMove { best, .. }) => Some(best),
            _ => None,
        };
        assert_eq!(best("bestmove none"), Some(BestMove::None));
        assert_eq!(
            best("info depth 1 score cp 0 nodes 1 bestmove none"),
            Some(BestMove::None)
        );
        assert_eq!(best("info depth 1 nobestmove d6"), None);
        assert!(matches!(
            heard("bestmove hello").answer(),
            Err(ParseAnswerError::BadMove(_))
        ));
        assert_eq!(heard("bestmove").answer(), Err(ParseAnswerError::NoMove));
        assert_eq!(heard("readyok").answer(), Ok(Answer::ReadyOk));
    }
}
