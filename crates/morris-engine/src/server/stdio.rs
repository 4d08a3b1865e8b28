//! The engine on a byte stream in and one out (stdin and stdout for
//! `morris engine`): a reader thread turns the input into lines on a
//! channel, so a search that ends can be followed at once by the commands
//! that waited for it.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::PathBuf;
use std::sync::mpsc;

use super::{Control, EngineSession};

/// What the loop hears: a line, the end of a search, or the end of input.
enum Input {
    Line(String),
    SearchOver,
    End,
}

/// Runs the protocol on `input` and `output` until `quit` or the end of
/// input, with the endgame databases under `databases` (see
/// [`EngineSession::with_databases`]). At the end of input every search,
/// running or waiting, is stopped and answered first.
pub fn serve<R, W>(input: R, output: W, databases: Option<PathBuf>)
where
    R: Read + Send + 'static,
    W: Write + Send + 'static,
{
    serve_with(input, output, databases, None);
}

/// [`serve`], with `setoption name Tablebase` turned into an oracle by
/// `oracle_maker` (without one, the option is refused).
pub fn serve_with<R, W>(
    input: R,
    output: W,
    databases: Option<PathBuf>,
    oracle_maker: Option<super::oracle::OracleMaker>,
) where
    R: Read + Send + 'static,
    W: Write + Send + 'static,
{
    let (tx, rx) = mpsc::channel();
    let mut session = EngineSession::with_databases(output, databases);
    if let Some(maker) = oracle_maker {
        session.set_oracle_maker(maker);
    }
    let wake = tx.clone();
    session.set_waker(move || {
        let _ = wake.send(Input::SearchOver);
    });
    std::thread::spawn(move || {
        let mut reader = BufReader::new(input);
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            let input = match reader.read_until(b'\n', &mut bytes) {
                Ok(0) | Err(_) => Input::End,
                // Bytes that are not UTF-8 become an unknown command.
                Ok(_) => Input::Line(String::from_utf8_lossy(&bytes).into_owned()),
            };
            let end = matches!(input, Input::End);
            if tx.send(input).is_err() || end {
                return;
            }
        }
    });
    for input in rx {
        match input {
            Input::Line(line) => {
                if session.handle(&line) == Control::Quit {
                    return;
                }
            }
            Input::SearchOver => session.tick(),
            Input::End => {
                session.finish();
                return;
            }
        }
    }
}
