//! The one place where a solver is chosen: an algorithm, a heuristic (pattern databases loaded
//! once per process and shared by every board and thread), and for SAT an encoding and a
//! backend. Every choice runs through the solvers' one seam: the same limits, the same
//! observer (statistics and the progress line), the same outcome.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::Arc;

use puzzlelab_rules::{Board, Lang};
use puzzlelab_solvers::heuristics::{Heuristic, UnknownHeuristic};
use puzzlelab_solvers::pdb::PdbHeuristic;
use puzzlelab_solvers::search::{astar, bfs, idastar, iddfs, Limits, Observer, Outcome, Stats};
use puzzlelab_solvers::sliding::{self, neighbours, Incremental, SlidingIda};

use crate::pdb::PdbName;
use crate::progress::Progress;
use crate::sat::{BackendArg, EncodingArg};

/// The algorithms the command line offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Algo {
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

impl Algo {
    /// Whether the algorithm uses a heuristic.
    pub fn uses_heuristic(self) -> bool {
        matches!(self, Algo::Astar | Algo::Ida | Algo::IdaGeneric)
    }

    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Algo::Bfs => "bfs",
            Algo::Iddfs => "iddfs",
            Algo::Astar => "astar",
            Algo::Ida => "ida",
            Algo::IdaGeneric => "ida-generic",
            Algo::Sat => "sat",
        }
    }
}

/// A heuristic as named on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeuristicArg {
    /// One of the classic heuristics of [`puzzlelab_solvers::heuristics`].
    Classic(Heuristic),
    /// Pattern databases (`pdb:555`, `pdb:663`, `pdb:78`, ...).
    Pdb(PdbName),
    /// The best pattern databases already built in `--pdb-dir` (else linear conflict): the one
    /// choice that depends on the machine's cache, so it is never the default.
    BestBuilt,
}

impl FromStr for HeuristicArg {
    type Err = UnknownHeuristic;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.trim() == "best-built" {
            return Ok(HeuristicArg::BestBuilt);
        }
        if let Some(name) = PdbName::parse(text) {
            return Ok(HeuristicArg::Pdb(name));
        }
        text.parse().map(HeuristicArg::Classic)
    }
}

impl fmt::Display for HeuristicArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeuristicArg::Classic(h) => write!(f, "{h}"),
            HeuristicArg::Pdb(name) => write!(f, "{name}"),
            HeuristicArg::BestBuilt => f.write_str("best-built"),
        }
    }
}

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
    /// The estimate of `board` (toward the goal the heuristic was made for).
    pub fn estimate(&self, board: &Board, goal: &Board) -> usize {
        match self {
            Ready::Classic(h) => h.estimate(board, goal),
            Ready::Pdb(_, pdb) => pdb.estimate(board) as usize,
        }
    }
}

/// The pattern databases a process has loaded: each partition and goal read once, then shared.
pub struct Tables {
    dir: PathBuf,
    voice: Option<Lang>,
    loaded: Vec<(PdbName, Board, Arc<PdbHeuristic>)>,
}

impl Tables {
    /// No tables yet; they will be read from `dir` (and the small ones built there if missing,
    /// the build reported in the language `voice` gives, or not at all).
    pub fn new(dir: PathBuf, voice: Option<Lang>) -> Tables {
        Tables {
            dir,
            voice,
            loaded: Vec::new(),
        }
    }

    /// The heuristic named `arg`, ready for `goal`: pattern databases loaded on first use.
    pub fn ready(&mut self, arg: HeuristicArg, goal: &Board) -> anyhow::Result<Ready> {
        let name = match arg {
            HeuristicArg::Classic(h) => return Ok(Ready::Classic(h)),
            HeuristicArg::Pdb(name) => name,
            HeuristicArg::BestBuilt => match crate::pdb::best_built(goal, &self.dir) {
                Some(name) => name,
                None => return Ok(Ready::Classic(Heuristic::LinearConflict)),
            },
        };
        if let Some((_, _, pdb)) = self.loaded.iter().find(|(n, g, _)| *n == name && g == goal) {
            return Ok(Ready::Pdb(name, Arc::clone(pdb)));
        }
        let pdb = crate::pdb::open_heuristic(name.partition(), goal, &self.dir, false, self.voice)?;
        let pdb = Arc::new(pdb);
        self.loaded.push((name, goal.clone(), Arc::clone(&pdb)));
        Ok(Ready::Pdb(name, pdb))
    }
}

/// With `--algo sat`: the encoding and the SAT solver.
#[derive(Clone, Copy, Debug, Default)]
pub struct SatChoice {
    /// The encoding.
    pub encoding: Option<EncodingArg>,
    /// The SAT solver.
    pub backend: Option<BackendArg>,
}

/// What one solve produced.
pub struct Report {
    /// How the search ended, with the positions of the solution.
    pub outcome: Outcome<Board>,
    /// The statistics.
    pub stats: Stats,
    /// The heuristic's estimate of the start, when the algorithm uses one.
    pub initial_estimate: Option<usize>,
}

/// One board to solve and everything it is solved with.
#[derive(Clone, Copy)]
pub struct Job<'a> {
    /// The start.
    pub board: &'a Board,
    /// The goal.
    pub goal: &'a Board,
    /// The algorithm.
    pub algo: Algo,
    /// The heuristic, for the algorithms that use one.
    pub heuristic: &'a Ready,
    /// SAT's encoding and backend.
    pub sat: SatChoice,
    /// The limits.
    pub limits: &'a Limits,
    /// The threads one board is searched on (the parallel IDA* of `--algo ida`; 1 for the
    /// serial search, the only one of the other algorithms).
    pub threads: usize,
}

/// Solves a job through [`run`], with its statistics (every thread's, with more than one).
/// The progress line shows unless `quiet`.
pub fn solve(job: Job<'_>, quiet: bool) -> anyhow::Result<Report> {
    let mut stats = Stats::default();
    let progress = Progress::new(quiet);
    let threads = if job.algo == Algo::Ida {
        job.threads
    } else {
        1
    };
    let mut workers = vec![Stats::default(); if threads > 1 { threads } else { 0 }];
    let outcome = if progress.is_on() {
        run_on(job, &mut (&mut stats, progress), &mut workers)?
    } else {
        run_on(job, &mut stats, &mut workers)? // nothing else to tell
    };
    workers.iter().for_each(|w| stats.absorb(w));
    let initial_estimate =
        (job.algo.uses_heuristic()).then(|| job.heuristic.estimate(job.board, job.goal));
    Ok(Report {
        outcome,
        stats,
        initial_estimate,
    })
}

/// Solves `boards` by the fast IDA* over `pdb`, side by side on this thread
/// ([`SlidingIda::solve_batch`]): each board's report as [`solve`] would give it, with no
/// progress line.
pub fn solve_all(
    pdb: &PdbHeuristic,
    boards: &[Board],
    limits: &Limits,
) -> anyhow::Result<Vec<Report>> {
    let mut stats = vec![Stats::default(); boards.len()];
    let ida = SlidingIda::new(pdb.goal(), pdb).limits(*limits);
    let outcomes = ida.solve_batch(boards, &mut stats);
    Ok(outcomes
        .into_iter()
        .zip(stats)
        .zip(boards)
        .map(|((outcome, stats), board)| Report {
            outcome,
            stats,
            initial_estimate: Some(pdb.estimate(board) as usize),
        })
        .collect())
}

/// Runs a job with any observer of boards and tiles (the statistics, a progress line, a
/// trace) on one thread.
pub fn run<O: Observer<Board> + Observer<[u8]>>(
    job: Job<'_>,
    o: &mut O,
) -> anyhow::Result<Outcome<Board>> {
    run_on(job, o, &mut [])
}

/// Runs a job, the fast IDA* on one thread per worker when there are two or more (`o` then
/// hears the iterations and the top of each one's tree, the workers the rest): the one match
/// that picks a solver.
fn run_on<O: Observer<Board> + Observer<[u8]>>(
    job: Job<'_>,
    o: &mut O,
    workers: &mut [Stats],
) -> anyhow::Result<Outcome<Board>> {
    let Job {
        board,
        goal,
        algo,
        heuristic,
        sat,
        limits,
        threads: _,
    } = job;
    let is_goal = |b: &Board| b == goal;
    let estimate = |b: &Board| heuristic.estimate(b, goal);
    let positions = |b: &Board| neighbours(b).map(|(n, _)| n);
    Ok(match (algo, heuristic) {
        (Algo::Sat, _) => {
            let encoding = sat.encoding.unwrap_or_default().encoding();
            let backend = sat.backend.unwrap_or_default().backend()?;
            puzzlelab_solvers::sat::search::solve(board, goal, encoding, backend, limits, o)?
        }
        (Algo::Bfs, _) => bfs(board, positions, is_goal, limits, o),
        (Algo::Iddfs, _) => iddfs(board, positions, is_goal, limits, o),
        (Algo::Astar, _) => astar(board, neighbours, estimate, is_goal, limits, o),
        (Algo::IdaGeneric, _) => idastar(board, neighbours, estimate, is_goal, limits, o),
        (Algo::Ida, Ready::Pdb(_, pdb)) => fast_ida(board, goal, &**pdb, limits, o, workers),
        (Algo::Ida, Ready::Classic(h)) => match h {
            Heuristic::Misplaced => {
                let h = sliding::Misplaced::new(goal);
                fast_ida(board, goal, &h, limits, o, workers)
            }
            Heuristic::Manhattan => {
                let h = sliding::Manhattan::new(goal);
                fast_ida(board, goal, &h, limits, o, workers)
            }
            Heuristic::LinearConflict => {
                let h = sliding::LinearConflict::new(goal);
                fast_ida(board, goal, &h, limits, o, workers)
            }
        },
    })
}

/// The fast IDA* with `h`, its moves pruned by the shared machine: on one thread per worker when
/// there are two or more.
fn fast_ida<H, O>(
    board: &Board,
    goal: &Board,
    h: &H,
    limits: &Limits,
    o: &mut O,
    workers: &mut [Stats],
) -> Outcome<Board>
where
    H: Incremental + Sync,
    H::State: Send + Sync,
    O: Observer<[u8]>,
{
    let ida = SlidingIda::new(goal, h).limits(*limits);
    if workers.len() > 1 {
        ida.solve_parallel(board, o, workers)
    } else {
        ida.solve(board, o)
    }
}
