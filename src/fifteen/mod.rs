//! `puzzlelab fifteen ...`: the sliding puzzle's commands.

mod show;

use clap::Subcommand;

/// The sliding puzzle's subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Draw a board and say whether it can be solved, and why.
    Show(show::Args),
}

/// Runs one `fifteen` subcommand.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Show(args) => show::run(args),
    }
}
