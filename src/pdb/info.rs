//! `puzzlelab pdb info`: what the cache folder holds, each file checked.

use std::path::PathBuf;

use puzzlelab_rules::{Goal, Size};
use puzzlelab_solvers::pdb::{file, Partition};

/// Arguments of `pdb info`.
#[derive(clap::Args)]
pub struct Args {
    /// The pattern databases' cache folder (default: the user's cache folder, puzzlelab/pdb).
    #[arg(long, value_name = "DIR")]
    pdb_dir: Option<PathBuf>,
    /// The goal whose partitions are listed: standard, blank-first, spiral.
    #[arg(long, default_value = "standard")]
    goal: Goal,
}

/// Lists each known partition and whether its databases are present and sound.
pub fn run(args: Args) -> anyhow::Result<()> {
    let dir = super::cache_dir(args.pdb_dir.as_deref());
    outln!("cache folder: {}", dir.display())?;
    for side in 3..=5 {
        let size = Size::square(side)?;
        let goal = args.goal.board(size);
        for name in Partition::names(size) {
            let partition = Partition::named(name, &goal)?;
            for pattern in partition.patterns() {
                let path = dir.join(file::file_name(pattern));
                let state = if !path.exists() {
                    "not built".to_string()
                } else {
                    match file::read(pattern, &path) {
                        Ok(db) => format!("ok, {} entries, max {}", db.bytes(), db.max_value()),
                        Err(e) => format!("REFUSED: {e}"),
                    }
                };
                outln!("{size} {name:>4} {:?}: {state}", pattern.tiles())?;
            }
        }
    }
    Ok(())
}
