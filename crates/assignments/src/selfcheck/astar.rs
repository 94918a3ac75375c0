//! The graded check of assignment 5: the student's A* over closures against the reference,
//! on seeded 8-puzzles (every step costs 1) and on a seeded grid of terrain costs (steps cost 1
//! to 9): the path and its cost, the number of nodes expanded, and the order of expansion.

use std::sync::{Arc, OnceLock};

use puzzlelab_rules::Lang::{En, Ru};
use puzzlelab_rules::{shuffle, Board, Goal, Size};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::reference::{astar_over, manhattan};
use crate::grading::{failed, Failure, Found, Said, Suite, Test};

/// What an A* found: the path from the start to a goal, its cost, and every node expanded, in
/// order (the goal is not expanded).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Searched<N> {
    /// The nodes from the start to the goal, both included.
    pub path: Vec<N>,
    /// The path's cost: the sum of its steps' costs.
    pub cost: u32,
    /// Every node expanded, in the order expanded.
    pub expanded: Vec<N>,
}

/// An A* over nodes of type `N`, in the shape the assignment asks for.
pub type Astar<N> = fn(
    &N,
    &dyn Fn(&N) -> Vec<(N, u32)>,
    &dyn Fn(&N) -> u32,
    &dyn Fn(&N) -> bool,
) -> Option<Searched<N>>;

/// A square of the terrain grid.
pub type Cell = (i32, i32);

/// The student's A*, on boards and on grid squares (the same generic function twice).
#[derive(Clone, Copy)]
pub struct Solution {
    /// On the 8-puzzle.
    pub on_boards: Astar<Board>,
    /// On the terrain grid.
    pub on_cells: Astar<Cell>,
}

/// A terrain: a square grid of step costs 1 to 9 (the cost of stepping onto a square), from the
/// top-left square to the bottom-right one, the estimate the Manhattan distance (every step
/// costs at least 1, so it never overestimates).
#[derive(Clone, Debug)]
pub struct Terrain {
    /// The grid's side.
    pub side: i32,
    /// The cost of entering each square, row by row.
    pub costs: Vec<u32>,
}

impl Terrain {
    /// A `side`×`side` terrain drawn from `seed`.
    pub fn seeded(side: i32, seed: u64) -> Terrain {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        Terrain {
            side,
            costs: (0..side * side).map(|_| rng.gen_range(1..=9)).collect(),
        }
    }

    fn successors(&self, &(x, y): &Cell) -> Vec<(Cell, u32)> {
        [(1, 0), (0, 1), (-1, 0), (0, -1)]
            .into_iter()
            .map(|(dx, dy)| (x + dx, y + dy))
            .filter(|&(x, y)| (0..self.side).contains(&x) && (0..self.side).contains(&y))
            .map(|(x, y)| ((x, y), self.costs[(y * self.side + x) as usize]))
            .collect()
    }

    fn estimate(&self, &(x, y): &Cell) -> u32 {
        ((self.side - 1 - x) + (self.side - 1 - y)) as u32
    }
}

/// The public cases: 8-puzzles from random walks of 10 to 24 moves (seed 5), and three terrains.
pub fn cases() -> (Vec<Board>, Vec<Terrain>) {
    let goal = Goal::Standard.board(Size::EIGHT);
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let boards = (0..8)
        .map(|k| shuffle::random_walk(&mut rng, &goal, 10 + 2 * k).0)
        .collect();
    let terrains = [(6, 1), (8, 2), (10, 3)]
        .into_iter()
        .map(|(side, seed)| Terrain::seeded(side, seed))
        .collect();
    (boards, terrains)
}

/// One case run both ways: its name for the report, the student's result and the reference's
/// (nodes written as text), and whether the student's path holds.
struct Compared {
    case: Said,
    theirs: Option<Searched<String>>,
    reference: Searched<String>,
    /// Whether the student's path is a path of the cost they gave.
    valid_path: Result<(), Said>,
}

fn run_all(solution: Solution, boards: &[Board], terrains: &[Terrain]) -> Vec<Compared> {
    let goal = Goal::Standard.board(Size::EIGHT);
    let mut all = Vec::new();
    let board_successors = |b: &Board| -> Vec<(Board, u32)> {
        b.legal_moves()
            .map(|d| (b.applied(d).expect("a legal move"), 1))
            .collect()
    };
    let text = |s: Searched<Board>| Searched {
        path: s.path.iter().map(|b| format!("[{b}]")).collect(),
        cost: s.cost,
        expanded: s.expanded.iter().map(|b| format!("[{b}]")).collect(),
    };
    for start in boards {
        let h = |b: &Board| manhattan(b, &goal);
        let at_goal = |b: &Board| *b == goal;
        let reference = astar_over(start, &board_successors, &h, &at_goal, u64::MAX)
            .expect("a board from a walk is solvable");
        let theirs = (solution.on_boards)(start, &board_successors, &h, &at_goal);
        let valid_path = theirs.as_ref().map_or(Ok(()), |t| {
            check_path(&t.path, t.cost, start, &board_successors, &at_goal)
        });
        all.push(Compared {
            case: Said::same(format!("[{start}]")),
            theirs: theirs.map(text),
            reference: text(reference),
            valid_path,
        });
    }
    for terrain in terrains {
        let successors = |c: &Cell| terrain.successors(c);
        let h = |c: &Cell| terrain.estimate(c);
        let end = (terrain.side - 1, terrain.side - 1);
        let at_end = |c: &Cell| *c == end;
        let reference =
            astar_over(&(0, 0), &successors, &h, &at_end, u64::MAX).expect("a grid is connected");
        let theirs = (solution.on_cells)(&(0, 0), &successors, &h, &at_end);
        let valid_path = theirs.as_ref().map_or(Ok(()), |t| {
            check_path(&t.path, t.cost, &(0, 0), &successors, &at_end)
        });
        let cells = |s: Searched<Cell>| Searched {
            path: s.path.iter().map(|c| format!("{c:?}")).collect(),
            cost: s.cost,
            expanded: s.expanded.iter().map(|c| format!("{c:?}")).collect(),
        };
        all.push(Compared {
            case: Said::new(
                format!("the {0}×{0} terrain", terrain.side),
                format!("местность {0}×{0}", terrain.side),
            ),
            theirs: theirs.map(cells),
            reference: cells(reference),
            valid_path,
        });
    }
    all
}

/// Whether `path` leads from `start` to a goal by successor steps whose costs add up to `cost`.
fn check_path<N: Clone + Eq>(
    path: &[N],
    cost: u32,
    start: &N,
    successors: &dyn Fn(&N) -> Vec<(N, u32)>,
    success: &dyn Fn(&N) -> bool,
) -> Result<(), Said> {
    if path.first() != Some(start) {
        return Err(Said::new(
            "the path does not begin at the start",
            "путь начинается не в начале",
        ));
    }
    if !path.last().is_some_and(success) {
        return Err(Said::new(
            "the path does not end at a goal",
            "путь кончается не в цели",
        ));
    }
    let mut total = 0;
    for (k, pair) in path.windows(2).enumerate() {
        match successors(&pair[0])
            .into_iter()
            .find(|(n, _)| *n == pair[1])
        {
            Some((_, step)) => total += step,
            None => {
                return Err(Said::new(
                    format!("step {} is not a successor", k + 1),
                    format!("шаг {} — не переход к последователю", k + 1),
                ))
            }
        }
    }
    if total != cost {
        return Err(Said::new(
            format!("its steps cost {total}, the cost given is {cost}"),
            format!("его шаги стоят {total}, а названа стоимость {cost}"),
        ));
    }
    Ok(())
}

/// The cases, and both A*s' runs on them once the first test asks.
struct Runs {
    solution: Solution,
    boards: Vec<Board>,
    terrains: Vec<Terrain>,
    done: OnceLock<Vec<Compared>>,
}

impl Runs {
    fn get(&self) -> &[Compared] {
        self.done
            .get_or_init(|| run_all(self.solution, &self.boards, &self.terrains))
    }
}

/// The three tests: the cost (required: the starter's Dijkstra finds it), the number of nodes
/// expanded (5 points) and the order of expansion (5), each after the one before.
pub fn tests(solution: Solution, boards: Vec<Board>, terrains: Vec<Terrain>) -> Vec<Test> {
    let runs = Arc::new(Runs {
        solution,
        boards,
        terrains,
        done: OnceLock::new(),
    });
    let (r1, r2, r3) = (Arc::clone(&runs), Arc::clone(&runs), runs);
    vec![
        Test::new(
            "cost",
            Said::new(
                "a path of least cost, from the start to the goal",
                "путь наименьшей стоимости от начала до цели",
            ),
            0,
            move || costs(r1.get()),
        ),
        Test::new(
            "counts",
            Said::new(
                "as many nodes expanded as A*",
                "столько же раскрытых узлов, сколько у A*",
            ),
            5,
            move || counts(r2.get()),
        )
        .after(&["cost"]),
        Test::new(
            "order",
            Said::new(
                "the nodes expanded in A*'s order",
                "узлы раскрыты в порядке A*",
            ),
            5,
            move || order(r3.get()),
        )
        .after(&["counts"]),
    ]
}

/// The suite the starter and the key are graded with.
pub fn suite(solution: Solution) -> Suite {
    let (boards, terrains) = cases();
    Suite {
        number: 5,
        title: Said::new("Assignment 5: A* yourself", "Задание 5: A* своими руками"),
        tests: tests(solution, boards, terrains),
    }
}

fn costs(runs: &[Compared]) -> Found {
    for run in runs {
        let Some(theirs) = &run.theirs else {
            return failed(Failure {
                what: Said::new("no path returned", "путь не возвращён"),
                example: run.case.clone(),
                expected: Said::new(
                    format!("a path of cost {}", run.reference.cost),
                    format!("путь стоимости {}", run.reference.cost),
                ),
                look: Said::new(
                    "astar: return None only when the open list runs empty",
                    "astar: возвращайте None, только когда открытый список опустел",
                ),
            });
        };
        if let Err(why) = &run.valid_path {
            return failed(Failure {
                what: Said::new("the path returned is not a path", "возвращённый путь — не путь"),
                example: Said::new(format!("{}: {}", run.case.en, why.en), format!("{}: {}", run.case.ru, why.ru)),
                expected: Said::new(
                    "the start, successor by successor, to the goal; the cost their sum",
                    "от начала к цели через последователей; стоимость — сумма шагов",
                ),
                look: Said::new(
                    "astar: rebuild the path from each node's parent, from the goal back to the start, and reverse it",
                    "astar: восстановите путь по родителям узлов от цели к началу и разверните его",
                ),
            });
        }
        if theirs.cost != run.reference.cost {
            return failed(Failure {
                what: Said::new("a path that is not the cheapest", "путь не самый дешёвый"),
                example: Said::new(
                    format!("{}: cost {}", run.case.en, theirs.cost),
                    format!("{}: стоимость {}", run.case.ru, theirs.cost),
                ),
                expected: Said::same(run.reference.cost.to_string()),
                look: Said::new(
                    "astar: g grows by each step's cost (not by 1), and the goal test is made when a node leaves the open list, not when it is generated",
                    "astar: g растёт на стоимость шага (а не на 1), а проверка цели делается, когда узел покидает открытый список, а не когда он порождён",
                ),
            });
        }
    }
    Ok(Said::new(
        format!("the least cost on all {} cases", runs.len()),
        format!("наименьшая стоимость во всех {} случаях", runs.len()),
    ))
}

fn counts(runs: &[Compared]) -> Found {
    for run in runs {
        let theirs = run.theirs.as_ref().map_or(0, |t| t.expanded.len());
        let expected = run.reference.expanded.len();
        if theirs != expected {
            let look = if theirs > expected {
                Said::new(
                    "astar: order the open list by f = g + h (an order by g alone is Dijkstra's, blind to h), skip an entry whose node was expanded before with a g no greater, and stop when the goal leaves the open list, without expanding it",
                    "astar: упорядочьте открытый список по f = g + h (порядок по одному g — это алгоритм Дейкстры, слепой к h), пропускайте запись, чей узел уже был раскрыт с g не больше, и остановитесь, когда цель покидает открытый список, не раскрывая её",
                )
            } else {
                Said::new(
                    "astar: count every node taken off the open list and expanded (the goal is not expanded), and push every successor but the parent, even one expanded before",
                    "astar: считайте каждый узел, снятый с открытого списка и раскрытый (цель не раскрывается), и добавляйте в открытый список каждого последователя, кроме родителя, даже уже раскрытого",
                )
            };
            return failed(Failure {
                what: Said::new(
                    "a different number of nodes expanded",
                    "раскрыто другое число узлов",
                ),
                example: Said::new(
                    format!("{}: {} expanded", run.case.en, En.int(theirs as u64)),
                    format!("{}: раскрыто {}", run.case.ru, Ru.int(theirs as u64)),
                ),
                expected: Said::new(En.int(expected as u64), Ru.int(expected as u64)),
                look,
            });
        }
    }
    let total: usize = runs.iter().map(|r| r.reference.expanded.len()).sum();
    Ok(Said::new(
        format!(
            "{} nodes expanded on {} cases, as A* does",
            En.int(total as u64),
            runs.len()
        ),
        format!(
            "раскрыто узлов: {} в {} случаях, как у A*",
            Ru.int(total as u64),
            runs.len()
        ),
    ))
}

fn order(runs: &[Compared]) -> Found {
    for run in runs {
        let theirs = run
            .theirs
            .as_ref()
            .map(|t| t.expanded.clone())
            .unwrap_or_default();
        if let Some(k) = (0..theirs.len()).find(|&k| theirs[k] != run.reference.expanded[k]) {
            return failed(Failure {
                what: Said::new(
                    "the nodes expanded in another order",
                    "узлы раскрыты в другом порядке",
                ),
                example: Said::new(
                    format!("{}: expansion {} is {}", run.case.en, k + 1, theirs[k]),
                    format!("{}: раскрытие {} — {}", run.case.ru, k + 1, theirs[k]),
                ),
                expected: Said::same(run.reference.expanded[k].clone()),
                look: crate::ASTAR_ORDER.said(),
            });
        }
    }
    Ok(Said::new(
        format!("every expansion in A*'s order on all {} cases", runs.len()),
        format!("все раскрытия в порядке A* во всех {} случаях", runs.len()),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzlelab_solvers::search::{astar, Limits, Observer};

    /// The nodes a solvers' search expands, in order.
    struct Expanded<N>(Vec<N>);

    impl<N: Clone> Observer<N> for Expanded<N> {
        fn expand(&mut self, node: &N, _g: usize) {
            self.0.push(node.clone());
        }
    }

    /// The solvers' A* on the same closures, as a [`Searched`].
    fn solvers_astar<N: Clone + Eq + std::hash::Hash>(
        start: &N,
        successors: &dyn Fn(&N) -> Vec<(N, u32)>,
        heuristic: &dyn Fn(&N) -> u32,
        success: &dyn Fn(&N) -> bool,
    ) -> Searched<N> {
        let mut expanded = Expanded(Vec::new());
        let outcome = astar(
            start,
            |n: &N| successors(n).into_iter().map(|(m, c)| (m, c as usize)),
            |n: &N| heuristic(n) as usize,
            |n: &N| success(n),
            &Limits::none(),
            &mut expanded,
        );
        Searched {
            path: outcome.path().expect("a goal is reachable").to_vec(),
            cost: outcome.cost().expect("a goal is reachable") as u32,
            expanded: expanded.0,
        }
    }

    /// The check's A* is the reference's: on the public cases and on more of their kind, the
    /// same nodes expanded in the same order, and the same path.
    #[test]
    fn the_checks_astar_expands_as_the_solvers_astar_does() {
        let (mut boards, mut terrains) = cases();
        let goal = Goal::Standard.board(Size::EIGHT);
        let mut rng = ChaCha8Rng::seed_from_u64(99);
        boards.extend((0..12).map(|k| shuffle::random_walk(&mut rng, &goal, 20 + 2 * k).0));
        terrains.extend((10..20).map(|seed| Terrain::seeded(7, seed)));
        let successors = |b: &Board| -> Vec<(Board, u32)> {
            b.legal_moves()
                .map(|d| (b.applied(d).expect("a legal move"), 1))
                .collect()
        };
        let h = |b: &Board| manhattan(b, &goal);
        let at_goal = |b: &Board| *b == goal;
        for start in &boards {
            let ours = astar_over(start, &successors, &h, &at_goal, u64::MAX).unwrap();
            assert_eq!(
                ours,
                solvers_astar(start, &successors, &h, &at_goal),
                "{start}"
            );
        }
        for terrain in &terrains {
            let successors = |c: &Cell| terrain.successors(c);
            let h = |c: &Cell| terrain.estimate(c);
            let end = (terrain.side - 1, terrain.side - 1);
            let at_end = |c: &Cell| *c == end;
            let ours = astar_over(&(0, 0), &successors, &h, &at_end, u64::MAX).unwrap();
            let theirs = solvers_astar(&(0, 0), &successors, &h, &at_end);
            assert_eq!(ours, theirs, "{terrain:?}");
        }
    }
}
