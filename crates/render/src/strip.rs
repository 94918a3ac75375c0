//! A solution strip for slides: the board every `k` moves in a row (wrapping into rows), each
//! labelled with its move number and the moves made since the board before, an arrow from each
//! board to the next, and the solved board framed and named.

use plotters::coord::Shift;
use plotters::prelude::*;
use puzzlelab_rules::{Board, Lang, MoveSeq};

use crate::board::{draw_board, frame_size};
use crate::error::{OrDraw, RenderError};
use crate::font::{self, Anchor};
use crate::messages::Messages;
use crate::output::Figure;
use crate::style::{INK, WIN};

/// A solution strip: the boards and their labels, laid out.
#[derive(Clone, Debug)]
pub struct Strip {
    /// `(moves made so far, moves since the previous board, board)` for each picture.
    steps: Vec<(usize, String, Board)>,
    /// The side of a square, in pixels.
    pub cell: u32,
    /// Boards in one row.
    pub per_row: usize,
    /// The labels' language.
    pub lang: Lang,
    /// The goal: the last board is marked solved when it is the goal.
    pub goal: Option<Board>,
}

impl Strip {
    /// The strip of `moves` from `start`, a board every `every` moves (the last one always
    /// shown). An illegal move or `every = 0` is an error.
    pub fn new(start: &Board, moves: &MoveSeq, every: usize) -> Result<Strip, RenderError> {
        if every == 0 {
            return Err(RenderError::StripEveryZero);
        }
        let mut board = start.clone();
        let mut steps = vec![(0, String::new(), board.clone())];
        let mut since = String::new();
        for (k, dir) in moves.iter().enumerate() {
            board.apply(dir).map_err(|why| RenderError::IllegalMove {
                number: k + 1,
                direction: dir,
                why,
            })?;
            since.push(dir.letter());
            if (k + 1) % every == 0 || k + 1 == moves.len() {
                steps.push((k + 1, std::mem::take(&mut since), board.clone()));
            }
        }
        Ok(Strip {
            steps,
            cell: 40,
            per_row: 3,
            lang: Lang::En,
            goal: None,
        })
    }

    /// The number of boards shown.
    pub fn boards(&self) -> usize {
        self.steps.len()
    }

    fn board_size(&self) -> (u32, u32) {
        let b = &self.steps[0].2;
        frame_size(b.width(), b.height(), self.cell)
    }

    fn slot(&self) -> (u32, u32) {
        let (w, h) = self.board_size();
        (w + self.cell, h + self.cell * 2)
    }
}

impl Figure for Strip {
    fn size(&self) -> (u32, u32) {
        let (sw, sh) = self.slot();
        let cols = self.steps.len().min(self.per_row.max(1)) as u32;
        let rows = self.steps.len().div_ceil(self.per_row.max(1)) as u32;
        (cols * sw, rows * sh)
    }

    fn draw<DB: DrawingBackend>(
        &self,
        area: &DrawingArea<DB, Shift>,
        bitmap: bool,
    ) -> Result<(), RenderError> {
        let (sw, sh) = self.slot();
        let (bw, bh) = self.board_size();
        let per_row = self.per_row.max(1);
        let label = font::text(self.cell as f64 * 0.42, true, INK);
        let letters = font::text(self.cell as f64 * 0.38, false, INK);
        let last = self.steps.len() - 1;
        for (i, (k, since, board)) in self.steps.iter().enumerate() {
            let x = (i % per_row) as u32 * sw + (sw - bw) / 2;
            let y = (i / per_row) as u32 * sh + self.cell / 4;
            let solved = i == last && self.goal.as_ref() == Some(board);
            let pad = (self.cell / 6).max(3) as i32;
            if solved {
                let (x0, y0) = (x as i32 - pad, y as i32 - pad);
                let (x1, y1) = ((x + bw) as i32 + pad, (y + bh) as i32 + pad);
                area.draw(&Rectangle::new([(x0, y0), (x1, y1)], WIN.filled()))
                    .or_draw()?;
            }
            draw_board(area, board, (x as i32, y as i32), self.cell, bitmap)?;
            if i < last && (i + 1) % per_row != 0 {
                // the arrow to the next board, in the gap between the two
                let (from, to) = ((x + bw) as i32 + pad, (x + sw) as i32 - pad - 2);
                let mid = (y + bh / 2) as i32;
                let head = (self.cell / 5).max(4) as i32;
                let ink = INK.stroke_width(2);
                let lines = [
                    vec![(from, mid), (to, mid)],
                    vec![(to - head, mid - head), (to, mid), (to - head, mid + head)],
                ];
                for line in lines {
                    area.draw(&PathElement::new(line, ink)).or_draw()?;
                }
            }
            let centre = (x + bw / 2) as i32;
            let title = Messages::new(self.lang).strip_title(*k, solved);
            let ty = (y + bh) as i32 + self.cell as i32 / 2;
            font::draw_text(area, &title, (centre, ty), &label, Anchor::Centre, bitmap)?;
            if !since.is_empty() {
                let fit = font::fitting(
                    area,
                    since,
                    self.cell as f64 * 0.38,
                    false,
                    INK,
                    sw - self.cell / 2,
                );
                let style = if fit.font.get_size() < letters.font.get_size() {
                    fit
                } else {
                    letters.clone()
                };
                let ly = ty + self.cell as i32 / 2;
                font::draw_text(area, since, (centre, ly), &style, Anchor::Centre, bitmap)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kth_board_and_the_last() {
        let start: Board = "1 2 3 4 5 6 7 8 0".parse().unwrap();
        let moves: MoveSeq = "RRDLU".parse().unwrap();
        assert_eq!(Strip::new(&start, &moves, 2).unwrap().boards(), 1 + 3);
        assert_eq!(Strip::new(&start, &moves, 5).unwrap().boards(), 2);
        assert!(Strip::new(&start, &moves, 0).is_err());
    }
}
