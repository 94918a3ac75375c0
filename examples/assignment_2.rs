//! Assignment 2: a heuristic for the 15-puzzle better than Manhattan.
//!
//! Grades your code in `crates/assignments/src/starter/`, with points per test and a hint under
//! each failure. It is `puzzlelab check assignment 2` and takes its options (`--lang ru`,
//! `--format gradescope`, ...). Exits 1 until every test passes.

fn main() -> std::process::ExitCode {
    puzzlelab::cli::check_assignment(2)
}
