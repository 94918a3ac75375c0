//! `puzzlelab fifteen ...`: the sliding puzzle's commands.

mod play;
mod show;
mod shuffle;
mod start;
mod terminal;

use clap::Subcommand;

/// The sliding puzzle's subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Draw a board and say whether it can be solved, and why.
    Show(show::Args),
    /// Play the game: in a terminal with the keys, or one command a line from a pipe.
    Play(play::Args),
    /// Print a shuffled start position (one line of numbers by default).
    Shuffle(shuffle::Args),
}

/// Runs one `fifteen` subcommand.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Show(args) => show::run(args),
        Command::Play(args) => play::run(args),
        Command::Shuffle(args) => shuffle::run(args),
    }
}
