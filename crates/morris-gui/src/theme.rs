//! The two looks of the app, light and dark: calm, muted colours with one
//! accent, and egui's own widgets tuned to match.

use egui::{Color32, Context, CornerRadius, Stroke, Theme, ThemePreference, Visuals};
use serde::{Deserialize, Serialize};

/// The theme the player chose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThemeChoice {
    /// Follow the system's light or dark setting.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

impl ThemeChoice {
    /// Every choice, in menu order.
    pub const ALL: [ThemeChoice; 3] = [ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark];

    /// egui's theme preference for this choice.
    #[must_use]
    pub fn preference(self) -> ThemePreference {
        match self {
            ThemeChoice::System => ThemePreference::System,
            ThemeChoice::Light => ThemePreference::Light,
            ThemeChoice::Dark => ThemePreference::Dark,
        }
    }
}

/// The colours the board is painted in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    /// The window behind the board.
    pub background: Color32,
    /// The board's surface.
    pub board: Color32,
    /// The edge of the board's surface.
    pub board_edge: Color32,
    /// The lines and the empty points.
    pub line: Color32,
    /// Coordinates around the board.
    pub label: Color32,
    /// White's pieces.
    pub white_piece: Color32,
    /// The rim of White's pieces.
    pub white_rim: Color32,
    /// Black's pieces.
    pub black_piece: Color32,
    /// The rim of Black's pieces.
    pub black_rim: Color32,
    /// The soft shadow under a piece.
    pub shadow: Color32,
    /// The selected piece and the points it may go to.
    pub accent: Color32,
    /// The marks of the last move.
    pub last_move: Color32,
    /// A mill the last move closed.
    pub mill: Color32,
    /// Pieces that may be removed, and removed ones.
    pub removal: Color32,
    /// The hint's move.
    pub hint: Color32,
    /// Text that explains a refused click.
    pub warning: Color32,
    /// A reviewed turn graded an inaccuracy (`?!`).
    pub inaccuracy: Color32,
    /// ... a mistake (`?`).
    pub mistake: Color32,
    /// ... a blunder (`??`).
    pub blunder: Color32,
}

impl Palette {
    /// The light palette: warm paper, ink lines.
    pub const LIGHT: Palette = Palette {
        background: Color32::from_rgb(0xEC, 0xE8, 0xE0),
        board: Color32::from_rgb(0xF8, 0xF5, 0xEE),
        board_edge: Color32::from_rgb(0xD8, 0xD0, 0xC2),
        line: Color32::from_rgb(0x8E, 0x86, 0x78),
        label: Color32::from_rgb(0xA8, 0x9F, 0x90),
        white_piece: Color32::from_rgb(0xFF, 0xFE, 0xFA),
        white_rim: Color32::from_rgb(0x85, 0x7C, 0x6C),
        black_piece: Color32::from_rgb(0x36, 0x39, 0x3F),
        black_rim: Color32::from_rgb(0x1F, 0x21, 0x25),
        shadow: Color32::from_rgba_premultiplied(0x30, 0x28, 0x18, 0x30),
        accent: Color32::from_rgb(0x3C, 0x7A, 0xAE),
        last_move: Color32::from_rgb(0x7E, 0x9B, 0xB5),
        mill: Color32::from_rgb(0xC4, 0x97, 0x2F),
        removal: Color32::from_rgb(0xB4, 0x52, 0x3E),
        hint: Color32::from_rgb(0x3F, 0x94, 0x62),
        warning: Color32::from_rgb(0xA3, 0x48, 0x2E),
        inaccuracy: Color32::from_rgb(0x9A, 0x7A, 0x00),
        mistake: Color32::from_rgb(0xC2, 0x62, 0x14),
        blunder: Color32::from_rgb(0xC0, 0x2A, 0x22),
    };

    /// The dark palette: slate, soft light lines.
    pub const DARK: Palette = Palette {
        background: Color32::from_rgb(0x1D, 0x20, 0x24),
        board: Color32::from_rgb(0x29, 0x2D, 0x33),
        board_edge: Color32::from_rgb(0x38, 0x3D, 0x44),
        line: Color32::from_rgb(0x7C, 0x84, 0x8E),
        label: Color32::from_rgb(0x68, 0x70, 0x7A),
        white_piece: Color32::from_rgb(0xEC, 0xE7, 0xDC),
        white_rim: Color32::from_rgb(0xB5, 0xAD, 0x9E),
        black_piece: Color32::from_rgb(0x11, 0x13, 0x16),
        black_rim: Color32::from_rgb(0x8A, 0x92, 0x9C),
        shadow: Color32::from_rgba_premultiplied(0x00, 0x00, 0x00, 0x50),
        accent: Color32::from_rgb(0x72, 0xA9, 0xDA),
        last_move: Color32::from_rgb(0x6B, 0x86, 0xA0),
        mill: Color32::from_rgb(0xD6, 0xB2, 0x58),
        removal: Color32::from_rgb(0xD2, 0x72, 0x5C),
        hint: Color32::from_rgb(0x6B, 0xBE, 0x8A),
        warning: Color32::from_rgb(0xE0, 0x8A, 0x6E),
        inaccuracy: Color32::from_rgb(0xE2, 0xC2, 0x4E),
        mistake: Color32::from_rgb(0xEE, 0x96, 0x4C),
        blunder: Color32::from_rgb(0xF0, 0x5E, 0x52),
    };

    /// The palette for egui's current light or dark mode.
    #[must_use]
    pub fn of(visuals: &Visuals) -> Palette {
        if visuals.dark_mode {
            Palette::DARK
        } else {
            Palette::LIGHT
        }
    }
}

/// The colour a review's grade is shown in: the best turns green, good
/// ones in the text's own colour (`None`), then yellow, orange and red.
#[must_use]
pub fn grade_color(visuals: &Visuals, grade: morris_ai::review::Grade) -> Option<Color32> {
    use morris_ai::review::Grade;
    let palette = Palette::of(visuals);
    match grade {
        Grade::Best => Some(palette.hint),
        Grade::Good => None,
        Grade::Inaccuracy => Some(palette.inaccuracy),
        Grade::Mistake => Some(palette.mistake),
        Grade::Blunder => Some(palette.blunder),
    }
}

/// Applies `choice` and tunes egui's light and dark styles to the palettes.
pub fn apply(ctx: &Context, choice: ThemeChoice) {
    ctx.set_theme(choice.preference());
    for (theme, palette) in [(Theme::Light, Palette::LIGHT), (Theme::Dark, Palette::DARK)] {
        ctx.style_mut_of(theme, |style| {
            let visuals = &mut style.visuals;
            visuals.panel_fill = palette.background;
            visuals.window_fill = palette.board;
            visuals.extreme_bg_color = if theme == Theme::Dark {
                Color32::from_rgb(0x16, 0x18, 0x1B)
            } else {
                Color32::from_rgb(0xFB, 0xFA, 0xF6)
            };
            visuals.faint_bg_color = palette.board;
            visuals.selection.bg_fill = palette.accent.gamma_multiply(0.45);
            visuals.selection.stroke = Stroke::new(1.0, palette.accent);
            visuals.hyperlink_color = palette.accent;
            visuals.window_corner_radius = CornerRadius::same(8);
            visuals.window_stroke = Stroke::new(1.0, palette.board_edge);
            style.spacing.item_spacing = egui::vec2(8.0, 6.0);
            style.spacing.button_padding = egui::vec2(8.0, 3.0);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::Palette;
    use egui::Color32;

    /// WCAG 2.1's relative luminance of an sRGB colour.
    fn luminance(c: Color32) -> f64 {
        let channel = |v: u8| {
            let v = f64::from(v) / 255.0;
            if v <= 0.039_28 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
    }

    fn contrast(a: Color32, b: Color32) -> f64 {
        let (a, b) = (luminance(a), luminance(b));
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    #[test]
    fn every_piece_stands_out_from_the_window_behind_the_hands() {
        // WCAG's 3:1 for the parts of graphics one must see: a piece in
        // hand stands on the window's background, its rim or its fill
        // drawing its edge.
        for (theme, p) in [("light", Palette::LIGHT), ("dark", Palette::DARK)] {
            for (side, fill, rim) in [
                ("white", p.white_piece, p.white_rim),
                ("black", p.black_piece, p.black_rim),
            ] {
                let best = contrast(fill, p.background).max(contrast(rim, p.background));
                assert!(best >= 3.0, "{theme} {side}: {best:.2}");
            }
        }
    }
}
