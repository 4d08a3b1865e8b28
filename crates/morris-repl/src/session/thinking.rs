//! The AI's turns and the hint: started on [`morris_play::Brains`]' worker
//! thread, waited for by the read loop (with a spinner at a terminal), and
//! said in words when they end.

use std::time::{Duration, Instant};

use morris_ai::analysis::{Analysis, MoveValue};
use morris_ai::search::StopFlag;
use morris_ai::{Choice, Level};
use morris_core::Color;
use morris_i18n::{tr, words};
use morris_play::{Budget, Finished, Purpose};

use super::{
    MAX_AUTO_TURNS, Mode, Reply, SCRIPTED_ANALYSIS_DEPTH, SCRIPTED_HINT_NODES, SCRIPTED_NODES,
    Session,
};

/// An `analyze` under way: when it began, how long it may go on, the flag
/// Ctrl-C raises, and the game version it is of.
#[derive(Debug)]
pub(super) struct Analysing {
    started: Instant,
    budget: Option<Duration>,
    stop: StopFlag,
    version: u64,
}

impl Session {
    /// Starts the AI player to move, if an AI is to move now; returns
    /// whether it started.
    pub fn ai_turn(&mut self) -> bool {
        if self.brains.is_thinking()
            || self.pending().is_some()
            || self.game().moves().len() >= MAX_AUTO_TURNS
        {
            return false;
        }
        let Some(level) = self.play.ai_to_move() else {
            return false;
        };
        let side = self.play.side_to_move();
        self.start(Purpose::Move(side), level);
        true
    }

    /// Lets AI players move until a person is to move or the game ends,
    /// blocking; returns what they played.
    pub fn play_ai_turns(&mut self) -> String {
        let mut text = Reply::default();
        while self.ai_turn() {
            text.append(self.think_to_end());
        }
        text.text
    }

    /// Waits up to `timeout` for the thinking AI; returns what it did once
    /// it has finished (the move played, the hint), `None` while it thinks.
    pub fn wait_thinking(&mut self, timeout: Duration) -> Option<Reply> {
        if self.analysing.is_some() {
            return self.wait_analysis(timeout);
        }
        let finished = self.brains.wait(timeout)?;
        Some(self.finished(finished))
    }

    /// Waits for the thinking AI to finish, however long it takes.
    pub fn think_to_end(&mut self) -> Reply {
        while self.analysing.is_some() {
            if let Some(reply) = self.wait_analysis(Duration::from_secs(1)) {
                return reply;
            }
        }
        match self.brains.wait_for_answer() {
            Some(finished) => self.finished(finished),
            None => Reply::default(),
        }
    }

    /// Whether the AI is thinking.
    #[must_use]
    pub fn is_thinking(&self) -> bool {
        self.brains.is_thinking() || self.analysing.is_some()
    }

    /// Whether the AI thinks about a move to play (not a hint).
    #[must_use]
    pub fn thinking_for_move(&self) -> bool {
        self.brains
            .job()
            .is_some_and(|job| matches!(job.purpose, Purpose::Move(_)))
    }

    /// A handle that stops the thinking from another thread (a Ctrl-C
    /// handler); the AI then plays the best move found so far.
    #[must_use]
    pub fn stop_flag(&self) -> Option<StopFlag> {
        if let Some(run) = &self.analysing {
            return Some(run.stop.clone());
        }
        self.brains.job().map(morris_play::Job::stop_flag)
    }

    /// The spinner's text while the AI thinks.
    #[must_use]
    pub fn thinking_text(&self) -> String {
        if let Some(run) = &self.analysing {
            let depth = self.advisor.analysis(run.version).map_or(0, |a| a.depth);
            let seconds = self.decimal(run.started.elapsed().as_secs_f64(), 1, false);
            return tr!(
                self.loc,
                "thinking-analysis",
                depth = depth,
                seconds = seconds
            );
        }
        let Some(job) = self.brains.job() else {
            return String::new();
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
        if let Some(choice) = self
            .brains
            .databases(*self.game().rules())
            .and_then(|db| endgame_hint(self.game(), &db))
        {
            return Reply::text(self.hint_text(&choice, true));
        }
        self.start(Purpose::Hint, Level::MAX);
        Reply {
            think: true,
            ..Reply::default()
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
        let databases = self.brains.databases(*self.game().rules());
        let version = self.play.version();
        self.advisor.clear();
        self.advisor
            .follow(self.play.game(), version, depth, databases);
        self.analysing = Some(Analysing {
            started: Instant::now(),
            budget,
            stop: StopFlag::new(),
            version,
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
            self.advisor.poll();
            let done = !self.advisor.is_running()
                || self.advisor.analysis(run.version).is_some_and(|a| a.done);
            let over =
                run.stop.is_stopped() || run.budget.is_some_and(|b| run.started.elapsed() >= b);
            if done || over {
                self.advisor.stop();
                let version = run.version;
                self.analysing = None;
                let analysis = self.advisor.analysis(version).cloned().unwrap_or_default();
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
        let _ = self.play.cancel_entry();
        self.play.set_ai_paused(false);
        let side = self.play.side_to_move();
        let level = self.ai_level(side);
        self.start(Purpose::Move(side), level);
        Reply {
            think: true,
            ..Reply::default()
        }
    }

    /// The level the AI plays `side` at: its player's, or `level` for a
    /// person's side.
    pub(super) fn ai_level(&self, side: Color) -> Level {
        self.play.players()[side].level().unwrap_or(self.level)
    }

    /// Starts the AI: level 10 and the hint think for a time at a
    /// terminal and search fixed budgets in scripts; levels 1 to 9 keep
    /// their own budgets.
    fn start(&mut self, purpose: Purpose, level: Level) {
        let budget = match (self.mode, purpose) {
            (Mode::Interactive, Purpose::Hint) => {
                Budget::time(self.movetime.min(Duration::from_secs(1)))
            }
            (Mode::Interactive, Purpose::Move(side)) => match self.play.clocks() {
                // Level 10 plays by the clock it has; no level thinks
                // longer than its clock allows.
                Some(clocks) => {
                    let share = clocks.budget(side, Instant::now());
                    Budget::time(if level == Level::MAX {
                        share
                    } else {
                        self.movetime.min(share)
                    })
                }
                None => Budget::time(self.movetime),
            },
            (Mode::Scripted, Purpose::Hint) => Budget::nodes(SCRIPTED_HINT_NODES),
            (Mode::Scripted, Purpose::Move(_)) if level == Level::MAX => {
                Budget::nodes(SCRIPTED_NODES)
            }
            (Mode::Scripted, Purpose::Move(_)) => Budget {
                limits: morris_ai::search::Limits::default(),
                time: None,
            },
        };
        let version = self.play.version();
        self.brains
            .start(purpose, level, self.play.game(), budget, version);
    }

    /// Says what a finished search did: plays the AI's move, or shows the
    /// hint.
    fn finished(&mut self, finished: Finished) -> Reply {
        let Some(choice) = finished.choice else {
            return Reply::default();
        };
        let mut reply = match finished.purpose {
            Purpose::Move(side) => match self.play.play_ai(finished.version, choice.mv) {
                Some(m) => {
                    self.changed();
                    let who = self.ai_label(side);
                    Reply::text(self.played_text(m, &who))
                }
                None => Reply::default(),
            },
            Purpose::Hint => Reply::text(self.hint_text(&choice, false)),
        };
        for note in std::mem::take(&mut self.notes) {
            reply.push(&note);
        }
        reply
    }
}

/// The exact value of the position from an endgame database, when one
/// covers it: the best move and its distance to the end. `None` when no
/// solved database covers the position, or when the N-move rule may draw
/// the game before the database's result comes; the hint searches then.
#[must_use]
pub fn endgame_hint(
    game: &morris_core::Game,
    databases: &morris_ai::db::Databases,
) -> Option<Choice> {
    let pos = game.position();
    let &(mv, value) = databases.move_values(pos)?.first()?;
    if !morris_ai::analysis::db_move_value(pos, mv, value).is_exact() {
        return None;
    }
    Some(Choice {
        mv,
        score: value.score(0),
        depth: 0,
        nodes: 0,
        pv: vec![mv],
        exact: Some(value),
    })
}
