//! What goes wrong, as Python sees it: bad input is a `PuzzlelabError` (a `ValueError`) with
//! the command line's message; a search a limit stopped is a `LimitReached` that carries what
//! the run learned (its result, the limit, the lower bound).
//!
//! The reasons are one `thiserror` enum, [`Refusal`], worded as the command line and the
//! page's engine word them, so a student reads the same sentence in a terminal, in the page
//! and in a notebook.

use puzzlelab_rules::{play, BoardError, Lang, MoveError, Solvability};
use pyo3::exceptions::{PyException, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use thiserror::Error;

pyo3::create_exception!(
    puzzlelab,
    PuzzlelabError,
    PyValueError,
    "Bad input: a board, a goal, a move, a name or a limit that cannot be read, or a board the parity rule says cannot reach its goal. The message is the command line's."
);

pyo3::create_exception!(
    puzzlelab,
    LimitReached,
    PyException,
    "A node, time or memory limit stopped the run before it was done. `result` is what the run produced up to there (the solve's dict or the trace), `limit` the limit that stopped it, `lower_bound` the length no solution is shorter than (None for a game)."
);

/// Why an argument is refused (the command line's exit 2).
#[derive(Debug, Error)]
pub enum Refusal {
    /// The board cannot be read.
    #[error("the board could not be read: {0}")]
    Board(BoardError),
    /// The goal cannot be read or does not fit the board.
    #[error("the goal does not fit: {0}")]
    Goal(BoardError),
    /// A size that is not `WxH`.
    #[error("{0}")]
    Size(BoardError),
    /// The parity rule says the board cannot reach its goal.
    #[error("the board cannot reach the goal: {}", play::explain(Lang::En, .0))]
    Unsolvable(Solvability),
    /// A move of a sequence that is not legal, or not a move.
    #[error("move {at} of '{moves}': {error}")]
    Move {
        /// The position of the move, from 1.
        at: usize,
        /// The moves as given.
        moves: String,
        /// Why.
        error: MoveError,
    },
    /// Moves that cannot be read.
    #[error("{0}")]
    Moves(MoveError),
    /// A name this choice does not know: the choice, what was given and what it may be.
    #[error("'{given}' is not a {what}: use {choices}")]
    Unknown {
        /// The choice (`algo`, `lang`, ...).
        what: &'static str,
        /// What was given.
        given: String,
        /// What it may be.
        choices: &'static str,
    },
    /// A word its parser refuses (a limit, a format, a shuffle, a language), with the
    /// parser's own message.
    #[error("{0}")]
    Word(String),
    /// A heuristic given to an algorithm that uses none.
    #[error("algo '{0}' uses no heuristic (a heuristic goes with astar, ida and ida-generic)")]
    NoHeuristic(&'static str),
    /// SAT's encoding or backend given to another algorithm.
    #[error("encoding and backend go with algo 'sat'")]
    NotSat,
    /// A student's search event that cannot be read: its index and why.
    #[error("event {0}: {1}")]
    Event(usize, String),
    /// SAT has no search nodes to record.
    #[error("SAT has no search nodes to trace: give bfs, iddfs, astar, ida or ida-generic")]
    SatNotTraced,
    /// A number out of its range.
    #[error("{name}: {given} is not a whole number from {min} to {max}")]
    Number {
        /// The argument.
        name: &'static str,
        /// What was given.
        given: String,
        /// The least allowed.
        min: u64,
        /// The most allowed.
        max: u64,
    },
    /// The minimax from a pile too large to recurse through.
    #[error("minimax is solved from piles up to {0} (its recursion is as deep as the longest game): use solver='retrograde'")]
    MinimaxPile(u64),
    /// The pattern databases could not be made ready, or a search could not run.
    #[error("{0}")]
    Solver(String),
    /// A figure could not be drawn.
    #[error("the figure could not be drawn: {0}")]
    Figure(String),
}

impl From<Refusal> for PyErr {
    fn from(refusal: Refusal) -> PyErr {
        PuzzlelabError::new_err(refusal.to_string())
    }
}

/// The `LimitReached` of a run that stopped with `message`, carrying `result` (the run's
/// dict), the `limit` (`{"kind", "value"}` or None) and the `lower_bound` (or None).
pub fn limit_reached(
    py: Python<'_>,
    message: &str,
    result: Bound<'_, PyAny>,
    limit: Option<Bound<'_, PyAny>>,
    lower_bound: Option<usize>,
) -> PyErr {
    let err = LimitReached::new_err(message.to_string());
    let value = err.value(py);
    let set = || -> PyResult<()> {
        value.setattr("result", result)?;
        value.setattr("limit", limit)?;
        value.setattr("lower_bound", lower_bound)?;
        Ok(())
    };
    match set() {
        Ok(()) => err,
        Err(e) => e,
    }
}

/// A dict of `result`'s key `key`, if it holds one (the limit of a solve's result).
pub fn dict_item<'py>(result: &Bound<'py, PyAny>, key: &str) -> Option<Bound<'py, PyAny>> {
    let dict = result.cast::<PyDict>().ok()?;
    dict.get_item(key).ok().flatten().filter(|v| !v.is_none())
}
