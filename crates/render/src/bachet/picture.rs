//! A game's moves as one figure: the tree of its games when it fits a page, or the same moves
//! folded into the graph, each pile drawn once. The caller chooses; both draw through the one
//! `Figure` trait, so a command writes either without knowing which.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::error::RenderError;
use crate::output::Figure;

use super::{GameGraph, GameTree};

/// A game's moves as a picture: the tree of its games, or, when the tree is too large for a
/// page, the same moves folded into a graph, each pile drawn once.
#[derive(Clone, Debug, PartialEq)]
pub enum GamePicture {
    /// Every game, as a tree.
    Tree(GameTree),
    /// The tree's equal subtrees merged: one disc per pile.
    Folded(GameGraph),
}

impl GamePicture {
    /// The same picture laid out for `look`: a tree for a slide when it is drawn for one.
    pub fn for_look(self, look: &crate::Look) -> GamePicture {
        match self {
            GamePicture::Tree(t) => GamePicture::Tree(t.for_look(look)),
            folded => folded,
        }
    }
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
