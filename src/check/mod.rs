//! `puzzlelab check ...`: a student's work checked, with output the student can act on.
//!
//! Exit codes: 0 all good, 1 the answer is wrong (illegal, not solving, not optimal, a failed
//! self-check), 2 bad input, 3 a node limit reached before the optimum was known.

mod assignment;
mod messages;
mod moves;

use clap::Subcommand;

/// The checking subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Whether a move string is legal on a board, solves it, and is optimal.
    Moves(moves::Args),
    /// Grades an assignment on your files in crates/assignments/src/starter/: points per
    /// test, a hint with each failure (`cargo run --example assignment_N` runs this too).
    Assignment(assignment::Args),
}

/// Runs one `check` subcommand.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Moves(args) => moves::run(args),
        Command::Assignment(args) => assignment::run(args),
    }
}
