//! Heuristics made ready to search with: a classic one as it is, pattern databases loaded (or
//! built) once per process and shared by every board and thread that asks for them.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use puzzlelab_rules::{Board, Size};

use super::choice::{HeuristicChoice, PdbName};
use crate::heuristics::Heuristic;
use crate::pdb::file::{self, Building, Opening};
use crate::pdb::{Partition, PdbError, PdbHeuristic};
use crate::sliding::Incremental;

/// A heuristic ready to search with.
#[derive(Clone)]
pub enum Ready {
    /// A classic heuristic.
    Classic(Heuristic),
    /// Pattern databases, loaded.
    Pdb(PdbName, Arc<PdbHeuristic>),
}

impl fmt::Display for Ready {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ready::Classic(h) => write!(f, "{h}"),
            Ready::Pdb(name, _) => write!(f, "{name}"),
        }
    }
}

impl Ready {
    /// The estimate of `board` toward `goal` (pattern databases: toward the goal they were
    /// built for).
    pub fn estimate(&self, board: &Board, goal: &Board) -> usize {
        match self {
            Ready::Classic(h) => h.estimate(board, goal),
            Ready::Pdb(_, pdb) => pdb.estimate(board) as usize,
        }
    }
}

/// What a build of pattern databases is told to: `Opening`'s events.
type Told = Box<dyn FnMut(Opening) + Send>;

/// The pattern databases a process has loaded: each partition and goal read (or built) once,
/// then shared.
pub struct Tables {
    /// The folder the databases are read from and built into; none: built in memory only.
    dir: Option<PathBuf>,
    building: Building,
    told: Told,
    loaded: Vec<(PdbName, Board, Arc<PdbHeuristic>)>,
}

impl Tables {
    /// No tables yet; they will be read from `dir`, and the small ones built there when
    /// missing or refused (as `building` allows), every refusal and build told to `told`.
    pub fn new(dir: PathBuf, building: Building, told: Told) -> Tables {
        Tables {
            dir: Some(dir),
            building,
            told,
            loaded: Vec::new(),
        }
    }

    /// Tables with no folder, for a host without files (the web page's engine): each partition
    /// asked for is built in memory ([`file::build_in_memory`]) the first time, then shared;
    /// `best-built` is linear conflict, there being nothing built before.
    pub fn in_memory(building: Building, told: Told) -> Tables {
        Tables {
            dir: None,
            building,
            told,
            loaded: Vec::new(),
        }
    }

    /// Tables for classic heuristics only: any pattern database asked for is an error.
    pub fn classic() -> Tables {
        Tables::new(PathBuf::new(), Building::default(), Box::new(|_| {}))
    }

    /// The heuristic `choice`, ready for `goal`: pattern databases loaded on first use.
    pub fn ready(&mut self, choice: HeuristicChoice, goal: &Board) -> Result<Ready, PdbError> {
        let name = match choice {
            HeuristicChoice::Classic(h) => return Ok(Ready::Classic(h)),
            HeuristicChoice::Pdb(name) => name,
            HeuristicChoice::BestBuilt => {
                match self.dir.as_deref().and_then(|d| best_built(goal, d)) {
                    Some(name) => name,
                    None => return Ok(Ready::Classic(Heuristic::LinearConflict)),
                }
            }
        };
        let known = self.loaded.iter().find(|(n, g, _)| *n == name && g == goal);
        if let Some((_, _, pdb)) = known {
            return Ok(Ready::Pdb(name, Arc::clone(pdb)));
        }
        let pdb = Arc::new(self.open(name.partition(), goal)?);
        self.loaded.push((name, goal.clone(), Arc::clone(&pdb)));
        Ok(Ready::Pdb(name, pdb))
    }

    /// The heuristic of the partition `name` toward `goal`, its databases loaded or built
    /// ([`file::load_or_build`]), not kept.
    pub fn open(&mut self, name: &str, goal: &Board) -> Result<PdbHeuristic, PdbError> {
        let partition = Partition::named(name, goal)?;
        let told = &mut *self.told;
        let dbs = match &self.dir {
            Some(dir) => file::load_or_build(&partition, dir, self.building, told)?,
            None => file::build_in_memory(&partition, self.building, told)?,
        };
        PdbHeuristic::new(dbs)
    }
}

/// The best 4x4 partition whose database files for `goal` are all in `dir` (7-8, then 6-6-3,
/// then 5-5-5), found without reading them; `None` when none is built or the board is not 4x4.
pub(crate) fn best_built(goal: &Board, dir: &Path) -> Option<PdbName> {
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
        .and_then(PdbName::known)
}
