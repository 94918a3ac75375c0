//! Lesson 1, step 3: the text-mode picture of the box.
//!
//! Run: `cargo run --example fifteen_display` (`-- --lang ru` for Russian)
//!
//! The lesson is `puzzlelab::lessons::fifteen_display`; this program is its command line.

fn main() -> std::process::ExitCode {
    puzzlelab::lessons::main("fifteen_display", puzzlelab::lessons::fifteen_display::main)
}
