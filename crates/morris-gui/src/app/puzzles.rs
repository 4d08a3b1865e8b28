//! Puzzles in the app: the trainer both frontends share
//! ([`morris_play::puzzles::Trainer`]) as a mode, as the practice is one.
//! The game in play stands still behind it, untouched, and is there as it
//! was when the puzzles close. The board shows the puzzle's position and
//! takes a turn as in a game; the turn is judged at once against the
//! puzzle's certified line, and the opponent's reply is played from it.
//! The panel beside the board is [`crate::puzzles`].

use morris_ai::puzzles::Solving;
use morris_core::{Move, Preset, Rules};
use morris_i18n::words::puzzles as puzzle_words;
use morris_play::Entered;
use morris_play::entry::Refusal;
use morris_play::puzzles::{Mode as PuzzleMode, RunEnd, Trainer, Tried, Trouble};

use super::*;
use crate::puzzles::{PuzzleView, Said, Tone};

/// How often the app redraws while a rush runs (its clock).
const RUSH_TICK: Duration = Duration::from_millis(250);

/// The puzzles, while they are open.
pub(crate) struct PuzzleWork {
    trainer: Trainer,
    /// The puzzle's position now, where the person enters a turn.
    board: Option<Session>,
    /// What was said since the last puzzle began, oldest first.
    said: Vec<Said>,
    /// The point the hint shows.
    hint: Option<Point>,
}

impl PuzzleWork {
    /// The board of the puzzle shown.
    pub(super) fn board(&self) -> Option<&Session> {
        self.board.as_ref()
    }

    /// The point the hint shows, if asked.
    pub(super) fn hint(&self) -> Option<Point> {
        self.hint
    }

    /// Whether the board takes a turn now.
    pub(super) fn takes_turns(&self) -> bool {
        self.board.is_some()
            && self.trainer.solving().is_some_and(|s| !s.is_solved())
            && !self.trainer.is_over()
    }

    /// Sets the board at the position of the puzzle now; a removal
    /// puzzle's given turn is entered on it, waiting for the removal.
    fn reset_board(&mut self) {
        self.hint = None;
        let Some(solving) = self.trainer.solving() else {
            self.board = None;
            return;
        };
        let people = ByColor::new(morris_play::Player::Human, morris_play::Player::Human);
        let mut game = Game::from_position(*solving.puzzle().position());
        for &m in solving.played() {
            if game.play(m).is_err() {
                break;
            }
        }
        let mut board = Session::from_game(game, people);
        if let Some(given) = solving.given() {
            if let Some(from) = given.from() {
                let _ = board.click(from);
            }
            let _ = board.click(given.to());
        }
        self.board = Some(board);
    }

    /// What the panel shows.
    pub(super) fn view<'a>(&'a self, loc: &'a Localizer, now: Instant) -> PuzzleView<'a> {
        PuzzleView {
            loc,
            trainer: &self.trainer,
            said: &self.said,
            now,
        }
    }
}

impl MorrisApp {
    /// Opens the puzzles in `mode` (of the rules in play when puzzles are
    /// shipped for them, else nine's): the game waits behind them.
    pub(super) fn open_puzzles(&mut self, mode: PuzzleMode) {
        if self.editor.is_some() || self.practice.is_some() || !self.practice_allowed() {
            return;
        }
        let now = self.clock.now();
        if self.puzzles.is_none() {
            let rules = *self.table.game().rules();
            let preset = Preset::ALL
                .into_iter()
                .find(|&p| {
                    Rules::preset(p) == rules && morris_ai::puzzles::shipped::text(p).is_some()
                })
                .unwrap_or(Preset::Nine);
            let Ok((mut trainer, trouble)) =
                Trainer::new(self.storage.clone(), preset, morris_play::random_seed())
            else {
                return;
            };
            trainer.set_databases(self.table.databases(Rules::preset(preset)));
            let mut said = Vec::new();
            if let Some(trouble) = trouble {
                said.push(Said {
                    text: match trouble {
                        Trouble::MovedAside(path) => tr!(
                            self.loc,
                            "puzzle-record-moved",
                            path = path.display().to_string()
                        ),
                        Trouble::Unreadable(reason) => {
                            tr!(self.loc, "puzzle-record-unreadable", reason = reason)
                        }
                    },
                    tone: Tone::Warning,
                });
            }
            self.puzzles = Some(PuzzleWork {
                trainer,
                board: None,
                said,
                hint: None,
            });
        }
        let Some(work) = &mut self.puzzles else {
            return;
        };
        let shown = work.trainer.start(mode, now);
        self.after_new_puzzle(shown);
        self.animations.clear();
        self.typed.clear();
        self.sync_hold();
    }

    /// The puzzle now on the board (or that there is none), with what was
    /// said before it kept when it came after a miss in a rush.
    fn after_new_puzzle(&mut self, shown: bool) {
        let Some(work) = &mut self.puzzles else {
            return;
        };
        work.said.retain(|s| s.tone == Tone::Warning);
        if !shown {
            work.said.push(Said {
                text: self.loc.text("puzzle-none"),
                tone: Tone::Warning,
            });
        }
        work.reset_board();
    }

    /// Closes the puzzles: back to the game as it was.
    pub(super) fn leave_puzzles(&mut self) {
        if self.puzzles.take().is_some() {
            self.typed.clear();
            self.sync_hold();
        }
    }

    /// What the puzzles do with `command`: the board's input goes to them,
    /// and what would change the game waiting behind them is not done.
    /// Returns the command when they leave it to the app.
    pub(super) fn puzzle_command(&mut self, command: Command) -> Option<Command> {
        let Some(work) = &mut self.puzzles else {
            return Some(command);
        };
        let now = self.clock.now();
        match command {
            Command::ClickPoint(point) => {
                self.puzzle_enter(|board| board.click(point));
            }
            Command::DragPiece { from, to } => {
                self.puzzle_enter(|board| board.drag(from, to));
            }
            Command::TypeMove(text) => {
                // A refused move stays in the field to be corrected.
                if self.puzzle_enter(|board| board.typed(&text)) {
                    self.typed.clear();
                }
            }
            Command::CancelTurn => {
                // A removal puzzle's given turn stays entered.
                if work.trainer.solving().and_then(Solving::given).is_none()
                    && let Some(board) = &mut work.board
                {
                    let _ = board.cancel_entry();
                }
            }
            Command::PuzzleHint | Command::Hint => {
                work.hint = work.trainer.hint();
                if let Some(point) = work.hint {
                    work.said.push(Said {
                        text: tr!(self.loc, "puzzle-hint", point = point.to_string()),
                        tone: Tone::Plain,
                    });
                }
            }
            Command::PuzzleAnswer => {
                if let Some(tried) = work.trainer.show(now) {
                    let said = self.tried_said(&tried, true);
                    self.settle_tried(said);
                }
            }
            Command::PuzzleAgain => {
                work.trainer.retry();
                work.said.retain(|s| s.tone == Tone::Warning);
                work.reset_board();
            }
            Command::PuzzleNext => {
                let shown = work.trainer.next(now);
                self.after_new_puzzle(shown);
            }
            Command::PuzzleTheme(theme) => {
                work.trainer.set_theme(theme);
                let shown = work.trainer.start(work.trainer.mode(), now);
                self.after_new_puzzle(shown);
            }
            Command::PuzzleRules(preset) => {
                if work.trainer.set_preset(preset).is_ok() {
                    let dbs = self.table.databases(Rules::preset(preset));
                    if let Some(work) = &mut self.puzzles {
                        work.trainer.set_databases(dbs);
                        let shown = work.trainer.start(work.trainer.mode(), now);
                        self.after_new_puzzle(shown);
                    }
                }
            }
            Command::OpenPuzzles(mode) => {
                let shown = work.trainer.start(mode, now);
                self.after_new_puzzle(shown);
            }
            Command::LeavePuzzles => self.leave_puzzles(),
            Command::Undo
            | Command::Redo
            | Command::GoTo(_)
            | Command::Resign
            | Command::OfferDraw
            | Command::AnswerDraw(_)
            | Command::PauseAi(_)
            | Command::OpenReview
            | Command::CloseReview
            | Command::OpenEditor
            | Command::Practise => {}
            other => return Some(other),
        }
        None
    }

    /// A person's input on the puzzle's board; a turn it completes is
    /// judged. Returns whether it was taken.
    fn puzzle_enter(
        &mut self,
        input: impl FnOnce(&mut Session) -> Result<Entered, Refusal>,
    ) -> bool {
        let Some(work) = &mut self.puzzles else {
            return false;
        };
        if !work.takes_turns() {
            return false;
        }
        let Some(board) = &mut work.board else {
            return false;
        };
        let Ok(entered) = input(board) else {
            return false;
        };
        if let Some(turn) = entered.played {
            self.puzzle_try(turn);
        }
        true
    }

    /// Judges `turn`: right, the reply is played on the board; wrong, the
    /// board goes back and says why.
    fn puzzle_try(&mut self, turn: Move) {
        let now = self.clock.now();
        let Some(work) = &mut self.puzzles else {
            return;
        };
        let Ok(tried) = work.trainer.try_turn(turn, now) else {
            work.reset_board();
            return;
        };
        let said = self.tried_said(&tried, false);
        self.settle_tried(said);
    }

    /// Keeps what a turn tried came to and sets the board after it.
    fn settle_tried(&mut self, said: (Vec<Said>, bool)) {
        let (said, moved_on) = said;
        let Some(work) = &mut self.puzzles else {
            return;
        };
        if moved_on {
            work.said.retain(|s| s.tone == Tone::Warning);
        }
        work.said.extend(said);
        work.reset_board();
    }

    /// What a turn tried (or the answer shown) came to, in words; and
    /// whether a rush moved on to the next puzzle.
    fn tried_said(&self, tried: &Tried, shown: bool) -> (Vec<Said>, bool) {
        let Some(work) = &self.puzzles else {
            return (Vec::new(), false);
        };
        let failed = work.trainer.solving().is_some_and(Solving::failed);
        let said = puzzle_words::tried(&self.loc, tried, shown, failed, self.rush())
            .into_iter()
            .map(|(text, mood)| Said {
                text,
                tone: match mood {
                    puzzle_words::Mood::Plain => Tone::Plain,
                    puzzle_words::Mood::Good => Tone::Good,
                    puzzle_words::Mood::Bad => Tone::Bad,
                },
            })
            .collect();
        (said, tried.moved_on)
    }

    /// Whether the puzzles run as a rush.
    fn rush(&self) -> bool {
        self.puzzles
            .as_ref()
            .is_some_and(|w| matches!(w.trainer.mode(), PuzzleMode::Rush { .. }))
    }

    fn run_end_said(&self, end: RunEnd) -> Said {
        Said {
            text: puzzle_words::run_end(&self.loc, end, self.rush()),
            tone: Tone::Good,
        }
    }

    /// Ends a rush whose time is up, and redraws while one runs.
    pub(super) fn follow_puzzles(&mut self, ctx: &Context) {
        let now = self.clock.now();
        let Some(work) = &mut self.puzzles else {
            return;
        };
        if let Some(end) = work.trainer.tick(now) {
            let said = self.run_end_said(end);
            if let Some(work) = &mut self.puzzles {
                work.said.push(said);
            }
            return;
        }
        if matches!(work.trainer.mode(), PuzzleMode::Rush { .. }) && !work.trainer.is_over() {
            ctx.request_repaint_after(RUSH_TICK);
        }
    }

    /// Whether the puzzles are open (the game waits behind them).
    #[must_use]
    pub fn is_puzzling(&self) -> bool {
        self.puzzles.is_some()
    }

    /// The puzzle shown, for tests: its id.
    #[must_use]
    pub fn puzzle_id(&self) -> Option<&str> {
        Some(self.puzzles.as_ref()?.trainer.solving()?.puzzle().id())
    }

    /// Opens the puzzle of `id` of the set shown (for tests and links);
    /// `false` when the set has none.
    pub fn open_puzzle(&mut self, id: &str) -> bool {
        if self.puzzles.is_none() {
            self.open_puzzles(PuzzleMode::Rated);
        }
        let Some(work) = &mut self.puzzles else {
            return false;
        };
        let opened = work.trainer.open(id);
        if opened {
            self.after_new_puzzle(true);
        }
        opened
    }
}
