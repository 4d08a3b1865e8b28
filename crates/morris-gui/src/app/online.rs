//! The app's side of an online game: the dialog's buttons, the seat kept
//! for a rejoin after a crash, and what the server says turned into words.

use morris_play::online::{KeptSeat, Notice, OnlineEvent, OnlineGame, host_settings};

use super::*;
use crate::online::OnlineDraft;

impl MorrisApp {
    /// The Play online dialog, filled in as last time.
    pub(super) fn open_online(&mut self) {
        let clock = match self.settings.time_control {
            TimeControlKind::PerTurn { .. } => TimeControlKind::None,
            other => other,
        };
        self.dialog = Some(Dialog::Online(OnlineDraft {
            join: false,
            server: self.settings.online_server.clone(),
            name: self.settings.online_name.clone(),
            code: String::new(),
            rules: self.settings.rules,
            clock,
            color: Some(Color::White),
            help: false,
            kept: self.kept_seat().map(|seat| seat.server),
            error: None,
        }));
    }

    /// The seat of an online game that the data directory keeps.
    pub(super) fn kept_seat(&self) -> Option<KeptSeat> {
        KeptSeat::load(self.storage.as_ref()?.path())
    }

    /// Hosts or joins as the dialog says; a draft that cannot start stays
    /// open with the reason.
    pub(super) fn start_online(&mut self, mut draft: OnlineDraft, ctx: &Context) {
        let name = draft.name.trim().to_owned();
        let server = draft.server.trim().to_owned();
        let server = if server.is_empty() {
            morris_play::online::DEFAULT_SERVER.to_owned()
        } else {
            server
        };
        let started = if name.is_empty() {
            Err(tr!(self.loc, "gui-online-need-name"))
        } else if draft.join {
            if draft.code.trim().is_empty() {
                Err(tr!(self.loc, "gui-online-need-code"))
            } else {
                OnlineGame::join(draft.code.trim(), &server, &name, None)
            }
        } else {
            host_settings(draft.rules, draft.clock, draft.color).and_then(|mut settings| {
                settings.help = draft.help;
                OnlineGame::host(&server, &name, settings, None)
            })
        };
        match started {
            Ok(game) => {
                self.online_draft = Some(OnlineDraft {
                    error: None,
                    ..draft
                });
                self.settings.online_name = name;
                self.settings.online_server = server;
                self.go_online(game, ctx);
            }
            Err(reason) => {
                draft.error = Some(reason);
                self.dialog = Some(Dialog::Online(draft));
            }
        }
    }

    /// Goes back to the seat the data directory keeps.
    pub(super) fn rejoin_online(&mut self, ctx: &Context) {
        let Some(seat) = self.kept_seat() else {
            self.dialog = None;
            self.notice = Some(tr!(self.loc, "gui-online-no-seat"));
            return;
        };
        match OnlineGame::rejoin(&seat) {
            Ok(game) => self.go_online(game, ctx),
            Err(reason) => {
                self.dialog = None;
                self.notice = Some(tr!(self.loc, "online-failed", reason = reason));
            }
        }
    }

    fn go_online(&mut self, mut game: OnlineGame, ctx: &Context) {
        if let Some(storage) = &self.storage {
            game.keep_seat_in(storage.path());
        }
        self.dialog = None;
        self.editor = None;
        self.notice = None;
        self.invite = None;
        self.online_trouble = None;
        self.animations.clear();
        self.typed.clear();
        self.sync_hold();
        self.table.go_online(game, self.clock.now());
        self.announce(ctx, false);
    }

    /// Leaves the online game: its seat is forgotten once the game is over
    /// (or never began); else it stays for a rejoin, and the player is told.
    pub(super) fn leave_online(&mut self) {
        let Some(game) = self.table.leave_online(self.clock.now()) else {
            return;
        };
        self.invite = None;
        self.online_trouble = None;
        self.animations.clear();
        let open = game.outcome().is_none() && game.has_opponent() && !game.is_broken();
        if open {
            self.notice = Some(tr!(self.loc, "gui-online-left-open"));
        } else {
            self.forget_seat();
            self.notice = None;
        }
    }

    /// Forgets the kept seat.
    pub(super) fn forget_seat(&mut self) {
        if let Some(storage) = &self.storage {
            KeptSeat::forget(storage.path());
        }
    }

    /// What the server said: the invite, the connection, and the rest in
    /// words in the status line, but for what the board or the panel shows
    /// by itself (turns, the friend's requests). A game that could not
    /// begin (an unknown or used code, a server that cannot be reached)
    /// goes back to the dialog with the reason.
    pub(super) fn online_event(&mut self, event: OnlineEvent) {
        let loc = &self.loc;
        let game = self.table.online();
        let seated = game.is_some_and(|g| g.state().is_some());
        let friend = game.map_or_else(
            || tr!(loc, "gui-online-friend"),
            |g| crate::online::friend_name(loc, g),
        );
        let said = match event {
            OnlineEvent::Seated {
                invite,
                link,
                color,
                ..
            } => {
                self.invite = invite.zip(link);
                tr!(loc, "online-you-play", color = text::color(loc, color))
            }
            OnlineEvent::Reconnecting { attempt } => {
                self.online_trouble = Some(tr!(loc, "online-reconnecting", attempt = attempt));
                return;
            }
            OnlineEvent::Reconnected => {
                self.online_trouble = None;
                tr!(loc, "online-reconnected")
            }
            OnlineEvent::Failed(reason) if !seated => return self.back_to_dialog(reason),
            OnlineEvent::Refused(e) if !seated => {
                let reason = words::online::refusal_reason(loc, &e);
                if e.code == morris_play::online::ErrorCode::BadToken {
                    self.forget_seat();
                }
                return self.back_to_dialog(reason);
            }
            OnlineEvent::Failed(reason) => {
                self.online_trouble = Some(tr!(loc, "online-failed", reason = reason));
                return;
            }
            OnlineEvent::Notice { notice, color } => match notice {
                Notice::Disconnected { .. } => tr!(loc, "gui-online-went-away", name = friend),
                // The panel asks the friend's questions.
                Notice::DrawOffered { .. }
                | Notice::TakeBackAsked { .. }
                | Notice::RematchAsked { .. } => return,
                _ => match words::online::notice(loc, &notice, color, &friend) {
                    Some(said) => said,
                    None => return,
                },
            },
            OnlineEvent::SeatNotKept(reason) => tr!(loc, "online-seat-not-kept", reason = reason),
            OnlineEvent::Refused(e) => words::online::refused(loc, &e),
            _ => return,
        };
        self.notice = Some(said);
    }

    /// The online game did not begin: the dialog again, with why.
    fn back_to_dialog(&mut self, reason: String) {
        let Some(game) = self.table.leave_online(self.clock.now()) else {
            // A second word on the same failure (the server's refusal after
            // the connection's end) says it better.
            if let Some(Dialog::Online(draft)) = &mut self.dialog {
                draft.error = Some(reason);
            }
            return;
        };
        self.invite = None;
        self.online_trouble = None;
        let server = game.server().to_owned();
        self.open_online();
        if let Some(Dialog::Online(draft)) = &mut self.dialog {
            if let Some(last) = self.online_draft.take() {
                *draft = OnlineDraft {
                    kept: draft.kept.take(),
                    ..last
                };
            }
            draft.server = server;
            draft.error = Some(reason);
        }
    }
}

use morris_play::clock::TimeControl as TimeControlKind;
