//! The position a fast search changes in place: the lesson's array of tiles, the cell of each
//! tile beside it, and the blank's cell. The serial, parallel and side-by-side searches all
//! move through a board with this one cursor, so a move is made one way everywhere.
//!
//! Both arrays have 64 entries whatever the size, so that an index masked to 6 bits needs no
//! bounds check; a move is three or five stores, and nothing is allocated.

use puzzlelab_rules::moves::MoveTable;
use puzzlelab_rules::{Board, Direction};

use super::incremental::{Position, TileMove};

/// A board being searched, changed move by move.
#[derive(Clone, Debug)]
pub(super) struct Cursor {
    /// The tile on each cell, 0 the blank; only the first `cells` are the board's.
    tiles: [u8; 64],
    /// The cell of each tile ([`Position::places`]).
    places: [u8; 64],
    cells: usize,
    blank: usize,
}

impl Cursor {
    /// A cursor on `board`.
    pub(super) fn new(board: &Board) -> Cursor {
        let cells = board.cells();
        let mut tiles = [0u8; 64];
        tiles[..cells].copy_from_slice(board.tiles());
        Cursor {
            tiles,
            places: Position::places_of(board.tiles()),
            cells,
            blank: board.blank(),
        }
    }

    /// The tile on each cell, row-major.
    #[inline(always)]
    pub(super) fn tiles(&self) -> &[u8] {
        &self.tiles[..self.cells]
    }

    /// A copy of the tiles as they are (the first [`Cursor::cells`] entries are the board's).
    #[inline(always)]
    pub(super) fn snapshot(&self) -> [u8; 64] {
        self.tiles
    }

    /// The board's number of cells.
    #[inline(always)]
    pub(super) fn cells(&self) -> usize {
        self.cells
    }

    /// The blank's cell.
    #[inline(always)]
    pub(super) fn blank(&self) -> usize {
        self.blank
    }

    /// The position as the heuristics read it.
    #[inline(always)]
    pub(super) fn position(&self) -> Position<'_> {
        Position {
            tiles: &self.tiles[..self.cells],
            places: &self.places,
        }
    }

    /// Slides the tile at `from` into the blank and tells which move that was. The cells of
    /// the tiles are kept up to date only with `keep_places` (a heuristic's
    /// [`USES_PLACES`](super::Incremental::USES_PLACES), known when the search is compiled).
    #[inline(always)]
    pub(super) fn slide(&mut self, from: usize, keep_places: bool) -> TileMove {
        let (to, tile) = (self.blank, self.tiles[from]);
        self.tiles[to] = tile;
        self.tiles[from] = 0;
        if keep_places {
            self.places[tile as usize & 63] = to as u8;
            self.places[0] = from as u8;
        }
        self.blank = from;
        TileMove { tile, from, to }
    }

    /// Plays the move `dir` (legal where the blank is), keeping every place.
    pub(super) fn play(&mut self, moves: &MoveTable, dir: Direction) {
        let from = moves
            .at(self.blank)
            .iter()
            .find(|s| s.dir == dir)
            .expect("a legal move")
            .from;
        self.slide(from as usize, true);
    }
}
