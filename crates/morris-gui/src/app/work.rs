//! The table's work between frames and what it says: ticks, the pace of
//! the AI's moves, the events turned into animations, notices and the
//! game-over dialog, the database build followed, and saving.

use super::*;

impl MorrisApp {
    /// The extents of the databases whose files are all there.
    pub(super) fn present_extents(&self) -> Vec<usize> {
        let Some(data) = &self.storage else {
            return Vec::new();
        };
        let rules = *self.table.game().rules();
        let dbs = Databases::new(data.databases_dir(), rules);
        if let Some(whole) = morris_play::build::whole_game_extent(&rules) {
            return if dbs.is_whole_game_solved() {
                vec![whole.pieces]
            } else {
                Vec::new()
            };
        }
        morris_play::build::extents_for(&rules)
            .map(|e| e.pieces)
            .filter(|&n| dbs.has_files_up_to(n))
            .collect()
    }

    /// Asks the server at `typed` (empty: none) for perfect play; an
    /// address that does not read is said in the dialog and changes
    /// nothing.
    pub(super) fn set_tablebase(&mut self, typed: &str) {
        let typed = typed.trim();
        let chosen = if typed.is_empty() {
            Ok(None)
        } else {
            let timeout =
                std::time::Duration::from_millis(self.settings.tablebase_ms.clamp(10, 60_000));
            morris_play::tablebase::Tablebase::new(typed, timeout).map(Some)
        };
        let error = match chosen {
            Ok(tablebase) => {
                self.settings.shared.tablebase = tablebase.as_ref().map(|t| t.url().to_owned());
                self.table.set_tablebase(tablebase);
                self.persist();
                None
            }
            Err(_) => Some(tr!(self.loc, "gui-tablebase-bad", address = typed)),
        };
        if let Some(crate::dialogs::Dialog::Databases(draft)) = &mut self.dialog {
            draft.tablebase_error = error;
        }
    }

    /// How long each extent offered would take here, for what is not built
    /// yet (none on a small board, whose whole game takes seconds).
    pub(super) fn build_estimates(&self) -> Vec<(usize, morris_play::build::Estimate)> {
        let Some(data) = &self.storage else {
            return Vec::new();
        };
        let rules = *self.table.game().rules();
        if !morris_ai::db::covers(&rules) {
            return Vec::new();
        }
        let dir = data.databases_dir();
        let dbs = Databases::new(&dir, rules);
        morris_play::build::extents_for(&rules)
            .map(|e| (e.pieces, morris_play::build::estimate(&dir, &dbs, e.pieces)))
            .collect()
    }

    /// How far the database build goes and where it stands.
    pub(super) fn build_state(&self) -> Option<(usize, morris_play::build::BuildProgress)> {
        self.table.build().map(|b| (b.pieces(), b.progress()))
    }

    /// Shows the database build's progress in the open dialog, and looks
    /// again while it runs.
    pub(super) fn follow_build(&mut self, ctx: &Context) {
        let state = self.build_state();
        if state.is_some() {
            ctx.request_repaint_after(Duration::from_millis(200));
        }
        if let Some(Dialog::Databases(draft)) = &mut self.dialog {
            draft.building = state;
        }
    }

    /// Says that the database build ended (level 10, hints and the
    /// analysis use what it solved at once).
    pub(super) fn build_ended(&mut self, pieces: usize, end: &BuildEnd) {
        self.notice = Some(match end {
            // (A build under the rules in play: a new game starts none.)
            BuildEnd::Done if morris_ai::db::covers_whole_game(self.table.game().rules()) => {
                tr!(self.loc, "gui-databases-ready-whole")
            }
            BuildEnd::Done => tr!(self.loc, "gui-databases-ready", pieces = pieces),
            BuildEnd::Cancelled => tr!(self.loc, "gui-databases-cancelled"),
            BuildEnd::Failed(reason) => {
                tr!(self.loc, "gui-databases-failed", reason = reason.as_str())
            }
        });
        let present = self.present_extents();
        if let Some(Dialog::Databases(draft)) = &mut self.dialog {
            draft.building = None;
            draft.present = present;
        }
    }

    /// Keeps the analysis on the position in play while it is shown, and
    /// gives what it has found so far.
    pub(super) fn follow_analysis(&mut self, ctx: &Context) -> Option<Analysis> {
        // The practice's board shows no values: they would give the answer.
        if !self.settings.analysis || self.table.game().is_over() || self.practice.is_some() {
            self.table.clear_analysis();
            return None;
        }
        self.table.follow_analysis(None);
        if self.table.is_analysing() {
            // New values come as the search deepens.
            ctx.request_repaint_after(Duration::from_millis(150));
        }
        self.table.analysis().cloned()
    }

    /// The work between frames: file dialog answers, the table's (the AI's
    /// answers and moves, the clocks, the analysis, the database build),
    /// repaints while something moves, and saving.
    pub(super) fn tick(&mut self, ctx: &Context, now: f64) {
        if let Some((purpose, Some(path))) = self.files.poll() {
            self.apply(Command::FileChosen(purpose, path), ctx);
        }
        self.table.set_thinking(thinking(&self.settings));
        let ready_at = self.ai_ready_at();
        self.table.set_ai_move_ready(now >= ready_at);
        self.table.tick(self.clock.now());
        self.announce(ctx, true);
        self.follow_build(ctx);
        self.follow_review(ctx);
        self.follow_practice(ctx);
        self.follow_puzzles(ctx);
        let animating = self.animations.update(now);
        if let Some(clocks) = self.table.session().clocks()
            && let Some(side) = clocks.running()
        {
            // Drawn again when the running clock's digits change (each
            // second, each tenth under ten seconds), not every frame.
            let left = clocks.left(side, self.clock.now());
            ctx.request_repaint_after(morris_play::clock::next_change(left));
        }
        if self.table.online().is_some() {
            // The friend's turns come in, and the clocks count down.
            ctx.request_repaint_after(crate::online::POLL);
        }
        if self.table.is_thinking() || animating || self.files.is_open() {
            ctx.request_repaint();
        } else if self.table.has_held_move() {
            let wait = (ready_at - now).max(0.0);
            ctx.request_repaint_after(Duration::from_secs_f64(wait));
        }
        self.persist();
    }

    /// When a chosen AI move may be played (egui time): after the last
    /// move's animation, and after the watching pause when two AIs play.
    pub(super) fn ai_ready_at(&self) -> f64 {
        let players = self.table.session().players();
        let watching = players.white.is_ai() && players.black.is_ai();
        let pause = if watching {
            f64::from(self.settings.watch_seconds)
        } else {
            0.0
        };
        let animation = if self.settings.animations {
            anim::DURATION
        } else {
            0.0
        };
        self.last_move_time + pause.max(animation)
    }

    /// Carries out a command of the game at the present (egui) instant and
    /// announces what it did; `glide` slides a person's piece to its point.
    /// Returns whether the table took it.
    pub(super) fn act(
        &mut self,
        command: Do,
        ctx: &Context,
        glide: bool,
    ) -> Result<(), TableError> {
        self.sync_hold();
        let result = self.table.apply(command, self.clock.now());
        self.announce(ctx, glide);
        match &result {
            Err(TableError::NoHelp) => self.notice = Some(tr!(self.loc, "online-no-help")),
            Err(TableError::Online) => self.notice = Some(tr!(self.loc, "gui-online-leave-first")),
            Err(TableError::NoQuestion) => self.notice = Some(tr!(self.loc, "online-no-question")),
            _ => {}
        }
        result
    }

    /// Holds the game still while the position editor, the practice of
    /// the mistakes or a dialog that the game waits on is open (every
    /// dialog but the game-over one): the clocks stand and the AI neither
    /// starts nor plays. An online game goes on: the server's clocks do
    /// not wait.
    pub(super) fn sync_hold(&mut self) {
        let dialog = self
            .dialog
            .as_ref()
            .is_some_and(|d| !matches!(d, Dialog::GameOver(_)));
        let hold =
            (self.editor.is_some() || self.practice.is_some() || self.puzzles.is_some() || dialog)
                && self.table.online().is_none();
        if hold != self.holding {
            self.holding = hold;
            let _ = self.table.apply(Do::Hold(hold), self.clock.now());
        }
    }

    /// Turns the table's events into animations, notices and the game-over
    /// dialog.
    pub(super) fn announce(&mut self, ctx: &Context, glide: bool) {
        let now = ctx.input(|i| i.time);
        for event in self.table.take_events() {
            match event {
                Event::Played {
                    side,
                    mv,
                    before,
                    by_ai,
                } => {
                    if self.settings.animations {
                        self.animations
                            .start(&before, mv, self.layout, now, glide || by_ai);
                    }
                    self.last_move_time = now;
                    self.notice = by_ai.then(|| self.ai_played_text(side, mv));
                }
                Event::TookBack { .. } | Event::PlayedAgain(_) => {
                    // What was said of the position left goes with it.
                    self.animations.clear();
                    self.notice = None;
                }
                // Every end, a flag fall too, is announced alike.
                Event::Over(outcome) if self.dialog.is_none() => {
                    self.dialog = Some(Dialog::GameOver(text::announcement(
                        &self.loc,
                        outcome,
                        self.table.game().rules(),
                    )));
                }
                Event::DrawDeclined(_) => self.notice = Some(tr!(self.loc, "gui-draw-declined")),
                Event::TablebaseAway(reason) => {
                    self.notice = Some(tr!(self.loc, "gui-tablebase-away", reason = reason));
                }
                Event::KeepFailed(reason) => {
                    self.notice = Some(tr!(self.loc, "gui-keep-failed", reason = reason));
                }
                Event::BuildEnded { pieces, end } => self.build_ended(pieces, &end),
                Event::Online(event) => self.online_event(event),
                Event::DatabaseRefused(reason) => {
                    self.notice = Some(tr!(self.loc, "gui-database-refused", reason = reason));
                }
                Event::EngineFailed { side, reason } => {
                    self.notice = Some(tr!(
                        self.loc,
                        "gui-engine-failed",
                        color = text::color(&self.loc, side),
                        reason = morris_i18n::words::engine_failure(&self.loc, &reason)
                    ));
                }
                _ => {}
            }
        }
    }

    /// What the AI did, a removal above all: it is easy to miss.
    pub(super) fn ai_played_text(&self, side: Color, m: morris_core::Move) -> String {
        let color = text::color(&self.loc, side);
        if m.removals().is_empty() {
            tr!(self.loc, "gui-ai-played", color = color, mv = m.to_string())
        } else {
            let points: Vec<String> = m.removals().iter().map(|p| p.to_string()).collect();
            tr!(
                self.loc,
                "gui-ai-took",
                color = color,
                mv = m.base().to_string(),
                points = points.join(", ")
            )
        }
    }

    /// Writes the settings when they changed (the table keeps the game
    /// after every change itself).
    pub(super) fn persist(&mut self) {
        let Some(storage) = &self.storage else {
            return;
        };
        if self.saved_settings.as_ref() != Some(&self.settings) {
            // A settings file that cannot be written is retried at the next
            // change, not every frame.
            let _ = self.settings.save(storage);
            self.saved_settings = Some(self.settings.clone());
        }
    }

    /// Plays `command`, a new game or one set up or opened, from now on:
    /// its clocks as the settings choose (a game opened from a record
    /// keeps the clocks the record gave it).
    pub(super) fn new_game(&mut self, command: Do, ctx: &Context) -> Result<(), TableError> {
        if !matches!(command, Do::Load(_)) {
            let _ = self.act(Do::SetTimeControl(self.settings.time_control), ctx, false);
        }
        self.act(command, ctx, false)?;
        self.animations.clear();
        self.editor = None;
        self.typed.clear();
        Ok(())
    }
}
