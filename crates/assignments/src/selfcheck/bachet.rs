//! The graded check of assignment 3: the levels of the game tree, and the losing positions, for
//! every `max_take` from 1 to 6 and piles up to 40.
//!
//! The checks use closed forms rather than a second search: after `i` moves, between `i` and
//! `i * max_take` objects have been taken (and never more than the pile); the lost piles are the
//! ones of the form `(max_take + 1) * k + 1`, the lesson's `4k + 1` for `max_take = 3`.

use crate::grading::{failed, Failure, Found, Said, Suite, Test};

/// The student's functions.
#[derive(Clone, Copy)]
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

/// The cases of the public tests: every `max_take` from 1 to 6, these piles, and the losing
/// piles up to [`UP_TO`].
pub const PILES: [u32; 5] = [1, 2, 5, 13, 21];

/// The two tests, 5 points each, on `cases` (`(pile, max_take)`) and the largest takes `takes`.
pub fn tests(solution: Solution, cases: Vec<(u32, u32)>, takes: Vec<u32>) -> Vec<Test> {
    vec![
        Test::new(
            "bfs_levels",
            Said::new("the game tree level by level", "дерево игры по уровням"),
            5,
            move || levels(solution.bfs_levels, &cases),
        ),
        Test::new(
            "losing_positions",
            Said::new(
                "the piles lost for the player to move",
                "кучки, проигрышные для того, кто ходит",
            ),
            5,
            move || losing(solution.losing_positions, &takes),
        ),
    ]
}

/// The suite the starter and the key are graded with.
pub fn suite(solution: Solution) -> Suite {
    let mut cases: Vec<(u32, u32)> = (1..=6)
        .flat_map(|max_take| PILES.iter().map(move |&pile| (pile, max_take)))
        .collect();
    cases.sort_by_key(|&(pile, max_take)| (pile, max_take));
    Suite {
        number: 3,
        title: Said::new(
            "Assignment 3: BFS over Bachet's game tree",
            "Задание 3: поиск в ширину по дереву игры Баше",
        ),
        tests: tests(solution, cases, (1..=6).collect()),
    }
}

/// A tree's levels, as `bfs_levels` returns them.
type Levels = Vec<Vec<u32>>;

fn levels(bfs_levels: fn(u32, u32) -> Levels, cases: &[(u32, u32)]) -> Found {
    let wrong: Vec<(u32, u32, Levels, Levels)> = cases
        .iter()
        .filter_map(|&(pile, max_take)| {
            let expected = expected_levels(pile, max_take);
            let got = bfs_levels(pile, max_take);
            (got != expected).then_some((pile, max_take, expected, got))
        })
        .collect();
    let Some((pile, max_take, expected, got)) = wrong.first().cloned() else {
        return Ok(Said::new(
            format!("all {} trees right", cases.len()),
            format!("все {} деревьев верны", cases.len()),
        ));
    };
    let first = (0..expected.len().max(got.len()))
        .find(|&i| got.get(i) != expected.get(i))
        .unwrap_or(0);
    let level =
        |levels: &[Vec<u32>]| format!("{:?}", levels.get(first).cloned().unwrap_or_default());
    let look = if got.len() < expected.len() {
        Said::new(
            "bfs_levels: keep taking piles from the queue until it is empty; the last level is [0]",
            "bfs_levels: берите кучки из очереди, пока она не опустеет; последний уровень — [0]",
        )
    } else {
        Said::new(
            "bfs_levels: a move takes 1 to max_take objects, never more than are left; each pile goes into a level once, in increasing order",
            "bfs_levels: ход берёт от 1 до max_take предметов, но не больше, чем осталось; каждая кучка входит в уровень один раз, по возрастанию",
        )
    };
    failed(Failure {
        what: Said::new(
            format!("{} of {} trees wrong", wrong.len(), cases.len()),
            format!("неверны {} из {} деревьев", wrong.len(), cases.len()),
        ),
        example: Said::new(
            format!(
                "pile {pile}, max_take {max_take}: level {first} is {} (levels: {})",
                level(&got),
                got.len()
            ),
            format!(
                "кучка {pile}, max_take {max_take}: уровень {first} — {} (уровней {})",
                level(&got),
                got.len()
            ),
        ),
        expected: Said::new(
            format!("{} (levels: {})", level(&expected), expected.len()),
            format!("{} (уровней {})", level(&expected), expected.len()),
        ),
        look,
    })
}

fn losing(losing_positions: fn(u32, u32) -> Vec<u32>, takes: &[u32]) -> Found {
    let wrong: Vec<(u32, Vec<u32>, Vec<u32>)> = takes
        .iter()
        .filter_map(|&max_take| {
            let expected = expected_losing(max_take, UP_TO);
            let got = losing_positions(max_take, UP_TO);
            (got != expected).then_some((max_take, expected, got))
        })
        .collect();
    let Some((max_take, expected, got)) = wrong.first().cloned() else {
        return Ok(Said::new(
            format!("right for every max_take of {takes:?}"),
            format!("верно для каждого max_take из {takes:?}"),
        ));
    };
    let look = if got.contains(&0) || got.first() == Some(&(max_take + 1)) {
        Said::new(
            "losing_positions: the player who takes the last object loses, so 1 is lost (the only move takes the last); 0 is not a position to move from",
            "losing_positions: проигрывает тот, кто берёт последний предмет, поэтому 1 — проигрыш (единственный ход берёт последний); из 0 не ходят",
        )
    } else {
        Said::new(
            "losing_positions: a pile is lost when every move from it leaves a won pile; work upwards from 1",
            "losing_positions: кучка проигрышна, когда любой ход из неё оставляет выигрышную; идите вверх от 1",
        )
    };
    failed(Failure {
        what: Said::new(
            format!(
                "{} of {} values of max_take wrong",
                wrong.len(),
                takes.len()
            ),
            format!(
                "неверно для {} из {} значений max_take",
                wrong.len(),
                takes.len()
            ),
        ),
        example: Said::same(format!("max_take {max_take}, 1..={UP_TO}: {got:?}")),
        expected: Said::same(format!("{expected:?}")),
        look,
    })
}
