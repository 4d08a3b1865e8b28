//! `review`: every turn of the game so far graded, with the databases the
//! table uses, and said in the player's words; `review practice` then puts
//! the player back at each of the mistakes of the people at this table to
//! find a better turn, graded as the review grades.

use morris_ai::review::{Grade, Review, Reviewer, TurnReview};
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

/// The mistakes to try again, one after another.
#[derive(Debug)]
pub(super) struct Practice {
    reviewer: Reviewer,
    /// The game the mistakes were made in.
    game: Game,
    /// Its turns that were not good enough, in order.
    mistakes: Vec<TurnReview>,
    /// The one being tried.
    at: usize,
    /// How many were found.
    found: usize,
}

impl Practice {
    /// The game just before the mistake being tried.
    fn before(&self) -> Game {
        let ply = self.mistakes[self.at].ply;
        let mut before = Game::from_position(*self.game.start());
        for &mv in &self.game.moves()[..ply] {
            let _ = before.play(mv);
        }
        before
    }
}

impl Session {
    fn reviewer(&mut self, game: &Game) -> Reviewer {
        let depth = match self.mode {
            Mode::Interactive => crate::review::DEFAULT_DEPTH,
            Mode::Scripted => SCRIPTED_REVIEW_DEPTH,
        };
        let databases = self.table.databases(*game.rules());
        Reviewer::new(64, databases, depth)
    }

    /// `review` and `review practice`.
    pub(super) fn review(&mut self, practice: bool) -> Reply {
        let game = self.game().clone();
        if game.moves().is_empty() {
            return Reply::text(self.loc.text("review-nothing"));
        }
        let review = match self.review_of_this_game() {
            Some(review) => review.clone(),
            None => {
                let mut reviewer = self.reviewer(&game);
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
        if practice {
            let reviewer = self.reviewer(&game);
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
        let mistakes: Vec<TurnReview> = review
            .turns
            .iter()
            .filter(|t| t.grade >= Grade::Inaccuracy && players[t.side].is_person())
            .cloned()
            .collect();
        if mistakes.is_empty() {
            return self.loc.text("practice-none");
        }
        let count = mistakes.len();
        self.practice = Some(Box::new(Practice {
            reviewer,
            game,
            mistakes,
            at: 0,
            found: 0,
        }));
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
        let side = p.mistakes[p.at].side;
        Some(tr!(
            self.loc,
            "practice-prompt",
            index = p.at + 1,
            count = p.mistakes.len(),
            color = self.color_name(side)
        ))
    }

    /// The mistake being tried: what was played, and the board before it.
    fn practice_position(&self) -> String {
        let Some(p) = &self.practice else {
            return String::new();
        };
        let mistake = &p.mistakes[p.at];
        let first = p.game.rules().first();
        let before = p.before();
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
        let before = p.before();
        let ply = p.mistakes[p.at].ply;
        match before.clone().play(mv) {
            Ok(()) => {}
            Err(morris_core::PlayError::Illegal(e)) => {
                return Reply::error(tr!(
                    self.loc,
                    "illegal-move",
                    mv = mv.to_string(),
                    reason = morris_i18n::records::illegal_reason(&self.loc, &e.reason)
                ));
            }
            Err(_) => return Reply::default(),
        }
        let Some(graded) = p.reviewer.review_turn(&before, ply, mv, &StopFlag::new()) else {
            return Reply::default();
        };
        let grade = text::grade(&self.loc, graded.grade);
        let value = morris_i18n::words::move_value(&self.loc, graded.after);
        if graded.grade <= Grade::Good {
            p.found += 1;
            let mut text = tr!(
                self.loc,
                "practice-right",
                turn = mv.to_string(),
                grade = grade,
                value = value
            );
            text.push('\n');
            text.push_str(&self.next_mistake());
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
        let Some(p) = &self.practice else {
            return String::new();
        };
        let mistake = &p.mistakes[p.at];
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
        let Some(p) = &mut self.practice else {
            return String::new();
        };
        p.at += 1;
        if p.at >= p.mistakes.len() {
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
            found = p.found,
            count = p.mistakes.len()
        )
    }
}
