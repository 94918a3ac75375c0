//! Figures in a notebook: every figure `puzzlelab render` draws, asked for with the same
//! request and drawn by the same library (`puzzlelab-figures`), handed back as bytes, so a
//! notebook's search tree, chart, strip or playback is the lecture's, byte for byte.

use std::path::{Path, PathBuf};

use puzzlelab_figures::{draw, Request};
use puzzlelab_render::Format;
use puzzlelab_rules::Lang;
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use crate::args;
use crate::error::{limit_reached, Refusal};

/// The formats a figure is written in, each named by its file's extension.
const FORMATS: [&str; 5] = ["svg", "png", "gif", "mp4", "webm"];

/// The format `path`'s extension names, as `render --out PATH` reads it (`.svg`, `.png`,
/// `.gif`, `.mp4`, `.webm`, any case): "svg", "png", "gif", "mp4" or "webm".
///
/// Raises `PuzzlelabError` with the renderer's message for any other extension.
#[pyfunction]
pub fn format_of(path: PathBuf) -> PyResult<&'static str> {
    let format = Format::from_path(&path).map_err(|e| Refusal::Word(e.to_string()))?;
    let named = |name: &&str| {
        Format::from_path(Path::new(&format!("figure.{name}"))).is_ok_and(|f| f == format)
    };
    FORMATS.into_iter().find(named).ok_or_else(|| {
        Refusal::Figure(format!(
            "{} is not a format a figure is drawn in",
            format.name()
        ))
        .into()
    })
}

/// `request`: the figure's request as JSON text.
fn request_text(value: &Bound<'_, PyAny>) -> PyResult<String> {
    value
        .extract()
        .map_err(|_| args::wrong_type("request", "the figure's request as JSON text", value))
}

/// The figure `request` asks for (JSON, its names the command line's flags:
/// `{"figure": "search-tree", "board": "4 1 3 7 2 6 0 5 8", "algo": "bfs", "lang": "ru"}`),
/// as the bytes of a `format` file ("svg", "png", "gif", "mp4" or "webm"), drawn by the same
/// library as `puzzlelab render`.
///
/// Raises `PuzzlelabError` with the library's message for a request it refuses (a format this
/// figure is not drawn in among them), and `LimitReached` when a search the figure needs
/// passes its limits.
#[pyfunction]
pub fn figure<'py>(
    py: Python<'py>,
    #[pyo3(from_py_with = request_text)] request: String,
    #[pyo3(from_py_with = args::format)] format: String,
) -> PyResult<Bound<'py, PyBytes>> {
    if !FORMATS.contains(&format.as_str()) {
        return Err(Refusal::Figure(format!(
            "{format:?} is not a figure's format: {}",
            FORMATS.join(", ")
        ))
        .into());
    }
    let format = Format::from_path(Path::new(&format!("figure.{format}")))
        .map_err(|e| Refusal::Word(e.to_string()))?;
    let drawn = py.detach(|| Request::from_json(&request).and_then(|asked| draw(&asked, format)));
    match drawn {
        Ok(bytes) => Ok(PyBytes::new(py, &bytes)),
        Err(e) => {
            let message = e.said(Lang::En).unwrap_or_else(|| e.to_string());
            if e.is_limit() {
                Err(limit_reached(
                    py,
                    &message,
                    py.None().into_bound(py),
                    None,
                    None,
                ))
            } else {
                Err(Refusal::Figure(message).into())
            }
        }
    }
}
