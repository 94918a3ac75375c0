//! The sliding puzzle as a search problem, and its fast path.
//!
//! The generic algorithms of [`crate::search`] work on [`Board`]s through [`neighbours`]: easy
//! to read, but every node is a fresh allocation and every heuristic is computed from scratch.
//! The fast path, [`ida`], keeps one array of tiles and changes it in place, updates the
//! heuristic by the one tile that moved ([`Incremental`]), and allocates nothing per node.
//! Both find the same optimal lengths; tests check it. For a batch of boards,
//! [`ida_interleaved`] runs several of those searches side by side on one thread, so that one
//! board's table reads wait while the others go on.

mod ida;
mod incremental;
mod interleaved;
mod parallel;
pub mod pruning;

pub use ida::{ida, ida_with};
pub use incremental::{Incremental, LinearConflict, Manhattan, Misplaced, Position};
pub use interleaved::{ida_interleaved, LANES};
pub use parallel::ida_parallel;

use puzzlelab_rules::{Board, Direction, MoveSeq};

/// The positions one move away from `board`, each with its cost (one move), in the order
/// `U D L R` of the sliding tile. The iterator keeps its own copy of the board, so a search's
/// successor closure can return it as it is, without collecting the positions first.
pub fn neighbours(board: &Board) -> impl Iterator<Item = (Board, usize)> + use<> {
    let board = board.clone();
    Direction::ALL
        .into_iter()
        .filter_map(move |d| board.applied(d).ok())
        .map(|next| (next, 1))
}

/// The moves that lead along a path of positions, each one move from the last.
///
/// ```
/// use puzzlelab_rules::{Board, Direction};
/// use puzzlelab_solvers::sliding::moves_of;
/// let a: Board = "1 2 3 4 5 6 7 0 8".parse().unwrap();
/// let b = a.applied(Direction::Left).unwrap();
/// assert_eq!(moves_of(&[a, b]).to_string(), "L");
/// ```
pub fn moves_of(path: &[Board]) -> MoveSeq {
    path.windows(2)
        .map(|pair| {
            Direction::ALL
                .into_iter()
                .find(|&d| pair[0].applied(d).as_ref() == Ok(&pair[1]))
                .expect("consecutive positions are one move apart")
        })
        .collect::<Vec<_>>()
        .into()
}
