//! Generic search: breadth-first search, iterative deepening, A* and IDA*, one algorithm a file.
//!
//! Every algorithm is a free function in the shape of the `pathfinding` crate: a start node,
//! a `successors` closure giving `(node, step cost)` pairs, a `heuristic` closure (for A* and
//! IDA*) and a `success` closure. Costs are whole numbers (`usize`): every puzzle of the
//! course counts moves. On top of that shape each function takes
//!
//! - [`Limits`]: a node, time and memory budget the search must respect, and
//! - an [`Observer`]: the search reports every event (expand, generate, push, pop, new
//!   threshold, solution) to it. [`NoObserver`] costs nothing; [`Stats`] counts; a renderer
//!   can record search trees and frontiers from the same events.
//!
//! and returns an [`Outcome`]: solved (with the path and its cost), unsolvable (the whole
//! reachable space was searched), or a limit reached (with the lower bound learned so far).
//!
//! The same problem in every doc example: on a line of numbers, go from 1 to 17 by `+1` or
//! `*2`.
//!
//! ```
//! use puzzlelab_solvers::search::{astar, Limits, Outcome, Stats};
//! let mut stats = Stats::default();
//! let outcome = astar(
//!     &1usize,
//!     |&n| [(n + 1, 1), (n * 2, 1)],
//!     |&n| usize::from(n < 17), // at least one more step unless there
//!     |&n| n == 17,
//!     &Limits::none(),
//!     &mut stats,
//! );
//! assert_eq!(outcome.path(), Some(&[1, 2, 4, 8, 16, 17][..]));
//! assert_eq!(outcome.cost(), Some(5));
//! assert!(stats.expanded >= 5);
//! ```

mod astar;
mod bfs;
mod idastar;
mod iddfs;
mod limits;
mod messages;
mod observer;
mod pseudocode;
mod stats;
mod trace;

pub use astar::astar;
pub use bfs::bfs;
pub use idastar::idastar;
pub(crate) use idastar::PSEUDOCODE as IDASTAR;
pub use iddfs::iddfs;
pub use limits::{parse_bytes, parse_duration, Bytes, Cancel, Limit, Limits};
pub use messages::LimitWords;
pub use observer::{NoObserver, Observer};
pub use pseudocode::Pseudocode;
pub use stats::{Horizon, Iteration, Layers, Stats, Verdict};
pub use trace::{Event, Full, Snapshot, Trace};
pub(crate) use {astar::PSEUDOCODE as ASTAR, bfs::PSEUDOCODE as BFS};

pub(crate) use limits::Budget;

/// How a search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome<N> {
    /// The goal was reached.
    Solved {
        /// The nodes from the start to the goal, both included.
        path: Vec<N>,
        /// The sum of the step costs along the path (for unit steps, the number of moves).
        cost: usize,
    },
    /// Every node reachable from the start was searched and none is a goal.
    Unsolvable,
    /// A limit set by the caller stopped the search first.
    LimitReached {
        /// Which limit.
        limit: Limit,
        /// What was learned so far: no solution costs less than this. For IDA* and iterative
        /// deepening, the threshold of the iteration that was cut short; for A*, the largest
        /// `f = g + h` taken from the open list; for BFS, the depth being explored.
        lower_bound: usize,
    },
}

impl<N> Outcome<N> {
    /// The solution path, if solved.
    pub fn path(&self) -> Option<&[N]> {
        match self {
            Outcome::Solved { path, .. } => Some(path),
            _ => None,
        }
    }

    /// The solution's cost, if solved.
    pub fn cost(&self) -> Option<usize> {
        match self {
            Outcome::Solved { cost, .. } => Some(*cost),
            _ => None,
        }
    }

    /// Whether the search found a solution.
    pub fn is_solved(&self) -> bool {
        matches!(self, Outcome::Solved { .. })
    }

    /// The same outcome with every node of the path mapped by `f`.
    pub fn map<M>(self, f: impl FnMut(N) -> M) -> Outcome<M> {
        match self {
            Outcome::Solved { path, cost } => Outcome::Solved {
                path: path.into_iter().map(f).collect(),
                cost,
            },
            Outcome::Unsolvable => Outcome::Unsolvable,
            Outcome::LimitReached { limit, lower_bound } => {
                Outcome::LimitReached { limit, lower_bound }
            }
        }
    }
}
