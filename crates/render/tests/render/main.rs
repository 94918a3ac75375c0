//! The integration tests of puzzlelab-render, one binary, a module per area.

mod golden;
mod playback_gif;
