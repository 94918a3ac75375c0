//! What a search can be asked to be: the algorithms, the heuristics by name, SAT's encodings
//! and solvers. Each has its name as a command line writes it (and, with the `clap` feature,
//! derives the parser a command line reads it with).

use std::fmt;
use std::str::FromStr;

use crate::heuristics::{Heuristic, UnknownHeuristic};
use crate::sat::{backend, CompactOptions, Encoding, SatBackend, SatError};
use crate::search::Pseudocode;

/// The algorithms a search can run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum Algorithm {
    /// Breadth-first search (no heuristic): every position up to the solution's depth.
    Bfs,
    /// Iterative-deepening depth-first search (no heuristic).
    Iddfs,
    /// A* with the heuristic.
    Astar,
    /// IDA*, the fast sliding-puzzle path (any heuristic, pattern databases included; useless
    /// move strings pruned).
    Ida,
    /// IDA*, the generic algorithm on boards.
    IdaGeneric,
    /// SAT: the optimum proven by refuting every shorter horizon (--encoding, --backend).
    Sat,
}

impl Algorithm {
    /// Every algorithm, in the order a comparison lists them.
    pub const ALL: [Algorithm; 6] = [
        Algorithm::Bfs,
        Algorithm::Iddfs,
        Algorithm::Astar,
        Algorithm::IdaGeneric,
        Algorithm::Ida,
        Algorithm::Sat,
    ];

    /// Whether the algorithm uses a heuristic.
    pub fn uses_heuristic(self) -> bool {
        matches!(
            self,
            Algorithm::Astar | Algorithm::Ida | Algorithm::IdaGeneric
        )
    }

    /// The algorithm's pseudo-code, and the line of each of its events: IDA*'s for iterative
    /// deepening (IDA* with h = 0) and for SAT (its horizons are IDA*'s bounds).
    pub fn pseudocode(self) -> Pseudocode {
        match self {
            Algorithm::Bfs => crate::search::BFS,
            Algorithm::Astar => crate::search::ASTAR,
            Algorithm::Ida | Algorithm::IdaGeneric | Algorithm::Iddfs | Algorithm::Sat => {
                crate::search::IDASTAR
            }
        }
    }

    /// The name on a command line: `bfs`, `iddfs`, `astar`, `ida`, `ida-generic`, `sat`.
    pub const fn name(self) -> &'static str {
        match self {
            Algorithm::Bfs => "bfs",
            Algorithm::Iddfs => "iddfs",
            Algorithm::Astar => "astar",
            Algorithm::Ida => "ida",
            Algorithm::IdaGeneric => "ida-generic",
            Algorithm::Sat => "sat",
        }
    }
}

/// What a run searches with unless it is asked otherwise, written once for every front end:
/// the command line's flags, the server's query, the page engine's JSON and Python's keywords
/// all leave a choice out to mean this.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Defaults {
    /// The search.
    pub algo: Algorithm,
    /// The heuristic of a search that uses one.
    pub heuristic: HeuristicChoice,
}

/// A solve: the fast IDA* (the fewest bytes, the most nodes a second) with linear conflicts.
pub const SOLVE: Defaults = Defaults {
    algo: Algorithm::Ida,
    heuristic: HeuristicChoice::Classic(Heuristic::LinearConflict),
};

/// A trace: A* (its frontier and closed set are what the player shows) with linear conflicts.
pub const TRACE: Defaults = Defaults {
    algo: Algorithm::Astar,
    ..SOLVE
};

/// A student's own search, recorded and graded against puzzlelab's run: A* with the Manhattan
/// distance, the search and the heuristic the lesson has students write.
pub const STUDENT: Defaults = Defaults {
    algo: Algorithm::Astar,
    heuristic: HeuristicChoice::Classic(Heuristic::Manhattan),
};

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A partition of pattern databases named as a heuristic: `pdb:555`, `pdb:663`, `pdb:78`,
/// `pdb:6666` (5x5), `pdb:full`, `pdb:44` (3x3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PdbName(&'static str);

impl PdbName {
    /// Every partition a heuristic can name.
    const NAMES: [&'static str; 6] = ["555", "663", "78", "6666", "full", "44"];

    /// The partition's name (`663`).
    pub fn partition(self) -> &'static str {
        self.0
    }

    /// The name from `pdb:NAME`, if it is one.
    ///
    /// ```
    /// use puzzlelab_solvers::solve::PdbName;
    /// assert_eq!(PdbName::parse("pdb:663").unwrap().partition(), "663");
    /// assert!(PdbName::parse("pdb:999").is_none());
    /// ```
    pub fn parse(text: &str) -> Option<PdbName> {
        let name = text.trim().strip_prefix("pdb:")?;
        PdbName::NAMES.into_iter().find(|&n| n == name).map(PdbName)
    }

    /// The partition of this name, if it is one of the known ones.
    pub(crate) fn known(name: &str) -> Option<PdbName> {
        PdbName::NAMES.into_iter().find(|&n| n == name).map(PdbName)
    }
}

impl fmt::Display for PdbName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "pdb:{}", self.0)
    }
}

/// A heuristic as a user names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeuristicChoice {
    /// One of the classic heuristics of [`crate::heuristics`].
    Classic(Heuristic),
    /// Pattern databases (`pdb:555`, `pdb:663`, `pdb:78`, ...).
    Pdb(PdbName),
    /// The best pattern databases already built in the cache folder (else linear conflict):
    /// the one choice that depends on the machine's cache, so it is never the default.
    BestBuilt,
}

impl Default for HeuristicChoice {
    /// The heuristic of a run that names none ([`SOLVE`], [`TRACE`]).
    fn default() -> HeuristicChoice {
        SOLVE.heuristic
    }
}

impl FromStr for HeuristicChoice {
    type Err = UnknownHeuristic;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.trim() == "best-built" {
            return Ok(HeuristicChoice::BestBuilt);
        }
        if let Some(name) = PdbName::parse(text) {
            return Ok(HeuristicChoice::Pdb(name));
        }
        text.parse().map(HeuristicChoice::Classic)
    }
}

impl fmt::Display for HeuristicChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeuristicChoice::Classic(h) => write!(f, "{h}"),
            HeuristicChoice::Pdb(name) => write!(f, "{name}"),
            HeuristicChoice::BestBuilt => f.write_str("best-built"),
        }
    }
}

/// Which encoding SAT solves (`--encoding`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum SatEncoding {
    /// The worksheet's: S[i,j,n,t] for every square, tile and step.
    Worksheet,
    /// The compact one: the blank, the moves, and tiles only where they can be.
    #[default]
    Compact,
}

impl SatEncoding {
    /// The encoding's name: `worksheet` or `compact`.
    pub fn name(self) -> &'static str {
        match self {
            SatEncoding::Worksheet => "worksheet",
            SatEncoding::Compact => "compact",
        }
    }

    /// The encoding itself (the compact one with all its ideas on).
    pub fn encoding(self) -> Encoding {
        match self {
            SatEncoding::Worksheet => Encoding::Worksheet,
            SatEncoding::Compact => Encoding::Compact(CompactOptions::default()),
        }
    }
}

/// Which SAT solver answers (`--backend`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum SatSolver {
    /// varisat, in pure Rust: always built in.
    #[default]
    Varisat,
    /// CaDiCaL (C++): only in a build with `--features cadical`.
    Cadical,
}

impl SatSolver {
    /// The solver's name: `varisat` or `cadical`.
    pub fn name(self) -> &'static str {
        match self {
            SatSolver::Varisat => "varisat",
            SatSolver::Cadical => "cadical",
        }
    }

    /// The solver, or why this build does not have it.
    pub fn backend(self) -> Result<Box<dyn SatBackend + Send>, SatError> {
        backend::by_name(self.name())
    }
}

/// With [`Algorithm::Sat`]: the encoding and the SAT solver.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SatChoice {
    /// The encoding.
    pub encoding: SatEncoding,
    /// The SAT solver.
    pub solver: SatSolver,
}
