//! Lesson 3 (the SAT worksheet): its start position drawn as the worksheet draws it.
//!
//! Run: `cargo run --example render_board [OUT_DIR]` (default `output/`).
//!
//! The lesson is `puzzlelab::lessons::render_board`; this program is its command line.

fn main() -> std::process::ExitCode {
    puzzlelab::lessons::main("render_board", puzzlelab::lessons::render_board::main)
}
