//! `puzzlelab`: the command line of the project. Glue only: every rule, search and picture lives
//! in the crates under `crates/`; this binary reads arguments, calls them and prints.

mod bachet;
mod bench;
mod check;
mod docs;
mod exit;
mod fifteen;

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
    /// Measurements: search speed in nodes per CPU second.
    #[command(subcommand)]
    Bench(bench::Command),
    /// Check a student's work: a move string, the heuristic of assignment 2.
    #[command(subcommand)]
    Check(check::Command),
    /// The docs site: write the program's output that its pages include.
    #[command(subcommand)]
    Docs(docs::Command),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Fifteen(cmd) => fifteen::run(cmd),
        Command::Bachet(cmd) => bachet::run(cmd),
        Command::Bench(cmd) => bench::run(cmd),
        Command::Check(cmd) => check::run(cmd),
        Command::Docs(cmd) => docs::run(cmd, <Cli as clap::CommandFactory>::command()),
    };
    exit::report(result)
}
