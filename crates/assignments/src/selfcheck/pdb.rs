//! The graded check of assignment 7: the student's pattern databases of the 8-puzzle, complete,
//! entry by entry against the reference, and added up over two disjoint patterns, never more
//! than the true distance on any of the 181,440 positions.

use std::collections::HashMap;

use puzzlelab_rules::{Board, Goal, Size};

use super::reference::{ball, pattern_database};
use crate::grading::{failed, Failure, Found, Said, Suite, Test};

/// The student's function: `build(pattern)`.
#[derive(Clone, Copy)]
pub struct Solution {
    /// A pattern's database.
    pub build: fn(&[u8]) -> HashMap<Vec<u8>, u8>,
}

/// The public patterns: two halves of the 8-puzzle's tiles.
pub const PATTERNS: [[u8; 4]; 2] = [[1, 2, 3, 4], [5, 6, 7, 8]];

/// The number of placements of `k` tiles on 9 cells.
fn placements(k: usize) -> usize {
    (0..k).map(|i| 9 - i).product()
}

/// The cells of `pattern`'s tiles on `board`, in the pattern's order.
pub fn cells_of(board: &Board, pattern: &[u8]) -> Vec<u8> {
    pattern
        .iter()
        .map(|&t| {
            board
                .tiles()
                .iter()
                .position(|&x| x == t)
                .expect("a tile of the board") as u8
        })
        .collect()
}

/// The three tests on `patterns`: every placement there (2 points), every entry right (5, after
/// it); and, on the public halves, the two databases added up never overestimate (3).
pub fn tests(solution: Solution, patterns: Vec<Vec<u8>>, with_sum: bool) -> Vec<Test> {
    let (p1, p2) = (patterns.clone(), patterns);
    let mut tests = vec![
        Test::new(
            "complete",
            Said::new(
                "an entry for every placement of the pattern's tiles",
                "запись для каждой расстановки фишек образца",
            ),
            0,
            move || complete(solution, &p1),
        ),
        Test::new(
            "entries",
            Said::new(
                "every entry the fewest moves of the pattern's tiles",
                "каждая запись — наименьшее число ходов фишек образца",
            ),
            6,
            move || entries(solution, &p2),
        )
        .after(&["complete"]),
    ];
    if with_sum {
        tests.push(Test::new(
            "admissible",
            Said::new(
                "two disjoint patterns add up to at most the true distance",
                "сумма двух непересекающихся образцов не больше истинного расстояния",
            ),
            4,
            move || admissible(solution),
        ));
    }
    tests
}

/// The suite the starter and the key are graded with.
pub fn suite(solution: Solution) -> Suite {
    Suite {
        number: 7,
        title: Said::new(
            "Assignment 7: a pattern database",
            "Задание 7: база образцов",
        ),
        tests: tests(
            solution,
            PATTERNS.iter().map(|p| p.to_vec()).collect(),
            true,
        ),
    }
}

fn complete(solution: Solution, patterns: &[Vec<u8>]) -> Found {
    for pattern in patterns {
        let table = (solution.build)(pattern);
        let want = placements(pattern.len());
        let bad = table
            .keys()
            .find(|k| k.len() != pattern.len() || k.iter().any(|&c| c > 8));
        if table.len() != want || bad.is_some() {
            return failed(Failure {
                what: Said::new(
                    format!("pattern {pattern:?}: {} entries", table.len()),
                    format!("образец {pattern:?}: записей {}", table.len()),
                ),
                example: Said::same(bad.map_or(String::new(), |k| format!("{k:?}"))),
                expected: Said::new(
                    format!("{want} placements, each a list of {} cells 0 to 8", pattern.len()),
                    format!("{want} расстановок, каждая — список из {} клеток от 0 до 8", pattern.len()),
                ),
                look: Said::new(
                    "build: search until the queue is empty: every placement is reachable from the goal",
                    "build: ищите, пока очередь не опустеет: из цели достижима любая расстановка",
                ),
            });
        }
    }
    Ok(Said::new(
        format!("every placement of {} patterns there", patterns.len()),
        format!("все расстановки {} образцов на месте", patterns.len()),
    ))
}

fn entries(solution: Solution, patterns: &[Vec<u8>]) -> Found {
    let goal = Goal::Standard.board(Size::EIGHT);
    let mut checked = 0;
    for pattern in patterns {
        let theirs = (solution.build)(pattern);
        let reference = pattern_database(&goal, pattern);
        checked += reference.len();
        let mut wrong: Vec<(&Vec<u8>, u8, Option<u8>)> = reference
            .iter()
            .filter(|(k, v)| theirs.get(*k) != Some(v))
            .map(|(k, &v)| (k, v, theirs.get(k).copied()))
            .collect();
        wrong.sort_by_key(|&(k, v, _)| (v, k.clone()));
        if let Some(&(placed, want, got)) = wrong.first() {
            let look = if got.is_some_and(|g| g > want) {
                Said::new(
                    "build: a move of a tile outside the pattern costs 0; count only the pattern's tiles' moves (a 0-1 BFS: the free moves at the front of the deque)",
                    "build: ход фишки не из образца стоит 0; считайте только ходы фишек образца (0-1 BFS: бесплатные ходы — в начало дека)",
                )
            } else {
                Said::new(
                    "build: a search from the goal gives each state its fewest moves when a state is settled only at its least cost (take the least over the empty place's cells)",
                    "build: поиск от цели даёт каждому состоянию наименьшее число ходов, если состояние закрепляется только при наименьшей стоимости (берите наименьшее по клеткам пустого места)",
                )
            };
            return failed(Failure {
                what: Said::new(
                    format!(
                        "pattern {pattern:?}: {} of {} entries wrong",
                        wrong.len(),
                        reference.len()
                    ),
                    format!(
                        "образец {pattern:?}: неверны {} из {} записей",
                        wrong.len(),
                        reference.len()
                    ),
                ),
                example: Said::new(
                    format!(
                        "cells {placed:?}: {}",
                        got.map_or("missing".into(), |g| g.to_string())
                    ),
                    format!(
                        "клетки {placed:?}: {}",
                        got.map_or("нет".into(), |g| g.to_string())
                    ),
                ),
                expected: Said::same(want.to_string()),
                look,
            });
        }
    }
    Ok(Said::new(
        format!("all {checked} entries right"),
        format!("все {checked} записей верны"),
    ))
}

fn admissible(solution: Solution) -> Found {
    let goal = Goal::Standard.board(Size::EIGHT);
    let tables: Vec<HashMap<Vec<u8>, u8>> = PATTERNS.iter().map(|p| (solution.build)(p)).collect();
    let mut over: Vec<(Board, u32, u32)> = Vec::new();
    let all = ball(&goal, 31);
    for (board, distance) in &all {
        let sum: u32 = PATTERNS
            .iter()
            .zip(&tables)
            .map(|(p, t)| u32::from(t.get(&cells_of(board, p)).copied().unwrap_or(0)))
            .sum();
        if sum > *distance {
            over.push((board.clone(), sum, *distance));
        }
    }
    over.sort_by_key(|&(_, _, d)| d);
    let Some((board, sum, distance)) = over.first().cloned() else {
        return Ok(Said::new(
            format!("no overestimate on all {} positions", all.len()),
            format!("ни одной переоценки на всех {} позициях", all.len()),
        ));
    };
    failed(Failure {
        what: Said::new(
            format!("{} of {} positions overestimated", over.len(), all.len()),
            format!("переоценены {} из {} позиций", over.len(), all.len()),
        ),
        example: Said::new(
            format!("[{board}]: {sum} by the two databases"),
            format!("[{board}]: {sum} по двум базам"),
        ),
        expected: Said::new(
            format!("at most its true distance, {distance}"),
            format!("не больше истинного расстояния, {distance}"),
        ),
        look: Said::new(
            "build: a database that counts the other tiles' moves too counts some moves twice when two are added; count only the pattern's tiles' moves",
            "build: база, считающая и ходы чужих фишек, при сложении двух баз считает некоторые ходы дважды; считайте только ходы фишек образца",
        ),
    })
}
