//! Assignment 6: IDA*'s thresholds.
//!
//! IDA* searches depth first under a bound on `f = g + h`, and when the goal is not found, starts
//! again under a larger bound. Which bound? The depth-first search below is written: a branch
//! whose `f` goes over the bound is cut, and reports that `f`; a search that fails reports the
//! least of them. Finish the loop: each iteration's bound, the first one `h(start)`, the last
//! one the length of an optimal solution. (The move just made is never undone.)
//!
//! Graded check: `cargo run --example assignment_6`.

use puzzlelab_rules::{Board, Direction};

/// A heuristic: an estimate of the moves from a board to the goal.
pub type Heuristic = fn(&Board, &Board) -> u32;

/// The bounds IDA* searches under, one per iteration, in order.
pub fn bounds(start: &Board, goal: &Board, h: Heuristic) -> Vec<u32> {
    let mut bound = h(start, goal);
    let mut bounds = vec![bound];
    loop {
        match search(start, goal, h, 0, bound, None) {
            Step::Found => return bounds,
            Step::Cut(least) => {
                // TODO: the next bound. This searches again one move deeper, which repeats
                // iterations that cannot find anything new; IDA* goes straight to the least f
                // that was cut (`least`).
                let _ = least;
                bound += 1;
                bounds.push(bound);
            }
            Step::Exhausted => return bounds,
        }
    }
}

/// What one depth-first search under a bound ended with.
enum Step {
    /// The goal was reached.
    Found,
    /// Branches were cut: the least `f` among them.
    Cut(u32),
    /// Nothing was cut and the goal is not there.
    Exhausted,
}

/// The depth-first search under `bound` from `board`, `g` moves from the start.
fn search(
    board: &Board,
    goal: &Board,
    h: Heuristic,
    g: u32,
    bound: u32,
    came: Option<Direction>,
) -> Step {
    let f = g + h(board, goal);
    if f > bound {
        return Step::Cut(f);
    }
    if board == goal {
        return Step::Found;
    }
    let mut least: Option<u32> = None;
    for dir in board.legal_moves() {
        if came.is_some_and(|c| c.opposite() == dir) {
            continue;
        }
        let next = board.applied(dir).expect("a legal move");
        match search(&next, goal, h, g + 1, bound, Some(dir)) {
            Step::Found => return Step::Found,
            Step::Cut(over) => least = Some(least.map_or(over, |l| l.min(over))),
            Step::Exhausted => {}
        }
    }
    least.map_or(Step::Exhausted, Step::Cut)
}
