//! # puzzlelab-python: the workspace as a Python package
//!
//! Most courses that teach search do it in Python notebooks. This crate is the `puzzlelab`
//! package's compiled module, `puzzlelab._puzzlelab`: the rules, the solvers and the figures
//! of the workspace called from Python, with no second implementation of any of them. A board
//! is the rules' `Board` ([`board`]); a call's arguments are the command line's words read by
//! the same parsers ([`words`]); a search is the solvers' one `solve` (or `record_fifteen`),
//! and its answer the solvers' own typed result serialized as the command line serializes it
//! ([`search`], [`game`]). So a board solved in a notebook gives the object `puzzlelab
//! fifteen solve --json` prints, field for field, and a trace the document `fifteen trace`
//! writes.
//!
//! Built with PyO3 for the stable ABI (abi3, CPython 3.9 and later: one wheel for them all)
//! and packaged by maturin (`pip install ./crates/python`), beside the Python sources in
//! `python/puzzlelab/` (the package's `__init__.py`, its type stubs and `py.typed`). Its
//! tests are Python's (`tests/`, pytest against the installed package).

#![warn(missing_docs)]

mod args;
mod board;
mod certificate;
mod error;
mod figure;
mod files;
mod game;
mod interrupt;
mod search;
mod student;
mod words;

use pyo3::prelude::*;
use pyo3::types::PyModule;

pub use board::PyBoard;
pub use error::{LimitReached, PuzzlelabError, Refusal};
pub use files::WriteRefused;

/// The lab's player (`docs/theme/player.js`), compiled in: the notebook's widget runs the
/// site's own script.
const PLAYER_JS: &str = include_str!("../../../docs/theme/player.js");

/// The lab's style sheet (`docs/theme/puzzlelab.css`), compiled in with the player.
const PLAYER_CSS: &str = include_str!("../../../docs/theme/puzzlelab.css");

/// `text`, a JSON document the solvers wrote, as Python values (dicts, lists, numbers).
fn loads<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (text,))
}

/// A trace's document, `json` as the solvers wrote it, as Python values: the text is handed to
/// Python once and freed here before Python reads it, so a large trace is never held as text
/// twice beside its values.
fn load_document(py: Python<'_>, json: Vec<u8>) -> PyResult<Bound<'_, PyAny>> {
    let bytes = pyo3::types::PyBytes::new(py, &json);
    drop(json);
    py.import("json")?.call_method1("loads", (bytes,))
}

/// The lessons' own positions and numbers, as the rules name them.
fn lessons(py: Python<'_>) -> PyResult<Bound<'_, PyModule>> {
    use puzzlelab_rules::lessons;
    let m = PyModule::new(py, "lessons")?;
    m.add(
        "__doc__",
        "The lessons' own positions and numbers, named once for every program that shows them.",
    )?;
    m.add("WORKSHEET", lessons::WORKSHEET)?;
    m.add("WORKSHEET_MOVES", lessons::WORKSHEET_MOVES)?;
    m.add("KORF_79", lessons::KORF_79)?;
    m.add("BACHET_LOSING_PILE", lessons::BACHET_LOSING_PILE)?;
    m.add("BACHET_WINNING_PILE", lessons::BACHET_WINNING_PILE)?;
    Ok(m)
}

/// The module `puzzlelab._puzzlelab`: the `Board`, the searches, Bachet's game, a student's
/// search recorded and graded, the figures, the one writer of files, the player's script and
/// style, the lessons' numbers and the exceptions.
#[pymodule]
fn _puzzlelab(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_class::<PyBoard>()?;
    m.add_class::<student::Budget>()?;
    m.add_function(wrap_pyfunction!(search::solve, m)?)?;
    m.add_function(wrap_pyfunction!(search::trace, m)?)?;
    m.add_function(wrap_pyfunction!(search::cache_dir, m)?)?;
    m.add_function(wrap_pyfunction!(search::uses_heuristic, m)?)?;
    // the heuristic a student's own search is graded against unless another is named
    let student = puzzlelab_solvers::solve::STUDENT.heuristic.to_string();
    m.add("STUDENT_HEURISTIC", student)?;
    m.add_function(wrap_pyfunction!(game::bachet, m)?)?;
    m.add_function(wrap_pyfunction!(game::trace_bachet, m)?)?;
    m.add_function(wrap_pyfunction!(student::record_search, m)?)?;
    m.add_function(wrap_pyfunction!(student::grade_search, m)?)?;
    m.add_function(wrap_pyfunction!(figure::figure, m)?)?;
    m.add_function(wrap_pyfunction!(figure::format_of, m)?)?;
    m.add_function(wrap_pyfunction!(files::write_file, m)?)?;
    m.add_function(wrap_pyfunction!(certificate::certify, m)?)?;
    m.add_function(wrap_pyfunction!(certificate::verify_certificate, m)?)?;
    m.add("PLAYER_JS", PLAYER_JS)?;
    m.add("PLAYER_CSS", PLAYER_CSS)?;
    m.add("PuzzlelabError", py.get_type::<PuzzlelabError>())?;
    m.add("LimitReached", py.get_type::<LimitReached>())?;
    m.add("WriteRefused", py.get_type::<WriteRefused>())?;
    m.add_submodule(&lessons(py)?)?;
    Ok(())
}
