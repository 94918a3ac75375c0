//! The assignment programs, `cargo run --example assignment_N`: each is `puzzlelab check
//! assignment N` with the program's own arguments after it (`--lang ru`, `--format
//! gradescope`, ...), through the command line's one dispatch, so a student and a grader run
//! one code path. The suites themselves are the assignments crate's.

use std::process::ExitCode;

/// Grades assignment `number` as `puzzlelab check assignment NUMBER ARGS...` does, `ARGS`
/// being the process's arguments; exits 1 until every test passes.
pub fn main(number: u32) -> ExitCode {
    let given = std::env::args_os().skip(1);
    let number = number.to_string();
    let args = ["puzzlelab", "check", "assignment", &number].map(Into::into);
    crate::cli::main_with(args.into_iter().chain(given))
}
