//! Clocks for a game: none, minutes with an increment each turn, or a time
//! for each turn. The side to move's clock runs; a turn played stops it,
//! adds the increment (or sets a fresh turn's time) and starts the other's.
//! Times are read at an [`Instant`] the caller gives, so tests need no
//! waiting.
//!
//! ```
//! use std::time::{Duration, Instant};
//! use morris_core::Color;
//! use morris_play::clock::{Clocks, TimeControl};
//!
//! let control: TimeControl = "5+3".parse().unwrap();
//! let start = Instant::now();
//! let mut clocks = Clocks::new(control, Color::White, start).unwrap();
//! clocks.moved(Color::White, start + Duration::from_secs(10));
//! assert_eq!(clocks.left(Color::White, start), Duration::from_secs(293));
//! ```

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use morris_core::{ByColor, Color};
use serde::{Deserialize, Serialize};

/// How much time the players have.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TimeControl {
    /// No clocks.
    #[default]
    None,
    /// `minutes` for the game, `increment` seconds more after each turn.
    Game {
        /// Minutes for the whole game.
        minutes: u32,
        /// Seconds added after each turn.
        increment: u32,
    },
    /// `seconds` for each turn; what is not used is not kept.
    PerTurn {
        /// Seconds a turn.
        seconds: u32,
    },
}

/// The choices the apps offer.
pub const OFFERED: [TimeControl; 8] = [
    TimeControl::None,
    TimeControl::Game {
        minutes: 1,
        increment: 0,
    },
    TimeControl::Game {
        minutes: 3,
        increment: 2,
    },
    TimeControl::Game {
        minutes: 5,
        increment: 3,
    },
    TimeControl::Game {
        minutes: 10,
        increment: 5,
    },
    TimeControl::Game {
        minutes: 30,
        increment: 0,
    },
    TimeControl::PerTurn { seconds: 10 },
    TimeControl::PerTurn { seconds: 30 },
];

impl TimeControl {
    /// The time a side has when the game starts (or a turn, per turn).
    #[must_use]
    pub fn start_time(self) -> Option<Duration> {
        match self {
            TimeControl::None => None,
            TimeControl::Game { minutes, .. } => Some(Duration::from_secs(u64::from(minutes) * 60)),
            TimeControl::PerTurn { seconds } => Some(Duration::from_secs(u64::from(seconds))),
        }
    }

    /// The PGN `TimeControl` tag, in seconds: `300+3`, `1/30` (one turn
    /// in 30 seconds), `-` for none.
    #[must_use]
    pub fn pgn_tag(self) -> String {
        match self {
            TimeControl::None => "-".to_owned(),
            TimeControl::Game { minutes, increment } => {
                format!("{}+{increment}", u64::from(minutes) * 60)
            }
            TimeControl::PerTurn { seconds } => format!("1/{seconds}"),
        }
    }

    /// Reads a PGN `TimeControl` tag (whole minutes only for a game).
    #[must_use]
    pub fn from_pgn_tag(tag: &str) -> Option<TimeControl> {
        let tag = tag.trim();
        if tag == "-" {
            return Some(TimeControl::None);
        }
        if let Some(seconds) = tag.strip_prefix("1/") {
            let seconds = seconds.parse().ok().filter(|&s| s > 0)?;
            return Some(TimeControl::PerTurn { seconds });
        }
        let (base, increment) = tag.split_once('+').unwrap_or((tag, "0"));
        let base: u32 = base.parse().ok()?;
        (base > 0 && base.is_multiple_of(60)).then_some(TimeControl::Game {
            minutes: base / 60,
            increment: increment.parse().ok()?,
        })
    }
}

impl fmt::Display for TimeControl {
    /// `none`, `5+3` (minutes and seconds of increment), `30s` (a turn).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::None => f.write_str("none"),
            TimeControl::Game { minutes, increment } => write!(f, "{minutes}+{increment}"),
            TimeControl::PerTurn { seconds } => write!(f, "{seconds}s"),
        }
    }
}

/// The text is not a time control.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseTimeControlError;

impl fmt::Display for ParseTimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            "not a time control (none; minutes+increment like 5+3; seconds a turn like 30s)",
        )
    }
}

impl std::error::Error for ParseTimeControlError {}

impl FromStr for TimeControl {
    type Err = ParseTimeControlError;

    /// `none`, `5+3`, `5` (no increment), `30s`.
    fn from_str(s: &str) -> Result<TimeControl, ParseTimeControlError> {
        let s = s.trim().to_ascii_lowercase();
        let number = |t: &str| t.parse::<u32>().ok().filter(|&n| n <= 10_000);
        if s == "none" || s == "off" {
            return Ok(TimeControl::None);
        }
        if let Some(seconds) = s.strip_suffix('s') {
            return number(seconds)
                .filter(|&n| n > 0)
                .map(|seconds| TimeControl::PerTurn { seconds })
                .ok_or(ParseTimeControlError);
        }
        let (minutes, increment) = s.split_once('+').unwrap_or((&s, "0"));
        match (number(minutes), number(increment)) {
            (Some(minutes), Some(increment)) if minutes > 0 => {
                Ok(TimeControl::Game { minutes, increment })
            }
            _ => Err(ParseTimeControlError),
        }
    }
}

/// Both sides' clocks in a game with a time control.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    control: TimeControl,
    /// Time left when each clock last stopped.
    left: ByColor<Duration>,
    /// The side whose clock runs and since when; `None` while stopped.
    running: Option<(Color, Instant)>,
}

impl Clocks {
    /// Clocks of `control` with `to_move`'s running from `now`; `None` for
    /// no time control.
    #[must_use]
    pub fn new(control: TimeControl, to_move: Color, now: Instant) -> Option<Clocks> {
        let start = control.start_time()?;
        Some(Clocks {
            control,
            left: ByColor::new(start, start),
            running: Some((to_move, now)),
        })
    }

    /// The time control.
    #[must_use]
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The side whose clock runs.
    #[must_use]
    pub fn running(&self) -> Option<Color> {
        self.running.map(|(c, _)| c)
    }

    /// What `side` has left at `now`.
    #[must_use]
    pub fn left(&self, side: Color, now: Instant) -> Duration {
        let left = self.left[side];
        match self.running {
            Some((running, since)) if running == side => {
                left.saturating_sub(now.saturating_duration_since(since))
            }
            _ => left,
        }
    }

    /// Sets what `side` has left (a game read back from its record).
    pub fn set_left(&mut self, side: Color, left: Duration, now: Instant) {
        if self.running() == Some(side) {
            self.running = Some((side, now));
        }
        self.left[side] = left;
    }

    /// `side` played a turn at `now`: its clock stops with the increment
    /// added (or is set for the next turn), and the other's starts.
    /// Returns what `side` had left when it moved.
    pub fn moved(&mut self, side: Color, now: Instant) -> Duration {
        let left = self.left(side, now);
        self.left[side] = match self.control {
            TimeControl::Game { increment, .. } => left + Duration::from_secs(u64::from(increment)),
            TimeControl::PerTurn { seconds } => Duration::from_secs(u64::from(seconds)),
            TimeControl::None => left,
        };
        self.running = Some((side.other(), now));
        left
    }

    /// Runs `side`'s clock from `now` (after a move was taken back), the
    /// other's stopped where it stands.
    pub fn switch_to(&mut self, side: Color, now: Instant) {
        if let Some((running, _)) = self.running {
            self.left[running] = self.left(running, now);
        }
        if let TimeControl::PerTurn { seconds } = self.control {
            self.left[side] = Duration::from_secs(u64::from(seconds));
        }
        self.running = Some((side, now));
    }

    /// Runs `side`'s clock from `now` if no clock runs (after [`Clocks::stop`]),
    /// from the time it had.
    pub fn resume(&mut self, side: Color, now: Instant) {
        if self.running.is_none() {
            self.running = Some((side, now));
        }
    }

    /// Stops both clocks at `now` (the game ended, or waits).
    pub fn stop(&mut self, now: Instant) {
        if let Some((running, _)) = self.running {
            self.left[running] = self.left(running, now);
        }
        self.running = None;
    }

    /// The side whose time has run out at `now`, if one has.
    #[must_use]
    pub fn flagged(&self, now: Instant) -> Option<Color> {
        self.running()
            .filter(|&side| self.left(side, now).is_zero())
    }

    /// How long the AI playing `side` should think at `now`: a share of its
    /// clock, or most of a turn's time.
    #[must_use]
    pub fn budget(&self, side: Color, now: Instant) -> Duration {
        let left = self.left(side, now);
        let ms = |d: Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
        Duration::from_millis(match self.control {
            TimeControl::Game { increment, .. } => {
                morris_ai::clock::share(ms(left), u64::from(increment) * 1000, None)
            }
            TimeControl::PerTurn { .. } => morris_ai::clock::share(ms(left), 0, Some(1)) * 9 / 10,
            TimeControl::None => ms(left),
        })
    }
}

/// A clock's time as players read it: `4:32`, `1:02:09`, and tenths under
/// ten seconds (`7.3`).
#[must_use]
pub fn clock_text(left: Duration) -> String {
    let tenths = left.as_millis() / 100;
    let seconds = left.as_secs();
    if seconds < 10 {
        format!("{}.{}", seconds, tenths % 10)
    } else if seconds < 3600 {
        format!("{}:{:02}", seconds / 60, seconds % 60)
    } else {
        format!(
            "{}:{:02}:{:02}",
            seconds / 3600,
            seconds / 60 % 60,
            seconds % 60
        )
    }
}

/// How long until [`clock_text`] of a clock running down from `left`
/// shows something else: a frontend repaints then, not every frame.
#[must_use]
pub fn next_change(left: Duration) -> Duration {
    let unit = if left.as_secs() < 10 {
        Duration::from_millis(100)
    } else {
        Duration::from_secs(1)
    };
    // The digits show whole units: they change as soon as the time left
    // drops below the unit it is in (at once when it stands on a unit).
    let nanos = left.as_nanos() % unit.as_nanos();
    let into = Duration::from_nanos(u64::try_from(nanos).unwrap_or(0));
    // Just past the change, so the digits read the new value.
    into + Duration::from_millis(1)
}

/// The `[%clk 0:04:32]` comment other programs read, for `left` (a part
/// of a second counts as a whole one, so a side read back with 0.4 s left
/// does not lose at once).
#[must_use]
pub fn clk_comment(left: Duration) -> String {
    let s = left.as_secs() + u64::from(left.subsec_nanos() > 0);
    format!("[%clk {}:{:02}:{:02}]", s / 3600, s / 60 % 60, s % 60)
}

/// The time of a `[%clk H:MM:SS]` comment, if the text holds one.
#[must_use]
pub fn parse_clk(comment: &str) -> Option<Duration> {
    let rest = &comment[comment.find("[%clk ")? + 6..];
    let time = rest.split(']').next()?.trim();
    let mut parts = time.split(':').rev();
    let seconds: f64 = parts.next()?.parse().ok()?;
    let minutes: u64 = parts.next().map_or(Some(0), |m| m.parse().ok())?;
    let hours: u64 = parts.next().map_or(Some(0), |h| h.parse().ok())?;
    if !(0.0..60.0).contains(&seconds) || minutes >= 60 && hours > 0 {
        return None;
    }
    Some(Duration::from_secs((hours * 60 + minutes) * 60) + Duration::from_secs_f64(seconds))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_shown_digits_change_just_after_the_wait_and_not_before() {
        for ms in [
            9_950, 9_999, 10_000, 10_001, 59_500, 61_000, 300_000, 3_601_250, 150, 105,
        ] {
            let left = Duration::from_millis(ms);
            let wait = next_change(left);
            let before = left.saturating_sub(wait.saturating_sub(Duration::from_millis(2)));
            let after = left.saturating_sub(wait);
            assert_eq!(clock_text(before), clock_text(left), "{ms}: changed early");
            assert_ne!(clock_text(after), clock_text(left), "{ms}: not changed yet");
        }
    }

    use super::*;

    const S: fn(u64) -> Duration = Duration::from_secs;

    #[test]
    fn time_controls_read_and_write_in_both_forms() {
        for (text, control, pgn) in [
            ("none", TimeControl::None, "-"),
            (
                "5+3",
                TimeControl::Game {
                    minutes: 5,
                    increment: 3,
                },
                "300+3",
            ),
            ("30s", TimeControl::PerTurn { seconds: 30 }, "1/30"),
        ] {
            assert_eq!(text.parse::<TimeControl>(), Ok(control));
            assert_eq!(control.to_string(), text);
            assert_eq!(control.pgn_tag(), pgn);
            assert_eq!(TimeControl::from_pgn_tag(pgn), Some(control));
        }
        assert_eq!("10".parse::<TimeControl>().unwrap().to_string(), "10+0");
        for bad in ["", "0", "0s", "5+x", "-3", "five", "99999"] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
        }
        assert_eq!(TimeControl::from_pgn_tag("90+2"), None, "not whole minutes");
        assert!(OFFERED.iter().all(|c| c.to_string().parse() == Ok(*c)));
    }

    #[test]
    fn the_side_to_move_runs_its_clock_and_gets_its_increment() {
        let t0 = Instant::now();
        let control = TimeControl::Game {
            minutes: 1,
            increment: 2,
        };
        let mut clocks = Clocks::new(control, Color::White, t0).unwrap();
        assert_eq!(clocks.left(Color::White, t0 + S(5)), S(55));
        assert_eq!(clocks.left(Color::Black, t0 + S(5)), S(60));
        assert_eq!(clocks.moved(Color::White, t0 + S(5)), S(55));
        assert_eq!(clocks.left(Color::White, t0 + S(30)), S(57));
        assert_eq!(clocks.left(Color::Black, t0 + S(30)), S(35));
        assert_eq!(clocks.running(), Some(Color::Black));
        assert_eq!(clocks.flagged(t0 + S(64)), None);
        assert_eq!(clocks.flagged(t0 + S(65)), Some(Color::Black));
        clocks.stop(t0 + S(40));
        assert_eq!(clocks.flagged(t0 + S(1000)), None, "stopped");
        assert_eq!(clocks.left(Color::Black, t0 + S(1000)), S(25));
    }

    #[test]
    fn a_turn_clock_starts_fresh_each_turn() {
        let t0 = Instant::now();
        let mut clocks =
            Clocks::new(TimeControl::PerTurn { seconds: 10 }, Color::White, t0).unwrap();
        clocks.moved(Color::White, t0 + S(8));
        assert_eq!(clocks.left(Color::White, t0 + S(9)), S(10));
        assert_eq!(clocks.left(Color::Black, t0 + S(17)), S(1));
        assert_eq!(clocks.flagged(t0 + S(18)), Some(Color::Black));
        // Taking a move back gives the side to move a fresh turn.
        clocks.switch_to(Color::White, t0 + S(12));
        assert_eq!(clocks.left(Color::White, t0 + S(12)), S(10));
        assert_eq!(clocks.left(Color::Black, t0 + S(100)), S(6));
        assert!(Clocks::new(TimeControl::None, Color::White, t0).is_none());
    }

    #[test]
    fn the_ai_spends_a_share_of_its_clock() {
        let t0 = Instant::now();
        let control = TimeControl::Game {
            minutes: 2,
            increment: 0,
        };
        let clocks = Clocks::new(control, Color::White, t0).unwrap();
        assert_eq!(
            clocks.budget(Color::White, t0),
            Duration::from_millis(119_980 / 24)
        );
        let turn = Clocks::new(TimeControl::PerTurn { seconds: 10 }, Color::White, t0).unwrap();
        assert!(turn.budget(Color::White, t0) < S(10));
        assert!(turn.budget(Color::White, t0) > S(8));
    }

    #[test]
    fn clock_comments_are_written_and_read() {
        assert_eq!(clk_comment(S(272)), "[%clk 0:04:32]");
        assert_eq!(clk_comment(S(3725)), "[%clk 1:02:05]");
        assert_eq!(clk_comment(Duration::from_millis(400)), "[%clk 0:00:01]");
        assert_eq!(parse_clk("[%clk 0:04:32]"), Some(S(272)));
        assert_eq!(parse_clk("text [%clk 1:02:05] more"), Some(S(3725)));
        assert_eq!(
            parse_clk("[%clk 0:00:07.5]"),
            Some(Duration::from_millis(7500))
        );
        assert_eq!(parse_clk("no clock"), None);
        assert_eq!(parse_clk("[%clk 0:99:x]"), None);
        assert_eq!(clock_text(S(272)), "4:32");
        assert_eq!(clock_text(Duration::from_millis(7340)), "7.3");
        assert_eq!(clock_text(S(3725)), "1:02:05");
    }
}
