//! `puzzle`: the puzzles in the terminal, through the trainer both
//! frontends share ([`morris_play::puzzles::Trainer`]). While a puzzle is
//! shown, a line is a turn for it (a removal puzzle takes the removal
//! alone, `xf6` or `f6`) or one of the puzzle's words (`next`, `hint`,
//! `show`, `again`, `rating`, `stop`, with or without `puzzle` before);
//! `stop` goes back to the game, untouched.

use std::sync::Arc;
use std::time::{Duration, Instant};

use morris_ai::db::{self, Databases};
use morris_ai::puzzles::{Verdict, shipped};
use morris_core::{Move, Point, Preset, Rules};
use morris_i18n::tr;
use morris_i18n::words::puzzles as words;
use morris_play::puzzles::{Mode as PuzzleMode, RunEnd, Trainer, Tried, Trouble};

use super::{Mode, Reply, Session};
use crate::board;
use crate::command::{Command, ParseCommandError, PuzzleCommand};

impl Session {
    /// Whether a puzzle is shown: the next line is for it.
    #[must_use]
    pub fn is_puzzling(&self) -> bool {
        self.puzzles.as_ref().is_some_and(|p| p.active)
    }

    /// Runs `puzzle …`.
    pub(super) fn puzzle(&mut self, command: PuzzleCommand) -> Reply {
        // An online game's clocks do not wait for a puzzle.
        if self.online().is_some() && !self.game().is_over() {
            return Reply::error(self.loc.text("puzzle-not-online"));
        }
        let now = Instant::now();
        let mut said = Vec::new();
        if self.puzzles.is_none() {
            match self.open_trainer() {
                Ok(text) => said.extend(text),
                Err(reply) => return reply,
            }
        }
        let reply = self.puzzle_command(command, now);
        said.push(reply.text);
        Reply {
            text: join(said),
            ..reply
        }
    }

    /// A line while a puzzle is shown: a turn (a removal puzzle's
    /// removal alone), `puzzle …` or its words alone, `show` (the board),
    /// `help`, `quit`.
    pub(super) fn puzzle_line(&mut self, line: &str) -> Reply {
        let now = Instant::now();
        let mut said = self.rush_over(now);
        let reply = self.puzzle_line_now(line, now);
        said.push(reply.text);
        Reply {
            text: join(said),
            ..reply
        }
    }

    fn puzzle_line_now(&mut self, line: &str, now: Instant) -> Reply {
        let word = line.trim();
        if let Some(mv) = self.removal_alone(word) {
            return self.puzzle_try(mv, now);
        }
        match line.parse::<Command>() {
            Ok(Command::Play(mv)) => return self.puzzle_try(mv, now),
            Ok(Command::Puzzle(command)) => return self.puzzle_command(command, now),
            Ok(Command::Show) => return Reply::text(self.puzzle_board()),
            Ok(Command::Hint) => return self.puzzle_command(PuzzleCommand::Hint, now),
            Ok(Command::Help(_)) => return Reply::text(self.loc.text("puzzle-repl-help")),
            Ok(Command::Quit) => {
                if let Some(state) = self.puzzles.as_mut() {
                    state.active = false;
                }
                return self.run(Command::Quit);
            }
            _ => {}
        }
        // The puzzle's words alone: `next`, `answer`, `again`, `stop`.
        let alone = match word.to_ascii_lowercase().as_str() {
            "answer" | "show me" => Some(PuzzleCommand::Show),
            "" => None,
            _ => match format!("puzzle {word}").parse::<Command>() {
                Ok(Command::Puzzle(PuzzleCommand::Open(_))) => None,
                Ok(Command::Puzzle(command)) => Some(command),
                Err(
                    e @ (ParseCommandError::BadRush(_)
                    | ParseCommandError::UnknownTheme(_)
                    | ParseCommandError::UnknownPreset(_)),
                ) => return Reply::error(self.parse_error_text(&e)),
                _ => None,
            },
        };
        match alone {
            Some(command) => self.puzzle_command(command, now),
            None => match line.parse::<Command>() {
                Err(e) => Reply::error(self.parse_error_text(&e)),
                Ok(_) => Reply::error(self.loc.text("puzzle-repl-help")),
            },
        }
    }

    /// For a removal puzzle, a line that is the removal alone (`xf6`,
    /// `f6`): the given turn with that removal.
    fn removal_alone(&self, word: &str) -> Option<Move> {
        let given = self
            .puzzles
            .as_ref()
            .and_then(|p| p.trainer.solving())
            .and_then(morris_ai::puzzles::Solving::given)?;
        let point = word.strip_prefix(['x', 'X']).unwrap_or(word);
        point.parse::<Point>().ok().map(|p| given.with_removal(p))
    }

    /// The prompt while a puzzle is shown: the mode, and whose turn.
    pub(super) fn puzzle_prompt(&self) -> Option<String> {
        let state = self.puzzles.as_ref().filter(|p| p.active)?;
        let side = state.trainer.solving()?.position().side_to_move();
        let color = self.color_name(side);
        let trainer = &state.trainer;
        Some(match trainer.mode() {
            PuzzleMode::Rush { .. } if !trainer.is_over() => tr!(
                self.loc,
                "puzzle-prompt-rush",
                left = clock(trainer.time_left(Instant::now()).unwrap_or_default()),
                color = color
            ),
            PuzzleMode::Streak if !trainer.is_over() => tr!(
                self.loc,
                "puzzle-prompt-streak",
                solved = trainer.run_solved(),
                color = color
            ),
            _ => tr!(self.loc, "puzzle-prompt", color = color),
        })
    }

    /// The trainer for the rules in play (or nine's puzzles when there are
    /// none for them), and what was wrong with the record's file.
    fn open_trainer(&mut self) -> Result<Option<String>, Reply> {
        let preset = self.rules_preset().unwrap_or(Preset::Nine);
        let preset = if shipped::text(preset).is_some() {
            preset
        } else {
            Preset::Nine
        };
        let (trainer, trouble) = match Trainer::new(self.data.clone(), preset, self.seed) {
            Ok(made) => made,
            Err(e) => return Err(Reply::error(e.to_string())),
        };
        let mut state = PuzzleState {
            trainer,
            active: false,
        };
        state.trainer.set_databases(self.puzzle_databases(preset));
        self.puzzles = Some(Box::new(state));
        Ok(trouble.map(|t| match t {
            Trouble::MovedAside(path) => tr!(
                self.loc,
                "puzzle-record-moved",
                path = path.display().to_string()
            ),
            Trouble::Unreadable(reason) => {
                tr!(self.loc, "puzzle-record-unreadable", reason = reason)
            }
        }))
    }

    /// The endgame databases of `preset`'s rules in the data directory,
    /// to say a wrong turn's exact value.
    fn puzzle_databases(&self, preset: Preset) -> Option<Arc<Databases>> {
        let rules = Rules::preset(preset);
        let dir = self.databases_dir.as_ref()?;
        db::covers(&rules).then(|| Arc::new(Databases::new(dir, rules)))
    }

    /// The preset the rules in play are, unchanged.
    fn rules_preset(&self) -> Option<Preset> {
        let rules = *self.game().rules();
        Preset::ALL.into_iter().find(|&p| Rules::preset(p) == rules)
    }

    fn puzzle_command(&mut self, command: PuzzleCommand, now: Instant) -> Reply {
        let Some(state) = self.puzzles.as_mut() else {
            return Reply::default();
        };
        let trainer = &mut state.trainer;
        let shown = match command {
            PuzzleCommand::Next => {
                if state.active || trainer.solving().is_none() {
                    trainer.next(now)
                } else {
                    true
                }
            }
            PuzzleCommand::Daily => trainer.start(PuzzleMode::Daily, now),
            PuzzleCommand::Streak => trainer.start(PuzzleMode::Streak, now),
            PuzzleCommand::Rush(minutes) => trainer.start(PuzzleMode::Rush { minutes }, now),
            PuzzleCommand::Rated => trainer.start(PuzzleMode::Rated, now),
            PuzzleCommand::Theme(theme) => {
                trainer.set_theme(theme);
                trainer.start(trainer.mode(), now)
            }
            PuzzleCommand::Rules(preset) => {
                if trainer.set_preset(preset).is_err() {
                    let have: Vec<&str> = shipped::PRESETS.iter().map(|p| p.name()).collect();
                    return Reply::error(tr!(
                        self.loc,
                        "puzzle-no-set",
                        rules = preset.name(),
                        have = have.join(", ")
                    ));
                }
                let dbs = self.puzzle_databases(preset);
                let Some(state) = self.puzzles.as_mut() else {
                    return Reply::default();
                };
                state.trainer.set_databases(dbs);
                state.trainer.start(state.trainer.mode(), now)
            }
            PuzzleCommand::Open(id) => {
                if !trainer.open(&id) {
                    return Reply::error(tr!(self.loc, "puzzle-unknown-id", id = id));
                }
                true
            }
            PuzzleCommand::Themes => return Reply::text(self.puzzle_themes()),
            PuzzleCommand::Rating => return Reply::text(self.puzzle_rating()),
            PuzzleCommand::Stop => {
                state.active = false;
                self.dirty = true;
                return Reply::text(self.loc.text("puzzle-stopped"));
            }
            PuzzleCommand::Hint => {
                return match trainer.hint() {
                    Some(point) => {
                        Reply::text(tr!(self.loc, "puzzle-hint", point = point.to_string()))
                    }
                    None => Reply::error(self.loc.text("puzzle-nothing-shown")),
                };
            }
            PuzzleCommand::Show => {
                return match trainer.show(now) {
                    Some(tried) => Reply::text(self.tried_text(&tried, true)),
                    None => Reply::error(self.loc.text("puzzle-nothing-shown")),
                };
            }
            PuzzleCommand::Again => {
                trainer.retry();
                true
            }
        };
        if !shown {
            return Reply::error(self.loc.text("puzzle-none"));
        }
        if let Some(state) = self.puzzles.as_mut() {
            state.active = true;
        }
        Reply::text(self.puzzle_text())
    }

    fn puzzle_try(&mut self, mv: Move, now: Instant) -> Reply {
        let Some(state) = self.puzzles.as_mut() else {
            return Reply::default();
        };
        match state.trainer.try_turn(mv, now) {
            Ok(tried) => Reply::text(self.tried_text(&tried, false)),
            Err(e) => Reply::error(tr!(
                self.loc,
                "illegal-move",
                mv = mv.to_string(),
                reason = morris_i18n::records::illegal_reason(&self.loc, &e.reason)
            )),
        }
    }

    /// What a turn tried came to, in words, and what comes next.
    fn tried_text(&self, tried: &Tried, shown: bool) -> String {
        let Some(state) = self.puzzles.as_ref() else {
            return String::new();
        };
        let trainer = &state.trainer;
        let failed = trainer.solving().is_some_and(|s| s.failed());
        let mut lines: Vec<String> = words::tried(&self.loc, tried, shown, failed, self.rush())
            .into_iter()
            .map(|(text, _)| text)
            .collect();
        if tried.moved_on {
            lines.push(self.puzzle_text());
        } else if matches!(tried.verdict, Verdict::Wrong { .. }) && tried.ended.is_none() {
            lines.push(self.loc.text("puzzle-try-again"));
        } else if let Some(s) = trainer.solving().filter(|s| !s.is_solved()) {
            lines.push(words::task(&self.loc, s));
            if self.mode == Mode::Interactive {
                lines.push(self.puzzle_board());
            }
        } else {
            lines.push(self.loc.text("puzzle-what-next"));
        }
        join(lines)
    }

    fn run_end_text(&self, end: RunEnd) -> String {
        words::run_end(&self.loc, end, self.rush())
    }

    /// Whether the puzzles run as a rush.
    fn rush(&self) -> bool {
        self.puzzles
            .as_ref()
            .is_some_and(|p| matches!(p.trainer.mode(), PuzzleMode::Rush { .. }))
    }

    /// A rush whose time ran out while the player thought: said before the
    /// line is taken.
    fn rush_over(&mut self, now: Instant) -> Vec<String> {
        let end = self.puzzles.as_mut().and_then(|p| p.trainer.tick(now));
        end.map(|end| self.run_end_text(end)).into_iter().collect()
    }

    /// The puzzle shown: its heading, the mode's state, the task and the
    /// board.
    fn puzzle_text(&self) -> String {
        let Some(trainer) = self.puzzles.as_ref().map(|p| &p.trainer) else {
            return String::new();
        };
        let Some(solving) = trainer.solving() else {
            return String::new();
        };
        let mut lines = Vec::new();
        match trainer.mode() {
            PuzzleMode::Daily => lines.push(tr!(
                self.loc,
                "puzzle-daily",
                date = morris_play::puzzles::today()
            )),
            PuzzleMode::Streak => lines.push(tr!(
                self.loc,
                "puzzle-streak",
                solved = trainer.run_solved()
            )),
            PuzzleMode::Rush { .. } => lines.push(tr!(
                self.loc,
                "puzzle-rush",
                solved = trainer.run_solved(),
                misses = trainer.misses(),
                left = clock(trainer.time_left(Instant::now()).unwrap_or_default())
            )),
            PuzzleMode::Rated => {}
        }
        lines.push(words::heading(&self.loc, solving.puzzle()));
        lines.push(words::task(&self.loc, solving));
        if self.mode == Mode::Interactive {
            lines.push(self.puzzle_board());
        }
        join(lines)
    }

    fn puzzle_board(&self) -> String {
        let Some(solving) = self.puzzles.as_ref().and_then(|p| p.trainer.solving()) else {
            return String::new();
        };
        board::render(
            solving.position(),
            solving.played().last().copied(),
            self.color,
        )
    }

    fn puzzle_rating(&self) -> String {
        let Some(trainer) = self.puzzles.as_ref().map(|p| &p.trainer) else {
            return String::new();
        };
        let rules = trainer.preset().name();
        let rating = trainer.rating();
        let mut lines = vec![tr!(
            self.loc,
            "puzzle-rating",
            rules = rules,
            rating = format!("{:.0} ± {:.0}", rating.rating, 2.0 * rating.deviation)
        )];
        let history = trainer.record().rating_history(rules);
        if !history.is_empty() {
            let last: Vec<String> = history
                .iter()
                .rev()
                .take(10)
                .rev()
                .map(|r| format!("{r:.0}"))
                .collect();
            lines.push(tr!(
                self.loc,
                "puzzle-history",
                count = history.len(),
                last = last.join(" ")
            ));
        }
        let record = trainer.record();
        if let Some(best) = record.best_streak.get(rules) {
            lines.push(tr!(self.loc, "puzzle-best-streak", best = *best));
        }
        for minutes in [3, 5] {
            if let Some(best) = record.best_rush.get(&format!("{rules}-{minutes}")) {
                lines.push(tr!(
                    self.loc,
                    "puzzle-best-rush",
                    minutes = minutes,
                    best = *best
                ));
            }
        }
        join(lines)
    }

    fn puzzle_themes(&self) -> String {
        let Some(trainer) = self.puzzles.as_ref().map(|p| &p.trainer) else {
            return String::new();
        };
        morris_ai::puzzles::Theme::ALL
            .iter()
            .map(|&t| {
                format!(
                    "{:<20} {:>5}  {}",
                    t.name(),
                    trainer.count_with(t),
                    words::theme(&self.loc, t)
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// The trainer and whether a puzzle is shown.
#[derive(Debug)]
pub(super) struct PuzzleState {
    pub(super) trainer: Trainer,
    pub(super) active: bool,
}

/// A rush's time left: `2:31`.
fn clock(left: Duration) -> String {
    let s = left.as_secs();
    format!("{}:{:02}", s / 60, s % 60)
}

fn join(parts: Vec<String>) -> String {
    parts
        .into_iter()
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}
