//! `puzzlelab bench ...`: measurements, reported in CPU time so that a loaded machine still
//! gives comparable figures.

mod search;

use clap::Subcommand;

/// The bench subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Nodes per CPU second of the fast sliding-puzzle IDA*, on seeded instances.
    Search(search::Args),
}

/// Runs one `bench` subcommand.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Search(args) => search::run(args),
    }
}
