//! Lesson 2, Bachet's game: the classes of the piles and the lesson's "table of transitions
//! from one class to another".
//!
//! ```sh
//! cargo run --example bachet_classes
//! cargo run --example bachet_classes -- --lang ru    # in Russian
//! ```
//!
//! The lesson is `puzzlelab::lessons::bachet_classes`; this program is its command line.

fn main() -> std::process::ExitCode {
    puzzlelab::lessons::main("bachet_classes", puzzlelab::lessons::bachet_classes::main)
}
