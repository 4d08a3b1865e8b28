//! The table's commands carried out now, and what happened at the table
//! said in the player's language, a line an event.

use std::time::Instant;

use morris_core::Move;
use morris_i18n::tr;
use morris_play::table::{Command as Do, Event, TableError};

use super::Session;
use crate::board;

impl Session {
    /// Carries out a command on the table now; says why not in words.
    pub(super) fn apply(&mut self, command: Do) -> Result<(), String> {
        self.table
            .apply(command, Instant::now())
            .map_err(|e| self.table_error_text(&e))
    }

    /// Carries out a command on the table now and says what it did.
    pub(super) fn apply_said(&mut self, command: Do) -> Result<String, String> {
        self.apply(command)?;
        Ok(self.said())
    }

    /// A table's refusal in words.
    pub(super) fn table_error_text(&self, e: &TableError) -> String {
        if let Some(text) = self.online_error_text(e) {
            return text;
        }
        match e {
            TableError::Refused(
                morris_play::entry::Refusal::AiToMove | morris_play::entry::Refusal::FriendToMove,
            ) => {
                tr!(self.loc, "error-ai-to-move")
            }
            TableError::Held => tr!(self.loc, "error-ai-to-move"),
            TableError::NothingToUndo => tr!(self.loc, "error-nothing-to-undo"),
            TableError::NothingToRedo => tr!(self.loc, "error-nothing-to-redo"),
            TableError::NoPerson => tr!(self.loc, "error-no-person"),
            TableError::Record(e) => e.to_string(),
            _ => tr!(self.loc, "error-game-over"),
        }
    }

    /// What happened at the table since it was last said, in words, a line
    /// an event.
    pub(super) fn said(&mut self) -> String {
        let mut lines: Vec<String> = Vec::new();
        let mut flagged = false;
        let events = self.table.take_events();
        let ours_online = self.online().map(morris_play::online::OnlineGame::color);
        for (i, event) in events.iter().enumerate() {
            match event {
                // Online, our turn is told once the server has it, the
                // friend's as the server told it.
                Event::Played { side, .. } if ours_online == Some(Some(*side)) => {
                    self.dirty = true;
                }
                Event::Played { side, mv, .. } if ours_online.is_some() => {
                    self.dirty = true;
                    lines.push(self.online_played_text(*side, *mv));
                }
                Event::TookBack { .. } if ours_online.is_some() => self.dirty = true,
                Event::Over(outcome) if ours_online.is_some() => {
                    self.dirty = true;
                    lines.push(self.online_over_text(*outcome));
                }
                Event::Online(event) => {
                    let text = self.online_event_text(event.clone());
                    if !text.is_empty() {
                        lines.push(text);
                    }
                }
                Event::Played {
                    side, mv, by_ai, ..
                } => {
                    self.dirty = true;
                    let who = if *by_ai {
                        self.ai_label(*side)
                    } else {
                        self.color_name(*side)
                    };
                    let who = board::paint_side(&who, *side, self.color);
                    lines.push(tr!(
                        self.loc,
                        "move-played",
                        player = who,
                        mv = mv.to_string()
                    ));
                }
                Event::Dropped(m) => {
                    lines.push(tr!(self.loc, "pending-cancelled", mv = m.to_string()));
                }
                Event::TookBack { moves, undeclared } => {
                    self.dirty = true;
                    let mut taken: Vec<String> = moves.iter().map(Move::to_string).collect();
                    if let Some(t) = undeclared {
                        taken.insert(0, self.termination_text(*t));
                    }
                    lines.push(tr!(self.loc, "undo-done", moves = taken.join(", ")));
                }
                Event::PlayedAgain(moves) => {
                    self.dirty = true;
                    let played: Vec<String> = moves.iter().map(Move::to_string).collect();
                    lines.push(tr!(self.loc, "redo-done", moves = played.join(", ")));
                }
                Event::FlagFell(side) => {
                    self.dirty = true;
                    flagged = true;
                    if let Some(Event::Over(outcome)) = events.get(i + 1) {
                        lines.push(self.flag_text(*side, *outcome));
                    }
                }
                Event::Over(outcome) => {
                    self.dirty = true;
                    if !std::mem::take(&mut flagged) {
                        lines.push(self.outcome_text(*outcome));
                    }
                }
                Event::DrawOffered(_) => {}
                Event::DrawDeclined(side) => {
                    lines.push(tr!(
                        self.loc,
                        "draw-declined",
                        player = self.ai_label(*side)
                    ));
                }
                Event::Hint(hint) => lines.push(self.hint_text(hint)),
                Event::AiPaused => lines.push(tr!(self.loc, "paused")),
                Event::TablebaseAway(why) => {
                    lines.push(tr!(self.loc, "tablebase-away", reason = why.as_str()));
                }
                Event::KeepFailed(reason) => {
                    lines.push(tr!(self.loc, "error-keep", reason = reason.as_str()));
                }
                Event::EngineFailed { side, reason } => {
                    self.dirty = true;
                    lines.push(tr!(
                        self.loc,
                        "engine-failed",
                        color = self.color_name(*side),
                        reason = morris_i18n::words::engine_failure(&self.loc, reason)
                    ));
                }
                Event::DatabaseRefused(reason) => {
                    lines.push(tr!(self.loc, "database-refused", reason = reason.as_str()));
                }
                Event::BuildEnded { pieces, end } => {
                    let built_pair = self.building_pair.take();
                    lines.push(match end {
                        // (A build under the rules in play: a new game's
                        // rules start no build of their own.)
                        morris_play::build::BuildEnd::Done
                            if morris_ai::db::covers_whole_game(self.game().rules()) =>
                        {
                            tr!(self.loc, "solve-ready-whole")
                        }
                        morris_play::build::BuildEnd::Done => match built_pair {
                            Some(pair) => tr!(
                                self.loc,
                                "solve-ready-pair",
                                pairs = morris_i18n::words::pairs(&self.loc, pair)
                            ),
                            None => tr!(self.loc, "solve-ready", pieces = *pieces),
                        },
                        morris_play::build::BuildEnd::Cancelled => tr!(self.loc, "solve-stopped"),
                        morris_play::build::BuildEnd::Failed(reason) => {
                            tr!(self.loc, "solve-failed", reason = reason.as_str())
                        }
                    });
                }
                _ => {}
            }
        }
        lines.join("\n")
    }
}
