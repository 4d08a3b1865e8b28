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
}

impl Session {
    /// Starts the AI player to move, if an AI is to move now; returns
    /// whether it started. What the table did meanwhile is said in the
    /// next reply.
    pub fn ai_turn(&mut self) -> bool {
        if self.table.is_thinking() || self.pending().is_some() {
            return false;
        }
        self.table.tick(Instant::now());
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

    /// `analyze [DEPTH]`: every legal move's value. Exact at once where the
    /// endgame databases cover the position; else searched, to `depth` (in
    /// scripts to a fixed depth), or at a terminal for as long as the AI
    /// thinks a move (Ctrl-C stops it early and shows what is known).
    pub(super) fn analyze(&mut self, depth: Option<u32>) -> Reply {
        if let Err(e) = self.game_over_error() {
            return Reply::error(e);
        }
        let (depth, budget) = match (self.mode, depth) {
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
                self.analysing = None;
                let analysis = self.table.analysis().cloned().unwrap_or_default();
                self.table.clear_analysis();
                return Some(Reply::text(self.analysis_text(&analysis)));
            }
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return None;
            }
            std::thread::sleep(left.min(Duration::from_millis(10)));
        }
    }

    /// The table `analyze` prints: a heading, then each move and its value,
    /// best first.
    fn analysis_text(&self, analysis: &Analysis) -> String {
        if analysis.moves.is_empty() {
            return tr!(self.loc, "analysis-none");
        }
        let exact = analysis
            .moves
            .iter()
            .all(|m| matches!(m.value, MoveValue::Exact(_) | MoveValue::MayBeDrawn(_)));
        let mut lines = vec![if exact {
            tr!(self.loc, "analysis-exact")
        } else {
            tr!(self.loc, "analysis-searched", depth = analysis.depth)
        }];
        let width = analysis
            .moves
            .iter()
            .map(|m| m.mv.to_string().len())
            .max()
            .unwrap_or(0);
        for m in &analysis.moves {
            let value = match m.value {
                // The heading says the depth; each line only when it differs
                // (a round stopped half-way).
                MoveValue::Searched { score, depth } if depth == analysis.depth => {
                    words::score(&self.loc, score)
                }
                other => words::move_value(&self.loc, other),
            };
            lines.push(format!("  {:<width$}  {value}", m.mv.to_string()));
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
