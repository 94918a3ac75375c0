//! Bachet's game in pictures: the class-transition table, the folded game graph of the piles
//! 0..N, game trees (full, or the strategy tree) coloured by winning and losing positions, and a
//! game played on its tree as a GIF, the pile of pencils shrinking beside it.
//!
//! The inputs are the renderer's own plain types; the binary fills them from the game solver,
//! which is what decides who wins. Nothing here knows the rule `N mod 4`.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::anim::encode_rgb_frames;
use crate::error::{OrDraw, RenderError};
use crate::font::{self, Anchor};
use crate::layout::tidy;
use crate::output::{render_rgb_as, scale_for, Figure, Look};
use crate::style::{ACCENT, FAINT, INK, LOSS, LOSS_TINT, PAPER, WIN, WIN_TINT};

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

fn value_colour(winning: bool) -> RGBColor {
    if winning {
        WIN
    } else {
        LOSS
    }
}

fn draw_legend<DB: DrawingBackend>(
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
fn draw_title<DB: DrawingBackend>(
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
const LEGEND_Y: i32 = 48;

/// How much lower everything under the title goes when `title` takes more than one line of a
/// figure `width` pixels wide.
fn title_extra(title: &str, width: u32) -> u32 {
    let style = font::text(19.0, true, INK);
    (font::wrap(title, &style, width.saturating_sub(24)).len() as u32).saturating_sub(1) * 24
}

/// A pile drawn as a disc: green or red by its value, the pile size in it.
fn draw_pile<DB: DrawingBackend>(
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

/// A game's moves as a picture: the tree of its games, or, when the tree is too large for a
/// page, the same moves folded into a graph, each pile drawn once.
#[derive(Clone, Debug, PartialEq)]
pub enum GamePicture {
    /// Every game, as a tree.
    Tree(GameTree),
    /// The tree's equal subtrees merged: one disc per pile.
    Folded(GameGraph),
}

impl Figure for GamePicture {
    fn size(&self) -> (u32, u32) {
        match self {
            GamePicture::Tree(t) => t.size(),
            GamePicture::Folded(g) => g.size(),
        }
    }

    fn draw<DB: DrawingBackend>(
        &self,
        area: &DrawingArea<DB, Shift>,
        bitmap: bool,
    ) -> Result<(), RenderError> {
        match self {
            GamePicture::Tree(t) => t.draw(area, bitmap),
            GamePicture::Folded(g) => g.draw(area, bitmap),
        }
    }
}

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

/// One node of a [`GameTree`]: a pile and the player to move.
#[derive(Clone, Debug, PartialEq)]
pub struct GameNode {
    /// The parent's index (`None` for the root).
    pub parent: Option<usize>,
    /// Objects taken by the move that led here.
    pub take: Option<u64>,
    /// Objects in the pile.
    pub pile: u64,
    /// Whether the player to move wins from here with correct play.
    pub winning: bool,
}

/// A game tree (full, or a strategy tree), nodes coloured by their value.
#[derive(Clone, Debug, PartialEq)]
pub struct GameTree {
    /// The title over the tree.
    pub title: String,
    /// The nodes, parents before children.
    pub nodes: Vec<GameNode>,
    /// What the colours mean.
    pub legend: Legend,
    /// Nodes drawn lit (a game being played), in order from the root.
    pub lit: Vec<usize>,
    /// A panel at the right: the pile of pencils (its size and a caption), for playbacks.
    pub pencils: Option<(u64, String)>,
}

impl GameTree {
    /// A tree with the default legend, nothing lit.
    pub fn new(title: &str, nodes: Vec<GameNode>) -> GameTree {
        GameTree {
            title: title.into(),
            nodes,
            legend: Legend::default(),
            lit: Vec::new(),
            pencils: None,
        }
    }

    /// The side of a disc's slot and the disc's radius: large enough for its number to be
    /// read on a page.
    const SLOT: u32 = 38;
    const RADIUS: i32 = 16;
    /// The distance between two levels.
    const ROW: u32 = 64;
    /// The distance between two levels when the tree grows to the right.
    const COLUMN: u32 = 84;
    const TOP: u32 = 80;
    const PANEL: u32 = 260;

    /// The top of the tree, under the title and the legend.
    fn top(&self) -> u32 {
        let panel = if self.pencils.is_some() {
            Self::PANEL
        } else {
            0
        };
        Self::TOP + title_extra(&self.title, self.tree_width() + panel)
    }

    fn tree_width(&self) -> u32 {
        let (pos, leaves) = tidy(&self.parents());
        let depth = pos.iter().map(|p| p.1).max().unwrap_or(0) as u32;
        if self.sideways() {
            ((depth + 1) * Self::COLUMN + 40).max(520)
        } else {
            (leaves as u32 * Self::SLOT + 40).max(520)
        }
    }

    /// Whether the tree grows to the right (root at the left, games one under another): when
    /// its games side by side would not fit a page.
    fn sideways(&self) -> bool {
        let (_, leaves) = tidy(&self.parents());
        leaves as u32 * Self::SLOT + 40 > crate::PAGE_WIDTH
    }

    fn parents(&self) -> Vec<Option<usize>> {
        self.nodes.iter().map(|n| n.parent).collect()
    }

    /// Each node's centre, and the size of the tree without the panel.
    fn geometry(&self) -> (Vec<(i32, i32)>, (u32, u32)) {
        let (pos, leaves) = tidy(&self.parents());
        let depth = pos.iter().map(|p| p.1).max().unwrap_or(0) as u32;
        let across = leaves as u32 * Self::SLOT;
        let (r, top, width) = (Self::RADIUS, self.top(), self.tree_width());
        if self.sideways() {
            let left = (width - depth * Self::COLUMN) as i32 / 2;
            let centres = pos
                .iter()
                .map(|&(s, d)| {
                    let y = top as f64 + (s + 0.5) * Self::SLOT as f64;
                    (left + (d as u32 * Self::COLUMN) as i32, y as i32)
                })
                .collect();
            (centres, (width, top + across + 10))
        } else {
            let left = (width - across) as i32 / 2;
            let centres = pos
                .iter()
                .map(|&(s, d)| {
                    let x = left + ((s + 0.5) * Self::SLOT as f64) as i32;
                    (x, (top + d as u32 * Self::ROW) as i32 + r)
                })
                .collect();
            (centres, (width, top + (depth + 1) * Self::ROW + 10))
        }
    }
}

impl Figure for GameTree {
    fn size(&self) -> (u32, u32) {
        let (_, (w, h)) = self.geometry();
        match self.pencils {
            Some(_) => (w + Self::PANEL, h.max(self.top() + 420)),
            None => (w, h),
        }
    }

    fn draw<DB: DrawingBackend>(
        &self,
        area: &DrawingArea<DB, Shift>,
        bitmap: bool,
    ) -> Result<(), RenderError> {
        if self.nodes.is_empty() {
            return Err(RenderError::BadInput("the game tree is empty".into()));
        }
        let (w, _) = self.size();
        let (centres, (tree_width, _)) = self.geometry();
        let radius = Self::RADIUS;
        draw_title(area, &self.title, w, bitmap)?;
        let legend_y = LEGEND_Y + title_extra(&self.title, w) as i32;
        draw_legend(area, &self.legend, (20, legend_y), bitmap)?;
        let centre = |i: usize| centres[i];
        let lit_edge = |i: usize| {
            self.lit
                .iter()
                .position(|&n| n == i)
                .is_some_and(|k| k > 0 && self.nodes[i].parent == Some(self.lit[k - 1]))
        };
        let small = font::text(font::SMALLEST, false, INK);
        let sideways = self.sideways();
        for (i, node) in self.nodes.iter().enumerate() {
            if let Some(p) = node.parent {
                let (a, b) = (centre(p), centre(i));
                let style = if lit_edge(i) {
                    ACCENT.stroke_width(4)
                } else {
                    RGBColor(160, 160, 160).stroke_width(1)
                };
                area.draw(&PathElement::new(vec![a, b], style)).or_draw()?;
                if let Some(t) = node.take {
                    // the take beside its edge: above it sideways, at its left otherwise
                    let (mid, anchor) = if sideways {
                        let at = |u: i32, v: i32| u + (v - u) * 3 / 5;
                        ((at(a.0, b.0), at(a.1, b.1) - 9), Anchor::Centre)
                    } else {
                        (((a.0 + b.0) / 2 - 6, (a.1 + b.1) / 2), Anchor::Right)
                    };
                    font::draw_text(area, &t.to_string(), mid, &small, anchor, bitmap)?;
                }
            }
        }
        for (i, node) in self.nodes.iter().enumerate() {
            let lit = self.lit.contains(&i);
            draw_pile(
                area,
                centre(i),
                radius,
                node.pile,
                node.winning,
                lit,
                bitmap,
            )?;
        }
        if let Some((pile, caption)) = &self.pencils {
            let x0 = tree_width as i32 + 10;
            let below = draw_pencils(area, (x0, self.top() as i32), *pile, bitmap)?;
            // One line per '\n', each shrunk to the panel's width.
            for (k, line) in caption.lines().enumerate() {
                let style = font::fitting(area, line, 18.0, true, INK, Self::PANEL - 20);
                let at = (x0 + 120, below + 30 + 28 * k as i32);
                font::draw_text(area, line, at, &style, Anchor::Centre, bitmap)?;
            }
        }
        Ok(())
    }
}

/// The pile as pencils standing in rows of five, its size under them; returns the lowest
/// pixel row used.
fn draw_pencils<DB: DrawingBackend>(
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

/// A game played on its tree, as a GIF: `path` is the node indices from the root to the end of
/// the game, `captions[k]` the line shown once `k` moves are made. Each frame shows a second.
pub fn game_playback(
    tree: &GameTree,
    path: &[usize],
    captions: &[String],
) -> Result<Vec<u8>, RenderError> {
    game_playback_as(tree, path, captions, &Look::default())
}

/// [`game_playback`] drawn as `look` says (frames `look.width` wide, the layout scaled to fit).
pub fn game_playback_as(
    tree: &GameTree,
    path: &[usize],
    captions: &[String],
    look: &Look,
) -> Result<Vec<u8>, RenderError> {
    if path.is_empty() || captions.len() != path.len() {
        return Err(RenderError::BadInput(
            "a game playback needs one caption per position of the game".into(),
        ));
    }
    if let Some(&bad) = path.iter().find(|&&i| i >= tree.nodes.len()) {
        return Err(RenderError::BadInput(format!(
            "node {bad} is not in the tree"
        )));
    }
    let mut frames = Vec::with_capacity(path.len());
    let mut size = (0, 0);
    for k in 0..path.len() {
        let frame = GameTree {
            lit: path[..=k].to_vec(),
            pencils: Some((tree.nodes[path[k]].pile, captions[k].clone())),
            ..tree.clone()
        };
        size = scale_for(&frame, look.width).1;
        let delay = if k + 1 == path.len() { 300 } else { 120 };
        frames.push((render_rgb_as(&frame, look)?, delay));
    }
    encode_rgb_frames(size.0, size.1, &frames)
}

/// A table as a figure: a header row and rows of cells, cells optionally coloured green
/// (a winning move) or red (a losing one). Used for the lesson's class-transition table.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassTable {
    /// The title over the table.
    pub title: String,
    /// The column headings.
    pub header: Vec<String>,
    /// The rows: each cell's text and its colour (`Some(true)` green, `Some(false)` red).
    pub rows: Vec<Vec<(String, Option<bool>)>>,
    /// The explanation under the table: one line per `'\n'`.
    pub note: String,
}

impl ClassTable {
    const CELL: (u32, u32) = (150, 44);
    const NOTE_LINE: u32 = 24;

    fn note_lines(&self) -> u32 {
        self.note.lines().count().max(1) as u32
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
        for (k, line) in self.note.lines().enumerate() {
            let style = font::fitting(area, line, font::SMALLEST, false, INK, w - 30);
            let y = first + k as i32 * Self::NOTE_LINE as i32;
            font::draw_text(
                area,
                line,
                (w as i32 / 2, y),
                &style,
                Anchor::Centre,
                bitmap,
            )?;
        }
        Ok(())
    }
}
