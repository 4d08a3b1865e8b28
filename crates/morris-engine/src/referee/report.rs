//! The results of a match: each game's end and times, the tally, the Elo
//! difference with its 95% interval, and the table `morris match` prints.

use std::fmt;
use std::time::Duration;

use morris_core::{Color, Outcome};

/// How a game of a match ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameEnd {
    /// By the rules (or a side with no move left in the game).
    Rules(Outcome),
    /// A side lost by breaking the protocol: an illegal move, a crash, no
    /// answer in time, or an answer that is not a move.
    Forfeit {
        /// The side that forfeited.
        loser: Color,
        /// What happened, in one line.
        reason: String,
    },
    /// Stopped after [`super::MAX_TURNS`] turns and counted as a draw.
    Stopped,
}

impl GameEnd {
    /// The winner, if any.
    #[must_use]
    pub fn winner(&self) -> Option<Color> {
        match self {
            GameEnd::Rules(o) => o.winner,
            GameEnd::Forfeit { loser, .. } => Some(loser.other()),
            GameEnd::Stopped => None,
        }
    }

    /// The result as records write it: `1-0`, `0-1` or `1/2-1/2`.
    #[must_use]
    pub fn result(&self) -> &'static str {
        match self.winner() {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for GameEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameEnd::Rules(o) => write!(f, "{o}"),
            GameEnd::Forfeit { loser, reason } => write!(f, "{loser} forfeits: {reason}"),
            GameEnd::Stopped => write!(f, "stopped after {} turns: draw", super::MAX_TURNS),
        }
    }
}

/// The thinking times of one player in one game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Times {
    /// The time of all its turns.
    pub total: Duration,
    /// Its turns.
    pub turns: u32,
    /// Its longest turn.
    pub longest: Duration,
    /// Turns that took longer than the nominal time plus the margin.
    pub overruns: u32,
}

impl Times {
    /// Adds one turn that took `took`, an overrun when it exceeds `limit`.
    pub fn add(&mut self, took: Duration, limit: Duration) {
        self.total += took;
        self.turns += 1;
        self.longest = self.longest.max(took);
        self.overruns += u32::from(took > limit);
    }

    fn merge(&mut self, other: &Times) {
        self.total += other.total;
        self.turns += other.turns;
        self.longest = self.longest.max(other.longest);
        self.overruns += other.overruns;
    }
}

/// One game of a match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchGame {
    /// The game's number, from 0.
    pub index: usize,
    /// The opening it started from (an index into the match's openings).
    pub opening: Option<usize>,
    /// Whether the first player had White.
    pub first_is_white: bool,
    /// How it ended.
    pub end: GameEnd,
    /// Turns played, the opening's included.
    pub plies: usize,
    /// The times of the first and the second player.
    pub times: [Times; 2],
    /// Where its record was saved, if it was.
    pub record: Option<std::path::PathBuf>,
}

impl MatchGame {
    /// Points of the first player: 1 for a win, 0.5 for a draw, 0 for a loss.
    #[must_use]
    pub fn first_points(&self) -> f64 {
        let first = if self.first_is_white {
            Color::White
        } else {
            Color::Black
        };
        match self.end.winner() {
            None => 0.5,
            Some(w) if w == first => 1.0,
            Some(_) => 0.0,
        }
    }

    /// Which player (0 first, 1 second) forfeited, if one did.
    #[must_use]
    pub fn forfeiter(&self) -> Option<usize> {
        match self.end {
            GameEnd::Forfeit { loser, .. } => {
                Some(usize::from((loser == Color::White) != self.first_is_white))
            }
            _ => None,
        }
    }
}

/// Wins, draws and losses of the first player.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games the first player won.
    pub wins: usize,
    /// Drawn games.
    pub draws: usize,
    /// Games the first player lost.
    pub losses: usize,
}

impl Tally {
    /// The tally of these games.
    #[must_use]
    pub fn of<'a>(games: impl IntoIterator<Item = &'a MatchGame>) -> Tally {
        let mut tally = Tally::default();
        for g in games {
            tally.add(g);
        }
        tally
    }

    /// Counts one more game.
    pub fn add(&mut self, game: &MatchGame) {
        match game.first_points() {
            p if p > 0.75 => self.wins += 1,
            p if p > 0.25 => self.draws += 1,
            _ => self.losses += 1,
        }
    }

    /// Games counted.
    #[must_use]
    pub fn games(&self) -> usize {
        self.wins + self.draws + self.losses
    }

    /// The first player's share of the points, 0 to 1 (0.5 with no games).
    #[must_use]
    pub fn score(&self) -> f64 {
        if self.games() == 0 {
            return 0.5;
        }
        (self.wins as f64 + 0.5 * self.draws as f64) / self.games() as f64
    }

    /// The same games seen from the second player.
    #[must_use]
    pub fn reversed(&self) -> Tally {
        Tally {
            wins: self.losses,
            draws: self.draws,
            losses: self.wins,
        }
    }

    /// The Elo difference of the first player over the second that this
    /// score means, with a 95% interval (normal approximation over the
    /// games' outcomes). Infinite at a score of 0 or 1.
    #[must_use]
    pub fn elo(&self) -> EloEstimate {
        let n = self.games() as f64;
        let s = self.score();
        let spread = if self.games() < 2 {
            f64::INFINITY
        } else {
            let var = (self.wins as f64 * (1.0 - s).powi(2)
                + self.draws as f64 * (0.5 - s).powi(2)
                + self.losses as f64 * s.powi(2))
                / n;
            1.96 * (var / n).sqrt()
        };
        EloEstimate {
            elo: elo_of_score(s),
            low: elo_of_score(s - spread),
            high: elo_of_score(s + spread),
        }
    }
}

/// The Elo difference that an expected score `s` means.
#[must_use]
pub fn elo_of_score(s: f64) -> f64 {
    if s <= 0.0 {
        f64::NEG_INFINITY
    } else if s >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / s - 1.0).log10()
    }
}

/// An Elo difference and its 95% interval.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EloEstimate {
    /// The estimate.
    pub elo: f64,
    /// The lower end of the interval.
    pub low: f64,
    /// The upper end of the interval.
    pub high: f64,
}

impl fmt::Display for EloEstimate {
    /// `+35 [-12, +84]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn one(x: f64) -> String {
            if x.is_infinite() {
                if x > 0.0 { "+inf" } else { "-inf" }.to_owned()
            } else if x.round() == 0.0 {
                // No "-0".
                "0".to_owned()
            } else {
                format!("{:+.0}", x)
            }
        }
        write!(
            f,
            "{} [{}, {}]",
            one(self.elo),
            one(self.low),
            one(self.high)
        )
    }
}

/// The games of a match and who played.
#[derive(Debug, Clone)]
pub struct MatchReport {
    /// The players' names, first and second.
    pub names: [String; 2],
    /// What the match was played under: rules, time, openings.
    pub conditions: String,
    /// Every game, in order.
    pub games: Vec<MatchGame>,
}

impl MatchReport {
    /// The first player's tally.
    #[must_use]
    pub fn tally(&self) -> Tally {
        Tally::of(&self.games)
    }

    /// The merged times of player `i` (0 first, 1 second).
    #[must_use]
    pub fn times(&self, i: usize) -> Times {
        let mut times = Times::default();
        for g in &self.games {
            times.merge(&g.times[i]);
        }
        times
    }

    /// Games player `i` forfeited.
    #[must_use]
    pub fn forfeits(&self, i: usize) -> usize {
        self.games
            .iter()
            .filter(|g| g.forfeiter() == Some(i))
            .count()
    }
}

impl fmt::Display for MatchReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.games.len();
        writeln!(
            f,
            "match: {} against {}, {n} games, {}",
            self.names[0], self.names[1], self.conditions
        )?;
        let width = self.names.iter().map(String::len).max().unwrap_or(6).max(6);
        writeln!(
            f,
            "{:<width$} {:>5} {:>5} {:>6} {:>7} {:>22} {:>9} {:>8} {:>8} {:>8}",
            "player",
            "wins",
            "draws",
            "losses",
            "score",
            "Elo [95% interval]",
            "ms/turn",
            "max ms",
            "overruns",
            "forfeits"
        )?;
        let tally = self.tally();
        for (i, t) in [tally, tally.reversed()].into_iter().enumerate() {
            let times = self.times(i);
            let per_turn = times.total.as_secs_f64() * 1000.0 / f64::from(times.turns.max(1));
            writeln!(
                f,
                "{:<width$} {:>5} {:>5} {:>6} {:>6.1}% {:>22} {:>9.1} {:>8} {:>8} {:>8}",
                self.names[i],
                t.wins,
                t.draws,
                t.losses,
                t.score() * 100.0,
                t.elo().to_string(),
                per_turn,
                times.longest.as_millis(),
                times.overruns,
                self.forfeits(i),
            )?;
        }
        let plies: usize = self.games.iter().map(|g| g.plies).sum();
        write!(
            f,
            "average turns per game: {:.1}",
            plies as f64 / n.max(1) as f64
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(wins: usize, draws: usize, losses: usize) -> Tally {
        Tally {
            wins,
            draws,
            losses,
        }
    }

    #[test]
    fn elo_of_known_scores() {
        assert!(elo_of_score(0.5).abs() < 1e-9);
        // 64% is about +100, 76% about +200.
        assert!((elo_of_score(0.64) - 100.0).abs() < 1.0);
        assert!((elo_of_score(0.76) - 200.0).abs() < 1.5);
        assert!((elo_of_score(0.36) + 100.0).abs() < 1.0);
        assert_eq!(elo_of_score(1.0), f64::INFINITY);
    }

    #[test]
    fn the_interval_narrows_with_more_games() {
        let few = tally(12, 4, 4).elo();
        let many = tally(120, 40, 40).elo();
        assert!((few.elo - many.elo).abs() < 1e-9);
        assert!(few.low < many.low && many.high < few.high);
        assert!(many.low < many.elo && many.elo < many.high);
        // 200 games at 60%: roughly +70 with an interval of about +-45.
        let sixty = tally(100, 40, 60).elo();
        assert!((sixty.elo - 70.4).abs() < 1.0, "{sixty}");
        assert!(sixty.low > 20.0 && sixty.high < 120.0, "{sixty}");
    }

    #[test]
    fn a_clean_sweep_is_infinite() {
        let e = tally(10, 0, 0).elo();
        assert_eq!(e.elo, f64::INFINITY);
        assert_eq!(e.to_string(), "+inf [+inf, +inf]");
        assert_eq!(tally(1, 1, 2).reversed(), tally(2, 1, 1));
        assert!(tally(2, 0, 2).elo().to_string().starts_with("0 ["));
    }

    #[test]
    fn forfeits_count_against_the_player_who_forfeited() {
        let game = |first_is_white, loser| MatchGame {
            index: 0,
            opening: None,
            first_is_white,
            end: GameEnd::Forfeit {
                loser,
                reason: "no answer".into(),
            },
            plies: 3,
            times: [Times::default(); 2],
            record: None,
        };
        assert_eq!(game(true, Color::Black).forfeiter(), Some(1));
        assert_eq!(game(false, Color::Black).forfeiter(), Some(0));
        assert_eq!(game(false, Color::White).first_points(), 1.0);
        assert_eq!(game(false, Color::Black).first_points(), 0.0);
        assert_eq!(game(true, Color::Black).end.result(), "1-0");
    }
}
