//! IDA* iteration by iteration: each depth-first search stops at the positions whose
//! `f = g + h` passes the threshold, and the next threshold is the smallest `f` it cut off.
//! The last iteration finds the solution; the earlier ones are the price of using so little
//! memory.
//!
//! `cargo run --example search_ida_iterations` (`-- --lang ru` for Russian)

use std::io::{self, Write};
use std::process::ExitCode;

use puzzlelab_rules::{Board, Goal, Lang};
use puzzlelab_solvers::search::Stats;
use puzzlelab_solvers::sliding::{moves_of, Manhattan, SlidingIda};

use super::messages::Messages;

/// A 15-puzzle position whose solution takes several iterations with the Manhattan distance.
pub const BOARD: &str = "1 10 2 6 3 11 8 7 5 13 0 4 9 14 15 12";

/// Runs the lesson program, printing to `out` in `lang`.
pub fn run(out: &mut impl Write, lang: Lang) -> io::Result<()> {
    let board: Board = BOARD.parse().expect("a board");
    let goal = Goal::Standard.board(board.size());
    let mut stats = Stats::default();
    // the lesson's IDA*: every move but the one straight back is tried
    let ida = SlidingIda::new(&goal, Manhattan::new(&goal)).without_pruning();
    let outcome = ida.solve(&board, &mut stats);
    let text = Messages::new(lang);
    writeln!(out, "{}", text.board(&board))?;
    writeln!(
        out,
        "{:>9} {:>10} {:>12} {:>12}",
        text.iteration(),
        text.threshold(),
        text.expanded(),
        text.generated()
    )?;
    for (i, it) in stats.iterations.iter().enumerate() {
        writeln!(
            out,
            "{:>9} {:>10} {:>12} {:>12}",
            i + 1,
            it.threshold,
            lang.int(it.expanded),
            lang.int(it.generated)
        )?;
    }
    let moves = moves_of(outcome.path().expect("solvable"));
    writeln!(out, "{}", text.solution(&moves))?;
    writeln!(out, "{}", text.total_expanded(stats.expanded))?;
    Ok(())
}

/// The program: `[--lang en|ru]`, the lesson on standard output.
pub fn main(args: Vec<String>) -> anyhow::Result<ExitCode> {
    super::on_stdout(args, run)
}
