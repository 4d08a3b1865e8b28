//! What the board and the panels are shown: the labels a screen reader
//! reads, the analysis' values, the editor's board.

use super::*;

impl MorrisApp {
    /// Each point of the board as a screen reader says it, in the order of
    /// [`crate::layout::board_points`]: "d6, white piece", "f4, empty,
    /// legal target".
    pub(super) fn point_labels(
        &self,
        shown: &morris_play::Shown,
        targets: PointSet,
        values: &[(Point, MoveValue)],
    ) -> Vec<String> {
        crate::layout::board_points(self.table.game().rules().geometry())
            .iter()
            .map(|p| {
                let what = match shown.piece_at(p.point) {
                    Some(Color::White) => tr!(self.loc, "gui-point-white"),
                    Some(Color::Black) => tr!(self.loc, "gui-point-black"),
                    None => tr!(self.loc, "gui-point-empty"),
                };
                let label = if targets.contains(p.point) {
                    tr!(self.loc, "gui-point-target", point = p.name, what = what)
                } else {
                    tr!(self.loc, "gui-point", point = p.name, what = what)
                };
                match values.iter().find(|(q, _)| *q == p.point) {
                    Some((_, value)) => tr!(
                        self.loc,
                        "gui-point-value",
                        label = label,
                        value = words::move_value(&self.loc, *value)
                    ),
                    None => label,
                }
            })
            .collect()
    }

    /// The board of the position editor: its pieces and hands, every point
    /// clickable, every piece draggable.
    pub(super) fn editor_board(
        &self,
        ui: &mut Ui,
        editor: &crate::editor::Editor,
    ) -> board::BoardOutput {
        let pos = self.table.game().position();
        let shown = morris_play::Shown {
            pieces: editor.setup.board,
            in_hand: editor.setup.in_hand,
            fresh_mills: Vec::new(),
            removed: PointSet::default(),
        };
        let hand_labels = ByColor::new(
            self.hand_label(Color::White, &shown),
            self.hand_label(Color::Black, &shown),
        );
        let point_labels = self.point_labels(&shown, PointSet::default(), &[]);
        let view = BoardView {
            position: pos,
            pending: &Entry::Nothing,
            targets: PointSet::default(),
            show_targets: false,
            last_move: None,
            shown: &shown,
            hint: None,
            animations: &self.animations,
            interactive: true,
            hand_labels,
            point_labels,
            values: Vec::new(),
            editing: true,
            focus: None,
            hands: true,
        };
        board_ui(ui, &view)
    }

    /// The values the board shows, in a few characters each, the best
    /// marked.
    pub(super) fn point_values(&self, values: &[(Point, MoveValue)]) -> Vec<PointValue> {
        let best = values.iter().map(|(_, v)| v.rank()).max();
        values
            .iter()
            .map(|&(point, value)| PointValue {
                point,
                text: words::move_value_short(&self.loc, value),
                tone: Tone::of(value),
                best: Some(value.rank()) == best,
            })
            .collect()
    }

    pub(super) fn hand_label(&self, color: Color, shown: &morris_play::Shown) -> String {
        tr!(
            self.loc,
            "gui-hand",
            color = text::color(&self.loc, color),
            pieces = tr!(self.loc, "pieces-in-hand", count = shown.in_hand[color])
        )
    }
}
