//! Lesson 1, step 1: the box as a one-dimensional array.
//!
//! Run: `cargo run --example fifteen_array_model` (`-- --lang ru` for Russian)
//!
//! The lesson is `puzzlelab::lessons::fifteen_array_model`; this program is its command line.

fn main() -> std::process::ExitCode {
    puzzlelab::lessons::main(
        "fifteen_array_model",
        puzzlelab::lessons::fifteen_array_model::main,
    )
}
