//! Game trees (the full tree, or the strategy tree), nodes coloured by their value, laid out
//! by the tidy tree layout; a tree whose games side by side would not fit a page grows to the
//! right instead. A game being played is drawn lit, with the pile of pencils beside it.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::error::{OrDraw, RenderError};
use crate::font::{self, Anchor};

use crate::layout::tidy;
use crate::output::Figure;
use crate::style::{ACCENT, INK};

use super::parts::{draw_legend, draw_pile, draw_title, title_extra, Legend, LEGEND_Y};
use super::pencils::draw_pencils;

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
    /// Laid out for a 16:9 slide (`Look::slide`): the tree grows down or to the right,
    /// whichever draws it larger on the slide. On a page it grows to the right only when its
    /// games side by side would not fit.
    pub slide: bool,
}

impl GameTree {
    /// The tree with a game on it: `path` (node indices from the root) lit, and beside it
    /// the pencils left at the path's end with `caption` under them. A `path` that is empty
    /// or leaves the tree draws nothing lit.
    pub fn played(&self, path: &[usize], caption: &str) -> GameTree {
        let end = path.last().and_then(|&i| self.nodes.get(i));
        GameTree {
            lit: if end.is_some() {
                path.to_vec()
            } else {
                Vec::new()
            },
            pencils: end.map(|node| (node.pile, caption.to_string())),
            ..self.clone()
        }
    }

    /// The part of the tree under node `root` (that node the new root), titled `title`, with
    /// what is lit there still lit: a game zoomed in on as it goes. `None` when `root` is not
    /// a node of the tree.
    pub fn subtree(&self, root: usize, title: &str) -> Option<GameTree> {
        self.nodes.get(root)?;
        // parents come before their children, so one pass keeps every descendant
        let mut index = vec![None; self.nodes.len()];
        let mut nodes = Vec::new();
        for (i, node) in self.nodes.iter().enumerate() {
            let parent = node.parent.and_then(|p| index[p]);
            if i == root || parent.is_some() {
                index[i] = Some(nodes.len());
                nodes.push(GameNode {
                    parent: if i == root { None } else { parent },
                    take: if i == root { None } else { node.take },
                    ..node.clone()
                });
            }
        }
        Some(GameTree {
            title: title.into(),
            nodes,
            lit: self.lit.iter().filter_map(|&i| index[i]).collect(),
            ..self.clone()
        })
    }

    /// The tree's first `levels` moves (the root at level 0), titled `title`; what is lit
    /// there stays lit.
    pub fn first_moves(&self, levels: usize, title: &str) -> GameTree {
        // parents come before their children, so one pass knows every node's level
        let mut index = vec![None; self.nodes.len()];
        let mut level = vec![0; self.nodes.len()];
        let mut nodes = Vec::new();
        for (i, node) in self.nodes.iter().enumerate() {
            let parent = node.parent.and_then(|p| index[p].map(|q| (p, q)));
            level[i] = node.parent.map_or(0, |p| level[p] + 1);
            if level[i] <= levels && (node.parent.is_none() || parent.is_some()) {
                index[i] = Some(nodes.len());
                nodes.push(GameNode {
                    parent: parent.map(|(_, q)| q),
                    ..node.clone()
                });
            }
        }
        GameTree {
            title: title.into(),
            nodes,
            lit: self.lit.iter().filter_map(|&i| index[i]).collect(),
            ..self.clone()
        }
    }

    /// A tree with the default legend, nothing lit.
    pub fn new(title: &str, nodes: Vec<GameNode>) -> GameTree {
        GameTree {
            title: title.into(),
            nodes,
            legend: Legend::default(),
            lit: Vec::new(),
            pencils: None,
            slide: false,
        }
    }

    /// The same tree laid out for `look`: for a slide when it is drawn for one.
    pub fn for_look(self, look: &crate::Look) -> GameTree {
        GameTree {
            slide: look.slide,
            ..self
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
    fn top(&self, sideways: bool) -> u32 {
        let panel = if self.pencils.is_some() {
            Self::PANEL
        } else {
            0
        };
        Self::TOP + title_extra(&self.title, self.tree_width(sideways) + panel)
    }

    fn tree_width(&self, sideways: bool) -> u32 {
        let (pos, leaves) = tidy(&self.parents());
        let depth = pos.iter().map(|p| p.1).max().unwrap_or(0) as u32;
        if sideways {
            ((depth + 1) * Self::COLUMN + 40).max(520)
        } else {
            (leaves as u32 * Self::SLOT + 40).max(520)
        }
    }

    /// Whether the tree grows to the right (root at the left, games one under another): on a
    /// page, when its games side by side would not fit it; on a slide, when that draws it
    /// larger there.
    fn sideways(&self) -> bool {
        if self.slide {
            let on_slide = |(w, h): (u32, u32)| {
                f64::min(
                    crate::SLIDE_WIDTH as f64 / w.max(1) as f64,
                    crate::SLIDE_HEIGHT as f64 / h.max(1) as f64,
                )
            };
            return on_slide(self.size_when(true)) > on_slide(self.size_when(false));
        }
        let (_, leaves) = tidy(&self.parents());
        leaves as u32 * Self::SLOT + 40 > crate::PAGE_WIDTH
    }

    /// The figure's size when it grows to the right (`sideways`) or down.
    fn size_when(&self, sideways: bool) -> (u32, u32) {
        let (_, (w, h)) = self.geometry_when(sideways);
        match self.pencils {
            Some(_) => (w + Self::PANEL, h.max(self.top(sideways) + 420)),
            None => (w, h),
        }
    }

    fn parents(&self) -> Vec<Option<usize>> {
        self.nodes.iter().map(|n| n.parent).collect()
    }

    /// Each node's centre, and the size of the tree without the panel.
    fn geometry(&self) -> (Vec<(i32, i32)>, (u32, u32)) {
        self.geometry_when(self.sideways())
    }

    /// [`GameTree::geometry`] when the tree grows to the right (`sideways`) or down.
    fn geometry_when(&self, sideways: bool) -> (Vec<(i32, i32)>, (u32, u32)) {
        let (pos, leaves) = tidy(&self.parents());
        let depth = pos.iter().map(|p| p.1).max().unwrap_or(0) as u32;
        let across = leaves as u32 * Self::SLOT;
        let (r, top, width) = (Self::RADIUS, self.top(sideways), self.tree_width(sideways));
        if sideways {
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
        self.size_when(self.sideways())
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
            let below = draw_pencils(area, (x0, self.top(sideways) as i32), *pile, bitmap)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    /// 3 → {2, 1}, 2 → {1}, each 1 → {0}.
    fn small() -> GameTree {
        let node = |parent, take, pile| GameNode {
            parent,
            take,
            pile,
            winning: pile % 2 == 1,
        };
        let nodes = vec![
            node(None, None, 3),
            node(Some(0), Some(1), 2),
            node(Some(0), Some(2), 1),
            node(Some(1), Some(1), 1),
            node(Some(2), Some(1), 0),
            node(Some(3), Some(1), 0),
        ];
        GameTree::new("t", nodes).played(&[0, 1, 3], "played")
    }

    #[test]
    fn a_subtree_keeps_its_descendants_and_what_is_lit() {
        let sub = small().subtree(1, "from 2").unwrap();
        let piles: Vec<u64> = sub.nodes.iter().map(|n| n.pile).collect();
        assert_eq!(piles, [2, 1, 0]);
        assert_eq!(sub.nodes[0].parent, None);
        assert_eq!(sub.nodes[0].take, None);
        assert_eq!(sub.nodes[2].parent, Some(1));
        assert_eq!(sub.lit, [0, 1]);
        assert_eq!(sub.title, "from 2");
        assert!(small().subtree(6, "none").is_none());
    }

    #[test]
    fn the_first_moves_keep_their_levels_and_what_is_lit() {
        let top = small().first_moves(1, "first");
        let piles: Vec<u64> = top.nodes.iter().map(|n| n.pile).collect();
        assert_eq!(piles, [3, 2, 1]);
        assert_eq!(top.nodes[1].parent, Some(0));
        assert_eq!(top.nodes[2].take, Some(2));
        assert_eq!(top.lit, [0, 1], "the lit node below level 1 is cut");
        assert_eq!(top.title, "first");
        assert_eq!(small().first_moves(9, "all").nodes, small().nodes);
    }
}
