//! # Solving the 15-puzzle with SAT
//!
//! This module teaches lesson 3: a sliding puzzle becomes a Boolean formula ("a solution of M
//! moves exists"), a SAT solver finds a satisfying assignment, and the assignment is read back
//! as moves. No search algorithm is written by hand.
//!
//! - [`worksheet`]: the worksheet's encoding and loop, faithfully, including its flaw (its
//!   answers are not optimal in general) and the fix.
//! - [`compact`]: a much leaner encoding that solves far faster.
//! - [`optimal`]: optimality proven by unsatisfiability, saying what was proven.
//! - [`dimacs`]: the formula for any other SAT solver, and its answer read back.
//! - [`backend`]: the SAT solver behind a small trait (`varisat` by default); [`limit`] gives
//!   it the time limit it lacks.
//!
//! ```
//! use puzzlelab_rules::{Board, Goal, Size};
//! use puzzlelab_solvers::sat::{optimal, Encoding, Varisat};
//!
//! let goal = Goal::Standard.board(Size::EIGHT);
//! let start: Board = "1 2 3 4 0 6 7 5 8".parse().unwrap();
//! let proof = optimal::prove(&start, &goal, Encoding::default(), &mut Varisat, &mut |_| {}).unwrap();
//! assert_eq!(proof.moves.to_string(), "UL");
//! ```

pub mod backend;
pub mod cnf;
pub mod compact;
pub mod dimacs;
pub mod drat;
pub mod limit;
mod messages;
pub mod optimal;
pub mod search;
pub mod worksheet;

#[cfg(feature = "cadical")]
pub use backend::Cadical;
pub use backend::{SatBackend, Varisat};
pub use cnf::{Cnf, Lit, Model, Term};
pub use compact::{Compact, CompactOptions};
pub use optimal::Encoding;
pub use worksheet::Worksheet;

use puzzlelab_rules::{Board, Direction, MoveSeq};
use thiserror::Error;

/// What can go wrong while solving with SAT.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SatError {
    /// The SAT solver failed.
    #[error("the SAT solver failed: {0}")]
    Backend(String),
    /// The SAT solver asked for is not in this build (or has no such name).
    #[error("{0}")]
    Unavailable(String),
    /// A DIMACS file or a solver's answer could not be read (`line` 0: the file as a whole).
    #[error("line {line}: {message}")]
    Dimacs {
        /// Line of the problem, from 1.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A model that does not describe a solution (a bug in an encoding, or a model of another
    /// formula).
    #[error("the model is not a solution: {0}")]
    BadModel(String),
    /// The board cannot reach the goal at all (the parity rule).
    #[error("the board cannot reach the goal: {0}")]
    Unsolvable(String),
}

/// The moves that lead through `boards`, each one a single legal slide; checked by replaying
/// them through the rules.
pub fn moves_between(boards: &[Board]) -> Result<MoveSeq, SatError> {
    let mut moves = Vec::new();
    for pair in boards.windows(2) {
        let (now, next) = (&pair[0], &pair[1]);
        let dir = Direction::ALL
            .into_iter()
            .find(|&d| now.applied(d).is_ok_and(|b| &b == next))
            .ok_or_else(|| SatError::BadModel(format!("'{now}' to '{next}' is not one move")))?;
        moves.push(dir);
    }
    Ok(MoveSeq(moves))
}

/// Checks that `moves` take `start` to `goal` under the rules.
pub fn replay(start: &Board, goal: &Board, moves: &MoveSeq) -> Result<(), SatError> {
    let mut board = start.clone();
    board
        .apply_all(moves)
        .map_err(|(i, e)| SatError::BadModel(format!("move {} is illegal: {e}", i + 1)))?;
    if &board != goal {
        return Err(SatError::BadModel(format!(
            "the moves end at '{board}', not the goal"
        )));
    }
    Ok(())
}
