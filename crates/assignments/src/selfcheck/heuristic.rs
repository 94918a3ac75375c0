//! The graded check of assignment 2: is the student's heuristic admissible and consistent, and
//! does A* expand fewer nodes with it than with the Manhattan distance?
//!
//! Admissibility and consistency are checked exhaustively where that is cheap, on all 181,440
//! positions of the 8-puzzle (their true distances from one breadth-first search), and sampled
//! where it is not: on every position along an optimal solution of each 15-puzzle sample (A*
//! with Manhattan finds it; a position `i` moves into a solution of length `d` is exactly
//! `d - i` moves from the goal), with each of its neighbours for consistency.

use std::sync::{Arc, OnceLock};

use puzzlelab_rules::Lang::{En, Ru};
use puzzlelab_rules::{shuffle, Board, Goal, Size};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::reference::{astar, ball, manhattan, Heuristic};
use crate::grading::{failed, Failure, Found, Said, Suite, Test};

/// The sample the check runs on.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// How many random 15-puzzle positions are solved with both heuristics.
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
            samples: 12,
            walk: 40,
            seed: 1,
            node_limit: 2_000_000,
        }
    }
}

impl Config {
    /// The sample's starts: random walks from the 15-puzzle's goal.
    pub fn starts(&self) -> Vec<Board> {
        let goal = Goal::Standard.board(Size::FIFTEEN);
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        (0..self.samples)
            .map(|_| shuffle::random_walk(&mut rng, &goal, self.walk).0)
            .collect()
    }
}

/// One sample: its start, its optimal solution's states with their true distances, and the
/// nodes A* expanded with Manhattan.
struct Sample {
    start: Board,
    /// The optimal solution's positions with their distances, the goal last.
    path: Vec<(Board, u32)>,
    /// The optimal length.
    length: usize,
    manhattan_nodes: u64,
}

/// The samples solved with Manhattan, computed once for the tests that need them.
struct Samples {
    starts: Vec<Board>,
    node_limit: u64,
    solved: OnceLock<Vec<Sample>>,
    /// A* with the student's heuristic on each sample: its length and nodes, or `None` when it
    /// gave up.
    student: OnceLock<Vec<Option<(usize, u64)>>>,
}

impl Samples {
    fn solved(&self) -> &[Sample] {
        self.solved.get_or_init(|| {
            let goal = Goal::Standard.board(Size::FIFTEEN);
            self.starts
                .iter()
                .filter_map(|start| {
                    let optimal = astar(start, &goal, manhattan, self.node_limit)?;
                    let length = optimal.moves.len() as u32;
                    let mut board = start.clone();
                    let mut path = Vec::new();
                    for (i, dir) in optimal.moves.iter().enumerate() {
                        path.push((board.clone(), length - i as u32));
                        board.apply(dir).expect("a solution's moves are legal");
                    }
                    path.push((board, 0));
                    Some(Sample {
                        start: start.clone(),
                        path,
                        length: length as usize,
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
                    astar(&s.start, &goal, heuristic, self.node_limit)
                        .map(|f| (f.moves.len(), f.expanded))
                })
                .collect()
        })
    }
}

/// Every position of the 8-puzzle with its true distance, found once per process.
fn eight_puzzle() -> &'static [(Board, u32)] {
    static ALL: OnceLock<Vec<(Board, u32)>> = OnceLock::new();
    ALL.get_or_init(|| ball(&Goal::Standard.board(Size::EIGHT), 31))
}

/// The tests on the 15-puzzle samples from `starts`: admissible on the 8-puzzle and along the
/// samples' solutions (3 points), consistent (1), every sample solved within the node limit
/// (1), optimal solutions (2) and fewer nodes than Manhattan (3).
pub fn tests(heuristic: Heuristic, starts: Vec<Board>, node_limit: u64) -> Vec<Test> {
    let samples = Arc::new(Samples {
        starts,
        node_limit,
        solved: OnceLock::new(),
        student: OnceLock::new(),
    });
    let (s1, s2, s3, s4, s5) = (
        Arc::clone(&samples),
        Arc::clone(&samples),
        Arc::clone(&samples),
        Arc::clone(&samples),
        samples,
    );
    vec![
        Test::new(
            "admissible",
            Said::new(
                "never more than the true distance",
                "никогда не больше истинного расстояния",
            ),
            0,
            move || admissible(heuristic, &s1),
        ),
        Test::new(
            "consistent",
            Said::new(
                "one move changes it by at most one",
                "один ход меняет её не больше чем на единицу",
            ),
            0,
            move || consistent(heuristic, &s5),
        ),
        Test::new(
            "within_limit",
            Said::new(
                "A* with it solves every sample within the node limit",
                "A* с ней решает каждый пример в пределе узлов",
            ),
            0,
            move || within_limit(heuristic, &s2),
        )
        .after(&["admissible"]),
        Test::new(
            "optimal",
            Said::new(
                "A* with it finds optimal solutions",
                "A* с ней находит оптимальные решения",
            ),
            0,
            move || optimal(heuristic, &s3),
        )
        .after(&["within_limit"]),
        Test::new(
            "better",
            Said::new(
                "A* expands fewer nodes with it than with Manhattan",
                "A* раскрывает с ней меньше узлов, чем с манхэттенской",
            ),
            10,
            move || better(heuristic, &s4),
        )
        .after(&["within_limit"]),
    ]
}

/// The suite the starter and the key are graded with.
pub fn suite(heuristic: Heuristic, config: &Config) -> Suite {
    Suite {
        number: 2,
        title: Said::new(
            "Assignment 2: a heuristic better than Manhattan",
            "Задание 2: эвристика лучше манхэттенской",
        ),
        tests: tests(heuristic, config.starts(), config.node_limit),
    }
}

/// The first position in `positions` (fewest moves from the goal first) where `heuristic`
/// says more than the true distance.
fn overestimate<'a>(
    heuristic: Heuristic,
    positions: impl Iterator<Item = &'a (Board, u32)>,
    goal: &Board,
) -> (usize, Option<(Board, u32, u32)>) {
    let mut first: Option<(Board, u32, u32)> = None;
    let mut count = 0;
    for (board, distance) in positions {
        let estimate = heuristic(board, goal);
        if estimate > *distance {
            count += 1;
            if first.as_ref().is_none_or(|f| *distance < f.2) {
                first = Some((board.clone(), estimate, *distance));
            }
        }
    }
    (count, first)
}

fn admissible(heuristic: Heuristic, samples: &Samples) -> Found {
    let eight = Goal::Standard.board(Size::EIGHT);
    let fifteen = Goal::Standard.board(Size::FIFTEEN);
    let all = eight_puzzle();
    let along: Vec<(Board, u32)> = samples
        .solved()
        .iter()
        .flat_map(|s| s.path.iter().cloned())
        .collect();
    let (small, small_first) = overestimate(heuristic, all.iter(), &eight);
    let (large, large_first) = overestimate(heuristic, along.iter(), &fifteen);
    let states = all.len() + along.len();
    let Some((board, estimate, distance)) = small_first.or(large_first) else {
        return Ok(Said::new(
            format!(
                "no overestimate on {states} positions (all {} of the 8-puzzle, {} on optimal 15-puzzle solutions)",
                all.len(),
                along.len()
            ),
            format!(
                "ни одной переоценки на {states} позициях (все {} позиций игры «8», {} на оптимальных решениях игры «15»)",
                all.len(),
                along.len()
            ),
        ));
    };
    let at_goal = distance == 0;
    failed(Failure {
        what: Said::new(
            format!("{} overestimates on {states} positions", small + large),
            format!("переоценок {} на {states} позициях", small + large),
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
                "heuristic: every move you add to Manhattan must be a move no solution can avoid; count each forced extra move once (and the board may be 3x3 as well as 4x4)",
                "heuristic: каждый ход, добавленный к манхэттенскому расстоянию, должен быть неизбежен для любого решения; считайте каждый такой ход один раз (и доска может быть 3x3, а не только 4x4)",
            )
        },
    })
}

fn consistent(heuristic: Heuristic, samples: &Samples) -> Found {
    let eight = Goal::Standard.board(Size::EIGHT);
    let fifteen = Goal::Standard.board(Size::FIFTEEN);
    let along: Vec<Board> = samples
        .solved()
        .iter()
        .flat_map(|s| s.path.iter().map(|(b, _)| b.clone()))
        .collect();
    let positions = eight_puzzle()
        .iter()
        .map(|(b, _)| (b, &eight))
        .chain(along.iter().map(|b| (b, &fifteen)));
    let mut checked = 0u64;
    for (board, goal) in positions {
        let here = heuristic(board, goal);
        for dir in board.legal_moves() {
            checked += 1;
            let next = board.applied(dir).expect("a legal move");
            let there = heuristic(&next, goal);
            if here > there + 1 {
                return failed(Failure {
                    what: Said::new(
                        "one move lowers the estimate by more than one",
                        "один ход уменьшает оценку больше чем на единицу",
                    ),
                    example: Said::new(
                        format!("[{board}]: {here}, after the move {}: [{next}]: {there}", dir.letter()),
                        format!("[{board}]: {here}, после хода {}: [{next}]: {there}", dir.letter()),
                    ),
                    expected: Said::new(
                        format!("at least {} after one move", here - 1),
                        format!("не меньше {} после одного хода", here - 1),
                    ),
                    look: Said::new(
                        "heuristic: a move changes one tile's place; an extra you add must not appear or vanish by more than that move can explain",
                        "heuristic: ход меняет место одной фишки; добавка не должна появляться или исчезать сильнее, чем объясняет этот ход",
                    ),
                });
            }
        }
    }
    Ok(Said::new(
        format!("consistent across {checked} moves"),
        format!("согласована на {checked} ходах"),
    ))
}

fn within_limit(heuristic: Heuristic, samples: &Samples) -> Found {
    let runs = samples.student(heuristic);
    let solved = samples.solved();
    let limit = samples.node_limit;
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
            format!(
                "solved within {} expanded nodes, as Manhattan solves it",
                En.int(limit)
            ),
            format!(
                "решение в пределе {} раскрытых узлов, как с манхэттенской",
                Ru.int(limit)
            ),
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
            run.filter(|(len, _)| *len != s.length)
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
            format!("{} moves, the optimum", sample.length),
            format!("{} ходов, оптимум", sample.length),
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
    let n = solved.len();
    let line = Said::new(
        format!(
            "{} nodes with it, {} with Manhattan (ratio {ratio:.3}, on {n} positions)",
            En.int(theirs),
            En.int(manhattan)
        ),
        format!(
            "узлов с ней {}, с манхэттенской {} (отношение {}, на {n} позициях)",
            Ru.int(theirs),
            Ru.int(manhattan),
            Ru.decimal(ratio, 3)
        ),
    );
    if theirs < manhattan {
        return Ok(line);
    }
    failed(Failure {
        what: line,
        example: Said::default(),
        expected: Said::new(
            format!("fewer than {} nodes", En.int(manhattan)),
            format!("меньше {} узлов", Ru.int(manhattan)),
        ),
        look: Said::new(
            "heuristic: add moves Manhattan misses, e.g. linear conflicts (two tiles in their goal row in the wrong order: one must step aside, 2 moves)",
            "heuristic: добавьте ходы, которых не видит манхэттенское расстояние, например линейные конфликты (две фишки в своём ряду в обратном порядке: одной придётся отойти, 2 хода)",
        ),
    })
}
