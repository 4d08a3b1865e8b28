//! Keys typed while the AI thinks. The terminal keeps them until the next
//! prompt, where a move would be played on a position the player has not
//! seen yet; so the lines typed are taken from the terminal, a move among
//! them is dropped (and the player told), and a command runs after the
//! AI's move ([`split`]).

use crate::command::{Command, ParseCommandError};

/// Takes what was typed at the terminal since the last prompt: the whole
/// lines, in order (a line not finished with Enter is dropped).
#[cfg(unix)]
#[must_use]
pub fn take() -> Vec<String> {
    use nix::poll::{PollFd, PollFlags, PollTimeout, poll};
    use nix::sys::termios::{FlushArg, tcflush};
    use std::io::Read as _;
    use std::os::fd::AsFd;

    let stdin = std::io::stdin();
    let mut bytes = Vec::new();
    let mut buffer = [0u8; 4096];
    loop {
        let fd = stdin.as_fd();
        let mut fds = [PollFd::new(fd, PollFlags::POLLIN)];
        if !poll(&mut fds, PollTimeout::ZERO).is_ok_and(|n| n > 0) {
            break;
        }
        // Readable: a line is there (the terminal hands over whole lines
        // while no line editor runs), so this read does not wait.
        match stdin.lock().read(&mut buffer) {
            Ok(0) | Err(_) => break,
            Ok(n) => bytes.extend_from_slice(&buffer[..n]),
        }
        if bytes.len() > 64 * 1024 {
            break;
        }
    }
    let _ = tcflush(stdin.as_fd(), FlushArg::TCIFLUSH);
    String::from_utf8_lossy(&bytes)
        .split(['\n', '\r'])
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Elsewhere the keys stay where they are; nothing is taken.
#[cfg(not(unix))]
#[must_use]
pub fn take() -> Vec<String> {
    Vec::new()
}

/// The lines typed ahead that still make sense after the AI's move (the
/// commands), and whether a move among them was dropped.
#[must_use]
pub fn split(lines: Vec<String>) -> (Vec<String>, bool) {
    let mut dropped = false;
    let mut kept = Vec::new();
    for line in lines {
        match line.parse::<Command>() {
            Ok(Command::Play(_) | Command::Remove(_)) | Err(ParseCommandError::BadMove { .. }) => {
                dropped = true
            }
            _ => kept.push(line),
        }
    }
    (kept, dropped)
}

#[cfg(test)]
mod tests {
    use super::split;

    #[test]
    fn moves_typed_ahead_are_dropped_and_commands_kept() {
        let lines = ["show", "a7", "d6-d5xa7", "xa7", "history", "z9", "dance"]
            .map(str::to_owned)
            .to_vec();
        let (kept, dropped) = split(lines);
        assert!(dropped);
        // An unknown word is kept: it is said as any line is.
        assert_eq!(kept, ["show", "history", "dance"]);
        assert_eq!(
            split(vec!["quit".to_owned()]),
            (vec!["quit".to_owned()], false)
        );
    }
}
