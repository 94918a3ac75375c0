//! `puzzlelab pdb info`: what the cache folder holds, each file checked.

use std::path::PathBuf;

use puzzlelab_rules::{Goal, Lang, Size};
use puzzlelab_solvers::pdb::{file, Partition};

use super::messages::Messages;

/// Arguments of `pdb info`.
#[derive(clap::Args)]
pub struct Args {
    /// The pattern databases' cache folder (default: the user's cache folder, puzzlelab/pdb).
    #[arg(long, value_name = "DIR")]
    pdb_dir: Option<PathBuf>,
    /// The goal whose partitions are listed: standard, blank-first, spiral.
    #[arg(long, default_value = "standard")]
    goal: Goal,
    /// The language of the list: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
}

/// Lists each known partition and whether its databases are present and sound.
pub fn run(args: Args) -> anyhow::Result<()> {
    let dir = super::cache_dir(args.pdb_dir.as_deref())?;
    let text = Messages::new(args.lang);
    outln!("{}", text.cache_folder(&dir))?;
    for side in 3..=5 {
        let size = Size::square(side)?;
        let goal = args.goal.board(size);
        for name in Partition::names(size) {
            let partition = Partition::named(name, &goal)?;
            for pattern in partition.patterns() {
                let path = dir.join(file::file_name(pattern));
                let state = if !path.exists() {
                    text.not_built()
                } else {
                    match file::check(pattern, &path) {
                        Ok(db) => text.sound(db.bytes(), db.max_value()),
                        Err(e) => text.refused(&e),
                    }
                };
                outln!("{size} {name:>4} {:?}: {state}", pattern.tiles())?;
            }
        }
    }
    Ok(())
}
