//! Self-check of assignment 3: the levels of the game tree, and the losing positions, for
//! every `max_take` from 1 to 6 and piles up to 40.
//!
//! The checks use closed forms rather than a second search: after `i` moves, between `i` and
//! `i * max_take` objects have been taken (and never more than the pile); the lost piles are the
//! ones of the form `(max_take + 1) * k + 1`, the lesson's `4k + 1` for `max_take = 3`.

use puzzlelab_rules::Lang;

use super::legality::examples;
use crate::Report;

/// The student's functions.
pub struct Solution {
    /// `bfs_levels(pile, max_take)`.
    pub bfs_levels: fn(u32, u32) -> Vec<Vec<u32>>,
    /// `losing_positions(max_take, up_to)`.
    pub losing_positions: fn(u32, u32) -> Vec<u32>,
}

/// The largest pile checked.
const UP_TO: u32 = 40;

/// The levels of the tree from `pile`, from the closed form.
pub fn expected_levels(pile: u32, max_take: u32) -> Vec<Vec<u32>> {
    (0..=pile)
        .map(|moves| {
            let most = (moves * max_take).min(pile);
            (moves..=most).rev().map(|taken| pile - taken).collect()
        })
        .collect()
}

/// The lost piles, from the closed form.
pub fn expected_losing(max_take: u32, up_to: u32) -> Vec<u32> {
    (1..=up_to).filter(|n| n % (max_take + 1) == 1).collect()
}

/// Runs the self-check.
pub fn check(solution: &Solution) -> Report {
    let mut report = Report::new("Assignment 3: BFS over Bachet's game tree");
    let mut wrong_levels = Vec::new();
    let mut wrong_losing = Vec::new();
    for max_take in 1..=6 {
        for pile in [1, 2, 5, 13, 21] {
            let expected = expected_levels(pile, max_take);
            let got = (solution.bfs_levels)(pile, max_take);
            if got != expected {
                let first = (0..expected.len().max(got.len()))
                    .find(|&i| got.get(i) != expected.get(i))
                    .unwrap_or(0);
                wrong_levels.push(format!(
                    "pile {pile}, max_take {max_take}: level {first} expected {:?}, got {:?} ({} levels expected, {} given)",
                    expected.get(first).cloned().unwrap_or_default(),
                    got.get(first).cloned().unwrap_or_default(),
                    expected.len(),
                    got.len()
                ));
            }
        }
        let expected = expected_losing(max_take, UP_TO);
        let got = (solution.losing_positions)(max_take, UP_TO);
        if got != expected {
            wrong_losing.push(format!(
                "max_take {max_take}, piles 1..={UP_TO}: expected {expected:?}, got {got:?}"
            ));
        }
    }
    report.check(
        wrong_levels.is_empty(),
        format!(
            "bfs_levels: {} of 30 trees wrong{}",
            wrong_levels.len(),
            examples(&wrong_levels, Lang::En)
        ),
    );
    report.check(
        wrong_losing.is_empty(),
        format!(
            "losing_positions: {} of 6 values of max_take wrong{}",
            wrong_losing.len(),
            examples(&wrong_losing, Lang::En)
        ),
    );
    report
}
