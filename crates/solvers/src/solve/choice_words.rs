//! A run's choices as every front end has them, in words (`--algo ida`, `"algo": "ida"`,
//! `algo="ida"`), read in one place: a choice left out is the run's default ([`SOLVE`],
//! [`TRACE`], [`STUDENT`]), a name of no choice is refused with the names there are, and a
//! heuristic given to a search that uses none is refused.
//!
//! ```
//! use puzzlelab_solvers::solve::{Algorithm, ChoiceWords, SOLVE, TRACE};
//! let words = ChoiceWords::default();
//! assert_eq!(words.read(SOLVE).unwrap().algo, Algorithm::Ida);
//! assert_eq!(words.read(TRACE).unwrap().algo, Algorithm::Astar);
//! let bfs = ChoiceWords { algo: Some("bfs".into()), heuristic: Some("manhattan".into()), ..words };
//! assert!(bfs.read(SOLVE).is_err());
//! ```

use super::{Algorithm, Defaults, HeuristicChoice, SatChoice, SatEncoding, SatSolver};
#[cfg(doc)]
use super::{SOLVE, STUDENT, TRACE};

/// The words of a run's choices, each as the command line writes it, `None` for the run's
/// default: what the page engine's JSON and Python's keywords are read into.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct ChoiceWords {
    /// `algo`: the search.
    pub algo: Option<String>,
    /// `heuristic`: the estimate of a search that uses one.
    pub heuristic: Option<String>,
    /// `encoding`: SAT's encoding.
    pub encoding: Option<String>,
    /// `backend`: SAT's solver.
    pub backend: Option<String>,
}

/// A run's choices, read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choices {
    /// The search.
    pub algo: Algorithm,
    /// The heuristic (the default's for a search that uses none: it is not consulted).
    pub heuristic: HeuristicChoice,
    /// SAT's encoding and solver.
    pub sat: SatChoice,
}

/// A choice that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChoiceError {
    /// A name of no choice of its kind.
    #[error("unknown {what} '{given}': {choices}")]
    Unknown {
        /// The choice's name as the command line's flag (`algo`, `heuristic`, ...).
        name: &'static str,
        /// What the choice is, in words (`search algorithm`).
        what: &'static str,
        /// What was given.
        given: String,
        /// The names there are.
        choices: &'static str,
    },
    /// A heuristic given to a search that uses none.
    #[error("algo '{}' uses no heuristic (a heuristic goes with astar, ida and ida-generic)", .0.name())]
    NoHeuristic(Algorithm),
}

/// The names of the algorithms, as a refusal lists them.
const ALGORITHMS: &str = "bfs, iddfs, astar, ida, ida-generic or sat";
/// The names of the heuristics, as a refusal lists them.
const HEURISTICS: &str = "misplaced, manhattan, linear-conflict, pdb:555, pdb:663, pdb:78 (4x4), pdb:6666 (5x5), pdb:full, pdb:44 (3x3) or best-built";

impl ChoiceWords {
    /// The choices these words make, `defaults` standing for those left out.
    pub fn read(&self, defaults: Defaults) -> Result<Choices, ChoiceError> {
        let algo = match &self.algo {
            None => defaults.algo,
            Some(name) => Algorithm::ALL
                .into_iter()
                .find(|a| a.name() == name.trim())
                .ok_or_else(|| unknown("algo", "search algorithm", name, ALGORITHMS))?,
        };
        let heuristic = match &self.heuristic {
            None => defaults.heuristic,
            Some(_) if !algo.uses_heuristic() => return Err(ChoiceError::NoHeuristic(algo)),
            Some(name) => name
                .parse()
                .map_err(|_| unknown("heuristic", "heuristic", name, HEURISTICS))?,
        };
        let encoding = match &self.encoding {
            None => SatEncoding::default(),
            Some(name) => [SatEncoding::Compact, SatEncoding::Worksheet]
                .into_iter()
                .find(|e| e.name() == name.trim())
                .ok_or_else(|| unknown("encoding", "SAT encoding", name, "compact or worksheet"))?,
        };
        let solver = match &self.backend {
            None => SatSolver::default(),
            Some(name) => [SatSolver::Varisat, SatSolver::Cadical]
                .into_iter()
                .find(|s| s.name() == name.trim())
                .ok_or_else(|| unknown("backend", "SAT backend", name, "varisat or cadical"))?,
        };
        Ok(Choices {
            algo,
            heuristic,
            sat: SatChoice { encoding, solver },
        })
    }
}

fn unknown(
    name: &'static str,
    what: &'static str,
    given: &str,
    choices: &'static str,
) -> ChoiceError {
    ChoiceError::Unknown {
        name,
        what,
        given: given.to_string(),
        choices,
    }
}
