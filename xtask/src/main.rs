//! `cargo xtask`: the workspace's developer tools, kept out of the `puzzlelab` binary that users
//! install. `docs` builds the docs site; `bench` measures our solvers and renderer against their
//! peers in the same run.

use xtask::{bench, site, LimitReached};

use clap::{Parser, Subcommand};

/// The workspace's developer tools.
#[derive(Parser)]
#[command(name = "cargo xtask")]
struct Xtask {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build the docs site into output/site/: the figures, the pages' generated parts, both books.
    Docs,
    /// Measurements against peers, in CPU time.
    #[command(subcommand)]
    Bench(bench::Command),
}

fn main() -> std::process::ExitCode {
    let result = match Xtask::parse().command {
        Command::Docs => site::build(),
        Command::Bench(cmd) => bench::run(cmd),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("xtask: {err:#}");
            let limit = err.downcast_ref::<LimitReached>().is_some();
            std::process::ExitCode::from(if limit { 3 } else { 1 })
        }
    }
}
