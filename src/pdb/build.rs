//! `puzzlelab pdb build NAME`: build a partition's databases ahead of time.

use std::path::PathBuf;
use std::time::Instant;

use puzzlelab_rules::Goal;
use puzzlelab_solvers::pdb::file::{self, Building};
use puzzlelab_solvers::pdb::Partition;

use super::messages::{self, Messages};
use crate::limits::parse_bytes;

/// Arguments of `pdb build`.
#[derive(clap::Args)]
pub struct Args {
    /// The partition: 555, 663 or 78 (4x4), 6666 (5x5), full or 44 (3x3).
    name: String,
    /// The goal: standard, blank-first (Korf's), spiral, or a board's numbers.
    #[arg(long, default_value = "standard")]
    goal: Goal,
    /// The pattern databases' cache folder (default: the user's cache folder, puzzlelab/pdb).
    #[arg(long, value_name = "DIR")]
    pdb_dir: Option<PathBuf>,
    /// Build again even if sound files are there.
    #[arg(long)]
    force: bool,
    /// The language of the report: en or ru.
    #[arg(long, default_value = "en")]
    lang: puzzlelab_rules::Lang,
    /// Stop before the search's tables pass this size (200MB, 2GB, 512KB).
    #[arg(long, value_name = "SIZE", value_parser = parse_bytes, default_value = puzzlelab_solvers::solve::MAX_MEMORY.default)]
    max_memory: u64,
}

/// Builds (or checks) every database of the partition; a build that would pass
/// `--max-memory` is refused before it allocates (exit 3).
pub fn run(args: Args) -> anyhow::Result<()> {
    let size = super::size_of(&args.name).ok_or_else(|| messages::no_partition(&args.name))?;
    let goal = args.goal.board(size);
    let partition = Partition::named(&args.name, &goal)?;
    let dir = super::cache_dir(args.pdb_dir.as_deref())?;
    if args.force {
        for pattern in partition.patterns() {
            let path = dir.join(file::file_name(pattern));
            if path.exists() {
                std::fs::remove_file(&path)
                    .map_err(|e| crate::messages::cannot_remove(&path).because(e))?;
            }
        }
    }
    let start = Instant::now();
    let building = Building {
        allow_big: true,
        max_memory: Some(args.max_memory),
    };
    let dbs = super::open_databases(&partition, &dir, building, Some(args.lang))?;
    let text = Messages::new(args.lang);
    for db in &dbs {
        let path = dir.join(file::file_name(db.pattern()));
        let (tiles, entries, most) = (db.pattern().tiles(), db.bytes(), db.max_value());
        outln!("{}", text.database_ready(tiles, entries, most, &path))?;
    }
    let seconds = start.elapsed().as_secs_f64();
    outln!(
        "{}",
        text.partition_ready(partition.name(), size, &goal, seconds)
    )?;
    Ok(())
}
