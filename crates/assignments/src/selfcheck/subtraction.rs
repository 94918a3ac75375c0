//! The graded check of assignment 8: the student's losing piles of subtraction games against the
//! game solver (`puzzlelab_solvers::game::subtraction`), the lesson's takes `{1, 2, 3}` first.

use puzzlelab_solvers::game::subtraction::SubtractionGame;
use puzzlelab_solvers::search::Limits;

use crate::grading::{failed, Failure, Found, Said, Suite, Test};

/// The student's function: `losing_positions(takes, up_to)`.
#[derive(Clone, Copy)]
pub struct Solution {
    /// The piles `0..=up_to` lost for the player to move.
    pub losing_positions: fn(&[u32], u32) -> Vec<u32>,
}

/// The largest pile checked.
pub const UP_TO: u32 = 60;

/// The public sets of takes beyond the lesson's.
pub fn take_sets() -> Vec<Vec<u32>> {
    vec![
        vec![1, 3, 4],
        vec![1, 4],
        vec![2, 5],
        vec![3, 4, 7],
        vec![1, 2, 4, 8],
        vec![1, 2, 3, 4, 5],
    ]
}

/// What the game solver says for `takes`.
fn solved(takes: &[u32]) -> Vec<u32> {
    let takes: Vec<u64> = takes.iter().map(|&t| u64::from(t)).collect();
    SubtractionGame::new(&takes)
        .losing_piles(u64::from(UP_TO), &Limits::none())
        .expect("no limit")
        .into_iter()
        .map(|n| n as u32)
        .collect()
}

/// The three tests: the lesson's takes (3 points), `sets` (5, after it) and a game without a
/// take of 1 (2).
pub fn tests(solution: Solution, sets: Vec<Vec<u32>>) -> Vec<Test> {
    vec![
        Test::new(
            "lesson",
            Said::new("the lesson's takes 1, 2, 3", "ходы урока: 1, 2, 3"),
            0,
            move || compare(solution, &[vec![1, 2, 3]]),
        ),
        Test::new(
            "any_takes",
            Said::new("other sets of takes", "другие наборы ходов"),
            7,
            move || compare(solution, &sets),
        )
        .after(&["lesson"]),
        Test::new(
            "no_take_of_one",
            Said::new(
                "takes without 1: small piles have no move",
                "ходы без 1: у малых кучек нет хода",
            ),
            3,
            move || compare(solution, &[vec![5, 7]]),
        ),
    ]
}

/// The suite the starter and the key are graded with.
pub fn suite(solution: Solution) -> Suite {
    Suite {
        number: 8,
        title: Said::new(
            "Assignment 8: beyond Bachet, any set of takes",
            "Задание 8: за пределами Баше — любой набор ходов",
        ),
        tests: tests(solution, take_sets()),
    }
}

fn compare(solution: Solution, sets: &[Vec<u32>]) -> Found {
    for takes in sets {
        let expected = solved(takes);
        let got = (solution.losing_positions)(takes, UP_TO);
        if got == expected {
            continue;
        }
        let first = (0..=UP_TO)
            .find(|n| got.contains(n) != expected.contains(n))
            .unwrap_or(0);
        let lost_there = expected.contains(&first);
        let smallest = takes.iter().min().copied().unwrap_or(1);
        let look = if first < smallest {
            Said::new(
                format!("losing_positions: from a pile smaller than every take ({first} < {smallest}) no move is possible, so it is lost"),
                format!("losing_positions: из кучки меньше любого хода ({first} < {smallest}) ходить нельзя, значит, она проигрышна"),
            )
        } else {
            let reason = takes
                .iter()
                .filter(|&&t| t <= first)
                .map(|&t| format!("{first} − {t} = {}", first - t))
                .collect::<Vec<_>>()
                .join(", ");
            Said::new(
                format!("losing_positions: a pile is lost when every take leads to a won pile; from {first}: {reason} (the rule N mod (k + 1) holds for takes 1..k only)"),
                format!("losing_positions: кучка проигрышна, когда любой ход ведёт в выигрышную; из {first}: {reason} (правило N mod (k + 1) верно только для ходов 1..k)"),
            )
        };
        return failed(Failure {
            what: Said::new(
                format!("takes {takes:?}: the lost piles differ"),
                format!("ходы {takes:?}: проигрышные кучки не совпадают"),
            ),
            example: Said::new(
                format!(
                    "pile {first}: {}",
                    if lost_there { "said won" } else { "said lost" }
                ),
                format!(
                    "кучка {first}: {}",
                    if lost_there {
                        "названа выигрышной"
                    } else {
                        "названа проигрышной"
                    }
                ),
            ),
            expected: Said::new(
                format!(
                    "{} ({:?})",
                    if lost_there { "lost" } else { "won" },
                    expected
                ),
                format!(
                    "{} ({:?})",
                    if lost_there {
                        "проигрышная"
                    } else {
                        "выигрышная"
                    },
                    expected
                ),
            ),
            look,
        });
    }
    Ok(Said::new(
        format!(
            "the game solver agrees on piles 0..={UP_TO} for {} set(s) of takes",
            sets.len()
        ),
        format!(
            "решатель игр согласен на кучках 0..={UP_TO} для наборов ходов: {}",
            sets.len()
        ),
    ))
}
