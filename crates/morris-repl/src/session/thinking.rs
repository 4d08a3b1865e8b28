//! The AI's turns and the hint: started on [`morris_play::Brains`]' worker
//! thread, waited for by the read loop (with a spinner at a terminal), and
//! said in words when they end.

use std::time::{Duration, Instant};

use morris_ai::Level;
use morris_ai::analysis::{Analysis, MoveValue};
use morris_ai::search::StopFlag;
use morris_core::Color;
use morris_i18n::{tr, words};
use morris_play::Purpose;
use morris_play::table::Command as Do;

use super::{Mode, Reply, SCRIPTED_ANALYSIS_DEPTH, Session};

/// An `analyze` under way: when it began, how long it may go on, and the
/// flag Ctrl-C raises.
#[derive(Debug)]
pub(super) struct Analysing {
    started: Instant,
    budget: Option<Duration>,
    stop: StopFlag,
    /// The depth asked for, if any.
    depth: Option<u32>,
    /// Whether every move is to be listed.
    all: bool,
}

/// The last analysis shown, kept so that `analyze all` on the same position
/// lists the rest without searching again.
#[derive(Debug)]
pub(super) struct Analysed {
    /// The game's version it is of.
    version: u64,
    /// The depth that was asked for, if any.
    depth: Option<u32>,
    analysis: Analysis,
}

/// How many moves `analyze` lists after its summary (`analyze all`: every
/// one).
pub const ANALYSIS_BEST: usize = 5;

impl Session {
    /// Starts the AI player to move, if an AI is to move now; returns
    /// whether it thinks about its move (started now or already). What the table did meanwhile is said in the
    /// next reply.
    pub fn ai_turn(&mut self) -> bool {
        if self.pending().is_some() || self.confirm.is_some() {
            return false;
        }
        // The table may have started it already, right after the move
        // before (`ai` played for a person, and the AI answers).
        if !self.table.is_thinking() {
            self.table.tick(Instant::now());
        }
        self.thinking_for_move()
    }

    /// Lets AI players move until a person is to move or the game ends,
    /// blocking; returns what they played.
    pub fn play_ai_turns(&mut self) -> String {
        let mut text = Reply::default();
        let said = self.tick();
        text.push(&said);
        while self.thinking_for_move() {
            text.append(self.think_to_end());
            let said = self.tick();
            text.push(&said);
        }
        text.text
    }

    /// Waits up to `timeout` for the thinking AI; returns what it did once
    /// it has finished (the move played, the hint), `None` while it thinks.
    pub fn wait_thinking(&mut self, timeout: Duration) -> Option<Reply> {
        if self.analysing.is_some() {
            return self.wait_analysis(timeout);
        }
        if !self.table.wait(timeout) {
            return None;
        }
        Some(Reply::text(self.said()))
    }

    /// Waits for the thinking AI to finish, however long it takes.
    pub fn think_to_end(&mut self) -> Reply {
        while self.analysing.is_some() {
            if let Some(reply) = self.wait_analysis(Duration::from_secs(1)) {
                return reply;
            }
        }
        self.table.wait_for_answer();
        Reply::text(self.said())
    }

    /// Whether the AI is thinking.
    #[must_use]
    pub fn is_thinking(&self) -> bool {
        self.table.is_thinking() || self.analysing.is_some()
    }

    /// Whether the AI thinks about a move to play (not a hint).
    #[must_use]
    pub fn thinking_for_move(&self) -> bool {
        self.table.machine_thinking().is_some()
    }

    /// A handle that stops the thinking from another thread (a Ctrl-C
    /// handler); the AI then plays the best move found so far.
    #[must_use]
    pub fn stop_flag(&self) -> Option<StopFlag> {
        if let Some(run) = &self.analysing {
            return Some(run.stop.clone());
        }
        self.table.job().map(morris_play::Job::stop_flag)
    }

    /// The spinner's text while the AI thinks.
    #[must_use]
    pub fn thinking_text(&self) -> String {
        if let Some(run) = &self.analysing {
            let depth = self.table.analysis().map_or(0, |a| a.depth);
            let seconds = self.decimal(run.started.elapsed().as_secs_f64(), 1, false);
            return tr!(
                self.loc,
                "thinking-analysis",
                depth = depth,
                seconds = seconds
            );
        }
        let Some(job) = self.table.job() else {
            // An engine reports nothing but that it thinks.
            let Some(side) = self.table.machine_thinking() else {
                return String::new();
            };
            let since = self
                .table
                .engine_thinking_since(side)
                .map_or(0.0, |t| t.elapsed().as_secs_f64());
            return tr!(
                self.loc,
                "thinking-start",
                player = self.ai_label(side),
                seconds = self.decimal(since, 1, false)
            );
        };
        let seconds = self.decimal(job.started.elapsed().as_secs_f64(), 1, false);
        match job.purpose {
            // Levels 1 to 9 report no iterations: only the time is known.
            Purpose::Move(side) if job.depth == 0 => tr!(
                self.loc,
                "thinking-start",
                player = self.ai_label(side),
                seconds = seconds
            ),
            Purpose::Move(side) => tr!(
                self.loc,
                "thinking",
                player = self.ai_label(side),
                depth = job.depth,
                seconds = seconds
            ),
            Purpose::Hint => tr!(
                self.loc,
                "thinking-hint",
                depth = job.depth,
                seconds = seconds
            ),
        }
    }

    /// `hint`: the exact best move when an endgame database covers the
    /// position, else a short search.
    pub(super) fn hint(&mut self) -> Reply {
        if let Err(e) = self.game_over_error() {
            return Reply::error(e);
        }
        match self.apply_said(Do::Hint) {
            Err(e) => Reply::error(e),
            Ok(said) if !said.is_empty() => Reply::text(said),
            Ok(_) => Reply {
                think: true,
                ..Reply::default()
            },
        }
    }

    /// `analyze [DEPTH] [all]`: what the legal moves are worth, a summary
    /// line (the best move, its value, how deep, how many moves weighed)
    /// and the best few, or every move with `all`. Exact at once where the
    /// endgame databases cover the position; else searched, to `depth` (in
    /// scripts to a fixed depth), or at a terminal for as long as the AI
    /// thinks a move (Ctrl-C stops it early and shows what is known).
    /// `analyze all` right after an analysis of the same position lists
    /// that one whole, without searching again.
    pub(super) fn analyze(&mut self, asked: Option<u32>, all: bool) -> Reply {
        if let Err(e) = self.game_over_error() {
            return Reply::error(e);
        }
        let version = self.play().version();
        if all
            && let Some(last) = &self.analysed
            && last.version == version
            && (asked.is_none() || asked == last.depth)
        {
            return Reply::text(self.analysis_text(&last.analysis, true));
        }
        let (depth, budget) = match (self.mode, asked) {
            (Mode::Scripted, d) => (Some(d.unwrap_or(SCRIPTED_ANALYSIS_DEPTH)), None),
            (Mode::Interactive, Some(d)) => (Some(d), None),
            (Mode::Interactive, None) => (None, Some(self.movetime)),
        };
        self.table.clear_analysis();
        self.table.follow_analysis(depth);
        self.analysing = Some(Analysing {
            started: Instant::now(),
            budget,
            stop: StopFlag::new(),
            depth: asked,
            all,
        });
        Reply {
            think: true,
            ..Reply::default()
        }
    }

    /// Waits up to `timeout` for the analysis; its table once it is done,
    /// out of time or stopped.
    fn wait_analysis(&mut self, timeout: Duration) -> Option<Reply> {
        let run = self.analysing.as_ref()?;
        let until = Instant::now() + timeout;
        loop {
            self.table.tick(Instant::now());
            let done = !self.table.is_analysing() || self.table.analysis().is_some_and(|a| a.done);
            let over =
                run.stop.is_stopped() || run.budget.is_some_and(|b| run.started.elapsed() >= b);
            if done || over {
                self.table.stop_analysis();
                let (asked, all) = (run.depth, run.all);
                self.analysing = None;
                let analysis = self.table.analysis().cloned().unwrap_or_default();
                self.table.clear_analysis();
                let text = self.analysis_text(&analysis, all);
                self.analysed = Some(Analysed {
                    version: self.play().version(),
                    depth: asked,
                    analysis,
                });
                return Some(Reply::text(text));
            }
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return None;
            }
            std::thread::sleep(left.min(Duration::from_millis(10)));
        }
    }

    /// What `analyze` prints: a summary line (the best move and its value,
    /// how deep the moves were searched, how many of the legal moves have a
    /// value), then the best [`ANALYSIS_BEST`] moves with their values, or
    /// every move when `all`, and how many more there are. One depth is
    /// said, and it is true of every move: the least any searched move
    /// reached (a round stopped half-way took some a ply deeper).
    fn analysis_text(&self, analysis: &Analysis, all: bool) -> String {
        let Some(best) = analysis.moves.first() else {
            return tr!(self.loc, "analysis-none");
        };
        let weighed = analysis.moves.len();
        let total = self.game().legal_moves().len().max(weighed);
        let depth = analysis
            .moves
            .iter()
            .filter_map(|m| match m.value {
                MoveValue::Searched { depth, .. } => Some(depth),
                _ => None,
            })
            .min();
        // The summary says the depth; no line says another.
        let value = |v: MoveValue| match v {
            MoveValue::Searched { score, .. } => words::score(&self.loc, score),
            other => words::move_value(&self.loc, other),
        };
        let mut lines = vec![match depth {
            Some(depth) => tr!(
                self.loc,
                "analysis-summary-searched",
                mv = best.mv.to_string(),
                value = value(best.value),
                weighed = weighed,
                total = total,
                depth = depth
            ),
            None => tr!(
                self.loc,
                "analysis-summary-exact",
                mv = best.mv.to_string(),
                value = value(best.value),
                weighed = weighed,
                total = total
            ),
        }];
        let shown = if all {
            weighed
        } else {
            weighed.min(ANALYSIS_BEST)
        };
        let listed = &analysis.moves[..shown];
        let width = listed
            .iter()
            .map(|m| m.mv.to_string().len())
            .max()
            .unwrap_or(0);
        for m in listed {
            lines.push(format!(
                "  {:<width$}  {}",
                m.mv.to_string(),
                value(m.value)
            ));
        }
        if shown < weighed {
            lines.push(tr!(self.loc, "analysis-more", count = weighed - shown));
        }
        if analysis.from_oracle
            && let Some(server) = self.table.tablebase()
        {
            lines.push(tr!(self.loc, "analysis-from-server", url = server.url()));
        }
        lines.join("\n")
    }

    /// `ai`: the AI plays the side to move now, at its level (a person's
    /// side at the level of `level`).
    pub(super) fn ai_now(&mut self) -> Reply {
        if let Err(e) = self.game_over_error() {
            return Reply::error(e);
        }
        match self.apply(Do::AiMove(self.level)) {
            Err(e) => Reply::error(e),
            Ok(()) => Reply {
                think: true,
                ..Reply::default()
            },
        }
    }

    /// The level the AI plays `side` at: its player's, or `level` for a
    /// person's side.
    pub(super) fn ai_level(&self, side: Color) -> Level {
        self.play().players()[side].level().unwrap_or(self.level)
    }
}

#[cfg(test)]
mod tests {
    use morris_ai::Score;
    use morris_ai::analysis::{Analysis, MoveAnalysis, MoveValue};
    use morris_core::{ByColor, Move};
    use morris_play::Player;

    use super::super::{Session, SessionOptions};

    #[test]
    fn a_round_stopped_half_way_is_summed_up_at_the_depth_every_move_reached() {
        let session = Session::new(SessionOptions {
            players: ByColor::new(Player::Human, Player::Human),
            ..SessionOptions::default()
        });
        let moves = session.game().legal_moves();
        // Round 11 stopped after two moves: those two are at 11, the rest
        // at 10, as a stopped analysis leaves them.
        let analysis = Analysis {
            moves: moves
                .iter()
                .enumerate()
                .map(|(i, &mv): (usize, &Move)| MoveAnalysis {
                    mv,
                    value: MoveValue::Searched {
                        score: Score::heuristic(100 - i as i32),
                        depth: if i < 2 { 11 } else { 10 },
                    },
                })
                .collect(),
            depth: 10,
            done: false,
            from_oracle: false,
        };
        let text = session.analysis_text(&analysis, false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            format!(
                "Best move {}: scores about 61 %; 24 of 24 moves weighed, each searched to depth 10.",
                moves[0]
            )
        );
        assert_eq!(lines.len(), 1 + super::ANALYSIS_BEST + 1, "{text}");
        assert_eq!(lines[6], "19 more moves: analyze all lists every move.");
        assert!(!text.contains("11"), "one depth only: {text}");
        let all = session.analysis_text(&analysis, true);
        assert_eq!(all.lines().count(), 25, "{all}");
        assert!(
            !all.contains("depth 11") && !all.contains("more moves"),
            "{all}"
        );

        // Half of the first round: as many moves as have a value are said.
        let half = Analysis {
            moves: analysis.moves[..3].to_vec(),
            depth: 0,
            done: false,
            from_oracle: false,
        };
        let text = session.analysis_text(&half, false);
        assert!(
            text.starts_with(&format!("Best move {}: ", moves[0]))
                && text
                    .lines()
                    .next()
                    .unwrap()
                    .ends_with("3 of 24 moves weighed, each searched to depth 10."),
            "{text}"
        );
        assert_eq!(text.lines().count(), 4, "{text}");
    }
}
