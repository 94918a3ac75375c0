//! Self-check of assignment 4: the student's encoding, solved by `varisat`, must find a plan of
//! exactly the optimal length (and none one move shorter), and the boards read back must start
//! at the start, end at the goal and differ by one legal move at each step.

use puzzlelab_rules::{Board, Goal, Lang, Size};
use varisat::{CnfFormula, Lit, Solver, Var};

use super::legality::examples;
use super::reference::{astar, manhattan};
use crate::Report;

/// The board's width: the assignment is on the 8-puzzle.
pub const WIDTH: usize = 3;
/// The board's cells, and the number of tiles counting the empty place.
pub const CELLS: usize = WIDTH * WIDTH;

/// The variable "after `t` moves, `cell` holds `tile`" (tile 0 is the empty place).
pub fn var(t: usize, cell: usize, tile: usize) -> Var {
    Var::from_index((t * CELLS + cell) * CELLS + tile)
}

/// The student's functions.
pub struct Solution {
    /// `encode(start, goal, steps)`.
    pub encode: fn(&Board, &Board, usize) -> CnfFormula,
    /// `decode(model, steps)`.
    pub decode: fn(&[Lit], usize) -> Vec<Board>,
}

/// The instances: a few 8-puzzle positions, each with its optimal length found by A*.
pub fn instances() -> Vec<Board> {
    [
        "1 2 3 4 5 6 0 7 8",
        "1 2 3 0 4 6 7 5 8",
        "4 1 3 7 2 6 0 5 8",
    ]
    .iter()
    .map(|text| text.parse().expect("a valid 8-puzzle"))
    .collect()
}

/// Runs `formula` through varisat: the model when satisfiable.
fn solve(formula: &CnfFormula) -> Option<Vec<Lit>> {
    let mut solver = Solver::new();
    solver.add_formula(formula);
    match solver.solve() {
        Ok(true) => solver.model(),
        _ => None,
    }
}

/// Runs the self-check.
pub fn check(solution: &Solution) -> Report {
    let mut report = Report::new("Assignment 4: the 8-puzzle in SAT");
    let goal = Goal::Standard.board(Size::EIGHT);
    let mut problems = Vec::new();
    for start in instances() {
        let optimal = astar(&start, &goal, manhattan, 1_000_000)
            .expect("the instances are small")
            .moves
            .len();
        match solve(&(solution.encode)(&start, &goal, optimal)) {
            None => problems.push(format!(
                "[{start}] in {optimal} moves: no model, but a plan of {optimal} moves exists"
            )),
            Some(model) => {
                if let Err(why) =
                    check_plan(&(solution.decode)(&model, optimal), optimal, &start, &goal)
                {
                    problems.push(format!("[{start}] in {optimal} moves: {why}"));
                }
            }
        }
        if optimal >= 1 && solve(&(solution.encode)(&start, &goal, optimal - 1)).is_some() {
            problems.push(format!(
                "[{start}] in {} moves: a model, but the optimum is {optimal} moves",
                optimal - 1
            ));
        }
    }
    report.check(
        problems.is_empty(),
        format!(
            "encode and decode: {} problems on {} instances{}",
            problems.len(),
            instances().len(),
            examples(&problems, Lang::En)
        ),
    );
    report
}

/// Whether `boards` is a plan: start first, goal last, one legal move between neighbours.
fn check_plan(boards: &[Board], steps: usize, start: &Board, goal: &Board) -> Result<(), String> {
    if boards.len() != steps + 1 {
        return Err(format!(
            "decode returned {} boards, expected {} (t = 0 to {steps})",
            boards.len(),
            steps + 1
        ));
    }
    let (first, last) = (&boards[0], &boards[steps]);
    if first != start {
        return Err(format!("decoded t = 0 is [{first}], not the start"));
    }
    if last != goal {
        return Err(format!("decoded last board is [{last}], not the goal"));
    }
    for (t, pair) in boards.windows(2).enumerate() {
        let one_move = pair[0]
            .legal_moves()
            .any(|dir| pair[0].applied(dir).as_ref() == Ok(&pair[1]));
        if !one_move {
            return Err(format!(
                "[{}] to [{}] at t = {t} is not one legal move",
                pair[0], pair[1]
            ));
        }
    }
    Ok(())
}
