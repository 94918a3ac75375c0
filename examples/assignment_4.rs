//! Assignment 4: a small 8-puzzle instance in SAT.
//!
//! Grades your code in `crates/assignments/src/starter/`, with points per test and a hint under
//! each failure. It is `puzzlelab check assignment 4` and takes its options (`--lang ru`,
//! `--format gradescope`, ...). Exits 1 until every test passes.

fn main() -> std::process::ExitCode {
    puzzlelab::cli::check_assignment(4)
}
