//! `puzzlelab`: the command line of the project. Glue only: every rule, search and picture lives
//! in the crates under `crates/`; this binary reads arguments, calls them and prints.

mod bachet;
mod bench;
mod exit;
mod fifteen;
mod sat;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Teaching algorithms through the 15-puzzle and Bachet's game.
#[derive(Parser)]
#[command(name = "puzzlelab", version, about, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// The 15-puzzle (and every other size): play, show, shuffle, solve.
    #[command(subcommand)]
    Fifteen(fifteen::Command),
    /// Bachet's game: play the lesson's two variants, print the classes, solve a pile.
    #[command(subcommand)]
    Bachet(bachet::Command),
    /// Solving with SAT: the worksheet's encoding, a compact one, DIMACS files, proofs.
    #[command(subcommand)]
    Sat(sat::Command),
    /// Measurements: search speed in nodes per CPU second, the SAT encodings.
    #[command(subcommand)]
    Bench(bench::Command),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Fifteen(cmd) => fifteen::run(cmd),
        Command::Bachet(cmd) => bachet::run(cmd),
        Command::Sat(cmd) => sat::run(cmd),
        Command::Bench(cmd) => bench::run(cmd),
    };
    exit::report(result)
}
