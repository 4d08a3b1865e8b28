//! The status line: whose turn and what to do, or how the game ended.

use super::*;

/// The status line: whose turn and what to do, a refused click's reason,
/// the hint and notices; long texts wrap.
pub fn status_bar(ui: &mut Ui, view: &PanelView<'_>, commands: &mut Vec<Command>) {
    let loc = view.loc;
    ui.add_space(4.0);
    if view.editing {
        ui.label(RichText::new(tr!(loc, "gui-editor-status")).strong());
        return;
    }
    // The bar's height is fixed (room for every line at once); text that
    // wraps further scrolls within it.
    egui::ScrollArea::vertical()
        .id_salt("status-lines")
        .auto_shrink([false, false])
        .show(ui, |ui| status_lines(ui, view, commands));
}

/// The lines of the status bar, from whose turn down to the notice.
fn status_lines(ui: &mut Ui, view: &PanelView<'_>, commands: &mut Vec<Command>) {
    let loc = view.loc;
    let session = view.session;
    let palette = Palette::of(ui.visuals());
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(status(view)).strong());
        if session.game().is_over()
            && !view.practising
            && ui.button(tr!(loc, "gui-play-again")).clicked()
        {
            commands.push(Command::PlayAgain);
        }
    });
    if let Some(refusal) = session.refusal() {
        ui.label(RichText::new(text::refusal(loc, refusal)).color(palette.warning));
    }
    if let Some(hint) = session.hint() {
        let perfect = hint
            .exact
            .map(|exact| text::exact_value(loc, exact))
            .or_else(|| {
                hint.solved.map(|w| {
                    morris_i18n::words::move_value(loc, morris_ai::analysis::MoveValue::Solved(w))
                })
            });
        let line = if let Some(value) = perfect {
            let mv = hint.mv.to_string();
            if hint.from_server {
                tr!(loc, "gui-hint-server", mv = mv, value = value)
            } else {
                tr!(loc, "gui-hint-exact", mv = mv, value = value)
            }
        } else {
            let mover = session.game().position().side_to_move();
            let value = text::score(loc, hint.score, mover);
            tr!(
                loc,
                "gui-hint-text",
                mv = hint.mv.to_string(),
                value = value
            )
        };
        ui.label(RichText::new(line).color(palette.hint));
    }
    if let Some(notice) = view.notice {
        ui.label(RichText::new(notice).weak());
    }
}

/// Whose turn it is and what to do, or how the game ended.
#[must_use]
pub fn status(view: &PanelView<'_>) -> String {
    let loc = view.loc;
    let session = view.session;
    let game = session.game();
    if let Some(outcome) = game.outcome() {
        return text::outcome(loc, outcome, game.rules());
    }
    let pos = game.position();
    let side = pos.side_to_move();
    let color = text::color(loc, side);
    let player = session.players()[side];
    if let Some(offerer) = session.draw_offer() {
        return tr!(loc, "gui-draw-offered", color = text::color(loc, offerer));
    }
    if let Some(online) = &view.online {
        let game = online.game;
        if game.state().is_none() {
            return tr!(loc, "gui-online-connecting", server = game.server());
        }
        if !game.has_opponent() {
            return tr!(loc, "gui-online-waiting");
        }
        if player == morris_play::Player::Remote {
            return tr!(
                loc,
                "gui-online-friend-turn",
                name = crate::online::friend_name(loc, game),
                color = color
            );
        }
    }
    if player.is_ai() {
        if session.is_ai_paused() {
            return tr!(loc, "gui-status-ai-paused", color = color);
        }
        return tr!(
            loc,
            "gui-status-ai-turn",
            color = color,
            player = text::player(loc, player)
        );
    }
    match session.entry() {
        Entry::Nothing => tr!(
            loc,
            "gui-status-to-move",
            color = color,
            action = text::action(loc, pos.phase(), game.rules())
        ),
        Entry::Selected(point) => tr!(
            loc,
            "gui-status-selected",
            color = color,
            point = point.to_string()
        ),
        Entry::Removing(turn) => tr!(
            loc,
            "gui-status-remove",
            color = color,
            count = turn.removals_left()
        ),
    }
}
