//! One board, A* three times: with misplaced tiles, with the Manhattan distance and with
//! linear conflicts. The better the estimate, the fewer positions A* has to expand, and the
//! length found is the same each time: every one of them is admissible.
//!
//! `cargo run --example search_astar_heuristics` (`-- --lang ru` for Russian)

use std::io::{self, Write};
use std::process::ExitCode;

use puzzlelab_rules::{Board, Goal, Lang};
use puzzlelab_solvers::heuristics::Heuristic;
use puzzlelab_solvers::search::{astar, Limits, Stats};
use puzzlelab_solvers::sliding::neighbours;

use super::messages::Messages;

/// A 15-puzzle position 24 moves from the goal: hard enough for the difference to show.
pub const BOARD: &str = "1 3 4 12 5 2 7 10 6 13 8 15 9 14 11 0";

/// Runs the lesson program, printing to `out` in `lang`.
pub fn run(out: &mut impl Write, lang: Lang) -> io::Result<()> {
    let board: Board = BOARD.parse().expect("a board");
    let goal = Goal::Standard.board(board.size());
    let text = Messages::new(lang);
    writeln!(out, "{}", text.board(&board))?;
    // The names' column: one wider than the longest name.
    let name_w = Heuristic::ALL
        .iter()
        .map(|&h| text.heuristic_name(h).chars().count() + 1)
        .max()
        .unwrap_or(0);
    writeln!(
        out,
        "{:<name_w$} {:>6} {:>9} {:>9}",
        text.heuristic(),
        text.length(),
        text.expanded(),
        text.estimate()
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
            "{:<name_w$} {length:>6} {:>9} {estimate:>9}",
            text.heuristic_name(heuristic),
            lang.int(stats.expanded)
        )?;
    }
    Ok(())
}

/// The program: `[--lang en|ru]`, the lesson on standard output.
pub fn main(args: Vec<String>) -> anyhow::Result<ExitCode> {
    super::on_stdout(args, run)
}
