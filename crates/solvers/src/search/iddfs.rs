//! Iterative deepening: depth-first search to depth 0, 1, 2, ... until a goal appears. It
//! finds the fewest steps like BFS while keeping only the current path, like DFS; IDA* is
//! the same loop with a heuristic added to the depth.

use super::{idastar, Limits, Observer, Outcome};

/// Finds a path with the fewest steps from `start` to a node where `success` holds, by
/// depth-first searches with a growing depth limit: IDA* whose heuristic is always 0 and
/// whose steps all cost 1.
///
/// ```
/// use puzzlelab_solvers::search::{iddfs, Limits, Stats};
/// let mut stats = Stats::default();
/// let outcome = iddfs(&1usize, |&n| [n + 1, n * 2], |&n| n == 17, &Limits::none(), &mut stats);
/// assert_eq!(outcome.cost(), Some(5));
/// let depths: Vec<usize> = stats.iterations.iter().map(|it| it.threshold).collect();
/// assert_eq!(depths, [0, 1, 2, 3, 4, 5]);
/// ```
pub fn iddfs<N, FN, IN, FS, O>(
    start: &N,
    mut successors: FN,
    success: FS,
    limits: &Limits,
    observer: &mut O,
) -> Outcome<N>
where
    N: Eq + Clone,
    FN: FnMut(&N) -> IN,
    IN: IntoIterator<Item = N>,
    FS: FnMut(&N) -> bool,
    O: Observer<N>,
{
    let unit_steps = |node: &N| successors(node).into_iter().map(|n| (n, 1));
    idastar(start, unit_steps, |_| 0, success, limits, observer)
}
