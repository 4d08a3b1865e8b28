//! How long to think on a clock: a share of what is left, so the time
//! lasts the game. The engine protocol's `wtime`/`btime` and the apps'
//! clocks for human games both ask this.

/// How many more turns of its own a side is assumed to play when the clock
/// gives no number of turns to go: a mill game rarely lasts longer than
/// this from any point, and a fresh budget comes every turn.
const TURNS_LEFT: u64 = 24;
/// Time kept back from every clock for the answer to reach its reader.
const CLOCK_MARGIN_MS: u64 = 20;

/// The time in milliseconds to spend of a clock with `remaining` ms and
/// `increment` ms a turn: an even share of what is left over the turns to
/// come (`moves_to_go`, else the 24 turns a game is taken to have left),
/// plus most of the increment, never more than half of what is left, and
/// always something.
///
/// ```
/// // A minute with no increment: about two and a half seconds a turn.
/// assert_eq!(morris_ai::clock::share(60_000, 0, None), 2_499);
/// ```
#[must_use]
pub fn share(remaining: u64, increment: u64, moves_to_go: Option<u64>) -> u64 {
    let usable = remaining.saturating_sub(CLOCK_MARGIN_MS);
    let turns = moves_to_go.unwrap_or(TURNS_LEFT).max(1);
    let share = usable / turns + increment * 9 / 10;
    // With one turn to go the whole of it may be spent, else at most half.
    let cap = if turns == 1 { usable } else { usable / 2 };
    share.min(cap).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_is_shared_over_the_turns_to_come() {
        // 24 turns assumed: a minute gives about 2.5 s a turn.
        assert_eq!(share(60_000, 0, None), (60_000 - 20) / 24);
        // The increment comes back every turn: most of it is spent.
        assert_eq!(share(10_000, 1000, None), 9_980 / 24 + 900);
        // movestogo divides what is left; the last turn may take it all.
        assert_eq!(share(9_000, 0, Some(3)), 8_980 / 3);
        assert_eq!(share(9_000, 0, Some(1)), 8_980);
        // Never more than half of the clock, never nothing.
        assert_eq!(share(1_000, 5_000, None), 490);
        assert_eq!(share(0, 0, None), 1);
    }
}
