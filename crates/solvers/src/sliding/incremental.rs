//! Heuristics updated by the one tile that moved, for the fast path. Each gives the same
//! values as its counterpart in [`crate::heuristics`]; tests check it on random walks.

use puzzlelab_rules::Board;

use crate::heuristics::{goal_places, line_conflicts, tile_distance};

/// A position as the fast IDA* keeps it: the tile on each cell and the cell of each tile.
#[derive(Clone, Copy, Debug)]
pub struct Position<'a> {
    /// The tile on each cell, row-major, 0 the blank.
    pub tiles: &'a [u8],
    /// The cell of each tile: `places[t]` holds tile `t` (`places[0]` is the blank's cell);
    /// 64 entries whatever the size, so that a lookup by a tile masked to 6 bits needs no
    /// bounds check.
    pub places: &'a [u8; 64],
}

impl Position<'_> {
    /// The cells of `tiles` (the inverse permutation): `places[tiles[c]] = c`.
    pub fn places_of(tiles: &[u8]) -> [u8; 64] {
        let mut places = [0u8; 64];
        for (cell, &t) in tiles.iter().enumerate() {
            places[t as usize] = cell as u8;
        }
        places
    }

    /// The cell of tile `t`.
    #[inline(always)]
    pub(crate) fn place(&self, t: u8) -> u8 {
        self.places[(t & 63) as usize]
    }
}

/// One move of the fast searches: `tile` slid from cell `from` into the blank on cell `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileMove {
    /// The tile that moved.
    pub tile: u8,
    /// The cell it left: the blank's cell after the move.
    pub from: usize,
    /// The cell it entered: the blank's cell before the move.
    pub to: usize,
}

/// A heuristic that the fast IDA* can update move by move instead of recomputing.
///
/// Implement this to plug another heuristic into [`SlidingIda`](super::SlidingIda) (the
/// pattern databases of [`crate::pdb`] are one): `full` evaluates a position; `moved` gives
/// the state after a move, knowing the state before it and the position *after* it; `value`
/// reads the estimate from a state.
///
/// The state is what the search keeps per position on its path: for the heuristics here, the
/// estimate itself (`u32`); a pattern database keeps one value per pattern, so that a move
/// looks up only the pattern of the tile that moved.
pub trait Incremental {
    /// What is kept per position: the estimate, or the parts it is the sum of.
    type State: Copy;
    /// Whether `moved` reads [`Position::places`]; the search keeps them up to date only for
    /// the heuristics that do (for the others they are the start's).
    const USES_PLACES: bool = false;
    /// The state for a whole position.
    fn full(&self, at: Position<'_>) -> Self::State;
    /// The state after the move `step`; `at` is the position after it. The search cuts the
    /// position off when the estimate passes `limit`, and then reads only its value: an
    /// implementation may stop refining there, as long as the value it gives is still a lower
    /// bound.
    fn moved(&self, h: Self::State, at: &Position<'_>, step: TileMove, limit: u32) -> Self::State;
    /// The estimate of a state: never more than the moves still needed.
    fn value(&self, state: Self::State) -> u32;

    /// Bytes of memory the heuristic's tables take (counted against a search's memory limit).
    fn bytes(&self) -> u64 {
        0
    }

    /// The estimate for a board, computed from scratch.
    ///
    /// ```
    /// use puzzlelab_rules::{lessons::WORKSHEET, Board, Goal, Size};
    /// use puzzlelab_solvers::sliding::{Incremental, Manhattan};
    /// let board: Board = WORKSHEET.parse().unwrap();
    /// let manhattan = Manhattan::new(&Goal::Standard.board(Size::FIFTEEN));
    /// assert_eq!(manhattan.estimate(&board), 15);
    /// ```
    fn estimate(&self, board: &Board) -> u32 {
        let places = Position::places_of(board.tiles());
        let at = Position {
            tiles: board.tiles(),
            places: &places,
        };
        self.value(self.full(at))
    }
}

/// A borrowed heuristic is the heuristic, so that a search may hold either.
impl<H: Incremental + ?Sized> Incremental for &H {
    type State = H::State;
    const USES_PLACES: bool = H::USES_PLACES;
    #[inline(always)]
    fn full(&self, at: Position<'_>) -> Self::State {
        (**self).full(at)
    }
    #[inline(always)]
    fn moved(&self, h: Self::State, at: &Position<'_>, step: TileMove, limit: u32) -> Self::State {
        (**self).moved(h, at, step, limit)
    }
    #[inline(always)]
    fn value(&self, state: Self::State) -> u32 {
        (**self).value(state)
    }
    fn bytes(&self) -> u64 {
        (**self).bytes()
    }
}

/// Misplaced tiles, updated: only the moving tile can change place.
#[derive(Clone, Debug)]
pub struct Misplaced {
    home: Vec<usize>,
}

impl Misplaced {
    /// The heuristic for reaching `goal`.
    pub fn new(goal: &Board) -> Misplaced {
        Misplaced {
            home: goal_places(goal)[..goal.cells()].to_vec(),
        }
    }
}

impl Incremental for Misplaced {
    type State = u32;
    #[inline(always)]
    fn value(&self, h: u32) -> u32 {
        h
    }
    fn full(&self, at: Position<'_>) -> u32 {
        let off = |(i, &t): (usize, &u8)| t != 0 && self.home[t as usize] != i;
        at.tiles.iter().enumerate().filter(|&p| off(p)).count() as u32
    }
    #[inline(always)]
    fn moved(&self, h: u32, _: &Position<'_>, step: TileMove, _: u32) -> u32 {
        let home = self.home[step.tile as usize];
        h + u32::from(step.from == home) - u32::from(step.to == home)
    }
}

/// Manhattan distance, updated from a table `distance[tile][index]`.
#[derive(Clone, Debug)]
pub struct Manhattan {
    cells: usize,
    distance: Vec<u8>,
}

impl Manhattan {
    /// The heuristic for reaching `goal`.
    pub fn new(goal: &Board) -> Manhattan {
        let size = goal.size();
        let cells = goal.cells();
        let home = goal_places(goal);
        let mut distance = vec![0u8; cells * cells];
        for tile in 1..cells {
            let g = home[tile];
            for i in 0..cells {
                distance[tile * cells + i] = tile_distance(size, i, g) as u8;
            }
        }
        Manhattan { cells, distance }
    }

    #[inline(always)]
    fn at(&self, tile: u8, index: usize) -> u32 {
        self.distance[tile as usize * self.cells + index] as u32
    }

    /// The Manhattan distance of a whole position (tiles row-major, 0 the blank), from the
    /// table: one load a tile.
    pub fn of_tiles(&self, tiles: &[u8]) -> u32 {
        let d = |(i, &t): (usize, &u8)| if t == 0 { 0 } else { self.at(t, i) };
        tiles.iter().enumerate().map(d).sum()
    }
}

impl Incremental for Manhattan {
    type State = u32;
    #[inline(always)]
    fn value(&self, h: u32) -> u32 {
        h
    }
    fn full(&self, at: Position<'_>) -> u32 {
        self.of_tiles(at.tiles)
    }
    #[inline(always)]
    fn moved(&self, h: u32, _: &Position<'_>, step: TileMove, _: u32) -> u32 {
        h + self.at(step.tile, step.to) - self.at(step.tile, step.from)
    }
}

/// Manhattan distance plus linear conflicts, updated: a vertical move changes the conflicts
/// of the two rows the tile leaves and enters (its column keeps its order), a horizontal
/// move those of two columns.
#[derive(Clone, Debug)]
pub struct LinearConflict {
    manhattan: Manhattan,
    width: usize,
    height: usize,
    home_row: Vec<u8>,
    home_col: Vec<u8>,
}

impl LinearConflict {
    /// The heuristic for reaching `goal`.
    pub fn new(goal: &Board) -> LinearConflict {
        let size = goal.size();
        let home = goal_places(goal);
        LinearConflict {
            manhattan: Manhattan::new(goal),
            width: size.width(),
            height: size.height(),
            home_row: home[..goal.cells()]
                .iter()
                .map(|&i| size.row(i) as u8)
                .collect(),
            home_col: home[..goal.cells()]
                .iter()
                .map(|&i| size.col(i) as u8)
                .collect(),
        }
    }

    /// Conflicts in row `r`, reading `put.1` at index `put.0` instead of what `tiles` holds.
    fn row(&self, tiles: &[u8], r: usize, put: (usize, u8)) -> u32 {
        let mut line = [0u8; 8];
        let mut n = 0;
        let start = r * self.width;
        for (i, &here) in tiles.iter().enumerate().skip(start).take(self.width) {
            let t = if i == put.0 { put.1 } else { here };
            if t != 0 && self.home_row[t as usize] as usize == r {
                line[n] = self.home_col[t as usize];
                n += 1;
            }
        }
        line_conflicts(&line[..n]) as u32
    }

    /// Conflicts in column `c`, reading `put.1` at index `put.0` instead of what `tiles` holds.
    fn col(&self, tiles: &[u8], c: usize, put: (usize, u8)) -> u32 {
        let mut line = [0u8; 8];
        let mut n = 0;
        for i in (c..self.width * self.height).step_by(self.width) {
            let t = if i == put.0 { put.1 } else { tiles[i] };
            if t != 0 && self.home_col[t as usize] as usize == c {
                line[n] = self.home_row[t as usize];
                n += 1;
            }
        }
        line_conflicts(&line[..n]) as u32
    }
}

impl Incremental for LinearConflict {
    type State = u32;
    #[inline(always)]
    fn value(&self, h: u32) -> u32 {
        h
    }
    fn full(&self, at: Position<'_>) -> u32 {
        let tiles = at.tiles;
        let none = (usize::MAX, 0);
        let rows: u32 = (0..self.height).map(|r| self.row(tiles, r, none)).sum();
        let cols: u32 = (0..self.width).map(|c| self.col(tiles, c, none)).sum();
        self.manhattan.full(at) + 2 * (rows + cols)
    }

    fn moved(&self, h: u32, at: &Position<'_>, step: TileMove, limit: u32) -> u32 {
        let h = self.manhattan.moved(h, at, step, limit);
        let TileMove { tile, from, to } = step;
        let tiles = at.tiles;
        let w = self.width;
        // Before the move, `tile` stood at `from` and the blank at `to`.
        let (before, after) = if from % w == to % w {
            let (r1, r2) = (from / w, to / w);
            let home = self.home_row[tile as usize] as usize;
            if home == r1 {
                (
                    self.row(tiles, r1, (from, tile)),
                    self.row(tiles, r1, (usize::MAX, 0)),
                )
            } else if home == r2 {
                (
                    self.row(tiles, r2, (to, 0)),
                    self.row(tiles, r2, (usize::MAX, 0)),
                )
            } else {
                return h;
            }
        } else {
            let (c1, c2) = (from % w, to % w);
            let home = self.home_col[tile as usize] as usize;
            if home == c1 {
                (
                    self.col(tiles, c1, (from, tile)),
                    self.col(tiles, c1, (usize::MAX, 0)),
                )
            } else if home == c2 {
                (
                    self.col(tiles, c2, (to, 0)),
                    self.col(tiles, c2, (usize::MAX, 0)),
                )
            } else {
                return h;
            }
        };
        h + 2 * after - 2 * before
    }
}
