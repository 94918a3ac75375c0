//! The folded game graph: every pile 0..N drawn once, in rows of `max_take + 1` so that a
//! class of piles is a column, every legal take an arrow, winning takes in ink and the others
//! faint. It is the picture of the whole game that stays small whatever N is.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::error::{OrDraw, RenderError};
use crate::font::{self, Anchor};

use crate::output::Figure;
use crate::style::{FAINT, INK};

use super::parts::{draw_legend, draw_pile, draw_title, title_extra, Legend, LEGEND_Y};

/// One pile of a [`GameGraph`].
#[derive(Clone, Debug, PartialEq)]
pub struct GraphPosition {
    /// Objects in the pile.
    pub pile: u64,
    /// Whether the player to move wins from here.
    pub winning: bool,
}

/// One move of a [`GameGraph`]: `take` objects from pile `from`, leaving pile `to`.
#[derive(Clone, Debug, PartialEq)]
pub struct GraphEdge {
    /// The pile before.
    pub from: u64,
    /// The pile after.
    pub to: u64,
    /// Objects taken.
    pub take: u64,
    /// Whether it is a winning move (it leaves the opponent a losing pile).
    pub winning: bool,
}

/// The folded game graph: every pile 0..N once, every legal take an arrow (a DAG).
#[derive(Clone, Debug, PartialEq)]
pub struct GameGraph {
    /// The title over the graph.
    pub title: String,
    /// The piles, in any order.
    pub positions: Vec<GraphPosition>,
    /// The takes.
    pub edges: Vec<GraphEdge>,
    /// What the colours mean.
    pub legend: Legend,
}

impl GameGraph {
    const STEP: u32 = 84;
    const ROW: u32 = 112;
    const RADIUS: i32 = 18;
    const TOP: u32 = 128;

    fn top(&self) -> u32 {
        Self::TOP + title_extra(&self.title, self.width())
    }

    fn width(&self) -> u32 {
        ((self.columns() - 1) * Self::STEP + 80).max(560)
    }

    fn max_pile(&self) -> u64 {
        self.positions.iter().map(|p| p.pile).max().unwrap_or(0)
    }

    /// Piles in a row: a multiple of the largest take plus one, so that the piles a move
    /// cannot tell apart stand in one column (for the lesson: the classes `N mod 4`), and
    /// the fewest rows that keep the grid no taller than wide.
    fn columns(&self) -> u32 {
        let period = self.edges.iter().map(|e| e.take).max().unwrap_or(1) as u32 + 1;
        let piles = self.max_pile() as u32 + 1;
        (1..)
            .map(|k| period * k)
            .find(|&cols| piles.div_ceil(cols) <= cols)
            .expect("some number of columns fits")
    }

    /// The centre of pile `pile`: read like a page, the largest pile first, 0 last.
    fn centre(&self, pile: u64) -> (i32, i32) {
        let cols = self.columns();
        let i = (self.max_pile() - pile) as u32;
        let left = (self.width() - (cols - 1) * Self::STEP) / 2;
        let x = left + (i % cols) * Self::STEP;
        let y = self.top() + (i / cols) * Self::ROW;
        (x as i32, y as i32)
    }
}

impl Figure for GameGraph {
    fn size(&self) -> (u32, u32) {
        let cols = self.columns();
        let rows = (self.max_pile() as u32 + 1).div_ceil(cols);
        (self.width(), self.top() + (rows - 1) * Self::ROW + 50)
    }

    fn draw<DB: DrawingBackend>(
        &self,
        area: &DrawingArea<DB, Shift>,
        bitmap: bool,
    ) -> Result<(), RenderError> {
        let (w, _) = self.size();
        draw_title(area, &self.title, w, bitmap)?;
        let legend_y = LEGEND_Y + title_extra(&self.title, w) as i32;
        draw_legend(area, &self.legend, (20, legend_y), bitmap)?;
        let small = font::text(font::SMALLEST, true, INK);
        let r = Self::RADIUS as f64;
        // The faint moves first, the winning ones over them. A move within a row of one pile
        // is straight, a longer one arcs over the row, higher the longer it is; a move to the
        // next row is straight, from disc to disc.
        let mut edges: Vec<&GraphEdge> = self.edges.iter().collect();
        edges.sort_by_key(|e| e.winning);
        for e in edges {
            let (a, b) = (self.centre(e.from), self.centre(e.to));
            let colour = if e.winning { INK } else { FAINT };
            let width = if e.winning { 3 } else { 1 };
            let (ax, ay, bx, by) = (a.0 as f64, a.1 as f64, b.0 as f64, b.1 as f64);
            let points: Vec<(i32, i32)> = if a.1 != b.1 || e.take == 1 {
                let len = ((bx - ax).powi(2) + (by - ay).powi(2)).sqrt().max(1.0);
                let (ux, uy) = ((bx - ax) / len, (by - ay) / len);
                vec![
                    ((ax + ux * r) as i32, (ay + uy * r) as i32),
                    ((bx - ux * (r + 1.0)) as i32, (by - uy * (r + 1.0)) as i32),
                ]
            } else {
                let height = 10.0 + 12.0 * (e.take as f64 - 1.0);
                (0..=24)
                    .map(|k| {
                        let t = k as f64 / 24.0;
                        let x = ax + (bx - ax) * t;
                        let y = ay - r * 0.85 - height * 4.0 * t * (1.0 - t);
                        (x.round() as i32, y.round() as i32)
                    })
                    .collect()
            };
            let end = *points.last().expect("two points at least");
            let before = points[points.len() - 2];
            area.draw(&PathElement::new(points, colour.stroke_width(width)))
                .or_draw()?;
            draw_arrow_head(area, before, end, colour)?;
            if e.winning {
                // the take: over the move within a row, beside it near its start otherwise
                let at = if a.1 == b.1 {
                    let apex = if e.take == 1 {
                        0.0
                    } else {
                        10.0 + 12.0 * (e.take as f64 - 1.0) + r * 0.85
                    };
                    (((ax + bx) / 2.0) as i32, (ay - apex) as i32 - 11)
                } else {
                    (
                        (ax + (bx - ax) * 0.3) as i32 + 14,
                        (ay + (by - ay) * 0.3) as i32,
                    )
                };
                let take = format!("−{}", e.take);
                font::draw_text(area, &take, at, &small, Anchor::Centre, bitmap)?;
            }
        }
        for p in &self.positions {
            let c = self.centre(p.pile);
            draw_pile(area, c, Self::RADIUS, p.pile, p.winning, false, bitmap)?;
        }
        Ok(())
    }
}

/// An arrow's head at `to`, on the line from `from`, in `colour`.
fn draw_arrow_head<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    from: (i32, i32),
    to: (i32, i32),
    colour: RGBColor,
) -> Result<(), RenderError> {
    let (dx, dy) = ((to.0 - from.0) as f64, (to.1 - from.1) as f64);
    let len = (dx * dx + dy * dy).sqrt().max(1e-9);
    let (ux, uy) = (dx / len, dy / len);
    let size = 8.0;
    let base = (to.0 as f64 - ux * size, to.1 as f64 - uy * size);
    let left = (
        (base.0 - uy * size * 0.5) as i32,
        (base.1 + ux * size * 0.5) as i32,
    );
    let right = (
        (base.0 + uy * size * 0.5) as i32,
        (base.1 - ux * size * 0.5) as i32,
    );
    area.draw(&Polygon::new(vec![to, left, right], colour.filled()))
        .or_draw()
}
