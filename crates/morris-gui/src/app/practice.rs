//! Learning from one's mistakes in the app: [`Practice`] as a mode, as the
//! position editor is one. The game in play stands still behind it,
//! untouched (the table is held: no clock runs, no AI moves), and is there
//! as it was when the practice ends. The board shows the position before
//! the mistake being tried and takes a turn as in a game; the turn is
//! graded on a thread of its own (the reviewer searches), which hands the
//! practice back with the grade. The panel beside the board is
//! [`crate::practice`].

use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError, channel};

use morris_ai::review::{Attempt, Practice, Review, Reviewer, TurnReview};
use morris_ai::stop::StopFlag;
use morris_core::{Move, PlayError};
use morris_play::Entered;
use morris_play::entry::Refusal;

use super::*;
use crate::practice::{Busy, PracticeView, Said};

/// How often the app looks for the worker's answer while it works.
const POLL: Duration = Duration::from_millis(50);

/// What the worker hands back: the practice (none when the review held no
/// mistake to try), and the turn it graded with its grade.
struct Back {
    practice: Option<Box<Practice>>,
    graded: Option<(Move, Result<Option<Attempt>, PlayError>)>,
}

/// Where the practice is.
enum Held {
    /// Here: the board takes a turn.
    Here(Box<Practice>),
    /// With its worker, until it hands it back.
    Away(Receiver<Back>),
    /// Gone: every mistake was tried, or its worker ended without handing
    /// it back.
    Gone,
}

/// The practice under way: the practice itself (here or with its worker),
/// the board of the mistake being tried, what was said last, and copies of
/// the counts for while the worker has it.
pub(crate) struct PracticeWork {
    /// The table's game whose mistakes are practised ([`Table::serial`]).
    serial: u64,
    /// The side to move at the game's start (to number the turns).
    first: Color,
    held: Held,
    busy: Busy,
    /// Stops the worker.
    stop: StopFlag,
    /// The position before the mistake being tried, where the person
    /// enters a turn; `None` before the practice is ready and once it is
    /// over.
    board: Option<Session>,
    mistake: Option<TurnReview>,
    index: usize,
    count: usize,
    found: usize,
    said: Option<Said>,
}

impl PracticeWork {
    /// Gets the practice of `review`'s mistakes of the sides `people`
    /// says ready on a thread of its own: a reviewer is made there when
    /// none is given (its table takes a moment to fill).
    fn start(
        serial: u64,
        game: Game,
        review: Review,
        reviewer: Option<Box<Reviewer>>,
        databases: Option<Arc<Databases>>,
        people: ByColor<bool>,
    ) -> PracticeWork {
        let mut work = PracticeWork {
            serial,
            first: game.rules().first(),
            held: Held::Gone,
            busy: Busy::Preparing,
            stop: StopFlag::new(),
            board: None,
            mistake: None,
            index: 0,
            count: 0,
            found: 0,
            said: None,
        };
        work.spawn(move |_| {
            let reviewer =
                reviewer.map_or_else(|| super::review::new_reviewer(databases, None), |r| *r);
            let practice = Practice::new(reviewer, game, &review, |side| people[side]);
            Back {
                practice: practice.map(Box::new),
                graded: None,
            }
        });
        work
    }

    /// Runs `job` on the worker's thread; the practice is away until it
    /// hands it back.
    fn spawn(&mut self, job: impl FnOnce(&StopFlag) -> Back + Send + 'static) {
        let (sender, receiver) = channel();
        let stop = self.stop.clone();
        let spawned = std::thread::Builder::new()
            .name("practice".to_owned())
            .spawn(move || {
                let _ = sender.send(job(&stop));
            });
        if spawned.is_ok() {
            self.held = Held::Away(receiver);
        } else {
            self.fail();
        }
    }

    /// The practice is lost: over, and said so.
    fn fail(&mut self) {
        self.held = Held::Gone;
        self.busy = Busy::Idle;
        self.board = None;
        self.mistake = None;
        self.said = Some(Said::Failed);
    }

    /// Takes the worker's answer, if it came.
    fn poll(&mut self) {
        let Held::Away(receiver) = &self.held else {
            return;
        };
        match receiver.try_recv() {
            Ok(back) => self.take_back(back),
            Err(TryRecvError::Empty) => {}
            Err(TryRecvError::Disconnected) => self.fail(),
        }
    }

    /// The practice back from the worker, with the grade of the turn
    /// tried: right, on to the next mistake; wrong, the same again.
    fn take_back(&mut self, back: Back) {
        self.busy = Busy::Idle;
        let Some(practice) = back.practice else {
            // No mistake to try: over at once.
            self.held = Held::Gone;
            return;
        };
        // A grading stopped short, or a turn the position refused (the
        // board took it, so neither comes), is simply tried again.
        if let Some((_, Ok(Some(attempt)))) = back.graded {
            self.said = Some(Said::Tried(attempt));
        }
        self.settle(practice);
    }

    /// Keeps `practice` here and sets the board before its mistake.
    fn settle(&mut self, practice: Box<Practice>) {
        self.index = practice.index();
        self.count = practice.count();
        self.found = practice.found();
        self.mistake = practice.mistake().cloned();
        // The people at the board: it takes a turn of either side.
        let people = ByColor::new(morris_play::Player::Human, morris_play::Player::Human);
        self.board = practice
            .before()
            .map(|game| Session::from_game(game, people));
        self.held = Held::Here(practice);
    }

    /// Whether every mistake was tried (or the practice was lost).
    fn is_over(&self) -> bool {
        self.busy != Busy::Preparing && self.mistake.is_none()
    }

    /// The board, once the practice is ready.
    pub(super) fn board(&self) -> Option<&Session> {
        self.board.as_ref()
    }

    /// Whether the board takes a turn now.
    pub(super) fn takes_turns(&self) -> bool {
        self.busy == Busy::Idle && self.board.is_some() && !self.is_over()
    }

    /// A person's input on the board; a turn it completes is graded.
    /// Returns whether it was taken (a refusal stays on the board, for
    /// the status line).
    fn enter(&mut self, input: impl FnOnce(&mut Session) -> Result<Entered, Refusal>) -> bool {
        if !self.takes_turns() {
            return false;
        }
        let Some(board) = &mut self.board else {
            return false;
        };
        match input(board) {
            Ok(entered) => {
                if let Some(turn) = entered.played {
                    self.grade(turn);
                }
                true
            }
            Err(_) => false,
        }
    }

    /// Drops the half-made turn on the board.
    fn cancel_entry(&mut self) {
        if let Some(board) = &mut self.board {
            let _ = board.cancel_entry();
        }
    }

    /// Grades `turn` on the worker's thread; the board shows it played
    /// meanwhile.
    fn grade(&mut self, turn: Move) {
        let Held::Here(mut practice) = std::mem::replace(&mut self.held, Held::Gone) else {
            return;
        };
        self.busy = Busy::Grading(turn);
        self.spawn(move |stop| {
            let result = practice.try_turn(turn, stop);
            Back {
                practice: Some(practice),
                graded: Some((turn, result)),
            }
        });
    }

    /// Shows the answer to the mistake being tried (its best turns), and
    /// goes on to the next.
    fn show_answer(&mut self) {
        let answer = self.mistake.clone();
        if self.go_on() {
            self.said = answer.map(Said::Answer);
        }
    }

    /// Leaves the mistake being tried unfound, and goes on to the next.
    fn skip(&mut self) {
        if self.go_on() {
            self.said = None;
        }
    }

    /// On to the next mistake, when the practice is here; returns whether
    /// it went.
    fn go_on(&mut self) -> bool {
        if self.busy != Busy::Idle {
            return false;
        }
        let Held::Here(mut practice) = std::mem::replace(&mut self.held, Held::Gone) else {
            return false;
        };
        practice.skip();
        self.settle(practice);
        true
    }

    /// What the panel shows.
    pub(super) fn view<'a>(
        &'a self,
        loc: &'a Localizer,
        rules: &'a morris_core::Rules,
    ) -> PracticeView<'a> {
        PracticeView {
            loc,
            rules,
            first: self.first,
            mistake: self.mistake.as_ref(),
            index: self.index,
            count: self.count,
            found: self.found,
            said: self.said.as_ref(),
            busy: self.busy,
        }
    }
}

impl Drop for PracticeWork {
    fn drop(&mut self) {
        self.stop.stop();
    }
}

impl MorrisApp {
    /// The sides people play, whose mistakes are practised: both when two
    /// play at this computer.
    fn people(&self) -> ByColor<bool> {
        self.table.session().players().map(|p| p.is_person())
    }

    /// How many of the people's mistakes the review found, once it is
    /// complete: the practice on offer.
    pub(super) fn practice_offer(&self) -> Option<usize> {
        let work = self.review.as_ref()?;
        let people = self.people();
        work.is_complete()
            .then(|| Practice::mistakes_in(work.review(), |side| people[side]))
    }

    /// Whether the practice may start now: not while an online game goes
    /// on (its clocks do not wait).
    pub(super) fn practice_allowed(&self) -> bool {
        self.table.online().is_none() || self.table.game().is_over()
    }

    /// Starts the practice of the people's mistakes in the review: the
    /// game stands still meanwhile.
    pub(super) fn start_practice(&mut self) {
        if self.practice.is_some() || self.editor.is_some() || !self.practice_allowed() {
            return;
        }
        if self.practice_offer().unwrap_or(0) == 0 {
            return;
        }
        let people = self.people();
        let rules = *self.table.game().rules();
        let databases = self.table.databases(rules);
        let Some(work) = &mut self.review else {
            return;
        };
        let (game, review, reviewer) = work.for_practice();
        self.practice = Some(PracticeWork::start(
            self.table.serial(),
            game,
            review,
            reviewer,
            databases,
            people,
        ));
        self.animations.clear();
        self.typed.clear();
        self.sync_hold();
    }

    /// Ends the practice, saying how many mistakes were found: back to the
    /// game as it was.
    pub(super) fn leave_practice(&mut self) {
        let Some(work) = self.practice.take() else {
            return;
        };
        if work.count > 0 {
            self.notice = Some(tr!(
                self.loc,
                "practice-over",
                found = work.found,
                count = work.count
            ));
        }
        self.typed.clear();
        self.sync_hold();
    }

    /// Takes the worker's answer, and looks again soon while it works;
    /// another game ends the practice.
    pub(super) fn follow_practice(&mut self, ctx: &Context) {
        if self
            .practice
            .as_ref()
            .is_some_and(|w| w.serial != self.table.serial())
        {
            self.practice = None;
            self.sync_hold();
        }
        if let Some(work) = &mut self.practice {
            work.poll();
            if matches!(work.held, Held::Away(_)) {
                ctx.request_repaint_after(POLL);
            }
        }
    }

    /// What the practice does with `command`: the board's input goes to
    /// it, and what would change the game waiting behind it is not done.
    /// Returns the command when the practice leaves it to the app.
    pub(super) fn practice_command(&mut self, command: Command) -> Option<Command> {
        let Some(work) = &mut self.practice else {
            return Some(command);
        };
        match command {
            Command::ClickPoint(point) => {
                work.enter(|board| board.click(point));
            }
            Command::DragPiece { from, to } => {
                work.enter(|board| board.drag(from, to));
            }
            Command::TypeMove(text) => {
                // A refused move stays in the field to be corrected.
                if work.enter(|board| board.typed(&text)) {
                    self.typed.clear();
                }
            }
            Command::CancelTurn => work.cancel_entry(),
            Command::ShowAnswer => work.show_answer(),
            Command::SkipMistake => work.skip(),
            Command::Undo
            | Command::Redo
            | Command::GoTo(_)
            | Command::Hint
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

    /// The board of a mode that stands before the waiting game (the
    /// practice, the puzzles): `session`'s position, taking a turn as in a
    /// game when `interactive`, `hint` marked.
    pub(super) fn mode_board(
        &self,
        ui: &mut Ui,
        session: &Session,
        interactive: bool,
        hint: Option<Move>,
        focus: Option<Point>,
    ) -> board::BoardOutput {
        let pending = session.entry();
        let shown = session.shown();
        let targets = if interactive {
            session.targets()
        } else {
            PointSet::default()
        };
        let hand_labels = ByColor::new(
            self.hand_label(Color::White, &shown),
            self.hand_label(Color::Black, &shown),
        );
        let point_labels = self.point_labels(&shown, targets, &[]);
        let start = session.game().start();
        let view = BoardView {
            position: session.game().position(),
            pending,
            targets,
            show_targets: self.settings.show_targets && !matches!(pending, Entry::Nothing),
            last_move: session.last_move(),
            shown: &shown,
            hint,
            animations: &self.animations,
            interactive,
            hand_labels,
            point_labels,
            values: Vec::new(),
            editing: false,
            focus,
            hands: start.in_hand(Color::White) > 0 || start.in_hand(Color::Black) > 0,
        };
        board_ui(ui, &view)
    }

    /// The session the panels speak of: the practice's board while it
    /// shows one, else the game's.
    pub(super) fn shown_session(&self) -> &Session {
        self.practice
            .as_ref()
            .and_then(PracticeWork::board)
            .unwrap_or_else(|| self.table.session())
    }

    /// Whether the mistakes of the game are being practised (the game
    /// waits behind the practice).
    #[must_use]
    pub fn is_practising(&self) -> bool {
        self.practice.is_some()
    }

    /// Whether the practice's worker is busy: getting the practice ready,
    /// or grading a turn.
    #[must_use]
    pub fn is_practice_busy(&self) -> bool {
        self.practice.as_ref().is_some_and(|w| w.busy != Busy::Idle)
    }
}
