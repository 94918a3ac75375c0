//! The errors of the rules: a board that is not a board, a move that is not legal.

use thiserror::Error;

use crate::direction::Direction;

/// Why a board could not be built or read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BoardError {
    /// A size outside 2x2..8x8.
    #[error("a board must be from 2x2 to 8x8, not {width}x{height}")]
    BadSize {
        /// Requested columns.
        width: usize,
        /// Requested rows.
        height: usize,
    },
    /// A size that is not written `WxH`.
    #[error("'{0}' is not a board size: write it as WxH, for example 4x4 or 3x2")]
    BadSizeText(String),
    /// The number of cells does not match the size.
    #[error("a {size} board has {expected} cells, but {found} numbers were given")]
    WrongCount {
        /// The size the numbers should fill.
        size: String,
        /// Cells the size has.
        expected: usize,
        /// Numbers given.
        found: usize,
    },
    /// The number of cells is not that of any square board.
    #[error(
        "{0} numbers do not make a square board (4, 9, 16, ... 64); write the board in rows, or start with its size: rows and columns, e.g. 3 4"
    )]
    NotSquare(usize),
    /// A tile number outside `0..cells`.
    #[error("tile {tile} is out of range: a board of {cells} cells holds the tiles 1..{max} and 0 for the blank", max = cells - 1)]
    TileOutOfRange {
        /// The offending number.
        tile: usize,
        /// Cells of the board.
        cells: usize,
    },
    /// A tile that appears twice.
    #[error("tile {0} appears twice")]
    Duplicate(usize),
    /// A tile that does not appear.
    #[error("tile {0} is missing")]
    Missing(usize),
    /// Text that could not be read as a board; `line` and `column` count from 1.
    #[error("line {line}, column {column}: {message}")]
    Syntax {
        /// Line of the problem, from 1.
        line: usize,
        /// Column of the problem, from 1.
        column: usize,
        /// What is wrong there.
        message: String,
    },
    /// Nothing to read.
    #[error("the board is empty: give the numbers of the tiles, 0 for the blank")]
    Empty,
    /// A goal that is not of the same size as the board.
    #[error("the goal is {goal}, but the board is {board}")]
    GoalSize {
        /// The goal's size.
        goal: String,
        /// The board's size.
        board: String,
    },
}

/// Why a move is not legal.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// A vertical move whose tile index would leave the array (the lesson's rule).
    #[error("no tile can slide {direction}: the empty place is on the {edge} edge")]
    OffBoard {
        /// The direction asked for (the tile's).
        direction: Direction,
        /// "top" or "bottom".
        edge: &'static str,
    },
    /// A horizontal move whose tile index would change row (the lesson's rule).
    #[error("no tile can slide {direction}: the empty place is on the {edge} edge")]
    RowChange {
        /// The direction asked for (the tile's).
        direction: Direction,
        /// "left" or "right".
        edge: &'static str,
    },
    /// A letter or word that is not a direction.
    #[error("'{text}' at position {position} is not a move: use U, D, L or R")]
    NotAMove {
        /// The text that could not be read.
        text: String,
        /// Position in the move string, from 1.
        position: usize,
    },
}
