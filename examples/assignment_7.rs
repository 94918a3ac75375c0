//! Assignment 7: a pattern database for the 8-puzzle.
//!
//! Grades your code in `crates/assignments/src/starter/`, with points per test and a hint under
//! each failure. It is `puzzlelab check assignment 7` and takes its options (`--lang ru`,
//! `--format gradescope`, ...). Exits 1 until every test passes.

fn main() -> std::process::ExitCode {
    puzzlelab::cli::check_assignment(7)
}
