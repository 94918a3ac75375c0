//! `cargo xtask bench ...`: measurements, reported in CPU time so that a loaded machine still
//! gives comparable figures.

mod certify;
mod render;
mod sat;
mod search;
mod solvers;

use clap::Subcommand;

/// The bench subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Nodes per CPU second of the fast sliding-puzzle IDA*, on seeded instances.
    Search(search::Args),
    /// The playback GIF: our fixed-palette, changed-rectangle encoder against plotters' own GIF
    /// backend, on the same frames.
    Render(render::Args),
    /// The SAT encodings on seeded boards: formula sizes, time to find, time to prove optimal.
    Sat(sat::Args),
    /// Certificates of optimality: solve and write, check with ours and with rate, proof sizes.
    Certify(certify::Args),
    /// Optimal 15-puzzle solvers on Korf's 100 and a seeded set, with peers side by side.
    Solvers(solvers::Args),
}

/// Runs one `bench` subcommand.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Search(args) => search::run(args),
        Command::Render(args) => render::run(args),
        Command::Sat(args) => sat::run(args),
        Command::Certify(args) => certify::run(args),
        Command::Solvers(args) => solvers::run(args),
    }
}
