//! The peers of `bench solvers`: `slidy` 0.4.1 (with `--features peers`) and `pathfinding`'s
//! `idastar`, each given a board the way it wants it and answering the race's [`Outcome`].

use std::cell::Cell;
use std::time::Duration;

#[cfg(feature = "peers")]
use puzzlelab_rules::{Goal, Size};

use super::instances::Instance;
use super::race::Outcome;
use crate::clock::thread_cpu_time;

/// The board as slidy wants it: slidy's goal is the standard one, so a blank-first instance is
/// turned half a turn and renamed (tile t becomes 16 - t), which keeps every distance.
#[cfg(feature = "peers")]
pub(super) fn slidy_solve(
    solver: &slidy::solver::size4x4::stm::solver::Solver,
    instance: &Instance,
) -> Outcome {
    use slidy::solver::solver::Solver as _;
    use std::str::FromStr;
    let tiles: Vec<u8> = if instance.goal == Goal::Standard.board(Size::FIFTEEN) {
        instance.board.tiles().to_vec()
    } else {
        let t = instance.board.tiles();
        (0..16)
            .map(|c| match t[15 - c] {
                0 => 0,
                x => 16 - x,
            })
            .collect()
    };
    let rows: Vec<String> = tiles
        .chunks(4)
        .map(|r| {
            r.iter()
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let puzzle = slidy::puzzle::puzzle::Puzzle::from_str(&rows.join("/")).expect("a 4x4 board");
    match solver.solve(&puzzle) {
        Ok(solution) => Outcome {
            length: Some(solution.len_stm::<u32>()),
            expanded: 0, // slidy does not count them
            generated: 0,
        },
        Err(_) => Outcome {
            length: None,
            expanded: 0,
            generated: 0,
        },
    }
}

/// pathfinding's `idastar` over packed boards with Manhattan distance, stopped at the cap: past
/// it the successors are cut off, so the search ends with no path.
pub(super) fn pathfinding_solve(instance: &Instance, cap: Duration) -> Outcome {
    let n = instance.board.cells();
    let w = instance.board.width();
    let mut home = [0usize; 64];
    for (c, &t) in instance.goal.tiles().iter().enumerate() {
        home[t as usize] = c;
    }
    let manhattan = |tiles: &Vec<u8>| -> u32 {
        tiles
            .iter()
            .enumerate()
            .filter(|(_, &t)| t != 0)
            .map(|(c, &t)| {
                let h = home[t as usize];
                ((c / w).abs_diff(h / w) + (c % w).abs_diff(h % w)) as u32
            })
            .sum()
    };
    let start = thread_cpu_time();
    let nodes = Cell::new(0u64);
    let out_of_time = Cell::new(false);
    let goal = instance.goal.tiles().to_vec();
    let result = pathfinding::directed::idastar::idastar(
        &instance.board.tiles().to_vec(),
        |tiles: &Vec<u8>| {
            nodes.set(nodes.get() + 1);
            if nodes.get().is_multiple_of(4096) && thread_cpu_time() - start > cap {
                out_of_time.set(true);
            }
            if out_of_time.get() {
                return Vec::new();
            }
            let blank = tiles.iter().position(|&t| t == 0).expect("a blank");
            let mut next = Vec::with_capacity(4);
            let (r, c) = (blank / w, blank % w);
            let mut push = |s: usize| {
                let mut t = tiles.clone();
                t.swap(blank, s);
                next.push((t, 1u32));
            };
            if r > 0 {
                push(blank - w);
            }
            if r + 1 < n / w {
                push(blank + w);
            }
            if c > 0 {
                push(blank - 1);
            }
            if c + 1 < w {
                push(blank + 1);
            }
            next
        },
        manhattan,
        |tiles: &Vec<u8>| *tiles == goal,
    );
    Outcome {
        length: result.map(|(_, cost)| cost),
        expanded: nodes.get(),
        generated: 0, // its successor closure is called once per expansion
    }
}
