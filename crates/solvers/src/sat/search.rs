//! The SAT chain as one of the searches: the limits, observer events and outcome of
//! [`crate::search`], so that a caller runs SAT the way it runs IDA*.
//!
//! Each horizon M of the chain h, h+2, ... (h the Manhattan distance) is one iteration whose
//! threshold is M: refuted when the formula "exactly M moves" is unsatisfiable, solved when it
//! has a model. A limit stops the chain between horizons, or (the time limit) abandons the
//! SAT solver on its worker thread; the lower bound is then the smallest horizon not refuted.
//! SAT expands no search nodes: its node limit counts horizons, and its memory limit is
//! checked twice for each horizon (twice the bytes: the formula, and the solver's copy of it):
//! against [`bytes_bound`] before the formula is built, against its real size before the
//! solver gets it. An abandoned worker stops before its next horizon.

use crate::clock::Stopwatch;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use puzzlelab_rules::Board;

use super::limit::{run_limited, Limited};
use super::optimal::{chain, Attempt, Chain, Encoding, Proof, Stop};
use super::{SatBackend, SatError};
use crate::heuristics::manhattan;
use crate::search::{Limit, Limits, Observer, Outcome};

/// What the worker thread reports.
enum Event {
    /// A horizon is about to be tried.
    Horizon(usize),
    /// A horizon was answered (refuted or solved).
    Answered(crate::search::Horizon),
}

/// Finds a shortest solution from `start` to `goal` with SAT, proving it optimal by refuting
/// every shorter horizon of its parity. A board the parity rule declares unsolvable is answered
/// `Outcome::Unsolvable` at once. The path is the solution replayed through the rules.
///
/// ```
/// use puzzlelab_rules::{Board, Goal, Size};
/// use puzzlelab_solvers::sat::{search::solve, Encoding, Varisat};
/// use puzzlelab_solvers::search::{Limits, Stats};
/// let goal = Goal::Standard.board(Size::EIGHT);
/// let start: Board = "1 2 3 4 0 6 7 5 8".parse().unwrap();
/// let mut stats = Stats::default();
/// let outcome = solve(&start, &goal, Encoding::default(), Box::new(Varisat), &Limits::none(), &mut stats);
/// assert_eq!(outcome.unwrap().cost(), Some(2));
/// assert_eq!(stats.iterations.len(), 1); // the Manhattan distance, 2, is satisfiable at once
/// ```
pub fn solve<O: Observer<Board>>(
    start: &Board,
    goal: &Board,
    encoding: Encoding,
    mut backend: Box<dyn SatBackend + Send>,
    limits: &Limits,
    observer: &mut O,
) -> Result<Outcome<Board>, SatError> {
    let clock = Stopwatch::start();
    if !start.solvability(goal).is_solvable() {
        return Ok(Outcome::Unsolvable);
    }
    let h = manhattan(start, goal);
    let mut lower_bound = h;
    let (from, to, budget) = (start.clone(), goal.clone(), *limits);
    // Set when the time limit abandons the worker: it stops before its next horizon instead of
    // solving on unseen (only the horizon under way runs to its end).
    let abandoned = Arc::new(AtomicBool::new(false));
    let given_up = Arc::clone(&abandoned);
    let job = move |report: &dyn Fn(Event)| -> Result<Chain, SatError> {
        // A horizon a limit stops is an iteration stopped before it could tell, as in IDA*.
        // The first horizon is announced here, each later one with the refutation before it,
        // so that a time limit between the two cannot leave a refuted horizon reported as
        // stopped.
        report(Event::Horizon(h));
        let stop = || given_up.load(Ordering::Relaxed);
        let answered = &mut |a: &Attempt| report(Event::Answered(a.horizon()));
        chain(
            &from,
            &to,
            encoding,
            &mut *backend,
            &budget,
            &stop,
            answered,
        )
    };
    let on_event = |event: Event| match event {
        Event::Horizon(m) => observer.threshold(m),
        Event::Answered(horizon) => {
            observer.horizon(&horizon);
            if !horizon.satisfiable {
                lower_bound = horizon.moves + 2;
                observer.threshold(horizon.moves + 2);
            }
        }
    };
    let outcome = match run_limited(limits.timeout, job, on_event) {
        Limited::Done(Ok(Chain::Proven(Proof { moves, .. }))) => {
            let mut path = vec![start.clone()];
            for dir in moves.iter() {
                let next = path[path.len() - 1].applied(dir).map_err(|e| {
                    SatError::BadModel(format!("the decoded solution breaks the rules: {e}"))
                })?;
                path.push(next);
            }
            if path.last() != Some(goal) {
                return Err(SatError::BadModel(
                    "the solution does not reach the goal".into(),
                ));
            }
            observer.solution(moves.len(), moves.len());
            Outcome::Solved {
                cost: moves.len(),
                path,
            }
        }
        Limited::Done(Ok(Chain::Stopped { stop, horizon })) => {
            let limit = match stop {
                Stop::Limit(limit) => limit,
                Stop::Abandoned => Limit::Time(limits.timeout.unwrap_or_default()),
            };
            let bound = horizon;
            observer.limit(limit);
            Outcome::LimitReached {
                limit,
                lower_bound: bound,
            }
        }
        Limited::Done(Err(e)) => return Err(e),
        Limited::TimedOut => {
            abandoned.store(true, Ordering::Relaxed);
            let limit = Limit::Time(limits.timeout.unwrap_or_default());
            observer.limit(limit);
            Outcome::LimitReached { limit, lower_bound }
        }
    };
    observer.finish(clock.elapsed());
    Ok(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sat::Varisat;
    use crate::search::{Stats, Verdict};
    use puzzlelab_rules::{Goal, Size};

    /// An 8-puzzle board solved by the compact encoding on varisat under `limits`.
    fn solve_eight(board: &str, limits: &Limits, stats: &mut Stats) -> Outcome<Board> {
        let goal = Goal::Standard.board(Size::EIGHT);
        let start: Board = board.parse().unwrap();
        let backend = Box::new(Varisat);
        solve(&start, &goal, Encoding::default(), backend, limits, stats).unwrap()
    }

    #[test]
    fn horizons_are_iterations_refuted_then_solved() {
        let mut stats = Stats::default();
        // the optimum above the Manhattan distance: refuted horizons, then the solution
        let outcome = solve_eight("4 1 3 7 2 6 5 8 0", &Limits::none(), &mut stats);
        let verdicts: Vec<Verdict> = stats.iterations.iter().map(|i| i.verdict).collect();
        assert_eq!(*verdicts.last().unwrap(), Verdict::Solved);
        assert!(verdicts[..verdicts.len() - 1]
            .iter()
            .all(|&v| v == Verdict::Refuted));
        assert_eq!(
            stats.iterations.last().unwrap().threshold,
            outcome.cost().unwrap()
        );
    }

    #[test]
    fn a_node_limit_stops_the_chain_with_its_lower_bound() {
        let mut stats = Stats::default();
        // 31 moves, Manhattan 21
        let outcome = solve_eight("8 6 7 2 5 4 3 0 1", &Limits::nodes(1), &mut stats);
        assert_eq!(
            outcome,
            Outcome::LimitReached {
                limit: Limit::Nodes(1),
                lower_bound: 23
            }
        );
        let verdicts: Vec<Verdict> = stats.iterations.iter().map(|i| i.verdict).collect();
        assert_eq!(verdicts, [Verdict::Refuted, Verdict::Stopped]);
    }

    #[test]
    fn a_memory_limit_stops_before_the_solver_starts() {
        let limits = Limits {
            max_memory: Some(1000),
            ..Limits::none()
        };
        let outcome = solve_eight("8 6 7 2 5 4 3 0 1", &limits, &mut Stats::default());
        assert!(matches!(
            outcome,
            Outcome::LimitReached {
                limit: Limit::Memory(1000),
                lower_bound: 21
            }
        ));
    }
}
