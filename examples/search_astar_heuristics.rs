//! One board, A* three times: with misplaced tiles, with the Manhattan distance and with
//! linear conflicts. The better the estimate, the fewer positions A* has to expand, and the
//! length found is the same each time: every one of them is admissible.
//!
//! `cargo run --example search_astar_heuristics`

use std::io::{self, Write};

use puzzlelab_rules::{Board, Goal};
use puzzlelab_solvers::heuristics::Heuristic;
use puzzlelab_solvers::search::{astar, Limits, Stats};
use puzzlelab_solvers::sliding::neighbours;

/// A 15-puzzle position 24 moves from the goal: hard enough for the difference to show.
pub const BOARD: &str = "1 3 4 12 5 2 7 10 6 13 8 15 9 14 11 0";

/// Runs the lesson program, printing to `out`.
pub fn run(out: &mut dyn Write) -> io::Result<()> {
    let board: Board = BOARD.parse().expect("a board");
    let goal = Goal::Standard.board(board.size());
    writeln!(out, "board: {board}")?;
    writeln!(
        out,
        "{:<16} {:>6} {:>9} {:>9}",
        "heuristic", "length", "expanded", "estimate"
    )?;
    for heuristic in Heuristic::ALL {
        let mut stats = Stats::default();
        let outcome = astar(
            &board,
            neighbours,
            |b| heuristic.estimate(b, &goal),
            |b| *b == goal,
            &Limits::none(),
            &mut stats,
        );
        let length = outcome.cost().expect("solvable");
        let estimate = heuristic.estimate(&board, &goal);
        writeln!(
            out,
            "{:<16} {length:>6} {:>9} {estimate:>9}",
            heuristic.name(),
            stats.expanded
        )?;
    }
    Ok(())
}

fn main() -> io::Result<()> {
    run(&mut io::stdout().lock())
}
