//! `puzzlelab`: the command line of the project. Glue only: every rule, search and picture lives
//! in the crates under `crates/`; this binary reads arguments, calls them and prints.

mod bachet;
mod bench;
mod exit;
mod fifteen;
mod pdb;

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
    /// Pattern databases: build them, list them, solve with them.
    #[command(subcommand)]
    Pdb(pdb::Command),
    /// Bachet's game: play the lesson's two variants, print the classes, solve a pile.
    #[command(subcommand)]
    Bachet(bachet::Command),
    /// Measurements: search speed in nodes per CPU second.
    #[command(subcommand)]
    Bench(bench::Command),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Fifteen(cmd) => fifteen::run(cmd),
        Command::Bachet(cmd) => bachet::run(cmd),
        Command::Pdb(cmd) => pdb::run(cmd),
        Command::Bench(cmd) => bench::run(cmd),
    };
    exit::report(result)
}
