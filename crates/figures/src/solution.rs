//! The moves a figure shows when none are given: the optimal solution, found by the fast IDA*
//! (Manhattan distance with linear conflicts) through the solvers' one entry point.

use puzzlelab_rules::play::explain;
use puzzlelab_rules::{Board, Goal, Lang, MoveSeq};
use puzzlelab_solvers::heuristics::Heuristic;
use puzzlelab_solvers::search::{Limits, NoObserver, Outcome};
use puzzlelab_solvers::sliding;
use puzzlelab_solvers::solve::{solve, Algorithm, Job, Ready};

use crate::{messages, FigureError};

/// Whether the front end asking for a solution also takes the moves themselves: what the
/// advice of a search stopped by a limit may name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MovesOption {
    /// The moves can be given instead (a figure's `moves`).
    Given,
    /// The board is always solved (a deck).
    Absent,
}

/// The standard goal of `start`; a board the parity rule keeps from it is refused, with the
/// rule's verdict in both languages.
pub fn solvable_goal(start: &Board) -> Result<Board, FigureError> {
    let goal = Goal::Standard.board_for(start)?;
    let verdict = start.solvability(&goal);
    if !verdict.is_solvable() {
        return Err(FigureError::refused(
            format!("the board cannot reach the goal: {verdict}"),
            format!(
                "доска не может дойти до цели: {}",
                explain(Lang::Ru, &verdict)
            ),
        ));
    }
    Ok(goal)
}

/// The optimal solution of `start` within `limits`. A board that cannot reach its goal, and a
/// search stopped by a limit, are refused in both languages; the advice names the moves only
/// where the front end takes them (`option`).
pub fn solution_moves(
    start: &Board,
    limits: &Limits,
    option: MovesOption,
) -> Result<MoveSeq, FigureError> {
    let goal = solvable_goal(start)?;
    let heuristic = Ready::Classic(Heuristic::LinearConflict);
    let job = Job::new(start, &goal, Algorithm::Ida, &heuristic, limits);
    match solve(job, &mut NoObserver)?.outcome {
        Outcome::LimitReached { limit, lower_bound } => Err(messages::solving_stopped(
            &limit,
            lower_bound,
            option == MovesOption::Given,
        )),
        outcome => {
            let path = outcome.path().ok_or_else(|| {
                FigureError::refused("the board has no solution", "у доски нет решения")
            })?;
            Ok(sliding::moves_of(path))
        }
    }
}

/// The moves given, or the optimal solution of `start` when none are.
pub(crate) fn moves_or_solve(
    moves: Option<&MoveSeq>,
    start: &Board,
    limits: &Limits,
) -> Result<MoveSeq, FigureError> {
    match moves {
        Some(moves) => Ok(moves.clone()),
        None => solution_moves(start, limits, MovesOption::Given),
    }
}
