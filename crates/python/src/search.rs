//! `solve` and `trace`: a board searched, through the solvers' one way of running a search.
//!
//! Nothing here searches. The arguments are read into the command line's choices
//! ([`crate::words`]), the search is a `Job` given to the solvers' `solve` (or recorded by
//! `record_fifteen`), and the answer is the solvers' own typed result serialized as the
//! command line serializes it: `solve` returns the object `puzzlelab fifteen solve --json`
//! prints (the schema `puzzlelab-solve/1`), `trace` the document `puzzlelab fifteen trace`
//! writes (`puzzlelab-trace/1`), loaded as Python dicts.
//!
//! Pattern databases are made ready once per process and kept ([`Tables`]): built in memory,
//! as the web page's engine builds them, so nothing is written to the user's cache unless a
//! call names a folder (`pdb_dir`), which is then read and built into as `--pdb-dir` is.
//!
//! A search runs with the interpreter's lock released, so other Python threads go on, and
//! Ctrl-C stops it ([`crate::interrupt`]).

use std::path::PathBuf;
use std::sync::Mutex;

use puzzlelab_rules::{Board, Lang};
use puzzlelab_solvers::pdb::file::{Building, Opening};
use puzzlelab_solvers::pdb::PdbError;
use puzzlelab_solvers::search::{Full, Limit, Limits, Outcome};
use puzzlelab_solvers::solve::result::{Asked, LimitValue, SolveResult};
use puzzlelab_solvers::solve::{
    record_fifteen, solve as run, Algorithm, Defaults, HeuristicChoice, Job, Ready, Report,
    SatChoice, Tables, SOLVE, TRACE,
};
use puzzlelab_solvers::NoObserver;
use pyo3::prelude::*;

use crate::args;
use crate::error::{limit_reached, Refusal};
use crate::interrupt::interruptible;
use crate::words::{self, Amount, BoardArg, GoalArg};

/// The pattern databases this process has made ready: in memory (`None`), or in a folder a
/// call named.
static TABLES: Mutex<Vec<(Option<PathBuf>, Tables)>> = Mutex::new(Vec::new());

/// `choice` made ready for `goal` by the tables of `dir` (in memory when none).
pub(crate) fn ready(
    choice: HeuristicChoice,
    goal: &Board,
    dir: Option<PathBuf>,
) -> Result<Ready, Refusal> {
    let mut all = TABLES
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let at = match all.iter().position(|(d, _)| *d == dir) {
        Some(at) => at,
        None => {
            let tables = match &dir {
                None => Tables::in_memory(Building::default(), Box::new(silent)),
                Some(d) => Tables::new(d.clone(), Building::default(), Box::new(silent)),
            };
            all.push((dir, tables));
            all.len() - 1
        }
    };
    let in_memory = all[at].0.is_none();
    all[at].1.ready(choice, goal).map_err(|e| match e {
        PdbError::NotBuilt { partition, .. } if in_memory => Refusal::Solver(format!(
            "the {partition} databases are too big to build for one call: build them once with `puzzlelab pdb build {partition} --pdb-dir DIR` and give pdb_dir=DIR"
        )),
        e => Refusal::Solver(e.to_string()),
    })
}

/// What a build of pattern databases tells, heard by no one: a notebook shows no progress bar.
fn silent(_: Opening<'_>) {}

/// A board, its goal and its search, read from a call's arguments.
pub(crate) struct Asking {
    pub(crate) board: Board,
    goal_text: String,
    pub(crate) goal: Board,
    pub(crate) algo: Algorithm,
    pub(crate) heuristic: HeuristicChoice,
    pub(crate) limits: Limits,
}

impl Asking {
    /// Reads the arguments every search shares, refusing a board that cannot reach its goal;
    /// `defaults` are the run's (a solve's, a trace's, a student's).
    pub(crate) fn read(
        board: &BoardArg,
        algo: &str,
        heuristic: Option<&str>,
        goal: &GoalArg,
        limits: Limits,
        defaults: Defaults,
    ) -> Result<Asking, Refusal> {
        let algo = words::algorithm(algo)?;
        let heuristic = words::heuristic(heuristic, algo, defaults)?;
        let board = board.board(None)?;
        let goal_given = goal.goal()?;
        let goal = words::solvable(&board, &goal_given)?;
        Ok(Asking {
            board,
            goal_text: goal_given.to_string(),
            goal,
            algo,
            heuristic,
            limits,
        })
    }
}

/// Solves `board` toward `goal` by `algo` and returns the object `puzzlelab fifteen solve
/// --json` prints for the same words (the schema `puzzlelab-solve/1`): the moves, the length
/// and every statistic. `algo` is "ida" and `heuristic` "linear-conflict" unless given ("misplaced", "manhattan",
/// "linear-conflict", "pdb:663", ...); the limits are the command line's (`timeout` 5 minutes
/// and `max_memory` 2 GB unless given, as seconds and bytes or as "30s" and "200MB").
///
/// Raises `PuzzlelabError` for bad input or a board the parity rule says cannot reach the
/// goal, and `LimitReached`, carrying the result and the lower bound learned, when a limit
/// stops the search.
#[pyfunction]
#[pyo3(
    signature = (
        board, algo = SOLVE.algo.name().into(), heuristic = None, goal = GoalArg::Text("standard".into()),
        max_nodes = None, timeout = None, max_memory = None,
        *, encoding = None, backend = None, threads = 1, pdb_dir = None,
    ),
    text_signature = "(board, algo='ida', heuristic=None, goal='standard', max_nodes=None, timeout=None, max_memory=None, *, encoding=None, backend=None, threads=1, pdb_dir=None)"
)]
#[allow(clippy::too_many_arguments)] // the command line's flags, one argument each
pub fn solve<'py>(
    py: Python<'py>,
    board: BoardArg,
    #[pyo3(from_py_with = args::algo)] algo: String,
    #[pyo3(from_py_with = args::heuristic)] heuristic: Option<String>,
    goal: GoalArg,
    #[pyo3(from_py_with = args::max_nodes)] max_nodes: Option<i128>,
    #[pyo3(from_py_with = args::timeout)] timeout: Option<Amount>,
    #[pyo3(from_py_with = args::max_memory)] max_memory: Option<Amount>,
    #[pyo3(from_py_with = args::encoding)] encoding: Option<String>,
    #[pyo3(from_py_with = args::backend)] backend: Option<String>,
    #[pyo3(from_py_with = args::threads)] threads: i128,
    pdb_dir: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = words::limits(max_nodes, timeout.as_ref(), max_memory.as_ref())?;
    let asking = Asking::read(&board, &algo, heuristic.as_deref(), &goal, limits, SOLVE)?;
    let sat_asked = encoding.is_some() || backend.is_some();
    if sat_asked && asking.algo != Algorithm::Sat {
        return Err(Refusal::NotSat.into());
    }
    let sat = SatChoice {
        encoding: words::encoding(encoding.as_deref())?,
        solver: words::backend(backend.as_deref())?,
    };
    let threads = words::number("threads", threads, 1, 256)? as usize;
    let (report, ready) = interruptible(py, asking.limits, |limits| {
        let ready = ready(asking.heuristic, &asking.goal, pdb_dir)?;
        let job = Job {
            sat,
            threads,
            ..Job::new(&asking.board, &asking.goal, asking.algo, &ready, &limits)
        };
        let report = run(job, &mut NoObserver).map_err(|e| Refusal::Solver(e.to_string()))?;
        Ok::<_, Refusal>((report, ready))
    })??;
    let is_sat = asking.algo == Algorithm::Sat;
    let asked = Asked {
        line: None,
        goal: asking.goal_text.clone(),
        heuristic: asking.algo.uses_heuristic().then(|| ready.to_string()),
        encoding: is_sat.then(|| sat.encoding.name()),
        backend: is_sat.then(|| sat.solver.name()),
    };
    let result = SolveResult::of(&asking.board, asking.algo, asked, &report);
    let dict = crate::loads(py, &serde_json::to_string(&result).map_err(written)?)?;
    match &report.outcome {
        Outcome::Solved { .. } => Ok(dict),
        Outcome::Unsolvable => Err(Refusal::Solver("the goal cannot be reached".into()).into()),
        Outcome::LimitReached { limit, lower_bound } => {
            let message = stopped(limit, *lower_bound, &report);
            let limit = crate::error::dict_item(&dict, "limit");
            Err(limit_reached(py, &message, dict, limit, Some(*lower_bound)))
        }
    }
}

/// What a limit stopped, in the command line's words: the limit, the work done, the bound.
fn stopped(limit: &Limit, lower_bound: usize, report: &Report) -> String {
    let s = &report.stats;
    if s.expanded == 0 && !s.horizons.is_empty() {
        let n = s.horizons.len();
        return format!(
            "{limit} after {n} horizon{}; no solution is shorter than {lower_bound} moves",
            if n == 1 { "" } else { "s" }
        );
    }
    format!(
        "{limit} after {} expansions; no solution is shorter than {lower_bound} moves",
        Lang::En.int(s.expanded)
    )
}

/// A result that could not be written as JSON (never a user's input).
fn written(e: serde_json::Error) -> Refusal {
    Refusal::Solver(format!("the result could not be written: {e}"))
}

/// Records the search of `board` for the lab's player and returns the document `puzzlelab
/// fifteen trace` writes for the same words (the schema `puzzlelab-trace/1`): every event
/// with its pseudo-code line (in `lang`, "en" or "ru"), the positions, the frontier every
/// `snapshot_every` events, at most `max_events` events, and the counters of `solve`. The
/// heuristic, the goal and the limits are read as `solve` reads them; the memory limit is
/// shared half and half by the search and its recording. SAT has no search nodes and is
/// refused.
///
/// Raises `PuzzlelabError` for bad input, and `LimitReached` carrying the document up to
/// there when a limit stops the search or the recording fills its memory.
#[pyfunction]
#[pyo3(
    signature = (
        board, algo = TRACE.algo.name().into(), heuristic = None, goal = GoalArg::Text("standard".into()),
        max_nodes = None, timeout = None, max_memory = None,
        *, lang = "en".into(), max_events = None, snapshot_every = None, pdb_dir = None,
    ),
    text_signature = "(board, algo='astar', heuristic=None, goal='standard', max_nodes=None, timeout=None, max_memory=None, *, lang='en', max_events=None, snapshot_every=None, pdb_dir=None)"
)]
#[allow(clippy::too_many_arguments)] // the command line's flags, one argument each
pub fn trace<'py>(
    py: Python<'py>,
    board: BoardArg,
    #[pyo3(from_py_with = args::algo)] algo: String,
    #[pyo3(from_py_with = args::heuristic)] heuristic: Option<String>,
    goal: GoalArg,
    #[pyo3(from_py_with = args::max_nodes)] max_nodes: Option<i128>,
    #[pyo3(from_py_with = args::timeout)] timeout: Option<Amount>,
    #[pyo3(from_py_with = args::max_memory)] max_memory: Option<Amount>,
    #[pyo3(from_py_with = args::lang)] lang: String,
    #[pyo3(from_py_with = args::max_events)] max_events: Option<i128>,
    #[pyo3(from_py_with = args::snapshot_every)] snapshot_every: Option<i128>,
    pdb_dir: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let lang = words::lang(&lang)?;
    let limits = words::limits(max_nodes, timeout.as_ref(), max_memory.as_ref())?;
    let (limits, capacity) = words::shares(limits, max_events, snapshot_every)?;
    if algo.trim() == Algorithm::Sat.name() {
        return Err(Refusal::SatNotTraced.into());
    }
    let asking = Asking::read(&board, &algo, heuristic.as_deref(), &goal, limits, TRACE)?;
    let (json, stop) = interruptible(py, asking.limits, |limits| {
        let ready = ready(asking.heuristic, &asking.goal, pdb_dir)?;
        let job = Job::new(&asking.board, &asking.goal, asking.algo, &ready, &limits);
        let recorded =
            record_fifteen(job, capacity, lang).map_err(|e| Refusal::Solver(e.to_string()))?;
        let recording = recorded.recording();
        let stop = match (recorded.stopped, recording.full()) {
            (true, _) => Some(Stop::Run(recording.limit(), recorded.head.lower_bound)),
            (false, Some(Full::Memory(_))) => {
                // the trace's share: the half of the memory the search was not given
                let share = limits.max_memory.unwrap_or_default();
                Some(Stop::Full(share, recording.events()))
            }
            _ => None,
        };
        let document = recording.document(&recorded.head, recorded.pseudocode, lang);
        let json = serde_json::to_vec(&document).map_err(written)?;
        Ok::<_, Refusal>((json, stop))
    })??;
    let doc = crate::load_document(py, json)?;
    match stop {
        None => Ok(doc),
        Some(stop) => Err(stop.raise(py, doc)),
    }
}

/// Why a recorded run ends with `LimitReached`.
enum Stop {
    /// A limit stopped the run (which one, and the lower bound of a sliding-puzzle search).
    Run(Option<Limit>, Option<usize>),
    /// The recording filled its share of the memory (bytes: half the limit, its document
    /// as Python values counted in) after this many events; the run went on to its end.
    Full(u64, usize),
}

impl Stop {
    /// The `LimitReached` carrying `doc`.
    fn raise<'py>(self, py: Python<'py>, doc: Bound<'py, PyAny>) -> PyErr {
        match self {
            Stop::Run(limit, lower_bound) => {
                let said = limit.map_or("a limit was reached".to_string(), |l| l.to_string());
                let message = format!("{said}; the trace holds the run up to there");
                let limit = limit.and_then(|l| {
                    let value = serde_json::to_string(&LimitValue::from(&l)).ok()?;
                    crate::loads(py, &value).ok()
                });
                limit_reached(py, &message, doc, limit, lower_bound)
            }
            Stop::Full(bytes, events) => {
                let message = format!(
                    "the trace filled its share of the memory ({}, half of max_memory) after {} events; it holds the run up to there",
                    puzzlelab_solvers::search::Bytes(bytes),
                    Lang::En.int(events as u64)
                );
                limit_reached(py, &message, doc, None, None)
            }
        }
    }
}

/// The folder the command line keeps its pattern databases in
/// (`$XDG_CACHE_HOME/puzzlelab/pdb` or `~/.cache/puzzlelab/pdb`), as a `pathlib.Path`: give it as `pdb_dir` to load the tables `puzzlelab pdb build`
/// built, and to build into it. Nothing reads it unless a call names it.
///
/// Raises `PuzzlelabError` when neither `XDG_CACHE_HOME` nor `HOME` is set.
#[pyfunction]
pub fn cache_dir() -> PyResult<PathBuf> {
    puzzlelab_solvers::pdb::file::cache_dir().ok_or_else(|| {
        Refusal::Solver(
            "neither XDG_CACHE_HOME nor HOME is set, so there is no cache folder: give pdb_dir"
                .into(),
        )
        .into()
    })
}

/// Whether the search `algo` ("bfs", "astar", ...) uses a heuristic: astar, ida and
/// ida-generic do.
///
/// Raises `PuzzlelabError` for a name of no search.
#[pyfunction]
pub fn uses_heuristic(algo: &str) -> PyResult<bool> {
    Ok(words::algorithm(algo)?.uses_heuristic())
}
