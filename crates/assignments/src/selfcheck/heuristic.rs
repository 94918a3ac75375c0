//! Self-check of assignment 2: is the student's heuristic admissible, and does A* expand fewer
//! nodes with it than with the Manhattan distance?
//!
//! Admissibility is measured where the true distance is known: on every state within `radius`
//! moves of the goal (breadth-first search), and on every state along an optimal solution of
//! each sample (A* with Manhattan finds it; a state `i` moves into a solution of length `d` is
//! exactly `d - i` moves from the goal).

use puzzlelab_rules::{shuffle, Board, Goal, Lang, Size};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::legality::examples;
use super::reference::{astar, ball, manhattan, Heuristic};
use crate::Report;

/// The sample the self-check runs on.
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
    /// The language of the report.
    pub lang: Lang,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            radius: 10,
            samples: 12,
            walk: 40,
            seed: 1,
            node_limit: 2_000_000,
            lang: Lang::En,
        }
    }
}

/// One overestimate: a board, the heuristic's value, the true distance.
#[derive(Clone, Debug)]
pub struct Overestimate {
    /// The board.
    pub board: Board,
    /// What the heuristic said.
    pub estimate: u32,
    /// The true number of moves to the goal.
    pub distance: u32,
}

/// Runs the self-check of `heuristic` on the 15-puzzle.
pub fn check(heuristic: Heuristic, config: &Config) -> Report {
    let lang = config.lang;
    let title = lang.pick(
        "Assignment 2: a heuristic better than Manhattan",
        "Задание 2: эвристика лучше манхэттенской",
    );
    let mut report = Report::new(title).in_lang(lang);
    let goal = Goal::Standard.board(Size::FIFTEEN);

    let mut over = Vec::new();
    let near = ball(&goal, config.radius);
    for (board, distance) in &near {
        let estimate = heuristic(board, &goal);
        if estimate > *distance {
            over.push(Overestimate {
                board: board.clone(),
                estimate,
                distance: *distance,
            });
        }
    }

    let mut rng = ChaCha8Rng::seed_from_u64(config.seed);
    let (mut nodes_manhattan, mut nodes_student) = (0u64, 0u64);
    let mut path_states = 0;
    let mut longer = Vec::new();
    let mut gave_up = Vec::new();
    for _ in 0..config.samples {
        let (start, _) = shuffle::random_walk(&mut rng, &goal, config.walk);
        let Some(optimal) = astar(&start, &goal, manhattan, config.node_limit) else {
            gave_up.push(format!(
                "[{start}] ({})",
                lang.pick("Manhattan", "манхэттенская")
            ));
            continue;
        };
        nodes_manhattan += optimal.expanded;
        let length = optimal.moves.len() as u32;
        let mut board = start.clone();
        for (i, dir) in optimal.moves.iter().enumerate() {
            path_states += 1;
            let distance = length - i as u32;
            let estimate = heuristic(&board, &goal);
            if estimate > distance {
                over.push(Overestimate {
                    board: board.clone(),
                    estimate,
                    distance,
                });
            }
            board.apply(dir).expect("a solution's moves are legal");
        }
        match astar(&start, &goal, heuristic, config.node_limit) {
            Some(found) => {
                nodes_student += found.expanded;
                if found.moves.len() as u32 != length {
                    let took = found.moves.len();
                    longer.push(match lang {
                        Lang::En => {
                            format!(
                                "[{start}]: A* with it took {took} moves, the optimum is {length}"
                            )
                        }
                        Lang::Ru => {
                            format!(
                                "[{start}]: A* с ней нашёл решение длины {took}, оптимум {length}"
                            )
                        }
                    });
                }
            }
            None => gave_up.push(format!("[{start}] ({})", lang.pick("yours", "ваша"))),
        }
    }

    let lines: Vec<String> = over
        .iter()
        .map(|o| {
            let (board, estimate, distance) = (&o.board, o.estimate, o.distance);
            match lang {
                Lang::En => format!("[{board}]: estimate {estimate} > true distance {distance}"),
                Lang::Ru => {
                    format!("[{board}]: оценка {estimate} > истинного расстояния {distance}")
                }
            }
        })
        .collect();
    let (states, near, radius) = (near.len() + path_states, near.len(), config.radius);
    let (overs, shown) = (over.len(), examples(&lines, lang));
    report.check(
        over.is_empty(),
        match lang {
            Lang::En => format!(
                "admissible: {overs} overestimates on {states} states\n          ({near} within {radius} moves of the goal, {path_states} on optimal solutions){shown}"
            ),
            Lang::Ru => format!(
                "допустима: переоценок {overs}, проверено позиций {states}\n          (в радиусе {radius} от цели {near}, на оптимальных решениях {path_states}){shown}"
            ),
        },
    );
    let (samples, wrong, shown) = (config.samples, longer.len(), examples(&longer, lang));
    report.check(
        longer.is_empty(),
        match lang {
            Lang::En => format!(
                "A* with it stays optimal: {wrong} of {samples} samples solved non-optimally{shown}"
            ),
            Lang::Ru => format!(
                "A* с ней остаётся оптимальным: неоптимально решено {wrong} из {samples} примеров{shown}"
            ),
        },
    );
    let (limit, given_up, shown) = (config.node_limit, gave_up.len(), examples(&gave_up, lang));
    report.check(
        gave_up.is_empty(),
        match lang {
            Lang::En => format!(
                "every sample solved within the node limit of {limit}: {given_up} given up{shown}"
            ),
            Lang::Ru => {
                format!("каждый пример решён в пределе {limit} узлов: брошено {given_up}{shown}")
            }
        },
    );
    let ratio = nodes_student as f64 / nodes_manhattan.max(1) as f64;
    let (walk, seed) = (config.walk, config.seed);
    report.check(
        nodes_student < nodes_manhattan,
        match lang {
            Lang::En => format!(
                "better than Manhattan: A* expanded {nodes_student} nodes with it, {nodes_manhattan} with Manhattan\n          (ratio {ratio:.3}; {samples} random walks of {walk} moves, seed {seed})"
            ),
            Lang::Ru => format!(
                "лучше манхэттенской: узлов раскрыто A* с ней {nodes_student}, с манхэттенской {nodes_manhattan}\n          (отношение {ratio:.3}; случайных блужданий {samples}, длина каждого {walk}, зерно {seed})"
            ),
        },
    );
    report
}
