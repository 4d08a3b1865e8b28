//! An online game in the terminal session. The table plays it
//! ([`Table::go_online`](morris_play::table::Table::go_online)): the friend's
//! turns come from the server as an AI's come from its search, and the
//! player's turns, draws, take-backs and rematches go to it. Here the
//! commands that make sense online are carried out, the others refused,
//! and what the server said is worded.

use std::time::Instant;

use morris_core::{Color, Outcome, RecordFormat};
use morris_i18n::words::online;
use morris_i18n::{records, tr};
use morris_play::entry::Refusal;
use morris_play::online::{Notice, OnlineEvent, OnlineGame, PlayRefusal, Question};
use morris_play::table::{Command as Do, TableError};

use super::{Reply, Session};
use crate::command::{Command, CommandName};

impl Session {
    /// Plays `online` from now on: the board shows the server's game, the
    /// player plays their seat, the friend's turns come through the server.
    pub fn go_online(&mut self, online: OnlineGame) {
        self.table.go_online(online, Instant::now());
        self.dirty = true;
    }

    /// The online game being played, if any.
    #[must_use]
    pub fn online(&self) -> Option<&OnlineGame> {
        self.table.online()
    }

    /// Whether the player can move now: their turn on the server and on
    /// the board (the friend's last turn shown, the player seated).
    #[must_use]
    pub fn our_turn_on_board(&self) -> bool {
        self.table.online().is_some_and(|online| {
            let side = self.play().side_to_move();
            online.is_our_turn()
                && online.color() == Some(side)
                && self.play().players()[side] == morris_play::Player::Human
                && !self.table.has_held_move()
        })
    }

    /// A command in an online game: carried out here (`Ok`), or given back
    /// to be carried out as at this computer (`Err`).
    pub(super) fn online_command(&mut self, command: Command) -> Result<Reply, Command> {
        let Some(online) = self.table.online() else {
            return Err(command);
        };
        let pending = online.pending_question();
        let help_allowed = online.help_allowed();
        let over = online.outcome().is_some();
        let Some(name) = command.name() else {
            return Err(command);
        };
        if !name.online() {
            return Ok(Reply::error(tr!(
                self.loc,
                "error-not-online",
                command = name.name()
            )));
        }
        let reply = match command {
            Command::Hint | Command::Analyze { .. } if !help_allowed => {
                Reply::error(tr!(self.loc, "online-no-help"))
            }
            // After the game, its review is anyone's.
            Command::Review { .. } if !help_allowed && !over => {
                Reply::error(tr!(self.loc, "online-no-help"))
            }
            Command::Accept | Command::Decline => match pending {
                Some(question) => self.ask(Do::Answer(question, command == Command::Accept), ""),
                None => Reply::error(tr!(self.loc, "online-no-question")),
            },
            Command::Draw if pending == Some(Question::Draw) => {
                self.ask(Do::Answer(Question::Draw, true), "")
            }
            Command::Rematch if pending == Some(Question::Rematch) => {
                self.ask(Do::Answer(Question::Rematch, true), "")
            }
            Command::Draw => self.ask(Do::OfferDraw, "online-draw-sent"),
            Command::Resign(_) => self.ask(Do::Resign(None), ""),
            Command::Rematch => self.ask(Do::Rematch, "online-rematch-sent"),
            Command::Claim => self.ask(Do::ClaimWin, ""),
            // A move waiting for its removal is dropped first, as at this
            // computer; else the friend is asked.
            Command::Undo if self.pending().is_some() => return Err(command),
            Command::Undo => self.ask(Do::Undo, "online-takeback-sent"),
            Command::Save(path, RecordFormat::Morris) => self
                .online_record()
                .and_then(|text| self.write_text(&path, &text))
                .into(),
            Command::Record => self.online_record().map(|t| t.trim_end().to_owned()).into(),
            other => return Err(other),
        };
        Ok(reply)
    }

    /// Sends a request to the server; `sent` says so (an id, or nothing).
    fn ask(&mut self, command: Do, sent: &str) -> Reply {
        match self.table.apply(command, Instant::now()) {
            Ok(()) if sent.is_empty() => Reply::default(),
            Ok(()) => Reply::text(self.loc.text(sent)),
            Err(e) => Reply::error(self.table_error_text(&e)),
        }
    }

    /// The server's record, with the players' names.
    fn online_record(&self) -> Result<String, String> {
        let record = self.table.online().and_then(OnlineGame::record_text);
        record.ok_or_else(|| tr!(self.loc, "online-not-seated"))
    }

    /// The table's refusal of something done in an online game, in words;
    /// `None` when it is no online matter.
    pub(super) fn online_error_text(&self, e: &TableError) -> Option<String> {
        let online = self.table.online()?;
        let refusal = match e {
            TableError::Refused(Refusal::AiToMove | Refusal::FriendToMove) => {
                online.cannot_play().unwrap_or(PlayRefusal::NotOurTurn)
            }
            TableError::OnlineRefused(refusal) => refusal.clone(),
            TableError::NoQuestion | TableError::NoDrawOffer => {
                return Some(tr!(self.loc, "online-no-question"));
            }
            TableError::GameOver => return Some(tr!(self.loc, "online-game-over")),
            TableError::NoHelp => return Some(tr!(self.loc, "online-no-help")),
            _ => return None,
        };
        Some(match refusal {
            PlayRefusal::NotSeated => tr!(self.loc, "online-not-seated"),
            PlayRefusal::NoOpponent => tr!(self.loc, "online-no-opponent"),
            PlayRefusal::NotOurTurn => tr!(self.loc, "online-not-your-turn", name = self.friend()),
            PlayRefusal::Illegal(reason) => tr!(
                self.loc,
                "illegal-move",
                mv = online
                    .unconfirmed()
                    .map(|m| m.to_string())
                    .unwrap_or_default(),
                reason = records::illegal_reason(&self.loc, &reason)
            ),
            _ => tr!(self.loc, "online-game-over"),
        })
    }

    fn friend(&self) -> String {
        self.table
            .online()
            .and_then(OnlineGame::opponent_name)
            .unwrap_or("?")
            .to_owned()
    }

    /// A turn told online: played by `side` and taken by the server.
    pub(super) fn online_played_text(&self, side: Color, mv: morris_core::Move) -> String {
        tr!(
            self.loc,
            "online-played",
            color = self.color_name(side),
            mv = mv.to_string()
        )
    }

    /// The end of an online game.
    pub(super) fn online_over_text(&self, outcome: Outcome) -> String {
        tr!(
            self.loc,
            "online-over",
            result = records::outcome(&self.loc, outcome, self.game().rules())
        )
    }

    /// What the server said, in words; empty for what needs none.
    pub(super) fn online_event_text(&mut self, event: OnlineEvent) -> String {
        let loc = &self.loc;
        match event {
            OnlineEvent::Seated {
                invite,
                link,
                watch,
                watch_link,
                color,
            } => {
                let alone = !self.table.online().is_some_and(OnlineGame::has_opponent);
                let lines = [
                    // This line is the contract of `morris online host`.
                    invite.map(|code| format!("Invite code: {code}")),
                    link.map(|link| tr!(loc, "online-link", link = link)),
                    // The page to watch at, else the code.
                    watch_link.map_or_else(
                        || watch.map(|watch| tr!(loc, "online-watch", code = watch)),
                        |link| Some(tr!(loc, "online-watch-link", link = link)),
                    ),
                    Some(tr!(loc, "online-you-play", color = self.color_name(color))),
                    alone.then(|| tr!(loc, "online-waiting")),
                ];
                lines.into_iter().flatten().collect::<Vec<_>>().join("\n")
            }
            // The friend's turns are the board's; ours are told once the
            // server has them.
            OnlineEvent::Played {
                side,
                mv,
                ours: true,
            } => self.online_played_text(side, mv),
            OnlineEvent::Notice { notice, color } => {
                // The game begins, or a new one: the board again, under the
                // news.
                self.dirty |= matches!(notice, Notice::Joined { .. } | Notice::NewGame { .. });
                let friend = self.friend();
                match notice {
                    Notice::Disconnected { .. } if self.game().is_over() => {
                        tr!(loc, "online-left", name = friend)
                    }
                    Notice::Disconnected { .. } => {
                        let minutes = self
                            .table
                            .online()
                            .and_then(OnlineGame::state)
                            .map_or(2, |s| s.away_limit_ms.div_ceil(60_000));
                        tr!(loc, "online-away", name = friend, minutes = minutes)
                    }
                    _ => online::notice(loc, &notice, color, &friend).unwrap_or_default(),
                }
            }
            OnlineEvent::Refused(e) => online::refused(loc, &e),
            OnlineEvent::Reconnecting { attempt } => {
                tr!(loc, "online-reconnecting", attempt = attempt)
            }
            OnlineEvent::Reconnected => tr!(loc, "online-reconnected"),
            OnlineEvent::Failed(reason) => tr!(loc, "online-failed", reason = reason),
            OnlineEvent::SeatNotKept(reason) => tr!(loc, "online-seat-not-kept", reason = reason),
            _ => String::new(),
        }
    }

    /// Help in an online game: the commands that can be used.
    pub(super) fn online_help(&self) -> String {
        self.command_list(
            CommandName::ALL.into_iter().filter(|c| c.online()),
            "help-footer-online",
        )
    }
}
