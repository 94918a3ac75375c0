//! `puzzlelab bachet ...`: Bachet's game, the lesson's two variants, its classes and its solver.

mod messages;
mod play;
mod solve;
mod table;
pub(crate) mod trace;
mod tree;

use clap::{Args, Subcommand};
use puzzlelab_rules::bachet::BachetRules;

/// Bachet's game's subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Play one of the lesson's two variants against the computer.
    Play(play::Args),
    /// Print the classes of the piles and the class-transition table.
    Table(table::Args),
    /// Say whether a pile is won or lost for the player to move, and the winning takes.
    Solve(solve::Args),
    /// Build a game tree (full, strategy) or the folded graph: print its sizes, or JSON.
    Tree(tree::Args),
    /// Record a game solver for the lab's player: moves listed, values settled, winning moves
    /// chosen (JSON, puzzlelab-trace/1).
    Trace(trace::Args),
}

/// Runs one `bachet` subcommand.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Play(args) => play::run(args),
        Command::Table(args) => table::run(args),
        Command::Solve(args) => solve::run(args),
        Command::Tree(args) => tree::run(args),
        Command::Trace(args) => trace::run(args),
    }
}

/// The rules options every subcommand shares.
#[derive(Args, Clone, Copy, Debug)]
pub struct RulesArgs {
    /// The most objects one move may take.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub max_take: u64,
    /// Whoever takes the last object loses (the lesson's game; the default).
    #[arg(long, conflicts_with = "normal")]
    pub misere: bool,
    /// Normal play: whoever takes the last object wins.
    #[arg(long)]
    pub normal: bool,
}

impl RulesArgs {
    /// The rules these options choose.
    pub fn rules(&self) -> BachetRules {
        BachetRules {
            max_take: self.max_take,
            misere: !self.normal,
        }
    }
}
