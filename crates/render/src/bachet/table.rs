//! The lesson's class-transition table as a figure: a header row and rows of cells, a cell
//! coloured green when its take wins and red when it loses, so the table on the board and the
//! one on the page look alike.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::error::{OrDraw, RenderError};
use crate::font::{self, Anchor};

use crate::output::Figure;
use crate::style::{INK, LOSS_TINT, PAPER, WIN_TINT};

use super::parts::draw_title;

/// A table as a figure: a header row and rows of cells, cells optionally tinted as a winning
/// move or a losing one, and a key under it whose lines show the tint they explain. Used for
/// the lesson's class-transition table.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassTable {
    /// The title over the table.
    pub title: String,
    /// The column headings.
    pub header: Vec<String>,
    /// The rows: each cell's text and its tint (`Some(true)` winning, `Some(false)` losing).
    pub rows: Vec<Vec<(String, Option<bool>)>>,
    /// The key under the table, a line each: the tint it explains (drawn as a swatch before
    /// it, so that no colour has to be named) and its words.
    pub note: Vec<(Option<bool>, String)>,
}

impl ClassTable {
    const CELL: (u32, u32) = (150, 44);
    const NOTE_LINE: u32 = 24;

    fn note_lines(&self) -> u32 {
        self.note.len().max(1) as u32
    }
}

impl Figure for ClassTable {
    fn size(&self) -> (u32, u32) {
        let cols = self.header.len() as u32;
        let rows = self.rows.len() as u32 + 1;
        (
            (cols * Self::CELL.0 + 40).max(560),
            rows * Self::CELL.1 + 120 + (self.note_lines() - 1) * Self::NOTE_LINE,
        )
    }

    fn draw<DB: DrawingBackend>(
        &self,
        area: &DrawingArea<DB, Shift>,
        bitmap: bool,
    ) -> Result<(), RenderError> {
        let (w, h) = self.size();
        draw_title(area, &self.title, w, bitmap)?;
        let (cw, ch) = (Self::CELL.0 as i32, Self::CELL.1 as i32);
        let x0 = (w as i32 - cw * self.header.len() as i32) / 2;
        let y0 = 50;
        let bold = font::text(16.0, true, INK);
        let plain = font::text(16.0, false, INK);
        let all = std::iter::once(
            self.header
                .iter()
                .map(|t| (t.clone(), None))
                .collect::<Vec<_>>(),
        )
        .chain(self.rows.iter().cloned());
        for (r, row) in all.enumerate() {
            for (c, (text, value)) in row.iter().enumerate() {
                let (x, y) = (x0 + c as i32 * cw, y0 + r as i32 * ch);
                let fill = match (r, value) {
                    (0, _) => RGBColor(230, 230, 230),
                    (_, Some(true)) => WIN_TINT,
                    (_, Some(false)) => LOSS_TINT,
                    _ => PAPER,
                };
                area.draw(&Rectangle::new([(x, y), (x + cw, y + ch)], fill.filled()))
                    .or_draw()?;
                area.draw(&Rectangle::new(
                    [(x, y), (x + cw, y + ch)],
                    INK.stroke_width(1),
                ))
                .or_draw()?;
                let style = if r == 0 || c == 0 { &bold } else { &plain };
                let style = font::fitting(
                    area,
                    text,
                    style.font.get_size(),
                    r == 0 || c == 0,
                    INK,
                    Self::CELL.0 - 10,
                );
                font::draw_text(
                    area,
                    text,
                    (x + cw / 2, y + ch / 2),
                    &style,
                    Anchor::Centre,
                    bitmap,
                )?;
            }
        }
        let first = h as i32 - 30 - ((self.note_lines() - 1) * Self::NOTE_LINE) as i32;
        // the key's lines share a left edge, the widest centred, so the swatches line up
        let style = |line: &str| font::fitting(area, line, font::SMALLEST, false, INK, w - 60);
        let widest = self
            .note
            .iter()
            .map(|(_, line)| font::measure(area, line, &style(line)).0 as i32)
            .max()
            .unwrap_or(0);
        let left = (w as i32 - widest) / 2 + 18;
        for (k, (tint, line)) in self.note.iter().enumerate() {
            let style = style(line);
            let y = first + k as i32 * Self::NOTE_LINE as i32;
            if let Some(winning) = tint {
                let fill = if *winning { WIN_TINT } else { LOSS_TINT };
                let swatch = [(left - 26, y - 8), (left - 10, y + 8)];
                area.draw(&Rectangle::new(swatch, fill.filled()))
                    .or_draw()?;
                area.draw(&Rectangle::new(swatch, INK.stroke_width(1)))
                    .or_draw()?;
            }
            font::draw_text(area, line, (left, y), &style, Anchor::Left, bitmap)?;
        }
        Ok(())
    }
}
