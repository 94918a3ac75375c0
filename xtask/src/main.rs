//! `cargo xtask`: the workspace's developer tools, kept out of the `puzzlelab` binary that users
//! install. `docs` builds the docs site; `bench` measures our solvers and renderer against their
//! peers in the same run; `fuzz` fuzzes the server's readers with libFuzzer; `student-kit`
//! writes the repository as students get it.

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
    /// Fuzz the server's request heads and queries with libFuzzer for a fixed time each
    /// (needs `cargo install cargo-fuzz`).
    Fuzz {
        /// Seconds each target runs.
        #[arg(long, default_value_t = 60)]
        seconds: u64,
    },
    /// Write the repository as students get it, without the answer keys and the hidden cases.
    StudentKit {
        /// The folder it goes into (missing or empty).
        #[arg(long, value_name = "PATH")]
        out: std::path::PathBuf,
    },
}

/// Fuzzes each target and says what it ran.
fn fuzz(seconds: u64) -> anyhow::Result<()> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    for run in xtask::fuzz::run(&root, seconds)? {
        println!(
            "{}: {} s, {} inputs, {} reaching new code, no crash",
            run.target, run.seconds, run.runs, run.new_units
        );
    }
    Ok(())
}

/// Writes the student kit and says what it holds.
fn student_kit(out: &std::path::Path) -> anyhow::Result<()> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let kit = xtask::student_kit::write(&root, out)?;
    println!(
        "wrote the student edition into {}: {} files, {} withheld ({}), {} notebook cells of worked answers left out",
        kit.out.display(),
        kit.files,
        kit.withheld,
        xtask::student_kit::WITHHELD.join(", "),
        kit.answers
    );
    Ok(())
}

fn main() -> std::process::ExitCode {
    let result = match Xtask::parse().command {
        Command::Docs => site::build(),
        Command::Bench(cmd) => bench::run(cmd),
        Command::Fuzz { seconds } => fuzz(seconds),
        Command::StudentKit { out } => student_kit(&out),
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
