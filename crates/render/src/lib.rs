//! # puzzlelab-render: pictures and animations of the lessons
//!
//! This crate teaches nothing about puzzles: it draws what the other crates compute — boards,
//! solution playbacks, search statistics and game trees — as PNG, SVG and GIF.
//!
//! It depends on the rules only. Solvers' output reaches it through its own plain input types
//! ([`SearchTree`], [`BarChart`], [`GameGraph`], [`GameTree`], [`ClassTable`]): the binary
//! converts, so the pictures never run an algorithm of their own.
//!
//! Its public face is this page: the figures (each a plain type implementing [`Figure`]), the
//! way to write one ([`save`], [`save_as`], [`render`], [`render_as`], [`write_atomic`]), how it
//! looks ([`Look`], [`Theme`]) and its error. The font, the scaled backend, the GIF encoder and
//! the palette of colours are the crate's own: a user never draws with them directly, so they
//! can change without a caller noticing.
//!
//! Three design choices, and what they cost:
//! - **One bundled font** (DejaVu Sans, regular and bold, registered once before the first
//!   figure is drawn) so a figure looks the same on every machine, Cyrillic included.
//! - **Animations are composed, not redrawn**: the board, the tiles and the captions are
//!   rasterised once into layers indexed against one global palette, and a frame is a few
//!   rectangle copies. Each GIF frame stores only the rectangle that changed.
//! - **Every file is written atomically** (a temporary file beside it, then a rename), so an
//!   interrupted render never leaves a broken picture behind.
//!
//! ```
//! use puzzlelab_render::{render, BoardFigure, BoardStyle, Format};
//! use puzzlelab_rules::Board;
//!
//! let board: Board = "1 2 3 4 5 6 7 8 0".parse().unwrap();
//! let style = BoardStyle::default();
//! let svg = render(&BoardFigure { board: &board, style: &style }, Format::Svg).unwrap();
//! assert!(String::from_utf8(svg).unwrap().contains("<svg"));
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod anim;
mod animation;
mod bachet;
mod board;
mod chart;
mod error;
mod font;
mod layout;
mod messages;
mod output;
mod playback;
mod scale;
mod search_tree;
mod strip;
mod style;
mod video;

pub use animation::animate_as;
pub use bachet::{
    game_animation_as, game_playback, game_playback_as, ClassTable, GameGraph, GameNode,
    GamePicture, GameTree, GraphEdge, GraphPosition, Legend,
};
pub use board::{BoardFigure, BoardStyle};
pub use chart::{short_count, BarChart};
pub use error::{Moving, RenderError, VideoLimit};
pub use output::{
    readable_width, render, render_as, save, save_as, write_atomic, Figure, Format, Look,
    PAGE_WIDTH, SLIDE_CHART, SLIDE_HEIGHT, SLIDE_WIDTH, SMALLEST_TEXT,
};
pub use playback::Playback;
pub use search_tree::{NodeStatus, SearchTree, TreeNode};
pub use strip::Strip;
pub use style::Theme;
pub use video::{VideoFormat, VideoWriter};
