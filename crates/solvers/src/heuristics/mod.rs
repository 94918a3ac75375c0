//! Heuristics for the sliding puzzle: estimates of the moves still needed, from the crudest to
//! the sharpest. Each is a function of a board and a goal, for any size and any goal; the
//! empty place never counts. All three are *admissible* (never more than the true distance)
//! and *consistent* (one move changes them by at most one), and they are ordered:
//! `misplaced <= manhattan <= linear_conflict`.
//!
//! ```
//! use puzzlelab_rules::{lessons::WORKSHEET, Board, Goal};
//! use puzzlelab_solvers::heuristics::{linear_conflict, manhattan, misplaced};
//! let board: Board = WORKSHEET.parse().unwrap();
//! let goal = Goal::Standard.board(board.size());
//! assert_eq!(misplaced(&board, &goal), 15);
//! assert_eq!(manhattan(&board, &goal), 15);
//! assert_eq!(linear_conflict(&board, &goal), 15); // the estimate is exact here
//! ```

mod linear_conflict;

use std::fmt;
use std::str::FromStr;

use puzzlelab_rules::{Board, Size};

pub use linear_conflict::{line_conflicts, linear_conflict};

/// Misplaced tiles: how many tiles stand anywhere but on their goal place. Every such tile
/// must move at least once.
pub fn misplaced(board: &Board, goal: &Board) -> usize {
    board
        .tiles()
        .iter()
        .zip(goal.tiles())
        .filter(|&(&t, &g)| t != 0 && t != g)
        .count()
}

/// Manhattan distance: for each tile, the rows plus the columns between its place and its
/// goal place ([`tile_distance`]), summed. A move carries one tile one place, so it lowers the
/// sum by at most one.
pub fn manhattan(board: &Board, goal: &Board) -> usize {
    let home = goal_places(goal);
    let size = board.size();
    let tiles = board.tiles().iter().enumerate().filter(|&(_, &t)| t != 0);
    tiles
        .map(|(cell, &t)| tile_distance(size, cell, home[t as usize]))
        .sum()
}

/// The rows plus the columns between two cells of a board: the fewest moves one tile needs
/// from `from` to `to`, the Manhattan distance of one tile.
#[inline]
pub(crate) fn tile_distance(size: Size, from: usize, to: usize) -> usize {
    size.row(from).abs_diff(size.row(to)) + size.col(from).abs_diff(size.col(to))
}

/// `home[tile]`: the index of each tile's place in the goal (on the stack: boards have at
/// most 64 cells, and the generic searches call the heuristics at every node).
pub(crate) fn goal_places(goal: &Board) -> [usize; 64] {
    let mut home = [0; 64];
    for (i, &t) in goal.tiles().iter().enumerate() {
        home[t as usize] = i;
    }
    home
}

/// The heuristics by name, for command lines and tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Heuristic {
    /// [`misplaced`]
    Misplaced,
    /// [`manhattan`]
    Manhattan,
    /// [`linear_conflict`]
    LinearConflict,
}

impl Heuristic {
    /// All of them, weakest first.
    pub const ALL: [Heuristic; 3] = [
        Heuristic::Misplaced,
        Heuristic::Manhattan,
        Heuristic::LinearConflict,
    ];

    /// The estimate for `board` and `goal`.
    pub fn estimate(self, board: &Board, goal: &Board) -> usize {
        match self {
            Heuristic::Misplaced => misplaced(board, goal),
            Heuristic::Manhattan => manhattan(board, goal),
            Heuristic::LinearConflict => linear_conflict(board, goal),
        }
    }

    /// The name used on command lines: `misplaced`, `manhattan`, `linear-conflict`.
    pub fn name(self) -> &'static str {
        match self {
            Heuristic::Misplaced => "misplaced",
            Heuristic::Manhattan => "manhattan",
            Heuristic::LinearConflict => "linear-conflict",
        }
    }
}

impl fmt::Display for Heuristic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a heuristic's.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown heuristic '{0}' (expected misplaced, manhattan or linear-conflict)")]
pub struct UnknownHeuristic(pub String);

impl FromStr for Heuristic {
    type Err = UnknownHeuristic;
    /// `misplaced` (or `hamming`), `manhattan`, `linear-conflict` (or `lc`).
    fn from_str(text: &str) -> Result<Heuristic, UnknownHeuristic> {
        match text.trim().to_ascii_lowercase().as_str() {
            "misplaced" | "hamming" => Ok(Heuristic::Misplaced),
            "manhattan" => Ok(Heuristic::Manhattan),
            "linear-conflict" | "linear_conflict" | "lc" => Ok(Heuristic::LinearConflict),
            _ => Err(UnknownHeuristic(text.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::tile_distance;
    use puzzlelab_rules::Size;

    #[test]
    fn a_tile_from_corner_to_corner_needs_six_moves() {
        assert_eq!(tile_distance(Size::FIFTEEN, 0, 15), 6);
    }
}
