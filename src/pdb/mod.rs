//! `puzzlelab pdb ...`: pattern databases built ahead of time, listed, and used to solve.
//!
//! The databases live in a cache folder (`--pdb-dir`, by default `$XDG_CACHE_HOME/puzzlelab/pdb`
//! or `~/.cache/puzzlelab/pdb`). Small ones (5-5-5, 6-6-3, the 8-puzzle's) are built on first
//! use in seconds; 7-8 only by `puzzlelab pdb build 78`, never by surprise.

mod build;
mod info;
mod lookup;
mod messages;

use std::path::{Path, PathBuf};

use clap::Subcommand;
use indicatif::{ProgressBar, ProgressStyle};
use puzzlelab_rules::{Lang, Size};
use puzzlelab_solvers::pdb::file::{self, Building, Opening};
use puzzlelab_solvers::pdb::{Partition, PatternDb};
use puzzlelab_solvers::solve::Tables;

use messages::Messages;

/// The pattern-database subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Build the databases of a partition (555, 663, 78 for 4x4; 6666 for 5x5; full, 44 for 3x3).
    Build(build::Args),
    /// List the database files in the cache folder and check each one.
    Info(info::Args),
    /// Look a board up in a partition's databases: each pattern's moves, the sum, the estimate.
    Lookup(lookup::Args),
}

/// Runs one `pdb` subcommand.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Build(args) => build::run(args),
        Command::Info(args) => info::run(args),
        Command::Lookup(args) => lookup::run(args),
    }
}

/// The cache folder: `--pdb-dir` if given, else the user's cache folder.
pub fn cache_dir(given: Option<&Path>) -> anyhow::Result<PathBuf> {
    if let Some(dir) = given {
        return Ok(dir.to_path_buf());
    }
    Ok(puzzlelab_solvers::pdb::file::cache_dir().ok_or_else(messages::no_cache_folder)?)
}

/// The board size a partition's name belongs to (`663` → 4x4).
pub fn size_of(name: &str) -> Option<Size> {
    let name = name.trim_start_matches("pdb:");
    (2..=8)
        .filter_map(|side| Size::square(side).ok())
        .find(|&size| Partition::names(size).contains(&name))
}

/// A progress bar over one database build, on stderr.
fn build_bar(label: String) -> ProgressBar {
    let bar = ProgressBar::new(1);
    bar.set_style(
        ProgressStyle::with_template(
            "{prefix} [{bar:30}] {percent:>3}% {msg} (elapsed {elapsed}, about {eta} left)",
        )
        .expect("a valid template")
        .progress_chars("=> "),
    );
    bar.set_prefix(label);
    bar
}

/// The pattern databases' tables from `dir`, read or built as `building` allows, every
/// refusal and build told on stderr in the language `voice` gives (`None`: only refusals).
pub fn tables(dir: PathBuf, building: Building, voice: Option<Lang>) -> Tables {
    Tables::new(dir, building, Box::new(teller(voice)))
}

/// The databases of `partition` from `dir`, read or built ([`file::load_or_build`]): a big
/// partition (7-8) only when `building` allows it, a build over its memory limit refused
/// before it allocates (exit 3); told as [`tables`] tells.
pub fn open_databases(
    partition: &Partition,
    dir: &Path,
    building: Building,
    voice: Option<Lang>,
) -> anyhow::Result<Vec<PatternDb>> {
    Ok(file::load_or_build(
        partition,
        dir,
        building,
        &mut teller(voice),
    )?)
}

/// What a load or build says on stderr: a refused file always (as a warning), a build's
/// progress bar and its result in the language `voice` gives.
fn teller(voice: Option<Lang>) -> impl FnMut(Opening) + Send {
    let mut bar = None;
    move |opening| match opening {
        Opening::Refused(e) => {
            // told even with no voice: in English then
            let text = Messages::new(voice.unwrap_or_default());
            crate::exit::warn(text.building_again(e));
        }
        Opening::Building(pattern) => {
            if let Some(lang) = voice {
                bar = Some(build_bar(Messages::new(lang).pattern(pattern.tiles())));
            }
        }
        Opening::Progress(p) => {
            if let Some(bar) = &bar {
                bar.set_length(p.entries);
                bar.set_position(p.filled);
                bar.set_message(format!("depth {}", p.depth));
            }
        }
        Opening::Built { .. } => {
            // the command line's tables have a folder: every build it makes is saved
            if let Some(bar) = bar.take() {
                bar.finish_and_clear();
            }
        }
        Opening::Saved {
            pattern,
            path,
            entries,
            seconds,
        } => {
            if let Some(bar) = bar.take() {
                bar.finish_and_clear();
            }
            let Some(lang) = voice else { return };
            noteln!(
                "{}",
                Messages::new(lang).built(pattern.tiles(), entries, seconds, path)
            );
        }
    }
}
