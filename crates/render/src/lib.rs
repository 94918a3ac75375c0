//! # puzzlelab-render: pictures and animations of the lessons
//!
//! This crate teaches nothing about puzzles: it draws what the other crates compute — boards,
//! solution playbacks, search statistics and game trees — as PNG, SVG and GIF.
//!
//! It depends on the rules only. Solvers' output reaches it through its own plain input types
//! ([`SearchTree`], [`BarChart`], [`GameGraph`], [`GameTree`], [`ClassTable`]): the binary
//! converts, so the pictures never run an algorithm of their own.
//!
//! Three design choices, and what they cost:
//! - **One bundled font** (DejaVu Sans, regular and bold, registered once by
//!   [`font::register`]) so a figure looks the same on every machine, Cyrillic included.
//! - **Animations are composed, not redrawn**: the board, the tiles and the captions are
//!   rasterised once into layers indexed against one global palette, and a frame is a few
//!   rectangle copies. Each GIF frame stores only the rectangle that changed.
//! - **Every file is written atomically** (a temporary file beside it, then a rename), so an
//!   interrupted render never leaves a broken picture behind.
//!
//! ```
//! use puzzlelab_render::{board::BoardStyle, Format};
//! use puzzlelab_rules::Board;
//!
//! let board: Board = "1 2 3 4 5 6 7 8 0".parse().unwrap();
//! let svg = puzzlelab_render::board::render(&board, &BoardStyle::default(), Format::Svg).unwrap();
//! assert!(String::from_utf8(svg).unwrap().contains("<svg"));
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod anim;
pub mod bachet;
pub mod board;
pub mod chart;
pub mod error;
pub mod font;
mod layout;
pub mod output;
pub mod playback;
pub mod scale;
pub mod search_tree;
pub mod strip;
pub mod style;

pub use bachet::{ClassTable, GameGraph, GameNode, GamePicture, GameTree};
pub use chart::BarChart;
pub use error::RenderError;
pub use output::{write_atomic, Format, Look, PAGE_WIDTH, SMALLEST_TEXT};
pub use playback::Playback;
pub use search_tree::{NodeStatus, SearchTree, TreeNode};
pub use style::Theme;
