//! `review`: every turn of the game so far graded, with the databases the
//! table uses, and said in the player's words; `review practice` then puts
//! the player back at each of the mistakes of the people at this table to
//! find a better turn, graded as the review grades.

use morris_ai::review::{Practice, Review, Reviewer};
use morris_ai::search::StopFlag;
use morris_core::{Game, Move};
use morris_i18n::tr;

use super::{Mode, Reply, Session};
use crate::board;
use crate::command::Command;
use morris_i18n::words::review as text;

/// The depth a scripted review searches to, so that the same input gives
/// the same grades on any machine.
pub const SCRIPTED_REVIEW_DEPTH: u32 = 4;

impl Session {
    fn reviewer(&mut self, game: &Game) -> Reviewer {
        let depth = match self.mode {
            Mode::Interactive => crate::review::DEFAULT_DEPTH,
            Mode::Scripted => SCRIPTED_REVIEW_DEPTH,
        };
        let databases = self.table.databases(*game.rules());
        let mut reviewer = Reviewer::new(64, databases, depth);
        // Where this computer's databases do not reach, the server's do.
        reviewer.set_oracle(self.table.tablebase().map(|t| {
            std::sync::Arc::new(t.clone()) as std::sync::Arc<dyn morris_ai::analysis::Oracle>
        }));
        reviewer
    }

    /// `review` and `review practice`.
    pub(super) fn review(&mut self, practice: bool) -> Reply {
        let game = self.game().clone();
        if game.moves().is_empty() {
            return Reply::text(self.loc.text("review-nothing"));
        }
        // One reviewer, made only if something is to be graded: the review,
        // or the practice after it.
        let cached = self.review_of_this_game().cloned();
        let mut reviewer = (cached.is_none() || practice).then(|| self.reviewer(&game));
        let review = match (cached, &mut reviewer) {
            (Some(review), _) => review,
            (None, None) => return Reply::default(),
            (None, Some(reviewer)) => {
                let progress = (self.mode == Mode::Interactive)
                    .then(|| crate::review::progress_bar(game.moves().len()))
                    .flatten();
                let review = reviewer.review(&game, &StopFlag::new(), |turn| {
                    if let Some(progress) = &progress {
                        progress.tell(&self.loc, turn.ply + 1);
                    }
                });
                drop(progress);
                review
            }
        };
        if review.turns.len() == game.moves().len() {
            self.reviewed = Some(review.clone());
        }
        let first = game.rules().first();
        let mut reply = Reply::text(text::review_text(&self.loc, &review, first));
        if let Some(reviewer) = reviewer.filter(|_| practice) {
            reply.push(&self.start_practice(reviewer, game, &review));
        }
        reply
    }

    /// The last review, if it is of the game as it stands (the same turns).
    fn review_of_this_game(&self) -> Option<&Review> {
        let review = self.reviewed.as_ref()?;
        let moves = self.game().moves();
        (review.turns.len() == moves.len()
            && review.turns.iter().zip(moves).all(|(t, m)| t.turn == *m))
        .then_some(review)
    }

    /// The record of the game, with the review of its turns when there is
    /// one: each turn's mark and a comment that keeps the grades.
    pub(super) fn record_with_review(&self) -> morris_core::Record {
        let mut record = self.record();
        if let Some(review) = self.review_of_this_game() {
            review.write_into(&mut record, |turn| text::comment_text(&self.loc, turn));
        }
        record
    }

    /// Starts the practice of the mistakes of this table's people in
    /// `review`; says the first, or that there is none.
    fn start_practice(&mut self, reviewer: Reviewer, game: Game, review: &Review) -> String {
        let players = self.players();
        let Some(practice) =
            Practice::new(reviewer, game, review, |side| players[side].is_person())
        else {
            return self.loc.text("practice-none");
        };
        let count = practice.count();
        self.practice = Some(Box::new(practice));
        let mut text = tr!(self.loc, "practice-start", count = count);
        text.push('\n');
        text.push_str(&self.practice_position());
        text
    }

    /// Whether a practice is under way: the next line is for it.
    #[must_use]
    pub fn is_practising(&self) -> bool {
        self.practice.is_some()
    }

    /// The practice's prompt: which mistake of how many, and whose turn.
    pub(super) fn practice_prompt(&self) -> Option<String> {
        let p = self.practice.as_ref()?;
        let side = p.mistake()?.side;
        Some(tr!(
            self.loc,
            "practice-prompt",
            index = p.index() + 1,
            count = p.count(),
            color = self.color_name(side)
        ))
    }

    /// The mistake being tried: what was played, and the board before it.
    fn practice_position(&self) -> String {
        let Some((mistake, before)) = self
            .practice
            .as_ref()
            .and_then(|p| Some((p.mistake()?, p.before()?)))
        else {
            return String::new();
        };
        let first = before.rules().first();
        let mut lines = vec![tr!(
            self.loc,
            "practice-position",
            number = text::number(mistake.number, mistake.side, first),
            turn = mistake.turn.to_string(),
            grade = text::grade(&self.loc, mistake.grade),
            color = self.color_name(mistake.side)
        )];
        if self.mode == Mode::Interactive {
            lines.push(board::render(
                before.position(),
                before.moves().last().copied(),
                self.color,
            ));
        }
        lines.join("\n")
    }

    /// A line during the practice: a turn to try, `show` (the board),
    /// `answer` (`show me`), `next`, `stop`, `help`; `quit` ends the
    /// practice and leaves.
    pub(super) fn practice_line(&mut self, line: &str) -> Reply {
        let words = line.split_whitespace().collect::<Vec<_>>().join(" ");
        match words.to_ascii_lowercase().as_str() {
            "stop" => return Reply::text(self.end_practice()),
            "next" | "skip" => return Reply::text(self.next_mistake()),
            "answer" | "show me" => return Reply::text(self.practice_answer()),
            _ => {}
        }
        match line.parse::<Command>() {
            Ok(Command::Play(mv)) => self.practice_try(mv),
            Ok(Command::Show) => Reply::text(self.practice_position()),
            Ok(Command::Quit) => {
                let text = self.end_practice();
                let mut reply = self.run(Command::Quit);
                reply.text = [text, reply.text]
                    .into_iter()
                    .filter(|t| !t.is_empty())
                    .collect::<Vec<_>>()
                    .join("\n");
                reply
            }
            _ => Reply::error(self.loc.text("practice-help")),
        }
    }

    /// Grades a turn tried: right when it is of the best value class (a
    /// grade of best or good), and then the next mistake.
    fn practice_try(&mut self, mv: Move) -> Reply {
        let Some(p) = &mut self.practice else {
            return Reply::default();
        };
        let attempt = match p.try_turn(mv, &StopFlag::new()) {
            Ok(Some(attempt)) => attempt,
            Ok(None) => return Reply::default(),
            Err(morris_core::PlayError::Illegal(e)) => {
                return Reply::error(tr!(
                    self.loc,
                    "illegal-move",
                    mv = mv.to_string(),
                    reason = morris_i18n::records::illegal_reason(&self.loc, &e.reason)
                ));
            }
            Err(_) => return Reply::default(),
        };
        let grade = text::grade(&self.loc, attempt.graded.grade);
        let value = morris_i18n::words::move_value(&self.loc, attempt.graded.after);
        if attempt.right {
            let mut text = tr!(
                self.loc,
                "practice-right",
                turn = mv.to_string(),
                grade = grade,
                value = value
            );
            text.push('\n');
            text.push_str(&self.this_mistake_or_end());
            Reply::text(text)
        } else {
            Reply::text(tr!(
                self.loc,
                "practice-wrong",
                turn = mv.to_string(),
                grade = grade,
                value = value
            ))
        }
    }

    /// The best turn of the mistake being tried, and its value.
    fn practice_answer(&self) -> String {
        let Some(mistake) = self.practice.as_ref().and_then(|p| p.mistake()) else {
            return String::new();
        };
        let best: Vec<String> = mistake.best.iter().map(Move::to_string).collect();
        tr!(
            self.loc,
            "practice-answer",
            best = best.join(", "),
            value = morris_i18n::words::move_value(&self.loc, mistake.before)
        )
    }

    /// On to the next mistake, or the end.
    fn next_mistake(&mut self) -> String {
        if let Some(p) = &mut self.practice {
            p.skip();
        }
        self.this_mistake_or_end()
    }

    /// The mistake now to try, or the end when every one was.
    fn this_mistake_or_end(&mut self) -> String {
        if self.practice.as_ref().is_some_and(|p| p.is_over()) {
            return self.end_practice();
        }
        self.practice_position()
    }

    /// Ends the practice: how many were found.
    fn end_practice(&mut self) -> String {
        let Some(p) = self.practice.take() else {
            return String::new();
        };
        tr!(
            self.loc,
            "practice-over",
            found = p.found(),
            count = p.count()
        )
    }
}
