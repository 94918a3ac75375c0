//! `puzzlelab pdb ...`: pattern databases built ahead of time, listed, and used to solve.
//!
//! The databases live in a cache folder (`--pdb-dir`, by default `$XDG_CACHE_HOME/puzzlelab/pdb`
//! or `~/.cache/puzzlelab/pdb`). Small ones (5-5-5, 6-6-3, the 8-puzzle's) are built on first
//! use in seconds; 7-8 only by `puzzlelab pdb build 78`, never by surprise.

mod build;
mod info;
mod lookup;

use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::Subcommand;
use indicatif::{ProgressBar, ProgressStyle};
use puzzlelab_rules::{Board, Lang, Size};
use puzzlelab_solvers::pdb::{
    file, BuildProgress, Partition, Pattern, PatternDb, PdbError, PdbHeuristic,
};
use puzzlelab_solvers::search::{Bytes, Limit};

use crate::exit::{Exit, BAD_INPUT, LIMIT};

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
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            let home = std::env::var_os("HOME").filter(|v| !v.is_empty())?;
            Some(PathBuf::from(home).join(".cache"))
        })
        .ok_or_else(|| {
            let message = "neither XDG_CACHE_HOME nor HOME is set, so there is no cache folder: give --pdb-dir DIR";
            Exit::new(BAD_INPUT, message)
        })?;
    Ok(base.join("puzzlelab").join("pdb"))
}

/// The board size a partition's name belongs to (`663` → 4x4).
pub fn size_of(name: &str) -> Option<Size> {
    let name = name.trim_start_matches("pdb:");
    (2..=8)
        .filter_map(|side| Size::square(side).ok())
        .find(|&size| Partition::names(size).contains(&name))
}

/// Whether building a partition takes long enough that the user must ask for it: more than
/// ten million entries in one of its patterns (7-8, 6-6-6-6), where 6-6-3 has under six.
fn is_big(partition: &Partition) -> bool {
    partition
        .patterns()
        .iter()
        .any(|p| p.entries() > 10_000_000)
}

/// A progress bar over one database build, on stderr.
fn build_bar(label: String) -> (ProgressBar, impl FnMut(BuildProgress)) {
    let bar = ProgressBar::new(1);
    bar.set_style(
        ProgressStyle::with_template(
            "{prefix} [{bar:30}] {percent:>3}% {msg} (elapsed {elapsed}, about {eta} left)",
        )
        .expect("a valid template")
        .progress_chars("=> "),
    );
    bar.set_prefix(label);
    let handle = bar.clone();
    let callback = move |p: BuildProgress| {
        handle.set_length(p.entries);
        handle.set_position(p.filled);
        handle.set_message(format!("depth {}", p.depth));
    };
    (bar, callback)
}

/// The databases of `partition` from `dir`: read, or built and saved when missing or refused.
/// A big partition (7-8) is never built here unless `allow_big`: the error says how to. A
/// build whose bytes would pass `max_memory` is refused before it allocates (exit 3). A
/// build is reported on stderr in the language `voice` gives (`None`: nothing is said).
pub fn open_databases(
    partition: &Partition,
    dir: &Path,
    allow_big: bool,
    max_memory: Option<u64>,
    voice: Option<Lang>,
) -> anyhow::Result<Vec<PatternDb>> {
    if let Some(max) = max_memory {
        // every missing database is measured before the first one is built
        let mut missing = partition
            .patterns()
            .iter()
            .filter(|p| !dir.join(file::file_name(p)).exists());
        missing.try_for_each(|p| fits(p, max))?;
    }
    let mut dbs = Vec::new();
    for pattern in partition.patterns() {
        match file::load(pattern, dir) {
            Ok(db) => {
                dbs.push(db);
                continue;
            }
            Err(PdbError::Io { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => match voice {
                Some(Lang::Ru) => noteln!("puzzlelab: {e}; строю её заново"),
                _ => noteln!("puzzlelab: {e}; building it again"),
            },
        }
        if is_big(partition) && !allow_big {
            return Err(Exit::new(
                BAD_INPUT,
                format!(
                    "the {} databases are not built yet in {} (a long build: run `puzzlelab pdb build {}` first)",
                    partition.name(),
                    dir.display(),
                    partition.name()
                ),
            )
            .into());
        }
        if let Some(max) = max_memory {
            fits(pattern, max)?;
        }
        let lang = voice.unwrap_or(Lang::En);
        let label = format!("{} {:?}", lang.pick("pattern", "шаблон"), pattern.tiles());
        let start = Instant::now();
        let db = if voice.is_none() {
            puzzlelab_solvers::pdb::build::build(pattern, &mut |_| {})
        } else {
            let (bar, mut callback) = build_bar(label.clone());
            let db = puzzlelab_solvers::pdb::build::build(pattern, &mut callback);
            bar.finish_and_clear();
            db
        };
        let path = dir.join(file::file_name(pattern));
        file::write(&db, &path)?;
        if let Some(lang) = voice {
            let (entries, seconds, path) =
                (db.bytes(), start.elapsed().as_secs_f64(), path.display());
            match lang {
                Lang::En => {
                    noteln!("built {label}: {entries} entries, {seconds:.1} s, saved to {path}")
                }
                Lang::Ru => {
                    let word = puzzlelab_rules::lang::ru_plural(
                        entries as u64,
                        "запись",
                        "записи",
                        "записей",
                    );
                    let (entries, seconds) = (lang.int(entries as u64), lang.decimal(seconds, 1));
                    noteln!("построен {label}: {entries} {word}, {seconds} с, сохранён в {path}")
                }
            }
        }
        dbs.push(db);
    }
    Ok(dbs)
}

/// Whether the build of `pattern` fits in `max_memory` bytes ([`build::build_bytes`]);
/// exit 3 naming the limit and the build's size when it does not.
fn fits(pattern: &Pattern, max_memory: u64) -> anyhow::Result<()> {
    let bytes = puzzlelab_solvers::pdb::build::build_bytes(pattern);
    if bytes <= max_memory {
        return Ok(());
    }
    let message = format!(
        "{}: building the database of the tiles {:?} takes {} (raise --max-memory)",
        Limit::Memory(max_memory),
        pattern.tiles(),
        Bytes(bytes)
    );
    Err(Exit::new(LIMIT, message).into())
}

/// The heuristic of the partition `name` toward `goal`, its databases opened from `dir`.
pub fn open_heuristic(
    name: &str,
    goal: &Board,
    dir: &Path,
    allow_big: bool,
    voice: Option<Lang>,
) -> anyhow::Result<PdbHeuristic> {
    let partition = Partition::named(name, goal)?;
    let dbs = open_databases(&partition, dir, allow_big, None, voice)?;
    Ok(PdbHeuristic::new(dbs)?)
}

/// A partition named on the command line as a heuristic: `pdb:555`, `pdb:663`, `pdb:78`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdbName(&'static str);

impl PdbName {
    /// The partition's name (`663`).
    pub fn partition(self) -> &'static str {
        self.0
    }

    /// The name from `pdb:NAME`, if it is one.
    pub fn parse(text: &str) -> Option<PdbName> {
        let name = text.trim().strip_prefix("pdb:")?;
        ["555", "663", "78", "6666", "full", "44"]
            .into_iter()
            .find(|&n| n == name)
            .map(PdbName)
    }
}

impl std::fmt::Display for PdbName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "pdb:{}", self.0)
    }
}

/// The best 4x4 partition whose database files for `goal` are all in `dir` (7-8, then 6-6-3,
/// then 5-5-5), found without reading them; `None` when none is built or the board is not 4x4.
pub fn best_built(goal: &Board, dir: &Path) -> Option<PdbName> {
    if goal.size() != Size::FIFTEEN {
        return None;
    }
    let built = |name: &str| {
        Partition::named(name, goal).is_ok_and(|p| {
            p.patterns()
                .iter()
                .all(|pattern| dir.join(file::file_name(pattern)).is_file())
        })
    };
    ["78", "663", "555"]
        .into_iter()
        .find(|&name| built(name))
        .map(PdbName)
}
