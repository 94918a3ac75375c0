//! `puzzlelab`: the command line of the project. Glue only: every rule, search and picture lives
//! in the crates under `crates/`; this binary reads arguments, calls them and prints.

#[macro_use]
mod out;

mod bachet;
mod bachet_render;
mod batch;
mod bench;
mod board_arg;
mod check;
mod docs;
mod exit;
mod fifteen;
mod figures;
mod limits;
mod pdb;
mod progress;
mod render;
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
    /// Pattern databases: build them and list them (solve with `fifteen solve --heuristic pdb:NAME`).
    #[command(subcommand)]
    Pdb(pdb::Command),
    /// Bachet's game: play the lesson's two variants, print the classes, solve a pile.
    #[command(subcommand)]
    Bachet(bachet::Command),
    /// Solving with SAT: the worksheet's encoding, a compact one, DIMACS files, proofs.
    #[command(subcommand)]
    Sat(sat::Command),
    /// Measurements: search speed, the SAT encodings, GIF encoding against plotters.
    #[command(subcommand)]
    Bench(bench::Command),
    /// Figures and animations: boards, playbacks, strips, search trees, charts.
    #[command(subcommand)]
    Render(render::Command),
    /// Render every lecture figure into output/ (the main job), with output/index.md.
    Figures(figures::Args),
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
        Command::Sat(cmd) => sat::run(cmd),
        Command::Pdb(cmd) => pdb::run(cmd),
        Command::Bench(cmd) => bench::run(cmd),
        Command::Render(cmd) => render::run(cmd),
        Command::Figures(args) => figures::run(args),
        Command::Check(cmd) => check::run(cmd),
        Command::Docs(cmd) => docs::run(cmd, <Cli as clap::CommandFactory>::command()),
    };
    exit::report(result)
}
