//! Breadth-first search over the whole 8-puzzle: from the goal, layer by layer, until no new
//! position is left. It prints how many positions lie at each distance: 181,440 in all (half
//! of the 9! placements; the other half cannot be reached, as the parity rule says), the
//! farthest 31 moves away.
//!
//! `cargo run --example search_bfs_8puzzle`

use std::io::{self, Write};

use puzzlelab_rules::{Board, Goal, Size};
use puzzlelab_solvers::search::{bfs, Layers, Limits, Stats};
use puzzlelab_solvers::sliding::neighbours;

/// Runs the lesson program, printing to `out`.
pub fn run(out: &mut dyn Write) -> io::Result<()> {
    let goal = Goal::Standard.board(Size::EIGHT);
    // Two observers at once: the positions expanded at each depth, and the usual statistics.
    let mut watch = (Layers::default(), Stats::default());
    // No position is a goal: the search runs until the queue is empty.
    let positions = |b: &Board| neighbours(b).map(|(next, _)| next);
    bfs(&goal, positions, |_| false, &Limits::none(), &mut watch);
    let (layers, stats) = watch;

    writeln!(out, "distance  positions")?;
    for (distance, count) in layers.counts().iter().enumerate() {
        writeln!(out, "{distance:>8}  {count:>9}")?;
    }
    writeln!(out, "total: {} positions", stats.expanded)?;
    writeln!(out, "farthest: {} moves", layers.counts().len() - 1)?;
    writeln!(out, "largest queue: {} positions", stats.max_frontier)?;
    Ok(())
}

fn main() -> io::Result<()> {
    run(&mut io::stdout().lock())
}
