//! `puzzlelab fifteen ...`: the sliding puzzle's commands.

mod bfs_layers;
mod compare;
pub(crate) mod messages;
mod play;
mod report;
mod show;
mod shuffle;
mod solve;
pub(crate) mod start;
mod terminal;
pub(crate) mod trace;

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
    /// Solve boards by BFS, iterative deepening, A*, IDA* or SAT, with any heuristic (pattern
    /// databases included), one board or a batch, with statistics.
    Solve(solve::Args),
    /// Every algorithm and heuristic on one board: the statistics side by side.
    Compare(compare::Args),
    /// The number of positions at each distance from the goal, by a BFS of the whole space.
    BfsLayers(bfs_layers::Args),
    /// Record a search for the lab's player: every event with its pseudo-code line, the
    /// frontier every K events, the counters of `fifteen solve` (JSON, puzzlelab-trace/1).
    Trace(trace::Args),
}

/// Runs one `fifteen` subcommand.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Show(args) => show::run(args),
        Command::Play(args) => play::run(args),
        Command::Shuffle(args) => shuffle::run(args),
        Command::Solve(args) => solve::run(args),
        Command::Compare(args) => compare::run(args),
        Command::BfsLayers(args) => bfs_layers::run(args),
        Command::Trace(args) => trace::run(args),
    }
}
