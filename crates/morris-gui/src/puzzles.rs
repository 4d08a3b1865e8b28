//! The puzzles' panel, beside the board while they are open: the mode
//! (rated, the daily puzzle, a streak, a rush), the rule set and the
//! theme, the player's rating and its history, the puzzle's heading and
//! what to find, what the last turn came to, and the ways on (Hint, Show
//! the answer, Try again, Next, Back to the game). The mode itself is the
//! app's (`app/puzzles.rs`); the words are `morris_i18n::words::puzzles`.

use std::time::Instant;

use egui::{RichText, Ui};
use egui_plot::{Line, Plot, PlotPoints};
use morris_ai::puzzles::{Theme, shipped};
use morris_core::Rules;
use morris_i18n::words::puzzles as words;
use morris_i18n::{Localizer, tr};
use morris_play::puzzles::{Mode, Trainer};

use crate::command::Command;
use crate::theme::Palette;

/// How a line said reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tone {
    /// Plain.
    Plain,
    /// A right turn, a puzzle solved.
    Good,
    /// A wrong turn.
    Bad,
    /// Trouble with the record, no puzzle left.
    Warning,
}

/// A line the puzzles said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Said {
    /// The words.
    pub text: String,
    /// How they read.
    pub tone: Tone,
}

/// What the puzzles' panel shows.
pub(crate) struct PuzzleView<'a> {
    /// The words.
    pub loc: &'a Localizer,
    /// The trainer.
    pub trainer: &'a Trainer,
    /// What was said.
    pub said: &'a [Said],
    /// The time, for a rush's clock.
    pub now: Instant,
}

/// The puzzles' panel, in the side panel's place.
pub(crate) fn puzzle_panel(
    ui: &mut Ui,
    view: &PuzzleView<'_>,
    typed: &mut String,
    commands: &mut Vec<Command>,
) {
    let loc = view.loc;
    let trainer = view.trainer;
    let solving = trainer.solving();
    let open = solving.is_some_and(|s| !s.is_solved()) && !trainer.is_over();
    let rules = Rules::preset(trainer.preset());
    if open {
        egui::Panel::bottom("puzzle-entry")
            .show_separator_line(false)
            .show(ui, |ui| {
                crate::panels::move_entry(ui, loc, &rules, typed, commands);
            });
    }
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.add_space(6.0);
        ui.label(RichText::new(loc.text("gui-puzzles")).strong());
        modes(ui, view, commands);
        choices(ui, view, commands);
        ui.separator();
        rating(ui, view);
        ui.separator();
        match trainer.mode() {
            Mode::Daily => {
                ui.label(tr!(
                    loc,
                    "puzzle-daily",
                    date = morris_play::puzzles::today()
                ));
            }
            Mode::Streak => {
                ui.label(tr!(loc, "puzzle-streak", solved = trainer.run_solved()));
            }
            Mode::Rush { .. } => {
                let left = trainer.time_left(view.now).unwrap_or_default().as_secs();
                ui.label(tr!(
                    loc,
                    "puzzle-rush",
                    solved = trainer.run_solved(),
                    misses = trainer.misses(),
                    left = format!("{}:{:02}", left / 60, left % 60)
                ));
            }
            Mode::Rated => {}
        }
        if let Some(solving) = solving {
            ui.add(egui::Label::new(words::heading(loc, solving.puzzle())).wrap());
            if open {
                ui.add(egui::Label::new(RichText::new(words::task(loc, solving)).strong()).wrap());
            }
        }
        ui.add_space(4.0);
        for said in view.said {
            said_line(ui, said);
        }
        ui.add_space(6.0);
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(open, egui::Button::new(loc.text("gui-puzzle-hint")))
                .clicked()
            {
                commands.push(Command::PuzzleHint);
            }
            if ui
                .add_enabled(open, egui::Button::new(loc.text("gui-puzzle-answer")))
                .clicked()
            {
                commands.push(Command::PuzzleAnswer);
            }
            let tried = solving.is_some_and(|s| s.failed() || s.is_solved());
            if ui
                .add_enabled(
                    tried && !trainer.is_over(),
                    egui::Button::new(loc.text("gui-puzzle-again")),
                )
                .clicked()
            {
                commands.push(Command::PuzzleAgain);
            }
            if ui.button(loc.text("gui-puzzle-next")).clicked() {
                commands.push(Command::PuzzleNext);
            }
            if ui.button(loc.text("gui-practice-back")).clicked() {
                commands.push(Command::LeavePuzzles);
            }
        });
    });
}

/// The modes, one button each; the one under way is selected.
fn modes(ui: &mut Ui, view: &PuzzleView<'_>, commands: &mut Vec<Command>) {
    let loc = view.loc;
    let now = view.trainer.mode();
    ui.horizontal_wrapped(|ui| {
        for (mode, key) in [
            (Mode::Rated, "gui-puzzle-rated"),
            (Mode::Daily, "gui-puzzle-daily"),
            (Mode::Streak, "gui-puzzle-streak"),
            (Mode::Rush { minutes: 3 }, "gui-puzzle-rush-3"),
            (Mode::Rush { minutes: 5 }, "gui-puzzle-rush-5"),
        ] {
            if ui.selectable_label(now == mode, loc.text(key)).clicked() {
                commands.push(Command::OpenPuzzles(mode));
            }
        }
    });
}

/// The rule set and the theme.
fn choices(ui: &mut Ui, view: &PuzzleView<'_>, commands: &mut Vec<Command>) {
    let loc = view.loc;
    let trainer = view.trainer;
    ui.horizontal(|ui| {
        let label = ui.label(loc.text("gui-puzzle-rules"));
        let preset = trainer.preset();
        egui::ComboBox::from_id_salt("puzzle-rules")
            .selected_text(crate::text::rules_name(loc, &Rules::preset(preset)))
            .show_ui(ui, |ui| {
                for p in shipped::PRESETS {
                    let name = crate::text::rules_name(loc, &Rules::preset(p));
                    if ui.selectable_label(p == preset, name).clicked() && p != preset {
                        commands.push(Command::PuzzleRules(p));
                    }
                }
            })
            .response
            .labelled_by(label.id);
    });
    ui.horizontal(|ui| {
        let label = ui.label(loc.text("gui-puzzle-theme"));
        let theme_name = |t: Option<Theme>| match t {
            Some(t) => words::theme(loc, t),
            None => loc.text("gui-puzzle-any-theme"),
        };
        egui::ComboBox::from_id_salt("puzzle-theme")
            .selected_text(theme_name(trainer.theme()))
            .show_ui(ui, |ui| {
                if ui
                    .selectable_label(trainer.theme().is_none(), theme_name(None))
                    .clicked()
                {
                    commands.push(Command::PuzzleTheme(None));
                }
                for t in Theme::ALL {
                    let count = trainer.count_with(t);
                    let label = format!("{} ({count})", theme_name(Some(t)));
                    if ui
                        .add_enabled(
                            count > 0,
                            egui::Button::selectable(trainer.theme() == Some(t), label),
                        )
                        .clicked()
                    {
                        commands.push(Command::PuzzleTheme(Some(t)));
                    }
                }
            })
            .response
            .labelled_by(label.id);
    });
}

/// The player's rating, its history as a small plot, and the bests.
fn rating(ui: &mut Ui, view: &PuzzleView<'_>) {
    let loc = view.loc;
    let trainer = view.trainer;
    let rules = trainer.preset().name();
    let rating = trainer.rating();
    ui.label(tr!(
        loc,
        "puzzle-rating",
        rules = rules,
        rating = format!("{:.0}", rating.rating)
    ));
    let history = trainer.record().rating_history(rules);
    if history.len() >= 2 {
        let points: PlotPoints<'_> = history
            .iter()
            .enumerate()
            .map(|(i, r)| [i as f64 + 1.0, *r])
            .collect();
        Plot::new("puzzle-rating-history")
            .height(70.0)
            .show_axes([false, true])
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .show_x(false)
            .show(ui, |plot| {
                plot.line(Line::new(loc.text("gui-puzzle-rating-line"), points))
            });
    }
    let record = trainer.record();
    let mut bests = Vec::new();
    if let Some(best) = record.best_streak.get(rules) {
        bests.push(tr!(loc, "gui-puzzle-best-streak", best = *best));
    }
    for minutes in [3, 5] {
        if let Some(best) = record.best_rush.get(&format!("{rules}-{minutes}")) {
            bests.push(tr!(
                loc,
                "gui-puzzle-best-rush",
                minutes = minutes,
                best = *best
            ));
        }
    }
    if !bests.is_empty() {
        ui.label(bests.join(" · "));
    }
}

/// A line said, in its tone's colour.
fn said_line(ui: &mut Ui, said: &Said) {
    let palette = Palette::of(ui.visuals());
    let mut rich = RichText::new(&said.text);
    rich = match said.tone {
        Tone::Plain => rich,
        Tone::Good => rich.color(palette.hint),
        Tone::Bad => rich.color(palette.blunder),
        Tone::Warning => rich.color(palette.warning),
    };
    ui.add(egui::Label::new(rich).wrap());
}
