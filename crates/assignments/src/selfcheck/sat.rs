//! The graded check of assignment 4: the student's encoding, solved by `varisat`, must find a plan of
//! exactly the optimal length (and none one move shorter), and the boards read back must start
//! at the start, end at the goal and differ by one legal move at each step.

use puzzlelab_rules::{Board, Goal, Size};
use varisat::{CnfFormula, Lit, Solver, Var};

use super::reference::{astar, manhattan};
use crate::grading::{failed, Failure, Found, Said, Suite, Test};

/// The board's width: the assignment is on the 8-puzzle.
pub const WIDTH: usize = 3;
/// The board's cells, and the number of tiles counting the empty place.
pub const CELLS: usize = WIDTH * WIDTH;

/// The variable "after `t` moves, `cell` holds `tile`" (tile 0 is the empty place).
pub fn var(t: usize, cell: usize, tile: usize) -> Var {
    Var::from_index((t * CELLS + cell) * CELLS + tile)
}

/// The student's functions.
#[derive(Clone, Copy)]
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

/// The two tests on `starts`: a plan of the optimal length is found and read back (5 points),
/// and none one move shorter (5, after the first).
pub fn tests(solution: Solution, starts: Vec<Board>) -> Vec<Test> {
    let goal = Goal::Standard.board(Size::EIGHT);
    let cases: Vec<(Board, usize)> = starts
        .into_iter()
        .map(|start| {
            let optimal =
                astar(&start, &goal, manhattan, 1_000_000).map_or(0, |found| found.moves.len());
            (start, optimal)
        })
        .collect();
    let shorter = cases.clone();
    vec![
        Test::new(
            "plan",
            Said::new(
                "a model at the optimal length, read back as a plan",
                "модель при оптимальной длине, прочитанная как план",
            ),
            5,
            move || plans(solution, &cases),
        ),
        Test::new(
            "no_shorter",
            Said::new(
                "no model one move shorter than the optimum",
                "нет модели на ход короче оптимума",
            ),
            5,
            move || no_shorter(solution, &shorter),
        )
        .after(&["plan"]),
    ]
}

/// The suite the starter and the key are graded with.
pub fn suite(solution: Solution) -> Suite {
    Suite {
        number: 4,
        title: Said::new(
            "Assignment 4: the 8-puzzle in SAT",
            "Задание 4: игра «8» в SAT",
        ),
        tests: tests(solution, instances()),
    }
}

fn plans(solution: Solution, cases: &[(Board, usize)]) -> Found {
    let goal = Goal::Standard.board(Size::EIGHT);
    for (start, optimal) in cases {
        let Some(model) = solve(&(solution.encode)(start, &goal, *optimal)) else {
            return failed(Failure {
                what: Said::new(
                    "the formula has no model where a plan exists",
                    "у формулы нет модели, хотя план существует",
                ),
                example: Said::new(
                    format!("[{start}] in {optimal} moves: unsatisfiable"),
                    format!("[{start}] за {optimal} ходов: невыполнима"),
                ),
                expected: Said::new(
                    format!("satisfiable: a plan of {optimal} moves exists"),
                    format!("выполнима: план из {optimal} ходов существует"),
                ),
                look: Said::new(
                    "encode: a clause that forbids a legal move, or the goal or start pinned wrongly (t = 0 is the start, t = steps the goal)",
                    "encode: предложение, запрещающее законный ход, или неверно закреплены начало и цель (t = 0 — начало, t = steps — цель)",
                ),
            });
        };
        if let Err(why) = check_plan(&(solution.decode)(&model, *optimal), *optimal, start, &goal) {
            return failed(Failure {
                what: Said::new(
                    "the model does not read back as a plan",
                    "модель не читается как план",
                ),
                example: Said::new(
                    format!("[{start}] in {optimal} moves: {}", why.en),
                    format!("[{start}] за {optimal} ходов: {}", why.ru),
                ),
                expected: Said::new(
                    "the start, one legal move at each step, the goal",
                    "начало, по одному законному ходу на каждом шаге, цель",
                ),
                look: Said::new(
                    "decode reads var(t, cell, tile) true in the model; encode must force exactly one tile per cell and one move per step",
                    "decode читает истинные var(t, cell, tile) модели; encode должна требовать ровно одну фишку в клетке и один ход на шаг",
                ),
            });
        }
    }
    Ok(Said::new(
        format!("plans found and read back on all {} instances", cases.len()),
        format!("планы найдены и прочитаны на всех {} примерах", cases.len()),
    ))
}

fn no_shorter(solution: Solution, cases: &[(Board, usize)]) -> Found {
    let goal = Goal::Standard.board(Size::EIGHT);
    for (start, optimal) in cases.iter().filter(|(_, optimal)| *optimal >= 1) {
        let steps = optimal - 1;
        if solve(&(solution.encode)(start, &goal, steps)).is_some() {
            return failed(Failure {
                what: Said::new(
                    "a model where no plan exists",
                    "модель там, где плана нет",
                ),
                example: Said::new(
                    format!("[{start}] in {steps} moves: satisfiable"),
                    format!("[{start}] за {steps} ходов: выполнима"),
                ),
                expected: Said::new(
                    format!("unsatisfiable: the optimum is {optimal} moves"),
                    format!("невыполнима: оптимум — {optimal} ходов"),
                ),
                look: Said::new(
                    "encode: a missing frame axiom (a tile not moved must stay), or a cell allowed two tiles",
                    "encode: не хватает аксиомы кадра (несдвинутая фишка остаётся на месте), или в клетке разрешены две фишки",
                ),
            });
        }
    }
    Ok(Said::new(
        format!("no shorter plan on any of {} instances", cases.len()),
        format!("ни на одном из {} примеров нет плана короче", cases.len()),
    ))
}

/// Whether `boards` is a plan: start first, goal last, one legal move between neighbours.
fn check_plan(boards: &[Board], steps: usize, start: &Board, goal: &Board) -> Result<(), Said> {
    if boards.len() != steps + 1 {
        return Err(Said::new(
            format!(
                "decode returned {} boards, expected {} (t = 0 to {steps})",
                boards.len(),
                steps + 1
            ),
            format!(
                "decode вернула досок: {}, ожидалось {} (t = 0 … {steps})",
                boards.len(),
                steps + 1
            ),
        ));
    }
    let (first, last) = (&boards[0], &boards[steps]);
    if first != start {
        return Err(Said::new(
            format!("decoded t = 0 is [{first}], not the start"),
            format!("прочитанная доска t = 0 — [{first}], а не начальная"),
        ));
    }
    if last != goal {
        return Err(Said::new(
            format!("decoded last board is [{last}], not the goal"),
            format!("последняя прочитанная доска — [{last}], а не цель"),
        ));
    }
    for (t, pair) in boards.windows(2).enumerate() {
        let one_move = pair[0]
            .legal_moves()
            .any(|dir| pair[0].applied(dir).as_ref() == Ok(&pair[1]));
        if !one_move {
            let (a, b) = (&pair[0], &pair[1]);
            return Err(Said::new(
                format!("[{a}] to [{b}] at t = {t} is not one legal move"),
                format!("[{a}] → [{b}] при t = {t} — не один законный ход"),
            ));
        }
    }
    Ok(())
}
