//! The endgame databases dialog: what they are for, how far to build (the
//! size and this computer's time for each extent), the build under way as
//! one bar, and the other way to perfect play, a tablebase server.

use egui::{RichText, TextEdit, Ui};
use morris_core::Rules;
use morris_i18n::{Localizer, tr};

use crate::command::Command;
use crate::text;

/// What the databases dialog shows and the player chose.
#[derive(Clone, Debug, PartialEq)]
pub struct DatabasesDraft {
    /// The rules they are for.
    pub rules: Rules,
    /// How far to build, in pieces in all.
    pub pieces: usize,
    /// The extents whose files are all there already.
    pub present: Vec<usize>,
    /// The build under way: how far it goes and where it stands.
    pub building: Option<(usize, morris_play::build::BuildProgress)>,
    /// Whether there is a data directory to keep them in.
    pub available: bool,
    /// How long each extent (by its pieces) would take here, for what is
    /// not built yet.
    pub estimates: Vec<(usize, morris_play::build::Estimate)>,
    /// The tablebase server's address as typed (empty: none).
    pub tablebase: String,
    /// Why the address typed was not taken, worded.
    pub tablebase_error: Option<String>,
}

impl DatabasesDraft {
    /// The time `extent` would take here: this computer's estimate when
    /// there is one, otherwise the reference machine's.
    fn time(&self, extent: &morris_play::build::Extent) -> std::time::Duration {
        self.estimates
            .iter()
            .find(|(pieces, e)| *pieces == extent.pieces && !e.time.is_zero())
            .map_or(extent.time, |(_, e)| e.time)
    }

    /// Whether the times shown were measured on this computer.
    fn measured(&self) -> bool {
        self.estimates.iter().any(|(_, e)| e.measured)
    }
}

/// Whether databases can be built for `rules`: the endgame pairs of the
/// large board, or a small board's whole game.
pub(super) fn solvable(rules: &Rules) -> bool {
    morris_ai::db::covers(rules) || morris_ai::db::covers_whole_game(rules)
}

/// The databases dialog: what they are for, how far to build (size and
/// time each), and the build under way.
pub(super) fn databases(ui: &mut Ui, loc: &Localizer, draft: &mut DatabasesDraft) {
    ui.add(
        egui::Label::new(tr!(
            loc,
            "gui-databases-intro",
            variant = text::rules_name(loc, &draft.rules)
        ))
        .wrap(),
    );
    ui.add_space(6.0);
    if !draft.available {
        ui.add(egui::Label::new(tr!(loc, "gui-databases-no-dir")).wrap());
        return;
    }
    if !solvable(&draft.rules) {
        ui.add(egui::Label::new(tr!(loc, "gui-databases-not-covered")).wrap());
        return;
    }
    let building = draft.building.is_some();
    // A small board's game is solved whole, in one step.
    if let Some(whole) = morris_play::build::whole_game_extent(&draft.rules) {
        let mut label = tr!(
            loc,
            "gui-databases-whole",
            size = text::megabytes(loc, whole.bytes),
            time = text::duration(loc, whole.time)
        );
        if draft.present.contains(&whole.pieces) {
            label = tr!(loc, "gui-databases-built", extent = label);
        }
        ui.add_enabled_ui(!building, |ui| {
            ui.radio_value(&mut draft.pieces, whole.pieces, label);
        });
        if let Some((_, progress)) = &draft.building {
            ui.add_space(6.0);
            ui.label(tr!(loc, "gui-databases-building-whole"));
            let percent = (progress.within * 100.0).round() as u32;
            ui.add(egui::ProgressBar::new(progress.within).text(format!("{percent} %")));
        }
        return;
    }
    for extent in morris_play::build::extents_for(&draft.rules) {
        // Every pair of the rules' pieces: the whole game.
        let whole = extent.pieces >= 2 * usize::from(draft.rules.pieces());
        let (size, time) = (
            text::megabytes(loc, extent.bytes),
            text::duration(loc, draft.time(extent)),
        );
        let mut label = if whole {
            tr!(loc, "gui-databases-whole", size = size, time = time)
        } else {
            tr!(
                loc,
                "gui-databases-extent",
                pieces = extent.pieces,
                size = size,
                time = time
            )
        };
        if draft.present.contains(&extent.pieces) {
            label = tr!(loc, "gui-databases-built", extent = label);
        }
        ui.add_enabled_ui(!building, |ui| {
            ui.radio_value(&mut draft.pieces, extent.pieces, label);
        });
    }
    ui.add_space(4.0);
    ui.add(
        egui::Label::new(
            RichText::new(if draft.measured() {
                tr!(loc, "gui-databases-measured-here")
            } else {
                tr!(loc, "gui-databases-measured")
            })
            .small()
            .weak(),
        )
        .wrap(),
    );
    if let Some((pieces, progress)) = &draft.building {
        ui.add_space(6.0);
        ui.label(tr!(loc, "gui-databases-building", pieces = *pieces));
        let text = text::build_progress(loc, progress);
        // One bar for the whole build, its share of the work.
        ui.add(egui::ProgressBar::new(progress.share).text(text));
    }
}

/// The databases dialog's other way to perfect play: a server that solved
/// the game, asked where the databases here do not reach. Enter (or
/// leaving the field) takes the address.
pub(super) fn tablebase_row(
    ui: &mut Ui,
    loc: &Localizer,
    draft: &mut DatabasesDraft,
) -> Option<Command> {
    ui.add_space(8.0);
    ui.separator();
    ui.label(RichText::new(tr!(loc, "gui-tablebase")).strong());
    ui.add(egui::Label::new(tr!(loc, "gui-tablebase-explain")).wrap());
    let label = ui.label(tr!(loc, "gui-tablebase-address"));
    let field = ui
        .add(
            TextEdit::singleline(&mut draft.tablebase)
                .hint_text("http://HOST:7700")
                .desired_width(f32::INFINITY),
        )
        .labelled_by(label.id);
    if let Some(error) = &draft.tablebase_error {
        ui.label(RichText::new(error.as_str()).color(ui.visuals().error_fg_color));
    }
    field
        .lost_focus()
        .then(|| Command::SetTablebase(draft.tablebase.clone()))
}
