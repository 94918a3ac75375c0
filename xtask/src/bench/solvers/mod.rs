//! `cargo xtask bench solvers`: optimal solvers on Korf's 100 random instances (Korf 1985, the
//! list and optimal lengths in `crates/solvers/src/pdb/korf100.txt`), on a seeded set of our
//! own, and on an 80-move position, with the peers measured in the same run:
//!
//! - `slidy` 0.4.1 (its 4-4-4-3 pattern databases; 0.5 to 0.7 do not build on stable Rust),
//!   compiled in with `--features peers`;
//! - `pathfinding`'s `idastar` with Manhattan distance, each instance cut at `--cap` seconds.
//!
//! Every length is checked: against the published optimum on Korf's set, against the first
//! solver's on the others. Times are the thread's CPU time ([`thread_cpu_time`](crate::clock::thread_cpu_time)), one thread,
//! databases already built (with `--threads`, the process's CPU time, and the wall time beside
//! it). Memory is each solver's own: its tables (ours: the bytes of the database files, which
//! are mapped rather than read; a peer's: the growth of the process's resident memory while it
//! was set up) and its search (how far the process's own memory, mapped files aside, grew while
//! it solved the set).
//!
//! The files: `instances.rs` the sets, `entrants.rs` our solvers (the fast IDA*'s options) and
//! the peers' set-up, `peers.rs` how each peer is called, `race.rs` the timed runs,
//! `report.rs` the table and the JSON.

use std::path::PathBuf;

use puzzlelab_rules::{Board, Size};

mod entrants;
mod instances;
mod peers;
mod race;
mod report;

pub use report::{Record, Summary};

/// Arguments of `bench solvers`.
#[derive(clap::Args)]
pub struct Args {
    /// Instance sets, comma-separated: korf, random (uniformly random boards toward Korf's
    /// goal), hard (the 17 positions that need 80 moves), korf24 (ten of Korf and Felner's
    /// 24-puzzles), walk5 (5x5 boards from 60-move random walks); the 5x5 sets are solved with
    /// 6-6-6-6 once `pdb build 6666 --goal blank-first` has run.
    #[arg(long, default_value = "korf,random", value_delimiter = ',')]
    sets: Vec<String>,
    /// Only the first N instances of each set.
    #[arg(long)]
    first: Option<usize>,
    /// Size of the seeded random set.
    #[arg(long, default_value_t = 25)]
    random: usize,
    /// Size of the walk5 set.
    #[arg(long, default_value_t = 5)]
    walks: usize,
    /// Seed of the random set.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Our pattern-database partitions, comma-separated (78 only if built).
    #[arg(long, default_value = "663,555", value_delimiter = ',')]
    pdb: Vec<String>,
    /// Peers, comma-separated: slidy, pathfinding, or none.
    #[arg(long, default_value = "slidy,pathfinding", value_delimiter = ',')]
    peers: Vec<String>,
    /// The peers solve only the first N instances of each set (the ratios compare the same
    /// instances).
    #[arg(long)]
    peer_first: Option<usize>,
    /// Threads per board for our solvers, comma-separated: each of our partitions runs once
    /// for each count (above 1, the parallel IDA*, timed by the process's CPU clock; the wall
    /// time is beside it).
    #[arg(long, default_value = "1", value_delimiter = ',')]
    threads: Vec<usize>,
    /// Boards side by side for our solvers on one thread, comma-separated: each of our
    /// partitions runs once for each count (above 1, a set is solved at once, that many boards
    /// at a time, timed as one and its time shared evenly among its instances).
    #[arg(long, default_value = "1", value_delimiter = ',')]
    lanes: Vec<usize>,
    /// Also run each of our partitions without the reflected lookup (node counts of both).
    #[arg(long)]
    plain_too: bool,
    /// Also run each of our partitions without the move-pruning machine (node counts of both;
    /// without it the search skips only the move straight back, as the literature's IDA* does).
    #[arg(long)]
    unpruned_too: bool,
    /// CPU-time cap per instance for pathfinding's idastar, seconds.
    #[arg(long, default_value_t = 2.0)]
    cap: f64,
    /// The cache folder of the databases.
    #[arg(long)]
    pdb_dir: Option<PathBuf>,
    /// Also write the results as JSON to this file.
    #[arg(long)]
    json: Option<PathBuf>,
}

/// Runs every solver on every set and prints the table (and the JSON).
pub fn run(args: Args) -> anyhow::Result<()> {
    let dir = puzzlelab::cache_dir(args.pdb_dir.as_deref())?;
    let sets = instances::sets(&args)?;
    // the 4x4 goals the sets use, each once: only their databases are loaded
    let mut goals: Vec<&Board> = Vec::new();
    for instance in sets.iter().flat_map(|(_, i)| i) {
        if instance.board.size() == Size::FIFTEEN && !goals.contains(&&instance.goal) {
            goals.push(&instance.goal);
        }
    }
    let entrants = entrants::line_up(&args, &goals, &dir)?;
    let summaries = race::race(&args, &sets, &entrants);
    report::print(&summaries);
    if let Some(path) = &args.json {
        report::write_json(path, summaries)?;
    }
    Ok(())
}
