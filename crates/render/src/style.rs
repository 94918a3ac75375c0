//! The colours of the figures, taken from the worksheet: a gray frame, tiles LightBlue or White.

use plotters::style::RGBColor;

/// CSS LightBlue, the worksheet's tile colour (not plotters' `LIGHTBLUE`, which is another one).
pub const LIGHT_BLUE: RGBColor = RGBColor(173, 216, 230);
/// The worksheet's frame: CSS Gray.
pub const FRAME_GRAY: RGBColor = RGBColor(128, 128, 128);
/// Paper.
pub const PAPER: RGBColor = RGBColor(255, 255, 255);
/// Ink: numbers and labels.
pub const INK: RGBColor = RGBColor(20, 20, 20);
/// Light lines: grid lines, edges not taken.
pub const FAINT: RGBColor = RGBColor(200, 200, 200);
/// A winning position for the player to move (Bachet), an expanded node (search).
pub const WIN: RGBColor = RGBColor(76, 175, 80);
/// A losing position for the player to move (Bachet).
pub const LOSS: RGBColor = RGBColor(229, 83, 75);
/// A frontier node (search), a highlighted path (Bachet playback).
pub const ACCENT: RGBColor = RGBColor(255, 167, 38);
/// Bars and lines of charts.
pub const BAR: RGBColor = RGBColor(66, 133, 244);

/// Whether tile `n` is drawn LightBlue, by the worksheet's rule
/// `(n - floor((n-1)/4)) mod 2 = 1`, generalised to a board `width` wide: the tiles form a
/// checkerboard over their *goal* squares, so a solved board is a checkerboard. For width 4
/// it is exactly the worksheet's formula.
///
/// ```
/// use puzzlelab_render::style::is_light_blue;
/// // The worksheet's formula on a 4x4 board:
/// for n in 1..=15usize {
///     assert_eq!(is_light_blue(n, 4), (n - (n - 1) / 4) % 2 == 1);
/// }
/// ```
pub fn is_light_blue(n: usize, width: usize) -> bool {
    let (row, col) = ((n - 1) / width, (n - 1) % width);
    (row + col) % 2 == 0
}
