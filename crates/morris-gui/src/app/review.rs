//! The review of the game in the app: a worker thread grades the turns
//! ([`morris_ai::review`]) and sends each as it is graded; the app takes
//! them every frame, shows them in the review window as they come and
//! marks the move list. Closing the window or another game stops it. Once
//! done, the worker hands its reviewer back, for the practice of the
//! mistakes (its table already knows the positions).

use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError, channel};

use morris_ai::review::{DEFAULT_DEPTH, Review, Reviewer, TurnReview};
use morris_ai::stop::StopFlag;
use morris_core::{Color, Game, Move};

use super::*;
use crate::review::{Marks, ReviewView};

/// How often the app looks for new grades while the review runs.
const POLL: Duration = Duration::from_millis(100);

/// The transposition table of the review's search, in MiB.
const HASH_MIB: usize = 64;

/// What the review's worker sends.
enum Graded {
    /// A turn, graded.
    Turn(TurnReview),
    /// The reviewer, at the end.
    Done(Box<Reviewer>),
}

/// A review: of which game and line, what it graded so far, and the
/// worker while it runs.
pub(crate) struct ReviewWork {
    /// The table's game it reviews ([`Table::serial`]).
    serial: u64,
    /// The game reviewed: its line is the game's moves and those taken
    /// back after them, when the review began.
    game: Game,
    /// The turns graded so far.
    review: Review,
    /// The grades' channel, while the worker runs.
    receiver: Option<Receiver<Graded>>,
    /// The reviewer the worker handed back, until a practice takes it.
    reviewer: Option<Box<Reviewer>>,
    /// Stops the worker.
    stop: StopFlag,
    /// Whether the review window is shown.
    open: bool,
}

impl ReviewWork {
    /// Starts reviewing `game` (its whole line, moves taken back
    /// included) on a thread of its own, with these databases.
    fn start(
        serial: u64,
        game: &Game,
        databases: Option<Arc<Databases>>,
        oracle: Option<Arc<dyn morris_ai::analysis::Oracle>>,
    ) -> ReviewWork {
        let mut game = game.clone();
        while game.redo().is_some() {}
        let (sender, receiver) = channel();
        let stop = StopFlag::new();
        let worker_stop = stop.clone();
        let reviewed = game.clone();
        let spawned = std::thread::Builder::new()
            .name("review".to_owned())
            .spawn(move || {
                let mut reviewer = new_reviewer(databases, oracle);
                reviewer.review(&reviewed, &worker_stop, |turn| {
                    let _ = sender.send(Graded::Turn(turn.clone()));
                });
                let _ = sender.send(Graded::Done(Box::new(reviewer)));
            });
        ReviewWork {
            serial,
            game,
            review: Review::default(),
            // A worker that could not start grades nothing: the window
            // shows what there is.
            receiver: spawned.is_ok().then_some(receiver),
            reviewer: None,
            stop,
            open: true,
        }
    }

    /// The line reviewed.
    fn line(&self) -> &[Move] {
        self.game.moves()
    }

    /// The side to move at the game's start.
    fn first(&self) -> Color {
        self.game.rules().first()
    }

    /// Takes the turns graded since the last frame.
    fn poll(&mut self) {
        let Some(receiver) = &self.receiver else {
            return;
        };
        loop {
            match receiver.try_recv() {
                Ok(Graded::Turn(turn)) => self.review.turns.push(turn),
                Ok(Graded::Done(reviewer)) => self.reviewer = Some(reviewer),
                Err(TryRecvError::Empty) => return,
                Err(TryRecvError::Disconnected) => {
                    self.receiver = None;
                    return;
                }
            }
        }
    }

    /// Whether the worker still grades.
    fn running(&self) -> bool {
        self.receiver.is_some()
    }

    /// Whether every turn of the line is graded.
    fn complete(&self) -> bool {
        self.review.turns.len() == self.line().len()
    }

    /// Whether the review is done: every turn graded, the worker ended.
    pub(super) fn is_complete(&self) -> bool {
        !self.running() && self.complete()
    }

    /// The turns graded so far.
    pub(super) fn review(&self) -> &Review {
        &self.review
    }

    /// What a practice of its mistakes takes: the game reviewed, its
    /// review, and the reviewer, whose table knows the positions (the
    /// first practice takes it; a later one makes its own).
    pub(super) fn for_practice(&mut self) -> (Game, Review, Option<Box<Reviewer>>) {
        (self.game.clone(), self.review.clone(), self.reviewer.take())
    }

    /// Stops the worker; the turns graded so far stay.
    fn stop(&mut self) {
        self.stop.stop();
        self.receiver = None;
    }
}

/// A reviewer as the review and its practice use it: the table's
/// databases, the tablebase server where they do not reach, the default
/// depth.
pub(super) fn new_reviewer(
    databases: Option<Arc<Databases>>,
    oracle: Option<Arc<dyn morris_ai::analysis::Oracle>>,
) -> Reviewer {
    let mut reviewer = Reviewer::new(HASH_MIB, databases, DEFAULT_DEPTH);
    reviewer.set_oracle(oracle);
    reviewer
}

/// The table's tablebase server as the reviewer asks it.
pub(super) fn oracle_of(table: &Table) -> Option<Arc<dyn morris_ai::analysis::Oracle>> {
    table
        .tablebase()
        .map(|t| Arc::new(t.clone()) as Arc<dyn morris_ai::analysis::Oracle>)
}

impl Drop for ReviewWork {
    fn drop(&mut self) {
        self.stop.stop();
    }
}

/// The game's whole line: its moves, then those taken back after them.
fn whole_line(game: &Game) -> Vec<Move> {
    let mut line = game.moves().to_vec();
    line.extend(game.redo_moves());
    line
}

/// The grades the move list marks: the review's turns as far as the
/// game's line is still the one reviewed.
pub(super) fn marks<'a>(review: Option<&'a ReviewWork>, game: &Game) -> Option<Marks<'a>> {
    let work = review?;
    let line = whole_line(game);
    let agree = line
        .iter()
        .zip(work.line())
        .take_while(|(a, b)| a == b)
        .count();
    Some(Marks::new(&work.review.turns, agree))
}

impl MorrisApp {
    /// Opens the review window: the review of this game's line if there is
    /// one, else a new one. Online only when the room allows help or the
    /// game is over.
    pub(super) fn open_review(&mut self) {
        if matches!(self.dialog, Some(Dialog::GameOver(_))) {
            self.dialog = None;
        }
        let game = self.table.game();
        if !self.table.help_allowed() && !game.is_over() {
            self.notice = Some(tr!(self.loc, "online-no-help"));
            return;
        }
        let line = whole_line(game);
        if line.is_empty() {
            self.notice = Some(self.loc.text("review-nothing"));
            return;
        }
        let serial = self.table.serial();
        if let Some(work) = &mut self.review
            && work.serial == serial
            && work.line() == line
            && (work.running() || work.complete())
        {
            work.open = true;
            return;
        }
        let rules = *game.rules();
        let databases = self.table.databases(rules);
        let oracle = oracle_of(&self.table);
        self.review = Some(ReviewWork::start(
            serial,
            self.table.game(),
            databases,
            oracle,
        ));
    }

    /// Closes the review window and stops the review; its grades stay in
    /// the move list.
    pub(super) fn close_review(&mut self) {
        if let Some(work) = &mut self.review {
            work.stop();
            work.open = false;
        }
    }

    /// Takes the grades the worker sent, and looks again soon while it
    /// runs; another game ends the review.
    pub(super) fn follow_review(&mut self, ctx: &Context) {
        if self
            .review
            .as_ref()
            .is_some_and(|w| w.serial != self.table.serial())
        {
            self.review = None;
        }
        if let Some(work) = &mut self.review {
            work.poll();
            if work.running() {
                ctx.request_repaint_after(POLL);
            }
        }
    }

    /// The review panel, while it is open: what it asks for.
    pub(super) fn review_panel(&mut self, ui: &mut egui::Ui) -> Vec<Command> {
        let mut commands = Vec::new();
        // The practice of the mistakes takes the window's place.
        let Some(work) = self
            .review
            .as_ref()
            .filter(|w| w.open && self.practice.is_none())
        else {
            return commands;
        };
        let view = ReviewView {
            loc: &self.loc,
            review: &work.review,
            total: work.line().len(),
            running: work.running(),
            first: work.first(),
            at: self.table.game().moves().len(),
            practice: self.practice_offer(),
            practice_allowed: self.practice_allowed(),
        };
        crate::review::review_panel(ui, &view, &mut commands);
        commands
    }

    /// The review of the game so far, if one was asked for: the turns
    /// graded up to now.
    #[must_use]
    pub fn review(&self) -> Option<&Review> {
        self.review.as_ref().map(|w| &w.review)
    }

    /// Whether the review's worker is still grading.
    #[must_use]
    pub fn is_reviewing(&self) -> bool {
        self.review.as_ref().is_some_and(ReviewWork::running)
    }

    /// Whether the review window is open.
    #[must_use]
    pub fn review_open(&self) -> bool {
        self.review.as_ref().is_some_and(|w| w.open)
    }
}
