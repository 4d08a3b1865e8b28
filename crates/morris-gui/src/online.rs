//! Playing a friend on another machine: the Play online dialog (host or
//! join), the side panel's part for the online game (the friend, their
//! connection, the invite, the questions to answer, the requests). The game
//! itself is the table's ([`morris_play::Table::go_online`]).

use std::time::{Duration, Instant};

use egui::{RichText, TextEdit, Ui};
use morris_core::{Color, Rules};
use morris_i18n::{Localizer, tr};
use morris_play::clock::TimeControl;
use morris_play::online::{OnlineGame, Question};

use crate::command::Command;
use crate::text;

/// The size of an invite code on the screen, in points: read from it and
/// typed elsewhere, it is as large as a heading.
const CODE_SIZE: f32 = 20.0;

/// What the Play online dialog shows and the player chose.
#[derive(Clone, Debug, PartialEq)]
pub struct OnlineDraft {
    /// Joining a friend's game (else hosting one).
    pub join: bool,
    /// The server, `HOST:PORT` or a URL.
    pub server: String,
    /// The player's name, shown to the friend.
    pub name: String,
    /// The invite code or link, to join.
    pub code: String,
    /// The rules of the room, to host.
    pub rules: Rules,
    /// The clock of the room, to host.
    pub clock: TimeControl,
    /// The host's colour; `None` for a coin toss.
    pub color: Option<Color>,
    /// Whether both players may use the hint and the analysis.
    pub help: bool,
    /// The server of the online game whose seat is kept, if any.
    pub kept: Option<String>,
    /// Why the last try did not start, if it did not.
    pub error: Option<String>,
}

/// The dialog's body: host or join, and what each needs.
pub(crate) fn dialog(ui: &mut Ui, loc: &Localizer, draft: &mut OnlineDraft) -> Option<Command> {
    let mut command = None;
    if let Some(server) = &draft.kept {
        ui.add(egui::Label::new(tr!(loc, "gui-online-kept", server = server.as_str())).wrap());
        ui.horizontal(|ui| {
            if ui.button(tr!(loc, "gui-online-rejoin")).clicked() {
                command = Some(Command::RejoinOnline);
            }
            if ui.button(tr!(loc, "gui-online-forget")).clicked() {
                command = Some(Command::ForgetSeat);
            }
        });
        ui.separator();
    }
    ui.horizontal(|ui| {
        ui.selectable_value(&mut draft.join, false, tr!(loc, "gui-online-host-tab"));
        ui.selectable_value(&mut draft.join, true, tr!(loc, "gui-online-join-tab"));
    });
    ui.add_space(6.0);
    let field = |ui: &mut Ui, label: String, text: &mut String, hint: &str| {
        let label = ui.label(label);
        ui.add(
            TextEdit::singleline(text)
                .hint_text(hint)
                .desired_width(f32::INFINITY),
        )
        .labelled_by(label.id);
    };
    field(ui, tr!(loc, "gui-online-name"), &mut draft.name, "");
    if draft.join {
        field(
            ui,
            tr!(loc, "gui-online-code"),
            &mut draft.code,
            "http://HOST:7700/join/CODE",
        );
        ui.add(
            egui::Label::new(
                RichText::new(tr!(loc, "gui-online-join-server"))
                    .small()
                    .weak(),
            )
            .wrap(),
        );
    }
    field(
        ui,
        tr!(loc, "gui-online-server"),
        &mut draft.server,
        morris_play::online::DEFAULT_SERVER,
    );
    if !draft.join {
        ui.add_space(6.0);
        let offered = morris_play::clock::OFFERED
            .into_iter()
            .filter(|c| !matches!(c, TimeControl::PerTurn { .. }));
        crate::dialogs::clock_row(ui, loc, &mut draft.clock, "online-clock", offered);
        ui.horizontal(|ui| {
            ui.label(RichText::new(tr!(loc, "gui-online-color")).strong());
            ui.radio_value(
                &mut draft.color,
                Some(Color::White),
                text::color(loc, Color::White),
            );
            ui.radio_value(
                &mut draft.color,
                Some(Color::Black),
                text::color(loc, Color::Black),
            );
            ui.radio_value(&mut draft.color, None, tr!(loc, "gui-online-color-random"));
        });
        ui.checkbox(&mut draft.help, tr!(loc, "gui-online-help"));
        ui.add_space(6.0);
        crate::dialogs::rules_section(ui, loc, &mut draft.rules, "online");
    }
    if let Some(error) = &draft.error {
        ui.add_space(6.0);
        ui.add(
            egui::Label::new(RichText::new(error.as_str()).color(ui.visuals().warn_fg_color))
                .wrap(),
        );
    }
    command
}

/// What the side panel shows of the online game.
#[derive(Debug)]
pub struct OnlineView<'a> {
    /// The game.
    pub game: &'a OnlineGame,
    /// The invite code and link, while the friend has not come.
    pub invite: Option<&'a (String, String)>,
    /// The connection's trouble, if any: reconnecting or gone.
    pub trouble: Option<&'a str>,
    /// The time now, by the app's clock.
    pub now: Instant,
}

/// The friend's name, or "your friend" before they came.
pub(crate) fn friend_name(loc: &Localizer, game: &OnlineGame) -> String {
    game.opponent_name()
        .map_or_else(|| tr!(loc, "gui-online-friend"), str::to_owned)
}

/// The name shown in a player's row: ours with "(you)", the friend's.
pub(crate) fn seat_name(loc: &Localizer, game: &OnlineGame, color: Color) -> String {
    let state = game.state();
    let name = state.and_then(|s| s.names[color].clone());
    if game.color() == Some(color) {
        tr!(loc, "gui-online-you", name = name.unwrap_or_default())
    } else {
        name.unwrap_or_else(|| tr!(loc, "gui-online-friend"))
    }
}

/// The side panel's part for the online game.
pub(crate) fn panel(
    ui: &mut Ui,
    loc: &Localizer,
    view: &OnlineView<'_>,
    commands: &mut Vec<Command>,
) {
    let game = view.game;
    let now = view.now;
    let friend = friend_name(loc, game);
    ui.separator();
    ui.label(RichText::new(tr!(loc, "gui-online-heading")).strong());
    if let Some(trouble) = view.trouble {
        ui.add(egui::Label::new(RichText::new(trouble).color(ui.visuals().warn_fg_color)).wrap());
        // Cut off, nothing is known of the friend; a turn not yet taken by
        // the server waits to be sent.
        if let Some(mv) = game.unconfirmed() {
            ui.add(egui::Label::new(tr!(loc, "gui-online-unsent", mv = mv.to_string())).wrap());
        }
    }
    if game.state().is_none() {
        ui.horizontal(|ui| {
            ui.add(egui::Spinner::new().size(14.0));
            ui.label(tr!(loc, "gui-online-connecting", server = game.server()));
        });
    } else if !game.has_opponent() {
        ui.horizontal(|ui| {
            ui.add(egui::Spinner::new().size(14.0));
            ui.label(tr!(loc, "gui-online-waiting"));
        });
        if let Some((code, link)) = view.invite {
            ui.add(egui::Label::new(tr!(loc, "gui-online-invite")).wrap());
            for (what, text) in [
                ("gui-online-code-label", code),
                ("gui-online-link-label", link),
            ] {
                ui.horizontal(|ui| {
                    ui.label(RichText::new(loc.text(what)).small());
                    if ui.small_button(tr!(loc, "gui-online-copy")).clicked() {
                        commands.push(Command::CopyText(text.clone()));
                    }
                });
                // The code is read aloud or typed from the screen: large.
                let shown = if what == "gui-online-code-label" {
                    RichText::new(text.as_str())
                        .monospace()
                        .size(CODE_SIZE)
                        .strong()
                } else {
                    RichText::new(text.as_str()).monospace().small()
                };
                ui.add(egui::Label::new(shown).wrap().selectable(true));
            }
        }
    } else if view.trouble.is_some() {
        // Whether the friend is connected is not known while we are not.
    } else if let Some((away, limit)) = game.opponent_away(now) {
        ui.label(tr!(
            loc,
            "gui-online-away",
            name = friend.as_str(),
            // A duration, in words: "10:13" read as a time of day.
            time = crate::text::duration(loc, away)
        ));
        if away >= limit && game.outcome().is_none() {
            if ui.button(tr!(loc, "gui-online-claim")).clicked() {
                commands.push(Command::ClaimWin);
            }
        } else if game.outcome().is_none() {
            let left = limit.saturating_sub(away);
            ui.label(
                RichText::new(tr!(
                    loc,
                    "gui-online-claim-in",
                    time = morris_play::clock::clock_text(left)
                ))
                .small()
                .weak(),
            );
        }
    } else {
        ui.label(tr!(loc, "gui-online-connected", name = friend.as_str()));
    }
    if let Some(question) = game.pending_question() {
        let asked = match question {
            Question::Draw => tr!(loc, "gui-online-draw-asked", name = friend.as_str()),
            Question::TakeBack => tr!(loc, "gui-online-takeback-asked", name = friend.as_str()),
            Question::Rematch => tr!(loc, "gui-online-rematch-asked", name = friend.as_str()),
        };
        ui.add(egui::Label::new(RichText::new(asked).strong()).wrap());
        ui.horizontal(|ui| {
            if ui.button(tr!(loc, "gui-online-accept")).clicked() {
                commands.push(Command::AnswerOnline(question, true));
            }
            if ui.button(tr!(loc, "gui-online-decline")).clicked() {
                commands.push(Command::AnswerOnline(question, false));
            }
        });
    } else if asked_by_us(game) {
        ui.label(
            RichText::new(tr!(
                loc,
                "gui-online-waiting-answer",
                name = friend.as_str()
            ))
            .weak(),
        );
    }
    let playing = game.has_opponent() && game.outcome().is_none();
    let ours = game.color();
    let played_one = game.game().is_some_and(|g| {
        (0..g.moves().len()).any(|i| g.position_after(i).map(|p| p.side_to_move()) == ours)
    });
    ui.horizontal_wrapped(|ui| {
        let mut button = |enabled: bool, label: String, command: Command| {
            if ui.add_enabled(enabled, egui::Button::new(label)).clicked() {
                commands.push(command);
            }
        };
        button(playing, tr!(loc, "gui-offer-draw"), Command::OfferDraw);
        let take_back = tr!(loc, "gui-online-take-back");
        button(playing && played_one, take_back, Command::Undo);
        button(playing, tr!(loc, "gui-resign"), Command::Resign);
        if game.outcome().is_some() {
            button(true, tr!(loc, "gui-online-rematch"), Command::Rematch);
        }
        button(true, tr!(loc, "gui-online-leave"), Command::LeaveOnline);
    });
}

/// Whether a request of ours waits for the friend's answer.
fn asked_by_us(game: &OnlineGame) -> bool {
    let (Some(state), Some(ours)) = (game.state(), game.color()) else {
        return false;
    };
    [state.draw_offer, state.take_back, state.rematch].contains(&Some(ours))
}

/// How often the app looks at the connection while an online game is
/// open: the friend's turns, and the clocks in tenths.
pub(crate) const POLL: Duration = Duration::from_millis(100);
