//! SAT with certificates: a board solved optimally and its proof written to a folder, and a
//! folder's proof checked, by the same library as the command line's
//! `fifteen solve --algo sat --certify` and `sat verify` (`puzzlelab-certificate`).

use std::path::PathBuf;

use puzzlelab_certificate::CertificateError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::args;
use crate::error::{limit_reached, Refusal};
use crate::interrupt::interruptible;
use crate::words::{self, Amount, BoardArg, GoalArg};

/// A certificate's failure, raised as Python raises it: a limit as `LimitReached`, anything
/// else as `PuzzlelabError`, with the library's message.
fn raised(py: Python<'_>, e: &CertificateError) -> PyErr {
    let message = e.to_string();
    if e.is_limit() {
        limit_reached(py, &message, py.None().into_bound(py), None, None)
    } else {
        Refusal::Solver(message).into()
    }
}

/// Solves `board` optimally by SAT and writes the certificate of that optimality into `dir`,
/// as `puzzlelab fifteen solve --algo sat --certify DIR` does: a plan, the refutation of every
/// shorter horizon with its DRAT proof, the model, and a manifest of their checksums. Returns
/// `moves`, `length`, `refuted` (the horizon refuted, None when the Manhattan distance proves
/// the optimum), `files` and `bytes`.
///
/// Raises `PuzzlelabError` for bad input and `LimitReached` when a limit stops it.
#[pyfunction]
#[pyo3(signature = (
    board, dir, goal = GoalArg::Text("standard".into()), backend = None,
    max_nodes = None, timeout = None, max_memory = None,
))]
#[allow(clippy::too_many_arguments)] // the command line's flags, one argument each
pub fn certify<'py>(
    py: Python<'py>,
    board: BoardArg,
    dir: PathBuf,
    goal: GoalArg,
    #[pyo3(from_py_with = args::backend)] backend: Option<String>,
    #[pyo3(from_py_with = args::max_nodes)] max_nodes: Option<i128>,
    #[pyo3(from_py_with = args::timeout)] timeout: Option<Amount>,
    #[pyo3(from_py_with = args::max_memory)] max_memory: Option<Amount>,
) -> PyResult<Bound<'py, PyDict>> {
    let limits = words::limits(max_nodes, timeout.as_ref(), max_memory.as_ref())?;
    let backend = words::backend(backend.as_deref())?;
    backend
        .backend()
        .map_err(|e| Refusal::Solver(e.to_string()))?;
    let board = board.board(None)?;
    let goal = words::solvable(&board, &goal.goal()?)?;
    let done = interruptible(py, limits, |limits| {
        puzzlelab_certificate::certify(&board, &goal, &dir, backend, &limits)
    })?;
    let certified = done.map_err(|e| raised(py, &e))?;
    let dict = PyDict::new(py);
    dict.set_item("moves", certified.moves.to_string())?;
    dict.set_item("length", certified.moves.len())?;
    dict.set_item("refuted", certified.refuted)?;
    dict.set_item("files", certified.files)?;
    dict.set_item("bytes", certified.bytes)?;
    Ok(dict)
}

/// Checks the certificate in `dir` as `puzzlelab sat verify DIR` does: every file against
/// its checksum, the plan replayed, each refutation's DRAT proof checked, the model decoded.
/// Returns `claim`, `optimum`, `lemmas` (proof steps checked) and `refuted` (the horizons).
///
/// Raises `PuzzlelabError` with what failed for a certificate that does not hold.
#[pyfunction]
#[pyo3(signature = (dir, max_nodes = None, timeout = None, max_memory = None))]
pub fn verify_certificate<'py>(
    py: Python<'py>,
    dir: PathBuf,
    #[pyo3(from_py_with = args::max_nodes)] max_nodes: Option<i128>,
    #[pyo3(from_py_with = args::timeout)] timeout: Option<Amount>,
    #[pyo3(from_py_with = args::max_memory)] max_memory: Option<Amount>,
) -> PyResult<Bound<'py, PyDict>> {
    let limits = words::limits(max_nodes, timeout.as_ref(), max_memory.as_ref())?;
    let done = interruptible(py, limits, |limits| {
        puzzlelab_certificate::verify(&dir, &limits)
    })?;
    let verified = done.map_err(|e| raised(py, &e))?;
    let dict = PyDict::new(py);
    dict.set_item("claim", verified.claim)?;
    dict.set_item("optimum", verified.optimum)?;
    dict.set_item("lemmas", verified.lemmas)?;
    dict.set_item("refuted", verified.refuted)?;
    Ok(dict)
}
