//! # The lessons' figures as a library
//!
//! A figure is asked for with one typed value, a [`Request`]: which figure (a board, a
//! solution strip, a playback, a search tree, a chart, one of Bachet's pictures), the position
//! or pile it shows, how it looks (language, width, theme, seed) and the limits of any search
//! it needs. [`draw`] answers with the image's bytes in the format asked for. The command
//! line's `render` and `figures`, the slide decks, the Python package and the docs build all
//! draw through here, so a figure is the same picture, byte for byte, wherever it is drawn.
//!
//! A request is built in code, read from JSON ([`Request::from_json`], the names being the
//! command line's flags), or written back as the command line's words ([`Request::words`]).
//! The searches behind a figure run through the solvers' one entry point
//! (`puzzlelab_solvers::solve`); the pictures are the renderer's plain types; nothing here
//! reads or writes a file.
//!
//! ```
//! use puzzlelab_figures::{draw, Request};
//! use puzzlelab_render::Format;
//! let request = Request::from_json(r#"{"figure": "board", "board": "1 2 3 4 5 6 7 8 0"}"#).unwrap();
//! let svg = draw(&request, Format::Svg).unwrap();
//! assert!(svg.starts_with(b"<svg"));
//! ```

pub mod bachet;
mod draw;
mod error;
mod messages;
mod playback;
mod request;
pub mod search;
mod solution;
mod words;

pub use draw::{draw, MAX_PILE};
pub use error::FigureError;
pub use playback::{playback, playback_bytes};
pub use request::{
    BachetRequest, BoardRequest, ChartKind, ChartRequest, Figure, Look, PlaybackRequest, Request,
    StripRequest, Theme, TreeAlgo, TreeRequest, EIGHT, HARDEST_EIGHT,
};
pub use solution::{solution_moves, solvable_goal, MovesOption};
