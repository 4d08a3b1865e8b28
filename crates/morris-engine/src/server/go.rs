//! `go`: the time a search may take, and the printer that reports the
//! search (`info` lines, then `bestmove`).

use std::io::Write;
use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};

use morris_ai::db::{Databases, DbValue};
use morris_ai::{Ai, Event, Score, Thinker};
use morris_core::{Color, Move, Position};

use super::say;
use crate::message::{Answer, BestMove, GoParams, Info, InfoScore, SearchInfo};
use crate::notation::{Notation, Ply};

/// The thinking time of `side` in milliseconds, or `None` for no time
/// limit (a ponder search's time starts at `ponderhit`, so this is asked
/// then): `infinite`, else `movetime`, else a share of the side's clock,
/// else none when depth or nodes bound the search, else `default`.
#[must_use]
pub fn time_for(go: &GoParams, side: Color, default: u64) -> Option<u64> {
    let i = usize::from(side == Color::Black);
    if go.infinite {
        None
    } else if let Some(ms) = go.movetime {
        Some(ms)
    } else if let Some(remaining) = go.clock[i] {
        Some(morris_ai::clock::share(
            remaining,
            go.increment[i],
            go.moves_to_go,
        ))
    } else if go.limits.depth.is_some() || go.limits.nodes.is_some() {
        None
    } else {
        Some(default)
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
fn info_score(score: Score, exact: Option<DbValue>) -> InfoScore {
    match exact {
        Some(DbValue::Win(n)) => return InfoScore::Win(u32::from(n)),
        Some(DbValue::Loss(n)) => return InfoScore::Loss(u32::from(n)),
        Some(DbValue::Draw) => return InfoScore::Draw,
        None => {}
    }
    match (score.is_win(), score.plies_to_end()) {
        (true, Some(n)) => InfoScore::Win(n),
        (false, Some(n)) => InfoScore::Loss(n),
        _ => InfoScore::Cp(score.raw()),
    }
}

/// Prints the search's `info` lines and, once the search has ended and
/// `gate` is open, its `bestmove` (only the placement or move of a turn
/// that removes, in the split notation), then hands the AI back with the whole turn
/// it chose. A database result the N-move rule may draw first is said so in
/// an `info string`, once. A database file refused during the search is
/// named in an
/// `info string` first, once.
pub fn print_search<W: Write>(
    thinker: Thinker,
    out: &Mutex<W>,
    gate: &Gate,
    notation: Notation,
    (databases, mut asked): (Option<&Databases>, Option<Box<dyn super::oracle::Asked>>),
    root: &Position,
) -> (Ai, Option<Move>) {
    let start = Instant::now();
    let mut chosen = None;
    let mut cautioned = false;
    // Prints an `info` line; gives the `bestmove` once the search is done.
    let mut report = |event: Event| -> Option<BestMove> {
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
                        &Answer::Info(Info::String(
                            "the N-move rule may draw this before the databases' result comes"
                                .to_owned(),
                        )),
                    );
                }
                let ms = start.elapsed().as_millis().max(1) as u64;
                let line = SearchInfo {
                    depth: Some(info.depth),
                    score: Some(info_score(info.score, info.exact)),
                    nodes: Some(info.nodes),
                    nps: Some(info.nodes * 1000 / ms),
                    time: Some(ms),
                    pv: Some(info.pv.iter().map(|&m| Ply::Move(m)).collect()),
                };
                say(out, &Answer::Info(Info::Search(line)));
                None
            }
            Event::Done(choice) => {
                // The oracle's turn where the search's would give the
                // value away.
                let mv = choice
                    .as_ref()
                    .map(|c| match asked.take().and_then(|a| a.better(c.mv)) {
                        Some(better) => {
                            say(
                                out,
                                &Answer::Info(Info::String(format!(
                                    "the tablebase server's turn {better}: {} gives the value away",
                                    c.mv
                                ))),
                            );
                            better
                        }
                        None => c.mv,
                    });
                chosen = mv;
                Some(match mv {
                    Some(mv) => BestMove::Ply(notation.answer(mv)),
                    None => BestMove::None,
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
            let remark = format!("database not used: {refusal}");
            say(out, &Answer::Info(Info::String(remark)));
        }
    }
    gate.wait();
    let best = best.unwrap_or(BestMove::None);
    say(out, &Answer::BestMove { best, ponder: None });
    (ai, chosen)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn go(text: &str) -> GoParams {
        text.parse().unwrap()
    }

    #[test]
    fn time_follows_the_side_to_move() {
        let clocks = go("wtime 24020 btime 48020");
        assert_eq!(time_for(&clocks, Color::White, 7), Some(1000));
        assert_eq!(time_for(&clocks, Color::Black, 7), Some(2000));
        assert_eq!(time_for(&go("depth 3"), Color::White, 7), None);
        assert_eq!(time_for(&go(""), Color::White, 7), Some(7));
        assert_eq!(time_for(&go("infinite movetime 5"), Color::White, 7), None);
        assert_eq!(
            time_for(&go("movetime 50 wtime 1"), Color::White, 7),
            Some(50)
        );
    }
}
