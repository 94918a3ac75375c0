//! Assignment 7: a pattern database for the 8-puzzle.
//!
//! Grades your code in `crates/assignments/src/starter/`, with points per test and a hint under
//! each failure. It is `puzzlelab check assignment 7` and takes its options (`--lang ru`,
//! `--format gradescope`, ...). Exits 1 until every test passes.

use std::process::ExitCode;

fn main() -> ExitCode {
    let given = std::env::args_os().skip(1);
    let args = ["puzzlelab", "check", "assignment", "7"].map(Into::into);
    puzzlelab::cli::main_with(args.into_iter().chain(given))
}
