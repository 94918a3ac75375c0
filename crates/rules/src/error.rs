//! The errors of the rules: a board that is not a board, a move that is not legal.

use thiserror::Error;

use crate::direction::Direction;
use crate::lang::Lang;

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
        /// What is wrong there, in English.
        message: String,
        /// What is wrong there, in Russian.
        russian: String,
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

impl BoardError {
    /// The error in `lang`: the English is its `Display`, the Russian says the same.
    ///
    /// ```
    /// use puzzlelab_rules::{Board, Lang};
    /// let err = Board::parse_any("1 2 3 x 5", None).unwrap_err();
    /// assert!(err.say(Lang::Ru).starts_with("чисел дано 5, а квадратная доска"), "{}", err.say(Lang::Ru));
    /// ```
    pub fn say(&self, lang: Lang) -> String {
        if lang == Lang::En {
            return self.to_string();
        }
        match self {
            BoardError::BadSize { width, height } => {
                format!("доска может быть от 2x2 до 8x8, а не {width}x{height}")
            }
            BoardError::BadSizeText(text) => format!(
                "«{text}» — не размер доски: пишите его как ШxВ, например 4x4 или 3x2"
            ),
            BoardError::WrongCount {
                size,
                expected,
                found,
            } => format!(
                "на доске {size} {expected} {}, а чисел дано {found}",
                cells_ru(*expected)
            ),
            BoardError::NotSquare(n) => format!(
                "чисел дано {n}, а квадратная доска (4, 9, 16, ... 64) из стольких не складывается: запишите доску рядами или начните с её размера — числа рядов и столбцов, например 3 4"
            ),
            BoardError::TileOutOfRange { tile, cells } => format!(
                "фишки {tile} нет: на доске {cells} {} — фишки 1..{} и 0, пустое место",
                cells_ru(*cells),
                cells - 1
            ),
            BoardError::Duplicate(tile) => format!("фишка {tile} встречается дважды"),
            BoardError::Missing(tile) => format!("фишки {tile} нет на доске"),
            BoardError::Syntax {
                line,
                column,
                russian,
                ..
            } => format!("строка {line}, столбец {column}: {russian}"),
            BoardError::Empty => {
                "доска пуста: дайте номера фишек, 0 — пустое место".to_string()
            }
            BoardError::GoalSize { goal, board } => {
                format!("цель — доска {goal}, а доска {board}")
            }
        }
    }
}

/// "клетка", "клетки" or "клеток" after the number `n`.
pub(crate) fn cells_ru(n: usize) -> &'static str {
    crate::lang::ru_plural(n as u64, "клетка", "клетки", "клеток")
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
    #[error(
        "'{}' at position {position} is not a move: use U, D, L or R",
        crate::printable::printable_line(text)
    )]
    NotAMove {
        /// The text that could not be read.
        text: String,
        /// Position in the move string, from 1.
        position: usize,
    },
}
