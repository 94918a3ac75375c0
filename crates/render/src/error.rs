//! What can go wrong while drawing or writing a figure.

use std::path::PathBuf;

use thiserror::Error;

/// An error of the renderer: a bad request, a drawing failure or a file that cannot be written.
#[derive(Debug, Error)]
pub enum RenderError {
    /// The output file's extension names no format this crate writes.
    #[error("unknown output format {0:?}: use .png, .svg, .gif, .mp4 or .webm")]
    UnknownFormat(String),
    /// The figure cannot be written in the requested format (an animation as SVG, say).
    #[error("{figure} cannot be written as {format}: {hint}")]
    WrongFormat {
        /// What was being drawn.
        figure: &'static str,
        /// The format that was asked for.
        format: &'static str,
        /// What to use instead.
        hint: &'static str,
    },
    /// A parameter out of its range (zero frames per move, an empty chart, ...).
    #[error("{0}")]
    BadInput(String),
    /// The picture would be too large to draw.
    #[error("a picture of {width} x {height} pixels is too large (at most 16384 a side and 64 million pixels): ask for a smaller --width, or less to draw")]
    TooLarge {
        /// The width asked for, in pixels.
        width: u32,
        /// The height that follows, in pixels.
        height: u32,
    },
    /// The width asked for would draw the figure's text too small to read.
    #[error("at {width} px wide this figure's smallest text would be too small to read: give --width {least} or more")]
    TooNarrow {
        /// The width asked for, in pixels.
        width: u32,
        /// The narrowest width at which every text reads.
        least: u32,
    },
    /// The drawing library failed.
    #[error("drawing failed: {0}")]
    Draw(String),
    /// An encoder (PNG or GIF) failed.
    #[error("encoding failed: {0}")]
    Encode(String),
    /// A file or directory could not be written.
    #[error("cannot write {path}")]
    Io {
        /// The file that was being written.
        path: PathBuf,
        /// The operating system's reason.
        source: std::io::Error,
    },
}

/// Turns any drawing-library error into [`RenderError::Draw`].
pub(crate) trait OrDraw<T> {
    /// The value, or the error as text.
    fn or_draw(self) -> Result<T, RenderError>;
}

impl<T, E: std::fmt::Display> OrDraw<T> for Result<T, E> {
    fn or_draw(self) -> Result<T, RenderError> {
        self.map_err(|e| RenderError::Draw(e.to_string()))
    }
}
