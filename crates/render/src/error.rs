//! What can go wrong while drawing or writing a figure.

use std::path::PathBuf;

use puzzlelab_rules::{Direction, MoveError};
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
    /// A video frame larger than its format's encoder takes, or than its memory allows.
    #[error("a video of {width} x {height} pixels is too large for {format}: {limit}; the largest --width that fits this picture is {largest}")]
    VideoTooLarge {
        /// The format asked for (MP4, WebM).
        format: &'static str,
        /// The video's width, in pixels.
        width: u32,
        /// The video's height, in pixels.
        height: u32,
        /// The limit passed.
        limit: VideoLimit,
        /// The largest width at which the same picture fits.
        largest: u32,
    },
    /// A video whose encoding would pass its format's budget of pixels.
    #[error("{frames} frames of {width} x {height} pixels are too much to encode as {format}: at most {} million pixels in all (frames x width x height, about a minute of a laptop's work), so at most {most} frames at this size: fewer frames, or a smaller --width", .budget / 1_000_000)]
    VideoTooLong {
        /// The format asked for (MP4, WebM).
        format: &'static str,
        /// The frames asked for.
        frames: usize,
        /// The video's width, in pixels.
        width: u32,
        /// The video's height, in pixels.
        height: u32,
        /// The most pixels, frames x width x height, the format encodes.
        budget: u64,
        /// The most frames of this size within the budget.
        most: usize,
    },
    /// A playback of more frames than anyone would watch.
    #[error("a playback of {frames} frames is too long to watch: at most {most} (fewer --frames-per-move, or fewer moves)")]
    TooManyFrames {
        /// The frames asked for: the start, then the frames of each move.
        frames: usize,
        /// The most frames a playback has.
        most: usize,
    },
    /// The time allowed ran out before every frame was made.
    #[error("the time allowed ran out after {done} of {total} frames: nothing was written")]
    OutOfTime {
        /// The frames made before the time ran out.
        done: usize,
        /// The frames the animation has.
        total: usize,
    },
    /// A playback of more moves than anyone would watch.
    #[error("a playback of {moves} moves is too long to watch: at most {most}")]
    TooManyMoves {
        /// The moves asked for.
        moves: usize,
        /// The most moves a playback shows.
        most: usize,
    },
    /// A video narrower or lower than its encoders take.
    #[error("a video is at least {least} pixels a side (asked for {width} x {height})")]
    VideoTooSmall {
        /// The video's width, in pixels.
        width: u32,
        /// The video's height, in pixels.
        height: u32,
        /// The shortest side a video has.
        least: u32,
    },
    /// A playback's picture too small to draw its board's tiles in.
    #[error("{width}x{height} pixels is too small for a {columns}x{rows} board")]
    BoardTooSmall {
        /// The picture's width, in pixels.
        width: u32,
        /// The picture's height, in pixels.
        height: u32,
        /// The board's columns.
        columns: usize,
        /// The board's rows.
        rows: usize,
    },
    /// A playback of no frames for each move.
    #[error("frames per move must be at least 1")]
    NoFramesPerMove,
    /// A strip asked to show a board every 0 moves.
    #[error("a strip needs a board every 1 or more moves")]
    StripEveryZero,
    /// A move of a playback or a strip that the board does not allow.
    #[error("move {number} ({direction}) cannot be made: {why}")]
    IllegalMove {
        /// The move's place among the moves, from 1.
        number: usize,
        /// The move's direction.
        direction: Direction,
        /// Why the rules refuse it.
        why: MoveError,
    },
    /// A GIF wider or higher than its format holds (65,535 pixels).
    #[error("{width}x{height} is too big for a GIF")]
    GifTooBig {
        /// The picture's width, in pixels.
        width: u32,
        /// The picture's height, in pixels.
        height: u32,
    },
    /// An animation or a video of no frames.
    #[error("{0} needs at least one frame")]
    NoFrames(Moving),
    /// A video encoder (H.264, AV1) failed.
    #[error("the {codec} encoder failed: {why}")]
    Encoder {
        /// The codec: H.264 or AV1.
        codec: &'static str,
        /// The encoder's reason, in its words.
        why: String,
    },
    /// An MP4 file could not be put together.
    #[error("the MP4 could not be written: {0}")]
    Mp4(String),
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

/// What moves on the screen: an animation (of any format) or a video (MP4, WebM).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moving {
    /// An animation, of any format.
    Animation,
    /// A video: MP4 or WebM.
    Video,
}

impl std::fmt::Display for Moving {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Moving::Animation => "an animation",
            Moving::Video => "a video",
        })
    }
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

/// Why a video frame is too large: which encoder's limit it passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VideoLimit {
    /// OpenH264 encodes frames of at most 3840 x 2160 pixels (2160 x 3840 upright).
    H264Frame,
    /// rav1e needs about 80 bytes a pixel: a WebM frame is at most 3840 x 2160 pixels' worth
    /// (8,294,400), 4096 a side.
    Av1Memory,
}

impl std::fmt::Display for VideoLimit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            VideoLimit::H264Frame => {
                "the H.264 encoder (OpenH264) takes at most 3840 x 2160 pixels, or 2160 x 3840 upright"
            }
            VideoLimit::Av1Memory => {
                "the AV1 encoder (rav1e) needs about 80 bytes a pixel, so a WebM frame is held to a 4K screen's 8,294,400 pixels (under 1 GB of memory), 4096 a side"
            }
        })
    }
}
