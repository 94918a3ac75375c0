//! `puzzlelab bench ...`: measurements against a peer, in one run.

mod render;

use clap::Subcommand;

/// The benchmarks.
#[derive(Subcommand)]
pub enum Command {
    /// The playback GIF: our fixed-palette, changed-rectangle encoder against plotters' own GIF
    /// backend, on the same frames.
    Render(render::Args),
}

/// Runs one benchmark.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Render(args) => render::run(args),
    }
}
