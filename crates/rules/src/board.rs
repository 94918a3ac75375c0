//! The lesson's model of the box: tiles in a one-dimensional array, 0 for the empty place.
//!
//! "These 16 numbers are kept in a one-dimensional array: indices 0 to 3 are the four places of
//! the top row from left to right, 4 to 7 those of the second row, and so on." A move is a swap
//! of two cells of that array, one of which always holds 0.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::direction::{Direction, MoveSeq};
use crate::error::{BoardError, MoveError};
use crate::parity::Solvability;
use crate::size::{Size, MAX_SIDE};

/// The most cells a board has (8x8): the array is kept in place at this length, so that
/// copying a board, which a search does at every step, never allocates.
const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;

/// A position of the sliding puzzle: the tiles in row-major order, `0` the empty place.
///
/// Any size from 2x2 to 8x8, rectangular too. The tiles are always a permutation of
/// `0..cells`; every constructor checks it.
///
/// ```
/// use puzzlelab_rules::{Board, Direction};
/// let mut board: Board = "1 2 3 4 5 6 7 8 0".parse().unwrap();
/// assert_eq!(board.blank(), 8);
/// assert!(board.apply(Direction::Up).is_err()); // nothing below the empty place
/// board.apply(Direction::Down).unwrap(); // the 6 slides down
/// assert_eq!(board.to_string(), "1 2 3 4 5 0 7 8 6");
/// ```
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "BoardData", into = "BoardData")]
pub struct Board {
    size: Size,
    /// The array, in its first `size.cells()` places; the rest stay 0.
    tiles: [u8; MAX_CELLS],
    blank: u8,
}

impl Hash for Board {
    /// The size and the tiles in use (the empty place follows from them).
    #[inline]
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.size.hash(state);
        self.tiles().hash(state);
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Board")
            .field("size", &self.size)
            .field("tiles", &self.tiles())
            .field("blank", &self.blank)
            .finish()
    }
}

/// The serde shape of a board: `{"width": 3, "height": 3, "tiles": [...]}`.
#[derive(Serialize, Deserialize)]
struct BoardData {
    width: usize,
    height: usize,
    tiles: Vec<usize>,
}

impl TryFrom<BoardData> for Board {
    type Error = BoardError;
    fn try_from(data: BoardData) -> Result<Board, BoardError> {
        Board::new(Size::new(data.width, data.height)?, data.tiles)
    }
}

impl From<Board> for BoardData {
    fn from(board: Board) -> BoardData {
        BoardData {
            width: board.width(),
            height: board.height(),
            tiles: board.tiles().iter().map(|&t| t as usize).collect(),
        }
    }
}

impl Board {
    /// A board of `size` holding `tiles` in row-major order; checks that they are exactly the
    /// numbers `0..cells`, each once.
    pub fn new(size: Size, tiles: Vec<usize>) -> Result<Board, BoardError> {
        let cells = size.cells();
        if tiles.is_empty() {
            return Err(BoardError::Empty);
        }
        if tiles.len() != cells {
            return Err(BoardError::WrongCount {
                size: size.to_string(),
                expected: cells,
                found: tiles.len(),
            });
        }
        let mut seen = vec![false; cells];
        for &tile in &tiles {
            if tile >= cells {
                return Err(BoardError::TileOutOfRange { tile, cells });
            }
            if seen[tile] {
                return Err(BoardError::Duplicate(tile));
            }
            seen[tile] = true;
        }
        let mut array = [0u8; MAX_CELLS];
        for (cell, &tile) in array.iter_mut().zip(&tiles) {
            *cell = tile as u8;
        }
        let blank = tiles.iter().position(|&t| t == 0).expect("0 is present") as u8;
        Ok(Board {
            size,
            tiles: array,
            blank,
        })
    }

    /// A square board from its tiles alone: 9 numbers make a 3x3 board, 16 a 4x4 one.
    pub fn from_tiles(tiles: Vec<usize>) -> Result<Board, BoardError> {
        if tiles.is_empty() {
            return Err(BoardError::Empty);
        }
        let size = Size::from_cells(tiles.len()).ok_or(BoardError::NotSquare(tiles.len()))?;
        Board::new(size, tiles)
    }

    /// The board's size.
    #[inline]
    pub fn size(&self) -> Size {
        self.size
    }

    /// Number of columns.
    #[inline]
    pub fn width(&self) -> usize {
        self.size.width()
    }

    /// Number of rows.
    #[inline]
    pub fn height(&self) -> usize {
        self.size.height()
    }

    /// Number of cells (tiles plus the empty place).
    #[inline]
    pub fn cells(&self) -> usize {
        self.size.cells()
    }

    /// The array itself: `tiles()[index]` is the tile at `index`, 0 for the empty place.
    #[inline]
    pub fn tiles(&self) -> &[u8] {
        &self.tiles[..self.size.cells()]
    }

    /// The tile at an array index (0 for the empty place).
    #[inline]
    pub fn tile(&self, index: usize) -> usize {
        self.tiles()[index] as usize
    }

    /// The array index of the empty place.
    #[inline]
    pub fn blank(&self) -> usize {
        self.blank as usize
    }

    /// The array index where `tile` stands.
    pub fn position_of(&self, tile: usize) -> usize {
        self.tiles()
            .iter()
            .position(|&t| t as usize == tile)
            .expect("every tile is on the board")
    }

    /// The array index of the tile that would slide in direction `dir`, checked the lesson's
    /// way: a vertical move is illegal when the index leaves the array, a horizontal one when
    /// the row number changes.
    ///
    /// ```
    /// use puzzlelab_rules::{Board, Direction};
    /// let board: Board = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0".parse().unwrap();
    /// assert_eq!(board.source_of(Direction::Right), Ok(14)); // the 15, left of the blank
    /// assert!(board.source_of(Direction::Left).is_err()); // 16 would be the next row
    /// ```
    #[inline]
    pub fn source_of(&self, dir: Direction) -> Result<usize, MoveError> {
        match crate::moves::source(self.size(), self.blank(), dir) {
            Some(source) => Ok(source),
            None if dir.is_vertical() => Err(MoveError::OffBoard {
                direction: dir,
                edge: if dir == Direction::Up {
                    "bottom"
                } else {
                    "top"
                },
            }),
            None => Err(MoveError::RowChange {
                direction: dir,
                edge: if dir == Direction::Left {
                    "right"
                } else {
                    "left"
                },
            }),
        }
    }

    /// Whether a tile can slide in direction `dir`.
    #[inline]
    pub fn can_move(&self, dir: Direction) -> bool {
        self.source_of(dir).is_ok()
    }

    /// The legal moves of this position, in the order `U D L R`: four in the middle, three at
    /// an edge, two in a corner.
    #[inline]
    pub fn legal_moves(&self) -> impl Iterator<Item = Direction> + '_ {
        Direction::ALL.into_iter().filter(|&d| self.can_move(d))
    }

    /// Slides a tile in direction `dir` into the empty place (a swap with the 0), or says why
    /// it cannot.
    #[inline]
    pub fn apply(&mut self, dir: Direction) -> Result<(), MoveError> {
        let source = self.source_of(dir)?;
        self.slide_from(source);
        Ok(())
    }

    /// The board after one move, leaving this one as it is (copied only if the move is legal).
    #[inline]
    pub fn applied(&self, dir: Direction) -> Result<Board, MoveError> {
        let source = self.source_of(dir)?;
        let mut next = self.clone();
        next.slide_from(source);
        Ok(next)
    }

    /// Slides the tile at `source`, a neighbour of the empty place, into it.
    #[inline]
    fn slide_from(&mut self, source: usize) {
        self.tiles.swap(source, self.blank as usize);
        self.blank = source as u8;
    }

    /// Plays a sequence of moves; on an illegal one, returns its position in the sequence
    /// (from 0) and why. The board is left as it was before the illegal move.
    pub fn apply_all(&mut self, moves: &MoveSeq) -> Result<(), (usize, MoveError)> {
        for (i, dir) in moves.iter().enumerate() {
            self.apply(dir).map_err(|e| (i, e))?;
        }
        Ok(())
    }

    /// Whether this board equals `goal`.
    pub fn is_goal(&self, goal: &Board) -> bool {
        self == goal
    }

    /// Whether `goal` can be reached from this board, and why (see [`Solvability`]).
    pub fn solvability(&self, goal: &Board) -> Solvability {
        Solvability::of(self, goal)
    }

    /// The same board with two cells swapped (no legality check: a parity fix, not a move).
    pub fn swapped(&self, a: usize, b: usize) -> Board {
        let mut next = self.clone();
        let cells = next.cells();
        next.tiles[..cells].swap(a, b);
        if next.tiles[a] == 0 {
            next.blank = a as u8;
        } else if next.tiles[b] == 0 {
            next.blank = b as u8;
        }
        next
    }
}

impl fmt::Display for Board {
    /// The one-line format: the tiles in array order, separated by spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, t) in self.tiles().iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{t}")?;
        }
        Ok(())
    }
}

impl FromStr for Board {
    type Err = BoardError;

    /// Reads a square board from numbers separated by spaces, commas or new lines
    /// (`5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12`).
    fn from_str(text: &str) -> Result<Board, BoardError> {
        let mut tiles = Vec::new();
        for (l, line) in text.lines().enumerate() {
            let mut column = 1;
            for word in line.split(|c: char| c.is_whitespace() || c == ',') {
                if !word.is_empty() {
                    let tile = word.parse::<usize>().map_err(|_| BoardError::Syntax {
                        line: l + 1,
                        column,
                        message: format!("'{word}' is not a tile number"),
                        russian: format!("«{word}» — не номер фишки"),
                    })?;
                    tiles.push(tile);
                }
                column += word.chars().count() + 1;
            }
        }
        Board::from_tiles(tiles)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fifteen() -> Board {
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0".parse().unwrap()
    }

    #[test]
    fn corner_edge_and_centre_have_two_three_four_moves() {
        let corner = fifteen();
        assert_eq!(corner.legal_moves().count(), 2);
        let edge = corner.applied(Direction::Right).unwrap();
        assert_eq!(edge.legal_moves().count(), 3);
        let centre = edge.applied(Direction::Down).unwrap();
        assert_eq!(centre.legal_moves().count(), 4);
    }

    #[test]
    fn horizontal_moves_never_wrap_rows() {
        let board: Board = "1 2 3 0 4 5 6 7 8 9 10 11 12 13 14 15".parse().unwrap();
        assert!(matches!(
            board.source_of(Direction::Left),
            Err(MoveError::RowChange { .. })
        ));
        assert!(matches!(
            board.source_of(Direction::Down),
            Err(MoveError::OffBoard { .. })
        ));
    }

    #[test]
    fn rejects_bad_tile_sets() {
        assert_eq!(
            Board::from_tiles(vec![1, 1, 2, 0]),
            Err(BoardError::Duplicate(1))
        );
        assert!(matches!(
            Board::from_tiles(vec![1, 2, 3, 4]),
            Err(BoardError::TileOutOfRange { .. })
        ));
        assert_eq!(
            Board::from_tiles(vec![1, 2, 0]),
            Err(BoardError::NotSquare(3))
        );
        assert!("1 2 x 0".parse::<Board>().is_err());
    }

    #[test]
    fn serde_round_trip() {
        let b = fifteen();
        let json = serde_json::to_string(&b).unwrap();
        assert_eq!(serde_json::from_str::<Board>(&json).unwrap(), b);
        assert!(
            serde_json::from_str::<Board>(r#"{"width":2,"height":2,"tiles":[1,1,2,0]}"#).is_err()
        );
    }
}
