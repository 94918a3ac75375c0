//! `puzzlelab bench ...`: measurements of the solvers, as tables.

mod sat;

/// The benchmarks.
#[derive(clap::Subcommand)]
pub enum Command {
    /// The SAT encodings on seeded boards: formula sizes, time to find, time to prove optimal.
    Sat(sat::Args),
}

/// Runs one benchmark.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Sat(args) => sat::run(args),
    }
}
