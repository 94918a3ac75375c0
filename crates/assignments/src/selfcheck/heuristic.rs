//! The graded check of assignment 2: is the student's heuristic admissible, and does A* expand
//! fewer nodes with it than with the Manhattan distance?
//!
//! Admissibility is measured where the true distance is known: on every state within `radius`
//! moves of the goal (breadth-first search), and on every state along an optimal solution of
//! each sample (A* with Manhattan finds it; a state `i` moves into a solution of length `d` is
//! exactly `d - i` moves from the goal).

use std::sync::{Arc, OnceLock};

use puzzlelab_rules::{shuffle, Board, Goal, Size};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::reference::{astar, ball, manhattan, Heuristic};
use crate::grading::{failed, Failure, Found, Said, Suite, Test};

/// The sample the check runs on.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// Every state this close to the goal is checked for admissibility.
    pub radius: u32,
    /// How many random positions are solved with both heuristics.
    pub samples: usize,
    /// How many random moves away from the goal each sample starts.
    pub walk: usize,
    /// The seed of the random walks.
    pub seed: u64,
    /// A* gives up on a sample after expanding this many nodes.
    pub node_limit: u64,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            radius: 10,
            samples: 12,
            walk: 40,
            seed: 1,
            node_limit: 2_000_000,
        }
    }
}

/// One sample: its start, its optimal solution's states with their true distances, and the
/// nodes A* expanded with Manhattan.
struct Sample {
    start: Board,
    path: Vec<(Board, u32)>,
    manhattan_nodes: u64,
}

/// The samples solved with Manhattan, computed once for the tests that need them.
struct Samples {
    config: Config,
    solved: OnceLock<Vec<Sample>>,
    /// A* with the student's heuristic on each sample: its length and nodes, or `None` when it
    /// gave up.
    student: OnceLock<Vec<Option<(usize, u64)>>>,
}

impl Samples {
    fn solved(&self) -> &[Sample] {
        self.solved.get_or_init(|| {
            let goal = Goal::Standard.board(Size::FIFTEEN);
            let mut rng = ChaCha8Rng::seed_from_u64(self.config.seed);
            (0..self.config.samples)
                .filter_map(|_| {
                    let (start, _) = shuffle::random_walk(&mut rng, &goal, self.config.walk);
                    let optimal = astar(&start, &goal, manhattan, self.config.node_limit)?;
                    let length = optimal.moves.len() as u32;
                    let mut board = start.clone();
                    let mut path = Vec::new();
                    for (i, dir) in optimal.moves.iter().enumerate() {
                        path.push((board.clone(), length - i as u32));
                        board.apply(dir).expect("a solution's moves are legal");
                    }
                    Some(Sample {
                        start,
                        path,
                        manhattan_nodes: optimal.expanded,
                    })
                })
                .collect()
        })
    }

    fn student(&self, heuristic: Heuristic) -> &[Option<(usize, u64)>] {
        self.student.get_or_init(|| {
            let goal = Goal::Standard.board(Size::FIFTEEN);
            self.solved()
                .iter()
                .map(|s| {
                    astar(&s.start, &goal, heuristic, self.config.node_limit)
                        .map(|f| (f.moves.len(), f.expanded))
                })
                .collect()
        })
    }
}

/// The suite: admissible (4 points), every sample solved within the node limit (1), optimal
/// solutions (2) and fewer nodes than Manhattan (3), the last three after the first.
pub fn suite(heuristic: Heuristic, config: &Config) -> Suite {
    let samples = Arc::new(Samples {
        config: *config,
        solved: OnceLock::new(),
        student: OnceLock::new(),
    });
    let (s1, s2, s3, s4) = (
        Arc::clone(&samples),
        Arc::clone(&samples),
        Arc::clone(&samples),
        samples,
    );
    let radius = config.radius;
    Suite {
        number: 2,
        title: Said::new(
            "Assignment 2: a heuristic better than Manhattan",
            "Задание 2: эвристика лучше манхэттенской",
        ),
        tests: vec![
            Test::new(
                "admissible",
                Said::new(
                    "never more than the true distance",
                    "никогда не больше истинного расстояния",
                ),
                4,
                move || admissible(heuristic, radius, &s1),
            ),
            Test::new(
                "within_limit",
                Said::new(
                    "A* with it solves every sample within the node limit",
                    "A* с ней решает каждый пример в пределе узлов",
                ),
                1,
                move || within_limit(heuristic, &s2),
            )
            .after(&["admissible"]),
            Test::new(
                "optimal",
                Said::new(
                    "A* with it finds optimal solutions",
                    "A* с ней находит оптимальные решения",
                ),
                2,
                move || optimal(heuristic, &s3),
            )
            .after(&["within_limit"]),
            Test::new(
                "better",
                Said::new(
                    "A* expands fewer nodes with it than with Manhattan",
                    "A* раскрывает с ней меньше узлов, чем с манхэттенской",
                ),
                3,
                move || better(heuristic, &s4),
            )
            .after(&["within_limit"]),
        ],
    }
}

fn admissible(heuristic: Heuristic, radius: u32, samples: &Samples) -> Found {
    let goal = Goal::Standard.board(Size::FIFTEEN);
    let near = ball(&goal, radius);
    let along: Vec<(Board, u32)> = samples
        .solved()
        .iter()
        .flat_map(|s| s.path.iter().cloned())
        .collect();
    let states = near.len() + along.len();
    let mut over: Vec<(Board, u32, u32)> = near
        .iter()
        .chain(along.iter())
        .filter_map(|(board, distance)| {
            let estimate = heuristic(board, &goal);
            (estimate > *distance).then(|| (board.clone(), estimate, *distance))
        })
        .collect();
    if over.is_empty() {
        return Ok(Said::new(
            format!(
                "no overestimate on {states} states ({} within {radius} moves of the goal, {} on optimal solutions)",
                near.len(),
                along.len()
            ),
            format!(
                "ни одной переоценки на {states} позициях ({} в радиусе {radius} от цели, {} на оптимальных решениях)",
                near.len(),
                along.len()
            ),
        ));
    }
    over.sort_by_key(|(_, _, distance)| *distance);
    let (board, estimate, distance) = over[0].clone();
    let at_goal = distance == 0;
    failed(Failure {
        what: Said::new(
            format!("{} overestimates on {states} states", over.len()),
            format!("переоценок {} на {states} позициях", over.len()),
        ),
        example: Said::new(
            format!("[{board}]: estimate {estimate}"),
            format!("[{board}]: оценка {estimate}"),
        ),
        expected: Said::new(
            format!("at most its true distance, {distance}"),
            format!("не больше истинного расстояния, {distance}"),
        ),
        look: if at_goal {
            Said::new(
                "heuristic: at the goal nothing is left to do, so the estimate must be 0 (is the empty place counted as a tile?)",
                "heuristic: в цели делать больше нечего, оценка должна быть 0 (не считается ли пустое место фишкой?)",
            )
        } else {
            Said::new(
                "heuristic: every move you add to Manhattan must be a move no solution can avoid; count each forced extra move once",
                "heuristic: каждый ход, добавленный к манхэттенскому расстоянию, должен быть неизбежен для любого решения; считайте каждый такой ход один раз",
            )
        },
    })
}

fn within_limit(heuristic: Heuristic, samples: &Samples) -> Found {
    let runs = samples.student(heuristic);
    let solved = samples.solved();
    let limit = samples.config.node_limit;
    let given_up: Vec<&Sample> = solved
        .iter()
        .zip(runs)
        .filter(|(_, run)| run.is_none())
        .map(|(s, _)| s)
        .collect();
    let Some(first) = given_up.first() else {
        return Ok(Said::new(
            format!("all {} samples solved", solved.len()),
            format!("решены все {} примеров", solved.len()),
        ));
    };
    failed(Failure {
        what: Said::new(
            format!("{} of {} samples given up", given_up.len(), solved.len()),
            format!("брошено {} из {} примеров", given_up.len(), solved.len()),
        ),
        example: Said::same(format!("[{}]", first.start)),
        expected: Said::new(
            format!("solved within {limit} expanded nodes, as Manhattan solves it"),
            format!("решение в пределе {limit} раскрытых узлов, как с манхэттенской"),
        ),
        look: Said::new(
            "heuristic: an estimate that is too small (or 0) leaves A* searching blindly",
            "heuristic: слишком малая оценка (или 0) оставляет A* искать вслепую",
        ),
    })
}

fn optimal(heuristic: Heuristic, samples: &Samples) -> Found {
    let runs = samples.student(heuristic);
    let solved = samples.solved();
    let longer: Vec<(&Sample, usize)> = solved
        .iter()
        .zip(runs)
        .filter_map(|(s, run)| {
            run.filter(|(len, _)| *len != s.path.len())
                .map(|(len, _)| (s, len))
        })
        .collect();
    let Some(&(sample, took)) = longer.first() else {
        return Ok(Said::new(
            format!("all {} samples solved optimally", solved.len()),
            format!("все {} примеров решены оптимально", solved.len()),
        ));
    };
    failed(Failure {
        what: Said::new(
            format!("{} of {} samples solved non-optimally", longer.len(), solved.len()),
            format!("неоптимально решены {} из {} примеров", longer.len(), solved.len()),
        ),
        example: Said::new(
            format!("[{}]: A* with it took {took} moves", sample.start),
            format!("[{}]: A* с ней нашёл решение из {took} ходов", sample.start),
        ),
        expected: Said::new(
            format!("{} moves, the optimum", sample.path.len()),
            format!("{} ходов, оптимум", sample.path.len()),
        ),
        look: Said::new(
            "heuristic: an overestimate somewhere on this board's way; A* is optimal only with an admissible estimate",
            "heuristic: где-то на пути этой доски оценка завышена; A* оптимален только с допустимой оценкой",
        ),
    })
}

fn better(heuristic: Heuristic, samples: &Samples) -> Found {
    let runs = samples.student(heuristic);
    let solved = samples.solved();
    let theirs: u64 = runs.iter().flatten().map(|(_, nodes)| nodes).sum();
    let manhattan: u64 = solved.iter().map(|s| s.manhattan_nodes).sum();
    let ratio = theirs as f64 / manhattan.max(1) as f64;
    let (n, walk, seed) = (solved.len(), samples.config.walk, samples.config.seed);
    let line = Said::new(
        format!("{theirs} nodes with it, {manhattan} with Manhattan (ratio {ratio:.3}; {n} random walks of {walk} moves, seed {seed})"),
        format!(
            "узлов с ней {theirs}, с манхэттенской {manhattan} (отношение {}; {n} случайных блужданий по {walk} ходов, зерно {seed})",
            puzzlelab_rules::Lang::Ru.decimal(ratio, 3)
        ),
    );
    if theirs < manhattan {
        return Ok(line);
    }
    failed(Failure {
        what: line,
        example: Said::default(),
        expected: Said::new(
            format!("fewer than {manhattan} nodes"),
            format!("меньше {manhattan} узлов"),
        ),
        look: Said::new(
            "heuristic: add moves Manhattan misses, e.g. linear conflicts (two tiles in their goal row in the wrong order: one must step aside, 2 moves)",
            "heuristic: добавьте ходы, которых не видит манхэттенское расстояние, например линейные конфликты (две фишки в своём ряду в обратном порядке: одной придётся отойти, 2 хода)",
        ),
    })
}
