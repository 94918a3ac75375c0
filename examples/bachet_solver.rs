//! Lesson 2, Bachet's game: the game solver beside the lesson's formula.
//!
//! ```sh
//! cargo run --example bachet_solver
//! cargo run --example bachet_solver -- --lang ru    # in Russian
//! ```
//!
//! The lesson is `puzzlelab::lessons::bachet_solver`; this program is its command line.

fn main() -> std::process::ExitCode {
    puzzlelab::lessons::main("bachet_solver", puzzlelab::lessons::bachet_solver::main)
}
