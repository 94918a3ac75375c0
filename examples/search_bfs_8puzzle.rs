//! Breadth-first search over the whole 8-puzzle: from the goal, layer by layer, until no new
//! position is left. It prints how many positions lie at each distance: 181,440 in all (half
//! of the 9! placements; the other half cannot be reached, as the parity rule says), the
//! farthest 31 moves away.
//!
//! `cargo run --example search_bfs_8puzzle`

use std::io::{self, Write};

use puzzlelab_rules::{Board, Goal, Size};
use puzzlelab_solvers::search::{bfs, Limits, Observer, Stats};
use puzzlelab_solvers::sliding::neighbours;

/// Counts the positions BFS takes from its queue at each depth.
#[derive(Default)]
struct Layers(Vec<u64>);

impl Observer<Board> for Layers {
    fn expand(&mut self, _position: &Board, depth: usize) {
        if self.0.len() <= depth {
            self.0.resize(depth + 1, 0);
        }
        self.0[depth] += 1;
    }
}

/// Runs the lesson program, printing to `out`.
pub fn run(out: &mut dyn Write) -> io::Result<()> {
    let goal = Goal::Standard.board(Size::EIGHT);
    // Two observers at once: the layer count and the usual statistics.
    let mut watch = (Layers::default(), Stats::default());
    // No position is a goal: the search runs until the queue is empty.
    let positions = |b: &Board| neighbours(b).map(|(next, _)| next);
    bfs(&goal, positions, |_| false, &Limits::none(), &mut watch);
    let (layers, stats) = watch;

    writeln!(out, "distance  positions")?;
    for (distance, count) in layers.0.iter().enumerate() {
        writeln!(out, "{distance:>8}  {count:>9}")?;
    }
    writeln!(out, "total: {} positions", stats.expanded)?;
    writeln!(out, "farthest: {} moves", layers.0.len() - 1)?;
    writeln!(out, "largest queue: {} positions", stats.max_frontier)?;
    Ok(())
}

fn main() -> io::Result<()> {
    run(&mut io::stdout().lock())
}
