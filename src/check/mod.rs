//! `puzzlelab check ...`: a student's work checked, with output the student can act on.
//!
//! Exit codes: 0 all good, 1 the answer is wrong (illegal, not solving, not optimal, a failed
//! self-check), 2 bad input, 3 a node limit reached before the optimum was known.

mod heuristic;
mod moves;

use clap::Subcommand;

/// The checking subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Whether a move string is legal on a board, solves it, and is optimal.
    Moves(moves::Args),
    /// Runs the heuristic of assignment 2 (crates/assignments/src/starter/heuristic.rs) over a
    /// sample and reports overestimates and node counts against Manhattan.
    Heuristic(heuristic::Args),
}

/// Runs one `check` subcommand.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Moves(args) => moves::run(args),
        Command::Heuristic(args) => heuristic::run(args),
    }
}
