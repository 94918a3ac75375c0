//! # puzzlelab-rules: the rules of the lessons' puzzles, and nothing else
//!
//! This crate teaches the *model*: how the 15-puzzle lives in a one-dimensional array, which moves
//! are legal, when a position can be solved at all, and how a fair shuffle is made.
//! It does no I/O and owns no source of randomness: shuffles take an injected [`rand::Rng`].
//!
//! ```
//! use puzzlelab_rules::{Board, Direction, Goal, Size};
//!
//! let goal = Goal::Standard.board(Size::new(4, 4).unwrap());
//! let mut board = goal.clone();
//! board.apply(Direction::Right).unwrap(); // the 15 slides right into the empty place
//! assert_eq!(board.to_string(), "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15");
//! assert!(board.solvability(&goal).is_solvable());
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod bachet;
pub mod board;
pub mod boxed;
pub mod direction;
pub mod error;
pub mod format;
pub mod goal;
pub mod lang;
pub mod lessons;
pub mod line;
mod messages;
pub mod moves;
pub mod parity;
pub mod play;
pub mod printable;
pub mod shuffle;
pub mod size;

pub use board::Board;
pub use direction::{Direction, MoveSeq};
pub use error::{BoardError, MoveError};
pub use format::Format;
pub use goal::Goal;
pub use lang::Lang;
pub use parity::{inversions, Solvability};
pub use size::Size;
