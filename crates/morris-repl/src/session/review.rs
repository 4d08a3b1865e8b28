//! `review`: every turn of the game so far graded, with the databases the
//! table uses, and said in the player's words.

use morris_ai::review::Reviewer;
use morris_ai::search::StopFlag;

use super::{Mode, Reply, Session};

/// The depth a scripted review searches to, so that the same input gives
/// the same grades on any machine.
pub const SCRIPTED_REVIEW_DEPTH: u32 = 4;

impl Session {
    pub(super) fn review(&mut self) -> Reply {
        let game = self.game().clone();
        if game.moves().is_empty() {
            return Reply::text(self.loc.text("review-nothing"));
        }
        let depth = match self.mode {
            Mode::Interactive => crate::review::DEFAULT_DEPTH,
            Mode::Scripted => SCRIPTED_REVIEW_DEPTH,
        };
        let databases = self.table.databases(*game.rules());
        let mut reviewer = Reviewer::new(64, databases, depth);
        let progress = (self.mode == Mode::Interactive)
            .then(|| crate::review::progress_bar(game.moves().len()))
            .flatten();
        let review = reviewer.review(&game, &StopFlag::new(), |turn| {
            if let Some(progress) = &progress {
                progress.tell(&self.loc, turn.ply + 1);
            }
        });
        drop(progress);
        Reply::text(crate::review::text::review(
            &self.loc,
            &review,
            game.start().side_to_move(),
        ))
    }
}
