//! `puzzlelab bench ...`: measurements, reported in CPU time so that a loaded machine still
//! gives comparable figures.

mod search;
mod solvers;

use clap::Subcommand;

/// The bench subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Nodes per CPU second of the fast sliding-puzzle IDA*, on seeded instances.
    Search(search::Args),
    /// Optimal 15-puzzle solvers on Korf's 100 and a seeded set, with peers side by side.
    Solvers(solvers::Args),
}

/// Runs one `bench` subcommand.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Search(args) => search::run(args),
        Command::Solvers(args) => solvers::run(args),
    }
}
