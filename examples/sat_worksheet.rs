//! Lesson 3, end to end: the worksheet "Solving the 15-puzzle" (Curtis Bright) run in Rust.
//!
//! Run it: `cargo run --example sat_worksheet` (`-- --lang ru` for Russian). The solution is
//! printed board by board and handed to the renderer's playback:
//! `output/sat-worksheet-playback.gif`.
//!
//! The lesson is `puzzlelab::lessons::sat_worksheet`; this program is its command line.

fn main() -> std::process::ExitCode {
    puzzlelab::lessons::main("sat_worksheet", puzzlelab::lessons::sat_worksheet::main)
}
