//! Keys typed while the AI thinks. The terminal keeps them until the next
//! prompt, where they would be read as a move on a position the player has
//! not seen yet; so they are dropped, and the player is told.

/// Drops what was typed at the terminal since the last prompt; returns
/// whether anything was.
#[cfg(unix)]
pub fn discard() -> bool {
    use nix::poll::{PollFd, PollFlags, PollTimeout, poll};
    use nix::sys::termios::{FlushArg, tcflush};
    use std::os::fd::AsFd;

    let stdin = std::io::stdin();
    let fd = stdin.as_fd();
    let mut fds = [PollFd::new(fd, PollFlags::POLLIN)];
    let waiting = poll(&mut fds, PollTimeout::ZERO).is_ok_and(|n| n > 0);
    waiting && tcflush(fd, FlushArg::TCIFLUSH).is_ok()
}

/// Elsewhere the keys stay; nothing is dropped.
#[cfg(not(unix))]
pub fn discard() -> bool {
    false
}
