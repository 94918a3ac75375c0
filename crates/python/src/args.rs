//! A call's arguments checked for their Python type before anything reads them: an argument
//! of the wrong type is a `TypeError` that names the argument, what it takes and what it was
//! given (`pile: expected a whole number (an int); got float`), never the binding's own
//! wording. What a value of the right type means (a name, a range, a board) is then read by
//! [`crate::words`], as the command line reads its words.
//!
//! Each function here reads one argument, given to PyO3 as the argument's `from_py_with`.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyFloat, PyInt, PyString};

use crate::words::Amount;

/// The name of `value`'s type, as Python names it (`float`, `list`, `NoneType`).
pub fn type_name(value: &Bound<'_, PyAny>) -> String {
    value.get_type().name().map_or_else(
        |_| "an object of unknown type".to_string(),
        |n| n.to_string(),
    )
}

/// The `TypeError` of argument `name`: what it takes (`expected`) and what it was given.
pub fn wrong_type(name: &str, expected: &str, given: &Bound<'_, PyAny>) -> PyErr {
    PyTypeError::new_err(format!(
        "{name}: expected {expected}; got {}",
        type_name(given)
    ))
}

/// Argument `name` as text (`expected` says what text).
fn text(value: &Bound<'_, PyAny>, name: &str, expected: &str) -> PyResult<String> {
    match value.cast::<PyString>() {
        Ok(s) => Ok(s.to_cow()?.into_owned()),
        Err(_) => Err(wrong_type(name, expected, value)),
    }
}

/// Argument `name` as text, or `None`.
fn text_or_none(value: &Bound<'_, PyAny>, name: &str, expected: &str) -> PyResult<Option<String>> {
    if value.is_none() {
        return Ok(None);
    }
    text(value, name, expected).map(Some)
}

/// Argument `name` as a whole number, of any sign and size (its range is
/// [`crate::words::number`]'s to check, with the command line's bounds); a `bool` is refused.
/// A number past 128 bits is taken as the largest (or least) one, out of every range.
fn whole(value: &Bound<'_, PyAny>, name: &str) -> PyResult<i128> {
    if !value.is_instance_of::<PyInt>() || value.is_instance_of::<PyBool>() {
        return Err(wrong_type(name, "a whole number (an int)", value));
    }
    match value.extract::<i128>() {
        Ok(n) => Ok(n),
        Err(_) if value.gt(0)? => Ok(i128::MAX),
        Err(_) => Ok(i128::MIN),
    }
}

/// Argument `name` as a whole number, or `None`.
fn whole_or_none(value: &Bound<'_, PyAny>, name: &str) -> PyResult<Option<i128>> {
    if value.is_none() {
        return Ok(None);
    }
    whole(value, name).map(Some)
}

/// Argument `name` as a limit: a number (seconds, bytes) or the command line's text.
fn amount(value: &Bound<'_, PyAny>, name: &str, expected: &str) -> PyResult<Option<Amount>> {
    if value.is_none() {
        Ok(None)
    } else if value.is_instance_of::<PyBool>() {
        Err(wrong_type(name, expected, value))
    } else if value.is_instance_of::<PyInt>() {
        Ok(Some(Amount::Whole(whole(value, name)?)))
    } else if let Ok(x) = value.cast::<PyFloat>() {
        Ok(Some(Amount::Real(x.value())))
    } else if let Ok(s) = value.cast::<PyString>() {
        Ok(Some(Amount::Text(s.to_cow()?.into_owned())))
    } else {
        Err(wrong_type(name, expected, value))
    }
}

/// `algo`: a search algorithm's name.
pub fn algo(value: &Bound<'_, PyAny>) -> PyResult<String> {
    let expected =
        "an algorithm's name as a string: 'bfs', 'iddfs', 'astar', 'ida', 'ida-generic' or 'sat'";
    text(value, "algo", expected)
}

/// `heuristic`: a heuristic's name, or `None`.
pub fn heuristic(value: &Bound<'_, PyAny>) -> PyResult<Option<String>> {
    let expected = "a heuristic's name as a string, such as 'manhattan' or 'pdb:663', or None";
    text_or_none(value, "heuristic", expected)
}

/// `lang`: a language's code.
pub fn lang(value: &Bound<'_, PyAny>) -> PyResult<String> {
    text(value, "lang", "a language as a string: 'en' or 'ru'")
}

/// `solver`: a game solver's name.
pub fn solver(value: &Bound<'_, PyAny>) -> PyResult<String> {
    text(
        value,
        "solver",
        "a game solver's name as a string: 'retrograde' or 'minimax'",
    )
}

/// `encoding`: SAT's encoding, or `None`.
pub fn encoding(value: &Bound<'_, PyAny>) -> PyResult<Option<String>> {
    let expected = "SAT's encoding as a string: 'compact' or 'worksheet', or None";
    text_or_none(value, "encoding", expected)
}

/// `backend`: SAT's solver, or `None`.
pub fn backend(value: &Bound<'_, PyAny>) -> PyResult<Option<String>> {
    let expected = "SAT's solver as a string: 'varisat' or 'cadical', or None";
    text_or_none(value, "backend", expected)
}

/// `moves`: moves as letters.
pub fn moves(value: &Bound<'_, PyAny>) -> PyResult<String> {
    text(
        value,
        "moves",
        "moves as a string of the letters U, D, L, R, such as 'LLURD'",
    )
}

/// `format`: a figure's format.
pub fn format(value: &Bound<'_, PyAny>) -> PyResult<String> {
    let expected = "a format as a string: 'svg', 'png', 'gif', 'mp4' or 'webm'";
    text(value, "format", expected)
}

/// `name`: a board format's name.
pub fn board_format(value: &Bound<'_, PyAny>) -> PyResult<String> {
    let expected = "a format's name as a string: 'line', 'rows', 'side', 'dims', 'uva' or 'json'";
    text(value, "name", expected)
}

/// `pile`: the objects in Bachet's pile.
pub fn pile(value: &Bound<'_, PyAny>) -> PyResult<i128> {
    whole(value, "pile")
}

/// `max_take`: the most objects one move takes.
pub fn max_take(value: &Bound<'_, PyAny>) -> PyResult<i128> {
    whole(value, "max_take")
}

/// `seed`: the seed of a shuffle.
pub fn seed(value: &Bound<'_, PyAny>) -> PyResult<i128> {
    whole(value, "seed")
}

/// `threads`: the threads of a search.
pub fn threads(value: &Bound<'_, PyAny>) -> PyResult<i128> {
    whole(value, "threads")
}

/// `cell`: a board square's side in pixels.
pub fn cell(value: &Bound<'_, PyAny>) -> PyResult<i128> {
    whole(value, "cell")
}

/// `moves`: the length of a shuffling walk, or `None`.
pub fn walk(value: &Bound<'_, PyAny>) -> PyResult<Option<i128>> {
    whole_or_none(value, "moves")
}

/// `max_nodes`: the node limit, or `None`.
pub fn max_nodes(value: &Bound<'_, PyAny>) -> PyResult<Option<i128>> {
    whole_or_none(value, "max_nodes")
}

/// `max_events`: the most events a trace holds, or `None`.
pub fn max_events(value: &Bound<'_, PyAny>) -> PyResult<Option<i128>> {
    whole_or_none(value, "max_events")
}

/// `snapshot_every`: events between two snapshots of a trace, or `None`.
pub fn snapshot_every(value: &Bound<'_, PyAny>) -> PyResult<Option<i128>> {
    whole_or_none(value, "snapshot_every")
}

/// `timeout`: the time limit, or `None`.
pub fn timeout(value: &Bound<'_, PyAny>) -> PyResult<Option<Amount>> {
    let expected = "seconds as a number, or a string such as '30s', '500ms' or '2m', or None";
    amount(value, "timeout", expected)
}

/// `max_memory`: the memory limit, or `None`.
pub fn max_memory(value: &Bound<'_, PyAny>) -> PyResult<Option<Amount>> {
    let expected = "bytes as a whole number, or a string such as '2GB' or '200MB', or None";
    amount(value, "max_memory", expected)
}
