//! `puzzlelab bench ...`: measurements with peers in the same run.

mod solvers;

use clap::Subcommand;

/// The benchmark subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Optimal 15-puzzle solvers on Korf's 100 and a seeded set, with peers side by side.
    Solvers(solvers::Args),
}

/// Runs one `bench` subcommand.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Solvers(args) => solvers::run(args),
    }
}
