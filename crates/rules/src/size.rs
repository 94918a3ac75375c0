//! The size of a sliding-puzzle board: `width` columns by `height` rows, from 2x2 to 8x8.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::BoardError;

/// The smallest side a board may have.
pub const MIN_SIDE: usize = 2;
/// The largest side a board may have.
pub const MAX_SIDE: usize = 8;

/// Width and height of a board; rectangular boards (3x4, 2x5, ...) are allowed.
///
/// Written `WxH` (columns first), as in `4x4` or `3x2`.
///
/// ```
/// use puzzlelab_rules::Size;
/// let size: Size = "3x4".parse().unwrap();
/// assert_eq!((size.width(), size.height(), size.cells()), (3, 4, 12));
/// assert!("9x9".parse::<Size>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Size {
    width: u8,
    height: u8,
}

impl Size {
    /// The lesson's 4x4 box.
    pub const FIFTEEN: Size = Size {
        width: 4,
        height: 4,
    };
    /// The 3x3 board of the 8-puzzle.
    pub const EIGHT: Size = Size {
        width: 3,
        height: 3,
    };

    /// A size of `width` columns and `height` rows, each from 2 to 8.
    pub fn new(width: usize, height: usize) -> Result<Size, BoardError> {
        let ok = |side: usize| (MIN_SIDE..=MAX_SIDE).contains(&side);
        if ok(width) && ok(height) {
            Ok(Size {
                width: width as u8,
                height: height as u8,
            })
        } else {
            Err(BoardError::BadSize { width, height })
        }
    }

    /// A square size `side` x `side`.
    pub fn square(side: usize) -> Result<Size, BoardError> {
        Size::new(side, side)
    }

    /// The square size whose cell count is `cells` (16 gives 4x4), if there is one.
    pub fn from_cells(cells: usize) -> Option<Size> {
        (MIN_SIDE..=MAX_SIDE)
            .find(|side| side * side == cells)
            .map(|side| Size {
                width: side as u8,
                height: side as u8,
            })
    }

    /// Number of columns.
    #[inline]
    pub fn width(self) -> usize {
        self.width as usize
    }

    /// Number of rows.
    #[inline]
    pub fn height(self) -> usize {
        self.height as usize
    }

    /// Number of cells, tiles plus the empty place.
    #[inline]
    pub fn cells(self) -> usize {
        self.width() * self.height()
    }

    /// The row of an array index: `row = index / width` (the lesson: "the quotient of the
    /// index divided by 4 is one less than the row number").
    #[inline]
    pub fn row(self, index: usize) -> usize {
        index / self.width()
    }

    /// The column of an array index: `col = index % width` (the lesson: "the remainder is one
    /// less than the column number").
    #[inline]
    pub fn col(self, index: usize) -> usize {
        index % self.width()
    }

    /// The array index of a row and a column: `row * width + col`.
    #[inline]
    pub fn index(self, row: usize, col: usize) -> usize {
        row * self.width() + col
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

impl FromStr for Size {
    type Err = BoardError;

    /// Parses `WxH` (`4x4`, `3X2`), or a single side `N` for a square board.
    fn from_str(text: &str) -> Result<Size, BoardError> {
        let bad = || BoardError::BadSizeText(text.to_string());
        let text_l = text.trim().to_ascii_lowercase();
        let (w, h) = match text_l.split_once(['x', '×']) {
            Some((w, h)) => (w.trim(), h.trim()),
            None => (text_l.as_str(), text_l.as_str()),
        };
        let w: usize = w.parse().map_err(|_| bad())?;
        let h: usize = h.parse().map_err(|_| bad())?;
        Size::new(w, h)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_rule_matches_the_lesson() {
        let s = Size::FIFTEEN;
        for index in 0..16 {
            assert_eq!(s.index(s.row(index), s.col(index)), index);
        }
        assert_eq!((s.row(7), s.col(7)), (1, 3));
    }

    #[test]
    fn parses_sizes() {
        assert_eq!("4x4".parse::<Size>().unwrap(), Size::FIFTEEN);
        assert_eq!("3".parse::<Size>().unwrap(), Size::EIGHT);
        assert_eq!("2x5".parse::<Size>().unwrap().cells(), 10);
        assert!("1x4".parse::<Size>().is_err());
        assert!("ax4".parse::<Size>().is_err());
    }
}
