//! `go`: its parameters, the time a search may take, and the printer that
//! reports the search (`info` lines, then `bestmove`).

use std::io::Write;
use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};

use morris_ai::db::{Databases, DbValue};
use morris_ai::search::Limits;
use morris_ai::{Ai, Event, Score, Thinker};
use morris_core::{Color, Move, Position};

use super::say;

/// The parameters of one `go`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GoRequest {
    /// Depth and node limits.
    pub limits: Limits,
    /// `movetime`: exactly this long.
    pub movetime: Option<u64>,
    /// `wtime`, `btime`: the clocks.
    pub clock: [Option<u64>; 2],
    /// `winc`, `binc`: the increments.
    pub increment: [u64; 2],
    /// `movestogo`: turns until the clocks get more time.
    pub moves_to_go: Option<u64>,
    /// `infinite`: until `stop`.
    pub infinite: bool,
    /// `ponder`: on the position after the move the engine expects, until
    /// `ponderhit` (then by the clock) or `stop`.
    pub ponder: bool,
}

impl GoRequest {
    /// Parses the words after `go`.
    ///
    /// # Errors
    /// A message for an unknown parameter or a value that is not a number.
    pub fn parse(args: &[&str]) -> Result<GoRequest, String> {
        let mut go = GoRequest::default();
        let mut i = 0;
        while i < args.len() {
            let value = args.get(i + 1).and_then(|v| v.parse::<u64>().ok());
            let needs_value = |name: &str| format!("go {name} needs a number");
            match args[i] {
                "infinite" => {
                    go.infinite = true;
                    i += 1;
                    continue;
                }
                "ponder" => {
                    go.ponder = true;
                    i += 1;
                    continue;
                }
                "depth" => match value.filter(|&d| (1..=100).contains(&d)) {
                    Some(d) => go.limits.depth = Some(d as u32),
                    None => return Err("go depth needs a number from 1 to 100".to_owned()),
                },
                "nodes" => match value.filter(|&n| n > 0) {
                    Some(n) => go.limits.nodes = Some(n),
                    None => return Err(needs_value("nodes")),
                },
                "movetime" => match value.filter(|&n| n > 0) {
                    Some(n) => go.movetime = Some(n),
                    None => return Err(needs_value("movetime")),
                },
                "movestogo" => match value.filter(|&n| n > 0) {
                    Some(n) => go.moves_to_go = Some(n),
                    None => return Err("go movestogo needs a number from 1".to_owned()),
                },
                name @ ("wtime" | "btime" | "winc" | "binc") => match value {
                    Some(n) => match name {
                        "wtime" => go.clock[0] = Some(n),
                        "btime" => go.clock[1] = Some(n),
                        "winc" => go.increment[0] = n,
                        _ => go.increment[1] = n,
                    },
                    None => return Err(needs_value(name)),
                },
                other => {
                    let shown: String = other.chars().take(20).collect();
                    return Err(format!("unknown go parameter {shown:?}"));
                }
            }
            i += 2;
        }
        Ok(go)
    }

    /// Whether the `bestmove` waits for `stop` (or `ponderhit`) even when
    /// the search ends by itself.
    #[must_use]
    pub fn holds_answer(&self) -> bool {
        self.infinite || self.ponder
    }

    /// The thinking time of `side` in milliseconds, or `None` for no time
    /// limit (a ponder search's time starts at `ponderhit`, so this is
    /// asked then): `infinite`, else `movetime`, else a share of the side's clock,
    /// else none when depth or nodes bound the search, else `default`.
    #[must_use]
    pub fn time_for(&self, side: Color, default: u64) -> Option<u64> {
        let i = usize::from(side == Color::Black);
        if self.infinite {
            None
        } else if let Some(ms) = self.movetime {
            Some(ms)
        } else if let Some(remaining) = self.clock[i] {
            Some(morris_ai::clock::share(
                remaining,
                self.increment[i],
                self.moves_to_go,
            ))
        } else if self.limits.depth.is_some() || self.limits.nodes.is_some() {
            None
        } else {
            Some(default)
        }
    }
}

/// Where the printer waits before `bestmove`: shut for `go infinite` and
/// `go ponder` until `stop` or `ponderhit` opens it, open for every other
/// search.
#[derive(Debug)]
pub struct Gate {
    open: Mutex<bool>,
    opened: Condvar,
}

impl Gate {
    /// A gate, open or shut.
    #[must_use]
    pub fn new(open: bool) -> Gate {
        Gate {
            open: Mutex::new(open),
            opened: Condvar::new(),
        }
    }

    /// Opens the gate for good.
    pub fn open(&self) {
        let mut open = self
            .open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        *open = true;
        self.opened.notify_all();
    }

    /// Waits until the gate is open.
    pub fn wait(&self) {
        let mut open = self
            .open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        while !*open {
            open = self
                .opened
                .wait(open)
                .unwrap_or_else(std::sync::PoisonError::into_inner);
        }
    }
}

/// The protocol's form of a score: `win N` and `loss N` in plies, `draw`
/// for a database draw, else `cp N`.
fn score_text(score: Score, exact: Option<DbValue>) -> String {
    if let Some(value) = exact {
        return value.to_string();
    }
    match (score.is_win(), score.plies_to_end()) {
        (true, Some(n)) => format!("win {n}"),
        (false, Some(n)) => format!("loss {n}"),
        _ => format!("cp {}", score.raw()),
    }
}

/// Prints the search's `info` lines and, once the search has ended and
/// `gate` is open, its `bestmove` (only the placement or move of a turn
/// that removes, when `split`), then hands the AI back with the whole turn
/// it chose. A database result the N-move rule may draw first is said so in
/// an `info string`, once. A database file refused during the search is
/// named in an
/// `info string` first, once.
pub fn print_search<W: Write>(
    thinker: Thinker,
    out: &Mutex<W>,
    gate: &Gate,
    split: bool,
    databases: Option<&Databases>,
    root: &Position,
) -> (Ai, Option<Move>) {
    let start = Instant::now();
    let mut chosen = None;
    let mut cautioned = false;
    // Prints an `info` line; gives the `bestmove` text once the search is done.
    let mut report = |event: Event| -> Option<String> {
        match event {
            Event::Info(info) => {
                // The databases know nothing of the N-move count: say so,
                // once, when it may draw their result before it comes.
                if !cautioned
                    && info.exact.is_some_and(|v| {
                        morris_ai::analysis::n_move_may_draw(v, root.turns_before_n_move_draw())
                    })
                {
                    cautioned = true;
                    say(
                        out,
                        "info string the N-move rule may draw this before the databases' result comes",
                    );
                }
                let ms = start.elapsed().as_millis().max(1) as u64;
                let pv: Vec<String> = info.pv.iter().map(Move::to_string).collect();
                say(
                    out,
                    &format!(
                        "info depth {} score {} nodes {} nps {} time {} pv {}",
                        info.depth,
                        score_text(info.score, info.exact),
                        info.nodes,
                        info.nodes * 1000 / ms,
                        ms,
                        pv.join(" ")
                    ),
                );
                None
            }
            Event::Done(choice) => {
                chosen = choice.as_ref().map(|c| c.mv);
                Some(match choice {
                    Some(c) if split => c.mv.base().to_string(),
                    Some(c) => c.mv.to_string(),
                    None => "none".to_owned(),
                })
            }
        }
    };
    let mut best = None;
    while best.is_none() {
        if let Some(event) = thinker.wait_event(Duration::from_millis(20)) {
            best = report(event);
        } else if thinker.is_finished() {
            // The worker sends its choice before it ends; read what is left.
            while let Some(event) = thinker.poll() {
                best = best.or(report(event));
            }
            break;
        }
    }
    let (_, ai) = thinker.join();
    if let Some(databases) = databases {
        for refusal in databases.take_refusals() {
            say(out, &format!("info string database not used: {refusal}"));
        }
    }
    gate.wait();
    say(
        out,
        &format!("bestmove {}", best.as_deref().unwrap_or("none")),
    );
    (ai, chosen)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_parameters_parse() {
        let go = GoRequest::parse(&["wtime", "6000", "btime", "5000", "movestogo", "3"]).unwrap();
        assert_eq!(go.clock, [Some(6000), Some(5000)]);
        assert_eq!(go.moves_to_go, Some(3));
        assert!(GoRequest::parse(&["movestogo", "0"]).is_err());
        assert!(GoRequest::parse(&["ponder"]).unwrap().holds_answer());
        assert!(GoRequest::parse(&["infinite"]).unwrap().holds_answer());
        assert!(!GoRequest::parse(&["movetime", "5"]).unwrap().holds_answer());
        assert!(GoRequest::parse(&["pondering"]).is_err());
        assert!(GoRequest::parse(&["wtime"]).is_err());
    }

    #[test]
    fn time_follows_the_side_to_move() {
        let go = GoRequest::parse(&["wtime", "24020", "btime", "48020"]).unwrap();
        assert_eq!(go.time_for(Color::White, 7), Some(1000));
        assert_eq!(go.time_for(Color::Black, 7), Some(2000));
        let go = GoRequest::parse(&["depth", "3"]).unwrap();
        assert_eq!(go.time_for(Color::White, 7), None);
        assert_eq!(
            GoRequest::parse(&[]).unwrap().time_for(Color::White, 7),
            Some(7)
        );
        let go = GoRequest::parse(&["movetime", "50", "wtime", "1"]).unwrap();
        assert_eq!(go.time_for(Color::White, 7), Some(50));
    }
}
