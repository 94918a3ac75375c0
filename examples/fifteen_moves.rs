//! Lesson 1, step 2: moves, and which of them are legal.
//!
//! Run: `cargo run --example fifteen_moves` (`-- --lang ru` for Russian)
//!
//! The lesson is `puzzlelab::lessons::fifteen_moves`; this program is its command line.

fn main() -> std::process::ExitCode {
    puzzlelab::lessons::main("fifteen_moves", puzzlelab::lessons::fifteen_moves::main)
}
