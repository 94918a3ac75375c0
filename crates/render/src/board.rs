//! A board in the worksheet's style: a gray frame, tiles as squares, LightBlue or White by the
//! worksheet's rule, numbers centred; the empty place shows the frame.

use plotters::coord::Shift;
use plotters::prelude::*;
use puzzlelab_rules::Board;

use crate::error::{OrDraw, RenderError};
use crate::font::{self, Anchor};
use crate::output::Figure;
use crate::style::{is_light_blue, FRAME_GRAY, INK, LIGHT_BLUE, PAPER};

/// How a board figure is laid out.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardStyle {
    /// The side of one square, in pixels.
    pub cell: u32,
    /// A line of text under the board, if any.
    pub caption: Option<String>,
}

impl Default for BoardStyle {
    fn default() -> BoardStyle {
        BoardStyle {
            cell: 80,
            caption: None,
        }
    }
}

impl BoardStyle {
    /// The style whose picture is about `side` pixels wide for a board `width` squares wide.
    pub fn fitting(side: u32, width: usize) -> BoardStyle {
        let frame = side as f64 / (width as f64 + 2.0 * MARGIN);
        BoardStyle {
            cell: (frame.floor() as u32).max(8),
            caption: None,
        }
    }
}

/// The frame around the squares, as a fraction of a square.
pub(crate) const MARGIN: f64 = 0.25;

/// The gray frame's width in pixels for squares of side `cell`.
pub(crate) fn margin(cell: u32) -> u32 {
    Squares::of_page(cell).margin()
}

/// Pixel size of a board's frame (squares plus the gray border) for squares of side `cell`.
pub(crate) fn frame_size(board_w: usize, board_h: usize, cell: u32) -> (u32, u32) {
    Squares::of_page(cell).frame_size(board_w, board_h)
}

/// Draws the gray frame with its empty squares, top-left corner at `at`.
pub(crate) fn draw_frame<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    at: (i32, i32),
    board_w: usize,
    board_h: usize,
    cell: u32,
) -> Result<(), RenderError> {
    let (w, h) = frame_size(board_w, board_h, cell);
    let corner = (at.0 + w as i32, at.1 + h as i32);
    area.draw(&Rectangle::new([at, corner], FRAME_GRAY.filled()))
        .or_draw()
}

/// Draws tile `n` (of a board `width` squares wide) as a square of side `cell` with its
/// top-left corner at `at`: a coloured square inset in the frame's gray, the number centred.
pub(crate) fn draw_tile<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    n: usize,
    width: usize,
    at: (i32, i32),
    cell: u32,
    bitmap: bool,
) -> Result<(), RenderError> {
    draw_tile_with(area, n, width, at, (cell, DIGITS), bitmap)
}

/// The size of a tile's number as a fraction of the tile's side (three-digit numbers are
/// drawn smaller).
pub(crate) const DIGITS: f64 = 0.44;

/// Draws tile `n` as [`draw_tile`] does, its number `digits` of the tile's side.
pub(crate) fn draw_tile_with<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    n: usize,
    width: usize,
    at: (i32, i32),
    (cell, digits): (u32, f64),
    bitmap: bool,
) -> Result<(), RenderError> {
    let gap = ((cell as f64) * 0.04).round().max(1.0) as i32;
    let c = cell as i32;
    let fill = if is_light_blue(n, width) {
        LIGHT_BLUE
    } else {
        PAPER
    };
    area.draw(&Rectangle::new(
        [(at.0 + gap, at.1 + gap), (at.0 + c - gap, at.1 + c - gap)],
        fill.filled(),
    ))
    .or_draw()?;
    // three digits at 0.34 of the side where two are at 0.44
    let hundreds = if n >= 100 { 0.34 / 0.44 } else { 1.0 };
    let size = digits * hundreds * cell as f64;
    let style = font::text(size, true, INK);
    let centre = (at.0 + c / 2, at.1 + c / 2);
    font::draw_text(area, &n.to_string(), centre, &style, Anchor::Centre, bitmap)
}

/// Draws a whole board, the frame's top-left corner at `at`.
pub(crate) fn draw_board<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    board: &Board,
    at: (i32, i32),
    cell: u32,
    bitmap: bool,
) -> Result<(), RenderError> {
    draw_board_with(area, board, at, Squares::of_page(cell), bitmap)
}

/// The sizes of a board drawn: the side of a square, and its number and the frame around the
/// squares as fractions of that side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Squares {
    /// The side of a square, in pixels.
    pub cell: u32,
    /// A tile's number, as a fraction of the side.
    pub digits: f64,
    /// The gray frame's width, as a fraction of the side.
    pub frame: f64,
}

impl Squares {
    /// The squares of every board on a page, `cell` pixels a side.
    pub(crate) fn of_page(cell: u32) -> Squares {
        Squares {
            cell,
            digits: DIGITS,
            frame: MARGIN,
        }
    }

    /// The gray frame's width in pixels.
    fn margin(&self) -> u32 {
        (self.cell as f64 * self.frame).round() as u32
    }

    /// The pixel size of a board's frame, `board_w` by `board_h` squares.
    pub(crate) fn frame_size(&self, board_w: usize, board_h: usize) -> (u32, u32) {
        let m = 2 * self.margin();
        (
            board_w as u32 * self.cell + m,
            board_h as u32 * self.cell + m,
        )
    }
}

/// Draws a whole board as [`draw_board`] does, in `squares`' sizes.
pub(crate) fn draw_board_with<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    board: &Board,
    at: (i32, i32),
    squares: Squares,
    bitmap: bool,
) -> Result<(), RenderError> {
    let Squares { cell, digits, .. } = squares;
    let (w, h) = squares.frame_size(board.width(), board.height());
    let corner = (at.0 + w as i32, at.1 + h as i32);
    area.draw(&Rectangle::new([at, corner], FRAME_GRAY.filled()))
        .or_draw()?;
    let m = squares.margin() as i32;
    for (index, &tile) in board.tiles().iter().enumerate() {
        if tile == 0 {
            continue;
        }
        let size = board.size();
        let x = at.0 + m + size.col(index) as i32 * cell as i32;
        let y = at.1 + m + size.row(index) as i32 * cell as i32;
        draw_tile_with(
            area,
            tile as usize,
            board.width(),
            (x, y),
            (cell, digits),
            bitmap,
        )?;
    }
    Ok(())
}

/// A board figure: one board, optionally with a caption under it.
#[derive(Clone, Debug)]
pub struct BoardFigure<'a> {
    /// The board.
    pub board: &'a Board,
    /// Its layout.
    pub style: &'a BoardStyle,
}

impl BoardFigure<'_> {
    fn caption_height(&self) -> u32 {
        if self.style.caption.is_some() {
            (self.style.cell as f64 * 0.6).round() as u32
        } else {
            0
        }
    }
}

impl Figure for BoardFigure<'_> {
    fn size(&self) -> (u32, u32) {
        let (w, h) = frame_size(self.board.width(), self.board.height(), self.style.cell);
        (w, h + self.caption_height())
    }

    fn draw<DB: DrawingBackend>(
        &self,
        area: &DrawingArea<DB, Shift>,
        bitmap: bool,
    ) -> Result<(), RenderError> {
        draw_board(area, self.board, (0, 0), self.style.cell, bitmap)?;
        if let Some(caption) = &self.style.caption {
            let (w, h) = self.size();
            let ch = self.caption_height();
            let style = font::fitting(area, caption, ch as f64 * 0.5, false, INK, w * 9 / 10);
            let at = (w as i32 / 2, (h - ch / 2) as i32);
            font::draw_text(area, caption, at, &style, Anchor::Centre, bitmap)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_is_as_wide_as_its_squares_and_frame() {
        let board: Board = "1 2 3 4 5 6 7 8 0".parse().unwrap();
        let style = BoardStyle::default();
        let fig = BoardFigure {
            board: &board,
            style: &style,
        };
        assert_eq!(fig.size(), (3 * 80 + 40, 3 * 80 + 40));
        let rgb = crate::output::render_rgb_as(&fig, &crate::Look::default()).unwrap();
        // The blank square (bottom right) shows the frame's gray.
        let (w, _) = fig.size();
        let px = |x: u32, y: u32| {
            let i = ((y * w + x) * 3) as usize;
            (rgb[i], rgb[i + 1], rgb[i + 2])
        };
        assert_eq!(px(20 + 200, 20 + 200), (128, 128, 128));
        // Tile 1's corner is LightBlue, tile 2's is White.
        assert_eq!(px(20 + 8, 20 + 8), (173, 216, 230));
        assert_eq!(px(20 + 88, 20 + 8), (255, 255, 255));
    }
}
