//! The graded check of assignment 6: the bounds of the student's IDA*, iteration by iteration,
//! against the reference, on seeded 8-puzzles with the Manhattan distance.

use puzzlelab_rules::{shuffle, Board, Goal, Size};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::reference::{astar, ida_bounds, manhattan, Heuristic};
use crate::grading::{failed, Failure, Found, Said, Suite, Test};

/// The student's function: `bounds(start, goal, h)`.
#[derive(Clone, Copy)]
pub struct Solution {
    /// The bounds of each iteration, in order.
    pub bounds: fn(&Board, &Board, Heuristic) -> Vec<u32>,
}

/// The public boards: random walks of 8 to 30 moves from the goal (seed 6), nearest first.
pub fn boards() -> Vec<Board> {
    let goal = Goal::Standard.board(Size::EIGHT);
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    (0..12)
        .map(|k| shuffle::random_walk(&mut rng, &goal, 8 + 2 * k).0)
        .collect()
}

/// The three tests: the first bound (2 points), every bound (5, after it), the last bound the
/// optimum (3).
pub fn tests(solution: Solution, boards: Vec<Board>) -> Vec<Test> {
    let (b1, b2, b3) = (boards.clone(), boards.clone(), boards);
    vec![
        Test::new(
            "first",
            Said::new(
                "the first bound is the start's estimate",
                "первый порог — оценка начальной позиции",
            ),
            0,
            move || first(solution, &b1),
        ),
        Test::new(
            "bounds",
            Said::new(
                "every next bound is the least f that was cut",
                "каждый следующий порог — наименьшее отсечённое f",
            ),
            10,
            move || every(solution, &b2),
        )
        .after(&["first"]),
        Test::new(
            "optimal",
            Said::new(
                "the last bound is the optimal length",
                "последний порог — длина оптимального решения",
            ),
            0,
            move || last(solution, &b3),
        ),
    ]
}

/// The suite the starter and the key are graded with.
pub fn suite(solution: Solution) -> Suite {
    Suite {
        number: 6,
        title: Said::new("Assignment 6: IDA*'s thresholds", "Задание 6: пороги IDA*"),
        tests: tests(solution, boards()),
    }
}

fn goal() -> Board {
    Goal::Standard.board(Size::EIGHT)
}

fn first(solution: Solution, boards: &[Board]) -> Found {
    for start in boards {
        let got = (solution.bounds)(start, &goal(), manhattan);
        let expected = manhattan(start, &goal());
        if got.first() != Some(&expected) {
            return failed(Failure {
                what: Said::new("the first bound is not h(start)", "первый порог — не h(start)"),
                example: Said::new(
                    format!("[{start}]: first bound {:?}", got.first()),
                    format!("[{start}]: первый порог {:?}", got.first()),
                ),
                expected: Said::same(expected.to_string()),
                look: Said::new(
                    "bounds: the first iteration searches under the start's own estimate: nothing shorter can be a solution",
                    "bounds: первая итерация ищет под оценкой самой начальной позиции: ничего короче решением быть не может",
                ),
            });
        }
    }
    Ok(Said::new(
        format!("right on all {} boards", boards.len()),
        format!("верно на всех {} досках", boards.len()),
    ))
}

fn every(solution: Solution, boards: &[Board]) -> Found {
    let mut iterations = 0;
    for start in boards {
        let got = (solution.bounds)(start, &goal(), manhattan);
        let expected = ida_bounds(start, &goal(), manhattan, 80).expect("a walk is solvable");
        iterations += expected.len();
        let Some(k) = (0..got.len().max(expected.len())).find(|&k| got.get(k) != expected.get(k))
        else {
            continue;
        };
        let (theirs, want) = (got.get(k).copied(), expected.get(k).copied());
        let look = match (theirs, want) {
            (Some(t), Some(w)) if t < w => Said::new(
                format!("bounds: {t} cannot find anything the bound {} did not: no branch was cut at an f below {w}; take the least f that was cut", expected[k - 1]),
                format!("bounds: порог {t} не найдёт ничего сверх порога {}: ни одна ветвь не отсечена при f меньше {w}; берите наименьшее отсечённое f", expected[k - 1]),
            ),
            (Some(_), Some(_)) => Said::new(
                "bounds: a bound above the least f that was cut may skip the optimal length; take the least, not the largest or the first",
                "bounds: порог выше наименьшего отсечённого f может перескочить длину оптимума; берите наименьшее, а не наибольшее или первое",
            ),
            _ => Said::new(
                "bounds: one bound per iteration, the last the one under which the goal was found",
                "bounds: один порог на итерацию, последний — тот, при котором найдена цель",
            ),
        };
        let shown = |b: Option<u32>| b.map_or("—".to_string(), |b| b.to_string());
        return failed(Failure {
            what: Said::new(
                format!("iteration {} searched under another bound", k + 1),
                format!("итерация {} шла с другим порогом", k + 1),
            ),
            example: Said::new(
                format!(
                    "[{start}]: your bounds {got:?}, iteration {}: {}",
                    k + 1,
                    shown(theirs)
                ),
                format!(
                    "[{start}]: ваши пороги {got:?}, итерация {}: {}",
                    k + 1,
                    shown(theirs)
                ),
            ),
            expected: Said::new(
                format!("{} (all: {expected:?})", shown(want)),
                format!("{} (все: {expected:?})", shown(want)),
            ),
            look,
        });
    }
    Ok(Said::new(
        format!(
            "all {iterations} iterations on {} boards right",
            boards.len()
        ),
        format!("все {iterations} итераций на {} досках верны", boards.len()),
    ))
}

fn last(solution: Solution, boards: &[Board]) -> Found {
    for start in boards {
        let got = (solution.bounds)(start, &goal(), manhattan);
        let optimal = astar(start, &goal(), manhattan, u64::MAX)
            .expect("a walk is solvable")
            .moves
            .len() as u32;
        if got.last() != Some(&optimal) {
            return failed(Failure {
                what: Said::new("the last bound is not the optimum", "последний порог — не оптимум"),
                example: Said::new(
                    format!("[{start}]: last bound {:?}", got.last()),
                    format!("[{start}]: последний порог {:?}", got.last()),
                ),
                expected: Said::same(optimal.to_string()),
                look: Said::new(
                    "bounds: stop as soon as the search under a bound reaches the goal: that bound is the optimal length",
                    "bounds: остановитесь, как только поиск под порогом дошёл до цели: этот порог и есть длина оптимума",
                ),
            });
        }
    }
    Ok(Said::new(
        format!("the optimum on all {} boards", boards.len()),
        format!("оптимум на всех {} досках", boards.len()),
    ))
}
