//! The sliding puzzle as a search problem, and its fast path.
//!
//! The generic algorithms of [`crate::search`] work on [`Board`]s through [`neighbours`]: easy
//! to read, but every node is a fresh allocation and every heuristic is computed from scratch.
//! The fast path, [`SlidingIda`], is the same IDA* over one array of tiles changed in place: it
//! updates the heuristic by the one tile that moved ([`Incremental`]), skips the move strings
//! that lead nowhere new ([`pruning`]) and allocates nothing per node. Both find the same
//! optimal lengths; tests check it. The fast search solves one board on one thread, one board
//! on several threads (`solve_parallel`), or a batch side by side on one thread, so that one
//! board's table reads wait while the others go on (`solve_batch`, over a heuristic that can
//! [`Prefetch`]): the same solutions and node counts every way.
//!
//! The files: `ida.rs` the search and its `dfs`; `cursor.rs` the position the searches change
//! in place (one `slide` for all of them); `parallel.rs` the split of each iteration and the
//! threads; `batch.rs` the lanes; `incremental.rs` the heuristics; `pruning.rs` the machine.

mod batch;
mod cursor;
mod ida;
mod incremental;
mod parallel;
pub mod pruning;

pub use batch::{Prefetch, LANES};
pub use ida::SlidingIda;
pub use incremental::{Incremental, LinearConflict, Manhattan, Misplaced, Position, TileMove};

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
