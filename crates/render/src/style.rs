//! The colours of the figures, taken from the worksheet: a gray frame, tiles LightBlue or White;
//! and the themes they are shown in.
//!
//! Every figure is drawn in these named colours, on paper. A [`Theme`] repaints them as they
//! reach the drawing backend (see [`crate::scale`]), so a figure is written once and comes out
//! light for a page or a bright projector, dark for a dim lecture hall.

use plotters::style::RGBColor;

/// CSS LightBlue, the worksheet's tile colour (not plotters' `LIGHTBLUE`, which is another one).
pub(crate) const LIGHT_BLUE: RGBColor = RGBColor(173, 216, 230);
/// The worksheet's frame: CSS Gray.
pub(crate) const FRAME_GRAY: RGBColor = RGBColor(128, 128, 128);
/// Paper.
pub(crate) const PAPER: RGBColor = RGBColor(255, 255, 255);
/// Ink: numbers and labels.
pub(crate) const INK: RGBColor = RGBColor(20, 20, 20);
/// Light lines: grid lines, edges not taken.
pub(crate) const FAINT: RGBColor = RGBColor(200, 200, 200);
/// A winning position for the player to move (Bachet): Okabe and Ito's bluish green, which a
/// reader without green-sensitive cones still tells from [`LOSS`] (a test simulates it).
pub(crate) const WIN: RGBColor = RGBColor(0, 158, 115);
/// A losing position for the player to move (Bachet): Okabe and Ito's vermillion.
pub(crate) const LOSS: RGBColor = RGBColor(213, 94, 0);
/// [`WIN`] as a light tint, for the background of a table cell.
pub(crate) const WIN_TINT: RGBColor = RGBColor(191, 231, 220);
/// [`LOSS`] as a light tint.
pub(crate) const LOSS_TINT: RGBColor = RGBColor(245, 207, 179);
/// A frontier node (search), a highlighted path (Bachet playback).
pub(crate) const ACCENT: RGBColor = RGBColor(255, 167, 38);
/// Bars and lines of charts.
pub(crate) const BAR: RGBColor = RGBColor(66, 133, 244);
/// Lines between the nodes of a tree.
pub(crate) const EDGE: RGBColor = RGBColor(150, 150, 150);
/// The header row of a table.
pub(crate) const HEADER: RGBColor = RGBColor(230, 230, 230);
/// A chart's light grid lines.
pub(crate) const MESH: RGBColor = RGBColor(246, 246, 246);
/// Plotters' own black (a chart's axes).
const AXIS: RGBColor = RGBColor(0, 0, 0);

/// How a figure is shown: the colours it is painted in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Dark ink on white paper: pages, prints, bright projectors.
    #[default]
    Light,
    /// Light ink on near-black, the tiles and the frame darkened and the meaning-carrying
    /// colours kept bright: high contrast for a dim lecture hall.
    Dark,
}

impl Theme {
    /// The colour `colour` is painted in. The figures' named colours are repainted; any other
    /// (a pencil's wood) stays as it is.
    pub(crate) fn paint(self, colour: RGBColor) -> RGBColor {
        if self == Theme::Light {
            return colour;
        }
        const DARK: [(RGBColor, RGBColor); 12] = [
            (PAPER, RGBColor(16, 16, 20)),
            (INK, RGBColor(242, 242, 242)),
            (AXIS, RGBColor(242, 242, 242)),
            (FAINT, RGBColor(96, 96, 104)),
            (FRAME_GRAY, RGBColor(92, 92, 100)),
            (LIGHT_BLUE, RGBColor(28, 86, 136)),
            (WIN_TINT, RGBColor(8, 72, 56)),
            (LOSS_TINT, RGBColor(104, 44, 6)),
            (BAR, RGBColor(86, 180, 233)),
            (EDGE, RGBColor(170, 170, 176)),
            (HEADER, RGBColor(58, 58, 66)),
            (MESH, RGBColor(44, 44, 50)),
        ];
        DARK.iter()
            .find(|(light, _)| *light == colour)
            .map_or(colour, |(_, dark)| *dark)
    }

    /// The background the figure is drawn on.
    #[cfg(test)]
    pub(crate) fn paper(self) -> RGBColor {
        self.paint(PAPER)
    }
}

/// Whether tile `n` is drawn LightBlue, by the worksheet's rule
/// `(n - floor((n-1)/4)) mod 2 = 1`, generalised to a board `width` wide: the tiles form a
/// checkerboard over their *goal* squares, so a solved board is a checkerboard. For width 4
/// it is exactly the worksheet's formula.
pub(crate) fn is_light_blue(n: usize, width: usize) -> bool {
    let (row, col) = ((n - 1) / width, (n - 1) % width);
    (row + col) % 2 == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_light_theme_paints_nothing_and_the_dark_one_repaints_paper_and_ink() {
        assert_eq!(Theme::Light.paint(PAPER), PAPER);
        assert_eq!(Theme::Dark.paint(PAPER), Theme::Dark.paper());
        assert_ne!(Theme::Dark.paint(INK), INK);
    }

    #[test]
    fn the_tile_colour_is_the_worksheets_formula_on_a_4x4_board() {
        for n in 1..=15usize {
            assert_eq!(is_light_blue(n, 4), (n - (n - 1) / 4) % 2 == 1);
        }
    }

    /// sRGB to linear light.
    fn linear(c: u8) -> f64 {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    }

    /// Linear light to sRGB, clamped.
    fn encoded(c: f64) -> f64 {
        let c = c.clamp(0.0, 1.0);
        if c <= 0.003_130_8 {
            12.92 * c
        } else {
            1.055 * c.powf(1.0 / 2.4) - 0.055
        }
    }

    /// What a deuteranope sees (Machado, Oliveira and Fernandes 2009, severity 1), in sRGB 0..1.
    fn deuteranope(c: RGBColor) -> [f64; 3] {
        const M: [[f64; 3]; 3] = [
            [0.367_322, 0.860_646, -0.227_968],
            [0.280_085, 0.672_501, 0.047_413],
            [-0.011_820, 0.042_940, 0.968_881],
        ];
        let l = [linear(c.0), linear(c.1), linear(c.2)];
        M.map(|row| encoded(row[0] * l[0] + row[1] * l[1] + row[2] * l[2]))
    }

    /// CIE L*a*b* of an sRGB colour given 0..1.
    fn lab(c: [f64; 3]) -> [f64; 3] {
        let l = c.map(|v| linear((v * 255.0).round() as u8));
        let x = (0.4124 * l[0] + 0.3576 * l[1] + 0.1805 * l[2]) / 0.950_47;
        let y = 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
        let z = (0.0193 * l[0] + 0.1192 * l[1] + 0.9505 * l[2]) / 1.088_83;
        let f = |t: f64| {
            if t > 0.008_856 {
                t.cbrt()
            } else {
                7.787 * t + 16.0 / 116.0
            }
        };
        [
            116.0 * f(y) - 16.0,
            500.0 * (f(x) - f(y)),
            200.0 * (f(y) - f(z)),
        ]
    }

    /// The CIE76 colour difference two colours keep for a deuteranope.
    fn apart(a: RGBColor, b: RGBColor) -> f64 {
        let (a, b) = (lab(deuteranope(a)), lab(deuteranope(b)));
        (0..3).map(|i| (a[i] - b[i]).powi(2)).sum::<f64>().sqrt()
    }

    /// The relative luminance of a colour (WCAG 2).
    fn luminance(c: RGBColor) -> f64 {
        0.2126 * linear(c.0) + 0.7152 * linear(c.1) + 0.0722 * linear(c.2)
    }

    /// WCAG 2's contrast ratio of two colours, 1 to 21.
    fn contrast(a: RGBColor, b: RGBColor) -> f64 {
        let (a, b) = (luminance(a), luminance(b));
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    #[test]
    fn text_keeps_its_contrast_in_both_themes() {
        // WCAG's 4.5 for body text, on the paper and on the tiles the numbers sit on
        for theme in [Theme::Light, Theme::Dark] {
            for (what, ground) in [("paper", PAPER), ("a blue tile", LIGHT_BLUE)] {
                let c = contrast(theme.paint(INK), theme.paint(ground));
                assert!(c >= 4.5, "ink on {what} ({theme:?}): {c:.1}");
            }
        }
        // the dark theme is the high-contrast one
        let light = contrast(Theme::Light.paint(INK), Theme::Light.paper());
        let dark = contrast(Theme::Dark.paint(INK), Theme::Dark.paper());
        assert!(dark >= 15.0 && light >= 15.0, "{light:.1} {dark:.1}");
    }

    #[test]
    fn the_colours_that_carry_meaning_stay_apart_for_a_deuteranope() {
        // 2.3 is a just-noticeable difference; these must be told apart at a glance. The
        // lesson's first colours, green (76, 175, 80) against red (229, 83, 75), kept 5.6.
        for theme in [Theme::Light, Theme::Dark] {
            for (what, a, b) in [
                ("won and lost", WIN, LOSS),
                ("won and lost tints", WIN_TINT, LOSS_TINT),
                ("expanded and frontier", BAR, ACCENT),
            ] {
                let d = apart(theme.paint(a), theme.paint(b));
                assert!(d > 20.0, "{what} ({theme:?}): {d:.1}");
            }
        }
        assert!(apart(RGBColor(76, 175, 80), RGBColor(229, 83, 75)) < 10.0);
    }
}
