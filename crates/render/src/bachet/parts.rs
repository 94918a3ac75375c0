//! What every picture of Bachet's game draws alike: the title broken to the figure's width,
//! the legend saying what green and red mean, and a pile as a disc coloured by its value. The
//! graph, the trees and the table share them, so a pile looks the same in each.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::error::{OrDraw, RenderError};
use crate::font::{self, Anchor};

use crate::style::{ACCENT, INK, LOSS, PAPER, WIN};

/// Legend words: what green and red mean.
#[derive(Clone, Debug, PartialEq)]
pub struct Legend {
    /// Green: the player to move wins with correct play.
    pub winning: String,
    /// Red: the player to move loses against correct play.
    pub losing: String,
}

impl Default for Legend {
    fn default() -> Legend {
        Legend {
            winning: "the player to move wins".into(),
            losing: "the player to move loses".into(),
        }
    }
}

/// The colour of a value: green when the player to move wins, red when they lose.
fn value_colour(winning: bool) -> RGBColor {
    if winning {
        WIN
    } else {
        LOSS
    }
}

/// The legend at `at`: a green disc and its words, then a red disc and its words.
pub(super) fn draw_legend<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    legend: &Legend,
    at: (i32, i32),
    bitmap: bool,
) -> Result<(), RenderError> {
    let small = font::text(font::SMALLEST, false, INK);
    let mut x = at.0;
    for (word, win) in [(&legend.winning, true), (&legend.losing, false)] {
        area.draw(&Circle::new((x + 7, at.1), 7, value_colour(win).filled()))
            .or_draw()?;
        font::draw_text(area, word, (x + 20, at.1), &small, Anchor::Left, bitmap)?;
        x += 44 + font::measure(area, word, &small).0 as i32;
    }
    Ok(())
}

/// The title, centred, broken into lines that fit the figure (two fit above the legend).
pub(super) fn draw_title<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    title: &str,
    width: u32,
    bitmap: bool,
) -> Result<(), RenderError> {
    let style = font::text(19.0, true, INK);
    for (k, line) in font::wrap(title, &style, width.saturating_sub(24))
        .iter()
        .enumerate()
    {
        let at = (width as i32 / 2, 18 + 24 * k as i32);
        font::draw_text(area, line, at, &style, Anchor::Centre, bitmap)?;
    }
    Ok(())
}

/// Where the legend goes under a title of one line.
pub(super) const LEGEND_Y: i32 = 48;

/// How much lower everything under the title goes when `title` takes more than one line of a
/// figure `width` pixels wide.
pub(super) fn title_extra(title: &str, width: u32) -> u32 {
    let style = font::text(19.0, true, INK);
    (font::wrap(title, &style, width.saturating_sub(24)).len() as u32).saturating_sub(1) * 24
}

/// A pile drawn as a disc: green or red by its value, the pile size in it.
pub(super) fn draw_pile<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    centre: (i32, i32),
    radius: i32,
    pile: u64,
    winning: bool,
    lit: bool,
    bitmap: bool,
) -> Result<(), RenderError> {
    if lit {
        area.draw(&Circle::new(centre, radius + 5, ACCENT.filled()))
            .or_draw()?;
    }
    area.draw(&Circle::new(centre, radius, value_colour(winning).filled()))
        .or_draw()?;
    let style = font::text(radius as f64 * 0.95, true, PAPER);
    font::draw_text(
        area,
        &pile.to_string(),
        centre,
        &style,
        Anchor::Centre,
        bitmap,
    )
}
