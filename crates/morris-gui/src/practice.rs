//! The panel of the practice of one's mistakes, beside the board while it
//! runs: which mistake of how many, what was played there, what the last
//! turn tried was worth, and the ways on (Show me, Skip, Back to the
//! game). The mode itself and its worker are the app's
//! (`app/practice.rs`); the grades and values are said in the review's
//! words (`morris_i18n::words::review`).

use egui::{RichText, Ui};
use morris_ai::review::{Attempt, Grade, TurnReview};
use morris_core::{Color, Move, Rules};
use morris_i18n::words::review as words;
use morris_i18n::{Localizer, tr};

use crate::command::Command;
use crate::theme::{Palette, grade_color};

/// What the practice said last.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Said {
    /// A turn was tried, and graded: when it was of the best value class
    /// the practice went on, else the same mistake is tried again.
    Tried(Attempt),
    /// The answer to this mistake was shown, and the practice went on.
    Answer(TurnReview),
    /// The grading failed (its thread ended without an answer): the
    /// practice is over.
    Failed,
}

/// What the practice's worker is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Busy {
    /// Nothing: the board takes a turn.
    Idle,
    /// Getting the mistakes ready (the reviewer is made).
    Preparing,
    /// Grading this turn.
    Grading(Move),
}

/// What the practice's panel shows.
pub(crate) struct PracticeView<'a> {
    /// The words.
    pub loc: &'a Localizer,
    /// The rules (for the move entry's examples).
    pub rules: &'a Rules,
    /// The side to move at the game's start (to number the turns).
    pub first: Color,
    /// The mistake being tried, while one is.
    pub mistake: Option<&'a TurnReview>,
    /// Which, from 0.
    pub index: usize,
    /// How many there are.
    pub count: usize,
    /// How many were found.
    pub found: usize,
    /// What it said last.
    pub said: Option<&'a Said>,
    /// What its worker is doing.
    pub busy: Busy,
}

impl PracticeView<'_> {
    /// Whether every mistake was tried (or the practice failed).
    fn is_over(&self) -> bool {
        self.busy != Busy::Preparing && self.mistake.is_none()
    }
}

/// The practice's panel, in the side panel's place.
pub(crate) fn practice_panel(
    ui: &mut Ui,
    view: &PracticeView<'_>,
    typed: &mut String,
    commands: &mut Vec<Command>,
) {
    let loc = view.loc;
    if !view.is_over() {
        egui::Panel::bottom("practice-entry")
            .show_separator_line(false)
            .show(ui, |ui| {
                crate::panels::move_entry(ui, loc, view.rules, typed, commands);
            });
    }
    ui.add_space(6.0);
    ui.label(RichText::new(loc.text("gui-practice")).strong());
    ui.add_space(4.0);
    if let Some(said) = view.said {
        said_line(ui, loc, said);
        ui.add_space(4.0);
    }
    if view.is_over() {
        ui.add(
            egui::Label::new(
                RichText::new(tr!(
                    loc,
                    "practice-over",
                    found = view.found,
                    count = view.count
                ))
                .strong(),
            )
            .wrap(),
        );
        ui.add_space(6.0);
        if ui.button(loc.text("gui-practice-back")).clicked() {
            commands.push(Command::LeavePractice);
        }
        return;
    }
    if let Some(mistake) = view.mistake {
        ui.label(tr!(
            loc,
            "gui-practice-count",
            index = view.index + 1,
            count = view.count
        ));
        let text = tr!(
            loc,
            "practice-position",
            number = words::number(mistake.number, mistake.side, view.first),
            turn = mistake.turn.to_string(),
            grade = words::grade(loc, mistake.grade),
            color = crate::text::color(loc, mistake.side)
        );
        ui.add(egui::Label::new(RichText::new(text).strong()).wrap());
    }
    match view.busy {
        Busy::Idle => {}
        Busy::Preparing => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(loc.text("gui-practice-preparing"));
            });
        }
        Busy::Grading(turn) => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr!(loc, "gui-practice-grading", turn = turn.to_string()));
            });
        }
    }
    ui.add_space(6.0);
    let idle = view.busy == Busy::Idle;
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(idle, egui::Button::new(loc.text("gui-practice-show")))
            .clicked()
        {
            commands.push(Command::ShowAnswer);
        }
        if ui
            .add_enabled(idle, egui::Button::new(loc.text("gui-practice-skip")))
            .clicked()
        {
            commands.push(Command::SkipMistake);
        }
        if ui.button(loc.text("gui-practice-back")).clicked() {
            commands.push(Command::LeavePractice);
        }
    });
}

/// What the practice said last, in the colour of the grade it speaks of.
fn said_line(ui: &mut Ui, loc: &Localizer, said: &Said) {
    let (text, color) = match said {
        Said::Tried(attempt) => {
            let graded = &attempt.graded;
            let turn = graded.turn.to_string();
            let grade = words::grade(loc, graded.grade);
            let value = morris_i18n::words::move_value(loc, graded.after);
            let text = if attempt.right {
                tr!(
                    loc,
                    "practice-right",
                    turn = turn,
                    grade = grade,
                    value = value
                )
            } else {
                tr!(
                    loc,
                    "gui-practice-wrong",
                    turn = turn,
                    grade = grade,
                    value = value
                )
            };
            (text, grade_color(ui.visuals(), graded.grade))
        }
        Said::Answer(mistake) => {
            let best: Vec<String> = mistake.best.iter().map(Move::to_string).collect();
            let text = tr!(
                loc,
                "practice-answer",
                best = best.join(", "),
                value = morris_i18n::words::move_value(loc, mistake.before)
            );
            (text, grade_color(ui.visuals(), Grade::Best))
        }
        Said::Failed => (
            loc.text("gui-practice-failed"),
            Some(Palette::of(ui.visuals()).warning),
        ),
    };
    let mut rich = RichText::new(text);
    if let Some(color) = color {
        rich = rich.color(color);
    }
    ui.add(egui::Label::new(rich).wrap());
}
