//! A search asked for and run: the one match from an [`Algorithm`] and a [`Ready`] heuristic
//! to a solver, every IDA* of the sliding puzzle through the same move pruning.

use puzzlelab_rules::Board;
use thiserror::Error;

use super::choice::{Algorithm, SatChoice};
use super::tables::Ready;
use crate::heuristics::Heuristic;
use crate::pdb::{PdbError, PdbHeuristic};
use crate::sat::SatError;
use crate::search::{astar, bfs, idastar, iddfs, Layers, Limits, Observer, Outcome, Stats};
use crate::sliding::{self, neighbours, Incremental, SlidingIda};

/// One board to solve and everything it is solved with.
#[derive(Clone, Copy)]
pub struct Job<'a> {
    /// The start.
    pub board: &'a Board,
    /// The goal.
    pub goal: &'a Board,
    /// The algorithm.
    pub algorithm: Algorithm,
    /// The heuristic, for the algorithms that use one.
    pub heuristic: &'a Ready,
    /// SAT's encoding and solver.
    pub sat: SatChoice,
    /// The limits.
    pub limits: &'a Limits,
    /// The threads one board is searched on (the parallel IDA* of [`Algorithm::Ida`]; 1 for
    /// the serial search, the only one of the other algorithms).
    pub threads: usize,
}

impl<'a> Job<'a> {
    /// `board` toward `goal` by `algorithm` with `heuristic` under `limits`, on one thread
    /// (SAT: the default encoding and solver).
    pub fn new(
        board: &'a Board,
        goal: &'a Board,
        algorithm: Algorithm,
        heuristic: &'a Ready,
        limits: &'a Limits,
    ) -> Job<'a> {
        Job {
            board,
            goal,
            algorithm,
            heuristic,
            sat: SatChoice::default(),
            limits,
            threads: 1,
        }
    }
}

/// What one search produced.
#[derive(Clone, Debug)]
pub struct Report {
    /// How the search ended, with the positions of the solution.
    pub outcome: Outcome<Board>,
    /// The statistics (every thread's, with more than one).
    pub stats: Stats,
    /// The heuristic's estimate of the start, when the algorithm uses one.
    pub initial_estimate: Option<usize>,
}

/// Why a search could not run.
#[derive(Debug, Error)]
pub enum SolveError {
    /// SAT failed: a solver missing from the build, a model that breaks the rules.
    #[error(transparent)]
    Sat(#[from] SatError),
    /// The pattern databases do not fit the board.
    #[error(transparent)]
    Pdb(#[from] PdbError),
    /// A node of the search is not a board (a broken search, never a user's input).
    #[error(transparent)]
    Board(#[from] puzzlelab_rules::BoardError),
}

/// Runs `job`, `observer` hearing the search (with several threads: the iterations and the top
/// of each one's tree), and reports it with its statistics.
pub fn solve<O>(job: Job<'_>, observer: &mut O) -> Result<Report, SolveError>
where
    O: Observer<Board> + Observer<[u8]> + ?Sized,
{
    let mut stats = Stats::default();
    let threads = match job.algorithm {
        Algorithm::Ida if job.threads > 1 => job.threads,
        _ => 0,
    };
    let mut workers = vec![Stats::default(); threads];
    let outcome = run(job, &mut (&mut stats, observer), &mut workers)?;
    workers.iter().for_each(|w| stats.absorb(w));
    let initial_estimate = job
        .algorithm
        .uses_heuristic()
        .then(|| job.heuristic.estimate(job.board, job.goal));
    Ok(Report {
        outcome,
        stats,
        initial_estimate,
    })
}

/// Solves `boards` by the fast IDA* over `pdb`, `LANES` of them side by side on this thread:
/// each board's report as [`solve`] gives it.
pub fn solve_batch(
    pdb: &PdbHeuristic,
    boards: &[Board],
    limits: &Limits,
) -> Result<Vec<Report>, SolveError> {
    let mut stats = vec![Stats::default(); boards.len()];
    let ida = SlidingIda::new(pdb.goal(), pdb)
        .limits(*limits)
        .lanes(sliding::LANES);
    let outcomes = ida.solve_batch(boards, &mut stats);
    let reports = outcomes.into_iter().zip(stats).zip(boards);
    Ok(reports
        .map(|((outcome, stats), board)| Report {
            outcome,
            stats,
            initial_estimate: Some(pdb.estimate(board) as usize),
        })
        .collect())
}

/// Every position of `goal`'s puzzle counted by its distance from the goal: breadth-first
/// search over the whole space (it reaches no goal), until `limits` stop it.
pub fn layers(goal: &Board, limits: &Limits) -> (Layers, Outcome<Board>) {
    let mut layers = Layers::default();
    let positions = |b: &Board| neighbours(b).map(|(n, _)| n);
    let outcome = bfs(goal, positions, |_| false, limits, &mut layers);
    (layers, outcome)
}

/// The one match that picks a solver: the fast IDA* on one thread per worker when there are
/// two or more.
fn run<O>(job: Job<'_>, o: &mut O, workers: &mut [Stats]) -> Result<Outcome<Board>, SolveError>
where
    O: Observer<Board> + Observer<[u8]>,
{
    let Job {
        board,
        goal,
        algorithm,
        heuristic,
        sat,
        limits,
        threads: _,
    } = job;
    let is_goal = |b: &Board| b == goal;
    let estimate = |b: &Board| heuristic.estimate(b, goal);
    let positions = |b: &Board| neighbours(b).map(|(n, _)| n);
    Ok(match (algorithm, heuristic) {
        (Algorithm::Sat, _) => {
            let (encoding, backend) = (sat.encoding.encoding(), sat.solver.backend()?);
            crate::sat::search::solve(board, goal, encoding, backend, limits, o)?
        }
        (Algorithm::Bfs, _) => bfs(board, positions, is_goal, limits, o),
        (Algorithm::Iddfs, _) => iddfs(board, positions, is_goal, limits, o),
        (Algorithm::Astar, _) => astar(board, neighbours, estimate, is_goal, limits, o),
        (Algorithm::IdaGeneric, _) => idastar(board, neighbours, estimate, is_goal, limits, o),
        (Algorithm::Ida, Ready::Pdb(_, pdb)) => fast_ida(board, goal, &**pdb, limits, o, workers),
        (Algorithm::Ida, Ready::Classic(h)) => match h {
            Heuristic::Misplaced => {
                let h = sliding::Misplaced::new(goal);
                fast_ida(board, goal, h, limits, o, workers)
            }
            Heuristic::Manhattan => {
                let h = sliding::Manhattan::new(goal);
                fast_ida(board, goal, h, limits, o, workers)
            }
            Heuristic::LinearConflict => {
                let h = sliding::LinearConflict::new(goal);
                fast_ida(board, goal, h, limits, o, workers)
            }
        },
    })
}

/// The fast IDA* with `h`, its moves pruned by the shared machine: on one thread per worker
/// when there are two or more.
fn fast_ida<H, O>(
    board: &Board,
    goal: &Board,
    h: H,
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
