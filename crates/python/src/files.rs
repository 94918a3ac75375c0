//! Every file the package writes, written by the workspace's one writer (`puzzlelab-files`):
//! a figure saved, a grade's Gradescope or JUnit file. Whole or not at all, through a
//! temporary file beside the target renamed over it; a target that is not a regular file (a
//! device, a named pipe, a socket, a folder, or a link to one) is refused and left as it was,
//! as the command line refuses it.

use std::io;
use std::path::PathBuf;

use pyo3::exceptions::PyOSError;
use pyo3::prelude::*;

pyo3::create_exception!(
    puzzlelab,
    WriteRefused,
    PyOSError,
    "A file that is not written: its target is not a regular file (a device, a named pipe, a socket, a folder, or a link to one), which a write would destroy. The message is the command line's."
);

/// Writes `data` to `path` whole or not at all, as the command line writes every file; `-`
/// is standard output.
///
/// Raises `WriteRefused` (an `OSError`) for a target that is not a regular file, and the
/// `OSError` of the system's refusal otherwise (`FileNotFoundError` for a missing folder,
/// `PermissionError`, ...), with the path.
#[pyfunction]
pub fn write_file(py: Python<'_>, path: PathBuf, data: &[u8]) -> PyResult<()> {
    py.detach(|| puzzlelab_files::write(&path, data))
        .map_err(|e| raised(py, &path, e))
}

/// The Python exception of a write that failed.
fn raised(py: Python<'_>, path: &std::path::Path, error: io::Error) -> PyErr {
    let shown = path.display().to_string();
    match error.raw_os_error() {
        // OSError(errno, strerror, filename) becomes the errno's own subclass
        Some(code) => {
            let strerror = py
                .import("os")
                .and_then(|os| os.call_method1("strerror", (code,)))
                .and_then(|s| s.extract::<String>())
                .unwrap_or_else(|_| error.to_string());
            PyOSError::new_err((code, strerror, shown))
        }
        None if error.kind() == io::ErrorKind::InvalidInput => {
            WriteRefused::new_err(error.to_string())
        }
        None => PyOSError::new_err(format!("{shown}: {error}")),
    }
}
