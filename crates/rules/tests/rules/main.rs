//! The integration tests of puzzlelab-rules, one binary, a module per area.

mod bad_input;
mod properties;
