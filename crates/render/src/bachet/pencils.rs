//! The pile as the lesson's pencils, standing in rows of five with the count under them: the
//! panel beside a game being played, so a class sees the pile shrink as the game goes.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::error::{OrDraw, RenderError};
use crate::font::{self, Anchor};

use crate::style::{INK, LOSS};

/// The pile as pencils standing in rows of five, its size under them; returns the lowest
/// pixel row used.
pub(super) fn draw_pencils<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    at: (i32, i32),
    pile: u64,
    bitmap: bool,
) -> Result<i32, RenderError> {
    let body = RGBColor(250, 204, 21);
    let wood = RGBColor(222, 184, 135);
    for k in 0..pile as i32 {
        let (col, row) = (k % 5, k / 5);
        let x = at.0 + 20 + col * 40;
        let y = at.1 + 10 + row * 96;
        area.draw(&Rectangle::new(
            [(x, y + 12), (x + 14, y + 80)],
            body.filled(),
        ))
        .or_draw()?;
        area.draw(&Polygon::new(
            vec![(x, y + 12), (x + 14, y + 12), (x + 7, y)],
            wood.filled(),
        ))
        .or_draw()?;
        area.draw(&Rectangle::new(
            [(x, y + 80), (x + 14, y + 88)],
            LOSS.filled(),
        ))
        .or_draw()?;
    }
    let style = font::text(28.0, true, INK);
    let rows = (pile as u32).div_ceil(5) as i32;
    let y = at.1 + 10 + rows * 96 + 20;
    font::draw_text(
        area,
        &pile.to_string(),
        (at.0 + 120, y),
        &style,
        Anchor::Centre,
        bitmap,
    )?;
    Ok(y + 14)
}
