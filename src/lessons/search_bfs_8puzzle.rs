//! Breadth-first search over the whole 8-puzzle: from the goal, layer by layer, until no new
//! position is left. It prints how many positions lie at each distance: 181,440 in all (half
//! of the 9! placements; the other half cannot be reached, as the parity rule says), the
//! farthest 31 moves away.
//!
//! `cargo run --example search_bfs_8puzzle` (`-- --lang ru` for Russian)

use std::io::{self, Write};
use std::process::ExitCode;

use puzzlelab_rules::{Board, Goal, Lang, Size};
use puzzlelab_solvers::search::{bfs, Layers, Limits, Stats};
use puzzlelab_solvers::sliding::neighbours;

use super::messages::Messages;

/// Runs the lesson program, printing to `out` in `lang`.
pub fn run(out: &mut impl Write, lang: Lang) -> io::Result<()> {
    let goal = Goal::Standard.board(Size::EIGHT);
    // Two observers at once: the positions expanded at each depth, and the usual statistics.
    let mut watch = (Layers::default(), Stats::default());
    // No position is a goal: the search runs until the queue is empty.
    let positions_of = |b: &Board| neighbours(b).map(|(next, _)| next);
    bfs(&goal, positions_of, |_| false, &Limits::none(), &mut watch);
    let (layers, stats) = watch;

    // Each column as wide as its heading, the counts at least 9.
    let text = Messages::new(lang);
    let (distance_head, count_head) = (text.distance(), text.positions_head());
    let dw = distance_head.chars().count();
    let cw = count_head.chars().count().max(9);
    writeln!(out, "{distance_head:>dw$}  {count_head:>cw$}")?;
    for (distance, &count) in layers.counts().iter().enumerate() {
        writeln!(out, "{distance:>dw$}  {:>cw$}", lang.int(count))?;
    }
    let farthest = layers.counts().len() as u64 - 1;
    writeln!(out, "{}", text.total_positions(stats.expanded))?;
    writeln!(out, "{}", text.farthest(farthest))?;
    writeln!(out, "{}", text.largest_queue(stats.max_frontier as u64))?;
    Ok(())
}

/// The program: `[--lang en|ru]`, the lesson on standard output.
pub fn main(args: Vec<String>) -> anyhow::Result<ExitCode> {
    super::on_stdout(args, run)
}
