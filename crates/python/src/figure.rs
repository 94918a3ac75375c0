//! Figures in a notebook: every figure `puzzlelab render` draws, drawn by the command line's
//! own code (`puzzlelab::draw_figure`) into a private folder and handed back as bytes, so a
//! notebook's search tree, chart, strip or playback is the lecture's, number for number.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use puzzlelab_render::Format;
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use crate::args;
use crate::error::{limit_reached, Refusal};

/// The formats a figure is written in, each named by its file's extension.
const FORMATS: [&str; 5] = ["svg", "png", "gif", "mp4", "webm"];

/// Words a notebook may not give: where the figure goes is this module's to choose, and
/// standard input is not the reader's to give.
const FORBIDDEN: [&str; 3] = ["--out", "--frames", "-"];

/// `words`: the command's words, a list of strings.
fn figure_words(value: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    let expected = "the command's words as a list of strings";
    if value.is_instance_of::<pyo3::types::PyString>() {
        return Err(args::wrong_type("words", expected, value));
    }
    value
        .extract()
        .map_err(|_| args::wrong_type("words", expected, value))
}

/// A folder of this process's own for one figure, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Result<Scratch, Refusal> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let base = std::env::temp_dir();
        for _ in 0..100 {
            let n = NEXT.fetch_add(1, Ordering::Relaxed);
            let dir = base.join(format!("puzzlelab-figure-{}-{n}", std::process::id()));
            if std::fs::create_dir(&dir).is_ok() {
                return Ok(Scratch(dir));
            }
        }
        Err(Refusal::Figure(format!(
            "no folder for the figure could be made in {}",
            base.display()
        )))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

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

/// The figure `puzzlelab render WORDS...` draws, as the bytes of a `format` file ("svg",
/// "png", "gif", "mp4" or "webm"): `words` are the command's words after `render`, without
/// `--out` (`["search-tree", "4 1 3 7 2 6 0 5 8", "--algo", "bfs", "--lang", "ru"]`).
///
/// Raises `PuzzlelabError` with the command line's message for words it refuses (a format
/// this figure is not drawn in among them), and `LimitReached` when a search the figure needs
/// passes its limits.
#[pyfunction]
pub fn figure<'py>(
    py: Python<'py>,
    #[pyo3(from_py_with = figure_words)] words: Vec<String>,
    #[pyo3(from_py_with = args::format)] format: String,
) -> PyResult<Bound<'py, PyBytes>> {
    if !FORMATS.contains(&format.as_str()) {
        return Err(Refusal::Figure(format!(
            "{format:?} is not a figure's format: {}",
            FORMATS.join(", ")
        ))
        .into());
    }
    if let Some(word) = words.iter().find(|w| {
        let flag = w.split('=').next().unwrap_or(w);
        FORBIDDEN.contains(&flag)
    }) {
        return Err(Refusal::Figure(format!(
            "{word:?} cannot be given here: the figure comes back as bytes (save it with .save(path))"
        ))
        .into());
    }
    let scratch = Scratch::new()?;
    let out = scratch.0.join(format!("figure.{format}"));
    let mut line = words;
    line.push("--out".into());
    line.push(out.display().to_string());
    let drawn = py.detach(|| puzzlelab::draw_figure(&line).map(|()| std::fs::read(&out)));
    match drawn {
        Ok(Ok(bytes)) => Ok(PyBytes::new(py, &bytes)),
        Ok(Err(e)) => {
            Err(Refusal::Figure(format!("the figure could not be read back: {e}")).into())
        }
        Err(e) => {
            let message = puzzlelab::error_message(&e);
            if puzzlelab::exit_code(&e) == 3 {
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
